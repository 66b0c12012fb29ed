// SPDX-License-Identifier: GPL-2.0-only
/* tui-timeline.c: the per-vCPU timeline strip (one glyph per time cell,
 * newest at the right: running, idle, or how much of it was stolen), its legend,
 * its copy from the model for the rows on screen, and the time-selection
 * panel: what happened in the cell under the cursor. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

/* Steal levels of a cell, by the share of its covered time that was
 * stolen (waiting for a processor or faulting): absolute, so a cell reads
 * the same whatever else is on the screen. */
const double tui_steal_edges[CELL_STEAL_LEVELS] = { 1, 5, 15, 40 };

/* One cell (its buckets summed): the steal level if the stolen share
 * reaches the first edge, else whether it mostly ran or idled. */
uint8_t tui_cell_of(const struct model_tl_bucket *b)
{
	uint64_t stolen = b->wait_ns + b->fault_ns;
	uint64_t covered = stolen + b->running_ns + b->idle_ns;
	double pct;
	int level = 0;

	if (!covered)
		return CELL_NONE;
	pct = (double)stolen * 100.0 / (double)covered;
	while (level < CELL_STEAL_LEVELS && pct >= tui_steal_edges[level])
		level++;
	if (!level)
		return b->running_ns >= b->idle_ns ? CELL_RUN : CELL_IDLE;
	return (uint8_t)((CELL_S1 + level - 1) | (b->fault_ns > b->wait_ns ? CELL_FAULTY : 0));
}

/* The buckets of a cell summed; buckets outside the kept range or before
 * the first event are not anything. */
static uint8_t cell_state(const struct model_tl_bucket *b, size_t n, bool dtl,
			  uint64_t first_ns, uint64_t bucket_ns)
{
	struct model_tl_bucket sum = { 0 };
	bool any = false;

	for (size_t i = 0; i < n; i++) {
		if (!b[i].bno || b[i].start_ns + bucket_ns <= first_ns)
			continue;
		any = true;
		sum.running_ns += b[i].running_ns;
		sum.idle_ns += b[i].idle_ns;
		sum.wait_ns += b[i].wait_ns;
		sum.fault_ns += b[i].fault_ns;
	}
	return any && dtl ? tui_cell_of(&sum) : CELL_NONE;
}

/* A core's strip: its shown threads' buckets summed. */
static void core_timeline(struct tui *t, struct model *m, const struct tui_row *core,
			  size_t nb, struct model_tl_bucket *sum)
{
	struct tui_snap *sn = &t->snap;
	uint64_t first = sn->cell_first * tui_zooms[t->zoom];
	struct model_tl_bucket *one = malloc(nb * sizeof(*one));
	uint32_t th[TUI_MAX_THREADS];
	size_t n = tui_core_threads(t, core->cpu, th, TUI_MAX_THREADS);

	memset(sum, 0, nb * sizeof(*sum));
	for (size_t k = 0; one && k < n; k++) {
		uint32_t c = th[k];

		if (!tui_bit(sn->shown, c) || !model_timeline_row(m, c, sn->newest_ns, first, nb, one))
			continue;
		for (size_t i = 0; i < nb; i++) {
			if (!one[i].bno)
				continue;
			sum[i].bno = one[i].bno;
			sum[i].start_ns = one[i].start_ns;
			sum[i].running_ns += one[i].running_ns;
			sum[i].idle_ns += one[i].idle_ns;
			sum[i].wait_ns += one[i].wait_ns;
			sum[i].fault_ns += one[i].fault_ns;
			sum[i].dispatches += one[i].dispatches;
			sum[i].has_data |= one[i].has_data;
		}
	}
	free(one);
}

/* The LPAR's cells: its vCPUs' buckets summed (model_timeline_lpar),
 * physc over the time they cover, and the share of it stolen. */
static void snap_lpar_cells(struct tui *t, struct model *m, size_t cols, unsigned z)
{
	struct tui_snap *sn = &t->snap;
	struct model_tl_lpar *b;

	if (!tui_grow((void **)&sn->lcells, &sn->lcells_cap, cols, sizeof(*sn->lcells)))
		return;
	b = malloc(cols * z * sizeof(*b));
	if (!b)
		return;
	model_timeline_lpar(m, sn->newest_ns, sn->cell_first * z, cols * z, b);
	for (size_t c = 0; c < cols; c++) {
		double run = 0, per_vcpu = 0, stolen = 0, cov = 0;
		struct tui_lpar_cell *l = &sn->lcells[c];
		uint32_t lat[MODEL_TL_LAT_BINS] = { 0 };
		uint64_t freq = 0, p99;

		l->loss = 0;
		for (unsigned i = 0; i < z; i++) {
			const struct model_tl_lpar *x = &b[c * z + i];

			/* a loss may come before the cell's first entry */
			l->loss += x->lossy;
			for (int k = 0; k < MODEL_TL_LAT_BINS; k++)
				lat[k] += x->lat[k];
			if (!freq)
				freq = x->lat_freq;
		}
		p99 = model_tl_lat_pct(lat, 990);
		l->p99_us = freq && (p99 || lat[0]) ? (double)p99 * 1e6 / (double)freq : -1;

		for (unsigned i = 0; i < z; i++) {
			const struct model_tl_lpar *x = &b[c * z + i];
			uint64_t bno = (sn->cell_first + c) * z + i;

			/* as cell_state: nothing before the first event */
			if (!x->in_range || !x->seen || (bno + 1) * sn->bucket_ns <= sn->ss.first_ns)
				continue;
			run += (double)x->running_ns;
			cov += (double)x->covered_ns;
			per_vcpu += (double)x->covered_ns / x->seen;
			stolen += (double)(x->wait_ns + x->fault_ns);
		}
		l->any = per_vcpu > 0 || l->loss;
		l->physc = l->any ? run / per_vcpu : 0;
		l->steal_pct = cov > 0 ? stolen * 100.0 / cov : 0;
	}
	free(b);
	sn->lcell_cols = cols;
}

void tui_snap_strip(struct tui *t, struct model *m, size_t visible)
{
	struct tui_snap *sn = &t->snap;
	unsigned z = tui_zooms[t->zoom];
	size_t cols = (size_t)tui_strip_cols(t), rows = 0, nb = cols * z;
	struct model_tl_bucket *buf;

	sn->cell_rows = sn->cell_cols = sn->lcell_cols = 0;
	if (!sn->have_tl || !cols)
		return;
	if (t->follow)
		t->view_end = sn->last_bno / z;
	sn->cell_first = t->view_end + 1 >= cols ? t->view_end + 1 - cols : 0;
	if (t->scr == SCR_OVERVIEW)
		snap_lpar_cells(t, m, cols, z);
	if (t->scr == SCR_OVERVIEW)
		rows = sn->nrows - t->top < visible ? sn->nrows - t->top : visible;
	if (!rows || !tui_grow((void **)&sn->cells, &sn->cells_cap, rows * cols, 1))
		return;
	buf = malloc(nb * sizeof(*buf));
	if (!buf)
		return;
	for (size_t r = 0; r < rows; r++) {
		const struct tui_row *row = &sn->rows[t->top + r];

		if (row->core)
			core_timeline(t, m, row, nb, buf);
		else
			model_timeline_row(m, row->cpu, sn->newest_ns, sn->cell_first * z, nb, buf);
		for (size_t c = 0; c < cols; c++)
			sn->cells[r * cols + c] = cell_state(&buf[c * z], z, row->tb_freq != 0,
							     sn->ss.first_ns, sn->bucket_ns);
	}
	free(buf);
	sn->cell_rows = rows;
	sn->cell_cols = cols;
}

/* The time cursor's cell of the selected vCPU, its buckets summed. */
void tui_snap_cursor(struct tui *t, struct model *m)
{
	struct tui_snap *sn = &t->snap;
	unsigned z = tui_zooms[t->zoom];
	struct model_tl_bucket b[100];

	memset(&sn->cur, 0, sizeof(sn->cur));
	sn->cur_valid = model_timeline_row(m, t->sel_cpu, sn->newest_ns, t->cursor * z, z, b) > 0;
	sn->cur.bno = t->cursor;
	sn->cur.start_ns = t->cursor * z * sn->bucket_ns;
	for (unsigned i = 0; i < z; i++) {
		sn->cur.running_ns += b[i].running_ns;
		sn->cur.idle_ns += b[i].idle_ns;
		sn->cur.wait_ns += b[i].wait_ns;
		sn->cur.fault_ns += b[i].fault_ns;
		sn->cur.dispatches += b[i].dispatches;
	}
}

void tui_draw_strip(struct tui *t, int y, int x, size_t row)
{
	const struct tui_snap *sn = &t->snap;
	const uint8_t *cells = sn->cells + row * sn->cell_cols;
	cchar_t line[1024];
	size_t n = sn->cell_cols;

	if (x >= COLS)
		return;
	if (n > (size_t)(COLS - x))
		n = (size_t)(COLS - x);
	if (n > sizeof(line) / sizeof(line[0]))
		n = sizeof(line) / sizeof(line[0]);
	for (size_t c = 0; c < n; c++) {
		bool cur = t->have_cursor && sn->cell_first + c == t->cursor;
		int hl = cur ? 1 : tui_span_cell(t, sn->cell_first + c) ? 2 : 0;
		uint8_t v = cells[c] & (uint8_t)~CELL_FAULTY;

		line[c] = t->cell_cc[hl][(cells[c] & CELL_FAULTY) != 0][v < CELL_N ? v : CELL_NONE];
	}
	mvadd_wchnstr(y, x, line, (int)n);
}

/* What the strip's glyphs mean, in w columns at (y, x): the colours are
 * named only when there are colours. */
void tui_strip_legend(const struct tui *t, int y, int x, int w)
{
	int end = x + w;

	if (end > COLS)
		end = COLS;
	for (int c = CELL_RUN; c < CELL_N && x < end; c++) {
		char buf[24];
		int a = tui_attr(t, tui_cell_color((enum tui_cell)c, false));

		if (c == CELL_RUN)
			snprintf(buf, sizeof(buf), " run ");
		else if (c == CELL_IDLE)
			snprintf(buf, sizeof(buf), " idle  steal");
		else
			snprintf(buf, sizeof(buf), "%s%g%%%s", t->utf8 ? "" : ":",
				 tui_steal_edges[c - CELL_S1], c == CELL_S4 ? "+" : "");
		if (c >= CELL_S1)
			x++;	/* a blank before each level */
		attron(a | (c >= CELL_S3 ? A_BOLD : 0));
		if (x < end)	/* not tui_put: the glyph is UTF-8 */
			mvaddstr(y, x, tui_cell_glyph(t, (enum tui_cell)c));
		attroff(a | (c >= CELL_S3 ? A_BOLD : 0));
		x++;
		tui_put(y, x, end - x, buf);
		x += (int)strlen(buf);
	}
	if (t->color && x + 2 < end)
		tui_put(y, x + 1, end - x - 1, " (red wait, magenta fault)");
}

/* The overview's line above the function bar: the legend, and how many
 * rows are below the screen, so none are lost silently. */
void tui_strip_footer(const struct tui *t, int y, size_t visible)
{
	const struct tui_snap *sn = &t->snap;
	size_t below = sn->nrows > t->top + visible ? sn->nrows - t->top - visible : 0;
	char more[32] = "";
	int mw = below ? snprintf(more, sizeof(more), "  +%zu more", below) : 0;

	tui_strip_legend(t, y, 0, COLS - mw);
	if (below)
		tui_put(y, COLS - mw, mw, more);
}

/* Below this width the time panel uses short reason names and labels. */
#define TIMESEL_WIDE 120

static void comm_of(char *buf, size_t len, const char *comm, int32_t pid)
{
	char c[TASK_COMM_LEN + 1];

	memcpy(c, comm, TASK_COMM_LEN);
	c[TASK_COMM_LEN] = '\0';	/* ring comms are not NUL-terminated at 16 */
	snprintf(buf, len, "%s(%d)", c, pid);
}

/* One line of the panel for a kept entry; running = the task on the vCPU. */
static void entry_line(const struct tui *t, int y, const struct model_recent *e,
		       const char *running)
{
	char d[48], p[48], a[48], b[48], ts[40];
	double st;

	tui_time(t, e->time, 3, ts, sizeof(ts));

	if (e->kind == EV_SCHED_SWITCH) {
		comm_of(a, sizeof(a), e->sw.prev_comm, e->sw.prev_pid);
		comm_of(b, sizeof(b), e->sw.next_comm, e->sw.next_pid);
		tui_putf(y, 1, COLS - 1, "%15s  switch  %s -> %s", ts, a, b);
		return;
	}
	st = tui_us((uint64_t)e->dtl.enqueue_to_dispatch + e->dtl.ready_to_enqueue,
		    t->snap.sel.tb_freq);
	if (COLS < TIMESEL_WIDE) {	/* 80 columns: short reasons keep steal and task */
		tui_putf(y, 1, COLS - 1, "%15s  DTL  %-11s %-8s steal %7.1f us  %s", ts,
			 tui_reason_label(e->dtl.dispatch_reason, false, false, 11, d, sizeof(d)),
			 tui_reason_label(e->dtl.preempt_reason, true, false, 8, p, sizeof(p)),
			 st, running);
		return;
	}
	tui_putf(y, 1, COLS - 1, "%15s  DTL     %-21.21s %-24.24s steal %9.1f us  on %s",
		 ts, dtl_dispatch_reason_str(e->dtl.dispatch_reason, d),
		 dtl_preempt_reason_str(e->dtl.preempt_reason, p), st, running);
}

void tui_reread_cell(struct tui *t)
{
	struct tui_snap *sn = &t->snap;
	uint64_t lo = sn->cur.start_ns, hi = lo + tui_cell_ns(t);
	long n;

	if (!t->have_cursor || !sn->have_sel || !sn->ss.pace ||
	    (sn->nent && sn->ent[0].time <= lo))
		return;		/* no cursor, or its entries are in the ring */
	if (sn->old_valid && sn->old_cpu == sn->sel.cpu && sn->old_lo == lo && sn->old_hi == hi)
		return;		/* read already */
	sn->old_valid = true;
	sn->old_cpu = sn->sel.cpu;
	sn->old_lo = lo;
	sn->old_hi = hi;
	sn->old_err[0] = '\0';
	sn->nold = 0;
	if (!sn->old && !(sn->old = malloc(TUI_MAX_ENTRIES * sizeof(*sn->old)))) {
		snprintf(sn->old_err, sizeof(sn->old_err), "out of memory");
		return;
	}
	n = session_entries_at(t->s, sn->sel.cpu, lo, hi, sn->old, TUI_MAX_ENTRIES,
			       sn->old_err, sizeof(sn->old_err));
	if (n >= 0)
		sn->nold = (size_t)n;
	else if (!sn->old_err[0])
		snprintf(sn->old_err, sizeof(sn->old_err), "cannot read the recording again");
}

void tui_draw_timesel(struct tui *t, int y0, int lines)
{
	const struct tui_snap *sn = &t->snap;
	const struct model_tl_bucket *b = &sn->cur;
	uint64_t w = tui_cell_ns(t), lo = b->start_ns, hi = lo + w;
	char running[48] = "?", ls[40], hs[40];
	const struct model_recent *ent = NULL;
	size_t n = 0, shown = 0, fit;
	int y = y0 + 1;

	if (lines < 3 || !sn->have_sel)
		return;
	tui_fill(y0, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	if (COLS < TIMESEL_WIDE)	/* the same figures, shorter: steal (wait, fault) kept */
		tui_putf(y0, 0, COLS, " vCPU %u %s+%.3fs: run %.1f idle %.1f wait %.1f fault %.1f ms"
			 " %u disp%s", sn->sel.cpu, tui_time(t, lo, 3, ls, sizeof(ls)), (double)w / 1e9,
			 (double)b->running_ns / 1e6, (double)b->idle_ns / 1e6,
			 (double)b->wait_ns / 1e6, (double)b->fault_ns / 1e6, b->dispatches,
			 sn->cur_valid ? "" : " (not kept)");
	else
		tui_putf(y0, 0, COLS, " vCPU %u  %s%s .. %s%s:  run %.1f ms  idle %.1f ms  wait %.1f ms"
			 "  fault %.1f ms  %u dispatches%s", sn->sel.cpu, tui_time(t, lo, 3, ls, sizeof(ls)),
			 tui_time_unit(t, true), tui_time(t, hi, 3, hs, sizeof(hs)), tui_time_unit(t, true), (double)b->running_ns / 1e6, (double)b->idle_ns / 1e6,
			 (double)b->wait_ns / 1e6, (double)b->fault_ns / 1e6, b->dispatches,
			 sn->cur_valid ? "" : "  (outside the kept timeline)");
	attroff(tui_attr(t, C_TITLE));
	/* the cell's entries: from the ring, or read from the file when older */
	for (size_t i = 0; i < sn->nent; i++) {
		if (sn->ent[i].time >= lo && sn->ent[i].time < hi) {
			ent = ent ? ent : &sn->ent[i];
			n++;
		} else if (!ent && sn->ent[i].kind == EV_SCHED_SWITCH) {
			comm_of(running, sizeof(running), sn->ent[i].sw.next_comm,
				sn->ent[i].sw.next_pid);
		}
	}
	if (!n && sn->nent && sn->ent[0].time > lo && sn->old_valid &&
	    sn->old_cpu == sn->sel.cpu && sn->old_lo == lo && sn->old_hi == hi) {
		/* older than the ring: what tui_reread_cell read from the file */
		if (sn->old_err[0]) {
			tui_putf(y, 2, COLS - 2, "older than the recent ring: %s", sn->old_err);
			return;
		}
		strcpy(running, "?");	/* the task before the cell is not read */
		ent = sn->old;
		n = sn->nold;
	}
	/* [ and ] scroll: the last line says where, when they do not all fit */
	fit = (size_t)(lines - 1);
	if (n > fit)
		fit--;
	if (t->tsel_lo != lo || t->tsel_cpu != sn->sel.cpu)
		t->tsel_top = 0;
	t->tsel_lo = lo;
	t->tsel_cpu = sn->sel.cpu;
	t->tsel_fit = fit;
	if (t->tsel_top + fit > n)
		t->tsel_top = n > fit ? n - fit : 0;
	for (size_t i = 0; i < n && shown < fit; i++) {
		if (i >= t->tsel_top) {
			entry_line(t, y++, &ent[i], running);
			shown++;
		}
		if (ent[i].kind == EV_SCHED_SWITCH)
			comm_of(running, sizeof(running), ent[i].sw.next_comm, ent[i].sw.next_pid);
	}
	if (n > shown) {
		attron(tui_attr(t, C_DIM));
		tui_putf(y, 2, COLS - 2, "entries %zu-%zu of %zu in this cell  ([ ] scroll)",
			 t->tsel_top + 1, t->tsel_top + shown, n);
		attroff(tui_attr(t, C_DIM));
	}
	if (!shown)
		tui_put(y, 2, COLS - 2, sn->nent && sn->ent[0].time > lo && !sn->ss.pace
			? "the entries of this time are no longer kept (--history)"
			: "no DTL entry or switch in this cell");
}

/* The LPAR's row: on the left what it shows (or, with the time cursor,
 * the cursor cell's figures), then one glyph per cell, aligned with the
 * vCPUs' strips: its height physc over the most the partition can use,
 * red where 5 % or more of the vCPUs' time was stolen, yellow over the
 * entitlement. */
void tui_draw_lpar_strip(struct tui *t, int y)
{
	static const char *const utf8[] = { "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█" };
	static const char *const ascii[] = { ".", ":", "-", "=", "+", "*", "#", "@" };
	const struct tui_snap *sn = &t->snap;
	const struct model_lpar *u = &sn->lpar;
	double scale = u->physc_max > 0 ? u->physc_max : (double)(sn->ncpus ? sn->ncpus : 1);
	char left[128], ent[24] = "";
	uint64_t cur = t->cursor;

	if (u->have_cfg)
		snprintf(ent, sizeof(ent), ", yellow > ent %.2f", u->ent);
	if (t->have_cursor && cur >= sn->cell_first && cur - sn->cell_first < sn->lcell_cols &&
	    sn->lcells[cur - sn->cell_first].any) {
		const struct tui_lpar_cell *l = &sn->lcells[cur - sn->cell_first];
		char at[48], p99[24] = "-";

		tui_time(t, cur * tui_cell_ns(t), 1, at, sizeof(at));
		if (l->p99_us >= 0)
			snprintf(p99, sizeof(p99), "%.0fus", l->p99_us);
		if (snprintf(left, sizeof(left), "LPAR %s  physc %.2f%s  steal %.2f%%  p99 %s  loss %u",
			     at, l->physc,
			     u->have_cfg ? (l->physc > u->ent ? " > ent" : " <= ent") : "",
			     l->steal_pct, p99, l->loss) > TUI_ROW_FIXED)
			snprintf(left, sizeof(left), "LPAR %s pc %.2f%s st %.1f%% p99 %s loss %u", at,
				 l->physc,
				 u->have_cfg ? (l->physc > u->ent ? ">e" : "<=e") : "",
				 l->steal_pct, p99, l->loss);
	} else
		snprintf(left, sizeof(left), "LPAR physc 0-%.4g%s, red steal %.0f%%+, ! loss", scale,
			 ent, tui_steal_edges[1]);
	attron(tui_attr(t, C_HEAD));
	tui_put(y, 0, TUI_ROW_FIXED, left);
	attroff(tui_attr(t, C_HEAD));
	for (size_t c = 0; c < sn->lcell_cols && TUI_ROW_FIXED + 1 + (int)c < COLS; c++) {
		const struct tui_lpar_cell *l = &sn->lcells[c];
		double f = l->physc / scale * 8.0;	/* eighths of the scale */
		/* glyph 0 up to one eighth, 7 from seven on; NaN: 0 */
		size_t level = !(f > 1.0) ? 0 : f >= 7.0 ? 7 : (size_t)(f + 0.999) - 1;
		enum tui_color col = C_RUN;

		if (!l->any)
			continue;
		if (l->loss) {	/* data missing here: the cell's figures are short */
			attron(tui_attr(t, C_WAIT) | A_BOLD);
			mvaddstr(y, TUI_ROW_FIXED + 1 + (int)c, "!");
			attroff(tui_attr(t, C_WAIT) | A_BOLD);
			continue;
		}
		if (l->steal_pct >= tui_steal_edges[1])
			col = C_WAIT;
		else if (u->have_cfg && l->physc > u->ent)
			col = C_WARN;
		attron(tui_attr(t, col));
		mvaddstr(y, TUI_ROW_FIXED + 1 + (int)c, (t->utf8 ? utf8 : ascii)[level]);
		attroff(tui_attr(t, col));
	}
}
