// SPDX-License-Identifier: GPL-2.0-only
/* test-perf-ring.c: the perf data ring, producer (the simulator's kernel
 * side) against consumer (the readers): records of every size wrap the end
 * whole, order and bytes survive, a full ring refuses, a bad header drops
 * what cannot be framed instead of reading past it. */
#include <stdlib.h>

#include "harness.h"
#include "perf-ring.h"

#define RING 1024

struct sink {
	unsigned n;
	uint64_t next_seq;
	unsigned bad;
	int room;		/* records the consumer takes; -1: any number */
};

/* Record i: header + u64 seq + (i % 7) u64 words, each = seq ^ word index. */
static unsigned rec_make(uint8_t *buf, uint64_t seq)
{
	unsigned words = 1 + (unsigned)(seq % 7);
	struct perf_event_header h = { PERF_RECORD_SAMPLE, 0, (uint16_t)(8 + 8 * words) };

	memcpy(buf, &h, 8);
	for (unsigned w = 0; w < words; w++) {
		uint64_t v = seq ^ ((uint64_t)w << 48);

		memcpy(buf + 8 + 8 * w, &v, 8);
	}
	return h.size;
}

static bool on_rec(void *arg, const struct perf_event_header *h)
{
	struct sink *s = arg;
	uint8_t want[64];
	unsigned len = rec_make(want, s->next_seq);

	if (s->room == 0)
		return false;
	if (s->room > 0)
		s->room--;
	if (h->size != len || memcmp(h, want, len))
		s->bad++;
	s->next_seq++;
	s->n++;
	return true;
}

struct ring_pair {
	struct perf_event_mmap_page *pg;
	uint8_t *data;
	struct perf_ring prod, cons;
};

static void pair_init(struct ring_pair *p)
{
	p->pg = calloc(1, sizeof(*p->pg));
	p->data = malloc(RING);
	memset(p->data, 0xa5, RING);
	perf_ring_init(&p->prod, p->pg, p->data, RING);
	perf_ring_init(&p->cons, p->pg, p->data, RING);
}

static void pair_fini(struct ring_pair *p)
{
	free(p->pg);
	free(p->data);
}

TEST(perf_ring_wraps_records_whole)
{
	struct ring_pair p;
	struct sink s = { .room = -1 };
	uint8_t buf[64];
	uint64_t seq = 0;

	pair_init(&p);
	/* 200 rounds of a few records: the ring wraps ~80 times, records
	 * straddle the end at every offset a multiple of 8 allows. */
	for (int round = 0; round < 200; round++) {
		for (int k = 0; k < 3 + round % 5; k++) {
			rec_make(buf, seq);
			CHECK(perf_ring_write(&p.prod, buf));
			seq++;
		}
		perf_ring_publish(&p.prod);
		perf_ring_read(&p.cons, on_rec, &s);
	}
	CHECK_U64(s.n, seq);
	CHECK_U64(s.bad, 0);
	CHECK_U64(p.pg->data_tail, p.pg->data_head);
	CHECK_U64(p.cons.corrupt, 0);
	pair_fini(&p);
}

TEST(perf_ring_refuses_when_full_and_nothing_is_seen_unpublished)
{
	struct ring_pair p;
	struct sink s = { .room = -1 };
	uint8_t buf[64];
	uint64_t written = 0, bytes = 0;

	pair_init(&p);
	for (uint64_t seq = 0;; seq++) {
		unsigned len = rec_make(buf, seq);

		if (!perf_ring_write(&p.prod, buf))
			break;
		written++;
		bytes += len;
	}
	CHECK(bytes <= RING);
	CHECK(bytes > RING - 64);
	CHECK_U64(p.prod.refused, 1);
	/* Not published yet: the consumer sees nothing. */
	CHECK_U64(perf_ring_read(&p.cons, on_rec, &s), 0);
	perf_ring_publish(&p.prod);
	CHECK_U64(perf_ring_read(&p.cons, on_rec, &s), written);
	CHECK_U64(s.bad, 0);
	/* Space is back once the consumer released it. */
	rec_make(buf, written);
	CHECK(perf_ring_write(&p.prod, buf));
	pair_fini(&p);
}

TEST(perf_ring_bad_header_skips_to_head)
{
	struct ring_pair p;
	struct sink s = { .room = -1 };
	uint8_t buf[64];
	struct perf_event_header zero = { PERF_RECORD_SAMPLE, 0, 0 };

	pair_init(&p);
	rec_make(buf, 0);
	CHECK(perf_ring_write(&p.prod, buf));
	perf_ring_publish(&p.prod);
	/* A size-0 header after it (a producer bug, or a torn write). */
	memcpy(p.data + p.prod.pos, &zero, 8);
	p.prod.pos += 16;
	rec_make(buf, 1);
	CHECK(perf_ring_write(&p.prod, buf));
	perf_ring_publish(&p.prod);
	CHECK_U64(perf_ring_read(&p.cons, on_rec, &s), 1);
	CHECK_U64(s.n, 1);
	CHECK_U64(p.cons.corrupt, 1);
	CHECK_U64(p.pg->data_tail, p.pg->data_head);
	pair_fini(&p);
}

/* A consumer without room (its queue is full) refuses a record: the read
 * stops there, the record and those after it stay in the ring, the space
 * before it is released, and the next read starts with it. */
TEST(perf_ring_refused_record_stays)
{
	struct ring_pair p;
	struct sink s = { .room = 3 };
	uint8_t buf[64];
	uint64_t tail_after3 = 0;

	pair_init(&p);
	for (uint64_t seq = 0; seq < 10; seq++) {
		tail_after3 += seq < 3 ? rec_make(buf, seq) : 0;
		rec_make(buf, seq);
		CHECK(perf_ring_write(&p.prod, buf));
	}
	perf_ring_publish(&p.prod);
	CHECK_U64(perf_ring_read(&p.cons, on_rec, &s), 3);
	CHECK_U64(p.pg->data_tail, tail_after3);
	CHECK_U64(perf_ring_read(&p.cons, on_rec, &s), 0);	/* still no room */
	s.room = -1;
	CHECK_U64(perf_ring_read(&p.cons, on_rec, &s), 7);
	CHECK_U64(s.n, 10);
	CHECK_U64(s.bad, 0);
	CHECK_U64(p.pg->data_tail, p.pg->data_head);
	pair_fini(&p);
}
