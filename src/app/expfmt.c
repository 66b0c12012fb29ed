// SPDX-License-Identifier: GPL-2.0-only
/* expfmt.c: content negotiation for /metrics (expfmt.h). client_golang's
 * handler (promhttp with OpenMetrics enabled) calls prometheus/common's
 * expfmt.NegotiateIncludingOpenMetrics: the Accept clauses sorted by q,
 * the first that is text/plain (version 0.0.4 or none) or
 * application/openmetrics-text (version 0.0.1, 1.0.0 or none) wins, and
 * anything else - no Accept, a browser's, curl's * / * - gets text 0.0.4.
 * One difference: a clause with q=0 is not chosen, as RFC 9110 12.4.2 says
 * q=0 means "not acceptable" (goautoneg only sorts it last). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "expfmt.h"

static const char *skip_ws(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

static size_t trimmed(const char *p, const char *end)
{
	while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	return (size_t)(end - p);
}

static bool is(const char *p, size_t n, const char *word)
{
	return n == strlen(word) && !strncasecmp(p, word, n);
}

/* One clause p[0..n): its format (0 text, 1 OpenMetrics, -1 neither) and
 * its q in *q. */
static int clause(const char *p, size_t n, double *q)
{
	const char *end = p + n, *semi = memchr(p, ';', n);
	const char *type_end = semi ? semi : end;
	size_t tn = trimmed(p, type_end);
	int fmt = is(p, tn, "text/plain") ? 0 : is(p, tn, "application/openmetrics-text") ? 1 : -1;
	bool version_ok = true;

	*q = 1.0;
	while (semi) {
		const char *k = skip_ws(semi + 1, end), *eq, *v;
		size_t vn;

		semi = memchr(k, ';', (size_t)(end - k));
		type_end = semi ? semi : end;
		eq = memchr(k, '=', (size_t)(type_end - k));
		if (!eq)
			continue;
		v = skip_ws(eq + 1, type_end);
		vn = trimmed(v, type_end);
		if (vn >= 2 && v[0] == '"' && v[vn - 1] == '"') {
			v++;
			vn -= 2;
		}
		if (is(k, trimmed(k, eq), "q")) {
			char num[16];

			snprintf(num, sizeof(num), "%.*s", (int)(vn < 15 ? vn : 15), v);
			*q = strtod(num, NULL);
		} else if (is(k, trimmed(k, eq), "version")) {
			version_ok = fmt == 0 ? is(v, vn, "0.0.4")
					      : is(v, vn, "0.0.1") || is(v, vn, "1.0.0");
		}
	}
	return version_ok ? fmt : -1;
}

void expfmt_accept(struct expfmt_neg *neg, const char *v, size_t n)
{
	size_t i = 0;

	while (i < n) {
		const char *comma = memchr(v + i, ',', n - i);
		size_t e = comma ? (size_t)(comma - v) : n;
		double q;
		int fmt;

		while (i < e && (v[i] == ' ' || v[i] == '\t'))
			i++;
		fmt = clause(v + i, e - i, &q);
		/* the highest q wins; of equal ones, the first */
		if (fmt >= 0 && q > 0 && q <= 1 && q > neg->q) {
			neg->q = q;
			neg->om = fmt == 1;
		}
		i = e + 1;
	}
}
