// SPDX-License-Identifier: GPL-2.0-only
/* test-hold-pool.c: the merge's hold pool (src/source/rings/hold-pool.h):
 * slots up to its size and no further, pages given back really leave the
 * process (smaps' Rss of the named mapping), sort keys within kcap only. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "hold-pool.h"

/* Resident KiB of the mapping that holds addr, from /proc/self/smaps; -1
 * when not found or not the pool's memfd. */
static long pool_rss_kib(const void *addr)
{
	FILE *f = fopen("/proc/self/smaps", "r");
	char line[512];
	bool in = false;
	long rss = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;

		if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, ' ')) {
			in = (uintptr_t)addr >= lo && (uintptr_t)addr < hi &&
			     strstr(line, "/memfd:" HOLD_POOL_NAME);
			continue;
		}
		if (in && sscanf(line, "Rss: %ld kB", &rss) == 1)
			break;
	}
	fclose(f);
	return rss;
}

TEST(hold_pool_slots_bounded_and_given_back)
{
	struct hold_pool p;
	long ps = sysconf(_SC_PAGESIZE);
	char *s[4];

	/* 7184 bytes: the hold's chunk of 64 events; a slot is two pages */
	CHECK(hold_pool_init(&p, 4, 7184, 4096, 16) == 0);
	CHECK_U64(p.slot % (size_t)ps, 0);
	CHECK(p.slot >= 7184);
	for (int i = 0; i < 4; i++) {
		s[i] = hold_pool_get(&p);
		CHECK(s[i] && hold_pool_owns(&p, s[i]));
		CHECK_U64((uintptr_t)s[i] % (uintptr_t)ps, 0);
		memset(s[i], 0xa5, 7184);
	}
	CHECK(hold_pool_get(&p) == NULL);	/* full: the caller mallocs */
	CHECK(!hold_pool_owns(&p, &p));
	/* 4 slots touched: 4 x 8 KiB resident in the named mapping */
	CHECK_U64(pool_rss_kib(s[0]), 4 * p.slot / 1024);
	for (int i = 0; i < 4; i++)
		hold_pool_give_back(&p, s[i]);
	CHECK_U64(pool_rss_kib(s[0]), 0);	/* gone from the process */
	char *again = hold_pool_get(&p);
	CHECK(again == s[3]);		/* the last given back comes first */
	CHECK(again[0] == 0 && again[7183] == 0);	/* fresh pages */
	hold_pool_free(&p);
}

TEST(hold_pool_keys_within_kcap)
{
	struct hold_pool p;
	void *k, *k2;

	CHECK(hold_pool_init(&p, 2, 7184, 8192, 16) == 0);
	CHECK(!hold_pool_keys(&p, 8193, &k, &k2));	/* past kcap: the heap's */
	CHECK(hold_pool_keys(&p, 8192, &k, &k2));
	CHECK((char *)k2 >= (char *)k + 8192 * 16);	/* no overlap */
	CHECK(!hold_pool_owns(&p, k) && !hold_pool_owns(&p, k2));
	memset(k, 1, 8192 * 16);
	memset(k2, 2, 8192 * 16);
	CHECK_U64(pool_rss_kib(k), 2 * 8192 * 16 / 1024);
	hold_pool_keys_trim(&p, 1024);		/* keep 1024 keys of each */
	CHECK_U64(pool_rss_kib(k), 2 * 1024 * 16 / 1024);
	CHECK(((char *)k)[1024 * 16 - 1] == 1 && ((char *)k)[1024 * 16] == 0);
	CHECK(((char *)k2)[1024 * 16 - 1] == 2 && ((char *)k2)[1024 * 16] == 0);
	hold_pool_free(&p);
	CHECK(!hold_pool_keys(&p, 1, &k, &k2));	/* no pool: the heap's */
	CHECK(hold_pool_get(&p) == NULL);
}
