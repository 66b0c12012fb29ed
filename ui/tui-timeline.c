/* tui-timeline.c: the per-vCPU timeline strip (one glyph per time cell,
 * newest at the right: running, idle, waiting for a processor, faulting)
 * and the time-selection panel: what happened in the cell under the cursor. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

void tui_draw_strip(struct tui *t, int y, int x, size_t row)
{
	const struct tui_snap *sn = &t->snap;
	const uint8_t *cells = sn->cells + row * sn->cell_cols;
	cchar_t line[1024];
	size_t n = sn->cell_cols;

	if (x >= COLS)
		return;
	if (n > (size_t)(COLS - x))
		n = (size_t)(COLS - x);
	if (n > sizeof(line) / sizeof(line[0]))
		n = sizeof(line) / sizeof(line[0]);
	for (size_t c = 0; c < n; c++) {
		bool cur = t->have_cursor && sn->cell_first + c == t->cursor;

		line[c] = t->cell_cc[cur][cells[c] < CELL_N ? cells[c] : CELL_NONE];
	}
	mvadd_wchnstr(y, x, line, (int)n);
}

static void comm_of(char *buf, size_t len, const char *comm, int32_t pid)
{
	char c[TASK_COMM_LEN + 1];

	memcpy(c, comm, TASK_COMM_LEN);
	c[TASK_COMM_LEN] = '\0';	/* ring comms are not NUL-terminated at 16 */
	snprintf(buf, len, "%s(%d)", c, pid);
}

/* One line of the panel for a kept entry; running = the task on the vCPU. */
static void entry_line(const struct tui *t, int y, const struct model_recent *e,
		       const char *running)
{
	char d[16], p[16], a[48], b[48];

	if (e->kind == EV_SCHED_SWITCH) {
		comm_of(a, sizeof(a), e->sw.prev_comm, e->sw.prev_pid);
		comm_of(b, sizeof(b), e->sw.next_comm, e->sw.next_pid);
		tui_putf(y, 1, COLS - 1, "%15.6f  switch  %s -> %s", (double)e->time / 1e9, a, b);
		return;
	}
	tui_putf(y, 1, COLS - 1, "%15.6f  DTL     %-21.21s %-24.24s steal %9.1f us  on %s",
		 (double)e->time / 1e9, dtl_dispatch_reason_str(e->dtl.dispatch_reason, d),
		 dtl_preempt_reason_str(e->dtl.preempt_reason, p),
		 tui_us((uint64_t)e->dtl.enqueue_to_dispatch + e->dtl.ready_to_enqueue,
			t->snap.sel.tb_freq), running);
}

void tui_draw_timesel(struct tui *t, int y0, int lines)
{
	const struct tui_snap *sn = &t->snap;
	const struct model_tl_bucket *b = &sn->cur;
	uint64_t w = tui_cell_ns(t), lo = b->start_ns, hi = lo + w;
	char running[48] = "?";
	int y = y0 + 1, shown = 0;

	if (lines < 2 || !sn->have_sel)
		return;
	tui_fill(y0, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_putf(y0, 0, COLS, " vCPU %u  %.3f s .. %.3f s:  run %.1f ms  idle %.1f ms  wait %.1f ms"
		 "  fault %.1f ms  %u dispatches%s", sn->sel.cpu, (double)lo / 1e9,
		 (double)hi / 1e9, (double)b->running_ns / 1e6, (double)b->idle_ns / 1e6,
		 (double)b->wait_ns / 1e6, (double)b->fault_ns / 1e6, b->dispatches,
		 sn->cur_valid ? "" : "  (outside the kept timeline)");
	attroff(tui_attr(t, C_TITLE));
	for (size_t i = 0; i < sn->nent && y < y0 + lines; i++) {
		const struct model_recent *e = &sn->ent[i];

		if (e->time >= lo && e->time < hi) {
			entry_line(t, y++, e, running);
			shown++;
		}
		if (e->kind == EV_SCHED_SWITCH)
			comm_of(running, sizeof(running), e->sw.next_comm, e->sw.next_pid);
	}
	if (!shown)
		tui_put(y, 2, COLS - 2, sn->nent && sn->ent[0].time > lo
			? "the entries of this time are no longer kept (recent ring)"
			: "no DTL entry or switch in this cell");
}
