// SPDX-License-Identifier: GPL-2.0-only
/* cpulist.c: CPU lists like 0-3,8,10-11 (cpulist.h). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cpulist.h"

/* A CPU number: decimal digits only (no sign, space or 0x), below
 * CPULIST_MAX_CPU. Returns the bytes taken, 0 if none; *v saturates at
 * CPULIST_MAX_CPU. */
static size_t number(const char *p, uint32_t *v)
{
	size_t n = 0;

	*v = 0;
	for (; p[n] >= '0' && p[n] <= '9'; n++) {
		*v = *v * 10 + (uint32_t)(p[n] - '0');
		if (*v > CPULIST_MAX_CPU)
			*v = CPULIST_MAX_CPU;
	}
	return n;
}

static int fail(uint64_t *bits, char *why, size_t whylen, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int fail(uint64_t *bits, char *why, size_t whylen, const char *fmt, ...)
{
	va_list ap;

	memset(bits, 0, CPULIST_WORDS * sizeof(*bits));
	if (why && whylen) {
		va_start(ap, fmt);
		vsnprintf(why, whylen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

int cpulist_parse(const char *s, uint64_t *bits, char *why, size_t whylen)
{
	const char *p = s;

	memset(bits, 0, CPULIST_WORDS * sizeof(*bits));
	if (!*s)
		return fail(bits, why, whylen, "the list is empty");
	for (;;) {
		size_t item = strcspn(p, ","), n;
		uint32_t lo, hi;

		if (!item)
			return fail(bits, why, whylen, "an item is empty (at offset %zu)",
				    (size_t)(p - s));
		n = number(p, &lo);
		hi = lo;
		if (n && p[n] == '-') {
			size_t m = number(p + n + 1, &hi);

			if (!m && n + 1 == item)
				return fail(bits, why, whylen, "range '%.*s' has no end",
					    (int)(item > 32 ? 32 : item), p);
			n += m ? m + 1 : 0;
		}
		if (!n || n != item)
			return fail(bits, why, whylen, "'%.*s' is not a CPU number or range",
				    (int)(item > 32 ? 32 : item), p);
		if (hi >= CPULIST_MAX_CPU || lo >= CPULIST_MAX_CPU)
			return fail(bits, why, whylen, "'%.*s' is above %u, the highest CPU number",
				    (int)(item > 32 ? 32 : item), p, CPULIST_MAX_CPU - 1);
		if (hi < lo)
			return fail(bits, why, whylen, "range '%.*s' runs backwards",
				    (int)(item > 32 ? 32 : item), p);
		for (uint32_t c = lo; c <= hi; c++)
			bits[c / 64] |= 1ull << (c % 64);
		p += item;
		if (!*p)
			return 0;
		p++;	/* the comma */
	}
}
