// SPDX-License-Identifier: GPL-2.0-only
/* truth.c: ground truth kept by the generator while it writes (never by
 * decoding its output), as JSON for tests, and a one-line summary. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtlgen.h"
#include "sim-syms.h"

/* Reason names by value (upstream perf script spellings, decoders/dtl-entry.c),
 * with the table sizes the merge of shared names looks within. */
struct reason_tab {
	const char *(*str)(unsigned int v, char buf[16]);
	unsigned n;
};

static const struct reason_tab disp_tab = { dtl_dispatch_reason_str, DTL_DISPATCH_REASONS };
static const struct reason_tab pre_tab = { dtl_preempt_reason_str, DTL_PREEMPT_REASONS };

static struct site_count *site_slot(struct site_tab *t, uint64_t key)
{
	uint32_t i = (uint32_t)(key * 0x9e3779b97f4a7c15ull >> 32) & (t->cap - 1);

	while (t->slot[i].key && t->slot[i].key != key)
		i = (i + 1) & (t->cap - 1);
	return &t->slot[i];
}

/* Doubled when half full; a failed growth keeps the table (and the
 * entry is still counted while there is room). */
static void site_grow(struct site_tab *t)
{
	struct site_tab n = { calloc(t->cap ? t->cap * 2 : 64, sizeof(*n.slot)), 0,
			      t->cap ? t->cap * 2 : 64 };

	if (!n.slot)
		return;
	for (uint32_t i = 0; i < t->cap; i++)
		if (t->slot[i].key) {
			*site_slot(&n, t->slot[i].key) = t->slot[i];
			n.n++;
		}
	free(t->slot);
	*t = n;
}

/* Every entry, voluntary or not, with its steal as the model computes it
 * (model.c: the entry's enqueue_to_dispatch + ready_to_enqueue, in ns). */
static void site_count(struct gen *g, struct site_tab *t, const struct gen_entry *ge)
{
	uint64_t key = ((uint64_t)ge->site + 1) << 8 | ge->e.preempt_reason;
	struct site_count *c;

	if (t->n * 2 >= t->cap)
		site_grow(t);
	if (t->n + 1 >= t->cap) {
		g->err = g->err ? g->err : ENOMEM;
		return;
	}
	c = site_slot(t, key);
	if (!c->key) {
		c->key = key;
		t->n++;
	}
	c->count++;
	c->steal_ns += ticks_to_ns(g, (uint64_t)ge->e.enqueue_to_dispatch +
				   ge->e.ready_to_enqueue);
}

void truth_free(struct gen *g)
{
	for (int c = 0; g->cpus && c < g->o.cpus; c++)
		free(g->cpus[c].t.sites.slot);
}

/* Only entries that reach the file count: called as each one is copied. */
void truth_commit(struct gen *g, struct vcpu *v, const struct gen_entry *ge)
{
	struct cpu_truth *t = &v->t;
	const struct dtl_entry *e = &ge->e;
	uint64_t ns = tb_to_ns(g, e->timebase);

	t->dispatches++;
	site_count(g, &t->sites, ge);
	t->steal_ticks += (uint64_t)e->enqueue_to_dispatch + e->ready_to_enqueue;
	t->disp[e->dispatch_reason]++;
	t->pre[e->preempt_reason]++;
	if (t->have_written && e->processor_id != t->last_proc)
		t->affinity_misses++;
	t->last_proc = e->processor_id;
	if (!t->have_written || e->enqueue_to_dispatch < t->enq_min)
		t->enq_min = e->enqueue_to_dispatch;
	if (e->enqueue_to_dispatch > t->enq_max)
		t->enq_max = e->enqueue_to_dispatch;
	t->enq_sum += e->enqueue_to_dispatch;
	if (!t->have_written)
		t->first_ns = ns;
	t->last_ns = ns;
	t->have_written = true;
	if (ge->early)
		t->early_steal_ns += ge->steal_ns;
	if (ge->charge >= 0)
		v->tasks[ge->charge].steal_ns += ge->steal_ns;
	else if (ge->charge == -1)
		t->swapper_steal_ns += ge->steal_ns;
}

/* {"name":N,...} with values sharing a name (dispatch 1 and 5) merged. */
static void reasons_json(FILE *f, const uint64_t *cnt, const struct reason_tab *tab)
{
	uint64_t merged[REASON_SLOTS] = { 0 };
	bool first = true;
	char buf[16], kbuf[16];

	for (unsigned v = 0; v < REASON_SLOTS; v++) {
		unsigned to = v;

		for (unsigned k = 0; v < tab->n && k < v; k++)
			if (strcmp(tab->str(k, kbuf), tab->str(v, buf)) == 0) {
				to = k;
				break;
			}
		merged[to] += cnt[v];
	}
	fputc('{', f);
	for (unsigned v = 0; v < REASON_SLOTS; v++) {
		if (!merged[v])
			continue;
		fprintf(f, "%s\"%s\":%llu", first ? "" : ",", tab->str(v, buf),
			(unsigned long long)merged[v]);
		first = false;
	}
	fputc('}', f);
}

static void cpu_json(FILE *f, const struct vcpu *v)
{
	const struct cpu_truth *t = &v->t;

	fprintf(f, "{\"cpu\":%d,\"dispatches\":%llu,\"steal_ticks\":%llu,", v->cpu,
		(unsigned long long)t->dispatches, (unsigned long long)t->steal_ticks);
	fputs("\"dispatch_reasons\":", f);
	reasons_json(f, t->disp, &disp_tab);
	fputs(",\"preempt_reasons\":", f);
	reasons_json(f, t->pre, &pre_tab);
	fprintf(f, ",\"sched_switch\":%llu,\"sched_wakeup\":%llu,\"affinity_misses\":%llu,"
		"\"dtl_full_polls\":%llu,\"dropped\":%llu,\"lap_lost\":%llu,\"aux_records\":%llu,"
		"\"auxtrace_records\":%llu,\"enq_min\":%llu,\"enq_max\":%llu,\"enq_sum\":%llu,"
		"\"first_ns\":%llu,\"last_ns\":%llu,\"steal_ns_before_first_switch\":%llu}",
		(unsigned long long)t->sched_switch, (unsigned long long)t->sched_wakeup,
		(unsigned long long)t->affinity_misses, (unsigned long long)t->full_polls,
		(unsigned long long)t->dropped, (unsigned long long)t->lap_lost,
		(unsigned long long)t->aux_records, (unsigned long long)t->auxtrace_records,
		(unsigned long long)t->enq_min, (unsigned long long)t->enq_max,
		(unsigned long long)t->enq_sum, (unsigned long long)t->first_ns,
		(unsigned long long)t->last_ns, (unsigned long long)t->early_steal_ns);
}

static void task_json(FILE *f, const char *comm, int pid, int cpu, uint64_t steal, bool first)
{
	fprintf(f, "%s\n  {\"comm\":\"%s\",\"pid\":%d,\"cpu\":%d,\"steal_ns\":%llu}",
		first ? "" : ",", comm, pid, cpu, (unsigned long long)steal);
}

static void tasks_json(FILE *f, const struct gen *g)
{
	bool first = true;

	for (int c = 0; c < g->o.cpus; c++) {
		const struct vcpu *v = &g->cpus[c];
		struct raw_task sw = sim_pool_task(g->pool, (uint32_t)c, SIM_POOL_TASKS);

		task_json(f, sw.comm, 0, c, v->t.swapper_steal_ns, first);
		first = false;
		for (int k = 0; k < TASKS_PER_CPU; k++)
			task_json(f, v->tasks[k].rt.comm, v->tasks[k].rt.pid, c,
				  v->tasks[k].steal_ns, false);
	}
}

static void header_json(FILE *f, const struct gen *g)
{
	static const char *const mixes[] = { "cede", "preempt", "fault", "mixed" };
	const struct opts *o = &g->o;

	fprintf(f, "{\"generator\":\"dtlgen\",\"seed\":%llu,\"nr_cpus\":%d,\"boot_tb\":%llu,"
		"\"tb_freq\":%llu,\"poll_ns\":%llu,\"mix\":\"%s\",\"big_endian\":%s,"
		"\"pipe\":%s,\"zstd\":%s,\"dtl\":%s,\"sched\":%s,\"attr_size\":%u,\n",
		(unsigned long long)o->seed, o->cpus, (unsigned long long)g->boot_tb,
		(unsigned long long)g->tb_freq, (unsigned long long)g->poll,
		mixes[o->mix], o->big_endian ? "true" : "false", o->pipe ? "true" : "false",
		o->zstd ? "true" : "false", o->dtl ? "true" : "false",
		o->sched ? "true" : "false", o->attr_size);
}

/* "preempted_at": one object per (symbol, DSO, preempt reason, cpu). */
static void sites_json(FILE *f, const struct gen *g)
{
	bool first = true;
	char buf[16];

	for (int c = 0; c < g->o.cpus; c++) {
		const struct site_tab *t = &g->cpus[c].t.sites;

		for (uint32_t i = 0; i < t->cap; i++) {
			const struct site_count *s = &t->slot[i];
			const struct sim_sym *y;

			if (!s->key)
				continue;
			y = sim_syms_get((uint32_t)((s->key >> 8) - 1));
			fprintf(f, "%s\n  {\"sym\":\"%s\",\"dso\":\"%s\",\"reason\":\"%s\","
				"\"cpu\":%d,\"count\":%llu,\"steal_ns\":%llu}", first ? "" : ",",
				y ? y->name : "[unknown]",
				y ? sim_syms_dso_path(y->dso) : "[unknown]",
				dtl_preempt_reason_str((unsigned)(s->key & 0xff), buf), c,
				(unsigned long long)s->count, (unsigned long long)s->steal_ns);
			first = false;
		}
	}
}

int truth_write(const struct gen *g, const char *path)
{
	FILE *f = fopen(path, "w");

	if (!f)
		return -1;
	header_json(f, g);
	fputs("\"cpus\":[", f);
	for (int c = 0; c < g->o.cpus; c++) {
		fputs(c ? ",\n  " : "\n  ", f);
		cpu_json(f, &g->cpus[c]);
	}
	fputs("],\n\"tasks\":[", f);
	tasks_json(f, g);
	fputs("],\n\"preempted_at\":[", f);
	sites_json(f, g);
	fputs("]}\n", f);
	if (ferror(f)) {
		fclose(f);
		errno = EIO;
		return -1;
	}
	return fclose(f);
}

void truth_summary(const struct gen *g, double secs, uint64_t bytes, FILE *f)
{
	uint64_t d = 0, drop = 0, full = 0, sw = 0, wk = 0;

	for (int c = 0; c < g->o.cpus; c++) {
		const struct cpu_truth *t = &g->cpus[c].t;

		d += t->dispatches;
		drop += t->dropped;
		full += t->full_polls;
		sw += t->sched_switch;
		wk += t->sched_wakeup;
	}
	fprintf(f, "dtlgen: %s: %d cpus, %.3f s, %llu dtl entries (%llu dropped, %llu full polls), "
		"%llu sched_switch, %llu sched_wakeup, %.1f MB\n",
		g->o.out, g->o.cpus, secs, (unsigned long long)d, (unsigned long long)drop,
		(unsigned long long)full, (unsigned long long)sw, (unsigned long long)wk,
		(double)bytes / 1048576.0);
}
