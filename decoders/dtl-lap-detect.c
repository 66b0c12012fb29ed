// SPDX-License-Identifier: GPL-2.0-only
/* dtl-lap-detect.c: every candidate lap size framed over the sampled AUX
 * data, slot by slot (dtl-lap-detect.h). */
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "dtl-lap-detect.h"
#include "dtl-lap.h"

/* A little beyond the reason tables (dtl.h), for future values; an entry
 * framed 16 or 32 bytes off reads a timebase's or an address's high bytes
 * there (0x4c.., 0xc0..). */
#define REASON_PLAUSIBLE 16
/* More bad slots than 1 in this many good ones: no size frames the data
 * (entries with reasons past the tables, 2 % of them in dtlgen --unknown-reasons
 * and more in future data, are bad alike under every size). */
#define BAD_RATIO 4

void lapd_init(struct lapd *d, bool swap)
{
	memset(d, 0, sizeof(*d));
	d->swap = swap;
}

void lapd_free(struct lapd *d)
{
	free(d->boot_tb);
	free(d->tb_freq);
	d->boot_tb = d->tb_freq = NULL;
	d->ncpu = 0;
}

static void keep_header(struct lapd *d, uint32_t cpu, const uint8_t *p)
{
	if (cpu >= LAPD_MAX_CPU)
		return;
	if (cpu >= d->ncpu) {
		uint32_t n = cpu + 1 > d->ncpu * 2 ? cpu + 1 : d->ncpu * 2;
		uint64_t *b = realloc(d->boot_tb, n * sizeof(*b)), *f;

		if (!b)
			return;
		d->boot_tb = b;
		if (!(f = realloc(d->tb_freq, n * sizeof(*f))))
			return;
		d->tb_freq = f;
		memset(b + d->ncpu, 0, (n - d->ncpu) * sizeof(*b));
		memset(f + d->ncpu, 0, (n - d->ncpu) * sizeof(*f));
		d->ncpu = n;
	}
	d->boot_tb[cpu] = ld64(p, d->swap);
	d->tb_freq[cpu] = ld64(p + 8, d->swap);
}

static bool all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

/* 1: a plausible entry, 0: zeros (a padding commit), -1: anything else. */
static int slot_kind(const struct lapd *d, uint32_t cpu, const uint8_t *p)
{
	uint64_t tb = ldbe64(p + 16);

	if (all_zero(p, DTL_ENTRY_SIZE))
		return 0;
	if (p[0] >= REASON_PLAUSIBLE || p[1] >= REASON_PLAUSIBLE || (int64_t)tb <= 0)
		return -1;
	/* No dispatch before the boot (a boot header with a zero tb_freq is
	 * no header); no upper bound: uptimes, tb_freq vary too much. */
	if (cpu < d->ncpu && d->tb_freq[cpu] && tb < d->boot_tb[cpu])
		return -1;
	return 1;
}

static void feed_size(const struct lapd *d, struct lapd_cand *c, const struct dtl_lap *l,
		      uint32_t cpu, uint64_t pos, const uint8_t *p, uint64_t end)
{
	uint64_t x = pos;

	while (x < end) {
		uint64_t base = x - dtl_lap_off(l, x), pad = base + l->slots_end;
		uint64_t lap_end = base + l->size, a, b;

		for (uint64_t s = dtl_lap_slot_at(l, x); s + DTL_ENTRY_SIZE <= pad &&
		     s + DTL_ENTRY_SIZE <= end; s += DTL_ENTRY_SIZE) {
			int k = s ? slot_kind(d, cpu, p + (s - pos)) : 0;	/* 0: the header */

			c->good += k > 0;
			c->bad += k < 0;
			c->crossed += k > 0 && s == base;
		}
		a = x > pad ? x : pad;
		b = end < lap_end ? end : lap_end;
		if (a < b && !all_zero(p + (a - pos), b - a))
			c->bad++;
		x = lap_end;
	}
}

void lapd_feed(struct lapd *d, uint32_t cpu, uint64_t pos, const uint8_t *p, size_t len)
{
	/* Every candidate's lap end past the data must not wrap: pos and
	 * pos + len stay a largest lap (DTL_AUX_MAX) below 2^64. Written so
	 * that the test itself cannot wrap. */
	if (!len || pos > UINT64_MAX - DTL_AUX_MAX || len > UINT64_MAX - DTL_AUX_MAX - pos)
		return;
	if (pos == 0 && len >= DTL_BOOTTB_SIZE)
		keep_header(d, cpu, p);
	d->bytes += len;
	for (int i = 0; i < LAPD_N; i++) {
		struct dtl_lap l;
		struct lapd_cand n = { 0 };

		if (!dtl_lap_init(&l, 1ull << (LAPD_MIN_LOG + i)))
			continue;
		if (pos + len > l.slots_end) {
			feed_size(d, &d->c[i], &l, cpu, pos, p, pos + len);
			continue;
		}
		/* Within the first lap of this size, and so of every larger
		 * one: they all frame it alike, once is enough. */
		feed_size(d, &n, &l, cpu, pos, p, pos + len);
		for (; i < LAPD_N; i++) {
			d->c[i].good += n.good;
			d->c[i].bad += n.bad;
		}
	}
}

static int size_index(uint64_t size)
{
	for (int i = 0; i < LAPD_N; i++)
		if (size == 1ull << (LAPD_MIN_LOG + i))
			return i;
	return -1;
}

/* Fewest bad slots over all sizes: the true size's, which a torn entry in
 * the data costs every size alike. */
static uint64_t least_bad(const struct lapd *d)
{
	uint64_t best = UINT64_MAX;

	for (int i = 0; i < LAPD_N; i++)
		best = d->c[i].bad < best ? d->c[i].bad : best;
	return best;
}

static int smallest_confirmed(const struct lapd *d, uint64_t best)
{
	for (int i = 0; i < LAPD_N; i++)
		if (d->c[i].bad == best)
			return d->c[i].crossed ? i : -1;
	return -1;
}

bool lapd_settled(const struct lapd *d)
{
	return smallest_confirmed(d, least_bad(d)) >= 0;
}

enum lapd_verdict lapd_decide(const struct lapd *d, uint64_t hint, uint64_t dflt, uint64_t *size,
			      bool *confirmed)
{
	uint64_t best = least_bad(d);
	int h = size_index(hint), i;
	const struct lapd_cand *c;

	*confirmed = false;
	*size = hint ? hint : dflt;
	for (i = 0; i < LAPD_N && d->c[i].bad == best; i++)
		;
	c = &d->c[0];
	if (i == LAPD_N && c->good == 0)
		return LAPD_NO_DATA;	/* every size read the same nothing */
	for (i = 0; i < LAPD_N && d->c[i].bad != best; i++)
		;
	c = &d->c[i];
	if (c->good == 0 || c->bad * BAD_RATIO > c->good)
		return LAPD_UNFRAMEABLE;
	if (h >= 0 && d->c[h].bad == best) {
		*confirmed = d->c[h].crossed > 0;
		return LAPD_HINT;
	}
	/* Then the default where it fits: a thin sample (a few entries per
	 * CPU, the index's first and last buffers) can leave a small size
	 * fitting and "restarting" where its lap start merely coincides with
	 * an entry (4096 * 3 = 256 * 48), which the default's laps, if they
	 * frame the sample too, do not need. */
	if ((i = size_index(dflt)) >= 0 && d->c[i].bad == best) {
		*confirmed = d->c[i].crossed > 0;
	} else if ((i = smallest_confirmed(d, best)) >= 0) {
		*confirmed = true;
	} else {
		for (i = 0; d->c[i].bad != best; i++)
			;
	}
	*size = 1ull << (LAPD_MIN_LOG + i);
	return LAPD_FOUND;
}
