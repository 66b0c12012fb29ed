// SPDX-License-Identifier: GPL-2.0-only
/* view-compare.c: two windows side by side (view-compare.h), each figure
 * as A, B and B - A. A figure one side lacks (a vCPU only on the other, a
 * latency without the timebase) is "-" or null, never 0. */
#include <inttypes.h>
#include <string.h>

#include "view-compare.h"
#include "view.h"

const struct view_cmp_metric_info view_cmp_metrics[VCM_N] = {
	[VCM_DISP_S] = { "dispatches/s", "dispatches_per_s", 1 },
	[VCM_STEAL] = { "steal %", "steal_pct", 2 },
	[VCM_P50] = { "p50 latency us", "p50_us", 1 },
	[VCM_P99] = { "p99 latency us", "p99_us", 1 },
	[VCM_PHYSC] = { "physc", "physc", 2 },
};

bool view_cmp_value(const struct model_cmp_fig *f, enum view_cmp_metric m, double *v)
{
	if (!f->present)
		return false;
	switch (m) {
	case VCM_DISP_S: *v = f->disp_s; return true;
	case VCM_STEAL: *v = f->steal_pct; return true;
	case VCM_P50: *v = f->p50_us; return f->p50_us >= 0;
	case VCM_P99: *v = f->p99_us; return f->p99_us >= 0;
	case VCM_PHYSC: *v = f->physc; return true;
	default: return false;
	}
}

char *view_cmp_window(const struct model_cmp *c, const struct view_cmp_side *s, int k,
		      char *buf, size_t len)
{
	char a[48], b[48], z[48];

	snprintf(buf, len, "%s .. %s (%.3f s, %s)", time_str(&s->tf, c->start_ns[k], 3, a, sizeof(a)),
		 time_str(&s->tf, c->end_ns[k], 3, b, sizeof(b)),
		 (double)(c->end_ns[k] - c->start_ns[k]) / 1e9, time_zone(&s->tf, z, sizeof(z)));
	return buf;
}

/* ---- text ---- */

/* "%*.*f" of v, or "-" */
static void text_num(FILE *f, int w, int prec, bool have, double v, bool sign)
{
	if (!have)
		fprintf(f, " %*s", w, "-");
	else
		fprintf(f, sign ? " %+*.*f" : " %*.*f", w, prec, v);
}

static void text_row(FILE *f, const char *label, int lw, const struct model_cmp_fig *a,
		     const struct model_cmp_fig *b, enum view_cmp_metric m)
{
	int p = view_cmp_metrics[m].prec;
	double va = 0, vb = 0;
	bool ha = view_cmp_value(a, m, &va), hb = view_cmp_value(b, m, &vb);

	fprintf(f, "  %-*s", lw, label);
	text_num(f, 12, p, ha, va, false);
	text_num(f, 12, p, hb, vb, false);
	text_num(f, 12, p, ha && hb, model_cmp_delta(va, vb), true);
	fputc('\n', f);
}

/* One vCPU table: the cpu, then each metric's A, B and B - A, w wide. */
static void text_cpu_table(FILE *f, const struct model_cmp *c, const enum view_cmp_metric *ms,
			   const char *const *title, const int *w, size_t n)
{
	fprintf(f, "\n%4s", "vCPU");
	for (size_t k = 0; k < n; k++)
		fprintf(f, " %*s %*s %*s", w[k], title[k], w[k], "B", w[k], "delta");
	fputc('\n', f);
	for (size_t i = 0; i < c->ncpus; i++) {
		const struct model_cmp_cpu *r = &c->cpus[i];

		fprintf(f, "%4u", r->cpu);
		for (size_t k = 0; k < n; k++) {
			int p = view_cmp_metrics[ms[k]].prec;
			double va = 0, vb = 0;
			bool ha = view_cmp_value(&r->f[0], ms[k], &va);
			bool hb = view_cmp_value(&r->f[1], ms[k], &vb);

			text_num(f, w[k], p, ha, va, false);
			text_num(f, w[k], p, hb, vb, false);
			text_num(f, w[k], p, ha && hb, model_cmp_delta(va, vb), true);
		}
		if (!r->f[0].present || !r->f[1].present)
			fprintf(f, "  only in %s", r->f[0].present ? "A" : "B");
		fputc('\n', f);
	}
}

/* Two tables, each within 80 columns. */
static void text_cpus(FILE *f, const struct model_cmp *c)
{
	static const enum view_cmp_metric m1[] = { VCM_DISP_S, VCM_STEAL };
	static const char *const t1[] = { "DISP/s A", "STEAL%A" };
	static const int w1[] = { 9, 7 };
	static const enum view_cmp_metric m2[] = { VCM_P50, VCM_P99, VCM_PHYSC };
	static const char *const t2[] = { "P50us A", "P99us A", "PHYSC A" };
	static const int w2[] = { 7, 7, 7 };

	text_cpu_table(f, c, m1, t1, w1, 2);
	text_cpu_table(f, c, m2, t2, w2, 3);
}

static void text_reasons(FILE *f, const struct model_cmp *c)
{
	fprintf(f, "\n%-25s %9s %9s %9s %7s %7s %7s\n", "Preempt reason", "A", "B", "delta",
		"A %", "B %", "delta");
	for (size_t i = 0; i < c->nreasons; i++) {
		const struct model_cmp_reason *r = &c->reasons[i];

		fprintf(f, "%-25.25s %9" PRIu64 " %9" PRIu64 " %+9" PRId64 " %7.2f %7.2f %+7.2f\n",
			r->name, r->n[0], r->n[1], (int64_t)(r->n[1] - r->n[0]), r->share_pct[0],
			r->share_pct[1], model_cmp_delta(r->share_pct[0], r->share_pct[1]));
	}
}

static void text_tasks(FILE *f, const struct model_cmp *c)
{
	fprintf(f, "\n%-16s %11s %11s %11s\n", "Command (steal)", "A ms", "B ms", "delta ms");
	for (size_t i = 0; i < c->ntasks; i++) {
		const struct model_cmp_task *t = &c->tasks[i];

		fputc(' ', f);
		view_text_safe(f, t->comm, strlen(t->comm));
		fprintf(f, "%*s %11.3f %11.3f %+11.3f\n",
			15 - (int)(strlen(t->comm) < 15 ? strlen(t->comm) : 15), "",
			(double)t->steal_ns[0] / 1e6, (double)t->steal_ns[1] / 1e6,
			((double)t->steal_ns[1] - (double)t->steal_ns[0]) / 1e6);
	}
}

void view_compare_text(FILE *f, const struct model_cmp *c, const struct view_cmp_side s[2])
{
	char w[160];

	for (int k = 0; k < 2; k++) {
		fprintf(f, "%s: ", k ? "B" : "A");
		view_text_safe(f, s[k].name, strlen(s[k].name));
		fprintf(f, "\n   %s\n", view_cmp_window(c, &s[k], k, w, sizeof(w)));
	}
	fprintf(f, "\n  %-16s %12s %12s %12s\n", "LPAR", "A", "B", "B - A");
	for (int m = 0; m < VCM_N; m++)
		text_row(f, view_cmp_metrics[m].label, 16, &c->lpar[0], &c->lpar[1],
			 (enum view_cmp_metric)m);
	fprintf(f, "  %-16s %12u %12u %+12d\n", "vCPUs", c->lpar[0].vcpus, c->lpar[1].vcpus,
		(int)c->lpar[1].vcpus - (int)c->lpar[0].vcpus);
	text_cpus(f, c);
	text_reasons(f, c);
	text_tasks(f, c);
}

/* ---- JSON ---- */

static void json_num(FILE *f, const char *key, bool have, double v, bool comma)
{
	if (have)
		fprintf(f, "%s\"%s\":%.4f", comma ? "," : "", key, v);
	else
		fprintf(f, "%s\"%s\":null", comma ? "," : "", key);
}

/* {"dispatches":N,...} of one side, or null */
static void json_fig(FILE *f, const struct model_cmp_fig *x)
{
	double v = 0;

	if (!x->present) {
		fputs("null", f);
		return;
	}
	fprintf(f, "{\"dispatches\":%" PRIu64 ",\"steal_ns\":%" PRIu64 ",\"vcpus\":%u",
		x->dispatches, x->steal_ns, x->vcpus);
	for (int m = 0; m < VCM_N; m++) {
		bool have = view_cmp_value(x, (enum view_cmp_metric)m, &v);

		json_num(f, view_cmp_metrics[m].key, have, v, true);
	}
	fputc('}', f);
}

/* {"dispatches_per_s":B-A,...} (and the ratio of the rates), or null */
static void json_delta(FILE *f, const struct model_cmp_fig *a, const struct model_cmp_fig *b)
{
	double va = 0, vb = 0;

	if (!a->present || !b->present) {
		fputs("null", f);
		return;
	}
	fprintf(f, "{\"dispatches\":%" PRId64 ",\"steal_ns\":%" PRId64,
		(int64_t)(b->dispatches - a->dispatches), (int64_t)(b->steal_ns - a->steal_ns));
	for (int m = 0; m < VCM_N; m++) {
		bool ha = view_cmp_value(a, (enum view_cmp_metric)m, &va);
		bool hb = view_cmp_value(b, (enum view_cmp_metric)m, &vb);

		json_num(f, view_cmp_metrics[m].key, ha && hb, model_cmp_delta(va, vb), true);
	}
	json_num(f, "dispatches_per_s_ratio", a->disp_s > 0,
		 model_cmp_ratio(a->disp_s, b->disp_s), true);
	fputc('}', f);
}

static void json_abd(FILE *f, const struct model_cmp_fig fig[2])
{
	fputs("\"a\":", f);
	json_fig(f, &fig[0]);
	fputs(",\"b\":", f);
	json_fig(f, &fig[1]);
	fputs(",\"delta\":", f);
	json_delta(f, &fig[0], &fig[1]);
}

static void json_side(FILE *f, const struct model_cmp *c, const struct view_cmp_side *s, int k)
{
	char a[48], b[48], z[48];

	fprintf(f, "%s\"%s\":{\"name\":", k ? "," : "", k ? "b" : "a");
	view_json_string(f, s->name, strlen(s->name));
	fprintf(f, ",\"start_ns\":%" PRIu64 ",\"end_ns\":%" PRIu64 ",\"seconds\":%.6f",
		c->start_ns[k], c->end_ns[k], (double)(c->end_ns[k] - c->start_ns[k]) / 1e9);
	time_str(&s->tf, c->start_ns[k], 3, a, sizeof(a));
	time_str(&s->tf, c->end_ns[k], 3, b, sizeof(b));
	time_zone(&s->tf, z, sizeof(z));
	fprintf(f, ",\"start\":\"%s\",\"end\":\"%s\",\"zone\":\"%s\"", a, b, z);
	time_iso(&s->tf, c->start_ns[k], a, sizeof(a));
	time_iso(&s->tf, c->end_ns[k], b, sizeof(b));
	fprintf(f, ",\"start_iso\":\"%s\",\"end_iso\":\"%s\"}", a, b);
}

void view_compare_json(FILE *f, const struct model_cmp *c, const struct view_cmp_side s[2])
{
	fputs("{\"compare\":{", f);
	json_side(f, c, &s[0], 0);
	json_side(f, c, &s[1], 1);
	fputs("},\"lpar\":{", f);
	json_abd(f, c->lpar);
	fputs("},\"cpus\":[", f);
	for (size_t i = 0; i < c->ncpus; i++) {
		fprintf(f, "%s{\"cpu\":%u,", i ? "," : "", c->cpus[i].cpu);
		json_abd(f, c->cpus[i].f);
		fputc('}', f);
	}
	fputs("],\"preempt_reasons\":[", f);
	for (size_t i = 0; i < c->nreasons; i++) {
		const struct model_cmp_reason *r = &c->reasons[i];

		fprintf(f, "%s{\"name\":", i ? "," : "");
		view_json_string(f, r->name, strlen(r->name));
		fprintf(f, ",\"a\":%" PRIu64 ",\"b\":%" PRIu64 ",\"delta\":%" PRId64
			",\"a_share_pct\":%.4f,\"b_share_pct\":%.4f,\"delta_share_pct\":%.4f}",
			r->n[0], r->n[1], (int64_t)(r->n[1] - r->n[0]), r->share_pct[0],
			r->share_pct[1], model_cmp_delta(r->share_pct[0], r->share_pct[1]));
	}
	fputs("],\"tasks\":[", f);
	for (size_t i = 0; i < c->ntasks; i++) {
		const struct model_cmp_task *t = &c->tasks[i];

		fprintf(f, "%s{\"comm\":", i ? "," : "");
		view_json_string(f, t->comm, strlen(t->comm));
		fprintf(f, ",\"a_steal_ns\":%" PRIu64 ",\"b_steal_ns\":%" PRIu64
			",\"delta_steal_ns\":%" PRId64 ",\"a_preempts\":%" PRIu64
			",\"b_preempts\":%" PRIu64 ",\"delta_preempts\":%" PRId64 "}",
			t->steal_ns[0], t->steal_ns[1], (int64_t)(t->steal_ns[1] - t->steal_ns[0]),
			t->preempts[0], t->preempts[1], (int64_t)(t->preempts[1] - t->preempts[0]));
	}
	fputs("]}\n", f);
}

/* ---- CSV: scope,id,metric,a,b,delta ---- */

static void csv_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc((unsigned char)*s < 0x20 ? '?' : *s, f);
	}
	fputc('"', f);
}

static void csv_fig(FILE *f, const char *scope, const char *id, const struct model_cmp_fig fig[2])
{
	for (int m = 0; m < VCM_N; m++) {
		double va = 0, vb = 0;
		bool ha = view_cmp_value(&fig[0], (enum view_cmp_metric)m, &va);
		bool hb = view_cmp_value(&fig[1], (enum view_cmp_metric)m, &vb);

		fprintf(f, "%s,%s,%s,", scope, id, view_cmp_metrics[m].key);
		if (ha)
			fprintf(f, "%.4f", va);
		fputc(',', f);
		if (hb)
			fprintf(f, "%.4f", vb);
		fputc(',', f);
		if (ha && hb)
			fprintf(f, "%.4f", model_cmp_delta(va, vb));
		fputc('\n', f);
	}
}

void view_compare_csv(FILE *f, const struct model_cmp *c, const struct view_cmp_side s[2])
{
	char a[48], b[48];

	fputs("scope,id,metric,a,b,delta\n", f);
	fputs("window,,name,", f);
	csv_str(f, s[0].name);
	fputc(',', f);
	csv_str(f, s[1].name);
	fputs(",\n", f);
	fprintf(f, "window,,start,%s,%s,\n", time_str(&s[0].tf, c->start_ns[0], 3, a, sizeof(a)),
		time_str(&s[1].tf, c->start_ns[1], 3, b, sizeof(b)));
	fprintf(f, "window,,end,%s,%s,\n", time_str(&s[0].tf, c->end_ns[0], 3, a, sizeof(a)),
		time_str(&s[1].tf, c->end_ns[1], 3, b, sizeof(b)));
	fprintf(f, "window,,zone,%s,%s,\n", time_zone(&s[0].tf, a, sizeof(a)),
		time_zone(&s[1].tf, b, sizeof(b)));
	fprintf(f, "window,,seconds,%.6f,%.6f,%.6f\n",
		(double)(c->end_ns[0] - c->start_ns[0]) / 1e9,
		(double)(c->end_ns[1] - c->start_ns[1]) / 1e9,
		((double)(c->end_ns[1] - c->start_ns[1]) - (double)(c->end_ns[0] - c->start_ns[0])) / 1e9);
	csv_fig(f, "lpar", "", c->lpar);
	for (size_t i = 0; i < c->ncpus; i++) {
		char id[16];

		snprintf(id, sizeof(id), "%u", c->cpus[i].cpu);
		csv_fig(f, "cpu", id, c->cpus[i].f);
	}
	for (size_t i = 0; i < c->nreasons; i++) {
		const struct model_cmp_reason *r = &c->reasons[i];

		fprintf(f, "preempt_reason,%s,count,%" PRIu64 ",%" PRIu64 ",%" PRId64 "\n", r->name,
			r->n[0], r->n[1], (int64_t)(r->n[1] - r->n[0]));
		fprintf(f, "preempt_reason,%s,share_pct,%.4f,%.4f,%.4f\n", r->name, r->share_pct[0],
			r->share_pct[1], model_cmp_delta(r->share_pct[0], r->share_pct[1]));
	}
	for (size_t i = 0; i < c->ntasks; i++) {
		const struct model_cmp_task *t = &c->tasks[i];

		fputs("task,", f);
		csv_str(f, t->comm);
		fprintf(f, ",steal_ns,%" PRIu64 ",%" PRIu64 ",%" PRId64 "\n", t->steal_ns[0],
			t->steal_ns[1], (int64_t)(t->steal_ns[1] - t->steal_ns[0]));
	}
}
