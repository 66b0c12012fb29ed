// SPDX-License-Identifier: GPL-2.0-only
/* decompress.c: PERF_RECORD_COMPRESSED (perf record -z). Each record carries
 * a piece of a zstd stream of ordinary records; a record may straddle two
 * COMPRESSED records, so decompressed bytes go into a carry-over buffer and
 * only whole records are handed on. */
#include <stdlib.h>
#include <string.h>
#include <zstd.h>

#include "bytes.h"
#include "replay.h"

#define OUT_STEP (256u << 10)

struct zstd_in {
	ZSTD_DStream *ds;
	uint8_t *buf;
	size_t len, cap;
};

struct zstd_in *zstd_in_new(void)
{
	struct zstd_in *z = calloc(1, sizeof(*z));

	if (!z)
		return NULL;
	z->ds = ZSTD_createDStream();
	z->cap = OUT_STEP + 65536;
	z->buf = malloc(z->cap);
	if (!z->ds || !z->buf || ZSTD_isError(ZSTD_initDStream(z->ds))) {
		zstd_in_free(z);
		return NULL;
	}
	return z;
}

void zstd_in_free(struct zstd_in *z)
{
	if (!z)
		return;
	ZSTD_freeDStream(z->ds);
	free(z->buf);
	free(z);
}

size_t zstd_in_pending(const struct zstd_in *z)
{
	return z ? z->len : 0;
}

/* Hand every whole record in buf to fn; keep the tail for next time. */
static int drain(struct zstd_in *z, struct replay *r, record_fn fn)
{
	size_t pos = 0;

	while (z->len - pos >= 8) {
		uint16_t size = ld16(z->buf + pos + 6, r->hdr.swap);

		if (size < 8)
			return replay_error(r, "compressed data holds a record of size %u", size);
		if (z->len - pos < size)
			break;
		if (fn(r, z->buf + pos, size) < 0)
			return -1;
		pos += size;
		if (r->stop)
			break;
	}
	memmove(z->buf, z->buf + pos, z->len - pos);
	z->len -= pos;
	return 0;
}

int zstd_in_feed(struct zstd_in *z, const void *src, size_t len, struct replay *r,
		 record_fn fn)
{
	ZSTD_inBuffer in = { src, len, 0 };

	for (;;) {
		ZSTD_outBuffer out = { z->buf + z->len, z->cap - z->len, 0 };
		size_t ret = ZSTD_decompressStream(z->ds, &out, &in);

		if (ZSTD_isError(ret))
			return replay_error(r, "zstd: %s", ZSTD_getErrorName(ret));
		z->len += out.pos;
		if (drain(z, r, fn) < 0)
			return -1;
		if (r->stop)
			return 0;
		/* Done when the input is used up and zstd had room to spare. */
		if (in.pos == in.size && out.pos < out.size)
			return 0;
	}
}
