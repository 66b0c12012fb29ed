/* sim.c: dtlgen's toy world: per vCPU a hypervisor dispatching it (one DTL
 * entry per dispatch) and a tiny scheduler running tasks while it is on. */

/* Time is in timebase ticks throughout. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dtlgen.h"

#define US(g, x) ((uint64_t)((x) * (g)->ticks_per_us))
#define BURST_ENTRIES 130	/* a burst overfills the 85-entry log */
#define BURST_EVERY_S 0.7	/* mean seconds between bursts per vCPU */

/* Probability of each off-CPU cause, per --mix. */
static const double mix_p[4][CAT_NR] = {
	/*              cede  confer slice fault firmware adjunct */
	[MIX_CEDE]    = { .80, .05, .10, .02, .02, .01 },
	[MIX_PREEMPT] = { .15, .05, .70, .05, .03, .02 },
	[MIX_FAULT]   = { .20, .03, .15, .58, .02, .02 },
	[MIX_MIXED]   = { .45, .08, .30, .12, .03, .02 },
};

/* How busy the toy tasks are, per --mix: a ceding LPAR is mostly idle. */
static const struct { double slice_us, p_sleep, sleep_us; } sched_par[4] = {
	[MIX_CEDE]    = { 300, 0.85, 4000 },
	[MIX_PREEMPT] = { 3000, 0.15, 800 },
	[MIX_FAULT]   = { 1000, 0.50, 2000 },
	[MIX_MIXED]   = { 1000, 0.50, 2000 },
};

static inline double dmin(double a, double b)
{
	return a < b ? a : b;
}

static inline double dmax(double a, double b)
{
	return a > b ? a : b;
}

/* ---- random numbers ---- */

void rng_seed(struct rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		r->s[i] = sim_splitmix64(&seed);
}

static inline uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t res = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return res;
}

double rng_unit(struct rng *r)
{
	return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

#define LN_BITS 10
static double ln_tab[(1 << LN_BITS) + 1];	/* ln(1 + i / 1024) */

static void ln_init(void)
{
	for (int i = 0; i <= 1 << LN_BITS; i++)
		ln_tab[i] = log1p((double)i / (1 << LN_BITS));
}

/* ln(x), x > 0: the exponent from the bits, the mantissa from a table with
 * linear interpolation (error ~1e-7). libm's log dominated generation time. */
static double fast_ln(double x)
{
	const int frac_bits = 52 - LN_BITS;
	uint64_t b, mant;
	unsigned idx;
	int e;

	memcpy(&b, &x, sizeof(b));
	e = (int)((b >> 52) & 0x7ff) - 1023;
	mant = b & 0x000fffffffffffffULL;
	idx = (unsigned)(mant >> frac_bits);
	return e * 0.6931471805599453 + ln_tab[idx] +
	       (ln_tab[idx + 1] - ln_tab[idx]) *
	       ((double)(mant & ((1ULL << frac_bits) - 1)) / (double)(1ULL << frac_bits));
}

double rng_exp(struct rng *r, double mean)
{
	return -mean * fast_ln(1.0 - rng_unit(r));
}

uint64_t rng_below(struct rng *r, uint64_t n)
{
	return n ? rng_next(r) % n : 0;
}

/* ---- time ---- */

/* Upstream perf's formula (powerpc-vpadtl.c), doubles and all, so sched
 * timestamps interleave with DTL ones exactly as perf would order them. */
uint64_t tb_to_ns(const struct gen *g, uint64_t tb)
{
	const struct dtl_boottb b = { g->boot_tb, g->tb_freq };

	return dtl_tb_to_ns(&b, tb);
}

uint64_t ticks_to_ns(const struct gen *g, uint64_t ticks)
{
	return (uint64_t)((unsigned __int128)ticks * 1000000000u / g->tb_freq);
}

const char *swapper_comm(int cpu, char buf[COMM_LEN])
{
	snprintf(buf, COMM_LEN, "swapper/%d", cpu);
	return buf;
}

/* ---- setup ---- */

static void task_init(struct gen *g, struct vcpu *v, int k, uint32_t app_base)
{
	struct task *t = &v->tasks[k];
	int cpu = v->cpu;

	memset(t, 0, sizeof(*t));
	t->prio = 120;
	t->state = T_SLEEPING;
	t->wake_at = g->t0 + US(g, rng_exp(&v->rng, 2000.0));
	if (k == 0) {	/* a per-CPU kernel worker: small pid */
		snprintf(t->comm, COMM_LEN, "kworker/%d:1", cpu);
		t->pid = 120 + cpu * 6 + 3;
		return;
	}
	snprintf(t->comm, COMM_LEN, "%s", sim_app_name((uint32_t)rng_below(&v->rng, SIM_APPS)));
	t->pid = (int32_t)(app_base + (uint32_t)cpu * 40 + (uint32_t)k * 7);
	if (k == 2)
		t->prio = 110;	/* a reniced one */
}

/* The kernel documentation's worked example (seed 002) on cpu 16: the vCPU
 * is ceded when recording starts and this is its first dispatch. */
static void force_seed002(struct vcpu *v)
{
	memset(&v->pend, 0, sizeof(v->pend));
	sim_seed002_entry(&v->pend.e, v->home);
	v->pend.charge = -2;
	v->on = false;
	v->pend_wake = false;
}

static double mean_off(const struct gen *g, int c)
{
	double cyc = (double)g->cycle;

	switch (c) {
	case CAT_CEDE: return 0.45 * cyc;
	case CAT_SLICE: return dmin(0.2 * cyc, (double)US(g, 2000));
	case CAT_FAULT: return dmin(0.1 * cyc, (double)US(g, 300));
	default: return (double)US(g, 10);
	}
}

/* Bursts add dispatches of their own: take them out of the steady rate so
 * the total stays near --rate. */
static double base_rate(const struct gen *g)
{
	double poll_s = (double)g->poll / (double)g->tb_freq;
	double extra = dmax(0, BURST_ENTRIES - g->o.rate * 0.8 * poll_s) / BURST_EVERY_S;

	return dmax(g->o.rate - extra, g->o.rate / 2);
}

/* Mean run length so that runs plus off periods give --rate dispatches/s. */
static double calc_mean_on(const struct gen *g)
{
	double off = 0;

	for (int c = 0; c < CAT_NR; c++)
		off += mix_p[g->o.mix][c] * mean_off(g, c);
	return dmax((double)g->cycle - off, 0.1 * (double)g->cycle);
}

void sim_init(struct gen *g)
{
	uint32_t app_base = 3000;

	ln_init();
	g->ticks_per_us = (double)g->tb_freq / 1e6;
	g->cycle = (uint64_t)((double)g->tb_freq / base_rate(g));
	g->mean_on = calc_mean_on(g);
	g->off_slice = mean_off(g, CAT_SLICE);
	g->off_fault = mean_off(g, CAT_FAULT);
	g->burst_cycle = dmin((double)g->cycle, 0.8 * (double)g->poll / BURST_ENTRIES);

	if (app_base < 200 + (uint32_t)g->o.cpus * 6)
		app_base = 200 + (uint32_t)g->o.cpus * 6;
	for (int c = 0; c < g->o.cpus; c++) {
		struct vcpu *v = &g->cpus[c];

		memset(v, 0, sizeof(*v));
		v->cpu = c;
		rng_seed(&v->rng, g->o.seed * 0x100000001b3ULL + (uint64_t)c);
		v->home = (uint16_t)((c * 4) % 120);
		v->proc = v->home;
		v->cur = -1;
		v->now = g->t0;
		v->on = true;
		v->next_off = g->t0 + (uint64_t)rng_exp(&v->rng, g->mean_on) + 1;
		v->next_burst = g->t0 + US(g, rng_exp(&v->rng, BURST_EVERY_S * 1e6));
		for (int k = 0; k < TASKS_PER_CPU; k++)
			task_init(g, v, k, app_base);
		if (g->o.seed002 && c == 16)
			force_seed002(v);
	}
}

/* ---- the scheduler ---- */

static int pick_runnable(const struct vcpu *v)
{
	for (int i = 1; i <= TASKS_PER_CPU; i++) {
		int k = (v->cur + i + TASKS_PER_CPU) % TASKS_PER_CPU;

		if (k != v->cur && v->tasks[k].state == T_RUNNABLE)
			return k;
	}
	return -1;
}

static int earliest_sleeper(const struct vcpu *v)
{
	int best = -1;

	for (int k = 0; k < TASKS_PER_CPU; k++)
		if (v->tasks[k].state == T_SLEEPING &&
		    (best < 0 || v->tasks[k].wake_at < v->tasks[best].wake_at))
			best = k;
	return best;
}

static uint64_t new_slice(struct gen *g, struct vcpu *v)
{
	return US(g, 20) + US(g, rng_exp(&v->rng, sched_par[g->o.mix].slice_us));
}

static int switch_to(struct gen *g, struct vcpu *v, uint64_t tb, int next, int64_t prev_state)
{
	int prev = v->cur;

	if (emit_switch(g, v, tb, prev, next, prev_state) < 0)
		return -1;
	if (prev >= 0)
		v->tasks[prev].state = prev_state ? T_SLEEPING : T_RUNNABLE;
	v->cur = next;
	v->switched = true;
	if (next >= 0) {
		v->tasks[next].state = T_RUNNING;
		v->slice_end = tb + new_slice(g, v);
	}
	v->now = tb;
	return 0;
}

static void go_to_sleep(struct gen *g, struct vcpu *v, int k, uint64_t tb)
{
	v->tasks[k].wake_at = tb + US(g, 10) +
			      US(g, rng_exp(&v->rng, sched_par[g->o.mix].sleep_us));
}

static int task_wake(struct gen *g, struct vcpu *v, uint64_t tb, int k)
{
	v->tasks[k].state = T_RUNNABLE;
	if (emit_wakeup(g, v, tb, k) < 0)
		return -1;
	v->now = tb;
	if (v->cur < 0)		/* idle: the wakee runs a moment later */
		return switch_to(g, v, tb + 1 + US(g, 2), k, 0);
	if (rng_unit(&v->rng) < 0.3)	/* wakeup preemption */
		return switch_to(g, v, tb + 1 + US(g, 1), k, 0);
	return 0;
}

static int slice_over(struct gen *g, struct vcpu *v, uint64_t tb)
{
	int r = pick_runnable(v);
	double u = rng_unit(&v->rng);
	double ps = sched_par[g->o.mix].p_sleep;

	if (u < ps) {
		go_to_sleep(g, v, v->cur, tb);
		return switch_to(g, v, tb, r, 1);	/* prev_state S */
	}
	if (r >= 0 && u < ps + 0.5 * (1 - ps))
		return switch_to(g, v, tb, r, 0);	/* preempted: R */
	v->slice_end = tb + new_slice(g, v);
	v->now = tb;
	return 0;
}

/* Next scheduler event while dispatched; never before now + 1. */
static uint64_t next_task_event(const struct vcpu *v, int *wakee)
{
	uint64_t t = v->cur >= 0 ? v->slice_end : UINT64_MAX;
	int s = earliest_sleeper(v);

	*wakee = -1;
	if (s >= 0 && v->tasks[s].wake_at < t) {
		t = v->tasks[s].wake_at;
		*wakee = s;
	}
	return t <= v->now ? v->now + 1 : t;
}

/* ---- the hypervisor ---- */

static bool in_burst(const struct vcpu *v, uint64_t tb)
{
	return tb >= v->burst_start && tb < v->burst_until;
}

static int pick_cat(struct gen *g, struct vcpu *v, bool burst)
{
	double u = rng_unit(&v->rng);

	if (burst)
		return u < 0.75 ? CAT_CEDE : CAT_SLICE;
	for (int c = 0; c < CAT_NR - 1; c++) {
		if (u < mix_p[g->o.mix][c])
			return c;
		u -= mix_p[g->o.mix][c];
	}
	return CAT_NR - 1;
}

static uint8_t pick(struct rng *r, const uint8_t *vals, int n)
{
	return vals[rng_below(r, (uint64_t)n)];
}

/* Reasons of one off-CPU period (tables: ../shared/docs/dtl-format.md). */
static void set_reasons(struct vcpu *v, int cat, bool wake, struct dtl_entry *e)
{
	static const uint8_t wake_disp[] = { 0, 0, 2, 10 };
	static const uint8_t confer_disp[] = { 6, 6, 2 };
	static const uint8_t fw_disp[] = { 1, 5, 4 };
	static const uint8_t adj_pre[] = { 7, 8, 9 };
	struct rng *r = &v->rng;

	switch (cat) {
	case CAT_CEDE:
		e->preempt_reason = 2;
		e->dispatch_reason = wake ? pick(r, wake_disp, 4) : 3;
		break;
	case CAT_CONFER:
		e->preempt_reason = 3;
		e->dispatch_reason = pick(r, confer_disp, 3);
		break;
	case CAT_SLICE:
		e->preempt_reason = 4;
		e->dispatch_reason = 7;
		break;
	case CAT_FAULT:
		e->preempt_reason = rng_unit(r) < 0.9 ? 6 : 5;
		e->dispatch_reason = e->preempt_reason == 6 ? 8 : 1;
		break;
	case CAT_FIRMWARE:
		e->preempt_reason = 1;
		e->dispatch_reason = pick(r, fw_disp, 3);
		break;
	default:
		e->preempt_reason = pick(r, adj_pre, 3);
		e->dispatch_reason = 9;
		break;
	}
}

/* --unknown-reasons: values past the tables, as corrupt or future data. */
static void sprinkle_unknown(struct gen *g, struct vcpu *v, struct dtl_entry *e)
{
	static const uint8_t disp[] = { 11, 17, 42, 200, 255 };
	static const uint8_t pre[] = { 10, 17, 99, 200 };

	if (!g->o.unknown)
		return;
	if (rng_unit(&v->rng) < 0.02)
		e->dispatch_reason = pick(&v->rng, disp, 5);
	if (rng_unit(&v->rng) < 0.02)
		e->preempt_reason = pick(&v->rng, pre, 4);
}

/* Off-CPU time split into waiting/ready/enqueued, in ticks. */
static void set_times(struct gen *g, struct vcpu *v, int cat, bool burst, struct dtl_entry *e)
{
	struct rng *r = &v->rng;
	double cyc = burst ? g->burst_cycle : (double)g->cycle;
	double w = 0, q = 20 + rng_exp(r, 100), d;

	switch (cat) {
	case CAT_CEDE:
		w = (double)US(g, 2) + rng_exp(r, burst ? 0.3 * cyc : 0.45 * cyc);
		d = (double)US(g, 1) + rng_exp(r, (double)US(g, burst ? 3 : 8));
		break;
	case CAT_SLICE:
		d = (double)US(g, 2) + rng_exp(r, burst ? (double)US(g, 3) : g->off_slice);
		break;
	case CAT_FAULT:
		w = (double)US(g, 5) + rng_exp(r, g->off_fault);
		d = rng_exp(r, (double)US(g, 10));
		break;
	default:
		w = rng_exp(r, (double)US(g, 5));
		d = rng_exp(r, (double)US(g, 20));
		break;
	}
	e->waiting_to_ready = (uint32_t)dmin(w, 4e9);
	e->ready_to_enqueue = (uint32_t)q;
	e->enqueue_to_dispatch = (uint32_t)dmin(d, 4e9);
}

/* Where the vCPU was (srr0/srr1), and the faulting address for faults. */
static void set_context(struct gen *g, struct vcpu *v, int cat, struct dtl_entry *e)
{
	struct rng *r = &v->rng;
	uint64_t msr = g->o.big_endian ? SIM_MSR & ~SIM_MSR_LE : SIM_MSR;
	bool user = v->cur >= 0 && cat != CAT_CEDE && rng_unit(r) < 0.5;

	if (cat == CAT_CEDE)
		e->srr0 = SIM_IP_CEDE + 4 * rng_below(r, 4);	/* the cede hcall */
	else if (user)
		e->srr0 = 0x00007fffa0000000ULL + (rng_below(r, 0x4000000) & ~3ULL);
	else
		e->srr0 = SIM_KERNEL_TEXT + (rng_below(r, 0x1400000) & ~3ULL);
	e->srr1 = user ? msr | 0x4000 : msr;	/* MSR_PR for user mode */
	e->fault_addr = 0;
	if (cat == CAT_FAULT)
		e->fault_addr = (user ? 0x00007fff00000000ULL : 0xc000000000000000ULL) +
				(rng_below(r, 1ULL << 34) & ~0xffffULL);
}

/* Dispatch affinity: mostly the same physical processor, sometimes a
 * neighbour, rarely anywhere; time-slice preemption moves it more often. */
static uint16_t pick_proc(struct vcpu *v, int cat)
{
	double u = rng_unit(&v->rng);
	double stay = cat == CAT_SLICE ? 0.6 : 0.85;

	if (u < stay)
		return v->proc;
	if (u < 0.95)
		return (uint16_t)(v->home + rng_below(&v->rng, 4));
	return (uint16_t)rng_below(&v->rng, 128);
}

/* A cede needs an idle CPU: the running task blocks, and so does each
 * runnable one after a short run, until nothing is left to run. */
static int prepare_cede(struct gen *g, struct vcpu *v, uint64_t *t)
{
	while (v->cur >= 0) {
		int next = pick_runnable(v);

		go_to_sleep(g, v, v->cur, *t);
		if (switch_to(g, v, *t, next, 1) < 0)
			return -1;
		*t += 1 + US(g, 2 + (double)rng_below(&v->rng, 15));
	}
	return 0;
}

/* Does a task wake-up end this cede? Then w stops at it. */
static bool cede_wake(struct gen *g, struct vcpu *v, uint64_t t, bool burst,
		      struct dtl_entry *e)
{
	int s = earliest_sleeper(v);

	if (s < 0)
		return false;
	if (v->tasks[s].wake_at < t + e->waiting_to_ready) {
		uint64_t w = v->tasks[s].wake_at > t ? v->tasks[s].wake_at - t : 0;

		e->waiting_to_ready = (uint32_t)(w > US(g, 1) ? w : US(g, 1));
		return true;
	}
	if (burst || rng_unit(&v->rng) >= 0.6)
		return false;
	return true;
}

static void charge(struct gen *g, struct vcpu *v, struct gen_entry *ge)
{
	const struct dtl_entry *e = &ge->e;

	ge->charge = -2;
	ge->steal_ns = 0;
	if (!dtl_preempt_involuntary(e->preempt_reason))
		return;
	ge->charge = (int16_t)v->cur;
	ge->early = !v->switched;
	ge->steal_ns = ticks_to_ns(g, (uint64_t)e->enqueue_to_dispatch + e->ready_to_enqueue);
}

/* The run ends at next_off: build the dispatch that will end the gap. */
static int go_off(struct gen *g, struct vcpu *v)
{
	uint64_t t = v->next_off > v->now ? v->next_off : v->now + 1;
	bool burst = in_burst(v, t);
	int cat = pick_cat(g, v, burst);
	struct dtl_entry *e = &v->pend.e;
	bool wake = false;
	uint64_t gap;

	if (cat == CAT_CEDE && prepare_cede(g, v, &t) < 0)
		return -1;
	memset(&v->pend, 0, sizeof(v->pend));
	set_times(g, v, cat, burst, e);
	if (cat == CAT_CEDE)
		wake = cede_wake(g, v, t, burst, e);
	set_reasons(v, cat, wake, e);
	sprinkle_unknown(g, v, e);
	set_context(g, v, cat, e);
	e->processor_id = v->proc = pick_proc(v, cat);
	gap = (uint64_t)e->waiting_to_ready + e->ready_to_enqueue + e->enqueue_to_dispatch;
	e->timebase = t + (gap ? gap : 1);
	charge(g, v, &v->pend);
	if (wake)	/* the wakee runs once the vCPU is back */
		v->tasks[earliest_sleeper(v)].wake_at = e->timebase + 1 + US(g, 1 + (double)rng_below(&v->rng, 3));
	if (v->cur >= 0)	/* a preempted task's slice does not run down */
		v->slice_end += e->timebase - t;
	v->pend_wake = wake;
	v->on = false;
	v->now = t;
	return 0;
}

/* The hypervisor dispatches the vCPU: log the entry, pick the next run. */
static void dispatch(struct gen *g, struct vcpu *v)
{
	double on;

	log_dispatch(v, &v->pend);
	v->now = v->pend.e.timebase;
	v->on = true;
	if (in_burst(v, v->now))
		on = rng_exp(&v->rng, 0.5 * g->burst_cycle) + (double)US(g, 1);
	else
		on = rng_exp(&v->rng, g->mean_on) + (double)US(g, 2);
	v->next_off = v->now + (uint64_t)on;
}

/* Bursts start just after a poll so the whole burst lands in one poll. */
static void maybe_burst(struct gen *g, struct vcpu *v, uint64_t horizon)
{
	uint64_t start = horizon - g->poll;

	if (start < v->next_burst)
		return;
	v->burst_start = start + g->poll / 20;
	v->burst_until = start + g->poll * 17 / 20;
	v->next_burst = horizon + US(g, rng_exp(&v->rng, BURST_EVERY_S * 1e6));
}

int sim_until(struct gen *g, struct vcpu *v, uint64_t horizon)
{
	maybe_burst(g, v, horizon);
	for (;;) {
		int wakee, r;
		uint64_t te;

		if (!v->on) {
			if (v->pend.e.timebase >= horizon)
				return 0;
			dispatch(g, v);
			continue;
		}
		te = next_task_event(v, &wakee);
		if (te < v->next_off) {
			if (te >= horizon)
				return 0;
			r = wakee >= 0 ? task_wake(g, v, te, wakee) : slice_over(g, v, te);
		} else {
			if (v->next_off >= horizon)
				return 0;
			r = go_off(g, v);
		}
		if (r < 0)
			return -1;
	}
}
