/* model-lpar.c: physc, %entc and "over entitlement since" from the window
 * counters and the timeline (model-lpar.h), for the entitlement lines. */
#include <string.h>

#include "model-lpar.h"
#include "model-priv.h"

/* Window physc: each vCPU was on a physical processor for the window minus
 * what its DTL entries say it spent off one (an interval may start before
 * the window: it is capped at the window). */
static void window_use(const struct model *m, struct model_lpar *out)
{
	const struct model_global *g = model_global(m);
	const struct model_stats *tot = model_lpar(m);
	uint64_t span = g->events && g->last_ns > g->first_ns ? g->last_ns - g->first_ns : 0;
	double on = 0;

	if (!span || !tot->dispatches)
		return;
	for (size_t i = 0; i < model_ncpus(m); i++) {
		const struct model_stats *s = model_cpu_stats(m, model_cpu_id(m, i));
		double off;

		if (!s || !s->events || !s->tb_freq)
			continue;
		off = (double)(s->off_vol_ticks + s->off_invol_ticks) * 1e9 / (double)s->tb_freq;
		on += off < (double)span ? (double)span - off : 0.0;
		out->vcpus++;
	}
	if (!out->vcpus)
		return;
	out->have_use = true;
	out->physc = on / (double)span;
	out->steal_pct = (double)tot->steal_ns * 100.0 / ((double)span * out->vcpus);
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
		out->over = true;
		out->over_since_ns = first * w;
		if (!k)
			break;
	}
}

void model_lpar_use(const struct model *m, const struct lparcfg *cfg, struct model_lpar *out)
{
	memset(out, 0, sizeof(*out));
	window_use(m, out);
	if (!cfg || !cfg->valid)
		return;
	out->have_cfg = true;
	out->ent = (double)cfg->entitled_centi / 100.0;
	if (out->have_use && cfg->entitled_centi)
		out->entc_pct = out->physc * 100.0 / out->ent;
	if (cfg->entitled_centi)
		over_since(m, out);
	if (cfg->have & LPARCFG_HAVE_APP)
		out->pool_full = cfg->app_centi <= MODEL_LPAR_APP_FULL_CENTI;
	else
		out->pool_full = out->have_use && out->entc_pct < 100.0 &&
				 out->steal_pct >= MODEL_LPAR_STEAL_FULL_PCT;
}
