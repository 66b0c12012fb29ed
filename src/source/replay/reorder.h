/* reorder.h: the time-ordering queue for samples and side-band records.
 * perf writes each CPU's ring in passes; FINISHED_ROUND bounds how far back
 * a later record can reach, so events are held only until it is safe. */
#ifndef DTLTOP_REORDER_H
#define DTLTOP_REORDER_H

#include <stddef.h>
#include <stdint.h>

#include "event.h"

struct reorder_item {
	uint64_t seq;		/* arrival order: ties keep file order */
	struct event ev;
	void *raw_copy;		/* owned copy of a tracepoint payload, or NULL */
};

/* The heap orders small keys, not the 128-byte items: a sift moves 24
 * bytes a level. Items stay in their slot until popped. */
struct reorder_key {
	uint64_t time, seq;
	size_t slot;		/* index in items */
};

struct reorder {
	struct reorder_key *heap;
	struct reorder_item *items;
	size_t *free_slots;	/* popped slots, reused first */
	size_t n, cap, nfree;
	uint64_t seq;
};

void reorder_init(struct reorder *q);
void reorder_free(struct reorder *q);
int reorder_push(struct reorder *q, const struct event *ev, const void *raw, uint32_t raw_size,
		 int copy_raw);
static inline const struct reorder_item *reorder_top(const struct reorder *q)
{
	return q->n ? &q->items[q->heap[0].slot] : NULL;
}
void reorder_pop(struct reorder *q);	/* frees the top item's raw copy */

#endif
