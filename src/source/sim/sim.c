// SPDX-License-Identifier: GPL-2.0-only
/* sim.c: the simulator source: the pool model and the kernel stand-in run on
 * one producer thread in real time; the same reader threads and merge as
 * live capture turn their rings into the event stream. */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "dtl-lap.h"
#include "live.h"
#include "readers.h"
#include "record.h"
#include "signals.h"
#include "sim-hotplug.h"
#include "sim-kernel.h"
#include "sim-syms.h"
#include "sim.h"
#include "tracepoint.h"

#define SIM_TICK_NS      1000000L	/* producer step */
/* Simulated time one step may cover is bounded (SIM_STEP_MAX_NS): a stop
 * request is seen within a step, and after a stall (the producer waits for
 * its readers rather than lose events) simulated time catches up with the
 * clock in steps, not at once. */
#define SIM_READERS_DEF  8
#define SIM_DEF_POLL_NS  LIVE_DEF_POLL_NS	/* as live */

struct sim {
	struct source src;
	struct readers rs;
	struct sim_pool *pool;
	struct sim_kernel *k;
	struct dtl_chan *ch;
	uint64_t *want_gen;	/* per vCPU: the reopen a reader waits for */
	uint32_t n;
	uint64_t poll_ns;
	uint32_t dtl_mask;
	uint8_t *blob;		/* tracing data of the embedded formats, for -o */
	size_t blob_len;
	pthread_t prod;
	bool prod_started;
	bool stop;		/* __atomic */
	bool maps_sent;		/* the tasks' EV_MMAPs went out (sim_run) */
	uint64_t done_ns;	/* __atomic: every event up to this is in a ring */
	uint64_t sim_now;	/* producer: simulated time reached (lags the
				 * clock while the producer stalls) */
	/* The simulated lparcfg's pool_idle_time (ticks), when it was last
	 * read and the pool's busy time then (producer's thread after start) */
	double lpar_idle, lpar_busy;
	uint64_t lpar_ns;
	/* --sim-hotplug: the schedule, from t0 (sim_open's time), and the
	 * next step to take (producer) */
	struct sim_hp_step *hp;
	size_t nhp, hp_next;
	uint64_t t0;
};

static const struct source_ops sim_ops;
static void sim_close(struct source *s);

/* Exact, so readers need no slack: the producer wrote every event up to its
 * last step, and every DTL entry older than one poll interval is in AUX. */
static uint64_t sim_clock(void *arg)
{
	return __atomic_load_n(&((struct sim *)arg)->done_ns, __ATOMIC_ACQUIRE);
}

uint64_t sim_step_target(uint64_t real_ns, uint64_t reached_ns, uint64_t max_ns)
{
	return real_ns - reached_ns > max_ns ? reached_ns + max_ns : real_ns;
}

uint64_t sim_step_adapt(uint64_t cur_ns, bool waited)
{
	if (waited)
		return cur_ns / 2 > SIM_STEP_MIN_NS ? cur_ns / 2 : SIM_STEP_MIN_NS;
	cur_ns += cur_ns / 8;
	return cur_ns < SIM_STEP_MAX_NS ? cur_ns : SIM_STEP_MAX_NS;
}

/* The simulated lparcfg as read at now_ns: the pool's, with its idle time
 * advanced to now (its processors' time minus the runs of its vCPUs since
 * the last read) and the timebase then (what lparstat's app needs). */
static void sim_lpar_read(struct sim *sm, uint64_t now_ns, struct lparcfg *out)
{
	double busy = sim_pool_busy_ns(sm->pool);
	double idle = (double)sim_pool_processors(sm->pool) * (double)(now_ns - sm->lpar_ns) -
		      (busy - sm->lpar_busy);

	if (idle > 0)
		sm->lpar_idle += idle * ((double)SIM_TB_FREQ / 1e9);
	sm->lpar_busy = busy;
	sm->lpar_ns = now_ns;
	sim_pool_lparcfg(sm->pool, out);
	out->have |= LPARCFG_HAVE_POOL_IDLE | LPARCFG_HAVE_TBR;
	out->pool_idle_time = (uint64_t)sm->lpar_idle;
	out->tbr = (uint64_t)((double)now_ns * ((double)SIM_TB_FREQ / 1e9));
}

/* The schedule's steps due by now: the vCPU's events up to the step's time
 * are written first, then its reader is told (the change is stamped with
 * that time), then the pool stops or restarts it. A step the reader has no
 * room for waits for the next tick. */
static void hotplug_steps(struct sim *sm, uint64_t now, const struct sim_sink *sink)
{
	while (sm->hp_next < sm->nhp) {
		const struct sim_hp_step *st = &sm->hp[sm->hp_next];
		uint64_t at = sm->t0 + st->at_ns;
		unsigned k = (unsigned)((uint64_t)st->cpu * sm->rs.nrd / sm->n);
		struct reader_change chg;

		if (at > now)
			return;
		if (at > sm->sim_now)
			sim_pool_advance(sm->pool, at, sink, &sm->stop);
		else
			at = sm->sim_now;	/* already simulated that far */
		chg = (struct reader_change){ .cpu = st->cpu, .online = st->online, .time = at };
		if (readers_post(&sm->rs, k, &chg) < 0)
			return;
		sim_pool_set_online(sm->pool, st->cpu, st->online, at);
		/* the count a service says changed (service.c) */
		__atomic_add_fetch(&sm->src.info.nr_cpus_online, st->online ? 1u : (uint32_t)-1,
				   __ATOMIC_RELAXED);
		sm->hp_next++;
	}
}

static void *producer_main(void *arg)
{
	struct sim *sm = arg;
	struct sim_sink sink = sim_kernel_sink(sm->k);
	struct timespec tick = { 0, SIM_TICK_NS };
	uint64_t step_max = SIM_STEP_MIN_NS;	/* grows while the rings keep up */

	pthread_setname_np(pthread_self(), "dtltop-sim");
	signals_thread_init();
	while (!__atomic_load_n(&sm->stop, __ATOMIC_ACQUIRE)) {
		uint64_t real = readers_now(), stalls = sm->k->stalls;
		uint64_t now = sim_step_target(real, sm->sim_now, step_max);

		hotplug_steps(sm, now, &sink);
		sim_pool_advance(sm->pool, now, &sink, &sm->stop);
		sim_kernel_poll(sm->k, now);
		sim_kernel_publish(sm->k);
		step_max = sim_step_adapt(step_max, sm->k->stalls != stalls);
		sm->sim_now = now;
		/* once a period, as live re-reads /proc/powerpc/lparcfg */
		if (now - sm->lpar_ns >= SOURCE_LPAR_PERIOD_NS) {
			struct lparcfg c;

			sim_lpar_read(sm, now, &c);
			source_lpar_update(sm->src.lpar_live, &c);
		}
		if (now > sm->poll_ns)
			__atomic_store_n(&sm->done_ns, now - sm->poll_ns - 1, __ATOMIC_RELEASE);
		if (now == real)	/* caught up: wait for the next tick */
			nanosleep(&tick, NULL);
	}
	signals_thread_fini();
	return NULL;
}

static struct tp_decoder *sim_decoder(char *err, size_t errlen)
{
	uint8_t *blob = NULL;
	size_t len = tracing_blob(&blob, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__);
	struct tep_handle *tep = len ? tracing_data_parse(blob, len, err, errlen) : NULL;

	free(blob);
	return tep ? tp_decoder_new(tep) : NULL;
}

/* dtl_chan.reopen: the producer replaces the event at its next step. */
/* readers.quiesce: the simulated kernel stops writing. */
static void stop_producer(void *arg)
{
	struct sim *sm = arg;

	__atomic_store_n(&sm->stop, true, __ATOMIC_RELEASE);
	if (sm->prod_started)
		pthread_join(sm->prod, NULL);
	sm->prod_started = false;
}

static int sim_reopen(struct dtl_chan *ch, void *arg)
{
	struct sim *sm = arg;
	void *pg, *data, *aux;

	if (!ch->reopening) {
		sm->want_gen[ch->cpu] = sim_kernel_generation(sm->k, ch->cpu) + 1;
		sim_kernel_request_reopen(sm->k, ch->cpu);
		return 1;
	}
	if (sim_kernel_generation(sm->k, ch->cpu) < sm->want_gen[ch->cpu])
		return 1;
	sim_kernel_chan(sm->k, ch->cpu, &pg, &data, &aux);
	aux_ring_init(&ch->aux, pg, aux, sm->k->aux_size);
	return 0;
}

static int setup_readers(struct sim *sm, const struct sim_opts *o, char *err, size_t errlen)
{
	unsigned nrd = o->readers ? o->readers : SIM_READERS_DEF;

	if (nrd > sm->n)
		nrd = sm->n;
	if (readers_init(&sm->rs, &sm->src, nrd) < 0)
		goto oom;
	sm->rs.clock = sim_clock;
	sm->rs.clock_arg = sm;
	sm->rs.quiesce = stop_producer;
	sm->rs.quiesce_arg = sm;
	sm->rs.backpressure = true;	/* the simulated kernel stalls, never loses */
	sm->rs.hurry = &sm->k->waiting;
	sm->rs.walk = o->walk;
	for (unsigned k = 0; k < nrd; k++) {
		struct reader *r = &sm->rs.rd[k];

		r->attr.sample_type = SIM_SAMPLE_TYPE;
		r->attr.type = PERF_TYPE_TRACEPOINT;
		r->attr.kind = EVSEL_TRACEPOINT;
		r->tp = sim_decoder(err, errlen);
		if (!r->tp)
			return -1;
	}
	for (uint32_t i = 0; i < sm->n; i++) {
		struct dtl_chan *ch = &sm->ch[i];
		void *pg, *data, *aux;

		sim_kernel_chan(sm->k, i, &pg, &data, &aux);
		ch->cpu = i;
		perf_ring_init(&ch->data, pg, data, sm->k->data_size);
		aux_ring_init(&ch->aux, pg, aux, sm->k->aux_size);
		ch->has_aux = true;
		ch->reopen = sim_reopen;
		ch->reopen_arg = sm;
		/* Contiguous chunks: neighbouring CPUs share a reader. */
		if (readers_add_chan(&sm->rs, (unsigned)((uint64_t)i * nrd / sm->n), ch) < 0)
			goto oom;
	}
	return 0;
oom:
	snprintf(err, errlen, "out of memory");
	return -1;
}

static int start_producer(struct sim *sm, char *err, size_t errlen)
{
	sigset_t old;
	int ret;

	/* Stop signals belong to a thread that polls for them (signals.h). */
	pthread_sigmask(SIG_BLOCK, NULL, &old);
	signals_block_stop();
	ret = pthread_create(&sm->prod, NULL, producer_main, sm);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (ret) {
		snprintf(err, errlen, "cannot start the simulator thread: %s", strerror(ret));
		return -1;
	}
	sm->prod_started = true;
	return 0;
}

static void fill_info(struct sim *sm)
{
	struct source_info *in = &sm->src.info;
	struct utsname u;

	in->kind = "simulated";
	source_wall_clock(&in->clock, CLOCK_MONOTONIC, WC_EXACT, "CLOCK_REALTIME");
	in->smt = SOURCE_SMT_DEFAULT;
	if (uname(&u) == 0) {
		snprintf(in->hostname, sizeof(in->hostname), "%s", u.nodename);
		snprintf(in->osrelease, sizeof(in->osrelease), "%s", u.release);
	}
	snprintf(in->arch, sizeof(in->arch), "ppc64le");
	snprintf(in->cpudesc, sizeof(in->cpudesc),
		 "simulated shared-processor pool: %u vCPUs on %u processors", sm->n,
		 sim_pool_processors(sm->pool));
	in->nr_cpus_avail = in->nr_cpus_online = sm->n;
	in->chip_of = calloc(sm->n ? sm->n : 1, sizeof(*in->chip_of));
	for (uint32_t c = 0; in->chip_of && c < sm->n; c++)
		in->chip_of[c] = c / SIM_VCPUS_PER_CHIP;
	in->nchip_of = in->chip_of ? sm->n : 0;
	in->has_dtl = true;
	in->dtl_iface = DTL_IFACE_VPA;
	snprintf(in->dtl_why, sizeof(in->dtl_why), "simulated vpa_dtl");
	/* in->lpar: the first lparcfg read, set in sim_open */
	in->aux_size = sm->k->aux_size;
	/* the symbols its srr0 are drawn from (sim-syms.h) */
	in->kallsyms = sim_kallsyms;
	in->kallsyms_len = sim_kallsyms_len;
	in->dso_text = sim_dso_text;
	in->ndso_text = sim_ndso_text;
	in->name_width = (uint32_t)strlen("sched:sched_switch");
}

uint64_t sim_aux_default(uint32_t vcpus)
{
	uint64_t aux = DTL_AUX_DEFAULT;

	while (aux > SIM_HOST_PAGE && (uint64_t)vcpus * aux > SIM_AUX_BUDGET)
		aux /= 2;
	return aux;
}

struct source *sim_open(const struct sim_opts *o, char *err, size_t errlen)
{
	struct sim *sm = calloc(1, sizeof(*sm));
	uint64_t now = readers_now();

	err[0] = '\0';
	if (!sm) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	sm->src.ops = &sim_ops;
	sm->src.priv = sm;
	sm->n = o->vcpus ? o->vcpus : SIM_DEF_VCPUS;
	sm->poll_ns = o->poll_ns ? o->poll_ns : SIM_DEF_POLL_NS;
	sm->dtl_mask = o->dtl_mask ? o->dtl_mask : DTL_MASK_ALL;
	sm->t0 = now;
	if (o->hotplug && sim_hotplug_parse(o->hotplug, sm->n, &sm->hp, &sm->nhp, err, errlen) < 0) {
		char why[200];

		snprintf(why, sizeof(why), "%s", err);
		snprintf(err, errlen, "--sim-hotplug: %s", why);
		free(sm);
		return NULL;
	}
	if (sched_formats_init() < 0) {
		snprintf(err, errlen, "simulator: bad embedded event formats");
		free(sm->hp);
		free(sm);
		return NULL;
	}
	sm->pool = sim_pool_new(sm->n, o->rate ? o->rate : SIM_DEF_RATE,
				sm->dtl_mask, now, o->seed + 1);
	sm->k = sim_kernel_new(sm->n, sm->poll_ns, now, format_id(fmt_sched_switch),
			       format_id(fmt_sched_wakeup),
			       o->data_size ? o->data_size : SIM_DATA_DEFAULT,
			       o->aux_size ? o->aux_size : sim_aux_default(sm->n));
	if (sm->k)
		sm->k->stop = &sm->stop;
	sm->sim_now = now;
	sm->ch = calloc(sm->n, sizeof(*sm->ch));
	sm->want_gen = calloc(sm->n, sizeof(*sm->want_gen));
	if (!sm->pool || !sm->k || !sm->ch || !sm->want_gen) {
		snprintf(err, errlen, "out of memory");
		sim_close(&sm->src);
		return NULL;
	}
	/* the first lparcfg read, before the producer re-reads it: a pool
	 * that has been half idle since boot, so the counter is not 0 */
	{
		struct lparcfg first;

		sm->lpar_idle = (double)sim_pool_processors(sm->pool) / 2.0 * (double)now *
				((double)SIM_TB_FREQ / 1e9);
		sm->lpar_ns = now;
		sim_lpar_read(sm, now, &first);
		sm->src.info.lpar = first;
		sm->src.lpar_live = source_lpar_new(&first);
	}
	sm->src.tp = sim_decoder(err, errlen);
	if (!sm->src.tp || setup_readers(sm, o, err, errlen) < 0 ||
	    readers_start(&sm->rs, err, errlen) < 0 || start_producer(sm, err, errlen) < 0) {
		if (!err[0])
			snprintf(err, errlen, "simulator: cannot load its event formats");
		sim_close(&sm->src);
		return NULL;
	}
	fill_info(sm);
	return &sm->src;
}

static bool sim_boottb(void *arg, uint32_t cpu, struct dtl_boottb *out)
{
	(void)arg;
	(void)cpu;
	*out = (struct dtl_boottb){ SIM_BOOT_TB, SIM_TB_FREQ };
	return true;
}

/* The simulated tasks, for -o's FORK and COMM records: every vCPU's
 * tasks, children of init like the services they are named after. */
static int sim_tasks(void *arg, record_task_fn put, void *ctx)
{
	struct sim *sm = arg;

	for (uint32_t c = 0; c < sm->n; c++)
		for (int k = 0; k < SIM_POOL_TASKS; k++) {
			struct raw_task t = sim_pool_task(sm->pool, c, k);
			int r = put(ctx, t.pid, t.pid, 1, t.comm);

			if (r)
				return r;
		}
	return 0;
}

static int sim_record_setup(struct source *s, struct record_setup *rs)
{
	struct sim *sm = s->priv;

	if (!sm->blob) {
		sm->blob_len = tracing_blob_ks(&sm->blob, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__,
					       sim_kallsyms, sim_kallsyms_len);
		if (!sm->blob_len) {
			snprintf(s->err, sizeof(s->err), "out of memory");
			return -1;
		}
	}
	memset(rs, 0, sizeof(*rs));
	rs->tracing = sm->blob;
	rs->tracing_len = sm->blob_len;
	rs->tp_ids[0] = format_id(fmt_sched_switch);
	rs->tp_names[0] = "sched:sched_switch";
	rs->tp_ids[1] = format_id(fmt_sched_wakeup);
	rs->tp_names[1] = "sched:sched_wakeup";
	rs->ntps = 2;
	rs->sample_type = SIM_SAMPLE_TYPE;
	rs->dtl = true;
	rs->dtl_pmu_type = SIM_PMU_TYPE;
	rs->dtl_config = sm->dtl_mask;
	rs->poll_ns = sm->poll_ns;
	rs->ncpus = sm->n;
	rs->aux_size = sm->k->aux_size;
	rs->boottb = sim_boottb;
	rs->tasks = sim_tasks;
	rs->tasks_arg = sm;
	rs->ktext_start = SIM_KERNEL_BASE;	/* _stext of its kallsyms */
	rs->ktext_end = sim_syms_etext();
	return 0;
}

/* Every task's maps of its binaries, as perf record's synthesized MMAP2
 * records (time 0, before any sample): what names its user srr0. Returns
 * the consumer's first non-zero answer. */
static int send_maps(struct sim *sm, const struct consumer *c)
{
	for (uint32_t cpu = 0; cpu < sm->n; cpu++)
		for (int k = 0; k < SIM_POOL_TASKS; k++) {
			struct raw_task t = sim_pool_task(sm->pool, cpu, k);
			struct sim_map m[SIM_TASK_MAPS];
			size_t n = sim_syms_task_maps(t.comm, t.pid, m);

			for (size_t i = 0; i < n; i++) {
				const char *path = sim_syms_dso_path(m[i].dso);
				struct event ev;

				memset(&ev, 0, sizeof(ev));
				ev.kind = EV_MMAP;
				ev.cpu = cpu;
				ev.mmap = (struct ev_mmap){ t.pid, t.pid, m[i].start, m[i].len,
							    m[i].pgoff };
				ev.tp.raw = path;
				ev.tp.raw_size = (uint32_t)strlen(path);
				int r = source_emit(&sm->src, &ev, c);

				if (r)
					return r;
			}
		}
	return 0;
}

static int sim_run(struct source *s, const struct consumer *c)
{
	struct sim *sm = s->priv;

	if (!sm->maps_sent) {
		int r;

		sm->maps_sent = true;
		if ((r = send_maps(sm, c)) != 0)
			return r == CONSUMER_FAILED ? -1 : 0;
	}
	return readers_run(&sm->rs, c);
}

static void sim_stop(struct source *s)
{
	readers_halt(&((struct sim *)s->priv)->rs);
}

static void sim_close(struct source *s)
{
	struct sim *sm = s->priv;

	stop_producer(sm);
	if (sm->rs.rd) {
		readers_stop(&sm->rs);
		for (unsigned k = 0; k < sm->rs.nrd; k++)
			tp_decoder_free(sm->rs.rd[k].tp);
		readers_free(&sm->rs);
	}
	tp_decoder_free(sm->src.tp);
	free(sm->src.info.chip_of);
	sim_kernel_free(sm->k);
	sim_pool_free(sm->pool);
	source_lpar_free(sm->src.lpar_live);
	free(sm->ch);
	free(sm->want_gen);
	free(sm->hp);
	free(sm->blob);
	free(sm);
}

static const struct source_ops sim_ops = {
	.name = "simulated",
	.record_setup = sim_record_setup,
	.run = sim_run,
	.close = sim_close,
	.stop = sim_stop,
};
