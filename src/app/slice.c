// SPDX-License-Identifier: GPL-2.0-only
/* slice.c: a span of a recording written as a recording (slice.h). The
 * replay's events in the span go through -o's recorder, the same encoding
 * a live or simulated session gets: what dtltop reads back is what it read.
 * The source's other events (software, hardware, other PMUs' samples) and
 * the samples' callchains are not written. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "record-tee.h"
#include "record.h"
#include "slice.h"
#include "time-range.h"

static int slice_null(const struct event *ev, void *arg)
{
	(void)ev;
	(void)arg;
	return 0;
}

static int stop_at_first(const struct event *ev, void *arg)
{
	(void)ev;
	(void)arg;
	return 1;
}

/* A replay knows the partition's lparcfg once its AUXTRACE_INFO is read,
 * which comes with the records, after the file's header: a second reader
 * goes as far as the first event for it, so that the slice's header keeps
 * the entitlement. Nothing to do when it is known or cannot be had. */
static void slice_probe(struct source *src)
{
	const struct consumer c = { .event = stop_at_first };
	struct source *two;
	char err[256];

	if (src->info.lpar.valid || !src->ops->reopen)
		return;
	two = src->ops->reopen(src, 0, err, sizeof(err));
	if (!two)
		return;
	if (source_run(two, &c) == 0 && two->info.lpar.valid)
		src->info.lpar = two->info.lpar;
	source_close(two);
}

/* A recording whose wall clock is its file's mtime (approximate: perf's
 * "captured on" against the last sample) passes it on: the slice's mtime
 * is moved so that its own last sample maps to the same wall time, or its
 * events would be shown at the moment the slice was written. */
static void slice_keep_mtime(const struct source *src, const char *out_path)
{
	struct timespec ts[2] = { { .tv_nsec = UTIME_OMIT } };
	struct source *s;
	struct stat st;
	char err[200];
	int64_t ns;

	if (src->info.clock.q != WC_APPROX || stat(out_path, &st) < 0)
		return;
	s = replay_open(out_path, err, sizeof(err));
	if (!s)
		return;
	if (s->info.clock.q == WC_APPROX) {
		ns = (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec +
		     (src->info.clock.offset_ns - s->info.clock.offset_ns);
		ts[1].tv_sec = (time_t)(ns / 1000000000);
		ts[1].tv_nsec = (long)(ns % 1000000000);
		/* a failure leaves the slice's own mtime: its times move */
		if (ns >= 0 && utimensat(AT_FDCWD, out_path, ts, 0) < 0)
			fprintf(stderr, "dtltop: %s: its wall clock (mtime) not kept: %m\n",
				out_path);
	}
	source_close(s);
}

int slice_record(struct source *src, struct time_range *tr, const char *out_path, bool force,
		 int argc, char **argv, char *err, size_t errlen)
{
	const struct consumer sink = { .event = slice_null, .raw = true, .maps = true };
	struct record_setup rs;
	struct record_tee tee;
	struct time_range range;	/* tr, with the tee behind it */
	struct recorder *rec;
	char cerr[320];
	int ret;

	if (!src->ops->record_setup || src->ops->record_setup(src, &rs) < 0) {
		snprintf(err, errlen, "%s", src->ops->record_setup ? src->err
			 : "this source cannot be recorded");
		return -1;
	}
	rs.argc = argc;
	rs.argv = argv;
	slice_probe(src);
	rec = recorder_open(out_path, force, &src->info, &rs, err, errlen);
	if (!rec)
		return -1;
	record_tee_init(&tee, rec, src->err, sizeof(src->err));
	range = *tr;
	range.next = &tee.wrap;
	ret = source_run(src, consumer_wrap(&range.wrap, &sink));
	tr->resolved = range.resolved;
	tr->reached_end = range.reached_end;
	tr->t0 = range.t0;
	tr->t1 = range.t1;
	tr->dropped = range.dropped;
	tr->delivered = range.delivered;
	if (ret < 0)
		snprintf(err, errlen, "%s", src->err);
	if (recorder_close(rec, cerr, sizeof(cerr)) < 0 && !ret) {
		snprintf(err, errlen, "%s", cerr);
		ret = -1;
	}
	if (!ret && !tr->delivered) {
		snprintf(err, errlen, "%s: no event in the span", src->info.path);
		ret = -1;
	}
	if (ret < 0)
		unlink(out_path);
	else
		slice_keep_mtime(src, out_path);
	return ret;
}

int slice_write(const char *in_path, uint64_t t0, uint64_t t1, const char *out_path,
		char *err, size_t errlen)
{
	char *argv[] = { (char *)"dtltop", (char *)"-i", (char *)in_path, NULL };
	struct time_range tr;
	struct source *src;
	int ret;

	if (!strcmp(in_path, "-")) {
		snprintf(err, errlen, "a slice is cut from a file, not standard input");
		return -1;
	}
	if (t1 <= t0) {
		snprintf(err, errlen, "an empty span");
		return -1;
	}
	src = replay_open(in_path, err, errlen);
	if (!src)
		return -1;
	time_range_set(&tr, t0, t1, src, NULL);
	ret = slice_record(src, &tr, out_path, false, 3, argv, err, errlen);
	source_close(src);
	return ret;
}
