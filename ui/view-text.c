/* view-text.c: the model as a `top -b` style text block: header, LPAR totals,
 * one row per vCPU, reason breakdowns and the tasks that lost the most. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "source.h"
#include "view.h"
#include "view-lpar.h"

#define TEXT_TOP_TASKS 10

/* How many bytes at s (n > 0 of them) form one character a terminal shows
 * as text: printable ASCII, or a well-formed UTF-8 sequence of a code point
 * from U+00A0 up; 0 for anything else. C0, DEL and the C1 controls
 * (U+0080-U+009F, which terminals may take as ESC [ and the like, raw or
 * UTF-8 encoded) are not text, nor are stray, overlong or surrogate bytes. */
static size_t text_char(const unsigned char *s, size_t n)
{
	static const uint32_t min[4] = { 0, 0xa0, 0x800, 0x10000 };
	size_t more = s[0] >= 0xf0 ? 3 : s[0] >= 0xe0 ? 2 : 1;
	uint32_t cp;

	if (s[0] >= 0x20 && s[0] < 0x7f)
		return 1;
	if (s[0] < 0xc2 || s[0] > 0xf4 || n <= more)
		return 0;
	cp = s[0] & (0x3fu >> more);
	for (size_t i = 1; i <= more; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3fu);
	}
	if (cp < min[more] || (cp >= 0xd800 && cp < 0xe000) || cp > 0x10ffff)
		return 0;
	return more + 1;
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

/* ticks -> microseconds for display; negative = unknown frequency */
static double ticks_us(uint64_t ticks, uint64_t tb_freq)
{
	return tb_freq ? (double)ticks * 1e6 / (double)tb_freq : -1.0;
}

static void text_us(FILE *f, uint64_t ticks, uint64_t tb_freq, int width)
{
	double us = ticks_us(ticks, tb_freq);

	if (us < 0)
		fprintf(f, " %*s", width, "-");
	else
		fprintf(f, " %*.1f", width, us);
}

static double pct(uint64_t part, uint64_t whole)
{
	return whole ? (double)part * 100.0 / (double)whole : 0.0;
}

static uint64_t window_ns(const struct model *m)
{
	const struct model_global *g = model_global(m);

	return g->events ? g->last_ns - g->first_ns : 0;
}

static void text_header(FILE *f, const struct model *m,
			const struct source *src)
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
	fprintf(f, "Span %.6f s  events %" PRIu64 "  lost %" PRIu64
		"  unknown %" PRIu64 "  bad_cpu %" PRIu64 "\n",
		(double)window_ns(m) / 1e9, g->events, g->lost,
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

static void text_totals(FILE *f, const struct model_stats *t, size_t ncpu,
			uint64_t span_ns)
{
	fprintf(f, "DTL: dispatches %" PRIu64 "  dtl_full_polls %" PRIu64
		"  aux_truncated %" PRIu64 "  aux_overruns %" PRIu64 "  aux_polls %" PRIu64 "\n",
		t->dispatches, t->dtl_full_polls, t->aux_truncated, t->aux_overruns,
		t->aux_polls);
	fprintf(f, "LPAR: %zu vCPUs  steal %.2f%% (%.3f ms)  lat p50", ncpu,
		pct(t->steal_ns, span_ns * ncpu), (double)t->steal_ns / 1e6);
	text_us(f, model_stats_pct(t, 500), t->tb_freq, 0);
	fputs(" us p99", f);
	text_us(f, model_stats_pct(t, 990), t->tb_freq, 0);
	fputs(" us max", f);
	text_us(f, t->dispatches ? t->lat_max : 0, t->tb_freq, 0);
	fprintf(f, " us  aff_miss %" PRIu64 "  procs %" PRIu64
		"  switch %" PRIu64 "  wakeup %" PRIu64 "\n\n",
		t->affinity_misses, t->processors, t->sched_switch,
		t->sched_wakeup);
}

/* Name of the most frequent preempt reason, "-" without dispatches. */
static const char *top_preempt(const struct model_stats *s, char buf[16])
{
	unsigned int best = 0;

	if (!s->dispatches)
		return "-";
	for (unsigned int v = 1; v < DTL_REASON_SLOTS; v++)
		if (s->preempt_reasons[v] > s->preempt_reasons[best])
			best = v;
	return dtl_preempt_reason_str(best, buf);
}

static void text_cpus(FILE *f, const struct model *m, uint64_t span_ns)
{
	fprintf(f, "%5s %9s %6s %10s %8s %8s %6s %5s %5s %4s %6s %8s %8s %s\n",
		"CPU", "DISP", "STEAL%", "STEAL_MS", "P50_US", "P99_US", "AFF",
		"FULL", "TRUNC", "OVR", "LOST", "SWITCH", "WAKEUP", "TOP_PREEMPT");
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t cpu = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, cpu);
		char buf[16];

		if (!s->events)
			continue;
		fprintf(f, "%5u %9" PRIu64 " %6.2f %10.3f", cpu, s->dispatches,
			pct(s->steal_ns, span_ns), (double)s->steal_ns / 1e6);
		text_us(f, model_stats_pct(s, 500), s->tb_freq, 8);
		text_us(f, model_stats_pct(s, 990), s->tb_freq, 8);
		fprintf(f, " %6" PRIu64 " %5" PRIu64 " %5" PRIu64 " %4" PRIu64 " %6" PRIu64
			" %8" PRIu64 " %8" PRIu64 " %s\n",
			s->affinity_misses, s->dtl_full_polls, s->aux_truncated,
			s->aux_overruns, s->lost, s->sched_switch, s->sched_wakeup,
			top_preempt(s, buf));
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
			 uint64_t total)
{
	struct model_reason r[DTL_REASON_SLOTS];
	size_t n = model_reasons(counts, preempt, r);

	qsort(r, n, sizeof(r[0]), reason_cmp);
	fprintf(f, "\n%s\n", title);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "  %-34s %12" PRIu64 " %6.2f%%\n", r[i].name,
			r[i].count, pct(r[i].count, total));
}

static void text_tasks(FILE *f, const struct model *m, uint64_t steal_ns)
{
	const struct model_task *top[TEXT_TOP_TASKS];
	size_t n = model_top_tasks(m, top, TEXT_TOP_TASKS);

	fprintf(f, "\nTop tasks by steal (involuntary preemptions)\n");
	fprintf(f, "%8s  %-16s %12s %9s %7s\n", "PID", "COMM", "STEAL_MS",
		"PREEMPTS", "SHARE%");
	for (size_t i = 0; i < n; i++) {
		int pad = 16 - (int)strlen(top[i]->comm);

		fprintf(f, "%8d  ", top[i]->pid);
		view_text_safe(f, top[i]->comm, strlen(top[i]->comm));
		fprintf(f, "%*s %12.3f %9" PRIu64 " %6.2f%%\n", pad > 0 ? pad : 0,
			"", (double)top[i]->steal_ns / 1e6, top[i]->preempts,
			pct(top[i]->steal_ns, steal_ns));
	}
}

void view_text(FILE *f, const struct model *m, const struct source *src)
{
	struct model_stats tot;
	uint64_t span_ns = window_ns(m);
	size_t ncpu = 0;

	model_totals(m, &tot);
	for (size_t i = 0; i < model_ncpus(m); i++)
		ncpu += model_cpu_stats(m, model_cpu_id(m, i))->events != 0;
	text_header(f, m, src);
	view_lpar_text(f, m, src);
	text_totals(f, &tot, ncpu, span_ns);
	text_cpus(f, m, span_ns);
	text_reasons(f, "Dispatch reasons", tot.dispatch_reasons, false,
		     tot.dispatches);
	text_reasons(f, "Preempt reasons", tot.preempt_reasons, true,
		     tot.dispatches);
	text_tasks(f, m, tot.steal_ns);
}
