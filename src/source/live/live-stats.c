// SPDX-License-Identifier: GPL-2.0-only
/* live-stats.c: /proc/powerpc/vcpudispatch_stats as a source of dispatch
 * counts (live-stats.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dispatch-stats.h"
#include "live-debugfs.h"
#include "live-stats.h"
#include "signals.h"

#define STATS_MIN_POLL_NS 100000000ull	/* the kernel counts at 50 Hz */
#define STATS_TEXT_MAX    (1u << 22)	/* 4 MiB: ~60 bytes a CPU */

static int stats_fd = -1;
static char stats_old[2];	/* "0" or "1" as found */
static bool stats_armed;	/* __atomic: something to put back */
static bool stats_hooked;

void live_stats_restore(void)
{
	int fd = __atomic_load_n(&stats_fd, __ATOMIC_ACQUIRE);

	if (fd >= 0 && __atomic_load_n(&stats_armed, __ATOMIC_ACQUIRE) &&
	    live_ctl_put(fd, stats_old, 1))
		__atomic_store_n(&stats_armed, false, __ATOMIC_RELEASE);
}

static void stats_at_exit(void)
{
	live_stats_restore();
}

/* SIGKILL (the OOM killer, systemd's final kill) runs no code of ours, and
 * the setting is global: a guardian child, forked once the file is open,
 * puts it back when its pipe from us ends without a word (we died). A
 * clean close says "done" first. It holds nothing else that matters
 * (stats mode opens no vpa_dtl event whose mapping a late exit would
 * drop), ignores the signals a terminal or a service stop sends to the
 * whole group, and ends with us. */
static pid_t guard_pid = -1;
static int guard_wfd = -1;

/* close_range(2) where the kernel has it (5.9); one by one up to the
 * open-file limit where not (glibc < 2.34 lacks the wrapper too). */
static void close_fds(unsigned lo, unsigned hi)
{
	struct rlimit rl;

#ifdef SYS_close_range
	if (syscall(SYS_close_range, lo, hi, 0) == 0)
		return;
#endif
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur <= hi)
		hi = rl.rlim_cur ? (unsigned)rl.rlim_cur - 1 : 0;
	for (unsigned fd = lo; fd <= hi && fd < (1u << 20); fd++)
		close((int)fd);
}

static void close_others(int keep_a, int keep_b)
{
	int lo = keep_a < keep_b ? keep_a : keep_b, hi = keep_a < keep_b ? keep_b : keep_a;

	if (lo > 3)
		close_fds(3, (unsigned)lo - 1);
	if (hi > lo + 1)
		close_fds((unsigned)lo + 1, (unsigned)hi - 1);
	close_fds((unsigned)hi + 1, ~0u);
}

static void guard_main(int rfd, int fd)
{
	sigset_t all;
	char c;
	ssize_t n;

	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, NULL);
	close_others(rfd, fd);
	do
		n = read(rfd, &c, 1);
	while (n < 0 && errno == EINTR);
	if (n <= 0)	/* no "done": the session died */
		(void)live_ctl_put(fd, stats_old, 1);
	_exit(0);
}

static void guard_start(int fd)
{
	int p[2];
	pid_t pid;

	if (guard_pid > 0 || pipe2(p, O_CLOEXEC) < 0)
		return;
	pid = fork();
	if (pid == 0)
		guard_main(p[0], fd);
	close(p[0]);
	if (pid < 0) {
		close(p[1]);
		return;		/* the exit and crash hooks still put it back */
	}
	guard_pid = pid;
	guard_wfd = p[1];
}

static void guard_stop(void)
{
	if (guard_pid <= 0)
		return;
	if (write(guard_wfd, "x", 1) < 0) {
		/* it is gone already: nothing to tell */
	}
	close(guard_wfd);
	while (waitpid(guard_pid, NULL, 0) < 0 && errno == EINTR)
		;
	guard_pid = -1;
	guard_wfd = -1;
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* The whole file (seq_file: read from 0 until 0). NULL on error. */
static char *slurp(int fd)
{
	size_t cap = 4096, len = 0;
	char *buf = malloc(cap);

	while (buf) {
		ssize_t n = pread(fd, buf + len, cap - len - 1, (off_t)len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (n == 0) {
			buf[len] = '\0';
			return buf;
		}
		len += (size_t)n;
		if (len + 1 == cap) {
			char *nb = cap < STATS_TEXT_MAX ? realloc(buf, cap * 2) : NULL;

			if (!nb)
				break;
			buf = nb;
			cap *= 2;
		}
	}
	free(buf);
	return NULL;
}

static uint32_t sat(uint64_t v)
{
	return v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

/* Each CPU's counters against the last read: an EV_DISPATCH_STATS of the
 * difference. Found enabled, the first read of a CPU is its base (counts
 * from before the session are not this session's); a counter that went back
 * (disabled and enabled again elsewhere) starts a new base. */
static size_t stats_read(struct dtl_chan *ch, void *arg, bool force, bool *behind)
{
	struct live_stats *s = arg;
	uint64_t now = now_ns();
	size_t n = 0;
	char *text, *line, *save = NULL;

	(void)behind;
	if (!force && now - s->last_read < s->poll_ns)
		return 0;
	s->last_read = now;
	text = slurp(s->fd);
	if (!text)
		return 0;
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		uint64_t v[DISPATCH_STATS_FIELDS], *p;
		uint32_t cpu;
		struct event ev;
		bool back = false;

		if (dispatch_stats_line(line, &cpu, v) < 0 || cpu >= s->ncpu ||
		    !__atomic_load_n(&s->traced[cpu], __ATOMIC_RELAXED))
			continue;
		p = &s->prev[(size_t)cpu * DISPATCH_STATS_FIELDS];
		for (int i = 0; i < DISPATCH_STATS_FIELDS; i++)
			back |= v[i] < p[i];
		if (!s->seen[cpu] || back) {
			memcpy(p, v, sizeof(v));
			s->seen[cpu] = true;
			continue;
		}
		if (v[0] == p[0])
			continue;
		memset(&ev, 0, sizeof(ev));
		ev.kind = EV_DISPATCH_STATS;
		ev.time = now;
		ev.cpu = cpu;
		ev.ds = (struct ev_dispatch_stats){
			sat(v[0] - p[0]), sat(v[1] - p[1]), sat(v[2] - p[2]), sat(v[3] - p[3]),
			sat(v[4] - p[4]), sat(v[5] - p[5]), sat(v[6] - p[6]), sat(v[7] - p[7]),
		};
		if (!ch->dtl.emit(ch->dtl.arg, &ev))
			break;		/* the queue is full: the rest next read */
		memcpy(p, v, sizeof(v));
		n++;
	}
	free(text);
	return n;
}

int live_stats_open(struct live_stats *s, uint32_t ncpu, uint64_t poll_ns, char *err,
		    size_t errlen, int *e)
{
	char path[512];
	char *text;
	int fd;

	memset(s, 0, sizeof(*s));
	s->fd = -1;
	*e = 0;
	snprintf(path, sizeof(path), "%s/powerpc/vcpudispatch_stats", live_procfs_root());
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0) {
		*e = errno;
		snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
		return -1;
	}
	s->fd = fd;
	text = slurp(fd);
	if (!text) {
		*e = errno ? errno : EIO;
		snprintf(err, errlen, "cannot read %s", path);
		return -1;
	}
	stats_old[0] = dispatch_stats_off(text) ? '0' : '1';
	free(text);
	s->ncpu = ncpu;
	s->prev = calloc((size_t)ncpu * DISPATCH_STATS_FIELDS, sizeof(*s->prev));
	s->seen = calloc(ncpu, sizeof(*s->seen));
	s->traced = calloc(ncpu, sizeof(*s->traced));
	/* Enabled by us: its counts start at zero with the session. Found
	 * enabled: the first read is the base. */
	for (uint32_t c = 0; s->seen && stats_old[0] == '0' && c < ncpu; c++)
		s->seen[c] = true;
	if (!s->prev || !s->seen || !s->traced) {
		*e = ENOMEM;
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	__atomic_store_n(&stats_fd, fd, __ATOMIC_RELEASE);
	__atomic_store_n(&stats_armed, true, __ATOMIC_RELEASE);
	if (!stats_hooked) {
		stats_hooked = true;
		signals_add_crash_hook(live_stats_restore);
		atexit(stats_at_exit);
	}
	guard_start(fd);
	if (!live_ctl_put(fd, "1", 1)) {
		*e = errno;
		if (errno == EBUSY)
			snprintf(err, errlen, "%s: busy: vpa_dtl (perf record -e vpa_dtl, a dtltop "
				 "using it) or a reader of debugfs powerpc/dtl holds the DTL", path);
		else
			snprintf(err, errlen, "cannot enable %s: %s", path, strerror(errno));
		return -1;
	}
	s->poll_ns = poll_ns > STATS_MIN_POLL_NS ? poll_ns : STATS_MIN_POLL_NS;
	s->ch.cpu = 0;
	s->ch.aux.size = 4096;	/* a lap for the unused stream: readers_add_chan checks it */
	s->ch.read = stats_read;
	s->ch.read_arg = s;
	s->open = true;
	return 0;
}

void live_stats_close(struct live_stats *s)
{
	int fd = __atomic_exchange_n(&stats_fd, -1, __ATOMIC_ACQ_REL);

	if (fd >= 0) {
		__atomic_store_n(&stats_fd, fd, __ATOMIC_RELEASE);
		live_stats_restore();
		__atomic_store_n(&stats_fd, -1, __ATOMIC_RELEASE);
	}
	guard_stop();
	if (s->fd >= 0)
		close(s->fd);
	free(s->prev);
	free(s->seen);
	free(s->traced);
	memset(s, 0, sizeof(*s));
	s->fd = -1;
}
