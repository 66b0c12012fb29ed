/* tui-overview.c: the default screen: the LPAR header, then one row per vCPU
 * (last processor, dispatches/s, steal, latency, affinity misses, top
 * preempt reason) with its timeline strip filling the rest of the width. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

/* "LOADING 43%": how much of the file a replay has read, while it loads or
 * fast-forwards (session_state's bytes; nothing for pipes). */
static const char *with_pct(const struct session_state *ss, const char *word, char *buf,
			    size_t len)
{
	if (!ss->bytes_total)
		return word;
	snprintf(buf, len, "%s %u%%", word, (unsigned)(ss->bytes_done >= ss->bytes_total ? 100
		 : ss->bytes_done * 100 / ss->bytes_total));
	return buf;
}

static const char *state_word(const struct tui *t, char *buf, size_t len)
{
	const struct session_state *ss = &t->snap.ss;

	if (ss->failed)
		return "FAILED";
	if (t->frozen)
		return "FROZEN";
	if (ss->paused)
		return "PAUSED";
	if (ss->seeking)
		return with_pct(ss, "SEEKING", buf, len);
	if (ss->ended)
		return ss->pace ? "END" : "ENDED";
	if (!ss->pace)	/* live capture, or a simulation */
		return t->snap.live ? "LIVE" : "RUNNING";
	if (session_speeds[ss->speed] <= 0)
		return with_pct(ss, "LOADING", buf, len);
	snprintf(buf, len, "PLAYING x%g", session_speeds[ss->speed]);
	return buf;
}

static int reason_cmp(const void *a, const void *b)
{
	const struct model_reason *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->value - y->value;
}

/* "preempt: H_CEDE 48.7%  time_slice 29.5% ..." for as many as fit. */
static int reason_line(const struct tui *t, int y, int x, const char *title,
		       const uint64_t counts[DTL_REASON_SLOTS], bool preempt)
{
	struct model_reason r[DTL_REASON_SLOTS];
	size_t n = model_reasons(counts, preempt, r);
	uint64_t total = t->snap.tot.dispatches;

	qsort(r, n, sizeof(r[0]), reason_cmp);
	attron(tui_attr(t, C_HEAD));
	tui_put(y, x, COLS - x, title);
	attroff(tui_attr(t, C_HEAD));
	x += (int)strlen(title);
	for (size_t i = 0; i < n && i < 4; i++) {
		char buf[64];
		int len = snprintf(buf, sizeof(buf), " %s %.1f%%", r[i].name,
				   total ? (double)r[i].count * 100.0 / (double)total : 0.0);

		if (x + len >= COLS)
			break;
		tui_put(y, x, COLS - x, buf);
		x += len;
	}
	return x;
}

void tui_draw_header(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	const struct model_stats *tot = &sn->tot;
	double span_s = (double)sn->span_ns / 1e9;
	char buf[32];
	int x;

	attron(A_BOLD);
	tui_put(0, 0, COLS, "dtltop");
	attroff(A_BOLD);
	/* the state first: a long path may be cut at the right */
	tui_putf(0, 7, COLS - 7, "[%s]  %s %s  host %s  CPUs %u/%u  refresh %.1f s  bucket %.0f ms",
		 state_word(t, buf, sizeof(buf)), sn->kind, sn->path, sn->host, sn->cpus_online,
		 sn->cpus_avail, (double)(t->o.refresh_ns ? t->o.refresh_ns : 1000000000ull) / 1e9,
		 (double)tui_cell_ns(t) / 1e6);
	/* The same definitions as --batch: rates over the window's span,
	 * LPAR steal over span x vCPUs with events, p99 of the merged histogram. */
	/* AUX overruns (DTL entries overwritten unread) only when there were
	 * some: they mean the numbers below are short. */
	if (tot->aux_overruns)
		snprintf(buf, sizeof(buf), "  overruns %" PRIu64, tot->aux_overruns);
	else
		buf[0] = '\0';
	tui_putf(1, 0, COLS, "LPAR  dispatches %" PRIu64 " (%.1f/s)  steal %.2f%%  lat p99 %.1f us"
		 "  lost %" PRIu64 "%s  vCPUs %zu  span %.6f s",
		 tot->dispatches, span_s > 0 ? (double)tot->dispatches / span_s : 0.0,
		 sn->span_ns && sn->nactive ? (double)tot->steal_ns * 100.0 /
		 ((double)sn->span_ns * (double)sn->nactive) : 0.0,
		 tui_us(model_stats_pct(tot, 990), tot->tb_freq), sn->lost, buf, sn->nactive,
		 span_s);
	if (!tot->dispatches) {
		tui_putf(2, 0, COLS, "no DTL entries%s: sched events %" PRIu64,
			 sn->live ? " (no vpa_dtl here)" : "",
			 tot->sched_switch + tot->sched_wakeup + tot->sched_other);
		return;
	}
	x = reason_line(t, 2, 0, "preempt:", tot->preempt_reasons, true);
	if (x + 20 < COLS)
		reason_line(t, 2, x + 2, "dispatch:", tot->dispatch_reasons, false);
}

static void column_titles(struct tui *t, int y)
{
	static const char *const sorts[SORT_N] = { "vCPU", "steal", "latency", "dispatches" };
	const struct tui_snap *sn = &t->snap;
	int w = tui_strip_cols(t);

	tui_fill(y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_put(y, 0, COLS, "  CPU  PROC   DISP/s STEAL%   P50us    P99us    AFF TOP_PREEMPT");
	if (w > 0 && sn->cell_cols) {
		double l = (double)(sn->cell_first * tui_cell_ns(t)) / 1e9;
		double r = (double)((sn->cell_first + sn->cell_cols) * tui_cell_ns(t)) / 1e9;

		tui_putf(y, TUI_ROW_FIXED + 1, w, "%.1f s .. %.1f s  sort %s%s", l, r,
			 sorts[t->sort], t->reverse ? " (rev)" : "");
	}
	attroff(tui_attr(t, C_TITLE));
}

static void fmt_us(char *buf, size_t len, uint64_t ticks, const struct tui_row *r)
{
	double us = tui_us(ticks, r->tb_freq);

	if (!r->dispatches)
		snprintf(buf, len, "-");
	else if (us < 100000)
		snprintf(buf, len, "%.1f", us);
	else
		snprintf(buf, len, "%.0f", us);
}

static void draw_row(struct tui *t, int y, size_t i)
{
	const struct tui_row *r = &t->snap.rows[i];
	char proc[8], p50[16], p99[16], rb[16];
	const char *top = "-";
	bool sel = i == t->sel;

	if (r->core)
		snprintf(proc, sizeof(proc), "%ut", r->nthreads);
	else
		snprintf(proc, sizeof(proc), r->proc >= 0 ? "%d" : "-", r->proc);
	fmt_us(p50, sizeof(p50), r->p50, r);
	fmt_us(p99, sizeof(p99), r->p99, r);
	if (r->dispatches)
		top = dtl_preempt_reason_str(r->top_pre, rb);
	if (sel)
		attron(tui_attr(t, C_SEL));
	if (r->core) {	/* "core 3", bold, threads counted in PROC */
		attron(A_BOLD);
		tui_putf(y, 0, TUI_ROW_FIXED, "%5s %5s %8.1f %6.2f %7s %8s %6" PRIu64 " %-12.12s",
			 "", proc, r->disp_s, r->steal_pct, p50, p99, r->aff, top);
		tui_putf(y, 1, 5, "C%-4u", r->cpu);	/* column 0 is the '>' */
		attroff(A_BOLD);
	} else {
		tui_putf(y, 0, TUI_ROW_FIXED, "%5u %5s %8.1f %6.2f %7s %8s %6" PRIu64 " %-12.12s",
			 r->cpu, proc, r->disp_s, r->steal_pct, p50, p99, r->aff, top);
	}
	if (sel) {
		mvaddch(y, 0, '>');	/* readable without colour or attributes */
		attroff(tui_attr(t, C_SEL));
	}
	if (i >= t->top && i - t->top < t->snap.cell_rows)
		tui_draw_strip(t, y, TUI_ROW_FIXED + 1, i - t->top);
}

void tui_draw_overview(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	size_t visible = tui_list_rows(t);

	tui_draw_header(t);
	column_titles(t, 3);
	for (size_t k = 0; k < visible && t->top + k < sn->nrows; k++)
		draw_row(t, TUI_HEAD_LINES + (int)k, t->top + k);
	if (!sn->nrows)
		tui_put(TUI_HEAD_LINES, 2, COLS - 2, sn->ncpus ? "no vCPU matches the filter"
					       : "waiting for events...");
	if (t->have_cursor)
		tui_draw_timesel(t, TUI_HEAD_LINES + (int)visible, LINES - 2 - TUI_HEAD_LINES -
				 (int)visible);
	tui_strip_footer(t, LINES - 2, visible);
}
