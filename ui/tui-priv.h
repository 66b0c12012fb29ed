/* SPDX-License-Identifier: GPL-2.0-only */
/* tui-priv.h: the interactive view's internal state, shared by ui/tui-*.c:
 * the UI state (screen, selection, sort, filter, time cursor), the snapshot
 * copied from the model under the session lock, and the drawing pieces. */
#ifndef DTLTOP_TUI_PRIV_H
#define DTLTOP_TUI_PRIV_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <ncurses.h>

#include "hist.h"
#include "symbols.h"
#include "model.h"
#include "model-compare.h"
#include "model-lpar.h"
#include "session.h"
#include "tui.h"

#define TUI_MIN_COLS 80
#define TUI_MIN_LINES 24
#define TUI_HEAD_LINES 5	/* overview: 4 header lines + column titles */
#define TUI_TITLE_Y (TUI_HEAD_LINES - 1)	/* every screen's title line */
#define TUI_LPAR_Y TUI_HEAD_LINES	/* overview: the LPAR's timeline row */
#define TUI_LIST_Y (TUI_HEAD_LINES + 1)	/* overview: the first vCPU row */
#define TUI_ROW_FIXED 66	/* overview: columns left of the timeline strip */
#define TUI_MAX_ENTRIES 4096	/* drill-down: recent entries copied */
#define TUI_PAGE_READ 2048	/* drill-down: entries read from a file at a time */
#define TUI_PAGE_MAX (3 * TUI_PAGE_READ)	/* ... and kept around the view */
#define TUI_NO_REF UINT32_MAX	/* tui_row.ri: the vCPU is new since the reference */

enum tui_screen { SCR_OVERVIEW, SCR_HEATMAP, SCR_REASONS, SCR_DRILL, SCR_HELP, SCR_WHO,
		  SCR_COMPARE, SCR_SITES };
/* Sort keys, in the order 's' cycles through them (tui-sort.c): every
 * overview column, the most asked-for first. SORT_LAT is p99. */
enum tui_sort {
	SORT_CPU, SORT_STEAL, SORT_LAT, SORT_DISP, SORT_P50, SORT_AFF, SORT_LOSS, SORT_PROC,
	SORT_TOP,
	SORT_N
};
/* Strip cells: nothing recorded, mostly running or idle with (almost) no
 * steal, or one of four levels of the share of the cell that was stolen
 * (tui_steal_edges). CELL_FAULTY marks stolen time that was mostly faulting. */
enum tui_cell { CELL_NONE, CELL_RUN, CELL_IDLE, CELL_S1, CELL_S2, CELL_S3, CELL_S4, CELL_N };
#define CELL_FAULTY 0x80
#define CELL_STEAL_LEVELS 4
extern const double tui_steal_edges[CELL_STEAL_LEVELS];	/* % of a cell, ascending */
enum tui_heat { HEAT_STEAL, HEAT_LAT };
enum tui_group { GROUP_NONE, GROUP_CORES, GROUP_COLLAPSED };

/* Colour pairs (init_pair numbers). */
enum tui_color {
	C_NONE, C_HEAD, C_TITLE, C_BAR, C_SEL, C_RUN, C_IDLE, C_WAIT, C_FAULT,
	C_WARN, C_HEAT0, C_HEAT1, C_HEAT2, C_HEAT3, C_HEAT4, C_DIM, C_N
};

/* How bad a loss is (tui_loss_level): none, under 1 % of what arrived
 * (warning colour), 1 % or more (alarm: reverse video). */
enum tui_loss { LOSS_NONE, LOSS_WARN, LOSS_ALARM };

/* vCPU filter: a CPU list, a reason name or a task comm substring. */
enum tui_filter_kind { FLT_NONE, FLT_CPUS, FLT_REASON, FLT_COMM };
struct tui_filter {
	enum tui_filter_kind kind;
	char text[64];
	uint64_t *cpus;		/* bitmap of MODEL_MAX_CPU bits (FLT_CPUS) */
	int dispatch_reason, preempt_reason;	/* FLT_REASON, -1 = not that kind */
};

/* One vCPU (or, grouped, one core) as the overview and heatmap draw it. */
struct tui_row {
	uint32_t cpu;		/* core rows: the core number */
	bool core;		/* a core row: its threads summed (tui-group.c) */
	uint32_t nthreads, first_cpu;	/* core rows */
	uint32_t busiest_cpu;	/* core rows: the thread with the most steal */
	uint64_t busiest_steal;
	int32_t proc;		/* last physical processor, -1 unknown */
	uint64_t events, dispatches, steal_ns, p50, p99, aff, tb_freq;
	double steal_pct, disp_s;
	uint8_t top_pre;
	bool have_pct;		/* p50, p99 filled (not for every row: snap_rows) */
	int32_t pid;		/* running task */
	char comm[TASK_COMM_LEN + 1];
	uint32_t ci;		/* index in tui_ticks.now (vCPU rows) */
	uint32_t ri;		/* ... in the mode's reference set, or TUI_NO_REF */
	/* the mode's loss: EV_LOST and EV_DROPPED (the reader queue's, of
	 * this vCPU), full polls, truncated commits, overruns, and the AUX
	 * polls they are a share of */
	uint64_t lost, full, trunc, ovr, polls;
	enum tui_loss loss;	/* severity of the worst share */
	double loss_pct;
	bool offline;		/* vCPU rows: offline now (CPU hotplug) */
};

/* One vCPU at a refresh tick: what the row shows of it that the model does
 * not keep per window; its cumulative counters are in the set's pack. */
struct tui_cum {
	uint32_t cpu;
	int32_t proc, pid;
	char comm[TASK_COMM_LEN + 1];
	bool offline;		/* model_cpu_offline at the tick */
};

/* The model as the refresh ticks saw it (tui-snap.c). Interval figures are
 * now - prev, cumulative ones now - base (base: the last tick before 'r',
 * none = since the first event). Figures come from these copies only, so
 * keys between ticks (and everything while frozen) redraw the same
 * numbers. Arrays are in cpu order. */
struct tui_tick_set {
	struct tui_cum *cpus;
	size_t n, cap;
	/* cpus[i]'s counters, packed (model_stats_pack) at pack + i *
	 * shape.words: a tick copies what the model has in use, not every
	 * vCPU's whole arrays */
	uint64_t *pack;
	size_t pack_cap;		/* words */
	struct model_stats_shape shape;
	struct model_stats tot;		/* model_lpar */
	uint64_t events, lost, qdrop;	/* model_global, source_stats.dropped */
	uint64_t at_ns;			/* newest event time when taken */
	bool valid;
};
struct tui_ticks {
	struct tui_tick_set now, prev, base;
	uint64_t first_ns;		/* model_global first_ns at the last tick */
};

/* A brushed time span (tui-span.c): 'b' marks its start at the time
 * cursor, 'b' again its end; a worker thread reads the recording again into
 * a model of the span alone (session_span_model), whose counters then stand
 * in for the ticks' on the overview, the reasons and the who-paid screen. */
enum tui_span_state { SPAN_NONE, SPAN_MARK, SPAN_BUSY, SPAN_ON };
struct tui_span {
	enum tui_span_state state;
	uint64_t mark_ns;	/* SPAN_MARK: the start cell's time */
	uint64_t t0, t1;	/* SPAN_BUSY, SPAN_ON: [t0, t1), ns */
	pthread_t thread;	/* SPAN_BUSY */
	bool done;		/* __atomic: the worker has finished */
	bool cancel;		/* __atomic: asks the worker to stop */
	struct model *m;	/* the worker's result; SPAN_ON: owned here */
	char err[160];		/* the worker's error when m is NULL */
	struct tui_tick_set set;	/* SPAN_ON: m's counters, as a tick */
};

/* The compare screen (tui-compare.c): --compare's two recordings, or a
 * span pinned as A ('C', its model kept here) and the span brushed after it
 * as B; drawn from the comparison's text (view-compare.c). */
#define TUI_CMP_FIXED 4		/* the two windows' lines, kept on screen */
struct tui_cmp {
	struct model *pin;	/* span A, taken from t->span; NULL: none */
	uint64_t pin_t0, pin_t1;
	char span_name[2][160];
	struct model_cmp spans;	/* A vs the span read after it */
	bool have_spans;
	bool shown_files;	/* the lines are --compare's */
	char **lines;
	size_t nlines, top;
};

/* Who paid: the tasks on screen, copied with what hit them (tui-who.c). */
struct tui_who_row {
	struct model_task task;		/* by command: comm and sums, pid -1 */
	struct model_task_detail d;
	uint32_t pids;			/* by command: its tasks */
};
struct tui_who {
	struct tui_who_row *rows;	/* ranks first .. first + nrows - 1 */
	size_t nrows, rows_cap, first;
	size_t ntasks;			/* in the table, "[other]" included */
	size_t nlist;			/* rows of the list: ntasks, or commands */
	bool by_comm;			/* rows are commands (tui.who_pids false) */
	uint64_t lpar_steal_ns, tasks_steal_ns;
	/* steal per sparkline cell, nrows x spark_w, over the strip's range */
	uint64_t *spark;
	size_t spark_cap, spark_w;
	uint64_t spark_max, spark_cell_ns, range_start_ns, range_end_ns;
	bool have_range;
};

/* srr0 by name (tui-sym.c): the symbol table the options and the source
 * give, built once after the first event, and the view's own cache of
 * answers by (address, task), each naming an interned (symbol, DSO) group,
 * so that a frame resolves an address once and rows group by index. */
struct tui_sym_group {
	char *name, *dso;
	enum sym_class cls;
	bool found, user;
};
struct tui_sym {
	uint32_t group;		/* index in tui_syms.groups */
	uint64_t off;		/* address - symbol start */
};
struct tui_sym_slot {
	uint64_t addr;
	int32_t pid;		/* kernel addresses: TUI_SYM_KERNEL */
	bool used;
	struct tui_sym v;
};
#define TUI_SYM_KERNEL INT32_MIN
struct tui_syms {
	struct symbols *s;	/* NULL: not built (yet), or err */
	bool tried;
	char err[160];
	struct tui_sym_slot *slots;
	size_t nslots, nused;
	struct tui_sym_group *groups;
	size_t ngroups, groups_cap;
	uint32_t *ghash;	/* group index + 1 by (name, dso); 0: free */
	size_t nghash;
};

/* The "preempted at" screen (tui-sites.c): the model's sites of the scope
 * copied under the lock (with the maps of user addresses not yet named),
 * resolved and grouped by (symbol, DSO) after it. */
enum { SITE_SLICE, SITE_CEDE, SITE_FAULT, SITE_OTHER, SITE_WHY };
#define SITE_TASKS 2
struct tui_site_row {
	uint32_t group;		/* UINT32_MAX: the "other" row (table full) */
	uint64_t count, steal_ns;
	uint64_t why[SITE_WHY];	/* entries by preempt reason */
	char task[SITE_TASKS][TASK_COMM_LEN + 1];	/* most steal first */
	uint64_t task_steal[SITE_TASKS];
	uint32_t ntasks;	/* distinct commands */
	size_t first, n;	/* its sites in tui_sites.site (sorted by group) */
};
struct tui_site_map {		/* a user site's mapping, found under the lock */
	uint64_t addr;
	int32_t pid;
	bool have;
	struct sym_map map;	/* path strdup'd */
};
struct tui_sites {
	struct model_site *site;	/* the copy, then sorted by (group, comm) */
	struct tui_sym *res;		/* site[i]'s symbol */
	size_t nsite, res_cap;
	struct tui_site_map *maps;
	size_t nmaps, maps_cap;
	struct model_sites_info info;
	bool vcpu;			/* scope: one vCPU (cpu), else the LPAR */
	uint32_t cpu;
	uint64_t *bits;			/* the scope's bitmap (vCPU scope) */
	uint64_t scope_count, scope_steal_ns;
	struct tui_site_row *rows;
	size_t nrows, rows_cap;
};

/* What one frame draws, copied under the lock and drawn without it. */
struct tui_snap {
	char kind[32], path[128], host[65];
	bool live;		/* source_info.live */
	bool partial;		/* source_info.partial: a recording cut short */
	bool has_dtl;		/* source_info.has_dtl: vpa_dtl is there */
	/* What the DTL interface measures (source_dtl_measures): a figure it
	 * does not is drawn "-", never 0; which interface, and why it. */
	bool entries, dispatches;
	char dtl_source[16], dtl_why[200];
	uint32_t cpus_online, cpus_avail;
	struct model_stats tot;
	/* events, lost, span_ns (the rates' duration) and tot: of the mode
	 * shown, interval or cumulative; mode_ns: where the mode starts */
	uint64_t events, lost, span_ns, newest_ns, bucket_ns, first_ns;
	uint64_t qdrop, mode_ns;
	bool since_reset;	/* cumulative from an 'r', not from the start */
	/* the figures are from the first event on: cumulative, or a screen
	 * whose figures have no interval (reasons, who paid); at_end: and the
	 * replay has ended, so they are the whole recording's */
	bool whole, at_end;
	size_t nactive;		/* vCPUs with events in the window */
	size_t ncpus;		/* vCPUs ever seen */
	bool have_tl;
	uint64_t last_bno;
	uint32_t nbuckets;	/* timeline buckets kept up to last_bno */
	struct session_state ss;
	/* rows after -C, filter and sort (and grouping, on the overview) */
	struct tui_row *rows;
	size_t nrows, rows_cap;
	struct tui_row *grp;	/* the other buffer, for grouping */
	size_t grp_cap;
	uint64_t *shown;	/* bitmap of the vCPUs that passed -C and the filter */
	/* timeline strip of the visible rows: cell_rows x cell_cols */
	uint8_t *cells;
	size_t cell_rows, cell_cols, cells_cap;
	uint64_t cell_first;	/* cell number of column 0 (cell = zoom buckets) */
	/* the LPAR's row over the same cells (overview): physc, stolen share */
	struct tui_lpar_cell {
		double physc, steal_pct;
		double p99_us;		/* < 0: no entry in the cell */
		uint32_t loss;		/* loss incidents (model_tl_lpar lossy) */
		bool any;
	} *lcells;
	size_t lcell_cols, lcells_cap;
	/* the selected vCPU: drill-down and time selection */
	bool have_sel;
	struct tui_row sel;
	struct model_recent *ent;
	size_t nent, ent_cap;
	/* A replay's time cell older than the recent ring: its entries read
	 * again from the file (tui_reread_cell), for old_cpu [old_lo, old_hi) */
	struct model_recent *old;
	size_t nold;
	bool old_valid;		/* old, or old_err, is for old_cpu/lo/hi */
	uint32_t old_cpu;
	uint64_t old_lo, old_hi;
	char old_err[160];	/* non-empty: why they could not be read */
	struct hist lat;
	uint64_t lat_max;
	struct model_proc procs[MODEL_MAX_PROCS];
	size_t nprocs;
	struct model_task tasks[MODEL_CPU_TASKS + 1];
	size_t ntasks;
	struct model_affinity aff;	/* the selected vCPU's affinity levels */
	uint32_t aff_smt;		/* ... with cores of this many threads */
	/* the drill-down's window, which all its figures cover: the brushed
	 * span [win_t0, win_t1), or since the first event (sel's figures are
	 * recomputed over it: snap_selected) */
	bool win_span;
	uint64_t win_t0, win_t1;
	struct model_tl_bucket cur;	/* the time cursor's cell, summed */
	bool cur_valid;
	/* reasons screen: over the rows shown */
	struct model_reason_sums rs;
	struct tui_who who;
	/* entitlement line (tui-lpar.c) */
	struct lparcfg cfg;
	struct model_lpar_sum lsum;	/* the mode's window, every vCPU (snap_rows) */
	struct model_lpar lpar;
};

/* A replay's drill-down list (tui-drill.c): a page of the selected vCPU's
 * entries read again from the recording, every one of cpu in [t0, t1).
 * Keys ask for a move (want, move); tui_drill_fetch reads the page before
 * or after outside the lock, and a search goes on a page a step. */
enum tui_page_want { PAGE_NONE, PAGE_OPEN, PAGE_LAST };
struct tui_page {
	bool on;		/* the list is this page, not the live ring */
	uint32_t cpu;
	struct model_recent *e, *tmp;	/* the page; one read's buffer */
	size_t n;
	uint64_t t0, t1;
	bool at_start, at_end;	/* nothing before t0 / after t1 in the file */
	enum tui_page_want want;
	uint64_t want_ns;	/* PAGE_OPEN: from the first entry at or after */
	long move;		/* lines to scroll once the pages are there */
	int find_dir;		/* a search going on: +1 forward, -1 back */
	long find_at;		/* ... the next index it looks at */
	uint64_t find_back_ns;	/* where the view was: cancel, not found */
	char err[160];
};

struct tui {
	struct session *s;
	struct tui_opts o;
	uint64_t *only;		/* -C bitmap, NULL = all */
	enum tui_screen scr, back;
	enum tui_screen help_from;	/* the screen '?' returns to */
	enum tui_sort sort;
	bool reverse;
	struct tui_filter flt;
	uint32_t sel_key;	/* selected row: tui_row_key, kept across re-sorts */
	uint32_t sel_cpu;	/* the vCPU whose details are shown (core: busiest thread) */
	bool have_sel;
	enum tui_group group;
	unsigned smt;		/* threads per core, for grouping */
	const uint32_t *core_of;	/* the source's core map (source_info), or NULL */
	uint32_t ncore_of;
	size_t sel, top;	/* selected row index, first row shown */
	unsigned zoom;		/* index into tui_zooms */
	uint64_t view_end;	/* newest cell shown (follow: tracks the newest) */
	bool follow;
	bool have_cursor;
	uint64_t cursor;	/* cell number of the time cursor */
	bool frozen;		/* space on a live source: stop refreshing */
	uint64_t frozen_ns;	/* when it froze (tui_now_ns) */
	bool utf8, color, mouse;
	int lines, cols;
	size_t drill_top;
	size_t tsel_top;	/* time panel: first of its cell's entries shown, */
	size_t tsel_fit;	/* ... how many fit, */
	uint64_t tsel_lo;	/* ... of this cell (another starts at 0) */
	uint32_t tsel_cpu;
	bool drill_end;		/* drill-down list sticks to the newest entry */
	enum tui_heat heat;
	bool pct;		/* reasons matrix: percentages instead of counts */
	size_t mx_first;	/* reasons matrix: first preempt column shown */
	size_t who_sel, who_top;	/* who paid: selected rank, first shown */
	bool who_pids;		/* who paid by PID (p), not by command */
	size_t sites_sel, sites_top;	/* preempted at: selected row, first shown */
	bool sites_count;	/* ... sorted by count, not steal */
	bool sites_vcpu;	/* ... the selected vCPU alone */
	bool sites_detail;	/* ... Enter: the selected row's addresses */
	size_t detail_top;
	struct tui_sites sites;
	struct tui_syms syms;
	/* prompt line ('/' filter, 'g' go to, 'f' drill-down find) */
	int prompt;
	char input[64];
	size_t ilen;
	/* drill-down find ('/', n, N): the text and the entry found, by time
	 * and kind (indices move as a live ring turns over) */
	char find[64];
	bool have_hit, hit_anchor;	/* anchor: keep the hit in view */
	uint64_t hit_time;
	int hit_kind;
	size_t help_top;	/* first help line shown */
	char msg[160];
	bool quit;
	/* strip glyphs, [plain, cursor, brushed span][faulty][cell] */
	cchar_t cell_cc[3][2][CELL_N];
	struct tui_snap snap;
	bool cumulative;	/* 'a': since the start (or 'r') instead of per interval */
	bool at_end;		/* the replay has ended: cumulative was set once */
	bool tick;		/* this frame is a refresh tick: read the model anew */
	struct tui_ticks ticks;
	struct tui_span span;
	struct tui_page page;
	struct tui_cmp cmp;
	/* How times show (wallclock.h): the source's wall clock, the style
	 * (o.time_style, switched by a key), refreshed each snapshot. */
	struct time_fmt tf;
};

extern const unsigned tui_zooms[];
extern const unsigned tui_nzooms;

/* tui-snap.c */
void tui_snapshot(struct tui *t);
bool tui_grow(void **p, size_t *cap, size_t need, size_t size);
void tui_snap_free(struct tui_snap *sn);
void tui_ticks_free(struct tui_ticks *tk);
void tui_ticks_reset(struct tui *t);	/* 'r': cumulative restarts at the last tick */
enum tui_loss tui_loss_level(uint64_t n, uint64_t of, double *pct);
void tui_row_loss(struct tui_row *r);	/* loss and loss_pct from the counts */
uint64_t tui_cell_ns(const struct tui *t);	/* width of one strip cell */
int tui_strip_cols(const struct tui *t);
size_t tui_list_rows(const struct tui *t);	/* overview rows that fit */
double tui_us(uint64_t ticks, uint64_t tb_freq);
/* Event time ns as the screen shows times (t->tf): "10:40:05.250". */
char *tui_time(const struct tui *t, uint64_t ns, int prec, char *buf, size_t len);
/* What follows a time tui_time gives: "" for the wall clock, else " s"
 * (space) or "s", seconds' unit. */
const char *tui_time_unit(const struct tui *t, bool space);

void tui_select(struct tui *t, size_t i);

/* tui-span.c */
void tui_span_key(struct tui *t);	/* 'b' */
void tui_span_clear(struct tui *t);	/* 'B', Esc, exit: frees the span model */
bool tui_span_poll(struct tui *t);	/* the worker finished: true, redraw */
/* Whether cell (of the current zoom) is in the span shown on the strip:
 * the fixed one, or while marking the one from the mark to the cursor. */
bool tui_span_cell(const struct tui *t, uint64_t cell);
/* The model and counters the figures come from: the span's, or NULL. */
struct model *tui_span_model(const struct tui *t);
/* The header's badge: "SPAN 12.30s..15.80s (3.50s)", "COMPUTING SPAN",
 * or "" (no span); len >= 64. */
const char *tui_span_badge(const struct tui *t, char *buf, size_t len);
/* tui-snap.c: a tick set of m's counters (the span's). */
void tui_tick_fill(struct tui_tick_set *ts, struct model *m, uint64_t qdrop);
void tui_tick_set_free(struct tui_tick_set *ts);

/* tui-compare.c */
void tui_compare_start(struct tui *t);		/* --compare: its screen first */
void tui_compare_span_ready(struct tui *t);	/* a span was read: B if A is pinned */
void tui_compare_key_c(struct tui *t);		/* 'C' */
bool tui_compare_key(struct tui *t, int key);	/* scrolling */
void tui_draw_compare(struct tui *t);
void tui_compare_free(struct tui *t);

/* tui-sort.c */
const char *tui_sort_name(enum tui_sort s);	/* "steal" */
const char *tui_sort_title(enum tui_sort s);	/* the column: "STEAL%" */
bool tui_sort_desc(const struct tui *t);	/* largest first, reverse applied */
void tui_sort_mark(const struct tui *t, char *line);	/* needs one byte spare */

/* tui-group.c */
uint32_t tui_row_key(const struct tui_row *r);
uint32_t tui_core_of(const struct tui *t, uint32_t cpu);
size_t tui_core_threads(const struct tui *t, uint32_t core, uint32_t *out, size_t max);
#define TUI_MAX_THREADS 64	/* threads of a core looked at */
size_t tui_group_rows(struct tui *t, struct tui_row *rows, size_t n, struct tui_row *grp,
		      int (*cmp)(const void *, const void *, void *));

/* tui-filter.c */
int tui_cpulist_parse(const char *s, uint64_t **bits, char *why, size_t whylen);	/* 0 or -1 */
bool tui_bit(const uint64_t *bits, uint32_t cpu);
int tui_filter_set(struct tui_filter *f, const char *text);
const char *tui_find_text(const char *text, char *buf, size_t len);
void tui_filter_free(struct tui_filter *f);
bool tui_filter_match(const struct tui_filter *f, struct model *m, uint32_t cpu,
		      const struct model_stats *st);
void tui_draw_filter_badge(struct tui *t, int y);	/* "vCPUs 7/64  filter: .." */

/* tui-panel.c: drawing pieces */
void tui_colors_init(struct tui *t);	/* also the strip glyphs */
int tui_attr(const struct tui *t, enum tui_color c);
void tui_put(int y, int x, int w, const char *s);	/* clipped, control-safe */
void tui_putf(int y, int x, int w, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void tui_fill(int y, int x, int w, int attr);
void tui_bar(const struct tui *t, int y, int x, int w, double frac, enum tui_color c);
void tui_funcbar(const struct tui *t, const char *const *items);
const char *tui_cell_glyph(const struct tui *t, enum tui_cell c);
enum tui_color tui_cell_color(enum tui_cell c, bool faulty);
const char *tui_heat_glyph(const struct tui *t, int level);
void tui_too_small(const struct tui *t);

uint64_t tui_now_ns(void);	/* monotonic clock */
/* tui-lpar.c: the header's entitlement line */
void tui_lpar_snap(struct tui *t, struct model *m);	/* locked */
int tui_lpar_draw(const struct tui *t, int y);	/* end column; 0: nothing drawn */

/* screens */
void tui_draw_overview(struct tui *t);
void tui_draw_header(struct tui *t);
void tui_snap_strip(struct tui *t, struct model *m, size_t visible);	/* locked */
void tui_snap_cursor(struct tui *t, struct model *m);			/* locked */
void tui_draw_strip(struct tui *t, int y, int x, size_t row);
void tui_draw_lpar_strip(struct tui *t, int y);	/* the LPAR's row: legend, cells */
uint8_t tui_cell_of(const struct model_tl_bucket *b);	/* one cell's glyph */
void tui_strip_legend(const struct tui *t, int y, int x, int w);
void tui_strip_footer(const struct tui *t, int y, size_t visible);	/* legend, +N more */
void tui_draw_timesel(struct tui *t, int y0, int lines);
/* Replay: when the time cell under the cursor is older than the selected
 * vCPU's recent ring, read its entries from the file once (snap.old). */
void tui_reread_cell(struct tui *t);
void tui_draw_drill(struct tui *t);
void tui_snap_affinity(struct tui *t, const struct model *m, const struct model_stats *st);
void tui_draw_affinity(const struct tui *t, int y);	/* tui-affinity.c */
bool tui_drill_key(struct tui *t, int key);
void tui_drill_open(struct tui *t);	/* Enter: at the time cursor or the span */
/* Replay: read the pages the keys or a search asked for; outside the lock. */
void tui_drill_fetch(struct tui *t);
void tui_drill_free(struct tui *t);
void tui_drill_find(struct tui *t, int dir, bool again);	/* dir +1 next, -1 previous */
void tui_draw_reasons(struct tui *t);
void tui_draw_heatmap(struct tui *t);
void tui_heat_geometry(const struct tui *t, int *cw, int *per_line, int *y0, int *nlines);
void tui_draw_help(struct tui *t);
void tui_draw_who(struct tui *t);			/* tui-who.c */
void tui_snap_who(struct tui *t, struct model *m);	/* locked */
bool tui_who_key(struct tui *t, int key);
void tui_who_free(struct tui_who *w);
void tui_who_toggle(struct tui *t);	/* p: by command or by PID */
bool tui_reasons_key(struct tui *t, int key);		/* tui-reasons.c */
const char *tui_reason_label(unsigned v, bool preempt, bool merged, int w, char *buf,
			     size_t len);
bool tui_help_key(struct tui *t, int key);	/* scrolling; false: not a help key */
void tui_draw(struct tui *t);	/* tui-draw.c */

/* tui-sym.c */
struct symbols *tui_sym_table(struct tui *t);	/* built on first use; NULL: none */
void tui_sym_frame(struct tui *t);	/* a frame starts: bound the cache */
/* srr0 of an entry on pid's vCPU: map is the task's mapping where known
 * (user addresses), else NULL. false: no table (out is unusable). */
bool tui_sym_get(struct tui *t, uint64_t addr, uint64_t srr1, int32_t pid,
		 const struct sym_map *map, struct tui_sym *out);
bool tui_sym_cached(const struct tui *t, uint64_t addr, uint64_t srr1, int32_t pid,
		    struct tui_sym *out);
const struct tui_sym_group *tui_sym_group(const struct tui *t, uint32_t g);
/* "name+0xoff" (or "[unknown]"), as sym_format. */
const char *tui_sym_text(const struct tui *t, const struct tui_sym *r, char *buf, size_t len);
void tui_sym_free(struct tui_syms *y);

/* tui-sites.c: preempted at */
void tui_snap_sites(struct tui *t, struct model *fig, struct model *m);	/* locked */
void tui_sites_resolve(struct tui *t);	/* after the lock */
void tui_draw_sites(struct tui *t);
bool tui_sites_key(struct tui *t, int key);
void tui_sites_free(struct tui_sites *ss);

/* tui-keys.c. Keys without a KEY_ name in ncurses, by name, so that
 * tests/integration/tui-help-keys.sh can read every case label. */
#define KEY_CTRL_C 3	/* raw mode: Ctrl-C arrives as a key, not as SIGINT */
#define KEY_CTRL_U 21
#define KEY_CTRL_W 23
#define KEY_ESC 27
#define KEY_DEL 127	/* what most terminals send for Backspace */
#define KEY_CTRL_H 8	/* ... and some others */
/* tui-keys.c */
void tui_key(struct tui *t, int k);
void tui_move_sel(struct tui *t, long d);

#endif
