// SPDX-License-Identifier: GPL-2.0-only
/* dtl-queue.c: per-CPU DTL streams over AUX buffers merged by a tournament
 * tree. Framing is the driver's (dtl-lap.h): slots at k * 48 from the start of
 * each lap of the stream, padding at lap ends, the boot-timebase header at
 * stream offset 0, whatever the buffers' boundaries (upstream frames from
 * each buffer's start instead, and misframes buffers that span a lap's
 * end). A buffer that ends inside a slot leaves a fragment, dropped as
 * upstream drops it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtl-queue.h"
#include "source.h"

#define CHUNK_ENTRIES 1024	/* file reads of up to 48 KiB per CPU */
#define CHUNK_BYTES   (CHUNK_ENTRIES * DTL_ENTRY_SIZE)

struct dq_buf {
	uint64_t off, size;
	uint64_t pos;		/* stream offset of its first byte */
	uint64_t rec;		/* file offset of its record (dq->rec_off) */
	bool in_mem;		/* in the stream's byte FIFO, not at off */
};

void dq_init(struct dtl_queues *dq, int fd, bool swap)
{
	memset(dq, 0, sizeof(*dq));
	dq->fd = fd;
	dq->swap = swap;
	dtl_lap_init(&dq->lap, DTL_AUX_DEFAULT);
	for (size_t i = 0; i < DQ_BATCH; i++)
		dq->out[i].kind = EV_DTL;
}

bool dq_set_aux_size(struct dtl_queues *dq, uint64_t aux_size)
{
	struct dtl_lap l;

	if (dq->buffers || !dtl_lap_init(&l, aux_size))
		return false;
	dq->lap = l;
	/* streams a reservation made, with nothing queued yet */
	for (uint32_t i = 0; i < dq->k; i++)
		if (dq->by_cpu[i])
			dq->by_cpu[i]->dec.lap = l;
	return true;
}

/* ---- memory, counted in heap_bytes ---- */

/* realloc of p (old bytes) to n bytes; NULL with p untouched on failure. */
static void *dq_realloc(struct dtl_queues *dq, void *p, size_t old, size_t n)
{
	void *q = realloc(p, n);

	if (q) {
		dq->heap_bytes -= old;
		dq->heap_bytes += n;
	}
	return q;
}

static void dq_release(struct dtl_queues *dq, void *p, size_t n)
{
	free(p);
	dq->heap_bytes -= n;
}

static void stream_free(struct dtl_queues *dq, struct dtl_stream *s)
{
	dq_release(dq, s->bufs, s->cap * sizeof(*s->bufs));
	dq_release(dq, s->chunk_mem, s->chunk_cap);
	dq_release(dq, s->mem, s->mcap);
	dq_release(dq, s, sizeof(*s));
}

void dq_free(struct dtl_queues *dq)
{
	for (uint32_t i = 0; i < dq->k; i++)
		if (dq->by_cpu[i])
			stream_free(dq, dq->by_cpu[i]);
	free(dq->by_cpu);
	free(dq->tree);
	free(dq->wtree);
	memset(dq, 0, sizeof(*dq));
}

/* ---- the merge: a tournament tree ---- */

static int fail(struct dtl_queues *dq, const char *what, uint32_t cpu, int e)
{
	snprintf(dq->err, sizeof(dq->err), "cpu %u: %s%s", cpu, what, strerror(e));
	return -1;
}

/* Narrow mode: the largest ns - base that folds into a key. NONE, a leaf
 * without an entry, sorts after every folded key (the largest of which is
 * fold_lim << lbits | k - 1); WNONE likewise in wide mode, after any
 * time << 32 | cpu, UINT64_MAX included. */
#define NONE  UINT64_MAX
#define WNONE (~(dq_wkey)0)

static inline uint64_t fold_lim(const struct dtl_queues *dq)
{
	return (UINT64_MAX >> dq->lbits) - 1;
}

static inline dq_wkey wide_key(const struct dtl_stream *s)
{
	return s->has_next ? (dq_wkey)s->next_ns << 32 | s->cpu : WNONE;
}

/* Narrow mode: s's key; false if its time does not fold. */
static inline bool narrow_key(const struct dtl_queues *dq, const struct dtl_stream *s,
			      uint64_t *key)
{
	if (!s->has_next) {
		*key = NONE;
		return true;
	}
	if (s->next_ns - dq->base > fold_lim(dq))
		return false;
	*key = (s->next_ns - dq->base) << dq->lbits | s->cpu;
	return true;
}

/* Node n's key is now key: set it and every node above it to the smaller of
 * its children, one load of the sibling, one compare and one store a level,
 * branch-free. */
#define UP(T, t, n, key)                                          \
	do {                                                      \
		T s_ = (t)[(n) ^ 1];                              \
		(key) = s_ < (key) ? s_ : (key);                  \
		(n) /= 2;                                         \
		(t)[n] = (key);                                   \
	} while (0)
#define LEVEL(d) case d: UP(uint64_t, t, n, key); __attribute__((fallthrough))

/* Narrow mode, leaf node n (k + cpu) of a tree lbits deep. Unrolled by
 * depth (at most 20 levels, as cpus are < 2^20): the loop's own bookkeeping
 * cost as much as the matches. */
static inline __attribute__((always_inline)) void
update_narrow(uint64_t *t, uint32_t lbits, size_t n, uint64_t key)
{
	t[n] = key;
	switch (lbits) {
	default:
		for (uint32_t d = lbits; d > 12; d--)
			UP(uint64_t, t, n, key);
		__attribute__((fallthrough));
	LEVEL(12); LEVEL(11); LEVEL(10); LEVEL(9); LEVEL(8); LEVEL(7);
	LEVEL(6); LEVEL(5); LEVEL(4); LEVEL(3); LEVEL(2); LEVEL(1);
	case 0:
		break;
	}
}
#undef LEVEL

static void update_wide(dq_wkey *t, size_t n, dq_wkey key)
{
	t[n] = key;
	while (n > 1)
		UP(dq_wkey, t, n, key);
}
#undef UP

/* Choose the mode and base from the pending times, then set every leaf and
 * node: O(k). Narrow mode leaves room below the oldest pending time, half
 * of what the span allows: a CPU whose buffers come later in the file may
 * start before the others' pending entries without costing a rebuild.
 * Times fold while base <= ns <= base + lim. */
static int rebuild(struct dtl_queues *dq)
{
	uint64_t lo = UINT64_MAX, hi = 0, lim = fold_lim(dq);
	uint32_t k = dq->k;
	bool any = false;	/* not lo < UINT64_MAX: a time may saturate there */

	for (uint32_t i = 0; i < k; i++) {
		const struct dtl_stream *s = dq->by_cpu[i];

		if (!s || !s->has_next)
			continue;
		any = true;
		lo = s->next_ns < lo ? s->next_ns : lo;
		hi = s->next_ns > hi ? s->next_ns : hi;
	}
	dq->wide = any && hi - lo > lim;
	dq->base = 0;
	if (any && !dq->wide) {
		uint64_t back = (lim - (hi - lo)) / 2;

		dq->base = lo - (back < lo ? back : lo);
		/* base + lim must not wrap: then ns - base <= lim is false
		 * for every ns below base, as it must be */
		if (dq->base > UINT64_MAX - lim)
			dq->base = UINT64_MAX - lim;
	}
	if (dq->wide) {
		dq_wkey *w = dq->wtree;

		if (!w && !(w = dq->wtree = dq_realloc(dq, NULL, 0, 2 * (size_t)k * sizeof(*w)))) {
			snprintf(dq->err, sizeof(dq->err), "cannot merge the DTL queues: %s",
				 strerror(ENOMEM));
			return -1;
		}
		for (uint32_t i = 0; i < k; i++)
			w[k + i] = dq->by_cpu[i] ? wide_key(dq->by_cpu[i]) : WNONE;
		for (uint32_t n = k - 1; n >= 1; n--)
			w[n] = w[2 * n] < w[2 * n + 1] ? w[2 * n] : w[2 * n + 1];
		dq->wide_takes = 0;
	} else {
		uint64_t *t = dq->tree;

		for (uint32_t i = 0; i < k; i++)
			if (!dq->by_cpu[i] || !narrow_key(dq, dq->by_cpu[i], &t[k + i]))
				t[k + i] = NONE;	/* (every pending time folds) */
		for (uint32_t n = k - 1; n >= 1; n--)
			t[n] = t[2 * n] < t[2 * n + 1] ? t[2 * n] : t[2 * n + 1];
	}
	dq->tree_work += 2 * (uint64_t)k;
	dq->dirty = false;
	dq->rebuilds++;
	dq->wide_rebuilds += dq->wide;
	return 0;
}

/* s has an entry now, or none, other than by being taken: its leaf and the
 * nodes above it, O(log k), unless a rebuild is due anyway. */
static void leaf_update(struct dtl_queues *dq, const struct dtl_stream *s)
{
	uint64_t key;

	if (dq->dirty)
		return;
	dq->tree_work += dq->lbits + 1;
	if (dq->wide)
		update_wide(dq->wtree, dq->k + s->cpu, wide_key(s));
	else if (narrow_key(dq, s, &key))
		update_narrow(dq->tree, dq->lbits, dq->k + s->cpu, key);
	else
		dq->dirty = true;	/* out of the folded span */
}

/* ---- decoding one stream ---- */

/* A read buffer of at least n (<= CHUNK_BYTES) bytes: no larger than the
 * stream's reads need, so that many CPUs with little data each take little
 * memory. What it held was consumed (take copies the pending entry out). */
static int grow_chunk(struct dtl_queues *dq, struct dtl_stream *s, size_t n)
{
	size_t cap = 64;

	while (cap < n)
		cap *= 2;
	cap = cap < CHUNK_BYTES ? cap : CHUNK_BYTES;
	dq_release(dq, s->chunk_mem, s->chunk_cap);
	s->chunk_cap = 0;
	if (!(s->chunk_mem = dq_realloc(dq, NULL, 0, cap)))
		return fail(dq, "", s->cpu, ENOMEM);
	s->chunk_cap = cap;
	return 0;
}

/* The stream's queue ran dry: its read buffer waits for no more data. */
static void drop_chunk(struct dtl_queues *dq, struct dtl_stream *s)
{
	if (s->cur_mem || !s->chunk_mem)
		return;
	dq_release(dq, s->chunk_mem, s->chunk_cap);
	s->chunk_mem = NULL;
	s->chunk = NULL;
	s->chunk_cap = 0;
}

/* The chunk starts at stream offset p: at 0 with the header, the first of a
 * stream or of a new one (the event was opened again), which it skips. Only
 * a stream that never had a header fails. */
static int chunk_header(struct dtl_queues *dq, struct dtl_stream *s, uint64_t p)
{
	enum dtl_hdr h = dtl_dec_header(&s->dec, p, s->chunk, dq->swap);

	if (s->dec.have_tb) {
		s->cpos = h == DTL_HDR_NONE ? 0 : DTL_BOOTTB_SIZE;
		return 1;
	}
	if (h == DTL_HDR_BAD)
		snprintf(dq->err, sizeof(dq->err),
			 "cpu %u: AUX data does not start with a boot-timebase header", s->cpu);
	else
		snprintf(dq->err, sizeof(dq->err),
			 "cpu %u: AUX data does not start with a boot-timebase header "
			 "(its first buffer is at stream offset %llu)", s->cpu, (unsigned long long)p);
	return -1;
}

/* Load the next run of whole slots of the current buffer into chunk: 1, 0
 * when the buffer has none left, -1 on error. */
static int load_chunk(struct dtl_queues *dq, struct dtl_stream *s)
{
	uint64_t run = 0, p = s->in_buf ? dtl_dec_next_slot(&s->dec, &run) : UINT64_MAX, end;
	size_t n;

	if (p >= s->b_end || s->b_end - p < DTL_ENTRY_SIZE) {
		if (p < s->b_end)
			dq->fragments++;	/* the buffer ends inside a slot */
		s->in_buf = false;
		return 0;
	}
	end = s->b_end < p + run ? s->b_end : p + run;	/* p + run: the padding */
	n = end - p < CHUNK_BYTES ? (size_t)(end - p) : CHUNK_BYTES;
	n -= n % DTL_ENTRY_SIZE;
	if (s->cur_mem) {
		size_t at = s->mhead + (size_t)(p - s->b_pos);

		/* The slots lie in what the FIFO holds, as push_buf refuses
		 * a buffer whose stream offsets wrap; checked all the same,
		 * once a chunk, as a read past the FIFO is a read past the heap. */
		if (at > s->mtail || n > s->mtail - at)
			return fail(dq, "AUX data past its buffer: ", s->cpu, EIO);
		s->chunk = s->mem + at;
	} else {
		ssize_t got;

		if (s->chunk_cap < n && grow_chunk(dq, s, n) < 0)
			return -1;
		do
			got = pread(dq->fd, s->chunk_mem, n, (off_t)(s->b_off + (p - s->b_pos)));
		while (got < 0 && errno == EINTR);
		if (got != (ssize_t)n)
			return fail(dq, "cannot read AUX data: ", s->cpu, got < 0 ? errno : EIO);
		s->chunk = s->chunk_mem;
	}
	s->clen = n;
	s->cpos = 0;
	s->dec.pos = p + n;
	return chunk_header(dq, s, p);
}

/* Make the next queued buffer current; 0 when the queue is empty. */
static int next_buffer(struct dtl_queues *dq, struct dtl_stream *s)
{
	struct dq_buf b;
	bool had = s->b_pos || s->b_end;	/* a buffer was current before */
	uint64_t prev_end = s->b_end;

	if (s->cur_mem) {
		s->mhead += s->cur_size;
		dq->mem_bytes -= s->cur_size;
		s->cur_mem = false;
		if (s->mhead == s->mtail)
			s->mhead = s->mtail = 0;
	}
	s->in_buf = false;
	if (s->head == s->nbufs)
		return 0;
	b = s->bufs[s->head++];
	if (s->head == s->nbufs)
		s->head = s->nbufs = 0;
	if (had && b.pos != prev_end)
		dq->resyncs++;
	s->b_pos = s->dec.pos = b.pos;
	s->b_rec = b.rec;
	s->b_end = b.pos + b.size;	/* push_buf: no wrap */
	s->in_buf = true;
	s->clen = s->cpos = 0;
	if (b.in_mem) {
		s->cur_mem = true;
		s->cur_size = (size_t)b.size;
	} else {
		s->b_off = b.off;
	}
	return 1;
}

/* The next slot of the current chunk, if it holds a valid entry: the common
 * case, inline in the merge loop. Otherwise advance() does the rest. */
static inline bool slot_ns(const struct dtl_stream *s, uint64_t *ns)
{
	if (s->cpos + DTL_ENTRY_SIZE > s->clen)
		return false;
	return dtl_dec_slot_ns(&s->dec, s->chunk + s->cpos, ns);
}

static inline bool advance_fast(struct dtl_stream *s)
{
	if (s->ahead_ok) {	/* converted at the previous step */
		s->next_ns = s->ahead_ns;
	} else if (!slot_ns(s, &s->next_ns)) {
		return false;
	}
	s->next_raw = s->chunk + s->cpos;
	s->cpos += DTL_ENTRY_SIZE;
	/* Convert the following entry now: the merge needs this stream's key
	 * right after a pop, and the double division is the longest part of
	 * computing it; done one entry ahead, it is off that path. */
	s->ahead_ok = slot_ns(s, &s->ahead_ns);
	/* One stream per CPU is more than the hardware prefetcher follows,
	 * and with large rounds the chunk is out of cache: ask for the line
	 * two ahead (past the chunk's end it is a hint that does nothing). */
	__builtin_prefetch(s->chunk + s->cpos + 2 * 64);
	return true;
}

/* Advance s to its next valid entry: 1 found, 0 exhausted, -1 error. */
static int advance(struct dtl_queues *dq, struct dtl_stream *s)
{
	s->ahead_ok = false;	/* the chunk may change under it */
	for (;;) {
		int r;

		while (s->cpos + DTL_ENTRY_SIZE <= s->clen) {
			const uint8_t *p = s->chunk + s->cpos;

			s->cpos += DTL_ENTRY_SIZE;
			if (!dtl_dec_slot_ns(&s->dec, p, &s->next_ns)) {
				dq->skipped++;
				continue;
			}
			s->next_raw = p;
			return 1;
		}
		r = load_chunk(dq, s);
		if (r < 0)
			return -1;
		if (r > 0)
			continue;
		s->cpos = s->clen = 0;
		r = next_buffer(dq, s);
		if (r == 0 && dq->refill && !dq->in_refill) {
			dq->in_refill = true;
			r = dq->refill(dq->refill_arg, s->cpu);
			dq->in_refill = false;
			if (r > 0)
				r = next_buffer(dq, s);
		}
		if (r == 0)
			drop_chunk(dq, s);
		if (r <= 0)
			return r;
	}
}

/* Leaves for cpu numbers up to cpu: k doubles past it, and a rebuild lays
 * the tree out again. */
static int grow_leaves(struct dtl_queues *dq, uint32_t cpu)
{
	uint32_t k = dq->k ? dq->k : 1;
	void *p;

	while (k <= cpu)
		k *= 2;
	if (!(p = dq_realloc(dq, dq->tree, dq->tree_bytes, 2 * (size_t)k * sizeof(*dq->tree))))
		return -1;
	dq->tree = p;
	dq->tree_bytes = 2 * (size_t)k * sizeof(*dq->tree);	/* (k may stay) */
	if (!(p = dq_realloc(dq, dq->by_cpu, dq->k * sizeof(*dq->by_cpu),
			     k * sizeof(*dq->by_cpu))))
		return -1;
	dq->by_cpu = p;
	memset(dq->by_cpu + dq->k, 0, (k - dq->k) * sizeof(*dq->by_cpu));
	if (dq->wtree)	/* wide mode allocates its own when it needs it */
		dq_release(dq, dq->wtree, 2 * (size_t)dq->k * sizeof(*dq->wtree));
	dq->wtree = NULL;
	dq->k = k;
	dq->lbits = (uint32_t)__builtin_ctz(k);
	dq->dirty = true;
	return 0;
}

/* A new stream's leaf has no entry (NONE) as every leaf without a stream
 * has: streams arrive in any cpu order, each into its own leaf. */
static struct dtl_stream *stream_for(struct dtl_queues *dq, uint32_t cpu)
{
	struct dtl_stream *s;

	if (cpu >= dq->k && grow_leaves(dq, cpu) < 0)
		return NULL;
	if (dq->by_cpu[cpu])
		return dq->by_cpu[cpu];
	s = calloc(1, sizeof(*s));
	if (!s)
		return NULL;
	dq->heap_bytes += sizeof(*s);
	s->cpu = cpu;
	dtl_dec_init(&s->dec, dq->lap.size);	/* a size dq_set_aux_size took */
	if (cpu < dq->nseed && dq->seed_have[cpu])
		dtl_dec_set_header(&s->dec, &dq->seed_tb[cpu]);
	dq->by_cpu[cpu] = s;
	dq->nstreams++;
	return s;
}

/* Append a buffer descriptor to s's FIFO of pending buffers. */
static int push_buf(struct dtl_queues *dq, struct dtl_stream *s, struct dq_buf b)
{
	/* Stream offsets are byte counts from the session's start: a buffer
	 * ending past 2^64 is corrupt, and its slots, framed by offsets that
	 * wrap to 0, would lie outside the bytes it holds. */
	if (b.size > UINT64_MAX - b.pos) {
		snprintf(dq->err, sizeof(dq->err),
			 "cpu %u: AUX buffer of %llu bytes at stream offset %llu ends past 2^64",
			 s->cpu, (unsigned long long)b.size, (unsigned long long)b.pos);
		return -1;
	}
	if (s->nbufs == s->cap && s->head > 0) {
		/* Reuse the consumed front of the FIFO before growing it. */
		memmove(s->bufs, s->bufs + s->head, (s->nbufs - s->head) * sizeof(*s->bufs));
		s->nbufs -= s->head;
		s->head = 0;
	}
	if (s->nbufs == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 2;
		void *p = dq_realloc(dq, s->bufs, s->cap * sizeof(*s->bufs), cap * sizeof(*s->bufs));

		if (!p)
			return fail(dq, "", s->cpu, ENOMEM);
		s->bufs = p;
		s->cap = cap;
	}
	s->bufs[s->nbufs++] = b;
	s->last_rec = b.rec;
	dq->buffers++;
	return 0;
}

/* A buffer was queued: if s had no pending entry, it may have one now.
 * Not while s is advancing: its look-ahead (refill) queues buffers on the
 * way, for that advance to take; advancing s here as well would move it
 * on under that advance, which could then free the read buffer the entry
 * found here lies in. */
static int kick(struct dtl_queues *dq, struct dtl_stream *s)
{
	int r;

	if (s->has_next || s->advancing)
		return 0;
	s->advancing = true;
	r = advance(dq, s);
	s->advancing = false;
	if (r <= 0)
		return r;
	s->has_next = true;
	leaf_update(dq, s);
	return 0;
}

static struct dtl_stream *stream_or_fail(struct dtl_queues *dq, uint32_t cpu)
{
	struct dtl_stream *s = cpu < (1u << 20) ? stream_for(dq, cpu) : NULL;

	if (!s)
		snprintf(dq->err, sizeof(dq->err), "cpu %u: cannot queue AUX data", cpu);
	return s;
}

int dq_add_file(struct dtl_queues *dq, uint32_t cpu, uint64_t off, uint64_t size,
		uint64_t pos)
{
	struct dtl_stream *s = stream_or_fail(dq, cpu);

	if (!s || push_buf(dq, s, (struct dq_buf){ off, size, pos, dq->rec_off, false }) < 0)
		return -1;
	return kick(dq, s);
}

/* The byte FIFO moved from old to s->mem: so did the current buffer. */
static void rebase(struct dtl_stream *s, size_t chunk_at, size_t next_at)
{
	if (!s->cur_mem)
		return;
	s->chunk = s->mem + chunk_at;
	if (s->has_next)
		s->next_raw = s->mem + next_at;
}

void *dq_reserve(struct dtl_queues *dq, uint32_t cpu, uint64_t size)
{
	struct dtl_stream *s = stream_or_fail(dq, cpu);
	size_t chunk_at, next_at, live;

	if (!s)
		return NULL;
	if (size > SIZE_MAX / 4) {	/* the doubling below must not wrap */
		fail(dq, "", cpu, ENOMEM);
		return NULL;
	}
	if (!s->mem) {	/* even for 0 bytes: NULL means failure */
		size_t cap = 64;	/* as small as the first buffer allows */

		while (cap < size)
			cap *= 2;
		s->mem = dq_realloc(dq, NULL, 0, cap);
		if (!s->mem) {
			fail(dq, "", cpu, ENOMEM);
			return NULL;
		}
		s->mcap = cap;
		return s->mem;	/* nothing was ever queued: mtail is 0 */
	}
	if (size <= s->mcap - s->mtail)
		return s->mem + s->mtail;
	/* Positions, not pointers: the memory may move. */
	chunk_at = s->cur_mem ? (size_t)(s->chunk - s->mem) : 0;
	next_at = s->cur_mem && s->has_next ? (size_t)(s->next_raw - s->mem) : 0;
	live = s->mtail - s->mhead;
	if (s->mhead > 0) {	/* slide the live part to the front first */
		memmove(s->mem, s->mem + s->mhead, live);
		chunk_at -= s->cur_mem ? s->mhead : 0;
		next_at -= s->cur_mem && s->has_next ? s->mhead : 0;
		s->mhead = 0;
		s->mtail = live;
	}
	if (size > s->mcap - s->mtail) {
		size_t cap = s->mcap;
		void *p;

		while (cap - live < size)
			cap *= 2;
		p = dq_realloc(dq, s->mem, s->mcap, cap);
		if (!p) {
			rebase(s, chunk_at, next_at);
			fail(dq, "", cpu, ENOMEM);
			return NULL;
		}
		s->mem = p;
		s->mcap = cap;
	}
	rebase(s, chunk_at, next_at);
	return s->mem + s->mtail;
}

int dq_commit(struct dtl_queues *dq, uint32_t cpu, uint64_t size, uint64_t pos)
{
	struct dtl_stream *s = dq->by_cpu[cpu];	/* dq_reserve made it */

	if (push_buf(dq, s, (struct dq_buf){ 0, size, pos, dq->rec_off, true }) < 0)
		return -1;
	s->mtail += (size_t)size;
	dq->mem_bytes += size;
	return kick(dq, s);
}

uint64_t dq_pending_rec(const struct dtl_queues *dq, uint32_t cpu, uint64_t *next)
{
	const struct dtl_stream *s = cpu < dq->k ? dq->by_cpu[cpu] : NULL;
	uint64_t rec = UINT64_MAX;

	*next = 0;
	if (!s)
		return rec;
	*next = s->nbufs || s->b_end ? s->last_rec + 1 : 0;
	/* The current buffer until it is left (has_next: its pending entry;
	 * in_buf: slots not yet read), then the FIFO, in file order. */
	if (s->has_next || s->in_buf)
		rec = s->b_rec;
	for (size_t i = s->head; i < s->nbufs; i++)
		rec = s->bufs[i].rec < rec ? s->bufs[i].rec : rec;
	return rec;
}

bool dq_header(const struct dtl_queues *dq, uint32_t cpu, struct dtl_boottb *tb)
{
	const struct dtl_stream *s = cpu < dq->k ? dq->by_cpu[cpu] : NULL;

	if (!s || !s->dec.have_tb)
		return false;
	*tb = s->dec.tb;
	return true;
}

/* ---- merged delivery ---- */

/* Copy out s's pending entry (advancing may reuse its bytes), then advance s.
 * Returns advance's result. */
static inline int take(struct dtl_queues *dq, struct dtl_stream *s, struct event *ev)
{
	int r;

	dtl_dec_event(&s->dec, s->cpu, s->next_raw, s->next_ns, ev);
	if (advance_fast(s))
		return 1;
	r = advance(dq, s);
	s->has_next = r > 0;
	return r;
}

/* An entry about to be handed on: counted as source_emit would, and as a
 * DTL entry. */
static inline void account(struct source *src, const struct event *ev)
{
	src->stats.dtl_entries++;
	source_account(src, ev);
}

/* Hand on the n entries taken: in one call where the consumer takes
 * batches (no indirect call, window test or model dispatch per entry),
 * else one by one. Non-zero: c asked to stop (the rest is dropped, as the
 * source stops). */
static int flush(struct dtl_queues *dq, size_t n, const struct consumer *c)
{
	return n ? consumer_batch(c, dq->out, n) : 0;
}

/* Take s's pending entry into out[*n] and count it there (*n + 1), unless
 * take fails. Returns take's result. */
static inline int take_out(struct dtl_queues *dq, struct dtl_stream *s, struct source *src,
			   size_t *n)
{
	struct event *ev = &dq->out[*n];
	int r = take(dq, s, ev);

	if (r >= 0) {
		account(src, ev);
		++*n;
	}
	return r;
}

/* Narrow mode: take entries until the winner is newer than bound, the mode
 * must change (a rebuild is due) or DQ_BATCH are taken; *n says how many.
 * -1: error (the *n before the failing one are good). The loop makes no
 * call in the common case, so the tree's parameters stay in registers. */
static int take_narrow(struct dtl_queues *dq, uint64_t bound, struct source *src, size_t *n)
{
	uint64_t lim = fold_lim(dq), mask = dq->k - 1, base = dq->base;
	uint32_t lbits = dq->lbits;
	/* times <= bound fold below stop */
	uint64_t stop = bound < base ? 0
		: ((bound - base < lim ? bound - base : lim) + 1) << lbits;
	size_t i = 0;
	int r = 0;

	while (i < DQ_BATCH && !dq->dirty && dq->tree[1] < stop) {
		uint32_t cpu = (uint32_t)(dq->tree[1] & mask);
		struct dtl_stream *s = dq->by_cpu[cpu];
		uint64_t key = NONE;

		r = take_out(dq, s, src, &i);
		if (r < 0)
			break;
		if (r > 0 && s->next_ns - base <= lim)
			key = (s->next_ns - base) << lbits | cpu;
		else if (r > 0)
			dq->dirty = true;	/* out of the folded span */
		if (!dq->dirty)
			update_narrow(dq->tree, lbits, mask + 1 + cpu, key);
	}
	*n = i;
	return r < 0 ? -1 : 0;
}

/* Wide mode, the same on (time, cpu) keys of 128 bits. Every so many
 * entries it asks for a rebuild, which goes back to narrow mode once the
 * pending times allow. */
static int take_wide(struct dtl_queues *dq, uint64_t bound, struct source *src, size_t *n)
{
	size_t i = 0;
	int r = 0;

	/* WNONE >> 32 is above any bound */
	while (i < DQ_BATCH && !dq->dirty && (dq->wtree[1] >> 32) <= bound) {
		uint32_t cpu = (uint32_t)dq->wtree[1];
		struct dtl_stream *s = dq->by_cpu[cpu];

		r = take_out(dq, s, src, &i);
		if (r < 0)
			break;
		if (!dq->dirty)
			update_wide(dq->wtree, dq->k + cpu, wide_key(s));
		if (++dq->wide_takes > 4 * (uint64_t)dq->k + 1024)
			dq->dirty = true;
	}
	*n = i;
	return r < 0 ? -1 : 0;
}

int dq_drain(struct dtl_queues *dq, uint64_t bound, struct source *src,
	     const struct consumer *c)
{
	if (!dq->nstreams)
		return 0;
	for (;;) {
		size_t n = 0;
		int r, f;

		if (dq->dirty && rebuild(dq) < 0)
			return DQ_ERROR;
		r = dq->wide ? take_wide(dq, bound, src, &n) : take_narrow(dq, bound, src, &n);
		if ((f = flush(dq, n, c)))
			return r < 0 ? DQ_ERROR : f < 0 ? CONSUMER_FAILED : 1;
		if (r < 0)
			return DQ_ERROR;
		/* a short batch without a rebuild due: nothing left <= bound */
		if (n < DQ_BATCH && !dq->dirty)
			return 0;
	}
}

int dq_passed_header(struct dtl_queues *dq, uint32_t cpu, const struct dtl_boottb *tb)
{
	struct dtl_stream *s = stream_for(dq, cpu);

	if (!s)
		return -1;
	dtl_dec_set_header(&s->dec, tb);
	return 0;
}
