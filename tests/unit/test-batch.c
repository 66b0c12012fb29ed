// SPDX-License-Identifier: GPL-2.0-only
/* test-batch.c: batch windows (-d) over replayed recordings written with the
 * perf writer. DTL times close to 2^64 ns, up to the saturated UINT64_MAX
 * (dtl_ns_of), still make one snapshot per window that holds events: a
 * window's end past 2^64 does not wrap. */
#include <stdlib.h>
#include <unistd.h>

#include "batch.h"
#include "bytes.h"
#include "dtl.h"
#include "fixtures.h"
#include "harness.h"
#include "perf-writer.h"

#define NCPU 4

/* Seconds after boot of each CPU's entries: with a 1 Hz timebase the
 * first eight lie below 2^64 ns (18446744073.7 s), the last three
 * saturate. Ten seconds apart, so -d 1 puts each in its own window. */
static const uint64_t secs[] = {
	18446744000ull, 18446744010ull, 18446744020ull, 18446744030ull,
	18446744040ull, 18446744050ull, 18446744060ull, 18446744070ull,
	18446744074ull, 18446744080ull, 18446744090ull,
};
#define NENT (sizeof(secs) / sizeof(secs[0]))
#define BOOT_TB 1000

static int write_recording(const char *path)
{
	struct perf_writer *w = fixture_dtl_open(path);
	uint8_t buf[48 * (NENT + 1)];
	int r = 0;

	if (!w)
		return -1;
	for (uint32_t cpu = 0; cpu < NCPU && !r; cpu++) {
		struct pw_auxtrace at = { .size = sizeof(buf), .tid = UINT32_MAX, .cpu = cpu };

		memset(buf, 0, sizeof(buf));
		st64(buf, BOOT_TB, pw_swapped(w));
		st64(buf + 8, 1, pw_swapped(w));	/* tb_freq: 1 Hz */
		for (size_t i = 0; i < NENT; i++) {
			uint8_t *e = buf + 48 * (i + 1);

			e[0] = 3;
			e[1] = 2;
			stbe16(e + 2, (uint16_t)cpu);
			stbe64(e + 16, BOOT_TB + secs[i]);
		}
		r = pw_auxtrace(w, &at, buf);
	}
	return pw_close(w) || r ? -1 : 0;
}

/* Windows of w ns that hold an entry: windows start at multiples of w. */
static unsigned long windows_of(uint64_t w)
{
	unsigned long n = 0;
	uint64_t last = 0;
	struct dtl_boottb tb = { .boot_tb = BOOT_TB, .tb_freq = 1 };

	for (size_t i = 0; i < NENT; i++) {
		uint64_t win = dtl_tb_to_ns(&tb, BOOT_TB + secs[i]) / w;

		n += i == 0 || win != last;
		last = win;
	}
	return n;
}

/* Lines (snapshots) of `dtltop -i path --batch --json -d w`. */
static unsigned long snapshots(const char *path, uint64_t w, uint64_t *entries)
{
	struct options o = { .batch = true, .format = OUT_JSON, .delay_ns = w };
	char err[300], *out = NULL;
	size_t len = 0;
	unsigned long lines = 0;
	struct source *src = replay_open(path, err, sizeof(err));
	FILE *f = open_memstream(&out, &len);

	if (!src || !f || batch_run(src, &o, f, NULL) != 0) {
		if (f)
			fclose(f);
		free(out);
		if (src)
			source_close(src);
		return 0;
	}
	fclose(f);
	for (size_t i = 0; i < len; i++)
		lines += out[i] == '\n';
	*entries = src->stats.dtl_entries;
	free(out);
	source_close(src);
	return lines;
}

TEST(batch_windows_near_2_64_ns)
{
	char path[] = "/tmp/dtltop-unit-XXXXXX";
	static const uint64_t ws[] = { 1000000000ull, 7000000000ull, 3600000000000ull, 1 };
	int fd = mkstemp(path);

	CHECK(fd >= 0);
	close(fd);
	CHECK(write_recording(path) == 0);
	/* -d 1: eight windows below 2^64 ns and one of the saturated entries */
	CHECK_U64(windows_of(ws[0]), 9);
	for (size_t i = 0; i < sizeof(ws) / sizeof(ws[0]); i++) {
		uint64_t entries = 0;

		CHECK_U64(snapshots(path, ws[i], &entries), windows_of(ws[i]));
		CHECK_U64(entries, NCPU * NENT);
	}
	unlink(path);
}
