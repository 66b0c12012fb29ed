/* SPDX-License-Identifier: GPL-2.0-only */
/* sim-syms.h: where the simulated hypervisor takes a vCPU (srr0/srr1 of
 * each DTL entry), drawn from the symbol set of tests/data/symbols that the
 * simulator and dtlgen carry (a generated C file, scripts/sim-symbols.sh):
 * a ppc64le kernel's kallsyms text and a few user binaries, with the maps
 * each simulated task has them at. Shared by the pool (sim-pool.c), so the
 * simulator and dtlgen draw alike; integer arithmetic only, so that every
 * host draws the same bytes. */
#ifndef DTLTOP_SIM_SYMS_H
#define DTLTOP_SIM_SYMS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "source.h"

/* The texts (generated): kallsyms, and the user binaries by path. */
extern const char sim_kallsyms[];
extern const size_t sim_kallsyms_len;
extern const struct source_dso_text sim_dso_text[];
extern const size_t sim_ndso_text;

#define SIM_DSO_KERNEL UINT16_MAX
#define SIM_SITE_NONE UINT32_MAX

/* A symbol of the set: a kernel function (dso SIM_DSO_KERNEL) or one of a
 * user binary (dso: its index in sim_dso_text, start an offset in the
 * file); room: the bytes a drawn address may lie past start. */
struct sim_sym {
	uint64_t start, room;
	const char *name;
	uint16_t dso;
};

/* One mapping of a user binary into a simulated task's process. */
struct sim_map {
	uint64_t start, len, pgoff;
	uint16_t dso;
};
#define SIM_TASK_MAPS 2		/* its program (or the JVM) and libc */

/* The symbols (parsed once; thread-safe). id < sim_syms_count(). */
uint32_t sim_syms_count(void);
const struct sim_sym *sim_syms_get(uint32_t id);
/* "[kernel.kallsyms]" or the binary's path. */
const char *sim_syms_dso_path(uint16_t dso);
/* The kernel symbol holding addr, or SIM_SITE_NONE. */
uint32_t sim_syms_find_kernel(uint64_t addr);
/* The mappings of the process of a task named comm (the binary follows
 * the application), placed by its pid; returns how many (<= SIM_TASK_MAPS). */
size_t sim_syms_task_maps(const char *comm, int32_t pid, struct sim_map *out);

/* Where a vCPU was when the hypervisor took it, for an entry of preempt
 * reason pre: r is one draw of the caller's random stream; comm/pid the
 * task running (comm NULL: the idle task); user_ok: a task's user
 * binaries may be drawn (its maps are known to the recording). Sets
 * *srr0 and *user (MSR[PR]); returns the symbol drawn. */
uint32_t sim_syms_draw(uint64_t r, uint8_t pre, const char *comm, int32_t pid, bool user_ok,
		       uint64_t *srr0, bool *user);

#endif
