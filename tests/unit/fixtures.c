// SPDX-License-Identifier: GPL-2.0-only
/* fixtures.c: recordings the unit tests write with the perf writer. */
#include <string.h>

#include "fixtures.h"

struct perf_writer *fixture_dtl_open(const char *path)
{
	static const uint64_t priv[1] = { 0 };
	struct pw_opts o = { 0 };
	struct perf_writer *w = pw_open(path, &o);
	struct perf_event_attr a;
	uint64_t id = FIXTURE_DTL_ID;

	if (!w)
		return NULL;
	memset(&a, 0, sizeof(a));
	a.type = 42;
	a.config = 1;
	a.sample_period = 1;
	a.sample_id_all = 1;
	a.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU |
			PERF_SAMPLE_IDENTIFIER;
	if (pw_add_event(w, &a, "vpa_dtl/dtl_all/", &id, 1) < 0 || pw_start(w) ||
	    pw_auxtrace_info(w, PW_AUXTRACE_VPA_DTL, priv, 1) || pw_finished_init(w)) {
		pw_close(w);
		return NULL;
	}
	return w;
}

struct event fixture_dtl_event(uint32_t cpu, uint64_t t, uint8_t disp, uint8_t pre,
			       uint16_t proc, uint32_t e2d, uint32_t r2e, uint32_t w2r,
			       uint64_t tb_freq)
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
	ev.dtl.e.timebase = t;
	ev.dtl.tb_freq = tb_freq;
	return ev;
}

struct event fixture_event(uint32_t cpu, uint64_t t, uint16_t kind)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = kind;
	ev.cpu = cpu;
	ev.time = t;
	return ev;
}

struct event fixture_switch_event(uint32_t cpu, uint64_t t, int32_t next_pid,
				  const char *next_comm)
{
	struct event ev = fixture_event(cpu, t, EV_SCHED_SWITCH);

	ev.sw.next_pid = next_pid;
	/* The kernel's comm: up to 16 bytes, NUL-padded, unterminated when full. */
	memset(ev.sw.next_comm, 0, TASK_COMM_LEN);
	memcpy(ev.sw.next_comm, next_comm, strnlen(next_comm, TASK_COMM_LEN));
	return ev;
}
