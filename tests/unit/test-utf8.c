// SPDX-License-Identifier: GPL-2.0-only
/* test-utf8.c: the writers' UTF-8 decoder (view-utf8.h) and the JSON string
 * writer on hand-made byte strings. The expected code points and lengths
 * are Unicode 15's Table 3-7 (well-formed sequences) and its example of
 * maximal subparts (3.9, Table 3-8: 61 F1 80 80 E1 80 C2 62 80 63 80 BF 64
 * becomes a FFFD FFFD FFFD b FFFD c FFFD FFFD d), worked out byte by byte. */
#include <stdlib.h>
#include <string.h>

#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "source.h"
#include "view.h"
#include "view-utf8.h"

/* The decoder over s[0..n): each character's code point (VIEW_UTF8_BAD
 * where ill-formed) into cps, returns how many. */
static size_t decode(const char *s, size_t n, uint32_t *cps, size_t max)
{
	size_t k = 0;

	for (size_t i = 0, len; i < n && k < max; i += len)
		len = view_utf8_next((const unsigned char *)s + i, n - i, &cps[k++]);
	return k;
}

#define BAD VIEW_UTF8_BAD

TEST(utf8_well_formed)
{
	/* the first and last code point of each row of Table 3-7 */
	static const struct {
		const char *s;
		uint32_t cp;
	} ok[] = {
		{ "\x00", 0 }, { "\x7f", 0x7f },
		{ "\xc2\x80", 0x80 }, { "\xdf\xbf", 0x7ff },
		{ "\xe0\xa0\x80", 0x800 }, { "\xe0\xbf\xbf", 0xfff },
		{ "\xe1\x80\x80", 0x1000 }, { "\xec\xbf\xbf", 0xcfff },
		{ "\xed\x80\x80", 0xd000 }, { "\xed\x9f\xbf", 0xd7ff },
		{ "\xee\x80\x80", 0xe000 }, { "\xef\xbf\xbf", 0xffff },
		{ "\xf0\x90\x80\x80", 0x10000 }, { "\xf0\xbf\xbf\xbf", 0x3ffff },
		{ "\xf1\x80\x80\x80", 0x40000 }, { "\xf3\xbf\xbf\xbf", 0xfffff },
		{ "\xf4\x80\x80\x80", 0x100000 }, { "\xf4\x8f\xbf\xbf", 0x10ffff },
		{ "\xc3\xa9", 0xe9 },		/* é */
		{ "\xe2\x82\xac", 0x20ac },	/* € */
		{ "\xf0\x9f\x98\x80", 0x1f600 },	/* an emoji */
	};

	for (size_t i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		size_t n = ok[i].cp ? strlen(ok[i].s) : 1;
		uint32_t cp = 0;

		CHECK_U64(view_utf8_next((const unsigned char *)ok[i].s, n, &cp), n);
		CHECK_U64(cp, ok[i].cp);
	}
}

TEST(utf8_ill_formed_maximal_subparts)
{
	static const struct {
		const char *s;
		size_t len;	/* the maximal subpart one U+FFFD replaces */
	} bad[] = {
		{ "\x80", 1 }, { "\xbf", 1 },		/* stray continuation */
		{ "\xc0\xaf", 1 }, { "\xc1\xbf", 1 },	/* overlong 2-byte lead */
		{ "\xe0\x80\xaf", 1 },		/* overlong 3-byte: E0 wants A0..BF */
		{ "\xe0\x9f\xbf", 1 },
		{ "\xf0\x8f\xbf\xbf", 1 },	/* overlong 4-byte: F0 wants 90..BF */
		{ "\xed\xa0\x80", 1 },		/* surrogate D800 */
		{ "\xed\xbf\xbf", 1 },		/* surrogate DFFF */
		{ "\xf4\x90\x80\x80", 1 },	/* 110000, past the last */
		{ "\xf5\x80\x80\x80", 1 }, { "\xff", 1 }, { "\xfe", 1 },
		{ "\xc3", 1 },			/* cut short at the end */
		{ "\xe2\x82", 2 }, { "\xf0\x9f\x98", 3 },
		{ "\xc3\x41", 1 },		/* cut short by ASCII: A is its own */
		{ "\xe2\x82\x41", 2 }, { "\xf0\x9f\xc3\xa9", 2 },
	};

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		uint32_t cp = 0;

		CHECK_U64(view_utf8_next((const unsigned char *)bad[i].s, strlen(bad[i].s), &cp),
			  bad[i].len);
		CHECK_U64(cp, BAD);
	}
}

TEST(utf8_unicode_table_3_8)
{
	static const char s[] = "\x61\xf1\x80\x80\xe1\x80\xc2\x62\x80\x63\x80\xbf\x64";
	static const uint32_t want[] = { 'a', BAD, BAD, BAD, 'b', BAD, 'c', BAD, BAD, 'd' };
	uint32_t got[16];

	CHECK_U64(decode(s, sizeof(s) - 1, got, 16), sizeof(want) / sizeof(want[0]));
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++)
		CHECK_U64(got[i], want[i]);
}

static char *json_of(const char *s, size_t len)
{
	char *out = NULL;
	size_t n;
	FILE *f = open_memstream(&out, &n);

	view_json_string(f, s, len);
	fclose(f);
	return out;
}

TEST(utf8_json_string)
{
	static const struct {
		const char *in;
		size_t len;
		const char *out;
	} cases[] = {
		/* UTF-8 passes through: é, €, an emoji, U+FFFD itself */
		{ "caf\xc3\xa9", 5, "\"caf\xc3\xa9\"" },
		{ "\xe2\x82\xac\xf0\x9f\x98\x80", 7, "\"\xe2\x82\xac\xf0\x9f\x98\x80\"" },
		{ "\xef\xbf\xbd", 3, "\"\xef\xbf\xbd\"" },
		/* RFC 8259's escapes; DEL and C1 (U+0085 as C2 85) as \u too */
		{ "a\"b\\c", 5, "\"a\\\"b\\\\c\"" },
		{ "\n\t\x01\x1f", 4, "\"\\u000a\\u0009\\u0001\\u001f\"" },
		{ "\x7f\xc2\x85", 3, "\"\\u007f\\u0085\"" },
		{ "\0x", 2, "\"\\u0000x\"" },
		/* ill-formed: one U+FFFD per maximal subpart */
		{ "\xff", 1, "\"\\ufffd\"" },
		{ "a\xc3", 2, "\"a\\ufffd\"" },			/* cut at the end */
		{ "\xe2\x82z", 3, "\"\\ufffdz\"" },		/* cut by ASCII */
		{ "\xed\xa0\x80", 3, "\"\\ufffd\\ufffd\\ufffd\"" },	/* surrogate */
		{ "\xc0\xaf", 2, "\"\\ufffd\\ufffd\"" },		/* overlong '/' */
		{ "\xf4\x90\x80\x80", 4, "\"\\ufffd\\ufffd\\ufffd\\ufffd\"" },
		{ "\x61\xf1\x80\x80\xe1\x80\xc2\x62\x80\x63\x80\xbf\x64", 13,
		  "\"a\\ufffd\\ufffd\\ufffdb\\ufffdc\\ufffd\\ufffdd\"" },
		/* a 16-byte comm cut inside é: the half is replaced */
		{ "abcdefghijklmn\xc3\xa9", 15, "\"abcdefghijklmn\\ufffd\"" },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *out = json_of(cases[i].in, cases[i].len);

		CHECK_STR(out, cases[i].out);
		free(out);
	}
}

/* CSV: a task name in the "preempted at" rows, UTF-8 kept and the invalid
 * byte as U+FFFD's three bytes (CSV has no escape), quotes doubled. */
TEST(utf8_csv_sites_comm)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	struct event sw = fixture_switch_event(1, 1000, 42, "c\"af\xc3\xa9\xff");
	struct event dtl = fixture_dtl_event(1, 1001, 3, 4, 0, 512, 0, 0, 512000000ull);
	struct view_window w = { .start_ns = 1000, .end_ns = 2000 };
	struct source src;
	char *out = NULL;
	size_t n;
	FILE *f;

	CHECK(m != NULL);
	if (!m)
		return;
	memset(&src, 0, sizeof(src));
	src.info.kind = "replay";
	src.info.has_dtl = true;
	src.info.dtl_iface = DTL_IFACE_VPA;
	dtl.dtl.e.srr0 = 0xc000000000010000ull;
	model_feed(m, &sw);
	model_feed(m, &dtl);
	model_settle(m);
	f = open_memstream(&out, &n);
	view_csv_sites(f, m, &src, &w);
	fclose(f);
	CHECK(out && strstr(out, ",\"c\"\"af\xc3\xa9\xef\xbf\xbd\""));
	free(out);
	model_free(m);
}
