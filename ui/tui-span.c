// SPDX-License-Identifier: GPL-2.0-only
/* tui-span.c: a brushed time span of a replay ('b' at the time cursor, 'b'
 * again): read again from the recording on a worker thread into a model of
 * its own, whose figures the overview, reasons and who-paid screens show. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "signals.h"
#include "tui-priv.h"

static void *span_worker(void *arg)
{
	struct tui *t = arg;
	struct tui_span *sp = &t->span;

	signals_thread_init();	/* a crash here restores the terminal too */
	/* reads only the session's constant source and options (session.h) */
	sp->m = session_span_model(t->s, sp->t0, sp->t1, &sp->cancel, sp->err,
				   sizeof(sp->err));
	signals_thread_fini();
	__atomic_store_n(&sp->done, true, __ATOMIC_RELEASE);
	return NULL;
}

void tui_span_clear(struct tui *t)
{
	struct tui_span *sp = &t->span;

	if (sp->state == SPAN_BUSY) {
		__atomic_store_n(&sp->cancel, true, __ATOMIC_RELAXED);
		pthread_join(sp->thread, NULL);
	}
	model_free(sp->m);
	tui_tick_set_free(&sp->set);
	memset(sp, 0, sizeof(*sp));
}

bool tui_span_poll(struct tui *t)
{
	struct tui_span *sp = &t->span;

	if (sp->state != SPAN_BUSY || !__atomic_load_n(&sp->done, __ATOMIC_ACQUIRE))
		return false;
	pthread_join(sp->thread, NULL);
	if (!sp->m) {
		snprintf(t->msg, sizeof(t->msg), "span not read: %.140s", sp->err);
		sp->state = SPAN_NONE;
		return true;
	}
	/* the span's model is whole and no feeder writes it: no lock */
	tui_tick_fill(&sp->set, sp->m, 0);
	sp->state = SPAN_ON;
	snprintf(t->msg, sizeof(t->msg), "figures over the span; B or Esc: back to all");
	tui_compare_span_ready(t);	/* a span pinned as A: this is B */
	return true;
}

struct model *tui_span_model(const struct tui *t)
{
	return t->span.state == SPAN_ON ? t->span.m : NULL;
}

bool tui_span_cell(const struct tui *t, uint64_t cell)
{
	const struct tui_span *sp = &t->span;
	uint64_t w = tui_cell_ns(t), lo, hi;

	if (!w)
		return false;
	switch (sp->state) {
	case SPAN_MARK:
		if (!t->have_cursor)
			return false;
		lo = sp->mark_ns / w;
		hi = t->cursor;
		if (lo > hi) {
			uint64_t x = lo;

			lo = hi;
			hi = x;
		}
		return cell >= lo && cell <= hi;
	case SPAN_BUSY:
	case SPAN_ON:
		return cell >= sp->t0 / w && cell <= (sp->t1 - 1) / w;
	default:
		return false;
	}
}

const char *tui_span_badge(const struct tui *t, char *buf, size_t len)
{
	const struct tui_span *sp = &t->span;
	char a[40], b[40];

	if (sp->state == SPAN_ON)
		snprintf(buf, len, "SPAN %s%s..%s%s (%.2fs)", tui_time(t, sp->t0, 2, a, sizeof(a)),
			 tui_time_unit(t, false), tui_time(t, sp->t1, 2, b, sizeof(b)),
			 tui_time_unit(t, false), (double)(sp->t1 - sp->t0) / 1e9);
	else if (sp->state == SPAN_BUSY)
		snprintf(buf, len, "COMPUTING SPAN");
	else
		buf[0] = '\0';
	return buf;
}

/* 'b': the start of a span at the time cursor, then its end, which reads
 * it. Only a recording can be read again; a new span replaces the last. */
void tui_span_key(struct tui *t)
{
	struct tui_span *sp = &t->span;
	uint64_t w = tui_cell_ns(t), a, b;
	char ta[40], tb[40];

	if (!t->snap.ss.pace) {
		snprintf(t->msg, sizeof(t->msg), "a span is read again from the recording: "
			 "replay a file (-i); record one with -o");
		return;
	}
	if (sp->state == SPAN_BUSY) {
		snprintf(t->msg, sizeof(t->msg), "reading the span... (B cancels)");
		return;
	}
	if (t->scr != SCR_OVERVIEW || !t->have_cursor || !w) {
		snprintf(t->msg, sizeof(t->msg), "b brushes a span from the overview's time "
			 "cursor: Left/Right or g place it");
		return;
	}
	if (sp->state != SPAN_MARK) {
		tui_span_clear(t);	/* a new span: the last one's model goes */
		sp->state = SPAN_MARK;
		sp->mark_ns = t->cursor * w;
		snprintf(t->msg, sizeof(t->msg), "span from %s%s: move the cursor, b ends it",
			 tui_time(t, sp->mark_ns, 2, ta, sizeof(ta)), tui_time_unit(t, false));
		return;
	}
	a = sp->mark_ns / w;
	b = t->cursor;
	if (a > b) {
		uint64_t x = a;

		a = b;
		b = x;
	}
	sp->t0 = a * w;
	sp->t1 = (b + 1) * w;
	sp->done = sp->cancel = false;
	sp->m = NULL;
	if (pthread_create(&sp->thread, NULL, span_worker, t)) {
		snprintf(t->msg, sizeof(t->msg), "cannot start a thread to read the span");
		sp->state = SPAN_NONE;
		return;
	}
	sp->state = SPAN_BUSY;
	snprintf(t->msg, sizeof(t->msg), "reading %s%s..%s%s from the recording...",
		 tui_time(t, sp->t0, 2, ta, sizeof(ta)), tui_time_unit(t, false),
		 tui_time(t, sp->t1, 2, tb, sizeof(tb)), tui_time_unit(t, false));
}
