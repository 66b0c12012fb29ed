/* SPDX-License-Identifier: GPL-2.0-only */
/* options.h: dtltop's command line, parsed once into one struct. */
#ifndef DTLTOP_OPTIONS_H
#define DTLTOP_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "metrics.h"
#include "version.h"
#include "wallclock.h"

/* OUT_INFLUX: --influx - (the line protocol is the batch output) */
enum out_format { OUT_TEXT, OUT_JSON, OUT_CSV, OUT_INFLUX };

/* --script[=FORM]: perf script's text (the default), or dtltop's own one
 * line per DTL entry with the task the vCPU was running (view.h). */
enum script_form { SCRIPT_PERF, SCRIPT_ONELINE };

struct options {
	const char *input;	/* -i FILE, "-" for stdin; NULL = live */
	const char *compare;	/* --compare FILE: B beside -i's A; NULL = none */
	bool batch;		/* --batch */
	bool script;		/* --script */
	enum script_form script_form;	/* --script=FORM */
	const char *kallsyms;	/* --kallsyms FILE: kernel symbols (symbols.h) */
	const char *vmlinux;	/* --vmlinux FILE: kernel symbols from its ELF */
	const char *symfs;	/* --symfs DIR: user binaries looked up under DIR */
	enum out_format format;	/* --json / --csv */
	const char *csv_sites;	/* --csv-sites FILE: "preempted at" as CSV */
	uint64_t delay_ns;	/* -d SECONDS; 0 = one window over everything */
	unsigned long count;	/* -n COUNT; 0 = no limit */
	unsigned readers;	/* --readers N (live); 0 = default */
	const char *cpus;	/* -C LIST (live; with -i: the view's vCPUs); NULL = all */
	bool no_mouse;		/* --no-mouse: the interactive view ignores the mouse */
	bool simulate;		/* --simulate[=VCPUS] */
	uint32_t sim_vcpus;	/* 0 = SIM_DEF_VCPUS */
	uint32_t sim_rate;	/* --sim-rate: dispatches/s per vCPU; 0 = default */
	const char *sim_hotplug;	/* --sim-hotplug SCHEDULE (sim-hotplug.h); NULL: none */
	uint64_t poll_ns;	/* --poll MS: vpa_dtl poll interval; 0 = default */
	uint32_t dtl_mask;	/* --dtl LIST: DTL_MASK_* bits; 0 = all */
	int dtl_source;		/* --dtl-source: enum dtl_iface (source.h); -1 = auto */
	const char *output;	/* -o FILE: record the session as perf.data */
	bool force;		/* --force: -o may replace an existing file,
				 * --evidence write into a non-empty directory */
	const char *evidence;	/* --evidence DIR (evidence.h); NULL = no */
	const char *time;	/* --time START,END (-i): the span read; NULL = all */
	bool paused;		/* --paused: interactive replay starts paused */
	uint32_t history_s;	/* --history SECONDS (live, simulated); 0 = default */
	const char *mmap;	/* -m DATA[,AUX] (live, simulated): ring sizes,
				 * perf record's syntax (mmap-size.h) */
	uint64_t aux_size;	/* --aux-size (replay): the recording's AUX area */
	int ready_fd;		/* --ready-fd N: say "ready" there once events flow; 0 = no */
	const char *lparcfg;	/* --lparcfg[=FILE]: print what FILE says, exit */
	const char *listen;	/* --listen [ADDR:]PORT: serve metrics; NULL = no */
	const char *influx;	/* --influx FILE|-: InfluxDB lines; NULL = no */
	const char *web_config;	/* --web-config FILE: TLS, basic auth; NULL = no */
	enum metrics_by metrics_by;	/* --metrics-by */
	unsigned metrics_tasks;	/* --metrics-tasks N */
	bool utc;		/* --utc: wall-clock times in UTC, not the local zone */
	enum time_style time_style;	/* --time-style wall|perf|rel */
};

/* Returns 0 to run, 1 when --help/--version was printed, 2 on a usage error
 * (already reported on stderr): main exits with that status. */
int options_parse(int argc, char **argv, struct options *o);

#endif
