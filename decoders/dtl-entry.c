// SPDX-License-Identifier: GPL-2.0-only
/* dtl-entry.c: decodes the hypervisor's 48-byte big-endian dtl_entry and the
 * boot-timebase header, converts timebase to perf-clock ns, names reasons. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

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

bool dtl_decode_boottb(const void *p, bool swap, struct dtl_boottb *b)
{
	const uint8_t *h = p;

	b->boot_tb = ld64(h, swap);
	b->tb_freq = ld64(h + 8, swap);
	/* The third word is the "timebase" slot, zero in a header: that is
	 * what tells a header from an entry. */
	return b->tb_freq != 0 && ld64(h + 16, swap) == 0;
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
		if (strcasecmp(names[i], name) == 0)
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
