/* reorder.c: a binary min-heap on (time, arrival) for ordered delivery. */
#include <stdlib.h>
#include <string.h>

#include "reorder.h"

void reorder_init(struct reorder *q)
{
	memset(q, 0, sizeof(*q));
}

void reorder_free(struct reorder *q)
{
	for (size_t i = 0; i < q->n; i++)
		free(q->items[q->heap[i].slot].raw_copy);
	free(q->heap);
	free(q->items);
	free(q->free_slots);
	memset(q, 0, sizeof(*q));
}

static inline int before(const struct reorder_key *a, const struct reorder_key *b)
{
	if (a->time != b->time)
		return a->time < b->time;
	return a->seq < b->seq;
}

/* The key at i may be older than its parents: move it up, shifting them
 * down into the hole. */
static void sift_up(struct reorder *q, size_t i)
{
	struct reorder_key k = q->heap[i];

	while (i > 0 && before(&k, &q->heap[(i - 1) / 2])) {
		q->heap[i] = q->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	q->heap[i] = k;
}

static int grow(struct reorder *q)
{
	size_t cap = q->cap ? q->cap * 2 : 4096;
	void *p;

	if (!(p = realloc(q->heap, cap * sizeof(*q->heap))))
		return -1;
	q->heap = p;
	if (!(p = realloc(q->items, cap * sizeof(*q->items))))
		return -1;
	q->items = p;
	if (!(p = realloc(q->free_slots, cap * sizeof(*q->free_slots))))
		return -1;
	q->free_slots = p;
	q->cap = cap;
	return 0;
}

int reorder_push(struct reorder *q, const struct event *ev, const void *raw, uint32_t raw_size,
		 int copy_raw)
{
	struct reorder_item *it;
	size_t slot;

	if (q->n == q->cap && grow(q) < 0)
		return -1;
	/* slots in use plus free ones are all slots ever used: with none
	 * free, the next unused one is n */
	slot = q->nfree ? q->free_slots[--q->nfree] : q->n;
	it = &q->items[slot];
	it->ev = *ev;
	it->seq = q->seq++;
	it->raw_copy = NULL;
	if (copy_raw && raw && raw_size) {
		it->raw_copy = malloc(raw_size);
		if (!it->raw_copy) {
			q->free_slots[q->nfree++] = slot;
			return -1;
		}
		memcpy(it->raw_copy, raw, raw_size);
		it->ev.tp.raw = it->raw_copy;
	} else {
		it->ev.tp.raw = NULL;
	}
	q->heap[q->n] = (struct reorder_key){ ev->time, it->seq, slot };
	sift_up(q, q->n++);
	return 0;
}

void reorder_pop(struct reorder *q)
{
	struct reorder_key last;
	size_t i = 0;

	if (!q->n)
		return;
	free(q->items[q->heap[0].slot].raw_copy);
	q->free_slots[q->nfree++] = q->heap[0].slot;
	last = q->heap[--q->n];
	/* Move the hole at the root down to where the last key belongs. */
	for (;;) {
		size_t m = 2 * i + 1;

		if (m >= q->n)
			break;
		if (m + 1 < q->n && before(&q->heap[m + 1], &q->heap[m]))
			m++;
		if (!before(&q->heap[m], &last))
			break;
		q->heap[i] = q->heap[m];
		i = m;
	}
	q->heap[i] = last;
}
