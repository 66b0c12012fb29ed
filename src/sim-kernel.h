/* sim-kernel.h: the simulator's hypervisor log, vpa_dtl driver and perf
 * rings (producer side), per simulated CPU. */
#ifndef DTLTOP_SIM_KERNEL_H
#define DTLTOP_SIM_KERNEL_H

#include <stdint.h>

#include "perf-ring.h"
#include "sim.h"

#define SIM_PAGE      4096
#define SIM_DATA_SIZE (16u << 10)	/* data ring per CPU */
#define SIM_AUX_SIZE  (16u << 10)	/* AUX area per CPU */
/* What the readers parse: the live source's tracepoint layout. */
#define SIM_SAMPLE_TYPE (PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
			 PERF_SAMPLE_CPU | PERF_SAMPLE_RAW)

struct sim_cpu;

struct sim_kernel {
	uint32_t n;
	uint64_t poll_ns;
	int sw_id, wk_id;		/* tracepoint ids of the embedded formats */
	struct sim_cpu *cpu;
	/* producer-side counters (producer thread only) */
	uint64_t dtl_logged;		/* entries the hypervisor wrote */
	uint64_t dtl_overwritten;	/* lost to an 85-entry log that wrapped */
	uint64_t dtl_truncated;		/* dropped: no room in the AUX area */
	uint64_t lost;			/* data ring records lost */
};

struct sim_kernel *sim_kernel_new(uint32_t n, uint64_t poll_ns, uint64_t t0, int sw_id,
				  int wk_id);
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

#endif
