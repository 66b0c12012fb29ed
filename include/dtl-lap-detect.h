/* SPDX-License-Identifier: GPL-2.0-only */
/* dtl-lap-detect.h: the AUX size that frames a recording's DTL streams,
 * found from the data (dtl-lap.h has the layout). Under the true size every
 * slot holds an entry or zeros, every lap's tail (threshold * 48 to the lap
 * end) is zeros the driver never writes, and entries restart at each lap
 * start; any other size reads entries across their boundaries or into the
 * padding. Replay feeds it a bounded sample of each CPU's AUX data and
 * checks the recorded -m (a hint) against it before the first buffer is
 * queued. */
#ifndef DTLTOP_DTL_LAP_DETECT_H
#define DTLTOP_DTL_LAP_DETECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define LAPD_MIN_LOG 8		/* DTL_AUX_MIN */
#define LAPD_MAX_LOG 40		/* DTL_AUX_MAX */
#define LAPD_N (LAPD_MAX_LOG - LAPD_MIN_LOG + 1)
#define LAPD_MAX_CPU 65536	/* boot headers kept for cpus below this */

/* What one candidate size made of the sample. */
struct lapd_cand {
	uint64_t good;		/* slots holding a plausible entry */
	uint64_t bad;		/* slots or lap tails holding anything else */
	uint64_t crossed;	/* laps restarting with an entry at their start */
};

struct lapd {
	bool swap;		/* the boot header's byte order is not ours */
	struct lapd_cand c[LAPD_N];	/* size 1 << (LAPD_MIN_LOG + i) */
	uint64_t bytes;		/* AUX bytes fed */
	uint64_t *boot_tb, *tb_freq;	/* by cpu, from stream offset 0; 0: unseen */
	uint32_t ncpu;
	uint32_t *sums;		/* lapd_feed's per-chunk tables, reused */
	size_t sums_cap;	/* entries sums holds */
};

enum lapd_verdict {
	LAPD_NO_DATA,		/* no entry in the sample: *size is the hint */
	LAPD_HINT,		/* the hint frames the sample */
	LAPD_FOUND,		/* another size does (the hint is absent or wrong) */
	LAPD_UNFRAMEABLE,	/* no size frames it */
};

void lapd_init(struct lapd *d, bool swap);
void lapd_free(struct lapd *d);

/* len bytes of cpu's AUX stream from stream position pos. */
void lapd_feed(struct lapd *d, uint32_t cpu, uint64_t pos, const uint8_t *p, size_t len);

/* The size that frames what was fed: the hint (a size in bytes, 0: none)
 * when it does, else the default when it does, else the smallest that does
 * and whose laps were seen restarting (*confirmed), else the smallest that
 * does. */
enum lapd_verdict lapd_decide(const struct lapd *d, uint64_t hint, uint64_t dflt, uint64_t *size,
			      bool *confirmed);

/* Would more data leave lapd_decide's size as it is? True once the
 * smallest size that frames the sample has been seen restarting a lap. */
bool lapd_settled(const struct lapd *d);

#endif
