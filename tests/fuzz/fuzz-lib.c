// SPDX-License-Identifier: GPL-2.0-only
/* fuzz-lib.c: helpers for the fuzz targets (see fuzz.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz.h"

int fuzz_memfd(const uint8_t *data, size_t size)
{
	int fd = memfd_create("fuzz", MFD_CLOEXEC);
	size_t off = 0;

	if (fd < 0)
		return -1;
	while (off < size) {
		ssize_t n = write(fd, data + off, size - off);

		if (n <= 0) {
			close(fd);
			return -1;
		}
		off += (size_t)n;
	}
	if (lseek(fd, 0, SEEK_SET) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

const char *fuzz_fd_path(int fd, char *buf, size_t len)
{
	snprintf(buf, len, "/proc/self/fd/%d", fd);
	return buf;
}

FILE *fuzz_null(void)
{
	static FILE *f;

	if (!f)
		f = fopen("/dev/null", "w");
	if (!f)
		abort();
	return f;
}

void fuzz_fail(const char *what, const char *data, size_t len)
{
	fprintf(stderr, "fuzz: %s\n", what);
	if (data)
		fprintf(stderr, "fuzz: output was: %.*s\n", (int)(len > 65536 ? 65536 : len), data);
	abort();
}

/* ---- a strict JSON checker: recursive descent, depth-limited ---- */

struct js {
	const char *p, *e;
	int depth;
};

static void js_ws(struct js *j)
{
	while (j->p < j->e && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
		j->p++;
}

static int js_lit(struct js *j, const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(j->e - j->p) < n || memcmp(j->p, w, n))
		return 0;
	j->p += n;
	return 1;
}

/* The rest of a UTF-8 sequence whose lead byte c was taken (RFC 3629:
 * shortest form, no surrogates, at most U+10FFFF); 0 when invalid. dtltop
 * writes invalid input bytes as U+FFFD, so any invalid sequence here is
 * its bug. */
static int js_utf8(struct js *j, unsigned char c)
{
	unsigned n = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
	uint32_t cp = c & (0x3f >> n);
	static const uint32_t least[] = { 0, 0x80, 0x800, 0x10000 };

	if (!n || c > 0xf4 || (size_t)(j->e - j->p) < n)
		return 0;
	for (unsigned i = 0; i < n; i++) {
		unsigned char b = (unsigned char)*j->p++;

		if ((b & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (b & 0x3f);
	}
	return cp >= least[n] && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
}

static int js_string(struct js *j)
{
	if (j->p >= j->e || *j->p != '"')
		return 0;
	j->p++;
	while (j->p < j->e) {
		unsigned char c = (unsigned char)*j->p++;

		if (c == '"')
			return 1;
		if (c < 0x20)
			return 0;
		if (c >= 0x80) {	/* UTF-8 passes through: it must be valid */
			if (!js_utf8(j, c))
				return 0;
			continue;
		}
		if (c != '\\')
			continue;
		if (j->p >= j->e)
			return 0;
		c = (unsigned char)*j->p++;
		if (c == 'u') {
			for (int i = 0; i < 4; i++, j->p++)
				if (j->p >= j->e || !isxdigit((unsigned char)*j->p))
					return 0;
		} else if (!strchr("\"\\/bfnrt", c)) {
			return 0;
		}
	}
	return 0;
}

static int js_digits(struct js *j)
{
	const char *s = j->p;

	while (j->p < j->e && *j->p >= '0' && *j->p <= '9')
		j->p++;
	return j->p > s;
}

static int js_number(struct js *j)
{
	if (j->p < j->e && *j->p == '-')
		j->p++;
	if (j->p < j->e && *j->p == '0')
		j->p++;
	else if (!js_digits(j))
		return 0;
	if (j->p < j->e && *j->p == '.') {
		j->p++;
		if (!js_digits(j))
			return 0;
	}
	if (j->p < j->e && (*j->p == 'e' || *j->p == 'E')) {
		j->p++;
		if (j->p < j->e && (*j->p == '+' || *j->p == '-'))
			j->p++;
		if (!js_digits(j))
			return 0;
	}
	return 1;
}

static int js_value(struct js *j);

static int js_container(struct js *j, char close, int object)
{
	j->p++;
	js_ws(j);
	if (j->p < j->e && *j->p == close) {
		j->p++;
		return 1;
	}
	for (;;) {
		if (object) {
			js_ws(j);
			if (!js_string(j))
				return 0;
			js_ws(j);
			if (j->p >= j->e || *j->p++ != ':')
				return 0;
		}
		if (!js_value(j))
			return 0;
		js_ws(j);
		if (j->p >= j->e)
			return 0;
		if (*j->p == close) {
			j->p++;
			return 1;
		}
		if (*j->p++ != ',')
			return 0;
	}
}

static int js_value(struct js *j)
{
	int ok;

	js_ws(j);
	if (j->p >= j->e)
		return 0;
	switch (*j->p) {
	case '{':
	case '[':
		if (++j->depth > 64)
			return 0;
		ok = js_container(j, *j->p == '{' ? '}' : ']', *j->p == '{');
		j->depth--;
		return ok;
	case '"':
		return js_string(j);
	case 't':
		return js_lit(j, "true");
	case 'f':
		return js_lit(j, "false");
	case 'n':
		return js_lit(j, "null");
	default:
		return js_number(j);
	}
}

int fuzz_json_valid(const char *s, size_t len)
{
	struct js j = { s, s + len, 0 };

	if (!js_value(&j))
		return 0;
	js_ws(&j);
	return j.p == j.e;
}
