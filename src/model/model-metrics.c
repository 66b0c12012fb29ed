// SPDX-License-Identifier: GPL-2.0-only
/* model-metrics.c: the exporters' snapshot (metrics.h): the model's counters
 * made cumulative (a reset model's windows added up), the latency histogram
 * put on fixed bounds, per-vCPU rows rolled up per core or chip. */
#include <stdlib.h>
#include <string.h>

#include "metrics.h"
#include "model.h"

#define ACC_TASKS 4096			/* comms kept; then METRICS_OTHER */
#define ACC_SLOTS (ACC_TASKS * 2)	/* open addressing, at most half full */

struct acc_cpu {
	struct metrics_cpu c;
	bool seen;
};

struct metrics_acc {
	struct metrics sum;		/* every counter; cpus and tasks unused */
	struct acc_cpu *bycpu;		/* index = vCPU */
	size_t nbycpu;
	struct metrics_task *slot;	/* ACC_SLOTS, by comm; used[] says which */
	bool *used;
	size_t ntasks;
	struct metrics_task other;	/* what did not fit */
};

static uint64_t ticks_ns(uint64_t ticks, uint64_t tb_freq)
{
	return tb_freq ? (uint64_t)((unsigned __int128)ticks * 1000000000u / tb_freq) : 0;
}

static void cpu_of_stats(struct metrics_cpu *c, uint32_t id, const struct model_stats *s)
{
	*c = (struct metrics_cpu){
		.id = id, .events = s->events, .dispatches = s->dispatches,
		.sched_switch = s->sched_switch, .steal_ns = s->steal_ns,
		.off_vol_ns = ticks_ns(s->off_vol_ticks, s->tb_freq),
		.off_invol_ns = ticks_ns(s->off_invol_ticks, s->tb_freq),
	};
}

static void cpu_add(struct metrics_cpu *d, const struct metrics_cpu *s)
{
	d->events += s->events;
	d->dispatches += s->dispatches;
	d->sched_switch += s->sched_switch;
	d->steal_ns += s->steal_ns;
	d->off_vol_ns += s->off_vol_ns;
	d->off_invol_ns += s->off_invol_ns;
}

/* The LPAR-wide counters of m into out (cpus and tasks untouched). A bound's
 * count is the histogram buckets wholly at or under it: at a timebase where
 * the bound is a bucket edge (512 MHz) that is every latency below it. */
static void lpar_of_model(struct metrics *out, const struct model *m)
{
	const struct model_global *g = model_global(m);
	const struct model_stats *l = model_lpar(m);
	struct model_affinity a;

	out->events = g->events;
	out->lost = g->lost;
	out->qdrop = g->qdrop;
	out->dtl_full_polls = l->dtl_full_polls;
	out->aux_overruns = l->aux_overruns;
	out->aux_overrun_bytes = l->aux_overrun_bytes;
	out->aux_truncated = l->aux_truncated;
	memcpy(out->dispatch_reasons, l->dispatch_reasons, sizeof(out->dispatch_reasons));
	memcpy(out->preempt_reasons, l->preempt_reasons, sizeof(out->preempt_reasons));
	memset(out->lat_le, 0, sizeof(out->lat_le));
	for (unsigned int k = 0; k < METRICS_LAT_BOUNDS && l->tb_freq; k++) {
		uint64_t thr = (uint64_t)((unsigned __int128)metrics_lat_bound_ns(k) * l->tb_freq /
					  1000000000u);

		for (unsigned int i = 0; i < HIST_BUCKETS && hist_bucket_upper(i) <= thr; i++)
			out->lat_le[k] += l->lat.b[i];
	}
	out->lat_le[METRICS_LAT_BOUNDS] = l->lat.n;
	out->offline = 0;
	for (size_t i = 0; i < model_ncpus(m); i++)
		out->offline += model_cpu_offline(m, model_cpu_id(m, i), NULL);
	out->lat_sum_ns = ticks_ns(l->lat_sum, l->tb_freq);
	model_stats_affinity(l, &a);
	out->aff_thread = a.same_core;
	out->aff_core = a.other_core;
	out->any = g->events != 0;
	out->first_ns = g->events ? g->first_ns : 0;
}

static void lpar_add(struct metrics *d, const struct metrics *s)
{
	d->events += s->events;
	d->lost += s->lost;
	d->qdrop += s->qdrop;
	d->dtl_full_polls += s->dtl_full_polls;
	d->aux_overruns += s->aux_overruns;
	d->aux_overrun_bytes += s->aux_overrun_bytes;
	d->aux_truncated += s->aux_truncated;
	for (size_t i = 0; i < DTL_REASON_SLOTS; i++) {
		d->dispatch_reasons[i] += s->dispatch_reasons[i];
		d->preempt_reasons[i] += s->preempt_reasons[i];
	}
	for (size_t k = 0; k <= METRICS_LAT_BOUNDS; k++)
		d->lat_le[k] += s->lat_le[k];
	d->lat_sum_ns += s->lat_sum_ns;
	d->aff_thread += s->aff_thread;
	d->aff_core += s->aff_core;
	if (s->any && (!d->any || s->first_ns < d->first_ns))
		d->first_ns = s->first_ns;
	d->any |= s->any;
}

void metrics_free(struct metrics *s)
{
	free(s->cpus);
	free(s->tasks);
	s->cpus = NULL;
	s->tasks = NULL;
	s->ncpus = s->ntasks = 0;
}

/* more steal first, then comm */
static int task_order(const void *pa, const void *pb)
{
	const struct metrics_task *a = pa, *b = pb;

	if (a->steal_ns != b->steal_ns)
		return a->steal_ns > b->steal_ns ? -1 : 1;
	return strcmp(a->comm, b->comm);
}

static int by_comm(const void *a, const void *b)
{
	return strcmp(((const struct metrics_task *)a)->comm, ((const struct metrics_task *)b)->comm);
}

/* t[0..n): add up the rows of one comm, then order by steal. The new count. */
static size_t merge_comms(struct metrics_task *t, size_t n)
{
	size_t k = 0;

	qsort(t, n, sizeof(*t), by_comm);
	for (size_t i = 0; i < n; i++) {
		if (k && !strcmp(t[k - 1].comm, t[i].comm)) {
			t[k - 1].steal_ns += t[i].steal_ns;
			t[k - 1].preempts += t[i].preempts;
		} else {
			t[k++] = t[i];
		}
	}
	qsort(t, k, sizeof(*t), task_order);
	return k;
}

static void task_of_model(struct metrics_task *d, const struct model_task *t)
{
	memcpy(d->comm, t->comm, sizeof(d->comm));
	d->comm[TASK_COMM_LEN] = '\0';
	d->steal_ns = t->steal_ns;
	d->preempts = t->preempts;
}

int metrics_of_model(const struct model *m, uint64_t end_ns, struct metrics *out)
{
	size_t n = model_ncpus(m), k = 0, nt = model_task_count(m);

	memset(out, 0, sizeof(*out));
	lpar_of_model(out, m);
	out->end_ns = end_ns;
	out->cpus = calloc(n ? n : 1, sizeof(*out->cpus));
	out->tasks = calloc(nt ? nt : 1, sizeof(*out->tasks));
	if (!out->cpus || !out->tasks) {
		metrics_free(out);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		uint32_t id = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, id);

		if (s && s->events)
			cpu_of_stats(&out->cpus[k++], id, s);
	}
	out->ncpus = k;
	for (size_t i = 0; i < nt; i++)
		task_of_model(&out->tasks[i], model_task_at(m, i));
	out->ntasks = merge_comms(out->tasks, nt);
	return 0;
}

/* ---- the accumulator (batch windows) ---- */

struct metrics_acc *metrics_acc_new(void)
{
	struct metrics_acc *a = calloc(1, sizeof(*a));

	if (!a)
		return NULL;
	a->slot = calloc(ACC_SLOTS, sizeof(*a->slot));
	a->used = calloc(ACC_SLOTS, sizeof(*a->used));
	if (!a->slot || !a->used) {
		metrics_acc_free(a);
		return NULL;
	}
	strcpy(a->other.comm, METRICS_OTHER);
	return a;
}

void metrics_acc_free(struct metrics_acc *a)
{
	if (!a)
		return;
	free(a->bycpu);
	free(a->slot);
	free(a->used);
	free(a);
}

static size_t comm_hash(const char *comm)
{
	uint64_t h = 1469598103934665603ull;

	for (const char *p = comm; *p; p++)
		h = (h ^ (uint8_t)*p) * 1099511628211ull;
	return (size_t)(h ^ (h >> 29)) % ACC_SLOTS;
}

static void acc_task(struct metrics_acc *a, const struct model_task *mt)
{
	struct metrics_task t, *d;
	size_t i;

	task_of_model(&t, mt);
	i = comm_hash(t.comm);
	while (a->used[i] && strcmp(a->slot[i].comm, t.comm))
		i = (i + 1) % ACC_SLOTS;
	if (!a->used[i]) {
		if (a->ntasks == ACC_TASKS || !strcmp(t.comm, METRICS_OTHER)) {
			a->other.steal_ns += t.steal_ns;
			a->other.preempts += t.preempts;
			return;
		}
		a->used[i] = true;
		a->ntasks++;
		a->slot[i] = t;
		return;
	}
	d = &a->slot[i];
	d->steal_ns += t.steal_ns;
	d->preempts += t.preempts;
}

static int acc_grow(struct metrics_acc *a, uint32_t cpu)
{
	size_t n = a->nbycpu ? a->nbycpu : 64;
	struct acc_cpu *p;

	if (cpu < a->nbycpu)
		return 0;
	while (n <= cpu)
		n *= 2;
	p = realloc(a->bycpu, n * sizeof(*p));
	if (!p)
		return -1;
	memset(p + a->nbycpu, 0, (n - a->nbycpu) * sizeof(*p));
	a->bycpu = p;
	a->nbycpu = n;
	return 0;
}

int metrics_acc_add(struct metrics_acc *a, const struct model *m, uint64_t end_ns)
{
	struct metrics w = { 0 };

	lpar_of_model(&w, m);
	lpar_add(&a->sum, &w);
	a->sum.offline = w.offline;
	if (end_ns > a->sum.end_ns)
		a->sum.end_ns = end_ns;
	for (size_t i = 0; i < model_task_count(m); i++)
		acc_task(a, model_task_at(m, i));
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t id = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, id);
		struct metrics_cpu c;

		if (!s || !s->events)
			continue;
		if (acc_grow(a, id) < 0)
			return -1;
		cpu_of_stats(&c, id, s);
		if (!a->bycpu[id].seen)
			a->bycpu[id] = (struct acc_cpu){ .c = { .id = id }, .seen = true };
		cpu_add(&a->bycpu[id].c, &c);
	}
	return 0;
}

int metrics_of_acc(const struct metrics_acc *a, struct metrics *out)
{
	size_t n = 0;

	*out = a->sum;
	out->cpus = NULL;
	out->tasks = NULL;
	out->ncpus = out->ntasks = 0;
	for (size_t i = 0; i < a->nbycpu; i++)
		n += a->bycpu[i].seen;
	out->cpus = calloc(n ? n : 1, sizeof(*out->cpus));
	out->tasks = calloc(a->ntasks + 1, sizeof(*out->tasks));
	if (!out->cpus || !out->tasks) {
		metrics_free(out);
		return -1;
	}
	for (size_t i = 0; i < a->nbycpu; i++)
		if (a->bycpu[i].seen)
			out->cpus[out->ncpus++] = a->bycpu[i].c;
	for (size_t i = 0; i < ACC_SLOTS; i++)
		if (a->used[i])
			out->tasks[out->ntasks++] = a->slot[i];
	if (a->other.steal_ns || a->other.preempts)
		out->tasks[out->ntasks++] = a->other;
	qsort(out->tasks, out->ntasks, sizeof(*out->tasks), task_order);
	return 0;
}

/* ---- the served task series ---- */

/* A served comm: what it had when first served (base) and what it served
 * last (the counters since base, never less than before). */
struct served {
	struct metrics_task t;
	uint64_t base_steal, base_pre;
};

struct metrics_tasks {
	size_t max, n;
	struct served *s;
	struct metrics_task other;	/* as last served */
};

struct metrics_tasks *metrics_tasks_new(size_t max)
{
	struct metrics_tasks *ts = calloc(1, sizeof(*ts));

	if (max > METRICS_MAX_TASKS)
		max = METRICS_MAX_TASKS;
	if (ts && !(ts->s = calloc(max ? max : 1, sizeof(*ts->s)))) {
		free(ts);
		return NULL;
	}
	if (ts) {
		ts->max = max;
		strcpy(ts->other.comm, METRICS_OTHER);
	}
	return ts;
}

void metrics_tasks_free(struct metrics_tasks *ts)
{
	if (ts)
		free(ts->s);
	free(ts);
}

static const struct metrics_task *find_comm(const struct metrics *s, const char *comm)
{
	for (size_t i = 0; i < s->ntasks; i++)
		if (!strcmp(s->tasks[i].comm, comm))
			return &s->tasks[i];
	return NULL;
}

static uint64_t grown(uint64_t last, uint64_t now, uint64_t base)
{
	return now >= base && now - base > last ? now - base : last;
}

/* What a newly served comm's counter starts from: all it has, less what
 * METRICS_OTHER must keep to not go down (total - served - other_last). */
static uint64_t base_of(uint64_t v, uint64_t total, uint64_t served, uint64_t other_last)
{
	uint64_t slack = total > served + other_last ? total - served - other_last : 0;

	return v > slack ? v - slack : 0;
}

int metrics_tasks_serve(struct metrics_tasks *ts, struct metrics *s)
{
	uint64_t tot_steal = 0, tot_pre = 0, srv_steal = 0, srv_pre = 0;
	struct metrics_task *out = calloc(ts->max + 1, sizeof(*out));

	for (size_t i = 0; i < s->ntasks; i++) {
		tot_steal += s->tasks[i].steal_ns;
		tot_pre += s->tasks[i].preempts;
	}
	for (size_t j = 0; j < ts->n; j++) {
		struct served *v = &ts->s[j];
		const struct metrics_task *t = find_comm(s, v->t.comm);

		if (t) {	/* gone from the model (folded, renamed): as last */
			v->t.steal_ns = grown(v->t.steal_ns, t->steal_ns, v->base_steal);
			v->t.preempts = grown(v->t.preempts, t->preempts, v->base_pre);
		}
		srv_steal += v->t.steal_ns;
		srv_pre += v->t.preempts;
	}
	for (size_t i = 0; i < s->ntasks && ts->n < ts->max; i++) {
		const struct metrics_task *t = &s->tasks[i];
		struct served *v;
		size_t j = 0;

		if (!t->steal_ns || !strcmp(t->comm, METRICS_OTHER))
			continue;
		while (j < ts->n && strcmp(ts->s[j].t.comm, t->comm))
			j++;
		if (j < ts->n)
			continue;
		v = &ts->s[ts->n++];
		v->t = *t;
		v->base_steal = base_of(t->steal_ns, tot_steal, srv_steal, ts->other.steal_ns);
		v->base_pre = base_of(t->preempts, tot_pre, srv_pre, ts->other.preempts);
		v->t.steal_ns -= v->base_steal;
		v->t.preempts -= v->base_pre;
		srv_steal += v->t.steal_ns;
		srv_pre += v->t.preempts;
	}
	ts->other.steal_ns = grown(ts->other.steal_ns, tot_steal, srv_steal);
	ts->other.preempts = grown(ts->other.preempts, tot_pre, srv_pre);
	free(s->tasks);
	s->tasks = out;
	s->ntasks = 0;
	if (!out)
		return -1;
	for (size_t j = 0; j < ts->n; j++)
		out[j] = ts->s[j].t;
	qsort(out, ts->n, sizeof(*out), task_order);
	out[ts->n] = ts->other;
	s->ntasks = ts->n + 1;
	return 0;
}

/* ---- rollup and physc ---- */

static int by_id(const void *a, const void *b)
{
	uint32_t x = ((const struct metrics_cpu *)a)->id, y = ((const struct metrics_cpu *)b)->id;

	return x < y ? -1 : x > y;
}

int metrics_rollup(struct metrics *s, enum metrics_by by, const uint32_t *group_of, size_t n)
{
	struct metrics_cpu *g;
	size_t k = 0;

	if (by == METRICS_BY_VCPU)
		return 0;
	g = calloc(s->ncpus ? s->ncpus : 1, sizeof(*g));
	if (!g)
		return -1;
	for (size_t i = 0; i < s->ncpus; i++) {
		uint32_t cpu = s->cpus[i].id, id = group_of && cpu < n ? group_of[cpu] : UINT32_MAX;
		size_t j = 0;

		if (by == METRICS_BY_LPAR)
			id = 0;
		while (j < k && g[j].id != id)
			j++;
		if (j == k)
			g[k++].id = id;
		cpu_add(&g[j], &s->cpus[i]);
	}
	qsort(g, k, sizeof(*g), by_id);
	free(s->cpus);
	s->cpus = g;
	s->ncpus = k;
	return 0;
}

bool metrics_physc(const struct metrics *now, const struct metrics *prev, double *physc)
{
	uint64_t start = prev ? prev->end_ns : now->first_ns, span;
	double on = 0.0;
	size_t j = 0, vcpus = 0;
	uint64_t disp = 0;	/* no DTL entry in the interval: no physc */

	if (!now->any || now->end_ns <= start)
		return false;
	span = now->end_ns - start;
	for (size_t i = 0; i < now->ncpus; i++) {
		const struct metrics_cpu *c = &now->cpus[i];
		uint64_t ev = c->events, off = c->off_vol_ns + c->off_invol_ns, d = c->dispatches;

		while (prev && j < prev->ncpus && prev->cpus[j].id < c->id)
			j++;
		if (prev && j < prev->ncpus && prev->cpus[j].id == c->id) {
			ev -= prev->cpus[j].events;
			d -= prev->cpus[j].dispatches;
			off -= prev->cpus[j].off_vol_ns + prev->cpus[j].off_invol_ns;
		}
		if (!ev)
			continue;
		disp += d;
		on += off < span ? (double)(span - off) : 0.0;
		vcpus++;
	}
	if (!vcpus || !disp)
		return false;
	*physc = on / (double)span;
	return true;
}
