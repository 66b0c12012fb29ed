// SPDX-License-Identifier: GPL-2.0-only
/* aux-ring.c: consumes a perf AUX area ([aux_tail, aux_head), wrapping) and
 * feeds one CPU's vpa_dtl stream from it, whole slots or pieces carried over
 * between reads, to the DTL-stream decoder (dtl-stream.h). */
#include <errno.h>
#include <string.h>

#include "aux-ring.h"

bool aux_ring_init(struct aux_ring *r, void *user_page, const void *aux_base,
		   uint64_t aux_size)
{
	memset(r, 0, sizeof(*r));
	if (!aux_size || (aux_size & (aux_size - 1)))
		return false;
	r->pg = user_page;
	r->base = aux_base;
	r->size = aux_size;
	r->mask = aux_size - 1;
	/* We are the only writer of aux_tail, so after this our copy is the
	 * truth; relaxed is enough, nothing else is published with it. */
	r->tail = __atomic_load_n(&r->pg->aux_tail, __ATOMIC_RELAXED);
	return true;
}

uint64_t aux_ring_pending(const struct aux_ring *r)
{
	return __atomic_load_n(&r->pg->aux_head, __ATOMIC_ACQUIRE) - r->tail;
}

/* Publishing aux_tail hands the bytes below it back to the producer. Release:
 * every load we made from them (the callback's reads) happens before the
 * producer, which reads aux_tail before writing (acquire / smp_mb in the
 * kernel's perf_aux_output_begin), can overwrite them. */
static void publish_tail(struct aux_ring *r, uint64_t tail)
{
	r->tail = tail;
	__atomic_store_n(&r->pg->aux_tail, tail, __ATOMIC_RELEASE);
}

bool aux_ring_check_overrun(struct aux_ring *r, uint64_t head)
{
	/* Unsigned: a head behind tail (a reset producer) also lands here,
	 * and skipping to head is the only sane answer to that too. */
	if (head - r->tail <= r->size - r->margin)
		return false;
	r->overruns++;
	r->lost_bytes += head - r->tail;
	publish_tail(r, head);
	return true;
}

int64_t aux_ring_read(struct aux_ring *r, aux_ring_fn fn, void *arg)
{
	/* Acquire pairs with the producer's release (smp_wmb before the
	 * kernel's aux_head store): the bytes below head are visible. */
	uint64_t head = __atomic_load_n(&r->pg->aux_head, __ATOMIC_ACQUIRE);
	uint64_t tail = r->tail, avail, off, l1;
	int64_t used;

	if (head - tail >= r->size - r->margin)
		r->full = true;
	if (aux_ring_check_overrun(r, head) || head == tail)
		return 0;
	avail = head - tail;
	off = tail & r->mask;
	l1 = avail < r->size - off ? avail : r->size - off;
	used = fn(arg, tail, r->base + off, l1, r->base, avail - l1);
	if (used < 0)
		return used;
	if ((uint64_t)used > avail)
		return -EINVAL;	/* a callback bug: consume nothing */
	if (used) {
		publish_tail(r, tail + (uint64_t)used);
		r->bytes += (uint64_t)used;
		r->reads++;
	}
	return used;
}

bool aux_dtl_init(struct aux_dtl *s, uint32_t cpu, uint64_t aux_size, aux_dtl_emit_fn emit,
		  void *arg)
{
	memset(s, 0, sizeof(*s));
	s->cpu = cpu;
	s->emit = emit;
	s->arg = arg;
	return dtl_dec_init(&s->dec, aux_size);
}

void aux_dtl_restart(struct aux_dtl *s)
{
	dtl_dec_restart(&s->dec);
	s->part_len = 0;
	s->suspect = 0;
	s->dead = false;
	s->last_ns = 0;
	s->good_ns = 0;
}

/* An entry no hypervisor writes: invalid or before boot_tb with a header
 * in hand, or older than the newest good one (a CPU's log is in time
 * order). One is decoded as ever (skipped, or delivered); a run of
 * DTL_DEAD_RUN makes the stream dead. True when the entry is withheld. */
static bool dead_check(struct aux_dtl *s, bool valid, uint64_t ns)
{
	if (!s->dead && !(s->dec.have_tb && (!valid || ns < s->good_ns))) {
		s->suspect = 0;
		if (valid)
			s->good_ns = ns;
		return false;
	}
	if (!s->dead && ++s->suspect >= DTL_DEAD_RUN)
		s->dead = true;
	if (s->dead)
		s->dead_entries++;
	return s->dead;
}

/* Data arrived at an offset other than the one expected: what was carried
 * over belongs to an entry whose rest is gone. */
static void stream_jump(struct aux_dtl *s, uint64_t pos)
{
	s->gaps++;
	s->part_len = 0;
	s->dec.pos = pos;
}

/* One whole slot at stream offset at. Returns false only when emit refused
 * the event. */
static bool take_unit(struct aux_dtl *s, uint64_t at, const uint8_t *p)
{
	struct event ev;
	uint64_t ns = 0;

	/* Written by the kernel in our own byte order (live: same host). */
	switch (dtl_dec_header(&s->dec, at, p, false)) {
	case DTL_HDR_BAD:
		/* Live, a bad header leaves the stream without one. */
		dtl_dec_drop_header(&s->dec);
		s->bad_headers++;
		return true;
	case DTL_HDR_OK:
		return true;
	case DTL_HDR_NONE:
		break;
	}
	bool valid = dtl_dec_slot_ns(&s->dec, p, &ns);

	if (dead_check(s, valid, ns))
		return true;
	if (!valid) {
		s->skipped++;
		return true;
	}
	memset(&ev, 0, sizeof(ev));
	dtl_dec_event(&s->dec, s->cpu, p, ns, &ev);
	if (!s->emit(s->arg, &ev))
		return false;
	s->entries++;
	s->last_ns = ev.time;
	return true;
}

/* Complete the carried-over slot with bytes from p. Returns bytes used, or
 * 0 with part[] untouched when emit refused it (nothing consumed). */
static size_t finish_part(struct aux_dtl *s, const uint8_t *p, size_t len)
{
	size_t need = DTL_ENTRY_SIZE - s->part_len;
	uint8_t unit[DTL_ENTRY_SIZE];

	if (len < need) {
		memcpy(s->part + s->part_len, p, len);
		s->part_len += (uint32_t)len;
		s->dec.pos += len;
		return len;
	}
	memcpy(unit, s->part, s->part_len);
	memcpy(unit + s->part_len, p, need);
	if (!take_unit(s, s->dec.pos - s->part_len, unit))
		return 0;
	s->part_len = 0;
	s->dec.pos += need;
	return need;
}

/* Not at a slot: skip padding, or after a gap the rest of a slot, up to the
 * next slot at `at`. */
static size_t skip_to_slot(struct aux_dtl *s, uint64_t at, size_t len)
{
	uint64_t n = at - s->dec.pos;

	if (n > len)
		n = len;
	if (dtl_dec_in_pad(&s->dec, s->dec.pos))
		s->pad_bytes += n;
	else
		s->resync_bytes += n;
	s->dec.pos += n;
	return (size_t)n;
}

size_t aux_dtl_feed(struct aux_dtl *s, uint64_t pos, const void *data,
		    size_t len)
{
	const uint8_t *p = data;
	size_t done = 0;

	if (pos != s->dec.pos)
		stream_jump(s, pos);
	while (done < len) {
		uint64_t at, room;
		size_t n;

		if (s->part_len) {
			n = finish_part(s, p + done, len - done);
			if (!n)
				return done;
			done += n;
			continue;
		}
		at = dtl_dec_next_slot(&s->dec, &room);
		if (at != s->dec.pos) {
			done += skip_to_slot(s, at, len - done);
			continue;
		}
		/* Whole slots, up to the lap's padding or the data's end. */
		n = len - done < room ? len - done : (size_t)room;
		for (; n >= DTL_ENTRY_SIZE; n -= DTL_ENTRY_SIZE) {
			if (!take_unit(s, s->dec.pos, p + done))
				return done;
			s->dec.pos += DTL_ENTRY_SIZE;
			done += DTL_ENTRY_SIZE;
		}
		if (n)		/* the data ends inside a slot */
			done += finish_part(s, p + done, n);
	}
	return done;
}

int64_t aux_dtl_consume(void *arg, uint64_t pos, const void *d1, size_t l1,
			const void *d2, size_t l2)
{
	struct aux_dtl *s = arg;
	size_t n = aux_dtl_feed(s, pos, d1, l1);

	if (n == l1 && l2)
		n += aux_dtl_feed(s, pos + l1, d2, l2);
	return (int64_t)n;
}

int64_t aux_dtl_poll(struct aux_ring *r, struct aux_dtl *s)
{
	return aux_ring_read(r, aux_dtl_consume, s);
}
