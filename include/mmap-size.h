/* SPDX-License-Identifier: GPL-2.0-only */
/* mmap-size.h: ring sizes in bytes, and perf's -m/--mmap-pages syntax,
 * "DATA[,AUX]", each a page count or a size with a B/K/M/G suffix, rounded
 * up to a power of two pages as perf record rounds it. dtltop's own -m takes
 * it, and replay reads it from the command line a recording carries (the
 * AUX size frames the DTL stream, dtl-lap.h). */
#ifndef DTLTOP_MMAP_SIZE_H
#define DTLTOP_MMAP_SIZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define RING_DATA_DEFAULT (256u << 10)	/* perf record's data ring with vpa_dtl */
#define RING_SCHED_DEFAULT (512u << 10)	/* and without: perf_event_mlock_kb's 516 KiB
					 * less the header page */
#define RING_DTL_DATA     (16u << 10)	/* vpa_dtl's own data ring: AUX and LOST
					 * records only (at least a page) */
#define RING_MAX          (1ull << 32)	/* one ring, at most */

struct mmap_sizes {
	uint64_t data;		/* bytes; 0 = not given */
	uint64_t aux;		/* bytes; 0 = not given */
};

/* A count or a size: digits, then nothing (*is_bytes false) or one of
 * B/K/M/G (either case). len bytes of s. 0, or -1 when it is not one or
 * exceeds RING_MAX. */
int size_parse(const char *s, size_t len, uint64_t *value, bool *is_bytes);

/* One -m value; page is the page size counts are in. -1 with a message in
 * err when it is not one (also: more than RING_MAX). */
int mmap_sizes_parse(const char *arg, uint64_t page, struct mmap_sizes *out, char *err,
		     size_t errlen);

/* The -m (or --mmap-pages) of a recorded command line, the last one given:
 * 1 with *out, 0 when there is none, -1 when it does not parse. */
int mmap_sizes_from_argv(int argc, const char *const *argv, uint64_t page,
			 struct mmap_sizes *out);

/* Bytes a ring of `bytes` takes in pages of `page` (at least one page,
 * rounded up to a power of two pages); with `header`, one page more for the
 * perf_event_mmap_page. */
uint64_t ring_pages_bytes(uint64_t bytes, uint64_t page, int header);

/* Locked memory of a live session: per CPU, the sched ring (data bytes,
 * plus its header page) and, with DTL, vpa_dtl's own data ring (plus its
 * header page) and its AUX area. */
uint64_t ring_session_bytes(uint64_t cpus, uint64_t page, const struct mmap_sizes *m,
			    int dtl);

#endif
