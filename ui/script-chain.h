/* SPDX-License-Identifier: GPL-2.0-only */
/* script-chain.h: --script's callchain lines, as perf script prints a
 * sample's callchain: kernel frames named from the symbol table, user
 * frames by the mapped file their task's MMAP records name. The same maps
 * place a user-mode srr0. */
#ifndef DTLTOP_SCRIPT_CHAIN_H
#define DTLTOP_SCRIPT_CHAIN_H

#include <stdbool.h>
#include <stdio.h>

#include "event.h"
#include "symbols.h"

struct chain_maps;

struct chain_maps *chain_maps_new(void);
void chain_maps_free(struct chain_maps *m);
/* EV_MMAP: a task's new mapping; EV_FORK: a new process has its parent's. */
void chain_maps_mmap(struct chain_maps *m, const struct event *ev);
void chain_maps_fork(struct chain_maps *m, const struct event *ev);
/* The newest mapping of process pid that holds ip, into out (its path
 * valid until the next EV_MMAP or EV_FORK); false if none. */
bool chain_maps_find(const struct chain_maps *m, int32_t pid, uint64_t ip, struct sym_map *out);
/* The lines of ev's callchain, each "\t%16llx sym+0xoff (dso)\n". */
void chain_print(FILE *f, const struct chain_maps *m, struct symbols *syms,
		 const struct event *ev, bool swap);

#endif
