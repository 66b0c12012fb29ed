// SPDX-License-Identifier: GPL-2.0-only
/* test-model-delta.c: per-interval counters as the difference of two
 * cumulative snapshots, every expected value worked out by hand. */
#include <stddef.h>
#include <stdlib.h>

#include "harness.h"
#include "model.h"

#define TBF 512000000ull	/* POWER timebase, 512 MHz */

static void feed_dtl(struct model *m, uint64_t t, uint8_t pre, uint16_t proc, uint32_t e2d,
		     uint32_t r2e)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_DTL;
	ev.cpu = 2;
	ev.time = t;
	ev.dtl.e.dispatch_reason = 3;
	ev.dtl.e.preempt_reason = pre;
	ev.dtl.e.processor_id = proc;
	ev.dtl.e.enqueue_to_dispatch = e2d;
	ev.dtl.e.ready_to_enqueue = r2e;
	ev.dtl.tb_freq = TBF;
	model_feed(m, &ev);
}

static void feed_aux(struct model *m, uint64_t t, uint32_t entries, uint64_t flags)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_AUX;
	ev.cpu = 2;
	ev.time = t;
	ev.aux.entries = entries;
	ev.aux.flags = flags;
	model_feed(m, &ev);
}

TEST(model_delta_interval)
{
	struct model *m = model_new(NULL);
	struct model_stats a, b, d;

	/* interval 1: three dispatches, latencies 10, 20, 30 on proc 1 1 4 */
	feed_dtl(m, 1000, 2, 1, 10, 0);
	feed_dtl(m, 2000, 4, 1, 20, 5);
	feed_dtl(m, 3000, 2, 4, 30, 0);
	feed_aux(m, 3500, 3, 0);
	model_settle(m);
	a = *model_cpu_stats(m, 2);
	/* interval 2: two dispatches, latencies 1000 and 5000 (a spike), on
	 * proc 4 then 7; one full poll and one truncated commit */
	feed_dtl(m, 4000, 4, 4, 1000, 0);
	feed_dtl(m, 5000, 4, 7, 5000, 100);
	feed_aux(m, 5500, 84, 0);
	feed_aux(m, 5600, 2, 0x1);
	model_settle(m);
	b = *model_cpu_stats(m, 2);

	model_stats_delta(&d, &b, &a);
	CHECK_U64(d.dispatches, 2);
	CHECK_U64(d.events, 4);		/* 2 DTL + 2 AUX */
	CHECK_U64(d.steal_ticks, 6100);	/* 1000 + 5000 + 100 */
	/* floor(1000 * 125 / 64) + floor(5100 * 125 / 64) = 1953 + 9960 */
	CHECK_U64(d.steal_ns, 11913);
	CHECK_U64(d.lat_sum, 6000);
	CHECK_U64(d.affinity_misses, 1);	/* 4 -> 7; 4 -> 4 is none */
	CHECK_U64(d.aux_polls, 2);
	CHECK_U64(d.dtl_full_polls, 1);
	CHECK_U64(d.aux_truncated, 1);
	CHECK_U64(d.preempt_reasons[4], 2);
	CHECK_U64(d.preempt_reasons[2], 0);
	CHECK_U64(d.dispatch_reasons[3], 2);
	CHECK_U64(d.lat.n, 2);
	CHECK_U64(d.first_ns, 3500);	/* the previous snapshot's newest */
	CHECK_U64(d.last_ns, 5600);
	/* p50 = rank 1 = 1000: bucket [992, 1023]; p99 = rank 2 = 5000:
	 * bucket [4864, 5119] clipped to the whole's max 5000. The whole's
	 * p50 would be 30 (rank 3 of 5): the interval shows the spike. */
	CHECK_U64(model_stats_pct(&d, 500), 1023);
	CHECK_U64(model_stats_pct(&d, 990), 5000);
	CHECK_U64(model_stats_pct(&b, 500), 30);
	CHECK_U64(d.lat_min, 992);
	CHECK_U64(d.lat_max, 5000);

	/* a window with nothing new: all zero, percentiles 0 */
	model_stats_delta(&d, &b, &b);
	CHECK_U64(d.dispatches, 0);
	CHECK_U64(d.events, 0);
	CHECK_U64(d.lat.n, 0);
	CHECK_U64(model_stats_pct(&d, 990), 0);
	CHECK_U64(d.first_ns, 0);

	/* against an empty snapshot: the whole (cumulative since start) */
	memset(&a, 0, sizeof(a));
	model_stats_delta(&d, &b, &a);
	CHECK_U64(d.dispatches, 5);
	CHECK_U64(d.first_ns, 1000);
	CHECK_U64(model_stats_pct(&d, 500), 30);

	/* the scalar form agrees and leaves the arrays alone */
	memset(&d, 0xff, sizeof(d));
	model_stats_delta_counts(&d, &b, &a);
	CHECK_U64(d.dispatches, 5);
	CHECK_U64(d.dtl_full_polls, 1);
	CHECK_U64(d.lat.n, UINT64_MAX);
	model_free(m);
}

/* A packed copy holds what the model has in use: shaped by the LPAR
 * totals, it comes back equal to the vCPU's counters, of any vCPU of the
 * model; the scalar form fills the counters and tp and leaves the arrays. */
TEST(model_stats_pack_round_trip)
{
	struct model *m = model_new(NULL);
	struct model_stats_shape sh;
	struct model_stats *back = malloc(sizeof(*back));
	uint64_t *pk;
	struct event ev;

	feed_dtl(m, 1000, 2, 1, 10, 0);
	feed_dtl(m, 2000, 4, 1, 5000, 5);
	feed_aux(m, 2500, 3, 0);
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_DTL;
	ev.cpu = 9;
	ev.time = 3000;
	ev.dtl.e.dispatch_reason = 7;
	ev.dtl.e.preempt_reason = 1;
	ev.dtl.e.enqueue_to_dispatch = 200000;
	ev.dtl.tb_freq = TBF;
	model_feed(m, &ev);
	model_settle(m);
	model_stats_shape_of(model_lpar(m), &sh);
	/* reasons up to 7 and 4; buckets of 10 (exact) to 200000's */
	CHECK_U64(sh.nd, 8);
	CHECK_U64(sh.np, 5);
	CHECK_U64(sh.hlo, 10);
	CHECK_U64(sh.hhi, hist_bucket(200000) + 1);
	CHECK_U64(sh.ntp, 0);
	/* the scalar counters, 8 + 5 reasons, lat.n, the buckets */
	CHECK_U64(sh.words, offsetof(struct model_stats, dispatch_reasons) / 8 + 8 + 5 + 1 +
				    (sh.hhi - sh.hlo));
	pk = malloc(sh.words * sizeof(*pk));
	for (uint32_t cpu = 2; cpu <= 9; cpu += 7) {
		memset(back, 0xa5, sizeof(*back));
		model_stats_pack(pk, model_cpu_stats(m, cpu), &sh);
		model_stats_unpack(back, pk, &sh, true);
		CHECK(!memcmp(back, model_cpu_stats(m, cpu), sizeof(*back)));
	}
	memset(back, 0xa5, sizeof(*back));
	model_stats_unpack(back, pk, &sh, false);
	CHECK_U64(back->dispatches, 1);
	CHECK_U64(back->lat_max, 200000);
	CHECK_U64(back->tp[0], 0);
	CHECK_U64(back->lat.n, 0xa5a5a5a5a5a5a5a5ull);
	free(pk);
	free(back);
	model_free(m);
}
