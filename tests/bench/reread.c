// SPDX-License-Identifier: GPL-2.0-only
/* reread.c (make bench): reading a replay's last second again, as the time
 * panel does for entries older than the model keeps: from the file's start
 * (reopen at t0 0, no checkpoint applies) against from the replay's last
 * checkpoint before t0 (replay-index.h), in the same run on the same file.
 * usage: bench-reread FILE */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "source.h"

struct win {
	uint64_t t0, t1, n, last;
	uint32_t cpu;
};

/* session_entries_at's filter: cpu's DTL entries and switches in [t0, t1). */
static int take(const struct event *ev, void *arg)
{
	struct win *w = arg;

	if (ev->time >= w->t1)
		return 1;
	if (ev->cpu == w->cpu && ev->time >= w->t0 &&
	    (ev->kind == EV_DTL || ev->kind == EV_SCHED_SWITCH))
		w->n++;
	return 0;
}

static int newest(const struct event *ev, void *arg)
{
	struct win *w = arg;

	w->last = ev->time > w->last ? ev->time : w->last;
	return 0;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Best of three reads of w's window by a reopen asking for events from at;
 * -1 on failure. The count in w->n, the records read in *records. */
static double timed(struct source *src, uint64_t at, struct win *w, uint64_t *records)
{
	double best = -1;
	char err[256];

	for (int i = 0; i < 3; i++) {
		struct consumer c = { .event = take, .arg = w };
		struct source *two = src->ops->reopen(src, at, err, sizeof(err));
		double t = now();
		int r;

		if (!two) {
			fprintf(stderr, "bench-reread: %s\n", err);
			return -1;
		}
		w->n = 0;
		r = source_run(two, &c);
		t = now() - t;
		*records = two->stats.records;
		source_close(two);
		if (r < 0)
			return -1;
		best = best < 0 || t < best ? t : best;
	}
	return best;
}

int main(int argc, char **argv)
{
	struct win w = { 0 };
	struct consumer c = { .event = newest, .arg = &w };
	uint64_t all, rec_old = 0, rec_new = 0, n_old;
	struct source *src;
	double t_old, t_new;
	char err[256];

	if (argc != 2) {
		fprintf(stderr, "usage: bench-reread FILE\n");
		return 2;
	}
	src = replay_open(argv[1], err, sizeof(err));
	if (!src || source_run(src, &c) < 0) {
		fprintf(stderr, "bench-reread: %s\n", src ? src->err : err);
		source_close(src);
		return 1;
	}
	all = src->stats.records;
	w.t1 = w.last + 1;
	w.t0 = w.t1 > 1000000000 ? w.t1 - 1000000000 : 0;
	t_old = timed(src, 0, &w, &rec_old);
	n_old = w.n;
	t_new = timed(src, w.t0, &w, &rec_new);
	source_close(src);
	if (t_old < 0 || t_new < 0 || n_old != w.n) {
		fprintf(stderr, "bench-reread: failed (%llu entries from the start, %llu from a checkpoint)\n",
			(unsigned long long)n_old, (unsigned long long)w.n);
		return 1;
	}
	printf("reading the last second of cpu 0 again (%llu entries): from the start %.3f s "
	       "(%llu of %llu records), from a checkpoint %.3f s (%llu records): %.0fx\n",
	       (unsigned long long)w.n, t_old, (unsigned long long)rec_old, (unsigned long long)all,
	       t_new, (unsigned long long)rec_new, t_new > 0 ? t_old / t_new : 0.0);
	return 0;
}
