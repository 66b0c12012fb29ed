// SPDX-License-Identifier: GPL-2.0-only
/* tui-sites.c: the "preempted at" screen: where the hypervisor took the
 * CPU, srr0 named by symbol and DSO and grouped, by the steal that
 * followed (s: by count), with the preempt reasons and the tasks running
 * there; the LPAR or the selected vCPU (v), over what the figures of the
 * who-paid screen cover (from the start, the whole recording at its end,
 * or the brushed span). Enter: the row's addresses and vCPUs. The model's
 * keys are copied under the lock (tui_snap_sites), named after it. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncurses.h>

#include "dtl.h"
#include "tui-priv.h"

#define SITES_HEAD_Y (TUI_TITLE_Y + 1)
#define SITES_LIST_Y (TUI_TITLE_Y + 2)
#define SITES_WIDE 160		/* from here: reason counts, whole DSO paths */
#define SITES_BAR 6		/* narrower: the reasons as a bar of this many cells */
#define SITES_MAPS_MAX 16384	/* user sites' mappings looked up per frame */
#define OTHER_ROW UINT32_MAX

static const char why_glyph[SITE_WHY] = { 's', 'c', 'f', 'o' };

struct site_cols {
	int cls, sym, dso, cnt, steal, pct, why, task;
	bool wide;
};

static int clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static void site_cols(int cols, struct site_cols *c)
{
	int rest;

	c->wide = cols >= SITES_WIDE;
	c->cls = 10;	/* "page fault" */
	c->cnt = 7;
	c->steal = 7;	/* "123.45s" */
	c->pct = 5;
	c->why = c->wide ? SITE_WHY * 7 - 1 : SITES_BAR;
	rest = cols - (c->cls + 1 + c->cnt + 1 + c->steal + 1 + c->pct + 1 + c->why + 1);
	/* 80 columns: "[kernel]", a command, the rest to the symbol; wider,
	 * the symbol up to 56 and the tasks take what is left */
	c->dso = clamp(rest / 5, 9, 40);
	c->task = cols < 100 ? 8 : clamp(rest / 4, 9, 40);
	c->sym = clamp(rest - c->dso - 1 - c->task - 1, 8, 56);
	c->task = rest - c->dso - 1 - c->sym - 1;
	if (c->task < 0)
		c->task = 0;
}

static size_t list_rows(void)
{
	int n = LINES - SITES_LIST_Y - 2;	/* the "+N more" line, the bar */

	return n > 1 ? (size_t)n : 1;
}

static unsigned why_of(uint8_t preempt_reason)
{
	switch (preempt_reason) {
	case DTL_PREEMPT_TIME_SLICE:
		return SITE_SLICE;
	case DTL_PREEMPT_H_CEDE:
		return SITE_CEDE;
	case DTL_PREEMPT_MIGRATION_FAULT: case DTL_PREEMPT_VM_FAULT:
		return SITE_FAULT;
	default:
		return SITE_OTHER;
	}
}

static void maps_clear(struct tui_sites *ss)
{
	for (size_t i = 0; i < ss->nmaps; i++)
		free((char *)ss->maps[i].map.path);
	ss->nmaps = 0;
}

void tui_sites_free(struct tui_sites *ss)
{
	maps_clear(ss);
	free(ss->maps);
	free(ss->site);
	free(ss->res);
	free(ss->bits);
	free(ss->rows);
	memset(ss, 0, sizeof(*ss));
}

/* A user site's mapping, from the session's model (maps are continuity
 * state: a span's model may not have seen the MMAP2 records). */
static void find_map(struct tui_sites *ss, struct model *m, const struct model_site *s)
{
	static struct model_map mm;	/* 4 KiB of path: not on the stack each time */
	struct tui_site_map *out;

	if (ss->nmaps >= SITES_MAPS_MAX ||
	    !tui_grow((void **)&ss->maps, &ss->maps_cap, ss->nmaps + 1, sizeof(*ss->maps)))
		return;
	out = &ss->maps[ss->nmaps];
	*out = (struct tui_site_map){ .addr = s->addr, .pid = s->pid };
	if (model_map_find(m, s->pid, s->addr, &mm)) {
		out->map = (struct sym_map){ .start = mm.start, .end = mm.end, .pgoff = mm.pgoff,
					     .path = strdup(mm.path) };
		out->have = out->map.path != NULL;
	}
	ss->nmaps++;
}

void tui_snap_sites(struct tui *t, struct model *fig, struct model *m)
{
	struct tui_sites *ss = &t->sites;
	size_t words = MODEL_MAX_CPU / 64;

	free(ss->site);
	ss->site = NULL;
	ss->nsite = 0;
	maps_clear(ss);
	ss->vcpu = t->sites_vcpu && t->have_sel;
	ss->cpu = t->sel_cpu;
	model_sites_info(fig, &ss->info);
	if (ss->vcpu) {
		if (!ss->bits && !(ss->bits = calloc(words, sizeof(*ss->bits))))
			return;
		memset(ss->bits, 0, words * sizeof(*ss->bits));
		ss->bits[ss->cpu / 64] |= 1ull << (ss->cpu % 64);
	}
	ss->nsite = model_sites(fig, ss->vcpu ? ss->bits : NULL, &ss->site);
	for (size_t i = 0; i < ss->nsite; i++) {
		const struct model_site *s = &ss->site[i];
		struct tui_sym r;

		if (sym_is_user(s->addr, s->srr1) && s->pid >= 0 &&
		    !tui_sym_cached(t, s->addr, s->srr1, s->pid, &r))
			find_map(ss, m, s);
	}
}

static int map_cmp(const void *a, const void *b)
{
	const struct tui_site_map *x = a, *y = b;

	if (x->pid != y->pid)
		return x->pid < y->pid ? -1 : 1;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static const struct sym_map *map_of(const struct tui_sites *ss, const struct model_site *s)
{
	struct tui_site_map key = { .addr = s->addr, .pid = s->pid };
	const struct tui_site_map *f;

	if (!ss->nmaps)
		return NULL;
	f = bsearch(&key, ss->maps, ss->nmaps, sizeof(*ss->maps), map_cmp);
	return f && f->have ? &f->map : NULL;
}

/* Sites in group order, then by command: the rows are runs of a group. */
struct site_ref {
	struct model_site s;
	struct tui_sym r;
};

static int ref_cmp(const void *a, const void *b)
{
	const struct site_ref *x = a, *y = b;
	int c;

	if (x->r.group != y->r.group)
		return x->r.group < y->r.group ? -1 : 1;
	c = strcmp(x->s.comm, y->s.comm);
	if (c)
		return c;
	return x->s.addr < y->s.addr ? -1 : x->s.addr > y->s.addr;
}

static void row_task(struct tui_site_row *row, const char *comm, uint64_t steal)
{
	row->ntasks++;
	for (int i = 0; i < SITE_TASKS; i++) {
		if (row->task[i][0] && steal <= row->task_steal[i])
			continue;
		for (int j = SITE_TASKS - 1; j > i; j--) {
			memcpy(row->task[j], row->task[j - 1], sizeof(row->task[j]));
			row->task_steal[j] = row->task_steal[j - 1];
		}
		snprintf(row->task[i], sizeof(row->task[i]), "%s", comm[0] ? comm : "-");
		row->task_steal[i] = steal;
		return;
	}
}

/* One row per run of a group in refs[0..n), sorted. */
static void make_rows(struct tui_sites *ss, const struct site_ref *refs, size_t n)
{
	size_t i = 0;

	ss->nrows = 0;
	while (i < n) {
		struct tui_site_row *row;
		size_t j = i;

		if (!tui_grow((void **)&ss->rows, &ss->rows_cap, ss->nrows + 2, sizeof(*ss->rows)))
			return;
		row = &ss->rows[ss->nrows++];
		*row = (struct tui_site_row){ .group = refs[i].r.group, .first = i };
		while (j < n && refs[j].r.group == row->group) {
			size_t k = j;
			uint64_t tsteal = 0;

			for (; k < n && refs[k].r.group == row->group &&
			     !strcmp(refs[k].s.comm, refs[j].s.comm); k++) {
				row->count += refs[k].s.count;
				row->steal_ns += refs[k].s.steal_ns;
				row->why[why_of(refs[k].s.preempt_reason)] += refs[k].s.count;
				tsteal += refs[k].s.steal_ns;
			}
			row_task(row, refs[j].s.comm, tsteal);
			j = k;
		}
		row->n = j - i;
		i = j;
	}
}

static const struct tui *sort_t;	/* the UI thread's only: qsort has no argument */

static int row_cmp(const void *a, const void *b)
{
	const struct tui_site_row *x = a, *y = b;
	uint64_t vx = sort_t->sites_count ? x->count : x->steal_ns;
	uint64_t vy = sort_t->sites_count ? y->count : y->steal_ns;
	const struct tui_sym_group *gx = tui_sym_group(sort_t, x->group);
	const struct tui_sym_group *gy = tui_sym_group(sort_t, y->group);
	int c;

	if (vx != vy)
		return vx > vy ? -1 : 1;
	if (!gx || !gy)	/* the other row last among equals */
		return !gx - !gy;
	c = strcmp(gx->name, gy->name);
	return c ? c : strcmp(gx->dso, gy->dso);
}

/* A site no table can name (no table at all): "[unknown]" in the kernel
 * or user space, not cached, so a table built later names it. */
static bool unknown_sym(struct tui *t, const struct model_site *s, struct tui_sym *r)
{
	struct tui_syms *y = &t->syms;
	bool user = sym_is_user(s->addr, s->srr1);

	for (size_t g = 0; g < y->ngroups; g++)
		if (!y->groups[g].found && y->groups[g].user == user &&
		    !strcmp(y->groups[g].dso, user ? "[unknown]" : "[kernel.kallsyms]")) {
			*r = (struct tui_sym){ .group = (uint32_t)g };
			return true;
		}
	if (!tui_grow((void **)&y->groups, &y->groups_cap, y->ngroups + 1, sizeof(*y->groups)))
		return false;
	y->groups[y->ngroups] = (struct tui_sym_group){
		.name = strdup("[unknown]"), .dso = strdup(user ? "[unknown]" : "[kernel.kallsyms]"),
		.cls = user ? SYM_CLASS_USER : SYM_CLASS_NONE, .user = user };
	*r = (struct tui_sym){ .group = (uint32_t)y->ngroups++ };
	return true;
}

void tui_sites_resolve(struct tui *t)
{
	struct tui_sites *ss = &t->sites;
	struct site_ref *refs;
	size_t n = 0;

	ss->nrows = 0;
	ss->scope_count = ss->vcpu ? 0 : ss->info.count;
	ss->scope_steal_ns = ss->vcpu ? 0 : ss->info.steal_ns;
	if (ss->nmaps)
		qsort(ss->maps, ss->nmaps, sizeof(*ss->maps), map_cmp);
	refs = ss->nsite ? malloc(ss->nsite * sizeof(*refs)) : NULL;
	if (!refs && ss->nsite)
		return;
	for (size_t i = 0; i < ss->nsite; i++) {
		const struct model_site *s = &ss->site[i];

		if (ss->vcpu) {
			ss->scope_count += s->count;
			ss->scope_steal_ns += s->steal_ns;
		}
		if (!tui_sym_get(t, s->addr, s->srr1, s->pid, map_of(ss, s), &refs[n].r) &&
		    !unknown_sym(t, s, &refs[n].r))
			continue;
		refs[n++].s = *s;
	}
	if (n)
		qsort(refs, n, sizeof(*refs), ref_cmp);
	make_rows(ss, refs, n);
	/* the sites in row order, for Enter */
	if (n && tui_grow((void **)&ss->res, &ss->res_cap, n, sizeof(*ss->res))) {
		for (size_t i = 0; i < n; i++) {
			ss->site[i] = refs[i].s;
			ss->res[i] = refs[i].r;
		}
	}
	ss->nsite = n;
	free(refs);
	if (!ss->vcpu && ss->info.other_count &&
	    tui_grow((void **)&ss->rows, &ss->rows_cap, ss->nrows + 1, sizeof(*ss->rows)))
		ss->rows[ss->nrows++] = (struct tui_site_row){
			.group = OTHER_ROW, .count = ss->info.other_count,
			.steal_ns = ss->info.other_steal_ns };
	sort_t = t;
	qsort(ss->rows, ss->nrows, sizeof(*ss->rows), row_cmp);
	if (t->sites_sel >= ss->nrows)
		t->sites_sel = ss->nrows ? ss->nrows - 1 : 0;
}

static void fmt_ns(char *buf, size_t len, uint64_t ns)
{
	if (ns < 1000000)
		snprintf(buf, len, "%.0fus", (double)ns / 1e3);
	else if (ns < 1000000000)
		snprintf(buf, len, "%.1fms", (double)ns / 1e6);
	else if (ns < 1000000000000ull)
		snprintf(buf, len, "%.2fs", (double)ns / 1e9);
	else
		snprintf(buf, len, "%.0fs", (double)ns / 1e9);
}

/* The DSO in w columns: whole where it fits, else its file name, else the
 * file name's end (the start of a long name says less than its end). */
static const char *short_dso(const char *dso, int w, char *buf, size_t len)
{
	const char *base = strrchr(dso, '/');
	int n;

	if ((int)strlen(dso) <= w)
		return dso;
	if (!strcmp(dso, "[kernel.kallsyms]"))
		return "[kernel]";
	base = base ? base + 1 : dso;
	n = (int)strlen(base);
	if (n <= w || w < 3)
		return base;
	snprintf(buf, len, "..%s", base + n - (w - 2));
	return buf;
}

/* The preempt reasons of a row in w cells, each letter's share of the
 * entries (largest remainder, so the cells add up). */
static void why_bar(const struct tui_site_row *r, int w, char *out)
{
	int cells[SITE_WHY], used = 0;
	double rem[SITE_WHY];

	for (int i = 0; i < SITE_WHY; i++) {
		double x = r->count ? (double)r->why[i] * w / (double)r->count : 0;

		cells[i] = (int)x;
		rem[i] = x - cells[i];
		used += cells[i];
	}
	while (used < w && r->count) {
		int best = 0;

		for (int i = 1; i < SITE_WHY; i++)
			if (rem[i] > rem[best])
				best = i;
		cells[best]++;
		rem[best] = -1;
		used++;
	}
	for (int i = 0, at = 0; i < SITE_WHY; i++)
		for (int k = 0; k < cells[i]; k++)
			out[at++] = why_glyph[i];
	out[used] = '\0';
}

static void why_text(const struct tui_site_row *r, const struct site_cols *c, char *out,
		     size_t len)
{
	if (!c->wide) {
		why_bar(r, c->why, out);
		return;
	}
	snprintf(out, len, "%6" PRIu64 " %6" PRIu64 " %6" PRIu64 " %6" PRIu64, r->why[0],
		 r->why[1], r->why[2], r->why[3]);
}

static void task_text(const struct tui_site_row *r, const struct site_cols *c, char *out,
		      size_t len)
{
	size_t at = 0;
	uint32_t shown = 0;

	out[0] = '\0';
	for (int i = 0; i < SITE_TASKS && r->task[i][0]; i++) {
		if (i && (!c->wide || at + strlen(r->task[i]) + 6 > (size_t)c->task))
			break;
		at += (size_t)snprintf(out + at, len - at, "%s%s", i ? "," : "", r->task[i]);
		shown++;
	}
	if (r->ntasks > shown)
		snprintf(out + at, len - at, " +%" PRIu32, r->ntasks - shown);
}

static void scope_text(const struct tui *t, char *buf, size_t len)
{
	const struct tui_sites *ss = &t->sites;
	const char *when = t->span.state == SPAN_ON ? "span" : t->snap.at_end ? "whole recording"
			 : "since start";

	if (ss->vcpu)
		snprintf(buf, len, "vCPU %" PRIu32 ", %s", ss->cpu, when);
	else
		snprintf(buf, len, "LPAR%s, %s", t->flt.kind != FLT_NONE || t->only ?
			 " (all vCPUs, no filter)" : "", when);
}

static void title(struct tui *t, const struct site_cols *c)
{
	const struct tui_sites *ss = &t->sites;
	char a[16], scope[96], note[200] = "";

	scope_text(t, scope, sizeof(scope));
	fmt_ns(a, sizeof(a), ss->scope_steal_ns);
	if (t->o.symbols && !t->syms.s && t->syms.tried)
		snprintf(note, sizeof(note), "  (no symbols: %s)", t->syms.err);
	else if (t->syms.s && symbols_note(t->syms.s))
		snprintf(note, sizeof(note), "  (%s)", symbols_note(t->syms.s));
	tui_putf(TUI_TITLE_Y, 0, COLS, "Preempted at: %s, %zu symbols, %" PRIu64
		 " entries, steal %s%s", scope, ss->nrows, ss->scope_count, a, note);
	tui_fill(SITES_HEAD_Y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_putf(SITES_HEAD_Y, 0, COLS, "%-*s %-*s %-*s %*s%s %*s%s %*s %-*s %s", c->cls,
		 "CLASS", c->sym, "SYMBOL", c->dso, "DSO", c->cnt - 1, "COUNT",
		 t->sites_count ? "v" : " ", c->steal - 1, "STEAL", t->sites_count ? " " : "v",
		 c->pct, "%", c->why, c->wide ? " SLICE   CEDE  FAULT  OTHER" : "s/c/f/o",
		 c->wide ? "TASKS (most steal first)" : "TASK");
	attroff(tui_attr(t, C_TITLE));
}

/* s in w columns; cut, its last column says so ('~'): two names with one
 * start stay told apart. */
static const char *fit(const char *s, int w, char *buf, size_t len)
{
	if ((int)strlen(s) <= w || w < 2)
		return s;
	snprintf(buf, len, "%.*s~", w - 1, s);
	return buf;
}

static void row_line(struct tui *t, const struct tui_site_row *r, const struct site_cols *c,
		     char *out, size_t len)
{
	const struct tui_sites *ss = &t->sites;
	const struct tui_sym_group *g = tui_sym_group(t, r->group);
	char steal[16], why[64], task[96], dbuf[64], nbuf[SYM_NAME_MAX];
	const char *cls = "", *name = "[other]", *dso = "(table full)";
	double pct = ss->scope_steal_ns ? (double)r->steal_ns * 100.0 /
					  (double)ss->scope_steal_ns : 0.0;

	if (g) {
		cls = sym_class_label(g->cls);
		name = fit(g->name, c->sym, nbuf, sizeof(nbuf));
		dso = short_dso(g->dso, c->dso, dbuf, sizeof(dbuf));
	}
	fmt_ns(steal, sizeof(steal), r->steal_ns);
	why_text(r, c, why, sizeof(why));
	task_text(r, c, task, sizeof(task));
	snprintf(out, len, "%-*.*s %-*.*s %-*.*s %*" PRIu64 " %*s %*.*f %-*s %.*s", c->cls, c->cls,
		 cls, c->sym, c->sym, name, c->dso, c->dso, dso, c->cnt, r->count, c->steal, steal,
		 c->pct, pct < 9.995 ? 2 : 1, pct, c->why, why, c->task, task);
}

/* Enter: the selected row's addresses, by steal, and their vCPUs. */
struct addr_sum {
	uint64_t addr, count, steal_ns;
	struct tui_sym r;
	uint32_t cpus[8], ncpus;
};

static int addr_cmp(const void *a, const void *b)
{
	const struct addr_sum *x = a, *y = b;

	if (x->steal_ns != y->steal_ns)
		return x->steal_ns > y->steal_ns ? -1 : 1;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void add_cpu(struct addr_sum *a, uint32_t cpu)
{
	uint32_t kept = a->ncpus < 8 ? a->ncpus : 8;

	for (uint32_t i = 0; i < kept; i++)
		if (a->cpus[i] == cpu)
			return;
	if (a->ncpus < 8)
		a->cpus[a->ncpus] = cpu;
	a->ncpus++;	/* past 8: counted, not named (the count may repeat some) */
}

static int u32_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

static size_t addr_sums(const struct tui_sites *ss, const struct tui_site_row *r,
			struct addr_sum **out)
{
	struct addr_sum *a = calloc(r->n ? r->n : 1, sizeof(*a));
	size_t n = 0;

	*out = a;
	if (!a)
		return 0;
	for (size_t i = r->first; i < r->first + r->n; i++) {
		const struct model_site *s = &ss->site[i];
		size_t k;

		for (k = 0; k < n && a[k].addr != s->addr; k++)
			;
		if (k == n)
			a[n++] = (struct addr_sum){ .addr = s->addr, .r = ss->res[i] };
		a[k].count += s->count;
		a[k].steal_ns += s->steal_ns;
		add_cpu(&a[k], s->cpu);
	}
	for (size_t k = 0; k < n; k++)
		qsort(a[k].cpus, a[k].ncpus < 8 ? a[k].ncpus : 8, sizeof(a[k].cpus[0]), u32_cmp);
	qsort(a, n, sizeof(*a), addr_cmp);
	return n;
}

static void draw_detail(struct tui *t, const struct tui_site_row *r)
{
	const struct tui_sym_group *g = tui_sym_group(t, r->group);
	struct addr_sum *a = NULL;
	size_t n = g ? addr_sums(&t->sites, r, &a) : 0, rows = list_rows();
	char steal[16];
	int y = SITES_LIST_Y, sw = clamp(COLS - 46, 24, 64);	/* 80: 8 for the vCPUs */

	fmt_ns(steal, sizeof(steal), r->steal_ns);
	tui_putf(TUI_TITLE_Y, 0, COLS, "Preempted at %s (%s)%s%s: %zu addresses, %" PRIu64
		 " entries, steal %s  (Esc: back)", g ? g->name : "[other]",
		 g ? g->dso : "table full", g && g->cls ? ", " : "",
		 g ? sym_class_label(g->cls) : "", n, r->count, steal);
	tui_fill(SITES_HEAD_Y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_putf(SITES_HEAD_Y, 0, COLS, "%-*s %18s %8s %8s  %s", sw, "SYMBOL+OFFSET", "SRR0",
		 "COUNT", "STEAL", "VCPUS");
	attroff(tui_attr(t, C_TITLE));
	if (!g)
		tui_put(y, 2, COLS - 2, "entries past the table's keys: no address kept");
	if (t->detail_top + rows > n)
		t->detail_top = n > rows ? n - rows : 0;
	for (size_t i = t->detail_top; i < n && y < SITES_LIST_Y + (int)rows; i++, y++) {
		char sym[SYM_NAME_MAX + 24], cut[SYM_NAME_MAX + 24], cpus[96];
		size_t at = 0;

		for (uint32_t k = 0; k < a[i].ncpus && k < 8; k++)
			at += (size_t)snprintf(cpus + at, sizeof(cpus) - at, "%s%" PRIu32,
					       k ? "," : "", a[i].cpus[k]);
		if (a[i].ncpus > 8)
			snprintf(cpus + at, sizeof(cpus) - at, " +%" PRIu32, a[i].ncpus - 8);
		if (!a[i].ncpus)
			cpus[0] = '\0';
		fmt_ns(steal, sizeof(steal), a[i].steal_ns);
		tui_putf(y, 0, COLS, "%-*s 0x%016" PRIx64 " %8" PRIu64 " %8s  %s", sw,
			 fit(tui_sym_text(t, &a[i].r, sym, sizeof(sym)), sw, cut, sizeof(cut)),
			 a[i].addr, a[i].count, steal, cpus);
	}
	if (t->detail_top + rows < n)
		tui_putf(SITES_LIST_Y + (int)rows, 2, COLS - 2, "+%zu more (j/k, PgDn)",
			 n - (t->detail_top + rows));
	free(a);
}

void tui_draw_sites(struct tui *t)
{
	const struct tui_sites *ss = &t->sites;
	size_t rows = list_rows();
	struct site_cols c;
	int y = SITES_LIST_Y;

	site_cols(COLS, &c);
	tui_draw_header(t);
	if (!t->snap.entries) {	/* no srr0 without DTL entries: not "nothing" */
		tui_putf(TUI_TITLE_Y, 0, COLS, "Preempted at: - (no DTL entries: DTL %s; "
			 "--simulate or a recording with vpa_dtl has them)", t->snap.dtl_source);
		return;
	}
	if (t->sites_detail && t->sites_sel < ss->nrows) {
		draw_detail(t, &ss->rows[t->sites_sel]);
		return;
	}
	t->sites_detail = false;
	title(t, &c);
	if (!ss->nrows) {
		tui_put(y, 2, COLS - 2, ss->vcpu ? "no DTL entry of this vCPU yet (v: the LPAR)"
			: "no DTL entry yet");
		return;
	}
	if (t->sites_top > t->sites_sel)
		t->sites_top = t->sites_sel;
	if (t->sites_sel >= t->sites_top + rows)
		t->sites_top = t->sites_sel - rows + 1;
	for (size_t i = t->sites_top; i < ss->nrows && y < SITES_LIST_Y + (int)rows; i++, y++) {
		char line[512];
		bool sel = i == t->sites_sel;

		row_line(t, &ss->rows[i], &c, line, sizeof(line));
		if (sel) {
			tui_fill(y, 0, COLS, tui_attr(t, C_SEL));
			attron(tui_attr(t, C_SEL));
		}
		tui_put(y, 0, COLS, line);
		if (sel)
			attroff(tui_attr(t, C_SEL));
	}
	if (t->sites_top + rows < ss->nrows)
		tui_putf(SITES_LIST_Y + (int)rows, 2, COLS - 2, "+%zu more (j/k, PgDn)",
			 ss->nrows - (t->sites_top + rows));
}

static void step(size_t *sel, long d, size_t n)
{
	long s = (long)*sel + d;

	if (s >= (long)n)
		s = (long)n - 1;
	*sel = s < 0 ? 0 : (size_t)s;
}

static void scope_key(struct tui *t)
{
	t->sites_vcpu = !t->sites_vcpu;
	t->sites_sel = t->sites_top = 0;
	t->sites_detail = false;
	if (t->sites_vcpu && !t->have_sel) {
		t->sites_vcpu = false;
		snprintf(t->msg, sizeof(t->msg), "no vCPU selected: select one on the overview");
		return;
	}
	if (t->sites_vcpu)
		snprintf(t->msg, sizeof(t->msg), "preempted at: vCPU %u alone (v: the LPAR)",
			 t->sel_cpu);
	else
		snprintf(t->msg, sizeof(t->msg), "preempted at: the LPAR (v: the selected vCPU)");
}

bool tui_sites_key(struct tui *t, int key)
{
	size_t *sel = t->sites_detail ? &t->detail_top : &t->sites_sel;
	size_t n = t->sites_detail ? SIZE_MAX / 2 : t->sites.nrows;	/* the detail clamps */
	long page = (long)list_rows();

	switch (key) {
	case KEY_UP: case 'k': step(sel, -1, n); return true;
	case KEY_DOWN: case 'j': step(sel, 1, n); return true;
	case KEY_PPAGE: step(sel, -page, n); return true;
	case KEY_NPAGE: step(sel, page, n); return true;
	case KEY_HOME: *sel = 0; return true;
	case KEY_END: *sel = n ? n - 1 : 0; return true;
	case '\n': case '\r': case KEY_ENTER:
		t->sites_detail = !t->sites_detail && t->sites_sel < t->sites.nrows;
		t->detail_top = 0;
		return true;
	case 's':
		t->sites_count = !t->sites_count;
		t->sites_sel = t->sites_top = 0;
		snprintf(t->msg, sizeof(t->msg), "preempted at: by %s",
			 t->sites_count ? "count (s: by steal)" : "steal (s: by count)");
		return true;
	case 'v':
		scope_key(t);
		return true;
	case KEY_ESC: case KEY_BACKSPACE: case KEY_DEL: case KEY_CTRL_H: case 'P':
		if (t->sites_detail)
			t->sites_detail = false;
		else
			t->scr = SCR_OVERVIEW;
		return true;
	case KEY_LEFT: case KEY_RIGHT: case 'h': case 'l':
		return true;	/* no time cursor here */
	default:
		return false;
	}
}
