/* SPDX-License-Identifier: GPL-2.0-only */
/* perf-file.h: the parts of the perf.data format dtltop reads: file and pipe
 * headers, event attributes, sample bodies and sample_id_all trailers,
 * feature sections (the AUXTRACE index is read lazily by src/source/replay/replay.c).
 * Pure decoding: bytes in, host-order structs out. */
#ifndef DTLTOP_PERF_FILE_H
#define DTLTOP_PERF_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PERF_MAGIC2            0x32454c4946524550ULL	/* "PERFILE2" */
#define PERF_FILE_HEADER_SIZE  104
#define PERF_PIPE_HEADER_SIZE  16
#define PERF_ATTR_SIZE_VER0    64	/* smallest attr perf ever wrote */
#define PERF_ATTR_MAX_SIZE     4096	/* anything larger is corruption */

/* Feature bits (tools/perf/util/header.h). */
enum {
	FEAT_TRACING_DATA = 1, FEAT_BUILD_ID, FEAT_HOSTNAME, FEAT_OSRELEASE,
	FEAT_VERSION, FEAT_ARCH, FEAT_NRCPUS, FEAT_CPUDESC, FEAT_CPUID,
	FEAT_TOTAL_MEM, FEAT_CMDLINE, FEAT_EVENT_DESC, FEAT_CPU_TOPOLOGY,
	FEAT_NUMA_TOPOLOGY, FEAT_BRANCH_STACK, FEAT_PMU_MAPPINGS,
	FEAT_GROUP_DESC, FEAT_AUXTRACE, FEAT_STAT, FEAT_CACHE,
	FEAT_SAMPLE_TIME, FEAT_MEM_TOPOLOGY, FEAT_CLOCKID, FEAT_DIR_FORMAT,
	FEAT_BPF_PROG_INFO, FEAT_BPF_BTF, FEAT_COMPRESSED, FEAT_CPU_PMU_CAPS,
	FEAT_CLOCK_DATA, FEAT_HYBRID_TOPOLOGY, FEAT_PMU_CAPS,
	FEAT_BITS = 256,
};
/* A feature's name as perf spells it ("CPUDESC"), "feature N" past them. */
const char *pf_feat_name(int feat);

/* User record types (tools/lib/perf/include/perf/event.h). */
enum {
	REC_HEADER_ATTR = 64, REC_HEADER_EVENT_TYPE = 65,
	REC_HEADER_TRACING_DATA = 66, REC_HEADER_BUILD_ID = 67,
	REC_FINISHED_ROUND = 68, REC_ID_INDEX = 69, REC_AUXTRACE_INFO = 70,
	REC_AUXTRACE = 71, REC_AUXTRACE_ERROR = 72, REC_THREAD_MAP = 73,
	REC_CPU_MAP = 74, REC_STAT_CONFIG = 75, REC_STAT = 76,
	REC_STAT_ROUND = 77, REC_EVENT_UPDATE = 78, REC_TIME_CONV = 79,
	REC_HEADER_FEATURE = 80, REC_COMPRESSED = 81, REC_FINISHED_INIT = 82,
	REC_COMPRESSED2 = 83, REC_BPF_METADATA = 84, REC_SCHEDSTAT_CPU = 85,
	REC_SCHEDSTAT_DOMAIN = 86,
	REC_USER_MAX = 87,
};

#define PERF_AUXTRACE_VPA_DTL  7
#define AUXTRACE_REC_SIZE      48	/* header + size, offset, reference, idx, tid, cpu, reserved */

struct pf_section {
	uint64_t offset;
	uint64_t size;
};

struct pf_header {
	bool swap;		/* file byte order differs from the host's */
	bool pipe;
	uint64_t attr_size;
	struct pf_section attrs;
	struct pf_section data;
	uint64_t features[4];	/* adds_features bitmap, host order */
};

enum evsel_kind { EVSEL_OTHER = 0, EVSEL_TRACEPOINT, EVSEL_VPA_DTL };

/* What dtltop keeps of one perf_event_attr (its ids live in the replay's id map). */
struct pf_attr {
	uint32_t type;
	uint32_t size;
	uint64_t config;
	uint64_t sample_period;
	uint64_t sample_type;
	uint64_t read_format;
	uint64_t flags;		/* the bitfield word, in little-endian bit layout */
	uint64_t branch_sample_type;
	uint64_t sample_regs_user;
	uint64_t sample_regs_intr;
	bool sample_id_all;
	bool use_clockid;	/* events stamped with clockid, not perf's clock */
	int32_t clockid;
	enum evsel_kind kind;
	int tp_id;		/* tracepoint id for EVSEL_TRACEPOINT */
	char name[96];
};

/* The fields of a sample (or a sample_id_all trailer) dtltop uses. */
struct pf_sample {
	uint64_t id;
	uint64_t ip;
	uint64_t time;
	uint64_t period;
	uint32_t pid, tid;
	uint32_t cpu;
	const uint8_t *raw;
	uint32_t raw_size;
	uint32_t chain_nr;	/* PERF_SAMPLE_CALLCHAIN's u64s, at chain */
	const uint8_t *chain;
	bool has_id, has_time, has_cpu;
};

/* Header parsing: returns 0, or -1 with a reason in err. `avail` is how many
 * bytes p holds: 16 are enough to tell pipe from file mode (h->pipe); a file
 * header's fields are filled only when all 104 bytes are given. */
int pf_parse_header(const void *p, size_t avail, struct pf_header *h,
		    char *err, size_t errlen);

/* Decode one perf_event_attr of `len` bytes (len >= its own size field). */
int pf_parse_attr(const void *p, size_t len, bool swap, struct pf_attr *a,
		  char *err, size_t errlen);

/* Parse a PERF_RECORD_SAMPLE body (after the 8-byte header) of `len` bytes.
 * Fields after RAW are not needed and not parsed. Returns 0 or -1. */
int pf_parse_sample(const void *body, size_t len, const struct pf_attr *a,
		    bool swap, struct pf_sample *s);

/* Where a sample's TIME and CPU fields sit in its body (every field
 * before them has a fixed size): false when sample_type lacks either. */
bool pf_sample_cpu_time_at(uint64_t sample_type, size_t *time_at, size_t *cpu_at);

/* A sample's CPU and time from their fixed places, the rest not even
 * looked at: false when sample_type lacks either or the body is too
 * short to hold them. */
bool pf_sample_cpu_time(const void *body, size_t len, uint64_t sample_type, bool swap,
			uint32_t *cpu, uint64_t *time);

/* Parse the sample_id_all trailer at the end of a non-sample record body. */
int pf_parse_id_trailer(const void *body, size_t len, uint64_t sample_type,
			bool swap, struct pf_sample *s);

/* Size of a sample_id_all trailer for this sample_type. */
size_t pf_id_trailer_size(uint64_t sample_type);

/* Feature bodies. Each returns 0 or -1 (bad bounds); strings are copied
 * NUL-terminated and truncated to fit. */
int pf_feat_string(const void *p, size_t len, bool swap, char *out, size_t outlen);
/* CMDLINE: u32 count, then that many strings, each handed to cb (longer ones
 * cut to PF_CMDLINE_ARG_MAX - 1 bytes); cb's -1 stops with -1. */
#define PF_CMDLINE_ARG_MAX 4096
typedef int (*pf_string_cb)(void *arg, const char *s);
int pf_feat_cmdline(const void *p, size_t len, bool swap, pf_string_cb cb, void *arg);
int pf_feat_nrcpus(const void *p, size_t len, bool swap, uint32_t *avail, uint32_t *online);

/* EVENT_DESC: calls cb for each event with its name and its ids (nr_ids
 * unaligned u64 in file byte order: read them with ld64(ids + 8 * i, swap)). */
typedef int (*pf_event_desc_cb)(const char *name, const void *ids,
				uint32_t nr_ids, bool swap, void *arg);
int pf_feat_event_desc(const void *p, size_t len, bool swap,
		       pf_event_desc_cb cb, void *arg);

/* CPU_TOPOLOGY: calls cb(arg, core, cpu) for every CPU of every thread
 * sibling list ("0-7", "8,9"), core = the list's index; the package lists
 * before them are skipped and the per-CPU ids after them are not read.
 * -1 on bad bounds or a list that is not CPU numbers and ranges. */
typedef int (*pf_topology_cb)(void *arg, uint32_t core, uint32_t cpu);
int pf_feat_cpu_topology(const void *p, size_t len, bool swap, pf_topology_cb cb, void *arg);

/* CLOCK_DATA (perf record -k): version 1, the clock's id, wall ns and that
 * clock's ns read together (write_clock_data in perf's util/header.c). */
int pf_feat_clock_data(const void *p, size_t len, bool swap, uint32_t *clockid,
		       uint64_t *wall_ns, uint64_t *clock_ns);
/* SAMPLE_TIME: the first and last sample times. */
int pf_feat_sample_time(const void *p, size_t len, bool swap, uint64_t *first, uint64_t *last);

/* PMU_MAPPINGS: calls cb for each (type, name). */
typedef void (*pf_pmu_cb)(uint32_t type, const char *name, void *arg);
int pf_feat_pmu_mappings(const void *p, size_t len, bool swap, pf_pmu_cb cb, void *arg);

#endif
