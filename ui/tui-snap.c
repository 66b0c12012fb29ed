/* tui-snap.c: one frame's copy of the model. Everything a screen draws is
 * copied here under the session lock, so the feeder is held up only for the
 * copy (rows, the visible part of the timeline, one vCPU's details) and the
 * drawing runs without the lock. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source.h"
#include "tui-priv.h"

const unsigned tui_zooms[] = { 1, 2, 5, 10, 20, 50, 100 };
const unsigned tui_nzooms = sizeof(tui_zooms) / sizeof(tui_zooms[0]);

double tui_us(uint64_t ticks, uint64_t tb_freq)
{
	return tb_freq ? (double)ticks * 1e6 / (double)tb_freq : 0.0;
}

uint64_t tui_cell_ns(const struct tui *t)
{
	return t->snap.bucket_ns * tui_zooms[t->zoom];
}

int tui_strip_cols(const struct tui *t)
{
	int w = t->cols - TUI_ROW_FIXED - 1;

	return w > 0 ? w : 0;
}

size_t tui_list_rows(const struct tui *t)
{
	int n = t->lines - TUI_HEAD_LINES - 2;	/* the strip legend, the function bar */

	if (t->have_cursor)
		n -= t->lines / 3;
	return n > 1 ? (size_t)n : 1;
}

bool tui_grow(void **p, size_t *cap, size_t need, size_t size)
{
	void *q;
	size_t c = *cap ? *cap : 64;

	if (need <= *cap)
		return true;
	while (c < need)
		c *= 2;
	q = realloc(*p, c * size);
	if (!q)
		return false;
	*p = q;
	*cap = c;
	return true;
}

void tui_snap_free(struct tui_snap *sn)
{
	free(sn->rows);
	free(sn->grp);
	free(sn->shown);
	free(sn->cells);
	free(sn->ent);
	memset(sn, 0, sizeof(*sn));
}

static void copy_str(char *dst, size_t len, const char *src)
{
	snprintf(dst, len, "%s", src ? src : "-");
}

/* The LPAR header: the model's totals, as the batch views show them. */
static void snap_header(struct tui_snap *sn, struct model *m, struct session *s)
{
	const struct model_global *g = model_global(m);
	const struct source *src = session_source(s);

	copy_str(sn->kind, sizeof(sn->kind), src ? src->info.kind : "none");
	sn->live = src && src->info.live;
	copy_str(sn->path, sizeof(sn->path), src ? src->info.path : NULL);
	copy_str(sn->host, sizeof(sn->host), src ? src->info.hostname : NULL);
	sn->cpus_online = src ? src->info.nr_cpus_online : 0;
	sn->cpus_avail = src ? src->info.nr_cpus_avail : 0;
	sn->tot = *model_lpar(m);
	sn->events = g->events;
	sn->lost = g->lost;
	sn->first_ns = g->first_ns;
	sn->span_ns = g->events ? g->last_ns - g->first_ns : 0;
	sn->newest_ns = model_newest(m);
	sn->bucket_ns = model_options(m)->bucket_ns;
	sn->have_tl = model_timeline_last(m, &sn->last_bno);
	sn->ncpus = model_ncpus(m);
	sn->nactive = g->active;
}

static uint8_t top_preempt(const struct model_stats *s)
{
	unsigned best = 0;

	for (unsigned v = 1; v < DTL_REASON_SLOTS; v++)
		if (s->preempt_reasons[v] > s->preempt_reasons[best])
			best = v;
	return (uint8_t)best;
}

/* What every row needs (sorting, heatmap by steal): a few counters. */
static void fill_row(struct tui_row *r, uint32_t cpu, const struct model_stats *st,
		     uint64_t span_ns)
{
	memset(r, 0, sizeof(*r));
	r->cpu = cpu;
	r->proc = -1;
	r->pid = -1;
	r->events = st->events;
	r->dispatches = st->dispatches;
	r->steal_ns = st->steal_ns;
	r->aff = st->affinity_misses;
	r->tb_freq = st->tb_freq;
	/* the same definitions as the batch views: per vCPU over the LPAR span */
	r->steal_pct = span_ns ? (double)st->steal_ns * 100.0 / (double)span_ns : 0;
	r->disp_s = span_ns ? (double)st->dispatches * 1e9 / (double)span_ns : 0;
}

/* Percentiles walk the histogram: only for the rows that need them. */
static void row_pct(struct tui_row *r, const struct model_stats *st)
{
	if (r->have_pct)
		return;
	r->p50 = model_stats_pct(st, 500);
	r->p99 = model_stats_pct(st, 990);
	r->have_pct = true;
}

/* A core's top preempt reason: over its threads shown. */
static void core_detail(struct tui *t, struct tui_row *r, struct model *m)
{
	uint64_t sum[DTL_REASON_SLOTS] = { 0 };
	uint32_t th[TUI_MAX_THREADS];
	size_t n = tui_core_threads(t, r->cpu, th, TUI_MAX_THREADS);
	unsigned best = 0;

	for (size_t i = 0; i < n; i++) {
		uint32_t c = th[i];
		const struct model_stats *st = model_cpu_stats(m, c);

		if (!st || !tui_bit(t->snap.shown, c))
			continue;
		for (unsigned v = 0; v < DTL_REASON_SLOTS; v++)
			sum[v] += st->preempt_reasons[v];
	}
	for (unsigned v = 1; v < DTL_REASON_SLOTS; v++)
		if (sum[v] > sum[best])
			best = v;
	r->top_pre = (uint8_t)best;
}

/* The rest, for the rows drawn. */
static void row_detail(struct tui *t, struct tui_row *r, struct model *m)
{
	const struct model_stats *st;
	const char *comm;
	uint16_t proc;

	if (r->core) {
		core_detail(t, r, m);
		return;
	}
	st = model_cpu_stats(m, r->cpu);

	row_pct(r, st);
	r->top_pre = top_preempt(st);
	r->proc = model_cpu_last_proc(m, r->cpu, &proc) ? proc : -1;
	if (model_cpu_current(m, r->cpu, &r->pid, &comm))
		copy_str(r->comm, sizeof(r->comm), comm);
}

static int row_cmp(const void *a, const void *b, void *arg)
{
	const struct tui_row *x = a, *y = b;
	const struct tui *t = arg;
	int c = 0;

	switch (t->sort) {
	case SORT_STEAL:
		c = (x->steal_ns < y->steal_ns) - (x->steal_ns > y->steal_ns);
		break;
	case SORT_LAT:
		c = (x->p99 < y->p99) - (x->p99 > y->p99);
		break;
	case SORT_DISP:
		c = (x->dispatches < y->dispatches) - (x->dispatches > y->dispatches);
		break;
	default:
		break;
	}
	if (!c)		/* vCPU order breaks ties and is the plain order */
		c = (x->cpu > y->cpu) - (x->cpu < y->cpu);
	return t->reverse ? -c : c;
}

/* Overview grouped per core: the rows become cores (+ threads). */
static void group_rows(struct tui *t)
{
	struct tui_snap *sn = &t->snap;
	struct tui_row *tmp;
	size_t cap;

	if (!tui_grow((void **)&sn->grp, &sn->grp_cap, 2 * sn->nrows + 1, sizeof(*sn->grp)))
		return;
	sn->nrows = tui_group_rows(t, sn->rows, sn->nrows, sn->grp, row_cmp);
	tmp = sn->rows;
	sn->rows = sn->grp;
	sn->grp = tmp;
	cap = sn->rows_cap;
	sn->rows_cap = sn->grp_cap;
	sn->grp_cap = cap;
}

static void snap_rows(struct tui *t, struct model *m)
{
	struct tui_snap *sn = &t->snap;
	bool grouped = t->scr == SCR_OVERVIEW && t->group != GROUP_NONE;
	bool pct_all = grouped || t->sort == SORT_LAT ||
		       (t->scr == SCR_HEATMAP && t->heat == HEAT_LAT);

	sn->nrows = 0;
	if (!sn->shown)
		sn->shown = calloc(MODEL_MAX_CPU / 64, sizeof(uint64_t));
	if (!sn->shown ||
	    !tui_grow((void **)&sn->rows, &sn->rows_cap, sn->ncpus + 1, sizeof(*sn->rows)))
		return;
	memset(sn->shown, 0, MODEL_MAX_CPU / 8);
	for (size_t i = 0; i < sn->ncpus; i++) {
		uint32_t cpu = model_cpu_id(m, i);
		const struct model_stats *st = model_cpu_stats(m, cpu);
		struct tui_row *r = &sn->rows[sn->nrows];

		if (t->only && !tui_bit(t->only, cpu))
			continue;
		if (!tui_filter_match(&t->flt, m, cpu, st))
			continue;
		fill_row(r, cpu, st, sn->span_ns);
		if (pct_all)
			row_pct(r, st);
		if (cpu < MODEL_MAX_CPU)
			sn->shown[cpu / 64] |= 1ull << (cpu % 64);
		sn->nrows++;
	}
	qsort_r(sn->rows, sn->nrows, sizeof(*sn->rows), row_cmp, t);
	if (grouped)
		group_rows(t);
}

/* Details of the rows on screen and of the selected one. */
static void snap_details(struct tui *t, struct model *m, size_t visible)
{
	struct tui_snap *sn = &t->snap;

	if (t->scr == SCR_OVERVIEW)
		for (size_t i = t->top; i < sn->nrows && i < t->top + visible; i++)
			row_detail(t, &sn->rows[i], m);
	if (t->have_sel && t->sel < sn->nrows)
		row_detail(t, &sn->rows[t->sel], m);
}

void tui_select(struct tui *t, size_t i)
{
	const struct tui_row *r = &t->snap.rows[i];

	t->sel = i;
	t->sel_key = tui_row_key(r);
	t->sel_cpu = r->core ? r->busiest_cpu : r->cpu;	/* a core: its busiest thread */
	t->have_sel = true;
}

static bool find_key(struct tui *t, uint32_t key)
{
	for (size_t i = 0; i < t->snap.nrows; i++)
		if (tui_row_key(&t->snap.rows[i]) == key) {
			t->sel = i;
			return true;
		}
	return false;
}

/* Keep the selection on the same row (vCPU or core) across re-sorts, on its
 * core when that is all that is shown, and in view. */
static void place_selection(struct tui *t, size_t visible)
{
	struct tui_snap *sn = &t->snap;

	if (!sn->nrows) {
		t->sel = t->top = 0;
		return;
	}
	if (t->have_sel && !find_key(t, t->sel_key) && !(t->sel_key & 0x80000000u))
		find_key(t, 0x80000000u | tui_core_of(t, t->sel_key));
	if (t->sel >= sn->nrows)
		t->sel = sn->nrows - 1;
	tui_select(t, t->sel);
	if (t->sel < t->top)
		t->top = t->sel;
	if (t->sel >= t->top + visible)
		t->top = t->sel - visible + 1;
	if (t->top + visible > sn->nrows)
		t->top = sn->nrows > visible ? sn->nrows - visible : 0;
}

static void snap_selected(struct tui *t, struct model *m)
{
	struct tui_snap *sn = &t->snap;
	uint32_t cpu = t->sel_cpu;
	const struct model_stats *st = model_cpu_stats(m, cpu);
	const struct model_task *tk[MODEL_CPU_TASKS + 1];
	size_t n;

	sn->have_sel = t->have_sel && st;
	sn->nent = sn->nprocs = sn->ntasks = 0;
	if (!sn->have_sel)
		return;
	sn->sel = sn->rows[t->sel];
	sn->lat = st->lat;
	sn->lat_max = st->lat_max;
	n = model_recent_count(m, cpu);
	if (n > TUI_MAX_ENTRIES)
		n = TUI_MAX_ENTRIES;
	if (tui_grow((void **)&sn->ent, &sn->ent_cap, n, sizeof(*sn->ent))) {
		size_t first = model_recent_count(m, cpu) - n;

		for (size_t i = 0; i < n; i++)
			sn->ent[i] = *model_recent_get(m, cpu, first + i);
		sn->nent = n;
	}
	sn->nprocs = model_cpu_procs(m, cpu, sn->procs, MODEL_MAX_PROCS);
	tui_snap_affinity(t, m, st);
	sn->ntasks = model_cpu_tasks(m, cpu, tk, MODEL_CPU_TASKS + 1);
	for (size_t i = 0; i < sn->ntasks; i++)
		sn->tasks[i] = *tk[i];
	if (t->have_cursor)
		tui_snap_cursor(t, m);
}

/* Reasons over the rows shown: all vCPUs, or the ones -C and the filter
 * keep (snap_rows marked them in shown). */
static void snap_reasons(struct tui *t, struct model *m)
{
	bool all = !t->only && t->flt.kind == FLT_NONE;

	if (!all && !t->snap.shown) {	/* out of memory: no rows either */
		memset(&t->snap.rs, 0, sizeof(t->snap.rs));
		return;
	}
	model_reason_sums(m, all ? NULL : t->snap.shown, &t->snap.rs);
}

void tui_snapshot(struct tui *t)
{
	struct tui_snap *sn = &t->snap;
	size_t visible = tui_list_rows(t);
	struct model *m;

	session_state(t->s, &sn->ss);
	session_lock(t->s);
	m = session_model(t->s);
	model_settle(m);	/* what the reads below see */
	snap_header(sn, m, t->s);
	snap_rows(t, m);
	place_selection(t, visible);
	snap_details(t, m, visible);
	tui_snap_strip(t, m, visible);
	if (t->scr == SCR_DRILL || t->have_cursor)
		snap_selected(t, m);
	else
		sn->have_sel = false;
	if (t->scr == SCR_REASONS)
		snap_reasons(t, m);
	session_unlock(t->s);
}
