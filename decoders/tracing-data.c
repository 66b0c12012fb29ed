// SPDX-License-Identifier: GPL-2.0-only
/* tracing-data.c: parse the trace-cmd "tracing data" blob perf stores in the
 * HEADER_TRACING_DATA feature (or pipe record 66) into a libtraceevent handle. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <event-parse.h>

#include "bytes.h"
#include "tracepoint.h"

#define TD_MAX_VERSION 32	/* longest version string we accept */

/* A read cursor over the blob; every read is bounds-checked. */
struct td_cur {
	const uint8_t *p;
	size_t len;
	size_t pos;
	bool swap;		/* file byte order differs from ours */
	uint32_t formats;	/* event formats counted so far, all systems */
	char *err;
	size_t errlen;
};

static bool td_fail(struct td_cur *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static bool td_fail(struct td_cur *c, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (!c->err || !c->errlen)
		return false;
	n = snprintf(c->err, c->errlen, "tracing data: ");
	if (n < 0 || (size_t)n >= c->errlen)
		return false;
	va_start(ap, fmt);
	vsnprintf(c->err + n, c->errlen - n, fmt, ap);
	va_end(ap);
	return false;
}

static size_t td_left(const struct td_cur *c)
{
	return c->len - c->pos;
}

static bool td_need(struct td_cur *c, uint64_t n, const char *what)
{
	if (n <= td_left(c))
		return true;
	return td_fail(c, "%s runs past the end (size %llu, %zu bytes left)",
		       what, (unsigned long long)n, td_left(c));
}

/* An integer field: a short read says so, rather than quoting a "size". */
static bool td_need_int(struct td_cur *c, size_t n, const char *what)
{
	if (n <= td_left(c))
		return true;
	return td_fail(c, "%s is cut off (needs %zu bytes, %zu left)", what, n,
		       td_left(c));
}

static bool td_u8(struct td_cur *c, uint8_t *v, const char *what)
{
	if (!td_need_int(c, 1, what))
		return false;
	*v = c->p[c->pos++];
	return true;
}

static bool td_u32(struct td_cur *c, uint32_t *v, const char *what)
{
	if (!td_need_int(c, 4, what))
		return false;
	*v = ld32(c->p + c->pos, c->swap);
	c->pos += 4;
	return true;
}

static bool td_u64(struct td_cur *c, uint64_t *v, const char *what)
{
	if (!td_need_int(c, 8, what))
		return false;
	*v = ld64(c->p + c->pos, c->swap);
	c->pos += 8;
	return true;
}

/* A NUL-terminated string inside the blob, at most max bytes before NUL. */
static const char *td_str(struct td_cur *c, size_t max, const char *what)
{
	size_t left = td_left(c), lim = left < max + 1 ? left : max + 1;
	const uint8_t *s = c->p + c->pos;
	const uint8_t *nul = memchr(s, 0, lim);

	if (!nul) {
		if (lim == left)
			td_fail(c, "%s is not NUL-terminated before the end "
				"(%zu bytes left)", what, left);
		else
			td_fail(c, "%s is longer than %zu bytes", what, max);
		return NULL;
	}
	c->pos += (size_t)(nul - s) + 1;
	return (const char *)s;
}

/* Fixed bytes (magic, section tags). */
static bool td_expect(struct td_cur *c, const void *tag, size_t n,
		      const char *what)
{
	if (!td_need(c, n, what))
		return false;
	if (memcmp(c->p + c->pos, tag, n) != 0)
		return td_fail(c, "bad %s tag at offset %zu", what, c->pos);
	c->pos += n;
	return true;
}

/* A text section: size (4 or 8 bytes wide), then that many bytes, returned
 * as a NUL-terminated copy (libtraceevent wants writable/terminated text). */
static char *td_text(struct td_cur *c, int width, size_t *size,
		     const char *what)
{
	uint64_t n;
	uint32_t n32;
	char *buf;

	if (width == 4) {
		if (!td_u32(c, &n32, what))
			return NULL;
		n = n32;
	} else if (!td_u64(c, &n, what)) {
		return NULL;
	}
	if (!td_need(c, n, what))
		return NULL;
	buf = malloc(n + 1);
	if (!buf) {
		td_fail(c, "%s: out of memory (%llu bytes)", what,
			(unsigned long long)n);
		return NULL;
	}
	memcpy(buf, c->p + c->pos, n);
	buf[n] = '\0';
	c->pos += n;
	*size = n;
	return buf;
}

/* A count of items each at least min_item bytes long must fit what is left. */
static bool td_count(struct td_cur *c, uint32_t *n, size_t min_item,
		     const char *what)
{
	if (!td_u32(c, n, what))
		return false;
	if (*n <= td_left(c) / min_item)
		return true;
	return td_fail(c, "%s %u cannot fit in the %zu bytes left", what, *n,
		       td_left(c));
}

static bool td_magic(struct td_cur *c, double *version)
{
	static const uint8_t magic[3] = { 0x17, 0x08, 0x44 };
	const char *v;

	if (!td_expect(c, magic, sizeof(magic), "magic") ||
	    !td_expect(c, "tracing", 7, "'tracing'"))
		return false;
	v = td_str(c, TD_MAX_VERSION, "version string");
	if (!v)
		return false;
	*version = strtod(v, NULL);	/* perf: atof(version) >= 0.6 */
	return true;
}

/* Byte order, long size, page size. */
static bool td_machine(struct td_cur *c, struct tep_handle *tep)
{
	uint8_t big, long_size;
	uint32_t page_size;

	if (!td_u8(c, &big, "endian flag") ||
	    !td_u8(c, &long_size, "long size"))
		return false;
	if (big > 1)
		return td_fail(c, "bad endian flag %u", big);
	if (long_size != 4 && long_size != 8)
		return td_fail(c, "bad long size %u", long_size);
	c->swap = big != (BYTE_ORDER == BIG_ENDIAN);
	tep_set_file_bigendian(tep, big ? TEP_BIG_ENDIAN : TEP_LITTLE_ENDIAN);
	tep_set_local_bigendian(tep, BYTE_ORDER == BIG_ENDIAN ?
				TEP_BIG_ENDIAN : TEP_LITTLE_ENDIAN);
	tep_set_long_size(tep, long_size);
	if (!td_u32(c, &page_size, "page size"))
		return false;
	if (!page_size || page_size > (1u << 30))
		return td_fail(c, "bad page size %u", page_size);
	tep_set_page_size(tep, (int)page_size);
	return true;
}

/* header_page (parsed) and header_event (skipped), as perf does. */
static bool td_headers(struct td_cur *c, struct tep_handle *tep)
{
	size_t n;
	char *text;
	int hs;

	if (!td_expect(c, "header_page", 12, "header_page"))
		return false;
	text = td_text(c, 8, &n, "header_page");
	if (!text)
		return false;
	if (tep_parse_header_page(tep, text, n, tep_get_long_size(tep)) == 0) {
		/* The page's commit field is a kernel long: trust it. */
		hs = tep_get_header_page_size(tep);
		if (hs == 4 || hs == 8)
			tep_set_long_size(tep, hs);
	}
	free(text);
	if (!td_expect(c, "header_event", 13, "header_event"))
		return false;
	text = td_text(c, 8, &n, "header_event");
	free(text);
	return text != NULL;
}

/* One event format. Text that fails our pre-check never reaches
 * libtraceevent (its parser crashes on some); a print fmt alone that fails
 * is cut, so the fields still decode and print raw ("[FAILED TO PARSE]",
 * as perf shows a format libtraceevent cannot read). Neither that nor
 * libtraceevent's own verdict is fatal: a bad format for an event we never
 * see should not cost us the sched ones (perf would give up on the file). */
static bool td_format(struct td_cur *c, struct tep_handle *tep,
		      const char *sys, uint32_t i)
{
	char what[128];
	size_t n, print_off;
	char *text;

	snprintf(what, sizeof(what), "format %u of system %.64s", i, sys);
	text = td_text(c, 8, &n, what);
	if (!text)
		return false;
	switch (tracing_format_check(text, n, &print_off, NULL, 0)) {
	case TRACING_FORMAT_OK:
		tep_parse_event(tep, text, n, sys);
		break;
	case TRACING_FORMAT_BAD_PRINT:
		text[print_off] = '\n';
		tep_parse_event(tep, text, print_off + 1, sys);
		break;
	default:
		break;
	}
	free(text);
	return true;
}

static bool td_formats(struct td_cur *c, struct tep_handle *tep,
		       const char *sys)
{
	char what[128];
	uint32_t n;

	snprintf(what, sizeof(what), "format count of system %.64s", sys);
	if (!td_count(c, &n, 8, what))
		return false;
	/* Refused before any of them reaches libtraceevent (tracepoint.h). */
	if (n > TRACING_DATA_MAX_FORMATS)
		return td_fail(c, "system %.64s has %u event formats, more than the limit of %u",
			       sys, n, TRACING_DATA_MAX_FORMATS);
	if (n > TRACING_DATA_MAX_FORMATS - c->formats)
		return td_fail(c, "system %.64s brings the event formats to %u, more than the "
			       "limit of %u", sys, c->formats + n, TRACING_DATA_MAX_FORMATS);
	c->formats += n;
	for (uint32_t i = 0; i < n; i++)
		if (!td_format(c, tep, sys, i))
			return false;
	return true;
}

/* A system name is a word ("sched", "raw_syscalls"): it goes into
 * messages and into libtraceevent. */
static bool td_word(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '-')
			return false;
	return true;
}

static bool td_systems(struct td_cur *c, struct tep_handle *tep)
{
	uint32_t n;
	const char *sys;

	if (!td_formats(c, tep, "ftrace"))
		return false;
	if (!td_count(c, &n, 5, "system count"))
		return false;
	for (uint32_t i = 0; i < n; i++) {
		sys = td_str(c, 64, "system name");
		if (!sys)
			return false;
		if (!td_word(sys))
			return td_fail(c, "system %u has a malformed name", i);
		if (!td_formats(c, tep, sys))
			return false;
	}
	return true;
}

static bool is_hex(char ch)
{
	return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') ||
	       (ch >= 'A' && ch <= 'F');
}

/* One printk_formats line: 0x<hex> : <text>, quoted text closed. */
static bool printk_line_sane(const char *s, const char *e)
{
	if (e - s < 3 || s[0] != '0' || s[1] != 'x' || !is_hex(s[2]))
		return false;
	for (s += 2; s < e && is_hex(*s); s++)
		;
	if (e - s < 4 || memcmp(s, " : ", 3) != 0)
		return false;
	s += 3;
	/* libtraceevent strips a leading quote, then looks 3 bytes back from
	 * the end for a trailing "\n": shorter texts make it read before them. */
	if (*s == '"')
		return e - s >= 4 && e[-1] == '"';
	return e - s >= 3;
}

/* One saved_cmdlines line: <pid> <comm>. */
static bool cmdline_line_sane(const char *s, const char *e)
{
	const char *d = s;

	while (s < e && *s >= '0' && *s <= '9')
		s++;
	return s > d && s - d <= 10 && e - s >= 2 && *s == ' ';
}

/* libtraceevent 1.7 reads past the end of malformed lines of these texts:
 * hand them over only when every line has the expected shape. */
static bool lines_sane(const char *t, size_t n,
		       bool (*line_ok)(const char *, const char *))
{
	const char *end = t + n, *nl;

	if (memchr(t, '\0', n))
		return false;
	for (; t < end; t = nl + 1) {
		nl = memchr(t, '\n', (size_t)(end - t));
		if (!nl)
			nl = end;
		if (nl > t && !line_ok(t, nl))
			return false;
	}
	return true;
}

/* kallsyms (perf skips it; handed to the caller when it asks, for the
 * views' symbols), printk formats, saved cmdlines (0.6). */
static bool td_tail(struct td_cur *c, struct tep_handle *tep, double version,
		    char **kallsyms, size_t *kallsyms_len)
{
	size_t n;
	char *text;

	text = td_text(c, 4, &n, "kallsyms");
	if (!text)
		return false;
	if (kallsyms && n) {
		*kallsyms = text;
		*kallsyms_len = n;
	} else {
		free(text);
	}
	text = td_text(c, 4, &n, "printk formats");
	if (!text)
		return false;
	if (n && lines_sane(text, n, printk_line_sane))
		tep_parse_printk_formats(tep, text);
	free(text);
	if (version < 0.6)
		return true;
	text = td_text(c, 8, &n, "saved cmdlines");
	if (!text)
		return false;
	if (n && lines_sane(text, n, cmdline_line_sane))
		tep_parse_saved_cmdlines(tep, text);
	free(text);
	return true;
}

struct tep_handle *tracing_data_parse(const void *blob, size_t len,
				      char *err, size_t errlen)
{
	return tracing_data_parse_ks(blob, len, NULL, NULL, err, errlen);
}

struct tep_handle *tracing_data_parse_ks(const void *blob, size_t len, char **kallsyms,
					 size_t *kallsyms_len, char *err, size_t errlen)
{
	char *ks = NULL;
	size_t ks_len = 0;
	struct td_cur c = { .p = blob, .len = blob ? len : 0,
			    .err = err, .errlen = errlen };
	struct tep_handle *tep;
	double version = 0;

	if (err && errlen)
		err[0] = '\0';
	tep_set_loglevel(TEP_LOG_NONE);
	if (!td_magic(&c, &version))
		return NULL;
	tep = tep_alloc();
	if (!tep) {
		td_fail(&c, "out of memory");
		return NULL;
	}
	if (td_machine(&c, tep) && td_headers(&c, tep) && td_systems(&c, tep) &&
	    td_tail(&c, tep, version, kallsyms ? &ks : NULL, &ks_len)) {
		if (kallsyms) {
			*kallsyms = ks;
			*kallsyms_len = ks_len;
		}
		return tep;
	}
	free(ks);
	tep_free(tep);
	return NULL;
}
