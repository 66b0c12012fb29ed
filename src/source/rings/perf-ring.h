/* SPDX-License-Identifier: GPL-2.0-only */
/* perf-ring.h: both sides of a perf data ring (the records area after the
 * perf_event_mmap_page): the consumer dtltop's readers use on vpa_dtl and
 * simulated rings, and the kernel-side producer the simulator plays. */
#ifndef DTLTOP_PERF_RING_H
#define DTLTOP_PERF_RING_H

#include <linux/perf_event.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * data_head/data_tail in the user page are free-running byte counters; the
 * record at counter c starts at data[c & mask]. The consumer loads data_head
 * with acquire semantics, reads [tail, head) and publishes data_tail with
 * release semantics (perf's ring_buffer_read_head/write_tail); the producer
 * mirrors that. Records are 8-byte aligned and may wrap the end.
 */
struct perf_ring {
	struct perf_event_mmap_page *pg;
	uint8_t *data;
	uint64_t size, mask;	/* size: a power of two */
	uint64_t pos;		/* consumer: tail; producer: unpublished head */
	uint64_t corrupt;	/* consumer: bad record headers (ring skipped to head) */
	uint64_t refused;	/* producer: records that did not fit */
};

/* Called with one whole record (a copy when it wrapped the ring end).
 * false refuses it: it stays in the ring, and the read stops there (the
 * consumer has no room for it now; the producer then waits, or loses what
 * does not fit and says so). */
typedef bool (*perf_ring_fn)(void *arg, const struct perf_event_header *rec);

bool perf_ring_init(struct perf_ring *r, void *user_page, void *data, uint64_t size);

/* Consumer: hand every published record to fn, up to one it refuses, then
 * release the space of those taken. Returns how many records were taken. */
size_t perf_ring_read(struct perf_ring *r, perf_ring_fn fn, void *arg);

/* Producer: append one record (header.size bytes, a multiple of 8) if it
 * fits, else count it in refused and return false. Not visible to the
 * consumer until perf_ring_publish. */
bool perf_ring_write(struct perf_ring *r, const void *rec);
/* Producer: bytes free for records now (the consumer's data_tail read). */
uint64_t perf_ring_room(const struct perf_ring *r);
void perf_ring_publish(struct perf_ring *r);

#endif
