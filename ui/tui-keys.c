// SPDX-License-Identifier: GPL-2.0-only
/* tui-keys.c: keys and mouse turned into commands on the UI state (screen,
 * selection, sort, filter, time cursor, zoom) or on the session (pause,
 * speed, step, seek, reset). Nothing here draws. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

/* The message line (the footer's right end), until the next key. */
__attribute__((format(printf, 2, 3)))
static void msg(struct tui *t, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(t->msg, sizeof(t->msg), fmt, ap);
	va_end(ap);
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

	if (!t->snap.have_tl) {
		/* said, not ignored: a key pressed before the first cell */
		msg(t, "no timeline yet: no DTL entry has arrived");
		return;
	}
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

/* 'g': a time already loaded puts the time cursor there; a later one in a
 * replay that is still being read is fast-forwarded to, then paused. */
static void go_to(struct tui *t, const char *s)
{
	const struct tui_snap *sn = &t->snap;
	const struct session_state *ss = &sn->ss;
	struct time_fmt f = t->tf;
	uint64_t target, cell;
	char why[160], a[40], b[40];

	while (*s == ' ')
		s++;
	f.origin_ns = ss->fed ? ss->first_ns : 0;	/* "+" counts from the first event */
	if (time_parse(&f, s, ss->first_ns, sn->newest_ns, &target, why, sizeof(why)) < 0) {
		msg(t, "go to: %s", why);
		return;
	}
	if (*s == '+' && !ss->fed) {	/* --paused: the first event is not read yet */
		if (ss->pace && !ss->ended) {
			session_seek_from_first(t->s, target);
			msg(t, "seeking to +%.3f s...", (double)target / 1e9);
		} else {
			msg(t, ss->pace ? "the recording has no events" : "no event received yet");
		}
		return;
	}
	if (target > sn->newest_ns) {
		if (ss->pace && !ss->ended) {
			session_seek(t->s, target);
			msg(t, "seeking to %s...", time_str(&f, target, 3, a, sizeof(a)));
		} else if (ss->pace) {
			msg(t, "past the end of the recording (ends at %s, +%.1f s)",
			    time_str(&f, sn->newest_ns, 3, a, sizeof(a)),
			    (double)(sn->newest_ns - ss->first_ns) / 1e9);
		} else {
			msg(t, "that time is not recorded yet");
		}
		return;
	}
	if (target < ss->first_ns) {
		msg(t, "that is before the first event (%s)",
		    time_str(&f, ss->first_ns, 3, b, sizeof(b)));
		return;
	}
	if (!sn->have_tl) {
		msg(t, "no timeline yet: no DTL entry has arrived");
		return;
	}
	cell = target / tui_cell_ns(t);
	if ((sn->last_bno - cell * tui_zooms[t->zoom]) >= sn->nbuckets) {
		msg(t, "that time is older than the kept timeline");
		return;
	}
	t->have_cursor = true;
	t->cursor = cell;
	t->view_end = cell + (sn->cell_cols ? sn->cell_cols / 2 : 0);
	t->follow = t->view_end >= newest_cell(t);
}

/* 'T': times as wall clock, perf-clock seconds or seconds since the first
 * event, in turn. */
static void time_style_key(struct tui *t)
{
	char z[48];

	t->o.time_style = (t->o.time_style + 1) % TIME_STYLES;
	t->tf.style = t->o.time_style;
	if (t->o.time_style == TIME_WALL && t->tf.wc.q == WC_NONE)
		msg(t, "times: no wall clock for this recording, perf clock seconds");
	else
		msg(t, "times: %s (%s)", time_style_name(t->o.time_style),
		    time_zone(&t->tf, z, sizeof(z)));
}

/* Ctrl-W: the word before the end of the line, and the spaces after it. */
static void delete_word(struct tui *t)
{
	while (t->ilen && t->input[t->ilen - 1] == ' ')
		t->ilen--;
	while (t->ilen && t->input[t->ilen - 1] != ' ')
		t->ilen--;
	t->input[t->ilen] = '\0';
}

static void prompt_enter(struct tui *t, int kind)
{
	switch (kind) {
	case '/':
		tui_filter_set(&t->flt, t->input);	/* empty: no filter */
		break;
	case 'f':
		tui_find_text(t->input, t->find, sizeof(t->find));
		tui_drill_find(t, 1, false);
		break;
	default:
		go_to(t, t->input);
		break;
	}
}

/* Prompt editing: Enter applies, Esc cancels, Backspace deletes a
 * character, Ctrl-W a word, Ctrl-U the whole line. */
static void prompt_key(struct tui *t, int key)
{
	switch (key) {
	case '\n': case '\r': case KEY_ENTER:
		prompt_enter(t, t->prompt);
		t->prompt = 0;
		break;
	case KEY_ESC:
		t->prompt = 0;
		break;
	case KEY_BACKSPACE: case KEY_DEL: case KEY_CTRL_H:
		if (t->ilen)
			t->input[--t->ilen] = '\0';
		break;
	case KEY_CTRL_U:
		t->ilen = 0;
		t->input[0] = '\0';
		break;
	case KEY_CTRL_W:
		delete_word(t);
		break;
	default:
		if (key >= 0x20 && key < 0x7f && t->ilen + 1 < sizeof(t->input)) {
			t->input[t->ilen++] = (char)key;
			t->input[t->ilen] = '\0';
		}
		break;
	}
}

/* The prompt opens with the current text, ready to edit (Ctrl-U clears). */
static void open_prompt(struct tui *t, int kind)
{
	t->prompt = kind;
	snprintf(t->input, sizeof(t->input), "%s",
		 kind == '/' ? t->flt.text : kind == 'f' ? t->find : "");
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
	t->have_hit = t->hit_anchor = false;
	tui_drill_open(t);
}

static void go_back(struct tui *t)
{
	if (t->scr == SCR_DRILL)
		t->scr = t->back;
	else if (t->scr == SCR_COMPARE)
		t->scr = SCR_OVERVIEW;
	else if (t->span.state != SPAN_NONE)
		tui_span_clear(t);	/* the span first: the cursor brushed it */
	else if (t->have_cursor) {
		t->have_cursor = false;
		t->follow = true;
	} else if (t->flt.kind != FLT_NONE) {
		tui_filter_free(&t->flt);
	}
}

static void next_screen(struct tui *t)
{
	enum tui_screen s = t->scr == SCR_DRILL ? t->back : t->scr;

	t->scr = s == SCR_OVERVIEW ? SCR_HEATMAP : s == SCR_HEATMAP ? SCR_REASONS
	       : s == SCR_REASONS ? SCR_WHO : SCR_OVERVIEW;
}

static void open_help(struct tui *t)
{
	t->help_from = t->scr;
	t->help_top = 0;
	t->scr = SCR_HELP;
}

static void toggle_pause(struct tui *t)
{
	const struct session_state *ss = &t->snap.ss;

	if (!ss->pace) {
		t->frozen = !t->frozen;
		t->frozen_ns = tui_now_ns();
		msg(t, t->frozen ? "frozen: capture goes on, space refreshes again"
				 : "refreshing again");
		return;
	}
	if (ss->ended) {
		msg(t, "end of the recording: Left, Right and g move in it");
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
	if (t->span.state == SPAN_ON) {
		msg(t, "%s once the span is cleared (B)", t->cumulative ? "cumulative figures"
			: "figures per refresh interval");
		return;
	}
	if (t->scr == SCR_REASONS || t->scr == SCR_WHO || t->scr == SCR_SITES) {
		msg(t, "this screen counts from the start; the overview: %s", t->cumulative ?
		    "cumulative" : "per refresh interval");
		return;
	}
	if (t->at_end)	/* a finished replay: the whole file, or its last interval */
		msg(t, t->cumulative ? "the whole recording (a: the last interval)"
				     : "the last refresh interval (a: the whole recording)");
	else
		msg(t, t->cumulative ? "cumulative figures (a: per interval)"
				     : "figures per refresh interval (a: cumulative)");
}

/* 'E': the evidence directory of the brushed span, or of all the data. */
static void evidence(struct tui *t)
{
	struct model *span = tui_span_model(t);
	struct tui_evidence e = { .src = session_source(t->s), .tf = &t->tf };
	const struct model_global *g;

	if (!t->o.evidence) {
		msg(t, "E is not available in this session");
		return;
	}
	if (t->span.state == SPAN_BUSY) {
		msg(t, "reading the span... E once it is read");
		return;
	}
	session_lock(t->s);
	e.m = span ? span : session_model(t->s);
	model_settle((struct model *)e.m);
	g = model_global(e.m);
	e.whole = !span;
	e.ended = t->snap.ss.ended;
	e.t0 = span ? t->span.t0 : g->first_ns;
	e.t1 = span ? t->span.t1 : g->last_ns + 1;
	if (!g->events && !span)
		msg(t, "no events yet: nothing to write");
	else
		t->o.evidence(t->o.evidence_arg, &e, t->msg, sizeof(t->msg));
	session_unlock(t->s);
}

static void clear_span(struct tui *t)
{
	if (t->span.state == SPAN_NONE) {
		msg(t, "no span: b at the time cursor starts one");
		return;
	}
	tui_span_clear(t);
	msg(t, "span cleared: figures over all the data again");
}

static void step(struct tui *t)
{
	if (!t->snap.ss.pace)
		msg(t, "'.' steps a paused replay; this session is %s", t->snap.kind);
	else if (t->snap.ss.ended)
		msg(t, "end of the recording: nothing more to step");
	else if (!t->snap.ss.paused)
		msg(t, "'.' steps a paused replay: space pauses first");
	else
		session_step(t->s, tui_cell_ns(t));
}

/* '<' '>': the replay's speed, said in the message line (the header says
 * PAUSED, not the speed, while paused). */
static void speed(struct tui *t, int dir)
{
	struct session_state ss;
	unsigned before;
	char x[32];

	session_state(t->s, &ss);
	if (!ss.pace) {
		msg(t, "< > set a replay's speed; this session is %s", t->snap.kind);
		return;
	}
	before = ss.speed;
	session_speed_step(t->s, dir);
	session_state(t->s, &ss);
	if (session_speeds[ss.speed] > 0)
		snprintf(x, sizeof(x), "x%g", session_speeds[ss.speed]);
	else
		snprintf(x, sizeof(x), "as fast as possible");
	msg(t, "speed %s%s%s", x,
	    ss.speed != before ? "" : dir > 0 ? " (the fastest)" : " (the slowest)",
	    ss.ended ? " (the replay has ended)" : ss.paused ? " (paused)" : "");
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

/* Left, Right: the time cursor (overview), the selection (heatmap). */
static bool lr_key(struct tui *t, int key)
{
	int d;

	switch (key) {
	case KEY_LEFT: case 'h':
		d = -1;
		break;
	case KEY_RIGHT: case 'l':
		d = 1;
		break;
	default:
		return false;
	}
	if (t->scr == SCR_HEATMAP)
		tui_move_sel(t, d);
	else if (t->scr == SCR_OVERVIEW)
		move_cursor(t, d);
	else
		msg(t, "Left, Right move the time cursor on the overview");
	return true;
}

/* [ ]: the time panel's entries of the cursor's cell, a panel's page. */
static void panel_scroll(struct tui *t, int dir)
{
	size_t page = t->tsel_fit > 1 ? t->tsel_fit - 1 : 1;

	if (!t->have_cursor || t->scr != SCR_OVERVIEW) {
		msg(t, "[ ] scroll the time panel: Left puts the time cursor on the overview");
		return;
	}
	if (dir > 0)
		t->tsel_top += page;	/* tui_draw_timesel keeps it within the cell */
	else
		t->tsel_top = t->tsel_top > page ? t->tsel_top - page : 0;
}

static void mouse_key(struct tui *t);

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
		if (!tui_help_key(t, k))
			t->scr = t->help_from;	/* any other key returns */
		return;
	}
	if (t->scr == SCR_DRILL && tui_drill_key(t, k))
		return;
	if ((t->scr == SCR_COMPARE && tui_compare_key(t, k)) ||
	    (t->scr == SCR_WHO && tui_who_key(t, k)) ||
	    (t->scr == SCR_SITES && tui_sites_key(t, k)) ||
	    (t->scr == SCR_REASONS && tui_reasons_key(t, k)))
		return;
	if (t->scr != SCR_DRILL && (move_key(t, k) || lr_key(t, k)))
		return;
	switch (k) {
	case 'q': t->quit = true; break;
	case '?': case KEY_F(1): open_help(t); break;
	case '\n': case '\r': case KEY_ENTER:
		if (t->scr == SCR_OVERVIEW || t->scr == SCR_HEATMAP)
			drill(t);
		break;
	case KEY_ESC: case KEY_BACKSPACE: case KEY_DEL: case KEY_CTRL_H: go_back(t); break;
	case '\t': next_screen(t); break;
	case 'w': t->scr = SCR_WHO; break;
	case 'P': t->scr = SCR_SITES; break;
	case 's': t->sort = (t->sort + 1) % SORT_N; t->reverse = false; break;
	case 'S': t->reverse = !t->reverse; break;
	case '/': open_prompt(t, t->scr == SCR_DRILL ? 'f' : '/'); break;
	case 'g': open_prompt(t, 'g'); break;
	case 'T': time_style_key(t); break;
	case '+': case '=': set_zoom(t, -1); break;
	case '-': set_zoom(t, 1); break;
	case ' ': toggle_pause(t); break;
	case 'r': reset(t); break;
	case 'a': toggle_mode(t); break;
	case 'b': tui_span_key(t); break;
	case '[': case ']': panel_scroll(t, k == ']' ? 1 : -1); break;
	case 'B': clear_span(t); break;
	case 'C': tui_compare_key_c(t); break;
	case 'E': evidence(t); break;
	case '.': step(t); break;
	case '>': speed(t, 1); break;
	case '<': speed(t, -1); break;
	case 'm': t->heat = t->heat == HEAT_STEAL ? HEAT_LAT : HEAT_STEAL; break;
	case 'c': t->group = (t->group + 1) % 3; break;
	case '%': t->pct = !t->pct; break;
	case 'p': tui_who_toggle(t); break;
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
			t->scr == SCR_DRILL ? (void)tui_drill_key(t, k)
			: t->scr == SCR_WHO ? (void)tui_who_key(t, k) : (void)move_key(t, k);
		return;
	}
	dbl = ev.bstate & BUTTON1_DOUBLE_CLICKED;
	if (!(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED)) && !dbl)
		return;
	if (t->scr == SCR_OVERVIEW && ev.y >= TUI_LIST_Y &&
	    ev.y < TUI_LIST_Y + (int)tui_list_rows(t)) {
		idx = (long)t->top + ev.y - TUI_LIST_Y;
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
