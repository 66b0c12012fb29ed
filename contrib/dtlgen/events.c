// SPDX-License-Identifier: GPL-2.0-only
/* events.c: simulation happenings as perf records: sched tracepoint samples,
 * and per poll the driver's AUX commit plus perf's AUXTRACE copy of it. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"
#include "dtlgen.h"

static int32_t cur_pid(const struct vcpu *v)
{
	return v->cur >= 0 ? v->tasks[v->cur].rt.pid : 0;
}

/* --perf-shaped: the record waits in the CPU's data ring for perf's next
 * pass; its bytes there count toward the ring's wake-up watermark. */
static int ring_push(struct vcpu *v, const struct pending *p, uint64_t bytes)
{
	if (v->npend == v->cap) {
		size_t cap = v->cap ? v->cap * 2 : 256;
		struct pending *n = realloc(v->pend, cap * sizeof(*n));

		if (!n)
			return -1;
		v->pend = n;
		v->cap = cap;
	}
	v->pend[v->npend++] = *p;
	v->ring_bytes += bytes;
	return 0;
}

/* A sched sample's bytes in the ring: the header, then identifier, ip,
 * pid/tid, time, cpu/res, period (8 each), then raw: its u32 size and the
 * data, padded to 8 as the kernel pads them (perf_prepare_sample). */
static uint64_t sample_bytes(uint32_t raw_size)
{
	return 8 + 6 * 8 + ((4 + (uint64_t)raw_size + 7) & ~7ull);
}

/* PERF_RECORD_AUX: header, aux_offset, aux_size, flags, then the
 * sample_id trailer of tid, time, cpu and identifier. */
#define AUX_RECORD_BYTES (8 + 3 * 8 + 4 * 8)

static void tp_sample(struct gen *g, struct vcpu *v, int ev, uint64_t ns,
		     int32_t pid, uint64_t ip, const uint8_t *raw, size_t len)
{
	struct pw_sample s = {
		.misc = PERF_RECORD_MISC_KERNEL,
		.ip = ip,
		.pid = (uint32_t)pid,
		.tid = (uint32_t)pid,
		.time = ns,
		.id = pw_cpu_id(ev, (uint32_t)v->cpu),
		.cpu = (uint32_t)v->cpu,
		.period = 1,
		.raw = raw,
		.raw_size = (uint32_t)len,
	};

	if (g->o.perf_shaped) {
		struct pending p = { .s = s, .ev = ev };

		memcpy(p.raw, raw, len);
		p.s.raw = NULL;	/* points into p.raw once in the ring */
		if (ring_push(v, &p, sample_bytes((uint32_t)len)) < 0 && !g->err)
			g->err = errno ? errno : ENOMEM;
		return;
	}
	/* the sink cannot fail: the first error waits for sim_until */
	if (pw_sample(g->w, ev, &s) < 0 && !g->err)
		g->err = errno ? errno : EIO;
}

static int task_index(const struct vcpu *v, int32_t pid)
{
	for (int k = 0; pid && k < TASKS_PER_CPU; k++)
		if (v->tasks[k].rt.pid == pid)
			return k;
	return -1;
}

static void on_switch(void *arg, uint32_t cpu, uint64_t ns, const struct raw_task *prev,
		      int64_t prev_state, const struct raw_task *next)
{
	struct gen *g = arg;
	struct vcpu *v = &g->cpus[cpu];
	uint8_t raw[128];
	size_t n;

	v->cur = task_index(v, next->pid);
	v->switched = true;
	if (!g->o.sched)
		return;
	n = raw_sched_switch(raw, pw_swapped(g->w), g->sw_id, prev, prev_state, next);
	v->t.sched_switch++;
	tp_sample(g, v, g->ev_switch, ns, prev->pid, SIM_IP_SCHEDULE, raw, n);
}

static void on_wakeup(void *arg, uint32_t cpu, uint64_t ns, int32_t waker,
		      const struct raw_task *wakee)
{
	struct gen *g = arg;
	struct vcpu *v = &g->cpus[cpu];
	uint8_t raw[128];
	size_t n;

	if (!g->o.sched)
		return;
	n = raw_sched_wakeup(raw, pw_swapped(g->w), g->wk_id, waker, wakee, (int)cpu);
	v->t.sched_wakeup++;
	tp_sample(g, v, g->ev_wakeup, ns, waker, SIM_IP_TTWU, raw, n);
}

/* The hypervisor appends a dispatch to the vCPU's log; what the truth
 * needs of it (who the steal is charged to) waits beside it, at the same
 * index, until a poll copies the entry out. */
static void on_dtl(void *arg, uint32_t cpu, const struct dtl_entry *e)
{
	struct gen *g = arg;
	struct vcpu *v = &g->cpus[cpu];
	struct gen_entry ge = { .e = *e, .charge = -2, .site = sim_pool_site(g->pool, cpu) };

	if (dtl_preempt_involuntary(e->preempt_reason)) {
		ge.charge = (int16_t)v->cur;
		ge.early = !v->switched;
		ge.steal_ns = ticks_to_ns(g, (uint64_t)e->enqueue_to_dispatch +
					  e->ready_to_enqueue);
	}
	v->meta[v->log.idx % DTL_LOG_ENTRIES] = ge;
	vpadtl_log_put(&v->log, e);
}

struct sim_sink gen_sink(struct gen *g)
{
	return (struct sim_sink){ on_dtl, on_switch, on_wakeup, g };
}

/* One hrtimer poll of the vpa_dtl driver on this vCPU: what it commits
 * goes to the ring as a PERF_RECORD_AUX. The truth counts the entries the
 * commit published; the rest of what the log held is lost, as the driver
 * loses it (log overwritten, lap full, lap end). */
int emit_poll(struct gen *g, struct vcpu *v, uint64_t ns)
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
	sid.time = ns;
	sid.id = pw_cpu_id(g->ev_dtl, (uint32_t)v->cpu);
	sid.cpu = (uint32_t)v->cpu;
	v->t.aux_records++;
	if (g->o.perf_shaped)
		return ring_push(v, &(struct pending){ .s = sid, .ev = g->ev_dtl, .aux = true,
							  .aux_offset = c.offset,
							  .aux_size = c.size }, AUX_RECORD_BYTES);
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
	if (g->o.split_laps && l2) {	/* a record each side of the lap end */
		v->t.auxtrace_records++;
		if (pw_auxtrace_cpu(g->w, (uint32_t)v->cpu, tail, v->aux + off, l1, NULL, 0) < 0)
			return -1;
		return pw_auxtrace_cpu(g->w, (uint32_t)v->cpu, tail + l1, v->aux, l2, NULL, 0);
	}
	return pw_auxtrace_cpu(g->w, (uint32_t)v->cpu, tail, v->aux + off, l1, v->aux, l2);
}

/* perf's poll() returns when a ring reaches its wake-up watermark: half
 * the data ring (the kernel's default when perf record sets neither
 * wakeup_events nor watermark: ring_buffer_init) or half the AUX area
 * (rb_alloc_aux's aux_watermark), as perf record leaves both. */
bool pass_due(const struct gen *g)
{
	for (int c = 0; c < g->o.cpus; c++) {
		const struct vcpu *v = &g->cpus[c];

		if (v->ring_bytes >= g->o.ring_size / 2)
			return true;
		if (g->o.dtl && v->drv.aux_head - v->aux_tail >= v->drv.size / 2)
			return true;
	}
	return false;
}

static int drain_ring(struct gen *g, struct vcpu *v)
{
	for (size_t i = 0; i < v->npend; i++) {
		struct pending *p = &v->pend[i];
		int r;

		if (p->aux) {
			r = pw_aux(g->w, p->ev, p->aux_offset, p->aux_size, 0, &p->s);
		} else {
			p->s.raw = p->raw;
			r = pw_sample(g->w, p->ev, &p->s);
		}
		if (r < 0)
			return -1;
	}
	v->npend = 0;
	v->ring_bytes = 0;
	return 0;
}

/* record__mmap_read_all: CPU by CPU, the data ring's records, then what
 * the AUX area holds since the last pass. */
int emit_pass(struct gen *g, bool *wrote)
{
	*wrote = false;
	for (int c = 0; c < g->o.cpus; c++) {
		struct vcpu *v = &g->cpus[c];

		if (v->npend || (g->o.dtl && v->drv.aux_head != v->aux_tail))
			*wrote = true;
		if (drain_ring(g, v) < 0 || emit_auxtrace(g, v) < 0)
			return -1;
	}
	return 0;
}

void pending_free(struct gen *g)
{
	for (int c = 0; g->cpus && c < g->o.cpus; c++)
		free(g->cpus[c].pend);
}
