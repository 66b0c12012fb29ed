/* SPDX-License-Identifier: GPL-2.0-only */
/* record.h: -o FILE. Writes the events a live or simulated session delivers
 * as perf.data in upstream's layout: sched tracepoint samples with their
 * payloads, PERF_RECORD_AUX/LOST, and each CPU's DTL stream (boot-timebase
 * header, then big-endian entries) in AUXTRACE buffers after AUXTRACE_INFO
 * type 7, so `dtltop -i FILE` reproduces the session's numbers exactly.
 * Like perf record it also writes the kernel MMAP and FORK/COMM records for
 * the tasks (those at the start, then the kernel's EV_FORK and EV_COMM as
 * delivered), and samples with IP and PERIOD, so that perf reads it as its own. */
#ifndef DTLTOP_RECORD_H
#define DTLTOP_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"
#include "source.h"

#define RECORD_MAX_TPS 8

typedef int (*record_task_fn)(void *ctx, int32_t pid, int32_t tid, int32_t ppid,
			     const char *comm);

/* What the session's source knows and the file must say. */
struct record_setup {
	const void *tracing;		/* tracing-data blob (host byte order) */
	size_t tracing_len;
	int tp_ids[RECORD_MAX_TPS];	/* tracepoint ids that may appear */
	const char *tp_names[RECORD_MAX_TPS];	/* "sched:sched_switch" */
	unsigned ntps;
	uint64_t sample_type;		/* of the tracepoint samples */
	bool dtl;			/* a vpa_dtl event with AUX data */
	uint32_t dtl_pmu_type;		/* its perf_event_attr.type */
	uint64_t dtl_config;		/* DTL_MASK_* */
	uint64_t poll_ns;		/* its sample_period */
	uint32_t ncpus;			/* CPUs 0..ncpus-1 may appear */
	uint64_t aux_size;		/* the session's AUX area: the laps of the
					 * DTL stream written (dtl-lap.h) */
	/* Each CPU's boot timebase header, known once its stream started. */
	bool (*boottb)(void *arg, uint32_t cpu, struct dtl_boottb *out);
	void *boottb_arg;
	/* The tasks that exist as recording starts: perf record synthesizes
	 * a FORK and a COMM for each, so that perf names them. tasks calls
	 * put for each and returns 0 or put's first non-zero; NULL: none. */
	int (*tasks)(void *arg, record_task_fn put, void *ctx);
	void *tasks_arg;
	/* A task's name, for a sample whose task no payload has named yet (a
	 * waker that started after the tasks above): false if unknown. */
	bool (*task_comm)(void *arg, int32_t pid, int32_t tid, char comm[16]);
	/* The kernel's text for the kernel MMAP perf record writes ([_text,
	 * _etext) from kallsyms); 0 = unknown, a made-up range is written. */
	uint64_t ktext_start, ktext_end;
	int argc;			/* dtltop's command line, for HEADER_CMDLINE */
	char *const *argv;
};

struct recorder;

/* Create path (O_EXCL|O_NOFOLLOW: an existing file is kept unless force,
 * and a symlink is never followed) and write the header part. NULL with a
 * one-line message in err on failure. */
struct recorder *recorder_open(const char *path, bool force, const struct source_info *info,
			       const struct record_setup *rs, char *err, size_t errlen);

/* Append one delivered event. Returns 0 or -1 (write error, kept for close). */
int recorder_event(struct recorder *r, const struct event *ev);

/* Bytes of the file written so far (buffered ones included). */
uint64_t recorder_bytes(const struct recorder *r);

/* Whether a write has failed (recorder_event returned -1), and the one-line
 * message that says so: "FILE: writing the recording failed: REASON". */
bool recorder_failed(const struct recorder *r);
void recorder_error(const struct recorder *r, char *err, size_t errlen);

/* Flush, write the features and close. Returns 0, or -1 with err (the same
 * message as recorder_error). */
int recorder_close(struct recorder *r, char *err, size_t errlen);

#endif
