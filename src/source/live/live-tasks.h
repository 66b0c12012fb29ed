/* SPDX-License-Identifier: GPL-2.0-only */
/* live-tasks.h: /proc's tasks and kernel text, for -o's FORK, COMM and
 * kernel MMAP records (perf record synthesizes the same at its start). */
#ifndef DTLTOP_LIVE_TASKS_H
#define DTLTOP_LIVE_TASKS_H

#include <stdbool.h>
#include <stdint.h>

#include "record.h"

/* Every thread in /proc, as record_setup's tasks callback (arg unused). */
int live_tasks(void *arg, record_task_fn put, void *ctx);
/* A thread's name from /proc (record_setup's task_comm), if it still runs. */
bool live_task_comm(void *arg, int32_t pid, int32_t tid, char comm[16]);
/* [_text, _etext) from /proc/kallsyms; false if hidden or unreadable. */
bool live_ktext(uint64_t *start, uint64_t *end);

#endif
