/* SPDX-License-Identifier: GPL-2.0-only */
/* hist.h: a fixed-size log-bucketed histogram of u32 tick values (dispatch
 * latency): exact below 32, then 16 sub-buckets per power of two (HDR-like). */
#ifndef DTLTOP_HIST_H
#define DTLTOP_HIST_H

#include <stdint.h>

#define HIST_EXACT   32	/* values 0..31 have a bucket each */
#define HIST_SUB     16	/* sub-buckets per power of two above that */
/* 32 exact + 16 per exponent 5..31 = 32 + 27 * 16 */
#define HIST_BUCKETS 464

struct hist {
	uint64_t n;			/* values added */
	uint64_t b[HIST_BUCKETS];
};

/* Bucket of v: values below 32 map to themselves; above, the top five
 * significant bits select the bucket, so the relative width is <= 1/16.
 * With s = exponent - 4 (how far v shifts right to keep five bits), bucket
 * (e - 3) * 16 + ((v >> s) & 15) is (v >> s) + 16 * s, as v >> s is 16 +
 * those four bits; v | 16 makes s 0 below 32, where the sum is v itself.
 * So: a clz, a shift and an add, no branch. This runs once per DTL entry. */
static inline unsigned int hist_shift(uint32_t v)
{
	return 27u - (unsigned int)__builtin_clz(v | 16u);
}

static inline unsigned int hist_bucket(uint32_t v)
{
	unsigned int s = hist_shift(v);

	return (v >> s) + s * HIST_SUB;
}

static inline void hist_add(struct hist *h, uint32_t v)
{
	uint64_t s = hist_shift(v);	/* 64-bit: the index needs no extension */

	h->n++;
	h->b[((uint64_t)v >> s) + s * HIST_SUB]++;
}

/* Smallest and largest value that land in bucket i. */
uint64_t hist_bucket_lower(unsigned int i);
uint64_t hist_bucket_upper(unsigned int i);

void hist_merge(struct hist *dst, const struct hist *src);

/* Percentile q = permille/1000 (p50 = 500, p99.9 = 999): the upper bound of
 * the bucket holding the value of rank ceil(q * n) (1-based, ascending),
 * clipped to max (the exact largest value seen). 0 when the histogram is
 * empty. */
uint64_t hist_percentile(const struct hist *h, unsigned int permille,
			 uint64_t max);
/* Several at once, in one pass over the buckets: out[i] is
 * hist_percentile(h, permille[i], max), permille ascending. */
void hist_percentiles(const struct hist *h, const unsigned int *permille, size_t n,
		      uint64_t max, uint64_t *out);

#endif
