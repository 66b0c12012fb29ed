/* SPDX-License-Identifier: GPL-2.0-only */
/* fixtures.h: recordings the unit tests write with the perf writer, and the
 * typed events the model tests feed. */
#ifndef DTLTOP_TEST_FIXTURES_H
#define DTLTOP_TEST_FIXTURES_H

#include <stdint.h>

#include "event.h"
#include "perf-writer.h"

/* The vpa_dtl event the tests' recordings carry (sample id FIXTURE_DTL_ID). */
#define FIXTURE_DTL_ID 1

/* Open path for a DTL-only recording as upstream perf writes one: the
 * vpa_dtl event (type 42, TID|TIME|CPU|IDENTIFIER, sample_id_all),
 * AUXTRACE_INFO type 7, ready for AUX and AUXTRACE records. NULL on
 * failure. */
struct perf_writer *fixture_dtl_open(const char *path);

/* A DTL event as the decoder hands it to the model: entry fields by name,
 * the entry's timebase equal to t (the model reads time, not timebase). */
struct event fixture_dtl_event(uint32_t cpu, uint64_t t, uint8_t disp, uint8_t pre,
			       uint16_t proc, uint32_t e2d, uint32_t r2e, uint32_t w2r,
			       uint64_t tb_freq);

/* An event of kind with only its time and cpu set (the rest zero). */
struct event fixture_event(uint32_t cpu, uint64_t t, uint16_t kind);

/* sched_switch to next_pid (prev_pid 0), next_comm copied as the kernel's
 * char[16] would hold it. */
struct event fixture_switch_event(uint32_t cpu, uint64_t t, int32_t next_pid,
				  const char *next_comm);

#endif
