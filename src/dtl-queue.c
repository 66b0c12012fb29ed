/* dtl-queue.c: per-CPU DTL streams over AUX buffers and their merge heap.
 * Framing follows upstream: each buffer is a run of 48-byte slots from its
 * start; the first buffer of a CPU opens with the boot-timebase header; a
 * trailing fragment shorter than an entry is dropped. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtl-queue.h"

#define CHUNK_ENTRIES 1024	/* file reads of 48 KiB per CPU */

struct dq_buf {
	uint64_t off, size;
	void *mem;
};

void dq_init(struct dtl_queues *dq, int fd, bool swap)
{
	memset(dq, 0, sizeof(*dq));
	dq->fd = fd;
	dq->swap = swap;
}

static void stream_free(struct dtl_stream *s)
{
	for (size_t i = s->head; i < s->nbufs; i++)
		free(s->bufs[i].mem);
	free(s->bufs);
	free(s->chunk_mem);
	free(s->cur_owned);
	free(s);
}

void dq_free(struct dtl_queues *dq)
{
	for (uint32_t i = 0; i < dq->nslots; i++)
		if (dq->by_cpu[i])
			stream_free(dq->by_cpu[i]);
	free(dq->by_cpu);
	free(dq->heap);
	memset(dq, 0, sizeof(*dq));
}

/* ---- the heap, keyed on (next_ns, cpu) ---- */

static bool earlier(const struct dtl_stream *a, const struct dtl_stream *b)
{
	if (a->next_ns != b->next_ns)
		return a->next_ns < b->next_ns;
	return a->cpu < b->cpu;
}

static void heap_set(struct dtl_queues *dq, size_t i, struct dtl_stream *s)
{
	dq->heap[i] = s;
	s->heap_idx = i;
}

static void sift_up(struct dtl_queues *dq, size_t i)
{
	struct dtl_stream *s = dq->heap[i];

	while (i > 0 && earlier(s, dq->heap[(i - 1) / 2])) {
		heap_set(dq, i, dq->heap[(i - 1) / 2]);
		i = (i - 1) / 2;
	}
	heap_set(dq, i, s);
}

static void sift_down(struct dtl_queues *dq, size_t i)
{
	struct dtl_stream *s = dq->heap[i];

	for (;;) {
		size_t l = 2 * i + 1, m = l;

		if (l >= dq->nheap)
			break;
		if (l + 1 < dq->nheap && earlier(dq->heap[l + 1], dq->heap[l]))
			m = l + 1;
		if (!earlier(dq->heap[m], s))
			break;
		heap_set(dq, i, dq->heap[m]);
		i = m;
	}
	heap_set(dq, i, s);
}

static void heap_remove_top(struct dtl_queues *dq)
{
	if (--dq->nheap > 0) {
		heap_set(dq, 0, dq->heap[dq->nheap]);
		sift_down(dq, 0);
	}
}

/* ---- decoding one stream ---- */

static int fail(struct dtl_queues *dq, const char *fmt, uint32_t cpu, int e)
{
	snprintf(dq->err, sizeof(dq->err), fmt, cpu, strerror(e));
	return -1;
}

/* Load the next piece of the current buffer into chunk; 0 when none left. */
static int load_chunk(struct dtl_queues *dq, struct dtl_stream *s)
{
	size_t want;
	ssize_t n;

	if (s->file_left == 0)
		return 0;
	if (!s->chunk_mem) {
		s->chunk_mem = malloc(CHUNK_ENTRIES * DTL_ENTRY_SIZE);
		if (!s->chunk_mem)
			return fail(dq, "cpu %u: %s", s->cpu, ENOMEM);
	}
	want = CHUNK_ENTRIES * DTL_ENTRY_SIZE;
	if (want > s->file_left)
		want = (size_t)s->file_left;
	do
		n = pread(dq->fd, s->chunk_mem, want, (off_t)s->file_next);
	while (n < 0 && errno == EINTR);
	if (n != (ssize_t)want)
		return fail(dq, "cpu %u: cannot read AUX data: %s", s->cpu, n < 0 ? errno : EIO);
	s->chunk = s->chunk_mem;
	s->clen = want;
	s->cpos = 0;
	s->file_next += want;
	s->file_left -= want;
	return 1;
}

/* Make the next queued buffer current; 0 when the queue is empty. */
static int next_buffer(struct dtl_queues *dq, struct dtl_stream *s)
{
	struct dq_buf b;

	free(s->cur_owned);
	s->cur_owned = NULL;
	if (s->head == s->nbufs)
		return 0;
	b = s->bufs[s->head++];
	if (s->head == s->nbufs)
		s->head = s->nbufs = 0;
	if (b.mem) {
		s->cur_owned = b.mem;
		s->chunk = b.mem;
		s->clen = (size_t)b.size;
		s->cpos = 0;
		s->file_left = 0;
	} else {
		s->file_next = b.off;
		s->file_left = b.size;
		s->clen = s->cpos = 0;
		if (load_chunk(dq, s) < 0)
			return -1;
	}
	if (!s->have_tb) {
		if (s->clen < DTL_BOOTTB_SIZE ||
		    !dtl_decode_boottb(s->chunk, dq->swap, &s->tb)) {
			snprintf(dq->err, sizeof(dq->err),
				 "cpu %u: AUX data does not start with a boot-timebase header", s->cpu);
			return -1;
		}
		s->have_tb = true;
		s->cpos = DTL_BOOTTB_SIZE;
	}
	return 1;
}

/* Advance s to its next valid entry: 1 found, 0 exhausted, -1 error. */
static int advance(struct dtl_queues *dq, struct dtl_stream *s)
{
	for (;;) {
		int r;

		while (s->cpos + DTL_ENTRY_SIZE <= s->clen) {
			const uint8_t *p = s->chunk + s->cpos;

			s->cpos += DTL_ENTRY_SIZE;
			dtl_decode_entry(p, &s->next);
			if (!dtl_entry_valid(&s->next) || s->next.timebase < s->tb.boot_tb) {
				dq->skipped++;
				continue;
			}
			s->next_ns = dtl_tb_to_ns(&s->tb, s->next.timebase);
			return 1;
		}
		r = load_chunk(dq, s);
		if (r < 0)
			return -1;
		if (r > 0)
			continue;
		if (s->cpos < s->clen)
			dq->fragments++;
		s->cpos = s->clen = 0;
		r = next_buffer(dq, s);
		if (r <= 0)
			return r;
	}
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
		p = realloc(dq->heap, n * sizeof(*dq->heap));
		if (!p)
			return NULL;
		dq->heap = p;
	}
	if (!dq->by_cpu[cpu]) {
		dq->by_cpu[cpu] = calloc(1, sizeof(struct dtl_stream));
		if (dq->by_cpu[cpu])
			dq->by_cpu[cpu]->cpu = cpu;
	}
	return dq->by_cpu[cpu];
}

int dq_add(struct dtl_queues *dq, uint32_t cpu, uint64_t off, uint64_t size, void *mem)
{
	struct dtl_stream *s = cpu < (1u << 20) ? stream_for(dq, cpu) : NULL;
	int r;

	if (!s) {
		free(mem);
		snprintf(dq->err, sizeof(dq->err), "cpu %u: cannot queue AUX data", cpu);
		return -1;
	}
	if (s->nbufs == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 16;
		void *p = realloc(s->bufs, cap * sizeof(*s->bufs));

		if (!p) {
			free(mem);
			return fail(dq, "cpu %u: %s", cpu, ENOMEM);
		}
		s->bufs = p;
		s->cap = cap;
	}
	s->bufs[s->nbufs++] = (struct dq_buf){ off, size, mem };
	dq->buffers++;
	if (s->has_next)
		return 0;
	r = advance(dq, s);
	if (r <= 0)
		return r;
	s->has_next = true;
	dq->heap[dq->nheap] = s;
	s->heap_idx = dq->nheap++;
	sift_up(dq, s->heap_idx);
	return 0;
}

int dq_pop(struct dtl_queues *dq, struct event *ev)
{
	struct dtl_stream *s = dq->heap[0];
	int r;

	ev->time = s->next_ns;
	ev->cpu = s->cpu;
	ev->kind = EV_DTL;
	ev->dtl.e = s->next;
	ev->dtl.tb_freq = s->tb.tb_freq;
	r = advance(dq, s);
	if (r < 0)
		return -1;
	if (r == 0) {
		s->has_next = false;
		heap_remove_top(dq);
	} else {
		sift_down(dq, 0);
	}
	return 0;
}
