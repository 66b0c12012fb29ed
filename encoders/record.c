// SPDX-License-Identifier: GPL-2.0-only
/* record.c: -o FILE, the session written back as perf.data. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "dtl-lap.h"
#include "version.h"
#include "lparcfg-encode.h"
#include "mmap-size.h"
#include "perf-writer.h"
#include "record.h"

#define AUX_CHUNK   (64u << 10)	/* a CPU's DTL bytes per AUXTRACE buffer, at most */
#define ROUND_EVERY 16384	/* events between FINISHED_ROUNDs */
/* The sample fields perf record -a -e TRACEPOINT sets (perf evlist -v):
 * IP and PERIOD too, which perf script's default fields need. */
#define FILE_SAMPLE_TYPE (PERF_SAMPLE_IP | PERF_SAMPLE_PERIOD)
/* Where no kallsyms says: the ppc64 kernel's linear map start. */
#define KTEXT_DEFAULT_START 0xc000000000000000ull
#define KTEXT_DEFAULT_LEN   0x2000000ull

/* One CPU's DTL stream as it goes into the file: laid out as the driver
 * lays out its AUX area (dtl-lap.h), header, slots and each lap's padding,
 * so that replay frames it as it frames perf's recordings. Its buffers are
 * cut by size, not by lap: some span a lap's end, as perf's do. */
struct rec_cpu {
	uint8_t *buf;
	size_t len;
	uint64_t offset;	/* stream offset of buf[0] */
	bool header_done;
};

/* A thread perf has a name for: tid + 1 (0: an empty slot), the name. */
struct rec_name {
	uint32_t key;
	char comm[TASK_COMM_LEN];
};

struct recorder {
	struct perf_writer *w;
	int fd;
	struct record_setup rs;
	int tp_ev[RECORD_MAX_TPS];	/* writer event index per tracepoint */
	int dtl_ev;
	struct rec_cpu *cpu;
	struct dtl_lap lap;
	uint64_t since_round;
	/* Threads perf already has a name for (a COMM record was written):
	 * open addressing, tid + 1 so that 0 is an empty slot. */
	struct rec_name *named;
	size_t named_cap, named_n;
	int failed;			/* errno of the first failure */
	char *path;
};

static int open_target(const char *path, bool force, char *err, size_t errlen)
{
	struct stat st;
	int fd;

	if (!strcmp(path, "-")) {
		snprintf(err, errlen, "-o -: standard output carries the snapshots; name a file");
		return -1;
	}
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	if (fd >= 0 || errno != EEXIST)
		goto out;
	if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
		snprintf(err, errlen, "%s is a symbolic link: not writing through it", path);
		return -1;
	}
	if (!force) {
		snprintf(err, errlen, "%s exists: keeping it (--force replaces it)", path);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "%s exists and is not a regular file", path);
		return -1;
	}
	fd = open(path, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
out:
	if (fd < 0)
		snprintf(err, errlen, "cannot create %s: %s", path, strerror(errno));
	return fd;
}

/* Events stamped with CLOCK_MONOTONIC (the source's clock tied exactly to
 * CLOCK_REALTIME, source_wall_clock) say so as perf record -k monotonic
 * does: use_clockid in their attrs, CLOCKID and CLOCK_DATA features. */
static bool on_monotonic(const struct source_info *in)
{
	return in->clock.q == WC_EXACT;
}

static void base_attr(struct perf_event_attr *a, uint32_t type, uint64_t config,
		      uint64_t sample_type, bool mono)
{
	pw_attr_init(a, type, config, sample_type, PERF_FORMAT_ID);
	a->disabled = 1;
	a->use_clockid = mono;
	a->clockid = mono ? CLOCK_MONOTONIC : 0;
}

/* CLOCK_DATA as perf's record__init_clock: the wall time and the clock's
 * time of one moment, the start; wall from the source's offset. */
static int add_clock(struct recorder *r, const struct source_info *in)
{
	struct timespec now, res;
	uint64_t ns;

	if (!on_monotonic(in))
		return 0;
	if (clock_gettime(CLOCK_MONOTONIC, &now) || clock_getres(CLOCK_MONOTONIC, &res))
		return 0;
	ns = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
	return pw_set_clock(r->w, CLOCK_MONOTONIC,
			    (uint64_t)res.tv_sec * 1000000000u + (uint64_t)res.tv_nsec,
			    (uint64_t)((int64_t)ns + in->clock.offset_ns), ns);
}

static int add_events(struct recorder *r, const struct source_info *in)
{
	bool mono = on_monotonic(in);
	struct perf_event_attr a;
	char name[64];

	for (unsigned i = 0; i < r->rs.ntps; i++) {
		base_attr(&a, PERF_TYPE_TRACEPOINT, (uint64_t)r->rs.tp_ids[i],
			  r->rs.sample_type | FILE_SAMPLE_TYPE, mono);
		if ((r->tp_ev[i] = pw_add_cpu_event(r->w, &a, r->rs.tp_names[i], r->rs.ncpus)) < 0)
			return -1;
	}
	if (!r->rs.dtl)
		return 0;
	base_attr(&a, r->rs.dtl_pmu_type, r->rs.dtl_config,
		  (r->rs.sample_type | FILE_SAMPLE_TYPE) & ~(uint64_t)PERF_SAMPLE_RAW, mono);
	a.sample_period = r->rs.poll_ns;
	snprintf(name, sizeof(name), "vpa_dtl/%s/", r->rs.dtl_config == 7 ? "dtl_all" :
		 r->rs.dtl_config == 1 ? "dtl_cede" : r->rs.dtl_config == 2 ? "dtl_preempt" :
		 r->rs.dtl_config == 4 ? "dtl_fault" : "config=custom");
	r->dtl_ev = pw_add_cpu_event(r->w, &a, name, r->rs.ncpus);
	return r->dtl_ev < 0 ? -1 : 0;
}

/* dtltop's command line; when it gives no -m and the AUX area is not
 * perf record's default (the simulator's past 1024 vCPUs), "-m ,SIZE"
 * after it, as perf record's own command line would say: replay frames
 * the DTL stream in laps of that size (replay-lap.c). */
static int set_cmdline(struct recorder *r)
{
	const struct record_setup *rs = &r->rs;
	struct mmap_sizes m;
	const char **argv;
	char size[32];
	int ret;

	if (!rs->dtl || !rs->aux_size || rs->aux_size == DTL_AUX_DEFAULT ||
	    mmap_sizes_from_argv(rs->argc, (const char *const *)rs->argv, 65536, &m) != 0)
		return pw_set_cmdline(r->w, rs->argc, (const char *const *)rs->argv);
	argv = malloc(((size_t)rs->argc + 2) * sizeof(*argv));
	if (!argv)
		return -1;
	memcpy(argv, rs->argv, (size_t)rs->argc * sizeof(*argv));
	snprintf(size, sizeof(size), ",%lluK", (unsigned long long)(rs->aux_size >> 10));
	argv[rs->argc] = "-m";
	argv[rs->argc + 1] = size;
	ret = pw_set_cmdline(r->w, rs->argc + 2, argv);
	free(argv);
	return ret;
}

static int add_features(struct recorder *r, const struct source_info *in)
{
	int e = 0;

	e |= pw_set_string(r->w, PW_FEAT_HOSTNAME, in->hostname);
	e |= pw_set_string(r->w, PW_FEAT_OSRELEASE, in->osrelease);
	e |= pw_set_string(r->w, PW_FEAT_VERSION, "dtltop " DTLTOP_VERSION);
	e |= pw_set_string(r->w, PW_FEAT_ARCH, in->arch);
	if (in->cpudesc[0])
		e |= pw_set_string(r->w, PW_FEAT_CPUDESC, in->cpudesc);
	e |= pw_set_nrcpus(r->w, in->nr_cpus_avail, in->nr_cpus_online);
	if (in->core_of && in->nr_cpus_avail)	/* so the replay groups the same cores */
		e |= pw_set_cpu_cores(r->w, in->core_of, in->ncore_of);
	else if (in->smt && in->nr_cpus_avail)
		e |= pw_set_cpu_topology(r->w, in->smt);
	if (r->rs.argc)
		e |= set_cmdline(r);
	e |= pw_add_pmu(r->w, PERF_TYPE_SOFTWARE, "software");
	e |= pw_add_pmu(r->w, PERF_TYPE_TRACEPOINT, "tracepoint");
	if (r->rs.dtl)
		e |= pw_add_pmu(r->w, r->rs.dtl_pmu_type, "vpa_dtl");
	if (r->rs.tracing_len)
		e |= pw_set_tracing_data(r->w, r->rs.tracing, r->rs.tracing_len);
	return e ? -1 : 0;
}

/* The name perf has for tid, as the last COMM record said: a slot in the
 * table, added (empty name) if new; NULL without memory. */
static struct rec_name *name_slot(struct recorder *r, int32_t tid)
{
	uint32_t key = (uint32_t)tid + 1;
	size_t i, mask;

	if (r->named_n * 2 >= r->named_cap) {
		size_t cap = r->named_cap ? r->named_cap * 2 : 1024;
		struct rec_name *t = calloc(cap, sizeof(*t)), *old = r->named;

		if (!t)
			return NULL;
		for (size_t j = 0; j < r->named_cap; j++) {
			if (!old[j].key)
				continue;
			for (i = old[j].key * 2654435761u & (cap - 1); t[i].key; i = (i + 1) & (cap - 1))
				;
			t[i] = old[j];
		}
		free(old);
		r->named = t;
		r->named_cap = cap;
	}
	mask = r->named_cap - 1;
	for (i = key * 2654435761u & mask; r->named[i].key; i = (i + 1) & mask)
		if (r->named[i].key == key)
			return &r->named[i];
	r->named[i].key = key;
	r->named_n++;
	return &r->named[i];
}

/* Whether perf's name for tid must change to comm (no COMM yet, or another
 * name: an exec, or a kworker whose /proc name carried its workqueue);
 * records comm as its name if so. */
static bool renamed(struct recorder *r, int32_t tid, const char *comm)
{
	struct rec_name *n = name_slot(r, tid);

	if (!n || !strncmp(n->comm, comm, TASK_COMM_LEN - 1))
		return false;	/* no memory: no more names, still a file */
	snprintf(n->comm, sizeof(n->comm), "%.*s", TASK_COMM_LEN - 1, comm);
	return true;
}

/* A task that existed at the start, as perf synthesizes it: FORK from its
 * parent, then COMM; the sample_id trailer is empty (time 0), as perf's. */
static int put_task(void *ctx, int32_t pid, int32_t tid, int32_t ppid, const char *comm)
{
	struct recorder *r = ctx;
	char c[TASK_COMM_LEN];

	if (tid <= 0 || !renamed(r, tid, comm))
		return 0;
	if (tid != pid)		/* a thread: its parent is its process, as perf says */
		ppid = pid;
	if (pw_fork(r->w, 0, (uint32_t)pid, (uint32_t)ppid, (uint32_t)tid, (uint32_t)ppid, 0,
		    NULL) < 0)
		return -1;
	/* The kernel's TASK_COMM_LEN, as in the samples' payloads: /proc
	 * gives kworkers longer names (their workqueue). */
	snprintf(c, sizeof(c), "%s", comm);
	return pw_comm(r->w, 0, (uint32_t)pid, (uint32_t)tid, c, NULL);
}

/* A task's mapping (the simulator's, a replay's MMAP/MMAP2), as an MMAP2
 * perf record synthesized: what names its user srr0 when read back. The
 * event does not say the protection: r-x, what a symbol needs. The
 * kernel's (pid -1) is the recorder's own (synthesize). */
static int put_mmap(struct recorder *r, const struct event *ev)
{
	char path[4096];
	size_t n = ev->tp.raw ? ev->tp.raw_size : 0;
	struct pw_mmap2 m = {
		.pid = (uint32_t)ev->mmap.pid, .tid = (uint32_t)ev->mmap.tid,
		.start = ev->mmap.start, .len = ev->mmap.len, .pgoff = ev->mmap.pgoff,
		.prot = 5, .flags = 2,	/* PROT_READ|PROT_EXEC, MAP_PRIVATE */
		.filename = path,
	};

	if (ev->mmap.pid < 0 || !n)
		return 0;
	if (n >= sizeof(path))
		n = sizeof(path) - 1;
	memcpy(path, ev->tp.raw, n);
	path[n] = '\0';
	return pw_mmap2(r->w, 0, PERF_RECORD_MISC_USER, &m, NULL);
}

/* ID_INDEX, the thread and CPU maps, the kernel MMAP and the tasks,
 * before any sample, as perf record writes them. */
static int synthesize(struct recorder *r)
{
	uint64_t start = r->rs.ktext_start, end = r->rs.ktext_end;

	if (!r->rs.ntps && !r->rs.dtl)
		return 0;
	if (!start || end <= start) {
		start = KTEXT_DEFAULT_START;
		end = start + KTEXT_DEFAULT_LEN;
	}
	if (pw_id_index(r->w) < 0 || pw_thread_cpu_maps(r->w, r->rs.ncpus) < 0)
		return -1;
	if (pw_mmap(r->w, 0, PERF_RECORD_MISC_KERNEL, UINT32_MAX, 0, start, end - start, start,
		    "[kernel.kallsyms]_text", NULL) < 0)
		return -1;
	return r->rs.tasks ? r->rs.tasks(r->rs.tasks_arg, put_task, r) : 0;
}

static int start(struct recorder *r, const struct source_info *in)
{
	if (add_events(r, in) < 0 || add_features(r, in) < 0 || add_clock(r, in) < 0 ||
	    pw_start(r->w) < 0)
		return -1;
	if (r->rs.dtl && lparcfg_auxtrace_info(r->w, &in->lpar) < 0)
		return -1;
	if (synthesize(r) < 0)
		return -1;
	return pw_finished_init(r->w);
}

struct recorder *recorder_open(const char *path, bool force, const struct source_info *in,
			       const struct record_setup *rs, char *err, size_t errlen)
{
	struct pw_opts o = { .attr_size = PW_ATTR_SIZE_VER7 };	/* perf 6.1 reads it */
	struct recorder *r;

	if (rs->ntps > RECORD_MAX_TPS || !rs->ncpus) {
		snprintf(err, errlen, "%s: nothing to record", path);
		return NULL;
	}
	r = calloc(1, sizeof(*r));
	if (!r || !(r->cpu = calloc(rs->ncpus, sizeof(*r->cpu)))) {
		free(r);
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	r->rs = *rs;
	r->fd = -1;
	if (!(r->path = strdup(path))) {
		snprintf(err, errlen, "out of memory");
		recorder_close(r, NULL, 0);
		return NULL;
	}
	if (!dtl_lap_init(&r->lap, rs->aux_size ? rs->aux_size : DTL_AUX_DEFAULT)) {
		snprintf(err, errlen, "%s: an AUX size of %llu bytes cannot be recorded", path,
			 (unsigned long long)rs->aux_size);
		recorder_close(r, NULL, 0);
		return NULL;
	}
	r->fd = open_target(path, force, err, errlen);
	if (r->fd < 0) {
		recorder_close(r, NULL, 0);
		return NULL;
	}
	r->w = pw_fdopen(r->fd, &o);
	if (!r->w || start(r, in) < 0) {
		snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno ? errno : EIO));
		recorder_close(r, NULL, 0);
		return NULL;
	}
	return r;
}

static int tp_index(const struct recorder *r, int tep_id)
{
	for (unsigned i = 0; i < r->rs.ntps; i++)
		if (r->rs.tp_ids[i] == tep_id)
			return (int)i;
	return -1;
}

static struct pw_sample sid_of(const struct event *ev, int k, int32_t pid)
{
	return (struct pw_sample){ .pid = (uint32_t)pid, .tid = (uint32_t)pid,
				   .time = ev->time, .cpu = ev->cpu,
				   .id = pw_cpu_id(k, ev->cpu) };
}

/* A task that appeared after the start, or whose name changed: its COMM
 * (what perf's comm tracking would have recorded) just before the sample
 * that names it. */
static int name_task(struct recorder *r, const struct event *ev, int32_t pid, int32_t tid,
		     const char *comm)
{
	struct pw_sample sid = sid_of(ev, 0, pid);
	char c[TASK_COMM_LEN + 1];

	/* pid 0: the idle tasks, which perf calls swapper whatever they say */
	if (tid <= 0 || !renamed(r, tid, comm))
		return 0;
	memcpy(c, comm, TASK_COMM_LEN);
	c[TASK_COMM_LEN] = 0;
	sid.tid = (uint32_t)tid;
	return pw_comm(r->w, 0, (uint32_t)pid, (uint32_t)tid, c, &sid);
}

static int put_sample(struct recorder *r, const struct event *ev)
{
	int i = tp_index(r, ev->tp.tep_id);
	struct pw_sample s;

	if (i < 0 || !ev->tp.raw)
		return 0;	/* an event the file has no attr for: skipped */
	if (ev->kind == EV_SCHED_SWITCH) {
		if (name_task(r, ev, ev->tp.pid, ev->sw.prev_pid, ev->sw.prev_comm) < 0 ||
		    name_task(r, ev, ev->sw.next_pid, ev->sw.next_pid, ev->sw.next_comm) < 0)
			return -1;
	} else if (ev->kind == EV_SCHED_WAKEUP) {
		if (name_task(r, ev, ev->wk.pid, ev->wk.pid, ev->wk.comm) < 0)
			return -1;
	}
	if (r->rs.task_comm && ev->tp.tid > 0) {
		struct rec_name *n = name_slot(r, ev->tp.tid);
		char comm[TASK_COMM_LEN];

		if (n && !n->comm[0] && r->rs.task_comm(r->rs.tasks_arg, ev->tp.pid, ev->tp.tid, comm) &&
		    name_task(r, ev, ev->tp.pid, ev->tp.tid, comm) < 0)
			return -1;
	}
	s = sid_of(ev, i, ev->tp.pid);
	s.misc = PERF_RECORD_MISC_KERNEL;	/* ip unknown (0): perf says [unknown] */
	s.tid = (uint32_t)ev->tp.tid;
	s.period = 1;
	s.raw = ev->tp.raw;
	s.raw_size = ev->tp.raw_size;
	return pw_sample(r->w, r->tp_ev[i], &s);
}

/* The kernel's COMM (exec, prctl) as it recorded it, the task's name
 * from its time on. */
static int put_comm(struct recorder *r, const struct event *ev)
{
	struct pw_sample sid = sid_of(ev, 0, ev->comm.pid);
	char c[TASK_COMM_LEN + 1];

	if (ev->comm.tid <= 0)
		return 0;
	memcpy(c, ev->comm.comm, TASK_COMM_LEN);
	c[TASK_COMM_LEN] = 0;
	renamed(r, ev->comm.tid, c);
	sid.tid = (uint32_t)ev->comm.tid;
	return pw_comm(r->w, 0, (uint32_t)ev->comm.pid, (uint32_t)ev->comm.tid, c, &sid);
}

/* The kernel's FORK: perf names the child after its parent until its own
 * COMM, and so does the table, so that a payload or /proc still names a
 * child whose parent perf has no name for. The trailer is the parent's,
 * which was running. */
static int put_fork(struct recorder *r, const struct event *ev)
{
	const struct ev_fork *f = &ev->fork;
	struct pw_sample sid = sid_of(ev, 0, f->ppid);
	struct rec_name *n;
	char comm[TASK_COMM_LEN] = "";

	if (f->tid <= 0)
		return 0;
	if (f->ptid > 0 && (n = name_slot(r, f->ptid)))
		memcpy(comm, n->comm, sizeof(comm));
	if ((n = name_slot(r, f->tid)))	/* a tid used again: the old name goes */
		memcpy(n->comm, comm, sizeof(comm));
	sid.tid = (uint32_t)f->ptid;
	return pw_fork(r->w, 0, (uint32_t)f->pid, (uint32_t)f->ppid, (uint32_t)f->tid,
		       (uint32_t)f->ptid, ev->time, &sid);
}

static int flush_cpu(struct recorder *r, uint32_t cpu)
{
	struct rec_cpu *c = &r->cpu[cpu];
	int ret;

	if (!c->len)
		return 0;
	ret = pw_auxtrace_cpu(r->w, cpu, c->offset, c->buf, c->len, NULL, 0);
	c->offset += c->len;
	c->len = 0;
	return ret;
}

static int put_dtl(struct recorder *r, const struct event *ev)
{
	struct rec_cpu *c = &r->cpu[ev->cpu];
	uint64_t at, pad;

	if (!c->buf && !(c->buf = malloc(AUX_CHUNK)))
		return -1;
	if (!c->header_done) {
		struct dtl_boottb tb = { 0, ev->dtl.tb_freq };
		uint64_t hdr[6] = { 0 };

		if (r->rs.boottb)
			r->rs.boottb(r->rs.boottb_arg, ev->cpu, &tb);
		hdr[0] = tb.boot_tb;
		hdr[1] = tb.tb_freq;
		memcpy(c->buf, hdr, sizeof(hdr));
		c->len = sizeof(hdr);
		c->header_done = true;
	}
	/* The next slot: past the lap's padding, which goes in as zeros. */
	at = dtl_lap_slot_at(&r->lap, c->offset + c->len);
	pad = at - (c->offset + c->len);
	if (c->len + pad + DTL_ENTRY_SIZE > AUX_CHUNK) {
		if (flush_cpu(r, ev->cpu) < 0)
			return -1;
		c->offset = at;		/* the padding stays out of the file */
		pad = 0;
	}
	memset(c->buf + c->len, 0, (size_t)pad);
	c->len += (size_t)pad;
	dtl_encode_entry(c->buf + c->len, &ev->dtl.e);
	c->len += DTL_ENTRY_SIZE;
	return 0;
}

int recorder_event(struct recorder *r, const struct event *ev)
{
	struct pw_sample sid;
	int ret = 0;

	if (r->failed)
		return -1;
	if (ev->cpu >= r->rs.ncpus)
		return 0;
	switch (ev->kind) {
	case EV_SCHED_SWITCH:
	case EV_SCHED_WAKEUP:
	case EV_SCHED_OTHER:
		ret = put_sample(r, ev);
		break;
	case EV_COMM:
		ret = put_comm(r, ev);
		break;
	case EV_FORK:
		ret = put_fork(r, ev);
		break;
	case EV_MMAP:
		ret = put_mmap(r, ev);
		break;
	case EV_DTL:
		ret = r->rs.dtl ? put_dtl(r, ev) : 0;
		break;
	case EV_AUX:
		if (!r->rs.dtl)
			break;
		/* The entries of this poll are all older than it: out now. */
		sid = sid_of(ev, (int)r->rs.ntps, -1);
		ret = flush_cpu(r, ev->cpu);
		if (!ret)
			ret = pw_aux(r->w, r->dtl_ev, ev->aux.aux_offset, ev->aux.aux_size,
				     ev->aux.flags, &sid);
		break;
	case EV_LOST:
		sid = sid_of(ev, 0, -1);
		ret = pw_lost(r->w, r->tp_ev[0], sid.id, ev->lost.lost, &sid);
		break;
	case EV_OVERRUN:
		/* The AUX area was full and data was lost: what the kernel
		 * says with PERF_AUX_FLAG_TRUNCATED, in an empty commit. */
		if (!r->rs.dtl)
			break;
		sid = sid_of(ev, (int)r->rs.ntps, -1);
		ret = pw_aux(r->w, r->dtl_ev, 0, 0, PERF_AUX_FLAG_TRUNCATED, &sid);
		break;
	default:
		break;
	}
	/* Written in time order: any round boundary is a safe one, once the
	 * DTL entries delivered so far are in the file too (they wait for
	 * their poll's AUX record, which may come late, e.g. at the start). */
	if (!ret && ++r->since_round >= ROUND_EVERY) {
		r->since_round = 0;
		for (uint32_t c = 0; c < r->rs.ncpus && !ret; c++)
			ret = flush_cpu(r, c);
		if (!ret)
			ret = pw_finished_round(r->w);
	}
	if (ret)
		r->failed = errno ? errno : EIO;
	return ret ? -1 : 0;
}

uint64_t recorder_bytes(const struct recorder *r)
{
	return r->w ? pw_offset(r->w) : 0;
}

bool recorder_failed(const struct recorder *r)
{
	return r->failed != 0;
}

static void write_error(const struct recorder *r, int e, char *err, size_t errlen)
{
	snprintf(err, errlen, "%s: writing the recording failed: %s", r->path,
		 strerror(e ? e : EIO));
}

void recorder_error(const struct recorder *r, char *err, size_t errlen)
{
	write_error(r, r->failed, err, errlen);
}

int recorder_close(struct recorder *r, char *err, size_t errlen)
{
	int ret = r->failed ? -1 : 0, e = r->failed;

	if (r->w) {
		for (uint32_t c = 0; c < r->rs.ncpus && !ret; c++)
			if (flush_cpu(r, c) < 0) {
				ret = -1;
				e = errno;
			}
		if (pw_close(r->w) < 0 && !ret) {
			ret = -1;
			e = errno;
		}
	}
	if (r->fd >= 0 && close(r->fd) < 0 && !ret) {
		ret = -1;
		e = errno;
	}
	if (ret && err)
		write_error(r, e, err, errlen);
	for (uint32_t c = 0; r->cpu && c < r->rs.ncpus; c++)
		free(r->cpu[c].buf);
	free(r->cpu);
	free(r->named);
	free(r->path);
	free(r);
	return ret;
}
