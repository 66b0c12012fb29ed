// SPDX-License-Identifier: GPL-2.0-only
/* view-svg.c: timeline.svg (view-svg.h). Three line charts of the LPAR over
 * the span (physc against the entitlement, steal %, p99 dispatch latency)
 * above a heatmap of steal per vCPU, one row each, sharing one time axis in
 * the time style the views use (wall clock when the recording has one).
 * Figures come from the model's timeline buckets, summed per column. */
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "source.h"
#include "view-svg.h"

#define SVG_W 1200
#define SVG_L 110	/* left margin: the row labels and y axes */
#define SVG_R 30
#define SVG_PW (SVG_W - SVG_L - SVG_R)

/* Heatmap steal levels, the interactive strip's edges (tui-timeline.c):
 * a cell reads the same whatever else is in the picture. */
static const double steal_edges[] = { 1, 5, 15, 40 };
#define FILL_RUN "#bfe3c0"
#define FILL_IDLE "#e5e7eb"
#define FILL_NONE "#ffffff"

void view_svg_columns(const struct model *m, uint64_t t0, uint64_t t1, size_t *ncols,
		      uint64_t *c0_ns, uint64_t *col_ns)
{
	uint64_t bw = model_options(m)->bucket_ns, last, b0, b1, nb, k;

	*ncols = 0;
	*c0_ns = t0;
	*col_ns = bw ? bw : 1;
	if (!bw || t1 <= t0 || !model_timeline_last(m, &last))
		return;
	b0 = t0 / bw;
	b1 = (t1 - 1) / bw;
	nb = b1 - b0 + 1;
	k = (nb + VIEW_SVG_MAX_COLS - 1) / VIEW_SVG_MAX_COLS;
	*ncols = (size_t)((nb + k - 1) / k);
	*c0_ns = b0 * bw;
	*col_ns = k * bw;
}

/* Text for XML: the five characters that matter escaped, controls dropped. */
static void xml_text(FILE *f, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&apos;", f); break;
		default:
			if ((unsigned char)*s >= 0x20 && *s != 0x7f)
				fputc(*s, f);
		}
	}
}

/* Per column: the LPAR's sums and each vCPU's stolen share. */
struct svg_cols {
	size_t n, ncpu;
	uint64_t c0, w, bw;
	double *physc;		/* processors; < 0: no data */
	double *steal;		/* LPAR steal %; < 0: no data */
	double *cell;		/* [cpu index][column]: steal %; -1 none; -2 idle; -3 ran */
};

static void col_sum(const struct model_tl_bucket *b, size_t k, struct model_tl_bucket *s)
{
	memset(s, 0, sizeof(*s));
	for (size_t i = 0; i < k; i++) {
		if (!b[i].bno && !b[i].has_data)
			continue;
		s->running_ns += b[i].running_ns;
		s->idle_ns += b[i].idle_ns;
		s->wait_ns += b[i].wait_ns;
		s->fault_ns += b[i].fault_ns;
		s->has_data |= b[i].has_data;
	}
}

/* The part of column j inside the span [t0, t1): the first and last
 * columns are partial, and a vCPU cannot run longer than that. */
static uint64_t col_len(const struct svg_cols *c, size_t j, uint64_t t0, uint64_t t1)
{
	uint64_t a = c->c0 + j * c->w, b = a + c->w;

	a = a < t0 ? t0 : a;
	b = b > t1 ? t1 : b;
	return b > a ? b - a : 0;
}

static int cols_fill(struct svg_cols *c, const struct model *m, uint64_t t0, uint64_t t1)
{
	size_t k = c->w / c->bw, nb = c->n * k;
	struct model_tl_bucket *row = calloc(nb, sizeof(*row));
	double *on = calloc(c->n, sizeof(*on)), *stolen = calloc(c->n, sizeof(*stolen));
	double *covered = calloc(c->n, sizeof(*covered));
	uint64_t newest = model_newest(m);
	int ret = -1;

	if (!row || !on || !stolen || !covered)
		goto out;
	for (size_t i = 0; i < c->ncpu; i++) {
		model_timeline_row(m, model_cpu_id(m, i), newest, c->c0 / c->bw, nb, row);
		for (size_t j = 0; j < c->n; j++) {
			struct model_tl_bucket s;
			double *cell = &c->cell[i * c->n + j];
			uint64_t st, cov, len = col_len(c, j, t0, t1);

			col_sum(row + j * k, k, &s);
			st = s.wait_ns + s.fault_ns;
			cov = st + s.running_ns + s.idle_ns;
			*cell = -1;
			if (!cov)
				continue;
			on[j] += (double)(s.running_ns < len ? s.running_ns : len);
			stolen[j] += (double)st;
			covered[j] += (double)cov;
			*cell = (double)st * 100.0 / (double)cov;
			if (*cell < steal_edges[0])
				*cell = s.running_ns >= s.idle_ns ? -3 : -2;
		}
	}
	for (size_t j = 0; j < c->n; j++) {
		uint64_t len = col_len(c, j, t0, t1);

		/* a column the span starts inside has no physc: a bucket's
		 * running time counts from its start, before the first event */
		c->physc[j] = covered[j] > 0 && len && c->c0 + j * c->w >= t0 ?
			      on[j] / (double)len : -1;
		c->steal[j] = covered[j] > 0 ? stolen[j] * 100.0 / covered[j] : -1;
	}
	ret = 0;
out:
	free(row);
	free(on);
	free(stolen);
	free(covered);
	return ret;
}

static double col_x(const struct svg_cols *c, size_t j)
{
	return SVG_L + (double)SVG_PW * (double)j / (double)c->n;
}

/* A round tick step for span ns: about six ticks. */
static uint64_t tick_step(uint64_t span)
{
	static const uint64_t steps[] = {
		100000000ull, 200000000ull, 500000000ull, 1000000000ull, 2000000000ull,
		5000000000ull, 10000000000ull, 15000000000ull, 30000000000ull, 60000000000ull,
		120000000000ull, 300000000000ull, 600000000000ull, 900000000000ull,
		1800000000000ull, 3600000000000ull, 7200000000000ull, 21600000000000ull,
		43200000000000ull, 86400000000000ull,
	};
	size_t i;

	for (i = 0; i + 1 < sizeof(steps) / sizeof(steps[0]); i++)
		if (span / steps[i] <= 7)
			break;
	return steps[i];
}

/* Vertical grid lines through every chart and the labels under y, at round
 * times of the style shown (wall seconds, perf seconds, seconds since the
 * first event). */
static void time_axis(FILE *f, const struct svg_cols *c, const struct time_fmt *tf,
		      double top, double y)
{
	uint64_t t0 = c->c0, t1 = c->c0 + c->n * c->w, step = tick_step(t1 - t0);
	enum time_style st = time_style_of(tf);
	int64_t shift = st == TIME_WALL ? tf->wc.offset_ns :
			st == TIME_REL ? -(int64_t)tf->origin_ns : 0;
	int64_t first, tick;

	/* times no clock holds (a hostile file): ticks on the event clock,
	 * so that the sums below cannot overflow */
	if (t1 > INT64_MAX / 2 || shift > INT64_MAX / 4 || shift < -(INT64_MAX / 4))
		shift = 0;
	first = (int64_t)t0 + shift;
	tick = first - (first % (int64_t)step + (int64_t)step) % (int64_t)step;
	int prec = step < 1000000000ull ? 1 : 0;
	char buf[64], zone[48];

	for (; tick <= (int64_t)t1 + shift; tick += (int64_t)step) {
		int64_t ns = tick - shift;
		double x;

		if (ns < (int64_t)t0)
			continue;
		x = SVG_L + (double)SVG_PW * (double)((uint64_t)ns - t0) / (double)(t1 - t0);
		fprintf(f, "<line class=\"grid\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n",
			x, top, x, y - 12);
		fprintf(f, "<text class=\"axis-label\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">",
			x, y);
		xml_text(f, time_str(tf, (uint64_t)ns, prec, buf, sizeof(buf)));
		fputs("</text>\n", f);
	}
	fprintf(f, "<text class=\"axis-title\" x=\"%d\" y=\"%.1f\" text-anchor=\"middle\">time (",
		SVG_L + SVG_PW / 2, y + 18);
	xml_text(f, time_zone(tf, zone, sizeof(zone)));
	fputs(")</text>\n", f);
}

/* One series as polylines, broken where a column has no value (< 0). */
static void series(FILE *f, const struct svg_cols *c, const double *v, double top, double h,
		   double max, const char *cls)
{
	bool open = false;

	for (size_t j = 0; j < c->n; j++) {
		double x = col_x(c, j) + (double)SVG_PW / (double)c->n / 2, y;

		if (v[j] < 0 || isnan(v[j])) {
			if (open)
				fputs("\"/>\n", f);
			open = false;
			continue;
		}
		y = top + h - h * (v[j] > max ? max : v[j]) / max;
		if (!open)
			fprintf(f, "<polyline class=\"%s\" points=\"", cls);
		fprintf(f, "%s%.1f,%.1f", open ? " " : "", x, y);
		open = true;
	}
	if (open)
		fputs("\"/>\n", f);
}

static double series_max(const double *v, size_t n, double floor_)
{
	double m = floor_;

	for (size_t j = 0; v && j < n; j++)
		if (!isnan(v[j]) && v[j] > m)
			m = v[j];
	return m;
}

/* A chart's frame, its title and its y axis from 0 to max. */
static void chart(FILE *f, double top, double h, double max, const char *title,
		  const char *unit)
{
	fprintf(f, "<rect class=\"frame\" x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\"/>\n",
		SVG_L, top, SVG_PW, h);
	fprintf(f, "<text class=\"chart-title\" x=\"%d\" y=\"%.1f\">", SVG_L, top - 6);
	xml_text(f, title);
	fputs("</text>\n", f);
	fprintf(f, "<text class=\"y-label\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.3g %s</text>\n",
		SVG_L - 6, top + 10, max, unit);
	fprintf(f, "<text class=\"y-label\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">0</text>\n",
		SVG_L - 6, top + h);
}

/* A cell's colour: 0 no data, 1 idle, 2 ran, 3.. the steal levels. */
static const char *const fills[] = { FILL_NONE, FILL_IDLE, FILL_RUN, "#fde68a", "#f59e0b",
				     "#dc2626", "#7f1d1d" };

static int cell_fill(double v)
{
	int l = 0;

	if (v < 0)
		return v == -1 ? 0 : v == -2 ? 1 : 2;
	while (l + 1 < (int)(sizeof(steal_edges) / sizeof(steal_edges[0])) &&
	       v >= steal_edges[l + 1])
		l++;
	return 3 + l;
}

/* One row per vCPU; runs of one colour drawn as one rect. */
static void heatmap(FILE *f, const struct svg_cols *c, const struct model *m, double top,
		    double rh)
{
	unsigned every = rh >= 9 ? 1 : (unsigned)ceil(9.0 / rh);

	fprintf(f, "<text class=\"chart-title\" x=\"%d\" y=\"%.1f\">steal per vCPU "
		"(share of its time it waited for a processor)</text>\n", SVG_L, top - 6);
	for (size_t i = 0; i < c->ncpu; i++) {
		uint32_t cpu = model_cpu_id(m, i);
		double y = top + rh * (double)i;
		size_t j = 0;

		fprintf(f, "<g class=\"vcpu-row\" data-cpu=\"%u\">", cpu);
		if (i % every == 0)
			fprintf(f, "<text class=\"row-label\" x=\"%d\" y=\"%.1f\" "
				"text-anchor=\"end\">vCPU %u</text>", SVG_L - 6, y + rh - 1, cpu);
		while (j < c->n) {
			int fill = cell_fill(c->cell[i * c->n + j]);
			size_t e = j + 1;

			while (e < c->n && cell_fill(c->cell[i * c->n + e]) == fill)
				e++;
			if (fill)
				fprintf(f, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" "
					"fill=\"%s\"/>", col_x(c, j), y, col_x(c, e) - col_x(c, j),
					rh, fills[fill]);
			j = e;
		}
		fputs("</g>\n", f);
	}
	fprintf(f, "<rect class=\"frame\" x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\"/>\n",
		SVG_L, top, SVG_PW, rh * (double)c->ncpu);
}

static void legend(FILE *f, double y, bool have_ent)
{
	static const char *const names[] = { "1-5%", "5-15%", "15-40%", "40%+" };
	double x = SVG_L;

	fprintf(f, "<g class=\"legend\">\n<text x=\"%.0f\" y=\"%.1f\">heatmap:</text>\n",
		x, y + 10);
	x += 70;
	fprintf(f, "<rect x=\"%.0f\" y=\"%.1f\" width=\"14\" height=\"12\" fill=\"%s\"/>"
		"<text x=\"%.0f\" y=\"%.1f\">ran, steal &lt; 1%%</text>\n", x, y, FILL_RUN, x + 18, y + 10);
	x += 140;
	fprintf(f, "<rect x=\"%.0f\" y=\"%.1f\" width=\"14\" height=\"12\" fill=\"%s\"/>"
		"<text x=\"%.0f\" y=\"%.1f\">idle</text>\n", x, y, FILL_IDLE, x + 18, y + 10);
	x += 60;
	for (size_t i = 0; i < 4; i++) {
		fprintf(f, "<rect x=\"%.0f\" y=\"%.1f\" width=\"14\" height=\"12\" fill=\"%s\"/>"
			"<text x=\"%.0f\" y=\"%.1f\">steal %s</text>\n", x, y, fills[3 + i],
			x + 18, y + 10, names[i]);
		x += 100;
	}
	fprintf(f, "<text x=\"%.0f\" y=\"%.1f\">blank: no data</text>\n", x, y + 10);
	y += 22;
	x = SVG_L;
	fprintf(f, "<text x=\"%.0f\" y=\"%.1f\">lines:</text>\n", x, y + 10);
	x += 70;
	fprintf(f, "<line class=\"physc\" x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\"/>"
		"<text x=\"%.0f\" y=\"%.1f\">physc (processors consumed)</text>\n",
		x, y + 6, x + 20, y + 6, x + 26, y + 10);
	x += 230;
	if (have_ent) {
		fprintf(f, "<line class=\"ent\" x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\"/>"
			"<text x=\"%.0f\" y=\"%.1f\">entitlement</text>\n",
			x, y + 6, x + 20, y + 6, x + 26, y + 10);
		x += 130;
	}
	fprintf(f, "<line class=\"steal\" x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\"/>"
		"<text x=\"%.0f\" y=\"%.1f\">LPAR steal %%</text>\n",
		x, y + 6, x + 20, y + 6, x + 26, y + 10);
	x += 130;
	fprintf(f, "<line class=\"p99\" x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\"/>"
		"<text x=\"%.0f\" y=\"%.1f\">p99 dispatch latency</text>\n</g>\n",
		x, y + 6, x + 20, y + 6, x + 26, y + 10);
}

static const char svg_style[] =
	"<style>\n"
	"text{font-family:sans-serif;font-size:11px;fill:#111}\n"
	".title{font-size:15px;font-weight:bold}\n.chart-title{font-size:12px;font-weight:bold}\n"
	".frame{fill:none;stroke:#888;stroke-width:1}\n.grid{stroke:#ddd;stroke-width:1}\n"
	".physc{fill:none;stroke:#1d4ed8;stroke-width:1.5}\n"
	".ent{fill:none;stroke:#b91c1c;stroke-width:1.5;stroke-dasharray:6 4}\n"
	".steal{fill:none;stroke:#c2410c;stroke-width:1.5}\n"
	".p99{fill:none;stroke:#7c3aed;stroke-width:1.5}\n"
	"</style>\n";

static void header(FILE *f, const struct view_svg_in *in, double height)
{
	const struct source_info *si = in->src ? &in->src->info : NULL;
	char a[64], b[64], zone[48];

	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%.0f\" "
		"viewBox=\"0 0 %d %.0f\">\n%s", SVG_W, height, SVG_W, height, svg_style);
	fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%.0f\" fill=\"#ffffff\"/>\n",
		SVG_W, height);
	fputs("<text class=\"title\" x=\"10\" y=\"22\">dtltop: ", f);
	xml_text(f, si && si->hostname[0] ? si->hostname : "partition");
	fprintf(f, " from ");
	xml_text(f, time_str(in->tf, in->t0, 3, a, sizeof(a)));
	fputs(" to ", f);
	xml_text(f, time_str(in->tf, in->t1, 3, b, sizeof(b)));
	fputs(" (", f);
	xml_text(f, time_zone(in->tf, zone, sizeof(zone)));
	fprintf(f, "), %.3f s</text>\n", (double)(in->t1 - in->t0) / 1e9);
	fputs("<text x=\"10\" y=\"40\">", f);
	if (si) {
		xml_text(f, si->kind);
		if (si->path) {
			fputs(" ", f);
			xml_text(f, si->path);
		}
		fputs("; ", f);
	}
	if (in->tf->wc.q == WC_NONE)
		fputs("no wall clock in the recording: times are seconds on the perf clock", f);
	else
		xml_text(f, in->tf->wc.how);
	fputs("</text>\n", f);
}

void view_svg(FILE *f, const struct view_svg_in *in)
{
	struct svg_cols c = { .ncpu = model_ncpus(in->m), .bw = model_options(in->m)->bucket_ns };
	const double ta = 70, ha = 130, tb = ta + ha + 30, hb = 80, tc = tb + hb + 30, hc = 80;
	double th = tc + hc + 34, rh, height, pmax, smax, lmax;
	char title[160];

	view_svg_columns(in->m, in->t0, in->t1, &c.n, &c.c0, &c.w);
	rh = c.ncpu ? 360.0 / (double)c.ncpu : 0;
	rh = rh > 14 ? 14 : rh < 3 ? 3 : rh;
	height = th + rh * (double)c.ncpu + 100;
	c.physc = calloc(c.n + 1, sizeof(double));
	c.steal = calloc(c.n + 1, sizeof(double));
	c.cell = calloc(c.n * c.ncpu + 1, sizeof(double));
	header(f, in, height);
	if (!c.n || !c.physc || !c.steal || !c.cell || cols_fill(&c, in->m, in->t0, in->t1) < 0) {
		fprintf(f, "<text x=\"10\" y=\"80\">%s</text>\n</svg>\n",
			c.n ? "out of memory" : "no timeline: no DTL entry in the span");
		goto out;
	}
	pmax = series_max(c.physc, c.n, in->ent) * 1.1;
	pmax = pmax > 0 ? pmax : 1;
	chart(f, ta, ha, pmax, in->ent > 0 ? "physc against the entitlement (processors)"
					   : "physc (processors; entitlement not known)", "proc");
	if (in->ent > 0) {
		double y = ta + ha - ha * in->ent / pmax;

		fprintf(f, "<line class=\"ent\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>\n",
			SVG_L, y, SVG_L + SVG_PW, y);
	}
	series(f, &c, c.physc, ta, ha, pmax, "physc");
	smax = series_max(c.steal, c.n, 1) * 1.1;
	smax = smax > 100 ? 100 : smax;
	chart(f, tb, hb, smax, "LPAR steal % (share of the vCPUs' time spent waiting)", "%");
	series(f, &c, c.steal, tb, hb, smax, "steal");
	lmax = series_max(in->p99_us, in->p99_us ? c.n : 0, 1) * 1.1;
	snprintf(title, sizeof(title), "p99 dispatch latency (us)%s%s",
		 in->p99_us ? "" : ": ", in->p99_us ? "" : in->p99_why ? in->p99_why : "not known");
	chart(f, tc, hc, lmax, title, "us");
	if (in->p99_us)
		series(f, &c, in->p99_us, tc, hc, lmax, "p99");
	heatmap(f, &c, in->m, th, rh);
	time_axis(f, &c, in->tf, ta, th + rh * (double)c.ncpu + 16);
	legend(f, th + rh * (double)c.ncpu + 44, in->ent > 0);
	fputs("</svg>\n", f);
out:
	free(c.physc);
	free(c.steal);
	free(c.cell);
}
