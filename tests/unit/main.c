// SPDX-License-Identifier: GPL-2.0-only
/* main.c: runs every registered unit test; the last line is the summary CI
 * reads ("N passed, N failed"). An argument runs only tests containing it.
 * A test that took a second or more says how long, so that a slow one shows
 * in CI's logs (under qemu-user most of all). */
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

int main(int argc, char **argv)
{
	int passed = 0, failed = 0;

	for (struct test_case *tc = head; tc; tc = tc->next) {
		if (argc > 1 && !strstr(tc->name, argv[1]))
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
