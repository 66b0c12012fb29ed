// SPDX-License-Identifier: GPL-2.0-only
/* model.c: turns the event stream into per-vCPU and LPAR window counters
 * (model.h). model_feed on EV_DTL is the hot path: no allocation, no
 * division, no hashing, no call in the common case (feed_dtl); whatever
 * can be derived from other counters is derived once per snapshot instead
 * (model_settle). */
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
	if (!o->smt)
		o->smt = 8;
	while (o->smt & (o->smt - 1))	/* a power of two: a shift per miss */
		o->smt &= o->smt - 1;
}

/* Window counters to zero; tb_freq is continuity, not a counter. first_ns
 * and last_ns are only meaningful when events is not 0 (model.h). */
static void stats_zero(struct model_stats *st)
{
	uint64_t tb_freq = st->tb_freq;

	memset(st, 0, sizeof(*st));
	st->tb_freq = tb_freq;
	st->lat_min = UINT64_MAX;	/* so the hot path needs no first-entry test */
	st->first_ns = UINT64_MAX;	/* empty span: first > last */
}

static void vcpu_zero(struct vcpu *v)
{
	stats_zero(&v->st);
	v->off_ticks[0] = v->off_ticks[1] = 0;
	v->r2e_sum = 0;
	v->other_events = 0;
}

static void span_add(uint64_t *first, uint64_t *last, uint64_t t)
{
	if (t < *first)
		*first = t;
	if (t > *last)
		*last = t;
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
	m->stray_first = UINT64_MAX;
	/* one call per value now instead of one per entry later */
	for (unsigned int v = 0; v < DTL_REASON_SLOTS; v++) {
		m->invol[v] = dtl_preempt_involuntary(v);
		m->pre_cat[v] = pre_cat(m->invol[v], (uint8_t)v);
		if (v < MODEL_MX - 1 && m->invol[v])
			m->inv_small[m->ninv_small++] = (uint8_t)v;
	}
	if (!m->o.counters_only) {
		m->ltl = malloc((size_t)m->o.nbuckets * sizeof(*m->ltl));
		if (!m->ltl) {
			free(m);
			return NULL;
		}
		ltl_clear(m->ltl, m->o.nbuckets);
	}
	tasks_init(&m->tasks, m->o.max_tasks);
	m->sites_gen = 1;
	m->tasks.ser_len = m->o.counters_only ? 0 : m->o.nbuckets;
	m->tot.lat_min = UINT64_MAX;	/* what the totals of no vCPU read */
	return m;
}

static void vcpu_free(struct vcpu *v)
{
	if (!v)
		return;
	procset_free(&v->procs);
	vsites_free(&v->sites);
	free(v->mx);
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
	maps_free(m->maps);
	free(m->ltl);
	free(m);
}

/* Ring slots: the power of two at or above n (recent_next masks). */
static uint64_t ring_size(uint32_t n)
{
	uint64_t size = 1;

	while (size < n)
		size *= 2;
	return size;
}

static struct vcpu *vcpu_alloc(const struct model *m, uint32_t cpu)
{
	struct vcpu *v = calloc(1, sizeof(*v));
	uint64_t ring = ring_size(m->o.recent);

	if (!v)
		return NULL;
	if (!m->o.counters_only) {
		v->tl = malloc((size_t)m->o.nbuckets * sizeof(*v->tl));
		/* not zeroed: readers only see slots that were pushed */
		/* whole cache lines: recent_push_dtl writes a slot with
		 * non-temporal stores, best done a full line at a time */
		v->recent = aligned_alloc(64, ring * sizeof(*v->recent));
		v->mx = calloc(MODEL_MX * MODEL_MX, sizeof(*v->mx));
		if (!v->tl || !v->recent || !v->mx) {
			vcpu_free(v);
			return NULL;
		}
		v->recent_mask = (uint32_t)(ring - 1);
		tl_clear(v->tl, m->o.nbuckets);
	}
	v->cpu = cpu;
	tbconv_set(&v->conv, 0);
	procset_clear(&v->procs);	/* empty, no cached processor */
	vcpu_zero(v);
	task_set(v, -1, (char[TASK_COMM_LEN]){ "unknown" });
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

	if (cpu >= MODEL_MAX_CPU) {
		m->g.bad_cpu++;
		return NULL;
	}
	if (vcpu_room(m, cpu) < 0 || !(v = vcpu_alloc(m, cpu))) {
		m->g.nomem++;
		return NULL;
	}
	model_adopt_vcpu(m, cpu, v);	/* vcpu_room made room */
	return v;
}

int model_adopt_vcpu(struct model *m, uint32_t cpu, struct vcpu *v)
{
	if (vcpu_room(m, cpu) < 0)
		return -1;
	m->tab[cpu] = v;
	v->site_last = &m->site_sink;	/* v may come from another model */
	/* in order, nearly always; else sorted in when the order is read */
	m->order_sorted += m->order_sorted == m->norder &&
			   (m->norder == 0 || m->order[m->norder - 1] < cpu);
	m->order[m->norder++] = cpu;
	return 0;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

/* vCPUs may first appear in any cpu order (many CPUs, each with a single
 * buffer, may come in descending order): shifting each into place as it
 * came was quadratic. Instead the new ones are sorted and merged in when a
 * snapshot is taken (model_settle): O(n + m log m) for m new of n. */
void order_settle_slow(struct model *m)
{
	uint32_t n = m->norder, s = m->order_sorted, *tail;

	qsort(m->order + s, n - s, sizeof(*m->order), cmp_u32);
	m->order_moves += n - s;
	if (s > 0 && m->order[s - 1] > m->order[s]) {
		tail = malloc((size_t)(n - s) * sizeof(*tail));
		if (!tail) {	/* sort the whole in place instead */
			qsort(m->order, n, sizeof(*m->order), cmp_u32);
			m->order_moves += n;
		} else {	/* merge from the back */
			int64_t i = (int64_t)s - 1, j = (int64_t)(n - s) - 1, w = (int64_t)n - 1;

			memcpy(tail, m->order + s, (size_t)(n - s) * sizeof(*tail));
			while (j >= 0) {
				m->order[w--] = i >= 0 && m->order[i] > tail[j]
					? m->order[i--] : tail[j--];
				m->order_moves++;
			}
			free(tail);
		}
	}
	m->order_sorted = n;
}

/* A new stream's timebase (or the first): rare, so out of line. */
static void __attribute__((noinline)) vcpu_set_freq(struct vcpu *v,
						     uint64_t freq)
{
	tbconv_set(&v->conv, freq);
	v->st.tb_freq = freq;
}

/* A dispatch on another processor than the previous one (v->last_proc):
 * another thread of the same core if the two differ only below the SMT
 * width (model_affinity in model.h). */
static inline void aff_miss(struct model *m, struct vcpu *v, uint32_t id)
{
	v->st.affinity_misses++;
	v->st.affinity_core_misses += (v->last_proc ^ id) < m->o.smt;
}

/* The entry's processor is one the vCPU's cache cannot settle (procset):
 * an affinity miss to a new processor, the first entry of the vCPU or
 * window, or a full set. Affinity survives resets: the first entry ever is
 * not a miss. One new to the vCPU may be new to the LPAR too. */
static void vcpu_new_proc(struct model *m, struct vcpu *v, uint16_t id)
{
	static const uint64_t one = 1;
	uint32_t n = v->procs.n;

	if (v->have_proc && id != v->last_proc)
		aff_miss(m, v, id);
	else if (!v->have_proc)
		v->st.affinity_first = 1;
	v->last_proc = id;
	v->have_proc = true;
	procset_add_slow(&v->procs, id);
	if (v->procs.n != n && !(m->procs_seen[id / 64] & (one << (id % 64)))) {
		m->procs_seen[id / 64] |= one << (id % 64);
		m->nprocs++;
	}
	v->st.processors = v->procs.n;
	v->st.processors_dropped = v->procs.dropped;
}

/* What every DTL entry adds to its vCPU's window counters, on either path;
 * returns the entry's steal ns and puts its off-CPU ns in *off_ns. spanned:
 * the window's span of the vCPU is not empty (first <= last). Counters
 * that follow from others are not kept here but derived when settling
 * (vcpu_derive, global_settle): events and dispatches (lat.n), and the LPAR
 * span and event count (sums over the vCPUs), steal_ticks (lat_sum plus
 * the ready_to_enqueue sum). Always inlined: GCC would otherwise call it from
 * both paths, and the fast path must not make calls. */
static inline __attribute__((always_inline)) uint64_t
dtl_count(const struct model *m, struct vcpu *v, const struct event *ev,
	  bool spanned, uint64_t *off_ns)
{
	const struct dtl_entry *e = &ev->dtl.e;
	struct model_stats *st = &v->st;
	uint32_t lat = e->enqueue_to_dispatch;
	uint64_t steal, off, steal_ns;

	if (!spanned)
		span_add(&st->first_ns, &st->last_ns, ev->time);
	else if (ev->time >= st->last_ns)	/* in time order: one compare */
		st->last_ns = ev->time;
	else if (ev->time < st->first_ns)
		st->first_ns = ev->time;
	if (lat < st->lat_min)
		st->lat_min = lat;
	if (lat > st->lat_max)
		st->lat_max = lat;
	st->lat_sum += lat;
	hist_add(&st->lat, lat);

	v->r2e_sum += e->ready_to_enqueue;	/* steal_ticks - lat_sum */
	steal = (uint64_t)lat + e->ready_to_enqueue;
	steal_ns = tbconv_ns_small(&v->conv, steal);
	st->steal_ns += steal_ns;
	off = steal + e->waiting_to_ready;	/* < TBCONV_SMALL */
	*off_ns = tbconv_ns_small(&v->conv, off);
	v->off_ticks[m->invol[e->preempt_reason]] += off;

	st->dispatch_reasons[e->dispatch_reason]++;
	st->preempt_reasons[e->preempt_reason]++;
	return steal_ns;
}

/* Full models: the entry in the vCPU's reason matrix, and in the LPAR's
 * running sums of what the totals would otherwise merge from every vCPU. */
static inline __attribute__((always_inline)) void lpar_count(struct model *m,
							      struct vcpu *v,
							      const struct dtl_entry *e)
{
	unsigned int d = e->dispatch_reason, p = e->preempt_reason;
	size_t cell = (d < MODEL_MX ? d : MODEL_MX - 1) * MODEL_MX +
		      (p < MODEL_MX ? p : MODEL_MX - 1);

	v->mx[cell]++;
	(&m->rs.mx[0][0])[cell]++;
	m->rs.dispatch_reasons[d]++;
	m->rs.preempt_reasons[p]++;
	hist_add(&m->lat, e->enqueue_to_dispatch);
}

/* The rest of an entry, general way: the timeline (maybe several buckets,
 * a new clock) and the charge to the running task (maybe a lookup). noipa:
 * GCC would otherwise pass it the preempt reason, which the fast path would
 * then keep in a callee-saved register at the cost of a stack frame. */
static void __attribute__((noipa)) dtl_finish(struct model *m,
						 struct vcpu *v,
						 const struct event *ev,
						 uint64_t steal_ns,
						 uint64_t off_ns)
{
	uint8_t pre = ev->dtl.e.preempt_reason;
	bool invol = m->invol[pre];

	if (!m->o.counters_only) {
		/* the timeline may move to another bucket: what the running
		 * task paid so far goes to the bucket it was paid in (its
		 * steal series), this entry is not charged yet */
		if (v->pend_n)
			task_flush_skip(m, v, invol ? pre : -1);
		tl_dtl(m, v, ev->time, off_ns, steal_ns, m->pre_cat[pre],
		       invol ? TL_WAIT : TL_IDLE, ev->dtl.e.enqueue_to_dispatch);
	}
	if (invol)
		task_charge(m, v, steal_ns);
	sites_count(m, v, ev, steal_ns);
}

/* A DTL entry of a known vCPU, any case: new timebase, processor the cache
 * cannot settle. */
static void __attribute__((noinline)) feed_dtl_slow(struct model *m,
						    struct vcpu *v,
						    const struct event *ev)
{
	const struct dtl_entry *e = &ev->dtl.e;
	uint64_t steal_ns, off_ns;

	if (ev->dtl.tb_freq != v->conv.freq)
		vcpu_set_freq(v, ev->dtl.tb_freq);
	if (e->processor_id == v->procs.last_id)
		(*v->procs.last_count)++;
	else
		vcpu_new_proc(m, v, e->processor_id);
	steal_ns = dtl_count(m, v, ev, false, &off_ns);
	if (!m->o.counters_only) {
		recent_push_dtl(v, ev);
		lpar_count(m, v, e);
	}
	dtl_finish(m, v, ev, steal_ns, off_ns);
}

/* The hot path, nearly every DTL entry, in two builds: full (the TUI's
 * model: timeline and recent entries too) and counters only (batch views);
 * the callers pick one per model, not per entry. It makes no call (the
 * fallbacks are tail calls), so it needs no stack frame. The caches it
 * relies on:
 * - the timebase: same as the vCPU's last entry, in fast form (tbconv);
 * - the processor: the same as the last entry's, or another one already in
 *   the set at its home slot (an affinity miss, nothing to insert);
 * - the timeline bucket (tl_dtl) and the running task's table indices:
 *   checked after the counters; a miss there continues in dtl_finish.
 * A timebase or processor miss goes to feed_dtl_slow before any update. */
static inline __attribute__((always_inline)) void feed_dtl(struct model *m, struct vcpu *v,
							    const struct event *ev, bool full)
{
	const struct dtl_entry *e = &ev->dtl.e;
	struct procset *p = &v->procs;
	uint32_t id = e->processor_id;
	uint64_t *count = p->last_count;
	uint64_t steal_ns, off_ns, rel;
	uint8_t pre;
	bool invol;

	if (ev->dtl.tb_freq != v->conv.freq || !v->conv.fast)
		goto slow;
	if (id != p->last_id) {
		if (p->last_id == PROCSET_NONE || !(count = procset_home(p, id)))
			goto slow;
		aff_miss(m, v, id);	/* last_id was the last */
		v->last_proc = (uint16_t)id;
		p->last_id = id;
		p->last_count = count;
	}
	(*count)++;
	if (full) {
		recent_push_dtl(v, ev);
		lpar_count(m, v, e);
	}
	/* a cached processor means an entry of this window was counted
	 * (resets clear the cache): the span is not empty */
	steal_ns = dtl_count(m, v, ev, true, &off_ns);

	pre = e->preempt_reason;
	invol = m->invol[pre];
	rel = ev->time - v->tl_lo;
	if ((full && (rel >= v->tl_w || off_ns > rel)) || (invol && !task_resolved(v))) {
		dtl_finish(m, v, ev, steal_ns, off_ns);
		return;
	}
	if (full) {
		tl_add(v->tl_cur, off_ns, steal_ns, m->pre_cat[pre],
		       invol ? TL_WAIT : TL_IDLE);
		v->ltl_cur->lat[ltl_bin(e->enqueue_to_dispatch)]++;
	}
	if (invol)
		task_add(v, steal_ns);
	sites_count(m, v, ev, steal_ns);
	return;
slow:
	feed_dtl_slow(m, v, ev);
}

static void feed_aux(struct model *m, struct model_stats *st, const struct event *ev)
{
	const struct ev_aux *a = &ev->aux;

	st->aux_polls++;
	if (a->entries >= DTL_FULL_THRESHOLD) {
		st->dtl_full_polls++;
		ltl_loss(m, ev->time, TL_LOSS_FULL);
	}
	/* PERF_AUX_FLAG_TRUNCATED | PARTIAL | COLLISION: one per record */
	if (a->flags & (0x1 | 0x4 | 0x8)) {
		st->aux_truncated++;
		ltl_loss(m, ev->time, TL_LOSS_TRUNC);
	}
}

static void count_wake(struct model_stats *st, int32_t which)
{
	if (which == WAKE_WAKING)
		st->sched_waking++;
	else if (which == WAKE_NEW)
		st->sched_wakeup_new++;
	else
		st->sched_wakeup++;
}

/* Any other tracepoint, under its own name. The memo spares a scan of the
 * names per sample; a hit is checked against the name, as the address may
 * have been freed and given to another name. */
static void count_tp(struct model *m, struct model_stats *st, const char *name)
{
	static const char unknown[] = "[unknown]";
	struct tp_memo *c;
	const char *known;

	if (!name)
		name = unknown;
	c = &m->tp_memo[((uintptr_t)name >> 4) % TP_MEMO];
	if (c->key != name || !(known = model_tp_name(c->slot)) || strcmp(known, name) != 0) {
		uint32_t slot = model_tp_slot(name);
		bool sched = strncmp(name, "sched:", 6) == 0;

		if (!model_tp_name(slot) || strcmp(model_tp_name(slot), name) != 0) {
			st->tp[slot]++;	/* "[other]": not remembered */
			st->sched_other += sched;
			return;
		}
		*c = (struct tp_memo){ name, slot, sched };
	}
	st->tp[c->slot]++;
	st->sched_other += c->sched;
}

/* Every event but a DTL entry of a known vCPU. */
static void __attribute__((noinline)) feed_other(struct model *m,
						 struct vcpu *v,
						 const struct event *ev)
{
	struct model_stats *st;

	if (ev_names_task(ev)) {	/* no vCPU's: process maps only */
		maps_feed(m, ev);
		return;
	}
	if (ev->kind == EV_LOST) {	/* lost data counts whatever its cpu */
		m->g.lost += ev->lost.lost;
		ltl_loss(m, ev->time, TL_LOSS_LOST);
		if (ev->cpu == EV_CPU_NONE)
			return;
	}
	if (ev->kind == EV_DROPPED) {
		m->g.qdrop += ev->dropped.n;
		ltl_loss(m, ev->time, TL_LOSS_DROPPED);
	}
	if (!v && !(v = vcpu_slow(m, ev->cpu))) {
		m->stray_events++;
		span_add(&m->stray_first, &m->stray_last, ev->time);
		return;
	}
	if (ev->kind == EV_CPU_STATE) {	/* a state, not an event of the window */
		v->offline = !ev->cs.online;
		v->offline_ns = v->offline ? ev->time : 0;
		return;
	}
	if (ev->kind == EV_DTL) {	/* first entry of a new vCPU */
		feed_dtl_slow(m, v, ev);
		return;
	}
	st = &v->st;
	span_add(&st->first_ns, &st->last_ns, ev->time);
	v->other_events++;
	switch (ev->kind) {
	case EV_SCHED_SWITCH:
		st->sched_switch++;
		task_switch(m, v, ev->sw.next_pid, ev->sw.next_comm);
		if (!m->o.counters_only)
			recent_push_switch(v, ev);
		break;
	case EV_SCHED_WAKEUP:	/* on the cpu that recorded the sample */
		count_wake(st, ev->wk.which);
		break;
	case EV_SCHED_OTHER:
		count_tp(m, st, ev->tp.name);
		break;
	case EV_AUX:
		feed_aux(m, st, ev);
		break;
	case EV_LOST:
		st->lost += ev->lost.lost;
		break;
	case EV_DROPPED:
		st->qdrop += ev->dropped.n;
		break;
	case EV_OVERRUN:
		ltl_loss(m, ev->time, TL_LOSS_OVERRUN);
		if (ev->overrun.buffer_lost) {
			st->dtl_buffer_lost++;
			break;
		}
		st->aux_overruns++;
		st->aux_overrun_bytes += ev->overrun.lost_bytes;
		break;
	case EV_DISPATCH_STATS:
		st->ds_dispatches += ev->ds.total;
		st->ds_same_cpu += ev->ds.same_cpu;
		st->ds_same_chip += ev->ds.same_chip;
		st->ds_diff_chip += ev->ds.diff_chip;
		st->ds_far_chip += ev->ds.far_chip;
		st->ds_numa_home += ev->ds.numa_home;
		st->ds_numa_remote += ev->ds.numa_remote;
		st->ds_numa_far += ev->ds.numa_far;
		/* the processor changed: what a DTL entry's processor_id shows */
		if (ev->ds.total > ev->ds.same_cpu)
			st->affinity_misses += ev->ds.total - ev->ds.same_cpu;
		break;
	default:		/* kinds this model does not use */
		break;
	}
}

static inline __attribute__((always_inline)) void feed_one(struct model *m,
							    const struct event *ev,
							    bool full)
{
	uint32_t cpu = ev->cpu;
	struct vcpu *v = cpu < m->tab_len ? m->tab[cpu] : NULL;

	if (__builtin_expect(v && ev->kind == EV_DTL, 1))
		feed_dtl(m, v, ev, full);
	else
		feed_other(m, v, ev);
}

void model_feed(struct model *m, const struct event *ev)
{
	if (m->o.counters_only)
		feed_one(m, ev, false);
	else
		feed_one(m, ev, true);
}

void model_feed_n(struct model *m, const struct event *ev, size_t n)
{
	if (m->o.counters_only) {
		for (size_t i = 0; i < n; i++)
			feed_one(m, &ev[i], false);
	} else {
		for (size_t i = 0; i < n; i++)
			feed_one(m, &ev[i], true);
	}
}

/* Far: the lines feed_dtl and the sched paths use first: the vCPU's head
 * (the caches: conversion, timeline slot, recent ring, processor set,
 * running task), its latency counters, this entry's reason counters and
 * histogram bucket; nothing is read from the vCPU, which may not be in the
 * cache yet. Near: the vCPU's head has arrived, so the processor set's
 * home slot for this entry (an affinity miss looks there) can be found. */
void model_prefetch(const struct model *m, const struct event *ev, int near)
{
	const struct vcpu *v = ev->cpu < m->tab_len ? m->tab[ev->cpu] : NULL;
	const char *head = (const char *)v;

	if (!v)
		return;
	if (near) {
		const struct procset *p = &v->procs;
		uint32_t id = ev->dtl.e.processor_id;

		if (ev->kind == EV_DTL && p->mask && id != p->last_id) {
			uint32_t i = procset_hash(id + 1) & p->mask;

			__builtin_prefetch(&p->keys[i]);
			__builtin_prefetch(&p->counts[i], 1);
		}
		if (ev->kind == EV_DTL && v->sites.mask) {
			__builtin_prefetch(sites_home(m, v, ev));
		}
		return;
	}
	for (size_t off = 0; off < offsetof(struct vcpu, st); off += 64)
		__builtin_prefetch(head + off, 1);
	if (ev->kind != EV_DTL) {
		__builtin_prefetch(&v->st.sched_switch, 1);
		return;
	}
	__builtin_prefetch(&v->st.lat_min, 1);
	__builtin_prefetch(&v->st.dispatch_reasons[ev->dtl.e.dispatch_reason], 1);
	__builtin_prefetch(&v->st.preempt_reasons[ev->dtl.e.preempt_reason], 1);
	__builtin_prefetch(&v->st.lat.b[hist_bucket(ev->dtl.e.enqueue_to_dispatch)], 1);
}

/* What model_settle gives for a window with no event yet. */
static void settled_empty(struct model *m)
{
	memset(&m->tot, 0, sizeof(m->tot));
	m->tot.lat_min = UINT64_MAX;
	memset(&m->lat, 0, sizeof(m->lat));
	memset(&m->rs, 0, sizeof(m->rs));
	memset(m->procs_seen, 0, sizeof(m->procs_seen));
	m->nprocs = 0;
}

void model_reset(struct model *m)
{
	uint64_t windows = m->g.windows + 1;

	m->last_ns_before = model_newest_ns(m);
	memset(&m->g, 0, sizeof(m->g));
	m->g.windows = windows;
	m->stray_events = 0;
	m->stray_first = UINT64_MAX;
	m->stray_last = 0;
	order_settle(m);
	for (uint32_t i = 0; i < m->norder; i++) {
		struct vcpu *v = m->tab[m->order[i]];

		vcpu_zero(v);
		procset_clear(&v->procs);
		vtasks_clear(&v->tasks);
		/* the running task stays; its table indices and the charges
		 * not yet in the cleared tables do not */
		v->cur.lpar_idx = TASK_UNRESOLVED;
		v->cur.slot = -1;
		v->pend_ns = v->pend_n = 0;
		memset(v->pre_base, 0, sizeof(v->pre_base));
		if (v->mx)
			memset(v->mx, 0, MODEL_MX * MODEL_MX * sizeof(*v->mx));
	}
	tasks_clear(&m->tasks);
	sites_clear(m);
	settled_empty(m);	/* every counter is zero: nothing to derive */
}

const struct model_opts *model_options(const struct model *m)
{
	return &m->o;
}

/* The counters of v that the feed leaves to be derived (dtl_count). */
static void vcpu_derive(struct vcpu *v)
{
	/* From the DTL's entries, or, where only vcpudispatch_stats is read
	 * (no entries: lat.n is 0), from its counts: one or the other. */
	v->st.dispatches = v->st.lat.n ? v->st.lat.n : v->st.ds_dispatches;
	v->st.events = v->other_events + v->st.lat.n;
	v->st.steal_ticks = v->st.lat_sum + v->r2e_sum;
	v->st.off_vol_ticks = v->off_ticks[0];
	v->st.off_invol_ticks = v->off_ticks[1];
}

/* One vCPU with events in the partition's event count and span. */
static void global_add(struct model_global *g, const struct model_stats *s)
{
	g->active++;
	g->events += s->events;
	span_add(&g->first_ns, &g->last_ns, s->first_ns);
	span_add(&g->first_ns, &g->last_ns, s->last_ns);
}

const struct model_global *model_global(const struct model *m)
{
	return &m->g;
}

/* The order of the walk does not matter for a maximum: no settling. */
uint64_t model_newest_ns(const struct model *m)
{
	uint64_t newest = m->last_ns_before;

	if (m->stray_last > newest)
		newest = m->stray_last;
	for (uint32_t i = 0; i < m->norder; i++) {
		const struct vcpu *v = m->tab[m->order[i]];

		if (v->st.last_ns > newest)	/* 0 when no event */
			newest = v->st.last_ns;
	}
	return newest;
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

void model_stats_pcts(const struct model_stats *s, struct model_pcts *out)
{
	static const unsigned int pm[] = { 500, 900, 990, 999 };
	uint64_t v[4];

	hist_percentiles(&s->lat, pm, 4, s->lat_max, v);
	*out = (struct model_pcts){ v[0], v[1], v[2], v[3] };
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

/* s into the totals t, but for the reasons and the histogram when a full
 * model has them summed already (arrays false). */
static void totals_add(struct model_stats *t, const struct model_stats *s,
		       bool arrays)
{
	if (!t->events) {
		t->first_ns = s->first_ns;
		t->last_ns = s->last_ns;
	}
	span_add(&t->first_ns, &t->last_ns, s->first_ns);
	span_add(&t->first_ns, &t->last_ns, s->last_ns);
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
	t->affinity_core_misses += s->affinity_core_misses;
	t->affinity_first += s->affinity_first;
	t->ds_dispatches += s->ds_dispatches;
	t->ds_same_cpu += s->ds_same_cpu;
	t->ds_same_chip += s->ds_same_chip;
	t->ds_diff_chip += s->ds_diff_chip;
	t->ds_far_chip += s->ds_far_chip;
	t->ds_numa_home += s->ds_numa_home;
	t->ds_numa_remote += s->ds_numa_remote;
	t->ds_numa_far += s->ds_numa_far;
	t->processors_dropped += s->processors_dropped;
	t->aux_polls += s->aux_polls;
	t->dtl_full_polls += s->dtl_full_polls;
	t->aux_truncated += s->aux_truncated;
	t->aux_overruns += s->aux_overruns;
	t->qdrop += s->qdrop;
	t->aux_overrun_bytes += s->aux_overrun_bytes;
	t->lost += s->lost;
	t->sched_switch += s->sched_switch;
	t->sched_wakeup += s->sched_wakeup;
	t->sched_waking += s->sched_waking;
	t->sched_wakeup_new += s->sched_wakeup_new;
	t->sched_other += s->sched_other;
	for (unsigned int i = 0; i < MODEL_TP_SLOTS; i++)
		t->tp[i] += s->tp[i];
	if (!t->tb_freq)
		t->tb_freq = s->tb_freq;
	if (!arrays)
		return;
	for (unsigned int i = 0; i < DTL_REASON_SLOTS; i++) {
		t->dispatch_reasons[i] += s->dispatch_reasons[i];
		t->preempt_reasons[i] += s->preempt_reasons[i];
	}
	hist_merge(&t->lat, &s->lat);
}

/* The LPAR totals but for the vCPUs' sums (totals_add), and the reason
 * sums. A full model counted the reasons and the histogram as they came
 * (lpar_count); a counters-only one merged them in totals_add. */
static void totals_finish(struct model *m)
{
	struct model_stats *out = &m->tot;

	out->processors = m->nprocs;
	if (!m->o.counters_only) {
		out->lat = m->lat;
		memcpy(out->dispatch_reasons, m->rs.dispatch_reasons, sizeof(out->dispatch_reasons));
		memcpy(out->preempt_reasons, m->rs.preempt_reasons, sizeof(out->preempt_reasons));
	} else {
		memcpy(m->rs.dispatch_reasons, out->dispatch_reasons, sizeof(out->dispatch_reasons));
		memcpy(m->rs.preempt_reasons, out->preempt_reasons, sizeof(out->preempt_reasons));
	}
	m->rs.dispatches = out->dispatches;
}

const struct model_stats *model_lpar(const struct model *m)
{
	return &m->tot;
}

void model_totals(const struct model *m, struct model_stats *out)
{
	*out = m->tot;
}

void model_reason_sums(const struct model *m, const uint64_t *cpus,
		       struct model_reason_sums *out)
{
	static const uint64_t one = 1;

	if (!cpus) {
		*out = m->rs;
		return;
	}
	memset(out, 0, sizeof(*out));
	for (uint32_t i = 0; i < m->norder; i++) {
		uint32_t cpu = m->order[i];
		const struct vcpu *v = m->tab[cpu];

		if (!(cpus[cpu / 64] & (one << (cpu % 64))))
			continue;
		out->dispatches += v->st.dispatches;
		for (unsigned int r = 0; r < DTL_REASON_SLOTS; r++) {
			out->dispatch_reasons[r] += v->st.dispatch_reasons[r];
			out->preempt_reasons[r] += v->st.preempt_reasons[r];
		}
		for (size_t k = 0; v->mx && k < MODEL_MX * MODEL_MX; k++)
			(&out->mx[0][0])[k] += v->mx[k];
	}
}

/* One pass over the vCPUs, in cpu order (the totals' tb_freq is the first
 * vCPU's): each one's derived counters and pending task charges, then its
 * part of the partition's count and span and of the LPAR totals. */
void model_settle(struct model *m)
{
	struct model_global *g = &m->g;

	order_settle(m);
	g->events = m->stray_events;
	g->first_ns = m->stray_first;
	g->last_ns = m->stray_last;
	g->active = 0;
	memset(&m->tot, 0, sizeof(m->tot));
	m->tot.lat_min = UINT64_MAX;
	for (uint32_t i = 0; i < m->norder; i++) {
		struct vcpu *v = m->tab[m->order[i]];

		vcpu_derive(v);
		task_flush(m, v);
		if (!v->st.events)
			continue;
		global_add(g, &v->st);
		totals_add(&m->tot, &v->st, m->o.counters_only);
	}
	if (!g->events)
		g->first_ns = g->last_ns = 0;
	totals_finish(m);
}
