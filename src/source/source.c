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
