// SPDX-License-Identifier: GPL-2.0-only
/* reorder.c: per-CPU FIFO runs, chains of blocks from a shared pool, merged
 * through a winner tree over their heads, and a binary min-heap on (time,
 * arrival) for records that break a run (reorder.h says why perf's files fit
 * this). */
#include <stdlib.h>
#include <string.h>

#include "reorder.h"

/* CPU numbers past this go to the heap: a corrupt file's cpu field must not
 * size the array of runs. */
#define RUN_CPU_MAX  (1u << RUN_CPU_BITS)
/* An empty run's leaf: after every real key (seq never reaches 2^51). */
#define KEY_NONE (~(reorder_run_key)0)

static reorder_run_key run_key(uint64_t time, uint64_t seq, uint32_t cpu)
{
	return (reorder_run_key)time << 64 | (seq << RUN_CPU_BITS | cpu);
}

static uint32_t run_cpu(reorder_run_key k)
{
	return (uint32_t)k & (RUN_CPU_MAX - 1);
}

/* An item's payload copy, owned (reorder.h): the allocation starts at
 * its callchain when it carries one. */
static void *item_copy(const struct reorder_item *it)
{
	const void *c = it->ev.chain_nr ? ev_callchain(&it->ev) : it->ev.tp.raw;
	void *p;

	memcpy(&p, &c, sizeof(p));	/* the const is the consumers' */
	return p;
}

void reorder_init(struct reorder *q)
{
	memset(q, 0, sizeof(*q));
}

static void free_blocks(struct reorder_block *b)
{
	while (b) {
		struct reorder_block *next = b->next;

		free(b);
		b = next;
	}
}

void reorder_free(struct reorder *q)
{
	for (size_t i = 0; i < q->hn; i++)
		free(item_copy(&q->items[q->heap[i].slot]));
	for (size_t c = 0; c < q->nruns; c++) {
		struct reorder_run *run = &q->runs[c];
		struct reorder_block *b = run->first;

		for (uint32_t i = 0, at = run->head; i < run->count; i++, at++) {
			if (at == RUN_BLOCK_ITEMS) {
				b = b->next;
				at = 0;
			}
			free(item_copy(&b->items[at]));
		}
		free_blocks(run->first);
	}
	free_blocks(q->pool);
	free(q->heap);
	free(q->items);
	free(q->free_slots);
	free(q->runs);
	free(q->tree);
	memset(q, 0, sizeof(*q));
}

/* Without branches: which key wins is data, not a pattern to predict. */
static inline int before(const struct reorder_key *a, const struct reorder_key *b)
{
	return (a->time < b->time) | ((a->time == b->time) & (a->seq < b->seq));
}

/* The key at i may be older than its parents: move it up, shifting them
 * down into the hole. */
static void sift_up(struct reorder_key *h, size_t i)
{
	struct reorder_key k = h[i];

	while (i > 0 && before(&k, &h[(i - 1) / 2])) {
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i] = k;
}

/* Put k where the hole at i belongs, moving the hole down past the smaller
 * child while that child is older than k. */
static void sift_down(struct reorder_key *h, size_t n, size_t i, struct reorder_key k)
{
	for (;;) {
		size_t m = 2 * i + 1;

		if (m >= n)
			break;
		if (m + 1 < n && before(&h[m + 1], &h[m]))
			m++;
		if (!before(&h[m], &k))
			break;
		h[i] = h[m];
		i = m;
	}
	h[i] = k;
}

/* The next record out: the older of the heap's top and the oldest run head.
 * Called after every change (a push may also have moved a run's ring). */
static void settle(struct reorder *q)
{
	const struct reorder_key *h = q->hn ? &q->heap[0] : NULL;
	bool r = q->rn > 0;

	q->top_in_heap = h && (!r || h->time < (uint64_t)(q->tree[1] >> 64) ||
			       (h->time == (uint64_t)(q->tree[1] >> 64) &&
				h->seq < (uint64_t)q->tree[1] >> RUN_CPU_BITS));
	if (q->top_in_heap) {
		q->top = &q->items[h->slot];
	} else if (r) {
		const struct reorder_run *run = &q->runs[run_cpu(q->tree[1])];

		q->top = &run->first->items[run->head];
	} else {
		q->top = NULL;
	}
}

static int grow_heap(struct reorder *q)
{
	size_t cap = q->cap ? q->cap * 2 : 4096;
	void *p;

	if (!(p = realloc(q->heap, cap * sizeof(*q->heap))))
		return -1;
	q->heap = p;
	if (!(p = realloc(q->items, cap * sizeof(*q->items))))
		return -1;
	q->items = p;
	if (!(p = realloc(q->free_slots, cap * sizeof(*q->free_slots))))
		return -1;
	q->free_slots = p;
	q->cap = cap;
	return 0;
}

/* Node i of the tree takes the older of its children. */
static inline void play(reorder_run_key *t, size_t i)
{
	t[i] = t[2 * i + 1] < t[2 * i] ? t[2 * i + 1] : t[2 * i];
}

/* Leaf i changed in any direction: replay its path to the root. The path's
 * winner stays in registers and meets each sibling, loads that do not wait
 * on the level below; the pick is a conditional move, as its outcome is
 * data, not a pattern to predict. */
static void replay_up(reorder_run_key *t, size_t i)
{
	reorder_run_key w = t[i];

	for (; i > 1; i >>= 1) {
		reorder_run_key s = t[i ^ 1];

		w = s < w ? s : w;
		t[i >> 1] = w;
	}
}

/* Leaf i went from KEY_NONE to k: nodes take k while it beats them, and
 * the first one it does not beat stands, with everything above it. */
static void lower_up(reorder_run_key *t, size_t i, reorder_run_key k)
{
	t[i] = k;
	for (i >>= 1; i && k < t[i]; i >>= 1)
		t[i] = k;
}

static reorder_run_key head_key(const struct reorder_run *run, uint32_t cpu)
{
	/* a run holding items has a first block (clang-analyzer cannot tell
	 * from pop_run's moves) */
	const struct reorder_item *it = &run->first->items[run->head];

	return run_key(it->ev.time, it->seq, cpu);	// NOLINT(clang-analyzer-core.NullDereference)
}

/* Runs for CPUs up to cpu (a power of two of them, as the tree wants),
 * and the tree over them built again from the heads. */
static int grow_runs(struct reorder *q, uint32_t cpu)
{
	size_t n = q->nruns ? q->nruns : 64;
	void *p;

	while (n <= cpu)
		n *= 2;
	if (n > RUN_CPU_MAX)
		n = RUN_CPU_MAX;
	if (!(p = realloc(q->tree, 2 * n * sizeof(*q->tree))))
		return -1;
	q->tree = p;
	if (!(p = realloc(q->runs, n * sizeof(*q->runs))))
		return -1;
	q->runs = p;
	memset(q->runs + q->nruns, 0, (n - q->nruns) * sizeof(*q->runs));
	q->nruns = n;
	for (size_t c = 0; c < n; c++)
		q->tree[n + c] = q->runs[c].count ? head_key(&q->runs[c], (uint32_t)c) : KEY_NONE;
	for (size_t i = n - 1; i; i--)
		play(q->tree, i);
	return 0;
}

/* A block for a run's tail: the pool's newest (its memory is the most
 * likely still in cache), else a new one. */
static struct reorder_block *take_block(struct reorder *q)
{
	struct reorder_block *b = q->pool;

	if (b) {
		q->pool = b->next;
	} else {
		if (!(b = malloc(sizeof(*b))))
			return NULL;
		q->run_items += RUN_BLOCK_ITEMS;
	}
	b->next = NULL;
	return b;
}

/* The pool keeps every block it is given back: blocks are only made when
 * it is empty, so there are never more than the runs once held at a time. */
static void put_block(struct reorder *q, struct reorder_block *b)
{
	b->next = q->pool;
	q->pool = b;
}

/* Fill it from ev; the raw payload is copied when asked to (copy_raw 1),
 * with the callchain before it (2; reorder.h). */
static int fill(struct reorder *q, struct reorder_item *it, uint64_t seq, const struct event *ev, const void *raw,
		uint32_t raw_size, int copy_raw)
{
	it->ev = *ev;
	it->seq = seq;
	it->ev.tp.raw = NULL;
	if (copy_raw < 2 || !raw || !raw_size)
		it->ev.chain_nr = 0;
	if (copy_raw && raw && raw_size) {
		size_t before = it->ev.chain_nr ? 4 + 8 * (size_t)it->ev.chain_nr : 0;
		uint8_t *copy = malloc(before + raw_size);

		if (!copy)
			return -1;
		memcpy(copy, (const uint8_t *)raw - before, before + raw_size);
		it->ev.tp.raw = copy;	/* then past the chain: item_copy finds copy again */
		it->ev.tp.raw = (const uint8_t *)it->ev.tp.raw + before;
		q->copies++;
	}
	return 0;
}

/* Append to the CPU's run if the record keeps it in order: 2 done with
 * the next record out unchanged (held items never move), 1 done, 0 the
 * record is for the heap, -1 out of memory. */
static int push_run(struct reorder *q, const struct event *ev, const void *raw,
		    uint32_t raw_size, int copy_raw)
{
	struct reorder_run *run;
	struct reorder_block *b = NULL;

	if (ev->cpu >= RUN_CPU_MAX)
		return 0;
	if (ev->cpu >= q->nruns && grow_runs(q, ev->cpu) < 0)
		return -1;
	run = &q->runs[ev->cpu];
	if (run->count && ev->time < run->tail_time)
		return 0;
	if ((!run->count || run->tail == RUN_BLOCK_ITEMS) && !(b = take_block(q)))
		return -1;
	if (fill(q, b ? &b->items[0] : &run->last->items[run->tail], q->seq, ev, raw, raw_size,
		 copy_raw) < 0) {
		if (b)
			put_block(q, b);
		return -1;
	}
	if (b) {
		if (run->count)
			run->last->next = b;
		else
			run->first = b, run->head = 0;
		run->last = b;
		run->tail = 0;
	}
	run->tail++;
	run->tail_time = ev->time;
	if (run->count++ == 0) {
		lower_up(q->tree, q->nruns + ev->cpu, run_key(ev->time, q->seq, ev->cpu));
		q->rn++;
		return 1;
	}
	return 2;
}

static int push_heap(struct reorder *q, const struct event *ev, const void *raw,
		     uint32_t raw_size, int copy_raw)
{
	size_t slot;

	if (q->hn == q->cap && grow_heap(q) < 0)
		return -1;
	/* slots in use plus free ones are all slots ever used: with none
	 * free, the next unused one is hn */
	slot = q->nfree ? q->free_slots[--q->nfree] : q->hn;
	if (fill(q, &q->items[slot], q->seq, ev, raw, raw_size, copy_raw) < 0) {
		q->free_slots[q->nfree++] = slot;
		return -1;
	}
	q->heap[q->hn] = (struct reorder_key){ ev->time, q->seq, slot };
	sift_up(q->heap, q->hn++);
	return 0;
}

int reorder_push(struct reorder *q, const struct event *ev, const void *raw, uint32_t raw_size,
		 int copy_raw)
{
	int s = push_run(q, ev, raw, raw_size, copy_raw);

	if (s == 0)
		s = push_heap(q, ev, raw, raw_size, copy_raw);
	if (s != 2)
		settle(q);
	if (s < 0)
		return -1;
	q->seq++;
	if (++q->n > q->peak)
		q->peak = q->n;
	return 0;
}

/* Free a popped item's payload copy. Only views that print payloads make
 * copies; the count says whether any is held at all. */
static inline void drop_copy(struct reorder *q, struct reorder_item *it)
{
	if (q->copies && it->ev.tp.raw) {
		free(item_copy(it));
		q->copies--;
	}
}

static void pop_heap(struct reorder *q)
{
	drop_copy(q, &q->items[q->heap[0].slot]);
	q->free_slots[q->nfree++] = q->heap[0].slot;
	q->hn--;
	sift_down(q->heap, q->hn, 0, q->heap[q->hn]);
}

/* The item after a run's new head is out next when the other runs have
 * had their turn: with a large round the items are far out of cache, and
 * one stream per CPU is more than the hardware prefetcher follows. */
static inline void prefetch_item(const struct reorder_item *it)
{
	const char *p = (const char *)it;

	__builtin_prefetch(p);
	__builtin_prefetch(p + 64);
	__builtin_prefetch(p + sizeof(*it) - 1);
}

/* The run's item after its head, if it has one. */
static const struct reorder_item *after_head(const struct reorder_run *run)
{
	if (run->count < 2)
		return NULL;
	if (run->head + 1 < RUN_BLOCK_ITEMS)
		return &run->first->items[run->head + 1];
	return &run->first->next->items[0];
}

static void pop_run(struct reorder *q)
{
	uint32_t cpu = run_cpu(q->tree[1]);
	struct reorder_run *run = &q->runs[cpu];
	size_t leaf = q->nruns + cpu;
	const struct reorder_item *next;

	drop_copy(q, &run->first->items[run->head]);
	if (--run->count == 0) {	/* its one block goes back */
		put_block(q, run->first);
		run->first = run->last = NULL;
		run->head = 0;
		q->rn--;
		q->tree[leaf] = KEY_NONE;
		replay_up(q->tree, leaf);
		return;
	}
	if (++run->head == RUN_BLOCK_ITEMS) {	/* the head moves to the next block */
		struct reorder_block *b = run->first;

		run->first = b->next;	/* there is one: the run holds more */
		run->head = 0;
		put_block(q, b);
	}
	if ((next = after_head(run)))
		prefetch_item(next);
	q->tree[leaf] = head_key(run, cpu);
	replay_up(q->tree, leaf);
}

void reorder_pop(struct reorder *q)
{
	if (!q->n)
		return;
	if (q->top_in_heap)
		pop_heap(q);
	else
		pop_run(q);
	q->n--;
	settle(q);
}
