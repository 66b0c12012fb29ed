/* SPDX-License-Identifier: GPL-2.0-only */
/* view-metrics.h: the exporters' views of a metrics snapshot (metrics.h):
 * OpenMetrics or Prometheus text for a scrape, InfluxDB line protocol. */
#ifndef DTLTOP_VIEW_METRICS_H
#define DTLTOP_VIEW_METRICS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "lparcfg.h"
#include "metrics.h"

/* What goes with a snapshot: who made it, how its rows are labelled, and
 * the gauges (each only where known). */
struct metrics_meta {
	const char *version;
	const char *kind, *hostname, *kernel, *arch;	/* the source's */
	/* The DTL interface (dtl_iface_name) and why it; NULL: not said. What
	 * it does not measure (DTL_MEASURES_* bits, source.h) has no samples
	 * at all: a missing series, not a 0 that reads as "none". */
	const char *dtl_source, *dtl_why;
	unsigned unmeasured;
	enum metrics_by by;
	uint64_t vcpus;			/* vCPUs seen */
	bool have_ent, have_physc, have_pool, have_app;
	double ent, physc, pool, app;	/* processors */
	/* The partition's configuration and identity as last read (live,
	 * simulated) or recorded (replay): dtltop_lpar_info's labels, each
	 * where its LPARCFG_HAVE_* bit says it is known. */
	struct lparcfg lpar;
};

/* A scrape's body: OpenMetrics 1.0.0 (ends "# EOF"), or with openmetrics
 * false Prometheus text 0.0.4. */
void view_metrics_text(FILE *f, const struct metrics *s, const struct metrics_meta *mm,
		       bool openmetrics);

/* One batch of InfluxDB lines stamped ts_ns (ns since the epoch). */
void view_metrics_influx(FILE *f, const struct metrics *s, const struct metrics_meta *mm,
			 uint64_t ts_ns);

#endif
