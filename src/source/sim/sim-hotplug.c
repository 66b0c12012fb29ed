// SPDX-License-Identifier: GPL-2.0-only
/* sim-hotplug.c: the --sim-hotplug schedule's parser. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim-hotplug.h"

/* "CPU:off@SECONDS" or "CPU:on@SECONDS" at s, up to a comma or the end. */
static int parse_step(const char *s, size_t len, uint32_t vcpus, struct sim_hp_step *st,
		      char *err, size_t errlen)
{
	char item[64], *end, *at;
	unsigned long cpu;
	double sec;

	if (len == 0 || len >= sizeof(item)) {
		snprintf(err, errlen, "an empty or overlong item");
		return -1;
	}
	memcpy(item, s, len);
	item[len] = '\0';
	cpu = strtoul(item, &end, 10);
	if (end == item || *end != ':' || item[0] == '-' || item[0] == '+') {
		snprintf(err, errlen, "'%s' does not start with a vCPU number and ':'", item);
		return -1;
	}
	if (cpu >= vcpus) {
		snprintf(err, errlen, "'%s': the simulated pool has vCPUs 0 to %u", item, vcpus - 1);
		return -1;
	}
	at = strchr(end, '@');
	if (!at || !((at - end == 3 && !strncmp(end, ":on", 3)) ||
		     (at - end == 4 && !strncmp(end, ":off", 4)))) {
		snprintf(err, errlen, "'%s' wants :on@SECONDS or :off@SECONDS", item);
		return -1;
	}
	sec = strtod(at + 1, &end);
	if (end == at + 1 || *end || !(sec >= 0 && sec <= SIM_HP_MAX_SECONDS)) {
		snprintf(err, errlen, "'%s': the time wants seconds from 0 to %d", item,
			 SIM_HP_MAX_SECONDS);
		return -1;
	}
	st->cpu = (uint32_t)cpu;
	st->online = !strncmp(strchr(item, ':'), ":on@", 4);
	st->at_ns = (uint64_t)(sec * 1e9 + 0.5);
	return 0;
}

int sim_hotplug_parse(const char *spec, uint32_t vcpus, struct sim_hp_step **out, size_t *n,
		      char *err, size_t errlen)
{
	struct sim_hp_step *st = calloc(SIM_HP_MAX_STEPS, sizeof(*st));
	size_t k = 0;
	const char *p = spec;

	*out = NULL;
	*n = 0;
	if (!st) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	for (;;) {
		size_t len = strcspn(p, ",");

		if (k == SIM_HP_MAX_STEPS) {
			snprintf(err, errlen, "more than %d steps", SIM_HP_MAX_STEPS);
			goto bad;
		}
		if (parse_step(p, len, vcpus, &st[k], err, errlen) < 0)
			goto bad;
		k++;
		if (!p[len])
			break;
		p += len + 1;
	}
	/* insertion sort: stable, so steps at the same time keep their order */
	for (size_t i = 1; i < k; i++) {
		struct sim_hp_step x = st[i];
		size_t j = i;

		while (j && st[j - 1].at_ns > x.at_ns) {
			st[j] = st[j - 1];
			j--;
		}
		st[j] = x;
	}
	/* each vCPU alternates off, on, off...: it starts online */
	for (size_t i = 0; i < k; i++) {
		bool online = true;

		for (size_t j = 0; j < i; j++)
			if (st[j].cpu == st[i].cpu)
				online = st[j].online;
		if (online == st[i].online) {
			snprintf(err, errlen, "vCPU %u is already %s at %.3f s", st[i].cpu,
				 online ? "online" : "offline", (double)st[i].at_ns / 1e9);
			goto bad;
		}
	}
	*out = st;
	*n = k;
	return 0;
bad:
	free(st);
	return -1;
}
