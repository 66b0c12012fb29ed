// SPDX-License-Identifier: GPL-2.0-only
/* dtl-entry.c: decodes the hypervisor's 48-byte big-endian dtl_entry and the
 * boot-timebase header, converts timebase to perf-clock ns, names reasons. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bytes.h"
#include "dtl.h"

/* Index = field value. name: as upstream perf script prints it; label: the
 * short form the TUI draws where the name does not fit. One table for both,
 * so what is drawn is what a filter accepts. Dispatch 1 and 5 share a name
 * in the format, so their labels carry the value. */
struct reason_name {
	const char *name, *label;
};

static const struct reason_name dispatch_names[DTL_DISPATCH_REASONS] = {
	{ "external_interrupt", "ext_intr" },
	{ "firmware_internal_event", "fw_event_1" },
	{ "H_PROD", "H_PROD" },
	{ "decrementer_interrupt", "decrementer" },
	{ "system_reset", "sys_reset" },
	{ "firmware_internal_event", "fw_event_5" },
	{ "conferred_cycles", "conferred" },
	{ "time_slice", "time_slice" },
	{ "virtual_memory_page_fault", "vm_fault" },
	{ "expropriated_adjunct", "exprop_adj" },
	{ "priv_doorbell", "priv_dbell" },
};

static const struct reason_name preempt_names[DTL_PREEMPT_REASONS] = {
	{ "unused", "unused" },
	{ "firmware_internal_event", "firmware" },
	{ "H_CEDE", "H_CEDE" },
	{ "H_CONFER", "H_CONFER" },
	{ "time_slice", "t_slice" },
	{ "migration_hibernation_page_fault", "mig_flt" },
	{ "virtual_memory_page_fault", "vm_fault" },
	{ "H_CONFER_ADJUNCT", "conf_adj" },
	{ "hcall_adjunct", "hc_adj" },
	{ "HDEC_adjunct", "hdec_adj" },
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
	return v < DTL_DISPATCH_REASONS ? dispatch_names[v].name : NULL;
}

const char *dtl_preempt_reason(unsigned int v)
{
	return v < DTL_PREEMPT_REASONS ? preempt_names[v].name : NULL;
}

const char *dtl_dispatch_reason_label(unsigned int v)
{
	return v < DTL_DISPATCH_REASONS ? dispatch_names[v].label : NULL;
}

const char *dtl_preempt_reason_label(unsigned int v)
{
	return v < DTL_PREEMPT_REASONS ? preempt_names[v].label : NULL;
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

/* Is names[i].name also another value's (dispatch 1 and 5)? */
static bool shared(const struct reason_name *names, int n, int i)
{
	for (int j = 0; j < n; j++)
		if (j != i && strcmp(names[j].name, names[i].name) == 0)
			return true;
	return false;
}

/* a and b differ by "_<v>" at the end of the longer one: the value that
 * tells a shared name apart (firmware_internal_event_1, fw_event_1) and
 * the label of the two merged (fw_event). */
static bool with_value(const char *a, const char *b, int v)
{
	char sfx[16];
	size_t la = strlen(a), lb = strlen(b), lx;

	lx = (size_t)snprintf(sfx, sizeof(sfx), "_%d", v);
	if (la < lb) {
		const char *t = a;

		a = b;
		b = t;
		la = lb;
		lb = strlen(b);
	}
	return la == lb + lx && strncasecmp(a, b, lb) == 0 && strcasecmp(a + lb, sfx) == 0;
}

/* The first value whose name or label the text spells (case-insensitive). */
static int by_name(const struct reason_name *names, int n, const char *name)
{
	unsigned int v;
	char tail;

	for (int i = 0; i < n; i++)
		if (strcasecmp(names[i].name, name) == 0 || strcasecmp(names[i].label, name) == 0)
			return i;
	for (int i = 0; i < n; i++)
		if (shared(names, n, i) &&
		    (with_value(name, names[i].name, i) || with_value(name, names[i].label, i)))
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
