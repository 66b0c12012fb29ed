// SPDX-License-Identifier: GPL-2.0-only
/* test-http.c: the metrics server's request parser (http-serve.h) on what
 * the server feeds it: a head read in pieces (every prefix of a valid head
 * is "more to come", the whole its length), the 8 KiB limit at its exact
 * boundary, headers that only look like Accept, and the bytes a head must
 * not hold. test-metrics.c has the plain cases. Every expected value is the
 * rule of dtltop(1) METRICS, worked out by hand. */
#include <stdlib.h>

#include "harness.h"
#include "expfmt.h"
#include "http-serve.h"

static int parse(const char *s, struct http_request *rq)
{
	return http_parse_request(s, strlen(s), rq);
}

TEST(http_head_in_pieces)
{
	static const char head[] = "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n"
				   "Accept: text/plain;version=0.0.4\r\n\r\n";
	size_t n = sizeof(head) - 1;
	struct http_request rq;

	for (size_t len = 0; len < n; len++)
		CHECK_U64(http_parse_request(head, len, &rq), 0);
	CHECK_U64(http_parse_request(head, n, &rq), n);
	CHECK_STR(rq.path, "/metrics");
	CHECK(!rq.head && !rq.accept_om);
}

TEST(http_bytes_after_the_head)
{
	/* a client that sends more: the head's length, the rest not read */
	static const char two[] = "GET /metrics HTTP/1.0\r\n\r\nGET /nope HTTP/1.0\r\n\r\n";
	struct http_request rq;

	CHECK_U64(parse(two, &rq), 25);
	CHECK_STR(rq.path, "/metrics");
}

/* a head of exactly n bytes: "GET / HTTP/1.1\r\nX: aaa...\r\n\r\n" */
static char *head_of(size_t n)
{
	char *b = malloc(n);

	if (!b)
		return NULL;
	memset(b, 'a', n);
	memcpy(b, "GET / HTTP/1.1\r\nX: ", 19);
	memcpy(b + n - 4, "\r\n\r\n", 4);
	return b;
}

TEST(http_head_limit_boundary)
{
	struct http_request rq;
	char *at = head_of(HTTP_MAX_HEAD), *over = head_of(HTTP_MAX_HEAD + 1);

	CHECK(at && over);
	/* 8 KiB exactly is a head; the server reads no more than 8 KiB, so
	 * one byte more is 8 KiB without an end: 431 */
	CHECK_U64(http_parse_request(at, HTTP_MAX_HEAD, &rq), HTTP_MAX_HEAD);
	CHECK_STR(rq.path, "/");
	CHECK_U64(http_parse_request(over, HTTP_MAX_HEAD, &rq), 431);
	CHECK_U64(http_parse_request(over, HTTP_MAX_HEAD + 1, &rq), 431);
	free(at);
	free(over);
}

TEST(http_accept_only_from_accept)
{
	struct http_request rq;

	/* Accept-Language and Accept-Encoding name no media type */
	CHECK_U64(parse("GET /metrics HTTP/1.1\r\nAccept-Language: text/plain\r\n"
			"Accept-Encoding: application/openmetrics-text\r\n\r\n", &rq), 101);
	CHECK(!rq.accept_om);
	/* the name and media types are case-insensitive */
	CHECK(parse("GET /metrics HTTP/1.1\r\nACCEPT:*/*, Application/OpenMetrics-Text\r\n\r\n", &rq) > 0);
	CHECK(rq.accept_om);
	CHECK(parse("GET /metrics HTTP/1.1\r\nAccept: */*\r\n\r\n", &rq) > 0);
	CHECK(!rq.accept_om);
	/* repeated Accept lines are one list: the best q of both */
	CHECK(parse("GET /metrics HTTP/1.1\r\nAccept: text/plain;q=0.5\r\n"
		    "Accept: application/openmetrics-text;q=0.9\r\n\r\n", &rq) > 0);
	CHECK(rq.accept_om);
}

/* expfmt.NegotiateIncludingOpenMetrics's answers (prometheus/common
 * expfmt/encode.go, goautoneg's ParseAccept), q=0 as RFC 9110 says */
static bool om_for(const char *accept)
{
	struct expfmt_neg neg = { 0 };

	if (accept)
		expfmt_accept(&neg, accept, strlen(accept));
	return expfmt_openmetrics(&neg);
}

TEST(http_accept_negotiation)
{
	/* no Accept, curl's, a browser's: text 0.0.4 */
	CHECK(!om_for(NULL));
	CHECK(!om_for(""));
	CHECK(!om_for("*/*"));
	CHECK(!om_for("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"));
	CHECK(!om_for("application/json"));
	/* asked for */
	CHECK(om_for("application/openmetrics-text"));
	CHECK(om_for("application/openmetrics-text; version=1.0.0"));
	CHECK(om_for("application/openmetrics-text;version=0.0.1"));
	CHECK(om_for("application/openmetrics-text; version=\"1.0.0\"; charset=utf-8"));
	/* Prometheus 2.42's scrape header; and with the text form preferred */
	CHECK(om_for("application/openmetrics-text;version=1.0.0,application/openmetrics-text;"
		     "version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1"));
	CHECK(!om_for("text/plain;version=0.0.4;q=0.5,*/*;q=0.1"));
	CHECK(!om_for("application/openmetrics-text;q=0.4,text/plain;q=0.5"));
	CHECK(om_for("text/plain;q=0.5, application/openmetrics-text;q=0.6"));
	/* equal q: the first listed */
	CHECK(!om_for("text/plain,application/openmetrics-text"));
	CHECK(om_for("application/openmetrics-text,text/plain"));
	/* q=0 is "not acceptable"; a version neither knows is not a match */
	CHECK(!om_for("application/openmetrics-text;q=0"));
	CHECK(!om_for("application/openmetrics-text;q=0.0, */*"));
	CHECK(!om_for("application/openmetrics-text;version=2.0.0"));
	CHECK(!om_for("application/openmetrics-text;version=2.0.0,text/plain;version=0.0.4"));
	CHECK(om_for("text/plain;version=0.0.3,application/openmetrics-text;q=0.1"));
	/* openmetrics as a substring of another type is not it */
	CHECK(!om_for("application/openmetrics-textual"));
}

TEST(http_request_line_rules)
{
	struct http_request rq;
	char longpath[400];

	CHECK_U64(parse("GET  /metrics HTTP/1.1\r\n\r\n", &rq), 400);	/* empty path */
	CHECK_U64(parse("GET /metrics HTTP/1.1 x\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET /me\ttrics HTTP/1.1\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET /metrics HTTP/1.2\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET /metrics HTTQ/1.1\r\n\r\n", &rq), 400);
	CHECK_U64(parse("\r\n\r\n", &rq), 400);
	CHECK_U64(parse("OPTIONS /metrics HTTP/1.1\r\n\r\n", &rq), 405);
	CHECK_U64(parse("GETS /metrics HTTP/1.1\r\n\r\n", &rq), 405);
	CHECK_U64(parse("PUT / HTTP/1.1\r\n\r\n", &rq), 405);
	/* the query string goes, also an empty one */
	CHECK(parse("HEAD /metrics? HTTP/1.1\r\n\r\n", &rq) > 0);
	CHECK_STR(rq.path, "/metrics");
	CHECK(rq.head);
	/* a path longer than the struct holds is cut, never "/metrics" */
	memset(longpath, 0, sizeof(longpath));
	memcpy(longpath, "GET /metrics", 12);
	memset(longpath + 12, 'x', 300);
	memcpy(longpath + 312, " HTTP/1.1\r\n\r\n", 13);
	CHECK_U64(parse(longpath, &rq), strlen(longpath));
	CHECK_U64(strlen(rq.path), sizeof(rq.path) - 1);
	CHECK(strcmp(rq.path, "/metrics") != 0);
}

TEST(http_header_bytes)
{
	struct http_request rq;
	static const char nul[] = "GET / HTTP/1.1\r\nX: a\0b\r\n\r\n";

	CHECK_U64(parse("GET / HTTP/1.1\r\nX: a\x01z\r\n\r\n", &rq), 400);
	CHECK_U64(http_parse_request(nul, sizeof(nul) - 1, &rq), 400);
	CHECK_U64(parse("GET / HTTP/1.1\r\n: empty name\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET / HTTP/1.1\r\nX: a\rb\r\n\r\n", &rq), 400);
	/* a tab in a value is fine */
	CHECK_U64(parse("GET / HTTP/1.1\r\nX:\ta\r\n\r\n", &rq), 24);
}

TEST(http_authorization_kept)
{
	/* --web-config's basic auth: the value after the colon and its blanks;
	 * one too long for HTTP_MAX_AUTH is not kept (a 401, never a cut one) */
	static const char head[] = "GET /metrics HTTP/1.1\r\nauthorization:  Basic YWxpY2U6czNjcmV0\r\n\r\n";
	char big[HTTP_MAX_AUTH + 64];
	struct http_request rq;
	int n;

	CHECK_U64(parse(head, &rq), sizeof(head) - 1);
	CHECK_STR(rq.authorization, "Basic YWxpY2U6czNjcmV0");
	CHECK_U64(parse("GET / HTTP/1.0\r\n\r\n", &rq), 18);
	CHECK_STR(rq.authorization, "");
	n = snprintf(big, sizeof(big), "GET / HTTP/1.0\r\nAuthorization: Basic %0*d\r\n\r\n",
		     HTTP_MAX_AUTH, 0);
	CHECK_U64(http_parse_request(big, (size_t)n, &rq), n);
	CHECK_STR(rq.authorization, "");
}
