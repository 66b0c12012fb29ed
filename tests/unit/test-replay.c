// SPDX-License-Identifier: GPL-2.0-only
/* test-replay.c: the replay source on perf.data files built here byte by byte
 * from the format spec (../shared/docs/perf-data-notes.md and
 * ../shared/docs/dtl-format.md), in both byte orders: DTL queues of two
 * CPUs merged by time, upstream's framing rules, and every truncation and
 * many corruptions of such a file. */
#include <linux/perf_event.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "bytes.h"
#include "harness.h"
#include "perf-file.h"
#include "source.h"

struct fbuf {
	uint8_t b[8192];
	size_t n;
	bool sw;	/* write in the non-host byte order */
};

static void p16(struct fbuf *f, uint16_t v) { st16(f->b + f->n, v, f->sw); f->n += 2; }
static void p32(struct fbuf *f, uint32_t v) { st32(f->b + f->n, v, f->sw); f->n += 4; }
static void p64(struct fbuf *f, uint64_t v) { st64(f->b + f->n, v, f->sw); f->n += 8; }

static void rec_header(struct fbuf *f, uint32_t type, uint16_t size)
{
	p32(f, type);
	p16(f, 0);
	p16(f, size);
}

/* A DTL entry: always big endian, whatever the host or file. */
static void dtl(struct fbuf *f, uint64_t tb, uint8_t preempt, uint16_t proc)
{
	uint8_t *e = f->b + f->n;

	memset(e, 0, 48);
	e[0] = 3;
	e[1] = preempt;
	stbe16(e + 2, proc);
	stbe32(e + 4, 100);
	stbe32(e + 8, 10);
	stbe32(e + 12, 1000);
	stbe64(e + 16, tb);
	f->n += 48;
}

static void boottb(struct fbuf *f)
{
	p64(f, 1000);		/* boot_tb */
	p64(f, 1000000000);	/* tb_freq: 1 tick = 1 ns */
	p64(f, 0);
	p64(f, 0);
	p64(f, 0);
	p64(f, 0);
}

/* offset: where the buffer sits in the CPU's AUX stream. */
static void auxtrace(struct fbuf *f, uint32_t cpu, uint64_t size, uint64_t offset)
{
	rec_header(f, REC_AUXTRACE, 48);
	p64(f, size);
	p64(f, offset);
	p64(f, 0);
	p32(f, 0);
	p32(f, (uint32_t)-1);
	p32(f, cpu);
	p32(f, 0);
}

/* Two CPUs, three AUX buffers, one fragment, one zero-filled entry. */
static void build(struct fbuf *f, bool swap)
{
	size_t data_start, attr_at = 104, ids_at = 104 + 144;

	memset(f, 0, sizeof(*f));
	f->sw = swap;
	/* header */
	p64(f, PERF_MAGIC2);
	p64(f, 104);
	p64(f, 144);		/* attr_size: 128-byte attr + ids section */
	p64(f, attr_at);
	p64(f, 144);
	data_start = ids_at + 8;
	p64(f, data_start);
	p64(f, 0);		/* data size, patched below */
	p64(f, 0);
	p64(f, 0);
	p64(f, 0); p64(f, 0); p64(f, 0); p64(f, 0);	/* no features */
	/* attr: vpa_dtl-like, type 42, config 7, sample_type IDENTIFIER|TID|TIME|CPU */
	p32(f, 42);
	p32(f, 128);
	p64(f, 7);
	p64(f, 10000000);
	p64(f, PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU);
	f->n = attr_at + 128;
	p64(f, ids_at);
	p64(f, 8);
	p64(f, 77);		/* the id */
	/* data */
	rec_header(f, REC_AUXTRACE_INFO, 24);
	p32(f, PERF_AUXTRACE_VPA_DTL);
	p32(f, 0);
	p64(f, 0);
	auxtrace(f, 0, 48 * 3, 0);
	boottb(f);
	dtl(f, 1010, 2, 5);
	dtl(f, 1030, 4, 5);
	auxtrace(f, 1, 48 * 3 + 24, 0);
	boottb(f);
	dtl(f, 1020, 4, 7);
	dtl(f, 1040, 2, 8);
	memset(f->b + f->n, 0xee, 24);	/* trailing fragment */
	f->n += 24;
	auxtrace(f, 0, 48 * 3, 48 * 3);
	dtl(f, 0, 0, 0);		/* a zero-filled chunk: skipped */
	memset(f->b + f->n - 48, 0, 48);
	dtl(f, 1050, 2, 6);
	dtl(f, 1060, 2, 6);
	st64(f->b + 48, f->n - data_start, swap);
}

static char *write_tmp(const void *p, size_t n)
{
	static char path[64];
	int fd;

	snprintf(path, sizeof(path), "/tmp/dtltop-unit-XXXXXX");
	fd = mkstemp(path);
	if (fd < 0)
		return NULL;
	if (write(fd, p, n) != (ssize_t)n) {
		close(fd);
		return NULL;
	}
	close(fd);
	return path;
}

struct seen {
	uint64_t t[16];
	uint32_t cpu[16];
	int n;
};

static int collect(const struct event *ev, void *arg)
{
	struct seen *s = arg;

	if (ev->kind == EV_DTL && s->n < 16) {
		s->t[s->n] = ev->time;
		s->cpu[s->n++] = ev->cpu;
	}
	return 0;
}

static void check_merge(bool swap)
{
	static struct fbuf f;
	struct seen s = { 0 };
	char err[300];
	struct source *src;
	char *path;
	/* Ticks past boot_tb, as perf clock ns by the spec's formula:
	 * (double)(tb - boot_tb) / tb_freq * 1e9, truncated. In doubles
	 * 30 / 1e9 * 1e9 is 29.999..., so upstream perf says 29 ns there. */
	static const uint64_t ticks[] = { 10, 20, 30, 40, 50, 60 };
	uint64_t want_t[6];
	static const uint32_t want_cpu[] = { 0, 1, 0, 1, 0, 0 };

	for (int i = 0; i < 6; i++)
		want_t[i] = (uint64_t)((double)ticks[i] / 1e9 * 1e9);
	build(&f, swap);
	path = write_tmp(f.b, f.n);
	CHECK(path);
	src = replay_open(path, err, sizeof(err));
	unlink(path);
	if (!src)
		fprintf(stderr, "    %s\n", err);
	CHECK(src);
	CHECK(source_run(src, &(const struct consumer){ .event = collect, .arg = &s }) == 0);
	CHECK(src->info.has_dtl);
	CHECK_U64(src->stats.dtl_entries, 6);
	CHECK_U64(src->stats.dtl_skipped, 1);
	CHECK_U64(src->stats.dtl_fragments, 1);
	source_close(src);
	CHECK_U64(s.n, 6);
	for (int i = 0; i < 6; i++) {
		CHECK_U64(s.t[i], want_t[i]);
		CHECK_U64(s.cpu[i], want_cpu[i]);
	}
}

TEST(replay_merges_cpus_by_time_host_order)
{
	check_merge(false);
}

TEST(replay_merges_cpus_by_time_other_order)
{
	check_merge(true);
}

static int count_only(const struct event *ev, void *arg)
{
	(void)ev;
	(*(uint64_t *)arg)++;
	return 0;
}

/* Returns 0 ok, 1 error with a message naming the file, 2 read as a
 * recording cut short (source_info.partial, saying why), 3 read with a
 * notice (an informational feature ignored), -1 bad message. */
/* One replay of a recording of some KiB takes milliseconds; one that takes
 * RUN_HANG_S is hung, and SIGALRM ends the test binary. The bound is per
 * replay, so the tests that replay thousands of prefixes stay free of a
 * total that a busy machine (check-busy, qemu-user) could overrun. */
#define RUN_HANG_S 60

static int run_file_timed(const void *p, size_t n, const char **why);

static int run_file(const void *p, size_t n, const char **why)
{
	int r;

	alarm(RUN_HANG_S);
	r = run_file_timed(p, n, why);
	alarm(0);
	return r;
}

static int run_file_timed(const void *p, size_t n, const char **why)
{
	static char err[300];	/* *why points here after we return */
	uint64_t events = 0;
	struct source *src;
	char *path = write_tmp(p, n);
	int ret;

	err[0] = '\0';
	*why = "cannot write temp file";
	if (!path)
		return -1;
	src = replay_open(path, err, sizeof(err));
	if (src) {
		ret = source_run(src, &(const struct consumer){ .event = count_only, .arg = &events });
		if (ret < 0)
			snprintf(err, sizeof(err), "%s", src->err);
		if (ret == 0) {
			bool cut = src->info.partial && src->info.partial_why[0];
			bool noted = src->note[0] != '\0';

			source_close(src);
			unlink(path);
			return cut ? 2 : noted ? 3 : 0;
		}
		source_close(src);
	}
	unlink(path);
	*why = err;
	return strncmp(err, path, strlen(path)) == 0 && err[strlen(path)] == ':' &&
	       !strchr(err, '\n') ? 1 : -1;
}

/* A prefix of a recording is refused with a message naming the file, or
 * read as what it is, a recording cut short: never taken for a whole one. */
TEST(replay_every_truncation_refused_or_read_as_cut)
{
	static struct fbuf f;
	const char *why;

	for (int sw = 0; sw < 2; sw++) {
		build(&f, sw);
		for (size_t n = 0; n < f.n; n++) {
			int r = run_file(f.b, n, &why);

			if (r != 1 && r != 2)
				fprintf(stderr, "    truncated to %zu: %s\n", n, r ? why : "accepted");
			CHECK(r == 1 || r == 2);
		}
		CHECK(run_file(f.b, f.n, &why) == 0);
	}
}

TEST(replay_corrupt_bytes_never_crash)
{
	static struct fbuf f, g;
	const char *why;
	static const uint8_t vals[] = { 0x00, 0xff, 0x7f, 0x80, 0x01 };

	build(&f, false);
	for (size_t i = 0; i < f.n; i++) {
		for (size_t v = 0; v < sizeof(vals); v++) {
			g = f;
			g.b[i] = vals[v];
			/* Accepting is fine (a changed value can be valid); a
			 * crash, hang, leak or unnamed error is not. */
			if (run_file(g.b, g.n, &why) < 0)
				fprintf(stderr, "    byte %zu = 0x%02x: %s\n", i, vals[v], why);
			CHECK(run_file(g.b, g.n, &why) >= 0);
		}
	}
}

static uint8_t *load(const char *name, size_t *n)
{
	char path[512];
	const char *top = getenv("TOP");
	FILE *f;
	uint8_t *p;
	long len;

	snprintf(path, sizeof(path), "%s/tests/data/%s", top ? top : ".", name);
	f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	fseek(f, 0, SEEK_SET);
	p = malloc((size_t)len);
	if (p && fread(p, 1, (size_t)len, f) != (size_t)len) {
		free(p);
		p = NULL;
	}
	fclose(f);
	*n = (size_t)len;
	return p;
}

/* Every prefix of a real perf 6.1 recording and of a generated DTL recording
 * (features, tracing data, AUXTRACE index and all) is refused with a message
 * naming the file, read as a recording cut short, or (cut in its
 * informational features) read with a notice: none is taken silently for a
 * whole one, nothing crashes or leaks. */
static void truncations_of(const char *name)
{
	size_t n;
	uint8_t *p = load(name, &n);
	const char *why;

	CHECK(p);
	CHECK(run_file(p, n, &why) == 0);
	for (size_t len = 0; len < n; len++) {
		int r = run_file(p, len, &why);

		if (r != 1 && r != 2 && r != 3) {
			fprintf(stderr, "    %s truncated to %zu: %s\n", name, len, r ? why : "accepted");
			free(p);
			CHECK(r == 1 || r == 2 || r == 3);
		}
	}
	free(p);
}

TEST(replay_truncations_of_real_perf_file)
{
	truncations_of("sched-x86.data");
}

TEST(replay_truncations_of_generated_dtl_file)
{
	truncations_of("small-dtl.data");
}
