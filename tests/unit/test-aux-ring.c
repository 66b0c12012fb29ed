// SPDX-License-Identifier: GPL-2.0-only
/* test-aux-ring.c: the AUX-area consumer and DTL stream decoder against a fake
 * kernel producer that writes and publishes exactly as perf's AUX code does. */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <time.h>

#include "aux-ring.h"
#include "bytes.h"
#include "harness.h"
#include "sim-vpa-dtl.h"

/* Sanitizers that slow memory accesses a lot get smaller counts; TSan keeps
 * the full run (it is what the threaded tests are for). */
#if defined(__SANITIZE_ADDRESS__)
#define AUX_SLOW 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define AUX_SLOW 1
#endif
#endif
#ifdef AUX_SLOW
#define THREAD_ENTRIES 400000u
#else
#define THREAD_ENTRIES 2000000u
#endif

/* Seed 002's header: cpu 16's boot timebase and frequency. */
#define BOOT 21349649546353231ull
#define FREQ 512000000ull
/* BOOT + i * TICK is i/64 s after boot: exact in binary, i * 15625000 ns. */
#define TICK 8000000ull
#define TICK_NS 15625000ull

/* ---- the fake kernel: one CPU's AUX buffer and user page ---- */

struct fake_kernel {
	struct perf_event_mmap_page *pg;
	uint8_t *aux;
	uint64_t size;
	uint64_t head;		/* written but maybe not yet published */
	uint64_t dropped;	/* entries refused for lack of space */
};

static void fk_init(struct fake_kernel *k, uint64_t size)
{
	k->pg = calloc(1, sizeof(*k->pg));
	k->aux = malloc(size);
	/* Poison: a consumer reading unwritten bytes decodes garbage. */
	memset(k->aux, 0xa5, size);
	k->size = size;
	k->head = 0;
	k->dropped = 0;
}

static void fk_fini(struct fake_kernel *k)
{
	free(k->pg);
	free(k->aux);
}

/* Write at head % size, wrapping, without publishing. */
static void fk_write(struct fake_kernel *k, const void *p, size_t n)
{
	uint64_t off = k->head & (k->size - 1);
	size_t l1 = n < k->size - off ? n : (size_t)(k->size - off);

	memcpy(k->aux + off, p, l1);
	memcpy(k->aux, (const uint8_t *)p + l1, n - l1);
	k->head += n;
}

/* One unit where the driver puts it: at the next slot of the lap, the
 * padding before it written as the zeros it is. */
static void fk_unit(struct fake_kernel *k, const uint8_t *u)
{
	static const uint8_t zero[256];
	struct dtl_lap l = { 0 };
	uint64_t at;

	if (!dtl_lap_init(&l, k->size))
		abort();
	at = dtl_lap_slot_at(&l, k->head);
	while (k->head < at) {
		uint64_t n = at - k->head < sizeof(zero) ? at - k->head : sizeof(zero);

		fk_write(k, zero, (size_t)n);
	}
	fk_write(k, u, DTL_ENTRY_SIZE);
}

/* perf_aux_output_end: the data before aux_head (release). */
static void fk_publish(struct fake_kernel *k)
{
	__atomic_store_n(&k->pg->aux_head, k->head, __ATOMIC_RELEASE);
}

/* ---- the stream byte by byte (../shared/docs/dtl-format.md section 2) ---- */

static void put_header(uint8_t *o, uint64_t boot_tb, uint64_t tb_freq)
{
	memset(o, 0, DTL_BOOTTB_SIZE);
	st64(o, boot_tb, false);	/* host order, as the kernel writes it */
	st64(o + 8, tb_freq, false);
}

/* Entry number seq of a sequence test: seq in timebase and srr0. */
static void put_seq(uint8_t *o, uint64_t seq)
{
	struct dtl_entry e = { .dispatch_reason = (uint8_t)(seq % 11), .preempt_reason = 2,
			       .processor_id = (uint16_t)seq, .timebase = BOOT + 1 + seq,
			       .srr0 = seq ^ 0x5555 };

	dtl_encode_entry(o, &e);
}

/* ---- collecting the decoder's events ---- */

struct sink {
	struct event ev[64];
	unsigned n;
	unsigned limit;		/* refuse events past this many */
};

static bool sink_emit(void *arg, const struct event *ev)
{
	struct sink *s = arg;

	if (s->n >= s->limit || s->n >= 64)
		return false;
	s->ev[s->n++] = *ev;
	return true;
}

struct setup {
	struct fake_kernel k;
	struct aux_ring r;
	struct aux_dtl s;
	struct sink sink;
};

static bool setup(struct setup *t, uint64_t size, uint32_t cpu)
{
	memset(t, 0, sizeof(*t));
	fk_init(&t->k, size);
	t->sink.limit = 64;
	return aux_dtl_init(&t->s, cpu, size, sink_emit, &t->sink) &&
	       aux_ring_init(&t->r, t->k.pg, t->k.aux, size);
}

static uint64_t page_tail(const struct setup *t)
{
	return __atomic_load_n(&t->k.pg->aux_tail, __ATOMIC_ACQUIRE);
}

/* ---- single-threaded cases ---- */

TEST(aux_init_rejects_bad_size)
{
	struct perf_event_mmap_page pg;
	uint8_t buf[96] = { 0 };
	struct aux_ring r;

	memset(&pg, 0, sizeof(pg));
	CHECK(!aux_ring_init(&r, &pg, buf, 96));
	CHECK(!aux_ring_init(&r, &pg, buf, 0));
	CHECK(aux_ring_init(&r, &pg, buf, 64));
	CHECK_U64(aux_ring_read(&r, aux_dtl_consume, NULL), 0); /* empty: fn not called */
}

TEST(aux_header_then_entries)
{
	struct setup t;
	uint8_t u[4][48];
	struct dtl_entry seed = { 3, 2, 42, 4854, 139, 511842115, 21403600706628832ull,
				  0, 0xc0000000000fcd28ull, 0x8000000000001033ull };
	struct dtl_entry two = { 7, 4, 7, 1, 2, 3, BOOT + 64 * TICK, 0xdead000, 0x1000, 0x2 };
	struct dtl_entry three = { 10, 9, 65535, 0xffffffff, 0, 0, BOOT + 96 * TICK, 0, 0, 0 };
	const struct event *e;

	CHECK(setup(&t, 4096, 16));
	put_header(u[0], BOOT, FREQ);
	dtl_encode_entry(u[1], &seed);
	dtl_encode_entry(u[2], &two);
	dtl_encode_entry(u[3], &three);
	fk_write(&t.k, u, sizeof(u));
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 192);
	CHECK_U64(page_tail(&t), 192);
	CHECK_U64(t.r.bytes, 192);
	CHECK_U64(t.s.entries, 3);
	CHECK_U64(t.s.skipped, 0);
	CHECK_U64(t.sink.n, 3);
	CHECK(t.s.dec.have_tb);
	CHECK_U64(t.s.dec.tb.boot_tb, BOOT);
	CHECK_U64(t.s.dec.tb.tb_freq, FREQ);

	e = &t.sink.ev[0];
	CHECK_U64(e->kind, EV_DTL);
	CHECK_U64(e->cpu, 16);
	CHECK_U64(e->time, 105373359913283ull);	/* perf script: 105373.359913 */
	CHECK_U64(e->dtl.tb_freq, FREQ);
	CHECK_U64(e->dtl.e.dispatch_reason, 3);
	CHECK_U64(e->dtl.e.preempt_reason, 2);
	CHECK_U64(e->dtl.e.processor_id, 42);
	CHECK_U64(e->dtl.e.enqueue_to_dispatch, 4854);
	CHECK_U64(e->dtl.e.ready_to_enqueue, 139);
	CHECK_U64(e->dtl.e.waiting_to_ready, 511842115);
	CHECK_U64(e->dtl.e.timebase, 21403600706628832ull);
	CHECK_U64(e->dtl.e.srr0, 0xc0000000000fcd28ull);
	CHECK_U64(e->dtl.e.srr1, 0x8000000000001033ull);
	CHECK(e->tp.raw == NULL);

	e = &t.sink.ev[1];
	CHECK_U64(e->time, 1000000000ull);	/* 64 * TICK = 1 s */
	CHECK_U64(e->dtl.e.dispatch_reason, 7);
	CHECK_U64(e->dtl.e.preempt_reason, 4);
	CHECK_U64(e->dtl.e.enqueue_to_dispatch, 1);
	CHECK_U64(e->dtl.e.ready_to_enqueue, 2);
	CHECK_U64(e->dtl.e.waiting_to_ready, 3);
	CHECK_U64(e->dtl.e.fault_addr, 0xdead000);
	CHECK_U64(e->dtl.e.srr0, 0x1000);
	CHECK_U64(e->dtl.e.srr1, 2);

	e = &t.sink.ev[2];
	CHECK_U64(e->time, 1500000000ull);
	CHECK_U64(e->dtl.e.processor_id, 65535);
	CHECK_U64(e->dtl.e.enqueue_to_dispatch, 0xffffffffu);
	CHECK_U64(e->dtl.e.dispatch_reason, 10);

	/* Nothing new: nothing read, tail where it was. */
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 0);
	CHECK_U64(page_tail(&t), 192);
	CHECK_U64(t.r.reads, 1);
	fk_fini(&t.k);
}

/* Records how aux_ring_read split the data, then decodes it. */
struct split_log {
	struct aux_dtl *s;
	uint64_t pos;
	size_t l1, l2;
	const void *d1, *d2;
	int calls;
};

static int64_t split_consume(void *arg, uint64_t pos, const void *d1, size_t l1,
			     const void *d2, size_t l2)
{
	struct split_log *g = arg;

	g->pos = pos;
	g->d1 = d1;
	g->l1 = l1;
	g->d2 = d2;
	g->l2 = l2;
	g->calls++;
	return g->s ? aux_dtl_consume(g->s, pos, d1, l1, d2, l2)
		    : (int64_t)(l1 + l2);
}

/* A 256-byte area is a lap of 4 slots (192 bytes) and 64 of padding: the
 * ring's end is the lap's end, so no entry straddles it; the next lap's
 * entries come from the ring's start, the padding is skipped. */
TEST(aux_lap_end_padding_then_next_lap)
{
	struct setup t;
	struct split_log g = { 0 };
	uint8_t u[48];

	CHECK(setup(&t, 256, 3));
	g.s = &t.s;
	put_header(u, BOOT, FREQ);
	fk_unit(&t.k, u);
	for (int i = 1; i <= 3; i++) {
		struct dtl_entry e = { .dispatch_reason = (uint8_t)i, .timebase = BOOT + (uint64_t)i * TICK };

		dtl_encode_entry(u, &e);
		fk_unit(&t.k, u);
	}
	fk_publish(&t.k);
	CHECK_U64(aux_ring_read(&t.r, split_consume, &g), 192);
	CHECK_U64(g.l2, 0);
	CHECK_U64(t.sink.n, 3);

	/* Entries 4..6: the padding (stream 192..255), then slots 256.. at
	 * the ring's start, published in one commit that wraps. */
	for (int i = 4; i <= 6; i++) {
		struct dtl_entry e = { .dispatch_reason = (uint8_t)i,
				       .processor_id = (uint16_t)(500 + i),
				       .timebase = BOOT + (uint64_t)i * TICK,
				       .srr0 = 0x1122334455667788ull };

		dtl_encode_entry(u, &e);
		fk_unit(&t.k, u);
	}
	fk_publish(&t.k);
	CHECK_U64(t.k.head, 256 + 144);
	CHECK_U64(aux_ring_read(&t.r, split_consume, &g), 208);
	CHECK_U64(g.pos, 192);
	CHECK(g.d1 == t.k.aux + 192);
	CHECK_U64(g.l1, 64);
	CHECK(g.d2 == t.k.aux);
	CHECK_U64(g.l2, 144);
	CHECK_U64(page_tail(&t), 400);
	CHECK_U64(t.sink.n, 6);
	for (unsigned i = 0; i < 6; i++) {
		CHECK_U64(t.sink.ev[i].dtl.e.dispatch_reason, i + 1);
		CHECK_U64(t.sink.ev[i].time, (i + 1) * TICK_NS);
	}
	CHECK_U64(t.sink.ev[3].dtl.e.processor_id, 504);
	CHECK_U64(t.sink.ev[3].dtl.e.srr0, 0x1122334455667788ull);
	CHECK_U64(t.s.pad_bytes, 64);
	CHECK_U64(t.s.skipped, 0);	/* the padding is no entry */
	CHECK_U64(t.s.part_len, 0);
	fk_fini(&t.k);
}

/* Framing is by lap, not by multiples of 48 in the stream: 256 is not one,
 * so a reader that stepped 48 bytes on from the padding would read every
 * entry of the second lap 16 bytes off. */
TEST(aux_second_lap_framed_from_its_start)
{
	struct setup t;
	uint8_t u[48];

	CHECK(setup(&t, 256, 0));
	put_header(u, BOOT, FREQ);
	fk_unit(&t.k, u);
	for (uint64_t i = 0; i < 12; i++) {	/* laps 0, 1, 2, 3 */
		put_seq(u, i);
		fk_unit(&t.k, u);
		fk_publish(&t.k);
		CHECK(aux_dtl_poll(&t.r, &t.s) > 0);
	}
	CHECK_U64(t.sink.n, 12);
	for (uint64_t i = 0; i < 12; i++)
		CHECK_U64(t.sink.ev[i].dtl.e.srr0, i ^ 0x5555);
	CHECK_U64(t.s.skipped, 0);
	CHECK_U64(t.s.pad_bytes, 3 * 64);
	fk_fini(&t.k);
}

/* The kernel commits whole slots, but the decoder must not depend on it:
 * publish the stream in odd chunks through a ring smaller than the stream,
 * reading after each, and get every entry exactly once. */
TEST(aux_partial_reads_mid_entry)
{
	static const unsigned chunks[] = { 7, 41, 1, 60, 47, 49, 100, 31, 64 };
	struct fake_kernel w;
	uint64_t published = 0, stream_len;
	struct setup t;
	uint8_t u[48];

	/* The stream as the driver lays it out, written once to learn it. */
	fk_init(&w, 4096);
	put_header(u, BOOT, FREQ);
	fk_unit(&w, u);
	for (unsigned i = 1; i < 7; i++) {
		struct dtl_entry e = { .dispatch_reason = (uint8_t)i, .timebase = BOOT + i * TICK, .srr1 = i };

		dtl_encode_entry(u, &e);
		if (w.head == 192)	/* as in a 256-byte area: the padding */
			fk_write(&w, (uint8_t[64]){ 0 }, 64);
		fk_write(&w, u, 48);
	}
	stream_len = w.head;
	CHECK_U64(stream_len, 400);
	CHECK(setup(&t, 256, 0));
	for (unsigned c = 0; c < sizeof(chunks) / sizeof(chunks[0]); c++) {
		fk_write(&t.k, w.aux + published, chunks[c]);
		fk_publish(&t.k);
		published += chunks[c];
		CHECK_U64(aux_dtl_poll(&t.r, &t.s), chunks[c]);
		CHECK_U64(page_tail(&t), published);
	}
	CHECK_U64(published, stream_len);
	CHECK(t.s.dec.have_tb);
	CHECK_U64(t.sink.n, 6);
	for (unsigned i = 0; i < 6; i++) {
		CHECK_U64(t.sink.ev[i].dtl.e.dispatch_reason, i + 1);
		CHECK_U64(t.sink.ev[i].dtl.e.srr1, i + 1);
		CHECK_U64(t.sink.ev[i].time, (i + 1) * TICK_NS);
	}
	CHECK_U64(t.s.gaps, 0);
	CHECK_U64(t.s.pad_bytes, 64);
	CHECK_U64(t.r.overruns, 0);
	fk_fini(&t.k);
	fk_fini(&w);
}

TEST(aux_zero_and_invalid_entries_skipped)
{
	struct setup t;
	uint8_t u[6][48];
	struct dtl_entry ok1 = { .dispatch_reason = 1, .timebase = BOOT + TICK };
	struct dtl_entry neg = { .dispatch_reason = 2, .timebase = 0x8000000000000001ull };
	struct dtl_entry early = { .dispatch_reason = 3, .timebase = BOOT - 1 };
	struct dtl_entry ok2 = { .dispatch_reason = 4, .timebase = BOOT };

	CHECK(setup(&t, 1024, 0));
	put_header(u[0], BOOT, FREQ);
	dtl_encode_entry(u[1], &ok1);
	memset(u[2], 0, 48);	/* a zero-filled chunk: not a second header */
	dtl_encode_entry(u[3], &neg);
	dtl_encode_entry(u[4], &early);
	dtl_encode_entry(u[5], &ok2);
	fk_write(&t.k, u, sizeof(u));
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), sizeof(u));
	CHECK_U64(t.s.entries, 2);
	CHECK_U64(t.s.skipped, 3);
	CHECK_U64(t.s.dec.tb.tb_freq, FREQ);	/* the zero chunk did not reload it */
	CHECK_U64(t.sink.ev[0].dtl.e.dispatch_reason, 1);
	CHECK_U64(t.sink.ev[1].dtl.e.dispatch_reason, 4);
	CHECK_U64(t.sink.ev[1].time, 0);
	fk_fini(&t.k);
}

TEST(aux_bad_header_skips_entries)
{
	struct setup t;
	uint8_t u[2][48];
	struct dtl_entry ok = { .dispatch_reason = 1, .timebase = BOOT + TICK };

	CHECK(setup(&t, 1024, 0));
	put_header(u[0], BOOT, 0);	/* tb_freq 0: cannot convert anything */
	dtl_encode_entry(u[1], &ok);
	fk_write(&t.k, u, sizeof(u));
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 96);
	CHECK_U64(t.s.bad_headers, 1);
	CHECK_U64(t.s.entries, 0);
	CHECK_U64(t.s.skipped, 1);
	fk_fini(&t.k);
}

static int64_t fail_consume(void *arg, uint64_t pos, const void *d1, size_t l1,
			    const void *d2, size_t l2)
{
	(void)arg, (void)pos, (void)d1, (void)l1, (void)d2, (void)l2;
	return -EIO;
}

static int64_t greedy_consume(void *arg, uint64_t pos, const void *d1, size_t l1,
			      const void *d2, size_t l2)
{
	(void)arg, (void)pos, (void)d1, (void)d2;
	return (int64_t)(l1 + l2 + 1);
}

static int64_t ten_consume(void *arg, uint64_t pos, const void *d1, size_t l1,
			   const void *d2, size_t l2)
{
	(void)d1, (void)d2;
	*(uint64_t *)arg = pos;
	return l1 + l2 < 10 ? (int64_t)(l1 + l2) : 10;
}

/* The callback sees exactly [tail, head) and tail moves by exactly what it
 * says it consumed: never past head, never on error. */
TEST(aux_tail_moves_by_exactly_what_was_consumed)
{
	struct setup t;
	struct split_log g = { 0 };
	uint8_t junk[200];
	uint64_t pos = 0;

	CHECK(setup(&t, 256, 0));
	memset(junk, 0x11, sizeof(junk));
	fk_write(&t.k, junk, 100);
	fk_publish(&t.k);
	fk_write(&t.k, junk, 50);	/* written, not yet published */

	CHECK_U64(aux_ring_read(&t.r, fail_consume, NULL), (uint64_t)-EIO);
	CHECK_U64(page_tail(&t), 0);
	CHECK_U64(aux_ring_read(&t.r, greedy_consume, NULL), (uint64_t)-EINVAL);
	CHECK_U64(page_tail(&t), 0);

	CHECK_U64(aux_ring_read(&t.r, ten_consume, &pos), 10);
	CHECK_U64(page_tail(&t), 10);
	CHECK_U64(aux_ring_read(&t.r, ten_consume, &pos), 10);
	CHECK_U64(pos, 10);
	CHECK_U64(page_tail(&t), 20);

	CHECK_U64(aux_ring_read(&t.r, split_consume, &g), 80);
	CHECK_U64(g.pos, 20);
	CHECK_U64(g.l1 + g.l2, 80);	/* stops at the published head */
	CHECK_U64(page_tail(&t), 100);
	CHECK_U64(aux_ring_pending(&t.r), 0);

	fk_publish(&t.k);		/* now the other 50, then wrap */
	fk_write(&t.k, junk, 150);
	fk_publish(&t.k);
	CHECK_U64(aux_ring_pending(&t.r), 200);
	CHECK_U64(aux_ring_read(&t.r, split_consume, &g), 200);
	CHECK_U64(g.l1, 156);
	CHECK_U64(g.l2, 44);
	CHECK_U64(page_tail(&t), 300);
	CHECK_U64(t.r.bytes, 300);
	CHECK_U64(t.r.overruns, 0);
	fk_fini(&t.k);
}

/* The aggregator's queue is full: the decoder stops, the unconsumed bytes
 * stay in the ring (tail not advanced past them) and come again later. */
TEST(aux_emit_refusal_is_back_pressure)
{
	struct setup t;
	uint8_t u[5][48];

	CHECK(setup(&t, 1024, 0));
	put_header(u[0], BOOT, FREQ);
	for (int i = 1; i < 5; i++) {
		struct dtl_entry e = { .dispatch_reason = (uint8_t)i, .timebase = BOOT + (uint64_t)i * TICK };
		dtl_encode_entry(u[i], &e);
	}
	t.sink.limit = 1;
	fk_write(&t.k, u, 120);		/* header, entry 1, half of entry 2 */
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 120);
	CHECK_U64(t.s.part_len, 24);

	fk_write(&t.k, u[2] + 24, 24 + 96);
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 0);	/* entry 2 refused */
	CHECK_U64(page_tail(&t), 120);
	CHECK_U64(t.s.part_len, 24);
	t.sink.limit = 3;
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 72);	/* entries 2 and 3 */
	CHECK_U64(page_tail(&t), 192);
	t.sink.limit = 64;
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 48);
	CHECK_U64(t.sink.n, 4);
	for (unsigned i = 0; i < 4; i++)
		CHECK_U64(t.sink.ev[i].dtl.e.dispatch_reason, i + 1);
	CHECK_U64(t.s.entries, 4);
	CHECK_U64(t.s.gaps, 0);
	fk_fini(&t.k);
}

/* A producer that laps the consumer while it holds half an entry: counted,
 * everything up to head dropped, the stale half discarded, the area marked
 * full (the reader replaces the event), and what follows decodes. */
TEST(aux_overrun_counted_and_recovered)
{
	struct setup t;
	uint8_t u[48];

	CHECK(setup(&t, 256, 0));
	put_header(u, BOOT, FREQ);
	fk_unit(&t.k, u);
	put_seq(u, 0);
	fk_unit(&t.k, u);
	put_seq(u, 1);
	fk_write(&t.k, u, 20);		/* 20 bytes of entry 1 */
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 116);
	CHECK_U64(t.s.part_len, 20);
	CHECK(!t.r.full);

	/* Rest of entry 1, then entries 2..6 without looking at aux_tail:
	 * slot 144, then 256, 304, 352, 400 (lap 1). */
	fk_write(&t.k, u + 20, 28);
	for (uint64_t i = 2; i <= 6; i++) {
		put_seq(u, i);
		fk_unit(&t.k, u);
	}
	fk_publish(&t.k);
	CHECK_U64(t.k.head, 448);
	CHECK(aux_ring_pending(&t.r) > 256);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 0);
	CHECK_U64(t.r.overruns, 1);
	CHECK(t.r.full);
	CHECK_U64(t.r.lost_bytes, 448 - 116);
	CHECK_U64(page_tail(&t), 448);	/* resynchronised at head */
	CHECK_U64(t.sink.n, 1);

	/* Head was at lap 1's padding: the next slots are lap 2's. */
	for (uint64_t i = 9; i <= 10; i++) {
		put_seq(u, i);
		fk_unit(&t.k, u);
	}
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 64 + 96);
	CHECK_U64(t.s.gaps, 1);
	CHECK_U64(t.s.resync_bytes, 0);
	CHECK_U64(t.s.pad_bytes, 64);
	CHECK_U64(t.sink.n, 3);
	CHECK_U64(t.sink.ev[0].dtl.e.srr0, 0 ^ 0x5555);
	CHECK_U64(t.sink.ev[1].dtl.e.srr0, 9 ^ 0x5555);
	CHECK_U64(t.sink.ev[1].dtl.e.timebase, BOOT + 1 + 9);
	CHECK_U64(t.sink.ev[2].dtl.e.srr0, 10 ^ 0x5555);
	CHECK_U64(t.s.skipped, 0);
	fk_fini(&t.k);
}

/* Stronger than the kernel needs: even if the overrun leaves head inside a
 * slot, framing by lap finds the next slot. */
TEST(aux_overrun_unaligned_head_reframes)
{
	struct setup t;
	uint8_t u[48];

	CHECK(setup(&t, 256, 0));
	put_header(u, BOOT, FREQ);
	fk_unit(&t.k, u);
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 48);

	for (uint64_t i = 0; i < 5; i++) {	/* slots 48..191, 256..351 */
		put_seq(u, i);
		fk_unit(&t.k, u);
	}
	put_seq(u, 5);
	fk_write(&t.k, u, 30);			/* head = 382, inside slot 352 */
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 0);
	CHECK_U64(t.r.overruns, 1);
	CHECK_U64(page_tail(&t), 382);

	fk_write(&t.k, u + 30, 18);		/* rest of entry 5: unusable */
	put_seq(u, 6);
	fk_unit(&t.k, u);
	fk_publish(&t.k);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 66);
	CHECK_U64(t.s.gaps, 1);
	CHECK_U64(t.s.resync_bytes, 18);
	CHECK_U64(t.sink.n, 1);
	CHECK_U64(t.sink.ev[0].dtl.e.srr0, 6 ^ 0x5555);
	CHECK_U64(t.s.skipped, 0);
	fk_fini(&t.k);
}

/* ---- against the driver-exact producer (sim-vpa-dtl.c) ---- */

/* Sequence numbers the decoder delivered, in order. */
struct seq_log {
	uint64_t *seq;
	size_t n, cap;
	uint64_t bad;		/* not an entry the hypervisor wrote */
	unsigned refuse;	/* refuse one event in this many (back pressure) */
	uint64_t calls;
};

static bool log_emit(void *arg, const struct event *ev)
{
	struct seq_log *l = arg;
	uint64_t seq = ev->dtl.e.srr0;

	if (l->refuse && ++l->calls % l->refuse == 0)
		return false;
	if (ev->dtl.e.timebase != BOOT + 1 + seq || ev->dtl.e.dispatch_reason != seq % 11)
		l->bad++;
	if (l->n < l->cap)
		l->seq[l->n++] = seq;
	return true;
}

struct drv {
	struct perf_event_mmap_page pg;
	uint8_t *aux;
	struct vpadtl d;
	struct vpadtl_log h;
	uint64_t seq;
	uint64_t *published;	/* sequence numbers, in commit order */
	size_t npub, cap;
};

static void drv_init(struct drv *v, uint64_t size, size_t cap)
{
	struct dtl_boottb tb = { BOOT, FREQ };

	memset(v, 0, sizeof(*v));
	v->aux = calloc(1, size);
	v->published = calloc(cap, sizeof(uint64_t));
	v->cap = cap;
	vpadtl_init(&v->d, v->aux, size, &tb, false);
}

static void drv_log(struct drv *v, unsigned n)
{
	for (unsigned i = 0; i < n; i++, v->seq++) {
		struct dtl_entry e = { .dispatch_reason = (uint8_t)(v->seq % 11), .preempt_reason = 2,
				       .timebase = BOOT + 1 + v->seq, .srr0 = v->seq };

		vpadtl_log_put(&v->h, &e);
	}
}

/* One poll; what it published goes to aux_head, as perf_aux_output_end. */
static void drv_poll(struct drv *v)
{
	struct vpadtl_commit c;
	uint64_t tail = __atomic_load_n(&v->pg.aux_tail, __ATOMIC_ACQUIRE);

	if (!vpadtl_poll(&v->d, &v->h, tail, &c))
		return;
	for (uint32_t k = 0; k < c.n && v->npub < v->cap; k++)
		v->published[v->npub++] = ldbe64(v->h.buf[(c.first + k) % DTL_LOG_ENTRIES] + 32);
	__atomic_store_n(&v->pg.aux_head, v->d.aux_head, __ATOMIC_RELEASE);
}

static void drv_fini(struct drv *v)
{
	free(v->aux);
	free(v->published);
}

/* 10^6 entries through a 64 KiB area (hundreds of laps): every entry the
 * hypervisor logged and the driver published reaches the consumer exactly
 * once, in order; nothing else (no padding, no stale slot) does. Polls see
 * 0..90 new entries, the consumer reads every few polls and now and then
 * refuses an event (a full queue), so reads end at odd places. */
TEST(aux_driver_stream_exactly_once)
{
	enum { TOTAL = 1000000 };
	struct drv v;
	struct aux_ring r;
	struct aux_dtl s;
	struct seq_log log = { calloc(TOTAL, sizeof(uint64_t)), 0, TOTAL, 0, 97, 0 };
	uint64_t rng = 42, same = 0;
	unsigned polls = 0;

	drv_init(&v, 64 << 10, TOTAL);
	CHECK(aux_ring_init(&r, &v.pg, v.aux, 64 << 10));
	CHECK(aux_dtl_init(&s, 0, 64 << 10, log_emit, &log));
	while (v.seq < TOTAL) {
		unsigned n;

		rng = rng * 6364136223846793005ull + 1442695040888963407ull;
		n = (unsigned)(rng >> 33) % 91;
		if (n > TOTAL - v.seq)
			n = (unsigned)(TOTAL - v.seq);
		drv_log(&v, n % 7 == 0 ? 1 : n);
		drv_poll(&v);
		if (++polls % 3 == 0)
			while (aux_dtl_poll(&r, &s) > 0)
				;
	}
	while (aux_dtl_poll(&r, &s) > 0)
		;
	log.refuse = 0;
	while (aux_dtl_poll(&r, &s) > 0)
		;
	for (size_t i = 0; i < v.npub && i < log.n; i++)
		same += v.published[i] == log.seq[i];
	CHECK(v.d.aux_head / (64 << 10) > 300);	/* laps */
	CHECK(!v.d.disabled);
	CHECK_U64(r.overruns, 0);
	CHECK_U64(log.bad, 0);
	CHECK_U64(log.n, v.npub);
	CHECK_U64(same, v.npub);
	CHECK_U64(v.d.published, v.npub);
	CHECK(v.d.unpublished > 0 && v.d.dropped > 0 && v.d.overwritten > 0);
	CHECK_U64(s.entries, v.npub);
	CHECK_U64(s.skipped, 0);
	CHECK_U64(s.gaps, 0);
	CHECK(s.pad_bytes > 0);
	free(log.seq);
	drv_fini(&v);
}

/* A consumer that falls a whole area behind: the driver overwrites what was
 * not read and perf disables the event at the next poll. The reader sees
 * the area full (it then replaces the event), counts the overrun, and
 * nothing it delivered is garbage. */
TEST(aux_driver_overrun_seen_as_full)
{
	struct drv v;
	struct aux_ring r;
	struct aux_dtl s;
	struct seq_log log = { calloc(100000, sizeof(uint64_t)), 0, 100000, 0, 0, 0 };

	drv_init(&v, 64 << 10, 100000);
	CHECK(aux_ring_init(&r, &v.pg, v.aux, 64 << 10));
	CHECK(aux_dtl_init(&s, 0, 64 << 10, log_emit, &log));
	drv_log(&v, 10);
	drv_poll(&v);
	CHECK(aux_dtl_poll(&r, &s) > 0);
	while (!v.d.disabled) {	/* the consumer looks away */
		drv_log(&v, 40);
		drv_poll(&v);
	}
	aux_dtl_poll(&r, &s);
	CHECK(r.full);
	CHECK_U64(r.overruns, 1);
	CHECK(r.lost_bytes > 0);
	CHECK_U64(log.bad, 0);
	CHECK_U64(log.n, 10);
	free(log.seq);
	drv_fini(&v);
}

/* A consumer a whole lap behind: the poll after the lap fills copies its
 * entries to the area's start, over the lap's first slots, which this
 * consumer has not read, and publishes only padding. What is unread there
 * cannot be trusted: the reader treats it as an overrun (DTL_LAP_AHEAD)
 * rather than deliver entries of a later poll, out of order. */
TEST(aux_driver_lap_behind_is_overrun)
{
	struct drv v;
	struct aux_ring r;
	struct aux_dtl s;
	struct seq_log log = { calloc(10000, sizeof(uint64_t)), 0, 10000, 0, 0, 0 };
	uint64_t S = 64 << 10;
	bool ordered = true;

	drv_init(&v, S, 10000);
	CHECK(aux_ring_init(&r, &v.pg, v.aux, S));
	CHECK(aux_dtl_init(&s, 0, S, log_emit, &log));
	r.margin = DTL_LAP_AHEAD;
	/* Lap 0, read as it comes. */
	while (v.d.aux_head < S) {
		drv_log(&v, 84);
		drv_poll(&v);
		aux_dtl_poll(&r, &s);
	}
	CHECK_U64(v.d.aux_head, S);
	CHECK_U64(r.tail, S);
	/* Lap 1 fills unread, then a padding commit whose entries went to
	 * the area's start: lap 1's first slots. */
	while (v.d.aux_head < 2 * S) {
		drv_log(&v, 84);
		drv_poll(&v);
	}
	CHECK(v.d.unpublished > 0);
	aux_dtl_poll(&r, &s);
	CHECK(r.full);
	CHECK_U64(r.overruns, 1);
	CHECK_U64(r.tail, 2 * S);
	for (size_t i = 1; i < log.n; i++)
		ordered &= log.seq[i] > log.seq[i - 1];
	CHECK(ordered);
	CHECK_U64(log.bad, 0);
	free(log.seq);
	drv_fini(&v);
}

/* ---- two threads: the driver in one, the consumer in the other ---- */

struct seq_check {
	uint64_t next;
	uint64_t errors;
};

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

struct producer {
	struct drv *v;
	uint64_t count;
	int stop;		/* set by the consumer if it gives up */
	int gave_up;
	int done;
};

/* Polls of 1..84 new entries, each only once the consumer is within a
 * quarter area of aux_head: the driver never looks at aux_tail, so a
 * consumer a lap behind would lose data, and a lap-closing poll writes the
 * lap's first slots before it publishes anything. */
static void *producer_main(void *arg)
{
	struct producer *p = arg;
	struct drv *v = p->v;

	while (v->seq < p->count) {
		uint64_t n = v->seq * 31 % 84 + 1;

		if (n > p->count - v->seq)
			n = p->count - v->seq;
		while (v->d.aux_head - __atomic_load_n(&v->pg.aux_tail, __ATOMIC_ACQUIRE) >
		       v->d.size / 4) {
			if (__atomic_load_n(&p->stop, __ATOMIC_RELAXED)) {
				p->gave_up = 1;
				return NULL;
			}
			sched_yield();
		}
		drv_log(v, (unsigned)n);
		drv_poll(v);
	}
	__atomic_store_n(&p->done, 1, __ATOMIC_RELEASE);
	return NULL;
}

struct seq_list {
	uint64_t *seq;
	size_t n, cap;
};

static bool list_emit(void *arg, const struct event *ev)
{
	struct seq_list *l = arg;

	if (l->n < l->cap)
		l->seq[l->n++] = ev->dtl.e.srr0;
	return true;
}

TEST(aux_two_threads_no_loss)
{
	struct drv v;
	struct aux_ring r;
	struct aux_dtl s;
	struct seq_list got = { calloc(THREAD_ENTRIES, sizeof(uint64_t)), 0, THREAD_ENTRIES };
	struct producer p = { &v, THREAD_ENTRIES, 0, 0, 0 };
	pthread_t th;
	double t0 = now_s(), deadline = t0 + 60;
	uint64_t same = 0;

	drv_init(&v, 64 * 1024, THREAD_ENTRIES);
	CHECK(aux_ring_init(&r, &v.pg, v.aux, 64 * 1024));
	CHECK(aux_dtl_init(&s, 5, 64 * 1024, list_emit, &got));
	CHECK(pthread_create(&th, NULL, producer_main, &p) == 0);
	for (;;) {
		bool done = __atomic_load_n(&p.done, __ATOMIC_ACQUIRE);

		if (aux_dtl_poll(&r, &s) > 0)
			continue;
		if (done || now_s() > deadline)
			break;
		sched_yield();
	}
	__atomic_store_n(&p.stop, 1, __ATOMIC_RELAXED);
	pthread_join(th, NULL);
	fprintf(stderr, "    aux ring: %" PRIu64 " entries through 64 KiB laps in %.2f s\n",
		s.entries, now_s() - t0);
	for (size_t i = 0; i < v.npub && i < got.n; i++)
		same += v.published[i] == got.seq[i];
	CHECK(!p.gave_up);
	CHECK(v.npub > THREAD_ENTRIES / 2);
	CHECK_U64(got.n, v.npub);
	CHECK_U64(same, v.npub);
	CHECK_U64(s.skipped, 0);
	CHECK_U64(s.gaps, 0);
	CHECK_U64(r.overruns, 0);
	CHECK_U64(__atomic_load_n(&v.pg.aux_tail, __ATOMIC_RELAXED), v.d.aux_head);
	free(got.seq);
	drv_fini(&v);
}

/* ---- a second vpa_dtl user (Linux 7.2's vpa_dtl_event_init replaces the
 * CPU's DTL buffer before perf refuses it with EBUSY): the driver then
 * copies slots of a buffer nobody writes, zeros or a freed buffer's old
 * entries, while the AUX head still moves ---- */

/* Header, then entries seq 10..14: the stream before the other user. */
static void dead_prologue(struct setup *t)
{
	uint8_t u[6][48];

	put_header(u[0], BOOT, FREQ);
	for (unsigned i = 0; i < 5; i++)
		put_seq(u[1 + i], 10 + i);
	fk_write(&t->k, u, sizeof(u));
	fk_publish(&t->k);
}

TEST(aux_dead_buffer_zeros)
{
	struct setup t;
	uint8_t z[DTL_DEAD_RUN][48], g[48];

	CHECK(setup(&t, 4096, 3));
	dead_prologue(&t);
	CHECK_U64(aux_dtl_poll(&t.r, &t.s), 6 * 48);
	CHECK_U64(t.s.entries, 5);
	CHECK(!t.s.dead);
	/* one zero slot short of the run: not yet */
	memset(z, 0, sizeof(z));
	fk_write(&t.k, z, 48 * (DTL_DEAD_RUN - 1));
	fk_publish(&t.k);
	aux_dtl_poll(&t.r, &t.s);
	CHECK(!t.s.dead);
	CHECK_U64(t.s.suspect, DTL_DEAD_RUN - 1);
	fk_write(&t.k, z, 48);
	fk_publish(&t.k);
	aux_dtl_poll(&t.r, &t.s);
	CHECK(t.s.dead);
	CHECK_U64(t.s.entries, 5);
	CHECK_U64(t.s.dead_entries, 1);
	CHECK_U64(t.s.skipped, DTL_DEAD_RUN - 1);
	/* dead: even a plausible slot is not delivered */
	put_seq(g, 20);
	fk_write(&t.k, g, 48);
	fk_publish(&t.k);
	aux_dtl_poll(&t.r, &t.s);
	CHECK_U64(t.sink.n, 5);
	CHECK_U64(t.s.dead_entries, 2);
	/* the event opened again: a new stream, delivered */
	aux_dtl_restart(&t.s);
	CHECK(!t.s.dead);
	fk_fini(&t.k);
}

TEST(aux_dead_buffer_stale_entries)
{
	struct setup t;
	uint8_t u[DTL_DEAD_RUN][48];

	CHECK(setup(&t, 4096, 3));
	dead_prologue(&t);
	aux_dtl_poll(&t.r, &t.s);
	/* a freed buffer's entries: older than seq 14 */
	for (unsigned i = 0; i < DTL_DEAD_RUN; i++)
		put_seq(u[i], 1 + i);
	fk_write(&t.k, u, sizeof(u));
	fk_publish(&t.k);
	aux_dtl_poll(&t.r, &t.s);
	CHECK(t.s.dead);
	/* the run's first ones are delivered as ever, the last withheld */
	CHECK_U64(t.sink.n, 5 + DTL_DEAD_RUN - 1);
	fk_fini(&t.k);
}

TEST(aux_dead_needs_a_run)
{
	struct setup t;
	uint8_t u[4][48];

	CHECK(setup(&t, 4096, 3));
	dead_prologue(&t);
	aux_dtl_poll(&t.r, &t.s);
	/* a zero slot and an older one between good entries: decoded as
	 * ever (skipped, delivered), and the good ones reset the run */
	memset(u[0], 0, 48);
	put_seq(u[1], 15);
	put_seq(u[2], 2);
	put_seq(u[3], 16);
	fk_write(&t.k, u, sizeof(u));
	fk_publish(&t.k);
	aux_dtl_poll(&t.r, &t.s);
	CHECK(!t.s.dead);
	CHECK_U64(t.s.suspect, 0);
	CHECK_U64(t.sink.n, 8);
	CHECK_U64(t.s.skipped, 1);
	CHECK_U64(t.s.dead_entries, 0);
	fk_fini(&t.k);
}
