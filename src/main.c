/* main.c: dtltop's entry point: parse options, open the source, hand it to
 * the chosen driver (batch snapshots or --script). Without -i the source is
 * live capture. */
#include <signal.h>
#include <stdio.h>

#include "batch.h"
#include "live.h"
#include "options.h"
#include "sim.h"
#include "source.h"

int main(int argc, char **argv)
{
	struct options o;
	struct source *src;
	char err[320];
	int ret;

	ret = options_parse(argc, argv, &o);
	if (ret)
		return ret == 1 ? 0 : ret;
	/* A closed pipe (dtltop ... | head) ends output, not the process badly. */
	signal(SIGPIPE, SIG_IGN);
	if (o.input) {
		src = replay_open(o.input, err, sizeof(err));
		ret = 2;
	} else if (o.simulate) {
		struct sim_opts so = { .vcpus = o.sim_vcpus, .rate = o.sim_rate,
				       .dtl_mask = o.dtl_mask, .poll_ns = o.poll_ns,
				       .readers = o.readers };

		src = sim_open(&so, err, sizeof(err));
		ret = 1;
	} else {
		struct live_opts lo = { .readers = o.readers, .cpus = o.cpus };

		src = live_open(&lo, err, sizeof(err), &ret);
	}
	if (!src) {
		fprintf(stderr, "dtltop: %s\n", err);
		return ret;
	}
	ret = o.script ? script_run(src, stdout) : batch_run(src, &o, stdout);
	source_close(src);
	return ret;
}
