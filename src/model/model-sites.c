// SPDX-License-Identifier: GPL-2.0-only
/* model-sites.c: the "preempted at" counter (model.h): each DTL entry of
 * the window at its srr0, by (srr0, vCPU, running pid, preempt reason),
 * with its count and the steal that followed, in a table per vCPU
 * (model-priv.h says why). The feed's hot path (sites_count) handles a
 * vCPU's last key again; this is the rest. */
#include <stdlib.h>
#include <string.h>

#include "model-priv.h"

#define SITES_MIN_SLOTS 256u
#define SITES_MIN_KEYS 64u

_Static_assert(sizeof(struct site_slot) == 32, "site_slot: two to a cache line");

void vsites_free(struct vsites *s)
{
	free(s->key);
	free(s->cold);
	free(s->idx);
	memset(s, 0, sizeof(*s));
}

void sites_clear(struct model *m)
{
	for (uint32_t i = 0; i < m->norder; i++) {
		struct vsites *s = &m->tab[m->order[i]]->sites;

		/* the index is all free whenever n is 0 */
		if (s->n)
			memset(s->idx, 0, ((size_t)s->mask + 1) * sizeof(*s->idx));
		s->n = 0;
		s->other_count = s->other_steal_ns = 0;
	}
	if (++m->sites_gen < SITES_GEN_MAX)
		return;
	/* the tags are about to repeat: no vCPU's cached key may match one
	 * of a window 16 million windows ago */
	m->sites_gen = 1;
	for (uint32_t i = 0; i < m->norder; i++) {
		struct vsites *s = &m->tab[m->order[i]]->sites;

		for (uint32_t j = 0; j < s->cap; j++)
			s->key[j].tag = 0;
	}
}

/* An index slot holds key + 1 in its low SITES_KEY_BITS and the high bits
 * of the key's hash above, so that a probe reads a key only when those
 * match: a new key (most misses) costs the index alone. */
#define SITES_KEY_BITS 15u
#define SITES_KEY_MASK ((1u << SITES_KEY_BITS) - 1)
_Static_assert(MODEL_SITES_MAX < (1u << SITES_KEY_BITS), "sites: a key index fits its bits");

static uint32_t sites_frag(uint32_t h)
{
	return h & ~SITES_KEY_MASK;
}

/* The index slot of the key of hash h, or the free one where it would go.
 * Inline: sites_miss runs it for every entry the vCPU's cached key misses. */
static inline __attribute__((always_inline)) uint32_t sites_probe(const struct vsites *s,
								  uint32_t h, uint64_t addr,
								  int32_t pid, uint32_t tag)
{
	uint32_t i = h & s->mask, frag = sites_frag(h);

	for (; s->idx[i]; i = (i + 1) & s->mask) {
		const struct site_slot *x;

		if (sites_frag(s->idx[i]) != frag)
			continue;
		x = &s->key[(s->idx[i] & SITES_KEY_MASK) - 1];
		if (x->addr == addr && x->pid == pid && x->tag == tag)
			break;
	}
	return i;
}

/* Twice the index slots (or the first ones), the keys hashed again. -1:
 * out of memory, the table as it was. */
static int sites_grow_index(struct vsites *s)
{
	uint32_t nslots = s->mask ? 2 * (s->mask + 1) : SITES_MIN_SLOTS;
	uint32_t *idx = calloc(nslots, sizeof(*idx));

	if (!idx)
		return -1;
	free(s->idx);
	s->idx = idx;
	s->mask = nslots - 1;
	for (uint32_t k = 0; k < s->n; k++) {	/* distinct keys: no compare */
		uint32_t h = sites_hash(s->key[k].addr, s->key[k].pid, s->key[k].tag), i = h & s->mask;

		while (s->idx[i])
			i = (i + 1) & s->mask;
		s->idx[i] = sites_frag(h) | (k + 1);
	}
	return 0;
}

/* Room for twice the keys (or the first ones). -1: out of memory. The
 * new slots stay unwritten: nothing reads a slot from n on (a vCPU's
 * cached key is one of the first n, or of an earlier window's, which a
 * new key overwrites before it can match again). */
static int sites_grow_keys(struct vsites *s)
{
	uint32_t cap = s->cap ? 2 * s->cap : SITES_MIN_KEYS;
	struct site_slot *key = realloc(s->key, (size_t)cap * sizeof(*key));
	struct site_cold *cold;

	if (!key)
		return -1;
	s->key = key;
	if (!(cold = realloc(s->cold, (size_t)cap * sizeof(*cold))))
		return -1;
	s->cold = cold;
	s->cap = cap;
	return 0;
}

/* A new key at index slot *i (probed again after a growth); -1 when the
 * table is full or out of memory. */
static int sites_room(struct vsites *s, uint32_t *i, uint32_t h, uint64_t addr, int32_t pid,
		      uint32_t tag)
{
	if (s->n >= MODEL_SITES_MAX)
		return -1;
	if (s->n == s->cap && sites_grow_keys(s) < 0)
		return -1;
	if (2 * (s->n + 1) > s->mask + 1) {
		if (sites_grow_index(s) < 0)
			return -1;
		*i = sites_probe(s, h, addr, pid, tag);
	}
	return 0;
}

/* Entry e's key of hash h, new to v's table, at index slot i where the
 * probe ended (any when there is no index yet): the key, NULL when the
 * table refused it. Out of line, so that sites_miss's lookup of a key
 * already there saves fewer registers. */
static __attribute__((noinline)) struct site_slot *sites_add(struct vsites *s,
							    const struct vcpu *v,
							    const struct dtl_entry *e,
							    uint32_t h, uint32_t i, uint32_t tag)
{
	int32_t pid = v->cur.pid;
	uint32_t k;

	if (sites_room(s, &i, h, e->srr0, pid, tag) < 0)
		return NULL;
	k = s->n++;
	s->key[k] = (struct site_slot){ .addr = e->srr0, .pid = pid, .tag = tag };
	s->cold[k].srr1 = e->srr1;
	memset(s->cold[k].comm, 0, sizeof(s->cold[k].comm));
	if (pid != -1)
		memcpy(s->cold[k].comm, v->cur.comm, sizeof(s->cold[k].comm));
	s->idx[i] = sites_frag(h) | (k + 1);
	return &s->key[k];
}

void sites_miss(struct model *m, struct vcpu *v, const struct event *ev, uint64_t steal_ns)
{
	const struct dtl_entry *e = &ev->dtl.e;
	struct vsites *s = &v->sites;
	uint32_t tag = sites_tag(m->sites_gen, e->preempt_reason), i = 0;
	uint32_t h = sites_hash(e->srr0, v->cur.pid, tag);
	struct site_slot *x;

	if (s->mask)
		i = sites_probe(s, h, e->srr0, v->cur.pid, tag);
	if (s->mask && s->idx[i]) {
		x = &s->key[(s->idx[i] & SITES_KEY_MASK) - 1];
	} else if (!(x = sites_add(s, v, e, h, i, tag))) {
		s->other_count++;
		s->other_steal_ns += steal_ns;
		return;
	}
	x->count++;
	x->steal_ns += steal_ns;
	v->site_last = x;	/* a growth moves the keys, only here */
}

void model_sites_info(const struct model *m, struct model_sites_info *out)
{
	memset(out, 0, sizeof(*out));
	for (uint32_t i = 0; i < m->norder; i++) {
		const struct vcpu *v = m->tab[m->order[i]];

		/* every DTL entry of a vCPU went through sites_count with the
		 * steal_ns its vCPU's counters summed */
		out->count += v->st.lat.n;
		out->steal_ns += v->st.steal_ns;
		out->other_count += v->sites.other_count;
		out->other_steal_ns += v->sites.other_steal_ns;
		out->keys += v->sites.n;
	}
}

/* v's keys into a[n..), returns the new n. */
static size_t vcpu_sites(const struct vcpu *v, struct model_site *a, size_t n)
{
	const struct vsites *s = &v->sites;

	for (uint32_t i = 0; i < s->n; i++) {
		const struct site_slot *x = &s->key[i];

		a[n] = (struct model_site){
			.addr = x->addr, .srr1 = s->cold[i].srr1, .cpu = v->cpu, .pid = x->pid,
			.preempt_reason = (uint8_t)x->tag, .count = x->count,
			.steal_ns = x->steal_ns,
		};
		memcpy(a[n].comm, s->cold[i].comm, sizeof(a[n].comm));
		n++;
	}
	return n;
}

static bool cpu_picked(const uint64_t *cpus, uint32_t cpu)
{
	return !cpus || (cpus[cpu / 64] >> (cpu % 64) & 1);
}

size_t model_sites(const struct model *m, const uint64_t *cpus, struct model_site **out)
{
	struct model_site *a;
	size_t want = 0, n = 0;

	*out = NULL;
	for (uint32_t i = 0; i < m->norder; i++) {
		const struct vcpu *v = m->tab[m->order[i]];

		if (cpu_picked(cpus, v->cpu))
			want += v->sites.n;
	}
	if (!want || !(a = malloc(want * sizeof(*a))))
		return 0;
	for (uint32_t i = 0; i < m->norder; i++) {
		const struct vcpu *v = m->tab[m->order[i]];

		if (cpu_picked(cpus, v->cpu))
			n = vcpu_sites(v, a, n);
	}
	*out = a;
	return n;
}
