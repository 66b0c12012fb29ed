// SPDX-License-Identifier: GPL-2.0-only
/* CPU hotplug: the --sim-hotplug schedule's parser, the simulated pool
 * stopping and restarting a vCPU, and the model's offline mark. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "harness.h"
#include "model.h"
#include "sim-hotplug.h"
#include "sim.h"

TEST(sim_hotplug_parses_a_schedule_in_time_order)
{
	struct sim_hp_step *st = NULL;
	size_t n = 0;
	char err[200] = "";
	int r = sim_hotplug_parse("3:off@2.5,1:off@1,3:on@4,1:on@2.5", 8, &st, &n, err, sizeof(err));

	CHECK(r == 0);
	CHECK_U64(n, 4);
	if (r == 0 && n == 4) {
		/* by time; 3:off and 1:on both at 2.5 s keep the order given */
		CHECK_U64(st[0].cpu, 1);
		CHECK(!st[0].online);
		CHECK_U64(st[0].at_ns, 1000000000ull);
		CHECK_U64(st[1].cpu, 3);
		CHECK(!st[1].online);
		CHECK_U64(st[1].at_ns, 2500000000ull);
		CHECK_U64(st[2].cpu, 1);
		CHECK(st[2].online);
		CHECK_U64(st[2].at_ns, 2500000000ull);
		CHECK_U64(st[3].cpu, 3);
		CHECK(st[3].online);
		CHECK_U64(st[3].at_ns, 4000000000ull);
	}
	free(st);
}

TEST(sim_hotplug_refuses_bad_schedules)
{
	static const struct {
		const char *spec, *why;
	} bad[] = {
		{ "", "empty" },
		{ "3:off@1,", "empty" },
		{ "8:off@1", "vCPUs 0 to 7" },
		{ "-1:off@1", "vCPU number" },
		{ "x:off@1", "vCPU number" },
		{ "3off@1", "vCPU number" },
		{ "3:down@1", ":on@SECONDS or :off@SECONDS" },
		{ "3:off1", ":on@SECONDS or :off@SECONDS" },
		{ "3:off@", "seconds from 0" },
		{ "3:off@-2", "seconds from 0" },
		{ "3:off@1x", "seconds from 0" },
		{ "3:off@nan", "seconds from 0" },
		{ "3:on@1", "already online" },
		{ "3:off@1,3:off@2", "already offline" },
		{ "3:off@2,3:on@1", "already online" },	/* on before off, by time */
	};

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct sim_hp_step *st = (void *)1;
		size_t n = 9;
		char err[200] = "";

		CHECK(sim_hotplug_parse(bad[i].spec, 8, &st, &n, err, sizeof(err)) < 0);
		CHECK(st == NULL && n == 0);
		if (!strstr(err, bad[i].why))
			CHECK(!bad[i].spec);	/* says which spec failed */
	}
}

struct per_cpu {
	uint64_t dtl[4];
	bool watch;		/* note cpu 2's next entry's timebase */
	uint64_t first_tb;
};

static void on_dtl(void *arg, uint32_t cpu, const struct dtl_entry *e)
{
	struct per_cpu *c = arg;

	if (cpu < 4) {
		c->dtl[cpu]++;
		if (cpu == 2 && c->watch && !c->first_tb)
			c->first_tb = e->timebase;
	}
}

static void on_switch(void *arg, uint32_t cpu, uint64_t ns, const struct raw_task *prev,
		      int64_t prev_state, const struct raw_task *next)
{
	(void)arg; (void)cpu; (void)ns; (void)prev; (void)prev_state; (void)next;
}

static void on_wakeup(void *arg, uint32_t cpu, uint64_t ns, int32_t waker,
		      const struct raw_task *wakee)
{
	(void)arg; (void)cpu; (void)ns; (void)waker; (void)wakee;
}

/* An offline vCPU makes no entry while the others go on; back online, it
 * is dispatched again, only after the time it came back. */
TEST(sim_pool_vcpu_offline_and_back)
{
	const uint64_t s = 1000000000ull, t0 = s;
	struct sim_pool *p = sim_pool_new(4, 1000, DTL_MASK_ALL, t0, 3);
	struct per_cpu c;
	struct sim_sink sink = { on_dtl, on_switch, on_wakeup, &c };
	uint64_t before[4], tb_back;

	memset(&c, 0, sizeof(c));
	CHECK(p != NULL);
	if (!p)
		return;
	sim_pool_advance(p, t0 + s, &sink, NULL);
	sim_pool_set_online(p, 2, false, t0 + s);
	memcpy(before, c.dtl, sizeof(before));
	sim_pool_advance(p, t0 + 3 * s, &sink, NULL);
	CHECK_U64(c.dtl[2], before[2]);		/* nothing while offline */
	for (int k = 0; k < 4; k++)
		if (k != 2)
			CHECK(c.dtl[k] > before[k] + 1000);	/* 2 s at 1000/s */
	sim_pool_set_online(p, 2, false, t0 + 3 * s);	/* again: no change */
	sim_pool_set_online(p, 2, true, t0 + 3 * s);
	c.watch = true;
	sim_pool_advance(p, t0 + 4 * s, &sink, NULL);
	CHECK(c.dtl[2] > before[2] + 500);	/* 1 s back at 1000/s */
	/* the first entry after coming back is stamped after t0 + 3 s */
	tb_back = sim_tb(t0 + 3 * s);
	CHECK(c.first_tb > tb_back);
	sim_pool_free(p);
}

static void feed_state(struct model *m, uint32_t cpu, uint64_t t, bool online)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_CPU_STATE;
	ev.cpu = cpu;
	ev.time = t;
	ev.cs.online = online;
	model_feed(m, &ev);
}

/* The mark is a state: it survives a new window, is no event of it, and
 * coming back online clears it. */
TEST(model_marks_a_cpu_offline_until_it_returns)
{
	struct model *m = model_new(NULL);
	uint64_t since = 1;

	CHECK(m != NULL);
	if (!m)
		return;
	CHECK(!model_cpu_offline(m, 5, &since));
	CHECK_U64(since, 0);
	feed_state(m, 5, 1000, false);
	model_settle(m);
	CHECK(model_cpu_offline(m, 5, &since));
	CHECK_U64(since, 1000);
	CHECK_U64(model_cpu_stats(m, 5)->events, 0);
	model_reset(m);
	model_settle(m);
	CHECK(model_cpu_offline(m, 5, NULL));
	CHECK(!model_cpu_offline(m, 4, NULL));
	feed_state(m, 5, 2000, true);
	model_settle(m);
	CHECK(!model_cpu_offline(m, 5, &since));
	CHECK_U64(since, 0);
	model_free(m);
}
