// SPDX-License-Identifier: GPL-2.0-only
/* service.c: dtltop as an agent (service.h). The batch driver runs the
 * session and publishes each window to the exporters; nothing is printed on
 * stdout but what --influx - writes, and stderr gets a short, fixed set of
 * lines: serving (exporter.c), writing, started, vCPUs online, losing
 * events, no longer losing, stopping, stopped. At -d 10 a day of --batch was
 * ~83 MB of journal; this is a few lines per incident. */
#include <inttypes.h>
#include <stdarg.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "exporter.h"
#include "service.h"
#include "signals.h"

struct service {
	FILE *log;
	uint64_t every_ns;
	unsigned long lines;
	uint32_t online;	/* the vCPUs online at the last line about them */
	bool started;
	bool losing;		/* the last window lost events */
	unsigned long loss_windows;	/* windows with loss in the current run of them */
	struct service_loss loss;	/* ... and what they lost */
};

static void say(struct service *sv, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(struct service *sv, const char *fmt, ...)
{
	va_list ap;

	fputs("dtltop: ", sv->log);
	va_start(ap, fmt);
	vfprintf(sv->log, fmt, ap);
	va_end(ap);
	fputc('\n', sv->log);
	fflush(sv->log);
	sv->lines++;
}

struct service *service_new(FILE *log, uint64_t every_ns)
{
	struct service *sv = calloc(1, sizeof(*sv));

	if (sv) {
		sv->log = log;
		sv->every_ns = every_ns;
	}
	return sv;
}

void service_free(struct service *sv)
{
	free(sv);
}

unsigned long service_lines(const struct service *sv)
{
	return sv->lines;
}

static uint32_t online_now(const struct source *src)
{
	return __atomic_load_n(&src->info.nr_cpus_online, __ATOMIC_RELAXED);
}

void service_started(struct service *sv, const struct source *src)
{
	const struct source_info *in = &src->info;

	if (sv->started)
		return;
	sv->started = true;
	sv->online = online_now(src);
	say(sv, "started: %s session of %" PRIu32 " vCPUs, DTL from %s, metrics every %.3g s",
	    in->kind, sv->online, dtl_iface_name(in->dtl_iface), (double)sv->every_ns / 1e9);
}

static bool any_loss(const struct service_loss *l)
{
	return l->lost || l->dropped || l->full_polls || l->truncated || l->overruns;
}

static void loss_add(struct service_loss *to, const struct service_loss *l)
{
	to->lost += l->lost;
	to->dropped += l->dropped;
	to->full_polls += l->full_polls;
	to->truncated += l->truncated;
	to->overruns += l->overruns;
}

/* "3 lost by the kernel, 12 dropped by the readers": the non-zero ones. */
static void loss_text(const struct service_loss *l, char *buf, size_t len)
{
	const struct { uint64_t n; const char *what; } part[] = {
		{ l->lost, "lost by the kernel" }, { l->dropped, "dropped by the readers" },
		{ l->full_polls, "polls found the DTL full" },
		{ l->truncated, "AUX records truncated" }, { l->overruns, "AUX overruns" },
	};
	size_t off = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < sizeof(part) / sizeof(part[0]) && off < len; i++)
		if (part[i].n)
			off += (size_t)snprintf(buf + off, len - off, "%s%" PRIu64 " %s",
						off ? ", " : "", part[i].n, part[i].what);
}

void service_window(struct service *sv, const struct source *src, const struct service_loss *l)
{
	uint32_t online = online_now(src);
	char what[256];

	if (sv->started && online != sv->online) {
		say(sv, "vCPUs online: %" PRIu32 " (were %" PRIu32 ")", online, sv->online);
		sv->online = online;
	}
	if (any_loss(l)) {
		if (!sv->losing) {
			loss_text(l, what, sizeof(what));
			say(sv, "losing events: %s in a window of %.3g s", what,
			    (double)sv->every_ns / 1e9);
			sv->loss = (struct service_loss){ 0 };
			sv->loss_windows = 0;
		}
		sv->losing = true;
		sv->loss_windows++;
		loss_add(&sv->loss, l);
		return;
	}
	if (sv->losing) {
		loss_text(&sv->loss, what, sizeof(what));
		say(sv, "no events lost since the last line (%lu window%s: %s)", sv->loss_windows,
		    sv->loss_windows == 1 ? "" : "s", what);
		sv->losing = false;
	}
}

static const char *stop_name(int sig)
{
	switch (sig) {
	case SIGINT: return "SIGINT";
	case SIGTERM: return "SIGTERM";
	case SIGHUP: return "SIGHUP";
	case SIGQUIT: return "SIGQUIT";
	default: return "a signal";
	}
}

int service_run(struct source *src, const struct options *o, struct consumer_wrap *wrap,
		struct exporter *ex)
{
	struct service *sv = service_new(stderr, o->delay_ns);
	unsigned long shown = 0;
	int ret;

	if (!sv) {
		fprintf(stderr, "dtltop: out of memory\n");
		return 1;
	}
	if (o->influx)
		say(sv, "writing InfluxDB lines to %s",
		    strcmp(o->influx, "-") ? o->influx : "standard output");
	ret = batch_run_service(src, o, wrap, ex, sv, &shown);
	/* a failure said its own line */
	if (!ret && signals_stopping())
		say(sv, "stopping: %s", stop_name(signals_stop_signal()));
	else if (!ret && o->count && shown >= o->count)
		say(sv, "stopping: %lu snapshots taken (-n)", shown);
	service_free(sv);
	return ret;
}

void service_stopped(int status)
{
	if (status)
		fprintf(stderr, "dtltop: stopped, exit status %d\n", status);
	else
		fprintf(stderr, "dtltop: stopped\n");
}
