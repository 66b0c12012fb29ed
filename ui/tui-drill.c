// SPDX-License-Identifier: GPL-2.0-only
/* tui-drill.c: one vCPU in detail: its recent DTL entries (both reasons, the
 * three intervals, processor, srr0 or fault address) interleaved with its
 * sched_switches, its dispatch-latency histogram, the physical processors it
 * ran on and the steal charged to each task. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <ncurses.h>

#include "tui-priv.h"

#define HIST_BINS 24	/* powers of two of microseconds: < 1 us .. >= 4 s */
#define WIDE 120	/* below: short reason names, narrower columns */
#define LIST_Y 3	/* head, window and list line, column titles */

static int drill_bottom(void)
{
	int h = LINES * 2 / 5;

	return h < 8 ? 8 : h;
}

/* Entry list lines between the titles and the bottom panels. */
static size_t list_lines(void)
{
	int n = LINES - 1 - drill_bottom() - LIST_Y;

	return n > 1 ? (size_t)n : 1;
}

/* The list: a replay's page read from the file, or the live ring's copy. */
static const struct model_recent *list_of(const struct tui *t, size_t *n)
{
	if (t->page.on) {
		*n = t->page.n;
		return t->page.e;
	}
	*n = t->snap.nent;
	return t->snap.ent;
}

static void sw_comm(char *buf, size_t len, const char *comm, int32_t pid)
{
	char c[TASK_COMM_LEN + 1];

	memcpy(c, comm, TASK_COMM_LEN);
	c[TASK_COMM_LEN] = '\0';
	snprintf(buf, len, "%s(%d)", c, pid);
}

/* The task running on the vCPU at entry i of the list: the last
 * sched_switch before it (the list interleaves them), -1 if none is kept. */
#define TASK_LOOKBACK 8192
static int32_t task_at(const struct model_recent *list, size_t i)
{
	for (size_t k = 0; k < TASK_LOOKBACK && i-- > 0;)
		if (list[i].kind == EV_SCHED_SWITCH)
			return list[i].sw.next_pid;
	return -1;
}

/* A user srr0's mapping in the task's process, from the session's model
 * (a short lock: a copy, no file read). */
static const struct sym_map *user_map(struct tui *t, int32_t pid, uint64_t addr,
				      struct sym_map *out)
{
	static struct model_map mm;	/* 4 KiB of path */
	bool have;

	session_lock(t->s);
	have = model_map_find(session_model(t->s), pid, addr, &mm);
	session_unlock(t->s);
	if (!have)
		return NULL;
	*out = (struct sym_map){ .start = mm.start, .end = mm.end, .pgoff = mm.pgoff,
				 .path = mm.path };
	return out;
}

/* srr0 of DTL entry i by name, "snooze_loop+0x40 (idle)" (narrower:
 * "idle:snooze_loop+0x40"), or NULL where it stays hex: not resolved, or
 * the entry shows the fault address. */
static const char *where(struct tui *t, const struct model_recent *list, size_t i, char *buf,
			 size_t len)
{
	const struct dtl_entry *x = &list[i].dtl;
	bool fault = x->preempt_reason == DTL_PREEMPT_MIGRATION_FAULT ||
		     x->preempt_reason == DTL_PREEMPT_VM_FAULT;
	const struct tui_sym_group *g;
	const struct sym_map *map = NULL;
	struct sym_map m;
	int32_t pid = -1;
	struct tui_sym r;

	if (list[i].kind != EV_DTL || (fault && x->fault_addr) || !tui_sym_table(t))
		return NULL;
	if (sym_is_user(x->srr0, x->srr1)) {
		pid = task_at(list, i);
		if (pid < 0)
			return NULL;
		if (!tui_sym_cached(t, x->srr0, x->srr1, pid, &r))
			map = user_map(t, pid, x->srr0, &m);
	}
	if (!tui_sym_get(t, x->srr0, x->srr1, pid, map, &r) || !(g = tui_sym_group(t, r.group)) ||
	    !g->found)
		return NULL;
	if (COLS < WIDE)	/* 17 columns left: the class first, then the name */
		snprintf(buf, len, "%s%s%s+0x%llx", sym_class_label(g->cls), g->cls ? ":" : "",
			 g->name, (unsigned long long)r.off);
	else
		snprintf(buf, len, "%s+0x%llx%s%s%s", g->name, (unsigned long long)r.off,
			 g->cls ? " (" : "", sym_class_label(g->cls), g->cls ? ")" : "");
	return buf;
}

/* One entry's line, as drawn and as '/' searches it. Switches are marked
 * in sw (drawn dim). Below WIDE columns every column stays, narrower.
 * at: srr0 by name (where), NULL: the address in hex. */
static void entry_text(const struct tui *t, const struct model_recent *e, const char *at,
		       char *buf, size_t len, bool *sw)
{
	uint64_t f = t->snap.sel.tb_freq;
	char d[48], p[48], a[48], b[48], tm[40], hex[24];
	const struct dtl_entry *x = &e->dtl;
	bool fault = x->preempt_reason == DTL_PREEMPT_MIGRATION_FAULT ||
		     x->preempt_reason == DTL_PREEMPT_VM_FAULT;
	uint64_t addr = fault && x->fault_addr ? x->fault_addr : x->srr0;

	tui_time(t, e->time, 3, tm, sizeof(tm));
	*sw = e->kind == EV_SCHED_SWITCH;
	if (*sw) {
		sw_comm(a, sizeof(a), e->sw.prev_comm, e->sw.prev_pid);
		sw_comm(b, sizeof(b), e->sw.next_comm, e->sw.next_pid);
		snprintf(buf, len, "%12s   sched_switch %s%s -> %s", tm, a,
			 e->sw.prev_state == TASK_STATE_RUNNING ? " [R]" : "", b);
		return;
	}
	if (COLS < WIDE) {
		snprintf(hex, sizeof(hex), "%" PRIx64, addr);
		snprintf(buf, len, "%12s %-10s %-8s %7.1f %7.1f %8.1f %4u %s", tm,
			 tui_reason_label(x->dispatch_reason, false, false, 10, d, sizeof(d)),
			 tui_reason_label(x->preempt_reason, true, false, 8, p, sizeof(p)),
			 tui_us(x->enqueue_to_dispatch, f), tui_us(x->ready_to_enqueue, f),
			 tui_us(x->waiting_to_ready, f), x->processor_id, at ? at : hex);
		return;
	}
	snprintf(hex, sizeof(hex), "0x%016" PRIx64, addr);
	snprintf(buf, len, "%12s %-21.21s %-24.24s %9.1f %9.1f %11.1f %5u %s", tm,
		 dtl_dispatch_reason_str(x->dispatch_reason, d),
		 dtl_preempt_reason_str(x->preempt_reason, p), tui_us(x->enqueue_to_dispatch, f),
		 tui_us(x->ready_to_enqueue, f), tui_us(x->waiting_to_ready, f), x->processor_id,
		 at ? at : hex);
}

static bool is_hit(const struct tui *t, const struct model_recent *e)
{
	return t->have_hit && e->time == t->hit_time && (int)e->kind == t->hit_kind;
}

static void entry(struct tui *t, int y, const struct model_recent *list, size_t i)
{
	const struct model_recent *e = &list[i];
	char line[512], at[SYM_NAME_MAX + 48];
	bool sw;
	int attr;

	entry_text(t, e, where(t, list, i, at, sizeof(at)), line, sizeof(line), &sw);
	attr = is_hit(t, e) ? tui_attr(t, C_SEL) | (int)A_BOLD : sw ? tui_attr(t, C_DIM) : 0;
	if (is_hit(t, e)) {
		tui_fill(y, 0, COLS, attr);
		line[0] = '>';	/* readable without colour: times have leading blanks */
	}
	attron(attr);
	tui_put(y, 0, COLS, line);
	attroff(attr);
}

/* The found entry's place in the list, if it is still there. */
static bool hit_index(const struct tui *t, size_t *at)
{
	size_t n;
	const struct model_recent *e = list_of(t, &n);

	for (size_t i = n; t->have_hit && i-- > 0;)
		if (is_hit(t, &e[i])) {
			*at = i;
			return true;
		}
	return false;
}

static bool matches(const struct tui *t, const struct model_recent *e)
{
	char line[256];
	bool sw;

	entry_text(t, e, NULL, line, sizeof(line), &sw);	/* the address in hex */
	return strcasestr(line, t->find) != NULL;
}

static void found(struct tui *t, const struct model_recent *e, size_t i)
{
	t->have_hit = t->hit_anchor = true;
	t->hit_time = e->time;
	t->hit_kind = (int)e->kind;
	t->drill_end = false;
	t->drill_top = i > list_lines() / 3 ? i - list_lines() / 3 : 0;
}

/* ---- a replay's pages ---- */

static long page_read(struct tui *t, uint64_t t0, uint64_t t1)
{
	struct tui_page *p = &t->page;
	long n;

	p->err[0] = '\0';
	n = session_entries_at(t->s, p->cpu, t0, t1, p->tmp, TUI_PAGE_READ + 1, p->err,
			       sizeof(p->err));
	if (n < 0 && !p->err[0])
		snprintf(p->err, sizeof(p->err), "cannot read the recording again");
	return n;
}

/* Of n read (one more than TUI_PAGE_READ: more follow), how many to keep
 * so that no time is split between this page and the next: the next one
 * starts at the first entry not kept. */
static size_t keep_whole(const struct model_recent *e, size_t n)
{
	size_t k = n;

	if (n <= TUI_PAGE_READ)
		return n;
	k = TUI_PAGE_READ;
	while (k > 0 && e[k - 1].time == e[k].time)
		k--;
	return k ? k : TUI_PAGE_READ;	/* a page of one time: its rest is skipped */
}

static uint64_t file_first(const struct tui *t)
{
	return t->snap.ss.first_ns;
}

static void page_open(struct tui *t, uint64_t ns)
{
	struct tui_page *p = &t->page;
	long n = page_read(t, ns, UINT64_MAX);
	size_t k;

	p->n = 0;
	p->t0 = p->t1 = ns;
	p->at_start = ns <= file_first(t);
	p->at_end = false;
	if (n < 0)
		return;
	k = keep_whole(p->tmp, (size_t)n);
	memcpy(p->e, p->tmp, k * sizeof(*p->e));
	p->n = k;
	p->at_end = (size_t)n <= TUI_PAGE_READ;
	p->t1 = p->at_end ? UINT64_MAX : p->tmp[k].time;
	t->drill_top = 0;
}

/* Entries after the page, appended; the oldest dropped past TUI_PAGE_MAX. */
static bool page_next(struct tui *t)
{
	struct tui_page *p = &t->page;
	long n;
	size_t k, d = 0;

	if (p->at_end)
		return false;
	n = page_read(t, p->t1, UINT64_MAX);
	if (n < 0)
		return false;
	k = keep_whole(p->tmp, (size_t)n);
	if (p->n + k > TUI_PAGE_MAX) {
		d = p->n + k - TUI_PAGE_MAX;
		while (d < p->n && d > 0 && p->e[d].time == p->e[d - 1].time)
			d++;
		memmove(p->e, p->e + d, (p->n - d) * sizeof(*p->e));
		p->n -= d;
		p->t0 = p->n ? p->e[0].time : p->t1;
		p->at_start = false;
	}
	memcpy(p->e + p->n, p->tmp, k * sizeof(*p->e));
	p->n += k;
	p->at_end = (size_t)n <= TUI_PAGE_READ;
	p->t1 = p->at_end ? UINT64_MAX : p->tmp[k].time;
	t->drill_top = t->drill_top > d ? t->drill_top - d : 0;
	p->find_at -= (long)d;
	return true;
}

/* Entries before the page, prepended: a span before t0 as wide as the
 * page's density says holds a page, narrowed while it holds more, widened
 * while it holds none; the newest dropped past TUI_PAGE_MAX. */
static bool page_prev(struct tui *t)
{
	struct tui_page *p = &t->page;
	uint64_t first = file_first(t), w = 1000000000, a;
	long n = 0;

	if (p->at_start)
		return false;
	if (p->n > 1 && p->e[p->n - 1].time > p->e[0].time)
		w = (p->e[p->n - 1].time - p->e[0].time) / p->n * TUI_PAGE_READ / 2 + 1;
	for (int tries = 0; tries < 64; tries++) {
		a = p->t0 > first && p->t0 - first > w ? p->t0 - w : first < p->t0 ? first : 0;
		n = page_read(t, a, p->t0);
		if (n < 0)
			return false;
		if ((size_t)n > TUI_PAGE_READ && w > 1) {
			w /= 2;
			continue;
		}
		if (!n && a > first && a > 0) {
			w *= 4;
			continue;
		}
		break;
	}
	if ((size_t)n > TUI_PAGE_READ)
		n = TUI_PAGE_READ;	/* more than a page at one time: the rest skipped */
	if (p->n + (size_t)n > TUI_PAGE_MAX) {
		size_t k = TUI_PAGE_MAX - (size_t)n;

		while (k > 0 && p->e[k - 1].time == p->e[k].time)
			k--;
		p->t1 = p->e[k].time;
		p->at_end = false;
		p->n = k;
	}
	memmove(p->e + n, p->e, p->n * sizeof(*p->e));
	memcpy(p->e, p->tmp, (size_t)n * sizeof(*p->e));
	p->n += (size_t)n;
	p->t0 = a;
	p->at_start = a <= first;
	t->drill_top += (size_t)n;
	p->find_at += n;
	return true;
}

void tui_drill_free(struct tui *t)
{
	free(t->page.e);
	free(t->page.tmp);
	t->page.e = t->page.tmp = NULL;
	t->page.on = false;
}

/* Enter: the list starts at the brushed span's start or the time cursor's
 * cell; a replay's from the file, live's from the ring (where it has it). */
void tui_drill_open(struct tui *t)
{
	struct tui_page *p = &t->page;
	uint64_t at = t->span.state == SPAN_ON ? t->span.t0
		    : t->have_cursor ? t->cursor * tui_cell_ns(t) : 0;
	bool have_at = t->span.state == SPAN_ON || t->have_cursor;

	p->find_dir = 0;
	p->move = 0;
	p->cpu = t->sel_cpu;
	p->on = false;
	p->want = have_at ? PAGE_OPEN : PAGE_NONE;
	p->want_ns = at;
	p->err[0] = '\0';
	if (!t->snap.ss.pace)
		return;	/* live: the ring, placed by entries() */
	if (!p->e)
		p->e = malloc(TUI_PAGE_MAX * sizeof(*p->e));
	if (!p->tmp)
		p->tmp = malloc((TUI_PAGE_READ + 1) * sizeof(*p->tmp));
	if (!p->e || !p->tmp)
		return;	/* out of memory: the ring, as live */
	p->on = true;
	p->n = 0;
	if (!have_at) {	/* no cursor: where the ring starts, as before */
		p->want = PAGE_OPEN;
		p->want_ns = t->snap.nent ? t->snap.ent[0].time : file_first(t);
	}
}

/* The search's step: look through what is read, then read a page on. */
static void find_step(struct tui *t)
{
	struct tui_page *p = &t->page;
	char tm[40];

	for (;;) {
		if (p->find_dir > 0)
			for (; p->find_at < (long)p->n; p->find_at++) {
				if (matches(t, &p->e[p->find_at]))
					goto hit;
			}
		else
			for (; p->find_at >= 0; p->find_at--) {
				if (matches(t, &p->e[p->find_at]))
					goto hit;
			}
		if (!(p->find_dir > 0 ? page_next(t) : page_prev(t)))
			break;
		return;	/* one page a frame: Esc can stop it */
	}
	snprintf(t->msg, sizeof(t->msg), p->err[0] ? "'%s': %s" : "'%s' not found to the %s",
		 t->find, p->err[0] ? p->err : p->find_dir > 0 ? "end of the recording"
					     : "start of the recording");
	p->find_dir = 0;
	t->have_hit = false;
	p->want = PAGE_OPEN;	/* back where the search started */
	p->want_ns = p->find_back_ns;
	return;
hit:
	found(t, &p->e[p->find_at], (size_t)p->find_at);
	snprintf(t->msg, sizeof(t->msg), "'%s' at %s", t->find,
		 tui_time(t, p->e[p->find_at].time, 3, tm, sizeof(tm)));
	p->find_dir = 0;
}

/* What a key asked for: a page opened at a time, or the last one. */
static bool serve_want(struct tui *t)
{
	struct tui_page *p = &t->page;
	enum tui_page_want w = p->want;

	p->want = PAGE_NONE;
	if (w == PAGE_OPEN) {
		page_open(t, p->want_ns);
		if (p->err[0] && !p->n) {	/* a pipe: the ring, as live */
			snprintf(t->msg, sizeof(t->msg), "drill-down: %.100s; the recent entries",
				 p->err);
			p->on = false;
			return false;
		}
	} else if (w == PAGE_LAST) {
		uint64_t end = t->snap.newest_ns + 1;

		p->n = 0;
		p->t0 = p->t1 = end;
		p->at_start = false;
		p->at_end = t->snap.ss.ended;
		page_prev(t);
		p->move = (long)p->n;
	}
	return true;
}

/* A move past either end of the page reads the one before or after. */
static void serve_move(struct tui *t)
{
	struct tui_page *p = &t->page;
	long lines = (long)list_lines(), top = (long)t->drill_top + p->move;

	while (top < 0 && page_prev(t))
		top = (long)t->drill_top + p->move;
	while (top + lines > (long)p->n && page_next(t))
		top = (long)t->drill_top + p->move;
	if (top + lines > (long)p->n)
		top = (long)p->n - lines;
	t->drill_top = top > 0 ? (size_t)top : 0;
	p->move = 0;
}

void tui_drill_fetch(struct tui *t)
{
	struct tui_page *p = &t->page;
	uint64_t t0 = tui_now_ns();
	char tm[40];

	if (!p->on || t->scr != SCR_DRILL || !serve_want(t))
		return;
	serve_move(t);
	/* a search reads on for 100 ms a frame, then lets keys (Esc) in */
	while (p->find_dir && tui_now_ns() - t0 < 100000000ull)
		find_step(t);
	if (p->find_dir)
		snprintf(t->msg, sizeof(t->msg), "searching '%s'... at %s (Esc stops)", t->find,
			 tui_time(t, p->find_dir > 0 ? p->t1 != UINT64_MAX ? p->t1 : p->t0 : p->t0,
				  3, tm, sizeof(tm)));
	else if (p->want != PAGE_NONE && serve_want(t))	/* back after not found */
		serve_move(t);
}

/* '/' (again false: from the first entry shown) and n, N (again: from
 * the entry after or before the one found): the next entry whose line
 * contains the text, case-insensitive. A replay searches the file to its
 * end or start, a page a frame; live the ring, wrapping around once. */
void tui_drill_find(struct tui *t, int dir, bool again)
{
	size_t n, from, at;
	const struct model_recent *e = list_of(t, &n);

	if (!t->find[0]) {
		t->have_hit = false;
		snprintf(t->msg, sizeof(t->msg), "find: / and a text first");
		return;
	}
	if (t->page.on) {
		struct tui_page *p = &t->page;

		p->find_dir = dir;
		if (again && hit_index(t, &at))
			p->find_at = (long)at + dir;
		else
			p->find_at = t->drill_top < n ? (long)t->drill_top : dir > 0 ? 0 : (long)n - 1;
		p->find_back_ns = t->drill_top < n ? e[t->drill_top].time : p->t0;
		find_step(t);
		if (p->find_dir)
			snprintf(t->msg, sizeof(t->msg), "searching '%s'... (Esc stops)", t->find);
		return;
	}
	if (!n) {
		snprintf(t->msg, sizeof(t->msg), "'%s' not found: no entry kept", t->find);
		return;
	}
	if (again && hit_index(t, &at))
		from = (at + n + (size_t)dir) % n;
	else
		from = t->drill_top < n ? t->drill_top : 0;
	for (size_t k = 0; k < n; k++) {
		size_t i = dir > 0 ? (from + k) % n : (from + n - k) % n;
		bool wrapped = dir > 0 ? i < from : i > from;
		char tm[40];

		if (!matches(t, &e[i]))
			continue;
		found(t, &e[i], i);
		snprintf(t->msg, sizeof(t->msg), "'%s' at %s%s", t->find,
			 tui_time(t, e[i].time, 3, tm, sizeof(tm)),
			 wrapped ? dir > 0 ? " (wrapped to the oldest kept)"
				 : " (wrapped to the newest kept)" : "");
		return;
	}
	t->have_hit = false;
	snprintf(t->msg, sizeof(t->msg), "'%s' not found in the %zu entries kept", t->find, n);
}

/* Line 1: the window every figure covers, and where the list comes from. */
static void window_line(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	char a[40], b[40], c[40], what[64], more[96] = "";
	size_t n;
	const struct model_recent *e = list_of(t, &n);

	tui_time(t, sn->win_t0, 3, a, sizeof(a));
	tui_time(t, sn->win_t1, 3, b, sizeof(b));
	snprintf(what, sizeof(what), "%s", sn->win_span ? "span"
		 : sn->ss.pace && sn->ss.ended ? "whole recording" : "since start");
	if (t->page.on)
		snprintf(more, sizeof(more), "  entries: the file%s%s",
			 t->page.at_start && t->drill_top == 0 ? " (its start)" : "",
			 t->page.at_end && t->drill_top + list_lines() >= n ? " (its end)" : "");
	else if (n)
		snprintf(more, sizeof(more), "  entries kept since %s (--history)",
			 tui_time(t, e[0].time, 3, c, sizeof(c)));
	tui_putf(1, 0, COLS, "window: %s %s-%s%s", what, a, b, more);
}

static void entries(struct tui *t)
{
	size_t n = list_lines(), at, total;
	const struct model_recent *e = list_of(t, &total);
	bool narrow = COLS < WIDE;

	/* live: open at the cursor's time in the ring, if it still has it */
	if (!t->page.on && t->page.want == PAGE_OPEN) {
		char tm[40];

		t->page.want = PAGE_NONE;
		t->drill_end = false;
		for (at = 0; at < total && e[at].time < t->page.want_ns; at++)
			;
		t->drill_top = at;
		if (total && e[0].time > t->page.want_ns)
			snprintf(t->msg, sizeof(t->msg), "history ends at %s: older entries are "
				 "not kept (--history)", tui_time(t, e[0].time, 3, tm, sizeof(tm)));
	}
	/* a live ring turns over: keep the found entry where it was put */
	if (!t->page.on && t->hit_anchor && hit_index(t, &at))
		t->drill_top = at > n / 3 ? at - n / 3 : 0;
	if ((!t->page.on && t->drill_end) || t->drill_top + n > total)
		t->drill_top = total > n ? total - n : 0;
	window_line(t);
	tui_fill(2, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	if (narrow)
		tui_putf(2, 0, COLS, "%12s %-10s %-8s %7s %7s %8s %4s %s", "TIME", "DISPATCH",
			 "PREEMPT", "ENQ>DSP", "RDY>ENQ", "WAIT>RDY", "PROC", "AT/FAULT (us)");
	else
		tui_putf(2, 0, COLS, "%12s %-21s %-24s %9s %9s %11s %5s %s", "TIME",
			 "DISPATCH_REASON", "PREEMPT_REASON", "ENQ>DSP_us", "RDY>ENQ_us",
			 "WAIT>RDY_us", "PROC", "PREEMPTED AT (SRR0)/FAULT_ADDR");
	attroff(tui_attr(t, C_TITLE));
	if (!t->page.on && t->have_hit && !hit_index(t, &at)) {	/* a live ring moves fast */
		static const char gone[] = " the entry found is no longer kept (space freezes) ";
		int x = COLS - (int)sizeof(gone) + 1;

		attron(tui_attr(t, C_WARN) | A_BOLD);
		tui_put(2, x > 0 ? x : 0, COLS, gone);
		attroff(tui_attr(t, C_WARN) | A_BOLD);
	}
	for (size_t i = 0; i < n && t->drill_top + i < total; i++)
		entry(t, LIST_Y + (int)i, e, t->drill_top + i);
	if (!total)
		tui_put(LIST_Y, 2, COLS - 2, t->page.on && t->page.err[0] ? t->page.err
			: t->page.on ? "no DTL entry or sched_switch from here to the end"
			: "no DTL entry or sched_switch kept for this vCPU");
}

/* Every bin from the lowest to the highest used; when they do not fit in
 * h - 1 lines the lowest ones are summed into the first line ("0..N us"),
 * so the tail is always there. */
static void histogram(const struct tui *t, int y, int x, int w, int h)
{
	const struct tui_snap *sn = &t->snap;
	uint64_t bins[HIST_BINS] = { 0 }, peak = 0, below = 0;
	int lo = HIST_BINS, hi = -1, lw = w < 30 ? 17 : 22;

	for (unsigned i = 0; i < HIST_BUCKETS; i++) {
		double us;
		int k;

		if (!sn->lat.b[i])
			continue;
		us = tui_us(hist_bucket_lower(i), sn->sel.tb_freq);
		k = us < 1 ? 0 : (int)log2(us) + 1;
		k = k >= HIST_BINS ? HIST_BINS - 1 : k;
		bins[k] += sn->lat.b[i];
	}
	for (int k = 0; k < HIST_BINS; k++) {
		if (!bins[k])
			continue;
		lo = k < lo ? k : lo;
		hi = k;
	}
	tui_put(y, x, w, w < 30 ? "Dispatch latency" : "Dispatch latency (enqueue to dispatch)");
	if (!sn->entries) {
		tui_putf(y + 1, x + 2, w - 2, "- (not measured: DTL %s)", sn->dtl_source);
		return;
	}
	if (hi < 0) {
		tui_put(y + 1, x + 2, w - 2, "no dispatches");
		return;
	}
	if (hi - lo + 1 > h - 1) {	/* the first line sums the lowest bins */
		int first = hi - (h - 3);

		for (int k = lo; k < first; k++)
			below += bins[k];
		bins[first - 1] = below;
		lo = first - 1;
	}
	for (int k = lo; k <= hi; k++)
		peak = bins[k] > peak ? bins[k] : peak;
	for (int k = lo, row = 1; k <= hi && row < h; k++, row++) {
		/* bin k holds [2^(k-1), 2^k) us, bin 0 everything below 1 us */
		if (below && k == lo)
			tui_putf(y + row, x, lw, lw < 22 ? "0..%4.0fus %6" PRIu64 : "0..%6.0f us %8" PRIu64,
				 ldexp(1.0, k), bins[k]);
		else if (k == HIST_BINS - 1)
			tui_putf(y + row, x, lw, lw < 22 ? ">=%5.0fus %6" PRIu64 : ">=%7.0f us %8" PRIu64,
				 ldexp(1.0, k - 1), bins[k]);
		else
			tui_putf(y + row, x, lw, lw < 22 ? "<%6.0fus %6" PRIu64 : "<%7.0f us %9" PRIu64,
				 ldexp(1.0, k), bins[k]);
		tui_bar(t, y + row, x + lw, w - lw - 1, (double)bins[k] / (double)peak, C_WAIT);
	}
}

static int proc_cmp(const void *a, const void *b)
{
	const struct model_proc *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->id - y->id;
}

/* "+N more" on the last line of a panel that has more rows than lines. */
static void more_mark(int y, int x, int w, size_t more)
{
	tui_putf(y, x, w, "  +%zu more", more);
}

static void processors(struct tui *t, int y, int x, int w, int h)
{
	struct tui_snap *sn = &t->snap;
	uint64_t total = 0;
	size_t fit = (size_t)(h - 1);

	qsort(sn->procs, sn->nprocs, sizeof(sn->procs[0]), proc_cmp);
	for (size_t i = 0; i < sn->nprocs; i++)
		total += sn->procs[i].count;
	tui_putf(y, x, w, "Processors (%zu)", sn->nprocs);
	if (sn->nprocs > fit)
		fit--;	/* the last line says how many more */
	for (size_t row = 1; row <= fit && row <= sn->nprocs; row++) {
		const struct model_proc *p = &sn->procs[row - 1];

		tui_putf(y + (int)row, x, w, "%5u %8" PRIu64 " %5.1f%%", p->id, p->count,
			 total ? (double)p->count * 100.0 / (double)total : 0.0);
	}
	if (sn->nprocs > fit)
		more_mark(y + (int)fit + 1, x, w, sn->nprocs - fit);
}

static int task_cmp(const void *a, const void *b)
{
	const struct model_task *x = a, *y = b;

	if (x->steal_ns != y->steal_ns)
		return x->steal_ns > y->steal_ns ? -1 : 1;
	return (x->pid > y->pid) - (x->pid < y->pid);
}

/* Every column kept: COMM narrows (and shortens) to what is left. */
static void tasks(struct tui *t, int y, int x, int w, int h)
{
	struct tui_snap *sn = &t->snap;
	bool narrow = w < 28 + 12;
	int cw = w - (narrow ? 25 : 28);
	size_t fit = (size_t)(h - 2);

	qsort(sn->tasks, sn->ntasks, sizeof(sn->tasks[0]), task_cmp);
	cw = cw < 4 ? 4 : cw > 16 ? 16 : cw;
	tui_put(y, x, w, "Steal by task on this vCPU");
	if (!sn->entries) {
		tui_putf(y + 1, x + 2, w - 2, "- (not measured: DTL %s)", sn->dtl_source);
		return;
	}
	tui_putf(y + 1, x, w, narrow ? "%6s %-*s %8s %8s" : "%7s %-*s %10s %8s", "PID", cw,
		 "COMM", "STEAL_MS", "PREEMPTS");
	if (sn->ntasks > fit)
		fit--;
	for (size_t row = 0; row < fit && row < sn->ntasks; row++) {
		const struct model_task *k = &sn->tasks[row];

		tui_putf(y + 2 + (int)row, x, w,
			 narrow ? "%6d %-*.*s %8.1f %8" PRIu64 : "%7d %-*.*s %10.3f %8" PRIu64,
			 k->pid, cw, cw, k->comm, (double)k->steal_ns / 1e6, k->preempts);
	}
	if (sn->ntasks > fit)
		more_mark(y + 2 + (int)fit, x, w, sn->ntasks - fit);
}

/* The vCPU's figures over the window; "-" where the DTL interface does not
 * measure them. */
static void drill_head(struct tui *t, const struct tui_row *r)
{
	const struct tui_snap *sn = &t->snap;
	char disp[48] = "-", steal[24] = "-", lat[48] = "-";

	if (sn->dispatches)
		snprintf(disp, sizeof(disp), "%" PRIu64 " (%.1f/s)", r->dispatches, r->disp_s);
	if (sn->entries) {
		snprintf(steal, sizeof(steal), "%.2f%%", r->steal_pct);
		snprintf(lat, sizeof(lat), "%.1f/%.1f", tui_us(r->p50, r->tb_freq),
			 tui_us(r->p99, r->tb_freq));
	}
	if (COLS < WIDE)	/* the processors' panel counts them; the list the tasks */
		tui_putf(0, 0, COLS, "vCPU %u dispatches %s steal %s p50/p99 %sus aff_miss %" PRIu64,
			 r->cpu, disp, steal, lat, r->aff);
	else
		tui_putf(0, 0, COLS, "vCPU %u  dispatches %s  steal %s  p50/p99 %s us"
			 "  aff_miss %" PRIu64 "  procs %zu  running %s(%d)",
			 r->cpu, disp, steal, lat, r->aff, sn->nprocs, r->comm, r->pid);
}

void tui_draw_drill(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	const struct tui_row *r = &sn->sel;
	int h = drill_bottom(), y = LINES - 1 - h;
	bool narrow = COLS < 100;
	int hw = narrow ? 24 : COLS * 2 / 5, pw = narrow ? 22 : 24;

	if (!sn->have_sel) {
		tui_put(0, 0, COLS, "no vCPU selected (Esc goes back)");
		return;
	}
	attron(tui_attr(t, C_HEAD));
	drill_head(t, r);
	attroff(tui_attr(t, C_HEAD));
	entries(t);
	tui_fill(y, 0, COLS, tui_attr(t, C_TITLE));
	tui_draw_affinity(t, y);
	/* the panels' lines: y + 1 .. LINES - 2, above the function bar */
	histogram(t, y + 1, 0, hw - 1, h - 1);
	processors(t, y + 1, hw, pw - 1, h - 1);
	tasks(t, y + 1, hw + pw, COLS - hw - pw, h - 1);
}

/* Keys that move in the entry list; true if used. A replay's moves wait
 * for tui_drill_fetch, which reads the pages past either end. */
bool tui_drill_key(struct tui *t, int key)
{
	size_t n = list_lines(), total;
	struct tui_page *p = &t->page;
	long d = 0;

	(void)list_of(t, &total);
	if (p->on && p->find_dir) {	/* a search going on: Esc stops it, q quits */
		if (key != KEY_ESC)
			return key != 'q' && key != KEY_RESIZE;
		p->find_dir = 0;
		p->want = PAGE_OPEN;
		p->want_ns = p->find_back_ns;
		snprintf(t->msg, sizeof(t->msg), "search stopped");
		return true;
	}
	if (key != 'n' && key != 'N')
		t->hit_anchor = false;	/* scrolling moves away from the found entry */
	switch (key) {
	case 'n':
		tui_drill_find(t, 1, true);
		return true;
	case 'N':
		tui_drill_find(t, -1, true);
		return true;
	case KEY_UP: case 'k':
		d = -1;
		break;
	case KEY_DOWN: case 'j':
		d = 1;
		break;
	case KEY_PPAGE:
		d = -(long)n;
		break;
	case KEY_NPAGE:
		d = (long)n;
		break;
	case KEY_HOME:
		if (p->on) {
			p->want = PAGE_OPEN;
			p->want_ns = 0;
			return true;
		}
		t->drill_end = false;
		t->drill_top = 0;
		return true;
	case KEY_END:
		if (p->on) {
			p->want = PAGE_LAST;
			return true;
		}
		t->drill_end = true;
		return true;
	default:
		return false;
	}
	if (p->on) {
		p->move += d;
		return true;
	}
	if (d < 0) {
		t->drill_end = false;
		t->drill_top = t->drill_top > (size_t)-d ? t->drill_top - (size_t)-d : 0;
	} else {
		t->drill_top += (size_t)d;
		t->drill_end = t->drill_top + n >= total;
	}
	return true;
}
