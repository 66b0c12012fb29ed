// SPDX-License-Identifier: GPL-2.0-only
/* test-session.c: the interactive view's session driver with a synthetic
 * source: everything is fed while another thread reads under the lock, the
 * model's running LPAR sums equal a walk over its vCPUs, --paused/step/seek deliver exactly
 * the events before their limits, a quiet live-like source stops, and a
 * brushed span's model holds exactly the events in its span. Also
 * run under ThreadSanitizer (tests/tsan.sh). */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"
#include "session.h"

#define T0   1000000000000ull	/* first event, ns */
#define STEP 1000ull		/* one event every microsecond */

struct fake {
	struct source src;
	uint64_t n;		/* events to deliver */
	bool quiet;		/* live-like: no events, runs until stopped */
	bool halt;		/* __atomic: ops->stop */
	bool heap;		/* a reopened copy: close frees it */
};

static void fake_event(struct event *ev, uint64_t i)
{
	memset(ev, 0, sizeof(*ev));
	ev->time = T0 + i * STEP;
	ev->cpu = (uint32_t)(i % 4);
	ev->kind = EV_DTL;
	ev->dtl.tb_freq = 512000000;
	ev->dtl.e.dispatch_reason = (uint8_t)(i % 11);
	ev->dtl.e.preempt_reason = (uint8_t)(i % 10);
	ev->dtl.e.processor_id = (uint16_t)(i % 7);
	ev->dtl.e.enqueue_to_dispatch = (uint32_t)(i * 2654435761u % 100000);
	ev->dtl.e.ready_to_enqueue = (uint32_t)(i % 300);
	ev->dtl.e.waiting_to_ready = (uint32_t)(i % 5000);
}

static int fake_run(struct source *s, const struct consumer *c)
{
	struct fake *f = (struct fake *)s;
	struct event ev;

	if (f->quiet) {
		while (!__atomic_load_n(&f->halt, __ATOMIC_ACQUIRE))
			usleep(1000);
		return 0;
	}
	for (uint64_t i = 0; i < f->n; i++) {
		fake_event(&ev, i);
		if (source_emit(s, &ev, c))
			return 0;
	}
	return 0;
}

static void fake_close(struct source *s)
{
	if (((struct fake *)s)->heap)
		free(s);
}

/* A recording read again: the same events from the start (t0 is only a
 * hint: a real source may start at any checkpoint before it). */
static struct source *fake_reopen(const struct source *s, uint64_t t0, char *err, size_t errlen)
{
	struct fake *f = malloc(sizeof(*f));

	(void)t0;
	if (!f) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	*f = *(const struct fake *)s;
	f->heap = true;
	f->halt = false;
	return &f->src;
}

static const struct source_ops fake_reopen_ops = {
	.name = "fake", .run = fake_run, .close = fake_close, .reopen = fake_reopen,
};

static void fake_stop(struct source *s)
{
	__atomic_store_n(&((struct fake *)s)->halt, true, __ATOMIC_RELEASE);
}

static const struct source_ops fake_ops = {
	.name = "fake", .run = fake_run, .close = fake_close, .stop = fake_stop,
};

static void fake_init(struct fake *f, const char *kind, uint64_t n)
{
	memset(f, 0, sizeof(*f));
	f->src.ops = &fake_ops;
	f->src.info.kind = kind;
	f->src.info.paced = strcmp(kind, "replay") == 0;	/* as the sources say */
	f->src.info.live = strncmp(kind, "live", 4) == 0;
	f->n = n;
}

static struct session_state state(struct session *s)
{
	struct session_state st;

	session_state(s, &st);
	return st;
}

/* Until fed reaches want (and the feeder is parked), at most ~10 s. */
static bool wait_fed(struct session *s, uint64_t want, bool ended)
{
	for (int i = 0; i < 10000; i++) {
		struct session_state st = state(s);

		if (st.fed == want && (!ended || st.ended))
			return true;
		usleep(1000);
	}
	return false;
}

/* Every matrix cell of the LPAR: as many as the DTL entries. */
static uint64_t matrix_sum(const struct model_reason_sums *rs)
{
	uint64_t n = 0;

	for (size_t k = 0; k < MODEL_MX * MODEL_MX; k++)
		n += (&rs->mx[0][0])[k];
	return n;
}

TEST(session_feeds_everything_while_read)
{
	static struct model_reason_sums rs, walked;
	static uint64_t every[MODEL_MAX_CPU / 64];
	struct fake f;
	struct session *s;
	struct model *m;
	struct model_stats tot;
	struct hist lat = { 0 };
	uint64_t reads = 0;

	fake_init(&f, "replay", 200000);
	s = session_new(&f.src, NULL, NULL);
	CHECK(s);
	CHECK(session_start(s) == 0);
	/* the UI thread's side: a snapshot under the lock while the feeder feeds */
	while (!state(s).ended) {
		session_lock(s);
		m = session_model(s);
		model_settle(m);
		model_reason_sums(m, NULL, &rs);
		CHECK(matrix_sum(&rs) == model_lpar(m)->dispatches);
		session_unlock(s);
		reads++;
	}
	session_lock(s);
	m = session_model(s);
	model_settle(m);
	tot = *model_lpar(m);
	CHECK_U64(tot.dispatches, 200000);
	/* the model's running LPAR sums equal a walk over every vCPU */
	memset(every, 0xff, sizeof(every));
	model_reason_sums(m, NULL, &rs);
	model_reason_sums(m, every, &walked);
	CHECK(memcmp(&rs, &walked, sizeof(rs)) == 0);
	CHECK_U64(matrix_sum(&rs), 200000);
	for (size_t i = 0; i < model_ncpus(m); i++)
		hist_merge(&lat, &model_cpu_stats(m, model_cpu_id(m, i))->lat);
	CHECK(memcmp(&lat, &tot.lat, sizeof(lat)) == 0);
	CHECK(memcmp(rs.preempt_reasons, tot.preempt_reasons, sizeof(tot.preempt_reasons)) == 0);
	CHECK(memcmp(rs.dispatch_reasons, tot.dispatch_reasons, sizeof(tot.dispatch_reasons)) == 0);
	session_unlock(s);
	CHECK(reads > 0);
	session_free(s);
}

TEST(session_paused_step_seek)
{
	struct fake f;
	struct session *s;

	fake_init(&f, "replay", 5000);
	s = session_new(&f.src, NULL, NULL);
	CHECK(s);
	session_set_paused(s, true);		/* --paused */
	CHECK(session_start(s) == 0);
	usleep(20000);
	CHECK_U64(state(s).fed, 0);
	session_step(s, 100 * STEP);		/* events before T0 + 100 us */
	CHECK(wait_fed(s, 100, false));
	session_step(s, 100 * STEP);		/* steps tile: up to T0 + 200 us */
	CHECK(wait_fed(s, 200, false));
	usleep(20000);
	CHECK_U64(state(s).fed, 200);
	CHECK(state(s).paused);
	session_seek(s, T0 + 1500 * STEP);	/* fast-forward, then pause */
	CHECK(wait_fed(s, 1500, false));
	usleep(20000);
	CHECK_U64(state(s).fed, 1500);
	CHECK(state(s).paused && !state(s).seeking);
	session_set_paused(s, false);
	CHECK(wait_fed(s, 5000, true));
	session_free(s);
}

/* --paused then 'g +S': the first event, not yet taken, is the origin;
 * then again from the same origin once events were fed. */
TEST(session_seek_from_first_paused)
{
	struct fake f;
	struct session *s;

	fake_init(&f, "replay", 5000);
	s = session_new(&f.src, NULL, NULL);
	CHECK(s);
	session_set_paused(s, true);
	CHECK(session_start(s) == 0);
	usleep(20000);
	CHECK_U64(state(s).fed, 0);
	session_seek_from_first(s, 300 * STEP);	/* events before T0 + 300 us */
	CHECK(wait_fed(s, 300, false));
	usleep(20000);
	CHECK_U64(state(s).fed, 300);
	CHECK(state(s).paused && !state(s).seeking);
	session_seek_from_first(s, 1200 * STEP);
	CHECK(wait_fed(s, 1200, false));
	usleep(20000);
	CHECK_U64(state(s).fed, 1200);
	CHECK(state(s).paused);
	session_free(s);
}

TEST(session_paced_real_time)
{
	struct fake f;
	struct session *s;
	struct timespec a, b;
	double secs;

	/* 50 ms of recorded time at x1 takes about 50 ms, not ~0 */
	fake_init(&f, "replay", 50000);
	s = session_new(&f.src, NULL, NULL);
	CHECK(s);
	while (session_speeds[state(s).speed] != 1.0)
		session_speed_step(s, -1);
	clock_gettime(CLOCK_MONOTONIC, &a);
	CHECK(session_start(s) == 0);
	CHECK(wait_fed(s, 50000, true));
	clock_gettime(CLOCK_MONOTONIC, &b);
	secs = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
	CHECK(secs >= 0.045);
	session_free(s);
}

TEST(session_stops_a_quiet_source)
{
	struct fake f;
	struct session *s;

	fake_init(&f, "live", 0);
	f.quiet = true;
	s = session_new(&f.src, NULL, NULL);
	CHECK(s);
	CHECK(session_start(s) == 0);
	usleep(10000);
	CHECK(!state(s).ended);
	session_stop(s);	/* returns only if ops->stop reached run() */
	CHECK(state(s).ended && !state(s).failed);
	session_free(s);
}

/* session_span_model: [t0, t1) of a recording read again, in a new model,
 * the session's untouched; expectations from fake_event's formulas. */
TEST(session_span_model_counts_its_span)
{
	const uint64_t n = 10000, lo = 2500, hi = 7321;	/* event indices */
	uint64_t disp[4] = { 0 }, steal = 0;
	char err[256];
	struct fake f;
	struct session *s;
	struct model *m;
	struct event ev;
	bool cancel = true;

	fake_init(&f, "replay", n);
	f.src.ops = &fake_reopen_ops;
	s = session_new(&f.src, NULL, NULL);
	CHECK(s);
	CHECK(session_start(s) == 0);
	CHECK(wait_fed(s, n, true));
	m = session_span_model(s, T0 + lo * STEP, T0 + hi * STEP, NULL, err, sizeof(err));
	CHECK(m);
	for (uint64_t i = lo; i < hi; i++) {
		fake_event(&ev, i);
		disp[ev.cpu]++;
		steal += ev.dtl.e.enqueue_to_dispatch + ev.dtl.e.ready_to_enqueue;
	}
	CHECK_U64(model_lpar(m)->dispatches, hi - lo);
	CHECK_U64(model_lpar(m)->steal_ticks, steal);
	for (uint32_t c = 0; c < 4; c++)
		CHECK_U64(model_cpu_stats(m, c)->dispatches, disp[c]);
	CHECK_U64(model_global(m)->first_ns, T0 + lo * STEP);
	CHECK_U64(model_global(m)->last_ns, T0 + (hi - 1) * STEP);
	model_free(m);
	/* the session's own model still holds everything */
	session_lock(s);
	model_settle(session_model(s));
	CHECK_U64(model_lpar(session_model(s))->dispatches, n);
	session_unlock(s);
	/* a span past the end is empty, not an error */
	m = session_span_model(s, T0 + 2 * n * STEP, T0 + 3 * n * STEP, NULL, err, sizeof(err));
	CHECK(m);
	CHECK_U64(model_lpar(m)->dispatches, 0);
	model_free(m);
	/* cancelled, and empty: NULL with a reason */
	CHECK(!session_span_model(s, T0, T0 + n * STEP, &cancel, err, sizeof(err)));
	CHECK_STR(err, "cancelled");
	CHECK(!session_span_model(s, T0 + 5, T0 + 5, NULL, err, sizeof(err)));
	session_free(s);
}

TEST(session_span_model_needs_a_recording)
{
	char err[256] = "";
	struct fake f;
	struct session *s;

	fake_init(&f, "live", 10);	/* no reopen op */
	s = session_new(&f.src, NULL, NULL);
	CHECK(s);
	CHECK(!session_span_model(s, T0, T0 + 5 * STEP, NULL, err, sizeof(err)));
	CHECK(err[0] != '\0');
	session_free(s);
}
