// SPDX-License-Identifier: GPL-2.0-only
/* sim-kernel.c: the simulator's stand-in for the hypervisor's per-CPU DTL
 * log, the vpa_dtl driver and perf's ring code. Entries go into an 85-entry
 * log per vCPU; each poll runs the driver-exact model (sim-vpa-dtl.c), which
 * writes the CPU's AUX area in laps as Linux 7.2 does, and commits a
 * PERF_RECORD_AUX; sched events become tracepoint samples in the CPU's data
 * ring. Everything is published with the kernel's head/tail protocol, so
 * the readers cannot tell. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bytes.h"
#include "dtl-lap.h"
#include "sim-kernel.h"

#define SAMPLE_MAX 256

struct sim_cpu {
	struct perf_event_mmap_page *pg;
	struct perf_ring data;		/* producer side */
	uint8_t *aux;
	struct vpadtl_log log;		/* the hypervisor's */
	struct vpadtl drv;		/* the driver's, aux_head included */
	uint64_t next_poll;
	uint64_t lost;			/* records not yet reported by a LOST */
	bool dirty;			/* data ring has unpublished records */
	bool reopen;			/* __atomic: a reader asked for a new event */
	uint64_t gen;			/* __atomic: reopens done */
};

/* sample_id_all trailer for SIM_SAMPLE_TYPE: TID, TIME, CPU, IDENTIFIER. */
static size_t put_trailer(uint8_t *p, uint32_t cpu, uint64_t t, uint64_t id, int32_t pid)
{
	uint32_t w[2] = { (uint32_t)pid, (uint32_t)pid };
	uint32_t c[2] = { cpu, 0 };

	memcpy(p, w, 8);
	memcpy(p + 8, &t, 8);
	memcpy(p + 16, c, 8);
	memcpy(p + 24, &id, 8);
	return 32;
}

struct sim_kernel *sim_kernel_new(uint32_t n, uint64_t poll_ns, uint64_t t0, int sw_id,
				  int wk_id, uint64_t data_size, uint64_t aux_size)
{
	static const struct dtl_boottb tb = { SIM_BOOT_TB, SIM_TB_FREQ };
	struct sim_kernel *k = calloc(1, sizeof(*k));

	if (!k || !(k->cpu = calloc(n, sizeof(*k->cpu)))) {
		free(k);
		return NULL;
	}
	k->n = n;
	k->poll_ns = poll_ns;
	k->sw_id = sw_id;
	k->wk_id = wk_id;
	k->data_size = data_size;
	k->aux_size = aux_size;
	for (uint32_t i = 0; i < n; i++) {
		struct sim_cpu *c = &k->cpu[i];

		c->pg = calloc(1, SIM_PAGE);
		c->aux = calloc(1, aux_size);	/* zeroed, as the kernel's pages */
		c->data.data = malloc(data_size);
		if (!c->pg || !c->aux || !c->data.data) {
			k->n = i + 1;
			sim_kernel_free(k);
			return NULL;
		}
		perf_ring_init(&c->data, c->pg, c->data.data, data_size);
		c->pg->aux_size = aux_size;
		vpadtl_init(&c->drv, c->aux, aux_size, &tb, false);
		/* Polls are spread over the interval, as CPUs' hrtimers are. */
		c->next_poll = t0 + poll_ns * i / n + 1;
	}
	return k;
}

void sim_kernel_free(struct sim_kernel *k)
{
	if (!k)
		return;
	for (uint32_t i = 0; i < k->n; i++) {
		free(k->cpu[i].pg);
		free(k->cpu[i].aux);
		free(k->cpu[i].data.data);
	}
	free(k->cpu);
	free(k);
}

void sim_kernel_chan(struct sim_kernel *k, uint32_t cpu, void **user_page, void **data,
		     void **aux)
{
	*user_page = k->cpu[cpu].pg;
	*data = k->cpu[cpu].data.data;
	*aux = k->cpu[cpu].aux;
}

#define STALL_NAP_NS 100000L	/* a reader's pass takes longer than this */

/* Wait for the reader of a full ring: what was written so far is published
 * first (the reader cannot free what it cannot see). false once stopping. */
static bool stall(struct sim_kernel *k, struct sim_cpu *c)
{
	struct timespec nap = { 0, STALL_NAP_NS };

	if (c->dirty) {
		perf_ring_publish(&c->data);
		c->dirty = false;
	}
	if (k->stop && __atomic_load_n(k->stop, __ATOMIC_ACQUIRE))
		return false;
	k->stalls++;
	__atomic_store_n(&k->waiting, true, __ATOMIC_RELEASE);
	nanosleep(&nap, NULL);
	return true;
}

/* The wait is over (or never began). */
static void unstall(struct sim_kernel *k)
{
	if (__atomic_load_n(&k->waiting, __ATOMIC_RELAXED))
		__atomic_store_n(&k->waiting, false, __ATOMIC_RELEASE);
}

/* A record waits for room; only once stopping is it lost, and then the next
 * one that fits is preceded by a PERF_RECORD_LOST saying how many, as
 * perf_output_begin does. */
static void emit(struct sim_kernel *k, uint32_t cpu, uint8_t *rec, uint64_t t)
{
	struct sim_cpu *c = &k->cpu[cpu];
	const struct perf_event_header *h = (const void *)rec;

	while (!c->lost && perf_ring_room(&c->data) < h->size + 64u && stall(k, c))
		;
	unstall(k);

	if (c->lost) {
		uint8_t lost[8 + 16 + 32] __attribute__((aligned(8)));
		struct perf_event_header h = { PERF_RECORD_LOST, 0, sizeof(lost) };
		uint64_t id = (uint64_t)k->sw_id;

		memcpy(lost, &h, 8);
		memcpy(lost + 8, &id, 8);
		memcpy(lost + 16, &c->lost, 8);
		put_trailer(lost + 24, cpu, t, id, -1);
		if (!perf_ring_write(&c->data, lost)) {
			c->lost++;
			k->lost++;
			return;
		}
		c->lost = 0;
	}
	if (!perf_ring_write(&c->data, rec)) {
		c->lost++;
		k->lost++;
	}
	c->dirty = true;
}

/* PERF_RECORD_SAMPLE for SIM_SAMPLE_TYPE: IDENTIFIER, TID, TIME, CPU, RAW. */
static void sample(struct sim_kernel *k, uint32_t cpu, uint64_t t, int id, int32_t pid,
		   const uint8_t *raw, size_t raw_len)
{
	uint8_t rec[SAMPLE_MAX] __attribute__((aligned(8)));
	uint32_t raw_size = (uint32_t)((raw_len + 4 + 7) / 8 * 8 - 4);	/* kernel pads */
	struct perf_event_header h = { PERF_RECORD_SAMPLE, PERF_RECORD_MISC_KERNEL,
				       (uint16_t)(8 + 32 + 4 + raw_size) };
	uint64_t ident = (uint64_t)id;
	uint32_t w[2] = { (uint32_t)pid, (uint32_t)pid }, c[2] = { cpu, 0 };

	memset(rec, 0, h.size);
	memcpy(rec, &h, 8);
	memcpy(rec + 8, &ident, 8);
	memcpy(rec + 16, w, 8);
	memcpy(rec + 24, &t, 8);
	memcpy(rec + 32, c, 8);
	memcpy(rec + 40, &raw_size, 4);
	memcpy(rec + 44, raw, raw_len);
	emit(k, cpu, rec, t);
}

static void on_dtl(void *arg, uint32_t cpu, const struct dtl_entry *e)
{
	struct sim_kernel *k = arg;

	vpadtl_log_put(&k->cpu[cpu].log, e);
	k->dtl_logged++;
}

static void on_switch(void *arg, uint32_t cpu, uint64_t t, const struct raw_task *prev,
		      int64_t state, const struct raw_task *next)
{
	struct sim_kernel *k = arg;
	uint8_t raw[128];
	size_t n = raw_sched_switch(raw, false, k->sw_id, prev, state, next);

	sample(k, cpu, t, k->sw_id, prev->pid, raw, n);
}

static void on_wakeup(void *arg, uint32_t cpu, uint64_t t, int32_t waker,
		      const struct raw_task *w)
{
	struct sim_kernel *k = arg;
	uint8_t raw[128];
	size_t n = raw_sched_wakeup(raw, false, k->wk_id, waker, w, (int)cpu);

	sample(k, cpu, t, k->wk_id, waker, raw, n);
}

struct sim_sink sim_kernel_sink(struct sim_kernel *k)
{
	return (struct sim_sink){ on_dtl, on_switch, on_wakeup, k };
}

/* A reader asked for a new event (the AUX area was full): what the live
 * source does with close + open, the driver model does in place, and the
 * new area's user page starts at 0 for both heads. */
static void reopen_cpu(struct sim_cpu *c)
{
	vpadtl_reopen(&c->drv, &c->log);
	__atomic_store_n(&c->pg->aux_tail, 0, __ATOMIC_RELAXED);
	__atomic_store_n(&c->pg->aux_head, 0, __ATOMIC_RELEASE);
	__atomic_store_n(&c->gen, c->gen + 1, __ATOMIC_RELEASE);
}

/* One hrtimer tick of the vpa_dtl driver on cpu. */
static void poll_cpu(struct sim_kernel *k, uint32_t cpu, uint64_t t)
{
	struct sim_cpu *c = &k->cpu[cpu];
	uint64_t tail = __atomic_load_n(&c->pg->aux_tail, __ATOMIC_ACQUIRE), flags = 0;
	uint8_t rec[8 + 24 + 32] __attribute__((aligned(8)));
	struct perf_event_header h = { PERF_RECORD_AUX, 0, sizeof(rec) };
	struct vpadtl_commit cm;

	if (__atomic_load_n(&c->reopen, __ATOMIC_ACQUIRE)) {
		__atomic_store_n(&c->reopen, false, __ATOMIC_RELAXED);
		reopen_cpu(c);
	}
	/* Keep the AUX area short of what the driver calls full (and of the
	 * lap the reader treats as overrun): wait for the reader instead. */
	while (c->drv.aux_head - tail + 2 * DTL_LAP_AHEAD > c->drv.size && stall(k, c))
		tail = __atomic_load_n(&c->pg->aux_tail, __ATOMIC_ACQUIRE);
	unstall(k);
	if (!vpadtl_poll(&c->drv, &c->log, tail, &cm))
		return;
	/* perf_aux_output_end: the bytes before aux_head (release). */
	__atomic_store_n(&c->pg->aux_head, c->drv.aux_head, __ATOMIC_RELEASE);
	memcpy(rec, &h, 8);
	memcpy(rec + 8, &cm.offset, 8);
	memcpy(rec + 16, &cm.size, 8);
	memcpy(rec + 24, &flags, 8);
	put_trailer(rec + 32, cpu, t, (uint64_t)k->sw_id, -1);
	emit(k, cpu, rec, t);
}

void sim_kernel_poll(struct sim_kernel *k, uint64_t now)
{
	for (uint32_t i = 0; i < k->n; i++) {
		struct sim_cpu *c = &k->cpu[i];

		if (c->next_poll > now)
			continue;
		poll_cpu(k, i, now);
		c->next_poll += k->poll_ns;
		if (c->next_poll <= now)	/* we overslept: no catch-up burst */
			c->next_poll = now + k->poll_ns;
	}
}

void sim_kernel_publish(struct sim_kernel *k)
{
	for (uint32_t i = 0; i < k->n; i++) {
		if (k->cpu[i].dirty) {
			perf_ring_publish(&k->cpu[i].data);
			k->cpu[i].dirty = false;
		}
	}
}

const struct vpadtl *sim_kernel_driver(const struct sim_kernel *k, uint32_t cpu)
{
	return &k->cpu[cpu].drv;
}

void sim_kernel_request_reopen(struct sim_kernel *k, uint32_t cpu)
{
	__atomic_store_n(&k->cpu[cpu].reopen, true, __ATOMIC_RELEASE);
}

uint64_t sim_kernel_generation(const struct sim_kernel *k, uint32_t cpu)
{
	return __atomic_load_n(&k->cpu[cpu].gen, __ATOMIC_ACQUIRE);
}
