/* SPDX-License-Identifier: GPL-2.0-only */
/* dtl-anchor.h: where the timebase stands on the sched events' clock, for a
 * DTL read without vpa_dtl's boot-timebase header (debugfs powerpc/dtl).
 * Pure arithmetic on bracketed samples (clock, timebase, clock): the source
 * reads the registers, this picks the tightest bracket, anchors, and says
 * when a later calibration moved the offset (Live Partition Mobility) so
 * that the stream takes the new anchor. */
#ifndef DTLTOP_DTL_ANCHOR_H
#define DTLTOP_DTL_ANCHOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One read of the timebase between two reads of the clock (ns). */
struct dtl_cal_sample {
	uint64_t ns0, tb, ns1;
};

struct dtl_anchor {
	uint64_t tb_freq;	/* ticks per second */
	uint64_t boot_tb;	/* the timebase at clock 0: the stream header's */
	bool valid;
	/* A calibration whose boot_tb differs by more than this many ticks
	 * re-anchors; less is the bracket's noise and clock drift, kept out
	 * so that times do not step back and forth. */
	uint64_t jump_ticks;
	uint64_t width_ns;	/* the bracket the anchor was taken from */
	uint32_t anchors;	/* times anchored (1 after the first) */
};

#define DTL_ANCHOR_JUMP_NS 1000000ull	/* 1 ms: far above a bracket's width */

void dtl_anchor_init(struct dtl_anchor *a, uint64_t tb_freq);

/* The tightest of n samples (smallest ns1 - ns0); NULL if n is 0 or every
 * sample has ns1 < ns0. */
const struct dtl_cal_sample *dtl_cal_best(const struct dtl_cal_sample *s, size_t n);

/* boot_tb from one sample: the timebase minus the bracket's midpoint in
 * ticks; 0 when the clock is further from its start than the timebase (not
 * a timebase that counts from boot: the fallback of other arches). */
uint64_t dtl_anchor_boot_tb(uint64_t tb_freq, const struct dtl_cal_sample *s);

/* Calibrate with n samples: the first sets the anchor, a later one replaces
 * it only when boot_tb moved by more than jump_ticks. Returns 1 when the
 * anchor was (re)set, 0 when kept, -1 when no sample was usable. */
int dtl_anchor_update(struct dtl_anchor *a, const struct dtl_cal_sample *s, size_t n);

/* A timebase on the clock, by the decoder's formula (dtl_tb_to_ns). */
uint64_t dtl_anchor_ns(const struct dtl_anchor *a, uint64_t tb);

/* A stream keeps the header it started with: after a re-anchor, move the
 * timebase of each 48-byte big-endian entry in buf by -delta (new boot_tb -
 * the header's, mod 2^64), so that the header's formula gives the new
 * anchor's times. Invalid timebases (zero, negative) stay as they are. */
void dtl_anchor_shift(uint8_t *buf, size_t len, uint64_t delta);

#endif
