/* model-priv.h: the model's internal structures, shared by the src/model-*.c
 * files only; views and the TUI go through the accessors in model.h. */
#ifndef DTLTOP_MODEL_PRIV_H
#define DTLTOP_MODEL_PRIV_H

#include "model.h"

#define NSEC_PER_SEC 1000000000ull

/* ticks -> ns without a division per entry. With inv = floor((2^64-1) /
 * freq) we have inv * freq > 2^64 - 1 - freq, so for num < 2^64
 * q = mulhi(num, inv) > num / freq - 1: q is the true quotient or one
 * below it, and one branchless remainder check makes the result exactly
 * floor(ticks * 1e9 / freq), what the 128-bit division gives. */
struct tbconv {
	uint64_t freq;
	uint64_t inv;
};

static inline void tbconv_set(struct tbconv *c, uint64_t freq)
{
	c->freq = freq;
	c->inv = freq ? UINT64_MAX / freq : 0;
}

static inline uint64_t tbconv_ns(const struct tbconv *c, uint64_t ticks)
{
	uint64_t num, q;

	if (!c->freq)		/* a stream without a usable header */
		return 0;
	if (ticks > UINT64_MAX / NSEC_PER_SEC)	/* > 18e9: not from u32 fields */
		return (uint64_t)((unsigned __int128)ticks * NSEC_PER_SEC / c->freq);
	num = ticks * NSEC_PER_SEC;
	q = (uint64_t)(((unsigned __int128)num * c->inv) >> 64);
	return q + (num - q * c->freq >= c->freq);
}

/* Distinct physical processors of one vCPU: open addressing, keys are
 * id + 1 (0 = empty), grown by doubling up to 2 * MODEL_MAX_PROCS slots.
 * The last processor's slot is cached: consecutive dispatches mostly land on
 * the same processor, so most entries do not hash at all. */
struct procset {
	uint32_t *keys;
	uint64_t *counts;
	uint32_t mask;		/* slots - 1; 0 when not allocated */
	uint32_t n;		/* distinct ids */
	uint32_t last_slot;
	uint32_t last_key;	/* id + 1 of last_slot, 0 = no cache */
	uint64_t dropped;	/* entries on ids past the cap */
};

void procset_add_slow(struct procset *p, uint16_t id);
void procset_clear(struct procset *p);
void procset_free(struct procset *p);

static inline void procset_add(struct procset *p, uint16_t id)
{
	if (p->last_key == (uint32_t)id + 1)
		p->counts[p->last_slot]++;
	else
		procset_add_slow(p, id);
}

/* The LPAR tasks table: entries in arrival order (stable indices, so a vCPU
 * can cache the index of its running task), a hash of index + 1 over them. */
#define TASK_OTHER      UINT32_MAX
#define TASK_UNRESOLVED (UINT32_MAX - 1)

struct task_table {
	struct model_task *ent;
	uint32_t n, cap, max;
	uint32_t *hash;
	uint32_t hmask;		/* hash slots - 1 */
	struct model_task other;
};

int tasks_init(struct task_table *t, uint32_t max);
void tasks_free(struct task_table *t);
void tasks_clear(struct task_table *t);
uint32_t tasks_find(struct task_table *t, int32_t pid, const char *comm);

static inline struct model_task *tasks_ent(struct task_table *t, uint32_t i)
{
	return i == TASK_OTHER ? &t->other : &t->ent[i];
}

/* Per-vCPU task slots for drill-down. */
struct vcpu_tasks {
	struct model_task slot[MODEL_CPU_TASKS];
	uint32_t n;
	struct model_task other;	/* evicted slots accumulate here */
};

struct cur_task {
	int32_t pid;
	char comm[TASK_COMM_LEN + 1];
	uint32_t lpar_idx;	/* index in the tasks table, or TASK_UNRESOLVED */
	int32_t slot;		/* index in vcpu_tasks, -1 unresolved */
};

/* One timeline bucket of one vCPU; bno tells which bucket the slot holds
 * now (TL_EMPTY: none), so stale slots read as empty without a sweep. */
#define TL_EMPTY UINT64_MAX
enum tl_cat { TL_IDLE, TL_WAIT, TL_FAULT, TL_NCAT };

struct tl_slot {
	uint64_t bno;
	uint32_t ns[TL_NCAT];
	uint32_t dispatches;
};

/* Hot per-entry state first; the 8 KB of window counters after it. */
struct vcpu {
	struct tbconv conv;
	uint16_t last_proc;		/* affinity: previous entry's processor */
	bool have_proc;
	uint32_t cpu;
	struct tl_slot *tl;		/* nbuckets slots */
	struct model_recent *recent;	/* ring of opts.recent */
	uint32_t recent_head;		/* next write */
	uint32_t recent_n;
	struct procset procs;
	struct cur_task cur;
	struct model_stats st;		/* window counters */
	struct vcpu_tasks tasks;
};

struct model {
	struct model_opts o;
	struct model_global g;
	struct vcpu **tab;		/* indexed by cpu, grown on demand */
	uint32_t tab_len;
	uint32_t *order;		/* cpus seen, ascending */
	uint32_t norder, order_cap;
	bool invol[DTL_REASON_SLOTS];	/* dtl_preempt_involuntary, cached */
	uint8_t pre_cat[DTL_REASON_SLOTS]; /* enum tl_cat of the waiting part */
	/* timeline clock: the newest bucket, its start and ring index */
	bool tl_valid;
	uint64_t tl_bno, tl_start;
	uint32_t tl_idx;
	uint64_t tl_last_ns;		/* newest event time ever */
	struct task_table tasks;
};

/* model-timeline.c */
void tl_dtl_slow(struct model *m, struct vcpu *v, uint64_t t, uint64_t off_ns,
		 uint64_t steal_ns, enum tl_cat pre, enum tl_cat steal);
void tl_clear(struct tl_slot *tl, uint32_t n);

static inline void tl_add(uint32_t *x, uint64_t d)
{
	uint64_t r = (uint64_t)*x + d;

	*x = r > UINT32_MAX ? UINT32_MAX : (uint32_t)r;	/* garbage-proof */
}

/* One DTL entry dispatched at t: count the dispatch, and attribute its
 * off-CPU interval [t - off_ns, t]: the ready-to-dispatch part (the last
 * steal_ns) to category steal, the waiting part before it to pre. Inline
 * case: t in the clock's bucket, interval inside it, slot already live. */
static inline void tl_dtl(struct model *m, struct vcpu *v, uint64_t t,
			  uint64_t off_ns, uint64_t steal_ns, enum tl_cat pre,
			  enum tl_cat steal)
{
	uint64_t rel = t - m->tl_start;
	struct tl_slot *s = &v->tl[m->tl_idx];

	if (m->tl_valid && t >= m->tl_start && rel < m->o.bucket_ns &&
	    off_ns <= rel && s->bno == m->tl_bno) {
		s->dispatches++;
		tl_add(&s->ns[steal], steal_ns);
		tl_add(&s->ns[pre], off_ns - steal_ns);
		return;
	}
	tl_dtl_slow(m, v, t, off_ns, steal_ns, pre, steal);
}

/* model-recent.c */
void recent_push_switch(struct model *m, struct vcpu *v,
			const struct event *ev);

static inline struct model_recent *recent_next(struct model *m, struct vcpu *v)
{
	struct model_recent *r = &v->recent[v->recent_head];

	if (++v->recent_head == m->o.recent)
		v->recent_head = 0;
	if (v->recent_n < m->o.recent)
		v->recent_n++;
	return r;
}

static inline void recent_push_dtl(struct model *m, struct vcpu *v,
				   const struct event *ev)
{
	struct model_recent *r = recent_next(m, v);

	r->time = ev->time;
	r->kind = EV_DTL;
	r->dtl = ev->dtl.e;
}

/* model-tasks.c */
void task_switch(struct vcpu *v, int32_t pid, const char *comm);
uint32_t vtasks_find(struct vcpu_tasks *vt, const struct cur_task *c);
void vtasks_clear(struct vcpu_tasks *vt);

/* Charge one involuntary entry to the running task. The lookups happen once
 * per context switch (cached indices), not per entry. */
static inline void task_charge(struct model *m, struct vcpu *v, uint64_t ns)
{
	struct model_task *t;

	if (v->cur.lpar_idx == TASK_UNRESOLVED)
		v->cur.lpar_idx = tasks_find(&m->tasks, v->cur.pid, v->cur.comm);
	t = tasks_ent(&m->tasks, v->cur.lpar_idx);
	t->steal_ns += ns;
	t->preempts++;
	if (v->cur.slot < 0)
		v->cur.slot = (int32_t)vtasks_find(&v->tasks, &v->cur);
	t = &v->tasks.slot[v->cur.slot];
	t->steal_ns += ns;
	t->preempts++;
}

/* model.c: the vCPU of a cpu number, or NULL (model.h says why). */
static inline const struct vcpu *vcpu_peek(const struct model *m, uint32_t cpu)
{
	return cpu < m->tab_len ? m->tab[cpu] : NULL;
}

#endif
