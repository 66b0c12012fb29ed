/* SPDX-License-Identifier: GPL-2.0-only */
/* replay.h: internal state of the perf.data replay source, shared by
 * replay.c (opening: header, attrs, features; a second reader from a
 * checkpoint) and replay-stream.c (the record loop, time ordering and
 * delivery, recording checkpoints: replay-index.h). */
#ifndef DTLTOP_REPLAY_H
#define DTLTOP_REPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "dtl-queue.h"
#include "perf-file.h"
#include "perf-record.h"
#include "read-stream.h"
#include "reorder.h"
#include "replay-index.h"
#include "source.h"

struct zstd_in;

/* perf record --dir/--threads output (replay-dir.c): the data file's data
 * section and the data.N streams, read in turns; n 0: a plain file. */
struct replay_dir {
	uint32_t n, cur;	/* streams; the one r->rs is now */
	int *fd;		/* [1..n): data.N ([0]: the data file, r->fd) */
	uint64_t *size;
	bool *ended;
	struct rstream *rs;	/* each stream's state while it is not r->rs */
	uint64_t turn_at;	/* where this turn started in r->rs */
};

struct id_slot {
	uint64_t id;
	uint32_t attr;		/* index + 1; 0 = empty */
	uint32_t cpu;		/* + 1, from ID_INDEX; 0 = unknown */
};

/* Loss as records tell it (replay-lost.c): LOST records, and LOST_SAMPLES
 * the kernel timed, per cpu as they pass; and the totals perf record
 * appends at exit (LOST_SAMPLES without a time, per event and cpu), which
 * repeat that loss: only what they add to it counts, once, at the end. */
struct lost_tally {
	uint64_t *seen, *total;	/* per cpu */
	uint32_t n;
	uint64_t seen_all, total_nocpu;	/* totals whose cpu no ID_INDEX gives */
};

struct replay {
	struct source src;
	const char *path;
	int fd;
	uint64_t file_size;	/* 0 for pipes */
	struct pf_header hdr;
	/* One allocation each, never moved: queued events point at their
	 * attr's name (ev.tp.name) while a HEADER_ATTR record may add more. */
	struct pf_attr **attrs;
	uint32_t nattrs;
	struct id_slot *ids;	/* open addressing, power-of-two size */
	uint32_t ids_cap, ids_n;
	/* The same map as an array from ids_lo, when the ids are dense enough
	 * (perf numbers them from one counter): a sample's lookup is then one
	 * load, not a hash probe. Entries as id_slot.attr; NULL: use ids. */
	uint32_t *ids_dense;
	uint64_t ids_lo;
	uint32_t ids_span;
	uint32_t vpa_pmu_type;	/* from PMU_MAPPINGS, 0 if unknown */
	struct lost_tally lost;
	struct replay_dir dir;
	/* The AUXTRACE index, read lazily: the record loop queues AUX buffers
	 * as it passes them, and a CPU whose queue runs dry looks ahead through
	 * the index (queueing what it passes) for its next buffer. */
	bool indexed;
	uint64_t idx_off;	/* file offset of index entry 0 */
	uint64_t idx_n, idx_i;	/* entries, and the first not yet queued */
	uint64_t idx_cache[256];	/* offsets of entries idx_cache_base.. */
	uint64_t idx_cache_base, idx_cache_n;
	uint64_t la_last;	/* offset of the last entry a look-ahead queued */
	bool la_any;
	uint64_t feat_off;	/* file offset of the feature being parsed */
	struct rstream rs;
	struct reorder rq;
	struct dtl_queues dq;
	struct zstd_in *zin;
	uint64_t next_flush;	/* FINISHED_ROUND: release up to here */
	uint64_t max_time;
	/* How records read (perf-record.h): byte order and AUX framing set
	 * when the replay runs, the attr's fields per record. */
	struct pr_layout pr;
	/* The AUX size that frames the DTL streams (dtl-lap.h): the user's
	 * (replay_set_aux_size), else the -m of the recorded command line
	 * (in pages of the tracing data's page size) or perf's default when
	 * the AUX data fits it, else the size the data fits (replay-lap.c).
	 * Decided when the first AUX buffer is queued. */
	uint64_t aux_override;
	uint64_t aux_inherited;	/* a second reader's or shard's: the first's */
	bool aux_decided;
	/* what the size's choice says, if anything (replay-lap.c): src.note
	 * once it is decided, or inherited with it */
	char aux_note[sizeof(((struct source *)0)->note)];
	char **cmdline;		/* HEADER_CMDLINE */
	int cmdline_n;
	uint32_t page_size;	/* from the tracing data; 0 if none */
	void *tracing;		/* the tracing data as read, for -o (replay-record.c) */
	size_t tracing_len;
	char *kallsyms;		/* its kallsyms section: src.info.kallsyms */
	const struct consumer *c;	/* while replay_run goes on */
	/* Checkpoints this reader records (file mode; replay-index.h), and,
	 * for a second reader started at one (resumed), the one it started
	 * at: what it skips and the headers it carries. */
	struct rx_index ix;
	struct rx_point resume;
	bool resumed;
	/* One of shard_n readers of the file (replay-shards.c), shard_n > 1:
	 * it delivers the events of the cpus c with c % shard_n == shard_k
	 * and decodes no other cpu's AUX data; every record still counts for
	 * the time bounds (max_time), so that all of them, and a whole
	 * replay, release events at the same FINISHED_ROUNDs up to the same
	 * times. */
	uint32_t shard_n, shard_k;
	/* samples of this reader's cpus it could not type (unknown_samples
	 * counts them and those of no known attr, which every shard sees) */
	uint64_t shard_skips;
	/* A shard's pass over the others' samples (replay-stream.c), when
	 * every attr's sample_type has TIME and CPU in one place: their
	 * offsets in a sample's body, the id's (-1: none looked up, one
	 * attr), and the body's bytes they need; go: the last sample read
	 * was another's, so the next may well be too. An id once known stays
	 * known (attrs are only added), and a ring's samples carry a few. */
	struct {
		bool ok, go;
		int16_t id_at;
		uint16_t time_at, cpu_at, need;
		uint64_t known[2];	/* ids an attr has, the last nknown met */
		uint32_t nknown;
	} skim;
	/* src.note as opening left it, once replay_dtl_note has run */
	char open_note[sizeof(((struct source *)0)->note)];
	bool dtl_noted;
	bool aux_foreign;	/* AUXTRACE_INFO of another PMU: AUX data skipped */
	bool file_cut;		/* file mode: the data section was clamped to
				 * the end of the file (source_info.partial) */
	bool cut;		/* the input ended inside a record: stop reading */
	bool usable_checked;	/* replay_check_usable ran (pipes: once the
				 * headers are in, at FINISHED_INIT or the
				 * first sample) */
	/* The wall clock (replay_clock): CLOCK_DATA, SAMPLE_TIME's last
	 * sample, the file's mtime (0: none, a pipe) */
	bool cd_have, st_have;
	uint32_t cd_clockid;
	uint64_t cd_wall, cd_clk, st_last;
	int64_t mtime_ns;
	/* --time's start (source_ops.skip_to), 0: none. While the newest
	 * time read is SKIP_MARGIN_NS or more before it, AUX buffers are
	 * passed over undecoded (their entries are older than the AUX
	 * records before them), each CPU keeping its stream header, and the
	 * index look-ahead waits (it would decode what lies ahead). */
	uint64_t skip_t0;
	uint64_t skip_samples;	/* pr.skip_before, kept for a run not begun */
	bool skipping;
	int (*skip_refill)(void *arg, uint32_t cpu);	/* dq.refill, while skipping */
	bool stop;
	bool quit;		/* source_stop from another thread (atomic) */
	bool failed;
};

/* replay.c */
/* Something read is ignored (an informational feature that is empty or
 * corrupt, another PMU's AUX data): src.note says so once, the first. */
void replay_notice(struct replay *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The recording is cut short (source_info.partial), why in printf form. */
void replay_partial(struct replay *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void replay_classify(struct replay *r);
/* The recording has vpa_dtl data (an event of it, its AUXTRACE_INFO):
 * has_dtl, the interface and why, in source_info. */
void replay_found_dtl(struct replay *r);
/* 0, or -1 with the error set: no vpa_dtl data and no tracepoint;
 * may_wait: 1 when an event of a dynamic PMU may yet prove to be vpa_dtl
 * (the records' AUXTRACE_INFO), to ask again once the headers are in. */
int replay_check_usable(struct replay *r, bool may_wait);
int replay_add_attr(struct replay *r, const void *attr, size_t len,
		    const void *ids, uint32_t nr_ids);
void replay_ids_densify(struct replay *r);
int replay_feature(struct replay *r, int feat, const void *p, size_t len);
/* source_info.clock from what is known: CLOCK_DATA whose clock is the
 * events', else the mtime against the last event (SAMPLE_TIME's, else
 * last_ns once the replay has read to its end, 0 before). */
void replay_clock(struct replay *r, uint64_t last_ns);
int replay_set_tracing_data(struct replay *r, const void *blob, size_t len);
/* Before the first AUX buffer is queued: settle the AUX size (see aux_*
 * above). -1 with the error set when the size cannot frame a stream. */
int replay_aux_framing(struct replay *r);
/* pread of len bytes at off: 0, or -1 if short. */
int replay_read_at(struct replay *r, void *buf, size_t len, uint64_t off);
/* Offset of AUXTRACE index entry i (file mode); UINT64_MAX past the end. */
uint64_t replay_idx_entry(struct replay *r, uint64_t i);

/* replay-lap.c: the AUX size from the recorded -m checked against, or
 * found from, a sample of the AUX data; -1 with the error set when no
 * size frames it. May set aux_note. */
int replay_lap_detect(struct replay *r, uint64_t *aux);

/* The record loop reached the AUXTRACE record at off: 1 if an index
 * look-ahead queued it already, 0 if the caller must queue it. */
int replay_index_passed(struct replay *r, uint64_t off);
/* A second reader started at a checkpoint skips the AUX buffer of cpu in
 * the AUXTRACE record at off when its first reader took it wholly. */
static inline bool replay_resume_skips(const struct replay *r, uint32_t cpu, uint64_t off)
{
	return r->resumed && cpu < r->resume.ncpu && off < r->resume.from[cpu];
}
const struct pf_attr *replay_attr_by_id_hashed(const struct replay *r, uint64_t id);
/* The attr a sample id names, NULL if none: inline where the ids are
 * dense (every sample asks, and a shard for every other cpu's). */
static inline const struct pf_attr *replay_attr_by_id(const struct replay *r, uint64_t id)
{
	if (r->ids_dense) {
		uint64_t i = id - r->ids_lo;	/* below lo: wraps past the span */
		uint32_t h = i < r->ids_span ? r->ids_dense[i] : 0;

		return h ? r->attrs[h - 1] : NULL;
	}
	return replay_attr_by_id_hashed(r, id);
}
/* ID_INDEX: the cpu whose ring an id's records come from (UINT32_MAX if
 * unknown); set only for ids an attr has. */
void replay_id_set_cpu(struct replay *r, uint64_t id, uint32_t cpu);
uint32_t replay_id_cpu(const struct replay *r, uint64_t id);
/* The same file opened again, with the same --aux-size; NULL with err set
 * (pipe_why for a pipe, which cannot be). */
struct replay *replay_open_again(const struct replay *r, const char *pipe_why, char *err,
				 size_t errlen);
int replay_error(struct replay *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Does this reader deliver cpu's events (every reader but a shard does)? */
static inline bool replay_mine(const struct replay *r, uint32_t cpu)
{
	return r->shard_n <= 1 || cpu % r->shard_n == r->shard_k;
}

/* replay-record.c: keep the tracing data for -o; 0 or -1 (no memory). */
int replay_keep_tracing(struct replay *r, const void *blob, size_t len);
struct record_setup;
int replay_record_setup(struct source *s, struct record_setup *rs);

/* replay-stream.c */
int replay_run(struct source *src, const struct consumer *c);
/* src->note from the DTL counters in src->stats: a recording framed with
 * the wrong AUX size shows as many empty slots. */
void replay_dtl_note(struct replay *r);

/* replay-dir.c: open path's data file (r->fd) and data.N files, and
 * after the header make the streams; 0 or -1 with the error set. */
int replay_dir_open(struct replay *r, const char *path);
int replay_dir_streams(struct replay *r);
/* The current stream is at its end: switch to the next with records left;
 * true when none is. */
bool replay_dir_ended(struct replay *r);
/* Before a record: past a turn's bytes, on to the next stream. */
void replay_dir_turn(struct replay *r);
uint64_t replay_dir_done(const struct replay *r);	/* bytes read, all streams */
void replay_dir_free(struct replay *r);

/* replay-lost.c: a loss record passed (the event it was typed into): 1 if
 * it is perf's exit total, kept for replay_lost_settle, 0 if it goes out as
 * it is, -1 out of memory. */
int replay_lost_record(struct replay *r, uint32_t type, const struct event *ev, bool timed);
/* At the end of the records: what the exit totals add to the loss seen,
 * queued as EV_LOST events at the newest time (cpu EV_CPU_NONE where no
 * ID_INDEX said whose it is). */
int replay_lost_settle(struct replay *r);
void replay_lost_free(struct replay *r);

/* decompress.c: PERF_RECORD_COMPRESSED payloads into whole records. */
typedef int (*record_fn)(struct replay *r, const uint8_t *rec, uint32_t size);
struct zstd_in *zstd_in_new(void);
void zstd_in_free(struct zstd_in *z);
int zstd_in_feed(struct zstd_in *z, const void *src, size_t len, struct replay *r,
		 record_fn fn);
size_t zstd_in_pending(const struct zstd_in *z);

#endif
