/* SPDX-License-Identifier: GPL-2.0-only */
/* expfmt.h: which exposition format a scrape's Accept header asks for, by
 * the rules of client_golang (prometheus/common expfmt): Prometheus text
 * 0.0.4 unless OpenMetrics is asked for. */
#ifndef DTLTOP_EXPFMT_H
#define DTLTOP_EXPFMT_H

#include <stdbool.h>
#include <stddef.h>

/* The negotiation so far: the best clause of the Accept values seen. */
struct expfmt_neg {
	double q;	/* the chosen clause's quality; 0: none chosen yet */
	bool om;	/* it is OpenMetrics */
};

/* Weigh one Accept header value v[0..n) (call once per Accept line: HTTP
 * joins repeated headers with commas). */
void expfmt_accept(struct expfmt_neg *neg, const char *v, size_t n);

/* After every Accept line: OpenMetrics (true) or Prometheus text 0.0.4. */
static inline bool expfmt_openmetrics(const struct expfmt_neg *neg)
{
	return neg->q > 0 && neg->om;
}

#endif
