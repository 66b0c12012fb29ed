/* live-dtl.c: the vpa_dtl side of live capture. One sampling event per CPU
 * (sample_period = the poll interval), its data ring and AUX area mapped by
 * hand (libperf has no AUX helpers), handed to the reader that owns the CPU
 * as a DTL channel: the same consumer the simulator exercises. */
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

#define DTL_TYPE_PATH  "/sys/bus/event_source/devices/vpa_dtl/type"
#define DTL_DATA_PAGES 8	/* data ring: AUX and LOST records only */
#define DTL_AUX_PAGES  16	/* 64 KiB at 4 KiB pages: > 1300 entries per poll */
#define DTL_SAMPLE_TYPE (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
			 PERF_SAMPLE_CPU)

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
			 "(debugfs powerpc/dtl, or /proc/powerpc/vcpudispatch_stats: "
			 "echo 0 > /proc/powerpc/vcpudispatch_stats)", cpu);
	else if (e == EACCES || e == EPERM)
		snprintf(err, errlen, "vpa_dtl on cpu %d: %s (needs CAP_PERFMON or CAP_SYS_ADMIN)",
			 cpu, strerror(e));
	else
		snprintf(err, errlen, "cannot open vpa_dtl on cpu %d: %s", cpu, strerror(e));
}

/* Map the user page + data ring, then the AUX area at aux_offset. */
static int map_chan(struct live_dtl_cpu *c, char *err, size_t errlen)
{
	long page = sysconf(_SC_PAGESIZE);
	struct perf_event_mmap_page *pg;

	c->map_len = (size_t)page * (1 + DTL_DATA_PAGES);
	c->map = mmap(NULL, c->map_len, PROT_READ | PROT_WRITE, MAP_SHARED, c->fd, 0);
	if (c->map == MAP_FAILED) {
		c->map = NULL;
		snprintf(err, errlen, "cannot map vpa_dtl's ring on cpu %u: %s", c->ch.cpu,
			 strerror(errno));
		return -1;
	}
	pg = c->map;
	c->aux_len = (size_t)page * DTL_AUX_PAGES;
	pg->aux_offset = c->map_len;
	pg->aux_size = c->aux_len;
	/* Writable: the kernel then never overwrites what we have not
	 * consumed (aux_tail), it truncates instead and says so. */
	c->aux = mmap(NULL, c->aux_len, PROT_READ | PROT_WRITE, MAP_SHARED, c->fd,
		      (off_t)c->map_len);
	if (c->aux == MAP_FAILED) {
		c->aux = NULL;
		snprintf(err, errlen, "cannot map vpa_dtl's AUX area on cpu %u: %s", c->ch.cpu,
			 strerror(errno));
		return -1;
	}
	perf_ring_init(&c->ch.data, pg, (uint8_t *)c->map + page, (uint64_t)page * DTL_DATA_PAGES);
	aux_ring_init(&c->ch.aux, pg, c->aux, c->aux_len);
	c->ch.has_aux = true;
	return 0;
}

int live_dtl_open(struct live_dtl *d, const int *cpus, size_t n, uint32_t mask,
		  uint64_t poll_ns, char *err, size_t errlen)
{
	struct perf_event_attr a;
	int type = pmu_type();

	memset(d, 0, sizeof(*d));
	if (type < 0) {
		snprintf(err, errlen, "cannot read %s", DTL_TYPE_PATH);
		return -1;
	}
	d->cpu = calloc(n, sizeof(*d->cpu));
	if (!d->cpu) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.type = (uint32_t)type;
	a.config = mask;
	a.sample_period = poll_ns;	/* the driver's hrtimer; it clamps to >= 1 ms */
	a.sample_type = DTL_SAMPLE_TYPE;
	a.sample_id_all = 1;
	a.disabled = 1;
	for (size_t i = 0; i < n; i++) {
		struct live_dtl_cpu *c = &d->cpu[d->n];

		c->ch.cpu = (uint32_t)cpus[i];
		c->fd = (int)syscall(SYS_perf_event_open, &a, -1, cpus[i], -1, PERF_FLAG_FD_CLOEXEC);
		if (c->fd < 0) {
			why(errno, cpus[i], err, errlen);
			return -1;
		}
		d->n++;
		if (map_chan(c, err, errlen) < 0)
			return -1;
	}
	return 0;
}

void live_dtl_enable(struct live_dtl *d, bool on)
{
	for (size_t i = 0; i < d->n; i++)
		ioctl(d->cpu[i].fd, on ? PERF_EVENT_IOC_ENABLE : PERF_EVENT_IOC_DISABLE, 0);
}

void live_dtl_close(struct live_dtl *d)
{
	for (size_t i = 0; i < d->n; i++) {
		struct live_dtl_cpu *c = &d->cpu[i];

		if (c->aux)
			munmap(c->aux, c->aux_len);
		if (c->map)
			munmap(c->map, c->map_len);
		if (c->fd >= 0)
			close(c->fd);
	}
	free(d->cpu);
	memset(d, 0, sizeof(*d));
}
