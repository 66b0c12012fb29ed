// SPDX-License-Identifier: GPL-2.0-only
/* hold-pool.c: the merge's hold in a memfd mapping of its own (hold-pool.h). */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "hold-pool.h"

static size_t page_size(void)
{
	long ps = sysconf(_SC_PAGESIZE);

	return ps > 0 ? (size_t)ps : 4096;
}

static size_t round_up(size_t n, size_t to)
{
	return (n + to - 1) / to * to;
}

int hold_pool_init(struct hold_pool *p, size_t nslots, size_t chunk_size,
		   size_t kcap, size_t key_size)
{
	size_t ps = page_size(), slot = round_up(chunk_size, ps);
	size_t karray = round_up(kcap * key_size, ps), klen = 2 * karray;
	int fd;

	memset(p, 0, sizeof(*p));
	if (!nslots || nslots > UINT32_MAX || !kcap || nslots > (SIZE_MAX - klen) / slot)
		return -1;
	/* A memfd, not an anonymous mapping: its name is what smaps shows
	 * (anonymous mappings are named only where the kernel was built with
	 * CONFIG_ANON_VMA_NAME). Its pages exist once touched. */
	fd = memfd_create(HOLD_POOL_NAME, MFD_CLOEXEC);
	if (fd < 0)
		return -1;
	p->len = nslots * slot + klen;
	if (ftruncate(fd, (off_t)p->len) < 0 ||
	    (p->map = mmap(NULL, p->len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_NORESERVE,
			   fd, 0)) == MAP_FAILED) {
		p->map = NULL;
		close(fd);
		return -1;
	}
	close(fd);	/* the mapping keeps the file */
	if (!(p->cold = malloc(nslots * sizeof(*p->cold)))) {
		munmap(p->map, p->len);
		p->map = NULL;
		return -1;
	}
	p->slot = slot;
	p->nslots = nslots;
	p->keys = p->map + nslots * slot;
	p->key_size = key_size;
	p->kcap = kcap;
	p->karray = karray;
	return 0;
}

void *hold_pool_get(struct hold_pool *p)
{
	if (!p->map)
		return NULL;
	if (p->ncold)
		return p->map + (size_t)p->cold[--p->ncold] * p->slot;
	if (p->top < p->nslots)
		return p->map + p->top++ * p->slot;
	return NULL;
}

bool hold_pool_owns(const struct hold_pool *p, const void *c)
{
	const char *b = c;

	return p->map && b >= p->map && b < p->keys;
}

void hold_pool_give_back(struct hold_pool *p, void *c)
{
	size_t i = (size_t)((char *)c - p->map) / p->slot;

	/* MADV_REMOVE frees the file's pages (MADV_DONTNEED would only unmap
	 * them from this process, the memfd keeping them). Should it fail,
	 * the slot is reused as it is. */
	madvise(c, p->slot, MADV_REMOVE);
	p->cold[p->ncold++] = (uint32_t)i;
}

bool hold_pool_keys(struct hold_pool *p, size_t n, void **keys, void **keys2)
{
	if (!p->map || n > p->kcap)
		return false;
	if (n > p->khigh)
		p->khigh = n;
	*keys = p->keys;
	*keys2 = p->keys + p->karray;
	return true;
}

void hold_pool_keys_trim(struct hold_pool *p, size_t keep)
{
	size_t ps = page_size(), from, to;

	if (!p->map || p->khigh <= keep)
		return;
	from = round_up(keep * p->key_size, ps);
	to = round_up(p->khigh * p->key_size, ps);
	if (to > from) {
		madvise(p->keys + from, to - from, MADV_REMOVE);
		madvise(p->keys + p->karray + from, to - from, MADV_REMOVE);
	}
	p->khigh = keep;
}

void hold_pool_free(struct hold_pool *p)
{
	if (p->map)
		munmap(p->map, p->len);
	free(p->cold);
	memset(p, 0, sizeof(*p));
}
