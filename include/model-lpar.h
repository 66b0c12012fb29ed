/* SPDX-License-Identifier: GPL-2.0-only */
/* model-lpar.h: the partition's use of its entitlement, as lparstat gives it
 * (physc, %entc), computed from the DTL's dispatched time in the model and
 * the configuration the source read (lparcfg.h). */
#ifndef DTLTOP_MODEL_LPAR_H
#define DTLTOP_MODEL_LPAR_H

#include <stdbool.h>
#include <stdint.h>

#include "lparcfg.h"

struct model;
struct model_stats;

/* Above this much steal, %entc under 100 means the pool could not give the
 * partition even its entitlement: "pool full" when the pool's idle
 * processors are not known. */
#define MODEL_LPAR_STEAL_FULL_PCT 5.0
/* Available pool processors at or under this (x 100) is a full pool. */
#define MODEL_LPAR_APP_FULL_CENTI 5
/* physc above its physical bound by more than this share (and 0.05) is
 * impossible: the bound holds for every dispatch wheel, so a window's
 * physc passes it only by its edges (an off-CPU interval that ends past
 * the window); the simulator's full pool of 8 reads 8.19 over 2 s. */
#define MODEL_LPAR_MAX_SLACK 0.05
#define MODEL_LPAR_MAX_SLACK_ABS 0.05
/* The entitlement history walks back in intervals of about this length. */
#define MODEL_LPAR_INTERVAL_NS 1000000000ull

/* How far physc and %entc can be trusted: exact; approximate, some of the
 * window's data missing (lost records, full polls, truncated or overrun
 * AUX data, reader-queue drops: an off-CPU interval not logged makes its
 * vCPU look busy); impossible, more than physc_max. */
enum model_lpar_quality { MODEL_LPAR_EXACT, MODEL_LPAR_APPROX, MODEL_LPAR_IMPOSSIBLE };

struct model_lpar {
	bool have_cfg;		/* cfg was valid: entitlement known */
	bool have_use;		/* the window had DTL entries and a span */
	double ent;		/* entitled capacity, processors */
	double physc;		/* processors consumed over the window */
	double entc_pct;	/* physc / ent * 100 (0 if ent is 0) */
	double steal_pct;	/* LPAR steal over the window, as the views say it */
	uint32_t vcpus;		/* vCPUs whose time is counted */
	enum model_lpar_quality quality;
	/* The most the partition can consume (0: unknown): its vCPUs with
	 * events, its active processors, its pool's processors, and its
	 * entitlement when capped, whichever is least. */
	double physc_max;
	/* Over entitlement: the window's %entc is over 100 (the verdict is
	 * the figure's, never another window's) and physc is not impossible.
	 * have_since: the newest complete interval of the timeline had physc
	 * > ent too, and so did every interval back to over_since_ns (the
	 * start of the first of them); only in a model with a timeline. */
	bool over, have_since;
	uint64_t over_since_ns;
	bool pool_full;		/* app near 0, or steal high while %entc < 100 */
};

/* What one window's vCPUs add up to: their counters over the window (a
 * difference of two snapshots, or a model's whole counters), added one vCPU
 * at a time, so a view that keeps its own interval (the interactive one)
 * gets the same figures as a model that holds only the window (batch). */
struct model_lpar_sum {
	uint64_t span_ns;	/* the window's length */
	double on_ns;		/* sum of (span - the vCPU's off-CPU time) */
	uint64_t steal_ns, dispatches;
	uint32_t vcpus;		/* vCPUs with events in the window */
	/* what did not arrive: lost and dropped records, full polls,
	 * truncated and overrun AUX data (a caller may add the LPAR's own) */
	uint64_t missing;
};
/* One vCPU's time on a processor in a window span_ns long: the window
 * minus its off-CPU time (capped at 0); its physc is that over span_ns, and
 * the vCPUs' physc add up to the LPAR's. -1 without events or a timebase. */
double model_lpar_vcpu_on_ns(const struct model_stats *d, uint64_t span_ns);
/* d: one vCPU's counters over the window; ignored without events. */
void model_lpar_sum_add(struct model_lpar_sum *s, const struct model_stats *d);

/* physc = sum over the vCPUs with events in the window of (window minus
 * the vCPU's off-CPU time, voluntary and involuntary, capped at 0), over
 * the window; %entc = physc / entitlement. cfg may be NULL or invalid:
 * physc is still computed. "over ... since" comes from m's timeline. Read
 * after model_settle, like model_lpar(). */
void model_lpar_use_sum(const struct model *m, const struct lparcfg *cfg,
			const struct model_lpar_sum *s, struct model_lpar *out);
/* The same over the model's whole counters, the window span_ns long (0:
 * from its first to its last event). */
void model_lpar_use(const struct model *m, const struct lparcfg *cfg, uint64_t span_ns,
		    struct model_lpar *out);

#endif
