// SPDX-License-Identifier: GPL-2.0-only
/* tui-heatmap.c: every vCPU as one cell coloured (and shaded, for monochrome
 * terminals) by steal % or p99 dispatch latency in five bins of a fixed
 * scale, so a partition of hundreds or thousands of vCPUs fits on one
 * screen and a shade means the same on every screen; Enter drills down. */
#include <inttypes.h>
#include <stdio.h>

#include <ncurses.h>

#include "tui-priv.h"

#define HEAT_LABEL 7	/* "%6u " first vCPU of the line */

/* Fixed bins, not min..max of what is shown: vCPUs that all steal about
 * 3.4 % would otherwise spread over all five shades and a meaningless
 * 0.1 % look alarming. Steal: the timeline strip's grades (1, 5, 15,
 * 40 %), so a shade reads the same on both. p99 dispatch latency, on a
 * log-like scale around the 10 ms dispatch wheel: under 100 us is a
 * processor at hand, 10 ms or more is waiting a whole wheel. */
static const double p99_edges[4] = { 100, 1000, 3000, 10000 };	/* us */

static const double *heat_edges(const struct tui *t)
{
	return t->heat == HEAT_STEAL ? tui_steal_edges : p99_edges;
}

static double heat_value(const struct tui *t, const struct tui_row *r)
{
	return t->heat == HEAT_STEAL ? r->steal_pct : tui_us(r->p99, r->tb_freq);
}

/* The bin of v: how many edges it reaches. */
static int heat_level(const struct tui *t, double v)
{
	const double *e = heat_edges(t);
	int l = 0;

	while (l < 4 && v >= e[l])
		l++;
	return l;
}

void tui_heat_geometry(const struct tui *t, int *cw, int *per_line, int *y0, int *nlines)
{
	int room = COLS - HEAT_LABEL;

	*y0 = TUI_HEAD_LINES;
	*nlines = LINES - 1 - *y0 - 2;	/* two legend lines, the function bar */
	if (*nlines < 1)
		*nlines = 1;
	/* two columns a cell read better; one when that is what fits */
	*cw = (size_t)(room / 2) * (size_t)*nlines >= t->snap.nrows ? 2 : 1;
	*per_line = room / *cw > 0 ? room / *cw : 1;
}

/* An edge as the legend writes it: 1000 us as 1k. */
static const char *edge_text(double e, char buf[16])
{
	if (e >= 1000)
		snprintf(buf, 16, "%gk", e / 1000);
	else
		snprintf(buf, 16, "%g", e);
	return buf;
}

/* Line y: the scale and the bins' edges, each glyph in its colour
 * ("steal % (fixed): ·<1 ░1-5 ▒5-15 ▓15-40 █40+"); "+N more" at the right
 * when vCPUs are off the screen. Line y + 1: the selected vCPU. */
static void legend(const struct tui *t, int y, size_t off)
{
	const double *e = heat_edges(t);
	int x, end = COLS;
	char more[32];

	if (off) {
		int n = snprintf(more, sizeof(more), "  +%zu more", off);

		end = COLS - n;
		tui_put(y, end, n, more);
	}
	x = snprintf(more, sizeof(more), "%s (fixed):", t->heat == HEAT_STEAL ? "steal %" : "p99 us");
	tui_put(y, 0, end, more);
	for (int l = 0; l < 5 && x < end; l++) {
		char buf[48], a[16], b[16];
		int n;

		attron(tui_attr(t, C_HEAT0 + l));
		mvaddstr(y, ++x, tui_heat_glyph(t, l));
		attroff(tui_attr(t, C_HEAT0 + l));
		x++;
		if (l == 0)
			n = snprintf(buf, sizeof(buf), "<%s", edge_text(e[0], a));
		else if (l < 4)
			n = snprintf(buf, sizeof(buf), "%s-%s", edge_text(e[l - 1], a),
				     edge_text(e[l], b));
		else
			n = snprintf(buf, sizeof(buf), "%s+", edge_text(e[3], a));
		tui_put(y, x, end - x, buf);
		x += n;
	}
	if (t->snap.nrows && t->sel < t->snap.nrows) {
		const struct tui_row *r = &t->snap.rows[t->sel];

		if (t->snap.entries)
			tui_putf(y + 1, 0, COLS, "vCPU %u: steal %.2f%%  p99 %.1f us  (m: metric)",
				 r->cpu, r->steal_pct, tui_us(r->p99, r->tb_freq));
		else	/* not measured: no figure, not 0 */
			tui_putf(y + 1, 0, COLS, "vCPU %u: steal -  p99 - us  (DTL %s)",
				 r->cpu, t->snap.dtl_source);
	}
}

void tui_draw_heatmap(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	int cw, per, y0, nl, first, sel_line;
	size_t shown_end;

	tui_draw_header(t);
	tui_heat_geometry(t, &cw, &per, &y0, &nl);
	tui_fill(TUI_TITLE_Y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_putf(TUI_TITLE_Y, 0, COLS, "Heatmap of %zu vCPUs by %s, in sort order; arrows move, Enter drills down",
		 sn->nrows, t->heat == HEAT_STEAL ? "steal %" : "p99 dispatch latency");
	attroff(tui_attr(t, C_TITLE));
	sel_line = (int)(t->sel / (size_t)per);
	first = sel_line >= nl ? sel_line - nl + 1 : 0;
	for (int l = 0; l < nl; l++) {
		size_t i0 = (size_t)(first + l) * (size_t)per;

		if (i0 >= sn->nrows)
			break;
		tui_putf(y0 + l, 0, HEAT_LABEL, "%6u ", sn->rows[i0].cpu);
		for (int k = 0; k < per && i0 + (size_t)k < sn->nrows; k++) {
			size_t i = i0 + (size_t)k;
			int lv = sn->rows[i].dispatches ? heat_level(t, heat_value(t, &sn->rows[i]))
							: -1;
			int a = lv >= 0 ? tui_attr(t, C_HEAT0 + lv) : (int)A_NORMAL;

			if (i == t->sel)
				a |= A_REVERSE;
			attron(a);
			for (int c = 0; c < cw; c++)
				mvaddstr(y0 + l, HEAT_LABEL + k * cw + c, tui_heat_glyph(t, lv));
			attroff(a);
		}
	}
	shown_end = (size_t)(first + nl) * (size_t)per;
	legend(t, LINES - 3, sn->nrows > shown_end ? sn->nrows - shown_end
				  : (size_t)first * (size_t)per);
}
