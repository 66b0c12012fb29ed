// SPDX-License-Identifier: GPL-2.0-only
/* perf-attr.c: decodes the perf.data file/pipe header and perf_event_attr
 * entries, in either byte order (a ppc64 big-endian host's file included). */
#include <stdio.h>
#include <string.h>

#include "bytes.h"
#include "perf-file.h"

#define ERR(...) (snprintf(err, errlen, __VA_ARGS__), -1)

static int check_magic(uint64_t magic, bool *swap)
{
	if (magic == PERF_MAGIC2) {
		*swap = false;
		return 0;
	}
	if (__builtin_bswap64(magic) == PERF_MAGIC2) {
		*swap = true;
		return 0;
	}
	return -1;
}

int pf_parse_header(const void *p, size_t avail, struct pf_header *h,
		    char *err, size_t errlen)
{
	const uint8_t *b = p;
	uint64_t size;

	memset(h, 0, sizeof(*h));
	if (avail < PERF_PIPE_HEADER_SIZE)
		return ERR("file too short for a perf.data header (%zu bytes)", avail);
	if (check_magic(ld64(b, false), &h->swap) < 0) {
		if (memcmp(b, "PERFFILE", 8) == 0)
			return ERR("perf.data version 1 is not supported (re-record with a perf from the last decade)");
		return ERR("not a perf.data file (bad magic)");
	}
	size = ld64(b + 8, h->swap);
	if (size == PERF_PIPE_HEADER_SIZE) {
		h->pipe = true;
		return 0;
	}
	if (size != PERF_FILE_HEADER_SIZE)
		return ERR("unsupported perf.data header size %llu", (unsigned long long)size);
	if (avail < PERF_FILE_HEADER_SIZE)
		return 0;	/* file mode: the caller reads the rest and asks again */
	h->attr_size = ld64(b + 16, h->swap);
	h->attrs.offset = ld64(b + 24, h->swap);
	h->attrs.size = ld64(b + 32, h->swap);
	h->data.offset = ld64(b + 40, h->swap);
	h->data.size = ld64(b + 48, h->swap);
	for (int i = 0; i < 4; i++)
		h->features[i] = ld64(b + 72 + 8 * i, h->swap);
	if (h->attr_size < PERF_ATTR_SIZE_VER0 + 16 || h->attr_size > PERF_ATTR_MAX_SIZE + 16)
		return ERR("bad attr_size %llu in header", (unsigned long long)h->attr_size);
	return 0;
}

/* A big-endian compiler allocates bitfields from the most significant bit of
 * each byte; perf therefore swaps that word by reversing the bits of each
 * byte in place (perf_event__attr_swap). Same here. */
static uint64_t attr_flags(const uint8_t *p, bool swap)
{
	uint64_t v = ld64(p, false);
	uint64_t r = 0;

	if (!swap)
		return v;
	for (int byte = 0; byte < 8; byte++) {
		uint8_t in = (uint8_t)(v >> (8 * byte)), out = 0;

		for (int bit = 0; bit < 8; bit++)
			if (in & (1u << bit))
				out |= (uint8_t)(0x80u >> bit);
		r |= (uint64_t)out << (8 * byte);
	}
	return r;
}

static uint64_t field64(const uint8_t *p, uint32_t size, uint32_t off, bool swap)
{
	return off + 8 <= size ? ld64(p + off, swap) : 0;
}

int pf_parse_attr(const void *p, size_t len, bool swap, struct pf_attr *a,
		  char *err, size_t errlen)
{
	const uint8_t *b = p;
	uint32_t size;

	if (len < PERF_ATTR_SIZE_VER0)
		return ERR("event attribute too short (%zu bytes)", len);
	size = ld32(b + 4, swap);
	if (size == 0)
		size = PERF_ATTR_SIZE_VER0;	/* perf's convention for "oldest ABI" */
	if (size < PERF_ATTR_SIZE_VER0 || size > len)
		return ERR("event attribute size %u does not fit its %zu-byte slot", size, len);
	a->type = ld32(b, swap);
	a->size = size;
	a->config = ld64(b + 8, swap);
	a->sample_period = ld64(b + 16, swap);
	a->sample_type = ld64(b + 24, swap);
	a->read_format = ld64(b + 32, swap);
	a->flags = attr_flags(b + 40, swap);
	a->sample_id_all = (a->flags >> 18) & 1;
	a->branch_sample_type = field64(b, size, 72, swap);
	a->sample_regs_user = field64(b, size, 80, swap);
	a->sample_regs_intr = field64(b, size, 96, swap);
	a->use_clockid = (a->flags >> 25) & 1;
	a->clockid = size >= 96 ? (int32_t)ld32(b + 92, swap) : 0;
	return 0;
}
