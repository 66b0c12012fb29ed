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

static int drill_bottom(void)
{
	int h = LINES * 2 / 5;

	return h < 8 ? 8 : h;
}

/* Entry list lines between the titles and the bottom panels. */
static size_t list_lines(void)
{
	int n = LINES - 1 - drill_bottom() - 2;

	return n > 1 ? (size_t)n : 1;
}

static void sw_comm(char *buf, size_t len, const char *comm, int32_t pid)
{
	char c[TASK_COMM_LEN + 1];

	memcpy(c, comm, TASK_COMM_LEN);
	c[TASK_COMM_LEN] = '\0';
	snprintf(buf, len, "%s(%d)", c, pid);
}

/* One entry's line, as drawn and as '/' searches it. Switches are marked
 * in sw (drawn dim). */
static void entry_text(const struct tui *t, const struct model_recent *e, char *buf, size_t len,
		       bool *sw)
{
	uint64_t f = t->snap.sel.tb_freq;
	char d[16], p[16], a[48], b[48];
	const struct dtl_entry *x = &e->dtl;
	bool fault = x->preempt_reason == DTL_PREEMPT_MIGRATION_FAULT ||
		     x->preempt_reason == DTL_PREEMPT_VM_FAULT;

	*sw = e->kind == EV_SCHED_SWITCH;
	if (*sw) {
		sw_comm(a, sizeof(a), e->sw.prev_comm, e->sw.prev_pid);
		sw_comm(b, sizeof(b), e->sw.next_comm, e->sw.next_pid);
		snprintf(buf, len, "%15.6f   sched_switch %s%s -> %s", (double)e->time / 1e9, a,
			 e->sw.prev_state == TASK_STATE_RUNNING ? " [R]" : "", b);
		return;
	}
	snprintf(buf, len, "%15.6f %-21.21s %-24.24s %9.1f %9.1f %11.1f %5u 0x%016" PRIx64,
		 (double)e->time / 1e9, dtl_dispatch_reason_str(x->dispatch_reason, d),
		 dtl_preempt_reason_str(x->preempt_reason, p), tui_us(x->enqueue_to_dispatch, f),
		 tui_us(x->ready_to_enqueue, f), tui_us(x->waiting_to_ready, f), x->processor_id,
		 fault && x->fault_addr ? x->fault_addr : x->srr0);
}

static bool is_hit(const struct tui *t, const struct model_recent *e)
{
	return t->have_hit && e->time == t->hit_time && (int)e->kind == t->hit_kind;
}

static void entry(const struct tui *t, int y, const struct model_recent *e)
{
	char line[256];
	bool sw;
	int attr;

	entry_text(t, e, line, sizeof(line), &sw);
	attr = is_hit(t, e) ? tui_attr(t, C_SEL) | (int)A_BOLD : sw ? tui_attr(t, C_DIM) : 0;
	if (is_hit(t, e)) {
		tui_fill(y, 0, COLS, attr);
		line[0] = '>';	/* readable without colour: times have leading blanks */
	}
	attron(attr);
	tui_put(y, 0, COLS, line);
	attroff(attr);
}

/* The found entry's place in this frame's copy, if it is still kept. */
static bool hit_index(const struct tui *t, size_t *at)
{
	for (size_t i = t->snap.nent; t->have_hit && i-- > 0;)
		if (is_hit(t, &t->snap.ent[i])) {
			*at = i;
			return true;
		}
	return false;
}

/* '/' (again false: from the first entry shown) and n, N (again: from
 * the entry after or before the one found): the next entry whose line
 * contains the text, case-insensitive, wrapping around once. */
void tui_drill_find(struct tui *t, int dir, bool again)
{
	const struct tui_snap *sn = &t->snap;
	size_t n = sn->nent, from, at;
	char line[256];
	bool sw;

	if (!t->find[0]) {
		t->have_hit = false;
		snprintf(t->msg, sizeof(t->msg), "find: / and a text first");
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

		entry_text(t, &sn->ent[i], line, sizeof(line), &sw);
		if (!strcasestr(line, t->find))
			continue;
		t->have_hit = t->hit_anchor = true;
		t->hit_time = sn->ent[i].time;
		t->hit_kind = (int)sn->ent[i].kind;
		t->drill_end = false;
		t->drill_top = i > list_lines() / 3 ? i - list_lines() / 3 : 0;
		snprintf(t->msg, sizeof(t->msg), "'%s': entry %zu of %zu%s", t->find, i + 1, n,
			 wrapped ? dir > 0 ? " (wrapped to the oldest)" : " (wrapped to the newest)"
				 : "");
		return;
	}
	t->have_hit = false;
	snprintf(t->msg, sizeof(t->msg), "'%s' not found in the %zu entries kept", t->find, n);
}

static void entries(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	size_t n = list_lines(), at;

	/* a live ring turns over: keep the found entry where it was put */
	if (t->hit_anchor && hit_index(t, &at))
		t->drill_top = at > n / 3 ? at - n / 3 : 0;
	if (t->drill_end || t->drill_top + n > sn->nent)
		t->drill_top = sn->nent > n ? sn->nent - n : 0;
	tui_fill(1, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_putf(1, 0, COLS, "%15s %-21s %-24s %9s %9s %11s %5s %s", "TIME", "DISPATCH_REASON",
		 "PREEMPT_REASON", "ENQ>DSP_us", "RDY>ENQ_us", "WAIT>RDY_us", "PROC",
		 "SRR0/FAULT_ADDR");
	attroff(tui_attr(t, C_TITLE));
	if (t->have_hit && !hit_index(t, &at)) {	/* a live ring moves fast */
		static const char gone[] = " the entry found is no longer kept (space freezes) ";
		int x = COLS - (int)sizeof(gone) + 1;

		attron(tui_attr(t, C_WARN) | A_BOLD);
		tui_put(1, x > 0 ? x : 0, COLS, gone);
		attroff(tui_attr(t, C_WARN) | A_BOLD);
	}
	for (size_t i = 0; i < n && t->drill_top + i < sn->nent; i++)
		entry(t, 2 + (int)i, &sn->ent[t->drill_top + i]);
	if (!sn->nent)
		tui_put(2, 2, COLS - 2, "no DTL entry or sched_switch kept for this vCPU");
}

static void histogram(const struct tui *t, int y, int x, int w, int h)
{
	const struct tui_snap *sn = &t->snap;
	uint64_t bins[HIST_BINS] = { 0 }, peak = 0;
	int lo = HIST_BINS, hi = -1;

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
		peak = bins[k] > peak ? bins[k] : peak;
	}
	tui_put(y, x, w, "Dispatch latency (enqueue to dispatch)");
	if (!sn->entries) {
		tui_putf(y + 1, x + 2, w - 2, "- (not measured: DTL %s)", sn->dtl_source);
		return;
	}
	if (hi < 0) {
		tui_put(y + 1, x + 2, w - 2, "no dispatches");
		return;
	}
	if (hi - lo + 1 > h - 1)
		lo = hi - (h - 2);
	for (int k = lo, row = 1; k <= hi && row < h; k++, row++) {
		/* bin k holds [2^(k-1), 2^k) us, bin 0 everything below 1 us */
		tui_putf(y + row, x, 22, "<%7.0f us %9" PRIu64, ldexp(1.0, k), bins[k]);
		tui_bar(t, y + row, x + 22, w - 23, (double)bins[k] / (double)peak, C_WAIT);
	}
}

static int proc_cmp(const void *a, const void *b)
{
	const struct model_proc *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->id - y->id;
}

static void processors(struct tui *t, int y, int x, int w, int h)
{
	struct tui_snap *sn = &t->snap;
	uint64_t total = 0;

	qsort(sn->procs, sn->nprocs, sizeof(sn->procs[0]), proc_cmp);
	for (size_t i = 0; i < sn->nprocs; i++)
		total += sn->procs[i].count;
	tui_putf(y, x, w, "Processors (%zu)", sn->nprocs);
	for (int row = 1; row < h && (size_t)row <= sn->nprocs; row++) {
		const struct model_proc *p = &sn->procs[row - 1];

		tui_putf(y + row, x, w, "%5u %8" PRIu64 " %5.1f%%", p->id, p->count,
			 total ? (double)p->count * 100.0 / (double)total : 0.0);
	}
}

static int task_cmp(const void *a, const void *b)
{
	const struct model_task *x = a, *y = b;

	if (x->steal_ns != y->steal_ns)
		return x->steal_ns > y->steal_ns ? -1 : 1;
	return (x->pid > y->pid) - (x->pid < y->pid);
}

static void tasks(struct tui *t, int y, int x, int w, int h)
{
	struct tui_snap *sn = &t->snap;

	qsort(sn->tasks, sn->ntasks, sizeof(sn->tasks[0]), task_cmp);

	tui_put(y, x, w, "Steal by task on this vCPU");
	if (!sn->entries) {
		tui_putf(y + 1, x + 2, w - 2, "- (not measured: DTL %s)", sn->dtl_source);
		return;
	}
	tui_putf(y + 1, x, w, "%7s %-16s %10s %8s", "PID", "COMM", "STEAL_MS", "PREEMPTS");
	for (int row = 2; row < h && (size_t)(row - 2) < sn->ntasks; row++) {
		const struct model_task *k = &sn->tasks[row - 2];

		tui_putf(y + row, x, w, "%7d %-16s %10.3f %8" PRIu64, k->pid, k->comm,
			 (double)k->steal_ns / 1e6, k->preempts);
	}
}

/* The vCPU's figures; "-" where the DTL interface does not measure them. */
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
	tui_putf(0, 0, COLS, "vCPU %u  dispatches %s  steal %s  p50/p99 %s us"
		 "  aff_miss %" PRIu64 "  procs %zu  running %s(%d)  [%zu entries kept]",
		 r->cpu, disp, steal, lat, r->aff, sn->nprocs, r->comm, r->pid, sn->nent);
}

void tui_draw_drill(struct tui *t)
{
	const struct tui_snap *sn = &t->snap;
	const struct tui_row *r = &sn->sel;
	int h = drill_bottom(), y = LINES - 1 - h, hw = COLS * 2 / 5, pw = 24;

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
	histogram(t, y + 1, 0, hw - 1, h);
	processors(t, y + 1, hw, pw - 1, h);
	tasks(t, y + 1, hw + pw, COLS - hw - pw, h);
}

/* Keys that move in the entry list; true if used. */
bool tui_drill_key(struct tui *t, int key)
{
	size_t n = list_lines(), total = t->snap.nent;

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
		t->drill_end = false;
		t->drill_top -= t->drill_top > 0;
		return true;
	case KEY_DOWN: case 'j':
		t->drill_top++;
		t->drill_end = t->drill_top + n >= total;
		return true;
	case KEY_PPAGE:
		t->drill_end = false;
		t->drill_top = t->drill_top > n ? t->drill_top - n : 0;
		return true;
	case KEY_NPAGE:
		t->drill_top += n;
		t->drill_end = t->drill_top + n >= total;
		return true;
	case KEY_HOME:
		t->drill_end = false;
		t->drill_top = 0;
		return true;
	case KEY_END:
		t->drill_end = true;
		return true;
	default:
		return false;
	}
}
