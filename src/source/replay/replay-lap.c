/* replay-lap.c: the AUX size that frames the recording's DTL streams,
 * decided once before the first AUX buffer is queued. The recorded -m is a
 * hint, read in the recording's page size; a bounded sample of the AUX data
 * checks it against the driver's laps (dtl-lap-detect.h), and when it is
 * absent or does not fit, the sample gives the size.
 *
 * The sample: with an AUXTRACE index, the buffers it lists first and last
 * (the first laps of each CPU and the farthest stream positions); without
 * one, the AUXTRACE records that follow the current record, read ahead
 * without taking them (rs_peek_ahead: pread for a file, held in memory for
 * a pipe). Either stops once the sizes are told apart (lapd_settled). */
#include <stdio.h>
#include <stdlib.h>

#include "bytes.h"
#include "dtl-lap-detect.h"
#include "mmap-size.h"
#include "replay.h"

#define PAGE_GUESS_PPC64 65536	/* most POWER distributions */
#define SAMPLE_PART (4u << 20)	/* AUX bytes from the start, and again from the end */
#define SAMPLE_BUF  (1u << 20)	/* of one buffer, at most */
#define WALK_MAX    (64ull << 20)	/* records read ahead without an index */

struct sample {
	struct lapd d;
	uint8_t *buf;		/* SAMPLE_BUF bytes */
};

/* Feed up to SAMPLE_BUF bytes of an AUXTRACE record's payload at file or
 * stream offset at; rec is the record's first AUXTRACE_REC_SIZE bytes. */
static uint64_t feed_buffer(struct replay *r, struct sample *s, const uint8_t *rec, uint64_t at)
{
	uint64_t payload = ld64(rec + 8, r->hdr.swap), pos = ld64(rec + 16, r->hdr.swap);
	size_t want = payload < SAMPLE_BUF ? (size_t)payload : SAMPLE_BUF;
	int64_t got;

	if (r->indexed)
		got = replay_read_at(r, s->buf, want, at) < 0 ? 0 : (int64_t)want;
	else
		got = want ? rs_peek_ahead(&r->rs, at, s->buf, want) : 0;
	if (got > 0)
		lapd_feed(&s->d, ld32(rec + 40, r->hdr.swap), pos, s->buf, (size_t)got);
	return got > 0 ? (uint64_t)got : 0;
}

/* The buffer of index entry i; its bytes fed. */
static uint64_t sample_indexed(struct replay *r, struct sample *s, uint64_t i)
{
	uint8_t rec[AUXTRACE_REC_SIZE];
	uint64_t off = replay_idx_entry(r, i);
	uint16_t hsize;

	if (off == UINT64_MAX || replay_read_at(r, rec, sizeof(rec), off) < 0 ||
	    ld32(rec, r->hdr.swap) != REC_AUXTRACE)
		return 0;	/* queueing it will say what is wrong */
	hsize = ld16(rec + 6, r->hdr.swap);
	if (hsize < sizeof(rec))
		return 0;
	return feed_buffer(r, s, rec, off + hsize);
}

static void sample_index(struct replay *r, struct sample *s)
{
	uint64_t i, j, fed = 0;

	for (i = 0; i < r->idx_n && fed < SAMPLE_PART && !lapd_settled(&s->d); i++)
		fed += sample_indexed(r, s, i);
	for (j = r->idx_n, fed = 0; j > i && fed < SAMPLE_PART && !lapd_settled(&s->d); j--)
		fed += sample_indexed(r, s, j - 1);
}

/* The records from the current one on, read ahead. */
static void sample_records(struct replay *r, struct sample *s)
{
	uint64_t at = rs_tell(&r->rs), fed = 0;
	uint8_t rec[AUXTRACE_REC_SIZE];

	while (at - rs_tell(&r->rs) < WALK_MAX && fed < 2 * SAMPLE_PART &&
	       !lapd_settled(&s->d)) {
		int64_t got = rs_peek_ahead(&r->rs, at, rec, 8);
		uint16_t size;

		if (got < 8)
			return;
		size = ld16(rec + 6, r->hdr.swap);
		if (size < 8)
			return;		/* the record loop says so */
		if (ld32(rec, r->hdr.swap) == REC_AUXTRACE) {
			if (size < AUXTRACE_REC_SIZE ||
			    rs_peek_ahead(&r->rs, at, rec, sizeof(rec)) < (int64_t)sizeof(rec))
				return;
			fed += feed_buffer(r, s, rec, at + size);
			at += ld64(rec + 8, r->hdr.swap);
		}
		at += size;
	}
}

static const char *kib(uint64_t b, char *buf, size_t len)
{
	if (b >= (1u << 20) && !(b & ((1u << 20) - 1)))
		snprintf(buf, len, "%llu MiB", (unsigned long long)(b >> 20));
	else
		snprintf(buf, len, "%llu KiB", (unsigned long long)(b >> 10));
	return buf;
}

/* The hint: the recorded -m's AUX size, 0 if none (or it does not parse). */
static uint64_t recorded_hint(const struct replay *r, uint64_t *page)
{
	struct mmap_sizes m = { 0 };

	/* A DTL-only recording has no tracing data, so no page size: a count
	 * of pages is then taken as 64 KiB pages. */
	*page = r->page_size ? r->page_size : PAGE_GUESS_PPC64;
	if (mmap_sizes_from_argv(r->cmdline_n, (const char *const *)r->cmdline, *page, &m) > 0)
		return m.aux;
	return 0;
}

int replay_lap_detect(struct replay *r, uint64_t *aux)
{
	uint64_t page, hint = recorded_hint(r, &page), size;
	char a[32], b[32], c[32];
	struct sample s;
	bool confirmed;
	enum lapd_verdict v;

	lapd_init(&s.d, r->hdr.swap);
	if (!(s.buf = malloc(SAMPLE_BUF)))
		return replay_error(r, "out of memory");
	if (r->indexed)
		sample_index(r, &s);
	else
		sample_records(r, &s);
	v = lapd_decide(&s.d, hint, DTL_AUX_DEFAULT, &size, &confirmed);
	lapd_free(&s.d);
	free(s.buf);
	*aux = size;
	if (v == LAPD_UNFRAMEABLE)
		return replay_error(r, "the DTL entries cannot be framed: no AUX size lays the "
				    "data out in the driver's laps (--aux-size overrides)");
	if (v != LAPD_FOUND || size == (hint ? hint : DTL_AUX_DEFAULT))
		return 0;
	if (hint)
		snprintf(r->src.note, sizeof(r->src.note), "the recorded -m (AUX %s in %s pages) "
			 "does not fit the DTL data; framed in %s laps found in the data",
			 kib(hint, a, sizeof(a)), kib(page, b, sizeof(b)), kib(size, c, sizeof(c)));
	else
		snprintf(r->src.note, sizeof(r->src.note), "no -m recorded and perf's default "
			 "does not fit the DTL data; framed in %s laps found in the data",
			 kib(size, a, sizeof(a)));
	(void)confirmed;
	return 0;
}
