// SPDX-License-Identifier: GPL-2.0-only
/* options.c: parses dtltop's command line and prints --help. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpulist.h"
#include "dtl-lap.h"
#include "exporter.h"
#include "build-info.h"
#include "live.h"
#include "mmap-size.h"
#include "model.h"
#include "options.h"
#include "sim-hotplug.h"
#include "sim.h"
#include "time-range.h"

#define STR_(x) #x
#define STR(x) STR_(x)
#define READERS_MAX_S STR(LIVE_READERS_MAX)
#define LIVE_DELAY_NS 2000000000ull	/* live -d default: a snapshot each 2 s */

static const char usage[] =
	"Usage: dtltop [-i FILE | --simulate[=VCPUS]] [-C LIST] [-d SECONDS] [--no-mouse]\n"
	"              [--paused] [--history SECONDS] [-o FILE [--force]]   (interactive)\n"
	"       dtltop -i FILE --batch [--json | --csv] [-d SECONDS] [-n COUNT] [-C LIST]\n"
	"              [--readers N]\n"
	"       dtltop -i FILE --script[=perf|oneline]\n"
	"       dtltop -i A.data --compare B.data [--batch | --json | --csv]\n"
	"       dtltop -i FILE --time START,END -o SLICE [--force]\n"
	"       dtltop --batch [--json | --csv] [-d SECONDS] [-n COUNT] [--readers N] [-C LIST]\n"
	"              [--poll MS] [--dtl LIST] [--dtl-source SRC] [-m DATA[,AUX]]\n"
	"              [-o FILE [--force]]\n"
	"       dtltop --simulate[=VCPUS] --batch [...] [--sim-rate N] [-o FILE [--force]]\n"
	"       dtltop [--simulate[=VCPUS]] [--batch] --listen [ADDR:]PORT | --influx FILE|-\n"
	"              [--web-config FILE]\n"
	"              [--metrics-by vcpu|core|chip|lpar] [--metrics-tasks N]\n"
	"\n"
	"Shows what the PowerVM hypervisor's Dispatch Trace Log says about each\n"
	"virtual CPU: dispatches, dispatch/preempt reasons, dispatch latency, steal,\n"
	"and the Linux tasks running when the hypervisor took the CPU away.\n"
	"\n"
	"Input:\n"
	"  -i, --input FILE     replay a perf.data recorded with\n"
	"                       perf record -a -e sched:*,vpa_dtl/dtl_all/\n"
	"                       (\"-\" reads a pipe: perf record -o - | dtltop -i -)\n"
	"      --compare FILE   set FILE (B) beside -i's recording (A), each read\n"
	"                       whole: per-LPAR and per-vCPU dispatches/s, steal %,\n"
	"                       p50/p99 latency, physc, preempt reasons and the\n"
	"                       commands that paid the most steal, with B - A;\n"
	"                       interactive: the compare screen (also two spans of\n"
	"                       one file: C pins a brushed span as A)\n"
	"      --aux-size SIZE  replay: the AUX area the recording used (e.g. 64K),\n"
	"                       which places DTL entries in the stream; default: the\n"
	"                       recorded -m, else 128K, if the DTL data fits it, else\n"
	"                       the size the data fits\n"
	"  (no -i)              live capture of this machine (root, CAP_PERFMON\n"
	"                       or kernel.perf_event_paranoid -1)\n"
	"      --readers N      live or simulated: reader threads (default: the traced\n"
	"                       or simulated CPUs, at most 8); -i with --batch: threads\n"
	"                       that each read the file for a share of its CPUs, for\n"
	"                       the one snapshot of a whole file (default: the online\n"
	"                       CPUs, at most 4, past two as the file's AUX share pays;\n"
	"                       -d, -n and -C read it on one)\n"
	"  -C, --cpus LIST      live: trace only these online CPUs (e.g. 0-3,8,10-11:\n"
	"                       numbers and ranges, below " STR(CPULIST_MAX_CPU) ");\n"
	"                       with -i or --simulate: show only these vCPUs (batch:\n"
	"                       rows and LPAR totals cover only them)\n"
	"      --poll MS        vpa_dtl poll interval in ms (default 10, at least 1):\n"
	"                       the hypervisor keeps only 85 entries per vCPU, so\n"
	"                       a vCPU dispatched more than 85 times per poll loses\n"
	"                       the oldest; shorter polls cost more wakeups\n"
	"      --dtl LIST       which DTL entries the hypervisor logs: all (default)\n"
	"                       or a comma list of cede, preempt, fault\n"
	"      --dtl-source SRC live: where the DTL comes from: auto (default: the\n"
	"                       first that works), vpa (the vpa_dtl PMU, Linux 6.18+),\n"
	"                       debugfs (powerpc/dtl/cpu-N, older kernels) or stats\n"
	"                       (/proc/powerpc/vcpudispatch_stats: dispatch counts\n"
	"                       and chip/NUMA affinity only); a forced one that is\n"
	"                       not there is an error\n"
	"  -m, --mmap-pages DATA[,AUX]\n"
	"                       live or simulated: per-CPU ring sizes as perf record\n"
	"                       takes them, pages or sizes like 256K (default\n"
	"                       256K,128K, perf record's, 512K without vpa_dtl;\n"
	"                       simulated: 16K,128K, past 1024 vCPUs 16K,64K);\n"
	"                       rounded up to a power of two pages\n"
	"      --simulate[=N]   no hardware needed: a simulated shared-processor pool\n"
	"                       of N vCPUs (default " STR(SIM_DEF_VCPUS) ", at most " STR(SIM_MAX_VCPUS) ") feeding the same\n"
	"                       reader threads as live capture; needs no privilege\n"
	"      --sim-rate N     simulate: mean dispatches per vCPU per second\n"
	"                       (default " STR(SIM_DEF_RATE) ")\n"
	"      --sim-hotplug S  simulate: take vCPUs offline and back, as\n"
	"                       CPU:off@SECONDS,CPU:on@SECONDS,... from the start\n"
	"  -o, --output FILE    live or simulated: also record the session as\n"
	"                       perf.data in upstream perf's layout, task names\n"
	"                       included (replay it with -i FILE, or perf script);\n"
	"                       an existing FILE is kept unless --force\n"
	"      --force          let -o replace an existing regular file, and\n"
	"                       --evidence write into a directory that is not empty\n"
	"      --evidence DIR   write DIR for a support case: the perf.data of the\n"
	"                       session, its snapshot as JSON and text, the lparcfg,\n"
	"                       timeline.svg, version and command line, a README;\n"
	"                       runs without the interactive view (live: until\n"
	"                       Ctrl-C; without -o the session is recorded into\n"
	"                       DIR/perf.data). Interactive: E writes such a\n"
	"                       directory for the brushed span or all the data\n"
	"      --time START,END replay: only the span [START, END) of the recording,\n"
	"                       for every output and the interactive view; with -o\n"
	"                       FILE, write the span as a recording (a slice). Times:\n"
	"                       10:40, 10:40:05.250, 2026-11-27 10:40 (wall clock,\n"
	"                       when the recording has one), +90 or +1:30 (after the\n"
	"                       first event), 453.0 (perf clock seconds); either may\n"
	"                       be empty (the first event, the end); END +N is N\n"
	"                       seconds after START\n"
	"Output (default: the interactive view when stdin and stdout are terminals):\n"
	"  -b, --batch          print snapshots as text, like top -b; each says its\n"
	"                       window (start and end, wall clock and perf clock),\n"
	"                       whether it is partial, and its loss (! = incomplete\n"
	"                       data)\n"
	"      --json           one JSON object per snapshot and line (implies --batch)\n"
	"      --csv            one CSV row per vCPU and an \"all\" row per snapshot,\n"
	"                       units in the column names (implies --batch)\n"
	"      --csv-sites FILE with --csv: also write the \"preempted at\" section\n"
	"                       (top symbols at srr0 per vCPU and LPAR, by preempt\n"
	"                       reason, with count and steal) to FILE as CSV\n"
	"      --script[=FORM]  print every decoded event in time order as perf script\n"
	"                       does. FORM perf (the default): upstream perf's text\n"
	"                       (>= 6.18, the first to read vpa_dtl), a DTL entry on\n"
	"                       two lines as task swapper 0, ending with its srr0;\n"
	"                       sched-only files as perf 6.1 prints them (PID 5\n"
	"                       wide, not 7). oneline: each DTL entry on one line,\n"
	"                       with the task its vCPU was running, intervals unsigned\n"
	"      --kallsyms FILE  name kernel addresses (srr0, callchain frames, kmem's\n"
	"                       call_site) from FILE, a copy of /proc/kallsyms of the\n"
	"                       recording kernel, as perf script --kallsyms does\n"
	"      --vmlinux FILE   name kernel addresses from FILE's ELF symbol table\n"
	"      --symfs DIR      look for the recording's user binaries under DIR\n"
	"                       (replay on another machine), as perf's --symfs\n"
	"  -d, --delay SECONDS  batch: cut the recording into windows of SECONDS of\n"
	"                       recorded time, one snapshot each (default: one\n"
	"                       snapshot of the whole recording; live: 2);\n"
	"                       interactive: the refresh interval (default 1)\n"
	"      --no-mouse       interactive: leave the mouse to the terminal\n"
	"      --ready-fd N     write \"ready\" and a newline to file descriptor N and\n"
	"                       close it once events flow (live: every event open\n"
	"                       and enabled, privileges dropped): for scripts\n"
	"      --paused         interactive replay: start paused (space plays,\n"
	"                       . steps, g +S goes S seconds in)\n"
	"      --history SECONDS\n"
	"                       interactive, live or simulated: how far back the\n"
	"                       time strip and drill-down's entries go (default\n"
	"                       " STR(MODEL_HISTORY_DEF_S) "; all vCPUs' history is kept within 512 MiB,\n"
	"                       so many vCPUs get less); a replay keeps its whole file\n"
	"  -n, --iterations N   stop after N snapshots\n"
	"Time (see dtltop(1), WALL-CLOCK TIME):\n"
	"      --time-style wall|perf|rel\n"
	"                       times as wall clock, HH:MM:SS.fff in the local zone\n"
	"                       (default; ~ marks an approximate one, from the file's\n"
	"                       mtime), perf-clock seconds, or seconds since the\n"
	"                       first event; without a wall clock: perf seconds\n"
	"      --utc            wall-clock times in UTC, not the local zone\n"
	"Fleet exporters (live or simulated; with the interactive view, --batch, or\n"
	"as a service: without a terminal, nothing on stdout and one stderr line\n"
	"per state change; see dtltop(1), SERVICE):\n"
	"      --listen [ADDR:]PORT\n"
	"                       serve metrics at http://ADDR:PORT/metrics, Prometheus\n"
	"                       text 0.0.4 (OpenMetrics when Accept asks); ADDR\n"
	"                       defaults to 127.0.0.1, [::1] for IPv6; any other\n"
	"                       address without --web-config is served with no\n"
	"                       authentication; PORT 0\n"
	"                       picks a free one (stderr says which). Counters are\n"
	"                       published once per -d interval (--batch and service:\n"
	"                       per window, default 2 s)\n"
	"      --web-config FILE\n"
	"                       TLS and basic auth for --listen, from FILE in the\n"
	"                       exporter-toolkit format node_exporter reads\n"
	"                       (tls_server_config, basic_auth_users with bcrypt\n"
	"                       hashes; see dtltop(1), WEB CONFIGURATION)\n"
	"      --influx FILE    write InfluxDB line protocol, one batch per -d\n"
	"                       interval; \"-\": stdout, a service's only output\n"
	"      --metrics-by vcpu|core|chip|lpar\n"
	"                       per-vCPU series (default, label cpu), summed per core\n"
	"                       or chip (label core, chip), or only the partition's\n"
	"                       sums (no label): for large partitions\n"
	"      --metrics-tasks N\n"
	"                       per-task series by comm: the first N comms with\n"
	"                       steal, kept, and [other] (default " STR(METRICS_DEF_TASKS) ", 0 to " STR(METRICS_MAX_TASKS) ")\n"
	"      --lparcfg[=FILE] print the entitlement, pool and partition identity\n"
	"                       dtltop reads in FILE (default /proc/powerpc/lparcfg)\n"
	"                       as JSON, and exit;\n"
	"                       with --batch live: read FILE instead, once a second\n"
	"  -h, --help           this text\n"
	"  -V, --version        version, then how it is linked and what it holds\n"
	"\n"
	"Exit status: 0 success, 1 runtime failure, 2 bad usage or unreadable input.\n"
	"Live capture opens vpa_dtl where the PMU exists (a shared-processor LPAR;\n"
	"--simulate exercises the same path without hardware), else the sched\n"
	"tracepoints only. Live and simulated sessions run until -n snapshots or\n"
	"SIGINT/SIGTERM/SIGHUP/SIGQUIT.\n"
	"Interactive keys: ? in the view, or dtltop(1). Without a terminal, replay\n"
	"prints batch snapshots and live or simulated sessions need --batch, or\n"
	"--listen or --influx to run as a service.\n";

static int parse_seconds(const char *s, uint64_t *ns)
{
	char *end;
	double v;

	if (!s)
		return -1;
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

	if (!s)
		return -1;
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

static int parse_dtl(const char *s, uint32_t *mask)
{
	char buf[64], *tok, *save = NULL;

	if (!s || strlen(s) >= sizeof(buf))
		return -1;
	memcpy(buf, s, strlen(s) + 1);
	*mask = 0;
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (!strcmp(tok, "all"))
			*mask |= DTL_MASK_ALL;
		else if (!strcmp(tok, "cede"))
			*mask |= DTL_MASK_CEDE;
		else if (!strcmp(tok, "preempt"))
			*mask |= DTL_MASK_PREEMPT;
		else if (!strcmp(tok, "fault"))
			*mask |= DTL_MASK_FAULT;
		else
			return -1;
	}
	return *mask ? 0 : -1;
}

/* --dtl-source: -1 auto, an enum dtl_iface, -2 not a name. */
static int parse_dtl_source(const char *s)
{
	if (!s)
		return -2;
	if (!strcmp(s, "auto"))
		return -1;
	if (!strcmp(s, "vpa") || !strcmp(s, "vpa_dtl"))
		return DTL_IFACE_VPA;
	if (!strcmp(s, "debugfs"))
		return DTL_IFACE_DEBUGFS;
	if (!strcmp(s, "stats") || !strcmp(s, "dispatch-stats"))
		return DTL_IFACE_STATS;
	return -2;
}

/* --poll MS: milliseconds, "ms" allowed after the number. */
static int parse_poll(const char *s, unsigned long *n)
{
	char buf[32];
	size_t len = s ? strlen(s) : 0;

	if (len > 2 && len < sizeof(buf) && !strcmp(s + len - 2, "ms")) {
		memcpy(buf, s, len - 2);
		buf[len - 2] = '\0';
		return parse_count(buf, n);
	}
	return parse_count(s, n);
}

/* The live-only options need live; -C with -i or --simulate limits the
 * interactive view or the batch output to those vCPUs. */
static int check_live(struct options *o)
{
	if (o->dtl_source >= 0 && (o->input || o->simulate))
		return bad("%s", "--dtl-source is for live sessions, not with -i or --simulate");
	if (o->input) {
		if (o->simulate || o->poll_ns || o->dtl_mask || o->sim_rate || o->mmap)
			return bad("%s", "--simulate, --sim-rate, --poll, --dtl and -m are "
				   "for live or simulated sessions, not with -i");
		if (o->readers && !o->batch)
			return bad("%s", "--readers with -i is for --batch (its threads read the recording)");
		if (o->cpus && o->script)
			return bad("%s", "-C with -i is for the interactive view and --batch, not --script");
		if (o->output && (o->batch || o->script))
			return bad("%s", "-o with -i writes the recording (or --time's span of it) "
				   "as a new one: not with --batch, --json, --csv or --script");
		if (o->output && !strcmp(o->input, "-"))
			return bad("%s", "-o with -i cuts a slice from a file, not from standard input");
		if (o->history_s)
			return bad("%s", "--history bounds a live or simulated session: a replay keeps "
				   "the whole recording");
		if (o->listen || o->influx)
			return bad("%s", "--listen and --influx export a live or simulated session as it "
				   "runs, not a replay (use --json or --csv)");
		return 0;
	}
	if (o->aux_size)
		return bad("%s", "--aux-size describes a recording: it goes with -i FILE");
	if (o->time)
		return bad("%s", "--time picks a span of a recording: it goes with -i FILE");
	if (o->force && !o->output && !o->evidence)
		return bad("%s", "--force only matters with -o FILE or --evidence DIR");
	if (o->sim_rate && !o->simulate)
		return bad("%s", "--sim-rate needs --simulate");
	if (o->sim_hotplug) {
		struct sim_hp_step *st;
		size_t n;
		char why[200];

		if (!o->simulate)
			return bad("%s", "--sim-hotplug needs --simulate");
		if (sim_hotplug_parse(o->sim_hotplug, o->sim_vcpus ? o->sim_vcpus : SIM_DEF_VCPUS,
				      &st, &n, why, sizeof(why)) < 0)
			return bad("--sim-hotplug: %s", why);
		free(st);
	}
	if (o->script)
		return bad("%s", "--script needs a recording in this version: give it with -i FILE");
	if (!o->batch)
		return 0;	/* the interactive view: -d is its refresh */
	if (!o->delay_ns)
		o->delay_ns = LIVE_DELAY_NS;	/* a live session has no end to wait for */
	return 0;
}

/* --compare reads two recordings whole: each one snapshot, all vCPUs. */
static int check_compare(const struct options *o)
{
	if (!o->input)
		return bad("%s", "--compare B.data sets B beside a recording: give A with -i A.data");
	if (o->script)
		return bad("%s", "--compare cannot be combined with --script");
	if (o->delay_ns || o->count || o->cpus)
		return bad("%s", "--compare sets whole recordings side by side: not with -d, -n or -C");
	if (o->time || o->output || o->evidence)
		return bad("%s", "--compare sets whole recordings side by side: not with --time, -o or --evidence");
	if (!strcmp(o->input, "-") && !strcmp(o->compare, "-"))
		return bad("%s", "--compare: only one of the two recordings can come from a pipe");
	return 0;
}

int options_parse(int argc, char **argv, struct options *o)
{
	enum { OPT_JSON = 256, OPT_CSV, OPT_SCRIPT, OPT_READERS, OPT_SIMULATE, OPT_SIM_RATE, OPT_SIM_HOTPLUG,
	       OPT_POLL, OPT_DTL, OPT_DTL_SOURCE, OPT_FORCE, OPT_NO_MOUSE, OPT_PAUSED, OPT_AUX_SIZE, OPT_READY_FD,
	       OPT_LPARCFG, OPT_HISTORY, OPT_LISTEN, OPT_INFLUX, OPT_METRICS_BY, OPT_METRICS_TASKS,
	       OPT_KALLSYMS, OPT_VMLINUX, OPT_SYMFS, OPT_COMPARE, OPT_UTC, OPT_TIME_STYLE, OPT_EVIDENCE, OPT_TIME,
	       OPT_CSV_SITES, OPT_WEB_CONFIG };
	static const struct option longs[] = {
		{ "input", required_argument, NULL, 'i' },
		{ "compare", required_argument, NULL, OPT_COMPARE },
		{ "batch", no_argument, NULL, 'b' },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "csv", no_argument, NULL, OPT_CSV },
		{ "csv-sites", required_argument, NULL, OPT_CSV_SITES },
		{ "script", optional_argument, NULL, OPT_SCRIPT },
		{ "kallsyms", required_argument, NULL, OPT_KALLSYMS },
		{ "vmlinux", required_argument, NULL, OPT_VMLINUX },
		{ "symfs", required_argument, NULL, OPT_SYMFS },
		{ "delay", required_argument, NULL, 'd' },
		{ "iterations", required_argument, NULL, 'n' },
		{ "readers", required_argument, NULL, OPT_READERS },
		{ "cpus", required_argument, NULL, 'C' },
		{ "simulate", optional_argument, NULL, OPT_SIMULATE },
		{ "sim-rate", required_argument, NULL, OPT_SIM_RATE },
		{ "sim-hotplug", required_argument, NULL, OPT_SIM_HOTPLUG },
		{ "poll", required_argument, NULL, OPT_POLL },
		{ "dtl", required_argument, NULL, OPT_DTL },
		{ "dtl-source", required_argument, NULL, OPT_DTL_SOURCE },
		{ "output", required_argument, NULL, 'o' },
		{ "force", no_argument, NULL, OPT_FORCE },
		{ "evidence", required_argument, NULL, OPT_EVIDENCE },
		{ "time", required_argument, NULL, OPT_TIME },
		{ "no-mouse", no_argument, NULL, OPT_NO_MOUSE },
		{ "paused", no_argument, NULL, OPT_PAUSED },
		{ "history", required_argument, NULL, OPT_HISTORY },
		{ "mmap-pages", required_argument, NULL, 'm' },
		{ "aux-size", required_argument, NULL, OPT_AUX_SIZE },
		{ "ready-fd", required_argument, NULL, OPT_READY_FD },
		{ "lparcfg", optional_argument, NULL, OPT_LPARCFG },
		{ "listen", required_argument, NULL, OPT_LISTEN },
		{ "influx", required_argument, NULL, OPT_INFLUX },
		{ "web-config", required_argument, NULL, OPT_WEB_CONFIG },
		{ "metrics-by", required_argument, NULL, OPT_METRICS_BY },
		{ "metrics-tasks", required_argument, NULL, OPT_METRICS_TASKS },
		{ "utc", no_argument, NULL, OPT_UTC },
		{ "time-style", required_argument, NULL, OPT_TIME_STYLE },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	unsigned long n;
	struct mmap_sizes ms;
	char msg[200];
	int c;

	memset(o, 0, sizeof(*o));
	o->dtl_source = -1;
	o->metrics_tasks = METRICS_DEF_TASKS;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":i:bd:n:C:o:m:hV", longs, NULL)) != -1) {
		switch (c) {
		case 'i':
			o->input = optarg;
			break;
		case 'b':
			o->batch = true;
			break;
		case OPT_COMPARE:
			o->compare = optarg;
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
			if (!optarg || strcmp(optarg, "perf") == 0)
				o->script_form = SCRIPT_PERF;
			else if (strcmp(optarg, "oneline") == 0)
				o->script_form = SCRIPT_ONELINE;
			else
				return bad("--script wants perf or oneline, not '%s'", optarg);
			break;
		case OPT_CSV_SITES:
			o->csv_sites = optarg;
			break;
		case OPT_KALLSYMS:
			o->kallsyms = optarg;
			break;
		case OPT_VMLINUX:
			o->vmlinux = optarg;
			break;
		case OPT_SYMFS:
			o->symfs = optarg;
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
		case 'C': {
			uint64_t bits[CPULIST_WORDS];

			/* Checked here for every use (live capture opens only
			 * what it lists; the interactive view shows it). */
			if (cpulist_parse(optarg, bits, msg, sizeof(msg)) < 0)
				return bad("-C wants a CPU list like 0-3,8, not '%s': %s", optarg, msg);
			o->cpus = optarg;
			break;
		}
		case OPT_SIMULATE:
			o->simulate = true;
			if (optarg && (parse_count(optarg, &n) < 0 || n > SIM_MAX_VCPUS))
				return bad("--simulate wants a vCPU count from 1 to " STR(SIM_MAX_VCPUS)
					   ", not '%s'", optarg);
			o->sim_vcpus = optarg ? (uint32_t)n : 0;
			break;
		case OPT_SIM_HOTPLUG:
			o->sim_hotplug = optarg;
			break;
		case OPT_SIM_RATE:
			if (parse_count(optarg, &n) < 0 || n > 100000)
				return bad("--sim-rate wants dispatches per second from 1 to 100000, not '%s'",
					   optarg);
			o->sim_rate = (uint32_t)n;
			break;
		case OPT_DTL_SOURCE:
			if ((o->dtl_source = parse_dtl_source(optarg)) < -1)
				return bad("--dtl-source wants auto, vpa, debugfs or stats, not '%s'",
					   optarg);
			break;
		case OPT_POLL:
			if (parse_poll(optarg, &n) < 0 || n > 10000)
				return bad("--poll wants milliseconds from 1 to 10000, not '%s'", optarg);
			o->poll_ns = n * 1000000ull;
			break;
		case OPT_DTL:
			if (parse_dtl(optarg, &o->dtl_mask) < 0)
				return bad("--dtl wants all or a list of cede,preempt,fault, not '%s'", optarg);
			break;
		case 'o':
			o->output = optarg;
			break;
		case OPT_FORCE:
			o->force = true;
			break;
		case OPT_EVIDENCE:
			if (!optarg || !optarg[0])
				return bad("%s", "--evidence wants a directory");
			o->evidence = optarg;
			break;
		case OPT_TIME:
			if (time_range_check(optarg, msg, sizeof(msg)) < 0)
				return bad("--time %s", msg);
			o->time = optarg;
			break;
		case OPT_NO_MOUSE:
			o->no_mouse = true;
			break;
		case OPT_PAUSED:
			o->paused = true;
			break;
		case OPT_UTC:
			o->utc = true;
			break;
		case OPT_TIME_STYLE: {
			int st = time_style_parse(optarg);

			if (st < 0)
				return bad("--time-style wants wall, perf or rel, not '%s'", optarg);
			o->time_style = (enum time_style)st;
			break;
		}
		case OPT_HISTORY:
			if (parse_count(optarg, &n) < 0 || n > MODEL_HISTORY_MAX_S)
				return bad("--history wants whole seconds from 1 to " STR(MODEL_HISTORY_MAX_S)
					   ", not '%s'", optarg);
			o->history_s = (uint32_t)n;
			break;
		case 'm':
			/* Checked here in this host's pages; each source sizes
			 * its rings in its own (the simulator's are 64 KiB). */
			if (mmap_sizes_parse(optarg, 4096, &ms, msg, sizeof(msg)) < 0)
				return bad("%s", msg);
			o->mmap = optarg;
			break;
		case OPT_LISTEN: {
			char addr[256], port[16];

			if (!optarg || exporter_split_listen(optarg, addr, sizeof(addr), port, sizeof(port)) < 0)
				return bad("--listen wants [ADDR:]PORT (ADDR in [] for IPv6), not '%s'",
					   optarg);
			o->listen = optarg;
			break;
		}
		case OPT_WEB_CONFIG:
			if (!optarg || !optarg[0])
				return bad("%s", "--web-config wants a file name");
			o->web_config = optarg;
			break;
		case OPT_INFLUX:
			if (!optarg || !optarg[0])
				return bad("%s", "--influx wants a file name, or - for stdout");
			o->influx = optarg;
			break;
		case OPT_METRICS_BY:
			if (!optarg)
				return bad("%s", "--metrics-by needs an argument");
			if (!strcmp(optarg, "vcpu"))
				o->metrics_by = METRICS_BY_VCPU;
			else if (!strcmp(optarg, "core"))
				o->metrics_by = METRICS_BY_CORE;
			else if (!strcmp(optarg, "chip"))
				o->metrics_by = METRICS_BY_CHIP;
			else if (!strcmp(optarg, "lpar"))
				o->metrics_by = METRICS_BY_LPAR;
			else
				return bad("--metrics-by wants vcpu, core, chip or lpar, not '%s'", optarg);
			break;
		case OPT_METRICS_TASKS: {
			char *end;

			if (!optarg)
				return bad("%s", "--metrics-tasks needs an argument");
			errno = 0;
			n = strtoul(optarg, &end, 10);
			if (errno || end == optarg || *end || *optarg == '-' || n > METRICS_MAX_TASKS)
				return bad("--metrics-tasks wants a count from 0 to " STR(METRICS_MAX_TASKS)
					   ", not '%s'", optarg);
			o->metrics_tasks = (unsigned)n;
			break;
		}
		case OPT_LPARCFG:
			o->lparcfg = optarg ? optarg : LPARCFG_PATH;
			break;
		case OPT_READY_FD:
			if (parse_count(optarg, &n) < 0 || n > 65535 || fcntl((int)n, F_GETFD) < 0)
				return bad("--ready-fd wants an open file descriptor (1 or more), not '%s'",
					   optarg);
			o->ready_fd = (int)n;
			break;
		case OPT_AUX_SIZE: {
			struct dtl_lap lap;
			bool is_bytes;

			if (!optarg || size_parse(optarg, strlen(optarg), &o->aux_size, &is_bytes) < 0 ||
			    !dtl_lap_init(&lap, o->aux_size))
				return bad("--aux-size wants bytes, a power of two from 256, "
					   "like 65536, 64K or 128K, not '%s'", optarg);
			break;
		}
		case 'h':
			fputs(usage, stdout);
			return 1;
		case 'V':
			printf("dtltop %s\n", DTLTOP_VERSION);
			build_info_print(stdout);
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
	if (o->csv_sites && (o->format != OUT_CSV || o->compare))
		return bad("%s", "--csv-sites adds to --csv's snapshots: give --csv, not --compare");
	if (o->evidence && o->input && o->output)
		return bad("%s", "--evidence with -i cuts its own perf.data: not with -o");
	if (o->evidence && (o->script || o->batch || o->delay_ns || o->count || o->listen ||
			    o->influx))
		return bad("%s", "--evidence writes one directory over the whole session: not with "
			   "--script, --batch, --json, --csv, -d, -n, --listen or --influx");
	if (o->influx && !strcmp(o->influx, "-")) {
		if (o->format != OUT_TEXT || o->script)
			return bad("%s", "--influx - is the output on stdout: not with --json, --csv "
				   "or --script");
		o->format = OUT_INFLUX;	/* with --batch, or as a service (main.c) */
	}
	if ((o->listen || o->influx) && o->script)
		return bad("%s", "--listen and --influx export a live or simulated session, not --script");
	if (!o->listen && !o->influx && (o->metrics_by != METRICS_BY_VCPU ||
					 o->metrics_tasks != METRICS_DEF_TASKS))
		return bad("%s", "--metrics-by and --metrics-tasks shape --listen's and --influx's "
			   "metrics: give one of those");
	if (o->web_config && !o->listen)
		return bad("%s", "--web-config secures --listen's server: give --listen");
	if (o->compare && check_compare(o))
		return 2;
	return check_live(o);
}
