/* SPDX-License-Identifier: GPL-2.0-only */
/* evidence.h: --evidence DIR and the interactive view's E key: a directory
 * a support case can use, for one span: the perf.data slice, the snapshot
 * as JSON and text, the lparcfg, timeline.svg, the version and command
 * line, and a README saying what each file is. */
#ifndef DTLTOP_EVIDENCE_H
#define DTLTOP_EVIDENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "consumer.h"
#include "model.h"
#include "options.h"
#include "source.h"
#include "view.h"
#include "wallclock.h"

struct evidence_req {
	const char *dir;		/* made by evidence_dir first */
	const struct model *m;		/* settled, with a timeline */
	/* The snapshot's model, if not m: batch's counters-only one, so that
	 * snapshot.json is what --batch --json prints (a model with a
	 * timeline adds "over since" to the entitlement) */
	const struct model *snap;
	const struct source *src;
	uint64_t t0, t1;		/* the span [t0, t1), event ns */
	bool whole;			/* the span is the whole recording or session */
	const struct view_window *w;	/* the snapshot's window; NULL: m's span */
	struct symbols *syms;		/* names srr0 in the snapshot; NULL: none */
	const struct time_fmt *tf;
	/* A complete perf.data holding the span (a replay's input, what -o
	 * wrote): sliced into DIR/perf.data; NULL: no slice, no_slice says
	 * why. Equal to DIR/perf.data: already there (headless -o). */
	const char *recording;
	const char *no_slice;
	const char *lparcfg_path;	/* live: the file to copy as read; else NULL */
	int argc;
	char **argv;
};

/* Make dir (its parent must exist): it may exist only if empty, or with
 * force. 1 (made), 0 (was there), or -1 with a one-line err. */
int evidence_dir(const char *dir, bool force, char *err, size_t errlen);

/* Write every file into r->dir. 0, or -1 with a one-line err (the files
 * written so far stay). */
int evidence_write(const struct evidence_req *r, char *err, size_t errlen);

/* --evidence DIR without the interactive view: runs src to its end (a
 * signal ends a live or simulated one) into a model with a timeline, then
 * writes DIR over the whole session. For a live or simulated session
 * without -o, main records into DIR/perf.data (recording says so) and
 * closes it before evidence_finish. Returns the exit status. */
struct evidence_run;
struct evidence_run *evidence_run(struct source *src, const struct options *o,
				  struct consumer_wrap *wrap, int *status);
struct time_range;
/* tr: --time's span (time-range.h), the events src delivered; NULL: all. */
int evidence_finish(struct evidence_run *er, const struct time_range *tr, const char *recording,
		    const char *lparcfg_path, int argc, char **argv);

#endif
