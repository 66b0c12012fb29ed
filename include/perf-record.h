/* SPDX-License-Identifier: GPL-2.0-only */
/* perf-record.h: one perf record (sched tracepoint SAMPLE, AUX, LOST,
 * LOST_SAMPLES, COMM, FORK) to the typed event it stands for (event.h). The
 * one decoder behind the live and simulated readers and perf.data replay:
 * sources move bytes, say how to read them and order what comes out. */
#ifndef DTLTOP_PERF_RECORD_H
#define DTLTOP_PERF_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"

struct dtl_lap;
struct pf_attr;
struct tp_decoder;

/* What the source knows of a record: its layout and how to type it. */
struct pr_layout {
	bool swap;			/* the record's byte order differs from ours */
	/* SAMPLE */
	const struct pf_attr *attr;	/* the body's layout (sample_type, read_format) */
	struct tp_decoder *tp;		/* payload decoder; NULL: not a sched sample */
	bool tp_from_payload;		/* the id is the payload's common_type (one ring
					 * for all tracepoints), else tp_id and tp_name */
	int tp_id;
	const char *tp_name;
	/* the other types */
	uint64_t trailer_type;		/* sample_type of the sample_id_all trailer, 0: none */
	/* AUX: the framing of the CPU's DTL stream, to count the entries a
	 * commit carries; NULL: none known, entries = aux_size / 48. frame
	 * (if set) is called first, once the record is known good: replay
	 * decides the framing at the first AUX data; it returns -1 when it
	 * cannot (and has said why). */
	const struct dtl_lap *lap;
	int (*frame)(void *arg);
	void *frame_arg;
	/* A reader of a share of the CPUs (replay-shards.c), shard_n > 1:
	 * samples of cpus c with c % shard_n != shard_k are not decoded. */
	uint32_t shard_n, shard_k;
	/* --time (source_ops.skip_to): samples older are not decoded
	 * (PR_OTHER, their time and cpu read where they sit); 0: none. */
	uint64_t skip_before;
};

enum pr_status {
	PR_EVENT,	/* *ev holds the event */
	PR_SKIP,	/* a sample that is no sched tracepoint dtltop can type
			 * (ev->time and cpu are its own all the same) */
	PR_SHORT,	/* the body is shorter than its type (or sample_type) needs */
	PR_BAD_TRAILER,	/* no room for the sample_id_all trailer */
	PR_FAILED,	/* frame failed */
	PR_UNKNOWN,	/* a type this decoder does not read */
	PR_OTHER,	/* a sample of another shard's cpu: only ev->time and
			 * ev->cpu are set */
};

/* Type a PERF_RECORD_SAMPLE whose body (after the 8-byte header) is len
 * bytes into *ev, which refers to the payload in body (ev->tp.raw). */
enum pr_status pr_sample(const struct pr_layout *l, const uint8_t *body, size_t len,
			 struct event *ev);

/* Type a side-band record of `type` (AUX, LOST, LOST_SAMPLES, COMM, FORK,
 * MMAP, MMAP2 with ev->tp.raw its file name; PR_UNKNOWN for others) into *ev. *timed says whether the record gave the
 * event its time: without a sample_id_all trailer only FORK has one. */
enum pr_status pr_side_band(const struct pr_layout *l, uint32_t type, const uint8_t *body,
			    size_t len, struct event *ev, bool *timed);

/* The record type's name as messages give it ("AUX", "LOST_SAMPLES"). */
const char *pr_type_name(uint32_t type);

#endif
