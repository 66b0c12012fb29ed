/* SPDX-License-Identifier: GPL-2.0-only */
/* sim.h: the simulator source. A shared-processor pool model (sim-pool.c)
 * plays the hypervisor and a toy Linux scheduler; a kernel stand-in
 * (sim-kernel.c) writes what they produce into per-CPU perf rings and AUX
 * areas exactly as the vpa_dtl driver and perf would; the live source's
 * reader threads (readers.c) consume them. */
#ifndef DTLTOP_SIM_H
#define DTLTOP_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dtl.h"
#include "ring-walk.h"
#include "source.h"
#include "tracing-blob.h"

#define SIM_DEF_VCPUS   64
#define SIM_MAX_VCPUS   4096
/* The simulated LPAR's layout for chip rollups: vCPUs on chips of this
 * many (8 cores of SMT8, a POWER10 chip's worth). */
#define SIM_VCPUS_PER_CHIP 64
#define SIM_DEF_RATE    1000	/* dispatches per vCPU per second */
#define SIM_BOOT_TB     21349649546353231ull	/* seed 002's boot timebase */
#define SIM_TB_FREQ     512000000ull		/* POWER's 512 MHz timebase */
#define SIM_HOST_PAGE   65536u	/* the simulated LPAR's page size: -m counts these */
#define SIM_DATA_DEFAULT (16u << 10)	/* data ring per vCPU unless -m says */
/* The AUX area per vCPU unless -m says: perf record's DTL_AUX_DEFAULT while
 * the session's areas come to at most SIM_AUX_BUDGET, else halved down to
 * one simulated page (past 1024 vCPUs: 64 KiB, over a second of entries at
 * the default rate; the simulator waits for its readers rather than
 * overwrite what they have not read). */
#define SIM_AUX_BUDGET  (128ull << 20)
uint64_t sim_aux_default(uint32_t vcpus);
#define SIM_PMU_TYPE    42	/* vpa_dtl's type: a dynamic one, as sysfs would hand out */

/* The simulated LPAR's kernel, as its DTL entries and samples show it:
 * where its text starts, the H_CEDE call of its idle loop, the functions
 * the sched tracepoints and the vpa_dtl hrtimer fire in, and its MSR
 * (64-bit, little-endian: MSR_LE; clear it for a big-endian kernel). */
#define SIM_KERNEL_BASE  0xc000000000000000ull	/* _stext */
#define SIM_KERNEL_TEXT  0xc000000000010000ull
#define SIM_IP_CEDE      0xc0000000000f6e1cull
#define SIM_IP_SCHEDULE  0xc000000000f1b4a4ull	/* __schedule */
#define SIM_IP_TTWU      0xc0000000001a2c40ull	/* try_to_wake_up */
#define SIM_MSR          0x8000000000009033ull
#define SIM_MSR_LE       0x1ull
#define SIM_MSR_PR       0x4000ull	/* problem state: srr0 is a user address */

/* The kernel documentation's worked example (seed 002): with SIM_BOOT_TB
 * and SIM_TB_FREQ its entry prints at 105373.359913. */
#define SIM_SEED002_TB  21403600706628832ull
/* Its entry, dispatched on processor proc: decrementer_interrupt after
 * H_CEDE, intervals 4854 / 139 / 511842115. */
void sim_seed002_entry(struct dtl_entry *e, uint16_t proc);

/* The applications the simulated tasks are named after. */
#define SIM_APPS 14
const char *sim_app_name(uint32_t i);	/* i < SIM_APPS */

/* splitmix64: small and fast; each simulated vCPU keeps its own stream,
 * so runs are deterministic whatever order vCPUs are simulated in. */
static inline uint64_t sim_splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

struct sim_opts {
	uint32_t vcpus;		/* 0 = SIM_DEF_VCPUS */
	uint32_t rate;		/* 0 = SIM_DEF_RATE */
	uint32_t dtl_mask;	/* 0 = DTL_MASK_ALL */
	uint64_t poll_ns;	/* driver poll interval; 0 = the live default */
	unsigned readers;	/* 0 = min(vcpus, 8) */
	uint64_t data_size;	/* data ring per vCPU, bytes; 0 = SIM_DATA_DEFAULT */
	uint64_t aux_size;	/* AUX area per vCPU, bytes; 0 = sim_aux_default */
	uint64_t seed;
	const char *hotplug;	/* --sim-hotplug schedule (sim-hotplug.h); NULL: none */
	const struct ring_walk *walk;	/* make bench's floor (ring-walk.h) */
};

/* Open the simulator; it needs no privilege. NULL + err on failure. */
struct source *sim_open(const struct sim_opts *o, char *err, size_t errlen);

/* ---- the pool model (sim-pool.c), on its own for tests ---- */

/* What the model produces, in time order per vCPU. Times are ns on
 * CLOCK_MONOTONIC; DTL entries carry the matching timebase. */
struct sim_sink {
	void (*dtl)(void *arg, uint32_t cpu, const struct dtl_entry *e);
	void (*sched_switch)(void *arg, uint32_t cpu, uint64_t ns,
			     const struct raw_task *prev, int64_t prev_state,
			     const struct raw_task *next);
	void (*sched_wakeup)(void *arg, uint32_t cpu, uint64_t ns, int32_t waker,
			     const struct raw_task *wakee);
	void *arg;
};

struct sim_pool;

/* What a recording generator (contrib/dtlgen) asks of the pool beyond what
 * --simulate needs; all zero is --simulate's model, draw for draw. */
struct sim_pool_opts {
	/* A fixed share of runs ended by time slices, page faults, firmware,
	 * adjunct partitions and H_CONFER (the rest cede); all 0: time
	 * slices follow contention. */
	double p_slice, p_fault, p_firmware, p_adjunct, p_confer;
	double p_unknown;	/* per reason: a code past the tables (corrupt or future) */
	/* Bursts of back-to-back cedes, about burst_ns long, a vCPU's every
	 * burst_every_ns on average: more dispatches than the 85-entry log
	 * holds between two polls. 0: none. */
	uint64_t burst_ns, burst_every_ns;
	bool seed002;		/* vCPU 16 starts ceded; its first dispatch is
				 * the documentation's example (sim_seed002_entry) */
	bool big_endian;	/* the LPAR's kernel runs big-endian: MSR_LE clear */
	bool kernel_only;	/* srr0 in the kernel only: the recording has no
				 * maps of the tasks' binaries (sim-syms.h) */
};

#define SIM_POOL_TASKS 2	/* tasks per vCPU besides its swapper */
#define SIM_SEED002_CPU 16

struct sim_pool *sim_pool_new(uint32_t vcpus, uint32_t rate, uint32_t dtl_mask,
			      uint64_t t0_ns, uint64_t seed);
struct sim_pool *sim_pool_new_opts(uint32_t vcpus, uint32_t rate, uint32_t dtl_mask,
				   uint64_t t0_ns, uint64_t seed, const struct sim_pool_opts *o);
/* vCPU cpu's task k (0 .. SIM_POOL_TASKS - 1; SIM_POOL_TASKS: its
 * swapper), and the one running: names point into the pool. */
struct raw_task sim_pool_task(const struct sim_pool *p, uint32_t cpu, int k);
struct raw_task sim_pool_running(const struct sim_pool *p, uint32_t cpu);
void sim_pool_free(struct sim_pool *p);
/* Run every vCPU up to now_ns, handing what happens to the sink; stops
 * between vCPUs once *stop is set (may be NULL), so that an overloaded
 * simulation still ends at once. */
void sim_pool_advance(struct sim_pool *p, uint64_t now_ns, const struct sim_sink *s,
		      const bool *stop);
/* Take vCPU cpu offline at time t (it makes no event until it is back),
 * or bring it back online at t (idle, its first dispatch to come). */
void sim_pool_set_online(struct sim_pool *p, uint32_t cpu, bool on, uint64_t t);
uint32_t sim_pool_processors(const struct sim_pool *p);
/* The symbol (sim-syms.h) of the srr0 of vCPU cpu's latest dispatch: what
 * a sink's dtl callback may ask of the entry it is handed. */
uint32_t sim_pool_site(const struct sim_pool *p, uint32_t cpu);
/* The producer's next step: to the clock (real_ns), but at most max_ns
 * past the time it reached, so an overloaded simulation that lags the clock
 * sees a stop within one step instead of after catching up. */
uint64_t sim_step_target(uint64_t real_ns, uint64_t reached_ns, uint64_t max_ns);
#define SIM_STEP_MAX_NS 5000000ull	/* the longest step: 5 ms */
#define SIM_STEP_MIN_NS 20000ull	/* the shortest: 20 us */
/* The step's longest length after a step (cur_ns long) that had to wait
 * for a full ring, or did not: halved down to SIM_STEP_MIN_NS, or grown by
 * an eighth up to SIM_STEP_MAX_NS. A step writes a vCPU's events in one
 * go, so at a high --sim-rate a 5 ms step overfills its ring and waits for
 * its reader's next pass again and again; steps short enough for the rings
 * wait only when the readers really lag. */
uint64_t sim_step_adapt(uint64_t cur_ns, bool waited);
/* The lparcfg of the simulated partition: shared, uncapped, in pool 0 of
 * sim_pool_processors() processors, with 90 % of its vCPUs' mean load
 * entitled, so the load's swing takes it over its entitlement and back.
 * Its identity is simulated too: partition SIM_LPAR_ID "dtltop-simulated"
 * of weight 128 on an IBM,9080-HEX (POWER10 E1080) whose serial says SIM. */
#define SIM_LPAR_SERIAL "IBM,02SIM0001"
#define SIM_LPAR_TYPE "IBM,9080-HEX"
#define SIM_LPAR_NAME "dtltop-simulated"
#define SIM_LPAR_ID 3
#define SIM_LPAR_WEIGHT 128
void sim_pool_lparcfg(const struct sim_pool *p, struct lparcfg *out);
/* The time processors ran the pool's vCPUs, ns summed over its finished
 * runs (dispatch to the end of the run): what the simulated lparcfg's
 * pool_idle_time leaves of the pool's capacity. */
double sim_pool_busy_ns(const struct sim_pool *p);
/* Demand over capacity at t: above 1 the pool is oversubscribed. */
double sim_pool_contention(const struct sim_pool *p, uint64_t t_ns);

static inline uint64_t sim_tb(uint64_t ns)
{
	return SIM_BOOT_TB + ns / 125 * 64 + ns % 125 * 64 / 125;
}

#endif
