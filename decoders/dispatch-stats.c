// SPDX-License-Identifier: GPL-2.0-only
/* dispatch-stats.c: parses /proc/powerpc/vcpudispatch_stats lines
 * (dispatch-stats.h). */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dispatch-stats.h"

/* A decimal field: digits only (strtoull would take "-1" and "0x"). */
static const char *field(const char *p, uint64_t *v)
{
	char *end;

	while (*p == ' ')
		p++;
	if (!isdigit((unsigned char)*p))
		return NULL;
	errno = 0;
	*v = strtoull(p, &end, 10);
	return errno ? NULL : end;
}

int dispatch_stats_line(const char *line, uint32_t *cpu, uint64_t v[DISPATCH_STATS_FIELDS])
{
	const char *p = line;
	uint64_t c;

	if (strncmp(p, "cpu", 3) != 0 || !isdigit((unsigned char)p[3]))
		return -1;
	p = field(p + 3, &c);
	if (!p || *p != ' ' || c > UINT32_MAX - 1)
		return -1;
	for (int i = 0; i < DISPATCH_STATS_FIELDS; i++)
		if (!(p = field(p, &v[i])) || (*p != ' ' && *p != '\n' && *p != '\0'))
			return -1;
	if (*p == ' ' || (*p == '\n' && p[1] != '\0'))
		return -1;	/* more fields than eight, or a second line */
	*cpu = (uint32_t)c;
	return 0;
}

bool dispatch_stats_off(const char *text)
{
	return strncmp(text, "off", 3) == 0 && (text[3] == '\n' || text[3] == '\0');
}
