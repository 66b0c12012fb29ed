// SPDX-License-Identifier: GPL-2.0-only
/* The simulator's pool model stops promptly: an overloaded simulation that
 * lags the clock must see a stop within one step of one vCPU, not after
 * catching up on every vCPU's elapsed time (issue: SIGTERM took 6-14 s). */
#include <stdbool.h>
#include <stdint.h>

#include "harness.h"
#include "sim.h"

#define NV 64

struct count {
	uint64_t per_cpu[NV];
	bool *stop;		/* set on the first event when not NULL */
};

static void on_dtl(void *arg, uint32_t cpu, const struct dtl_entry *e)
{
	struct count *c = arg;

	(void)e;
	if (cpu < NV)
		c->per_cpu[cpu]++;
	if (c->stop)
		__atomic_store_n(c->stop, true, __ATOMIC_RELEASE);
}

static void on_switch(void *arg, uint32_t cpu, uint64_t ns, const struct raw_task *prev,
		      int64_t prev_state, const struct raw_task *next)
{
	(void)arg; (void)cpu; (void)ns; (void)prev; (void)prev_state; (void)next;
}

static void on_wakeup(void *arg, uint32_t cpu, uint64_t ns, int32_t waker,
		      const struct raw_task *wakee)
{
	(void)arg; (void)cpu; (void)ns; (void)waker; (void)wakee;
}

static unsigned cpus_with_events(const struct count *c)
{
	unsigned n = 0;

	for (unsigned i = 0; i < NV; i++)
		n += c->per_cpu[i] > 0;
	return n;
}

/* One second at 1000 dispatches a second puts entries on every vCPU; a
 * stop raised by the first entry leaves all but the vCPU being stepped
 * untouched, and the pool goes on from there when advanced again. */
TEST(sim_pool_stops_between_vcpus)
{
	const uint64_t t0 = 1000000000ull, t1 = t0 + 1000000000ull;
	struct sim_pool *free_run = sim_pool_new(NV, 1000, DTL_MASK_ALL, t0, 7);
	struct sim_pool *stopped = sim_pool_new(NV, 1000, DTL_MASK_ALL, t0, 7);
	struct count all = { { 0 }, NULL }, part = { { 0 }, NULL };
	bool stop = false, same = true;
	unsigned n_all = 0, n_stopped = 0;
	struct sim_sink s_all = { on_dtl, on_switch, on_wakeup, &all };
	struct sim_sink s_part = { on_dtl, on_switch, on_wakeup, &part };

	if (free_run && stopped) {
		sim_pool_advance(free_run, t1, &s_all, NULL);
		n_all = cpus_with_events(&all);
		part.stop = &stop;
		sim_pool_advance(stopped, t1, &s_part, &stop);
		n_stopped = cpus_with_events(&part);
		/* not lost, only deferred: the same seed gives the same entries */
		part.stop = NULL;
		sim_pool_advance(stopped, t1, &s_part, NULL);
		for (unsigned i = 0; i < NV; i++)
			same = same && part.per_cpu[i] == all.per_cpu[i];
	}
	sim_pool_free(free_run);
	sim_pool_free(stopped);
	CHECK(free_run && stopped);
	CHECK_U64(n_all, NV);
	CHECK_U64(n_stopped, 1);
	CHECK(same);
}

/* The producer's step: never more than its bound, whatever the lag; the
 * clock itself when it is closer. */
TEST(sim_step_bounded_when_lagging)
{
	CHECK_U64(sim_step_target(10000000000ull, 0, 5000000), 5000000);
	CHECK_U64(sim_step_target(10000000000ull, 9999000000ull, 5000000), 10000000000ull);
	CHECK_U64(sim_step_target(7000000ull, 2000000ull, 5000000), 7000000);
	CHECK_U64(sim_step_target(7000001ull, 2000000ull, 5000000), 7000000);
	CHECK_U64(sim_step_target(7000001ull, 2000000ull, 20000), 2020000);
	CHECK_U64(sim_step_target(5, 5, 5000000), 5);
}

/* The bound halves after a step that waited for a reader, down to 20 us
 * (5 ms / 2^8 = 19531 ns: eight waits reach the floor), and grows back by
 * an eighth a step, to 5 ms. */
TEST(sim_step_adapts_to_the_rings)
{
	uint64_t b = SIM_STEP_MAX_NS;
	int n;

	CHECK_U64(sim_step_adapt(b, true), 2500000);
	for (n = 0; n < 7; n++)
		b = sim_step_adapt(b, true);
	CHECK_U64(b, 39062);
	CHECK_U64(sim_step_adapt(b, true), SIM_STEP_MIN_NS);
	CHECK_U64(sim_step_adapt(SIM_STEP_MIN_NS, true), SIM_STEP_MIN_NS);
	CHECK_U64(sim_step_adapt(SIM_STEP_MIN_NS, false), 22500);
	CHECK_U64(sim_step_adapt(4900000, false), SIM_STEP_MAX_NS);
	/* from the floor back to 5 ms: 20000 * (9/8)^n >= 5e6, n = 47 */
	b = SIM_STEP_MIN_NS;
	for (n = 0; b < SIM_STEP_MAX_NS; n++)
		b = sim_step_adapt(b, false);
	CHECK(n >= 46 && n <= 48);
}

/* What a recording generator asks of the pool (sim_pool_opts). */
struct opts_seen {
	struct dtl_entry first16;	/* vCPU 16's first entry */
	uint64_t n16, entries, unknown, le_msr, max_per_window, fw_adj;
	uint64_t window, in_window;	/* entries per 10 ms window, of vCPU 0 */
};

static void opts_dtl(void *arg, uint32_t cpu, const struct dtl_entry *e)
{
	struct opts_seen *o = arg;
	uint64_t w = (e->timebase - SIM_BOOT_TB) / 5120000;	/* 10 ms of timebase */

	if (cpu == 16 && !o->n16++)
		o->first16 = *e;
	o->entries++;
	o->unknown += e->dispatch_reason >= DTL_DISPATCH_REASONS ||
		      e->preempt_reason >= DTL_PREEMPT_REASONS;
	o->le_msr += (e->srr1 & SIM_MSR_LE) != 0;
	o->fw_adj += e->preempt_reason == DTL_PREEMPT_FIRMWARE ||
		     e->preempt_reason >= DTL_PREEMPT_H_CONFER_ADJUNCT;
	if (cpu)
		return;
	if (w != o->window)
		o->in_window = 0;
	o->window = w;
	if (++o->in_window > o->max_per_window)
		o->max_per_window = o->in_window;
}

static void run_opts(const struct sim_pool_opts *po, uint64_t t0, struct opts_seen *seen)
{
	struct sim_pool *p = sim_pool_new_opts(17, 1000, DTL_MASK_ALL, t0, 3, po);
	struct sim_sink s = { opts_dtl, on_switch, on_wakeup, seen };

	memset(seen, 0, sizeof(*seen));
	if (p)
		sim_pool_advance(p, t0 + 2000000000ull, &s, NULL);
	sim_pool_free(p);
}

/* Off, the pool is --simulate's; seed002 puts the documentation's entry
 * first on vCPU 16; big_endian clears MSR_LE; p_unknown 1 makes every
 * reason unknown; a mix of firmware and adjunct preemptions only has
 * them; bursts overfill the 85-entry log within 10 ms. */
TEST(sim_pool_opts_for_recordings)
{
	const uint64_t t0 = (SIM_SEED002_TB - SIM_BOOT_TB) * 125 / 64 - 1000000000ull;
	struct sim_pool_opts po = { 0 };
	struct opts_seen s = { 0 };

	run_opts(&po, t0, &s);
	CHECK(s.entries > 17 * 1500 && s.unknown == 0 && s.le_msr == s.entries && !s.fw_adj);
	CHECK(s.max_per_window < DTL_LOG_ENTRIES);
	po.seed002 = po.big_endian = true;
	run_opts(&po, t0, &s);
	CHECK_U64(s.first16.timebase, SIM_SEED002_TB);
	CHECK_U64(s.first16.waiting_to_ready, 511842115);
	CHECK_U64(s.first16.enqueue_to_dispatch, 4854);
	CHECK_U64(s.first16.dispatch_reason, 3);
	CHECK_U64(s.first16.preempt_reason, DTL_PREEMPT_H_CEDE);
	CHECK_U64(s.le_msr, 1);		/* the example's own MSR */
	po = (struct sim_pool_opts){ .p_unknown = 1 };
	run_opts(&po, t0, &s);
	CHECK_U64(s.unknown, s.entries);
	po = (struct sim_pool_opts){ .p_firmware = 0.5, .p_adjunct = 0.5 };
	run_opts(&po, t0, &s);
	CHECK(s.entries > 17 * 1500 && s.fw_adj == s.entries);
	po = (struct sim_pool_opts){ .burst_ns = 5000000, .burst_every_ns = 300000000 };
	run_opts(&po, t0, &s);
	CHECK(s.max_per_window > DTL_LOG_ENTRIES);
}

/* The AUX area unless -m says: perf record's 128 KiB while 128 MiB holds
 * every vCPU's (1024 of them), one 64 KiB page past that, never less. */
TEST(sim_aux_default_by_vcpus)
{
	CHECK_U64(sim_aux_default(1), 128u << 10);
	CHECK_U64(sim_aux_default(64), 128u << 10);
	CHECK_U64(sim_aux_default(1024), 128u << 10);
	CHECK_U64(sim_aux_default(1025), 64u << 10);
	CHECK_U64(sim_aux_default(1920), 64u << 10);
	CHECK_U64(sim_aux_default(SIM_MAX_VCPUS), 64u << 10);
}
