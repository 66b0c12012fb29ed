/* events.c: simulation happenings as perf records: sched tracepoint samples,
 * and per poll the driver's AUX commit plus perf's AUXTRACE copy of it. */
#include <string.h>

#include "bytes.h"
#include "dtlgen.h"

static int32_t cur_pid(const struct vcpu *v)
{
	return v->cur >= 0 ? v->tasks[v->cur].pid : 0;
}

static int tp_sample(struct gen *g, struct vcpu *v, int ev, uint64_t tb,
		     int32_t pid, uint64_t ip, const uint8_t *raw, size_t len)
{
	struct pw_sample s = {
		.misc = PERF_RECORD_MISC_KERNEL,
		.ip = ip,
		.pid = (uint32_t)pid,
		.tid = (uint32_t)pid,
		.time = tb_to_ns(g, tb),
		.id = pw_cpu_id(ev, (uint32_t)v->cpu),
		.cpu = (uint32_t)v->cpu,
		.period = 1,
		.raw = raw,
		.raw_size = (uint32_t)len,
	};

	return pw_sample(g->w, ev, &s);
}

int emit_switch(struct gen *g, struct vcpu *v, uint64_t tb, int prev, int next,
		int64_t prev_state)
{
	char pc[COMM_LEN], nc[COMM_LEN];
	const uint32_t cpu = v->cpu;	/* before pt: clang-analyzer 14 infers v == NULL from pt == NULL */
	const struct task *pt = prev >= 0 ? &v->tasks[prev] : NULL;
	const struct task *nt = next >= 0 ? &v->tasks[next] : NULL;
	struct raw_task rp, rn;
	uint8_t raw[128];
	size_t n;

	if (!g->o.sched)
		return 0;
	rp = (struct raw_task){ pt ? pt->comm : swapper_comm(cpu, pc), pt ? pt->pid : 0,
				pt ? pt->prio : 120 };
	rn = (struct raw_task){ nt ? nt->comm : swapper_comm(cpu, nc), nt ? nt->pid : 0,
				nt ? nt->prio : 120 };
	n = raw_sched_switch(raw, pw_swapped(g->w), g->sw_id, &rp, prev_state, &rn);
	v->t.sched_switch++;
	return tp_sample(g, v, g->ev_switch, tb, pt ? pt->pid : 0, SIM_IP_SCHEDULE, raw, n);
}

int emit_wakeup(struct gen *g, struct vcpu *v, uint64_t tb, int wakee)
{
	const struct task *t = &v->tasks[wakee];
	struct raw_task w = { t->comm, t->pid, t->prio };
	uint8_t raw[128];
	size_t n;

	if (!g->o.sched)
		return 0;
	n = raw_sched_wakeup(raw, pw_swapped(g->w), g->wk_id, cur_pid(v), &w, v->cpu);
	v->t.sched_wakeup++;
	return tp_sample(g, v, g->ev_wakeup, tb, cur_pid(v), SIM_IP_TTWU, raw, n);
}

/* The hypervisor appends a dispatch to the vCPU's log (and we keep what
 * the truth needs of it beside it, at the same index). */
void log_dispatch(struct vcpu *v, const struct gen_entry *ge)
{
	v->meta[v->log.idx % DTL_LOG_ENTRIES] = *ge;
	vpadtl_log_put(&v->log, &ge->e);
}

/* One hrtimer poll of the vpa_dtl driver on this vCPU: what it commits
 * goes to the ring as a PERF_RECORD_AUX. The truth counts the entries the
 * commit published; the rest of what the log held is lost, as the driver
 * loses it (log overwritten, lap full, lap end). */
int emit_poll(struct gen *g, struct vcpu *v, uint64_t tb)
{
	struct pw_sample sid = { 0 };
	struct vpadtl_commit c;
	const struct vpadtl *d = &v->drv;
	uint64_t lost0 = d->overwritten + d->dropped + d->unpublished + d->unread;
	uint64_t lap0 = d->unpublished;

	if (!g->o.dtl || !vpadtl_poll(&v->drv, &v->log, v->aux_tail, &c))
		return 0;
	for (uint32_t k = 0; k < c.n; k++)
		truth_commit(g, v, &v->meta[(c.first + k) % DTL_LOG_ENTRIES]);
	if (c.n >= DTL_FULL_THRESHOLD)
		v->t.full_polls++;
	v->t.dropped += d->overwritten + d->dropped + d->unpublished + d->unread - lost0;
	v->t.lap_lost += d->unpublished - lap0;
	sid.pid = sid.tid = (uint32_t)cur_pid(v);
	sid.time = tb_to_ns(g, tb);
	sid.id = pw_cpu_id(g->ev_dtl, (uint32_t)v->cpu);
	sid.cpu = (uint32_t)v->cpu;
	v->t.aux_records++;
	return pw_aux(g->w, g->ev_dtl, c.offset, c.size, 0, &sid);
}

/* perf record's read of the vCPU's AUX area in one pass of
 * record__mmap_read_all: [tail, head) as one AUXTRACE record, wherever the
 * laps begin and end (its buffers span lap ends), the bytes that straddle
 * the area's end in two pieces. */
int emit_auxtrace(struct gen *g, struct vcpu *v)
{
	uint64_t head = v->drv.aux_head, size = v->drv.size, tail = v->aux_tail;
	uint64_t len = head - tail, off = tail & (size - 1);
	size_t l1, l2;

	if (!g->o.dtl || head == tail)
		return 0;
	l1 = (size_t)(len < size - off ? len : size - off);
	l2 = (size_t)len - l1;
	v->aux_tail = head;
	v->t.auxtrace_records++;
	return pw_auxtrace_cpu(g->w, (uint32_t)v->cpu, tail, v->aux + off, l1, v->aux, l2);
}
