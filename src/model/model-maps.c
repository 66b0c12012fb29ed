// SPDX-License-Identifier: GPL-2.0-only
/* model-maps.c: each process's mappings from MMAP/MMAP2 records, which
 * process a thread is of from COMM and FORK (model.h), as perf's machine
 * keeps them (tools/perf/util/machine.c): a new process starts with a copy
 * of its parent's maps (thread__fork), a new thread shares its process's,
 * and where maps overlap the newest holds the address
 * (maps__fixup_overlappings). Continuity state: model_reset keeps it.
 *
 * Bounded: MAPS_PROCS processes, MAPS_PER_PROC maps each (past it the
 * oldest goes: the newest are the ones that win overlaps), MAPS_THREADS
 * threads other than a process's first, MAPS_NAME_BYTES of distinct file
 * names (each kept once: a fork copies pointers). Past a bound the records
 * are counted in dropped and their addresses stay unknown. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model-priv.h"

#define MAPS_PROCS      (1u << 15)
#define MAPS_PER_PROC   4096u
#define MAPS_THREADS    (1u << 17)
#define MAPS_NAME_BYTES (16u << 20)

struct umap {
	uint64_t start, end, pgoff;
	const char *name;	/* in the names table */
};

struct mproc {
	int32_t pid;		/* 0: empty slot (pid 0 keeps no maps) */
	uint32_t n, cap;
	struct umap *m;		/* oldest first */
};

struct mthread {
	int32_t tid, pid;	/* tid 0: empty */
};

struct mname {
	char *s;
	uint32_t hash;
};

struct mmaps {
	struct mproc *procs;
	uint32_t pcap, pn;
	struct mthread *threads;
	uint32_t tcap, tn;
	struct mname *names;
	uint32_t ncap, nn;
	size_t name_bytes;
	uint64_t dropped;
};

static uint32_t hash32(uint32_t x)
{
	return x * 2654435761u;
}

static uint32_t hash_str(const char *s, size_t len)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	for (size_t i = 0; i < len; i++)
		h = (h ^ (uint8_t)s[i]) * 16777619u;
	return h;
}

void maps_free(struct mmaps *mm)
{
	if (!mm)
		return;
	for (uint32_t i = 0; i < mm->pcap; i++)
		free(mm->procs[i].m);
	for (uint32_t i = 0; i < mm->ncap; i++)
		free(mm->names[i].s);
	free(mm->procs);
	free(mm->threads);
	free(mm->names);
	free(mm);
}

/* ---- processes: open addressing by pid, at most half full ---- */

static struct mproc *proc_find(const struct mmaps *mm, int32_t pid)
{
	if (!mm->pcap || pid <= 0)
		return NULL;
	for (uint32_t i = hash32((uint32_t)pid) & (mm->pcap - 1); mm->procs[i].pid;
	     i = (i + 1) & (mm->pcap - 1))
		if (mm->procs[i].pid == pid)
			return &mm->procs[i];
	return NULL;
}

static struct mproc *proc_slot(struct mproc *t, uint32_t cap, int32_t pid)
{
	uint32_t i = hash32((uint32_t)pid) & (cap - 1);

	while (t[i].pid && t[i].pid != pid)
		i = (i + 1) & (cap - 1);
	return &t[i];
}

static int proc_grow(struct mmaps *mm)
{
	uint32_t cap = mm->pcap ? 2 * mm->pcap : 64;
	struct mproc *t = calloc(cap, sizeof(*t));

	if (!t)
		return -1;
	for (uint32_t i = 0; i < mm->pcap; i++)
		if (mm->procs[i].pid)
			*proc_slot(t, cap, mm->procs[i].pid) = mm->procs[i];
	free(mm->procs);
	mm->procs = t;
	mm->pcap = cap;
	return 0;
}

/* pid's process, made if new; NULL past the bound. */
static struct mproc *proc_get(struct mmaps *mm, int32_t pid)
{
	struct mproc *p = proc_find(mm, pid);

	if (p || pid <= 0)
		return p;
	if (mm->pn >= MAPS_PROCS || (2 * (mm->pn + 1) > mm->pcap && proc_grow(mm) < 0))
		return NULL;
	p = proc_slot(mm->procs, mm->pcap, pid);
	*p = (struct mproc){ .pid = pid };
	mm->pn++;
	return p;
}

/* u as p's newest map; the oldest goes when p is full. */
static bool proc_push(struct mproc *p, const struct umap *u)
{
	if (p->n == MAPS_PER_PROC) {
		memmove(p->m, p->m + 1, (p->n - 1) * sizeof(*p->m));
		p->n--;
	}
	if (p->n == p->cap) {
		uint32_t cap = p->cap ? 2 * p->cap : 16;
		struct umap *m = realloc(p->m, cap * sizeof(*m));

		if (!m)
			return false;
		p->m = m;
		p->cap = cap;
	}
	p->m[p->n++] = *u;
	return true;
}

/* ---- threads that are not their process's first: tid -> pid ---- */

static struct mthread *thread_slot(struct mthread *t, uint32_t cap, int32_t tid)
{
	uint32_t i = hash32((uint32_t)tid) & (cap - 1);

	while (t[i].tid && t[i].tid != tid)
		i = (i + 1) & (cap - 1);
	return &t[i];
}

static int32_t thread_pid(const struct mmaps *mm, int32_t tid)
{
	const struct mthread *t;

	if (!mm->tcap || tid <= 0)
		return tid;
	t = thread_slot(mm->threads, mm->tcap, tid);
	return t->tid ? t->pid : tid;
}

static void thread_set(struct mmaps *mm, int32_t tid, int32_t pid)
{
	struct mthread *t;

	if (tid <= 0 || pid <= 0)
		return;
	if (tid == pid) {	/* a process's first thread: forget an older use of the tid */
		if (mm->tcap && (t = thread_slot(mm->threads, mm->tcap, tid))->tid)
			t->pid = tid;
		return;
	}
	if (mm->tcap && (t = thread_slot(mm->threads, mm->tcap, tid))->tid) {
		t->pid = pid;
		return;
	}
	if (mm->tn >= MAPS_THREADS) {
		mm->dropped++;
		return;
	}
	if (2 * (mm->tn + 1) > mm->tcap) {
		uint32_t cap = mm->tcap ? 2 * mm->tcap : 256;
		struct mthread *nt = calloc(cap, sizeof(*nt));

		if (!nt) {
			mm->dropped++;
			return;
		}
		for (uint32_t i = 0; i < mm->tcap; i++)
			if (mm->threads[i].tid)
				*thread_slot(nt, cap, mm->threads[i].tid) = mm->threads[i];
		free(mm->threads);
		mm->threads = nt;
		mm->tcap = cap;
	}
	*thread_slot(mm->threads, mm->tcap, tid) = (struct mthread){ tid, pid };
	mm->tn++;
}

/* ---- file names, each kept once ---- */

static struct mname *name_slot(struct mname *t, uint32_t cap, const char *s, size_t len,
			       uint32_t h)
{
	uint32_t i = h & (cap - 1);

	while (t[i].s && (t[i].hash != h || strncmp(t[i].s, s, len) != 0 || t[i].s[len]))
		i = (i + 1) & (cap - 1);
	return &t[i];
}

static const char *name_get(struct mmaps *mm, const char *s, size_t len)
{
	uint32_t h = hash_str(s, len);
	struct mname *x;

	if (mm->ncap && (x = name_slot(mm->names, mm->ncap, s, len, h))->s)
		return x->s;
	if (mm->name_bytes + len + 1 > MAPS_NAME_BYTES)
		return NULL;
	if (2 * (mm->nn + 1) > mm->ncap) {
		uint32_t cap = mm->ncap ? 2 * mm->ncap : 256;
		struct mname *nt = calloc(cap, sizeof(*nt));

		if (!nt)
			return NULL;
		for (uint32_t i = 0; i < mm->ncap; i++)
			if (mm->names[i].s)
				*name_slot(nt, cap, mm->names[i].s, strlen(mm->names[i].s),
					   mm->names[i].hash) = mm->names[i];
		free(mm->names);
		mm->names = nt;
		mm->ncap = cap;
	}
	x = name_slot(mm->names, mm->ncap, s, len, h);
	if (!(x->s = strndup(s, len)))
		return NULL;
	x->hash = h;
	mm->nn++;
	mm->name_bytes += len + 1;
	return x->s;
}

/* ---- the records ---- */

static void on_mmap(struct mmaps *mm, const struct event *ev)
{
	const struct ev_mmap *e = &ev->mmap;
	size_t len = ev->tp.raw ? strnlen(ev->tp.raw, ev->tp.raw_size) : 0;
	struct mproc *p;
	const char *name;

	/* the kernel's own maps (pid -1) are kallsyms' business */
	if (e->pid <= 0 || !e->len || e->start + e->len < e->start)
		return;
	thread_set(mm, e->tid, e->pid);
	if (len >= sizeof(((struct model_map *)0)->path))
		len = sizeof(((struct model_map *)0)->path) - 1;
	if (!(p = proc_get(mm, e->pid)) || !(name = name_get(mm, ev->tp.raw ? ev->tp.raw : "", len)) ||
	    !proc_push(p, &(struct umap){ e->start, e->start + e->len, e->pgoff, name }))
		mm->dropped++;
}

/* A new process (pid != ppid) starts with a copy of its parent's maps; a
 * new thread (pid == ppid) is of its parent's process. */
static void on_fork(struct mmaps *mm, const struct event *ev)
{
	const struct ev_fork *f = &ev->fork;
	const struct mproc *parent;
	struct mproc *child;

	thread_set(mm, f->tid, f->pid);
	if (f->pid == f->ppid || f->pid <= 0)
		return;
	if (!(child = proc_get(mm, f->pid))) {
		mm->dropped++;
		return;
	}
	child->n = 0;	/* a pid used again: the old process's maps go */
	parent = proc_find(mm, f->ppid);	/* after proc_get, which may move it */
	if (!parent || !parent->n)
		return;
	if (child->cap < parent->n) {
		struct umap *m = realloc(child->m, parent->n * sizeof(*m));

		if (!m) {
			mm->dropped++;
			return;
		}
		child->m = m;
		child->cap = parent->n;
	}
	memcpy(child->m, parent->m, parent->n * sizeof(*child->m));
	child->n = parent->n;
}

void maps_feed(struct model *m, const struct event *ev)
{
	if (!m->maps && !(m->maps = calloc(1, sizeof(*m->maps))))
		return;
	switch (ev->kind) {
	case EV_MMAP:
		on_mmap(m->maps, ev);
		break;
	case EV_FORK:
		on_fork(m->maps, ev);
		break;
	case EV_COMM:
		thread_set(m->maps, ev->comm.tid, ev->comm.pid);
		break;
	default:
		break;
	}
}

bool model_map_find(const struct model *m, int32_t tid, uint64_t addr, struct model_map *out)
{
	const struct mproc *p;

	if (!m->maps || !(p = proc_find(m->maps, thread_pid(m->maps, tid))))
		return false;
	for (uint32_t i = p->n; i-- > 0;) {
		const struct umap *u = &p->m[i];

		if (addr >= u->start && addr < u->end) {
			out->start = u->start;
			out->end = u->end;
			out->pgoff = u->pgoff;
			snprintf(out->path, sizeof(out->path), "%s", u->name);
			return true;
		}
	}
	return false;
}
