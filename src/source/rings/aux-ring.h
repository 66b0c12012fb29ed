/* SPDX-License-Identifier: GPL-2.0-only */
/* aux-ring.h: the consumer side of a perf AUX area (aux_head/aux_tail in the
 * perf_event_mmap_page), and the live feed of one CPU's vpa_dtl stream from it
 * into the DTL-stream decoder (dtl-stream.h), which makes the EV_DTL events.
 * Single consumer per ring; the kernel is the producer. */
#ifndef DTLTOP_AUX_RING_H
#define DTLTOP_AUX_RING_H

#include <linux/perf_event.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dtl-stream.h"
#include "event.h"

/*
 * One AUX area. aux_head/aux_tail are free-running byte counters: the bytes
 * of [tail, head) are at (offset % size) of the mapping. Only the consumer
 * writes aux_tail, so it keeps its own copy in `tail`.
 */
struct aux_ring {
	struct perf_event_mmap_page *pg;	/* the event's user page */
	const uint8_t *base;			/* AUX mapping */
	uint64_t size;				/* power of two */
	uint64_t mask;
	/* Bytes the producer may write ahead of what it publishes (the
	 * vpa_dtl driver: a lap-closing poll's entries, DTL_LAP_AHEAD): with
	 * less than this left unread space, the oldest unread bytes may
	 * already be overwritten. 0 unless the owner sets it. */
	uint64_t margin;
	uint64_t tail;		/* == pg->aux_tail, as last published */
	/* counters, owned by the consumer thread */
	uint64_t bytes;		/* handed to the callback and consumed */
	uint64_t reads;		/* aux_ring_read calls that consumed something */
	uint64_t overruns;	/* times head was found more than size ahead */
	uint64_t lost_bytes;	/* bytes dropped by those overruns */
	bool full;		/* head was found size or more ahead (the area
				 * was full); set by aux_ring_read, cleared by
				 * the owner */
};

/*
 * Called with the bytes of [pos, pos + l1 + l2): the data that straddles the
 * end of the ring arrives as two pieces (l2 == 0 when it does not), exactly
 * what pw_auxtrace_split() takes. pos is the stream offset (aux_tail) of the
 * first byte. Return how many bytes were consumed (0..l1+l2): the ring
 * advances aux_tail by that much and presents the rest again next time.
 * A negative return is an error: nothing is consumed, aux_ring_read returns
 * it. The pieces are only valid during the call (the kernel reuses them as
 * soon as aux_tail moves).
 */
typedef int64_t (*aux_ring_fn)(void *arg, uint64_t pos, const void *d1,
			       size_t l1, const void *d2, size_t l2);

/* aux_size must be a non-zero power of two; returns false otherwise. The
 * consumer starts at the page's current aux_tail. */
bool aux_ring_init(struct aux_ring *r, void *user_page, const void *aux_base,
		   uint64_t aux_size);

/*
 * Consume what the producer has published: loads aux_head (acquire), calls
 * fn once with [tail, head) if non-empty, stores aux_tail (release).
 * Returns bytes consumed (0 = nothing new), or fn's negative error.
 * An overrun is handled first (see aux_ring_check_overrun).
 */
int64_t aux_ring_read(struct aux_ring *r, aux_ring_fn fn, void *arg);

/*
 * "Data lost": head more than size - margin ahead of tail means the
 * producer (in overwrite mode, a buggy one, or the vpa_dtl driver, which
 * never looks at aux_tail) lapped us, or may have, and the bytes from tail
 * on are gone or being rewritten. We count it, add head - tail to
 * lost_bytes and skip to head (publishing aux_tail = head): nothing older
 * than head can be trusted. The DTL decoder notices the jump in stream
 * offset and re-frames itself on the next slot (see aux_dtl_feed).
 * Returns true when it found (and recovered from) an overrun.
 */
bool aux_ring_check_overrun(struct aux_ring *r, uint64_t head);

/* Bytes published but not yet consumed (may exceed size on overrun). */
uint64_t aux_ring_pending(const struct aux_ring *r);

/*
 * Where decoded events go. Return false to refuse the event (e.g. the queue
 * to the aggregator is full): the decoder then stops, reports the entry as
 * not consumed, and it is delivered again on the next read, so back pressure
 * reaches the kernel's buffer instead of losing entries here. (A callback
 * that also writes perf.data should write only the bytes the decoder
 * consumed, so both see the same stream.)
 */
typedef bool (*aux_dtl_emit_fn)(void *arg, const struct event *ev);

/*
 * One CPU's DTL stream, framed as the vpa_dtl driver lays it out (dtl-lap.h):
 * stream offset 0 is the boot-timebase header (host byte order), then
 * 48-byte big-endian entries at lap offsets k * 48, and padding at each
 * lap's end. Framing is by absolute stream offset, so an entry split across
 * reads is carried over in part[], and after a gap (overrun) the decoder
 * resumes at the next slot of the lap.
 */
struct aux_dtl {
	uint32_t cpu;
	aux_dtl_emit_fn emit;
	void *arg;
	/* lap, header, and in dec.pos the stream offset of the next byte
	 * expected */
	struct dtl_dec dec;
	uint32_t part_len;	/* bytes of the current entry held in part */
	uint8_t part[DTL_ENTRY_SIZE];
	/* counters, owned by the consumer thread */
	uint64_t entries;	/* delivered as EV_DTL */
	uint64_t skipped;	/* invalid timebase, before boot_tb, or no header */
	uint64_t bad_headers;	/* offset 0 did not look like a header */
	uint64_t gaps;		/* jumps in stream offset (ring overruns); entries
				 * the driver dropped leave no gap: they were
				 * never published */
	uint64_t resync_bytes;	/* bytes skipped to find a slot after a gap */
	uint64_t pad_bytes;	/* the padding at lap ends */
	uint64_t last_ns;	/* time of the newest entry delivered */
	/* The driver's buffer was replaced under the event: Linux 7.2's
	 * vpa_dtl_event_init allocates the CPU's DTL buffer anew before perf
	 * refuses a second event with EBUSY, while the hypervisor goes on
	 * writing the one registered and moving dtl_idx, so each poll copies
	 * slots of a buffer nobody writes: zeros (timebase 0) or a freed
	 * buffer's old entries (timebases going back). DTL_DEAD_RUN such
	 * entries in a row, after the header, make the stream dead: nothing
	 * more is delivered until aux_dtl_restart. */
	uint32_t suspect;	/* such entries in a row */
	uint64_t good_ns;	/* time of the newest entry not in such a run */
	bool dead;
	uint64_t dead_entries;	/* withheld: the run's last and all after it */
};

#define DTL_DEAD_RUN 8

/* aux_size: the AUX area's, which is the lap length (dtl_lap_init's rules);
 * false if it cannot be one. */
bool aux_dtl_init(struct aux_dtl *s, uint32_t cpu, uint64_t aux_size, aux_dtl_emit_fn emit,
		  void *arg);

/* The event was closed and opened again: a new AUX area whose stream starts
 * at offset 0 with a header of its own. */
void aux_dtl_restart(struct aux_dtl *s);

/* Decode len bytes at stream offset pos. Returns bytes consumed: len, or less
 * when emit refused an event (nothing from the refused entry is consumed). */
size_t aux_dtl_feed(struct aux_dtl *s, uint64_t pos, const void *data,
		    size_t len);

/* An aux_ring_fn that feeds both pieces to the aux_dtl in arg. */
int64_t aux_dtl_consume(void *arg, uint64_t pos, const void *d1, size_t l1,
			const void *d2, size_t l2);

/* One poll of a CPU: read the ring and decode. Returns bytes consumed. */
int64_t aux_dtl_poll(struct aux_ring *r, struct aux_dtl *s);

#endif
