// SPDX-License-Identifier: GPL-2.0-only
/* test-model-compare.c: two models side by side (model-compare.h), on DTL
 * entries whose figures are worked out by hand: vCPUs matched by number,
 * one on a side only, rates and steal over each window, reason shares, and
 * a model set beside itself. */
#include <stdbool.h>
#include <string.h>

#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "model-compare.h"

#define TBF 512000000ull	/* 512 ticks per us */
#define MS  1000000ull

static void feed(struct model *m, uint32_t cpu, uint64_t t, uint8_t pre, uint32_t e2d,
		 uint32_t w2r)
{
	struct event ev = fixture_dtl_event(cpu, t, 3, pre, 0, e2d, 0, w2r, TBF);

	model_feed(m, &ev);
}

static const struct model_cmp_reason *reason(const struct model_cmp *c, const char *name)
{
	for (size_t i = 0; i < c->nreasons; i++)
		if (!strcmp(c->reasons[i].name, name))
			return &c->reasons[i];
	return NULL;
}

/* The same figures, member by member (padding is not compared). */
static bool fig_eq(const struct model_cmp_fig *a, const struct model_cmp_fig *b)
{
	return a->present == b->present && a->dispatches == b->dispatches &&
	       a->steal_ns == b->steal_ns && a->disp_s == b->disp_s &&
	       a->steal_pct == b->steal_pct && a->p50_us == b->p50_us &&
	       a->p99_us == b->p99_us && a->physc == b->physc && a->vcpus == b->vcpus;
}

#define NEAR(a, b) ((a) > (b) - 1e-6 && (a) < (b) + 1e-6)

/* A over [1 s, 2 s): vCPU 0 cedes 250 ms, vCPU 1 waits 500 ms (steal):
 * 4 entries, 4/s, steal 0.5 s of 2 vCPU-seconds = 25 %, physc 1.25.
 * B over the same second: vCPU 1, three entries, two waits of 100 ms;
 * vCPU 2 two entries, never off: 5/s, steal 0.2 s of 2 = 10 %, physc
 * (1 - 0.2) + 1 = 1.8. vCPU 0 is in A only, vCPU 2 in B only. */
TEST(model_compare_by_hand)
{
	struct model *a = model_new(&(struct model_opts){ .counters_only = true });
	struct model *b = model_new(&(struct model_opts){ .counters_only = true });
	const struct model_cmp_reason *r;
	struct model_cmp c;

	feed(a, 0, 1000 * MS, DTL_PREEMPT_H_CEDE, 0, 0);
	feed(a, 1, 1000 * MS, DTL_PREEMPT_TIME_SLICE, 0, 0);
	feed(a, 0, 2000 * MS, DTL_PREEMPT_H_CEDE, 0, (uint32_t)(250 * 512000));
	feed(a, 1, 2000 * MS, DTL_PREEMPT_TIME_SLICE, (uint32_t)(500 * 512000), 0);
	feed(b, 1, 1000 * MS, DTL_PREEMPT_TIME_SLICE, 0, 0);
	feed(b, 2, 1000 * MS, DTL_PREEMPT_H_CEDE, 0, 0);
	feed(b, 1, 1500 * MS, DTL_PREEMPT_TIME_SLICE, (uint32_t)(100 * 512000), 0);
	feed(b, 1, 2000 * MS, DTL_PREEMPT_TIME_SLICE, (uint32_t)(100 * 512000), 0);
	feed(b, 2, 2000 * MS, DTL_PREEMPT_H_CEDE, 0, 0);
	model_settle(a);
	model_settle(b);
	CHECK(model_cmp_build(&c, a, 1000 * MS, 2000 * MS, b, 1000 * MS, 2000 * MS) == 0);
	CHECK_U64(c.lpar[0].dispatches, 4);
	CHECK_U64(c.lpar[1].dispatches, 5);
	CHECK(NEAR(c.lpar[0].disp_s, 4.0) && NEAR(c.lpar[1].disp_s, 5.0));
	CHECK(NEAR(c.lpar[0].steal_pct, 25.0) && NEAR(c.lpar[1].steal_pct, 10.0));
	CHECK(NEAR(c.lpar[0].physc, 1.25) && NEAR(c.lpar[1].physc, 1.8));
	CHECK(NEAR(model_cmp_ratio(c.lpar[0].disp_s, c.lpar[1].disp_s), 1.25));
	CHECK_U64(c.ncpus, 3);
	CHECK(c.cpus[0].cpu == 0 && c.cpus[0].f[0].present && !c.cpus[0].f[1].present);
	CHECK(c.cpus[1].cpu == 1 && c.cpus[1].f[0].present && c.cpus[1].f[1].present);
	CHECK(c.cpus[2].cpu == 2 && !c.cpus[2].f[0].present && c.cpus[2].f[1].present);
	/* vCPU 1: 2/s and 50 % against 3/s and 20 %; physc 0.5 and 0.8 */
	CHECK(NEAR(c.cpus[1].f[0].disp_s, 2.0) && NEAR(c.cpus[1].f[1].disp_s, 3.0));
	CHECK(NEAR(c.cpus[1].f[0].steal_pct, 50.0) && NEAR(c.cpus[1].f[1].steal_pct, 20.0));
	CHECK(NEAR(c.cpus[1].f[0].physc, 0.5) && NEAR(c.cpus[1].f[1].physc, 0.8));
	/* reasons: A 2 cedes, 2 time slices; B 2 and 3 */
	r = reason(&c, "H_CEDE");
	CHECK(r && r->n[0] == 2 && r->n[1] == 2);
	CHECK(NEAR(r->share_pct[0], 50.0) && NEAR(r->share_pct[1], 40.0));
	r = reason(&c, "time_slice");
	CHECK(r && r->n[0] == 2 && r->n[1] == 3);
	CHECK(NEAR(r->share_pct[1], 60.0));
	model_cmp_free(&c);

	/* A beside itself: the same figures both sides */
	CHECK(model_cmp_build(&c, a, 1000 * MS, 2000 * MS, a, 1000 * MS, 2000 * MS) == 0);
	CHECK_U64(c.ncpus, 2);
	CHECK(fig_eq(&c.lpar[0], &c.lpar[1]) && c.lpar[0].dispatches == 4);
	for (size_t i = 0; i < c.ncpus; i++)
		CHECK(fig_eq(&c.cpus[i].f[0], &c.cpus[i].f[1]));
	model_cmp_free(&c);
	model_free(a);
	model_free(b);
}
