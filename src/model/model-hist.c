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

uint64_t hist_percentile(const struct hist *h, unsigned int permille,
			 uint64_t max)
{
	unsigned __int128 rank;
	uint64_t seen = 0;

	if (!h->n)
		return 0;
	/* ceil(n * permille / 1000) in integers: no float rounding surprises */
	rank = ((unsigned __int128)h->n * permille + 999) / 1000;
	if (rank == 0)
		rank = 1;
	for (unsigned int i = 0; i < HIST_BUCKETS; i++) {
		seen += h->b[i];
		if (seen >= rank) {
			uint64_t up = hist_bucket_upper(i);
			return up < max ? up : max;
		}
	}
	return max;	/* n larger than the bucket sum: inconsistent input */
}
