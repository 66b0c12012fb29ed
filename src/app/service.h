/* SPDX-License-Identifier: GPL-2.0-only */
/* service.h: the headless exporter (--listen, --influx without --batch and
 * without a terminal): the batch driver with no snapshot printed, and one
 * line on stderr per state change, never one per interval (a journal). */
#ifndef DTLTOP_SERVICE_H
#define DTLTOP_SERVICE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "options.h"
#include "source.h"

/* The exporters' interval when -d does not say: --batch's live default. */
#define SERVICE_DELAY_NS 2000000000ull

struct service;
struct exporter;

/* What a window lost, as its snapshot's "loss" says (view.h). */
struct service_loss {
	uint64_t lost;		/* the kernel's lost records */
	uint64_t dropped;	/* a reader's queue was full */
	uint64_t full_polls;	/* polls that found the DTL full (entries lost) */
	uint64_t truncated;	/* AUX records truncated or partial */
	uint64_t overruns;	/* AUX areas found full */
};

/* The state lines go to log (stderr; a memstream in the unit tests). */
struct service *service_new(FILE *log, uint64_t every_ns);
void service_free(struct service *sv);

/* The first event came: the source is open and its events flow. */
void service_started(struct service *sv, const struct source *src);
/* A window ended (batch): a line when the vCPU set or the loss changed. */
void service_window(struct service *sv, const struct source *src, const struct service_loss *l);
/* The lines said so far (the unit tests). */
unsigned long service_lines(const struct service *sv);

/* Run the session headless until a stop signal, -n or a failure; returns
 * the exit status as batch_run does. ex: the exporters (not NULL). */
int service_run(struct source *src, const struct options *o, struct consumer_wrap *wrap,
		struct exporter *ex);

/* The last line, once the source is closed (its events disabled). */
void service_stopped(int status);

#endif
