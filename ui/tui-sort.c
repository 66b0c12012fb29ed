// SPDX-License-Identifier: GPL-2.0-only
/* tui-sort.c: the overview's sort keys, one per column, in the order 's'
 * cycles through them, and the mark on the sorted column's title. */
#include <string.h>

#include "tui-priv.h"

/* title: the overview column it sorts; name: the strip title's word; desc:
 * largest first (numbers) rather than smallest first (ids, names). */
static const struct {
	const char *title, *name;
	bool desc;
} keys[SORT_N] = {
	[SORT_CPU] = { "CPU", "vCPU", false },
	[SORT_STEAL] = { "STEAL%", "steal", true },
	[SORT_LAT] = { "P99us", "latency", true },
	[SORT_DISP] = { "DISP/s", "dispatches", true },
	[SORT_P50] = { "P50us", "p50", true },
	[SORT_AFF] = { "AFF%", "affinity", true },
	[SORT_LOSS] = { "LOSS", "loss", true },
	[SORT_PROC] = { "PROC", "processor", false },
	[SORT_TOP] = { "TOP_PREEMPT", "preempt reason", false },
};

const char *tui_sort_name(enum tui_sort s)
{
	return s < SORT_N ? keys[s].name : "?";
}

const char *tui_sort_title(enum tui_sort s)
{
	return s < SORT_N ? keys[s].title : "?";
}

bool tui_sort_desc(const struct tui *t)
{
	return (t->sort < SORT_N && keys[t->sort].desc) != t->reverse;
}

/* Mark the sorted column's title in a line of column titles: "STEAL%v"
 * (largest first) or "STEAL%^" (smallest first). The mark takes the space
 * after the title when two are free, else the title moves one to the left
 * into its own padding, so the line keeps its width and the columns their
 * places. */
void tui_sort_mark(const struct tui *t, char *line)
{
	const char *title = tui_sort_title(t->sort);
	size_t n = strlen(title);
	char mark = tui_sort_desc(t) ? 'v' : '^';
	char *p = line;

	/* the title as a whole word of the line */
	while ((p = strstr(p, title)) &&
	       !((p == line || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')))
		p += n;
	if (!p)
		return;
	if (p[n] == '\0') {	/* the last title: the line grows by one */
		p[n] = mark;
		p[n + 1] = '\0';
	} else if (p[n + 1] == ' ' || p[n + 1] == '\0') {
		p[n] = mark;
	} else if (p - line >= 2 && p[-2] == ' ') {
		memmove(p - 1, p, n);
		p[n - 1] = mark;
	} else {
		p[n] = mark;
	}
}
