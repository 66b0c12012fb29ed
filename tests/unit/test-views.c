/* test-views.c: the text, JSON and CSV views: exact numbers, valid JSON for
 * any comm bytes (checked by a small strict validator), safe terminal text,
 * also from --script, and the exit status when a source fails. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "batch.h"
#include "harness.h"
#include "model.h"
#include "options.h"
#include "source.h"
#include "view.h"

#define TBF 512000000ull

static struct event vdtl(uint32_t cpu, uint64_t t, uint8_t disp, uint8_t pre,
			 uint16_t proc, uint32_t e2d, uint32_t r2e, uint32_t w2r)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_DTL;
	ev.cpu = cpu;
	ev.time = t;
	ev.dtl.e.dispatch_reason = disp;
	ev.dtl.e.preempt_reason = pre;
	ev.dtl.e.processor_id = proc;
	ev.dtl.e.enqueue_to_dispatch = e2d;
	ev.dtl.e.ready_to_enqueue = r2e;
	ev.dtl.e.waiting_to_ready = w2r;
	ev.dtl.tb_freq = TBF;
	return ev;
}

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

static bool j_string(struct jp *p)
{
	if (*p->s++ != '"')
		return false;
	for (;;) {
		unsigned char c = (unsigned char)*p->s++;

		if (c == '"')
			return true;
		if (c < 0x20 || c >= 0x80)
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
	CHECK(!json_line_valid("{\"a\":\"\xff\"}\n"));	/* raw non-ASCII */
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
	CAPTURE(out, view_json(f, m, &src));
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
		      "\"aux_overrun_bytes\":0,\"lost\":0,"
		      "\"sched_switch\":0,\"sched_wakeup\":0,\"sched_other\":0,"
		      "\"first_ns\":1000000000,\"last_ns\":1400000000}]"));
	/* involuntary entries 2, 3, 5: 292 + 39 + 62 ns, no switch seen */
	CHECK(strstr(out, ",\"tasks\":[{\"comm\":\"unknown\",\"pid\":-1,"
		      "\"steal_ns\":393,\"preempts\":3}]}\n"));
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
	CAPTURE(out, view_json(f, m, NULL));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "{\"comm\":\"a\\\"b\\\\c\\u000a\\u00ff\\u0001\","
		      "\"pid\":7,\"steal_ns\":1000,\"preempts\":1}"));
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
	char *out = NULL;

	model_settle(m);
	CAPTURE(out, view_json(f, m, NULL));	/* empty model */
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "\"span_ns\":[0,0],\"events\":0"));
	CHECK(strstr(out, "\"cpus\":[],\"tasks\":[]}"));
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
	CAPTURE(out, view_json(f, m, NULL));
	CHECK(json_line_valid(out));
	CHECK_U64(count_str(out, "{\"comm\":"), 20);
	CHECK(strstr(out, "\"tasks\":[{\"comm\":\"t24\",\"pid\":124,"
		      "\"steal_ns\":25000,\"preempts\":1},{\"comm\":\"t23\""));
	CHECK(strstr(out, "{\"comm\":\"t5\",\"pid\":105,\"steal_ns\":6000,"
		      "\"preempts\":1}]}"));
	free(out);

	/* a new window with only cpu 2: cpu 1 disappears from "cpus" */
	model_reset(m);
	vfeed(m, vdtl(2, 1000, 0, 2, 0, 1, 0, 0));
	model_settle(m);
	CAPTURE(out, view_json(f, m, NULL));
	CHECK(json_line_valid(out));
	CHECK(strstr(out, "\"cpus\":[{\"cpu\":2,"));
	CHECK(!strstr(out, "\"cpu\":1,"));
	CHECK(strstr(out, "\"window\":1,"));
	CHECK(strstr(out, "\"tasks\":[]}"));
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
	CAPTURE(out, view_json(f, m, NULL));
	CHECK(json_line_valid(out));	/* rejects duplicate keys */
	CHECK(strstr(out, "\"dispatch_reasons\":{\"firmware_internal_event\":2}"));
	free(out);
	model_free(m);
}

TEST(views_csv)
{
	struct model *m = model_new(NULL);
	char *out = NULL;

	CAPTURE(out, view_csv_header(f));
	CHECK_STR(out, "snapshot,cpu,dispatches,steal_ticks,steal_ns,enq_min,"
		  "enq_max,enq_sum,p50,p90,p99,p999,affinity_misses,"
		  "dtl_full_polls,aux_truncated,aux_overruns,lost,sched_switch,sched_wakeup,"
		  "first_ns,last_ns\n");
	free(out);
	vfive(m);
	vswitch(m, 3, 1500000000, 9, "x", 1);
	model_settle(m);
	CAPTURE(out, view_csv(f, m, NULL, 7));
	CHECK_STR(out, "7,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,1500000000,1500000000\n"
		  "7,16,5,75200,146872,20,70000,75005,103,70000,70000,70000,"
		  "2,0,0,0,0,0,0,1000000000,1400000000\n");
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
	CAPTURE(out, view_text(f, m, &src));
	CHECK(strstr(out, "source replay (perf.data)  host lpar1  kernel 6.13.0"
		      "  arch ppc64le  CPUs 8/8\n"));
	/* span 0.5 s, 7 events, unknown 3 */
	CHECK(strstr(out, "Span 0.500000 s  events 7  lost 0  unknown 3"));
	CHECK(strstr(out, "CPU      DISP STEAL%"));
	/* steal 146872 + 1000 ns of 5e8: 0.03%; p50 = rank 3 of
	 * 20 31 100 512 4854 70000 = 100 -> 103 ticks = 0.2 us; p99 = 70000
	 * ticks = 136.7 us; two affinity misses; no overrun; one switch */
	CHECK(strstr(out, "   16         6   0.03      0.148      0.2    136.7"
		      "      2     0     0    0      0        1        0 H_CEDE\n"));
	CHECK(strstr(out, "Dispatch reasons\n  decrementer_interrupt"));
	CHECK(strstr(out, "Preempt reasons\n"));
	CHECK(strstr(out, "reason_200"));
	CHECK(strstr(out, "Top tasks by steal"));
	CHECK(strstr(out, "evil?[2J"));
	CHECK(!strchr(out, '\x1b'));
	free(out);

	CAPTURE(out, view_text(f, m, NULL));	/* no source */
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
	CAPTURE(out, ret = script_run(&fs.src, f, NULL));
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
		CAPTURE(out, st[2 * k + 1] = script_run(&fs.src, f, NULL));
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
