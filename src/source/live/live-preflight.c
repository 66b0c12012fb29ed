// SPDX-License-Identifier: GPL-2.0-only
/* live-preflight.c: the privilege checks of live capture, done before any
 * event is opened so a refusal names what is missing instead of an errno,
 * plus tracefs discovery and the capability drop once events are open. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/capability.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "live.h"

#ifndef CAP_PERFMON
#define CAP_PERFMON 38	/* Linux 5.8; older libcap headers lack it */
#endif

#define PARANOID_PATH "/proc/sys/kernel/perf_event_paranoid"
#define VPA_DTL_PMU   "/sys/bus/event_source/devices/vpa_dtl"

static bool cap_effective(cap_t caps, cap_value_t v)
{
	cap_flag_value_t on = CAP_CLEAR;

	/* A libcap that does not know the value fails: treat as absent. */
	return caps && cap_get_flag(caps, v, CAP_EFFECTIVE, &on) == 0 && on == CAP_SET;
}

/* kernel.perf_event_paranoid, or 2 (the kernel default) when unreadable. */
static int paranoid_level(void)
{
	FILE *f = fopen(PARANOID_PATH, "r");
	int v = 2;

	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = 2;
		fclose(f);
	}
	return v;
}

/* Per-CPU events with pid -1 need paranoid <= 0 without capabilities, and
 * PERF_SAMPLE_RAW of a tracepoint needs paranoid <= -1 (kernel
 * perf_trace_event_perm): the raw payload is the stricter rule. */
int live_preflight(char *err, size_t errlen)
{
	cap_t caps = cap_get_proc();
	bool capable = cap_effective(caps, CAP_PERFMON) || cap_effective(caps, CAP_SYS_ADMIN);
	int paranoid = paranoid_level();

	if (caps)
		cap_free(caps);
	if (capable || paranoid <= -1)
		return 0;
	snprintf(err, errlen, "live capture needs CAP_PERFMON (or CAP_SYS_ADMIN), or "
		 "kernel.perf_event_paranoid <= -1 (it is %d); run as root, or replay "
		 "a recording with -i FILE", paranoid);
	return -1;
}

/* 1: dir is a tracefs with sched events; 0: it is not; -1: it may be, but
 * this user may not look (EACCES). */
static int has_sched(const char *dir)
{
	char p[300];
	struct stat st;

	snprintf(p, sizeof(p), "%s/events/sched", dir);
	if (stat(p, &st) == 0)
		return S_ISDIR(st.st_mode);
	return errno == EACCES ? -1 : 0;
}

int live_tracefs(char *dir, size_t dirlen, char *err, size_t errlen)
{
	static const char *const where[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
	const char *denied = NULL;
	cap_t caps;
	bool admin;

	for (size_t i = 0; i < sizeof(where) / sizeof(where[0]); i++) {
		int h = has_sched(where[i]);

		if (h > 0) {
			snprintf(dir, dirlen, "%s", where[i]);
			return 0;
		}
		if (h < 0 && !denied)
			denied = where[i];
	}
	caps = cap_get_proc();
	admin = cap_effective(caps, CAP_SYS_ADMIN);
	if (caps)
		cap_free(caps);
	if (denied) {
		snprintf(err, errlen, "tracefs at %s is not readable by this user: run dtltop as "
			 "root (or give this user read access to it)", denied);
		return -1;
	}
	if (!admin) {
		snprintf(err, errlen, "tracefs is not mounted or not readable: as root, "
			 "mount -t tracefs nodev /sys/kernel/tracing");
		return -1;
	}
	if (mount("nodev", where[0], "tracefs", 0, NULL) < 0 && errno != EBUSY) {
		snprintf(err, errlen, "cannot mount tracefs on %s: %s", where[0], strerror(errno));
		return -1;
	}
	if (has_sched(where[0]) <= 0) {
		snprintf(err, errlen, "tracefs has no sched events (%s/events/sched)", where[0]);
		return -1;
	}
	snprintf(dir, dirlen, "%s", where[0]);
	return 0;
}

static const cap_value_t dtl_caps[] = { CAP_PERFMON, CAP_IPC_LOCK };
#define NDTL_CAPS ((int)(sizeof(dtl_caps) / sizeof(dtl_caps[0])))

int live_drop_caps(bool keep_dtl, char *err, size_t errlen)
{
	cap_t caps = cap_init();	/* all three sets clear */
	int ret;

	/* (A libcap too old for CAP_PERFMON refuses: then nothing is kept.) */
	if (caps && keep_dtl)
		cap_set_flag(caps, CAP_PERMITTED, NDTL_CAPS, dtl_caps, CAP_SET);
	ret = caps ? cap_set_proc(caps) : -1;
	if (ret < 0 && caps && keep_dtl) {
		cap_clear(caps);
		ret = cap_set_proc(caps);
	}
	if (ret < 0)
		snprintf(err, errlen, "cannot drop capabilities: %s", strerror(errno));
	if (caps)
		cap_free(caps);
	return ret;
}

void live_caps_raise(bool on)
{
	cap_t caps = cap_get_proc();

	if (!caps)
		return;
	if (cap_set_flag(caps, CAP_EFFECTIVE, NDTL_CAPS, dtl_caps, on ? CAP_SET : CAP_CLEAR) == 0)
		cap_set_proc(caps);	/* fails if they were not kept: nothing to do */
	cap_free(caps);
}

bool live_has_vpa_dtl(void)
{
	return access(VPA_DTL_PMU, F_OK) == 0;
}
