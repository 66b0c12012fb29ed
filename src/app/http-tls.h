/* SPDX-License-Identifier: GPL-2.0-only */
/* http-tls.h: TLS for the metrics server (GnuTLS), each connection's
 * handshake and records driven by the server's poll loop on a non-blocking
 * socket. A build without GnuTLS (make static) says so on http_tls_new. */
#ifndef DTLTOP_HTTP_TLS_H
#define DTLTOP_HTTP_TLS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct web_config;
struct http_tls;	/* the credentials and priorities, shared */
struct http_tls_conn;	/* one connection's session */

/* Load wc's certificate, key and client CA. NULL with a one-line err
 * naming the file (or saying this build has no TLS). */
struct http_tls *http_tls_new(const struct web_config *wc, char *err, size_t errlen);
void http_tls_free(struct http_tls *t);	/* NULL is fine */

/* A session on the accepted socket fd; NULL when out of memory. */
struct http_tls_conn *http_tls_accept(struct http_tls *t, int fd);
void http_tls_close(struct http_tls_conn *c);	/* NULL is fine; fd stays open */

/* The results of the calls below that are not a byte count. */
#define HTTP_TLS_AGAIN (-1)	/* come back when poll says (http_tls_events) */
#define HTTP_TLS_FAIL  (-2)	/* the connection is done with: close it */

/* Drive the handshake: 0 once done, else HTTP_TLS_AGAIN or _FAIL. */
int http_tls_handshake(struct http_tls_conn *c);
/* Decrypted bytes into buf (0: the peer closed), or AGAIN or FAIL. */
ssize_t http_tls_recv(struct http_tls_conn *c, void *buf, size_t n);
/* Bytes of buf sent, or AGAIN or FAIL. After AGAIN the same buf is given
 * again (GnuTLS holds the record it was sending). */
ssize_t http_tls_send(struct http_tls_conn *c, const void *buf, size_t n);
/* Decrypted bytes waiting in the session, which poll cannot see. */
bool http_tls_pending(struct http_tls_conn *c);
/* POLLIN or POLLOUT: what the last AGAIN waits for. */
short http_tls_events(struct http_tls_conn *c);
/* A close_notify, sent if the socket takes it at once. */
void http_tls_bye(struct http_tls_conn *c);

#endif
