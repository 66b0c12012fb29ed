// SPDX-License-Identifier: GPL-2.0-only
/* dtl-lap.c: counting DTL slots in a range of a lap-framed AUX stream
 * (dtl-lap.h has the layout and the inline framing). */
#include "dtl-lap.h"

/* Slots whose end is at or before stream position x. */
static uint64_t slots_ending_by(const struct dtl_lap *l, uint64_t x)
{
	uint64_t t = l->slots_end / DTL_ENTRY_SIZE, in = dtl_lap_off(l, x) / DTL_ENTRY_SIZE;

	return x / l->size * t + (in < t ? in : t);
}

/* Slots that start before stream position x. */
static uint64_t slots_starting_before(const struct dtl_lap *l, uint64_t x)
{
	uint64_t t = l->slots_end / DTL_ENTRY_SIZE, off = dtl_lap_off(l, x);
	uint64_t in = (off + DTL_ENTRY_SIZE - 1) / DTL_ENTRY_SIZE;

	return x / l->size * t + (in < t ? in : t);
}

uint64_t dtl_lap_entries(const struct dtl_lap *l, uint64_t pos, uint64_t len)
{
	uint64_t end = len > UINT64_MAX - pos ? UINT64_MAX : pos + len;
	uint64_t done = slots_ending_by(l, end), before = slots_starting_before(l, pos);
	uint64_t n = done > before ? done - before : 0;

	/* Stream offset 0 is the boot-timebase header, not an entry. */
	if (pos == 0 && n)
		n--;
	return n;
}
