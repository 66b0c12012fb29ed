// SPDX-License-Identifier: GPL-2.0-only
/* view-json.c: the model as one JSON object per line (machine-readable batch
 * output). Times are timebase ticks unless the key names its unit (_ns, _us,
 * _ms, _s); the keys the text view shows are its column names, lower case. */
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

void view_json_string(FILE *f, const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t run = 0, k;	/* run: start of the bytes that need no escape */
	uint32_t cp;

	fputc('"', f);
	for (size_t i = 0; i < len; i += k) {
		k = view_utf8_next(u + i, len - i, &cp);
		if (cp != '"' && cp != '\\' && ((cp >= 0x20 && cp < 0x7f) ||
						 (cp >= 0xa0 && cp != VIEW_UTF8_BAD)))
			continue;	/* ASCII text, or a well-formed character */
		fwrite(s + run, 1, i - run, f);	/* in one go: a call a byte cost */
		run = i + k;
		if (cp == '"' || cp == '\\')
			fprintf(f, "\\%c", (int)cp);
		else if (cp == VIEW_UTF8_BAD)	/* one per maximal subpart */
			fputs("\\ufffd", f);
		else	/* C0 (RFC 8259), DEL and C1: no control reaches a terminal */
			fprintf(f, "\\u%04x", (unsigned)cp);
	}
	fwrite(s + run, 1, len - run, f);
	fputc('"', f);
}

static void json_str(FILE *f, const char *s)
{
	view_json_string(f, s ? s : "", s ? strlen(s) : 0);
}

/* v in decimal at out, which has room for 20 digits; the length. */
static size_t u64_dec(char *out, uint64_t v)
{
	char d[20];
	size_t n = 0;

	do {
		d[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	for (size_t i = 0; i < n; i++)
		out[i] = d[n - 1 - i];
	return n;
}

struct json_kv {
	const char *key;
	uint64_t v;
};

/* "key":v for each pair, comma-separated (and after a leading comma when
 * lead), gathered and written at once: fprintf parsing a format for each
 * was most of a 256-vCPU snapshot's JSON time, and most of its numbers
 * are these counters. Keys are this file's literals. */
static void json_u64s(FILE *f, bool lead, const struct json_kv *kv, size_t n)
{
	char buf[1024];
	size_t at = 0;

	for (size_t i = 0; i < n; i++) {
		size_t klen = strlen(kv[i].key);

		if (klen + 26 > sizeof(buf) - at) {
			fwrite(buf, 1, at, f);
			at = 0;
		}
		if (klen + 26 > sizeof(buf)) {	/* not a key of this file */
			fprintf(f, "%s\"%s\":%" PRIu64, i || lead ? "," : "", kv[i].key, kv[i].v);
			continue;
		}
		if (i || lead)
			buf[at++] = ',';
		buf[at++] = '"';
		memcpy(buf + at, kv[i].key, klen);
		at += klen;
		buf[at++] = '"';
		buf[at++] = ':';
		at += u64_dec(buf + at, kv[i].v);
	}
	if (at)
		fwrite(buf, 1, at, f);
}

#define JSON_U64S(f, lead, ...) \
	json_u64s(f, lead, (const struct json_kv[]){ __VA_ARGS__ }, \
		  sizeof((const struct json_kv[]){ __VA_ARGS__ }) / sizeof(struct json_kv))

/* "key":{"name":count,...}, zero counts omitted */
static void json_reasons(FILE *f, const char *key,
			 const uint64_t counts[DTL_REASON_SLOTS], bool preempt)
{
	struct model_reason r[DTL_REASON_SLOTS];
	size_t n = model_reasons(counts, preempt, r);

	fprintf(f, ",\"%s\":{", key);
	for (size_t i = 0; i < n; i++) {
		char num[22];

		if (i)
			fputc(',', f);
		json_str(f, r[i].name);
		num[0] = ':';
		fwrite(num, 1, 1 + u64_dec(num + 1, r[i].count), f);
	}
	fputc('}', f);
}

/* ,"tracepoints":{"system:name":count,...}: every other tracepoint,
 * by name, zero counts omitted */
static void json_tracepoints(FILE *f, const struct model_stats *s)
{
	unsigned int slot[MODEL_TP_SLOTS];
	size_t n = model_tp_used(s, slot);

	fputs(",\"tracepoints\":{", f);
	for (size_t i = 0; i < n; i++) {
		char num[22];

		if (i)
			fputc(',', f);
		json_str(f, model_tp_name(slot[i]));
		num[0] = ':';
		fwrite(num, 1, 1 + u64_dec(num + 1, s->tp[slot[i]]), f);
	}
	fputc('}', f);
}

/* ,"key":us, or null when the tick frequency is unknown */
static void json_us(FILE *f, const char *key, uint64_t ticks, uint64_t tb_freq)
{
	double us = view_ticks_us(ticks, tb_freq);

	if (us < 0)
		fprintf(f, ",\"%s\":null", key);
	else
		fprintf(f, ",\"%s\":%.3f", key, us);
}

/* ,"key":v, or null when the interface does not measure it */
static void json_u64_or_null(FILE *f, const char *key, uint64_t v, bool measured)
{
	if (measured)
		fprintf(f, ",\"%s\":%" PRIu64, key, v);
	else
		fprintf(f, ",\"%s\":null", key);
}

/* What the text view shows of a row, derived: over the window's length
 * times ncpu vCPUs; incomplete says loss touched the figures. A figure
 * the interface does not measure (measures) is null. */
static void json_derived(FILE *f, const struct model_stats *s, const struct model_pcts *pc,
			 const struct view_window *w, size_t ncpu, bool incomplete,
			 unsigned measures)
{
	uint64_t len = view_window_len(w);
	char buf[16];

	fprintf(f, ",\"incomplete\":%s", incomplete ? "true" : "false");
	if (view_has_dispatches(measures))
		fprintf(f, ",\"dispatches_per_s\":%.3f",
			len ? (double)s->dispatches * 1e9 / (double)len : 0.0);
	else
		fputs(",\"dispatches_per_s\":null", f);
	if (!view_has_entries(measures)) {
		fputs(",\"steal_pct\":null,\"p50_us\":null,\"p90_us\":null,\"p99_us\":null"
		      ",\"p999_us\":null,\"max_us\":null,\"off_cpu_voluntary_ns\":null"
		      ",\"off_cpu_involuntary_ns\":null,\"top_preempt\":null", f);
		return;
	}
	fprintf(f, ",\"steal_pct\":%.3f", view_pct(s->steal_ns, len * ncpu));
	json_us(f, "p50_us", pc->p50, s->tb_freq);
	json_us(f, "p90_us", pc->p90, s->tb_freq);
	json_us(f, "p99_us", pc->p99, s->tb_freq);
	json_us(f, "p999_us", pc->p999, s->tb_freq);
	json_us(f, "max_us", s->dispatches ? s->lat_max : 0, s->tb_freq);
	fprintf(f, ",\"off_cpu_voluntary_ns\":%" PRIu64 ",\"off_cpu_involuntary_ns\":%" PRIu64
		",\"top_preempt\":\"%s\"",
		view_ticks_ns(s->off_vol_ticks, s->tb_freq),
		view_ticks_ns(s->off_invol_ticks, s->tb_freq), view_top_preempt(s, buf));
}

/* The keys shared by a cpu object and "totals"; starts with a comma. */
static void json_stats(FILE *f, const struct model_stats *s, const struct model_pcts *pc,
		       unsigned measures)
{
	bool entries = view_has_entries(measures);

	JSON_U64S(f, true, { "events", s->events });
	json_u64_or_null(f, "dispatches", s->dispatches, view_has_dispatches(measures));
	json_u64_or_null(f, "steal_ticks", s->steal_ticks, entries);
	json_u64_or_null(f, "steal_ns", s->steal_ns, entries);
	JSON_U64S(f, true, { "tb_freq", s->tb_freq });
	if (entries) {
		json_reasons(f, "dispatch_reasons", s->dispatch_reasons, false);
		json_reasons(f, "preempt_reasons", s->preempt_reasons, true);
		fputs(",\"enqueue_to_dispatch\":{", f);
		JSON_U64S(f, false, { "min", s->dispatches ? s->lat_min : 0 },
			  { "max", s->dispatches ? s->lat_max : 0 }, { "sum", s->lat_sum },
			  { "p50", pc->p50 }, { "p90", pc->p90 }, { "p99", pc->p99 },
			  { "p999", pc->p999 });
		fputc('}', f);
	} else {
		fputs(",\"dispatch_reasons\":null,\"preempt_reasons\":null"
		      ",\"enqueue_to_dispatch\":null", f);
	}
	json_u64_or_null(f, "off_cpu_voluntary_ticks", s->off_vol_ticks, entries);
	json_u64_or_null(f, "off_cpu_involuntary_ticks", s->off_invol_ticks, entries);
	/* a processor change comes with the dispatches (vcpudispatch_stats
	 * counts them too); which processors, and so the levels, only with
	 * the entries' processor_id */
	json_u64_or_null(f, "affinity_misses", s->affinity_misses, view_has_dispatches(measures));
	if (entries) {
		JSON_U64S(f, true, { "processors", s->processors },
			  { "processors_dropped", s->processors_dropped });
		view_affinity_json(f, s);
	} else {
		fputs(",\"processors\":null,\"processors_dropped\":null,\"affinity\":null", f);
	}
	JSON_U64S(f, true, { "aux_polls", s->aux_polls }, { "dtl_full_polls", s->dtl_full_polls },
		  { "aux_truncated", s->aux_truncated }, { "aux_overruns", s->aux_overruns },
		  { "aux_overrun_bytes", s->aux_overrun_bytes },
		  { "dtl_buffer_lost", s->dtl_buffer_lost }, { "lost", s->lost },
		  { "dropped", s->qdrop }, { "sched_switch", s->sched_switch },
		  { "sched_wakeup", s->sched_wakeup }, { "sched_waking", s->sched_waking },
		  { "sched_wakeup_new", s->sched_wakeup_new }, { "sched_other", s->sched_other });
	json_tracepoints(f, s);
	/* vcpudispatch_stats' counters (live without DTL entries) */
	fputs(",\"dispatch_stats\":{", f);
	JSON_U64S(f, false, { "dispatches", s->ds_dispatches }, { "same_cpu", s->ds_same_cpu },
		  { "same_chip", s->ds_same_chip }, { "diff_chip", s->ds_diff_chip },
		  { "far_chip", s->ds_far_chip }, { "numa_home", s->ds_numa_home },
		  { "numa_remote", s->ds_numa_remote }, { "numa_far", s->ds_numa_far });
	fputc('}', f);
	JSON_U64S(f, true, { "first_ns", s->events ? s->first_ns : 0 },
		  { "last_ns", s->events ? s->last_ns : 0 });
}

/* "window": the interval counted, on the recording's perf_event clock
 * ("clock"), and in wall time where the clock is tied to it: "start" and
 * "end" in ISO 8601 with the zone's offset, how well ("wall_clock": exact,
 * approx or none) and from what ("clock_source"). */
static void json_window(FILE *f, const struct source *src, const struct view_window *w)
{
	static const char *const q[] = { "none", "approx", "exact" };
	struct time_fmt tf;
	char a[48], b[48], z[48];

	view_window_fmt(w, src, &tf);
	fprintf(f, ",\"window\":{\"start_ns\":%" PRIu64 ",\"end_ns\":%" PRIu64
		",\"start_s\":%.6f,\"end_s\":%.6f,\"seconds\":%.6f,\"clock\":\"perf\""
		",\"partial\":%s,\"partial_start\":%s,\"partial_end\":%s",
		w->start_ns, w->end_ns, (double)w->start_ns / 1e9, (double)w->end_ns / 1e9,
		(double)view_window_len(w) / 1e9, view_partial(w) ? "true" : "false",
		w->partial_start ? "true" : "false", w->partial_end ? "true" : "false");
	fprintf(f, ",\"wall_clock\":\"%s\",\"clock_source\":", q[tf.wc.q]);
	if (tf.wc.q == WC_NONE) {
		fputs("null,\"start\":null,\"end\":null,\"zone\":null}", f);
	} else {
		json_str(f, tf.wc.how);
		tf.style = TIME_WALL;
		fprintf(f, ",\"start\":\"%s\",\"end\":\"%s\",\"zone\":",
			time_iso(&tf, w->start_ns, a, sizeof(a)),
			time_iso(&tf, w->end_ns, b, sizeof(b)));
		json_str(f, time_zone(&tf, z, sizeof(z)));
		fputc('}', f);
	}
	fputs(",\"cpu_filter\":", f);
	if (w->cpus)
		fprintf(f, "\"%s\",\"vcpus_seen\":%zu", w->cpus, w->vcpus_seen);
	else
		fputs("null", f);
}

/* "loss": every way events went missing in the window, with its share. */
static void json_loss(FILE *f, const struct view_loss *l)
{
	fprintf(f, ",\"loss\":{\"incomplete\":%s,\"lost\":%" PRIu64 ",\"lost_pct\":%.3f"
		",\"dtl_full_polls\":%" PRIu64 ",\"dtl_full_polls_pct\":%.3f"
		",\"aux_truncated\":%" PRIu64 ",\"aux_truncated_pct\":%.3f"
		",\"aux_overruns\":%" PRIu64 ",\"aux_overrun_bytes\":%" PRIu64
		",\"dropped\":%" PRIu64 ",\"dropped_pct\":%.3f}",
		l->incomplete ? "true" : "false", l->lost, view_lost_pct(l),
		l->dtl_full_polls, view_pct(l->dtl_full_polls, l->aux_polls),
		l->aux_truncated, view_pct(l->aux_truncated, l->aux_polls),
		l->aux_overruns, l->aux_overrun_bytes, l->dropped, view_dropped_pct(l));
}

static void json_header(FILE *f, const struct model *m,
			const struct source *src, const struct view_window *w)
{
	const struct model_global *g = model_global(m);
	const struct source_info *in = src ? &src->info : NULL;

	fputs("{\"source\":", f);
	json_str(f, in ? in->kind : NULL);
	fputs(",\"path\":", f);
	json_str(f, in ? in->path : NULL);
	fputs(",\"host\":", f);
	json_str(f, in ? in->hostname : NULL);
	fputs(",\"kernel\":", f);
	json_str(f, in ? in->osrelease : NULL);
	fputs(",\"arch\":", f);
	json_str(f, in ? in->arch : NULL);
	/* which DTL interface, and why: what the nulls below mean */
	fputs(",\"dtl_source\":", f);
	json_str(f, in ? view_dtl_source(src) : NULL);
	fputs(",\"dtl_why\":", f);
	json_str(f, in ? view_dtl_why(src) : NULL);
	fprintf(f, ",\"nr_cpus_online\":%u,\"snapshot\":%" PRIu64 ",\"partial_file\":%s",
		in ? in->nr_cpus_online : 0, g->windows,
		in && __atomic_load_n(&in->partial, __ATOMIC_ACQUIRE) ? "true" : "false");
	json_window(f, src, w);
	fprintf(f, ",\"span_ns\":[%" PRIu64 ",%" PRIu64 "],\"events\":%" PRIu64
		",\"lost\":%" PRIu64 ",\"unknown_records\":%" PRIu64
		",\"bad_cpu\":%" PRIu64,
		g->events ? g->first_ns : 0, g->events ? g->last_ns : 0,
		g->events, g->lost, src ? src->stats.unknown_records : 0,
		g->bad_cpu);
	if (src) {
		const struct source_stats *st = &src->stats;

		/* Counters of the input itself, cumulative since the start. */
		fprintf(f, ",\"input\":{\"records\":%" PRIu64 ",\"samples\":%" PRIu64
			",\"unknown_samples\":%" PRIu64 ",\"dtl_skipped\":%" PRIu64
			",\"dtl_fragments\":%" PRIu64 ",\"out_of_order\":%" PRIu64
			",\"reorder_forced\":%" PRIu64 ",\"dropped\":%" PRIu64,
			st->records, st->samples, st->unknown_samples, st->dtl_skipped,
			st->dtl_fragments, st->out_of_order, st->reorder_forced, st->dropped);
		/* --time: what was passed over undecoded, and the DTL entries
		 * decoded all the same (some before the span, dropped) */
		if (st->passed)
			fprintf(f, ",\"passed\":%" PRIu64 ",\"dtl_entries\":%" PRIu64, st->passed,
				st->dtl_entries);
		fputc('}', f);
	}
}

/* ,"physc":X: the processors the vCPU used over the window (model-lpar.h:
 * the vCPUs' add up to the LPAR's); null without DTL entries. */
static void json_physc(FILE *f, const struct model_stats *s, uint64_t len, bool entries)
{
	double on = len && entries ? model_lpar_vcpu_on_ns(s, len) : -1;

	if (on < 0)
		fputs(",\"physc\":null", f);
	else
		fprintf(f, ",\"physc\":%.4f", on / (double)len);
}

/* ,"preempted_at":{...}: vs's top n of vCPU cpu (< 0: the LPAR); null
 * without DTL entries (no srr0) or out of memory. */
static void json_sites(FILE *f, const struct view_sites *vs, int64_t cpu, size_t n)
{
	struct view_site_top t;

	if (!vs || view_sites_top(vs, cpu, n, &t) < 0) {
		fputs(",\"preempted_at\":null", f);
		return;
	}
	fputs(",\"preempted_at\":{", f);
	JSON_U64S(f, false, { "count", t.count }, { "steal_ns", t.steal_ns },
		  { "symbols_total", t.nsyms });
	fputs(",\"symbols\":[", f);
	for (size_t i = 0; i < t.nrows; i++) {
		const struct view_site_row *r = &t.rows[i];

		fputs(i ? ",{\"sym\":" : "{\"sym\":", f);
		json_str(f, r->name);
		fputs(",\"dso\":", f);
		json_str(f, r->dso);
		fputs(",\"class\":", f);
		if (r->cls == SYM_CLASS_NONE)
			fputs("null", f);
		else
			json_str(f, sym_class_label(r->cls));
		fprintf(f, ",\"user\":%s", r->user ? "true" : "false");
		JSON_U64S(f, true, { "count", r->count }, { "steal_ns", r->steal_ns });
		fprintf(f, ",\"share_pct\":%.2f,\"reasons\":{", view_pct(r->steal_ns, t.steal_ns));
		for (size_t k = 0; k < r->nreasons; k++) {
			if (k)
				fputc(',', f);
			json_str(f, r->reasons[k].name);
			fputs(":{", f);
			JSON_U64S(f, false, { "count", r->reasons[k].count },
				  { "steal_ns", r->reasons[k].steal_ns });
			fputc('}', f);
		}
		fputs("},\"tasks\":[", f);
		for (size_t k = 0; k < r->ntasks; k++) {
			fputs(k ? ",{\"comm\":" : "{\"comm\":", f);
			if (r->tasks[k].comm[0])
				json_str(f, r->tasks[k].comm);
			else
				fputs("null", f);
			JSON_U64S(f, true, { "count", r->tasks[k].count },
				  { "steal_ns", r->tasks[k].steal_ns });
			fputc('}', f);
		}
		fputs("]}", f);
	}
	fputs("],\"other\":{", f);
	JSON_U64S(f, false, { "symbols", t.other_syms }, { "count", t.other_count },
		  { "steal_ns", t.other_steal_ns });
	fputc('}', f);
	if (cpu < 0) {
		fputs(",\"table_full\":{", f);
		JSON_U64S(f, false, { "count", t.full_count }, { "steal_ns", t.full_steal_ns });
		fputc('}', f);
	}
	fputc('}', f);
	view_site_top_free(&t);
}

static void json_cpus(FILE *f, const struct model *m, const struct view_window *w,
		      const struct view_loss *l, unsigned measures, const struct view_sites *vs)
{
	uint64_t len = view_window_len(w);
	bool first = true;

	fputs(",\"cpus\":[", f);
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t cpu = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, cpu);
		struct model_pcts pc;

		bool off = model_cpu_offline(m, cpu, NULL);

		/* an offline cpu is listed, idle or not: "offline":true */
		if (!s->events && !off)
			continue;
		model_stats_pcts(s, &pc);
		fprintf(f, "%s{\"cpu\":%u", first ? "" : ",", cpu);
		if (off)
			fputs(",\"offline\":true", f);
		json_stats(f, s, &pc, measures);
		json_derived(f, s, &pc, w, 1, view_cpu_incomplete(s, l), measures);
		json_physc(f, s, len, view_has_entries(measures));
		json_sites(f, vs, cpu, VIEW_SITES_TOP_CPU);
		fputc('}', f);
		first = false;
	}
	fputc(']', f);
}

/* The text view's task table, key for column: pid, comm, steal_ms,
 * preempts, share_pct, and steal_ns exact. */
static void json_tasks(FILE *f, const struct model *m, uint64_t steal_ns, bool entries)
{
	const struct model_task *top[VIEW_TOP_TASKS];
	size_t n = model_top_tasks(m, top, VIEW_TOP_TASKS);

	if (!entries) {		/* steal is not measured: no task table */
		fputs(",\"tasks\":null", f);
		return;
	}
	fputs(",\"tasks\":[", f);
	for (size_t i = 0; i < n; i++) {
		fprintf(f, "%s{\"pid\":%d,\"comm\":", i ? "," : "", top[i]->pid);
		json_str(f, top[i]->comm);
		fprintf(f, ",\"steal_ms\":%.3f,\"preempts\":%" PRIu64 ",\"share_pct\":%.2f"
			",\"steal_ns\":%" PRIu64 "}",
			(double)top[i]->steal_ns / 1e6, top[i]->preempts,
			view_pct(top[i]->steal_ns, steal_ns), top[i]->steal_ns);
	}
	fputc(']', f);
}

/* ,"commands":[...]: the tasks by comm, every PID of it summed, the
 * same keys and pids (how many); null where "tasks" is. */
static void json_commands(FILE *f, const struct model *m, uint64_t steal_ns, bool entries)
{
	struct model_command *c;
	size_t n;

	if (!entries) {
		fputs(",\"commands\":null", f);
		return;
	}
	n = model_commands(m, &c);
	fputs(",\"commands\":[", f);
	for (size_t i = 0; i < n && i < VIEW_TOP_TASKS; i++) {
		fprintf(f, "%s{\"comm\":", i ? "," : "");
		json_str(f, c[i].comm);
		fprintf(f, ",\"pids\":%" PRIu32 ",\"steal_ms\":%.3f,\"preempts\":%" PRIu64
			",\"share_pct\":%.2f,\"steal_ns\":%" PRIu64 "}", c[i].pids,
			(double)c[i].steal_ns / 1e6, c[i].preempts, view_pct(c[i].steal_ns, steal_ns),
			c[i].steal_ns);
	}
	fputc(']', f);
	free(c);
}

void view_json(FILE *f, const struct model *m, const struct source *src,
	       const struct view_window *win)
{
	struct model_stats tot;
	struct model_pcts pc;
	struct view_window w;
	struct view_loss l;
	size_t ncpu = view_active_cpus(m);
	unsigned measures = view_measures(src);
	struct view_sites *vs = NULL;

	view_window_of(m, win, &w);
	model_totals(m, &tot);
	view_loss_of(m, &tot, &w, &l);
	/* srr0 comes with the DTL entries: no section without them */
	if (view_has_entries(measures))
		vs = view_sites_new(m, w.syms);
	json_header(f, m, src, &w);
	json_loss(f, &l);
	view_lpar_json(f, m, src, &w, view_window_len(&w));
	fputs(",\"totals\":{", f);
	/* json_stats starts every key with a comma: lead with this one */
	fprintf(f, "\"vcpus\":%zu", ncpu);
	model_stats_pcts(&tot, &pc);
	json_stats(f, &tot, &pc, measures);
	json_derived(f, &tot, &pc, &w, ncpu, l.incomplete, measures);
	fputc('}', f);
	json_cpus(f, m, &w, &l, measures, vs);
	json_tasks(f, m, tot.steal_ns, view_has_entries(measures));
	json_commands(f, m, tot.steal_ns, view_has_entries(measures));
	json_sites(f, vs, -1, VIEW_SITES_TOP);
	fputs("}\n", f);
	view_sites_free(vs);
}
