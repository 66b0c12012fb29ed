/* SPDX-License-Identifier: GPL-2.0-only */
/* dtl-queue.h: per-CPU queues of AUX buffers holding DTL data, decoded
 * lazily and merged across CPUs by timestamp (a tournament tree keyed on each
 * queue's next entry), as upstream perf merges its per-CPU auxtrace queues.
 * Each buffer is framed by its stream offset (the AUXTRACE record's offset)
 * in laps of the recording's AUX size (dtl-lap.h), as the live reader is. */
#ifndef DTLTOP_DTL_QUEUE_H
#define DTLTOP_DTL_QUEUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "consumer.h"
#include "dtl-lap.h"
#include "dtl-stream.h"
#include "event.h"

struct dtl_stream;
struct source;

#define DQ_BATCH 32

typedef unsigned __int128 dq_wkey;	/* wide mode's (time, cpu) keys */

struct dtl_queues {
	int fd;			/* file the buffers are read from (file mode) */
	bool swap;		/* boottb header byte order differs from ours */
	struct dtl_lap lap;	/* the recording's AUX size: DTL_AUX_DEFAULT
				 * unless dq_set_aux_size said otherwise */
	/* The streams, a tournament tree over them: leaf i (node k + i) is
	 * cpu i's stream, by_cpu[i] (NULL: none, yet); node n (1..k-1) holds
	 * the smaller of its children's keys, node 1 the next entry. A key
	 * ends in its cpu: the leaf to update, and the tie-break (equal times,
	 * lower cpu first). A stream's leaf changes when it is taken from or
	 * gets an entry, O(log k) either way; streams come in any cpu order.
	 * k follows the largest cpu, not the number of streams: sparse cpu
	 * numbers cost leaves nobody uses (24 bytes a leaf, for cpus < 2^20
	 * at most 24 MiB) and depth.
	 * Narrow mode (nearly always): tree[] holds the folded key
	 * (ns - base) << lbits | cpu, so a match is one compare of two u64.
	 * It applies while every pending time lies in [base, base +
	 * 2^(64 - lbits) - 2], a span of 9 years with 64 CPUs; a rebuild
	 * sets base some way below the oldest pending time.
	 * Wide mode (anything else): wtree[] holds ns << 32 | cpu.
	 * No entry: all ones, after every entry (a time that saturated to
	 * UINT64_MAX included). */
	struct dtl_stream **by_cpu;
	uint32_t nstreams, k, lbits;	/* k = 1 << lbits leaves, > every cpu */
	bool wide;
	bool dirty;		/* the mode, base or layout must change: rebuild */
	uint64_t base;
	uint64_t *tree;		/* narrow mode: 2k nodes, tree[1] the root */
	size_t tree_bytes;
	dq_wkey *wtree;		/* wide mode: 2k nodes, allocated when needed */
	uint64_t wide_takes;	/* entries taken since a wide rebuild */
	uint64_t rebuilds, wide_rebuilds;	/* for tests */
	uint64_t tree_work;	/* leaves and nodes set other than by taking
				 * the winner's entry (rebuilds, streams getting
				 * an entry): for tests */
	uint64_t buffers;	/* AUX buffers queued so far */
	uint64_t mem_bytes;	/* in-memory AUX data not yet decoded */
	uint64_t heap_bytes;	/* allocated for the queues: streams, their
				 * buffers, the tree (for tests) */
	uint64_t skipped;	/* zero/negative/pre-boot timebase entries */
	uint64_t fragments;	/* trailing partial entries dropped */
	uint64_t resyncs;	/* buffers that did not start where the previous
				 * one of their CPU ended */
	char err[160];		/* set when a queue cannot be decoded */
	/* Called when cpu's queue runs dry, to look further ahead in the file
	 * for its next buffer: returns 1 if it queued one, 0 if there is none,
	 * -1 on error. Optional. */
	int (*refill)(void *arg, uint32_t cpu);
	void *refill_arg;
	bool in_refill;
	/* File offset of the record the next buffer queued comes from (its
	 * AUXTRACE record), set by the caller before dq_add_file or dq_commit:
	 * where a second reader must start to decode that buffer again
	 * (dq_pending_rec). 0 when not told. */
	uint64_t rec_off;
	/* A second reader started in the middle of the file (replay-index.h):
	 * per cpu below nseed, the boot-timebase header the first reader had
	 * there, given to the cpu's stream when it is made. Not owned. */
	const struct dtl_boottb *seed_tb;
	const bool *seed_have;
	uint32_t nseed;
	/* Entries taken from the merge and not yet handed on: they go out
	 * DQ_BATCH at a time (consumer.h, event_batch_cb). Only time, cpu and
	 * dtl are written per entry; kind and the rest are set once. */
	struct event out[DQ_BATCH];
};

void dq_init(struct dtl_queues *dq, int fd, bool swap);
void dq_free(struct dtl_queues *dq);

/* The recording's AUX area size (laps of that length), before any buffer
 * is queued. false if it cannot be one (dtl_lap_init) or comes too late. */
bool dq_set_aux_size(struct dtl_queues *dq, uint64_t aux_size);

/* Queue one AUX buffer of cpu: `size` bytes at file offset `off`, read when
 * the merge gets to them; `pos` is their offset in the CPU's AUX stream (the
 * AUXTRACE record's offset field). Returns -1 with dq->err set on failure
 * (memory, or a queue whose first buffer has no header). */
int dq_add_file(struct dtl_queues *dq, uint32_t cpu, uint64_t off, uint64_t size,
		uint64_t pos);

/* Queue one AUX buffer of cpu held in memory, in two steps: dq_reserve gives
 * room for `size` bytes in cpu's queue (NULL with dq->err set if there is
 * none), the caller fills it, and dq_commit queues it. Nothing may be called
 * on dq in between. A reservation never committed is simply reused. This is
 * how data the record loop has read already (pipe mode, and small file
 * buffers) is queued without a second read or an allocation per buffer. */
void *dq_reserve(struct dtl_queues *dq, uint32_t cpu, uint64_t size);
int dq_commit(struct dtl_queues *dq, uint32_t cpu, uint64_t size, uint64_t pos);

/* Hand every pending entry with time <= bound to c, oldest first over all
 * CPUs (equal times: lower cpu first), counted as source_emit counts and in
 * src->stats.dtl_entries; up to DQ_BATCH at a time (consumer_batch).
 * Returns 0 when the next pending entry (if any) is newer than bound, 1 when
 * c asked to stop, CONSUMER_FAILED when c failed, DQ_ERROR with dq->err set
 * on a read error. */
#define DQ_ERROR (-2)
int dq_drain(struct dtl_queues *dq, uint64_t bound, struct source *src,
	     const struct consumer *c);

/* The record offset (rec_off) of the oldest buffer of cpu not wholly taken
 * by dq_drain (the current one, partly decoded, or the first queued), or
 * UINT64_MAX when none is left; then *next (if cpu had any buffer) is the
 * offset just past the newest one queued, else 0. */
uint64_t dq_pending_rec(const struct dtl_queues *dq, uint32_t cpu, uint64_t *next);

/* A stream header read from a buffer the replay passed over undecoded
 * (--time): cpu's stream goes on with it. 0, or -1 out of memory. */
int dq_passed_header(struct dtl_queues *dq, uint32_t cpu, const struct dtl_boottb *tb);

/* cpu's stream header so far: false if it has none (or no stream). */
bool dq_header(const struct dtl_queues *dq, uint32_t cpu, struct dtl_boottb *tb);

/* Stream internals, visible for tests. */
struct dtl_stream {
	uint32_t cpu;
	bool has_next;
	bool advancing;		/* a kick's advance is under way (kick) */
	/* lap, header, and in dec.pos where decoding goes on in the current
	 * buffer */
	struct dtl_dec dec;
	const uint8_t *next_raw;	/* the pending entry, decoded only when popped */
	uint64_t next_ns;
	/* ahead_ok: the slot at chunk + cpos (after the pending entry) is a
	 * valid entry of time ahead_ns, converted in advance */
	bool ahead_ok;
	uint64_t ahead_ns;
	/* pending buffers, a FIFO */
	struct dq_buf *bufs;
	size_t nbufs, head, cap;
	/* The current buffer is the stream's bytes [b_pos, b_end), at file
	 * offset b_off (or in mem at mhead when cur_mem). A chunk is a run of
	 * whole slots of one lap. */
	uint64_t b_pos, b_end, b_off;
	uint64_t b_rec;		/* the current buffer's record offset (rec_off) */
	uint64_t last_rec;	/* the newest queued buffer's (file order) */
	bool in_buf;
	const uint8_t *chunk;
	uint8_t *chunk_mem;	/* read buffer for file-backed data, as large as
				 * the reads (at most 48 KiB), freed when the
				 * queue runs dry */
	size_t chunk_cap;
	size_t clen, cpos;
	/* in-memory buffers, back to back in queue order in [mhead, mtail);
	 * when cur_mem the current buffer is the one at mhead (= chunk) */
	uint8_t *mem;
	size_t mhead, mtail, mcap;
	bool cur_mem;
	size_t cur_size;
};

#endif
