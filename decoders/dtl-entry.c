/* dtl-entry.c: decodes the hypervisor's 48-byte big-endian dtl_entry and the
 * boot-timebase header, converts timebase to perf-clock ns, names reasons. */
#include <stdio.h>
#include <string.h>

#include "bytes.h"
#include "dtl.h"

/* Index = field value; spellings as upstream perf script prints them. */
static const char *const dispatch_names[DTL_DISPATCH_REASONS] = {
	"external_interrupt", "firmware_internal_event", "H_PROD",
	"decrementer_interrupt", "system_reset", "firmware_internal_event",
	"conferred_cycles", "time_slice", "virtual_memory_page_fault",
	"expropriated_adjunct", "priv_doorbell",
};

static const char *const preempt_names[DTL_PREEMPT_REASONS] = {
	"unused", "firmware_internal_event", "H_CEDE", "H_CONFER",
	"time_slice", "migration_hibernation_page_fault",
	"virtual_memory_page_fault", "H_CONFER_ADJUNCT", "hcall_adjunct",
	"HDEC_adjunct",
};

void dtl_decode_entry(const void *p, struct dtl_entry *e)
{
	const uint8_t *b = p;

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

bool dtl_decode_boottb(const void *p, bool swap, struct dtl_boottb *b)
{
	const uint8_t *h = p;

	b->boot_tb = ld64(h, swap);
	b->tb_freq = ld64(h + 8, swap);
	/* The third word is the "timebase" slot, zero in a header: that is
	 * what tells a header from an entry. */
	return b->tb_freq != 0 && ld64(h + 16, swap) == 0;
}

/* Upstream (tools/perf/util/powerpc-vpadtl.c) computes the timestamp in
 * double precision and truncates; we do the same so that our times equal
 * perf script's to the nanosecond. */
uint64_t dtl_tb_to_ns(const struct dtl_boottb *b, uint64_t timebase)
{
	uint64_t diff = timebase - b->boot_tb;
	double ns = (double)diff / (double)b->tb_freq * 1000000000.0;

	/* A corrupt boot_tb/tb_freq can put this past 2^64 (upstream's cast
	 * is undefined there): saturate instead. */
	return ns < 18446744073709551616.0 ? (uint64_t)ns : UINT64_MAX;
}

uint64_t dtl_ticks_to_ns(const struct dtl_boottb *b, uint64_t ticks)
{
	if (!b->tb_freq)
		return 0;
	return (uint64_t)((unsigned __int128)ticks * 1000000000u / b->tb_freq);
}

const char *dtl_dispatch_reason(unsigned int v)
{
	return v < DTL_DISPATCH_REASONS ? dispatch_names[v] : NULL;
}

const char *dtl_preempt_reason(unsigned int v)
{
	return v < DTL_PREEMPT_REASONS ? preempt_names[v] : NULL;
}

static const char *or_number(const char *name, unsigned int v, char buf[16])
{
	if (name)
		return name;
	snprintf(buf, 16, "reason_%u", v & 0xffffu);
	return buf;
}

const char *dtl_dispatch_reason_str(unsigned int v, char buf[16])
{
	return or_number(dtl_dispatch_reason(v), v, buf);
}

const char *dtl_preempt_reason_str(unsigned int v, char buf[16])
{
	return or_number(dtl_preempt_reason(v), v, buf);
}

static int by_name(const char *const *names, int n, const char *name)
{
	unsigned int v;
	char tail;

	for (int i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return i;
	if (sscanf(name, "reason_%u%c", &v, &tail) == 1 && v < 256)
		return (int)v;
	return -1;
}

int dtl_dispatch_reason_by_name(const char *name)
{
	return by_name(dispatch_names, DTL_DISPATCH_REASONS, name);
}

int dtl_preempt_reason_by_name(const char *name)
{
	return by_name(preempt_names, DTL_PREEMPT_REASONS, name);
}

/* The OS gave the processor up (cede/confer, or an hcall it made); anything
 * else, including unknown values, was the hypervisor's decision. */
bool dtl_preempt_involuntary(unsigned int v)
{
	switch (v) {
	case DTL_PREEMPT_H_CEDE:
	case DTL_PREEMPT_H_CONFER:
	case DTL_PREEMPT_H_CONFER_ADJUNCT:
	case DTL_PREEMPT_HCALL_ADJUNCT:
		return false;
	default:
		return true;
	}
}
