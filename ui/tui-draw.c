// SPDX-License-Identifier: GPL-2.0-only
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
	"?", "Help", "Enter", "Its vCPUs", "Tab", "Next", "p", "PID/comm", "jk", "Move", "q",
	"Quit", NULL
};
static const char *const bar_sites[] = {
	"?", "Help", "Enter", "Addresses", "Esc", "Back", "s", "Steal/count", "v", "vCPU/LPAR",
	"q", "Quit", NULL
};
static const char *const bar_compare[] = {
	"?", "Help", "Esc", "Back", "jk", "Scroll", "PgDn", "Page", "C", "Pin/unpin A",
	"q", "Quit", NULL
};
static const char *const bar_help[] = {
	"Up/Dn", "Scroll", "Esc", "Back", "q", "Quit", NULL
};

static void draw_prompt(struct tui *t)
{
	const char *label = t->prompt == '/' ? "Filter (CPU list, reason, comm): "
			  : t->prompt == 'f' ? "Find (reason, comm, pid, processor): "
					     : "Go to time (10:40:05.250, +s from start, perf s): ";
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

/* The message of the last key: after the bar where it fits; else on the
 * bar between its first key (Help) and its last (Quit), which stay, with
 * the keys between giving way, and a message longer than that room is cut,
 * its end marked "..". */
static void draw_msg(struct tui *t, const char *const *bar)
{
	int y = LINES - 1, len = (int)strlen(t->msg), full = 0, first = 0, last = 0, room;
	char cut[sizeof(t->msg)];
	size_t n;

	if (!t->msg[0])
		return;
	for (n = 0; bar[n] && bar[n + 1]; n += 2)
		full += (int)(strlen(bar[n]) + strlen(bar[n + 1])) + 2;
	if (full + len + 1 <= COLS) {
		attron(tui_attr(t, C_WARN) | A_BOLD);
		tui_put(y, COLS - len - 1, len, t->msg);
		attroff(tui_attr(t, C_WARN) | A_BOLD);
		return;
	}
	if (n >= 4)
		first = (int)(strlen(bar[0]) + strlen(bar[1])) + 2;
	if (n >= 2)
		last = (int)(strlen(bar[n - 2]) + strlen(bar[n - 1])) + 1;
	room = COLS - first - last - 1;	/* a space before the last key */
	if (room < 4)
		return;
	if (len > room) {
		snprintf(cut, sizeof(cut), "%.*s..", room - 2, t->msg);
		len = room;
	} else {
		snprintf(cut, sizeof(cut), "%s", t->msg);
	}
	move(y, first);
	clrtoeol();
	attron(tui_attr(t, C_WARN) | A_BOLD);
	tui_put(y, COLS - last - 1 - len, len, cut);
	attroff(tui_attr(t, C_WARN) | A_BOLD);
	if (last) {	/* the last key, as tui_funcbar draws it */
		int kl = (int)strlen(bar[n - 2]);

		tui_put(y, COLS - last, kl, bar[n - 2]);
		attron(tui_attr(t, C_BAR));
		tui_put(y, COLS - last + kl + 1, last - kl - 1, bar[n - 1]);
		attroff(tui_attr(t, C_BAR));
	}
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
	case SCR_SITES:
		tui_draw_sites(t);
		bar = bar_sites;
		break;
	case SCR_COMPARE:
		tui_draw_compare(t);
		bar = bar_compare;
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
		draw_msg(t, bar);
	}
}
