// SPDX-License-Identifier: GPL-2.0-only
/* --time's consumer (src/app/time-range.c): the span read at the first
 * timed event, events before it dropped (task names kept), a DTL run cut
 * to the span in one call, the first event past the end stopping the
 * source, the source told where the span starts. */
#include <stdint.h>
#include <string.h>

#include "harness.h"
#include "time-range.h"

#define S 1000000000ull

struct seen {
	uint64_t times[16];
	size_t n, batches;
	uint64_t skip_to;
};

static struct seen seen;

static int on_event(const struct event *ev, void *arg)
{
	(void)arg;
	if (seen.n < 16)
		seen.times[seen.n++] = ev->time;
	return 0;
}

static int on_batch(const struct event *ev, size_t n, void *arg)
{
	seen.batches++;
	for (size_t i = 0; i < n; i++)
		on_event(&ev[i], arg);
	return 0;
}

static void fake_skip_to(struct source *src, uint64_t t0)
{
	(void)src;
	seen.skip_to = t0;
}

static int fake_run(struct source *src, const struct consumer *c)
{
	(void)src;
	(void)c;
	return 0;
}

static void fake_close(struct source *src)
{
	(void)src;
}

static const struct source_ops fake_ops = { .name = "fake", .run = fake_run,
					    .close = fake_close, .skip_to = fake_skip_to };

static struct event ev_at(uint16_t kind, uint64_t t)
{
	struct event e;

	memset(&e, 0, sizeof(e));
	e.kind = kind;
	e.time = t;
	return e;
}

TEST(time_range_span_from_first_event)
{
	struct source src = { .ops = &fake_ops };
	struct consumer inner = { .event = on_event, .dtl_batch = on_batch };
	const struct consumer *c;
	struct time_range tr;
	struct event e;

	memset(&seen, 0, sizeof(seen));
	time_range_init(&tr, "+1,+1", &src, NULL);
	c = consumer_wrap(&tr.wrap, &inner);
	e = ev_at(EV_COMM, 0);		/* perf's synthesized names: time 0 */
	CHECK(c->event(&e, c->arg) == 0);
	CHECK(!tr.resolved);
	e = ev_at(EV_DTL, 10 * S);	/* the first event: +0 */
	CHECK(c->event(&e, c->arg) == 0);
	CHECK(tr.resolved);
	CHECK_U64(tr.t0, 11 * S);
	CHECK_U64(tr.t1, 12 * S);
	CHECK_U64(seen.skip_to, 11 * S);
	e = ev_at(EV_COMM, 10 * S + 1);	/* a name before the span goes on */
	CHECK(c->event(&e, c->arg) == 0);
	e = ev_at(EV_DTL, 11 * S - 1);	/* dropped */
	CHECK(c->event(&e, c->arg) == 0);
	e = ev_at(EV_DTL, 11 * S);
	CHECK(c->event(&e, c->arg) == 0);
	CHECK_U64(seen.n, 3);
	CHECK_U64(seen.times[0], 0);
	CHECK_U64(seen.times[1], 10 * S + 1);
	CHECK_U64(seen.times[2], 11 * S);
	CHECK_U64(tr.delivered, 1);
	CHECK_U64(tr.dropped, 2);
	e = ev_at(EV_DTL, 12 * S);	/* the end: stops the source */
	CHECK(c->event(&e, c->arg) == 1);
	CHECK(tr.reached_end);
	CHECK_U64(seen.n, 3);
}

TEST(time_range_batch_cut_to_span)
{
	struct source src = { .ops = &fake_ops };
	struct consumer inner = { .event = on_event, .dtl_batch = on_batch };
	struct event run[6];
	const uint64_t t[6] = { 5 * S, 9 * S, 10 * S, 15 * S, 20 * S, 21 * S };
	const struct consumer *c;
	struct time_range tr;

	memset(&seen, 0, sizeof(seen));
	for (int i = 0; i < 6; i++)
		run[i] = ev_at(EV_DTL, t[i]);
	time_range_set(&tr, 10 * S, 20 * S, &src, NULL);
	CHECK_U64(seen.skip_to, 10 * S);	/* told before the run */
	c = consumer_wrap(&tr.wrap, &inner);
	CHECK(c->dtl_batch != NULL);
	CHECK(c->dtl_batch(run, 6, c->arg) == 1);	/* 20 s: the end */
	CHECK_U64(seen.batches, 1);
	CHECK_U64(seen.n, 2);
	CHECK_U64(seen.times[0], 10 * S);
	CHECK_U64(seen.times[1], 15 * S);
	CHECK_U64(tr.delivered, 2);
	CHECK(tr.reached_end);
}

TEST(time_range_open_end_and_bad_spec)
{
	struct source src = { .ops = &fake_ops };
	struct consumer inner = { .event = on_event };
	const struct consumer *c;
	struct time_range tr;
	struct event e = ev_at(EV_DTL, 100 * S);
	char why[200];
	uint64_t t0, t1;

	CHECK(time_range_resolve("+2,", &src, false, 100 * S, &t0, &t1, why, sizeof(why)) == 0);
	CHECK_U64(t0, 102 * S);
	CHECK_U64(t1, UINT64_MAX);
	CHECK(time_range_resolve(",", &src, false, 100 * S, &t0, &t1, why, sizeof(why)) == 0);
	CHECK_U64(t0, 100 * S);
	CHECK_U64(t1, UINT64_MAX);
	CHECK(time_range_resolve("150.5,160", &src, false, 100 * S, &t0, &t1, why, sizeof(why)) == 0);
	CHECK_U64(t0, 150 * S + S / 2);
	CHECK_U64(t1, 160 * S);
	CHECK(time_range_check("5", why, sizeof(why)) < 0);
	CHECK(time_range_check("+5,+0", why, sizeof(why)) < 0);	/* END must come after */
	CHECK(time_range_check("10:40,+5", why, sizeof(why)) == 0);	/* waits for the clock */
	/* a wall time on a source without a wall clock: the run fails, why said */
	memset(&seen, 0, sizeof(seen));
	time_range_init(&tr, "10:40,", &src, NULL);
	c = consumer_wrap(&tr.wrap, &inner);
	CHECK(c->event(&e, c->arg) == CONSUMER_FAILED);
	CHECK(strstr(src.err, "wall clock") != NULL);
	CHECK_U64(seen.n, 0);
}

/* Once the source has a wall clock, wall times resolve through it: the
 * event ns whose wall time is the one typed (UTC here, so that the test
 * does not depend on the machine's zone). */
TEST(time_range_wall_clock)
{
	struct source src = { .ops = &fake_ops };
	const int64_t wall_0940 = 1795772400ll * (int64_t)S;	/* 2026-11-27T09:40:00Z */
	const uint64_t first = 1000 * S;
	char why[200];
	uint64_t t0, t1;

	src.info.clock.q = WC_EXACT;
	/* the first event at 09:39:30 */
	src.info.clock.offset_ns = wall_0940 - 30 * (int64_t)S - (int64_t)first;
	CHECK(time_range_resolve("2026-11-27 09:40,+60", &src, true, first, &t0, &t1, why,
				 sizeof(why)) == 0);
	CHECK_U64(t0, first + 30 * S);
	CHECK_U64(t1, first + 90 * S);
	CHECK(time_range_resolve("09:40:10.5,09:41", &src, true, first, &t0, &t1, why,
				 sizeof(why)) == 0);
	CHECK_U64(t0, first + 40 * S + S / 2);
	CHECK_U64(t1, first + 90 * S);
}
