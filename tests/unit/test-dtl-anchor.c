// SPDX-License-Identifier: GPL-2.0-only
/* test-dtl-anchor.c: the timebase anchored on the clock from bracketed
 * reads, at POWER's 512 MHz, and re-anchored after a simulated Live
 * Partition Mobility that moves the timebase's offset by 3 s. Expected
 * values are worked out by hand in the comments. */
#include <string.h>

#include "dtl-anchor.h"
#include "dtl.h"
#include "harness.h"

#define FREQ 512000000ull

TEST(dtl_anchor_tightest_bracket)
{
	/* widths 400, 100, 900 ns: the second is taken */
	struct dtl_cal_sample s[] = {
		{ 1000, 7, 1400 }, { 2000, 8, 2100 }, { 3000, 9, 3900 },
	};

	CHECK(dtl_cal_best(s, 3) == &s[1]);
	CHECK(dtl_cal_best(s, 0) == NULL);
}

TEST(dtl_anchor_jump)
{
	struct dtl_anchor a;
	/* clock 10 s (bracket 10 s .. 10 s + 200 ns, midpoint 10 s + 100 ns),
	 * timebase 20 s worth of ticks = 10 240 000 000 + 1000 ticks.
	 * midpoint in ticks: 10.0000001 s * 512e6 = 5 120 000 051.2 -> 5 120 000 051
	 * boot_tb = 10 240 001 000 - 5 120 000 051 = 5 120 000 949 */
	struct dtl_cal_sample first[] = {
		{ 10000000000ull, 10240001000ull, 10000000600ull },	/* wider: ignored */
		{ 10000000000ull, 10240001000ull, 10000000200ull },
	};
	/* 5 s later, 600 ticks of drift (1.17 us): below the 512 000-tick
	 * threshold, the anchor stays */
	struct dtl_cal_sample drift[] = {
		{ 15000000000ull, 10240001000ull + 2560000000ull + 600, 15000000200ull },
	};
	/* after the migration the timebase is 3 s (1 536 000 000 ticks)
	 * ahead: boot_tb = 5 120 000 949 + 1 536 000 000 = 6 656 000 949 */
	struct dtl_cal_sample moved[] = {
		{ 20000000000ull, 10240001000ull + 5120000000ull + 1536000000ull, 20000000200ull },
	};

	dtl_anchor_init(&a, FREQ);
	CHECK_U64(a.jump_ticks, 512000);
	CHECK(dtl_anchor_update(&a, first, 2) == 1);
	CHECK_U64(a.boot_tb, 5120000949ull);
	CHECK_U64(a.width_ns, 200);
	/* an entry at timebase boot_tb + 512e6 * 12.5 = 11 520 000 949 is
	 * 12.5 s on the clock */
	CHECK_U64(dtl_anchor_ns(&a, 11520000949ull), 12500000000ull);
	CHECK(dtl_anchor_update(&a, drift, 1) == 0);
	CHECK_U64(a.boot_tb, 5120000949ull);
	CHECK(dtl_anchor_update(&a, moved, 1) == 1);
	CHECK_U64(a.boot_tb, 6656000949ull);
	CHECK_U64(a.anchors, 2);
	/* the same 12.5 s entry's timebase now reads 3 s earlier, and an
	 * entry at 21 s on the clock has timebase 6 656 000 949 + 10 752 000 000 */
	CHECK_U64(dtl_anchor_ns(&a, 11520000949ull), 9500000000ull);
	CHECK_U64(dtl_anchor_ns(&a, 17408000949ull), 21000000000ull);
}

TEST(dtl_anchor_unusable)
{
	struct dtl_anchor a;
	struct dtl_cal_sample bad[] = { { 2000, 5, 1000 } };	/* clock went back */
	struct dtl_cal_sample early[] = { { 1000000000ull, 1000, 1000000000ull } };

	dtl_anchor_init(&a, FREQ);
	CHECK(dtl_anchor_update(&a, bad, 1) == -1);
	CHECK(!a.valid);
	/* a timebase behind the clock (not counting from boot): boot_tb 0 */
	CHECK(dtl_anchor_update(&a, early, 1) == 1);
	CHECK_U64(a.boot_tb, 0);
}

/* The stream keeps its first header (boot_tb 5 120 000 949); after the 3 s
 * migration above an entry read with timebase 17 408 000 949 (21 s on the
 * clock by the new anchor) is moved by 1 536 000 000 ticks to
 * 15 872 000 949, which the first header's formula puts at 21 s too. An
 * invalid (zero) timebase is left alone. */
TEST(dtl_anchor_shift_keeps_the_header)
{
	struct dtl_entry e = { .dispatch_reason = 7, .timebase = 17408000949ull };
	struct dtl_entry z = { .dispatch_reason = 1, .timebase = 0 };
	struct dtl_boottb first = { 5120000949ull, FREQ };
	uint8_t buf[2 * DTL_ENTRY_SIZE];
	struct dtl_entry out;

	dtl_encode_entry(buf, &e);
	dtl_encode_entry(buf + DTL_ENTRY_SIZE, &z);
	dtl_anchor_shift(buf, sizeof(buf), 6656000949ull - 5120000949ull);
	dtl_decode_entry(buf, &out);
	CHECK_U64(out.timebase, 15872000949ull);
	CHECK_U64(out.dispatch_reason, 7);
	CHECK_U64(dtl_tb_to_ns(&first, out.timebase), 21000000000ull);
	dtl_decode_entry(buf + DTL_ENTRY_SIZE, &out);
	CHECK_U64(out.timebase, 0);
}
