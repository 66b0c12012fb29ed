/* view.h: the ways to show a model: a top -b style text block, one JSON
 * object per line, CSV rows. Batch output is just one of these views. */
#ifndef DTLTOP_VIEW_H
#define DTLTOP_VIEW_H

#include <stddef.h>
#include <stdio.h>

struct consumer_wrap;
struct model;
struct model_stats;
struct source;

/* src may be NULL (header fields are then empty). */
void view_text(FILE *f, const struct model *m, const struct source *src);
void view_json(FILE *f, const struct model *m, const struct source *src);
void view_csv_header(FILE *f);
void view_csv(FILE *f, const struct model *m, const struct source *src,
	      unsigned snapshot);

/* ,"affinity":{...}: the dispatches with a previous one of the same vCPU,
 * and how many ran on the same processor, the same core or another core. */
void view_affinity_json(FILE *f, const struct model_stats *s);

/* Write s[0..len) as a quoted JSON string: quote, backslash and bytes below
 * 0x20 or above 0x7e escaped as \u00XX (so arbitrary bytes stay valid JSON,
 * a byte >= 0x80 reading back as that code point). */
void view_json_string(FILE *f, const char *s, size_t len);

/* Write s[0..len) (up to a NUL) for a terminal: printable ASCII and
 * well-formed UTF-8 as they are; every other byte (C0 and C1 controls, DEL,
 * malformed UTF-8) becomes '?', so the width in bytes is kept. */
void view_text_safe(FILE *f, const char *s, size_t len);

/* --script: runs src to its end and prints every event in time order, perf
 * script style, with wrap's consumer (consumer.h) in front of its own, or
 * its own alone for NULL. Returns the exit status as batch_run does. */
int script_run(struct source *src, FILE *out, struct consumer_wrap *wrap);

#endif
