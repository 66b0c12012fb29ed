// SPDX-License-Identifier: GPL-2.0-only
/* test-model.c: the model's counters, percentiles, timeline, tasks, reset and
 * bounds, with every expected value worked out by hand from the rules. */
#include <stdlib.h>

#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "model-priv.h"	/* tbconv, tested directly */

#define TBF 512000000ull	/* POWER timebase, 512 MHz */

#define dtl(...) fixture_dtl_event(__VA_ARGS__)

#define sw(...) fixture_switch_event(__VA_ARGS__)
#define simple(...) fixture_event(__VA_ARGS__)

static void feed(struct model *m, struct event ev)
{
	model_feed(m, &ev);
}

/* The five entries of test model_basic (cpu 16, 512 MHz). */
static void feed_five(struct model *m)
{
	feed(m, dtl(16, 1000000000, 3, 2, 7, 4854, 139, 511842115, TBF));
	feed(m, dtl(16, 1100000000, 7, 4, 7, 100, 50, 0, TBF));
	feed(m, dtl(16, 1200000000, 0, 6, 9, 20, 0, 1000, TBF));
	feed(m, dtl(16, 1300000000, 3, 2, 9, 70000, 5, 3, TBF));
	feed(m, dtl(16, 1400000000, 17, 200, 7, 31, 1, 0, TBF));
}

TEST(model_basic)
{
	struct model *m = model_new(NULL);
	const struct model_stats *s;

	feed_five(m);
	model_settle(m);
	CHECK_U64(model_ncpus(m), 1);
	CHECK_U64(model_cpu_id(m, 0), 16);
	s = model_cpu_stats(m, 16);
	CHECK(s != NULL);
	CHECK(model_cpu_stats(m, 15) == NULL);
	CHECK_U64(s->dispatches, 5);
	CHECK_U64(s->events, 5);
	/* steal = e2d + r2e: 4993 + 150 + 20 + 70005 + 32 */
	CHECK_U64(s->steal_ticks, 75200);
	/* per entry floor(ticks * 1e9 / 512e6) = floor(ticks * 125 / 64):
	 * 9751 + 292 + 39 + 136728 + 62 (converting the sum would give 146875) */
	CHECK_U64(s->steal_ns, 146872);
	CHECK_U64(s->lat_min, 20);
	CHECK_U64(s->lat_max, 70000);
	CHECK_U64(s->lat_sum, 75005);
	/* sorted 20 31 100 4854 70000; p50 = rank 3 = 100, bucket [100,103] */
	CHECK_U64(model_stats_pct(s, 500), 103);
	/* rank 5 = 70000, bucket [69632,73727] clipped to max */
	CHECK_U64(model_stats_pct(s, 900), 70000);
	CHECK_U64(model_stats_pct(s, 990), 70000);
	CHECK_U64(model_stats_pct(s, 999), 70000);
	/* voluntary (H_CEDE): 4993 + 511842115 and 70005 + 3 */
	CHECK_U64(s->off_vol_ticks, 511917116);
	/* involuntary: time_slice 150, VM fault 1020, unknown 200 -> 32 */
	CHECK_U64(s->off_invol_ticks, 1202);
	/* processors 7 7 9 9 7: two changes, two distinct */
	CHECK_U64(s->affinity_misses, 2);
	CHECK_U64(s->processors, 2);
	CHECK_U64(s->dispatch_reasons[3], 2);
	CHECK_U64(s->dispatch_reasons[7], 1);
	CHECK_U64(s->dispatch_reasons[0], 1);
	CHECK_U64(s->dispatch_reasons[17], 1);
	CHECK_U64(s->preempt_reasons[2], 2);
	CHECK_U64(s->preempt_reasons[4], 1);
	CHECK_U64(s->preempt_reasons[6], 1);
	CHECK_U64(s->preempt_reasons[200], 1);
	CHECK_U64(s->first_ns, 1000000000);
	CHECK_U64(s->last_ns, 1400000000);
	CHECK_U64(s->tb_freq, TBF);
	CHECK_U64(model_global(m)->events, 5);
	CHECK_U64(model_global(m)->first_ns, 1000000000);
	CHECK_U64(model_global(m)->last_ns, 1400000000);
	model_free(m);
}

/* model_prefetch only loads lines: a model told of every event ahead (far
 * and near, also of events it never gets, on cpus it does not have or
 * cannot have, with extreme reason codes and latencies) ends up identical,
 * counter for counter, to one that was not. */
TEST(model_prefetch_changes_nothing)
{
	struct model *a = model_new(NULL), *b = model_new(NULL);
	struct event evs[] = {
		dtl(16, 1000000000, 3, 2, 7, 4854, 139, 511842115, TBF),
		sw(16, 1050000000, 42, "worker"),
		dtl(16, 1100000000, 255, 255, 1023, UINT32_MAX, 50, 0, TBF),
		dtl(17, 1200000000, 0, 6, 9, 20, 0, 1000, TBF),
		dtl(16, 1300000000, 3, 2, 9, 70000, 5, 3, TBF),
	};
	struct event stray[] = {
		dtl(MODEL_MAX_CPU + 5, 1, 1, 1, 1, 1, 1, 1, TBF),
		dtl(99, 1, 255, 255, 65535, UINT32_MAX, 0, 0, 0),
		sw(3000, 2, 1, "x"),
	};

	CHECK(a && b);
	for (size_t i = 0; i < sizeof(evs) / sizeof(evs[0]); i++) {
		for (size_t j = 0; j < sizeof(stray) / sizeof(stray[0]); j++) {
			model_prefetch(a, &stray[j], 0);
			model_prefetch(a, &stray[j], 1);
		}
		for (size_t j = i; j < sizeof(evs) / sizeof(evs[0]); j++) {
			model_prefetch(a, &evs[j], 0);
			model_prefetch(a, &evs[j], 1);
		}
		model_feed(a, &evs[i]);
		model_feed(b, &evs[i]);
	}
	model_settle(a);
	model_settle(b);
	CHECK_U64(model_ncpus(a), 2);
	CHECK_U64(model_ncpus(b), 2);
	for (uint32_t cpu = 16; cpu <= 17; cpu++) {
		const struct model_stats *sa = model_cpu_stats(a, cpu), *sb = model_cpu_stats(b, cpu);

		CHECK(sa && sb && memcmp(sa, sb, sizeof(*sa)) == 0);
	}
	CHECK_U64(model_cpu_stats(a, 16)->dispatches, 3);
	CHECK_U64(model_cpu_stats(a, 16)->sched_switch, 1);
	CHECK(model_cpu_stats(a, 99) == NULL);
	CHECK(memcmp(model_global(a), model_global(b), sizeof(struct model_global)) == 0);
	model_free(a);
	model_free(b);
}

TEST(model_processors_list)
{
	struct model *m = model_new(NULL);
	struct model_proc p[4];
	size_t n;

	feed_five(m);
	n = model_cpu_procs(m, 16, p, 4);
	CHECK_U64(n, 2);
	if (p[0].id != 7) {	/* unordered */
		struct model_proc t = p[0];
		p[0] = p[1];
		p[1] = t;
	}
	CHECK_U64(p[0].id, 7);
	CHECK_U64(p[0].count, 3);
	CHECK_U64(p[1].id, 9);
	CHECK_U64(p[1].count, 2);
	model_free(m);
}

TEST(model_percentiles_1_to_1000)
{
	struct model *m = model_new(NULL);
	const struct model_stats *s;

	for (uint32_t v = 1; v <= 1000; v++)
		feed(m, dtl(0, v, 0, 2, 0, v, 0, 0, TBF));
	s = model_cpu_stats(m, 0);
	/* rank 500 = 500: exponent 8, width 16, bucket [496,511] */
	CHECK_U64(model_stats_pct(s, 500), 511);
	/* rank 900 = 900: exponent 9, width 32, bucket [896,927] */
	CHECK_U64(model_stats_pct(s, 900), 927);
	/* rank 990 = 990: bucket [960,991] */
	CHECK_U64(model_stats_pct(s, 990), 991);
	/* rank 999 = 999: bucket [992,1023] clipped to max 1000 */
	CHECK_U64(model_stats_pct(s, 999), 1000);
	model_free(m);
}

TEST(model_hist_buckets)
{
	/* exact below 32, then 16 sub-buckets per power of two */
	for (uint32_t v = 0; v < 32; v++) {
		CHECK_U64(hist_bucket(v), v);
		CHECK_U64(hist_bucket_upper(v), v);
	}
	CHECK_U64(hist_bucket(32), 32);
	CHECK_U64(hist_bucket(33), 32);
	CHECK_U64(hist_bucket(34), 33);
	CHECK_U64(hist_bucket_upper(32), 33);
	CHECK_U64(hist_bucket(64), 48);
	CHECK_U64(hist_bucket_lower(48), 64);
	CHECK_U64(hist_bucket_upper(48), 67);
	CHECK_U64(hist_bucket(UINT32_MAX), HIST_BUCKETS - 1);
	CHECK_U64(hist_bucket_upper(HIST_BUCKETS - 1), UINT32_MAX);
	/* every value lies within its bucket's bounds, buckets are contiguous */
	for (unsigned int i = 1; i < HIST_BUCKETS; i++)
		CHECK_U64(hist_bucket_lower(i), hist_bucket_upper(i - 1) + 1);
	for (uint64_t v = 1; v <= UINT32_MAX; v = v * 3 + 1) {
		unsigned int b = hist_bucket((uint32_t)v);
		CHECK(hist_bucket_lower(b) <= v && v <= hist_bucket_upper(b));
	}
}

TEST(model_steal_ns_exact)
{
	/* the model's steal_ns equals the 128-bit division, entry by entry */
	static const uint64_t freqs[] = { 1, 3, 7, 512000000, 999999937,
					  1000000000, 4000000007ull,
					  (1ull << 40) + 5 };
	uint64_t seed = 88172645463325252ull;

	for (size_t f = 0; f < sizeof(freqs) / sizeof(freqs[0]); f++) {
		struct model *m = model_new(NULL);
		uint64_t want = 0, steal;

		for (int i = 0; i < 2000; i++) {
			uint32_t e2d, r2e;

			seed ^= seed << 13;
			seed ^= seed >> 7;
			seed ^= seed << 17;
			e2d = (uint32_t)seed;
			r2e = i & 1 ? (uint32_t)(seed >> 32) : (uint32_t)(seed >> 50);
			if (i == 0)
				e2d = r2e = UINT32_MAX;
			steal = (uint64_t)e2d + r2e;
			want += (uint64_t)((unsigned __int128)steal * 1000000000u / freqs[f]);
			feed(m, dtl(1, (uint64_t)i, 0, 2, 0, e2d, r2e, 0, freqs[f]));
		}
		CHECK_U64(model_cpu_stats(m, 1)->steal_ns, want);
		model_free(m);
	}
}

TEST(model_tb_freq_zero)
{
	struct model *m = model_new(NULL);

	feed(m, dtl(0, 10, 0, 4, 0, 100, 100, 100, 0));
	model_settle(m);
	CHECK_U64(model_cpu_stats(m, 0)->steal_ticks, 200);
	CHECK_U64(model_cpu_stats(m, 0)->steal_ns, 0);
	model_free(m);
}

TEST(model_aux_lost_sched)
{
	struct model *m = model_new(NULL);
	struct event ev;
	const struct model_stats *s;

	ev = simple(3, 10, EV_AUX);
	ev.aux.entries = 84;			/* full */
	model_feed(m, &ev);
	ev.aux.entries = 83;
	ev.aux.flags = 0x2;			/* overwrite: not a truncation */
	model_feed(m, &ev);
	ev.aux.flags = 0x1;			/* truncated */
	model_feed(m, &ev);
	ev.aux.flags = 0x4 | 0x8;		/* partial + collision: one record */
	ev.aux.entries = 85;
	model_feed(m, &ev);
	ev = simple(3, 11, EV_LOST);
	ev.lost.lost = 5;
	model_feed(m, &ev);
	ev = simple(70000, 12, EV_LOST);	/* bad cpu: lost still counts */
	ev.lost.lost = 7;
	model_feed(m, &ev);
	ev = simple(4, 13, EV_SCHED_WAKEUP);
	ev.wk.target_cpu = 9;			/* counted on the recording cpu */
	model_feed(m, &ev);
	ev = simple(4, 14, EV_SCHED_OTHER);
	ev.tp.name = "sched:sched_migrate_task";
	model_feed(m, &ev);
	model_settle(m);
	s = model_cpu_stats(m, 3);
	CHECK_U64(s->aux_polls, 4);
	CHECK_U64(s->dtl_full_polls, 2);
	CHECK_U64(s->aux_truncated, 2);
	CHECK_U64(s->aux_overruns, 0);
	ev = simple(3, 15, EV_OVERRUN);
	ev.overrun.lost_bytes = 4800;
	model_feed(m, &ev);
	ev.overrun.lost_bytes = 0;		/* full, nothing overwritten */
	model_feed(m, &ev);
	model_settle(m);
	CHECK_U64(s->aux_overruns, 2);
	CHECK_U64(s->aux_overrun_bytes, 4800);
	CHECK_U64(s->lost, 5);
	CHECK_U64(s->dispatches, 0);
	CHECK_U64(model_cpu_stats(m, 4)->sched_wakeup, 1);
	CHECK_U64(model_cpu_stats(m, 4)->sched_other, 1);
	CHECK(model_cpu_stats(m, 9) == NULL);
	CHECK_U64(model_global(m)->lost, 12);
	CHECK_U64(model_global(m)->bad_cpu, 1);
	CHECK_U64(model_global(m)->events, 10);	/* 8 + the two overruns */
	model_free(m);
}

static uint64_t tp_count(const struct model_stats *s, const char *name)
{
	for (unsigned int i = 0; i < MODEL_TP_SLOTS; i++)
		if (model_tp_name(i) && !strcmp(model_tp_name(i), name))
			return s->tp[i];
	return 0;
}

/* Each wakeup tracepoint under its own counter; every other tracepoint by
 * name, sched_other only the sched:* ones; a name's address reused for
 * another name counts the other. */
TEST(model_tracepoints_by_name)
{
	struct model *m = model_new(NULL);
	const struct model_stats *s;
	struct model_stats tot, d;
	char reused[32] = "irq:irq_handler_entry", huge[300];
	unsigned int used[MODEL_TP_SLOTS];
	struct event ev;
	uint64_t t = 1;

	for (int which = WAKE_WAKEUP; which <= WAKE_NEW; which++)
		for (int k = 0; k <= which; k++) {	/* 1, 2, 3 of them */
			ev = simple(5, t++, EV_SCHED_WAKEUP);
			ev.wk.which = which;
			model_feed(m, &ev);
		}
	for (int k = 0; k < 4; k++) {
		ev = simple(k & 1 ? 6 : 5, t++, EV_SCHED_OTHER);
		ev.tp.name = reused;
		model_feed(m, &ev);
	}
	strcpy(reused, "raw_syscalls:sys_enter");
	ev = simple(5, t++, EV_SCHED_OTHER);
	ev.tp.name = reused;
	model_feed(m, &ev);
	ev.tp.name = "sched:sched_stat_runtime";
	model_feed(m, &ev);
	ev.tp.name = NULL;
	model_feed(m, &ev);
	memset(huge, 'x', sizeof(huge) - 1);
	huge[sizeof(huge) - 1] = '\0';
	ev.tp.name = huge;
	ev.cpu = 6;
	model_feed(m, &ev);
	model_settle(m);
	s = model_cpu_stats(m, 5);
	CHECK_U64(s->sched_wakeup, 1);
	CHECK_U64(s->sched_waking, 2);
	CHECK_U64(s->sched_wakeup_new, 3);
	CHECK_U64(s->sched_other, 1);
	CHECK_U64(tp_count(s, "irq:irq_handler_entry"), 2);
	CHECK_U64(tp_count(s, "raw_syscalls:sys_enter"), 1);
	CHECK_U64(tp_count(s, "sched:sched_stat_runtime"), 1);
	CHECK_U64(tp_count(s, "[unknown]"), 1);
	CHECK_U64(model_stats_tracepoints(s), 6 + 5);
	CHECK_U64(model_tp_used(s, used), 4);
	CHECK_STR(model_tp_name(used[0]), "[unknown]");	/* '[' < 'i' */
	CHECK_STR(model_tp_name(used[1]), "irq:irq_handler_entry");
	CHECK_STR(model_tp_name(used[3]), "sched:sched_stat_runtime");
	model_totals(m, &tot);
	CHECK_U64(tp_count(&tot, "irq:irq_handler_entry"), 4);
	CHECK_U64(tp_count(&tot, "[other]"), 1);	/* the 299-byte name */
	CHECK_U64(tot.sched_wakeup_new, 3);
	model_stats_delta(&d, &tot, s);
	CHECK_U64(tp_count(&d, "irq:irq_handler_entry"), 2);
	CHECK_U64(d.sched_waking, 0);
	model_free(m);
}

TEST(model_sparse_cpus)
{
	struct model *m = model_new(NULL);

	feed(m, dtl(16, 1, 0, 2, 0, 1, 0, 0, TBF));
	feed(m, dtl(3, 2, 0, 2, 0, 1, 0, 0, TBF));
	feed(m, dtl(4000, 3, 0, 2, 0, 1, 0, 0, TBF));
	feed(m, dtl(0, 4, 0, 2, 0, 1, 0, 0, TBF));
	feed(m, dtl(65535, 5, 0, 2, 0, 1, 0, 0, TBF));
	feed(m, dtl(65536, 6, 0, 2, 0, 1, 0, 0, TBF));
	feed(m, dtl(UINT32_MAX, 7, 0, 2, 0, 1, 0, 0, TBF));
	model_settle(m);
	CHECK_U64(model_ncpus(m), 5);
	CHECK_U64(model_cpu_id(m, 0), 0);
	CHECK_U64(model_cpu_id(m, 1), 3);
	CHECK_U64(model_cpu_id(m, 2), 16);
	CHECK_U64(model_cpu_id(m, 3), 4000);
	CHECK_U64(model_cpu_id(m, 4), 65535);
	CHECK_U64(model_global(m)->bad_cpu, 2);
	CHECK(model_cpu_stats(m, 65536) == NULL);
	model_free(m);
}

TEST(model_totals_merge)
{
	struct model *m = model_new(NULL);
	struct model_stats t;

	/* cpu 1 on processors 1, 2; cpu 2 on 2, 3 */
	feed(m, dtl(1, 100, 3, 2, 1, 10, 1, 0, TBF));
	feed(m, dtl(2, 200, 3, 4, 2, 40, 2, 0, TBF));
	feed(m, dtl(1, 300, 7, 4, 2, 1000, 3, 0, TBF));
	feed(m, dtl(2, 400, 3, 2, 3, 5, 4, 0, TBF));
	model_settle(m);
	model_totals(m, &t);
	CHECK_U64(t.dispatches, 4);
	CHECK_U64(t.events, 4);
	CHECK_U64(t.steal_ticks, 11 + 42 + 1003 + 9);
	CHECK_U64(t.lat_min, 5);
	CHECK_U64(t.lat_max, 1000);
	CHECK_U64(t.lat_sum, 1055);
	CHECK_U64(t.affinity_misses, 2);
	CHECK_U64(t.processors, 3);	/* union, not 2 + 2 */
	CHECK_U64(t.first_ns, 100);
	CHECK_U64(t.last_ns, 400);
	CHECK_U64(t.dispatch_reasons[3], 3);
	CHECK_U64(t.preempt_reasons[4], 2);
	/* merged: 5 10 40 1000; p50 = rank 2 = 10; p90 = rank 4 = 1000,
	 * bucket [992,1023] clipped to 1000 */
	CHECK_U64(model_stats_pct(&t, 500), 10);
	CHECK_U64(model_stats_pct(&t, 900), 1000);
	CHECK_U64(t.tb_freq, TBF);
	model_free(m);
}

/* The LPAR totals and reason sums a snapshot (model_settle) holds: cpu 1
 * has three entries (the third's reasons 20 and 200 fall in the matrix's
 * "other" cell [15][15]), cpu 2 two, cpu 3 only a switch. */
static void feed_reasons(struct model *m)
{
	feed(m, dtl(1, 100, 3, 2, 0, 10, 0, 0, TBF));
	feed(m, dtl(2, 150, 3, 2, 0, 40, 0, 0, TBF));
	feed(m, dtl(1, 200, 7, 4, 0, 1000, 0, 0, TBF));
	feed(m, dtl(2, 250, 0, 6, 0, 5, 0, 0, TBF));
	feed(m, dtl(1, 300, 20, 200, 0, 7, 0, 0, TBF));
	feed(m, sw(3, 350, 42, "worker"));
}

static uint64_t cells(const struct model_reason_sums *rs)
{
	uint64_t n = 0;

	for (int d = 0; d < MODEL_MX; d++)
		for (int p = 0; p < MODEL_MX; p++)
			n += rs->mx[d][p];
	return n;
}

TEST(model_settle_lpar_and_reason_sums)
{
	static struct model_reason_sums rs, lean_rs;
	static uint64_t cpus[MODEL_MAX_CPU / 64];
	struct model *m = model_new(NULL);
	struct model *lean = model_new(&(struct model_opts){ .counters_only = true });
	const struct model_stats *t;

	CHECK(m && lean);
	feed_reasons(m);
	feed_reasons(lean);
	model_settle(m);
	model_settle(lean);
	t = model_lpar(m);
	CHECK_U64(t->dispatches, 5);
	CHECK_U64(t->events, 6);
	CHECK_U64(t->sched_switch, 1);
	CHECK_U64(t->lat_min, 5);
	CHECK_U64(t->lat_max, 1000);
	CHECK_U64(t->lat.n, 5);
	CHECK_U64(t->dispatch_reasons[3], 2);
	CHECK_U64(t->preempt_reasons[200], 1);
	CHECK_U64(model_global(m)->active, 3);
	CHECK_U64(model_global(m)->events, 6);
	/* a full model's running sums and a lean one's merge agree */
	CHECK(memcmp(t, model_lpar(lean), sizeof(*t)) == 0);

	model_reason_sums(m, NULL, &rs);
	CHECK_U64(rs.dispatches, 5);
	CHECK_U64(rs.dispatch_reasons[3], 2);
	CHECK_U64(rs.dispatch_reasons[7], 1);
	CHECK_U64(rs.dispatch_reasons[0], 1);
	CHECK_U64(rs.dispatch_reasons[20], 1);
	CHECK_U64(rs.preempt_reasons[2], 2);
	CHECK_U64(rs.preempt_reasons[4], 1);
	CHECK_U64(rs.preempt_reasons[6], 1);
	CHECK_U64(rs.preempt_reasons[200], 1);
	CHECK_U64(rs.mx[3][2], 2);
	CHECK_U64(rs.mx[7][4], 1);
	CHECK_U64(rs.mx[0][6], 1);
	CHECK_U64(rs.mx[15][15], 1);
	CHECK_U64(cells(&rs), 5);
	/* the lean model: the same counts, no matrix */
	model_reason_sums(lean, NULL, &lean_rs);
	CHECK(memcmp(lean_rs.dispatch_reasons, rs.dispatch_reasons, sizeof(rs.dispatch_reasons)) == 0);
	CHECK(memcmp(lean_rs.preempt_reasons, rs.preempt_reasons, sizeof(rs.preempt_reasons)) == 0);
	CHECK_U64(lean_rs.dispatches, 5);
	CHECK_U64(cells(&lean_rs), 0);

	/* cpu 2 alone: its two entries */
	cpus[0] = 1ull << 2;
	model_reason_sums(m, cpus, &rs);
	CHECK_U64(rs.dispatches, 2);
	CHECK_U64(rs.dispatch_reasons[3], 1);
	CHECK_U64(rs.dispatch_reasons[0], 1);
	CHECK_U64(rs.preempt_reasons[2], 1);
	CHECK_U64(rs.preempt_reasons[6], 1);
	CHECK_U64(rs.mx[3][2], 1);
	CHECK_U64(rs.mx[0][6], 1);
	CHECK_U64(cells(&rs), 2);
	/* cpu 3 (no entry) and cpu 9 (never seen): nothing */
	cpus[0] = 1ull << 3 | 1ull << 9;
	model_reason_sums(m, cpus, &rs);
	CHECK_U64(rs.dispatches, 0);
	CHECK_U64(cells(&rs), 0);

	/* reads show the last snapshot until the next model_settle */
	feed(m, dtl(2, 400, 3, 2, 0, 2, 0, 0, TBF));
	CHECK_U64(model_lpar(m)->dispatches, 5);
	CHECK_U64(model_cpu_stats(m, 2)->dispatches, 2);
	model_settle(m);
	CHECK_U64(model_lpar(m)->dispatches, 6);
	CHECK_U64(model_lpar(m)->lat_min, 2);
	CHECK_U64(model_cpu_stats(m, 2)->dispatches, 3);

	/* a reset reads as an empty window without settling */
	model_reset(m);
	CHECK_U64(model_lpar(m)->dispatches, 0);
	CHECK_U64(model_lpar(m)->events, 0);
	CHECK_U64(model_lpar(m)->lat_min, UINT64_MAX);
	CHECK_U64(model_global(m)->active, 0);
	model_reason_sums(m, NULL, &rs);
	CHECK_U64(rs.dispatches, 0);
	CHECK_U64(rs.preempt_reasons[2], 0);
	CHECK_U64(cells(&rs), 0);
	cpus[0] = 1ull << 1 | 1ull << 2;
	model_reason_sums(m, cpus, &rs);
	CHECK_U64(cells(&rs), 0);
	model_free(m);
	model_free(lean);
}

TEST(model_reason_names)
{
	uint64_t c[DTL_REASON_SLOTS] = { 0 };
	struct model_reason r[DTL_REASON_SLOTS];
	size_t n;

	c[1] = 2;	/* firmware_internal_event */
	c[3] = 4;	/* decrementer_interrupt */
	c[5] = 3;	/* firmware_internal_event again */
	c[17] = 1;
	n = model_reasons(c, false, r);
	CHECK_U64(n, 3);
	CHECK_STR(r[0].name, "firmware_internal_event");
	CHECK_U64(r[0].count, 5);
	CHECK_STR(r[1].name, "decrementer_interrupt");
	CHECK_U64(r[1].count, 4);
	CHECK_STR(r[2].name, "reason_17");
	n = model_reasons(c, true, r);
	CHECK_U64(n, 4);
	CHECK_STR(r[0].name, "firmware_internal_event");
	CHECK_STR(r[1].name, "H_CONFER");
	CHECK_STR(r[2].name, "migration_hibernation_page_fault");
}

/* Timeline with ticks = ns (tb_freq 1e9), 100 ns buckets, 10 kept. */
static struct model *tl_model(void)
{
	struct model_opts o = { .bucket_ns = 100, .nbuckets = 10 };

	return model_new(&o);
}

static bool tl_get(struct model *m, uint64_t bno, struct model_tl_bucket *b)
{
	return model_timeline_bucket(m, 0, bno, b);
}

TEST(model_timeline)
{
	struct model *m = tl_model();
	struct model_tl_bucket b;
	uint64_t last;

	CHECK(!model_timeline_last(m, &last));
	/* H_CEDE at 1050, off 100 + 20 + 30 = 150: idle [900, 1050] */
	feed(m, dtl(0, 1050, 0, 2, 0, 30, 20, 100, 1000000000));
	/* time_slice at 1290: off [1110, 1290], steal part [1150, 1290] */
	feed(m, dtl(0, 1290, 0, 4, 0, 80, 60, 40, 1000000000));
	/* migration fault at 1395: fault [1310, 1380), wait [1380, 1395] */
	feed(m, dtl(0, 1395, 0, 5, 0, 10, 5, 70, 1000000000));
	CHECK(model_timeline_last(m, &last));
	CHECK_U64(last, 13);

	CHECK(tl_get(m, 9, &b));
	CHECK(b.has_data);
	CHECK_U64(b.start_ns, 900);
	CHECK_U64(b.idle_ns, 100);
	CHECK_U64(b.running_ns, 0);
	CHECK_U64(b.dispatches, 0);
	CHECK(tl_get(m, 10, &b));
	CHECK_U64(b.idle_ns, 50);
	CHECK_U64(b.running_ns, 50);
	CHECK_U64(b.dispatches, 1);
	CHECK(tl_get(m, 11, &b));
	CHECK_U64(b.wait_ns, 40 + 50);	/* time_slice: waiting part is waiting too */
	CHECK_U64(b.idle_ns, 0);
	CHECK_U64(b.running_ns, 10);
	CHECK_U64(b.dispatches, 0);
	CHECK(tl_get(m, 12, &b));
	CHECK_U64(b.wait_ns, 90);
	CHECK_U64(b.dispatches, 1);
	CHECK(tl_get(m, 13, &b));
	CHECK_U64(b.fault_ns, 70);
	CHECK_U64(b.wait_ns, 15);
	CHECK_U64(b.running_ns, 95 - 85);	/* covered only up to 1395 */
	CHECK_U64(b.dispatches, 1);
	CHECK(tl_get(m, 4, &b));		/* kept range, nothing recorded */
	CHECK(!b.has_data);
	CHECK_U64(b.running_ns, 100);
	CHECK(!tl_get(m, 3, &b));		/* older than the ring */
	CHECK(!tl_get(m, 14, &b));		/* future */
	CHECK(!model_timeline_bucket(m, 1, 10, &b));	/* unseen cpu */

	/* a 1500 ns idle ending at 2555 covers buckets 10..25; only 16..25
	 * are kept, and it must not leak into stale slots */
	feed(m, dtl(0, 2555, 0, 2, 0, 0, 0, 1500, 1000000000));
	CHECK(model_timeline_last(m, &last));
	CHECK_U64(last, 25);
	CHECK(!tl_get(m, 15, &b));
	for (uint64_t bno = 16; bno < 25; bno++) {
		CHECK(tl_get(m, bno, &b));
		CHECK_U64(b.idle_ns, 100);
		CHECK_U64(b.wait_ns + b.fault_ns + b.dispatches, 0);
		CHECK_U64(b.running_ns, 0);
	}
	CHECK(tl_get(m, 25, &b));
	CHECK_U64(b.idle_ns, 55);
	CHECK_U64(b.dispatches, 1);
	model_free(m);
}

TEST(model_timeline_gap_and_512mhz)
{
	struct model *m = model_new(NULL);	/* 100 ms buckets */
	struct model_tl_bucket b;

	/* 512e6 ticks = 1 s of H_CEDE ending at 10.05 s: [9.05, 10.05] */
	feed(m, dtl(2, 10050000000ull, 0, 2, 1, 0, 0, 512000000, TBF));
	CHECK(model_timeline_bucket(m, 2, 90, &b));
	CHECK_U64(b.idle_ns, 50000000);
	for (uint64_t bno = 91; bno < 100; bno++) {
		CHECK(model_timeline_bucket(m, 2, bno, &b));
		CHECK_U64(b.idle_ns, 100000000);
	}
	CHECK(model_timeline_bucket(m, 2, 100, &b));
	CHECK_U64(b.idle_ns, 50000000);
	CHECK_U64(b.dispatches, 1);
	/* a jump of many buckets: the clock recomputes, nothing spills */
	feed(m, dtl(2, 99050000000ull, 0, 4, 1, 512, 0, 0, TBF));
	CHECK(model_timeline_bucket(m, 2, 989, &b));
	CHECK_U64(b.wait_ns, 0);
	CHECK(model_timeline_bucket(m, 2, 990, &b));
	CHECK_U64(b.wait_ns, 1000);	/* 512 ticks = 1 us */
	CHECK_U64(b.dispatches, 1);
	model_free(m);
}

static const struct model_task *find_task(struct model *m, int32_t pid,
					  const char *comm)
{
	for (size_t i = 0; i < model_task_count(m); i++) {
		const struct model_task *t = model_task_at(m, i);
		if (t->pid == pid && strcmp(t->comm, comm) == 0)
			return t;
	}
	return NULL;
}

TEST(model_task_charging)
{
	struct model *m = model_new(NULL);
	const struct model_task *t, *top[8];
	int32_t pid;
	const char *comm;

	/* steal ticks 512 -> 1000 ns; 1024 -> 2000 ns */
	feed(m, dtl(1, 10, 0, 4, 0, 512, 0, 0, TBF));	/* before any switch */
	CHECK(model_cpu_current(m, 1, &pid, &comm));
	CHECK_U64((uint64_t)(int64_t)pid, (uint64_t)(int64_t)-1);
	CHECK_STR(comm, "unknown");
	feed(m, sw(1, 20, 42, "worker"));
	feed(m, dtl(1, 30, 0, 4, 0, 1024, 0, 0, TBF));	/* time_slice */
	feed(m, dtl(1, 40, 0, 2, 0, 1024, 0, 0, TBF));	/* H_CEDE: not charged */
	feed(m, dtl(1, 50, 0, 6, 0, 0, 512, 0, TBF));	/* fault: charged */
	feed(m, sw(2, 60, 42, "worker"));		/* same task on cpu 2 */
	feed(m, dtl(2, 70, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(1, 80, 0, "swapper/1"));
	feed(m, dtl(1, 90, 0, 4, 0, 512, 512, 0, TBF));

	model_settle(m);
	CHECK_U64(model_task_count(m), 3);
	t = find_task(m, -1, "unknown");
	CHECK(t);
	CHECK_U64(t->steal_ns, 1000);
	CHECK_U64(t->preempts, 1);
	t = find_task(m, 42, "worker");
	CHECK(t);
	CHECK_U64(t->steal_ns, 2000 + 1000 + 1000);
	CHECK_U64(t->preempts, 3);
	t = find_task(m, 0, "swapper/1");
	CHECK(t);
	CHECK_U64(t->steal_ns, 2000);
	/* top: worker 4000, swapper 2000, unknown 1000 */
	CHECK_U64(model_top_tasks(m, top, 8), 3);
	CHECK_STR(top[0]->comm, "worker");
	CHECK_STR(top[1]->comm, "swapper/1");
	CHECK_STR(top[2]->comm, "unknown");
	CHECK_U64(model_top_tasks(m, top, 2), 2);
	CHECK_STR(top[1]->comm, "swapper/1");
	/* per-vCPU: cpu 1 has unknown, worker (3000), swapper; cpu 2 worker */
	CHECK_U64(model_cpu_tasks(m, 1, top, 8), 3);
	CHECK_STR(top[1]->comm, "worker");
	CHECK_U64(top[1]->steal_ns, 3000);
	CHECK_U64(model_cpu_tasks(m, 2, top, 8), 1);
	CHECK_U64(top[0]->steal_ns, 1000);
	CHECK(model_cpu_current(m, 1, &pid, &comm));
	CHECK_U64((uint64_t)pid, 0);
	CHECK_STR(comm, "swapper/1");
	model_free(m);
}

TEST(model_task_ties_and_comm16)
{
	struct model *m = model_new(NULL);
	const struct model_task *top[4];
	struct event ev;

	feed(m, sw(0, 1, 30, "b"));
	feed(m, dtl(0, 2, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(0, 3, 20, "a"));
	feed(m, dtl(0, 4, 0, 4, 0, 512, 0, 0, TBF));
	/* a comm filling all 16 bytes, no NUL in the event */
	ev = sw(0, 5, 10, "");
	memcpy(ev.sw.next_comm, "0123456789abcdef", 16);
	model_feed(m, &ev);
	feed(m, dtl(0, 6, 0, 4, 0, 512, 0, 0, TBF));
	model_settle(m);
	CHECK_U64(model_top_tasks(m, top, 4), 3);
	CHECK_U64(top[0]->pid, 10);	/* equal steal: by pid */
	CHECK_STR(top[0]->comm, "0123456789abcdef");
	CHECK_U64(top[1]->pid, 20);
	CHECK_U64(top[2]->pid, 30);
	model_free(m);
}

/* What hit a task: its involuntary entries by reason, the vCPUs it paid on
 * and its steal per timeline bucket (100 ms), computed by hand from
 * 512-tick (1000 ns) steps. */
TEST(model_task_who_paid)
{
	struct model *m = model_new(NULL);
	struct model_task_detail d;
	const struct model_task *t, *top[4];
	uint64_t ser[6], first, width;
	size_t nb;

	feed(m, sw(3, 1000000000, 7, "db"));
	feed(m, dtl(3, 1050000000, 0, 4, 0, 512, 0, 0, TBF));	/* b10 time_slice 1000 */
	feed(m, dtl(3, 1060000000, 0, 1, 0, 0, 1024, 0, TBF));	/* b10 firmware 2000 */
	feed(m, dtl(3, 1070000000, 0, 2, 0, 512, 0, 0, TBF));	/* H_CEDE: not charged */
	feed(m, dtl(3, 1250000000, 0, 4, 0, 1536, 0, 0, TBF));	/* b12 time_slice 3000 */
	feed(m, dtl(3, 1260000000, 0, 200, 0, 512, 0, 0, TBF));	/* b12 reason 200: 1000 */
	feed(m, sw(5, 1300000000, 7, "db"));
	feed(m, dtl(5, 1350000000, 0, 6, 0, 512, 0, 0, TBF));	/* b13 vm_fault 1000 */
	feed(m, sw(9, 1300000000, 7, "db"));
	feed(m, dtl(9, 1360000000, 0, 4, 0, 512, 0, 0, TBF));	/* b13 time_slice 1000 */
	model_settle(m);
	CHECK((t = find_task(m, 7, "db")) && t->steal_ns == 9000 && t->preempts == 6);
	CHECK(model_task_detail(m, t, &d));
	CHECK_U64(d.preempt_reasons[4], 3);
	CHECK_U64(d.preempt_reasons[1], 1);
	CHECK_U64(d.preempt_reasons[6], 1);
	CHECK_U64(d.preempt_reasons[2], 0);
	CHECK_U64(d.preempt_reasons[MODEL_MX - 1], 1);	/* reason 200 */
	CHECK_U64(d.ncpus, 3);
	CHECK_U64(d.ncpus_kept, 3);
	CHECK(!d.cpus_approx);
	CHECK_U64(d.cpus[0].cpu, 3);
	CHECK_U64(d.cpus[0].preempts, 4);
	CHECK_U64(d.cpus[0].steal_ns, 7000);
	CHECK_U64(d.cpus[1].cpu, 5);	/* 5 and 9 tie at 1000: cpu order */
	CHECK_U64(d.cpus[2].cpu, 9);
	CHECK_U64(d.cpus[2].steal_ns, 1000);
	/* the span: from the first charge (b10) to the newest (b13) */
	CHECK(model_task_series_span(m, &first, &nb, &width));
	CHECK_U64(first, 10);
	CHECK_U64(nb, 4);
	CHECK_U64(width, 1);
	CHECK_U64(model_task_series(m, t, 5, ser), 5);
	CHECK_U64(ser[0], 3000);
	CHECK_U64(ser[1], 0);
	CHECK_U64(ser[2], 4000);
	CHECK_U64(ser[3], 2000);
	CHECK_U64(ser[4], 0);	/* after the newest bin */
	/* a per-vCPU slot is not a table entry */
	CHECK_U64(model_cpu_tasks(m, 3, top, 4), 1);
	CHECK(!model_task_detail(m, top[0], &d));
	/* a reset starts the table over */
	model_reset(m);
	feed(m, dtl(3, 1450000000, 0, 5, 0, 512, 0, 0, TBF));	/* b14 mig fault */
	model_settle(m);
	CHECK((t = find_task(m, 7, "db")) && t->preempts == 1);
	CHECK(model_task_detail(m, t, &d));
	CHECK_U64(d.preempt_reasons[4], 0);
	CHECK_U64(d.preempt_reasons[5], 1);
	CHECK_U64(d.ncpus, 1);
	CHECK(model_task_series_span(m, &first, &nb, &width));
	CHECK_U64(first, 14);	/* the span starts over too */
	CHECK_U64(nb, 1);
	CHECK_U64(model_task_series(m, t, 1, ser), 1);
	CHECK_U64(ser[0], 1000);
	model_free(m);
}

/* Ten vCPUs through the eight tally slots: the least steal makes room. */
TEST(model_task_cpus_bounded)
{
	struct model *m = model_new(NULL);
	struct model_task_detail d;
	const struct model_task *t;

	for (uint32_t c = 20; c < 30; c++) {
		feed(m, sw(c, 2000000000 + c, 9, "spread"));
		/* cpu c pays (c - 19) * 1000 ns */
		feed(m, dtl(c, 2000001000 + c, 0, 4, 0, 512 * (c - 19), 0, 0, TBF));
	}
	model_settle(m);	/* flushes in cpu order: 28 then 29 evict */
	CHECK((t = find_task(m, 9, "spread")) && t->steal_ns == 55000);
	CHECK(model_task_detail(m, t, &d));
	CHECK_U64(d.ncpus, 10);
	CHECK_U64(d.ncpus_kept, MODEL_TASK_CPUS);
	CHECK(d.cpus_approx);
	for (uint32_t i = 0; i < MODEL_TASK_CPUS; i++) {
		CHECK_U64(d.cpus[i].cpu, 29 - i);
		CHECK_U64(d.cpus[i].steal_ns, (10 - i) * 1000);
	}
	model_free(m);
}

/* The series keep opts.nbuckets bins (4 here) from the first charge; a
 * charge past the last doubles the bin width, pairs merging, so the span is
 * always the whole session. Task b, not charged since a doubling, reads
 * its bins merged the same way. Steal by hand, in 1000 ns steps. */
TEST(model_task_series_doubling)
{
	struct model_opts o = { .nbuckets = 4 };
	struct model *m = model_new(&o);
	struct model_opts c = { .counters_only = true };
	struct model *mc = model_new(&c);
	const struct model_task *t, *tb;
	uint64_t ser[6], first, width;
	size_t nb;

	feed(m, sw(1, 1000000000, 3, "a"));
	feed(m, sw(2, 1000000000, 4, "b"));
	feed(m, dtl(1, 1050000000, 0, 4, 0, 512, 0, 0, TBF));	/* b10 1000 */
	feed(m, dtl(1, 1150000000, 0, 4, 0, 1024, 0, 0, TBF));	/* b11 2000 */
	feed(m, dtl(2, 1250000000, 0, 4, 0, 1024, 0, 0, TBF));	/* b: b12 2000 */
	feed(m, dtl(1, 1350000000, 0, 4, 0, 1536, 0, 0, TBF));	/* b13 3000 */
	model_settle(m);
	t = find_task(m, 3, "a");
	tb = find_task(m, 4, "b");
	CHECK(t && tb);
	CHECK(model_task_series_span(m, &first, &nb, &width));
	CHECK_U64(first, 10);
	CHECK_U64(nb, 4);
	CHECK_U64(width, 1);
	CHECK_U64(model_task_series(m, t, 4, ser), 4);
	CHECK_U64(ser[0], 1000);
	CHECK_U64(ser[1], 2000);
	CHECK_U64(ser[2], 0);
	CHECK_U64(ser[3], 3000);
	/* b15 is bucket 5 of the span, past the 4 bins: bins of 2 buckets,
	 * [10, 12) [12, 14) [14, 16) */
	feed(m, dtl(1, 1550000000, 0, 4, 0, 512, 0, 0, TBF));	/* b15 1000 */
	model_settle(m);
	CHECK(model_task_series_span(m, &first, &nb, &width));
	CHECK_U64(first, 10);
	CHECK_U64(nb, 3);
	CHECK_U64(width, 2);
	CHECK_U64(model_task_series(m, t, 3, ser), 3);
	CHECK_U64(ser[0], 3000);
	CHECK_U64(ser[1], 3000);
	CHECK_U64(ser[2], 1000);
	CHECK_U64(model_task_series(m, tb, 3, ser), 3);
	CHECK_U64(ser[0], 0);
	CHECK_U64(ser[1], 2000);
	CHECK_U64(ser[2], 0);
	/* b25 is bucket 15: bins of 4, [10, 14) .. [22, 26); nothing is lost */
	feed(m, dtl(1, 2550000000, 0, 4, 0, 2048, 0, 0, TBF));	/* b25 4000 */
	model_settle(m);
	CHECK(model_task_series_span(m, &first, &nb, &width));
	CHECK_U64(nb, 4);
	CHECK_U64(width, 4);
	CHECK_U64(model_task_series(m, t, 4, ser), 4);
	CHECK_U64(ser[0], 6000);
	CHECK_U64(ser[1], 1000);
	CHECK_U64(ser[2], 0);
	CHECK_U64(ser[3], 4000);
	CHECK_U64(ser[0] + ser[1] + ser[2] + ser[3], t->steal_ns);
	CHECK_U64(model_task_series(m, tb, 4, ser), 4);
	CHECK_U64(ser[0], 2000);
	CHECK_U64(ser[1] + ser[2] + ser[3], 0);
	/* batch models keep the reasons and vCPUs, no series */
	feed(mc, sw(1, 1000000000, 3, "a"));
	feed(mc, dtl(1, 1050000000, 0, 4, 0, 512, 0, 0, TBF));
	model_settle(mc);
	t = find_task(mc, 3, "a");
	CHECK(t);
	CHECK(!model_task_series_span(mc, &first, &nb, &width));
	ser[0] = 1;
	CHECK_U64(model_task_series(mc, t, 1, ser), 0);
	CHECK_U64(ser[0], 0);
	model_free(m);
	model_free(mc);
}

TEST(model_tasks_bounded)
{
	struct model_opts o = { .max_tasks = 2 };
	struct model *m = model_new(&o);
	const struct model_task *t;
	char comm[16];

	for (int i = 0; i < 5; i++) {
		snprintf(comm, sizeof(comm), "t%d", i);
		feed(m, sw(0, (uint64_t)i * 10, 100 + i, comm));
		feed(m, dtl(0, (uint64_t)i * 10 + 5, 0, 4, 0, 512, 0, 0, TBF));
	}
	model_settle(m);
	CHECK_U64(model_task_count(m), 3);	/* 2 + [other] */
	t = find_task(m, -1, "[other]");
	CHECK(t);
	CHECK_U64(t->steal_ns, 3000);
	CHECK_U64(t->preempts, 3);
	/* per-vCPU slots: 20 tasks on one vCPU keep 16 + [other] */
	model_free(m);
	m = model_new(NULL);
	for (int i = 0; i < 20; i++) {
		const struct model_task *out[MODEL_CPU_TASKS + 1];
		uint64_t sum = 0;
		size_t n;

		snprintf(comm, sizeof(comm), "t%d", i);
		feed(m, sw(0, (uint64_t)i * 10, 100 + i, comm));
		feed(m, dtl(0, (uint64_t)i * 10 + 5, 0, 4, 0, 512, 0, 0, TBF));
		model_settle(m);
		n = model_cpu_tasks(m, 0, out, MODEL_CPU_TASKS + 1);
		CHECK_U64(n, i < 16 ? (size_t)i + 1 : MODEL_CPU_TASKS + 1);
		for (size_t k = 0; k < n; k++)
			sum += out[k]->steal_ns;
		CHECK_U64(sum, (uint64_t)(i + 1) * 1000);	/* nothing lost */
	}
	model_free(m);
}

/* The per-vCPU slots remember their task's LPAR table index (model-priv.h):
 * a task coming back to a vCPU, to another vCPU, after an exec (same pid,
 * new comm), after its slot was taken by another task, and after a reset
 * (both tables emptied) is charged to its own LPAR entry every time.
 * Each entry below steals 512 ticks = 1000 ns, involuntarily. */
TEST(model_tasks_remembered_per_vcpu)
{
	struct model *m = model_new(NULL);
	const struct model_task *t;
	char comm[16];

	feed(m, sw(0, 10, 1, "a"));
	feed(m, dtl(0, 11, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(0, 20, 2, "b"));
	feed(m, dtl(0, 21, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(0, 30, 1, "a"));			/* back on cpu 0 */
	feed(m, dtl(0, 31, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(1, 40, 2, "b"));			/* b on cpu 1 */
	feed(m, dtl(1, 41, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(0, 50, 1, "a2"));			/* pid 1 exec'd */
	feed(m, dtl(0, 51, 0, 4, 0, 512, 0, 0, TBF));
	model_settle(m);
	CHECK_U64(model_task_count(m), 3);
	CHECK((t = find_task(m, 1, "a")) && t->steal_ns == 2000 && t->preempts == 2);
	CHECK((t = find_task(m, 2, "b")) && t->steal_ns == 2000 && t->preempts == 2);
	CHECK((t = find_task(m, 1, "a2")) && t->steal_ns == 1000 && t->preempts == 1);

	/* a reset empties both tables: a2 (still running) and a go in anew */
	model_reset(m);
	feed(m, dtl(0, 61, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(0, 70, 1, "a"));
	feed(m, dtl(0, 71, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, dtl(0, 72, 0, 4, 0, 512, 0, 0, TBF));
	model_settle(m);
	CHECK_U64(model_task_count(m), 2);
	CHECK((t = find_task(m, 1, "a2")) && t->steal_ns == 1000);
	CHECK((t = find_task(m, 1, "a")) && t->steal_ns == 2000 && t->preempts == 2);
	CHECK(!find_task(m, 2, "b"));

	/* 20 tasks through cpu 2's 16 slots, then two come back: t0, whose
	 * slot another task took, and t19, still in its slot */
	for (int i = 0; i < 20; i++) {
		snprintf(comm, sizeof(comm), "t%d", i);
		feed(m, sw(2, 100 + (uint64_t)i * 10, 100 + i, comm));
		feed(m, dtl(2, 105 + (uint64_t)i * 10, 0, 4, 0, 512, 0, 0, TBF));
	}
	feed(m, sw(2, 400, 100, "t0"));
	feed(m, dtl(2, 405, 0, 4, 0, 512, 0, 0, TBF));
	feed(m, sw(2, 410, 119, "t19"));
	feed(m, dtl(2, 415, 0, 4, 0, 512, 0, 0, TBF));
	model_settle(m);
	CHECK_U64(model_task_count(m), 22);
	CHECK((t = find_task(m, 100, "t0")) && t->steal_ns == 2000 && t->preempts == 2);
	CHECK((t = find_task(m, 119, "t19")) && t->steal_ns == 2000 && t->preempts == 2);
	for (int i = 1; i < 19; i++) {
		snprintf(comm, sizeof(comm), "t%d", i);
		CHECK((t = find_task(m, 100 + i, comm)) && t->steal_ns == 1000);
	}
	model_free(m);
}

TEST(model_reset_continuity)
{
	struct model *m = tl_model();
	const struct model_stats *s;
	const struct model_task *t;
	struct model_tl_bucket b;

	feed(m, sw(3, 100, 100, "db"));
	feed(m, dtl(3, 150, 1, 4, 5, 20, 10, 0, 1000000000));
	CHECK_U64(model_recent_count(m, 3), 2);
	model_reset(m);
	s = model_cpu_stats(m, 3);
	CHECK(s);
	CHECK_U64(s->events, 0);
	CHECK_U64(s->dispatches, 0);
	CHECK_U64(s->steal_ticks, 0);
	CHECK_U64(s->sched_switch, 0);
	CHECK_U64(s->processors, 0);
	CHECK_U64(s->tb_freq, 1000000000);	/* kept */
	CHECK_U64(model_global(m)->events, 0);
	CHECK_U64(model_global(m)->windows, 1);
	CHECK_U64(model_task_count(m), 0);
	CHECK_U64(model_recent_count(m, 3), 2);	/* drill-down history kept */
	CHECK(model_timeline_bucket(m, 3, 1, &b));	/* timeline kept */
	CHECK_U64(b.wait_ns, 30);

	/* processor 6 after 5: a miss across the window boundary; the running
	 * task is still "db" */
	feed(m, dtl(3, 250, 1, 4, 6, 20, 10, 0, 1000000000));
	model_settle(m);
	s = model_cpu_stats(m, 3);
	CHECK_U64(s->affinity_misses, 1);
	CHECK_U64(s->processors, 1);
	CHECK_U64(s->dispatches, 1);
	CHECK_U64(s->first_ns, 250);
	CHECK_U64(model_global(m)->first_ns, 250);
	t = find_task(m, 100, "db");
	CHECK(t);
	CHECK_U64(t->steal_ns, 30);
	CHECK_U64(t->preempts, 1);
	model_free(m);
}

TEST(model_recent_ring)
{
	struct model_opts o = { .recent = 8 };
	struct model *m = model_new(&o);
	const struct model_recent *r;

	feed(m, dtl(5, 1, 0, 2, 0, 1, 0, 0, TBF));
	feed(m, sw(5, 2, 7, "x"));
	CHECK_U64(model_recent_count(m, 5), 2);
	r = model_recent_get(m, 5, 0);
	CHECK(r && r->kind == EV_DTL && r->time == 1);
	r = model_recent_get(m, 5, 1);
	CHECK(r && r->kind == EV_SCHED_SWITCH && r->sw.next_pid == 7);
	CHECK(model_recent_get(m, 5, 2) == NULL);
	for (uint64_t i = 3; i <= 20; i++)
		feed(m, dtl(5, i, 0, 2, (uint16_t)i, 1, 0, 0, TBF));
	CHECK_U64(model_recent_count(m, 5), 8);
	CHECK_U64(model_recent_get(m, 5, 0)->time, 13);
	CHECK_U64(model_recent_get(m, 5, 7)->time, 20);
	CHECK_U64(model_recent_get(m, 5, 7)->dtl.processor_id, 20);
	model_free(m);
}

/* A vCPU's last processor is its newest DTL entry's while the recent ring
 * holds it: not before any entry, the same after switches, gone once
 * switches have filled the ring (8 here). */
TEST(model_cpu_last_proc_in_ring)
{
	struct model_opts o = { .recent = 8 };
	struct model *m = model_new(&o);
	uint16_t proc = 0;

	feed(m, sw(5, 1, 7, "x"));
	CHECK(!model_cpu_last_proc(m, 5, &proc));
	CHECK(!model_cpu_last_proc(m, 6, &proc));
	feed(m, dtl(5, 2, 0, 2, 33, 1, 0, 0, TBF));
	feed(m, dtl(5, 3, 0, 2, 41, 1, 0, 0, TBF));
	CHECK(model_cpu_last_proc(m, 5, &proc) && proc == 41);
	for (uint64_t i = 4; i <= 10; i++)
		feed(m, sw(5, i, 7, "x"));
	CHECK(model_cpu_last_proc(m, 5, &proc) && proc == 41);	/* 7 switches after it */
	feed(m, sw(5, 11, 7, "x"));
	CHECK(!model_cpu_last_proc(m, 5, &proc));
	feed(m, dtl(5, 12, 0, 2, 9, 1, 0, 0, TBF));
	CHECK(model_cpu_last_proc(m, 5, &proc) && proc == 9);
	model_free(m);
}

TEST(model_bounded_million)
{
	struct model *m = model_new(NULL);	/* recent 256 */
	const struct model_stats *s;
	uint64_t t = 0;

	/* 1e6 entries over 2000 processors and 10000 tasks on 4 vCPUs */
	for (uint32_t i = 0; i < 1000000; i++) {
		t += 1000;
		if (i % 100 == 0) {
			char comm[16];

			snprintf(comm, sizeof(comm), "task%u", i / 100);
			feed(m, sw(i % 4, t, (int32_t)(i / 100), comm));
		}
		feed(m, dtl(i % 4, t, 3, 4, (uint16_t)(i % 2000), i % 5000, 1, 0, TBF));
	}
	model_settle(m);
	CHECK_U64(model_ncpus(m), 4);
	for (uint32_t c = 0; c < 4; c++) {
		s = model_cpu_stats(m, c);
		CHECK_U64(s->dispatches, 250000);
		CHECK_U64(s->processors, 500);	/* i % 2000 on cpu i % 4 */
		CHECK_U64(model_recent_count(m, c), 256);
	}
	/* 10000 tasks, table capped at 4096 + [other] */
	CHECK_U64(model_task_count(m), 4097);
	CHECK(model_task_at(m, 4096) != NULL);
	CHECK_STR(model_task_at(m, 4096)->comm, "[other]");

	/* one vCPU on 2000 processors: capped at 1024 distinct */
	for (uint32_t i = 0; i < 2000; i++)
		feed(m, dtl(9, t + i, 3, 2, (uint16_t)i, 1, 0, 0, TBF));
	model_settle(m);
	s = model_cpu_stats(m, 9);
	CHECK_U64(s->processors, MODEL_MAX_PROCS);
	CHECK_U64(s->processors_dropped, 2000 - MODEL_MAX_PROCS);
	CHECK_U64(s->affinity_misses, 1999);
	model_free(m);
}

TEST(model_out_of_order)
{
	struct model *m = tl_model();
	struct model_tl_bucket b;

	feed(m, dtl(0, 1000, 0, 2, 0, 0, 0, 50, 1000000000));
	feed(m, dtl(0, 850, 0, 2, 0, 0, 0, 20, 1000000000));	/* older */
	feed(m, dtl(0, 10, 0, 2, 0, 0, 0, 5, 1000000000));	/* too old */
	CHECK(model_timeline_bucket(m, 0, 8, &b));
	CHECK_U64(b.idle_ns, 20);
	CHECK_U64(b.dispatches, 1);
	model_settle(m);
	CHECK_U64(model_global(m)->first_ns, 10);
	CHECK_U64(model_global(m)->last_ns, 1000);
	CHECK_U64(model_cpu_stats(m, 0)->first_ns, 10);
	model_free(m);
}

TEST(model_tbconv_brute)
{
	/* the reciprocal conversion against the 128-bit division */
	uint64_t seed = 0x9e3779b97f4a7c15ull;

	for (int i = 0; i < 1000000; i++) {
		struct tbconv c;
		uint64_t freq, ticks;

		seed ^= seed << 13;
		seed ^= seed >> 7;
		seed ^= seed << 17;
		freq = (seed >> (seed & 63)) | 1;
		freq = i & 1 ? freq : freq >> 20 | 1;
		ticks = (seed * 0x2545f4914f6cdd1dull) >> (24 + (seed >> 59));
		if (i < 64)
			ticks = UINT64_MAX / NSEC_PER_SEC - (uint64_t)i;
		tbconv_set(&c, freq);
		CHECK_U64(tbconv_ns(&c, ticks),
			  (uint64_t)((unsigned __int128)ticks * NSEC_PER_SEC / freq));
	}
}

/* Counters-only models (batch views) and batches of events (model_feed_n)
 * count exactly what the full model counts, one event at a time; only the
 * timeline and the recent-entry rings are missing. */
static uint64_t lcg(uint64_t *s)
{
	*s = *s * 6364136223846793005ull + 1442695040888963407ull;
	return *s >> 33;
}

static bool same_counts(struct model *a, struct model *b)
{
	const struct model_task *ta[64], *tb[64];
	struct model_stats *sa = malloc(sizeof(*sa)), *sb = malloc(sizeof(*sb));
	size_t n;
	bool ok = sa && sb && model_ncpus(a) == model_ncpus(b);

	model_settle(a);	/* a snapshot of each */
	model_settle(b);
	for (size_t i = 0; ok && i < model_ncpus(a); i++) {
		uint32_t cpu = model_cpu_id(a, i);

		ok = cpu == model_cpu_id(b, i) &&
		     memcmp(model_cpu_stats(a, cpu), model_cpu_stats(b, cpu), sizeof(*sa)) == 0;
	}
	if (ok) {
		model_totals(a, sa);
		model_totals(b, sb);
		ok = memcmp(sa, sb, sizeof(*sa)) == 0 &&
		     memcmp(model_global(a), model_global(b), sizeof(struct model_global)) == 0;
	}
	n = model_top_tasks(a, ta, 64);
	ok = ok && n > 3 && n == model_top_tasks(b, tb, 64);
	for (size_t i = 0; ok && i < n; i++)
		ok = ta[i]->pid == tb[i]->pid && ta[i]->steal_ns == tb[i]->steal_ns &&
		     ta[i]->preempts == tb[i]->preempts && strcmp(ta[i]->comm, tb[i]->comm) == 0;
	free(sa);
	free(sb);
	return ok;
}

TEST(model_counters_only_and_batches)
{
	struct model *full = model_new(NULL), *full_n = model_new(NULL);
	struct model *lean = model_new(&(struct model_opts){ .counters_only = true });
	struct model *lean_n = model_new(&(struct model_opts){ .counters_only = true });
	static struct event evs[20000];
	struct model_tl_bucket b;
	uint64_t seed = 77, t = 1000000000, bno;
	size_t nev = sizeof(evs) / sizeof(evs[0]), dispatches = 0;

	CHECK(full && full_n && lean && lean_n);
	for (size_t i = 0; i < nev; i++) {
		uint32_t cpu = (uint32_t)(lcg(&seed) % 12);

		t += lcg(&seed) % 50000;
		if (lcg(&seed) % 10 == 0) {
			char comm[16];

			snprintf(comm, sizeof(comm), "task%u", (unsigned)(lcg(&seed) % 9));
			evs[i] = sw(cpu, t, (int32_t)(lcg(&seed) % 9) + 100, comm);
		} else {
			evs[i] = dtl(cpu, t, (uint8_t)(lcg(&seed) % 9), (uint8_t)(lcg(&seed) % 8),
				     (uint16_t)(lcg(&seed) % 4 ? cpu : lcg(&seed) % 40),
				     (uint32_t)(lcg(&seed) % 100000), (uint32_t)(lcg(&seed) % 3000),
				     (uint32_t)(lcg(&seed) % 500000), TBF);
			dispatches++;
		}
	}
	for (int w = 0; w < 2; w++) {	/* two windows: reset in between */
		size_t lo = w * nev / 2, hi = (w + 1) * nev / 2;

		for (size_t i = lo; i < hi; i++) {
			model_feed(full, &evs[i]);
			model_feed(lean, &evs[i]);
		}
		for (size_t i = lo; i < hi; i += 7)	/* odd batch sizes */
			model_feed_n(full_n, &evs[i], hi - i < 7 ? hi - i : 7);
		for (size_t i = lo; i < hi; i += 32)
			model_feed_n(lean_n, &evs[i], hi - i < 32 ? hi - i : 32);
		CHECK(same_counts(full, lean));
		CHECK(same_counts(full, full_n));
		CHECK(same_counts(full, lean_n));
		if (w == 0) {
			model_reset(full);
			model_reset(full_n);
			model_reset(lean);
			model_reset(lean_n);
		}
	}
	CHECK(dispatches > nev / 2);
	/* the full model keeps a timeline and recent entries, the lean none */
	CHECK(model_timeline_last(full, &bno));
	CHECK(model_timeline_bucket(full, 3, bno, &b) && b.has_data);
	CHECK(model_recent_count(full, 3) > 0);
	CHECK(!model_timeline_last(lean, &bno));
	CHECK(!model_timeline_bucket(lean, 3, 0, &b));
	CHECK_U64(model_recent_count(lean, 3), 0);
	CHECK(model_recent_get(lean, 3, 0) == NULL);
	model_free(full);
	model_free(full_n);
	model_free(lean);
	model_free(lean_n);
}

/* vCPUs appearing in descending cpu order (each CPU's first entry after the
 * higher CPUs', as a recording of one-entry buffers for many CPUs gives
 * them) end up in cpu order, and keeping that order costs O(1) a vCPU, not
 * a shift of every vCPU above it; and again when the order is read between
 * arrivals, in any order. */
TEST(model_many_cpus_in_any_order)
{
	struct model_opts o = { .counters_only = true };
	struct model *m = model_new(&o);
	uint32_t n = 40000;
	uint64_t seed = 7;

	CHECK(m);
	for (uint32_t i = 0; i < n; i++)
		feed(m, dtl(n - 1 - i, 1000 + i, 3, 2, 0, 1, 0, 0, TBF));
	model_settle(m);
	CHECK_U64(model_ncpus(m), n);
	for (uint32_t i = 0; i < n; i++)
		CHECK_U64(model_cpu_id(m, i), i);
	if (m->order_moves > 4ull * n)
		fprintf(stderr, "    %llu moves for %u vCPUs\n",
			(unsigned long long)m->order_moves, n);
	CHECK(m->order_moves <= 4ull * n);
	model_free(m);

	m = model_new(&o);
	CHECK(m);
	for (uint32_t i = 0; i < 3000; i++) {
		seed ^= seed << 13;
		seed ^= seed >> 7;
		seed ^= seed << 17;
		feed(m, dtl((uint32_t)(seed % 60000), 1000 + i, 3, 2, 0, 1, 0, 0, TBF));
		if (i % 97 == 0) {
			model_settle(m);
			for (size_t j = 1; j < model_ncpus(m); j++)
				CHECK(model_cpu_id(m, j - 1) < model_cpu_id(m, j));
		}
	}
	model_settle(m);
	for (size_t j = 1; j < model_ncpus(m); j++)
		CHECK(model_cpu_id(m, j - 1) < model_cpu_id(m, j));
	CHECK(model_ncpus(m) > 2500);
	model_free(m);
}

/* Affinity levels, SMT4 (a core is processor_id / 4): cpu 5 runs on
 * 16 16 17 19 23 24 24 8 8 16 17: after the first, same processor 3 times
 * (16 16, 24 24, 8 8), another thread of the core 3 times (16->17 and
 * 17->19 in core 4, 16->17 again through the known-processor path) and
 * another core 4 times (19->23, 23->24, 24->8, 8->16). cpu 6: 100 101,
 * one move within core 25. After a reset the previous processor carries
 * over: 17 -> 18 is within core 4, 18 -> 13 is not. */
TEST(model_affinity_levels)
{
	static const uint16_t procs[] = { 16, 16, 17, 19, 23, 24, 24, 8, 8, 16, 17 };
	struct model *m = model_new(&(struct model_opts){ .smt = 4 });
	struct model_affinity a;
	struct model_stats t;
	uint64_t ts = 1000;

	for (size_t i = 0; i < sizeof(procs) / sizeof(procs[0]); i++)
		feed(m, dtl(5, ts += 1000, 3, 4, procs[i], 10, 1, 0, TBF));
	feed(m, dtl(6, ts += 1000, 3, 4, 100, 10, 1, 0, TBF));
	feed(m, dtl(6, ts += 1000, 3, 4, 101, 10, 1, 0, TBF));
	model_settle(m);
	model_stats_affinity(model_cpu_stats(m, 5), &a);
	CHECK_U64(a.dispatches, 10);
	CHECK_U64(a.same_proc, 3);
	CHECK_U64(a.same_core, 3);
	CHECK_U64(a.other_core, 4);
	model_totals(m, &t);
	model_stats_affinity(&t, &a);
	CHECK_U64(a.dispatches, 11);
	CHECK_U64(a.same_proc, 3);
	CHECK_U64(a.same_core, 4);
	CHECK_U64(a.other_core, 4);
	model_reset(m);
	feed(m, dtl(5, ts += 1000, 3, 4, 18, 10, 1, 0, TBF));
	feed(m, dtl(5, ts += 1000, 3, 4, 13, 10, 1, 0, TBF));
	model_settle(m);
	model_stats_affinity(model_cpu_stats(m, 5), &a);
	CHECK_U64(a.dispatches, 2);
	CHECK_U64(a.same_proc, 0);
	CHECK_U64(a.same_core, 1);
	CHECK_U64(a.other_core, 1);
	model_free(m);

	/* SMT 6 is not a POWER mode: taken as 4, so 16 -> 19 is in the core,
	 * 19 -> 20 is not; the default (8) puts 16 .. 23 in one core. */
	m = model_new(&(struct model_opts){ .smt = 6 });
	feed(m, dtl(1, 1000, 3, 4, 16, 10, 1, 0, TBF));
	feed(m, dtl(1, 2000, 3, 4, 19, 10, 1, 0, TBF));
	feed(m, dtl(1, 3000, 3, 4, 20, 10, 1, 0, TBF));
	model_settle(m);
	model_stats_affinity(model_cpu_stats(m, 1), &a);
	CHECK_U64(a.same_core, 1);
	CHECK_U64(a.other_core, 1);
	model_free(m);
	m = model_new(NULL);
	feed(m, dtl(1, 1000, 3, 4, 16, 10, 1, 0, TBF));
	feed(m, dtl(1, 2000, 3, 4, 23, 10, 1, 0, TBF));
	feed(m, dtl(1, 3000, 3, 4, 24, 10, 1, 0, TBF));
	model_settle(m);
	model_stats_affinity(model_cpu_stats(m, 1), &a);
	CHECK_U64(a.same_core, 1);
	CHECK_U64(a.other_core, 1);
	model_free(m);
}

/* --history sizing: 10 buckets of 100 ms and 1024/60 recent entries per
 * second; a 40-byte slot and a 64-byte entry, rings rounded up to a power of
 * two. 4096 vCPUs have 512 MiB / 4096 = 128 KiB each: 60 s costs
 * 600 * 40 + 1024 * 64 = 89536 B, 61 s needs a 2048-entry ring (155472 B),
 * so 60 s is the most; 8192 vCPUs (64 KiB): 30 s (300 * 40 + 512 * 64 =
 * 44768 B), 31 s needs 1024 entries (77936 B). */
TEST(model_history_sizing)
{
	struct model_opts o;

	CHECK_U64(sizeof(struct model_recent), 64);
	memset(&o, 0, sizeof(o));
	CHECK_U64(model_opts_history(&o, 60, 1), 60);
	CHECK_U64(o.nbuckets, 600);
	CHECK_U64(o.recent, 1024);
	CHECK_U64(model_opts_history(&o, 120, 4), 120);
	CHECK_U64(o.nbuckets, 1200);
	CHECK_U64(o.recent, 2048);
	CHECK_U64(model_opts_history(&o, 5, 4), 5);	/* the ring's floor */
	CHECK_U64(o.nbuckets, 50);
	CHECK_U64(o.recent, MODEL_DEF_RECENT);
	CHECK_U64(model_opts_history(&o, 3600, 4096), 60);
	CHECK_U64(o.nbuckets, 600);
	CHECK_U64(o.recent, 1024);
	CHECK_U64(model_opts_history(&o, 3600, 8192), 30);
	CHECK_U64(o.nbuckets, 300);
	CHECK_U64(o.recent, 512);
	CHECK_U64(model_opts_history(&o, 0, 1), 1);
	CHECK_U64(model_opts_history(&o, 1u << 30, 1) <= MODEL_HISTORY_MAX_S, 1);

	/* a model so sized keeps 120 s of buckets: the first is still there */
	model_opts_history(&o, 120, 1);
	{
		struct model *m = model_new(&o);
		struct model_tl_bucket b;
		struct event ev = dtl(0, 1000000000ull, 1, 1, 0, 0, 0, 0, TBF);

		model_feed(m, &ev);
		ev.time = 120500000000ull;
		model_feed(m, &ev);
		CHECK(model_timeline_bucket(m, 0, 10, &b));
		CHECK_U64(b.dispatches, 1);
		model_free(m);
	}
}

/* grow_timeline: 10 buckets of 100 ms to start with; entries on two vCPUs
 * at 1.0 s, then every second to 100 s: the ring doubles to 10 * 2^7 = 1280
 * (the span is 991 buckets) and every bucket is still there, each with its one
 * dispatch, the first included; vCPU 1, seen once at the start, keeps it. */
TEST(model_timeline_grows_for_replay)
{
	struct model_opts o = { .nbuckets = 10, .grow_timeline = true };
	struct model *m = model_new(&o);
	struct model_tl_bucket b;
	struct event ev = dtl(1, 1000000000ull, 1, 1, 0, 0, 0, 0, TBF);

	model_feed(m, &ev);
	ev.cpu = 0;
	for (uint64_t s = 1; s <= 100; s++) {
		ev.time = s * 1000000000ull;
		model_feed(m, &ev);
	}
	CHECK_U64(model_options(m)->nbuckets, 1280);
	for (uint64_t s = 1; s <= 100; s++) {
		CHECK(model_timeline_bucket(m, 0, s * 10, &b));
		CHECK_U64(b.dispatches, 1);
		if (s < 100) {	/* bucket 1005 is past the newest event */
			CHECK(model_timeline_bucket(m, 0, s * 10 + 5, &b));
			CHECK_U64(b.dispatches, 0);
		}
	}
	CHECK(model_timeline_bucket(m, 1, 10, &b));
	CHECK_U64(b.dispatches, 1);
	model_free(m);

	/* without it the same feed keeps only the last 10 buckets */
	o.grow_timeline = false;
	m = model_new(&o);
	for (uint64_t s = 1; s <= 100; s++) {
		ev.time = s * 1000000000ull;
		model_feed(m, &ev);
	}
	CHECK(!model_timeline_bucket(m, 0, 10, &b));
	model_free(m);
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

/* Percentiles in one pass against the definition, from the sorted values:
 * the value of rank ceil(n * q) (at least 1), its bucket's upper bound,
 * clipped to max; 0 for none; max for ranks past the buckets' sum (n made
 * larger: inconsistent input). Several ranks in one bucket, ranks past an
 * empty stretch, exact buckets and sub-buckets; hist_percentile alone too. */
TEST(hist_percentiles_one_pass)
{
	static const unsigned int pm[] = { 0, 1, 500, 500, 900, 990, 999, 1000 };
	const size_t npm = sizeof(pm) / sizeof(pm[0]);
	uint64_t rnd = 12345;

	for (int round = 0; round < 400; round++) {
		struct hist h;
		uint32_t vals[40] = { 0 };
		uint64_t got[8], max = 0, extra = round % 11 == 3 ? 5 : 0;
		int n = round % 37, spread = round % 5;

		memset(&h, 0, sizeof(h));
		for (int i = 0; i < n; i++) {
			rnd = rnd * 6364136223846793005ULL + 1442695040888963407ULL;
			vals[i] = (uint32_t)((rnd >> 33) >> (spread * 7));
			hist_add(&h, vals[i]);
			max = vals[i] > max ? vals[i] : max;
		}
		qsort(vals, (size_t)n, sizeof(vals[0]), cmp_u32);
		h.n += extra;
		hist_percentiles(&h, pm, npm, max, got);
		for (size_t k = 0; k < npm; k++) {
			uint64_t rank = (h.n * pm[k] + 999) / 1000, want;

			rank = rank ? rank : 1;
			if (!h.n)
				want = 0;
			else if (rank > (uint64_t)n)
				want = max;
			else
				want = hist_bucket_upper(hist_bucket(vals[rank - 1])) < max
					? hist_bucket_upper(hist_bucket(vals[rank - 1])) : max;
			CHECK_U64(got[k], want);
			CHECK_U64(hist_percentile(&h, pm[k], max), want);
		}
	}
}
