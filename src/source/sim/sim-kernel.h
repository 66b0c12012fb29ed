/* SPDX-License-Identifier: GPL-2.0-only */
/* sim-kernel.h: the simulator's hypervisor log, vpa_dtl driver (the
 * driver-exact model of sim-vpa-dtl.c) and perf rings (producer side), per
 * simulated CPU. */
#ifndef DTLTOP_SIM_KERNEL_H
#define DTLTOP_SIM_KERNEL_H

#include <stdint.h>

#include "perf-ring.h"
#include "sim-vpa-dtl.h"
#include "sim.h"

#define SIM_PAGE      4096		/* the user page (struct perf_event_mmap_page) */
/* What the readers parse: the live source's tracepoint layout. */
#define SIM_SAMPLE_TYPE (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
			 PERF_SAMPLE_CPU | PERF_SAMPLE_RAW)

struct sim_cpu;

struct sim_kernel {
	uint32_t n;
	uint64_t poll_ns;
	int sw_id, wk_id;		/* tracepoint ids of the embedded formats */
	struct sim_cpu *cpu;
	uint64_t data_size, aux_size;	/* per CPU, bytes (powers of two) */
	/* When a ring has no room the simulated kernel waits for its reader
	 * instead of losing data (a simulation can stall; the real kernel
	 * cannot, and says LOST), until *stop. */
	const bool *stop;
	/* __atomic: set while the producer waits for a reader, so that the
	 * readers hurry instead of resting between passes (readers.hurry). */
	bool waiting;
	/* producer-side counters (producer thread only) */
	uint64_t dtl_logged;		/* entries the hypervisor wrote */
	uint64_t lost;			/* data ring records lost (only once stopping) */
	uint64_t stalls;		/* waits for a reader */
};

struct sim_kernel *sim_kernel_new(uint32_t n, uint64_t poll_ns, uint64_t t0, int sw_id,
				  int wk_id, uint64_t data_size, uint64_t aux_size);
void sim_kernel_free(struct sim_kernel *k);
/* The consumer's view of cpu's rings: user page, data area, AUX area. */
void sim_kernel_chan(struct sim_kernel *k, uint32_t cpu, void **user_page, void **data,
		     void **aux);
/* The pool model's output goes here. */
struct sim_sink sim_kernel_sink(struct sim_kernel *k);
/* Run the driver's polls that are due at now. */
void sim_kernel_poll(struct sim_kernel *k, uint64_t now);
/* Publish data_head of every ring written since the last call. */
void sim_kernel_publish(struct sim_kernel *k);

/* The fate of the entries cpu's hypervisor logged, as the driver model
 * counts them (struct vpadtl: published, overwritten, dropped,
 * unpublished, unread). Producer thread, or after it stopped. */
const struct vpadtl *sim_kernel_driver(const struct sim_kernel *k, uint32_t cpu);

/* A reader found cpu's AUX area full: like the live source, it asks for the
 * event to be closed and opened again (see vpadtl_reopen). Any thread; the
 * producer does it at its next step and then bumps the CPU's generation,
 * which the reader waits for. */
void sim_kernel_request_reopen(struct sim_kernel *k, uint32_t cpu);
uint64_t sim_kernel_generation(const struct sim_kernel *k, uint32_t cpu);

#endif
