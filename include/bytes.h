/* bytes.h: unaligned, byte-order-aware loads and stores.
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

#endif
