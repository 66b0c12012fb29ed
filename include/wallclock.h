/* SPDX-License-Identifier: GPL-2.0-only */
/* wallclock.h: the recording's clock mapped to wall time, and times as
 * people write and read them: 10:40, 10:40:05.250, +90 (seconds after the
 * first event), 453.0 (seconds on the perf clock). ui/view-time.c. */
#ifndef DTLTOP_WALLCLOCK_H
#define DTLTOP_WALLCLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* How well the event clock is tied to wall time: not at all; roughly (a
 * file's modification time set against its last event: perf's "captured
 * on"); exactly (perf's CLOCK_DATA, or CLOCK_REALTIME read beside the event
 * clock by a live session). */
enum wc_quality { WC_NONE, WC_APPROX, WC_EXACT };

struct wallclock {
	enum wc_quality q;
	int64_t offset_ns;	/* wall ns since the Epoch = event ns + offset_ns */
	char how[64];		/* where the mapping comes from, for the views */
};

/* How times are shown: wall clock (local or UTC), seconds on the perf
 * clock, or seconds since the first event. */
enum time_style { TIME_WALL, TIME_PERF, TIME_REL, TIME_STYLES };

struct time_fmt {
	enum time_style style;	/* TIME_WALL without a wall clock acts as TIME_PERF */
	bool utc;		/* --utc: UTC rather than the local zone */
	struct wallclock wc;
	uint64_t origin_ns;	/* TIME_REL's 0 and +N's base: the first event */
	bool dates;		/* the span crosses a day: times carry the date */
};

/* f for events in [first_ns, last_ns] (last_ns may grow: call again). */
void time_fmt_init(struct time_fmt *f, const struct wallclock *wc, enum time_style style,
		   bool utc, uint64_t first_ns, uint64_t last_ns);
/* The style in effect (TIME_PERF for TIME_WALL without a wall clock). */
enum time_style time_style_of(const struct time_fmt *f);
const char *time_style_name(enum time_style s);	/* "wall", "perf", "rel" */
int time_style_parse(const char *s);		/* -1: none of those */

/* ns as f shows it, with prec (0-3) decimals of the second:
 * "10:40:05.250", "2026-11-27 10:40:05" (dates), "~10:40:05" (approximate),
 * "453.250" (perf), "+90.000" (rel). Returns buf. */
char *time_str(const struct time_fmt *f, uint64_t ns, int prec, char *buf, size_t len);
/* The zone times are shown in, said once per screen or output: "CET",
 * "UTC"; "perf clock s" or "s since first event" for the other styles. */
const char *time_zone(const struct time_fmt *f, char *buf, size_t len);
/* The unit after a time time_str wrote: "" for wall clock (10:40:05),
 * " s" or "s" (space) for perf and relative seconds. */
const char *time_unit(const struct time_fmt *f, bool space);
/* Wall ns since the Epoch of event time ns (valid if f->wc.q != WC_NONE). */
int64_t time_wall_ns(const struct time_fmt *f, uint64_t ns);
/* ISO 8601 with zone offset, for JSON and CSV: "2026-11-27T10:40:05.250+01:00"
 * (or "Z" with utc); "" without a wall clock. */
char *time_iso(const struct time_fmt *f, uint64_t ns, char *buf, size_t len);

/* A time a user typed, as event ns: "10:40", "10:40:05.250" (wall clock,
 * the zone f shows; the day is the one within or nearest [first_ns,
 * last_ns]), "2026-11-27 10:40" or "2026-11-27T10:40", "+90" or "+1:30"
 * (after origin_ns), "453.0" (perf clock seconds). -1 with why filled. */
int time_parse(const struct time_fmt *f, const char *s, uint64_t first_ns, uint64_t last_ns,
	       uint64_t *out, char *why, size_t whylen);
/* "START,END" (--time): either may be empty (the first event, the last);
 * an END of "+N" is N seconds after START. [*t0, *t1), t1 > t0. */
int time_parse_range(const struct time_fmt *f, const char *s, uint64_t first_ns,
		     uint64_t last_ns, uint64_t *t0, uint64_t *t1, char *why, size_t whylen);

#endif
