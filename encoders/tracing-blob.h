/* SPDX-License-Identifier: GPL-2.0-only */
/* tracing-blob.h: writing tracing data (trace-cmd's blob, perf.data's
 * HEADER_TRACING_DATA) and sched tracepoint payloads, for dtlgen, the
 * simulator and recordings. The decoders read them back (tracepoint.h). */
#ifndef DTLTOP_TRACING_BLOB_H
#define DTLTOP_TRACING_BLOB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Embedded tracefs texts of a 64-bit kernel (tracing-embedded.c). */
extern const char fmt_header_page[];
extern const char fmt_header_event[];
extern const char fmt_sched_switch[];
extern const char fmt_sched_wakeup[];

/* Parse the embedded formats once (not thread-safe; call before threads).
 * Returns 0, or -1 with errno = EINVAL if a text is malformed. */
int sched_formats_init(void);
/* The "ID: N" of a format text, or -1. */
int format_id(const char *fmt);

/* A task as a payload names it. */
struct raw_task {
	const char *comm;
	int32_t pid;
	int32_t prio;
};

/* Lay out a payload by the embedded formats' field offsets, integers
 * byte-swapped when sw. p needs 128 bytes. Returns the payload size. */
size_t raw_sched_switch(uint8_t *p, bool sw, int id, const struct raw_task *prev,
			int64_t prev_state, const struct raw_task *next);
size_t raw_sched_wakeup(uint8_t *p, bool sw, int id, int32_t waker,
			const struct raw_task *w, int cpu);

/* The blob of the embedded texts, in the given byte order (malloc'd into
 * *out). Returns its length, 0 when out of memory. */
size_t tracing_blob(uint8_t **out, bool big_endian);
/* ... with a kallsyms text (NULL: none) in its kallsyms section. */
size_t tracing_blob_ks(uint8_t **out, bool big_endian, const char *kallsyms, size_t len);

/* The blob of arbitrary texts (live: read from tracefs). */
struct tracing_texts {
	uint32_t page_size;
	const char *header_page, *header_event;
	const char *system;		/* one system, e.g. "sched" */
	const char *const *formats;
	size_t nformats;
	/* a /proc/kallsyms text for the kallsyms section (file mode only:
	 * perf skips it with lseek); NULL/0: the section is empty */
	const char *kallsyms;
	size_t kallsyms_len;
};
size_t tracing_blob_of(const struct tracing_texts *t, bool big_endian, uint8_t **out);

#endif
