/* SPDX-License-Identifier: GPL-2.0-only */
/* sim-vpa-dtl.h: the Linux 7.2 vpa_dtl driver's poll, byte for byte, over
 * perf's AUX begin/end (arch/powerpc/perf/vpa-dtl.c, kernel/events/
 * ring_buffer.c): the hypervisor's 85-entry log in, the AUX area in laps
 * out. The simulator's kernel (sim-kernel.c) and dtlgen both drive it, so
 * what they produce is what the real driver would have written. */
#ifndef DTLTOP_SIM_VPA_DTL_H
#define DTLTOP_SIM_VPA_DTL_H

#include <stdbool.h>
#include <stdint.h>

#include "dtl.h"

/* The hypervisor's per-CPU log: entry k is at buf[k % 85], and idx (the
 * lppaca's dtl_idx) counts the entries ever written. */
struct vpadtl_log {
	uint8_t buf[DTL_LOG_ENTRIES][DTL_ENTRY_SIZE];	/* big endian */
	uint64_t idx;
};

/* Append one entry, as PowerVM does. */
void vpadtl_log_put(struct vpadtl_log *h, const struct dtl_entry *e);

/* One CPU's vpa_dtl event: the driver's state (struct vpa_pmu_buf and
 * struct vpa_dtl) and perf's ring state it depends on. */
struct vpadtl {
	uint8_t *base;		/* the AUX area, size bytes, zeroed at start */
	uint64_t size;
	/* struct vpa_pmu_buf: head and threshold count entries, head_size
	 * bytes published in the current lap */
	uint64_t head, head_size, threshold;
	bool boottb_freq_saved;
	bool full;
	uint64_t last_idx;	/* struct vpa_dtl */
	uint64_t aux_head;	/* perf's rb->aux_head: bytes published */
	bool disabled;		/* perf disabled the event: the AUX area was full */
	struct dtl_boottb tb;	/* what the header says */
	bool tb_swap;		/* the simulated host's byte order is not ours */
	/* What became of the entries the hypervisor logged (log index order):
	 * published + overwritten + dropped + unpublished + unread = logged
	 * once the log is read up to its idx. */
	uint64_t published;	/* in a commit, at their slots */
	uint64_t overwritten;	/* the log wrapped before a poll read them */
	uint64_t dropped;	/* the lap was full: never copied */
	uint64_t unpublished;	/* copied, then a padding commit: overwritten */
	uint64_t unread;	/* no AUX handle (disabled, or full): skipped */
	uint64_t polls, commits;
};

/* What one poll published: a PERF_RECORD_AUX of [offset, offset + size).
 * The log entries [first, first + n) are in it, at consecutive slots. */
struct vpadtl_commit {
	uint64_t offset, size;
	uint64_t first;
	uint32_t n;
};

/* size: a power of two (the AUX area, laps of that length); base: size
 * zeroed bytes (rb_alloc_aux's pages are; calloc's are, lazily). The header is written in the simulated host's byte order: ours,
 * or the other one with tb_swap. */
void vpadtl_init(struct vpadtl *d, uint8_t *base, uint64_t size, const struct dtl_boottb *tb,
		 bool tb_swap);

/* One hrtimer tick of vpa_dtl_hrtimer_handle (nothing when disabled).
 * aux_tail is the consumer's, as perf_aux_output_begin reads it. Returns
 * true with *c filled when it emitted a PERF_RECORD_AUX. */
bool vpadtl_poll(struct vpadtl *d, const struct vpadtl_log *h, uint64_t aux_tail,
		 struct vpadtl_commit *c);

/* The consumer closed the event and opened a new one (the only way back
 * from a disabled event: pmu->del freed the log buffer, so re-enabling the
 * old one would not work): a new AUX area of the same size, the header
 * again, and the hypervisor log restarted (pmu->add sets dtl_idx = 0). */
void vpadtl_reopen(struct vpadtl *d, struct vpadtl_log *h);

#endif
