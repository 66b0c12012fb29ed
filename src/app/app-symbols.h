/* SPDX-License-Identifier: GPL-2.0-only */
/* app-symbols.h: the one symbol table a view resolves srr0 with, built
 * from the command line and what the source carries. */
#ifndef DTLTOP_APP_SYMBOLS_H
#define DTLTOP_APP_SYMBOLS_H

#include <stddef.h>

#include "options.h"
#include "source.h"
#include "symbols.h"

/* --kallsyms, --vmlinux and --symfs (a file or directory that cannot be
 * read: NULL with a one-line message naming it), then the source's own
 * kallsyms text and symbol texts (one that does not parse is left out, and
 * said by symbols_note), then this machine's tables when the source is
 * live. Free with symbols_free. Call it once the source is open (a
 * replay's texts come with its header). */
struct symbols *app_symbols(const struct options *o, const struct source *src, char *err,
			    size_t errlen);

#endif
