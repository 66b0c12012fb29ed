/* SPDX-License-Identifier: GPL-2.0-only */
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

/* The most event formats a tracing data blob may hold, all systems (ftrace
 * included) together. libtraceevent adds each format with a linear scan of
 * those before it, so n formats cost n^2/2 steps: 120,000 take 20 s. A real
 * recording holds at most the whole tracefs of the recording kernel, about
 * 3,000 formats on a big one; 16384 leaves room for five times that. */
#define TRACING_DATA_MAX_FORMATS 16384

/* Parse a trace-cmd "tracing data" blob (perf HEADER_TRACING_DATA feature or
 * pipe record 66) into a new libtraceevent handle with the blob's byte order
 * and long size set. On failure (also: more than TRACING_DATA_MAX_FORMATS
 * formats) returns NULL and writes a one-line reason. */
struct tep_handle *tracing_data_parse(const void *blob, size_t len,
				      char *err, size_t errlen);
/* The same, and the blob's kallsyms section (dtltop -o stores one; perf
 * today writes it empty) into *kallsyms, malloc'd and NUL-terminated, its
 * length in *kallsyms_len; NULL and 0 when empty or on failure. */
struct tep_handle *tracing_data_parse_ks(const void *blob, size_t len, char **kallsyms,
					 size_t *kallsyms_len, char *err, size_t errlen);

/* Verdicts of tracing_format_check on one event format text. */
enum tracing_format_verdict {
	TRACING_FORMAT_OK,		/* hand it to libtraceevent as is */
	TRACING_FORMAT_BAD_PRINT,	/* fields fine, print fmt not: cut it */
	TRACING_FORMAT_BAD,		/* keep it away from libtraceevent */
};

/* Whether an event format text is plain enough for libtraceevent, whose 1.7
 * parser crashes on some malformed ones: the name/ID/format header,
 * well-formed field lines, and a print fmt in a small C expression grammar
 * whose field references resolve and whose conversions match its arguments.
 * *print_off (if given) is where the print fmt starts; why (if given) says
 * what is wrong. */
int tracing_format_check(const char *text, size_t len, size_t *print_off,
			 char *why, size_t whylen);

/* A libtraceevent handle for the running kernel, from tracefs: the formats of
 * the given systems (NULL means just "sched"), host byte order and long size.
 * On failure returns NULL and writes a one-line reason. */
struct tep_handle *tracing_load_live(const char *const *systems,
				     char *err, size_t errlen);

/* A decoder over a tep handle: resolves the sched events and their fields
 * once. Takes ownership of tep (freed by tp_decoder_free). */
struct tp_decoder *tp_decoder_new(struct tep_handle *tep);
void tp_decoder_free(struct tp_decoder *d);
struct tep_handle *tp_decoder_tep(struct tp_decoder *d);

/* Resolve kernel addresses in payloads (%pS, %ps: kmem's call_site) with
 * k, as perf does with its kernel map; k must outlive the decoder's use. */
struct kallsyms;
int tp_set_kallsyms(struct tp_decoder *d, const struct kallsyms *k);
/* The same with any table: fn names the function *addrp lies in and moves
 * *addrp to its start (NULL: unknown); the name must stay valid until the
 * next call. NULL fn drops the resolver. */
typedef char *(*tp_resolver_fn)(void *priv, unsigned long long *addrp, char **modp);
int tp_set_resolver(struct tp_decoder *d, tp_resolver_fn fn, void *priv);

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
