// SPDX-License-Identifier: GPL-2.0-only
/* view-affinity.c: the affinity levels (same processor, same core, another
 * core: model_stats_affinity) as the JSON views write them. */
#include <inttypes.h>
#include <stdio.h>

#include "model.h"
#include "view.h"

void view_affinity_json(FILE *f, const struct model_stats *s)
{
	struct model_affinity a;

	model_stats_affinity(s, &a);
	fprintf(f, ",\"affinity\":{\"dispatches\":%" PRIu64 ",\"same_processor\":%" PRIu64
		",\"same_core\":%" PRIu64 ",\"other_core\":%" PRIu64 "}",
		a.dispatches, a.same_proc, a.same_core, a.other_core);
}
