// SPDX-License-Identifier: GPL-2.0-only
/* batch.c: feeds a source into the model and prints snapshots, one per
 * window of recorded time, in the chosen view (text, JSON or CSV), each
 * saying which interval it covers, whether that was cut short, and (-C)
 * which vCPUs it is limited to. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app-symbols.h"
#include "batch.h"
#include "cpulist.h"
#include "exporter.h"
#include "model.h"
#include "service.h"
#include "signals.h"
#include "symbols.h"
#include "time-range.h"
#include "view.h"

struct batch {
	struct source *src;
	const struct options *o;
	struct model *m;
	FILE *out;
	uint64_t win_start;	/* start of the current window's interval (ns) */
	uint64_t shown_start;	/* where it is shown to start: win_start, or the
				 * first event for the first window */
	uint64_t newest;	/* newest event time so far */
	uint64_t first;		/* the first event's time */
	uint64_t dropped;	/* source_stats.dropped at the last snapshot */
	uint64_t *cpus;		/* -C: the vCPUs fed to the model; NULL = all */
	struct model *all;	/* -C: every vCPU's DTL entries, for the LPAR's
				 * physc; NULL where the source reads only -C's
				 * (live) */
	uint64_t *seen;		/* -C: every vCPU with events in the window */
	size_t nseen;
	struct exporter *ex;	/* --listen, --influx: each window published; NULL */
	const struct time_range *tr;	/* --time: the span read; NULL */
	struct symbols *syms;	/* names the "preempted at" section's srr0 */
	FILE *sites;		/* --csv-sites: that section as CSV; NULL */
	bool ex_failed;		/* ... and its output failed: stop */
	struct service *svc;	/* headless (service.h): no snapshot printed,
				 * its state lines said instead; NULL */
	bool started;
	bool pending;		/* events fed since the last snapshot */
	unsigned long shown;
};

/* Window ends saturate: the last window before 2^64 ns ends there. */
static uint64_t window_end(const struct batch *b)
{
	uint64_t w = b->o->delay_ns;

	return b->win_start > UINT64_MAX - w ? UINT64_MAX : b->win_start + w;
}

/* A new window: no vCPU seen in it yet. */
static void forget_seen(struct batch *b)
{
	if (b->seen)
		memset(b->seen, 0, CPULIST_WORDS * sizeof(*b->seen));
	b->nseen = 0;
}

/* Service mode: the window's loss, as its snapshot would say it, to the
 * state lines (service.h). */
static void service_say_window(const struct batch *b)
{
	struct model_stats tot;
	struct service_loss l;

	model_totals(b->m, &tot);
	l = (struct service_loss){ .lost = model_global(b->m)->lost,
				   .dropped = b->src->stats.dropped - b->dropped,
				   .full_polls = tot.dtl_full_polls, .truncated = tot.aux_truncated,
				   .overruns = tot.aux_overruns };
	service_window(b->svc, b->src, &l);
}

/* Print the current window, ending at end; at the end of the input (last)
 * a windowed run's window is cut short there. */
static void snapshot(struct batch *b, uint64_t end, bool last)
{
	struct view_window w = {
		.start_ns = b->shown_start, .end_ns = end,
		.partial_start = b->o->delay_ns && b->shown_start != b->win_start,
		.partial_end = b->o->delay_ns && last && b->started && end != window_end(b),
		.dropped = b->src->stats.dropped - b->dropped,
		.cpus = b->cpus ? b->o->cpus : NULL, .vcpus_seen = b->nseen,
		.utc = b->o->utc, .time_style = b->o->time_style, .origin_ns = b->first,
		.lpar = b->all, .syms = b->syms,
	};

	model_settle(b->m);	/* the views read what it derives */
	if (b->all)
		model_settle(b->all);
	if (b->svc)
		service_say_window(b);
	else switch (b->o->format) {
	case OUT_JSON:
		view_json(b->out, b->m, b->src, &w);
		break;
	case OUT_CSV:
		if (b->shown == 0)
			view_csv_header(b->out);
		view_csv(b->out, b->m, b->src, &w);
		if (b->sites) {
			if (b->shown == 0)
				view_csv_sites_header(b->sites);
			view_csv_sites(b->sites, b->m, b->src, &w);
			fflush(b->sites);
		}
		break;
	case OUT_INFLUX:	/* the exporter writes it */
		break;
	default:
		if (b->shown)
			fputc('\n', b->out);
		view_text(b->out, b->m, b->src, &w);
		break;
	}
	fflush(b->out);
	/* the window's counters, added to the exporters' before the reset;
	 * -C's window holds only its vCPUs, and so do the exporters */
	if (b->ex && exporter_publish_window(b->ex, b->m, end) < 0)
		b->ex_failed = true;
	b->shown++;
	b->pending = false;
	b->dropped = b->src->stats.dropped;
	forget_seen(b);
	model_reset(b->m);
	if (b->all)
		model_reset(b->all);
}

static bool done(const struct batch *b)
{
	return (b->o->count && b->shown >= b->o->count) || b->ex_failed;
}

/* t belongs to the current window [win_start, win_start + w): measured from
 * the window's start, as win_start + w wraps for the last window before
 * 2^64 ns (where saturated DTL times sit). An older time (out of order)
 * counts in the current window. */
static inline bool in_window(const struct batch *b, uint64_t t)
{
	return t < b->win_start || t - b->win_start < b->o->delay_ns;
}

/* Close the windows this event has moved past. Empty windows are skipped,
 * not printed: a gap in the recording is not a run of empty snapshots. */
static int advance_window(struct batch *b, uint64_t t)
{
	uint64_t w = b->o->delay_ns;

	if (!b->started) {
		/* Intervals fall on multiples of w, so that a live session
		 * and its recording replayed cut the same windows; the first
		 * is shown from its first event. */
		b->win_start = t - t % w;
		b->shown_start = t;
		b->first = t;
		/* --time: the first window is cut at the span's start */
		if (b->tr && b->tr->resolved)
			b->shown_start = b->tr->t0 > b->win_start ? b->tr->t0 : b->win_start;
		b->started = true;
		return 0;
	}
	if (in_window(b, t))
		return 0;
	if (b->pending)
		snapshot(b, window_end(b), false);
	else
		forget_seen(b);
	b->win_start += (t - b->win_start) / w * w;
	b->shown_start = b->win_start;
	return done(b);
}

/* -C: is this event about a vCPU the output is limited to? Counted among
 * the vCPUs seen either way, so that the output can say how many were
 * left out. */
static bool wanted(struct batch *b, const struct event *ev)
{
	uint32_t c = ev->cpu;

	if (!b->cpus)
		return true;
	if (b->all && ev->kind == EV_DTL)
		model_feed(b->all, ev);
	if (c < CPULIST_MAX_CPU && !cpulist_has(b->seen, c)) {
		b->seen[c / 64] |= 1ull << (c % 64);
		b->nseen++;
	}
	return cpulist_has(b->cpus, c);
}

static void feed(struct batch *b, const struct event *ev)
{
	if (ev->time > b->newest)
		b->newest = ev->time;
	if (!b->started) {	/* no windows: the one window starts here */
		b->shown_start = ev->time;
		b->first = ev->time;
		b->started = true;
	}
	if (!wanted(b, ev))
		return;
	b->pending = true;
	model_feed(b->m, ev);
}

static int __attribute__((noinline)) on_event_windowed(struct batch *b, const struct event *ev)
{
	if (advance_window(b, ev->time))
		return 1;
	feed(b, ev);
	return 0;
}

/* Run for every event: the windowed case is out of line so that this needs
 * no registers saved around the call into the model. */
static int on_event(const struct event *ev, void *arg)
{
	struct batch *b = arg;

	if (__builtin_expect(b->svc && !b->started, 0))
		service_started(b->svc, b->src);

	/* Thread names and maps: the model's process maps, no window's */
	if (ev_names_task(ev)) {
		model_feed(b->m, ev);
		return 0;
	}
	if (b->o->delay_ns)
		return on_event_windowed(b, ev);
	feed(b, ev);
	return 0;
}

/* on_dtl_batch's fast path: the run goes to the model in one call. */
static void feed_n(struct batch *b, const struct event *ev, size_t n, uint64_t hi)
{
	if (hi > b->newest)
		b->newest = hi;
	if (!b->started) {
		b->shown_start = ev[0].time;
		b->first = ev[0].time;
		b->started = true;
	}
	b->pending = true;
	model_feed_n(b->m, ev, n);
}

/* A run of DTL entries (source.h): when it lies in the current window, or
 * there are no windows, it goes to the model in one call. */
static int on_dtl_batch(const struct event *ev, size_t n, void *arg)
{
	struct batch *b = arg;
	uint64_t w = b->o->delay_ns, hi = 0;

	if (__builtin_expect(b->svc && !b->started, 0))
		service_started(b->svc, b->src);

	for (size_t i = 0; i < n; i++)
		hi = ev[i].time > hi ? ev[i].time : hi;
	if (b->cpus || (w && (!b->started || !in_window(b, hi)))) {
		for (size_t i = 0; i < n; i++)
			if (on_event(&ev[i], b))
				return 1;
		return 0;
	}
	feed_n(b, ev, n, hi);
	return 0;
}

static void prefetch(const struct event *ev, int near, void *arg)
{
	model_prefetch(((struct batch *)arg)->m, ev, near);
}

/* ---- a replay read by several threads (replay-shards.c) ---- */

/* Reader threads of a replay when --readers does not say: one per online
 * CPU up to this many; every one reads the whole file, so more cost more
 * than they save. */
#define SHARDS_DEF_MAX 4

struct shard {
	struct batch b;
	struct source *src;
	pthread_t thr;
	bool thr_started;
	/* a thread of its own waits on this for its reader and model: posted
	 * once they are there, or with either NULL when it is not to run */
	sem_t opened;
	bool sem_ok;
	int ret;
};

static void shard_run(struct shard *s)
{
	const struct consumer c = { .event = on_event, .dtl_batch = on_dtl_batch, .maps = true,
				    .prefetch = prefetch, .arg = &s->b };

	s->ret = source_run(s->src, &c);
}

/* Shards past the first, on threads of their own: the stop signals go to
 * the main thread, which runs the first; every shard's record loop polls
 * the flag they set. */
static void *shard_main(void *arg)
{
	struct shard *s = arg;

	signals_block_stop();
	signals_thread_init();
	while (sem_wait(&s->opened) < 0 && errno == EINTR)
		;
	if (s->src && s->b.m)
		shard_run(s);
	signals_thread_fini();
	return NULL;
}

/* How many readers: more than one only for the one snapshot of a whole
 * recording in a file, when nothing needs the stream itself in order (-o's
 * tee, an exporter) or per window (-d, -n), and -C does not filter it;
 * *why says why not. */
static uint32_t shard_count(const struct source *src, const struct options *o,
			    const struct consumer_wrap *wrap, const struct exporter *ex,
			    const struct time_range *tr, const char **why)
{
	long online = sysconf(_SC_NPROCESSORS_ONLN);

	*why = NULL;
	if (strcmp(src->ops->name, "replay") != 0)
		return 1;
	if (src->info.pipe || !src->info.path || !strcmp(src->info.path, "-"))
		*why = "input in pipe format is read once";
	else if (o->delay_ns || o->count)
		*why = "-d and -n cut the recording in windows as it is read";
	else if (o->cpus)
		*why = "-C picks vCPUs as the recording is read";
	else if (tr)
		*why = "--time reads a span of the recording";
	else if (wrap || ex)
		*why = "-o and the exporters take the stream in order";
	if (*why)
		return 1;
	if (o->readers)
		return o->readers;
	if (online < 2)
		return 1;
	return replay_shards_worth((struct source *)src,
				   online > SHARDS_DEF_MAX ? SHARDS_DEF_MAX : (uint32_t)online);
}

static void shards_free(struct shard *sh, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++) {
		model_free(sh[k].b.m);
		if (sh[k].src)
			source_close(sh[k].src);
		if (sh[k].sem_ok)
			sem_destroy(&sh[k].opened);
	}
	free(sh);
}

/* Shard k's reader and model; false with why said. */
static bool shard_open(const struct batch *b, struct shard *s, uint32_t k, uint32_t n,
		       char *why, size_t whylen)
{
	s->b = (struct batch){ .o = b->o, .out = b->out };
	s->src = replay_shard(b->src, k, n, why, whylen);
	s->b.src = s->src;
	s->b.m = model_new(&(struct model_opts){ .counters_only = true, .smt = b->src->info.smt });
	if (s->src && !s->b.m)
		snprintf(why, whylen, "out of memory");
	return s->src && s->b.m;
}

/* Run the n shards of b's replay, shard 0 on this thread, and merge them
 * into shard 0's model and source. 0: merged exactly; -1: the whole replay
 * must run instead (a shard could not open or run, or the merge would not
 * be exact: replay-shards.c, model-merge.c). */
static int run_shards(struct batch *b, struct shard *sh, uint32_t n, char *why, size_t whylen)
{
	struct source **srcs = calloc(n, sizeof(*srcs));
	int *ret = calloc(n, sizeof(*ret));
	bool ok = true;
	uint32_t k;

	snprintf(why, whylen, "out of memory");
	if (!srcs || !ret) {
		free(srcs);
		free(ret);
		return -1;
	}
	/* The threads first: a thread takes a while to be running on a CPU
	 * of its own, time the opens below can use. */
	for (k = 1; ok && k < n; k++) {
		sh[k].sem_ok = sem_init(&sh[k].opened, 0, 0) == 0;
		ok = sh[k].thr_started = sh[k].sem_ok &&
			pthread_create(&sh[k].thr, NULL, shard_main, &sh[k]) == 0;
	}
	/* The opens one after another (libtraceevent's format parser keeps
	 * its state in globals), shard 0's last: each thread starts on its
	 * share as soon as its reader is open. */
	for (uint32_t i = 1; i <= n; i++) {
		k = i % n;
		if (ok)
			ok = shard_open(b, &sh[k], k, n, why, whylen);
		srcs[k] = sh[k].src;
		if (k && sh[k].thr_started) {
			if (!ok && sh[k].src) {	/* not to run: none is of use */
				source_close(sh[k].src);
				sh[k].src = srcs[k] = NULL;
			}
			sem_post(&sh[k].opened);
		}
	}
	if (ok) {	/* --ready-fd: said once, by the first shard */
		sh[0].src->ready_fd = b->src->ready_fd;
		b->src->ready_fd = 0;
		shard_run(&sh[0]);
	}
	for (k = 1; k < n; k++) {
		if (!sh[k].thr_started)
			continue;
		if (!ok && sh[k].src)	/* one could not open: none is of use */
			sh[k].src->ops->stop(sh[k].src);
		pthread_join(sh[k].thr, NULL);
	}
	if (sh[0].src && sh[0].src->ready_fd > 0) {	/* not run: the whole one says it */
		b->src->ready_fd = sh[0].src->ready_fd;
		sh[0].src->ready_fd = 0;
	}
	for (k = 0; ok && k < n; k++)
		ret[k] = sh[k].ret;
	ok = ok && replay_shards_combine(srcs, ret, n, why, whylen) == 0;
	for (k = 1; ok && k < n; k++)
		if (model_absorb(sh[0].b.m, sh[k].b.m) < 0) {
			snprintf(why, whylen, "the tasks the hypervisor preempted are more than "
				 "one table holds (%d), or memory ran out", MODEL_DEF_MAX_TASKS);
			ok = false;
		}
	free(srcs);
	free(ret);
	return ok ? 0 : -1;
}

/* The window the shards' first one is, as one reader would have left it. */
static void shards_take(struct batch *b, struct shard *sh, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++) {
		const struct batch *s = &sh[k].b;

		if (s->newest > b->newest)
			b->newest = s->newest;
		if (s->started && (!b->started || s->shown_start < b->shown_start))
			b->shown_start = s->shown_start;
		b->started |= s->started;
		b->pending |= s->pending;
	}
	model_free(b->m);
	b->m = sh[0].b.m;
	sh[0].b.m = NULL;
	b->src = sh[0].src;
}

int batch_run(struct source *src, const struct options *o, FILE *out,
	      struct consumer_wrap *wrap)
{
	return batch_run_export(src, o, out, wrap, NULL);
}

int batch_run_export(struct source *src, const struct options *o, FILE *out,
		     struct consumer_wrap *wrap, struct exporter *ex)
{
	return batch_run_range(src, o, out, wrap, ex, NULL);
}

/* Where the open window ends: at the newest event, or, windows cut at
 * --time's end, there (the source stopped at an event past it). */
static uint64_t last_end(const struct batch *b)
{
	if (b->o->delay_ns && b->tr && b->tr->reached_end && b->tr->t1 > b->newest)
		return b->tr->t1 < window_end(b) ? b->tr->t1 : window_end(b);
	return b->newest;
}

static int run(struct source *src, const struct options *o, FILE *out,
	       struct consumer_wrap *wrap, struct exporter *ex, const struct time_range *tr,
	       struct service *svc, unsigned long *shown)
{
	struct batch b = { .src = src, .o = o, .out = out, .ex = ex, .tr = tr, .svc = svc };
	struct shard *sh = NULL;
	uint32_t nsh = 1;
	const char *one_why;
	char why[320];
	const struct consumer c = { .event = on_event, .dtl_batch = on_dtl_batch, .maps = true,
				    .prefetch = prefetch, .arg = &b };
	int ret = 0;

	/* no view here shows the timeline or recent entries */
	b.m = model_new(&(struct model_opts){ .counters_only = true, .smt = src->info.smt });
	if (o->cpus) {
		b.cpus = calloc(CPULIST_WORDS, sizeof(*b.cpus));
		b.seen = calloc(CPULIST_WORDS, sizeof(*b.seen));
		/* options_parse checked the list */
		if (b.cpus && b.seen && cpulist_parse(o->cpus, b.cpus, NULL, 0) < 0)
			ret = -1;
		/* the LPAR's physc beside the selected vCPUs'; a live capture
		 * opens only -C's vCPUs, so it has no other */
		if (strcmp(src->ops->name, "live") != 0 &&
		    !(b.all = model_new(&(struct model_opts){ .counters_only = true,
							       .smt = src->info.smt })))
			ret = -1;
	}
	if (!b.m || (o->cpus && (!b.cpus || !b.seen)) || ret) {
		fprintf(stderr, "dtltop: out of memory\n");
		ret = 1;
		goto out;
	}
	/* one table for the run: --kallsyms and the like, the recording's
	 * own texts; a file that cannot be read ends the run before it starts */
	if (o->format != OUT_INFLUX && !svc && !(b.syms = app_symbols(o, src, why, sizeof(why)))) {
		fprintf(stderr, "dtltop: %s\n", why);
		ret = 1;
		goto out;
	}
	if (b.syms)	/* modules' text too: no perf text to match here */
		symbols_modules(b.syms, true);
	if (o->csv_sites && o->format == OUT_CSV && !(b.sites = fopen(o->csv_sites, "w"))) {
		fprintf(stderr, "dtltop: --csv-sites %s: %s\n", o->csv_sites, strerror(errno));
		ret = 1;
		goto out;
	}
	nsh = shard_count(src, o, wrap, ex, tr, &one_why);
	if (one_why && o->readers > 1)
		fprintf(stderr, "dtltop: --readers %u: read by one thread: %s\n", o->readers, one_why);
	if (nsh > 1 && (sh = calloc(nsh, sizeof(*sh))) &&
	    run_shards(&b, sh, nsh, why, sizeof(why)) == 0) {
		shards_take(&b, sh, nsh);
	} else {
		/* one reader: the stream whole, or no shards' result to trust;
		 * said when --readers asked for more */
		if (nsh > 1 && o->readers && !signals_stopping())
			fprintf(stderr, "dtltop: --readers %u: read by one thread: %s\n",
				nsh, sh ? why : "out of memory");
		if (sh)
			shards_free(sh, nsh);
		sh = NULL;
		ret = source_run(src, consumer_wrap(wrap, &c));
		if (ret < 0) {
			fprintf(stderr, "dtltop: %s\n", src->err);
			ret = source_fail_status(src);
			goto out;
		}
	}
	/* The open window ends with the input: at its newest event. */
	if (!done(&b) && (b.pending || b.shown == 0))
		snapshot(&b, last_end(&b), true);
	if (sh) {	/* what main says after the run */
		memcpy(src->note, b.src->note, sizeof(src->note));
		memcpy(src->info.partial_why, b.src->info.partial_why, sizeof(src->info.partial_why));
		src->info.partial = b.src->info.partial;
	}
	ret = 0;
	if (b.ex_failed) {
		fprintf(stderr, "dtltop: %s\n", exporter_error(ex));
		ret = 1;
	}
out:
	if (shown)
		*shown = b.shown;
	if (sh)
		shards_free(sh, nsh);
	free(b.cpus);
	free(b.seen);
	model_free(b.all);
	model_free(b.m);
	symbols_free(b.syms);
	if (b.sites && (ferror(b.sites) | fclose(b.sites)) && !ret) {
		fprintf(stderr, "dtltop: --csv-sites %s: write error\n", o->csv_sites);
		ret = 1;
	}
	return ret;
}

int batch_run_range(struct source *src, const struct options *o, FILE *out,
		    struct consumer_wrap *wrap, struct exporter *ex,
		    const struct time_range *tr)
{
	return run(src, o, out, wrap, ex, tr, NULL, NULL);
}

int batch_run_service(struct source *src, const struct options *o, struct consumer_wrap *wrap,
		      struct exporter *ex, struct service *svc, unsigned long *shown)
{
	return run(src, o, stdout, wrap, ex, NULL, svc, shown);
}
