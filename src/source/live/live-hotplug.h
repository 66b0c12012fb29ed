/* SPDX-License-Identifier: GPL-2.0-only */
/* live-hotplug.h: CPUs coming online and going offline while a live session
 * runs (hotplug, ppc64_cpu --smt, DLPAR). A thread reads sysfs's online list
 * once a period, opens the events of a CPU that came online and hands them
 * to a reader, and tells a reader when one of its CPUs went offline; the
 * readers stamp each change into the stream (EV_CPU_STATE). */
#ifndef DTLTOP_LIVE_HOTPLUG_H
#define DTLTOP_LIVE_HOTPLUG_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "readers.h"

#define LIVE_CPU_ONLINE "/sys/devices/system/cpu/online"
#define LIVE_HOTPLUG_PERIOD_NS 200000000ull	/* how often the list is read */
/* A CPU is in the online list before perf's own hotplug step has run for
 * it (perf_event_open then fails with ENODEV): its open is tried again at
 * the next reads, this many in all, before it is said to have failed. */
#define LIVE_HOTPLUG_TRIES 10

struct perf_evlist;

struct live_hotplug {
	struct readers *rs;
	const uint64_t *want;	/* -C's CPUs (CPULIST_WORDS words); NULL: any */
	uint64_t *traced;	/* CPUs whose events are open (owner below) */
	uint8_t *owner;		/* the reader of each traced CPU */
	/* A CPU came online: its events, opened, mapped, disabled (NULL with
	 * a message in err when they cannot be; the CPU is then said online
	 * all the same, and untraced). Called on the hotplug thread, with the
	 * capabilities it kept raised. */
	struct perf_evlist *(*open_cpu)(void *arg, uint32_t cpu, char *err, size_t errlen);
	/* Then its DTL channel, its event not yet enabled (NULL: no DTL source
	 * follows hotplug, or it failed, said in err). Same thread and arg. */
	struct dtl_chan *(*open_chan)(void *arg, uint32_t cpu, char *err, size_t errlen);
	void *open_arg;
	uint8_t *tries;		/* failed opens of each CPU since it came */
	/* The source's count of online CPUs (source_info.nr_cpus_online),
	 * stored (__atomic) at each read that changes it; NULL: none. */
	uint32_t *online_count;
	pthread_t thr;
	bool started;
	bool stop;		/* __atomic */
	int dropped;		/* __atomic: 1 caps dropped, -1 failed, 0 not yet */
};

/* traced and owner as open_readers left them (h->traced, h->owner set,
 * CPULIST_WORDS words and CPULIST_MAX_CPU bytes). Start the thread before
 * the session drops its capabilities: the thread keeps CAP_PERFMON and
 * CAP_IPC_LOCK permitted (not effective) for itself alone, so that it can
 * open a new CPU's events, and drops the rest before this returns. 0 or -1
 * with err. */
int live_hotplug_start(struct live_hotplug *h, char *err, size_t errlen);
/* Join the thread (before the readers stop). */
void live_hotplug_stop(struct live_hotplug *h);
/* One look at the online list (for the thread, and tests): changes posted
 * for every traced CPU that went and every wanted one that came. */
void live_hotplug_scan(struct live_hotplug *h, const char *online_list);

#endif
