// SPDX-License-Identifier: GPL-2.0-only
/* tui-heatmap.c: every vCPU as one cell coloured (and shaded, for monochrome
 * terminals) by steal % or p99 dispatch latency in five bins spanning the
 * values shown, so a partition of hundreds or thousands of vCPUs fits on one
 * screen and its spread shows; Enter on a cell drills down. */
#include <inttypes.h>
#include <stdio.h>

#include <ncurses.h>

#include "tui-priv.h"

#define HEAT_LABEL 7	/* "%6u " first vCPU of the line */

/* The bins span the values shown, min to max in five equal steps, so a
 * partition whose vCPUs all steal about the same still shows which steal
 * more; the legend gives the edges. */
struct heat_scale {
	double lo, hi;
};

static double heat_value(const struct tui *t, const struct tui_row *r)
{
	return t->heat == HEAT_STEAL ? r->steal_pct : tui_us(r->p99, r->tb_freq);
}

static struct heat_scale heat_scale(const struct tui *t)
{
	struct heat_scale sc = { 0, 0 };
	bool any = false;

	for (size_t i = 0; i < t->snap.nrows; i++) {
		const struct tui_row *r = &t->snap.rows[i];
		double v = heat_value(t, r);

		if (!r->dispatches)
			continue;
		if (!any || v < sc.lo)
			sc.lo = v;
		if (!any || v > sc.hi)
			sc.hi = v;
		any = true;
	}
	return sc;
}

/* Lower edge of bin l (l = 5: the top of the range). */
static double heat_edge(const struct heat_scale *sc, int l)
{
	return sc->lo + (sc->hi - sc->lo) * l / 5.0;
}

static int heat_level(const struct heat_scale *sc, double v)
{
	int l;

	if (sc->hi <= sc->lo)
		return sc->hi > 0 ? 2 : 0;
	l = (int)((v - sc->lo) * 5.0 / (sc->hi - sc->lo));
	return l < 0 ? 0 : l > 4 ? 4 : l;
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

/* An edge with as many decimals as the range needs to tell bins apart. */
static int edge_prec(const struct heat_scale *sc)
{
	double w = (sc->hi - sc->lo) / 5.0;

	return w >= 10 ? 0 : w >= 1 ? 1 : w >= 0.1 ? 2 : 3;
}

/* Line y: the bins' edges, each glyph in its colour; "+N more" at the
 * right when vCPUs are off the screen. Line y + 1: the selected vCPU. */
static void legend(const struct tui *t, int y, const struct heat_scale *sc, size_t off)
{
	const char *unit = t->heat == HEAT_STEAL ? "%" : " us";
	int prec = edge_prec(sc), x, end = COLS;
	char more[32];

	if (off) {
		int n = snprintf(more, sizeof(more), "  +%zu more", off);

		end = COLS - n;
		tui_put(y, end, n, more);
	}
	x = snprintf(more, sizeof(more), "%s bins:", t->heat == HEAT_STEAL ? "steal" : "p99");
	tui_put(y, 0, end, more);
	if (sc->hi <= sc->lo) {
		tui_putf(y, x, end - x, " all %.*f%s", prec, sc->hi, unit);
		x = end;
	}
	for (int l = 0; l < 5 && x < end; l++) {
		char buf[48];
		int n;

		attron(tui_attr(t, C_HEAT0 + l));
		mvaddstr(y, ++x, tui_heat_glyph(t, l));
		attroff(tui_attr(t, C_HEAT0 + l));
		x++;
		if (l < 4)
			n = snprintf(buf, sizeof(buf), "%.*f", prec, heat_edge(sc, l));
		else
			n = snprintf(buf, sizeof(buf), "%.*f..%.*f%s", prec, heat_edge(sc, 4),
				     prec, sc->hi, unit);
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
	struct heat_scale sc = heat_scale(t);
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
			int lv = sn->rows[i].dispatches ? heat_level(&sc, heat_value(t, &sn->rows[i]))
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
	legend(t, LINES - 3, &sc, sn->nrows > shown_end ? sn->nrows - shown_end
				  : (size_t)first * (size_t)per);
}
