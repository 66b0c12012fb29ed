/* SPDX-License-Identifier: GPL-2.0-only */
/* dtl.h: the hypervisor Dispatch Trace Log as dtltop sees it: the 48-byte
 * big-endian dtl_entry, the boot-timebase header of each AUX stream, reason
 * names (upstream perf script spellings) and the timebase -> ns formula. */
#ifndef DTLTOP_DTL_H
#define DTLTOP_DTL_H

#include <stdbool.h>
#include <stdint.h>

#include "bytes.h"

#if defined(__SSSE3__) && BYTE_ORDER == LITTLE_ENDIAN
#include <tmmintrin.h>
#endif

#define DTL_ENTRY_SIZE      48	/* sizeof(struct dtl_entry) on the wire */
#define DTL_BOOTTB_SIZE     48	/* boot_tb, tb_freq, timebase(=0), pad[3] */
#define DTL_LOG_ENTRIES     85	/* 4096 / 48: the hypervisor's per-CPU log */
#define DTL_FULL_THRESHOLD  84	/* a poll copying this many entries found the log full */

#define DTL_DISPATCH_REASONS 11
#define DTL_PREEMPT_REASONS  10
#define DTL_REASON_SLOTS     256	/* reasons are u8: counters index 0..255 */

/* vpa_dtl's config bits (sysfs events/dtl_*): which entries are logged. */
#define DTL_MASK_CEDE    0x1
#define DTL_MASK_PREEMPT 0x2
#define DTL_MASK_FAULT   0x4
#define DTL_MASK_ALL     0x7

/* Preempt reasons, by field value (see ../shared/docs/dtl-format.md). */
enum dtl_preempt {
	DTL_PREEMPT_UNUSED = 0,
	DTL_PREEMPT_FIRMWARE = 1,
	DTL_PREEMPT_H_CEDE = 2,
	DTL_PREEMPT_H_CONFER = 3,
	DTL_PREEMPT_TIME_SLICE = 4,
	DTL_PREEMPT_MIGRATION_FAULT = 5,
	DTL_PREEMPT_VM_FAULT = 6,
	DTL_PREEMPT_H_CONFER_ADJUNCT = 7,
	DTL_PREEMPT_HCALL_ADJUNCT = 8,
	DTL_PREEMPT_HDEC_ADJUNCT = 9,
};

/* One decoded dtl_entry, host byte order. */
struct dtl_entry {
	uint8_t dispatch_reason;
	uint8_t preempt_reason;
	uint16_t processor_id;
	uint32_t enqueue_to_dispatch;	/* timebase ticks */
	uint32_t ready_to_enqueue;	/* timebase ticks */
	uint32_t waiting_to_ready;	/* timebase ticks */
	uint64_t timebase;
	uint64_t fault_addr;
	uint64_t srr0;
	uint64_t srr1;
};

/* dtl_decode_entry's shuffles rely on the wire layout. */
_Static_assert(sizeof(struct dtl_entry) == DTL_ENTRY_SIZE, "dtl_entry is 48 bytes");
_Static_assert(__builtin_offsetof(struct dtl_entry, enqueue_to_dispatch) == 4 &&
	       __builtin_offsetof(struct dtl_entry, timebase) == 16 &&
	       __builtin_offsetof(struct dtl_entry, srr1) == 40, "dtl_entry has the wire layout");

/* The per-stream header: written in the recording host's byte order. */
struct dtl_boottb {
	uint64_t boot_tb;
	uint64_t tb_freq;
};

/* Encode e as the hypervisor writes it, 48 big-endian bytes at p
 * (encoders/dtl-encode.c). */
void dtl_encode_entry(void *p, const struct dtl_entry *e);

/* Decode one 48-byte big-endian entry at p (any alignment). Inline: it runs
 * once per entry in the replay's inner loop. */
static inline void dtl_decode_entry(const void *p, struct dtl_entry *e)
{
	const uint8_t *b = p;

#if defined(__SSSE3__) && BYTE_ORDER == LITTLE_ENDIAN
	/* struct dtl_entry has the wire layout: decoding is one fixed byte
	 * permutation, three shuffles instead of ten loads, swaps and stores
	 * (replay measured about 3% faster per entry). */
	const __m128i head = _mm_setr_epi8(0, 1, 3, 2, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
	const __m128i two64 = _mm_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
	__m128i *d = (__m128i *)(void *)e;

	_mm_storeu_si128(d, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)b), head));
	_mm_storeu_si128(d + 1, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(b + 16)), two64));
	_mm_storeu_si128(d + 2, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(b + 32)), two64));
	return;
#endif

	e->dispatch_reason = b[0];
	e->preempt_reason = b[1];
	e->processor_id = ldbe16(b + 2);
	e->enqueue_to_dispatch = ldbe32(b + 4);
	e->ready_to_enqueue = ldbe32(b + 8);
	e->waiting_to_ready = ldbe32(b + 12);
	e->timebase = ldbe64(b + 16);
	e->fault_addr = ldbe64(b + 24);
	e->srr0 = ldbe64(b + 32);
	e->srr1 = ldbe64(b + 40);
}

/* Decode the boottb header at p; swap = file byte order differs from ours.
 * Returns false when it cannot be a header (tb_freq 0 or timebase != 0). */
bool dtl_decode_boottb(const void *p, bool swap, struct dtl_boottb *b);

/* Upstream's entry filter: timebase zero or negative as signed is skipped. */
static inline bool dtl_tb_valid(uint64_t timebase)
{
	return (int64_t)timebase > 0;
}

static inline bool dtl_entry_valid(const struct dtl_entry *e)
{
	return dtl_tb_valid(e->timebase);
}

/* Timebase -> perf clock ns, exactly as upstream perf computes it
 * (tools/perf/util/powerpc-vpadtl.c): in double precision, truncated, so
 * that our times equal perf script's to the nanosecond. Inline: once per
 * entry. dtl_ns_of is the formula on (double)(timebase - boot_tb) and
 * (double)tb_freq, for callers that keep those conversions at hand. */
static inline uint64_t dtl_ns_of(double diff, double tb_freq)
{
	double ns = diff / tb_freq * 1000000000.0;

	/* A corrupt boot_tb/tb_freq can put this past 2^64 (upstream's cast
	 * is undefined there): saturate instead. */
	return ns < 18446744073709551616.0 ? (uint64_t)ns : UINT64_MAX;
}

static inline uint64_t dtl_tb_to_ns(const struct dtl_boottb *b, uint64_t timebase)
{
	return dtl_ns_of((double)(timebase - b->boot_tb), (double)b->tb_freq);
}

/* Reason names; NULL for a value outside the table. */
const char *dtl_dispatch_reason(unsigned int v);
const char *dtl_preempt_reason(unsigned int v);

/* Reason names that never fail: unknown values become "reason_N" in buf. */
const char *dtl_dispatch_reason_str(unsigned int v, char buf[16]);
const char *dtl_preempt_reason_str(unsigned int v, char buf[16]);

/* Short labels, drawn where a name does not fit; NULL outside the table. */
const char *dtl_dispatch_reason_label(unsigned int v);
const char *dtl_preempt_reason_label(unsigned int v);

/* Lookup for filters by name or short label (firmware_internal_event_5 and
 * fw_event_5 too), case-insensitive: -1 when unknown. */
int dtl_dispatch_reason_by_name(const char *name);
int dtl_preempt_reason_by_name(const char *name);

/* Was the vCPU's previous run ended involuntarily (hypervisor took it)? */
bool dtl_preempt_involuntary(unsigned int preempt_reason);

#endif
