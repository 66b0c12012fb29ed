// SPDX-License-Identifier: GPL-2.0-only
/* tui.c: the interactive view's main loop: terminal set-up and restore
 * (also on a crash signal), the session's feeder started alongside, then
 * snapshot (tui-snap.c) -> draw (tui-draw.c) -> wait for a key or the
 * refresh tick -> command (tui-keys.c). The UI thread never feeds the
 * model; it only copies from it. */
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <ncurses.h>

#include "signals.h"
#include "tui-priv.h"
#include "tui-terminfo.h"

#define TUI_REFRESH_NS   1000000000ull	/* default -d */
#define TUI_LOADING_NS   200000000ull	/* redraw while a replay loads */
#define TUI_TICK_MS      50		/* longest wait for a key */

static struct termios tui_saved_tio;
static bool tui_have_tio;

/* The crash path's share (signals.h): async-signal-safe only, write(2) and
 * tcsetattr(3). Mouse reporting off, attributes off, cursor on, leave the
 * alternate screen. */
static void restore_terminal(void)
{
	static const char restore[] =
		"\033[?1000l\033[?1002l\033[?1006l\033[0m\033[?25h\033[?1049l\r\n";
	ssize_t r = write(STDOUT_FILENO, restore, sizeof(restore) - 1);

	(void)r;
	if (tui_have_tio)
		tcsetattr(STDIN_FILENO, TCSANOW, &tui_saved_tio);
}

uint64_t tui_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void frame(struct tui *t)
{
	t->lines = LINES;
	t->cols = COLS;
	tui_snapshot(t);
	tui_draw(t);
	refresh();
}

/* ---- set-up and the loop ---- */

static bool want_color(void)
{
	const char *nc = getenv("NO_COLOR");

	return !(nc && *nc) && has_colors();	/* https://no-color.org */
}

static void term_setup(struct tui *t)
{
	t->utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	t->color = want_color();
	tui_colors_init(t);
	raw();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	curs_set(0);
	set_escdelay(25);
	timeout(TUI_TICK_MS);
	if (t->mouse)
		mousemask(BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON4_PRESSED |
			  BUTTON5_PRESSED, NULL);
}

static void tui_init(struct tui *t, struct session *s, const struct tui_opts *o)
{
	memset(t, 0, sizeof(*t));
	t->s = s;
	t->o = *o;
	t->follow = true;
	t->mouse = !o->no_mouse;
	t->flt.kind = FLT_NONE;
	t->back = SCR_OVERVIEW;
	tui_compare_start(t);
}

static void tui_fini(struct tui *t)
{
	tui_span_clear(t);	/* joins a worker still reading */
	tui_drill_free(t);
	tui_compare_free(t);
	tui_sites_free(&t->sites);
	tui_sym_free(&t->syms);
	tui_snap_free(&t->snap);
	tui_ticks_free(&t->ticks);
	tui_filter_free(&t->flt);
	free(t->only);
}

/* Redraw now? On a key, on the refresh tick (faster while a replay loads),
 * and when the feeder's state changed (end of input). */
static bool due(struct tui *t, uint64_t last, bool ended_seen)
{
	struct session_state ss;
	uint64_t every = t->o.refresh_ns ? t->o.refresh_ns : TUI_REFRESH_NS;

	if (tui_span_poll(t))	/* a brushed span has been read */
		return true;
	if (t->page.find_dir)	/* a drill-down search reads a page a frame */
		return true;
	session_state(t->s, &ss);
	if (ss.ended != ended_seen || ss.paused != t->snap.ss.paused)
		return true;
	/* frozen: the figures hold (tui_snapshot), the frames go on, so the
	 * header says how long it has been frozen */
	if (ss.pace && !ss.ended && !ss.paused && every > TUI_LOADING_NS)
		every = TUI_LOADING_NS;
	return tui_now_ns() - last >= every;
}

static void loop(struct tui *t)
{
	uint64_t last = 0;
	bool dirty = true;

	while (!t->quit && !signals_stopping()) {
		int k;

		if (dirty || due(t, last, t->snap.ss.ended)) {
			t->tick = !dirty;	/* a key's redraw keeps the figures */
			frame(t);
			last = tui_now_ns();
			dirty = false;
			/* a live capture ends by a signal (or an error): leave
			 * with it; a replay or a simulation that ends stays */
			if (t->snap.ss.ended && t->snap.live)
				break;
		}
		k = getch();
		if (k == ERR)
			continue;
		if (k == KEY_RESIZE) {
			dirty = true;
			continue;
		}
		tui_key(t, k);
		dirty = true;
	}
}

/* The terminal, through ncurses. With neither TERMINFO nor TERMINFO_DIRS
 * set, every directory distributions keep terminfo in is searched (a static
 * ncurses knows only its build host's). When the entry is found nowhere and
 * dtltop carries one (tui-terminfo.c), that one, from a private directory
 * that lives only while ncurses reads it. */
static SCREEN *open_terminal(void)
{
	const struct tui_terminfo_entry *e;
	bool set_dirs = !getenv("TERMINFO") && !getenv("TERMINFO_DIRS");
	const char *tmp = getenv("TMPDIR"), *was;
	char dir[PATH_MAX], *old;
	SCREEN *scr;

	if (set_dirs)
		setenv("TERMINFO_DIRS", tui_terminfo_common_dirs, 1);
	scr = newterm(NULL, stdout, stdin);
	e = scr ? NULL : tui_terminfo_builtin_find(getenv("TERM"));
	if (e && snprintf(dir, sizeof(dir), "%s/dtltop-terminfo.XXXXXX",
			  tmp && tmp[0] == '/' ? tmp : "/tmp") < (int)sizeof(dir) && mkdtemp(dir)) {
		was = getenv("TERMINFO");
		old = was ? strdup(was) : NULL;
		if (tui_terminfo_write(dir, e) == 0 && setenv("TERMINFO", dir, 1) == 0)
			scr = newterm(NULL, stdout, stdin);
		tui_terminfo_remove(dir, e);	/* ncurses holds the entry in memory */
		if (old)
			setenv("TERMINFO", old, 1);
		else
			unsetenv("TERMINFO");
		free(old);
	}
	if (set_dirs)
		unsetenv("TERMINFO_DIRS");
	return scr;
}

int tui_run(struct session *s, const struct tui_opts *o)
{
	struct tui t;
	SCREEN *scr;
	char why[128];
	int ret;

	tui_init(&t, s, o);
	if (o->cpus && tui_cpulist_parse(o->cpus, &t.only, why, sizeof(why)) < 0) {
		fprintf(stderr, "dtltop: -C wants a CPU list like 0-3,8, not '%s': %s\n", o->cpus,
			why);
		return 2;
	}
	setlocale(LC_CTYPE, "");	/* UTF-8 glyphs; numbers stay in the C locale */
	tui_have_tio = tcgetattr(STDIN_FILENO, &tui_saved_tio) == 0;
	scr = open_terminal();
	if (!scr) {
		fprintf(stderr, "dtltop: cannot use this terminal (TERM=%s); try --batch\n",
			getenv("TERM") ? getenv("TERM") : "");
		tui_fini(&t);
		return 1;
	}
	signals_add_crash_hook(restore_terminal);
	term_setup(&t);
	session_lock(s);
	t.smt = session_source(s) && session_source(s)->info.smt ? session_source(s)->info.smt
								  : SOURCE_SMT_DEFAULT;
	if (session_source(s)) {	/* set before the source runs, then constant */
		t.core_of = session_source(s)->info.core_of;
		t.ncore_of = session_source(s)->info.ncore_of;
	}
	session_unlock(s);
	if (o->paused)
		session_set_paused(s, true);	/* before the first event */
	if (session_start(s) < 0) {
		endwin();
		delscreen(scr);
		signals_remove_crash_hook(restore_terminal);
		fprintf(stderr, "dtltop: cannot start the feeder thread\n");
		tui_fini(&t);
		return 1;
	}
	loop(&t);
	session_stop(s);
	endwin();
	delscreen(scr);
	signals_remove_crash_hook(restore_terminal);
	session_state(s, &t.snap.ss);
	if (t.snap.ss.failed)
		fprintf(stderr, "dtltop: %s\n", t.snap.ss.err);
	session_lock(s);
	ret = t.snap.ss.failed ? source_fail_status(session_source(s)) : 0;
	session_unlock(s);
	tui_fini(&t);
	return ret;
}

/* ---- make bench ---- */

double tui_bench(struct session *s, unsigned frames, int cols, int lines,
		 const char *screen)
{
	/* One stream both ways: ncurses only needs somewhere to write and a
	 * terminal-less input it never reads in a benchmark. */
	FILE *out = fopen("/dev/null", "r+"), *in = out;
	struct tui_opts o = { 0 };
	struct tui t;
	SCREEN *scr = NULL;
	uint64_t t0, t1;

	if (!out)
		goto fail;
	scr = newterm("xterm-256color", out, in);
	if (!scr)
		goto fail;
	resize_term(lines, cols);
	tui_init(&t, s, &o);
	t.smt = SOURCE_SMT_DEFAULT;
	t.scr = !strcmp(screen, "heatmap") ? SCR_HEATMAP : !strcmp(screen, "reasons") ? SCR_REASONS
	      : !strcmp(screen, "drill") ? SCR_DRILL : !strcmp(screen, "who") ? SCR_WHO
	      : !strcmp(screen, "sites") ? SCR_SITES : SCR_OVERVIEW;
	t.utf8 = true;
	t.color = has_colors();
	tui_colors_init(&t);
	t0 = tui_now_ns();
	for (unsigned i = 0; i < frames; i++) {
		tui_move_sel(&t, 7);	/* a different vCPU each time */
		if (t.sel + 7 >= t.snap.nrows)
			tui_move_sel(&t, -(long)t.snap.nrows);
		t.tick = true;	/* the worst case: every frame copies the model */
		frame(&t);
		clearok(curscr, TRUE);	/* every frame repaints the whole screen */
	}
	t1 = tui_now_ns();
	endwin();
	delscreen(scr);
	tui_fini(&t);
	fclose(out);
	return (double)(t1 - t0) / 1e6 / frames;
fail:
	if (out)
		fclose(out);
	return -1;
}
