// SPDX-License-Identifier: GPL-2.0-only
/* live-hotplug.c: follow the online CPUs while a live session runs. Polling
 * a one-line sysfs file five times a second costs nothing measurable, needs
 * no netlink socket, and never touches a reader: changes go to the readers
 * through readers_post, which they take without waiting for this thread. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cpulist.h"
#include "live-hotplug.h"
#include "live.h"
#include "signals.h"

/* The CPU a new one is read by: readers take contiguous chunks at the
 * start, so a CPU that comes back goes where its neighbour is read. */
static unsigned pick_reader(const struct live_hotplug *h, uint32_t cpu)
{
	for (uint32_t c = cpu; c-- > 0;)
		if (cpulist_has(h->traced, c))
			return h->owner[c];
	for (uint32_t c = cpu + 1; c < CPULIST_MAX_CPU; c++)
		if (cpulist_has(h->traced, c))
			return h->owner[c];
	return cpu % h->rs->nrd;
}

static void set_bit(uint64_t *bits, uint32_t cpu, bool on)
{
	if (on)
		bits[cpu / 64] |= 1ull << (cpu % 64);
	else
		bits[cpu / 64] &= ~(1ull << (cpu % 64));
}

static void came(struct live_hotplug *h, uint32_t cpu)
{
	struct reader_change chg = { .cpu = cpu, .online = true };
	unsigned k = pick_reader(h, cpu);
	char err[256] = "";

	live_caps_raise(true);
	chg.evlist = h->open_cpu(h->open_arg, cpu, err, sizeof(err));
	live_caps_raise(false);
	if (!chg.evlist && ++h->tries[cpu] < LIVE_HOTPLUG_TRIES)
		return;		/* perf may not have it online yet: next read */
	if (!chg.evlist)
		fprintf(stderr, "dtltop: cpu %u came online; its events cannot be opened: %s\n",
			cpu, err[0] ? err : "unknown error");
	if (h->open_chan) {
		err[0] = '\0';
		live_caps_raise(true);
		chg.chan = h->open_chan(h->open_arg, cpu, err, sizeof(err));
		live_caps_raise(false);
		if (!chg.chan && err[0])
			fprintf(stderr, "dtltop: cpu %u came online; its DTL cannot be opened: %s\n",
				cpu, err);
	}
	if (readers_post(h->rs, k, &chg) < 0) {
		/* the reader has not taken the last changes yet: next scan */
		readers_evlist_destroy(chg.evlist);
		if (chg.chan && chg.chan->release)
			chg.chan->release(chg.chan, chg.chan->hp_arg);
		return;
	}
	h->owner[cpu] = (uint8_t)k;
	h->tries[cpu] = 0;
	set_bit(h->traced, cpu, true);
}

static void went(struct live_hotplug *h, uint32_t cpu)
{
	struct reader_change chg = { .cpu = cpu, .online = false };

	h->tries[cpu] = 0;
	if (readers_post(h->rs, h->owner[cpu], &chg) == 0)
		set_bit(h->traced, cpu, false);
}

void live_hotplug_scan(struct live_hotplug *h, const char *online_list)
{
	uint64_t *now = calloc(CPULIST_WORDS, sizeof(*now));
	char why[128];

	if (!now || cpulist_parse(online_list, now, why, sizeof(why)) < 0) {
		free(now);
		return;		/* a list we cannot read changes nothing */
	}
	if (h->online_count) {
		uint32_t n = 0;

		for (uint32_t w = 0; w < CPULIST_WORDS; w++)
			n += (uint32_t)__builtin_popcountll(now[w]);
		__atomic_store_n(h->online_count, n, __ATOMIC_RELAXED);
	}
	for (uint32_t w = 0; w < CPULIST_WORDS; w++) {
		uint64_t diff = now[w] ^ h->traced[w];

		if (h->want)
			diff &= h->want[w];
		while (diff) {
			uint32_t cpu = w * 64 + (uint32_t)__builtin_ctzll(diff);

			diff &= diff - 1;
			if (cpulist_has(now, cpu))
				came(h, cpu);
			else
				went(h, cpu);
		}
	}
	free(now);
}

static void *hotplug_main(void *arg)
{
	struct live_hotplug *h = arg;
	const struct timespec nap = { 0, 50000000 };
	uint64_t waited = 0;
	char err[256];

	pthread_setname_np(pthread_self(), "dtltop-cpus");
	signals_thread_init();
	__atomic_store_n(&h->dropped, live_drop_caps(true, err, sizeof(err)) < 0 ? -1 : 1,
			 __ATOMIC_RELEASE);
	while (__atomic_load_n(&h->dropped, __ATOMIC_RELAXED) > 0 &&
	       !__atomic_load_n(&h->stop, __ATOMIC_ACQUIRE)) {
		char buf[4096];
		FILE *f;

		nanosleep(&nap, NULL);
		waited += 50000000;
		if (waited < LIVE_HOTPLUG_PERIOD_NS)
			continue;
		waited = 0;
		f = fopen(LIVE_CPU_ONLINE, "r");
		if (!f)
			continue;
		if (fgets(buf, sizeof(buf), f)) {
			buf[strcspn(buf, "\n")] = '\0';
			live_hotplug_scan(h, buf);
		}
		fclose(f);
	}
	signals_thread_fini();
	return NULL;
}

int live_hotplug_start(struct live_hotplug *h, char *err, size_t errlen)
{
	const struct timespec nap = { 0, 1000000 };
	sigset_t old;
	int ret, d;

	h->tries = calloc(CPULIST_MAX_CPU, sizeof(*h->tries));
	if (!h->tries) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	pthread_sigmask(SIG_BLOCK, NULL, &old);
	signals_block_stop();
	ret = pthread_create(&h->thr, NULL, hotplug_main, h);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (ret) {
		snprintf(err, errlen, "cannot start the hotplug thread: %s", strerror(ret));
		return -1;
	}
	h->started = true;
	while (!(d = __atomic_load_n(&h->dropped, __ATOMIC_ACQUIRE)))
		nanosleep(&nap, NULL);
	if (d < 0) {
		snprintf(err, errlen, "cannot drop capabilities in the hotplug thread");
		return -1;
	}
	return 0;
}

void live_hotplug_stop(struct live_hotplug *h)
{
	if (h->started) {
		__atomic_store_n(&h->stop, true, __ATOMIC_RELEASE);
		pthread_join(h->thr, NULL);
		h->started = false;
	}
	free(h->tries);
	h->tries = NULL;
}
