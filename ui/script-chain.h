/* SPDX-License-Identifier: GPL-2.0-only */
/* script-chain.h: --script's callchain lines, as perf script prints a
 * sample's callchain: kernel frames named from a kallsyms table, user
 * frames by the mapped file their task's MMAP records name. */
#ifndef DTLTOP_SCRIPT_CHAIN_H
#define DTLTOP_SCRIPT_CHAIN_H

#include <stdbool.h>
#include <stdio.h>

#include "event.h"

struct kallsyms;
struct chain_maps;

struct chain_maps *chain_maps_new(void);
void chain_maps_free(struct chain_maps *m);
/* EV_MMAP: a task's new mapping; EV_FORK: a new process has its parent's. */
void chain_maps_mmap(struct chain_maps *m, const struct event *ev);
void chain_maps_fork(struct chain_maps *m, const struct event *ev);
/* The lines of ev's callchain, each "\t%16llx sym+0xoff (dso)\n". */
void chain_print(FILE *f, const struct chain_maps *m, const struct kallsyms *k,
		 const struct event *ev, bool swap);

#endif
