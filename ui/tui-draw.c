/* tui-draw.c: one frame of the current screen: the too-small message, the
 * screen itself, and the bottom line (function bar or the prompt). */
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

/* Each bar fits 80 columns: the keys most asked for; '?' lists them all.
 * Left/Right move the time cursor, < > the replay's speed. */
static const char *const bar_replay[] = {
	"?", "Help", "Enter", "Drill", "Tab", "Next", "s", "Sort", "/", "Filter",
	"Lt/Rt", "Time", "<>", "Speed", "spc", "Pause", "q", "Quit", NULL
};
static const char *const bar_live[] = {
	"?", "Help", "Enter", "Drill", "Tab", "Next", "s", "Sort", "/", "Filter",
	"Lt/Rt", "Time", "c", "Cores", "spc", "Freeze", "q", "Quit", NULL
};
static const char *const bar_drill[] = {
	"?", "Help", "Esc", "Back", "jk", "Scroll", "/", "Find", "n/N", "Next",
	"Home", "Oldest", "End", "Newest", "q", "Quit", NULL
};
static const char *const bar_heat[] = {
	"?", "Help", "Enter", "Drill", "Tab", "Next", "m", "Metric", "s", "Sort",
	"/", "Filter", "q", "Quit", NULL
};
static const char *const bar_reasons[] = {
	"?", "Help", "Tab", "Next", "%", "Count/pct", "hl", "Columns", "/", "Filter",
	"q", "Quit", NULL
};
static const char *const bar_who[] = {
	"?", "Help", "Enter", "Its vCPUs", "Tab", "Next", "jk", "Move", "q", "Quit", NULL
};
static const char *const bar_help[] = {
	"Up/Dn", "Scroll", "Esc", "Back", "q", "Quit", NULL
};

static void draw_prompt(struct tui *t)
{
	const char *label = t->prompt == '/' ? "Filter (CPU list, reason, comm): "
			  : t->prompt == 'f' ? "Find (reason, comm, pid, processor): "
					     : "Go to time (s, or +s from start): ";
	int x = (int)strlen(label);

	move(LINES - 1, 0);
	clrtoeol();
	attron(A_BOLD);
	tui_put(LINES - 1, 0, COLS, label);
	attroff(A_BOLD);
	tui_put(LINES - 1, x, COLS - x, t->input);
	x += (int)t->ilen;
	if (x < COLS) {	/* where typing goes */
		attron(A_REVERSE);
		mvaddch(LINES - 1, x, ' ');
		attroff(A_REVERSE);
	}
}

/* The message of the last key, over the bar's right end: at 80 columns
 * the bar leaves no room, and a message matters more than the bar's tail. */
static void draw_msg(struct tui *t)
{
	int len = (int)strlen(t->msg), at = COLS - len - 1;

	if (!t->msg[0])
		return;
	if (at < 1)
		at = 1;
	move(LINES - 1, at - 1);
	clrtoeol();
	attron(tui_attr(t, C_WARN) | A_BOLD);
	tui_put(LINES - 1, at, COLS - at, t->msg);
	attroff(tui_attr(t, C_WARN) | A_BOLD);
}

void tui_draw(struct tui *t)
{
	const char *const *bar = t->snap.ss.pace ? bar_replay : bar_live;

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
	if (t->prompt) {
		draw_prompt(t);
	} else {
		tui_funcbar(t, bar);
		draw_msg(t);
	}
}
