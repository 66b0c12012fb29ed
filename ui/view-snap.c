// SPDX-License-Identifier: GPL-2.0-only
/* view-snap.c: the figures every batch view derives the same way from a
 * snapshot (view-priv.h): its window, its loss and the per-vCPU marks. */
#include "view-priv.h"

void view_window_of(const struct model *m, const struct view_window *w,
		    struct view_window *out)
{
	const struct model_global *g = model_global(m);

	if (w) {
		*out = *w;
		return;
	}
	*out = (struct view_window){ 0 };
	if (g->events) {
		out->start_ns = g->first_ns;
		out->end_ns = g->last_ns;
	}
}

void view_window_fmt(const struct view_window *w, const struct source *src,
		     struct time_fmt *f)
{
	time_fmt_init(f, src ? &src->info.clock : NULL, w->time_style, w->utc,
		      w->origin_ns ? w->origin_ns : w->start_ns, w->end_ns);
}

void view_loss_of(const struct model *m, const struct model_stats *tot,
		  const struct view_window *w, struct view_loss *out)
{
	const struct model_global *g = model_global(m);

	*out = (struct view_loss){
		.events = g->events, .lost = g->lost, .aux_polls = tot->aux_polls,
		.dtl_full_polls = tot->dtl_full_polls, .aux_truncated = tot->aux_truncated,
		.aux_overruns = tot->aux_overruns, .aux_overrun_bytes = tot->aux_overrun_bytes,
		.dropped = w ? w->dropped : 0,
	};
	/* g->lost counts EV_LOST whatever its cpu; the vCPUs only their own.
	 * The reader says which vCPU each queue drop was (EV_DROPPED): only
	 * drops it has not said yet (or of no kept vCPU) touch them all. */
	out->unattributed = out->dropped > tot->qdrop || g->lost > tot->lost || g->nomem;
	out->incomplete = out->unattributed || out->dropped || g->lost || tot->dtl_full_polls ||
			  tot->aux_truncated || tot->aux_overruns;
}

double view_pct(uint64_t part, uint64_t whole)
{
	return whole ? (double)part * 100.0 / (double)whole : 0.0;
}

double view_lost_pct(const struct view_loss *l)
{
	return view_pct(l->lost, l->events + l->lost);
}

double view_dropped_pct(const struct view_loss *l)
{
	return view_pct(l->dropped, l->events + l->dropped);
}

bool view_cpu_incomplete(const struct model_stats *s, const struct view_loss *l)
{
	return l->unattributed || s->lost || s->qdrop || s->dtl_full_polls || s->aux_truncated ||
	       s->aux_overruns;
}

double view_ticks_us(uint64_t ticks, uint64_t tb_freq)
{
	return tb_freq ? (double)ticks * 1e6 / (double)tb_freq : -1.0;
}

uint64_t view_ticks_ns(uint64_t ticks, uint64_t tb_freq)
{
	return tb_freq ? (uint64_t)((unsigned __int128)ticks * 1000000000u / tb_freq) : 0;
}

const char *view_top_preempt(const struct model_stats *s, char buf[16])
{
	unsigned int best = 0;

	if (!s->dispatches)
		return "-";
	for (unsigned int v = 1; v < DTL_REASON_SLOTS; v++)
		if (s->preempt_reasons[v] > s->preempt_reasons[best])
			best = v;
	return dtl_preempt_reason_str(best, buf);
}

size_t view_active_cpus(const struct model *m)
{
	size_t n = 0;

	for (size_t i = 0; i < model_ncpus(m); i++)
		n += model_cpu_stats(m, model_cpu_id(m, i))->events != 0;
	return n;
}

unsigned view_measures(const struct source *src)
{
	if (!src)
		return DTL_MEASURES_DISPATCHES | DTL_MEASURES_ENTRIES;
	return source_dtl_measures(src->info.dtl_iface);
}

const char *view_dtl_source(const struct source *src)
{
	return src ? dtl_iface_name(src->info.dtl_iface) : "-";
}

const char *view_dtl_why(const struct source *src)
{
	return src ? src->info.dtl_why : "";
}
