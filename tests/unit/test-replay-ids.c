// SPDX-License-Identifier: GPL-2.0-only
/* test-replay-ids.c: a sample's id names its event the same way through
 * the dense array as through the hash (replay.h): first owner of an id
 * wins, ids outside the span and unknown ones name none, and an attr added
 * once the loop has started is found (the array is dropped for the hash). */
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "replay.h"

static void add(struct replay *r, const uint64_t *ids, uint32_t n)
{
	struct perf_event_attr a = { .type = PERF_TYPE_TRACEPOINT, .size = sizeof(a),
				     .config = 300 + r->nattrs,
				     .sample_type = PERF_SAMPLE_TIME | PERF_SAMPLE_IDENTIFIER };

	CHECK(replay_add_attr(r, &a, sizeof(a), ids, n) == 0);
}

/* Which attr index an id names, or -1. */
static int owner(const struct replay *r, uint64_t id)
{
	const struct pf_attr *a = replay_attr_by_id(r, id);

	for (uint32_t i = 0; a && i < r->nattrs; i++)
		if (r->attrs[i] == a)
			return (int)i;
	return -1;
}

static void drop(struct replay *r)
{
	for (uint32_t i = 0; i < r->nattrs; i++)
		free(r->attrs[i]);
	free(r->attrs);
	free(r->ids);
	free(r->ids_dense);
	free(r);
}

TEST(replay_ids_dense_names_as_the_hash)
{
	struct replay *r = calloc(1, sizeof(*r));
	/* 101 twice: the first owner, attr 0, keeps it */
	const uint64_t a0[] = { 100, 101, 102 }, a1[] = { 104, 101, 103 };
	int hash[40];

	add(r, a0, 3);
	add(r, a1, 3);
	for (int i = 0; i < 40; i++)
		hash[i] = owner(r, 90 + (uint64_t)i);
	replay_ids_densify(r);
	CHECK(r->ids_dense != NULL);
	CHECK(r->ids_lo == 100 && r->ids_span == 5);
	for (int i = 0; i < 40; i++)
		CHECK(owner(r, 90 + (uint64_t)i) == hash[i]);
	CHECK(owner(r, 100) == 0);
	CHECK(owner(r, 101) == 0);
	CHECK(owner(r, 103) == 1);
	CHECK(owner(r, 104) == 1);
	CHECK(owner(r, 99) == -1);
	CHECK(owner(r, 105) == -1);
	CHECK(owner(r, 0) == -1);
	CHECK(owner(r, UINT64_MAX) == -1);	/* id - lo wraps: out of the span */

	/* an attr from a record after the start: found through the hash */
	const uint64_t a2[] = { 1ull << 40 };

	add(r, a2, 1);
	CHECK(r->ids_dense == NULL);
	CHECK(owner(r, 1ull << 40) == 2);
	CHECK(owner(r, 102) == 0);
	/* ids now spread far past four slots an id: no array */
	replay_ids_densify(r);
	CHECK(r->ids_dense == NULL);
	CHECK(owner(r, 1ull << 40) == 2);
	CHECK(owner(r, 104) == 1);
	drop(r);
}

TEST(replay_ids_without_any)
{
	struct replay *r = calloc(1, sizeof(*r));

	add(r, NULL, 0);
	replay_ids_densify(r);
	CHECK(r->ids_dense == NULL);
	CHECK(owner(r, 0) == -1);
	CHECK(owner(r, 7) == -1);
	drop(r);
}

/* Ids spread within four slots an id, but over more than the array's cap
 * (1 << 20 slots): the hash alone; a little closer together, the array. */
TEST(replay_ids_dense_cap)
{
	const uint32_t n = 300000;
	uint64_t *ids = malloc(n * sizeof(*ids));

	CHECK(ids != NULL);
	for (uint32_t step = 4; step >= 3; step--) {
		struct replay *r = calloc(1, sizeof(*r));

		for (uint32_t i = 0; i < n; i++)
			ids[i] = 1000 + (uint64_t)i * step;
		add(r, ids, n);
		replay_ids_densify(r);
		CHECK((r->ids_dense != NULL) == (step == 3));	/* 1.2 M slots, 0.9 M */
		CHECK(owner(r, 1000 + (uint64_t)(n - 1) * step) == 0);
		CHECK(owner(r, 1001) == -1);
		drop(r);
	}
	free(ids);
}
