/* SPDX-License-Identifier: GPL-2.0-only */
/* ring-walk.h: a hook for make bench's floor (tests/bench/sim-floor.c): the
 * reader threads hand every record and every run of new DTL bytes they find
 * to it, and decode, queue and deliver nothing. What the walk costs is the
 * least any reader can cost at that event rate on the machine. */
#ifndef DTLTOP_RING_WALK_H
#define DTLTOP_RING_WALK_H

#include <stddef.h>

struct ring_walk {
	/* reader: the reader thread's index (0 .. readers - 1), so that a
	 * walk can keep per-thread counts without sharing a line. */
	void (*record)(void *arg, unsigned reader, const void *rec, size_t len);
	void (*aux)(void *arg, unsigned reader, const void *d1, size_t l1, const void *d2,
		    size_t l2);
	void *arg;
};

#endif
