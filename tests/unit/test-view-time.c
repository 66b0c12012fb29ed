// SPDX-License-Identifier: GPL-2.0-only
/* test-view-time.c: wall-clock display and parsing (wallclock.h), against
 * times worked out by hand: the epoch second 1795770600 is
 * 2026-11-27 09:10:00 UTC (date -u -d @1795770600). */
#include <stdlib.h>
#include <time.h>

#include "harness.h"
#include "wallclock.h"

#define NS 1000000000ull
#define EPOCH 1795770600ll	/* 2026-11-27 09:10:00 UTC */

/* Events from 100 s on the perf clock; perf 100 s = EPOCH. */
static void fmt(struct time_fmt *f, bool utc, uint64_t last)
{
	struct wallclock wc = { .q = WC_EXACT, .offset_ns = EPOCH * (int64_t)NS - 100 * (int64_t)NS };

	setenv("TZ", "XYZ-1", 1);	/* POSIX TZ: a zone named XYZ at UTC+1, no tzdata needed */
	tzset();
	time_fmt_init(f, &wc, TIME_WALL, utc, 100 * NS, last);
}

TEST(time_str_wall_local_utc_and_styles)
{
	struct time_fmt f;
	char b[64];

	fmt(&f, false, 200 * NS);
	CHECK(!strcmp(time_str(&f, 100 * NS + 250000000, 3, b, sizeof(b)), "10:10:00.250"));
	CHECK(!strcmp(time_str(&f, 165 * NS, 0, b, sizeof(b)), "10:11:05"));
	CHECK(!strcmp(time_zone(&f, b, sizeof(b)), "XYZ"));
	CHECK(!strcmp(time_iso(&f, 100 * NS, b, sizeof(b)), "2026-11-27T10:10:00.000+01:00"));
	fmt(&f, true, 200 * NS);
	CHECK(!strcmp(time_str(&f, 100 * NS, 1, b, sizeof(b)), "09:10:00.0"));
	CHECK(!strcmp(time_zone(&f, b, sizeof(b)), "UTC"));
	CHECK(!strcmp(time_iso(&f, 100 * NS, b, sizeof(b)), "2026-11-27T09:10:00.000Z"));
	f.style = TIME_PERF;
	CHECK(!strcmp(time_str(&f, 453 * NS + 5000000, 2, b, sizeof(b)), "453.00"));
	f.style = TIME_REL;
	CHECK(!strcmp(time_str(&f, 190 * NS, 1, b, sizeof(b)), "+90.0"));
	f.style = TIME_WALL;
	f.wc.q = WC_APPROX;
	CHECK(!strcmp(time_str(&f, 100 * NS, 0, b, sizeof(b)), "~09:10:00"));
	f.wc.q = WC_NONE;	/* no wall clock: perf seconds */
	CHECK(time_style_of(&f) == TIME_PERF);
	CHECK(!strcmp(time_str(&f, 100 * NS, 0, b, sizeof(b)), "100"));
}

TEST(time_str_dates_when_the_span_crosses_midnight)
{
	struct time_fmt f;
	char b[64];

	/* 09:10 UTC + 15 h = 00:10 next day in UTC, 01:10 at UTC+1 */
	fmt(&f, true, (100 + 15 * 3600) * NS);
	CHECK(f.dates);
	CHECK(!strcmp(time_str(&f, (100 + 15 * 3600) * NS, 0, b, sizeof(b)),
		      "2026-11-28 00:10:00"));
	fmt(&f, true, (100 + 3600) * NS);
	CHECK(!f.dates);
}

TEST(time_parse_each_form)
{
	struct time_fmt f;
	uint64_t t;
	char why[160];

	fmt(&f, false, 4000 * NS);	/* 10:10:00 .. 11:08:20 local */
	CHECK(!time_parse(&f, "10:40", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, (100 + 30 * 60) * NS);
	CHECK(!time_parse(&f, "10:40:05.250", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, (100 + 30 * 60 + 5) * NS + 250000000);
	CHECK(!time_parse(&f, "2026-11-27 10:40", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, (100 + 30 * 60) * NS);
	CHECK(!time_parse(&f, "2026-11-27T10:40:01", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, (100 + 30 * 60 + 1) * NS);
	CHECK(!time_parse(&f, "+90", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, 190 * NS);
	CHECK(!time_parse(&f, "+1:30.5", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, 190 * NS + 500000000);
	CHECK(!time_parse(&f, "453.0", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, 453 * NS);
	f.utc = true;	/* the zone shown is the zone typed */
	CHECK(!time_parse(&f, "09:40", 100 * NS, 4000 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, (100 + 30 * 60) * NS);
}

TEST(time_parse_day_nearest_the_recording)
{
	struct time_fmt f;
	uint64_t t, last = (100 + 15 * 3600) * NS;	/* to 01:10 the next day, local */
	char why[160];

	fmt(&f, false, last);
	CHECK(!time_parse(&f, "00:30", 100 * NS, last, &t, why, sizeof(why)));
	CHECK_U64(t, (100 + 14 * 3600 + 20 * 60) * NS);	/* after midnight, not before */
	/* outside the span: that day's, the nearest (the day before would
	 * come before the clock's 0) */
	CHECK(!time_parse(&f, "11:30", 100 * NS, 200 * NS, &t, why, sizeof(why)));
	CHECK_U64(t, (100 + 80 * 60) * NS);
}

TEST(time_parse_rejects_with_a_reason)
{
	struct time_fmt f;
	uint64_t t;
	char why[160] = "";

	fmt(&f, false, 200 * NS);
	CHECK(time_parse(&f, "25:00", 0, 200 * NS, &t, why, sizeof(why)) == -1 && why[0]);
	CHECK(time_parse(&f, "10:4", 0, 200 * NS, &t, why, sizeof(why)) == 0);	/* 10:04 */
	CHECK(time_parse(&f, "10:40:61", 0, 200 * NS, &t, why, sizeof(why)) == -1);
	CHECK(time_parse(&f, "abc", 0, 200 * NS, &t, why, sizeof(why)) == -1);
	CHECK(time_parse(&f, "+", 0, 200 * NS, &t, why, sizeof(why)) == -1);
	CHECK(time_parse(&f, "+1:75", 0, 200 * NS, &t, why, sizeof(why)) == -1);
	CHECK(time_parse(&f, "12x", 0, 200 * NS, &t, why, sizeof(why)) == -1);
	CHECK(time_parse(&f, "99999999999999999999", 0, 200 * NS, &t, why, sizeof(why)) == -1);
	f.wc.q = WC_NONE;
	why[0] = '\0';
	CHECK(time_parse(&f, "10:40", 0, 200 * NS, &t, why, sizeof(why)) == -1);
	CHECK(strstr(why, "no wall clock") != NULL);
}

TEST(time_parse_range_forms)
{
	struct time_fmt f;
	uint64_t a, b;
	char why[160];

	fmt(&f, false, 4000 * NS);
	CHECK(!time_parse_range(&f, "10:40,+60", 100 * NS, 4000 * NS, &a, &b, why, sizeof(why)));
	CHECK_U64(a, 1900 * NS);
	CHECK_U64(b, 1960 * NS);
	CHECK(!time_parse_range(&f, ",+10", 100 * NS, 4000 * NS, &a, &b, why, sizeof(why)));
	CHECK_U64(a, 100 * NS);
	CHECK_U64(b, 110 * NS);
	CHECK(!time_parse_range(&f, "200,", 100 * NS, 4000 * NS, &a, &b, why, sizeof(why)));
	CHECK_U64(a, 200 * NS);
	CHECK_U64(b, 4000 * NS + 1);
	CHECK(time_parse_range(&f, "300,200", 100 * NS, 4000 * NS, &a, &b, why, sizeof(why)) == -1);
	CHECK(time_parse_range(&f, "300", 100 * NS, 4000 * NS, &a, &b, why, sizeof(why)) == -1);
}
