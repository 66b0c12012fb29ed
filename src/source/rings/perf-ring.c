// SPDX-License-Identifier: GPL-2.0-only
/* perf-ring.c: perf data ring consumer and (simulated kernel) producer. */
#include <string.h>

#include "perf-ring.h"

bool perf_ring_init(struct perf_ring *r, void *user_page, void *data, uint64_t size)
{
	if (!size || (size & (size - 1)))
		return false;
	memset(r, 0, sizeof(*r));
	r->pg = user_page;
	r->data = data;
	r->size = size;
	r->mask = size - 1;
	r->pos = __atomic_load_n(&r->pg->data_tail, __ATOMIC_RELAXED);
	return true;
}

/* A record that wraps is copied whole; records are at most 64 KiB. */
static _Thread_local uint8_t bounce[65536] __attribute__((aligned(8)));

size_t perf_ring_read(struct perf_ring *r, perf_ring_fn fn, void *arg)
{
	uint64_t head = __atomic_load_n(&r->pg->data_head, __ATOMIC_ACQUIRE);
	size_t n = 0;

	while (r->pos < head) {
		uint64_t off = r->pos & r->mask;
		struct perf_event_header h;
		const void *rec;

		/* Headers are 8-byte aligned, so one never straddles the end. */
		memcpy(&h, r->data + off, sizeof(h));
		if (h.size < sizeof(h) || h.size > head - r->pos || (h.size & 7)) {
			/* Nothing after a bad header can be framed: drop it all. */
			r->corrupt++;
			r->pos = head;
			break;
		}
		if (off + h.size <= r->size) {
			rec = r->data + off;
		} else {
			size_t l1 = (size_t)(r->size - off);

			memcpy(bounce, r->data + off, l1);
			memcpy(bounce + l1, r->data, h.size - l1);
			rec = bounce;
		}
		if (!fn(arg, rec))
			break;
		r->pos += h.size;
		n++;
	}
	__atomic_store_n(&r->pg->data_tail, r->pos, __ATOMIC_RELEASE);
	return n;
}

bool perf_ring_write(struct perf_ring *r, const void *rec)
{
	const struct perf_event_header *h = rec;
	uint64_t tail = __atomic_load_n(&r->pg->data_tail, __ATOMIC_ACQUIRE);
	uint64_t off = r->pos & r->mask;

	if (h->size > r->size - (r->pos - tail)) {
		r->refused++;
		return false;
	}
	if (off + h->size <= r->size) {
		memcpy(r->data + off, rec, h->size);
	} else {
		size_t l1 = (size_t)(r->size - off);

		memcpy(r->data + off, rec, l1);
		memcpy(r->data, (const uint8_t *)rec + l1, h->size - l1);
	}
	r->pos += h->size;
	return true;
}

uint64_t perf_ring_room(const struct perf_ring *r)
{
	return r->size - (r->pos - __atomic_load_n(&r->pg->data_tail, __ATOMIC_ACQUIRE));
}

void perf_ring_publish(struct perf_ring *r)
{
	__atomic_store_n(&r->pg->data_head, r->pos, __ATOMIC_RELEASE);
}
