// SPDX-License-Identifier: GPL-2.0-only
/* test-dtl-entry.c: the DTL entry decoder against the kernel documentation's
 * worked example and the format spec (../shared/docs/dtl-format.md), bytes
 * built by hand. */
#include "bytes.h"
#include "dtl.h"
#include "harness.h"

/* Seed 002: cpu 16, boot_tb 21349649546353231, tb_freq 512000000, entry
 * timebase 21403600706628832 -> perf script prints 105373.359913. */
static const uint8_t seed_entry[48] = {
	3, 2, 0x00, 0x2a,			/* decrementer_interrupt, H_CEDE, proc 42 */
	0x00, 0x00, 0x12, 0xf6,			/* enqueue_to_dispatch 4854 */
	0x00, 0x00, 0x00, 0x8b,			/* ready_to_enqueue 139 */
	0x1e, 0x82, 0x17, 0x43,			/* waiting_to_ready 511842115 */
	0x00, 0x4c, 0x0a, 0x76, 0x21, 0x08, 0x6c, 0xe0, /* timebase */
	0, 0, 0, 0, 0, 0, 0, 0,			/* fault_addr */
	0xc0, 0, 0, 0, 0x00, 0x0f, 0xcd, 0x28,	/* srr0 */
	0x80, 0, 0, 0, 0, 0, 0x10, 0x33,	/* srr1 */
};

TEST(dtl_seed002_entry_fields)
{
	struct dtl_entry e;

	dtl_decode_entry(seed_entry, &e);
	CHECK_U64(e.dispatch_reason, 3);
	CHECK_U64(e.preempt_reason, 2);
	CHECK_U64(e.processor_id, 42);
	CHECK_U64(e.enqueue_to_dispatch, 4854);
	CHECK_U64(e.ready_to_enqueue, 139);
	CHECK_U64(e.waiting_to_ready, 511842115);
	CHECK_U64(e.timebase, 21403600706628832ull);
	CHECK_U64(e.srr0, 0xc0000000000fcd28ull);
	CHECK_U64(e.srr1, 0x8000000000001033ull);
	CHECK_STR(dtl_dispatch_reason(e.dispatch_reason), "decrementer_interrupt");
	CHECK_STR(dtl_preempt_reason(e.preempt_reason), "H_CEDE");
}

TEST(dtl_seed002_timestamp)
{
	struct dtl_boottb b = { 21349649546353231ull, 512000000 };
	uint64_t ns = dtl_tb_to_ns(&b, 21403600706628832ull);

	/* (21403600706628832 - 21349649546353231) / 512e6 s = 105373.359913283 s */
	CHECK_U64(ns, 105373359913283ull);
	CHECK_U64(ns / 1000000000, 105373);
	CHECK_U64(ns % 1000000000 / 1000, 359913);
}

TEST(dtl_entry_unaligned)
{
	uint8_t buf[49];
	struct dtl_entry e;

	memcpy(buf + 1, seed_entry, 48);
	dtl_decode_entry(buf + 1, &e);
	CHECK_U64(e.timebase, 21403600706628832ull);
	CHECK_U64(e.waiting_to_ready, 511842115);
}

/* Big-endian by hand, from the field offsets of
 * ../shared/docs/dtl-format.md. */
static uint64_t be_at(const uint8_t *b, unsigned off, unsigned len)
{
	uint64_t v = 0;

	for (unsigned i = 0; i < len; i++)
		v = v << 8 | b[off + i];
	return v;
}

/* Whichever way dtl_decode_entry is built (byte shuffles on x86-64, loads
 * elsewhere), every field of every byte pattern lands where the spec says. */
TEST(dtl_entry_random_bytes_match_spec_offsets)
{
	uint64_t x = 0x243f6a8885a308d3ull;
	uint8_t buf[48 * 64 + 1];
	struct dtl_entry e;

	for (size_t i = 0; i < sizeof(buf); i++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		buf[i] = (uint8_t)x;
	}
	for (unsigned k = 0; k < 64; k++) {
		const uint8_t *b = buf + 48 * k + (k & 1);	/* odd offsets too */

		dtl_decode_entry(b, &e);
		CHECK_U64(e.dispatch_reason, b[0]);
		CHECK_U64(e.preempt_reason, b[1]);
		CHECK_U64(e.processor_id, be_at(b, 2, 2));
		CHECK_U64(e.enqueue_to_dispatch, be_at(b, 4, 4));
		CHECK_U64(e.ready_to_enqueue, be_at(b, 8, 4));
		CHECK_U64(e.waiting_to_ready, be_at(b, 12, 4));
		CHECK_U64(e.timebase, be_at(b, 16, 8));
		CHECK_U64(e.fault_addr, be_at(b, 24, 8));
		CHECK_U64(e.srr0, be_at(b, 32, 8));
		CHECK_U64(e.srr1, be_at(b, 40, 8));
	}
}

TEST(dtl_boottb_both_orders)
{
	uint8_t h[48] = { 0 };
	struct dtl_boottb b;
	bool swap = BYTE_ORDER == LITTLE_ENDIAN;	/* "the other order" */

	st64(h, 21349649546353231ull, false);
	st64(h + 8, 512000000, false);
	CHECK(dtl_decode_boottb(h, false, &b));
	CHECK_U64(b.boot_tb, 21349649546353231ull);
	CHECK_U64(b.tb_freq, 512000000);
	/* A big-endian host writes it in its own order. */
	stbe64(h, 21349649546353231ull);
	stbe64(h + 8, 512000000);
	CHECK(dtl_decode_boottb(h, swap, &b));
	CHECK_U64(b.tb_freq, 512000000);
	/* tb_freq 0 is never a header (it would divide by zero later). */
	memset(h + 8, 0, 8);
	CHECK(!dtl_decode_boottb(h, swap, &b));
	/* An entry (non-zero timebase word) is not a header. */
	CHECK(!dtl_decode_boottb(seed_entry, false, &b));
}

TEST(dtl_reason_tables_match_spec)
{
	static const char *const d[] = { "external_interrupt", "firmware_internal_event",
		"H_PROD", "decrementer_interrupt", "system_reset", "firmware_internal_event",
		"conferred_cycles", "time_slice", "virtual_memory_page_fault",
		"expropriated_adjunct", "priv_doorbell" };
	static const char *const p[] = { "unused", "firmware_internal_event", "H_CEDE",
		"H_CONFER", "time_slice", "migration_hibernation_page_fault",
		"virtual_memory_page_fault", "H_CONFER_ADJUNCT", "hcall_adjunct", "HDEC_adjunct" };
	char buf[16];

	for (unsigned i = 0; i < 11; i++)
		CHECK_STR(dtl_dispatch_reason(i), d[i]);
	for (unsigned i = 0; i < 10; i++)
		CHECK_STR(dtl_preempt_reason(i), p[i]);
	CHECK(dtl_dispatch_reason(11) == NULL);
	CHECK(dtl_preempt_reason(10) == NULL);
	CHECK_STR(dtl_dispatch_reason_str(17, buf), "reason_17");
	CHECK_STR(dtl_preempt_reason_str(255, buf), "reason_255");
	CHECK(dtl_preempt_reason_by_name("time_slice") == 4);
	/* any case, as the interactive view's filter takes them */
	CHECK(dtl_preempt_reason_by_name("h_cede") == 2);
	CHECK(dtl_dispatch_reason_by_name("H_Prod") == 2);
	CHECK(dtl_dispatch_reason_by_name("reason_200") == 200);
	CHECK(dtl_dispatch_reason_by_name("nonsense") == -1);
}

/* Every short label the TUI draws (the reasons matrix, who paid, the
 * timeline's entry line) parses back to its value, as the full name does,
 * in any case; so do the forms with the value after dispatch 1 and 5. */
TEST(dtl_reason_labels_parse)
{
	static const struct { const char *s; int v; } d[] = {
		{ "ext_intr", 0 }, { "fw_event_1", 1 }, { "H_PROD", 2 }, { "decrementer", 3 },
		{ "sys_reset", 4 }, { "fw_event_5", 5 }, { "conferred", 6 },
		{ "time_slice", 7 }, { "vm_fault", 8 }, { "exprop_adj", 9 }, { "priv_dbell", 10 },
		{ "firmware_internal_event_1", 1 }, { "firmware_internal_event_5", 5 },
		{ "fw_event", 1 }, { "FW_EVENT_5", 5 }, { "VM_Fault", 8 },
	};
	static const struct { const char *s; int v; } p[] = {
		{ "unused", 0 }, { "firmware", 1 }, { "H_CEDE", 2 }, { "H_CONFER", 3 },
		{ "t_slice", 4 }, { "mig_flt", 5 }, { "vm_fault", 6 }, { "conf_adj", 7 },
		{ "hc_adj", 8 }, { "hdec_adj", 9 }, { "T_SLICE", 4 },
	};

	for (size_t i = 0; i < sizeof(d) / sizeof(d[0]); i++)
		CHECK(dtl_dispatch_reason_by_name(d[i].s) == d[i].v);
	for (size_t i = 0; i < sizeof(p) / sizeof(p[0]); i++)
		CHECK(dtl_preempt_reason_by_name(p[i].s) == p[i].v);
	/* the table's labels are the ones listed, and all parse back */
	for (unsigned i = 0; i < 11; i++) {
		CHECK_STR(dtl_dispatch_reason_label(i), d[i].s);
		CHECK(dtl_dispatch_reason_by_name(dtl_dispatch_reason_label(i)) == (int)i);
	}
	for (unsigned i = 0; i < 10; i++) {
		CHECK_STR(dtl_preempt_reason_label(i), p[i].s);
		CHECK(dtl_preempt_reason_by_name(dtl_preempt_reason_label(i)) == (int)i);
	}
	CHECK(dtl_dispatch_reason_label(11) == NULL);
	/* near misses stay unknown: no prefix matching */
	CHECK(dtl_preempt_reason_by_name("t_slic") == -1);
	CHECK(dtl_preempt_reason_by_name("t_slice_4") == -1);
	CHECK(dtl_dispatch_reason_by_name("fw_event_2") == -1);
	CHECK(dtl_dispatch_reason_by_name("") == -1);
}

TEST(dtl_involuntary_classes)
{
	CHECK(!dtl_preempt_involuntary(2));	/* H_CEDE */
	CHECK(!dtl_preempt_involuntary(3));	/* H_CONFER */
	CHECK(dtl_preempt_involuntary(4));	/* time_slice */
	CHECK(dtl_preempt_involuntary(6));	/* virtual_memory_page_fault */
	CHECK(dtl_preempt_involuntary(77));	/* unknown: not the OS's choice */
}

TEST(dtl_entry_validity_filter)
{
	struct dtl_entry e = { 0 };

	CHECK(!dtl_entry_valid(&e));		/* zero-filled chunk */
	e.timebase = 0x8000000000000000ull;
	CHECK(!dtl_entry_valid(&e));		/* negative as signed */
	e.timebase = 1;
	CHECK(dtl_entry_valid(&e));
}

TEST(dtl_tb_to_ns_saturates)
{
	/* A corrupt header (tb_freq 1) must not overflow the cast to u64. */
	struct dtl_boottb b = { .boot_tb = 0, .tb_freq = 1 };

	CHECK(dtl_tb_to_ns(&b, UINT64_MAX >> 1) == UINT64_MAX);
	CHECK(dtl_tb_to_ns(&b, 1000) == 1000000000000ull);
}
