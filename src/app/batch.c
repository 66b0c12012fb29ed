/* batch.c: feeds a source into the model and prints snapshots, one per
 * window of recorded time, in the chosen view (text, JSON or CSV). */
#include <stdio.h>

#include "batch.h"
#include "model.h"
#include "view.h"

struct batch {
	struct source *src;
	const struct options *o;
	struct model *m;
	FILE *out;
	uint64_t win_start;	/* start of the current window (ns) */
	bool started;
	bool pending;		/* events fed since the last snapshot */
	unsigned long shown;
};

static void snapshot(struct batch *b)
{
	model_settle(b->m);	/* the views read what it derives */
	switch (b->o->format) {
	case OUT_JSON:
		view_json(b->out, b->m, b->src);
		break;
	case OUT_CSV:
		if (b->shown == 0)
			view_csv_header(b->out);
		view_csv(b->out, b->m, b->src, (unsigned)b->shown);
		break;
	default:
		if (b->shown)
			fputc('\n', b->out);
		view_text(b->out, b->m, b->src);
		break;
	}
	fflush(b->out);
	b->shown++;
	b->pending = false;
	model_reset(b->m);
}

static bool done(const struct batch *b)
{
	return b->o->count && b->shown >= b->o->count;
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
		b->win_start = t - t % w;
		b->started = true;
		return 0;
	}
	if (in_window(b, t))
		return 0;
	if (b->pending)
		snapshot(b);
	b->win_start += (t - b->win_start) / w * w;
	return done(b);
}

static void feed(struct batch *b, const struct event *ev)
{
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

/* A run of DTL entries (source.h): when it lies in the current window, or
 * there are no windows, it goes to the model in one call. */
static int on_dtl_batch(const struct event *ev, size_t n, void *arg)
{
	struct batch *b = arg;
	uint64_t w = b->o->delay_ns, hi = 0;

	if (w) {
		for (size_t i = 0; i < n; i++)
			hi = ev[i].time > hi ? ev[i].time : hi;
		if (!b->started || !in_window(b, hi)) {
			for (size_t i = 0; i < n; i++)
				if (on_event_windowed(b, &ev[i]))
					return 1;
			return 0;
		}
	}
	b->pending = true;
	model_feed_n(b->m, ev, n);
	return 0;
}

static void prefetch(const struct event *ev, int near, void *arg)
{
	model_prefetch(((struct batch *)arg)->m, ev, near);
}

int batch_run(struct source *src, const struct options *o, FILE *out,
	      struct consumer_wrap *wrap)
{
	struct batch b = { .src = src, .o = o, .out = out };
	const struct consumer c = { .event = on_event, .dtl_batch = on_dtl_batch,
				    .prefetch = prefetch, .arg = &b };
	int ret;

	/* no view here shows the timeline or recent entries */
	b.m = model_new(&(struct model_opts){ .counters_only = true, .smt = src->info.smt });
	if (!b.m) {
		fprintf(stderr, "dtltop: out of memory\n");
		return 1;
	}
	ret = source_run(src, consumer_wrap(wrap, &c));
	if (ret < 0) {
		fprintf(stderr, "dtltop: %s\n", src->err);
		model_free(b.m);
		return source_fail_status(src);
	}
	if (!done(&b) && (b.pending || b.shown == 0))
		snapshot(&b);
	model_free(b.m);
	return 0;
}
