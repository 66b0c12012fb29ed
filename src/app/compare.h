/* SPDX-License-Identifier: GPL-2.0-only */
/* compare.h: --compare: two recordings read whole, one after the other,
 * each into a model of its own, set side by side (model-compare.h) and
 * shown in the batch views or handed to the interactive compare screen. */
#ifndef DTLTOP_COMPARE_H
#define DTLTOP_COMPARE_H

#include <stdio.h>

#include "model-compare.h"
#include "options.h"
#include "source.h"
#include "view-compare.h"

/* The two sides read and compared, their names and time formats. */
struct compare {
	struct model_cmp cmp;
	struct view_cmp_side side[2];
};

/* Batch: a (the -i source, not yet run) and o->compare read whole, the
 * comparison printed in o->format. Returns the exit status: 0, 2 (either
 * cannot be read: said in one line), 1 (out of memory). */
int compare_run(struct source *a, const struct options *o, FILE *out);

/* The interactive view's: both files read whole into c (-i's path read
 * again: the session replays its own). The exit status as compare_run. */
int compare_prepare(const struct options *o, struct compare *c);
void compare_free(struct compare *c);

#endif
