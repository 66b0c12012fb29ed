/* SPDX-License-Identifier: GPL-2.0-only */
/* source.h: where events come from. Replay (perf.data), live (perf_event) and
 * simulator sources sit behind one interface and deliver typed events in
 * timestamp order; everything downstream is source-agnostic. */
#ifndef DTLTOP_SOURCE_H
#define DTLTOP_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "consumer.h"
#include "event.h"
#include "lparcfg.h"
#include "wallclock.h"

/* The kernel interfaces a DTL can come through, best first: the vpa_dtl
 * PMU (Linux >= 6.18), debugfs powerpc/dtl/cpu-N (CONFIG_DTL), and
 * /proc/powerpc/vcpudispatch_stats (dispatch counts and affinity only). */
enum dtl_iface {
	DTL_IFACE_NONE,
	DTL_IFACE_VPA,
	DTL_IFACE_DEBUGFS,
	DTL_IFACE_STATS,
};

/* What an interface measures (DTL_MEASURES_*): entries with reasons,
 * latency and steal (vpa_dtl, debugfs), or dispatch counts only. */
#define DTL_MEASURES_DISPATCHES	0x1u	/* dispatches per vCPU */
#define DTL_MEASURES_ENTRIES	0x2u	/* single entries: reasons, latency, steal */

/* "vpa_dtl", "debugfs", "dispatch-stats", "none". */
const char *dtl_iface_name(enum dtl_iface i);
unsigned source_dtl_measures(enum dtl_iface i);

/* What a source knows about the recording host, for header lines. */
struct source_dso_text {
	const char *path;
	const char *text;
	size_t len;
};

struct source_info {
	const char *kind;	/* "replay", "live", "live-sched-only", "simulated" */
	const char *path;	/* input file or "-" (replay) */
	char hostname[65];
	char osrelease[65];
	char arch[33];
	char cpudesc[129];
	char perf_version[33];
	uint32_t nr_cpus_avail;
	uint32_t nr_cpus_online;
	bool big_endian;	/* recorded on a big-endian host */
	bool pipe;		/* pipe-mode stream */
	bool compressed;	/* carried PERF_RECORD_COMPRESSED */
	/* A recording cut short (replay): the input ended inside a record, or
	 * perf record never finished the file. What it holds is shown, and
	 * partial_why says what is missing. Set once, with a release store
	 * after partial_why (a pipe finds out at its end, while views read). */
	bool partial;
	char partial_why[200];
	bool has_dtl;		/* a vpa_dtl event / AUXTRACE_INFO type 7 was found */
	/* Which DTL interface feeds the session (live: the one picked or
	 * forced by --dtl-source; replay and simulator: vpa_dtl or none),
	 * and in one line why that one and not a better one. What it can
	 * measure follows from it (source_dtl_measures): a figure the
	 * interface does not measure is shown as unknown, never as 0. */
	enum dtl_iface dtl_iface;
	char dtl_why[200];
	uint64_t aux_size;	/* the AUX area that frames DTL streams, bytes
				 * (replay: once decided; live, simulated) */
	uint32_t name_width;	/* longest event name: perf script aligns to it */
	/* The event clock against wall time (wallclock.h): a replay's
	 * CLOCK_DATA, else its file's mtime against the last event (approx.);
	 * live and simulated, CLOCK_REALTIME read beside the event clock. */
	struct wallclock clock;
	/* Symbols the source carries for the views (symbols.h), owned by the
	 * source, NULL/0 if none: a kallsyms text (a replay's tracing data
	 * kallsyms section, which dtltop -o fills; the simulator's kernel),
	 * and DSOs whose symbols are text ("START SIZE NAME" lines: the
	 * simulator's user binaries, named by the paths of its EV_MMAPs).
	 * Set before run() where known, else before the first event. */
	const char *kallsyms;
	size_t kallsyms_len;
	const struct source_dso_text *dso_text;
	size_t ndso_text;
	/* What the views may do with it, decided by the source, so that no
	 * view compares kind strings or reads the platform itself. */
	bool paced;		/* recorded time: a session paces, pauses, seeks it */
	bool live;		/* this machine now: ends with a signal or an error */
	uint32_t smt;		/* hardware threads per core (per-core rows) */
	/* The partition's entitlement and pool (valid false: unknown): live
	 * from /proc/powerpc/lparcfg, simulated from the pool, replayed from
	 * what -o stored (record.h); set before run() except in a replay,
	 * where the recording's AUXTRACE_INFO carries it. */
	struct lparcfg lpar;
	/* The core of each CPU below ncore_of (SOURCE_NO_CORE: not known),
	 * from the recording's CPU_TOPOLOGY, sysfs or the simulator; NULL:
	 * cores of smt consecutive CPUs. Owned by the source. */
	uint32_t *core_of;
	uint32_t ncore_of;
	/* The chip (physical package) of each CPU below nchip_of, the same
	 * way: sysfs's physical_package_id live, the simulator's own layout;
	 * NULL: not known. */
	uint32_t *chip_of;
	uint32_t nchip_of;
};
#define SOURCE_NO_CORE UINT32_MAX

/* Threads per core where the source cannot ask the machine: POWER's SMT8,
 * what shared-processor LPARs usually run. */
#define SOURCE_SMT_DEFAULT 8

/* Counters a source keeps about its own input (not about the partition). */
struct source_stats {
	uint64_t records;		/* perf records read */
	uint64_t samples;		/* PERF_RECORD_SAMPLE */
	uint64_t dtl_entries;		/* dtl entries delivered */
	uint64_t dtl_skipped;		/* zero/negative timebase entries skipped */
	uint64_t dtl_fragments;		/* trailing bytes < 48 dropped (count) */
	uint64_t unknown_records;	/* record types skipped */
	uint64_t unknown_samples;	/* samples of no known event */
	uint64_t out_of_order;		/* events older than one already delivered */
	uint64_t reorder_forced;	/* events released early: reorder window full */
	uint64_t dropped;		/* live/simulated: a reader's queue was full */
	uint64_t passed;		/* replay: samples and AUX buffers passed over
					 * undecoded, before --time's start (skip_to) */
};

struct source;

struct record_setup;

struct source_ops {
	const char *name;
	/* run() fails only on input it cannot read (a recording: truncated,
	 * corrupt), which is exit status 2 as for input that cannot be
	 * opened; the failures of other sources are runtime ones (1). */
	bool reads_input;
	/* Optional (live and simulated sources): what -o needs to know to
	 * write the session as perf.data (record.h). 0 or -1 with src->err. */
	int (*record_setup)(struct source *src, struct record_setup *rs);
	/* Deliver events to c until the end of input or c asks to stop.
	 * Returns 0, or -1 with a one-line message in src->err (c's own
	 * failure included: CONSUMER_FAILED). A source may keep c while
	 * run() goes on, never after. */
	int (*run)(struct source *src, const struct consumer *c);
	void (*close)(struct source *src);
	/* Optional, callable from another thread while run() is going: make
	 * run() return soon even if no event (so no callback) comes. Sources
	 * whose callback runs steadily (replay) need none. */
	void (*stop)(struct source *src);
	/* Optional (a recording in a file): open the same input again for a
	 * second reader while run() goes on (the time panel's entries older
	 * than the kept ones), wanting events from t0 on: it may start at a
	 * checkpoint the first reader recorded before t0 instead of the start
	 * (replay-index.h), and may deliver earlier events too, which the
	 * caller drops. NULL, with a one-line message in err, when it cannot
	 * (a pipe). */
	struct source *(*reopen)(const struct source *src, uint64_t t0, char *err,
				 size_t errlen);
	/* Optional, from run()'s consumer (--time, once it knows its start):
	 * no event older than t0 is wanted, so the source may pass over them
	 * without decoding them (a replay: samples by their time, AUX data
	 * that is older by the records around it). It may still deliver some,
	 * which the caller drops. */
	void (*skip_to)(struct source *src, uint64_t t0);
};

struct tp_decoder;

struct source {
	const struct source_ops *ops;
	struct source_info info;
	struct source_stats stats;
	struct tp_decoder *tp;	/* tracepoint formats, for views that print payloads */
	uint64_t last_time;	/* newest event time delivered (source_emit) */
	/* Replay: bytes of the file read so far and its size, for a loading
	 * percentage (__atomic, written by run(), read by other threads);
	 * total 0: unknown (a pipe, a live or simulated source). */
	uint64_t bytes_done, bytes_total;
	char err[256];
	/* Set by run(): a warning about the input, printed on stderr once the
	 * output is done (main.c). */
	char note[256];
	/* --ready-fd: once events flow (live: every event enabled, privileges
	 * dropped), "ready" and a newline are written to it and it is closed
	 * (source_ready). 0: none. */
	int ready_fd;
	/* Live and simulated: the lparcfg re-read once per period, with app
	 * (source_lpar_update); NULL: info.lpar is all there is (replay). */
	struct source_lpar *lpar_live;
	/* -o: the session is being recorded (main sets it), and the bytes
	 * written so far (__atomic, by the tee; the view's REC mark). */
	bool recording;
	uint64_t rec_bytes;
	void *priv;
};

/* Replay: open a perf.data file, or standard input for "-". Returns NULL with
 * a one-line message (naming the file) in err on failure. */
struct source *replay_open(const char *path, char *err, size_t errlen);

/* Replay: the recording's AUX area size, for a file whose command line does
 * not say (perf record -m ,AUX) or says wrong; before the source runs. 0 or
 * -1 (not a replay, or too late). */
int replay_set_aux_size(struct source *src, uint64_t bytes);

/* Replay shards (src/source/replay/replay-shards.c): shard k of n reads the
 * same recording as src (which has not run, but may have its AUX framing
 * decided here, for them all) and delivers only the events of the cpus c
 * with c % n == k, in the order the whole replay would. NULL
 * with a one-line message in err for a pipe, or a file that cannot be read
 * again as it was. */
struct source *replay_shard(struct source *src, uint32_t k, uint32_t n, char *err,
			    size_t errlen);
/* How many of at most max shards of src (a replay not run) pay off: each
 * reads every record of the file for the others' CPUs, so only as many as
 * keep that within a fifth of one reader's work, by the share of the file
 * its AUX data is; two at least, which halve the rest. */
uint32_t replay_shards_worth(struct source *src, uint32_t max);
/* After the n shards ran (ret[k]: what shard k's run returned): 0 if their
 * events, merged, are exactly the whole replay's, shard 0's stats and note
 * then being the whole's; -1 with why said in why if not (an error, an
 * event out of order, one forced out early): replay the whole instead, for
 * its output or error. */
int replay_shards_combine(struct source *const *sh, const int *ret, uint32_t n, char *why,
			  size_t whylen);

/* The partition's lparcfg as it changes (src/source/source-lpar.c): the
 * source that re-reads it publishes each read under a lock, with app over
 * the time since the previous read; views copy the latest whole, so the
 * UI or batch thread never sees a half-written one. new: NULL when out of
 * memory (the first read then stays in info.lpar, no app). */
struct source_lpar *source_lpar_new(const struct lparcfg *first);
/* A new read (source's thread): app from the previous read to this one
 * when both had pool_idle_time (non-zero) and tbr, else none, as lparstat. */
void source_lpar_update(struct source_lpar *l, const struct lparcfg *read);
/* The latest read (any thread); info.lpar for a source without updates. */
void source_lpar_get(const struct source *src, struct lparcfg *out);
void source_lpar_free(struct source_lpar *l);
/* How often a source re-reads the lparcfg: lparstat's default interval. */
#define SOURCE_LPAR_PERIOD_NS 1000000000ull

/* The event clock `clk` (CLOCK_MONOTONIC) against CLOCK_REALTIME, read
 * beside it (the tightest of a few bracketed reads), into wc. */
void source_wall_clock(struct wallclock *wc, int clk, enum wc_quality q, const char *how);

/* Say ready on --ready-fd, once. */
void source_ready(struct source *s);

static inline int source_run(struct source *s, const struct consumer *c)
{
	return s->ops->run(s, c);
}

/* What every delivered event is counted in: out-of-order events the same
 * way whatever their origin. source_emit does it; a source that hands
 * events on in batches (event_batch_cb) calls it for each. */
static inline void source_account(struct source *s, const struct event *ev)
{
	if (ev->time < s->last_time)
		s->stats.out_of_order++;
	else
		s->last_time = ev->time;
}

/* Every source hands events on through this (or source_account and a
 * batch). Returns the consumer's result. */
static inline int source_emit(struct source *s, const struct event *ev, const struct consumer *c)
{
	source_account(s, ev);
	return c->event(ev, c->arg);
}

/* The exit status of a session whose source's run() failed (source_ops
 * reads_input): 2, the input cannot be read, or 1, a runtime failure. */
static inline int source_fail_status(const struct source *s)
{
	return s && s->ops->reads_input ? 2 : 1;
}

static inline void source_stop(struct source *s)
{
	if (s && s->ops->stop)
		s->ops->stop(s);
}

static inline void source_close(struct source *s)
{
	if (s)
		s->ops->close(s);
}

#endif
