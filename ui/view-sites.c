// SPDX-License-Identifier: GPL-2.0-only
/* view-sites.c: the "preempted at" section of the batch views. The model's
 * sites are copied, each srr0 resolved once (the symbols table caches it
 * too), and pairs (symbol, DSO) interned so that a scope sums per pair in
 * an array; sites are kept sorted by vCPU, a vCPU's scope a slice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "view-sites.h"

struct vs_group {
	char *name, *dso;	/* one allocation: name, NUL, dso, NUL */
	enum sym_class cls;
	bool user;
};

struct view_sites {
	struct model_site *sites;	/* by vCPU */
	uint32_t *gid;			/* each site's group */
	size_t n;
	struct vs_group *groups;
	size_t ngroups, capgroups;
	uint32_t *hash;			/* group + 1, 0: free; size hmask + 1 */
	size_t hmask;
	uint64_t full_count, full_steal_ns;
};

static uint64_t str_hash(const char *a, const char *b)
{
	uint64_t h = 0xcbf29ce484222325ull;	/* FNV-1a */

	for (; *a; a++)
		h = (h ^ (unsigned char)*a) * 0x100000001b3ull;
	h = (h ^ 0xff) * 0x100000001b3ull;	/* no byte of a name: a separator */
	for (; *b; b++)
		h = (h ^ (unsigned char)*b) * 0x100000001b3ull;
	return h;
}

/* The group of (r's name, r's dso), made on first sight; -1 out of memory.
 * The hash has room for every site, so it never fills. */
static int64_t group_of(struct view_sites *vs, const struct sym_result *r)
{
	const char *name = r->found ? r->name : "[unknown]";
	size_t i = str_hash(name, r->dso) & vs->hmask, ln, ld;
	struct vs_group *g;

	for (; vs->hash[i]; i = (i + 1) & vs->hmask) {
		g = &vs->groups[vs->hash[i] - 1];
		if (!strcmp(g->name, name) && !strcmp(g->dso, r->dso))
			return vs->hash[i] - 1;
	}
	if (vs->ngroups == vs->capgroups) {
		size_t cap = vs->capgroups ? vs->capgroups * 2 : 64;
		void *p = realloc(vs->groups, cap * sizeof(*vs->groups));

		if (!p)
			return -1;
		vs->groups = p;
		vs->capgroups = cap;
	}
	ln = strlen(name);
	ld = strlen(r->dso);
	g = &vs->groups[vs->ngroups];
	if (!(g->name = malloc(ln + ld + 2)))
		return -1;
	memcpy(g->name, name, ln + 1);
	g->dso = g->name + ln + 1;
	memcpy(g->dso, r->dso, ld + 1);
	/* a user address is user space, named or not */
	g->user = r->user;
	g->cls = r->user ? SYM_CLASS_USER : r->found ? r->cls : SYM_CLASS_NONE;
	vs->hash[i] = (uint32_t)++vs->ngroups;
	return vs->hash[i] - 1;
}

/* srr0 of site s by name: the kernel's tables, or the map of the process
 * of the task that ran (replay's MMAP2 records), else the live one. */
static void resolve(const struct model *m, struct symbols *syms, const struct model_site *s,
		    struct sym_result *r)
{
	bool user = sym_is_user(s->addr, s->srr1);
	struct model_map mm;
	struct sym_map sm, *map = NULL;

	if (user && s->pid >= 0 && model_map_find(m, s->pid, s->addr, &mm)) {
		sm = (struct sym_map){ .start = mm.start, .end = mm.end, .pgoff = mm.pgoff,
				       .path = mm.path };
		map = &sm;
	}
	if (syms && (user ? symbols_user(syms, s->pid, map, s->addr, r)
			  : symbols_kernel(syms, s->addr, r)))
		return;
	if (!syms) {	/* what a table would say that names nothing */
		const char *dso = !user ? "[kernel.kallsyms]" : map ? map->path : "[unknown]";
		size_t n = strnlen(dso, sizeof(r->dso) - 1);	/* a long path cut */

		memset(r, 0, sizeof(*r));
		memcpy(r->dso, dso, n);
	}
	r->found = false;
	r->user = user;
	snprintf(r->name, sizeof(r->name), "[unknown]");
}

/* By vCPU only: within a vCPU the order reaches no output (rows, reasons
 * and tasks are ordered by their sums, then names). */
static int site_by_cpu(const void *a, const void *b)
{
	const struct model_site *x = a, *y = b;

	return x->cpu < y->cpu ? -1 : x->cpu > y->cpu;
}

static bool sorted_by_cpu(const struct model_site *s, size_t n)
{
	for (size_t i = 1; i < n; i++)
		if (s[i - 1].cpu > s[i].cpu)
			return false;
	return true;
}

struct view_sites *view_sites_new(const struct model *m, struct symbols *syms)
{
	struct view_sites *vs = calloc(1, sizeof(*vs));
	struct model_sites_info info;
	size_t hsize = 64;

	if (!vs)
		return NULL;
	model_sites_info(m, &info);
	vs->full_count = info.other_count;
	vs->full_steal_ns = info.other_steal_ns;
	vs->n = model_sites(m, NULL, &vs->sites);
	if (vs->n && !vs->sites)
		goto fail;
	while (hsize < vs->n * 2)
		hsize *= 2;
	vs->hmask = hsize - 1;
	vs->hash = calloc(hsize, sizeof(*vs->hash));
	vs->gid = calloc(vs->n ? vs->n : 1, sizeof(*vs->gid));
	if (!vs->hash || !vs->gid)
		goto fail;
	/* the model hands them out by vCPU already, from its settled order */
	if (vs->n && !sorted_by_cpu(vs->sites, vs->n))
		qsort(vs->sites, vs->n, sizeof(*vs->sites), site_by_cpu);
	for (size_t i = 0; i < vs->n; i++) {
		struct sym_result r;
		int64_t g;

		resolve(m, syms, &vs->sites[i], &r);
		if ((g = group_of(vs, &r)) < 0)
			goto fail;
		vs->gid[i] = (uint32_t)g;
	}
	return vs;
fail:
	view_sites_free(vs);
	return NULL;
}

void view_sites_free(struct view_sites *vs)
{
	if (!vs)
		return;
	for (size_t i = 0; i < vs->ngroups; i++)
		free(vs->groups[i].name);
	free(vs->groups);
	free(vs->hash);
	free(vs->gid);
	free(vs->sites);
	free(vs);
}

/* The sites of vCPU cpu (< 0: all): [*lo, *hi). */
static void scope(const struct view_sites *vs, int64_t cpu, size_t *lo, size_t *hi)
{
	size_t a = 0, b = vs->n;

	if (cpu < 0) {
		*lo = 0;
		*hi = vs->n;
		return;
	}
	while (a < b) {		/* the first of cpu or past it */
		size_t mid = a + (b - a) / 2;

		if (vs->sites[mid].cpu < cpu)
			a = mid + 1;
		else
			b = mid;
	}
	*lo = a;
	for (b = a; b < vs->n && vs->sites[b].cpu == cpu; b++)
		;
	*hi = b;
}

struct acc {
	uint64_t count, steal_ns;
};

struct sort_ctx {
	const struct view_sites *vs;
	const struct acc *a;
};

/* Most steal first, then most entries; names then settle ties, so that
 * the order is the same however the model was fed. */
static int group_cmp(const void *a, const void *b, void *arg)
{
	const struct sort_ctx *c = arg;
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	const struct acc *p = &c->a[x], *q = &c->a[y];
	const struct vs_group *g = &c->vs->groups[x], *h = &c->vs->groups[y];
	int d;

	if (p->steal_ns != q->steal_ns)
		return p->steal_ns > q->steal_ns ? -1 : 1;
	if (p->count != q->count)
		return p->count > q->count ? -1 : 1;
	d = strcmp(g->name, h->name);
	return d ? d : strcmp(g->dso, h->dso);
}

static int reason_cmp(const void *a, const void *b)
{
	const struct view_site_reason *x = a, *y = b;

	if (x->steal_ns != y->steal_ns)
		return x->steal_ns > y->steal_ns ? -1 : 1;
	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return strcmp(x->name, y->name);
}

static int task_cmp(const void *a, const void *b)
{
	const struct view_site_task *x = a, *y = b;

	if (x->steal_ns != y->steal_ns)
		return x->steal_ns > y->steal_ns ? -1 : 1;
	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return strcmp(x->comm, y->comm);
}

/* Row of group g over sites [lo, hi): its reasons by name (values sharing
 * a name summed, as the reasons section does) and its top tasks by comm. */
static int fill_row(const struct view_sites *vs, uint32_t g, size_t lo, size_t hi,
		    const struct acc *a, struct view_site_row *row)
{
	struct view_site_task *t = NULL;
	size_t nt = 0, cap = 0;

	row->name = vs->groups[g].name;
	row->dso = vs->groups[g].dso;
	row->cls = vs->groups[g].cls;
	row->user = vs->groups[g].user;
	row->count = a->count;
	row->steal_ns = a->steal_ns;
	for (size_t i = lo; i < hi; i++) {
		const struct model_site *s = &vs->sites[i];
		char buf[16];
		const char *name;
		size_t k;

		if (vs->gid[i] != g)
			continue;
		name = dtl_preempt_reason_str(s->preempt_reason, buf);
		for (k = 0; k < row->nreasons && strcmp(row->reasons[k].name, name); k++)
			;
		if (k == row->nreasons) {
			snprintf(row->reasons[k].name, sizeof(row->reasons[k].name), "%s", name);
			row->nreasons++;
		}
		row->reasons[k].count += s->count;
		row->reasons[k].steal_ns += s->steal_ns;
		for (k = 0; k < nt && strcmp(t[k].comm, s->comm); k++)
			;
		if (k == nt) {
			if (nt == cap) {
				void *p = realloc(t, (cap = cap ? cap * 2 : 8) * sizeof(*t));

				if (!p) {
					free(t);
					return -1;
				}
				t = p;
			}
			memset(&t[nt], 0, sizeof(t[nt]));
			snprintf(t[nt].comm, sizeof(t[nt].comm), "%s", s->comm);
			nt++;
		}
		t[k].count += s->count;
		t[k].steal_ns += s->steal_ns;
	}
	qsort(row->reasons, row->nreasons, sizeof(row->reasons[0]), reason_cmp);
	if (nt)
		qsort(t, nt, sizeof(*t), task_cmp);
	row->ntasks = nt < VIEW_SITES_TASKS ? nt : VIEW_SITES_TASKS;
	if (row->ntasks)
		memcpy(row->tasks, t, row->ntasks * sizeof(*t));
	free(t);
	return 0;
}

int view_sites_top(const struct view_sites *vs, int64_t cpu, size_t n, struct view_site_top *out)
{
	struct acc *a = calloc(vs->ngroups ? vs->ngroups : 1, sizeof(*a));
	uint32_t *ord = calloc(vs->ngroups ? vs->ngroups : 1, sizeof(*ord));
	size_t lo, hi, k = 0;

	memset(out, 0, sizeof(*out));
	if (!a || !ord)
		goto fail;
	scope(vs, cpu, &lo, &hi);
	for (size_t i = lo; i < hi; i++) {
		a[vs->gid[i]].count += vs->sites[i].count;
		a[vs->gid[i]].steal_ns += vs->sites[i].steal_ns;
		out->count += vs->sites[i].count;
		out->steal_ns += vs->sites[i].steal_ns;
	}
	for (uint32_t g = 0; g < vs->ngroups; g++)
		if (a[g].count)
			ord[k++] = g;
	qsort_r(ord, k, sizeof(*ord), group_cmp, &(struct sort_ctx){ .vs = vs, .a = a });
	out->nsyms = k;
	out->nrows = k < n ? k : n;
	if (out->nrows && !(out->rows = calloc(out->nrows, sizeof(*out->rows))))
		goto fail;
	for (size_t r = 0; r < out->nrows; r++)
		if (fill_row(vs, ord[r], lo, hi, &a[ord[r]], &out->rows[r]) < 0)
			goto fail;
	for (size_t r = out->nrows; r < k; r++) {
		out->other_count += a[ord[r]].count;
		out->other_steal_ns += a[ord[r]].steal_ns;
	}
	out->other_syms = k - out->nrows;
	if (cpu < 0) {	/* the table-full entries have no vCPU kept */
		out->full_count = vs->full_count;
		out->full_steal_ns = vs->full_steal_ns;
		out->count += vs->full_count;
		out->steal_ns += vs->full_steal_ns;
		out->other_count += vs->full_count;
		out->other_steal_ns += vs->full_steal_ns;
	}
	free(a);
	free(ord);
	return 0;
fail:
	free(a);
	free(ord);
	view_site_top_free(out);
	return -1;
}

void view_site_top_free(struct view_site_top *t)
{
	free(t->rows);
	memset(t, 0, sizeof(*t));
}
