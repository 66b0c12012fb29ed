/* SPDX-License-Identifier: GPL-2.0-only */
/* time-range.h: --time START,END as a consumer main puts in front of the
 * driver's (and of -o's tee): the events in [t0, t1) go on, older ones are
 * dropped, and the first at or past t1 stops the source (a pipe is read no
 * further). The range is read at the first event, whose time is +0. */
#ifndef DTLTOP_TIME_RANGE_H
#define DTLTOP_TIME_RANGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "consumer.h"
#include "source.h"

struct time_range {
	struct consumer_wrap wrap;	/* first: the range is found from it */
	struct consumer self;
	const struct consumer *inner;
	struct consumer_wrap *next;	/* between it and the driver: -o's tee */
	const char *spec;		/* "START,END"; NULL: t0, t1 given */
	struct source *src;		/* its clock, and err for a bad spec */
	bool utc;			/* wall times typed are UTC (--utc), not local */
	bool resolved;
	bool reached_end;		/* an event at or past t1 stopped the source */
	uint64_t t0, t1;		/* [t0, t1); t1 UINT64_MAX: to the end */
	uint64_t dropped;		/* events before t0 */
	uint64_t delivered;		/* events in [t0, t1) handed on */
};

/* A range read from spec at the first event (time_parse_range, with the
 * source's clock); a spec it cannot read stops the source with the reason
 * in src->err (CONSUMER_FAILED). next: a wrap to put between (or NULL). */
void time_range_init(struct time_range *tr, const char *spec, struct source *src,
		     struct consumer_wrap *next);
/* A range already resolved: [t0, t1). */
void time_range_set(struct time_range *tr, uint64_t t0, uint64_t t1, struct source *src,
		    struct consumer_wrap *next);
/* spec's syntax, before any event (options_parse): 0, or -1 with why. */
int time_range_check(const char *spec, char *why, size_t whylen);
/* spec resolved against first_ns (the first event) on src's clock: an
 * empty END is UINT64_MAX (to the end). 0, or -1 with why. */
int time_range_resolve(const char *spec, const struct source *src, bool utc, uint64_t first_ns,
		       uint64_t *t0, uint64_t *t1, char *why, size_t whylen);

#endif
