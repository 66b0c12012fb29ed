// SPDX-License-Identifier: GPL-2.0-only
/* tui-sym.c: srr0 by name for the interactive view: the symbol table built
 * once (the program's tui_opts.symbols, after the first event so that a
 * replay's kallsyms is there), and a cache of answers by (address, task)
 * naming interned (symbol, DSO) groups, which the "preempted at" screen
 * groups its rows by and the drill-down prints. Only the UI thread calls
 * these, never under the session lock: a table reads files. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui-priv.h"

#define SYM_SLOTS (1u << 17)	/* a power of two: twice the answers kept */
#define SYM_KEEP (SYM_SLOTS / 2)
#define GROUP_HASH (1u << 15)	/* grows with the groups */

struct symbols *tui_sym_table(struct tui *t)
{
	struct tui_syms *y = &t->syms;
	const struct session_state *ss = &t->snap.ss;

	if (y->s || y->tried || !t->o.symbols)
		return y->s;
	if (!ss->fed && !ss->ended)
		return NULL;	/* a replay's kallsyms comes with its first events */
	y->tried = true;
	y->s = t->o.symbols(t->o.symbols_arg, session_source(t->s), y->err, sizeof(y->err));
	if (!y->s && !y->err[0])
		snprintf(y->err, sizeof(y->err), "no symbol table");
	if (!y->s)	/* said once here; the preempted-at title keeps it */
		snprintf(t->msg, sizeof(t->msg), "srr0 stays hex: %.120s", y->err);
	return y->s;
}

static void clear_groups(struct tui_syms *y)
{
	for (size_t i = 0; i < y->ngroups; i++) {
		free(y->groups[i].name);
		free(y->groups[i].dso);
	}
	y->ngroups = 0;
	if (y->ghash)
		memset(y->ghash, 0, y->nghash * sizeof(*y->ghash));
}

/* Answers and groups are dropped together, between frames only: a frame's
 * rows hold group indices. */
void tui_sym_frame(struct tui *t)
{
	struct tui_syms *y = &t->syms;

	if (y->nused < SYM_KEEP)
		return;
	memset(y->slots, 0, y->nslots * sizeof(*y->slots));
	y->nused = 0;
	clear_groups(y);
}

void tui_sym_free(struct tui_syms *y)
{
	clear_groups(y);
	free(y->groups);
	free(y->ghash);
	free(y->slots);
	symbols_free(y->s);
	memset(y, 0, sizeof(*y));
}

static uint64_t mix(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ull;
	return x ^ (x >> 33);
}

static uint64_t str_hash(uint64_t h, const char *s)
{
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return h;
}

static bool group_is(const struct tui_sym_group *g, const struct sym_result *r)
{
	return g->found == r->found && g->user == r->user && !strcmp(g->name, r->name) &&
	       !strcmp(g->dso, r->dso);
}

static bool ghash_grow(struct tui_syms *y)
{
	size_t n = y->nghash ? y->nghash * 2 : GROUP_HASH;
	uint32_t *h = calloc(n, sizeof(*h));

	if (!h)
		return false;
	for (size_t i = 0; i < y->ngroups; i++) {
		const struct tui_sym_group *g = &y->groups[i];
		size_t at = str_hash(str_hash(0xcbf29ce484222325ull, g->name), g->dso) & (n - 1);

		while (h[at])
			at = (at + 1) & (n - 1);
		h[at] = (uint32_t)i + 1;
	}
	free(y->ghash);
	y->ghash = h;
	y->nghash = n;
	return true;
}

/* The (name, DSO) group of r, added when new; UINT32_MAX: out of memory. */
static uint32_t intern(struct tui_syms *y, const struct sym_result *r)
{
	size_t at;
	struct tui_sym_group *g;

	if ((y->ngroups + 1) * 2 > y->nghash && !ghash_grow(y))
		return UINT32_MAX;
	at = str_hash(str_hash(0xcbf29ce484222325ull, r->name), r->dso) & (y->nghash - 1);
	for (; y->ghash[at]; at = (at + 1) & (y->nghash - 1))
		if (group_is(&y->groups[y->ghash[at] - 1], r))
			return y->ghash[at] - 1;
	if (!tui_grow((void **)&y->groups, &y->groups_cap, y->ngroups + 1, sizeof(*y->groups)))
		return UINT32_MAX;
	g = &y->groups[y->ngroups];
	*g = (struct tui_sym_group){ .name = strdup(r->name), .dso = strdup(r->dso),
				     .cls = r->cls, .found = r->found, .user = r->user };
	if (!g->name || !g->dso) {
		free(g->name);
		free(g->dso);
		return UINT32_MAX;
	}
	y->ghash[at] = (uint32_t)y->ngroups + 1;
	return (uint32_t)y->ngroups++;
}

static struct tui_sym_slot *slot(const struct tui_syms *y, uint64_t addr, int32_t pid)
{
	size_t at;

	if (!y->slots)
		return NULL;
	at = mix(addr ^ ((uint64_t)(uint32_t)pid << 32)) & (y->nslots - 1);
	while (y->slots[at].used && (y->slots[at].addr != addr || y->slots[at].pid != pid))
		at = (at + 1) & (y->nslots - 1);
	return &y->slots[at];
}

/* Kernel addresses are the same in every task: one answer for all. */
static int32_t key_pid(uint64_t addr, uint64_t srr1, int32_t pid)
{
	return sym_is_user(addr, srr1) ? pid : TUI_SYM_KERNEL;
}

bool tui_sym_cached(const struct tui *t, uint64_t addr, uint64_t srr1, int32_t pid,
		    struct tui_sym *out)
{
	const struct tui_sym_slot *sl = slot(&t->syms, addr, key_pid(addr, srr1, pid));

	if (!sl || !sl->used)
		return false;
	*out = sl->v;
	return true;
}

bool tui_sym_get(struct tui *t, uint64_t addr, uint64_t srr1, int32_t pid,
		 const struct sym_map *map, struct tui_sym *out)
{
	struct tui_syms *y = &t->syms;
	struct symbols *s = tui_sym_table(t);
	int32_t kp = key_pid(addr, srr1, pid);
	struct tui_sym_slot *sl;
	struct sym_result r;
	uint32_t g;

	if (!s)
		return false;
	if (!y->slots) {
		y->slots = calloc(SYM_SLOTS, sizeof(*y->slots));
		if (!y->slots)
			return false;
		y->nslots = SYM_SLOTS;
	}
	sl = slot(y, addr, kp);
	if (sl->used) {
		*out = sl->v;
		return true;
	}
	if (kp == TUI_SYM_KERNEL)
		symbols_kernel(s, addr, &r);
	else
		symbols_user(s, pid, map, addr, &r);
	if (sym_is_user(addr, srr1))	/* MSR[PR]: user space, whatever the table says */
		r.cls = SYM_CLASS_USER;
	g = intern(y, &r);
	if (g == UINT32_MAX)
		return false;
	out->group = g;
	out->off = r.found ? r.off : 0;
	if (y->nused < SYM_KEEP) {	/* past it, answered but not kept (until the frame) */
		*sl = (struct tui_sym_slot){ .addr = addr, .pid = kp, .used = true, .v = *out };
		y->nused++;
	}
	return true;
}

const struct tui_sym_group *tui_sym_group(const struct tui *t, uint32_t g)
{
	return g < t->syms.ngroups ? &t->syms.groups[g] : NULL;
}

const char *tui_sym_text(const struct tui *t, const struct tui_sym *r, char *buf, size_t len)
{
	const struct tui_sym_group *g = tui_sym_group(t, r->group);

	if (!g || !g->found)
		snprintf(buf, len, "[unknown]");
	else
		snprintf(buf, len, "%s+0x%llx", g->name, (unsigned long long)r->off);
	return buf;
}
