// SPDX-License-Identifier: GPL-2.0-only
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
 * a pipe). Either stops once the sizes are told apart (lapd_settled), or
 * when it has fed its share of bytes.
 *
 * Data with no lap end in the sample fits every size from its farthest
 * stream position up, all of which frame it alike: lapd_decide takes the
 * hint among them, else perf's default, as the whole data would unless a
 * lap end past the sample proves that size wrong. The index's last
 * buffers reach the streams' farthest positions; a walk does not, so it
 * takes a wrong hint or default whose first lap end it did not reach
 * (--aux-size overrides). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "dtl-lap-detect.h"
#include "mmap-size.h"
#include "replay.h"

#define PAGE_GUESS_PPC64 65536	/* most POWER distributions */
/* Of each CPU's stream the first FEED_WHOLE bytes are sampled whole: the
 * lap ends of every size below it lie there. Further on, only the bytes
 * around the multiples of FEED_WHOLE, where every larger size's laps end. */
#define FEED_WHOLE  (256u << 10)
#define FEED_EDGE   2048u	/* bytes sampled either side of such a multiple */
#define SAMPLE_PART (4u << 20)	/* sampled bytes from the index's start, and its end */
#define INDEX_PART  4096u	/* index entries read from either end, at most */
/* Records read ahead without an index: a pipe holds them in memory. The
 * walk ends after WALK_MAX bytes of records, or once it has fed as much
 * as the index's two parts, or WALK_CPU bytes a CPU seen when that is
 * more: room for each CPU's first lap end of perf's default size. */
#define WALK_MAX    (128ull << 20)
#define WALK_CPU    (DTL_AUX_DEFAULT + FEED_EDGE)
#define WALK_BLOCK  (64u << 10)
#define BUFFER_MAX  (256ull << 20)	/* one AUXTRACE buffer, as a pipe's at most */

struct sample {
	struct replay *r;
	struct lapd d;
	uint8_t buf[FEED_WHOLE];
	uint8_t blk[WALK_BLOCK];	/* record headers read ahead: blk_at.. */
	uint64_t blk_at;
	size_t blk_len;
	uint64_t seen[LAPD_MAX_CPU / 64];	/* the walk's CPUs */
	uint64_t nseen;
};

/* len bytes at file offset (index) or stream position (no index) at. */
static size_t sample_read(struct sample *s, void *dst, size_t len, uint64_t at)
{
	int64_t got;

	if (s->r->indexed)
		return replay_read_at(s->r, dst, len, at) < 0 ? 0 : len;
	got = rs_peek_ahead(&s->r->rs, at, dst, len);
	return got > 0 ? (size_t)got : 0;
}

static uint64_t feed_range(struct sample *s, uint32_t cpu, uint64_t pos, uint64_t at,
			   uint64_t len)
{
	size_t got = sample_read(s, s->buf, (size_t)len, at);

	lapd_feed(&s->d, cpu, pos, s->buf, got);
	return got;
}

/* The payload of an AUXTRACE record (rec: its first AUXTRACE_REC_SIZE
 * bytes) at offset at: the parts of it worth sampling. Bytes fed. */
static uint64_t feed_buffer(struct sample *s, const uint8_t *rec, uint64_t at)
{
	bool sw = s->r->hdr.swap;
	uint64_t payload = ld64(rec + 8, sw), pos = ld64(rec + 16, sw), end, fed = 0, b;
	uint32_t cpu = ld32(rec + 40, sw);

	/* A payload past the input (or one the record loop refuses) is for
	 * the record loop to report: sampling it would only read nothing. */
	if (pos > UINT64_MAX - FEED_WHOLE || payload > UINT64_MAX - FEED_WHOLE - pos ||
	    payload > BUFFER_MAX ||
	    (s->r->file_size && payload > s->r->file_size))
		return 0;
	end = pos + payload;
	if (pos < FEED_WHOLE) {
		uint64_t e = end < FEED_WHOLE ? end : FEED_WHOLE;

		fed += feed_range(s, cpu, pos, at, e - pos);
	}
	for (b = (pos / FEED_WHOLE + 1) * FEED_WHOLE; b - FEED_EDGE < end; b += FEED_WHOLE) {
		uint64_t lo = b - FEED_EDGE > pos ? b - FEED_EDGE : pos;
		uint64_t hi = b + FEED_EDGE < end ? b + FEED_EDGE : end;

		if (lo < FEED_WHOLE)
			lo = FEED_WHOLE;	/* fed whole above */
		if (lo < hi) {
			uint64_t got = feed_range(s, cpu, lo, at + (lo - pos), hi - lo);

			fed += got;
			if (got < hi - lo)
				break;	/* the input ends */
		}
	}
	return fed;
}

/* The buffer of index entry i; its bytes fed. */
static uint64_t sample_indexed(struct sample *s, uint64_t i)
{
	struct replay *r = s->r;
	uint8_t rec[AUXTRACE_REC_SIZE];
	uint64_t off = replay_idx_entry(r, i);
	uint16_t hsize;

	if (off == UINT64_MAX || replay_read_at(r, rec, sizeof(rec), off) < 0 ||
	    ld32(rec, r->hdr.swap) != REC_AUXTRACE)
		return 0;	/* queueing it will say what is wrong */
	hsize = ld16(rec + 6, r->hdr.swap);
	if (hsize < sizeof(rec))
		return 0;
	return feed_buffer(s, rec, off + hsize);
}

/* The first buffers the index lists (each CPU's first laps), then the last
 * (its farthest stream positions). */
static void sample_index(struct sample *s)
{
	uint64_t n = s->r->idx_n, i, j, fed = 0;

	for (i = 0; i < n && i < INDEX_PART && fed < SAMPLE_PART && !lapd_settled(&s->d); i++)
		fed += sample_indexed(s, i);
	for (j = n, fed = 0; j > i && n - j < INDEX_PART && fed < SAMPLE_PART &&
	     !lapd_settled(&s->d); j--)
		fed += sample_indexed(s, j - 1);
}

/* n bytes of the records read ahead at stream or file offset at. */
static const uint8_t *walk_get(struct sample *s, uint64_t at, size_t n)
{
	if (at < s->blk_at || at + n > s->blk_at + s->blk_len) {
		s->blk_at = at;
		s->blk_len = sample_read(s, s->blk, WALK_BLOCK, at);
	}
	return at + n <= s->blk_at + s->blk_len ? s->blk + (at - s->blk_at) : NULL;
}

/* Bytes the walk may feed, with cpu's buffer to come. */
static uint64_t walk_share(struct sample *s, uint32_t cpu)
{
	uint64_t *w = &s->seen[cpu / 64 % (LAPD_MAX_CPU / 64)], bit = 1ull << (cpu % 64);

	if (!(*w & bit)) {
		*w |= bit;
		s->nseen++;
	}
	return s->nseen * WALK_CPU > 2 * SAMPLE_PART ? s->nseen * WALK_CPU : 2 * SAMPLE_PART;
}

/* The records from the current one on, read ahead until the sizes are
 * told apart, the input ends, the walk's share is fed, or WALK_MAX past
 * the first AUXTRACE: counted from there, a walk from the start of the
 * data (replay_shard's, before the shards run) samples what one from the
 * first AUX record does. */
static void sample_records(struct sample *s)
{
	struct replay *r = s->r;
	uint64_t at = rs_tell(&r->rs), first = UINT64_MAX, fed = 0, share = 2 * SAMPLE_PART;
	bool settled = lapd_settled(&s->d);	/* asked again after a feed only */

	memset(s->seen, 0, sizeof(s->seen));
	s->nseen = 0;
	while ((first == UINT64_MAX || at - first < WALK_MAX) && fed < share && !settled) {
		const uint8_t *rec = walk_get(s, at, AUXTRACE_REC_SIZE);
		uint16_t size;

		if (!rec && !(rec = walk_get(s, at, 8)))
			return;		/* the end */
		size = ld16(rec + 6, r->hdr.swap);
		if (size < 8)
			return;		/* the record loop says so */
		if (ld32(rec, r->hdr.swap) == REC_AUXTRACE) {
			uint8_t h[AUXTRACE_REC_SIZE];

			if (size < AUXTRACE_REC_SIZE || !walk_get(s, at, sizeof(h)))
				return;
			memcpy(h, rec, sizeof(h));	/* feeding may refill blk */
			first = first == UINT64_MAX ? at : first;
			share = walk_share(s, ld32(h + 40, r->hdr.swap));
			fed += feed_buffer(s, h, at + size);
			settled = lapd_settled(&s->d);
			at += ld64(h + 8, r->hdr.swap);
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
	struct sample *s = malloc(sizeof(*s));	/* buffers: no need to clear */
	bool confirmed;
	enum lapd_verdict v;

	if (!s)
		return replay_error(r, "out of memory");
	s->r = r;
	s->blk_at = UINT64_MAX;
	s->blk_len = 0;
	lapd_init(&s->d, r->hdr.swap);
	if (r->indexed)
		sample_index(s);
	else
		sample_records(s);
	v = lapd_decide(&s->d, hint, DTL_AUX_DEFAULT, &size, &confirmed);
	lapd_free(&s->d);
	free(s);
	*aux = size;
	if (v == LAPD_UNFRAMEABLE)
		return replay_error(r, "the DTL entries cannot be framed: no AUX size lays the "
				    "data out in the driver's laps (--aux-size overrides)");
	if (v != LAPD_FOUND || size == (hint ? hint : DTL_AUX_DEFAULT))
		return 0;
	if (hint)
		snprintf(r->aux_note, sizeof(r->aux_note), "the recorded -m (AUX %s, counts read as %s pages) "
			 "does not fit the DTL data; framed in %s laps found in the data",
			 kib(hint, a, sizeof(a)), kib(page, b, sizeof(b)), kib(size, c, sizeof(c)));
	else
		snprintf(r->aux_note, sizeof(r->aux_note), "no -m recorded and perf's default "
			 "does not fit the DTL data; framed in %s laps found in the data",
			 kib(size, c, sizeof(c)));
	/* No lap end seen under any size the sample fits (a pipe whose
	 * look-ahead ran out): the smallest of them is a guess. */
	if (!confirmed)
		snprintf(r->aux_note + strlen(r->aux_note), sizeof(r->aux_note) - strlen(r->aux_note),
			 " (the smallest it fits: no lap end seen)");
	return 0;
}
