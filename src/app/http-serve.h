/* SPDX-License-Identifier: GPL-2.0-only */
/* http-serve.h: a small HTTP/1.x server on its own thread for the metrics
 * endpoint: GET and HEAD only, one request per connection, every client
 * bounded in time, memory and number, so no client can hold anything up. */
#ifndef DTLTOP_HTTP_SERVE_H
#define DTLTOP_HTTP_SERVE_H

#include <stdbool.h>
#include <stddef.h>

#define HTTP_MAX_HEAD  8192	/* request line + headers; more: 431 */
#define HTTP_MAX_CONNS 64	/* at once; more are answered 503 and closed */
#define HTTP_CLIENT_MS 5000	/* to send the request and read the answer */
#define HTTP_MAX_AUTH  320	/* an Authorization header's value kept */

/* A parsed request head. */
struct http_request {
	bool head;		/* HEAD rather than GET */
	char path[256];		/* without the query string */
	bool accept_om;		/* Accept negotiates OpenMetrics (expfmt.h); else text 0.0.4 */
	char authorization[HTTP_MAX_AUTH];	/* its value; "" without (or too long) */
};

/* Parse buf[0..len): 0 while the head is incomplete; the head's length once
 * complete (*out filled); else the status to answer: 400 (malformed), 405
 * (not GET or HEAD: *out not filled), 431 (longer than HTTP_MAX_HEAD). */
int http_parse_request(const char *buf, size_t len, struct http_request *out);

/* A response body shared between connections: refs counts the holders;
 * the server thread alone touches it. */
struct http_body {
	int refs;
	size_t len;
	char data[];
};
void http_body_put(struct http_body *b);	/* drop a reference; the last frees */

/* What the server asks its owner, on the server thread. Fills *type with a
 * Content-Type and returns a body with a reference for the caller, or NULL
 * with *status set (404, 500). */
typedef struct http_body *(*http_handler)(void *arg, const struct http_request *rq,
					  const char **type, int *status);

struct http_server;

/* Bind and listen on addr:port (addr: an IPv4 or IPv6 literal, or a name).
 * NULL with a one-line err. *bound gets "ADDR:PORT" as bound (the real port
 * for port 0; [ADDR] for IPv6); *loopback whether ADDR is a loopback one. */
struct http_server *http_listen(const char *addr, const char *port, char *bound, size_t boundlen,
				bool *loopback, char *err, size_t errlen);
/* --web-config: serve TLS with tls (http-tls.h; NULL: plain HTTP), and ask
 * for wc's basic_auth_users' credentials (401 otherwise). Both borrowed:
 * they stay until http_close. Before http_start. */
struct web_config;
struct http_tls;
void http_secure(struct http_server *s, struct web_config *wc, struct http_tls *tls);
/* Start serving on a thread of its own. 0 or -1. */
int http_start(struct http_server *s, http_handler h, void *arg);
/* Stop the thread, close every connection and free. NULL is fine. */
void http_close(struct http_server *s);

#endif
