// SPDX-License-Identifier: GPL-2.0-only
/* test-replay-index-threads.c: a replay's checkpoints are appended by its
 * reader thread while another (the view's) searches them: every point found
 * is whole, and the newest ones show up. Also run under ThreadSanitizer
 * (tests/tsan.sh). */
#include <pthread.h>
#include <stdlib.h>

#include "harness.h"
#include "replay-index.h"

#define ROUNDS 20000

/* The reader's side: a round every 64 KiB, a point where one is due, whose
 * arrays say which round it was. */
static void *appender(void *arg)
{
	struct rx_index *ix = arg;

	for (uint64_t t = 1; t <= ROUNDS; t++) {
		struct rx_point p = { .y = t * 10, .x = t << 16, .t = t, .ncpu = 5 };

		if (!rx_due(ix, p.x))
			continue;
		p.from = calloc(5, sizeof(*p.from));
		p.have_tb = calloc(5, sizeof(*p.have_tb));
		p.tb = calloc(5, sizeof(*p.tb));
		if (!p.from || !p.have_tb || !p.tb) {
			rx_point_free(&p);
			return NULL;
		}
		for (int c = 0; c < 5; c++) {
			p.from[c] = t * 10 + (uint64_t)c;
			p.tb[c].boot_tb = t;
			p.have_tb[c] = true;
		}
		rx_add(ix, &p, p.x);
	}
	return NULL;
}

TEST(replay_index_appended_while_searched)
{
	struct rx_index ix;
	pthread_t th;
	uint64_t torn = 0, latest = 0;

	rx_init(&ix, 4ull << 30);	/* a gap of 64 MiB: every 1024th round */
	CHECK(pthread_create(&th, NULL, appender, &ix) == 0);
	for (int i = 0; i < 20000; i++) {
		struct rx_point p;

		if (!rx_find(&ix, UINT64_MAX, &p))
			continue;
		for (int c = 0; c < 5; c++)
			torn += p.from[c] != p.t * 10 + (uint64_t)c || p.tb[c].boot_tb != p.t ||
				!p.have_tb[c];
		latest = p.t > latest ? p.t : latest;
		rx_point_free(&p);
	}
	pthread_join(th, NULL);
	{
		struct rx_point p;

		if (rx_find(&ix, UINT64_MAX, &p)) {
			latest = p.t;
			rx_point_free(&p);
		}
	}
	rx_free(&ix);
	CHECK_U64(torn, 0);
	/* the last round due: 1 + 1024 k <= ROUNDS */
	CHECK_U64(latest, 1 + (ROUNDS - 1) / 1024 * 1024);
}
