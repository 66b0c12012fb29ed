// SPDX-License-Identifier: GPL-2.0-only
/* time-range.c: --time START,END between the source and the driver
 * (time-range.h). */
#include <stdio.h>
#include <string.h>

#include "time-range.h"
#include "wallclock.h"

int time_range_resolve(const char *spec, const struct source *src, bool utc, uint64_t first_ns,
		       uint64_t *t0, uint64_t *t1, char *why, size_t whylen)
{
	struct time_fmt f;
	const char *end = strchr(spec, ',');
	char start[80];

	/* The last event is not known before the end: the day of a bare
	 * 10:40 is the first event's (or the nearest); an empty END is the
	 * end of the input, whenever that comes (START read alone). */
	time_fmt_init(&f, src ? &src->info.clock : NULL, TIME_WALL, utc, first_ns, first_ns);
	if (end && !end[1 + strspn(end + 1, " ")]) {
		snprintf(start, sizeof(start), "%.*s,+1", (int)(end - spec), spec);
		if (time_parse_range(&f, start, first_ns, first_ns, t0, t1, why, whylen) < 0)
			return -1;
		*t1 = UINT64_MAX;
		return 0;
	}
	return time_parse_range(&f, spec, first_ns, first_ns, t0, t1, why, whylen);
}

int time_range_check(const char *spec, char *why, size_t whylen)
{
	uint64_t t0, t1;

	/* the forms that need no clock are read as they will be; a wall
	 * clock time waits for the recording's clock */
	if (!strchr(spec, ',')) {
		snprintf(why, whylen, "'%s': give START,END (either may be empty)", spec);
		return -1;
	}
	if (strchr(spec, ':'))
		return 0;
	return time_range_resolve(spec, NULL, false, 0, &t0, &t1, why, whylen);
}

static int range_event(const struct event *ev, void *arg)
{
	struct time_range *tr = arg;

	if (!tr->resolved) {
		char why[200];

		/* the tasks perf named at the start (time 0) open no span */
		if (ev_names_task(ev) || !ev->time)
			return tr->inner->event(ev, tr->inner->arg);
		if (time_range_resolve(tr->spec, tr->src, tr->utc, ev->time, &tr->t0, &tr->t1, why,
				       sizeof(why)) < 0) {
			snprintf(tr->src->err, sizeof(tr->src->err), "--time %s", why);
			return CONSUMER_FAILED;
		}
		tr->resolved = true;
		if (tr->src->ops->skip_to)
			tr->src->ops->skip_to(tr->src, tr->t0);
	}
	if (ev->time >= tr->t1) {
		tr->reached_end = true;
		return 1;
	}
	/* names before the span still name its tasks (--script, -o) */
	if (ev->time < tr->t0 && !ev_names_task(ev)) {
		tr->dropped++;
		return 0;
	}
	tr->delivered += !ev_names_task(ev);
	return tr->inner->event(ev, tr->inner->arg);
}

/* A run of DTL entries in time order: the part in the span goes on. */
static int range_batch(const struct event *ev, size_t n, void *arg)
{
	struct time_range *tr = arg;
	size_t i = 0, j;

	for (; i < n && !tr->resolved; i++) {
		int r = range_event(&ev[i], arg);

		if (r)
			return r;
	}
	while (i < n && ev[i].time < tr->t0) {
		tr->dropped++;
		i++;
	}
	for (j = i; j < n && ev[j].time < tr->t1; j++)
		;
	if (j > i) {
		int r = consumer_batch(tr->inner, ev + i, j - i);

		tr->delivered += j - i;
		if (r)
			return r;
	}
	if (j < n) {
		tr->reached_end = true;
		return 1;
	}
	return 0;
}

static void range_prefetch(const struct event *ev, int near, void *arg)
{
	const struct consumer *in = ((struct time_range *)arg)->inner;

	in->prefetch(ev, near, in->arg);
}

static const struct consumer *range_wrap(struct consumer_wrap *w, const struct consumer *inner)
{
	struct time_range *tr = (struct time_range *)w;

	tr->inner = consumer_wrap(tr->next, inner);
	tr->self = (struct consumer){ .event = range_event,
				      .dtl_batch = tr->inner->dtl_batch ? range_batch : NULL,
				      .prefetch = tr->inner->prefetch ? range_prefetch : NULL,
				      .raw = tr->inner->raw, .callchain = tr->inner->callchain,
				      .maps = tr->inner->maps,
				      .arg = tr };
	return &tr->self;
}

void time_range_init(struct time_range *tr, const char *spec, struct source *src,
		     struct consumer_wrap *next)
{
	*tr = (struct time_range){ .wrap = { range_wrap }, .spec = spec, .src = src,
				   .next = next };
}

void time_range_set(struct time_range *tr, uint64_t t0, uint64_t t1, struct source *src,
		    struct consumer_wrap *next)
{
	time_range_init(tr, NULL, src, next);
	tr->t0 = t0;
	tr->t1 = t1;
	tr->resolved = true;
	if (src && src->ops->skip_to)	/* before the run: from the first record */
		src->ops->skip_to(src, t0);
}
