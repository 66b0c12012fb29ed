// SPDX-License-Identifier: GPL-2.0-only
/* live.c: the live source. Opens the sched tracepoints on the chosen CPUs with
 * libperf, reads the per-CPU rings on reader threads, and merges what they
 * queue into one time-ordered stream on the thread that calls ops->run. */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <linux/perf_event.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <perf/core.h>
#include <perf/cpumap.h>
#include <perf/event.h>
#include <perf/evlist.h>
#include <perf/evsel.h>
#include <perf/mmap.h>
#include <perf/threadmap.h>
#include <tracefs.h>

#include "cpulist.h"
#include "dtl-lap.h"
#include "live.h"
#include "mmap-size.h"
#include "perf-file.h"
#include "live-debugfs.h"
#include "live-dtl.h"
#include "live-hotplug.h"
#include "live-limits.h"
#include "live-stats.h"
#include "live-tasks.h"
#include "readers.h"
#include "record.h"
#include "signals.h"
#include "tracing-blob.h"
#include "tracepoint.h"

#define LIVE_READERS_DEFAULT 8
/* An event is stamped before it is committed to its ring; a reader that
 * drained its rings at time t vouches only for events older than t - slack.
 * On a shared-processor LPAR the writer's vCPU can be preempted in between,
 * so the slack is generous: it only delays delivery, never loses events. */
#define LIVE_SLACK_NS    20000000ull

#define SAMPLE_TYPE (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
		     PERF_SAMPLE_CPU | PERF_SAMPLE_RAW)

/* perf_cpu_map__nr() returns int in the libperf of kernels up to 6.8 and
 * unsigned int since: one type here, whichever libperf this builds with. */
static int cpu_map_nr(const struct perf_cpu_map *m)
{
	return (int)perf_cpu_map__nr(m);
}

static const char *const live_events[] = {
	"sched_switch", "sched_wakeup", "sched_migrate_task",
};
#define NR_LIVE_EVENTS (sizeof(live_events) / sizeof(live_events[0]))

struct live {
	struct source src;
	struct readers rs;
	int tp_ids[NR_LIVE_EVENTS];
	char tp_names[NR_LIVE_EVENTS][40];
	bool enabled;
	uint8_t *blob;		/* tracing data from tracefs, for -o */
	size_t blob_len;
	struct perf_cpu_map *rcpus[LIVE_READERS_MAX];	/* each reader's CPUs */
	bool dtl;		/* vpa_dtl is open: struct live_dtl below */
	struct live_dtl d;
	enum dtl_iface iface;	/* the DTL interface chosen (dtl: VPA) */
	char dtl_why[200];	/* and why (source_info.dtl_why) */
	char refused[200];	/* why debugfs, there, could not be read (auto) */
	struct live_debugfs g;	/* iface DEBUGFS */
	struct live_stats st;	/* iface STATS */
	uint32_t dtl_mask;
	uint64_t poll_ns;
	uint64_t ktext_start, ktext_end;	/* for -o's kernel MMAP */
	uint64_t data_size;	/* sched ring per CPU, bytes */
	uint64_t aux_size;	/* vpa_dtl AUX area per CPU, bytes */
	uint64_t dtl_data_size;	/* vpa_dtl's own data ring per CPU, bytes */
	struct mlock_budget budget;	/* the locked memory the rings may take */
	uint64_t ncpus;		/* traced CPUs */
	bool dtl_denied;	/* vpa_dtl refused us (EACCES/EPERM): sched only */
	bool task_events;	/* live_opts.task_events */
	bool forced;		/* --dtl-source named iface: no fallback */
	/* The lparcfg, re-read once a period by its own thread (the pool's
	 * idle time moves: app) and published through src.lpar_live */
	const char *lpar_path;
	pthread_t lpar_thr;
	bool lpar_started;
	bool lpar_stop;		/* __atomic */
	/* CPUs coming and going (live-hotplug.h): -C's list, the CPUs traced
	 * and their readers */
	struct live_hotplug hp;
	uint64_t *hp_want, *hp_traced;
	uint8_t *hp_owner;
};

static int libperf_print(enum libperf_print_level level, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));

static int libperf_print(enum libperf_print_level level, const char *fmt, va_list ap)
{
	if (level > LIBPERF_ERR)
		return 0;
	fputs("dtltop: libperf: ", stderr);
	return vfprintf(stderr, fmt, ap);
}

/* ---- opening ---- */

static int read_tp_id(const char *tracefs, const char *name)
{
	char path[320];
	FILE *f;
	int id = -1;

	snprintf(path, sizeof(path), "%s/events/sched/%s/id", tracefs, name);
	f = fopen(path, "r");
	if (f) {
		if (fscanf(f, "%d", &id) != 1)
			id = -1;
		fclose(f);
	}
	return id;
}

static void tp_attr(struct perf_event_attr *a, int id, uint64_t ring, bool perf_clock,
		    bool task_events)
{
	memset(a, 0, sizeof(*a));
	a->type = PERF_TYPE_TRACEPOINT;
	a->size = sizeof(*a);
	a->config = (uint64_t)id;
	a->sample_period = 1;
	a->sample_type = SAMPLE_TYPE;
	a->sample_id_all = 1;	/* LOST records carry time and cpu */
	a->disabled = 1;	/* enabled together once every reader runs */
	/* Wake the reader when a quarter of the ring is full: batches, and
	 * still three quarters of headroom while it works. */
	a->watermark = 1;
	a->wakeup_watermark = (uint32_t)(ring / 4);
	/* CLOCK_MONOTONIC rather than perf's local_clock, so a reader's
	 * clock_gettime is comparable with event times (the watermark). */
	a->use_clockid = !perf_clock;
	a->clockid = perf_clock ? 0 : CLOCK_MONOTONIC;
	/* As perf record's tracking event: the kernel's COMM (exec, prctl)
	 * and FORK (and EXIT) records, once per CPU, in the event's clock. */
	a->comm = task_events;
	a->comm_exec = task_events;
	a->task = task_events;
}

/* Reader k of n gets the k-th contiguous chunk of the CPU list, as "4,5,6":
 * neighbouring CPUs share a reader, which is what NUMA locality wants. */
static struct perf_cpu_map *chunk_map(struct perf_cpu_map *all, unsigned k, unsigned n)
{
	int nr = cpu_map_nr(all);
	int lo = (int)((long)nr * k / n), hi = (int)((long)nr * (k + 1) / n);
	char buf[4096];
	size_t off = 0;

	buf[0] = '\0';
	for (int i = lo; i < hi && off < sizeof(buf) - 16; i++)
		off += (size_t)snprintf(buf + off, sizeof(buf) - off, "%s%d", i > lo ? "," : "",
					perf_cpu_map__cpu(all, i).cpu);
	return perf_cpu_map__new(buf);
}

/* The sched tracepoints on cpus, opened and mapped, disabled: into *out
 * (freed by the caller on failure too). */
static int tp_evlist(struct live *lv, struct perf_cpu_map *cpus, struct perf_evlist **out,
		     char *err, size_t errlen)
{
	struct perf_thread_map *threads = perf_thread_map__new_dummy();
	uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
	uint64_t ring = ring_pages_bytes(lv->data_size, page, 0);
	struct perf_evlist *evlist = perf_evlist__new();
	int ret;

	*out = evlist;
	if (!threads || !evlist) {
		perf_thread_map__put(threads);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < NR_LIVE_EVENTS; i++) {
		struct perf_event_attr a;
		struct perf_evsel *ev;

		if (lv->tp_ids[i] < 0)
			continue;
		/* sched_switch (always there) carries them: once per CPU */
		tp_attr(&a, lv->tp_ids[i], ring, lv->dtl, lv->task_events && i == 0);
		ev = perf_evsel__new(&a);
		if (!ev) {
			perf_thread_map__put(threads);
			snprintf(err, errlen, "out of memory");
			return -1;
		}
		perf_evlist__add(evlist, ev);
	}
	perf_evlist__set_maps(evlist, cpus, threads);
	perf_thread_map__put(threads);	/* the evlist holds its own reference */
	ret = perf_evlist__open(evlist);
	if (ret < 0) {
		snprintf(err, errlen, "cannot open the sched tracepoints: %s", strerror(-ret));
		return -1;
	}
	ret = perf_evlist__mmap(evlist, (int)(ring / page));
	if (ret == -EPERM && !lv->budget.unlimited) {
		struct ring_plan p = { lv->data_size, lv->dtl_data_size, lv->aux_size };

		mlock_budget_why(&lv->budget, lv->ncpus, ring_plan_pages(&p, page, lv->dtl),
				 err, errlen);
		return -1;
	}
	if (ret < 0) {
		snprintf(err, errlen, "cannot map the perf ring buffers (%llu KiB per CPU): %s",
			 (unsigned long long)(ring >> 10), strerror(-ret));
		return -1;
	}
	return 0;
}

static int reader_open(struct live *lv, struct reader *r, struct perf_cpu_map *cpus,
		       char *err, size_t errlen)
{
	r->attr.sample_type = SAMPLE_TYPE;
	r->attr.type = PERF_TYPE_TRACEPOINT;
	r->attr.kind = EVSEL_TRACEPOINT;
	if (tp_evlist(lv, cpus, &r->evlist, err, errlen) < 0)
		return -1;
	r->tp = tp_decoder_new(tracing_load_live(NULL, err, errlen));
	if (!r->tp) {
		if (!err[0])
			snprintf(err, errlen, "cannot read the sched event formats from tracefs");
		return -1;
	}
	return 0;
}

/* The CPUs to trace: all online ones, or the -C list if each is online.
 * The list is parsed here as options.c checked it (cpulist.h): libperf's
 * own parser takes 0,x or 0x1 and warns about big numbers on stderr, so it
 * is only given CPUs its map of the online ones holds. */
static struct perf_cpu_map *pick_cpus(const char *list, char *err, size_t errlen, int *status)
{
	struct perf_cpu_map *online = perf_cpu_map__new(NULL), *want = NULL;
	uint64_t *bits;
	char why[128], *buf;
	size_t off = 0, cap;
	int nr;

	if (!list || !online)
		return online;
	bits = calloc(CPULIST_WORDS, sizeof(*bits));
	if (!bits) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	if (cpulist_parse(list, bits, why, sizeof(why)) < 0) {
		snprintf(err, errlen, "-C wants a CPU list like 0-3,8, not '%s': %s", list, why);
		*status = 2;
		goto out;
	}
	for (uint32_t c = 0; c < CPULIST_MAX_CPU; c++)
		if (cpulist_has(bits, c) &&
		    !perf_cpu_map__has(online, (struct perf_cpu){ .cpu = (int)c })) {
			snprintf(err, errlen, "-C %s: cpu %u is not online", list, c);
			*status = 2;
			goto out;
		}
	nr = cpu_map_nr(online);
	cap = (size_t)nr * 12 + 1;
	buf = malloc(cap);
	if (!buf) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	buf[0] = '\0';
	for (int i = 0; i < nr; i++) {
		int c = perf_cpu_map__cpu(online, i).cpu;

		if (c >= 0 && cpulist_has(bits, (uint32_t)c))
			off += (size_t)snprintf(buf + off, cap - off, "%s%d", off ? "," : "", c);
	}
	want = perf_cpu_map__new(buf);
	free(buf);
	if (!want)
		snprintf(err, errlen, "out of memory");
out:
	free(bits);
	perf_cpu_map__put(online);
	return want;
}

static const struct source_ops live_ops;
static void live_close(struct source *s);

/* readers.quiesce: the session ends; disable every event (vpa_dtl first),
 * so the final drain reads all there is. */
static void live_quiesce(void *arg)
{
	struct live *lv = arg;

	live_dtl_enable(&lv->d, false);
	for (unsigned k = 0; k < lv->rs.nrd; k++)
		if (lv->rs.rd[k].evlist)
			perf_evlist__disable(lv->rs.rd[k].evlist);
}

/* "0-7" or "0,4" -> how many CPUs the list names */
static unsigned list_count(const char *s)
{
	unsigned n = 0;

	while (*s) {
		char *end;
		unsigned long a = strtoul(s, &end, 10), b = a;

		if (end == s)
			break;
		if (*end == '-')
			b = strtoul(end + 1, &end, 10);
		n += b >= a ? (unsigned)(b - a + 1) : 1;
		s = *end == ',' ? end + 1 : end;
		if (*s == '\n')
			break;
	}
	return n;
}

/* This machine's threads per core: cpu0's siblings in sysfs, else 1. */
static uint32_t smt_width(void)
{
	char buf[128];
	unsigned n = 0;
	FILE *f = fopen("/sys/devices/system/cpu/cpu0/topology/thread_siblings_list", "r");

	if (f) {
		if (fgets(buf, sizeof(buf), f))
			n = list_count(buf);
		fclose(f);
	}
	return n ? n : 1;
}

/* Each CPU's core from sysfs: the cores numbered in the order of their
 * first thread (thread_siblings_list). NULL map if sysfs says nothing. */
static void read_cores(struct source_info *in)
{
	uint32_t n = in->nr_cpus_avail, *first, ncores = 0;
	bool any = false;

	if (!n || n > 65536 || !(in->core_of = calloc(n, sizeof(*in->core_of))))
		return;
	first = calloc(n, sizeof(*first));
	for (uint32_t c = 0; first && c < n; c++) {
		char path[96], buf[256];
		unsigned long lo = 0;
		FILE *f;

		in->core_of[c] = SOURCE_NO_CORE;
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%u/topology/thread_siblings_list", c);
		f = fopen(path, "r");
		if (!f)
			continue;
		if (fgets(buf, sizeof(buf), f)) {
			lo = strtoul(buf, NULL, 10);	/* the list starts with its lowest */
			if (lo < n) {
				uint32_t k = 0;

				while (k < ncores && first[k] != lo)
					k++;
				if (k == ncores)
					first[ncores++] = (uint32_t)lo;
				in->core_of[c] = k;
				any = true;
			}
		}
		fclose(f);
	}
	free(first);
	if (!any) {
		free(in->core_of);
		in->core_of = NULL;
		return;
	}
	in->ncore_of = n;
}

/* Each CPU's chip: sysfs's physical_package_id (on PowerVM the ibm,chip-id
 * of the device tree). NULL map if sysfs says nothing. */
static void read_chips(struct source_info *in)
{
	uint32_t n = in->nr_cpus_avail;
	bool any = false;

	if (!n || n > 65536 || !(in->chip_of = calloc(n, sizeof(*in->chip_of))))
		return;
	for (uint32_t c = 0; c < n; c++) {
		char path[96];
		long id = -1;
		FILE *f;

		in->chip_of[c] = SOURCE_NO_CORE;
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%u/topology/physical_package_id", c);
		f = fopen(path, "r");
		if (!f)
			continue;
		if (fscanf(f, "%ld", &id) == 1 && id >= 0 && id < (long)UINT32_MAX) {
			in->chip_of[c] = (uint32_t)id;
			any = true;
		}
		fclose(f);
	}
	if (!any) {
		free(in->chip_of);
		in->chip_of = NULL;
		return;
	}
	in->nchip_of = n;
}

static void fill_info(struct live *lv, const char *kind)
{
	struct source_info *in = &lv->src.info;
	struct utsname u;

	in->kind = kind;
	in->path = NULL;	/* no file: views leave it out */
	if (uname(&u) == 0) {
		snprintf(in->hostname, sizeof(in->hostname), "%s", u.nodename);
		snprintf(in->osrelease, sizeof(in->osrelease), "%s", u.release);
		snprintf(in->arch, sizeof(in->arch), "%.32s", u.machine);
	}
	in->nr_cpus_avail = (uint32_t)sysconf(_SC_NPROCESSORS_CONF);
	in->nr_cpus_online = (uint32_t)sysconf(_SC_NPROCESSORS_ONLN);
	in->big_endian = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;
	in->has_dtl = lv->dtl;
	in->dtl_iface = lv->iface;
	snprintf(in->dtl_why, sizeof(in->dtl_why), "%s", lv->dtl_why);
	in->aux_size = lv->dtl ? lv->aux_size : 0;
	in->name_width = (uint32_t)strlen("sched:sched_migrate_task");
	in->live = true;
	in->smt = smt_width();
	/* readers stamp events with CLOCK_MONOTONIC (tp_attr); vpa_dtl's are
	 * on perf's own clock, which only roughly follows it */
	source_wall_clock(&in->clock, CLOCK_MONOTONIC, lv->dtl ? WC_APPROX : WC_EXACT,
			  lv->dtl ? "CLOCK_REALTIME vs perf clock" : "CLOCK_REALTIME");
	/* entitlement and pool: on a pseries LPAR only; a file that is there
	 * but unreadable is said once the output is done */
	if (access(lv->lpar_path, F_OK) == 0 &&
	    lparcfg_read(lv->lpar_path, &in->lpar, lv->src.note, sizeof(lv->src.note)) < 0)
		strncat(lv->src.note, ": no entitlement shown",
			sizeof(lv->src.note) - strlen(lv->src.note) - 1);
	read_cores(in);
	read_chips(in);
}

/* Re-read the lparcfg once a period (the file is world-readable: the
 * dropped capabilities do not matter); a read that fails keeps the last
 * good one. Naps of 50 ms, so that close does not wait a period. */
static void *lpar_main(void *arg)
{
	struct live *lv = arg;
	const struct timespec nap = { 0, 50000000 };
	uint64_t waited = 0;

	pthread_setname_np(pthread_self(), "dtltop-lparcfg");
	signals_thread_init();
	while (!__atomic_load_n(&lv->lpar_stop, __ATOMIC_ACQUIRE)) {
		struct lparcfg c;
		char err[256];

		nanosleep(&nap, NULL);
		waited += 50000000;
		if (waited < SOURCE_LPAR_PERIOD_NS)
			continue;
		waited = 0;
		if (lparcfg_read(lv->lpar_path, &c, err, sizeof(err)) == 0)
			source_lpar_update(lv->src.lpar_live, &c);
	}
	signals_thread_fini();
	return NULL;
}

/* After fill_info: only a partition with an entitlement gets re-reads. */
static void lpar_start(struct live *lv)
{
	sigset_t old;

	if (!lv->src.info.lpar.valid || !(lv->src.lpar_live = source_lpar_new(&lv->src.info.lpar)))
		return;
	/* stop signals belong to a thread that polls for them (signals.h) */
	pthread_sigmask(SIG_BLOCK, NULL, &old);
	signals_block_stop();
	lv->lpar_started = pthread_create(&lv->lpar_thr, NULL, lpar_main, lv) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* The tracepoint ids of live_events; at least sched_switch must exist. */
static int find_events(struct live *lv, char *err, size_t errlen)
{
	char dir[256];

	if (live_tracefs(dir, sizeof(dir), err, errlen) < 0)
		return -1;
	for (size_t i = 0; i < NR_LIVE_EVENTS; i++)
		lv->tp_ids[i] = read_tp_id(dir, live_events[i]);
	if (lv->tp_ids[0] < 0) {
		snprintf(err, errlen, "cannot read the id of sched:sched_switch under %s/events", dir);
		return -1;
	}
	return 0;
}

/* No vpa_dtl PMU (x86, KVM guest, dedicated LPAR, older kernel), or one we
 * may not open, is a notice, not an error; dtl_why says which, as far as
 * the lparcfg (--lparcfg) can tell: a shared-processor LPAR whose kernel
 * lacks the PMU, a dedicated-processor one (no DTL to read), or no lparcfg
 * at all (not a pseries LPAR, most likely; not asserted). */
static const char *dtl_notice(struct live *lv)
{
	char *why = lv->dtl_why, err[256];
	size_t len = sizeof(lv->dtl_why);
	struct lparcfg c;

	if (lv->iface == DTL_IFACE_DEBUGFS || lv->iface == DTL_IFACE_STATS || lv->dtl)
		return "live";	/* dtl_why: said where the interface was picked */
	if (lv->dtl_denied)
		snprintf(why, len, "none: vpa_dtl needs CAP_PERFMON (or CAP_SYS_ADMIN), which "
			 "this process lacks");
	else if (access(lv->lpar_path, F_OK) != 0 ||
		 lparcfg_read(lv->lpar_path, &c, err, sizeof(err)) < 0 ||
		 !(c.have & LPARCFG_HAVE_SHARED))
		snprintf(why, len, "none: no vpa_dtl PMU (not a pseries LPAR?)");
	else if (c.shared && !lv->refused[0])
		snprintf(why, len, "none: no vpa_dtl PMU: this kernel lacks it (Linux < 6.18 or "
			 "built without it) on a shared-processor LPAR (lparcfg), nor "
			 "debugfs powerpc/dtl or vcpudispatch_stats");
	else if (c.shared)	/* debugfs or vcpudispatch_stats refused us */
		snprintf(why, len, "none: shared-processor LPAR (lparcfg) without vpa_dtl: %.140s",
			 lv->refused);
	else
		snprintf(why, len, "none: dedicated-processor LPAR (lparcfg): no DTL, not a "
			 "shared-processor LPAR");
	fprintf(stderr, "dtltop: %s: sched-only session\n", why + strlen("none: "));
	return "live-sched-only";
}

/* vcpudispatch_stats, read by reader 0 (one file for every CPU). */
static int open_stats(struct live *lv, char *err, size_t errlen)
{
	int e;

	if (live_stats_open(&lv->st, lv->src.info.nr_cpus_avail ? lv->src.info.nr_cpus_avail :
			    (uint32_t)sysconf(_SC_NPROCESSORS_CONF), lv->poll_ns, err, errlen, &e) < 0)
		return -1;
	for (unsigned r = 0; r < lv->rs.nrd; r++)	/* -C: only the traced CPUs */
		for (int i = 0; i < cpu_map_nr(lv->rcpus[r]); i++) {
			int c = perf_cpu_map__cpu(lv->rcpus[r], i).cpu;

			if (c >= 0 && (uint32_t)c < lv->st.ncpu)
				lv->st.traced[c] = true;
		}
	if (readers_add_chan(&lv->rs, 0, &lv->st.ch) < 0) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	return 0;
}

/* debugfs powerpc/dtl on every traced CPU; in auto, a refusal falls back
 * to vcpudispatch_stats, then to none. */
static int open_debugfs(struct live *lv, const int *cpus, size_t n, const unsigned *owner,
			char *err, size_t errlen)
{
	int e;

	if (live_debugfs_open(&lv->g, cpus, n, lv->dtl_mask, lv->poll_ns, lv->aux_size, err,
			      errlen, &e) < 0) {
		char why[200];

		live_debugfs_close(&lv->g);
		if (lv->forced)
			return -1;
		snprintf(why, sizeof(why), "%s", err);
		err[0] = '\0';
		if (live_stats_available() && open_stats(lv, err, errlen) == 0) {
			lv->iface = DTL_IFACE_STATS;
			snprintf(lv->dtl_why, sizeof(lv->dtl_why), "dispatch stats: %.170s", why);
			return 0;
		}
		live_stats_close(&lv->st);
		err[0] = '\0';
		lv->iface = DTL_IFACE_NONE;
		snprintf(lv->refused, sizeof(lv->refused), "%s", why);
		return 0;
	}
	for (size_t k = 0; k < n; k++)
		if (readers_add_chan(&lv->rs, owner[k], &lv->g.cpu[k].ch) < 0) {
			snprintf(err, errlen, "out of memory");
			return -1;
		}
	return 0;
}

/* Which DTL interface: --dtl-source's, or the first that is there of
 * vpa_dtl, debugfs powerpc/dtl, vcpudispatch_stats (opening may still
 * fall back: open_debugfs). -1 with err when a forced one is not there. */
static int pick_iface(struct live *lv, const struct live_opts *lo, char *err, size_t errlen)
{
	bool vpa = live_has_vpa_dtl();
	struct utsname u;
	char kern[80] = "";

	lv->forced = lo->dtl_forced;
	if (uname(&u) == 0)
		snprintf(kern, sizeof(kern), " (kernel %.60s)", u.release);
	if (lo->dtl_forced) {
		bool there = lo->dtl_source == DTL_IFACE_VPA ? vpa :
			     lo->dtl_source == DTL_IFACE_DEBUGFS ? live_debugfs_available() :
			     lo->dtl_source == DTL_IFACE_STATS ? live_stats_available() : true;

		if (!there) {
			snprintf(err, errlen, "--dtl-source=%s: %s is not there%s",
				 dtl_iface_name(lo->dtl_source),
				 lo->dtl_source == DTL_IFACE_VPA ? "the vpa_dtl PMU" :
				 lo->dtl_source == DTL_IFACE_DEBUGFS ? "debugfs powerpc/dtl" :
				 "/proc/powerpc/vcpudispatch_stats", kern);
			return -1;
		}
		lv->iface = lo->dtl_source;
		snprintf(lv->dtl_why, sizeof(lv->dtl_why), "%s: --dtl-source", dtl_iface_name(lv->iface));
	} else if (vpa) {
		lv->iface = DTL_IFACE_VPA;
		snprintf(lv->dtl_why, sizeof(lv->dtl_why), "vpa_dtl PMU");
	} else if (live_debugfs_available()) {
		lv->iface = DTL_IFACE_DEBUGFS;
		snprintf(lv->dtl_why, sizeof(lv->dtl_why), "debugfs powerpc/dtl: no vpa_dtl PMU%s", kern);
	} else if (live_stats_available()) {
		lv->iface = DTL_IFACE_STATS;
		snprintf(lv->dtl_why, sizeof(lv->dtl_why), "dispatch stats: no vpa_dtl PMU, no "
			 "debugfs powerpc/dtl%s", kern);
	} else {
		lv->iface = DTL_IFACE_NONE;
		snprintf(lv->dtl_why, sizeof(lv->dtl_why), "none: no vpa_dtl PMU, debugfs powerpc/dtl "
			 "or vcpudispatch_stats%s", kern);
	}
	lv->dtl = lv->iface == DTL_IFACE_VPA;
	return 0;
}

/* vpa_dtl on every traced CPU, each CPU's channel to the reader that owns
 * its tracepoint ring. Untested on hardware here: the simulator drives the
 * same channels, rings and readers. */
static int open_dtl(struct live *lv, char *err, size_t errlen)
{
	size_t n = 0, cap = 0, k = 0;
	int *cpus = NULL;
	unsigned *owner = NULL;
	int ret = -1, e;

	for (unsigned r = 0; r < lv->rs.nrd; r++) {
		struct perf_cpu_map *m = lv->rcpus[r];

		for (int i = 0; i < cpu_map_nr(m); i++, n++) {
			if (n == cap) {
				size_t nc = cap ? cap * 2 : 64;
				int *pc = realloc(cpus, nc * sizeof(*pc));
				unsigned *po = pc ? realloc(owner, nc * sizeof(*po)) : NULL;

				if (pc)
					cpus = pc;
				if (!po)
					goto oom;
				owner = po;
				cap = nc;
			}
			cpus[n] = perf_cpu_map__cpu(m, i).cpu;
			owner[n] = r;
		}
	}
	if (lv->iface == DTL_IFACE_DEBUGFS) {
		ret = open_debugfs(lv, cpus, n, owner, err, errlen);
		goto out;
	}
	if (live_dtl_open(&lv->d, cpus, n, lv->dtl_mask, lv->poll_ns, lv->dtl_data_size,
			  lv->aux_size, &lv->budget, err, errlen, &e) < 0) {
		/* Not allowed (no CAP_PERFMON, whatever perf_event_paranoid
		 * says): the sched tracepoints still work, so go on with them.
		 * An mmap's EPERM is the locked-memory budget: said as such. */
		if ((e == EACCES || e == EPERM) && !lv->d.map_failed) {
			live_dtl_close(&lv->d);
			lv->dtl = false;
			lv->dtl_denied = true;
			lv->iface = DTL_IFACE_NONE;	/* nothing measured from it */
			err[0] = '\0';
			ret = 0;
		}
		goto out;
	}
	for (k = 0; k < n; k++)
		if (readers_add_chan(&lv->rs, owner[k], &lv->d.cpu[k].ch) < 0)
			goto oom;
	ret = 0;
	goto out;
oom:
	snprintf(err, errlen, "out of memory");
out:
	free(cpus);
	free(owner);
	return ret;
}

/* Before anything is opened: open files for every event, rings within the
 * locked-memory budget (smaller than asked, said once, rather than EPERM). */
static int live_fit_limits(struct live *lv, uint64_t ncpus, char *err, size_t errlen)
{
	struct ring_plan p = { lv->data_size, RING_DTL_DATA, lv->aux_size };
	unsigned tps = 0;
	int fit;

	for (size_t i = 0; i < NR_LIVE_EVENTS; i++)
		tps += lv->tp_ids[i] >= 0;
	if (live_files_raise(ncpus, tps, lv->dtl, err, errlen) < 0)
		return -1;
	mlock_budget_read(&lv->budget);
	lv->ncpus = ncpus;
	fit = ring_plan_fit(&p, &lv->budget, ncpus, lv->dtl);
	if (fit < 0) {
		mlock_budget_why(&lv->budget, ncpus, ring_plan_pages(&p, lv->budget.page, lv->dtl),
				 err, errlen);
		return -1;
	}
	if (fit > 0)
		live_limits_note(&lv->budget, &p, lv->data_size, lv->aux_size, lv->dtl);
	lv->data_size = p.data;
	lv->dtl_data_size = p.dtl_data;
	if (lv->dtl)
		lv->aux_size = p.aux;
	return 0;
}

static int open_readers(struct live *lv, const struct live_opts *lo, char *err,
			size_t errlen, int *status)
{
	struct perf_cpu_map *all = pick_cpus(lo->cpus, err, errlen, status);
	unsigned n;

	if (!all) {
		if (!err[0])
			snprintf(err, errlen, "cannot read the online CPUs");
		return -1;
	}
	if (live_fit_limits(lv, (uint64_t)cpu_map_nr(all), err, errlen) < 0) {
		perf_cpu_map__put(all);
		return -1;
	}
	n = lo->readers ? lo->readers : LIVE_READERS_DEFAULT;
	if (n > (unsigned)cpu_map_nr(all))
		n = (unsigned)cpu_map_nr(all);
	if (readers_init(&lv->rs, &lv->src, n) < 0) {
		perf_cpu_map__put(all);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	/* DTL entries wait in the hypervisor's log until the next poll. A
	 * refusal of vpa_dtl is only known once it is tried (open_dtl), after
	 * the readers: then the clock and slack stay as for DTL, which only
	 * delays delivery by the poll interval. */
	lv->rs.slack_ns = LIVE_SLACK_NS + (lv->dtl ? lv->poll_ns : 0);
	/* debugfs: a reader wakes at least twice a poll interval to read the
	 * files; an entry waits up to two intervals (one to the next read,
	 * one for a late wakeup) before it is read */
	if (lv->iface == DTL_IFACE_DEBUGFS || lv->iface == DTL_IFACE_STATS) {
		lv->rs.chan_wait_ms = (unsigned)(lv->poll_ns / 2000000u);	/* half: a read is */
		if (!lv->rs.chan_wait_ms)				/* at most 1.5 late */
			lv->rs.chan_wait_ms = 1;
		lv->rs.slack_ns = LIVE_SLACK_NS + 2 * lv->poll_ns;
	}
	lv->rs.perf_clock = lv->dtl;
	lv->rs.quiesce = live_quiesce;
	lv->rs.quiesce_arg = lv;
	for (unsigned k = 0; k < n; k++) {
		struct perf_cpu_map *cpus = chunk_map(all, k, n);

		lv->rcpus[k] = cpus;	/* put in live_close */
		if (!cpus || reader_open(lv, &lv->rs.rd[k], cpus, err, errlen) < 0) {
			if (!cpus)
				snprintf(err, errlen, "out of memory");
			perf_cpu_map__put(all);
			return -1;
		}
	}
	perf_cpu_map__put(all);
	return 0;
}

/* live_hotplug.open_cpu: a CPU that came online, its own evlist. */
static struct perf_evlist *hotplug_open_cpu(void *arg, uint32_t cpu, char *err, size_t errlen)
{
	struct live *lv = arg;
	struct perf_evlist *el = NULL;
	struct perf_cpu_map *m;
	char list[16];

	snprintf(list, sizeof(list), "%u", cpu);
	m = perf_cpu_map__new(list);
	if (!m) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	if (tp_evlist(lv, m, &el, err, errlen) < 0) {
		readers_evlist_destroy(el);
		el = NULL;
	}
	perf_cpu_map__put(m);	/* the evlist holds its own reference */
	return el;
}

/* live_hotplug.open_chan: the DTL of a CPU that came online, from the
 * session's DTL source. vcpudispatch_stats has no channel per CPU: its one
 * file lists every online CPU, and its reader now reads this one's line. */
static struct dtl_chan *hotplug_open_chan(void *arg, uint32_t cpu, char *err, size_t errlen)
{
	struct live *lv = arg;

	if (lv->iface == DTL_IFACE_STATS && lv->st.open && cpu < lv->st.ncpu)
		__atomic_store_n(&lv->st.traced[cpu], true, __ATOMIC_RELAXED);

	if (lv->iface == DTL_IFACE_VPA && lv->dtl)
		return live_dtl_open_cpu(&lv->d, cpu, err, errlen);
	if (lv->iface == DTL_IFACE_DEBUGFS)
		return live_debugfs_open_cpu(&lv->g, cpu, err, errlen);
	return NULL;
}

/* The CPUs traced and their readers, and -C's list: where the hotplug
 * thread starts from. */
static int hotplug_setup(struct live *lv, const struct live_opts *lo, char *err, size_t errlen)
{
	char why[128];

	lv->hp_traced = calloc(CPULIST_WORDS, sizeof(*lv->hp_traced));
	lv->hp_owner = calloc(CPULIST_MAX_CPU, sizeof(*lv->hp_owner));
	if (lo->cpus)
		lv->hp_want = calloc(CPULIST_WORDS, sizeof(*lv->hp_want));
	if (!lv->hp_traced || !lv->hp_owner || (lo->cpus && !lv->hp_want)) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (lo->cpus)	/* checked by pick_cpus */
		cpulist_parse(lo->cpus, lv->hp_want, why, sizeof(why));
	for (unsigned k = 0; k < lv->rs.nrd; k++)
		for (int i = 0; lv->rcpus[k] && i < cpu_map_nr(lv->rcpus[k]); i++) {
			int c = perf_cpu_map__cpu(lv->rcpus[k], i).cpu;

			if (c < 0 || c >= CPULIST_MAX_CPU)
				continue;
			lv->hp_traced[c / 64] |= 1ull << (c % 64);
			lv->hp_owner[c] = (uint8_t)k;
		}
	lv->hp = (struct live_hotplug){
		.rs = &lv->rs, .want = lv->hp_want, .traced = lv->hp_traced, .owner = lv->hp_owner,
		.open_cpu = hotplug_open_cpu, .open_chan = hotplug_open_chan, .open_arg = lv,
		.online_count = &lv->src.info.nr_cpus_online,
	};
	return live_hotplug_start(&lv->hp, err, errlen);
}

struct source *live_open(const struct live_opts *lo, char *err, size_t errlen, int *status)
{
	struct live *lv;

	err[0] = '\0';
	*status = 1;
	if (live_preflight(err, errlen) < 0)
		return NULL;
	lv = calloc(1, sizeof(*lv));
	if (!lv) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	lv->src.ops = &live_ops;
	lv->src.priv = lv;
	lv->st.fd = -1;		/* not open (live_stats_close) */
	lv->lpar_path = lo->lparcfg ? lo->lparcfg : LPARCFG_PATH;
	lv->task_events = lo->task_events;
	libperf_init(libperf_print);
	/* Capabilities go before the threads exist: they are per thread, and
	 * new threads inherit the creator's (now empty) sets. */
	if (pick_iface(lv, lo, err, errlen) < 0) {
		live_close(&lv->src);
		return NULL;
	}
	lv->dtl_mask = lo->dtl_mask ? lo->dtl_mask : DTL_MASK_ALL;
	lv->poll_ns = lo->poll_ns ? lo->poll_ns : LIVE_DEF_POLL_NS;
	/* perf record's default, which is smaller beside an AUX area: at
	 * stress-ng --switch's 45 k events/s a CPU, 256 KiB is 57 ms of
	 * events, which a reader on a loaded machine can miss */
	lv->data_size = lo->data_size ? lo->data_size :
			lv->dtl ? RING_DATA_DEFAULT : RING_SCHED_DEFAULT;
	lv->aux_size = lo->aux_size ? lo->aux_size : DTL_AUX_DEFAULT;
	/* Only -o writes the kernel's MMAP (task_events says -o), and reading
	 * kallsyms line by line is the dearest thing a session does before its
	 * first event; it goes before the capabilities, while kallsyms shows
	 * the addresses. */
	if (lv->task_events)
		live_ktext(&lv->ktext_start, &lv->ktext_end);
	if (find_events(lv, err, errlen) < 0 || open_readers(lv, lo, err, errlen, status) < 0 ||
	    ((lv->dtl || lv->iface == DTL_IFACE_DEBUGFS) && open_dtl(lv, err, errlen) < 0) ||
	    (lv->iface == DTL_IFACE_STATS && !lv->st.open && open_stats(lv, err, errlen) < 0) ||
	    hotplug_setup(lv, lo, err, errlen) < 0 ||
	    live_drop_caps(lv->dtl, err, errlen) < 0 || readers_start(&lv->rs, err, errlen) < 0) {
		live_close(&lv->src);
		return NULL;
	}
	fill_info(lv, dtl_notice(lv));
	lpar_start(lv);
	return &lv->src;
}

/* The tracing data perf record would write: tracefs's own texts. */
/* This machine's /proc/kallsyms, for the tracing data's kallsyms section
 * (-o): the symbols of the srr0 the recording holds. NULL when it cannot
 * be read or names no address: without CAP_SYSLOG every address reads 0
 * (kptr_restrict), a text no view could use. */
static char *live_kallsyms(size_t *len)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	size_t cap = 0, n = 0, got;
	char *buf = NULL, *p;
	bool named = false;

	if (!f)
		return NULL;
	do {
		if (n + 65536 > cap) {
			p = realloc(buf, cap = cap ? cap * 2 : 1 << 20);
			if (!p) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = p;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
	} while (got);
	fclose(f);
	for (size_t i = 0; i < n && buf[i] != ' ' && !named; i++)
		named = buf[i] != '0';
	if (!named || n > UINT32_MAX) {
		free(buf);
		return NULL;
	}
	*len = n;
	return buf;
}

static int live_blob(struct live *lv)
{
	char *hp = NULL, *he = NULL, *ks, *fmt[NR_LIVE_EVENTS] = { NULL };
	const char *fmts[NR_LIVE_EVENTS];
	struct tracing_texts t = { .page_size = (uint32_t)sysconf(_SC_PAGESIZE),
				   .system = "sched", .formats = fmts };
	int size;

	hp = tracefs_instance_file_read(NULL, "events/header_page", &size);
	he = tracefs_instance_file_read(NULL, "events/header_event", &size);
	for (size_t i = 0; i < NR_LIVE_EVENTS; i++) {
		if (lv->tp_ids[i] < 0)
			continue;
		fmt[i] = tracefs_event_file_read(NULL, "sched", live_events[i], "format", &size);
		if (fmt[i])
			fmts[t.nformats++] = fmt[i];
	}
	t.header_page = hp;
	t.header_event = he;
	ks = live_kallsyms(&t.kallsyms_len);
	t.kallsyms = ks;
	if (hp && he && t.nformats)
		lv->blob_len = tracing_blob_of(&t, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__, &lv->blob);
	free(ks);
	free(hp);
	free(he);
	for (size_t i = 0; i < NR_LIVE_EVENTS; i++)
		free(fmt[i]);
	return lv->blob_len ? 0 : -1;
}

/* A CPU's header, read once its reader has decoded it: the recorder asks
 * only after an entry of that CPU was delivered, which the SPSC queue
 * orders after the reader stored the header. */
static bool live_boottb(void *arg, uint32_t cpu, struct dtl_boottb *out)
{
	struct live *lv = arg;

	if (lv->iface == DTL_IFACE_DEBUGFS)
		return live_debugfs_boottb(&lv->g, cpu, out);
	for (size_t i = 0; i < lv->d.n; i++) {
		const struct aux_dtl *t = &lv->d.cpu[i].ch.dtl;

		if (t->cpu == cpu && t->dec.have_tb) {
			*out = t->dec.tb;
			return true;
		}
	}
	return false;
}

static int live_record_setup(struct source *s, struct record_setup *rs)
{
	struct live *lv = s->priv;

	if (!lv->blob && live_blob(lv) < 0) {
		snprintf(s->err, sizeof(s->err), "cannot read the sched event formats from tracefs");
		return -1;
	}
	memset(rs, 0, sizeof(*rs));
	rs->tracing = lv->blob;
	rs->tracing_len = lv->blob_len;
	for (size_t i = 0; i < NR_LIVE_EVENTS; i++) {
		if (lv->tp_ids[i] < 0)
			continue;
		snprintf(lv->tp_names[i], sizeof(lv->tp_names[i]), "sched:%s", live_events[i]);
		rs->tp_ids[rs->ntps] = lv->tp_ids[i];
		rs->tp_names[rs->ntps++] = lv->tp_names[i];
	}
	rs->sample_type = SAMPLE_TYPE;
	rs->ncpus = s->info.nr_cpus_avail;
	rs->tasks = live_tasks;
	rs->task_comm = live_task_comm;
	rs->ktext_start = lv->ktext_start;
	rs->ktext_end = lv->ktext_end;
	if (lv->dtl || lv->iface == DTL_IFACE_DEBUGFS) {
		/* debugfs: written as vpa_dtl would, type 0 where no PMU says */
		FILE *f = fopen("/sys/bus/event_source/devices/vpa_dtl/type", "r");
		int type = 0;

		if (f) {
			if (fscanf(f, "%d", &type) != 1)
				type = 0;
			fclose(f);
		}
		rs->dtl = true;
		/* debugfs on a kernel without the PMU: a dynamic type of our
		 * own, as sysfs would hand one out (0 is PERF_TYPE_HARDWARE) */
		rs->dtl_pmu_type = type > 0 ? (uint32_t)type : LIVE_DEBUGFS_PMU_TYPE;
		rs->dtl_config = lv->dtl_mask;
		rs->poll_ns = lv->poll_ns;
		rs->aux_size = lv->aux_size;
		rs->boottb = live_boottb;
		rs->boottb_arg = lv;
	}
	return 0;
}

struct rename {
	struct source *src;
	const struct consumer *c;
};

static int rename_task(void *ctx, int32_t pid, int32_t tid, int32_t ppid, const char *comm)
{
	struct rename *rn = ctx;
	struct event ev;

	(void)ppid;
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_COMM;	/* time 0, as perf's synthesized records */
	ev.comm.pid = pid;
	ev.comm.tid = tid;
	snprintf(ev.comm.comm, sizeof(ev.comm.comm), "%s", comm);
	return source_emit(rn->src, &ev, rn->c) ? -1 : 0;
}

static int live_run(struct source *s, const struct consumer *c)
{
	struct live *lv = s->priv;

	if (!lv->enabled) {
		for (unsigned k = 0; k < lv->rs.nrd; k++)
			perf_evlist__enable(lv->rs.rd[k].evlist);
		live_dtl_enable(&lv->d, true);
		lv->enabled = true;
		/* -o: a task forked after record_setup's scan of /proc and
		 * before this has no FORK record, and may be gone before a
		 * sample names it: /proc once more, now that the kernel reports
		 * every new task (the writer keeps only changed names). */
		if (lv->task_events) {
			struct rename rn = { s, c };

			if (live_tasks(NULL, rename_task, &rn) < 0)
				return 0;	/* the consumer stopped */
		}
	}
	return readers_run(&lv->rs, c);
}

static void live_close(struct source *s)
{
	struct live *lv = s->priv;

	if (lv->lpar_started) {
		__atomic_store_n(&lv->lpar_stop, true, __ATOMIC_RELEASE);
		pthread_join(lv->lpar_thr, NULL);
	}
	source_lpar_free(lv->src.lpar_live);
	live_hotplug_stop(&lv->hp);	/* before the readers it posts to */
	free(lv->hp_want);
	free(lv->hp_traced);
	free(lv->hp_owner);
	/* The DTL events are disabled first (live_dtl_close): the readers'
	 * rings are unmapped only after that. */
	live_dtl_enable(&lv->d, false);
	readers_stop(&lv->rs);
	if (lv->d.reopen_failures)
		fprintf(stderr, "dtltop: %llu vpa_dtl event(s) could not be opened again after an AUX "
			"overrun: DTL of their CPUs stopped there\n",
			(unsigned long long)lv->d.reopen_failures);
	live_dtl_lost_note(&lv->d);
	live_dtl_close(&lv->d);
	live_debugfs_close(&lv->g);
	live_stats_close(&lv->st);
	for (unsigned k = 0; k < lv->rs.nrd; k++) {
		struct reader *r = &lv->rs.rd[k];

		if (r->evlist) {
			perf_evlist__disable(r->evlist);
			perf_evlist__munmap(r->evlist);
			perf_evlist__close(r->evlist);
			/* libperf 6.1's perf_evsel__delete forgets the evsel's
			 * references to the maps; empty maps drop them first
			 * (harmless where delete does it itself). */
			perf_evlist__set_maps(r->evlist, NULL, NULL);
			perf_evlist__delete(r->evlist);
		}
		tp_decoder_free(r->tp);
	}
	readers_free(&lv->rs);
	for (unsigned k = 0; k < LIVE_READERS_MAX; k++)
		perf_cpu_map__put(lv->rcpus[k]);
	free(lv->blob);
	free(lv->src.info.core_of);
	free(lv->src.info.chip_of);
	free(lv);
}

/* The interactive view's quit: live_run returns within one idle nap. */
static void live_stop(struct source *s)
{
	struct live *lv = s->priv;

	readers_halt(&lv->rs);
}

static const struct source_ops live_ops = {
	.name = "live",
	.record_setup = live_record_setup,
	.run = live_run,
	.close = live_close,
	.stop = live_stop,
};
