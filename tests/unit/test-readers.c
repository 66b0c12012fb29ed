// SPDX-License-Identifier: GPL-2.0-only
/* test-readers.c: the watermark merge behind the live and simulated sources,
 * round by round (readers_round). Readers are played by the test: each pass
 * queues events out of order, then vouches for a watermark below everything
 * it will queue later, as reader_main does. Expected, worked out from those
 * rules alone: every event exactly once, in time order, equal times of one
 * reader in queue order, nothing delivered before the watermark of its round
 * has passed it, and, once a bin's worth of time (2^20 ns) is past the
 * watermark, nothing held back. Idle gaps and jumps past the bins (far
 * events) included. */
#include <stdlib.h>

#include "harness.h"
#include "readers.h"

#define NPROD 3
#define PASSES 600
#define MAXEV (NPROD * PASSES * 60)

struct prod {
	uint64_t seed, t, sent;
};

struct seen {
	uint64_t wm;		/* the watermark of the current round */
	uint64_t n, last_time, bad_order, bad_tie, early;
	uint64_t last_seq[NPROD], last_t[NPROD];	/* per reader */
	uint8_t got[MAXEV];	/* per event id: delivered how often */
	uint64_t time[MAXEV];	/* per event id: its time, as queued */
};

static struct seen s;

static uint64_t rnd(uint64_t *s)
{
	*s = *s * 6364136223846793005ull + 1442695040888963407ull;
	return *s >> 33;
}

/* Event id: reader times PASSES * 60 plus its queue order. */
static uint64_t ev_id(unsigned k, uint64_t seq)
{
	return k * (uint64_t)PASSES * 60 + seq;
}

/* One pass of reader k: 1..60 events within 2 ms of its clock, on a 1 us
 * grid (equal times are common), then the clock moves on (mostly 1 ms; now
 * and then an idle 3 s, or 1.5 s, past the other readers' bins) and the
 * reader vouches for everything before it. */
static void pass(struct readers *rs, unsigned k, struct prod *p)
{
	unsigned n = 1 + (unsigned)(rnd(&p->seed) % 60);

	for (unsigned i = 0; i < n; i++) {
		struct event ev;

		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_LOST;	/* any kind: lost carries the id */
		ev.time = p->t + rnd(&p->seed) % 2000 * 1000;
		ev.cpu = k * 8 + (uint32_t)(rnd(&p->seed) % 8);
		ev.lost.lost = ev_id(k, p->sent++);
		s.time[ev.lost.lost] = ev.time;
		spsc_push(&rs->rd[k].q, &ev);
	}
	switch (rnd(&p->seed) % 50) {
	case 0:
		p->t += 3000000000ull;
		break;
	case 1:
		p->t += 1500000000ull;
		break;
	default:
		p->t += 1000000;
	}
	rs->rd[k].wm = p->t - 1;
}

static int on_event(const struct event *ev, void *arg)
{
	struct seen *s = arg;
	uint64_t id = ev->lost.lost, k = id / (PASSES * 60), seq = id % (PASSES * 60);

	s->early += ev->time > s->wm;
	s->bad_order += ev->time < s->last_time;
	s->last_time = ev->time;
	if (k >= NPROD)
		return 0;
	if (s->last_t[k] == ev->time && seq < s->last_seq[k])
		s->bad_tie++;
	s->last_seq[k] = seq;
	s->last_t[k] = ev->time;
	s->got[id]++;
	s->n++;
	return 0;
}

/* Events still held whose whole bin the watermark has passed. */
static uint64_t overdue(const struct prod *p, uint64_t wm)
{
	uint64_t n = 0;

	for (unsigned k = 0; k < NPROD; k++)
		for (uint64_t q = 0; q < p[k].sent; q++) {
			uint64_t id = ev_id(k, q);

			n += !s.got[id] && (s.time[id] >> 20) < (wm + 1) >> 20;
		}
	return n;
}

TEST(readers_merge_bins)
{
	static struct readers rs;
	static struct source src;
	struct prod p[NPROD];
	uint64_t once = 0, total = 0, late_rounds = 0;
	bool idle;

	memset(&src, 0, sizeof(src));
	memset(&s, 0, sizeof(s));
	CHECK(readers_init(&rs, &src, NPROD) == 0);
	for (unsigned k = 0; k < NPROD; k++)
		p[k] = (struct prod){ 11 + k, 5000000000ull + k * 1000, 0 };
	for (int i = 0; i < PASSES; i++) {
		/* the readers take turns in random order */
		unsigned k = (unsigned)(rnd(&p[0].seed) % NPROD);

		pass(&rs, k, &p[k]);
		s.wm = UINT64_MAX;
		for (unsigned j = 0; j < NPROD; j++)
			s.wm = rs.rd[j].wm < s.wm ? rs.rd[j].wm : s.wm;
		CHECK(readers_round(&rs, &(const struct consumer){ .event = on_event, .arg = &s }, &idle) == 0);
		late_rounds += overdue(p, s.wm) > 0;
	}
	for (unsigned k = 0; k < NPROD; k++) {	/* the end: all vouched for */
		rs.rd[k].wm = UINT64_MAX;
		total += p[k].sent;
	}
	s.wm = UINT64_MAX;
	CHECK(readers_round(&rs, &(const struct consumer){ .event = on_event, .arg = &s }, &idle) == 0);
	CHECK_U64(s.n, total);
	for (unsigned k = 0; k < NPROD; k++)
		for (uint64_t q = 0; q < p[k].sent; q++)
			once += s.got[ev_id(k, q)] == 1;
	CHECK_U64(once, total);
	CHECK_U64(s.bad_order, 0);
	CHECK_U64(s.bad_tie, 0);
	CHECK_U64(s.early, 0);
	CHECK_U64(late_rounds, 0);
	CHECK_U64(src.stats.out_of_order, 0);
	CHECK(total > 10000);
	readers_free(&rs);
}

/* ---- one reader far behind the other ----
 * Reader 0 runs ahead: it fills its queue whenever there is room, with
 * events every 1 us from T0, and vouches for them. Reader 1 vouches for T0
 * and queues nothing, then catches up with events every 5 us from T0 + 1,
 * interleaved in time with reader 0's. Expected from the back-pressure rule: once more
 * than READERS_HELD_MAX events are held, reader 0's queue is left full (its
 * producer would wait), nothing is delivered before reader 1 vouches for it,
 * and in the end every event comes once, in time order, none forced. Without
 * back pressure (live) the held events go out early instead, counted. */

#define T0 10000000000ull

struct order {
	uint64_t n[2], next_seq[2], last_time, bad;
};

static int on_ordered(const struct event *ev, void *arg)
{
	struct order *o = arg;
	unsigned k = (unsigned)(ev->lost.lost >> 32);
	uint64_t seq = ev->lost.lost & 0xffffffffu;

	o->bad += k > 1 || ev->time < o->last_time || seq != o->next_seq[k];
	o->last_time = ev->time;
	if (k <= 1) {
		o->next_seq[k] = seq + 1;
		o->n[k]++;
	}
	return 0;
}

/* Reader k queues events while its queue has room, up to want in all;
 * event seq of reader k is at base + seq * step. Returns events queued. */
static uint64_t fill(struct readers *rs, unsigned k, uint64_t *seq, uint64_t want,
		     uint64_t base, uint64_t step)
{
	struct spsc *q = &rs->rd[k].q;
	uint64_t n = 0;

	while (*seq < want && spsc_count(q) < spsc_capacity(q)) {
		struct event ev;

		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_LOST;
		ev.cpu = k;
		ev.time = base + *seq * step;
		ev.lost.lost = (uint64_t)k << 32 | *seq;
		if (!spsc_push(q, &ev))
			break;	/* cannot happen: there was room; counted (dropped) */
		++*seq;
		n++;
	}
	if (*seq)
		rs->rd[k].wm = base + (*seq - 1) * step;
	return n;
}

/* stuck: reader 0's clock stops with its last event (no shared clock goes
 * on), and the safety valve is set to give way at once. */
static void one_behind(bool backpressure, bool stuck, struct order *o, uint64_t *max_held,
		       uint64_t *full_rounds)
{
	static struct readers rs;
	static struct source src;
	const uint64_t want0 = 3 * READERS_HELD_MAX, want1 = 2 * READERS_HELD_MAX;
	uint64_t seq0 = 0, seq1 = 0;
	bool idle;

	memset(&src, 0, sizeof(src));
	memset(o, 0, sizeof(*o));
	*max_held = *full_rounds = 0;
	CHECK(readers_init(&rs, &src, 2) == 0);
	rs.backpressure = backpressure;
	/* the valve at once, or never: rounds here take no time, however
	 * busy the machine */
	rs.bp_patience_ns = stuck ? 0 : UINT64_MAX;
	rs.rd[1].wm = T0;
	for (int round = 0; round < 64; round++) {	/* reader 1 stalls */
		fill(&rs, 0, &seq0, want0, T0, 1000);
		CHECK(readers_round(&rs, &(const struct consumer){ .event = on_ordered, .arg = o }, &idle) == 0);
		*max_held = rs.nheld > *max_held ? rs.nheld : *max_held;
		*full_rounds += spsc_count(&rs.rd[0].q) == spsc_capacity(&rs.rd[0].q);
	}
	while (seq1 < want1 || seq0 < want0) {	/* reader 1 catches up */
		fill(&rs, 1, &seq1, want1, T0 + 1, 5000);
		fill(&rs, 0, &seq0, want0, T0, 1000);
		if (seq0 == want0 && !stuck)	/* nothing more: its clock goes on */
			rs.rd[0].wm = T0 + 10000000000ull;
		CHECK(readers_round(&rs, &(const struct consumer){ .event = on_ordered, .arg = o }, &idle) == 0);
		*max_held = rs.nheld > *max_held ? rs.nheld : *max_held;
	}
	rs.rd[0].wm = rs.rd[1].wm = UINT64_MAX;
	CHECK(readers_round(&rs, &(const struct consumer){ .event = on_ordered, .arg = o }, &idle) == 0);
	CHECK_U64(o->n[0], want0);
	CHECK_U64(o->n[1], want1);
	CHECK_U64(src.stats.dropped, 0);
	if (backpressure && !stuck) {
		CHECK_U64(o->bad, 0);
		CHECK_U64(src.stats.out_of_order, 0);
		CHECK_U64(src.stats.reorder_forced, 0);
	} else {
		CHECK(o->bad > 0);
		CHECK(src.stats.out_of_order > 0);
		CHECK(src.stats.reorder_forced > 0);
	}
	readers_free(&rs);
}

TEST(readers_backpressure_keeps_order)
{
	struct order o;
	uint64_t max_held, full_rounds;

	one_behind(true, false, &o, &max_held, &full_rounds);
	/* held: at most the limit and what one round took past it, a
	 * queue of each reader */
	CHECK(max_held <= READERS_HELD_MAX + 2 * READERS_QUEUE_CAP);
	CHECK(full_rounds > 32);	/* the ahead reader's queue was left full */
}

TEST(readers_live_releases_early_when_held_too_many)
{
	struct order o;
	uint64_t max_held, full_rounds;

	one_behind(false, false, &o, &max_held, &full_rounds);
	CHECK(max_held <= READERS_HELD_MAX + 2 * READERS_QUEUE_CAP);
	CHECK_U64(full_rounds, 0);	/* every round takes every queue */
}

/* A reader whose clock stops would hold back pressure for ever: the merge
 * gives way (bp_patience_ns) and releases early, counted, and the session
 * goes on to the end. Without the valve this loops for ever. */
TEST(readers_backpressure_gives_way_when_stuck)
{
	struct order o;
	uint64_t max_held, full_rounds;

	one_behind(true, true, &o, &max_held, &full_rounds);
	CHECK(max_held <= READERS_HELD_MAX + 2 * READERS_QUEUE_CAP);
}
