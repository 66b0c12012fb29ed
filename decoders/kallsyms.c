// SPDX-License-Identifier: GPL-2.0-only
/* kallsyms.c: a kallsyms text into a sorted symbol table, with the choices
 * perf makes loading one (tools/perf/util/symbol.c: dso__load_kallsyms,
 * symbols__fixup_duplicate, symbols__fixup_end), so that an address
 * resolves to the symbol perf names. Module symbols ("name\t[mod]") are
 * left out: perf puts them in per-module maps this table does not model. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kallsyms.h"

#define KALLSYMS_MAX_BYTES (256u << 20)

struct kallsyms {
	struct ksym *s;
	size_t n;
	char *names;		/* the text, names NUL-terminated in place */
};

struct raw_sym {
	struct ksym k;
	size_t order;		/* line number: perf keeps the last of equals */
};

/* perf keeps text, weak, data and bss symbols (symbol_type__filter) and
 * drops mapping and livepatch ones (is_ignored_kernel_symbol). */
static int keep(char type, const char *name)
{
	char t = (char)toupper((unsigned char)type);

	if (t != 'T' && t != 'W' && t != 'D' && t != 'B')
		return 0;
	if ((name[0] == '.' && name[1] == 'L') || (name[0] == 'L' && name[1] == '0') ||
	    name[0] == '$' || strstr(name, ".klp.sym."))
		return 0;
	return 1;
}

static int by_start(const void *a, const void *b)
{
	const struct raw_sym *x = a, *y = b;

	if (x->k.start != y->k.start)
		return x->k.start < y->k.start ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static uint64_t page_up(uint64_t v)
{
	return (v + 4095) / 4096 * 4096;
}

/* One line: "addr type name[\t[module]]". -1 malformed, 0 skipped, 1 kept. */
static int parse_line(char *line, struct raw_sym *r)
{
	char *end, *name;
	unsigned long long addr;

	errno = 0;
	addr = strtoull(line, &end, 16);
	if (end == line || errno || *end != ' ' || !end[1] || end[2] != ' ' || !end[3])
		return -1;
	name = end + 3;
	if (strchr(name, '\t') || strchr(name, ' '))
		return 0;	/* a module's symbol */
	if (!keep(end[1], name))
		return 0;
	r->k = (struct ksym){ addr, addr, name };
	return 1;
}

static int fail(char *err, size_t errlen, const char *why, size_t line)
{
	snprintf(err, errlen, "kallsyms line %zu: %s", line, why);
	return -1;
}

/* Every kept symbol of the text (NUL-terminated in place, len bytes). */
static int collect(char *text, size_t len, struct raw_sym **out, size_t *nout,
		   char *err, size_t errlen)
{
	struct raw_sym *r = NULL;
	size_t n = 0, cap = 0, line = 0;
	char *p = text, *end = text + len, *nl;

	for (; p < end; p = nl + 1) {
		int st;

		line++;
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		*nl = '\0';
		if (nl == p)
			continue;
		if (n == cap) {
			void *q = realloc(r, (cap = cap ? cap * 2 : 4096) * sizeof(*r));

			if (!q) {
				free(r);
				return fail(err, errlen, "out of memory", line);
			}
			r = q;
		}
		st = parse_line(p, &r[n]);
		if (st < 0) {
			free(r);
			return fail(err, errlen, "not \"address type name\"", line);
		}
		if (st)
			r[n].order = n, n++;
	}
	*out = r;
	*nout = n;
	return 0;
}

/* Each symbol ends where the next starts, the last a page past its own
 * (symbols__fixup_end); then equal addresses keep one symbol
 * (symbols__fixup_duplicate), the one of non-zero length: the last line
 * at that address (__x64_sys_vfork over __ia32_sys_vfork, as perf 6.1
 * and upstream print it). */
static void settle(struct kallsyms *k, struct raw_sym *r, size_t n)
{
	size_t m = 0;

	qsort(r, n, sizeof(*r), by_start);
	for (size_t i = 0; i < n; i++) {
		if (m && r[m - 1].k.start == r[i].k.start) {
			r[m - 1] = r[i];
			continue;
		}
		r[m++] = r[i];
	}
	for (size_t i = 0; i < m; i++) {
		k->s[i] = r[i].k;
		k->s[i].end = i + 1 < m ? r[i + 1].k.start : page_up(r[i].k.start) + 4096;
	}
	k->n = m;
}

/* An unprivileged reader's copy lists every address as 0: it names nothing. */
static int all_zero(const struct raw_sym *r, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (r[i].k.start)
			return 0;
	return 1;
}

struct kallsyms *kallsyms_parse(const char *text, size_t len, char *err, size_t errlen)
{
	struct kallsyms *k = calloc(1, sizeof(*k));
	struct raw_sym *r = NULL;
	size_t n = 0;

	if (!k || !(k->names = malloc(len + 1))) {
		free(k);
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	memcpy(k->names, text, len);
	k->names[len] = '\0';
	if (memchr(text, '\0', len)) {
		snprintf(err, errlen, "kallsyms text holds a NUL byte");
		goto bad;
	}
	if (collect(k->names, len, &r, &n, err, errlen) < 0)
		goto bad;
	if (!n || all_zero(r, n)) {
		snprintf(err, errlen, "no kernel text symbol in kallsyms (all addresses 0 for lack of privilege?)");
		goto bad;
	}
	k->s = malloc(n * sizeof(*k->s));
	if (!k->s) {
		snprintf(err, errlen, "out of memory");
		goto bad;
	}
	settle(k, r, n);
	free(r);
	return k;
bad:
	free(r);
	kallsyms_free(k);
	return NULL;
}

/* The whole file (/proc/kallsyms reports size 0: read to the end). */
char *kallsyms_read(const char *path, size_t *len, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	size_t cap = 0, got;

	*len = 0;
	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	do {
		if (*len == cap) {
			char *q = cap < KALLSYMS_MAX_BYTES ? realloc(buf, cap = cap ? cap * 2 : 1 << 20) : NULL;

			if (!q) {
				snprintf(err, errlen, "%s: %s", path,
					 cap >= KALLSYMS_MAX_BYTES ? "larger than 256 MiB" : "out of memory");
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = q;
		}
		got = fread(buf + *len, 1, cap - *len, f);
		*len += got;
	} while (got);
	if (ferror(f)) {
		snprintf(err, errlen, "%s: read error", path);
		free(buf);
		buf = NULL;
	}
	fclose(f);
	return buf;
}

struct kallsyms *kallsyms_load(const char *path, char *err, size_t errlen)
{
	char tmp[256];
	size_t len;
	char *buf = kallsyms_read(path, &len, err, errlen);
	struct kallsyms *k;

	if (!buf)
		return NULL;
	k = kallsyms_parse(buf, len, tmp, sizeof(tmp));
	if (!k)
		snprintf(err, errlen, "%s: %s", path, tmp);
	free(buf);
	return k;
}

void kallsyms_free(struct kallsyms *k)
{
	if (!k)
		return;
	free(k->s);
	free(k->names);
	free(k);
}

const struct ksym *kallsyms_find(const struct kallsyms *k, uint64_t addr)
{
	size_t lo = 0, hi = k ? k->n : 0;

	while (lo < hi) {	/* the first symbol starting after addr */
		size_t mid = lo + (hi - lo) / 2;

		if (k->s[mid].start <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo || addr >= k->s[lo - 1].end)
		return NULL;
	return &k->s[lo - 1];
}
