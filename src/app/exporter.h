/* SPDX-License-Identifier: GPL-2.0-only */
/* exporter.h: the fleet exporters of a live or simulated session: metrics
 * snapshots published once per interval, served over HTTP (--listen) and
 * written as InfluxDB lines (--influx), never in the way of the capture. */
#ifndef DTLTOP_EXPORTER_H
#define DTLTOP_EXPORTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "metrics.h"
#include "source.h"

struct model;
struct session;
struct exporter;
struct web_config;
struct http_tls;

struct exporter_opts {
	const char *listen;	/* [ADDR:]PORT; NULL: no server */
	const char *influx;	/* FILE or "-" (stdout); NULL: none */
	enum metrics_by by;
	unsigned tasks;		/* top tasks served */
	struct web_config *web;	/* --web-config (web-config.h); NULL: none */
	struct http_tls *tls;	/* its TLS (http-tls.h); NULL: plain HTTP */
};

/* --listen's "[ADDR:]PORT" into addr (127.0.0.1 without one; [IPv6]
 * without its brackets) and port (decimal, at most 65535). 0 or -1. */
int exporter_split_listen(const char *spec, char *addr, size_t alen, char *port, size_t plen);

/* Bind the server (saying where on stderr, with a warning off loopback) and
 * open the InfluxDB file; nothing runs yet. NULL with a one-line err. */
struct exporter *exporter_open(const struct exporter_opts *o, const struct source *src,
			       char *err, size_t errlen);
/* Start serving: before the first publication a scrape gets the info
 * metrics and zero counters. 0 or -1 with err. */
int exporter_start(struct exporter *ex, char *err, size_t errlen);

/* Batch: m (settled) holds one window ending at end_ns, about to be reset:
 * add it up and publish. -1 when the InfluxDB output failed (err said by
 * exporter_error): the session should stop. */
int exporter_publish_window(struct exporter *ex, const struct model *m, uint64_t end_ns);

/* The interactive view: a thread of the exporter's takes a snapshot of the
 * session's model under its lock every every_ns (0: 1 s) and publishes it,
 * as the view takes a frame. 0 or -1. */
int exporter_follow(struct exporter *ex, struct session *s, uint64_t every_ns);

/* Stop that thread (before the session goes). NULL is fine. */
void exporter_unfollow(struct exporter *ex);

/* The InfluxDB output's failure, or NULL. */
const char *exporter_error(const struct exporter *ex);

/* Stop every thread and close. NULL is fine. */
void exporter_close(struct exporter *ex);

#endif
