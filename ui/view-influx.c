// SPDX-License-Identifier: GPL-2.0-only
/* view-influx.c: a metrics snapshot as InfluxDB line protocol, one batch per
 * interval: the exporters' measurements, counters cumulative as Telegraf's
 * prometheus input writes them. */
#include <inttypes.h>
#include <string.h>

#include "view-metrics.h"
#include "view-priv.h"

/* A tag value: space, comma and equals escaped; backslash, controls and
 * bytes past ASCII become '?' (no escape makes them safe); never empty. */
static void tag(FILE *f, const char *s)
{
	if (!*s) {
		fputc('?', f);
		return;
	}
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == ' ' || c == ',' || c == '=')
			fprintf(f, "\\%c", c);
		else
			fputc(c > 0x20 && c < 0x7f && c != '\\' ? c : '?', f);
	}
}

static void secs(FILE *f, const char *field, uint64_t ns)
{
	fprintf(f, "%s=%" PRIu64 ".%09" PRIu64, field, ns / 1000000000u, ns % 1000000000u);
}

/* The partition's identity on every line, as njmon tags its points:
 * serial and machine type, then partition id and name, each where known. */
static void identity(FILE *f, const struct lparcfg *c)
{
	if (c->have & LPARCFG_HAVE_TYPE) {
		fputs(",machine_type=", f);
		tag(f, c->machine_type);
	}
	if (c->have & LPARCFG_HAVE_ID)
		fprintf(f, ",partition_id=%" PRIu64, c->partition_id);
	if (c->have & LPARCFG_HAVE_NAME) {
		fputs(",partition_name=", f);
		tag(f, c->partition_name);
	}
	if (c->have & LPARCFG_HAVE_SERIAL) {
		fputs(",serial=", f);
		tag(f, c->serial);
	}
}

static void start(FILE *f, const char *measurement, const struct metrics_meta *mm)
{
	fprintf(f, "%s,host=", measurement);
	tag(f, mm->hostname);
	identity(f, &mm->lpar);
}

static void cpus(FILE *f, const struct metrics *s, const struct metrics_meta *mm, uint64_t ts)
{
	const char *l = mm->by == METRICS_BY_CORE ? "core" : mm->by == METRICS_BY_CHIP ? "chip" : "cpu";

	if (mm->by == METRICS_BY_LPAR)
		return;		/* the LPAR line has the sums */
	for (size_t i = 0; i < s->ncpus; i++) {
		const struct metrics_cpu *c = &s->cpus[i];

		start(f, "dtltop_vcpu", mm);
		if (c->id == UINT32_MAX)
			fprintf(f, ",%s=unknown", l);
		else
			fprintf(f, ",%s=%" PRIu32, l, c->id);
		fputc(' ', f);
		/* a field not measured is left out, never written as 0 */
		if (!(mm->unmeasured & DTL_MEASURES_DISPATCHES))
			fprintf(f, "dispatches=%" PRIu64 "i,", c->dispatches);
		if (!(mm->unmeasured & DTL_MEASURES_ENTRIES)) {
			secs(f, "steal_seconds", c->steal_ns);
			secs(f, ",off_voluntary_seconds", c->off_vol_ns);
			secs(f, ",off_involuntary_seconds", c->off_invol_ns);
			fputc(',', f);
		}
		fprintf(f, "sched_switches=%" PRIu64 "i %" PRIu64 "\n", c->sched_switch, ts);
	}
}

static void lpar(FILE *f, const struct metrics *s, const struct metrics_meta *mm, uint64_t ts)
{
	uint64_t disp = 0, steal = 0, sw = 0;

	for (size_t i = 0; i < s->ncpus; i++) {
		disp += s->cpus[i].dispatches;
		steal += s->cpus[i].steal_ns;
		sw += s->cpus[i].sched_switch;
	}
	start(f, "dtltop_lpar", mm);
	if (mm->dtl_source) {	/* which DTL interface: a tag, as host */
		fputs(",dtl_source=", f);
		tag(f, mm->dtl_source);
	}
	fprintf(f, " events=%" PRIu64 "i,lost_events=%" PRIu64 "i,dtl_full_polls=%" PRIu64
		"i,aux_overruns=%" PRIu64 "i,aux_overrun_bytes=%" PRIu64 "i,aux_truncations=%"
		PRIu64 "i,reader_drops=%" PRIu64 "i,vcpus=%" PRIu64 "i,sched_switches=%" PRIu64 "i",
		s->events, s->lost, s->dtl_full_polls, s->aux_overruns, s->aux_overrun_bytes,
		s->aux_truncated, s->qdrop, mm->vcpus, sw);
	if (!(mm->unmeasured & DTL_MEASURES_ENTRIES))	/* levels: processor_id */
		fprintf(f, ",affinity_thread_misses=%" PRIu64 "i,affinity_core_misses=%" PRIu64 "i",
			s->aff_thread, s->aff_core);
	if (!(mm->unmeasured & DTL_MEASURES_DISPATCHES))
		fprintf(f, ",dispatches=%" PRIu64 "i", disp);
	if (!(mm->unmeasured & DTL_MEASURES_ENTRIES))
		secs(f, ",steal_seconds", steal);
	if (mm->have_ent)
		fprintf(f, ",entitlement_cores=%.6f", mm->ent);
	if (mm->have_physc)
		fprintf(f, ",physc_cores=%.6f", mm->physc);
	if (mm->have_physc && mm->have_ent && mm->ent > 0)
		fprintf(f, ",entitlement_used_ratio=%.6f", mm->physc / mm->ent);
	if (mm->have_pool)
		fprintf(f, ",pool_cores=%.6f", mm->pool);
	if (mm->have_app)
		fprintf(f, ",pool_available_cores=%.6f", mm->app);
	fprintf(f, " %" PRIu64 "\n", ts);
}

/* One line per reason name (view_reason_rows). */
static void reasons(FILE *f, const char *measurement, const char *field,
		    const uint64_t counts[DTL_REASON_SLOTS], bool preempt,
		    const struct metrics_meta *mm, uint64_t ts)
{
	struct view_reason_row rows[DTL_REASON_SLOTS];
	size_t n = view_reason_rows(counts, preempt, rows);

	for (size_t i = 0; i < n; i++) {
		start(f, measurement, mm);
		fputs(",reason=", f);
		tag(f, rows[i].name);
		fprintf(f, " %s=%" PRIu64 "i %" PRIu64 "\n", field, rows[i].n, ts);
	}
}

/* The dispatch latency histogram in the cumulative layout of Telegraf's
 * histogram aggregator (plugins/aggregators/histogram): one line per bound,
 * tag le (seconds, as the Prometheus text's le) and field seconds_bucket,
 * +Inf last, as the aggregator writes a histogram of a field "seconds". It
 * writes no count or sum; those go on a line of their own without le, named
 * with the _count and _sum suffixes Telegraf's prometheus input (metric
 * version 2) gives a histogram's. */
static void latency(FILE *f, const struct metrics *s, const struct metrics_meta *mm, uint64_t ts)
{
	for (unsigned int k = 0; k <= METRICS_LAT_BOUNDS; k++) {
		start(f, "dtltop_dispatch_latency", mm);
		if (k < METRICS_LAT_BOUNDS)
			fprintf(f, ",le=%g", (double)metrics_lat_bound_ns(k) / 1e9);
		else
			fputs(",le=+Inf", f);
		fprintf(f, " seconds_bucket=%" PRIu64 "i %" PRIu64 "\n", s->lat_le[k], ts);
	}
	start(f, "dtltop_dispatch_latency", mm);
	fprintf(f, " seconds_count=%" PRIu64 "i,", s->lat_le[METRICS_LAT_BOUNDS]);
	secs(f, "seconds_sum", s->lat_sum_ns);
	fprintf(f, " %" PRIu64 "\n", ts);
}

static void tasks(FILE *f, const struct metrics *s, const struct metrics_meta *mm, uint64_t ts)
{
	for (size_t i = 0; i < s->ntasks; i++) {
		const struct metrics_task *t = &s->tasks[i];

		start(f, "dtltop_task", mm);
		fputs(",comm=", f);
		tag(f, t->comm);
		fputc(' ', f);
		secs(f, "steal_seconds", t->steal_ns);
		fprintf(f, ",preempts=%" PRIu64 "i %" PRIu64 "\n", t->preempts, ts);
	}
}

void view_metrics_influx(FILE *f, const struct metrics *s, const struct metrics_meta *mm,
			 uint64_t ts_ns)
{
	cpus(f, s, mm, ts_ns);
	lpar(f, s, mm, ts_ns);
	if (mm->unmeasured & DTL_MEASURES_ENTRIES)
		return;		/* reasons, latency and steal: not measured */
	reasons(f, "dtltop_dispatch_reason", "dispatches", s->dispatch_reasons, false, mm, ts_ns);
	reasons(f, "dtltop_preempt_reason", "preempts", s->preempt_reasons, true, mm, ts_ns);
	latency(f, s, mm, ts_ns);
	tasks(f, s, mm, ts_ns);
}
