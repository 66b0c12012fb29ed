// SPDX-License-Identifier: GPL-2.0-only
/* Unit tests of the simulated vpa_dtl driver (src/source/sim/sim-vpa-dtl.c) against a
 * second model written here from the prose of ../shared/docs/dtl-format.md
 * section 6, not from the driver source: it reasons in stream positions (where the next
 * slot is written, how far the stream is published) where the driver keeps
 * head, head_size and a full flag. Both run on the same random schedules of
 * new log entries per poll, across many laps; every commit, every published
 * byte and the fate of every logged entry must agree. Also checks the lap
 * framing (include/dtl-lap.h) against brute force. */
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "dtl-lap.h"
#include "harness.h"
#include "sim-vpa-dtl.h"

#define BOOT_TB 21349649546353231ull
#define TB_FREQ 512000000ull

/* ---- the second model ---- */

struct model_b {
	uint64_t S, T;		/* lap length, slots per lap */
	uint64_t wpos;		/* stream position the next unit is written to */
	uint64_t pub;		/* stream bytes published */
	uint64_t read;		/* log entries consumed (read or skipped) */
	bool header_out;	/* the header was written */
	bool off;		/* disabled: the area was found full */
	/* unit written at each slot, by lap and lap offset / 48: -1 header,
	 * k >= 0 log entry k, -2 nothing (zero bytes) */
	int64_t *unit;
	size_t nunit;
	/* the fate of every logged entry */
	uint64_t published, overwritten, dropped, unpublished, unread;
};

static void mb_init(struct model_b *m, uint64_t S)
{
	memset(m, 0, sizeof(*m));
	m->S = S;
	m->T = (S - 32) / 48;
}

static size_t mb_key(const struct model_b *m, uint64_t pos)
{
	return (size_t)(pos / m->S * (m->S / 48 + 1) + pos % m->S / 48);
}

static void mb_set(struct model_b *m, uint64_t pos, int64_t u)
{
	size_t k = mb_key(m, pos);

	if (k >= m->nunit) {
		size_t n = m->nunit ? m->nunit : 1024;

		while (n <= k)
			n *= 2;
		m->unit = realloc(m->unit, n * sizeof(*m->unit));
		for (size_t i = m->nunit; i < n; i++)
			m->unit[i] = -2;
		m->nunit = n;
	}
	m->unit[k] = u;
}

static int64_t mb_get(const struct model_b *m, uint64_t pos)
{
	size_t k = mb_key(m, pos);

	return pos % m->S % 48 == 0 && k < m->nunit ? m->unit[k] : -2;
}

/* A poll that finds `logged` entries in the log so far (its dtl_idx); the
 * consumer has read up to tail. Returns true with [*off, *off + *size)
 * published and the log entries [*first, *first + *n) among them. */
static bool mb_poll(struct model_b *m, uint64_t logged, uint64_t tail, uint64_t *off,
		    uint64_t *size, uint64_t *first, uint64_t *n)
{
	uint64_t fresh = logged - m->read, take, units, slot, fit, lap_end, bytes, w0 = m->wpos;

	if (m->off || !fresh)
		return false;
	/* The log holds 85; a poll that finds 85 or more new ones takes the
	 * newest 84 (the driver's index arithmetic) and the rest are gone. */
	take = fresh >= 85 ? 84 : fresh;
	m->overwritten += fresh - take;
	*first = logged - take;
	m->read = logged;
	/* Nothing can be written when the unread part fills the area. */
	if (m->pub - tail >= m->S) {
		m->off = true;
		m->unread += take;
		return false;
	}
	units = take + !m->header_out;
	/* A lap has T slots: units past the last one are not written, and
	 * the next write starts the following lap. */
	slot = (m->wpos % m->S) / 48;
	fit = units < m->T - slot ? units : m->T - slot;
	m->dropped += units - fit;
	for (uint64_t k = 0; k < fit; k++) {
		bool hdr = !m->header_out && k == 0;

		mb_set(m, m->wpos + k * 48, hdr ? -1 : (int64_t)(*first + k - !m->header_out));
	}
	m->wpos = slot + units >= m->T ? m->wpos - m->wpos % m->S + m->S : m->wpos + fit * 48;
	m->header_out = true;
	/* The commit covers what was written, unless that would run past the
	 * end of the published stream's lap: then only the rest of that lap
	 * (padding) goes out, and writing starts over at the next lap. */
	bytes = fit * 48;
	lap_end = m->pub - m->pub % m->S + m->S;
	*off = m->pub;
	if (m->pub + bytes > lap_end) {
		*size = lap_end - m->pub;
		m->wpos = lap_end;
		*n = 0;
	} else {
		*size = bytes;
		/* Published only if written where the stream is. */
		*n = w0 == m->pub ? fit - (units - take) : 0;
	}
	m->pub += *size;
	m->published += *n;
	m->unpublished += (fit - (units - take)) - *n;
	return true;
}

/* ---- shared pieces ---- */

struct rig {
	struct vpadtl d;
	struct vpadtl_log log;
	struct model_b m;
	uint8_t *aux;
	uint64_t tail;		/* the consumer's aux_tail */
	uint64_t seq;
	uint64_t commits, laps_seen;
};

static void rig_init(struct rig *r, uint64_t S)
{
	struct dtl_boottb tb = { BOOT_TB, TB_FREQ };

	memset(r, 0, sizeof(*r));
	r->aux = calloc(1, S);
	vpadtl_init(&r->d, r->aux, S, &tb, false);
	mb_init(&r->m, S);
}

static void rig_free(struct rig *r)
{
	free(r->aux);
	free(r->m.unit);
}

/* The hypervisor logs entry number seq: srr0 says which it is. */
static void log_one(struct rig *r)
{
	struct dtl_entry e = { 0 };

	e.dispatch_reason = (uint8_t)(r->seq % 11);
	e.preempt_reason = (uint8_t)(1 + r->seq % 9);
	e.timebase = BOOT_TB + 1000 + r->seq * 512;
	e.srr0 = r->seq;
	vpadtl_log_put(&r->log, &e);
	r->seq++;
}

/* Expected bytes at stream position p of a published range (the second
 * model's view): the unit written at that slot, else zeros. */
static int check_bytes(const struct rig *r, uint64_t off, uint64_t size)
{
	static const uint8_t zero[48];
	uint64_t S = r->m.S;

	for (uint64_t p = off; p < off + size;) {
		uint64_t in = p % S % 48;
		uint64_t len = 48 - in < off + size - p ? 48 - in : off + size - p;
		const uint8_t *got = r->aux + p % S;
		int64_t u = mb_get(&r->m, p - in);

		if (u == -2 || in) {
			/* only zeros: padding or never written */
			if (u == -2 && memcmp(got, zero, len))
				return -1;
		} else if (u == -1) {
			if (ld64(got, false) != BOOT_TB || ld64(got + 8, false) != TB_FREQ ||
			    ld64(got + 16, false) != 0 || len != 48)
				return -1;
		} else if (len != 48 || ldbe64(got + 32) != (uint64_t)u) {
			return -1;
		}
		p += len;
	}
	return 0;
}

/* One poll of both models, read at once by the consumer unless lag. */
static int step(struct rig *r, bool read)
{
	struct vpadtl_commit c = { 0 };
	uint64_t off = 0, size = 0, first = 0, n = 0;
	bool a = vpadtl_poll(&r->d, &r->log, r->tail, &c);
	bool b = mb_poll(&r->m, r->log.idx, r->tail, &off, &size, &first, &n);

	if (a != b)
		return -1;
	if (a) {
		if (c.offset != off || c.size != size || c.n != n || (n && c.first != first))
			return -2;
		if (check_bytes(r, c.offset, c.size) < 0)
			return -3;
		r->commits++;
		r->laps_seen = (c.offset + c.size) / r->m.S;
	}
	if (r->d.aux_head != r->m.pub)
		return -4;
	if (read)
		r->tail = r->d.aux_head;
	return 0;
}

static int same_fates(const struct rig *r)
{
	const struct vpadtl *d = &r->d;
	const struct model_b *m = &r->m;

	return d->published == m->published && d->overwritten == m->overwritten &&
	       d->dropped == m->dropped && d->unpublished == m->unpublished &&
	       d->unread == m->unread;
}

/* New entries per poll: mostly a few, sometimes none, one, a full log, or
 * more than the log holds. */
static unsigned pick(uint64_t *rng)
{
	unsigned r;

	*rng = *rng * 6364136223846793005ull + 1442695040888963407ull;
	r = (unsigned)(*rng >> 33);
	switch (r % 16) {
	case 0: case 1: return 0;
	case 2: case 3: case 4: return 1;
	case 5: return 84;
	case 6: return 85 + r / 16 % 40;
	case 7: return 2;
	default: return r / 16 % 30;
	}
}

static int run_schedule(uint64_t S, uint64_t polls, uint64_t seed, struct rig *r)
{
	uint64_t rng = seed;

	rig_init(r, S);
	for (uint64_t p = 0; p < polls; p++) {
		unsigned n = pick(&rng);
		int e;

		for (unsigned k = 0; k < n; k++)
			log_one(r);
		e = step(r, true);
		if (e)
			return e;
		if (!same_fates(r))
			return -5;
	}
	return 0;
}

TEST(vpadtl_matches_second_model_64k)
{
	struct rig r;
	int e = run_schedule(64 << 10, 60000, 1, &r);

	CHECK(e == 0);
	CHECK(r.laps_seen >= 20);	/* many laps, not one */
	CHECK(r.d.published > 0 && r.d.unpublished > 0 && r.d.dropped > 0);
	CHECK(r.d.overwritten > 0);
	CHECK_U64(r.d.published + r.d.overwritten + r.d.dropped + r.d.unpublished + r.d.unread,
		  r.log.idx);
	rig_free(&r);
}

TEST(vpadtl_matches_second_model_1m)
{
	struct rig r;
	int e = run_schedule(1 << 20, 400000, 7, &r);

	CHECK(e == 0);
	CHECK(r.laps_seen >= 20);
	CHECK_U64(r.d.published + r.d.overwritten + r.d.dropped + r.d.unpublished + r.d.unread,
		  r.log.idx);
	rig_free(&r);
}

/* One entry per poll at 64 KiB: the lap's padding is 64 bytes, so the poll
 * after the lap fills publishes 48 bytes of padding as if they were an
 * entry, the next the last 16; both polls' entries are lost. At 128 KiB the
 * padding is 32 bytes and one poll's entry is lost. */
TEST(vpadtl_one_entry_per_poll_lap_end)
{
	static const uint64_t sizes[2] = { 64 << 10, 128 << 10 };

	for (int s = 0; s < 2; s++) {
		uint64_t S = sizes[s], T = (S - 32) / 48, lost_per_lap = S == (64 << 10) ? 2 : 1;
		struct rig r;
		uint64_t padcommits = 0;

		rig_init(&r, S);
		for (uint64_t p = 0; p < 3 * T + 10; p++) {
			struct vpadtl_commit c;

			log_one(&r);
			CHECK(vpadtl_poll(&r.d, &r.log, r.tail, &c));
			r.tail = r.d.aux_head;
			if (c.n == 0) {
				padcommits++;
				CHECK(c.size == 48 || c.size == S - T * 48 || c.size == 16);
			}
		}
		/* Lap 0 holds the header and T - 1 entries, the next ones T
		 * each; 3T + 10 polls pass three lap ends. */
		CHECK_U64(r.d.unpublished, 3 * lost_per_lap);
		CHECK_U64(padcommits, r.d.unpublished);
		CHECK_U64(r.d.published + r.d.unpublished, r.log.idx);
		rig_free(&r);
	}
}

/* A consumer that stops reading: the area fills, the driver overwrites
 * what was not read (it never looks at the space it was given), and the
 * next poll finds it full and perf disables the event; then nothing more,
 * until the consumer opens a new event. */
TEST(vpadtl_full_area_disables_until_reopen)
{
	struct rig r;
	uint64_t S = 64 << 10, polls = 0;

	rig_init(&r, S);
	while (!r.d.disabled && polls < 10000) {
		for (int k = 0; k < 30; k++)
			log_one(&r);
		CHECK(step(&r, false) == 0);
		polls++;
	}
	CHECK(r.d.disabled);
	CHECK(r.d.aux_head - r.tail >= S);
	CHECK(r.d.unread > 0);
	CHECK(same_fates(&r));
	for (int k = 0; k < 30; k++)
		log_one(&r);
	{
		struct vpadtl_commit c;

		CHECK(!vpadtl_poll(&r.d, &r.log, r.d.aux_head, &c));	/* even if drained */
	}
	vpadtl_reopen(&r.d, &r.log);
	CHECK(!r.d.disabled && r.d.aux_head == 0 && r.log.idx == 0);
	log_one(&r);
	{
		struct vpadtl_commit c;

		CHECK(vpadtl_poll(&r.d, &r.log, 0, &c));
		CHECK_U64(c.offset, 0);
		CHECK_U64(c.size, 96);	/* a new header, then the entry */
		CHECK_U64(c.n, 1);
		CHECK_U64(ld64(r.aux, false), BOOT_TB);
	}
	rig_free(&r);
}

/* The hypervisor log's index arithmetic: 85 or more new entries at a poll
 * leave the newest 84, read across the log's wrap in log order. */
TEST(vpadtl_log_wrap_keeps_newest_84)
{
	struct rig r;
	struct vpadtl_commit c;

	rig_init(&r, 1 << 20);
	for (int k = 0; k < 50; k++)
		log_one(&r);
	CHECK(vpadtl_poll(&r.d, &r.log, 0, &c));
	for (int k = 0; k < 200; k++)
		log_one(&r);
	CHECK(vpadtl_poll(&r.d, &r.log, 0, &c));
	CHECK_U64(c.n, 84);
	CHECK_U64(c.first, 250 - 84);
	CHECK_U64(r.d.overwritten, 200 - 84);
	for (uint32_t k = 0; k < c.n; k++)
		CHECK_U64(ldbe64(r.aux + c.offset + k * 48 + 32), c.first + k);
	rig_free(&r);
}

/* ---- framing ---- */

TEST(lap_framing_against_brute_force)
{
	static const uint64_t sizes[3] = { 256, 4096, 64 << 10 };

	for (int s = 0; s < 3; s++) {
		struct dtl_lap l;
		uint64_t S = sizes[s], T = (S - 32) / 48;

		CHECK(dtl_lap_init(&l, S));
		CHECK_U64(l.slots_end, T * 48);
		for (uint64_t pos = 0; pos < 3 * S + 7; pos += S > 4096 ? 13 : 1) {
			uint64_t want = pos;

			/* the first slot start >= pos, by walking */
			while (want % S >= T * 48 || want % S % 48)
				want++;
			CHECK_U64(dtl_lap_slot_at(&l, pos), want);
		}
		for (uint64_t pos = 0; pos < 2 * S; pos += S > 4096 ? 97 : 5) {
			uint64_t n = 0, p = pos;

			/* every byte walked once per pos: the slot starts p with
			 * p + 48 <= pos + len, counted as len grows */
			for (uint64_t len = 0; len < 2 * S; len += S > 4096 ? 1031 : 7) {
				for (; p + 48 <= pos + len; p++)
					if (p % S < T * 48 && p % S % 48 == 0 && p != 0)
						n++;
				CHECK_U64(dtl_lap_entries(&l, pos, len), n);
			}
		}
	}
}

TEST(lap_init_rejects_bad_sizes)
{
	struct dtl_lap l;

	CHECK(!dtl_lap_init(&l, 0));
	CHECK(!dtl_lap_init(&l, 128));
	CHECK(!dtl_lap_init(&l, 3 << 12));
	CHECK(dtl_lap_init(&l, 256));
	CHECK(dtl_lap_init(&l, 1ull << 40));
	CHECK(!dtl_lap_init(&l, 1ull << 41));
	/* entries near the top of the stream do not wrap the count */
	CHECK(dtl_lap_init(&l, 1 << 17));
	CHECK(dtl_lap_entries(&l, UINT64_MAX - 100, 1000) <= 3);
}
