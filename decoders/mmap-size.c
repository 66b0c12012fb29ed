// SPDX-License-Identifier: GPL-2.0-only
/* mmap-size.c: perf's -m syntax and the ring sizes it gives. */
#include <ctype.h>
#include <stdbool.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmap-size.h"

static uint64_t pow2_up(uint64_t v)
{
	uint64_t p = 1;

	while (p < v && p <= RING_MAX)
		p <<= 1;
	return p;
}

int size_parse(const char *s, size_t len, uint64_t *value, bool *is_bytes)
{
	char buf[32], *end;
	unsigned long long v;
	uint64_t mult = 1;

	if (len >= sizeof(buf) || !len || !isdigit((unsigned char)s[0]))
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	errno = 0;
	v = strtoull(buf, &end, 10);
	if (errno || (*end && end[1]))
		return -1;
	switch (toupper((unsigned char)*end)) {
	case '\0': *is_bytes = false; break;
	case 'B': *is_bytes = true; break;
	case 'K': *is_bytes = true; mult = 1ull << 10; break;
	case 'M': *is_bytes = true; mult = 1ull << 20; break;
	case 'G': *is_bytes = true; mult = 1ull << 30; break;
	default: return -1;
	}
	if (v > RING_MAX)
		return -1;
	*value = v * mult;
	return 0;
}

/* One part: "" (not given), a page count, or a size with a suffix. */
static int parse_part(const char *s, size_t len, uint64_t page, uint64_t *bytes)
{
	uint64_t v, pages;
	bool is_bytes;

	*bytes = 0;
	if (len == 0)
		return 0;
	if (size_parse(s, len, &v, &is_bytes) < 0)
		return -1;
	pages = is_bytes ? (v + page - 1) / page : v;
	if (pages == 0 || pages > RING_MAX / page)
		return -1;
	*bytes = pow2_up(pages) * page;
	return *bytes > RING_MAX ? -1 : 0;
}

int mmap_sizes_parse(const char *arg, uint64_t page, struct mmap_sizes *out, char *err,
		     size_t errlen)
{
	const char *comma = strchr(arg, ',');
	size_t dlen = comma ? (size_t)(comma - arg) : strlen(arg);

	if (parse_part(arg, dlen, page, &out->data) < 0 ||
	    (comma && parse_part(comma + 1, strlen(comma + 1), page, &out->aux) < 0) ||
	    (comma && !comma[1]) || (!out->data && !(comma && out->aux))) {
		snprintf(err, errlen, "-m wants DATA[,AUX]: page counts or sizes like 256K, "
			 "at most 4G each, not '%s'", arg);
		return -1;
	}
	if (!comma)
		out->aux = 0;
	return 0;
}

int mmap_sizes_from_argv(int argc, const char *const *argv, uint64_t page,
			 struct mmap_sizes *out)
{
	const char *val = NULL;
	char err[128];

	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];

		if (!a)
			continue;
		if (!strcmp(a, "--")) {
			break;	/* the workload's own arguments follow */
		} else if (!strcmp(a, "-m") || !strcmp(a, "--mmap-pages")) {
			val = i + 1 < argc ? argv[++i] : NULL;
		} else if (!strncmp(a, "--mmap-pages=", 13)) {
			val = a + 13;
		} else if (!strncmp(a, "-m", 2) && a[2] != '-') {
			val = a + 2;
		}
	}
	if (!val)
		return 0;
	memset(out, 0, sizeof(*out));
	return mmap_sizes_parse(val, page, out, err, sizeof(err)) < 0 ? -1 : 1;
}

uint64_t ring_pages_bytes(uint64_t bytes, uint64_t page, int header)
{
	uint64_t pages = (bytes + page - 1) / page;

	return (pow2_up(pages ? pages : 1) + (header ? 1 : 0)) * page;
}

uint64_t ring_session_bytes(uint64_t cpus, uint64_t page, const struct mmap_sizes *m,
			    int dtl)
{
	uint64_t per = ring_pages_bytes(m->data, page, 1);

	if (dtl)
		per += ring_pages_bytes(RING_DTL_DATA, page, 1) +
		       ring_pages_bytes(m->aux, page, 0);
	return cpus * per;
}
