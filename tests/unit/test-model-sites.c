// SPDX-License-Identifier: GPL-2.0-only
/* test-model-sites.c: the "preempted at" table (model-sites.c) against
 * counts and steal worked out by hand: ticks to ns at a 512 MHz timebase
 * is ticks * 1e9 / 512e6 = ticks * 125 / 64, rounded down. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixtures.h"
#include "harness.h"
#include "model.h"

#define TBF 512000000ull

/* A DTL entry preempted at srr0 (MSR srr1) with reason pre; steal ticks
 * e2d + r2e. */
static struct event at(uint32_t cpu, uint64_t t, uint64_t srr0, uint64_t srr1, uint8_t pre,
		       uint32_t e2d, uint32_t r2e)
{
	struct event ev = fixture_dtl_event(cpu, t, 1, pre, (uint16_t)cpu, e2d, r2e, 7, TBF);

	ev.dtl.e.srr0 = srr0;
	ev.dtl.e.srr1 = srr1;
	return ev;
}

/* The key (addr, cpu, pid, reason) in s[0..n), or NULL. */
static const struct model_site *find(const struct model_site *s, size_t n, uint64_t addr,
				     uint32_t cpu, int32_t pid, uint8_t pre)
{
	for (size_t i = 0; i < n; i++)
		if (s[i].addr == addr && s[i].cpu == cpu && s[i].pid == pid &&
		    s[i].preempt_reason == pre)
			return &s[i];
	return NULL;
}

static const uint64_t K1 = 0xc000000000123450ull, K2 = 0xc000000000abcd00ull;
static const uint64_t U1 = 0x7fff00001000ull;

/* cpu 3: two entries at K1 before any switch (pid -1), then task 42 at K1
 * twice (one voluntary: 0, one involuntary: 2) and at U1 in user space;
 * cpu 5: task 7 at K2. */
static void feed_some(struct model *m)
{
	struct event evs[] = {
		at(3, 100, K1, 0x8000000000001033ull, 2, 1000, 24),	/* 1024 ticks: 2000 ns */
		at(3, 200, K1, 0x8000000000009033ull, 2, 100, 0),	/* 100: 195.3125 -> 195 */
		fixture_switch_event(3, 300, 42, "worker"),
		at(3, 400, K1, 0x8000000000001033ull, 0, 512, 0),	/* 1000 ns */
		at(3, 500, K1, 0x8000000000001033ull, 2, 3, 0),		/* 5.859375 -> 5 */
		at(3, 600, K1, 0x8000000000001033ull, 2, 64, 0),	/* 125 ns */
		at(3, 700, U1, 0x800000000000d033ull, 2, 0, 0),		/* 0 ns */
		fixture_switch_event(5, 50, 7, "kworker/5:1"),
		at(5, 800, K2, 0x8000000000001033ull, 2, 512000, 0),	/* 1 ms */
	};

	for (size_t i = 0; i < sizeof(evs) / sizeof(evs[0]); i++)
		model_feed(m, &evs[i]);
}

static void sites_by_hand(bool counters_only)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = counters_only });
	struct model_sites_info info;
	struct model_site *s;
	const struct model_site *x;
	uint64_t only5[MODEL_MAX_CPU / 64] = { 0 };
	size_t n;

	CHECK(m);
	feed_some(m);
	model_sites_info(m, &info);
	CHECK_U64(info.count, 7);
	CHECK_U64(info.steal_ns, 2000 + 195 + 1000 + 5 + 125 + 0 + 1000000);
	CHECK_U64(info.other_count, 0);
	CHECK_U64(info.keys, 5);
	n = model_sites(m, NULL, &s);
	CHECK_U64(n, 5);
	CHECK((x = find(s, n, K1, 3, -1, 2)));
	CHECK_U64(x->count, 2);
	CHECK_U64(x->steal_ns, 2195);
	CHECK_U64(x->srr1, 0x8000000000001033ull);	/* the first entry's */
	CHECK_STR(x->comm, "");
	CHECK((x = find(s, n, K1, 3, 42, 0)));
	CHECK_U64(x->count, 1);
	CHECK_U64(x->steal_ns, 1000);
	CHECK_STR(x->comm, "worker");
	CHECK((x = find(s, n, K1, 3, 42, 2)));
	CHECK_U64(x->count, 2);
	CHECK_U64(x->steal_ns, 130);
	CHECK((x = find(s, n, U1, 3, 42, 2)));
	CHECK_U64(x->count, 1);
	CHECK_U64(x->srr1 & 0x4000, 0x4000);	/* MSR[PR]: user */
	CHECK((x = find(s, n, K2, 5, 7, 2)));
	CHECK_U64(x->steal_ns, 1000000);
	CHECK_STR(x->comm, "kworker/5:1");
	free(s);

	only5[0] = 1ull << 5;
	n = model_sites(m, only5, &s);
	CHECK_U64(n, 1);
	CHECK_U64(s[0].cpu, 5);
	free(s);
	only5[0] = 1ull << 9;	/* no entry there */
	n = model_sites(m, only5, &s);
	CHECK_U64(n, 0);
	CHECK(!s);
	model_free(m);
}

TEST(model_sites_counts_and_steal_by_hand)
{
	sites_by_hand(false);
}

TEST(model_sites_counters_only_too)
{
	sites_by_hand(true);
}

/* steal_ns summed over the keys equals the vCPU's steal_ns (the same
 * per-entry value), here with a timebase that is not a power-of-two
 * fraction of 1e9 (the general conversion). */
TEST(model_sites_steal_equals_stats)
{
	struct model *m = model_new(NULL);
	uint64_t sum = 0, cnt = 0, seed = 1;
	struct model_site *s;
	size_t n;

	CHECK(m);
	for (int i = 0; i < 5000; i++) {
		struct event ev;

		seed = seed * 6364136223846793005ull + 1442695040888963407ull;
		ev = at((uint32_t)(seed >> 60), (uint64_t)i * 10, 0xc000000000000000ull + (seed >> 50) % 64 * 4,
			0, (uint8_t)(seed >> 40) % 8, (uint32_t)(seed >> 20) % 100000, (uint32_t)(seed >> 8) % 999);
		ev.dtl.tb_freq = 400000000;	/* 1e9 / 4e8 = 5/2 */
		model_feed(m, &ev);
	}
	n = model_sites(m, NULL, &s);
	for (size_t i = 0; i < n; i++) {
		sum += s[i].steal_ns;
		cnt += s[i].count;
	}
	free(s);
	model_settle(m);
	CHECK_U64(cnt, 5000);
	CHECK_U64(sum, model_lpar(m)->steal_ns);
	model_free(m);
}

/* model_reset: a window counter; the running task stays. */
TEST(model_sites_reset)
{
	struct model *m = model_new(NULL);
	struct model_sites_info info;
	struct model_site *s;
	struct event e;
	size_t n;

	CHECK(m);
	feed_some(m);
	model_reset(m);
	model_sites_info(m, &info);
	CHECK_U64(info.count, 0);
	CHECK_U64(info.steal_ns, 0);
	CHECK_U64(info.keys, 0);
	CHECK_U64(model_sites(m, NULL, &s), 0);
	e = at(3, 900, K1, 0x1033, 2, 512, 0);	/* the key of cpu 3's last cached slot */
	model_feed(m, &e);
	n = model_sites(m, NULL, &s);
	CHECK_U64(n, 1);
	CHECK_U64(s[0].pid, 42);
	CHECK_U64(s[0].count, 1);
	CHECK_U64(s[0].steal_ns, 1000);
	CHECK_U64(s[0].srr1, 0x1033);
	free(s);
	model_free(m);
}

/* Windows of many keys, each window's ended by model_reset: the next
 * window holds exactly its own keys (none of an earlier window comes back
 * through the index or a vCPU's cached key), whatever the earlier tables
 * grew to. Window w feeds keys w*1000 .. w*1000 + 2999 on cpu 2, the even
 * ones twice (2 x 1000 ns), so it overlaps the last by 2000 addresses. */
TEST(model_sites_windows_hold_their_own_keys)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });

	CHECK(m);
	for (uint64_t w = 0; w < 4; w++) {
		struct model_sites_info info;
		struct model_site *s;
		uint64_t bad = 0, sum = 0;
		size_t n;

		for (uint64_t k = w * 1000; k < w * 1000 + 3000; k++)
			for (int rep = 0; rep < (k % 2 ? 1 : 2); rep++) {
				struct event e = at(2, k, 0x10000 + 8 * k, 0, 2, 512, 0);

				model_feed(m, &e);
			}
		model_sites_info(m, &info);
		CHECK_U64(info.keys, 3000);
		CHECK_U64(info.count, 4500);
		CHECK_U64(info.other_count, 0);
		n = model_sites(m, NULL, &s);
		CHECK_U64(n, 3000);
		for (size_t i = 0; i < n; i++) {
			uint64_t k = (s[i].addr - 0x10000) / 8;

			bad += k < w * 1000 || k >= w * 1000 + 3000 ||
			       s[i].count != (k % 2 ? 1u : 2u) || s[i].steal_ns != s[i].count * 1000;
			sum += s[i].count;
		}
		CHECK_U64(bad, 0);
		CHECK_U64(sum, 4500);
		free(s);
		model_reset(m);
	}
	model_free(m);
}

/* Sites come out by vCPU, ascending, however the vCPUs first came (the
 * batch views then need no sort). */
TEST(model_sites_by_cpu)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	static const uint32_t cpus[] = { 9, 2, 7, 2, 0, 9, 4 };
	struct model_site *s;
	uint64_t down = 0;
	size_t n;

	CHECK(m);
	for (size_t i = 0; i < sizeof(cpus) / sizeof(cpus[0]); i++) {
		struct event e = at(cpus[i], 10 * i, K1 + 4 * i, 0, 2, 1, 0);

		model_feed(m, &e);
	}
	model_settle(m);	/* before reading, as model.h says */
	n = model_sites(m, NULL, &s);
	CHECK_U64(n, 7);
	for (size_t i = 1; i < n; i++)
		down += s[i - 1].cpu > s[i].cpu;
	CHECK_U64(down, 0);
	free(s);
	model_free(m);
}

/* Past MODEL_SITES_MAX keys, entries go to other_* and the totals stay
 * exact; keys already held keep counting. */
TEST(model_sites_table_full)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	struct model_sites_info info;
	struct model_site *s;
	uint64_t sum = 0;
	size_t n;

	CHECK(m);
	for (uint64_t i = 0; i < MODEL_SITES_MAX + 10; i++) {
		struct event e = at(1, i, 0x1000 + 4 * i, 0, 2, 512, 0);	/* 1000 ns each */

		model_feed(m, &e);
	}
	for (int i = 0; i < 3; i++) {	/* the first key again: held */
		struct event e = at(1, 1000000, 0x1000, 0, 2, 512, 0);

		model_feed(m, &e);
	}
	model_sites_info(m, &info);
	CHECK_U64(info.keys, MODEL_SITES_MAX);
	CHECK_U64(info.count, MODEL_SITES_MAX + 13);
	CHECK_U64(info.other_count, 10);
	CHECK_U64(info.other_steal_ns, 10000);
	CHECK_U64(info.steal_ns, (MODEL_SITES_MAX + 13) * 1000ull);
	n = model_sites(m, NULL, &s);
	CHECK_U64(n, MODEL_SITES_MAX);
	for (size_t i = 0; i < n; i++)
		sum += s[i].count;
	CHECK_U64(sum + info.other_count, info.count);
	CHECK(find(s, n, 0x1000, 1, -1, 2));
	CHECK_U64(find(s, n, 0x1000, 1, -1, 2)->count, 4);
	free(s);
	model_free(m);
}

static int site_cmp(const void *a, const void *b)
{
	const struct model_site *x = a, *y = b;

	if (x->cpu != y->cpu)
		return x->cpu < y->cpu ? -1 : 1;
	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	if (x->pid != y->pid)
		return x->pid < y->pid ? -1 : 1;
	return (int)x->preempt_reason - (int)y->preempt_reason;
}

/* A stream over 8 vCPUs with task switches; vCPUs below 4 go to a, the
 * others to b, everything to whole. */
static void feed_split(struct model *a, struct model *b, struct model *whole)
{
	uint64_t seed = 7;

	for (int i = 0; i < 20000; i++) {
		struct event ev;
		uint32_t cpu;

		seed = seed * 6364136223846793005ull + 1442695040888963407ull;
		cpu = (uint32_t)(seed >> 61);
		if ((seed >> 20) % 10 == 0) {
			char comm[16];

			snprintf(comm, sizeof(comm), "t%u", (unsigned)((seed >> 30) % 5));
			ev = fixture_switch_event(cpu, (uint64_t)i * 100, (int32_t)((seed >> 30) % 5), comm);
		} else {
			ev = at(cpu, (uint64_t)i * 100, 0xc000000000000000ull + (seed >> 40) % 300 * 4,
				seed & 0xffff, (uint8_t)(seed >> 33) % 4, (uint32_t)(seed >> 12) % 100000, 0);
		}
		model_feed(cpu < 4 ? a : b, &ev);
		model_feed(whole, &ev);
	}
}

TEST(model_sites_absorb_equals_whole)
{
	struct model_opts o = { .counters_only = true };
	struct model *a = model_new(&o), *b = model_new(&o), *w = model_new(&o);
	struct model_sites_info ia, iw;
	struct model_site *sa, *sw;
	size_t na, nw;

	CHECK(a && b && w);
	feed_split(a, b, w);
	CHECK(model_absorb(a, b) == 0);
	model_sites_info(a, &ia);
	model_sites_info(w, &iw);
	CHECK_U64(ia.count, iw.count);
	CHECK_U64(ia.steal_ns, iw.steal_ns);
	CHECK_U64(ia.keys, iw.keys);
	CHECK(iw.keys > 1000);	/* several growths on either side */
	na = model_sites(a, NULL, &sa);
	nw = model_sites(w, NULL, &sw);
	CHECK_U64(na, nw);
	qsort(sa, na, sizeof(*sa), site_cmp);
	qsort(sw, nw, sizeof(*sw), site_cmp);
	for (size_t i = 0; i < na; i++) {
		CHECK(site_cmp(&sa[i], &sw[i]) == 0);
		CHECK_U64(sa[i].count, sw[i].count);
		CHECK_U64(sa[i].steal_ns, sw[i].steal_ns);
		CHECK_U64(sa[i].srr1, sw[i].srr1);
		CHECK_STR(sa[i].comm, sw[i].comm);
	}
	free(sa);
	free(sw);
	/* the merged table keeps counting where the whole one does */
	{
		struct event e = at(6, 5000000, 0xc000000000000000ull, 0, 2, 512, 0);

		model_feed(a, &e);
		model_feed(w, &e);
		model_sites_info(a, &ia);
		model_sites_info(w, &iw);
		CHECK_U64(ia.keys, iw.keys);
		CHECK_U64(ia.steal_ns, iw.steal_ns);
	}
	model_free(a);
	model_free(b);
	model_free(w);
}

/* A vCPU's full table is that vCPU's alone: merged as it is, equal to the
 * whole model's, and another vCPU still has room. */
TEST(model_sites_absorb_full_vcpu)
{
	struct model_opts o = { .counters_only = true };
	struct model *a = model_new(&o), *b = model_new(&o), *w = model_new(&o);
	struct model_sites_info ia, iw;

	CHECK(a && b && w);
	for (uint64_t i = 0; i < MODEL_SITES_MAX + 5; i++) {
		struct event e = at(1, 10 * i, 4 * i, 0, 2, 512, 0);	/* 1000 ns */
		struct event f = at(2, 10 * i + 1, 4 * (i % 100), 0, 2, 1024, 0);

		model_feed(a, &e);
		model_feed(w, &e);
		model_feed(b, &f);
		model_feed(w, &f);
	}
	CHECK(model_absorb(a, b) == 0);
	model_sites_info(a, &ia);
	model_sites_info(w, &iw);
	CHECK_U64(ia.keys, MODEL_SITES_MAX + 100);
	CHECK_U64(ia.keys, iw.keys);
	CHECK_U64(ia.other_count, 5);
	CHECK_U64(ia.other_steal_ns, 5000);
	CHECK_U64(iw.other_count, 5);
	CHECK_U64(ia.count, iw.count);
	CHECK_U64(ia.steal_ns, iw.steal_ns);
	model_free(a);
	model_free(b);
	model_free(w);
}

/* ---- process maps (model-maps.c) ---- */

static struct event mmap_ev(int32_t pid, int32_t tid, uint64_t start, uint64_t len,
			    uint64_t pgoff, const char *name)
{
	struct event ev = fixture_event(0, 1, EV_MMAP);

	ev.mmap = (struct ev_mmap){ pid, tid, start, len, pgoff };
	ev.tp.raw = name;
	ev.tp.raw_size = (uint32_t)strlen(name) + 1;
	return ev;
}

static struct event fork_ev(int32_t pid, int32_t ppid, int32_t tid, int32_t ptid)
{
	struct event ev = fixture_event(0, 2, EV_FORK);

	ev.fork = (struct ev_fork){ pid, ppid, tid, ptid };
	return ev;
}

TEST(model_maps_mmap_fork_comm)
{
	struct model *m = model_new(NULL);
	struct model_map mp;
	struct event e[] = {
		mmap_ev(100, 100, 0x10000, 0x1000, 0, "/usr/bin/app"),
		mmap_ev(100, 100, 0x7f0000000000, 0x200000, 0x3000, "/lib/libc.so.6"),
		/* overlaps the first's upper half: the newest holds it */
		mmap_ev(100, 100, 0x10800, 0x1000, 0x800, "/tmp/jit"),
		mmap_ev(-1, 0, 0xc000000000000000ull, 0x100000, 0, "[kernel.kallsyms]_text"),
		fork_ev(200, 100, 200, 100),	/* a new process: the parent's maps */
		fork_ev(100, 100, 101, 100),	/* a new thread of 100 */
		mmap_ev(200, 200, 0x50000, 0x1000, 0, "/usr/bin/child"),
	};
	struct event c = fixture_event(0, 3, EV_COMM);

	CHECK(m);
	c.comm = (struct ev_comm){ .pid = 100, .tid = 102, .comm = "app-worker" };
	for (size_t i = 0; i < sizeof(e) / sizeof(e[0]); i++)
		model_feed(m, &e[i]);
	model_feed(m, &c);
	CHECK(model_map_find(m, 100, 0x10010, &mp));
	CHECK(strcmp(mp.path, "/usr/bin/app") == 0);
	CHECK_U64(mp.start, 0x10000);
	CHECK(model_map_find(m, 100, 0x10900, &mp));
	CHECK(strcmp(mp.path, "/tmp/jit") == 0);
	CHECK_U64(mp.pgoff, 0x800);
	CHECK(model_map_find(m, 100, 0x7f0000001234, &mp));
	CHECK(strcmp(mp.path, "/lib/libc.so.6") == 0);
	CHECK_U64(mp.pgoff, 0x3000);
	CHECK(!model_map_find(m, 100, 0x11800, &mp));	/* past every map */
	CHECK(model_map_find(m, 101, 0x10010, &mp));	/* FORK's thread */
	CHECK(strcmp(mp.path, "/usr/bin/app") == 0);
	CHECK(model_map_find(m, 102, 0x7f0000000000, &mp));	/* COMM's thread */
	CHECK(model_map_find(m, 200, 0x10900, &mp));	/* copied from the parent */
	CHECK(strcmp(mp.path, "/tmp/jit") == 0);
	CHECK(model_map_find(m, 200, 0x50000, &mp));
	CHECK(strcmp(mp.path, "/usr/bin/child") == 0);
	CHECK(!model_map_find(m, 100, 0x50000, &mp));	/* the child's own */
	CHECK(!model_map_find(m, 999, 0x10010, &mp));	/* unknown tid */
	CHECK(!model_map_find(m, -1, 0xc000000000000010ull, &mp));	/* the kernel's: not kept */
	/* continuity: a new window keeps them; no vCPU counted an event */
	model_reset(m);
	CHECK(model_map_find(m, 101, 0x10010, &mp));
	model_settle(m);
	CHECK_U64(model_global(m)->events, 0);
	CHECK_U64(model_ncpus(m), 0);
	model_free(m);
}
