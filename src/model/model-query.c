// SPDX-License-Identifier: GPL-2.0-only
/* model-query.c: read-side queries for the interactive view that batch views
 * do not need: a whole timeline row at once (one "newest" scan instead of one
 * per bucket) and the vCPU's last processor. Reads only; no hot-path state. */
#include <string.h>

#include "model-priv.h"

/* model_timeline_bucket for buckets first .. first + n - 1 of cpu; the same
 * values, with the newest event time (a walk over every vCPU) passed in so a
 * frame computes it once, not once per row. */
size_t model_timeline_row(const struct model *m, uint32_t cpu, uint64_t newest,
			  uint64_t first, size_t n, struct model_tl_bucket *out)
{
	const struct vcpu *v = vcpu_peek(m, cpu);
	size_t valid = 0;

	memset(out, 0, n * sizeof(*out));
	if (!v || !m->tl_valid)
		return 0;
	for (size_t i = 0; i < n; i++)
		valid += tl_bucket(m, v, newest, first + i, &out[i]);
	return valid;
}

/* The LPAR ring's bucket bno, if in range and still held, into o. */
static void lpar_slot(const struct model *m, struct model_tl_lpar *o, uint64_t bno)
{
	const struct ltl_slot *s;

	if (!o->in_range || !m->ltl)
		return;
	s = &m->ltl[bno % m->o.nbuckets];
	if (s->bno != bno)
		return;
	memcpy(o->lat, s->lat, sizeof(o->lat));
	o->lat_freq = s->freq;
	for (int k = 0; k < MODEL_TL_NLOSS; k++) {
		o->loss[k] = s->loss[k];
		o->lossy += s->loss[k];
	}
}

uint64_t model_tl_lat_pct(const uint32_t *lat, unsigned int permille)
{
	uint64_t n = 0, rank, seen = 0;

	for (int k = 0; k < MODEL_TL_LAT_BINS; k++)
		n += lat[k];
	if (!n)
		return 0;
	rank = (n * permille + 999) / 1000;	/* ceil(q * n) */
	if (!rank)
		rank = 1;
	for (int k = 0; k < MODEL_TL_LAT_BINS; k++) {
		seen += lat[k];
		if (seen >= rank)
			return (2ull << k) - 1;
	}
	return UINT32_MAX;
}

size_t model_timeline_lpar(const struct model *m, uint64_t newest, uint64_t first, size_t n,
			   struct model_tl_lpar *out)
{
	size_t valid = 0;

	memset(out, 0, n * sizeof(*out));
	if (!m->tl_valid)
		return 0;
	for (size_t i = 0; i < n; i++) {
		struct model_tl_lpar *o = &out[i];

		for (size_t k = 0; k < model_ncpus(m); k++) {
			const struct vcpu *v = vcpu_peek(m, model_cpu_id(m, k));
			struct model_tl_bucket b;

			if (!v || !tl_bucket(m, v, newest, first + i, &b))
				continue;
			o->in_range = true;
			o->running_ns += b.running_ns;
			o->wait_ns += b.wait_ns;
			o->fault_ns += b.fault_ns;
			o->covered_ns += b.running_ns + b.idle_ns + b.wait_ns + b.fault_ns;
			o->dispatches += b.dispatches;
			o->vcpus += b.has_data;
			o->seen++;
		}
		lpar_slot(m, o, first + i);
		valid += o->in_range;
	}
	return valid;
}

bool model_cpu_offline(const struct model *m, uint32_t cpu, uint64_t *since)
{
	const struct vcpu *v = cpu < m->tab_len ? m->tab[cpu] : NULL;

	if (since)
		*since = v && v->offline ? v->offline_ns : 0;
	return v && v->offline;
}

bool model_cpu_last_proc(const struct model *m, uint32_t cpu, uint16_t *proc)
{
	size_t n = model_recent_count(m, cpu);

	/* the newest DTL entry in the ring; switches sit in between */
	while (n--) {
		const struct model_recent *r = model_recent_get(m, cpu, n);

		if (r->kind == EV_DTL) {
			*proc = r->dtl.processor_id;
			return true;
		}
	}
	return false;
}

uint64_t model_newest(const struct model *m)
{
	return model_newest_ns(m);
}
