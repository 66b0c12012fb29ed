/* SPDX-License-Identifier: GPL-2.0-only */
/* signals.h: dtltop's one signal policy. The stop signals (SIGINT, SIGTERM,
 * SIGHUP, SIGQUIT) set a flag that every loop polls, so a session ends in
 * order. Once a module has something to undo on a crash (the terminal, the
 * vpa_dtl events), every other signal that would end the process runs the
 * crash hooks first, on an alternate stack, then ends the process as that
 * signal would have (or hands it to the handler that was there before, a
 * sanitizer's). */
#ifndef DTLTOP_SIGNALS_H
#define DTLTOP_SIGNALS_H

#include <stdbool.h>

/* Install the stop handlers (main thread, before any other thread). */
void signals_init(void);

/* A stop signal arrived. */
bool signals_stopping(void);
/* Which stop signal arrived (the latest), or 0. */
int signals_stop_signal(void);

/* Called on a crash: async-signal-safe work only. Hooks run in the order
 * added; adding one installs the crash handlers. Returns 0, or -1 when the
 * few slots are taken. */
typedef void (*signals_hook)(void);
int signals_add_crash_hook(signals_hook fn);
void signals_remove_crash_hook(signals_hook fn);

/* Each thread that may fault gives itself an alternate signal stack (a stack
 * overflow can still run the hooks); _fini frees it before the thread ends. */
void signals_thread_init(void);
void signals_thread_fini(void);

/* Block the stop signals in the calling thread (worker threads), so they
 * reach a thread that polls signals_stopping() between waits. */
void signals_block_stop(void);

#endif
