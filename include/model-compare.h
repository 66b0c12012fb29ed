/* SPDX-License-Identifier: GPL-2.0-only */
/* model-compare.h: "did the change help?": two settled models (two
 * recordings, or two spans of one) set side by side, A and B: the LPAR's and
 * each vCPU's figures, the preempt reasons and the commands that paid the
 * most steal, with B - A. src/model/model-compare.c; the views draw it. */
#ifndef DTLTOP_MODEL_COMPARE_H
#define DTLTOP_MODEL_COMPARE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"
#include "model.h"

#define MODEL_CMP_TASKS 10	/* commands listed, by steal on either side */

/* One side's figures of the LPAR or of one vCPU over its window. */
struct model_cmp_fig {
	bool present;		/* events in the window (a vCPU on this side) */
	uint64_t dispatches;
	uint64_t steal_ns;
	double disp_s;		/* dispatches per second of the window */
	/* steal over (window x vCPUs with events), as the batch views say it */
	double steal_pct;
	double p50_us, p99_us;	/* enqueue_to_dispatch; -1: tb_freq unknown */
	/* processors consumed (model-lpar.h); a vCPU's is its share of the
	 * window on a processor, 0 to 1 */
	double physc;
	uint32_t vcpus;		/* LPAR: vCPUs with events; a vCPU: 1 */
};

/* A vCPU matched by number: present on one side only, or on both. */
struct model_cmp_cpu {
	uint32_t cpu;
	struct model_cmp_fig f[2];	/* [0] A, [1] B */
};

/* A preempt reason by name: its count and share of the side's entries. */
struct model_cmp_reason {
	char name[40];
	uint64_t n[2];
	double share_pct[2];
};

/* A command (the tasks of one comm, whatever their pids: pids differ from
 * one run to the next) and the steal charged to it. */
struct model_cmp_task {
	char comm[TASK_COMM_LEN + 1];
	uint64_t steal_ns[2], preempts[2];
};

struct model_cmp {
	uint64_t start_ns[2], end_ns[2];	/* each side's window [start, end) */
	struct model_cmp_fig lpar[2];
	struct model_cmp_cpu *cpus;		/* cpu order */
	size_t ncpus;
	struct model_cmp_reason reasons[DTL_REASON_SLOTS];	/* value order */
	size_t nreasons;
	struct model_cmp_task tasks[MODEL_CMP_TASKS];	/* steal descending */
	size_t ntasks;
};

/* A over [a0, a1), B over [b0, b1) (event ns; the models hold those windows'
 * counters alone: a whole file's, or a span's), both settled (model_settle).
 * 0, or -1 when memory ran out (c is then empty). */
int model_cmp_build(struct model_cmp *c, const struct model *a, uint64_t a0, uint64_t a1,
		    const struct model *b, uint64_t b0, uint64_t b1);
void model_cmp_free(struct model_cmp *c);

/* B - A, and B / A (0 when A is 0), of a figure. */
static inline double model_cmp_delta(double a, double b)
{
	return b - a;
}
static inline double model_cmp_ratio(double a, double b)
{
	return a != 0 ? b / a : 0;
}

#endif
