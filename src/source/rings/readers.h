/* SPDX-License-Identifier: GPL-2.0-only */
/* readers.h: reader threads and the time-ordered merge behind the live and
 * simulated sources. Each reader drains its rings (libperf tracepoint rings,
 * and DTL channels: a data ring plus an AUX ring per CPU) into its own SPSC
 * queue; the thread calling readers_run merges the queues by timestamp
 * behind the slowest reader's watermark. */
#ifndef DTLTOP_READERS_H
#define DTLTOP_READERS_H

#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "aux-ring.h"
#include "perf-file.h"
#include "perf-ring.h"
#include "ring-walk.h"
#include "source.h"
#include "spsc.h"

struct perf_evlist;
struct tp_decoder;

/* One CPU's DTL rings: the vpa_dtl event's user page and data ring (AUX,
 * LOST and, in the simulator, sched sample records) and its AUX area. */
struct dtl_chan {
	uint32_t cpu;
	struct perf_ring data;
	struct aux_ring aux;
	struct aux_dtl dtl;
	bool has_aux;
	struct reader *rd;	/* set by readers_add_chan */
	/* The AUX area was found full: the driver's event is disabled, or will
	 * be at its next poll, and enabling it again would write through the
	 * buffer Linux 7.2's pmu->del freed. So the source closes the event
	 * and opens a new one. reopen (set by the source) returns 0 when the
	 * channel has its new rings, 1 while that is under way (it is asked
	 * again next pass), -1 when it failed (no more DTL from this CPU). */
	int (*reopen)(struct dtl_chan *ch, void *arg);
	void *reopen_arg;
	bool full;		/* found full: reopen once what is left is read */
	bool reopening;		/* reopen said 1 */
	uint64_t overruns;	/* times the area was found full (reader only) */
	uint64_t lost_told;	/* aux.lost_bytes already reported */
	uint64_t buffer_losses;	/* times dtl.dead was found (reader only;
				 * the source reads it once readers stopped) */
	/* A DTL read through a file instead of rings (debugfs powerpc/dtl,
	 * live-debugfs.c; vcpudispatch_stats, live-stats.c): when set, each
	 * pass calls it instead of reading data and AUX. It feeds ch->dtl
	 * (aux.size is its lap; dtl.emit queues to the reader) and returns the
	 * entries taken; it sets *behind while it holds entries the queue
	 * refused. force: the final drain, read whatever the poll interval
	 * says. */
	size_t (*read)(struct dtl_chan *ch, void *arg, bool force, bool *behind);
	void *read_arg;
	/* Hotplug (reader_change): set by a source whose channels may come and
	 * go. enable starts a channel that joined, once its marker is queued;
	 * release closes one whose CPU went offline, after its last read,
	 * once the reader has let go of it (the reader thread calls both). */
	void (*enable)(struct dtl_chan *ch, void *arg);
	void (*release)(struct dtl_chan *ch, void *arg);
	void *hp_arg;
};

struct readers;

/* A CPU leaving or joining a reader while the session runs (hotplug):
 * posted by the source's watcher thread (readers_post), applied by the
 * reader at the top of a pass, which then queues an EV_CPU_STATE stamped
 * with the time it vouches for, so the merge orders it after every event
 * the CPU's old rings held and before any of its new ones. */
struct reader_change {
	uint32_t cpu;
	bool online;
	/* online: the CPU's tracepoints, opened and mapped but disabled (the
	 * reader enables them, after stamping the change); NULL: none. */
	struct perf_evlist *evlist;
	/* online: the CPU's DTL channel (its event opened but not enabled:
	 * dtl_chan.enable), joined after the marker; NULL: none. Offline:
	 * the reader drains and releases every channel of the CPU that has
	 * a release. */
	struct dtl_chan *chan;
	/* The change is stamped no earlier than this (the simulator: when its
	 * schedule took the vCPU); 0: the time the reader vouches for. */
	uint64_t time;
};

#define READER_CHANGES 16	/* pending changes per reader */

/* A CPU's own evlist, joined at runtime (reader_change.evlist). */
struct reader_cpu_ev {
	uint32_t cpu;
	struct perf_evlist *evlist;
};

#define READER_DROP_CPUS 8	/* CPUs whose queue drops wait to be said */

struct reader {
	struct readers *rs;
	struct perf_evlist *evlist;	/* live tracepoints, or NULL */
	struct dtl_chan **ch;		/* DTL channels drained by this reader */
	unsigned nch;
	struct tp_decoder *tp;		/* own decoder: tp_decode is not thread-safe */
	struct pf_attr attr;		/* sample layout, for pf_parse_sample */
	struct spsc q;
	pthread_t thread;
	bool started;
	/* Written by the reader, read by the merge (__atomic). wm: every event
	 * with time <= wm this reader will ever see is already queued. */
	uint64_t wm;
	uint64_t safe;		/* merge only: wm when the queue was last emptied */
	uint64_t records, samples, unknown_records, unknown_samples;
	uint64_t pass_max;	/* newest event time of the current pass */
	/* Events the full queue refused (spsc_overflows counts them all), by
	 * CPU, until a slot is free to say so with an EV_DROPPED of that CPU
	 * (readers.c); a CPU past the slots stays unattributed. Reader
	 * thread only. */
	struct reader_drop {
		uint32_t cpu;
		uint64_t n, time;
	} drop[READER_DROP_CPUS];
	unsigned ndrop;
	/* Hotplug: changes posted, not yet applied (chg_lock), and the
	 * evlists of CPUs that joined (reader thread; the final drain and
	 * readers_free once it is joined). */
	pthread_mutex_t chg_lock;
	struct reader_change chg[READER_CHANGES];
	unsigned nchg;
	struct reader_cpu_ev *extra;
	unsigned nextra;
};

/* Events wait for the watermark in bins of event time (readers.c): a chunk
 * list per bin, so a round touches only the bins it releases. */
#define HOLD_SHIFT  20		/* a bin is 2^20 ns (about 1 ms) of event time */
#define HOLD_NBINS  1024	/* bins kept ahead of the oldest: about 1.07 s */
#define HOLD_CHUNK  64		/* events per chunk */

/* The times apart from the events: a release reads every held event's time
 * to sort, and 8 lines of times per chunk are cheaper to walk than 104 lines
 * of events that have mostly left the cache since they were held. */
struct hold_chunk {
	struct hold_chunk *next;
	uint32_t n;
	uint64_t time[HOLD_CHUNK];
	struct event ev[HOLD_CHUNK];
};

struct hold_bin {
	struct hold_chunk *head, *tail;
};

struct held_key {
	uint64_t time;
	struct event *ev;
};

struct readers {
	struct source *src;
	struct reader *rd;
	unsigned nrd;
	/* Gathered, not yet released: bin b (event times [b, b + 1) <<
	 * HOLD_SHIFT) is bins[b % HOLD_NBINS] for b in [base, base +
	 * HOLD_NBINS); older events go to bin base, newer ones to far. */
	struct hold_bin *bins;
	uint64_t base;
	bool based;		/* base set (from the first events) */
	struct hold_bin far;
	struct hold_chunk *spare;	/* released chunks, reused first */
	size_t nspare;
	uint64_t trim_at;	/* readers_now() of the last hold_trim */
	size_t nheld;
	struct held_key *keys;	/* sort space for one round's release */
	struct held_key *keys2;	/* the radix sort's other buffer */
	size_t cap;		/* of keys and keys2 */
	/* How far behind "now" an event may still turn up in a ring: records
	 * are stamped before they are committed, DTL entries wait for the next
	 * poll of the driver. */
	uint64_t slack_ns;
	/* The time events are vouched for: readers_now() unless the source
	 * knows better (the simulator says exactly what it has written). */
	uint64_t (*clock)(void *arg);
	void *clock_arg;
	/* Live with vpa_dtl: events carry perf's own clock (what the DTL
	 * timestamp formula gives), which user space cannot read. Readers
	 * learn a lower bound of its offset from CLOCK_MONOTONIC, newest event
	 * time minus the time after the pass that read it; INT64_MIN until
	 * then (nothing is released before the offset is known). */
	bool perf_clock;
	int64_t clock_off;	/* __atomic */
	unsigned nap_ms;	/* reader sleep when it has nothing to poll() */
	/* Channels read through files (dtl_chan.read) are read when a pass
	 * runs: a reader that has any waits at most this long (0: no bound
	 * but the poll() timeout), so that their poll interval holds on an
	 * idle CPU too. */
	unsigned chan_wait_ms;
	bool raw;		/* __atomic: copy tracepoint payloads (ev.tp.raw):
				 * the consumer wants them (consumer.h) */
	/* make bench's floor, not a mode for users (ring-walk.h): readers
	 * hand what they find to it and decode, queue and deliver nothing. */
	const struct ring_walk *walk;
	/* Called by readers_run when the session ends (a stop signal or
	 * readers_halt), before the final drain: the source stops what
	 * produces events (live: disables every event; the simulator: stops
	 * its thread), so that the drain reads all there is, and ends. */
	void (*quiesce)(void *arg);
	void *quiesce_arg;
	/* The producer waits for full rings (the simulator): with too many
	 * events held, the merge takes only from the readers that hold the
	 * release back, and the others' queues and rings fill, so the
	 * producer slows down and order is kept. Without it (live: the kernel would lose records)
	 * the held events are released early, counted as reorder_forced. */
	bool backpressure;
	/* __atomic, may be NULL: true while the producer waits for a reader
	 * (the simulator); readers then skip their rest after a light pass. */
	const bool *hurry;
	/* A safety valve: back pressure that released nothing for this long
	 * (a reader whose clock stopped) gives way to the early release. */
	uint64_t bp_patience_ns;
	uint64_t bp_since;	/* the first round that released nothing, or 0 */
	bool bp_stuck;
	bool finishing;		/* the final drain: no reopen */
	bool go;		/* __atomic: readers_run has begun; readers wait for it */
	bool stop;		/* __atomic: tells readers to finish */
	bool halt;		/* __atomic: readers_halt, readers_run returns */
	uint64_t dropped;	/* reader queue overflows, summed at stop */
};

#define READERS_QUEUE_CAP (1u << 15)	/* events per reader queue */
#define READERS_HELD_MAX (1u << 18)	/* events held for ordering before the merge acts */
/* bp_patience_ns unless set. The simulator's readers share one clock, so
 * the valve should never open there: a reader that has not run for this
 * long on a very busy machine is all it could mean. */
#define READERS_BP_PATIENCE_NS 5000000000ull
#define READERS_MAX 64

/* n reader slots, queues allocated. Returns 0 or -1 (out of memory). */
int readers_init(struct readers *rs, struct source *src, unsigned n);
/* Give channel ch to reader k. Returns 0 or -1 (out of memory). */
int readers_add_chan(struct readers *rs, unsigned k, struct dtl_chan *ch);
/* Hand reader k a CPU change (any thread). 0, or -1 while its pending
 * changes are full (post it again later). An offline change disables the
 * CPU in the reader's evlist and closes the evlist it joined with, once
 * what they hold is read. */
int readers_post(struct readers *rs, unsigned k, const struct reader_change *chg);
/* Unmap, close and free an evlist (NULL: nothing), opened or not; the
 * caller disables it first if it enabled it. */
void readers_evlist_destroy(struct perf_evlist *el);
/* Start the threads (stop signals blocked in them); they read nothing until
 * readers_run begins. 0 or -1 with err. */
int readers_start(struct readers *rs, char *err, size_t errlen);
/* The merge loop, until c asks to stop or a stop signal arrives. A stop
 * signal or readers_halt ends it with a final drain: the source quiesces,
 * the reader threads are joined, and what is left in every ring is read and
 * delivered, in time order. */
int readers_run(struct readers *rs, const struct consumer *c);
/* One round of it: take what the queues hold, deliver what the watermark
 * has passed. 0 (*idle: nothing moved), 1 when c asked to stop, -1 with
 * src->err (c failed, or no memory). For readers_run and tests. */
int readers_round(struct readers *rs, const struct consumer *c, bool *idle);
/* From any thread: make readers_run return within one idle nap, even if
 * no event comes (the interactive view's quit). */
void readers_halt(struct readers *rs);
/* Join the threads; afterwards the owner may unmap rings. */
void readers_stop(struct readers *rs);
/* Free queues and the heap (after readers_stop); the owner frees evlists,
 * decoders and channels itself. */
void readers_free(struct readers *rs);

/* Nanoseconds on the clock events are stamped with (CLOCK_MONOTONIC). */
uint64_t readers_now(void);

#endif
