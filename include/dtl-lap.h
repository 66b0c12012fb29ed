/* SPDX-License-Identifier: GPL-2.0-only */
/* dtl-lap.h: where DTL entries sit in a CPU's AUX stream. The vpa_dtl driver
 * (Linux 7.2, arch/powerpc/perf/vpa-dtl.c; ../shared/docs/dtl-format.md
 * section 6) writes its AUX area of S bytes in laps: 48-byte slots at lap
 * offsets 0, 48, ..., (threshold - 1) * 48 with threshold = (S - 32) / 48,
 * then padding up to the lap's end. S is a power of two and never a multiple
 * of 48, so entry boundaries are k * 48 from the start of each lap, not
 * multiples of 48 in the free-running stream. Stream offset 0 holds the
 * boot-timebase header. This is the one framing of the stream: the live
 * reader (aux-ring.c) and replay (dtl-queue.c) both use it. */
#ifndef DTLTOP_DTL_LAP_H
#define DTLTOP_DTL_LAP_H

#include <stdbool.h>
#include <stdint.h>

#include "dtl.h"

#define DTL_AUX_DEFAULT (128u << 10)	/* perf record's vpa_dtl AUX area */
#define DTL_AUX_MIN     256u		/* a lap must hold a few slots */
#define DTL_AUX_MAX     (1ull << 40)

/* How far the driver may write past what it published: the poll after a
 * lap filled copies up to 84 entries to the area's start, and at 64 KiB a
 * one-entry poll before it one more, without publishing them. A reader
 * that far behind may find the oldest slots it has not read overwritten. */
#define DTL_LAP_AHEAD (DTL_LOG_ENTRIES * DTL_ENTRY_SIZE)

struct dtl_lap {
	uint64_t size;		/* S: AUX area bytes, the length of a lap */
	uint64_t slots_end;	/* threshold * 48: lap offset where padding starts */
};

/* The driver's threshold: entries one lap holds (header included). */
static inline uint64_t dtl_lap_threshold(uint64_t aux_size)
{
	return (aux_size - 32) / DTL_ENTRY_SIZE;
}

/* aux_size must be a power of two in [DTL_AUX_MIN, DTL_AUX_MAX]. */
static inline bool dtl_lap_init(struct dtl_lap *l, uint64_t aux_size)
{
	if (aux_size < DTL_AUX_MIN || aux_size > DTL_AUX_MAX || (aux_size & (aux_size - 1)))
		return false;
	l->size = aux_size;
	l->slots_end = dtl_lap_threshold(aux_size) * DTL_ENTRY_SIZE;
	return true;
}

/* Offset of stream position pos within its lap. */
static inline uint64_t dtl_lap_off(const struct dtl_lap *l, uint64_t pos)
{
	return pos & (l->size - 1);
}

/* The first slot boundary at or after pos: pos itself when a slot starts
 * there, else the next one in the lap, or the next lap's start when pos is
 * in the padding (or in the last slot). */
static inline uint64_t dtl_lap_slot_at(const struct dtl_lap *l, uint64_t pos)
{
	uint64_t off = dtl_lap_off(l, pos), in = off % DTL_ENTRY_SIZE;

	if (off < l->slots_end && in == 0)
		return pos;
	off += in ? DTL_ENTRY_SIZE - in : 0;
	if (off >= l->slots_end)
		return pos - dtl_lap_off(l, pos) + l->size;
	return pos - dtl_lap_off(l, pos) + off;
}

/* Where the padding of pos's lap begins (the end of its last slot). Only
 * meaningful for a pos inside the slot area of its lap. */
static inline uint64_t dtl_lap_pad_at(const struct dtl_lap *l, uint64_t pos)
{
	return pos - dtl_lap_off(l, pos) + l->slots_end;
}

/* Whole slots in [pos, pos + len), the header's (stream offset 0) left out:
 * the DTL entries one AUX commit or buffer carries. */
uint64_t dtl_lap_entries(const struct dtl_lap *l, uint64_t pos, uint64_t len);

#endif
