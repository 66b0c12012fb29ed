/* SPDX-License-Identifier: GPL-2.0-only */
/* record-tee.h: -o as a consumer main puts in front of the driver's: every
 * event the driver's consumer accepts is written to the recording too. */
#ifndef DTLTOP_RECORD_TEE_H
#define DTLTOP_RECORD_TEE_H

#include <stddef.h>

#include "consumer.h"

struct recorder;

struct record_tee {
	struct consumer_wrap wrap;	/* what main hands the driver; first:
					 * the tee is found from it */
	struct consumer self;		/* what the source runs with */
	const struct consumer *inner;	/* the driver's */
	struct recorder *recorder;
	char *err;			/* the source's: a failed write says why */
	size_t errlen;
	uint64_t *bytes;		/* the file's size after each write (__atomic),
					 * for the REC mark; NULL: not kept */
};

/* A tee into rec; a write that fails stops the source with the recorder's
 * message in err (CONSUMER_FAILED). */
void record_tee_init(struct record_tee *t, struct recorder *rec, char *err, size_t errlen);

#endif
