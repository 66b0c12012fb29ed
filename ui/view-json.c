/* view-json.c: the model as one JSON object per line (machine-readable batch
 * output). Times are timebase ticks unless the key ends in _ns. */
#include <inttypes.h>
#include <string.h>

#include "model.h"
#include "source.h"
#include "view.h"

#define JSON_TOP_TASKS 20

void view_json_string(FILE *f, const char *s, size_t len)
{
	fputc('"', f);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20 || c > 0x7e)	/* control and non-ASCII bytes */
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

static void json_str(FILE *f, const char *s)
{
	view_json_string(f, s ? s : "", s ? strlen(s) : 0);
}

/* "key":{"name":count,...}, zero counts omitted */
static void json_reasons(FILE *f, const char *key,
			 const uint64_t counts[DTL_REASON_SLOTS], bool preempt)
{
	struct model_reason r[DTL_REASON_SLOTS];
	size_t n = model_reasons(counts, preempt, r);

	fprintf(f, ",\"%s\":{", key);
	for (size_t i = 0; i < n; i++) {
		if (i)
			fputc(',', f);
		json_str(f, r[i].name);
		fprintf(f, ":%" PRIu64, r[i].count);
	}
	fputc('}', f);
}

/* The keys shared by a cpu object and "totals"; starts with a comma. */
static void json_stats(FILE *f, const struct model_stats *s)
{
	fprintf(f, ",\"events\":%" PRIu64 ",\"dispatches\":%" PRIu64
		",\"steal_ticks\":%" PRIu64 ",\"steal_ns\":%" PRIu64
		",\"tb_freq\":%" PRIu64,
		s->events, s->dispatches, s->steal_ticks, s->steal_ns,
		s->tb_freq);
	json_reasons(f, "dispatch_reasons", s->dispatch_reasons, false);
	json_reasons(f, "preempt_reasons", s->preempt_reasons, true);
	fprintf(f, ",\"enqueue_to_dispatch\":{\"min\":%" PRIu64
		",\"max\":%" PRIu64 ",\"sum\":%" PRIu64 ",\"p50\":%" PRIu64
		",\"p90\":%" PRIu64 ",\"p99\":%" PRIu64 ",\"p999\":%" PRIu64 "}",
		s->dispatches ? s->lat_min : 0, s->dispatches ? s->lat_max : 0,
		s->lat_sum, model_stats_pct(s, 500), model_stats_pct(s, 900),
		model_stats_pct(s, 990), model_stats_pct(s, 999));
	fprintf(f, ",\"off_cpu_voluntary_ticks\":%" PRIu64
		",\"off_cpu_involuntary_ticks\":%" PRIu64
		",\"affinity_misses\":%" PRIu64 ",\"processors\":%" PRIu64
		",\"processors_dropped\":%" PRIu64,
		s->off_vol_ticks, s->off_invol_ticks, s->affinity_misses,
		s->processors, s->processors_dropped);
	view_affinity_json(f, s);
	fprintf(f, ",\"aux_polls\":%" PRIu64 ",\"dtl_full_polls\":%" PRIu64
		",\"aux_truncated\":%" PRIu64 ",\"aux_overruns\":%" PRIu64
		",\"aux_overrun_bytes\":%" PRIu64 ",\"lost\":%" PRIu64
		",\"sched_switch\":%" PRIu64 ",\"sched_wakeup\":%" PRIu64
		",\"sched_other\":%" PRIu64 ",\"first_ns\":%" PRIu64
		",\"last_ns\":%" PRIu64,
		s->aux_polls, s->dtl_full_polls, s->aux_truncated, s->aux_overruns,
		s->aux_overrun_bytes, s->lost,
		s->sched_switch, s->sched_wakeup, s->sched_other,
		s->events ? s->first_ns : 0, s->events ? s->last_ns : 0);
}

static void json_header(FILE *f, const struct model *m,
			const struct source *src)
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
	fprintf(f, ",\"nr_cpus_online\":%u,\"window\":%" PRIu64
		",\"span_ns\":[%" PRIu64 ",%" PRIu64 "],\"events\":%" PRIu64
		",\"lost\":%" PRIu64 ",\"unknown_records\":%" PRIu64
		",\"bad_cpu\":%" PRIu64,
		in ? in->nr_cpus_online : 0, g->windows,
		g->events ? g->first_ns : 0, g->events ? g->last_ns : 0,
		g->events, g->lost, src ? src->stats.unknown_records : 0,
		g->bad_cpu);
	if (src) {
		const struct source_stats *st = &src->stats;

		/* Counters of the input itself, cumulative since the start. */
		fprintf(f, ",\"input\":{\"records\":%" PRIu64 ",\"samples\":%" PRIu64
			",\"unknown_samples\":%" PRIu64 ",\"dtl_skipped\":%" PRIu64
			",\"dtl_fragments\":%" PRIu64 ",\"out_of_order\":%" PRIu64
			",\"reorder_forced\":%" PRIu64 ",\"dropped\":%" PRIu64 "}",
			st->records, st->samples, st->unknown_samples, st->dtl_skipped,
			st->dtl_fragments, st->out_of_order, st->reorder_forced, st->dropped);
	}
}

static void json_cpus(FILE *f, const struct model *m)
{
	bool first = true;

	fputs(",\"cpus\":[", f);
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t cpu = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, cpu);

		if (!s->events)
			continue;
		fprintf(f, "%s{\"cpu\":%u", first ? "" : ",", cpu);
		json_stats(f, s);
		fputc('}', f);
		first = false;
	}
	fputc(']', f);
}

static void json_tasks(FILE *f, const struct model *m)
{
	const struct model_task *top[JSON_TOP_TASKS];
	size_t n = model_top_tasks(m, top, JSON_TOP_TASKS);

	fputs(",\"tasks\":[", f);
	for (size_t i = 0; i < n; i++) {
		fputs(i ? ",{\"comm\":" : "{\"comm\":", f);
		json_str(f, top[i]->comm);
		fprintf(f, ",\"pid\":%d,\"steal_ns\":%" PRIu64
			",\"preempts\":%" PRIu64 "}",
			top[i]->pid, top[i]->steal_ns, top[i]->preempts);
	}
	fputc(']', f);
}

static size_t active_cpus(const struct model *m)
{
	size_t n = 0;

	for (size_t i = 0; i < model_ncpus(m); i++)
		n += model_cpu_stats(m, model_cpu_id(m, i))->events != 0;
	return n;
}

void view_json(FILE *f, const struct model *m, const struct source *src)
{
	struct model_stats tot;

	model_totals(m, &tot);
	json_header(f, m, src);
	fputs(",\"totals\":{", f);
	/* json_stats starts every key with a comma: lead with this one */
	fprintf(f, "\"vcpus\":%zu", active_cpus(m));
	json_stats(f, &tot);
	fputc('}', f);
	json_cpus(f, m);
	json_tasks(f, m);
	fputs("}\n", f);
}
