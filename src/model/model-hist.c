// SPDX-License-Identifier: GPL-2.0-only
/* model-hist.c: bucket bounds, merging and percentiles of the latency
 * histogram (hist.h); the per-entry add is inline in the header. */
#include <string.h>

#include "hist.h"

uint64_t hist_bucket_lower(unsigned int i)
{
	unsigned int k, e;

	if (i < HIST_EXACT)
		return i;
	k = i - HIST_EXACT;
	e = 5 + k / HIST_SUB;
	return (uint64_t)(HIST_SUB + k % HIST_SUB) << (e - 4);
}

uint64_t hist_bucket_upper(unsigned int i)
{
	unsigned int e;

	if (i < HIST_EXACT)
		return i;
	e = 5 + (i - HIST_EXACT) / HIST_SUB;
	return hist_bucket_lower(i) + ((uint64_t)1 << (e - 4)) - 1;
}

void hist_merge(struct hist *dst, const struct hist *src)
{
	dst->n += src->n;
	for (unsigned int i = 0; i < HIST_BUCKETS; i++)
		dst->b[i] += src->b[i];
}

/* The rank of percentile permille of n values: ceil(n * permille / 1000)
 * in integers (no float rounding surprises), at least 1. */
static unsigned __int128 rank_of(uint64_t n, unsigned int permille)
{
	unsigned __int128 rank = ((unsigned __int128)n * permille + 999) / 1000;

	return rank ? rank : 1;
}

void hist_percentiles(const struct hist *h, const unsigned int *permille, size_t n,
		      uint64_t max, uint64_t *out)
{
	unsigned __int128 rank;
	uint64_t seen = 0;
	size_t k = 0;

	if (!h->n || !n) {
		for (; k < n; k++)
			out[k] = 0;
		return;
	}
	/* each rank worked out once, when the one before it is found */
	rank = rank_of(h->n, permille[0]);
	for (unsigned int i = 0; i < HIST_BUCKETS; i++) {
		seen += h->b[i];
		while (seen >= rank) {	/* this bucket may hold several */
			uint64_t up = hist_bucket_upper(i);

			out[k] = up < max ? up : max;
			if (++k == n)
				return;
			rank = rank_of(h->n, permille[k]);
		}
	}
	for (; k < n; k++)
		out[k] = max;	/* n larger than the bucket sum: inconsistent input */
}

uint64_t hist_percentile(const struct hist *h, unsigned int permille,
			 uint64_t max)
{
	uint64_t v;

	hist_percentiles(h, &permille, 1, max, &v);
	return v;
}
