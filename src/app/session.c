// SPDX-License-Identifier: GPL-2.0-only
/* session.c: runs a source on a feeder thread into a model shared with the
 * UI under one mutex. Events are buffered and fed a batch at a time, so the
 * lock is taken once per batch; replay is paced against the wall clock when
 * a speed is chosen, and can be paused, stepped and fast-forwarded. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "session.h"
#include "signals.h"

#define FEED_BATCH     512		/* events per lock */
#define FEED_FLUSH_NS  10000000ull	/* live: hand a partial batch on after 10 ms */

const double session_speeds[] = { 0.25, 0.5, 1, 2, 5, 10, 100, 0 };
const unsigned session_nspeeds = sizeof(session_speeds) / sizeof(session_speeds[0]);

struct session {
	struct source *src;
	struct consumer_wrap *wrap;	/* in front of on_event, or NULL */
	struct model *m;
	struct model_opts mo;		/* as asked for: a span model is built alike */
	pthread_mutex_t lock;		/* the model, st */
	pthread_cond_t wake;		/* feeder: pause/speed/stop changed */
	pthread_t thread;
	bool started;
	struct session_state st;	/* under lock */
	bool stop;			/* under lock */
	uint64_t step_until;		/* under lock: paused, but feed up to this;
					 * 0 after a pause (a new series of steps) */
	uint64_t step_ns;		/* under lock: a step asked for, not begun */
	uint64_t seek_to;		/* under lock: seeking target */
	bool seek_rel;			/* under lock: seek_to is seek_off after the
					 * first event, not taken yet (--paused) */
	uint64_t seek_off;
	/* feeder-only state */
	struct event buf[FEED_BATCH];
	size_t nbuf;
	uint64_t last_flush;		/* wall ns */
	uint64_t last_t;		/* time of the newest event taken */
	uint64_t anchor_wall, anchor_ev;	/* pacing: wall and event time pairs */
	bool anchored;
	unsigned seen_gen;		/* ctl_gen when anchored */
	unsigned ctl_gen;		/* __atomic: bumped by every control change */
};

static uint64_t wall_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

struct session *session_new(struct source *src, const struct model_opts *mo,
			    struct consumer_wrap *wrap)
{
	struct session *s = calloc(1, sizeof(*s));

	if (!s)
		return NULL;
	s->m = model_new(mo);
	if (!s->m) {
		free(s);
		return NULL;
	}
	if (mo)
		s->mo = *mo;
	s->src = src;
	s->wrap = wrap;
	pthread_mutex_init(&s->lock, NULL);
	pthread_cond_init(&s->wake, NULL);
	s->st.pace = src && src->info.paced;
	s->st.speed = session_nspeeds - 1;	/* as fast as possible */
	return s;
}

void session_free(struct session *s)
{
	if (!s)
		return;
	session_stop(s);
	model_free(s->m);
	pthread_cond_destroy(&s->wake);
	pthread_mutex_destroy(&s->lock);
	free(s);
}

void session_lock(struct session *s)
{
	pthread_mutex_lock(&s->lock);
}

void session_unlock(struct session *s)
{
	pthread_mutex_unlock(&s->lock);
}

struct model *session_model(struct session *s)
{
	return s->m;
}

const struct source *session_source(const struct session *s)
{
	return s->src;
}

void session_feed(struct session *s, const struct event *ev)
{
	model_feed(s->m, ev);
	if (!s->st.fed++)
		s->st.first_ns = ev->time;
}

static void flush(struct session *s)
{
	if (!s->nbuf)
		return;
	pthread_mutex_lock(&s->lock);
	for (size_t i = 0; i < s->nbuf; i++)
		session_feed(s, &s->buf[i]);
	pthread_mutex_unlock(&s->lock);
	s->nbuf = 0;
}

/* Absolute deadline for pthread_cond_timedwait (CLOCK_REALTIME), ns ahead. */
static struct timespec deadline(uint64_t ns)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	ns += (uint64_t)ts.tv_nsec;
	ts.tv_sec += (time_t)(ns / 1000000000ull);
	ts.tv_nsec = (long)(ns % 1000000000ull);
	return ts;
}

/* Paced replay: whether the event at t is ahead of the wall clock (more
 * than a millisecond), and when it is due. Feeder thread only, no lock: the
 * anchor pairs an event time with the wall time it was delivered at, and is
 * taken afresh after any control change (ctl_gen) or a jump back in time. */
static bool due_at(struct session *s, uint64_t t, uint64_t *due, uint64_t *now)
{
	double speed = session_speeds[__atomic_load_n(&s->st.speed, __ATOMIC_RELAXED)];
	unsigned gen = __atomic_load_n(&s->ctl_gen, __ATOMIC_ACQUIRE);

	if (speed <= 0)
		return false;
	*now = wall_ns();
	if (!s->anchored || gen != s->seen_gen || t < s->anchor_ev) {
		s->anchor_wall = *now;
		s->anchor_ev = t;
		s->anchored = true;
		s->seen_gen = gen;
	}
	*due = s->anchor_wall + (uint64_t)((double)(t - s->anchor_ev) / speed);
	return *due > *now + 1000000;
}

/* Whether the event at t may go now; otherwise wait (lock held) for the
 * state to change or, when paced, for the wall clock to catch up. Returns
 * -1 to stop, 0 to deliver, 1 to ask again. */
static int gate(struct session *s, uint64_t t)
{
	uint64_t due, now;

	if (s->stop)
		return -1;
	if (s->st.seeking) {
		if (s->seek_rel) {	/* t is the first event: nothing fed */
			s->seek_to = (s->st.fed ? s->st.first_ns : t) + s->seek_off;
			s->seek_rel = false;
		}
		if (t < s->seek_to)
			return 0;
		__atomic_store_n(&s->st.seeking, false, __ATOMIC_RELAXED);
		__atomic_store_n(&s->st.paused, true, __ATOMIC_RELAXED);
	}
	if (s->st.paused) {
		if (s->step_ns) {
			/* from the end of the last step, so steps tile time;
			 * else from the newest event, or this first one */
			uint64_t base = s->st.fed ? s->last_t : t;

			if (s->step_until > base)
				base = s->step_until;
			s->step_until = base + s->step_ns;
			s->step_ns = 0;
		}
		if (t < s->step_until)
			return 0;
		s->anchored = false;	/* a resume starts a new anchor */
		pthread_cond_wait(&s->wake, &s->lock);
		return 1;
	}
	if (!due_at(s, t, &due, &now))
		return 0;
	struct timespec ts = deadline(due - now);

	pthread_cond_timedwait(&s->wake, &s->lock, &ts);
	return 1;
}

/* Replay only: hold the event until the controls let it through. */
static int pace(struct session *s, uint64_t t)
{
	int r;

	flush(s);	/* what is already due is shown while we wait */
	pthread_mutex_lock(&s->lock);
	while ((r = gate(s, t)) == 1)
		;
	pthread_mutex_unlock(&s->lock);
	return r < 0;
}

/* Cheap test first, without the lock: only a paused, seeking or stopping
 * session, or a paced one that is ahead of the wall clock, has to wait. The
 * flags are re-read under the lock in pace(); a stale read only delays the
 * reaction by one event. So a replay at any speed still feeds the model a
 * batch per lock, and takes the lock per event only to wait. */
static bool needs_gate(struct session *s, uint64_t t)
{
	uint64_t due, now;

	return __atomic_load_n(&s->stop, __ATOMIC_RELAXED) ||
	       __atomic_load_n(&s->st.paused, __ATOMIC_RELAXED) ||
	       __atomic_load_n(&s->st.seeking, __ATOMIC_RELAXED) ||
	       due_at(s, t, &due, &now);
}

static int on_event(const struct event *ev, void *arg)
{
	struct session *s = arg;

	/* Thread names and maps go to the model's process maps now, in
	 * order: the file name of an EV_MMAP is only valid during this call */
	if (ev_names_task(ev)) {
		flush(s);
		pthread_mutex_lock(&s->lock);
		model_feed(s->m, ev);
		pthread_mutex_unlock(&s->lock);
		return 0;
	}
	if (s->st.pace) {
		if (needs_gate(s, ev->time) && pace(s, ev->time))
			return 1;
	} else if (__atomic_load_n(&s->stop, __ATOMIC_RELAXED)) {
		return 1;
	}
	s->buf[s->nbuf] = *ev;
	s->buf[s->nbuf].tp.raw = NULL;	/* valid only during this call */
	s->last_t = ev->time;
	if (++s->nbuf == FEED_BATCH) {
		flush(s);
	} else if (!s->st.pace) {
		/* live: events trickle; do not sit on them for long */
		uint64_t now = wall_ns();

		if (now - s->last_flush >= FEED_FLUSH_NS) {
			flush(s);
			s->last_flush = now;
		}
	}
	return 0;
}

static void *feeder(void *arg)
{
	struct session *s = arg;
	const struct consumer c = { .event = on_event, .maps = true, .arg = s };
	int ret;

	signals_thread_init();	/* a crash here runs the hooks too */
	s->last_flush = wall_ns();
	ret = source_run(s->src, consumer_wrap(s->wrap, &c));
	flush(s);
	pthread_mutex_lock(&s->lock);
	s->st.ended = true;
	s->st.running = false;
	s->st.seeking = false;
	if (ret < 0) {
		s->st.failed = true;
		snprintf(s->st.err, sizeof(s->st.err), "%s", s->src->err);
	}
	pthread_mutex_unlock(&s->lock);
	signals_thread_fini();
	return NULL;
}

int session_start(struct session *s)
{
	if (!s->src || s->started)
		return -1;
	s->st.running = true;
	if (pthread_create(&s->thread, NULL, feeder, s)) {
		s->st.running = false;
		return -1;
	}
	s->started = true;
	return 0;
}

void session_stop(struct session *s)
{
	if (!s->started)
		return;
	pthread_mutex_lock(&s->lock);
	__atomic_store_n(&s->stop, true, __ATOMIC_RELAXED);
	pthread_cond_broadcast(&s->wake);
	pthread_mutex_unlock(&s->lock);
	source_stop(s->src);
	pthread_join(s->thread, NULL);
	s->started = false;
}

void session_state(struct session *s, struct session_state *st)
{
	pthread_mutex_lock(&s->lock);
	*st = s->st;
	pthread_mutex_unlock(&s->lock);
	if (s->src) {	/* written by the feeder without the lock */
		st->bytes_done = __atomic_load_n(&s->src->bytes_done, __ATOMIC_RELAXED);
		st->bytes_total = s->src->bytes_total;	/* set before the feeder starts */
	}
}

/* Apply a control change and wake the feeder. */
#define CONTROL(s, body) do {				\
		pthread_mutex_lock(&(s)->lock);		\
		if ((s)->st.pace) {			\
			body;				\
			__atomic_fetch_add(&(s)->ctl_gen, 1, __ATOMIC_RELEASE); \
			pthread_cond_broadcast(&(s)->wake); \
		}					\
		pthread_mutex_unlock(&(s)->lock);	\
	} while (0)

void session_set_paused(struct session *s, bool paused)
{
	CONTROL(s, {
		__atomic_store_n(&s->st.paused, paused, __ATOMIC_RELAXED);
		__atomic_store_n(&s->st.seeking, false, __ATOMIC_RELAXED);
		s->seek_rel = false;
		s->step_until = 0;
		s->step_ns = 0;
	});
}

void session_speed_step(struct session *s, int dir)
{
	CONTROL(s, {
		unsigned v = s->st.speed;

		if (dir > 0 && v + 1 < session_nspeeds)
			v++;
		else if (dir < 0 && v > 0)
			v--;
		__atomic_store_n(&s->st.speed, v, __ATOMIC_RELAXED);
	});
}

void session_step(struct session *s, uint64_t ns)
{
	CONTROL(s, {
		if (s->st.paused)
			s->step_ns = ns;
	});
}

void session_seek_from_first(struct session *s, uint64_t offset_ns)
{
	CONTROL(s, {
		s->seek_rel = !s->st.fed;
		s->seek_off = offset_ns;
		s->seek_to = s->st.first_ns + offset_ns;	/* when fed */
		__atomic_store_n(&s->st.seeking, true, __ATOMIC_RELAXED);
		__atomic_store_n(&s->st.paused, false, __ATOMIC_RELAXED);
	});
}

void session_seek(struct session *s, uint64_t target_ns)
{
	CONTROL(s, {
		s->seek_rel = false;
		s->seek_to = target_ns;
		__atomic_store_n(&s->st.seeking, true, __ATOMIC_RELAXED);
		__atomic_store_n(&s->st.paused, false, __ATOMIC_RELAXED);
	});
}

/* session_entries_at: what the second source delivers is kept here. */
struct reread {
	uint32_t cpu;
	uint64_t t0, t1;
	struct model_recent *out;
	size_t max, n;
};

static int reread_event(const struct event *ev, void *arg)
{
	struct reread *r = arg;
	struct model_recent *e;

	if (ev->time >= r->t1)
		return 1;	/* done: events come in time order */
	if (ev->cpu != r->cpu || ev->time < r->t0 ||
	    (ev->kind != EV_DTL && ev->kind != EV_SCHED_SWITCH))
		return 0;
	if (r->n == r->max)
		return 1;
	e = &r->out[r->n++];
	memset(e, 0, sizeof(*e));
	e->time = ev->time;
	e->kind = (uint16_t)ev->kind;
	if (ev->kind == EV_DTL) {
		e->dtl = ev->dtl.e;
		return 0;
	}
	e->sw.prev_pid = ev->sw.prev_pid;
	e->sw.next_pid = ev->sw.next_pid;
	e->sw.prev_state = ev->sw.prev_state;
	memcpy(e->sw.prev_comm, ev->sw.prev_comm, TASK_COMM_LEN);
	memcpy(e->sw.next_comm, ev->sw.next_comm, TASK_COMM_LEN);
	return 0;
}

/* The one place a recording is read again: a second source on the same
 * input, started near t0 (source.h: at a checkpoint of the first reader's,
 * so events before t0 may come too), run into c until the end or until c
 * stops it. 0, or -1 with err. */
static int reread(struct session *s, uint64_t t0, const struct consumer *c, char *err,
		  size_t errlen)
{
	struct source *two;
	int ret;

	/* the source's ops and input are set at open and constant: no lock */
	if (!s->src || !s->src->ops->reopen) {
		snprintf(err, errlen, "only a recording can be read again");
		return -1;
	}
	two = s->src->ops->reopen(s->src, t0, err, errlen);
	if (!two)
		return -1;
	ret = source_run(two, c);
	if (ret < 0)
		snprintf(err, errlen, "%s", two->err);
	source_close(two);
	return ret < 0 ? -1 : 0;
}

long session_entries_at(struct session *s, uint32_t cpu, uint64_t t0, uint64_t t1,
			struct model_recent *out, size_t max, char *err, size_t errlen)
{
	struct reread r = { .cpu = cpu, .t0 = t0, .t1 = t1, .out = out, .max = max };
	struct consumer c = { .event = reread_event, .arg = &r };

	return reread(s, t0, &c, err, errlen) < 0 ? -1 : (long)r.n;
}

/* session_span_model: the new model and where the feed is. */
struct span_feed {
	struct model *m;
	uint64_t t0, t1;
	bool in_span;		/* model_reset done at the first event >= t0 */
	const bool *cancel;
	bool cancelled;
};

static int span_event(const struct event *ev, void *arg)
{
	struct span_feed *f = arg;

	if (f->cancel && __atomic_load_n(f->cancel, __ATOMIC_RELAXED)) {
		f->cancelled = true;
		return 1;
	}
	if (ev->time >= f->t1)
		return 1;	/* done: events come in time order */
	/* as the feeder: thread names are for --script */
	if (ev_names_task(ev))
		return 0;
	if (!f->in_span && ev->time >= f->t0) {
		/* what came before only sets the continuity state (the task
		 * running on each vCPU, its last processor): the counters,
		 * reasons and tasks start here */
		model_reset(f->m);
		f->in_span = true;
	}
	model_feed(f->m, ev);
	return 0;
}

struct model *session_span_model(struct session *s, uint64_t t0, uint64_t t1,
				 const bool *cancel, char *err, size_t errlen)
{
	struct span_feed f = { .t0 = t0, .t1 = t1, .cancel = cancel };
	struct consumer c = { .event = span_event, .arg = &f };

	if (t1 <= t0) {
		snprintf(err, errlen, "an empty span");
		return NULL;
	}
	f.m = model_new(&s->mo);
	if (!f.m) {
		snprintf(err, errlen, "out of memory for the span's model");
		return NULL;
	}
	if (reread(s, t0, &c, err, errlen) < 0 || f.cancelled) {
		if (f.cancelled)
			snprintf(err, errlen, "cancelled");
		model_free(f.m);
		return NULL;
	}
	if (!f.in_span)		/* nothing at or after t0: an empty window */
		model_reset(f.m);
	model_settle(f.m);
	return f.m;
}
