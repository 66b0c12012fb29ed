/* test-reorder.c: the reorder heap against a naive ordered list, with pushes
 * and pops interleaved at random (slots are reused through the free list)
 * and payload copies that must follow their event. */
#include <stdlib.h>

#include "harness.h"
#include "reorder.h"

#define N 20000

static uint64_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

TEST(reorder_matches_naive_order)
{
	static uint64_t ref_t[N], ref_seq[N];
	static int ref_alive[N];
	struct reorder q;
	uint64_t seed = 42, seq = 0;
	int pushed = 0, popped = 0;

	reorder_init(&q);
	while (popped < N) {
		bool push = pushed < N && (q.n == 0 || rnd(&seed) % 3 != 0);

		if (push) {
			struct event ev;
			uint32_t payload;

			memset(&ev, 0, sizeof(ev));
			ev.time = rnd(&seed) % 500;	/* many equal times */
			ev.cpu = (uint32_t)pushed;
			payload = (uint32_t)pushed * 7;
			CHECK(reorder_push(&q, &ev, &payload, sizeof(payload), pushed % 2) == 0);
			ref_t[pushed] = ev.time;
			ref_seq[pushed] = seq++;
			ref_alive[pushed++] = 1;
		} else {
			const struct reorder_item *top = reorder_top(&q);
			int best = -1;

			for (int i = 0; i < pushed; i++)
				if (ref_alive[i] && (best < 0 || ref_t[i] < ref_t[best] ||
						     (ref_t[i] == ref_t[best] && ref_seq[i] < ref_seq[best])))
					best = i;
			CHECK(top && best >= 0);
			CHECK_U64(top->ev.cpu, (uint64_t)best);
			CHECK_U64(top->ev.time, ref_t[best]);
			if (best % 2) {
				uint32_t v;

				CHECK(top->ev.tp.raw);
				memcpy(&v, top->ev.tp.raw, sizeof(v));
				CHECK_U64(v, (uint64_t)best * 7);
			} else {
				CHECK(!top->ev.tp.raw);
			}
			ref_alive[best] = 0;
			reorder_pop(&q);
			popped++;
		}
	}
	CHECK_U64(q.n, 0);
	reorder_free(&q);
}
