/* tui-help.c: the '?' screen: every key and mouse action, and the legend of
 * the timeline glyphs. dtltop.1 (INTERACTIVE VIEW) lists the same keys. */
#include <stdio.h>

#include <ncurses.h>

#include "tui-priv.h"

/* Descriptions fit 80 columns (58 after the key column). */
static const char *const keys[][2] = {
	{ "q, ^C", "quit (the terminal is restored)" },
	{ "?  F1", "this help; any key returns" },
	{ "Up Down  j k", "move the selection (drill-down: scroll)" },
	{ "PgUp PgDn Home End", "by a page / to the first or the last row" },
	{ "Enter", "drill down (a core row: its thread with the most steal)" },
	{ "Esc  Backspace", "back; overview: clear the time cursor, then the filter" },
	{ "Tab", "next screen: overview, heatmap, reasons" },
	{ "s  S", "sort: vCPU, steal, latency, dispatches / reverse it" },
	{ "/", "filter: CPU list (0-3,8), reason name or task comm" },
	{ "Left Right  h l", "time cursor; the panel lists that cell's entries" },
	{ "+  -", "zoom the timeline in (narrower cells) / out" },
	{ "space", "pause / resume (live: freeze the display)" },
	{ "r", "reset the counters (timeline and entries stay)" },
	{ ".", "replay, paused: step one time cell" },
	{ ">  <", "replay speed: faster / slower (x0.25 .. x100, max)" },
	{ "g", "go to a time: seconds (105373.4) or +seconds" },
	{ "c", "group rows per core, collapse to cores, ungroup" },
	{ "m", "heatmap: colour by steal % or by p99 latency" },
	{ "%", "reasons: counts or percentages" },
	{ "mouse", "click: select (strip: time cursor); double: drill" },
};

/* 80x24 holds it all: a title, one line per key, the glyph legend. */
void tui_draw_help(struct tui *t)
{
	int y = 0;

	attron(A_BOLD);
	tui_put(y++, 0, COLS, "dtltop - keys (any key returns)");
	attroff(A_BOLD);
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]) && y < LINES - 1; i++, y++) {
		attron(tui_attr(t, C_HEAD));
		tui_put(y, 2, 20, keys[i][0]);
		attroff(tui_attr(t, C_HEAD));
		tui_put(y, 22, COLS - 22, keys[i][1]);
	}
	if (y >= LINES - 1)
		return;
	tui_put(y, 2, COLS - 2, "Strip:");
	tui_strip_legend(t, y, 9, COLS - 9);	/* steal: share of the cell, % */
}
