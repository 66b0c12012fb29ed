// SPDX-License-Identifier: GPL-2.0-only
/* http-tls.c: the metrics server's TLS (http-tls.h) with GnuTLS, over the
 * server's own non-blocking sockets: every call returns at once with
 * GNUTLS_E_AGAIN when the socket would block, and the poll loop calls again,
 * so a client that stalls its handshake holds only its own slot, until its
 * deadline. Without HAVE_GNUTLS (a static build: GnuTLS's p11-kit has no
 * archive) every --web-config asking for TLS is refused at start. */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "http-tls.h"
#include "web-config.h"

#ifdef HAVE_GNUTLS
#include <gnutls/gnutls.h>

struct http_tls {
	gnutls_certificate_credentials_t cred;
	gnutls_priority_t prio;
	enum web_client_auth client_auth;
};

struct http_tls_conn {
	gnutls_session_t s;
	const struct http_tls *t;
};

/* "NORMAL" without the versions outside [min, max] */
static void priority_of(const struct web_config *wc, char *buf, size_t len)
{
	static const char *const v[] = { "TLS1.0", "TLS1.1", "TLS1.2", "TLS1.3" };
	size_t o = (size_t)snprintf(buf, len, "NORMAL:-VERS-ALL");

	for (int i = wc->min_version; i <= (int)wc->max_version && o < len; i++)
		o += (size_t)snprintf(buf + o, len - o, ":+VERS-%s", v[i - WEB_TLS10]);
}

/* A file GnuTLS is about to read: a missing one named with its errno. */
static int readable(const struct web_config *wc, const char *what, const char *path, size_t line,
		    char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");

	if (f) {
		fclose(f);
		return 0;
	}
	snprintf(err, errlen, "--web-config %s:%zu: %s %s: %s", wc->path, line, what, path,
		 strerror(errno));
	return -1;
}

struct http_tls *http_tls_new(const struct web_config *wc, char *err, size_t errlen)
{
	struct http_tls *t = calloc(1, sizeof(*t));
	char prio[128];
	int e;

	if (!t) {
		snprintf(err, errlen, "--web-config: out of memory");
		return NULL;
	}
	t->client_auth = wc->client_auth;
	if (readable(wc, "cert_file", wc->cert_file, wc->cert_line, err, errlen) < 0 ||
	    readable(wc, "key_file", wc->key_file, wc->key_line, err, errlen) < 0 ||
	    (wc->client_ca_file &&
	     readable(wc, "client_ca_file", wc->client_ca_file, wc->ca_line, err, errlen) < 0))
		goto fail;
	if ((e = gnutls_certificate_allocate_credentials(&t->cred)) < 0) {
		snprintf(err, errlen, "--web-config: %s", gnutls_strerror(e));
		goto fail;
	}
	e = gnutls_certificate_set_x509_key_file(t->cred, wc->cert_file, wc->key_file,
						 GNUTLS_X509_FMT_PEM);
	if (e < 0) {
		snprintf(err, errlen, "--web-config %s:%zu: cert_file %s, key_file %s: %s", wc->path,
			 wc->cert_line, wc->cert_file, wc->key_file, gnutls_strerror(e));
		goto fail;
	}
	if (wc->client_ca_file) {
		e = gnutls_certificate_set_x509_trust_file(t->cred, wc->client_ca_file,
							   GNUTLS_X509_FMT_PEM);
		if (e <= 0) {
			snprintf(err, errlen, "--web-config %s:%zu: client_ca_file %s: %s", wc->path,
				 wc->ca_line, wc->client_ca_file, e < 0 ? gnutls_strerror(e) : "no certificate");
			goto fail;
		}
	}
	priority_of(wc, prio, sizeof(prio));
	if ((e = gnutls_priority_init(&t->prio, prio, NULL)) < 0) {
		snprintf(err, errlen, "--web-config %s: TLS versions %s: %s", wc->path, prio,
			 gnutls_strerror(e));
		goto fail;
	}
	return t;
fail:
	http_tls_free(t);
	return NULL;
}

void http_tls_free(struct http_tls *t)
{
	if (!t)
		return;
	if (t->prio)
		gnutls_priority_deinit(t->prio);
	if (t->cred)
		gnutls_certificate_free_credentials(t->cred);
	free(t);
}

struct http_tls_conn *http_tls_accept(struct http_tls *t, int fd)
{
	struct http_tls_conn *c = calloc(1, sizeof(*c));

	if (!c)
		return NULL;
	c->t = t;
	if (gnutls_init(&c->s, GNUTLS_SERVER | GNUTLS_NONBLOCK) < 0) {
		free(c);
		return NULL;
	}
	if (gnutls_priority_set(c->s, t->prio) < 0 ||
	    gnutls_credentials_set(c->s, GNUTLS_CRD_CERTIFICATE, t->cred) < 0) {
		http_tls_close(c);
		return NULL;
	}
	if (t->client_auth != WEB_NO_CLIENT_CERT)
		gnutls_certificate_server_set_request(c->s, t->client_auth == WEB_REQUIRE_AND_VERIFY
							    ? GNUTLS_CERT_REQUIRE
							    : GNUTLS_CERT_REQUEST);
	gnutls_transport_set_int(c->s, fd);
	gnutls_handshake_set_timeout(c->s, 0);	/* the server's deadline rules */
	return c;
}

void http_tls_close(struct http_tls_conn *c)
{
	if (!c)
		return;
	gnutls_deinit(c->s);
	free(c);
}

/* A client certificate, where one was given or asked for, that the CA signed. */
static bool peer_ok(struct http_tls_conn *c)
{
	unsigned n = 0, status = 0;

	if (c->t->client_auth == WEB_NO_CLIENT_CERT)
		return true;
	if (!gnutls_certificate_get_peers(c->s, &n) || !n)
		return c->t->client_auth == WEB_VERIFY_IF_GIVEN;
	return gnutls_certificate_verify_peers2(c->s, &status) == 0 && status == 0;
}

int http_tls_handshake(struct http_tls_conn *c)
{
	int e = gnutls_handshake(c->s);

	if (e == GNUTLS_E_AGAIN || e == GNUTLS_E_INTERRUPTED)
		return HTTP_TLS_AGAIN;
	if (e < 0 && !gnutls_error_is_fatal(e))
		return HTTP_TLS_AGAIN;	/* a warning alert: go on */
	if (e < 0 || !peer_ok(c))
		return HTTP_TLS_FAIL;
	return 0;
}

ssize_t http_tls_recv(struct http_tls_conn *c, void *buf, size_t n)
{
	ssize_t r = gnutls_record_recv(c->s, buf, n);

	if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED)
		return HTTP_TLS_AGAIN;
	if (r == GNUTLS_E_REHANDSHAKE)
		return HTTP_TLS_FAIL;	/* one request per connection: none */
	return r < 0 ? HTTP_TLS_FAIL : r;
}

ssize_t http_tls_send(struct http_tls_conn *c, const void *buf, size_t n)
{
	ssize_t r = gnutls_record_send(c->s, buf, n);

	if (r == GNUTLS_E_AGAIN || r == GNUTLS_E_INTERRUPTED)
		return HTTP_TLS_AGAIN;
	return r < 0 ? HTTP_TLS_FAIL : r;
}

bool http_tls_pending(struct http_tls_conn *c)
{
	return gnutls_record_check_pending(c->s) > 0;
}

short http_tls_events(struct http_tls_conn *c)
{
	return gnutls_record_get_direction(c->s) ? POLLOUT : POLLIN;
}

void http_tls_bye(struct http_tls_conn *c)
{
	/* GNUTLS_SHUT_WR waits for no answer; a full socket: AGAIN, ignored */
	if (gnutls_bye(c->s, GNUTLS_SHUT_WR) < 0)
		(void)0;
}

#else /* !HAVE_GNUTLS */

struct http_tls *http_tls_new(const struct web_config *wc, char *err, size_t errlen)
{
	snprintf(err, errlen, "--web-config %s: tls_server_config: this dtltop is built without "
		 "TLS (GnuTLS; a static build leaves it out): use the distribution's package",
		 wc->path);
	return NULL;
}

void http_tls_free(struct http_tls *t)
{
	(void)t;
}

struct http_tls_conn *http_tls_accept(struct http_tls *t, int fd)
{
	(void)t;
	(void)fd;
	return NULL;
}

void http_tls_close(struct http_tls_conn *c)
{
	(void)c;
}

int http_tls_handshake(struct http_tls_conn *c)
{
	(void)c;
	return HTTP_TLS_FAIL;
}

ssize_t http_tls_recv(struct http_tls_conn *c, void *buf, size_t n)
{
	(void)c;
	(void)buf;
	(void)n;
	return HTTP_TLS_FAIL;
}

ssize_t http_tls_send(struct http_tls_conn *c, const void *buf, size_t n)
{
	(void)c;
	(void)buf;
	(void)n;
	return HTTP_TLS_FAIL;
}

bool http_tls_pending(struct http_tls_conn *c)
{
	(void)c;
	return false;
}

short http_tls_events(struct http_tls_conn *c)
{
	(void)c;
	return POLLIN;
}

void http_tls_bye(struct http_tls_conn *c)
{
	(void)c;
}

#endif
