/* sim-floor.c (make bench): the reference run for the simulated live
 * session. The same simulator, rings and reader threads as `dtltop
 * --simulate=N --batch`, but the readers only read what the simulated
 * kernel wrote (touch_only, readers.h): no decoding, no queue, no merge, no
 * model. Its CPU time is the floor under dtltop's at that event rate on this
 * machine. Usage: sim-floor VCPUS [READERS]; runs until SIGTERM or SIGINT,
 * then says on stderr how much it read. */
#include <stdio.h>
#include <stdlib.h>

#include "sim.h"

static int on_event(const struct event *ev, void *arg)
{
	(void)ev;
	(void)arg;
	return 0;	/* nothing is delivered in touch_only */
}

int main(int argc, char **argv)
{
	uint64_t touched = 0;
	struct sim_opts o = { .touch_only = true, .touched = &touched };
	char err[256] = "";
	struct source *src;
	int ret;

	if (argc < 2 || argc > 3 || atoi(argv[1]) < 1 || atoi(argv[1]) > SIM_MAX_VCPUS) {
		fprintf(stderr, "usage: sim-floor VCPUS [READERS]\n");
		return 2;
	}
	o.vcpus = (uint32_t)atoi(argv[1]);
	o.readers = argc > 2 ? (unsigned)atoi(argv[2]) : 0;
	src = sim_open(&o, err, sizeof(err));
	if (!src) {
		fprintf(stderr, "sim-floor: %s\n", err);
		return 1;
	}
	ret = source_run(src, on_event, NULL);
	source_close(src);
	fprintf(stderr, "sim-floor: touch-only: %llu records and DTL entries read\n",
		(unsigned long long)touched);
	return ret < 0;
}
