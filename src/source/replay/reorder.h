/* SPDX-License-Identifier: GPL-2.0-only */
/* reorder.h: the time-ordering queue for samples and side-band records.
 * perf writes each CPU's ring in passes; FINISHED_ROUND bounds how far back
 * a later record can reach, so events are held only until it is safe.
 *
 * Within a round perf reads one CPU's ring after another, so each CPU's
 * records arrive in time order. The queue keeps one FIFO run per CPU: a
 * record no older than its CPU's newest held one is appended to that run,
 * in O(1) on sequential memory. A run is a chain of page-sized blocks from
 * one pool the runs share, so the runs together hold about as much as the
 * records held at once, and an item never moves while it is held. Any
 * other record (older than its run's tail, or with a CPU number past
 * RUN_CPU_MAX) goes to a binary heap. Pops take the minimum of the heap's
 * top and the run heads, the latter kept in a tournament (winner) tree over
 * the runs: a pop replays one leaf-to-root path at one comparison a level,
 * where a heap's sift-down takes two and mispredicts more; an append to a
 * non-empty run leaves the tree alone.
 * Every structure is ordered on (time, seq), seq being arrival order, so the
 * delivered order is exactly ascending (time, arrival): ties in file order. */
#ifndef DTLTOP_REORDER_H
#define DTLTOP_REORDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"

/* ev.tp.raw is the item's own copy of a tracepoint payload, or NULL:
 * what a record held in a file's read buffer pointed at moves on. With
 * copy_raw 2 the copy takes the sample's callchain too (ev_callchain: the
 * chain_nr u64s and the u32 size before raw, one allocation); otherwise
 * the item's chain_nr is 0. */
struct reorder_item {
	uint64_t seq;		/* arrival order: ties keep file order */
	struct event ev;
};

/* The heap orders small keys, not the 112-byte items: a sift moves 24
 * bytes a level. Items stay in their slot until popped. */
struct reorder_key {
	uint64_t time, seq;
	size_t slot;		/* index in items, or the run's CPU */
};

/* A run head's key in one integer, compared in one go: time in the high
 * half, then seq << RUN_CPU_BITS | cpu (seq is unique, so the CPU bits
 * never decide; 2^51 records is far past any file). */
typedef unsigned __int128 reorder_run_key;
#define RUN_CPU_BITS 13

/* Items per block: a block is one 4 KiB malloc chunk (its 8-byte header
 * included), so blocks fill whole pages. */
#define RUN_BLOCK_ITEMS 36

struct reorder_block {
	struct reorder_block *next;	/* toward the run's tail, or the pool's next */
	struct reorder_item items[RUN_BLOCK_ITEMS];
};

/* One CPU's records in arrival order, which is also (time, seq) order:
 * count items from first->items[head] to last->items[tail - 1]; no blocks
 * when count is 0. */
struct reorder_run {
	struct reorder_block *first, *last;
	uint32_t head, tail, count;
	uint64_t tail_time;	/* time of the newest item, when count > 0 */
};

struct reorder {
	/* the fallback heap: records that break their CPU's run */
	struct reorder_key *heap;
	struct reorder_item *items;
	size_t *free_slots;	/* popped slots, reused first */
	size_t hn, cap, nfree;
	/* the runs, indexed by CPU, and the winner tree over their heads:
	 * tree[1] is the oldest head, tree[nruns + c] is run c's head (an
	 * empty run's leaf is KEY_NONE), each node the older of its two
	 * children; rn counts the non-empty runs */
	struct reorder_run *runs;
	reorder_run_key *tree;
	size_t nruns, rn;
	struct reorder_block *pool;	/* blocks no run holds, reused first */
	size_t run_items;	/* items all blocks hold, pool's included */
	size_t peak;		/* most records ever held at once */
	const struct reorder_item *top;	/* the next record out, or NULL */
	bool top_in_heap;
	size_t n;		/* records held: runs and heap */
	size_t copies;		/* payload copies held among them */
	uint64_t seq;
};

void reorder_init(struct reorder *q);
void reorder_free(struct reorder *q);
int reorder_push(struct reorder *q, const struct event *ev, const void *raw, uint32_t raw_size,
		 int copy_raw);
/* Valid until the next push or pop. */
static inline const struct reorder_item *reorder_top(const struct reorder *q)
{
	return q->top;
}
void reorder_pop(struct reorder *q);	/* frees the top item's raw copy */

#endif
