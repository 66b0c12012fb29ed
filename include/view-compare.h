/* SPDX-License-Identifier: GPL-2.0-only */
/* view-compare.h: a comparison of two windows (model-compare.h) as text,
 * one JSON object or CSV rows, each naming the two windows: what was read
 * (a file, a span of one) and its times as wallclock.h shows them. */
#ifndef DTLTOP_VIEW_COMPARE_H
#define DTLTOP_VIEW_COMPARE_H

#include <stddef.h>
#include <stdio.h>

#include "model-compare.h"
#include "wallclock.h"

/* One side: its name ("A.data", "span of A.data") and how its times show. */
struct view_cmp_side {
	const char *name;
	struct time_fmt tf;
};

void view_compare_text(FILE *f, const struct model_cmp *c, const struct view_cmp_side s[2]);
void view_compare_json(FILE *f, const struct model_cmp *c, const struct view_cmp_side s[2]);
void view_compare_csv(FILE *f, const struct model_cmp *c, const struct view_cmp_side s[2]);

/* Side k's window, as every view names it: "10:40:05.250 .. 10:40:07.250
 * (2.000 s, CET)". Returns buf. */
char *view_cmp_window(const struct model_cmp *c, const struct view_cmp_side *s, int k,
		      char *buf, size_t len);

/* The LPAR rows, in the order the views show them. */
enum view_cmp_metric { VCM_DISP_S, VCM_STEAL, VCM_P50, VCM_P99, VCM_PHYSC, VCM_N };
struct view_cmp_metric_info {
	const char *label;	/* text and the interactive screen: "dispatches/s" */
	const char *key;	/* JSON, CSV: "dispatches_per_s" */
	int prec;		/* decimals in text */
};
extern const struct view_cmp_metric_info view_cmp_metrics[VCM_N];
/* f's value of metric m; false when unknown (latency without tb_freq, a
 * side without the vCPU). */
bool view_cmp_value(const struct model_cmp_fig *f, enum view_cmp_metric m, double *v);

#endif
