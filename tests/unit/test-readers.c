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
		CHECK(readers_round(&rs, on_event, &s, &idle) == 0);
		late_rounds += overdue(p, s.wm) > 0;
	}
	for (unsigned k = 0; k < NPROD; k++) {	/* the end: all vouched for */
		rs.rd[k].wm = UINT64_MAX;
		total += p[k].sent;
	}
	s.wm = UINT64_MAX;
	CHECK(readers_round(&rs, on_event, &s, &idle) == 0);
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
