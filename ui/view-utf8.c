// SPDX-License-Identifier: GPL-2.0-only
/* view-utf8.c: the UTF-8 decoder of the writers (view-utf8.h). */
#include "view-utf8.h"

size_t view_utf8_next(const unsigned char *s, size_t n, uint32_t *cp)
{
	unsigned char c = s[0], lo = 0x80, hi = 0xbf;
	size_t more;
	uint32_t v;

	*cp = VIEW_UTF8_BAD;
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c < 0xc2 || c > 0xf4)	/* continuation, overlong C0/C1, past F4 */
		return 1;
	more = c < 0xe0 ? 1 : c < 0xf0 ? 2 : 3;
	/* the second byte's range is narrower after these leads (Table 3-7):
	 * that is what rules out overlong forms, surrogates and > 10FFFF */
	if (c == 0xe0)
		lo = 0xa0;
	else if (c == 0xed)
		hi = 0x9f;
	else if (c == 0xf0)
		lo = 0x90;
	else if (c == 0xf4)
		hi = 0x8f;
	v = c & (0x3fu >> more);
	for (size_t i = 1; i <= more; i++) {
		if (i >= n || s[i] < lo || s[i] > hi)
			return i;	/* the maximal subpart: s[0..i) */
		v = v << 6 | (s[i] & 0x3fu);
		lo = 0x80;
		hi = 0xbf;
	}
	*cp = v;
	return more + 1;
}
