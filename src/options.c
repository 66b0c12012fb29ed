/* options.c: parses dtltop's command line and prints --help. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "live.h"
#include "options.h"

#define STR_(x) #x
#define STR(x) STR_(x)
#define READERS_MAX_S STR(LIVE_READERS_MAX)
#define LIVE_DELAY_NS 2000000000ull	/* live -d default: a snapshot each 2 s */

static const char usage[] =
	"Usage: dtltop -i FILE [--batch] [--json | --csv] [-d SECONDS] [-n COUNT]\n"
	"       dtltop -i FILE --script\n"
	"       dtltop --batch [--json | --csv] [-d SECONDS] [-n COUNT] [--readers N] [-C LIST]\n"
	"\n"
	"Shows what the PowerVM hypervisor's Dispatch Trace Log says about each\n"
	"virtual CPU: dispatches, dispatch/preempt reasons, dispatch latency, steal,\n"
	"and the Linux tasks running when the hypervisor took the CPU away.\n"
	"\n"
	"Input:\n"
	"  -i, --input FILE     replay a perf.data recorded with\n"
	"                       perf record -a -e sched:*,vpa_dtl/dtl_all/\n"
	"                       (\"-\" reads a pipe: perf record -o - | dtltop -i -)\n"
	"  (no -i)              live capture of this machine (needs --batch; root,\n"
	"                       CAP_PERFMON or kernel.perf_event_paranoid -1)\n"
	"      --readers N      live: reader threads (default: online CPUs, at most 8)\n"
	"  -C, --cpus LIST      live: trace only these online CPUs (e.g. 0-3,8)\n"
	"Output:\n"
	"  -b, --batch          print snapshots as text, like top -b\n"
	"      --json           one JSON object per snapshot and line (implies --batch)\n"
	"      --csv            one CSV row per vCPU and snapshot (implies --batch)\n"
	"      --script         print every decoded event in time order, DTL lines\n"
	"                       in upstream perf script spelling\n"
	"  -d, --delay SECONDS  cut the recording into windows of SECONDS of\n"
	"                       recorded time, one snapshot each (default: one\n"
	"                       snapshot of the whole recording; live: 2)\n"
	"  -n, --iterations N   stop after N snapshots\n"
	"  -h, --help           this text\n"
	"  -V, --version        version\n"
	"\n"
	"Exit status: 0 success, 1 runtime failure, 2 bad usage or unreadable input.\n"
	"Live capture records the sched tracepoints only (vpa_dtl capture is not in\n"
	"this version yet) and runs until -n snapshots or SIGINT/SIGTERM/SIGHUP.\n"
	"The interactive view is not in this version yet: live needs --batch, and\n"
	"replay without --script prints batch snapshots.\n";

static int parse_seconds(const char *s, uint64_t *ns)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !isfinite(v) || v <= 0 || v > 1e9)
		return -1;
	*ns = (uint64_t)(v * 1e9);
	return *ns ? 0 : -1;
}

static int parse_count(const char *s, unsigned long *n)
{
	char *end;

	errno = 0;
	*n = strtoul(s, &end, 10);
	return (errno || end == s || *end || *s == '-' || *n == 0) ? -1 : 0;
}

static int bad(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int bad(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fprintf(stderr, "dtltop: ");
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'dtltop --help'.\n");
	return 2;
}

/* Live needs --batch for now; the live-only options need live. */
static int check_live(struct options *o)
{
	if (o->input) {
		if (o->readers || o->cpus)
			return bad("%s", "--readers and -C are for live capture, not with -i");
		return 0;
	}
	if (o->script)
		return bad("%s", "--script needs a recording in this version: give it with -i FILE");
	if (!o->batch) {
		fprintf(stderr, "dtltop: the interactive view is not in this version yet: "
			"use --batch (or -i FILE)\n");
		return 2;
	}
	if (!o->delay_ns)
		o->delay_ns = LIVE_DELAY_NS;	/* a live session has no end to wait for */
	return 0;
}

int options_parse(int argc, char **argv, struct options *o)
{
	enum { OPT_JSON = 256, OPT_CSV, OPT_SCRIPT, OPT_READERS };
	static const struct option longs[] = {
		{ "input", required_argument, NULL, 'i' },
		{ "batch", no_argument, NULL, 'b' },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "csv", no_argument, NULL, OPT_CSV },
		{ "script", no_argument, NULL, OPT_SCRIPT },
		{ "delay", required_argument, NULL, 'd' },
		{ "iterations", required_argument, NULL, 'n' },
		{ "readers", required_argument, NULL, OPT_READERS },
		{ "cpus", required_argument, NULL, 'C' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	unsigned long n;
	int c;

	memset(o, 0, sizeof(*o));
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":i:bd:n:C:hV", longs, NULL)) != -1) {
		switch (c) {
		case 'i':
			o->input = optarg;
			break;
		case 'b':
			o->batch = true;
			break;
		case OPT_JSON:
			o->format = OUT_JSON;
			o->batch = true;
			break;
		case OPT_CSV:
			o->format = OUT_CSV;
			o->batch = true;
			break;
		case OPT_SCRIPT:
			o->script = true;
			break;
		case 'd':
			if (parse_seconds(optarg, &o->delay_ns) < 0)
				return bad("-d wants a positive number of seconds, not '%s'", optarg);
			break;
		case 'n':
			if (parse_count(optarg, &o->count) < 0)
				return bad("-n wants a positive count, not '%s'", optarg);
			break;
		case OPT_READERS:
			if (parse_count(optarg, &n) < 0 || n > LIVE_READERS_MAX)
				return bad("--readers wants a count from 1 to " READERS_MAX_S ", not '%s'", optarg);
			o->readers = (unsigned)n;
			break;
		case 'C':
			o->cpus = optarg;
			break;
		case 'h':
			fputs(usage, stdout);
			return 1;
		case 'V':
			printf("dtltop %s\n", DTLTOP_VERSION);
			return 1;
		case ':':
			return bad("option '%s' needs an argument", argv[optind - 1]);
		default:
			return bad("unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		return bad("unexpected argument '%s'", argv[optind]);
	if (o->script && o->batch)
		return bad("%s", "--script cannot be combined with --batch, --json or --csv");
	return check_live(o);
}
