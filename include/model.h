/* SPDX-License-Identifier: GPL-2.0-only */
/* model.h: what dtltop knows about the partition, per vCPU and for the whole
 * LPAR, built from the typed events (event.h) and read by the views. */
#ifndef DTLTOP_MODEL_H
#define DTLTOP_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"
#include "hist.h"

struct model;

/* A zero field means "use the default". */
struct model_opts {
	uint64_t bucket_ns;	/* timeline bucket width, default 1e9/10; clamped to 4e9 */
	uint32_t nbuckets;	/* timeline buckets kept per vCPU, default 600 */
	/* A replay's timeline: keep every bucket from the first event's on,
	 * doubling nbuckets (model_options says how many) rather than recycle
	 * one, up to MODEL_TL_GROW_BUDGET bytes of slots for all vCPUs; past
	 * that the oldest are recycled as without it. */
	bool grow_timeline;
	uint32_t recent;	/* recent-entry ring per vCPU, default 256 */
	uint32_t max_tasks;	/* tasks table bound, default 4096 (+ "[other]") */
	/* Hardware threads per physical core in processor_id numbering, for
	 * the affinity levels: default 8, rounded down to a power of two (the
	 * POWER SMT modes are 1, 2, 4 and 8). */
	uint32_t smt;
	/* Keep no timeline, no recent-entry rings and no reason matrices,
	 * for views that show none of them (batch output): the timeline and
	 * recent-entry accessors then find nothing, the matrices read zero;
	 * every window counter is the same. */
	bool counters_only;
};

#define MODEL_DEF_BUCKET_NS 100000000ull
#define MODEL_MAX_BUCKET_NS 4000000000ull
#define MODEL_DEF_NBUCKETS  600
#define MODEL_DEF_RECENT    256
#define MODEL_TL_GROW_BUDGET (1ull << 30)
#define MODEL_DEF_MAX_TASKS 4096
#define MODEL_MAX_CPU       65536	/* cpu >= this: counted in bad_cpu, ignored */
#define MODEL_MAX_PROCS     1024	/* distinct processors tracked per vCPU */
#define MODEL_CPU_TASKS     16		/* per-vCPU task slots for drill-down */
/* Dispatch x preempt reason matrix cells: values >= 15 share the last
 * row/column ("other"); real reasons stop at 10. */
#define MODEL_MX            16

/* History of a live or simulated session (--history): the timeline keeps
 * seconds of default-width buckets and each vCPU's recent-entry ring about
 * MODEL_HISTORY_RECENT_PER_MIN entries per minute (at least the default),
 * for ncpus vCPUs (0: 1) within MODEL_HISTORY_BUDGET bytes for all of them
 * (timeline slots plus rings, rounded up to their power of two): past it
 * both shrink alike. Sets o->nbuckets and o->recent; returns the seconds
 * of timeline actually kept (<= seconds). */
#define MODEL_HISTORY_DEF_S         60
#define MODEL_HISTORY_MAX_S         86400
#define MODEL_HISTORY_RECENT_PER_MIN 1024
#define MODEL_HISTORY_BUDGET        (512ull << 20)
uint32_t model_opts_history(struct model_opts *o, uint32_t seconds, uint32_t ncpus);

struct model *model_new(const struct model_opts *o);	/* o may be NULL */
void model_free(struct model *m);

/* Hot path: events arrive in time order (out-of-order ones are tolerated). */
void model_feed(struct model *m, const struct event *ev);
/* The same for n events in a row, without a call per event. */
void model_feed_n(struct model *m, const struct event *ev, size_t n);

/* Optional: start loading what model_feed(m, ev) will touch. A source that
 * holds a batch of events (the live merge) calls it some events ahead with
 * near 0, then a few events ahead with near 1, so the cache misses of
 * hundreds of vCPUs overlap instead of queuing one after the other. */
void model_prefetch(const struct model *m, const struct event *ev, int near);

/* Merge from into into (model-merge.c): two counters-only models in their
 * first window, fed the events of disjoint sets of vCPUs of one stream in
 * time order, into the model the whole stream would have built, exactly
 * but for a task's vCPU tally once approximate (model-merge.c: no batch
 * view shows it). -1 where that cannot be known (see there) or memory ran out; both are
 * then only fit to be freed. from, emptied, is still the caller's. */
int model_absorb(struct model *into, struct model *from);

/* Start a new snapshot window: zero every window counter (per vCPU, LPAR,
 * tasks table) but keep the continuity state: running task of each vCPU,
 * last processor_id (affinity), timeline, recent-entry rings, tb_freq. */
void model_reset(struct model *m);

const struct model_opts *model_options(const struct model *m); /* effective */

/* Take a snapshot: derive what the feed does not keep up to date (the
 * per-vCPU derived counters, the LPAR totals and span, the cpu order, the
 * tasks tables' pending charges). Every read below returns what the last
 * model_settle saw; call it after feeding and before reading, under the
 * lock that guards the feed if there is one. Timeline and recent-entry
 * reads (model_timeline_*, model_recent_*, model_newest) need none. */
void model_settle(struct model *m);

/* Tracepoints model_stats counts by name; see model_tp_name. */
#define MODEL_TP_SLOTS 64

/* Window counters of one vCPU (or the LPAR totals, model_totals()).
 * Times are timebase ticks unless the name says ns. */
struct model_stats {
	uint64_t events;		/* events of any kind on this vCPU */
	uint64_t dispatches;		/* EV_DTL entries */
	/* Kernel steal definition (time.c scan_dispatch_log):
	 * enqueue_to_dispatch + ready_to_enqueue. steal_ns converts each entry
	 * as floor(ticks * 1e9 / tb_freq) (exact, 128-bit) and sums those. */
	uint64_t steal_ticks;
	uint64_t steal_ns;
	/* enqueue_to_dispatch ticks; lat_min/lat_max meaningful if dispatches */
	uint64_t lat_min, lat_max, lat_sum;
	/* off = waiting_to_ready + ready_to_enqueue + enqueue_to_dispatch,
	 * split by dtl_preempt_involuntary(preempt_reason) */
	uint64_t off_vol_ticks;
	uint64_t off_invol_ticks;
	uint64_t affinity_misses;	/* processor_id != previous entry's */
	/* ... of which on another thread of the previous entry's physical core
	 * (model_opts.smt); model_stats_affinity gives the levels */
	uint64_t affinity_core_misses;
	uint64_t affinity_first;	/* 1: the vCPU's first entry ever (no previous) */
	uint64_t processors;		/* distinct physical processors */
	uint64_t processors_dropped;	/* entries on processors past the cap */
	uint64_t aux_polls;		/* EV_AUX records */
	uint64_t dtl_full_polls;	/* EV_AUX with entries >= DTL_FULL_THRESHOLD */
	uint64_t aux_truncated;		/* EV_AUX flags & (TRUNCATED|PARTIAL|COLLISION) */
	uint64_t aux_overruns;		/* EV_OVERRUN: the AUX area found full */
	uint64_t aux_overrun_bytes;	/* ... and the bytes overwritten unread */
	uint64_t dtl_buffer_lost;	/* EV_OVERRUN buffer_lost: another vpa_dtl
					 * user took the CPU's DTL buffer */
	/* EV_DISPATCH_STATS (vcpudispatch_stats, no DTL entries): dispatches
	 * counted by the kernel, and where they landed (ev_dispatch_stats) */
	uint64_t ds_dispatches, ds_same_cpu, ds_same_chip, ds_diff_chip, ds_far_chip;
	uint64_t ds_numa_home, ds_numa_remote, ds_numa_far;
	uint64_t lost;			/* sum of EV_LOST */
	uint64_t qdrop;			/* sum of EV_DROPPED: dtltop's queue */
	/* Tracepoint samples, each counted once: sched_switch, sched_wakeup,
	 * sched_waking and sched_wakeup_new are the tracepoints of those names;
	 * every other tracepoint (and one of those four whose format lacks the
	 * fields dtltop reads) in tp[] by name (model_tp_name); sched_other is
	 * the sched:* ones of tp[]. */
	uint64_t sched_switch, sched_wakeup, sched_waking, sched_wakeup_new;
	uint64_t sched_other;
	uint64_t first_ns, last_ns;	/* valid if events */
	uint64_t tb_freq;		/* last seen; kept across resets */
	uint64_t dispatch_reasons[DTL_REASON_SLOTS];
	uint64_t preempt_reasons[DTL_REASON_SLOTS];
	struct hist lat;		/* enqueue_to_dispatch ticks */
	uint64_t tp[MODEL_TP_SLOTS];	/* see sched_other; the last is "[other]" */
};

/* model-tracepoints.c: the names of the tracepoints model_stats.tp counts,
 * one table for the process (so vCPUs move between models and snapshots
 * subtract slot by slot), filled as names first come, never emptied. The
 * last slot, "[other]", counts the names past the first MODEL_TP_SLOTS - 1
 * (and any over 255 bytes). */
const char *model_tp_name(unsigned int slot);	/* NULL: slot not in use */
/* The slot of tracepoint "system:name" (NULL: "[unknown]"), taken if new. */
unsigned int model_tp_slot(const char *name);
/* The slots s counted any sample in, by name ("[other]" last): how many. */
size_t model_tp_used(const struct model_stats *s, unsigned int out[MODEL_TP_SLOTS]);
/* Sum of all tracepoint samples of s: the named four and tp[]. */
uint64_t model_stats_tracepoints(const struct model_stats *s);

/* Dispatches by where they ran relative to the previous dispatch of the
 * same vCPU, like /proc/powerpc/vcpudispatch_stats and AIX mpstat -d: the
 * same physical processor (hardware thread), another thread of the same
 * core (processor_id / smt, as the kernel's cpu_first_thread_sibling), or
 * another core. Which chip or node a processor is on the DTL does not say
 * (the kernel asks the hypervisor, H_HOME_NODE_ASSOCIATIVITY), so another
 * core is the farthest level known. */
struct model_affinity {
	uint64_t dispatches;	/* that had a previous dispatch: the sum below */
	uint64_t same_proc, same_core, other_core;
};
void model_stats_affinity(const struct model_stats *s, struct model_affinity *out);

/* p50 = 500, p90 = 900, p99 = 990, p99.9 = 999 (see hist_percentile). */
uint64_t model_stats_pct(const struct model_stats *s, unsigned int permille);
/* The four the batch views print, in one pass over the histogram. */
struct model_pcts {
	uint64_t p50, p90, p99, p999;
};
void model_stats_pcts(const struct model_stats *s, struct model_pcts *out);

/* model-delta.c: the counters between two snapshots of the same vCPU (or
 * of the LPAR totals), now minus prev, for a per-interval view: counters,
 * reasons and the latency histogram (bucket-wise) are differences;
 * processors and tb_freq are now's; lat_min/lat_max are bounded by the
 * difference's lowest and highest buckets (the exact ones are lost);
 * first_ns is prev's last_ns (or now's first_ns if prev had no events). */
void model_stats_delta(struct model_stats *out, const struct model_stats *now,
		       const struct model_stats *prev);
/* The same for the scalar counters only (no reasons, no histogram): cheap
 * enough for every row of a frame. */
void model_stats_delta_counts(struct model_stats *out, const struct model_stats *now,
			      const struct model_stats *prev);

/* model-delta.c: a model_stats kept small, for copies of every vCPU taken
 * often (the interactive view's refresh ticks): the scalar counters whole,
 * of each array only the slots the model's LPAR totals (model_lpar) have
 * in use. Those totals are the vCPUs' sums, so a slot they have empty is
 * empty in every vCPU of that model; a shape taken from them fits every
 * vCPU packed at the same moment. */
struct model_stats_shape {
	uint16_t nd, np;	/* dispatch_reasons, preempt_reasons: [0, nd), [0, np) */
	uint16_t hlo, hhi;	/* lat.b: [hlo, hhi) */
	uint16_t ntp;		/* tp: [0, ntp) */
	uint16_t words;		/* a packed copy's size, in uint64_t */
};
void model_stats_shape_of(const struct model_stats *tot, struct model_stats_shape *sh);
/* s into out (sh->words words); s must fit sh (see above). */
void model_stats_pack(uint64_t *out, const struct model_stats *s,
		      const struct model_stats_shape *sh);
/* A packed copy back: with arrays, all of out; without, the scalar
 * counters and tp only (what model_stats_delta_counts reads), the reasons
 * and the histogram left as they were. */
void model_stats_unpack(struct model_stats *out, const uint64_t *in,
			const struct model_stats_shape *sh, bool arrays);

/* Partition-wide window counters. */
struct model_global {
	uint64_t events;	/* every event fed in this window */
	uint64_t lost;		/* sum of EV_LOST, whatever its cpu */
	uint64_t qdrop;		/* sum of EV_DROPPED, whatever its cpu */
	uint64_t bad_cpu;	/* events ignored: cpu >= MODEL_MAX_CPU */
	uint64_t nomem;		/* events dropped: a vCPU could not be allocated */
	uint64_t first_ns, last_ns;	/* span of all events; valid if events */
	uint64_t windows;	/* model_reset calls so far */
	uint64_t active;	/* vCPUs with events in this window */
};
const struct model_global *model_global(const struct model *m);

/* LPAR totals: counters summed over the vCPUs with events in the window,
 * min/max/first/last combined, histograms merged, processors = distinct
 * physical processors over all vCPUs, tb_freq = the first vCPU's. */
const struct model_stats *model_lpar(const struct model *m);
void model_totals(const struct model *m, struct model_stats *out); /* a copy */

/* Reason counters of a set of vCPUs: dispatches, each reason's count and
 * the dispatch x preempt matrix (zero in a counters_only model). */
struct model_reason_sums {
	uint64_t dispatches;
	uint64_t dispatch_reasons[DTL_REASON_SLOTS];
	uint64_t preempt_reasons[DTL_REASON_SLOTS];
	uint64_t mx[MODEL_MX][MODEL_MX];	/* [dispatch][preempt] */
};
/* Over the vCPUs whose bit is set in cpus (MODEL_MAX_CPU bits, bit c of
 * word c / 64), or over the whole LPAR when cpus is NULL. */
void model_reason_sums(const struct model *m, const uint64_t *cpus,
		       struct model_reason_sums *out);

/* vCPUs ever seen, in cpu order: i in [0, model_ncpus). */
size_t model_ncpus(const struct model *m);
uint32_t model_cpu_id(const struct model *m, size_t i);
/* NULL if cpu was never seen. st->events == 0: nothing in this window. */
const struct model_stats *model_cpu_stats(const struct model *m, uint32_t cpu);

/* Physical processors of cpu in this window, unordered. */
struct model_proc {
	uint16_t id;
	uint64_t count;
};
size_t model_cpu_procs(const struct model *m, uint32_t cpu,
		       struct model_proc *out, size_t max);

/* Reason counters as (name, count), zero counts omitted, in value order.
 * Values sharing a name (dispatch 1 and 5) are merged into one entry, so
 * names are unique (JSON keys). Unknown values are named "reason_N". */
struct model_reason {
	char name[40];
	uint64_t count;
	uint8_t value;		/* the first value carrying this name */
};
size_t model_reasons(const uint64_t counts[DTL_REASON_SLOTS], bool preempt,
		     struct model_reason out[DTL_REASON_SLOTS]);

/* Tasks. A task is (pid, comm); steal_ns is charged to the task running on
 * the vCPU (last sched_switch next_*) for every involuntary DTL entry;
 * pid -1 "unknown" before any switch was seen; pid -1 "[other]" collects
 * what did not fit in the bounded tables. */
struct model_task {
	int32_t pid;
	char comm[TASK_COMM_LEN + 1];	/* always NUL-terminated */
	uint64_t steal_ns;
	uint64_t preempts;		/* involuntary entries charged */
};
size_t model_task_count(const struct model *m);	/* includes "[other]" if used */
const struct model_task *model_task_at(const struct model *m, size_t i);
/* Up to max tasks by steal_ns descending, ties by pid then comm. */
size_t model_top_tasks(const struct model *m, const struct model_task **out,
		       size_t max);
/* What hit a task of the LPAR table (model_task_at, model_top_tasks; not
 * the per-vCPU slots): its involuntary entries by preempt reason and the
 * vCPUs it paid on. The vCPU tally is bounded: MODEL_TASK_CPUS slots, the
 * one with the least steal making room for a new vCPU. */
#define MODEL_TASK_CPUS 8
struct model_task_cpu {
	uint32_t cpu;
	uint64_t preempts;
	uint64_t steal_ns;
};
struct model_task_detail {
	/* involuntary entries by preempt reason; values >= MODEL_MX - 1
	 * share the last slot; sums to the task's preempts */
	uint64_t preempt_reasons[MODEL_MX];
	struct model_task_cpu cpus[MODEL_TASK_CPUS];	/* steal descending */
	uint32_t ncpus_kept;	/* cpus[0 .. ncpus_kept) */
	/* vCPUs charged: exact while !cpus_approx; once a slot was given up
	 * a vCPU coming back counts again, so this is an upper bound */
	uint32_t ncpus;
	bool cpus_approx;
};
/* false if t is not an entry of the LPAR table (out is zeroed). */
bool model_task_detail(const struct model *m, const struct model_task *t,
		       struct model_task_detail *out);
/* The span the tasks' steal series cover, the same for every task: from
 * timeline bucket *first (the table's first charge), *n bins of *width
 * buckets each, the last the newest charged. The series keep
 * opts.nbuckets bins; a charge past the last doubles the width, pairs of
 * bins merging (a doubling histogram), so the span is the whole session's
 * at a resolution that halves as it grows. false before any charge and
 * for a counters_only model. */
bool model_task_series_span(const struct model *m, uint64_t *first, size_t *n,
			    uint64_t *width);
/* Steal of task t in bins 0 .. n - 1 of that span (ns, each charged to the
 * bucket its vCPU's timeline was in; µs resolution) into out[0..n);
 * returns how many bins the series holds (up to n; 0: no series, all 0). */
size_t model_task_series(const struct model *m, const struct model_task *t, size_t n,
			 uint64_t *out);
/* The LPAR table by command: every task (pid) with the same comm summed,
 * steal descending, ties by comm. *out is malloc'd (free it); returns how
 * many (0: no task, or out of memory). A command's detail sums its tasks'
 * (its vCPUs merged, approximate past MODEL_TASK_CPUS), its series theirs. */
struct model_command {
	char comm[TASK_COMM_LEN + 1];
	uint64_t steal_ns, preempts;
	uint32_t pids;		/* tasks of the table with this comm */
};
size_t model_commands(const struct model *m, struct model_command **out);
void model_command_detail(const struct model *m, const char *comm,
			  struct model_task_detail *out);
size_t model_command_series(const struct model *m, const char *comm, size_t n, uint64_t *out);
/* Per-vCPU drill-down: up to MODEL_CPU_TASKS tasks (when full the smallest
 * is evicted into the vCPU's "[other]", returned last if used). */
size_t model_cpu_tasks(const struct model *m, uint32_t cpu,
		       const struct model_task **out, size_t max);
/* The task running on cpu now (continuity state); false if cpu unseen. */
bool model_cpu_current(const struct model *m, uint32_t cpu, int32_t *pid,
		       const char **comm);

/* Timeline: bucket number b covers [b * bucket_ns, (b + 1) * bucket_ns).
 * Each vCPU keeps the last nbuckets buckets (up to model_timeline_last()). */
struct model_tl_bucket {
	uint64_t bno;
	uint64_t start_ns;
	uint64_t running_ns;	/* covered time not off-CPU (derived) */
	uint64_t idle_ns;	/* voluntary off-CPU */
	uint64_t wait_ns;	/* involuntary off-CPU (steal part, and the
				 * waiting part unless it was a fault) */
	uint64_t fault_ns;	/* waiting part of preempt reasons 5 and 6 */
	uint32_t dispatches;
	bool has_data;		/* this vCPU recorded something in the bucket */
};
/* Newest bucket number seen on any vCPU; false if none yet. */
bool model_timeline_last(const struct model *m, uint64_t *bno);
/* false when bno is outside the kept range or cpu unseen. running_ns is the
 * bucket's time up to the newest event minus the off-CPU parts. */
bool model_timeline_bucket(const struct model *m, uint32_t cpu, uint64_t bno,
			   struct model_tl_bucket *out);

/* Recent-entry ring: DTL entries and sched_switches of one vCPU. */
struct model_recent {
	uint64_t time;		/* ns, perf clock */
	uint16_t kind;		/* EV_DTL or EV_SCHED_SWITCH */
	union {
		struct dtl_entry dtl;
		struct {
			int32_t prev_pid, next_pid;
			uint64_t prev_state;
			char prev_comm[TASK_COMM_LEN];	/* not NUL-terminated if 16 */
			char next_comm[TASK_COMM_LEN];
		} sw;
	};
};
size_t model_recent_count(const struct model *m, uint32_t cpu);
/* i = 0 is the oldest kept, count - 1 the newest; NULL if out of range. */
const struct model_recent *model_recent_get(const struct model *m,
					    uint32_t cpu, size_t i);

/* model-sites.c: where the hypervisor took the CPU ("preempted at"). Every
 * DTL entry of the window is counted at its srr0, with the steal that
 * followed (steal_ns, as model_stats), by the key (srr0, vCPU, task
 * running, preempt reason); the views resolve srr0 to a symbol and group.
 * Each vCPU's table holds MODEL_SITES_MAX keys (so that a shard of a
 * replay fills it as one reader would); entries past it are summed in
 * model_sites_info's other_* so that totals stay exact. Kept in
 * counters_only models too (batch views show it), merged by model_absorb. */
#define MODEL_SITES_MAX (1u << 14)
struct model_site {
	uint64_t addr;		/* srr0 */
	uint64_t srr1;		/* of the first entry counted here (MSR[PR]) */
	uint32_t cpu;
	int32_t pid;		/* the task running on the vCPU (last
				 * sched_switch next_pid); -1: unknown */
	char comm[TASK_COMM_LEN + 1];	/* "" when pid is -1 */
	uint8_t preempt_reason;	/* raw value */
	uint64_t count;
	uint64_t steal_ns;	/* sum of the entries' steal_ns */
};
struct model_sites_info {
	uint64_t count, steal_ns;		/* every entry of the window */
	uint64_t other_count, other_steal_ns;	/* ... that found the table full */
	size_t keys;				/* keys held */
};
void model_sites_info(const struct model *m, struct model_sites_info *out);
/* The keys of the vCPUs whose bit is set in cpus (NULL: every vCPU), as a
 * malloc'd copy (free it) in no particular order; returns how many (0 and
 * *out NULL when none or out of memory). A copy, so that the view resolves
 * symbols after letting go of the lock that guards the feed. */
size_t model_sites(const struct model *m, const uint64_t *cpus, struct model_site **out);

/* model-maps.c: the mappings of each process, from MMAP/MMAP2 records (and
 * FORK: a child starts with its parent's; COMM/FORK: which process a
 * thread is of), for resolving user addresses; continuity state, kept
 * across model_reset. The map holding addr in the process of thread tid,
 * the newest where maps overlap (as perf keeps them); path copied into
 * out (truncated to its size). false: not known. */
struct model_map {
	uint64_t start, end, pgoff;
	char path[4096];
};
bool model_map_find(const struct model *m, int32_t tid, uint64_t addr, struct model_map *out);

/* model-query.c: for the interactive view ------------------------------ */

/* model_timeline_bucket for buckets first .. first + n - 1 of cpu into
 * out[0..n); returns how many were in range (the others are zeroed).
 * newest_ns: model_newest(m), taken once for all the rows of a frame. */
size_t model_timeline_row(const struct model *m, uint32_t cpu, uint64_t newest_ns,
			  uint64_t first, size_t n, struct model_tl_bucket *out);
/* The LPAR's timeline: buckets first .. first + n - 1 summed over every
 * vCPU seen (the same per-vCPU buckets as model_timeline_row), into
 * out[0..n); returns how many were in the kept range. physc of a bucket is
 * running_ns / bucket_ns; its stolen share (wait_ns + fault_ns) /
 * covered_ns, as a vCPU's strip cell has it. */
#define MODEL_TL_LAT_BINS 32
enum model_tl_loss {
	TL_LOSS_FULL,		/* AUX polls that found the DTL buffer full */
	TL_LOSS_TRUNC,		/* AUX records truncated/partial/collided */
	TL_LOSS_OVERRUN,	/* AUX overruns and DTL buffer replacements */
	TL_LOSS_LOST,		/* PERF_RECORD_LOST records */
	TL_LOSS_DROPPED,	/* events the queue refused (EV_DROPPED) */
	MODEL_TL_NLOSS
};
struct model_tl_lpar {
	/* enqueue_to_dispatch of the bucket's entries in ticks, log2 bins:
	 * lat[0] holds 0 and 1, lat[k] [2^k, 2^(k+1)); lat_freq the
	 * timebase (0: no entry). model_tl_lat_pct reads them. */
	uint32_t lat[MODEL_TL_LAT_BINS];
	uint64_t lat_freq;
	uint32_t loss[MODEL_TL_NLOSS];	/* incidents, not lost records */
	uint32_t lossy;			/* their sum */
	uint64_t running_ns, wait_ns, fault_ns;
	uint64_t covered_ns;	/* running, idle, wait and fault: the vCPUs' time */
	uint32_t dispatches;
	uint32_t vcpus;		/* vCPUs that recorded something in the bucket */
	uint32_t seen;		/* vCPUs counted: physc = running_ns x seen / covered_ns */
	bool in_range;
};
/* It keeps the sums of complete buckets in the model until a vCPU's bucket
 * changes, so a frame sums again only what changed: call it under the
 * lock the feeder takes. */
size_t model_timeline_lpar(struct model *m, uint64_t newest_ns, uint64_t first, size_t n,
			   struct model_tl_lpar *out);
/* Percentile permille/1000 of log2 bins as model_tl_lpar's lat: the upper
 * bound (2^(k+1) - 1 ticks) of the bin holding the value of rank
 * ceil(q * n), 1-based ascending (hist.h's rank rule); 0 when empty. */
uint64_t model_tl_lat_pct(const uint32_t *lat, unsigned int permille);
/* Processor of cpu's newest DTL entry still in the recent ring. */
bool model_cpu_last_proc(const struct model *m, uint32_t cpu, uint16_t *proc);
/* Whether cpu went offline (EV_CPU_STATE) and has not come back; *since
 * (may be NULL): the time it went. A cpu never seen is not offline. */
bool model_cpu_offline(const struct model *m, uint32_t cpu, uint64_t *since);
/* Newest event time ever fed (the timeline's "now"); 0 before any. */
uint64_t model_newest(const struct model *m);

#endif
