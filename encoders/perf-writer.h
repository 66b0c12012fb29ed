/* SPDX-License-Identifier: GPL-2.0-only */
/* perf-writer.h: write perf.data (file or pipe mode) in upstream perf's exact
 * layout, in either byte order, optionally zstd-compressed like `perf record -z`. */
#ifndef DTLTOP_PERF_WRITER_H
#define DTLTOP_PERF_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <linux/perf_event.h>

#define PW_ATTR_SIZE_VER7 128	/* perf 6.1/6.2 write this; 6.1 rejects more */
#define PW_ATTR_SIZE_VER8 136	/* perf 6.3+ (config3) */

/* HEADER_* feature bits, as in tools/perf/util/header.h. */
enum pw_feat {
	PW_FEAT_TRACING_DATA = 1,
	PW_FEAT_BUILD_ID = 2,
	PW_FEAT_HOSTNAME = 3,
	PW_FEAT_OSRELEASE = 4,
	PW_FEAT_VERSION = 5,
	PW_FEAT_ARCH = 6,
	PW_FEAT_NRCPUS = 7,
	PW_FEAT_CPUDESC = 8,
	PW_FEAT_CPUID = 9,
	PW_FEAT_TOTAL_MEM = 10,
	PW_FEAT_CMDLINE = 11,
	PW_FEAT_EVENT_DESC = 12,
	PW_FEAT_CPU_TOPOLOGY = 13,
	PW_FEAT_PMU_MAPPINGS = 16,
	PW_FEAT_AUXTRACE = 18,
	PW_FEAT_SAMPLE_TIME = 21,
	PW_FEAT_CLOCKID = 23,
	PW_FEAT_COMPRESSED = 27,
	PW_FEAT_CLOCK_DATA = 29,
	/* perf 6.1's HEADER_LAST_FEATURE: the pipe-mode end-of-features mark */
	PW_FEAT_LAST = 32,
};

#define PW_AUXTRACE_VPA_DTL 7	/* PERF_AUXTRACE_VPA_DTL in auxtrace.h */

struct pw_opts {
	bool pipe;		/* pipe mode: 16-byte header, attrs/features as records */
	bool big_endian;	/* write as a ppc64 big-endian host would */
	uint32_t attr_size;	/* PW_ATTR_SIZE_VER7 (default when 0) or _VER8 */
	int zstd_level;		/* 0 = plain; > 0 = PERF_RECORD_COMPRESSED at that level */
	uint32_t zstd_chunk;	/* ring bytes per COMPRESSED record; 0 = 8192, max 32768 */
	uint32_t comp_mmap_len;	/* COMPRESSED feature mmap_len; 0 = 528384 (perf's default) */
	bool async;		/* write from a background thread (big outputs) */
};

/* Fields of a sample or of a sample_id_all trailer. Only those selected by the
 * event's sample_type are written; all values are in host byte order. */
struct pw_sample {
	uint16_t misc;		/* record header misc (PERF_RECORD_MISC_KERNEL, ...) */
	uint64_t ip;
	uint32_t pid, tid;
	uint64_t time;
	uint64_t addr;
	uint64_t id;		/* written for both PERF_SAMPLE_ID and _IDENTIFIER */
	uint64_t stream_id;
	uint32_t cpu;
	uint64_t period;
	const void *raw;	/* PERF_SAMPLE_RAW payload, already in target order */
	uint32_t raw_size;	/* unpadded; the writer pads like the kernel */
};

/* A PERF_RECORD_AUXTRACE header; size is the unpadded data length. */
struct pw_auxtrace {
	uint64_t size;
	uint64_t offset;	/* free-running AUX offset of the first byte */
	uint64_t reference;
	uint32_t idx;
	uint32_t tid;
	uint32_t cpu;
};

struct perf_writer;

/* Open a writer on a new file ("-" = standard output). NULL + errno on error. */
struct perf_writer *pw_open(const char *path, const struct pw_opts *o);
/* Open a writer on fd; the fd stays the caller's. File mode needs lseek. */
struct perf_writer *pw_fdopen(int fd, const struct pw_opts *o);

/* Setup, before pw_start. attr is in host byte order (the writer serialises it
 * in the target order and sets its size field); returns the event index. */
int pw_add_event(struct perf_writer *w, const struct perf_event_attr *attr,
		 const char *name, const uint64_t *ids, uint32_t nr_ids);
/* perf record's per-CPU events: one id per CPU, event ev's on cpu c being
 * pw_cpu_id(ev, c); pw_add_cpu_event adds one for CPUs 0..ncpus-1. */
static inline uint64_t pw_cpu_id(int ev, uint32_t cpu)
{
	return (uint64_t)(ev + 1) << 32 | cpu;
}
int pw_add_cpu_event(struct perf_writer *w, const struct perf_event_attr *attr,
		     const char *name, uint32_t ncpus);
/* An attr as perf record sets it up: period 1, sample_id_all, the rest 0. */
void pw_attr_init(struct perf_event_attr *a, uint32_t type, uint64_t config,
		  uint64_t sample_type, uint64_t read_format);
int pw_set_string(struct perf_writer *w, enum pw_feat feat, const char *s);
int pw_set_nrcpus(struct perf_writer *w, uint32_t avail, uint32_t online);
int pw_set_cmdline(struct perf_writer *w, int argc, const char *const *argv);
/* CPU_TOPOLOGY of the NRCPUS' available CPUs (pw_set_nrcpus first): one
 * package, cores of smt consecutive CPUs, as Linux numbers POWER threads. */
int pw_set_cpu_topology(struct perf_writer *w, uint32_t smt);
/* ... or each CPU's core (UINT32_MAX: unknown, written as core 0), copied. */
int pw_set_cpu_cores(struct perf_writer *w, const uint32_t *core_of, uint32_t n);
/* Opaque trace-cmd tracing-data blob (its integers in target order). */
int pw_set_tracing_data(struct perf_writer *w, const void *blob, size_t len);
int pw_add_pmu(struct perf_writer *w, uint32_t type, const char *name);
/* CLOCKID (the clock's resolution, ns) and CLOCK_DATA (the clock's id,
 * wall ns and the clock's ns read together), as perf record -k writes
 * them; the events' attrs should say use_clockid with that clock. */
int pw_set_clock(struct perf_writer *w, uint32_t clockid, uint64_t res_ns, uint64_t wall_ns,
		 uint64_t clock_ns);

/* Writes the header part: header, ids, attrs (file mode) or header, ATTR,
 * FEATURE and TRACING_DATA records (pipe mode). */
int pw_start(struct perf_writer *w);

/* Data records. ev is an index from pw_add_event. Kernel-type records written
 * after pw_finished_init() are compressed when zstd is on; user types
 * (AUXTRACE*, FINISHED_*) and everything before it are written directly, as
 * perf does for its synthesized events. */
int pw_sample(struct perf_writer *w, int ev, const struct pw_sample *s);
int pw_comm(struct perf_writer *w, int ev, uint32_t pid, uint32_t tid,
	    const char *comm, const struct pw_sample *sid);
/* PERF_RECORD_FORK and PERF_RECORD_MMAP, as perf record synthesizes them
 * for the tasks and the kernel that exist when it starts. */
int pw_fork(struct perf_writer *w, int ev, uint32_t pid, uint32_t ppid, uint32_t tid,
	    uint32_t ptid, uint64_t time, const struct pw_sample *sid);
int pw_mmap(struct perf_writer *w, int ev, uint16_t misc, uint32_t pid, uint32_t tid,
	    uint64_t start, uint64_t len, uint64_t pgoff, const char *filename,
	    const struct pw_sample *sid);
/* PERF_RECORD_MMAP2 (misc PERF_RECORD_MISC_USER for a task's file), as
 * perf record synthesizes it from /proc/PID/maps. */
struct pw_mmap2 {
	uint32_t pid, tid;
	uint64_t start, len, pgoff;
	uint32_t maj, min;
	uint64_t ino, ino_generation;
	uint32_t prot, flags;
	const char *filename;
};
int pw_mmap2(struct perf_writer *w, int ev, uint16_t misc, const struct pw_mmap2 *m,
	     const struct pw_sample *sid);
int pw_aux(struct perf_writer *w, int ev, uint64_t aux_offset,
	   uint64_t aux_size, uint64_t flags, const struct pw_sample *sid);
int pw_lost(struct perf_writer *w, int ev, uint64_t id, uint64_t lost,
	    const struct pw_sample *sid);
int pw_auxtrace_info(struct perf_writer *w, uint32_t type,
		     const uint64_t *priv, uint32_t nr_priv);
/* The vpa_dtl PMU's AUXTRACE_INFO, as perf record writes it. */
int pw_auxtrace_info_vpa_dtl(struct perf_writer *w);
int pw_auxtrace(struct perf_writer *w, const struct pw_auxtrace *a,
		const void *data);
/* The same with the data in two pieces (an AUX ring that wrapped);
 * a->size must be l1 + l2. */
int pw_auxtrace_split(struct perf_writer *w, const struct pw_auxtrace *a,
		      const void *d1, size_t l1, const void *d2, size_t l2);
/* AUX bytes of cpu's per-CPU mmap (tid -1) from stream offset offset, in
 * one or two pieces, as perf record copies them. */
int pw_auxtrace_cpu(struct perf_writer *w, uint32_t cpu, uint64_t offset,
		    const void *d1, size_t l1, const void *d2, size_t l2);
/* The ID_INDEX records of the events (added with pw_add_cpu_event), and
 * perf record -a's THREAD_MAP and CPU_MAP, as perf writes them first. */
int pw_id_index(struct perf_writer *w);
int pw_thread_cpu_maps(struct perf_writer *w, uint32_t ncpus);
int pw_finished_round(struct perf_writer *w);
int pw_finished_init(struct perf_writer *w);

/* Bytes emitted so far, buffered ones included (= file offset of the next
 * direct record). */
uint64_t pw_offset(const struct perf_writer *w);
/* True when the target byte order differs from the host's. */
bool pw_swapped(const struct perf_writer *w);

/* Finish the file (features, header rewrite) and free w, closing the fd if
 * pw_open opened it. Returns -1 with errno if this or any earlier step failed. */
int pw_close(struct perf_writer *w);

#endif
