/* live.c: the live source. Opens the sched tracepoints on the chosen CPUs with
 * libperf, reads the per-CPU rings on reader threads, and merges what they
 * queue into one time-ordered stream on the thread that calls ops->run. */
#include <errno.h>
#include <linux/perf_event.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include <perf/core.h>
#include <perf/cpumap.h>
#include <perf/event.h>
#include <perf/evlist.h>
#include <perf/evsel.h>
#include <perf/mmap.h>
#include <perf/threadmap.h>

#include "live.h"
#include "perf-file.h"
#include "reorder.h"
#include "spsc.h"
#include "tracepoint.h"

#define LIVE_READERS_DEFAULT 8
#define LIVE_QUEUE_CAP   (1u << 15)	/* events per reader queue */
#define LIVE_RING_PAGES  256		/* data pages per CPU ring (1 MiB at 4 KiB) */
#define LIVE_POLL_MS     50		/* reader poll timeout: bounds watermark lag */
#define LIVE_IDLE_NS     2000000L	/* aggregator nap when nothing moved */
#define LIVE_HELD_MAX    (1u << 20)	/* events held for ordering, at most */
/* An event is stamped before it is committed to its ring; a reader that
 * drained its rings at time t vouches only for events older than t - slack.
 * On a shared-processor LPAR the writer's vCPU can be preempted in between,
 * so the slack is generous: it only delays delivery, never loses events. */
#define LIVE_SLACK_NS    20000000ull

#define SAMPLE_TYPE (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
		     PERF_SAMPLE_CPU | PERF_SAMPLE_RAW)

static const char *const live_events[] = {
	"sched_switch", "sched_wakeup", "sched_migrate_task",
};
#define NR_LIVE_EVENTS (sizeof(live_events) / sizeof(live_events[0]))

struct live;

/* A reader owns the rings of a subset of CPUs: its own evlist, so it can
 * poll just its fds with perf_evlist__poll, and its own decoder, because
 * tp_decode caches its last lookup in the decoder (not thread-safe). */
struct reader {
	struct live *lv;
	struct perf_evlist *evlist;
	struct perf_cpu_map *cpus;
	struct tp_decoder *tp;
	struct pf_attr attr;	/* sample layout, for pf_parse_sample */
	struct spsc q;
	pthread_t thread;
	bool started;
	/* Written by the reader, read by the aggregator (__atomic). wm: every
	 * event with time <= wm this reader will ever see is already queued. */
	uint64_t wm;
	uint64_t records, samples, unknown_records, unknown_samples;
};

struct live {
	struct source src;
	struct reader *rd;
	unsigned nrd;
	struct reorder rq;
	int tp_ids[NR_LIVE_EVENTS];
	bool stop;		/* __atomic: tells readers to finish */
	bool enabled;
	bool sigs_set;
	struct sigaction old_sig[3];
};

static const int stop_signals[3] = { SIGINT, SIGTERM, SIGHUP };
static volatile sig_atomic_t live_signalled;

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static int libperf_print(enum libperf_print_level level, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));

static int libperf_print(enum libperf_print_level level, const char *fmt, va_list ap)
{
	if (level > LIBPERF_ERR)
		return 0;
	fputs("dtltop: libperf: ", stderr);
	return vfprintf(stderr, fmt, ap);
}

/* ---- reader threads ---- */

static void reader_push(struct reader *r, const struct event *ev)
{
	/* A full queue drops the event and counts it (spsc_overflows): the
	 * reader must keep draining the kernel ring, or the kernel drops more. */
	spsc_push(&r->q, ev);
}

static void on_sample(struct reader *r, const void *body, size_t len)
{
	struct pf_sample s;
	struct event ev;
	uint16_t id;

	__atomic_fetch_add(&r->samples, 1, __ATOMIC_RELAXED);
	if (pf_parse_sample(body, len, &r->attr, false, &s) < 0 || !s.raw || s.raw_size < 2) {
		__atomic_fetch_add(&r->unknown_samples, 1, __ATOMIC_RELAXED);
		return;
	}
	/* All events share one ring per CPU; a payload's first field,
	 * common_type, is its tracepoint id (the attr's config). */
	memcpy(&id, s.raw, sizeof(id));
	memset(&ev, 0, sizeof(ev));
	ev.time = s.time;
	ev.cpu = s.cpu;
	/* The payload lives in the ring, consumed right after: not kept. */
	ev.tp = (struct ev_tp){ NULL, 0, id, (int32_t)s.pid, (int32_t)s.tid,
				tp_event_name(r->tp, id) };
	if (tp_decode(r->tp, id, s.raw, s.raw_size, &ev) < 0) {
		__atomic_fetch_add(&r->unknown_samples, 1, __ATOMIC_RELAXED);
		return;
	}
	reader_push(r, &ev);
}

static void on_lost(struct reader *r, const uint8_t *body, size_t len)
{
	size_t tlen = pf_id_trailer_size(SAMPLE_TYPE);
	struct pf_sample s;
	struct event ev;

	if (len < 16 + tlen || pf_parse_id_trailer(body, len, SAMPLE_TYPE, false, &s) < 0) {
		__atomic_fetch_add(&r->unknown_records, 1, __ATOMIC_RELAXED);
		return;
	}
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_LOST;
	ev.time = s.time;
	ev.cpu = s.cpu;
	memcpy(&ev.lost.lost, body + 8, sizeof(ev.lost.lost));
	reader_push(r, &ev);
}

static void on_record(struct reader *r, const union perf_event *e)
{
	const uint8_t *body = (const uint8_t *)e + sizeof(e->header);
	size_t len = e->header.size - sizeof(e->header);

	__atomic_fetch_add(&r->records, 1, __ATOMIC_RELAXED);
	if (e->header.type == PERF_RECORD_SAMPLE)
		on_sample(r, body, len);
	else if (e->header.type == PERF_RECORD_LOST)
		on_lost(r, body, len);
	else
		__atomic_fetch_add(&r->unknown_records, 1, __ATOMIC_RELAXED);
}

/* Everything the reader's rings hold now; returns how many records. */
static size_t reader_drain(struct reader *r)
{
	struct perf_mmap *map;
	union perf_event *e;
	size_t n = 0;

	perf_evlist__for_each_mmap(r->evlist, map, false) {
		if (perf_mmap__read_init(map) < 0)
			continue;	/* empty */
		while ((e = perf_mmap__read_event(map)) != NULL) {
			on_record(r, e);
			perf_mmap__consume(map);
			n++;
		}
		perf_mmap__read_done(map);
	}
	return n;
}

static void *reader_main(void *arg)
{
	struct reader *r = arg;

	while (!__atomic_load_n(&r->lv->stop, __ATOMIC_ACQUIRE)) {
		/* Events are stamped with CLOCK_MONOTONIC (use_clockid): one
		 * stamped before t0 is in the ring by now, give or take the
		 * slack, so after this pass the reader vouches for t0 - slack
		 * even when it found nothing: idle CPUs do not stall the merge. */
		uint64_t t0 = now_ns();
		size_t n = reader_drain(r);

		if (t0 > LIVE_SLACK_NS)
			__atomic_store_n(&r->wm, t0 - LIVE_SLACK_NS, __ATOMIC_RELEASE);
		if (n == 0 && perf_evlist__poll(r->evlist, LIVE_POLL_MS) > 0)
			perf_evlist__filter_pollfd(r->evlist, POLLERR | POLLHUP);
	}
	return NULL;
}

/* ---- opening ---- */

static int read_tp_id(const char *tracefs, const char *name)
{
	char path[320];
	FILE *f;
	int id = -1;

	snprintf(path, sizeof(path), "%s/events/sched/%s/id", tracefs, name);
	f = fopen(path, "r");
	if (f) {
		if (fscanf(f, "%d", &id) != 1)
			id = -1;
		fclose(f);
	}
	return id;
}

static void tp_attr(struct perf_event_attr *a, int id, long page)
{
	memset(a, 0, sizeof(*a));
	a->type = PERF_TYPE_TRACEPOINT;
	a->size = sizeof(*a);
	a->config = (uint64_t)id;
	a->sample_period = 1;
	a->sample_type = SAMPLE_TYPE;
	a->sample_id_all = 1;	/* LOST records carry time and cpu */
	a->disabled = 1;	/* enabled together once every reader runs */
	/* Wake the reader when a quarter of the ring is full: batches, and
	 * still three quarters of headroom while it works. */
	a->watermark = 1;
	a->wakeup_watermark = (uint32_t)(LIVE_RING_PAGES * page / 4);
	/* CLOCK_MONOTONIC rather than perf's local_clock, so a reader's
	 * clock_gettime is comparable with event times (the watermark). */
	a->use_clockid = 1;
	a->clockid = CLOCK_MONOTONIC;
}

/* Reader k of n gets the k-th contiguous chunk of the CPU list, as "4,5,6":
 * neighbouring CPUs share a reader, which is what NUMA locality wants. */
static struct perf_cpu_map *chunk_map(struct perf_cpu_map *all, unsigned k, unsigned n)
{
	int nr = perf_cpu_map__nr(all);
	int lo = (int)((long)nr * k / n), hi = (int)((long)nr * (k + 1) / n);
	char buf[4096];
	size_t off = 0;

	buf[0] = '\0';
	for (int i = lo; i < hi && off < sizeof(buf) - 16; i++)
		off += (size_t)snprintf(buf + off, sizeof(buf) - off, "%s%d", i > lo ? "," : "",
					perf_cpu_map__cpu(all, i).cpu);
	return perf_cpu_map__new(buf);
}

static int reader_open(struct live *lv, struct reader *r, struct perf_cpu_map *cpus,
		       char *err, size_t errlen)
{
	struct perf_thread_map *threads = perf_thread_map__new_dummy();
	long page = sysconf(_SC_PAGESIZE);
	int ret;

	r->lv = lv;
	r->cpus = cpus;
	r->attr.sample_type = SAMPLE_TYPE;
	r->attr.type = PERF_TYPE_TRACEPOINT;
	r->attr.kind = EVSEL_TRACEPOINT;
	r->evlist = perf_evlist__new();
	if (!threads || !r->evlist || spsc_init(&r->q, LIVE_QUEUE_CAP) < 0) {
		perf_thread_map__put(threads);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < NR_LIVE_EVENTS; i++) {
		struct perf_event_attr a;
		struct perf_evsel *ev;

		if (lv->tp_ids[i] < 0)
			continue;
		tp_attr(&a, lv->tp_ids[i], page);
		ev = perf_evsel__new(&a);
		if (!ev) {
			perf_thread_map__put(threads);
			snprintf(err, errlen, "out of memory");
			return -1;
		}
		perf_evlist__add(r->evlist, ev);
	}
	perf_evlist__set_maps(r->evlist, cpus, threads);
	perf_thread_map__put(threads);	/* the evlist holds its own reference */
	ret = perf_evlist__open(r->evlist);
	if (ret < 0) {
		snprintf(err, errlen, "cannot open the sched tracepoints: %s", strerror(-ret));
		return -1;
	}
	ret = perf_evlist__mmap(r->evlist, LIVE_RING_PAGES);
	if (ret < 0) {
		snprintf(err, errlen, "cannot map the perf ring buffers (%d pages per CPU): %s",
			 LIVE_RING_PAGES, strerror(-ret));
		return -1;
	}
	r->tp = tp_decoder_new(tracing_load_live(NULL, err, errlen));
	if (!r->tp) {
		if (!err[0])
			snprintf(err, errlen, "cannot read the sched event formats from tracefs");
		return -1;
	}
	return 0;
}

/* The CPUs to trace: all online ones, or the -C list if each is online. */
static struct perf_cpu_map *pick_cpus(const char *list, char *err, size_t errlen, int *status)
{
	struct perf_cpu_map *online = perf_cpu_map__new(NULL), *want;

	if (!list || !online)
		return online;
	want = perf_cpu_map__new(list);
	if (!want || perf_cpu_map__empty(want)) {
		snprintf(err, errlen, "-C wants a CPU list like 0-3,8, not '%s'", list);
		*status = 2;
		want = NULL;
	}
	for (int i = 0; want && i < perf_cpu_map__nr(want); i++) {
		if (!perf_cpu_map__has(online, perf_cpu_map__cpu(want, i))) {
			snprintf(err, errlen, "-C %s: cpu %d is not online", list,
				 perf_cpu_map__cpu(want, i).cpu);
			*status = 2;
			perf_cpu_map__put(want);
			want = NULL;
		}
	}
	perf_cpu_map__put(online);
	return want;
}

static void fill_info(struct live *lv, const char *kind)
{
	struct source_info *in = &lv->src.info;
	struct utsname u;

	in->kind = kind;
	in->path = NULL;	/* no file: views leave it out */
	if (uname(&u) == 0) {
		snprintf(in->hostname, sizeof(in->hostname), "%s", u.nodename);
		snprintf(in->osrelease, sizeof(in->osrelease), "%s", u.release);
		snprintf(in->arch, sizeof(in->arch), "%.32s", u.machine);
	}
	in->nr_cpus_avail = (uint32_t)sysconf(_SC_NPROCESSORS_CONF);
	in->nr_cpus_online = (uint32_t)sysconf(_SC_NPROCESSORS_ONLN);
	in->big_endian = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;
	in->name_width = (uint32_t)strlen("sched:sched_migrate_task");
}

/* The tracepoint ids of live_events; at least sched_switch must exist. */
static int find_events(struct live *lv, char *err, size_t errlen)
{
	char dir[256];

	if (live_tracefs(dir, sizeof(dir), err, errlen) < 0)
		return -1;
	for (size_t i = 0; i < NR_LIVE_EVENTS; i++)
		lv->tp_ids[i] = read_tp_id(dir, live_events[i]);
	if (lv->tp_ids[0] < 0) {
		snprintf(err, errlen, "cannot read the id of sched:sched_switch under %s/events", dir);
		return -1;
	}
	return 0;
}

/* The vpa_dtl PMU is where a later version opens the DTL AUX events, one
 * per CPU next to the tracepoints; until then every session is sched-only. */
static const char *dtl_notice(void)
{
	if (!live_has_vpa_dtl()) {
		fprintf(stderr, "dtltop: no vpa_dtl PMU here (not a PowerVM shared-processor "
			"LPAR): sched-only session\n");
	} else {
		fprintf(stderr, "dtltop: live vpa_dtl capture is not in this version yet: "
			"sched-only session\n");
	}
	return "live-sched-only";
}

static const struct source_ops live_ops;
static void live_close(struct source *s);

static int open_readers(struct live *lv, const struct live_opts *lo, char *err,
			size_t errlen, int *status)
{
	struct perf_cpu_map *all = pick_cpus(lo->cpus, err, errlen, status);
	unsigned n;

	if (!all) {
		if (!err[0])
			snprintf(err, errlen, "cannot read the online CPUs");
		return -1;
	}
	n = lo->readers ? lo->readers : LIVE_READERS_DEFAULT;
	if (n > (unsigned)perf_cpu_map__nr(all))
		n = (unsigned)perf_cpu_map__nr(all);
	lv->rd = calloc(n, sizeof(*lv->rd));
	if (!lv->rd) {
		perf_cpu_map__put(all);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	lv->nrd = n;
	for (unsigned k = 0; k < n; k++) {
		struct perf_cpu_map *cpus = chunk_map(all, k, n);

		if (!cpus || reader_open(lv, &lv->rd[k], cpus, err, errlen) < 0) {
			if (!cpus)
				snprintf(err, errlen, "out of memory");
			perf_cpu_map__put(cpus);
			lv->rd[k].cpus = NULL;
			perf_cpu_map__put(all);
			return -1;
		}
	}
	perf_cpu_map__put(all);
	return 0;
}

/* Readers block the stop signals, so they land on the aggregator, which
 * checks the flag between passes. */
static int start_readers(struct live *lv, char *err, size_t errlen)
{
	sigset_t block, old;
	int ret = 0;

	sigemptyset(&block);
	for (size_t i = 0; i < 3; i++)
		sigaddset(&block, stop_signals[i]);
	pthread_sigmask(SIG_BLOCK, &block, &old);
	for (unsigned k = 0; k < lv->nrd && !ret; k++) {
		ret = pthread_create(&lv->rd[k].thread, NULL, reader_main, &lv->rd[k]);
		if (ret)
			snprintf(err, errlen, "cannot start a reader thread: %s", strerror(ret));
		else
			lv->rd[k].started = true;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return ret ? -1 : 0;
}

struct source *live_open(const struct live_opts *lo, char *err, size_t errlen, int *status)
{
	struct live *lv;

	err[0] = '\0';
	*status = 1;
	if (live_preflight(err, errlen) < 0)
		return NULL;
	lv = calloc(1, sizeof(*lv));
	if (!lv) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	lv->src.ops = &live_ops;
	lv->src.priv = lv;
	reorder_init(&lv->rq);
	libperf_init(libperf_print);
	/* Capabilities go before the threads exist: they are per thread, and
	 * new threads inherit the creator's (now empty) sets. */
	if (find_events(lv, err, errlen) < 0 || open_readers(lv, lo, err, errlen, status) < 0 ||
	    live_drop_caps(err, errlen) < 0 || start_readers(lv, err, errlen) < 0) {
		live_close(&lv->src);
		return NULL;
	}
	fill_info(lv, dtl_notice());
	return &lv->src;
}

/* ---- the merge ---- */

static void on_stop_signal(int sig)
{
	(void)sig;
	live_signalled = 1;
}

static void install_signals(struct live *lv)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_stop_signal;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < 3; i++)
		sigaction(stop_signals[i], &sa, &lv->old_sig[i]);
	lv->sigs_set = true;
}

static void sum_stats(struct live *lv)
{
	struct source_stats *st = &lv->src.stats;

	st->records = st->samples = st->unknown_records = st->unknown_samples = 0;
	for (unsigned k = 0; k < lv->nrd; k++) {
		struct reader *r = &lv->rd[k];

		st->records += __atomic_load_n(&r->records, __ATOMIC_RELAXED);
		st->samples += __atomic_load_n(&r->samples, __ATOMIC_RELAXED);
		st->unknown_records += __atomic_load_n(&r->unknown_records, __ATOMIC_RELAXED);
		st->unknown_samples += __atomic_load_n(&r->unknown_samples, __ATOMIC_RELAXED);
	}
}

/* The oldest watermark: every event up to it has been queued by now. */
static uint64_t min_watermark(struct live *lv)
{
	uint64_t w = UINT64_MAX;

	for (unsigned k = 0; k < lv->nrd; k++) {
		uint64_t r = __atomic_load_n(&lv->rd[k].wm, __ATOMIC_ACQUIRE);

		if (r < w)
			w = r;
	}
	return w;
}

/* Move every queued event into the reorder heap; returns how many. Must
 * run after min_watermark, so the events that watermark covers are in. */
static int gather(struct live *lv, size_t *moved)
{
	struct event buf[64];
	size_t n;

	*moved = 0;
	for (unsigned k = 0; k < lv->nrd; k++) {
		while ((n = spsc_pop_n(&lv->rd[k].q, buf, 64)) > 0) {
			for (size_t i = 0; i < n; i++)
				if (reorder_push(&lv->rq, &buf[i], NULL, 0, 0) < 0)
					return -1;
			*moved += n;
		}
	}
	return 0;
}

/* Deliver held events up to limit; returns 1 when cb asked to stop. */
static int release(struct live *lv, uint64_t limit, event_cb cb, void *arg, size_t *done)
{
	const struct reorder_item *top;
	struct event ev;

	while ((top = reorder_top(&lv->rq)) != NULL &&
	       (top->ev.time <= limit || lv->rq.n > LIVE_HELD_MAX)) {
		if (top->ev.time > limit)
			lv->src.stats.reorder_forced++;
		ev = top->ev;
		reorder_pop(&lv->rq);
		(*done)++;
		if (source_emit(&lv->src, &ev, cb, arg))
			return 1;
	}
	return 0;
}

static int live_run(struct source *s, event_cb cb, void *arg)
{
	struct live *lv = s->priv;
	struct timespec nap = { 0, LIVE_IDLE_NS };

	if (!lv->sigs_set)
		install_signals(lv);
	if (!lv->enabled) {
		for (unsigned k = 0; k < lv->nrd; k++)
			perf_evlist__enable(lv->rd[k].evlist);
		lv->enabled = true;
	}
	while (!live_signalled) {
		uint64_t wm = min_watermark(lv);
		size_t moved, done = 0;

		if (gather(lv, &moved) < 0) {
			snprintf(s->err, sizeof(s->err), "out of memory");
			return -1;
		}
		sum_stats(lv);
		if (release(lv, wm, cb, arg, &done))
			return 0;
		if (!moved && !done)
			nanosleep(&nap, NULL);
	}
	return 0;
}

static void stop_readers(struct live *lv)
{
	__atomic_store_n(&lv->stop, true, __ATOMIC_RELEASE);
	for (unsigned k = 0; k < lv->nrd; k++)
		if (lv->rd[k].started)
			pthread_join(lv->rd[k].thread, NULL);
}

static void live_close(struct source *s)
{
	struct live *lv = s->priv;
	uint64_t dropped = 0;

	stop_readers(lv);
	for (unsigned k = 0; k < lv->nrd; k++) {
		struct reader *r = &lv->rd[k];

		if (r->evlist) {
			perf_evlist__disable(r->evlist);
			perf_evlist__munmap(r->evlist);
			perf_evlist__close(r->evlist);
			/* libperf 6.1's perf_evsel__delete forgets the evsel's
			 * references to the maps; empty maps drop them first
			 * (harmless where delete does it itself). */
			perf_evlist__set_maps(r->evlist, NULL, NULL);
			perf_evlist__delete(r->evlist);
		}
		perf_cpu_map__put(r->cpus);
		tp_decoder_free(r->tp);
		if (r->q.slots) {
			dropped += spsc_overflows(&r->q);
			spsc_free(&r->q);
		}
	}
	/* No source_stats field says "dropped by dtltop itself": say it here. */
	if (dropped)
		fprintf(stderr, "dtltop: %llu events dropped: a reader queue was full\n",
			(unsigned long long)dropped);
	if (lv->sigs_set)
		for (size_t i = 0; i < 3; i++)
			sigaction(stop_signals[i], &lv->old_sig[i], NULL);
	reorder_free(&lv->rq);
	free(lv->rd);
	free(lv);
}

static const struct source_ops live_ops = {
	.name = "live",
	.run = live_run,
	.close = live_close,
};
