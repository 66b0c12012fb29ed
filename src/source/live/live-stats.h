/* SPDX-License-Identifier: GPL-2.0-only */
/* live-stats.h: dispatch counts without DTL entries, from
 * /proc/powerpc/vcpudispatch_stats (pseries lpar.c), when neither vpa_dtl
 * nor debugfs powerpc/dtl can be read: enabled for the session (global,
 * it holds the DTL), read once a poll by reader 0 as a DTL channel whose
 * read makes EV_DISPATCH_STATS deltas, and put back as found at every exit,
 * crashes included. */
#ifndef DTLTOP_LIVE_STATS_H
#define DTLTOP_LIVE_STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "readers.h"

struct live_stats {
	struct dtl_chan ch;	/* read only: no DTL stream */
	int fd;
	uint64_t poll_ns, last_read;
	uint64_t *prev;		/* per CPU: 8 counters as last read */
	bool *seen;
	uint32_t ncpu;
	bool open;
};

/* Open and enable (echo 1; EBUSY named); -1 with a message and *e. */
int live_stats_open(struct live_stats *s, uint32_t ncpu, uint64_t poll_ns, char *err,
		    size_t errlen, int *e);
void live_stats_close(struct live_stats *s);
/* Put the file back as found (async-signal-safe). */
void live_stats_restore(void);

#endif
