// SPDX-License-Identifier: GPL-2.0-only
/* sim-floor.c (make bench): reference runs for the simulated live session.
 * The same simulator, rings and reader threads as `dtltop --simulate=N
 * --batch`, doing less:
 *   touch     the readers only read what the simulated kernel wrote
 *             (a ring walk, ring-walk.h: each cache line once): no
 *             decoding, no queue, no merge, no model. The floor under any
 *             reader design at that event rate on this machine.
 *   pipeline  the readers decode and queue, the watermark merge orders, and
 *             the events are then dropped: everything dtltop does but the
 *             model and its snapshots. What the prescribed pipeline costs
 *             by itself.
 * Usage: sim-floor touch|pipeline VCPUS [READERS]; runs until SIGTERM or
 * SIGINT, then says on stderr how much it read or delivered. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "signals.h"
#include "sim.h"

/* Dispatches, switches and wakeups: what bench-sim.py counts as dtltop's
 * events (AUX commits and the like are bookkeeping, not counted there). */
static int on_event(const struct event *ev, void *arg)
{
	uint64_t *n = arg;

	if (ev->kind == EV_DTL || ev->kind == EV_SCHED_SWITCH || ev->kind == EV_SCHED_WAKEUP)
		(*n)++;
	return 0;
}

/* ---- the walk: each cache line of what the readers find, read once ---- */

#define MAX_READERS 64

/* Per reader thread, a line each: the walk must not share lines. */
static struct walk_count {
	uint64_t sum, n;	/* what the reads added up to; records + DTL entries */
	char pad[48];
} counts[MAX_READERS];

static uint64_t touch_lines(const uint8_t *p, size_t len)
{
	uint64_t sum = 0;

	for (size_t i = 0; i < len; i += 64)
		sum += p[i];
	return len ? sum + p[len - 1] : sum;
}

static void walk_record(void *arg, unsigned reader, const void *rec, size_t len)
{
	struct walk_count *c = &((struct walk_count *)arg)[reader % MAX_READERS];

	c->sum += touch_lines(rec, len);
	c->n++;
}

static void walk_aux(void *arg, unsigned reader, const void *d1, size_t l1, const void *d2,
		     size_t l2)
{
	struct walk_count *c = &((struct walk_count *)arg)[reader % MAX_READERS];

	c->sum += touch_lines(d1, l1) + touch_lines(d2, l2);
	c->n += (l1 + l2) / DTL_ENTRY_SIZE;
}

static const struct ring_walk walk = { walk_record, walk_aux, counts };

static int usage(void)
{
	fprintf(stderr, "usage: sim-floor touch|pipeline VCPUS [READERS]\n");
	return 2;
}

int main(int argc, char **argv)
{
	uint64_t touched = 0, delivered = 0, sum = 0;
	struct sim_opts o = { 0 };
	char err[256] = "";
	struct source *src;
	bool touch;
	int ret;

	if (argc < 3 || argc > 4 || atoi(argv[2]) < 1 || atoi(argv[2]) > SIM_MAX_VCPUS)
		return usage();
	if (!strcmp(argv[1], "touch"))
		touch = true;
	else if (!strcmp(argv[1], "pipeline"))
		touch = false;
	else
		return usage();
	signals_init();		/* SIGTERM ends the run in order, as dtltop's */
	o.walk = touch ? &walk : NULL;
	o.vcpus = (uint32_t)atoi(argv[2]);
	o.readers = argc > 3 ? (unsigned)atoi(argv[3]) : 0;
	src = sim_open(&o, err, sizeof(err));
	if (!src) {
		fprintf(stderr, "sim-floor: %s\n", err);
		return 1;
	}
	ret = source_run(src, &(const struct consumer){ .event = on_event, .arg = &delivered });
	source_close(src);	/* the reader threads are joined: counts are final */
	for (unsigned k = 0; k < MAX_READERS; k++) {
		touched += counts[k].n;
		sum += counts[k].sum;
	}
	if (touch)
		fprintf(stderr, "sim-floor: touch: %llu records and DTL entries read (sum %llu)\n",
			(unsigned long long)touched, (unsigned long long)sum);
	else
		fprintf(stderr, "sim-floor: pipeline: %llu events delivered\n",
			(unsigned long long)delivered);
	return ret < 0;
}
