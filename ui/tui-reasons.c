// SPDX-License-Identifier: GPL-2.0-only
/* tui-reasons.c: the reasons screen: dispatch reason x preempt reason matrix
 * (counts, or percentages with '%') and a bar chart of each, over every
 * vCPU shown (all, or those -C and the '/' filter keep); reason labels that
 * stay distinct however narrow the column (also used by tui-who.c). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

#define DISP_SHORT 11	/* the longest short dispatch label */
#define PRE_SHORT 8	/* the longest short preempt label */
#define MX_WIDE 120	/* from this width the matrix's row labels are whole */

/* The label of reason v in at most w columns (w >= DISP_SHORT, PRE_SHORT
 * for preempt reasons, keeps every label whole and distinct): the full name
 * if it fits, else the short label from dtl-entry.c's table, which the
 * filter and find also parse. Matrix cells >= MODEL_MX - 1 are "other".
 * merged: the count of dispatch 1 and 5 together (model_reasons), named
 * without a value. */
const char *tui_reason_label(unsigned v, bool preempt, bool merged, int w, char *buf,
			     size_t len)
{
	char num[16];
	const char *full, *shrt;

	if (v >= MODEL_MX - 1 && !merged) {
		snprintf(buf, len, "other");
		return buf;
	}
	full = preempt ? dtl_preempt_reason_str(v, num) : dtl_dispatch_reason_str(v, num);
	if (!preempt && (v == 1 || v == 5) && !merged) {
		snprintf(buf, len, "%s_%u", full, v);	/* firmware_internal_event_1 */
		full = buf;
	}
	if ((int)strlen(full) <= w) {
		if (full != buf)
			snprintf(buf, len, "%s", full);
		return buf;
	}
	if (preempt ? v < DTL_PREEMPT_REASONS : v < DTL_DISPATCH_REASONS)
		shrt = preempt ? dtl_preempt_reason_label(v)
			: merged && v == 1 ? "fw_event" : dtl_dispatch_reason_label(v);
	else
		shrt = full;	/* reason_N: short already */
	snprintf(buf, len, "%.*s", w > 0 ? w : 0, shrt);
	return buf;
}

static void cell_text(const struct tui *t, char *buf, size_t len, uint64_t v, uint64_t all)
{
	if (t->pct)
		snprintf(buf, len, "%.1f%%", all ? (double)v * 100.0 / (double)all : 0.0);
	else
		snprintf(buf, len, "%" PRIu64, v);
}

/* The matrix's geometry: which preempt columns exist (any count), how
 * wide each is, the row label width, and which columns fit from the first
 * shown (t->mx_first) on. */
struct mx_layout {
	uint64_t rows[MODEL_MX], cols[MODEL_MX], all;
	int col[MODEL_MX], ncol;	/* preempt values with counts */
	int label_w;			/* row labels: "%2d name" */
	int name_w;			/* preempt names in the column titles */
	int cell_w;			/* every column, a space included */
	int first, shown;		/* columns first .. first + shown - 1 */
};

static int num_width(const struct tui *t, uint64_t v, uint64_t all)
{
	char buf[32];

	cell_text(t, buf, sizeof(buf), v, all);
	return (int)strlen(buf);
}

static void mx_layout(struct tui *t, struct mx_layout *l)
{
	const struct model_reason_sums *rs = &t->snap.rs;
	int widest = 5, longest = 0, room;	/* "total" */
	char buf[64];

	memset(l, 0, sizeof(*l));
	for (int d = 0; d < MODEL_MX; d++)
		for (int p = 0; p < MODEL_MX; p++) {
			l->rows[d] += rs->mx[d][p];
			l->cols[p] += rs->mx[d][p];
			l->all += rs->mx[d][p];
		}
	for (int p = 0; p < MODEL_MX; p++) {
		if (!l->cols[p])
			continue;
		l->col[l->ncol++] = p;
		if (num_width(t, l->cols[p], l->all) > widest)	/* a cell <= its column */
			widest = num_width(t, l->cols[p], l->all);
	}
	for (int d = 0; d < MODEL_MX; d++) {
		int n = (int)strlen(tui_reason_label((unsigned)d, false, false, 64, buf,
						     sizeof(buf)));

		if (l->rows[d] && n > longest)
			longest = n;
	}
	if (num_width(t, l->all, l->all) > widest)
		widest = num_width(t, l->all, l->all);
	/* Extra width goes to names: row labels whole on a wide screen,
	 * column titles as long as all the columns still fit (up to 16). */
	l->label_w = 3 + (COLS >= MX_WIDE && longest > DISP_SHORT ? longest : DISP_SHORT);
	l->name_w = PRE_SHORT;
	for (int w = 16; w > PRE_SHORT; w--) {
		int cw = (w > widest ? w : widest) + 1;

		if (l->label_w + 1 + (l->ncol + 1) * cw <= COLS) {
			l->name_w = w;
			break;
		}
	}
	l->cell_w = (l->name_w > widest ? l->name_w : widest) + 1;
	/* columns that fit beside the labels, the total and, if they do not
	 * all fit, the " +N more" mark */
	room = COLS - l->label_w - 1 - l->cell_w;
	if (l->ncol * l->cell_w > room)
		room -= 9;
	l->shown = room > 0 ? room / l->cell_w : 0;
	if (l->shown < 1)
		l->shown = 1;
	if (l->shown > l->ncol)
		l->shown = l->ncol;
	if (t->mx_first > (size_t)(l->ncol - l->shown))
		t->mx_first = (size_t)(l->ncol - l->shown);
	l->first = (int)t->mx_first;
}

/* Returns the next free line. */
static int matrix(struct tui *t, int y)
{
	const struct tui_snap *sn = &t->snap;
	struct mx_layout l;
	char buf[64];
	int x, hidden;

	mx_layout(t, &l);
	hidden = l.ncol - l.shown;
	tui_fill(y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_put(y, 0, l.label_w, "dispatch \\ preempt");
	x = l.label_w + 1;
	for (int i = l.first; i < l.first + l.shown; i++, x += l.cell_w)
		tui_putf(y, x, l.cell_w, "%*s", l.cell_w - 1,
			 tui_reason_label((unsigned)l.col[i], true, false, l.name_w, buf,
					  sizeof(buf)));
	tui_putf(y, x, l.cell_w, "%*s", l.cell_w - 1, "total");
	if (hidden)	/* columns left out: never silently */
		tui_putf(y, x + l.cell_w, COLS - x - l.cell_w, " +%d more", hidden);
	attroff(tui_attr(t, C_TITLE));
	y++;
	for (int d = 0; d < MODEL_MX && y < LINES - 2; d++) {
		if (!l.rows[d])
			continue;
		/* the value too: it is what --script and the filter use */
		tui_putf(y, 0, l.label_w, "%2d %s", d,
			 tui_reason_label((unsigned)d, false, false, l.label_w - 3, buf,
					  sizeof(buf)));
		x = l.label_w + 1;
		for (int i = l.first; i < l.first + l.shown; i++, x += l.cell_w) {
			uint64_t v = sn->rs.mx[d][l.col[i]];

			cell_text(t, buf, sizeof(buf), v, l.all);
			tui_putf(y, x, l.cell_w, "%*s", l.cell_w - 1, v ? buf : ".");
		}
		cell_text(t, buf, sizeof(buf), l.rows[d], l.all);
		tui_putf(y, x, l.cell_w, "%*s", l.cell_w - 1, buf);
		y++;
	}
	return y;
}

/* Left and right scroll the matrix's columns when they do not all fit. */
bool tui_reasons_key(struct tui *t, int key)
{
	if (key == KEY_LEFT || key == 'h') {
		if (t->mx_first)
			t->mx_first--;
		return true;
	}
	if (key == KEY_RIGHT || key == 'l') {
		t->mx_first++;		/* mx_layout clamps it */
		return true;
	}
	return false;
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
	int nw = w - 19 - 4;	/* name column: what a bar of 4 leaves */
	int avail;		/* lines between the title and the function bar */
	char buf[64];

	if (nw > 32)		/* the longest name */
		nw = 32;
	qsort(r, n, sizeof(r[0]), reason_cmp);
	attron(tui_attr(t, C_HEAD));
	tui_put(y, x, w, title);
	attroff(tui_attr(t, C_HEAD));
	avail = LINES - 1 - (y + 1);
	if (avail < 1)
		return;
	if (n > (size_t)avail)	/* the least frequent are cut: say so */
		tui_putf(y + avail, x, w, "+%zu more", n - (size_t)(avail - 1));
	for (size_t i = 0; i < n && (int)i < (n > (size_t)avail ? avail - 1 : avail); i++) {
		double f = all ? (double)r[i].count / (double)all : 0.0;

		tui_putf(y + 1 + (int)i, x, w, "%-*s %9" PRIu64 " %5.1f%%", nw,
			 tui_reason_label(r[i].value, preempt, true, nw, buf, sizeof(buf)),
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
	if (!sn->entries) {	/* no reasons to count: not "0 of each" */
		tui_putf(TUI_TITLE_Y, 0, COLS, "Reasons: - (not measured: DTL %s)", sn->dtl_why);
		return;
	}
	if (t->flt.kind != FLT_NONE || t->only)
		tui_putf(TUI_TITLE_Y, 0, COLS, "Reasons over %zu vCPUs (filter '%s'%s)", sn->nrows,
			 t->flt.text, t->only ? ", -C" : "");
	else
		tui_putf(TUI_TITLE_Y, 0, COLS, "Reasons over all %zu vCPUs (%" PRIu64 " DTL entries)",
			 sn->nrows, sn->rs.dispatches);
	y = matrix(t, TUI_TITLE_Y + 1) + 1;
	if (y >= LINES - 3)
		return;
	bars(t, y, 0, COLS / 2 - 1, "Dispatch reasons", sn->rs.dispatch_reasons, false);
	bars(t, y, COLS / 2, COLS - COLS / 2, "Preempt reasons", sn->rs.preempt_reasons, true);
}
