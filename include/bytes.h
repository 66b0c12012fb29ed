/* SPDX-License-Identifier: GPL-2.0-only */
/* bytes.h: unaligned, byte-order-aware loads and stores, and 16-byte comm
 * padding done on words.
 * perf.data buffers are only 4-byte aligned once re-injected and may come from
 * a host of the other byte order, so every field is read through these. */
#ifndef DTLTOP_BYTES_H
#define DTLTOP_BYTES_H

#include <endian.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

static inline uint16_t ld16(const void *p, bool swap)
{
	uint16_t v;
	memcpy(&v, p, sizeof(v));
	return swap ? __builtin_bswap16(v) : v;
}

static inline uint32_t ld32(const void *p, bool swap)
{
	uint32_t v;
	memcpy(&v, p, sizeof(v));
	return swap ? __builtin_bswap32(v) : v;
}

static inline uint64_t ld64(const void *p, bool swap)
{
	uint64_t v;
	memcpy(&v, p, sizeof(v));
	return swap ? __builtin_bswap64(v) : v;
}

static inline uint16_t ldbe16(const void *p) { return ld16(p, BYTE_ORDER == LITTLE_ENDIAN); }
static inline uint32_t ldbe32(const void *p) { return ld32(p, BYTE_ORDER == LITTLE_ENDIAN); }
static inline uint64_t ldbe64(const void *p) { return ld64(p, BYTE_ORDER == LITTLE_ENDIAN); }

static inline void st16(void *p, uint16_t v, bool swap)
{
	if (swap)
		v = __builtin_bswap16(v);
	memcpy(p, &v, sizeof(v));
}

static inline void st32(void *p, uint32_t v, bool swap)
{
	if (swap)
		v = __builtin_bswap32(v);
	memcpy(p, &v, sizeof(v));
}

static inline void st64(void *p, uint64_t v, bool swap)
{
	if (swap)
		v = __builtin_bswap64(v);
	memcpy(p, &v, sizeof(v));
}

static inline void stbe16(void *p, uint16_t v) { st16(p, v, BYTE_ORDER == LITTLE_ENDIAN); }
static inline void stbe32(void *p, uint32_t v) { st32(p, v, BYTE_ORDER == LITTLE_ENDIAN); }
static inline void stbe64(void *p, uint64_t v) { st64(p, v, BYTE_ORDER == LITTLE_ENDIAN); }


/* ---- 16-byte comms, a word at a time ----
 * A task comm is a char[16]: what follows its first NUL must be zero for
 * comms to compare as keys. Per sample, libc calls or a byte loop (its exit
 * mispredicted) cost more than these two-word masks. */

/* 0x80 in each byte of v that is zero, 0 in the others: exact per byte
 * (no borrow crosses bytes), so it serves either byte order. */
static inline uint64_t zero_bytes64(uint64_t v)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;

	return ~(((v & low7) + low7) | v | low7);
}

/* Index in memory order of the first zero byte flagged in z (z != 0). */
static inline unsigned int first_flagged(uint64_t z)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return (unsigned int)__builtin_ctzll(z) / 8;
#else
	return (unsigned int)__builtin_clzll(z) / 8;
#endif
}

/* The bytes of w before the one at index n (0..8) in memory order, the
 * rest zero. */
static inline uint64_t keep_first_bytes(uint64_t w, unsigned int n)
{
	if (n >= 8)
		return w;
	if (n == 0)
		return 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return w & (~0ULL >> (64 - 8 * n));
#else
	return w & (~0ULL << (64 - 8 * n));
#endif
}

/* The two words of a comm, every byte after the first NUL zeroed: in
 * registers, as storing and reloading part of them stalls the load. */
static inline void comm16_pad_words(uint64_t w[2])
{
	uint64_t z0 = zero_bytes64(w[0]), z1 = zero_bytes64(w[1]);
	unsigned int n = z0 ? first_flagged(z0) : z1 ? 8 + first_flagged(z1) : 16;

	w[1] = n > 8 ? keep_first_bytes(w[1], n - 8) : 0;
	w[0] = keep_first_bytes(w[0], n);
}

/* dst = the 16 bytes at src with every byte after the first NUL zeroed
 * (all 16 kept when there is none). dst and src may be the same. */
static inline void comm16_pad(void *dst, const void *src)
{
	uint64_t w[2];

	memcpy(w, src, sizeof(w));
	comm16_pad_words(w);
	memcpy(dst, w, sizeof(w));
}

/* The same with at most 15 bytes kept: byte 15 is always zero. */
static inline void comm15_pad(void *dst, const void *src)
{
	uint64_t w[2];

	memcpy(w, src, sizeof(w));
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	w[1] &= ~0ULL >> 8;
#else
	w[1] &= ~0ULL << 8;
#endif
	comm16_pad_words(w);
	memcpy(dst, w, sizeof(w));
}

#endif
