// SPDX-License-Identifier: GPL-2.0-only
/* live-dtl.c: the vpa_dtl side of live capture. One sampling event per CPU
 * (sample_period = the poll interval), its data ring and AUX area mapped by
 * hand (libperf has no AUX helpers), handed to the reader that owns the CPU
 * as a DTL channel: the same consumer the simulator exercises.
 *
 * Linux 7.2's driver has no pmu->stop: unmapping the AUX area of an enabled
 * event (process exit, a crash, kill) calls a NULL pointer in the kernel. So
 * every event is disabled before anything is unmapped: in live_dtl_close,
 * and on the crash path, at exit and on a sanitizer's death through a
 * registry of the open fds that a signal handler may walk. Only SIGKILL
 * (and the OOM killer's SIGKILL, made unlikely by oom_score_adj) escapes;
 * dtltop(1) says so under BUGS. And its pmu->del frees the hypervisor log
 * buffer that pmu->add then uses, so a disabled event (perf disables it when
 * the AUX area fills) must never be enabled again: it is closed and a new
 * one opened (live_dtl_reopen). */
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "live-dtl.h"
#include "live.h"
#include "mmap-size.h"
#include "signals.h"

#define DTL_TYPE_PATH  "/sys/bus/event_source/devices/vpa_dtl/type"
#define DTL_SAMPLE_TYPE (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
			 PERF_SAMPLE_CPU)
#define OOM_ADJ_PATH   "/proc/self/oom_score_adj"

/* ---- the registry the crash path walks ---- */

static int *guard_fd;		/* slots; -1 = none */
static size_t guard_n;		/* published after guard_fd is filled */
static bool guard_hooked;
static char oom_saved[16];	/* oom_score_adj before we lowered it */

void live_dtl_disable_all(void)
{
	size_t n = __atomic_load_n(&guard_n, __ATOMIC_ACQUIRE);

	for (size_t i = 0; i < n; i++) {
		int fd = __atomic_load_n(&guard_fd[i], __ATOMIC_ACQUIRE);

		if (fd >= 0)
			ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
	}
}

static void at_exit(void)
{
	live_dtl_disable_all();
}

/* Sanitizers call this before they end the process on a finding. */
extern void __sanitizer_set_death_callback(void (*cb)(void)) __attribute__((weak));

/* While an event exists, an OOM kill (SIGKILL: no code runs) would crash
 * the kernel: ask the OOM killer to pick anything else. */
static void oom_protect(bool on)
{
	int fd = open(OOM_ADJ_PATH, O_RDWR | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return;
	if (on) {
		n = read(fd, oom_saved, sizeof(oom_saved) - 1);
		oom_saved[n > 0 ? n : 0] = '\0';
		n = pwrite(fd, "-1000", 5, 0);
	} else if (oom_saved[0]) {
		n = pwrite(fd, oom_saved, strlen(oom_saved), 0);
		oom_saved[0] = '\0';
	}
	(void)n;
	close(fd);
}

static int guard_open(size_t n)
{
	int *fds = malloc((n ? n : 1) * sizeof(*fds));

	if (!fds)
		return -1;
	free(guard_fd);		/* an earlier session's, closed */
	for (size_t i = 0; i < n; i++)
		fds[i] = -1;
	guard_fd = fds;
	__atomic_store_n(&guard_n, n, __ATOMIC_RELEASE);
	if (!guard_hooked) {
		guard_hooked = true;
		signals_add_crash_hook(live_dtl_disable_all);
		atexit(at_exit);
		if (__sanitizer_set_death_callback)
			__sanitizer_set_death_callback(at_exit);
	}
	oom_protect(true);
	return 0;
}

static void guard_set(size_t slot, int fd)
{
	__atomic_store_n(&guard_fd[slot], fd, __ATOMIC_RELEASE);
}

static void guard_close(void)
{
	if (!guard_fd)
		return;
	__atomic_store_n(&guard_n, 0, __ATOMIC_RELEASE);
	oom_protect(false);
	/* A handler that loaded guard_n before it went to 0 may still read
	 * the slots: keep the memory (one small block per session). */
}

/* ---- opening ---- */

static int pmu_type(void)
{
	FILE *f = fopen(DTL_TYPE_PATH, "r");
	int t = -1;

	if (f) {
		if (fscanf(f, "%d", &t) != 1)
			t = -1;
		fclose(f);
	}
	return t;
}

static void why(int e, int cpu, char *err, size_t errlen)
{
	if (e == EBUSY)
		snprintf(err, errlen, "vpa_dtl on cpu %d is busy: another DTL consumer is active "
			 "(another dtltop, perf record -e vpa_dtl, debugfs powerpc/dtl, or "
			 "/proc/powerpc/vcpudispatch_stats: echo 0 > "
			 "/proc/powerpc/vcpudispatch_stats)", cpu);
	else if (e == EACCES || e == EPERM)
		snprintf(err, errlen, "vpa_dtl on cpu %d: %s (needs CAP_PERFMON or CAP_SYS_ADMIN)",
			 cpu, strerror(e));
	else
		snprintf(err, errlen, "cannot open vpa_dtl on cpu %d: %s", cpu, strerror(e));
}

static int open_event(const struct live_dtl *d, int cpu)
{
	struct perf_event_attr a;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = (uint32_t)d->type;
	a.config = d->mask;
	a.sample_period = d->poll_ns;	/* the driver's hrtimer; it clamps to >= 1 ms */
	a.sample_type = DTL_SAMPLE_TYPE;
	a.sample_id_all = 1;
	a.disabled = 1;
	return (int)syscall(SYS_perf_event_open, &a, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);
}

/* An mmap refused with EPERM is perf's locked-memory budget (perf_mmap). */
static void map_why(const struct live_dtl *d, const struct live_dtl_cpu *c, const char *what,
		    int e, char *err, size_t errlen)
{
	long page = sysconf(_SC_PAGESIZE);

	if (e == EPERM && d->budget && !d->budget->unlimited) {
		struct ring_plan p = { 0, d->data_size, d->aux_size };

		mlock_budget_why(d->budget, d->want, ring_plan_pages(&p, (uint64_t)page, true) - 2,
				 err, errlen);
		return;
	}
	snprintf(err, errlen, "cannot map vpa_dtl's %s on cpu %u: %s", what, c->ch.cpu, strerror(e));
}

/* Map the user page + data ring, then the AUX area at aux_offset. */
static int map_chan(struct live_dtl *d, struct live_dtl_cpu *c, char *err, size_t errlen)
{
	long page = sysconf(_SC_PAGESIZE);
	struct perf_event_mmap_page *pg;

	c->map_len = (size_t)ring_pages_bytes(d->data_size, (uint64_t)page, 1);
	c->map = mmap(NULL, c->map_len, PROT_READ | PROT_WRITE, MAP_SHARED, c->fd, 0);
	if (c->map == MAP_FAILED) {
		int e = errno;

		c->map = NULL;
		map_why(d, c, "ring", e, err, errlen);
		errno = e;
		return -1;
	}
	pg = c->map;
	c->aux_len = (size_t)d->aux_size;
	pg->aux_offset = c->map_len;
	pg->aux_size = c->aux_len;
	/* Writable: perf then never lets the driver overwrite what we have
	 * not consumed on purpose (aux_tail); this driver does anyway when
	 * we fall a whole area behind (aux-ring.h: full). */
	c->aux = mmap(NULL, c->aux_len, PROT_READ | PROT_WRITE, MAP_SHARED, c->fd,
		      (off_t)c->map_len);
	if (c->aux == MAP_FAILED) {
		int e = errno;

		c->aux = NULL;
		map_why(d, c, "AUX area", e, err, errlen);
		errno = e;
		return -1;
	}
	perf_ring_init(&c->ch.data, pg, (uint8_t *)c->map + page, c->map_len - (size_t)page);
	aux_ring_init(&c->ch.aux, pg, c->aux, c->aux_len);
	c->ch.has_aux = true;
	return 0;
}

/* Disabled first, always: then nothing the kernel does on unmap can reach
 * the driver's missing stop. */
static void close_chan(struct live_dtl_cpu *c)
{
	if (c->fd >= 0)
		ioctl(c->fd, PERF_EVENT_IOC_DISABLE, 0);
	guard_set(c->slot, -1);
	if (c->aux)
		munmap(c->aux, c->aux_len);
	if (c->map)
		munmap(c->map, c->map_len);
	if (c->fd >= 0)
		close(c->fd);
	c->aux = c->map = NULL;
	c->fd = -1;
}

/* dtl_chan.release: the CPU went offline (reader thread, the channel no
 * longer read). An event of live_dtl_open keeps its place, closed; one
 * that joined is freed. */
static void release_chan(struct dtl_chan *ch, void *arg)
{
	struct live_dtl_cpu *c = arg, **pp;
	struct live_dtl *d = c->d;

	(void)ch;
	close_chan(c);
	memset(&c->ch.data, 0, sizeof(c->ch.data));	/* unmapped: not to be read */
	if (!c->joined)
		return;
	pthread_mutex_lock(&d->mu);
	for (pp = &d->joined; *pp; pp = &(*pp)->next)
		if (*pp == c) {
			*pp = c->next;
			break;
		}
	d->joined_losses += c->ch.buffer_losses;
	pthread_mutex_unlock(&d->mu);
	free(c);
}

/* dtl_chan.enable of a CPU that joined: after its marker (reader thread). */
static void enable_chan(struct dtl_chan *ch, void *arg)
{
	struct live_dtl_cpu *c = arg;

	(void)ch;
	pthread_mutex_lock(&c->d->mu);
	if (c->d->enabled && c->fd >= 0)
		ioctl(c->fd, PERF_EVENT_IOC_ENABLE, 0);
	pthread_mutex_unlock(&c->d->mu);
}

struct dtl_chan *live_dtl_open_cpu(struct live_dtl *d, uint32_t cpu, char *err, size_t errlen)
{
	struct live_dtl_cpu *c;

	if (!d->cpu)
		return NULL;	/* no vpa_dtl session */
	if (d->want + cpu >= d->nslots) {
		snprintf(err, errlen, "cpu %u is beyond the %zu CPUs configured at the start", cpu,
			 d->nslots - d->want);
		return NULL;
	}
	c = calloc(1, sizeof(*c));
	if (!c) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	c->d = d;
	c->joined = true;
	c->slot = d->want + cpu;
	c->ch.cpu = cpu;
	c->fd = open_event(d, (int)cpu);
	if (c->fd < 0) {
		why(errno, (int)cpu, err, errlen);
		free(c);
		return NULL;
	}
	guard_set(c->slot, c->fd);
	if (map_chan(d, c, err, errlen) < 0) {
		close_chan(c);
		free(c);
		return NULL;
	}
	c->ch.reopen = live_dtl_reopen;
	c->ch.reopen_arg = c;
	c->ch.enable = enable_chan;
	c->ch.release = release_chan;
	c->ch.hp_arg = c;
	pthread_mutex_lock(&d->mu);
	c->next = d->joined;
	d->joined = c;
	pthread_mutex_unlock(&d->mu);
	return &c->ch;
}

int live_dtl_open(struct live_dtl *d, const int *cpus, size_t n, uint32_t mask,
		  uint64_t poll_ns, uint64_t data_size, uint64_t aux_size,
		  const struct mlock_budget *budget, char *err, size_t errlen, int *e)
{
	memset(d, 0, sizeof(*d));
	*e = 0;
	d->type = pmu_type();
	d->mask = mask;
	d->poll_ns = poll_ns;
	d->data_size = data_size ? data_size : RING_DTL_DATA;
	d->aux_size = aux_size;
	d->budget = budget;
	d->want = n;
	if (d->type < 0) {
		snprintf(err, errlen, "cannot read %s", DTL_TYPE_PATH);
		return -1;
	}
	pthread_mutex_init(&d->mu, NULL);
	d->nslots = n + (size_t)(sysconf(_SC_NPROCESSORS_CONF) > 0 ? sysconf(_SC_NPROCESSORS_CONF) : 0);
	d->cpu = calloc(n ? n : 1, sizeof(*d->cpu));
	if (!d->cpu || guard_open(d->nslots) < 0) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		struct live_dtl_cpu *c = &d->cpu[d->n];

		c->ch.cpu = (uint32_t)cpus[i];
		c->slot = i;
		c->d = d;
		c->fd = open_event(d, cpus[i]);
		if (c->fd < 0) {
			*e = errno;
			why(errno, cpus[i], err, errlen);
			return -1;
		}
		guard_set(i, c->fd);
		d->n++;
		c->ch.reopen = live_dtl_reopen;
		c->ch.reopen_arg = c;
		c->ch.release = release_chan;
		c->ch.hp_arg = c;
		if (map_chan(d, c, err, errlen) < 0) {
			*e = errno;
			d->map_failed = true;
			return -1;
		}
	}
	return 0;
}

void live_dtl_enable(struct live_dtl *d, bool on)
{
	unsigned long req = on ? PERF_EVENT_IOC_ENABLE : PERF_EVENT_IOC_DISABLE;

	if (!d->cpu)
		return;
	pthread_mutex_lock(&d->mu);	/* against a joining CPU's enable */
	for (size_t i = 0; i < d->n; i++)
		if (d->cpu[i].fd >= 0)
			ioctl(d->cpu[i].fd, req, 0);
	for (struct live_dtl_cpu *c = d->joined; c; c = c->next)
		if (c->fd >= 0)
			ioctl(c->fd, req, 0);
	d->enabled = on;
	pthread_mutex_unlock(&d->mu);
}

int live_dtl_reopen(struct dtl_chan *ch, void *arg)
{
	struct live_dtl_cpu *c = arg;
	struct live_dtl *d = c->d;
	char err[200];
	int ret = -1;

	(void)ch;
	close_chan(c);
	live_caps_raise(true);
	c->fd = open_event(d, (int)c->ch.cpu);
	if (c->fd >= 0) {
		guard_set(c->slot, c->fd);
		if (map_chan(d, c, err, sizeof(err)) == 0 &&
		    (!d->enabled || ioctl(c->fd, PERF_EVENT_IOC_ENABLE, 0) == 0))
			ret = 0;
	}
	live_caps_raise(false);
	if (ret < 0) {
		close_chan(c);
		memset(&c->ch.data, 0, sizeof(c->ch.data));	/* unmapped: not to be read */
		__atomic_fetch_add(&d->reopen_failures, 1, __ATOMIC_RELAXED);
		return -1;
	}
	__atomic_fetch_add(&d->reopens, 1, __ATOMIC_RELAXED);
	return 0;
}

void live_dtl_close(struct live_dtl *d)
{
	live_dtl_enable(d, false);	/* every one, before any unmap */
	for (size_t i = 0; i < d->n; i++)
		close_chan(&d->cpu[i]);
	while (d->joined) {	/* the readers are stopped: no release races */
		struct live_dtl_cpu *c = d->joined;

		d->joined = c->next;
		close_chan(c);
		free(c);
	}
	if (d->cpu) {
		guard_close();
		pthread_mutex_destroy(&d->mu);
	}
	free(d->cpu);
	memset(d, 0, sizeof(*d));
}

void live_dtl_lost_note(const struct live_dtl *d)
{
	char list[256];
	size_t off = 0, ncpu = 0;

	list[0] = '\0';
	for (size_t i = 0; i < d->n; i++) {
		if (!d->cpu[i].ch.buffer_losses)
			continue;
		if (off < sizeof(list) - 16)
			off += (size_t)snprintf(list + off, sizeof(list) - off, "%s%u", ncpu ? "," : "",
						d->cpu[i].ch.cpu);
		ncpu++;
	}
	if (ncpu)
		fprintf(stderr, "dtltop: vpa_dtl on cpu %s lost its DTL buffer to another vpa_dtl user "
			"(perf record -e vpa_dtl, another dtltop): its entries stopped until the event "
			"was opened again\n", list);
}
