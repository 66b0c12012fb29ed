// SPDX-License-Identifier: GPL-2.0-only
/* lparcfg-encode.c: stores the lparcfg in a recording (lparcfg-encode.h).
 *
 * Why the vpa_dtl AUXTRACE_INFO's private area, after upstream's priv[0]:
 * - Upstream perf >= 6.18 (util/powerpc-vpadtl.c) only checks that the
 *   record is at least as long as the words it reads (priv[0]), so words
 *   after it are read by nobody and break nothing; perf 6.1, which knows
 *   no vpa_dtl type, skips the record whatever its length. A swapped file
 *   has its priv words swapped as u64, which is how these are read back.
 * - A feature section of a number perf does not know would be skipped in
 *   file mode, but in pipe mode perf warns "invalid record type" for it,
 *   and a later perf may give the number a meaning of its own.
 * - A free-form section (CMDLINE, CPUDESC) would show in perf report
 *   --header-only and mislead whoever reads it.
 * A magic word and a version open the words, so an upstream perf that
 * some day defines priv[1] for itself is not misread. The record exists
 * only with a vpa_dtl event: without DTL entries there is no physc to set
 * against the entitlement anyway. */
#include <string.h>

#include "lparcfg-encode.h"
#include "perf-writer.h"

/* A string as words, byte i at bits 8*(i%8) (lparcfg.h). */
static void words_of_string(const char *s, size_t size, uint64_t *p)
{
	size_t n = strnlen(s, size - 1);

	memset(p, 0, size);
	for (size_t i = 0; i < n; i++)
		p[i / 8] |= (uint64_t)(unsigned char)s[i] << 8 * (i % 8);
}

/* The identity's extension: the words of a v1 reader stay as they were. */
static void identity_to_priv(const struct lparcfg *c, uint64_t p[LPARCFG_PRIV_ALL_WORDS])
{
	p[LPARCFG_PRIV_X_MAGIC] = LPARCFG_PRIV_ID_MAGIC;
	p[LPARCFG_PRIV_X_FLAGS] = LPARCFG_PRIV_ID_VERSION |
				  (uint64_t)(c->have & LPARCFG_HAVE_IDENTITY) << 32;
	p[LPARCFG_PRIV_X_ID] = c->partition_id;
	p[LPARCFG_PRIV_X_WEIGHT] = c->weight;
	words_of_string(c->serial, sizeof(c->serial), p + LPARCFG_PRIV_X_SERIAL);
	words_of_string(c->machine_type, sizeof(c->machine_type), p + LPARCFG_PRIV_X_TYPE);
	words_of_string(c->partition_name, sizeof(c->partition_name), p + LPARCFG_PRIV_X_NAME);
}

void lparcfg_to_priv(const struct lparcfg *c, uint64_t p[LPARCFG_PRIV_ALL_WORDS])
{
	uint32_t have;

	/* two reads' worth of pool_idle_time means nothing in one file: app
	 * travels as computed */
	have = c->have & ~(uint32_t)(LPARCFG_HAVE_POOL_IDLE | LPARCFG_HAVE_TBR) &
	       ~(uint32_t)LPARCFG_HAVE_IDENTITY;
	p[LPARCFG_PRIV_W_MAGIC] = LPARCFG_PRIV_MAGIC;
	p[LPARCFG_PRIV_W_FLAGS] = LPARCFG_PRIV_VERSION | (uint64_t)c->capped << 16 |
				  (uint64_t)c->shared << 17 | (uint64_t)have << 32;
	p[LPARCFG_PRIV_W_ENT] = c->entitled_centi;
	p[LPARCFG_PRIV_W_POOL] = c->pool;
	p[LPARCFG_PRIV_W_POOL_CAP] = c->pool_capacity_centi;
	p[LPARCFG_PRIV_W_POOL_PROCS] = c->pool_num_procs;
	p[LPARCFG_PRIV_W_ACTIVE] = c->active_procs;
	p[LPARCFG_PRIV_W_APP] = c->app_centi;
	identity_to_priv(c, p);
}

int lparcfg_auxtrace_info(struct perf_writer *w, const struct lparcfg *c)
{
	uint64_t priv[1 + LPARCFG_PRIV_ALL_WORDS] = { 0 };	/* priv[0]: as upstream */

	if (!c || !c->valid)
		return pw_auxtrace_info_vpa_dtl(w);
	lparcfg_to_priv(c, priv + 1);
	return pw_auxtrace_info(w, PW_AUXTRACE_VPA_DTL, priv, 1 + LPARCFG_PRIV_ALL_WORDS);
}
