/* tui-reasons.c: the reasons screen: dispatch reason x preempt reason matrix
 * (counts, or percentages with '%') and a bar chart of each, over every
 * vCPU shown (all, or those -C and the '/' filter keep). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include <ncurses.h>

#include "tui-priv.h"

#define MX_FIRST 22	/* row label width */
#define MX_CELL 9

static void cell_text(const struct tui *t, char *buf, size_t len, uint64_t v, uint64_t all)
{
	if (t->pct)
		snprintf(buf, len, "%.1f%%", all ? (double)v * 100.0 / (double)all : 0.0);
	else
		snprintf(buf, len, "%" PRIu64, v);
}

/* Returns the next free line. */
static int matrix(const struct tui *t, int y)
{
	const struct tui_snap *sn = &t->snap;
	uint64_t rows[MODEL_MX] = { 0 }, cols[MODEL_MX] = { 0 }, all = 0;
	char buf[24];
	int x = MX_FIRST;

	for (int d = 0; d < MODEL_MX; d++)
		for (int p = 0; p < MODEL_MX; p++) {
			rows[d] += sn->rs.mx[d][p];
			cols[p] += sn->rs.mx[d][p];
			all += sn->rs.mx[d][p];
		}
	tui_fill(y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_put(y, 0, MX_FIRST, "dispatch \\ preempt");
	for (int p = 0; p < MODEL_MX; p++) {
		if (!cols[p] || x + 2 * MX_CELL > COLS)	/* room for the total */
			continue;
		tui_putf(y, x, MX_CELL, "%*s", MX_CELL - 1, tui_reason_short((unsigned)p, true, buf));
		x += MX_CELL;
	}
	tui_putf(y, x, COLS - x, "%*s", MX_CELL, "total");
	attroff(tui_attr(t, C_TITLE));
	y++;
	for (int d = 0; d < MODEL_MX && y < LINES - 2; d++) {
		if (!rows[d])
			continue;
		/* the value too: dispatch 1 and 5 share a name */
		tui_putf(y, 0, MX_FIRST - 1, "%2d %s", d, tui_reason_short((unsigned)d, false, buf));
		x = MX_FIRST;
		for (int p = 0; p < MODEL_MX; p++) {
			char c[24];

			if (!cols[p] || x + 2 * MX_CELL > COLS)
				continue;
			cell_text(t, c, sizeof(c), sn->rs.mx[d][p], all);
			tui_putf(y, x, MX_CELL, "%*s", MX_CELL - 1, sn->rs.mx[d][p] ? c : ".");
			x += MX_CELL;
		}
		cell_text(t, buf, sizeof(buf), rows[d], all);
		tui_putf(y, x, COLS - x, "%*s", MX_CELL, buf);
		y++;
	}
	return y;
}

static int reason_cmp(const void *a, const void *b)
{
	const struct model_reason *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->value - y->value;
}

static void bars(const struct tui *t, int y, int x, int w, const char *title,
		 const uint64_t *counts, bool preempt)
{
	struct model_reason r[DTL_REASON_SLOTS];
	size_t n = model_reasons(counts, preempt, r);
	uint64_t all = t->snap.rs.dispatches;

	qsort(r, n, sizeof(r[0]), reason_cmp);
	attron(tui_attr(t, C_HEAD));
	tui_put(y, x, w, title);
	attroff(tui_attr(t, C_HEAD));
	int nw = w >= 60 ? 24 : 18;	/* name column: narrower on 80 columns */

	for (size_t i = 0; i < n && y + 1 + (int)i < LINES - 1; i++) {
		double f = all ? (double)r[i].count / (double)all : 0.0;

		tui_putf(y + 1 + (int)i, x, w, "%-*.*s %9" PRIu64 " %5.1f%%", nw, nw, r[i].name,
			 r[i].count, f * 100.0);
		tui_bar(t, y + 1 + (int)i, x + nw + 18, w - nw - 19, f,
			preempt && dtl_preempt_involuntary(r[i].value) ? C_WAIT : C_RUN);
	}
}

void tui_draw_reasons(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	int y;

	tui_draw_header(t);
	if (t->flt.kind != FLT_NONE || t->only)
		tui_putf(3, 0, COLS, "Reasons over %zu vCPUs (filter '%s'%s)", sn->nrows,
			 t->flt.text, t->only ? ", -C" : "");
	else
		tui_putf(3, 0, COLS, "Reasons over all %zu vCPUs (%" PRIu64 " DTL entries)",
			 sn->nrows, sn->rs.dispatches);
	y = matrix(t, 4) + 1;
	if (y >= LINES - 3)
		return;
	bars(t, y, 0, COLS / 2 - 1, "Dispatch reasons", sn->rs.dispatch_reasons, false);
	bars(t, y, COLS / 2, COLS - COLS / 2, "Preempt reasons", sn->rs.preempt_reasons, true);
}
