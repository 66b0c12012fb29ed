// SPDX-License-Identifier: GPL-2.0-only
/* test-model-merge.c: models fed a share of the vCPUs each, merged
 * (model_absorb), against one model fed the whole stream: every batch view
 * prints the same bytes, the tasks table holds the same entries in the same
 * order, and where one table's content depends on how the shares' events
 * interleaved (an overflow into "[other]") the merge refuses. */
#include <stdio.h>
#include <stdlib.h>

#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "view.h"

#define TBF 512000000ull
#define NEV 30000
#define NCPU 12

static uint64_t lcg(uint64_t *s)
{
	*s = *s * 6364136223846793005ull + 1442695040888963407ull;
	return *s >> 33;
}

/* An event that is not a DTL entry: lost records count 3, an AUX commit
 * 90 entries. */
static struct event simple(uint32_t cpu, uint64_t t, uint16_t kind)
{
	struct event ev = fixture_event(cpu, t, kind);

	if (kind == EV_LOST)
		ev.lost.lost = 3;
	if (kind == EV_AUX)
		ev.aux.entries = 90;
	return ev;
}

/* A stream as a replay delivers it: in time order, DTL entries of equal
 * time in cpu order; tasks that move between vCPUs (some onto more than
 * the 8 a task's vCPU tally holds), a few lost records, AUX commits and
 * events of a cpu past MODEL_MAX_CPU. */
static size_t make_stream(struct event *evs, size_t max, uint64_t seed, uint32_t ntasks)
{
	uint64_t t = 1000000000;
	size_t n = 0;

	while (n + NCPU < max) {
		uint32_t first = (uint32_t)(lcg(&seed) % NCPU), many = 1 + (uint32_t)(lcg(&seed) % 3);

		t += lcg(&seed) % 4 ? lcg(&seed) % 40000 : 0;	/* a quarter at equal times */
		for (uint32_t c = first; c < NCPU && c < first + many; c++) {
			uint64_t r = lcg(&seed) % 100;

			if (r < 12) {
				char comm[16];
				uint32_t k = (uint32_t)(lcg(&seed) % ntasks);

				snprintf(comm, sizeof(comm), "task%u", k);
				evs[n++] = fixture_switch_event(c, t, (int32_t)(100 + k), comm);
			} else if (r < 13) {
				evs[n++] = simple(c, t, EV_LOST);
			} else if (r < 15) {
				evs[n++] = simple(c, t, EV_AUX);
			} else if (r < 16) {
				evs[n++] = simple(70000 + c, t, EV_SCHED_WAKEUP);
			} else {
				evs[n++] = fixture_dtl_event(c, t, (uint8_t)(lcg(&seed) % 9),
							     (uint8_t)(lcg(&seed) % 8),
							     (uint16_t)(lcg(&seed) % 3 ? c : lcg(&seed) % 40),
							     (uint32_t)(lcg(&seed) % 100000),
							     (uint32_t)(lcg(&seed) % 3000),
							     (uint32_t)(lcg(&seed) % 500000), TBF);
			}
		}
	}
	return n;
}

static struct model *lean(uint32_t max_tasks)
{
	return model_new(&(struct model_opts){ .counters_only = true, .max_tasks = max_tasks });
}

/* Every batch view of m, one after the other. */
static char *views(struct model *m)
{
	struct view_window w = { .start_ns = 1000000000, .end_ns = 2000000000 };
	char *out = NULL;
	size_t len;
	FILE *f = open_memstream(&out, &len);

	model_settle(m);
	view_json(f, m, NULL, &w);
	view_csv_header(f);
	view_csv(f, m, NULL, &w);
	view_text(f, m, NULL, &w);
	fclose(f);
	return out;
}

/* The whole stream into one model; its first two thirds into n shards
 * merged, then the rest into the merged one, through the vCPUs' cached
 * places in the tasks table. */
static int whole_and_shards(const struct event *evs, size_t nev, uint32_t n, uint32_t max_tasks,
			    struct model **whole, struct model **merged)
{
	struct model *sh[4];
	size_t cut = nev / 3 * 2;
	int ret = 0;

	*whole = lean(max_tasks);
	for (size_t i = 0; i < nev; i++)
		model_feed(*whole, &evs[i]);
	for (uint32_t k = 0; k < n; k++) {
		sh[k] = lean(max_tasks);
		for (size_t i = 0; i < cut; i += 32) {	/* as a shard's reader hands them on */
			struct event b[32];
			size_t m = 0;

			for (size_t j = i; j < cut && j < i + 32; j++)
				if (evs[j].cpu % n == k)
					b[m++] = evs[j];
			model_feed_n(sh[k], b, m);
		}
	}
	for (uint32_t k = 1; k < n; k++)
		if (model_absorb(sh[0], sh[k]) < 0)
			ret = -1;
	for (uint32_t k = 1; k < n; k++)
		model_free(sh[k]);
	for (size_t i = cut; ret == 0 && i < nev; i++)
		model_feed(sh[0], &evs[i]);
	*merged = sh[0];
	return ret;
}

TEST(model_merge_shards_print_what_one_model_prints)
{
	static struct event evs[NEV];
	size_t nev = make_stream(evs, NEV, 5, 20);

	for (uint32_t n = 2; n <= 4; n++) {
		struct model *w, *m;
		char *a, *b;
		size_t approx = 0;

		CHECK(whole_and_shards(evs, nev, n, 0, &w, &m) == 0);
		a = views(w);
		b = views(m);
		CHECK(a && b && strcmp(a, b) == 0);
		CHECK(a && strstr(a, "task7") != NULL);	/* tasks were charged */
		/* the table itself, entry by entry, in its order */
		CHECK_U64(model_task_count(m), model_task_count(w));
		for (size_t i = 0; i < model_task_count(w); i++) {
			const struct model_task *x = model_task_at(w, i), *y = model_task_at(m, i);
			struct model_task_detail dx, dy;

			CHECK(x && y && x->pid == y->pid && !strcmp(x->comm, y->comm) &&
			      x->steal_ns == y->steal_ns && x->preempts == y->preempts);
			CHECK(model_task_detail(w, x, &dx) && model_task_detail(m, y, &dy));
			CHECK(!memcmp(dx.preempt_reasons, dy.preempt_reasons, sizeof(dx.preempt_reasons)));
			CHECK(dy.cpus_approx == dx.cpus_approx);
			if (dx.cpus_approx) {	/* which 8 is the interleaving's */
				approx++;
				CHECK_U64(dy.ncpus_kept, dx.ncpus_kept);
			} else {
				CHECK_U64(dy.ncpus, dx.ncpus);
				CHECK_U64(dy.ncpus_kept, dx.ncpus_kept);
				for (uint32_t c = 0; c < dx.ncpus_kept; c++)
					CHECK(dx.cpus[c].cpu == dy.cpus[c].cpu &&
					      dx.cpus[c].preempts == dy.cpus[c].preempts &&
					      dx.cpus[c].steal_ns == dy.cpus[c].steal_ns);
			}
		}
		CHECK(approx > 0);	/* the stream has tasks on more than 8 vCPUs */
		free(a);
		free(b);
		model_free(w);
		model_free(m);
	}
}

/* More tasks than the table holds: the whole model put the last ones in
 * "[other]", which ones depending on the interleaving: refused. So is a
 * merge of two tables that are whole but too many together. */
TEST(model_merge_refuses_what_it_cannot_know)
{
	static struct event evs[NEV];
	size_t nev = make_stream(evs, NEV, 9, 20);
	struct model *w, *m, *a, *b, *full;
	struct event e1 = fixture_dtl_event(1, 5000, 0, 2, 1, 10, 10, 10, TBF);

	CHECK(whole_and_shards(evs, nev, 2, 12, &w, &m) == -1);
	CHECK(model_task_count(w) == 13);	/* 12 and "[other]" */
	model_free(w);
	model_free(m);
	/* each shard's table whole (4 tasks on even vCPUs, 4 on odd ones) but
	 * 8 together, over a bound of 6 */
	a = lean(6);
	b = lean(6);
	for (int i = 0; i < 8; i++) {
		char comm[16];
		struct model *s = i % 2 ? b : a;
		struct event x;

		snprintf(comm, sizeof(comm), "t%d", i);
		x = fixture_switch_event((uint32_t)(i % 2), 100 + 10 * (uint64_t)i, 200 + i, comm);
		model_feed(s, &x);
		x = fixture_dtl_event((uint32_t)(i % 2), 105 + 10 * (uint64_t)i, 0,
				      DTL_PREEMPT_TIME_SLICE, 1, 10, 10, 10, TBF);
		model_feed(s, &x);
	}
	CHECK(model_absorb(a, b) == -1);
	model_free(a);
	model_free(b);
	/* a vCPU in both, and a full model: refused too */
	a = lean(0);
	b = lean(0);
	model_feed(a, &e1);
	model_feed(b, &e1);
	CHECK(model_absorb(a, b) == -1);
	model_free(a);
	model_free(b);
	full = model_new(NULL);
	a = lean(0);
	model_feed(a, &e1);
	CHECK(model_absorb(full, a) == -1);
	model_free(a);
	model_free(full);
}
