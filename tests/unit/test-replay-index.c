// SPDX-License-Identifier: GPL-2.0-only
/* test-replay-index.c: a replay read again from a checkpoint (source_ops.
 * reopen with a start time) delivers, for any window [t0, t1), exactly the
 * events a read from the file's start delivers there, one for one and in
 * the same order, while reading only a part of the file. Recordings come
 * from dtlgen ($DTLGEN), in sizes no fixture reaches. */
#include <stdlib.h>
#include <unistd.h>

#include "bytes.h"
#include "fixtures.h"
#include "harness.h"
#include "replay.h"

/* What identifies an event for the comparison. */
struct key {
	uint64_t time, tb;
	uint32_t cpu, kind, a, b;
};

struct got {
	struct key *k;
	size_t n, cap;
	uint64_t t0, t1;	/* keep [t0, t1); stop at the first >= t1 */
	bool nostop;		/* ... or read on to the end */
	bool oom;
};

static int keep(const struct event *ev, void *arg)
{
	struct got *g = arg;
	struct key *k;

	if (ev->time >= g->t1)
		return g->nostop ? 0 : 1;	/* as session_entries_at: events come in time order */
	if (ev->time < g->t0 || (ev->kind != EV_DTL && ev->kind != EV_SCHED_SWITCH))
		return 0;
	if (g->n == g->cap) {
		size_t cap = g->cap ? 2 * g->cap : 4096;
		void *p = realloc(g->k, cap * sizeof(*g->k));

		if (!p) {
			g->oom = true;
			return CONSUMER_FAILED;
		}
		g->k = p;
		g->cap = cap;
	}
	k = &g->k[g->n++];
	memset(k, 0, sizeof(*k));
	k->time = ev->time;
	k->cpu = ev->cpu;
	k->kind = ev->kind;
	if (ev->kind == EV_DTL) {
		k->tb = ev->dtl.e.timebase;
		k->a = ev->dtl.e.dispatch_reason;
		k->b = ev->dtl.e.enqueue_to_dispatch;
	} else {
		k->a = ev->sw.prev_pid;
		k->b = ev->sw.next_pid;
	}
	return 0;
}

static int gen(const char *path, const char *args)
{
	const char *g = getenv("DTLGEN");
	char cmd[1024];

	snprintf(cmd, sizeof(cmd), "%s -o %s %s >/dev/null", g ? g : "build/asan/dtlgen", path, args);
	return system(cmd);
}

/* Read [t0, t1) through a reopen of src at t0: how many records it read in
 * *records. 0 or -1. */
static int reread(struct source *src, uint64_t t0, uint64_t t1, struct got *g,
		  uint64_t *records)
{
	struct consumer c = { .event = keep, .arg = g };
	char err[256];
	struct source *two = src->ops->reopen(src, t0, err, sizeof(err));
	int r;

	if (!two) {
		fprintf(stderr, "    reopen: %s\n", err);
		return -1;
	}
	g->t0 = t0;
	g->t1 = t1;
	r = source_run(two, &c);
	if (r < 0)
		fprintf(stderr, "    reread: %s\n", two->err);
	*records = two->stats.records;
	source_close(two);
	return r < 0 || g->oom ? -1 : 0;
}

/* The full read's events in [t0, t1), up to the first >= t1, as keep does. */
static size_t expect(const struct got *all, uint64_t t0, uint64_t t1, size_t *from)
{
	size_t i = 0, n = 0;

	while (i < all->n && all->k[i].time < t0)
		i++;
	*from = i;
	while (i + n < all->n && all->k[i + n].time < t1)
		n++;
	return n;
}

struct outcome {
	bool ok;		/* generated, read in full, no failure */
	size_t events;		/* of the full read */
	uint64_t out_of_order;	/* of the full read */
	unsigned windows, late;	/* windows that matched; read well under the file */
	unsigned y_before_x;	/* points whose start lies before their round */
	uint32_t points;
};

static int by_key(const void *a, const void *b)
{
	const struct key *x = a, *y = b;

	if (x->time != y->time)
		return x->time < y->time ? -1 : 1;
	return memcmp(x, y, sizeof(*x));
}

/* Does the second read g match the full one's [t0, t1)? In order, one for
 * one, where the full read came in time order (both stopped at the first
 * event >= t1); as sets where it did not (a recording whose AUX data comes
 * later than a round releases: neither read stops early then). */
static bool same(const struct got *all, struct got *g, uint64_t t0, uint64_t t1, bool ordered)
{
	size_t from, n = 0;
	struct key *e;
	bool ok;

	if (ordered) {
		n = expect(all, t0, t1, &from);
		return g->n == n && (!n || !memcmp(g->k, all->k + from, n * sizeof(*g->k)));
	}
	e = malloc((all->n ? all->n : 1) * sizeof(*e));
	if (!e)
		return false;
	for (size_t i = 0; i < all->n; i++)
		if (all->k[i].time >= t0 && all->k[i].time < t1)
			e[n++] = all->k[i];
	qsort(e, n, sizeof(*e), by_key);
	qsort(g->k, g->n, sizeof(*g->k), by_key);
	ok = g->n == n && (!n || !memcmp(g->k, e, n * sizeof(*e)));
	free(e);
	return ok;
}

/* One recording: the full read, then windows at the start, the end, and
 * around every fourth checkpoint, each compared with the full read. */
static void check_file(const char *args, struct outcome *o)
{
	char dir[] = "/tmp/dtltop-rx-XXXXXX", path[300];
	struct got all = { .t1 = UINT64_MAX };
	struct consumer c = { .event = keep, .arg = &all };
	struct replay *r;
	struct source *src;
	uint64_t total, first, last, win[64][2];
	unsigned nwin = 0;
	bool ordered;
	char err[256];

	memset(o, 0, sizeof(*o));
	if (!mkdtemp(dir))
		return;
	snprintf(path, sizeof(path), "%s/f.data", dir);
	src = gen(path, args) == 0 ? replay_open(path, err, sizeof(err)) : NULL;
	if (!src || source_run(src, &c) < 0 || all.oom || all.n < 2)
		goto out;
	o->ok = true;
	o->events = all.n;
	o->out_of_order = src->stats.out_of_order;
	ordered = !o->out_of_order;
	total = src->stats.records;
	r = (struct replay *)src;
	first = all.k[0].time;
	last = all.k[all.n - 1].time;
	for (size_t i = 0; i < all.n; i++) {
		first = all.k[i].time < first ? all.k[i].time : first;
		last = all.k[i].time > last ? all.k[i].time : last;
	}
	/* the first cell, the last second, the last cell */
	win[nwin][0] = first, win[nwin++][1] = first + 50000000;
	win[nwin][0] = last - 1000000000, win[nwin++][1] = last + 1;
	win[nwin][0] = last - 50000000, win[nwin++][1] = last + 1;
	o->points = r->ix.n;
	for (uint32_t i = 0; i < r->ix.n && nwin + 3 <= 64; i += 4) {
		const struct rx_point *p = &r->ix.pts[i];

		/* across the point's time, just after it, and one that needs
		 * the points before it (t0 = t: this one is not < t0) */
		win[nwin][0] = p->t - 10000000, win[nwin++][1] = p->t + 10000000;
		win[nwin][0] = p->t + 1, win[nwin++][1] = p->t + 300000000;
		win[nwin][0] = p->t, win[nwin++][1] = p->t + 20000000;
	}
	for (uint32_t i = 0; i < r->ix.n; i++)
		o->y_before_x += r->ix.pts[i].y < r->ix.pts[i].x;
	for (unsigned w = 0; w < nwin; w++) {
		struct got g = { .nostop = !ordered };
		uint64_t records = 0;
		bool ok = reread(src, win[w][0], win[w][1], &g, &records) == 0 &&
			  same(&all, &g, win[w][0], win[w][1], ordered);

		free(g.k);
		if (!ok) {
			fprintf(stderr, "    window [%llu, %llu) differs\n",
				(unsigned long long)win[w][0], (unsigned long long)win[w][1]);
			break;
		}
		o->windows++;
		/* a window in the last fifth of the recording reads little of it */
		if (win[w][0] > first + (last - first) / 5 * 4 && records * 5 < total)
			o->late++;
	}
out:
	free(all.k);
	source_close(src);
	unlink(path);
	rmdir(dir);
}

TEST(replay_reopen_at_a_checkpoint_reads_the_same_events)
{
	struct outcome o;

	check_file("--cpus 8 --seconds 20 --seed 3 --sched", &o);
	CHECK(o.ok && o.events > 100000);
	CHECK_U64(o.out_of_order, 0);		/* so compared one for one */
	CHECK(o.points > 16);			/* a 20 s file of ~30 MB has many */
	CHECK_U64(o.windows, 3 + 3 * ((o.points + 3) / 4));	/* every one matched */
	CHECK(o.late >= 2);			/* the last second and cell read little */
	/* the round's own AUX buffers are still pending at its end (their
	 * entries are newer than what it released): a start before it */
	CHECK(o.y_before_x > o.points / 2);
}

/* A big-endian host's recording with AUX buffers of a second each, across
 * laps of 64 KiB, whose entries come later than their round releases: a
 * reader must start far before the round, skip what each CPU's stream
 * took, and decode streams whose header it never reads. */
TEST(replay_reopen_with_buffers_across_rounds)
{
	struct outcome o;

	check_file("--cpus 6 --seconds 20 --seed 5 --sched --aux-size 65536 --pass-ms 1000 --poll-ms 20 --big-endian",
		   &o);
	CHECK(o.ok && o.events > 100000);
	CHECK(o.points > 4);
	CHECK_U64(o.windows, 3 + 3 * ((o.points + 3) / 4));
	CHECK(o.y_before_x > 0);
}

/* A compressed recording is one zstd stream: no checkpoints, the second
 * reader starts at the beginning and still gets the same events. */
TEST(replay_reopen_compressed_reads_from_the_start)
{
	struct outcome o;

	check_file("--cpus 4 --seconds 6 --seed 2 --sched --zstd", &o);
	CHECK(o.ok && o.events > 10000);
	CHECK_U64(o.points, 0);
	CHECK_U64(o.windows, 3);
	CHECK_U64(o.late, 0);
}

/* ---- DTL entries newer than every sample before them ---- */

/* Entries at ticks t[0..n) (1 GHz, boot_tb 1000: ns = ticks) in buf, after
 * the header when at stream offset 0. Returns the bytes used. */
static uint64_t entries(uint8_t *buf, bool header, const uint64_t *t, int n, uint32_t cpu,
			bool sw)
{
	uint64_t len = 0;

	memset(buf, 0, 48 * (size_t)(n + 1));
	if (header) {
		st64(buf, 1000, sw);
		st64(buf + 8, 1000000000, sw);
		len = 48;
	}
	for (int i = 0; i < n; i++, len += 48) {
		buf[len] = 3;
		buf[len + 1] = 2;
		stbe16(buf + len + 2, (uint16_t)cpu);
		stbe64(buf + len + 16, 1000 + t[i]);
	}
	return len;
}

/* Round 1: an AUX record at 100 ns, then cpu 1's first buffer (an entry at
 * 120) and cpu 0's (entries at 200, 250, 300): newer than anything the
 * round releases. Round 2: cpu 0 at 450, without a header (stream offset
 * 192). */
static int write_late_aux(const char *path)
{
	static const uint64_t c0[] = { 200, 250, 300 }, c1[] = { 120 }, c0b[] = { 450 };
	struct perf_writer *w = fixture_dtl_open(path);
	struct pw_sample s = { .pid = 1, .tid = 1, .id = FIXTURE_DTL_ID };
	struct pw_auxtrace at = { .tid = UINT32_MAX };
	uint8_t buf[48 * 4];
	bool sw;
	int r;

	if (!w)
		return -1;
	sw = pw_swapped(w);
	s.time = 100;
	at.cpu = 1;
	at.size = entries(buf, true, c1, 1, 1, sw);
	r = pw_aux(w, 0, 0, at.size, 0, &s) || pw_auxtrace(w, &at, buf);
	at.cpu = 0;
	at.size = entries(buf, true, c0, 3, 0, sw);
	r = r || pw_auxtrace(w, &at, buf) || pw_finished_round(w);
	s.time = 400;
	at.offset = at.size;
	at.size = entries(buf, false, c0b, 1, 0, sw);
	r = r || pw_aux(w, 0, 192, at.size, 0, &s) || pw_auxtrace(w, &at, buf) ||
	    pw_finished_round(w);
	return pw_close(w) || r ? -1 : 0;
}

/* The round's checkpoint has t = 100 (the newest sample), so a reader for
 * t0 = 150 starts there; it must start at cpu 1's buffer, before the round's
 * end (y < x), or lose the entries at 120..300 ns, and decode cpu 0's second
 * buffer with the header it never reads. */
TEST(replay_reopen_starts_at_pending_aux)
{
	char path[] = "/tmp/dtltop-unit-XXXXXX", err[300];
	struct got all = { .t1 = UINT64_MAX }, g = { 0 };
	struct source *src = NULL;
	struct replay *r;
	uint64_t records = 0;
	int fd = mkstemp(path), rr = -1;
	bool ok = false;

	CHECK(fd >= 0);
	close(fd);
	if (write_late_aux(path) == 0 && (src = replay_open(path, err, sizeof(err))))
		ok = source_run(src, &(const struct consumer){ .event = keep, .arg = &all }) == 0;
	if (ok)
		rr = reread(src, 150, UINT64_MAX, &g, &records);
	unlink(path);
	r = (struct replay *)src;
	if (ok && rr == 0) {
		/* the entries from 150 on, in time order, none lost */
		static const uint64_t want[] = { 200, 250, 300, 450 };
		bool same = g.n == 4;

		for (size_t i = 0; same && i < 4; i++)
			same = g.k[i].time == want[i] && g.k[i].cpu == 0;
		if (!same)
			fprintf(stderr, "    %zu entries from 150 ns on, 4 expected\n", g.n);
		ok = same && all.n == 5 && r->ix.n == 1 && r->ix.pts[0].t == 100 &&
		     r->ix.pts[0].y < r->ix.pts[0].x &&
		     /* it started after the first AUX record */
		     records < src->stats.records;
	}
	free(all.k);
	free(g.k);
	source_close(src);
	CHECK(ok && rr == 0);
}

/* ---- the index alone ---- */

/* A round every 256 KiB of file at time t; a point where one is due. */
static bool add_point(struct rx_index *ix, uint64_t t, uint32_t ncpu)
{
	struct rx_point p = { .y = t * 10, .x = t << 18, .t = t, .ncpu = ncpu };

	if (!rx_due(ix, p.x))
		return true;

	p.from = calloc(ncpu, sizeof(*p.from));
	p.have_tb = calloc(ncpu, sizeof(*p.have_tb));
	p.tb = calloc(ncpu, sizeof(*p.tb));
	if (!p.from || !p.have_tb || !p.tb) {
		rx_point_free(&p);
		return false;
	}
	p.from[ncpu - 1] = t;
	rx_add(ix, &p, p.x);
	return true;
}

/* 1000 rounds: at most RX_MAX points kept, spaced evenly (the gap doubles
 * as they are thinned) from near the start to near the end; a search finds
 * the latest kept before t0. */
TEST(replay_index_thins_and_finds)
{
	struct rx_index ix;
	struct rx_point p;
	bool ok = true, found, found0;
	uint32_t n;
	uint64_t newest, oldest, t999;

	rx_init(&ix, 0);
	for (uint64_t t = 1; t <= 1000 && ok; t++)
		ok = add_point(&ix, t, 3);
	n = ix.n;
	newest = ix.pts[n - 1].t;
	oldest = ix.pts[0].t;
	found = rx_find(&ix, 1001, &p);
	t999 = found ? p.t : 0;
	ok = ok && found && p.ncpu == 3 && p.from[2] == p.t && p.y == p.t * 10;
	rx_point_free(&p);
	found0 = rx_find(&ix, oldest, &p);	/* t < t0: not the oldest itself */
	rx_free(&ix);
	CHECK(ok);
	CHECK(n <= RX_MAX && n >= RX_MAX / 2);
	/* spaced by a power of two <= 1000 / (RX_MAX / 2) = 15, i.e. 8: the
	 * oldest and newest within two spacings of the ends */
	CHECK(newest > 1000 - 16);
	if (oldest > 16)
		fprintf(stderr, "    oldest %llu, %u kept\n", (unsigned long long)oldest, n);
	CHECK(oldest <= 16);
	CHECK_U64(t999, newest);
	CHECK(!found0);
}

/* Points of many CPUs stay within RX_BYTES_MAX, the newest kept. */
TEST(replay_index_bytes_bounded)
{
	struct rx_index ix;
	uint32_t ncpu = 400000;	/* 10 MB a point */
	uint64_t most = 0, newest;
	bool ok = true;

	rx_init(&ix, 0);
	for (uint64_t t = 1; t <= 200 && ok; t++) {
		ok = add_point(&ix, t, ncpu);
		most = ix.bytes > most ? ix.bytes : most;
	}
	newest = ix.pts[ix.n - 1].t;
	rx_free(&ix);
	CHECK(ok);
	CHECK(most <= RX_BYTES_MAX);
	CHECK(newest > 200 - 16);
}
