// SPDX-License-Identifier: GPL-2.0-only
/* model-lpar.c: physc, %entc and "over entitlement since" from a window's
 * counters and the timeline (model-lpar.h), for the entitlement lines. */
#include <string.h>

#include "model-lpar.h"
#include "model-priv.h"

double model_lpar_vcpu_on_ns(const struct model_stats *d, uint64_t span_ns)
{
	double off;

	if (!d->events || !d->tb_freq)
		return -1;
	/* an off-CPU interval may start before the window (it is logged by
	 * the dispatch that ends it): it is capped at the window */
	off = (double)(d->off_vol_ticks + d->off_invol_ticks) * 1e9 / (double)d->tb_freq;
	return off < (double)span_ns ? (double)span_ns - off : 0.0;
}

void model_lpar_sum_add(struct model_lpar_sum *s, const struct model_stats *d)
{
	double on = model_lpar_vcpu_on_ns(d, s->span_ns);

	if (on < 0)
		return;
	s->on_ns += on;
	s->steal_ns += d->steal_ns;
	s->dispatches += d->dispatches;
	s->missing += d->lost + d->qdrop + d->dtl_full_polls + d->aux_truncated +
		      d->aux_overruns;
	s->vcpus++;
}

/* Walk back from the newest complete interval while physc > ent. The two
 * newest intervals are left out: an off-CPU interval is only known when the
 * dispatch that ends it is logged, so they still look busier than they were. */
static void over_since(const struct model *m, struct model_lpar *out)
{
	const struct model_opts *o = model_options(m);
	uint64_t w = o->bucket_ns, last, newest = model_newest(m);
	uint64_t g = MODEL_LPAR_INTERVAL_NS / w ? MODEL_LPAR_INTERVAL_NS / w : 1;
	struct model_tl_bucket row[64];
	uint64_t end;

	if (o->counters_only || !model_timeline_last(m, &last) || g > 64)
		return;
	end = last / g;		/* interval number of the newest bucket */
	if (end < 2)
		return;
	/* intervals end - 2, end - 3, ... while kept by the ring */
	for (uint64_t k = end - 2; ; k--) {
		uint64_t first = k * g;
		double on = 0;
		bool data = false;

		if (last - first >= o->nbuckets)
			break;
		for (size_t i = 0; i < model_ncpus(m); i++) {
			model_timeline_row(m, model_cpu_id(m, i), newest, first, g, row);
			for (uint64_t b = 0; b < g; b++) {
				on += (double)row[b].running_ns;
				data |= row[b].has_data;
			}
		}
		/* before the first entry nothing says the vCPUs ran */
		if (!data || on / (double)(g * w) <= out->ent)
			break;
		out->have_since = true;
		out->over_since_ns = first * w;
		if (!k)
			break;
	}
}

static void bound(double *max, double v)
{
	if (v > 0 && (*max == 0 || v < *max))
		*max = v;
}

/* physc_max from what the configuration says, then the quality. */
static void physc_quality(const struct lparcfg *cfg, const struct model_lpar_sum *s,
			  struct model_lpar *out)
{
	double max = 0;

	bound(&max, (double)s->vcpus);
	if (cfg && cfg->valid) {
		if (cfg->have & LPARCFG_HAVE_ACTIVE)
			bound(&max, (double)cfg->active_procs);
		if ((cfg->have & LPARCFG_HAVE_POOL_CAP) && cfg->shared)
			bound(&max, (double)cfg->pool_capacity_centi / 100.0);
		/* a capped partition is held to its entitlement */
		if ((cfg->have & LPARCFG_HAVE_CAPPED) && cfg->capped)
			bound(&max, (double)cfg->entitled_centi / 100.0);
	}
	out->physc_max = max;
	if (max > 0 && out->physc > max * (1 + MODEL_LPAR_MAX_SLACK) + MODEL_LPAR_MAX_SLACK_ABS)
		out->quality = MODEL_LPAR_IMPOSSIBLE;
	else if (s->missing)
		out->quality = MODEL_LPAR_APPROX;
	else
		out->quality = MODEL_LPAR_EXACT;
}

void model_lpar_use_sum(const struct model *m, const struct lparcfg *cfg,
			const struct model_lpar_sum *s, struct model_lpar *out)
{
	memset(out, 0, sizeof(*out));
	if (s->span_ns && s->dispatches && s->vcpus) {
		out->vcpus = s->vcpus;
		out->have_use = true;
		out->physc = s->on_ns / (double)s->span_ns;
		out->steal_pct = (double)s->steal_ns * 100.0 / ((double)s->span_ns * s->vcpus);
		physc_quality(cfg, s, out);
	}
	if (!cfg || !cfg->valid)
		return;
	out->have_cfg = true;
	out->ent = (double)cfg->entitled_centi / 100.0;
	if (out->have_use && cfg->entitled_centi)
		out->entc_pct = out->physc * 100.0 / out->ent;
	/* the verdict is the figure's: an impossible physc says nothing */
	out->over = out->have_use && out->entc_pct > 100.0 &&
		    out->quality != MODEL_LPAR_IMPOSSIBLE;
	if (out->over)
		over_since(m, out);
	if (cfg->have & LPARCFG_HAVE_APP)
		out->pool_full = cfg->app_centi <= MODEL_LPAR_APP_FULL_CENTI;
	else
		out->pool_full = out->have_use && out->entc_pct < 100.0 &&
				 out->quality != MODEL_LPAR_IMPOSSIBLE &&
				 out->steal_pct >= MODEL_LPAR_STEAL_FULL_PCT;
}

void model_lpar_use(const struct model *m, const struct lparcfg *cfg, uint64_t span_ns,
		    struct model_lpar *out)
{
	const struct model_global *g = model_global(m);
	struct model_lpar_sum s = { .span_ns = span_ns };

	if (!s.span_ns && g->events && g->last_ns > g->first_ns)
		s.span_ns = g->last_ns - g->first_ns;
	for (size_t i = 0; s.span_ns && i < model_ncpus(m); i++) {
		const struct model_stats *st = model_cpu_stats(m, model_cpu_id(m, i));

		if (st)
			model_lpar_sum_add(&s, st);
	}
	s.missing += g->lost;	/* records lost before a vCPU was known */
	model_lpar_use_sum(m, cfg, &s, out);
}
