/* dtlgen.h: shared pieces of the synthetic vpa_dtl + sched recording
 * generator: options, the per-vCPU simulation state and the truth counters. */
#ifndef DTLGEN_H
#define DTLGEN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "dtl.h"
#include "perf-writer.h"
#include "sim-vpa-dtl.h"
#include "sim.h"
#include "tracing-blob.h"

#define COMM_LEN 16
#define TASKS_PER_CPU 3
#define REASON_SLOTS 256


enum mix { MIX_CEDE, MIX_PREEMPT, MIX_FAULT, MIX_MIXED };

struct opts {
	const char *out;
	const char *truth;
	int cpus;
	double seconds;
	uint64_t seed;
	double rate;
	double poll_ms;
	enum mix mix;
	bool big_endian, zstd, pipe, sched, dtl, unknown, seed002;
	uint32_t attr_size;
	double size_mb;
	uint64_t aux_size;	/* the AUX area, bytes (power of two) */
	double pass_ms;		/* how often perf record reads the rings */
};

/* xoshiro256** state: one independent stream per vCPU keeps runs
 * deterministic whatever the order CPUs are simulated in. */
struct rng {
	uint64_t s[4];
};

void rng_seed(struct rng *r, uint64_t seed);
uint64_t rng_next(struct rng *r);
double rng_unit(struct rng *r);			/* [0, 1) */
double rng_exp(struct rng *r, double mean);	/* exponential */
uint64_t rng_below(struct rng *r, uint64_t n);	/* [0, n) */

enum task_state { T_RUNNABLE, T_RUNNING, T_SLEEPING };

struct task {
	char comm[COMM_LEN];
	int32_t pid;
	int32_t prio;
	int state;
	uint64_t wake_at;	/* timebase, when sleeping */
	uint64_t steal_ns;	/* truth: involuntary steal charged to it */
};

/* A generated dispatch plus what the truth needs to know about it. */
struct gen_entry {
	struct dtl_entry e;
	int16_t charge;		/* task index, -1 swapper, -2 voluntary */
	bool early;		/* off period began before the CPU's first sched_switch */
	uint64_t steal_ns;
};

struct cpu_truth {
	uint64_t dispatches, steal_ticks, sched_switch, sched_wakeup;
	uint64_t affinity_misses, full_polls, dropped, aux_records, auxtrace_records;
	uint64_t lap_lost;	/* of dropped: the driver's lap ends */
	uint64_t enq_min, enq_max, enq_sum, first_ns, last_ns;
	uint64_t swapper_steal_ns;
	uint64_t early_steal_ns;	/* involuntary steal before the first switch */
	uint64_t disp[REASON_SLOTS], pre[REASON_SLOTS];
	bool have_written;
	uint16_t last_proc;
};

enum cat { CAT_CEDE, CAT_CONFER, CAT_SLICE, CAT_FAULT, CAT_FIRMWARE, CAT_ADJUNCT, CAT_NR };

struct vcpu {
	int cpu;
	struct rng rng;
	uint64_t now;		/* timebase of the last thing that happened */
	bool on;		/* dispatched (running) on a physical processor */
	uint64_t next_off;	/* when on: end of this run */
	uint64_t slice_end;	/* when a task runs: end of its time slice */
	struct gen_entry pend;	/* when off: the dispatch that ends it */
	bool pend_wake;		/* a task wake-up ended the cede */
	int cur;		/* running task, -1 = idle (swapper) */
	bool switched;		/* a sched_switch happened on this CPU */
	struct task tasks[TASKS_PER_CPU];
	uint64_t next_burst, burst_start, burst_until;
	uint16_t home, proc;
	/* The hypervisor's log and the vpa_dtl driver (sim-vpa-dtl.c: what
	 * Linux 7.2 writes, byte for byte), the truth of each logged entry
	 * beside it, and how far perf record has copied the AUX area out. */
	struct vpadtl_log log;
	struct gen_entry meta[DTL_LOG_ENTRIES];
	struct vpadtl drv;
	uint8_t *aux;
	uint64_t aux_tail;
	struct cpu_truth t;
};

struct gen {
	struct opts o;
	struct perf_writer *w;
	int ev_switch, ev_wakeup, ev_dtl, ev_dummy;
	uint64_t boot_tb, tb_freq, t0, poll;
	uint64_t cycle;		/* mean ticks between dispatches */
	double ticks_per_us;
	double mean_on, off_slice, off_fault, burst_cycle;	/* sim_init's */
	int sw_id, wk_id;	/* tracepoint ids from the embedded formats */
	struct vcpu *cpus;
	uint64_t aux_records, auxtrace_records;
};

/* sim.c */
void sim_init(struct gen *g);
int sim_until(struct gen *g, struct vcpu *v, uint64_t horizon);
uint64_t tb_to_ns(const struct gen *g, uint64_t tb);
uint64_t ticks_to_ns(const struct gen *g, uint64_t ticks);
const char *swapper_comm(int cpu, char buf[COMM_LEN]);

/* events.c: what the simulation writes */
int emit_switch(struct gen *g, struct vcpu *v, uint64_t tb, int prev, int next,
		int64_t prev_state);
int emit_wakeup(struct gen *g, struct vcpu *v, uint64_t tb, int wakee);
int emit_poll(struct gen *g, struct vcpu *v, uint64_t tb);
int emit_auxtrace(struct gen *g, struct vcpu *v);
void log_dispatch(struct vcpu *v, const struct gen_entry *ge);

/* truth.c */
void truth_commit(struct gen *g, struct vcpu *v, const struct gen_entry *ge);
int truth_write(const struct gen *g, const char *path);
void truth_summary(const struct gen *g, double secs, uint64_t bytes, FILE *f);

#endif
