/* dtl-queue.c: per-CPU DTL streams over AUX buffers merged by a loser tree.
 * Framing is the driver's (dtl-lap.h): slots at k * 48 from the start of
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

#include "bytes.h"
#include "dtl-queue.h"
#include "source.h"

#define CHUNK_ENTRIES 1024	/* file reads of 48 KiB per CPU */

struct dq_buf {
	uint64_t off, size;
	uint64_t pos;		/* stream offset of its first byte */
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
	return true;
}

static void stream_free(struct dtl_stream *s)
{
	free(s->bufs);
	free(s->chunk_mem);
	free(s->mem);
	free(s);
}

void dq_free(struct dtl_queues *dq)
{
	for (uint32_t i = 0; i < dq->nslots; i++)
		if (dq->by_cpu[i])
			stream_free(dq->by_cpu[i]);
	free(dq->by_cpu);
	free(dq->streams);
	free(dq->key);
	free(dq->tree);
	free(dq->scratch);
	memset(dq, 0, sizeof(*dq));
}

/* ---- the loser tree ---- */

/* Narrow mode: largest ns - base that folds; NONE(leaf) = none_min | leaf
 * sorts after every folded time. */
static inline uint64_t fold_lim(const struct dtl_queues *dq)
{
	return (UINT64_MAX >> dq->lbits) - 1;
}

static inline uint64_t none_min(const struct dtl_queues *dq)
{
	return UINT64_MAX << dq->lbits;
}

/* Leaf i has a pending entry. */
static inline bool leaf_has(const struct dtl_queues *dq, uint64_t i)
{
	return i < dq->nstreams && dq->streams[i]->has_next;
}

/* Wide mode: key[] says UINT64_MAX both for no entry and for an entry whose
 * time saturated there (dtl_ns_of); on equal keys an entry goes first. */
static inline bool wide_less(const struct dtl_queues *dq, uint64_t a, uint64_t b)
{
	if (dq->key[a] != dq->key[b])
		return dq->key[a] < dq->key[b];
	if (dq->key[a] == UINT64_MAX && leaf_has(dq, a) != leaf_has(dq, b))
		return leaf_has(dq, a);
	return a < b;
}

/* Build the tree bottom up from the leaves in scratch[k..2k). */
static void build(struct dtl_queues *dq)
{
	uint64_t *w = dq->scratch;

	for (uint32_t n = dq->k - 1; n >= 1; n--) {
		uint64_t a = w[2 * n], b = w[2 * n + 1];
		bool al = dq->wide ? wide_less(dq, a, b) : a < b;

		w[n] = al ? a : b;
		dq->tree[n] = al ? b : a;
	}
	dq->tree[0] = w[1];
}

/* Choose the mode and base from the pending times, then build. */
static void rebuild(struct dtl_queues *dq)
{
	uint64_t lo = UINT64_MAX, hi = 0, k = dq->k;
	bool any = false;	/* not lo < UINT64_MAX: a time may saturate there */

	for (uint32_t i = 0; i < dq->nstreams; i++) {
		const struct dtl_stream *s = dq->streams[i];

		if (!s->has_next)
			continue;
		any = true;
		lo = s->next_ns < lo ? s->next_ns : lo;
		hi = s->next_ns > hi ? s->next_ns : hi;
	}
	dq->base = any ? lo : 0;
	dq->wide = any && hi - lo > fold_lim(dq);
	for (uint32_t i = 0; i < k; i++) {
		const struct dtl_stream *s = i < dq->nstreams ? dq->streams[i] : NULL;
		bool has = s && s->has_next;

		if (dq->wide) {
			dq->key[i] = has ? s->next_ns : UINT64_MAX;
			dq->scratch[k + i] = i;
		} else {
			dq->scratch[k + i] = (has ? (s->next_ns - dq->base) << dq->lbits
					      : none_min(dq)) | i;
		}
	}
	build(dq);
	dq->dirty = false;
	dq->rebuilds++;
	dq->wide_rebuilds += dq->wide;
}

/* One match on the way up: the smaller key goes on, the larger stays. The
 * larger is computed as l ^ key ^ smaller, so that one compare and one cmov
 * decide both. */
#define MATCH(t, n, key)                                          \
	do {                                                      \
		uint64_t l_ = (t)[n];                             \
		uint64_t lo_ = l_ < (key) ? l_ : (key);           \
		(t)[n] = l_ ^ (key) ^ lo_;                        \
		(key) = lo_;                                      \
	} while (0)
#define LEVEL(d) case d: n /= 2; MATCH(t, n, key); __attribute__((fallthrough))

/* Narrow mode: leaf's folded key is now key (it was the winner): replay its
 * matches up to the root, branch-free. Unrolled by depth (lbits levels, at
 * most 20 as cpus are < 2^20): the loop's own bookkeeping cost as much as the
 * matches. */
static inline void replay_narrow(struct dtl_queues *dq, uint32_t leaf, uint64_t key)
{
	uint64_t *t = dq->tree;
	size_t n = leaf + dq->k;

	switch (dq->lbits) {
	default:
		for (uint32_t d = dq->lbits; d > 12; d--) {
			n /= 2;
			MATCH(t, n, key);
		}
		__attribute__((fallthrough));
	LEVEL(12); LEVEL(11); LEVEL(10); LEVEL(9); LEVEL(8); LEVEL(7);
	LEVEL(6); LEVEL(5); LEVEL(4); LEVEL(3); LEVEL(2); LEVEL(1);
	case 0:
		break;
	}
	t[0] = key;
}
#undef LEVEL
#undef MATCH

/* Wide mode: the winner's key[] changed. */
static void replay_wide(struct dtl_queues *dq)
{
	uint64_t w = dq->tree[0];

	for (uint64_t n = (w + dq->k) / 2; n >= 1; n /= 2) {
		uint64_t l = dq->tree[n];

		if (wide_less(dq, l, w)) {
			dq->tree[n] = w;
			w = l;
		}
	}
	dq->tree[0] = w;
}

static int grow_leaves(struct dtl_queues *dq)
{
	uint32_t k = dq->k ? dq->k * 2 : 2;
	void *a = realloc(dq->streams, k * sizeof(*dq->streams));

	if (a)
		dq->streams = a;
	if (!a || !(a = realloc(dq->key, k * sizeof(*dq->key))))
		return -1;
	dq->key = a;
	if (!(a = realloc(dq->tree, k * sizeof(*dq->tree))))
		return -1;
	dq->tree = a;
	if (!(a = realloc(dq->scratch, 2 * k * sizeof(*dq->scratch))))
		return -1;
	dq->scratch = a;
	dq->k = k;
	dq->lbits = (uint32_t)__builtin_ctz(k);
	dq->dirty = true;
	return 0;
}

/* ---- decoding one stream ---- */

static int fail(struct dtl_queues *dq, const char *what, uint32_t cpu, int e)
{
	snprintf(dq->err, sizeof(dq->err), "cpu %u: %s%s", cpu, what, strerror(e));
	return -1;
}

/* The header at stream offset 0: the first of a stream, or of a new one
 * (the event was opened again). Only a stream that never had one fails. */
static int take_header(struct dtl_queues *dq, struct dtl_stream *s)
{
	struct dtl_boottb tb;

	if (dtl_decode_boottb(s->chunk, dq->swap, &tb)) {
		s->tb = tb;
		s->have_tb = true;
		s->tb_freq_d = (double)tb.tb_freq;
	} else if (!s->have_tb) {
		snprintf(dq->err, sizeof(dq->err),
			 "cpu %u: AUX data does not start with a boot-timebase header", s->cpu);
		return -1;
	}
	s->cpos = DTL_BOOTTB_SIZE;
	return 1;
}

/* Load the next run of whole slots of the current buffer into chunk: 1, 0
 * when the buffer has none left, -1 on error. */
static int load_chunk(struct dtl_queues *dq, struct dtl_stream *s)
{
	uint64_t p = s->in_buf ? dtl_lap_slot_at(&dq->lap, s->next) : UINT64_MAX, end, pad;
	size_t n;

	if (p >= s->b_end || s->b_end - p < DTL_ENTRY_SIZE) {
		if (p < s->b_end)
			dq->fragments++;	/* the buffer ends inside a slot */
		s->in_buf = false;
		return 0;
	}
	pad = dtl_lap_pad_at(&dq->lap, p);
	end = s->b_end < pad ? s->b_end : pad;
	n = end - p < CHUNK_ENTRIES * DTL_ENTRY_SIZE ? (size_t)(end - p)
						      : CHUNK_ENTRIES * DTL_ENTRY_SIZE;
	n -= n % DTL_ENTRY_SIZE;
	if (s->cur_mem) {
		s->chunk = s->mem + s->mhead + (p - s->b_pos);
	} else {
		ssize_t got;

		if (!s->chunk_mem) {
			s->chunk_mem = malloc(CHUNK_ENTRIES * DTL_ENTRY_SIZE);
			if (!s->chunk_mem)
				return fail(dq, "", s->cpu, ENOMEM);
		}
		do
			got = pread(dq->fd, s->chunk_mem, n, (off_t)(s->b_off + (p - s->b_pos)));
		while (got < 0 && errno == EINTR);
		if (got != (ssize_t)n)
			return fail(dq, "cannot read AUX data: ", s->cpu, got < 0 ? errno : EIO);
		s->chunk = s->chunk_mem;
	}
	s->clen = n;
	s->cpos = 0;
	s->next = p + n;
	if (p == 0)
		return take_header(dq, s);
	if (!s->have_tb) {
		snprintf(dq->err, sizeof(dq->err),
			 "cpu %u: AUX data does not start with a boot-timebase header "
			 "(its first buffer is at stream offset %llu)", s->cpu, (unsigned long long)p);
		return -1;
	}
	return 1;
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
	s->b_pos = s->next = b.pos;
	s->b_end = b.size > UINT64_MAX - b.pos ? UINT64_MAX : b.pos + b.size;
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
	const uint8_t *p = s->chunk + s->cpos;
	uint64_t tb;

	if (s->cpos + DTL_ENTRY_SIZE > s->clen)
		return false;
	tb = ldbe64(p + 16);	/* dtl_entry.timebase */
	if ((int64_t)tb <= 0 || tb < s->tb.boot_tb)
		return false;
	/* 0 < tb - boot_tb <= tb < 2^63: the signed conversion is exact and
	 * equals dtl_tb_to_ns's unsigned one, without its sign test */
	*ns = dtl_ns_of((double)(int64_t)(tb - s->tb.boot_tb), s->tb_freq_d);
	return true;
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
			uint64_t tb = ldbe64(p + 16);	/* dtl_entry.timebase */

			if ((int64_t)tb <= 0 || tb < s->tb.boot_tb) {
				dq->skipped++;
				continue;
			}
			s->next_raw = p;
			s->next_ns = dtl_tb_to_ns(&s->tb, tb);
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
		if (r <= 0)
			return r;
	}
}

/* Leaves stay in cpu order (the tie-break): a new stream takes its rank. */
static void insert_stream(struct dtl_queues *dq, struct dtl_stream *s)
{
	uint32_t i = dq->nstreams++;

	for (; i > 0 && dq->streams[i - 1]->cpu > s->cpu; i--) {
		dq->streams[i] = dq->streams[i - 1];
		dq->streams[i]->leaf = i;
	}
	dq->streams[i] = s;
	s->leaf = i;
	dq->dirty = true;
}

static struct dtl_stream *stream_for(struct dtl_queues *dq, uint32_t cpu)
{
	if (cpu >= dq->nslots) {
		uint32_t n = dq->nslots ? dq->nslots : 64;
		void *p;

		while (n <= cpu)
			n *= 2;
		p = realloc(dq->by_cpu, n * sizeof(*dq->by_cpu));
		if (!p)
			return NULL;
		dq->by_cpu = p;
		memset(dq->by_cpu + dq->nslots, 0, (n - dq->nslots) * sizeof(*dq->by_cpu));
		dq->nslots = n;
	}
	if (!dq->by_cpu[cpu]) {
		struct dtl_stream *s;

		if (dq->nstreams == dq->k && grow_leaves(dq) < 0)
			return NULL;
		s = calloc(1, sizeof(*s));
		if (!s)
			return NULL;
		s->cpu = cpu;
		insert_stream(dq, s);
		dq->by_cpu[cpu] = s;
	}
	return dq->by_cpu[cpu];
}

/* Append a buffer descriptor to s's FIFO of pending buffers. */
static int push_buf(struct dtl_queues *dq, struct dtl_stream *s, struct dq_buf b)
{
	if (s->nbufs == s->cap && s->head > 0) {
		/* Reuse the consumed front of the FIFO before growing it. */
		memmove(s->bufs, s->bufs + s->head, (s->nbufs - s->head) * sizeof(*s->bufs));
		s->nbufs -= s->head;
		s->head = 0;
	}
	if (s->nbufs == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 16;
		void *p = realloc(s->bufs, cap * sizeof(*s->bufs));

		if (!p)
			return fail(dq, "", s->cpu, ENOMEM);
		s->bufs = p;
		s->cap = cap;
	}
	s->bufs[s->nbufs++] = b;
	dq->buffers++;
	return 0;
}

/* A buffer was queued: if s had no pending entry, it may have one now. */
static int kick(struct dtl_queues *dq, struct dtl_stream *s)
{
	int r;

	if (s->has_next)
		return 0;
	r = advance(dq, s);
	if (r <= 0)
		return r;
	s->has_next = true;
	dq->dirty = true;
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

	if (!s || push_buf(dq, s, (struct dq_buf){ off, size, pos, false }) < 0)
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
		size_t cap = 4096;

		while (cap < size)
			cap *= 2;
		s->mem = malloc(cap);
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
		p = realloc(s->mem, cap);
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

	if (push_buf(dq, s, (struct dq_buf){ 0, size, pos, true }) < 0)
		return -1;
	s->mtail += (size_t)size;
	dq->mem_bytes += size;
	return kick(dq, s);
}

/* ---- merged delivery ---- */

/* Copy out s's pending entry (advancing may reuse its bytes), then advance s.
 * Returns advance's result. */
static inline int take(struct dtl_queues *dq, struct dtl_stream *s, struct event *ev)
{
	int r;

	ev->time = s->next_ns;
	ev->cpu = s->cpu;
	dtl_decode_entry(s->next_raw, &ev->dtl.e);
	ev->dtl.tb_freq = s->tb.tb_freq;
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
 * else one by one. Non-zero: cb asked to stop (the rest is dropped, as the
 * source stops). */
static int flush(struct dtl_queues *dq, size_t n, struct source *src,
		 int (*cb)(const struct event *, void *), void *arg)
{
	if (!n)
		return 0;
	if (src->batch)
		return src->batch(dq->out, n, arg);
	for (size_t i = 0; i < n; i++) {
		int r = cb(&dq->out[i], arg);

		if (r)
			return r;
	}
	return 0;
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
	int ret = 0;

	while (i < DQ_BATCH && !dq->dirty && dq->tree[0] < stop) {
		uint32_t leaf = (uint32_t)(dq->tree[0] & mask);
		struct dtl_stream *s = dq->streams[leaf];
		uint64_t key = none_min(dq) | leaf;
		struct event *ev = &dq->out[i++];
		int r = take(dq, s, ev);

		if (r < 0) {
			i--;
			ret = -1;
			break;
		}
		if (r > 0 && s->next_ns - base <= lim)
			key = (s->next_ns - base) << lbits | leaf;
		else if (r > 0)
			dq->dirty = true;	/* out of the folded span */
		account(src, ev);
		if (!dq->dirty)
			replay_narrow(dq, leaf, key);
	}
	*n = i;
	return ret;
}

static int take_wide(struct dtl_queues *dq, uint64_t bound, struct source *src, size_t *n)
{
	size_t i = 0;
	int ret = 0;

	/* the winner has no entry only when no leaf has one */
	while (i < DQ_BATCH && !dq->dirty && dq->key[dq->tree[0]] <= bound &&
	       leaf_has(dq, dq->tree[0])) {
		uint32_t leaf = (uint32_t)dq->tree[0];
		struct dtl_stream *s = dq->streams[leaf];
		struct event *ev = &dq->out[i++];
		int r = take(dq, s, ev);

		if (r < 0) {
			i--;
			ret = -1;
			break;
		}
		dq->key[leaf] = r > 0 ? s->next_ns : UINT64_MAX;
		account(src, ev);
		if (!dq->dirty)
			replay_wide(dq);
	}
	*n = i;
	return ret;
}

int dq_drain(struct dtl_queues *dq, uint64_t bound, struct source *src,
	     int (*cb)(const struct event *ev, void *arg), void *arg)
{
	if (!dq->nstreams)
		return 0;
	for (;;) {
		size_t n = 0;
		int r;

		if (dq->dirty)
			rebuild(dq);
		r = dq->wide ? take_wide(dq, bound, src, &n) : take_narrow(dq, bound, src, &n);
		if (flush(dq, n, src, cb, arg))
			return r < 0 ? -1 : 1;
		if (r < 0)
			return -1;
		/* a short batch without a rebuild due: nothing left <= bound */
		if (n < DQ_BATCH && !dq->dirty)
			return 0;
	}
}
