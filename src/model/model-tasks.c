/* model-tasks.c: which Linux task was running when the hypervisor took a vCPU
 * away: the bounded LPAR tasks table, per-vCPU top tasks, their accessors. */
#include <stdlib.h>
#include <string.h>

#include "model-priv.h"

#define TASKS_MIN_CAP 64u

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
	return 0;
}

void tasks_free(struct task_table *t)
{
	free(t->ent);
	free(t->hash);
	memset(t, 0, sizeof(*t));
}

/* A new window starts with an empty table: dead tasks do not pile up over an
 * hour-long session. Memory is kept. */
void tasks_clear(struct task_table *t)
{
	t->n = 0;
	if (t->hash)
		memset(t->hash, 0, (t->hmask + 1) * sizeof(*t->hash));
	set_other(&t->other);
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
	uint32_t *hash;

	if (cap > t->max)
		cap = t->max;
	while (slots < cap * 2)
		slots *= 2;
	ent = realloc(t->ent, (size_t)cap * sizeof(*ent));
	if (!ent)
		return -1;
	t->ent = ent;
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
	return t->n++;
}

/* next_* now runs on this vCPU; cached indices are stale. */
void task_set(struct vcpu *v, int32_t pid, const char *comm)
{
	v->cur.pid = pid;
	memset(v->cur.comm, 0, sizeof(v->cur.comm));
	memcpy(v->cur.comm, comm, TASK_COMM_LEN);
	/* comm of a task is NUL-terminated in the kernel, but not necessarily
	 * in the event buffer: zero-pad after the first NUL so keys compare */
	for (int i = 0; i < TASK_COMM_LEN; i++) {
		if (!v->cur.comm[i]) {
			memset(v->cur.comm + i, 0, TASK_COMM_LEN - i);
			break;
		}
	}
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

	if (fresh)
		vt->lpar[i] = tasks_find(&m->tasks, v->cur.pid, v->cur.comm);
	v->cur.lpar_idx = vt->lpar[i];
	v->cur.slot = (int32_t)i;
}

/* Add the vCPU's pending charges (task_add) to the running task's entries;
 * pending charges imply a resolved task. Before the tables are read,
 * model_settle flushes every vCPU. */
void task_flush(struct model *m, struct vcpu *v)
{
	struct model_task *t;

	if (!v->pend_n)
		return;
	t = tasks_ent(&m->tasks, v->cur.lpar_idx);
	t->steal_ns += v->pend_ns;
	t->preempts += v->pend_n;
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
