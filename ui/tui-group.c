// SPDX-License-Identifier: GPL-2.0-only
/* tui-group.c: the overview's rows grouped per core ('c'): a row per core
 * (its SMT threads summed) followed by its threads, or the core rows alone
 * (collapsed). The source says which core each CPU is on (the recording's
 * CPU_TOPOLOGY, sysfs, the simulator: source_info.core_of); without a map,
 * Linux's numbering: core = cpu / SMT width (source_info.smt). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui-priv.h"

#define CORE_KEY 0x80000000u

uint32_t tui_row_key(const struct tui_row *r)
{
	return r->core ? CORE_KEY | r->cpu : r->cpu;
}

/* A CPU the map does not know gets a core of its own past the map's. */
uint32_t tui_core_of(const struct tui *t, uint32_t cpu)
{
	if (t->core_of) {
		if (cpu < t->ncore_of && t->core_of[cpu] != SOURCE_NO_CORE)
			return t->core_of[cpu];
		return t->ncore_of + cpu;
	}
	return cpu / (t->smt ? t->smt : 1);
}

/* The CPUs of core, ascending, at most max. */
size_t tui_core_threads(const struct tui *t, uint32_t core, uint32_t *out, size_t max)
{
	size_t n = 0;

	if (!t->core_of) {
		unsigned smt = t->smt ? t->smt : 1;

		for (uint32_t c = core * smt; c < (core + 1) * smt && n < max; c++)
			out[n++] = c;
		return n;
	}
	for (uint32_t c = 0; c < t->ncore_of && n < max; c++)
		if (t->core_of[c] == core)
			out[n++] = c;
	if (!n && core >= t->ncore_of && max)	/* a CPU past the map: alone */
		out[n++] = core - t->ncore_of;
	return n;
}

/* Sum a thread row into its core row. p50/p99: the worst thread's. */
static void add_thread(struct tui_row *c, const struct tui_row *r)
{
	c->events += r->events;
	c->dispatches += r->dispatches;
	c->steal_ns += r->steal_ns;
	c->aff += r->aff;
	c->lost += r->lost;
	c->full += r->full;
	c->trunc += r->trunc;
	c->ovr += r->ovr;
	c->polls += r->polls;
	c->p50 = r->p50 > c->p50 ? r->p50 : c->p50;
	c->p99 = r->p99 > c->p99 ? r->p99 : c->p99;
	if (!c->nthreads || r->steal_ns > c->busiest_steal) {	/* Enter opens it */
		c->busiest_cpu = r->cpu;
		c->busiest_steal = r->steal_ns;
	}
	if (!c->tb_freq)
		c->tb_freq = r->tb_freq;
	if (!c->nthreads || r->cpu < c->first_cpu)
		c->first_cpu = r->cpu;
	c->nthreads++;
}

static int by_core(const void *a, const void *b, void *arg)
{
	const struct tui_row *x = a, *y = b;
	uint32_t p = tui_core_of(arg, x->cpu), q = tui_core_of(arg, y->cpu);

	if (p != q)
		return (p > q) - (p < q);
	return (x->cpu > y->cpu) - (x->cpu < y->cpu);
}

/* rows (vCPUs, sorted) -> grp: cores in the same sort order, each followed
 * by its threads in that order unless collapsed. Returns the new count. */
size_t tui_group_rows(struct tui *t, struct tui_row *rows, size_t n, struct tui_row *grp,
		      int (*cmp)(const void *, const void *, void *))
{
	struct tui_row *cores = calloc(n ? n : 1, sizeof(*cores));
	size_t nc = 0, out = 0;

	if (!cores)
		return 0;
	/* cores from the threads, in core order first so threads meet theirs */
	memcpy(grp, rows, n * sizeof(*rows));
	qsort_r(grp, n, sizeof(*grp), by_core, t);
	for (size_t i = 0; i < n; i++) {
		uint32_t core = tui_core_of(t, grp[i].cpu);

		if (!nc || cores[nc - 1].cpu != core) {
			memset(&cores[nc], 0, sizeof(cores[nc]));
			cores[nc].cpu = core;
			cores[nc].core = true;
			cores[nc].proc = -1;
			cores[nc].pid = -1;
			cores[nc].have_pct = true;
			nc++;
		}
		add_thread(&cores[nc - 1], &grp[i]);
	}
	for (size_t k = 0; k < nc; k++) {
		struct tui_row *c = &cores[k];
		double span = t->snap.span_ns ? (double)t->snap.span_ns : 0;

		/* fill_row's definitions, over the core's threads */
		c->steal_pct = span ? (double)c->steal_ns * 100.0 / (span * c->nthreads) : 0;
		c->disp_s = span ? (double)c->dispatches * 1e9 / span : 0;
		tui_row_loss(c);
	}
	qsort_r(cores, nc, sizeof(*cores), cmp, t);
	for (size_t k = 0; k < nc; k++) {
		grp[out++] = cores[k];
		if (t->group == GROUP_COLLAPSED)
			continue;
		for (size_t i = 0; i < n; i++)	/* rows are in sort order */
			if (tui_core_of(t, rows[i].cpu) == cores[k].cpu)
				grp[out++] = rows[i];
	}
	free(cores);
	return out;
}
