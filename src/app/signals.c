// SPDX-License-Identifier: GPL-2.0-only
/* signals.c: the one place signal dispositions are set (signals.h). */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "signals.h"

#define MAX_HOOKS   4
#define ALTSTACK    (64u << 10)

static const int stop_sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
/* Every catchable signal whose default ends the process, but the stop
 * signals and SIGPIPE (ignored: a closed pipe ends output, not dtltop). */
static const int fatal_sigs[] = {
	SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ,
	SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,
#ifdef SIGSTKFLT
	SIGSTKFLT,
#endif
};
#define NSTOP  (sizeof(stop_sigs) / sizeof(stop_sigs[0]))
#define NFATAL (sizeof(fatal_sigs) / sizeof(fatal_sigs[0]))

static volatile sig_atomic_t stopping;
static signals_hook hooks[MAX_HOOKS];	/* written before handlers can see them */
static volatile sig_atomic_t nhooks;
static bool crash_installed;
static struct sigaction old_fatal[NFATAL];
static struct sigaction old_rt[64];
static __thread void *altstack;

static void on_stop(int sig)
{
	stopping = sig;	/* which one, for a service's last lines */
}

static void run_hooks(void)
{
	for (sig_atomic_t i = 0; i < nhooks; i++)
		if (hooks[i])
			hooks[i]();
}

/* The crash path: undo what must not outlive us, then die as we would have
 * (the previous handler, e.g. a sanitizer's report, gets the signal). */
static void on_fatal(int sig)
{
	const struct sigaction *old = NULL;

	run_hooks();
	for (size_t i = 0; i < NFATAL; i++)
		if (fatal_sigs[i] == sig)
			old = &old_fatal[i];
	if (!old && sig >= SIGRTMIN && sig - SIGRTMIN < 64)
		old = &old_rt[sig - SIGRTMIN];
	if (old)
		sigaction(sig, old, NULL);
	else
		signal(sig, SIG_DFL);
	raise(sig);
}

void signals_init(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_stop;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < NSTOP; i++)
		sigaction(stop_sigs[i], &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

bool signals_stopping(void)
{
	return stopping != 0;
}

int signals_stop_signal(void)
{
	return stopping;
}

static void install_crash(void)
{
	struct sigaction sa;

	if (crash_installed)
		return;
	crash_installed = true;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal;
	sa.sa_flags = SA_ONSTACK | SA_NODEFER;
	sigfillset(&sa.sa_mask);
	for (size_t i = 0; i < NFATAL; i++)
		sigaction(fatal_sigs[i], &sa, &old_fatal[i]);
	for (int s = SIGRTMIN; s <= SIGRTMAX && s - SIGRTMIN < 64; s++)
		sigaction(s, &sa, &old_rt[s - SIGRTMIN]);
}

int signals_add_crash_hook(signals_hook fn)
{
	if (nhooks >= MAX_HOOKS)
		return -1;
	hooks[nhooks] = fn;
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
	nhooks = nhooks + 1;
	signals_thread_init();
	install_crash();
	return 0;
}

void signals_remove_crash_hook(signals_hook fn)
{
	for (sig_atomic_t i = 0; i < nhooks; i++)
		if (hooks[i] == fn)
			hooks[i] = NULL;
}

void signals_thread_init(void)
{
	stack_t ss;

	if (altstack || !(altstack = malloc(ALTSTACK)))
		return;
	memset(&ss, 0, sizeof(ss));
	ss.ss_sp = altstack;
	ss.ss_size = ALTSTACK;
	if (sigaltstack(&ss, NULL) < 0) {
		free(altstack);
		altstack = NULL;
	}
}

void signals_thread_fini(void)
{
	stack_t ss;

	if (!altstack)
		return;
	memset(&ss, 0, sizeof(ss));
	ss.ss_flags = SS_DISABLE;
	sigaltstack(&ss, NULL);
	free(altstack);
	altstack = NULL;
}

void signals_block_stop(void)
{
	sigset_t block;

	sigemptyset(&block);
	for (size_t i = 0; i < NSTOP; i++)
		sigaddset(&block, stop_sigs[i]);
	pthread_sigmask(SIG_BLOCK, &block, NULL);
}
