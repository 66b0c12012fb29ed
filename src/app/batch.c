/* batch.c: feeds a source into the model and prints snapshots, one per
 * window of recorded time, in the chosen view (text, JSON or CSV), each
 * saying which interval it covers, whether that was cut short, and (-C)
 * which vCPUs it is limited to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "cpulist.h"
#include "exporter.h"
#include "model.h"
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
	uint64_t dropped;	/* source_stats.dropped at the last snapshot */
	uint64_t *cpus;		/* -C: the vCPUs fed to the model; NULL = all */
	uint64_t *seen;		/* -C: every vCPU with events in the window */
	size_t nseen;
	struct exporter *ex;	/* --listen, --influx: each window published; NULL */
	bool ex_failed;		/* ... and its output failed: stop */
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

/* Print the current window, ending at end; at the end of the input (last)
 * a windowed run's window is cut short there. */
static void snapshot(struct batch *b, uint64_t end, bool last)
{
	struct view_window w = {
		.start_ns = b->shown_start, .end_ns = end,
		.partial_start = b->o->delay_ns && b->shown_start != b->win_start,
		.partial_end = b->o->delay_ns && last && b->started,
		.dropped = b->src->stats.dropped - b->dropped,
		.cpus = b->cpus ? b->o->cpus : NULL, .vcpus_seen = b->nseen,
	};

	model_settle(b->m);	/* the views read what it derives */
	switch (b->o->format) {
	case OUT_JSON:
		view_json(b->out, b->m, b->src, &w);
		break;
	case OUT_CSV:
		if (b->shown == 0)
			view_csv_header(b->out);
		view_csv(b->out, b->m, b->src, &w);
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

	/* Thread names are for --script; the model has no use for them. */
	if (ev->kind == EV_COMM || ev->kind == EV_FORK)
		return 0;
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

int batch_run(struct source *src, const struct options *o, FILE *out,
	      struct consumer_wrap *wrap)
{
	return batch_run_export(src, o, out, wrap, NULL);
}

int batch_run_export(struct source *src, const struct options *o, FILE *out,
		     struct consumer_wrap *wrap, struct exporter *ex)
{
	struct batch b = { .src = src, .o = o, .out = out, .ex = ex };
	const struct consumer c = { .event = on_event, .dtl_batch = on_dtl_batch,
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
	}
	if (!b.m || (o->cpus && (!b.cpus || !b.seen)) || ret) {
		fprintf(stderr, "dtltop: out of memory\n");
		ret = 1;
		goto out;
	}
	ret = source_run(src, consumer_wrap(wrap, &c));
	if (ret < 0) {
		fprintf(stderr, "dtltop: %s\n", src->err);
		ret = source_fail_status(src);
		goto out;
	}
	/* The open window ends with the input: at its newest event. */
	if (!done(&b) && (b.pending || b.shown == 0))
		snapshot(&b, b.newest, true);
	ret = 0;
	if (b.ex_failed) {
		fprintf(stderr, "dtltop: %s\n", exporter_error(ex));
		ret = 1;
	}
out:
	free(b.cpus);
	free(b.seen);
	model_free(b.m);
	return ret;
}
