// SPDX-License-Identifier: GPL-2.0-only
/* test-consumer.c: consumer_batch's two forms, and what the -o tee hands
 * on to the driver's consumer (the recording itself: tests/integration). */
#include "consumer.h"
#include "harness.h"
#include "record-tee.h"

struct seen {
	uint64_t time[8];
	int n;			/* event calls */
	int batches;		/* dtl_batch calls */
	int stop_at;		/* event returns stop_result on this call */
	int stop_result;
	int prefetched[2];	/* prefetch calls, far and near */
	const struct event *last_prefetch;
};

static int on_one(const struct event *ev, void *arg)
{
	struct seen *s = arg;

	s->time[s->n++] = ev->time;
	return s->n == s->stop_at ? s->stop_result : 0;
}

static int on_many(const struct event *ev, size_t n, void *arg)
{
	struct seen *s = arg;

	(void)ev;
	(void)n;
	s->batches++;
	return 5;
}

static void on_prefetch(const struct event *ev, int near, void *arg)
{
	struct seen *s = arg;

	s->prefetched[near]++;
	s->last_prefetch = ev;
}

static void four_events(struct event *ev)
{
	memset(ev, 0, 4 * sizeof(*ev));
	for (int i = 0; i < 4; i++) {
		ev[i].kind = EV_DTL;
		ev[i].time = 100 + (uint64_t)i;
	}
}

/* Without the batch form, n single calls in order, up to the one that
 * stops, whose result comes back; with it, one call and its result. */
TEST(consumer_batch_forms)
{
	struct event ev[4];
	struct seen s = { .stop_at = 3, .stop_result = 7 };
	struct consumer c = { .event = on_one, .arg = &s };

	four_events(ev);
	CHECK(consumer_batch(&c, ev, 4) == 7);
	CHECK(s.n == 3);
	CHECK_U64(s.time[0], 100);
	CHECK_U64(s.time[2], 102);
	s = (struct seen){ 0 };
	CHECK(consumer_batch(&c, ev, 4) == 0);
	CHECK(s.n == 4);
	c.dtl_batch = on_many;
	s = (struct seen){ 0 };
	CHECK(consumer_batch(&c, ev, 4) == 5);
	CHECK(s.batches == 1 && s.n == 0);
	CHECK(consumer_wrap(NULL, &c) == &c);
}

/* The tee wants payloads whatever the driver wants, takes no batches (it
 * must know which events the driver accepted), passes the driver's
 * prefetch on with the driver's arg, and hands a stop back untouched:
 * an event the driver stopped on is not written (no recorder here: a
 * write would crash). */
TEST(record_tee_hands_on)
{
	struct event ev[4];
	struct seen s = { .stop_at = 1, .stop_result = 3 };
	const struct consumer inner = { .event = on_one, .dtl_batch = on_many,
					.prefetch = on_prefetch, .arg = &s };
	const struct consumer bare = { .event = on_one, .arg = &s };
	struct record_tee tee;
	const struct consumer *c;
	char err[64] = "";

	four_events(ev);
	record_tee_init(&tee, NULL, err, sizeof(err));
	c = consumer_wrap(&tee.wrap, &inner);
	CHECK(c != &inner && c->raw && !c->dtl_batch && c->prefetch);
	c->prefetch(&ev[2], 1, c->arg);
	CHECK(s.prefetched[1] == 1 && s.prefetched[0] == 0 && s.last_prefetch == &ev[2]);
	CHECK(c->event(&ev[0], c->arg) == 3);
	CHECK(s.n == 1 && s.time[0] == 100);
	s.stop_at = 2;		/* a batch: single events through the tee */
	CHECK(consumer_batch(c, ev, 4) == 3);
	CHECK(s.n == 2 && s.batches == 0 && s.time[1] == 100);
	CHECK(err[0] == '\0');
	c = consumer_wrap(&tee.wrap, &bare);
	CHECK(c->raw && !c->prefetch);
}
