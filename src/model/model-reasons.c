// SPDX-License-Identifier: GPL-2.0-only
/* model-reasons.c: reason counters as named (name, count) lists for views,
 * merging values that share a name so names can be JSON keys. */
#include <stdio.h>
#include <string.h>

#include "model.h"

size_t model_reasons(const uint64_t counts[DTL_REASON_SLOTS], bool preempt,
		     struct model_reason out[DTL_REASON_SLOTS])
{
	size_t n = 0, i;

	for (unsigned int v = 0; v < DTL_REASON_SLOTS; v++) {
		char buf[16];
		const char *name;

		if (!counts[v])
			continue;
		name = preempt ? dtl_preempt_reason_str(v, buf)
			       : dtl_dispatch_reason_str(v, buf);
		for (i = 0; i < n; i++)
			if (strcmp(out[i].name, name) == 0)
				break;
		if (i == n) {
			snprintf(out[n].name, sizeof(out[n].name), "%s", name);
			out[n].count = 0;
			out[n].value = (uint8_t)v;
			n++;
		}
		out[i].count += counts[v];
	}
	return n;
}
