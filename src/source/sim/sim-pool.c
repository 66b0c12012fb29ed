// SPDX-License-Identifier: GPL-2.0-only
/* sim-pool.c: a shared-processor pool for the simulator. vCPUs with their
 * own load share P physical processors; when demand passes capacity the
 * hypervisor time-slices them away more often, dispatch latency grows and
 * vCPUs land on other processors than their home one. Each dispatch is one
 * DTL entry; a toy Linux on each vCPU idles (cede) and wakes tasks, so
 * sched_switch/sched_wakeup say who ran when the hypervisor took over. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim-syms.h"
#include "sim.h"

#define WAVE_S      30.0	/* period of the partition-wide load swing */
#define WAVE_DEPTH  0.35
#define BASE_LAT_NS 3000.0	/* dispatch latency of an idle pool */
#define MIN_ON_NS   5000.0
#define TASKS       2
#define IDLE        TASKS	/* cur == IDLE: the swapper runs */
#define P_FAULT     0.02	/* share of runs ended by a page fault */

enum phase { PH_DISPATCH, PH_WAKE, PH_TASKSW, PH_RUN_END };

struct sim_vcpu {
	uint64_t rng;
	uint64_t next_ns;	/* when phase happens */
	uint8_t phase;
	uint8_t cur;		/* running task, or IDLE */
	bool ceded;		/* the off interval being served is a cede */
	bool logged;		/* the hypervisor logs this dispatch (mask) */
	bool example;		/* e is the seed 002 example: dispatch it as is */
	bool offline;		/* taken offline (sim_pool_set_online): no events */
	uint64_t burst_until, next_burst;	/* sim_pool_opts' bursts */
	uint64_t on_since;	/* the running interval's dispatch */
	double base_load;
	uint16_t home;
	struct dtl_entry e;	/* the next dispatch's entry, built at run end */
	uint32_t site;		/* e.srr0's symbol (sim-syms.h) */
	char comm[TASKS][16];
	char swapper[16];	/* "swapper/N": what the idle task is called */
	int32_t pid[TASKS];
};

struct sim_pool {
	uint32_t n, procs, mask;
	double cycle_ns;	/* mean time between dispatches */
	double sum_load;
	double busy_ns;		/* the vCPUs' finished runs, summed */
	uint64_t t0;
	struct sim_pool_opts o;
	struct sim_vcpu *v;
};

static const char *const apps[SIM_APPS] = {
	"postgres", "java", "nginx", "db2sysc", "python3", "httpd", "mysqld",
	"redis-server", "node", "gunicorn", "oracle", "mongod", "php-fpm", "sapstart",
};

const char *sim_app_name(uint32_t i)
{
	return apps[i % SIM_APPS];
}

void sim_seed002_entry(struct dtl_entry *e, uint16_t proc)
{
	memset(e, 0, sizeof(*e));
	e->dispatch_reason = 3;		/* decrementer_interrupt */
	e->preempt_reason = DTL_PREEMPT_H_CEDE;
	e->processor_id = proc;
	e->enqueue_to_dispatch = 4854;
	e->ready_to_enqueue = 139;
	e->waiting_to_ready = 511842115;
	e->timebase = SIM_SEED002_TB;
	e->srr0 = SIM_IP_CEDE;
	e->srr1 = SIM_MSR;
}

static uint64_t rnd(struct sim_vcpu *v)
{
	return sim_splitmix64(&v->rng);
}

static double unit(struct sim_vcpu *v)
{
	return (double)(rnd(v) >> 11) * 0x1.0p-53;
}

static double expo(struct sim_vcpu *v, double mean)
{
	return -log(1.0 - unit(v)) * mean;
}

static uint32_t ns_to_ticks(double ns)
{
	double t = ns * ((double)SIM_TB_FREQ / 1e9);

	return t > 4e9 ? 4000000000u : (uint32_t)t;
}

static double wave(const struct sim_pool *p, uint64_t t)
{
	return 1.0 + WAVE_DEPTH * sin(2 * M_PI * (double)(t - p->t0) / 1e9 / WAVE_S);
}

double sim_pool_contention(const struct sim_pool *p, uint64_t t)
{
	return p->sum_load * wave(p, t) / p->procs;
}

/* The share of its time a vCPU runs: its load on the wave, scaled down when
 * the pool is oversubscribed, since P processors cannot run more than P
 * vCPUs at once (physc never passes the pool's size). */
static double vcpu_load(const struct sim_pool *p, const struct sim_vcpu *v, uint64_t t)
{
	return fmin(0.98, v->base_load * wave(p, t)) / fmax(1.0, sim_pool_contention(p, t));
}

uint32_t sim_pool_processors(const struct sim_pool *p)
{
	return p->procs;
}

void sim_pool_lparcfg(const struct sim_pool *p, struct lparcfg *out)
{
	uint64_t ent = (uint64_t)(p->sum_load * 90.0);

	if (ent > (uint64_t)p->procs * 100)
		ent = (uint64_t)p->procs * 100;
	*out = (struct lparcfg){
		.valid = true,
		.have = LPARCFG_HAVE_CAPPED | LPARCFG_HAVE_SHARED | LPARCFG_HAVE_POOL |
			LPARCFG_HAVE_POOL_CAP | LPARCFG_HAVE_POOL_PROCS | LPARCFG_HAVE_ACTIVE,
		.entitled_centi = ent ? ent : 1,
		.shared = true,
		.pool_capacity_centi = (uint64_t)p->procs * 100,
		.pool_num_procs = p->procs,
		.active_procs = p->n,
	};
	/* a plausible identity, named so that nobody takes it for a real
	 * machine: a POWER10 E1080's type, a serial no plant gives out */
	out->have |= LPARCFG_HAVE_IDENTITY;
	snprintf(out->serial, sizeof(out->serial), "%s", SIM_LPAR_SERIAL);
	snprintf(out->machine_type, sizeof(out->machine_type), "%s", SIM_LPAR_TYPE);
	snprintf(out->partition_name, sizeof(out->partition_name), "%s", SIM_LPAR_NAME);
	out->partition_id = SIM_LPAR_ID;
	out->weight = SIM_LPAR_WEIGHT;
}

double sim_pool_busy_ns(const struct sim_pool *p)
{
	return p->busy_ns;
}

/* vCPU 16 is ceded when the recording starts, and the example is its
 * first dispatch (the timebase's ns, rounded down: sim_tb stays below). */
static void start_seed002(struct sim_vcpu *v)
{
	v->cur = IDLE;
	sim_seed002_entry(&v->e, v->home);
	v->site = sim_syms_find_kernel(v->e.srr0);
	v->ceded = v->logged = v->example = true;
	v->phase = PH_DISPATCH;
	v->next_ns = (SIM_SEED002_TB - SIM_BOOT_TB) * 125 / 64;
}

struct sim_pool *sim_pool_new(uint32_t n, uint32_t rate, uint32_t mask, uint64_t t0,
			      uint64_t seed)
{
	static const struct sim_pool_opts none;

	return sim_pool_new_opts(n, rate, mask, t0, seed, &none);
}

struct sim_pool *sim_pool_new_opts(uint32_t n, uint32_t rate, uint32_t mask, uint64_t t0,
				   uint64_t seed, const struct sim_pool_opts *o)
{
	struct sim_pool *p = calloc(1, sizeof(*p));

	if (!p || !(p->v = calloc(n, sizeof(*p->v)))) {
		free(p);
		return NULL;
	}
	p->n = n;
	p->procs = n > 1 ? n / 2 : 1;
	p->mask = mask;
	p->cycle_ns = 1e9 / rate;
	p->t0 = t0;
	p->o = *o;
	for (uint32_t i = 0; i < n; i++) {
		struct sim_vcpu *v = &p->v[i];

		v->rng = seed * 0x100000001b3ull + i;
		/* A few busy vCPUs, most moderately loaded. */
		v->base_load = i % 7 == 0 ? 0.85 : 0.2 + 0.5 * unit(v);
		p->sum_load += v->base_load;
		v->home = (uint16_t)(i / 2 % p->procs);
		snprintf(v->swapper, sizeof(v->swapper), "swapper/%u", i % 10000000u);
		v->phase = PH_RUN_END;
		v->next_ns = t0 + (uint64_t)(unit(v) * p->cycle_ns);
		v->on_since = t0;	/* running since the start */
		for (int k = 0; k < TASKS; k++) {
			snprintf(v->comm[k], sizeof(v->comm[k]), "%s",
				 sim_app_name(i * TASKS + (uint32_t)k));
			v->pid[k] = 1000 + (int32_t)(i * TASKS) + k;
		}
		if (o->burst_every_ns)
			v->next_burst = t0 + (uint64_t)expo(v, (double)o->burst_every_ns);
	}
	if (o->seed002 && n > SIM_SEED002_CPU)
		start_seed002(&p->v[SIM_SEED002_CPU]);
	return p;
}

void sim_pool_free(struct sim_pool *p)
{
	if (p)
		free(p->v);
	free(p);
}

static struct raw_task task_k(const struct sim_vcpu *v, unsigned k)
{
	if (k == IDLE)
		return (struct raw_task){ v->swapper, 0, 120 };
	return (struct raw_task){ v->comm[k], v->pid[k], 120 };
}

static struct raw_task task_of(const struct sim_vcpu *v)
{
	return task_k(v, v->cur);
}

struct raw_task sim_pool_task(const struct sim_pool *p, uint32_t cpu, int k)
{
	return task_k(&p->v[cpu], (unsigned)k);
}

struct raw_task sim_pool_running(const struct sim_pool *p, uint32_t cpu)
{
	return task_of(&p->v[cpu]);
}

static void sw(const struct sim_sink *s, struct sim_vcpu *v, uint32_t cpu, uint64_t t,
	       uint8_t next, int64_t state)
{
	struct raw_task prev = task_of(v), nt;

	v->cur = next;
	nt = task_of(v);
	s->sched_switch(s->arg, cpu, t, &prev, state, &nt);
}

/* Opts' bursts: one may start at t; is one on? */
static bool in_burst(const struct sim_pool *p, struct sim_vcpu *v, uint64_t t)
{
	if (!p->o.burst_every_ns)
		return false;
	if (t >= v->next_burst) {
		v->burst_until = t + p->o.burst_ns;
		v->next_burst = v->burst_until + (uint64_t)expo(v, (double)p->o.burst_every_ns);
	}
	return t < v->burst_until;
}

/* How long a run lasts: short within a burst. */
static uint64_t run_ns(const struct sim_pool *p, struct sim_vcpu *v, uint64_t t, double load)
{
	if (t < v->burst_until)
		return (uint64_t)MIN_ON_NS;
	return (uint64_t)fmax(MIN_ON_NS, expo(v, p->cycle_ns * load));
}

/* Opts' reason codes past the tables. */
static void sprinkle_unknown(const struct sim_pool *p, struct sim_vcpu *v, struct dtl_entry *e)
{
	static const uint8_t disp[] = { 11, 17, 42, 200, 255 };
	static const uint8_t pre[] = { 10, 17, 99, 200 };

	if (p->o.p_unknown <= 0)
		return;
	if (unit(v) < p->o.p_unknown)
		e->dispatch_reason = disp[rnd(v) % sizeof(disp)];
	if (unit(v) < p->o.p_unknown)
		e->preempt_reason = pre[rnd(v) % sizeof(pre)];
}

/* How runs end: shares of time slices, page faults, firmware and adjunct
 * preemptions, and of the cedes the H_CONFER ones; the rest cede. */
struct shares {
	double slice, fault, firmware, adjunct, confer;
};

/* Contention drives time slices unless the options fix a mix. */
static struct shares shares_at(const struct sim_pool *p, double over)
{
	const struct sim_pool_opts *o = &p->o;
	struct shares m = { fmin(0.7, 0.05 + 0.6 * over), P_FAULT, 0, 0, 0.05 };

	if (o->p_slice + o->p_fault + o->p_firmware + o->p_adjunct + o->p_confer > 0) {
		m = (struct shares){ o->p_slice, o->p_fault, o->p_firmware, o->p_adjunct, 0 };
		m.confer = o->p_confer / fmax(0.05, 1 - m.slice - m.fault - m.firmware -
					      m.adjunct);
	}
	return m;
}

/* A cede of a burst: back within microseconds. */
static uint32_t burst_cede(struct sim_vcpu *v, struct dtl_entry *e)
{
	e->preempt_reason = DTL_PREEMPT_H_CEDE;
	e->dispatch_reason = 3;			/* decrementer_interrupt */
	e->waiting_to_ready = ns_to_ticks(1000 + expo(v, 8000));
	e->ready_to_enqueue = ns_to_ticks(expo(v, 500));
	e->enqueue_to_dispatch = ns_to_ticks(500 + expo(v, 1000));
	return DTL_MASK_CEDE;
}

static uint32_t time_slice(struct sim_vcpu *v, struct dtl_entry *e, double lat)
{
	e->preempt_reason = DTL_PREEMPT_TIME_SLICE;
	e->dispatch_reason = 7;			/* time_slice */
	e->ready_to_enqueue = ns_to_ticks(500 + expo(v, 1000));
	e->enqueue_to_dispatch = ns_to_ticks(2 * lat);
	return DTL_MASK_PREEMPT;
}

static uint32_t page_fault(struct sim_vcpu *v, struct dtl_entry *e, double lat)
{
	e->preempt_reason = DTL_PREEMPT_VM_FAULT;
	e->dispatch_reason = 8;			/* virtual_memory_page_fault */
	e->waiting_to_ready = ns_to_ticks(expo(v, 40000));
	e->ready_to_enqueue = ns_to_ticks(500);
	e->enqueue_to_dispatch = ns_to_ticks(lat);
	e->fault_addr = 0xc000000004000000ull + (rnd(v) & 0xfffff000);
	return DTL_MASK_FAULT;
}

/* Firmware's own events, or an adjunct partition's: short either way. */
static uint32_t firmware_or_adjunct(struct sim_vcpu *v, struct dtl_entry *e, bool firmware)
{
	static const uint8_t fw_disp[] = { 1, 5, 4 };	/* firmware, system_reset */
	static const uint8_t adj_pre[] = { DTL_PREEMPT_H_CONFER_ADJUNCT,
					   DTL_PREEMPT_HCALL_ADJUNCT, DTL_PREEMPT_HDEC_ADJUNCT };

	e->preempt_reason = firmware ? DTL_PREEMPT_FIRMWARE : adj_pre[rnd(v) % sizeof(adj_pre)];
	e->dispatch_reason = firmware ? fw_disp[rnd(v) % sizeof(fw_disp)] : 9;
	e->waiting_to_ready = ns_to_ticks(expo(v, 5000));
	e->ready_to_enqueue = ns_to_ticks(expo(v, 200));
	e->enqueue_to_dispatch = ns_to_ticks(expo(v, 20000));
	return DTL_MASK_PREEMPT;
}

/* Linux idles (H_CEDE) or yields to another vCPU (H_CONFER). */
static uint32_t cede(struct sim_pool *p, struct sim_vcpu *v, struct dtl_entry *e, double lat,
		     double load, const struct shares *m)
{
	static const uint8_t wake[] = { 0, 0, 3, 3, 2 };	/* interrupt, decrementer, H_PROD */
	bool confer = unit(v) < m->confer;

	e->preempt_reason = confer ? DTL_PREEMPT_H_CONFER : DTL_PREEMPT_H_CEDE;
	e->dispatch_reason = confer ? 6 : wake[rnd(v) % sizeof(wake)];
	/* Time slices and faults come back within microseconds, so cedes
	 * wait longer by as much: dispatches per second then average the
	 * --sim-rate asked for, whatever the contention. */
	e->waiting_to_ready = ns_to_ticks(expo(v, p->cycle_ns * (1 - load) /
					       fmax(0.05, 1 - m->slice - m->fault -
						    m->firmware - m->adjunct)));
	e->ready_to_enqueue = ns_to_ticks(expo(v, 2000));
	e->enqueue_to_dispatch = ns_to_ticks(lat);
	v->ceded = !confer;
	return DTL_MASK_CEDE;
}

/* The run ends: why, and how long until the next dispatch. */
static void run_end(struct sim_pool *p, struct sim_vcpu *v, uint32_t cpu, uint64_t t,
		    const struct sim_sink *s)
{
	double c = sim_pool_contention(p, t), load = vcpu_load(p, v, t);
	double over = fmax(0.0, c - 0.6);
	double lat = expo(v, BASE_LAT_NS * (1 + 12 * over * over)), u = unit(v);
	struct shares m = shares_at(p, over);
	bool burst = in_burst(p, v, t);
	struct dtl_entry *e = &v->e;
	uint32_t cat;

	/* a processor ran this vCPU since its dispatch (the same on-time
	 * as the DTL's: what the next entry's off-CPU times leave) */
	if (t > v->on_since)
		p->busy_ns += (double)(t - v->on_since);
	memset(e, 0, sizeof(*e));
	v->ceded = false;
	if (burst) {		/* Linux stays idle through it: nothing to wake */
		cat = burst_cede(v, e);
		if (v->cur != IDLE)
			sw(s, v, cpu, t, IDLE, 1);
	} else if (u < m.slice) {
		cat = time_slice(v, e, lat);
	} else if (u < m.slice + m.fault) {
		cat = page_fault(v, e, lat);
	} else if (u < m.slice + m.fault + m.firmware + m.adjunct) {
		cat = firmware_or_adjunct(v, e, u < m.slice + m.fault + m.firmware);
	} else {
		cat = cede(p, v, e, lat, load, &m);
	}
	if (v->ceded && v->cur != IDLE)
		sw(s, v, cpu, t, IDLE, 1);	/* Linux went idle: S */
	sprinkle_unknown(p, v, e);
	v->logged = (p->mask & cat) != 0;
	v->phase = PH_DISPATCH;
	v->next_ns = t + (uint64_t)((double)e->waiting_to_ready + e->ready_to_enqueue +
				    e->enqueue_to_dispatch) * 1e9 / SIM_TB_FREQ + 1;
}

/* Where the hypervisor took the vCPU: one draw of its stream, whatever the
 * reason, so the rest of the simulation draws as it did without symbols. */
static void srr0_draw(const struct sim_pool *p, struct sim_vcpu *v)
{
	struct raw_task t = task_of(v);
	bool user;

	v->site = sim_syms_draw(rnd(v), v->e.preempt_reason, v->cur != IDLE ? t.comm : NULL,
				t.pid, !p->o.kernel_only, &v->e.srr0, &user);
	v->e.srr1 = (p->o.big_endian ? SIM_MSR & ~SIM_MSR_LE : SIM_MSR) | (user ? SIM_MSR_PR : 0);
}

uint32_t sim_pool_site(const struct sim_pool *p, uint32_t cpu)
{
	return p->v[cpu].site;
}

static void dispatch(struct sim_pool *p, struct sim_vcpu *v, uint32_t cpu, uint64_t t,
		     const struct sim_sink *s)
{
	double c = sim_pool_contention(p, t), load = vcpu_load(p, v, t);
	double p_home = fmax(0.3, 0.97 - 0.6 * fmax(0.0, c - 0.5));

	if (v->example) {	/* as the documentation has it */
		v->example = false;
	} else {
		v->e.processor_id = unit(v) < p_home ? v->home : (uint16_t)(rnd(v) % p->procs);
		v->e.timebase = sim_tb(t);
		srr0_draw(p, v);
	}
	if (v->logged)
		s->dtl(s->arg, cpu, &v->e);
	v->on_since = t;
	if (v->ceded) {
		v->phase = PH_WAKE;
		v->next_ns = t + 2000;
	} else if (v->cur != IDLE && unit(v) < 0.1) {
		v->phase = PH_TASKSW;
		v->next_ns = t + 1000;
	} else {
		v->phase = PH_RUN_END;
		v->next_ns = t + run_ns(p, v, t, load);
	}
}

static void step(struct sim_pool *p, struct sim_vcpu *v, uint32_t cpu, const struct sim_sink *s)
{
	uint64_t t = v->next_ns;
	double load = vcpu_load(p, v, t);
	uint8_t k;

	switch (v->phase) {
	case PH_RUN_END:
		run_end(p, v, cpu, t, s);
		return;
	case PH_DISPATCH:
		dispatch(p, v, cpu, t, s);
		return;
	case PH_WAKE:
		k = (uint8_t)(rnd(v) % TASKS);
		s->sched_wakeup(s->arg, cpu, t, 0, &(struct raw_task){ v->comm[k], v->pid[k], 120 });
		sw(s, v, cpu, t + 500, k, 0);
		v->ceded = false;
		break;
	case PH_TASKSW:
		sw(s, v, cpu, t, (uint8_t)((v->cur + 1) % TASKS), 0);	/* preempted: R */
		break;
	}
	v->phase = PH_RUN_END;
	v->next_ns = t + run_ns(p, v, t, load);
}

void sim_pool_advance(struct sim_pool *p, uint64_t now, const struct sim_sink *s,
		      const bool *stop)
{
	for (uint32_t i = 0; i < p->n; i++) {
		struct sim_vcpu *v = &p->v[i];

		if (stop && __atomic_load_n(stop, __ATOMIC_ACQUIRE))
			return;
		while (!v->offline && v->next_ns <= now)
			step(p, v, i, s);
	}
}

void sim_pool_set_online(struct sim_pool *p, uint32_t cpu, bool on, uint64_t t)
{
	struct sim_vcpu *v;

	if (cpu >= p->n || (v = &p->v[cpu])->offline == !on)
		return;
	v->offline = !on;
	if (!on) {
		/* it ran until now: the busy time its run would have counted */
		if (v->phase != PH_DISPATCH && t > v->on_since)
			p->busy_ns += (double)(t - v->on_since);
		return;
	}
	/* back: Linux starts the CPU idle, and its first run ends at once,
	 * so its next dispatch comes after a fresh off interval */
	v->cur = IDLE;
	v->ceded = false;
	v->on_since = t;
	v->phase = PH_RUN_END;
	v->next_ns = t;
}
