// SPDX-License-Identifier: GPL-2.0-only
/* spsc.c: bounded lock-free single-producer/single-consumer queue of struct
 * event (Lamport ring with cached indices, acquire/release on head/tail). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "spsc.h"

/*
 * The protocol, in one place:
 * - The producer fills slot[head & mask], then stores head + 1 with RELEASE.
 *   The consumer loads head with ACQUIRE, so once it sees the new head it
 *   also sees the slot's contents.
 * - The consumer copies slot[tail & mask] out, then stores tail + 1 with
 *   RELEASE. The producer loads tail with ACQUIRE before reusing that slot,
 *   so the consumer's reads of it happen before the producer's new writes.
 * - Each side reads its own counter RELAXED: nobody else writes it.
 * - The cached copy of the other side's counter is only ever behind the
 *   truth, so it can make us think the queue is fuller/emptier than it is
 *   (then we reload), never the opposite.
 */

int spsc_init(struct spsc *q, uint32_t capacity)
{
	void *mem;

	memset(q, 0, sizeof(*q));
	if (capacity < 2 || (capacity & (capacity - 1)) || capacity > (1u << 30))
		return -EINVAL;
	/* Line-aligned so slot boundaries line up the same on every run. */
	if (posix_memalign(&mem, SPSC_LINE, (size_t)capacity * sizeof(struct event)))
		return -ENOMEM;
	q->slots = mem;
	q->mask = capacity - 1;
	return 0;
}

void spsc_free(struct spsc *q)
{
	free(q->slots);
	q->slots = NULL;
}

/* Free slots as the producer sees them; reloads tail only when the cached
 * value cannot satisfy `want`. */
static size_t room(struct spsc *q, uint64_t head, size_t want)
{
	size_t cap = spsc_capacity(q);
	size_t free_slots = cap - (size_t)(head - q->tail_cache);

	if (free_slots >= want)
		return free_slots;
	q->tail_cache = __atomic_load_n(&q->tail, __ATOMIC_ACQUIRE);
	return cap - (size_t)(head - q->tail_cache);
}

/* Filled slots as the consumer sees them; reloads head likewise. */
static size_t ready(struct spsc *q, uint64_t tail, size_t want)
{
	size_t n = (size_t)(q->head_cache - tail);

	if (n >= want)
		return n;
	q->head_cache = __atomic_load_n(&q->head, __ATOMIC_ACQUIRE);
	return (size_t)(q->head_cache - tail);
}

size_t spsc_try_push_n(struct spsc *q, const struct event *ev, size_t n)
{
	uint64_t head = __atomic_load_n(&q->head, __ATOMIC_RELAXED);
	size_t free_slots = room(q, head, n);

	if (n > free_slots)
		n = free_slots;
	for (size_t i = 0; i < n; i++)
		q->slots[(head + i) & q->mask] = ev[i];
	if (n)	/* publishes the slots written above */
		__atomic_store_n(&q->head, head + n, __ATOMIC_RELEASE);
	return n;
}

bool spsc_try_push(struct spsc *q, const struct event *ev)
{
	return spsc_try_push_n(q, ev, 1) == 1;
}

bool spsc_push(struct spsc *q, const struct event *ev)
{
	if (spsc_try_push_n(q, ev, 1))
		return true;
	/* Relaxed: a statistic, read by whoever displays it, orders nothing. */
	__atomic_fetch_add(&q->overflows, 1, __ATOMIC_RELAXED);
	return false;
}

size_t spsc_room(struct spsc *q)
{
	return room(q, __atomic_load_n(&q->head, __ATOMIC_RELAXED), 1);
}

struct event *spsc_reserve(struct spsc *q)
{
	uint64_t head = __atomic_load_n(&q->head, __ATOMIC_RELAXED);

	if (!room(q, head, 1)) {
		__atomic_fetch_add(&q->overflows, 1, __ATOMIC_RELAXED);
		return NULL;
	}
	return &q->slots[head & q->mask];
}

void spsc_commit(struct spsc *q)
{
	uint64_t head = __atomic_load_n(&q->head, __ATOMIC_RELAXED);

	/* publishes the slot written through spsc_reserve's pointer */
	__atomic_store_n(&q->head, head + 1, __ATOMIC_RELEASE);
}

size_t spsc_pop_n(struct spsc *q, struct event *out, size_t max)
{
	uint64_t tail = __atomic_load_n(&q->tail, __ATOMIC_RELAXED);
	size_t n = ready(q, tail, max);

	if (n > max)
		n = max;
	for (size_t i = 0; i < n; i++)
		out[i] = q->slots[(tail + i) & q->mask];
	if (n)	/* hands the slots read above back to the producer */
		__atomic_store_n(&q->tail, tail + n, __ATOMIC_RELEASE);
	return n;
}

bool spsc_pop(struct spsc *q, struct event *out)
{
	return spsc_pop_n(q, out, 1) == 1;
}

const struct event *spsc_peek(struct spsc *q)
{
	uint64_t tail = __atomic_load_n(&q->tail, __ATOMIC_RELAXED);

	if (!ready(q, tail, 1))
		return NULL;
	return &q->slots[tail & q->mask];
}

void spsc_consume(struct spsc *q)
{
	spsc_consume_n(q, 1);
}

size_t spsc_peek_n(struct spsc *q, const struct event **first, size_t max)
{
	uint64_t tail = __atomic_load_n(&q->tail, __ATOMIC_RELAXED);
	size_t n = ready(q, tail, max), slot = (size_t)(tail & q->mask);
	size_t to_end = spsc_capacity(q) - slot;

	if (n > max)
		n = max;
	if (n > to_end)
		n = to_end;
	*first = &q->slots[slot];
	return n;
}

void spsc_consume_n(struct spsc *q, size_t n)
{
	uint64_t tail = __atomic_load_n(&q->tail, __ATOMIC_RELAXED);

	/* Release: the caller's reads through the peeked pointers are done. */
	__atomic_store_n(&q->tail, tail + n, __ATOMIC_RELEASE);
}

size_t spsc_count(const struct spsc *q)
{
	/* tail first: head only grows, so head read later is >= this tail
	 * and the difference cannot go negative; it can exceed capacity if
	 * both moved in between, hence the clamp. */
	uint64_t tail = __atomic_load_n(&q->tail, __ATOMIC_ACQUIRE);
	uint64_t head = __atomic_load_n(&q->head, __ATOMIC_ACQUIRE);
	size_t n = (size_t)(head - tail);

	return n > spsc_capacity(q) ? spsc_capacity(q) : n;
}

uint64_t spsc_overflows(const struct spsc *q)
{
	return __atomic_load_n(&q->overflows, __ATOMIC_RELAXED);
}
