/* SPDX-License-Identifier: GPL-2.0-only */
/* dtl-stream.h: the decoder of one CPU's vpa_dtl AUX stream, shared by the
 * live reader (aux-ring.c) and replay (dtl-queue.c): where its slots are
 * (dtl-lap.h), the boot-timebase header at stream offset 0, which entries
 * count (the skip rule), timebase -> ns, and the EV_DTL event. */
#ifndef DTLTOP_DTL_STREAM_H
#define DTLTOP_DTL_STREAM_H

#include <stdbool.h>
#include <stdint.h>

#include "bytes.h"
#include "dtl-lap.h"
#include "dtl.h"
#include "event.h"

/* One CPU's stream as decoded so far. The callers own the bytes (a ring, a
 * file, a FIFO) and the counters; this is only what the format needs. */
struct dtl_dec {
	struct dtl_lap lap;	/* the AUX area's laps */
	struct dtl_boottb tb;	/* the header, valid when have_tb */
	bool have_tb;
	/* The lowest timebase an entry may have: boot_tb, or above every
	 * valid timebase while there is no header, so that one compare in
	 * dtl_dec_slot_ns also skips entries of a stream without one. */
	uint64_t min_tb;
	double tb_freq_d;	/* (double)tb.tb_freq, for dtl_ns_of */
	uint64_t pos;		/* stream offset of the next byte to decode */
};

/* A new stream in laps of aux_size (dtl_lap_init's rules: false if it
 * cannot be one), at offset 0 with no header yet. */
bool dtl_dec_init(struct dtl_dec *d, uint64_t aux_size);

/* The event was opened again: a new stream at offset 0, whose header is
 * still to come. */
void dtl_dec_restart(struct dtl_dec *d);

/* Forget the header: entries are skipped until a good one. */
void dtl_dec_drop_header(struct dtl_dec *d);

/* Take tb as the stream's header, as if read at offset 0: a replay read
 * again from the middle of the file carries the one its first reader had. */
void dtl_dec_set_header(struct dtl_dec *d, const struct dtl_boottb *tb);

/* What the slot at slot boundary `at` held, for dtl_dec_header. */
enum dtl_hdr {
	DTL_HDR_NONE,	/* not stream offset 0: an entry */
	DTL_HDR_OK,	/* the header, now the stream's */
	DTL_HDR_BAD,	/* offset 0, but not a header: the stream keeps the
			 * one it had, if any */
};

/* The header rule: the first slot of a stream, at offset 0, is the
 * boot-timebase header, in the recording host's byte order (swap: it
 * differs from ours). p is the slot's 48 bytes. */
enum dtl_hdr dtl_dec_header(struct dtl_dec *d, uint64_t at, const void *p, bool swap);

/* Where decoding goes on from d->pos: the first slot boundary at or after
 * it (the bytes before it are a lap's padding, or after a gap the rest of a
 * slot), and in *run the bytes of whole slots from there to the padding of
 * its lap. */
static inline uint64_t dtl_dec_next_slot(const struct dtl_dec *d, uint64_t *run)
{
	uint64_t at = dtl_lap_slot_at(&d->lap, d->pos);

	*run = dtl_lap_pad_at(&d->lap, at) - at;
	return at;
}

/* Is stream position pos in its lap's padding (not in a slot)? */
static inline bool dtl_dec_in_pad(const struct dtl_dec *d, uint64_t pos)
{
	return dtl_lap_off(&d->lap, pos) >= d->lap.slots_end;
}

/* The entry slot p (48 bytes, not the header): false when it is skipped -
 * a timebase zero or negative as signed (upstream's filter, dtl.h), before
 * the stream's boot_tb, or no header yet - else its time in *ns. Inline:
 * replay runs it once per entry. */
static inline bool dtl_dec_slot_ns(const struct dtl_dec *d, const uint8_t *p, uint64_t *ns)
{
	uint64_t tb = ldbe64(p + 16);	/* dtl_entry.timebase */

	if (!dtl_tb_valid(tb) || tb < d->min_tb)
		return false;
	/* 0 <= tb - boot_tb <= tb < 2^63: the signed conversion is exact and
	 * equals dtl_tb_to_ns's unsigned one, without its sign test */
	*ns = dtl_ns_of((double)(int64_t)(tb - d->tb.boot_tb), d->tb_freq_d);
	return true;
}

/* The EV_DTL event of cpu's entry slot p, of time ns (dtl_dec_slot_ns). */
static inline void dtl_dec_event(const struct dtl_dec *d, uint32_t cpu, const uint8_t *p,
				 uint64_t ns, struct event *ev)
{
	ev->kind = EV_DTL;
	ev->time = ns;
	ev->cpu = cpu;
	dtl_decode_entry(p, &ev->dtl.e);
	ev->dtl.tb_freq = d->tb.tb_freq;
}

#endif
