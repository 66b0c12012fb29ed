// SPDX-License-Identifier: GPL-2.0-only
/* main.c: dtlgen, a synthetic `perf record -a -e sched:...,vpa_dtl/dtl_all/`
 * recording of a ppc64 shared-processor LPAR, in upstream perf's layout. */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dtl-lap.h"
#include "dtlgen.h"
#include "lparcfg-encode.h"
#include "sim-syms.h"

#define MAX_CPUS	SIM_MAX_VCPUS

static void usage(FILE *f)
{
	fputs("usage: dtlgen -o FILE|- [options]\n"
	      "Write a synthetic perf.data of `perf record -a -e sched:sched_switch,\n"
	      "sched:sched_wakeup,vpa_dtl/dtl_all/` on a ppc64 shared-processor LPAR.\n\n"
	      "  -o, --output FILE    output file; \"-\" streams pipe mode to stdout\n"
	      "      --cpus N         vCPUs (default 4; 17 with --seed002)\n"
	      "      --smt N          threads per core the CPU topology says: 1, 2, 4\n"
	      "                       or 8 (default 8)\n"
	      "      --seconds S      recording length (default 2)\n"
	      "      --seed N         random seed (default 1)\n"
	      "      --rate N         DTL dispatches per vCPU per second (default 1000)\n"
	      "      --poll-ms N      driver poll interval in ms (default 10)\n"
	      "      --aux-size N     AUX area per vCPU in bytes, a power of two >= 65536\n"
	      "                       (default 131072, perf record's); the driver writes\n"
	      "                       it in laps of that length (recorded as -m ,N)\n"
	      "      --pass-ms N      how often perf record reads the rings (default 50):\n"
	      "                       one AUXTRACE per vCPU and pass, across lap ends\n"
	      "      --mix M          cede|preempt|fault|mixed reason mix (default mixed)\n"
	      "      --sched          add sched_switch/sched_wakeup samples, each task's\n"
	      "                       MMAP2s of its binaries (srr0 may then be a user\n"
	      "                       address) and the simulated kernel's kallsyms in\n"
	      "                       the tracing data (not in a pipe)\n"
	      "      --no-dtl         no vpa_dtl event (implies --sched)\n"
	      "      --unknown-reasons  sprinkle reason values outside the tables\n"
	      "      --seed002        put the kernel documentation example on cpu 16\n"
	      "      --big-endian     write as a ppc64 big-endian host\n"
	      "      --zstd           compress like perf record -z\n"
	      "      --pipe           pipe-mode layout (implied by -o -)\n"
	      "      --attr-size N    128 (perf <= 6.2) or 136 (6.3+); default 136,\n"
	      "                       128 with --no-dtl so perf 6.1 can read the file\n"
	      "      --size-mb N      keep going until the output is about N MB\n"
	      "      --truth FILE     write ground truth JSON; its \"preempted_at\" counts\n"
	      "                       the entries and their steal by srr0's symbol,\n"
	      "                       DSO, preempt reason and cpu (srr0 is drawn by\n"
	      "                       reason from tests/data/symbols' set)\n"
	      "      --cmdline STR    record STR (words split at spaces) as the perf\n"
	      "                       command line, in place of the one matching the\n"
	      "                       options (its -m is what replay takes as a hint)\n"
	      "      --page-size N    the recording host's page size the tracing data\n"
	      "                       says (with --sched): 4096 or 65536 (default)\n"
	      "      --clock-data TIME  write CLOCKID and CLOCK_DATA as perf record -k\n"
	      "                       monotonic does (and use_clockid in the attrs):\n"
	      "                       TIME, ISO 8601 (2026-11-27T10:30:00Z, .fff and\n"
	      "                       +HH:MM allowed), is the wall time of the\n"
	      "                       recording's start, its first event at or just\n"
	      "                       after it; default: neither feature\n"
	      "      --perf-shaped    shape the file as perf record writes it: a pass over\n"
	      "                       the rings (each CPU's records, then its AUXTRACE,\n"
	      "                       then FINISHED_ROUND if the pass found anything)\n"
	      "                       when a ring is half full, perf's wake-up rule\n"
	      "                       (--pass-ms given: every N ms instead); FORK, COMM\n"
	      "                       and MMAP2 per task at start, in perf's order\n"
	      "      --ring-size N    with --perf-shaped: the data ring per CPU, bytes\n"
	      "                       (default 524288, perf record's as root)\n"
	      "      --split-laps     an AUXTRACE record each side of a lap end, never\n"
	      "                       one spanning it (upstream perf misframes those)\n"
	      "  -h, --help           this text\n", f);
}

enum { O_CPUS = 256, O_SECONDS, O_SEED, O_RATE, O_POLL, O_MIX, O_SCHED, O_NODTL,
       O_UNKNOWN, O_SEED002, O_BE, O_ZSTD, O_PIPE, O_ATTR, O_SIZE, O_TRUTH, O_AUX, O_PASS,
       O_SMT, O_CMDLINE, O_PAGE, O_CLOCK, O_SHAPED, O_RING, O_SPLIT };

static const struct option long_opts[] = {
	{ "output", required_argument, NULL, 'o' },
	{ "cpus", required_argument, NULL, O_CPUS },
	{ "seconds", required_argument, NULL, O_SECONDS },
	{ "seed", required_argument, NULL, O_SEED },
	{ "rate", required_argument, NULL, O_RATE },
	{ "poll-ms", required_argument, NULL, O_POLL },
	{ "mix", required_argument, NULL, O_MIX },
	{ "sched", no_argument, NULL, O_SCHED },
	{ "no-dtl", no_argument, NULL, O_NODTL },
	{ "unknown-reasons", no_argument, NULL, O_UNKNOWN },
	{ "seed002", no_argument, NULL, O_SEED002 },
	{ "big-endian", no_argument, NULL, O_BE },
	{ "zstd", no_argument, NULL, O_ZSTD },
	{ "pipe", no_argument, NULL, O_PIPE },
	{ "attr-size", required_argument, NULL, O_ATTR },
	{ "size-mb", required_argument, NULL, O_SIZE },
	{ "truth", required_argument, NULL, O_TRUTH },
	{ "aux-size", required_argument, NULL, O_AUX },
	{ "pass-ms", required_argument, NULL, O_PASS },
	{ "smt", required_argument, NULL, O_SMT },
	{ "cmdline", required_argument, NULL, O_CMDLINE },
	{ "clock-data", required_argument, NULL, O_CLOCK },
	{ "page-size", required_argument, NULL, O_PAGE },
	{ "perf-shaped", no_argument, NULL, O_SHAPED },
	{ "ring-size", required_argument, NULL, O_RING },
	{ "split-laps", no_argument, NULL, O_SPLIT },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static int num(const char *s, double lo, double hi, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || v < lo || v > hi) {
		fprintf(stderr, "dtlgen: bad number '%s' (want %g..%g)\n", s, lo, hi);
		return -1;
	}
	*out = v;
	return 0;
}

static int parse_mix(const char *s, enum mix *m)
{
	static const char *const names[] = { "cede", "preempt", "fault", "mixed" };

	for (int i = 0; i < 4; i++)
		if (strcmp(s, names[i]) == 0) {
			*m = (enum mix)i;
			return 0;
		}
	fprintf(stderr, "dtlgen: --mix wants cede|preempt|fault|mixed, not '%s'\n", s);
	return -1;
}

/* "2026-11-27T10:30:00[.fff](Z|+HH:MM|-HH:MM)" as ns since the Epoch. */
static int parse_iso(const char *s, uint64_t *ns)
{
	struct tm tm = { 0 };
	int y, mo, d, h, mi, sec, n = 0, oh, om;
	uint64_t frac = 0, scale = 1000000000u;
	int64_t off = 0, t;
	const char *p;

	if (sscanf(s, "%4d-%2d-%2dT%2d:%2d:%2d%n", &y, &mo, &d, &h, &mi, &sec, &n) != 6 || !n)
		goto bad;
	p = s + n;
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++)
			if (scale > 1)
				frac += (uint64_t)(*p - '0') * (scale /= 10);
	if (*p == 'Z' && !p[1]) {
		off = 0;
	} else if ((*p == '+' || *p == '-') && sscanf(p + 1, "%2d:%2d%n", &oh, &om, &n) == 2 &&
		   !p[1 + n]) {
		off = (*p == '-' ? -1 : 1) * ((int64_t)oh * 3600 + om * 60);
	} else {
		goto bad;
	}
	tm.tm_year = y - 1900;
	tm.tm_mon = mo - 1;
	tm.tm_mday = d;
	tm.tm_hour = h;
	tm.tm_min = mi;
	tm.tm_sec = sec;
	t = (int64_t)timegm(&tm) - off;
	if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 60 || t < 0)
		goto bad;
	*ns = (uint64_t)t * 1000000000u + frac;
	return 0;
bad:
	fprintf(stderr, "dtlgen: --clock-data wants an ISO 8601 time with its zone, "
		"like 2026-11-27T10:30:00Z, not '%s'\n", s);
	return -1;
}

/* One option; returns -1 on a bad value, 1 for --help. */
static int set_opt(struct opts *o, int c, const char *arg, bool *cpus_set)
{
	double v;

	switch (c) {
	case 'o': o->out = arg; return 0;
	case O_CPUS: *cpus_set = true;
		return num(arg, 1, MAX_CPUS, &v) < 0 ? -1 : (o->cpus = (int)v, 0);
	case O_SECONDS: return num(arg, 0.001, 1e6, &o->seconds);
	case O_SEED: return num(arg, 0, 1e18, &v) < 0 ? -1 : (o->seed = (uint64_t)v, 0);
	case O_RATE: return num(arg, 1, 1e6, &o->rate);
	case O_POLL: return num(arg, 1, 10000, &o->poll_ms);
	case O_MIX: return parse_mix(arg, &o->mix);
	case O_SCHED: o->sched = true; return 0;
	case O_NODTL: o->dtl = false; return 0;
	case O_UNKNOWN: o->unknown = true; return 0;
	case O_SEED002: o->seed002 = true; return 0;
	case O_BE: o->big_endian = true; return 0;
	case O_ZSTD: o->zstd = true; return 0;
	case O_PIPE: o->pipe = true; return 0;
	case O_ATTR: if (num(arg, 128, 136, &v) < 0 || (v != 128 && v != 136)) {
			fprintf(stderr, "dtlgen: --attr-size is 128 or 136\n");
			return -1;
		}
		o->attr_size = (uint32_t)v;
		return 0;
	case O_SIZE: return num(arg, 0.001, 1e7, &o->size_mb);
	case O_TRUTH: o->truth = arg; return 0;
	case O_SMT: if (num(arg, 1, 8, &v) < 0 || ((unsigned)v & ((unsigned)v - 1))) {
			fprintf(stderr, "dtlgen: --smt is 1, 2, 4 or 8\n");
			return -1;
		}
		o->smt = (uint32_t)v;
		return 0;
	case O_AUX: {
		struct dtl_lap l;

		/* whole pages of the simulated host (64 KiB, as its tracing
		 * data says), as perf rounds it */
		if (num(arg, 65536, 1ull << 40, &v) < 0 || !dtl_lap_init(&l, (uint64_t)v)) {
			fprintf(stderr, "dtlgen: --aux-size is a power of two from 65536\n");
			return -1;
		}
		o->aux_size = (uint64_t)v;
		return 0;
	}
	case O_PASS: o->pass_set = true;
		return num(arg, 1, 1e6, &o->pass_ms);
	case O_SHAPED: o->perf_shaped = true; return 0;
	case O_SPLIT: o->split_laps = true; return 0;
	case O_RING: if (num(arg, 8192, 1ull << 32, &v) < 0 || ((uint64_t)v & ((uint64_t)v - 1))) {
			fprintf(stderr, "dtlgen: --ring-size is a power of two from 8192\n");
			return -1;
		}
		o->ring_size = (uint64_t)v;
		return 0;
	case O_CMDLINE: o->cmdline = arg; return 0;
	case O_PAGE: if (num(arg, 4096, 65536, &v) < 0 || (v != 4096 && v != 65536)) {
			fprintf(stderr, "dtlgen: --page-size is 4096 or 65536\n");
			return -1;
		}
		o->page_size = (uint32_t)v;
		return 0;
	case O_CLOCK: o->clock_data = true;
		return parse_iso(arg, &o->clock_wall_ns);
	case 'h': return 1;
	default: return -1;
	}
}

static int check_opts(struct opts *o, bool cpus_set)
{
	if (!o->out) {
		fprintf(stderr, "dtlgen: -o FILE or -o - is required\n");
		return -1;
	}
	if (strcmp(o->out, "-") == 0)
		o->pipe = true;
	if (!o->dtl)
		o->sched = true;
	if (!o->attr_size)
		o->attr_size = o->dtl ? 136 : 128;
	if (o->seed002 && !cpus_set)
		o->cpus = 17;
	if (o->seed002 && (o->cpus < 17 || !o->dtl)) {
		fprintf(stderr, "dtlgen: --seed002 needs cpu 16 (--cpus >= 17) and DTL\n");
		return -1;
	}
	return 0;
}

static int parse_args(int argc, char **argv, struct opts *o)
{
	bool cpus_set = false;
	int c, r;

	*o = (struct opts){ .cpus = 4, .seconds = 2, .seed = 1, .rate = 1000,
			    .poll_ms = 10, .mix = MIX_MIXED, .dtl = true,
			    .aux_size = DTL_AUX_DEFAULT, .pass_ms = 50, .smt = 8,
			    .page_size = 65536, .ring_size = 512u << 10 };
	while ((c = getopt_long(argc, argv, "o:h", long_opts, NULL)) != -1) {
		r = set_opt(o, c, optarg, &cpus_set);
		if (r == 1) {
			usage(stdout);
			exit(0);
		}
		if (r < 0) {
			usage(stderr);
			return -1;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "dtlgen: unexpected argument '%s'\n", argv[optind]);
		return -1;
	}
	return check_opts(o, cpus_set);
}

/* ---- the recording's header ---- */

static int add_event(struct gen *g, struct perf_event_attr *a, const char *name)
{
	if (g->o.clock_data) {	/* perf record -k monotonic: every event on that clock */
		a->use_clockid = 1;
		a->clockid = CLOCK_MONOTONIC;
	}
	return pw_add_cpu_event(g->w, a, name, (uint32_t)g->o.cpus);
}

static void base_attr(struct perf_event_attr *a, uint32_t type, uint64_t config)
{
	pw_attr_init(a, type, config, PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |
		     PERF_SAMPLE_CPU | PERF_SAMPLE_IDENTIFIER, PERF_FORMAT_ID | PERF_FORMAT_LOST);
}

/* The attrs `perf evlist -v` shows for such a recording. */
static int add_events(struct gen *g)
{
	struct perf_event_attr a;

	if (g->o.sched) {
		base_attr(&a, PERF_TYPE_TRACEPOINT, (uint64_t)g->sw_id);
		a.sample_type |= PERF_SAMPLE_PERIOD | PERF_SAMPLE_RAW;
		a.disabled = a.inherit = a.exclude_guest = 1;
		if ((g->ev_switch = add_event(g, &a, "sched:sched_switch")) < 0)
			return -1;
		a.config = (uint64_t)g->wk_id;
		if ((g->ev_wakeup = add_event(g, &a, "sched:sched_wakeup")) < 0)
			return -1;
	}
	if (g->o.dtl) {
		base_attr(&a, SIM_PMU_TYPE, 7);	/* dtl_all */
		a.sample_period = g->poll;
		a.disabled = a.exclude_guest = 1;
		if ((g->ev_dtl = add_event(g, &a, "vpa_dtl/dtl_all/")) < 0)
			return -1;
	}
	base_attr(&a, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_DUMMY);
	a.inherit = a.mmap = a.comm = a.task = a.mmap2 = a.comm_exec = 1;
	if (g->o.dtl)	/* perf's AUX-area tracking event */
		a.exclude_kernel = a.exclude_hv = 1;
	else
		a.ksymbol = a.bpf_event = 1;
	g->ev_dummy = add_event(g, &a, g->o.dtl ? "dummy:u" : "dummy:HG");
	return g->ev_dummy < 0 ? -1 : 0;
}

static int add_pmus(struct gen *g)
{
	static const struct { uint32_t type; const char *name; } pmus[] = {
		{ 4, "cpu" }, { 1, "software" }, { 2, "tracepoint" }, { 5, "breakpoint" },
		{ 6, "kprobe" }, { 7, "uprobe" }, { 40, "hv_24x7" }, { 41, "hv_gpci" },
		{ SIM_PMU_TYPE, "vpa_dtl" },
	};

	for (size_t i = 0; i < sizeof(pmus) / sizeof(pmus[0]); i++)
		if (pw_add_pmu(g->w, pmus[i].type, pmus[i].name) < 0)
			return -1;
	return 0;
}

/* --cmdline: its words, as perf would have recorded them. */
static int given_cmdline(struct gen *g)
{
	char *copy = strdup(g->o.cmdline), *save = NULL;
	const char *argv[64];
	int n = 0, r;

	if (!copy)
		return -1;
	for (char *w = strtok_r(copy, " ", &save); w && n < 64; w = strtok_r(NULL, " ", &save))
		argv[n++] = w;
	r = n ? pw_set_cmdline(g->w, n, argv) : -1;
	free(copy);
	return r;
}

static int add_cmdline(struct gen *g)
{
	char secs[32];
	const char *ev = g->o.dtl ? (g->o.sched ?
		"sched:sched_switch,sched:sched_wakeup,vpa_dtl/dtl_all/" : "vpa_dtl/dtl_all/") :
		"sched:sched_switch,sched:sched_wakeup";
	char mbuf[32];
	const char *argv[14];
	int n = 0;

	if (g->o.cmdline)
		return given_cmdline(g);
	snprintf(secs, sizeof(secs), "%g", g->o.seconds);
	argv[n++] = "/usr/bin/perf";
	argv[n++] = "record";
	argv[n++] = "-a";
	if (g->o.dtl && g->o.aux_size != DTL_AUX_DEFAULT) {
		snprintf(mbuf, sizeof(mbuf), ",%lluK", (unsigned long long)(g->o.aux_size >> 10));
		argv[n++] = "-m";
		argv[n++] = mbuf;
	}
	if (g->o.zstd)
		argv[n++] = "-z";
	argv[n++] = "-e";
	argv[n++] = ev;
	argv[n++] = "-o";
	argv[n++] = g->o.pipe ? "-" : "perf.data";
	argv[n++] = "sleep";
	argv[n++] = secs;
	return pw_set_cmdline(g->w, n, argv);
}

/* The embedded texts with the recording host's page size in the tracing
 * data (and header_page's data field to match: the page less its header). */
static size_t paged_tracing_blob(uint8_t **out, bool big_endian, uint32_t page, bool ks)
{
	static const char *const sched[] = { fmt_sched_switch, fmt_sched_wakeup };
	char hp[512];
	struct tracing_texts t = { .page_size = page, .header_page = hp,
				   .header_event = fmt_header_event, .system = "sched",
				   .formats = sched, .nformats = 2,
				   .kallsyms = ks ? sim_kallsyms : NULL,
				   .kallsyms_len = ks ? sim_kallsyms_len : 0 };

	if (page == 65536)
		return tracing_blob_ks(out, big_endian, t.kallsyms, t.kallsyms_len);
	snprintf(hp, sizeof(hp),
		 "\tfield: u64 timestamp;\toffset:0;\tsize:8;\tsigned:0;\n"
		 "\tfield: local_t commit;\toffset:8;\tsize:8;\tsigned:1;\n"
		 "\tfield: int overwrite;\toffset:8;\tsize:1;\tsigned:1;\n"
		 "\tfield: char data;\toffset:16;\tsize:%u;\tsigned:0;\n", page - 16);
	return tracing_blob_of(&t, big_endian, out);
}

static int add_features(struct gen *g)
{
	uint8_t *blob = NULL;
	size_t len;
	int r = 0;

	r |= pw_set_string(g->w, PW_FEAT_HOSTNAME, "splpar-dtlgen");
	r |= pw_set_string(g->w, PW_FEAT_OSRELEASE, "6.18.0");
	r |= pw_set_string(g->w, PW_FEAT_VERSION, "6.18.0");
	r |= pw_set_string(g->w, PW_FEAT_ARCH, g->o.big_endian ? "ppc64" : "ppc64le");
	r |= pw_set_string(g->w, PW_FEAT_CPUDESC, "POWER10 (architected), altivec supported");
	r |= pw_set_string(g->w, PW_FEAT_CPUID, "00800200");
	r |= pw_set_nrcpus(g->w, (uint32_t)g->o.cpus, (uint32_t)g->o.cpus);
	r |= pw_set_cpu_topology(g->w, g->o.smt);
	r |= add_cmdline(g);
	r |= add_pmus(g);
	if (g->o.clock_data)	/* the wall time of t0, the recording's start */
		r |= pw_set_clock(g->w, CLOCK_MONOTONIC, 1, g->o.clock_wall_ns, g->t0);
	if (r == 0 && g->o.sched) {
		/* the simulated kernel's kallsyms, as dtltop -o stores it; not
		 * in a pipe, where perf could not skip it */
		len = paged_tracing_blob(&blob, g->o.big_endian, g->o.page_size, !g->o.pipe);
		r = len ? pw_set_tracing_data(g->w, blob, len) : -1;
		free(blob);
	}
	return r ? -1 : 0;
}

/* Synthesized before FINISHED_INIT, trailer zeroed, as perf does for the
 * threads that exist when recording starts. */
static int synth_comms(struct gen *g)
{
	for (int c = 0; c < g->o.cpus; c++)
		for (int k = 0; k < TASKS_PER_CPU; k++) {
			const struct raw_task *t = &g->cpus[c].tasks[k].rt;

			if (pw_comm(g->w, g->ev_dummy, (uint32_t)t->pid, (uint32_t)t->pid,
				    t->comm, NULL) < 0)
				return -1;
		}
	return 0;
}

/* One task's MMAP2s, as perf reads them from its /proc/PID/maps. */
static int task_maps(struct gen *g, const struct raw_task *t)
{
	struct sim_map m[SIM_TASK_MAPS];
	size_t n = sim_syms_task_maps(t->comm, t->pid, m);

	for (size_t i = 0; i < n; i++) {
		struct pw_mmap2 r = {
			.pid = (uint32_t)t->pid, .tid = (uint32_t)t->pid,
			.start = m[i].start, .len = m[i].len, .pgoff = m[i].pgoff,
			.maj = 253, .min = 0, .ino = 1000 + m[i].dso,
			.prot = 5, .flags = 2,	/* PROT_READ|PROT_EXEC, MAP_PRIVATE */
			.filename = sim_syms_dso_path(m[i].dso),
		};

		if (pw_mmap2(g->w, g->ev_dummy, PERF_RECORD_MISC_USER, &r, NULL) < 0)
			return -1;
	}
	return 0;
}

/* perf record's synthesized maps of each task's binaries (from its
 * /proc/PID/maps), so that a replay names the user addresses srr0 has. */
static int synth_maps(struct gen *g)
{
	/* the kernel's text, [_stext, _etext) of the simulated kallsyms */
	uint64_t end = sim_syms_etext();

	if (pw_mmap(g->w, g->ev_dummy, PERF_RECORD_MISC_KERNEL, UINT32_MAX, 0, SIM_KERNEL_BASE,
		    end - SIM_KERNEL_BASE, SIM_KERNEL_BASE, "[kernel.kallsyms]_text", NULL) < 0)
		return -1;
	for (int c = 0; g->o.sched && c < g->o.cpus; c++)
		for (int k = 0; k < TASKS_PER_CPU; k++)
			if (task_maps(g, &g->cpus[c].tasks[k].rt) < 0)
				return -1;
	return 0;
}

/* perf record's synthesis with --perf-shaped: the kernel's MMAP, then
 * per task as __event__synthesize_thread sends them (tools/perf/util/
 * synthetic-events.c): FORK, COMM, then the MMAP2s of its maps. The
 * simulated tasks are processes whose parent is init. */
static int synth_perf_order(struct gen *g)
{
	uint64_t end = sim_syms_etext();

	if (pw_mmap(g->w, g->ev_dummy, PERF_RECORD_MISC_KERNEL, UINT32_MAX, 0, SIM_KERNEL_BASE,
		    end - SIM_KERNEL_BASE, SIM_KERNEL_BASE, "[kernel.kallsyms]_text", NULL) < 0)
		return -1;
	for (int c = 0; c < g->o.cpus; c++)
		for (int k = 0; k < TASKS_PER_CPU; k++) {
			const struct raw_task *t = &g->cpus[c].tasks[k].rt;
			uint32_t pid = (uint32_t)t->pid;

			if (pw_fork(g->w, g->ev_dummy, pid, 1, pid, 1, 0, NULL) < 0 ||
			    pw_comm(g->w, g->ev_dummy, pid, pid, t->comm, NULL) < 0 ||
			    (g->o.sched && task_maps(g, t) < 0))
				return -1;
		}
	return 0;
}

static int start(struct gen *g)
{
	if (add_events(g) < 0 || add_features(g) < 0 || pw_start(g->w) < 0)
		return -1;
	if (g->o.dtl) {
		struct lparcfg c;	/* the pool's, as --simulate shows it */

		sim_pool_lparcfg(g->pool, &c);
		if (lparcfg_auxtrace_info(g->w, &c) < 0)
			return -1;
	}
	if (g->o.perf_shaped ? synth_perf_order(g) < 0 : synth_comms(g) < 0 || synth_maps(g) < 0)
		return -1;
	return pw_finished_init(g->w);
}

/* ---- time base ---- */

/* The pool's clock: ns since boot, SIM_BOOT_TB at 0 (sim_tb). The seed
 * picks when, after boot, the recording starts. */
static void pick_clock(struct gen *g)
{
	uint64_t half = (uint64_t)(g->o.seconds / 2 * 1e9), x = g->o.seed ^ 0x5eed5eed5eedULL;
	uint64_t example = (SIM_SEED002_TB - SIM_BOOT_TB) * 125 / 64;	/* sim_tb's inverse */

	g->boot_tb = SIM_BOOT_TB;
	g->tb_freq = SIM_TB_FREQ;
	g->poll = (uint64_t)(g->o.poll_ms * 1e6);
	if (g->o.seed002) {	/* the example lands mid-recording */
		g->t0 = example - (half < example ? half : 0);
		return;
	}
	g->t0 = (200 + sim_splitmix64(&x) % 5000) * 1000000000ULL +
		sim_splitmix64(&x) % 1000000000ULL;
}

/* ---- main loop ---- */

static bool done(const struct gen *g, uint64_t horizon, uint64_t end)
{
	if (g->o.size_mb > 0)
		return (double)pw_offset(g->w) >= g->o.size_mb * 1048576.0;
	return horizon >= end;
}

/* Each poll: the pool runs every vCPU up to it (sched samples go out as
 * they happen), then each vCPU's driver commits (PERF_RECORD_AUX). A pass
 * of record__mmap_read_all covers --pass-ms: then per CPU its AUX bytes
 * since the last pass, and FINISHED_ROUND. */
static int run(struct gen *g, uint64_t *last)
{
	uint64_t end = g->t0 + (uint64_t)(g->o.seconds * 1e9);
	uint64_t horizon = g->t0, polls = (uint64_t)(g->o.pass_ms / g->o.poll_ms);

	if (polls < 1)
		polls = 1;
	do {
		for (uint64_t k = 0; k < polls && !(g->o.size_mb <= 0 && horizon >= end); k++) {
			horizon = g->o.size_mb <= 0 && horizon + g->poll > end ? end :
				  horizon + g->poll;
			if (sim_until(g, horizon) < 0)
				return -1;
			for (int c = 0; c < g->o.cpus; c++)
				if (emit_poll(g, &g->cpus[c], horizon) < 0)
					return -1;
		}
		for (int c = 0; c < g->o.cpus; c++)
			if (emit_auxtrace(g, &g->cpus[c]) < 0)
				return -1;
		if (pw_finished_round(g->w) < 0)
			return -1;
	} while (!done(g, horizon, end));
	*last = horizon;
	return 0;
}

/* --perf-shaped: every poll the pool runs up to it and the drivers
 * commit; perf passes over the rings when one is half full (or every
 * --pass-ms), and once more at the end, as record__mmap_read_all does
 * after the workload ends; a FINISHED_ROUND after each pass that wrote. */
static int run_shaped(struct gen *g, uint64_t *last)
{
	uint64_t end = g->t0 + (uint64_t)(g->o.seconds * 1e9), horizon = g->t0, step = 0;
	uint64_t polls = (uint64_t)(g->o.pass_ms / g->o.poll_ms);
	bool wrote, finished;

	if (polls < 1)
		polls = 1;
	do {
		horizon = g->o.size_mb <= 0 && horizon + g->poll > end ? end : horizon + g->poll;
		if (sim_until(g, horizon) < 0)
			return -1;
		for (int c = 0; c < g->o.cpus; c++)
			if (emit_poll(g, &g->cpus[c], horizon) < 0)
				return -1;
		finished = done(g, horizon, end);
		if (finished || (g->o.pass_set ? ++step % polls == 0 : pass_due(g))) {
			if (emit_pass(g, &wrote) < 0 || (wrote && pw_finished_round(g->w) < 0))
				return -1;
		}
	} while (!finished);
	*last = horizon;
	return 0;
}

/* Each vCPU's AUX area and driver, zeroed as the kernel's. */
static int drivers_init(struct gen *g)
{
	struct dtl_boottb tb = { g->boot_tb, g->tb_freq };

	for (int c = 0; c < g->o.cpus; c++) {
		struct vcpu *v = &g->cpus[c];

		v->aux = calloc(1, g->o.aux_size);
		if (!v->aux)
			return -1;
		vpadtl_init(&v->drv, v->aux, g->o.aux_size, &tb, pw_swapped(g->w));
	}
	return 0;
}

static void drivers_free(struct gen *g)
{
	for (int c = 0; g->cpus && c < g->o.cpus; c++)
		free(g->cpus[c].aux);
}

static struct perf_writer *open_writer(const struct opts *o)
{
	struct pw_opts po = {
		.pipe = o->pipe,
		.big_endian = o->big_endian,
		.attr_size = o->attr_size,
		.zstd_level = o->zstd ? 1 : 0,
		.async = true,
		.zstd_chunk = 2048,	/* small: records often straddle two COMPRESSED */
	};

	return pw_open(o->out, &po);
}

static int finish(struct gen *g, uint64_t last, int rc)
{
	uint64_t bytes = pw_offset(g->w);

	if (pw_close(g->w) < 0 && rc == 0) {
		fprintf(stderr, "dtlgen: %s: %s\n", g->o.out, strerror(errno));
		rc = 1;
	}
	if (rc == 0 && g->o.truth && truth_write(g, g->o.truth) < 0) {
		fprintf(stderr, "dtlgen: %s: %s\n", g->o.truth, strerror(errno));
		rc = 1;
	}
	if (rc == 0)
		truth_summary(g, (double)(last - g->t0) / 1e9, bytes, stderr);
	return rc;
}

int main(int argc, char **argv)
{
	struct gen g = { 0 };
	uint64_t last = 0;
	int rc = 0;

	if (parse_args(argc, argv, &g.o) < 0)
		return 2;
	signal(SIGPIPE, SIG_IGN);	/* a closed pipe is an EPIPE error, not death */
	if (sched_formats_init() < 0)
		return 1;
	g.sw_id = format_id(fmt_sched_switch);
	g.wk_id = format_id(fmt_sched_wakeup);
	pick_clock(&g);
	g.cpus = calloc((size_t)g.o.cpus, sizeof(*g.cpus));
	g.w = g.cpus ? open_writer(&g.o) : NULL;
	if (!g.w) {
		fprintf(stderr, "dtlgen: %s: %s\n", g.o.out, strerror(errno));
		free(g.cpus);
		return 1;
	}
	if (sim_init(&g) < 0 || drivers_init(&g) < 0 || start(&g) < 0 ||
	    (g.o.perf_shaped ? run_shaped(&g, &last) : run(&g, &last)) < 0) {
		fprintf(stderr, "dtlgen: %s: %s\n", g.o.out, strerror(errno));
		rc = 1;
	}
	rc = finish(&g, last, rc);
	drivers_free(&g);
	pending_free(&g);
	truth_free(&g);
	sim_free(&g);
	free(g.cpus);
	return rc;
}
