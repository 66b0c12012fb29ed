// SPDX-License-Identifier: GPL-2.0-only
/* live-limits.c: open-file and locked-memory limits of a live session. With
 * hundreds of vCPUs a session has thousands of event fds, more than the
 * usual soft limit of 1024; and perf's locked-memory budget, meant per CPU,
 * is what a CAP_PERFMON user without CAP_IPC_LOCK may map: rings are sized
 * to it rather than refused with EPERM. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/capability.h>
#include <sys/resource.h>
#include <unistd.h>

#include "live-limits.h"
#include "mmap-size.h"

#define MLOCK_KB_PATH  "/proc/sys/kernel/perf_event_mlock_kb"
#define PARANOID_PATH  "/proc/sys/kernel/perf_event_paranoid"

uint64_t live_files_needed(uint64_t cpus, unsigned tps, bool dtl)
{
	return cpus * (tps + (dtl ? 1 : 0)) + LIVE_FILES_MARGIN;
}

int live_files_raise(uint64_t cpus, unsigned tps, bool dtl, char *err, size_t errlen)
{
	uint64_t need = live_files_needed(cpus, tps, dtl);
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= need)
		return 0;
	if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < need) {
		snprintf(err, errlen, "%llu CPUs need about %llu open files; the hard limit is %llu: "
			 "raise it (ulimit -Hn, LimitNOFILE= in systemd)", (unsigned long long)cpus,
			 (unsigned long long)need, (unsigned long long)rl.rlim_max);
		return -1;
	}
	rl.rlim_cur = need;
	if (setrlimit(RLIMIT_NOFILE, &rl) < 0) {
		snprintf(err, errlen, "%llu CPUs need about %llu open files; cannot raise the soft "
			 "limit of %llu: %s", (unsigned long long)cpus, (unsigned long long)need,
			 (unsigned long long)rl.rlim_cur, strerror(errno));
		return -1;
	}
	return 0;
}

static unsigned page_shift(uint64_t page)
{
	unsigned s = 0;

	while (s < 63 && (1ull << s) < page)
		s++;
	return s;
}

uint64_t mlock_budget_pages(const struct mlock_budget *b)
{
	unsigned shift = page_shift(b->page);
	uint64_t user, pinned;

	if (b->unlimited)
		return UINT64_MAX;
	/* user_lock_limit = sysctl_perf_event_mlock >> (PAGE_SHIFT - 10),
	 * times num_online_cpus(); then RLIMIT_MEMLOCK >> PAGE_SHIFT */
	user = (b->mlock_kb >> (shift - 10)) * b->online;
	if (b->memlock == UINT64_MAX)
		return UINT64_MAX;
	pinned = b->memlock >> shift;
	return user + pinned;
}

uint64_t ring_plan_pages(const struct ring_plan *p, uint64_t page, bool dtl)
{
	uint64_t n = ring_pages_bytes(p->data, page, 1) / page;

	if (dtl)
		n += ring_pages_bytes(p->dtl_data, page, 1) / page +
		     ring_pages_bytes(p->aux, page, 0) / page;
	return n;
}

int ring_plan_fit(struct ring_plan *p, const struct mlock_budget *b, uint64_t cpus, bool dtl)
{
	uint64_t have = mlock_budget_pages(b), per = cpus ? have / cpus : have;
	uint64_t *rings[3] = { &p->data, &p->aux, &p->dtl_data };
	unsigned nr = dtl ? 3 : 1;
	int shrunk = 0;

	/* as mapped: whole pages, a power of two of them */
	for (unsigned i = 0; i < nr; i++)
		*rings[i] = ring_pages_bytes(*rings[i], b->page, 0);
	while (ring_plan_pages(p, b->page, dtl) > per) {
		uint64_t *big = rings[0];

		for (unsigned i = 1; i < nr; i++)
			if (*rings[i] > *big)
				big = rings[i];
		if (*big <= b->page)
			return -1;	/* one page each is already too much */
		*big /= 2;
		shrunk = 1;
	}
	return shrunk;
}

static uint64_t read_u64(const char *path, uint64_t def)
{
	FILE *f = fopen(path, "r");
	long long v;

	if (!f)
		return def;
	if (fscanf(f, "%lld", &v) != 1)
		v = (long long)def;
	fclose(f);
	return (uint64_t)v;
}

void mlock_budget_read(struct mlock_budget *b)
{
	cap_t caps = cap_get_proc();
	cap_flag_value_t lock = CAP_CLEAR;
	struct rlimit rl;
	long paranoid;

	memset(b, 0, sizeof(*b));
	b->page = (uint64_t)sysconf(_SC_PAGESIZE);
	b->online = (uint64_t)sysconf(_SC_NPROCESSORS_ONLN);
	/* the kernel's default: 512 KiB plus a page */
	b->mlock_kb = read_u64(MLOCK_KB_PATH, 512 + b->page / 1024);
	b->memlock = UINT64_MAX;
	if (getrlimit(RLIMIT_MEMLOCK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
		b->memlock = rl.rlim_cur;
	if (caps) {
		if (cap_get_flag(caps, CAP_IPC_LOCK, CAP_EFFECTIVE, &lock) < 0)
			lock = CAP_CLEAR;
		cap_free(caps);
	}
	paranoid = (long)read_u64(PARANOID_PATH, 2);
	/* perf_is_paranoid(): sysctl_perf_event_paranoid > -1 */
	b->unlimited = lock == CAP_SET || paranoid <= -1;
}

void mlock_budget_why(const struct mlock_budget *b, uint64_t cpus, uint64_t pages_per_cpu,
		      char *err, size_t errlen)
{
	char lim[32];

	if (b->memlock == UINT64_MAX)
		snprintf(lim, sizeof(lim), "unlimited");
	else
		snprintf(lim, sizeof(lim), "%llu KiB", (unsigned long long)(b->memlock >> 10));
	snprintf(err, errlen, "the locked-memory budget is too small for %llu CPUs x %llu KiB of "
		 "rings: kernel.perf_event_mlock_kb is %llu (x %llu online CPUs, shared by this "
		 "user's perf sessions) and ulimit -l is %s; raise either, or grant CAP_IPC_LOCK",
		 (unsigned long long)cpus, (unsigned long long)(pages_per_cpu * b->page >> 10),
		 (unsigned long long)b->mlock_kb, (unsigned long long)b->online, lim);
}

void live_limits_note(const struct mlock_budget *b, const struct ring_plan *p,
		      uint64_t data_asked, uint64_t aux_asked, bool dtl)
{
	char lim[32];

	if (b->memlock == UINT64_MAX)
		snprintf(lim, sizeof(lim), "unlimited");
	else
		snprintf(lim, sizeof(lim), "%llu KiB", (unsigned long long)(b->memlock >> 10));
	fprintf(stderr, "dtltop: rings cut to fit the locked-memory budget (kernel.perf_event_mlock_kb "
		"%llu x %llu online CPUs, ulimit -l %s, no CAP_IPC_LOCK): sched ring %llu KiB per CPU "
		"(asked %llu KiB)", (unsigned long long)b->mlock_kb, (unsigned long long)b->online,
		lim, (unsigned long long)(p->data >> 10), (unsigned long long)(data_asked >> 10));
	if (dtl)
		fprintf(stderr, ", vpa_dtl AUX area %llu KiB (asked %llu KiB)",
			(unsigned long long)(p->aux >> 10), (unsigned long long)(aux_asked >> 10));
	fputc('\n', stderr);
}
