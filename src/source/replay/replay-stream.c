// SPDX-License-Identifier: GPL-2.0-only
/* replay-stream.c: the record loop of the replay source. Records are read in
 * file order, typed, held in a reorder queue until FINISHED_ROUND says they
 * are safe, and released in timestamp order interleaved with the per-CPU DTL
 * queues, the way upstream perf merges its auxtrace queues with samples. */
#include <linux/perf_event.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "perf-record.h"
#include "replay.h"
#include "signals.h"
#include "tracepoint.h"

#define REORDER_MAX    (1u << 20)	/* events held before forcing release */
#define AUX_MEM_MAX    (256ull << 20)	/* one pipe AUXTRACE buffer, at most */
#define AUX_HELD_MAX   (1ull << 30)	/* pipe AUX data held for ordering, at most */
/* File mode copies AUX buffers the record loop has just read into the queues
 * (reading them a second time cost more than the copy: a pread per buffer);
 * larger buffers, or past this much copied data, are re-read from the file,
 * which keeps memory bounded whatever the file's layout. */
#define AUX_COPY_MAX   (256u << 10)
#define AUX_COPY_HELD  (4u << 20)

/* ---- delivery in time order ---- */

/* The consumer stopped the replay (result non-zero); when it failed it
 * has said why in src->err, and the run fails with that. */
static void consumer_stopped(struct replay *r, int result)
{
	r->stop = true;
	if (result < 0)
		r->failed = true;
}

/* DTL entries go out through dq_drain, which counts them. */
static void deliver(struct replay *r, const struct event *ev)
{
	int s = source_emit(&r->src, ev, r->c);

	if (s)
		consumer_stopped(r, s);
}

/* Release everything with time <= limit: samples from the reorder queue and
 * DTL entries from the per-CPU queues, merged. On equal times the sample goes
 * first, as upstream does. */
static int release(struct replay *r, uint64_t limit)
{
	while (!r->stop) {
		const struct reorder_item *top = reorder_top(&r->rq);
		bool have_s = top && top->ev.time <= limit;
		int d = 0;

		/* DTL entries strictly before the next sample, up to the limit
		 * (none without a stream: the call per sample is then saved) */
		if (!have_s)
			d = dq_drain(&r->dq, limit, &r->src, r->c);
		else if (top->ev.time > 0 && r->dq.nstreams)
			d = dq_drain(&r->dq, top->ev.time - 1, &r->src, r->c);
		if (d == DQ_ERROR)
			return replay_error(r, "%s", r->dq.err);
		if (d)
			consumer_stopped(r, d);
		if (!have_s || r->stop)
			break;
		deliver(r, &top->ev);
		reorder_pop(&r->rq);
	}
	/* A shard: whatever it delivers later must not be older than this
	 * bound, or the whole replay's order would not be the shards' merged
	 * (an event of another shard up to here may have gone out already);
	 * so a later one that is counts as out of order (replay-shards.c). */
	if (r->shard_n > 1 && limit != UINT64_MAX && limit > r->src.last_time)
		r->src.last_time = limit;
	return 0;
}

/* Every typed record's time bounds the next FINISHED_ROUND's release, a
 * shard's too for the records it leaves to the others (replay.h). */
static void see_time(struct replay *r, uint64_t t)
{
	if (t > r->max_time)
		r->max_time = t;
}

static int queue_event(struct replay *r, const struct event *ev)
{
	see_time(r, ev->time);
	bool maps = r->c->maps && ev_names_task(ev);

	/* every shard's model keeps every process's maps */
	if (!replay_mine(r, ev->cpu) && !maps)
		return 0;
	if (reorder_push(&r->rq, ev, ev->tp.raw, ev->tp.raw_size,
			 r->c->raw ? 1 + r->c->callchain : maps && ev->kind == EV_MMAP) < 0)
		return replay_error(r, "out of memory");
	if (r->rq.n > REORDER_MAX) {
		/* No FINISHED_ROUND in sight: give up some ordering, not memory. */
		uint64_t t = reorder_top(&r->rq)->ev.time;

		r->src.stats.reorder_forced++;
		return release(r, t);
	}
	return 0;
}

/* The input ends inside a record (what says where, in printf form):
 * a stream that died on the way, or a file cut short, is shown up to
 * there, as perf script does ("unexpected end of event stream"); a file
 * whose header says its data is all there is corrupt. */
static int __attribute__((format(printf, 2, 3)))
cut_at(struct replay *r, const char *what, ...)
{
	char msg[120];
	va_list ap;

	va_start(ap, what);
	vsnprintf(msg, sizeof(msg), what, ap);
	va_end(ap);
	/* a stop signal ended the read: no fault of the input (replay_run) */
	if (r->rs.cancelled || (!r->rs.pipe && !r->file_cut))
		return replay_error(r, "%s", msg);
	if (r->rs.pipe)
		replay_partial(r, "the stream is cut short (%s)", msg);
	r->cut = true;
	return 0;
}

/* ---- typed records ---- */

static uint64_t trailer_type(const struct replay *r, const uint8_t *body, size_t len,
			     const struct pf_attr **ap)
{
	const struct pf_attr *a = r->nattrs ? r->attrs[0] : NULL;

	if (a && (a->sample_type & PERF_SAMPLE_IDENTIFIER) && len >= 8) {
		const struct pf_attr *b = replay_attr_by_id(r, ld64(body + len - 8, r->hdr.swap));

		if (b)
			a = b;
	}
	*ap = a;
	return a && a->sample_id_all ? a->sample_type : 0;
}

/* Where a sample's id that names its attr sits by the first attr's
 * sample_type; -1: none, the samples are the first attr's. */
static int sample_id_at(const struct replay *r)
{
	uint64_t t = r->attrs[0]->sample_type;

	if (r->nattrs == 1)
		return -1;
	if (t & PERF_SAMPLE_IDENTIFIER)
		return 0;
	if (t & PERF_SAMPLE_ID)
		return 8 * (!!(t & PERF_SAMPLE_IP) + !!(t & PERF_SAMPLE_TID) +
			    !!(t & PERF_SAMPLE_TIME) + !!(t & PERF_SAMPLE_ADDR));
	return -1;
}

static const struct pf_attr *sample_attr(const struct replay *r, const uint8_t *body, size_t len)
{
	int pos = sample_id_at(r);

	if (pos < 0)
		return r->attrs[0];
	if ((size_t)pos + 8 > len)
		return NULL;
	return replay_attr_by_id(r, ld64(body + pos, r->hdr.swap));
}

/* ---- a shard's pass over the samples of the others' cpus ---- */

/* The sample_type bits that place a sample's id, TIME and CPU: the
 * fields up to CPU (PERIOD, RAW and the rest come after it). */
#define SKIM_BITS (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
		   PERF_SAMPLE_ADDR | PERF_SAMPLE_ID | PERF_SAMPLE_STREAM_ID | PERF_SAMPLE_CPU)

/* r->skim for the attrs there are now: a shard of a file (no --time, one
 * data file), every attr's sample_type holding TIME and CPU in one place
 * (perf record's tracepoints and its dummy event do). */
static void skim_layout(struct replay *r)
{
	uint64_t t = r->nattrs ? r->attrs[0]->sample_type & SKIM_BITS : 0;
	size_t time_at, cpu_at;

	r->skim.ok = false;
	r->pr.shard_n = r->shard_n;	/* pr_sample tells the others' samples */
	if (r->shard_n < 2 || r->rs.pipe || r->dir.n || r->pr.skip_before || !r->nattrs ||
	    !pf_sample_cpu_time_at(t, &time_at, &cpu_at))
		return;
	for (uint32_t i = 1; i < r->nattrs; i++)
		if ((r->attrs[i]->sample_type & SKIM_BITS) != t)
			return;
	r->skim.time_at = (uint16_t)time_at;
	r->skim.cpu_at = (uint16_t)cpu_at;
	r->skim.need = (uint16_t)(cpu_at + 8);
	r->skim.id_at = (int16_t)sample_id_at(r);
	if (r->skim.id_at >= 0 && r->skim.need < r->skim.id_at + 8)
		r->skim.need = (uint16_t)(r->skim.id_at + 8);
	r->skim.nknown = 0;
	r->skim.ok = r->skim.go = true;
	r->pr.shard_n = 1;	/* on_sample tells them, where they sit */
}

/* Does an attr have this id? The last two known are asked first. */
static inline bool skim_known(struct replay *r, uint64_t id)
{
	uint64_t *k = r->skim.known;

	if ((r->skim.nknown > 0 && id == k[0]) || (r->skim.nknown > 1 && id == k[1]))
		return true;
	if (!replay_attr_by_id(r, id))
		return false;
	k[1] = k[0];
	k[0] = id;
	r->skim.nknown += r->skim.nknown < 2;
	return true;
}

/* The samples of other shards' cpus from rec on, up to left bytes, in
 * the byte order sw (a constant where it is inlined: no test per field):
 * the bytes they span; *count and *max take their number and newest time. */
static inline __attribute__((always_inline)) size_t
skim_run(struct replay *r, const uint8_t *rec, size_t left, bool sw, uint64_t *count,
	 uint64_t *max)
{
	uint32_t n = r->shard_n, k = r->shard_k, mask = n & (n - 1) ? 0 : n - 1;
	size_t need = 8 + r->skim.need, cpu_at = 8 + r->skim.cpu_at, time_at = 8 + r->skim.time_at;
	int id_at = r->skim.id_at;
	size_t at = 0;

	while (left - at >= 8) {
		const uint8_t *p = rec + at;
		uint16_t size = ld16(p + 6, sw);
		uint32_t cpu;
		uint64_t t;

		if (ld32(p, sw) != PERF_RECORD_SAMPLE || size < need || size > left - at)
			break;
		cpu = ld32(p + cpu_at, sw);
		if ((mask ? (cpu & mask) : cpu % n) == k ||
		    (id_at >= 0 && !skim_known(r, ld64(p + 8 + id_at, sw))))
			break;
		t = ld64(p + time_at, sw);
		*max = t > *max ? t : *max;
		at += size;
		++*count;
	}
	return at;
}

/* The samples of other shards' cpus next in the stream's view, passed
 * over as on_sample passes them (counted; their times bound the rounds),
 * without the record loop's steps for each: a shard meets n - 1 of every
 * n samples of the file this way, in runs (perf writes a ring's records
 * at a time). Stops at any other record, which the loop takes: another
 * type, a sample of this shard's cpus or of an id no attr has, one too
 * short for its layout or past the view's end. */
static void skim_others(struct replay *r)
{
	size_t left = r->rs.len - r->rs.off, at;
	uint64_t max = r->max_time, count = 0;

	r->skim.go = false;	/* until on_sample meets another's sample */
	if (left < 8)	/* nothing in view (none read yet, say) */
		return;
	if (r->hdr.swap)
		at = skim_run(r, r->rs.buf + r->rs.off, left, true, &count, &max);
	else
		at = skim_run(r, r->rs.buf + r->rs.off, left, false, &count, &max);
	r->max_time = max;
	r->src.stats.records += count;
	r->src.stats.samples += count;
	rs_advance(&r->rs, at);
}

/* A record pr_sample or pr_side_band did not type: a corrupt one ends the
 * replay, a sample dtltop cannot type is counted. */
static int not_typed(struct replay *r, enum pr_status st, uint32_t type, uint64_t off)
{
	switch (st) {
	case PR_SHORT:
		if (type == PERF_RECORD_SAMPLE)
			return replay_error(r, "sample at offset %llu is shorter than its sample_type needs",
					    (unsigned long long)off);
		return replay_error(r, "%s record at offset %llu is too short", pr_type_name(type),
				    (unsigned long long)off);
	case PR_BAD_TRAILER:
		return replay_error(r, "record at offset %llu is too short", (unsigned long long)off);
	case PR_FAILED:
		return -1;	/* replay_aux_framing said why */
	default:		/* PR_SKIP */
		r->src.stats.unknown_samples++;
		return 0;
	}
}

/* A stream's headers are in (FINISHED_INIT, or a first sample from a perf
 * that writes none): does it hold anything to show? */
static int pipe_headers_done(struct replay *r)
{
	r->usable_checked = true;
	return replay_check_usable(r, false);
}

static int on_sample(struct replay *r, const uint8_t *body, size_t len, uint64_t off)
{
	const struct pf_attr *a;
	struct event ev;
	enum pr_status st;
	struct pr_layout *l = &r->pr;

	r->src.stats.samples++;
	if (!r->usable_checked && pipe_headers_done(r) < 0)
		return -1;
	if (!r->nattrs)
		return replay_error(r, "sample before any event attribute (offset %llu)",
				    (unsigned long long)off);
	a = sample_attr(r, body, len);
	if (!a) {
		r->src.stats.unknown_samples++;
		return 0;
	}
	/* another shard's, where the skim layout places its cpu: pr_sample
	 * would say PR_OTHER (r->pr.shard_n is 1 for it to read no more) */
	if (r->skim.ok && len >= r->skim.need &&
	    !replay_mine(r, ld32(body + r->skim.cpu_at, r->hdr.swap))) {
		see_time(r, ld64(body + r->skim.time_at, r->hdr.swap));
		r->skim.go = true;
		return 0;
	}
	l->attr = a;
	l->tp = a->kind == EVSEL_TRACEPOINT ? r->src.tp : NULL;
	l->tp_id = a->tp_id;
	l->tp_name = a->name;
	st = pr_sample(l, body, len, &ev);
	/* Every sample whose layout reads bounds the releases, typed or not:
	 * a shard reads another shard's samples' times without typing them. */
	if (st == PR_OTHER || st == PR_SKIP)
		see_time(r, ev.time);
	if (st == PR_OTHER) {
		r->src.stats.passed += r->pr.skip_before && ev.time < r->pr.skip_before;
		return 0;
	}
	r->shard_skips += st == PR_SKIP;
	if (st != PR_EVENT)
		return not_typed(r, st, PERF_RECORD_SAMPLE, off);
	return queue_event(r, &ev);
}

static int frame_aux(void *arg)
{
	return replay_aux_framing(arg);
}

/* AUX, LOST, LOST_SAMPLES, COMM, FORK, MMAP, MMAP2. */
static int on_sideband(struct replay *r, uint32_t type, const uint8_t *body, size_t len,
		       uint64_t off)
{
	struct event ev;
	enum pr_status st;
	bool timed;

	r->pr.trailer_type = trailer_type(r, body, len, &r->pr.attr);
	st = pr_side_band(&r->pr, type, body, len, &ev, &timed);
	if (st != PR_EVENT)
		return not_typed(r, st, type, off);
	if (ev.kind == EV_LOST) {
		int t = replay_lost_record(r, type, &ev, timed);

		if (t)
			return t < 0 ? replay_error(r, "out of memory") : 0;
	}
	/* Without sample_id_all a side-band record has no time, and perf's
	 * synthesized ones say 0: it belongs right where it is, so give it
	 * the newest time seen (time 0 must not open the span). */
	if (!timed || ev.time == 0)
		ev.time = r->max_time;
	return queue_event(r, &ev);
}

/* ---- checkpoints for a second reader (replay-index.h) ---- */

/* At the FINISHED_ROUND at offset x, after its release: a reader may start
 * at y, the oldest record holding data not yet wholly delivered - x, or the
 * AUXTRACE record of a buffer still queued, partly decoded or not (its
 * entries may be newer than what went out). Everything before y went out,
 * or waits in the reorder queue (time <= max_time): t bounds it all. Each
 * cpu skips its buffers before its own oldest pending one (they went out;
 * an index look-ahead may have queued it from beyond x) and starts with the
 * stream header it has now, the one that pending buffer is decoded with. */
static int checkpoint(struct replay *r, uint64_t x)
{
	uint32_t n = r->dq.k;
	struct rx_point p = { .y = x, .x = x, .ncpu = n };

	p.t = r->max_time > r->src.last_time ? r->max_time : r->src.last_time;
	if (n) {
		p.from = malloc(n * sizeof(*p.from));
		p.have_tb = malloc(n * sizeof(*p.have_tb));
		p.tb = calloc(n, sizeof(*p.tb));
		if (!p.from || !p.have_tb || !p.tb) {
			rx_point_free(&p);
			return 0;	/* a point fewer, nothing wrong */
		}
	}
	for (uint32_t c = 0; c < n; c++) {
		uint64_t next, rec = dq_pending_rec(&r->dq, c, &next);

		/* nothing pending: past its newest buffer, which an index
		 * look-ahead may have taken from beyond x (decoding it again
		 * with the header of a later stream would misdate it) */
		if (rec == UINT64_MAX)
			rec = next > x ? next : x;
		p.from[c] = rec;
		p.y = rec < p.y ? rec : p.y;
		p.have_tb[c] = dq_header(&r->dq, c, &p.tb[c]);
	}
	rx_add(&r->ix, &p, x);
	return 0;
}

/* AUXTRACE_INFO of another PMU (Intel PT, CoreSight, ...): its AUX data
 * is not DTL entries and is skipped, with one notice; the file's other
 * events are read as usual. */
static void foreign_aux(struct replay *r, uint32_t type)
{
	static const char *const pmus[] = { "unknown", "intel_pt", "intel_bts", "cs_etm",
					    "arm_spe", "s390_cpumsf", "hisi_ptt" };

	r->aux_foreign = true;
	r->indexed = false;
	r->dq.refill = NULL;
	replay_notice(r, "AUX data of another PMU (AUXTRACE_INFO type %u, %s) is skipped: "
		      "dtltop decodes vpa_dtl's alone", type,
		      type < sizeof(pmus) / sizeof(pmus[0]) ? pmus[type] : "not known to dtltop");
}

/* ID_INDEX: {u64 nr; nr x {u64 id, idx, cpu, tid}} (perf may append more
 * per entry after them): which cpu's ring each id's records come from. */
static int on_id_index(struct replay *r, const uint8_t *body, size_t len, uint64_t off)
{
	uint64_t nr = len >= 8 ? ld64(body, r->hdr.swap) : UINT64_MAX;

	if (nr > (len - 8) / 32)
		return replay_error(r, "ID_INDEX record at offset %llu is too short",
				    (unsigned long long)off);
	for (uint64_t i = 0; i < nr; i++) {
		const uint8_t *e = body + 8 + 32 * i;

		replay_id_set_cpu(r, ld64(e, r->hdr.swap), (uint32_t)ld64(e + 16, r->hdr.swap));
	}
	return 0;
}

static int on_user(struct replay *r, uint32_t type, const uint8_t *rec, uint32_t size,
		   uint64_t off)
{
	const uint8_t *body = rec + 8;
	size_t len = size - 8;
	int ret = 0;

	switch (type) {
	case REC_FINISHED_ROUND:
		if (r->dir.n)	/* a round of one stream bounds none of the others */
			return 0;
		r->src.stats.dtl_skipped = r->dq.skipped;
		r->src.stats.dtl_fragments = r->dq.fragments;
		ret = release(r, r->next_flush);
		r->next_flush = r->max_time;
		if (ret == 0 && !r->stop && !r->rs.pipe && rx_due(&r->ix, off))
			ret = checkpoint(r, off);
		return ret;
	case REC_ID_INDEX:
		return on_id_index(r, body, len, off);
	case REC_FINISHED_INIT:
		return r->usable_checked ? 0 : pipe_headers_done(r);
	case REC_AUXTRACE_INFO:
		if (len < 8)
			return replay_error(r, "AUXTRACE_INFO at offset %llu is too short", (unsigned long long)off);
		if (ld32(body, r->hdr.swap) == PERF_AUXTRACE_VPA_DTL) {
			replay_found_dtl(r);
			/* what -o stored after upstream's priv[0], if anything */
			if (len >= 16)
				lparcfg_from_priv(body + 16, len - 16, r->hdr.swap,
						  &r->src.info.lpar);
		} else {
			foreign_aux(r, ld32(body, r->hdr.swap));
		}
		return 0;
	case REC_HEADER_ATTR: {
		uint32_t asz = len >= 8 ? ld32(body + 4, r->hdr.swap) : 0;

		if (asz == 0)
			asz = PERF_ATTR_SIZE_VER0;
		if (asz > len || (len - asz) % 8)
			return replay_error(r, "HEADER_ATTR at offset %llu has a bad size", (unsigned long long)off);
		ret = replay_add_attr(r, body, asz, body + asz, (uint32_t)((len - asz) / 8));
		replay_classify(r);
		skim_layout(r);
		return ret;
	}
	case REC_HEADER_FEATURE:
		if (len < 8)
			return replay_error(r, "HEADER_FEATURE at offset %llu is too short", (unsigned long long)off);
		ret = ld64(body, r->hdr.swap) < FEAT_BITS
			? replay_feature(r, (int)ld64(body, r->hdr.swap), body + 8, len - 8) : 0;
		replay_classify(r);
		return ret;
	case REC_COMPRESSED:
		if (!r->zin && !(r->zin = zstd_in_new()))
			return replay_error(r, "cannot set up zstd decompression");
		r->src.info.compressed = true;
		/* one zstd stream across records: no entering it midway */
		if (!r->ix.off)
			rx_disable(&r->ix);
		return 0;	/* payload handled by the caller */
	default:
		if (type >= REC_USER_MAX)
			r->src.stats.unknown_records++;
		return 0;
	}
}

static int handle_inner(struct replay *r, const uint8_t *rec, uint32_t size);

static int handle_record(struct replay *r, const uint8_t *rec, uint32_t size, uint64_t off)
{
	uint32_t type = ld32(rec, r->hdr.swap);

	r->src.stats.records++;
	switch (type) {
	case PERF_RECORD_SAMPLE:
		return on_sample(r, rec + 8, size - 8, off);
	case PERF_RECORD_AUX:
		if (r->aux_foreign)
			return 0;	/* another PMU's commits: no DTL polls */
		/* fall through */
	case PERF_RECORD_LOST:
	case PERF_RECORD_LOST_SAMPLES:
	case PERF_RECORD_COMM:
	case PERF_RECORD_FORK:
		return on_sideband(r, type, rec + 8, size - 8, off);
	case PERF_RECORD_MMAP:
	case PERF_RECORD_MMAP2:
		/* a callchain's user frames are named by the task's maps */
		if (!r->c->callchain && !r->c->maps)
			return 0;
		return on_sideband(r, type, rec + 8, size - 8, off);
	case REC_COMPRESSED:
		if (on_user(r, type, rec, size, off) < 0)
			return -1;
		return zstd_in_feed(r->zin, rec + 8, size - 8, r, handle_inner);
	case REC_COMPRESSED2: {
		/* perf >= 6.16: {header; u64 data_size} then the zstd bytes,
		 * padded to 8 (tools/perf/util/tool.c) */
		uint64_t n;

		if (size < 16)
			return replay_error(r, "COMPRESSED2 record at offset %llu is too short",
					    (unsigned long long)off);
		n = ld64(rec + 8, r->hdr.swap);
		if (n > (uint64_t)size - 16)
			return replay_error(r, "COMPRESSED2 record at offset %llu holds %llu bytes in %u",
					    (unsigned long long)off, (unsigned long long)n, size);
		if (on_user(r, REC_COMPRESSED, rec, size, off) < 0)
			return -1;
		return zstd_in_feed(r->zin, rec + 16, (size_t)n, r, handle_inner);
	}
	default:
		if (type >= 64)
			return on_user(r, type, rec, size, off);
		if (type == 0 || type > PERF_RECORD_AUX_OUTPUT_HW_ID)
			r->src.stats.unknown_records++;
		return 0;
	}
}

/* Records that came out of a COMPRESSED record: no payloads may follow them. */
static int handle_inner(struct replay *r, const uint8_t *rec, uint32_t size)
{
	uint32_t type = ld32(rec, r->hdr.swap);

	if (type == REC_AUXTRACE || type == REC_HEADER_TRACING_DATA || type == REC_COMPRESSED ||
	    type == REC_COMPRESSED2)
		return replay_error(r, "compressed data holds a record of type %u", type);
	return handle_record(r, rec, size, rs_tell(&r->rs));
}

/* ---- records followed by a payload not counted in header.size ---- */

/* Queue the payload by file offset, to be read when the merge needs it. */
static int aux_by_offset(struct replay *r, uint32_t cpu, uint64_t payload, uint64_t pos)
{
	if (dq_add_file(&r->dq, cpu, rs_tell(&r->rs), payload, pos) < 0)
		return replay_error(r, "%s", r->dq.err);
	rs_skip(&r->rs, payload);
	return 0;
}

/* How far before --time's start the newest time read must be for an AUX
 * buffer to be passed over: its entries are older than the AUX record that
 * committed them, which perf writes before it (the data ring is read
 * before the AUX area), give or take a poll; half a second is many polls. */
#define SKIP_MARGIN_NS 500000000ull

/* --time: pass over cpu's AUX buffer (payload bytes at the stream offset
 * pos, next in the file) undecoded? Its stream header, if it starts the
 * stream, is kept. The first buffer too close to t0 ends the skipping,
 * and the index look-ahead resumes from here. */
static bool aux_passed(struct replay *r, uint32_t cpu, uint64_t pos, uint64_t payload)
{
	uint8_t h[DTL_BOOTTB_SIZE];
	struct dtl_boottb tb;

	if (!r->skipping)
		return false;
	if (r->max_time >= r->skip_t0 || r->skip_t0 - r->max_time <= SKIP_MARGIN_NS) {
		r->skipping = false;
		r->dq.refill = r->skip_refill;
		return false;
	}
	if (pos == 0) {
		/* a header that cannot be read here is decoded as usual */
		if (payload < sizeof(h) || replay_read_at(r, h, sizeof(h), rs_tell(&r->rs)) < 0 ||
		    !dtl_decode_boottb(h, r->dq.swap, &tb) || dq_passed_header(&r->dq, cpu, &tb) < 0)
			return false;
	}
	r->src.stats.passed++;
	return true;
}

static int on_auxtrace(struct replay *r, const uint8_t *rec, uint32_t size, uint64_t off)
{
	uint64_t payload, pos;
	uint32_t cpu;
	void *mem;

	if (size < AUXTRACE_REC_SIZE)
		return replay_error(r, "AUXTRACE record at offset %llu is too short", (unsigned long long)off);
	payload = ld64(rec + 8, r->hdr.swap);
	pos = ld64(rec + 16, r->hdr.swap);	/* offset in the CPU's AUX stream */
	cpu = ld32(rec + 40, r->hdr.swap);
	if (r->aux_foreign) {
		rs_advance(&r->rs, size);
		return rs_skip(&r->rs, payload) < 0
			? cut_at(r, "AUXTRACE data at offset %llu runs past the end", (unsigned long long)off)
			: 0;
	}
	if (replay_aux_framing(r) < 0)	/* may read ahead from this record */
		return -1;
	rs_advance(&r->rs, size);
	if (!payload || (r->indexed && replay_index_passed(r, off)) ||
	    replay_resume_skips(r, cpu, off) || !replay_mine(r, cpu) ||
	    aux_passed(r, cpu, pos, payload))
		return rs_skip(&r->rs, payload) < 0
			? cut_at(r, "AUXTRACE data at offset %llu runs past the end", (unsigned long long)off)
			: 0;
	r->dq.rec_off = off;
	if (!r->rs.pipe) {
		if (payload > r->rs.end - rs_tell(&r->rs))
			return cut_at(r, "AUXTRACE data at offset %llu runs past the end", (unsigned long long)off);
		if (!r->dir.n && (payload > AUX_COPY_MAX || r->dq.mem_bytes + payload > AUX_COPY_HELD))
			return aux_by_offset(r, cpu, payload, pos);
	} else if (payload > AUX_MEM_MAX) {
		return replay_error(r, "AUXTRACE buffer of %llu bytes at offset %llu is implausible",
				    (unsigned long long)payload, (unsigned long long)off);
	}
	mem = dq_reserve(&r->dq, cpu, payload);
	if (!mem)
		return replay_error(r, "%s", r->dq.err);
	if (rs_read(&r->rs, mem, payload) < 0)	/* the reservation is reused, if ever */
		return cut_at(r, "AUXTRACE data at offset %llu is truncated", (unsigned long long)off);
	if (dq_commit(&r->dq, cpu, payload, pos) < 0)
		return replay_error(r, "%s", r->dq.err);
	if (r->rs.pipe && r->dq.mem_bytes > AUX_HELD_MAX) {
		/* A stream without FINISHED_ROUND: trade ordering for memory. */
		r->src.stats.reorder_forced++;
		return release(r, UINT64_MAX);
	}
	return 0;
}

static int on_tracing_data(struct replay *r, const uint8_t *rec, uint32_t size, uint64_t off)
{
	uint32_t payload;
	void *blob;
	int ret;

	if (size < 16)
		return replay_error(r, "TRACING_DATA record at offset %llu is too short", (unsigned long long)off);
	payload = ld32(rec + 8, r->hdr.swap);
	rs_advance(&r->rs, size);
	if (payload > (64u << 20))
		return replay_error(r, "tracing data of %u bytes is implausible", payload);
	blob = malloc(payload + 1);
	if (!blob)
		return replay_error(r, "out of memory");
	if (rs_read(&r->rs, blob, payload) < 0) {
		free(blob);
		return cut_at(r, "tracing data at offset %llu is truncated", (unsigned long long)off);
	}
	ret = replay_set_tracing_data(r, blob, payload);
	free(blob);
	replay_classify(r);
	return ret;
}

/* ---- the loop ---- */

static int read_records(struct replay *r)
{
	/* A stop signal ends a long replay where it is: the views report what
	 * was delivered so far, as a live session's do. */
	while (!r->stop && !r->cut && !signals_stopping()) {
		uint64_t off = rs_tell(&r->rs);
		bool short_read;
		const uint8_t *rec;
		uint32_t type;
		uint16_t size;

		if (r->dir.n) {		/* perf record --dir: streams in turns */
			replay_dir_turn(r);
			off = rs_tell(&r->rs);
		}
		if (r->skim.go && r->usable_checked) {
			skim_others(r);
			off = rs_tell(&r->rs);
		}
		/* how far the load is, for the view (a plain store on 64-bit hosts) */
		__atomic_store_n(&r->src.bytes_done, r->dir.n ? replay_dir_done(r) : off,
				 __ATOMIC_RELAXED);
		rec = rs_peek(&r->rs, 8, &short_read);

		if (!rec) {
			if (r->rs.cancelled)
				return 0;
			if (r->rs.err)
				return replay_error(r, "read error at offset %llu", (unsigned long long)off);
			if (short_read || (!r->rs.pipe && off < r->rs.end))
				return cut_at(r, "truncated record header at offset %llu",
					      (unsigned long long)off);
			if (r->dir.n && !replay_dir_ended(r))
				continue;
			return 0;
		}
		type = ld32(rec, r->hdr.swap);
		size = ld16(rec + 6, r->hdr.swap);
		if (size < 8)
			return replay_error(r, "record at offset %llu has size %u", (unsigned long long)off, size);
		rec = rs_peek(&r->rs, size, &short_read);
		if (!rec && r->rs.err)
			return replay_error(r, "read error at offset %llu", (unsigned long long)off);
		if (!rec)
			return cut_at(r, "record at offset %llu (type %u, size %u) runs past the end",
				      (unsigned long long)off, type, size);
		if (type == REC_AUXTRACE) {
			if (on_auxtrace(r, rec, size, off) < 0)
				return -1;
			continue;
		}
		if (type == REC_HEADER_TRACING_DATA) {
			if (on_tracing_data(r, rec, size, off) < 0)
				return -1;
			continue;
		}
		if (handle_record(r, rec, size, off) < 0)
			return -1;
		rs_advance(&r->rs, size);
	}
	return 0;
}

int replay_run(struct source *src, const struct consumer *c)
{
	struct replay *r = (struct replay *)src;

	r->c = c;
	r->stop = false;
	/* The AUX framing is decided at the first AUX data (frame_aux). */
	r->pr = (struct pr_layout){ .swap = r->hdr.swap, .lap = &r->dq.lap, .frame = frame_aux,
				    .frame_arg = r, .shard_n = r->shard_n, .shard_k = r->shard_k,
				    .skip_before = r->skip_samples };
	source_ready(src);
	replay_classify(r);
	replay_ids_densify(r);
	skim_layout(r);
	if (read_records(r) < 0 && !r->rs.cancelled)
		return -1;
	if (signals_stopping() || r->rs.cancelled) {
		/* Stopped: a record cut short by it is no fault of the input,
		 * and what is still queued waits on records never read. */
		r->failed = false;
		r->src.err[0] = '\0';
		return 0;
	}
	if (zstd_in_pending(r->zin) && !r->stop && !r->cut &&
	    cut_at(r, "compressed data ends inside a record at offset %llu",
		   (unsigned long long)rs_tell(&r->rs)) < 0)
		return -1;
	if (!r->usable_checked && pipe_headers_done(r) < 0)
		return -1;
	if (replay_lost_settle(r) < 0 || release(r, UINT64_MAX) < 0 || r->failed)	/* failed: the consumer */
		return -1;
	src->stats.dtl_skipped = r->dq.skipped;
	src->stats.dtl_fragments = r->dq.fragments;
	if (r->src.info.clock.q == WC_NONE)	/* the last event is known now */
		replay_clock(r, r->max_time);
	replay_dtl_note(r);
	return 0;
}

void replay_dtl_note(struct replay *r)
{
	const struct source_stats *st = &r->src.stats;
	uint64_t slots = st->dtl_skipped + st->dtl_entries;

	/* Slots that held no entry are rare (the driver's zero padding
	 * commits); many mean the stream was framed with the wrong lap. This
	 * note replaces the one opening left, if any; said again with other
	 * counters (shards combined), it may give that one back. */
	if (!r->dtl_noted)
		memcpy(r->open_note, r->src.note, sizeof(r->open_note));
	r->dtl_noted = true;
	memcpy(r->src.note, r->open_note, sizeof(r->src.note));
	if (st->dtl_skipped > 100 && st->dtl_skipped * 20 > st->dtl_entries)
		snprintf(r->src.note, sizeof(r->src.note),
			 "%llu of %llu DTL slots held no valid entry: the recording's AUX "
			 "area is probably not %llu bytes (%s); give its size with --aux-size",
			 (unsigned long long)st->dtl_skipped, (unsigned long long)slots,
			 (unsigned long long)r->src.info.aux_size,
			 r->aux_override ? "as --aux-size said"
					 : "as the recorded -m, the default or the data gave it");
}
