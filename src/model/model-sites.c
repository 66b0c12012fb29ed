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

_Static_assert(sizeof(struct site_slot) == 32, "site_slot: two to a cache line");

void vsites_free(struct vsites *s)
{
	free(s->slot);
	free(s->cold);
	memset(s, 0, sizeof(*s));
}

void sites_clear(struct model *m)
{
	for (uint32_t i = 0; i < m->norder; i++) {
		struct vsites *s = &m->tab[m->order[i]]->sites;

		s->n = 0;
		s->other_count = s->other_steal_ns = 0;
	}
	if (++m->sites_gen < SITES_GEN_MAX)
		return;
	/* the tags are about to repeat: empty every slot for real, once in
	 * 16 million windows */
	m->sites_gen = 1;
	for (uint32_t i = 0; i < m->norder; i++) {
		struct vsites *s = &m->tab[m->order[i]]->sites;

		for (uint32_t j = 0; s->mask && j <= s->mask; j++)
			s->slot[j].tag = 0;
	}
}

static bool slot_live(uint32_t gen, const struct site_slot *x)
{
	return x->tag >> 8 == gen;
}

/* The slot of the key, or the empty one where it would go. */
static uint32_t sites_probe(const struct vsites *s, uint32_t gen, uint64_t addr, int32_t pid,
			    uint32_t tag)
{
	uint32_t i = sites_hash(addr, pid, tag) & s->mask;

	while (slot_live(gen, &s->slot[i]) &&
	       (s->slot[i].addr != addr || s->slot[i].pid != pid || s->slot[i].tag != tag))
		i = (i + 1) & s->mask;
	return i;
}

/* Twice the slots (or the first ones), the live keys moved over. -1: out
 * of memory, the table as it was. */
static int sites_grow(struct vsites *s, uint32_t gen)
{
	uint32_t nslots = s->mask ? 2 * (s->mask + 1) : SITES_MIN_SLOTS;
	struct vsites ns = *s;

	ns.slot = calloc(nslots, sizeof(*ns.slot));
	ns.cold = malloc((size_t)nslots * sizeof(*ns.cold));
	if (!ns.slot || !ns.cold) {
		free(ns.slot);
		free(ns.cold);
		return -1;
	}
	ns.mask = nslots - 1;
	for (uint32_t i = 0; s->mask && i <= s->mask; i++) {
		const struct site_slot *x = &s->slot[i];
		uint32_t j;

		if (!slot_live(gen, x))
			continue;
		j = sites_probe(&ns, gen, x->addr, x->pid, x->tag);
		ns.slot[j] = *x;
		ns.cold[j] = s->cold[i];
	}
	free(s->slot);
	free(s->cold);
	*s = ns;
	return 0;
}

void sites_miss(struct model *m, struct vcpu *v, const struct event *ev, uint64_t steal_ns)
{
	const struct dtl_entry *e = &ev->dtl.e;
	struct vsites *s = &v->sites;
	uint32_t tag = sites_tag(m->sites_gen, e->preempt_reason), i = 0;
	int32_t pid = v->cur.pid;
	struct site_slot *x;

	if (s->mask)
		i = sites_probe(s, m->sites_gen, e->srr0, pid, tag);
	if (!s->mask || !slot_live(m->sites_gen, &s->slot[i])) {	/* new */
		if (s->n >= MODEL_SITES_MAX ||
		    (2 * (s->n + 1) > s->mask + 1 && sites_grow(s, m->sites_gen) < 0)) {
			s->other_count++;
			s->other_steal_ns += steal_ns;
			return;
		}
		i = sites_probe(s, m->sites_gen, e->srr0, pid, tag);
		s->slot[i] = (struct site_slot){ .addr = e->srr0, .pid = pid, .tag = tag };
		s->cold[i].srr1 = e->srr1;
		memset(s->cold[i].comm, 0, sizeof(s->cold[i].comm));
		if (pid != -1)
			memcpy(s->cold[i].comm, v->cur.comm, sizeof(s->cold[i].comm));
		s->n++;
	}
	x = &s->slot[i];
	x->count++;
	x->steal_ns += steal_ns;
	v->site_last = x;	/* a growth moves the slots, only here */
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
static size_t vcpu_sites(const struct model *m, const struct vcpu *v, struct model_site *a,
			 size_t n)
{
	const struct vsites *s = &v->sites;

	for (uint32_t i = 0; s->n && i <= s->mask; i++) {
		const struct site_slot *x = &s->slot[i];

		if (!slot_live(m->sites_gen, x))
			continue;
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
			n = vcpu_sites(m, v, a, n);
	}
	*out = a;
	return n;
}
