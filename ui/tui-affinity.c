// SPDX-License-Identifier: GPL-2.0-only
/* tui-affinity.c: the drill-down's affinity line: of the selected vCPU's
 * dispatches in the window, how many ran on the same physical processor as
 * the one before, on another thread of its core, or on another core. */
#include <stdio.h>

#include <ncurses.h>

#include "tui-priv.h"

/* Under the session lock, with the other selected-vCPU copies. */
void tui_snap_affinity(struct tui *t, const struct model *m, const struct model_stats *st)
{
	model_stats_affinity(st, &t->snap.aff);
	t->snap.aff_smt = model_options(m)->smt;
}

static double pct(uint64_t n, uint64_t of)
{
	return of ? (double)n * 100.0 / (double)of : 0.0;
}

/* On the bar line y. Which chip a processor is on the DTL does not say, so
 * another core is the farthest level (model.h, struct model_affinity). */
void tui_draw_affinity(const struct tui *t, int y)
{
	const struct model_affinity *a = &t->snap.aff;
	char buf[160];

	if (!a->dispatches)
		snprintf(buf, sizeof(buf), " Affinity: no dispatch after another in this window");
	else
		snprintf(buf, sizeof(buf), COLS >= 110
			 ? " Affinity vs the previous dispatch: same processor %.1f%%  same core %.1f%%"
			   "  other core %.1f%%  (SMT%u cores; chip not in the DTL)"
			 : " Affinity: same proc %.1f%%  same core %.1f%%  other core %.1f%%  (SMT%u)",
			 pct(a->same_proc, a->dispatches), pct(a->same_core, a->dispatches),
			 pct(a->other_core, a->dispatches), t->snap.aff_smt);
	attron(tui_attr(t, C_TITLE));
	tui_put(y, 0, COLS, buf);
	attroff(tui_attr(t, C_TITLE));
}
