// SPDX-License-Identifier: GPL-2.0-only
/* script-chain.c: a sample's callchain as perf script prints it
 * (tools/perf/util/machine.c thread__resolve_callchain_sample and
 * evsel_fprintf.c sample__fprintf_callchain): context markers switch
 * between kernel and user frames; a kernel frame is named from the kernel
 * symbols (--kallsyms, --vmlinux, ...) in [kernel.kallsyms]; a user frame is found in its process's maps and
 * printed at its offset in the mapped file, whose symbols dtltop does not
 * read: "[unknown]", as perf prints them without the file (--symfs). */
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "view.h"
#include "script-chain.h"

struct umap {
	uint64_t start, end, pgoff;
	char *name;
	int32_t pid;		/* the process that mapped it (a child inherits it) */
};

/* One process's maps in the order they came: the newest that holds an
 * address is the one perf keeps there (maps__fixup_overlappings). */
struct proc_maps {
	int32_t pid;
	bool used;
	struct umap *m;
	uint32_t n, cap;
};

struct chain_maps {
	struct proc_maps *p;
	uint32_t cap, n;
};

#define MAX_PROCS (1u << 20)

struct chain_maps *chain_maps_new(void)
{
	return calloc(1, sizeof(struct chain_maps));
}

static void free_proc(struct proc_maps *p)
{
	for (uint32_t i = 0; i < p->n; i++)
		free(p->m[i].name);
	free(p->m);
}

void chain_maps_free(struct chain_maps *m)
{
	if (!m)
		return;
	for (uint32_t i = 0; i < m->cap; i++)
		if (m->p[i].used)
			free_proc(&m->p[i]);
	free(m->p);
	free(m);
}

static struct proc_maps *find(const struct chain_maps *m, int32_t pid)
{
	if (!m || !m->cap)
		return NULL;
	for (uint32_t h = ((uint32_t)pid * 2654435761u) & (m->cap - 1); m->p[h].used;
	     h = (h + 1) & (m->cap - 1))
		if (m->p[h].pid == pid)
			return &m->p[h];
	return NULL;
}

static int grow(struct chain_maps *m)
{
	struct proc_maps *old = m->p;
	uint32_t ocap = m->cap;

	if (m->cap >= MAX_PROCS * 2)
		return -1;
	m->cap = m->cap ? m->cap * 2 : 256;
	m->p = calloc(m->cap, sizeof(*m->p));
	if (!m->p) {
		m->p = old;
		m->cap = ocap;
		return -1;
	}
	for (uint32_t i = 0; i < ocap; i++) {
		uint32_t h;

		if (!old[i].used)
			continue;
		for (h = ((uint32_t)old[i].pid * 2654435761u) & (m->cap - 1); m->p[h].used;
		     h = (h + 1) & (m->cap - 1))
			;
		m->p[h] = old[i];
	}
	free(old);
	return 0;
}

static struct proc_maps *add(struct chain_maps *m, int32_t pid)
{
	struct proc_maps *p = find(m, pid);
	uint32_t h;

	if (p)
		return p;
	if ((m->n + 1) * 2 > m->cap && grow(m) < 0)
		return NULL;
	for (h = ((uint32_t)pid * 2654435761u) & (m->cap - 1); m->p[h].used; h = (h + 1) & (m->cap - 1))
		;
	m->p[h] = (struct proc_maps){ .pid = pid, .used = true };
	m->n++;
	return &m->p[h];
}

static void push(struct proc_maps *p, const struct umap *u)
{
	char *name;

	if (p->n == p->cap) {
		void *q = realloc(p->m, (p->cap ? p->cap * 2 : 16) * sizeof(*p->m));

		if (!q)
			return;
		p->m = q;
		p->cap = p->cap ? p->cap * 2 : 16;
	}
	name = strdup(u->name);
	if (!name)
		return;
	p->m[p->n] = *u;
	p->m[p->n++].name = name;
}

void chain_maps_mmap(struct chain_maps *m, const struct event *ev)
{
	const struct ev_mmap *e = &ev->mmap;
	struct proc_maps *p;
	char name[4096];
	size_t len = ev->tp.raw_size < sizeof(name) - 1 ? ev->tp.raw_size : sizeof(name) - 1;

	/* the kernel's own maps (pid -1) are kallsyms' business */
	if (e->pid <= 0 || !ev->tp.raw || !e->len || !(p = add(m, e->pid)))
		return;
	memcpy(name, ev->tp.raw, len);
	name[len] = '\0';
	push(p, &(struct umap){ e->start, e->start + e->len, e->pgoff, name, e->pid });
}

/* A new process starts with a copy of its parent's maps (thread__fork);
 * a new thread shares its process's, which are keyed by pid already. */
void chain_maps_fork(struct chain_maps *m, const struct event *ev)
{
	const struct ev_fork *f = &ev->fork;
	struct proc_maps *parent, *child;

	if (f->pid == f->ppid || !find(m, f->ppid) || !(child = add(m, f->pid)))
		return;
	parent = find(m, f->ppid);	/* add may have moved it */
	for (uint32_t i = 0; i < child->n; i++)
		free(child->m[i].name);
	child->n = 0;
	for (uint32_t i = 0; parent && i < parent->n; i++)
		push(child, &parent->m[i]);
}

static const struct umap *user_map(const struct chain_maps *m, int32_t pid, uint64_t ip)
{
	const struct proc_maps *p = find(m, pid);

	for (uint32_t i = p ? p->n : 0; i-- > 0;)
		if (ip >= p->m[i].start && ip < p->m[i].end)
			return &p->m[i];
	return NULL;
}

bool chain_maps_find(const struct chain_maps *m, int32_t pid, uint64_t ip, struct sym_map *out)
{
	const struct umap *u = user_map(m, pid, ip);

	if (!u)
		return false;
	*out = (struct sym_map){ u->start, u->end, u->pgoff, u->name };
	return true;
}

static void put_frame(FILE *f, uint64_t ip, const char *sym, uint64_t off, const char *dso)
{
	fprintf(f, "\t%16llx ", (unsigned long long)ip);
	if (sym) {
		view_text_safe(f, sym, strlen(sym));
		fprintf(f, "+0x%llx", (unsigned long long)off);
	} else {
		fputs("[unknown]", f);
	}
	fputs(" (", f);
	view_text_safe(f, dso, strlen(dso));
	fputs(")\n", f);
}

/* Memory without a file behind it (tools/perf/util/map.h is_anon_memory,
 * is_no_dso_memory): perf maps its addresses to themselves. */
static bool anon_map(const char *name)
{
	return !strcmp(name, "//anon") || !strncmp(name, "/dev/zero", 9) ||
	       !strncmp(name, "/anon_hugepage", 14) || !strncmp(name, "[stack", 6) ||
	       !strncmp(name, "/SYSV", 5) || !strcmp(name, "[heap]");
}

/* A user frame as perf 6.1 prints it: map->map_ip(map, ip) for a map whose
 * dso is not the kernel's (evsel_fprintf.c sample__fprintf_callchain,
 * "Show binary offset for userspace addr"; upstream has since gone back to
 * the absolute ip). map__new (util/map.c) decides map_ip and the name:
 * "[vdso]" gets pgoff 0, whatever the kernel said; anonymous memory maps
 * ip to itself and, executable (perf record keeps only executable maps
 * unless -d), is named after the JIT symbol file /tmp/perf-PID.map of the
 * process that mapped it (a forked child's copy keeps its parent's). */
static void user_frame(FILE *f, const struct umap *u, uint64_t ip)
{
	char jit[32];

	if (anon_map(u->name)) {
		snprintf(jit, sizeof(jit), "/tmp/perf-%d.map", (int)u->pid);
		put_frame(f, ip, NULL, 0, jit);
	} else if (!strcmp(u->name, "[vdso]")) {
		put_frame(f, ip - u->start, NULL, 0, u->name);
	} else {
		put_frame(f, ip - u->start + u->pgoff, NULL, 0, u->name);
	}
}

/* perf's contexts (tools/perf/util/machine.c add_callchain_ip): any other
 * marker is "invalid callchain context" and perf discards the whole chain
 * ("It seems the callchain is corrupted"): the sample prints no frame.
 * Seen live on 6.18: a chain that ends in -1 after its user frames. */
static bool chain_valid(const uint8_t *c, uint32_t n, bool swap)
{
	for (uint32_t i = 0; i < n; i++) {
		uint64_t ip = ld64(c + 8 * i, swap);

		if (ip >= (uint64_t)PERF_CONTEXT_MAX && ip != (uint64_t)PERF_CONTEXT_HV &&
		    ip != (uint64_t)PERF_CONTEXT_KERNEL && ip != (uint64_t)PERF_CONTEXT_USER)
			return false;
	}
	return true;
}

void chain_print(FILE *f, const struct chain_maps *m, struct symbols *syms,
		 const struct event *ev, bool swap)
{
	const uint8_t *c = ev_callchain(ev);
	uint64_t mode = (uint64_t)PERF_CONTEXT_KERNEL;

	if (!chain_valid(c, ev->chain_nr, swap))
		return;
	for (uint32_t i = 0; i < ev->chain_nr; i++) {
		uint64_t ip = ld64(c + 8 * i, swap);
		const struct umap *u;
		struct sym_result r;

		if (ip >= (uint64_t)PERF_CONTEXT_MAX) {
			mode = ip;
			continue;
		}
		if (mode == (uint64_t)PERF_CONTEXT_KERNEL) {
			bool found = syms && symbols_kernel(syms, ip, &r) && r.found;

			put_frame(f, ip, found ? r.name : NULL, found ? r.off : 0, "[kernel.kallsyms]");
		} else if (mode == (uint64_t)PERF_CONTEXT_USER && (u = user_map(m, ev->tp.pid, ip))) {
			user_frame(f, u, ip);
		} else {	/* no map; the hypervisor's have none (thread__find_map) */
			put_frame(f, ip, NULL, 0, "[unknown]");
		}
	}
}
