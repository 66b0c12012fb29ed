/* SPDX-License-Identifier: GPL-2.0-only */
/* view-utf8.h: one UTF-8 decoder for every writer of names from the
 * recording (JSON, CSV, Prometheus labels, the terminal), so that they agree
 * on what is text and replace what is not alike. */
#ifndef DTLTOP_VIEW_UTF8_H
#define DTLTOP_VIEW_UTF8_H

#include <stddef.h>
#include <stdint.h>

#define VIEW_UTF8_BAD 0xffffffffu	/* *cp of an ill-formed sequence */
#define VIEW_UTF8_FFFD "\xef\xbf\xbd"	/* U+FFFD REPLACEMENT CHARACTER */

/* The character at s[0..n) (n > 0): its length in bytes, its code point in
 * *cp. Where the bytes are not well-formed UTF-8 (Unicode 15 Table 3-7:
 * stray continuation bytes, C0, C1, F5..FF, overlong forms, surrogates
 * D800-DFFF, code points past 10FFFF, a sequence cut short), *cp is
 * VIEW_UTF8_BAD and the length is that of the maximal subpart, the bytes
 * that one U+FFFD replaces as Unicode recommends (3.9, "U+FFFD Substitution
 * of Maximal Subparts"): a lead byte and the continuation bytes that could
 * still have made a character, or the one byte that could not start one. */
size_t view_utf8_next(const unsigned char *s, size_t n, uint32_t *cp);

#endif
