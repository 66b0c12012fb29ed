/* tui-heatmap.c: every vCPU as one cell coloured (and shaded, for monochrome
 * terminals) by steal % or p99 dispatch latency, so a partition of hundreds
 * or thousands of vCPUs fits on one screen; Enter on a cell drills down. */
#include <inttypes.h>
#include <stdio.h>

#include <ncurses.h>

#include "tui-priv.h"

#define HEAT_LABEL 7	/* "%6u " first vCPU of the line */

static const double steal_steps[4] = { 1, 5, 10, 25 };		/* % */
static const double lat_steps[4] = { 10, 100, 1000, 10000 };	/* us */

int tui_heat_level(const struct tui *t, const struct tui_row *r)
{
	const double *steps = t->heat == HEAT_STEAL ? steal_steps : lat_steps;
	double v = t->heat == HEAT_STEAL ? r->steal_pct : tui_us(r->p99, r->tb_freq);
	int level = 0;

	if (!r->dispatches)
		return -1;
	while (level < 4 && v >= steps[level])
		level++;
	return level;
}

void tui_heat_geometry(const struct tui *t, int *cw, int *per_line, int *y0, int *nlines)
{
	int room = COLS - HEAT_LABEL;

	*y0 = TUI_HEAD_LINES;
	*nlines = LINES - 1 - *y0 - 1;
	if (*nlines < 1)
		*nlines = 1;
	/* two columns a cell read better; one when that is what fits */
	*cw = (size_t)(room / 2) * (size_t)*nlines >= t->snap.nrows ? 2 : 1;
	*per_line = room / *cw > 0 ? room / *cw : 1;
}

static void legend(const struct tui *t, int y)
{
	const double *steps = t->heat == HEAT_STEAL ? steal_steps : lat_steps;
	const char *unit = t->heat == HEAT_STEAL ? "%" : "us";
	int x = 0;

	tui_put(y, x, COLS, t->heat == HEAT_STEAL ? "steal:" : "p99 latency:");
	x += t->heat == HEAT_STEAL ? 7 : 13;
	for (int l = 0; l < 5 && x < COLS - 16; l++) {
		char buf[32];

		attron(tui_attr(t, C_HEAT0 + l));
		mvaddstr(y, x, tui_heat_glyph(t, l));
		attroff(tui_attr(t, C_HEAT0 + l));
		if (l < 4)
			snprintf(buf, sizeof(buf), " <%g%s ", steps[l], unit);
		else
			snprintf(buf, sizeof(buf), " >=%g%s ", steps[3], unit);
		tui_put(y, x + 1, COLS - x - 1, buf);
		x += 1 + (int)snprintf(NULL, 0, "%s", buf);
	}
	if (t->snap.nrows && t->sel < t->snap.nrows) {
		const struct tui_row *r = &t->snap.rows[t->sel];

		tui_putf(y, x + 1, COLS - x - 1, "| vCPU %u: steal %.2f%%  p99 %.1f us  (m: metric)",
			 r->cpu, r->steal_pct, tui_us(r->p99, r->tb_freq));
	}
}

void tui_draw_heatmap(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	int cw, per, y0, nl, first, sel_line;

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
			int lv = tui_heat_level(t, &sn->rows[i]);
			int a = lv >= 0 ? tui_attr(t, C_HEAT0 + lv) : (int)A_NORMAL;

			if (i == t->sel)
				a |= A_REVERSE;
			attron(a);
			for (int c = 0; c < cw; c++)
				mvaddstr(y0 + l, HEAT_LABEL + k * cw + c, tui_heat_glyph(t, lv));
			attroff(a);
		}
	}
	legend(t, LINES - 2);
}
