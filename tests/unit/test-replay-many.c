// SPDX-License-Identifier: GPL-2.0-only
/* test-replay-many.c: replaying a recording of many CPUs, written with the
 * perf writer: one-entry AUX buffers for 40,000 CPUs, the highest first, a
 * round for each. Everything is delivered in (time, cpu) order (the first
 * CPU's queue running dry looks ahead through the AUXTRACE index and queues
 * the rest), and the work of the DTL merge and of the model's cpu order
 * stays O(1) a CPU (counted, not timed). */
#include <stdlib.h>
#include <unistd.h>

#include "bytes.h"
#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "model-priv.h"
#include "perf-writer.h"
#include "replay.h"

#define NCPU 40000

static int write_recording(const char *path)
{
	struct perf_writer *w = fixture_dtl_open(path);
	uint8_t buf[96];
	int r = 0;

	if (!w)
		return -1;
	memset(buf, 0, sizeof(buf));
	st64(buf, 1000, pw_swapped(w));			/* boot_tb */
	st64(buf + 8, 1000000000, pw_swapped(w));	/* tb_freq: 1 GHz */
	buf[48] = 3;
	buf[49] = 2;
	for (uint32_t i = 0; i < NCPU && !r; i++) {
		uint32_t cpu = NCPU - 1 - i;
		/* seven CPUs to a time, rising with the buffers; the first
		 * alone, as it goes out before the index look-ahead (below)
		 * finds the others */
		uint64_t ticks = 1000000 + (uint64_t)((i + 6) / 7) * 100;
		struct pw_auxtrace at = { .size = 96, .tid = UINT32_MAX, .cpu = cpu };
		struct pw_sample s = { .pid = 1, .tid = 1, .id = FIXTURE_DTL_ID, .cpu = cpu,
				       .time = ticks + 50 };

		stbe16(buf + 50, (uint16_t)cpu);
		stbe64(buf + 64, 1000 + ticks);
		r = pw_aux(w, 0, 0, 96, 0, &s) || pw_auxtrace(w, &at, buf) ||
		    pw_finished_round(w);
	}
	return pw_close(w) || r ? -1 : 0;
}

struct sink {
	struct model *m;
	uint64_t dtl, bad, last_ns;
	uint32_t last_cpu;
};

static int on_event(const struct event *ev, void *arg)
{
	struct sink *k = arg;

	if (ev->kind == EV_DTL) {
		if (k->dtl && (ev->time < k->last_ns ||
			       (ev->time == k->last_ns && ev->cpu <= k->last_cpu)))
			k->bad++;
		k->dtl++;
		k->last_ns = ev->time;
		k->last_cpu = ev->cpu;
	}
	model_feed(k->m, ev);
	return 0;
}

TEST(replay_many_cpus_descending)
{
	char path[] = "/tmp/dtltop-unit-XXXXXX", err[300];
	struct model_opts mo = { .counters_only = true };
	struct sink k = { .m = model_new(&mo) };
	int fd = mkstemp(path);
	struct source *src;
	const struct dtl_queues *dq;

	CHECK(fd >= 0 && k.m);
	close(fd);
	CHECK(write_recording(path) == 0);
	src = replay_open(path, err, sizeof(err));
	unlink(path);
	CHECK(src);
	CHECK(source_run(src, &(const struct consumer){ .event = on_event, .arg = &k }) == 0);
	dq = &((struct replay *)src)->dq;
	CHECK_U64(src->stats.dtl_entries, NCPU);
	CHECK_U64(k.dtl, NCPU);
	CHECK_U64(k.bad, 0);
	model_settle(k.m);
	CHECK_U64(model_ncpus(k.m), NCPU);
	CHECK_U64(model_cpu_id(k.m, 0), 0);
	CHECK_U64(model_cpu_id(k.m, NCPU - 1), NCPU - 1);
	if (dq->rebuilds > 64 || dq->tree_work > 32ull * NCPU ||
	    k.m->order_moves > 4ull * NCPU)
		fprintf(stderr, "    %llu rebuilds, tree work %llu, %llu model order moves\n",
			(unsigned long long)dq->rebuilds, (unsigned long long)dq->tree_work,
			(unsigned long long)k.m->order_moves);
	CHECK(dq->rebuilds <= 64);
	CHECK(dq->tree_work <= 32ull * NCPU);
	CHECK(k.m->order_moves <= 4ull * NCPU);
	source_close(src);
	model_free(k.m);
}
