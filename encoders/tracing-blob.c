// SPDX-License-Identifier: GPL-2.0-only
/* tracing-blob.c: the trace-cmd tracing-data blob (HEADER_TRACING_DATA) and
 * sched RAW payloads, laid out by the field offsets of the embedded format
 * texts (tracing-embedded.c). Writers only: reading is decoders/tracing-*.c. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "bytebuf.h"
#include "tracing-blob.h"

#define MAX_FIELDS 16
#define PAGE_SIZE_PPC64 65536

struct tp_field {
	char name[32];
	unsigned off, size;
};

struct tp_fmt {
	const char *text;
	int id;
	int nf;
	struct tp_field f[MAX_FIELDS];
};

static struct tp_fmt fmts[2] = { { fmt_sched_switch, 0, 0, { { "", 0, 0 } } },
				 { fmt_sched_wakeup, 0, 0, { { "", 0, 0 } } } };

/* "\tfield:char prev_comm[16];\toffset:8;\tsize:16;..." -> prev_comm, 8, 16 */
static int parse_field(const char *line, struct tp_field *f)
{
	const char *semi = strchr(line, ';');
	const char *end, *start;
	const char *o = strstr(line, "offset:");
	const char *s = strstr(line, "size:");

	if (!semi || !o || !s)
		return -1;
	end = semi;
	if (memchr(line, '[', (size_t)(semi - line)))
		end = memchr(line, '[', (size_t)(semi - line));
	start = end;
	while (start > line && start[-1] != ' ' && start[-1] != ':')
		start--;
	if (end - start <= 0 || end - start >= (long)sizeof(f->name))
		return -1;
	memcpy(f->name, start, (size_t)(end - start));
	f->name[end - start] = '\0';
	f->off = (unsigned)strtoul(o + 7, NULL, 10);
	f->size = (unsigned)strtoul(s + 5, NULL, 10);
	return 0;
}

static int parse_fmt(struct tp_fmt *t)
{
	const char *p = t->text;

	t->id = format_id(t->text);
	t->nf = 0;
	while ((p = strstr(p, "\tfield:")) != NULL) {
		if (t->nf == MAX_FIELDS || parse_field(p, &t->f[t->nf]) < 0)
			return -1;
		t->nf++;
		p++;
	}
	return t->id > 0 && t->nf > 0 ? 0 : -1;
}

int format_id(const char *fmt)
{
	const char *p = strstr(fmt, "\nID: ");

	return p ? atoi(p + 5) : -1;
}

static const struct tp_field *field(const struct tp_fmt *t, const char *name)
{
	for (int i = 0; i < t->nf; i++)
		if (strcmp(t->f[i].name, name) == 0)
			return &t->f[i];
	return NULL;
}

/* Integer field sized by the format; absent fields (NULL) keep a payload
 * valid if a format lacks them. */
static void put_int(const struct tp_field *f, uint8_t *p, int64_t v, bool sw)
{
	if (!f)
		return;
	switch (f->size) {
	case 1: p[f->off] = (uint8_t)v; break;
	case 2: st16(p + f->off, (uint16_t)v, sw); break;
	case 4: st32(p + f->off, (uint32_t)v, sw); break;
	case 8: st64(p + f->off, (uint64_t)v, sw); break;
	}
}

static void put_str(const struct tp_field *f, uint8_t *p, const char *s)
{
	size_t n;

	if (!f)
		return;
	n = strnlen(s, f->size - 1);
	memset(p + f->off, 0, f->size);
	memcpy(p + f->off, s, n);
}

static size_t fmt_size(const struct tp_fmt *t)
{
	size_t end = 0;

	for (int i = 0; i < t->nf; i++)
		if (t->f[i].off + t->f[i].size > end)
			end = t->f[i].off + t->f[i].size;
	return end;
}

/* Fields the payload writers fill, resolved once by sched_formats_init so
 * the simulator's hot path does no name lookups. */
enum { SW_TYPE, SW_PID, SW_PREV_COMM, SW_PREV_PID, SW_PREV_PRIO, SW_PREV_STATE,
       SW_NEXT_COMM, SW_NEXT_PID, SW_NEXT_PRIO, SW_NR };
enum { WK_TYPE, WK_PID, WK_COMM, WK_WPID, WK_PRIO, WK_TARGET, WK_NR };
static const char *const sw_names[SW_NR] = {
	"common_type", "common_pid", "prev_comm", "prev_pid", "prev_prio", "prev_state",
	"next_comm", "next_pid", "next_prio",
};
static const char *const wk_names[WK_NR] = {
	"common_type", "common_pid", "comm", "pid", "prio", "target_cpu",
};
static const struct tp_field *sw_f[SW_NR], *wk_f[WK_NR];

static void resolve(const struct tp_fmt *t, const char *const *names, size_t n,
		    const struct tp_field **out)
{
	for (size_t i = 0; i < n; i++)
		out[i] = field(t, names[i]);
}

size_t raw_sched_switch(uint8_t *p, bool sw, int id, const struct raw_task *prev,
			int64_t prev_state, const struct raw_task *next)
{
	size_t n = fmt_size(&fmts[0]);

	memset(p, 0, n);
	put_int(sw_f[SW_TYPE], p, id, sw);
	put_int(sw_f[SW_PID], p, prev->pid, sw);
	put_str(sw_f[SW_PREV_COMM], p, prev->comm);
	put_int(sw_f[SW_PREV_PID], p, prev->pid, sw);
	put_int(sw_f[SW_PREV_PRIO], p, prev->prio, sw);
	put_int(sw_f[SW_PREV_STATE], p, prev_state, sw);
	put_str(sw_f[SW_NEXT_COMM], p, next->comm);
	put_int(sw_f[SW_NEXT_PID], p, next->pid, sw);
	put_int(sw_f[SW_NEXT_PRIO], p, next->prio, sw);
	return n;
}

size_t raw_sched_wakeup(uint8_t *p, bool sw, int id, int32_t waker,
			const struct raw_task *w, int cpu)
{
	size_t n = fmt_size(&fmts[1]);

	memset(p, 0, n);
	put_int(wk_f[WK_TYPE], p, id, sw);
	put_int(wk_f[WK_PID], p, waker, sw);
	put_str(wk_f[WK_COMM], p, w->comm);
	put_int(wk_f[WK_WPID], p, w->pid, sw);
	put_int(wk_f[WK_PRIO], p, w->prio, sw);
	put_int(wk_f[WK_TARGET], p, cpu, sw);
	return n;
}

int sched_formats_init(void)
{
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
		if (parse_fmt(&fmts[i]) < 0) {
			errno = EINVAL;
			return -1;
		}
	resolve(&fmts[0], sw_names, SW_NR, sw_f);
	resolve(&fmts[1], wk_names, WK_NR, wk_f);
	return 0;
}

/* ---- the blob ---- */

/* u64 size then the text (no NUL), as trace-event-info.c record_file does */
static void b_text(struct bytebuf *b, const char *s)
{
	bb_u64(b, strlen(s));
	bb_put(b, s, strlen(s));
}

/* Version 0.6 layout (trace-event-info.c tracing_data_get). Integers are in
 * the target order: the reader takes the order from the big-endian flag. */
size_t tracing_blob_of(const struct tracing_texts *t, bool big_endian, uint8_t **out)
{
	static const uint8_t magic[] = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };
	struct bytebuf b = { .sw = big_endian != (BYTE_ORDER == BIG_ENDIAN) };
	uint8_t flag = big_endian, lsize = 8;

	bb_put(&b, magic, sizeof(magic));
	bb_put(&b, "0.6", 4);
	bb_put(&b, &flag, 1);
	bb_put(&b, &lsize, 1);
	bb_u32(&b, t->page_size);
	bb_put(&b, "header_page", 12);
	b_text(&b, t->header_page);
	bb_put(&b, "header_event", 13);
	b_text(&b, t->header_event);
	bb_u32(&b, 0);			/* ftrace formats */
	bb_u32(&b, 1);			/* systems */
	bb_put(&b, t->system, strlen(t->system) + 1);
	bb_u32(&b, (uint32_t)t->nformats);
	for (size_t i = 0; i < t->nformats; i++)
		b_text(&b, t->formats[i]);
	/* kallsyms: perf before 4.x wrote /proc/kallsyms here, today's a zero
	 * size, and both skip it reading (trace-event-read.c, by lseek: so
	 * never in a pipe); dtltop -o keeps the symbols of its srr0 there */
	if (t->kallsyms_len && t->kallsyms_len <= UINT32_MAX) {
		bb_u32(&b, (uint32_t)t->kallsyms_len);
		bb_put(&b, t->kallsyms, t->kallsyms_len);
	} else {
		bb_u32(&b, 0);
	}
	bb_u32(&b, 0);			/* printk formats */
	bb_u64(&b, 0);			/* saved cmdlines (0.6) */
	if (b.oom) {
		free(b.p);
		return 0;
	}
	*out = b.p;
	return b.len;
}

size_t tracing_blob(uint8_t **out, bool big_endian)
{
	return tracing_blob_ks(out, big_endian, NULL, 0);
}

size_t tracing_blob_ks(uint8_t **out, bool big_endian, const char *kallsyms, size_t len)
{
	static const char *const sched[] = { fmt_sched_switch, fmt_sched_wakeup };
	const struct tracing_texts t = {
		.page_size = PAGE_SIZE_PPC64,
		.header_page = fmt_header_page,
		.header_event = fmt_header_event,
		.system = "sched",
		.formats = sched,
		.nformats = 2,
		.kallsyms = kallsyms,
		.kallsyms_len = kallsyms ? len : 0,
	};

	return tracing_blob_of(&t, big_endian, out);
}
