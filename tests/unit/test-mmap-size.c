// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of perf's -m syntax and the ring sizes it gives
 * (decoders/mmap-size.c), against values worked out by hand from perf's
 * rules (tools/perf/util/evlist.c: pages or a B/K/M/G size, rounded up to a
 * power of two pages) and the memory a live session maps. */
#include "harness.h"
#include "mmap-size.h"

TEST(mmap_parse_perf_syntax)
{
	struct mmap_sizes m;
	char err[160];
	static const char *const bad[] = { "0", ",", "x", "-1", " 4", "4KB", "5G", "1,", "1,,2",
					   "99999999999999999999" };

	CHECK(mmap_sizes_parse("512", 4096, &m, err, sizeof(err)) == 0);
	CHECK_U64(m.data, 512 * 4096);
	CHECK_U64(m.aux, 0);
	CHECK(mmap_sizes_parse("256K,128K", 4096, &m, err, sizeof(err)) == 0);
	CHECK_U64(m.data, 256 << 10);
	CHECK_U64(m.aux, 128 << 10);
	/* 64 KiB pages: 128K is two pages, 16K rounds up to one */
	CHECK(mmap_sizes_parse("16K,128K", 65536, &m, err, sizeof(err)) == 0);
	CHECK_U64(m.data, 65536);
	CHECK_U64(m.aux, 131072);
	/* pages, rounded up to a power of two: 3 -> 4 */
	CHECK(mmap_sizes_parse("3,3", 4096, &m, err, sizeof(err)) == 0);
	CHECK_U64(m.data, 4 * 4096);
	CHECK_U64(m.aux, 4 * 4096);
	/* AUX alone, as -m ,64K */
	CHECK(mmap_sizes_parse(",64K", 4096, &m, err, sizeof(err)) == 0);
	CHECK_U64(m.data, 0);
	CHECK_U64(m.aux, 64 << 10);
	CHECK(mmap_sizes_parse("1m,2k", 4096, &m, err, sizeof(err)) == 0);	/* either case */
	CHECK_U64(m.data, 1 << 20);
	CHECK_U64(m.aux, 4096);
	CHECK(mmap_sizes_parse("100000B", 4096, &m, err, sizeof(err)) == 0);	/* 25 pages -> 32 */
	CHECK_U64(m.data, 32 * 4096);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		CHECK(mmap_sizes_parse(bad[i], 4096, &m, err, sizeof(err)) < 0);
	CHECK(mmap_sizes_parse("", 4096, &m, err, sizeof(err)) < 0);
	CHECK(strstr(err, "-m wants"));
}

TEST(mmap_from_recorded_cmdline)
{
	static const char *const a1[] = { "perf", "record", "-a", "-m", "64,16", "-e", "x" };
	static const char *const a2[] = { "perf", "record", "--mmap-pages=1M,256K", "--",
					  "sleep", "-m", "9" };
	static const char *const a3[] = { "perf", "record", "-m8", "-m", ",2" };
	static const char *const a4[] = { "perf", "record", "-a", "--", "x", "-m", "1" };
	static const char *const a5[] = { "dtltop", "-m", "nonsense" };
	struct mmap_sizes m;

	CHECK(mmap_sizes_from_argv(7, a1, 65536, &m) == 1);
	CHECK_U64(m.data, 64 * 65536);
	CHECK_U64(m.aux, 16 * 65536);
	CHECK(mmap_sizes_from_argv(7, a2, 4096, &m) == 1);	/* the workload's -m is not perf's */
	CHECK_U64(m.aux, 256 << 10);
	CHECK(mmap_sizes_from_argv(5, a3, 4096, &m) == 1);	/* the last one counts */
	CHECK_U64(m.data, 0);
	CHECK_U64(m.aux, 2 * 4096);
	CHECK(mmap_sizes_from_argv(7, a4, 4096, &m) == 0);
	CHECK(mmap_sizes_from_argv(3, a5, 4096, &m) == -1);
	CHECK(mmap_sizes_from_argv(0, NULL, 4096, &m) == 0);
}

/* What a live session maps per CPU: the sched ring (data + its header
 * page), vpa_dtl's own ring (16 KiB + header page) and its AUX area, each in
 * whole pages, a power of two of them. */
TEST(mmap_session_sizes)
{
	struct mmap_sizes def = { RING_DATA_DEFAULT, 128 << 10 };
	uint64_t b64 = ring_session_bytes(656, 65536, &def, 1);
	uint64_t b4 = ring_session_bytes(656, 4096, &def, 1);

	/* 64 KiB pages: 4+1 pages, 1+1 pages, 2 pages = 9 * 64 KiB per CPU */
	CHECK_U64(b64, 656ull * 9 * 65536);
	CHECK(b64 < 400ull << 20);
	/* 4 KiB pages: 64+1, 4+1, 32 pages */
	CHECK_U64(b4, 656ull * (65 + 5 + 32) * 4096);
	CHECK_U64(ring_session_bytes(8, 4096, &def, 0), 8ull * 65 * 4096);
	CHECK_U64(ring_pages_bytes(1, 65536, 0), 65536);
	CHECK_U64(ring_pages_bytes(3 * 4096, 4096, 1), 5 * 4096);
	/* Before: 256 pages per CPU for the sched ring alone, 11 GiB here. */
	CHECK(656ull * 256 * 65536 > 10ull << 30);
}
