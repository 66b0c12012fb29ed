// SPDX-License-Identifier: GPL-2.0-only
/* redraw.c (make bench): full redraw time of the interactive view at 1024
 * vCPUs (or the third argument's count: 1920 is a full E1080 LPAR) with 10
 * million events in the model. The events are synthesised
 * straight into a session (no file to generate), then each screen is drawn
 * into a terminal on /dev/null, snapshot under the lock included. */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"
#include "tui.h"

#define NCPU    1024	/* the default vCPU count */
#define TB_FREQ 512000000ull

/* xorshift: reproducible, cheap */
static uint64_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static void event_at(struct event *ev, uint64_t i, uint64_t *seed, uint32_t ncpu)
{
	uint64_t r = rnd(seed);

	memset(ev, 0, sizeof(*ev));
	ev->time = 1000000000000ull + i * 1000;	/* 1 M events/s of recorded time */
	ev->cpu = (uint32_t)(r % ncpu);
	if (r % 5 == 0) {	/* a fifth are context switches */
		ev->kind = EV_SCHED_SWITCH;
		ev->sw.prev_pid = (int32_t)(r >> 8) % 500;
		ev->sw.next_pid = (int32_t)(r >> 20) % 500;
		snprintf(ev->sw.next_comm, TASK_COMM_LEN, "task%d", ev->sw.next_pid);
		snprintf(ev->sw.prev_comm, TASK_COMM_LEN, "task%d", ev->sw.prev_pid);
		return;
	}
	ev->kind = EV_DTL;
	ev->dtl.tb_freq = TB_FREQ;
	ev->dtl.e.dispatch_reason = (uint8_t)((r >> 8) % 11);
	ev->dtl.e.preempt_reason = (uint8_t)((r >> 12) % 10);
	ev->dtl.e.processor_id = (uint16_t)((r >> 16) % 64);
	ev->dtl.e.enqueue_to_dispatch = (uint32_t)((r >> 24) % 50000);
	ev->dtl.e.ready_to_enqueue = (uint32_t)((r >> 40) % 500);
	ev->dtl.e.waiting_to_ready = (uint32_t)((r >> 44) % 200000);
	ev->dtl.e.timebase = ev->time;
	ev->dtl.e.srr0 = 0xc000000000001000ull;
}

int main(int argc, char **argv)
{
	uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 10) : 10000000, seed = 88172645463325252ull;
	unsigned frames = argc > 2 ? (unsigned)atoi(argv[2]) : 200;
	uint32_t ncpu = argc > 3 ? (uint32_t)atoi(argv[3]) : NCPU;
	static const char *const screens[] = { "overview", "heatmap", "reasons", "drill", "who",
					       "sites" };
	struct model_opts mo = { .recent = 1024 };	/* as the interactive view */
	struct session *s = session_new(NULL, &mo, NULL);
	struct event ev;

	if (!ncpu || !frames) {
		fprintf(stderr, "usage: bench-redraw [EVENTS [FRAMES [VCPUS]]]\n");
		return 2;
	}
	if (!s)
		return 1;
	setlocale(LC_CTYPE, "C.UTF-8");	/* the glyphs a UTF-8 terminal gets */
	session_lock(s);
	for (uint64_t i = 0; i < n; i++) {
		event_at(&ev, i, &seed, ncpu);
		session_feed(s, &ev);
	}
	session_unlock(s);
	for (size_t k = 0; k < sizeof(screens) / sizeof(screens[0]); k++) {
		double ms = tui_bench(s, frames, 200, 60, screens[k]);

		if (ms < 0) {
			fprintf(stderr, "redraw bench: no terminal (xterm-256color terminfo?)\n");
			session_free(s);
			return 1;
		}
		printf("redraw %-8s %u vCPUs, %llu events, 200x60: %.3f ms per full redraw (%u frames)\n",
		       screens[k], ncpu, (unsigned long long)n, ms, frames);
	}
	session_free(s);
	return 0;
}
