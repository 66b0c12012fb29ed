/* tui-draw.c: one frame of the current screen: the too-small message, the
 * screen itself, and the bottom line (function bar or the prompt). */
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

static const char *const bar_overview[] = {
	"?", "Help", "Enter", "Drill", "Tab", "Screen", "s", "Sort", "/", "Filter",
	"c", "Cores", "<>", "Time", "+-", "Zoom", "spc", "Pause", "q", "Quit", NULL
};
static const char *const bar_drill[] = {
	"?", "Help", "Esc", "Back", "jk", "Scroll", "Home", "Oldest", "End", "Newest",
	"q", "Quit", NULL
};
static const char *const bar_heat[] = {
	"?", "Help", "Enter", "Drill", "Tab", "Screen", "m", "Metric", "s", "Sort",
	"/", "Filter", "q", "Quit", NULL
};
static const char *const bar_reasons[] = {
	"?", "Help", "Tab", "Screen", "%", "Count/pct", "hl", "Columns", "/", "Filter",
	"q", "Quit", NULL
};
static const char *const bar_who[] = {
	"?", "Help", "Enter", "Its vCPUs", "Tab", "Screen", "jk", "Move", "q", "Quit", NULL
};
static const char *const bar_help[] = { "Esc", "Back", "q", "Quit", NULL };

static void draw_prompt(struct tui *t)
{
	const char *label = t->prompt == '/' ? "Filter (CPU list, reason, comm): "
					     : "Go to time (s, or +s from start): ";

	move(LINES - 1, 0);
	clrtoeol();
	attron(A_BOLD);
	tui_put(LINES - 1, 0, COLS, label);
	attroff(A_BOLD);
	tui_put(LINES - 1, (int)strlen(label), COLS - (int)strlen(label), t->input);
}

void tui_draw(struct tui *t)
{
	const char *const *bar = bar_overview;

	erase();
	t->lines = LINES;
	t->cols = COLS;
	if (COLS < TUI_MIN_COLS || LINES < TUI_MIN_LINES) {
		tui_too_small(t);
		return;
	}
	switch (t->scr) {
	case SCR_HEATMAP:
		tui_draw_heatmap(t);
		bar = bar_heat;
		break;
	case SCR_REASONS:
		tui_draw_reasons(t);
		bar = bar_reasons;
		break;
	case SCR_DRILL:
		tui_draw_drill(t);
		bar = bar_drill;
		break;
	case SCR_WHO:
		tui_draw_who(t);
		bar = bar_who;
		break;
	case SCR_HELP:
		tui_draw_help(t);
		bar = bar_help;
		break;
	default:
		tui_draw_overview(t);
		break;
	}
	if (t->prompt)
		draw_prompt(t);
	else
		tui_funcbar(t, bar);
}
