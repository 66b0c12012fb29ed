/* SPDX-License-Identifier: GPL-2.0-only */
/* view-svg.h: timeline.svg, a picture of a span for people who would rather
 * look than read: the LPAR's physc against its entitlement, steal % and p99
 * dispatch latency over time, and a heatmap of steal per vCPU. */
#ifndef DTLTOP_VIEW_SVG_H
#define DTLTOP_VIEW_SVG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "wallclock.h"

struct model;
struct source;

/* At most this many time columns: the span's timeline buckets are summed
 * k at a time (view_svg_columns) to stay under it. */
#define VIEW_SVG_MAX_COLS 600

/* The columns of [t0, t1) on m's timeline: *ncols of *col_ns each, the
 * first starting at *c0_ns (a bucket boundary at or before t0). 0 columns
 * when m keeps no timeline. */
void view_svg_columns(const struct model *m, uint64_t t0, uint64_t t1, size_t *ncols,
		      uint64_t *c0_ns, uint64_t *col_ns);

struct view_svg_in {
	const struct model *m;		/* settled, with a timeline */
	const struct source *src;	/* may be NULL */
	uint64_t t0, t1;		/* the span, [t0, t1), event ns */
	const struct time_fmt *tf;	/* how times are written on the axes */
	double ent;			/* entitled processors; 0: unknown */
	/* p99 dispatch latency (µs) per column of view_svg_columns; NULL or
	 * a negative value: not known (p99_why says why, for the legend) */
	const double *p99_us;
	const char *p99_why;
};

/* The whole SVG document. Rows of the heatmap carry class="vcpu-row" and
 * data-cpu="N"; axis labels class="axis-label". */
void view_svg(FILE *f, const struct view_svg_in *in);

#endif
