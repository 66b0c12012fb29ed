// SPDX-License-Identifier: GPL-2.0-only
/* test-dtl-queue.c: the per-CPU DTL queues' merge against a naive one. Random
 * buffers of random CPUs (added out of cpu order) are queued and drained
 * round by round; every delivered entry must be the one the naive merge
 * picks: the stream whose pending entry has the smallest (time, cpu). The
 * scenarios cover the narrow (folded key) mode, equal times on different
 * CPUs, the wide mode (times spread over more than the folded span), entered
 * from narrow mode and left again, and times saturated at 2^64 ns. Buffers
 * are laid out as the driver lays out its AUX area, in laps of a small AUX
 * size so that many of them span a lap's end (its padding). Then many CPUs:
 * the merge's work and the queues' memory per CPU stay small. */
#include <stdlib.h>
#include <unistd.h>

#include "bytes.h"
#include "dtl-queue.h"
#include "harness.h"
#include "source.h"

#define NCPU   40
#define MAXENT 4096
#define LAP    1024	/* 20 slots, then 64 bytes of padding */

struct ref_cpu {
	uint32_t cpu;
	struct dtl_boottb tb;
	bool started;		/* header sent */
	uint64_t pos;		/* stream offset of the next byte */
	uint64_t tick;		/* last timebase generated */
	uint64_t ns[MAXENT];	/* queued valid entries, in order */
	uint64_t tbv[MAXENT];
	int n, rd;
};

struct got {
	uint64_t ns[MAXENT * 4];
	uint32_t cpu[MAXENT * 4];
	uint64_t tbv[MAXENT * 4];
	int n;
};

static uint64_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static int collect(const struct event *ev, void *arg)
{
	struct got *g = arg;

	if (g->n < MAXENT * 4) {
		g->ns[g->n] = ev->time;
		g->cpu[g->n] = ev->cpu;
		g->tbv[g->n++] = ev->dtl.e.timebase;
	}
	return 0;
}

/* The batch form (source.h): runs of at most DQ_BATCH entries, each as
 * collect would see it; any other kind or size breaks the count. */
static unsigned long batch_calls, batch_bad;

static int collect_batch(const struct event *ev, size_t n, void *arg)
{
	batch_calls++;
	if (n == 0 || n > DQ_BATCH)
		batch_bad++;
	for (size_t i = 0; i < n; i++) {
		if (ev[i].kind != EV_DTL)
			batch_bad++;
		collect(&ev[i], arg);
	}
	return 0;
}

/* The naive merge: what must come out of a drain to bound, appended to g. */
static void ref_drain(struct ref_cpu *c, uint64_t bound, struct got *g)
{
	for (;;) {
		struct ref_cpu *best = NULL;

		for (int i = 0; i < NCPU; i++) {
			struct ref_cpu *x = &c[i];

			if (x->rd == x->n || x->ns[x->rd] > bound)
				continue;
			if (!best || x->ns[x->rd] < best->ns[best->rd] ||
			    (x->ns[x->rd] == best->ns[best->rd] && x->cpu < best->cpu))
				best = x;
		}
		if (!best)
			return;
		g->ns[g->n] = best->ns[best->rd];
		g->cpu[g->n] = best->cpu;
		g->tbv[g->n++] = best->tbv[best->rd++];
	}
}

/* The bytes from pos up to the slot of the unit after k units, padding
 * included. */
static size_t laid_out(const struct dtl_lap *l, uint64_t pos, int k)
{
	uint64_t p = pos;

	for (int i = 0; i < k; i++)
		p = dtl_lap_slot_at(l, p) + 48;
	return (size_t)(p - pos);
}

/* One buffer of 1..8 entries for c, now and then a zero-filled one (skipped)
 * and, with huge, a jump of the clock far ahead. */
static int queue_buffer(struct dtl_queues *dq, struct ref_cpu *c, uint64_t *seed,
			uint64_t step, bool huge)
{
	int n = 1 + (int)(rnd(seed) % 8), units = n + !c->started;
	uint64_t start = c->pos;
	size_t size = laid_out(&dq->lap, start, units);
	uint8_t *p = dq_reserve(dq, c->cpu, size), *e;

	if (!p)
		return -1;
	memset(p, 0, size);	/* the padding too */
	if (!c->started) {
		st64(p, c->tb.boot_tb, false);
		st64(p + 8, c->tb.tb_freq, false);
		c->pos += 48;
		c->started = true;
	}
	for (int i = 0; i < n; i++) {
		c->pos = dtl_lap_slot_at(&dq->lap, c->pos);
		e = p + (c->pos - start);
		c->pos += 48;
		if (rnd(seed) % 16 == 0)
			continue;	/* timebase 0: skipped */
		c->tick += rnd(seed) % step;
		if (huge && c->tick < (1ull << 62) && rnd(seed) % 64 == 0)
			c->tick += 1ull << 61;
		stbe64(e + 16, c->tick);
		stbe16(e + 2, (uint16_t)c->cpu);
		c->tbv[c->n] = c->tick;
		c->ns[c->n++] = dtl_tb_to_ns(&c->tb, c->tick);
	}
	return dq_commit(dq, c->cpu, size, start);
}

/* Seconds from boot to the last whole second before 2^64 ns: with a 1 Hz
 * timebase, times from here on reach 2^64 ns and saturate (dtl_ns_of). */
#define SAT_SECS 18446744073ull

/* freq: tb_freq of every CPU (0: a different one each); step: largest gap
 * between a CPU's entries in ticks; huge: some CPUs jump 2^61 ticks ahead;
 * sat: CPUs (1: all, 2: every other one) run a 1 Hz timebase from just
 * before 2^64 ns, so that most of their entries saturate to UINT64_MAX. */
static bool scenario_run(uint64_t seed, uint64_t freq, uint64_t step, bool huge,
			 int sat, bool batched, uint64_t *wide)
{
	static struct ref_cpu c[NCPU];
	static struct got want, got;
	struct dtl_queues dq;
	struct source src;
	struct consumer cons = { .event = collect, .arg = &got };
	bool ok = true;

	memset(&src, 0, sizeof(src));
	if (batched)
		cons.dtl_batch = collect_batch;
	batch_calls = batch_bad = 0;
	memset(c, 0, sizeof(c));
	want.n = got.n = 0;
	dq_init(&dq, -1, false);
	if (!dq_set_aux_size(&dq, LAP))
		return false;
	for (int i = 0; i < NCPU; i++) {
		/* cpu numbers in scrambled order: 0, 37, 74, ... mod 160 */
		c[i].cpu = (uint32_t)(i * 37 % 160);
		c[i].tb.boot_tb = freq ? 5000 : 5000 + rnd(&seed) % 1000;
		c[i].tb.tb_freq = freq ? freq : 400000000 + rnd(&seed) % 3000000000u;
		c[i].tick = c[i].tb.boot_tb + 1000000 + rnd(&seed) % 1000;
		if (sat == 1 || (sat == 2 && i % 2 == 0)) {
			c[i].tb.tb_freq = 1;
			c[i].tick = c[i].tb.boot_tb + SAT_SECS - 20 + rnd(&seed) % 20;
		}
	}
	for (int round = 0; round < 60 && ok; round++) {
		uint64_t bound = UINT64_MAX;

		for (int b = 0; b < 30; b++) {
			struct ref_cpu *x = &c[rnd(&seed) % NCPU];

			if (x->n + 8 <= MAXENT && queue_buffer(&dq, x, &seed, step, huge) < 0)
				ok = false;
		}
		if (round < 59) {	/* a bound somewhere among the pending times */
			struct ref_cpu *x = &c[rnd(&seed) % NCPU];

			bound = x->n ? x->ns[x->n - 1] - rnd(&seed) % (step * 4) : 0;
		}
		ref_drain(c, bound, &want);
		if (dq_drain(&dq, bound, &src, &cons) != 0)
			ok = false;
	}
	ok = ok && got.n == want.n && want.n > 1000;
	for (int i = 0; ok && i < got.n; i++)
		ok = got.ns[i] == want.ns[i] && got.cpu[i] == want.cpu[i] &&
		     got.tbv[i] == want.tbv[i];
	ok = ok && src.stats.dtl_entries == (uint64_t)got.n;
	/* batched: every entry came in a batch, and a batch is only cut
	 * short by the end of a drain (60 of them) or a rebuild */
	ok = ok && batch_bad == 0 &&
	     (batched ? batch_calls > 0 &&
			batch_calls <= (unsigned long)got.n / DQ_BATCH + 60 + dq.rebuilds
		      : batch_calls == 0);
	*wide = dq.wide_rebuilds;
	dq_free(&dq);
	return ok;
}

/* The same merge whether entries go out one by one or in batches. */
static bool scenario_sat(uint64_t seed, uint64_t freq, uint64_t step, bool huge,
			 int sat, uint64_t *wide)
{
	uint64_t wide_batched;

	return scenario_run(seed, freq, step, huge, sat, false, wide) &&
	       scenario_run(seed, freq, step, huge, sat, true, &wide_batched) &&
	       wide_batched == *wide;
}

static bool scenario(uint64_t seed, uint64_t freq, uint64_t step, bool huge,
		     uint64_t *wide)
{
	return scenario_sat(seed, freq, step, huge, 0, wide);
}

TEST(dq_merge_narrow_mode)
{
	uint64_t wide;

	/* 1 GHz: a tick per ns; small steps make equal times common */
	CHECK(scenario(1, 1000000000, 4, false, &wide));
	CHECK_U64(wide, 0);
	CHECK(scenario(2, 512000000, 50000, false, &wide));
	CHECK_U64(wide, 0);
}

TEST(dq_merge_equal_ns_from_distinct_ticks)
{
	uint64_t wide;

	/* 3 GHz: several ticks per ns, so different timebases share a time */
	CHECK(scenario(3, 3000000000u, 3, false, &wide));
	CHECK_U64(wide, 0);
	/* a different header per CPU */
	CHECK(scenario(4, 0, 100, false, &wide));
}

TEST(dq_merge_wide_mode)
{
	uint64_t wide;

	CHECK(scenario(5, 1000000000, 4, true, &wide));
	CHECK(wide > 0);
	CHECK(scenario(6, 0, 1000, true, &wide));
	CHECK(wide > 0);
}

/* Times at and near 2^64 ns: a saturated time (UINT64_MAX) is an entry like
 * any other, delivered in order and counted, whether every pending time is
 * saturated (narrow mode) or they spread over more than the folded span
 * (wide mode, the other CPUs' times being small). */
TEST(dq_merge_saturated_times)
{
	uint64_t wide;

	CHECK(scenario_sat(7, 0, 4, false, 1, &wide));
	CHECK_U64(wide, 0);
	CHECK(scenario_sat(8, 0, 4, false, 2, &wide));
	CHECK(wide > 0);
	CHECK(scenario_sat(9, 1000000000, 3, false, 2, &wide));
	CHECK(wide > 0);
}

/* A batch callback that asks to stop: dq_drain says so (1) and what was
 * handed on up to that batch is the merge's prefix. */
static int stop_second_batch(const struct event *ev, size_t n, void *arg)
{
	collect_batch(ev, n, arg);
	return batch_calls == 2;
}

TEST(dq_batch_stop)
{
	static struct ref_cpu c[NCPU];
	static struct got want, got;
	struct dtl_queues dq;
	struct source src;
	const struct consumer cons = { .event = collect, .dtl_batch = stop_second_batch,
				       .arg = &got };
	uint64_t seed = 9;

	memset(&src, 0, sizeof(src));
	memset(c, 0, sizeof(c));
	batch_calls = batch_bad = 0;
	want.n = got.n = 0;
	dq_init(&dq, -1, false);
	CHECK(dq_set_aux_size(&dq, LAP));
	for (int i = 0; i < NCPU; i++) {
		c[i].cpu = (uint32_t)i;
		c[i].tb.boot_tb = 5000;
		c[i].tb.tb_freq = 512000000;
		c[i].tick = 1000000 + (uint64_t)i;
		for (int b = 0; b < 4; b++)
			CHECK(queue_buffer(&dq, &c[i], &seed, 1000, false) == 0);
	}
	ref_drain(c, UINT64_MAX, &want);
	CHECK(want.n > 2 * DQ_BATCH);
	CHECK(dq_drain(&dq, UINT64_MAX, &src, &cons) == 1);
	CHECK_U64(batch_calls, 2);
	CHECK_U64(batch_bad, 0);
	CHECK(got.n >= 2 && got.n <= 2 * DQ_BATCH);
	for (int i = 0; i < got.n; i++)
		CHECK(got.ns[i] == want.ns[i] && got.cpu[i] == want.cpu[i]);
	dq_free(&dq);
}

/* Stream offsets count bytes from the session's start, so a buffer whose
 * offset plus size passes 2^64 is corrupt: both ways of queueing refuse it
 * and say why (a fuzzed pipe once had its slots, framed by offsets wrapped
 * to 0, read past the bytes it held). One ending just below 2^64 decodes. */
TEST(dq_buffer_past_2_64)
{
	struct dtl_queues dq;
	struct source src;
	static struct got got;
	const struct consumer cons = { .event = collect, .arg = &got };
	uint64_t lap0 = 0 - (uint64_t)LAP;	/* the last lap before 2^64 */
	uint8_t *p;

	memset(&src, 0, sizeof(src));
	got.n = 0;
	dq_init(&dq, -1, false);
	CHECK(dq_set_aux_size(&dq, LAP));
	/* the stream's start: header and two entries */
	CHECK((p = dq_reserve(&dq, 1, 144)) != NULL);
	memset(p, 0, 144);
	st64(p, 5000, false);
	st64(p + 8, 512000000, false);
	stbe64(p + 48 + 16, 6000);
	stbe64(p + 96 + 16, 7000);
	CHECK(dq_commit(&dq, 1, 144, 0) == 0);
	/* two entries in the last lap, ending 928 bytes before 2^64 */
	CHECK((p = dq_reserve(&dq, 1, 96)) != NULL);
	memset(p, 0, 96);
	stbe64(p + 16, 8000);
	stbe64(p + 48 + 16, 9000);
	CHECK(dq_commit(&dq, 1, 96, lap0) == 0);
	/* 432 bytes at 2^64 - 192: the fuzzed case */
	CHECK((p = dq_reserve(&dq, 1, 432)) != NULL);
	memset(p, 0, 432);
	CHECK(dq_commit(&dq, 1, 432, 0 - 192ull) == -1);
	CHECK(strstr(dq.err, "cpu 1: AUX buffer of 432 bytes at stream offset "
		     "18446744073709551424 ends past 2^64") != NULL);
	/* the rest of the last lap: it would end at 2^64 itself */
	dq.err[0] = 0;
	CHECK(dq_add_file(&dq, 1, 4096, 928, lap0 + 96) == -1);
	CHECK(strstr(dq.err, "ends past 2^64") != NULL);
	/* what was queued before is intact */
	CHECK(dq_drain(&dq, UINT64_MAX, &src, &cons) == 0);
	CHECK(got.n == 4);
	for (int i = 0; i < got.n && i < 4; i++) {
		CHECK_U64(got.tbv[i], 6000 + 1000 * (uint64_t)i);
		CHECK(got.cpu[i] == 1);
	}
	dq_free(&dq);
}

/* ---- many CPUs ---- */

#define FAN 40000

struct fan {
	uint64_t n, bad, last_ns;
	uint32_t last_cpu;
	uint8_t seen[FAN];
};

/* Entries must come out by (time, cpu), each CPU's once. */
static int fan_collect(const struct event *ev, void *arg)
{
	struct fan *f = arg;

	if (ev->cpu >= FAN || f->seen[ev->cpu]++ ||
	    (f->n && (ev->time < f->last_ns ||
		      (ev->time == f->last_ns && ev->cpu <= f->last_cpu))))
		f->bad++;
	f->n++;
	f->last_ns = ev->time;
	f->last_cpu = ev->cpu;
	return 0;
}

/* One AUX buffer (header and one entry) for each of FAN CPUs in descending
 * cpu order, the entries' times rising with the buffers, seven CPUs to a
 * time (equal times: lower cpu first, though it came later); with rounds,
 * a drain after every buffer up to a bound behind it, as FINISHED_ROUND
 * releases. The merge's work outside the winners' own replays must stay
 * O(1) per buffer amortized: no re-ranking of leaves as CPUs arrive, no
 * full rebuild when a stream gets an entry. */
static bool fan_out(bool rounds, uint64_t *work, uint64_t *rebuilds)
{
	static struct fan f;
	struct dtl_queues dq;
	struct source src;
	const struct consumer cons = { .event = fan_collect, .arg = &f };
	bool ok = true;

	memset(&f, 0, sizeof(f));
	memset(&src, 0, sizeof(src));
	dq_init(&dq, -1, false);
	for (uint32_t i = 0; i < FAN && ok; i++) {
		uint32_t cpu = FAN - 1 - i;
		uint64_t ns = 1000000 + (uint64_t)(i / 7) * 100;
		uint8_t *p = dq_reserve(&dq, cpu, 96);

		if (!p)
			break;
		memset(p, 0, 96);
		st64(p, 5000, false);
		st64(p + 8, 1000000000, false);
		p[48] = 3;
		stbe64(p + 48 + 16, 5000 + ns);
		ok = dq_commit(&dq, cpu, 96, 0) == 0 &&
		     (!rounds || dq_drain(&dq, ns - 1000, &src, &cons) == 0);
	}
	ok = ok && dq_drain(&dq, UINT64_MAX, &src, &cons) == 0;
	ok = ok && f.n == FAN && f.bad == 0 && src.stats.dtl_entries == FAN;
	*work = dq.tree_work;
	*rebuilds = dq.rebuilds;
	dq_free(&dq);
	return ok;
}

TEST(dq_fan_out_descending_cpus)
{
	uint64_t work, rebuilds;

	for (int rounds = 0; rounds < 2; rounds++) {
		CHECK(fan_out(rounds, &work, &rebuilds));
		if (work > 32ull * FAN || rebuilds > 64)
			fprintf(stderr, "    rounds %d: tree work %llu, %llu rebuilds\n", rounds,
				(unsigned long long)work, (unsigned long long)rebuilds);
		CHECK(work <= 32ull * FAN);
		CHECK(rebuilds <= 64);
	}
}

/* ---- memory per stream ---- */

#define MANY 100000

/* MANY CPUs, one buffer each (the header and one entry, 96 bytes), held in
 * memory as pipe mode and small file buffers are, or read from a file. A
 * stream must cost little beyond its data: no read buffer, byte FIFO or
 * buffer list sized for a busy CPU before it has the data to fill it. */
static bool many_streams(bool file, uint64_t *queued, uint64_t *drained)
{
	static uint8_t buf[96];
	char path[] = "/tmp/dtltop-unit-XXXXXX";
	struct dtl_queues dq;
	struct source src;
	struct got *g = calloc(1, sizeof(*g));
	int fd = file ? mkstemp(path) : -1;
	bool ok = g && (!file || fd >= 0);

	if (fd >= 0)
		unlink(path);
	memset(&src, 0, sizeof(src));
	memset(buf, 0, sizeof(buf));
	st64(buf, 5000, false);
	st64(buf + 8, 1000000000, false);
	buf[48] = 3;
	dq_init(&dq, fd, false);
	for (uint32_t i = 0; i < MANY && ok; i++) {
		uint32_t cpu = MANY - 1 - i;
		uint8_t *p;

		stbe64(buf + 48 + 16, 1005000 + i);
		if (file) {
			ok = pwrite(fd, buf, 96, (off_t)i * 96) == 96 &&
			     dq_add_file(&dq, cpu, (uint64_t)i * 96, 96, 0) == 0;
		} else if ((p = dq_reserve(&dq, cpu, 96))) {
			memcpy(p, buf, 96);
			ok = dq_commit(&dq, cpu, 96, 0) == 0;
		} else {
			ok = false;
		}
	}
	*queued = dq.heap_bytes;
	ok = ok && dq_drain(&dq, UINT64_MAX, &src, &(const struct consumer){ .event = collect, .arg = g }) == 0 &&
	     src.stats.dtl_entries == MANY;
	*drained = dq.heap_bytes;
	dq_free(&dq);
	if (fd >= 0)
		close(fd);
	free(g);
	return ok;
}

TEST(dq_memory_per_stream)
{
	for (int file = 0; file < 2; file++) {
		uint64_t queued, drained;

		CHECK(many_streams(file, &queued, &drained));
		if (queued > 512ull * MANY || drained > 512ull * MANY)
			fprintf(stderr, "    %s: %llu bytes a stream queued, %llu drained\n",
				file ? "file" : "memory", (unsigned long long)queued / MANY,
				(unsigned long long)drained / MANY);
		/* the stream itself, its buffer list and its data, 96 bytes */
		CHECK(queued <= 512ull * MANY);
		CHECK(drained <= 512ull * MANY);
	}
}

/* The look-ahead (refill) queues a buffer for the very stream whose queue
 * ran dry while a buffer was being queued for it: that advance takes the
 * new buffer; the queueing inside the look-ahead must not advance the
 * stream a second time. A fuzzed file did that: the inner advance left an
 * entry in a read buffer the outer one then freed, and the merge read it
 * (heap use after free). Here buffer A, its first, holds the header and
 * two empty slots; the look-ahead finds B, two entries, which must come
 * out once each. */
struct refill_b {
	struct dtl_queues *dq;
	int calls;
};

static int refill_b(void *arg, uint32_t cpu)
{
	struct refill_b *rb = arg;

	if (rb->calls++ || cpu != 1)
		return 0;
	return dq_add_file(rb->dq, 1, 144, 96, 144) < 0 ? -1 : 1;
}

TEST(dq_refill_of_the_stream_being_advanced)
{
	char path[] = "/tmp/dtltop-dq-XXXXXX";
	int fd = mkstemp(path);
	uint8_t f[240] = { 0 };
	struct dtl_queues dq;
	struct source src;
	static struct got got;
	const struct consumer cons = { .event = collect, .arg = &got };
	struct refill_b rb = { &dq, 0 };

	CHECK(fd >= 0);
	unlink(path);
	st64(f, 5000, false);		/* A: the header, two empty slots */
	st64(f + 8, 512000000, false);
	stbe64(f + 144 + 16, 6000);	/* B: two entries */
	stbe64(f + 192 + 16, 7000);
	CHECK(write(fd, f, sizeof(f)) == (ssize_t)sizeof(f));
	memset(&src, 0, sizeof(src));
	got.n = 0;
	dq_init(&dq, fd, false);
	CHECK(dq_set_aux_size(&dq, LAP));
	dq.refill = refill_b;
	dq.refill_arg = &rb;
	CHECK(dq_add_file(&dq, 1, 0, 144, 0) == 0);
	CHECK(rb.calls == 1);
	CHECK(dq_drain(&dq, UINT64_MAX, &src, &cons) == 0);
	CHECK(got.n == 2);
	for (int i = 0; i < got.n && i < 2; i++) {
		CHECK_U64(got.tbv[i], 6000 + 1000 * (uint64_t)i);
		CHECK(got.cpu[i] == 1);
	}
	CHECK_U64(dq.skipped, 2);
	dq_free(&dq);
	close(fd);
}
