/* tui.c: the interactive view's main loop: terminal set-up and restore
 * (also on a crash signal), the session's feeder started alongside, then
 * snapshot -> draw -> wait for a key or the refresh tick, keys turned into
 * commands. The UI thread never feeds the model; it only copies from it. */
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <ncurses.h>

#include "tui-priv.h"

#define TUI_REFRESH_NS   1000000000ull	/* default -d */
#define TUI_LOADING_NS   200000000ull	/* redraw while a replay loads */
#define TUI_TICK_MS      50		/* longest wait for a key */

static volatile sig_atomic_t tui_signalled;
static struct termios tui_saved_tio;
static bool tui_have_tio;

/* Async-signal-safe only: write(2), tcsetattr(3), then die by the signal.
 * Mouse reporting off, attributes off, cursor on, leave the alternate screen. */
static void on_crash(int sig)
{
	static const char restore[] =
		"\033[?1000l\033[?1002l\033[?1006l\033[0m\033[?25h\033[?1049l\r\n";
	ssize_t r = write(STDOUT_FILENO, restore, sizeof(restore) - 1);

	(void)r;
	if (tui_have_tio)
		tcsetattr(STDIN_FILENO, TCSANOW, &tui_saved_tio);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void on_quit_signal(int sig)
{
	(void)sig;
	tui_signalled = 1;
}

static void signals_install(void)
{
	static const int crash[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
	static const int quit[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_crash;
	sa.sa_flags = SA_RESETHAND | SA_NODEFER;
	for (size_t i = 0; i < sizeof(crash) / sizeof(crash[0]); i++)
		sigaction(crash[i], &sa, NULL);
	sa.sa_handler = on_quit_signal;
	sa.sa_flags = 0;
	for (size_t i = 0; i < sizeof(quit) / sizeof(quit[0]); i++)
		sigaction(quit[i], &sa, NULL);
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void msg(struct tui *t, const char *s)
{
	snprintf(t->msg, sizeof(t->msg), "%s", s);
}

/* ---- drawing ---- */

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
	"?", "Help", "Tab", "Screen", "%", "Count/pct", "/", "Filter", "q", "Quit", NULL
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

static void frame(struct tui *t)
{
	t->lines = LINES;
	t->cols = COLS;
	tui_snapshot(t);
	tui_draw(t);
	refresh();
}

/* ---- commands ---- */

static uint64_t newest_cell(const struct tui *t)
{
	return t->snap.last_bno / tui_zooms[t->zoom];
}

static void move_sel(struct tui *t, long d)
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

	if (end == s + (*s == '+') || *end || v < 0) {
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

/* Prompt editing; returns true while the prompt is open. */
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
		move_sel(t, -(long)per);
		return true;
	case KEY_DOWN: case 'j':
		move_sel(t, per);
		return true;
	case KEY_PPAGE:
		move_sel(t, -page);
		return true;
	case KEY_NPAGE:
		move_sel(t, page);
		return true;
	case KEY_HOME:
		move_sel(t, -(long)t->snap.nrows);
		return true;
	case KEY_END:
		move_sel(t, (long)t->snap.nrows);
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
		move_sel(t, d);
	else if (t->scr == SCR_OVERVIEW)
		move_cursor(t, d);
	return true;
}

static void mouse_key(struct tui *t);

static void key(struct tui *t, int k)
{
	t->msg[0] = '\0';
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
	case 'r': session_reset(t->s); msg(t, "counters reset"); break;
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
	move_sel(t, idx - (long)t->sel);
	if (dbl)
		drill(t);
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
}

static void tui_fini(struct tui *t)
{
	tui_snap_free(&t->snap);
	tui_filter_free(&t->flt);
	free(t->only);
}

/* Redraw now? On a key, on the refresh tick (faster while a replay loads),
 * and when the feeder's state changed (end of input). */
static bool due(struct tui *t, uint64_t last, bool ended_seen)
{
	struct session_state ss;
	uint64_t every = t->o.refresh_ns ? t->o.refresh_ns : TUI_REFRESH_NS;

	session_state(t->s, &ss);
	if (ss.ended != ended_seen || ss.paused != t->snap.ss.paused)
		return true;
	if (t->frozen)
		return false;
	if (ss.pace && !ss.ended && !ss.paused && every > TUI_LOADING_NS)
		every = TUI_LOADING_NS;
	return now_ns() - last >= every;
}

static void loop(struct tui *t)
{
	uint64_t last = 0;
	bool dirty = true;

	while (!t->quit && !tui_signalled) {
		int k;

		if (dirty || due(t, last, t->snap.ss.ended)) {
			frame(t);
			last = now_ns();
			dirty = false;
			/* a live capture ends by a signal: leave with it */
			if (t->snap.ss.ended && !t->snap.ss.pace)
				break;
		}
		k = getch();
		if (k == ERR)
			continue;
		if (k == KEY_RESIZE) {
			dirty = true;
			continue;
		}
		key(t, k);
		dirty = true;
	}
}

int tui_run(struct session *s, const struct tui_opts *o)
{
	struct tui t;
	SCREEN *scr;
	int ret;

	tui_init(&t, s, o);
	if (o->cpus && tui_cpulist_parse(o->cpus, &t.only) < 0) {
		fprintf(stderr, "dtltop: -C wants a CPU list like 0-3,8, not '%s'\n", o->cpus);
		return 2;
	}
	setlocale(LC_CTYPE, "");	/* UTF-8 glyphs; numbers stay in the C locale */
	tui_have_tio = tcgetattr(STDIN_FILENO, &tui_saved_tio) == 0;
	scr = newterm(NULL, stdout, stdin);
	if (!scr) {
		fprintf(stderr, "dtltop: cannot use this terminal (TERM=%s); try --batch\n",
			getenv("TERM") ? getenv("TERM") : "");
		tui_fini(&t);
		return 1;
	}
	signals_install();
	term_setup(&t);
	session_lock(s);
	t.smt = tui_smt_width(session_source(s) ? session_source(s)->info.kind : NULL);
	session_unlock(s);
	if (o->paused)
		session_set_paused(s, true);	/* before the first event */
	if (session_start(s) < 0) {
		endwin();
		delscreen(scr);
		fprintf(stderr, "dtltop: cannot start the feeder thread\n");
		tui_fini(&t);
		return 1;
	}
	loop(&t);
	session_stop(s);
	endwin();
	delscreen(scr);
	session_state(s, &t.snap.ss);
	if (t.snap.ss.failed)
		fprintf(stderr, "dtltop: %s\n", t.snap.ss.err);
	ret = t.snap.ss.failed ? 1 : 0;
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
	t.smt = 8;
	t.scr = !strcmp(screen, "heatmap") ? SCR_HEATMAP : !strcmp(screen, "reasons") ? SCR_REASONS
	      : !strcmp(screen, "drill") ? SCR_DRILL : SCR_OVERVIEW;
	t.utf8 = true;
	t.color = has_colors();
	tui_colors_init(&t);
	t0 = now_ns();
	for (unsigned i = 0; i < frames; i++) {
		move_sel(&t, 7);	/* a different vCPU each time */
		if (t.sel + 7 >= t.snap.nrows)
			move_sel(&t, -(long)t.snap.nrows);
		frame(&t);
		clearok(curscr, TRUE);	/* every frame repaints the whole screen */
	}
	t1 = now_ns();
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
