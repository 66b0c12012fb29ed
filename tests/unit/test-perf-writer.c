// SPDX-License-Identifier: GPL-2.0-only
/* test-perf-writer.c: perf-writer output re-read at the offsets the perf.data
 * format gives: header, attrs, features, records, BE, pipe, zstd, errors. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <zstd.h>

#include "bytes.h"
#include "harness.h"
#include "perf-file.h"
#include "perf-writer.h"

#define ST_TP (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
	       PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD | PERF_SAMPLE_RAW)
#define ST_DUMMY (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | \
		  PERF_SAMPLE_TIME | PERF_SAMPLE_CPU)

struct blob {
	uint8_t *p;
	size_t len;
};

static int tmp_path(char *buf, size_t n)
{
	int fd;

	snprintf(buf, n, "/tmp/test-pw-XXXXXX");
	fd = mkstemp(buf);
	if (fd >= 0)
		close(fd);
	return fd;
}

static struct blob slurp(const char *path)
{
	struct blob b = { 0 };
	struct stat st;
	int fd = open(path, O_RDONLY);

	if (fd < 0 || fstat(fd, &st) < 0)
		return b;
	b.p = malloc((size_t)st.st_size + 1);
	if (b.p && read(fd, b.p, (size_t)st.st_size) == st.st_size)
		b.len = (size_t)st.st_size;
	close(fd);
	return b;
}

static void attr_init(struct perf_event_attr *a, uint32_t type, uint64_t st)
{
	memset(a, 0, sizeof(*a));
	a->type = type;
	a->config = 0x174;
	a->sample_period = 1;
	a->sample_type = st;
	a->disabled = 1;
	a->sample_id_all = 1;
}

/* Two events, a handful of features: what every layout test writes. */
static struct perf_writer *setup(const char *path, const struct pw_opts *o)
{
	static const uint64_t ids0[] = { 11, 12 }, ids1[] = { 13, 14 };
	const char *argv[] = { "perf", "record" };
	struct perf_event_attr a;
	struct perf_writer *w = pw_open(path, o);

	if (!w)
		return NULL;
	attr_init(&a, PERF_TYPE_TRACEPOINT, ST_TP);
	if (pw_add_event(w, &a, "sched:sched_switch", ids0, 2) != 0)
		return NULL;
	attr_init(&a, PERF_TYPE_SOFTWARE, ST_DUMMY);
	a.config = PERF_COUNT_SW_DUMMY;
	a.disabled = 0;
	a.comm = 1;
	if (pw_add_event(w, &a, "dummy:u", ids1, 2) != 1)
		return NULL;
	if (pw_set_string(w, PW_FEAT_HOSTNAME, "host") || pw_set_nrcpus(w, 2, 1) ||
	    pw_set_cmdline(w, 2, argv) || pw_add_pmu(w, 42, "vpa_dtl") ||
	    pw_set_tracing_data(w, "trace", 5))
		return NULL;
	return w;
}

static const uint8_t raw5[5] = { 1, 2, 3, 4, 5 };
static const uint8_t aux50[50] = { 7 };

/* COMM (synthesized), AUXTRACE_INFO, FINISHED_INIT, SAMPLE, AUX, AUXTRACE,
 * LOST, FINISHED_ROUND. */
static int write_records(struct perf_writer *w)
{
	struct pw_sample s = { .misc = 1, .ip = 0xc0001, .pid = 7, .tid = 8, .time = 1000,
			       .id = 11, .cpu = 1, .period = 1, .raw = raw5, .raw_size = 5 };
	struct pw_auxtrace at = { .size = 50, .offset = 0, .idx = 1, .tid = UINT32_MAX, .cpu = 1 };
	static const uint64_t priv[1] = { 0 };

	if (pw_start(w) || pw_comm(w, 1, 7, 8, "proc", NULL) ||
	    pw_auxtrace_info(w, PW_AUXTRACE_VPA_DTL, priv, 1) || pw_finished_init(w) ||
	    pw_sample(w, 0, &s) || pw_aux(w, 1, 0, 50, 0, &s) || pw_auxtrace(w, &at, aux50) ||
	    pw_lost(w, 1, 13, 3, &s) || pw_finished_round(w))
		return -1;
	return 0;
}

TEST(pw_file_header_le)
{
	struct pw_opts o = { 0 };
	char path[64];
	struct perf_writer *w;
	struct blob b;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && write_records(w) == 0);
	CHECK(pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	CHECK(b.len > 104);
	CHECK(memcmp(b.p, "PERFILE2", 8) == 0);
	CHECK_U64(ld64(b.p + 8, false), 104);
	CHECK_U64(ld64(b.p + 16, false), 128 + 16);
	/* header.c: ids of every event first, then the attrs, then data */
	CHECK_U64(ld64(b.p + 24, false), 104 + 4 * 8);
	CHECK_U64(ld64(b.p + 32, false), 2 * 144);
	CHECK_U64(ld64(b.p + 40, false), 104 + 32 + 288);
	CHECK_U64(ld64(b.p + 104, false), 11);
	CHECK_U64(ld64(b.p + 128, false), 14);
	free(b.p);
}

TEST(pw_file_attrs_le)
{
	struct pw_opts o = { 0 };
	char path[64];
	struct perf_writer *w;
	struct blob b;
	const uint8_t *a;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && write_records(w) == 0 && pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	a = b.p + 136;
	CHECK_U64(ld32(a, false), PERF_TYPE_TRACEPOINT);
	CHECK_U64(ld32(a + 4, false), 128);
	CHECK_U64(ld64(a + 24, false), ST_TP);
	CHECK_U64(ld64(a + 40, false), (1ull << 0) | (1ull << 18));	/* disabled, sample_id_all */
	CHECK_U64(ld64(a + 128, false), 104);		/* ids section of event 0 */
	CHECK_U64(ld64(a + 136, false), 16);
	CHECK_U64(ld64(a + 144 + 128, false), 120);	/* event 1 */
	free(b.p);
}

/* Feature table right after data, ascending bits, contiguous bodies. */
TEST(pw_file_features)
{
	static const int bits[] = { 1, 3, 7, 11, 12, 16, 18, 21 };
	struct pw_opts o = { 0 };
	char path[64];
	struct perf_writer *w;
	struct blob b;
	uint64_t feat_off, pos;
	const uint8_t *t;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && write_records(w) == 0 && pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	CHECK_U64(ld64(b.p + 72, false), (1u << 1) | (1u << 3) | (1u << 7) | (1u << 11) |
		  (1u << 12) | (1u << 16) | (1u << 18) | (1u << 21));
	CHECK_U64(ld64(b.p + 80, false), 0);
	feat_off = ld64(b.p + 40, false) + ld64(b.p + 48, false);
	pos = feat_off + 16 * 8;
	for (int i = 0; i < 8; i++) {
		t = b.p + feat_off + 16 * i;
		CHECK_U64(ld64(t, false), pos);
		pos += ld64(t + 8, false);
		(void)bits[i];
	}
	CHECK_U64(pos, b.len);
	t = b.p + ld64(b.p + feat_off, false);		/* TRACING_DATA: the blob */
	CHECK(memcmp(t, "trace", 5) == 0);
	t = b.p + ld64(b.p + feat_off + 16, false);	/* HOSTNAME */
	CHECK_U64(ld32(t, false), 64);
	CHECK_STR((const char *)t + 4, "host");
	t = b.p + ld64(b.p + feat_off + 32, false);	/* NRCPUS: avail, online */
	CHECK_U64(ld32(t, false), 2);
	CHECK_U64(ld32(t + 4, false), 1);
	t = b.p + ld64(b.p + feat_off + 48, false);	/* CMDLINE */
	CHECK_U64(ld32(t, false), 2);
	CHECK_STR((const char *)t + 8, "perf");
	t = b.p + ld64(b.p + feat_off + 64, false);	/* EVENT_DESC */
	CHECK_U64(ld32(t, false), 2);
	CHECK_U64(ld32(t + 4, false), 128);
	CHECK_U64(ld32(t + 8 + 128, false), 2);		/* nr ids */
	CHECK_STR((const char *)t + 8 + 128 + 8, "sched:sched_switch");
	CHECK_U64(ld64(t + 8 + 128 + 8 + 64, false), 11);
	t = b.p + ld64(b.p + feat_off + 80, false);	/* PMU_MAPPINGS */
	CHECK_U64(ld32(t, false), 1);
	CHECK_U64(ld32(t + 4, false), 42);
	CHECK_STR((const char *)t + 12, "vpa_dtl");
	t = b.p + ld64(b.p + feat_off + 112, false);	/* SAMPLE_TIME */
	CHECK_U64(ld64(t, false), 1000);
	CHECK_U64(ld64(t + 8, false), 1000);
	free(b.p);
}

/* Walk the data section: types, sizes, padding, the AUXTRACE index. */
TEST(pw_file_records)
{
	static const uint32_t want[] = { 3, 70, 82, 9, 11, 71, 2, 68 };
	struct pw_opts o = { 0 };
	char path[64];
	struct perf_writer *w;
	struct blob b;
	uint64_t off, end, feat_off, aux_rec = 0;
	int n = 0;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && write_records(w) == 0 && pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	off = ld64(b.p + 40, false);
	end = off + ld64(b.p + 48, false);
	while (off < end && n < 8) {
		const uint8_t *r = b.p + off;
		uint16_t size = ld16(r + 6, false);

		CHECK_U64(ld32(r, false), want[n]);
		if (want[n] == 3)	/* pid, tid, "proc" padded to 8, 4 x u64 trailer */
			CHECK_U64(size, 8 + 8 + 8 + 32);
		if (want[n] == 9) {	/* 6 u64 fields, RAW u32 + 5 bytes padded to 16 */
			CHECK_U64(size, 8 + 48 + 16);
			CHECK_U64(ld32(r + 56, false), 12);
			CHECK(memcmp(r + 60, raw5, 5) == 0 && r[65] == 0 && r[71] == 0);
			CHECK_U64(ld32(r + 24, false), 7);	/* pid, then tid */
			CHECK_U64(ld32(r + 28, false), 8);
		}
		if (want[n] == 71) {
			aux_rec = off;
			CHECK_U64(size, 48);
			CHECK_U64(ld64(r + 8, false), 56);	/* padded to 8 */
			CHECK_U64(ld32(r + 36, false), UINT32_MAX);
			off += 56;
		}
		off += size;
		n++;
	}
	CHECK_U64(n, 8);
	CHECK_U64(off, end);
	feat_off = end + 16 * 6;	/* AUXTRACE is the 7th feature */
	feat_off = ld64(b.p + feat_off, false);
	CHECK_U64(ld64(b.p + feat_off, false), 1);
	CHECK_U64(ld64(b.p + feat_off + 8, false), aux_rec);
	CHECK_U64(ld64(b.p + feat_off + 16, false), 48);
	free(b.p);
}

static uint8_t revbyte(uint8_t b)
{
	uint8_t r = 0;

	for (int i = 0; i < 8; i++)
		if (b & (1u << i))
			r |= (uint8_t)(0x80u >> i);
	return r;
}

/* A ppc64 BE host's file: every perf structure swapped; the attr bitfield
 * word as a BE compiler lays it out (bit order reversed within each byte). */
TEST(pw_big_endian)
{
	struct pw_opts o = { .big_endian = true };
	char path[64];
	struct perf_writer *w;
	struct blob b;
	const uint8_t *a, *r;
	uint64_t off;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && write_records(w) == 0 && pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	CHECK(memcmp(b.p, "2ELIFREP", 8) == 0);
	CHECK_U64(ldbe64(b.p + 8), 104);
	CHECK_U64(ldbe64(b.p + 16), 144);
	CHECK_U64(ldbe64(b.p + 104), 11);
	a = b.p + 136;
	CHECK_U64(ldbe32(a), PERF_TYPE_TRACEPOINT);
	CHECK_U64(ldbe32(a + 4), 128);
	CHECK_U64(ldbe64(a + 24), ST_TP);
	CHECK_U64(a[40], 0x80);			/* disabled: bit 0 -> MSB of byte 0 */
	CHECK_U64(a[42], revbyte(1u << 2));	/* sample_id_all: bit 18 */
	CHECK_U64(ldbe64(a + 128), 104);
	CHECK_U64(ldbe64(b.p + 72), 1u << 1 | 1u << 3 | 1u << 7 | 1u << 11 | 1u << 12 |
		  1u << 16 | 1u << 18 | 1u << 21);
	off = ldbe64(b.p + 40);
	r = b.p + off;				/* COMM */
	CHECK_U64(ldbe32(r), 3);
	CHECK_U64(ldbe16(r + 6), 56);
	CHECK_U64(ldbe32(r + 8), 7);
	r += 56 + 24 + 8;			/* skip AUXTRACE_INFO, FINISHED_INIT */
	CHECK_U64(ldbe32(r), 9);
	CHECK_U64(ldbe64(r + 16), 0xc0001);
	CHECK_U64(ldbe32(r + 24), 7);		/* u32 pid, u32 tid */
	CHECK_U64(ldbe32(r + 28), 8);
	CHECK_U64(ldbe32(r + 40), 1);		/* cpu */
	CHECK_U64(ldbe32(r + 56), 12);		/* RAW size */
	r = b.p + ldbe64(b.p + off + ldbe64(b.p + 48));	/* TRACING_DATA body */
	CHECK(memcmp(r, "trace", 5) == 0);
	free(b.p);
}

TEST(pw_attr_size_136)
{
	struct pw_opts o = { .attr_size = PW_ATTR_SIZE_VER8 };
	char path[64];
	struct perf_writer *w;
	struct blob b;
	uint64_t feat_off;
	const uint8_t *t;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && write_records(w) == 0 && pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	CHECK_U64(ld64(b.p + 16, false), 152);
	CHECK_U64(ld64(b.p + 32, false), 304);
	CHECK_U64(ld32(b.p + 136 + 4, false), 136);
	CHECK_U64(ld64(b.p + 136 + 136, false), 104);	/* ids after the 136 bytes */
	feat_off = ld64(b.p + 40, false) + ld64(b.p + 48, false);
	t = b.p + ld64(b.p + feat_off + 64, false);	/* EVENT_DESC */
	CHECK_U64(ld32(t + 4, false), 136);
	free(b.p);
}

/* Pipe mode on a real pipe: nothing may seek. ATTR, FEATUREs ascending,
 * the end mark, TRACING_DATA padded to 8, then the records. */
TEST(pw_pipe_layout)
{
	struct pw_opts o = { .pipe = true };
	struct perf_writer *w;
	uint8_t buf[16384];
	int fds[2];
	ssize_t n;
	size_t off = 16;
	uint64_t last_feat = 0;

	CHECK(pipe(fds) == 0);
	w = pw_fdopen(fds[1], &o);
	CHECK(w);
	{
		static const uint64_t ids[] = { 5 };
		struct perf_event_attr a;

		attr_init(&a, PERF_TYPE_TRACEPOINT, ST_TP);
		CHECK(pw_add_event(w, &a, "sched:sched_switch", ids, 1) == 0);
		CHECK(pw_set_string(w, PW_FEAT_ARCH, "ppc64le") == 0);
		CHECK(pw_set_string(w, PW_FEAT_HOSTNAME, "h") == 0);
		CHECK(pw_set_tracing_data(w, "trace", 5) == 0);
	}
	CHECK(pw_start(w) == 0 && pw_finished_init(w) == 0 && pw_finished_round(w) == 0);
	CHECK(pw_close(w) == 0);
	close(fds[1]);
	n = read(fds[0], buf, sizeof(buf));
	close(fds[0]);
	CHECK(n > 16);
	CHECK(memcmp(buf, "PERFILE2", 8) == 0);
	CHECK_U64(ld64(buf + 8, false), 16);
	CHECK_U64(ld32(buf + off, false), 64);		/* HEADER_ATTR */
	CHECK_U64(ld16(buf + off + 6, false), 8 + 128 + 8);
	CHECK_U64(ld64(buf + off + 8 + 128, false), 5);
	off += 8 + 128 + 8;
	for (;;) {
		CHECK_U64(ld32(buf + off, false), 80);	/* HEADER_FEATURE */
		CHECK(ld64(buf + off + 8, false) > last_feat);
		last_feat = ld64(buf + off + 8, false);
		off += ld16(buf + off + 6, false);
		if (last_feat == PW_FEAT_LAST)
			break;
	}
	CHECK_U64(ld32(buf + off, false), 66);		/* TRACING_DATA */
	CHECK_U64(ld16(buf + off + 6, false), 16);
	CHECK_U64(ld32(buf + off + 8, false), 8);
	CHECK(memcmp(buf + off + 16, "trace\0\0\0", 8) == 0);
	off += 16 + 8;
	CHECK_U64(ld32(buf + off, false), 82);
	CHECK_U64(ld32(buf + off + 8, false), 68);
	CHECK_U64(off + 16, (size_t)n);
}

/* zstd: decompressing the COMPRESSED payloads in order gives back exactly
 * the plain file's records, and some record straddles two COMPRESSED. */
static int write_many(const char *path, const struct pw_opts *o)
{
	struct perf_writer *w = setup(path, o);
	struct pw_sample s = { .pid = 1, .tid = 1, .cpu = 0, .period = 1, .id = 11,
			       .raw = raw5, .raw_size = 5 };

	if (!w || pw_start(w) || pw_finished_init(w))
		return -1;
	for (int i = 0; i < 300; i++) {
		s.time = 1000 + (uint64_t)i;
		s.raw_size = 1 + (uint32_t)i % 5;
		if (pw_sample(w, 0, &s) || (i % 100 == 99 && pw_finished_round(w)))
			return -1;
	}
	return pw_close(w);
}

static size_t decompress_data(const struct blob *z, uint8_t *out, size_t cap, int *straddles,
			      int *nrec)
{
	ZSTD_DStream *ds = ZSTD_createDStream();
	uint64_t off = ld64(z->p + 40, false), end = off + ld64(z->p + 48, false);
	size_t len = 0, parsed = 0;

	ZSTD_initDStream(ds);
	while (off < end) {
		uint16_t size = ld16(z->p + off + 6, false);

		if (ld32(z->p + off, false) == 81) {
			ZSTD_inBuffer in = { z->p + off + 8, size - 8u, 0 };

			(*nrec)++;
			while (in.pos < in.size) {
				ZSTD_outBuffer ob = { out + len, cap - len, 0 };

				if (ZSTD_isError(ZSTD_decompressStream(ds, &ob, &in)))
					break;
				len += ob.pos;
			}
			while (parsed + 8 <= len && parsed + ld16(out + parsed + 6, false) <= len)
				parsed += ld16(out + parsed + 6, false);
			if (parsed != len)
				(*straddles)++;
		} else {
			memcpy(out + len, z->p + off, size);
			len += size;
			parsed = len;
		}
		off += size;
	}
	ZSTD_freeDStream(ds);
	return len;
}

TEST(pw_zstd_batches)
{
	struct pw_opts plain = { 0 }, zo = { .zstd_level = 1, .zstd_chunk = 256 };
	char p1[64], p2[64];
	struct blob a, z;
	static uint8_t out[1 << 20];
	int straddles = 0, nrec = 0;
	size_t len;
	uint64_t feat_off;
	const uint8_t *t;

	CHECK(tmp_path(p1, sizeof(p1)) >= 0 && tmp_path(p2, sizeof(p2)) >= 0);
	CHECK(write_many(p1, &plain) == 0 && write_many(p2, &zo) == 0);
	a = slurp(p1);
	z = slurp(p2);
	unlink(p1);
	unlink(p2);
	len = decompress_data(&z, out, sizeof(out), &straddles, &nrec);
	CHECK_U64(len, ld64(a.p + 48, false));
	CHECK(memcmp(out, a.p + ld64(a.p + 40, false), len) == 0);
	CHECK(nrec > 3);
	CHECK(straddles > 0);
	CHECK(ld64(z.p + 72, false) & (1u << 27));
	feat_off = ld64(z.p + 40, false) + ld64(z.p + 48, false);
	t = z.p + ld64(z.p + feat_off + 16 * 7, false);	/* COMPRESSED: 8th feature */
	CHECK_U64(ld32(t, false), 0);		/* version */
	CHECK_U64(ld32(t + 4, false), 1);	/* zstd */
	CHECK_U64(ld32(t + 8, false), 1);	/* level */
	CHECK(ld32(t + 12, false) >= 1);	/* ratio */
	CHECK_U64(ld32(t + 16, false), 528384);
	free(a.p);
	free(z.p);
}

TEST(pw_errors)
{
	struct pw_opts o = { 0 }, bad = { .attr_size = 130 };
	struct perf_event_attr a;
	struct pw_sample s = { 0 };
	struct perf_writer *w;
	int fds[2];

	errno = 0;
	CHECK(pw_open("/tmp/x-never", &bad) == NULL && errno == EINVAL);
	CHECK(pw_close(NULL) == -1 && errno == EINVAL);
	/* the disk fills up: the failure surfaces, at the latest at close */
	w = setup("/dev/full", &o);
	CHECK(w);
	CHECK(pw_sample(w, 0, &s) == -1 && errno == EINVAL);	/* not started */
	pw_start(w);
	for (int i = 0; i < 50000; i++)
		if (pw_finished_round(w) < 0)
			break;
	errno = 0;
	CHECK(pw_close(w) == -1 && errno == ENOSPC);
	/* unsupported sample_type bits are refused, not mis-written */
	CHECK(pipe(fds) == 0);
	o.pipe = true;
	w = pw_fdopen(fds[1], &o);
	attr_init(&a, PERF_TYPE_SOFTWARE, ST_DUMMY | PERF_SAMPLE_CALLCHAIN);
	CHECK(w && pw_add_event(w, &a, "x", NULL, 0) == 0 && pw_start(w) == 0);
	CHECK(pw_sample(w, 0, &s) == -1 && errno == EINVAL);
	CHECK(pw_sample(w, 5, &s) == -1 && errno == EINVAL);
	CHECK(pw_close(w) == 0);
	/* file mode needs to seek back to the header */
	o.pipe = false;
	w = pw_fdopen(fds[1], &o);
	CHECK(w && pw_start(w) == -1 && errno == ESPIPE);
	CHECK(pw_close(w) == -1);
	close(fds[0]);
	close(fds[1]);
}

/* More AUXTRACE records than the in-memory index holds: the spilled part
 * must come back in order. */
TEST(pw_auxtrace_index_spill)
{
	struct pw_opts o = { 0 };
	char path[64];
	struct perf_writer *w;
	struct pw_auxtrace at = { .size = 8 };
	struct blob b;
	uint64_t feat_off, idx, first = 0, last = 0;
	const int nr = 70000;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && pw_start(w) == 0);
	for (int i = 0; i < nr; i++) {
		if (i == 0)
			first = pw_offset(w);
		if (i == nr - 1)
			last = pw_offset(w);
		at.offset = 8ull * (uint64_t)i;
		CHECK(pw_auxtrace(w, &at, aux50) == 0);
	}
	CHECK(pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	feat_off = ld64(b.p + 40, false) + ld64(b.p + 48, false);
	idx = ld64(b.p + feat_off + 16 * 6, false);	/* bits 1 3 7 11 12 16 18: 7th */
	CHECK_U64(ld64(b.p + idx, false), (uint64_t)nr);
	CHECK_U64(ld64(b.p + idx + 8, false), first);
	CHECK_U64(ld64(b.p + idx + 8 + 16 * (nr - 1), false), last);
	CHECK_U64(ld32(b.p + last, false), 71);
	CHECK_U64(ld64(b.p + last + 16, false), 8ull * (nr - 1));
	free(b.p);
}

/* AUX data that wrapped around the ring arrives in two pieces. */
TEST(pw_auxtrace_split_pieces)
{
	struct pw_opts o = { 0 };
	struct pw_auxtrace at = { .size = 11, .offset = 64 };
	char path[64];
	struct perf_writer *w;
	struct blob b;
	const uint8_t *r;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && pw_start(w) == 0);
	CHECK(pw_auxtrace_split(w, &at, "abc", 3, "defghijk", 8) == 0);
	at.size = 12;
	CHECK(pw_auxtrace_split(w, &at, "abc", 3, "defghijk", 8) == -1 && errno == EINVAL);
	CHECK(pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	r = b.p + ld64(b.p + 40, false);
	CHECK_U64(ld64(b.p + 48, false), 48 + 16);
	CHECK_U64(ld32(r, false), 71);
	CHECK_U64(ld64(r + 8, false), 16);
	CHECK_U64(ld64(r + 16, false), 64);
	CHECK(memcmp(r + 48, "abcdefghijk\0\0\0\0\0", 16) == 0);
	free(b.p);
}

/* perf record's per-CPU events (ids pw_cpu_id) and a CPU's AUX bytes, as
 * record.c and dtlgen write them. */
TEST(pw_cpu_event_and_auxtrace)
{
	struct pw_opts o = { 0 };
	struct perf_event_attr a;
	char path[64];
	struct perf_writer *w;
	struct blob b;
	const uint8_t *e, *r;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	pw_attr_init(&a, 42, 7, PERF_SAMPLE_TIME, PERF_FORMAT_ID);
	CHECK(w && pw_add_cpu_event(w, &a, "vpa_dtl/dtl_all/", 2) == 2);
	CHECK(pw_start(w) == 0);
	CHECK(pw_auxtrace_cpu(w, 1, 64, "abc", 3, "defghijk", 8) == 0);
	CHECK(pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	e = b.p + ld64(b.p + 24, false) + 2 * 144;	/* the attrs section's third */
	CHECK_U64(ld32(e, false), 42);
	CHECK_U64(ld64(e + 8, false), 7);
	CHECK_U64(ld64(e + 16, false), 1);			/* sample_period */
	CHECK_U64(ld64(e + 40, false), 1ull << 18);		/* sample_id_all only */
	CHECK_U64(ld64(e + 136, false), 16);
	CHECK_U64(ld64(b.p + ld64(e + 128, false), false), 3ull << 32);
	CHECK_U64(ld64(b.p + ld64(e + 128, false) + 8, false), 3ull << 32 | 1);
	r = b.p + ld64(b.p + 40, false);
	CHECK_U64(ld32(r, false), 71);
	CHECK_U64(ld64(r + 8, false), 16);
	CHECK_U64(ld64(r + 16, false), 64);
	CHECK_U64(ld32(r + 32, false), 1);			/* idx */
	CHECK_U64(ld32(r + 36, false), UINT32_MAX);		/* tid -1 */
	CHECK_U64(ld32(r + 40, false), 1);			/* cpu */
	CHECK(memcmp(r + 48, "abcdefghijk", 11) == 0);
	free(b.p);
}

/* CPU_TOPOLOGY of 10 CPUs in SMT4 cores, read back by the decoder: the
 * thread sibling lists 0-3, 4-7, 8-9 give cores 0, 1, 2. The feature is
 * the 13th bit's section. A list that is not CPU numbers is refused. */
static int topo_cb(void *arg, uint32_t core, uint32_t cpu)
{
	uint32_t *map = arg;

	if (cpu >= 16)
		return -1;
	map[cpu] = core;
	return 0;
}

TEST(pw_cpu_topology)
{
	struct pw_opts o = { 0 };
	char path[64];
	struct perf_writer *w;
	struct blob b;
	uint64_t feat_off, bits;
	uint32_t map[16], nsec = 0;
	const uint8_t *t;
	static const uint8_t bad[] = { 0, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, '3', '-', '1', 0 };

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && pw_set_cpu_topology(w, 0) == -1);	/* no SMT width */
	CHECK(pw_set_nrcpus(w, 10, 10) == 0 && pw_set_cpu_topology(w, 4) == 0);
	CHECK(write_records(w) == 0 && pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	bits = ld64(b.p + 72, false);
	CHECK(bits & (1u << 13));
	for (int f = 1; f < 13; f++)
		nsec += (bits >> f) & 1;
	feat_off = ld64(b.p + 40, false) + ld64(b.p + 48, false);
	t = b.p + ld64(b.p + feat_off + 16 * nsec, false);
	for (int i = 0; i < 16; i++)
		map[i] = 99;
	CHECK(pf_feat_cpu_topology(t, ld64(b.p + feat_off + 16 * nsec + 8, false), false,
				   topo_cb, map) == 0);
	for (uint32_t c = 0; c < 10; c++)
		CHECK_U64(map[c], c / 4);
	CHECK_U64(map[10], 99);
	/* after the lists, per CPU: core id, socket id (what perf -I shows) */
	CHECK_U64(ld32(t + ld64(b.p + feat_off + 16 * nsec + 8, false) - 8, false), 2);
	CHECK(pf_feat_cpu_topology(bad, sizeof(bad), false, topo_cb, map) == -1);
	CHECK(pf_feat_cpu_topology(bad, 6, false, topo_cb, map) == -1);	/* cut short */
	free(b.p);

	/* A map whose cores are not consecutive (x86 numbers siblings 0 and 2):
	 * lists "0,2" and "1,3", read back as the same map. */
	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = setup(path, &o);
	CHECK(w && pw_set_nrcpus(w, 4, 4) == 0);
	CHECK(pw_set_cpu_cores(w, (const uint32_t[]){ 0, 1, 0, 1 }, 4) == 0);
	CHECK(write_records(w) == 0 && pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	feat_off = ld64(b.p + 40, false) + ld64(b.p + 48, false);
	t = b.p + ld64(b.p + feat_off + 16 * nsec, false);
	CHECK(memcmp(t + 4 + 4 + 64 + 4 + 4, "0,2", 4) == 0);
	for (int i = 0; i < 16; i++)
		map[i] = 99;
	CHECK(pf_feat_cpu_topology(t, ld64(b.p + feat_off + 16 * nsec + 8, false), false,
				   topo_cb, map) == 0);
	CHECK(map[0] == 0 && map[1] == 1 && map[2] == 0 && map[3] == 1 && map[4] == 99);
	free(b.p);
}

/* What perf record -a writes before its samples, at the byte: ID_INDEX of
 * a cpu event on 3 CPUs, THREAD_MAP (pid -1), CPU_MAP as a list of u16,
 * a synthesized FORK and the kernel MMAP (perf 6.1's own is 0x60 bytes),
 * both with an empty sample_id trailer (4 fields: 32 bytes). */
TEST(pw_synthesized_records)
{
	struct pw_opts o = { 0 };
	struct perf_event_attr a;
	char path[64];
	struct perf_writer *w;
	struct blob b;
	const uint8_t *r;

	CHECK(tmp_path(path, sizeof(path)) >= 0);
	w = pw_open(path, &o);
	pw_attr_init(&a, PERF_TYPE_TRACEPOINT, 9, PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID |
		     PERF_SAMPLE_TIME | PERF_SAMPLE_CPU, PERF_FORMAT_ID);
	CHECK(w && pw_add_cpu_event(w, &a, "sched:sched_switch", 3) == 0);
	CHECK(pw_start(w) == 0 && pw_id_index(w) == 0 && pw_thread_cpu_maps(w, 3) == 0);
	CHECK(pw_fork(w, 0, 5, 1, 6, 5, 9, NULL) == 0);
	CHECK(pw_mmap(w, 0, PERF_RECORD_MISC_KERNEL, UINT32_MAX, 0, 0xc000000000010000ull, 0x1000,
		      0xc000000000010000ull, "[kernel.kallsyms]_text", NULL) == 0);
	CHECK(pw_close(w) == 0);
	b = slurp(path);
	unlink(path);
	r = b.p + ld64(b.p + 40, false);
	CHECK_U64(ld32(r, false), 69);				/* ID_INDEX */
	CHECK_U64(ld16(r + 6, false), 16 + 3 * 32);
	CHECK_U64(ld64(r + 8, false), 3);
	for (unsigned i = 0; i < 3; i++) {
		CHECK_U64(ld64(r + 16 + 32 * i, false), 1ull << 32 | i);	/* id */
		CHECK_U64(ld64(r + 24 + 32 * i, false), i);	/* idx */
		CHECK_U64(ld64(r + 32 + 32 * i, false), i);	/* cpu */
		CHECK_U64(ld64(r + 40 + 32 * i, false), UINT64_MAX);	/* tid -1 */
	}
	r += 112;
	CHECK_U64(ld32(r, false), 73);				/* THREAD_MAP */
	CHECK_U64(ld16(r + 6, false), 40);
	CHECK_U64(ld64(r + 8, false), 1);
	CHECK_U64(ld64(r + 16, false), UINT64_MAX);
	r += 40;
	CHECK_U64(ld32(r, false), 74);				/* CPU_MAP */
	CHECK_U64(ld16(r + 6, false), 24);
	CHECK_U64(ld16(r + 8, false), 0);			/* PERF_CPU_MAP__CPUS */
	CHECK_U64(ld16(r + 10, false), 3);
	CHECK_U64(ld16(r + 12, false), 0);
	CHECK_U64(ld16(r + 14, false), 1);
	CHECK_U64(ld16(r + 16, false), 2);
	r += 24;
	CHECK_U64(ld32(r, false), PERF_RECORD_FORK);
	CHECK_U64(ld16(r + 6, false), 8 + 24 + 32);
	CHECK_U64(ld32(r + 8, false), 5);
	CHECK_U64(ld32(r + 12, false), 1);
	CHECK_U64(ld32(r + 16, false), 6);
	CHECK_U64(ld32(r + 20, false), 5);
	CHECK_U64(ld64(r + 24, false), 9);
	r += 64;
	CHECK_U64(ld32(r, false), PERF_RECORD_MMAP);
	CHECK_U64(ld16(r + 4, false), PERF_RECORD_MISC_KERNEL);
	CHECK_U64(ld16(r + 6, false), 0x60);
	CHECK_U64(ld32(r + 8, false), UINT32_MAX);
	CHECK_U64(ld32(r + 12, false), 0);
	CHECK_U64(ld64(r + 16, false), 0xc000000000010000ull);
	CHECK_U64(ld64(r + 24, false), 0x1000);
	CHECK_U64(ld64(r + 32, false), 0xc000000000010000ull);
	CHECK(memcmp(r + 40, "[kernel.kallsyms]_text\0", 23) == 0);
	CHECK_U64(ld64(r + 64, false), 0);			/* the empty trailer */
	free(b.p);
}
