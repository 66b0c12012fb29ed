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

static void swap_items(struct reorder_item *a, struct reorder_item *b)
{
	struct reorder_item t = *a;

	*a = *b;
	*b = t;
}

int reorder_push(struct reorder *q, const struct event *ev, const void *raw, uint32_t raw_size,
		 int copy_raw)
{
	struct reorder_item *it;
	size_t i;

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
	for (i = q->n++; i > 0 && before(&q->heap[i], &q->heap[(i - 1) / 2]); i = (i - 1) / 2)
		swap_items(&q->heap[i], &q->heap[(i - 1) / 2]);
	return 0;
}

void reorder_pop(struct reorder *q)
{
	size_t i = 0;

	if (!q->n)
		return;
	free(q->heap[0].raw_copy);
	q->heap[0] = q->heap[--q->n];
	for (;;) {
		size_t l = 2 * i + 1, r = l + 1, m = i;

		if (l < q->n && before(&q->heap[l], &q->heap[m]))
			m = l;
		if (r < q->n && before(&q->heap[r], &q->heap[m]))
			m = r;
		if (m == i)
			break;
		swap_items(&q->heap[i], &q->heap[m]);
		i = m;
	}
}
