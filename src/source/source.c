// SPDX-License-Identifier: GPL-2.0-only
/* source.c: what every source does the same way (source.h). */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "source.h"

void source_ready(struct source *s)
{
	static const char msg[] = "ready\n";
	ssize_t n;

	if (s->ready_fd <= 0)
		return;
	n = write(s->ready_fd, msg, sizeof(msg) - 1);
	(void)n;	/* a reader that went away is its own business */
	close(s->ready_fd);
	s->ready_fd = 0;
}

const char *dtl_iface_name(enum dtl_iface i)
{
	switch (i) {
	case DTL_IFACE_VPA:
		return "vpa_dtl";
	case DTL_IFACE_DEBUGFS:
		return "debugfs";
	case DTL_IFACE_STATS:
		return "dispatch-stats";
	case DTL_IFACE_NONE:
		break;
	}
	return "none";
}

unsigned source_dtl_measures(enum dtl_iface i)
{
	switch (i) {
	case DTL_IFACE_VPA:
	case DTL_IFACE_DEBUGFS:
		return DTL_MEASURES_DISPATCHES | DTL_MEASURES_ENTRIES;
	case DTL_IFACE_STATS:
		return DTL_MEASURES_DISPATCHES;
	case DTL_IFACE_NONE:
		break;
	}
	return 0;
}

static int64_t ts_ns(const struct timespec *t)
{
	return (int64_t)t->tv_sec * 1000000000 + t->tv_nsec;
}

void source_wall_clock(struct wallclock *wc, int clk, enum wc_quality q, const char *how)
{
	int64_t best = INT64_MAX;

	wc->q = WC_NONE;
	for (int i = 0; i < 5; i++) {
		struct timespec a, w, b;

		if (clock_gettime(clk, &a) || clock_gettime(CLOCK_REALTIME, &w) ||
		    clock_gettime(clk, &b))
			return;
		/* the realtime read lies between a and b: take it at their middle */
		if (ts_ns(&b) - ts_ns(&a) < best) {
			best = ts_ns(&b) - ts_ns(&a);
			wc->offset_ns = ts_ns(&w) - (ts_ns(&a) + best / 2);
		}
	}
	wc->q = q;
	snprintf(wc->how, sizeof(wc->how), "%s", how);
}
