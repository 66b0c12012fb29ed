// SPDX-License-Identifier: GPL-2.0-only
/* dtl-anchor.c: the timebase anchored on the events' clock by bracketed
 * reads (dtl-anchor.h). */
#include "dtl-anchor.h"
#include "dtl.h"

void dtl_anchor_init(struct dtl_anchor *a, uint64_t tb_freq)
{
	*a = (struct dtl_anchor){ .tb_freq = tb_freq };
	/* 1 ms in ticks: 512000 at POWER's 512 MHz */
	a->jump_ticks = (uint64_t)((unsigned __int128)tb_freq * DTL_ANCHOR_JUMP_NS / 1000000000u);
}

const struct dtl_cal_sample *dtl_cal_best(const struct dtl_cal_sample *s, size_t n)
{
	const struct dtl_cal_sample *best = NULL;

	for (size_t i = 0; i < n; i++)
		if (s[i].ns1 >= s[i].ns0 && (!best || s[i].ns1 - s[i].ns0 < best->ns1 - best->ns0))
			best = &s[i];
	return best;
}

uint64_t dtl_anchor_boot_tb(uint64_t tb_freq, const struct dtl_cal_sample *s)
{
	/* the midpoint without overflow; ticks in 128 bits (ns * 512e6
	 * passes 2^64 after 36 s) */
	uint64_t mid = s->ns0 + (s->ns1 - s->ns0) / 2;
	unsigned __int128 ticks = (unsigned __int128)mid * tb_freq / 1000000000u;

	return ticks < s->tb ? s->tb - (uint64_t)ticks : 0;
}

int dtl_anchor_update(struct dtl_anchor *a, const struct dtl_cal_sample *s, size_t n)
{
	const struct dtl_cal_sample *b = dtl_cal_best(s, n);
	uint64_t boot, d;

	if (!b || !a->tb_freq)
		return -1;
	boot = dtl_anchor_boot_tb(a->tb_freq, b);
	d = boot > a->boot_tb ? boot - a->boot_tb : a->boot_tb - boot;
	if (a->valid && d <= a->jump_ticks)
		return 0;
	a->boot_tb = boot;
	a->width_ns = b->ns1 - b->ns0;
	a->valid = true;
	a->anchors++;
	return 1;
}

uint64_t dtl_anchor_ns(const struct dtl_anchor *a, uint64_t tb)
{
	struct dtl_boottb h = { a->boot_tb, a->tb_freq };

	return dtl_tb_to_ns(&h, tb);
}

void dtl_anchor_shift(uint8_t *buf, size_t len, uint64_t delta)
{
	for (size_t o = 0; o + DTL_ENTRY_SIZE <= len; o += DTL_ENTRY_SIZE) {
		uint8_t *p = buf + o + 16;	/* dtl_entry.timebase */
		uint64_t tb = ldbe64(p);

		if (!dtl_tb_valid(tb))
			continue;
		tb -= delta;
		for (int i = 7; i >= 0; i--, tb >>= 8)
			p[i] = (uint8_t)tb;
	}
}
