/* SPDX-License-Identifier: GPL-2.0-only */
/* session.h: one running source feeding one model on a feeder thread, for
 * the interactive view. The model is shared under a lock, taken per batch of
 * events by the feeder and once per frame by the UI; replay can be paced,
 * paused, stepped and fast-forwarded. Source-agnostic: replay, live and
 * simulated sessions are driven the same way. */
#ifndef DTLTOP_SESSION_H
#define DTLTOP_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "model.h"
#include "source.h"

struct session;

/* What the UI shows about the feeder (a copy, taken with session_state). */
struct session_state {
	bool pace;		/* the source can be paced (replay) */
	bool running;		/* feeder thread started and not finished */
	bool ended;		/* source's run() returned */
	bool failed;		/* ... with an error: err */
	bool paused;
	bool seeking;		/* fast-forwarding to a 'g' target */
	unsigned speed;		/* index into session_speeds */
	uint64_t fed;		/* events fed into the model */
	uint64_t first_ns;	/* time of the first event fed (kept across resets) */
	uint64_t bytes_done, bytes_total;	/* the source's (source.h); total 0: unknown */
	char err[256];
};

/* Replay speeds, x real time; 0 = as fast as possible (the default). */
extern const double session_speeds[];
extern const unsigned session_nspeeds;

/* src may be NULL (benchmarks feed the model themselves). The feeder runs
 * it with wrap's consumer in front of its own (consumer.h: -o's tee), or
 * with its own alone for NULL. */
struct session *session_new(struct source *src, const struct model_opts *mo,
			    struct consumer_wrap *wrap);
void session_free(struct session *s);	/* stops the feeder first */

int session_start(struct session *s);	/* 0, or -1 (thread not started) */
void session_stop(struct session *s);	/* ask the source to stop, join */

void session_lock(struct session *s);
void session_unlock(struct session *s);
/* Under the lock only. */
struct model *session_model(struct session *s);
const struct source *session_source(const struct session *s);
/* Feed one event as the feeder does; under the lock. */
void session_feed(struct session *s, const struct event *ev);

void session_state(struct session *s, struct session_state *st);

/* A replay's DTL entries and sched_switches of cpu in [t0, t1), the ones
 * older than the model's recent ring: read again from the recording by a
 * second source on the same path, which starts at the replay's last
 * checkpoint before t0 (the start if none: source_ops.reopen) and stops at
 * t1, so it costs about the span, not the file. Without the lock; blocks
 * while it reads.
 * Returns how many went into out (at most max, the earliest), or -1 with
 * err: not a replay, a pipe (cannot be read twice), unreadable. */
long session_entries_at(struct session *s, uint32_t cpu, uint64_t t0, uint64_t t1,
			struct model_recent *out, size_t max, char *err, size_t errlen);

/* A brushed span of a replay: a NEW model (built with the session's
 * model_opts) of the events in [t0, t1), all vCPUs and kinds, read again
 * from the recording as session_entries_at does; the session's model is
 * untouched. The events before t0 are fed too, then the counters reset
 * (model_reset), so the span's tasks are charged to whoever was running.
 * Without the lock; blocks while it reads (call it from a worker thread);
 * *cancel (may be NULL) set by another thread stops it early. Returns the
 * settled model (the caller frees it), or NULL with a one-line err: not a
 * recording, a pipe, unreadable, out of memory, or cancelled. */
struct model *session_span_model(struct session *s, uint64_t t0, uint64_t t1,
				 const bool *cancel, char *err, size_t errlen);

/* Replay controls (no-ops for sources that cannot be paced). */
void session_set_paused(struct session *s, bool paused);
void session_speed_step(struct session *s, int dir);	/* +1 faster, -1 slower */
/* While paused, deliver ns more of recorded time (from the newest event
 * taken, or from the first one if none was), then stay paused. */
void session_step(struct session *s, uint64_t ns);
/* Deliver as fast as possible up to target_ns, then pause. */
void session_seek(struct session *s, uint64_t target_ns);
/* The same, to offset_ns after the first event, which need not have been
 * taken yet ('g +5' on a replay started --paused). */
void session_seek_from_first(struct session *s, uint64_t offset_ns);

/* No reset: the view's 'r' only moves its cumulative baseline (tui-snap.c),
 * so the model, and a replay's data with it, is never wiped. */

#endif
