/* SPDX-License-Identifier: GPL-2.0-only */
/* batch.h: the headless driver: runs a source into the model and prints a
 * snapshot per window of recorded time (-d) up to a count (-n). */
#ifndef DTLTOP_BATCH_H
#define DTLTOP_BATCH_H

#include <stdio.h>

#include "options.h"
#include "source.h"

/* Returns the process exit status: 0, or, with the source's error printed,
 * source_fail_status (2 for a recording that cannot be read, else 1). The
 * source runs with wrap's consumer in front of the driver's (consumer.h:
 * -o's tee), or with the driver's alone for NULL. */
int batch_run(struct source *src, const struct options *o, FILE *out,
	      struct consumer_wrap *wrap);

/* The same, each window also published to ex (--listen, --influx; NULL:
 * none); ex's output failing stops the session (exit status 1). */
struct exporter;
int batch_run_export(struct source *src, const struct options *o, FILE *out,
		     struct consumer_wrap *wrap, struct exporter *ex);

/* The same over --time's span (tr, the wrap or one inside wrap; NULL:
 * all): -d's windows fall on multiples of -d as without it, the first cut
 * at the span's start, the last at its end. */
struct time_range;
int batch_run_range(struct source *src, const struct options *o, FILE *out,
		    struct consumer_wrap *wrap, struct exporter *ex,
		    const struct time_range *tr);

/* Headless (service.h): the windows published to ex and none printed, the
 * state lines said through svc; *shown: the windows published. */
struct service;
int batch_run_service(struct source *src, const struct options *o, struct consumer_wrap *wrap,
		      struct exporter *ex, struct service *svc, unsigned long *shown);

#endif
