// SPDX-License-Identifier: GPL-2.0-only
/* dtl-encode.c: a struct dtl_entry back into the 48 big-endian bytes the
 * hypervisor writes (the simulator, -o recordings and dtlgen write them;
 * decoders/dtl-entry.c reads them). */
#include "bytes.h"
#include "dtl.h"

void dtl_encode_entry(void *out, const struct dtl_entry *e)
{
	uint8_t *p = out;

	p[0] = e->dispatch_reason;
	p[1] = e->preempt_reason;
	stbe16(p + 2, e->processor_id);
	stbe32(p + 4, e->enqueue_to_dispatch);
	stbe32(p + 8, e->ready_to_enqueue);
	stbe32(p + 12, e->waiting_to_ready);
	stbe64(p + 16, e->timebase);
	stbe64(p + 24, e->fault_addr);
	stbe64(p + 32, e->srr0);
	stbe64(p + 40, e->srr1);
}
