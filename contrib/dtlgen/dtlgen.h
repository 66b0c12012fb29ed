/* SPDX-License-Identifier: GPL-2.0-only */
/* dtlgen.h: shared pieces of the synthetic vpa_dtl + sched recording
 * generator, a front end of the product's simulator and perf writer:
 * options, the per-vCPU recording state and the truth counters. */
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

#define TASKS_PER_CPU SIM_POOL_TASKS
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
	uint32_t smt;		/* threads per core in CPU_TOPOLOGY */
	const char *cmdline;	/* HEADER_CMDLINE, words split at spaces; NULL:
				 * the perf record line this recording stands for */
	uint32_t page_size;	/* the tracing data's (the recording host's) */
	bool clock_data;	/* --clock-data: CLOCKID, CLOCK_DATA, use_clockid */
	uint64_t clock_wall_ns;	/* ... the wall time of the recording's start */
	bool perf_shaped;	/* --perf-shaped: passes by perf's wake-up rule */
	bool pass_set;		/* --pass-ms given: it overrides the rule */
	bool split_laps;	/* --split-laps: no AUXTRACE spans a lap end */
	uint64_t ring_size;	/* --ring-size: the data ring per CPU, bytes */
};

/* A task of the pool's vCPU and what the truth charges it. */
struct task {
	struct raw_task rt;	/* the pool's (sim_pool_task) */
	uint64_t steal_ns;	/* truth: involuntary steal charged to it */
};

/* A logged dispatch plus what the truth needs to know about it. */
struct gen_entry {
	struct dtl_entry e;
	int16_t charge;		/* task index, -1 swapper, -2 voluntary */
	bool early;		/* off period began before the CPU's first sched_switch */
	uint64_t steal_ns;
	uint32_t site;		/* srr0's symbol (sim-syms.h) */
};

/* Truth's "preempted at": entries and their steal by srr0's symbol and
 * preempt reason, per vCPU (an open-addressed table, key site << 8 | reason). */
struct site_count {
	uint64_t key;		/* 0: empty; else (site + 1) << 8 | reason */
	uint64_t count, steal_ns;
};
struct site_tab {
	struct site_count *slot;
	uint32_t n, cap;
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
	struct site_tab sites;
};

/* --perf-shaped: a record in the CPU's data ring that perf has not read
 * yet (a sched sample or the driver's PERF_RECORD_AUX). */
struct pending {
	struct pw_sample s;
	int ev;
	bool aux;		/* PERF_RECORD_AUX: aux_offset, aux_size */
	uint64_t aux_offset, aux_size;
	uint8_t raw[128];
};

/* One vCPU as recorded: the pool (src/source/sim/sim-pool.c) runs it; here are who
 * runs on it now, the hypervisor's log and the vpa_dtl driver (sim-vpa-
 * dtl.c: what Linux 7.2 writes, byte for byte), the truth of each logged
 * entry beside it, and how far perf record has copied the AUX area out. */
struct vcpu {
	int cpu;
	int cur;		/* running task, -1 = idle (swapper) */
	bool switched;		/* a sched_switch happened on this CPU */
	struct task tasks[TASKS_PER_CPU];
	struct vpadtl_log log;
	struct gen_entry meta[DTL_LOG_ENTRIES];
	struct vpadtl drv;
	uint8_t *aux;
	uint64_t aux_tail;
	/* --perf-shaped: the data ring's unread records and their bytes */
	struct pending *pend;
	size_t npend, cap;
	uint64_t ring_bytes;
	struct cpu_truth t;
};

struct gen {
	struct opts o;
	struct perf_writer *w;
	int ev_switch, ev_wakeup, ev_dtl, ev_dummy;
	/* Times are ns since boot, the pool's clock: timebase sim_tb(ns) */
	uint64_t boot_tb, tb_freq, t0, poll;
	int sw_id, wk_id;	/* tracepoint ids from the embedded formats */
	struct sim_pool *pool;
	struct vcpu *cpus;
	int err;		/* errno of the first failed write */
};

/* sim.c: the product's pool model, set up from dtlgen's options */
int sim_init(struct gen *g);
void sim_free(struct gen *g);
/* Run every vCPU up to ns, writing what happens; -1 on a write error. */
int sim_until(struct gen *g, uint64_t ns);
uint64_t tb_to_ns(const struct gen *g, uint64_t tb);
uint64_t ticks_to_ns(const struct gen *g, uint64_t ticks);

/* events.c: what the simulation writes */
struct sim_sink gen_sink(struct gen *g);
int emit_poll(struct gen *g, struct vcpu *v, uint64_t ns);
int emit_auxtrace(struct gen *g, struct vcpu *v);
/* --perf-shaped: one pass of perf record over every CPU's rings; sets
 * *wrote when the pass found anything (then a FINISHED_ROUND follows). */
int emit_pass(struct gen *g, bool *wrote);
bool pass_due(const struct gen *g);
void pending_free(struct gen *g);

/* truth.c */
void truth_commit(struct gen *g, struct vcpu *v, const struct gen_entry *ge);
int truth_write(const struct gen *g, const char *path);
void truth_free(struct gen *g);
void truth_summary(const struct gen *g, double secs, uint64_t bytes, FILE *f);

#endif
