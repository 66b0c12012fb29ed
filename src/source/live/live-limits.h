/* SPDX-License-Identifier: GPL-2.0-only */
/* live-limits.h: what a live session needs of the process's limits, checked
 * before anything is opened: open files (RLIMIT_NOFILE) for its events, and
 * locked memory for its rings (perf's per-user budget and RLIMIT_MEMLOCK). */
#ifndef DTLTOP_LIVE_LIMITS_H
#define DTLTOP_LIVE_LIMITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Files besides the events: tracefs, /proc, sysfs, the lparcfg, -o, the
 * metrics listener and its clients, stdio. */
#define LIVE_FILES_MARGIN 64

/* Open files a session of `cpus` CPUs needs: per CPU, `tps` sched
 * tracepoint fds and with dtl one vpa_dtl fd, plus the margin. */
uint64_t live_files_needed(uint64_t cpus, unsigned tps, bool dtl);

/* Raise the soft RLIMIT_NOFILE to what live_files_needed says, up to the
 * hard limit. -1 with one line in err when the hard limit is too low. */
int live_files_raise(uint64_t cpus, unsigned tps, bool dtl, char *err, size_t errlen);

/* perf_mmap's accounting (kernel/events/core.c): each mmap of a ring
 * charges its pages (the data pages plus the header page; an AUX area its
 * pages) to the user's perf_mlock up to user_lock_limit =
 * (perf_event_mlock_kb >> (PAGE_SHIFT - 10)) * num_online_cpus(), and the
 * rest to the process's pinned_vm, which RLIMIT_MEMLOCK bounds, unless
 * CAP_IPC_LOCK or perf_event_paranoid is -1. */
struct mlock_budget {
	uint64_t page;		/* bytes */
	uint64_t mlock_kb;	/* kernel.perf_event_mlock_kb */
	uint64_t online;	/* online CPUs */
	uint64_t memlock;	/* RLIMIT_MEMLOCK soft limit, bytes (UINT64_MAX: none) */
	bool unlimited;		/* CAP_IPC_LOCK, or perf_event_paranoid -1 */
};

/* Pages this process may map for perf rings (UINT64_MAX: no limit), when
 * no other ring of this user is mapped. */
uint64_t mlock_budget_pages(const struct mlock_budget *b);

/* Ring sizes per CPU, bytes, each a power of two pages. */
struct ring_plan {
	uint64_t data;		/* sched ring */
	uint64_t dtl_data;	/* vpa_dtl's own data ring */
	uint64_t aux;		/* vpa_dtl's AUX area */
};

/* Pages a plan locks per CPU: the rings, their header pages, the AUX area. */
uint64_t ring_plan_pages(const struct ring_plan *p, uint64_t page, bool dtl);

/* Fit p (as asked) to the budget for `cpus` CPUs: halve the biggest ring
 * (the sched ring first on a tie) until the session fits. Returns 1 when
 * something was halved, 0 when it fitted as asked, -1 when even one page
 * per ring does not fit (p is then the smallest plan). */
int ring_plan_fit(struct ring_plan *p, const struct mlock_budget *b, uint64_t cpus, bool dtl);

/* This process's budget: sysconf, /proc/sys/kernel, getrlimit, capget. */
void mlock_budget_read(struct mlock_budget *b);

/* One line saying why mapping `pages` pages for `cpus` CPUs was refused:
 * the locked-memory budget, its numbers and the three ways to raise it. */
void mlock_budget_why(const struct mlock_budget *b, uint64_t cpus, uint64_t pages_per_cpu,
		      char *err, size_t errlen);

/* Say once on stderr that the rings are smaller than asked (data_asked,
 * aux_asked: bytes) to fit the budget. */
void live_limits_note(const struct mlock_budget *b, const struct ring_plan *p,
		      uint64_t data_asked, uint64_t aux_asked, bool dtl);

#endif
