/* model.c: turns the event stream into per-vCPU and LPAR window counters
 * (model.h). model_feed on EV_DTL is the hot path: no allocation, no
 * division, no hashing in the common case. */
#include <stdlib.h>
#include <string.h>

#include "model-priv.h"

#define MODEL_MAX_TASKS_CAP (1u << 24)	/* keeps table arithmetic in u32 */

static void opts_fill(struct model_opts *o, const struct model_opts *in)
{
	memset(o, 0, sizeof(*o));
	if (in)
		*o = *in;
	if (!o->bucket_ns)
		o->bucket_ns = MODEL_DEF_BUCKET_NS;
	if (o->bucket_ns > MODEL_MAX_BUCKET_NS)	/* bucket ns are kept in u32 */
		o->bucket_ns = MODEL_MAX_BUCKET_NS;
	if (!o->nbuckets)
		o->nbuckets = MODEL_DEF_NBUCKETS;
	if (!o->recent)
		o->recent = MODEL_DEF_RECENT;
	if (!o->max_tasks)
		o->max_tasks = MODEL_DEF_MAX_TASKS;
	if (o->max_tasks > MODEL_MAX_TASKS_CAP)
		o->max_tasks = MODEL_MAX_TASKS_CAP;
}

/* Window counters to zero; tb_freq is continuity, not a counter. */
static void stats_zero(struct model_stats *st)
{
	uint64_t tb_freq = st->tb_freq;

	memset(st, 0, sizeof(*st));
	st->tb_freq = tb_freq;
	st->lat_min = UINT64_MAX;	/* so the hot path needs no first-entry test */
}

/* Which timeline category the waiting part of an entry's off-CPU interval
 * falls in: voluntary -> idle, faults -> faulting, else waiting. */
static enum tl_cat pre_cat(bool invol, uint8_t preempt)
{
	if (!invol)
		return TL_IDLE;
	if (preempt == DTL_PREEMPT_MIGRATION_FAULT || preempt == DTL_PREEMPT_VM_FAULT)
		return TL_FAULT;
	return TL_WAIT;
}

struct model *model_new(const struct model_opts *in)
{
	struct model *m = calloc(1, sizeof(*m));

	if (!m)
		return NULL;
	opts_fill(&m->o, in);
	/* one call per value now instead of one per entry later */
	for (unsigned int v = 0; v < DTL_REASON_SLOTS; v++) {
		m->invol[v] = dtl_preempt_involuntary(v);
		m->pre_cat[v] = pre_cat(m->invol[v], (uint8_t)v);
	}
	tasks_init(&m->tasks, m->o.max_tasks);
	return m;
}

static void vcpu_free(struct vcpu *v)
{
	if (!v)
		return;
	procset_free(&v->procs);
	free(v->tl);
	free(v->recent);
	free(v);
}

void model_free(struct model *m)
{
	if (!m)
		return;
	for (uint32_t i = 0; i < m->norder; i++)
		vcpu_free(m->tab[m->order[i]]);
	free(m->tab);
	free(m->order);
	tasks_free(&m->tasks);
	free(m);
}

static struct vcpu *vcpu_alloc(const struct model *m, uint32_t cpu)
{
	struct vcpu *v = calloc(1, sizeof(*v));

	if (!v)
		return NULL;
	v->tl = malloc((size_t)m->o.nbuckets * sizeof(*v->tl));
	v->recent = calloc(m->o.recent, sizeof(*v->recent));
	if (!v->tl || !v->recent) {
		vcpu_free(v);
		return NULL;
	}
	tl_clear(v->tl, m->o.nbuckets);
	v->cpu = cpu;
	stats_zero(&v->st);
	task_switch(v, -1, (char[TASK_COMM_LEN]){ "unknown" });
	vtasks_clear(&v->tasks);
	return v;
}

/* Room in the cpu-indexed table and the ordered cpu list for one more. */
static int vcpu_room(struct model *m, uint32_t cpu)
{
	if (cpu >= m->tab_len) {
		uint32_t len = m->tab_len ? m->tab_len : 64;
		struct vcpu **tab;

		while (len <= cpu)
			len *= 2;
		tab = realloc(m->tab, (size_t)len * sizeof(*tab));
		if (!tab)
			return -1;
		memset(tab + m->tab_len, 0, (size_t)(len - m->tab_len) * sizeof(*tab));
		m->tab = tab;
		m->tab_len = len;
	}
	if (m->norder == m->order_cap) {
		uint32_t cap = m->order_cap ? m->order_cap * 2 : 64;
		uint32_t *order = realloc(m->order, (size_t)cap * sizeof(*order));

		if (!order)
			return -1;
		m->order = order;
		m->order_cap = cap;
	}
	return 0;
}

/* First event of a cpu: allocate its state once (not per event). */
static struct vcpu *vcpu_slow(struct model *m, uint32_t cpu)
{
	struct vcpu *v;
	uint32_t i;

	if (cpu >= MODEL_MAX_CPU) {
		m->g.bad_cpu++;
		return NULL;
	}
	if (vcpu_room(m, cpu) < 0 || !(v = vcpu_alloc(m, cpu))) {
		m->g.nomem++;
		return NULL;
	}
	m->tab[cpu] = v;
	for (i = m->norder; i > 0 && m->order[i - 1] > cpu; i--)
		m->order[i] = m->order[i - 1];
	m->order[i] = cpu;
	m->norder++;
	return v;
}

static inline struct vcpu *vcpu_get(struct model *m, uint32_t cpu)
{
	if (cpu < m->tab_len && m->tab[cpu])
		return m->tab[cpu];
	return vcpu_slow(m, cpu);
}

static void feed_dtl(struct model *m, struct vcpu *v, const struct event *ev)
{
	const struct dtl_entry *e = &ev->dtl.e;
	struct model_stats *st = &v->st;
	uint64_t steal = (uint64_t)e->enqueue_to_dispatch + e->ready_to_enqueue;
	uint64_t off = steal + e->waiting_to_ready;
	uint64_t steal_ns, off_ns;
	bool invol = m->invol[e->preempt_reason];

	if (ev->dtl.tb_freq != v->conv.freq) {	/* once per stream */
		tbconv_set(&v->conv, ev->dtl.tb_freq);
		st->tb_freq = ev->dtl.tb_freq;
	}
	steal_ns = tbconv_ns(&v->conv, steal);
	off_ns = e->waiting_to_ready ? tbconv_ns(&v->conv, off) : steal_ns;

	st->dispatches++;
	st->dispatch_reasons[e->dispatch_reason]++;
	st->preempt_reasons[e->preempt_reason]++;
	st->steal_ticks += steal;
	st->steal_ns += steal_ns;

	if (e->enqueue_to_dispatch < st->lat_min)
		st->lat_min = e->enqueue_to_dispatch;
	if (e->enqueue_to_dispatch > st->lat_max)
		st->lat_max = e->enqueue_to_dispatch;
	st->lat_sum += e->enqueue_to_dispatch;
	hist_add(&st->lat, e->enqueue_to_dispatch);

	if (invol)
		st->off_invol_ticks += off;
	else
		st->off_vol_ticks += off;

	/* affinity survives resets: the first entry ever is not a miss */
	if (v->have_proc && e->processor_id != v->last_proc)
		st->affinity_misses++;
	v->last_proc = e->processor_id;
	v->have_proc = true;
	procset_add(&v->procs, e->processor_id);
	st->processors = v->procs.n;
	st->processors_dropped = v->procs.dropped;

	tl_dtl(m, v, ev->time, off_ns, steal_ns, m->pre_cat[e->preempt_reason],
	       invol ? TL_WAIT : TL_IDLE);
	recent_push_dtl(m, v, ev);
	if (invol)
		task_charge(m, v, steal_ns);
}

static void feed_aux(struct model_stats *st, const struct ev_aux *a)
{
	st->aux_polls++;
	if (a->entries >= DTL_FULL_THRESHOLD)
		st->dtl_full_polls++;
	/* PERF_AUX_FLAG_TRUNCATED | PARTIAL | COLLISION: one per record */
	if (a->flags & (0x1 | 0x4 | 0x8))
		st->aux_truncated++;
}

static void span(uint64_t count, uint64_t *first, uint64_t *last, uint64_t t)
{
	if (count == 1) {
		*first = *last = t;
		return;
	}
	if (t < *first)
		*first = t;
	if (t > *last)
		*last = t;
}

void model_feed(struct model *m, const struct event *ev)
{
	struct model_stats *st;
	struct vcpu *v;

	span(++m->g.events, &m->g.first_ns, &m->g.last_ns, ev->time);
	if (ev->time > m->tl_last_ns)
		m->tl_last_ns = ev->time;
	if (ev->kind == EV_LOST)	/* lost data counts whatever its cpu */
		m->g.lost += ev->lost.lost;
	v = vcpu_get(m, ev->cpu);
	if (!v)
		return;
	st = &v->st;
	span(++st->events, &st->first_ns, &st->last_ns, ev->time);
	switch (ev->kind) {
	case EV_DTL:
		feed_dtl(m, v, ev);
		break;
	case EV_SCHED_SWITCH:
		st->sched_switch++;
		task_switch(v, ev->sw.next_pid, ev->sw.next_comm);
		recent_push_switch(m, v, ev);
		break;
	case EV_SCHED_WAKEUP:	/* on the cpu that recorded the sample */
		st->sched_wakeup++;
		break;
	case EV_SCHED_OTHER:
		st->sched_other++;
		break;
	case EV_AUX:
		feed_aux(st, &ev->aux);
		break;
	case EV_LOST:
		st->lost += ev->lost.lost;
		break;
	default:		/* kinds this model does not use */
		break;
	}
}

void model_reset(struct model *m)
{
	uint64_t windows = m->g.windows + 1;

	memset(&m->g, 0, sizeof(m->g));
	m->g.windows = windows;
	for (uint32_t i = 0; i < m->norder; i++) {
		struct vcpu *v = m->tab[m->order[i]];

		stats_zero(&v->st);
		procset_clear(&v->procs);
		vtasks_clear(&v->tasks);
		/* the running task stays; its table indices do not */
		v->cur.lpar_idx = TASK_UNRESOLVED;
		v->cur.slot = -1;
	}
	tasks_clear(&m->tasks);
}

const struct model_opts *model_options(const struct model *m)
{
	return &m->o;
}

const struct model_global *model_global(const struct model *m)
{
	return &m->g;
}

size_t model_ncpus(const struct model *m)
{
	return m->norder;
}

uint32_t model_cpu_id(const struct model *m, size_t i)
{
	return i < m->norder ? m->order[i] : UINT32_MAX;
}

const struct model_stats *model_cpu_stats(const struct model *m, uint32_t cpu)
{
	const struct vcpu *v = vcpu_peek(m, cpu);

	return v ? &v->st : NULL;
}

uint64_t model_stats_pct(const struct model_stats *s, unsigned int permille)
{
	return hist_percentile(&s->lat, permille, s->lat_max);
}

size_t model_cpu_procs(const struct model *m, uint32_t cpu,
		       struct model_proc *out, size_t max)
{
	const struct vcpu *v = vcpu_peek(m, cpu);
	const struct procset *p;
	size_t n = 0;

	if (!v || !v->procs.mask)
		return 0;
	p = &v->procs;
	for (uint32_t i = 0; i <= p->mask && n < max; i++) {
		if (!p->keys[i])
			continue;
		out[n].id = (uint16_t)(p->keys[i] - 1);
		out[n].count = p->counts[i];
		n++;
	}
	return n;
}

static void totals_add(struct model_stats *t, const struct model_stats *s)
{
	if (!t->events) {
		t->first_ns = s->first_ns;
		t->last_ns = s->last_ns;
	}
	span(2, &t->first_ns, &t->last_ns, s->first_ns);
	span(2, &t->first_ns, &t->last_ns, s->last_ns);
	t->events += s->events;
	t->dispatches += s->dispatches;
	t->steal_ticks += s->steal_ticks;
	t->steal_ns += s->steal_ns;
	if (s->dispatches && s->lat_min < t->lat_min)
		t->lat_min = s->lat_min;
	if (s->dispatches && s->lat_max > t->lat_max)
		t->lat_max = s->lat_max;
	t->lat_sum += s->lat_sum;
	t->off_vol_ticks += s->off_vol_ticks;
	t->off_invol_ticks += s->off_invol_ticks;
	t->affinity_misses += s->affinity_misses;
	t->processors_dropped += s->processors_dropped;
	t->aux_polls += s->aux_polls;
	t->dtl_full_polls += s->dtl_full_polls;
	t->aux_truncated += s->aux_truncated;
	t->lost += s->lost;
	t->sched_switch += s->sched_switch;
	t->sched_wakeup += s->sched_wakeup;
	t->sched_other += s->sched_other;
	if (!t->tb_freq)
		t->tb_freq = s->tb_freq;
	for (unsigned int i = 0; i < DTL_REASON_SLOTS; i++) {
		t->dispatch_reasons[i] += s->dispatch_reasons[i];
		t->preempt_reasons[i] += s->preempt_reasons[i];
	}
	hist_merge(&t->lat, &s->lat);
}

void model_totals(const struct model *m, struct model_stats *out)
{
	static const uint64_t one = 1;
	uint64_t seen[MODEL_MAX_CPU / 64] = { 0 };	/* processor ids are u16 */

	memset(out, 0, sizeof(*out));
	out->lat_min = UINT64_MAX;
	for (uint32_t i = 0; i < m->norder; i++) {
		const struct vcpu *v = m->tab[m->order[i]];
		const struct procset *p = &v->procs;

		if (!v->st.events)
			continue;
		totals_add(out, &v->st);
		for (uint32_t k = 0; p->mask && k <= p->mask; k++) {
			uint32_t id = p->keys[k] - 1;

			if (!p->keys[k] || (seen[id / 64] & (one << (id % 64))))
				continue;
			seen[id / 64] |= one << (id % 64);
			out->processors++;
		}
	}
}
