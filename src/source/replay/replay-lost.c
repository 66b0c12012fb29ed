// SPDX-License-Identifier: GPL-2.0-only
/* replay-lost.c: loss counted once, on its cpu, at its time. The kernel's
 * LOST records (and LOST_SAMPLES it timed) say what a ring lost as it
 * happened. At exit, perf record (>= 6.0, record__read_lost_samples) reads
 * each event's lost-sample count and appends it as LOST_SAMPLES with only
 * a sample id in its trailer: time 0, cpu 0. Those totals repeat the loss
 * the LOST records reported, per event and cpu; they count only where they
 * exceed it (a ring still full when recording stopped), at the end. */
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"

static int grow(struct lost_tally *t, uint32_t cpu)
{
	uint32_t n = cpu + 1 > t->n * 2 ? cpu + 1 : t->n * 2;
	uint64_t *seen, *total;

	if (cpu < t->n)
		return 0;
	if (cpu >= (1u << 16))	/* past what the model keeps (MODEL_MAX_CPU) */
		return 1;
	seen = realloc(t->seen, n * sizeof(*seen));
	if (seen)
		t->seen = seen;
	total = realloc(t->total, n * sizeof(*total));
	if (total)
		t->total = total;
	if (!seen || !total)
		return -1;
	memset(t->seen + t->n, 0, (n - t->n) * sizeof(*seen));
	memset(t->total + t->n, 0, (n - t->n) * sizeof(*total));
	t->n = n;
	return 0;
}

int replay_lost_record(struct replay *r, uint32_t type, const struct event *ev, bool timed)
{
	struct lost_tally *t = &r->lost;
	bool total = type == PERF_RECORD_LOST_SAMPLES && (!timed || ev->time == 0);
	uint32_t cpu = total ? replay_id_cpu(r, ev->lost.id) : ev->cpu;
	int g;

	if (!total)
		t->seen_all += ev->lost.lost;
	g = cpu == UINT32_MAX ? 1 : grow(t, cpu);
	if (g < 0)
		return -1;
	if (!total) {
		if (g == 0)
			t->seen[cpu] += ev->lost.lost;
		return 0;
	}
	if (g == 0)
		t->total[cpu] += ev->lost.lost;
	else
		t->total_nocpu += ev->lost.lost;
	return 1;
}

/* What the totals add: per cpu beyond what its records said; the totals
 * of no known cpu beyond what the records said and no cpu's total took. */
int replay_lost_settle(struct replay *r)
{
	struct lost_tally *t = &r->lost;
	uint64_t claimed = 0;
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_LOST;
	ev.time = r->max_time;
	for (uint32_t c = 0; c < t->n; c++) {
		uint64_t more = t->total[c] > t->seen[c] ? t->total[c] - t->seen[c] : 0;

		claimed += t->total[c] < t->seen[c] ? t->total[c] : t->seen[c];
		if (!more || !replay_mine(r, c))
			continue;
		ev.cpu = c;
		ev.lost.lost = more;
		if (reorder_push(&r->rq, &ev, NULL, 0, false) < 0)
			return replay_error(r, "out of memory");
	}
	if (t->total_nocpu > t->seen_all - claimed && replay_mine(r, 0)) {
		ev.cpu = EV_CPU_NONE;
		ev.lost.lost = t->total_nocpu - (t->seen_all - claimed);
		if (reorder_push(&r->rq, &ev, NULL, 0, false) < 0)
			return replay_error(r, "out of memory");
	}
	return 0;
}

void replay_lost_free(struct replay *r)
{
	free(r->lost.seen);
	free(r->lost.total);
	memset(&r->lost, 0, sizeof(r->lost));
}
