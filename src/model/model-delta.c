// SPDX-License-Identifier: GPL-2.0-only
/* model-delta.c: the counters of one window of time as the difference of two
 * cumulative snapshots (later minus earlier), for per-interval views. */
#include <stddef.h>
#include <string.h>

#include "model.h"

static uint64_t sub(uint64_t a, uint64_t b)
{
	return a > b ? a - b : 0;	/* a counter never goes back; clamp anyway */
}

void model_stats_delta_counts(struct model_stats *out, const struct model_stats *now,
			      const struct model_stats *prev)
{
	out->events = sub(now->events, prev->events);
	out->dispatches = sub(now->dispatches, prev->dispatches);
	out->steal_ticks = sub(now->steal_ticks, prev->steal_ticks);
	out->steal_ns = sub(now->steal_ns, prev->steal_ns);
	out->lat_sum = sub(now->lat_sum, prev->lat_sum);
	out->off_vol_ticks = sub(now->off_vol_ticks, prev->off_vol_ticks);
	out->off_invol_ticks = sub(now->off_invol_ticks, prev->off_invol_ticks);
	out->affinity_misses = sub(now->affinity_misses, prev->affinity_misses);
	out->processors_dropped = sub(now->processors_dropped, prev->processors_dropped);
	out->aux_polls = sub(now->aux_polls, prev->aux_polls);
	out->dtl_full_polls = sub(now->dtl_full_polls, prev->dtl_full_polls);
	out->aux_truncated = sub(now->aux_truncated, prev->aux_truncated);
	out->aux_overruns = sub(now->aux_overruns, prev->aux_overruns);
	out->aux_overrun_bytes = sub(now->aux_overrun_bytes, prev->aux_overrun_bytes);
	out->lost = sub(now->lost, prev->lost);
	out->ds_dispatches = sub(now->ds_dispatches, prev->ds_dispatches);
	out->ds_same_cpu = sub(now->ds_same_cpu, prev->ds_same_cpu);
	out->ds_same_chip = sub(now->ds_same_chip, prev->ds_same_chip);
	out->ds_diff_chip = sub(now->ds_diff_chip, prev->ds_diff_chip);
	out->ds_far_chip = sub(now->ds_far_chip, prev->ds_far_chip);
	out->ds_numa_home = sub(now->ds_numa_home, prev->ds_numa_home);
	out->ds_numa_remote = sub(now->ds_numa_remote, prev->ds_numa_remote);
	out->ds_numa_far = sub(now->ds_numa_far, prev->ds_numa_far);
	out->qdrop = sub(now->qdrop, prev->qdrop);
	out->sched_switch = sub(now->sched_switch, prev->sched_switch);
	out->sched_wakeup = sub(now->sched_wakeup, prev->sched_wakeup);
	out->sched_waking = sub(now->sched_waking, prev->sched_waking);
	out->sched_wakeup_new = sub(now->sched_wakeup_new, prev->sched_wakeup_new);
	out->sched_other = sub(now->sched_other, prev->sched_other);
	for (unsigned int i = 0; i < MODEL_TP_SLOTS; i++)
		out->tp[i] = sub(now->tp[i], prev->tp[i]);
	/* not differences: what the later snapshot knows */
	out->processors = now->processors;
	out->tb_freq = now->tb_freq;
	out->last_ns = now->last_ns;
	out->first_ns = out->events ? (prev->events ? prev->last_ns : now->first_ns) : 0;
	out->lat_min = now->lat_min;
	out->lat_max = now->lat_max;
}

void model_stats_delta(struct model_stats *out, const struct model_stats *now,
		       const struct model_stats *prev)
{
	int top = -1;

	model_stats_delta_counts(out, now, prev);
	for (unsigned v = 0; v < DTL_REASON_SLOTS; v++) {
		out->dispatch_reasons[v] = sub(now->dispatch_reasons[v], prev->dispatch_reasons[v]);
		out->preempt_reasons[v] = sub(now->preempt_reasons[v], prev->preempt_reasons[v]);
	}
	out->lat.n = 0;
	for (unsigned i = 0; i < HIST_BUCKETS; i++) {
		out->lat.b[i] = sub(now->lat.b[i], prev->lat.b[i]);
		out->lat.n += out->lat.b[i];
		if (out->lat.b[i])
			top = (int)i;
	}
	/* The window's exact extremes are gone with the subtraction: bound
	 * them by its lowest and highest non-empty buckets, within the
	 * whole's, so percentiles clip to a value the window can hold. */
	if (top < 0) {
		out->lat_min = out->lat_max = 0;
		return;
	}
	if (hist_bucket_upper((unsigned)top) < out->lat_max)
		out->lat_max = hist_bucket_upper((unsigned)top);
	for (unsigned i = 0; i < HIST_BUCKETS; i++)
		if (out->lat.b[i]) {
			if (hist_bucket_lower(i) > out->lat_min)
				out->lat_min = hist_bucket_lower(i);
			break;
		}
}

/* The scalar counters: every field before the arrays (all uint64_t). */
#define HEAD_WORDS (offsetof(struct model_stats, dispatch_reasons) / sizeof(uint64_t))

static uint16_t used_len(const uint64_t *a, unsigned n)
{
	while (n && !a[n - 1])
		n--;
	return (uint16_t)n;
}

void model_stats_shape_of(const struct model_stats *tot, struct model_stats_shape *sh)
{
	unsigned lo = 0;

	sh->nd = used_len(tot->dispatch_reasons, DTL_REASON_SLOTS);
	sh->np = used_len(tot->preempt_reasons, DTL_REASON_SLOTS);
	sh->hhi = used_len(tot->lat.b, HIST_BUCKETS);
	while (lo < sh->hhi && !tot->lat.b[lo])
		lo++;
	sh->hlo = (uint16_t)lo;
	sh->ntp = used_len(tot->tp, MODEL_TP_SLOTS);
	/* the head, the reasons, lat.n, the buckets, the tracepoints */
	sh->words = (uint16_t)(HEAD_WORDS + sh->nd + sh->np + 1 + (sh->hhi - sh->hlo) + sh->ntp);
}

void model_stats_pack(uint64_t *out, const struct model_stats *s,
		      const struct model_stats_shape *sh)
{
	memcpy(out, s, HEAD_WORDS * sizeof(uint64_t));
	out += HEAD_WORDS;
	memcpy(out, s->dispatch_reasons, sh->nd * sizeof(uint64_t));
	out += sh->nd;
	memcpy(out, s->preempt_reasons, sh->np * sizeof(uint64_t));
	out += sh->np;
	*out++ = s->lat.n;
	memcpy(out, &s->lat.b[sh->hlo], (size_t)(sh->hhi - sh->hlo) * sizeof(uint64_t));
	out += sh->hhi - sh->hlo;
	memcpy(out, s->tp, sh->ntp * sizeof(uint64_t));
}

void model_stats_unpack(struct model_stats *out, const uint64_t *in,
			const struct model_stats_shape *sh, bool arrays)
{
	const uint64_t *r = in + HEAD_WORDS, *p = r + sh->nd, *h = p + sh->np;
	const uint64_t *tp = h + 1 + (sh->hhi - sh->hlo);

	memcpy(out, in, HEAD_WORDS * sizeof(uint64_t));
	memcpy(out->tp, tp, sh->ntp * sizeof(uint64_t));
	memset(&out->tp[sh->ntp], 0, (MODEL_TP_SLOTS - sh->ntp) * sizeof(uint64_t));
	if (!arrays)
		return;
	memset(out->dispatch_reasons, 0, sizeof(out->dispatch_reasons));
	memset(out->preempt_reasons, 0, sizeof(out->preempt_reasons));
	memset(&out->lat, 0, sizeof(out->lat));
	memcpy(out->dispatch_reasons, r, sh->nd * sizeof(uint64_t));
	memcpy(out->preempt_reasons, p, sh->np * sizeof(uint64_t));
	out->lat.n = h[0];
	memcpy(&out->lat.b[sh->hlo], h + 1, (size_t)(sh->hhi - sh->hlo) * sizeof(uint64_t));
}
