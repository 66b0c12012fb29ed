/* SPDX-License-Identifier: GPL-2.0-only */
/* cpulist.h: the one parser of CPU lists ("0", "0-3", "0-3,8,10-11"), for
 * -C (live capture, the interactive view) and the view's '/' filter. Strict,
 * unlike libperf's: decimal numbers only, every item present, ranges low to
 * high, every CPU below CPULIST_MAX_CPU. */
#ifndef DTLTOP_CPULIST_H
#define DTLTOP_CPULIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model.h"

/* A CPU the model would not keep (it counts it in bad_cpu) cannot be asked
 * for either. */
#define CPULIST_MAX_CPU MODEL_MAX_CPU
#define CPULIST_WORDS   (CPULIST_MAX_CPU / 64)	/* a bitmap of every CPU */

/* Parse s into bits (CPULIST_WORDS words, set here). Returns 0, or -1 with a
 * one-line reason in why ("'x' is not a CPU number"); bits is then zero. */
int cpulist_parse(const char *s, uint64_t *bits, char *why, size_t whylen);

static inline bool cpulist_has(const uint64_t *bits, uint32_t cpu)
{
	return cpu < CPULIST_MAX_CPU && (bits[cpu / 64] >> (cpu % 64)) & 1;
}

#endif
