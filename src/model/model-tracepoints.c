// SPDX-License-Identifier: GPL-2.0-only
/* model-tracepoints.c: the process's table of tracepoint names that
 * model_stats.tp counts. Models feed on several threads (sharded replay),
 * so a new name is added under a lock, and published by the count's
 * release store: a name below the count is never written again, and is
 * read without the lock. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

#define TP_NAMED (MODEL_TP_SLOTS - 1)	/* the last slot is "[other]" */
/* A longer name (only a hostile file has one: tracefs's are "system:name"
 * of two short identifiers) goes to "[other]" rather than into the table. */
#define TP_NAME_MAX 255

static const char *names[TP_NAMED];
static _Atomic unsigned int nnames;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

const char *model_tp_name(unsigned int slot)
{
	if (slot == TP_NAMED)
		return "[other]";
	return slot < atomic_load_explicit(&nnames, memory_order_acquire) ? names[slot] : NULL;
}

static unsigned int find(const char *name, unsigned int from, unsigned int n)
{
	for (unsigned int i = from; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return i;
	return TP_NAMED;
}

unsigned int model_tp_slot(const char *name)
{
	unsigned int seen = atomic_load_explicit(&nnames, memory_order_acquire);
	unsigned int i, n;
	char *copy;

	if (!name)
		name = "[unknown]";
	if ((i = find(name, 0, seen)) < TP_NAMED || seen == TP_NAMED ||
	    strnlen(name, TP_NAME_MAX + 1) > TP_NAME_MAX)
		return i;
	pthread_mutex_lock(&lock);
	n = atomic_load_explicit(&nnames, memory_order_relaxed);
	i = find(name, seen, n);	/* added since we looked? */
	if (i == TP_NAMED && n < TP_NAMED && (copy = strdup(name))) {
		names[n] = copy;
		atomic_store_explicit(&nnames, n + 1, memory_order_release);
		i = n;
	}
	pthread_mutex_unlock(&lock);
	return i;
}

uint64_t model_stats_tracepoints(const struct model_stats *s)
{
	uint64_t n = s->sched_switch + s->sched_wakeup + s->sched_waking + s->sched_wakeup_new;

	for (unsigned int i = 0; i < MODEL_TP_SLOTS; i++)
		n += s->tp[i];
	return n;
}

static int by_name(const void *a, const void *b)
{
	unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;

	if (x == TP_NAMED || y == TP_NAMED)	/* "[other]" last */
		return (x == TP_NAMED) - (y == TP_NAMED);
	return strcmp(names[x], names[y]);
}

size_t model_tp_used(const struct model_stats *s, unsigned int out[MODEL_TP_SLOTS])
{
	size_t n = 0;

	for (unsigned int i = 0; i < MODEL_TP_SLOTS; i++)
		if (s->tp[i] && model_tp_name(i))
			out[n++] = i;
	qsort(out, n, sizeof(*out), by_name);
	return n;
}
