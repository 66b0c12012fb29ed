// SPDX-License-Identifier: GPL-2.0-only
/* evidence.c: the evidence directory (evidence.h). Every file is written by
 * the views the rest of dtltop uses (view_json, view_text, view_svg,
 * view_lparcfg_json), over the span's model, so what is sent is what the
 * user saw; the perf.data slice is the recording's own records. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app-symbols.h"
#include "build-info.h"
#include "evidence.h"
#include "hist.h"
#include "model-lpar.h"
#include "signals.h"
#include "symbols.h"
#include "time-range.h"
#include "version.h"
#include "view-lpar.h"
#include "view-svg.h"
#if __has_include("slice.h")
#include "slice.h"
#define HAVE_SLICE 1
#endif

int evidence_dir(const char *dir, bool force, char *err, size_t errlen)
{
	DIR *d;
	struct dirent *e;
	bool empty = true;

	if (mkdir(dir, 0755) == 0)
		return 1;
	if (errno != EEXIST) {
		snprintf(err, errlen, "--evidence %s: %s", dir, strerror(errno));
		return -1;
	}
	if (!(d = opendir(dir))) {
		snprintf(err, errlen, "--evidence %s: %s", dir, strerror(errno));
		return -1;
	}
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			empty = false;
	closedir(d);
	if (!empty && !force) {
		snprintf(err, errlen, "--evidence %s: exists and is not empty (--force writes "
			 "into it)", dir);
		return -1;
	}
	return 0;
}

static FILE *open_in(const struct evidence_req *r, const char *name, char *err, size_t errlen)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", r->dir, name);
	f = fopen(path, "w");
	if (!f)
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
	return f;
}

static int close_out(FILE *f, const struct evidence_req *r, const char *name, char *err,
		     size_t errlen)
{
	bool bad = ferror(f);

	if (fclose(f) != 0 || bad) {
		snprintf(err, errlen, "%s/%s: %s", r->dir, name, strerror(errno ? errno : EIO));
		return -1;
	}
	return 0;
}

/* Copy in to out, byte for byte, with its modification time. */
static int copy_file(const char *in, const char *out, char *err, size_t errlen)
{
	char buf[1 << 16];
	int a = open(in, O_RDONLY | O_CLOEXEC), b = -1;
	ssize_t n = 0;
	struct stat st;

	if (a >= 0)
		b = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	while (a >= 0 && b >= 0 && (n = read(a, buf, sizeof(buf))) > 0)
		for (ssize_t off = 0; off < n;) {
			ssize_t w = write(b, buf + off, (size_t)(n - off));

			if (w < 0) {
				n = -1;
				goto done;
			}
			off += w;
		}
done:
	/* the copy keeps the mtime: a recording without CLOCK_DATA dates its
	 * events by it (approximate wall clock) */
	if (a >= 0 && b >= 0 && n >= 0 && fstat(a, &st) == 0) {
		struct timespec ts[2] = { st.st_atim, st.st_mtim };

		if (futimens(b, ts) < 0)
			n = -1;
	}
	if (a < 0 || b < 0 || n < 0)
		snprintf(err, errlen, "%s: %s", a < 0 ? in : out, strerror(errno));
	if (a >= 0)
		close(a);
	if (b >= 0 && close(b) < 0 && n >= 0) {
		snprintf(err, errlen, "%s: %s", out, strerror(errno));
		n = -1;
	}
	return a < 0 || b < 0 || n < 0 ? -1 : 0;
}

/* DIR/perf.data: the span's records. What it holds, for the README. */
static int write_slice(const struct evidence_req *r, char *note, size_t notelen, char *err,
		       size_t errlen)
{
	char out[4096];

	if (!r->recording) {
		snprintf(note, notelen, "not written: %s", r->no_slice ? r->no_slice : "no recording");
		return 0;
	}
	snprintf(out, sizeof(out), "%s/perf.data", r->dir);
	if (!strcmp(r->recording, out)) {
		snprintf(note, notelen, "the session as -o recorded it (the whole span)");
		return 0;
	}
	if (r->whole) {
		snprintf(note, notelen, "a copy of %s (the span is the whole recording)",
			 r->recording);
		return copy_file(r->recording, out, err, errlen);
	}
#ifdef HAVE_SLICE
	if (slice_write(r->recording, r->t0, r->t1, out, err, errlen) < 0)
		return -1;
	snprintf(note, notelen, "the records of %s in the span, as perf.data", r->recording);
	return 0;
#else
	snprintf(note, notelen, "not written: this dtltop cannot cut a span out of %s",
		 r->recording);
	return 0;
#endif
}

/* lparcfg.txt: the file as read (live), else the keys the recording or
 * the simulator has, in the kernel's key=value form. */
static int write_lparcfg(const struct evidence_req *r, const struct lparcfg *c, char *err,
			 size_t errlen)
{
	FILE *f = open_in(r, "lparcfg.txt", err, errlen);
	char path[4096];

	if (!f)
		return -1;
	if (r->lparcfg_path) {
		snprintf(path, sizeof(path), "%s/lparcfg.txt", r->dir);
		fclose(f);
		if (copy_file(r->lparcfg_path, path, err, errlen) == 0)
			return 0;
		if (!(f = open_in(r, "lparcfg.txt", err, errlen)))
			return -1;
		fprintf(f, "# %s could not be read: %s\n", r->lparcfg_path, err);
	} else {
		fprintf(f, "# not the kernel's file: the keys %s (serial_number and\n"
			"# partition_id are not among them: see README.txt)\n",
			r->src && !strcmp(r->src->info.kind, "replay") ?
			"dtltop -o stored in the recording" : "dtltop's simulator sets");
	}
	if (!c->valid && !c->have) {
		fputs("# no configuration: the entitlement is not known\n", f);
		return close_out(f, r, "lparcfg.txt", err, errlen);
	}
	if (!r->lparcfg_path) {
		fprintf(f, "partition_entitled_capacity=%" PRIu64 "\n", c->entitled_centi);
		if (c->have & LPARCFG_HAVE_CAPPED)
			fprintf(f, "capped=%d\n", c->capped);
		if (c->have & LPARCFG_HAVE_SHARED)
			fprintf(f, "shared_processor_mode=%d\n", c->shared);
		if (c->have & LPARCFG_HAVE_POOL)
			fprintf(f, "pool=%u\n", c->pool);
		if (c->have & LPARCFG_HAVE_POOL_CAP)
			fprintf(f, "pool_capacity=%" PRIu64 "\n", c->pool_capacity_centi);
		if (c->have & LPARCFG_HAVE_POOL_PROCS)
			fprintf(f, "pool_num_procs=%" PRIu64 "\n", c->pool_num_procs);
		if (c->have & LPARCFG_HAVE_ACTIVE)
			fprintf(f, "partition_active_processors=%" PRIu64 "\n", c->active_procs);
	}
	return close_out(f, r, "lparcfg.txt", err, errlen);
}

/* p99 per column of timeline.svg: the recording read again over the span
 * (the model keeps no latency per bucket). */
struct lat_pass {
	uint64_t t0, t1, c0, w;
	size_t n;
	struct hist *h;
	uint32_t *max;
	uint64_t tb_freq;
};

static int lat_event(const struct event *ev, void *arg)
{
	struct lat_pass *p = arg;
	size_t j;

	if (ev->time >= p->t1)
		return 1;
	if (ev->kind != EV_DTL || ev->time < p->t0 || ev->time < p->c0)
		return signals_stopping();
	j = (size_t)((ev->time - p->c0) / p->w);
	if (j >= p->n)
		return 1;
	hist_add(&p->h[j], ev->dtl.e.enqueue_to_dispatch);
	if (ev->dtl.e.enqueue_to_dispatch > p->max[j])
		p->max[j] = ev->dtl.e.enqueue_to_dispatch;
	if (!p->tb_freq)
		p->tb_freq = ev->dtl.tb_freq;
	return 0;
}

static double *p99_series(const struct evidence_req *r, size_t n, uint64_t c0, uint64_t w,
			  const char **why)
{
	struct lat_pass p = { .t0 = r->t0, .t1 = r->t1, .c0 = c0, .w = w, .n = n };
	struct consumer c = { .event = lat_event, .arg = &p };
	struct source *s;
	double *out = NULL;
	char err[320];

	*why = "needs a recording (-o FILE)";
	if (!r->recording || !n)
		return NULL;
	if (!(s = replay_open(r->recording, err, sizeof(err)))) {
		*why = "the recording could not be read again";
		return NULL;
	}
	p.h = calloc(n, sizeof(*p.h));
	p.max = calloc(n, sizeof(*p.max));
	out = calloc(n, sizeof(*out));
	if (p.h && p.max && out && source_run(s, &c) >= 0 && p.tb_freq) {
		for (size_t j = 0; j < n; j++)
			out[j] = p.h[j].n ? (double)hist_percentile(&p.h[j], 990, p.max[j]) * 1e6 /
					    (double)p.tb_freq : -1;
	} else {
		*why = p.tb_freq ? "the recording could not be read again" : "no DTL entry";
		free(out);
		out = NULL;
	}
	source_close(s);
	free(p.h);
	free(p.max);
	return out;
}

static int write_svg(const struct evidence_req *r, const struct lparcfg *c, char *err,
		     size_t errlen)
{
	struct view_svg_in in = { .m = r->m, .src = r->src, .t0 = r->t0, .t1 = r->t1, .tf = r->tf,
				  .ent = c->valid ? (double)c->entitled_centi / 100.0 : 0 };
	FILE *f;
	size_t n;
	uint64_t c0, w;
	double *p99;

	view_svg_columns(r->m, r->t0, r->t1, &n, &c0, &w);
	p99 = p99_series(r, n, c0, w, &in.p99_why);
	in.p99_us = p99;
	if (!(f = open_in(r, "timeline.svg", err, errlen))) {
		free(p99);
		return -1;
	}
	view_svg(f, &in);
	free(p99);
	return close_out(f, r, "timeline.svg", err, errlen);
}

/* The command line, each word quoted for a POSIX shell where it needs it. */
static void write_argv(FILE *f, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];

		fputs(i ? " " : "", f);
		if (*a && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				 "0123456789-_./=,:+@%") == strlen(a)) {
			fputs(a, f);
			continue;
		}
		fputc('\'', f);
		for (; *a; a++)
			*a == '\'' ? fputs("'\\''", f) : fputc(*a, f);
		fputc('\'', f);
	}
	fputc('\n', f);
}

static int write_version(const struct evidence_req *r, char *err, size_t errlen)
{
	FILE *f = open_in(r, "version.txt", err, errlen);

	if (!f)
		return -1;
	fprintf(f, "dtltop %s\n", DTLTOP_VERSION);
	build_info_print(f);
	fputs("command line: ", f);
	write_argv(f, r->argc, r->argv);
	return close_out(f, r, "version.txt", err, errlen);
}

static int write_readme(const struct evidence_req *r, const char *slice, char *err,
			size_t errlen)
{
	FILE *f = open_in(r, "README.txt", err, errlen);
	const struct source_info *si = &r->src->info;
	char a[64], b[64], zone[48];

	if (!f)
		return -1;
	fprintf(f, "dtltop evidence: the PowerVM Dispatch Trace Log of one span\n\n"
		"span:    %s to %s (%s), %.3f s%s\n", time_str(r->tf, r->t0, 3, a, sizeof(a)),
		time_str(r->tf, r->t1, 3, b, sizeof(b)), time_zone(r->tf, zone, sizeof(zone)),
		(double)(r->t1 - r->t0) / 1e9, r->whole ? " (the whole session)" : "");
	fprintf(f, "         perf clock %.9f to %.9f s\n", (double)r->t0 / 1e9, (double)r->t1 / 1e9);
	fprintf(f, "clock:   %s\n", r->tf->wc.q == WC_NONE ?
		"no wall clock: times are seconds on the perf clock" : r->tf->wc.how);
	fprintf(f, "source:  %s%s%s on %s (%s)\n\n", si->kind, si->path ? " " : "",
		si->path ? si->path : "", si->hostname[0] ? si->hostname : "?",
		si->osrelease[0] ? si->osrelease : "?");
	fprintf(f, "perf.data      the span's perf.data, which upstream perf and dtltop -i read:\n"
		"               %s\n", slice);
	fputs("snapshot.json  the span's figures, as dtltop --batch --json prints them\n"
	      "snapshot.txt   the same as text, as dtltop --batch prints it\n"
	      "lparcfg.txt    the partition's configuration: live, /proc/powerpc/lparcfg as\n"
	      "               read when this was written (serial_number, partition_id\n"
	      "               included); a replay, the entitlement and pool keys dtltop -o\n"
	      "               stored (the serial and partition id are not stored); simulated,\n"
	      "               the simulator's\n"
	      "lparcfg.json   what dtltop read in it (dtltop --lparcfg's JSON)\n"
	      "timeline.svg   a picture: physc against the entitlement, steal % and p99\n"
	      "               dispatch latency of the LPAR over the span, and steal per vCPU\n"
	      "               over time (one row each); open it in a web browser\n"
	      "version.txt    the dtltop version, its build, and the command line it ran with\n"
	      "README.txt     this file\n", f);
	return close_out(f, r, "README.txt", err, errlen);
}

int evidence_write(const struct evidence_req *r, char *err, size_t errlen)
{
	struct lparcfg c;
	char slice[600];
	FILE *f;
	const struct model *snap = r->snap ? r->snap : r->m;
	struct view_window w;

	source_lpar_get(r->src, &c);
	if (write_slice(r, slice, sizeof(slice), err, errlen) < 0)
		return -1;
	if (!(f = open_in(r, "snapshot.json", err, errlen)))
		return -1;
	view_window_of(snap, r->w, &w);
	w.syms = r->syms;
	view_json(f, snap, r->src, &w);
	if (close_out(f, r, "snapshot.json", err, errlen) < 0 ||
	    !(f = open_in(r, "snapshot.txt", err, errlen)))
		return -1;
	view_text(f, snap, r->src, &w);
	if (close_out(f, r, "snapshot.txt", err, errlen) < 0 ||
	    write_lparcfg(r, &c, err, errlen) < 0 || !(f = open_in(r, "lparcfg.json", err, errlen)))
		return -1;
	view_lparcfg_json(f, &c);
	fputc('\n', f);
	if (close_out(f, r, "lparcfg.json", err, errlen) < 0 || write_svg(r, &c, err, errlen) < 0 ||
	    write_version(r, err, errlen) < 0)
		return -1;
	return write_readme(r, slice, err, errlen);
}

/* ---- --evidence DIR without the interactive view ---- */

struct evidence_run {
	struct source *src;
	const struct options *o;
	struct model *m, *snap;	/* the timeline's; batch's counters-only one */
	uint64_t first, newest;
	bool started;
};

/* As batch.c feeds its one window: the same events, the same span. */
static int run_event(const struct event *ev, void *arg)
{
	struct evidence_run *er = arg;

	if (ev_names_task(ev)) {	/* maps, for user srr0: no time, no count */
		model_feed(er->snap, ev);
		return 0;
	}
	if (ev->time > er->newest)
		er->newest = ev->time;
	if (!er->started) {
		er->first = ev->time;
		er->started = true;
	}
	model_feed(er->m, ev);
	model_feed(er->snap, ev);
	return 0;
}

struct evidence_run *evidence_run(struct source *src, const struct options *o,
				  struct consumer_wrap *wrap, int *status)
{
	struct evidence_run *er = calloc(1, sizeof(*er));
	struct model_opts mo = { .smt = src->info.smt, .grow_timeline = true };
	const struct consumer c = { .event = run_event, .maps = true, .arg = er };

	*status = 1;
	if (er) {
		er->m = model_new(&mo);
		er->snap = model_new(&(struct model_opts){ .counters_only = true, .smt = mo.smt });
	}
	if (!er || !er->m || !er->snap) {
		fprintf(stderr, "dtltop: out of memory\n");
		if (er) {
			model_free(er->m);
			model_free(er->snap);
		}
		free(er);
		return NULL;
	}
	er->src = src;
	er->o = o;
	if (source_run(src, consumer_wrap(wrap, &c)) < 0) {
		fprintf(stderr, "dtltop: %s\n", src->err);
		*status = source_fail_status(src);
		model_free(er->m);
		model_free(er->snap);
		free(er);
		return NULL;
	}
	*status = 0;
	return er;
}

int evidence_finish(struct evidence_run *er, const struct time_range *tr, const char *recording,
		    const char *lparcfg_path, int argc, char **argv)
{
	struct view_window w = { .start_ns = er->first, .end_ns = er->newest,
				 .dropped = er->src->stats.dropped };
	struct time_fmt tf;
	struct evidence_req r = { .dir = er->o->evidence, .m = er->m, .snap = er->snap,
				  .src = er->src,
				  .t0 = er->first, .t1 = er->newest + 1, .whole = true,
				  .w = &w, .tf = &tf, .recording = recording,
				  .lparcfg_path = lparcfg_path, .argc = argc, .argv = argv };
	char err[600];
	int ret = 0;

	if (!recording)
		r.no_slice = er->src->info.pipe || !er->src->info.path ?
			"the input was a pipe, which cannot be read again" :
			"no recording of the session";
	/* --time: the span asked for, cut out of the recording */
	if (tr && tr->resolved) {
		r.whole = false;
		r.t0 = tr->t0;
		r.t1 = tr->t1 != UINT64_MAX ? tr->t1 : er->newest + 1;
	}
	model_settle(er->m);
	model_settle(er->snap);
	time_fmt_init(&tf, &er->src->info.clock, TIME_WALL, false, er->first, er->newest);
	/* srr0 named as --batch names it (batch.c) */
	if ((r.syms = app_symbols(er->o, er->src, err, sizeof(err))))
		symbols_modules(r.syms, true);
	else
		fprintf(stderr, "dtltop: --evidence: %s\n", err);
	if (!r.syms) {
		ret = 1;
	} else if (!er->started) {
		fprintf(stderr, "dtltop: --evidence %s: no events: nothing to write\n", r.dir);
		ret = 1;
	} else if (evidence_write(&r, err, sizeof(err)) < 0) {
		fprintf(stderr, "dtltop: --evidence: %s\n", err);
		ret = 1;
	} else {
		printf("evidence written to %s\n", r.dir);
	}
	symbols_free(r.syms);
	model_free(er->m);
	model_free(er->snap);
	free(er);
	return ret;
}
