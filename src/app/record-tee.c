// SPDX-License-Identifier: GPL-2.0-only
/* record-tee.c: -o between the source and the driver's consumer (record-tee.h). */
#include "record-tee.h"
#include "record.h"

/* -o keeps what the session consumed, nothing more: an event the driver
 * stopped on is not written. */
static int tee_event(const struct event *ev, void *arg)
{
	struct record_tee *t = arg;
	int r = t->inner->event(ev, t->inner->arg);

	if (r)
		return r;
	if (recorder_event(t->recorder, ev) < 0) {
		recorder_error(t->recorder, t->err, t->errlen);
		return CONSUMER_FAILED;
	}
	if (t->bytes)
		__atomic_store_n(t->bytes, recorder_bytes(t->recorder), __ATOMIC_RELAXED);
	return 0;
}

static void tee_prefetch(const struct event *ev, int near, void *arg)
{
	const struct consumer *in = ((struct record_tee *)arg)->inner;

	in->prefetch(ev, near, in->arg);
}

/* No dtl_batch: a batch's result does not say which of its events the
 * driver took, and only those may be written; sources then hand DTL
 * entries on one by one (consumer_batch). Payloads are wanted for the
 * file whatever the driver wants. */
static const struct consumer *tee_wrap(struct consumer_wrap *w, const struct consumer *inner)
{
	struct record_tee *t = (struct record_tee *)w;

	t->inner = inner;
	t->self = (struct consumer){ .event = tee_event,
				     .prefetch = inner->prefetch ? tee_prefetch : NULL,
				     .raw = true, .callchain = inner->callchain, .maps = inner->maps,
				     .arg = t };
	return &t->self;
}

void record_tee_init(struct record_tee *t, struct recorder *rec, char *err, size_t errlen)
{
	*t = (struct record_tee){ .wrap = { tee_wrap }, .recorder = rec, .err = err, .errlen = errlen };
}
