// SPDX-License-Identifier: GPL-2.0-only
/* model-timeline.c: per-vCPU rings of fixed-width time buckets (running, idle,
 * waiting, faulting ns and dispatches) fed by the DTL off-CPU intervals. */
#include <stdlib.h>
#include <string.h>

#include "model-priv.h"

void tl_clear(struct tl_slot *tl, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		memset(&tl[i], 0, sizeof(tl[i]));
		tl[i].bno = TL_EMPTY;
	}
}

void ltl_clear(struct ltl_slot *l, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		memset(&l[i], 0, sizeof(l[i]));
		l[i].bno = TL_EMPTY;
	}
}

/* The LPAR's ring into fresh, of want slots, each slot to bno % want; the
 * vCPUs' cached slots follow (to the sink if theirs is gone). */
static void ltl_move(struct model *m, struct ltl_slot *fresh, uint64_t want)
{
	ltl_clear(fresh, (uint32_t)want);
	for (uint32_t j = 0; j < m->o.nbuckets; j++) {
		struct ltl_slot *from = &m->ltl[j], *to;

		if (from->bno == TL_EMPTY)
			continue;
		to = &fresh[from->bno % want];
		if (to->bno == TL_EMPTY || to->bno < from->bno)
			*to = *from;
	}
	for (uint32_t i = 0; i < m->tab_len; i++) {
		struct vcpu *v = m->tab[i];
		struct ltl_slot *to;

		if (!v || !v->ltl_cur || v->ltl_cur == &m->ltl_sink)
			continue;
		to = &fresh[v->ltl_cur->bno % want];
		v->ltl_cur = to->bno == v->ltl_cur->bno ? to : &m->ltl_sink;
	}
	free(m->ltl);
	m->ltl = fresh;
}

/* opts.grow_timeline: make room for bucket bno without recycling the first
 * one, doubling the ring of every vCPU (each slot goes to bno % the new
 * size). All or nothing: false when out of memory or past the budget. */
static bool tl_grow(struct model *m, uint64_t bno)
{
	uint64_t want = m->o.nbuckets, nv = 0;
	struct tl_slot **fresh;
	struct ltl_slot *lfresh = NULL;
	uint32_t i, k;

	while (want && bno - m->tl_first >= want)
		want *= 2;
	for (i = 0; i < m->tab_len; i++)
		nv += m->tab[i] != NULL;
	if (!want || want > UINT32_MAX ||
	    want * (nv ? nv : 1) * sizeof(struct tl_slot) > MODEL_TL_GROW_BUDGET)
		return false;
	if (m->ltl && !(lfresh = malloc(want * sizeof(*lfresh))))
		return false;
	fresh = calloc(nv ? nv : 1, sizeof(*fresh));
	if (!fresh) {
		free(lfresh);
		return false;
	}
	for (k = 0; k < nv; k++)
		if (!(fresh[k] = malloc(want * sizeof(**fresh)))) {
			while (k--)
				free(fresh[k]);
			free(fresh);
			free(lfresh);
			return false;
		}
	for (i = 0, k = 0; i < m->tab_len; i++) {
		struct vcpu *v = m->tab[i];

		if (!v)
			continue;
		tl_clear(fresh[k], (uint32_t)want);
		for (uint32_t j = 0; j < m->o.nbuckets; j++) {
			struct tl_slot *to = &fresh[k][v->tl[j].bno % want];

			/* newest wins should an earlier lap have left one */
			if (v->tl[j].bno != TL_EMPTY && (to->bno == TL_EMPTY || to->bno < v->tl[j].bno))
				*to = v->tl[j];
		}
		/* its cached slot (pending task charges use it) moved too */
		if (v->tl_w && fresh[k][v->tl_cur->bno % want].bno == v->tl_cur->bno)
			v->tl_cur = &fresh[k][v->tl_cur->bno % want];
		else
			v->tl_w = 0;
		free(v->tl);
		v->tl = fresh[k++];
	}
	free(fresh);
	if (lfresh)
		ltl_move(m, lfresh, want);
	m->o.nbuckets = (uint32_t)want;
	m->tl_idx = (uint32_t)(m->tl_bno % want);
	return true;
}

/* Move the model's clock to the bucket of t if t is newer. Events come in
 * time order, so the common cases are "same bucket" and "next bucket", which
 * need no division; ring index = bno % nbuckets is kept incrementally. */
static void tl_clock(struct model *m, uint64_t t)
{
	uint64_t w = m->o.bucket_ns;

	if (m->tl_valid && m->o.grow_timeline && !m->o.counters_only && t >= m->tl_start + w &&
	    t / w - m->tl_first >= m->o.nbuckets)
		tl_grow(m, t / w);	/* then moves as usual */
	if (m->tl_valid) {
		if (t < m->tl_start || t - m->tl_start < w)
			return;		/* older, or same bucket */
		if (t - m->tl_start < 2 * w) {
			m->tl_bno++;
			m->tl_start += w;
			if (++m->tl_idx == m->o.nbuckets)
				m->tl_idx = 0;
			return;
		}
	}
	m->tl_bno = t / w;
	m->tl_start = m->tl_bno * w;
	m->tl_idx = (uint32_t)(m->tl_bno % m->o.nbuckets);
	if (!m->tl_valid)
		m->tl_first = m->tl_bno;
	m->tl_valid = true;
}


struct tl_pos {
	uint64_t bno, start;
	uint32_t idx;
};

/* Bucket of t, which is at or before the clock; false if it is older than the
 * ring keeps (an out-of-order event far in the past). */
static bool tl_locate(const struct model *m, uint64_t t, struct tl_pos *p)
{
	uint64_t d;

	p->bno = m->tl_bno;
	p->start = m->tl_start;
	p->idx = m->tl_idx;
	if (t >= m->tl_start)
		return true;
	p->bno = t / m->o.bucket_ns;	/* rare: out-of-order input */
	d = m->tl_bno - p->bno;
	if (d >= m->o.nbuckets)
		return false;
	p->start = p->bno * m->o.bucket_ns;
	p->idx = p->idx >= d ? p->idx - (uint32_t)d
			     : p->idx + m->o.nbuckets - (uint32_t)d;
	return true;
}

/* The vCPU's slot for bucket p, recycled if it held an older bucket; NULL if
 * it holds a newer one (only possible with out-of-order input). */
static struct tl_slot *tl_slot(struct vcpu *v, const struct tl_pos *p)
{
	struct tl_slot *s = &v->tl[p->idx];

	if (s->bno != p->bno) {
		if (s->bno != TL_EMPTY && s->bno > p->bno)
			return NULL;
		memset(s, 0, sizeof(*s));
		s->bno = p->bno;
	}
	return s;
}

/* The LPAR's slot for bucket p, recycled if it held an older bucket (the
 * vCPUs caching it then write to the sink); NULL if it holds a newer one. */
static struct ltl_slot *ltl_slot(struct model *m, const struct tl_pos *p)
{
	struct ltl_slot *s = &m->ltl[p->idx];

	if (s->bno != p->bno) {
		if (s->bno != TL_EMPTY && s->bno > p->bno)
			return NULL;
		for (uint32_t i = 0; i < m->tab_len; i++)
			if (m->tab[i] && m->tab[i]->ltl_cur == s)
				m->tab[i]->ltl_cur = &m->ltl_sink;
		memset(s, 0, sizeof(*s));
		s->bno = p->bno;
	}
	return s;
}

void ltl_loss(struct model *m, uint64_t t, enum model_tl_loss k)
{
	struct tl_pos p;
	struct ltl_slot *s;

	if (!m->ltl || (!t && !m->tl_valid))
		return;
	if (t)
		tl_clock(m, t);
	else
		t = m->tl_start;
	if (tl_locate(m, t, &p) && (s = ltl_slot(m, &p)) != NULL)
		s->loss[k]++;
}

/* Spread [a, t] over the buckets it overlaps, walking back from the one
 * holding t: the part at or after mid goes to category late, the part
 * before it to early. Bounded by the ring size whatever the interval. */
static void tl_spread(struct model *m, struct vcpu *v, struct tl_pos p,
		      uint64_t a, uint64_t mid, uint64_t t,
		      enum tl_cat early, enum tl_cat late)
{
	uint64_t hi = t, w = m->o.bucket_ns;

	for (uint32_t steps = 0; steps < m->o.nbuckets; steps++) {
		uint64_t lo = a > p.start ? a : p.start;
		struct tl_slot *s;

		if (hi > lo && (s = tl_slot(v, &p)) != NULL) {
			uint64_t cut = mid < lo ? lo : (mid > hi ? hi : mid);
			struct ltl_slot *l = m->ltl ? ltl_slot(m, &p) : NULL;

			s->ns[late] += hi - cut;
			s->ns[early] += cut - lo;
			if (l)
				l->spread++;	/* the LPAR's bucket p changed */
		}
		if (a >= p.start || p.start == 0)
			break;
		hi = p.start;
		p.start -= w;
		p.bno--;
		p.idx = p.idx ? p.idx - 1 : m->o.nbuckets - 1;
	}
}

/* tl_dtl (model-priv.h) when the entry is outside the vCPU's cached bucket
 * or its interval starts before it: move the clock, recycle slots, spread
 * over several buckets; then cache the bucket of t for the next entries. */
void tl_dtl_slow(struct model *m, struct vcpu *v, uint64_t t, uint64_t off_ns,
	    uint64_t steal_ns, enum tl_cat pre, enum tl_cat steal, uint32_t lat)
{
	struct tl_pos p;
	struct tl_slot *s;
	struct ltl_slot *l;
	uint64_t a, mid;

	v->tl_w = 0;
	tl_clock(m, t);
	if (!tl_locate(m, t, &p))
		return;
	l = ltl_slot(m, &p);
	if (l) {
		l->lat[ltl_bin(lat)]++;
		if (!l->freq)
			l->freq = v->conv.freq;
	}
	s = tl_slot(v, &p);
	if (s) {
		s->dispatches++;
		v->ltl_cur = l ? l : &m->ltl_sink;
		/* the slot stays live until another bucket of this vCPU needs
		 * it, which only this function does (tl_spread walks back less
		 * than a ring, so never onto p's slot) */
		v->tl_cur = s;
		v->tl_lo = p.start;
		v->tl_w = m->o.bucket_ns;
	}
	if (!off_ns)
		return;
	a = t > off_ns ? t - off_ns : 0;
	mid = t > steal_ns ? t - steal_ns : 0;
	tl_spread(m, v, p, a, mid, t, pre, steal);
}

bool model_timeline_last(const struct model *m, uint64_t *bno)
{
	if (!m->tl_valid)
		return false;
	*bno = model_newest_ns(m) / m->o.bucket_ns;
	return true;
}

bool tl_bucket(const struct model *m, const struct vcpu *v, uint64_t newest,
	       uint64_t bno, struct model_tl_bucket *out)
{
	const struct tl_slot *s;
	uint64_t last = newest / m->o.bucket_ns, covered, off;

	memset(out, 0, sizeof(*out));
	if (bno > last || last - bno >= m->o.nbuckets)
		return false;
	out->bno = bno;
	out->start_ns = bno * m->o.bucket_ns;
	s = &v->tl[bno % m->o.nbuckets];
	if (s->bno == bno) {
		out->idle_ns = tl_u32(s->ns[TL_IDLE]);
		out->wait_ns = tl_u32(s->ns[TL_WAIT]);
		out->fault_ns = tl_u32(s->ns[TL_FAULT]);
		out->dispatches = s->dispatches;
		out->has_data = true;
	}
	/* the newest bucket is only covered up to the newest event */
	covered = m->o.bucket_ns;
	if (newest - out->start_ns < covered)
		covered = newest - out->start_ns;
	off = out->idle_ns + out->wait_ns + out->fault_ns;
	out->running_ns = covered > off ? covered - off : 0;
	return true;
}

bool model_timeline_bucket(const struct model *m, uint32_t cpu, uint64_t bno,
			   struct model_tl_bucket *out)
{
	const struct vcpu *v = vcpu_peek(m, cpu);

	memset(out, 0, sizeof(*out));
	if (!v || !m->tl_valid)
		return false;
	return tl_bucket(m, v, model_newest_ns(m), bno, out);
}

/* Bytes one vCPU's history costs: its timeline slots and its recent ring,
 * which vcpu_alloc rounds up to a power of two. */
static uint64_t history_cost(uint32_t nbuckets, uint32_t recent)
{
	uint64_t ring = 1;

	while (ring < recent)
		ring *= 2;
	return (uint64_t)nbuckets * sizeof(struct tl_slot) + ring * sizeof(struct model_recent);
}

static void history_fill(struct model_opts *o, uint32_t seconds)
{
	uint64_t w = o->bucket_ns ? o->bucket_ns : MODEL_DEF_BUCKET_NS;
	uint64_t recent = (uint64_t)seconds * MODEL_HISTORY_RECENT_PER_MIN / 60;

	o->nbuckets = (uint32_t)((seconds * 1000000000ull + w - 1) / w);
	o->recent = recent < MODEL_DEF_RECENT ? MODEL_DEF_RECENT : (uint32_t)recent;
}

uint32_t model_opts_history(struct model_opts *o, uint32_t seconds, uint32_t ncpus)
{
	uint64_t budget = MODEL_HISTORY_BUDGET / (ncpus ? ncpus : 1);

	if (seconds > MODEL_HISTORY_MAX_S)
		seconds = MODEL_HISTORY_MAX_S;
	if (!seconds)
		seconds = 1;
	history_fill(o, seconds);
	/* Too much for this many vCPUs: the longest history that fits (the
	 * cost grows with seconds: a binary search). */
	if (seconds > 1 && history_cost(o->nbuckets, o->recent) > budget) {
		uint32_t lo = 1, hi = seconds;

		while (lo < hi) {
			uint32_t mid = lo + (hi - lo + 1) / 2;

			history_fill(o, mid);
			if (history_cost(o->nbuckets, o->recent) <= budget)
				lo = mid;
			else
				hi = mid - 1;
		}
		seconds = lo;
		history_fill(o, seconds);
	}
	return seconds;
}
