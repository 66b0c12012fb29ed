/* SPDX-License-Identifier: GPL-2.0-only */
/* view-lpar.h: the entitlement block of every view (lparstat's figures:
 * entitled capacity, capped, pool, app, physc, %entc, and whether the
 * partition is over its entitlement or its pool is full). */
#ifndef DTLTOP_VIEW_LPAR_H
#define DTLTOP_VIEW_LPAR_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "lparcfg.h"
#include "model-lpar.h"

struct model;
struct source;
struct view_window;

/* The parts of the one-line summary, most important first; the status
 * part (VIEW_LPAR_STATUS) says "over ent. since T s", "over ent.", "pool
 * full" or "within ent.". */
#define VIEW_LPAR_PARTS 6
#define VIEW_LPAR_STATUS 3
struct view_lpar_parts {
	char s[VIEW_LPAR_PARTS][48];
	size_t n;
};
/* physc's mark: "" exact, "~" approximate (data missing), "!" impossible
 * (over physc_max); and its JSON name, "exact", "approx", "impossible". */
const char *view_lpar_mark(const struct model_lpar *u);
const char *view_lpar_quality(const struct model_lpar *u);
/* Empty (n = 0) when cfg says nothing (a recording without it). */
void view_lpar_parts(const struct lparcfg *cfg, const struct model_lpar *u,
		     struct view_lpar_parts *out);
/* The same, "since" as tf shows times (wallclock.h; NULL: perf seconds). */
struct time_fmt;
void view_lpar_parts_tf(const struct lparcfg *cfg, const struct model_lpar *u,
			const struct time_fmt *tf, struct view_lpar_parts *out);

/* Batch views: one call each. Text: an "Entitlement:" line (none without
 * a configuration); JSON: ,"entitlement":{...} or null; CSV: the columns'
 * names (",ent_procs,lpar_physc_procs,lpar_entc_pct,app_procs" and the
 * newline) and one row's values, the same for every row of a snapshot
 * (empty without a configuration). physc and %entc are over the snapshot's
 * window, span_ns long (the model holds only that window's counters), like
 * its steal %, and always the LPAR's: with -C (w->cpus) from w->lpar, the
 * selected vCPUs' physc named as theirs beside it. w may be NULL. */
void view_lpar_text(FILE *f, const struct model *m, const struct source *src,
		    const struct view_window *w, uint64_t span_ns);
void view_lpar_json(FILE *f, const struct model *m, const struct source *src,
		    const struct view_window *w, uint64_t span_ns);
void view_lpar_csv_header(FILE *f);
/* --lparcfg: what dtltop read in the file, as one JSON object. */
void view_lparcfg_json(FILE *f, const struct lparcfg *cfg);
void view_lpar_csv(char *buf, size_t len, const struct model *m, const struct source *src,
		  const struct view_window *w, uint64_t span_ns);

#endif
