/* SPDX-License-Identifier: GPL-2.0-only */
/* replay-index.h: checkpoints a replay records as it reads a file, so that a
 * second reader (source_ops.reopen) can start near a time instead of at the
 * data's start: reading [t0, t1) again costs about the span, not the file. */
#ifndef DTLTOP_REPLAY_INDEX_H
#define DTLTOP_REPLAY_INDEX_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "dtl.h"

/* Where a reader may start: every event of the records before file offset
 * y has time <= t, so a reader that wants nothing before t0 > t loses
 * nothing by skipping them. Per cpu below ncpu: the AUX buffers of cpu in
 * records before from[cpu] were wholly taken (and are skipped too), and
 * the stream header it had (have_tb, tb) decodes the rest. */
struct rx_point {
	uint64_t y, t;
	uint64_t x;		/* the FINISHED_ROUND it was taken at (y <= x) */
	uint32_t ncpu;
	uint64_t *from;
	bool *have_tb;
	struct dtl_boottb *tb;
};

/* Points kept, and the bytes of their per-cpu arrays (a recording of many
 * CPUs: 25 bytes a cpu a point); past either every other one goes. */
#define RX_MAX 128
#define RX_BYTES_MAX (32u << 20)

/* Appended by the reader's thread, searched by another (a lock). */
struct rx_index {
	pthread_mutex_t lock;
	struct rx_point pts[RX_MAX];
	uint32_t n;
	uint64_t bytes;		/* of the points' arrays */
	uint64_t gap;		/* file bytes between two points, at least */
	uint64_t last;		/* record offset of the newest point */
	bool off;		/* no points: the file cannot be restarted */
};

/* A file of file_size bytes: about 64 points over it, far enough apart
 * that recording them costs nothing next to reading. */
void rx_init(struct rx_index *ix, uint64_t file_size);
void rx_free(struct rx_index *ix);

/* Is a point at record offset x due (gap bytes since the last)? */
bool rx_due(const struct rx_index *ix, uint64_t x);

/* Keep p (its arrays now the index's), taken at record offset x; past
 * RX_MAX or RX_BYTES_MAX kept, every other point is dropped (the newest
 * stays) and the gap doubles. */
void rx_add(struct rx_index *ix, struct rx_point *p, uint64_t x);

/* Never again: what is kept is dropped (a compressed stream cannot be
 * entered in its middle). */
void rx_disable(struct rx_index *ix);

/* The point with the largest y among those with t < t0, copied into *out
 * (its own arrays: rx_point_free). false: none (start at the beginning),
 * or out of memory. */
bool rx_find(struct rx_index *ix, uint64_t t0, struct rx_point *out);

void rx_point_free(struct rx_point *p);

#endif
