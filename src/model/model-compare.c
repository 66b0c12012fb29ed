// SPDX-License-Identifier: GPL-2.0-only
/* model-compare.c: two settled models side by side (model-compare.h). The
 * figures are the batch views' (view-json.c: dispatches_per_s, steal_pct,
 * p50_us, p99_us over the window; model-lpar.c: physc), so that a side of
 * a comparison reads the same as that file's own --json. */
#include <stdlib.h>
#include <string.h>

#include "model-compare.h"
#include "model-lpar.h"

static double rate(uint64_t n, uint64_t len)
{
	return len ? (double)n * 1e9 / (double)len : 0.0;
}

static double us(uint64_t ticks, uint64_t tb_freq)
{
	return tb_freq ? (double)ticks * 1e6 / (double)tb_freq : -1.0;
}

/* The figures of s (a vCPU's or the LPAR's counters) over len ns with
 * nvcpus vCPUs having events; physc from sum (model_lpar_sum_add's). */
static void fig_of(struct model_cmp_fig *f, const struct model_stats *s, uint64_t len,
		   uint32_t nvcpus, const struct model_lpar_sum *sum)
{
	struct model_pcts pc;

	model_stats_pcts(s, &pc);
	f->present = s->events != 0;
	f->dispatches = s->dispatches;
	f->steal_ns = s->steal_ns;
	f->disp_s = rate(s->dispatches, len);
	f->steal_pct = len && nvcpus ? (double)s->steal_ns * 100.0 / ((double)len * nvcpus) : 0.0;
	f->p50_us = us(pc.p50, s->tb_freq);
	f->p99_us = us(pc.p99, s->tb_freq);
	f->physc = sum->span_ns && sum->dispatches ? sum->on_ns / (double)sum->span_ns : 0.0;
	f->vcpus = nvcpus;
}

static struct model_cmp_cpu *cpu_slot(struct model_cmp *c, uint32_t cpu)
{
	size_t lo = 0, hi = c->ncpus;

	while (lo < hi) {	/* sorted by cpu: both models list in cpu order */
		size_t mid = (lo + hi) / 2;

		if (c->cpus[mid].cpu == cpu)
			return &c->cpus[mid];
		if (c->cpus[mid].cpu < cpu)
			lo = mid + 1;
		else
			hi = mid;
	}
	memmove(&c->cpus[lo + 1], &c->cpus[lo], (c->ncpus - lo) * sizeof(*c->cpus));
	memset(&c->cpus[lo], 0, sizeof(*c->cpus));
	c->cpus[lo].cpu = cpu;
	c->ncpus++;
	return &c->cpus[lo];
}

/* Side k's vCPUs (with events in the window) and LPAR figures. */
static void side(struct model_cmp *c, int k, const struct model *m, uint64_t len)
{
	struct model_lpar_sum lsum = { .span_ns = len };
	struct model_stats tot;
	uint32_t n = 0;

	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t cpu = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, cpu);
		struct model_lpar_sum one = { .span_ns = len };

		if (!s || !s->events)
			continue;
		model_lpar_sum_add(&lsum, s);
		model_lpar_sum_add(&one, s);
		fig_of(&cpu_slot(c, cpu)->f[k], s, len, 1, &one);
		n++;
	}
	model_totals(m, &tot);
	fig_of(&c->lpar[k], &tot, len, n, &lsum);
	c->lpar[k].present = n != 0;
}

static void reasons(struct model_cmp *c, int k, const struct model *m)
{
	struct model_reason r[DTL_REASON_SLOTS];
	const struct model_stats *tot = model_lpar(m);
	size_t n = model_reasons(tot->preempt_reasons, true, r);
	uint64_t all = 0;

	for (size_t i = 0; i < n; i++)
		all += r[i].count;
	for (size_t i = 0; i < n; i++) {
		size_t j;

		for (j = 0; j < c->nreasons && strcmp(c->reasons[j].name, r[i].name); j++)
			;
		if (j == c->nreasons) {
			if (j == DTL_REASON_SLOTS)
				continue;	/* names are at most the slots */
			memcpy(c->reasons[j].name, r[i].name, sizeof(r[i].name));
			c->nreasons++;
		}
		c->reasons[j].n[k] = r[i].count;
		c->reasons[j].share_pct[k] = all ? (double)r[i].count * 100.0 / (double)all : 0;
	}
}

/* The tasks of both sides summed by comm, into a table of ntab entries. */
static int tasks_add(struct model_cmp_task **tab, size_t *ntab, size_t *cap, int k,
		     const struct model *m)
{
	for (size_t i = 0; i < model_task_count(m); i++) {
		const struct model_task *t = model_task_at(m, i);
		size_t j;

		for (j = 0; j < *ntab && strcmp((*tab)[j].comm, t->comm); j++)
			;
		if (j == *ntab) {
			if (*ntab == *cap) {
				size_t nc = *cap ? *cap * 2 : 64;
				void *p = realloc(*tab, nc * sizeof(**tab));

				if (!p)
					return -1;
				*tab = p;
				*cap = nc;
			}
			memset(&(*tab)[j], 0, sizeof(**tab));
			memcpy((*tab)[j].comm, t->comm, sizeof(t->comm));
			(*ntab)++;
		}
		(*tab)[j].steal_ns[k] += t->steal_ns;
		(*tab)[j].preempts[k] += t->preempts;
	}
	return 0;
}

static uint64_t task_key(const struct model_cmp_task *t)
{
	return t->steal_ns[0] > t->steal_ns[1] ? t->steal_ns[0] : t->steal_ns[1];
}

/* The most steal on either side first, ties by comm. */
static int task_cmp(const void *x, const void *y)
{
	const struct model_cmp_task *a = x, *b = y;
	uint64_t ka = task_key(a), kb = task_key(b);

	if (ka != kb)
		return ka > kb ? -1 : 1;
	return strcmp(a->comm, b->comm);
}

static int tasks(struct model_cmp *c, const struct model *a, const struct model *b)
{
	struct model_cmp_task *tab = NULL;
	size_t n = 0, cap = 0;

	if (tasks_add(&tab, &n, &cap, 0, a) < 0 || tasks_add(&tab, &n, &cap, 1, b) < 0) {
		free(tab);
		return -1;
	}
	if (n)
		qsort(tab, n, sizeof(*tab), task_cmp);
	/* a command that paid nothing on either side says nothing */
	while (n && !task_key(&tab[n - 1]))
		n--;
	c->ntasks = n < MODEL_CMP_TASKS ? n : MODEL_CMP_TASKS;
	if (c->ntasks)
		memcpy(c->tasks, tab, c->ntasks * sizeof(*tab));
	free(tab);
	return 0;
}

int model_cmp_build(struct model_cmp *c, const struct model *a, uint64_t a0, uint64_t a1,
		    const struct model *b, uint64_t b0, uint64_t b1)
{
	memset(c, 0, sizeof(*c));
	c->cpus = calloc(model_ncpus(a) + model_ncpus(b) + 1, sizeof(*c->cpus));
	if (!c->cpus)
		return -1;
	c->start_ns[0] = a0;
	c->end_ns[0] = a1;
	c->start_ns[1] = b0;
	c->end_ns[1] = b1;
	side(c, 0, a, a1 > a0 ? a1 - a0 : 0);
	side(c, 1, b, b1 > b0 ? b1 - b0 : 0);
	reasons(c, 0, a);
	reasons(c, 1, b);
	if (tasks(c, a, b) < 0) {
		model_cmp_free(c);
		return -1;
	}
	return 0;
}

void model_cmp_free(struct model_cmp *c)
{
	free(c->cpus);
	memset(c, 0, sizeof(*c));
}
