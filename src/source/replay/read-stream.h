/* SPDX-License-Identifier: GPL-2.0-only */
/* read-stream.h: a buffered reader over a perf.data file section or a pipe,
 * handing out contiguous views of records without copying them twice. */
#ifndef DTLTOP_READ_STREAM_H
#define DTLTOP_READ_STREAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct rstream {
	int fd;
	bool pipe;
	uint64_t pos;		/* absolute offset of buf[off] */
	uint64_t end;		/* absolute end of the section; UINT64_MAX for pipes */
	uint8_t *buf;
	size_t cap, off, len;	/* valid bytes are buf[off..len) */
	int err;		/* errno of a failed read */
	/* Pipes only: asked between waits for input (every RS_WAIT_MS); when it
	 * says true the read gives up and `cancelled` is set. A stalled writer
	 * cannot hold a quitting reader. */
	bool (*cancel)(void *arg);
	void *cancel_arg;
	bool cancelled;
	/* Pipes only: bytes rs_peek_ahead read past buf, which fill() hands
	 * out before it reads the pipe again: ahead[ahead_off..ahead_len). */
	uint8_t *ahead;
	size_t ahead_off, ahead_len, ahead_cap;
	bool ahead_stalled;	/* the writer paused: look no further ahead */
};

int rs_init(struct rstream *rs, int fd, bool pipe, uint64_t start, uint64_t end);
void rs_free(struct rstream *rs);

/* Make n bytes at the current position contiguous. Returns NULL at a clean
 * end (nothing left), or sets *short_read when fewer than n bytes remain.
 * The view is valid until the next call that moves or reads the stream. */
/* rs_peek where fewer than n bytes are in view: fills the buffer. */
const uint8_t *rs_peek_more(struct rstream *rs, size_t n, bool *short_read);
static inline const uint8_t *rs_peek(struct rstream *rs, size_t n, bool *short_read)
{
	if (rs->len - rs->off >= n) {	/* in view: every record but a window's last */
		*short_read = false;
		return rs->buf + rs->off;
	}
	return rs_peek_more(rs, n, short_read);
}

static inline void rs_advance(struct rstream *rs, size_t n)
{
	rs->off += n;
	rs->pos += n;
}

/* Skip n bytes (seek for files, read and drop for pipes); -1 if short. */
int rs_skip(struct rstream *rs, uint64_t n);

/* Copy up to n bytes at absolute position at (>= rs_tell) to dst without
 * taking them: a pread for a file; for a pipe the bytes are read into a
 * look-ahead buffer that later reads take first, so nothing rs_peek handed
 * out moves. Returns the bytes copied, fewer at the end of the input, or
 * -1 when a pipe would need more than RS_AHEAD_MAX bytes held. */
#define RS_AHEAD_MAX (256ull << 20)
int64_t rs_peek_ahead(struct rstream *rs, uint64_t at, void *dst, size_t n);

/* Copy n bytes out; -1 if short. */
int rs_read(struct rstream *rs, void *dst, size_t n);

static inline uint64_t rs_tell(const struct rstream *rs)
{
	return rs->pos;
}

#endif
