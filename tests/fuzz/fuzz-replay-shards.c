// SPDX-License-Identifier: GPL-2.0-only
/* fuzz-replay-shards: a recording read whole and by two shards
 * (replay-shards.c), on any input. Whenever the shards say their merge is
 * exact (replay_shards_combine), it must be: every cpu's events in the
 * order the whole replay delivered them, and the same input counters. The
 * input is the whole file, as for fuzz-perf-file. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "source.h"

#define BUCKETS 64	/* even: each bucket's cpus belong to one shard of 2 */

struct seq {
	uint64_t h[BUCKETS];	/* per cpu bucket, the events in order */
	uint64_t n;
};

static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdull;
}

static uint64_t bytes(uint64_t h, const void *p, size_t n)
{
	const uint8_t *b = p;

	for (size_t i = 0; i < n; i++)
		h = mix(h, b[i]);
	return h;
}

static int take(const struct event *ev, void *arg)
{
	struct seq *s = arg;
	uint64_t *h = &s->h[ev->cpu % BUCKETS];

	*h = mix(mix(mix(*h, ev->time), ev->cpu), ev->kind);
	switch (ev->kind) {
	case EV_DTL:
		*h = bytes(*h, &ev->dtl, sizeof(ev->dtl));
		break;
	case EV_SCHED_SWITCH:
		*h = bytes(*h, &ev->sw, sizeof(ev->sw));
		break;
	case EV_SCHED_WAKEUP:
		*h = bytes(*h, &ev->wk, sizeof(ev->wk));
		break;
	default:
		break;
	}
	s->n++;
	return 0;
}

static int take_n(const struct event *ev, size_t n, void *arg)
{
	for (size_t i = 0; i < n; i++)
		take(&ev[i], arg);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[64], err[320];
	struct source *whole, *sh[2] = { NULL, NULL };
	static struct seq w, s;
	const struct consumer cw = { .event = take, .dtl_batch = take_n, .arg = &w };
	const struct consumer cs = { .event = take, .dtl_batch = take_n, .arg = &s };
	int fd = fuzz_memfd(data, size), ret[2] = { -1, -1 }, wret;

	if (fd < 0)
		abort();
	memset(&w, 0, sizeof(w));
	memset(&s, 0, sizeof(s));
	whole = replay_open(fuzz_fd_path(fd, path, sizeof(path)), err, sizeof(err));
	if (!whole)
		goto out;
	for (uint32_t k = 0; k < 2; k++) {
		sh[k] = replay_shard(whole, k, 2, err, sizeof(err));
		if (sh[k])	/* in turn: both fill one set of buckets */
			ret[k] = source_run(sh[k], &cs);
	}
	wret = source_run(whole, &cw);
	if (sh[0] && sh[1] && replay_shards_combine(sh, ret, 2, err, sizeof(err)) == 0) {
		const struct source_stats *a = &whole->stats, *b = &sh[0]->stats;

		if (wret != 0)
			fuzz_fail("shards merged a recording the whole replay fails on", NULL, 0);
		if (w.n != s.n || memcmp(w.h, s.h, sizeof(w.h)))
			fuzz_fail("shards merged exactly, but their events differ from the whole's",
				  NULL, 0);
		if (a->records != b->records || a->samples != b->samples ||
		    a->dtl_entries != b->dtl_entries || a->dtl_skipped != b->dtl_skipped ||
		    a->dtl_fragments != b->dtl_fragments || a->unknown_records != b->unknown_records ||
		    a->unknown_samples != b->unknown_samples || a->out_of_order != b->out_of_order ||
		    a->reorder_forced != b->reorder_forced)
			fuzz_fail("shards merged exactly, but their input counters differ", NULL, 0);
		if (strcmp(whole->note, sh[0]->note))
			fuzz_fail("shards merged exactly, but their note differs", whole->note,
				  strlen(whole->note));
	}
out:
	for (int k = 0; k < 2; k++)
		if (sh[k])
			source_close(sh[k]);
	if (whole)
		source_close(whole);
	close(fd);
	return 0;
}
