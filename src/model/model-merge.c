// SPDX-License-Identifier: GPL-2.0-only
/* model-merge.c: one model from two that were fed the events of disjoint
 * sets of vCPUs of one time-ordered stream (a replay read by shards, each
 * on a thread of its own): byte for byte the model that the whole stream
 * would have built, or a refusal where that cannot be known.
 *
 * What a vCPU holds depends on its own events only, so its state moves
 * over as it is. What the model holds for the LPAR is summed (lost and
 * dropped events, events of no vCPU, the processors seen) or, for the
 * tasks table, rebuilt: its entries come in the order of their first
 * charge, which is the order of (time, vCPU) of the charging entries in a
 * time-ordered stream, so the two tables are merged by it. A table that
 * overflowed into "[other]", or a merged one that would, depend on the
 * interleaving of the two halves, which is gone: refused. A task's tally
 * of vCPUs that has dropped one depends on it too, but is approximate
 * either way: it is merged (tally_add says how; no batch view shows it).
 * The "preempted at" tables are per vCPU: they move with their vCPU. */
#include <stdlib.h>
#include <string.h>

#include "model-priv.h"

/* a's first charge came before b's */
static bool first_before(const struct task_ext *a, const struct task_ext *b)
{
	if (a->first_ns != b->first_ns)
		return a->first_ns < b->first_ns;
	return a->first_cpu < b->first_cpu;
}

/* s ranks before t in a tally: more steal, then the lower cpu */
static bool slot_before(const struct task_cpu_slot *s, const struct task_cpu_slot *t)
{
	return s->steal_ns != t->steal_ns ? s->steal_ns > t->steal_ns : s->cpu < t->cpu;
}

/* Two tallies of one task, on disjoint vCPUs, into y. Both whole and
 * together within the slots: exactly what one table would hold. Else the
 * one table's would depend on the order the two halves' charges came in
 * (a full tally gives the slot of least steal at that moment to a new
 * vCPU): the slots keep the vCPUs of most steal of both, still marked
 * approximate. No batch view shows the tally; the interactive one, which
 * does, reads a recording on one thread. */
static void tally_add(struct task_ext *y, const struct task_ext *x)
{
	struct task_cpu_slot all[2 * MODEL_TASK_CPUS];
	uint32_t n;

	y->ncpus += x->ncpus;
	if (!x->cpus_approx && !y->cpus_approx && x->ncpus_kept + y->ncpus_kept <= MODEL_TASK_CPUS) {
		memcpy(&y->cpus[y->ncpus_kept], x->cpus, x->ncpus_kept * sizeof(*x->cpus));
		y->ncpus_kept += x->ncpus_kept;
		return;
	}
	memcpy(all, y->cpus, y->ncpus_kept * sizeof(*all));
	memcpy(all + y->ncpus_kept, x->cpus, x->ncpus_kept * sizeof(*all));
	n = y->ncpus_kept + x->ncpus_kept;
	for (uint32_t i = 1; i < n; i++) {	/* insertion sort, steal descending */
		struct task_cpu_slot t = all[i];
		uint32_t j = i;

		for (; j > 0 && slot_before(&t, &all[j - 1]); j--)
			all[j] = all[j - 1];
		all[j] = t;
	}
	y->ncpus_kept = n < MODEL_TASK_CPUS ? n : MODEL_TASK_CPUS;
	memcpy(y->cpus, all, y->ncpus_kept * sizeof(*all));
	y->cpus_approx = true;
}

/* x's counters into y, an entry of the same task. */
static void ext_add(struct task_ext *y, const struct task_ext *x)
{
	if (first_before(x, y)) {
		y->first_ns = x->first_ns;
		y->first_cpu = x->first_cpu;
	}
	for (unsigned int r = 0; r < MODEL_MX; r++)
		y->pre[r] += x->pre[r];
	tally_add(y, x);
}

/* Entry i of t into the new table nt: its index there (the same task's
 * entry if nt has it), or UINT32_MAX when that cannot be exact. */
static uint32_t take_task(struct task_table *nt, const struct task_table *t, uint32_t i)
{
	const struct model_task *e = &t->ent[i];
	uint32_t n = nt->n, j = tasks_find(nt, e->pid, e->comm);

	if (j == TASK_OTHER)	/* full, or no memory */
		return UINT32_MAX;
	if (nt->n != n) {	/* new: as it was */
		nt->ent[j] = *e;
		nt->ext[j] = t->ext[i];
		nt->ext[j].series = NULL;
		return j;
	}
	nt->ent[j].steal_ns += e->steal_ns;
	nt->ent[j].preempts += e->preempts;
	ext_add(&nt->ext[j], &t->ext[i]);
	return j;
}

/* The two tables merged by first charge into nt; map_a and map_b give each
 * old index's new one. */
static int merge_tables(struct task_table *nt, const struct task_table *a,
			const struct task_table *b, uint32_t *map_a, uint32_t *map_b)
{
	uint32_t i = 0, j = 0;

	while (i < a->n || j < b->n) {
		bool from_a = j == b->n || (i < a->n && first_before(&a->ext[i], &b->ext[j]));
		uint32_t k = from_a ? take_task(nt, a, i) : take_task(nt, b, j);

		if (k == UINT32_MAX)
			return -1;
		if (from_a)
			map_a[i++] = k;
		else
			map_b[j++] = k;
	}
	return 0;
}

/* The vCPU's cached indices into the old table, into the new one. */
static void vcpu_remap(struct vcpu *v, const uint32_t *map)
{
	for (uint32_t i = 0; i < v->tasks.n; i++)
		if (v->tasks.lpar[i] != TASK_OTHER)
			v->tasks.lpar[i] = map[v->tasks.lpar[i]];
	if (v->cur.lpar_idx != TASK_UNRESOLVED && v->cur.lpar_idx != TASK_OTHER)
		v->cur.lpar_idx = map[v->cur.lpar_idx];
}

static int absorb_tasks(struct model *into, struct model *from)
{
	struct task_table nt;
	uint32_t *map_a, *map_b;
	int ret = -1;

	if (into->tasks.other.preempts || from->tasks.other.preempts)
		return -1;
	map_a = malloc(((size_t)into->tasks.n + 1) * sizeof(*map_a));
	map_b = malloc(((size_t)from->tasks.n + 1) * sizeof(*map_b));
	tasks_init(&nt, into->tasks.max);
	if (map_a && map_b && merge_tables(&nt, &into->tasks, &from->tasks, map_a, map_b) == 0) {
		for (uint32_t i = 0; i < into->norder; i++)
			vcpu_remap(into->tab[into->order[i]], map_a);
		for (uint32_t i = 0; i < from->norder; i++)
			vcpu_remap(from->tab[from->order[i]], map_b);
		tasks_free(&into->tasks);
		into->tasks = nt;
		ret = 0;
	} else {
		tasks_free(&nt);
	}
	free(map_a);
	free(map_b);
	return ret;
}

/* from's vCPUs, none of which into has, into into; from keeps none. */
static int absorb_vcpus(struct model *into, struct model *from)
{
	for (uint32_t i = 0; i < from->norder; i++)
		if (vcpu_peek(into, from->order[i]))
			return -1;
	for (uint32_t i = 0; i < from->norder; i++) {
		uint32_t cpu = from->order[i];

		if (model_adopt_vcpu(into, cpu, from->tab[cpu]) < 0)
			return -1;
		from->tab[cpu] = NULL;
	}
	from->norder = from->order_sorted = 0;
	return 0;
}

int model_absorb(struct model *into, struct model *from)
{
	/* a full model's timeline and recent entries would need merging too */
	if (!into->o.counters_only || !from->o.counters_only ||
	    into->g.windows || from->g.windows)
		return -1;
	/* the charges waiting in the vCPUs go to their own tables first */
	for (uint32_t i = 0; i < into->norder; i++)
		task_flush(into, into->tab[into->order[i]]);
	for (uint32_t i = 0; i < from->norder; i++)
		task_flush(from, from->tab[from->order[i]]);
	if (into->sites_gen != from->sites_gen || absorb_tasks(into, from) < 0 ||
	    absorb_vcpus(into, from) < 0)
		return -1;
	into->g.lost += from->g.lost;
	into->g.qdrop += from->g.qdrop;
	into->g.bad_cpu += from->g.bad_cpu;
	into->g.nomem += from->g.nomem;
	into->stray_events += from->stray_events;
	if (from->stray_first < into->stray_first)
		into->stray_first = from->stray_first;
	if (from->stray_last > into->stray_last)
		into->stray_last = from->stray_last;
	into->nprocs = 0;
	for (size_t w = 0; w < MODEL_MAX_CPU / 64; w++) {
		into->procs_seen[w] |= from->procs_seen[w];
		into->nprocs += (uint64_t)__builtin_popcountll(into->procs_seen[w]);
	}
	return 0;
}
