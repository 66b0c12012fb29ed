// SPDX-License-Identifier: GPL-2.0-only
/* view-time.c: event times shown and read as people use them (wallclock.h):
 * wall clock in the local zone or UTC, perf-clock seconds, or seconds since
 * the first event; and the times users type back. */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wallclock.h"

#define NS 1000000000ll

static const char *const style_names[TIME_STYLES] = { "wall", "perf", "rel" };

const char *time_style_name(enum time_style s)
{
	return s < TIME_STYLES ? style_names[s] : "?";
}

int time_style_parse(const char *s)
{
	for (int i = 0; i < TIME_STYLES; i++)
		if (!strcmp(s, style_names[i]))
			return i;
	return -1;
}

enum time_style time_style_of(const struct time_fmt *f)
{
	if (f->style == TIME_WALL && f->wc.q == WC_NONE)
		return TIME_PERF;
	return f->style;
}

int64_t time_wall_ns(const struct time_fmt *f, uint64_t ns)
{
	int64_t w;

	/* times from a hostile file: saturated, never undefined */
	if (ns > INT64_MAX || __builtin_add_overflow((int64_t)ns, f->wc.offset_ns, &w))
		return f->wc.offset_ns < 0 ? INT64_MIN : INT64_MAX;
	return w;
}

/* Broken-down wall time of wall ns, and the ns within its second. */
static void wall_tm(const struct time_fmt *f, int64_t wall, struct tm *tm, long *frac)
{
	time_t sec = (time_t)(wall / NS);
	long r = (long)(wall % NS);

	if (r < 0) {
		r += NS;
		sec--;
	}
	*frac = r;
	/* a year past what struct tm holds: shown as the epoch, not garbage */
	if (!(f->utc ? gmtime_r(&sec, tm) : localtime_r(&sec, tm)))
		memset(tm, 0, sizeof(*tm));
}

static int day_of(const struct time_fmt *f, uint64_t ns)
{
	struct tm tm;
	long frac;

	wall_tm(f, time_wall_ns(f, ns), &tm, &frac);
	return tm.tm_year * 400 + tm.tm_yday;
}

void time_fmt_init(struct time_fmt *f, const struct wallclock *wc, enum time_style style,
		   bool utc, uint64_t first_ns, uint64_t last_ns)
{
	memset(f, 0, sizeof(*f));
	if (wc)
		f->wc = *wc;
	f->style = style;
	f->utc = utc;
	f->origin_ns = first_ns;
	f->dates = f->wc.q != WC_NONE && last_ns > first_ns &&
		   day_of(f, first_ns) != day_of(f, last_ns);
}

/* "." and prec digits of frac ns (truncated, as clocks show seconds). */
static void put_frac(char *buf, size_t len, long frac, int prec)
{
	static const long div[] = { 1000000000, 100000000, 10000000, 1000000 };

	if (prec <= 0)
		return;
	if (prec > 3)
		prec = 3;
	/* % 1000: at most 3 digits, which gcc -O2 must see to allow len 8 */
	snprintf(buf, len, ".%0*u", prec, (unsigned)(frac / div[prec]) % 1000u);
}

static char *secs_str(uint64_t ns, int prec, const char *sign, char *buf, size_t len)
{
	char fr[16] = "";

	put_frac(fr, sizeof(fr), (long)(ns % NS), prec);
	snprintf(buf, len, "%s%llu%s", sign, (unsigned long long)(ns / NS), fr);
	return buf;
}

char *time_str(const struct time_fmt *f, uint64_t ns, int prec, char *buf, size_t len)
{
	struct tm tm;
	long frac;
	char day[16] = "", fr[16] = "";

	switch (time_style_of(f)) {
	case TIME_PERF:
		return secs_str(ns, prec, "", buf, len);
	case TIME_REL:
		if (ns < f->origin_ns) {
			secs_str(f->origin_ns - ns, prec, "-", buf, len);
			return buf;
		}
		return secs_str(ns - f->origin_ns, prec, "+", buf, len);
	default:
		break;
	}
	wall_tm(f, time_wall_ns(f, ns), &tm, &frac);
	if (f->dates)
		strftime(day, sizeof(day), "%Y-%m-%d ", &tm);
	put_frac(fr, sizeof(fr), frac, prec);
	snprintf(buf, len, "%s%s%02d:%02d:%02d%s", f->wc.q == WC_APPROX ? "~" : "", day,
		 tm.tm_hour, tm.tm_min, tm.tm_sec, fr);
	return buf;
}

const char *time_unit(const struct time_fmt *f, bool space)
{
	if (time_style_of(f) == TIME_WALL)
		return "";
	return space ? " s" : "s";
}

const char *time_zone(const struct time_fmt *f, char *buf, size_t len)
{
	struct tm tm;
	long frac;

	switch (time_style_of(f)) {
	case TIME_PERF:
		snprintf(buf, len, "perf clock s");
		return buf;
	case TIME_REL:
		snprintf(buf, len, "s since first event");
		return buf;
	default:
		break;
	}
	if (f->utc) {
		snprintf(buf, len, "UTC");
		return buf;
	}
	wall_tm(f, time_wall_ns(f, f->origin_ns), &tm, &frac);
	if (!strftime(buf, len, "%Z", &tm))
		snprintf(buf, len, "local");
	return buf;
}

char *time_iso(const struct time_fmt *f, uint64_t ns, char *buf, size_t len)
{
	struct tm tm;
	long frac, off;
	char base[32];

	if (f->wc.q == WC_NONE) {
		if (len)
			buf[0] = '\0';
		return buf;
	}
	wall_tm(f, time_wall_ns(f, ns), &tm, &frac);
	strftime(base, sizeof(base), "%Y-%m-%dT%H:%M:%S", &tm);
	if (f->utc) {
		snprintf(buf, len, "%s.%03ldZ", base, frac / 1000000);
		return buf;
	}
	off = tm.tm_gmtoff;
	snprintf(buf, len, "%s.%03ld%c%02ld:%02ld", base, frac / 1000000, off < 0 ? '-' : '+',
		 labs(off) / 3600, labs(off) % 3600 / 60);
	return buf;
}

/* ---- parsing ---- */

__attribute__((format(printf, 3, 4)))
static int fail(char *why, size_t whylen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, whylen, fmt, ap);
	va_end(ap);
	return -1;
}

/* Decimal seconds "S", "S.fff" into ns, exactly; end set past them. */
static int parse_secs(const char *s, const char **end, uint64_t *ns)
{
	uint64_t sec = 0, frac = 0, scale = NS;
	const char *p = s;

	if (!isdigit((unsigned char)*p))
		return -1;
	for (; isdigit((unsigned char)*p); p++) {
		if (sec > (UINT64_MAX / NS - 9) / 10)
			return -1;
		sec = sec * 10 + (uint64_t)(*p - '0');
	}
	if (*p == '.') {
		for (p++; isdigit((unsigned char)*p); p++) {
			if (scale > 1) {
				scale /= 10;
				frac += (uint64_t)(*p - '0') * scale;
			}
		}
	}
	*end = p;
	*ns = sec * NS + frac;
	return 0;
}

/* "N", "M:SS", "H:MM:SS" (each part but the first below 60), ".fff" on the
 * last: a duration in ns. */
static int parse_duration(const char *s, uint64_t *ns)
{
	uint64_t parts[3], v;
	int n = 0;
	const char *p = s;

	for (;;) {
		if (parse_secs(p, &p, &v) || n == 3)
			return -1;
		parts[n++] = v;
		if (*p != ':')
			break;
		if (v % NS)
			return -1;	/* a fraction only on the seconds */
		p++;
	}
	if (*p)
		return -1;
	v = 0;
	for (int i = 0; i < n; i++) {
		if (i && parts[i] >= 60 * NS)
			return -1;
		v = i < n - 1 ? (v + parts[i] / NS) * 60 : v * NS + parts[i];
	}
	*ns = v;
	return 0;
}

/* "[YYYY-MM-DD( |T)]HH:MM[:SS[.fff]]": fields into tm and ns of the second;
 * *dated when the date was given. */
static int parse_clock(const char *s, struct tm *tm, uint64_t *frac, bool *dated)
{
	int y, mo, d, h, mi, n = 0;
	uint64_t sec = 0;
	const char *p = s;

	memset(tm, 0, sizeof(*tm));
	*dated = false;
	if (sscanf(p, "%4d-%2d-%2d%n", &y, &mo, &d, &n) == 3 && n == 10 &&
	    (p[10] == ' ' || p[10] == 'T')) {
		if (mo < 1 || mo > 12 || d < 1 || d > 31)
			return -1;
		tm->tm_year = y - 1900;
		tm->tm_mon = mo - 1;
		tm->tm_mday = d;
		*dated = true;
		p += 11;
	}
	n = 0;
	if (sscanf(p, "%2d:%2d%n", &h, &mi, &n) != 2 || !n || h > 23 || h < 0 || mi > 59 ||
	    mi < 0 || !isdigit((unsigned char)p[n - 1]))
		return -1;
	p += n;
	if (*p == ':') {
		if (!isdigit((unsigned char)p[1]) || !isdigit((unsigned char)p[2]) ||
		    parse_secs(p + 1, &p, &sec) || sec >= 60 * NS)
			return -1;
	}
	if (*p)
		return -1;
	tm->tm_hour = h;
	tm->tm_min = mi;
	tm->tm_sec = (int)(sec / NS);
	tm->tm_isdst = -1;
	*frac = sec % NS;
	return 0;
}

/* Event ns of tm (+ frac) in f's zone; false if before the clock's 0. */
static bool tm_event_ns(const struct time_fmt *f, struct tm tm, uint64_t frac, int64_t *ev)
{
	time_t sec = f->utc ? timegm(&tm) : mktime(&tm);
	int64_t wall;

	if (sec == (time_t)-1)
		return false;
	if (__builtin_mul_overflow((int64_t)sec, (int64_t)NS, &wall) ||
	    __builtin_add_overflow(wall, (int64_t)frac, &wall) ||
	    __builtin_sub_overflow(wall, f->wc.offset_ns, ev))
		return false;
	return *ev >= 0;
}

/* A time of day without a date: on the day, around the events' days, whose
 * moment lies within [first, last], else the one nearest to them. */
static int clock_no_date(const struct time_fmt *f, const struct tm *want, uint64_t frac,
			 uint64_t first, uint64_t last, uint64_t *out)
{
	struct tm day;
	long fr;
	uint64_t best = 0, best_d = UINT64_MAX;
	int64_t ev;
	int days = (int)((last > first ? last - first : 0) / (86400 * NS)) + 2;

	wall_tm(f, time_wall_ns(f, first), &day, &fr);
	for (int i = -1; i <= days; i++) {
		struct tm tm = day;
		uint64_t d;

		tm.tm_mday += i;
		tm.tm_hour = want->tm_hour;
		tm.tm_min = want->tm_min;
		tm.tm_sec = want->tm_sec;
		tm.tm_isdst = -1;
		if (!tm_event_ns(f, tm, frac, &ev))
			continue;
		d = (uint64_t)ev < first ? first - (uint64_t)ev
		    : (uint64_t)ev > last ? (uint64_t)ev - last : 0;
		if (d < best_d) {
			best_d = d;
			best = (uint64_t)ev;
		}
	}
	if (best_d == UINT64_MAX)
		return -1;
	*out = best;
	return 0;
}

int time_parse(const struct time_fmt *f, const char *s, uint64_t first_ns, uint64_t last_ns,
	       uint64_t *out, char *why, size_t whylen)
{
	struct tm tm;
	uint64_t v, frac;
	bool dated;
	int64_t ev;
	const char *end;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '+') {
		if (parse_duration(s + 1, &v) || v > UINT64_MAX - f->origin_ns)
			return fail(why, whylen, "'%s': +SECONDS or +M:SS after the first event", s);
		*out = f->origin_ns + v;
		return 0;
	}
	if (!strchr(s, ':')) {
		if (parse_secs(s, &end, &v) || *end)
			return fail(why, whylen,
				    "'%s': give HH:MM[:SS.fff], +SECONDS or perf-clock SECONDS", s);
		*out = v;
		return 0;
	}
	if (parse_clock(s, &tm, &frac, &dated))
		return fail(why, whylen, "'%s': not a time of day (HH:MM[:SS.fff])", s);
	if (f->wc.q == WC_NONE)
		return fail(why, whylen,
			    "'%s': the recording has no wall clock; give +SECONDS or perf-clock SECONDS",
			    s);
	if (dated) {
		if (!tm_event_ns(f, tm, frac, &ev))
			return fail(why, whylen, "'%s': before the recording's clock began", s);
		*out = (uint64_t)ev;
		return 0;
	}
	if (clock_no_date(f, &tm, frac, first_ns, last_ns, out))
		return fail(why, whylen, "'%s': before the recording's clock began", s);
	return 0;
}

int time_parse_range(const struct time_fmt *f, const char *s, uint64_t first_ns,
		     uint64_t last_ns, uint64_t *t0, uint64_t *t1, char *why, size_t whylen)
{
	const char *comma = strchr(s, ',');
	char a[64];
	uint64_t d;
	size_t n;

	if (!comma)
		return fail(why, whylen, "'%s': give START,END (either may be empty)", s);
	n = (size_t)(comma - s);
	if (n >= sizeof(a))
		return fail(why, whylen, "'%s': START too long", s);
	memcpy(a, s, n);
	a[n] = '\0';
	*t0 = first_ns;
	if (a[strspn(a, " ")] && time_parse(f, a, first_ns, last_ns, t0, why, whylen))
		return -1;
	comma++;
	while (isspace((unsigned char)*comma))
		comma++;
	if (!*comma) {
		*t1 = last_ns + 1;
	} else if (*comma == '+') {
		if (parse_duration(comma + 1, &d) || d > UINT64_MAX - *t0)
			return fail(why, whylen, "'%s': END +SECONDS after START", comma);
		*t1 = *t0 + d;
	} else if (time_parse(f, comma, first_ns, last_ns, t1, why, whylen)) {
		return -1;
	}
	if (*t1 <= *t0)
		return fail(why, whylen, "'%s': END must come after START", s);
	return 0;
}
