// SPDX-License-Identifier: GPL-2.0-only
/* test-perf-clock.c: the CLOCK_DATA and SAMPLE_TIME features and the attr's
 * use_clockid/clockid (perf-file.h), from bytes laid out by hand as perf's
 * util/header.c write_clock_data and write_sample_time write them and as
 * perf_event_attr places clockid (offset 92) and use_clockid (bit 25). */
#include <string.h>

#include "harness.h"
#include "perf-file.h"

static void le32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static void le64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

TEST(perf_clock_data_feature)
{
	uint8_t b[24];
	uint32_t cid = 0;
	uint64_t wall = 0, clk = 0, first = 0, last = 0;

	le32(b, 1);
	le32(b + 4, 1);				/* CLOCK_MONOTONIC */
	le64(b + 8, 1795775400000000000ull);	/* 2026-11-27 10:30:00 UTC */
	le64(b + 16, 3398093367705ull);
	CHECK(pf_feat_clock_data(b, sizeof(b), false, &cid, &wall, &clk) == 0);
	CHECK(cid == 1 && wall == 1795775400000000000ull && clk == 3398093367705ull);
	CHECK(pf_feat_clock_data(b, 23, false, &cid, &wall, &clk) < 0);	/* cut short */
	le32(b, 2);	/* a version perf does not write: refused, as perf does */
	CHECK(pf_feat_clock_data(b, sizeof(b), false, &cid, &wall, &clk) < 0);
	le64(b, 5);
	le64(b + 8, 9);
	CHECK(pf_feat_sample_time(b, 16, false, &first, &last) == 0);
	CHECK(first == 5 && last == 9);
	CHECK(pf_feat_sample_time(b, 15, false, &first, &last) < 0);
}

TEST(perf_attr_clockid)
{
	uint8_t a[136] = { 0 };
	struct pf_attr pa;
	char err[128];

	le32(a + 4, sizeof(a));
	le64(a + 40, 1ull << 25 | 1ull << 18);	/* use_clockid, sample_id_all */
	le32(a + 92, 1);
	CHECK(pf_parse_attr(a, sizeof(a), false, &pa, err, sizeof(err)) == 0);
	CHECK(pa.use_clockid && pa.clockid == 1 && pa.sample_id_all);
	le64(a + 40, 0);
	CHECK(pf_parse_attr(a, sizeof(a), false, &pa, err, sizeof(err)) == 0);
	CHECK(!pa.use_clockid);
}
