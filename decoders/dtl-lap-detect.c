// SPDX-License-Identifier: GPL-2.0-only
/* dtl-lap-detect.c: every candidate lap size framed over the sampled AUX
 * data (dtl-lap-detect.h), each slot classed once for all of them. */
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
	free(d->sums);
	d->boot_tb = d->tb_freq = NULL;
	d->sums = NULL;
	d->sums_cap = 0;
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

/* A nonzero slot: 1 when it reads as a plausible entry, -1 when not.
 * boot: the CPU's boot timebase, 0 if unknown. */
static int slot_kind(const uint8_t *p, uint64_t boot)
{
	uint64_t tb = ldbe64(p + 16);

	if (p[0] >= REASON_PLAUSIBLE || p[1] >= REASON_PLAUSIBLE || (int64_t)tb <= 0)
		return -1;
	/* No dispatch before the boot (a boot header with a zero tb_freq is
	 * no header); no upper bound: uptimes, tb_freq vary too much. */
	return tb < boot ? -1 : 1;
}

static uint64_t boot_of(const struct lapd *d, uint32_t cpu)
{
	return cpu < d->ncpu && d->tb_freq[cpu] ? d->boot_tb[cpu] : 0;
}

/* Slot by slot, for when the chunk sums (below) could not be made. */
static void feed_size_slow(const struct lapd *d, struct lapd_cand *c, const struct dtl_lap *l,
			   uint32_t cpu, uint64_t pos, const uint8_t *p, uint64_t end)
{
	uint64_t x = pos, boot = boot_of(d, cpu);

	while (x < end) {
		uint64_t base = x - dtl_lap_off(l, x), pad = base + l->slots_end;
		uint64_t lap_end = base + l->size, a, b;

		for (uint64_t s = dtl_lap_slot_at(l, x); s + DTL_ENTRY_SIZE <= pad &&
		     s + DTL_ENTRY_SIZE <= end; s += DTL_ENTRY_SIZE) {
			const uint8_t *q = p + (s - pos);
			/* 0: the header at stream offset 0, or zeros */
			int k = s && !all_zero(q, DTL_ENTRY_SIZE) ? slot_kind(q, boot) : 0;

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

/* A fed buffer in 16-byte chunks from its first multiple of 16. Every
 * size's slots start on that grid (a lap starts at a multiple of 256, its
 * slots 48 bytes apart), so each is classed once for all the sizes, and a
 * size's count over a lap's run of slots, or its test of a lap's tail for
 * zeros, is a difference of running sums. */
struct chunks {
	const uint8_t *p;	/* the buffer, at stream position pos */
	uint64_t pos, end;
	uint64_t a0;		/* the first chunk's stream position */
	uint64_t n;		/* whole chunks in [a0, end) */
	const uint32_t *nz;	/* nz[j]: nonzero chunks before chunk j */
	/* good[j + 3] = good[j] + (chunk j starts a plausible slot), bad
	 * alike for the other nonzero ones: j, j + 3, ... are one slot grid */
	const uint32_t *good, *bad;
};

static bool chunk_zero(const uint8_t *q)
{
	return (ld64(q, false) | ld64(q + 8, false)) == 0;
}

/* false: out of memory, or a buffer too long for 32-bit sums. */
static bool chunks_make(struct lapd *d, struct chunks *k, uint32_t cpu, uint64_t pos,
			const uint8_t *p, size_t len)
{
	uint64_t end = pos + len, a0 = (pos + 15) & ~15ull, n = end > a0 ? (end - a0) / 16 : 0;
	uint64_t boot = boot_of(d, cpu);
	uint32_t *nz, *g, *b;

	if (n >= UINT32_MAX / 4)
		return false;
	if (3 * (n + 1) > d->sums_cap) {
		uint32_t *t = realloc(d->sums, 3 * (n + 1) * sizeof(*t));

		if (!t)
			return false;
		d->sums = t;
		d->sums_cap = 3 * (n + 1);
	}
	nz = d->sums;
	g = nz + n + 1;
	b = g + n + 1;
	nz[0] = 0;
	for (uint64_t j = 0; j < n; j++)
		nz[j + 1] = nz[j] + !chunk_zero(p + (a0 - pos) + 16 * j);
	for (uint64_t j = 0; j < 3 && j <= n; j++)
		g[j] = b[j] = 0;
	for (uint64_t j = 0; j + 3 <= n; j++) {
		int kind = nz[j + 3] == nz[j] ? 0 : slot_kind(p + (a0 - pos) + 16 * j, boot);

		g[j + 3] = g[j] + (kind > 0);
		b[j + 3] = b[j] + (kind < 0);
	}
	*k = (struct chunks){ .p = p, .pos = pos, .end = end, .a0 = a0, .n = n, .nz = nz,
			      .good = g, .bad = b };
	return true;
}

/* A nonzero byte in [a, b), where pos <= a < b <= end. */
static bool chunks_nonzero(const struct chunks *k, uint64_t a, uint64_t b)
{
	uint64_t ca = (a + 15) & ~15ull, cb = b & ~15ull;

	if (b <= ca)
		return !all_zero(k->p + (a - k->pos), b - a);
	if (!all_zero(k->p + (a - k->pos), ca - a) || !all_zero(k->p + (cb - k->pos), b - cb))
		return true;
	return k->nz[(cb - k->a0) / 16] != k->nz[(ca - k->a0) / 16];
}

/* The buffer framed in laps of l: feed_size_slow's counts, a lap at a time. */
static void feed_size(const struct chunks *k, struct lapd_cand *c, const struct dtl_lap *l)
{
	for (uint64_t x = k->pos; x < k->end;) {
		uint64_t base = x - dtl_lap_off(l, x), pad = base + l->slots_end;
		uint64_t lap_end = base + l->size, lim = k->end < pad ? k->end : pad;
		uint64_t s = dtl_lap_slot_at(l, x), m = lim >= s + DTL_ENTRY_SIZE ?
			(lim - s) / DTL_ENTRY_SIZE : 0;
		uint64_t a = x > pad ? x : pad, b = k->end < lap_end ? k->end : lap_end;

		if (s == 0 && m) {	/* the header: no entry */
			s = DTL_ENTRY_SIZE;
			m--;
		}
		if (m) {	/* slots s, s + 48, ..., all in whole chunks */
			uint64_t j = (s - k->a0) / 16;

			c->good += k->good[j + 3 * m] - k->good[j];
			c->bad += k->bad[j + 3 * m] - k->bad[j];
			c->crossed += s == base && k->good[j + 3] != k->good[j];
		}
		if (a < b && chunks_nonzero(k, a, b))
			c->bad++;
		x = lap_end;
	}
}

void lapd_feed(struct lapd *d, uint32_t cpu, uint64_t pos, const uint8_t *p, size_t len)
{
	struct chunks k = { 0 };
	bool fast;

	/* Every candidate's lap end past the data must not wrap: pos and
	 * pos + len stay a largest lap (DTL_AUX_MAX) below 2^64. Written so
	 * that the test itself cannot wrap. */
	if (!len || pos > UINT64_MAX - DTL_AUX_MAX || len > UINT64_MAX - DTL_AUX_MAX - pos)
		return;
	if (pos == 0 && len >= DTL_BOOTTB_SIZE)
		keep_header(d, cpu, p);
	d->bytes += len;
	fast = chunks_make(d, &k, cpu, pos, p, len);
	for (int i = 0; i < LAPD_N; i++) {
		struct dtl_lap l;
		struct lapd_cand n = { 0 }, *c = &d->c[i];

		if (!dtl_lap_init(&l, 1ull << (LAPD_MIN_LOG + i)))
			continue;
		/* Within the first lap of this size, and so of every larger
		 * one: they all frame it alike, once is enough. */
		if (pos + len <= l.slots_end)
			c = &n;
		if (fast)
			feed_size(&k, c, &l);
		else
			feed_size_slow(d, c, &l, cpu, pos, p, pos + len);
		if (c != &n)
			continue;
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
