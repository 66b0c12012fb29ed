// SPDX-License-Identifier: GPL-2.0-only
/* The budget arithmetic of live-limits.c against kernel/events/core.c's
 * perf_mmap, values worked by hand: user_lock_limit =
 * (perf_event_mlock_kb >> (PAGE_SHIFT - 10)) * online CPUs, plus
 * RLIMIT_MEMLOCK >> PAGE_SHIFT; a ring costs its pages plus a header page,
 * an AUX area its pages. */
#include <stdint.h>

#include "harness.h"
#include "live-limits.h"

TEST(live_files_needed_counts)
{
	/* 656 vCPUs: 3 sched tracepoints + vpa_dtl = 4 fds each, + 64 */
	CHECK_U64(live_files_needed(656, 3, true), 2688);
	CHECK_U64(live_files_needed(2, 3, false), 70);
	CHECK_U64(live_files_needed(0, 3, true), 64);
}

TEST(mlock_budget_kernel_formula)
{
	/* 4 KiB pages, the default 516 KiB (512 + a page): 129 pages a CPU */
	struct mlock_budget b = { 4096, 516, 656, 8u << 20, false };

	CHECK_U64(mlock_budget_pages(&b), 129ull * 656 + 2048);
	/* 64 KiB pages, the default 576 KiB: 9 pages a CPU, ulimit -l 8 MiB = 128 */
	b = (struct mlock_budget){ 65536, 576, 656, 8u << 20, false };
	CHECK_U64(mlock_budget_pages(&b), 9ull * 656 + 128);
	/* the shift truncates: 516 KiB on 64 KiB pages is 8 pages, not 8.06 */
	b = (struct mlock_budget){ 65536, 516, 2, 0, false };
	CHECK_U64(mlock_budget_pages(&b), 16);
	b.unlimited = true;	/* CAP_IPC_LOCK */
	CHECK_U64(mlock_budget_pages(&b), UINT64_MAX);
	b = (struct mlock_budget){ 4096, 516, 2, UINT64_MAX, false };	/* ulimit -l unlimited */
	CHECK_U64(mlock_budget_pages(&b), UINT64_MAX);
}

TEST(ring_plan_fits_defaults)
{
	/* 4 KiB, 656 CPUs, defaults 256 KiB, 16 KiB, 128 KiB: 65 + 5 + 32 =
	 * 102 pages a CPU, 66912 in all, within 86672 */
	struct mlock_budget b = { 4096, 516, 656, 8u << 20, false };
	struct ring_plan p = { 256 << 10, 16 << 10, 128 << 10 };

	CHECK(ring_plan_fit(&p, &b, 656, true) == 0);
	CHECK_U64(p.data, 256 << 10);
	CHECK_U64(p.dtl_data, 16 << 10);
	CHECK_U64(p.aux, 128 << 10);
	CHECK_U64(ring_plan_pages(&p, 4096, true), 102);
	/* 64 KiB: 5 + 2 + 2 = 9 pages a CPU = 5904, within 6032 */
	b = (struct mlock_budget){ 65536, 576, 656, 8u << 20, false };
	CHECK(ring_plan_fit(&p, &b, 656, true) == 0);
	CHECK_U64(ring_plan_pages(&p, 65536, true), 9);
	CHECK_U64(p.dtl_data, 65536);	/* 16 KiB is one 64 KiB page */
}

TEST(ring_plan_shrinks_to_budget)
{
	/* 64 KiB, 656 CPUs, -m 1M: 17 + 2 + 2 = 21 pages a CPU; 6032 / 656 =
	 * 9 a CPU: the sched ring halves to 8 then 4 pages (5 + 2 + 2 = 9) */
	struct mlock_budget b = { 65536, 576, 656, 8u << 20, false };
	struct ring_plan p = { 1 << 20, 16 << 10, 128 << 10 };

	CHECK(ring_plan_fit(&p, &b, 656, true) == 1);
	CHECK_U64(p.data, 256 << 10);
	CHECK_U64(p.aux, 128 << 10);
	/* 4 KiB, mlock_kb 64 (16 pages a CPU), ulimit -l 0: 102 pages ->
	 * data 32, 16; aux 16; data 8; aux 8; data 4; aux 4: 5 + 5 + 4 = 14 */
	b = (struct mlock_budget){ 4096, 64, 656, 0, false };
	p = (struct ring_plan){ 256 << 10, 16 << 10, 128 << 10 };
	CHECK(ring_plan_fit(&p, &b, 656, true) == 1);
	CHECK_U64(p.data, 16 << 10);
	CHECK_U64(p.aux, 16 << 10);
	CHECK_U64(p.dtl_data, 16 << 10);
	/* sched only, 2 of 2 CPUs, mlock_kb 64: 32 pages for 2 CPUs, 16 a CPU:
	 * 65 -> 33 -> 17 -> 9 pages: an 8-page (32 KiB) ring */
	b = (struct mlock_budget){ 4096, 64, 2, 0, false };
	p = (struct ring_plan){ 256 << 10, 16 << 10, 128 << 10 };
	CHECK(ring_plan_fit(&p, &b, 2, false) == 1);
	CHECK_U64(p.data, 32 << 10);
	/* -C 0 of the 2: the one CPU has the whole budget, 32 pages: 17 */
	p = (struct ring_plan){ 256 << 10, 16 << 10, 128 << 10 };
	CHECK(ring_plan_fit(&p, &b, 1, false) == 1);
	CHECK_U64(p.data, 64 << 10);
}

TEST(ring_plan_too_small)
{
	/* mlock_kb 4: one 4 KiB page a CPU, and a ring needs two (data +
	 * header) */
	struct mlock_budget b = { 4096, 4, 2, 0, false };
	struct ring_plan p = { 256 << 10, 16 << 10, 128 << 10 };

	CHECK(ring_plan_fit(&p, &b, 2, false) == -1);
	CHECK_U64(p.data, 4096);
	/* with vpa_dtl 5 pages a CPU at least: 4 pages (mlock_kb 16) do not do */
	b.mlock_kb = 16;
	p = (struct ring_plan){ 256 << 10, 16 << 10, 128 << 10 };
	CHECK(ring_plan_fit(&p, &b, 2, true) == -1);
	b.mlock_kb = 20;
	p = (struct ring_plan){ 256 << 10, 16 << 10, 128 << 10 };
	CHECK(ring_plan_fit(&p, &b, 2, true) == 1);
	CHECK_U64(ring_plan_pages(&p, 4096, true), 5);
}
