// SPDX-License-Identifier: GPL-2.0-only
/* view-script.c: --script, every decoded event in time order, formatted like
 * perf script so the two can be diffed. The perf form (the default) prints
 * DTL entries byte for byte as upstream perf (>= 6.18) prints its vpa-dtl
 * samples and sched lines as perf 6.1 does, with upstream's 7-wide PID in
 * files that have DTL data (only upstream reads those); the oneline form
 * puts each DTL entry on one line with the task its vCPU was running and
 * where the hypervisor took the CPU (srr0's symbol, DSO and class). Names
 * from the recording go through view_text_safe, as the payload text does:
 * perf's spelling for any printable name, no escape sequence reaches the
 * terminal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "source.h"
#include "symbols.h"
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
	struct symbols *syms;		/* kernel and user symbols, or NULL */
	/* a replay's kernel MMAP ([kernel.kallsyms]_text) was met: upstream
	 * places the kernel's symbols by it, else where this host's are */
	bool kmap;
	struct chain_maps *maps;	/* user frames' files, srr0's of user mode */
	char fname[SYM_NAME_MAX];	/* the payload resolver's last name */
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

/* srr0 as upstream prints a vpa-dtl sample's IP (sample__fprintf_sym):
 * util/powerpc-vpadtl.c gives every entry cpumode KERNEL, so even a user
 * address is looked up in the kernel's map. That map is the recording's
 * kernel MMAP; once perf has loaded kallsyms it spans the symbols
 * (map__fixup_start/end), so an address is named exactly when the table
 * names it. A recording without the MMAP has the kernel where this host's
 * is (machine__create_kernel_maps), which names no entry of another
 * machine: [unknown], as upstream prints it on a host not the recording's.
 * A live or simulated session is the kernel the table describes. */
static void put_perf_sym(struct script *s, uint64_t ip)
{
	struct sym_result r;
	bool mapped = !s->src->info.paced || s->kmap;

	if (mapped && s->syms && symbols_kernel(s->syms, ip, &r) && r.found) {
		view_text_safe(s->out, r.name, strlen(r.name));
		fprintf(s->out, "+0x%llx (", (unsigned long long)r.off);
		view_text_safe(s->out, r.dso, strlen(r.dso));
		fputs(")\n", s->out);
		return;
	}
	fputs("[unknown] ([unknown])\n", s->out);
}

/* Upstream's vpa-dtl sample (builtin-script.c, perf_sample__fprintf_synth_vpadtl
 * and sample__fprintf_sym): perf synthesizes it with pid and tid 0, so the
 * task is thread 0's (swapper); the reasons and intervals break after
 * preempt_reason, the intervals are signed, and the sample's IP (the entry's
 * srr0) ends it with its symbol and DSO (put_perf_sym). */
static void print_dtl_perf(struct script *s, const struct event *ev)
{
	const struct dtl_entry *e = &ev->dtl.e;
	char b1[16], b2[16], tmp[24];

	prefix(s, comm_of(s, 0, tmp, sizeof(tmp)), 0, ev);
	put_name(s->out, "vpa-dtl", s->src->info.name_width);
	fprintf(s->out,
		": timebase: %llu dispatch_reason:%s, preempt_reason:%s,\n"
		"enqueue_to_dispatch_time:%d, ready_to_enqueue_time:%d,"
		"waiting_to_ready_time:%d, processor_id: %u %16llx ",
		(unsigned long long)e->timebase,
		dtl_dispatch_reason_str(e->dispatch_reason, b1),
		dtl_preempt_reason_str(e->preempt_reason, b2),
		(int32_t)e->enqueue_to_dispatch, (int32_t)e->ready_to_enqueue,
		(int32_t)e->waiting_to_ready, e->processor_id, (unsigned long long)e->srr0);
	put_perf_sym(s, e->srr0);
}

/* srr0 for the one-line form: a user-mode entry (MSR[PR], or a bottom
 * quadrant address) in the maps of the task its vCPU was running, a kernel
 * one in the kernel's symbols, whatever tables there are. */
static void resolve_srr0(struct script *s, const struct event *ev, struct sym_result *r)
{
	const struct dtl_entry *e = &ev->dtl.e;
	bool known = ev->cpu < s->ncur && s->cur[ev->cpu].pid >= 0;
	struct sym_map map;
	bool ok = false;

	if (sym_is_user(e->srr0, e->srr1)) {
		int32_t pid = known ? s->cur[ev->cpu].pid : -1;
		bool have = pid > 0 && chain_maps_find(s->maps, pid, e->srr0, &map);

		if (s->syms && pid > 0)
			ok = symbols_user(s->syms, pid, have ? &map : NULL, e->srr0, r);
		if (!ok) {	/* no task, or no table: the file if known */
			*r = (struct sym_result){ .user = true, .cls = SYM_CLASS_USER };
			snprintf(r->dso, sizeof(r->dso), "%s", have ? map.path : "[unknown]");
			ok = true;
		}
	} else if (s->syms) {
		ok = symbols_kernel(s->syms, e->srr0, r);
	}
	if (!ok) {
		*r = (struct sym_result){ .cls = SYM_CLASS_NONE };
		snprintf(r->dso, sizeof(r->dso), "[unknown]");
	}
	if (!r->found)
		snprintf(r->name, sizeof(r->name), "[unknown]");
}

/* The one-line form: every field of the entry on one line, the intervals
 * unsigned as the hypervisor means them, the task the vCPU was running
 * when the entry was logged ("-" and -1 before its first sched_switch),
 * then srr0 with its symbol+offset and DSO as perf spells them, and the
 * class of the place when it has one (", class: spin lock"). */
static void print_dtl_oneline(struct script *s, const struct event *ev)
{
	const struct dtl_entry *e = &ev->dtl.e;
	char b1[16], b2[16], sym[SYM_NAME_MAX + 24];
	bool known = ev->cpu < s->ncur && s->cur[ev->cpu].pid >= 0;
	struct sym_result r;
	const char *label;

	resolve_srr0(s, ev, &r);
	label = sym_class_label(r.cls);
	prefix(s, known ? s->cur[ev->cpu].comm : "-", known ? s->cur[ev->cpu].pid : -1, ev);
	fprintf(s->out,
		"%*s: timebase: %llu dispatch_reason:%s, preempt_reason:%s, "
		"enqueue_to_dispatch_time:%u, ready_to_enqueue_time:%u, "
		"waiting_to_ready_time:%u, processor_id: %u, srr0: %llx ",
		(int)s->src->info.name_width, "vpa-dtl", (unsigned long long)e->timebase,
		dtl_dispatch_reason_str(e->dispatch_reason, b1),
		dtl_preempt_reason_str(e->preempt_reason, b2),
		e->enqueue_to_dispatch, e->ready_to_enqueue, e->waiting_to_ready,
		e->processor_id, (unsigned long long)e->srr0);
	sym_format(&r, sym, sizeof(sym));
	view_text_safe(s->out, sym, strlen(sym));
	fputs(" (", s->out);
	view_text_safe(s->out, r.dso, strlen(r.dso));
	fputc(')', s->out);
	if (label && *label)
		fprintf(s->out, ", class: %s", label);
	fputc('\n', s->out);
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
		chain_print(s->out, s->maps, s->syms, ev, s->swap);
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
		if (ev->mmap.pid == -1 && ev->tp.raw && ev->tp.raw_size >= 17 &&
		    !memcmp(ev->tp.raw, "[kernel.kallsyms]", 17))
			s->kmap = true;
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

/* libtraceevent's function resolver (kmem's call_site, %pS) over the same
 * kernel symbols, as perf's machine__resolve_kernel_addr. */
static char *resolve_payload(void *priv, unsigned long long *addrp, char **modp)
{
	struct script *s = priv;
	struct sym_result r;

	if (!symbols_kernel(s->syms, *addrp, &r) || !r.found)
		return NULL;
	*addrp -= r.off;
	*modp = NULL;
	snprintf(s->fname, sizeof(s->fname), "%s", r.name);
	return s->fname;
}

int script_run(struct source *src, FILE *out, enum script_form form, struct symbols *syms,
	       struct consumer_wrap *wrap)
{
	struct script s = { .out = out, .src = src, .form = form, .syms = syms,
			    .swap = src->info.big_endian != (BYTE_ORDER == BIG_ENDIAN) };
	const struct consumer c = { .event = on_event, .raw = true, .callchain = true, .arg = &s };
	int ret;

	s.maps = chain_maps_new();
	if (!s.maps) {
		fprintf(stderr, "dtltop: out of memory\n");
		return 1;
	}
	if (syms && src->tp)
		tp_set_resolver(src->tp, resolve_payload, &s);
	ret = source_run(src, consumer_wrap(wrap, &c));
	if (syms && src->tp)
		tp_set_resolver(src->tp, NULL, NULL);
	free(s.t);
	free(s.cur);
	chain_maps_free(s.maps);
	if (ret < 0) {
		fflush(out);
		fprintf(stderr, "dtltop: %s\n", src->err);
		return source_fail_status(src);
	}
	return fflush(out) == 0 ? 0 : 1;
}
