// SPDX-License-Identifier: GPL-2.0-only
/* test-dtl-stream.c: the DTL-stream decoder shared by live and replay, on
 * values of the format spec (../shared/docs/dtl-format.md sections 2 and 6)
 * worked out by hand: lap framing, the header rule, the skip rule, ns. */
#include "bytes.h"
#include "dtl-stream.h"
#include "harness.h"

#define SEED_BOOT 21349649546353231ull	/* seed 002, the kernel's example */
#define SEED_FREQ 512000000ull
#define SEED_TB   21403600706628832ull

/* A header as the recording host wrote it: swap = in the other byte order. */
static void header(uint8_t *p, uint64_t boot_tb, uint64_t tb_freq, bool swap)
{
	memset(p, 0, DTL_BOOTTB_SIZE);
	st64(p, boot_tb, swap);
	st64(p + 8, tb_freq, swap);
}

static void entry(uint8_t *p, uint64_t timebase)
{
	struct dtl_entry e = { .dispatch_reason = 3, .preempt_reason = 2,
			       .processor_id = 42, .timebase = timebase };

	dtl_encode_entry(p, &e);
}

/* 128 KiB (perf record's size): (131072 - 32) / 48 = 2730 slots a lap, the
 * padding from 2730 * 48 = 131040 on, 32 bytes. */
TEST(dtl_stream_lap_128k)
{
	struct dtl_dec d;
	uint64_t run;

	CHECK(dtl_dec_init(&d, 131072));
	CHECK_U64(d.lap.slots_end, 131040);
	CHECK_U64(dtl_dec_next_slot(&d, &run), 0);	/* the header's slot */
	CHECK_U64(run, 131040);
	d.pos = 50;		/* after a gap, inside slot 1 */
	CHECK(!dtl_dec_in_pad(&d, d.pos));
	CHECK_U64(dtl_dec_next_slot(&d, &run), 96);
	CHECK_U64(run, 131040 - 96);
	d.pos = 131040;		/* the padding: next lap's slot 0 */
	CHECK(dtl_dec_in_pad(&d, d.pos));
	CHECK(!dtl_dec_in_pad(&d, 131039));
	CHECK_U64(dtl_dec_next_slot(&d, &run), 131072);
	CHECK_U64(run, 131040);
	/* Lap 2's slot 1 is at 131072 + 48 = 131120, not a multiple of 48. */
	d.pos = 131100;
	CHECK_U64(dtl_dec_next_slot(&d, &run), 131120);
	CHECK_U64(run, 131040 - 48);
}

/* 64 KiB: (65536 - 32) / 48 = 1364 slots, padding 65536 - 65472 = 64. */
TEST(dtl_stream_lap_64k)
{
	struct dtl_dec d;
	uint64_t run;

	CHECK(dtl_dec_init(&d, 65536));
	CHECK_U64(d.lap.slots_end, 65472);
	CHECK(dtl_dec_in_pad(&d, 65472));
	CHECK(dtl_dec_in_pad(&d, 65535));
	CHECK(!dtl_dec_in_pad(&d, 65471));
	d.pos = 65473;
	CHECK_U64(dtl_dec_next_slot(&d, &run), 65536);
	CHECK(!dtl_dec_init(&d, 100000));	/* not a power of two */
	CHECK(!dtl_dec_init(&d, 128));		/* below DTL_AUX_MIN */
}

/* The seed 002 entry: (21403600706628832 - 21349649546353231) / 512e6 s =
 * 53951160275601 * 125 / 64 ns = 105373359913283.2 ns, perf script's
 * 105373.359913. */
TEST(dtl_stream_header_and_ns)
{
	struct dtl_dec d;
	struct event ev;
	uint8_t h[48], e[48];
	uint64_t ns = 0;

	CHECK(dtl_dec_init(&d, 131072));
	header(h, SEED_BOOT, SEED_FREQ, false);
	entry(e, SEED_TB);
	CHECK(!dtl_dec_slot_ns(&d, e, &ns));	/* no header yet: skipped */
	CHECK_U64(dtl_dec_header(&d, 48, h, false), DTL_HDR_NONE);	/* not offset 0 */
	CHECK(!d.have_tb);
	CHECK_U64(dtl_dec_header(&d, 0, h, false), DTL_HDR_OK);
	CHECK(d.have_tb);
	CHECK_U64(d.tb.boot_tb, SEED_BOOT);
	CHECK_U64(d.tb.tb_freq, SEED_FREQ);
	CHECK(dtl_dec_slot_ns(&d, e, &ns));
	CHECK_U64(ns, 105373359913283ull);
	memset(&ev, 0, sizeof(ev));
	dtl_dec_event(&d, 16, e, ns, &ev);
	CHECK_U64(ev.kind, EV_DTL);
	CHECK_U64(ev.cpu, 16);
	CHECK_U64(ev.time, 105373359913283ull);
	CHECK_U64(ev.dtl.tb_freq, SEED_FREQ);
	CHECK_U64(ev.dtl.e.timebase, SEED_TB);
	CHECK_U64(ev.dtl.e.processor_id, 42);
	CHECK_U64(ev.dtl.e.dispatch_reason, 3);
	/* A zero-filled slot at offset 0 is no header: the old one stays. */
	memset(h, 0, sizeof(h));
	CHECK_U64(dtl_dec_header(&d, 0, h, false), DTL_HDR_BAD);
	CHECK(d.have_tb);
	CHECK_U64(d.tb.tb_freq, SEED_FREQ);
	/* A new stream (the event opened again) waits for its own header. */
	d.pos = 4800;
	dtl_dec_restart(&d);
	CHECK_U64(d.pos, 0);
	CHECK(!d.have_tb);
	CHECK(!dtl_dec_slot_ns(&d, e, &ns));
}

/* A big-endian recording read here: boot_tb and tb_freq swapped back. */
TEST(dtl_stream_header_swapped)
{
	struct dtl_dec d;
	uint8_t h[48];

	CHECK(dtl_dec_init(&d, 131072));
	header(h, 1000, 512000000, true);
	CHECK_U64(dtl_dec_header(&d, 0, h, true), DTL_HDR_OK);
	CHECK_U64(d.tb.boot_tb, 1000);
	CHECK_U64(d.tb.tb_freq, 512000000);
	dtl_dec_drop_header(&d);
	CHECK(!d.have_tb);
	/* Read unswapped, tb_freq is 512000000 = 0x1e848000 byte-reversed. */
	CHECK_U64(dtl_dec_header(&d, 0, h, false), DTL_HDR_OK);
	CHECK_U64(d.tb.tb_freq, 0x0080841e00000000ull);
}

/* The skip rule: timebase 0 (a zero-filled chunk), negative as signed, or
 * before boot_tb is skipped; boot_tb itself is time 0; one tick at 512 MHz
 * is 1.953125 ns, truncated to 1. */
TEST(dtl_stream_skip_rule)
{
	struct dtl_dec d;
	uint8_t h[48], e[48];
	uint64_t ns = 7;

	CHECK(dtl_dec_init(&d, 131072));
	header(h, 5000, 512000000, false);
	CHECK_U64(dtl_dec_header(&d, 0, h, false), DTL_HDR_OK);
	entry(e, 0);
	CHECK(!dtl_dec_slot_ns(&d, e, &ns));
	entry(e, 0x8000000000000001ull);
	CHECK(!dtl_dec_slot_ns(&d, e, &ns));
	entry(e, 4999);
	CHECK(!dtl_dec_slot_ns(&d, e, &ns));
	CHECK_U64(ns, 7);	/* untouched by skipped slots */
	entry(e, 5000);
	CHECK(dtl_dec_slot_ns(&d, e, &ns));
	CHECK_U64(ns, 0);
	entry(e, 5001);
	CHECK(dtl_dec_slot_ns(&d, e, &ns));
	CHECK_U64(ns, 1);
	entry(e, 5000 + 512000000ull * 3);	/* three seconds */
	CHECK(dtl_dec_slot_ns(&d, e, &ns));
	CHECK_U64(ns, 3000000000ull);
}
