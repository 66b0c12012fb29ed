// SPDX-License-Identifier: GPL-2.0-only
/* symbols.c: addresses to symbols for the views. Kernel addresses go to the
 * kernel tables in the order added (a kallsyms text, a vmlinux, this
 * machine's /proc/kallsyms); user addresses to the ELF file (or symbol
 * text) the task's mapping names, the file offset carried into the
 * file's own address space. Every answer is cached by (task, address); ELF
 * files are read once and kept, a missing one remembered as missing. No
 * network, no debuginfod: a lookup never waits on more than a local file. */
#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "kallsyms.h"
#include "symbols.h"
#include "symbols-priv.h"

#define CACHE_SLOTS (1u << 16)		/* answers; cleared when half full */
#define DSO_MAX 256			/* ELF files kept; cleared when full */
#define PIDS_MAX 1024			/* live tasks' maps kept; cleared when full */
#define KERNEL_KEY (INT64_MIN + 1)	/* no pid: pids are int32_t */
#define EMPTY_KEY INT64_MIN
#define KERNEL_DSO "[kernel.kallsyms]"
#define UNKNOWN "[unknown]"

enum ksrc_kind { KSRC_KALLSYMS, KSRC_VMLINUX, KSRC_LIVE };

struct ksrc {
	enum ksrc_kind kind;
	struct kallsyms *ks;		/* KALLSYMS, LIVE (once loaded) */
	struct sym_table vt;		/* VMLINUX */
	struct sym_table mods;		/* KALLSYMS, LIVE: module text symbols,
					 * each name followed by its "[mod]" */
	bool tried;			/* LIVE: /proc/kallsyms read (or failed) */
};

struct dso {
	char *path;
	bool missing;			/* no such file, or no symbols in it */
	bool text;			/* symbols_dso_text: never evicted */
	struct sym_table t;
};

struct pid_maps {
	int32_t pid;
	struct sym_map *m;		/* paths malloc'd */
	size_t n;
	time_t read_at;			/* CLOCK_MONOTONIC seconds */
};

struct cache_ent {
	int64_t key;			/* pid, KERNEL_KEY, or EMPTY_KEY */
	uint64_t addr, mapkey;
	const char *name, *dso;		/* into tables held while cached */
	uint64_t off;
	bool found, user;
	uint8_t cls;
};

struct symbols {
	struct ksrc *k;
	size_t nk;
	struct dso **texts;		/* symbols_dso_text */
	size_t ntexts;
	struct dso **dsos;		/* ELF files, looked up by path */
	size_t ndsos;
	struct pid_maps *pids;
	size_t npids;
	char *symfs;
	bool live;
	bool modules;			/* symbols_modules */
	bool live_kallsyms_empty;	/* /proc/kallsyms named nothing */
	char note[256];			/* symbols_set_note's, "" for none */
	struct cache_ent *cache;
	size_t cache_used;
};

struct symbols *symbols_new(void)
{
	return calloc(1, sizeof(struct symbols));
}

static void dso_free(struct dso *d)
{
	if (!d)
		return;
	symtab_free(&d->t);
	free(d->path);
	free(d);
}

static void pid_maps_clear(struct pid_maps *p)
{
	for (size_t i = 0; i < p->n; i++)
		free((char *)p->m[i].path);
	free(p->m);
	p->m = NULL;
	p->n = 0;
}

static void cache_clear(struct symbols *s)
{
	if (!s->cache)
		return;
	for (size_t i = 0; i < CACHE_SLOTS; i++)
		s->cache[i].key = EMPTY_KEY;
	s->cache_used = 0;
}

/* The ELF files go (their names with them): the answers pointing into
 * them too. */
static void dsos_clear(struct symbols *s)
{
	for (size_t i = 0; i < s->ndsos; i++)
		dso_free(s->dsos[i]);
	s->ndsos = 0;
	cache_clear(s);
}

void symbols_free(struct symbols *s)
{
	if (!s)
		return;
	for (size_t i = 0; i < s->nk; i++) {
		kallsyms_free(s->k[i].ks);
		symtab_free(&s->k[i].vt);
		symtab_free(&s->k[i].mods);
	}
	free(s->k);
	for (size_t i = 0; i < s->ntexts; i++)
		dso_free(s->texts[i]);
	free(s->texts);
	dsos_clear(s);
	free(s->dsos);
	for (size_t i = 0; i < s->npids; i++)
		pid_maps_clear(&s->pids[i]);
	free(s->pids);
	free(s->symfs);
	free(s->cache);
	free(s);
}

/* ---- kernel tables ------------------------------------------------- */

static struct ksrc *ksrc_add(struct symbols *s, enum ksrc_kind kind)
{
	struct ksrc *k = realloc(s->k, (s->nk + 1) * sizeof(*k));

	if (!k)
		return NULL;
	s->k = k;
	k = &s->k[s->nk++];
	memset(k, 0, sizeof(*k));
	k->kind = kind;
	return k;
}

/* The module text symbols of a kallsyms text ("addr t name\t[mod]"),
 * each stored as "name\0[mod]"; a module's last symbol ends a page past
 * its page, as perf's symbols__fixup_end ends it. Malformed lines were
 * kallsyms_parse's to reject: here they are skipped. */
static void parse_modules(struct sym_table *t, const char *text, size_t len)
{
	const char *p = text, *end = text + len;

	for (; p < end; p++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p)), *name, *tab, *mod;
		char buf[32], *q, type;
		unsigned long long addr;
		size_t n;

		if (!nl)
			nl = end;
		n = (size_t)(nl - p) < sizeof(buf) - 1 ? (size_t)(nl - p) : sizeof(buf) - 1;
		memcpy(buf, p, n);
		buf[n] = '\0';
		addr = strtoull(buf, &q, 16);
		name = p + (q - buf) + 3;
		tab = name < nl ? memchr(name, '\t', (size_t)(nl - name)) : NULL;
		type = q > buf && *q == ' ' && q[1] ? q[1] : 0;
		mod = tab ? tab + 1 : NULL;
		if (addr && tab && tab > name && strchr("tTwW", type) && mod < nl && *mod == '[' &&
		    nl[-1] == ']' && !memchr(mod, '\0', (size_t)(nl - mod))) {
			size_t nl_name = (size_t)(tab - name), ml = (size_t)(nl - mod);
			char both[512];

			if (nl_name + 1 + ml < sizeof(both)) {
				memcpy(both, name, nl_name);
				both[nl_name] = '\0';
				memcpy(both + nl_name + 1, mod, ml);
				if (symtab_add(t, addr, addr, both, nl_name + 1 + ml, STT_FUNC,
					       STB_GLOBAL) < 0)
					break;
			}
		}
		p = nl;
	}
	symtab_settle(t);
	for (size_t i = 0; i + 1 < t->n; i++) {
		const char *ma = t->v[i].name + strlen(t->v[i].name) + 1;
		const char *mb = t->v[i + 1].name + strlen(t->v[i + 1].name) + 1;

		if (strcmp(ma, mb))
			t->v[i].end = (t->v[i].start + 4095) / 4096 * 4096 + 4096;
	}
}

static int add_kallsyms(struct symbols *s, enum ksrc_kind kind, const char *text, size_t len,
			char *err, size_t errlen)
{
	struct kallsyms *ks = kallsyms_parse(text, len, err, errlen);
	struct ksrc *k;

	if (!ks)
		return -1;
	k = ksrc_add(s, kind);
	if (!k) {
		kallsyms_free(ks);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	k->ks = ks;
	parse_modules(&k->mods, text, len);
	cache_clear(s);		/* a new table may name what others did not */
	return 0;
}

static int kallsyms_from_file(struct symbols *s, enum ksrc_kind kind, struct ksrc *into,
			      const char *path, char *err, size_t errlen)
{
	char why[256];
	size_t len;
	char *text = kallsyms_read(path, &len, err, errlen);
	int rc = -1;

	if (!text)
		return -1;
	if (into) {		/* live: the slot symbols_live made */
		into->ks = kallsyms_parse(text, len, why, sizeof(why));
		if (into->ks) {
			parse_modules(&into->mods, text, len);
			rc = 0;
		}
	} else {
		rc = add_kallsyms(s, kind, text, len, why, sizeof(why));
	}
	if (rc < 0)
		snprintf(err, errlen, "%s: %s", path, why);
	free(text);
	return rc;
}

int symbols_kallsyms_file(struct symbols *s, const char *path, char *err, size_t errlen)
{
	return kallsyms_from_file(s, KSRC_KALLSYMS, NULL, path, err, errlen);
}

int symbols_kallsyms_text(struct symbols *s, const char *text, size_t len, char *err,
			  size_t errlen)
{
	return add_kallsyms(s, KSRC_KALLSYMS, text, len, err, errlen);
}

void symbols_modules(struct symbols *s, bool on)
{
	if (s->modules != on)
		cache_clear(s);
	s->modules = on;
}

int symbols_vmlinux(struct symbols *s, const char *path, char *err, size_t errlen)
{
	struct sym_table t = { 0 };
	struct ksrc *k;

	if (symtab_read_elf(&t, path, 1, err, errlen) < 0)
		return -1;
	k = ksrc_add(s, KSRC_VMLINUX);
	if (!k) {
		symtab_free(&t);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	k->vt = t;
	cache_clear(s);
	return 0;
}

void symbols_live(struct symbols *s)
{
	if (s->live)
		return;
	s->live = true;
	ksrc_add(s, KSRC_LIVE);		/* out of memory: no live kernel names */
	cache_clear(s);
}

void symbols_set_note(struct symbols *s, const char *what, const char *why)
{
	if (s && !s->note[0])
		snprintf(s->note, sizeof(s->note), "%s: %s", what, why);
}

const char *symbols_note(const struct symbols *s)
{
	if (s && s->note[0])
		return s->note;
	if (s && s->live_kallsyms_empty)
		return "kernel symbols: /proc/kallsyms names nothing here (addresses 0: not root?)";
	return NULL;
}

static void live_kallsyms_load(struct symbols *s, struct ksrc *k)
{
	char err[256];

	k->tried = true;
	if (kallsyms_from_file(s, KSRC_LIVE, k, "/proc/kallsyms", err, sizeof(err)) < 0)
		s->live_kallsyms_empty = true;
}

/* The kernel symbol holding addr: name, start, dso; false when none does.
 * Module symbols come last: only what no kernel table names. */
static bool kernel_find(struct symbols *s, uint64_t addr, const char **name, uint64_t *start,
			const char **dso)
{
	for (size_t i = 0; i < s->nk; i++) {
		struct ksrc *k = &s->k[i];
		const struct sym_entry *e = NULL;
		const struct ksym *ke = NULL;

		if (k->kind == KSRC_LIVE && !k->tried)
			live_kallsyms_load(s, k);
		if (k->kind == KSRC_VMLINUX)
			e = symtab_find(&k->vt, addr);
		else
			ke = kallsyms_find(k->ks, addr);
		if (e || ke) {
			*name = e ? e->name : ke->name;
			*start = e ? e->start : ke->start;
			return true;
		}
	}
	for (size_t i = 0; s->modules && i < s->nk; i++) {
		const struct sym_entry *e = symtab_find(&s->k[i].mods, addr);

		if (e) {
			*name = e->name;
			*start = e->start;
			*dso = e->name + strlen(e->name) + 1;
			return true;
		}
	}
	return false;
}

/* ---- the answer cache ---------------------------------------------- */

static uint64_t mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	return h;
}

static uint64_t str_hash(const char *p)
{
	uint64_t h = 0xcbf29ce484222325ull;

	while (p && *p)
		h = (h ^ (unsigned char)*p++) * 0x100000001b3ull;
	return h;
}

static size_t cache_index(int64_t key, uint64_t addr, uint64_t mapkey)
{
	return mix(addr ^ mix((uint64_t)key) ^ mapkey) & (CACHE_SLOTS - 1);
}

static const struct cache_ent *cache_get(const struct symbols *s, int64_t key, uint64_t addr,
					 uint64_t mapkey)
{
	if (!s->cache)
		return NULL;
	for (size_t i = cache_index(key, addr, mapkey);; i = (i + 1) & (CACHE_SLOTS - 1)) {
		const struct cache_ent *c = &s->cache[i];

		if (c->key == EMPTY_KEY)
			return NULL;
		if (c->key == key && c->addr == addr && c->mapkey == mapkey)
			return c;
	}
}

/* Keep e (its key set) once resolved; resolving may have cleared the
 * cache (a DSO evicted), so the slot is found only now. */
static void cache_put(struct symbols *s, const struct cache_ent *e)
{
	size_t i;

	if (!s->cache) {
		s->cache = malloc(CACHE_SLOTS * sizeof(*s->cache));
		if (!s->cache)
			return;
		cache_clear(s);
	}
	if (s->cache_used >= CACHE_SLOTS / 2)
		cache_clear(s);
	i = cache_index(e->key, e->addr, e->mapkey);
	while (s->cache[i].key != EMPTY_KEY)
		i = (i + 1) & (CACHE_SLOTS - 1);
	s->cache[i] = *e;
	s->cache_used++;
}

/* A bounded copy (what snprintf "%s" does, without its formatting cost:
 * the cached path is the frequent one). */
static void copy(char *dst, size_t len, const char *src)
{
	size_t n = strnlen(src, len - 1);

	memcpy(dst, src, n);
	dst[n] = '\0';
}

static void fill(struct sym_result *out, const struct cache_ent *c)
{
	out->found = c->found;
	out->user = c->user;
	copy(out->name, sizeof(out->name), c->found ? c->name : UNKNOWN);
	out->off = c->found ? c->off : 0;
	copy(out->dso, sizeof(out->dso), c->dso ? c->dso : UNKNOWN);
	out->cls = c->cls;
}

bool symbols_kernel(struct symbols *s, uint64_t addr, struct sym_result *out)
{
	const struct cache_ent *c = cache_get(s, KERNEL_KEY, addr, 0);
	struct cache_ent e = { .key = KERNEL_KEY, .addr = addr, .dso = KERNEL_DSO };
	uint64_t start = 0;

	if (!c) {
		e.found = kernel_find(s, addr, &e.name, &start, &e.dso);
		e.off = addr - start;
		e.cls = e.found ? (uint8_t)sym_classify(e.name) : SYM_CLASS_NONE;
		cache_put(s, &e);
		c = &e;
	}
	fill(out, c);
	return out->found;
}

/* ---- user DSOs ----------------------------------------------------- */

static struct dso *dso_new(const char *path)
{
	struct dso *d = calloc(1, sizeof(*d));

	if (d && !(d->path = strdup(path))) {
		free(d);
		d = NULL;
	}
	return d;
}

int symbols_dso_text(struct symbols *s, const char *path, const char *text, size_t len,
		     char *err, size_t errlen)
{
	struct dso *d = dso_new(path), **v;
	char why[200];

	if (!d || !(v = realloc(s->texts, (s->ntexts + 1) * sizeof(*v)))) {
		dso_free(d);
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	s->texts = v;
	if (symtab_parse_text(&d->t, text, len, why, sizeof(why)) < 0) {
		snprintf(err, errlen, "%s: %s", path, why);
		dso_free(d);
		return -1;
	}
	d->text = true;
	s->texts[s->ntexts++] = d;
	cache_clear(s);
	return 0;
}

int symbols_symfs(struct symbols *s, const char *dir, char *err, size_t errlen)
{
	struct stat st;

	if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "--symfs %s: not a directory", dir);
		return -1;
	}
	free(s->symfs);
	s->symfs = strdup(dir);
	if (!s->symfs) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	dsos_clear(s);
	return 0;
}

/* Read path's ELF symbols: under --symfs first, then the path itself.
 * Pseudo-files ("[vdso]", "//anon", "[heap]") have none to read. */
static void dso_load(const struct symbols *s, struct dso *d)
{
	char err[256], full[4096];

	if (d->path[0] != '/') {
		d->missing = true;
		return;
	}
	if (s->symfs) {
		int n = snprintf(full, sizeof(full), "%s%s", s->symfs, d->path);

		if (n > 0 && (size_t)n < sizeof(full) &&
		    symtab_read_elf(&d->t, full, 0, err, sizeof(err)) == 0)
			return;
	}
	if (symtab_read_elf(&d->t, d->path, 0, err, sizeof(err)) < 0)
		d->missing = true;
}

static struct dso *dso_find(struct symbols *s, const char *path)
{
	struct dso *d, **v;

	for (size_t i = 0; i < s->ntexts; i++)
		if (!strcmp(s->texts[i]->path, path))
			return s->texts[i];
	for (size_t i = 0; i < s->ndsos; i++)
		if (!strcmp(s->dsos[i]->path, path))
			return s->dsos[i];
	if (s->ndsos == DSO_MAX)
		dsos_clear(s);
	if (!s->dsos && !(s->dsos = calloc(DSO_MAX, sizeof(*s->dsos))))
		return NULL;
	d = dso_new(path);
	if (!d)
		return NULL;
	dso_load(s, d);
	v = s->dsos;
	v[s->ndsos++] = d;
	return d;
}

/* ---- live tasks' maps (/proc/PID/maps) ------------------------------ */

static time_t now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec;
}

/* "start-end perms pgoff dev inode   path": the mappings with a path. */
static void pid_maps_read(struct pid_maps *p)
{
	char file[64], line[4352];
	FILE *f;
	size_t cap = 0;

	pid_maps_clear(p);
	p->read_at = now_s();
	snprintf(file, sizeof(file), "/proc/%d/maps", (int)p->pid);
	f = fopen(file, "r");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long start, end, pgoff;
		int path_at = 0;
		char *path, *nl;

		if (sscanf(line, "%llx-%llx %*s %llx %*s %*s %n", &start, &end, &pgoff,
			   &path_at) < 3 || !path_at || !line[path_at] || line[path_at] == '\n')
			continue;
		path = line + path_at;
		if ((nl = strchr(path, '\n')))
			*nl = '\0';
		if (p->n == cap) {
			struct sym_map *m = realloc(p->m, (cap = cap ? cap * 2 : 64) * sizeof(*m));

			if (!m)
				break;
			p->m = m;
		}
		p->m[p->n] = (struct sym_map){ start, end, pgoff, strdup(path) };
		if (p->m[p->n].path)
			p->n++;
	}
	fclose(f);
}

static struct pid_maps *pid_maps_get(struct symbols *s, int32_t pid)
{
	struct pid_maps *p;

	for (size_t i = 0; i < s->npids; i++)
		if (s->pids[i].pid == pid)
			return &s->pids[i];
	if (s->npids == PIDS_MAX) {
		for (size_t i = 0; i < s->npids; i++)
			pid_maps_clear(&s->pids[i]);
		s->npids = 0;
	}
	if (!s->pids && !(s->pids = calloc(PIDS_MAX, sizeof(*s->pids))))
		return NULL;
	p = &s->pids[s->npids++];
	memset(p, 0, sizeof(*p));
	p->pid = pid;
	pid_maps_read(p);
	return p;
}

static const struct sym_map *pid_maps_find(const struct pid_maps *p, uint64_t addr)
{
	for (size_t i = 0; i < p->n; i++)
		if (addr >= p->m[i].start && addr < p->m[i].end)
			return &p->m[i];
	return NULL;
}

/* The live mapping of addr in pid; a miss re-reads the maps (a mapping
 * made since), at most once a second so that a stream of unmapped
 * addresses does not read the file each time. */
static const struct sym_map *live_map(struct symbols *s, int32_t pid, uint64_t addr)
{
	struct pid_maps *p = pid > 0 ? pid_maps_get(s, pid) : NULL;
	const struct sym_map *m;

	if (!p)
		return NULL;
	m = pid_maps_find(p, addr);
	if (!m && now_s() != p->read_at) {
		pid_maps_read(p);
		m = pid_maps_find(p, addr);
	}
	return m;
}

/* ---- user addresses ------------------------------------------------- */

/* The symbol at file offset off of d: a symbol text's table is in file
 * offsets already; an ELF file's in its virtual addresses, which its
 * PT_LOAD segments map from the file (perf's map__map_ip, then the DSO's
 * symbols in their own address space). */
static const struct sym_entry *dso_sym(const struct dso *d, uint64_t off, uint64_t *rel)
{
	uint64_t a = d->text ? off : symtab_file_to_vaddr(&d->t, off);
	const struct sym_entry *e = symtab_find(&d->t, a);

	if (e)
		*rel = a - e->start;
	return e;
}

bool symbols_user(struct symbols *s, int32_t pid, const struct sym_map *map, uint64_t addr,
		  struct sym_result *out)
{
	uint64_t mapkey = map ? mix(map->start ^ mix(map->pgoff) ^ str_hash(map->path)) : 0;
	const struct cache_ent *c = cache_get(s, pid, addr, mapkey);
	struct cache_ent e = { .key = pid, .addr = addr, .mapkey = mapkey, .user = true,
			       .cls = SYM_CLASS_USER };

	if (!c) {
		const struct sym_map *m = map ? map : s->live ? live_map(s, pid, addr) : NULL;
		struct dso *d = m && m->path && *m->path ? dso_find(s, m->path) : NULL;

		/* perf script prints a user DSO by its dso name, which for a
		 * file an MMAP2 record names is the full path (dso__name,
		 * tools/perf/util/map.c: map__fprintf_dsoname): so does this. */
		if (d) {
			const struct sym_entry *sym = NULL;

			e.dso = d->path;
			if (!d->missing && addr >= m->start)
				sym = dso_sym(d, addr - m->start + m->pgoff, &e.off);
			if (sym) {
				e.found = true;
				e.name = sym->name;
			}
		}
		cache_put(s, &e);
		c = &e;
	}
	fill(out, c);
	return out->found;
}

const char *sym_format(const struct sym_result *r, char *buf, size_t len)
{
	if (!len)
		return buf;
	if (!r || !r->found)
		snprintf(buf, len, UNKNOWN);
	else
		snprintf(buf, len, "%s+0x%llx", r->name, (unsigned long long)r->off);
	return buf;
}
