// SPDX-License-Identifier: GPL-2.0-only
/* http-serve.c: the metrics endpoint's HTTP server (http-serve.h): one poll
 * loop on its own thread, non-blocking sockets, a deadline per client. */
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>

#include "expfmt.h"
#include "http-serve.h"
#include "http-tls.h"
#include "web-config.h"

enum conn_state { CONN_FREE, CONN_HANDSHAKE, CONN_READ, CONN_WRITE };

struct conn {
	enum conn_state st;
	int fd;
	struct http_tls_conn *tls;	/* NULL: plain HTTP */
	uint64_t deadline_ms;
	size_t got;			/* bytes of head read */
	char in[HTTP_MAX_HEAD + 1];
	char hdr[512];			/* the status line and headers */
	size_t hdr_len, hdr_off;
	struct http_body *body;		/* NULL: none (HEAD, errors) */
	size_t body_off;
};

struct http_server {
	int lfd;
	int wake[2];			/* written to stop the thread */
	pthread_t thr;
	bool started;
	http_handler handler;
	void *arg;
	struct web_config *web;		/* --web-config; NULL: none */
	struct http_tls *tls;		/* its TLS; NULL: plain HTTP */
	struct conn conns[HTTP_MAX_CONNS];
};

static uint64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

void http_body_put(struct http_body *b)
{
	if (b && --b->refs == 0)
		free(b);
}

/* ---- request parsing ---- */

static int parse_line(const char *p, size_t n, struct http_request *out)
{
	const char *sp1 = memchr(p, ' ', n), *sp2, *path, *q;
	size_t plen;

	if (!sp1)
		return 400;
	sp2 = memchr(sp1 + 1, ' ', n - (size_t)(sp1 + 1 - p));
	if (!sp2 || n - (size_t)(sp2 + 1 - p) != 8 || strncmp(sp2 + 1, "HTTP/1.", 7) ||
	    (sp2[8] != '0' && sp2[8] != '1'))
		return 400;
	for (const char *c = p; c < sp1; c++)
		if (*c < 'A' || *c > 'Z')
			return 400;
	path = sp1 + 1;
	plen = (size_t)(sp2 - path);
	if (!plen || path[0] != '/')
		return 400;
	for (size_t i = 0; i < plen; i++)
		if ((unsigned char)path[i] <= 0x20 || (unsigned char)path[i] >= 0x7f)
			return 400;
	q = memchr(path, '?', plen);
	if (q)
		plen = (size_t)(q - path);
	if (sp1 - p == 3 && !strncmp(p, "GET", 3))
		out->head = false;
	else if (sp1 - p == 4 && !strncmp(p, "HEAD", 4))
		out->head = true;
	else
		return 405;
	if (plen >= sizeof(out->path))
		plen = sizeof(out->path) - 1;	/* no path that long is served: a 404 */
	memcpy(out->path, path, plen);
	out->path[plen] = '\0';
	return 0;
}

int http_parse_request(const char *buf, size_t len, struct http_request *out)
{
	const char *end = NULL, *p = buf, *eol;
	struct expfmt_neg neg = { 0 };
	int st;

	for (size_t i = 0; i + 3 < len && i + 4 <= HTTP_MAX_HEAD; i++)
		if (!memcmp(buf + i, "\r\n\r\n", 4)) {
			end = buf + i + 2;	/* after the last header's CRLF */
			break;
		}
	if (!end)
		return len >= HTTP_MAX_HEAD ? 431 : 0;
	memset(out, 0, sizeof(*out));
	eol = memchr(p, '\r', (size_t)(end - p));
	if (!eol || eol[1] != '\n')
		return 400;
	st = parse_line(p, (size_t)(eol - p), out);
	if (st)
		return st;
	for (p = eol + 2; p < end; p = eol + 2) {
		const char *colon;

		eol = memchr(p, '\r', (size_t)(end - p));
		if (!eol || eol[1] != '\n')
			return 400;
		colon = memchr(p, ':', (size_t)(eol - p));
		if (!colon || colon == p)
			return 400;
		for (const char *c = p; c < eol; c++)
			if (*c == '\0' || (*c < 0x20 && *c != '\t'))
				return 400;
		if (colon - p == 6 && !strncasecmp(p, "Accept", 6)) {
			expfmt_accept(&neg, colon + 1, (size_t)(eol - colon - 1));
		} else if (colon - p == 13 && !strncasecmp(p, "Authorization", 13)) {
			const char *v = colon + 1;

			v += strspn(v, " \t");
			if ((size_t)(eol - v) < sizeof(out->authorization))
				snprintf(out->authorization, sizeof(out->authorization), "%.*s",
					 (int)(eol - v), v);
		}
	}
	out->accept_om = expfmt_openmetrics(&neg);
	return (int)(end + 2 - buf);
}

/* ---- connections ---- */

static void conn_close(struct conn *c)
{
	http_tls_close(c->tls);
	c->tls = NULL;
	close(c->fd);
	http_body_put(c->body);
	c->body = NULL;
	c->st = CONN_FREE;
}

static const char *reason(int status)
{
	switch (status) {
	case 200: return "OK";
	case 400: return "Bad Request";
	case 401: return "Unauthorized";
	case 404: return "Not Found";
	case 405: return "Method Not Allowed";
	case 431: return "Request Header Fields Too Large";
	case 503: return "Service Unavailable";
	default: return "Internal Server Error";
	}
}

/* An error's body: one line saying what. */
static struct http_body *text_body(const char *s, size_t n)
{
	struct http_body *b = malloc(sizeof(*b) + n);

	if (!b)
		return NULL;
	b->refs = 1;
	b->len = n;
	memcpy(b->data, s, n);
	return b;
}

static void respond(struct conn *c, int status, const char *type, struct http_body *body,
		    bool head)
{
	int n = snprintf(c->hdr, sizeof(c->hdr),
			 "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\n%s"
			 "Connection: close\r\n\r\n",
			 status, reason(status), type, body ? body->len : 0,
			 status == 405 ? "Allow: GET, HEAD\r\n"
			 : status == 401 ? "WWW-Authenticate: Basic realm=\"dtltop\", charset=\"UTF-8\"\r\n"
			 : "");

	c->hdr_len = n > 0 && (size_t)n < sizeof(c->hdr) ? (size_t)n : 0;
	c->hdr_off = 0;
	c->body_off = 0;
	if (head) {
		http_body_put(body);
		body = NULL;
	}
	c->body = body;
	c->st = CONN_WRITE;
}

static void respond_error(struct conn *c, int status)
{
	char line[64];
	int n = snprintf(line, sizeof(line), "%d %s\n", status, reason(status));

	respond(c, status, "text/plain; charset=utf-8",
		text_body(line, n > 0 && (size_t)n < sizeof(line) ? (size_t)n : 0), false);
}

static void handle(struct http_server *s, struct conn *c)
{
	struct http_request rq;
	int st = http_parse_request(c->in, c->got, &rq);
	const char *type = "text/plain; charset=utf-8";
	struct http_body *b;

	if (st == 0)
		return;		/* more to come */
	if (st >= 400 && st < 600) {
		respond_error(c, st);
		return;
	}
	if (s->web && !web_auth_check(s->web, rq.authorization)) {
		respond_error(c, 401);
		return;
	}
	st = 200;
	b = s->handler(s->arg, &rq, &type, &st);
	if (!b) {
		respond_error(c, st ? st : 500);
		return;
	}
	respond(c, 200, type, b, rq.head);
}

/* The connection's bytes in and out, through TLS where it has it: a count,
 * 0 (read: the peer closed), HTTP_TLS_AGAIN (would block) or HTTP_TLS_FAIL. */
static ssize_t conn_recv(struct conn *c, void *buf, size_t n)
{
	ssize_t r;

	if (c->tls)
		return http_tls_recv(c->tls, buf, n);
	r = recv(c->fd, buf, n, 0);
	if (r < 0)
		return errno == EAGAIN || errno == EINTR ? HTTP_TLS_AGAIN : HTTP_TLS_FAIL;
	return r;
}

static ssize_t conn_send(struct conn *c, const void *buf, size_t n)
{
	ssize_t r;

	if (c->tls)
		return http_tls_send(c->tls, buf, n);
	r = send(c->fd, buf, n, MSG_NOSIGNAL);
	if (r < 0)
		return errno == EAGAIN || errno == EINTR ? HTTP_TLS_AGAIN : HTTP_TLS_FAIL;
	return r;
}

static void on_handshake(struct conn *c)
{
	int r = http_tls_handshake(c->tls);

	if (r == HTTP_TLS_FAIL)
		conn_close(c);
	else if (r == 0)
		c->st = CONN_READ;
}

static void on_read(struct http_server *s, struct conn *c)
{
	/* TLS may hold decrypted bytes that poll cannot see: read them too */
	do {
		ssize_t n = conn_recv(c, c->in + c->got, HTTP_MAX_HEAD - c->got);

		if (n == 0 || n == HTTP_TLS_FAIL) {
			conn_close(c);
			return;
		}
		if (n < 0)
			return;
		c->got += (size_t)n;
		handle(s, c);
	} while (c->st == CONN_READ && c->tls && c->got < HTTP_MAX_HEAD &&
		 http_tls_pending(c->tls));
}

static void on_write(struct conn *c)
{
	for (;;) {
		const char *p;
		size_t left;
		ssize_t n;

		if (c->hdr_off < c->hdr_len) {
			p = c->hdr + c->hdr_off;
			left = c->hdr_len - c->hdr_off;
		} else if (c->body && c->body_off < c->body->len) {
			p = c->body->data + c->body_off;
			left = c->body->len - c->body_off;
		} else {
			if (c->tls)
				http_tls_bye(c->tls);
			shutdown(c->fd, SHUT_WR);
			conn_close(c);
			return;
		}
		n = conn_send(c, p, left);
		if (n < 0) {
			if (n == HTTP_TLS_FAIL)
				conn_close(c);
			return;
		}
		if (c->hdr_off < c->hdr_len)
			c->hdr_off += (size_t)n;
		else
			c->body_off += (size_t)n;
	}
}

/* A client past the limit: told so if its socket takes it at once. */
static void refuse(int fd)
{
	static const char busy[] = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; "
				   "charset=utf-8\r\nContent-Length: 12\r\nConnection: close\r\n\r\n"
				   "server busy\n";

	if (send(fd, busy, sizeof(busy) - 1, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)
		(void)0;	/* nothing more to do for it */
	close(fd);
}

static void on_accept(struct http_server *s)
{
	for (int k = 0; k < HTTP_MAX_CONNS; k++) {
		int fd = accept4(s->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		struct conn *c = NULL;

		if (fd < 0)
			return;
		for (int i = 0; i < HTTP_MAX_CONNS && !c; i++)
			if (s->conns[i].st == CONN_FREE)
				c = &s->conns[i];
		if (!c) {
			refuse(fd);
			continue;
		}
		c->tls = NULL;
		if (s->tls && !(c->tls = http_tls_accept(s->tls, fd))) {
			refuse(fd);	/* out of memory */
			continue;
		}
		c->st = c->tls ? CONN_HANDSHAKE : CONN_READ;
		c->fd = fd;
		c->got = 0;
		c->body = NULL;
		c->deadline_ms = now_ms() + HTTP_CLIENT_MS;
	}
}

static void *serve(void *arg)
{
	struct http_server *s = arg;
	struct pollfd pf[HTTP_MAX_CONNS + 2];
	int idx[HTTP_MAX_CONNS + 2];

	for (;;) {
		uint64_t now = now_ms(), next = now + HTTP_CLIENT_MS;
		int n = 2, r;

		pf[0] = (struct pollfd){ .fd = s->wake[0], .events = POLLIN };
		pf[1] = (struct pollfd){ .fd = s->lfd, .events = POLLIN };
		for (int i = 0; i < HTTP_MAX_CONNS; i++) {
			struct conn *c = &s->conns[i];

			if (c->st == CONN_FREE)
				continue;
			if (now >= c->deadline_ms) {	/* too slow: dropped */
				conn_close(c);
				continue;
			}
			if (c->deadline_ms < next)
				next = c->deadline_ms;
			pf[n] = (struct pollfd){ .fd = c->fd,
						 .events = c->st == CONN_HANDSHAKE ? http_tls_events(c->tls)
							   : c->st == CONN_READ ? POLLIN : POLLOUT };
			idx[n++] = i;
		}
		r = poll(pf, (nfds_t)n, (int)(next - now) + 1);
		if (r < 0 && errno != EINTR)
			break;
		if (r <= 0)
			continue;
		if (pf[0].revents)
			break;
		for (int j = 2; j < n; j++) {
			struct conn *c = &s->conns[idx[j]];

			if (!pf[j].revents)
				continue;
			if (c->st == CONN_HANDSHAKE)
				on_handshake(c);
			if (c->st == CONN_READ)
				on_read(s, c);
			if (c->st == CONN_WRITE)
				on_write(c);
		}
		if (pf[1].revents)
			on_accept(s);
	}
	return NULL;
}

/* ---- setup ---- */

static bool is_loopback(const struct sockaddr *sa)
{
	if (sa->sa_family == AF_INET)
		return (ntohl(((const struct sockaddr_in *)sa)->sin_addr.s_addr) >> 24) == 127;
	if (sa->sa_family == AF_INET6) {
		const struct in6_addr *a = &((const struct sockaddr_in6 *)sa)->sin6_addr;

		return IN6_IS_ADDR_LOOPBACK(a) ||
		       (IN6_IS_ADDR_V4MAPPED(a) && a->s6_addr[12] == 127);
	}
	return false;
}

static void name_bound(int fd, char *bound, size_t len)
{
	struct sockaddr_storage ss = { 0 };
	socklen_t sl = sizeof(ss);
	char host[INET6_ADDRSTRLEN], port[16];

	snprintf(bound, len, "?");
	if (getsockname(fd, (struct sockaddr *)&ss, &sl) < 0 ||
	    getnameinfo((struct sockaddr *)&ss, sl, host, sizeof(host), port, sizeof(port),
			NI_NUMERICHOST | NI_NUMERICSERV))
		return;
	snprintf(bound, len, ss.ss_family == AF_INET6 ? "[%s]:%s" : "%s:%s", host, port);
}

struct http_server *http_listen(const char *addr, const char *port, char *bound, size_t boundlen,
				bool *loopback, char *err, size_t errlen)
{
	struct addrinfo hints = { .ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM,
				  .ai_flags = AI_PASSIVE | AI_NUMERICSERV };
	struct addrinfo *res = NULL;
	struct http_server *s;
	int fd = -1, one = 1, e;

	e = getaddrinfo(addr, port, &hints, &res);
	if (e) {
		snprintf(err, errlen, "--listen %s:%s: %s", addr, port, gai_strerror(e));
		return NULL;
	}
	fd = socket(res->ai_family, res->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) < 0 ||
	    bind(fd, res->ai_addr, res->ai_addrlen) < 0 || listen(fd, 128) < 0) {
		snprintf(err, errlen, "--listen %s:%s: %s", addr, port, strerror(errno));
		if (fd >= 0)
			close(fd);
		freeaddrinfo(res);
		return NULL;
	}
	*loopback = is_loopback(res->ai_addr);
	freeaddrinfo(res);
	s = calloc(1, sizeof(*s));
	if (!s || pipe2(s->wake, O_CLOEXEC) < 0) {
		snprintf(err, errlen, "--listen: %s", strerror(errno ? errno : ENOMEM));
		free(s);
		close(fd);
		return NULL;
	}
	s->lfd = fd;
	name_bound(fd, bound, boundlen);
	return s;
}

void http_secure(struct http_server *s, struct web_config *wc, struct http_tls *tls)
{
	s->web = wc;
	s->tls = tls;
}

int http_start(struct http_server *s, http_handler h, void *arg)
{
	sigset_t all, old;
	int e;

	s->handler = h;
	s->arg = arg;
	/* signals stay with the threads that handle them */
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	e = pthread_create(&s->thr, NULL, serve, s);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	s->started = e == 0;
	return e ? -1 : 0;
}

void http_close(struct http_server *s)
{
	if (!s)
		return;
	if (s->started) {
		if (write(s->wake[1], "x", 1) < 0)
			(void)0;	/* the pipe is empty: it cannot fail */
		pthread_join(s->thr, NULL);
	}
	for (int i = 0; i < HTTP_MAX_CONNS; i++)
		if (s->conns[i].st != CONN_FREE)
			conn_close(&s->conns[i]);
	close(s->lfd);
	close(s->wake[0]);
	close(s->wake[1]);
	free(s);
}
