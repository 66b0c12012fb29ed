// SPDX-License-Identifier: GPL-2.0-only
/* view-text.c: the model as a `top -b` style text block: header with the
 * window and its loss, LPAR totals, one row per vCPU (! marks figures from
 * incomplete data), reason breakdowns and the tasks that lost the most. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "source.h"
#include "view-priv.h"
#include "view.h"
#include "view-lpar.h"
#include "view-sites.h"
#include "view-utf8.h"

/* How many bytes at s (n > 0 of them) form one character a terminal shows
 * as text: printable ASCII, or a well-formed UTF-8 sequence of a code point
 * from U+00A0 up; 0 for anything else. C0, DEL and the C1 controls
 * (U+0080-U+009F, which terminals may take as ESC [ and the like, raw or
 * UTF-8 encoded) are not text, nor are stray, overlong or surrogate bytes. */
static size_t text_char(const unsigned char *s, size_t n)
{
	uint32_t cp;
	size_t k = view_utf8_next(s, n, &cp);

	if ((cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp != VIEW_UTF8_BAD))
		return k;
	return 0;
}

void view_text_safe(FILE *f, const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;

	len = strnlen(s, len);
	/* no escape sequences from recorded data reach the terminal: what
	 * is not text is '?', byte for byte */
	for (size_t i = 0, k; i < len; i += k ? k : 1) {
		k = text_char(u + i, len - i);
		if (k)
			fwrite(u + i, 1, k, f);
		else
			fputc('?', f);
	}
}

static void text_str(FILE *f, const char *s)
{
	if (s && *s)
		view_text_safe(f, s, strlen(s));
	else
		fputc('-', f);
}

static void text_us(FILE *f, uint64_t ticks, uint64_t tb_freq, int width)
{
	double us = view_ticks_us(ticks, tb_freq);

	if (us < 0)
		fprintf(f, " %*s", width, "-");
	else
		fprintf(f, " %*.1f", width, us);
}

/* The window's bounds as --time-style shows them, the zone named, and how
 * the clock was tied to wall time. */
static void text_wall(FILE *f, const struct source *src, const struct view_window *w)
{
	struct time_fmt tf;
	char a[48], b[48], z[48];

	view_window_fmt(w, src, &tf);
	fprintf(f, "Time: %s - %s %s", time_str(&tf, w->start_ns, 3, a, sizeof(a)),
		time_str(&tf, w->end_ns, 3, b, sizeof(b)), time_zone(&tf, z, sizeof(z)));
	if (tf.wc.q == WC_NONE)
		fputs("  (no wall clock)\n", f);
	else
		fprintf(f, "  (wall clock %s: %s)\n", tf.wc.q == WC_EXACT ? "exact" : "approximate",
			tf.wc.how);
}

static void text_window(FILE *f, const struct model *m, const struct source *src,
			const struct view_window *w)
{
	fprintf(f, "Window %" PRIu64 ": %.6f - %.6f s (perf clock)  %.6f s", model_global(m)->windows,
		(double)w->start_ns / 1e9, (double)w->end_ns / 1e9,
		(double)view_window_len(w) / 1e9);
	if (w->partial_start && w->partial_end)
		fputs("  partial: from the first event to the end of the input", f);
	else if (w->partial_start)
		fputs("  partial: from the first event", f);
	else if (w->partial_end)
		fputs("  partial: to the end of the input", f);
	fputc('\n', f);
	text_wall(f, src, w);
	if (w->cpus)
		fprintf(f, "Filter: -C %s  %zu of %zu vCPUs with events shown\n", w->cpus,
			view_active_cpus(m), w->vcpus_seen);
}

/* Every kind of loss, always printed: a zero is worth saying. */
static void text_loss(FILE *f, const struct view_loss *l)
{
	fprintf(f, "Loss: lost %" PRIu64 " (%.2f%%)  full_polls %" PRIu64 " (%.2f%% of %" PRIu64
		" polls)  truncated %" PRIu64 " (%.2f%%)  overruns %" PRIu64 " (%" PRIu64
		" bytes)  dropped %" PRIu64 " (%.2f%%)%s\n",
		l->lost, view_lost_pct(l), l->dtl_full_polls,
		view_pct(l->dtl_full_polls, l->aux_polls), l->aux_polls, l->aux_truncated,
		view_pct(l->aux_truncated, l->aux_polls), l->aux_overruns, l->aux_overrun_bytes,
		l->dropped, view_dropped_pct(l),
		l->incomplete ? "  ! = from incomplete data" : "");
}

/* "DTL source NAME: why", the why's own leading "NAME: " not repeated. */
static void text_dtl(FILE *f, const struct source *src)
{
	const char *name = view_dtl_source(src), *why = view_dtl_why(src);
	size_t n = strlen(name);

	if (!strncmp(why, name, n) && !strncmp(why + n, ": ", 2))
		why += n + 2;
	fputs("DTL source ", f);
	text_str(f, name);
	fputs(": ", f);
	text_str(f, why);
	fputc('\n', f);
}

static void text_header(FILE *f, const struct model *m,
			const struct source *src, const struct view_window *w)
{
	const struct model_global *g = model_global(m);
	const struct source_info *in = src ? &src->info : NULL;

	fputs("dtltop - source ", f);
	text_str(f, in ? in->kind : NULL);
	if (in && in->path) {
		fputs(" (", f);
		text_str(f, in->path);
		fputc(')', f);
	}
	fputs("  host ", f);
	text_str(f, in ? in->hostname : NULL);
	fputs("  kernel ", f);
	text_str(f, in ? in->osrelease : NULL);
	fputs("  arch ", f);
	text_str(f, in ? in->arch : NULL);
	fprintf(f, "  CPUs %u/%u\n", in ? in->nr_cpus_online : 0,
		in ? in->nr_cpus_avail : 0);
	/* which DTL interface, and why not a better one: a reader of "-"
	 * below learns here that it was not measured, not that it was 0 */
	text_dtl(f, src);
	text_window(f, m, src, w);
	fprintf(f, "Span %.6f s  events %" PRIu64 "  unknown %" PRIu64 "  bad_cpu %" PRIu64 "\n",
		g->events ? (double)(g->last_ns - g->first_ns) / 1e9 : 0.0, g->events,
		src ? src->stats.unknown_records : 0, g->bad_cpu);
	if (src && (src->stats.dtl_skipped || src->stats.dtl_fragments ||
		    src->stats.unknown_samples || src->stats.out_of_order ||
		    src->stats.reorder_forced || src->stats.dropped))
		fprintf(f, "Input: dtl_skipped %" PRIu64 "  dtl_fragments %" PRIu64
			"  unknown_samples %" PRIu64 "  out_of_order %" PRIu64
			"  reorder_forced %" PRIu64 "  dropped %" PRIu64 "\n",
			src->stats.dtl_skipped, src->stats.dtl_fragments,
			src->stats.unknown_samples, src->stats.out_of_order,
			src->stats.reorder_forced, src->stats.dropped);
}

/* " us" figures of the latency, "-" when the interface does not measure it. */
static void text_lat(FILE *f, const struct model_stats *t, bool entries)
{
	fputs("  lat p50", f);
	if (!entries) {
		fputs(" - us p99 - us max - us", f);
		return;
	}
	text_us(f, model_stats_pct(t, 500), t->tb_freq, 0);
	fputs(" us p99", f);
	text_us(f, model_stats_pct(t, 990), t->tb_freq, 0);
	fputs(" us max", f);
	text_us(f, t->dispatches ? t->lat_max : 0, t->tb_freq, 0);
	fputs(" us", f);
}

/* The totals' line, named for what it sums: the LPAR, or -C's vCPUs. */
static void text_totals(FILE *f, const struct model_stats *t, size_t ncpu,
			const struct view_window *w, const struct view_loss *l, unsigned measures)
{
	uint64_t span_ns = view_window_len(w);

	text_loss(f, l);
	if (w->cpus)
		fprintf(f, "vCPUs %s: %zu vCPUs  dispatches ", w->cpus, ncpu);
	else
		fprintf(f, "LPAR: %zu vCPUs  dispatches ", ncpu);
	if (view_has_dispatches(measures))
		fprintf(f, "%" PRIu64 " (%.1f/s)", t->dispatches,
			span_ns ? (double)t->dispatches * 1e9 / (double)span_ns : 0.0);
	else
		fputs("- (-/s)", f);
	if (view_has_entries(measures))
		fprintf(f, "  steal %.2f%%%s (%.3f ms)", view_pct(t->steal_ns, span_ns * ncpu),
			l->incomplete ? "!" : "", (double)t->steal_ns / 1e6);
	else
		fputs("  steal - (- ms)", f);
	text_lat(f, t, view_has_entries(measures));
	/* affinity: the processors of the dispatches, measured with them */
	if (view_has_dispatches(measures))
		fprintf(f, "  aff_miss %" PRIu64, t->affinity_misses);
	else
		fputs("  aff_miss -", f);
	if (view_has_entries(measures))	/* processor_id: entries only */
		fprintf(f, "  procs %" PRIu64, t->processors);
	else
		fputs("  procs -", f);
	fprintf(f, "  switch %" PRIu64 "  wakeup %" PRIu64 "\n\n", t->sched_switch,
		t->sched_wakeup);
}

static void text_cpus(FILE *f, const struct model *m, uint64_t span_ns,
		      const struct view_loss *l, unsigned measures)
{
	bool entries = view_has_entries(measures);

	fprintf(f, "%6s %9s %6s %10s %8s %8s %6s %5s %5s %4s %6s %8s %8s %s\n",
		"CPU", "DISP", "STEAL%", "STEAL_MS", "P50_US", "P99_US", "AFF",
		"FULL", "TRUNC", "OVR", "LOST", "SWITCH", "WAKEUP", "TOP_PREEMPT");
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t cpu = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, cpu);
		char buf[16];

		if (!s->events)
			continue;
		fprintf(f, "%5u%c", cpu, view_cpu_incomplete(s, l) ? '!' : ' ');
		if (view_has_dispatches(measures))
			fprintf(f, " %9" PRIu64, s->dispatches);
		else
			fprintf(f, " %9s", "-");
		if (entries) {
			fprintf(f, " %6.2f %10.3f", view_pct(s->steal_ns, span_ns),
				(double)s->steal_ns / 1e6);
			text_us(f, model_stats_pct(s, 500), s->tb_freq, 8);
			text_us(f, model_stats_pct(s, 990), s->tb_freq, 8);
		} else {
			fprintf(f, " %6s %10s %8s %8s", "-", "-", "-", "-");
		}
		if (view_has_dispatches(measures))
			fprintf(f, " %6" PRIu64, s->affinity_misses);
		else
			fprintf(f, " %6s", "-");
		fprintf(f, " %5" PRIu64 " %5" PRIu64 " %4" PRIu64 " %6" PRIu64
			" %8" PRIu64 " %8" PRIu64 " %s\n",
			s->dtl_full_polls, s->aux_truncated,
			s->aux_overruns, s->lost, s->sched_switch, s->sched_wakeup,
			entries ? view_top_preempt(s, buf) : "-");
	}
}

static int reason_cmp(const void *a, const void *b)
{
	const struct model_reason *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->value < y->value ? -1 : x->value > y->value;
}

static void text_reasons(FILE *f, const char *title,
			 const uint64_t counts[DTL_REASON_SLOTS], bool preempt,
			 uint64_t total, bool entries)
{
	struct model_reason r[DTL_REASON_SLOTS];
	size_t n = model_reasons(counts, preempt, r);

	qsort(r, n, sizeof(r[0]), reason_cmp);
	fprintf(f, "\n%s\n", title);
	if (!entries) {
		fputs("  - (not measured: no DTL entries)\n", f);
		return;
	}
	for (size_t i = 0; i < n; i++)
		fprintf(f, "  %-34s %12" PRIu64 " %6.2f%%\n", r[i].name,
			r[i].count, view_pct(r[i].count, total));
}

/* The LPAR's tracepoint samples other than the SWITCH and WAKEUP columns',
 * by name: only when there are any (the table above has the two). */
static void text_tracepoints(FILE *f, const struct model_stats *t)
{
	unsigned int slot[MODEL_TP_SLOTS];
	size_t n = model_tp_used(t, slot);

	if (!n && !t->sched_waking && !t->sched_wakeup_new)
		return;
	fprintf(f, "\nOther tracepoints\n");
	if (t->sched_waking)
		fprintf(f, "  %-34s %12" PRIu64 "\n", "sched:sched_waking", t->sched_waking);
	if (t->sched_wakeup_new)
		fprintf(f, "  %-34s %12" PRIu64 "\n", "sched:sched_wakeup_new", t->sched_wakeup_new);
	for (size_t i = 0; i < n; i++) {
		const char *name = model_tp_name(slot[i]);

		fputs("  ", f);
		view_text_safe(f, name, strlen(name));
		fprintf(f, "%*s %12" PRIu64 "\n", strlen(name) < 34 ? 34 - (int)strlen(name) : 0,
			"", t->tp[slot[i]]);
	}
}

static void text_tasks(FILE *f, const struct model *m, uint64_t steal_ns, bool entries)
{
	const struct model_task *top[VIEW_TOP_TASKS];
	size_t n = model_top_tasks(m, top, VIEW_TOP_TASKS);

	fprintf(f, "\nTop tasks by steal (involuntary preemptions)\n");
	if (!entries) {
		fputs("  - (not measured: no DTL entries)\n", f);
		return;
	}
	fprintf(f, "%8s  %-16s %12s %9s %9s\n", "PID", "COMM", "STEAL_MS",
		"PREEMPTS", "SHARE_PCT");
	for (size_t i = 0; i < n; i++) {
		int pad = 16 - (int)strlen(top[i]->comm);

		fprintf(f, "%8d  ", top[i]->pid);
		view_text_safe(f, top[i]->comm, strlen(top[i]->comm));
		fprintf(f, "%*s %12.3f %9" PRIu64 " %9.2f\n", pad > 0 ? pad : 0,
			"", (double)top[i]->steal_ns / 1e6, top[i]->preempts,
			view_pct(top[i]->steal_ns, steal_ns));
	}
}

/* The same by command: every PID of a comm summed (a server forking a
 * process per request is one line, not hundreds of 0.1 % each). */
static void text_commands(FILE *f, const struct model *m, uint64_t steal_ns, bool entries)
{
	struct model_command *c;
	size_t n;

	if (!entries)
		return;
	n = model_commands(m, &c);
	fprintf(f, "\nTop commands by steal (every PID of a comm summed)\n");
	fprintf(f, "%8s  %-16s %12s %9s %9s\n", "PIDS", "COMM", "STEAL_MS", "PREEMPTS",
		"SHARE_PCT");
	for (size_t i = 0; i < n && i < VIEW_TOP_TASKS; i++) {
		int pad = 16 - (int)strlen(c[i].comm);

		fprintf(f, "%8" PRIu32 "  ", c[i].pids);
		view_text_safe(f, c[i].comm, strlen(c[i].comm));
		fprintf(f, "%*s %12.3f %9" PRIu64 " %9.2f\n", pad > 0 ? pad : 0, "",
			(double)c[i].steal_ns / 1e6, c[i].preempts, view_pct(c[i].steal_ns, steal_ns));
	}
	free(c);
}

/* A column of recorded text, padded to width (at least one space after). */
static void text_col(FILE *f, const char *s, int width)
{
	int pad = width - (*s ? (int)strlen(s) : 1);

	text_str(f, s);
	fprintf(f, "%*s", pad > 1 ? pad : 1, "");
}

/* "Preempted at": the LPAR's top symbols at srr0 by the steal that
 * followed; per vCPU only in JSON and CSV, to keep this short. */
static void text_sites(FILE *f, const struct model *m, struct symbols *syms, bool entries)
{
	struct view_sites *vs;
	struct view_site_top t;

	fputs("\nPreempted at (srr0 by the steal that followed)\n", f);
	if (!entries) {
		fputs("  - (not measured: no DTL entries)\n", f);
		return;
	}
	vs = view_sites_new(m, syms);
	if (!vs || view_sites_top(vs, -1, VIEW_SITES_TOP, &t) < 0) {
		fputs("  - (out of memory)\n", f);
		view_sites_free(vs);
		return;
	}
	fprintf(f, "%10s %12s %9s  %-10s %-25s %-16s %s\n", "COUNT", "STEAL_MS", "SHARE_PCT",
		"CLASS", "TOP_REASON", "TOP_TASK", "SYMBOL  DSO");
	for (size_t i = 0; i < t.nrows; i++) {
		const struct view_site_row *r = &t.rows[i];

		fprintf(f, "%10" PRIu64 " %12.3f %9.2f  %-10s ", r->count, (double)r->steal_ns / 1e6,
			view_pct(r->steal_ns, t.steal_ns), r->cls ? sym_class_label(r->cls) : "-");
		text_col(f, r->nreasons ? r->reasons[0].name : "-", 26);
		text_col(f, r->ntasks ? r->tasks[0].comm : "-", 17);
		text_str(f, r->name);
		fputs("  ", f);
		text_str(f, r->dso);
		fputc('\n', f);
	}
	if (t.other_count)
		fprintf(f, "%10" PRIu64 " %12.3f %9.2f  [other: %zu more symbols%s]\n", t.other_count,
			(double)t.other_steal_ns / 1e6, view_pct(t.other_steal_ns, t.steal_ns),
			t.other_syms, t.full_count ? ", and entries past the site table" : "");
	view_site_top_free(&t);
	view_sites_free(vs);
}

void view_text(FILE *f, const struct model *m, const struct source *src,
	       const struct view_window *win)
{
	struct model_stats tot;
	struct view_window w;
	struct view_loss l;
	uint64_t len;
	size_t ncpu = view_active_cpus(m);
	unsigned measures = view_measures(src);

	view_window_of(m, win, &w);
	len = view_window_len(&w);
	model_totals(m, &tot);
	view_loss_of(m, &tot, &w, &l);
	text_header(f, m, src, &w);
	view_lpar_text(f, m, src, &w, len);
	text_totals(f, &tot, ncpu, &w, &l, measures);
	text_cpus(f, m, len, &l, measures);
	text_tracepoints(f, &tot);
	text_reasons(f, "Dispatch reasons", tot.dispatch_reasons, false,
		     tot.dispatches, view_has_entries(measures));
	text_reasons(f, "Preempt reasons", tot.preempt_reasons, true,
		     tot.dispatches, view_has_entries(measures));
	text_tasks(f, m, tot.steal_ns, view_has_entries(measures));
	text_commands(f, m, tot.steal_ns, view_has_entries(measures));
	text_sites(f, m, w.syms, view_has_entries(measures));
}
