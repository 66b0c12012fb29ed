// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of the lap-size detector (decoders/dtl-lap-detect.c) on
 * streams laid out here as the vpa_dtl driver lays them (Linux 7.2,
 * arch/powerpc/perf/vpa-dtl.c): (S - 32) / 48 slots a lap of S bytes, the
 * rest of the lap never written (zeros), slots restarting at each lap
 * start, the boot-timebase header at stream offset 0. And of the pipe
 * look-ahead the replay samples through (rs_peek_ahead). */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bytes.h"
#include "dtl-lap-detect.h"
#include "dtl.h"
#include "harness.h"
#include "read-stream.h"

#define BOOT 21349649546353231ull
#define FREQ 512000000ull

/* n entries of one CPU's stream in laps of S bytes, from stream offset 0;
 * *len: the stream's length (the last lap's slots end). */
static uint8_t *lay_stream(uint64_t S, uint64_t n, uint64_t *len)
{
	uint64_t per_lap = (S - 32) / 48, laps = (n + 1 + per_lap - 1) / per_lap;
	uint8_t *p = calloc(laps, S);
	uint64_t tb = BOOT + 1000000, at = 0;

	st64(p, BOOT, false);
	st64(p + 8, FREQ, false);
	for (uint64_t i = 1; i <= n; i++) {
		struct dtl_entry e = { .dispatch_reason = (uint8_t)(i % 11),
				       .preempt_reason = (uint8_t)(i % 10), .processor_id = 7,
				       .enqueue_to_dispatch = 1000, .timebase = tb += 5000,
				       .srr0 = 0xc000000000012340ull + i, .srr1 = 0x8000000000001033ull,
				       .fault_addr = i % 3 ? 0 : 0x10000000 + i };

		at = i / per_lap * S + i % per_lap * 48;
		dtl_encode_entry(p + at, &e);
	}
	*len = at + 48;
	return p;
}

/* Feed [from, to) of the stream in buffers of varying length, the way
 * perf's passes cut it (across lap ends). */
static void feed(struct lapd *d, uint32_t cpu, const uint8_t *p, uint64_t from, uint64_t to)
{
	uint64_t step = 4000;

	for (uint64_t x = from; x < to; x += step, step = step * 7 % 30011 + 48) {
		uint64_t k = to - x < step ? to - x : step;

		lapd_feed(d, cpu, x, p + x, (size_t)k);
	}
}

TEST(lap_detect_finds_each_size)
{
	static const uint64_t sizes[] = { 4096, 65536, 131072, 1u << 20, 4u << 20 };

	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		uint64_t S = sizes[i], len, got;
		uint8_t *p = lay_stream(S, (S / 48) * 5 / 2, &len);	/* 2.5 laps */
		struct lapd d;
		bool conf;

		lapd_init(&d, false);
		feed(&d, 3, p, 0, len);
		CHECK(lapd_settled(&d));
		/* no hint: the data's size, seen restarting laps */
		CHECK(lapd_decide(&d, 0, 131072, &got, &conf) == LAPD_FOUND);
		CHECK_U64(got, S);
		CHECK(conf);
		/* the right hint is taken as it is */
		CHECK(lapd_decide(&d, S, 131072, &got, &conf) == LAPD_HINT);
		CHECK_U64(got, S);
		/* a hint twice or half too big, or not a size at all, is not */
		CHECK(lapd_decide(&d, 2 * S, 131072, &got, &conf) == LAPD_FOUND);
		CHECK_U64(got, S);
		CHECK(lapd_decide(&d, S / 2, 131072, &got, &conf) == LAPD_FOUND);
		CHECK_U64(got, S);
		CHECK(lapd_decide(&d, S + 48, 131072, &got, &conf) == LAPD_FOUND);
		CHECK_U64(got, S);
		lapd_free(&d);
		free(p);
	}
}

/* The 64 KiB recording without -m of the issue: the first lap alone fits
 * perf's default too, the second lap tells them apart. */
TEST(lap_detect_needs_a_lap_end)
{
	uint64_t len, got;
	uint8_t *p = lay_stream(65536, 3000, &len);
	struct lapd d;
	bool conf;

	lapd_init(&d, false);
	feed(&d, 0, p, 0, 60000);
	CHECK(!lapd_settled(&d));
	CHECK(lapd_decide(&d, 0, 131072, &got, &conf) == LAPD_FOUND);
	CHECK_U64(got, 131072);		/* the default frames what was seen */
	CHECK(!conf);
	CHECK(lapd_decide(&d, 1u << 20, 131072, &got, &conf) == LAPD_HINT);
	CHECK_U64(got, 1u << 20);
	feed(&d, 0, p, 60000, len);
	CHECK(lapd_settled(&d));
	CHECK(lapd_decide(&d, 0, 131072, &got, &conf) == LAPD_FOUND);
	CHECK_U64(got, 65536);
	CHECK(lapd_decide(&d, 1u << 20, 131072, &got, &conf) == LAPD_FOUND);
	CHECK_U64(got, 65536);
	lapd_free(&d);
	free(p);
}

/* A sample from later in the stream (no header in it), from two CPUs. */
TEST(lap_detect_later_buffers)
{
	uint64_t len, got;
	uint8_t *p = lay_stream(262144, 20000, &len);
	struct lapd d;
	bool conf;

	lapd_init(&d, true);
	feed(&d, 1, p, 500000, 600000);
	feed(&d, 9, p, 250000, 270000);
	CHECK(lapd_decide(&d, 65536, 131072, &got, &conf) == LAPD_FOUND);
	CHECK_U64(got, 262144);
	CHECK(conf);
	lapd_free(&d);
	free(p);
}

/* One torn entry costs every size alike: the true one still wins. */
TEST(lap_detect_one_bad_entry)
{
	uint64_t len, got;
	uint8_t *p = lay_stream(65536, 4000, &len);
	struct lapd d;
	bool conf;

	memset(p + 48 * 100, 0xee, 48);
	lapd_init(&d, false);
	feed(&d, 0, p, 0, len);
	CHECK(lapd_decide(&d, 0, 131072, &got, &conf) == LAPD_FOUND);
	CHECK_U64(got, 65536);
	lapd_free(&d);
	free(p);
}

TEST(lap_detect_unframeable)
{
	uint64_t len, got;
	uint8_t *p = lay_stream(65536, 4000, &len), *q = malloc(len);
	struct lapd d;
	bool conf;

	/* every buffer 16 bytes off its stream position */
	lapd_init(&d, false);
	feed(&d, 0, p + 16, 0, len - 16);
	CHECK(lapd_decide(&d, 65536, 131072, &got, &conf) == LAPD_UNFRAMEABLE);
	lapd_free(&d);
	/* random bytes (xorshift64: the same every run) */
	for (uint64_t i = 0, x = 88172645463325252ull; i < len; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		q[i] = (uint8_t)(x >> 32);
	}
	lapd_init(&d, false);
	feed(&d, 0, q, 0, len);
	CHECK(lapd_decide(&d, 0, 131072, &got, &conf) == LAPD_UNFRAMEABLE);
	lapd_free(&d);
	/* zeros alone: nothing to frame, the hint stands */
	memset(q, 0, len);
	lapd_init(&d, false);
	feed(&d, 0, q, 0, len);
	CHECK(lapd_decide(&d, 262144, 131072, &got, &conf) == LAPD_NO_DATA);
	CHECK_U64(got, 262144);
	lapd_free(&d);
	free(q);
	free(p);
}

/* What the header (dtl-lap-detect.h) says each size makes of
 * [pos, pos + len) of a stream, worked out here slot by slot and lap by
 * lap, each size on its own: into c[LAPD_N]. boot: the stream's boot
 * timebase, 0 if its header was not fed. */
static void brute_counts(const uint8_t *p, uint64_t pos, uint64_t len, uint64_t boot,
			 struct lapd_cand *c)
{
	uint64_t end = pos + len;

	for (int i = 0; i < LAPD_N; i++) {
		uint64_t S = 1ull << (LAPD_MIN_LOG + i), slots = (S - 32) / 48;

		for (uint64_t base = pos - pos % S; base < end; base += S) {
			uint64_t k = pos > base ? (pos - base + 47) / 48 : 0, lo, hi;
			bool nonzero = false;

			for (; k < slots && base + 48 * k + 48 <= end; k++) {
				const uint8_t *e = p + (base + 48 * k - pos);
				uint64_t tb = ldbe64(e + 16);
				bool zero = true;

				for (int b = 0; b < 48; b++)
					zero &= !e[b];
				if (base + 48 * k == 0 || zero)
					continue;	/* the header, or a padding commit */
				if (e[0] < 16 && e[1] < 16 && (int64_t)tb > 0 && tb >= boot) {
					c[i].good++;
					c[i].crossed += k == 0;
				} else {
					c[i].bad++;
				}
			}
			/* the lap's tail past its slots, zeros */
			lo = base + 48 * slots > pos ? base + 48 * slots : pos;
			hi = base + S < end ? base + S : end;
			for (uint64_t x = lo; x < hi; x++)
				nonzero |= p[x - pos] != 0;
			c[i].bad += nonzero;
		}
	}
}

/* The counts of every size, fed in buffers cut anywhere (off the 16-byte
 * grid too) through entries, zeros, torn entries and entries before the
 * boot, equal the brute force's. */
TEST(lap_detect_counts_against_brute_force)
{
	static const uint64_t sizes[] = { 4096, 65536, 262144 };

	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		uint64_t S = sizes[i], len, step = 3000, bytes = 0;
		uint8_t *p = lay_stream(S, S * 9 / 4 / 48, &len);	/* 2.25 laps */
		struct lapd_cand want[LAPD_N] = { { 0 } };
		struct lapd d;

		stbe64(p + 48 * 50 + 16, BOOT - 5);	/* before the boot */
		memset(p + 48 * 60, 0, 96);		/* a commit of zeros */
		memset(p + 48 * 70 + 5, 0xee, 70);	/* torn */
		p[48 * 80] = 0x40;			/* no such reason */
		memset(p + S - 20, 0x11, 3);		/* in a lap's tail */
		lapd_init(&d, false);
		/* cpu 3 from the header on; cpu 9 from the middle, no header */
		for (uint64_t x = 0; x < len; x += step, step = step * 7 % 20011 + 1) {
			uint64_t k = len - x < step ? len - x : step;

			lapd_feed(&d, 3, x, p + x, (size_t)k);
			brute_counts(p + x, x, k, BOOT, want);
			bytes += k;
		}
		for (uint64_t x = len / 3 + 5, k = 1; x < len; x += k, k = k * 5 % 9973 + 16) {
			k = len - x < k ? len - x : k;
			lapd_feed(&d, 9, x, p + x, (size_t)k);
			brute_counts(p + x, x, k, 0, want);
			bytes += k;
		}
		CHECK_U64(d.bytes, bytes);
		for (int c = 0; c < LAPD_N; c++) {
			CHECK_U64(d.c[c].good, want[c].good);
			CHECK_U64(d.c[c].bad, want[c].bad);
			CHECK_U64(d.c[c].crossed, want[c].crossed);
		}
		lapd_free(&d);
		free(p);
	}
}

/* A pipe read ahead: what rs_peek handed out stays, and later reads get
 * every byte once, in order. */
TEST(read_stream_pipe_peek_ahead)
{
	int fd[2];
	uint8_t *data = malloc(1u << 20), got[64];
	struct rstream rs;
	bool sr;
	const uint8_t *head;
	uint8_t *back = malloc(1u << 20);
	pid_t pid;
	int status;

	CHECK(pipe(fd) == 0);
	for (size_t i = 0; i < (1u << 20); i++)
		data[i] = (uint8_t)(i * 131 + i / 251);
	if ((pid = fork()) == 0) {
		close(fd[0]);
		for (size_t o = 0; o < (1u << 20);) {
			ssize_t n = write(fd[1], data + o, (1u << 20) - o);

			if (n <= 0)
				_exit(1);
			o += (size_t)n;
		}
		_exit(0);
	}
	close(fd[1]);
	CHECK(rs_init(&rs, fd[0], true, 0, UINT64_MAX) == 0);
	head = rs_peek(&rs, 16, &sr);
	CHECK(head && memcmp(head, data, 16) == 0);
	CHECK(rs_peek_ahead(&rs, 900000, got, 64) == 64);
	CHECK(memcmp(got, data + 900000, 64) == 0);
	CHECK(memcmp(head, data, 16) == 0);	/* not moved */
	CHECK(rs_peek_ahead(&rs, (1u << 20) - 10, got, 64) == 10);	/* the end */
	CHECK(rs_read(&rs, back, 1u << 20) == 0);
	CHECK(memcmp(back, data, 1u << 20) == 0);
	CHECK(!rs_peek(&rs, 1, &sr));
	rs_free(&rs);
	close(fd[0]);
	CHECK(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);
	free(back);
	free(data);
}

/* A hostile AUXTRACE offset within DTL_AUX_MAX of 2^64: the largest sizes'
 * lap ends wrap to 0, and the slots read from there lay 2^34 bytes past
 * the buffer (the perf-pipe fuzzer's SEGV). Such a buffer is not sampled:
 * every candidate stays as it was, and nothing outside p is read (ASan). */
TEST(lap_detect_offset_near_wrap_is_ignored)
{
	static const uint64_t at[] = { UINT64_MAX - (1ull << 34) + 1, UINT64_MAX - 4095,
				       UINT64_MAX - (1ull << 40) + 48 };
	uint8_t *p = malloc(4096);

	CHECK(p);
	memset(p, 0x11, 4096);
	for (size_t i = 0; i < sizeof(at) / sizeof(at[0]); i++) {
		struct lapd d;

		lapd_init(&d, false);
		lapd_feed(&d, 0, at[i], p, 4096);
		CHECK_U64(d.bytes, 0);
		for (int k = 0; k < LAPD_N; k++)
			CHECK_U64(d.c[k].good + d.c[k].bad, 0);
		lapd_free(&d);
	}
	free(p);
}
