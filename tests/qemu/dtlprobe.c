// SPDX-License-Identifier: GPL-2.0-only
/* dtlprobe: small experiments on the vpa_dtl PMU, run in the QEMU guest.
 *
 *   dtlprobe open CPU       perf_event_open only; prints ok or the errno name
 *   dtlprobe reopen CPU     twice: open, map, enable, see data, disable,
 *                           unmap, close; says whether the second round
 *                           delivers entries
 *   dtlprobe reenable CPU   open, map, enable, see data, IOC_DISABLE,
 *                           IOC_ENABLE: what the driver's pmu->add does with
 *                           the buffer pmu->del freed
 *   dtlprobe overrun CPU    a one-page AUX area left unread until the perf
 *                           core disables the event, drained, IOC_ENABLE
 *   dtlprobe overrun-reopen CPU  the same overrun, then the recovery that
 *                           avoids IOC_ENABLE: IOC_DISABLE, unmap, close,
 *                           open + map + enable a new event
 *   dtlprobe hold CPU       open, map and enable a vpa_dtl event, print
 *                           "holding", keep it until SIGINT/SIGTERM
 *   dtlprobe debugfs NCPU OUT  the kernel's debugfs DTL interface
 *                           (powerpc/dtl/cpu-N, CPUs 0..NCPU-1): opens every
 *                           file (printing the errno name of a failure),
 *                           prints "reading", reads each every 5 ms into
 *                           OUT.cpuN until SIGINT/SIGTERM, then reads once
 *                           more and prints the entries read per CPU
 *   dtlprobe nocap PROG ARG...  runs PROG (still uid 0) without CAP_PERFMON
 *                           and CAP_SYS_ADMIN (dropped from the bounding set,
 *                           so exec does not grant them back)
 *
 * Every step is printed (and flushed) before it is taken, so a console log
 * ending in an Oops shows which one. Waits poll a condition with a bound. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <linux/perf_event.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

struct ev {
	int fd;
	void *map, *aux;
	size_t map_len, aux_len;
	struct perf_event_mmap_page *pg;
};

static void step(const char *fmt, const char *arg)
{
	printf("dtlprobe: ");
	printf(fmt, arg);
	printf("\n");
	fflush(stdout);
}

static const char *ename(int e)
{
	switch (e) {
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case EBUSY: return "EBUSY";
	case EINVAL: return "EINVAL";
	case ENOENT: return "ENOENT";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ENOMEM: return "ENOMEM";
	default: return strerror(e);
	}
}

static int pmu_type(void)
{
	FILE *f = fopen("/sys/bus/event_source/devices/vpa_dtl/type", "r");
	int t = -1;

	if (f) {
		if (fscanf(f, "%d", &t) != 1)
			t = -1;
		fclose(f);
	}
	return t;
}

static int ev_open(struct ev *e, int cpu)
{
	struct perf_event_attr a;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = (uint32_t)pmu_type();
	a.config = 7;			/* dtl_all */
	a.sample_period = 1000000;	/* 1 ms poll */
	a.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU;
	a.disabled = 1;
	e->fd = (int)syscall(SYS_perf_event_open, &a, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);
	return e->fd < 0 ? -errno : 0;
}

static int ev_map(struct ev *e, size_t aux_pages)
{
	long page = sysconf(_SC_PAGESIZE);

	e->map_len = (size_t)page * 9;
	e->map = mmap(NULL, e->map_len, PROT_READ | PROT_WRITE, MAP_SHARED, e->fd, 0);
	if (e->map == MAP_FAILED)
		return -errno;
	e->pg = e->map;
	e->aux_len = (size_t)page * aux_pages;
	e->pg->aux_offset = e->map_len;
	e->pg->aux_size = e->aux_len;
	e->aux = mmap(NULL, e->aux_len, PROT_READ | PROT_WRITE, MAP_SHARED, e->fd,
		      (off_t)e->map_len);
	return e->aux == MAP_FAILED ? -errno : 0;
}

static void ev_unmap_close(struct ev *e)
{
	munmap(e->aux, e->aux_len);
	munmap(e->map, e->map_len);
	close(e->fd);
}

static uint64_t aux_head(struct ev *e)
{
	return __atomic_load_n(&e->pg->aux_head, __ATOMIC_ACQUIRE);
}

static double now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Poll (1 ms naps) until aux_head passes `than`, at most `secs`. */
static int wait_head(struct ev *e, uint64_t than, double secs)
{
	double end = now_s() + secs;
	struct timespec nap = { 0, 1000000 };

	while (now_s() < end) {
		if (aux_head(e) > than)
			return 1;
		nanosleep(&nap, NULL);
	}
	return 0;
}

static void report(struct ev *e, const char *what)
{
	printf("dtlprobe: %s: aux_head=%llu aux_tail=%llu\n", what,
	       (unsigned long long)aux_head(e), (unsigned long long)e->pg->aux_tail);
	fflush(stdout);
}

/* Open, map, enable, wait for data, disable, unmap, close. 1: data came. */
static int round_trip(int cpu, const char *name)
{
	struct ev e;
	int r, got;

	step("%s: open + map", name);
	if ((r = ev_open(&e, cpu)) < 0 || (r = ev_map(&e, 16)) < 0) {
		printf("dtlprobe: %s: failed: %s\n", name, ename(-r));
		return -1;
	}
	step("%s: IOC_ENABLE", name);
	ioctl(e.fd, PERF_EVENT_IOC_ENABLE, 0);
	got = wait_head(&e, 0, 5);
	report(&e, got ? "data" : "no data within 5 s");
	step("%s: IOC_DISABLE, unmap, close", name);
	ioctl(e.fd, PERF_EVENT_IOC_DISABLE, 0);
	ev_unmap_close(&e);
	return got;
}

static volatile sig_atomic_t stop;

static void on_stop(int sig)
{
	(void)sig;
	stop = 1;
}

static void catch_stop(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

#define DEBUGFS_DTL "/sys/kernel/debug/powerpc/dtl"
#define MAX_CPUS 64

/* Read what each open file has (85 entries at most: the ring) into its
 * output; returns the entries read. */
static long debugfs_pass(int n, const int *fd, FILE **out)
{
	static char buf[85 * 48];
	long total = 0;

	for (int c = 0; c < n; c++) {
		ssize_t got = read(fd[c], buf, sizeof(buf));

		if (got < 0) {
			printf("dtlprobe: read cpu-%d: %s\n", c, ename(errno));
			fflush(stdout);
			continue;
		}
		if (got > 0)
			fwrite(buf, 1, (size_t)got, out[c]);
		total += got / 48;
	}
	return total;
}

static int debugfs_read(int n, const char *base)
{
	int fd[MAX_CPUS];
	FILE *out[MAX_CPUS];
	long per[MAX_CPUS] = { 0 };
	struct timespec nap = { 0, 5000000 };
	char path[256];
	int bad = 0;

	if (n < 1 || n > MAX_CPUS)
		return 2;
	catch_stop();
	for (int c = 0; c < n; c++) {
		snprintf(path, sizeof(path), DEBUGFS_DTL "/cpu-%d", c);
		fd[c] = open(path, O_RDONLY);
		if (fd[c] < 0) {
			printf("dtlprobe: open cpu-%d: %s\n", c, ename(errno));
			bad = 1;
			continue;
		}
		snprintf(path, sizeof(path), "%s.cpu%d", base, c);
		out[c] = fopen(path, "w");
		if (!out[c]) {
			perror(path);
			return 1;
		}
	}
	if (bad)
		return 1;
	printf("dtlprobe: reading\n");
	fflush(stdout);
	while (!stop) {
		debugfs_pass(n, fd, out);
		nanosleep(&nap, NULL);
	}
	debugfs_pass(n, fd, out);
	for (int c = 0; c < n; c++) {
		per[c] = ftell(out[c]) / 48;
		fclose(out[c]);
		close(fd[c]);
		printf("dtlprobe: debugfs cpu %d: %ld entries\n", c, per[c]);
	}
	fflush(stdout);
	return 0;
}

int main(int argc, char **argv)
{
	struct ev e;
	int cpu, r;

	if (argc >= 3 && !strcmp(argv[1], "nocap")) {
		if (prctl(PR_CAPBSET_DROP, 38 /* CAP_PERFMON */, 0, 0, 0) < 0 ||
		    prctl(PR_CAPBSET_DROP, 21 /* CAP_SYS_ADMIN */, 0, 0, 0) < 0) {
			perror("dtlprobe: PR_CAPBSET_DROP");
			return 1;
		}
		execv(argv[2], argv + 2);
		perror("dtlprobe: exec");
		return 127;
	}
	if (argc == 4 && !strcmp(argv[1], "debugfs"))
		return debugfs_read(atoi(argv[2]), argv[3]);
	if (argc != 3) {
		fprintf(stderr, "usage: dtlprobe open|reopen|reenable|overrun|overrun-reopen|hold CPU"
			" | debugfs NCPU OUT | nocap PROG ARG...\n");
		return 2;
	}
	cpu = atoi(argv[2]);
	if (pmu_type() < 0) {
		printf("dtlprobe: no vpa_dtl PMU\n");
		return 1;
	}
	if (!strcmp(argv[1], "open")) {
		r = ev_open(&e, cpu);
		printf("dtlprobe: open: %s\n", r < 0 ? ename(-r) : "ok");
		if (r == 0)
			close(e.fd);
		return r < 0;
	}
	if (!strcmp(argv[1], "hold")) {
		catch_stop();
		if ((r = ev_open(&e, cpu)) < 0 || (r = ev_map(&e, 16)) < 0) {
			printf("dtlprobe: hold: %s\n", ename(-r));
			return 1;
		}
		ioctl(e.fd, PERF_EVENT_IOC_ENABLE, 0);
		printf("dtlprobe: holding vpa_dtl on cpu %d\n", cpu);
		fflush(stdout);
		while (!stop)
			pause();
		ioctl(e.fd, PERF_EVENT_IOC_DISABLE, 0);
		ev_unmap_close(&e);
		return 0;
	}
	if (!strcmp(argv[1], "reopen")) {
		int a = round_trip(cpu, "round 1"), b = round_trip(cpu, "round 2");

		printf("dtlprobe: reopen: round 1 %s, round 2 %s\n", a > 0 ? "data" : "NO DATA",
		       b > 0 ? "data" : "NO DATA");
		return !(a > 0 && b > 0);
	}
	if (!strcmp(argv[1], "reenable") || !strncmp(argv[1], "overrun", 7)) {
		bool over = argv[1][0] == 'o', reopen = !strcmp(argv[1], "overrun-reopen");
		uint64_t h;

		step("%s: open + map", argv[1]);
		if ((r = ev_open(&e, cpu)) < 0 || (r = ev_map(&e, over ? 1 : 16)) < 0) {
			printf("dtlprobe: failed: %s\n", ename(-r));
			return 1;
		}
		step("%s: IOC_ENABLE", argv[1]);
		ioctl(e.fd, PERF_EVENT_IOC_ENABLE, 0);
		if (!wait_head(&e, 0, 5)) {
			report(&e, "no data within 5 s");
			return 1;
		}
		report(&e, "data");
		if (over) {
			/* Not reading: the perf core disables the event once
			 * the area is full. Wait until aux_head stops moving. */
			struct timespec nap = { 0, 100000000 };

			do {
				h = aux_head(&e);
				nanosleep(&nap, NULL);
			} while (aux_head(&e) != h);
			report(&e, "aux_head stopped (area full)");
			__atomic_store_n(&e.pg->aux_tail, aux_head(&e), __ATOMIC_RELEASE);
			report(&e, "drained");
			if (reopen) {
				step("%s: IOC_DISABLE, unmap, close", argv[1]);
				ioctl(e.fd, PERF_EVENT_IOC_DISABLE, 0);
				ev_unmap_close(&e);
				r = round_trip(cpu, "new event");
				printf("dtlprobe: overrun-reopen: new event %s\n",
				       r > 0 ? "delivers data" : "NO DATA");
				return r > 0 ? 0 : 1;
			}
		} else {
			step("%s: IOC_DISABLE", argv[1]);
			r = ioctl(e.fd, PERF_EVENT_IOC_DISABLE, 0);
			printf("dtlprobe: IOC_DISABLE returned %d\n", r);
		}
		h = aux_head(&e);
		step("%s: IOC_ENABLE again", argv[1]);
		r = ioctl(e.fd, PERF_EVENT_IOC_ENABLE, 0);
		printf("dtlprobe: IOC_ENABLE returned %d (%s)\n", r, r ? ename(errno) : "ok");
		fflush(stdout);
		r = wait_head(&e, h, 3);
		report(&e, r ? "data after re-enable" : "no data within 3 s of re-enable");
		step("%s: IOC_DISABLE, unmap, close", argv[1]);
		ioctl(e.fd, PERF_EVENT_IOC_DISABLE, 0);
		ev_unmap_close(&e);
		printf("dtlprobe: %s: survived\n", argv[1]);
		return 0;
	}
	fprintf(stderr, "dtlprobe: unknown experiment %s\n", argv[1]);
	return 2;
}
