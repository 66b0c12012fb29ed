// SPDX-License-Identifier: GPL-2.0-only
/* main.c: dtltop's entry point: parse options, open the source, hand it to
 * the chosen driver: the interactive view (a session on a feeder thread),
 * batch snapshots, the headless exporters (service.h) or --script. Without
 * -i the source is live capture. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app-symbols.h"
#include "batch.h"
#include "compare.h"
#include "dtl-lap.h"
#include "evidence.h"
#include "exporter.h"
#include "http-tls.h"
#include "live.h"
#include "mmap-size.h"
#include "options.h"
#include "record-tee.h"
#include "record.h"
#include "service.h"
#include "session.h"
#include "signals.h"
#include "sim.h"
#include "slice.h"
#include "source.h"
#include "time-range.h"
#include "tui.h"
#include "view.h"
#include "view-lpar.h"
#include "web-config.h"

/* What E needs besides the view's span: the command line and its input. */
struct tui_ev {
	const struct options *o;
	int argc;
	char **argv;
};

/* The live lparcfg to copy as read: the file the source reads. */
static const char *live_lparcfg(const struct source *src, const struct options *o)
{
	return src->info.live && !o->simulate ? (o->lparcfg ? o->lparcfg : LPARCFG_PATH) : NULL;
}

/* E: ./dtltop-evidence-DATE-TIME (wall clock now), -2, -3... if taken. */
static int tui_evidence(void *arg, const struct tui_evidence *e, char *msg, size_t len)
{
	const struct tui_ev *te = arg;
	const struct options *o = te->o;
	struct evidence_req r = { .m = e->m, .src = e->src, .t0 = e->t0, .t1 = e->t1,
				  .whole = e->whole && !o->time, .tf = e->tf, .argc = te->argc,
				  .argv = te->argv, .lparcfg_path = live_lparcfg(e->src, o) };
	char dir[96], base[64], err[600];
	time_t now = time(NULL);
	struct tm tm;
	int k = 1;

	strftime(base, sizeof(base), "dtltop-evidence-%Y%m%d-%H%M%S", localtime_r(&now, &tm));
	snprintf(dir, sizeof(dir), "%s", base);
	while (mkdir(dir, 0755) < 0) {
		if (errno != EEXIST || k > 99) {
			snprintf(msg, len, "evidence not written: %s: %s", dir, strerror(errno));
			return -1;
		}
		snprintf(dir, sizeof(dir), "%s-%d", base, ++k);
	}
	r.dir = dir;
	if (o->input && strcmp(o->input, "-") && !e->src->info.pipe &&
	    (!r.whole || e->ended))
		r.recording = o->input;
	else if (o->input)
		r.no_slice = e->src->info.pipe || !strcmp(o->input, "-") ?
			"the input is a pipe, which cannot be read again" :
			"the replay had not reached the end of the recording";
	else
		r.no_slice = o->output ? "the -o recording is still being written: cut the span "
					 "out of it once the session ends" :
					 "a live or simulated session is kept only with -o FILE";
	/* srr0 named in the snapshot as --batch names it */
	if ((r.syms = app_symbols(o, e->src, err, sizeof(err))))
		symbols_modules(r.syms, true);
	if (evidence_write(&r, err, sizeof(err)) < 0) {
		symbols_free(r.syms);
		snprintf(msg, len, "evidence incomplete: %.140s", err);
		return -1;
	}
	symbols_free(r.syms);
	snprintf(msg, len, "evidence written to ./%s%s", dir, r.recording ? "" : " (no perf.data)");
	return 0;
}

/* The TUI's symbol table, from the command line and the source. */
static struct symbols *tui_symbols(void *arg, const struct source *src, char *err, size_t len)
{
	const struct tui_ev *te = arg;
	struct symbols *sy = app_symbols(te->o, src, err, len);

	/* modules' text too: the screens have no perf text to match */
	if (sy)
		symbols_modules(sy, true);
	return sy;
}

/* The interactive view's history: live or simulated, --history seconds of
 * timeline and recent entries (model_opts_history bounds the memory); a
 * replay keeps the timeline of the whole recording and re-reads older
 * entries from the file. */
static int tui_main(struct source *src, const struct options *o, struct consumer_wrap *wrap,
		    struct exporter *ex, const struct compare *cmp, int argc, char **argv)
{
	struct tui_ev te = { .o = o, .argc = argc, .argv = argv };
	struct model_opts mo = { .smt = src ? src->info.smt : 0 };
	struct tui_opts to = { .cpus = o->cpus, .refresh_ns = o->delay_ns,
			       .no_mouse = o->no_mouse, .paused = o->paused, .utc = o->utc,
			       .time_style = o->time_style, .time_span = o->time != NULL,
			       .evidence = tui_evidence, .evidence_arg = &te,
			       .symbols = tui_symbols, .symbols_arg = &te };

	if (cmp) {	/* --compare: the compare screen first */
		to.cmp = &cmp->cmp;
		to.cmp_side = cmp->side;
	}
	struct session *s;
	struct symbols *sy = NULL;
	char err[320];
	int ret;

	/* a --kallsyms, --vmlinux or --symfs that cannot be read ends it
	 * here, not in a title once the screen is up (the view builds its
	 * own table after the first event) */
	if (o->kallsyms || o->vmlinux || o->symfs) {
		sy = app_symbols(o, NULL, err, sizeof(err));
		if (!sy) {
			fprintf(stderr, "dtltop: %s\n", err);
			return 2;
		}
		symbols_free(sy);
	}
	model_opts_history(&mo, o->history_s ? o->history_s : MODEL_HISTORY_DEF_S,
			   src->info.nr_cpus_online);
	mo.grow_timeline = src->info.paced;	/* a recording: the strip covers all of it */
	s = session_new(src, &mo, wrap);

	if (!s) {
		fprintf(stderr, "dtltop: out of memory\n");
		return 1;
	}
	/* --listen, --influx: a snapshot of the session's model per -d, as
	 * the view takes its frames */
	if (ex && exporter_follow(ex, s, o->delay_ns) < 0) {
		fprintf(stderr, "dtltop: cannot start the metrics thread\n");
		session_free(s);
		return 1;
	}
	ret = tui_run(s, &to);
	exporter_unfollow(ex);	/* its thread reads the session */
	session_free(s);
	return ret;
}

/* -o FILE: the source says what the file needs; every event the session
 * consumes is then written too, by a tee in front of the driver's consumer.
 * NULL after saying why. */
static struct recorder *start_recording(struct source *src, const struct options *o,
					int argc, char **argv)
{
	struct recorder *rec;
	struct record_setup rs;
	char err[320];

	if (!src->ops->record_setup) {
		fprintf(stderr, "dtltop: -o: a %s session cannot be recorded\n", src->info.kind);
		return NULL;
	}
	if (src->ops->record_setup(src, &rs) < 0) {
		fprintf(stderr, "dtltop: -o %s: %s\n", o->output, src->err);
		return NULL;
	}
	rs.argc = argc;
	rs.argv = argv;
	rec = recorder_open(o->output, o->force, &src->info, &rs, err, sizeof(err));
	if (!rec)
		fprintf(stderr, "dtltop: -o: %s\n", err);
	return rec;
}

/* --web-config: read, and its certificates loaded, before anything starts
 * or binds; a bad one is bad input (exit 2). */
struct web_setup {
	struct web_config *wc;
	struct http_tls *tls;
};

static int load_web(const struct options *o, struct web_setup *w)
{
	char err[512];

	*w = (struct web_setup){ 0 };
	if (!o->web_config)
		return 0;
	w->wc = web_config_load(o->web_config, err, sizeof(err));
	if (w->wc && w->wc->tls && !(w->tls = http_tls_new(w->wc, err, sizeof(err)))) {
		web_config_free(w->wc);
		w->wc = NULL;
	}
	if (!w->wc) {
		fprintf(stderr, "dtltop: %s\n", err);
		return -1;
	}
	return 0;
}

/* main's, freed at exit whichever way main returns (after the exporter,
 * which borrows it, has closed) */
static struct web_setup web;

static void free_web(void)
{
	http_tls_free(web.tls);
	web_config_free(web.wc);
}

/* --listen, --influx: bound and opened before the source runs, so a port in
 * use is said at once. NULL without them, or after saying why (*failed). */
static struct exporter *start_exporter(const struct source *src, const struct options *o,
				       const struct web_setup *w, bool *failed)
{
	struct exporter_opts eo = { .listen = o->listen, .influx = o->influx,
				    .by = o->metrics_by, .tasks = o->metrics_tasks,
				    .web = w->wc, .tls = w->tls };
	struct exporter *ex;
	char err[320];

	*failed = false;
	if (!o->listen && !o->influx)
		return NULL;
	ex = exporter_open(&eo, src, err, sizeof(err));
	if (ex && exporter_start(ex, err, sizeof(err)) < 0) {
		exporter_close(ex);
		ex = NULL;
	}
	if (!ex) {
		fprintf(stderr, "dtltop: %s\n", err);
		*failed = true;
	}
	return ex;
}

/* --lparcfg: the parser on its own, on a file or this LPAR's (the QEMU
 * check compares it with the guest's file). 0, or 2: unreadable input. */
static int print_lparcfg(const char *path)
{
	struct lparcfg c;
	char err[320];

	if (lparcfg_read(path, &c, err, sizeof(err)) < 0) {
		fprintf(stderr, "dtltop: %s\n", err);
		return 2;
	}
	view_lparcfg_json(stdout, &c);
	putchar('\n');
	return 0;
}

/* --script with the symbols its options and the source give it. */
static int run_script(struct source *src, const struct options *o, struct consumer_wrap *wrap)
{
	char err[320];
	struct symbols *syms = app_symbols(o, src, err, sizeof(err));
	int ret;

	if (!syms) {
		fprintf(stderr, "dtltop: %s\n", err);
		return 1;
	}
	ret = script_run(src, stdout, o->script_form, syms, wrap);
	symbols_free(syms);
	return ret;
}

int main(int argc, char **argv)
{
	struct options o;
	struct source *src;
	struct recorder *rec = NULL;
	struct record_tee tee;
	struct time_range range = { 0 };
	struct consumer_wrap *wrap = NULL;
	struct exporter *ex;
	struct evidence_run *er = NULL;
	char err[320], ev_rec[4096];
	bool tui, service, ex_failed, ev_made = false;
	int ret;

	ret = options_parse(argc, argv, &o);
	if (ret)
		return ret == 1 ? 0 : ret;
	/* The interactive view needs a terminal on both ends; otherwise a
	 * replay prints a batch snapshot as before; live or simulated with
	 * --listen or --influx runs as a service (headless: the exporters
	 * are its output; --influx - is that output on any stdout), and
	 * without them asks for --batch (it would run forever with nowhere
	 * to show anything). */
	tui = !o.batch && !o.script && !o.evidence && isatty(STDIN_FILENO) &&
	      isatty(STDOUT_FILENO);
	service = !o.batch && !o.script && !o.evidence && !o.input && (o.listen || o.influx) &&
		  (!tui || o.format == OUT_INFLUX);
	if (service) {
		tui = false;
		if (!o.delay_ns)
			o.delay_ns = SERVICE_DELAY_NS;
	}
	/* a live batch or service session reads FILE instead of the
	 * kernel's; anything else prints it */
	if (o.lparcfg && (o.input || o.simulate || !(o.batch || service) || o.script))
		return print_lparcfg(o.lparcfg);
	if (!o.batch && !o.script && !o.evidence && !tui && !service && !o.input) {
		fprintf(stderr, "dtltop: the interactive view needs a terminal: use --batch, or "
			"--listen or --influx to run as a service\n");
		return 2;
	}
	if (load_web(&o, &web) < 0)
		return 2;
	atexit(free_web);
	/* --evidence: the directory first (a bad one is said before a session
	 * starts); a live or simulated session without -o is recorded into it */
	if (o.evidence) {
		int made = evidence_dir(o.evidence, o.force, err, sizeof(err));

		if (made < 0) {
			fprintf(stderr, "dtltop: %s\n", err);
			return 1;
		}
		ev_made = made == 1;
		if (!o.input && !o.output) {
			snprintf(ev_rec, sizeof(ev_rec), "%s/perf.data", o.evidence);
			o.output = ev_rec;
		}
	}
	signals_init();
	if (o.input) {
		src = replay_open(o.input, err, sizeof(err));
		if (src && o.aux_size)
			replay_set_aux_size(src, o.aux_size);
		ret = 2;
	} else if (o.simulate) {
		struct mmap_sizes m = { 0 };
		struct sim_opts so = { .vcpus = o.sim_vcpus, .rate = o.sim_rate,
				       .dtl_mask = o.dtl_mask, .poll_ns = o.poll_ns,
				       .readers = o.readers, .hotplug = o.sim_hotplug };

		if (o.mmap)
			mmap_sizes_parse(o.mmap, SIM_HOST_PAGE, &m, err, sizeof(err));
		so.data_size = m.data;
		so.aux_size = m.aux;
		src = sim_open(&so, err, sizeof(err));
		ret = 1;
	} else {
		struct mmap_sizes m = { 0 };
		struct live_opts lo = { .readers = o.readers, .cpus = o.cpus,
					.dtl_mask = o.dtl_mask, .poll_ns = o.poll_ns,
					.lparcfg = o.lparcfg, .task_events = o.output != NULL,
					.dtl_forced = o.dtl_source >= 0,
					.dtl_source = (enum dtl_iface)(o.dtl_source >= 0 ? o.dtl_source : 0) };

		if (o.mmap)
			mmap_sizes_parse(o.mmap, (uint64_t)sysconf(_SC_PAGESIZE), &m, err,
					 sizeof(err));
		lo.data_size = m.data;
		lo.aux_size = m.aux;
		src = live_open(&lo, err, sizeof(err), &ret);
	}
	if (!src) {
		if (ev_made)	/* nothing to put in it: not left behind */
			rmdir(o.evidence);
		fprintf(stderr, "dtltop: %s\n", err);
		return signals_stopping() ? 1 : ret;	/* stopped, not bad input */
	}
	src->ready_fd = o.ready_fd;
	/* -i FILE -o SLICE: the recording, or --time's span of it, written
	 * as a recording of its own (slice.h); no view */
	if (o.input && o.output) {
		time_range_init(&range, o.time ? o.time : ",", src, NULL);
		range.utc = o.utc;
		ret = slice_record(src, &range, o.output, o.force, argc, argv, err, sizeof(err));
		if (ret < 0)
			fprintf(stderr, "dtltop: -o %s: %s\n", o.output, err);
		source_close(src);
		signals_thread_fini();
		return ret < 0 ? 1 : 0;
	}
	if (o.output) {
		if (!(rec = start_recording(src, &o, argc, argv))) {
			source_close(src);
			return 1;
		}
		record_tee_init(&tee, rec, src->err, sizeof(src->err));
		tee.bytes = &src->rec_bytes;	/* the view's REC mark */
		src->recording = true;
		wrap = &tee.wrap;
	}
	if (o.time) {	/* outermost: -o's tee writes only the span too */
		time_range_init(&range, o.time, src, wrap);
		range.utc = o.utc;
		wrap = &range.wrap;
	}
	ex = start_exporter(src, &o, &web, &ex_failed);
	if (ex_failed) {
		if (rec)
			recorder_close(rec, err, sizeof(err));
		source_close(src);
		return 1;
	}
	if (tui && o.compare) {
		struct compare cmp;

		/* both files read whole first (a second reader of -i's) */
		ret = compare_prepare(&o, &cmp);
		if (!ret) {
			ret = tui_main(src, &o, wrap, ex, &cmp, argc, argv);
			compare_free(&cmp);
		}
	} else if (tui) {
		ret = tui_main(src, &o, wrap, ex, NULL, argc, argv);
	} else if (o.compare) {
		ret = compare_run(src, &o, stdout);
	} else if (o.evidence) {
		er = evidence_run(src, &o, wrap, &ret);
	} else if (service) {
		ret = service_run(src, &o, wrap, ex);
	} else {
		ret = o.script ? run_script(src, &o, wrap)
			       : batch_run_range(src, &o, stdout, wrap, ex,
						 o.time ? &range : NULL);
	}
	/* an empty span is no snapshot of the recording: said, status 1 */
	if (!tui && !ret && o.time && !range.delivered && !signals_stopping()) {
		fprintf(stderr, "dtltop: --time %s: no event of %s in that span\n", o.time,
			src->info.path);
		ret = 1;
	}
	/* batch said it already, and stopped */
	if (tui && exporter_error(ex)) {
		fprintf(stderr, "dtltop: %s\n", exporter_error(ex));
		ret = ret ? ret : 1;
	}
	exporter_close(ex);
	/* what a snapshot of a recording cut short leaves out (a failure
	 * said its own one line) */
	if (!ret && __atomic_load_n(&src->info.partial, __ATOMIC_ACQUIRE))
		fprintf(stderr, "dtltop: %s: %s\n", src->info.path, src->info.partial_why);
	if (src->note[0])
		fprintf(stderr, "dtltop: %s\n", src->note);
	if (rec) {
		/* A write that failed while the session ran stopped it, and
		 * the driver printed why (the tee's CONSUMER_FAILED): one line. */
		bool said = recorder_failed(rec);

		if (recorder_close(rec, err, sizeof(err)) < 0) {
			if (!said)
				fprintf(stderr, "dtltop: %s\n", err);
			ret = 1;
			rec = NULL;	/* no recording to put in the directory */
		}
	}
	if (er) {
		const char *recording = o.input && strcmp(o.input, "-") && !src->info.pipe ? o.input
					: rec ? o.output : NULL;
		int r = evidence_finish(er, o.time ? &range : NULL, recording,
					live_lparcfg(src, &o), argc, argv);

		ret = ret ? ret : r;
	}
	source_close(src);
	signals_thread_fini();
	if (service)	/* the events are closed: the last state line */
		service_stopped(ret);
	return ret;
}
