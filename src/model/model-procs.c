// SPDX-License-Identifier: GPL-2.0-only
/* model-procs.c: the bounded set of physical processors each vCPU was
 * dispatched on (with counts), for affinity drill-down, and the affinity
 * levels (same processor, core, or another core) from the window counters. */
#include <stdlib.h>
#include <string.h>

#include "model-priv.h"

#define PROCSET_MIN_SLOTS 64u
/* Load <= 1/4: nearly every known processor sits in its home slot, which is
 * all the per-entry path (procset_home) looks at. */
#define PROCSET_MAX_SLOTS (4u * MODEL_MAX_PROCS)

/* clang-analyzer 14 loses track of procset_grow's `*p = np` and reports
 * the old (freed) arrays as used after it: */
// NOLINTBEGIN(clang-analyzer-unix.Malloc)

/* Slot holding key, or the empty slot where it belongs. */
static uint32_t procset_probe(const struct procset *p, uint32_t key)
{
	uint32_t i = procset_hash(key) & p->mask;

	while (p->keys[i] && p->keys[i] != key)
		i = (i + 1) & p->mask;
	return i;
}

static int procset_grow(struct procset *p)
{
	uint32_t nslots = p->mask ? (p->mask + 1) * 2 : PROCSET_MIN_SLOTS;
	struct procset np = *p;

	np.keys = calloc(nslots, sizeof(*np.keys));
	np.counts = calloc(nslots, sizeof(*np.counts));
	if (!np.keys || !np.counts) {
		free(np.keys);
		free(np.counts);
		return -1;
	}
	np.mask = nslots - 1;
	for (uint32_t i = 0; p->mask && i <= p->mask; i++) {
		if (!p->keys[i])
			continue;
		uint32_t j = procset_probe(&np, p->keys[i]);
		np.keys[j] = p->keys[i];
		np.counts[j] = p->counts[i];
	}
	free(p->keys);
	free(p->counts);
	np.last_id = PROCSET_NONE;	/* slots moved */
	np.last_count = NULL;
	*p = np;
	return 0;
}

/* An entry on id when the cache (last_id) does not say id: count it, and
 * cache its counter, or no counter when it is dropped: the next entry on the
 * cached id must come back here (model.c counts affinity misses here). */
void procset_add_slow(struct procset *p, uint16_t id)
{
	uint32_t key = (uint32_t)id + 1, i;

	p->last_id = PROCSET_NONE;
	if (p->mask) {
		i = procset_probe(p, key);
		if (p->keys[i] == key)
			goto found;
	}
	if (p->n >= MODEL_MAX_PROCS) {
		p->dropped++;
		return;
	}
	if (!p->mask || (p->n + 1) * 4 > p->mask + 1) {
		if (p->mask + 1 >= PROCSET_MAX_SLOTS || procset_grow(p) < 0) {
			p->dropped++;
			return;
		}
	}
	i = procset_probe(p, key);
	p->keys[i] = key;
	p->counts[i] = 0;
	p->n++;
found:
	p->counts[i]++;
	p->last_count = &p->counts[i];
	p->last_id = id;
}
// NOLINTEND(clang-analyzer-unix.Malloc)

/* Keeps the memory: the next window will need about as many slots. */
void procset_clear(struct procset *p)
{
	if (p->mask) {
		memset(p->keys, 0, (p->mask + 1) * sizeof(*p->keys));
		memset(p->counts, 0, (p->mask + 1) * sizeof(*p->counts));
	}
	p->n = 0;
	p->last_id = PROCSET_NONE;
	p->last_count = NULL;
	p->dropped = 0;
}

void procset_free(struct procset *p)
{
	free(p->keys);
	free(p->counts);
	memset(p, 0, sizeof(*p));
}

/* Counted as they came (model.c aff_miss): misses, and those within the
 * core; the entries that stayed are the rest of those with a previous one. */
void model_stats_affinity(const struct model_stats *s, struct model_affinity *out)
{
	uint64_t prev = s->dispatches > s->affinity_first ? s->dispatches - s->affinity_first : 0;
	uint64_t miss = s->affinity_misses < prev ? s->affinity_misses : prev;
	uint64_t core = s->affinity_core_misses < miss ? s->affinity_core_misses : miss;

	out->dispatches = prev;
	out->same_proc = prev - miss;
	out->same_core = core;
	out->other_core = miss - core;
}
