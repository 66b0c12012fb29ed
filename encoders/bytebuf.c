// SPDX-License-Identifier: GPL-2.0-only
/* bytebuf.c: growable byte buffer with byte-order-aware integer appends. */
#include <stdlib.h>
#include <string.h>

#include "bytebuf.h"
#include "bytes.h"

void bb_put(struct bytebuf *b, const void *p, size_t n)
{
	if (b->oom)
		return;
	if (b->len + n > b->cap) {
		size_t cap = b->cap ? b->cap : 256;
		uint8_t *np;

		while (cap < b->len + n)
			cap *= 2;
		np = realloc(b->p, cap);
		if (!np) {
			b->oom = true;
			return;
		}
		b->p = np;
		b->cap = cap;
	}
	if (p)
		memcpy(b->p + b->len, p, n);
	else
		memset(b->p + b->len, 0, n);
	b->len += n;
}

void bb_u32(struct bytebuf *b, uint32_t v)
{
	uint8_t t[4];

	st32(t, v, b->sw);
	bb_put(b, t, 4);
}

void bb_u64(struct bytebuf *b, uint64_t v)
{
	uint8_t t[8];

	st64(t, v, b->sw);
	bb_put(b, t, 8);
}
