/* SPDX-License-Identifier: GPL-2.0-only */
/* consumer.h: what a source delivers its events to. A driver (batch, --script,
 * the interactive session) passes one to source_run, as upstream perf passes
 * a perf_tool to session processing: the source keeps none of it. */
#ifndef DTLTOP_CONSUMER_H
#define DTLTOP_CONSUMER_H

#include <stdbool.h>
#include <stddef.h>

#include "event.h"

/* Called once per event, in time order. Return 0 to go on, non-zero to
 * stop the source: CONSUMER_FAILED when the consumer itself failed and
 * has written why into the source's err (then run() returns -1 with it),
 * any other value when it is done (run() returns 0). */
typedef int (*event_cb)(const struct event *ev, void *arg);

#define CONSUMER_FAILED (-1)

/* Optional, the batch form of event_cb for DTL entries: n EV_DTL events in
 * time order, as n calls of the event callback with the same arg would give
 * them; non-zero stops the source (the events after the one that stopped it
 * are dropped, as a stop ends the run). */
typedef int (*event_batch_cb)(const struct event *ev, size_t n, void *arg);

/* Optional: told of an event some events before it is delivered, to start
 * loading what the callback will touch (model_prefetch): first far ahead
 * (near 0), then again a few events ahead (near 1), when what the far call
 * loaded can be read to find the rest. */
typedef void (*event_prefetch_fn)(const struct event *ev, int near, void *arg);

struct consumer {
	event_cb event;			/* required */
	event_batch_cb dtl_batch;	/* optional: sources that produce runs of
					 * DTL entries (replay's DTL merge) use it */
	event_prefetch_fn prefetch;	/* optional: sources that deliver from a
					 * batch (the readers' merge) call it */
	bool raw;		/* wants tracepoint payloads (ev->tp.raw): --script, -o */
	bool callchain;		/* with raw: samples' callchains (ev_callchain)
				 * and EV_MMAP events, where a replay has them */
	bool maps;		/* EV_MMAP (its file name in tp.raw), EV_FORK and
				 * EV_COMM, where the source has them, in every
				 * shard of a replay: the model's process maps */
	void *arg;		/* of all three */
};

/* A consumer main puts in front of the one a driver builds (-o's tee): the
 * driver runs its source with wrap's result, which hands events on to
 * inner. Drivers take one, or NULL for none. */
struct consumer_wrap {
	const struct consumer *(*wrap)(struct consumer_wrap *w, const struct consumer *inner);
};

static inline const struct consumer *consumer_wrap(struct consumer_wrap *w,
						   const struct consumer *c)
{
	return w ? w->wrap(w, c) : c;
}

/* n DTL entries, in one call where the consumer takes batches, else one by
 * one; the first non-zero result stops it and is returned. */
static inline int consumer_batch(const struct consumer *c, const struct event *ev, size_t n)
{
	if (c->dtl_batch)
		return c->dtl_batch(ev, n, c->arg);
	for (size_t i = 0; i < n; i++) {
		int r = c->event(&ev[i], c->arg);

		if (r)
			return r;
	}
	return 0;
}

#endif
