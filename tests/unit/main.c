// SPDX-License-Identifier: GPL-2.0-only
/* main.c: runs every registered unit test; the last line is the summary CI
 * reads ("N passed, N failed"). An argument runs only tests containing it.
 * A test that took a second or more says how long, so that a slow one shows
 * in CI's logs (under qemu-user most of all). UNIT_SHARD=K/N runs only every
 * Nth test from the Kth (K from 0): N runners in parallel share the work. */
#include <stdlib.h>
#include <time.h>

#include "harness.h"

static struct test_case *head, **tail = &head;
static int failed_now;

void test_register(struct test_case *tc)
{
	*tail = tc;
	tail = &tc->next;
}

void test_fail(const char *file, int line, const char *msg)
{
	fprintf(stderr, "    %s:%d: check failed: %s\n", file, line, msg);
	failed_now = 1;
}

int test_current_failed(void)
{
	return failed_now;
}

/* UNIT_SHARD "K/N" into *k, *n; 0/1 when unset. -1 when malformed. */
static int shard_of(unsigned *k, unsigned *n)
{
	const char *s = getenv("UNIT_SHARD");

	*k = 0;
	*n = 1;
	if (!s || !*s)
		return 0;
	if (sscanf(s, "%u/%u", k, n) != 2 || !*n || *k >= *n)
		return -1;
	return 0;
}

int main(int argc, char **argv)
{
	int passed = 0, failed = 0;
	unsigned k, n, i = 0;

	if (shard_of(&k, &n) < 0) {
		fprintf(stderr, "UNIT_SHARD wants K/N with K < N, not '%s'\n", getenv("UNIT_SHARD"));
		return 2;
	}
	for (struct test_case *tc = head; tc; tc = tc->next) {
		if (argc > 1 && !strstr(tc->name, argv[1]))
			continue;
		if (i++ % n != k)
			continue;
		struct timespec t0, t1;
		double s;

		failed_now = 0;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		tc->fn();
		clock_gettime(CLOCK_MONOTONIC, &t1);
		s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		printf("%s unit/%s", failed_now ? "FAIL" : "ok  ", tc->name);
		if (s >= 1.0)
			printf(" (%.1f s)", s);
		printf("\n");
		if (failed_now)
			failed++;
		else
			passed++;
	}
	printf("unit: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
