// SPDX-License-Identifier: GPL-2.0-only
/* perf-sample.c: decodes PERF_RECORD_SAMPLE bodies field by field, in the
 * order the sample_type bits dictate, and the sample_id_all trailers of other
 * records. Every step is bounds-checked: records come from untrusted files. */
#include <linux/perf_event.h>
#include <string.h>

#include "bytes.h"
#include "perf-file.h"

struct cursor {
	const uint8_t *p;
	size_t left;
	bool swap;
	bool bad;
};

static uint64_t take64(struct cursor *c)
{
	uint64_t v;

	if (c->left < 8) {
		c->bad = true;
		c->left = 0;
		return 0;
	}
	v = ld64(c->p, c->swap);
	c->p += 8;
	c->left -= 8;
	return v;
}

/* Two u32 in one u64 slot (TID, CPU): each is its own field on the wire. */
static void take32x2(struct cursor *c, uint32_t *a, uint32_t *b)
{
	if (c->left < 8) {
		c->bad = true;
		c->left = 0;
		return;
	}
	*a = ld32(c->p, c->swap);
	*b = ld32(c->p + 4, c->swap);
	c->p += 8;
	c->left -= 8;
}

static void skip64s(struct cursor *c, uint64_t n)
{
	if (n > c->left / 8) {
		c->bad = true;
		c->left = 0;
		return;
	}
	c->p += n * 8;
	c->left -= n * 8;
}

static void skip_read(struct cursor *c, uint64_t read_format)
{
	uint64_t per_value = 1 + !!(read_format & PERF_FORMAT_ID) +
			     !!(read_format & PERF_FORMAT_LOST);
	uint64_t fixed = !!(read_format & PERF_FORMAT_TOTAL_TIME_ENABLED) +
			 !!(read_format & PERF_FORMAT_TOTAL_TIME_RUNNING);

	if (read_format & PERF_FORMAT_GROUP) {
		uint64_t nr = take64(c);

		skip64s(c, fixed);
		if (nr > c->left / 8 / per_value) {
			c->bad = true;
			return;
		}
		skip64s(c, nr * per_value);
	} else {
		skip64s(c, per_value + fixed);
	}
}

/* TID and TIME, then (after a sample's ADDR) ID, STREAM_ID and CPU: the
 * fields a sample and a sample_id_all trailer share, in the same order.
 * Forced inline: every replayed sample comes through here, and as a call
 * (GCC made take_id_cpu one) the cursor leaves registers: a quarter
 * more instructions in pf_parse_sample. */
static inline __attribute__((always_inline)) void
take_tid_time(struct cursor *c, uint64_t t, struct pf_sample *s)
{
	if (t & PERF_SAMPLE_TID)
		take32x2(c, &s->pid, &s->tid);
	if (t & PERF_SAMPLE_TIME) {
		s->time = take64(c);
		s->has_time = true;
	}
}

static inline __attribute__((always_inline)) void
take_id_cpu(struct cursor *c, uint64_t t, struct pf_sample *s)
{
	if (t & PERF_SAMPLE_ID) {
		s->id = take64(c);
		s->has_id = true;
	}
	if (t & PERF_SAMPLE_STREAM_ID)
		take64(c);
	if (t & PERF_SAMPLE_CPU) {
		uint32_t res;

		take32x2(c, &s->cpu, &res);
		s->has_cpu = true;
	}
}

int pf_parse_sample(const void *body, size_t len, const struct pf_attr *a,
		    bool swap, struct pf_sample *s)
{
	struct cursor c = { body, len, swap, false };
	uint64_t t = a->sample_type;

	memset(s, 0, sizeof(*s));
	if (t & PERF_SAMPLE_IDENTIFIER) {
		s->id = take64(&c);
		s->has_id = true;
	}
	if (t & PERF_SAMPLE_IP)
		s->ip = take64(&c);
	take_tid_time(&c, t, s);
	if (t & PERF_SAMPLE_ADDR)
		take64(&c);
	take_id_cpu(&c, t, s);
	if (t & PERF_SAMPLE_PERIOD)
		s->period = take64(&c);
	if (t & PERF_SAMPLE_READ)
		skip_read(&c, a->read_format);
	if (t & PERF_SAMPLE_CALLCHAIN) {
		uint64_t nr = take64(&c);

		s->chain = c.p;
		skip64s(&c, nr);
		s->chain_nr = c.bad ? 0 : (uint32_t)nr;
	}
	if ((t & PERF_SAMPLE_RAW) && !c.bad) {
		/* u32 size, then the payload; size + payload are padded to 8. */
		if (c.left < 4)
			return -1;
		s->raw_size = ld32(c.p, swap);
		if (s->raw_size > c.left - 4)
			return -1;
		s->raw = c.p + 4;
	}
	return c.bad ? -1 : 0;
}

bool pf_sample_cpu_time_at(uint64_t t, size_t *time_at, size_t *cpu_at)
{
	*time_at = 8 * (!!(t & PERF_SAMPLE_IDENTIFIER) + !!(t & PERF_SAMPLE_IP) +
			!!(t & PERF_SAMPLE_TID));
	*cpu_at = *time_at + 8 * (1 + !!(t & PERF_SAMPLE_ADDR) + !!(t & PERF_SAMPLE_ID) +
				  !!(t & PERF_SAMPLE_STREAM_ID));
	return (t & PERF_SAMPLE_TIME) && (t & PERF_SAMPLE_CPU);
}

bool pf_sample_cpu_time(const void *body, size_t len, uint64_t t, bool swap,
			uint32_t *cpu, uint64_t *time)
{
	size_t time_at, cpu_at;

	if (!pf_sample_cpu_time_at(t, &time_at, &cpu_at) || len < cpu_at + 8)
		return false;
	*time = ld64((const uint8_t *)body + time_at, swap);
	*cpu = ld32((const uint8_t *)body + cpu_at, swap);
	return true;
}

size_t pf_id_trailer_size(uint64_t t)
{
	return 8 * (!!(t & PERF_SAMPLE_TID) + !!(t & PERF_SAMPLE_TIME) +
		    !!(t & PERF_SAMPLE_ID) + !!(t & PERF_SAMPLE_STREAM_ID) +
		    !!(t & PERF_SAMPLE_CPU) + !!(t & PERF_SAMPLE_IDENTIFIER));
}

int pf_parse_id_trailer(const void *body, size_t len, uint64_t t, bool swap,
			struct pf_sample *s)
{
	size_t n = pf_id_trailer_size(t);
	struct cursor c;

	memset(s, 0, sizeof(*s));
	if (n > len)
		return -1;
	c = (struct cursor){ (const uint8_t *)body + len - n, n, swap, false };
	take_tid_time(&c, t, s);
	take_id_cpu(&c, t, s);
	if (t & PERF_SAMPLE_IDENTIFIER) {
		s->id = take64(&c);
		s->has_id = true;
	}
	return c.bad ? -1 : 0;
}
