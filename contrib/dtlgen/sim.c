// SPDX-License-Identifier: GPL-2.0-only
/* sim.c: dtlgen's world is the product simulator's pool (src/source/sim/sim-pool.c):
 * its options become the pool's (reason mix, bursts, unknown reasons, the
 * seed 002 example), and the pool's vCPUs and tasks become the recording's. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dtlgen.h"

#define BURST_EVERY_S 0.7	/* mean seconds between bursts per vCPU */

/* Share of runs ended by time slices, page faults, firmware, adjunct
 * partitions and H_CONFER, per --mix (the rest cede). */
static const struct { double slice, fault, firmware, adjunct, confer; } mix_p[4] = {
	[MIX_CEDE]    = { .10, .02, .02, .01, .05 },
	[MIX_PREEMPT] = { .70, .05, .03, .02, .05 },
	[MIX_FAULT]   = { .15, .58, .02, .02, .03 },
	[MIX_MIXED]   = { .30, .12, .03, .02, .08 },
};

/* Upstream perf's formula, so sched timestamps interleave with DTL ones
 * exactly as perf would order them. */
uint64_t tb_to_ns(const struct gen *g, uint64_t tb)
{
	const struct dtl_boottb b = { g->boot_tb, g->tb_freq };

	return dtl_tb_to_ns(&b, tb);
}

uint64_t ticks_to_ns(const struct gen *g, uint64_t ticks)
{
	return (uint64_t)((unsigned __int128)ticks * 1000000000u / g->tb_freq);
}

static struct sim_pool *new_pool(const struct gen *g)
{
	const struct opts *o = &g->o;
	struct sim_pool_opts po = {
		.p_slice = mix_p[o->mix].slice,
		.p_fault = mix_p[o->mix].fault,
		.p_firmware = mix_p[o->mix].firmware,
		.p_adjunct = mix_p[o->mix].adjunct,
		.p_confer = mix_p[o->mix].confer,
		.p_unknown = o->unknown ? 0.02 : 0,
		/* the 85-entry log overfills between two polls */
		.burst_ns = g->poll / 2,
		.burst_every_ns = (uint64_t)(BURST_EVERY_S * 1e9),
		.seed002 = o->seed002,
		.big_endian = o->big_endian,
		/* user addresses only where MMAP2 records name the binaries */
		.kernel_only = !o->sched,
	};

	return sim_pool_new_opts((uint32_t)o->cpus, (uint32_t)o->rate, DTL_MASK_ALL, g->t0,
				 o->seed, &po);
}

int sim_init(struct gen *g)
{
	g->pool = new_pool(g);
	if (!g->pool)
		return -1;
	for (int c = 0; c < g->o.cpus; c++) {
		struct vcpu *v = &g->cpus[c];
		struct raw_task run = sim_pool_running(g->pool, (uint32_t)c);

		v->cpu = c;
		v->cur = -1;
		for (int k = 0; k < TASKS_PER_CPU; k++) {
			v->tasks[k].rt = sim_pool_task(g->pool, (uint32_t)c, k);
			if (run.pid && run.pid == v->tasks[k].rt.pid)
				v->cur = k;
		}
	}
	return 0;
}

void sim_free(struct gen *g)
{
	sim_pool_free(g->pool);
}

int sim_until(struct gen *g, uint64_t ns)
{
	struct sim_sink s = gen_sink(g);

	sim_pool_advance(g->pool, ns, &s, NULL);
	errno = g->err;
	return g->err ? -1 : 0;
}
