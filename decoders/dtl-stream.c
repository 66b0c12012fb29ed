// SPDX-License-Identifier: GPL-2.0-only
/* dtl-stream.c: the per-stream state of the DTL-stream decoder and its
 * header rule (dtl-stream.h has the per-slot pieces, inline). */
#include <string.h>

#include "dtl-stream.h"

bool dtl_dec_init(struct dtl_dec *d, uint64_t aux_size)
{
	memset(d, 0, sizeof(*d));
	dtl_dec_drop_header(d);
	return dtl_lap_init(&d->lap, aux_size);
}

void dtl_dec_restart(struct dtl_dec *d)
{
	d->pos = 0;
	dtl_dec_drop_header(d);
}

void dtl_dec_drop_header(struct dtl_dec *d)
{
	d->have_tb = false;
	d->min_tb = UINT64_MAX;
}

enum dtl_hdr dtl_dec_header(struct dtl_dec *d, uint64_t at, const void *p, bool swap)
{
	struct dtl_boottb tb;

	if (at != 0)
		return DTL_HDR_NONE;
	if (!dtl_decode_boottb(p, swap, &tb))
		return DTL_HDR_BAD;
	dtl_dec_set_header(d, &tb);
	return DTL_HDR_OK;
}

void dtl_dec_set_header(struct dtl_dec *d, const struct dtl_boottb *tb)
{
	d->tb = *tb;
	d->have_tb = true;
	d->min_tb = tb->boot_tb;
	d->tb_freq_d = (double)tb->tb_freq;
}
