// SPDX-License-Identifier: GPL-2.0-only
/* view-script.c: --script, every decoded event in time order, formatted like
 * perf script so the two can be diffed. The perf form (the default) prints
 * DTL entries byte for byte as upstream perf (>= 6.18) prints its vpa-dtl
 * samples and sched lines as perf 6.1 does, with upstream's 7-wide PID in
 * files that have DTL data (only upstream reads those); the oneline form
 * puts each DTL entry on one line with the task its vCPU was running. Names
 * from the recording go through view_text_safe, as the payload text does:
 * perf's spelling for any printable name, no escape sequence reaches the
 * terminal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kallsyms.h"
#include "options.h"
#include "source.h"
#include "tracepoint.h"
#include "view.h"
#include "script-chain.h"

#define MAX_THREADS (1u << 20)

/* tid -> comm, as perf's thread table learns it from COMM and FORK records. */
struct thread_slot {
	int32_t tid;
	bool used;
	char comm[TASK_COMM_LEN];
};

struct script {
	FILE *out;
	struct source *src;
	enum script_form form;
	struct thread_slot *t;
	uint32_t cap, n;
	/* per vCPU: the Linux task running on it (for DTL lines) */
	struct { int32_t pid; char comm[TASK_COMM_LEN]; } *cur;
	uint32_t ncur;
	struct kallsyms *ksyms;		/* --kallsyms, or NULL */
	struct chain_maps *maps;	/* user frames' files */
	bool swap;			/* the callchains' byte order is not ours */
	char buf[4096];
};

static struct thread_slot *slot(struct script *s, int32_t tid, bool add)
{
	uint32_t h;

	if (add && (s->n + 1) * 2 > s->cap && s->cap < MAX_THREADS * 2) {
		struct thread_slot *old = s->t;
		uint32_t ocap = s->cap;

		s->cap = s->cap ? s->cap * 2 : 1024;
		s->t = calloc(s->cap, sizeof(*s->t));
		if (!s->t) {
			s->t = old;
			s->cap = ocap;
			return NULL;
		}
		s->n = 0;
		for (uint32_t i = 0; i < ocap; i++)
			if (old[i].used)
				*slot(s, old[i].tid, true) = old[i];
		free(old);
	}
	if (!s->cap)
		return NULL;
	for (h = ((uint32_t)tid * 2654435761u) & (s->cap - 1); s->t[h].used; h = (h + 1) & (s->cap - 1))
		if (s->t[h].tid == tid)
			return &s->t[h];
	if (!add || (s->n + 1) * 2 > s->cap)
		return NULL;
	s->t[h].used = true;
	s->t[h].tid = tid;
	s->n++;
	return &s->t[h];
}

static const char *comm_of(struct script *s, int32_t tid, char *tmp, size_t len)
{
	struct thread_slot *t = slot(s, tid, false);

	if (t)
		return t->comm;
	if (tid == 0)
		return "swapper";
	snprintf(tmp, len, ":%d", tid);
	return tmp;
}

static void set_comm(struct script *s, int32_t tid, const char *comm)
{
	struct thread_slot *t = slot(s, tid, true);

	if (t)
		snprintf(t->comm, sizeof(t->comm), "%s", comm);
}

static void set_current(struct script *s, uint32_t cpu, int32_t pid, const char *comm)
{
	if (cpu >= s->ncur) {
		uint32_t n = cpu + 64;
		void *p = cpu < (1u << 20) ? realloc(s->cur, n * sizeof(*s->cur)) : NULL;

		if (!p)
			return;
		s->cur = p;
		memset(s->cur + s->ncur, 0, (n - s->ncur) * sizeof(*s->cur));
		for (uint32_t i = s->ncur; i < n; i++)
			s->cur[i].pid = -1;
		s->ncur = n;
	}
	s->cur[cpu].pid = pid;
	snprintf(s->cur[cpu].comm, sizeof(s->cur[cpu].comm), "%s", comm);
}

/* Text from the recording (task and event names), right-aligned to width
 * as perf script's %*s aligns it, for a terminal: the bytes view_text_safe
 * would not let through become '?', one for one, so the alignment is the
 * one perf gives the same name. */
static void put_name(FILE *f, const char *name, size_t width)
{
	size_t len = strlen(name);

	for (; width > len; width--)
		fputc(' ', f);
	view_text_safe(f, name, len);
}

static void prefix(struct script *s, const char *comm, int32_t tid, const struct event *ev)
{
	/* perf 6.1 prints the PID 5 wide, upstream 7: a file with DTL data
	 * (known once its attrs are read, before any event) is one only
	 * upstream reads. */
	int pid_width = s->form == SCRIPT_PERF && s->src->info.has_dtl ? 7 : 5;

	/* perf script leaves the task's name unaligned on a sample it
	 * prints a callchain for (process_event's "%s " for COMM) */
	put_name(s->out, comm, ev->chain_nr ? 0 : 16);
	fprintf(s->out, " %*d [%03u] %5llu.%06llu: ", pid_width, tid, ev->cpu,
		(unsigned long long)(ev->time / 1000000000u),
		(unsigned long long)(ev->time % 1000000000u / 1000u));
}

/* Upstream's vpa-dtl sample (builtin-script.c, perf_sample__fprintf_synth_vpadtl
 * and sample__fprintf_sym): perf synthesizes it with pid and tid 0, so the
 * task is thread 0's (swapper); the reasons and intervals break after
 * preempt_reason, the intervals are signed, and the sample's IP (the entry's
 * srr0) ends it with a symbol and DSO that need the kernel's symbol table,
 * which a recording does not hold: unknown, as upstream says without one. */
static void print_dtl_perf(struct script *s, const struct event *ev)
{
	const struct dtl_entry *e = &ev->dtl.e;
	char b1[16], b2[16], tmp[24];

	prefix(s, comm_of(s, 0, tmp, sizeof(tmp)), 0, ev);
	put_name(s->out, "vpa-dtl", s->src->info.name_width);
	fprintf(s->out,
		": timebase: %llu dispatch_reason:%s, preempt_reason:%s,\n"
		"enqueue_to_dispatch_time:%d, ready_to_enqueue_time:%d,"
		"waiting_to_ready_time:%d, processor_id: %u %16llx [unknown] ([unknown])\n",
		(unsigned long long)e->timebase,
		dtl_dispatch_reason_str(e->dispatch_reason, b1),
		dtl_preempt_reason_str(e->preempt_reason, b2),
		(int32_t)e->enqueue_to_dispatch, (int32_t)e->ready_to_enqueue,
		(int32_t)e->waiting_to_ready, e->processor_id, (unsigned long long)e->srr0);
}

/* The one-line form: every field of the entry on one line, the intervals
 * unsigned as the hypervisor means them, and the task the vCPU was running
 * when the entry was logged ("-" and -1 before its first sched_switch). */
static void print_dtl_oneline(struct script *s, const struct event *ev)
{
	const struct dtl_entry *e = &ev->dtl.e;
	char b1[16], b2[16];
	bool known = ev->cpu < s->ncur && s->cur[ev->cpu].pid >= 0;

	prefix(s, known ? s->cur[ev->cpu].comm : "-", known ? s->cur[ev->cpu].pid : -1, ev);
	fprintf(s->out,
		"%*s: timebase: %llu dispatch_reason:%s, preempt_reason:%s, "
		"enqueue_to_dispatch_time:%u, ready_to_enqueue_time:%u, "
		"waiting_to_ready_time:%u, processor_id: %u\n",
		(int)s->src->info.name_width, "vpa-dtl", (unsigned long long)e->timebase,
		dtl_dispatch_reason_str(e->dispatch_reason, b1),
		dtl_preempt_reason_str(e->preempt_reason, b2),
		e->enqueue_to_dispatch, e->ready_to_enqueue, e->waiting_to_ready,
		e->processor_id);
}

static void print_tp(struct script *s, const struct event *ev)
{
	char tmp[24];

	prefix(s, comm_of(s, ev->tp.tid, tmp, sizeof(tmp)), ev->tp.tid, ev);
	s->buf[0] = '\0';
	if (s->src->tp && ev->tp.raw)
		tp_format(s->src->tp, ev->tp.tep_id, ev->tp.raw, ev->tp.raw_size, s->buf, sizeof(s->buf));
	/* perf script right-aligns event names to the longest one. */
	put_name(s->out, ev->tp.name ? ev->tp.name : "[unknown]", s->src->info.name_width);
	fputs(": ", s->out);
	view_text_safe(s->out, s->buf, strlen(s->buf));
	fputc('\n', s->out);
	/* perf script: a sample with a callchain has its frames on the
	 * lines after, then an empty line */
	if (ev->chain_nr) {
		chain_print(s->out, s->maps, s->ksyms, ev, s->swap);
		fputc('\n', s->out);
	}
}

static int on_event(const struct event *ev, void *arg)
{
	struct script *s = arg;
	struct thread_slot *parent;

	switch (ev->kind) {
	case EV_DTL:
		if (s->form == SCRIPT_ONELINE)
			print_dtl_oneline(s, ev);
		else
			print_dtl_perf(s, ev);
		break;
	case EV_SCHED_SWITCH:
		print_tp(s, ev);
		set_current(s, ev->cpu, ev->sw.next_pid, ev->sw.next_comm);
		break;
	case EV_SCHED_WAKEUP:
	case EV_SCHED_OTHER:
		print_tp(s, ev);
		break;
	case EV_COMM:
		set_comm(s, ev->comm.tid, ev->comm.comm);
		break;
	case EV_MMAP:
		chain_maps_mmap(s->maps, ev);
		break;
	case EV_FORK:
		chain_maps_fork(s->maps, ev);
		parent = slot(s, ev->fork.ptid, false);
		if (parent) {
			char comm[TASK_COMM_LEN];

			memcpy(comm, parent->comm, sizeof(comm));
			set_comm(s, ev->fork.tid, comm);
		}
		break;
	default:
		break;
	}
	return ferror(s->out) ? 1 : 0;
}

int script_run(struct source *src, FILE *out, enum script_form form, const char *kallsyms,
	       struct consumer_wrap *wrap)
{
	struct script s = { .out = out, .src = src, .form = form,
			    .swap = src->info.big_endian != (BYTE_ORDER == BIG_ENDIAN) };
	const struct consumer c = { .event = on_event, .raw = true, .callchain = true, .arg = &s };
	char err[256];
	int ret;

	if (kallsyms && !(s.ksyms = kallsyms_load(kallsyms, err, sizeof(err)))) {
		fprintf(stderr, "dtltop: --kallsyms %s\n", err);
		return 1;
	}
	if (s.ksyms && src->tp)
		tp_set_kallsyms(src->tp, s.ksyms);
	s.maps = chain_maps_new();
	if (!s.maps) {
		kallsyms_free(s.ksyms);
		fprintf(stderr, "dtltop: out of memory\n");
		return 1;
	}
	ret = source_run(src, consumer_wrap(wrap, &c));
	free(s.t);
	free(s.cur);
	chain_maps_free(s.maps);
	if (s.ksyms && src->tp)
		tp_set_kallsyms(src->tp, NULL);
	kallsyms_free(s.ksyms);
	if (ret < 0) {
		fflush(out);
		fprintf(stderr, "dtltop: %s\n", src->err);
		return source_fail_status(src);
	}
	return fflush(out) == 0 ? 0 : 1;
}
