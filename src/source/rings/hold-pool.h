/* SPDX-License-Identifier: GPL-2.0-only */
/* hold-pool.h: the memory the merge holds events in for ordering (readers.c),
 * one mapping of its own, sized once and given back page by page. */
#ifndef DTLTOP_HOLD_POOL_H
#define DTLTOP_HOLD_POOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The held events' chunks and the release's two sort-key arrays, in one
 * shared mapping of a memfd named HOLD_POOL_NAME: /proc/PID/smaps shows it
 * (and what of it is resident) apart from the heap, chunks freed go back
 * to the system at once (MADV_REMOVE) instead of staying amid the heap,
 * and it cannot grow past what the design sized. Past it (or without
 * memfd) the callers fall back to malloc. */
#define HOLD_POOL_NAME "dtltop-hold"

struct hold_pool {
	char *map;		/* NULL: no pool (malloc only) */
	size_t len;
	size_t slot;		/* bytes per chunk slot, whole pages */
	size_t nslots;
	size_t top;		/* slots handed out at least once */
	uint32_t *cold;		/* slots given back, reused before top */
	size_t ncold;
	char *keys;		/* two arrays of kcap keys of key_size, */
	size_t key_size, kcap;
	size_t karray;		/* this far apart (whole pages) */
	size_t khigh;		/* keys touched since the last trim */
};

/* Room for nslots chunks of chunk_size bytes and 2 x kcap keys; -1 (and
 * no pool) when the system has no memfd or no room. */
int hold_pool_init(struct hold_pool *p, size_t nslots, size_t chunk_size,
		   size_t kcap, size_t key_size);
/* A chunk slot (zeroed or as last left), NULL when the pool is full. */
void *hold_pool_get(struct hold_pool *p);
bool hold_pool_owns(const struct hold_pool *p, const void *c);
/* Slot c is spare for good: its pages go back to the system. */
void hold_pool_give_back(struct hold_pool *p, void *c);
/* The sort keys' two arrays, room for n in each; false when n keys do not
 * fit the pool. */
bool hold_pool_keys(struct hold_pool *p, size_t n, void **keys, void **keys2);
/* Give back the keys' pages past the first keep of either array. */
void hold_pool_keys_trim(struct hold_pool *p, size_t keep);
void hold_pool_free(struct hold_pool *p);

#endif
