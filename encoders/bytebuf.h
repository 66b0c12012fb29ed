/* SPDX-License-Identifier: GPL-2.0-only */
/* bytebuf.h: a growable byte buffer that writes integers in a chosen byte
 * order, for perf.data feature bodies and tracing data. A failed allocation
 * is sticky (oom): writers check it once, at the end. */
#ifndef DTLTOP_BYTEBUF_H
#define DTLTOP_BYTEBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct bytebuf {
	uint8_t *p;
	size_t len, cap;
	bool sw;	/* write integers byte-swapped (the other byte order) */
	bool oom;
};

/* Append n bytes from p, or n zero bytes when p is NULL. */
void bb_put(struct bytebuf *b, const void *p, size_t n);
void bb_u32(struct bytebuf *b, uint32_t v);
void bb_u64(struct bytebuf *b, uint64_t v);

#endif
