/* SPDX-License-Identifier: GPL-2.0-only */
/* dispatch-stats.h: the text of /proc/powerpc/vcpudispatch_stats (pseries
 * lpar.c): "off" while disabled, else one line per online CPU, "cpuN total
 * same_cpu same_chip diff_chip far_chip numa_home numa_remote numa_far",
 * counts since it was enabled. */
#ifndef DTLTOP_DISPATCH_STATS_H
#define DTLTOP_DISPATCH_STATS_H

#include <stdbool.h>
#include <stdint.h>

#define DISPATCH_STATS_FIELDS 8

/* One line (its newline optional). Returns 0 with the CPU and the eight
 * counters, -1 when it is not such a line. */
int dispatch_stats_line(const char *line, uint32_t *cpu, uint64_t v[DISPATCH_STATS_FIELDS]);

/* Whether the file's text says it is disabled ("off"). */
bool dispatch_stats_off(const char *text);

#endif
