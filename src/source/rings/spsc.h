/* SPDX-License-Identifier: GPL-2.0-only */
/* spsc.h: a bounded lock-free single-producer/single-consumer queue of
 * struct event, from a per-CPU reader thread to the aggregator thread. */
#ifndef DTLTOP_SPSC_H
#define DTLTOP_SPSC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"

/* 128, not 64: POWER's cache line is 128 bytes, and x86 prefetches lines in
 * pairs, so 128 keeps the two sides apart on both. */
#define SPSC_LINE 128

/*
 * head and tail are free-running counters (slot = counter & mask), each
 * written by one side only. Each side also caches the other's counter so it
 * touches the other side's cache line only when the cached value says
 * full/empty. The padding separates the groups by at least a line whatever
 * the struct's own alignment, so the struct can live anywhere (malloc'd,
 * embedded) without over-alignment requirements.
 */
struct spsc {
	/* read-only after spsc_init */
	struct event *slots;
	uint64_t mask;
	char pad0[SPSC_LINE];
	/* producer's line */
	uint64_t head;		/* next slot to fill; atomic, producer writes */
	uint64_t tail_cache;	/* producer's last view of tail */
	uint64_t overflows;	/* rejected spsc_push calls; atomic, producer writes */
	char pad1[SPSC_LINE];
	/* consumer's line */
	uint64_t tail;		/* next slot to read; atomic, consumer writes */
	uint64_t head_cache;	/* consumer's last view of head */
	char pad2[SPSC_LINE];
};

/* capacity: a power of two >= 2. Returns 0, -EINVAL or -ENOMEM. */
int spsc_init(struct spsc *q, uint32_t capacity);
void spsc_free(struct spsc *q);

/* Producer side. try_push: false when full, nothing counted (for a producer
 * that will retry). push: the same, but a refusal counts as an overflow (for
 * a producer that drops). push_n: as many of n as fit, in order; returns how
 * many, counts nothing. */
bool spsc_try_push(struct spsc *q, const struct event *ev);
bool spsc_push(struct spsc *q, const struct event *ev);
size_t spsc_try_push_n(struct spsc *q, const struct event *ev, size_t n);
/* push in two steps, for a producer that builds the event in place:
 * reserve returns the next free slot (its contents are whatever was there),
 * or NULL when full, which counts an overflow as spsc_push does; commit
 * publishes it. A reserved slot that is not committed is simply reused by
 * the next reserve. */
struct event *spsc_reserve(struct spsc *q);
/* Producer side: free slots, at least; reads the consumer's line only when
 * its cached view says full. */
size_t spsc_room(struct spsc *q);
void spsc_commit(struct spsc *q);

/* Consumer side. pop: copy the oldest out (false when empty). peek: the
 * oldest in place, NULL when empty; valid until spsc_consume(q), which
 * releases it (call only after a non-NULL peek).
 * pop_n: up to max events into out, returns how many.
 * peek_n: up to max of the oldest in place, as many as lie contiguous
 * before the end of the slots (so a wrap takes two calls); *first is the
 * oldest. They stay valid until spsc_consume_n(q, n) releases the first n
 * (n at most what peek_n returned). */
bool spsc_pop(struct spsc *q, struct event *out);
size_t spsc_pop_n(struct spsc *q, struct event *out, size_t max);
const struct event *spsc_peek(struct spsc *q);
void spsc_consume(struct spsc *q);
size_t spsc_peek_n(struct spsc *q, const struct event **first, size_t max);
void spsc_consume_n(struct spsc *q, size_t n);

/* Either side, or a third thread for display: a snapshot, may be stale. */
size_t spsc_count(const struct spsc *q);
uint64_t spsc_overflows(const struct spsc *q);
static inline size_t spsc_capacity(const struct spsc *q)
{
	return (size_t)q->mask + 1;
}

#endif
