/* SPDX-License-Identifier: GPL-2.0-only */
/* view-sites.h: the batch views' "preempted at" section: the model's sites
 * (srr0 x vCPU x task x reason) resolved to symbols once per snapshot, then
 * grouped by (symbol, DSO) for the LPAR or one vCPU, top N by steal, the
 * rest summed in an "other" line so that the figures add up exactly. */
#ifndef DTLTOP_VIEW_SITES_H
#define DTLTOP_VIEW_SITES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dtl.h"
#include "event.h"
#include "model.h"
#include "symbols.h"

/* Symbols listed LPAR-wide and per vCPU (JSON's cpus, CSV), tasks per
 * symbol: the text, JSON and CSV views and the man page agree on these. */
#define VIEW_SITES_TOP 20
#define VIEW_SITES_TOP_CPU 5
#define VIEW_SITES_TASKS 3

struct view_site_reason {
	char name[40];		/* as the preempt reasons section spells it */
	uint64_t count, steal_ns;
};

struct view_site_task {
	char comm[TASK_COMM_LEN + 1];	/* "": no sched_switch said who ran */
	uint64_t count, steal_ns;
};

/* One (symbol, DSO) of a scope. */
struct view_site_row {
	const char *name;	/* function without offset, or "[unknown]" */
	const char *dso;	/* "[kernel.kallsyms]", a file's path, "[unknown]" */
	enum sym_class cls;
	bool user;
	uint64_t count, steal_ns;
	size_t nreasons;	/* by steal, then count */
	struct view_site_reason reasons[DTL_REASON_SLOTS];
	size_t ntasks;		/* the top VIEW_SITES_TASKS by steal */
	struct view_site_task tasks[VIEW_SITES_TASKS];
};

/* A scope's section: count and steal_ns are every entry of the scope, and
 * equal the rows' sums plus other_*. */
struct view_site_top {
	uint64_t count, steal_ns;
	size_t nsyms;			/* (symbol, DSO) pairs in the scope */
	size_t nrows;
	struct view_site_row *rows;
	size_t other_syms;		/* pairs past the top ... */
	uint64_t other_count, other_steal_ns;	/* ... and table_full_*, summed */
	/* LPAR only: entries the model's site table had no room for, their
	 * srr0 not kept (model_sites_info's other_*); part of other_* */
	uint64_t full_count, full_steal_ns;
};

struct view_sites;

/* The snapshot's sites resolved through syms (NULL: no symbols, every
 * address "[unknown]"); user addresses through the model's maps of the
 * task that ran. NULL when out of memory. */
struct view_sites *view_sites_new(const struct model *m, struct symbols *syms);
void view_sites_free(struct view_sites *vs);

/* The top n of vCPU cpu (< 0: the LPAR) into out (free it with
 * view_site_top_free); -1 when out of memory (out then empty). */
int view_sites_top(const struct view_sites *vs, int64_t cpu, size_t n, struct view_site_top *out);
void view_site_top_free(struct view_site_top *t);

#endif
