/* SPDX-License-Identifier: GPL-2.0-only */
/* view.h: the ways to show a model: a top -b style text block, one JSON
 * object per line, CSV rows. Batch output is just one of these views. */
#ifndef DTLTOP_VIEW_H
#define DTLTOP_VIEW_H

#include <stddef.h>
#include <stdio.h>

struct consumer_wrap;
struct model;
struct model_stats;
struct source;
struct symbols;

#include <stdbool.h>
#include <stdint.h>

#include "options.h"

/* Tasks listed by steal in a snapshot: the same in text and JSON. */
#define VIEW_TOP_TASKS 20

/* What one snapshot covers, told by the driver (batch.c): the model holds
 * counters, not the interval they were counted over. Times are recorded
 * time in ns on the recording's perf_event clock, the seconds the
 * interactive view shows (its g key takes them). */
struct view_window {
	uint64_t start_ns, end_ns;	/* [start, end): the interval counted */
	/* Shorter than -d: the first window starts at the first event, not
	 * at its interval's start (the session began at whatever moment);
	 * the last ends at the end of the input (a replay's end, a stop). */
	bool partial_start, partial_end;
	uint64_t dropped;	/* events a reader's queue dropped in the window */
	const char *cpus;	/* -C list the rows are limited to; NULL = all */
	size_t vcpus_seen;	/* with cpus: vCPUs with events before the filter */
	bool utc;		/* --utc, --time-style: how the bounds show */
	enum time_style time_style;
	uint64_t origin_ns;	/* the first event (rel times); 0: start_ns */
	/* with cpus: every vCPU's DTL entries in the window, for the LPAR's
	 * physc and verdict; NULL: not read (a live capture of -C's vCPUs) */
	const struct model *lpar;
	/* names srr0 in the "preempted at" section (view-sites.h); NULL:
	 * every address "[unknown]" */
	struct symbols *syms;
};

/* The window a view shows: w, or for NULL the span of the model's events. */
void view_window_of(const struct model *m, const struct view_window *w,
		    struct view_window *out);

/* How w's times show: src's clock (none for NULL), w's style and zone. */
void view_window_fmt(const struct view_window *w, const struct source *src,
		     struct time_fmt *f);

/* src may be NULL (header fields are then empty); w may be NULL: one
 * window over the model's events (their span), nothing partial. */
void view_text(FILE *f, const struct model *m, const struct source *src,
	       const struct view_window *w);
void view_json(FILE *f, const struct model *m, const struct source *src,
	       const struct view_window *w);
void view_csv_header(FILE *f);
void view_csv(FILE *f, const struct model *m, const struct source *src,
	      const struct view_window *w);
/* --csv-sites: the "preempted at" section as CSV, a row per scope (vCPU,
 * "all"), symbol and preempt reason (view-sites.h's bounds). */
void view_csv_sites_header(FILE *f);
void view_csv_sites(FILE *f, const struct model *m, const struct source *src,
		    const struct view_window *w);

/* ,"affinity":{...}: the dispatches with a previous one of the same vCPU,
 * and how many ran on the same processor, the same core or another core. */
void view_affinity_json(FILE *f, const struct model_stats *s);

/* Write s[0..len) as a quoted JSON string (RFC 8259): well-formed UTF-8
 * as it is; quote and backslash escaped; controls (C0, DEL, C1) as \u00XX;
 * each maximal ill-formed subpart (view-utf8.h) as \ufffd, U+FFFD. */
void view_json_string(FILE *f, const char *s, size_t len);

/* Write s[0..len) (up to a NUL) for a terminal: printable ASCII and
 * well-formed UTF-8 as they are; every other byte (C0 and C1 controls, DEL,
 * malformed UTF-8) becomes '?', so the width in bytes is kept. */
void view_text_safe(FILE *f, const char *s, size_t len);

/* --script: runs src to its end and prints every event in time order, perf
 * script style in form (options.h), with wrap's consumer (consumer.h) in
 * front of its own, or its own alone for NULL. syms (or NULL: none) names
 * srr0, callchain frames and payload addresses. Returns the exit status as
 * batch_run does. */
struct symbols;
int script_run(struct source *src, FILE *out, enum script_form form, struct symbols *syms,
	       struct consumer_wrap *wrap);

#endif
