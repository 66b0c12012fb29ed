// SPDX-License-Identifier: GPL-2.0-only
/* tui-who.c: the "who paid" screen: the LPAR's commands (every PID of a
 * comm summed; p: the tasks one by one) by steal, with the vCPUs and
 * preempt reasons that hit them and their steal over the whole session;
 * its copy from the model and its keys. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ncurses.h>

#include "tui-priv.h"

#define WHO_TITLE_Y TUI_TITLE_Y
#define WHO_HEAD_Y (WHO_TITLE_Y + 1)
#define WHO_LIST_Y (WHO_TITLE_Y + 2)
#define WHO_WIDE 160	/* from here: whole comms, two reasons, more vCPUs */
#define SPARK_LEVELS 8

/* Column widths for this terminal width; the sparkline takes the rest. */
struct who_cols {
	int comm, reason, cpus, spark;
	bool wide;
};

static void who_cols(int cols, struct who_cols *c)
{
	c->wide = cols >= WHO_WIDE;
	c->comm = c->wide ? TASK_COMM_LEN : 12;
	c->reason = c->wide ? 40 : 12;
	c->cpus = c->wide ? 28 : 10;	/* 80 columns: a sparkline as wide as the strip */
	/* pid, steal, %, preempts (7, 7, 5, 7) and a space after each column */
	c->spark = cols - (7 + 1 + c->comm + 1 + 7 + 1 + 5 + 1 + 7 + 1 + c->reason + 1 +
			   c->cpus + 1);
	if (c->spark < 0)
		c->spark = 0;
}

/* Task lines: all but the header, the "+N more" line and the function bar. */
static size_t who_list_rows(void)
{
	int n = LINES - WHO_LIST_Y - 2;

	return n > 1 ? (size_t)n : 1;
}

void tui_who_free(struct tui_who *w)
{
	free(w->rows);
	free(w->spark);
	memset(w, 0, sizeof(*w));
}

/* Keep the selection on the screen: the first rank shown follows it. */
static void who_scroll(struct tui *t, size_t ntasks)
{
	size_t rows = who_list_rows();

	if (t->who_sel >= ntasks)
		t->who_sel = ntasks ? ntasks - 1 : 0;
	if (t->who_top > t->who_sel)
		t->who_top = t->who_sel;
	if (t->who_sel >= t->who_top + rows)
		t->who_top = t->who_sel - rows + 1;
}

/* The span the tasks' series cover (the whole session, bins widening as
 * it grows: model_task_series_span) cut into the sparkline's cells of k
 * bins each, the oldest at the left: per task, its steal in each. */
static void snap_spark(struct tui *t, struct model *m, const struct model_task **tk,
		       const struct model_command *cmd)
{
	struct tui_who *w = &t->snap.who;
	struct who_cols c;
	uint64_t first, width, *buf;
	size_t nb, sw, k;

	who_cols(COLS, &c);
	w->have_range = false;
	w->spark_w = 0;
	w->spark_max = 0;
	if (c.spark <= 0 || !model_task_series_span(m, &first, &nb, &width) || !nb)
		return;
	k = (nb + (size_t)c.spark - 1) / (size_t)c.spark;
	sw = (nb + k - 1) / k;
	if (!tui_grow((void **)&w->spark, &w->spark_cap, w->nrows * sw + 1, sizeof(*w->spark)))
		return;
	buf = calloc(nb, sizeof(*buf));	/* 0s where no series is read */
	if (!buf)
		return;
	w->range_start_ns = first * t->snap.bucket_ns;
	w->range_end_ns = (first + nb * width) * t->snap.bucket_ns;
	w->spark_cell_ns = k * width * t->snap.bucket_ns;
	for (size_t r = 0; r < w->nrows; r++) {
		uint64_t *out = &w->spark[r * sw];

		if (cmd)
			model_command_series(m, cmd[w->first + r].comm, nb, buf);
		else if (tk)
			model_task_series(m, tk[w->first + r], nb, buf);
		for (size_t i = 0; i < sw; i++) {
			out[i] = 0;
			for (size_t b = i * k; b < (i + 1) * k && b < nb; b++)
				out[i] += buf[b];
			if (out[i] > w->spark_max)
				w->spark_max = out[i];
		}
	}
	free(buf);
	w->spark_w = sw;
	w->have_range = true;
}

/* By command: ranks first .. want - 1 of the commands, summed. */
static void snap_commands(struct tui *t, struct model *m)
{
	struct tui_who *w = &t->snap.who;
	struct model_command *cmd;
	size_t n = model_commands(m, &cmd), want;

	w->nlist = n;
	who_scroll(t, n);
	w->first = t->who_top;
	want = t->who_top + who_list_rows();
	if (want > n)
		want = n;
	if (want > w->first &&
	    tui_grow((void **)&w->rows, &w->rows_cap, want - w->first, sizeof(*w->rows))) {
		w->nrows = want - w->first;
		for (size_t r = 0; r < w->nrows; r++) {
			const struct model_command *c = &cmd[w->first + r];
			struct tui_who_row *row = &w->rows[r];

			row->task = (struct model_task){ .pid = -1, .steal_ns = c->steal_ns,
							 .preempts = c->preempts };
			memcpy(row->task.comm, c->comm, sizeof(row->task.comm));
			row->pids = c->pids;
			model_command_detail(m, c->comm, &row->d);
		}
		snap_spark(t, m, NULL, cmd);
	}
	free(cmd);
}

void tui_snap_who(struct tui *t, struct model *m)
{
	struct tui_who *w = &t->snap.who;
	const struct model_task **tk;
	size_t want, n;

	w->ntasks = model_task_count(m);
	w->nlist = w->ntasks;
	w->by_comm = !t->who_pids;
	w->nrows = 0;
	w->lpar_steal_ns = model_lpar(m)->steal_ns;
	w->tasks_steal_ns = 0;
	for (size_t i = 0; i < w->ntasks; i++)
		w->tasks_steal_ns += model_task_at(m, i)->steal_ns;
	if (w->by_comm) {
		snap_commands(t, m);
		return;
	}
	who_scroll(t, w->ntasks);
	w->first = t->who_top;
	want = t->who_top + who_list_rows();
	if (!w->ntasks || !(tk = malloc(want * sizeof(*tk))))
		return;
	n = model_top_tasks(m, tk, want);
	if (n > w->first &&
	    tui_grow((void **)&w->rows, &w->rows_cap, n - w->first, sizeof(*w->rows))) {
		w->nrows = n - w->first;
		for (size_t r = 0; r < w->nrows; r++) {
			w->rows[r].task = *tk[w->first + r];
			w->rows[r].pids = 1;
			model_task_detail(m, tk[w->first + r], &w->rows[r].d);
		}
		snap_spark(t, m, tk, NULL);
	}
	free(tk);
}

static void fmt_ns(char *buf, size_t len, uint64_t ns)
{
	if (ns < 1000000)
		snprintf(buf, len, "%.0fus", (double)ns / 1e3);
	else if (ns < 1000000000)
		snprintf(buf, len, "%.1fms", (double)ns / 1e6);
	else if (ns < 1000000000000ull)
		snprintf(buf, len, "%.2fs", (double)ns / 1e9);
	else
		snprintf(buf, len, "%.0fs", (double)ns / 1e9);
}

/* The task's heaviest preempt reasons (one, two when wide) with their
 * share of its involuntary entries. */
static void reasons_text(const struct tui_who_row *r, const struct who_cols *c, char *out,
			 size_t len)
{
	const uint64_t *pre = r->d.preempt_reasons;
	int best[2] = { -1, -1 }, want = c->wide ? 2 : 1;
	size_t at = 0;

	for (int v = 0; v < MODEL_MX; v++) {
		if (!pre[v])
			continue;
		if (best[0] < 0 || pre[v] > pre[best[0]]) {
			best[1] = best[0];
			best[0] = v;
		} else if (best[1] < 0 || pre[v] > pre[best[1]]) {
			best[1] = v;
		}
	}
	out[0] = '\0';
	for (int i = 0; i < want && best[i] >= 0 && at < len; i++) {
		char name[64];

		tui_reason_label((unsigned)best[i], true, false, c->wide ? 16 : 8, name,
				 sizeof(name));
		at += (size_t)snprintf(out + at, len - at, "%s%s %.0f%%", i ? " " : "", name,
				       r->task.preempts ? (double)pre[best[i]] * 100.0 /
				       (double)r->task.preempts : 0.0);
	}
}

/* The vCPUs that hit it most, "3,7,12 +4": as many as fit in w columns,
 * the rest counted ("+~4" when the bounded tally can only bound it). */
static void cpus_text(const struct tui_who_row *r, int w, char *out, size_t len)
{
	const struct model_task_detail *d = &r->d;
	size_t at = 0;
	uint32_t shown = 0;

	out[0] = '\0';
	for (uint32_t i = 0; i < d->ncpus_kept; i++) {
		char one[16], more[24];
		uint32_t rest = d->ncpus - (i + 1);

		snprintf(one, sizeof(one), "%s%" PRIu32, i ? "," : "", d->cpus[i].cpu);
		if (rest)
			snprintf(more, sizeof(more), " +%s%" PRIu32, d->cpus_approx ? "~" : "", rest);
		else
			more[0] = '\0';
		if ((int)(at + strlen(one) + strlen(more)) > w)
			break;
		at += (size_t)snprintf(out + at, len - at, "%s", one);
		shown++;
	}
	if (shown < d->ncpus)
		snprintf(out + at, len - at, " +%s%" PRIu32, d->cpus_approx ? "~" : "",
			 d->ncpus - shown);
}

static void spark(const struct tui *t, int y, int x, const uint64_t *v, size_t n, uint64_t max)
{
	static const char *const utf8[SPARK_LEVELS] = {
		"\u2581", "\u2582", "\u2583", "\u2584", "\u2585", "\u2586", "\u2587", "\u2588"
	};
	static const char *const ascii[SPARK_LEVELS] = { ".", ":", "-", "=", "+", "*", "#", "@" };

	attron(tui_attr(t, C_WAIT));
	for (size_t i = 0; i < n && x + (int)i < COLS; i++) {
		uint64_t l;

		if (!v[i] || !max)
			continue;
		l = (v[i] * SPARK_LEVELS - 1) / max;
		mvaddstr(y, x + (int)i, (t->utf8 ? utf8 : ascii)[l < SPARK_LEVELS ? l : 7]);
	}
	attroff(tui_attr(t, C_WAIT));
}

static void title(const struct tui *t, const struct who_cols *c)
{
	const struct tui_who *w = &t->snap.who;
	char a[16], b[16], range[64] = "", cnt[80];

	fmt_ns(a, sizeof(a), w->tasks_steal_ns);
	fmt_ns(b, sizeof(b), w->lpar_steal_ns);
	if (w->have_range)
		snprintf(range, sizeof(range), ", over %.1f-%.1fs",
			 (double)w->range_start_ns / 1e9, (double)w->range_end_ns / 1e9);
	if (!t->snap.entries) {	/* steal is not measured: nobody "paid 0" */
		tui_putf(WHO_TITLE_Y, 0, COLS, "Who paid: - (steal not measured: DTL %s)",
			 t->snap.dtl_source);
		return;
	}
	/* the tasks table is the LPAR's: a filter or -C narrows the other
	 * screens, not this one, and the title says so rather than mislead */
	if (w->by_comm)
		snprintf(cnt, sizeof(cnt), "%zu commands", w->nlist);	/* 80 columns: no more */
	else
		snprintf(cnt, sizeof(cnt), "%zu tasks", w->ntasks);
	tui_putf(WHO_TITLE_Y, 0, COLS, "Who paid%s: %s, %s of %s LPAR steal (%.0f%%)%s",
		 t->flt.kind != FLT_NONE || t->only ? " (all vCPUs, no filter)" : "",
		 cnt, a, b, w->lpar_steal_ns ? (double)w->tasks_steal_ns * 100.0 /
		 (double)w->lpar_steal_ns : 0.0, range);
	tui_fill(WHO_HEAD_Y, 0, COLS, tui_attr(t, C_TITLE));
	attron(tui_attr(t, C_TITLE));
	tui_putf(WHO_HEAD_Y, 0, COLS, "%7s %-*s %7s %5s %7s %-*s %-*s",
		 w->by_comm ? "PIDS" : "PID", c->comm, "COMM",
		 "STEAL", "%LPAR", "PREEMPT", c->reason, "TOP_REASON", c->cpus, "VCPUS");
	if (w->have_range) {
		fmt_ns(a, sizeof(a), w->spark_max);
		fmt_ns(b, sizeof(b), w->spark_cell_ns);
		if (c->spark >= 24)
			tui_putf(WHO_HEAD_Y, COLS - c->spark, c->spark, "STEAL max %s/%s", a, b);
		else
			tui_putf(WHO_HEAD_Y, COLS - c->spark, c->spark, "max %s", a);
	}
	attroff(tui_attr(t, C_TITLE));
}

void tui_draw_who(struct tui *t)
{
	const struct tui_who *w = &t->snap.who;
	size_t rows = who_list_rows();
	struct who_cols c;
	int y = WHO_LIST_Y;

	who_cols(COLS, &c);
	tui_draw_header(t);
	title(t, &c);
	if (!w->nlist) {
		tui_put(y, 2, COLS - 2, "no task was charged: no sched_switch events, or no "
			"involuntary DTL entries yet");
		return;
	}
	for (size_t r = 0; r < w->nrows && r < rows; r++, y++) {
		const struct tui_who_row *row = &w->rows[r];
		char steal[16], pid[16], why[96], cpus[64];
		bool sel = w->first + r == t->who_sel;
		double pct;

		fmt_ns(steal, sizeof(steal), row->task.steal_ns);
		if (w->by_comm)
			snprintf(pid, sizeof(pid), "%" PRIu32, row->pids);
		else if (row->task.pid < 0)
			snprintf(pid, sizeof(pid), "-");
		else
			snprintf(pid, sizeof(pid), "%" PRId32, row->task.pid);
		reasons_text(row, &c, why, sizeof(why));
		cpus_text(row, c.cpus, cpus, sizeof(cpus));
		if (sel)
			tui_fill(y, 0, COLS, tui_attr(t, C_SEL));
		pct = w->lpar_steal_ns ? (double)row->task.steal_ns * 100.0 /
					 (double)w->lpar_steal_ns : 0.0;
		attron(sel ? tui_attr(t, C_SEL) : 0);
		/* two decimals below 10 %: hundreds of tasks share the LPAR */
		tui_putf(y, 0, COLS, "%7s %-*.*s %7s %5.*f %7" PRIu64 " %-*.*s %-*.*s", pid, c.comm,
			 c.comm, row->task.comm, steal, pct < 9.995 ? 2 : 1, pct,
			 row->task.preempts, c.reason, c.reason, why, c.cpus, c.cpus, cpus);
		attroff(sel ? tui_attr(t, C_SEL) : 0);
		if (w->spark_w)
			spark(t, y, COLS - c.spark, &w->spark[r * w->spark_w], w->spark_w,
			      w->spark_max);
	}
	/* cut, but never silently: the line below says how many follow */
	if (w->first + rows < w->nlist)
		tui_putf(WHO_LIST_Y + (int)rows, 2, COLS - 2, "+%zu more (j/k, PgDn)",
			 w->nlist - (w->first + rows));
}

/* Enter: the overview, filtered to the vCPUs the selected task paid on. */
static void show_cpus(struct tui *t)
{
	const struct tui_who *w = &t->snap.who;
	const struct tui_who_row *row;
	char list[64];	/* 8 vCPUs of at most 5 digits and a comma */
	size_t at = 0;

	if (t->who_sel < w->first || t->who_sel - w->first >= w->nrows)
		return;
	row = &w->rows[t->who_sel - w->first];
	if (!row->d.ncpus_kept)
		return;
	for (uint32_t i = 0; i < row->d.ncpus_kept && at < sizeof(list); i++)
		at += (size_t)snprintf(list + at, sizeof(list) - at, "%s%" PRIu32, i ? "," : "",
				       row->d.cpus[i].cpu);
	tui_filter_set(&t->flt, list);
	t->scr = SCR_OVERVIEW;
	snprintf(t->msg, sizeof(t->msg), "filter %s: the vCPUs %s paid on%s", list,
		 row->task.comm, row->d.cpus_approx ? " most" : "");
}

/* p: who paid by command (the default) or by PID, from the first rank. */
void tui_who_toggle(struct tui *t)
{
	t->who_pids = !t->who_pids;
	t->who_sel = t->who_top = 0;
	snprintf(t->msg, sizeof(t->msg), "who paid: by %s",
		 t->who_pids ? "PID" : "command (every PID of a comm summed)");
}

bool tui_who_key(struct tui *t, int key)
{
	size_t page = who_list_rows(), n = t->snap.who.nlist;

	switch (key) {
	case KEY_UP: case 'k':
		if (t->who_sel)
			t->who_sel--;
		return true;
	case KEY_DOWN: case 'j':
		if (t->who_sel + 1 < n)
			t->who_sel++;
		return true;
	case KEY_PPAGE:
		t->who_sel = t->who_sel > page ? t->who_sel - page : 0;
		return true;
	case KEY_NPAGE:
		t->who_sel = t->who_sel + page < n ? t->who_sel + page : n ? n - 1 : 0;
		return true;
	case KEY_HOME:
		t->who_sel = 0;
		return true;
	case KEY_END:
		t->who_sel = n ? n - 1 : 0;
		return true;
	case '\n': case '\r': case KEY_ENTER:
		show_cpus(t);
		return true;
	case KEY_LEFT: case KEY_RIGHT: case 'h': case 'l':
		return true;	/* no time cursor here */
	default:
		return false;
	}
}
