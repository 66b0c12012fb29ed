// SPDX-License-Identifier: GPL-2.0-only
/* test-views.c: the text, JSON and CSV views: exact numbers, valid JSON for
 * any comm bytes (checked by a small strict validator), safe terminal text,
 * also from --script, and the exit status when a source fails. */
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdlib.h>
#include <unistd.h>

#include "batch.h"
#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "options.h"
#include "source.h"
#include "symbols.h"
#include "view.h"

#define TBF 512000000ull

/* The views read no entry timebase: the fixture's (= t) changes nothing. */
#define vdtl(cpu, t, disp, pre, proc, e2d, r2e, w2r) \
	fixture_dtl_event(cpu, t, disp, pre, proc, e2d, r2e, w2r, TBF)

static void vfeed(struct model *m, struct event ev)
{
	model_feed(m, &ev);
}

static void vswitch(struct model *m, uint32_t cpu, uint64_t t, int32_t pid,
		    const char *comm, size_t len)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_SCHED_SWITCH;
	ev.cpu = cpu;
	ev.time = t;
	ev.sw.next_pid = pid;
	memcpy(ev.sw.next_comm, comm, len < TASK_COMM_LEN ? len : TASK_COMM_LEN);
	model_feed(m, &ev);
}

/* Same five entries as test-model.c's model_basic (numbers worked there). */
static void vfive(struct model *m)
{
	vfeed(m, vdtl(16, 1000000000, 3, 2, 7, 4854, 139, 511842115));
	vfeed(m, vdtl(16, 1100000000, 7, 4, 7, 100, 50, 0));
	vfeed(m, vdtl(16, 1200000000, 0, 6, 9, 20, 0, 1000));
	vfeed(m, vdtl(16, 1300000000, 3, 2, 9, 70000, 5, 3));
	vfeed(m, vdtl(16, 1400000000, 17, 200, 7, 31, 1, 0));
}

static void fake_source(struct source *src)
{
	memset(src, 0, sizeof(*src));
	src->info.kind = "replay";
	src->info.path = "perf.data";
	strcpy(src->info.hostname, "lpar1");
	strcpy(src->info.osrelease, "6.13.0");
	strcpy(src->info.arch, "ppc64le");
	src->info.nr_cpus_online = 8;
	src->info.nr_cpus_avail = 8;
	src->stats.unknown_records = 3;
	src->info.has_dtl = true;
	src->info.dtl_iface = DTL_IFACE_VPA;
	strcpy(src->info.dtl_why, "the recording has a vpa_dtl event");
}

/* Run a view into a malloc'd string. */
#define CAPTURE(out, call)                                                 \
	do {                                                               \
		size_t len_;                                               \
		FILE *f = open_memstream(&(out), &len_);                   \
		call;                                                      \
		fclose(f);                                                 \
	} while (0)

/* --- a strict JSON validator: RFC 8259 grammar, ASCII only (our writer
 * escapes everything else), no duplicate keys in an object --- */
struct jp {
	const char *s;
	int depth;
};

static bool j_value(struct jp *p);

static void j_ws(struct jp *p)
{
	while (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r')
		p->s++;
}

/* After lead byte c (>= 0x80): its continuation bytes, well-formed UTF-8 by
 * RFC 3629's grammar (no overlong form, surrogate or past U+10FFFF). */
static bool j_utf8(struct jp *p, unsigned char c)
{
	const unsigned char *u = (const unsigned char *)p->s;
	int more = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 :
		   c >= 0xf0 && c <= 0xf4 ? 3 : 0;
	uint32_t v = c & (0x3fu >> more);

	if (!more)
		return false;
	for (int i = 0; i < more; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return false;
		v = v << 6 | (u[i] & 0x3fu);
	}
	if ((more == 2 && v < 0x800) || (more == 3 && (v < 0x10000 || v > 0x10ffff)) ||
	    (v >= 0xd800 && v <= 0xdfff))
		return false;
	p->s += more;
	return true;
}

static bool j_string(struct jp *p)
{
	if (*p->s++ != '"')
		return false;
	for (;;) {
		unsigned char c = (unsigned char)*p->s++;

		if (c == '"')
			return true;
		if (c < 0x20 || (c >= 0x80 && !j_utf8(p, c)))
			return false;
		if (c != '\\')
			continue;
		c = (unsigned char)*p->s++;
		if (c == 'u') {
			for (int i = 0; i < 4; i++, p->s++)
				if (!strchr("0123456789abcdefABCDEF", *p->s) || !*p->s)
					return false;
		} else if (!strchr("\"\\/bfnrt", c) || !c) {
			return false;
		}
	}
}

static bool j_digits(struct jp *p)
{
	const char *start = p->s;

	while (*p->s >= '0' && *p->s <= '9')
		p->s++;
	return p->s > start;
}

static bool j_number(struct jp *p)
{
	if (*p->s == '-')
		p->s++;
	if (*p->s == '0')
		p->s++;
	else if (!j_digits(p))
		return false;
	if (*p->s == '.') {
		p->s++;
		if (!j_digits(p))
			return false;
	}
	if (*p->s == 'e' || *p->s == 'E') {
		p->s++;
		if (*p->s == '+' || *p->s == '-')
			p->s++;
		if (!j_digits(p))
			return false;
	}
	return true;
}

static bool j_object(struct jp *p)
{
	const char *keys[512];
	size_t lens[512], n = 0;

	p->s++;
	j_ws(p);
	if (*p->s == '}')
		return p->s++, true;
	for (;;) {
		const char *k;

		j_ws(p);
		k = p->s;
		if (!j_string(p))
			return false;
		for (size_t i = 0; i < n; i++)
			if (lens[i] == (size_t)(p->s - k) && !memcmp(keys[i], k, lens[i]))
				return false;	/* duplicate key */
		if (n < 512) {
			keys[n] = k;
			lens[n++] = (size_t)(p->s - k);
		}
		j_ws(p);
		if (*p->s++ != ':' || !j_value(p))
			return false;
		j_ws(p);
		if (*p->s == '}')
			return p->s++, true;
		if (*p->s++ != ',')
			return false;
	}
}

static bool j_array(struct jp *p)
{
	p->s++;
	j_ws(p);
	if (*p->s == ']')
		return p->s++, true;
	for (;;) {
		if (!j_value(p))
			return false;
		j_ws(p);
		if (*p->s == ']')
			return p->s++, true;
		if (*p->s++ != ',')
			return false;
	}
}

static bool j_value(struct jp *p)
{
	bool ok;

	if (++p->depth > 64)
		return false;
	j_ws(p);
	switch (*p->s) {
	case '{': ok = j_object(p); break;
	case '[': ok = j_array(p); break;
	case '"': ok = j_string(p); break;
	case 't': ok = !strncmp(p->s, "true", 4) && (p->s += 4); break;
	case 'f': ok = !strncmp(p->s, "false", 5) && (p->s += 5); break;
	case 'n': ok = !strncmp(p->s, "null", 4) && (p->s += 4); break;
	default: ok = j_number(p); break;
	}
	p->depth--;
	return ok;
}

/* One JSON object on exactly one line. */
static bool json_line_valid(const char *s)
{
	struct jp p = { s, 0 };
	size_t len = strlen(s);

	if (!len || s[len - 1] != '\n' || strchr(s, '\n') != s + len - 1)
		return false;
	j_ws(&p);
	if (*p.s != '{' || !j_value(&p))
		return false;
	j_ws(&p);
	return *p.s == '\0';
}

TEST(views_json_validator_selftest)
{
	CHECK(json_line_valid("{\"a\":[1,-2.5e3,\"x\\u00ff\",true,null,{}]}\n"));
	CHECK(!json_line_valid("{\"a\":1,\"a\":2}\n"));	/* duplicate */
	CHECK(!json_line_valid("{\"a\":\"\x01\"}\n"));	/* raw control */
	CHECK(!json_line_valid("{\"a\":\"\xff\"}\n"));	/* not UTF-8 */
	CHECK(!json_line_valid("{\"a\":\"\xc3\"}\n"));	/* cut short */
	CHECK(!json_line_valid("{\"a\":\"\xed\xa0\x80\"}\n"));	/* surrogate */
	CHECK(!json_line_valid("{\"a\":\"\xe0\x80\xaf\"}\n"));	/* overlong */
	CHECK(json_line_valid("{\"a\":\"caf\xc3\xa9 \xf0\x9f\x98\x80\"}\n"));
	CHECK(!json_line_valid("{\"a\":01}\n"));
	CHECK(!json_line_valid("{\"a\":1,}\n"));
	CHECK(!json_line_valid("{\"a\":1}"));		/* no newline */
	CHECK(!json_line_valid("{\"a\":\"\\x\"}\n"));
}

TEST(views_json_exact)
{
	struct model *m = model_new(NULL);
	struct source src;
	char *out = NULL;

	fake_source(&src);
	vfive(m);
	model_settle(m);
	CAPTURE(out, view_json(f, m, &src, NULL));
	CHECK(json_line_valid(out));
	CHECK(strncmp(out, "{\"source\":\"replay\",\"path\":\"perf.data\","
		      "\"host\":\"lpar1\",\"kernel\":\"6.13.0\",\"arch\":\"ppc64le\"",
		      strlen("{\"source\":\"replay\",\"path\":\"perf.data\","
			     "\"host\":\"lpar1\",\"kernel\":\"6.13.0\","
			     "\"arch\":\"ppc64le\"")) == 0);
	CHECK(strstr(out, "\"span_ns\":[1000000000,1400000000],\"events\":5,"
		      "\"lost\":0,\"unknown_records\":3,\"bad_cpu\":0"));
	CHECK(strstr(out, "\"totals\":{\"vcpus\":1,\"events\":5,\"dispatches\":5,"
		      "\"steal_ticks\":75200,\"steal_ns\":146872"));
	CHECK(strstr(out, "\"cpus\":[{\"cpu\":16,\"events\":5,\"dispatches\":5,"
		      "\"steal_ticks\":75200,\"steal_ns\":146872,"
		      "\"tb_freq\":512000000,"
		      "\"dispatch_reasons\":{\"external_interrupt\":1,"
		      "\"decrementer_interrupt\":2,\"time_slice\":1,"
		      "\"reason_17\":1},"
		      "\"preempt_reasons\":{\"H_CEDE\":2,\"time_slice\":1,"
		      "\"virtual_memory_page_fault\":1,\"reason_200\":1},"
		      "\"enqueue_to_dispatch\":{\"min\":20,\"max\":70000,"
		      "\"sum\":75005,\"p50\":103,\"p90\":70000,\"p99\":70000,"
		      "\"p999\":70000},"
		      "\"off_cpu_voluntary_ticks\":511917116,"
		      "\"off_cpu_involuntary_ticks\":1202,"
		      "\"affinity_misses\":2,\"processors\":2,"
		      "\"processors_dropped\":0,"
		      /* processors 7 7 9 9 7, SMT8: cores 0 0 1 1 0 */
		      "\"affinity\":{\"dispatches\":4,\"same_processor\":2,"
		      "\"same_core\":0,\"other_core\":2},\"aux_polls\":0,"
		      "\"dtl_full_polls\":0,\"aux_truncated\":0,\"aux_overruns\":0,"
		      "\"aux_overrun_bytes\":0,\"dtl_buffer_lost\":0,\"lost\":0,\"dropped\":0,"
		      "\"sched_switch\":0,\"sched_wakeup\":0,\"sched_waking\":0,"
		      "\"sched_wakeup_new\":0,\"sched_other\":0,\"tracepoints\":{},"
		      "\"dispatch_stats\":{\"dispatches\":0,\"same_cpu\":0,\"same_chip\":0,"
		      "\"diff_chip\":0,\"far_chip\":0,\"numa_home\":0,\"numa_remote\":0,"
		      "\"numa_far\":0},"
		      "\"first_ns\":1000000000,\"last_ns\":1400000000,"
		      /* over the span, 0.4 s: 5 / 0.4; 146872 / 4e8; 103
		       * and 70000 ticks at 512 MHz; 511917116 and 1202 ticks
		       * in ns, truncated */
		      "\"incomplete\":false,\"dispatches_per_s\":12.500,"
		      "\"steal_pct\":0.037,\"p50_us\":0.201,\"p90_us\":136.719,"
		      "\"p99_us\":136.719,\"p999_us\":136.719,\"max_us\":136.719,"
		      "\"off_cpu_voluntary_ns\":999838117,"
		      "\"off_cpu_involuntary_ns\":2347,\"top_preempt\":\"H_CEDE\","
		      /* 0.4 s (first to last event) less more than that
		       * off the processor: none */
		      "\"physc\":0.0000,\"preempted_at\":{\"count\":5,\"steal_ns\":146872,"
		      "\"symbols_total\":1,\"symbols\":[{\"sym\":\"[unknown]\","
		      "\"dso\":\"[unknown]\",\"class\":\"user\",\"user\":true,"
		      "\"count\":5,\"steal_ns\":146872,"));
	/* no window given: the span, whole */
	CHECK(strstr(out, ",\"snapshot\":0,\"partial_file\":false,\"window\":{\"start_ns\":1000000000,"
		      "\"end_ns\":1400000000,\"start_s\":1.000000,\"end_s\":1.400000,"
		      "\"seconds\":0.400000,\"clock\":\"perf\",\"partial\":false,"
		      "\"partial_start\":false,\"partial_end\":false,\"wall_clock\":\"none\",\"clock_source\":null,\"start\":null,\"end\":null,\"zone\":null},\"cpu_filter\":null,"));
	CHECK(strstr(out, "\"loss\":{\"incomplete\":false,\"lost\":0,\"lost_pct\":0.000,"));
	/* involuntary entries 2, 3, 5: 292 + 39 + 62 ns, no switch seen;
	 * 393 of 146872 ns is 0.27 % */
	CHECK(strstr(out, ",\"tasks\":[{\"pid\":-1,\"comm\":\"unknown\","
		      "\"steal_ms\":0.000,\"preempts\":3,\"share_pct\":0.27,"
		      "\"steal_ns\":393}],\"commands\":[{\"comm\":\"unknown\",\"pids\":1,"
		      "\"steal_ms\":0.000,\"preempts\":3,\"share_pct\":0.27,\"steal_ns\":393}],"
		      "\"preempted_at\":{\"count\":5,"));
	free(out);
	model_free(m);
}

/* A figure the DTL interface does not measure is unknown in every view,
 * never 0: the same five entries (numbers worked in views_json_exact) as
 * a source with no DTL and as one with dispatch counts only would show. */
TEST(views_unmeasured_not_zero)
{
	struct model *m = model_new(NULL);
	struct source src;
	char *out = NULL;

	fake_source(&src);
	src.info.has_dtl = false;
	src.info.dtl_iface = DTL_IFACE_NONE;
	strcpy(src.info.dtl_why, "none: the recording has no vpa_dtl event");
	vfive(m);
	vswitch(m, 3, 1300000000, 9, "x", 1);
	model_settle(m);

	CAPTURE(out, view_json(f, m, &src, NULL));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, ",\"arch\":\"ppc64le\",\"dtl_source\":\"none\","
		      "\"dtl_why\":\"none: the recording has no vpa_dtl event\","));
	CHECK(strstr(out, "\"totals\":{\"vcpus\":2,\"events\":6,\"dispatches\":null,"
		      "\"steal_ticks\":null,\"steal_ns\":null,"));
	CHECK(strstr(out, "\"dispatch_reasons\":null,\"preempt_reasons\":null,"
		      "\"enqueue_to_dispatch\":null,"));
	CHECK(strstr(out, "\"dispatches_per_s\":null,\"steal_pct\":null,\"p50_us\":null,"));
	CHECK(strstr(out, "\"top_preempt\":null"));
	CHECK(strstr(out, "\"tasks\":null,\"commands\":null,\"preempted_at\":null}"));
	CHECK(!strstr(out, "\"steal_pct\":0"));
	free(out);

	CAPTURE(out, view_text(f, m, &src, NULL));
	/* the why's own "none: " is not said twice */
	CHECK(strstr(out, "CPUs 8/8\nDTL source none: the recording has no vpa_dtl event\n"));
	CHECK(strstr(out, "LPAR: 2 vCPUs  dispatches - (-/s)  steal - (- ms)"
		      "  lat p50 - us p99 - us max - us  aff_miss -  procs -  switch 1"));
	CHECK(strstr(out, "\n   16          -      -          -        -        -      -"
		      "     0     0    0      0        0        0 -\n"));
	CHECK(strstr(out, "Preempt reasons\n  - (not measured: no DTL entries)\n"));
	CHECK(!strstr(out, "steal 0"));
	CHECK(!strstr(out, "H_CEDE"));
	free(out);

	CAPTURE(out, view_csv(f, m, &src, NULL));
	/* cpu 16: dispatches, their rate, steal (3), tb_freq kept, off-CPU,
	 * latency (8), affinity (2) empty; top_preempt, the preempt columns
	 * empty too; then the interface and why */
	CHECK(strstr(out, ",16,0,,,,,,512000000,,,,,,,,,,,0,0,"));
	CHECK(strstr(out, ",1,0,0,0,0,,,,,,,,,,,,,1000000000,1400000000,\"none\","
		      "\"none: the recording has no vpa_dtl event\",,,,,\n"));
	free(out);

	/* dispatch counts only (vcpudispatch_stats): dispatches and affinity
	 * are measured, the entries' figures are not */
	src.info.dtl_iface = DTL_IFACE_STATS;
	CAPTURE(out, view_json(f, m, &src, NULL));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "\"dtl_source\":\"dispatch-stats\""));
	CHECK(strstr(out, "\"totals\":{\"vcpus\":2,\"events\":6,\"dispatches\":5,"
		      "\"steal_ticks\":null,"));
	CHECK(strstr(out, "\"affinity_misses\":2,"));
	CHECK(strstr(out, "\"steal_pct\":null"));
	free(out);
	CAPTURE(out, view_text(f, m, &src, NULL));
	CHECK(strstr(out, "dispatches 5 (12.5/s)  steal - (- ms)"));
	free(out);

	/* vpa_dtl: the numbers, as views_json_exact has them */
	src.info.dtl_iface = DTL_IFACE_VPA;
	CAPTURE(out, view_json(f, m, &src, NULL));
	CHECK(strstr(out, "\"dispatches\":5,\"steal_ticks\":75200,\"steal_ns\":146872,"));
	CHECK(!strstr(out, "\"steal_pct\":null"));
	free(out);
	model_free(m);
}

TEST(views_json_escaping)
{
	struct model *m = model_new(NULL);
	char *out = NULL;
	uint64_t seed = 12345;

	vswitch(m, 0, 1, 7, "a\"b\\c\n\xff\x01", 9);
	vfeed(m, vdtl(0, 2, 0, 4, 0, 512, 0, 0));
	/* random bytes in many comms, all 16 bytes used */
	for (int i = 0; i < 30; i++) {
		char comm[TASK_COMM_LEN];

		for (int k = 0; k < TASK_COMM_LEN; k++) {
			seed = seed * 6364136223846793005ull + 1442695040888963407ull;
			comm[k] = (char)(seed >> 56);
		}
		vswitch(m, 1, 10 + (uint64_t)i, 100 + i, comm, TASK_COMM_LEN);
		vfeed(m, vdtl(1, 10 + (uint64_t)i, 0, 4, 0, 1, 0, 0));
	}
	model_settle(m);
	CAPTURE(out, view_json(f, m, NULL, NULL));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "{\"pid\":7,\"comm\":\"a\\\"b\\\\c\\u000a\\ufffd\\u0001\","
		      "\"steal_ms\":0.001,\"preempts\":1,"));
	CHECK(strstr(out, "{\"source\":\"\",\"path\":\"\",\"host\":\"\""));
	free(out);
	model_free(m);
}

static size_t count_str(const char *s, const char *needle)
{
	size_t n = 0;

	while ((s = strstr(s, needle)) != NULL) {
		n++;
		s++;
	}
	return n;
}

TEST(views_json_window_and_top20)
{
	struct model *m = model_new(NULL);
	char *out = NULL, *out2 = NULL;

	model_settle(m);
	CAPTURE(out, view_json(f, m, NULL, NULL));	/* empty model */
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "\"span_ns\":[0,0],\"events\":0"));
	CHECK(strstr(out, "\"cpus\":[],\"tasks\":[],\"commands\":[],"
		      "\"preempted_at\":{\"count\":0,\"steal_ns\":0,\"symbols_total\":0,"
		      "\"symbols\":[],\"other\":{\"symbols\":0,\"count\":0,\"steal_ns\":0},"
		      "\"table_full\":{\"count\":0,\"steal_ns\":0}}}"));
	free(out);

	/* 25 tasks, task i loses (i + 1) * 1000 ns */
	for (int i = 0; i < 25; i++) {
		char comm[16];

		snprintf(comm, sizeof(comm), "t%d", i);
		vswitch(m, 1, 10 * (uint64_t)i, 100 + i, comm, strlen(comm));
		vfeed(m, vdtl(1, 10 * (uint64_t)i + 5, 0, 4, 0,
			      512 * (uint32_t)(i + 1), 0, 0));
	}
	model_settle(m);
	CAPTURE(out, view_json(f, m, NULL, NULL));
	CHECK(json_line_valid(out));
	CHECK_U64(count_str(out, "{\"pid\":"), VIEW_TOP_TASKS);
	/* steal 1000 * (1 + 2 + ... + 25) = 325000 ns: t24 has 25000 */
	CHECK(strstr(out, "\"tasks\":[{\"pid\":124,\"comm\":\"t24\",\"steal_ms\":0.025,"
		      "\"preempts\":1,\"share_pct\":7.69,\"steal_ns\":25000},"
		      "{\"pid\":123,\"comm\":\"t23\""));
	CHECK(strstr(out, "{\"pid\":105,\"comm\":\"t5\",\"steal_ms\":0.006,"
		      "\"preempts\":1,\"share_pct\":1.85,\"steal_ns\":6000}],"));
	/* one PID each: the commands are the tasks */
	CHECK(strstr(out, "\"commands\":[{\"comm\":\"t24\",\"pids\":1,\"steal_ms\":0.025,"
		      "\"preempts\":1,\"share_pct\":7.69,\"steal_ns\":25000},"));
	/* the text view lists the same twenty, t24 down to t5, then the
	 * commands (cut off here: the same rows by comm) */
	CAPTURE(out2, view_text(f, m, NULL, NULL));
	CHECK(strstr(out2, "\nTop commands by steal (every PID of a comm summed)\n"
		      "    PIDS  COMM                 STEAL_MS  PREEMPTS SHARE_PCT\n"
		      "       1  t24                     0.025         1      7.69\n"));
	*strstr(out2, "\nTop commands") = '\0';
	CHECK_U64(count_str(out2, "       1 "), VIEW_TOP_TASKS);
	CHECK(strstr(out2, "     124  t24                     0.025         1      7.69\n"));
	CHECK(strstr(out2, "     105  t5                      0.006         1      1.85\n"));
	CHECK(!strstr(out2, " t4 "));
	free(out2);
	free(out);

	/* a new window with only cpu 2: cpu 1 disappears from "cpus" */
	model_reset(m);
	vfeed(m, vdtl(2, 1000, 0, 2, 0, 1, 0, 0));
	model_settle(m);
	CAPTURE(out, view_json(f, m, NULL, NULL));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "\"cpus\":[{\"cpu\":2,"));
	CHECK(!strstr(out, "\"cpu\":1,"));
	CHECK(strstr(out, "\"snapshot\":1,"));
	CHECK(strstr(out, "\"tasks\":[],\"commands\":[],\"preempted_at\":{\"count\":1,"));
	free(out);
	model_free(m);
}

TEST(views_json_merged_reason_keys)
{
	struct model *m = model_new(NULL);
	char *out = NULL;

	vfeed(m, vdtl(0, 1, 1, 2, 0, 1, 0, 0));	/* firmware_internal_event */
	vfeed(m, vdtl(0, 2, 5, 2, 0, 1, 0, 0));	/* the same name */
	model_settle(m);
	CAPTURE(out, view_json(f, m, NULL, NULL));
	CHECK(json_line_valid(out));	/* rejects duplicate keys */
	CHECK(strstr(out, "\"dispatch_reasons\":{\"firmware_internal_event\":2}"));
	free(out);
	model_free(m);
}

/* CSV lines are longer than CHECK_STR's message: say where they differ. */
static void csv_check(char *out, const char *want)
{
	size_t i = 0;

	while (out[i] && out[i] == want[i])
		i++;
	if (out[i] != want[i])
		fprintf(stderr, "csv differs at %zu:\n got: %s\nwant: %s\n", i, out + i, want + i);
	CHECK(out[i] == want[i]);
	free(out);
}

TEST(views_csv)
{
	struct model *m = model_new(NULL);
	/* a 1 s window cut short at the end of the input */
	struct view_window w = { .start_ns = 1000000000, .end_ns = 2000000000,
				 .partial_end = true };
	char *out = NULL;

	CAPTURE(out, view_csv_header(f));
	csv_check(out, "snapshot,window_start_ns,window_end_ns,window_start_s,window_end_s,"
		  "window_start,window_end,wall_clock,window_s,partial,cpu_filter,cpu,incomplete,dispatches,dispatches_per_s,"
		  "steal_pct,steal_ns,steal_ticks,tb_freq,off_cpu_voluntary_ns,"
		  "off_cpu_involuntary_ns,lat_min_us,lat_max_us,p50_us,p90_us,p99_us,"
		  "p999_us,affinity_misses,processors,aux_polls,dtl_full_polls,"
		  "dtl_full_polls_pct,aux_truncated,aux_truncated_pct,aux_overruns,"
		  "aux_overrun_bytes,lost,lost_pct,dropped,dropped_pct,sched_switch,"
		  "sched_wakeup,sched_waking,sched_wakeup_new,sched_other,top_preempt,preempt_unused,preempt_firmware_internal_event,"
		  "preempt_H_CEDE,preempt_H_CONFER,preempt_time_slice,"
		  "preempt_migration_hibernation_page_fault,preempt_virtual_memory_page_fault,"
		  "preempt_H_CONFER_ADJUNCT,preempt_hcall_adjunct,preempt_HDEC_adjunct,"
		  "preempt_other,first_ns,last_ns,dtl_source,dtl_why,cpu_physc_procs,ent_procs,"
		  "lpar_physc_procs,lpar_entc_pct,app_procs\n");
	vfive(m);
	vswitch(m, 3, 1500000000, 9, "x", 1);
	model_settle(m);
	CAPTURE(out, view_csv(f, m, NULL, &w));
	csv_check(out,
	/* cpu 3: one switch, no DTL (no frequency: times unknown, empty);
	 * cpu 16: 5 dispatches in 1 s, steal 146872 ns of 1e9 = 0.015 %,
	 * off-CPU 511917116 and 1202 ticks at 512 MHz in ns (truncated),
	 * latency 20, 70000, p50 103 ticks in us, preempt reasons 2 2 4 6
	 * 200 (H_CEDE twice, 200 is "other"); the LPAR: both, 2 vCPUs, so
	 * half the steal %; its tb_freq is cpu 16's. physc: cpu 16's window
	 * less its off-CPU time, 1e9 - 999840464 ns = 0.0002 processors; cpu
	 * 3 none (no clock); "all" their sum. */
		  "0,1000000000,2000000000,1.000000,2.000000,,,none,1.000000,1,,3,0,0,0.000,0.000,"
		  "0,0,0,0,0,,,,,,,0,0,0,0,0.000,0,0.000,0,0,0,0.000,0,0.000,1,0,0,0,0,-,"
		  "0,0,0,0,0,0,0,0,0,0,0,1500000000,1500000000,,,,,,,\n"
		  "0,1000000000,2000000000,1.000000,2.000000,,,none,1.000000,1,,16,0,5,5.000,0.015,"
		  "146872,75200,512000000,999838117,2347,0.039,136.719,0.201,136.719,136.719,"
		  "136.719,2,2,0,0,0.000,0,0.000,0,0,0,0.000,0,0.000,0,0,0,0,0,H_CEDE,"
		  "0,0,2,0,1,0,1,0,0,0,1,1000000000,1400000000,,,0.0002,,,,\n"
		  "0,1000000000,2000000000,1.000000,2.000000,,,none,1.000000,1,,all,0,5,5.000,0.007,"
		  "146872,75200,512000000,999838117,2347,0.039,136.719,0.201,136.719,136.719,"
		  "136.719,2,2,0,0,0.000,0,0.000,0,0,0,0.000,0,0.000,1,0,0,0,0,H_CEDE,"
		  "0,0,2,0,1,0,1,0,0,0,1,1000000000,1500000000,,,0.0002,,,,\n");

	/* -C 16 of 3 seen, 2 events dropped by a reader: every row is from
	 * incomplete data; the LPAR row carries the drops, 2 of 6 + 2 */
	w.cpus = "16";
	w.vcpus_seen = 3;
	w.dropped = 2;
	CAPTURE(out, view_csv(f, m, NULL, &w));
	CHECK(strstr(out, "1.000000,1,\"16\",16,1,5,"));
	CHECK(strstr(out, "1.000000,1,\"16\",3,1,0,"));
	CHECK(strstr(out, ",0,0.000,2,25.000,1,0,0,0,0,H_CEDE,"));
	free(out);
	model_free(m);
}

/* Loss in a window: a lost record and a full poll on cpu 16 mark it and
 * the LPAR, not cpu 2; the window, partial start, and -C are said. */
TEST(views_window_loss_filter)
{
	struct model *m = model_new(NULL);
	struct view_window w = { .start_ns = 900000000, .end_ns = 2000000000,
				 .partial_start = true, .cpus = "2,16", .vcpus_seen = 4 };
	struct event lost = { .kind = EV_LOST, .cpu = 16, .time = 1450000000 };
	struct event aux = { .kind = EV_AUX, .cpu = 16, .time = 1460000000 };
	char *out = NULL;

	vfive(m);
	vfeed(m, vdtl(2, 1500000000, 3, 2, 1, 512, 0, 0));
	lost.lost.lost = 3;
	model_feed(m, &lost);
	aux.aux.entries = DTL_FULL_THRESHOLD;
	model_feed(m, &aux);
	model_settle(m);
	CAPTURE(out, view_text(f, m, NULL, &w));
	CHECK(strstr(out, "Window 0: 0.900000 - 2.000000 s (perf clock)  1.100000 s"
		      "  partial: from the first event\n"));
	CHECK(strstr(out, "Filter: -C 2,16  2 of 4 vCPUs with events shown\n"));
	/* 8 events arrived, 3 lost: 3 of 11; 1 full poll of 1 */
	CHECK(strstr(out, "Loss: lost 3 (27.27%)  full_polls 1 (100.00% of 1 polls)"
		      "  truncated 0 (0.00%)  overruns 0 (0 bytes)  dropped 0 (0.00%)"
		      "  ! = from incomplete data\n"));
	CHECK(strstr(out, "\n    2          1 "));
	CHECK(strstr(out, "\n   16!         5 "));
	/* 6 dispatches in 1.1 s; steal 146872 + 1000 ns over 2 x 1.1 s */
	/* named for the vCPUs it sums, not the LPAR */
	CHECK(strstr(out, "vCPUs 2,16: 2 vCPUs  dispatches 6 (5.5/s)  steal 0.01%! (0.148 ms)"));
	free(out);
	CAPTURE(out, view_json(f, m, NULL, &w));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "\"partial\":true,\"partial_start\":true,\"partial_end\":false,"
		      "\"wall_clock\":\"none\",\"clock_source\":null,\"start\":null,\"end\":null,\"zone\":null},"
		      "\"cpu_filter\":\"2,16\",\"vcpus_seen\":4,"));
	CHECK(strstr(out, "\"loss\":{\"incomplete\":true,\"lost\":3,\"lost_pct\":27.273,"
		      "\"dtl_full_polls\":1,\"dtl_full_polls_pct\":100.000,"));
	CHECK(strstr(out, "{\"cpu\":2,\"events\":1,"));
	CHECK(strstr(out, "\"last_ns\":1500000000,\"incomplete\":false,"));
	CHECK(strstr(out, "\"last_ns\":1460000000,\"incomplete\":true,"));
	free(out);
	model_free(m);
}

/* Reader-queue drops the reader tied to a vCPU (EV_DROPPED) mark only that
 * vCPU incomplete; drops of the window it did not tie to one mark all. */
TEST(views_queue_drops_per_vcpu)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	struct view_window w = { .start_ns = 1000000000, .end_ns = 2000000000, .dropped = 3 };
	struct event drop = { .kind = EV_DROPPED, .cpu = 5, .time = 1300000000 };
	char *out = NULL;

	vfeed(m, vdtl(4, 1100000000, 3, 2, 1, 512, 0, 0));
	vfeed(m, vdtl(5, 1200000000, 3, 2, 1, 512, 0, 0));
	drop.dropped.n = 3;
	model_feed(m, &drop);
	model_settle(m);
	CHECK_U64(model_global(m)->qdrop, 3);
	CHECK_U64(model_cpu_stats(m, 5)->qdrop, 3);
	CHECK_U64(model_lpar(m)->qdrop, 3);
	CAPTURE(out, view_text(f, m, NULL, &w));
	CHECK(strstr(out, "\n    4          1 "));	/* complete: no '!' */
	CHECK(strstr(out, "\n    5!         1 "));
	free(out);
	CAPTURE(out, view_json(f, m, NULL, &w));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "\"lost\":0,\"dropped\":3,"));
	/* the loss block, the totals, vCPU 5 */
	CHECK(count_str(out, "\"incomplete\":true") == 3);
	free(out);
	/* two more dropped in the window than the reader tied to a vCPU */
	w.dropped = 5;
	CAPTURE(out, view_text(f, m, NULL, &w));
	CHECK(strstr(out, "\n    4!         1 "));
	CHECK(strstr(out, "\n    5!         1 "));
	free(out);
	model_free(m);
}

TEST(views_text)
{
	struct model *m = model_new(NULL);
	struct source src;
	char *out = NULL;

	fake_source(&src);
	vfive(m);
	vswitch(m, 16, 1450000000, 66, "evil\x1b[2J", 8);
	vfeed(m, vdtl(16, 1500000000, 3, 4, 7, 512, 0, 0));
	model_settle(m);
	CAPTURE(out, view_text(f, m, &src, NULL));
	CHECK(strstr(out, "source replay (perf.data)  host lpar1  kernel 6.13.0"
		      "  arch ppc64le  CPUs 8/8\n"));
	/* no window given: the span, 0.5 s, 7 events, unknown 3 */
	CHECK(strstr(out, "\nWindow 0: 1.000000 - 1.500000 s (perf clock)  0.500000 s\n"
		      "Time: 1.000 - 1.500 perf clock s  (no wall clock)\n"
		      "Span 0.500000 s  events 7  unknown 3"));
	CHECK(strstr(out, "\nLoss: lost 0 (0.00%)  full_polls 0 (0.00% of 0 polls)"
		      "  truncated 0 (0.00%)  overruns 0 (0 bytes)  dropped 0 (0.00%)\n"));
	CHECK(strstr(out, "\n   CPU      DISP STEAL%"));
	/* steal 146872 + 1000 ns of 5e8: 0.03%; p50 = rank 3 of
	 * 20 31 100 512 4854 70000 = 100 -> 103 ticks = 0.2 us; p99 = 70000
	 * ticks = 136.7 us; two affinity misses; no overrun; one switch */
	CHECK(strstr(out, "   16          6   0.03      0.148      0.2    136.7"
		      "      2     0     0    0      0        1        0 H_CEDE\n"));
	CHECK(strstr(out, "Dispatch reasons\n  decrementer_interrupt"));
	CHECK(strstr(out, "Preempt reasons\n"));
	CHECK(strstr(out, "reason_200"));
	CHECK(strstr(out, "Top tasks by steal"));
	CHECK(strstr(out, "evil?[2J"));
	CHECK(!strchr(out, '\x1b'));
	free(out);

	CAPTURE(out, view_text(f, m, NULL, NULL));	/* no source */
	CHECK(strstr(out, "source -  host -"));
	free(out);
	model_free(m);
}

/* --script over a scripted source: names from the recording. */
struct script_src {
	struct source src;
	const struct event *ev;
	size_t n;
	bool fail;		/* run() fails after the events */
};

static int script_src_run(struct source *s, const struct consumer *c)
{
	struct script_src *f = (struct script_src *)s;

	for (size_t i = 0; i < f->n; i++)
		if (source_emit(s, &f->ev[i], c))
			return 0;
	if (f->fail) {
		snprintf(s->err, sizeof(s->err), "(a test source failing on purpose)");
		return -1;
	}
	return 0;
}

static void script_src_close(struct source *s)
{
	(void)s;
}

static const struct source_ops script_src_ops = {
	.name = "script-test", .run = script_src_run, .close = script_src_close,
};

static struct event script_comm(uint64_t t, int32_t tid, const char *comm)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_COMM;
	ev.time = t;
	ev.comm.pid = ev.comm.tid = tid;
	snprintf(ev.comm.comm, sizeof(ev.comm.comm), "%s", comm);
	return ev;
}

static struct event script_switch(uint64_t t, uint32_t cpu, int32_t tid, const char *name,
				  int32_t next_pid, const char *next_comm)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_SCHED_SWITCH;
	ev.time = t;
	ev.cpu = cpu;
	ev.tp.tep_id = -1;
	ev.tp.pid = ev.tp.tid = tid;
	ev.tp.name = name;
	ev.sw.next_pid = next_pid;
	snprintf(ev.sw.next_comm, sizeof(ev.sw.next_comm), "%s", next_comm);
	return ev;
}

/* Task and event names print as perf script prints them, but no control
 * byte of theirs reaches the terminal. */
TEST(views_script_names_safe)
{
	struct event ev[6];
	struct script_src fs;
	char *out = NULL;
	bool clean = true, spelt;
	int ret = -1;

	ev[0] = script_comm(1, 42, "evil\x1b]0;pwn\x07");
	ev[1] = script_comm(2, 7, "bash");
	ev[2] = script_switch(1000000003000ull, 1, 42, "sched:sched_switch", 43, "\x1b[2Jnext");
	ev[3] = vdtl(1, 1000000004000ull, 3, 2, 7, 1, 2, 3);
	ev[4] = script_switch(1000000005000ull, 2, 7, "sched:\x1b[31mswitch\x7f", 0, "swapper/2");
	ev[5] = script_switch(1000000006000ull, 0, 7, "sched:sched_switch", 0, "swapper/0");
	memset(&fs, 0, sizeof(fs));
	fs.src.ops = &script_src_ops;
	fs.src.info.kind = "replay";
	fs.src.info.name_width = 20;
	fs.ev = ev;
	fs.n = sizeof(ev) / sizeof(ev[0]);
	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_ONELINE, NULL, NULL));
	for (const char *p = out; *p; p++)
		clean &= *p == '\n' || ((unsigned char)*p >= 0x20 && *p != 0x7f);
	/* perf's spelling of ordinary names and widths */
	spelt = strstr(out, "            bash     7 [000]  1000.000006:   sched:sched_switch: \n") &&
	/* the same widths with the control bytes as '?' */
		strstr(out, "    evil?]0;pwn?    42 [001]  1000.000003:   sched:sched_switch: \n") &&
		strstr(out, "        ?[2Jnext    43 [001]  1000.000004:"
		       "              vpa-dtl: timebase: ") &&
		strstr(out, "            bash     7 [002]  1000.000005:   sched:?[31mswitch?: \n");
	if (!clean || !spelt)
		fprintf(stderr, "%s", out);
	free(out);
	CHECK_U64(ret, 0);
	CHECK(clean);
	CHECK(spelt);
}

/* out is want; when not, both go to the test log in full (CHECK_STR's
 * message would cut lines this long). */
#define same_text(out, want)                                               \
	do {                                                               \
		bool same_ = strcmp((out), (want)) == 0;                   \
		if (!same_)                                                \
			fprintf(stderr, "    got:\n%s    want:\n%s", (out), (want)); \
		CHECK(same_);                                              \
	} while (0)

/* The default (perf) form, spelt by hand from upstream perf's builtin-script.c
 * (perf_sample__fprintf_start, perf_sample__fprintf_synth_vpadtl,
 * sample__fprintf_sym): a DTL entry is thread 0's (swapper), breaks after
 * preempt_reason, prints the intervals signed, and ends with its srr0 16
 * wide; the PID is 7 wide in a file with DTL data, 5 (perf 6.1's) without.
 * The oneline form of the same entry: one line, the running task, unsigned. */
TEST(views_script_perf_form)
{
	struct event ev[4];
	struct script_src fs;
	char *out = NULL;
	int ret = -1;

	ev[0] = script_comm(1, 7, "bash");
	ev[1] = script_switch(1000000003000ull, 1, 7, "sched:sched_switch", 43, "next");
	ev[2] = vdtl(1, 1000000004000ull, 3, 2, 7, 4854, 139, 0xfffffffeu);
	ev[2].dtl.e.timebase = 21403600706628832ull;
	ev[2].dtl.e.srr0 = 0xc0000000000f6e1cull;
	ev[3] = vdtl(0, 1000000005000ull, 7, 4, 65535, 0x80000000u, 0, 1);
	ev[3].dtl.e.timebase = 21403600707140000ull;
	ev[3].dtl.e.srr0 = 0x1230;
	memset(&fs, 0, sizeof(fs));
	fs.src.ops = &script_src_ops;
	fs.src.info.kind = "replay";
	fs.src.info.name_width = 18;
	fs.src.info.has_dtl = true;
	fs.ev = ev;
	fs.n = 4;
	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_PERF, NULL, NULL));
	CHECK_U64(ret, 0);
	same_text(out,
		  "            bash       7 [001]  1000.000003: sched:sched_switch: \n"
		  "         swapper       0 [001]  1000.000004:            vpa-dtl: "
		  "timebase: 21403600706628832 dispatch_reason:decrementer_interrupt, "
		  "preempt_reason:H_CEDE,\n"
		  "enqueue_to_dispatch_time:4854, ready_to_enqueue_time:139,"
		  "waiting_to_ready_time:-2, processor_id: 7 c0000000000f6e1c [unknown] ([unknown])\n"
		  "         swapper       0 [000]  1000.000005:            vpa-dtl: "
		  "timebase: 21403600707140000 dispatch_reason:time_slice, preempt_reason:time_slice,\n"
		  "enqueue_to_dispatch_time:-2147483648, ready_to_enqueue_time:0,"
		  "waiting_to_ready_time:1, processor_id: 65535             1230 [unknown] ([unknown])\n");
	free(out);

	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_ONELINE, NULL, NULL));
	CHECK_U64(ret, 0);
	same_text(out,
		  "            bash     7 [001]  1000.000003: sched:sched_switch: \n"
		  "            next    43 [001]  1000.000004:            vpa-dtl: "
		  "timebase: 21403600706628832 dispatch_reason:decrementer_interrupt, "
		  "preempt_reason:H_CEDE, enqueue_to_dispatch_time:4854, "
		  "ready_to_enqueue_time:139, waiting_to_ready_time:4294967294, processor_id: 7, "
		  "srr0: c0000000000f6e1c [unknown] ([unknown])\n"
		  "               -    -1 [000]  1000.000005:            vpa-dtl: "
		  "timebase: 21403600707140000 dispatch_reason:time_slice, preempt_reason:time_slice, "
		  "enqueue_to_dispatch_time:2147483648, ready_to_enqueue_time:0, "
		  "waiting_to_ready_time:1, processor_id: 65535, srr0: 1230 [unknown] ([unknown]), "
		  "class: user\n");
	free(out);

	/* a sched-only file: perf 6.1's 5-wide PID */
	fs.src.info.has_dtl = false;
	fs.n = 2;
	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_PERF, NULL, NULL));
	CHECK_U64(ret, 0);
	CHECK_STR(out, "            bash     7 [001]  1000.000003: sched:sched_switch: \n");
	free(out);
}

/* srr0 named from a kallsyms text, as upstream perf script --kallsyms
 * prints it (sample__fprintf_sym): symbol+0xoffset ([kernel.kallsyms]),
 * offsets by hand from the text. In a replay, only once the recording's
 * kernel MMAP has placed the kernel (without one upstream puts it where
 * the replaying host's kernel is); a user address is looked up in the
 * kernel too (cpumode KERNEL) and is unknown. The oneline form names it
 * wherever it is, with the class of the place. */
TEST(views_script_srr0_symbols)
{
	static const char ks[] = "c000000000000000 T _text\n"
				 "c0000000000f6e00 T plpar_hcall_norets_notrace\n"
				 "c0000000000f7000 t __schedule\n"
				 "c000000000100000 T _etext\n";
	static const char kname[] = "[kernel.kallsyms]_text";
	struct event ev[4];
	struct script_src fs;
	struct symbols *syms = symbols_new();
	char err[256], *out = NULL;
	int ret = -1;

	CHECK(syms != NULL);
	if (!syms)
		return;
	CHECK_U64(symbols_kallsyms_text(syms, ks, sizeof(ks) - 1, err, sizeof(err)), 0);
	memset(ev, 0, sizeof(ev));
	ev[0] = vdtl(1, 1000000004000ull, 3, 2, 7, 1, 2, 3);
	ev[0].dtl.e.srr0 = 0xc0000000000f6e1cull;
	ev[0].dtl.e.timebase = 100;
	ev[1].kind = EV_MMAP;
	ev[1].time = 1000000004500ull;
	ev[1].mmap = (struct ev_mmap){ .pid = -1, .tid = 0, .start = 0xc000000000000000ull,
				       .len = 0x100000, .pgoff = 0xc000000000000000ull };
	ev[1].tp.raw = kname;
	ev[1].tp.raw_size = sizeof(kname);
	ev[2] = vdtl(1, 1000000005000ull, 3, 2, 7, 1, 2, 3);
	ev[2].dtl.e.srr0 = 0xc0000000000f7404ull;
	ev[2].dtl.e.timebase = 200;
	ev[3] = vdtl(0, 1000000006000ull, 3, 2, 7, 1, 2, 3);
	ev[3].dtl.e.srr0 = 0x10000a24ull;
	ev[3].dtl.e.timebase = 300;
	ev[3].dtl.e.srr1 = 0x8000000000004000ull;	/* MSR[PR]: user */
	memset(&fs, 0, sizeof(fs));
	fs.src.ops = &script_src_ops;
	fs.src.info.kind = "replay";
	fs.src.info.paced = true;
	fs.src.info.name_width = 7;
	fs.src.info.has_dtl = true;
	fs.ev = ev;
	fs.n = 4;
	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_PERF, syms, NULL));
	CHECK_U64(ret, 0);
	same_text(out,
		  "         swapper       0 [001]  1000.000004: vpa-dtl: timebase: 100 "
		  "dispatch_reason:decrementer_interrupt, preempt_reason:H_CEDE,\n"
		  "enqueue_to_dispatch_time:1, ready_to_enqueue_time:2,waiting_to_ready_time:3, "
		  "processor_id: 7 c0000000000f6e1c [unknown] ([unknown])\n"
		  "         swapper       0 [001]  1000.000005: vpa-dtl: timebase: 200 "
		  "dispatch_reason:decrementer_interrupt, preempt_reason:H_CEDE,\n"
		  "enqueue_to_dispatch_time:1, ready_to_enqueue_time:2,waiting_to_ready_time:3, "
		  "processor_id: 7 c0000000000f7404 __schedule+0x404 ([kernel.kallsyms])\n"
		  "         swapper       0 [000]  1000.000006: vpa-dtl: timebase: 300 "
		  "dispatch_reason:decrementer_interrupt, preempt_reason:H_CEDE,\n"
		  "enqueue_to_dispatch_time:1, ready_to_enqueue_time:2,waiting_to_ready_time:3, "
		  "processor_id: 7         10000a24 [unknown] ([unknown])\n");
	free(out);

	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_ONELINE, syms, NULL));
	CHECK_U64(ret, 0);
	CHECK(strstr(out, "processor_id: 7, srr0: c0000000000f6e1c plpar_hcall_norets_notrace+0x1c "
			  "([kernel.kallsyms]), class: cede\n") != NULL);
	CHECK(strstr(out, "processor_id: 7, srr0: c0000000000f7404 __schedule+0x404 "
			  "([kernel.kallsyms])\n") != NULL);
	/* no task known on the vCPU: no map for the user address */
	CHECK(strstr(out, "srr0: 10000a24 [unknown] ([unknown]), class: user\n") != NULL);
	free(out);
	symbols_free(syms);
}

/* A user mapping named name, as an MMAP record of process pid delivers it. */
static struct event script_mmap(int32_t pid, uint64_t start, uint64_t len, uint64_t pgoff,
				const char *name)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_MMAP;
	ev.mmap = (struct ev_mmap){ .pid = pid, .tid = pid, .start = start, .len = len,
				    .pgoff = pgoff };
	ev.tp.raw = name;
	ev.tp.raw_size = (uint32_t)strlen(name) + 1;
	return ev;
}

/* A tracepoint sample of task pid with callchain chain[0..n) laid out as
 * on the wire (ev_callchain): the u64s, the u32 RAW size, the payload. */
static struct event script_chain_sample(uint64_t t, int32_t pid, uint8_t *buf,
					const uint64_t *chain, uint16_t n)
{
	struct event ev = script_switch(t, 0, pid, "sched:sched_wakeup", 0, "");

	ev.kind = EV_SCHED_OTHER;
	memcpy(buf, chain, 8 * (size_t)n);
	memset(buf + 8 * (size_t)n, 0, 4);
	ev.tp.raw = buf + 8 * (size_t)n + 4;
	ev.tp.raw_size = 0;
	ev.chain_nr = n;
	return ev;
}

/* User frames as perf 6.1's perf script prints them: util/evsel_fprintf.c
 * sample__fprintf_callchain prints map->map_ip(map, ip) for a user map,
 * and util/map.c map__new sets pgoff 0 for "[vdso]" (so ip - start, not
 * the pgoff the MMAP record says) and makes map_ip the identity for
 * "//anon", "[heap]", "[stack..." memory, named /tmp/perf-PID.map (PID:
 * the process that mapped it, kept by a forked child) when executable.
 * Upstream (7.x) prints node->ip for every frame instead. Addresses and
 * offsets worked by hand. A sample with a callchain has its comm
 * unpadded (builtin-script.c perf_sample__fprintf_start: "%s "). */
TEST(views_script_chain_user_maps)
{
	uint64_t u = (uint64_t)PERF_CONTEXT_USER, k = (uint64_t)PERF_CONTEXT_KERNEL;
	const uint64_t c1[] = { k, 0xffffffff81000010ull, u, 0x7f1ce3afcb46ull, 0x7f1ce3812345ull,
				0x7f1ce3000017ull, 0x560000000020ull, 0x7ffc106a5037ull, 0x1234 };
	const uint64_t c2[] = { u, 0x7f1ce3000017ull, 0x7f1ce3afcb46ull };
	uint8_t b1[sizeof(c1) + 8] __attribute__((aligned(8)));
	uint8_t b2[sizeof(c2) + 8] __attribute__((aligned(8)));
	struct event ev[10];
	struct script_src fs;
	char *out = NULL;
	int ret = -1;

	ev[0] = script_comm(1, 500, "jit");
	ev[1] = script_mmap(500, 0x7f1ce3afc000ull, 0x2000, 0x7000, "[vdso]");
	ev[2] = script_mmap(500, 0x7f1ce3800000ull, 0x100000, 0x28000, "/usr/lib/libc.so.6");
	ev[3] = script_mmap(500, 0x7f1ce3000000ull, 0x1000, 0x7f1ce3000000ull, "//anon");
	ev[4] = script_mmap(500, 0x560000000000ull, 0x21000, 0, "[heap]");
	/* an mprotect'ed piece of the stack, as the kernel recorded it */
	ev[5] = script_mmap(500, 0x7ffc106a5000ull, 0x1000, 0x7fffffff9000ull, "[stack]");
	ev[6] = script_chain_sample(2, 500, b1, c1, sizeof(c1) / 8);
	ev[7] = script_comm(3, 500, "jit");
	memset(&ev[8], 0, sizeof(ev[8]));
	ev[8].kind = EV_FORK;
	ev[8].fork = (struct ev_fork){ .pid = 501, .ppid = 500, .tid = 501, .ptid = 500 };
	ev[9] = script_chain_sample(4, 501, b2, c2, sizeof(c2) / 8);
	memset(&fs, 0, sizeof(fs));
	fs.src.ops = &script_src_ops;
	fs.src.info.kind = "replay";
	fs.src.info.name_width = 18;
	fs.ev = ev;
	fs.n = 10;
	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_PERF, NULL, NULL));
	CHECK_U64(ret, 0);
	same_text(out,
		  "jit   500 [000]     0.000000: sched:sched_wakeup: \n"
		  "\tffffffff81000010 [unknown] ([kernel.kallsyms])\n"
		  "\t             b46 [unknown] ([vdso])\n"
		  "\t           3a345 [unknown] (/usr/lib/libc.so.6)\n"
		  "\t    7f1ce3000017 [unknown] (/tmp/perf-500.map)\n"
		  "\t    560000000020 [unknown] (/tmp/perf-500.map)\n"
		  "\t    7ffc106a5037 [unknown] (/tmp/perf-500.map)\n"
		  "\t            1234 [unknown] ([unknown])\n"
		  "\n"
		  "jit   501 [000]     0.000000: sched:sched_wakeup: \n"
		  "\t    7f1ce3000017 [unknown] (/tmp/perf-500.map)\n"
		  "\t             b46 [unknown] ([vdso])\n"
		  "\n");
	free(out);
}

/* perf discards a callchain with a context marker it does not know
 * (util/machine.c add_callchain_ip: "invalid callchain context", the
 * cursor reset): the sample keeps its empty line and prints no frame, as
 * perf 6.1 printed a live 6.18 chain ending in -1. A frame after
 * PERF_CONTEXT_HV has no map (thread__find_map, cpumode hypervisor). */
TEST(views_script_chain_contexts)
{
	uint64_t u = (uint64_t)PERF_CONTEXT_USER, k = (uint64_t)PERF_CONTEXT_KERNEL;
	const uint64_t c1[] = { k, 0xffffffff81000010ull, u, 0x400123ull, ~0ull };
	const uint64_t c2[] = { k, 0xffffffff81000010ull, (uint64_t)PERF_CONTEXT_GUEST, 0x10 };
	const uint64_t c3[] = { (uint64_t)PERF_CONTEXT_HV, 0x2000, k, 0xffffffff81000020ull,
				u, 0x400123ull };
	uint8_t b1[sizeof(c1) + 8] __attribute__((aligned(8)));
	uint8_t b2[sizeof(c2) + 8] __attribute__((aligned(8)));
	uint8_t b3[sizeof(c3) + 8] __attribute__((aligned(8)));
	struct event ev[5];
	struct script_src fs;
	char *out = NULL;
	int ret = -1;

	ev[0] = script_comm(1, 500, "cc1");
	ev[1] = script_mmap(500, 0x400000, 0x1000, 0x2000, "/usr/bin/cc1");
	ev[2] = script_chain_sample(2, 500, b1, c1, sizeof(c1) / 8);
	ev[3] = script_chain_sample(3, 500, b2, c2, sizeof(c2) / 8);
	ev[4] = script_chain_sample(4, 500, b3, c3, sizeof(c3) / 8);
	memset(&fs, 0, sizeof(fs));
	fs.src.ops = &script_src_ops;
	fs.src.info.kind = "replay";
	fs.src.info.name_width = 18;
	fs.ev = ev;
	fs.n = 5;
	CAPTURE(out, ret = script_run(&fs.src, f, SCRIPT_PERF, NULL, NULL));
	CHECK_U64(ret, 0);
	same_text(out,
		  "cc1   500 [000]     0.000000: sched:sched_wakeup: \n"
		  "\n"
		  "cc1   500 [000]     0.000000: sched:sched_wakeup: \n"
		  "\n"
		  "cc1   500 [000]     0.000000: sched:sched_wakeup: \n"
		  "\t            2000 [unknown] ([unknown])\n"
		  "\tffffffff81000020 [unknown] ([kernel.kallsyms])\n"
		  "\t            2123 [unknown] (/usr/bin/cc1)\n"
		  "\n");
	free(out);
}

/* What a terminal is given: text as it is, every other byte as '?'. */
TEST(views_text_safe_bytes)
{
	static const struct { const char *in, *out; } cases[] = {
		{ "kworker/0:1H", "kworker/0:1H" },
		{ "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x90\xa7", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x90\xa7" },
		{ "\xc2\xa0nbsp", "\xc2\xa0nbsp" },
		{ "a\x1b[2Jb\x07\x7f", "a?[2Jb??" },
		{ "csi\x9b" "31m", "csi?31m" },		/* C1 CSI, raw */
		{ "csi\xc2\x9b" "31m", "csi??31m" },	/* C1 CSI as UTF-8 */
		{ "osc\xc2\x9d" "0;x\xc2\x9c", "osc??0;x??" },
		{ "lat1 \xe9t\xe9", "lat1 ?t?" },	/* not UTF-8 */
		{ "over\xc0\xaf\xe0\x80\xaf", "over?????" },
		{ "surr\xed\xa0\x80", "surr???" },
		{ "big\xf4\x90\x80\x80", "big????" },
		{ "cut\xe2\x82", "cut??" },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *out = NULL;
		bool same;

		CAPTURE(out, view_text_safe(f, cases[i].in, strlen(cases[i].in)));
		same = !strcmp(out, cases[i].out);
		if (!same)
			fprintf(stderr, "    case %zu: \"%s\"\n", i, out);
		free(out);
		CHECK(same);
	}
	{
		char *out = NULL;

		/* len bounds the input; a NUL ends it */
		CAPTURE(out, view_text_safe(f, "ab\xc3\xa9" "cd", 3));
		CHECK_STR(out, "ab?");
		free(out);
		CAPTURE(out, view_text_safe(f, "ab\0cd", 5));
		CHECK_STR(out, "ab");
		free(out);
	}
}

/* A source whose run() fails: batch and --script exit 2 when it reads a
 * recording (unreadable input), 1 when it is live or simulated (a runtime
 * failure), as the interactive view does (source_fail_status). */
TEST(views_fail_status)
{
	static const struct source_ops input_ops = {
		.name = "replay-like", .reads_input = true,
		.run = script_src_run, .close = script_src_close,
	};
	struct event ev = vdtl(0, 1000, 3, 2, 7, 1, 2, 3);
	struct options o;
	struct script_src fs;
	char *out = NULL;
	int st[4], quiet, saved;

	memset(&o, 0, sizeof(o));
	/* the drivers print the source's error: not into the test log */
	fflush(stderr);
	quiet = open("/dev/null", O_WRONLY);
	saved = dup(STDERR_FILENO);
	CHECK(quiet >= 0 && saved >= 0);
	dup2(quiet, STDERR_FILENO);
	for (int k = 0; k < 2; k++) {
		memset(&fs, 0, sizeof(fs));
		fs.src.ops = k ? &input_ops : &script_src_ops;
		fs.src.info.kind = k ? "replay" : "simulated";
		fs.ev = &ev;
		fs.n = 1;
		fs.fail = true;
		CAPTURE(out, st[2 * k] = batch_run(&fs.src, &o, f, NULL));
		free(out);
		CAPTURE(out, st[2 * k + 1] = script_run(&fs.src, f, SCRIPT_ONELINE, NULL, NULL));
		free(out);
	}
	fflush(stderr);
	dup2(saved, STDERR_FILENO);
	close(saved);
	close(quiet);
	CHECK_U64(st[0], 1);
	CHECK_U64(st[1], 1);
	CHECK_U64(st[2], 2);
	CHECK_U64(st[3], 2);
	CHECK_U64(source_fail_status(NULL), 1);
}

/* Tasks sharing a comm are one command: 3 PIDs of "srv" losing 1000,
 * 2000 and 4000 ns on two vCPUs and a "db" losing 5000 ns: srv first with
 * 7000 ns, 3 preempts, 3 pids, vCPUs 1 and 2 merged (2: 2000 + 4000). */
TEST(model_commands_sum_pids)
{
	struct model *m = model_new(NULL);
	struct model_command *c;
	struct model_task_detail d;
	static const struct { uint32_t cpu; int32_t pid; const char *comm; uint32_t ticks; } k[] = {
		{ 1, 300, "srv", 512 }, { 2, 301, "srv", 1024 }, { 2, 302, "srv", 2048 },
		{ 1, 400, "db", 2560 },
	};
	size_t n;

	for (size_t i = 0; i < 4; i++) {
		vswitch(m, k[i].cpu, 100 * (uint64_t)i, k[i].pid, k[i].comm, strlen(k[i].comm));
		vfeed(m, vdtl(k[i].cpu, 100 * (uint64_t)i + 5, 0, 4, 0, k[i].ticks, 0, 0));
	}
	model_settle(m);
	n = model_commands(m, &c);
	CHECK_U64(n, 2);
	if (n == 2) {
		CHECK_STR(c[0].comm, "srv");
		CHECK_U64(c[0].steal_ns, 7000);
		CHECK_U64(c[0].preempts, 3);
		CHECK_U64(c[0].pids, 3);
		CHECK_STR(c[1].comm, "db");
		CHECK_U64(c[1].steal_ns, 5000);
		CHECK_U64(c[1].pids, 1);
		model_command_detail(m, "srv", &d);
		CHECK_U64(d.ncpus_kept, 2);
		CHECK_U64(d.cpus[0].cpu, 2);
		CHECK_U64(d.cpus[0].steal_ns, 6000);
		CHECK_U64(d.cpus[1].cpu, 1);
		CHECK_U64(d.preempt_reasons[4], 3);	/* time_slice */
	}
	free(c);
	model_free(m);
}
