// SPDX-License-Identifier: GPL-2.0-only
/* test-reorder.c: the reorder heap against a naive ordered list, with pushes
 * and pops interleaved at random (slots are reused through the free list)
 * and payload copies that must follow their event. */
#include <stdlib.h>

#include "harness.h"
#include "reorder.h"

#define N 20000

static uint64_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

TEST(reorder_matches_naive_order)
{
	static uint64_t ref_t[N], ref_seq[N];
	static int ref_alive[N];
	struct reorder q;
	uint64_t seed = 42, seq = 0;
	int pushed = 0, popped = 0;

	reorder_init(&q);
	while (popped < N) {
		bool push = pushed < N && (q.n == 0 || rnd(&seed) % 3 != 0);

		if (push) {
			struct event ev;
			uint32_t payload;

			memset(&ev, 0, sizeof(ev));
			ev.time = rnd(&seed) % 500;	/* many equal times */
			ev.cpu = (uint32_t)pushed;
			payload = (uint32_t)pushed * 7;
			CHECK(reorder_push(&q, &ev, &payload, sizeof(payload), pushed % 2) == 0);
			ref_t[pushed] = ev.time;
			ref_seq[pushed] = seq++;
			ref_alive[pushed++] = 1;
		} else {
			const struct reorder_item *top = reorder_top(&q);
			int best = -1;

			for (int i = 0; i < pushed; i++)
				if (ref_alive[i] && (best < 0 || ref_t[i] < ref_t[best] ||
						     (ref_t[i] == ref_t[best] && ref_seq[i] < ref_seq[best])))
					best = i;
			CHECK(top && best >= 0);
			CHECK_U64(top->ev.cpu, (uint64_t)best);
			CHECK_U64(top->ev.time, ref_t[best]);
			if (best % 2) {
				uint32_t v;

				CHECK(top->ev.tp.raw);
				memcpy(&v, top->ev.tp.raw, sizeof(v));
				CHECK_U64(v, (uint64_t)best * 7);
			} else {
				CHECK(!top->ev.tp.raw);
			}
			ref_alive[best] = 0;
			reorder_pop(&q);
			popped++;
		}
	}
	CHECK_U64(q.n, 0);
	reorder_free(&q);
}

/* ---- per-CPU runs against a stable sort, released the way replay does ----
 *
 * Rounds as perf writes them: CPUs in a shuffled order, each CPU's records
 * in time order (a run), with some records older than their run's tail,
 * some with a CPU number no run covers, and times on a coarse grid so equal
 * times across CPUs and within a run are common. After each round the queue
 * is drained while top.time <= a watermark, as replay-stream.c's release()
 * does; sometimes only the top's time is released (its forced path). The
 * reference is the held records stable-sorted by time (arrival order is
 * seq, so that is (time, seq) order): the queue must hand out exactly its
 * prefix up to the watermark, with each payload copy intact. */

struct ref_rec {
	uint64_t time, seq;
	int32_t id;
	int copied;
};

static int ref_cmp(const void *a, const void *b)
{
	const struct ref_rec *x = a, *y = b;

	if (x->time != y->time)
		return x->time < y->time ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

struct sim {
	struct reorder q;
	struct ref_rec *held;
	size_t nheld, cap;
	uint64_t seq, seed;
	int32_t next_id;
	size_t released, to_heap_expected;
};

static int sim_push(struct sim *s, uint32_t cpu, uint64_t time)
{
	struct event ev;
	uint32_t payload[3];
	int copy = (int)(rnd(&s->seed) % 3 == 0);
	int32_t id = s->next_id++;

	memset(&ev, 0, sizeof(ev));
	ev.time = time;
	ev.cpu = cpu;
	ev.kind = EV_SCHED_SWITCH;
	ev.tp.pid = id;
	payload[0] = (uint32_t)id * 7;
	payload[1] = cpu;
	payload[2] = (uint32_t)time;
	if (reorder_push(&s->q, &ev, payload, sizeof(payload), copy) < 0)
		return -1;
	if (s->nheld == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 1024;
		s->held = realloc(s->held, s->cap * sizeof(*s->held));
		if (!s->held)
			return -1;
	}
	s->held[s->nheld++] = (struct ref_rec){ time, s->seq++, id, copy };
	return 0;
}

/* Release everything with time <= wm; 0 when the queue agreed. */
static int sim_release(struct sim *s, uint64_t wm)
{
	size_t k = 0;

	qsort(s->held, s->nheld, sizeof(*s->held), ref_cmp);
	for (; k < s->nheld && s->held[k].time <= wm; k++) {
		const struct reorder_item *top = reorder_top(&s->q);
		const struct ref_rec *want = &s->held[k];

		if (!top || top->ev.time != want->time || top->ev.tp.pid != want->id ||
		    top->seq != want->seq)
			return -1;
		if (want->copied) {
			uint32_t v[3];

			if (!top->ev.tp.raw)
				return -1;
			memcpy(v, top->ev.tp.raw, sizeof(v));
			if (v[0] != (uint32_t)want->id * 7 || v[2] != (uint32_t)want->time)
				return -1;
		} else if (top->ev.tp.raw) {
			return -1;
		}
		reorder_pop(&s->q);
	}
	memmove(s->held, s->held + k, (s->nheld - k) * sizeof(*s->held));
	s->nheld -= k;
	s->released += k;
	if (s->q.n != s->nheld)
		return -1;
	/* what stays is newer than the watermark */
	if (reorder_top(&s->q) && reorder_top(&s->q)->ev.time <= wm)
		return -1;
	if (!reorder_top(&s->q) != !s->nheld)
		return -1;
	return 0;
}

/* rounds of records from ncpu CPUs; break_pct of them break their run */
static int sim_run(uint32_t ncpu, int rounds, int per_cpu, int break_pct, uint64_t seed)
{
	struct sim s;
	uint32_t *order = malloc(ncpu * sizeof(*order));
	uint64_t base = 1000, round_max = 0;
	int ret = -1;

	memset(&s, 0, sizeof(s));
	s.seed = seed;
	reorder_init(&s.q);
	if (!order)
		goto out;
	for (int r = 0; r < rounds; r++) {
		uint64_t prev_max = round_max;

		for (uint32_t i = 0; i < ncpu; i++)
			order[i] = i;
		for (uint32_t i = ncpu; i > 1; i--) {
			uint32_t j = (uint32_t)(rnd(&s.seed) % i), t = order[i - 1];

			order[i - 1] = order[j];
			order[j] = t;
		}
		for (uint32_t i = 0; i < ncpu; i++) {
			/* a round's runs start a little before the last watermark */
			uint64_t t = base - 40 + rnd(&s.seed) % 60 * 10;
			int n = (int)(rnd(&s.seed) % (uint64_t)(2 * per_cpu + 1));

			for (int j = 0; j < n; j++) {
				uint64_t x = rnd(&s.seed) % 100;
				uint32_t cpu = order[i];
				uint64_t time;

				t += rnd(&s.seed) % 3 * 10;	/* equal times too */
				time = t;
				if ((int)x < break_pct)
					time = t > 500 ? t - 10 - rnd(&s.seed) % 500 : 0;
				else if (x == 99)
					cpu = rnd(&s.seed) % 2 ? UINT32_MAX : 100000u + order[i];
				if (sim_push(&s, cpu, time) < 0)
					goto out;
				if (time > round_max)
					round_max = time;
			}
		}
		base += 300;
		switch (rnd(&s.seed) % 8) {
		case 0:		/* forced: only the top's time */
			if (reorder_top(&s.q) && sim_release(&s, reorder_top(&s.q)->ev.time) < 0)
				goto out;
			break;
		case 1:		/* a watermark inside what is held */
			if (sim_release(&s, base - 150) < 0)
				goto out;
			break;
		default:	/* FINISHED_ROUND: up to the round before's newest */
			if (sim_release(&s, prev_max) < 0)
				goto out;
		}
	}
	/* half the time the end drains all, else reorder_free frees what is held */
	if (rnd(&s.seed) % 2 && sim_release(&s, UINT64_MAX) < 0)
		goto out;
	ret = 0;
out:
	if (ret == 0 && s.released == 0)
		ret = -1;	/* a run that released nothing tested nothing */
	reorder_free(&s.q);
	free(s.held);
	free(order);
	return ret;
}

TEST(reorder_runs_match_stable_sort)
{
	for (uint64_t seed = 1; seed <= 12; seed++)
		CHECK(sim_run(8, 60, 40, 5, seed) == 0);
}

TEST(reorder_runs_one_cpu)
{
	for (uint64_t seed = 1; seed <= 4; seed++)
		CHECK(sim_run(1, 200, 300, 3, seed) == 0);
}

TEST(reorder_runs_many_cpus)
{
	/* past the initial 64 runs, and past 1024 */
	CHECK(sim_run(1500, 6, 8, 4, 99) == 0);
	CHECK(sim_run(300, 20, 5, 0, 7) == 0);
}

TEST(reorder_runs_mostly_broken)
{
	/* most records break their run: the heap carries them */
	CHECK(sim_run(16, 40, 30, 60, 5) == 0);
}

/* A record of that CPU and time, no payload. */
static void push_at(struct reorder *q, uint32_t cpu, uint64_t time)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.cpu = cpu;
	ev.time = time;
	CHECK(reorder_push(q, &ev, NULL, 0, 0) == 0);
}

/* In-order runs never touch the heap, and their blocks are reused. */
TEST(reorder_in_order_runs_skip_heap)
{
	struct reorder q;

	reorder_init(&q);
	for (int round = 0; round < 50; round++) {
		for (uint32_t cpu = 0; cpu < 64; cpu++)
			for (int j = 0; j < 100; j++)
				push_at(&q, cpu, (uint64_t)round * 1000 + (uint64_t)j * 10 + cpu % 3);
		CHECK_U64(q.hn, 0);
		CHECK_U64(q.rn, 64);
		for (uint64_t last = 0; reorder_top(&q); reorder_pop(&q)) {
			CHECK(reorder_top(&q)->ev.time >= last);
			last = reorder_top(&q)->ev.time;
		}
		CHECK_U64(q.rn, 0);
	}
	/* 6400 held at most, in 64 runs of 100: 3 blocks each, reused
	 * round after round */
	CHECK_U64(q.peak, 6400);
	CHECK_U64(q.run_items, 64 * 3 * RUN_BLOCK_ITEMS);
	reorder_free(&q);
}

/* CPUs that come and go keep no more block memory than the most records
 * ever held, rounded up to a block, where blocks kept per CPU would hold
 * 2000 times that. */
TEST(reorder_blocks_bounded)
{
	struct reorder q;

	reorder_init(&q);
	for (uint32_t cpu = 0; cpu < 2000; cpu++) {
		for (int j = 0; j < 1000; j++)
			push_at(&q, cpu, (uint64_t)cpu * 10000 + (uint64_t)j);
		while (reorder_top(&q))
			reorder_pop(&q);
		CHECK_U64(q.run_items, (q.peak + RUN_BLOCK_ITEMS - 1) / RUN_BLOCK_ITEMS * RUN_BLOCK_ITEMS);
	}
	CHECK_U64(q.peak, 1000);
	reorder_free(&q);
}

/* The tree over the runs keys each head by (time, arrival, CPU) packed in
 * one integer: CPUs at both ends of the run range, on equal times, must
 * still come out in arrival order, and CPUs past the range in the heap
 * interleave with them by the same rule. */
TEST(reorder_runs_sparse_cpus_ties)
{
	static const uint32_t cpus[] = { 8191, 0, 4097, 63, 64, 8192, 1, 8190, UINT32_MAX };
	const size_t nc = sizeof(cpus) / sizeof(cpus[0]);
	struct reorder q;
	struct event ev;
	uint64_t want_seq = 0;

	memset(&ev, 0, sizeof(ev));
	reorder_init(&q);
	/* three times, each pushed from every CPU in turn: arrival order
	 * within a time is the order of cpus[] */
	for (uint64_t t = 0; t < 3; t++)
		for (size_t i = 0; i < nc; i++) {
			ev.cpu = cpus[i];
			ev.time = 100 + t * 10;
			ev.tp.pid = (int32_t)(t * nc + i);
			CHECK(reorder_push(&q, &ev, NULL, 0, 0) == 0);
		}
	CHECK_U64(q.nruns, 8192);
	for (; reorder_top(&q); reorder_pop(&q), want_seq++) {
		const struct reorder_item *top = reorder_top(&q);

		CHECK_U64(top->seq, want_seq);
		CHECK_U64((uint64_t)top->ev.tp.pid, want_seq);
		CHECK_U64(top->ev.cpu, cpus[want_seq % nc]);
	}
	CHECK_U64(want_seq, 3 * nc);
	reorder_free(&q);
}
