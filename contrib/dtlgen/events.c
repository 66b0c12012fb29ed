/* events.c: simulation happenings as perf records: sched tracepoint samples,
 * and per poll the driver's AUX commit plus perf's AUXTRACE copy of it. */
#include <string.h>

#include "bytes.h"
#include "dtlgen.h"

#define IP_SCHEDULE	0xc000000000f1b4a4ULL	/* __schedule, where the tracepoint fires */
#define IP_TTWU		0xc0000000001a2c40ULL	/* try_to_wake_up */
#define IP_HRTIMER	0xc0000000002f0d18ULL	/* the driver's hrtimer callback */

static uint64_t ev_id(const struct gen *g, int ev, int cpu)
{
	return 100 + (uint64_t)ev * (uint64_t)g->o.cpus + (uint64_t)cpu;
}

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
		.id = ev_id(g, ev, v->cpu),
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
	return tp_sample(g, v, g->ev_switch, tb, pt ? pt->pid : 0, IP_SCHEDULE, raw, n);
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
	return tp_sample(g, v, g->ev_wakeup, tb, cur_pid(v), IP_TTWU, raw, n);
}

/* The boottb header is written in the recording host's order. */
static size_t encode_boottb(const struct gen *g, uint8_t *p)
{
	bool sw = pw_swapped(g->w);

	memset(p, 0, DTL_BOOTTB_SIZE);
	st64(p, g->boot_tb, sw);
	st64(p + 8, g->tb_freq, sw);
	return DTL_BOOTTB_SIZE;
}

/* Copy what the hypervisor log still holds: at most the newest 85. */
static size_t fill_aux(struct gen *g, struct vcpu *v, uint64_t n)
{
	uint64_t start = v->ring_n > DTL_LOG_ENTRIES ? v->ring_n % DTL_LOG_ENTRIES : 0;
	size_t len = 0;

	if (!v->boottb_sent)
		len = encode_boottb(g, g->auxbuf);
	for (uint64_t k = 0; k < n; k++) {
		const struct gen_entry *ge = &v->ring[(start + k) % DTL_LOG_ENTRIES];

		dtl_encode_entry(g->auxbuf + len, &ge->e);
		truth_commit(g, v, ge);
		len += DTL_ENTRY_SIZE;
	}
	return len;
}

/* One hrtimer poll of the vpa_dtl driver on this vCPU: the AUX record goes
 * to the ring; perf then copies the new bytes out as an AUXTRACE record. */
int emit_poll(struct gen *g, struct vcpu *v, uint64_t tb)
{
	uint64_t n = v->ring_n < DTL_LOG_ENTRIES ? v->ring_n : DTL_LOG_ENTRIES;
	struct pw_sample sid = { 0 };
	struct pw_auxtrace a = { 0 };
	size_t len;

	if (!g->o.dtl || n == 0) {
		v->ring_n = 0;
		return 0;
	}
	v->t.dropped += v->ring_n - n;
	if (n >= DTL_FULL_THRESHOLD)
		v->t.full_polls++;
	len = fill_aux(g, v, n);
	v->boottb_sent = true;
	v->ring_n = 0;
	sid.pid = sid.tid = (uint32_t)cur_pid(v);
	sid.time = tb_to_ns(g, tb);
	sid.id = ev_id(g, g->ev_dtl, v->cpu);
	sid.cpu = (uint32_t)v->cpu;
	if (pw_aux(g->w, g->ev_dtl, v->aux_head, len, 0, &sid) < 0)
		return -1;
	a.size = len;
	a.offset = v->aux_head;
	a.idx = (uint32_t)v->cpu;
	a.tid = UINT32_MAX;	/* per-CPU mmap: tid -1 */
	a.cpu = (uint32_t)v->cpu;
	v->aux_head += len;
	v->t.aux_records++;
	return pw_auxtrace(g->w, &a, g->auxbuf);
}

uint64_t gen_event_id(const struct gen *g, int ev, int cpu)
{
	return ev_id(g, ev, cpu);
}
