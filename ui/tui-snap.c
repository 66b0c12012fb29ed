// SPDX-License-Identifier: GPL-2.0-only
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
	/* the LPAR's row, the strip legend, the function bar */
	int n = t->lines - TUI_LIST_Y - 2;

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
	free(sn->lcells);
	free(sn->ent);
	free(sn->old);
	tui_who_free(&sn->who);
	memset(sn, 0, sizeof(*sn));
}

/* snprintf(dst, len, "%s", src or "-"), without the format: once a vCPU a
 * frame. len >= 1. */
static void copy_str(char *dst, size_t len, const char *src)
{
	size_t n;

	if (!src)
		src = "-";
	n = strnlen(src, len - 1);
	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* Nothing at all: what a vCPU new since the reference tick is measured from. */
static const struct model_stats zero_stats;

void tui_tick_set_free(struct tui_tick_set *ts)
{
	free(ts->cpus);
	free(ts->pack);
	memset(ts, 0, sizeof(*ts));
}

void tui_ticks_free(struct tui_ticks *tk)
{
	tui_tick_set_free(&tk->now);
	tui_tick_set_free(&tk->prev);
	tui_tick_set_free(&tk->base);
	memset(tk, 0, sizeof(*tk));
}

/* The counters of ts's vCPU i: whole with arrays, else the scalar ones
 * (model_stats_unpack). */
static void cum_stats(const struct tui_tick_set *ts, size_t i, struct model_stats *out,
		      bool arrays)
{
	model_stats_unpack(out, ts->pack + i * ts->shape.words, &ts->shape, arrays);
}

/* The model's cumulative counters of every vCPU and of the LPAR into ts.
 * Locked (or a model no feeder writes: a span's). */
void tui_tick_fill(struct tui_tick_set *ts, struct model *m, uint64_t qdrop)
{
	const struct model_global *g = model_global(m);
	size_t n = model_ncpus(m);

	ts->n = 0;
	model_stats_shape_of(model_lpar(m), &ts->shape);
	if (tui_grow((void **)&ts->cpus, &ts->cap, n ? n : 1, sizeof(*ts->cpus)) &&
	    tui_grow((void **)&ts->pack, &ts->pack_cap, (n ? n : 1) * ts->shape.words,
		     sizeof(*ts->pack))) {
		for (size_t i = 0; i < n; i++) {
			struct tui_cum *c = &ts->cpus[i];
			const char *comm;
			uint16_t proc;

			c->cpu = model_cpu_id(m, i);
			model_stats_pack(ts->pack + i * ts->shape.words,
					 model_cpu_stats(m, c->cpu), &ts->shape);
			c->proc = model_cpu_last_proc(m, c->cpu, &proc) ? proc : -1;
			c->offline = model_cpu_offline(m, c->cpu, NULL);
			c->pid = -1;
			c->comm[0] = '\0';
			if (model_cpu_current(m, c->cpu, &c->pid, &comm))
				copy_str(c->comm, sizeof(c->comm), comm);
		}
		ts->n = n;
	}
	ts->tot = *model_lpar(m);
	ts->events = g->events;
	ts->lost = g->lost;
	ts->qdrop = qdrop;
	ts->at_ns = g->events ? g->last_ns : 0;
	ts->valid = true;
}

/* A refresh tick: the model's counters into ticks.now, the former now
 * becoming prev. Locked. */
static void take_tick(struct tui *t, struct model *m)
{
	struct tui_ticks *tk = &t->ticks;
	struct tui_tick_set spare = tk->prev;
	const struct model_global *g = model_global(m);
	const struct source *src = session_source(t->s);

	tk->prev = tk->now;
	tk->now = spare;
	tui_tick_fill(&tk->now, m, src ? src->stats.dropped : 0);
	tk->first_ns = g->events ? g->first_ns : 0;
}

void tui_ticks_reset(struct tui *t)
{
	struct tui_ticks *tk = &t->ticks;
	struct tui_cum *keep = tk->base.cpus;
	uint64_t *pack = tk->base.pack;
	size_t cap = tk->base.cap, pack_cap = tk->base.pack_cap;
	size_t words = tk->now.n * tk->now.shape.words;

	if (!tk->now.valid)
		return;
	if (!tui_grow((void **)&keep, &cap, tk->now.n ? tk->now.n : 1, sizeof(*keep)))
		return;
	tk->base.cpus = keep;
	tk->base.cap = cap;
	if (!tui_grow((void **)&pack, &pack_cap, words ? words : 1, sizeof(*pack)))
		return;
	tk->base = tk->now;
	tk->base.cpus = keep;
	tk->base.cap = cap;
	tk->base.pack = pack;
	tk->base.pack_cap = pack_cap;
	memcpy(keep, tk->now.cpus, tk->now.n * sizeof(*keep));
	memcpy(pack, tk->now.pack, words * sizeof(*pack));
}

/* What the mode's figures are measured from: prev (interval) or base
 * (cumulative since 'r'); NULL: from nothing (since the first event). */
static const struct tui_tick_set *mode_ref(const struct tui *t)
{
	const struct tui_tick_set *ref = t->cumulative ? &t->ticks.base : &t->ticks.prev;

	if (t->span.state == SPAN_ON)
		return NULL;	/* a span's model holds the span alone */
	/* the reasons and who-paid screens count from the start: their
	 * header's figures too, so that one screen is one window */
	if (t->scr == SCR_REASONS || t->scr == SCR_WHO || t->scr == SCR_SITES)
		return NULL;
	return ref->valid ? ref : NULL;
}

/* The counters the figures are taken from: the last tick's, or a span's. */
static const struct tui_tick_set *cur_set(const struct tui *t)
{
	return t->span.state == SPAN_ON ? &t->span.set : &t->ticks.now;
}

enum tui_loss tui_loss_level(uint64_t n, uint64_t of, double *pct)
{
	double p = of ? (double)n * 100.0 / (double)of : n ? 100.0 : 0.0;

	if (pct)
		*pct = p;
	return !n ? LOSS_NONE : p < 1.0 ? LOSS_WARN : LOSS_ALARM;
}

/* The worse of the two shares: polls that lost entries (full, truncated,
 * overrun) of all polls, and records lost of what arrived. */
void tui_row_loss(struct tui_row *r)
{
	double a, b;
	enum tui_loss la = tui_loss_level(r->full + r->trunc + r->ovr, r->polls, &a);
	enum tui_loss lb = tui_loss_level(r->lost, r->events + r->lost, &b);

	r->loss = la > lb ? la : lb;
	r->loss_pct = a > b ? a : b;
}

/* The LPAR header: the session's description, then the mode's totals
 * from the ticks (the same definitions as the batch views). */
static void snap_header(struct tui *t, struct model *m)
{
	struct tui_snap *sn = &t->snap;
	const struct tui_ticks *tk = &t->ticks;
	const struct tui_tick_set *ref = mode_ref(t), *now = cur_set(t);
	const struct source *src = session_source(t->s);
	unsigned ms = src ? source_dtl_measures(src->info.dtl_iface) : 0;

	copy_str(sn->kind, sizeof(sn->kind), src ? src->info.kind : "none");
	sn->live = src && src->info.live;
	sn->partial = src && __atomic_load_n(&src->info.partial, __ATOMIC_ACQUIRE);
	sn->has_dtl = src && src->info.has_dtl;
	sn->entries = ms & DTL_MEASURES_ENTRIES;
	sn->dispatches = ms & DTL_MEASURES_DISPATCHES;
	copy_str(sn->dtl_source, sizeof(sn->dtl_source),
		 src ? dtl_iface_name(src->info.dtl_iface) : "none");
	copy_str(sn->dtl_why, sizeof(sn->dtl_why), src ? src->info.dtl_why : NULL);
	copy_str(sn->path, sizeof(sn->path), src ? src->info.path : NULL);
	copy_str(sn->host, sizeof(sn->host), src ? src->info.hostname : NULL);
	sn->cpus_online = src ? src->info.nr_cpus_online : 0;
	sn->cpus_avail = src ? src->info.nr_cpus_avail : 0;
	model_stats_delta(&sn->tot, &now->tot, ref ? &ref->tot : &zero_stats);
	sn->events = now->events - (ref ? ref->events : 0);
	sn->lost = now->lost - (ref ? ref->lost : 0);
	sn->qdrop = now->qdrop - (ref ? ref->qdrop : 0);
	sn->first_ns = tk->first_ns;
	/* a reference taken before any event starts where the events do */
	sn->mode_ns = ref && ref->events ? ref->at_ns : tk->first_ns;
	sn->since_reset = t->cumulative && ref;
	sn->whole = !ref && t->span.state != SPAN_ON;
	sn->at_end = sn->whole && t->at_end;
	sn->span_ns = tk->now.at_ns > sn->mode_ns ? tk->now.at_ns - sn->mode_ns : 0;
	if (t->span.state == SPAN_ON) {	/* rates over the brushed span */
		sn->mode_ns = t->span.t0;
		sn->span_ns = t->span.t1 - t->span.t0;
	}
	sn->newest_ns = model_newest(m);
	sn->bucket_ns = model_options(m)->bucket_ns;
	sn->nbuckets = model_options(m)->nbuckets;	/* a replay's grows */
	sn->have_tl = model_timeline_last(m, &sn->last_bno);
	sn->ncpus = now->n;
}

static uint8_t top_preempt(const struct model_stats *s)
{
	unsigned best = 0;

	for (unsigned v = 1; v < DTL_REASON_SLOTS; v++)
		if (s->preempt_reasons[v] > s->preempt_reasons[best])
			best = v;
	return (uint8_t)best;
}

/* What every row needs (sorting, heatmap by steal, loss): the counters of
 * the mode, d = the vCPU's now minus its reference. */
static void fill_row(struct tui_row *r, const struct tui_cum *c, const struct model_stats *d,
		     uint64_t span_ns)
{
	memset(r, 0, sizeof(*r));
	r->cpu = c->cpu;
	r->proc = c->proc;
	r->offline = c->offline;
	r->pid = c->pid;
	copy_str(r->comm, sizeof(r->comm), c->comm[0] ? c->comm : NULL);
	r->events = d->events;
	r->dispatches = d->dispatches;
	r->steal_ns = d->steal_ns;
	r->aff = d->affinity_misses;
	r->tb_freq = d->tb_freq;
	r->lost = d->lost + d->qdrop;	/* the kernel's and the reader queue's */
	r->full = d->dtl_full_polls;
	r->trunc = d->aux_truncated;
	r->ovr = d->aux_overruns;
	r->polls = d->aux_polls;
	tui_row_loss(r);
	/* the same definitions as the batch views: per vCPU over the LPAR span */
	r->steal_pct = span_ns ? (double)d->steal_ns * 100.0 / (double)span_ns : 0;
	r->disp_s = span_ns ? (double)d->dispatches * 1e9 / (double)span_ns : 0;
}

/* The whole difference (reasons, histogram) of the vCPU at index ci of
 * ticks.now, ri of the mode's reference set. */
static void cpu_delta(const struct tui *t, uint32_t ci, uint32_t ri, struct model_stats *d)
{
	const struct tui_tick_set *ref = mode_ref(t);
	struct model_stats now, old;

	cum_stats(cur_set(t), ci, &now, true);
	if (ref && ri != TUI_NO_REF)
		cum_stats(ref, ri, &old, true);
	model_stats_delta(d, &now, ref && ri != TUI_NO_REF ? &old : &zero_stats);
}

/* Percentiles walk the histogram: only for the rows that need them. */
static void row_pct(const struct tui *t, struct tui_row *r)
{
	struct model_stats d;

	if (r->have_pct)
		return;
	cpu_delta(t, r->ci, r->ri, &d);
	r->p50 = model_stats_pct(&d, 500);
	r->p99 = model_stats_pct(&d, 990);
	r->top_pre = top_preempt(&d);
	r->have_pct = true;
}

/* Index of cpu in a tick set (cpu order), or TUI_NO_REF. */
static uint32_t set_index(const struct tui_tick_set *ts, uint32_t cpu)
{
	size_t lo = 0, hi = ts ? ts->n : 0;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (ts->cpus[mid].cpu < cpu)
			lo = mid + 1;
		else
			hi = mid;
	}
	return ts && lo < ts->n && ts->cpus[lo].cpu == cpu ? (uint32_t)lo : TUI_NO_REF;
}

/* A core's top preempt reason: over its threads shown, in the mode. */
static void core_detail(struct tui *t, struct tui_row *r)
{
	uint64_t sum[DTL_REASON_SLOTS] = { 0 };
	uint32_t th[TUI_MAX_THREADS];
	size_t n = tui_core_threads(t, r->cpu, th, TUI_MAX_THREADS);
	unsigned best = 0;
	struct model_stats d;

	for (size_t i = 0; i < n; i++) {
		uint32_t c = th[i];
		uint32_t ci = set_index(cur_set(t), c);

		if (ci == TUI_NO_REF || !tui_bit(t->snap.shown, c))
			continue;
		cpu_delta(t, ci, set_index(mode_ref(t), c), &d);
		for (unsigned v = 0; v < DTL_REASON_SLOTS; v++)
			sum[v] += d.preempt_reasons[v];
	}
	for (unsigned v = 1; v < DTL_REASON_SLOTS; v++)
		if (sum[v] > sum[best])
			best = v;
	r->top_pre = (uint8_t)best;
}

/* The rest, for the rows drawn. */
static void row_detail(struct tui *t, struct tui_row *r)
{
	if (r->core)
		core_detail(t, r);
	else
		row_pct(t, r);
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
	case SORT_P50:
		c = (x->p50 < y->p50) - (x->p50 > y->p50);
		break;
	case SORT_AFF: {	/* AFF%: misses per dispatch, compared exactly */
		unsigned __int128 l = (unsigned __int128)x->aff * y->dispatches;
		unsigned __int128 r = (unsigned __int128)y->aff * x->dispatches;

		c = (l < r) - (l > r);
		break;
	}
	case SORT_LOSS:
		c = (x->loss_pct < y->loss_pct) - (x->loss_pct > y->loss_pct);
		break;
	case SORT_PROC:		/* smallest first, unknown (-1) last */
		c = (x->proc < 0) - (y->proc < 0);
		if (!c)
			c = (x->proc > y->proc) - (x->proc < y->proc);
		break;
	case SORT_TOP: {	/* by name, vCPUs without dispatches last */
		char a[16], b[16];

		c = !x->dispatches - !y->dispatches;
		if (!c && x->dispatches)
			c = strcmp(dtl_preempt_reason_str(x->top_pre, a),
				   dtl_preempt_reason_str(y->top_pre, b));
		break;
	}
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
	bool pct_all = grouped || t->sort == SORT_LAT || t->sort == SORT_P50 ||
		       t->sort == SORT_TOP || (t->scr == SCR_HEATMAP && t->heat == HEAT_LAT);
	const struct tui_tick_set *ref = mode_ref(t);
	/* per row only their scalar counters are written and read */
	struct model_stats now_st, ref_st, d;

	sn->nrows = 0;
	/* physc and %entc: over every vCPU, in the mode, like the LPAR line */
	sn->lsum = (struct model_lpar_sum){ .span_ns = sn->span_ns };
	if (!sn->shown)
		sn->shown = calloc(MODEL_MAX_CPU / 64, sizeof(uint64_t));
	if (!sn->shown ||
	    !tui_grow((void **)&sn->rows, &sn->rows_cap, sn->ncpus + 1, sizeof(*sn->rows)))
		return;
	memset(sn->shown, 0, MODEL_MAX_CPU / 8);
	sn->nactive = 0;
	for (size_t i = 0, j = 0; i < sn->ncpus; i++) {
		const struct tui_cum *c = &cur_set(t)->cpus[i];
		const struct model_stats *old = &zero_stats;
		struct tui_row *r = &sn->rows[sn->nrows];
		uint32_t ri = TUI_NO_REF;

		/* both sets are in cpu order: walk the reference along */
		while (ref && j < ref->n && ref->cpus[j].cpu < c->cpu)
			j++;
		if (ref && j < ref->n && ref->cpus[j].cpu == c->cpu) {
			ri = (uint32_t)j;
			cum_stats(ref, j, &ref_st, false);
			old = &ref_st;
		}
		/* the scalar counters: the reasons only for a filter on them */
		cum_stats(cur_set(t), i, &now_st, t->flt.kind == FLT_REASON);
		model_stats_delta_counts(&d, &now_st, old);
		if (d.events)
			sn->nactive++;	/* over every vCPU, as the LPAR line's */
		model_lpar_sum_add(&sn->lsum, &d);
		if (t->only && !tui_bit(t->only, c->cpu))
			continue;
		if (!tui_filter_match(&t->flt, m, c->cpu, &now_st))
			continue;
		fill_row(r, c, &d, sn->span_ns);
		r->ci = (uint32_t)i;
		r->ri = ri;
		if (pct_all)
			row_pct(t, r);
		if (c->cpu < MODEL_MAX_CPU)
			sn->shown[c->cpu / 64] |= 1ull << (c->cpu % 64);
		sn->nrows++;
	}
	qsort_r(sn->rows, sn->nrows, sizeof(*sn->rows), row_cmp, t);
	if (grouped)
		group_rows(t);
}

/* Details of the rows on screen and of the selected one. */
static void snap_details(struct tui *t, size_t visible)
{
	struct tui_snap *sn = &t->snap;

	if (t->scr == SCR_OVERVIEW)
		for (size_t i = t->top; i < sn->nrows && i < t->top + visible; i++)
			row_detail(t, &sn->rows[i]);
	if (t->have_sel && t->sel < sn->nrows)
		row_detail(t, &sn->rows[t->sel]);
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

/* The drill-down's figures (head, histogram, affinity, processors, tasks)
 * over one window: the brushed span's model, or the session's since its
 * first event; the entries and the time cursor's cell from the session's. */
static void snap_selected(struct tui *t, struct model *m, struct model *fig)
{
	struct tui_snap *sn = &t->snap;
	uint32_t cpu = t->sel_cpu;
	const struct model_stats *st = model_cpu_stats(fig, cpu);
	const struct model_task *tk[MODEL_CPU_TASKS + 1];
	const struct model_global *g = model_global(fig);
	uint32_t ci = set_index(cur_set(t), cpu);
	struct tui_row *r = &sn->sel;
	uint64_t span_ns;
	size_t n;

	sn->have_sel = t->have_sel && model_cpu_stats(m, cpu) && ci != TUI_NO_REF;
	sn->nent = sn->nprocs = sn->ntasks = 0;
	if (!sn->have_sel)
		return;
	sn->sel = sn->rows[t->sel];
	sn->win_span = fig != m;
	sn->win_t0 = sn->win_span ? t->span.t0 : g->events ? g->first_ns : 0;
	sn->win_t1 = sn->win_span ? t->span.t1 : g->events ? g->last_ns : 0;
	span_ns = sn->win_t1 > sn->win_t0 ? sn->win_t1 - sn->win_t0 : 0;
	r->dispatches = st ? st->dispatches : 0;
	r->steal_ns = st ? st->steal_ns : 0;
	r->aff = st ? st->affinity_misses : 0;
	r->steal_pct = span_ns ? (double)r->steal_ns * 100.0 / (double)span_ns : 0;
	r->disp_s = span_ns ? (double)r->dispatches * 1e9 / (double)span_ns : 0;
	r->p50 = st ? model_stats_pct(st, 500) : 0;
	r->p99 = st ? model_stats_pct(st, 990) : 0;
	if (st) {
		sn->lat = st->lat;
		sn->lat_max = st->lat_max;
	} else {
		memset(&sn->lat, 0, sizeof(sn->lat));
		sn->lat_max = 0;
	}
	n = model_recent_count(m, cpu);
	if (n > TUI_MAX_ENTRIES)
		n = TUI_MAX_ENTRIES;
	if (tui_grow((void **)&sn->ent, &sn->ent_cap, n, sizeof(*sn->ent))) {
		size_t first = model_recent_count(m, cpu) - n;

		for (size_t i = 0; i < n; i++)
			sn->ent[i] = *model_recent_get(m, cpu, first + i);
		sn->nent = n;
	}
	sn->nprocs = model_cpu_procs(fig, cpu, sn->procs, MODEL_MAX_PROCS);
	if (st)
		tui_snap_affinity(t, fig, st);
	else
		memset(&sn->aff, 0, sizeof(sn->aff));
	sn->ntasks = model_cpu_tasks(fig, cpu, tk, MODEL_CPU_TASKS + 1);
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

char *tui_time(const struct tui *t, uint64_t ns, int prec, char *buf, size_t len)
{
	return time_str(&t->tf, ns, prec, buf, len);
}

const char *tui_time_unit(const struct tui *t, bool space)
{
	return time_unit(&t->tf, space);
}

/* The time format for this frame: the source's clock (a replay learns it
 * as it reads), the events' span (dates when it crosses a day). Locked. */
static void snap_clock(struct tui *t)
{
	const struct source *src = session_source(t->s);

	struct wallclock wc = { 0 };

	/* the source's thread may be setting it: quality first (replay_clock) */
	if (src && __atomic_load_n(&src->info.clock.q, __ATOMIC_ACQUIRE) != WC_NONE)
		wc = src->info.clock;
	time_fmt_init(&t->tf, &wc, t->o.time_style, t->o.utc,
		      t->snap.ss.fed ? t->snap.ss.first_ns : t->snap.first_ns, t->snap.newest_ns);
}

/* A replay that has just ended shows the whole recording (cumulative from
 * the first event, 'r' forgotten), like --batch, not whichever interval the
 * last refresh made; 'a' is the interval again. True once, at the end: take
 * a tick now, with every event in. */
static bool end_of_replay(struct tui *t)
{
	const struct session_state *ss = &t->snap.ss;
	bool end = ss->ended && ss->pace && !ss->failed;

	if (!end || t->at_end) {
		t->at_end = end;
		return false;
	}
	t->at_end = true;
	t->cumulative = true;
	t->ticks.base.valid = false;
	return true;
}

void tui_snapshot(struct tui *t)
{
	struct tui_snap *sn = &t->snap;
	size_t visible = tui_list_rows(t);
	struct model *m, *fig;
	bool take;

	session_state(t->s, &sn->ss);
	/* The figures move on refresh ticks only, never while frozen, and for
	 * a replay only when events came in: a paused or finished replay keeps
	 * its last interval. A 'g' seek is one interval, from where it left to
	 * where it stops. Keys in between redraw the same numbers. */
	take = !t->ticks.now.valid || (t->tick && !t->frozen && !sn->ss.seeking);
	take |= end_of_replay(t);
	tui_sym_frame(t);	/* before this frame's answers */
	session_lock(t->s);
	m = session_model(t->s);
	model_settle(m);	/* what the reads below see */
	if (take && (!sn->ss.pace || !t->ticks.now.valid ||
		     model_global(m)->events != t->ticks.now.events))
		take_tick(t, m);
	t->tick = false;
	/* A brushed span's figures (table, reasons, tasks) come from its own
	 * model, which no feeder writes; the strip and drill-down from the
	 * session's. */
	fig = tui_span_model(t) ? tui_span_model(t) : m;
	snap_header(t, m);
	snap_clock(t);
	snap_rows(t, fig);
	tui_lpar_snap(t, fig);	/* from the rows' sum: a span's, in a span */
	place_selection(t, visible);
	snap_details(t, visible);
	tui_snap_strip(t, m, visible);
	if (t->scr == SCR_DRILL || t->have_cursor)
		snap_selected(t, m, fig);
	else
		sn->have_sel = false;
	if (t->scr == SCR_REASONS)
		snap_reasons(t, fig);
	if (t->scr == SCR_WHO)
		tui_snap_who(t, fig);
	if (t->scr == SCR_SITES)
		tui_snap_sites(t, fig, m);
	session_unlock(t->s);
	if (t->scr == SCR_SITES)
		tui_sites_resolve(t);	/* names: outside the lock */
	tui_reread_cell(t);	/* reads the file: outside the lock */
	tui_drill_fetch(t);	/* the same */
}
