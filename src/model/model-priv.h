/* SPDX-License-Identifier: GPL-2.0-only */
/* model-priv.h: the model's internal structures, shared by the src/model-*.c
 * files only; views and the TUI go through the accessors in model.h. */
#ifndef DTLTOP_MODEL_PRIV_H
#define DTLTOP_MODEL_PRIV_H

#include <stddef.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "model.h"

/* recent_push_dtl writes a slot as four 16-byte stores: time, kind (the rest
 * of its 16 bytes zero), then the entry's 48 bytes. */
_Static_assert(sizeof(struct model_recent) == 64 && offsetof(struct model_recent, kind) == 8 &&
	       offsetof(struct model_recent, dtl) == 16 && sizeof(struct dtl_entry) == 48,
	       "struct model_recent layout");

#define NSEC_PER_SEC 1000000000ull

/* ticks -> ns without a division per entry, exactly floor(ticks * 1e9 /
 * freq), what the 128-bit division gives.
 *
 * Fast form: with 1e9 / freq = a / b in lowest terms and b a power of two
 * (512 MHz, the POWER timebase, is 125 / 64), floor(ticks * a / b) is
 * (ticks * a) >> log2(b); a <= 1e9 < 2^30, so the product fits in 64 bits
 * for ticks < 2^34, which covers any sum of three u32 DTL fields.
 *
 * General form: with inv = floor((2^64-1) / freq) we have inv * freq >
 * 2^64 - 1 - freq, so for num < 2^64 q = mulhi(num, inv) > num / freq - 1:
 * q is the true quotient or one below it, and one branchless remainder
 * check makes it exact. */
#define TBCONV_SMALL (1ull << 34)	/* tbconv_ns_small's ticks bound */

struct tbconv {
	uint64_t freq;
	uint64_t inv;
	uint64_t mul;		/* fast form: a */
	uint32_t shift;		/* fast form: log2(b) */
	bool fast;		/* freq 0 too: mul 0 converts anything to 0 */
};

static inline uint64_t tbconv_gcd(uint64_t x, uint64_t y)
{
	while (y) {
		uint64_t r = x % y;

		x = y;
		y = r;
	}
	return x;
}

static inline void tbconv_set(struct tbconv *c, uint64_t freq)
{
	uint64_t g = freq ? tbconv_gcd(NSEC_PER_SEC, freq) : 1, b = freq / g;

	c->freq = freq;
	c->inv = freq ? UINT64_MAX / freq : 0;
	c->fast = !freq || (b & (b - 1)) == 0;
	c->mul = freq ? NSEC_PER_SEC / g : 0;
	c->shift = freq ? (uint32_t)__builtin_ctzll(b) : 0;
}

/* ticks < 2^64 / 1e9 (about 18e9), general form. */
static inline uint64_t tbconv_ns_recip(const struct tbconv *c, uint64_t ticks)
{
	uint64_t num = ticks * NSEC_PER_SEC, q;

	q = (uint64_t)(((unsigned __int128)num * c->inv) >> 64);
	return q + (num - q * c->freq >= c->freq);
}

/* ticks < TBCONV_SMALL: what the per-entry path converts. */
static inline uint64_t tbconv_ns_small(const struct tbconv *c, uint64_t ticks)
{
	if (__builtin_expect(c->fast, 1))
		return (ticks * c->mul) >> c->shift;
	return tbconv_ns_recip(c, ticks);
}

/* Any ticks. */
static inline uint64_t tbconv_ns(const struct tbconv *c, uint64_t ticks)
{
	if (!c->freq)		/* a stream without a usable header */
		return 0;
	if (ticks < TBCONV_SMALL)
		return tbconv_ns_small(c, ticks);
	if (ticks > UINT64_MAX / NSEC_PER_SEC)	/* > 18e9: not from u32 fields */
		return (uint64_t)((unsigned __int128)ticks * NSEC_PER_SEC / c->freq);
	return tbconv_ns_recip(c, ticks);
}

/* Distinct physical processors of one vCPU: open addressing, keys are
 * id + 1 (0 = empty), grown by doubling up to 4 * MODEL_MAX_PROCS slots.
 * The last processor's counter is cached: consecutive dispatches mostly land
 * on the same processor, so most entries neither hash nor count an affinity
 * miss. last_id != PROCSET_NONE means the previous entry of this window was
 * on last_id, counted in *last_count; PROCSET_NONE (no u16 id) after a reset,
 * a regrow or a dropped id. */
#define PROCSET_NONE 0x10000u

struct procset {
	uint32_t last_id;
	uint64_t *last_count;
	uint32_t *keys;
	uint64_t *counts;
	uint32_t mask;		/* slots - 1; 0 when not allocated */
	uint32_t n;		/* distinct ids */
	uint64_t dropped;	/* entries on ids past the cap */
};

void procset_add_slow(struct procset *p, uint16_t id);
void procset_clear(struct procset *p);
void procset_free(struct procset *p);

static inline uint32_t procset_hash(uint32_t key)
{
	return (key * 2654435761u) >> 16;	/* Knuth multiplicative */
}

/* The counter of id if it sits in its home slot (the usual case at load
 * <= 1/4), else NULL. Only for an allocated set (mask != 0). */
static inline uint64_t *procset_home(struct procset *p, uint32_t id)
{
	uint32_t key = id + 1, i = procset_hash(key) & p->mask;

	return p->keys[i] == key ? &p->counts[i] : NULL;
}

/* The LPAR tasks table: entries in arrival order (stable indices, so a vCPU
 * can cache the index of its running task), a hash of index + 1 over them. */
#define TASK_OTHER      UINT32_MAX
#define TASK_UNRESOLVED (UINT32_MAX - 1)

/* What model_task_detail and model_task_series read, per table entry.
 * series: steal in µs per bin of the table's span (task_table), opts.nbuckets
 * bins allocated at the first charge of a full model; ser_shift is the
 * table's ser_shift when it was last written (its bins are 2^ser_shift
 * buckets wide: fewer than the table's until the pairs are merged);
 * ser_live: it holds this table's charges (a reused entry's is stale). */
struct task_cpu_slot {
	uint32_t cpu;
	uint32_t preempts;
	uint64_t steal_ns;
};
struct task_ext {
	/* the entry's first charge: when, on which vCPU (model-merge.c
	 * orders the tables of merged models by it) */
	uint64_t first_ns;
	uint32_t first_cpu;
	uint64_t pre[MODEL_MX];
	struct task_cpu_slot cpus[MODEL_TASK_CPUS];
	uint32_t ncpus_kept, ncpus;
	bool cpus_approx;
	bool ser_live;
	uint32_t ser_shift;
	uint32_t *series;
};

struct task_table {
	struct model_task *ent;
	struct task_ext *ext;		/* parallel to ent */
	struct task_ext other_ext;
	uint32_t ser_len;		/* series bins; 0: no series kept */
	/* Every task's series covers the same span, from bucket ser_origin
	 * (the first charge; TL_EMPTY: none yet) in bins of 2^ser_shift
	 * buckets, ser_top the newest bin charged. A charge past the last
	 * bin doubles the width (a doubling histogram): the span is the
	 * whole session's however long, at a resolution that halves. */
	uint64_t ser_origin, ser_top;
	uint32_t ser_shift;
	uint32_t n, cap, max;
	uint32_t *hash;
	uint32_t hmask;		/* hash slots - 1 */
	struct model_task other;
};

int tasks_init(struct task_table *t, uint32_t max);
void tasks_free(struct task_table *t);
void tasks_clear(struct task_table *t);
uint32_t tasks_find(struct task_table *t, int32_t pid, const char *comm);

static inline struct model_task *tasks_ent(struct task_table *t, uint32_t i)
{
	return i == TASK_OTHER ? &t->other : &t->ent[i];
}

/* Per-vCPU task slots for drill-down. A slot also remembers its task's
 * index in the LPAR table, looked up once when the slot is taken: a vCPU
 * mostly runs the same few tasks, so resolving the running task is a scan
 * of one line of pids, not a hash of its comm into the LPAR table each time
 * it comes back. Both tables are cleared together (model_reset), so the
 * index stays valid as long as the slot holds the task. */
struct vcpu_tasks {
	struct model_task slot[MODEL_CPU_TASKS];
	uint32_t n;
	struct model_task other;	/* evicted slots accumulate here */
	int32_t pid[MODEL_CPU_TASKS];	/* slot[i].pid, scanned first */
	uint32_t lpar[MODEL_CPU_TASKS];	/* slot[i]'s index in the tasks table */
};

struct cur_task {
	int32_t pid;
	char comm[TASK_COMM_LEN + 1];
	uint32_t lpar_idx;	/* index in the tasks table, or TASK_UNRESOLVED */
	int32_t slot;		/* index in vcpu_tasks, -1 unresolved */
};

/* One timeline bucket of one vCPU; bno tells which bucket the slot holds
 * now (TL_EMPTY: none), so stale slots read as empty without a sweep. The ns
 * sums are u64 so the per-entry add needs no saturation test; readers clamp
 * them to u32 (model_timeline_bucket), which equals saturating every add
 * since all the adds are positive. */
#define TL_EMPTY UINT64_MAX
enum tl_cat { TL_IDLE, TL_WAIT, TL_FAULT, TL_NCAT };

struct tl_slot {
	uint64_t bno;
	uint64_t ns[TL_NCAT];
	uint32_t dispatches;
};

/* A bucket's ns as the u32 saturating sum the slots used to keep. */
static inline uint64_t tl_u32(uint64_t ns)
{
	return ns > UINT32_MAX ? UINT32_MAX : ns;
}

/* The vCPUs' buckets of one bucket number summed (model_timeline_lpar). */
struct ltl_sums {
	uint64_t running_ns, wait_ns, fault_ns, covered_ns;
	uint32_t dispatches, vcpus, seen;
};

/* One timeline bucket of the LPAR (one ring for all vCPUs, same numbering
 * and recycling as theirs): its entries' enqueue_to_dispatch in log2 bins
 * (ltl_bin) and the loss in it. freq: the timebase of its first entry.
 * Every write to a vCPU's bucket bno counts here: an entry that ends in it
 * in lat (tl_dtl, the slow path creating the slot first), an interval
 * spread back into it in spread; so while their sum stays the same, so do
 * the vCPUs' buckets bno, and memo (taken at memo_mark = that sum, over
 * memo_ncpus vCPUs; 0: none) holds their sums. */
struct ltl_slot {
	uint64_t bno;
	uint64_t freq;
	uint32_t lat[MODEL_TL_LAT_BINS];
	uint32_t loss[MODEL_TL_NLOSS];
	uint32_t spread;
	uint32_t memo_ncpus;
	uint64_t memo_mark;
	struct ltl_sums memo;
};

/* Bin of v: 0 and 1 in bin 0, [2^k, 2^(k+1)) in bin k: a clz, no branch. */
static inline unsigned int ltl_bin(uint32_t v)
{
	return 31u - (unsigned int)__builtin_clz(v | 1u);
}

/* A vCPU's "preempted at" table (model-sites.c): the keys dense, in the
 * order they came, and an open-addressing index of them (key + 1 under
 * bits of its hash, 0 free) at most half full, so that memory follows the
 * keys, not the slots: 64 bytes a key and 8 or less of index, up to
 * MODEL_SITES_MAX keys. tag packs the model's generation and the preempt
 * reason, so that a vCPU's cached key of an earlier window never matches
 * (tag 0 never does); a window's end empties the index of the vCPUs that
 * had keys. Per vCPU, not one for the model: which keys a full table
 * refused then depends on the vCPU's own entries only, which a shard of a
 * replay sees all of, so model_absorb moves the tables as they are. What a
 * miss writes once (srr1, comm) lies apart, in cold, so a key is 32 bytes. */
#define SITES_GEN_MAX (1u << 24)

struct site_slot {
	uint64_t addr;		/* srr0 */
	int32_t pid;		/* the running task's */
	uint32_t tag;		/* sites_tag(gen, reason); 0: never used */
	uint64_t count, steal_ns;
};

struct site_cold {
	uint64_t srr1;		/* of the first entry */
	char comm[TASK_COMM_LEN + 1];	/* "" for pid -1 */
};

struct vsites {
	struct site_slot *key;	/* n of cap, in the order they came */
	struct site_cold *cold;	/* parallel to key */
	uint32_t *idx;		/* mask + 1 slots: key + 1 and hash bits, 0 free */
	uint32_t mask;		/* slots - 1; 0: none allocated */
	uint32_t n;		/* keys of this generation */
	uint32_t cap;
	uint64_t other_count, other_steal_ns;
};

static inline uint32_t sites_tag(uint32_t gen, uint8_t reason)
{
	return gen << 8 | reason;
}

static inline uint32_t sites_hash(uint64_t addr, int32_t pid, uint32_t tag)
{
	uint64_t h = (addr ^ ((uint64_t)(uint32_t)pid << 32 | tag)) * 0x9e3779b97f4a7c15ull;

	return (uint32_t)(h >> 32);
}

/* Per-vCPU state. What every DTL entry reads or writes comes first, so it
 * shares a few cache lines; the 8 KB of window counters (reasons, histogram)
 * follow in st. */
struct vcpu {
	struct tbconv conv;
	/* timeline fast path: tl_cur is the live slot of [tl_lo, tl_lo + tl_w),
	 * the bucket of this vCPU's last slow-path entry; tl_w 0 = none */
	struct tl_slot *tl_cur;
	uint64_t tl_lo, tl_w;
	/* the LPAR's slot of the same bucket, or the model's ltl_sink once
	 * another vCPU recycled it (only when the clock ran a ring ahead) */
	struct ltl_slot *ltl_cur;
	struct model_recent *recent;	/* ring of recent_mask + 1 slots */
	uint64_t recent_seq;		/* entries ever pushed */
	uint64_t recent_dtl;		/* recent_seq after the newest DTL entry's push; 0: none */
	uint32_t recent_mask;
	uint32_t cpu;
	struct procset procs;
	/* charges of cur not yet in the tables (task_add); apart, because
	 * GCC pairs adds to adjacent fields into SSE code that costs more */
	uint64_t pend_ns;
	uint64_t off_ticks[2];		/* st.off_vol_ticks, st.off_invol_ticks */
	uint64_t pend_n;
	uint64_t r2e_sum;		/* ready_to_enqueue: st.steal_ticks */
	uint64_t other_events;		/* st.events minus the DTL entries */
	struct cur_task cur;
	/* the sites slot of this vCPU's last entry (the model's site_sink:
	 * none): the same srr0 comes back often (an idle loop's cede, a spin) */
	struct site_slot *site_last;
	/* st.preempt_reasons[r] at the last task_flush, r < MODEL_MX - 1:
	 * what the flush hands to the task by reason is the difference */
	uint64_t pre_base[MODEL_MX];
	uint16_t last_proc;		/* affinity: previous entry's processor */
	bool have_proc;
	/* EV_CPU_STATE: the cpu is offline since offline_ns (continuity
	 * state: model_reset keeps it) */
	bool offline;
	uint64_t offline_ns;
	struct tl_slot *tl;		/* nbuckets slots */
	uint64_t *mx;			/* MODEL_MX^2 reason matrix; full models */
	struct model_stats st;		/* window counters; see vcpu_derive() */
	struct vcpu_tasks tasks;
	struct vsites sites;		/* "preempted at", a window counter */
};

/* An event name's model_tp_slot, remembered by the name's address (a
 * decoder's string, the same for every sample of the tracepoint). */
#define TP_MEMO 16
struct tp_memo {
	const char *key;
	uint32_t slot;
	bool sched;			/* a sched:* tracepoint */
};

struct model {
	struct model_opts o;
	struct model_global g;		/* events, first_ns, last_ns: on read */
	struct vcpu **tab;		/* indexed by cpu, grown on demand */
	uint32_t tab_len;
	/* cpus seen: ascending up to order_sorted, then as they came, until
	 * model_settle sorts them in (order_settle) */
	uint32_t *order;
	uint32_t norder, order_cap, order_sorted;
	uint64_t order_moves;		/* cpus moved into order (for tests) */
	/* this window's events that reached no vCPU (bad cpu, no memory) */
	uint64_t stray_events, stray_first, stray_last;
	uint64_t last_ns_before;	/* newest event time of past windows */
	bool invol[DTL_REASON_SLOTS];	/* dtl_preempt_involuntary, cached */
	/* the involuntary reasons below MODEL_MX - 1 (task_flush's loop) */
	uint8_t inv_small[MODEL_MX];
	uint32_t ninv_small;
	uint8_t pre_cat[DTL_REASON_SLOTS]; /* enum tl_cat of the waiting part */
	/* timeline clock: the newest bucket, its start and ring index */
	bool tl_valid;
	uint64_t tl_bno, tl_start;
	uint32_t tl_idx;
	uint64_t tl_first;	/* opts.grow_timeline: the first bucket, kept */
	struct ltl_slot *ltl;	/* the LPAR's ring, nbuckets slots; full models */
	struct ltl_slot ltl_sink;	/* where a stale ltl_cur writes, unread */
	struct task_table tasks;
	/* Full models: the LPAR's latency histogram and reason sums, counted
	 * as entries arrive (lpar_count), so a snapshot of many vCPUs need not
	 * merge each one's 8 KB of them; rs.dispatches is set by settling. */
	struct hist lat;
	struct model_reason_sums rs;
	/* physical processors of any vCPU this window: marked as each vCPU's
	 * set takes one in (vcpu_new_proc), so settling need not walk them */
	uint64_t procs_seen[MODEL_MAX_CPU / 64];	/* processor ids are u16 */
	uint64_t nprocs;
	struct model_stats tot;		/* LPAR totals as of model_settle */
	struct tp_memo tp_memo[TP_MEMO];	/* EV_SCHED_OTHER's names */
	uint32_t sites_gen;		/* the vsites' generation, 1 .. SITES_GEN_MAX - 1 */
	struct mmaps *maps;		/* process maps (model-maps.c); continuity */
	struct site_slot site_sink;	/* tag 0: where an empty cache points */
};

/* model.c */
/* v, made for another model of the same options, as cpu's vCPU (which m
 * has none of): -1 if out of memory. */
int model_adopt_vcpu(struct model *m, uint32_t cpu, struct vcpu *v);
/* Before order[] is read: the cpus added since, sorted in. */
void order_settle_slow(struct model *m);

static inline void order_settle(struct model *m)
{
	if (m->order_sorted != m->norder)
		order_settle_slow(m);
}

/* Newest event time ever (the timeline's "now"); 0 before any event. */
uint64_t model_newest_ns(const struct model *m);

/* model-timeline.c */
void tl_dtl_slow(struct model *m, struct vcpu *v, uint64_t t, uint64_t off_ns,
		 uint64_t steal_ns, enum tl_cat pre, enum tl_cat steal, uint32_t lat);
void tl_clear(struct tl_slot *tl, uint32_t n);
void ltl_clear(struct ltl_slot *l, uint32_t n);
/* One loss incident of kind k (enum model_tl_loss) at t, in the LPAR's
 * bucket of t (the clock's if t is 0); full models only. */
void ltl_loss(struct model *m, uint64_t t, enum model_tl_loss k);
/* Bucket bno of v as the views see it, newest being model_newest_ns(m)
 * (passed in: finding it walks every vCPU). false, out zeroed, if the
 * bucket is outside the ring. */
bool tl_bucket(const struct model *m, const struct vcpu *v, uint64_t newest,
	       uint64_t bno, struct model_tl_bucket *out);

/* Count one dispatch in slot s and its off-CPU interval of off_ns, whose
 * last steal_ns (ready to dispatch) go to category steal and the waiting
 * part before them to pre. */
static inline void tl_add(struct tl_slot *s, uint64_t off_ns,
			  uint64_t steal_ns, enum tl_cat pre, enum tl_cat steal)
{
	s->dispatches++;
	s->ns[steal] += steal_ns;
	s->ns[pre] += off_ns - steal_ns;
}

/* One DTL entry dispatched at t with the interval [t - off_ns, t]. Inline
 * case (nearly every entry): the interval lies in the bucket this vCPU's
 * previous slow-path entry cached. That bucket is at or before the clock,
 * so the clock would not move, and its slot is live: tl_dtl_slow would add
 * exactly this. (If the clock has since run a whole ring ahead, the bucket
 * is unreadable and these adds are invisible, as the slow path's drop is.) */
static inline void tl_dtl(struct model *m, struct vcpu *v, uint64_t t,
			  uint64_t off_ns, uint64_t steal_ns, enum tl_cat pre,
			  enum tl_cat steal, uint32_t lat)
{
	uint64_t rel = t - v->tl_lo;

	if (rel < v->tl_w && off_ns <= rel) {
		tl_add(v->tl_cur, off_ns, steal_ns, pre, steal);
		v->ltl_cur->lat[ltl_bin(lat)]++;
	} else {
		tl_dtl_slow(m, v, t, off_ns, steal_ns, pre, steal, lat);
	}
}

/* model-sites.c */
void vsites_free(struct vsites *s);
/* model_reset: every vCPU's keys go (the caches go stale by the tag). */
void sites_clear(struct model *m);
/* The entry ev of v, with its steal_ns, when v's cache does not hold its
 * key: found or inserted (or counted in other_*), and cached in v. */
void sites_miss(struct model *m, struct vcpu *v, const struct event *ev, uint64_t steal_ns);

/* The entry ev of v at its srr0, hot path: v's last key again is two adds
 * (the generation in the tag says the slot is of this window), anything
 * else a tail call. */
static inline __attribute__((always_inline)) void sites_count(struct model *m, struct vcpu *v,
							       const struct event *ev,
							       uint64_t steal_ns)
{
	struct site_slot *s = v->site_last;

	if (__builtin_expect(s->addr == ev->dtl.e.srr0 &&
			     s->tag == sites_tag(m->sites_gen, ev->dtl.e.preempt_reason) &&
			     s->pid == v->cur.pid, 1)) {
		s->count++;
		s->steal_ns += steal_ns;
		return;
	}
	sites_miss(m, v, ev, steal_ns);
}

/* Where entry ev's key would be looked for first in v's index. */
static inline const uint32_t *sites_home(const struct model *m, const struct vcpu *v,
					 const struct event *ev)
{
	const struct vsites *s = &v->sites;
	uint32_t tag = sites_tag(m->sites_gen, ev->dtl.e.preempt_reason);

	return &s->idx[sites_hash(ev->dtl.e.srr0, v->cur.pid, tag) & s->mask];
}

/* model-maps.c */
struct mmaps;
void maps_free(struct mmaps *mm);
/* EV_MMAP, EV_FORK, EV_COMM into m's process maps. */
void maps_feed(struct model *m, const struct event *ev);

/* model-recent.c */
void recent_push_switch(struct vcpu *v, const struct event *ev);

/* The ring has a power-of-two size >= opts.recent, so the slot is a mask of
 * the push count; readers show the newest opts.recent. */
static inline struct model_recent *recent_next(struct vcpu *v)
{
	return &v->recent[v->recent_seq++ & v->recent_mask];
}

/* Every DTL entry writes a new 64-byte slot, and the rings of all vCPUs
 * (256 slots each by default: 1 MiB for 64 vCPUs) are far larger than the
 * caches. Plain stores would fetch each line before writing it and push the
 * model's hot counters out of the caches; where SSE2 is there, the slot is
 * written whole with non-temporal stores instead, which do neither (measured:
 * a quarter of the batch replay's time). Readers are on this thread, which
 * sees its own stores in order. */
#if defined(__SSE2__)
static inline void recent_push_dtl(struct vcpu *v, const struct event *ev)
{
	__m128i *r = (__m128i *)recent_next(v);
	const __m128i *e = (const __m128i *)&ev->dtl.e;

	v->recent_dtl = v->recent_seq;

	_mm_stream_si128(r, _mm_set_epi64x(EV_DTL, (long long)ev->time));
	_mm_stream_si128(r + 1, _mm_loadu_si128(e));
	_mm_stream_si128(r + 2, _mm_loadu_si128(e + 1));
	_mm_stream_si128(r + 3, _mm_loadu_si128(e + 2));
}
#else
static inline void recent_push_dtl(struct vcpu *v, const struct event *ev)
{
	struct model_recent *r = recent_next(v);

	v->recent_dtl = v->recent_seq;
	r->time = ev->time;
	r->kind = EV_DTL;
	r->dtl = ev->dtl.e;
}
#endif

/* model-tasks.c */
void task_set(struct vcpu *v, int32_t pid, const char *comm);
void task_switch(struct model *m, struct vcpu *v, int32_t pid,
		 const char *comm);
void task_resolve(struct model *m, struct vcpu *v);
void task_flush(struct model *m, struct vcpu *v);
/* task_flush, but the entry being fed (counted in st, not yet charged) has
 * preempt reason skip (-1: none) and is left out of the reason counts. */
void task_flush_skip(struct model *m, struct vcpu *v, int skip);
uint32_t vtasks_find(struct vcpu_tasks *vt, const struct cur_task *c, bool *fresh);
void vtasks_clear(struct vcpu_tasks *vt);

/* The running task's table indices are looked up at its first charge after
 * a switch (or reset), both at once: that fixes its place in the tables. */
static inline bool task_resolved(const struct vcpu *v)
{
	return v->cur.lpar_idx != TASK_UNRESOLVED;
}

/* Charge one involuntary entry to the resolved running task. The sums wait
 * in the vCPU until the task changes or someone reads the tables
 * (task_flush): two adds per entry instead of four and two lookups. */
static inline void task_add(struct vcpu *v, uint64_t ns)
{
	v->pend_ns += ns;
	v->pend_n++;
}

/* Charge one involuntary entry to the running task, resolving it first. */
static inline void task_charge(struct model *m, struct vcpu *v, uint64_t ns)
{
	if (!task_resolved(v))
		task_resolve(m, v);
	task_add(v, ns);
}

/* model.c: the vCPU of a cpu number, or NULL (model.h says why). */
static inline const struct vcpu *vcpu_peek(const struct model *m, uint32_t cpu)
{
	return cpu < m->tab_len ? m->tab[cpu] : NULL;
}

#endif
