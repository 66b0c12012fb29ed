// SPDX-License-Identifier: GPL-2.0-only
/* readers.c: reader threads (rings -> typed events -> SPSC queue) and the
 * watermark merge that turns their queues into one time-ordered stream. */
#include <errno.h>
#include <malloc.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <perf/event.h>
#include <perf/cpumap.h>
#include <perf/evlist.h>
#include <perf/evsel.h>
#include <perf/mmap.h>

#include "perf-record.h"
#include "readers.h"
#include "signals.h"

#define READERS_POLL_MS  50		/* poll() timeout: bounds watermark lag */
#define READERS_IDLE_NS  8000000L	/* merge nap after a light round */
#define READERS_PACE_NS  8000000L	/* a pass that found a little: rest this long */
#define READERS_PACE_BATCH (READERS_QUEUE_CAP / 4)	/* "a little": less than this */
#define PREFETCH_EVENT   16		/* release: events loaded this far ahead */
#define PREFETCH_MODEL   8		/* and the model's lines this far */
#define PREFETCH_NEAR    3		/* and what those lines point to */


uint64_t readers_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* ---- reader side: records to events ---- */

/* What a record came from: a libperf ring (ch NULL) or a DTL channel. */
struct rec_ctx {
	struct reader *r;
	struct dtl_chan *ch;
	bool full;		/* a record was left in its ring: no room */
};

/* A counter has one writer (its reader, or the merge once the readers are
 * joined): a plain load and store, not a locked add, per record. */
static void count(uint64_t *c)
{
	__atomic_store_n(c, __atomic_load_n(c, __ATOMIC_RELAXED) + 1, __ATOMIC_RELAXED);
}

/* How this reader's records read: host byte order, one ring for all
 * tracepoints (the payload names its own), trailers of the sample layout;
 * an AUX record is framed by its channel's stream, when it has one. */
static struct pr_layout layout(const struct rec_ctx *c)
{
	const struct reader *r = c->r;

	return (struct pr_layout){
		.swap = false, .attr = &r->attr, .tp = r->tp, .tp_from_payload = true,
		.trailer_type = r->attr.sample_type,
		.lap = c->ch && c->ch->has_aux ? &c->ch->dtl.dec.lap : NULL,
	};
}

/* The payload is in the ring, reused once consumed: a recording or
 * --script needs its own copy, which the merge adopts. */
static void adopt_raw(struct reader *r, struct ev_tp *tp)
{
	const void *raw = tp->raw;
	uint32_t size = tp->raw_size;

	tp->raw = NULL;
	tp->raw_size = 0;
	if (__atomic_load_n(&r->rs->raw, __ATOMIC_ACQUIRE)) {
		void *copy = malloc(size);

		if (copy) {
			memcpy(copy, raw, size);
			tp->raw = copy;
			tp->raw_size = size;
		}
	}
}

/* A refused event's CPU, for the EV_DROPPED that will say so. */
static void note_drop(struct reader *r, const struct event *ev)
{
	unsigned i;

	for (i = 0; i < r->ndrop && r->drop[i].cpu != ev->cpu; i++)
		;
	if (i == r->ndrop) {
		if (r->ndrop == READER_DROP_CPUS)
			return;		/* counted (spsc_overflows), not attributed */
		r->drop[r->ndrop++] = (struct reader_drop){ .cpu = ev->cpu };
	}
	r->drop[i].n++;
	if (ev->time > r->drop[i].time)
		r->drop[i].time = ev->time;
}

/* The drops noted, one EV_DROPPED per CPU, while a slot stays free for the
 * record that follows. Stamped no older than this reader's watermark, so
 * the merge takes it in order (the model only counts it). */
static void say_drops(struct reader *r)
{
	uint64_t wm = __atomic_load_n(&r->wm, __ATOMIC_RELAXED);

	while (r->ndrop && spsc_count(&r->q) + 1 < spsc_capacity(&r->q)) {
		const struct reader_drop *d = &r->drop[r->ndrop - 1];
		struct event ev = {
			.time = d->time > wm ? d->time : wm + 1, .cpu = d->cpu,
			.kind = EV_DROPPED, .dropped.n = d->n,
		};

		if (!spsc_try_push(&r->q, &ev))
			break;
		r->ndrop--;
	}
}

/* The event is decoded straight into its queue slot. A full queue drops
 * it and counts it (spsc_overflows), and its CPU (note_drop): the reader
 * must keep draining the ring, or the kernel drops more. */
static void on_sample(struct rec_ctx *c, const uint8_t *body, size_t len)
{
	struct reader *r = c->r;
	struct pr_layout l = layout(c);
	struct event *ev = spsc_reserve(&r->q);
	struct event spill;

	count(&r->samples);
	if (pr_sample(&l, body, len, ev ? ev : &spill) != PR_EVENT) {
		count(&r->unknown_samples);
		return;		/* the slot is not committed */
	}
	if (!ev) {
		note_drop(r, &spill);
		return;
	}
	adopt_raw(r, &ev->tp);
	if (ev->time > r->pass_max)
		r->pass_max = ev->time;
	spsc_commit(&r->q);
}

/* LOST and AUX records: a sample_id_all trailer gives time and cpu. */
static void on_side_band(struct rec_ctx *c, uint32_t type, const uint8_t *body, size_t len)
{
	struct pr_layout l = layout(c);
	struct event ev;
	bool timed;

	if (pr_side_band(&l, type, body, len, &ev, &timed) != PR_EVENT) {
		count(&c->r->unknown_records);
		return;
	}
	if (!spsc_push(&c->r->q, &ev))
		note_drop(c->r, &ev);
}

/* Room for one more event in the reader's queue: a record makes at most
 * one. Without it the record stays in its ring (back pressure): the kernel
 * then loses what does not fit and says so with PERF_RECORD_LOST, the
 * simulator waits; the reader never drops what it has taken. */
static bool has_room(struct reader *r)
{
	return spsc_room(&r->q) > 0;
}

static bool on_record(void *arg, const struct perf_event_header *h)
{
	struct rec_ctx *c = arg;
	const uint8_t *body = (const uint8_t *)h + sizeof(*h);
	size_t len = h->size - sizeof(*h);

	say_drops(c->r);
	if (!has_room(c->r)) {
		c->full = true;
		return false;
	}
	count(&c->r->records);
	switch (h->type) {
	case PERF_RECORD_SAMPLE:
		on_sample(c, body, len);
		break;
	case PERF_RECORD_LOST:
	case PERF_RECORD_AUX:
	case PERF_RECORD_COMM:	/* -o asked for these (live_opts.task_events) */
	case PERF_RECORD_FORK:
		on_side_band(c, h->type, body, len);
		break;
	case PERF_RECORD_EXIT:	/* comes with FORK; nothing needs it */
		break;
	default:
		count(&c->r->unknown_records);
	}
	return true;
}

/* The AUX decoder's sink: a full queue refuses, so the entry stays in the
 * AUX area and back pressure reaches the producer instead of a drop here. */
static bool dtl_emit(void *arg, const struct event *ev)
{
	struct reader *r = arg;

	if (ev->time > r->pass_max)
		r->pass_max = ev->time;
	return spsc_try_push(&r->q, ev);
}

/* ---- walk (ring-walk.h): make bench's floor under the readers' cost ---- */

static bool walk_record(void *arg, const struct perf_event_header *h)
{
	struct reader *r = ((struct rec_ctx *)arg)->r;
	const struct ring_walk *w = r->rs->walk;

	w->record(w->arg, (unsigned)(r - r->rs->rd), h, h->size);
	return true;
}

/* The new DTL bytes, all taken. */
static int64_t walk_aux(void *arg, uint64_t pos, const void *d1, size_t l1, const void *d2,
			size_t l2)
{
	struct reader *r = arg;
	const struct ring_walk *w = r->rs->walk;

	(void)pos;
	w->aux(w->arg, (unsigned)(r - r->rs->rd), d1, l1, d2, l2);
	return (int64_t)(l1 + l2);
}

/* Returns records taken; *behind when the queue had no room for more. */
static size_t drain_one(struct reader *r, struct perf_evlist *el, bool *behind)
{
	struct rec_ctx c = { r, NULL, false };
	struct perf_mmap *map;
	union perf_event *e;
	size_t n = 0;

	perf_evlist__for_each_mmap(el, map, false) {
		if (perf_mmap__read_init(map) < 0)
			continue;	/* empty */
		/* Read one only when there is room for what it makes: libperf
		 * cannot give a read event back. */
		while (has_room(r) && (e = perf_mmap__read_event(map)) != NULL) {
			if (r->rs->walk)
				walk_record(&c, &e->header);
			else
				on_record(&c, &e->header);
			n++;
		}
		/* The tail moves once a pass, as perf record moves it: each
		 * record is done with when read, and a store per record would
		 * pull the kernel's line of the user page across cores. */
		perf_mmap__consume(map);
		if (!has_room(r)) {
			/* Not read_done: it would skip to head past what is
			 * left; the next read_init starts where we stopped. */
			*behind = true;
			continue;
		}
		perf_mmap__read_done(map);
	}
	return n;
}

/* The reader's evlist and those of the CPUs that joined since. */
static size_t drain_evlist(struct reader *r, bool *behind)
{
	size_t n = r->evlist ? drain_one(r, r->evlist, behind) : 0;

	for (unsigned i = 0; i < r->nextra; i++)
		n += drain_one(r, r->extra[i].evlist, behind);
	return n;
}

/* ---- hotplug: CPUs joining and leaving (reader_change) ---- */

void readers_evlist_destroy(struct perf_evlist *el)
{
	if (!el)
		return;
	/* not perf_evlist__disable: libperf's dereferences the file table of
	 * an evsel whose open failed; callers disable what they enabled */
	perf_evlist__munmap(el);
	perf_evlist__close(el);
	/* libperf 6.1's perf_evsel__delete forgets the evsel's references to
	 * the maps: empty maps drop them first (live.c's close does the same) */
	perf_evlist__set_maps(el, NULL, NULL);
	perf_evlist__delete(el);
}

/* perf_evsel__disable_cpu is in libperf.a, but a libperf.so built from the
 * kernel's tools/lib/perf does not export it (libperf.map, up to 6.12 at
 * least): a weak reference links against both, and is NULL with the latter. */
#pragma weak perf_evsel__disable_cpu

/* Stop cpu's events in an evlist of several CPUs: libperf cannot take one
 * CPU out, so its file stays, disabled (a kernel that brings a CPU's
 * events back when it returns would otherwise deliver them twice). With a
 * libperf that cannot disable one CPU the file stays enabled: the kernel
 * stops its events while the CPU is offline. */
static void evlist_cpu_disable(struct perf_evlist *el, uint32_t cpu)
{
	struct perf_evsel *ev;

	if (!perf_evsel__disable_cpu)
		return;

	perf_evlist__for_each_evsel(el, ev) {
		struct perf_cpu_map *m = perf_evsel__cpus(ev);

		for (int i = 0; m && i < (int)perf_cpu_map__nr(m); i++)
			if (perf_cpu_map__cpu(m, i).cpu == (int)cpu)
				perf_evsel__disable_cpu(ev, i);
	}
}

static uint64_t vouch_time(struct reader *r);
static size_t drain_chan(struct reader *r, struct dtl_chan *ch, bool *behind);
static int attach_chan(struct reader *r, struct dtl_chan *ch);

/* A CPU went offline: read what its releasable DTL channels still hold,
 * then take them out and let the source close them. False while the queue
 * refuses their last entries (the change waits). */
static bool drop_chans(struct reader *r, uint32_t cpu)
{
	for (unsigned i = 0; i < r->nch; i++) {
		struct dtl_chan *ch = r->ch[i];
		bool behind = false;

		if (ch->cpu != cpu || !ch->release)
			continue;
		if (ch->read)	/* its last entries, whatever the poll says */
			ch->read(ch, ch->read_arg, true, &behind);
		else
			drain_chan(r, ch, &behind);
		if (behind)
			return false;
		r->ch[i--] = r->ch[--r->nch];
		ch->release(ch, ch->hp_arg);
	}
	return true;
}

/* Apply one change; false when it must wait for room in the queue. */
static bool apply_change(struct reader *r, const struct reader_change *chg)
{
	uint64_t wm = __atomic_load_n(&r->wm, __ATOMIC_RELAXED), t = vouch_time(r);
	struct event ev = {
		.time = t > wm ? t : wm + 1, .cpu = chg->cpu, .kind = EV_CPU_STATE,
		.cs.online = chg->online,
	};
	bool behind = false;

	if (chg->time > ev.time)
		ev.time = chg->time;
	if (!chg->online) {
		if (r->evlist)
			evlist_cpu_disable(r->evlist, chg->cpu);
		for (unsigned i = 0; i < r->nextra; i++) {
			if (r->extra[i].cpu != chg->cpu)
				continue;
			perf_evlist__disable(r->extra[i].evlist);
			drain_one(r, r->extra[i].evlist, &behind);
			if (behind)
				return false;	/* its last records first */
			readers_evlist_destroy(r->extra[i].evlist);
			r->extra[i--] = r->extra[--r->nextra];
		}
		if (!drop_chans(r, chg->cpu))
			return false;
	}
	if (spsc_count(&r->q) + 1 >= spsc_capacity(&r->q) || !spsc_try_push(&r->q, &ev))
		return false;
	if (chg->online && chg->evlist) {
		struct reader_cpu_ev *p = realloc(r->extra, (r->nextra + 1) * sizeof(*p));

		if (!p) {	/* the CPU stays untraced; its marker says online */
			readers_evlist_destroy(chg->evlist);
			return true;
		}
		r->extra = p;
		r->extra[r->nextra++] = (struct reader_cpu_ev){ chg->cpu, chg->evlist };
		perf_evlist__enable(chg->evlist);	/* after the marker's time */
	}
	if (chg->online && chg->chan) {
		if (attach_chan(r, chg->chan) < 0) {	/* no memory: untraced */
			if (chg->chan->release)
				chg->chan->release(chg->chan, chg->chan->hp_arg);
		} else if (chg->chan->enable) {
			chg->chan->enable(chg->chan, chg->chan->hp_arg);
		}
	}
	return true;
}

/* The changes posted, in order; never waits for the poster's lock. */
static void take_changes(struct reader *r)
{
	unsigned done = 0;

	if (!__atomic_load_n(&r->nchg, __ATOMIC_RELAXED) || pthread_mutex_trylock(&r->chg_lock))
		return;
	while (done < r->nchg && apply_change(r, &r->chg[done]))
		done++;
	memmove(r->chg, r->chg + done, (r->nchg - done) * sizeof(r->chg[0]));
	__atomic_store_n(&r->nchg, r->nchg - done, __ATOMIC_RELAXED);
	pthread_mutex_unlock(&r->chg_lock);
}

int readers_post(struct readers *rs, unsigned k, const struct reader_change *chg)
{
	struct reader *r = &rs->rd[k];
	int ret = -1;

	pthread_mutex_lock(&r->chg_lock);
	if (r->nchg < READER_CHANGES) {
		r->chg[r->nchg] = *chg;
		__atomic_store_n(&r->nchg, r->nchg + 1, __ATOMIC_RELAXED);
		ret = 0;
	}
	pthread_mutex_unlock(&r->chg_lock);
	return ret;
}

/* The driver writes ahead of what it publishes (DTL_LAP_AHEAD): a reader
 * that far behind treats the area as overrun. */
static void set_margin(struct dtl_chan *ch)
{
	ch->aux.margin = ch->aux.size / 2 < DTL_LAP_AHEAD ? ch->aux.size / 2 : DTL_LAP_AHEAD;
}

/* What reopen said: a fresh AUX area starts a new stream, a failed one
 * ends this CPU's DTL. */
static void reopened(struct dtl_chan *ch, int st)
{
	ch->reopening = st > 0;
	if (st == 0) {
		aux_dtl_restart(&ch->dtl);
		set_margin(ch);
	}
	else if (st < 0)
		ch->has_aux = false;
}

/* The AUX area was found full (dtl_chan.full): once what is left in it is
 * read, the model hears of it (EV_OVERRUN, with the bytes overwritten
 * unread) and the source replaces the event. */
static void after_full(struct reader *r, struct dtl_chan *ch)
{
	struct event ev;

	if (r->rs->finishing)
		return;		/* the session ends: no new event */
	if (ch->reopening) {
		reopened(ch, ch->reopen(ch, ch->reopen_arg));
		return;
	}
	if (ch->aux.full && !ch->full) {
		ch->full = true;
		ch->overruns++;
	}
	ch->aux.full = false;
	if (!ch->full || aux_ring_pending(&ch->aux))
		return;
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_OVERRUN;
	ev.cpu = ch->cpu;
	ev.time = ch->dtl.last_ns;
	ev.overrun.lost_bytes = ch->aux.lost_bytes - ch->lost_told;
	if (!r->rs->walk && !spsc_try_push(&r->q, &ev))
		return;		/* the queue is full: tell it next pass */
	ch->lost_told = ch->aux.lost_bytes;
	ch->full = false;
	reopened(ch, ch->reopen ? ch->reopen(ch, ch->reopen_arg) : -1);
}

/* The CPU's DTL buffer was taken by another vpa_dtl user (aux-ring.h:
 * dead): the model hears of it (EV_OVERRUN, buffer_lost), and the source
 * replaces the event, whose new pmu->add registers a buffer of its own. */
static void after_dead(struct reader *r, struct dtl_chan *ch)
{
	struct event ev;

	if (r->rs->finishing)
		return;
	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_OVERRUN;
	ev.cpu = ch->cpu;
	ev.time = ch->dtl.last_ns;
	ev.overrun.buffer_lost = true;
	if (!spsc_try_push(&r->q, &ev))
		return;		/* the queue is full: tell it next pass */
	ch->buffer_losses++;
	reopened(ch, ch->reopen ? ch->reopen(ch, ch->reopen_arg) : -1);
}

static size_t drain_chan(struct reader *r, struct dtl_chan *ch, bool *behind)
{
	struct rec_ctx c = { r, ch, false };
	size_t n = 0;
	int64_t got;

	if (ch->read)
		return r->rs->walk ? 0 : ch->read(ch, ch->read_arg, r->rs->finishing, behind);
	if (!ch->data.pg)
		return 0;	/* its event is gone (a failed reopen) */
	n += perf_ring_read(&ch->data, r->rs->walk ? walk_record : on_record, &c);
	if (c.full)
		*behind = true;
	if (!ch->has_aux)
		return n;
	if (!ch->reopening) {
		if (r->rs->walk)
			got = aux_ring_read(&ch->aux, walk_aux, r);
		else
			got = aux_dtl_poll(&ch->aux, &ch->dtl);
		if (got > 0)
			n += (size_t)got / DTL_ENTRY_SIZE + 1;
		if (aux_ring_pending(&ch->aux))
			*behind = true;
		if (ch->dtl.dead && !r->rs->walk) {
			after_dead(r, ch);
			return n;
		}
	}
	if (ch->aux.full || ch->full || ch->reopening)
		after_full(r, ch);
	return n;
}

/* Returns records and entries taken; *behind when an AUX area still holds
 * entries the queue refused (the watermark must then wait). */
static size_t drain_chans(struct reader *r, bool *behind)
{
	size_t n = 0;

	for (unsigned i = 0; i < r->nch; i++)
		n += drain_chan(r, r->ch[i], behind);
	return n;
}

/* The longest a reader may sleep: READERS_POLL_MS, or chan_wait_ms when
 * it has channels read through files. */
static unsigned wait_bound_ms(const struct reader *r)
{
	unsigned bound = r->rs->chan_wait_ms;

	for (unsigned i = 0; bound && bound < READERS_POLL_MS && i < r->nch; i++)
		if (r->ch[i]->read)
			return bound;
	return READERS_POLL_MS;
}

static void reader_wait(struct reader *r)
{
	unsigned ms = wait_bound_ms(r);

	if (r->evlist) {
		if (perf_evlist__poll(r->evlist, (int)ms) > 0)
			perf_evlist__filter_pollfd(r->evlist, POLLERR | POLLHUP);
	} else {
		struct timespec nap = { 0, (long)r->rs->nap_ms * 1000000L };

		nanosleep(&nap, NULL);
	}
}

/* The time this reader vouches for, on the events' clock. */
static uint64_t vouch_time(struct reader *r)
{
	struct readers *rs = r->rs;
	int64_t off;

	if (rs->clock)
		return rs->clock(rs->clock_arg);
	if (!rs->perf_clock)
		return readers_now();
	off = __atomic_load_n(&rs->clock_off, __ATOMIC_ACQUIRE);
	if (off == INT64_MIN)
		return 0;
	return (uint64_t)((int64_t)readers_now() + off);
}

/* perf_clock: an event read before t1 was stamped before t1 on its clock,
 * so event time - t1 is at most the true offset; keep the largest. */
static void learn_offset(struct reader *r)
{
	int64_t cand, cur;

	if (!r->rs->perf_clock || !r->pass_max)
		return;
	cand = (int64_t)r->pass_max - (int64_t)readers_now();
	cur = __atomic_load_n(&r->rs->clock_off, __ATOMIC_RELAXED);
	while (cand > cur && !__atomic_compare_exchange_n(&r->rs->clock_off, &cur, cand, true,
							  __ATOMIC_RELEASE, __ATOMIC_RELAXED))
		;
}

static bool hurry(const struct readers *rs)
{
	return rs->hurry && __atomic_load_n(rs->hurry, __ATOMIC_ACQUIRE);
}

static void *reader_main(void *arg)
{
	struct reader *r = arg;
	uint64_t slack = r->rs->slack_ns;

	pthread_setname_np(pthread_self(), "dtltop-reader");
	signals_thread_init();

	/* Nothing is read before readers_run has said how (raw): an
	 * event read earlier would reach -o or --script without its payload.
	 * Until then the rings hold what comes, as the kernel's would. */
	while (!__atomic_load_n(&r->rs->go, __ATOMIC_ACQUIRE) &&
	       !__atomic_load_n(&r->rs->stop, __ATOMIC_ACQUIRE)) {
		struct timespec nap = { 0, 1000000L };

		nanosleep(&nap, NULL);
	}
	while (!__atomic_load_n(&r->rs->stop, __ATOMIC_ACQUIRE)) {
		/* Events are stamped with CLOCK_MONOTONIC: one stamped before
		 * t0 is in its ring by now, give or take the slack, so after
		 * this pass the reader vouches for t0 - slack even when it
		 * found nothing: idle CPUs do not stall the merge. */
		uint64_t t0;
		bool behind = false;
		size_t n = 0;

		take_changes(r);
		t0 = vouch_time(r);
		r->pass_max = 0;
		n += drain_evlist(r, &behind);
		n += drain_chans(r, &behind);
		learn_offset(r);
		if (!behind && t0 >= slack && t0)
			__atomic_store_n(&r->wm, t0 - slack, __ATOMIC_RELEASE);
		/* Each pass has a cost of its own (every ring's head, a
		 * wakeup), so a pass should find more than a handful: after
		 * a light one, rest. Events wait for the watermark anyway
		 * (slack, the DTL poll), so this adds a few ms to a delay
		 * nobody sees; at 656 simulated vCPUs it took the reader
		 * threads from 22-25% of a core to 16-18%. A heavy pass
		 * goes on at once: the queue must not fill during a rest. */
		if (n == 0) {
			reader_wait(r);
		} else if (n < READERS_PACE_BATCH && !hurry(r->rs)) {
			long bound = (long)wait_bound_ms(r) * 1000000L;
			struct timespec pace = { 0, bound < READERS_PACE_NS ? bound : READERS_PACE_NS };

			nanosleep(&pace, NULL);
		}
	}
	signals_thread_fini();
	return NULL;
}

/* ---- setup ---- */

int readers_init(struct readers *rs, struct source *src, unsigned n)
{
	memset(rs, 0, sizeof(*rs));
	rs->src = src;
	rs->nap_ms = 2;
	rs->bp_patience_ns = READERS_BP_PATIENCE_NS;
	rs->clock_off = INT64_MIN;
	rs->rd = calloc(n, sizeof(*rs->rd));
	if (!rs->rd)
		return -1;
	rs->nrd = n;
	for (unsigned k = 0; k < n; k++) {
		rs->rd[k].rs = rs;
		pthread_mutex_init(&rs->rd[k].chg_lock, NULL);
		if (spsc_init(&rs->rd[k].q, READERS_QUEUE_CAP) < 0)
			return -1;
	}
	return 0;
}

int readers_add_chan(struct readers *rs, unsigned k, struct dtl_chan *ch)
{
	return attach_chan(&rs->rd[k], ch);
}

static int attach_chan(struct reader *r, struct dtl_chan *ch)
{
	struct dtl_chan **p = realloc(r->ch, (r->nch + 1) * sizeof(*p));

	if (!p)
		return -1;
	r->ch = p;
	r->ch[r->nch++] = ch;
	ch->rd = r;
	if ((ch->has_aux || ch->read) &&
	    !aux_dtl_init(&ch->dtl, ch->cpu, ch->aux.size, dtl_emit, r)) {
		r->nch--;	/* not read: the caller still owns it */
		return -1;	/* an AUX area no lap fits in */
	}
	if (ch->has_aux)
		set_margin(ch);
	return 0;
}

/* Readers block the stop signals (signals.h), so they land on a thread
 * that checks the flag between waits. */
int readers_start(struct readers *rs, char *err, size_t errlen)
{
	sigset_t old;
	int ret = 0;

	pthread_sigmask(SIG_BLOCK, NULL, &old);
	signals_block_stop();
	for (unsigned k = 0; k < rs->nrd && !ret; k++) {
		ret = pthread_create(&rs->rd[k].thread, NULL, reader_main, &rs->rd[k]);
		if (ret)
			snprintf(err, errlen, "cannot start a reader thread: %s", strerror(ret));
		else
			rs->rd[k].started = true;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return ret ? -1 : 0;
}

/* ---- the merge ---- */

static void sum_stats(struct readers *rs)
{
	struct source_stats *st = &rs->src->stats;

	st->records = st->samples = st->unknown_records = st->unknown_samples = st->dropped = 0;
	for (unsigned k = 0; k < rs->nrd; k++) {
		struct reader *r = &rs->rd[k];

		st->records += __atomic_load_n(&r->records, __ATOMIC_RELAXED);
		st->samples += __atomic_load_n(&r->samples, __ATOMIC_RELAXED);
		st->unknown_records += __atomic_load_n(&r->unknown_records, __ATOMIC_RELAXED);
		st->unknown_samples += __atomic_load_n(&r->unknown_samples, __ATOMIC_RELAXED);
		st->dropped += spsc_overflows(&r->q);
	}
}

/* Events wait in bins of event time until the watermark passes a whole
 * bin; each round sorts just the events of the bins it releases. Before,
 * they waited in one arrival-order array that every round scanned and
 * compacted whole: at 656 simulated vCPUs an event was moved about four
 * times and the scan missed the cache on every line. Now an event is
 * copied once into its bin and read once when released, and a round looks
 * at its own bins only. A bin goes out when the watermark is past its end,
 * which delays events by at most a bin (about 1 ms) more than the
 * watermark does. */

static struct hold_chunk *chunk_get(struct readers *rs)
{
	struct hold_chunk *c = rs->spare;

	if (c) {
		rs->spare = c->next;
		rs->nspare--;
	} else if (!(c = malloc(sizeof(*c)))) {
		return NULL;
	}
	c->next = NULL;
	c->n = 0;
	return c;
}

/* Hand bin's chunks to the spare list; the bin is empty afterwards. */
static void bin_recycle(struct readers *rs, struct hold_bin *b)
{
	if (!b->head)
		return;
	for (const struct hold_chunk *c = b->head; c; c = c->next)
		rs->nspare++;
	b->tail->next = rs->spare;
	rs->spare = b->head;
	b->head = b->tail = NULL;
}

static struct hold_bin *bin_for(struct readers *rs, uint64_t t)
{
	uint64_t b = t >> HOLD_SHIFT;

	if (b < rs->base)	/* late: its bin went out; this goes next */
		b = rs->base;
	else if (b - rs->base >= HOLD_NBINS)
		return &rs->far;
	return &rs->bins[b % HOLD_NBINS];
}

/* Keep ev until its bin goes out; false when out of memory. */
static bool hold(struct readers *rs, const struct event *ev)
{
	struct hold_bin *b = bin_for(rs, ev->time);
	struct hold_chunk *c = b->tail;

	if (!c || c->n == HOLD_CHUNK) {
		struct hold_chunk *n = chunk_get(rs);

		if (!n)
			return false;
		if (c)
			c->next = n;
		else
			b->head = n;
		b->tail = c = n;
	}
	c->time[c->n] = ev->time;
	c->ev[c->n++] = *ev;
	rs->nheld++;
	return true;
}

/* Room for n sort keys; -1 when out of memory. */
static int keys_room(struct readers *rs, size_t n)
{
	size_t cap = rs->cap ? rs->cap : 4096;
	struct held_key *k;

	while (cap < n)
		cap *= 2;
	if (cap == rs->cap)
		return 0;
	k = realloc(rs->keys, cap * sizeof(*k));
	if (!k)
		return -1;
	rs->keys = k;
	k = realloc(rs->keys2, cap * sizeof(*k));
	if (!k)
		return -1;
	rs->keys2 = k;
	rs->cap = cap;
	return 0;
}

#define GATHER_BATCH 256

/* Move the queued events into their bins, straight from the queue slots,
 * and say up to when they may be released (*limit): every event with time
 * <= a reader's watermark is queued before the watermark is stored, so a
 * queue emptied after reading the watermark leaves none behind. *limit is
 * the least such watermark (reader.safe). With back pressure and too many
 * held, only the readers that set it are taken: the others' queues and
 * rings fill and the producer waits, instead of the held events growing.
 * all (the final drain) takes every queue. Out of memory: what cannot be
 * held is dropped, its payload copy freed, and -1 returned. */
static int gather(struct readers *rs, bool all, uint64_t *limit, size_t *moved,
		  unsigned *skipped)
{
	bool bp = !all && rs->backpressure && !rs->bp_stuck && rs->nheld > READERS_HELD_MAX;
	uint64_t least = UINT64_MAX;
	const struct event *ev;
	int ret = 0;

	for (unsigned k = 0; bp && k < rs->nrd; k++)
		least = rs->rd[k].safe < least ? rs->rd[k].safe : least;
	*limit = UINT64_MAX;
	*moved = 0;
	*skipped = 0;
	if (!rs->bins && !(rs->bins = calloc(HOLD_NBINS, sizeof(*rs->bins))))
		ret = -1;
	for (unsigned k = 0; k < rs->nrd; k++) {
		struct reader *r = &rs->rd[k];
		struct spsc *q = &r->q;
		uint64_t w;
		size_t n;

		if (bp && r->safe > least) {	/* ahead: left to wait */
			*limit = r->safe < *limit ? r->safe : *limit;
			++*skipped;
			continue;
		}
		w = __atomic_load_n(&r->wm, __ATOMIC_ACQUIRE);

		while ((n = spsc_peek_n(q, &ev, GATHER_BATCH)) > 0) {
			if (!rs->based) {	/* the first events set the bins */
				uint64_t lo = UINT64_MAX;

				for (size_t i = 0; i < n; i++)
					lo = ev[i].time < lo ? ev[i].time : lo;
				rs->base = lo >> HOLD_SHIFT;
				rs->based = true;
			}
			for (size_t i = 0; i < n; i++) {
				if (!ret && hold(rs, &ev[i]))
					continue;
				ret = -1;
				free((void *)ev[i].tp.raw);
			}
			spsc_consume_n(q, n);
			*moved += n;
		}
		r->safe = w;
		*limit = w < *limit ? w : *limit;
	}
	return ret;
}

#define RADIX_BITS 11
#define RADIX_SIZE (1u << RADIX_BITS)

/* Sort n keys by time, stably: ties keep arrival order, as the per-CPU
 * rings had them (keys are built bin by bin, each in arrival order, and an
 * event in a bin older than its own came later than those released before).
 * An LSD radix sort on time - min: a round's times span a few milliseconds,
 * two passes; a wider span (late events, a stalled reader) takes more. */
static void sort_keys(struct readers *rs, size_t n, uint64_t lo, uint64_t hi)
{
	struct held_key *a = rs->keys, *b = rs->keys2, *t;
	uint64_t span = hi - lo;
	uint32_t count[RADIX_SIZE];

	for (unsigned shift = 0; shift < 64 && (shift == 0 || (span >> shift)); shift += RADIX_BITS) {
		uint32_t sum = 0;

		memset(count, 0, sizeof(count));
		for (size_t i = 0; i < n; i++)
			count[((a[i].time - lo) >> shift) & (RADIX_SIZE - 1)]++;
		for (unsigned d = 0; d < RADIX_SIZE; d++) {
			uint32_t c = count[d];

			count[d] = sum;
			sum += c;
		}
		for (size_t i = 0; i < n; i++)
			b[count[((a[i].time - lo) >> shift) & (RADIX_SIZE - 1)]++] = a[i];
		t = a;
		a = b;
		b = t;
	}
	if (a != rs->keys)
		memcpy(rs->keys, a, n * sizeof(*a));
}

/* Key nk is event i of chunk c; lo and hi keep the span of the keys.
 * Returns nk + 1. */
static inline size_t add_key(struct readers *rs, size_t nk, struct hold_chunk *c, uint32_t i,
			     uint64_t *lo, uint64_t *hi)
{
	uint64_t t = c->time[i];

	rs->keys[nk] = (struct held_key){ t, &c->ev[i] };
	*lo = t < *lo ? t : *lo;
	*hi = t > *hi ? t : *hi;
	return nk + 1;
}

/* Keys for every event of bin b, whose chunks move to out (recycled after
 * delivery; the bin may fill again meanwhile); returns the new count. */
static size_t bin_keys(struct readers *rs, struct hold_bin *b, size_t nk,
		       uint64_t *lo, uint64_t *hi, struct hold_bin *out)
{
	if (!b->head)
		return nk;
	for (struct hold_chunk *c = b->head; c; c = c->next)
		for (uint32_t i = 0; i < c->n; i++)
			nk = add_key(rs, nk, c, i, lo, hi);
	b->tail->next = out->head;
	if (!out->head)
		out->tail = b->tail;
	out->head = b->head;
	b->head = b->tail = NULL;
	return nk;
}

/* The far events (beyond the bins when held) whose bin is before end get
 * keys; the others are held again, now that base has moved. far's chunks
 * are returned in *old, to recycle after delivery. */
static size_t far_keys(struct readers *rs, uint64_t end, size_t nk, uint64_t *lo,
		       uint64_t *hi, struct hold_bin *old)
{
	*old = rs->far;
	rs->far.head = rs->far.tail = NULL;
	for (struct hold_chunk *c = old->head; c; c = c->next)
		for (uint32_t i = 0; i < c->n; i++) {
			struct event *ev = &c->ev[i];

			if ((ev->time >> HOLD_SHIFT) >= end) {	/* hold it again */
				rs->nheld--;
				if (hold(rs, ev))
					continue;
				rs->nheld++;	/* no memory: deliver it early */
			}
			nk = add_key(rs, nk, c, i, lo, hi);
		}
	return nk;
}

/* Deliver the held events of the bins the watermark limit has passed, in
 * time order; returns non-zero when c asked to stop, -1 when it failed
 * (CONSUMER_FAILED: its message is in src->err), -2 out of memory. Too many
 * held (a reader far behind) and no back pressure: release them all. */
static int release(struct readers *rs, uint64_t limit, const struct consumer *c, size_t *done)
{
	uint64_t end, first, stop_bin, lo = UINT64_MAX, hi = 0;
	event_cb cb = c->event;
	event_prefetch_fn pf = c->prefetch;
	void *arg = c->arg;
	struct hold_bin out = { NULL, NULL }, far_old = { NULL, NULL };
	bool all = rs->nheld > READERS_HELD_MAX && (!rs->backpressure || rs->bp_stuck);
	size_t nk = 0, i;
	int stop = 0;

	if (!rs->based)
		return 0;
	/* bins before end are wholly at or before limit */
	end = all || limit == UINT64_MAX ? UINT64_MAX : (limit + 1) >> HOLD_SHIFT;
	if (end <= rs->base)
		return 0;
	if (keys_room(rs, rs->nheld) < 0)
		return -2;
	first = rs->base;
	stop_bin = end - first < HOLD_NBINS ? end : first + HOLD_NBINS;
	for (uint64_t b = first; b < stop_bin; b++)
		nk = bin_keys(rs, &rs->bins[b % HOLD_NBINS], nk, &lo, &hi, &out);
	/* base moves first: far events not released are held after it */
	rs->base = end == UINT64_MAX ? 0 : end;
	rs->based = end != UINT64_MAX;
	if (rs->far.head)
		nk = far_keys(rs, end, nk, &lo, &hi, &far_old);
	if (all)
		for (i = 0; i < nk; i++)
			rs->src->stats.reorder_forced += rs->keys[i].time > limit;
	if (nk)
		sort_keys(rs, nk, lo, hi);
	for (i = 0; i < nk; i++) {
		struct event *ev = rs->keys[i].ev;

		/* bins are read here in time order, not in the order they were
		 * written: load events ahead, and what the consumer will touch
		 * for them a little less far ahead. */
		if (i + PREFETCH_EVENT < nk) {
			const char *p = (const char *)rs->keys[i + PREFETCH_EVENT].ev;

			__builtin_prefetch(p);
			__builtin_prefetch(p + 64);	/* an event may span 3 lines */
			__builtin_prefetch(p + sizeof(*ev) - 1);
		}
		if (pf && i + PREFETCH_MODEL < nk)
			pf(rs->keys[i + PREFETCH_MODEL].ev, 0, arg);
		if (pf && i + PREFETCH_NEAR < nk)
			pf(rs->keys[i + PREFETCH_NEAR].ev, 1, arg);

		if (!stop) {
			source_account(rs->src, ev);	/* source_emit, c's fields in registers */
			stop = cb(ev, arg);
		}
		free((void *)ev->tp.raw);	/* the reader's copy, adopted */
	}
	bin_recycle(rs, &out);
	bin_recycle(rs, &far_old);
	rs->nheld -= nk;
	*done += nk;
	return stop < 0 ? CONSUMER_FAILED : stop;
}

/* What the hold keeps between rounds. The merge lags when the machine is
 * busy (a scrape load, a CPU hog beside it): events pile up, up to
 * READERS_HELD_MAX and a queue per reader more under back pressure, some
 * 60 MiB of chunks and 16 MiB of sort keys at 656 simulated vCPUs. Kept
 * for reuse, that peak stayed for the rest of the session, and RSS told
 * of the worst moment so far, not of what is held. Every HOLD_TRIM_NS the
 * spare chunks past HOLD_SPARE_KEEP (enough for the rounds' churn) are
 * freed, the sort keys too where four times what is held would fit, and
 * the allocator returns the pages those leave free (malloc_trim: freed
 * chunks amid the heap stay resident otherwise). */
#define HOLD_SPARE_KEEP  256			/* chunks: 1.8 MiB */
#define HOLD_TRIM_NS     250000000ull
#define HOLD_TRIM_BYTES  (1u << 20)		/* less freed: no malloc_trim */

static void hold_trim(struct readers *rs)
{
	uint64_t now = readers_now();
	size_t freed = 0;

	if (now - rs->trim_at < HOLD_TRIM_NS)
		return;
	rs->trim_at = now;
	while (rs->nspare > HOLD_SPARE_KEEP) {
		struct hold_chunk *c = rs->spare;

		rs->spare = c->next;
		rs->nspare--;
		free(c);
		freed += sizeof(*c);
	}
	if (rs->cap > 4096 && rs->cap / 4 >= rs->nheld) {
		freed += 2 * rs->cap * sizeof(*rs->keys);
		free(rs->keys);
		free(rs->keys2);
		rs->keys = rs->keys2 = NULL;
		rs->cap = 0;	/* keys_room allocates what the next round needs */
	}
	if (freed >= HOLD_TRIM_BYTES)
		malloc_trim(0);
}

/* Back pressure waits for the readers that hold the release back; one
 * whose watermark never moves again (its clock stopped) would make it wait
 * for ever. After bp_patience_ns of rounds that skipped readers and
 * released nothing, the merge takes every queue and releases early, as
 * live does, until a round releases something again. */
static void bp_progress(struct readers *rs, unsigned skipped, size_t done)
{
	uint64_t now;

	if (done || !rs->backpressure) {
		rs->bp_since = 0;
		rs->bp_stuck = false;
		return;
	}
	if (!skipped)
		return;
	now = readers_now();
	if (!rs->bp_since)
		rs->bp_since = now;
	else if (now - rs->bp_since >= rs->bp_patience_ns)
		rs->bp_stuck = true;
}

/* Take what the queues hold and deliver what the watermarks have passed,
 * or everything (final): 0, 1 when c asked to stop, -1 with src->err. */
static int take_and_release(struct readers *rs, bool final, const struct consumer *c,
			    size_t *moved, size_t *done)
{
	uint64_t limit;
	unsigned skipped;
	int r;

	*done = 0;
	if (gather(rs, final, &limit, moved, &skipped) < 0) {
		snprintf(rs->src->err, sizeof(rs->src->err), "out of memory");
		return -1;
	}
	sum_stats(rs);
	r = release(rs, final ? UINT64_MAX : limit, c, done);
	bp_progress(rs, skipped, *done);
	switch (r) {
	case 0:
		return 0;
	case -2:
		snprintf(rs->src->err, sizeof(rs->src->err), "out of memory");
		return -1;
	case CONSUMER_FAILED:	/* it said why in src->err (-o: the recording) */
		return -1;
	default:
		return 1;
	}
}

static int round_moved(struct readers *rs, const struct consumer *c, size_t *moved)
{
	size_t done;
	int r = take_and_release(rs, false, c, moved, &done);

	hold_trim(rs);
	if (done > *moved)
		*moved = done;
	return r;
}

int readers_round(struct readers *rs, const struct consumer *c, bool *idle)
{
	size_t moved;
	int r = round_moved(rs, c, &moved);

	*idle = !r && !moved;
	return r;
}

/* The session ends: nothing new is produced (quiesce), the readers are
 * joined, and this thread reads what is left in their rings into the held
 * bins, then delivers everything held, whatever the watermark, in one
 * sorted release: a ring can hold more than its reader's queue, and
 * releasing after each pass would deliver the next pass's older events out
 * of order. Bounded: a source that goes on producing is read FINAL_PASSES
 * times at most, and the drain gives up after FINAL_NS (an overloaded
 * session must still end at once). */
#define FINAL_PASSES 64
#define FINAL_NS     500000000ull

static int finish(struct readers *rs, const struct consumer *c)
{
	size_t moved, done;
	int r;

	rs->finishing = true;
	if (rs->quiesce)
		rs->quiesce(rs->quiesce_arg);
	readers_stop(rs);
	for (unsigned k = 0; k < rs->nrd; k++)	/* quiesce knows only the first */
		for (unsigned i = 0; i < rs->rd[k].nextra; i++)
			perf_evlist__disable(rs->rd[k].extra[i].evlist);
	uint64_t until = readers_now() + FINAL_NS;

	for (int pass = 0; pass < FINAL_PASSES && readers_now() < until; pass++) {
		uint64_t limit;
		unsigned skipped;
		size_t n = 0;
		bool behind = false;

		for (unsigned k = 0; k < rs->nrd; k++) {
			struct reader *rd = &rs->rd[k];

			n += drain_evlist(rd, &behind);
			n += drain_chans(rd, &behind);
		}
		if (gather(rs, true, &limit, &moved, &skipped) < 0) {
			snprintf(rs->src->err, sizeof(rs->src->err), "out of memory");
			return -1;
		}
		if (!n && !moved)
			break;
	}
	r = take_and_release(rs, true, c, &moved, &done);
	return r < 0 ? -1 : 0;
}

int readers_run(struct readers *rs, const struct consumer *c)
{
	struct timespec nap = { 0, READERS_IDLE_NS };

	__atomic_store_n(&rs->raw, c->raw, __ATOMIC_RELEASE);
	__atomic_store_n(&rs->go, true, __ATOMIC_RELEASE);
	source_ready(rs->src);
	while (!signals_stopping() && !__atomic_load_n(&rs->halt, __ATOMIC_ACQUIRE)) {
		size_t moved;
		int r = round_moved(rs, c, &moved);

		if (r)
			return r < 0 ? -1 : 0;
		/* A light round rests as a light reader pass does: the
		 * readers queue a pass every READERS_PACE_NS or so, and a
		 * round between two passes finds nothing; the queues hold
		 * far more than a rest's worth of events. */
		if (moved < READERS_PACE_BATCH)
			nanosleep(&nap, NULL);
	}
	return finish(rs, c);
}

void readers_halt(struct readers *rs)
{
	__atomic_store_n(&rs->halt, true, __ATOMIC_RELEASE);
}

void readers_stop(struct readers *rs)
{
	__atomic_store_n(&rs->stop, true, __ATOMIC_RELEASE);
	for (unsigned k = 0; k < rs->nrd; k++)
		if (rs->rd[k].started)
			pthread_join(rs->rd[k].thread, NULL);
	for (unsigned k = 0; k < rs->nrd; k++)
		rs->rd[k].started = false;
}

void readers_free(struct readers *rs)
{
	struct event ev;

	for (uint32_t b = 0; rs->bins && b <= HOLD_NBINS; b++) {
		struct hold_bin *bin = b < HOLD_NBINS ? &rs->bins[b] : &rs->far;

		for (struct hold_chunk *c = bin->head; c; c = c->next)
			for (uint32_t i = 0; i < c->n; i++)
				free((void *)c->ev[i].tp.raw);
		bin_recycle(rs, bin);
	}
	while (rs->spare) {
		struct hold_chunk *c = rs->spare;

		rs->spare = c->next;
		free(c);
	}
	free(rs->bins);
	rs->bins = NULL;
	free(rs->keys);
	free(rs->keys2);

	for (unsigned k = 0; k < rs->nrd; k++) {
		struct reader *r = &rs->rd[k];

		if (r->q.slots) {
			while (spsc_pop(&r->q, &ev))
				free((void *)ev.tp.raw);
			rs->dropped += spsc_overflows(&r->q);
			spsc_free(&r->q);
		}
		free(r->ch);
		for (unsigned i = 0; i < r->nextra; i++)
			readers_evlist_destroy(r->extra[i].evlist);
		free(r->extra);
		for (unsigned i = 0; i < r->nchg; i++)
			readers_evlist_destroy(r->chg[i].evlist);
		pthread_mutex_destroy(&r->chg_lock);
	}
	/* No source_stats field says "dropped by dtltop itself": say it here. */
	if (rs->dropped)
		fprintf(stderr, "dtltop: %llu events dropped: a reader queue was full\n",
			(unsigned long long)rs->dropped);
	free(rs->rd);
	rs->rd = NULL;
}
