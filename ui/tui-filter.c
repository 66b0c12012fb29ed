// SPDX-License-Identifier: GPL-2.0-only
/* tui-filter.c: which vCPUs the view shows: -C lists and the '/' filter,
 * which is a CPU list (0-3,8), a reason name or short label (H_CEDE,
 * t_slice) or part of a task's comm (mysqld), tried in that order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cpulist.h"
#include "tui-priv.h"

bool tui_bit(const uint64_t *bits, uint32_t cpu)
{
	return cpulist_has(bits, cpu);
}

/* "0-3,8,10-11" into a new bitmap; -1 (and no bitmap) if not such a list,
 * with the reason in why (if given). */
int tui_cpulist_parse(const char *s, uint64_t **bits, char *why, size_t whylen)
{
	uint64_t *b = calloc(CPULIST_WORDS, sizeof(*b));

	if (!b) {
		if (why && whylen)
			snprintf(why, whylen, "out of memory");
		return -1;
	}
	if (cpulist_parse(s, b, why, whylen) < 0) {
		free(b);
		return -1;
	}
	*bits = b;
	return 0;
}

void tui_filter_free(struct tui_filter *f)
{
	free(f->cpus);
	memset(f, 0, sizeof(*f));
	f->kind = FLT_NONE;
}

int tui_filter_set(struct tui_filter *f, const char *text)
{
	tui_filter_free(f);
	snprintf(f->text, sizeof(f->text), "%s", text);
	f->dispatch_reason = f->preempt_reason = -1;
	if (!*text)
		return 0;
	if (tui_cpulist_parse(text, &f->cpus, NULL, 0) == 0) {
		f->kind = FLT_CPUS;
		return 0;
	}
	f->dispatch_reason = dtl_dispatch_reason_by_name(text);
	f->preempt_reason = dtl_preempt_reason_by_name(text);
	f->kind = f->dispatch_reason >= 0 || f->preempt_reason >= 0 ? FLT_REASON : FLT_COMM;
	return 0;
}

/* The drill-down's find matches the entry line as drawn, which spells
 * reasons whole: a short label (t_slice) becomes the name it stands for
 * (time_slice), in buf; any other text is kept. */
const char *tui_find_text(const char *text, char *buf, size_t len)
{
	int d = dtl_dispatch_reason_by_name(text), p = dtl_preempt_reason_by_name(text);
	char num[16];

	if (d >= 0)
		snprintf(buf, len, "%s", dtl_dispatch_reason_str((unsigned)d, num));
	else if (p >= 0)
		snprintf(buf, len, "%s", dtl_preempt_reason_str((unsigned)p, num));
	else
		snprintf(buf, len, "%s", text);
	return buf;
}

static bool comm_has(const char *comm, const char *part)
{
	return strcasestr(comm, part) != NULL;
}

/* Tasks that ran on cpu: the running one and those charged with steal. */
static bool task_match(struct model *m, uint32_t cpu, const char *part)
{
	const struct model_task *tk[MODEL_CPU_TASKS + 1];
	const char *comm;
	int32_t pid;
	size_t n;

	if (model_cpu_current(m, cpu, &pid, &comm) && comm_has(comm, part))
		return true;
	n = model_cpu_tasks(m, cpu, tk, MODEL_CPU_TASKS + 1);
	for (size_t i = 0; i < n; i++)
		if (tk[i]->pid >= 0 && comm_has(tk[i]->comm, part))
			return true;
	return false;
}

/* Under the session lock (it reads the model). */
bool tui_filter_match(const struct tui_filter *f, struct model *m, uint32_t cpu,
		      const struct model_stats *st)
{
	switch (f->kind) {
	case FLT_CPUS:
		return tui_bit(f->cpus, cpu);
	case FLT_REASON:
		return (f->dispatch_reason >= 0 && st->dispatch_reasons[f->dispatch_reason]) ||
		       (f->preempt_reason >= 0 && st->preempt_reasons[f->preempt_reason]);
	case FLT_COMM:
		return task_match(m, cpu, f->text);
	default:
		return true;
	}
}

/* The header's sign that not every vCPU is shown: "[vCPUs 7/64  filter:
 * H_CEDE  -C 0-15]", right-aligned on line y over whatever is there (the
 * first line ends with what may be cut), in the warning colour, so it
 * stays visible at 80 columns. Nothing when every vCPU is shown. */
void tui_draw_filter_badge(struct tui *t, int y)
{
	const struct tui_snap *sn = &t->snap;
	size_t shown = 0;
	char buf[160];
	int len, x;

	if (t->flt.kind == FLT_NONE && !t->only)
		return;
	for (size_t i = 0; sn->shown && i < MODEL_MAX_CPU / 64; i++)
		shown += (size_t)__builtin_popcountll(sn->shown[i]);
	len = snprintf(buf, sizeof(buf), " [vCPUs %zu/%zu%s%s%s%s]", shown, sn->ncpus,
		       t->flt.kind != FLT_NONE ? "  filter: " : "",
		       t->flt.kind != FLT_NONE ? t->flt.text : "", t->only ? "  -C " : "",
		       t->only && t->o.cpus ? t->o.cpus : "");
	if (len >= (int)sizeof(buf))
		len = (int)sizeof(buf) - 1;
	x = COLS - len;
	if (x < COLS / 3)	/* a long filter text: keep the title's start */
		x = COLS / 3;
	attron(tui_attr(t, C_WARN) | A_BOLD);
	tui_put(y, x, COLS - x, buf);
	attroff(tui_attr(t, C_WARN) | A_BOLD);
}
