/* tui-help.c: the '?' screen: every key and mouse action, and the legend of
 * the timeline glyphs. dtltop.1 (INTERACTIVE VIEW) lists the same keys. */
#include <stdio.h>

#include <ncurses.h>

#include "tui-priv.h"

static const char *const keys[][2] = {
	{ "q", "quit (the terminal is restored)" },
	{ "?  F1", "this help; any key returns" },
	{ "Up Down  j k", "move the selection (drill-down: scroll the entries)" },
	{ "PgUp PgDn Home End", "move by a page / to the first or last row" },
	{ "Enter", "drill down into the selected vCPU (heatmap: the cell)" },
	{ "Esc  Backspace", "back: leave drill-down / help, clear the time cursor" },
	{ "Tab", "next screen: overview, heatmap, reasons" },
	{ "s  S", "cycle sort: vCPU, steal, latency (p99), dispatches / reverse it" },
	{ "/", "filter vCPUs: a CPU list (0-3,8), a reason name, or part of a task comm;"
	       " empty clears" },
	{ "Left Right  h l", "move the time cursor over the timeline (pans at the edges);"
			     " the panel lists that cell's entries" },
	{ "+  -", "zoom the timeline: wider / narrower time cells" },
	{ "space", "pause / resume (replay: the feed; live: the display)" },
	{ "r", "reset the counters (a new window; timeline and entries stay)" },
	{ ".", "replay, paused: step one time cell" },
	{ ">  <", "replay speed: faster / slower (x0.25 .. x100, max = as fast as possible)" },
	{ "g", "go to a time: seconds as shown (105373.4) or +seconds from the start" },
	{ "c", "group rows per core (SMT threads summed), collapse to cores, ungroup" },
	{ "m", "heatmap: colour by steal % or by p99 latency" },
	{ "%", "reasons: counts or percentages in the matrix" },
	{ "mouse", "click selects (a timeline cell sets the time cursor), double-click"
		   " drills down, wheel scrolls" },
};

void tui_draw_help(struct tui *t)
{
	int y = 0;

	attron(A_BOLD);
	tui_put(y++, 0, COLS, "dtltop - keys");
	attroff(A_BOLD);
	y++;
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]) && y < LINES - 3; i++, y++) {
		attron(tui_attr(t, C_HEAD));
		tui_put(y, 2, 20, keys[i][0]);
		attroff(tui_attr(t, C_HEAD));
		tui_put(y, 22, COLS - 22, keys[i][1]);
	}
	y++;
	if (y >= LINES - 1)
		return;
	tui_put(y, 2, COLS - 2, "Timeline:");
	for (int c = CELL_RUN, x = 12; c < CELL_N; c++) {
		static const char *const names[CELL_N] = {
			"", "running", "idle (ceded)", "waiting for a processor", "faulting"
		};

		attron(tui_attr(t, tui_cell_color(c)));
		mvaddstr(y, x, tui_cell_glyph(t, c));
		attroff(tui_attr(t, tui_cell_color(c)));
		tui_put(y, x + 2, COLS - x - 2, names[c]);
		x += 4 + (int)snprintf(NULL, 0, "%s", names[c]);
	}
}
