/* SPDX-License-Identifier: GPL-2.0-only */
/* metrics.h: the cumulative counters the fleet exporters serve (OpenMetrics,
 * InfluxDB), copied out of the model into a snapshot the serving threads own. */
#ifndef DTLTOP_METRICS_H
#define DTLTOP_METRICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dtl.h"
#include "event.h"

struct model;

/* Dispatch latency histogram bounds: le = 2^k us, k = 0 .. METRICS_LAT_BOUNDS - 1
 * (1 us .. 131.072 ms), then +Inf. At POWER's 512 MHz timebase each bound is
 * a bucket edge of the model's histogram (hist.h): every latency below a
 * bound counts under it; one of exactly the bound's ticks starts the next
 * histogram bucket, so it counts under the next bound. */
#define METRICS_LAT_BOUNDS 18

/* Per-task series: keyed by command name (comm), at most this many comms
 * (--metrics-tasks) and one more, METRICS_OTHER, for every other. */
#define METRICS_MAX_TASKS 100
#define METRICS_DEF_TASKS 10
#define METRICS_OTHER "[other]"

/* How per-vCPU series are labelled (--metrics-by). */
enum metrics_by { METRICS_BY_VCPU, METRICS_BY_CORE, METRICS_BY_CHIP, METRICS_BY_LPAR };

/* One vCPU (or one core or chip once rolled up): counters since the start. */
struct metrics_cpu {
	uint32_t id;		/* vCPU, core or chip number */
	uint64_t events, dispatches, sched_switch;
	uint64_t steal_ns, off_vol_ns, off_invol_ns;
};

/* One command name: its tasks' counters added up. */
struct metrics_task {
	char comm[TASK_COMM_LEN + 1];
	uint64_t steal_ns, preempts;
};

/* A snapshot: everything since the session started. */
struct metrics {
	struct metrics_cpu *cpus;	/* by id ascending */
	size_t ncpus;
	uint64_t events, lost, qdrop, dtl_full_polls, aux_overruns, aux_overrun_bytes,
		 aux_truncated;
	uint64_t dispatch_reasons[DTL_REASON_SLOTS], preempt_reasons[DTL_REASON_SLOTS];
	/* lat_le[k]: dispatches with latency <= bound k; lat_le[BOUNDS]: all */
	uint64_t lat_le[METRICS_LAT_BOUNDS + 1];
	uint64_t lat_sum_ns;
	uint64_t aff_thread, aff_core;	/* affinity misses: same core, other core */
	/* metrics_of_*: every comm, steal descending; once served
	 * (metrics_tasks_serve): the served comms, then METRICS_OTHER */
	struct metrics_task *tasks;
	size_t ntasks;
	uint64_t first_ns, end_ns;	/* recorded time of the first event, and up to where */
	bool any;			/* some event was counted */
	uint64_t offline;		/* vCPUs offline at the end (CPU hotplug): a
					 * state, the latest window's, not a sum */
};

/* Latency bound k in ns (k < METRICS_LAT_BOUNDS). */
static inline uint64_t metrics_lat_bound_ns(unsigned int k)
{
	return 1000ull << k;
}

/* Accumulates the windows of a model that is reset after each one (batch):
 * the counters of every window added so far, tasks in a bounded table. */
struct metrics_acc;
struct metrics_acc *metrics_acc_new(void);
void metrics_acc_free(struct metrics_acc *a);
/* Add m's counters (settled: model_settle) up to end_ns. -1: out of memory
 * (the window is then only partly added). */
int metrics_acc_add(struct metrics_acc *a, const struct model *m, uint64_t end_ns);

/* A snapshot of a cumulative model (settled; the interactive session's,
 * never reset) or of an accumulator, with every comm's tasks added up.
 * out is overwritten (metrics_free it). -1: out of memory. */
int metrics_of_model(const struct model *m, uint64_t end_ns, struct metrics *out);
int metrics_of_acc(const struct metrics_acc *a, struct metrics *out);
void metrics_free(struct metrics *s);

/* The task series a session serves, kept from one snapshot to the next so
 * that every served counter only grows (Prometheus reads a drop as a
 * restart). A comm, once served, stays served; at most max comms, the first
 * ones with steal, by steal; every other comm's counts go to METRICS_OTHER.
 * A comm's series may start above 0 but never takes from METRICS_OTHER
 * what it has served: it starts at what it had less what METRICS_OTHER
 * already showed of it. */
struct metrics_tasks;
struct metrics_tasks *metrics_tasks_new(size_t max);
void metrics_tasks_free(struct metrics_tasks *ts);
/* Replace s's tasks (every comm, metrics_of_*) by the served series:
 * the served comms by steal descending, then METRICS_OTHER. -1: out of
 * memory (s's tasks are then none). */
int metrics_tasks_serve(struct metrics_tasks *ts, struct metrics *s);

/* Roll the per-vCPU rows up per core or chip (group_of[cpu], below n; a
 * vCPU past it or mapped to UINT32_MAX goes to group UINT32_MAX, "unknown")
 * or all into one row, id 0 (METRICS_BY_LPAR). METRICS_BY_VCPU: nothing.
 * -1: out of memory. */
int metrics_rollup(struct metrics *s, enum metrics_by by, const uint32_t *group_of, size_t n);

/* Physical processors used between two snapshots prev and now of the same
 * session, as lparstat's physc: the vCPUs with events in between, each the
 * interval minus its off-CPU time (at least 0), summed, over the interval
 * (prev NULL: from now's first event). false when no time passed, no
 * vCPU had events or none had a DTL entry (sched-only: not known). */
bool metrics_physc(const struct metrics *now, const struct metrics *prev, double *physc);

#endif
