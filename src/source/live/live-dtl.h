/* SPDX-License-Identifier: GPL-2.0-only */
/* live-dtl.h: vpa_dtl events of a live session, one DTL channel per CPU,
 * and what keeps the kernel safe from them: every event is disabled before
 * anything can unmap its AUX area, on every exit path that runs code. */
#ifndef DTLTOP_LIVE_DTL_H
#define DTLTOP_LIVE_DTL_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "live-limits.h"
#include "readers.h"

struct live_dtl_cpu {
	struct dtl_chan ch;
	int fd;
	size_t slot;		/* in the crash registry */
	void *map, *aux;
	size_t map_len, aux_len;
	struct live_dtl *d;
	struct live_dtl_cpu *next;	/* d->joined */
	bool joined;		/* opened by live_dtl_open_cpu (hotplug) */
};

struct live_dtl {
	struct live_dtl_cpu *cpu;
	size_t n;
	size_t want;		/* CPUs live_dtl_open was asked for */
	int type;		/* the PMU's perf_event_attr.type */
	uint32_t mask;
	uint64_t poll_ns;
	uint64_t data_size;	/* vpa_dtl's own data ring, bytes */
	uint64_t aux_size;	/* AUX area, bytes */
	bool enabled;
	bool map_failed;	/* live_dtl_open failed at an mmap (not the open) */
	const struct mlock_budget *budget;	/* for the message of an mmap's EPERM */
	uint64_t reopens, reopen_failures;	/* (reader threads: __atomic) */
	/* Hotplug: the events of CPUs that came online during the session
	 * (live_dtl_open_cpu), each in crash-registry slot want + cpu. */
	pthread_mutex_t mu;
	struct live_dtl_cpu *joined;
	size_t nslots;		/* want + the CPUs the system can have */
	uint64_t joined_losses;	/* buffer_losses of released ones (mu) */
};

/* Open and map vpa_dtl (config = DTL_MASK_*, sample_period = poll_ns, a
 * data ring of data_size and an AUX area of aux_size bytes, each a power of
 * two pages) on each of cpus, disabled. On failure returns -1 with a
 * message and *e the errno (EBUSY names the other DTL consumers, EACCES/EPERM
 * of the open CAP_PERFMON, EPERM of an mmap (d->map_failed) the
 * locked-memory budget); what was opened stays in d for live_dtl_close. */
int live_dtl_open(struct live_dtl *d, const int *cpus, size_t n, uint32_t mask,
		  uint64_t poll_ns, uint64_t data_size, uint64_t aux_size,
		  const struct mlock_budget *budget, char *err, size_t errlen, int *e);
void live_dtl_enable(struct live_dtl *d, bool on);
/* Hotplug. A CPU that came online: its event opened and mapped, disabled;
 * its channel's enable (reader thread, after the marker) enables it when
 * the session is, its release closes and frees it. NULL with err. The
 * channels of live_dtl_open get a release too: a CPU that goes offline has
 * its event closed (the kernel has already taken it off the CPU and the
 * driver freed its buffer: perf core's CPU exit removes every event of the
 * CPU's context, state OFF, and vpa_dtl's pmu->del unregisters the log);
 * it is opened anew when the CPU comes back. */
struct dtl_chan *live_dtl_open_cpu(struct live_dtl *d, uint32_t cpu, char *err, size_t errlen);

/* Disable, unmap and close every event (in that order). */
void live_dtl_close(struct live_dtl *d);

/* dtl_chan.reopen for a live channel: close the event and open a new one on
 * the same CPU (reader thread). */
int live_dtl_reopen(struct dtl_chan *ch, void *arg);

/* Say on stderr which CPUs lost their DTL buffer to another vpa_dtl user
 * during the session (dtl_chan.buffer_losses), once the readers stopped. */
void live_dtl_lost_note(const struct live_dtl *d);

/* Disable every vpa_dtl event this process has open: async-signal-safe
 * (the crash path, atexit, a sanitizer's death callback). */
void live_dtl_disable_all(void);

#endif
