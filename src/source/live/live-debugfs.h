/* SPDX-License-Identifier: GPL-2.0-only */
/* live-debugfs.h: the DTL of kernels without the vpa_dtl PMU, read from
 * debugfs powerpc/dtl/cpu-N (arch/powerpc/platforms/pseries/dtl.c): one
 * file per CPU, read by the reader that owns the CPU every --poll, its
 * entries framed as a vpa_dtl AUX stream (a boot-timebase header from a
 * calibration of the timebase against the events' clock, then the lap
 * layout; after a re-anchor the entries' timebases move, the header stays)
 * so that the one decoder and -o's recorder take them as they take
 * vpa_dtl's. */
#ifndef DTLTOP_LIVE_DEBUGFS_H
#define DTLTOP_LIVE_DEBUGFS_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dtl-anchor.h"
#include "readers.h"

/* Test hooks, for tests only: DTLTOP_TEST_DEBUGFS=DIR stands for the
 * debugfs mount (DIR/powerpc/dtl/...) and DTLTOP_TEST_PROCFS=DIR for /proc
 * (DIR/cpuinfo, DIR/powerpc/vcpudispatch_stats), so that a test on any
 * machine can feed regular files and FIFOs. Nothing is mounted then. */
const char *live_debugfs_root(void);
const char *live_procfs_root(void);

struct live_debugfs;

/* -o's vpa_dtl event type where the kernel has no vpa_dtl PMU to say one */
#define LIVE_DEBUGFS_PMU_TYPE 42

struct live_debugfs_cpu {
	struct dtl_chan ch;
	int fd;
	struct live_debugfs *d;
	uint8_t *buf;		/* the last read, entries not yet decoded */
	size_t off, have;
	uint64_t pos;		/* stream offset of the next slot to feed */
	uint64_t last_read;	/* readers_now() of the last read */
	uint32_t epoch;		/* the anchor its last read used */
	uint64_t hdr_boot;	/* boot_tb of its stream's header */
	uint64_t aux_start;	/* stream offset where the last read's bytes start */
	uint32_t aux_entries;	/* and its entries */
	bool aux_pending;	/* its EV_AUX is still to be queued */
	bool dead;		/* a read failed: no more DTL from this CPU */
	bool joined;		/* opened by live_debugfs_open_cpu (hotplug) */
	struct live_debugfs_cpu *next;	/* live_debugfs.joined */
};

struct live_debugfs {
	struct live_debugfs_cpu *cpu;
	size_t n;
	uint32_t buf_entries;	/* the kernel's per-CPU buffer (dtl_buf_entries) */
	uint64_t poll_ns;
	uint64_t lap;		/* of the stream the entries are framed in */
	pthread_mutex_t mu;	/* the anchor: reader threads share it */
	struct dtl_anchor an;
	uint32_t epoch;		/* bumped at each (re-)anchor */
	uint64_t last_cal;	/* readers_now() of the last calibration */
	uint64_t read_errors;	/* __atomic */
	uint32_t mask;		/* dtl_event_mask for the files opened */
	struct live_debugfs_cpu *joined;	/* hotplug's, under mu */
	bool inited;
};

/* Whether debugfs powerpc/dtl exists, mounting debugfs at /sys/kernel/debug
 * when it is not mounted and we may. */
bool live_debugfs_available(void);

/* Whether /proc/powerpc/vcpudispatch_stats exists. */
bool live_stats_available(void);

/* Open powerpc/dtl/cpu-N of each of cpus with dtl_event_mask = mask (the
 * kernel reads it at open; the old value is put back right after, and by
 * the exit and crash paths should anything fail in between), the timebase
 * frequency from cpuinfo and a first calibration. Entries are framed in
 * laps of aux_size. -1 with a one-line message and *e the errno (EBUSY
 * names every consumer that can hold the DTL). */
int live_debugfs_open(struct live_debugfs *d, const int *cpus, size_t n, uint32_t mask,
		      uint64_t poll_ns, uint64_t aux_size, char *err, size_t errlen, int *e);
void live_debugfs_close(struct live_debugfs *d);

/* Hotplug: cpu came online, its powerpc/dtl/cpu-N opened (with the
 * session's dtl_event_mask, put back after) as a channel whose release
 * closes and frees it; NULL with err. Every channel of live_debugfs_open
 * gets a release too: the file of a CPU that went offline is read a last
 * time and closed (dtl.c unregisters its buffer then), and opened anew
 * when the CPU comes back. */
struct dtl_chan *live_debugfs_open_cpu(struct live_debugfs *d, uint32_t cpu, char *err,
				       size_t errlen);

/* The header of cpu's stream once it has one (for -o). */
bool live_debugfs_boottb(struct live_debugfs *d, uint32_t cpu, struct dtl_boottb *out);

/* Put dtl_event_mask back (async-signal-safe: the crash path). */
void live_debugfs_restore_mask(void);

/* Replace the content of a small control file (dtl_event_mask,
 * vcpudispatch_stats) with n bytes: a write from offset 0 (debugfs and
 * procfs files are not seekable for pwrite: ESPIPE) that a regular file,
 * as the tests use, is cut to. True when all n bytes were taken.
 * Async-signal-safe. */
bool live_ctl_put(int fd, const void *buf, size_t n);

#endif
