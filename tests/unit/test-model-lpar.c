// SPDX-License-Identifier: GPL-2.0-only
/* test-model-lpar.c: physc, %entc, "over entitlement since" and "pool full"
 * on DTL entries whose off-CPU times are chosen so the answers are worked
 * out by hand. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "model-lpar.h"
#include "source.h"
#include "view-lpar.h"

#define TBF 512000000ull	/* 512 ticks per us */
#define MS  1000000ull

static void feed(struct model *m, uint32_t cpu, uint64_t t, uint8_t pre, uint32_t e2d,
		 uint32_t w2r)
{
	struct event ev = fixture_dtl_event(cpu, t, 3, pre, 0, e2d, 0, w2r, TBF);

	model_feed(m, &ev);
}

/* Window 1 s (first entry at 1 s, last at 2 s). vCPU 0 ceded 250 ms
 * (voluntary), vCPU 1 waited 500 ms for a processor (involuntary, all of it
 * steal): physc = (1 - 0.25) + (1 - 0.5) = 1.25 processors; with 1.00
 * entitled %entc = 125; steal = 0.5 s over 2 vCPU-seconds = 25 %. */
TEST(model_lpar_physc_entc)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	struct lparcfg cfg = { .valid = true, .entitled_centi = 100 };
	struct model_lpar u;

	feed(m, 0, 1000 * MS, DTL_PREEMPT_H_CEDE, 0, 0);
	feed(m, 1, 1000 * MS, DTL_PREEMPT_TIME_SLICE, 0, 0);
	feed(m, 0, 2000 * MS, DTL_PREEMPT_H_CEDE, 0, (uint32_t)(250 * 512000));
	feed(m, 1, 2000 * MS, DTL_PREEMPT_TIME_SLICE, (uint32_t)(500 * 512000), 0);
	model_settle(m);
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.have_cfg && u.have_use);
	CHECK_U64(u.vcpus, 2);
	CHECK(u.physc > 1.2499 && u.physc < 1.2501);
	CHECK(u.entc_pct > 124.99 && u.entc_pct < 125.01);
	CHECK(u.steal_pct > 24.99 && u.steal_pct < 25.01);
	CHECK(!u.pool_full);		/* over entitlement: the pool gave more */
	/* over: the window's 125 %; counters only: no timeline to say since */
	CHECK(u.over && !u.have_since);

	/* 2.00 entitled: %entc 62.5, and 25 % steal: the pool is full */
	cfg.entitled_centi = 200;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.entc_pct > 62.49 && u.entc_pct < 62.51);
	CHECK(u.pool_full);
	/* the pool's idle processors known (5.00 idle): not full */
	cfg.have |= LPARCFG_HAVE_APP;
	cfg.app_centi = 500;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(!u.pool_full);
	cfg.app_centi = 3;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.pool_full);

	/* no configuration: physc alone */
	model_lpar_use(m, NULL, 0, &u);
	CHECK(!u.have_cfg && u.have_use && u.entc_pct == 0.0);
	CHECK(u.physc > 1.2499 && u.physc < 1.2501);
	model_free(m);
}

/* An interval as the interactive view makes it: the difference of two
 * snapshots of each vCPU's counters. Up to 2 s as in model_lpar_physc_entc;
 * at 3 s vCPU 0 ends a 900 ms cede and vCPU 1 was never off. Interval
 * [2 s, 3 s]: (1 - 0.9) + (1 - 0) = 1.1 processors; cumulative [1 s, 3 s]:
 * (2 - 1.15) + (2 - 0.5) = 2.35 processor-seconds over 2 s = 1.175. */
TEST(model_lpar_interval)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	struct lparcfg cfg = { .valid = true, .entitled_centi = 100 };
	struct model_stats prev[2], d;
	struct model_lpar_sum sum = { .span_ns = 1000 * MS };
	struct model_lpar u;

	feed(m, 0, 1000 * MS, DTL_PREEMPT_H_CEDE, 0, 0);
	feed(m, 1, 1000 * MS, DTL_PREEMPT_TIME_SLICE, 0, 0);
	feed(m, 0, 2000 * MS, DTL_PREEMPT_H_CEDE, 0, (uint32_t)(250 * 512000));
	feed(m, 1, 2000 * MS, DTL_PREEMPT_TIME_SLICE, (uint32_t)(500 * 512000), 0);
	model_settle(m);
	prev[0] = *model_cpu_stats(m, 0);
	prev[1] = *model_cpu_stats(m, 1);
	feed(m, 0, 3000 * MS, DTL_PREEMPT_H_CEDE, 0, (uint32_t)(900 * 512000));
	feed(m, 1, 3000 * MS, DTL_PREEMPT_TIME_SLICE, 0, 0);
	model_settle(m);
	for (uint32_t c = 0; c < 2; c++) {
		model_stats_delta_counts(&d, model_cpu_stats(m, c), &prev[c]);
		model_lpar_sum_add(&sum, &d);
	}
	model_lpar_use_sum(m, &cfg, &sum, &u);
	CHECK(u.have_use);
	CHECK_U64(u.vcpus, 2);
	CHECK(u.physc > 1.0999 && u.physc < 1.1001);
	CHECK(u.entc_pct > 109.99 && u.entc_pct < 110.01);
	CHECK(u.steal_pct < 0.01);	/* no steal in the interval */
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.physc > 1.1749 && u.physc < 1.1751);
	/* an empty interval: nothing to say */
	sum = (struct model_lpar_sum){ .span_ns = 1000 * MS };
	model_lpar_use_sum(m, &cfg, &sum, &u);
	CHECK(u.have_cfg && !u.have_use && u.physc == 0.0);
	model_free(m);
}

/* One vCPU, an entry every 100 ms up to 6 s: up to 3 s each ended an 80 ms
 * cede (physc 0.2), after it a 20 ms one (physc 0.8). The newest interval
 * number is 6; 5 and 6 are left out; [4, 5) and [3, 4) are over 0.50
 * entitled, [2, 3) is not: over since 3 s. */
TEST(model_lpar_over_since)
{
	struct model *m = model_new(NULL);
	struct lparcfg cfg = { .valid = true, .entitled_centi = 50 };
	struct model_lpar u;

	for (uint64_t k = 1; k <= 60; k++)
		feed(m, 0, k * 100 * MS, DTL_PREEMPT_H_CEDE, 0,
		     (uint32_t)((k <= 30 ? 80 : 20) * 512000));
	model_settle(m);
	model_lpar_use(m, &cfg, 0, &u);
	/* physc over the window (0.1 s .. 6 s, 5.9 s): span minus off, 30
	 * cedes of 80 ms and 30 of 20 ms (the first began before the window
	 * but is the window's, as in its off-CPU counters): 2.9 s / 5.9 s */
	CHECK(u.physc > 2.9 / 5.9 - 1e-9 && u.physc < 2.9 / 5.9 + 1e-9);
	/* 0.4915 < 0.50: the window is within its entitlement, and the
	 * verdict is the window's, even though its last intervals were over */
	CHECK(!u.over && !u.have_since);
	/* 0.45 entitled: the window is over (0.4915), and since 3 s */
	cfg.entitled_centi = 45;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.over && u.have_since);
	CHECK_U64(u.over_since_ns, 3000 * MS);
	/* 0.90 entitled: never over */
	cfg.entitled_centi = 90;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(!u.over);
	model_free(m);
}

/* physc's quality on the window of model_lpar_physc_entc (physc 1.25 on
 * 2 vCPUs, 1.00 entitled): exact with nothing missing and a pool of 16;
 * approximate when a vCPU's counters say a poll found the log full;
 * impossible on a pool of 1 processor (1.25 > 1 x 1.05 + 0.05 = 1.10), or
 * capped at 1.00, or 1 active processor; within the slack (pool of 1.15:
 * 1.25 <= 1.2075 + 0.05 = 1.2575) it is not, nor just past it (1.14:
 * 1.197 + 0.05 = 1.247 < 1.25) is it exact. */
TEST(model_lpar_quality)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	struct lparcfg cfg = { .valid = true, .entitled_centi = 100, .shared = true,
			       .have = LPARCFG_HAVE_SHARED | LPARCFG_HAVE_POOL_CAP |
				       LPARCFG_HAVE_CAPPED,
			       .pool_capacity_centi = 1600 };
	struct model_lpar_sum sum = { .span_ns = 1000 * MS };
	struct model_stats d[2];
	struct model_lpar u;
	struct view_lpar_parts p;

	feed(m, 0, 1000 * MS, DTL_PREEMPT_H_CEDE, 0, 0);
	feed(m, 1, 1000 * MS, DTL_PREEMPT_TIME_SLICE, 0, 0);
	feed(m, 0, 2000 * MS, DTL_PREEMPT_H_CEDE, 0, (uint32_t)(250 * 512000));
	feed(m, 1, 2000 * MS, DTL_PREEMPT_TIME_SLICE, (uint32_t)(500 * 512000), 0);
	model_settle(m);
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.quality == MODEL_LPAR_EXACT);
	CHECK(u.physc_max > 1.999 && u.physc_max < 2.001);	/* 2 vCPUs */
	CHECK(u.over);
	view_lpar_parts(&cfg, &u, &p);
	CHECK_STR(p.s[1], "physc 1.25");
	CHECK_STR(p.s[2], "entc 125.0%");
	CHECK_STR(p.s[VIEW_LPAR_STATUS], "over ent.");

	/* one full poll on vCPU 1: approximate, marked '~' */
	d[0] = *model_cpu_stats(m, 0);
	d[1] = *model_cpu_stats(m, 1);
	d[1].dtl_full_polls = 1;
	model_lpar_sum_add(&sum, &d[0]);
	model_lpar_sum_add(&sum, &d[1]);
	CHECK_U64(sum.missing, 1);
	model_lpar_use_sum(m, &cfg, &sum, &u);
	CHECK(u.quality == MODEL_LPAR_APPROX && u.over);
	view_lpar_parts(&cfg, &u, &p);
	CHECK_STR(p.s[1], "physc ~1.25");
	CHECK_STR(p.s[2], "entc ~125.0%");

	/* a pool of one processor: 1.25 is impossible, and says so */
	cfg.pool_capacity_centi = 100;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.quality == MODEL_LPAR_IMPOSSIBLE);
	CHECK(u.physc_max > 0.999 && u.physc_max < 1.001);
	CHECK(!u.over && !u.pool_full);	/* no verdict on an impossible figure */
	view_lpar_parts(&cfg, &u, &p);
	CHECK_STR(p.s[1], "physc !1.25 (max 1)");
	CHECK_STR(p.s[2], "entc !125.0%");
	CHECK_STR(p.s[VIEW_LPAR_STATUS], "incomplete data");
	/* 1.15 processors: 1.25 is within the slack; 1.14: past it */
	cfg.pool_capacity_centi = 115;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.quality == MODEL_LPAR_EXACT);
	cfg.pool_capacity_centi = 114;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.quality == MODEL_LPAR_IMPOSSIBLE);
	/* the pool's size binds only a shared partition */
	cfg.pool_capacity_centi = 100;
	cfg.shared = false;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.quality == MODEL_LPAR_EXACT);
	/* capped at 1.00 */
	cfg.capped = true;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.quality == MODEL_LPAR_IMPOSSIBLE);
	/* one active processor */
	cfg.capped = false;
	cfg.have |= LPARCFG_HAVE_ACTIVE;
	cfg.active_procs = 1;
	model_lpar_use(m, &cfg, 0, &u);
	CHECK(u.quality == MODEL_LPAR_IMPOSSIBLE);
	model_free(m);
}

/* The LPAR's timeline row sums its vCPUs' buckets. Two vCPUs, an entry
 * every 100 ms up to 6 s, each ending a cede of 80 ms up to 3 s, of 20 ms
 * after: bucket 10 ([1.0 s, 1.1 s)) is idle 80 ms on each (the cede the
 * entry at 1.1 s ends), so runs 2 x 20 ms of 2 x 100 ms covered: physc
 * 0.4; bucket 40 runs 2 x 80 ms: physc 1.6. No steal. Out of the kept
 * range: nothing. */
TEST(model_timeline_lpar_sums_vcpus)
{
	struct model *m = model_new(NULL);
	struct model_tl_lpar b[2];

	for (uint64_t k = 1; k <= 60; k++)
		for (uint32_t c = 0; c < 2; c++)
			feed(m, c, k * 100 * MS, DTL_PREEMPT_H_CEDE, 0,
			     (uint32_t)((k <= 30 ? 80 : 20) * 512000));
	model_settle(m);
	CHECK_U64(model_timeline_lpar(m, model_newest(m), 10, 1, &b[0]), 1);
	CHECK_U64(model_timeline_lpar(m, model_newest(m), 40, 1, &b[1]), 1);
	CHECK(b[0].in_range && b[1].in_range);
	CHECK_U64(b[0].seen, 2);
	CHECK_U64(b[0].vcpus, 2);
	CHECK_U64(b[0].running_ns, 40 * MS);
	CHECK_U64(b[0].covered_ns, 200 * MS);
	CHECK_U64(b[0].wait_ns + b[0].fault_ns, 0);
	CHECK_U64(b[1].running_ns, 160 * MS);
	CHECK_U64(b[1].covered_ns, 200 * MS);
	/* a bucket after the newest: out of range */
	CHECK_U64(model_timeline_lpar(m, model_newest(m), 1000, 1, &b[0]), 0);
	CHECK(!b[0].in_range && !b[0].running_ns);
	model_free(m);
}

/* model_timeline_lpar over windows that start before the ring, end after
 * the newest bucket (half covered) or lie in between, against the sum of
 * model_timeline_bucket over the vCPUs. */
static void check_lpar_rows(struct model *m)
{
	static const uint64_t firsts[] = { 0, 3, 20, 30, 34, 35, 40, 50, 60 };
	struct model_tl_lpar out[24];
	uint64_t newest;

	model_settle(m);
	newest = model_newest(m);
	for (size_t f = 0; f < sizeof(firsts) / sizeof(firsts[0]); f++) {
		size_t valid = model_timeline_lpar(m, newest, firsts[f], 24, out), want = 0;

		for (size_t i = 0; i < 24; i++) {
			struct model_tl_lpar e = { 0 };

			for (size_t k = 0; k < model_ncpus(m); k++) {
				struct model_tl_bucket b;

				if (!model_timeline_bucket(m, model_cpu_id(m, k), firsts[f] + i, &b))
					continue;
				e.in_range = true;
				e.running_ns += b.running_ns;
				e.wait_ns += b.wait_ns;
				e.fault_ns += b.fault_ns;
				e.covered_ns += b.running_ns + b.idle_ns + b.wait_ns + b.fault_ns;
				e.dispatches += b.dispatches;
				e.vcpus += b.has_data;
				e.seen++;
			}
			want += e.in_range;
			CHECK(out[i].in_range == e.in_range);
			CHECK_U64(out[i].running_ns, e.running_ns);
			CHECK_U64(out[i].wait_ns, e.wait_ns);
			CHECK_U64(out[i].fault_ns, e.fault_ns);
			CHECK_U64(out[i].covered_ns, e.covered_ns);
			CHECK_U64(out[i].dispatches, e.dispatches);
			CHECK_U64(out[i].vcpus, e.vcpus);
			CHECK_U64(out[i].seen, e.seen);
		}
		CHECK_U64(valid, want);
	}
}

/* Entries of many lengths on vCPUs 0..ncpu-1 from t0 to t1 (one in 7 ms,
 * vCPU 3 silent in [1.5 s, 3 s)). */
static void feed_mix(struct model *m, uint64_t *seed, uint32_t ncpu, uint64_t t0, uint64_t t1)
{
	for (uint64_t t = t0; t < t1; t += 7 * MS) {
		uint32_t cpu;

		*seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
		cpu = (uint32_t)(*seed >> 60) % ncpu;
		if (cpu == 3 && t > 1500 * MS && t < 3000 * MS)
			continue;
		feed(m, cpu, t, (*seed >> 40) % 3 ? DTL_PREEMPT_H_CEDE : 2,
		     (uint32_t)((*seed >> 20) % 2000000), (uint32_t)((*seed >> 8) % 90000000));
	}
}

/* The LPAR's row is its vCPUs' rows summed, bucket by bucket, also when
 * asked again after more entries: in the newest bucket, spread back into
 * older ones (a cede of 2 s), on a vCPU new to the model. A ring of 16
 * buckets that has wrapped. */
TEST(model_timeline_lpar_equals_rows)
{
	struct model *m = model_new(&(struct model_opts){ .nbuckets = 16 });
	uint64_t seed = 7;

	feed_mix(m, &seed, 4, 100 * MS, 3000 * MS);
	check_lpar_rows(m);
	check_lpar_rows(m);	/* again, from what it kept */
	feed_mix(m, &seed, 4, 3000 * MS, 3450 * MS);
	check_lpar_rows(m);
	feed(m, 1, 3460 * MS, DTL_PREEMPT_H_CEDE, 0, 2000u * 512000);
	check_lpar_rows(m);
	feed(m, 4, 3470 * MS, 2, 1000, 3000000);
	check_lpar_rows(m);
	/* a second and a half that no entry or interval reached: in range,
	 * every vCPU running through it */
	for (uint32_t c = 0; c < 5; c++)
		feed(m, c, 5000 * MS + c * MS, DTL_PREEMPT_H_CEDE, 100, 1000);
	check_lpar_rows(m);
	CHECK_U64(model_newest(m) / (100 * MS), 50);
	model_free(m);
}

/* The LPAR row's p99 and loss per bucket. Bucket 10 ([1.0 s, 1.1 s)): 100
 * entries alternating on two vCPUs, 98 waiting 100 ticks for dispatch (log2
 * bin 6, [64, 128)) and 2 waiting 5000 (bin 12, [4096, 8192)): rank
 * ceil(0.99 x 100) = 99 falls in bin 12, p99 = 8191 ticks; one AUX poll of
 * a full buffer. Bucket 11: 100 entries of 3 ticks (bin 1, [2, 4)) and one
 * PERF_RECORD_LOST: p99 3 ticks. */
TEST(model_timeline_lpar_p99_loss)
{
	struct model *m = model_new(NULL);
	struct model_tl_lpar b[2];
	struct event ev;

	for (uint32_t i = 0; i < 100; i++) {
		feed(m, i % 2, 1000 * MS + i * MS / 2, DTL_PREEMPT_H_CEDE, i == 40 || i == 77 ? 5000 : 100, 0);
		feed(m, i % 2, 1100 * MS + i * MS / 2, DTL_PREEMPT_H_CEDE, 3, 0);
		if (i == 50) {
			ev = fixture_event(0, 1060 * MS, EV_AUX);
			ev.aux.entries = DTL_FULL_THRESHOLD;
			model_feed(m, &ev);
			ev = fixture_event(1, 1160 * MS, EV_LOST);
			ev.lost.lost = 7;
			model_feed(m, &ev);
		}
	}
	/* interleaved, so the second half of bucket 10 came after bucket 11's
	 * first entries: out of order, on the slow path */
	CHECK_U64(model_timeline_lpar(m, model_newest(m), 10, 2, b), 2);
	CHECK_U64(b[0].lat[6], 98);
	CHECK_U64(b[0].lat[12], 2);
	CHECK_U64(model_tl_lat_pct(b[0].lat, 990), 8191);
	CHECK_U64(model_tl_lat_pct(b[0].lat, 500), 127);
	CHECK_U64(b[0].lat_freq, TBF);
	CHECK_U64(b[0].loss[TL_LOSS_FULL], 1);
	CHECK_U64(b[0].lossy, 1);
	CHECK_U64(b[1].lat[1], 100);
	CHECK_U64(model_tl_lat_pct(b[1].lat, 990), 3);
	CHECK_U64(b[1].loss[TL_LOSS_LOST], 1);
	CHECK_U64(b[1].lossy, 1);
	model_free(m);

	/* in time order, the fast path: the same p99 */
	m = model_new(NULL);
	for (uint32_t i = 0; i < 100; i++)
		feed(m, i % 2, 1000 * MS + i * MS / 2, DTL_PREEMPT_H_CEDE, i == 40 || i == 77 ? 5000 : 100, 0);
	for (uint32_t i = 0; i < 100; i++)
		feed(m, i % 2, 1100 * MS + i * MS / 2, DTL_PREEMPT_H_CEDE, 3, 0);
	CHECK_U64(model_timeline_lpar(m, model_newest(m), 10, 2, b), 2);
	CHECK_U64(model_tl_lat_pct(b[0].lat, 990), 8191);
	CHECK_U64(model_tl_lat_pct(b[1].lat, 990), 3);
	CHECK_U64(b[0].lossy + b[1].lossy, 0);
	model_free(m);
}

/* A replay's growing timeline keeps the LPAR buckets too: a ring of 4
 * buckets grown to 16 still holds bucket 10's p99 (a 5000-tick entry: bin
 * 12, 8191) and its loss after 12 more buckets, each p99 3 ticks. */
TEST(model_timeline_lpar_grows)
{
	struct model *m = model_new(&(struct model_opts){ .nbuckets = 4, .grow_timeline = true });
	struct model_tl_lpar b[13];
	struct event ev;

	feed(m, 0, 1000 * MS, DTL_PREEMPT_H_CEDE, 5000, 0);
	ev = fixture_event(0, 1050 * MS, EV_OVERRUN);
	model_feed(m, &ev);
	for (uint64_t k = 11; k <= 22; k++)
		for (uint32_t c = 0; c < 2; c++)
			feed(m, c, k * 100 * MS + c * MS, DTL_PREEMPT_H_CEDE, 3, 0);
	CHECK_U64(model_options(m)->nbuckets, 16);
	CHECK_U64(model_timeline_lpar(m, model_newest(m), 10, 13, b), 13);
	CHECK_U64(model_tl_lat_pct(b[0].lat, 990), 8191);
	CHECK_U64(b[0].loss[TL_LOSS_OVERRUN], 1);
	for (int i = 1; i < 13; i++) {
		CHECK_U64(model_tl_lat_pct(b[i].lat, 990), 3);
		CHECK_U64(b[i].lossy, 0);
	}
	model_free(m);
}

/* The batch views' block on the same hand-worked window. */
TEST(view_lpar_blocks)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	struct source src;
	char *out = NULL, csv[96];
	size_t len = 0;
	FILE *f;

	memset(&src, 0, sizeof(src));
	src.info.lpar = (struct lparcfg){ .valid = true, .entitled_centi = 100,
					  .have = LPARCFG_HAVE_CAPPED | LPARCFG_HAVE_POOL |
						  LPARCFG_HAVE_POOL_CAP,
					  .pool_capacity_centi = 1600 };
	feed(m, 0, 1000 * MS, DTL_PREEMPT_H_CEDE, 0, 0);
	feed(m, 1, 1000 * MS, DTL_PREEMPT_TIME_SLICE, 0, 0);
	feed(m, 0, 2000 * MS, DTL_PREEMPT_H_CEDE, 0, (uint32_t)(250 * 512000));
	feed(m, 1, 2000 * MS, DTL_PREEMPT_TIME_SLICE, (uint32_t)(500 * 512000), 0);
	model_settle(m);
	f = open_memstream(&out, &len);
	view_lpar_text(f, m, &src, NULL, 0);
	view_lpar_json(f, m, &src, NULL, 0);
	fclose(f);
	CHECK(strcmp(out, "Entitlement: ent 1.00 uncapped  physc 1.25  entc 125.0%  over ent."
		  "  pool 0: 16 procs\n"
		  ",\"lpar\":{\"capped\":false,\"pool_id\":0,\"entitlement\":1.00}"
		  ",\"entitlement\":{\"entitled_capacity_centi\":100,\"capped\":false,"
		  "\"pool\":0,\"pool_capacity_centi\":1600,\"physc\":1.2500,\"entc_pct\":125.00,"
		  "\"physc_quality\":\"exact\",\"physc_max\":2.00,"
		  "\"over\":true,\"pool_full\":false}") == 0);
	free(out);
	view_lpar_csv(csv, sizeof(csv), m, &src, NULL, 0);
	CHECK_STR(csv, ",1.00,1.2500,125.00,");	/* app unknown: empty */
	/* a batch window of 2 s around the same entries: (2 - 0.25) + (2 -
	 * 0.5) = 3.25 processor-seconds over 2 s, in all three views */
	out = NULL;
	f = open_memstream(&out, &len);
	view_lpar_text(f, m, &src, NULL, 2000 * MS);
	view_lpar_json(f, m, &src, NULL, 2000 * MS);
	fclose(f);
	CHECK(strstr(out, "physc 1.62  entc 162.5%") != NULL);
	CHECK(strstr(out, "\"physc\":1.6250,\"entc_pct\":162.50") != NULL);
	free(out);
	view_lpar_csv(csv, sizeof(csv), m, &src, NULL, 2000 * MS);
	CHECK_STR(csv, ",1.00,1.6250,162.50,");
	/* app known (0.40 processors idle): in all three, near-full pool */
	src.info.lpar.have |= LPARCFG_HAVE_APP;
	src.info.lpar.app_centi = 40;
	out = NULL;
	f = open_memstream(&out, &len);
	view_lpar_text(f, m, &src, NULL, 2000 * MS);
	view_lpar_json(f, m, &src, NULL, 2000 * MS);
	fclose(f);
	CHECK(strstr(out, "app 0.40  pool 0: 16 procs\n") != NULL);
	CHECK(strstr(out, "\"app_centi\":40") != NULL);
	free(out);
	view_lpar_csv(csv, sizeof(csv), m, &src, NULL, 2000 * MS);
	CHECK_STR(csv, ",1.00,1.6250,162.50,0.40");
	src.info.lpar.have &= ~(uint32_t)LPARCFG_HAVE_APP;
	/* a recording without it: nothing, null, empty columns */
	src.info.lpar.valid = false;
	src.info.lpar.have = 0;
	out = NULL;
	f = open_memstream(&out, &len);
	view_lpar_text(f, m, &src, NULL, 0);
	view_lpar_json(f, m, &src, NULL, 0);
	fclose(f);
	CHECK_STR(out, ",\"lpar\":null,\"entitlement\":null");
	free(out);
	view_lpar_csv(csv, sizeof(csv), m, &src, NULL, 0);
	CHECK_STR(csv, ",,,,");
	model_free(m);
}
