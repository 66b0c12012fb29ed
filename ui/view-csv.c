// SPDX-License-Identifier: GPL-2.0-only
/* view-csv.c: the model as CSV, one row per vCPU with events and one LPAR
 * row ("all") per snapshot, for spreadsheets and plotting. Every column
 * names its unit (_ns, _us, _s, _pct, _ticks); the rest are counts. */
#include <inttypes.h>
#include <string.h>

#include "model.h"
#include "view-priv.h"
#include "view.h"
#include "view-lpar.h"
#include "view-sites.h"
#include "view-utf8.h"

/* The first preempt reason values by name, then one column for the rest. */
#define CSV_PREEMPT_COLS DTL_PREEMPT_REASONS

void view_csv_header(FILE *f)
{
	fputs("snapshot,window_start_ns,window_end_ns,window_start_s,window_end_s,"
	      "window_start,window_end,wall_clock,window_s,partial,cpu_filter,cpu,incomplete,dispatches,dispatches_per_s,"
	      "steal_pct,steal_ns,steal_ticks,tb_freq,off_cpu_voluntary_ns,"
	      "off_cpu_involuntary_ns,lat_min_us,lat_max_us,p50_us,p90_us,p99_us,"
	      "p999_us,affinity_misses,processors,aux_polls,dtl_full_polls,"
	      "dtl_full_polls_pct,aux_truncated,aux_truncated_pct,aux_overruns,"
	      "aux_overrun_bytes,lost,lost_pct,dropped,dropped_pct,sched_switch,"
	      "sched_wakeup,sched_waking,sched_wakeup_new,sched_other,top_preempt", f);
	for (unsigned int v = 0; v < CSV_PREEMPT_COLS; v++)
		fprintf(f, ",preempt_%s", dtl_preempt_reason(v));
	/* cpu_physc_procs: the row's own (a vCPU's, or for "all" the rows'
	 * sum); the lpar_ columns after it are the LPAR's on every row */
	fputs(",preempt_other,first_ns,last_ns,dtl_source,dtl_why,cpu_physc_procs", f);
	view_lpar_csv_header(f);	/* the entitlement's columns, and the newline */
}

/* A time in us with ns resolution; empty when the frequency is unknown. */
static void csv_us(FILE *f, uint64_t ticks, uint64_t tb_freq)
{
	double us = view_ticks_us(ticks, tb_freq);

	if (us < 0)
		fputc(',', f);
	else
		fprintf(f, ",%.3f", us);
}

/* The window's columns, up to cpu_filter, without a trailing comma: its
 * bounds on the perf clock, then in wall time (ISO 8601, empty without a
 * wall clock) and how well that is known (exact, approx, none). */
static void csv_window(FILE *f, const struct model *m, const struct source *src,
		       const struct view_window *w)
{
	static const char *const q[] = { "none", "approx", "exact" };
	struct time_fmt tf;
	char a[48], b[48];

	view_window_fmt(w, src, &tf);
	fprintf(f, "%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%.6f,%.6f,%s,%s,%s,%.6f,%d,",
		model_global(m)->windows, w->start_ns, w->end_ns,
		(double)w->start_ns / 1e9, (double)w->end_ns / 1e9,
		time_iso(&tf, w->start_ns, a, sizeof(a)), time_iso(&tf, w->end_ns, b, sizeof(b)),
		q[tf.wc.q], (double)view_window_len(w) / 1e9, view_partial(w));
	if (w->cpus)
		fprintf(f, "\"%s\"", w->cpus);	/* digits, commas and dashes */
}

/* A quoted field: quotes doubled (RFC 4180), well-formed UTF-8 as it is,
 * U+FFFD for each maximal ill-formed subpart; an empty string an empty
 * field. */
static void csv_quoted(FILE *f, const char *s)
{
	if (!*s) {
		fputc(',', f);
		return;
	}
	fputs(",\"", f);
	for (size_t i = 0, n = strlen(s), k; i < n; i += k) {
		uint32_t cp;

		k = view_utf8_next((const unsigned char *)s + i, n - i, &cp);
		if (cp == '"')
			fputc('"', f);
		if (cp == VIEW_UTF8_BAD)	/* a file of UTF-8 text: U+FFFD */
			fputs(VIEW_UTF8_FFFD, f);
		else
			fwrite(s + i, 1, k, f);
	}
	fputc('"', f);
}

/* What every row shares: the DTL interface and why (dtl_source,
 * dtl_why), what it measures, the entitlement's columns. */
struct csv_common {
	const char *dtl_source, *dtl_why;
	unsigned measures;
	const char *ent;
	double physc;		/* the row's physc; < 0: unknown */
};

/* ,v or an empty field when the interface does not measure it */
static void csv_u64(FILE *f, uint64_t v, bool measured)
{
	if (measured)
		fprintf(f, ",%" PRIu64, v);
	else
		fputc(',', f);
}

/* The DTL entries' columns, from steal_pct to p999_us (tb_freq in the
 * middle is measured whatever the interface). */
static void csv_entries(FILE *f, const struct model_stats *s, uint64_t len, size_t ncpu,
			bool entries)
{
	struct model_pcts pc;

	if (!entries) {
		fprintf(f, ",,,,%" PRIu64 ",,,,,,,,", s->tb_freq);
		return;
	}
	fprintf(f, ",%.3f,%" PRIu64 ",%" PRIu64 ",%" PRIu64, view_pct(s->steal_ns, len * ncpu),
		s->steal_ns, s->steal_ticks, s->tb_freq);
	fprintf(f, ",%" PRIu64 ",%" PRIu64, view_ticks_ns(s->off_vol_ticks, s->tb_freq),
		view_ticks_ns(s->off_invol_ticks, s->tb_freq));
	csv_us(f, s->dispatches ? s->lat_min : 0, s->tb_freq);
	csv_us(f, s->dispatches ? s->lat_max : 0, s->tb_freq);
	model_stats_pcts(s, &pc);
	csv_us(f, pc.p50, s->tb_freq);
	csv_us(f, pc.p90, s->tb_freq);
	csv_us(f, pc.p99, s->tb_freq);
	csv_us(f, pc.p999, s->tb_freq);
}

/* One row from the cpu column on: ncpu vCPUs share the window (1 for a
 * vCPU's row, the active ones for "all"). */
static void csv_row(FILE *f, const char *cpu, const struct model_stats *s,
		    const struct view_window *w, const struct view_loss *l,
		    size_t ncpu, bool lpar, const struct csv_common *c)
{
	bool entries = view_has_entries(c->measures), disp = view_has_dispatches(c->measures);
	uint64_t len = view_window_len(w);
	uint64_t other = 0;
	char buf[16];

	fprintf(f, ",%s,%d", cpu, lpar ? l->incomplete : view_cpu_incomplete(s, l));
	csv_u64(f, s->dispatches, disp);
	if (disp)
		fprintf(f, ",%.3f", len ? (double)s->dispatches * 1e9 / (double)len : 0.0);
	else
		fputc(',', f);
	csv_entries(f, s, len, ncpu, entries);
	csv_u64(f, s->affinity_misses, disp);
	csv_u64(f, s->processors, entries);
	fprintf(f, ",%" PRIu64 ",%" PRIu64 ",%.3f,%" PRIu64
		",%.3f,%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%.3f",
		s->aux_polls, s->dtl_full_polls,
		view_pct(s->dtl_full_polls, s->aux_polls), s->aux_truncated,
		view_pct(s->aux_truncated, s->aux_polls), s->aux_overruns,
		s->aux_overrun_bytes, s->lost, view_pct(s->lost, s->events + s->lost));
	/* reader drops: the LPAR row all of the window's, a vCPU's row those
	 * the reader said were its own (EV_DROPPED) */
	if (lpar)
		fprintf(f, ",%" PRIu64 ",%.3f", l->dropped, view_dropped_pct(l));
	else
		fprintf(f, ",%" PRIu64 ",%.3f", s->qdrop, view_pct(s->qdrop, s->events + s->qdrop));
	fprintf(f, ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%s",
		s->sched_switch, s->sched_wakeup, s->sched_waking, s->sched_wakeup_new,
		s->sched_other, entries ? view_top_preempt(s, buf) : "");
	for (unsigned int v = 0; v < DTL_REASON_SLOTS; v++)
		if (v < CSV_PREEMPT_COLS)
			csv_u64(f, s->preempt_reasons[v], entries);
		else
			other += s->preempt_reasons[v];
	csv_u64(f, other, entries);
	fprintf(f, ",%" PRIu64 ",%" PRIu64, s->events ? s->first_ns : 0, s->events ? s->last_ns : 0);
	csv_quoted(f, c->dtl_source);
	csv_quoted(f, c->dtl_why);
	if (c->physc < 0)
		fputc(',', f);
	else
		fprintf(f, ",%.4f", c->physc);
	fprintf(f, "%s\n", c->ent);
}

void view_csv(FILE *f, const struct model *m, const struct source *src,
	      const struct view_window *win)
{
	struct view_window w;
	struct model_stats tot;
	struct view_loss l;
	size_t ncpu = view_active_cpus(m);
	char cpu[12];
	double sum = 0;
	bool any = false;

	char lpar[96];
	struct csv_common c = { .dtl_source = src ? view_dtl_source(src) : "",
				.dtl_why = view_dtl_why(src), .measures = view_measures(src) };

	view_window_of(m, win, &w);
	/* the same on every row */
	view_lpar_csv(lpar, sizeof(lpar), m, src, &w, view_window_len(&w));
	c.ent = lpar;
	model_totals(m, &tot);
	view_loss_of(m, &tot, &w, &l);
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t id = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, id);

		if (!s->events)
			continue;
		snprintf(cpu, sizeof(cpu), "%u", id);
		c.physc = view_window_len(&w) && view_has_entries(c.measures)
				  ? model_lpar_vcpu_on_ns(s, view_window_len(&w)) : -1;
		if (c.physc >= 0) {
			c.physc /= (double)view_window_len(&w);
			sum += c.physc;
			any = true;
		}
		csv_window(f, m, src, &w);
		csv_row(f, cpu, s, &w, &l, 1, false, &c);
	}
	c.physc = any ? sum : -1;
	/* the LPAR's lost counts EV_LOST of any cpu, as the other views say */
	tot.lost = l.lost;
	csv_window(f, m, src, &w);
	csv_row(f, "all", &tot, &w, &l, ncpu, true, &c);
}

/* ---- --csv-sites: the "preempted at" section, a row per (scope,
 * symbol, preempt reason): long form, for pivot tables ---- */

void view_csv_sites_header(FILE *f)
{
	fputs("snapshot,window_start_ns,window_end_ns,cpu,rank,class,sym,dso,reason,"
	      "count,steal_ns,top_comm\n", f);
}

/* The rows of one scope (cpu "all" or a vCPU's number). */
static void csv_sites_scope(FILE *f, const struct view_sites *vs, int64_t cpu, size_t n,
			    const char *lead)
{
	struct view_site_top t;
	char id[24];

	if (view_sites_top(vs, cpu, n, &t) < 0)
		return;
	if (cpu < 0)
		snprintf(id, sizeof(id), "all");
	else
		snprintf(id, sizeof(id), "%" PRId64, cpu);
	for (size_t i = 0; i < t.nrows; i++) {
		const struct view_site_row *r = &t.rows[i];

		for (size_t k = 0; k < r->nreasons; k++) {
			fprintf(f, "%s,%s,%zu,%s", lead, id, i + 1,
				r->cls ? sym_class_label(r->cls) : "");
			csv_quoted(f, r->name);
			csv_quoted(f, r->dso);
			csv_quoted(f, r->reasons[k].name);
			fprintf(f, ",%" PRIu64 ",%" PRIu64, r->reasons[k].count,
				r->reasons[k].steal_ns);
			csv_quoted(f, r->ntasks ? r->tasks[0].comm : "");
			fputc('\n', f);
		}
	}
	if (t.other_count)
		fprintf(f, "%s,%s,,,\"[other]\",,,%" PRIu64 ",%" PRIu64 ",\n", lead, id,
			t.other_count, t.other_steal_ns);
	view_site_top_free(&t);
}

void view_csv_sites(FILE *f, const struct model *m, const struct source *src,
		    const struct view_window *win)
{
	struct view_window w;
	struct view_sites *vs;
	char lead[80];

	/* srr0 comes with the DTL entries: no rows without them */
	if (!view_has_entries(view_measures(src)))
		return;
	view_window_of(m, win, &w);
	if (!(vs = view_sites_new(m, w.syms)))
		return;
	snprintf(lead, sizeof(lead), "%" PRIu64 ",%" PRIu64 ",%" PRIu64,
		 model_global(m)->windows, w.start_ns, w.end_ns);
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t id = model_cpu_id(m, i);

		if (model_cpu_stats(m, id)->events)
			csv_sites_scope(f, vs, id, VIEW_SITES_TOP_CPU, lead);
	}
	csv_sites_scope(f, vs, -1, VIEW_SITES_TOP, lead);
	view_sites_free(vs);
}
