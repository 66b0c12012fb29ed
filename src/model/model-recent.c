// SPDX-License-Identifier: GPL-2.0-only
/* model-recent.c: the bounded ring of each vCPU's latest DTL entries and
 * sched_switches, for drill-down views. */
#include <string.h>

#include "model-priv.h"

void recent_push_switch(struct vcpu *v, const struct event *ev)
{
	struct model_recent *r = recent_next(v);

	r->time = ev->time;
	r->kind = EV_SCHED_SWITCH;
	r->sw.prev_pid = ev->sw.prev_pid;
	r->sw.next_pid = ev->sw.next_pid;
	r->sw.prev_state = ev->sw.prev_state;
	memcpy(r->sw.prev_comm, ev->sw.prev_comm, TASK_COMM_LEN);
	memcpy(r->sw.next_comm, ev->sw.next_comm, TASK_COMM_LEN);
}

size_t model_recent_count(const struct model *m, uint32_t cpu)
{
	const struct vcpu *v = vcpu_peek(m, cpu);

	if (!v)
		return 0;
	return v->recent_seq < m->o.recent ? v->recent_seq : m->o.recent;
}

const struct model_recent *model_recent_get(const struct model *m,
					    uint32_t cpu, size_t i)
{
	const struct vcpu *v = vcpu_peek(m, cpu);
	size_t n = model_recent_count(m, cpu);

	if (!v || i >= n)
		return NULL;
	/* the newest n pushes are seq - n .. seq - 1; the ring holds them */
	return &v->recent[(v->recent_seq - n + i) & v->recent_mask];
}
