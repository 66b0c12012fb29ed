// SPDX-License-Identifier: GPL-2.0-only
/* tracing-live.c: a libtraceevent handle for the running kernel, built from
 * the event formats under tracefs (live mode's counterpart of tracing data). */
#include <endian.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event-parse.h>
#include <tracefs.h>

#include "tracepoint.h"

static void live_err(char *err, size_t errlen, const char *msg,
		     const char *arg, int e)
{
	if (!err || !errlen)
		return;
	snprintf(err, errlen, "tracefs: %s%s%s%s%s", msg, arg ? " " : "",
		 arg ? arg : "", e ? ": " : "", e ? strerror(e) : "");
}

/* Host byte order, long and page size, and the ring buffer's page header. */
static void live_machine(struct tep_handle *tep)
{
	enum tep_endian host = BYTE_ORDER == BIG_ENDIAN ?
			       TEP_BIG_ENDIAN : TEP_LITTLE_ENDIAN;
	char *hp;
	int size = 0;

	tep_set_file_bigendian(tep, host);
	tep_set_local_bigendian(tep, host);
	tep_set_long_size(tep, (int)sizeof(long));
	tep_set_page_size(tep, (int)sysconf(_SC_PAGESIZE));
	hp = tracefs_instance_file_read(NULL, "events/header_page", &size);
	if (hp && size > 0)
		tep_parse_header_page(tep, hp, (unsigned long)size,
				      (int)sizeof(long));
	free(hp);
}

/* Every event format of one system; the number parsed, or -1. */
static int live_system(struct tep_handle *tep, const char *dir,
		       const char *sys)
{
	char **events = tracefs_system_events(dir, sys);
	int parsed = 0;

	if (!events)
		return -1;
	for (char **ev = events; *ev; ev++) {
		int size = 0;
		char *fmt = tracefs_event_file_read(NULL, sys, *ev, "format",
						    &size);

		if (fmt && size > 0 &&
		    tep_parse_event(tep, fmt, (unsigned long)size, sys) == 0)
			parsed++;
		free(fmt);
	}
	tracefs_list_free(events);
	return parsed;
}

/* Kallsyms, saved cmdlines and printk formats are left out: the sched
 * events do not need them, and parsing kallsyms costs more than the rest. */
struct tep_handle *tracing_load_live(const char *const *systems,
				     char *err, size_t errlen)
{
	static const char *const sched[] = { "sched", NULL };
	struct tep_handle *tep;
	const char *dir;

	if (err && errlen)
		err[0] = '\0';
	tep_set_loglevel(TEP_LOG_NONE);
	tracefs_set_loglevel(TEP_LOG_NONE);
	if (!systems || !systems[0])
		systems = sched;
	dir = tracefs_tracing_dir();
	if (!dir) {
		live_err(err, errlen, "not mounted (mount -t tracefs nodev "
			 "/sys/kernel/tracing)", NULL, 0);
		return NULL;
	}
	tep = tep_alloc();
	if (!tep) {
		live_err(err, errlen, "out of memory", NULL, 0);
		return NULL;
	}
	live_machine(tep);
	for (; *systems; systems++) {
		errno = 0;
		if (live_system(tep, dir, *systems) <= 0) {
			live_err(err, errlen, "no readable event formats for "
				 "system", *systems, errno);
			tep_free(tep);
			return NULL;
		}
	}
	return tep;
}
