// SPDX-License-Identifier: GPL-2.0-only
/* tracepoint.c: tp_decoder, sched tracepoint payloads through libtraceevent:
 * fields are found by name once per event id, then read per sample. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event-parse.h>
#include <trace-seq.h>

#include "bytes.h"
#include "kallsyms.h"
#include "tracepoint.h"

#define TP_MAX_FIELDS	7
#define TP_MAX_PAYLOAD	0x10000u	/* a sample's raw data fits a u16 record */
/* tp_format copies the payload into a zero-padded buffer this big, so what
 * libtraceevent reads from it stays inside: a __data_loc (16-bit offset and
 * length), and the lengths tracing_format_check lets through for
 * __print_hex/__print_array (<= 64K elements of <= 8 bytes). */
#define TP_SCRATCH	(16 * TP_MAX_PAYLOAD)
#define TP_BAD_SIZE	UINT64_MAX	/* a format we refuse to decode */

enum { SW_PREV_COMM, SW_PREV_PID, SW_PREV_PRIO, SW_PREV_STATE,
       SW_NEXT_COMM, SW_NEXT_PID, SW_NEXT_PRIO, SW_NR };
enum { WK_COMM, WK_PID, WK_PRIO, WK_TARGET_CPU, WK_NR };

static const char *const sw_names[SW_NR] = {
	"prev_comm", "prev_pid", "prev_prio", "prev_state",
	"next_comm", "next_pid", "next_prio",
};
static const char *const wk_names[WK_NR] = {
	"comm", "pid", "prio", "target_cpu",
};

struct tp_info {
	int id;
	uint16_t kind;		/* EV_SCHED_*; OTHER if fields are unusable */
	uint8_t which;		/* EV_SCHED_WAKEUP: enum ev_wake_tp */
	uint64_t fmt_size;	/* bytes the format's fields span */
	struct tep_event *ev;
	char *name;		/* "system:name" */
	struct tep_format_field *f[TP_MAX_FIELDS];
};

struct tp_decoder {
	struct tep_handle *tep;
	struct tp_info *info;	/* sorted by id */
	size_t n;
	struct tp_info *last;	/* last lookup: samples come in runs */
	int type_off, type_size;	/* common_type as tep_print_event reads it */
	bool swap;		/* the file's byte order is not ours */
	uint8_t *scratch;	/* TP_SCRATCH bytes, lazily */
	size_t dirty;		/* scratch bytes not known to be zero */
	struct trace_seq seq;
};

/* End of a field in the payload, or TP_BAD_SIZE for a nonsense layout. */
static uint64_t field_end(const struct tep_format_field *f)
{
	if (f->offset < 0 || f->size < 0)
		return TP_BAD_SIZE;
	if ((f->flags & TEP_FIELD_IS_DYNAMIC) && f->size != 4)
		return TP_BAD_SIZE;
	return (uint64_t)f->offset + (uint64_t)f->size;
}

static uint64_t list_end(const struct tep_format_field *f, uint64_t end)
{
	for (; f && end != TP_BAD_SIZE; f = f->next) {
		uint64_t e = field_end(f);

		if (e > end)
			end = e;
	}
	return end;
}

static uint64_t format_size(const struct tep_event *ev)
{
	return list_end(ev->format.fields, list_end(ev->format.common_fields, 0));
}

static bool is_num(const struct tep_format_field *f)
{
	if (f->flags & TEP_FIELD_IS_DYNAMIC)
		return false;
	return f->size == 1 || f->size == 2 || f->size == 4 || f->size == 8;
}

static bool is_str(const struct tep_format_field *f)
{
	return (f->flags & TEP_FIELD_IS_DYNAMIC) ? f->size == 4 : f->size > 0;
}

/* Find the named fields; any missing or odd one makes the event OTHER. */
static uint16_t resolve(struct tp_info *ti, const char *const *names,
			size_t n, uint32_t str_mask, uint16_t kind)
{
	for (size_t i = 0; i < n; i++) {
		struct tep_format_field *f = tep_find_field(ti->ev, names[i]);
		bool want_str = str_mask & (1u << i);

		if (!f || field_end(f) == TP_BAD_SIZE ||
		    (want_str ? !is_str(f) : !is_num(f)))
			return EV_SCHED_OTHER;
		ti->f[i] = f;
	}
	return kind;
}

/* The three tracepoints that make a task runnable; they share a format
 * (TRACE_EVENT_TEMPLATE sched_wakeup_template). */
static const struct {
	const char *name;
	uint8_t which;
} wake_tps[] = {
	{ "sched_wakeup", WAKE_WAKEUP },
	{ "sched_waking", WAKE_WAKING },
	{ "sched_wakeup_new", WAKE_NEW },
};

static void classify(struct tp_info *ti)
{
	const char *sys = ti->ev->system, *name = ti->ev->name;

	ti->kind = EV_SCHED_OTHER;
	if (!sys || !name || strcmp(sys, "sched") != 0)
		return;
	if (strcmp(name, "sched_switch") == 0) {
		ti->kind = resolve(ti, sw_names, SW_NR,
				   1u << SW_PREV_COMM | 1u << SW_NEXT_COMM,
				   EV_SCHED_SWITCH);
		return;
	}
	for (size_t i = 0; i < sizeof(wake_tps) / sizeof(wake_tps[0]); i++)
		if (strcmp(name, wake_tps[i].name) == 0) {
			ti->which = wake_tps[i].which;
			ti->kind = resolve(ti, wk_names, WK_NR, 1u << WK_COMM,
					   EV_SCHED_WAKEUP);
		}
}

static int info_cmp(const void *a, const void *b)
{
	const struct tp_info *x = a, *y = b;

	return (x->id > y->id) - (x->id < y->id);
}

/* Two formats claiming one id (hostile blob): trust neither. */
static void drop_duplicates(struct tp_decoder *d)
{
	for (size_t i = 1; i < d->n; i++) {
		if (d->info[i].id != d->info[i - 1].id)
			continue;
		for (size_t j = i - 1; j <= i; j++) {
			d->info[j].kind = EV_SCHED_OTHER;
			d->info[j].fmt_size = TP_BAD_SIZE;
		}
	}
}

static bool build_info(struct tp_decoder *d)
{
	int n = tep_get_events_count(d->tep);

	d->info = calloc(n > 0 ? (size_t)n : 1, sizeof(*d->info));
	if (!d->info)
		return false;
	for (int i = 0; i < n; i++) {
		struct tep_event *ev = tep_get_event(d->tep, i);
		struct tp_info *ti = &d->info[d->n];

		if (!ev)
			continue;
		ti->ev = ev;
		ti->id = ev->id;
		ti->fmt_size = format_size(ev);
		if (asprintf(&ti->name, "%s:%s", ev->system ? ev->system : "",
			     ev->name ? ev->name : "") < 0)
			return false;
		d->n++;
		classify(ti);
	}
	qsort(d->info, d->n, sizeof(*d->info), info_cmp);
	drop_duplicates(d);
	return true;
}

/* libtraceevent finds a record's event through events[0]'s common_type. */
static void find_common_type(struct tp_decoder *d)
{
	struct tep_event *ev0 = tep_get_event(d->tep, 0);
	struct tep_format_field *f;

	d->type_off = d->type_size = -1;
	f = ev0 ? tep_find_common_field(ev0, "common_type") : NULL;
	if (f && f->offset >= 0 && is_num(f)) {
		d->type_off = f->offset;
		d->type_size = f->size;
	}
}

struct tp_decoder *tp_decoder_new(struct tep_handle *tep)
{
	struct tp_decoder *d;

	if (!tep)
		return NULL;
	d = calloc(1, sizeof(*d));
	if (!d) {
		tep_free(tep);
		return NULL;
	}
	d->tep = tep;
	d->swap = tep_is_file_bigendian(tep) != tep_is_local_bigendian(tep);
	trace_seq_init(&d->seq);
	if (!build_info(d)) {
		tp_decoder_free(d);
		return NULL;
	}
	find_common_type(d);
	return d;
}

void tp_decoder_free(struct tp_decoder *d)
{
	if (!d)
		return;
	for (size_t i = 0; i < d->n; i++)
		free(d->info[i].name);
	free(d->info);
	free(d->scratch);
	trace_seq_destroy(&d->seq);
	tep_free(d->tep);
	free(d);
}

struct tep_handle *tp_decoder_tep(struct tp_decoder *d)
{
	return d ? d->tep : NULL;
}

/* libtraceevent's function resolver over a kallsyms table, as perf's
 * (machine__resolve_kernel_addr): the symbol's name and start. */
static char *resolve_kallsyms(void *priv, unsigned long long *addrp, char **modp)
{
	const struct ksym *s = kallsyms_find(priv, *addrp);
	char *name;

	if (!s)
		return NULL;
	*addrp = s->start;
	*modp = NULL;
	memcpy(&name, &s->name, sizeof(name));	/* libtraceevent's type, not written */
	return name;
}

int tp_set_kallsyms(struct tp_decoder *d, const struct kallsyms *k)
{
	void *priv;

	if (!d || !d->tep)
		return -1;
	if (!k) {
		tep_reset_function_resolver(d->tep);
		return 0;
	}
	memcpy(&priv, &k, sizeof(priv));
	return tep_set_function_resolver(d->tep, resolve_kallsyms, priv);
}

int tp_set_resolver(struct tp_decoder *d, tp_resolver_fn fn, void *priv)
{
	if (!d || !d->tep)
		return -1;
	if (!fn) {
		tep_reset_function_resolver(d->tep);
		return 0;
	}
	return tep_set_function_resolver(d->tep, fn, priv);
}

static struct tp_info *tp_find(struct tp_decoder *d, int id)
{
	size_t lo = 0, hi = d->n;

	if (d->last && d->last->id == id)
		return d->last;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (d->info[mid].id == id)
			return d->last = &d->info[mid];
		if (d->info[mid].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const char *tp_event_name(struct tp_decoder *d, int id)
{
	struct tp_info *ti = d ? tp_find(d, id) : NULL;

	return ti ? ti->name : NULL;
}

/* An integer of a validated size (1, 2, 4 or 8) in the file's byte order:
 * what tep_read_number does, without a library call per field. */
static uint64_t rd_uint(const uint8_t *p, int size, bool swap)
{
	switch (size) {
	case 1:
		return *p;
	case 2:
		return ld16(p, swap);
	case 4:
		return ld32(p, swap);
	default:
		return ld64(p, swap);
	}
}

/* A number field, sign-extended when the format says signed. */
static int64_t rd_num(const struct tep_format_field *f, const uint8_t *raw,
		      bool swap)
{
	uint64_t v = rd_uint(raw + f->offset, f->size, swap);
	unsigned int sh = 64 - 8 * (unsigned int)f->size;

	if ((f->flags & TEP_FIELD_IS_SIGNED) && sh)
		return (int64_t)(v << sh) >> sh;
	return (int64_t)v;
}

/* Where a string field's bytes are; dynamic ones are checked against size. */
static int str_span(const struct tep_format_field *f, const uint8_t *raw,
		    uint32_t size, bool swap, uint64_t *off, uint64_t *len)
{
	uint32_t loc;

	*off = (uint64_t)f->offset;
	*len = (uint64_t)f->size;
	if (!(f->flags & TEP_FIELD_IS_DYNAMIC))
		return 0;
	loc = ld32(raw + f->offset, swap);
	*off = loc & 0xffff;
	*len = loc >> 16;
	if (f->flags & TEP_FIELD_IS_RELATIVE)
		*off += (uint64_t)f->offset + 4;
	return *off + *len <= size ? 0 : -1;
}

/* A comm: at most 15 bytes up to the first NUL, always NUL-terminated. */
static int rd_comm(const struct tep_format_field *f, const uint8_t *raw,
		   uint32_t size, bool swap, char out[TASK_COMM_LEN])
{
	uint64_t off, len;
	const uint8_t *s, *nul;

	_Static_assert(TASK_COMM_LEN == 16, "comm16_pad works on 16 bytes");
	if (str_span(f, raw, size, swap, &off, &len) < 0)
		return -1;
	s = raw + off;
	if (len >= TASK_COMM_LEN) {	/* the sched tracepoints' char[16] */
		comm15_pad(out, s);
		return 0;
	}
	memset(out, 0, TASK_COMM_LEN);
	if (len > TASK_COMM_LEN - 1)
		len = TASK_COMM_LEN - 1;
	nul = memchr(s, 0, len);
	memcpy(out, s, nul ? (size_t)(nul - s) : len);
	return 0;
}

static int decode_switch(const struct tp_decoder *d, const struct tp_info *ti,
			 const uint8_t *raw, uint32_t size, struct ev_switch *sw)
{
	struct tep_format_field *const *f = ti->f;
	bool swap = d->swap;

	if (rd_comm(f[SW_PREV_COMM], raw, size, swap, sw->prev_comm) < 0 ||
	    rd_comm(f[SW_NEXT_COMM], raw, size, swap, sw->next_comm) < 0)
		return -1;
	sw->prev_pid = (int32_t)rd_num(f[SW_PREV_PID], raw, swap);
	sw->prev_prio = (int32_t)rd_num(f[SW_PREV_PRIO], raw, swap);
	sw->prev_state = rd_uint(raw + f[SW_PREV_STATE]->offset,
				 f[SW_PREV_STATE]->size, swap);
	sw->next_pid = (int32_t)rd_num(f[SW_NEXT_PID], raw, swap);
	sw->next_prio = (int32_t)rd_num(f[SW_NEXT_PRIO], raw, swap);
	return 0;
}

static int decode_wakeup(const struct tp_decoder *d, const struct tp_info *ti,
			 const uint8_t *raw, uint32_t size, struct ev_wakeup *wk)
{
	struct tep_format_field *const *f = ti->f;
	bool swap = d->swap;

	if (rd_comm(f[WK_COMM], raw, size, swap, wk->comm) < 0)
		return -1;
	wk->pid = (int32_t)rd_num(f[WK_PID], raw, swap);
	wk->prio = (int32_t)rd_num(f[WK_PRIO], raw, swap);
	wk->target_cpu = (int32_t)rd_num(f[WK_TARGET_CPU], raw, swap);
	wk->which = ti->which;
	return 0;
}

/* ev->tp, time and cpu are the caller's; an id without a format is OTHER.
 * A format we refused (duplicate id, nonsense layout) decodes nothing: -1. */
int tp_decode(struct tp_decoder *d, int id, const void *raw, uint32_t size,
	      struct event *ev)
{
	struct tp_info *ti = tp_find(d, id);

	ev->kind = EV_SCHED_OTHER;
	if (!ti)
		return 0;
	if (size < ti->fmt_size)
		return -1;
	ev->kind = ti->kind;
	if (ti->kind == EV_SCHED_SWITCH)
		return decode_switch(d, ti, raw, size, &ev->sw);
	if (ti->kind == EV_SCHED_WAKEUP)
		return decode_wakeup(d, ti, raw, size, &ev->wk);
	return 0;
}

static size_t put(char *buf, size_t len, const char *s, size_t n)
{
	if (!len)
		return 0;
	if (n > len - 1)
		n = len - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return n;
}

static size_t putf(char *buf, size_t len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static size_t putf(char *buf, size_t len, const char *fmt, ...)
{
	char tmp[128];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	return put(buf, len, tmp, n < 0 ? 0 : strlen(tmp));
}

/* Why this payload cannot be handed to libtraceevent, or NULL. */
static const char *unprintable(struct tp_decoder *d, const struct tp_info *ti,
			       const uint8_t *raw, uint32_t size)
{
	uint64_t off, len;

	if (size < ti->fmt_size)
		return "[payload shorter than its format]";
	if (size > TP_MAX_PAYLOAD)
		return "[payload too large]";
	for (struct tep_format_field *f = ti->ev->format.fields; f; f = f->next)
		if (str_span(f, raw, size, d->swap, &off, &len) < 0)
			return "[dynamic field runs past the payload]";
	if (d->type_size < 0 ||
	    (uint64_t)d->type_off + (uint64_t)d->type_size > size)
		return "[no common_type]";
	if (rd_uint(raw + d->type_off, d->type_size, d->swap) !=
	    (unsigned long long)(unsigned int)ti->id)
		return "[common_type does not match the event]";
	return NULL;
}

/* The payload in a zero-padded buffer, so a print fmt that trusts lengths
 * found in the data cannot walk off the caller's buffer. */
static uint8_t *padded(struct tp_decoder *d, const void *raw, uint32_t size)
{
	if (!d->scratch) {
		d->scratch = calloc(1, TP_SCRATCH);
		if (!d->scratch)
			return NULL;
		d->dirty = 0;
	}
	if (d->dirty > size)
		memset(d->scratch + size, 0, d->dirty - size);
	memcpy(d->scratch, raw, size);
	d->dirty = size;
	return d->scratch;
}

size_t tp_format(struct tp_decoder *d, int id, const void *raw, uint32_t size,
		 char *buf, size_t len)
{
	struct tp_info *ti = tp_find(d, id);
	struct tep_record rec;
	const char *why;

	if (!len)
		return 0;
	buf[0] = '\0';
	if (!ti)
		return putf(buf, len, "[unknown tracepoint id %d]", id);
	why = unprintable(d, ti, raw, size);
	if (why)
		return put(buf, len, why, strlen(why));
	memset(&rec, 0, sizeof(rec));
	rec.size = (int)size;
	rec.data = padded(d, raw, size);
	if (!rec.data)
		return put(buf, len, "[out of memory]", 15);
	trace_seq_reset(&d->seq);
	tep_print_event(d->tep, &d->seq, &rec, "%s", TEP_PRINT_INFO);
	trace_seq_terminate(&d->seq);
	if (!d->seq.buffer)
		return 0;
	return put(buf, len, d->seq.buffer, d->seq.len);
}
