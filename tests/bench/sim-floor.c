/* sim-floor.c (make bench): reference runs for the simulated live session.
 * The same simulator, rings and reader threads as `dtltop --simulate=N
 * --batch`, doing less:
 *   touch     the readers only read what the simulated kernel wrote
 *             (touch_only, readers.h): no decoding, no queue, no merge, no
 *             model. The floor under any reader design at that event rate
 *             on this machine.
 *   pipeline  the readers decode and queue, the watermark merge orders, and
 *             the events are then dropped: everything dtltop does but the
 *             model and its snapshots. What the prescribed pipeline costs
 *             by itself.
 * Usage: sim-floor touch|pipeline VCPUS [READERS]; runs until SIGTERM or
 * SIGINT, then says on stderr how much it read or delivered. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int usage(void)
{
	fprintf(stderr, "usage: sim-floor touch|pipeline VCPUS [READERS]\n");
	return 2;
}

int main(int argc, char **argv)
{
	uint64_t touched = 0, delivered = 0;
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
	o.touch_only = touch;
	o.touched = touch ? &touched : NULL;
	o.vcpus = (uint32_t)atoi(argv[2]);
	o.readers = argc > 3 ? (unsigned)atoi(argv[3]) : 0;
	src = sim_open(&o, err, sizeof(err));
	if (!src) {
		fprintf(stderr, "sim-floor: %s\n", err);
		return 1;
	}
	ret = source_run(src, on_event, &delivered);
	source_close(src);
	if (touch)
		fprintf(stderr, "sim-floor: touch: %llu records and DTL entries read\n",
			(unsigned long long)touched);
	else
		fprintf(stderr, "sim-floor: pipeline: %llu events delivered\n",
			(unsigned long long)delivered);
	return ret < 0;
}
