/* tui-keys.c: keys and mouse turned into commands on the UI state (screen,
 * selection, sort, filter, time cursor, zoom) or on the session (pause,
 * speed, step, seek, reset). Nothing here draws. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

static void msg(struct tui *t, const char *s)
{
	snprintf(t->msg, sizeof(t->msg), "%s", s);
}

static uint64_t newest_cell(const struct tui *t)
{
	return t->snap.last_bno / tui_zooms[t->zoom];
}

void tui_move_sel(struct tui *t, long d)
{
	size_t n = t->snap.nrows;
	long s = (long)t->sel + d;

	if (!n)
		return;
	if (s < 0)
		s = 0;
	if ((size_t)s >= n)
		s = (long)n - 1;
	tui_select(t, (size_t)s);
}

static void move_cursor(struct tui *t, int d)
{
	uint64_t newest = newest_cell(t);
	size_t cols = t->snap.cell_cols ? t->snap.cell_cols : 1;

	if (!t->snap.have_tl)
		return;
	if (!t->have_cursor) {
		t->have_cursor = true;
		t->cursor = t->follow ? newest : t->view_end;
		return;
	}
	if (d < 0 && t->cursor > 0)
		t->cursor--;
	else if (d > 0 && t->cursor < newest)
		t->cursor++;
	if (t->cursor < t->snap.cell_first) {
		t->follow = false;
		t->view_end = t->cursor + cols - 1;
	} else if (t->cursor > t->view_end) {
		t->view_end = t->cursor;
	}
	if (t->view_end >= newest)
		t->follow = true;
}

static void set_zoom(struct tui *t, int d)
{
	unsigned old = tui_zooms[t->zoom], z;

	if ((d < 0 && t->zoom == 0) || (d > 0 && t->zoom + 1 >= tui_nzooms))
		return;
	t->zoom = (unsigned)((int)t->zoom + d);
	z = tui_zooms[t->zoom];
	/* keep the cursor and the right edge on the same time */
	t->cursor = t->cursor * old / z;
	t->view_end = t->view_end * old / z;
}

static void go_to(struct tui *t, const char *s)
{
	const struct tui_snap *sn = &t->snap;
	char *end;
	double v = strtod(s + (*s == '+'), &end);
	uint64_t target, cell;

	if (end == s + (*s == '+') || *end || v < 0 || v > 1e10) {
		msg(t, "go to: give seconds (105373.4) or +seconds");
		return;
	}
	if (*s == '+' && !sn->ss.fed) {
		msg(t, "nothing loaded yet: step with '.' first");
		return;
	}
	/* "+" counts from the session's first event, kept across resets */
	target = (uint64_t)(v * 1e9) + (*s == '+' ? sn->ss.first_ns : 0);
	if (target > sn->newest_ns) {
		if (sn->ss.pace && !sn->ss.ended) {
			session_seek(t->s, target);
			msg(t, "seeking...");
		} else {
			msg(t, "that time is not recorded yet");
		}
		return;
	}
	cell = target / tui_cell_ns(t);
	if (!sn->have_tl || (sn->last_bno - cell * tui_zooms[t->zoom]) >= MODEL_DEF_NBUCKETS) {
		msg(t, "that time is older than the kept timeline");
		return;
	}
	t->have_cursor = true;
	t->cursor = cell;
	t->view_end = cell + (sn->cell_cols ? sn->cell_cols / 2 : 0);
	t->follow = t->view_end >= newest_cell(t);
}

/* Prompt editing: Enter applies, Esc cancels, Backspace deletes. */
static void prompt_key(struct tui *t, int key)
{
	if (key == '\n' || key == KEY_ENTER || key == '\r') {
		if (t->prompt == '/')
			tui_filter_set(&t->flt, t->input);
		else
			go_to(t, t->input);
		t->prompt = 0;
	} else if (key == 27) {
		t->prompt = 0;
	} else if (key == KEY_BACKSPACE || key == 127 || key == 8) {
		if (t->ilen)
			t->input[--t->ilen] = '\0';
	} else if (key >= 0x20 && key < 0x7f && t->ilen + 1 < sizeof(t->input)) {
		t->input[t->ilen++] = (char)key;
		t->input[t->ilen] = '\0';
	}
}

static void open_prompt(struct tui *t, int kind)
{
	t->prompt = kind;
	snprintf(t->input, sizeof(t->input), "%s", kind == '/' ? t->flt.text : "");
	t->ilen = strlen(t->input);
}

static void drill(struct tui *t)
{
	if (!t->snap.nrows)
		return;
	t->sel_key = t->sel_cpu;	/* a core row: its first thread */
	t->back = t->scr;
	t->scr = SCR_DRILL;
	t->drill_top = 0;
	t->drill_end = !t->snap.ss.pace;	/* live follows the newest entries */
}

static void go_back(struct tui *t)
{
	if (t->scr == SCR_DRILL || t->scr == SCR_HELP)
		t->scr = t->back;
	else if (t->have_cursor) {
		t->have_cursor = false;
		t->follow = true;
	} else if (t->flt.kind != FLT_NONE) {
		tui_filter_free(&t->flt);
	}
}

static void next_screen(struct tui *t)
{
	enum tui_screen s = t->scr == SCR_DRILL || t->scr == SCR_HELP ? t->back : t->scr;

	t->scr = s == SCR_OVERVIEW ? SCR_HEATMAP : s == SCR_HEATMAP ? SCR_REASONS : SCR_OVERVIEW;
}

static void toggle_pause(struct tui *t)
{
	const struct session_state *ss = &t->snap.ss;

	if (!ss->pace) {
		t->frozen = !t->frozen;
		return;
	}
	if (ss->ended) {
		msg(t, "end of the recording");
		return;
	}
	session_set_paused(t->s, !ss->paused);
}

/* 'r' restarts the cumulative figures at the last refresh; the model, and
 * so a replay's data, stays whole (the interval figures go on). */
static void reset(struct tui *t)
{
	tui_ticks_reset(t);
	msg(t, t->cumulative ? "cumulative figures restart now (data kept; a: per interval)"
			     : "cumulative figures restart now (data kept; a shows them)");
}

static void toggle_mode(struct tui *t)
{
	t->cumulative = !t->cumulative;
	msg(t, t->cumulative ? "cumulative figures (a: per interval)"
			     : "figures per refresh interval (a: cumulative)");
}

static void step(struct tui *t)
{
	if (!t->snap.ss.pace || !t->snap.ss.paused) {
		msg(t, "'.' steps a paused replay");
		return;
	}
	session_step(t->s, tui_cell_ns(t));
}

/* Movement keys of the row-based screens (overview, heatmap). */
static bool move_key(struct tui *t, int key)
{
	long page = (long)tui_list_rows(t);
	int cw, per = 1, y0, nl;

	if (t->scr == SCR_HEATMAP) {
		tui_heat_geometry(t, &cw, &per, &y0, &nl);
		page = (long)per * nl;
	}
	switch (key) {
	case KEY_UP: case 'k':
		tui_move_sel(t, -(long)per);
		return true;
	case KEY_DOWN: case 'j':
		tui_move_sel(t, per);
		return true;
	case KEY_PPAGE:
		tui_move_sel(t, -page);
		return true;
	case KEY_NPAGE:
		tui_move_sel(t, page);
		return true;
	case KEY_HOME:
		tui_move_sel(t, -(long)t->snap.nrows);
		return true;
	case KEY_END:
		tui_move_sel(t, (long)t->snap.nrows);
		return true;
	default:
		return false;
	}
}

static bool lr_key(struct tui *t, int key)
{
	int d = key == KEY_LEFT || key == 'h' ? -1 : key == KEY_RIGHT || key == 'l' ? 1 : 0;

	if (!d)
		return false;
	if (t->scr == SCR_HEATMAP)
		tui_move_sel(t, d);
	else if (t->scr == SCR_OVERVIEW)
		move_cursor(t, d);
	return true;
}

static void mouse_key(struct tui *t);

#define KEY_CTRL_C 3	/* raw mode: Ctrl-C arrives as a key, not as SIGINT */

void tui_key(struct tui *t, int k)
{
	t->msg[0] = '\0';
	if (k == KEY_CTRL_C) {	/* quits from anywhere, as in top */
		t->quit = true;
		return;
	}
	if (t->prompt) {
		prompt_key(t, k);
		return;
	}
	if (t->scr == SCR_HELP && k != 'q' && k != KEY_RESIZE) {
		t->scr = t->back;
		return;
	}
	if (t->scr == SCR_DRILL && tui_drill_key(t, k))
		return;
	if (t->scr != SCR_DRILL && (move_key(t, k) || lr_key(t, k)))
		return;
	switch (k) {
	case 'q': t->quit = true; break;
	case '?': case KEY_F(1): t->back = t->scr; t->scr = SCR_HELP; break;
	case '\n': case '\r': case KEY_ENTER:
		if (t->scr == SCR_OVERVIEW || t->scr == SCR_HEATMAP)
			drill(t);
		break;
	case 27: case KEY_BACKSPACE: case 127: case 8: go_back(t); break;
	case '\t': next_screen(t); break;
	case 's': t->sort = (t->sort + 1) % SORT_N; t->reverse = false; break;
	case 'S': t->reverse = !t->reverse; break;
	case '/': open_prompt(t, '/'); break;
	case 'g': open_prompt(t, 'g'); break;
	case '+': case '=': set_zoom(t, -1); break;
	case '-': set_zoom(t, 1); break;
	case ' ': toggle_pause(t); break;
	case 'r': reset(t); break;
	case 'a': toggle_mode(t); break;
	case '.': step(t); break;
	case '>': session_speed_step(t->s, 1); break;
	case '<': session_speed_step(t->s, -1); break;
	case 'm': t->heat = t->heat == HEAT_STEAL ? HEAT_LAT : HEAT_STEAL; break;
	case 'c': t->group = (t->group + 1) % 3; break;
	case '%': t->pct = !t->pct; break;
	case KEY_MOUSE: mouse_key(t); break;
	default: break;
	}
}

/* Click selects (on the strip it also sets the time cursor), double-click
 * drills down, the wheel scrolls. */
static void mouse_key(struct tui *t)
{
	MEVENT ev;
	bool dbl;
	long idx = -1;

	if (getmouse(&ev) != OK)
		return;
	if (ev.bstate & (BUTTON4_PRESSED | BUTTON5_PRESSED)) {
		int k = ev.bstate & BUTTON4_PRESSED ? KEY_UP : KEY_DOWN;

		for (int i = 0; i < 3; i++)
			t->scr == SCR_DRILL ? (void)tui_drill_key(t, k) : (void)move_key(t, k);
		return;
	}
	dbl = ev.bstate & BUTTON1_DOUBLE_CLICKED;
	if (!(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED)) && !dbl)
		return;
	if (t->scr == SCR_OVERVIEW && ev.y >= TUI_HEAD_LINES &&
	    ev.y < TUI_HEAD_LINES + (int)tui_list_rows(t)) {
		idx = (long)t->top + ev.y - TUI_HEAD_LINES;
		if (idx < (long)t->snap.nrows && ev.x > TUI_ROW_FIXED && t->snap.cell_cols &&
		    ev.x - TUI_ROW_FIXED - 1 < (int)t->snap.cell_cols) {
			t->have_cursor = true;
			t->cursor = t->snap.cell_first + (uint64_t)(ev.x - TUI_ROW_FIXED - 1);
		}
	} else if (t->scr == SCR_HEATMAP) {
		int cw, per, y0, nl, first, sel_line;

		tui_heat_geometry(t, &cw, &per, &y0, &nl);
		sel_line = (int)(t->sel / (size_t)per);
		first = sel_line >= nl ? sel_line - nl + 1 : 0;
		if (ev.y >= y0 && ev.y < y0 + nl && ev.x >= 7)
			idx = (long)(first + ev.y - y0) * per + (ev.x - 7) / cw;
	}
	if (idx < 0 || idx >= (long)t->snap.nrows)
		return;
	tui_move_sel(t, idx - (long)t->sel);
	if (dbl)
		drill(t);
}
