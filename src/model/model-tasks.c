// SPDX-License-Identifier: GPL-2.0-only
/* model-tasks.c: which Linux task was running when the hypervisor took a vCPU
 * away: the bounded LPAR tasks table (with what hit each task: reasons, vCPUs,
 * steal over time), per-vCPU top tasks, their accessors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "model-priv.h"

#define TASKS_MIN_CAP 64u
#define US_PER_NS 1000u

static void task_key(struct model_task *t, int32_t pid, const char *comm)
{
	memset(t, 0, sizeof(*t));
	t->pid = pid;
	memcpy(t->comm, comm, TASK_COMM_LEN);
}

static void set_other(struct model_task *t)
{
	char comm[TASK_COMM_LEN] = "[other]";

	task_key(t, -1, comm);
}

/* comm is TASK_COMM_LEN bytes, zero-padded (struct cur_task keeps it so). */
static uint32_t task_hash(int32_t pid, const char *comm)
{
	uint32_t h = 2166136261u ^ (uint32_t)pid;	/* FNV-1a */

	h *= 16777619u;
	for (int i = 0; i < TASK_COMM_LEN && comm[i]; i++)
		h = (h ^ (uint8_t)comm[i]) * 16777619u;
	return h;
}

static bool task_is(const struct model_task *t, int32_t pid, const char *comm)
{
	return t->pid == pid && memcmp(t->comm, comm, TASK_COMM_LEN) == 0;
}

int tasks_init(struct task_table *t, uint32_t max)
{
	memset(t, 0, sizeof(*t));
	t->max = max;
	set_other(&t->other);
	t->ser_origin = TL_EMPTY;
	return 0;
}

void tasks_free(struct task_table *t)
{
	/* without series (a counters-only model) not a line of ext is read:
	 * at a full table that is megabytes of them, out of cache */
	for (uint32_t i = 0; t->ser_len && i < t->cap; i++)
		free(t->ext[i].series);
	free(t->other_ext.series);
	free(t->ent);
	free(t->ext);
	free(t->hash);
	memset(t, 0, sizeof(*t));
}

/* An entry's extra counters zeroed; its series memory is kept for reuse. */
static void ext_clear(struct task_ext *x)
{
	uint32_t *series = x->series;

	memset(x, 0, sizeof(*x));
	x->series = series;
}

/* A new window starts with an empty table: dead tasks do not pile up over an
 * hour-long session. Memory is kept. */
void tasks_clear(struct task_table *t)
{
	t->n = 0;
	if (t->hash)
		memset(t->hash, 0, (t->hmask + 1) * sizeof(*t->hash));
	set_other(&t->other);
	ext_clear(&t->other_ext);
	t->ser_origin = TL_EMPTY;
	t->ser_top = 0;
	t->ser_shift = 0;
}

static void tasks_rehash(struct task_table *t)
{
	memset(t->hash, 0, (t->hmask + 1) * sizeof(*t->hash));
	for (uint32_t i = 0; i < t->n; i++) {
		uint32_t h = task_hash(t->ent[i].pid, t->ent[i].comm) & t->hmask;

		while (t->hash[h])
			h = (h + 1) & t->hmask;
		t->hash[h] = i + 1;
	}
}

/* Room for one more entry: entries and hash (a power of two at least twice
 * the entries, so load <= 1/2) grow together. */
static int tasks_grow(struct task_table *t)
{
	uint32_t cap = t->cap ? t->cap * 2 : TASKS_MIN_CAP, slots = 1;
	struct model_task *ent;
	struct task_ext *ext;
	uint32_t *hash;

	if (cap > t->max)
		cap = t->max;
	while (slots < cap * 2)
		slots *= 2;
	ent = realloc(t->ent, (size_t)cap * sizeof(*ent));
	if (!ent)
		return -1;
	t->ent = ent;
	ext = realloc(t->ext, (size_t)cap * sizeof(*ext));
	if (!ext)
		return -1;
	/* new slots own no series yet (tasks_free frees up to cap) */
	memset(ext + t->cap, 0, (size_t)(cap - t->cap) * sizeof(*ext));
	t->ext = ext;
	hash = calloc(slots, sizeof(*hash));
	if (!hash)
		return -1;
	free(t->hash);
	t->hash = hash;
	t->hmask = slots - 1;
	t->cap = cap;
	tasks_rehash(t);
	return 0;
}

/* Index of (pid, comm), inserted if new; TASK_OTHER when the table is full. */
uint32_t tasks_find(struct task_table *t, int32_t pid, const char *comm)
{
	uint32_t h;

	if (t->hash) {
		h = task_hash(pid, comm) & t->hmask;
		for (; t->hash[h]; h = (h + 1) & t->hmask)
			if (task_is(&t->ent[t->hash[h] - 1], pid, comm))
				return t->hash[h] - 1;
	}
	if (t->n >= t->max)
		return TASK_OTHER;
	if (t->n >= t->cap && tasks_grow(t) < 0)
		return TASK_OTHER;
	h = task_hash(pid, comm) & t->hmask;
	/* hash is set here: n < cap, and cap > 0 only once tasks_grow ran. */
	// NOLINTNEXTLINE(clang-analyzer-core.NullDereference)
	while (t->hash[h])
		h = (h + 1) & t->hmask;
	t->hash[h] = t->n + 1;
	task_key(&t->ent[t->n], pid, comm);
	ext_clear(&t->ext[t->n]);
	return t->n++;
}

/* next_* now runs on this vCPU; cached indices are stale. */
void task_set(struct vcpu *v, int32_t pid, const char *comm)
{
	v->cur.pid = pid;
	memset(v->cur.comm, 0, sizeof(v->cur.comm));
	/* comm of a task is NUL-terminated in the kernel, but not necessarily
	 * in the event buffer: zero-pad after the first NUL so keys compare */
	comm16_pad(v->cur.comm, comm);
	v->cur.lpar_idx = TASK_UNRESOLVED;
	v->cur.slot = -1;
}

/* sched_switch: the old task's pending charges go first. */
void task_switch(struct model *m, struct vcpu *v, int32_t pid,
		 const char *comm)
{
	task_flush(m, v);
	task_set(v, pid, comm);
}

/* The running task's first charge: its index in both tables (inserted if
 * new, so the tables keep first-charge order). */
void task_resolve(struct model *m, struct vcpu *v)
{
	struct vcpu_tasks *vt = &v->tasks;
	bool fresh;
	uint32_t i = vtasks_find(vt, &v->cur, &fresh);

	if (fresh) {
		uint32_t n = m->tasks.n;

		vt->lpar[i] = tasks_find(&m->tasks, v->cur.pid, v->cur.comm);
		if (m->tasks.n != n) {	/* a new entry: charged by this entry */
			m->tasks.ext[n].first_ns = v->st.last_ns;
			m->tasks.ext[n].first_cpu = v->cpu;
		}
	}
	v->cur.lpar_idx = vt->lpar[i];
	v->cur.slot = (int32_t)i;
}

/* Add the vCPU's pending charges (task_add) to the running task's entries;
 * pending charges imply a resolved task. Before the tables are read,
 * model_settle flushes every vCPU. */
void task_flush(struct model *m, struct vcpu *v)
{
	task_flush_skip(m, v, -1);
}

static struct task_ext *tasks_ext(struct task_table *t, uint32_t i)
{
	return i == TASK_OTHER ? &t->other_ext : &t->ext[i];
}

/* The vCPU tally: its slot, or a new one; when all are taken the one with
 * the least steal makes room (the tally keeps the heavy hitters). */
static void ext_cpu(struct task_ext *x, uint32_t cpu, uint64_t n, uint64_t ns)
{
	struct task_cpu_slot *s = NULL;
	uint32_t i;

	for (i = 0; i < x->ncpus_kept; i++)
		if (x->cpus[i].cpu == cpu) {
			s = &x->cpus[i];
			break;
		}
	if (!s) {
		x->ncpus++;
		if (x->ncpus_kept < MODEL_TASK_CPUS) {
			s = &x->cpus[x->ncpus_kept++];
		} else {
			s = &x->cpus[0];
			for (i = 1; i < MODEL_TASK_CPUS; i++)
				if (x->cpus[i].steal_ns < s->steal_ns)
					s = &x->cpus[i];
			x->cpus_approx = true;
		}
		memset(s, 0, sizeof(*s));
		s->cpu = cpu;
	}
	s->preempts = n > UINT32_MAX - s->preempts ? UINT32_MAX : s->preempts + (uint32_t)n;
	s->steal_ns += ns;
}

static uint32_t add_sat(uint32_t a, uint64_t b)
{
	return b > UINT32_MAX - a ? UINT32_MAX : a + (uint32_t)b;
}

/* Bins of 2^from buckets into bins of 2^to (to > from): each new bin i
 * is the sum of old bins [i << d, (i + 1) << d), in place (i only ever
 * reads bins at or after itself). */
static void rebin(uint32_t *s, uint32_t len, uint32_t from, uint32_t to)
{
	uint32_t d = to - from < 32 ? to - from : 32;	/* 2^32 > any len: all in bin 0 */

	for (uint32_t i = 0; i < len; i++) {
		uint64_t lo = (uint64_t)i << d, hi = (uint64_t)(i + 1) << d;
		uint32_t sum = 0;

		for (uint64_t j = lo; j < hi && j < len; j++)
			sum = add_sat(sum, s[j]);
		s[i] = sum;
	}
}

/* ns of steal paid in timeline bucket bno, into its bin (µs, saturated). */
static void ext_series(struct task_table *t, struct task_ext *x, uint64_t bno, uint64_t ns)
{
	uint32_t len = t->ser_len;
	uint64_t rel, bin;

	if (!x->series && !(x->series = calloc(len, sizeof(*x->series))))
		return;
	if (t->ser_origin == TL_EMPTY) {
		t->ser_origin = bno;
		t->ser_top = 0;
		t->ser_shift = 0;
	}
	/* a vCPU whose timeline is behind the first charge: the first bin */
	rel = bno > t->ser_origin ? bno - t->ser_origin : 0;
	while (t->ser_shift < 63 && rel >> t->ser_shift >= len) {
		t->ser_shift++;		/* full: every bin is now two */
		t->ser_top >>= 1;
	}
	bin = rel >> t->ser_shift;
	if (bin > t->ser_top)
		t->ser_top = bin;
	if (!x->ser_live) {
		memset(x->series, 0, len * sizeof(*x->series));
		x->ser_live = true;
		x->ser_shift = t->ser_shift;
	} else if (x->ser_shift < t->ser_shift) {
		rebin(x->series, len, x->ser_shift, t->ser_shift);
		x->ser_shift = t->ser_shift;
	}
	x->series[bin] = add_sat(x->series[bin], ns / US_PER_NS);
}

void task_flush_skip(struct model *m, struct vcpu *v, int skip)
{
	struct model_task *t;
	struct task_ext *x;
	uint64_t known = 0;

	if (!v->pend_n)
		return;
	t = tasks_ent(&m->tasks, v->cur.lpar_idx);
	t->steal_ns += v->pend_ns;
	t->preempts += v->pend_n;
	x = tasks_ext(&m->tasks, v->cur.lpar_idx);
	/* every involuntary entry since the last flush was charged to this
	 * task, so the vCPU's reason counters moved by exactly its entries */
	for (uint32_t i = 0; i < m->ninv_small; i++) {
		unsigned int r = m->inv_small[i];
		uint64_t now = v->st.preempt_reasons[r] - ((int)r == skip);

		x->pre[r] += now - v->pre_base[r];
		known += now - v->pre_base[r];
		v->pre_base[r] = now;
	}
	x->pre[MODEL_MX - 1] += v->pend_n - known;	/* the rest: values >= 15 */
	ext_cpu(x, v->cpu, v->pend_n, v->pend_ns);
	if (m->tasks.ser_len && v->tl_w)
		ext_series(&m->tasks, x, v->tl_cur->bno, v->pend_ns);
	t = &v->tasks.slot[v->cur.slot];
	t->steal_ns += v->pend_ns;
	t->preempts += v->pend_n;
	v->pend_ns = v->pend_n = 0;
}

/* Slot of the running task in the vCPU's table. When all slots are taken the
 * one with the least steal is folded into "[other]" and reused: the slots
 * approximate the vCPU's top tasks without unbounded memory. */
uint32_t vtasks_find(struct vcpu_tasks *vt, const struct cur_task *c, bool *fresh)
{
	uint32_t i, min = 0;

	*fresh = false;
	for (i = 0; i < vt->n; i++)
		if (vt->pid[i] == c->pid && task_is(&vt->slot[i], c->pid, c->comm))
			return i;
	*fresh = true;
	if (vt->n < MODEL_CPU_TASKS) {
		i = vt->n++;
	} else {
		for (i = 1; i < vt->n; i++)
			if (vt->slot[i].steal_ns < vt->slot[min].steal_ns)
				min = i;
		vt->other.steal_ns += vt->slot[min].steal_ns;
		vt->other.preempts += vt->slot[min].preempts;
		i = min;
	}
	task_key(&vt->slot[i], c->pid, c->comm);
	vt->pid[i] = c->pid;
	return i;
}

void vtasks_clear(struct vcpu_tasks *vt)
{
	vt->n = 0;
	set_other(&vt->other);
}

size_t model_task_count(const struct model *m)
{
	return m->tasks.n + (m->tasks.other.preempts ? 1 : 0);
}

const struct model_task *model_task_at(const struct model *m, size_t i)
{
	if (i < m->tasks.n)
		return &m->tasks.ent[i];
	if (i == m->tasks.n && m->tasks.other.preempts)
		return &m->tasks.other;
	return NULL;
}

/* a ranks before b: more steal, then lower pid, then comm */
static bool task_before(const struct model_task *a, const struct model_task *b)
{
	if (a->steal_ns != b->steal_ns)
		return a->steal_ns > b->steal_ns;
	if (a->pid != b->pid)
		return a->pid < b->pid;
	return strcmp(a->comm, b->comm) < 0;
}

/* Insertion into a sorted array of max: O(n * max), no allocation. */
size_t model_top_tasks(const struct model *m, const struct model_task **out,
		       size_t max)
{
	size_t n = 0, count = model_task_count(m);

	for (size_t i = 0; i < count && max; i++) {
		const struct model_task *t = model_task_at(m, i);
		size_t j;

		if (n == max && !task_before(t, out[n - 1]))
			continue;
		j = n < max ? n++ : n - 1;
		while (j > 0 && task_before(t, out[j - 1])) {
			out[j] = out[j - 1];
			j--;
		}
		out[j] = t;
	}
	return n;
}

size_t model_cpu_tasks(const struct model *m, uint32_t cpu,
		       const struct model_task **out, size_t max)
{
	const struct vcpu *v = vcpu_peek(m, cpu);
	size_t n = 0;

	if (!v)
		return 0;
	for (uint32_t i = 0; i < v->tasks.n && n < max; i++)
		out[n++] = &v->tasks.slot[i];
	if (v->tasks.other.preempts && n < max)
		out[n++] = &v->tasks.other;
	return n;
}

bool model_cpu_current(const struct model *m, uint32_t cpu, int32_t *pid,
		       const char **comm)
{
	const struct vcpu *v = vcpu_peek(m, cpu);

	if (!v)
		return false;
	*pid = v->cur.pid;
	*comm = v->cur.comm;
	return true;
}

/* The extra counters of an entry of the LPAR table, NULL for anything else
 * (a per-vCPU slot, a copy). */
static const struct task_ext *ext_of(const struct model *m, const struct model_task *t)
{
	if (t == &m->tasks.other)
		return &m->tasks.other_ext;
	if (m->tasks.n && t >= m->tasks.ent && t < m->tasks.ent + m->tasks.n)
		return &m->tasks.ext[t - m->tasks.ent];
	return NULL;
}

bool model_task_detail(const struct model *m, const struct model_task *t,
		       struct model_task_detail *out)
{
	const struct task_ext *x = ext_of(m, t);

	memset(out, 0, sizeof(*out));
	if (!x)
		return false;
	memcpy(out->preempt_reasons, x->pre, sizeof(out->preempt_reasons));
	for (uint32_t i = 0; i < x->ncpus_kept; i++) {
		struct model_task_cpu c = {
			.cpu = x->cpus[i].cpu,
			.preempts = x->cpus[i].preempts,
			.steal_ns = x->cpus[i].steal_ns,
		};
		uint32_t j = i;

		/* insertion by steal descending, ties by cpu */
		while (j > 0 && (out->cpus[j - 1].steal_ns < c.steal_ns ||
				 (out->cpus[j - 1].steal_ns == c.steal_ns &&
				  out->cpus[j - 1].cpu > c.cpu))) {
			out->cpus[j] = out->cpus[j - 1];
			j--;
		}
		out->cpus[j] = c;
	}
	out->ncpus_kept = x->ncpus_kept;
	out->ncpus = x->ncpus;
	out->cpus_approx = x->cpus_approx;
	return true;
}

bool model_task_series_span(const struct model *m, uint64_t *first, size_t *n,
			    uint64_t *width)
{
	const struct task_table *t = &m->tasks;

	if (!t->ser_len || t->ser_origin == TL_EMPTY)
		return false;
	*first = t->ser_origin;
	*n = (size_t)t->ser_top + 1;
	*width = 1ull << t->ser_shift;
	return true;
}

size_t model_task_series(const struct model *m, const struct model_task *t, size_t n,
			 uint64_t *out)
{
	const struct task_ext *x = ext_of(m, t);
	uint32_t len = m->tasks.ser_len, d;

	memset(out, 0, n * sizeof(*out));
	if (!x || !x->series || !x->ser_live || m->tasks.ser_origin == TL_EMPTY)
		return 0;
	/* bins not merged yet (this task was not charged since the width
	 * last doubled): summed here as the merge would */
	d = m->tasks.ser_shift - x->ser_shift;
	if (d > 32)
		d = 32;
	for (size_t i = 0; i < n && i < len; i++) {
		uint64_t lo = (uint64_t)i << d, hi = (uint64_t)(i + 1) << d;

		for (uint64_t j = lo; j < hi && j < len; j++)
			out[i] += (uint64_t)x->series[j] * US_PER_NS;
	}
	return n < len ? n : len;
}

/* ---- the task table by command: who paid, per program ---- */

static int cmd_cmp(const void *a, const void *b)
{
	const struct model_command *x = a, *y = b;

	if (x->steal_ns != y->steal_ns)
		return x->steal_ns > y->steal_ns ? -1 : 1;
	return strcmp(x->comm, y->comm);
}

static int comm_cmp(const void *a, const void *b)
{
	return strcmp(((const struct model_command *)a)->comm,
		      ((const struct model_command *)b)->comm);
}

size_t model_commands(const struct model *m, struct model_command **out)
{
	size_t n = model_task_count(m), k = 0;
	struct model_command *c;

	*out = NULL;
	if (!n || !(c = calloc(n, sizeof(*c))))
		return 0;
	for (size_t i = 0; i < n; i++) {
		const struct model_task *t = model_task_at(m, i);

		if (!t)
			continue;
		snprintf(c[i].comm, sizeof(c[i].comm), "%s", t->comm);
		c[i].steal_ns = t->steal_ns;
		c[i].preempts = t->preempts;
		c[i].pids = 1;
	}
	/* same comm next to each other, then each run summed into one */
	qsort(c, n, sizeof(*c), comm_cmp);
	for (size_t i = 0; i < n; i++) {
		if (k && strcmp(c[k - 1].comm, c[i].comm) == 0) {
			c[k - 1].steal_ns += c[i].steal_ns;
			c[k - 1].preempts += c[i].preempts;
			c[k - 1].pids++;
		} else {
			c[k++] = c[i];
		}
	}
	qsort(c, k, sizeof(*c), cmd_cmp);
	*out = c;
	return k;
}

/* c into d's vCPUs: summed with the same vCPU's, else a new slot while
 * there is room, else it replaces the smallest if bigger (then the list
 * is no longer exact). */
static void cmd_cpu_add(struct model_task_detail *d, const struct model_task_cpu *c)
{
	uint32_t j, low = 0;

	for (j = 0; j < d->ncpus_kept; j++) {
		if (d->cpus[j].cpu == c->cpu) {
			d->cpus[j].steal_ns += c->steal_ns;
			d->cpus[j].preempts += c->preempts;
			return;
		}
		if (d->cpus[j].steal_ns < d->cpus[low].steal_ns)
			low = j;
	}
	d->ncpus++;
	if (d->ncpus_kept < MODEL_TASK_CPUS) {
		d->cpus[d->ncpus_kept++] = *c;
		return;
	}
	d->cpus_approx = true;
	if (c->steal_ns > d->cpus[low].steal_ns)
		d->cpus[low] = *c;
}

static int cpu_steal_cmp(const void *a, const void *b)
{
	const struct model_task_cpu *x = a, *y = b;

	if (x->steal_ns != y->steal_ns)
		return x->steal_ns > y->steal_ns ? -1 : 1;
	return x->cpu < y->cpu ? -1 : x->cpu > y->cpu;
}

void model_command_detail(const struct model *m, const char *comm,
			  struct model_task_detail *out)
{
	size_t n = model_task_count(m);

	memset(out, 0, sizeof(*out));
	for (size_t i = 0; i < n; i++) {
		const struct model_task *t = model_task_at(m, i);
		struct model_task_detail d;

		if (!t || strcmp(t->comm, comm) != 0 || !model_task_detail(m, t, &d))
			continue;
		for (int r = 0; r < MODEL_MX; r++)
			out->preempt_reasons[r] += d.preempt_reasons[r];
		for (uint32_t j = 0; j < d.ncpus_kept; j++)
			cmd_cpu_add(out, &d.cpus[j]);
		/* a task's own count beyond its kept slots: a bound, not exact */
		out->cpus_approx |= d.cpus_approx || d.ncpus > d.ncpus_kept;
	}
	qsort(out->cpus, out->ncpus_kept, sizeof(out->cpus[0]), cpu_steal_cmp);
}

size_t model_command_series(const struct model *m, const char *comm, size_t n, uint64_t *out)
{
	size_t cnt = model_task_count(m), got = 0;
	uint64_t *one = malloc(n * sizeof(*one));

	memset(out, 0, n * sizeof(*out));
	if (!one)
		return 0;
	for (size_t i = 0; i < cnt; i++) {
		const struct model_task *t = model_task_at(m, i);
		size_t k;

		if (!t || strcmp(t->comm, comm) != 0)
			continue;
		k = model_task_series(m, t, n, one);
		for (size_t b = 0; b < k; b++)
			out[b] += one[b];
		got = k > got ? k : got;
	}
	free(one);
	return got;
}
