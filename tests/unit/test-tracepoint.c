// SPDX-License-Identifier: GPL-2.0-only
/* test-tracepoint.c: tracing data parsing and sched tracepoint decoding,
 * checked against a real perf 6.1 recording and its `perf script` output. */
#include <glob.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event-parse.h>

#include "bytes.h"
#include "harness.h"
#include "tracepoint.h"

#define DATA_FILE	"sched-x86.data"
#define SCRIPT_FILE	"sched-x86.script"
#define MAX_SAMPLES	4096
#define MAX_FIELDS	256
#define SAMPLE_TYPE	0x10587ULL	/* IP|TID|TIME|CPU|PERIOD|RAW|IDENTIFIER */

/* ---- test data files ---------------------------------------------------- */

static uint8_t *load_path(const char *path, size_t *len)
{
	uint8_t *buf = NULL;
	FILE *f = fopen(path, "rb");
	size_t cap = 0, n = 0, r;

	if (!f)
		return NULL;
	do {		/* tracefs files report size 0: read to EOF */
		if (n == cap) {
			uint8_t *nb = realloc(buf, cap = cap ? 2 * cap : 4096);

			if (!nb)
				break;
			buf = nb;
		}
		r = fread(buf + n, 1, cap - n, f);
		n += r;
	} while (r > 0);
	fclose(f);
	*len = n;
	return buf;
}

static uint8_t *load(const char *name, size_t *len)
{
	const char *dirs[] = { getenv("DTLTOP_TESTDATA"), "tests/data",
			       "../tests/data", "../../tests/data" };
	char path[512];
	uint8_t *buf = NULL;
	FILE *f = NULL;
	long n;

	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]) && !f; i++) {
		if (!dirs[i])
			continue;
		snprintf(path, sizeof(path), "%s/%s", dirs[i], name);
		f = fopen(path, "rb");
	}
	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (buf = malloc(n + 1)) &&
	    fread(buf, 1, n, f) == (size_t)n) {
		buf[n] = 0;
		*len = n;
	} else {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	return buf;
}

/* ---- a tiny perf.data reader (host byte order, file mode only) --------- */

struct sample {
	uint64_t time;
	uint32_t cpu;
	int tp_id;		/* the attr's config */
	const uint8_t *raw;
	uint32_t raw_size;
};

struct perf_file {
	uint8_t *buf;
	size_t len;
	const uint8_t *blob;	/* TRACING_DATA feature */
	size_t blob_len;
	struct sample *s;
	size_t ns;
};

static bool in_file(const struct perf_file *pf, uint64_t off, uint64_t size)
{
	return off <= pf->len && size <= pf->len - off;
}

static bool find_tracing_data(struct perf_file *pf)
{
	uint64_t data_off = ld64(pf->buf + 40, false);
	uint64_t data_size = ld64(pf->buf + 48, false);
	uint64_t feat0 = ld64(pf->buf + 72, false);
	uint64_t tab = data_off + data_size, off, size;

	if (!(feat0 & 2))
		return false;
	tab += (feat0 & 1) ? 16 : 0;	/* bit 0 would come first */
	if (!in_file(pf, tab, 16))
		return false;
	off = ld64(pf->buf + tab, false);
	size = ld64(pf->buf + tab + 8, false);
	if (!in_file(pf, off, size))
		return false;
	pf->blob = pf->buf + off;
	pf->blob_len = size;
	return true;
}

/* The config of the tracepoint attr owning sample id `id`, or -1. */
static int attr_of(const struct perf_file *pf, uint64_t id)
{
	uint64_t attr_size = ld64(pf->buf + 16, false);
	uint64_t off = ld64(pf->buf + 24, false), size = ld64(pf->buf + 32, false);

	for (uint64_t a = off; a + attr_size <= off + size; a += attr_size) {
		const uint8_t *at = pf->buf + a;
		uint64_t ids = ld64(at + attr_size - 16, false);
		uint64_t nids = ld64(at + attr_size - 8, false) / 8;

		for (uint64_t i = 0; i < nids; i++)
			if (ld64(pf->buf + ids + 8 * i, false) == id)
				return ld32(at, false) == 2 &&
				       ld64(at + 24, false) == SAMPLE_TYPE ?
				       (int)ld64(at + 8, false) : -1;
	}
	return -1;
}

static void add_sample(struct perf_file *pf, const uint8_t *b, uint16_t size)
{
	struct sample *s;
	int id;

	if (size < 8 + 56 || pf->ns == MAX_SAMPLES)
		return;
	id = attr_of(pf, ld64(b + 8, false));
	if (id < 0)
		return;
	s = &pf->s[pf->ns++];
	s->tp_id = id;
	s->time = ld64(b + 8 + 24, false);
	s->cpu = ld32(b + 8 + 32, false);
	s->raw_size = ld32(b + 8 + 48, false);
	s->raw = b + 8 + 52;
	if (52 + s->raw_size > (uint32_t)size - 8)
		pf->ns--;
}

static bool read_samples(struct perf_file *pf)
{
	uint64_t off = ld64(pf->buf + 40, false);
	uint64_t end = off + ld64(pf->buf + 48, false);

	pf->s = calloc(MAX_SAMPLES, sizeof(*pf->s));
	if (!pf->s || end > pf->len)
		return false;
	while (off + 8 <= end) {
		uint32_t type = ld32(pf->buf + off, false);
		uint16_t size = ld16(pf->buf + off + 6, false);

		if (size < 8 || off + size > end)
			return false;
		if (type == 9)
			add_sample(pf, pf->buf + off, size);
		off += size;
	}
	return pf->ns > 0;
}

static bool perf_open(struct perf_file *pf)
{
	memset(pf, 0, sizeof(*pf));
	pf->buf = load(DATA_FILE, &pf->len);
	if (!pf->buf || pf->len < 104 || memcmp(pf->buf, "PERFILE2", 8))
		return false;
	return find_tracing_data(pf) && read_samples(pf);
}

static void perf_close(struct perf_file *pf)
{
	free(pf->buf);
	free(pf->s);
}

/* ---- perf script's output ------------------------------------------------ */

struct script_line {
	uint64_t usec;		/* time in microseconds */
	uint32_t cpu;
	char event[64];
	const char *trace;	/* after "event: " */
	bool used;
};

/* "comm pid [cpu] sec.usec: event: trace" (comm may hold spaces). */
static bool parse_line(char *l, struct script_line *sl)
{
	char *p = l, *ev, *colon;
	unsigned long sec, usec;
	int n = 0;

	while ((p = strstr(p, " [")) && !(p[2] >= '0' && p[2] <= '9'))
		p++;
	if (!p || sscanf(p, " [%u] %lu.%lu: %n", &sl->cpu, &sec, &usec, &n) < 3 ||
	    !n)
		return false;
	ev = p + n;
	colon = strstr(ev, ": ");
	if (!colon || (size_t)(colon - ev) >= sizeof(sl->event))
		return false;
	memcpy(sl->event, ev, colon - ev);
	sl->event[colon - ev] = '\0';
	sl->usec = (uint64_t)sec * 1000000 + usec;
	sl->trace = colon + 2;
	return true;
}

static struct script_line *read_script(char **text, size_t *n)
{
	size_t len, cap = 0;
	struct script_line *sl = NULL;
	char *save = NULL;

	*n = 0;
	*text = (char *)load(SCRIPT_FILE, &len);
	if (!*text)
		return NULL;
	for (char *l = strtok_r(*text, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save)) {
		if (*n == cap) {
			struct script_line *nsl;

			cap = cap ? 2 * cap : 64;
			nsl = realloc(sl, cap * sizeof(*sl));
			if (!nsl) {
				free(sl);
				return NULL;
			}
			sl = nsl;
		}
		memset(&sl[*n], 0, sizeof(*sl));
		if (parse_line(l, &sl[*n]))
			(*n)++;
	}
	return sl;
}

/* The unused line for this sample whose trace text equals got. */
static struct script_line *match(struct script_line *sl, size_t n,
				 const struct sample *s, const char *event,
				 const char *got)
{
	for (size_t i = 0; i < n; i++) {
		if (sl[i].used || sl[i].cpu != s->cpu ||
		    sl[i].usec != s->time / 1000 || strcmp(sl[i].event, event))
			continue;
		if (strcmp(sl[i].trace, got) == 0) {
			sl[i].used = true;
			return &sl[i];
		}
	}
	return NULL;
}

/* ---- blob framing walker (trusted input: the real blob) ----------------- */

struct fpos {
	size_t off;
	int width;		/* 1 (endian flag), 4 or 8 */
	bool count;
};

struct walk {
	const uint8_t *b;
	size_t pos;
	struct fpos f[MAX_FIELDS];
	size_t nf;
	size_t fmt_off[MAX_FIELDS];	/* size fields of every format */
	size_t nfmt;
};

static uint64_t w_int(struct walk *w, int width, bool count)
{
	uint64_t v = width == 4 ? ld32(w->b + w->pos, false) :
				  ld64(w->b + w->pos, false);

	if (w->nf < MAX_FIELDS)
		w->f[w->nf++] = (struct fpos){ w->pos, width, count };
	w->pos += width;
	return v;
}

static void w_text(struct walk *w, int width, bool is_format)
{
	if (is_format && w->nfmt < MAX_FIELDS)
		w->fmt_off[w->nfmt++] = w->pos;
	w->pos += w_int(w, width, false);
}

static void w_formats(struct walk *w)
{
	uint64_t n = w_int(w, 4, true);

	for (uint64_t i = 0; i < n; i++)
		w_text(w, 8, true);
}

static void walk_blob(struct walk *w, const uint8_t *b)
{
	bool v06;
	uint64_t nsys;

	memset(w, 0, sizeof(*w));
	w->b = b;
	w->pos = 10;
	v06 = strcmp((const char *)b + 10, "0.6") == 0;
	w->pos += strlen((const char *)b + 10) + 1;
	w->f[w->nf++] = (struct fpos){ w->pos, 1, false };
	w->pos += 2;
	w_int(w, 4, false);		/* page size */
	w->pos += 12;
	w_text(w, 8, false);		/* header_page */
	w->pos += 13;
	w_text(w, 8, false);		/* header_event */
	w_formats(w);			/* ftrace */
	nsys = w_int(w, 4, true);
	for (uint64_t i = 0; i < nsys; i++) {
		w->pos += strlen((const char *)b + w->pos) + 1;
		w_formats(w);
	}
	w_text(w, 4, false);		/* kallsyms */
	w_text(w, 4, false);		/* printk */
	if (v06)
		w_text(w, 8, false);	/* saved cmdlines */
}

/* The blob as a big-endian machine would have written it. */
static uint8_t *to_big_endian(const uint8_t *b, size_t len)
{
	struct walk w;
	uint8_t *out = malloc(len);

	walk_blob(&w, b);
	memcpy(out, b, len);
	for (size_t i = 0; i < w.nf; i++) {
		uint8_t *p = out + w.f[i].off;

		if (w.f[i].width == 1)
			*p = 1;
		else if (w.f[i].width == 4)
			stbe32(p, ld32(b + w.f[i].off, false));
		else
			stbe64(p, ld64(b + w.f[i].off, false));
	}
	return out;
}

/* ---- helpers over the library under test -------------------------------- */

static struct tp_decoder *decoder_quiet(const uint8_t *b, size_t len,
					bool quiet)
{
	char err[256];
	struct tep_handle *tep = tracing_data_parse(b, len, err, sizeof(err));

	if (!tep && !quiet)
		fprintf(stderr, "    %s\n", err);
	return tep ? tp_decoder_new(tep) : NULL;
}

static struct tp_decoder *decoder_for(const uint8_t *b, size_t len)
{
	return decoder_quiet(b, len, false);
}

static int id_of(struct tp_decoder *d, const char *sys, const char *name)
{
	struct tep_event *ev = tep_find_event_by_name(tp_decoder_tep(d), sys,
						      name);

	return ev ? ev->id : -1;
}

/* The payload in the other byte order, field by field per its format. */
static uint8_t *swap_payload(struct tp_decoder *d, int id, const uint8_t *raw,
			     uint32_t size)
{
	struct tep_event *ev = tep_find_event(tp_decoder_tep(d), id);
	struct tep_format_field *lists[2] = { ev->format.common_fields,
					       ev->format.fields };
	uint8_t *out = malloc(size);

	memcpy(out, raw, size);
	for (int l = 0; l < 2; l++) {
		for (struct tep_format_field *f = lists[l]; f; f = f->next) {
			if (f->flags & TEP_FIELD_IS_ARRAY)
				continue;
			for (int i = 0; i < f->size; i++)
				out[f->offset + i] = raw[f->offset + f->size - 1 - i];
		}
	}
	return out;
}

static const char *state_letter(uint64_t st)
{
	static const char *const l[] = { "S", "D", "T", "t", "X", "Z", "P", "I" };

	if ((st & 0xff) == 0)
		return "R";
	for (int i = 0; i < 8; i++)
		if (st == 1ull << i)
			return l[i];
	return "?";
}

/* Typed fields against the text perf script printed for the same sample. */
static bool same_switch(const struct ev_switch *sw, const char *text)
{
	char pc[64], nc[64], st[16], want[512];

	if (sscanf(text, "prev_comm=%63s prev_pid=%*d prev_prio=%*d "
		   "prev_state=%15s ==> next_comm=%63s", pc, st, nc) != 3)
		return true;	/* a comm with spaces: the text compare covers it */
	snprintf(want, sizeof(want), "prev_comm=%s prev_pid=%d prev_prio=%d "
		 "prev_state=%s ==> next_comm=%s next_pid=%d next_prio=%d",
		 sw->prev_comm, sw->prev_pid, sw->prev_prio,
		 state_letter(sw->prev_state), sw->next_comm, sw->next_pid,
		 sw->next_prio);
	return strcmp(want, text) == 0;
}

static bool same_wakeup(const struct ev_wakeup *wk, const char *text)
{
	char want[256];

	snprintf(want, sizeof(want), "comm=%s pid=%d prio=%d target_cpu=%03d",
		 wk->comm, wk->pid, wk->prio, wk->target_cpu);
	return strcmp(want, text) == 0;
}

/* ---- (a) a real recording ------------------------------------------------ */

TEST(tracepoint_real_file_names)
{
	struct perf_file pf;
	struct tp_decoder *d;
	int sw, wk;

	CHECK(perf_open(&pf));
	d = decoder_for(pf.blob, pf.blob_len);
	CHECK(d);
	sw = id_of(d, "sched", "sched_switch");
	wk = id_of(d, "sched", "sched_wakeup");
	CHECK(sw > 0 && wk > 0);
	CHECK_STR(tp_event_name(d, sw), "sched:sched_switch");
	CHECK_STR(tp_event_name(d, wk), "sched:sched_wakeup");
	CHECK(tp_event_name(d, 0x7fffffff) == NULL);
	CHECK_U64(tep_get_long_size(tp_decoder_tep(d)), 8);
	CHECK(!tep_is_file_bigendian(tp_decoder_tep(d)));
	for (size_t i = 0; i < pf.ns; i++)
		CHECK(pf.s[i].tp_id == sw || pf.s[i].tp_id == wk);
	tp_decoder_free(d);
	perf_close(&pf);
}

static bool check_sample(struct tp_decoder *d, const struct sample *s,
			 struct script_line *sl, size_t nsl, bool *seen_switch)
{
	struct event ev;
	char got[512];
	const char *name = tp_event_name(d, s->tp_id);
	struct script_line *l;

	memset(&ev, 0, sizeof(ev));
	if (!name || tp_decode(d, s->tp_id, s->raw, s->raw_size, &ev) != 0)
		return false;
	tp_format(d, s->tp_id, s->raw, s->raw_size, got, sizeof(got));
	l = match(sl, nsl, s, name, got);
	if (!l) {
		fprintf(stderr, "    no perf script line for %s: %s\n", name, got);
		return false;
	}
	if (ev.kind == EV_SCHED_SWITCH) {
		*seen_switch = true;
		return !strcmp(name, "sched:sched_switch") &&
		       same_switch(&ev.sw, l->trace);
	}
	return ev.kind == EV_SCHED_WAKEUP && same_wakeup(&ev.wk, l->trace);
}

TEST(tracepoint_real_file_matches_perf_script)
{
	struct perf_file pf;
	struct script_line *sl;
	struct tp_decoder *d;
	char *text;
	size_t nsl;
	bool seen_switch = false;

	CHECK(perf_open(&pf));
	sl = read_script(&text, &nsl);
	CHECK(sl);
	CHECK_U64(nsl, pf.ns);
	d = decoder_for(pf.blob, pf.blob_len);
	CHECK(d);
	for (size_t i = 0; i < pf.ns; i++)
		CHECK(check_sample(d, &pf.s[i], sl, nsl, &seen_switch));
	CHECK(seen_switch);
	tp_decoder_free(d);
	free(sl);
	free(text);
	perf_close(&pf);
}

/* The first sched_switch in file order, spelled out field by field. */
TEST(tracepoint_real_file_first_switch)
{
	struct perf_file pf;
	struct tp_decoder *d;
	struct script_line *sl, *l = NULL;
	struct event ev;
	char *text, got[512], pc[32], nc[32], st[8];
	int pp, ppr, np, npr;
	size_t nsl, i;

	CHECK(perf_open(&pf));
	d = decoder_for(pf.blob, pf.blob_len);
	CHECK(d);
	sl = read_script(&text, &nsl);
	CHECK(sl);
	for (i = 0; i < pf.ns; i++)
		if (pf.s[i].tp_id == id_of(d, "sched", "sched_switch"))
			break;
	CHECK(i < pf.ns);
	CHECK_U64(tp_decode(d, pf.s[i].tp_id, pf.s[i].raw, pf.s[i].raw_size,
			    &ev), 0);
	CHECK_U64(ev.kind, EV_SCHED_SWITCH);
	tp_format(d, pf.s[i].tp_id, pf.s[i].raw, pf.s[i].raw_size, got,
		  sizeof(got));
	l = match(sl, nsl, &pf.s[i], "sched:sched_switch", got);
	CHECK(l);
	CHECK(sscanf(l->trace, "prev_comm=%31s prev_pid=%d prev_prio=%d "
		     "prev_state=%7s ==> next_comm=%31s next_pid=%d "
		     "next_prio=%d", pc, &pp, &ppr, st, nc, &np, &npr) == 7);
	CHECK_STR(ev.sw.prev_comm, pc);
	CHECK_STR(ev.sw.next_comm, nc);
	CHECK_U64(ev.sw.prev_pid, pp);
	CHECK_U64(ev.sw.prev_prio, ppr);
	CHECK_U64(ev.sw.next_pid, np);
	CHECK_U64(ev.sw.next_prio, npr);
	CHECK_STR(state_letter(ev.sw.prev_state), st);
	tp_decoder_free(d);
	free(sl);
	free(text);
	perf_close(&pf);
}

/* ---- (b) a big-endian blob and payloads --------------------------------- */

static bool same_event(const struct event *a, const struct event *b)
{
	if (a->kind != b->kind)
		return false;
	if (a->kind == EV_SCHED_SWITCH)
		return !memcmp(&a->sw, &b->sw, sizeof(a->sw));
	return !memcmp(&a->wk, &b->wk, sizeof(a->wk));
}

static bool check_big_endian(struct tp_decoder *le, struct tp_decoder *be,
			     const struct sample *s)
{
	struct event a, b;
	char ta[512], tb[512];
	uint8_t *raw = swap_payload(le, s->tp_id, s->raw, s->raw_size);
	bool ok;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	ok = tp_decode(le, s->tp_id, s->raw, s->raw_size, &a) == 0 &&
	     tp_decode(be, s->tp_id, raw, s->raw_size, &b) == 0 &&
	     same_event(&a, &b);
	tp_format(le, s->tp_id, s->raw, s->raw_size, ta, sizeof(ta));
	tp_format(be, s->tp_id, raw, s->raw_size, tb, sizeof(tb));
	if (ok && strcmp(ta, tb) != 0) {
		fprintf(stderr, "    LE: %s\n    BE: %s\n", ta, tb);
		ok = false;
	}
	free(raw);
	return ok;
}

TEST(tracepoint_big_endian_blob)
{
	struct perf_file pf;
	struct tp_decoder *le, *be;
	uint8_t *blob;

	CHECK(perf_open(&pf));
	blob = to_big_endian(pf.blob, pf.blob_len);
	le = decoder_for(pf.blob, pf.blob_len);
	be = decoder_for(blob, pf.blob_len);
	CHECK(le && be);
	CHECK(tep_is_file_bigendian(tp_decoder_tep(be)));
	CHECK_U64(tep_get_long_size(tp_decoder_tep(be)), 8);
	CHECK_U64(tep_get_page_size(tp_decoder_tep(be)),
		  tep_get_page_size(tp_decoder_tep(le)));
	CHECK_STR(tp_event_name(be, id_of(le, "sched", "sched_switch")),
		  "sched:sched_switch");
	for (size_t i = 0; i < pf.ns; i++)
		CHECK(check_big_endian(le, be, &pf.s[i]));
	tp_decoder_free(le);
	tp_decoder_free(be);
	free(blob);
	perf_close(&pf);
}

/* ---- (c) hostile blobs ---------------------------------------------------- */

static bool rejects(const uint8_t *b, size_t len)
{
	char err[256] = "";
	struct tep_handle *tep = tracing_data_parse(b, len, err, sizeof(err));

	if (tep) {
		tep_free(tep);
		return false;
	}
	if (!err[0] || strchr(err, '\n') || strncmp(err, "tracing data: ", 14))
		return false;
	return true;
}

TEST(tracepoint_hostile_truncations)
{
	struct perf_file pf;
	size_t step;

	CHECK(perf_open(&pf));
	CHECK(!rejects(pf.blob, pf.blob_len));
	/* every prefix through the sched formats (the first 3 KB), then a
	 * sample of the printk text, then every prefix of the last 64 bytes */
	for (size_t n = 0; n < pf.blob_len; n += step) {
		step = n < 3072 || n + 64 >= pf.blob_len ? 1 : 29;
		if (!rejects(pf.blob, n)) {
			fprintf(stderr, "    prefix %zu accepted\n", n);
			CHECK(0);
		}
	}
	CHECK(rejects(NULL, 0));
	perf_close(&pf);
}

static void set_field(uint8_t *b, const struct fpos *f, uint64_t v)
{
	if (f->width == 1)
		b[f->off] = (uint8_t)v;
	else if (f->width == 4)
		st32(b + f->off, (uint32_t)v, false);
	else
		st64(b + f->off, v, false);
}

/* Every size, count and the page size at its maximum: refused. Other
 * mutations (off by one, zero) may parse or not, but must not crash. */
TEST(tracepoint_hostile_sizes_and_counts)
{
	struct perf_file pf;
	struct walk w;
	uint8_t *b;

	CHECK(perf_open(&pf));
	walk_blob(&w, pf.blob);
	CHECK(w.nf > 10);
	CHECK_U64(w.pos, pf.blob_len);
	b = malloc(pf.blob_len);
	for (size_t i = 1; i < w.nf; i++) {
		const uint64_t vals[] = { UINT64_MAX, 0xffffffff, 0x80000000,
					  pf.blob_len, 0, 1 };

		for (size_t v = 0; v < sizeof(vals) / sizeof(vals[0]); v++) {
			memcpy(b, pf.blob, pf.blob_len);
			set_field(b, &w.f[i], vals[v]);
			/* a page size of blob_len is fine */
			bool must = v < 4 && !(v == 3 && i == 1);

			if (must && !rejects(b, pf.blob_len)) {
				fprintf(stderr, "    field %zu = %llx accepted\n",
					i, (unsigned long long)vals[v]);
				free(b);
				CHECK(0);
			}
			if (!must)
				tep_free(tracing_data_parse(b, pf.blob_len,
							    NULL, 0));
		}
	}
	free(b);
	perf_close(&pf);
}

TEST(tracepoint_hostile_header)
{
	static const uint8_t nonul[] = "\x17\x08" "Dtracing0.6aaaaaaaaaaaaaaaa";
	uint8_t b[64];
	char err[128];

	CHECK(rejects(nonul, sizeof(nonul) - 1));
	CHECK(rejects((const uint8_t *)"\x17\x08" "Etracing0.6", 12));
	memcpy(b, "\x17\x08" "Dtracing0.6\0\x02\x08", 15);
	CHECK(rejects(b, 15));		/* endian flag 2 */
	b[12] = 0;
	b[13] = 3;
	CHECK(rejects(b, 15));		/* long size 3 */
	CHECK(!tracing_data_parse(b, 15, err, 8));	/* short err buffer */
	CHECK(strlen(err) < 8);
	CHECK(!tracing_data_parse(b, 15, NULL, 0));
}

/* Random byte damage to the whole blob, formats included: whatever parses
 * must then decode and print the real samples without crashing. */
TEST(tracepoint_hostile_fuzz)
{
	struct perf_file pf;
	uint8_t *b;
	uint32_t seed = 12345;

	CHECK(perf_open(&pf));
	b = malloc(pf.blob_len);
	for (int iter = 0; iter < 400; iter++) {
		struct tp_decoder *d;

		memcpy(b, pf.blob, pf.blob_len);
		for (int k = 0; k < 1 + iter % 8; k++) {
			seed = seed * 1103515245 + 12345;
			b[(seed >> 8) % pf.blob_len] ^= (uint8_t)(1 + (seed >> 24) % 255);
		}
		d = decoder_quiet(b, pf.blob_len, true);
		for (size_t i = 0; d && i < pf.ns; i++) {
			struct event ev;
			char out[256];

			tp_decode(d, pf.s[i].tp_id, pf.s[i].raw, pf.s[i].raw_size, &ev);
			tp_format(d, pf.s[i].tp_id, pf.s[i].raw, pf.s[i].raw_size,
				  out, sizeof(out));
		}
		tp_decoder_free(d);
	}
	free(b);
	perf_close(&pf);
}

/* ---- crafted blobs: a builder for one "sched" system ---------------------- */

struct bb {
	uint8_t *p;
	size_t len, cap;
	bool swap;
};

static void bb_put(struct bb *b, const void *s, size_t n)
{
	if (b->len + n > b->cap) {	/* doubling: blobs of many formats */
		b->cap = b->len + n > 2 * b->cap ? b->len + n : 2 * b->cap;
		b->p = realloc(b->p, b->cap);
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
}

static void bb_int(struct bb *b, uint64_t v, int width)
{
	uint8_t t[8];

	if (width == 4)
		st32(t, (uint32_t)v, b->swap);
	else
		st64(t, v, b->swap);
	bb_put(b, t, width);
}

static void bb_text(struct bb *b, const char *s, int width)
{
	bb_int(b, strlen(s), width);
	bb_put(b, s, strlen(s));
}

/* The tracing-data header up to the ftrace formats: magic, version 0.6,
 * endianness and long size, page size, empty header_page and header_event. */
static void blob_head(struct bb *b, const uint8_t mach[2])
{
	bb_put(b, "\x17\x08\x44" "tracing" "0.6", 14);
	bb_put(b, mach, 2);
	bb_int(b, 4096, 4);
	bb_put(b, "header_page", 12);
	bb_text(b, "", 8);
	bb_put(b, "header_event", 13);
	bb_text(b, "", 8);
}

static uint8_t *build_blob(bool big, const char *const *fmts, size_t n,
			   size_t *len)
{
	struct bb b = { .swap = big != (BYTE_ORDER == BIG_ENDIAN) };
	uint8_t mach[2] = { big, 8 };

	blob_head(&b, mach);
	bb_int(&b, 0, 4);		/* ftrace formats */
	bb_int(&b, 1, 4);
	bb_put(&b, "sched", 6);
	bb_int(&b, n, 4);
	for (size_t i = 0; i < n; i++)
		bb_text(&b, fmts[i], 8);
	bb_int(&b, 0, 4);		/* kallsyms */
	bb_int(&b, 0, 4);		/* printk */
	bb_text(&b, "42 foo\n", 8);	/* saved cmdlines */
	*len = b.len;
	return b.p;
}

#define COMMON_FIELDS \
	"\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n" \
	"\tfield:unsigned char common_flags;\toffset:2;\tsize:1;\tsigned:0;\n" \
	"\tfield:unsigned char common_preempt_count;\toffset:3;\tsize:1;\tsigned:0;\n" \
	"\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n"

/* sched_switch as the kernel lays it out, next_prio at a chosen offset. */
static char *switch_format(int id, int next_prio_off)
{
	char *s;

	if (asprintf(&s, "name: sched_switch\nID: %d\nformat:\n" COMMON_FIELDS
		     "\tfield:char prev_comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
		     "\tfield:pid_t prev_pid;\toffset:24;\tsize:4;\tsigned:1;\n"
		     "\tfield:int prev_prio;\toffset:28;\tsize:4;\tsigned:1;\n"
		     "\tfield:long prev_state;\toffset:32;\tsize:8;\tsigned:1;\n"
		     "\tfield:char next_comm[16];\toffset:40;\tsize:16;\tsigned:0;\n"
		     "\tfield:pid_t next_pid;\toffset:56;\tsize:4;\tsigned:1;\n"
		     "\tfield:int next_prio;\toffset:%d;\tsize:4;\tsigned:1;\n\n"
		     "print fmt: \"prev_comm=%%s prev_pid=%%d prev_state=%%ld ==> "
		     "next_comm=%%s next_pid=%%d next_prio=%%d\", REC->prev_comm, "
		     "REC->prev_pid, REC->prev_state, REC->next_comm, "
		     "REC->next_pid, REC->next_prio\n", id, next_prio_off) < 0)
		return NULL;
	return s;
}

/* sched_switch with __data_loc comms (as a future kernel might). */
static const char dyn_switch[] =
	"name: sched_switch\nID: 7\nformat:\n" COMMON_FIELDS
	"\tfield:__data_loc char[] prev_comm;\toffset:8;\tsize:4;\tsigned:0;\n"
	"\tfield:pid_t prev_pid;\toffset:12;\tsize:4;\tsigned:1;\n"
	"\tfield:int prev_prio;\toffset:16;\tsize:4;\tsigned:1;\n"
	"\tfield:long prev_state;\toffset:24;\tsize:8;\tsigned:1;\n"
	"\tfield:__data_loc char[] next_comm;\toffset:32;\tsize:4;\tsigned:0;\n"
	"\tfield:pid_t next_pid;\toffset:36;\tsize:4;\tsigned:1;\n"
	"\tfield:int next_prio;\toffset:40;\tsize:4;\tsigned:1;\n\n"
	"print fmt: \"prev_comm=%s prev_pid=%d ==> next_comm=%s next_pid=%d\", "
	"__get_str(prev_comm), REC->prev_pid, __get_str(next_comm), "
	"REC->next_pid\n";

static const char wakeup_new[] =
	"name: sched_wakeup_new\nID: 8\nformat:\n" COMMON_FIELDS
	"\tfield:char comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
	"\tfield:pid_t pid;\toffset:24;\tsize:4;\tsigned:1;\n"
	"\tfield:int prio;\toffset:28;\tsize:4;\tsigned:1;\n"
	"\tfield:int target_cpu;\toffset:32;\tsize:4;\tsigned:1;\n\n"
	"print fmt: \"comm=%s pid=%d prio=%d target_cpu=%03d\", REC->comm, "
	"REC->pid, REC->prio, REC->target_cpu\n";

/* The same template as sched_waking: a task made runnable, as itself. */
static const char waking[] =
	"name: sched_waking\nID: 10\nformat:\n" COMMON_FIELDS
	"\tfield:char comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
	"\tfield:pid_t pid;\toffset:24;\tsize:4;\tsigned:1;\n"
	"\tfield:int prio;\toffset:28;\tsize:4;\tsigned:1;\n"
	"\tfield:int target_cpu;\toffset:32;\tsize:4;\tsigned:1;\n\n"
	"print fmt: \"comm=%s pid=%d prio=%d target_cpu=%03d\", REC->comm, "
	"REC->pid, REC->prio, REC->target_cpu\n";

/* sched_wakeup without target_cpu: cannot be decoded as a wakeup. */
static const char wakeup_partial[] =
	"name: sched_wakeup\nID: 9\nformat:\n" COMMON_FIELDS
	"\tfield:char comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
	"\tfield:pid_t pid;\toffset:24;\tsize:4;\tsigned:1;\n\n"
	"print fmt: \"comm=%s pid=%d\", REC->comm, REC->pid\n";

static struct tp_decoder *crafted(bool big, const char *const *fmts, size_t n)
{
	size_t len;
	uint8_t *b = build_blob(big, fmts, n, &len);
	struct tp_decoder *d = decoder_for(b, len);

	free(b);
	return d;
}

/* A static-layout sched_switch payload in the given byte order. */
static void switch_payload(uint8_t p[64], bool big, int id)
{
	bool sw = big != (BYTE_ORDER == BIG_ENDIAN);

	memset(p, 0, 64);
	st16(p, (uint16_t)id, sw);
	st32(p + 4, 1234, sw);
	memcpy(p + 8, "prev-task", 9);
	st32(p + 24, 1234, sw);
	st32(p + 28, 120, sw);
	st64(p + 32, 2, sw);
	memcpy(p + 40, "next-task-16char", 16);	/* no NUL: 15 chars kept */
	st32(p + 56, (uint32_t)-7, sw);
	st32(p + 60, 99, sw);
}

static bool check_switch_payload(struct tp_decoder *d, const uint8_t *p)
{
	struct event ev;
	char out[256];

	memset(&ev, 0xff, sizeof(ev));
	if (tp_decode(d, 5, p, 64, &ev) != 0 || ev.kind != EV_SCHED_SWITCH)
		return false;
	tp_format(d, 5, p, 64, out, sizeof(out));
	return !strcmp(ev.sw.prev_comm, "prev-task") &&
	       !strcmp(ev.sw.next_comm, "next-task-16cha") &&
	       ev.sw.prev_pid == 1234 && ev.sw.prev_prio == 120 &&
	       ev.sw.prev_state == 2 && ev.sw.next_pid == -7 &&
	       ev.sw.next_prio == 99 &&
	       !strcmp(out, "prev_comm=prev-task prev_pid=1234 prev_state=2 "
		       "==> next_comm=next-task-16char next_pid=-7 next_prio=99");
}

TEST(tracepoint_crafted_both_byte_orders)
{
	char *fmt = switch_format(5, 60);
	const char *fmts[] = { fmt };
	uint8_t p[64];

	CHECK(fmt);
	for (int big = 0; big < 2; big++) {
		struct tp_decoder *d = crafted(big, fmts, 1);
		bool ok;

		CHECK(d);
		switch_payload(p, big, 5);
		ok = check_switch_payload(d, p);
		tp_decoder_free(d);
		CHECK(ok);
	}
	free(fmt);
}

/* Every comm length in a char[16], with bytes after the NUL that are not
 * zero: the decoded comm is the bytes before the first NUL (15 at most),
 * and all 16 bytes after it are zero, at every alignment of the payload. */
TEST(tracepoint_comm_every_length)
{
	char *fmt = switch_format(5, 60);
	const char *fmts[] = { fmt };
	struct tp_decoder *d = crafted(false, fmts, 1);
	uint8_t buf[64 + 8];

	CHECK(d);
	for (int shift = 0; shift < 8; shift++)
		for (int n = 0; n <= 16; n++) {
			uint8_t *p = buf + shift;
			char want[TASK_COMM_LEN];
			struct event ev;

			switch_payload(p, false, 5);
			memset(p + 40, 0xa5, 16);
			for (int i = 0; i < n; i++)
				p[40 + i] = (uint8_t)('a' + i);
			if (n < 16)
				p[40 + n] = 0;
			memset(want, 0, sizeof(want));
			memcpy(want, p + 40, n < 15 ? (size_t)n : 15);
			memset(&ev, 0xff, sizeof(ev));
			CHECK(tp_decode(d, 5, p, 64, &ev) == 0);
			CHECK(memcmp(ev.sw.next_comm, want, TASK_COMM_LEN) == 0);
			CHECK_STR(ev.sw.prev_comm, "prev-task");
			CHECK(memcmp(ev.sw.prev_comm + 9, "\0\0\0\0\0\0\0", 7) == 0);
		}
	tp_decoder_free(d);
	free(fmt);
}

/* comm16_pad against a byte loop: the first NUL at every position (or
 * none), random non-zero bytes around it, copied and in place. */
TEST(bytes_comm16_pad_matches_byte_loop)
{
	uint64_t seed = 0x9e3779b97f4a7c15ULL;

	for (int nul = 0; nul <= 16; nul++)
		for (int rep = 0; rep < 200; rep++) {
			char src[16], want[16], got[16], inplace[16];

			for (int i = 0; i < 16; i++) {
				seed ^= seed << 13;
				seed ^= seed >> 7;
				seed ^= seed << 17;
				src[i] = (char)(1 + seed % 255);	/* never 0 */
				/* zeros after the first NUL too, sometimes */
				if (i > nul && seed % 5 == 0)
					src[i] = 0;
			}
			if (nul < 16)
				src[nul] = 0;
			memset(want, 0, sizeof(want));
			for (int i = 0; i < 16 && src[i]; i++)
				want[i] = src[i];
			memset(got, 0x5a, sizeof(got));
			comm16_pad(got, src);
			CHECK(memcmp(got, want, 16) == 0);
			memcpy(inplace, src, 16);
			comm16_pad(inplace, inplace);
			CHECK(memcmp(inplace, want, 16) == 0);
		}
}

/* ---- (d) payloads shorter than their format ------------------------------ */

TEST(tracepoint_short_payload)
{
	char *fmt = switch_format(5, 60);
	const char *fmts[] = { fmt };
	struct tp_decoder *d = crafted(false, fmts, 1);
	struct event ev;
	uint8_t p[64];
	char out[64];

	CHECK(d);
	switch_payload(p, false, 5);
	CHECK(tp_decode(d, 5, p, 64, &ev) == 0);
	CHECK(tp_decode(d, 5, p, 63, &ev) == -1);
	CHECK(tp_decode(d, 5, p, 0, &ev) == -1);
	CHECK(tp_decode(d, 5, NULL, 0, &ev) == -1);
	tp_format(d, 5, p, 63, out, sizeof(out));
	CHECK(out[0] == '[');
	CHECK(tp_format(d, 5, p, 64, out, 10) == 9);	/* truncated output */
	CHECK_STR(out, "prev_comm");
	CHECK(tp_format(d, 5, p, 64, out, 0) == 0);
	tp_decoder_free(d);
	free(fmt);
}

TEST(tracepoint_real_short_payload)
{
	struct perf_file pf;
	struct tp_decoder *d;
	struct event ev;

	CHECK(perf_open(&pf));
	d = decoder_for(pf.blob, pf.blob_len);
	CHECK(d);
	for (size_t i = 0; i < pf.ns; i++) {
		const struct sample *s = &pf.s[i];
		uint8_t *copy = malloc(s->raw_size);

		/* exact-size heap copies: ASan sees any over-read */
		for (uint32_t n = 0; n < 36; n++) {
			memcpy(copy, s->raw, n);
			CHECK(tp_decode(d, s->tp_id, copy, n, &ev) == -1);
		}
		free(copy);
	}
	tp_decoder_free(d);
	perf_close(&pf);
}

/* A format whose field lies far past any real payload. */
TEST(tracepoint_field_past_payload)
{
	char *fmt = switch_format(5, 60000);
	const char *fmts[] = { fmt };
	struct tp_decoder *d = crafted(false, fmts, 1);
	struct event ev;
	uint8_t *p = malloc(64);
	char out[128];

	CHECK(d);
	switch_payload(p, false, 5);
	CHECK(tp_decode(d, 5, p, 64, &ev) == -1);
	tp_format(d, 5, p, 64, out, sizeof(out));
	CHECK(out[0] == '[');
	free(p);
	tp_decoder_free(d);
	free(fmt);
}

static void dyn_payload(uint8_t p[96], uint32_t next_loc)
{
	memset(p, 0, 96);
	st16(p, 7, false);
	st32(p + 8, (27u << 16) | 44, false);
	st32(p + 12, 55, false);
	st32(p + 32, next_loc, false);
	st32(p + 36, 66, false);
	memcpy(p + 44, "a-comm-longer-than-sixteen", 27);
	memcpy(p + 71, "b", 2);
}

TEST(tracepoint_dynamic_comm)
{
	const char *fmts[] = { dyn_switch };
	struct tp_decoder *d = crafted(false, fmts, 1);
	struct event ev;
	uint8_t *p = malloc(73);	/* exact size: ASan sees over-reads */
	uint8_t full[96];
	char out[256];

	CHECK(d);
	dyn_payload(full, (2u << 16) | 71);
	memcpy(p, full, 73);
	CHECK(tp_decode(d, 7, p, 73, &ev) == 0);
	CHECK_U64(ev.kind, EV_SCHED_SWITCH);
	CHECK_STR(ev.sw.prev_comm, "a-comm-longer-t");
	CHECK_STR(ev.sw.next_comm, "b");
	CHECK_U64(ev.sw.prev_pid, 55);
	CHECK_U64(ev.sw.next_pid, 66);
	tp_format(d, 7, p, 73, out, sizeof(out));
	CHECK_STR(out, "prev_comm=a-comm-longer-than-sixteen prev_pid=55 ==> "
		  "next_comm=b next_pid=66");
	/* next_comm's locator points past the payload */
	dyn_payload(full, (200u << 16) | 71);
	memcpy(p, full, 73);
	CHECK(tp_decode(d, 7, p, 73, &ev) == -1);
	tp_format(d, 7, p, 73, out, sizeof(out));
	CHECK(out[0] == '[');
	free(p);
	tp_decoder_free(d);
}

TEST(tracepoint_kinds)
{
	char *sw = switch_format(5, 60);
	const char *fmts[] = { sw, wakeup_new, wakeup_partial, waking };
	struct tp_decoder *d = crafted(false, fmts, 4);
	struct event ev;
	uint8_t p[64];

	CHECK(d);
	memset(p, 0, sizeof(p));
	memcpy(p + 8, "new", 4);
	st32(p + 24, 77, false);
	st32(p + 32, 3, false);
	CHECK(tp_decode(d, 8, p, 36, &ev) == 0);
	CHECK_U64(ev.kind, EV_SCHED_WAKEUP);
	CHECK_STR(ev.wk.comm, "new");
	CHECK_U64(ev.wk.pid, 77);
	CHECK_U64(ev.wk.target_cpu, 3);
	CHECK_U64(ev.wk.which, WAKE_NEW);
	CHECK(tp_decode(d, 10, p, 36, &ev) == 0);
	CHECK_U64(ev.kind, EV_SCHED_WAKEUP);
	CHECK_U64(ev.wk.which, WAKE_WAKING);
	CHECK_U64(ev.wk.pid, 77);
	CHECK(tp_decode(d, 9, p, 28, &ev) == 0);
	CHECK_U64(ev.kind, EV_SCHED_OTHER);
	CHECK_STR(tp_event_name(d, 9), "sched:sched_wakeup");
	ev.tp.name = "kept";		/* the caller's */
	CHECK(tp_decode(d, 12345, p, 64, &ev) == 0);
	CHECK_U64(ev.kind, EV_SCHED_OTHER);
	CHECK_STR(ev.tp.name, "kept");
	tp_decoder_free(d);
	free(sw);
}

/* Two formats claiming one id: neither is trusted. */
TEST(tracepoint_duplicate_ids)
{
	char *a = switch_format(5, 60), *b = switch_format(5, 8);
	const char *fmts[] = { a, b };
	struct tp_decoder *d = crafted(false, fmts, 2);
	struct event ev;
	uint8_t p[64];
	char out[128];

	CHECK(d);
	switch_payload(p, false, 5);
	CHECK(tp_decode(d, 5, p, 64, &ev) == -1);
	tp_format(d, 5, p, 64, out, sizeof(out));
	CHECK(out[0] == '[');
	tp_decoder_free(d);
	free(a);
	free(b);
}

/* ---- live tracefs -------------------------------------------------------- */

static int tracefs_id(const char *name)
{
	char path[256];
	int id = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/sys/kernel/tracing/events/sched/%s/id",
		 name);
	f = fopen(path, "r");
	if (!f)
		return -1;
	if (fscanf(f, "%d", &id) != 1)
		id = -1;
	fclose(f);
	return id;
}

/* A wakeup payload laid out by this kernel's own format decodes. */
static bool check_live_wakeup(struct tp_decoder *d, int id)
{
	struct tep_event *ev = tep_find_event(tp_decoder_tep(d), id);
	struct tep_format_field *comm, *pid, *cpu;
	uint8_t raw[256] = { 0 };
	struct event e;

	comm = ev ? tep_find_field(ev, "comm") : NULL;
	pid = ev ? tep_find_field(ev, "pid") : NULL;
	cpu = ev ? tep_find_field(ev, "target_cpu") : NULL;
	if (!comm || !pid || !cpu || cpu->offset + 4 > (int)sizeof(raw) ||
	    (comm->flags & TEP_FIELD_IS_DYNAMIC))
		return false;
	memcpy(raw + comm->offset, "livetask", 9);
	st32(raw + pid->offset, 4242, false);
	st32(raw + cpu->offset, 3, false);
	return tp_decode(d, id, raw, sizeof(raw), &e) == 0 &&
	       e.kind == EV_SCHED_WAKEUP && !strcmp(e.wk.comm, "livetask") &&
	       e.wk.pid == 4242 && e.wk.target_cpu == 3;
}

TEST(tracepoint_live_tracefs)
{
	static const char *const bogus[] = { "no_such_system_xyz", NULL };
	char err[256];
	struct tep_handle *tep;
	struct tp_decoder *d;
	int id = tracefs_id("sched_switch");

	if (id < 0 || geteuid() != 0) {
		fprintf(stderr, "    (skipped: no readable tracefs)\n");
		return;
	}
	tep = tracing_load_live(NULL, err, sizeof(err));
	if (!tep)
		fprintf(stderr, "    %s\n", err);
	CHECK(tep);
	d = tp_decoder_new(tep);
	CHECK(d);
	CHECK_STR(tp_event_name(d, id), "sched:sched_switch");
	CHECK_STR(tp_event_name(d, tracefs_id("sched_wakeup")),
		  "sched:sched_wakeup");
	CHECK_U64(tep_get_long_size(tep), sizeof(long));
	CHECK(check_live_wakeup(d, tracefs_id("sched_wakeup")));
	tp_decoder_free(d);
	CHECK(!tracing_load_live(bogus, err, sizeof(err)));
	CHECK(strstr(err, "no_such_system_xyz"));
}

/* ---- the format pre-check --------------------------------------------------- */

/* sched_switch with a chosen print fmt (fields as in switch_format). */
static char *switch_with_print(const char *print)
{
	char *s;

	if (asprintf(&s, "name: sched_switch\nID: 5\nformat:\n" COMMON_FIELDS
		     "\tfield:char prev_comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
		     "\tfield:pid_t prev_pid;\toffset:24;\tsize:4;\tsigned:1;\n"
		     "\tfield:int prev_prio;\toffset:28;\tsize:4;\tsigned:1;\n"
		     "\tfield:long prev_state;\toffset:32;\tsize:8;\tsigned:1;\n"
		     "\tfield:char next_comm[16];\toffset:40;\tsize:16;\tsigned:0;\n"
		     "\tfield:pid_t next_pid;\toffset:56;\tsize:4;\tsigned:1;\n"
		     "\tfield:int next_prio;\toffset:60;\tsize:4;\tsigned:1;\n\n"
		     "print fmt: %s\n", print) < 0)
		return NULL;
	return s;
}

/* Print fmts that crash, over-read or leak inside libtraceevent 1.7 (found
 * by fuzzing), or that we keep from it on principle (unknown helpers,
 * statement expressions, argument count mismatch): each is cut, and the
 * event still decodes and prints its fields raw. */
static const char *const bad_prints[] = {
	"\"%s\", __print_flags(REC->prev_stat, \"|\", { 1, \"S\" })",
	"\"%d\", REC->prev_pid ? 1 :size:65535 REC->next_pid",
	"\"%d\", 1 ? 2 : REC->prev_pid[8]",
	"\"%d\", REC->prev_pid % 0",
	"\"%d\", REC->prev_pid % 008",
	"\"%d\", REC->prev_pid / REC->next_pid",
	"\"%d\"; REC->prev_pid",
	"\"%n\", REC->prev_pid",
	"\"%*d\", REC->prev_pid, REC->next_pid",
	"\"%999999999d\", REC->prev_pid",
	"\"%s\", __print_hex(REC->prev_comm, 100000000)",
	"\"%s\", __print_hex(REC->prev_comm, REC->prev_pid)",
	"\"%d\", !__print_symbolic(REC->prev_pid, { 1, \"a\" })",
	"\"%d\", !--REC->prev_pid",
	"\"%d\", !*REC->prev_pid",
	"\"%d\", !(int)!(REC->prev_pid)",
	"\"%s\", __print_flags(REC->prev_pid, \"|\", { 1, !\"S\" })",
	"\"%s\", __print_symbolic(REC->prev_pid, { })",
	"\"%s\", __print_flags(REC->prev_pid, \"|\", { 0/020, \"Z\" })",
	"\"%s\", __print_symbolic(REC->prev_pid, { (2 * 16), \"a\" })",
	"\"%s\", __print_flags(REC->prev_pid, \"|\", { 64 % 33, \"Z\" })",
	"\"%d\", 0x1 | 1x2",
	"\"%s\", __get_str(prev_comm)",
	"\"%d\", no_such_helper(REC->prev_pid)",
	"\"%d\", ({ int x = REC->prev_pid; x; })",
	"\"%d %d\", REC->prev_pid",
};

TEST(tracepoint_format_check_cuts_bad_print)
{
	for (size_t i = 0; i < sizeof(bad_prints) / sizeof(bad_prints[0]); i++) {
		char *fmt = switch_with_print(bad_prints[i]);
		const char *fmts[] = { fmt };
		struct tp_decoder *d;
		struct event ev;
		uint8_t p[64];
		char out[256];
		size_t off;

		CHECK(fmt);
		if (tracing_format_check(fmt, strlen(fmt), &off, NULL, 0) !=
		    TRACING_FORMAT_BAD_PRINT) {
			fprintf(stderr, "    not cut: %s\n", bad_prints[i]);
			free(fmt);
			CHECK(0);
		}
		CHECK(!strncmp(fmt + off, bad_prints[i], 8));
		d = crafted(false, fmts, 1);
		free(fmt);
		CHECK(d);
		switch_payload(p, false, 5);
		CHECK(tp_decode(d, 5, p, 64, &ev) == 0);
		CHECK_STR(ev.sw.prev_comm, "prev-task");
		tp_format(d, 5, p, 64, out, sizeof(out));
		CHECK(!strncmp(out, "[FAILED TO PARSE] prev_comm=prev-task", 37));
		tp_decoder_free(d);
	}
}

/* Formats whose fields libtraceevent 1.7 mishandles are kept from it. */
TEST(tracepoint_format_check_drops_bad_fields)
{
	static const char *const bad[] = {
		"name: x\nID: 1\nformat:\n\tfield:char c[16A;\toffset:8;\tsize:16;\tsigned:0;\n\nprint fmt: \"\"\n",
		"name: x\nID: 1\nformat:\n\tfield:char c[\"6];\toffset:8;\tsize:16;\tsigned:0;\n\nprint fmt: \"\"\n",
		"name: x\nID: 1\nformat:\n\tfield:intc;\toffset:8;\tsize:4;\tsigned:0;\n\nprint fmt: \"\"\n",
		"name: x\nID: 1\nformat:\n\tfield:int c;\toffset:8;\tsize:4;\tsigned:2;\n\nprint fmt: \"\"\n",
		"name: x\nID: 1\nformat:\n\tfield:int c;\toffset:-8;\tsize:4;\tsigned:0;\n\nprint fmt: \"\"\n",
		"name: x\nID: x\nformat:\n\nprint fmt: \"\"\n",
		"name: x\nID: 1\nformat:\n\tfield:int c;\toffset:8;\tsize:4;\tsigned:0;\n",
		"name: x\nID: 1\nformat:\n\tfield:int \x01;\toffset:8;\tsize:4;\tsigned:0;\n\nprint fmt: \"\"\n",
	};
	char why[128];

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		CHECK_U64(tracing_format_check(bad[i], strlen(bad[i]), NULL, why,
					       sizeof(why)), TRACING_FORMAT_BAD);
		CHECK(why[0] != '\0');
	}
}

/* Every format of the running kernel passes the check (a few print fmts,
 * like statement expressions, may be cut; no format is dropped). */
TEST(tracepoint_format_check_accepts_tracefs)
{
	glob_t g;
	size_t cut = 0;

	if (glob("/sys/kernel/tracing/events/*/*/format", 0, NULL, &g) != 0) {
		fprintf(stderr, "    (skipped: no readable tracefs)\n");
		return;
	}
	for (size_t i = 0; i < g.gl_pathc; i++) {
		size_t len;
		char *t = (char *)load_path(g.gl_pathv[i], &len);
		char why[128];
		int v = t ? tracing_format_check(t, len, NULL, why, sizeof(why))
			  : TRACING_FORMAT_OK;

		free(t);
		if (v == TRACING_FORMAT_BAD)
			fprintf(stderr, "    %s: %s\n", g.gl_pathv[i], why);
		cut += v == TRACING_FORMAT_BAD_PRINT;
		if (v == TRACING_FORMAT_BAD) {
			globfree(&g);
			CHECK(0);
		}
	}
	CHECK(cut * 20 <= g.gl_pathc);
	globfree(&g);
}

/* ---- how many formats ----------------------------------------------------- */

/* Like build_blob, in host order: nftrace ftrace formats, then one system
 * per count in sys ("s0", "s1", ...), every format a small valid one with
 * its own id. */
static uint8_t *blob_of_formats(uint32_t nftrace, const uint32_t *sys, size_t nsys,
				size_t *len)
{
	struct bb b = { .swap = false };
	uint8_t mach[2] = { BYTE_ORDER == BIG_ENDIAN, 8 };
	uint32_t id = 1;
	char text[512], name[24];

	blob_head(&b, mach);
	for (size_t k = 0; k <= nsys; k++) {
		uint32_t n = k ? sys[k - 1] : nftrace;

		if (k == 1)
			bb_int(&b, nsys, 4);
		if (k) {
			snprintf(name, sizeof(name), "s%zu", k - 1);
			bb_put(&b, name, strlen(name) + 1);
		}
		bb_int(&b, n, 4);
		for (uint32_t i = 0; i < n; i++, id++) {
			snprintf(text, sizeof(text),
				 "name: ev%u\nID: %u\nformat:\n"
				 "\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n"
				 "\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n"
				 "\tfield:int v;\toffset:8;\tsize:4;\tsigned:1;\n\n"
				 "print fmt: \"v=%%d\", REC->v\n", id, id);
			bb_text(&b, text, 8);
		}
	}
	if (!nsys)
		bb_int(&b, 0, 4);	/* no systems */
	bb_int(&b, 0, 4);		/* kallsyms */
	bb_int(&b, 0, 4);		/* printk */
	bb_text(&b, "", 8);		/* saved cmdlines */
	*len = b.len;
	return b.p;
}

static int count_events(struct tep_handle *tep)
{
	return tep ? tep_get_events_count(tep) : -1;
}

/* A big kernel's whole tracefs (about 3,000 formats) parses; past
 * TRACING_DATA_MAX_FORMATS, in one system or all together, the blob is
 * refused before libtraceevent spends n^2/2 steps on it. */
TEST(tracepoint_format_count_limit)
{
	const uint32_t big[] = { 1500, 1490 };
	const uint32_t over_one[] = { 2, TRACING_DATA_MAX_FORMATS + 1 };
	const uint32_t over_all[] = { TRACING_DATA_MAX_FORMATS / 2, TRACING_DATA_MAX_FORMATS / 2 - 9 };
	struct tep_handle *tep;
	char err[256];
	size_t len;
	uint8_t *b;

	b = blob_of_formats(10, big, 2, &len);
	CHECK(b);
	tep = tracing_data_parse(b, len, err, sizeof(err));
	free(b);
	if (!tep)
		fprintf(stderr, "    %s\n", err);
	CHECK_U64(count_events(tep), 3000);
	CHECK(tep_find_event_by_name(tep, "s1", "ev3000") != NULL);
	tep_free(tep);

	b = blob_of_formats(0, over_one, 2, &len);
	CHECK(b);
	tep = tracing_data_parse(b, len, err, sizeof(err));
	free(b);
	CHECK(!tep);
	CHECK_STR(err, "tracing data: system s1 has 16385 event formats, more than the limit of 16384");

	b = blob_of_formats(10, over_all, 2, &len);
	CHECK(b);
	tep = tracing_data_parse(b, len, err, sizeof(err));
	free(b);
	CHECK(!tep);
	CHECK_STR(err, "tracing data: system s1 brings the event formats to 16385, more than the "
		  "limit of 16384");
}
