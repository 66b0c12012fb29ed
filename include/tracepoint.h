/* tracepoint.h: sched tracepoints through libtraceevent. The event formats
 * come from perf.data's tracing data (replay) or tracefs (live); payload
 * fields are then read by name, never by hard-coded offset. */
#ifndef DTLTOP_TRACEPOINT_H
#define DTLTOP_TRACEPOINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"

struct tep_handle;
struct tp_decoder;

/* Parse a trace-cmd "tracing data" blob (perf HEADER_TRACING_DATA feature or
 * pipe record 66) into a new libtraceevent handle with the blob's byte order
 * and long size set. On failure returns NULL and writes a one-line reason. */
struct tep_handle *tracing_data_parse(const void *blob, size_t len,
				      char *err, size_t errlen);

/* A decoder over a tep handle: resolves the sched events and their fields
 * once. Takes ownership of tep (freed by tp_decoder_free). */
struct tp_decoder *tp_decoder_new(struct tep_handle *tep);
void tp_decoder_free(struct tp_decoder *d);
struct tep_handle *tp_decoder_tep(struct tp_decoder *d);

/* "system:name" of tracepoint id (the attr's config), or NULL. */
const char *tp_event_name(struct tp_decoder *d, int id);

/* Decode a raw payload of tracepoint `id` into ev: sets ev->kind
 * (EV_SCHED_SWITCH, EV_SCHED_WAKEUP or EV_SCHED_OTHER) and the typed fields.
 * Returns 0, or -1 when the payload is shorter than its format says. */
int tp_decode(struct tp_decoder *d, int id, const void *raw, uint32_t size,
	      struct event *ev);

/* Print the payload the way perf script does (the format's print fmt), into
 * buf; returns the length written (truncated at len - 1). */
size_t tp_format(struct tp_decoder *d, int id, const void *raw, uint32_t size,
		 char *buf, size_t len);

#endif
