// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of the file reader (src/source/replay/read-stream.c): a file
 * section read through its buffer hands out the file's bytes at every
 * position, across buffer refills, as pread gives them; a file cut after
 * it was opened reads as cut there, never a fault; a character device is
 * read too. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "read-stream.h"

#define FILE_LEN ((10u << 20) + 12345)	/* past many windows, not page-sized */

static uint8_t *pattern(size_t n)
{
	uint8_t *p = malloc(n);

	for (size_t i = 0; p && i < n; i++)
		p[i] = (uint8_t)(i * 131 + i / 4099);
	return p;
}

/* A temporary file holding data[0..n), unlinked: its descriptor. */
static int temp_file(const uint8_t *data, size_t n)
{
	char path[] = "/tmp/dtltop-rs-XXXXXX";
	int fd = mkstemp(path);

	if (fd < 0)
		return -1;
	unlink(path);
	for (size_t o = 0; o < n;) {
		ssize_t w = write(fd, data + o, n - o);

		if (w <= 0) {
			close(fd);
			return -1;
		}
		o += (size_t)w;
	}
	return fd;
}

/* Records of sizes 8..64 KiB in turn, peeked and passed, skips and reads
 * between them, over a section that starts and ends off any page: every
 * view holds the file's bytes at its position. */
TEST(read_stream_file_views_match_the_file)
{
	uint8_t *data = pattern(FILE_LEN), *got = malloc(4u << 20);
	uint64_t start = 1000, end = FILE_LEN - 77, pos = start;
	int fd = data ? temp_file(data, FILE_LEN) : -1;
	struct rstream rs;
	unsigned int i = 0;
	bool sr;

	CHECK(fd >= 0 && got);
	CHECK(rs_init(&rs, fd, false, start, end) == 0);
	while (pos < end) {
		size_t n = (size_t)8 << (i % 14);	/* 8 B .. 64 KiB */
		const uint8_t *v;

		if (n > end - pos)
			n = (size_t)(end - pos);
		if (i % 7 == 3) {	/* a skip, across a window's end now and then */
			uint64_t k = (uint64_t)(i % 5) << 20 | 4093;

			k = k < end - pos ? k : end - pos;
			CHECK(rs_skip(&rs, k) == 0);
			pos += k;
		} else if (i % 7 == 5) {	/* a read out, up to 3 MiB */
			size_t k = ((size_t)(i % 4) << 20) + 333;

			k = k < end - pos ? k : (size_t)(end - pos);
			CHECK(rs_read(&rs, got, k) == 0);
			CHECK(memcmp(got, data + pos, k) == 0);
			pos += k;
		} else {
			v = rs_peek(&rs, n, &sr);
			CHECK(v && memcmp(v, data + pos, n) == 0);
			rs_advance(&rs, n);
			pos += n;
		}
		CHECK_U64(rs_tell(&rs), pos);
		i++;
	}
	CHECK(!rs_peek(&rs, 1, &sr) && !sr);	/* the section's end, cleanly */
	CHECK(rs.err == 0);
	rs_free(&rs);
	close(fd);
	free(got);
	free(data);
}

/* The file is cut at 6 MiB + 100 while the reader is before it: a read up
 * to the cut gets the bytes, one past it runs short there. */
TEST(read_stream_file_cut_after_open_reads_short)
{
	uint8_t *data = pattern(FILE_LEN), *got = malloc(1u << 20);
	int fd = data ? temp_file(data, FILE_LEN) : -1;
	uint64_t cut = (6u << 20) + 100;
	struct rstream rs;
	const uint8_t *v;
	bool sr;

	CHECK(fd >= 0 && got);
	CHECK(rs_init(&rs, fd, false, 0, FILE_LEN) == 0);
	v = rs_peek(&rs, 16, &sr);
	CHECK(v && memcmp(v, data, 16) == 0);
	CHECK(ftruncate(fd, (off_t)cut) == 0);
	CHECK(rs_skip(&rs, (5u << 20) + 50) == 0);
	CHECK(rs_read(&rs, got, 1u << 20) == 0);	/* ends 50 bytes before the cut */
	CHECK(memcmp(got, data + (5u << 20) + 50, 1u << 20) == 0);
	v = rs_peek(&rs, 50, &sr);
	CHECK(v && memcmp(v, data + cut - 50, 50) == 0);
	CHECK(!rs_peek(&rs, 51, &sr) && sr);	/* 50 of 51 bytes there */
	rs_advance(&rs, 50);
	CHECK(!rs_peek(&rs, 8, &sr) && !sr);	/* nothing past the cut */
	CHECK(rs.err == 0);
	rs_free(&rs);
	close(fd);
	free(got);
	free(data);
}

/* A character device, which has no size to trust, is read (pread). */
TEST(read_stream_device_is_read)
{
	int fd = open("/dev/zero", O_RDONLY);
	uint8_t *got = malloc(1u << 20), zero[64] = { 0 };
	struct rstream rs;
	const uint8_t *v;
	bool sr;

	CHECK(fd >= 0 && got);
	CHECK(rs_init(&rs, fd, false, 4096, (1u << 20) + 4096 + 64) == 0);
	memset(got, 0xaa, 1u << 20);
	CHECK(rs_read(&rs, got, 1u << 20) == 0);
	CHECK(got[0] == 0 && got[(1u << 20) - 1] == 0 && memcmp(got, got + 1, (1u << 20) - 1) == 0);
	v = rs_peek(&rs, 64, &sr);
	CHECK(v && memcmp(v, zero, 64) == 0);
	rs_advance(&rs, 64);
	CHECK(!rs_peek(&rs, 1, &sr) && !sr);
	rs_free(&rs);
	close(fd);
	free(got);
}
