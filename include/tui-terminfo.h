/* SPDX-License-Identifier: GPL-2.0-only */
/* tui-terminfo.h: the terminal's description wherever a distribution keeps
 * it, and compiled entries a static dtltop carries for when it has none. */
#ifndef DTLTOP_TUI_TERMINFO_H
#define DTLTOP_TUI_TERMINFO_H

#include <stddef.h>

struct tui_terminfo_entry {
	const char *name;		/* NULL ends the table */
	const unsigned char *data;	/* the compiled entry, as tic writes it */
	size_t len;
};

/* The built-in entries: generated at build time (scripts/terminfo-builtin.sh)
 * when built with DTLTOP_TERMINFO_BUILTIN, else an empty table. */
extern const struct tui_terminfo_entry tui_terminfo_builtin[];

/* Where distributions keep terminfo, colon-separated: the list a static
 * dtltop searches when TERMINFO and TERMINFO_DIRS are both unset. */
extern const char tui_terminfo_common_dirs[];

size_t tui_terminfo_builtin_count(void);
const struct tui_terminfo_entry *tui_terminfo_builtin_find(const char *name);

/* tui_terminfo_write(dir, e): e written as DIR/<first letter>/<name>, the
 * layout ncurses reads through TERMINFO=DIR. 0, or -1 with errno. */
int tui_terminfo_write(const char *dir, const struct tui_terminfo_entry *e);
/* Undoes tui_terminfo_write, and removes DIR. */
void tui_terminfo_remove(const char *dir, const struct tui_terminfo_entry *e);

#endif
