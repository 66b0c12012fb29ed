/* SPDX-License-Identifier: GPL-2.0-only */
/* live.h: the live source (sched tracepoints on every online CPU through
 * perf_event, read by reader threads, merged in time order) and its preflight. */
#ifndef DTLTOP_LIVE_H
#define DTLTOP_LIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "source.h"

#define LIVE_READERS_MAX 64

#define LIVE_DEF_POLL_NS 10000000ull	/* --poll default: 10 ms */

struct live_opts {
	unsigned readers;	/* --readers; 0 = min(online CPUs, 8) */
	const char *cpus;	/* -C LIST; NULL = every online CPU */
	uint32_t dtl_mask;	/* --dtl: DTL_MASK_* (dtl.h); 0 = all */
	uint64_t poll_ns;	/* --poll; 0 = LIVE_DEF_POLL_NS */
	uint64_t data_size;	/* -m: sched ring per CPU, bytes; 0 = RING_DATA_DEFAULT */
	uint64_t aux_size;	/* -m: vpa_dtl AUX area per CPU, bytes; 0 = DTL_AUX_DEFAULT */
	const char *lparcfg;	/* --lparcfg=FILE with --batch; NULL = LPARCFG_PATH */
	/* --dtl-source: the DTL interface to use, or (false) the first of
	 * vpa_dtl, debugfs powerpc/dtl, vcpudispatch_stats that works */
	bool dtl_forced;
	enum dtl_iface dtl_source;
	bool task_events;	/* -o: the kernel's COMM and FORK records too (EV_COMM,
				 * EV_FORK), which name new tasks in the file */
};

/* Open the live source: preflight, tracefs, the events on every CPU, reader
 * threads; capabilities are dropped before it returns. On failure returns
 * NULL with a one-line message in err and the exit status in *status
 * (1 runtime failure or missing privilege, 2 bad -C list). */
struct source *live_open(const struct live_opts *lo, char *err, size_t errlen,
			 int *status);

/* live-preflight.c ---------------------------------------------------- */

/* Whether this process may open system-wide tracepoints with raw samples:
 * CAP_PERFMON or CAP_SYS_ADMIN effective, or perf_event_paranoid <= -1.
 * Returns 0, or -1 with a message naming what is missing. */
int live_preflight(char *err, size_t errlen);

/* The tracefs mount (".../tracing", no trailing slash) into dir; mounts it
 * at /sys/kernel/tracing when missing and we may. Returns 0 or -1 (err). */
int live_tracefs(char *dir, size_t dirlen, char *err, size_t errlen);

/* Clear the effective, permitted and inheritable capability sets of the
 * calling thread (threads created afterwards inherit that); with keep_dtl,
 * CAP_PERFMON and CAP_IPC_LOCK stay permitted (not effective), for a reader
 * to replace a vpa_dtl event after an AUX overrun. 0 or -1 (err). */
int live_drop_caps(bool keep_dtl, char *err, size_t errlen);

/* Make the capabilities live_drop_caps kept effective in the calling
 * thread, or not. */
void live_caps_raise(bool on);

/* Whether the vpa_dtl PMU exists (a PowerVM shared-processor LPAR). */
bool live_has_vpa_dtl(void);

#endif
