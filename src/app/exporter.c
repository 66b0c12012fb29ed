// SPDX-License-Identifier: GPL-2.0-only
/* exporter.c: publishes metrics snapshots (metrics.h) and hands them to the
 * HTTP server (http-serve.h) and the InfluxDB file. A publication is
 * immutable and reference-counted: the capture or view thread that makes
 * one only swaps a pointer, and a scrape renders its copy on the server's
 * thread, so serving never holds the model's lock or the capture up. */
#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "exporter.h"
#include "http-serve.h"
#include "model.h"
#include "session.h"
#include "version.h"
#include "view-metrics.h"
#include "web-config.h"

/* One publication: a snapshot and its gauges, read by any thread. */
struct pub {
	int refs;		/* __atomic */
	uint64_t seq;
	struct metrics s;
	struct metrics_meta mm;
};

struct exporter {
	struct exporter_opts o;
	const struct source *src;
	struct http_server *http;
	FILE *influx;
	bool influx_stdout;
	char err[320];
	bool failed;

	uint32_t *group_of;	/* --metrics-by core/chip: vCPU -> group */
	size_t ngroup_of;

	struct metrics_acc *acc;	/* batch: the windows so far */
	struct metrics_tasks *tasks;	/* the task series served so far */
	struct metrics prev;		/* the last publication's vCPUs (physc) */
	bool have_prev;
	uint64_t seq;

	pthread_mutex_t mu;		/* guards cur */
	struct pub *cur;

	/* the server thread's cache: the body of cur per format */
	struct http_body *cache[2];
	uint64_t cache_seq[2];

	/* the interactive view's publisher */
	struct session *sess;
	uint64_t every_ns;
	pthread_t thr;
	bool thr_started, stop;
	pthread_cond_t cv;
};

static void pub_put(struct pub *p)
{
	if (p && __atomic_sub_fetch(&p->refs, 1, __ATOMIC_ACQ_REL) == 0) {
		metrics_free(&p->s);
		free(p);
	}
}

static struct pub *pub_get(struct exporter *ex)
{
	struct pub *p;

	pthread_mutex_lock(&ex->mu);
	p = ex->cur;
	__atomic_add_fetch(&p->refs, 1, __ATOMIC_ACQ_REL);
	pthread_mutex_unlock(&ex->mu);
	return p;
}

static void meta_of(const struct exporter *ex, struct metrics_meta *mm)
{
	const struct source_info *in = &ex->src->info;
	struct lparcfg cfg;

	*mm = (struct metrics_meta){ .version = DTLTOP_VERSION, .kind = in->kind,
				     .hostname = in->hostname, .kernel = in->osrelease,
				     .arch = in->arch, .by = ex->o.by,
				     .dtl_source = dtl_iface_name(in->dtl_iface), .dtl_why = in->dtl_why,
				     .unmeasured = (DTL_MEASURES_DISPATCHES | DTL_MEASURES_ENTRIES) &
						   ~source_dtl_measures(in->dtl_iface) };
	source_lpar_get(ex->src, &cfg);
	mm->lpar = cfg;
	if (cfg.valid) {
		mm->have_ent = true;
		mm->ent = (double)cfg.entitled_centi / 100.0;
	}
	if (cfg.have & LPARCFG_HAVE_POOL_CAP) {
		mm->have_pool = true;
		mm->pool = (double)cfg.pool_capacity_centi / 100.0;
	}
	if (cfg.have & LPARCFG_HAVE_APP) {
		mm->have_app = true;
		mm->app = (double)cfg.app_centi / 100.0;
	}
}

static uint64_t wall_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int write_influx(struct exporter *ex, const struct pub *p)
{
	if (!ex->influx || ex->failed)
		return ex->failed ? -1 : 0;
	view_metrics_influx(ex->influx, &p->s, &p->mm, wall_ns());
	if (fflush(ex->influx) == 0 && !ferror(ex->influx))
		return 0;
	snprintf(ex->err, sizeof(ex->err), "--influx %s: %s", ex->o.influx, strerror(errno));
	ex->failed = true;
	return -1;
}

/* Keep now's vCPUs (before any rollup) for the next physc. */
static void keep_prev(struct exporter *ex, const struct metrics *now)
{
	struct metrics_cpu *c = malloc((now->ncpus ? now->ncpus : 1) * sizeof(*c));

	free(ex->prev.cpus);
	ex->prev = (struct metrics){ .end_ns = now->end_ns, .first_ns = now->first_ns,
				     .any = now->any };
	ex->have_prev = c != NULL;
	if (!c)
		return;
	memcpy(c, now->cpus, now->ncpus * sizeof(*c));
	ex->prev.cpus = c;
	ex->prev.ncpus = now->ncpus;
}

/* Publish snap (taken over: freed here). -1 when the InfluxDB output failed. */
static int publish(struct exporter *ex, struct metrics *snap)
{
	struct pub *p = calloc(1, sizeof(*p)), *old;
	int ret;

	if (!p) {
		metrics_free(snap);
		return 0;	/* the previous publication stays */
	}
	meta_of(ex, &p->mm);
	p->mm.vcpus = snap->ncpus;
	p->mm.have_physc = metrics_physc(snap, ex->have_prev ? &ex->prev : NULL, &p->mm.physc);
	keep_prev(ex, snap);
	if (metrics_tasks_serve(ex->tasks, snap) < 0 ||
	    metrics_rollup(snap, ex->o.by, ex->group_of, ex->ngroup_of) < 0) {
		metrics_free(snap);
		free(p);
		return 0;
	}
	p->s = *snap;
	p->refs = 1;
	p->seq = ++ex->seq;
	ret = write_influx(ex, p);
	pthread_mutex_lock(&ex->mu);
	old = ex->cur;
	ex->cur = p;
	pthread_mutex_unlock(&ex->mu);
	pub_put(old);
	return ret;
}

int exporter_publish_window(struct exporter *ex, const struct model *m, uint64_t end_ns)
{
	struct metrics snap;

	if (metrics_acc_add(ex->acc, m, end_ns) < 0 ||
	    metrics_of_acc(ex->acc, &snap) < 0)
		return ex->failed ? -1 : 0;	/* out of memory: the last one stays */
	return publish(ex, &snap);
}

/* ---- serving ---- */

static struct http_body *render(struct exporter *ex, bool om)
{
	struct pub *p = pub_get(ex);
	struct http_body *b = NULL;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	if (ex->cache[om] && ex->cache_seq[om] == p->seq) {
		pub_put(p);
		ex->cache[om]->refs++;
		return ex->cache[om];
	}
	f = open_memstream(&buf, &len);
	if (f) {
		view_metrics_text(f, &p->s, &p->mm, om);
		if (fclose(f) == 0 && (b = malloc(sizeof(*b) + len))) {
			b->refs = 2;	/* the caller's and the cache's */
			b->len = len;
			memcpy(b->data, buf, len);
			http_body_put(ex->cache[om]);
			ex->cache[om] = b;
			ex->cache_seq[om] = p->seq;
		}
	}
	free(buf);
	pub_put(p);
	return b;
}

/* The / page: what this is, and where the metrics are (as node_exporter's). */
static const char index_html[] =
	"<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>dtltop</title></head>\n"
	"<body>\n<h1>dtltop</h1>\n"
	"<p>The PowerVM hypervisor's Dispatch Trace Log of this partition: per-vCPU dispatches, "
	"steal, dispatch latency and why the hypervisor preempted.</p>\n"
	"<p><a href=\"/metrics\">Metrics</a> (Prometheus text 0.0.4; OpenMetrics 1.0.0 for "
	"<code>Accept: application/openmetrics-text</code>)</p>\n</body>\n</html>\n";

static struct http_body *handler(void *arg, const struct http_request *rq, const char **type,
				 int *status)
{
	struct exporter *ex = arg;
	bool om = rq->accept_om;
	struct http_body *b;

	if (!strcmp(rq->path, "/")) {
		b = malloc(sizeof(*b) + sizeof(index_html) - 1);
		if (b) {
			b->refs = 1;
			b->len = sizeof(index_html) - 1;
			memcpy(b->data, index_html, b->len);
		}
		*type = "text/html; charset=utf-8";
		*status = b ? 200 : 500;
		return b;
	}
	if (strcmp(rq->path, "/metrics")) {
		*status = 404;
		return NULL;
	}
	*type = om ? "application/openmetrics-text; version=1.0.0; charset=utf-8"
		   : "text/plain; version=0.0.4; charset=utf-8";
	b = render(ex, om);
	*status = b ? 200 : 500;
	return b;
}

/* ---- the interactive view's publisher ---- */

static void *follow(void *arg)
{
	struct exporter *ex = arg;
	struct timespec next;

	clock_gettime(CLOCK_MONOTONIC, &next);
	pthread_mutex_lock(&ex->mu);
	for (;;) {
		struct metrics snap;
		struct model *m;
		int r;

		next.tv_nsec += (long)(ex->every_ns % 1000000000u);
		next.tv_sec += (time_t)(ex->every_ns / 1000000000u) + next.tv_nsec / 1000000000;
		next.tv_nsec %= 1000000000;
		while (!ex->stop &&
		       pthread_cond_timedwait(&ex->cv, &ex->mu, &next) != ETIMEDOUT)
			;
		if (ex->stop)
			break;
		pthread_mutex_unlock(&ex->mu);
		session_lock(ex->sess);
		m = session_model(ex->sess);
		model_settle(m);
		r = metrics_of_model(m, model_newest(m), &snap);
		session_unlock(ex->sess);
		if (r == 0 && publish(ex, &snap) < 0) {
			pthread_mutex_lock(&ex->mu);
			break;	/* the InfluxDB output failed: said at the end */
		}
		pthread_mutex_lock(&ex->mu);
	}
	pthread_mutex_unlock(&ex->mu);
	return NULL;
}

int exporter_follow(struct exporter *ex, struct session *s, uint64_t every_ns)
{
	pthread_condattr_t ca;
	sigset_t all, old;
	int e;

	ex->sess = s;
	ex->every_ns = every_ns ? every_ns : 1000000000u;
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&ex->cv, &ca);
	pthread_condattr_destroy(&ca);
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	e = pthread_create(&ex->thr, NULL, follow, ex);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	ex->thr_started = e == 0;
	return e ? -1 : 0;
}

/* ---- setup ---- */

/* --metrics-by core or chip: each vCPU's group from the source's topology;
 * cores of smt consecutive vCPUs where it has none, chip unknown. */
static int group_map(struct exporter *ex)
{
	const struct source_info *in = &ex->src->info;
	size_t n = in->nr_cpus_avail;
	uint32_t smt = in->smt ? in->smt : SOURCE_SMT_DEFAULT;

	if (ex->o.by != METRICS_BY_CORE && ex->o.by != METRICS_BY_CHIP)
		return 0;
	n = n > in->ncore_of ? n : in->ncore_of;
	n = n > in->nchip_of ? n : in->nchip_of;
	ex->group_of = malloc((n ? n : 1) * sizeof(*ex->group_of));
	if (!ex->group_of)
		return -1;
	for (size_t c = 0; c < n; c++) {
		if (ex->o.by == METRICS_BY_CHIP)
			ex->group_of[c] = c < in->nchip_of ? in->chip_of[c] : UINT32_MAX;
		else if (c < in->ncore_of && in->core_of[c] != SOURCE_NO_CORE)
			ex->group_of[c] = in->core_of[c];
		else
			ex->group_of[c] = (uint32_t)(c / smt);
	}
	ex->ngroup_of = n;
	return 0;
}

int exporter_split_listen(const char *spec, char *addr, size_t alen, char *port, size_t plen)
{
	const char *colon = strrchr(spec, ':');

	snprintf(addr, alen, "127.0.0.1");
	if (spec[0] == '[') {
		const char *close = strchr(spec, ']');

		if (!close || close[1] != ':')
			return -1;
		snprintf(addr, alen, "%.*s", (int)(close - spec - 1), spec + 1);
		colon = close + 1;
	} else if (colon) {
		if (memchr(spec, ':', (size_t)(colon - spec)))
			return -1;	/* a bare IPv6 address: needs brackets */
		snprintf(addr, alen, "%.*s", (int)(colon - spec), spec);
	}
	snprintf(port, plen, "%s", colon ? colon + 1 : spec);
	if (!addr[0] || !port[0] || strspn(port, "0123456789") != strlen(port) || strlen(port) > 5 ||
	    atol(port) > 65535)
		return -1;
	return 0;
}

static struct pub *empty_pub(const struct exporter *ex)
{
	struct pub *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->refs = 1;
	meta_of(ex, &p->mm);
	return p;
}

struct exporter *exporter_open(const struct exporter_opts *o, const struct source *src,
			       char *err, size_t errlen)
{
	struct exporter *ex = calloc(1, sizeof(*ex));
	char addr[256], port[16], bound[300];
	bool loopback = true;

	if (!ex) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	/* A body (hundreds of KiB at hundreds of vCPUs) is rendered per
	 * publication and freed once its last reader is done. glibc raises
	 * its mmap threshold to the size of the first such block freed, and
	 * from then on keeps them in the heaps of whichever threads freed
	 * them: an agent's RSS then grows with the scrapes' concurrency. A
	 * fixed threshold keeps every body in a mapping of its own, given
	 * back to the system when freed. */
	mallopt(M_MMAP_THRESHOLD, 128 * 1024);
	ex->o = *o;
	ex->src = src;
	pthread_mutex_init(&ex->mu, NULL);
	if (!(ex->acc = metrics_acc_new()) || !(ex->tasks = metrics_tasks_new(o->tasks)) ||
	    group_map(ex) < 0 || !(ex->cur = empty_pub(ex))) {
		snprintf(err, errlen, "out of memory");
		goto fail;
	}
	if (o->influx) {
		ex->influx_stdout = !strcmp(o->influx, "-");
		ex->influx = ex->influx_stdout ? stdout : fopen(o->influx, "w");
		if (!ex->influx) {
			snprintf(err, errlen, "--influx %s: %s", o->influx, strerror(errno));
			goto fail;
		}
	}
	if (o->listen) {
		if (exporter_split_listen(o->listen, addr, sizeof(addr), port, sizeof(port)) < 0) {
			snprintf(err, errlen, "--listen wants [ADDR:]PORT (ADDR in [] for IPv6), not '%s'",
				 o->listen);
			goto fail;
		}
		ex->http = http_listen(addr, port, bound, sizeof(bound), &loopback, err, errlen);
		if (!ex->http)
			goto fail;
		if (o->web)
			http_secure(ex->http, o->web, o->tls);
		if (!loopback && !(o->web && o->web->nusers))
			fprintf(stderr, "dtltop: warning: --listen %s: metrics are served to the network "
				"with no authentication\n", o->listen);
		fprintf(stderr, "dtltop: serving metrics on http%s://%s/metrics\n", o->tls ? "s" : "",
			bound);
	}
	return ex;
fail:
	exporter_close(ex);
	return NULL;
}

int exporter_start(struct exporter *ex, char *err, size_t errlen)
{
	if (ex->http && http_start(ex->http, handler, ex) < 0) {
		snprintf(err, errlen, "--listen: cannot start the server thread");
		return -1;
	}
	return 0;
}

const char *exporter_error(const struct exporter *ex)
{
	return ex && ex->failed ? ex->err : NULL;
}

void exporter_unfollow(struct exporter *ex)
{
	if (!ex || !ex->thr_started)
		return;
	pthread_mutex_lock(&ex->mu);
	ex->stop = true;
	pthread_cond_signal(&ex->cv);
	pthread_mutex_unlock(&ex->mu);
	pthread_join(ex->thr, NULL);
	pthread_cond_destroy(&ex->cv);
	ex->thr_started = false;
}

void exporter_close(struct exporter *ex)
{
	if (!ex)
		return;
	exporter_unfollow(ex);
	http_close(ex->http);	/* its thread is gone before the cache goes */
	http_body_put(ex->cache[0]);
	http_body_put(ex->cache[1]);
	if (ex->influx && !ex->influx_stdout)
		fclose(ex->influx);
	pub_put(ex->cur);
	metrics_free(&ex->prev);
	metrics_acc_free(ex->acc);
	metrics_tasks_free(ex->tasks);
	free(ex->group_of);
	pthread_mutex_destroy(&ex->mu);
	free(ex);
}
