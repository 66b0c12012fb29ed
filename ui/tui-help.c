// SPDX-License-Identifier: GPL-2.0-only
/* tui-help.c: the '?' screen: every key the view handles (tui-keys.c,
 * tui-drill.c, the prompts) and what it does, and the legend of the
 * timeline glyphs; it scrolls where the terminal is short. dtltop.1 (Keys)
 * lists the same keys; tests/integration/tui-help-keys.sh presses each. */
#include <stdio.h>

#include <ncurses.h>

#include "tui-priv.h"

/* Key column: names separated by blanks, as the test reads them (^C is
 * Ctrl-C). Descriptions fit 80 columns (58 after the key column). */
static const char *const keys[][2] = {
	{ "q  ^C", "quit (^C also from a prompt or help); terminal restored" },
	{ "?  F1", "this help; Up Down PgUp PgDn scroll, another key returns" },
	{ "Up  Down  j  k", "move the selection (drill-down: scroll the entries)" },
	{ "PgUp PgDn Home End", "a page / the first or last row (drill: file start, end)" },
	{ "Enter", "drill down (a core row: its thread with the most steal)" },
	{ "", "at the time cursor or span; a replay's whole file scrolls" },
	{ "Esc  Backspace", "back; overview: clear a span, the time cursor, the filter" },
	{ "Tab", "next screen: overview, heatmap, reasons, who paid" },
	{ "w", "who paid: commands by steal; Enter filters to their vCPUs" },
	{ "p", "who paid: by command (all its PIDs summed) or by PID" },
	{ "P", "preempted at: where the hypervisor took the CPU, by symbol" },
	{ "", "Enter: a symbol's addresses; s: by steal or count; Esc back" },
	{ "v", "preempted at: the selected vCPU alone, or the LPAR" },
	{ "s  S", "sort by the next column (title marked v or ^) / reverse" },
	{ "/", "filter: CPU list (0-3,8), reason or comm; drill: find text" },
	{ "n  N", "drill-down: next / previous entry with the found text" },
	{ "", "a replay searches to the file's end or start (Esc stops)" },
	{ "Left  Right  h  l", "time cursor: the panel lists that cell (heatmap: select)" },
	{ "[  ]", "time panel: scroll the cursor cell's entries up / down" },
	{ "b  B", "replay: b at the time cursor, move it, b: a span; B clears" },
	{ "", "a span: table, reasons, who paid over it; drill-down: all" },
	{ "C", "compare: pin the span as A, brush B; --compare's files" },
	{ "E", "evidence for a support case: a directory for the span (or all)" },
	{ "+  =  -", "zoom the timeline in (narrower cells) / out" },
	{ "space", "replay: pause / play; live, simulated: freeze the figures" },
	{ "a", "per interval (default) or cumulative; at END the whole file" },
	{ "r", "cumulative figures restart now (no data is lost)" },
	{ ".", "replay, paused: step one time cell" },
	{ ">  <", "replay speed: faster / slower (x0.25 .. x100, max)" },
	{ "g", "go to a time: 10:40, 10:40:05.250, +90 (s from start) or" },
	{ "", "perf-clock seconds (105373.4); the zone is the header's" },
	{ "T", "times as wall clock, perf-clock seconds or +s from start" },
	{ "c", "overview: rows per core, cores only, ungrouped" },
	{ "m", "heatmap: colour by steal % or by p99 latency" },
	{ "%", "reasons: counts or percentages (Left Right: more columns)" },
	{ "^U  ^W", "in a prompt: clear it / delete a word (Esc cancels)" },
	{ "mouse", "click: select (strip: time cursor); double: drill" },
};
#define NKEYS (sizeof(keys) / sizeof(keys[0]))
#define NLINES (NKEYS + 1)	/* and the glyph legend */

static int help_rows(void)
{
	int n = LINES - 2;	/* a title, the footer */

	return n > 1 ? n : 1;
}

/* Scrolling keys; any other key leaves help (tui-keys.c). */
bool tui_help_key(struct tui *t, int key)
{
	size_t page = (size_t)help_rows() - 1;
	size_t last = NLINES > page ? NLINES - page : 0;

	switch (key) {
	case KEY_UP: case 'k':
		t->help_top -= t->help_top > 0;
		return true;
	case KEY_DOWN: case 'j':
		t->help_top += t->help_top < last;
		return true;
	case KEY_PPAGE:
		t->help_top = t->help_top > page ? t->help_top - page : 0;
		return true;
	case KEY_NPAGE:
		t->help_top = t->help_top + page < last ? t->help_top + page : last;
		return true;
	default:
		return false;
	}
}

static void legend(struct tui *t, int y)
{
	tui_put(y, 2, COLS - 2, "Strip:");
	tui_strip_legend(t, y, 9, COLS - 9);	/* steal: share of the cell, % */
}

/* A title, then the lines from help_top; when they do not all fit, the
 * last line says how many more there are. */
void tui_draw_help(struct tui *t)
{
	int rows = help_rows(), y = 1;
	size_t i;

	if (t->help_top + (size_t)rows > NLINES)
		t->help_top = NLINES > (size_t)rows ? NLINES - (size_t)rows : 0;
	attron(A_BOLD);
	tui_putf(0, 0, COLS, "dtltop - keys (any other key returns)%s",
		 t->help_top ? "  Up: more above" : "");
	attroff(A_BOLD);
	for (i = t->help_top; i < NLINES && y <= rows; i++, y++) {
		if (y == rows && i + 1 < NLINES) {
			attron(tui_attr(t, C_WARN));
			tui_putf(y, 2, COLS - 2, "+%zu more (Down, PgDn)", NLINES - i);
			attroff(tui_attr(t, C_WARN));
			break;
		}
		if (i == NKEYS) {
			legend(t, y);
			continue;
		}
		attron(tui_attr(t, C_HEAD));
		tui_put(y, 2, 20, keys[i][0]);
		attroff(tui_attr(t, C_HEAD));
		tui_put(y, 22, COLS - 22, keys[i][1]);
	}
}
