/* SPDX-License-Identifier: GPL-2.0-only */
/* view-priv.h: what the batch views (text, JSON, CSV) derive alike from a
 * snapshot, so that they agree: its window, its loss, per-vCPU marks. */
#ifndef DTLTOP_VIEW_PRIV_H
#define DTLTOP_VIEW_PRIV_H

#include <stdbool.h>
#include <stdint.h>

#include "model.h"
#include "source.h"
#include "view.h"

static inline uint64_t view_window_len(const struct view_window *w)
{
	return w->end_ns > w->start_ns ? w->end_ns - w->start_ns : 0;
}

static inline bool view_partial(const struct view_window *w)
{
	return w->partial_start || w->partial_end;
}

/* Loss in one snapshot, each count with what it is a share of. */
struct view_loss {
	uint64_t events;	/* events that arrived (fed to the model) */
	uint64_t lost;		/* the kernel's lost records (model_global) */
	uint64_t aux_polls, dtl_full_polls, aux_truncated;
	uint64_t aux_overruns, aux_overrun_bytes;
	uint64_t dropped;	/* a reader's queue was full (view_window) */
	/* Loss no vCPU carries (reader drops not attributed, lost records of
	 * no kept vCPU): every vCPU's figures may miss something. */
	bool unattributed;
	bool incomplete;	/* any loss at all */
};
void view_loss_of(const struct model *m, const struct model_stats *tot,
		  const struct view_window *w, struct view_loss *out);

/* lost / (events + lost) etc.: a share of what arrived, in percent. */
double view_lost_pct(const struct view_loss *l);
double view_dropped_pct(const struct view_loss *l);

/* Were this vCPU's figures computed from incomplete data: a lost record, an
 * event of it dtltop's reader queue dropped, a full DTL poll (entries overwritten before read), a truncated AUX commit,
 * an overrun, or loss no vCPU carries. */
bool view_cpu_incomplete(const struct model_stats *s, const struct view_loss *l);

double view_pct(uint64_t part, uint64_t whole);
/* ticks -> us; negative when the tick frequency is unknown */
double view_ticks_us(uint64_t ticks, uint64_t tb_freq);
/* ticks -> ns, exact (128-bit), 0 when the frequency is unknown */
uint64_t view_ticks_ns(uint64_t ticks, uint64_t tb_freq);
/* What the session's DTL interface measures (DTL_MEASURES_*, source.h):
 * a figure it does not measure is shown as unknown ("-", null, an empty
 * field, no sample), never as 0. Without a source, everything: the model
 * shows what it holds. */
unsigned view_measures(const struct source *src);
static inline bool view_has_entries(unsigned measures)
{
	return measures & DTL_MEASURES_ENTRIES;
}
static inline bool view_has_dispatches(unsigned measures)
{
	return measures & DTL_MEASURES_DISPATCHES;
}
/* The interface's name and why it (source.h), "-" and "" without a source. */
const char *view_dtl_source(const struct source *src);
const char *view_dtl_why(const struct source *src);
/* Name of the most frequent preempt reason, "-" without dispatches. */
const char *view_top_preempt(const struct model_stats *s, char buf[16]);
/* vCPUs with events in the window. */
size_t view_active_cpus(const struct model *m);

/* The exporters' reason rows (view-metrics.c): every known reason by name,
 * 0 too (a rate starts at once), values sharing a name summed, unknown
 * values that occurred as reason_N. Returns how many rows. */
struct view_reason_row {
	char name[40];
	uint64_t n;
};
size_t view_reason_rows(const uint64_t counts[DTL_REASON_SLOTS], bool preempt,
			struct view_reason_row out[DTL_REASON_SLOTS]);

#endif
