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
		free(q->heap[i].raw_copy);
	free(q->heap);
	memset(q, 0, sizeof(*q));
}

static int before(const struct reorder_item *a, const struct reorder_item *b)
{
	if (a->ev.time != b->ev.time)
		return a->ev.time < b->ev.time;
	return a->seq < b->seq;
}

/* The item at i may be older than its parents: move it up, shifting them
 * down into the hole. */
static void sift_up(struct reorder *q, size_t i)
{
	struct reorder_item it = q->heap[i];

	while (i > 0 && before(&it, &q->heap[(i - 1) / 2])) {
		q->heap[i] = q->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	q->heap[i] = it;
}

int reorder_push(struct reorder *q, const struct event *ev, const void *raw, uint32_t raw_size,
		 int copy_raw)
{
	struct reorder_item *it;

	if (q->n == q->cap) {
		size_t cap = q->cap ? q->cap * 2 : 4096;
		void *h = realloc(q->heap, cap * sizeof(*q->heap));

		if (!h)
			return -1;
		q->heap = h;
		q->cap = cap;
	}
	it = &q->heap[q->n];
	it->ev = *ev;
	it->seq = q->seq++;
	it->raw_copy = NULL;
	if (copy_raw && raw && raw_size) {
		it->raw_copy = malloc(raw_size);
		if (!it->raw_copy)
			return -1;
		memcpy(it->raw_copy, raw, raw_size);
		it->ev.tp.raw = it->raw_copy;
	} else {
		it->ev.tp.raw = NULL;
	}
	sift_up(q, q->n++);
	return 0;
}

void reorder_pop(struct reorder *q)
{
	struct reorder_item last;
	size_t i = 0;

	if (!q->n)
		return;
	free(q->heap[0].raw_copy);
	last = q->heap[--q->n];
	/* Move the hole at the root down to where the last item belongs:
	 * one copy of an item per level instead of a swap's three. */
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
