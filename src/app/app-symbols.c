// SPDX-License-Identifier: GPL-2.0-only
/* app-symbols.c: one symbol table per view, in the order perf script
 * would consult them: the files the user named win over what the
 * recording carries, and both over this machine, which is consulted only
 * when the events are this machine's (the simulator's pids are not). */
#include <stdio.h>

#include "app-symbols.h"

static struct symbols *fail(struct symbols *s, char *err, size_t errlen, const char *opt,
			    const char *why)
{
	snprintf(err, errlen, "%s: %s", opt, why);
	symbols_free(s);
	return NULL;
}

/* The source's own texts: a bad one is a note, not the end of the view. */
static void source_texts(struct symbols *s, const struct source_info *in)
{
	char why[256];

	if (in->kallsyms && in->kallsyms_len &&
	    symbols_kallsyms_text(s, in->kallsyms, in->kallsyms_len, why, sizeof(why)) < 0)
		symbols_set_note(s, "recording's kallsyms left out", why);
	for (size_t i = 0; in->dso_text && i < in->ndso_text; i++) {
		const struct source_dso_text *d = &in->dso_text[i];

		if (d->path && d->text &&
		    symbols_dso_text(s, d->path, d->text, d->len, why, sizeof(why)) < 0)
			symbols_set_note(s, "symbol text left out", why);
	}
}

struct symbols *app_symbols(const struct options *o, const struct source *src, char *err,
			    size_t errlen)
{
	struct symbols *s = symbols_new();
	char why[256];

	if (!s)
		return fail(s, err, errlen, "symbols", "out of memory");
	if (o->kallsyms && symbols_kallsyms_file(s, o->kallsyms, why, sizeof(why)) < 0)
		return fail(s, err, errlen, "--kallsyms", why);
	if (o->vmlinux && symbols_vmlinux(s, o->vmlinux, why, sizeof(why)) < 0)
		return fail(s, err, errlen, "--vmlinux", why);
	if (o->symfs && symbols_symfs(s, o->symfs, why, sizeof(why)) < 0)
		return fail(s, err, errlen, "--symfs", why);
	if (src) {
		source_texts(s, &src->info);
		if (src->info.live)
			symbols_live(s);
	}
	return s;
}
