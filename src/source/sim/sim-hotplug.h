/* SPDX-License-Identifier: GPL-2.0-only */
/* sim-hotplug.h: --sim-hotplug, a schedule of simulated vCPUs going offline
 * and coming back online, so that the readers' hotplug path (readers_post,
 * EV_CPU_STATE) runs without hardware. "3:off@1.5,3:on@4" takes vCPU 3
 * offline 1.5 s after the start and brings it back at 4 s. */
#ifndef DTLTOP_SIM_HOTPLUG_H
#define DTLTOP_SIM_HOTPLUG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct sim_hp_step {
	uint64_t at_ns;		/* after the session's start */
	uint32_t cpu;
	bool online;
};

#define SIM_HP_MAX_STEPS 256
#define SIM_HP_MAX_SECONDS 1000000

/* Parse spec for a pool of vcpus vCPUs into steps in time order (*out,
 * freed by the caller; ties keep the order given). Each vCPU's steps must
 * alternate, starting with off. 0, or -1 with a one-line reason in err. */
int sim_hotplug_parse(const char *spec, uint32_t vcpus, struct sim_hp_step **out, size_t *n,
		      char *err, size_t errlen);

#endif
