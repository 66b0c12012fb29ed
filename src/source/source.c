// SPDX-License-Identifier: GPL-2.0-only
/* source.c: what every source does the same way (source.h). */
#include <unistd.h>

#include "source.h"

void source_ready(struct source *s)
{
	static const char msg[] = "ready\n";
	ssize_t n;

	if (s->ready_fd <= 0)
		return;
	n = write(s->ready_fd, msg, sizeof(msg) - 1);
	(void)n;	/* a reader that went away is its own business */
	close(s->ready_fd);
	s->ready_fd = 0;
}

const char *dtl_iface_name(enum dtl_iface i)
{
	switch (i) {
	case DTL_IFACE_VPA:
		return "vpa_dtl";
	case DTL_IFACE_DEBUGFS:
		return "debugfs";
	case DTL_IFACE_STATS:
		return "dispatch-stats";
	case DTL_IFACE_NONE:
		break;
	}
	return "none";
}

unsigned source_dtl_measures(enum dtl_iface i)
{
	switch (i) {
	case DTL_IFACE_VPA:
	case DTL_IFACE_DEBUGFS:
		return DTL_MEASURES_DISPATCHES | DTL_MEASURES_ENTRIES;
	case DTL_IFACE_STATS:
		return DTL_MEASURES_DISPATCHES;
	case DTL_IFACE_NONE:
		break;
	}
	return 0;
}
