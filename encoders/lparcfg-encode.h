/* SPDX-License-Identifier: GPL-2.0-only */
/* lparcfg-encode.h: the partition's lparcfg as AUXTRACE_INFO private words
 * (layout in lparcfg.h), for -o and dtlgen. */
#ifndef DTLTOP_LPARCFG_ENCODE_H
#define DTLTOP_LPARCFG_ENCODE_H

#include <stdint.h>

#include "lparcfg.h"

struct perf_writer;

/* c's words and its identity's extension, host byte order (the writer
 * swaps them for the file). */
void lparcfg_to_priv(const struct lparcfg *c, uint64_t p[LPARCFG_PRIV_ALL_WORDS]);

/* Write the vpa_dtl AUXTRACE_INFO record: upstream's priv[0], then c's
 * words when c is valid (none otherwise: the record upstream writes). */
int lparcfg_auxtrace_info(struct perf_writer *w, const struct lparcfg *c);

#endif
