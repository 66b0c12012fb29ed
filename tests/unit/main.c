// SPDX-License-Identifier: GPL-2.0-only
/* main.c: runs every registered unit test; the last line is the summary CI
 * reads ("N passed, N failed"). An argument runs only tests containing it. */
#include <stdlib.h>

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
		failed_now = 0;
		tc->fn();
		printf("%s unit/%s\n", failed_now ? "FAIL" : "ok  ", tc->name);
		if (failed_now)
			failed++;
		else
			passed++;
	}
	printf("unit: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
