// SPDX-License-Identifier: GPL-2.0-only
/* tui-overview.c: the default screen: the LPAR header, then one row per vCPU
 * (last processor, dispatches/s, steal, latency, affinity misses, loss, top
 * preempt reason; per refresh interval, or cumulative with 'a') with its
 * timeline strip filling the rest of the width. */
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

/* -o: "LIVE REC 12.3 MB", the recording's size so far (MB of 10^6 bytes,
 * as ls -lh --si and the disk's free space in df -H say). */
static const char *rec_mark(const struct tui *t, const char *word, char *buf, size_t len)
{
	const struct source *src = session_source(t->s);

	if (!src || !src->recording)
		return word;
	snprintf(buf, len, "%s REC %.1f MB", word,
		 (double)__atomic_load_n(&src->rec_bytes, __ATOMIC_RELAXED) / 1e6);
	return buf;
}

static const char *state_word(const struct tui *t, char *buf, size_t len)
{
	const struct session_state *ss = &t->snap.ss;

	if (ss->failed)
		return "FAILED";
	if (t->frozen) {	/* for how long: the figures are that old */
		snprintf(buf, len, "FROZEN %.1f s", (double)(tui_now_ns() - t->frozen_ns) / 1e9);
		return buf;
	}
	if (ss->paused)
		return "PAUSED";
	if (ss->seeking)
		return with_pct(ss, "SEEKING", buf, len);
	if (ss->ended)
		return ss->pace ? "END" : "ENDED";
	if (!ss->pace)	/* live capture, or a simulation */
		return rec_mark(t, t->snap.live ? "LIVE" : "RUNNING", buf, len);
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

	int x0 = x;

	qsort(r, n, sizeof(r[0]), reason_cmp);
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
	if (x == x0 + (int)strlen(title))
		return x0;	/* not one reason fits: no title alone either */
	attron(tui_attr(t, C_HEAD));
	tui_put(y, x0, (int)strlen(title), title);
	attroff(tui_attr(t, C_HEAD));
	return x;
}

/* The attribute of a loss of this severity: normal, warning colour, or
 * reverse alarm (also without colour). */
static int loss_attr(const struct tui *t, enum tui_loss l)
{
	if (l == LOSS_ALARM)
		return tui_attr(t, C_WAIT) | (int)(A_REVERSE | A_BOLD);
	return l == LOSS_WARN ? tui_attr(t, C_WARN) : (int)A_NORMAL;
}

/* One loss counter "name N" or "name N P%" at x in its severity; the new x. */
static int loss_item(const struct tui *t, int y, int x, const char *name, uint64_t n,
		     uint64_t of, enum tui_loss *worst)
{
	double pct;
	enum tui_loss l = tui_loss_level(n, of, &pct);
	char buf[48];
	int len;

	if (n)
		len = snprintf(buf, sizeof(buf), "%s %" PRIu64 " %.*f%%", name, n,
			       pct < 10 ? 2 : 1, pct);
	else
		len = snprintf(buf, sizeof(buf), "%s 0", name);
	if (l > *worst)
		*worst = l;
	attron(loss_attr(t, l));
	tui_put(y, x, COLS - x, buf);
	attroff(loss_attr(t, l));
	return x + len + 2;
}

/* "LOSS lost 0  full polls 70 1.75%  trunc 0  ovr 0  qdrop 0  ~ = ..."
 * (Trust first: what did not arrive is always on screen, each as a count
 * and as a share of what did, coloured by severity). A full poll found the
 * hypervisor's 85-entry log full: the entries logged past it were dropped
 * (dtlgen's "dropped"); the recording keeps no count of them. */
static int loss_line(const struct tui *t, int y)
{
	const struct tui_snap *sn = &t->snap;
	const struct model_stats *tot = &sn->tot;
	enum tui_loss worst = LOSS_NONE;
	int x = 5;

	x = loss_item(t, y, x, "lost", sn->lost, sn->events + sn->lost, &worst);
	x = loss_item(t, y, x, "full polls", tot->dtl_full_polls, tot->aux_polls, &worst);
	x = loss_item(t, y, x, "trunc", tot->aux_truncated, tot->aux_polls, &worst);
	x = loss_item(t, y, x, "ovr", tot->aux_overruns, tot->aux_polls, &worst);
	x = loss_item(t, y, x, "qdrop", sn->qdrop, sn->events + sn->qdrop, &worst);
	attron(worst ? loss_attr(t, worst) : tui_attr(t, C_HEAD));
	tui_put(y, 0, 4, "LOSS");
	attroff(worst ? loss_attr(t, worst) : tui_attr(t, C_HEAD));
	if (worst && x + 15 < COLS) {
		tui_put(y, x, COLS - x, "~ = incomplete");
		x += 16;
	}
	return x;
}

/* "interval 1.0 s" or "cumulative since start" / "since 3401.2 s", or a
 * brushed span's "SPAN 12.30s..15.80s (3.50s)" / "COMPUTING SPAN". */
static const char *mode_word(const struct tui *t, char *buf, size_t len)
{
	const struct tui_snap *sn = &t->snap;
	char ts[40];

	if (*tui_span_badge(t, buf, len))
		return buf;
	if (sn->at_end) {	/* every figure is the whole file's: say which */
		char a[48], b[48];
		int prec = sn->span_ns < 60000000000ull ? 1 : 0;

		snprintf(buf, len, "%s %s-%s (%.1f s)", t->o.time_span ? "--time span" : "whole recording",
			 tui_time(t, sn->mode_ns, prec, a, sizeof(a)),
			 tui_time(t, sn->mode_ns + sn->span_ns, prec, b, sizeof(b)),
			 (double)sn->span_ns / 1e9);
	} else if (sn->whole)
		snprintf(buf, len, "cumulative since start");
	else if (!t->cumulative)
		snprintf(buf, len, "interval %.1f s", (double)sn->span_ns / 1e9);
	else
		snprintf(buf, len, "cumulative since %s%s", tui_time(t, sn->mode_ns, 1, ts, sizeof(ts)),
			 tui_time_unit(t, true));
	return buf;
}

/* Line y: the LPAR's totals. The same definitions as --batch, over the
 * mode's span: rates over the span, LPAR steal over span x vCPUs with
 * events, p99 of the merged histogram; '~': some of it did not arrive;
 * "-": the DTL interface does not measure it. */
static void lpar_line(struct tui *t, int y, bool lossy)
{
	const struct tui_snap *sn = &t->snap;
	const struct model_stats *tot = &sn->tot;
	double span_s = (double)sn->span_ns / 1e9;
	char disp[48] = "-", steal[24] = "-", p99[24] = "-";

	if (sn->dispatches)
		snprintf(disp, sizeof(disp), "%" PRIu64 " (%.1f/s)", tot->dispatches,
			 span_s > 0 ? (double)tot->dispatches / span_s : 0.0);
	if (sn->entries) {
		snprintf(steal, sizeof(steal), "%s%.2f%%", lossy ? "~" : "",
			 sn->span_ns && sn->nactive ? (double)tot->steal_ns * 100.0 /
			 ((double)sn->span_ns * (double)sn->nactive) : 0.0);
		snprintf(p99, sizeof(p99), "%.1f", tui_us(model_stats_pct(tot, 990), tot->tb_freq));
	}
	tui_putf(y, 0, COLS, "LPAR  dispatches %s  steal %s  lat p99 %s us  vCPUs %zu  span %.6f s",
		 disp, steal, p99, sn->nactive, span_s);
}

/* The zone times are in ("UTC", "CET"), or short for seconds. */
static const char *zone_word(const struct tui *t, char *buf, size_t len)
{
	switch (time_style_of(&t->tf)) {
	case TIME_PERF:
		return "perf s";
	case TIME_REL:
		return "+s";
	default:
		return time_zone(&t->tf, buf, len);
	}
}

void tui_draw_header(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	const struct model_stats *tot = &sn->tot;
	bool lossy = tot->dtl_full_polls || tot->aux_truncated || tot->aux_overruns || sn->lost ||
		     sn->qdrop;
	char buf[32], mode[96], zone[48];
	int x;

	attron(A_BOLD);
	tui_put(0, 0, COLS, "dtltop");
	attroff(A_BOLD);
	/* the state and the mode first: a long path may be cut at the right;
	 * the zone the times are in is said here, once */
	tui_putf(0, 7, COLS - 7, "[%s]  %s  %s  %s%s %s  DTL %s  host %s  CPUs %u/%u  bucket %.0f ms",
		 state_word(t, buf, sizeof(buf)), mode_word(t, mode, sizeof(mode)),
		 zone_word(t, zone, sizeof(zone)), sn->kind,
		 sn->partial ? " (cut short)" : "", sn->path, sn->dtl_source, sn->host,
		 sn->cpus_online, sn->cpus_avail, (double)tui_cell_ns(t) / 1e6);
	tui_draw_filter_badge(t, 0);	/* over the end of line 0: a filter or -C */
	/* The same definitions as --batch, over the mode's span: rates over
	 * the span, LPAR steal over span x vCPUs with events, p99 of the
	 * merged histogram; '~': some of it did not arrive. */
	lpar_line(t, 1, lossy);
	loss_line(t, 2);
	x = tui_lpar_draw(t, 3);	/* "over entitlement since when, or pool full?" first */
	x = x ? x + 2 : 0;
	if (!sn->entries) {	/* why no reasons, steal or latency: the interface */
		if (x + 20 < COLS)
			tui_putf(3, x, COLS - x, "no DTL entries  DTL %s  tracepoint samples %" PRIu64,
				 sn->dtl_why, model_stats_tracepoints(tot));
		return;
	}
	if (!tot->dispatches) {
		if (x + 20 < COLS && !sn->events)
			tui_put(3, x, COLS - x, "no events in this span");
		else if (x + 20 < COLS)
			tui_putf(3, x, COLS - x, "no DTL entries%s: tracepoint samples %" PRIu64,
				 sn->has_dtl ? " yet in this window" : sn->live ? " (no vpa_dtl here)" : "",
				 model_stats_tracepoints(tot));
		return;
	}
	if (x + 20 < COLS)
		x = reason_line(t, 3, x, "preempt:", tot->preempt_reasons, true);
	if (x + 20 < COLS)
		reason_line(t, 3, x + 2, "dispatch:", tot->dispatch_reasons, false);
}

static void column_titles(struct tui *t, int y)
{
	const struct tui_snap *sn = &t->snap;
	int w = tui_strip_cols(t);
	char titles[] = "  CPU PROC  DISP/s  STEAL%  P50us  P99us  AFF%  LOSS TOP_PREEMPT ";

	tui_fill(y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	titles[sizeof(titles) - 2] = '\0';	/* the spare byte: the mark may grow the line */
	tui_sort_mark(t, titles);
	tui_put(y, 0, COLS, titles);
	if (w > 0 && sn->cell_cols) {
		uint64_t l = sn->cell_first * tui_cell_ns(t);
		uint64_t r = (sn->cell_first + sn->cell_cols) * tui_cell_ns(t);
		char buf[160], ls[40], rs[40];

		/* the range is an essential: at 80 columns the strip is 13 wide,
		 * so shorter forms follow, down to the start and the width */
		tui_time(t, l, 1, ls, sizeof(ls));
		tui_time(t, r, 1, rs, sizeof(rs));
		snprintf(buf, sizeof(buf), "%s%s .. %s%s  sort %s%s", ls, tui_time_unit(t, true), rs,
			 tui_time_unit(t, true), tui_sort_name(t->sort), t->reverse ? " (rev)" : "");
		if ((int)strlen(buf) > w)
			snprintf(buf, sizeof(buf), "%s .. %s%s", ls, rs, tui_time_unit(t, true));
		if ((int)strlen(buf) > w)
			snprintf(buf, sizeof(buf), "%s+%.1fs", ls, (double)(r - l) / 1e9);
		if ((int)strlen(buf) > w)	/* the wall clock's seconds alone */
			snprintf(buf, sizeof(buf), "%s", tui_time(t, l, 0, ls, sizeof(ls)));
		tui_put(y, TUI_ROW_FIXED + 1, w, buf);
	}
	attroff(tui_attr(t, C_TITLE));
}

/* Latency in us, in 6 columns: 999.9 or 123456. */
static void fmt_us(char *buf, size_t len, uint64_t ticks, const struct tui_row *r)
{
	double us = tui_us(ticks, r->tb_freq);

	if (!r->dispatches)
		snprintf(buf, len, "-");
	else if (us < 1000)
		snprintf(buf, len, "%.1f", us);
	else if (us < 1e6)
		snprintf(buf, len, "%.0f", us);
	else
		snprintf(buf, len, "%.0fs", us / 1e6);
}

/* A count in 5 columns: 12345, 1234k, 1234M. */
static void fmt_count(char *buf, size_t len, uint64_t n)
{
	if (n < 100000)
		snprintf(buf, len, "%" PRIu64, n);
	else if (n < 100000000)
		snprintf(buf, len, "%" PRIu64 "k", n / 1000);
	else
		snprintf(buf, len, "%" PRIu64 "M", n / 1000000);
}

static void draw_row(struct tui *t, int y, size_t i)
{
	const struct tui_row *r = &t->snap.rows[i];
	char proc[8], p50[16], p99[16], rb[16], aff[16], loss[16], steal[16], disp[24];
	const char *top = "-";
	bool sel = i == t->sel;
	uint64_t nloss = r->lost + r->full + r->trunc + r->ovr;

	if (r->core)
		snprintf(proc, sizeof(proc), "%ut", r->nthreads);
	else
		snprintf(proc, sizeof(proc), r->proc >= 0 ? "%d" : "-", r->proc);
	fmt_us(p50, sizeof(p50), r->p50, r);
	fmt_us(p99, sizeof(p99), r->p99, r);
	if (r->dispatches)	/* dispatches on another processor than the last */
		snprintf(aff, sizeof(aff), "%.1f", (double)r->aff * 100.0 / (double)r->dispatches);
	else
		snprintf(aff, sizeof(aff), "-");
	if (nloss)
		fmt_count(loss, sizeof(loss), nloss);
	else
		snprintf(loss, sizeof(loss), "-");
	if (r->dispatches)
		top = dtl_preempt_reason_str(r->top_pre, rb);
	/* "~": this row's figures lack what the LOSS column counts */
	if (t->snap.entries)
		snprintf(steal, sizeof(steal), "%s%.2f", r->loss ? "~" : "", r->steal_pct);
	else	/* not measured, not 0 */
		snprintf(steal, sizeof(steal), "-");
	if (t->snap.dispatches)
		snprintf(disp, sizeof(disp), "%.1f", r->disp_s);
	else
		snprintf(disp, sizeof(disp), "-");
	if (sel)
		attron(tui_attr(t, C_SEL));
	if (r->core)
		attron(A_BOLD);
	if (r->offline && !r->core)	/* hotplug: not idle, not there */
		tui_putf(y, 0, TUI_ROW_FIXED, "%5u %4s %7s", r->cpu, proc, "offline");
	else
		tui_putf(y, 0, TUI_ROW_FIXED, "%5u %4s %7s %7s %6s %6s %5s %5s %-11.11s",
			 r->cpu, proc, disp, steal, p50, p99, aff, loss, top);
	if (r->core) {	/* "core 3", bold, threads counted in PROC */
		tui_putf(y, 1, 5, "C%-4u", r->cpu);	/* column 0 is the '>' */
		attroff(A_BOLD);
	}
	if (r->loss) {	/* the LOSS column in its severity */
		attron(loss_attr(t, r->loss));
		tui_putf(y, 47, 5, "%5s", loss);
		attroff(loss_attr(t, r->loss));
		if (sel)
			attron(tui_attr(t, C_SEL));
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
	column_titles(t, TUI_TITLE_Y);
	tui_draw_lpar_strip(t, TUI_LPAR_Y);
	for (size_t k = 0; k < visible && t->top + k < sn->nrows; k++)
		draw_row(t, TUI_LIST_Y + (int)k, t->top + k);
	if (!sn->nrows)
		tui_put(TUI_LIST_Y, 2, COLS - 2, sn->ncpus ? "no vCPU matches the filter"
					   : "waiting for events...");
	if (t->have_cursor)
		tui_draw_timesel(t, TUI_LIST_Y + (int)visible, LINES - 2 - TUI_LIST_Y -
				 (int)visible);
	tui_strip_footer(t, LINES - 2, visible);
}
