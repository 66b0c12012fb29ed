// SPDX-License-Identifier: GPL-2.0-only
/* read-stream.c: buffered reads of a file section (pread) or a pipe (read). */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "read-stream.h"

/* > the largest record (64 KiB) with room to batch, and small enough to stay
 * in L2 between the read into it and the copy of AUX data out of it: 1 MiB
 * was measurably slower (6 of 6 A/B pairs on the 1.1 GB file). */
#define RS_CAP (256u << 10)

/* How often a pipe read that waits asks whether to give up. */
#define RS_WAIT_MS 100

/* Pipes with a cancel test: wait until read() will not block, asking the
 * test between waits. False when cancelled. */
static bool wait_readable(struct rstream *rs)
{
	struct pollfd pfd = { .fd = rs->fd, .events = POLLIN };

	if (!rs->cancel)
		return true;
	for (;;) {
		if (rs->cancel(rs->cancel_arg)) {
			rs->cancelled = true;
			return false;
		}
		int pr = poll(&pfd, 1, RS_WAIT_MS);

		if (pr > 0 || (pr < 0 && errno != EINTR))
			return true;	/* data, end of input or an error: read says */
	}
}

int rs_init(struct rstream *rs, int fd, bool pipe, uint64_t start, uint64_t end)
{
	memset(rs, 0, sizeof(*rs));
	rs->fd = fd;
	rs->pipe = pipe;
	rs->pos = start;
	rs->end = end;
	rs->cap = RS_CAP;
	rs->buf = malloc(rs->cap);
	return rs->buf ? 0 : -1;
}

void rs_free(struct rstream *rs)
{
	free(rs->buf);
	free(rs->ahead);
	rs->buf = rs->ahead = NULL;
	rs->ahead_off = rs->ahead_len = rs->ahead_cap = 0;
}

/* Bytes of the look-ahead into dst (fill): the pipe's next bytes. */
static size_t take_ahead(struct rstream *rs, uint8_t *dst, size_t room)
{
	size_t n = rs->ahead_len - rs->ahead_off;

	n = n < room ? n : room;
	memcpy(dst, rs->ahead + rs->ahead_off, n);
	rs->ahead_off += n;
	if (rs->ahead_off == rs->ahead_len) {
		free(rs->ahead);	/* held for the look-ahead only */
		rs->ahead = NULL;
		rs->ahead_off = rs->ahead_len = rs->ahead_cap = 0;
	}
	return n;
}

/* Refill so that at least `want` bytes are buffered, if the input has them. */
static void fill(struct rstream *rs, size_t want)
{
	if (rs->off > 0) {
		memmove(rs->buf, rs->buf + rs->off, rs->len - rs->off);
		rs->len -= rs->off;
		rs->off = 0;
	}
	while (rs->len < want) {
		uint64_t file_pos = rs->pos + rs->len;
		size_t room = rs->cap - rs->len;
		ssize_t n;

		if (!rs->pipe && file_pos >= rs->end)
			return;
		if (!rs->pipe && room > rs->end - file_pos)
			room = (size_t)(rs->end - file_pos);
		if (rs->pipe && rs->ahead_len > rs->ahead_off) {
			rs->len += take_ahead(rs, rs->buf + rs->len, room);
			continue;
		}
		if (rs->pipe && !wait_readable(rs))
			return;
		if (rs->pipe)
			n = read(rs->fd, rs->buf + rs->len, room);
		else
			n = pread(rs->fd, rs->buf + rs->len, room, (off_t)file_pos);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			rs->err = errno;
		if (n <= 0)
			return;
		rs->len += (size_t)n;
	}
}

const uint8_t *rs_peek_more(struct rstream *rs, size_t n, bool *short_read)
{
	*short_read = false;
	if (n > rs->cap)
		n = rs->cap;
	if (rs->len - rs->off < n)
		fill(rs, n);
	if (rs->len - rs->off >= n)
		return rs->buf + rs->off;
	*short_read = rs->len > rs->off;
	return NULL;
}

int rs_skip(struct rstream *rs, uint64_t n)
{
	uint64_t have = rs->len - rs->off;

	if (n <= have) {
		rs_advance(rs, (size_t)n);
		return 0;
	}
	n -= have;
	rs_advance(rs, (size_t)have);
	rs->off = rs->len = 0;
	if (!rs->pipe) {
		if (n > rs->end - rs->pos)
			return -1;
		rs->pos += n;
		return 0;
	}
	while (n > 0) {
		bool sr;
		size_t chunk = n > rs->cap ? rs->cap : (size_t)n;

		if (!rs_peek(rs, chunk, &sr))
			return -1;
		rs_advance(rs, chunk);
		n -= chunk;
	}
	return 0;
}

/* Read the pipe until the look-ahead holds `want` bytes, or it ends. */
/* A look-ahead waits for input this long at most: a writer that pauses (a
 * FIFO, a live perf record between passes) must not hold the first events
 * until it writes a lap end; a stream that flows never pauses that long. */
#define RS_AHEAD_WAIT_MS 1000

static bool ahead_readable(struct rstream *rs)
{
	struct pollfd pfd = { .fd = rs->fd, .events = POLLIN };

	for (int waited = 0; waited < RS_AHEAD_WAIT_MS; waited += RS_WAIT_MS) {
		int pr;

		if (rs->cancel && rs->cancel(rs->cancel_arg)) {
			rs->cancelled = true;
			return false;
		}
		pr = poll(&pfd, 1, RS_WAIT_MS);
		if (pr > 0 || (pr < 0 && errno != EINTR))
			return true;	/* data, end of input or an error: read says */
	}
	rs->ahead_stalled = true;
	return false;
}

static int read_ahead(struct rstream *rs, size_t want)
{
	while (rs->ahead_len - rs->ahead_off < want && !rs->ahead_stalled) {
		ssize_t n;

		if (rs->ahead_len == rs->ahead_cap) {
			size_t cap = rs->ahead_cap ? rs->ahead_cap * 2 : RS_CAP;
			uint8_t *p;

			if (cap > RS_AHEAD_MAX)
				return -1;
			if (!(p = realloc(rs->ahead, cap)))
				return -1;
			rs->ahead = p;
			rs->ahead_cap = cap;
		}
		if (!ahead_readable(rs))
			return 0;
		n = read(rs->fd, rs->ahead + rs->ahead_len, rs->ahead_cap - rs->ahead_len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			rs->err = errno;
		if (n <= 0)
			return 0;
		rs->ahead_len += (size_t)n;
	}
	return 0;
}

int64_t rs_peek_ahead(struct rstream *rs, uint64_t at, void *dst, size_t n)
{
	uint64_t have = rs->len - rs->off, rel = at - rs->pos;
	uint8_t *d = dst;
	size_t got = 0;

	if (at < rs->pos)
		return 0;
	if (!rs->pipe) {
		ssize_t r;

		if (at >= rs->end)
			return 0;
		n = n < rs->end - at ? n : (size_t)(rs->end - at);
		do
			r = pread(rs->fd, dst, n, (off_t)at);
		while (r < 0 && errno == EINTR);
		return r < 0 ? 0 : r;
	}
	if (rel < have) {	/* the part already in buf */
		got = n < have - rel ? n : (size_t)(have - rel);
		memcpy(d, rs->buf + rs->off + rel, got);
	}
	if (got < n) {		/* the rest from the look-ahead */
		uint64_t from = rel + got - have;	/* into the look-ahead */
		size_t avail;

		if (from + (n - got) > RS_AHEAD_MAX ||
		    read_ahead(rs, (size_t)(from + (n - got))) < 0)
			return -1;
		avail = rs->ahead_len - rs->ahead_off;
		if (from < avail) {
			size_t k = n - got < avail - from ? n - got : (size_t)(avail - from);

			memcpy(d + got, rs->ahead + rs->ahead_off + from, k);
			got += k;
		}
	}
	return (int64_t)got;
}

int rs_read(struct rstream *rs, void *dst, size_t n)
{
	uint8_t *d = dst;

	while (n > 0) {
		bool sr;
		size_t chunk = n > rs->cap ? rs->cap : n;
		const uint8_t *p = rs_peek(rs, chunk, &sr);

		if (!p)
			return -1;
		memcpy(d, p, chunk);
		rs_advance(rs, chunk);
		d += chunk;
		n -= chunk;
	}
	return 0;
}
