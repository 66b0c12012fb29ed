// SPDX-License-Identifier: GPL-2.0-only
/* perf-writer.c: perf.data writer (file and pipe mode, either byte order,
 * optional zstd) laid out exactly as upstream perf's header.c/record.c do. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <zstd.h>

#include "bytes.h"
#include "bytebuf.h"
#include "perf-writer.h"

#define PERF_MAGIC2	0x32454c4946524550ULL	/* "PERFILE2" read as a host u64 */
#define FILE_HDR_SIZE	104
#define PIPE_HDR_SIZE	16
#define REC_HDR_SIZE	8
#define REC_MAX		65535			/* header.size is a u16 */
#define OUT_CAP		(1u << 20)		/* output buffer: few large writes */
#define IDX_MEM_MAX	65536			/* AUXTRACE index entries kept in memory */
#define NAME_ALIGN	64			/* header.c: strings padded to 64 */
#define ZCHUNK_DEFAULT	8192
#define ZCHUNK_MAX	32768			/* one chunk must fit one COMPRESSED record */
#define COMP_MMAP_LEN	528384			/* perf's default (128 + 1) * 4096 */
#define PERF_COMP_ZSTD	1

/* user record types (perf/event.h) */
#define REC_HEADER_ATTR		64
#define REC_TRACING_DATA	66
#define REC_FINISHED_ROUND	68
#define REC_ID_INDEX		69
#define REC_AUXTRACE_INFO	70
#define REC_AUXTRACE		71
#define REC_THREAD_MAP		73
#define REC_CPU_MAP		74
#define REC_HEADER_FEATURE	80
#define REC_COMPRESSED		81
#define REC_FINISHED_INIT	82

#define SAMPLE_SUPPORTED (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | \
			  PERF_SAMPLE_TIME | PERF_SAMPLE_ADDR | PERF_SAMPLE_ID |   \
			  PERF_SAMPLE_STREAM_ID | PERF_SAMPLE_CPU |              \
			  PERF_SAMPLE_PERIOD | PERF_SAMPLE_RAW)
#define SAMPLE_ID_ALL_BITS (PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_ID | \
			    PERF_SAMPLE_STREAM_ID | PERF_SAMPLE_CPU |            \
			    PERF_SAMPLE_IDENTIFIER)

#define ALIGN_UP(x, a) (((x) + (a) - 1) / (a) * (a))

enum { ST_SETUP, ST_DATA, ST_DONE };

struct pw_event {
	uint8_t attr[PW_ATTR_SIZE_VER8];	/* target-order image */
	uint64_t sample_type;
	bool sample_id_all;
	char *name;
	uint64_t *ids;
	uint32_t nr_ids;
	uint64_t id_offset;
};

struct pw_pmu {
	uint32_t type;
	char *name;
};

/* A growable byte buffer for feature bodies, written in the target order. */
/* Optional background writer: one buffer is written while the next fills,
 * so generation and the write syscalls overlap. */
struct aio {
	pthread_t th;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	uint8_t *buf;
	size_t len;
	bool busy, quit, started;
	int err;
};

struct perf_writer {
	int fd;
	bool own_fd;
	struct pw_opts o;
	bool sw;			/* target order != host order */
	int state;
	bool init_done;			/* pw_finished_init seen */
	int err;			/* sticky errno of the first failure */

	struct aio aio;
	uint8_t *out;			/* pending direct bytes */
	size_t out_len;
	uint64_t off;			/* stream offset of the next byte */
	uint8_t *scratch;		/* one record being built */

	struct pw_event *ev;
	int nr_ev;
	char *strs[PW_FEAT_LAST];	/* string features by bit */
	bool has_nrcpus;
	uint32_t nr_avail, nr_online;
	uint32_t topo_smt;		/* CPU_TOPOLOGY: threads per core, 0 = none */
	uint32_t *topo_map, topo_n;	/* ... or each CPU's core (pw_set_cpu_cores) */
	char **argv;
	int argc;
	uint8_t *tdata;
	size_t tdata_len;
	struct pw_pmu *pmu;
	int nr_pmu;
	bool have_time;
	uint64_t first_time, last_time;
	bool has_clock;			/* pw_set_clock */
	uint32_t clockid;
	uint64_t clock_res, clock_wall, clock_ns;
	bool auxtrace_on;
	uint64_t data_offset;

	uint8_t *idx;			/* AUXTRACE index, target order */
	size_t idx_mem;
	FILE *idx_spill;		/* older entries once idx is full */
	uint64_t idx_total;

	ZSTD_CStream *zs;
	uint8_t *zin, *zout;
	size_t zin_len, zout_cap;
	uint64_t z_in, z_out;
};

/* ---- errors and raw output ---- */

static int fail(struct perf_writer *w, int e)
{
	if (!w->err)
		w->err = e ? e : EIO;
	errno = w->err;
	return -1;
}

static int check(struct perf_writer *w, int want_state)
{
	if (!w) {
		errno = EINVAL;
		return -1;
	}
	if (w->err) {
		errno = w->err;
		return -1;
	}
	if (w->state != want_state) {
		errno = EINVAL;
		return -1;
	}
	return 0;
}

static int write_all(int fd, const void *p, size_t n)
{
	const uint8_t *b = p;

	while (n) {
		ssize_t r = write(fd, b, n);

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -1;
		if (r == 0) {
			errno = EIO;
			return -1;
		}
		b += r;
		n -= (size_t)r;
	}
	return 0;
}

static void *aio_main(void *arg)
{
	struct perf_writer *w = arg;
	struct aio *a = &w->aio;

	pthread_mutex_lock(&a->mu);
	for (;;) {
		while (!a->busy && !a->quit)
			pthread_cond_wait(&a->cv, &a->mu);
		if (!a->busy)
			break;
		pthread_mutex_unlock(&a->mu);
		int e = write_all(w->fd, a->buf, a->len) < 0 ? errno : 0;
		pthread_mutex_lock(&a->mu);
		if (e && !a->err)
			a->err = e;
		a->busy = false;
		pthread_cond_broadcast(&a->cv);
	}
	pthread_mutex_unlock(&a->mu);
	return NULL;
}

static int aio_start(struct perf_writer *w)
{
	struct aio *a = &w->aio;

	a->buf = malloc(OUT_CAP);
	if (!a->buf)
		return -1;
	pthread_mutex_init(&a->mu, NULL);
	pthread_cond_init(&a->cv, NULL);
	if (pthread_create(&a->th, NULL, aio_main, w) != 0) {
		pthread_mutex_destroy(&a->mu);
		pthread_cond_destroy(&a->cv);
		errno = EAGAIN;
		return -1;
	}
	a->started = true;
	return 0;
}

/* Wait for the background write in flight; report its error. */
static int aio_drain(struct perf_writer *w)
{
	struct aio *a = &w->aio;
	int e;

	if (!a->started)
		return 0;
	pthread_mutex_lock(&a->mu);
	while (a->busy)
		pthread_cond_wait(&a->cv, &a->mu);
	e = a->err;
	pthread_mutex_unlock(&a->mu);
	return e ? fail(w, e) : 0;
}

static void aio_stop(struct perf_writer *w)
{
	struct aio *a = &w->aio;

	if (a->started) {
		pthread_mutex_lock(&a->mu);
		a->quit = true;
		pthread_cond_broadcast(&a->cv);
		pthread_mutex_unlock(&a->mu);
		pthread_join(a->th, NULL);
		pthread_mutex_destroy(&a->mu);
		pthread_cond_destroy(&a->cv);
		a->started = false;
	}
	free(a->buf);
	a->buf = NULL;
}

/* Hand the full buffer to the background writer and keep filling the other. */
static int aio_flush(struct perf_writer *w)
{
	struct aio *a = &w->aio;
	uint8_t *t;

	if (aio_drain(w) < 0)
		return -1;
	pthread_mutex_lock(&a->mu);
	t = a->buf;
	a->buf = w->out;
	a->len = w->out_len;
	a->busy = true;
	pthread_cond_broadcast(&a->cv);
	pthread_mutex_unlock(&a->mu);
	w->out = t;
	w->out_len = 0;
	return 0;
}

static int out_flush(struct perf_writer *w)
{
	if (!w->out_len)
		return 0;
	if (w->aio.started)
		return aio_flush(w);
	if (write_all(w->fd, w->out, w->out_len) < 0)
		return fail(w, errno);
	w->out_len = 0;
	return 0;
}

/* Everything handed out is on the fd: before seeking or direct writes. */
static int out_sync(struct perf_writer *w)
{
	return out_flush(w) < 0 ? -1 : aio_drain(w);
}

/* Append to the output stream; big blocks bypass the buffer. */
static int out_put(struct perf_writer *w, const void *p, size_t n)
{
	if (w->err)
		return fail(w, w->err);
	if (!n)
		return 0;
	if (n >= OUT_CAP) {
		if (out_sync(w) < 0)
			return -1;
		if (write_all(w->fd, p, n) < 0)
			return fail(w, errno);
	} else {
		if (n > OUT_CAP - w->out_len && out_flush(w) < 0)
			return -1;
		memcpy(w->out + w->out_len, p, n);
		w->out_len += n;
	}
	w->off += n;
	return 0;
}

static int out_zeros(struct perf_writer *w, size_t n)
{
	static const uint8_t zero[NAME_ALIGN];

	while (n) {
		size_t k = n < sizeof(zero) ? n : sizeof(zero);

		if (out_put(w, zero, k) < 0)
			return -1;
		n -= k;
	}
	return 0;
}

static void put_hdr(uint8_t *p, uint32_t type, uint16_t misc, uint16_t size, bool sw)
{
	st32(p, type, sw);
	st16(p + 4, misc, sw);
	st16(p + 6, size, sw);
}

/* ---- zstd: ring records batched into PERF_RECORD_COMPRESSED ---- */

/* One chunk -> one COMPRESSED record. perf's reader fails on a record that
 * decompresses to nothing, so a chunk is compressed and flushed whole; the
 * chunk limit keeps the result below the u16 record size. */
static int z_compress(struct perf_writer *w, const uint8_t *src, size_t n)
{
	ZSTD_inBuffer in = { src, n, 0 };
	ZSTD_outBuffer out = { w->zout + REC_HDR_SIZE, w->zout_cap - REC_HDR_SIZE, 0 };
	size_t r;

	while (in.pos < in.size) {
		r = ZSTD_compressStream(w->zs, &out, &in);
		if (ZSTD_isError(r))
			return fail(w, EIO);
	}
	do {
		r = ZSTD_flushStream(w->zs, &out);
		if (ZSTD_isError(r))
			return fail(w, EIO);
	} while (r && out.pos < out.size);
	if (r || REC_HDR_SIZE + out.pos > REC_MAX)
		return fail(w, E2BIG);
	put_hdr(w->zout, REC_COMPRESSED, 0, (uint16_t)(REC_HDR_SIZE + out.pos), w->sw);
	w->z_in += n;
	w->z_out += REC_HDR_SIZE + out.pos;
	return out_put(w, w->zout, REC_HDR_SIZE + out.pos);
}

/* Fixed-size chunks: a record regularly straddles two COMPRESSED records,
 * as it does in perf when a ring buffer wraps. */
static int z_append(struct perf_writer *w, const void *rec, size_t len)
{
	size_t chunk = w->o.zstd_chunk;

	memcpy(w->zin + w->zin_len, rec, len);
	w->zin_len += len;
	while (w->zin_len >= chunk) {
		if (z_compress(w, w->zin, chunk) < 0)
			return -1;
		w->zin_len -= chunk;
		memmove(w->zin, w->zin + chunk, w->zin_len);
	}
	return 0;
}

/* Before a direct record: pending ring bytes must precede it in the file. */
static int z_flush(struct perf_writer *w)
{
	if (!w->zs || !w->zin_len)
		return 0;
	if (z_compress(w, w->zin, w->zin_len) < 0)
		return -1;
	w->zin_len = 0;
	return 0;
}

static int z_setup(struct perf_writer *w)
{
	size_t r;

	w->zs = ZSTD_createCStream();
	if (!w->zs)
		return -1;
	r = ZSTD_initCStream(w->zs, w->o.zstd_level);
	if (ZSTD_isError(r)) {
		errno = EINVAL;
		return -1;
	}
	w->zout_cap = REC_HDR_SIZE + ZSTD_compressBound(ZCHUNK_MAX) + 64;
	w->zin = malloc(ZCHUNK_MAX + REC_MAX + 1);
	w->zout = malloc(w->zout_cap);
	return w->zin && w->zout ? 0 : -1;
}

/* Kernel-type records after FINISHED_INIT come from the ring buffers: those
 * are what perf compresses. */
static int emit(struct perf_writer *w, const void *rec, size_t len, bool ring)
{
	if (w->err)
		return fail(w, w->err);
	if (ring && w->zs && w->init_done)
		return z_append(w, rec, len);
	if (z_flush(w) < 0)
		return -1;
	return out_put(w, rec, len);
}

/* ---- perf_event_attr image ---- */

static uint8_t revbyte(uint8_t b)
{
	b = (uint8_t)((b >> 4) | (b << 4));
	b = (uint8_t)(((b & 0xcc) >> 2) | ((b & 0x33) << 2));
	return (uint8_t)(((b & 0xaa) >> 1) | ((b & 0x55) << 1));
}

/* The flag bitfield word: a big-endian host's compiler allocates bitfields
 * from the most significant bit, so "disabled" (bit 0 on LE) is the top bit
 * of byte 0. perf's reader undoes exactly this (swap_bitfield: bits reversed
 * within each byte, bytes in place), so that is what a BE file carries. */
static void put_attr_flags(uint8_t *p, const uint8_t *host, bool big_endian)
{
	uint64_t raw;
	uint64_t bits = 0;

	memcpy(&raw, host, sizeof(raw));
	for (int i = 0; i < 64; i++) {	/* by declaration position */
		int hb = BYTE_ORDER == LITTLE_ENDIAN ? i : 63 - i;

		bits |= ((raw >> hb) & 1) << i;
	}
	for (int i = 0; i < 8; i++) {
		uint8_t b = (uint8_t)(bits >> (8 * i));

		p[i] = big_endian ? revbyte(b) : b;
	}
}

/* Field layout of perf_event_attr up to config3 (offset, width). */
static const struct { uint8_t off, len; } attr_fields[] = {
	{ 0, 4 }, { 4, 4 }, { 8, 8 }, { 16, 8 }, { 24, 8 }, { 32, 8 },
	{ 48, 4 }, { 52, 4 }, { 56, 8 }, { 64, 8 }, { 72, 8 }, { 80, 8 },
	{ 88, 4 }, { 92, 4 }, { 96, 8 }, { 104, 4 }, { 108, 2 }, { 110, 2 },
	{ 112, 4 }, { 116, 4 }, { 120, 8 }, { 128, 8 },
};

static void attr_image(const struct perf_event_attr *a, uint32_t attr_size,
		       bool big_endian, uint8_t *out)
{
	uint8_t host[PW_ATTR_SIZE_VER8] = { 0 };
	bool sw = big_endian != (BYTE_ORDER == BIG_ENDIAN);
	size_t n = sizeof(*a) < sizeof(host) ? sizeof(*a) : sizeof(host);

	memcpy(host, a, n);
	memset(out, 0, attr_size);
	for (size_t i = 0; i < sizeof(attr_fields) / sizeof(attr_fields[0]); i++) {
		const uint8_t *s = host + attr_fields[i].off;
		uint8_t *d = out + attr_fields[i].off;

		if (attr_fields[i].off + attr_fields[i].len > attr_size)
			break;
		if (attr_fields[i].len == 8)
			st64(d, ld64(s, false), sw);
		else if (attr_fields[i].len == 4)
			st32(d, ld32(s, false), sw);
		else
			st16(d, ld16(s, false), sw);
	}
	st32(out + 4, attr_size, sw);	/* the ABI version this file claims */
	put_attr_flags(out + 40, host + 40, big_endian);
}

/* ---- setup ---- */

static struct perf_writer *pw_new(int fd, const struct pw_opts *o)
{
	struct perf_writer *w = calloc(1, sizeof(*w));

	if (!w)
		return NULL;
	w->fd = fd;
	w->o = *o;
	if (!w->o.attr_size)
		w->o.attr_size = PW_ATTR_SIZE_VER7;
	if (!w->o.zstd_chunk)
		w->o.zstd_chunk = ZCHUNK_DEFAULT;
	if (!w->o.comp_mmap_len)
		w->o.comp_mmap_len = COMP_MMAP_LEN;
	w->sw = o->big_endian != (BYTE_ORDER == BIG_ENDIAN);
	w->out = malloc(OUT_CAP);
	w->scratch = malloc(REC_MAX + 1);
	return w;
}

static bool opts_valid(const struct pw_opts *o)
{
	if (!o)
		return false;
	if (o->attr_size && o->attr_size != PW_ATTR_SIZE_VER7 &&
	    o->attr_size != PW_ATTR_SIZE_VER8)
		return false;
	if (o->zstd_level < 0 || o->zstd_level > 22 || o->zstd_chunk > ZCHUNK_MAX)
		return false;
	return o->comp_mmap_len == 0 || o->comp_mmap_len >= ZCHUNK_MAX;
}

static void pw_free(struct perf_writer *w);

struct perf_writer *pw_fdopen(int fd, const struct pw_opts *o)
{
	struct perf_writer *w;

	if (fd < 0 || !opts_valid(o)) {
		errno = EINVAL;
		return NULL;
	}
	w = pw_new(fd, o);
	if (!w || !w->out || !w->scratch || (o->zstd_level && z_setup(w) < 0) ||
	    (o->async && aio_start(w) < 0)) {
		int e = errno ? errno : ENOMEM;

		if (w)
			pw_free(w);
		errno = e;
		return NULL;
	}
	return w;
}

struct perf_writer *pw_open(const char *path, const struct pw_opts *o)
{
	struct perf_writer *w;
	int fd;

	if (!path) {
		errno = EINVAL;
		return NULL;
	}
	if (strcmp(path, "-") == 0)
		return pw_fdopen(STDOUT_FILENO, o);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return NULL;
	w = pw_fdopen(fd, o);
	if (!w) {
		int e = errno;

		close(fd);
		errno = e;
		return NULL;
	}
	w->own_fd = true;
	return w;
}

int pw_add_event(struct perf_writer *w, const struct perf_event_attr *attr,
		 const char *name, const uint64_t *ids, uint32_t nr_ids)
{
	struct pw_event *nev, *e;

	if (check(w, ST_SETUP) < 0)
		return -1;
	if (!attr || !name || (nr_ids && !ids)) {
		errno = EINVAL;
		return -1;
	}
	nev = realloc(w->ev, (size_t)(w->nr_ev + 1) * sizeof(*w->ev));
	if (!nev)
		return -1;
	w->ev = nev;
	e = &w->ev[w->nr_ev];
	memset(e, 0, sizeof(*e));
	e->name = strdup(name);
	e->ids = malloc((nr_ids ? nr_ids : 1) * sizeof(uint64_t));
	if (!e->name || !e->ids) {
		free(e->name);
		free(e->ids);
		return -1;
	}
	if (nr_ids)
		memcpy(e->ids, ids, nr_ids * sizeof(uint64_t));
	e->nr_ids = nr_ids;
	e->sample_type = attr->sample_type;
	e->sample_id_all = attr->sample_id_all;
	attr_image(attr, w->o.attr_size, w->o.big_endian, e->attr);
	return w->nr_ev++;
}

int pw_add_cpu_event(struct perf_writer *w, const struct perf_event_attr *attr,
		     const char *name, uint32_t ncpus)
{
	uint64_t *ids = calloc(ncpus ? ncpus : 1, sizeof(*ids));
	int idx;

	if (!ids)
		return -1;
	for (uint32_t c = 0; w && c < ncpus; c++)
		ids[c] = pw_cpu_id(w->nr_ev, c);
	idx = pw_add_event(w, attr, name, ids, ncpus);
	free(ids);
	return idx;
}

void pw_attr_init(struct perf_event_attr *a, uint32_t type, uint64_t config,
		  uint64_t sample_type, uint64_t read_format)
{
	memset(a, 0, sizeof(*a));
	a->type = type;
	a->config = config;
	a->sample_period = 1;
	a->sample_type = sample_type;
	a->read_format = read_format;
	a->sample_id_all = 1;
}

static int set_str(char **slot, const char *s)
{
	char *d = strdup(s);

	if (!d)
		return -1;
	free(*slot);
	*slot = d;
	return 0;
}

int pw_set_string(struct perf_writer *w, enum pw_feat feat, const char *s)
{
	if (check(w, ST_SETUP) < 0)
		return -1;
	switch (feat) {
	case PW_FEAT_HOSTNAME: case PW_FEAT_OSRELEASE: case PW_FEAT_VERSION:
	case PW_FEAT_ARCH: case PW_FEAT_CPUDESC: case PW_FEAT_CPUID:
		if (s)
			return set_str(&w->strs[feat], s);
		break;
	default:
		break;
	}
	errno = EINVAL;
	return -1;
}

int pw_set_nrcpus(struct perf_writer *w, uint32_t avail, uint32_t online)
{
	if (check(w, ST_SETUP) < 0)
		return -1;
	w->has_nrcpus = true;
	w->nr_avail = avail;
	w->nr_online = online;
	return 0;
}

int pw_set_cpu_topology(struct perf_writer *w, uint32_t smt)
{
	if (check(w, ST_SETUP) < 0)
		return -1;
	if (!w->has_nrcpus || !smt) {
		errno = EINVAL;
		return -1;
	}
	free(w->topo_map);
	w->topo_map = NULL;
	w->topo_smt = smt;
	return 0;
}

int pw_set_cpu_cores(struct perf_writer *w, const uint32_t *core_of, uint32_t n)
{
	uint32_t *m;

	if (check(w, ST_SETUP) < 0)
		return -1;
	if (!w->has_nrcpus || !core_of || !n) {
		errno = EINVAL;
		return -1;
	}
	m = malloc((size_t)n * sizeof(*m));
	if (!m)
		return -1;
	memcpy(m, core_of, (size_t)n * sizeof(*m));
	free(w->topo_map);
	w->topo_map = m;
	w->topo_n = n;
	w->topo_smt = 1;	/* present */
	return 0;
}

int pw_set_cmdline(struct perf_writer *w, int argc, const char *const *argv)
{
	char **v;

	if (check(w, ST_SETUP) < 0)
		return -1;
	if (argc < 0 || (argc && !argv)) {
		errno = EINVAL;
		return -1;
	}
	v = calloc((size_t)argc + 1, sizeof(*v));
	if (!v)
		return -1;
	for (int i = 0; i < argc; i++) {
		v[i] = strdup(argv[i] ? argv[i] : "");
		if (!v[i]) {
			while (i--)
				free(v[i]);
			free(v);
			return -1;
		}
	}
	for (int i = 0; i < w->argc; i++)
		free(w->argv[i]);
	free(w->argv);
	w->argv = v;
	w->argc = argc;
	return 0;
}

int pw_set_tracing_data(struct perf_writer *w, const void *blob, size_t len)
{
	uint8_t *d;

	if (check(w, ST_SETUP) < 0)
		return -1;
	if (!blob || !len || len > UINT32_MAX - 8) {
		errno = EINVAL;
		return -1;
	}
	d = malloc(len);
	if (!d)
		return -1;
	memcpy(d, blob, len);
	free(w->tdata);
	w->tdata = d;
	w->tdata_len = len;
	return 0;
}

int pw_add_pmu(struct perf_writer *w, uint32_t type, const char *name)
{
	struct pw_pmu *np;
	char *n;

	if (check(w, ST_SETUP) < 0)
		return -1;
	if (!name) {
		errno = EINVAL;
		return -1;
	}
	n = strdup(name);
	np = n ? realloc(w->pmu, (size_t)(w->nr_pmu + 1) * sizeof(*np)) : NULL;
	if (!np) {
		free(n);
		return -1;
	}
	w->pmu = np;
	w->pmu[w->nr_pmu].type = type;
	w->pmu[w->nr_pmu++].name = n;
	return 0;
}

/* ---- feature bodies ---- */

/* header.c do_write_string: u32 length incl. NUL padded to 64, then bytes. */
static void fb_str(struct bytebuf *b, const char *s)
{
	size_t olen = strlen(s) + 1;
	size_t len = ALIGN_UP(olen, NAME_ALIGN);

	bb_u32(b, (uint32_t)len);
	bb_put(b, s, olen);
	bb_put(b, NULL, len - olen);
}

/* The core of CPU c: the map's (pw_set_cpu_cores), else c / smt. */
static uint32_t topo_core(const struct perf_writer *w, uint32_t c)
{
	if (w->topo_map)
		return c < w->topo_n && w->topo_map[c] != UINT32_MAX ? w->topo_map[c] : 0;
	return c / w->topo_smt;
}

/* header.c write_cpu_topology: the package sibling lists, the thread
 * sibling lists (one per core, as ranges), then per available CPU its core
 * and socket ids (perf reads the die part only when the section has one). */
static void fb_cpu_topology(struct perf_writer *w, struct bytebuf *b)
{
	uint32_t n = w->nr_avail, ncores = 0, nlists = 0;
	char buf[1024];

	for (uint32_t c = 0; c < n; c++)
		if (topo_core(w, c) + 1 > ncores)
			ncores = topo_core(w, c) + 1;
	bb_u32(b, 1);
	snprintf(buf, sizeof(buf), n > 1 ? "0-%u" : "0", n - 1);
	fb_str(b, buf);
	for (uint32_t k = 0; k < ncores; k++)	/* cores with no CPU have no list */
		for (uint32_t c = 0; c < n; c++)
			if (topo_core(w, c) == k) {
				nlists++;
				break;
			}
	bb_u32(b, nlists);
	for (uint32_t k = 0; k < ncores; k++) {
		size_t len = 0;

		buf[0] = '\0';
		for (uint32_t c = 0; c < n; c++) {
			uint32_t e = c;

			if (topo_core(w, c) != k)
				continue;
			while (e + 1 < n && topo_core(w, e + 1) == k)
				e++;
			if (len < sizeof(buf) - 24)
				len += (size_t)snprintf(buf + len, sizeof(buf) - len, e > c ? "%s%u-%u" : "%s%u",
							len ? "," : "", c, e);
			c = e;
		}
		if (len)
			fb_str(b, buf);
	}
	for (uint32_t c = 0; c < n; c++) {
		bb_u32(b, topo_core(w, c));
		bb_u32(b, 0);
	}
}

static void fb_event_desc(struct perf_writer *w, struct bytebuf *b)
{
	bb_u32(b, (uint32_t)w->nr_ev);
	bb_u32(b, w->o.attr_size);
	for (int i = 0; i < w->nr_ev; i++) {
		struct pw_event *e = &w->ev[i];

		bb_put(b, e->attr, w->o.attr_size);
		bb_u32(b, e->nr_ids);
		fb_str(b, e->name);
		for (uint32_t k = 0; k < e->nr_ids; k++)
			bb_u64(b, e->ids[k]);
	}
}

static void fb_compressed(struct perf_writer *w, struct bytebuf *b)
{
	uint32_t ratio = 0;

	if (w->z_out)	/* builtin-record.c: transferred / compressed + 0.5 */
		ratio = (uint32_t)((double)w->z_in / (double)w->z_out + 0.5);
	bb_u32(b, 0);	/* comp_ver: perf never sets it */
	bb_u32(b, PERF_COMP_ZSTD);
	bb_u32(b, (uint32_t)w->o.zstd_level);
	bb_u32(b, ratio);
	bb_u32(b, w->o.comp_mmap_len);
}

/* Does the file carry feature bit f? Pipe mode only has what perf can
 * synthesize as HEADER_FEATURE records (no TRACING_DATA, no AUXTRACE). */
static bool feat_present(const struct perf_writer *w, int f)
{
	bool pipe = w->o.pipe;

	switch (f) {
	case PW_FEAT_TRACING_DATA: return !pipe && w->tdata;
	case PW_FEAT_NRCPUS: return w->has_nrcpus;
	case PW_FEAT_CPU_TOPOLOGY: return w->has_nrcpus && w->topo_smt && w->nr_avail;
	case PW_FEAT_CMDLINE: return w->argv != NULL;
	case PW_FEAT_EVENT_DESC: return w->nr_ev > 0;
	case PW_FEAT_PMU_MAPPINGS: return w->nr_pmu > 0;
	case PW_FEAT_AUXTRACE: return !pipe && w->auxtrace_on;
	case PW_FEAT_SAMPLE_TIME: return !pipe && w->have_time;
	case PW_FEAT_CLOCKID: case PW_FEAT_CLOCK_DATA: return w->has_clock;
	case PW_FEAT_COMPRESSED: return w->zs != NULL;
	default: return f < PW_FEAT_LAST && w->strs[f];
	}
}

/* Body of feature f (AUXTRACE is streamed separately: it can be large). */
static int feat_body(struct perf_writer *w, int f, struct bytebuf *b)
{
	b->sw = w->sw;
	switch (f) {
	case PW_FEAT_TRACING_DATA: bb_put(b, w->tdata, w->tdata_len); break;
	case PW_FEAT_NRCPUS: bb_u32(b, w->nr_avail); bb_u32(b, w->nr_online); break;
	case PW_FEAT_CMDLINE:
		bb_u32(b, (uint32_t)w->argc);
		for (int i = 0; i < w->argc; i++)
			fb_str(b, w->argv[i]);
		break;
	case PW_FEAT_EVENT_DESC: fb_event_desc(w, b); break;
	case PW_FEAT_CPU_TOPOLOGY: fb_cpu_topology(w, b); break;
	case PW_FEAT_PMU_MAPPINGS:
		bb_u32(b, (uint32_t)w->nr_pmu);
		for (int i = 0; i < w->nr_pmu; i++) {
			bb_u32(b, w->pmu[i].type);
			fb_str(b, w->pmu[i].name);
		}
		break;
	case PW_FEAT_SAMPLE_TIME: bb_u64(b, w->first_time); bb_u64(b, w->last_time); break;
	case PW_FEAT_CLOCKID: bb_u64(b, w->clock_res); break;
	case PW_FEAT_CLOCK_DATA:	/* write_clock_data: version 1 */
		bb_u32(b, 1);
		bb_u32(b, w->clockid);
		bb_u64(b, w->clock_wall);
		bb_u64(b, w->clock_ns);
		break;
	case PW_FEAT_COMPRESSED: fb_compressed(w, b); break;
	default: fb_str(b, w->strs[f]); break;
	}
	return b->oom ? -1 : 0;
}

int pw_set_clock(struct perf_writer *w, uint32_t clockid, uint64_t res_ns, uint64_t wall_ns,
		 uint64_t clock_ns)
{
	w->has_clock = true;
	w->clockid = clockid;
	w->clock_res = res_ns;
	w->clock_wall = wall_ns;
	w->clock_ns = clock_ns;
	return 0;
}

/* ---- start ---- */

static int start_file(struct perf_writer *w)
{
	uint8_t rec[PW_ATTR_SIZE_VER8 + 16];
	uint8_t t[8];

	if (lseek(w->fd, 0, SEEK_SET) < 0)
		return fail(w, errno);	/* file mode needs a seekable fd */
	if (out_zeros(w, FILE_HDR_SIZE) < 0)	/* rewritten at close */
		return -1;
	/* header.c writes every event's ids first, then the attrs */
	for (int i = 0; i < w->nr_ev; i++) {
		w->ev[i].id_offset = w->off;
		for (uint32_t k = 0; k < w->ev[i].nr_ids; k++) {
			st64(t, w->ev[i].ids[k], w->sw);
			if (out_put(w, t, 8) < 0)
				return -1;
		}
	}
	for (int i = 0; i < w->nr_ev; i++) {
		memcpy(rec, w->ev[i].attr, w->o.attr_size);
		st64(rec + w->o.attr_size, w->ev[i].id_offset, w->sw);
		st64(rec + w->o.attr_size + 8, w->ev[i].nr_ids * 8ull, w->sw);
		if (out_put(w, rec, w->o.attr_size + 16) < 0)
			return -1;
	}
	w->data_offset = w->off;
	return 0;
}

static int pipe_attrs(struct perf_writer *w)
{
	for (int i = 0; i < w->nr_ev; i++) {
		struct pw_event *e = &w->ev[i];
		size_t asz = ALIGN_UP(w->o.attr_size, 8);
		size_t size = REC_HDR_SIZE + asz + e->nr_ids * 8ull;
		uint8_t *r = w->scratch;

		if (size > REC_MAX)
			return fail(w, E2BIG);
		memset(r, 0, size);
		put_hdr(r, REC_HEADER_ATTR, 0, (uint16_t)size, w->sw);
		memcpy(r + REC_HDR_SIZE, e->attr, w->o.attr_size);
		for (uint32_t k = 0; k < e->nr_ids; k++)
			st64(r + REC_HDR_SIZE + asz + 8 * k, e->ids[k], w->sw);
		if (out_put(w, r, size) < 0)
			return -1;
	}
	return 0;
}

static int pipe_feature(struct perf_writer *w, int f, const struct bytebuf *b)
{
	uint8_t h[16];
	size_t size = sizeof(h) + (b ? b->len : 0);

	if (size > REC_MAX)
		return fail(w, E2BIG);
	put_hdr(h, REC_HEADER_FEATURE, 0, (uint16_t)size, w->sw);
	st64(h + 8, (uint64_t)f, w->sw);
	if (out_put(w, h, sizeof(h)) < 0)
		return -1;
	return b ? out_put(w, b->p, b->len) : 0;
}

static int pipe_features(struct perf_writer *w)
{
	for (int f = 1; f < PW_FEAT_LAST; f++) {
		struct bytebuf b = { 0 };
		int r;

		if (!feat_present(w, f))
			continue;
		r = feat_body(w, f, &b);
		if (r == 0)
			r = pipe_feature(w, f, &b);
		else
			fail(w, ENOMEM);
		free(b.p);
		if (r < 0)
			return -1;
	}
	return pipe_feature(w, PW_FEAT_LAST, NULL);	/* end-of-features mark */
}

/* synthetic-events.c: {header; u32 size; u32 pad} then the blob padded to 8. */
static int pipe_tracing_data(struct perf_writer *w)
{
	uint8_t h[16] = { 0 };
	size_t aligned = ALIGN_UP(w->tdata_len, 8);

	put_hdr(h, REC_TRACING_DATA, 0, sizeof(h), w->sw);
	st32(h + 8, (uint32_t)aligned, w->sw);
	if (out_put(w, h, sizeof(h)) < 0 || out_put(w, w->tdata, w->tdata_len) < 0)
		return -1;
	return out_zeros(w, aligned - w->tdata_len);
}

static int start_pipe(struct perf_writer *w)
{
	uint8_t h[PIPE_HDR_SIZE];

	st64(h, PERF_MAGIC2, w->sw);
	st64(h + 8, PIPE_HDR_SIZE, w->sw);
	if (out_put(w, h, sizeof(h)) < 0 || pipe_attrs(w) < 0 || pipe_features(w) < 0)
		return -1;
	if (w->tdata && pipe_tracing_data(w) < 0)
		return -1;
	w->data_offset = w->off;
	return 0;
}

int pw_start(struct perf_writer *w)
{
	int r;

	if (check(w, ST_SETUP) < 0)
		return -1;
	r = w->o.pipe ? start_pipe(w) : start_file(w);
	if (r == 0)
		w->state = ST_DATA;
	return r;
}

/* ---- data records ---- */

struct cur {
	uint8_t *p;
	bool sw;
};

static void c64(struct cur *c, uint64_t v)
{
	st64(c->p, v, c->sw);
	c->p += 8;
}

/* u32 pairs (pid/tid, cpu/res) are two u32s in the target order */
static void c32x2(struct cur *c, uint32_t a, uint32_t b)
{
	st32(c->p, a, c->sw);
	st32(c->p + 4, b, c->sw);
	c->p += 8;
}

static struct pw_event *get_ev(struct perf_writer *w, int ev)
{
	if (check(w, ST_DATA) < 0)
		return NULL;
	if (ev < 0 || ev >= w->nr_ev) {
		errno = EINVAL;
		return NULL;
	}
	return &w->ev[ev];
}

static size_t trailer_size(const struct pw_event *e)
{
	return e->sample_id_all ? 8u * (size_t)__builtin_popcountll(e->sample_type & SAMPLE_ID_ALL_BITS) : 0;
}

/* ID, STREAM_ID, CPU: in this order both in a sample and in the trailer. */
static void put_ids(struct cur *c, uint64_t st, const struct pw_sample *s)
{
	if (st & PERF_SAMPLE_ID)
		c64(c, s->id);
	if (st & PERF_SAMPLE_STREAM_ID)
		c64(c, s->stream_id);
	if (st & PERF_SAMPLE_CPU)
		c32x2(c, s->cpu, 0);
}

/* sample_id_all trailer: TID, TIME, ID, STREAM_ID, CPU, IDENTIFIER. */
static void put_trailer(struct cur *c, const struct pw_event *e, const struct pw_sample *s)
{
	uint64_t st = e->sample_type;

	if (!e->sample_id_all)
		return;
	if (st & PERF_SAMPLE_TID)
		c32x2(c, s->pid, s->tid);
	if (st & PERF_SAMPLE_TIME)
		c64(c, s->time);
	put_ids(c, st, s);
	if (st & PERF_SAMPLE_IDENTIFIER)
		c64(c, s->id);
}

/* RAW: u32 size + bytes, the size rounded so u32 + bytes is 8-aligned and
 * counting the padding, as the kernel's perf_prepare_sample does. */
static void put_raw(struct cur *c, const struct pw_sample *s)
{
	uint32_t padded = (uint32_t)ALIGN_UP(s->raw_size + 4u, 8) - 4;

	st32(c->p, padded, c->sw);
	if (s->raw_size)
		memcpy(c->p + 4, s->raw, s->raw_size);
	memset(c->p + 4 + s->raw_size, 0, padded - s->raw_size);
	c->p += 4 + padded;
}

static void put_sample_body(struct cur *c, uint64_t st, const struct pw_sample *s)
{
	if (st & PERF_SAMPLE_IDENTIFIER)
		c64(c, s->id);
	if (st & PERF_SAMPLE_IP)
		c64(c, s->ip);
	if (st & PERF_SAMPLE_TID)
		c32x2(c, s->pid, s->tid);
	if (st & PERF_SAMPLE_TIME)
		c64(c, s->time);
	if (st & PERF_SAMPLE_ADDR)
		c64(c, s->addr);
	put_ids(c, st, s);
	if (st & PERF_SAMPLE_PERIOD)
		c64(c, s->period);
	if (st & PERF_SAMPLE_RAW)
		put_raw(c, s);
}

static void track_time(struct perf_writer *w, uint64_t t)
{
	if (!w->have_time || t < w->first_time)
		w->first_time = t;
	if (!w->have_time || t > w->last_time)
		w->last_time = t;
	w->have_time = true;
}

int pw_sample(struct perf_writer *w, int ev, const struct pw_sample *s)
{
	struct pw_event *e = get_ev(w, ev);
	uint64_t st;
	size_t size;
	struct cur c;

	if (!e)
		return -1;
	st = e->sample_type;
	if (!s || (st & ~(uint64_t)SAMPLE_SUPPORTED) ||
	    ((st & PERF_SAMPLE_RAW) && s->raw_size && !s->raw)) {
		errno = EINVAL;
		return -1;
	}
	size = REC_HDR_SIZE + 8u * (size_t)__builtin_popcountll(st & ~(uint64_t)PERF_SAMPLE_RAW);
	if (st & PERF_SAMPLE_RAW) {
		if (s->raw_size > REC_MAX) {
			errno = E2BIG;
			return -1;
		}
		size += ALIGN_UP(s->raw_size + 4u, 8);
	}
	if (size > REC_MAX) {
		errno = E2BIG;
		return -1;
	}
	c = (struct cur){ w->scratch + REC_HDR_SIZE, w->sw };
	put_hdr(w->scratch, PERF_RECORD_SAMPLE, s->misc, (uint16_t)size, w->sw);
	put_sample_body(&c, st, s);
	if (st & PERF_SAMPLE_TIME)
		track_time(w, s->time);
	return emit(w, w->scratch, size, true);
}

/* A kernel record: fixed body then the event's sample_id_all trailer. */
static int kernel_record(struct perf_writer *w, struct pw_event *e, uint32_t type,
			 uint16_t misc, const void *body, size_t blen,
			 const struct pw_sample *sid)
{
	static const struct pw_sample none;
	size_t size = REC_HDR_SIZE + blen + trailer_size(e);
	struct cur c = { w->scratch + REC_HDR_SIZE + blen, w->sw };

	if (size > REC_MAX) {
		errno = E2BIG;
		return -1;
	}
	put_hdr(w->scratch, type, misc, (uint16_t)size, w->sw);
	memcpy(w->scratch + REC_HDR_SIZE, body, blen);
	put_trailer(&c, e, sid ? sid : &none);
	return emit(w, w->scratch, size, true);
}

int pw_comm(struct perf_writer *w, int ev, uint32_t pid, uint32_t tid,
	    const char *comm, const struct pw_sample *sid)
{
	struct pw_event *e = get_ev(w, ev);
	uint8_t body[8 + 4096] = { 0 };
	size_t clen;

	if (!e)
		return -1;
	if (!comm || (clen = strlen(comm) + 1) > 4096) {
		errno = EINVAL;
		return -1;
	}
	st32(body, pid, w->sw);
	st32(body + 4, tid, w->sw);
	memcpy(body + 8, comm, clen);	/* NUL padded to 8 like the kernel */
	return kernel_record(w, e, PERF_RECORD_COMM, 0, body, 8 + ALIGN_UP(clen, 8), sid);
}

int pw_fork(struct perf_writer *w, int ev, uint32_t pid, uint32_t ppid, uint32_t tid,
	    uint32_t ptid, uint64_t time, const struct pw_sample *sid)
{
	struct pw_event *e = get_ev(w, ev);
	uint8_t body[24];

	if (!e)
		return -1;
	st32(body, pid, w->sw);
	st32(body + 4, ppid, w->sw);
	st32(body + 8, tid, w->sw);
	st32(body + 12, ptid, w->sw);
	st64(body + 16, time, w->sw);
	return kernel_record(w, e, PERF_RECORD_FORK, 0, body, sizeof(body), sid);
}

int pw_mmap(struct perf_writer *w, int ev, uint16_t misc, uint32_t pid, uint32_t tid,
	    uint64_t start, uint64_t len, uint64_t pgoff, const char *filename,
	    const struct pw_sample *sid)
{
	struct pw_event *e = get_ev(w, ev);
	uint8_t body[32 + 4096] = { 0 };
	size_t flen;

	if (!e)
		return -1;
	if (!filename || (flen = strlen(filename) + 1) > 4096) {
		errno = EINVAL;
		return -1;
	}
	st32(body, pid, w->sw);
	st32(body + 4, tid, w->sw);
	st64(body + 8, start, w->sw);
	st64(body + 16, len, w->sw);
	st64(body + 24, pgoff, w->sw);
	memcpy(body + 32, filename, flen);	/* NUL padded to 8 like perf */
	return kernel_record(w, e, PERF_RECORD_MMAP, misc, body, 32 + ALIGN_UP(flen, 8), sid);
}

int pw_mmap2(struct perf_writer *w, int ev, uint16_t misc, const struct pw_mmap2 *m,
	     const struct pw_sample *sid)
{
	struct pw_event *e = get_ev(w, ev);
	uint8_t body[72 + 4096] = { 0 };
	size_t flen;

	if (!e)
		return -1;
	if (!m->filename || (flen = strlen(m->filename) + 1) > 4096) {
		errno = EINVAL;
		return -1;
	}
	st32(body, m->pid, w->sw);
	st32(body + 4, m->tid, w->sw);
	st64(body + 8, m->start, w->sw);
	st64(body + 16, m->len, w->sw);
	st64(body + 24, m->pgoff, w->sw);
	st32(body + 32, m->maj, w->sw);
	st32(body + 36, m->min, w->sw);
	st64(body + 40, m->ino, w->sw);
	st64(body + 48, m->ino_generation, w->sw);
	st32(body + 56, m->prot, w->sw);
	st32(body + 60, m->flags, w->sw);
	memcpy(body + 64, m->filename, flen);	/* NUL padded to 8 like perf */
	return kernel_record(w, e, PERF_RECORD_MMAP2, misc, body, 64 + ALIGN_UP(flen, 8), sid);
}

int pw_aux(struct perf_writer *w, int ev, uint64_t aux_offset,
	   uint64_t aux_size, uint64_t flags, const struct pw_sample *sid)
{
	struct pw_event *e = get_ev(w, ev);
	uint8_t body[24];

	if (!e)
		return -1;
	st64(body, aux_offset, w->sw);
	st64(body + 8, aux_size, w->sw);
	st64(body + 16, flags, w->sw);
	return kernel_record(w, e, PERF_RECORD_AUX, 0, body, sizeof(body), sid);
}

int pw_lost(struct perf_writer *w, int ev, uint64_t id, uint64_t lost,
	    const struct pw_sample *sid)
{
	struct pw_event *e = get_ev(w, ev);
	uint8_t body[16];

	if (!e)
		return -1;
	st64(body, id, w->sw);
	st64(body + 8, lost, w->sw);
	return kernel_record(w, e, PERF_RECORD_LOST, 0, body, sizeof(body), sid);
}

static int user_record(struct perf_writer *w, uint32_t type)
{
	uint8_t h[REC_HDR_SIZE];

	if (check(w, ST_DATA) < 0)
		return -1;
	put_hdr(h, type, 0, sizeof(h), w->sw);
	return emit(w, h, sizeof(h), false);
}

enum { IDX_ENT = 32, IDX_MAX_NR = (REC_MAX - 16) / IDX_ENT };

static int id_index_flush(struct perf_writer *w, size_t *n)
{
	put_hdr(w->scratch, REC_ID_INDEX, 0, (uint16_t)(16 + IDX_ENT * *n), w->sw);
	st64(w->scratch + 8, *n, w->sw);
	if (emit(w, w->scratch, 16 + IDX_ENT * *n, false) < 0)
		return -1;
	*n = 0;
	return 0;
}

/* ID_INDEX entries (id, idx, cpu, tid) of cpu events: id i is CPU i's,
 * read through mmap i, tid -1. A record holds at most what a u16 size
 * allows; more go in further records, as perf writes them. */
int pw_id_index(struct perf_writer *w)
{
	uint8_t *p = w->scratch;
	size_t n = 0;

	if (check(w, ST_DATA) < 0)
		return -1;
	for (int e = 0; e < w->nr_ev; e++)
		for (uint32_t i = 0; i < w->ev[e].nr_ids; i++) {
			uint8_t *ent = p + 16 + IDX_ENT * n;

			st64(ent, w->ev[e].ids[i], w->sw);
			st64(ent + 8, i, w->sw);
			st64(ent + 16, i, w->sw);
			st64(ent + 24, UINT64_MAX, w->sw);
			if (++n == IDX_MAX_NR && id_index_flush(w, &n) < 0)
				return -1;
		}
	return n ? id_index_flush(w, &n) : 0;
}

/* perf record -a's THREAD_MAP (one entry: pid -1, no name) and CPU_MAP of
 * CPUs 0..ncpus-1 as a list of u16 (the form perf 6.1 writes and reads). */
int pw_thread_cpu_maps(struct perf_writer *w, uint32_t ncpus)
{
	uint8_t *p = w->scratch;
	size_t size;

	if (check(w, ST_DATA) < 0)
		return -1;
	memset(p, 0, 40);
	put_hdr(p, REC_THREAD_MAP, 0, 40, w->sw);
	st64(p + 8, 1, w->sw);
	st64(p + 16, UINT64_MAX, w->sw);
	if (emit(w, p, 40, false) < 0)
		return -1;
	if (!ncpus || ncpus > 0xffff || (size = ALIGN_UP(12 + 2 * (size_t)ncpus, 8)) > REC_MAX) {
		errno = EINVAL;
		return -1;
	}
	memset(p, 0, size);
	put_hdr(p, REC_CPU_MAP, 0, (uint16_t)size, w->sw);
	st16(p + 8, 0, w->sw);		/* PERF_CPU_MAP__CPUS */
	st16(p + 10, (uint16_t)ncpus, w->sw);
	for (uint32_t c = 0; c < ncpus; c++)
		st16(p + 12 + 2 * c, (uint16_t)c, w->sw);
	return emit(w, p, size, false);
}

int pw_finished_round(struct perf_writer *w)
{
	return user_record(w, REC_FINISHED_ROUND);
}

int pw_finished_init(struct perf_writer *w)
{
	if (user_record(w, REC_FINISHED_INIT) < 0)
		return -1;
	w->init_done = true;
	return 0;
}

int pw_auxtrace_info(struct perf_writer *w, uint32_t type,
		     const uint64_t *priv, uint32_t nr_priv)
{
	size_t size = 16 + 8ull * nr_priv;
	uint8_t *r = w ? w->scratch : NULL;

	if (check(w, ST_DATA) < 0)
		return -1;
	if (size > REC_MAX || (nr_priv && !priv)) {
		errno = EINVAL;
		return -1;
	}
	put_hdr(r, REC_AUXTRACE_INFO, 0, (uint16_t)size, w->sw);
	st32(r + 8, type, w->sw);
	st32(r + 12, 0, w->sw);
	for (uint32_t i = 0; i < nr_priv; i++)
		st64(r + 16 + 8 * i, priv[i], w->sw);
	w->auxtrace_on = true;
	return emit(w, r, size, false);
}

int pw_auxtrace_info_vpa_dtl(struct perf_writer *w)
{
	static const uint64_t priv[1] = { 0 };	/* upstream leaves priv[0] zero */

	return pw_auxtrace_info(w, PW_AUXTRACE_VPA_DTL, priv, 1);
}

/* Index entries (target order), spilled to a temporary file past a bound so
 * memory stays flat however long the recording. */
static int index_add(struct perf_writer *w, uint64_t offset, uint64_t sz)
{
	if (!w->idx) {
		w->idx = malloc(IDX_MEM_MAX * 16);
		if (!w->idx)
			return fail(w, ENOMEM);
	}
	if (w->idx_mem == IDX_MEM_MAX) {
		if (!w->idx_spill && !(w->idx_spill = tmpfile()))
			return fail(w, errno);
		if (fwrite(w->idx, 16, IDX_MEM_MAX, w->idx_spill) != IDX_MEM_MAX)
			return fail(w, errno ? errno : EIO);
		w->idx_mem = 0;
	}
	st64(w->idx + 16 * w->idx_mem, offset, w->sw);
	st64(w->idx + 16 * w->idx_mem + 8, sz, w->sw);
	w->idx_mem++;
	w->idx_total++;
	return 0;
}

/* AUXTRACE and its data go straight to the file, never compressed, as
 * record__process_auxtrace writes them; size counts perf's 8-byte padding. */
int pw_auxtrace_split(struct perf_writer *w, const struct pw_auxtrace *a,
		      const void *d1, size_t l1, const void *d2, size_t l2)
{
	uint8_t h[48];
	uint64_t padded;

	if (check(w, ST_DATA) < 0)
		return -1;
	if (!a || a->size != (uint64_t)l1 + l2 || (l1 && !d1) || (l2 && !d2)) {
		errno = EINVAL;
		return -1;
	}
	padded = ALIGN_UP(a->size, 8);
	put_hdr(h, REC_AUXTRACE, 0, sizeof(h), w->sw);
	st64(h + 8, padded, w->sw);
	st64(h + 16, a->offset, w->sw);
	st64(h + 24, a->reference, w->sw);
	st32(h + 32, a->idx, w->sw);
	st32(h + 36, a->tid, w->sw);
	st32(h + 40, a->cpu, w->sw);
	st32(h + 44, 0, w->sw);
	if (z_flush(w) < 0)
		return -1;
	if (!w->o.pipe && index_add(w, w->off, sizeof(h)) < 0)
		return -1;
	w->auxtrace_on = true;
	if (out_put(w, h, sizeof(h)) < 0 || out_put(w, d1, l1) < 0 || out_put(w, d2, l2) < 0)
		return -1;
	return out_zeros(w, padded - a->size);
}

int pw_auxtrace(struct perf_writer *w, const struct pw_auxtrace *a, const void *data)
{
	return pw_auxtrace_split(w, a, data, a ? a->size : 0, NULL, 0);
}

int pw_auxtrace_cpu(struct perf_writer *w, uint32_t cpu, uint64_t offset,
		    const void *d1, size_t l1, const void *d2, size_t l2)
{
	struct pw_auxtrace a = { .size = (uint64_t)l1 + l2, .offset = offset, .idx = cpu,
				 .tid = UINT32_MAX, .cpu = cpu };

	return pw_auxtrace_split(w, &a, d1, l1, d2, l2);
}

uint64_t pw_offset(const struct perf_writer *w)
{
	return w ? w->off : 0;
}

bool pw_swapped(const struct perf_writer *w)
{
	return w && w->sw;
}

/* ---- close ---- */

static int write_index(struct perf_writer *w)
{
	uint8_t t[8];
	uint8_t buf[4096];
	size_t n;

	st64(t, w->idx_total, w->sw);
	if (out_put(w, t, 8) < 0)
		return -1;
	if (w->idx_spill) {
		if (fflush(w->idx_spill) != 0 || fseek(w->idx_spill, 0, SEEK_SET) != 0)
			return fail(w, errno);
		while ((n = fread(buf, 1, sizeof(buf), w->idx_spill)) > 0)
			if (out_put(w, buf, n) < 0)
				return -1;
		if (ferror(w->idx_spill))
			return fail(w, EIO);
	}
	return w->idx_mem ? out_put(w, w->idx, w->idx_mem * 16) : 0;
}

static int write_header(struct perf_writer *w, uint64_t data_size)
{
	uint8_t h[FILE_HDR_SIZE] = { 0 };
	uint64_t feats[4] = { 0 };
	uint32_t asz = w->o.attr_size + 16;

	for (int f = 1; f < PW_FEAT_LAST; f++)
		if (feat_present(w, f))
			feats[f / 64] |= 1ull << (f % 64);
	st64(h, PERF_MAGIC2, w->sw);
	st64(h + 8, FILE_HDR_SIZE, w->sw);
	st64(h + 16, asz, w->sw);
	st64(h + 24, w->data_offset - (uint64_t)w->nr_ev * asz, w->sw);
	st64(h + 32, (uint64_t)w->nr_ev * asz, w->sw);
	st64(h + 40, w->data_offset, w->sw);
	st64(h + 48, data_size, w->sw);
	/* event_types (56..71) stays zero, as perf leaves it */
	for (int i = 0; i < 4; i++)
		st64(h + 72 + 8 * i, feats[i], w->sw);
	if (pwrite(w->fd, h, sizeof(h), 0) != (ssize_t)sizeof(h))
		return fail(w, errno ? errno : EIO);
	return 0;
}

/* Feature table right after the data, one {offset, size} per set bit in
 * ascending order, the bodies after it (perf_header__adds_write). */
static int write_features(struct perf_writer *w)
{
	struct bytebuf bodies[PW_FEAT_LAST] = { 0 };
	uint64_t pos, sizes[PW_FEAT_LAST] = { 0 };
	int nr = 0, r = 0;
	uint8_t t[16];

	for (int f = 1; f < PW_FEAT_LAST; f++) {
		if (!feat_present(w, f))
			continue;
		nr++;
		if (f == PW_FEAT_AUXTRACE)
			sizes[f] = 8 + 16 * w->idx_total;
		else if (feat_body(w, f, &bodies[f]) < 0)
			r = fail(w, ENOMEM);
		else
			sizes[f] = bodies[f].len;
	}
	pos = w->off + 16ull * nr;
	for (int f = 1; f < PW_FEAT_LAST && r == 0; f++) {
		if (!feat_present(w, f))
			continue;
		st64(t, pos, w->sw);
		st64(t + 8, sizes[f], w->sw);
		r = out_put(w, t, sizeof(t));
		pos += sizes[f];
	}
	for (int f = 1; f < PW_FEAT_LAST && r == 0; f++) {
		if (f == PW_FEAT_AUXTRACE && feat_present(w, f))
			r = write_index(w);
		else if (bodies[f].len)
			r = out_put(w, bodies[f].p, bodies[f].len);
	}
	for (int f = 0; f < PW_FEAT_LAST; f++)
		free(bodies[f].p);
	return r;
}

static int finish(struct perf_writer *w)
{
	uint64_t data_size;

	if (w->state == ST_SETUP && pw_start(w) < 0)
		return -1;
	if (w->err)
		return fail(w, w->err);
	if (z_flush(w) < 0)
		return -1;
	data_size = w->off - w->data_offset;
	if (!w->o.pipe && write_features(w) < 0)
		return -1;
	if (out_sync(w) < 0)
		return -1;
	if (!w->o.pipe)
		return write_header(w, data_size);
	return 0;
}

static void pw_free(struct perf_writer *w)
{
	for (int i = 0; i < w->nr_ev; i++) {
		free(w->ev[i].name);
		free(w->ev[i].ids);
	}
	free(w->ev);
	for (int i = 0; i < PW_FEAT_LAST; i++)
		free(w->strs[i]);
	for (int i = 0; i < w->argc; i++)
		free(w->argv[i]);
	free(w->argv);
	for (int i = 0; i < w->nr_pmu; i++)
		free(w->pmu[i].name);
	free(w->pmu);
	free(w->tdata);
	free(w->topo_map);
	free(w->idx);
	if (w->idx_spill)
		fclose(w->idx_spill);
	aio_stop(w);
	ZSTD_freeCStream(w->zs);
	free(w->zin);
	free(w->zout);
	free(w->out);
	free(w->scratch);
	free(w);
}

int pw_close(struct perf_writer *w)
{
	int r, e;

	if (!w) {
		errno = EINVAL;
		return -1;
	}
	r = w->state == ST_DONE ? 0 : finish(w);
	w->state = ST_DONE;
	if (w->own_fd && close(w->fd) < 0 && r == 0)
		r = fail(w, errno);
	e = w->err;
	pw_free(w);
	if (r < 0)
		errno = e ? e : EIO;
	return r;
}
