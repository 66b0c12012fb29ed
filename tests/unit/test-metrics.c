// SPDX-License-Identifier: GPL-2.0-only
/* test-metrics.c: the exporters' snapshots (model-metrics.c), their views
 * and the HTTP request parser, every expected value worked out by hand. */
#include <stdlib.h>

#include "fixtures.h"
#include "harness.h"
#include "http-serve.h"
#include "metrics.h"
#include "model.h"
#include "source.h"
#include "view-metrics.h"

#define TBF 512000000ull	/* POWER timebase, 512 MHz: 512 ticks per us */

static void dtl(struct model *m, uint32_t cpu, uint64_t t, uint8_t pre, uint16_t proc,
		uint32_t e2d, uint32_t r2e, uint32_t w2r)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_DTL;
	ev.cpu = cpu;
	ev.time = t;
	ev.dtl.e.dispatch_reason = 7;	/* time_slice */
	ev.dtl.e.preempt_reason = pre;
	ev.dtl.e.processor_id = proc;
	ev.dtl.e.enqueue_to_dispatch = e2d;
	ev.dtl.e.ready_to_enqueue = r2e;
	ev.dtl.e.waiting_to_ready = w2r;
	ev.dtl.tb_freq = TBF;
	model_feed(m, &ev);
}

static void sw(struct model *m, uint32_t cpu, uint64_t t, int32_t pid, const char *comm)
{
	struct event ev = fixture_switch_event(cpu, t, pid, comm);

	model_feed(m, &ev);
}

/* Bounds are 2^k us: a latency strictly inside a bucket lands under the
 * first bound above it, whatever the histogram's resolution. */
TEST(metrics_latency_bounds)
{
	struct model *m = model_new(NULL);
	struct metrics s;
	static const uint64_t want[METRICS_LAT_BOUNDS + 1] = {
		1, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5,
	};

	/* 300 ticks = 0.59 us, 700 = 1.37 us, 3000 = 5.9 us, 100000 = 195 us,
	 * 2^31 = 4.19 s (past every bound) */
	dtl(m, 0, 1000, 4, 1, 300, 0, 0);
	dtl(m, 0, 2000, 4, 1, 700, 0, 0);
	dtl(m, 0, 3000, 4, 1, 3000, 0, 0);
	dtl(m, 0, 4000, 4, 1, 100000, 0, 0);
	dtl(m, 0, 5000, 4, 1, 1u << 31, 0, 0);
	model_settle(m);
	CHECK(metrics_of_model(m, 5000, &s) == 0);
	for (unsigned k = 0; k <= METRICS_LAT_BOUNDS; k++)
		CHECK_U64(s.lat_le[k], want[k]);
	/* (300 + 700 + 3000 + 100000 + 2^31) ticks x 1e9 / 512e6 */
	CHECK_U64(s.lat_sum_ns, 4194507125ull);
	CHECK_U64(s.dispatch_reasons[7], 5);
	CHECK_U64(s.preempt_reasons[4], 5);
	metrics_free(&s);
	/* exactly 1 us (512 ticks): under 2 us, not 1 us (metrics.h) */
	dtl(m, 0, 6000, 4, 1, 512, 0, 0);
	model_settle(m);
	CHECK(metrics_of_model(m, 6000, &s) == 0);
	CHECK_U64(s.lat_le[0], 1);
	CHECK_U64(s.lat_le[1], 3);
	metrics_free(&s);
	model_free(m);
}

/* Feed both models the same two windows: one cumulative, one reset after
 * the first with the accumulator adding each window up. */
static void two_windows(struct model *cum, struct model *win, struct metrics_acc *a)
{
	struct model *ms[2] = { cum, win };

	for (int i = 0; i < 2; i++) {
		sw(ms[i], 1, 100, 42, "web");
		/* involuntary (time_slice): steal 512 + 1024 ticks = 3000 ns */
		dtl(ms[i], 1, 200, 4, 8, 512, 1024, 2048);
		dtl(ms[i], 3, 300, 2, 16, 100, 0, 5120);	/* H_CEDE: voluntary */
	}
	model_settle(win);
	metrics_acc_add(a, win, 1000);
	model_reset(win);
	for (int i = 0; i < 2; i++) {
		dtl(ms[i], 1, 1200, 4, 9, 5120, 0, 0);	/* other thread, same core */
		sw(ms[i], 3, 1300, 7, "db");
		dtl(ms[i], 3, 1400, 4, 40, 0, 512, 0);	/* other core; steal on db */
	}
	model_settle(win);
	metrics_acc_add(a, win, 2000);
	model_settle(cum);
}

TEST(metrics_acc_equals_cumulative)
{
	struct model *cum = model_new(NULL), *win = model_new(NULL);
	struct metrics_acc *a = metrics_acc_new();
	struct metrics x, y;

	CHECK(cum && win && a);
	two_windows(cum, win, a);
	CHECK(metrics_of_model(cum, 2000, &x) == 0);
	CHECK(metrics_of_acc(a, &y) == 0);
	CHECK_U64(x.ncpus, 2);
	CHECK_U64(y.ncpus, 2);
	for (size_t i = 0; i < 2; i++) {
		CHECK_U64(x.cpus[i].id, y.cpus[i].id);
		CHECK_U64(x.cpus[i].dispatches, y.cpus[i].dispatches);
		CHECK_U64(x.cpus[i].steal_ns, y.cpus[i].steal_ns);
		CHECK_U64(x.cpus[i].off_vol_ns, y.cpus[i].off_vol_ns);
		CHECK_U64(x.cpus[i].off_invol_ns, y.cpus[i].off_invol_ns);
		CHECK_U64(x.cpus[i].sched_switch, y.cpus[i].sched_switch);
	}
	/* by hand: vCPU 1 steal (512 + 1024) + 5120 ticks = 3000 + 10000 ns;
	 * off involuntary (2048 + 1024 + 512) + 5120 ticks = 17000 ns */
	CHECK_U64(y.cpus[0].id, 1);
	CHECK_U64(y.cpus[0].dispatches, 2);
	CHECK_U64(y.cpus[0].steal_ns, 13000);
	CHECK_U64(y.cpus[0].off_invol_ns, 17000);
	/* vCPU 3: voluntary 5120 + 0 + 100 ticks = 10195 ns (floor) */
	CHECK_U64(y.cpus[1].off_vol_ns, 10195);
	/* steal counts every entry, ceded or not: 100 ticks (195 ns, floor)
	 * + 512 ticks (1000 ns) */
	CHECK_U64(y.cpus[1].steal_ns, 1195);
	CHECK_U64(y.aff_thread, 1);	/* proc 8 -> 9: same core at SMT8 */
	CHECK_U64(y.aff_core, 1);	/* proc 16 -> 40 */
	CHECK_U64(x.aff_thread, y.aff_thread);
	CHECK_U64(x.aff_core, y.aff_core);
	CHECK_U64(x.events, y.events);
	CHECK_U64(x.lat_le[METRICS_LAT_BOUNDS], y.lat_le[METRICS_LAT_BOUNDS]);
	for (unsigned k = 0; k <= METRICS_LAT_BOUNDS; k++)
		CHECK_U64(x.lat_le[k], y.lat_le[k]);
	CHECK_U64(x.lat_sum_ns, y.lat_sum_ns);
	/* tasks: web ran on vCPU 1 through both windows: both its
	 * time_slice entries, 13000 ns; db the last entry of vCPU 3 */
	CHECK_U64(x.ntasks, y.ntasks);
	for (size_t i = 0; i < x.ntasks; i++) {
		CHECK_STR(x.tasks[i].comm, y.tasks[i].comm);
		CHECK_U64(x.tasks[i].steal_ns, y.tasks[i].steal_ns);
		CHECK_U64(x.tasks[i].preempts, y.tasks[i].preempts);
	}
	CHECK(y.ntasks >= 2);
	CHECK_STR(y.tasks[0].comm, "web");
	CHECK_U64(y.tasks[0].preempts, 2);
	CHECK_U64(y.tasks[0].steal_ns, 13000);
	CHECK_STR(y.tasks[1].comm, "db");
	CHECK_U64(y.tasks[1].steal_ns, 1000);
	CHECK_U64(y.end_ns, 2000);
	metrics_free(&x);
	metrics_free(&y);
	metrics_acc_free(a);
	model_free(cum);
	model_free(win);
}

TEST(metrics_rollup_groups)
{
	struct metrics s = { 0 };
	uint32_t group_of[10];

	s.cpus = calloc(11, sizeof(*s.cpus));
	CHECK(s.cpus);
	for (uint32_t c = 0; c < 10; c++) {
		group_of[c] = c / 4;
		s.cpus[c] = (struct metrics_cpu){ .id = c, .dispatches = c + 1, .steal_ns = 10 };
	}
	s.cpus[10] = (struct metrics_cpu){ .id = 20, .dispatches = 100 };	/* past the map */
	s.ncpus = 11;
	CHECK(metrics_rollup(&s, METRICS_BY_CORE, group_of, 10) == 0);
	CHECK_U64(s.ncpus, 4);
	CHECK_U64(s.cpus[0].id, 0);
	CHECK_U64(s.cpus[0].dispatches, 1 + 2 + 3 + 4);
	CHECK_U64(s.cpus[1].dispatches, 5 + 6 + 7 + 8);
	CHECK_U64(s.cpus[2].dispatches, 9 + 10);
	CHECK_U64(s.cpus[2].steal_ns, 20);
	CHECK_U64(s.cpus[3].id, UINT32_MAX);	/* "unknown", last */
	CHECK_U64(s.cpus[3].dispatches, 100);
	CHECK(metrics_rollup(&s, METRICS_BY_LPAR, NULL, 0) == 0);
	CHECK_U64(s.ncpus, 1);
	CHECK_U64(s.cpus[0].dispatches, 55 + 100);
	metrics_free(&s);
}

TEST(metrics_physc_interval)
{
	struct metrics_cpu p[3] = {
		{ .id = 0, .events = 10, .off_vol_ns = 100 },
		{ .id = 1, .events = 10 },
		{ .id = 2, .events = 10 },
	};
	struct metrics_cpu n[3] = {
		{ .id = 0, .events = 20, .dispatches = 3, .off_vol_ns = 100 + 250000000 },	/* on 0.75 s */
		{ .id = 1, .events = 11, .dispatches = 1, .off_invol_ns = 1500000000 },	/* off > span: 0 */
		{ .id = 2, .events = 10, .off_vol_ns = 5 },			/* no events: out */
	};
	struct metrics prev = { .cpus = p, .ncpus = 3, .end_ns = 1000000000, .any = true };
	struct metrics now = { .cpus = n, .ncpus = 3, .end_ns = 2000000000, .any = true };
	double physc = -1;

	CHECK(metrics_physc(&now, &prev, &physc));
	CHECK(physc > 0.7499999 && physc < 0.7500001);
	n[0].dispatches = n[1].dispatches = 0;	/* sched events only: unknown */
	CHECK(!metrics_physc(&now, &prev, &physc));
	n[0].dispatches = 3;
	now.end_ns = prev.end_ns;	/* no time passed */
	CHECK(!metrics_physc(&now, &prev, &physc));
}

static char *render(const struct metrics *s, const struct metrics_meta *mm, bool om)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	view_metrics_text(f, s, mm, om);
	fclose(f);
	return buf;
}

static size_t count(const char *hay, const char *needle)
{
	size_t n = 0;

	for (const char *p = hay; (p = strstr(p, needle)); p++)
		n++;
	return n;
}

TEST(metrics_view_text)
{
	struct metrics_cpu c[2] = { { .id = 3, .dispatches = 7, .steal_ns = 1500000000 },
				    { .id = 9, .dispatches = 1 } };
	struct metrics_task t = { .comm = "a\"b\\c\nd\xff\xc3\xa9\x01", .steal_ns = 1, .preempts = 2 };
	struct metrics s = { .cpus = c, .ncpus = 2, .tasks = &t, .ntasks = 1 };
	struct metrics_meta mm = { .version = "1", .kind = "simulated", .hostname = "h",
				   .kernel = "k", .arch = "ppc64le", .vcpus = 2 };
	char *om, *pt;
	size_t n;

	/* dispatch reasons 1 and 5 share a name; 200 is unknown */
	s.dispatch_reasons[1] = 2;
	s.dispatch_reasons[5] = 3;
	s.dispatch_reasons[200] = 1;
	om = render(&s, &mm, true);
	pt = render(&s, &mm, false);

	CHECK(om && pt);
	n = strlen(om);
	CHECK(n > 6 && !strcmp(om + n - 6, "# EOF\n"));
	CHECK(!strstr(pt, "# EOF"));
	CHECK(strstr(om, "# TYPE dtltop_dispatches counter\n"));
	CHECK(strstr(pt, "# TYPE dtltop_dispatches_total counter\n"));
	CHECK(strstr(om, "# TYPE dtltop_build info\n"));
	CHECK(strstr(pt, "# TYPE dtltop_build_info gauge\n"));
	CHECK(strstr(om, "dtltop_dispatches_total{cpu=\"3\"} 7\n"));
	CHECK(strstr(om, "dtltop_steal_seconds_total{cpu=\"3\"} 1.500000000\n"));
	CHECK(strstr(om, "dtltop_off_cpu_seconds_total{cpu=\"9\",kind=\"involuntary\"} 0.000000000\n"));
	/* quote, backslash and newline escaped; UTF-8 kept, an invalid byte
	 * U+FFFD, another control '?' */
	CHECK(strstr(om, "dtltop_task_preempts_total{comm=\"a\\\"b\\\\c\\nd\xef\xbf\xbd\xc3\xa9?\"} 2\n"));
	CHECK(strstr(om, "dtltop_grouping_info{label=\"cpu\"} 1\n"));
	CHECK(strstr(pt, "# TYPE dtltop_grouping_info gauge\n"));
	/* 5 per-vCPU series x 2 vCPUs, in both */
	CHECK_U64(count(om, "{cpu=\""), 10);
	CHECK_U64(count(pt, "{cpu=\""), 10);
	CHECK(strstr(om, "dtltop_dispatch_reasons_total{reason=\"firmware_internal_event\"} 5\n"));
	CHECK_U64(count(om, "reason=\"firmware_internal_event\""), 2);	/* dispatch + preempt */
	CHECK(strstr(om, "dtltop_dispatch_reasons_total{reason=\"priv_doorbell\"} 0\n"));
	CHECK(strstr(om, "dtltop_dispatch_reasons_total{reason=\"reason_200\"} 1\n"));
	CHECK(!strstr(om, "preempt_reasons_total{reason=\"reason_200\"}"));
	/* no entitlement known: no such gauge */
	CHECK(!strstr(om, "dtltop_entitlement_cores"));
	mm.by = METRICS_BY_LPAR;
	free(om);
	om = render(&s, &mm, true);
	CHECK(om && strstr(om, "dtltop_dispatches_total 8\n"));
	CHECK(strstr(om, "dtltop_grouping_info{label=\"lpar\"} 1\n"));
	CHECK_U64(count(om, "cpu=\""), 0);
	free(om);
	free(pt);
}

TEST(metrics_view_influx)
{
	struct metrics_cpu c = { .id = 3, .dispatches = 7, .steal_ns = 2500 };
	struct metrics_task t = { .comm = "a b,c=d", .steal_ns = 1, .preempts = 2 };
	struct metrics s = { .cpus = &c, .ncpus = 1, .tasks = &t, .ntasks = 1 };
	struct metrics_meta mm = { .version = "1", .kind = "simulated", .hostname = "my host",
				   .kernel = "k", .arch = "a", .vcpus = 1 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	CHECK(f);
	view_metrics_influx(f, &s, &mm, 123);
	fclose(f);
	CHECK(strstr(buf, "dtltop_vcpu,host=my\\ host,cpu=3 dispatches=7i,steal_seconds=0.000002500,"));
	CHECK(strstr(buf, "dtltop_task,host=my\\ host,comm=a\\ b\\,c\\=d steal_seconds=0.000000001,preempts=2i 123\n"));
	/* every line ends in the timestamp */
	for (char *l = buf; *l; l = strchr(l, '\n') + 1) {
		char *e = strchr(l, '\n');

		CHECK(e && e - l > 4 && !strncmp(e - 4, " 123", 4));
	}
	free(buf);
}

/* The latency histogram in the cumulative layout of Telegraf's histogram
 * aggregator: a line per bound with tag le and field seconds_bucket, +Inf
 * last, then seconds_count and seconds_sum on a line without le. */
TEST(metrics_influx_histogram)
{
	struct metrics s = { .lat_sum_ns = 1234567890 };
	struct metrics_meta mm = { .version = "1", .kind = "simulated", .hostname = "h",
				   .kernel = "k", .arch = "a" };
	static const char first[] =
		"dtltop_dispatch_latency,host=h,le=1e-06 seconds_bucket=2i 77\n"
		"dtltop_dispatch_latency,host=h,le=2e-06 seconds_bucket=5i 77\n"
		"dtltop_dispatch_latency,host=h,le=4e-06 seconds_bucket=9i 77\n";
	char *buf = NULL, *l;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	/* 2 under 1 us, 5 under 2 us, then 9 from 4 us on; 10 in all */
	s.lat_le[0] = 2;
	s.lat_le[1] = 5;
	for (unsigned int k = 2; k < METRICS_LAT_BOUNDS; k++)
		s.lat_le[k] = 9;
	s.lat_le[METRICS_LAT_BOUNDS] = 10;
	CHECK(f);
	view_metrics_influx(f, &s, &mm, 77);
	fclose(f);
	l = strstr(buf, "dtltop_dispatch_latency,");
	CHECK(l);
	CHECK(!strncmp(l, first, strlen(first)));
	/* 2^17 us, the last bound, then +Inf: every dispatch */
	CHECK(strstr(l, "dtltop_dispatch_latency,host=h,le=0.131072 seconds_bucket=9i 77\n"
		     "dtltop_dispatch_latency,host=h,le=+Inf seconds_bucket=10i 77\n"
		     "dtltop_dispatch_latency,host=h seconds_count=10i,seconds_sum=1.234567890 77\n"));
	CHECK_U64(count(buf, "seconds_bucket="), METRICS_LAT_BOUNDS + 1);
	CHECK(!strstr(buf, "le_"));
	free(buf);
}

/* What the DTL interface does not measure has no series at all, and an
 * info gauge says which interface and why. */
TEST(metrics_unmeasured_absent)
{
	struct metrics_cpu c = { .id = 3, .sched_switch = 4 };
	struct metrics s = { .cpus = &c, .ncpus = 1 };
	struct metrics_meta mm = { .version = "1", .kind = "live-sched-only", .hostname = "h",
				   .kernel = "k", .arch = "x86_64", .vcpus = 1,
				   .dtl_source = "none", .dtl_why = "none: no vpa_dtl PMU",
				   .unmeasured = DTL_MEASURES_DISPATCHES | DTL_MEASURES_ENTRIES };
	char *pt = render(&s, &mm, false), *buf = NULL;
	size_t len = 0;
	FILE *f;

	CHECK(pt);
	CHECK(strstr(pt, "# TYPE dtltop_dtl_source_info gauge\n"
		      "dtltop_dtl_source_info{source=\"none\",why=\"none: no vpa_dtl PMU\"} 1\n"));
	CHECK(strstr(pt, "dtltop_sched_switches_total{cpu=\"3\"} 4\n"));
	CHECK(!strstr(pt, "steal"));
	CHECK(!strstr(pt, "dtltop_dispatch"));
	CHECK(!strstr(pt, "dtltop_off_cpu"));
	CHECK(!strstr(pt, "reasons"));
	CHECK(!strstr(pt, "affinity"));
	free(pt);
	f = open_memstream(&buf, &len);
	CHECK(f);
	view_metrics_influx(f, &s, &mm, 123);
	fclose(f);
	CHECK(strstr(buf, "dtltop_vcpu,host=h,cpu=3 sched_switches=4i 123\n"));
	CHECK(strstr(buf, "dtltop_lpar,host=h,dtl_source=none events=0i,"));
	CHECK(!strstr(buf, "steal") && !strstr(buf, "dispatch") && !strstr(buf, "affinity"));
	free(buf);
	/* dispatch counts only: dispatches, no steal, and no affinity by level
	 * (which processor is an entry's processor_id) */
	mm.dtl_source = "dispatch-stats";
	mm.unmeasured = DTL_MEASURES_ENTRIES;
	c.dispatches = 6;
	pt = render(&s, &mm, false);
	CHECK(pt && strstr(pt, "dtltop_dispatches_total{cpu=\"3\"} 6\n"));
	CHECK(!strstr(pt, "affinity"));
	CHECK(!strstr(pt, "steal") && !strstr(pt, "dispatch_latency"));
	free(pt);
}

static int parse(const char *s, struct http_request *rq)
{
	return http_parse_request(s, strlen(s), rq);
}

TEST(http_request_parse)
{
	struct http_request rq;
	const char *get = "GET /metrics?x=1 HTTP/1.1\r\nHost: a\r\n"
			  "Accept: application/openmetrics-text;version=1.0.0,text/plain;q=0.5\r\n\r\n";
	char big[HTTP_MAX_HEAD + 10];

	CHECK_U64(parse(get, &rq), strlen(get));
	CHECK_STR(rq.path, "/metrics");
	CHECK(!rq.head && rq.accept_om);
	CHECK_U64(parse("HEAD / HTTP/1.0\r\naccept: TEXT/PLAIN\r\n\r\n", &rq), 39);
	CHECK(rq.head && !rq.accept_om);
	CHECK_U64(parse("GET /metrics HTTP/1.1\r\nHost: a\r\n", &rq), 0);	/* not yet */
	CHECK_U64(parse("GET /metrics HTTP/1.1\r\n\r", &rq), 0);
	CHECK_U64(parse("POST /metrics HTTP/1.1\r\n\r\n", &rq), 405);
	CHECK_U64(parse("GET metrics HTTP/1.1\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET /metrics HTTP/2.0\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET /metrics\r\n\r\n", &rq), 400);
	CHECK_U64(parse("get /metrics HTTP/1.1\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET /metrics HTTP/1.1\r\nNoColon\r\n\r\n", &rq), 400);
	CHECK_U64(parse("GET /metrics HTTP/1.1\n\n\r\n\r\n", &rq), 400);
	memset(big, 'a', sizeof(big));
	memcpy(big, "GET / HTTP/1.1\r\nX: ", 19);
	CHECK_U64(http_parse_request(big, HTTP_MAX_HEAD, &rq), 431);
	CHECK_U64(http_parse_request(big, HTTP_MAX_HEAD - 1, &rq), 0);
}

/* Serve the comms t[0..n) (steal descending, as metrics_of_* gives them). */
static int serve(struct metrics_tasks *ts, const struct metrics_task *t, size_t n,
		 struct metrics *s)
{
	memset(s, 0, sizeof(*s));
	s->tasks = calloc(n + 1, sizeof(*t));
	if (!s->tasks)
		return -1;
	memcpy(s->tasks, t, n * sizeof(*t));
	s->ntasks = n;
	return metrics_tasks_serve(ts, s);
}

#define CHECK_TASK(s, i, c, st, pr)                  \
	do {                                         \
		CHECK_STR((s).tasks[i].comm, c);     \
		CHECK_U64((s).tasks[i].steal_ns, st); \
		CHECK_U64((s).tasks[i].preempts, pr); \
	} while (0)

/* Task series by comm, bounded, every served counter monotonic; each
 * expected value by hand from the rule in metrics.h. */
TEST(metrics_tasks_served)
{
	struct metrics_tasks *ts = metrics_tasks_new(2);
	struct metrics s;
	const struct metrics_task s1[] = { { "a", 100, 1 }, { "b", 0, 3 }, { "[other]", 30, 0 } };
	/* b now has steal: served from here */
	const struct metrics_task s2[] = { { "a", 100, 1 }, { "b", 7, 5 }, { "[other]", 30, 0 } };
	/* c: never (2 comms at most); a's task folded into the model's
	 * [other]: a keeps what it served */
	const struct metrics_task s3[] = { { "c", 600, 9 }, { "[other]", 150, 1 }, { "b", 9, 6 } };

	CHECK(ts);
	/* a: all of it (other showed nothing yet); b: no steal, not served;
	 * other: b's 3 preempts and the model's own fold */
	CHECK(serve(ts, s1, 3, &s) == 0);
	CHECK_U64(s.ntasks, 2);
	CHECK_TASK(s, 0, "a", 100, 1);
	CHECK_TASK(s, 1, "[other]", 30, 3);
	metrics_free(&s);
	/* totals 137 / 6. b: steal 7 whole (slack 137-100-30 = 7); its
	 * preempts 5 less the 3 other already served: 2. other: 137-107 =
	 * 30, 6-3 = 3: neither went down */
	CHECK(serve(ts, s2, 3, &s) == 0);
	CHECK_U64(s.ntasks, 3);
	CHECK_TASK(s, 0, "a", 100, 1);
	CHECK_TASK(s, 1, "b", 7, 2);
	CHECK_TASK(s, 2, "[other]", 30, 3);
	metrics_free(&s);
	/* totals 759 / 16. a: gone, stays 100 / 1; b: 9, 6-3 = 3; other:
	 * 759-109 = 650, 16-4 = 12 */
	CHECK(serve(ts, s3, 3, &s) == 0);
	CHECK_U64(s.ntasks, 3);
	CHECK_TASK(s, 0, "a", 100, 1);
	CHECK_TASK(s, 1, "b", 9, 3);
	CHECK_TASK(s, 2, "[other]", 650, 12);
	metrics_free(&s);
	/* a model that lost counts (a comm re-attributed): nothing goes down */
	CHECK(serve(ts, s1, 1, &s) == 0);
	CHECK_TASK(s, 0, "a", 100, 1);
	CHECK_TASK(s, 1, "b", 9, 3);
	CHECK_TASK(s, 2, "[other]", 650, 12);
	metrics_free(&s);
	metrics_tasks_free(ts);

	/* none asked for: everything in other */
	ts = metrics_tasks_new(0);
	CHECK(ts);
	CHECK(serve(ts, s3, 3, &s) == 0);
	CHECK_U64(s.ntasks, 1);
	CHECK_TASK(s, 0, "[other]", 759, 16);
	metrics_free(&s);
	metrics_tasks_free(ts);
}

/* Every comm's tasks added up, from a model and from the accumulator alike:
 * two pids of one comm are one row. */
TEST(metrics_tasks_by_comm)
{
	struct model *m = model_new(NULL);
	struct metrics x;

	CHECK(m);
	sw(m, 1, 100, 42, "web");
	dtl(m, 1, 200, 4, 8, 512, 0, 0);	/* 1000 ns on web 42 */
	sw(m, 1, 300, 43, "web");
	dtl(m, 1, 400, 4, 8, 1024, 0, 0);	/* 2000 ns on web 43 */
	sw(m, 1, 500, 7, "db");
	dtl(m, 1, 600, 4, 8, 2560, 0, 0);	/* 5000 ns on db */
	model_settle(m);
	CHECK(metrics_of_model(m, 1000, &x) == 0);
	CHECK_U64(x.ntasks, 2);
	CHECK_TASK(x, 0, "db", 5000, 1);
	CHECK_TASK(x, 1, "web", 3000, 2);
	metrics_free(&x);
	model_free(m);
}
