// SPDX-License-Identifier: GPL-2.0-only
/* sim-vpa-dtl.c: vpa_dtl_dump_sample_data() of Linux 7.2 and the parts of
 * perf_aux_output_begin/end it relies on, kept in the kernel's own shape and
 * names so that the two can be read side by side. Nothing here fixes the
 * driver: its laps, its padding commits and the entries they lose are what
 * dtltop has to read. */
#include <string.h>

#include "bytes.h"
#include "sim-vpa-dtl.h"

void vpadtl_log_put(struct vpadtl_log *h, const struct dtl_entry *e)
{
	dtl_encode_entry(h->buf[h->idx % DTL_LOG_ENTRIES], e);
	h->idx++;
}

static void reset_aux(struct vpadtl *d)
{
	d->head = d->head_size = 0;
	d->threshold = (d->size - 32) / DTL_ENTRY_SIZE;	/* vpa_dtl_setup_aux */
	d->boottb_freq_saved = false;
	d->full = false;
	d->aux_head = 0;
	d->disabled = false;
}

void vpadtl_init(struct vpadtl *d, uint8_t *base, uint64_t size, const struct dtl_boottb *tb,
		 bool tb_swap)
{
	memset(d, 0, sizeof(*d));
	d->base = base;
	d->size = size;
	d->tb = *tb;
	d->tb_swap = tb_swap;
	reset_aux(d);
}

void vpadtl_reopen(struct vpadtl *d, struct vpadtl_log *h)
{
	d->unread += h->idx - d->last_idx;
	h->idx = 0;		/* vpa_dtl_event_add: lppaca dtl_idx = 0 */
	d->last_idx = 0;
	memset(d->base, 0, d->size);	/* a new area: rb_alloc_aux's zeroed pages */
	reset_aux(d);
}

/* perf_aux_output_begin, non-overwrite mode: no handle when the area is
 * full; perf then disables the event. CIRC_SPACE(head, tail, size) is
 * (tail - head - 1) mod size. */
static bool output_begin(struct vpadtl *d, uint64_t aux_tail)
{
	uint64_t space = 0;

	if (d->aux_head - aux_tail < d->size)
		space = (aux_tail - d->aux_head - 1) & (d->size - 1);
	if (!space) {
		d->disabled = true;	/* perf_event_disable_inatomic */
		return false;
	}
	return true;
}

/* perf_aux_output_end: aux_head moves by size, whatever space the handle
 * had (the driver never looks), and a PERF_RECORD_AUX says so. */
static void output_end(struct vpadtl *d, uint64_t size, struct vpadtl_commit *c)
{
	c->offset = d->aux_head;
	c->size = size;
	d->aux_head += size;
	d->commits++;
}

/* vpa_dtl_capture_aux: copy n entries from log slot index to the AUX area
 * at head; a lap that reaches the threshold takes what fits, and the next
 * copy goes to its start. */
static void capture_aux(int64_t *n_entries, struct vpadtl *d, const struct vpadtl_log *h,
			uint64_t index)
{
	if (d->head + (uint64_t)*n_entries >= d->threshold) {
		*n_entries = (int64_t)(d->threshold - d->head);
		d->full = true;
	}
	memcpy(d->base + d->head * DTL_ENTRY_SIZE, h->buf[index],
	       (size_t)*n_entries * DTL_ENTRY_SIZE);
	if (d->full) {
		d->head = 0;
		return;
	}
	d->head += (uint64_t)*n_entries;
}

/* The header, once per AUX area: boot_tb, tb_freq, timebase 0, padding,
 * in the host's byte order (a memcpy of struct boottb_freq). */
static void put_boottb(struct vpadtl *d)
{
	memset(d->base, 0, DTL_BOOTTB_SIZE);
	st64(d->base, d->tb.boot_tb, d->tb_swap);
	st64(d->base + 8, d->tb.tb_freq, d->tb_swap);
}

/* The end of a commit: a lap that would run past the area's end publishes
 * only the rest of the lap (its padding) and starts over. Returns true for
 * such a padding commit. */
static bool commit(struct vpadtl *d, int64_t units, struct vpadtl_commit *c)
{
	uint64_t size = (uint64_t)units * DTL_ENTRY_SIZE;

	if (size + d->head_size > d->size) {
		output_end(d, d->size - d->head_size, c);
		d->head = 0;
		d->head_size = 0;
		return true;
	}
	d->head_size += size;
	output_end(d, size, c);
	return false;
}

bool vpadtl_poll(struct vpadtl *d, const struct vpadtl_log *h, uint64_t aux_tail,
		 struct vpadtl_commit *c)
{
	uint64_t cur_idx = h->idx, last_idx = d->last_idx, i;
	int64_t n_read = 0, read_size, want, n_req, hdr = 0;
	bool in_step, pad;

	if (d->disabled)	/* the hrtimer stopped with the event */
		return false;
	d->polls++;
	if (last_idx + DTL_LOG_ENTRIES <= cur_idx) {
		d->overwritten += cur_idx - DTL_LOG_ENTRIES + 1 - last_idx;
		last_idx = cur_idx - DTL_LOG_ENTRIES + 1;
	}
	n_req = (int64_t)(cur_idx - last_idx);
	if (n_req <= 0)
		return false;
	d->last_idx = last_idx + (uint64_t)n_req;
	i = last_idx % DTL_LOG_ENTRIES;
	if (!output_begin(d, aux_tail)) {
		d->unread += (uint64_t)n_req;
		return false;
	}
	/* Where the entries go and where the commit publishes agree, except
	 * after a lap filled up and before its padding went out. */
	in_step = d->head * DTL_ENTRY_SIZE == d->head_size;
	c->first = last_idx;
	if (!d->boottb_freq_saved) {
		put_boottb(d);
		d->head += 1;
		d->boottb_freq_saved = true;
		n_read += 1;
		hdr = 1;
	}
	if (i + (uint64_t)n_req > DTL_LOG_ENTRIES) {	/* read the log's tail first */
		read_size = (int64_t)(DTL_LOG_ENTRIES - i);
		capture_aux(&read_size, d, h, i);
		n_req -= read_size;
		n_read += read_size;
		i = 0;
		if (d->full) {		/* the rest of the log is not copied */
			d->dropped += (uint64_t)n_req;
			pad = commit(d, n_read, c);
			goto out;
		}
	}
	want = n_req;
	capture_aux(&n_req, d, h, i);
	d->dropped += (uint64_t)(want - n_req);
	n_read += n_req;
	pad = commit(d, n_read, c);
out:
	d->full = false;
	c->n = 0;
	if (in_step && !pad) {
		c->n = (uint32_t)(n_read - hdr);
		d->published += c->n;
	} else {
		d->unpublished += (uint64_t)(n_read - hdr);
	}
	return true;
}
