// SPDX-License-Identifier: GPL-2.0-only
/* tui-lpar.c: the interactive header's entitlement line: entitlement,
 * capped, physc, %entc, the answer to "over entitlement since when, or pool
 * full?", then the pool, as many parts as fit with "+N more" for the rest. */
#include <string.h>

#include "source.h"
#include "tui-priv.h"
#include "view-lpar.h"

void tui_lpar_snap(struct tui *t, struct model *m)
{
	const struct source *src = session_source(t->s);
	struct model_lpar_sum sum = t->snap.lsum;

	/* a whole copy: a live or simulated source re-reads it meanwhile */
	source_lpar_get(src, &t->snap.cfg);
	/* physc and %entc over the mode's window (interval, cumulative after
	 * 'a', the whole recording at its end), as the rows' figures; the
	 * window's records lost and dropped, whatever their vCPU, make them
	 * approximate */
	sum.missing += t->snap.lost + t->snap.qdrop;
	model_lpar_use_sum(m, &t->snap.cfg, &sum, &t->snap.lpar);
}

int tui_lpar_draw(const struct tui *t, int y)
{
	const struct tui_snap *sn = &t->snap;
	struct view_lpar_parts p;
	int x = 0;	/* the line starts "ent ...": no title, for room */

	view_lpar_parts_tf(&sn->cfg, &sn->lpar, &t->tf, &p);
	if (!p.n)
		return 0;	/* a recording without it: the line is the reasons' */
	for (size_t i = 0; i < p.n; i++) {
		int len = (int)strlen(p.s[i]);
		int more = i + 1 < p.n ? 9 : 0;	/* room for "  +N more" after it */
		bool alarm = i == VIEW_LPAR_STATUS && (sn->lpar.over || sn->lpar.pool_full ||
						      sn->lpar.quality == MODEL_LPAR_IMPOSSIBLE);

		/* the parts up to the status are the essentials: they get the
		 * room; the pool's parts only what is left, and a mark says
		 * how many did not fit */
		if (i > VIEW_LPAR_STATUS && x + 2 + len + more > COLS) {
			char buf[32];

			snprintf(buf, sizeof(buf), "  +%zu more", p.n - i);
			if (x + (int)strlen(buf) > COLS)	/* 80 columns: the short mark */
				snprintf(buf, sizeof(buf), " +%zu", p.n - i);
			tui_put(y, x, COLS - x, buf);
			return x + (int)strlen(buf);
		}
		x += i ? 2 : 0;
		if (alarm)
			attron(tui_attr(t, C_WARN) | A_BOLD);
		tui_put(y, x, COLS - x, p.s[i]);
		if (alarm)
			attroff(tui_attr(t, C_WARN) | A_BOLD);
		x += len;
	}
	return x;
}
