// SPDX-License-Identifier: GPL-2.0-only
/* symbolize.c: a test driver for the symbolizer (built by make check only,
 * not a product command): resolves each hex ADDR and prints one line
 * "NAME+0xOFF DSO CLASS" (CLASS "-" when the table gives none).
 *   symbolize [--kallsyms F] [--vmlinux F] [--symfs D]
 *             [--map START,END,PGOFF,PATH | --live PID] ADDR...
 * Without --map or --live the addresses are kernel ones; an ADDR written
 * kADDR is a kernel one in any case. Exit 1 with the
 * symbolizer's one-line message when a table cannot be read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "symbols.h"

static int usage(void)
{
	fprintf(stderr, "usage: symbolize [--kallsyms F] [--vmlinux F] [--symfs D] "
		"[--map START,END,PGOFF,PATH | --live PID] ADDR...\n");
	return 2;
}

static int parse_map(char *arg, struct sym_map *m)
{
	char *p = arg, *end;

	m->start = strtoull(p, &end, 16);
	if (*end != ',')
		return -1;
	m->end = strtoull(end + 1, &end, 16);
	if (*end != ',')
		return -1;
	m->pgoff = strtoull(end + 1, &end, 16);
	if (*end != ',' || !end[1])
		return -1;
	m->path = end + 1;
	return 0;
}

int main(int argc, char **argv)
{
	struct symbols *s = symbols_new();
	struct sym_map map;
	bool have_map = false;
	int32_t pid = 1;
	bool user = false;
	char err[512], buf[SYM_NAME_MAX + 32];
	int i, rc = 0;

	if (!s)
		return 1;
	for (i = 1; i + 1 < argc && !strncmp(argv[i], "--", 2); i += 2) {
		const char *o = argv[i], *v = argv[i + 1];
		int r = 0;

		if (!strcmp(o, "--kallsyms"))
			r = symbols_kallsyms_file(s, v, err, sizeof(err));
		else if (!strcmp(o, "--vmlinux"))
			r = symbols_vmlinux(s, v, err, sizeof(err));
		else if (!strcmp(o, "--symfs"))
			r = symbols_symfs(s, v, err, sizeof(err));
		else if (!strcmp(o, "--map")) {
			if (parse_map(argv[i + 1], &map) < 0)
				return usage();
			have_map = user = true;
		} else if (!strcmp(o, "--live")) {
			pid = (int32_t)atoi(v);
			symbols_live(s);
			user = true;
		} else
			return usage();
		if (r < 0) {
			fprintf(stderr, "symbolize: %s\n", err);
			symbols_free(s);
			return 1;
		}
	}
	if (i >= argc)
		return usage();
	for (; i < argc; i++) {
		bool k = argv[i][0] == 'k';
		uint64_t a = strtoull(argv[i] + k, NULL, 16);
		struct sym_result r;

		if (user && !k)
			symbols_user(s, pid, have_map ? &map : NULL, a, &r);
		else
			symbols_kernel(s, a, &r);
		printf("%s %s %s\n", sym_format(&r, buf, sizeof(buf)), r.dso,
		       *sym_class_label(r.cls) ? sym_class_label(r.cls) : "-");
	}
	if (symbols_note(s))
		fprintf(stderr, "symbolize: %s\n", symbols_note(s));
	symbols_free(s);
	return rc;
}
