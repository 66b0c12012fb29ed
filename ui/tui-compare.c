// SPDX-License-Identifier: GPL-2.0-only
/* tui-compare.c: the compare screen: two windows side by side, as
 * --compare's text shows them (view-compare.c): the two files of
 * --compare, or a span pinned as A ('C') and the span brushed after it as
 * B, both read again from the recording (tui-span.c). The comparison is of
 * settled models: computed once, drawn from its text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui-priv.h"
#include "view-compare.h"

static void lines_free(struct tui_cmp *c)
{
	for (size_t i = 0; i < c->nlines; i++)
		free(c->lines[i]);
	free(c->lines);
	c->lines = NULL;
	c->nlines = 0;
	c->top = 0;
}

/* The comparison's text, cut into lines (tui_put makes them terminal-safe). */
static void render(struct tui_cmp *c, const struct model_cmp *mc, const struct view_cmp_side s[2])
{
	char *buf = NULL, *p, *nl;
	size_t len = 0, cap = 0;
	FILE *f = open_memstream(&buf, &len);

	lines_free(c);
	if (!f)
		return;
	view_compare_text(f, mc, s);
	if (fclose(f) != 0) {
		free(buf);
		return;
	}
	for (p = buf; p && *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!nl)
			nl = p + strlen(p);
		if (!tui_grow((void **)&c->lines, &cap, c->nlines + 1, sizeof(*c->lines)))
			break;
		c->lines[c->nlines] = strndup(p, (size_t)(nl - p));
		if (!c->lines[c->nlines])
			break;
		c->nlines++;
		if (!*nl)
			break;
	}
	free(buf);
}

void tui_compare_free(struct tui *t)
{
	struct tui_cmp *c = &t->cmp;

	lines_free(c);
	model_free(c->pin);
	model_cmp_free(&c->spans);
	memset(c, 0, sizeof(*c));
}

/* The spans' sides: both of the recording replayed, in its times. */
static void span_sides(const struct tui *t, struct view_cmp_side s[2])
{
	for (int k = 0; k < 2; k++) {
		s[k].name = t->cmp.span_name[k];
		s[k].tf = t->tf;
	}
}

static void show_spans(struct tui *t)
{
	struct tui_cmp *c = &t->cmp;
	struct view_cmp_side s[2];

	model_cmp_free(&c->spans);
	c->have_spans = model_cmp_build(&c->spans, c->pin, c->pin_t0, c->pin_t1, t->span.m,
					t->span.t0, t->span.t1) == 0;
	if (!c->have_spans) {
		snprintf(t->msg, sizeof(t->msg), "compare: out of memory");
		return;
	}
	snprintf(c->span_name[1], sizeof(c->span_name[1]), "span of %s", t->snap.path);
	span_sides(t, s);
	render(c, &c->spans, s);
	c->shown_files = false;
	t->scr = SCR_COMPARE;
}

static void show_files(struct tui *t)
{
	render(&t->cmp, t->o.cmp, t->o.cmp_side);
	t->cmp.shown_files = true;
	t->scr = SCR_COMPARE;
}

void tui_compare_start(struct tui *t)
{
	if (t->o.cmp)
		show_files(t);
}

void tui_compare_span_ready(struct tui *t)
{
	if (t->cmp.pin && t->span.state == SPAN_ON && t->span.m)
		show_spans(t);
}

/* 'C': pin the brushed span as A; with A pinned and a span B read, the
 * compare screen; with A pinned and no span, unpin; else --compare's. */
void tui_compare_key_c(struct tui *t)
{
	struct tui_cmp *c = &t->cmp;
	struct tui_span *sp = &t->span;
	char a[32], b[32];

	if (c->pin && sp->state == SPAN_ON) {
		show_spans(t);
		return;
	}
	if (c->pin && sp->state == SPAN_NONE) {
		model_free(c->pin);
		c->pin = NULL;
		model_cmp_free(&c->spans);
		c->have_spans = false;
		if (!c->shown_files)
			lines_free(c);
		snprintf(t->msg, sizeof(t->msg), "span A unpinned");
		return;
	}
	if (!c->pin && sp->state == SPAN_ON) {
		c->pin = sp->m;		/* the span's model is A's now */
		sp->m = NULL;
		c->pin_t0 = sp->t0;
		c->pin_t1 = sp->t1;
		snprintf(c->span_name[0], sizeof(c->span_name[0]), "span of %s", t->snap.path);
		tui_span_clear(t);
		snprintf(t->msg, sizeof(t->msg), "A: %s..%s pinned; brush B (b, b): compare opens",
			 tui_time(t, c->pin_t0, 2, a, sizeof(a)), tui_time(t, c->pin_t1, 2, b, sizeof(b)));
		return;
	}
	if (t->o.cmp) {
		show_files(t);
		return;
	}
	snprintf(t->msg, sizeof(t->msg), c->pin ? "span A pinned: brush B with b ... b"
		 : "C pins a brushed span (b ... b) as A; or run with --compare B.data");
}

/* Lines for the figures below the title and the two windows. */
static size_t body_rows(void)
{
	return LINES > TUI_CMP_FIXED + 3 ? (size_t)LINES - TUI_CMP_FIXED - 2 : 1;
}

/* Scrolling; Esc (tui-keys.c) goes back. */
bool tui_compare_key(struct tui *t, int key)
{
	struct tui_cmp *c = &t->cmp;
	size_t page = body_rows() > 1 ? body_rows() - 1 : 1;
	size_t body = c->nlines > TUI_CMP_FIXED ? c->nlines - TUI_CMP_FIXED : 0;
	size_t last = body > page ? body - page : 0;

	switch (key) {
	case KEY_UP: case 'k':
		c->top -= c->top > 0;
		return true;
	case KEY_DOWN: case 'j':
		c->top += c->top < last;
		return true;
	case KEY_PPAGE:
		c->top = c->top > page ? c->top - page : 0;
		return true;
	case KEY_NPAGE:
		c->top = c->top + page < last ? c->top + page : last;
		return true;
	case KEY_HOME:
		c->top = 0;
		return true;
	case KEY_END:
		c->top = last;
		return true;
	default:
		return false;
	}
}

/* A title, the two windows (fixed), then the figures from top; when they
 * do not all fit, the last line says how many more there are. */
void tui_draw_compare(struct tui *t)
{
	struct tui_cmp *c = &t->cmp;
	size_t rows = body_rows(), body, i, k;

	attron(A_BOLD);
	tui_putf(0, 0, COLS, "Compare %s: B - A%s", c->shown_files ? "recordings" : "spans",
		 c->top ? "  (Up: more above)" : "");
	attroff(A_BOLD);
	if (c->nlines <= TUI_CMP_FIXED) {
		tui_put(2, 2, COLS - 2, "nothing to compare: b ... b brushes a span, C pins it "
			"as A; or --compare B.data");
		return;
	}
	for (i = 0; i < TUI_CMP_FIXED; i++) {
		int a = i % 2 ? 0 : tui_attr(t, C_HEAD) | A_BOLD;

		attron(a);
		tui_put(1 + (int)i, 0, COLS, c->lines[i]);
		attroff(a);
	}
	body = c->nlines - TUI_CMP_FIXED;
	if (c->top + rows > body)
		c->top = body > rows ? body - rows : 0;
	for (k = 0; k < rows && TUI_CMP_FIXED + c->top + k < c->nlines; k++) {
		int y = 1 + TUI_CMP_FIXED + (int)k;

		i = TUI_CMP_FIXED + c->top + k;
		if (k + 1 == rows && i + 1 < c->nlines) {
			attron(tui_attr(t, C_WARN));
			tui_putf(y, 2, COLS - 2, "+%zu more lines (Down, PgDn)", c->nlines - i);
			attroff(tui_attr(t, C_WARN));
			break;
		}
		tui_put(y, 0, COLS, c->lines[i]);
	}
}
