// SPDX-License-Identifier: GPL-2.0-only
/* replay-index.c: the checkpoints of a replay (replay-index.h): kept under a
 * lock, thinned to stay within RX_MAX, copied out for a second reader. */
#include <stdlib.h>
#include <string.h>

#include "replay-index.h"

#define RX_GAP_MIN (256u << 10)

void rx_init(struct rx_index *ix, uint64_t file_size)
{
	memset(ix, 0, sizeof(*ix));
	pthread_mutex_init(&ix->lock, NULL);
	ix->gap = file_size / 64 > RX_GAP_MIN ? file_size / 64 : RX_GAP_MIN;
}

void rx_point_free(struct rx_point *p)
{
	free(p->from);
	free(p->have_tb);
	free(p->tb);
	memset(p, 0, sizeof(*p));
}

static void drop_all(struct rx_index *ix)
{
	for (uint32_t i = 0; i < ix->n; i++)
		rx_point_free(&ix->pts[i]);
	ix->n = 0;
	ix->bytes = 0;
}

void rx_free(struct rx_index *ix)
{
	drop_all(ix);
	pthread_mutex_destroy(&ix->lock);
}

bool rx_due(const struct rx_index *ix, uint64_t x)
{
	/* only the reader's thread writes off, last and gap */
	return !ix->off && (ix->last == 0 || x - ix->last >= ix->gap);
}

static uint64_t point_bytes(const struct rx_point *p)
{
	return (uint64_t)p->ncpu * (sizeof(*p->from) + sizeof(*p->have_tb) + sizeof(*p->tb));
}

/* Every other point goes, back from the newest, which stays. */
static void thin(struct rx_index *ix)
{
	uint32_t k = 0;

	for (uint32_t i = 0; i < ix->n; i++) {
		if ((ix->n - 1 - i) % 2) {
			ix->bytes -= point_bytes(&ix->pts[i]);
			rx_point_free(&ix->pts[i]);
		} else {
			ix->pts[k++] = ix->pts[i];
		}
	}
	ix->n = k;
	ix->gap *= 2;
}

void rx_add(struct rx_index *ix, struct rx_point *p, uint64_t x)
{
	pthread_mutex_lock(&ix->lock);
	if (ix->n == RX_MAX)
		thin(ix);
	ix->pts[ix->n++] = *p;
	ix->bytes += point_bytes(p);
	while (ix->n > 1 && ix->bytes > RX_BYTES_MAX)
		thin(ix);
	ix->last = x;
	pthread_mutex_unlock(&ix->lock);
	memset(p, 0, sizeof(*p));
}

void rx_disable(struct rx_index *ix)
{
	pthread_mutex_lock(&ix->lock);
	ix->off = true;
	drop_all(ix);
	pthread_mutex_unlock(&ix->lock);
}

static bool copy_point(struct rx_point *out, const struct rx_point *p)
{
	size_t n = p->ncpu ? p->ncpu : 1;

	*out = (struct rx_point){ .y = p->y, .t = p->t, .x = p->x, .ncpu = p->ncpu };
	out->from = malloc(n * sizeof(*out->from));
	out->have_tb = malloc(n * sizeof(*out->have_tb));
	out->tb = malloc(n * sizeof(*out->tb));
	if (!out->from || !out->have_tb || !out->tb) {
		rx_point_free(out);
		return false;
	}
	if (p->ncpu) {
		memcpy(out->from, p->from, p->ncpu * sizeof(*p->from));
		memcpy(out->have_tb, p->have_tb, p->ncpu * sizeof(*p->have_tb));
		memcpy(out->tb, p->tb, p->ncpu * sizeof(*p->tb));
	}
	return true;
}

bool rx_find(struct rx_index *ix, uint64_t t0, struct rx_point *out)
{
	const struct rx_point *best = NULL;
	bool ok = false;

	pthread_mutex_lock(&ix->lock);
	/* t grows with the points, y nearly so: the largest y of the prefix */
	for (uint32_t i = 0; i < ix->n && ix->pts[i].t < t0; i++)
		if (!best || ix->pts[i].y > best->y)
			best = &ix->pts[i];
	if (best)
		ok = copy_point(out, best);
	pthread_mutex_unlock(&ix->lock);
	return ok;
}
