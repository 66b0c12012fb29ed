// SPDX-License-Identifier: GPL-2.0-only
/* source-lpar.c: the latest lparcfg read of a live or simulated source and
 * app between two reads, handed from the source's thread to the views whole
 * under a mutex (source.h). */
#include <pthread.h>
#include <stdlib.h>

#include "source.h"

struct source_lpar {
	pthread_mutex_t lock;
	struct lparcfg prev;	/* source's thread only: the read before */
	struct lparcfg cur;	/* under lock: what views see */
};

struct source_lpar *source_lpar_new(const struct lparcfg *first)
{
	struct source_lpar *l = calloc(1, sizeof(*l));

	if (!l)
		return NULL;
	pthread_mutex_init(&l->lock, NULL);
	l->prev = l->cur = *first;
	return l;
}

void source_lpar_update(struct source_lpar *l, const struct lparcfg *read)
{
	struct lparcfg c = *read;
	uint64_t app;

	if (!l)
		return;
	/* unknown (not authorised: pool_idle_time 0, or one read only) is
	 * no app at all, never app 0 */
	c.have &= ~(uint32_t)LPARCFG_HAVE_APP;
	c.app_centi = 0;
	if (lparcfg_app(&l->prev, read, &app)) {
		c.have |= LPARCFG_HAVE_APP;
		c.app_centi = app;
	}
	l->prev = *read;
	pthread_mutex_lock(&l->lock);
	l->cur = c;
	pthread_mutex_unlock(&l->lock);
}

void source_lpar_get(const struct source *src, struct lparcfg *out)
{
	struct source_lpar *l = src ? src->lpar_live : NULL;

	if (!l) {
		*out = src ? src->info.lpar : (struct lparcfg){ 0 };
		return;
	}
	pthread_mutex_lock(&l->lock);
	*out = l->cur;
	pthread_mutex_unlock(&l->lock);
}

void source_lpar_free(struct source_lpar *l)
{
	if (!l)
		return;
	pthread_mutex_destroy(&l->lock);
	free(l);
}
