// SPDX-License-Identifier: GPL-2.0-only
/* test-spsc.c: the reader -> aggregator event queue: FIFO order, full/empty
 * edges, wrap-around, overflow counting, and two threads passing millions. */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <time.h>

#include "harness.h"
#include "spsc.h"

/* ASan makes every copy slow: fewer events there; TSan keeps >= 1 M. */
#if defined(__SANITIZE_ADDRESS__)
#define SPSC_SLOW 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SPSC_SLOW 1
#endif
#endif
#if defined(SPSC_SLOW)
#define THREAD_EVENTS 1000000u
#elif defined(__SANITIZE_THREAD__)
#define THREAD_EVENTS 2000000u
#else
#define THREAD_EVENTS 5000000u
#endif

static struct event ev_seq(uint64_t seq)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.time = seq;
	ev.kind = EV_DTL;
	ev.cpu = (uint32_t)(seq % 1024);
	ev.dtl.e.srr0 = ~seq;	/* a second copy, far from the first */
	return ev;
}

static int ev_is(const struct event *ev, uint64_t seq)
{
	return ev->time == seq && ev->dtl.e.srr0 == ~seq &&
	       ev->cpu == seq % 1024 && ev->kind == EV_DTL;
}

TEST(spsc_init_rejects_bad_capacity)
{
	struct spsc q;

	CHECK_U64(spsc_init(&q, 0), (uint64_t)-EINVAL);
	CHECK_U64(spsc_init(&q, 1), (uint64_t)-EINVAL);
	CHECK_U64(spsc_init(&q, 12), (uint64_t)-EINVAL);
	CHECK_U64(spsc_init(&q, 2), 0);
	CHECK_U64(spsc_capacity(&q), 2);
	spsc_free(&q);
}

TEST(spsc_fifo_order)
{
	struct spsc q;
	struct event ev;

	CHECK_U64(spsc_init(&q, 8), 0);
	for (uint64_t i = 0; i < 5; i++) {
		ev = ev_seq(i);
		CHECK(spsc_push(&q, &ev));
	}
	CHECK_U64(spsc_count(&q), 5);
	for (uint64_t i = 0; i < 5; i++) {
		CHECK(spsc_pop(&q, &ev));
		CHECK(ev_is(&ev, i));
	}
	CHECK(!spsc_pop(&q, &ev));
	CHECK_U64(spsc_overflows(&q), 0);
	spsc_free(&q);
}

TEST(spsc_full_and_empty_edges)
{
	struct spsc q;
	struct event ev;
	const struct event *p;

	CHECK_U64(spsc_init(&q, 4), 0);
	CHECK(spsc_peek(&q) == NULL);
	CHECK(!spsc_pop(&q, &ev));
	CHECK_U64(spsc_count(&q), 0);
	for (uint64_t i = 0; i < 4; i++) {
		ev = ev_seq(i);
		CHECK(spsc_push(&q, &ev));
	}
	CHECK_U64(spsc_count(&q), 4);
	ev = ev_seq(99);
	CHECK(!spsc_push(&q, &ev));		/* full: counted */
	CHECK_U64(spsc_overflows(&q), 1);
	CHECK(!spsc_try_push(&q, &ev));		/* full: not counted */
	CHECK_U64(spsc_overflows(&q), 1);

	p = spsc_peek(&q);			/* peek does not free a slot */
	CHECK(p && ev_is(p, 0));
	CHECK(!spsc_try_push(&q, &ev));
	spsc_consume(&q);
	ev = ev_seq(4);
	CHECK(spsc_try_push(&q, &ev));		/* exactly one slot came back */
	CHECK(!spsc_try_push(&q, &ev));
	for (uint64_t i = 1; i <= 4; i++) {
		CHECK(spsc_pop(&q, &ev));
		CHECK(ev_is(&ev, i));
	}
	CHECK(spsc_peek(&q) == NULL);
	CHECK_U64(spsc_count(&q), 0);
	CHECK_U64(spsc_overflows(&q), 1);
	spsc_free(&q);
}

/* The producer's room: never more than is free (the producer would
 * overwrite a slot the consumer still reads), and it sees slots the
 * consumer gave back once its cached view says full. */
TEST(spsc_room_as_the_producer_sees_it)
{
	struct spsc q;
	struct event ev;

	CHECK_U64(spsc_init(&q, 4), 0);
	CHECK_U64(spsc_room(&q), 4);
	for (uint64_t i = 0; i < 3; i++) {
		ev = ev_seq(i);
		CHECK(spsc_try_push(&q, &ev));
		CHECK_U64(spsc_room(&q), 3 - i);
	}
	ev = ev_seq(3);
	CHECK(spsc_try_push(&q, &ev));
	CHECK_U64(spsc_room(&q), 0);		/* full */
	CHECK(spsc_pop(&q, &ev) && ev_is(&ev, 0));
	CHECK(spsc_pop(&q, &ev) && ev_is(&ev, 1));
	CHECK_U64(spsc_room(&q), 2);		/* reloaded: both came back */
	ev = ev_seq(4);
	CHECK(spsc_try_push(&q, &ev));
	CHECK_U64(spsc_room(&q), 1);
	CHECK(spsc_pop(&q, &ev) && ev_is(&ev, 2));
	CHECK_U64(spsc_room(&q), 1);		/* cached: at least, not more */
	CHECK_U64(spsc_count(&q), 2);
	spsc_free(&q);
}

/* Many laps of a small ring, single and batched, at every phase. */
TEST(spsc_wrap_around)
{
	struct spsc q;
	struct event in[7], out[8];
	uint64_t next_in = 0, next_out = 0;

	CHECK_U64(spsc_init(&q, 8), 0);
	for (int round = 0; round < 1000; round++) {
		size_t want = (size_t)(round % 7) + 1, got;

		for (size_t i = 0; i < want; i++)
			in[i] = ev_seq(next_in + i);
		got = spsc_try_push_n(&q, in, want);
		CHECK(got <= want);
		next_in += got;
		CHECK_U64(spsc_count(&q), next_in - next_out);
		got = spsc_pop_n(&q, out, (size_t)(round % 5) + 1);
		for (size_t i = 0; i < got; i++)
			CHECK(ev_is(&out[i], next_out + i));
		next_out += got;
	}
	while (spsc_pop(&q, &out[0]))
		CHECK(ev_is(&out[0], next_out++));
	CHECK_U64(next_out, next_in);
	CHECK(next_in > 1000);		/* > 100 laps of an 8-slot ring */
	CHECK_U64(spsc_overflows(&q), 0);
	spsc_free(&q);
}

/* peek_n hands out only slots that lie contiguous before the end of the
 * ring, at most max and at most what is queued; consume_n frees exactly n. */
TEST(spsc_peek_n_stops_at_the_ring_end)
{
	struct spsc q;
	struct event in[8], out;
	const struct event *p;

	CHECK_U64(spsc_init(&q, 8), 0);
	CHECK_U64(spsc_peek_n(&q, &p, 8), 0);		/* empty */
	for (int i = 0; i < 6; i++)
		in[i] = ev_seq((uint64_t)i);
	CHECK_U64(spsc_try_push_n(&q, in, 6), 6);	/* slots 0-5 */
	CHECK_U64(spsc_peek_n(&q, &p, 4), 4);		/* max */
	CHECK(p == &q.slots[0] && ev_is(&p[3], 3));
	spsc_consume_n(&q, 5);				/* 0-4 freed */
	for (int i = 0; i < 7; i++)
		in[i] = ev_seq(6 + (uint64_t)i);
	CHECK_U64(spsc_try_push_n(&q, in, 7), 7);	/* 6,7 then 0-4: full */
	CHECK_U64(spsc_count(&q), 8);
	CHECK_U64(spsc_peek_n(&q, &p, 8), 3);		/* slots 5-7, not past the end */
	CHECK(p == &q.slots[5] && ev_is(&p[0], 5) && ev_is(&p[2], 7));
	spsc_consume_n(&q, 3);
	CHECK_U64(spsc_peek_n(&q, &p, 8), 5);		/* the wrapped part */
	CHECK(p == &q.slots[0] && ev_is(&p[0], 8) && ev_is(&p[4], 12));
	spsc_consume_n(&q, 2);
	CHECK(spsc_pop(&q, &out) && ev_is(&out, 10));	/* consume_n freed exactly 2 */
	CHECK_U64(spsc_count(&q), 2);
	spsc_free(&q);
}

TEST(spsc_push_n_partial_when_nearly_full)
{
	struct spsc q;
	struct event in[6], out[8];

	CHECK_U64(spsc_init(&q, 8), 0);
	for (uint64_t i = 0; i < 6; i++)
		in[i] = ev_seq(i);
	CHECK_U64(spsc_try_push_n(&q, in, 6), 6);
	CHECK_U64(spsc_try_push_n(&q, in, 6), 2);	/* only 2 left */
	CHECK_U64(spsc_try_push_n(&q, in, 6), 0);
	CHECK_U64(spsc_pop_n(&q, out, 8), 8);
	CHECK(ev_is(&out[5], 5));
	CHECK(ev_is(&out[6], 0));
	CHECK(ev_is(&out[7], 1));
	CHECK_U64(spsc_pop_n(&q, out, 8), 0);
	spsc_free(&q);
}

TEST(spsc_overflow_counted_without_retry)
{
	struct spsc q;
	struct event ev;
	unsigned accepted = 0;

	CHECK_U64(spsc_init(&q, 16), 0);
	for (uint64_t i = 0; i < 100; i++) {
		ev = ev_seq(i);
		accepted += spsc_push(&q, &ev);
	}
	CHECK_U64(accepted, 16);
	CHECK_U64(spsc_overflows(&q), 84);
	for (uint64_t i = 0; i < 16; i++) {	/* the first 16 were kept */
		CHECK(spsc_pop(&q, &ev));
		CHECK(ev_is(&ev, i));
	}
	spsc_free(&q);
}

/* ---- two threads ---- */

struct run {
	struct spsc q;
	uint64_t count;
	int retry;		/* producer retries when full, else drops */
	uint64_t pushed;	/* accepted pushes (producer's count) */
	int in_place;		/* without retry: spsc_reserve + spsc_commit */
	int stop;		/* set by a consumer that gave up: the producer ends */
};

static void *producer_main(void *arg)
{
	struct run *r = arg;
	struct event ev;

	for (uint64_t i = 0; i < r->count; i++) {
		ev = ev_seq(i);
		if (r->retry) {
			/* A short spin before yielding: on 2 cores the
			 * consumer is usually running and frees a slot fast. */
			for (unsigned spin = 0; !spsc_try_push(&r->q, &ev); spin++) {
				if (__atomic_load_n(&r->stop, __ATOMIC_RELAXED))
					return NULL;
				if (spin > 64)
					sched_yield();
			}
			r->pushed++;
		} else if (r->in_place) {	/* reserve, build, commit */
			struct event *slot = spsc_reserve(&r->q);

			if (slot) {
				*slot = ev;
				spsc_commit(&r->q);
				r->pushed++;
			}
		} else if (spsc_push(&r->q, &ev)) {
			r->pushed++;
		}
	}
	return NULL;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The consumer side of both runs: pops (singly or in batches) until
 * `count` events were accounted for (popped, or counted as overflows once
 * the producer finished), checking that sequence numbers only increase and,
 * when strict, that none is missing. */
struct seen {
	uint64_t popped, next, errors;
};

static void check_ev(struct seen *s, const struct event *ev, int strict)
{
	uint64_t seq = ev->time;

	if (!ev_is(ev, seq) || seq < s->next || (strict && seq != s->next))
		s->errors++;
	s->next = seq + 1;
	s->popped++;
}

/* It gives up only after a minute without a single event: a slow machine
 * (a CPU hog on every core, ThreadSanitizer) only makes it take longer. On
 * giving up it stops the producer, which may be waiting for room. */
static int consume_all(struct run *r, pthread_t th, struct seen *s, int batch)
{
	struct event buf[32];
	double deadline = now_s() + 60;
	int joined = 0, moved = 0;

	for (unsigned idle = 0;;) {
		const struct event *in_place;
		size_t n;

		if (batch == 2) {	/* peek_n: checked in the slots */
			n = spsc_peek_n(&r->q, &in_place, 32);
			for (size_t i = 0; i < n; i++)
				check_ev(s, &in_place[i], r->retry);
			spsc_consume_n(&r->q, n);
		} else {
			n = batch ? spsc_pop_n(&r->q, buf, 32) : spsc_pop(&r->q, buf);
			for (size_t i = 0; i < n; i++)
				check_ev(s, &buf[i], r->retry);
		}
		if (n) {
			moved = 1;
			continue;
		}
		if (joined)
			return 1;	/* producer done and queue drained */
		if (s->popped + spsc_overflows(&r->q) == r->count) {
			pthread_join(th, NULL);
			joined = 1;	/* one more pass drains the rest */
			continue;
		}
		if (++idle % 1024 == 0) {	/* the clock, now and then */
			if (moved)
				deadline = now_s() + 60;
			else if (now_s() > deadline)
				break;
			moved = 0;
		}
		sched_yield();
	}
	__atomic_store_n(&r->stop, 1, __ATOMIC_RELAXED);
	pthread_join(th, NULL);
	return 0;
}

static void two_threads(int retry, int batch, uint32_t cap, uint64_t count, struct run *r,
			struct seen *s)
{
	pthread_t th;
	double t0 = now_s();

	memset(r, 0, sizeof(*r));
	memset(s, 0, sizeof(*s));
	r->count = count;
	r->retry = retry > 0;
	r->in_place = retry < 0;	/* -1: drop mode, in place */
	if (spsc_init(&r->q, cap) || pthread_create(&th, NULL, producer_main, r)) {
		s->errors = ~0ull;
		return;
	}
	if (!consume_all(r, th, s, batch))
		s->errors++;
	fprintf(stderr, "    spsc: %" PRIu64 " events (%s, %s), %" PRIu64
		" overflows, %.2f s\n", r->count,
		retry > 0 ? "retry" : retry ? "drop, in place" : "drop",
		batch == 2 ? "peek_n" : batch ? "pop_n" : "pop", spsc_overflows(&r->q),
		now_s() - t0);
}

/* With retry nothing may be lost: every event arrives once, in order. */
static void lossless(int batch, uint32_t cap, uint64_t count)
{
	struct run r;
	struct seen s;

	two_threads(1, batch, cap, count, &r, &s);
	spsc_free(&r.q);
	CHECK_U64(s.errors, 0);
	CHECK_U64(s.popped, count);
	CHECK_U64(s.next, count);
	CHECK_U64(r.pushed, count);
	CHECK_U64(spsc_overflows(&r.q), 0);
}

/* Without retry every refused push is counted: popped + overflows is the
 * total, and what arrives is still in order, without duplicates. */
static void drops_counted(int retry, int batch)
{
	struct run r;
	struct seen s;

	two_threads(retry, batch, 64, THREAD_EVENTS, &r, &s);
	spsc_free(&r.q);
	CHECK_U64(s.errors, 0);
	CHECK_U64(s.popped, r.pushed);
	CHECK_U64(s.popped + spsc_overflows(&r.q), THREAD_EVENTS);
}

TEST(spsc_two_threads_in_order_no_loss)
{
	lossless(0, 1024, THREAD_EVENTS);
}

TEST(spsc_two_threads_batched_pop)
{
	lossless(1, 256, THREAD_EVENTS);
}

/* The consumer reads the events in their slots (the merge's gather): the
 * producer must not overwrite a slot before spsc_consume_n hands it back. A
 * small ring makes the producer wait on the consumer constantly: each wait
 * can cost a scheduler slice on a busy machine, so a sixteenth of the
 * events (still thousands of laps of the ring). */
TEST(spsc_two_threads_peek_n_in_place)
{
	lossless(2, 64, THREAD_EVENTS / 16);
}

/* The reader's in-place push: reserve a slot, fill it, commit. A slot not
 * committed is invisible and reserved again; a full queue refuses and
 * counts an overflow, as spsc_push does. */
TEST(spsc_reserve_commit)
{
	struct spsc q;
	struct event *slot, out;

	CHECK_U64(spsc_init(&q, 2), 0);
	slot = spsc_reserve(&q);
	CHECK(slot);
	*slot = ev_seq(0);
	CHECK(!spsc_pop(&q, &out));		/* not committed: not visible */
	slot = spsc_reserve(&q);		/* the same slot again */
	*slot = ev_seq(1);
	spsc_commit(&q);
	*spsc_reserve(&q) = ev_seq(2);
	spsc_commit(&q);
	CHECK(spsc_reserve(&q) == NULL);	/* full */
	CHECK_U64(spsc_overflows(&q), 1);
	CHECK(spsc_pop(&q, &out) && ev_is(&out, 1));
	CHECK(spsc_reserve(&q) != NULL);	/* room again */
	CHECK(spsc_pop(&q, &out) && ev_is(&out, 2));
	CHECK(!spsc_pop(&q, &out));
	spsc_free(&q);
}

TEST(spsc_two_threads_overflow_counted)
{
	drops_counted(0, 0);
}

/* The same through spsc_reserve/spsc_commit, as the readers push. */
TEST(spsc_two_threads_in_place_overflow_counted)
{
	drops_counted(-1, 1);
}
