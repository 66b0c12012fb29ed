// SPDX-License-Identifier: GPL-2.0-only
/* test-dispatch-stats.c: vcpudispatch_stats lines as lpar.c's
 * vcpudispatch_stats_display prints them ("cpu%d" then eight " %llu"),
 * "off", and malformed lines. */
#include "dispatch-stats.h"
#include "harness.h"

TEST(dispatch_stats_line_parses)
{
	uint64_t v[DISPATCH_STATS_FIELDS];
	uint32_t cpu = 0;

	CHECK(dispatch_stats_line("cpu12 1000 700 200 90 10 950 40 10\n", &cpu, v) == 0);
	CHECK_U64(cpu, 12);
	CHECK_U64(v[0], 1000);
	CHECK_U64(v[1], 700);
	CHECK_U64(v[2], 200);
	CHECK_U64(v[3], 90);
	CHECK_U64(v[4], 10);
	CHECK_U64(v[5], 950);
	CHECK_U64(v[6], 40);
	CHECK_U64(v[7], 10);
	CHECK(dispatch_stats_line("cpu0 18446744073709551615 0 0 0 0 0 0 0", &cpu, v) == 0);
	CHECK_U64(v[0], 18446744073709551615ull);
	CHECK_U64(cpu, 0);
}

TEST(dispatch_stats_line_rejects)
{
	uint64_t v[DISPATCH_STATS_FIELDS];
	uint32_t cpu;

	CHECK(dispatch_stats_line("off\n", &cpu, v) == -1);
	CHECK(dispatch_stats_line("cpu1 1 2 3 4 5 6 7\n", &cpu, v) == -1);	/* seven */
	CHECK(dispatch_stats_line("cpu1 1 2 3 4 5 6 7 8 9\n", &cpu, v) == -1);	/* nine */
	CHECK(dispatch_stats_line("cpu1 1 2 3 -4 5 6 7 8\n", &cpu, v) == -1);
	CHECK(dispatch_stats_line("cpu 1 2 3 4 5 6 7 8\n", &cpu, v) == -1);
	CHECK(dispatch_stats_line("cpu1 1 2 3 4 5 6 7 99999999999999999999\n", &cpu, v) == -1);
	CHECK(dispatch_stats_line("cpu1 1 2 3 4x 5 6 7 8\n", &cpu, v) == -1);
	CHECK(dispatch_stats_off("off\n"));
	CHECK(!dispatch_stats_off("cpu0 0 0 0 0 0 0 0 0\n"));
	CHECK(!dispatch_stats_off("offline\n"));
}
