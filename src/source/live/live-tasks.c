// SPDX-License-Identifier: GPL-2.0-only
/* live-tasks.c: what -o needs from /proc for perf to name things: the tasks
 * that exist when recording starts, and the kernel's text from kallsyms. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "live-tasks.h"

static int32_t ppid_of(int32_t pid)
{
	char path[64], line[256];
	int ppid = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	if (!(f = fopen(path, "r")))
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "PPid: %d", &ppid) == 1)
			break;
	fclose(f);
	return ppid;
}

static bool read_comm(int32_t pid, int32_t tid, char *comm, size_t len)
{
	char path[64];
	FILE *f;
	bool ok;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/comm", pid, tid);
	if (!(f = fopen(path, "r")))
		return false;	/* gone meanwhile */
	ok = fgets(comm, (int)len, f) != NULL;
	fclose(f);
	if (ok)
		comm[strcspn(comm, "\n")] = 0;
	return ok;
}

static int32_t num(const char *s)
{
	char *end;
	long v = strtol(s, &end, 10);

	return *s && !*end && v > 0 && v < INT32_MAX ? (int32_t)v : 0;
}

int live_tasks(void *arg, record_task_fn put, void *ctx)
{
	DIR *proc = opendir("/proc");
	struct dirent *d;
	int ret = 0;

	(void)arg;
	if (!proc)
		return 0;	/* no names: perf shows pids, as for new tasks */
	while (!ret && (d = readdir(proc))) {
		int32_t pid = num(d->d_name), ppid;
		char path[64];
		DIR *tasks;
		struct dirent *t;

		if (!pid)
			continue;
		snprintf(path, sizeof(path), "/proc/%d/task", pid);
		if (!(tasks = opendir(path)))
			continue;
		ppid = ppid_of(pid);
		while (!ret && (t = readdir(tasks))) {
			int32_t tid = num(t->d_name);
			char comm[32];

			if (tid && read_comm(pid, tid, comm, sizeof(comm)))
				ret = put(ctx, pid, tid, ppid, comm);
		}
		closedir(tasks);
	}
	closedir(proc);
	return ret;
}

bool live_ktext(uint64_t *start, uint64_t *end)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512], name[256], type;
	unsigned long long a;

	*start = *end = 0;
	if (!f)
		return false;
	while (fgets(line, sizeof(line), f) && !(*start && *end)) {
		if (sscanf(line, "%llx %c %255s", &a, &type, name) != 3)
			continue;
		if (!strcmp(name, "_text"))
			*start = a;
		else if (!strcmp(name, "_etext"))
			*end = a;
	}
	fclose(f);
	/* Zeros: kptr_restrict hides them from us. */
	return *start && *end > *start;
}

bool live_task_comm(void *arg, int32_t pid, int32_t tid, char comm[16])
{
	char buf[64];

	(void)arg;
	if (!read_comm(pid, tid, buf, sizeof(buf)))
		return false;
	buf[15] = 0;	/* the kernel's TASK_COMM_LEN */
	memcpy(comm, buf, 16);
	return comm[0] != 0;
}
