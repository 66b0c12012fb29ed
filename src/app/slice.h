/* SPDX-License-Identifier: GPL-2.0-only */
/* slice.h: a span of a recording written as a recording of its own (-o with
 * -i and --time; --evidence's slice): the events in [t0, t1) re-encoded by
 * -o's recorder (record.h), with the input's host, topology and lparcfg. */
#ifndef DTLTOP_SLICE_H
#define DTLTOP_SLICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Write the events of in_path (a perf.data file or directory; not "-") with
 * time in [t0, t1) (ns on the recording's event clock, as time_parse_range
 * gives them) to out_path, which must not exist yet. 0, or -1 with a
 * one-line message in err. dtltop -i out_path then shows the numbers that
 * dtltop -i in_path --time gives for the same span. */
int slice_write(const char *in_path, uint64_t t0, uint64_t t1, const char *out_path,
		char *err, size_t errlen);

/* The same for a source already open (main's -i FILE -o OUT --time): its
 * events through tr (time-range.h) into a recording of out_path (force: an
 * existing file is replaced), with argc/argv as its command line. */
struct source;
struct time_range;
int slice_record(struct source *src, struct time_range *tr, const char *out_path, bool force,
		 int argc, char **argv, char *err, size_t errlen);

#endif
