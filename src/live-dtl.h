/* live-dtl.h: vpa_dtl events of a live session, one DTL channel per CPU. */
#ifndef DTLTOP_LIVE_DTL_H
#define DTLTOP_LIVE_DTL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "readers.h"

struct live_dtl_cpu {
	struct dtl_chan ch;
	int fd;
	void *map, *aux;
	size_t map_len, aux_len;
};

struct live_dtl {
	struct live_dtl_cpu *cpu;
	size_t n;
};

/* Open and map vpa_dtl (config = DTL_MASK_*, sample_period = poll_ns) on
 * each of cpus. On failure returns -1 with a message (EBUSY names the other
 * DTL consumers); what was opened stays in d for live_dtl_close. */
int live_dtl_open(struct live_dtl *d, const int *cpus, size_t n, uint32_t mask,
		  uint64_t poll_ns, char *err, size_t errlen);
void live_dtl_enable(struct live_dtl *d, bool on);
void live_dtl_close(struct live_dtl *d);

#endif
