// SPDX-License-Identifier: GPL-2.0-only
/* view-metrics.c: a metrics snapshot as a scrape's body, OpenMetrics 1.0.0 or
 * Prometheus text 0.0.4: the same samples, the families named each's way. */
#include <inttypes.h>
#include <stddef.h>
#include <string.h>

#include "view-metrics.h"
#include "view-priv.h"
#include "view-utf8.h"

/* The per-vCPU rows' label, by --metrics-by (lpar: the rows have none; a
 * dashboard's "sum by (lpar)" is then the one LPAR series). */
static const char *row_label(enum metrics_by by)
{
	return by == METRICS_BY_CORE ? "core" : by == METRICS_BY_CHIP ? "chip"
	       : by == METRICS_BY_LPAR ? "lpar" : "cpu";
}

/* A label value (the formats want UTF-8): printable ASCII and well-formed
 * UTF-8 kept, quote, backslash and newline escaped, other controls '?', and
 * U+FFFD for each maximal ill-formed subpart (view-utf8.h). */
static void label_value(FILE *f, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n = strlen(s), k;
	uint32_t cp;

	for (size_t i = 0; i < n; i += k) {
		k = view_utf8_next(u + i, n - i, &cp);
		if (cp == '"' || cp == '\\')
			fprintf(f, "\\%c", (int)cp);
		else if (cp == '\n')
			fputs("\\n", f);
		else if (cp == VIEW_UTF8_BAD)
			fputs(VIEW_UTF8_FFFD, f);
		else if ((cp >= 0x20 && cp < 0x7f) || cp >= 0xa0)
			fwrite(u + i, 1, k, f);
		else
			fputc('?', f);
	}
}

/* HELP, TYPE and (OpenMetrics, seconds) UNIT of a family. base is the
 * family's name without the _total or _info its samples carry. */
static void head(FILE *f, bool om, const char *base, const char *type, const char *help)
{
	const char *suffix = "";
	size_t n = strlen(base);

	if (!strcmp(type, "counter") && !om)
		suffix = "_total";
	if (!strcmp(type, "info") && !om) {
		suffix = "_info";
		type = "gauge";
	}
	fprintf(f, "# HELP %s%s %s\n", base, suffix, help);
	fprintf(f, "# TYPE %s%s %s\n", base, suffix, type);
	if (om && n > 8 && !strcmp(base + n - 8, "_seconds"))
		fprintf(f, "# UNIT %s seconds\n", base);
}

static void secs(FILE *f, uint64_t ns)
{
	fprintf(f, "%" PRIu64 ".%09" PRIu64 "\n", ns / 1000000000u, ns % 1000000000u);
}

/* A counter's samples, one per vCPU row: off is the counter's offset in
 * struct metrics_cpu; extra (may be NULL) a further label. */
static void cpu_rows(FILE *f, const struct metrics *s, const struct metrics_meta *mm,
		     const char *name, const char *extra, size_t off, bool seconds)
{
	const char *l = row_label(mm->by);

	for (size_t i = 0; i < s->ncpus; i++) {
		const struct metrics_cpu *c = &s->cpus[i];
		uint64_t v = *(const uint64_t *)((const char *)c + off);

		fprintf(f, "%s_total{", name);
		if (c->id == UINT32_MAX)
			fprintf(f, "%s=\"unknown\"", l);
		else
			fprintf(f, "%s=\"%" PRIu32 "\"", l, c->id);
		fprintf(f, "%s%s}", extra ? "," : "", extra ? extra : "");
		fputc(' ', f);
		if (seconds)
			secs(f, v);
		else
			fprintf(f, "%" PRIu64 "\n", v);
	}
}

/* The LPAR's sum of one per-vCPU counter (--metrics-by lpar). */
static uint64_t cpu_sum(const struct metrics *s, size_t off)
{
	uint64_t v = 0;

	for (size_t i = 0; i < s->ncpus; i++)
		v += *(const uint64_t *)((const char *)&s->cpus[i] + off);
	return v;
}

struct cpu_family {
	const char *base, *help, *extra;
	size_t off;
	bool seconds, first_of_family;
	unsigned needs;		/* DTL_MEASURES_* the figure comes from */
};

static const struct cpu_family cpu_families[] = {
	{ "dtltop_dispatches", "DTL entries: the hypervisor dispatched the vCPU", NULL,
	  offsetof(struct metrics_cpu, dispatches), false, true, DTL_MEASURES_DISPATCHES },
	{ "dtltop_steal_seconds",
	  "Steal, the kernel's definition: enqueue_to_dispatch + ready_to_enqueue", NULL,
	  offsetof(struct metrics_cpu, steal_ns), true, true, DTL_MEASURES_ENTRIES },
	{ "dtltop_off_cpu_seconds",
	  "Time the vCPU was not dispatched, by whether the OS gave the processor up (voluntary) or the hypervisor took it (involuntary)",
	  "kind=\"voluntary\"", offsetof(struct metrics_cpu, off_vol_ns), true, true,
	  DTL_MEASURES_ENTRIES },
	{ "dtltop_off_cpu_seconds", NULL, "kind=\"involuntary\"",
	  offsetof(struct metrics_cpu, off_invol_ns), true, false, DTL_MEASURES_ENTRIES },
	{ "dtltop_sched_switches", "sched:sched_switch events on the vCPU", NULL,
	  offsetof(struct metrics_cpu, sched_switch), false, true, 0 },
};

/* Which label the per-vCPU rows carry: a dashboard groups by it whatever
 * --metrics-by each LPAR runs with (label_values of this). */
static void grouping(FILE *f, const struct metrics_meta *mm, bool om)
{
	head(f, om, "dtltop_grouping", "info",
	     "The label of the per-vCPU series (--metrics-by): cpu, core, chip, or lpar (no such label: one series)");
	fprintf(f, "dtltop_grouping_info{label=\"%s\"} 1\n", row_label(mm->by));
}

static void per_cpu(FILE *f, const struct metrics *s, const struct metrics_meta *mm, bool om)
{
	grouping(f, mm, om);
	for (size_t k = 0; k < sizeof(cpu_families) / sizeof(cpu_families[0]); k++) {
		const struct cpu_family *cf = &cpu_families[k];

		if (cf->needs & mm->unmeasured)
			continue;	/* no series rather than a false 0 */
		if (cf->first_of_family)
			head(f, om, cf->base, "counter", cf->help);
		if (mm->by != METRICS_BY_LPAR) {
			cpu_rows(f, s, mm, cf->base, cf->extra, cf->off, cf->seconds);
			continue;
		}
		fprintf(f, "%s_total%s%s%s ", cf->base, cf->extra ? "{" : "",
			cf->extra ? cf->extra : "", cf->extra ? "}" : "");
		if (cf->seconds)
			secs(f, cpu_sum(s, cf->off));
		else
			fprintf(f, "%" PRIu64 "\n", cpu_sum(s, cf->off));
	}
}

size_t view_reason_rows(const uint64_t counts[DTL_REASON_SLOTS], bool preempt,
			struct view_reason_row out[DTL_REASON_SLOTS])
{
	unsigned int known = preempt ? DTL_PREEMPT_REASONS : DTL_DISPATCH_REASONS;
	size_t k = 0;
	char buf[16];

	for (unsigned int v = 0; v < DTL_REASON_SLOTS; v++) {
		const char *name = preempt ? dtl_preempt_reason_str(v, buf)
					   : dtl_dispatch_reason_str(v, buf);
		size_t j = 0;

		if (v >= known && !counts[v])
			continue;
		while (j < k && strcmp(out[j].name, name))
			j++;
		if (j == k) {
			snprintf(out[k].name, sizeof(out[k].name), "%s", name);
			out[k++].n = 0;
		}
		out[j].n += counts[v];
	}
	return k;
}

static void reasons(FILE *f, bool om, const char *base, const char *help,
		    const uint64_t counts[DTL_REASON_SLOTS], bool preempt)
{
	struct view_reason_row rows[DTL_REASON_SLOTS];
	size_t n = view_reason_rows(counts, preempt, rows);

	head(f, om, base, "counter", help);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%s_total{reason=\"%s\"} %" PRIu64 "\n", base, rows[i].name, rows[i].n);
}

static void latency(FILE *f, const struct metrics *s, bool om)
{
	head(f, om, "dtltop_dispatch_latency_seconds", "histogram",
	     "Dispatch latency: enqueue_to_dispatch of each DTL entry");
	for (unsigned int k = 0; k < METRICS_LAT_BOUNDS; k++)
		fprintf(f, "dtltop_dispatch_latency_seconds_bucket{le=\"%g\"} %" PRIu64 "\n",
			(double)metrics_lat_bound_ns(k) / 1e9, s->lat_le[k]);
	fprintf(f, "dtltop_dispatch_latency_seconds_bucket{le=\"+Inf\"} %" PRIu64 "\n",
		s->lat_le[METRICS_LAT_BOUNDS]);
	fprintf(f, "dtltop_dispatch_latency_seconds_count %" PRIu64 "\n",
		s->lat_le[METRICS_LAT_BOUNDS]);
	fputs("dtltop_dispatch_latency_seconds_sum ", f);
	secs(f, s->lat_sum_ns);
}

static void counter(FILE *f, bool om, const char *base, const char *help, uint64_t v)
{
	head(f, om, base, "counter", help);
	fprintf(f, "%s_total %" PRIu64 "\n", base, v);
}

static void gauge(FILE *f, bool om, const char *name, const char *help, double v)
{
	head(f, om, name, "gauge", help);
	fprintf(f, "%s %.6f\n", name, v);
}

static void lpar(FILE *f, const struct metrics *s, const struct metrics_meta *mm, bool om)
{
	/* by level: which processor, an entry's processor_id (not in
	 * vcpudispatch_stats' counts) */
	if (!(mm->unmeasured & DTL_MEASURES_ENTRIES)) {
		head(f, om, "dtltop_affinity_misses", "counter",
		     "Dispatches not on the previous dispatch's processor: on another thread of its core (thread) or on another core (core)");
		fprintf(f, "dtltop_affinity_misses_total{level=\"thread\"} %" PRIu64 "\n",
			s->aff_thread);
		fprintf(f, "dtltop_affinity_misses_total{level=\"core\"} %" PRIu64 "\n",
			s->aff_core);
	}
	counter(f, om, "dtltop_lost_events", "Events perf reported lost (PERF_RECORD_LOST)", s->lost);
	counter(f, om, "dtltop_dtl_full_polls",
		"AUX polls that found the DTL (near) full: entries may have been overwritten",
		s->dtl_full_polls);
	counter(f, om, "dtltop_aux_overruns", "Times the AUX area was found full", s->aux_overruns);
	counter(f, om, "dtltop_aux_overrun_bytes", "Bytes of the AUX area overwritten unread",
		s->aux_overrun_bytes);
	counter(f, om, "dtltop_aux_truncations", "AUX records flagged truncated, partial or collided",
		s->aux_truncated);
	counter(f, om, "dtltop_reader_drops", "Events dtltop's own reader queues dropped", s->qdrop);
	counter(f, om, "dtltop_events", "Events counted (DTL entries, sched events, AUX records)",
		s->events);
}

static void gauges(FILE *f, const struct metrics_meta *mm, bool om)
{
	if (mm->have_ent)
		gauge(f, om, "dtltop_entitlement_cores", "Entitled capacity, processors", mm->ent);
	if (mm->have_physc)
		gauge(f, om, "dtltop_physc_cores",
		      "Physical processors consumed over the last interval (lparstat physc)", mm->physc);
	if (mm->have_physc && mm->have_ent && mm->ent > 0)
		gauge(f, om, "dtltop_entitlement_used_ratio",
		      "physc over entitlement (lparstat %entc / 100)", mm->physc / mm->ent);
	if (mm->have_pool)
		gauge(f, om, "dtltop_pool_cores", "Processors of the shared pool", mm->pool);
	if (mm->have_app)
		gauge(f, om, "dtltop_pool_available_cores",
		      "Idle processors of the shared pool (lparstat app)", mm->app);
	head(f, om, "dtltop_vcpus", "gauge", "vCPUs seen");
	fprintf(f, "dtltop_vcpus %" PRIu64 "\n", mm->vcpus);
}

static void task_rows(FILE *f, const struct metrics *s, const char *name, bool seconds)
{
	for (size_t i = 0; i < s->ntasks; i++) {
		const struct metrics_task *t = &s->tasks[i];

		fprintf(f, "%s_total{comm=\"", name);
		label_value(f, t->comm[0] ? t->comm : "?");
		fputs("\"} ", f);
		if (seconds)
			secs(f, t->steal_ns);
		else
			fprintf(f, "%" PRIu64 "\n", t->preempts);
	}
}

static void info(FILE *f, const struct metrics_meta *mm, bool om)
{
	head(f, om, "dtltop_build", "info", "dtltop's version");
	fputs("dtltop_build_info{version=\"", f);
	label_value(f, mm->version);
	fputs("\"} 1\n", f);
	head(f, om, "dtltop_source", "info", "Where the events come from");
	fputs("dtltop_source_info{kind=\"", f);
	label_value(f, mm->kind);
	fputs("\",hostname=\"", f);
	label_value(f, mm->hostname);
	fputs("\",kernel=\"", f);
	label_value(f, mm->kernel);
	fputs("\",arch=\"", f);
	label_value(f, mm->arch);
	fputs("\"} 1\n", f);
	if (!mm->dtl_source)
		return;
	head(f, om, "dtltop_dtl_source", "info",
	     "The DTL interface read (vpa_dtl, debugfs, dispatch-stats, none) and why it");
	fputs("dtltop_dtl_source_info{source=\"", f);
	label_value(f, mm->dtl_source);
	fputs("\",why=\"", f);
	label_value(f, mm->dtl_why ? mm->dtl_why : "");
	fputs("\"} 1\n", f);
}

/* One label of dtltop_lpar_info: sep opens it (then a comma). */
static const char *lpar_label(FILE *f, const char *sep, const char *name, const char *value)
{
	fprintf(f, "%s%s=\"", sep, name);
	label_value(f, value);
	fputc('"', f);
	return ",";
}

/* dtltop_lpar_info: which partition, as njmon tags its points (serial and
 * machine type), each label only where the source knows it; no family at
 * all when it knows nothing (a recording made before -o stored it). */
static void lpar_info(FILE *f, const struct metrics_meta *mm, bool om)
{
	const struct lparcfg *c = &mm->lpar;
	const char *sep = "{";
	char v[32];

	if (!c->valid && !(c->have & (LPARCFG_HAVE_IDENTITY | LPARCFG_HAVE_CAPPED |
				      LPARCFG_HAVE_POOL | LPARCFG_HAVE_ACTIVE)))
		return;
	head(f, om, "dtltop_lpar", "info",
	     "The partition: serial and machine type of its machine, its id and name, capped, capacity weight, shared pool, entitlement (processors), online vCPUs");
	fputs("dtltop_lpar_info", f);
	if (c->have & LPARCFG_HAVE_SERIAL)
		sep = lpar_label(f, sep, "serial", c->serial);
	if (c->have & LPARCFG_HAVE_TYPE)
		sep = lpar_label(f, sep, "machine_type", c->machine_type);
	if (c->have & LPARCFG_HAVE_ID) {
		snprintf(v, sizeof(v), "%" PRIu64, c->partition_id);
		sep = lpar_label(f, sep, "partition_id", v);
	}
	if (c->have & LPARCFG_HAVE_NAME)
		sep = lpar_label(f, sep, "partition_name", c->partition_name);
	if (c->have & LPARCFG_HAVE_CAPPED)
		sep = lpar_label(f, sep, "capped", c->capped ? "true" : "false");
	if (c->have & LPARCFG_HAVE_WEIGHT) {
		snprintf(v, sizeof(v), "%" PRIu64, c->weight);
		sep = lpar_label(f, sep, "weight", v);
	}
	if (c->have & LPARCFG_HAVE_POOL) {
		snprintf(v, sizeof(v), "%u", c->pool);
		sep = lpar_label(f, sep, "pool_id", v);
	}
	if (c->valid) {
		snprintf(v, sizeof(v), "%.2f", (double)c->entitled_centi / 100.0);
		sep = lpar_label(f, sep, "entitlement", v);
	}
	if (c->have & LPARCFG_HAVE_ACTIVE) {
		snprintf(v, sizeof(v), "%" PRIu64, c->active_procs);
		sep = lpar_label(f, sep, "online_vcpus", v);
	}
	fputs(*sep == '{' ? " 1\n" : "} 1\n", f);
}

void view_metrics_text(FILE *f, const struct metrics *s, const struct metrics_meta *mm,
		       bool openmetrics)
{
	bool om = openmetrics;
	bool entries = !(mm->unmeasured & DTL_MEASURES_ENTRIES);

	info(f, mm, om);
	lpar_info(f, mm, om);
	per_cpu(f, s, mm, om);
	/* reasons, latency and steal come from DTL entries: without them
	 * (dispatch counts only, none) the families are left out whole */
	if (entries) {
		reasons(f, om, "dtltop_dispatch_reasons", "DTL entries by dispatch reason",
			s->dispatch_reasons, false);
		reasons(f, om, "dtltop_preempt_reasons",
			"DTL entries by the reason the vCPU's previous run ended",
			s->preempt_reasons, true);
		latency(f, s, om);
	}
	lpar(f, s, mm, om);
	gauges(f, mm, om);
	head(f, om, "dtltop_vcpus_offline", "gauge",
	     "vCPUs taken offline and not back (CPU hotplug)");
	fprintf(f, "dtltop_vcpus_offline %" PRIu64 "\n", s->offline);
	if (entries) {
		head(f, om, "dtltop_task_steal_seconds", "counter",
		     "Steal charged to the task running when the hypervisor took the vCPU (top tasks)");
		task_rows(f, s, "dtltop_task_steal_seconds", true);
		head(f, om, "dtltop_task_preempts", "counter",
		     "Involuntary DTL entries charged to the task (top tasks)");
		task_rows(f, s, "dtltop_task_preempts", false);
	}
	if (om)
		fputs("# EOF\n", f);
}
