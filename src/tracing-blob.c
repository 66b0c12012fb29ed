/* tracing-blob.c: the trace-cmd tracing-data blob (HEADER_TRACING_DATA) and
 * sched RAW payloads, laid out by the field offsets of the embedded format
 * texts (tracing-formats.c). Writers only: reading is decoders/tracing-*.c. */
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

int sched_formats_init(void)
{
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
		if (parse_fmt(&fmts[i]) < 0) {
			errno = EINVAL;
			return -1;
		}
	return 0;
}

static const struct tp_field *field(const struct tp_fmt *t, const char *name)
{
	for (int i = 0; i < t->nf; i++)
		if (strcmp(t->f[i].name, name) == 0)
			return &t->f[i];
	return NULL;
}

/* Integer field by name, sized by the format; silently absent fields keep a
 * payload valid if a format lacks them. */
static void put_int(const struct tp_fmt *t, uint8_t *p, const char *name, int64_t v, bool sw)
{
	const struct tp_field *f = field(t, name);

	if (!f)
		return;
	switch (f->size) {
	case 1: p[f->off] = (uint8_t)v; break;
	case 2: st16(p + f->off, (uint16_t)v, sw); break;
	case 4: st32(p + f->off, (uint32_t)v, sw); break;
	case 8: st64(p + f->off, (uint64_t)v, sw); break;
	}
}

static void put_str(const struct tp_fmt *t, uint8_t *p, const char *name, const char *s)
{
	const struct tp_field *f = field(t, name);
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

size_t raw_sched_switch(uint8_t *p, bool sw, int id, const struct raw_task *prev,
			int64_t prev_state, const struct raw_task *next)
{
	const struct tp_fmt *t = &fmts[0];
	size_t n = fmt_size(t);

	memset(p, 0, n);
	put_int(t, p, "common_type", id, sw);
	put_int(t, p, "common_pid", prev->pid, sw);
	put_str(t, p, "prev_comm", prev->comm);
	put_int(t, p, "prev_pid", prev->pid, sw);
	put_int(t, p, "prev_prio", prev->prio, sw);
	put_int(t, p, "prev_state", prev_state, sw);
	put_str(t, p, "next_comm", next->comm);
	put_int(t, p, "next_pid", next->pid, sw);
	put_int(t, p, "next_prio", next->prio, sw);
	return n;
}

size_t raw_sched_wakeup(uint8_t *p, bool sw, int id, int32_t waker,
			const struct raw_task *w, int cpu)
{
	const struct tp_fmt *t = &fmts[1];
	size_t n = fmt_size(t);

	memset(p, 0, n);
	put_int(t, p, "common_type", id, sw);
	put_int(t, p, "common_pid", waker, sw);
	put_str(t, p, "comm", w->comm);
	put_int(t, p, "pid", w->pid, sw);
	put_int(t, p, "prio", w->prio, sw);
	put_int(t, p, "target_cpu", cpu, sw);
	return n;
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
	bb_u32(&b, 0);			/* kallsyms */
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
	static const char *const sched[] = { fmt_sched_switch, fmt_sched_wakeup };
	const struct tracing_texts t = {
		.page_size = PAGE_SIZE_PPC64,
		.header_page = fmt_header_page,
		.header_event = fmt_header_event,
		.system = "sched",
		.formats = sched,
		.nformats = 2,
	};

	return tracing_blob_of(&t, big_endian, out);
}
