// SPDX-License-Identifier: GPL-2.0-only
/* model-query.c: read-side queries for the interactive view that batch views
 * do not need: a whole timeline row at once (one "newest" scan instead of one
 * per bucket), the LPAR's row and the vCPU's last processor. No hot-path
 * state; the LPAR's row keeps its sums in the LPAR's timeline slots. */
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

/* The vCPUs' bucket bno, in range and covered for covered ns, summed as
 * tl_bucket has each. */
static void lpar_sum(const struct model *m, uint64_t bno, uint64_t covered, struct ltl_sums *o)
{
	uint32_t idx = (uint32_t)(bno % m->o.nbuckets);

	memset(o, 0, sizeof(*o));
	for (size_t k = 0; k < model_ncpus(m); k++) {
		const struct vcpu *v = vcpu_peek(m, model_cpu_id(m, k));
		uint64_t idle = 0, wait = 0, fault = 0, off, run;
		const struct tl_slot *s;

		if (!v)
			continue;
		s = &v->tl[idx];
		if (s->bno == bno) {
			idle = tl_u32(s->ns[TL_IDLE]);
			wait = tl_u32(s->ns[TL_WAIT]);
			fault = tl_u32(s->ns[TL_FAULT]);
			o->dispatches += s->dispatches;
			o->vcpus++;
		}
		off = idle + wait + fault;
		run = covered > off ? covered - off : 0;
		o->running_ns += run;
		o->wait_ns += wait;
		o->fault_ns += fault;
		o->covered_ns += run + off;
		o->seen++;
	}
}

static uint32_t vcpus_present(const struct model *m)
{
	uint32_t n = 0;

	for (size_t k = 0; k < model_ncpus(m); k++)
		n += vcpu_peek(m, model_cpu_id(m, k)) != NULL;
	return n;
}

size_t model_timeline_lpar(struct model *m, uint64_t newest, uint64_t first, size_t n,
			   struct model_tl_lpar *out)
{
	uint64_t w = m->o.bucket_ns, last;
	uint32_t nb = m->o.nbuckets, ncpus = (uint32_t)model_ncpus(m), present = UINT32_MAX;
	size_t valid = 0;

	memset(out, 0, n * sizeof(*out));
	if (!m->tl_valid)
		return 0;
	last = newest / w;
	for (size_t i = 0; i < n; i++) {
		uint64_t bno = first + i;
		struct ltl_slot *l = m->ltl ? &m->ltl[bno % nb] : NULL;
		struct model_tl_lpar *o = &out[i];
		struct ltl_sums sum;

		if (bno > last || last - bno >= nb)
			continue;
		/* a complete bucket's sums stand while nothing wrote to it
		 * (ltl_slot); the newest is only covered up to the newest
		 * event, so it is summed every time */
		if (l && l->bno == bno && bno < last) {
			uint64_t mark = l->spread;

			for (int k = 0; k < MODEL_TL_LAT_BINS; k++)
				mark += l->lat[k];
			if (!l->memo_ncpus || l->memo_ncpus != ncpus || l->memo_mark != mark) {
				lpar_sum(m, bno, w, &l->memo);
				l->memo_mark = mark;
				l->memo_ncpus = ncpus;
			}
			sum = l->memo;
		} else if (l && l->bno != bno) {
			/* no entry ended in bucket bno and no interval reached
			 * it, on any vCPU (either makes its LPAR slot first):
			 * each vCPU ran through it, as tl_bucket has it */
			uint64_t covered = bno < last ? w : newest - bno * w;

			if (present == UINT32_MAX)
				present = vcpus_present(m);
			sum = (struct ltl_sums){ .running_ns = covered * present,
						 .covered_ns = covered * present, .seen = present };
		} else {
			lpar_sum(m, bno, bno < last ? w : newest - bno * w, &sum);
		}
		if (!sum.seen)
			continue;	/* no vCPU: nothing in range */
		o->in_range = true;
		o->running_ns = sum.running_ns;
		o->wait_ns = sum.wait_ns;
		o->fault_ns = sum.fault_ns;
		o->covered_ns = sum.covered_ns;
		o->dispatches = sum.dispatches;
		o->vcpus = sum.vcpus;
		o->seen = sum.seen;
		lpar_slot(m, o, bno);
		valid++;
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
	const struct vcpu *v = vcpu_peek(m, cpu);
	size_t n = model_recent_count(m, cpu);

	/* the newest DTL entry, if the ring still holds it: switches that
	 * came after it may have pushed it out */
	if (!v || !v->recent_dtl || v->recent_seq - v->recent_dtl >= n)
		return false;
	*proc = v->recent[(v->recent_dtl - 1) & v->recent_mask].dtl.processor_id;
	return true;
}

uint64_t model_newest(const struct model *m)
{
	return model_newest_ns(m);
}
