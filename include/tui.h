/* SPDX-License-Identifier: GPL-2.0-only */
/* tui.h: the interactive view (ncursesw): draws snapshots of a session's
 * model and turns keys and mouse into commands. */
#ifndef DTLTOP_TUI_H
#define DTLTOP_TUI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session.h"
#include "wallclock.h"

struct model_cmp;
struct view_cmp_side;
/* What the E key asks the program to write (evidence.h): the model of the
 * brushed span, or the session's (locked while the call runs). */
struct tui_evidence {
	const struct model *m;		/* settled */
	const struct source *src;
	uint64_t t0, t1;		/* [t0, t1), event ns */
	bool whole;			/* all the data the session has */
	bool ended;			/* the source ended: a replay read to its end */
	const struct time_fmt *tf;
};
/* Writes the directory; 0 with where in msg, or -1 with why in msg. */
typedef int (*tui_evidence_fn)(void *arg, const struct tui_evidence *e, char *msg,
			       size_t len);
/* Builds the symbol table (symbols.h) the view names srr0 with, from the
 * options and what src carries; called once, after the first event (a
 * replay's kallsyms is read by then). NULL with why in err. */
struct symbols;
typedef struct symbols *(*tui_symbols_fn)(void *arg, const struct source *src, char *err,
					  size_t len);

struct tui_opts {
	const char *cpus;	/* -C LIST: only these vCPUs; NULL = all */
	uint64_t refresh_ns;	/* -d; 0 = default (1 s) */
	bool no_mouse;		/* --no-mouse */
	bool paused;		/* --paused: a replay starts paused */
	bool utc;		/* --utc: wall-clock times in UTC */
	bool time_span;		/* --time: the events are a span of the recording */
	enum time_style time_style;	/* --time-style: how times show (wallclock.h) */
	/* --compare: two recordings side by side, the screen shown first
	 * (tui-compare.c); NULL: none */
	const struct model_cmp *cmp;
	const struct view_cmp_side *cmp_side;	/* [2]: their names and clocks */
	tui_evidence_fn evidence;	/* E; NULL: not offered */
	void *evidence_arg;
	tui_symbols_fn symbols;		/* NULL: addresses stay hex */
	void *symbols_arg;
};

/* Runs until the user quits (or a live source ends). The session is started
 * here. Returns the exit status: 0; 1 (terminal unusable, or a live or
 * simulated source failed); 2 (bad -C list, or a recording that cannot be
 * read: source_fail_status). */
int tui_run(struct session *s, const struct tui_opts *o);

/* make bench: frames full redraws (snapshot under the lock + draw + output)
 * of screen ("overview", "heatmap", "reasons", "drill") of an already fed
 * session into a terminal on /dev/null, cols x lines. Returns the mean ms
 * per frame, or a negative value on failure. */
double tui_bench(struct session *s, unsigned frames, int cols, int lines,
		 const char *screen);

#endif
