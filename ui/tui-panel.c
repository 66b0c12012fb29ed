// SPDX-License-Identifier: GPL-2.0-only
/* tui-panel.c: small drawing pieces every screen uses: colours (or their
 * monochrome stand-ins), clipped control-safe text, bars, the function bar,
 * the timeline and heatmap glyphs (UTF-8 blocks or an ASCII fallback). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

#include <ncurses.h>

#include "tui-priv.h"

/* The strip is the bulk of a frame: its cells are built once as complex
 * characters, so a row is one add_wchnstr with no per-cell conversion. */
static void tui_glyphs_init(struct tui *t)
{
	static const wchar_t utf8[CELL_N] = { L' ', 0x2500, 0x00b7, 0x2582, 0x2584, 0x2586, 0x2588 };
	static const wchar_t ascii[CELL_N] = { L' ', L'-', L'.', L'1', L'2', L'3', L'4' };

	/* the cursor in reverse video, a brushed span underlined */
	for (int cur = 0; cur < 3; cur++)
		for (int f = 0; f < 2; f++)
			for (int c = 0; c < CELL_N; c++) {
				int a = tui_attr(t, tui_cell_color(c, f)) |
					(cur == 1 ? A_REVERSE : cur == 2 ? A_UNDERLINE : 0);
				wchar_t w[2] = { (t->utf8 ? utf8 : ascii)[c], 0 };

				if (c >= CELL_S3)
					a |= A_BOLD;	/* heavy steal stands out in monochrome */
				setcchar(&t->cell_cc[cur][f][c], w, (attr_t)(a & ~A_COLOR),
					 (short)PAIR_NUMBER(a), NULL);
			}
}

void tui_colors_init(struct tui *t)
{
	static const short pairs[C_N][2] = {
		[C_HEAD] = { COLOR_CYAN, -1 },
		[C_TITLE] = { COLOR_BLACK, COLOR_GREEN },
		[C_BAR] = { COLOR_BLACK, COLOR_CYAN },
		[C_SEL] = { COLOR_BLACK, COLOR_CYAN },
		[C_RUN] = { COLOR_GREEN, -1 },
		[C_IDLE] = { COLOR_BLUE, -1 },
		[C_WAIT] = { COLOR_RED, -1 },
		[C_FAULT] = { COLOR_MAGENTA, -1 },
		[C_WARN] = { COLOR_YELLOW, -1 },
		[C_HEAT0] = { COLOR_GREEN, -1 },
		[C_HEAT1] = { COLOR_CYAN, -1 },
		[C_HEAT2] = { COLOR_YELLOW, -1 },
		[C_HEAT3] = { COLOR_MAGENTA, -1 },
		[C_HEAT4] = { COLOR_RED, -1 },
		[C_DIM] = { COLOR_BLUE, -1 },
	};

	if (t->color) {
		start_color();
		use_default_colors();
		for (int i = 1; i < C_N; i++)
			init_pair((short)i, pairs[i][0], pairs[i][1]);
	}
	tui_glyphs_init(t);
}

/* Without colour the bars and the selection are reverse video and what
 * needs attention is bold, so NO_COLOR and monochrome terminals still work. */
int tui_attr(const struct tui *t, enum tui_color c)
{
	if (c == C_NONE)
		return A_NORMAL;
	if (t->color) {
		int a = COLOR_PAIR(c);

		if (c == C_WAIT || c == C_WARN || c == C_HEAT4 || c == C_HEAD)
			a |= A_BOLD;
		return a;
	}
	switch (c) {
	case C_TITLE:
	case C_BAR:
	case C_SEL:
		return A_REVERSE;
	case C_HEAD:
	case C_WAIT:
	case C_WARN:
	case C_HEAT4:
		return A_BOLD;
	case C_DIM:
	case C_IDLE:
		return A_DIM;
	default:
		return A_NORMAL;
	}
}

/* At most w columns of s at (y, x); recorded data (comms, paths) may hold
 * anything, so bytes outside printable ASCII are shown as '?'. */
void tui_put(int y, int x, int w, const char *s)
{
	char buf[512];
	int n = 0;

	if (w <= 0 || y < 0 || x < 0 || x >= COLS || y >= LINES)
		return;
	if (w > COLS - x)
		w = COLS - x;
	for (; n < w && n < (int)sizeof(buf) - 1 && s[n]; n++) {
		unsigned char c = (unsigned char)s[n];

		buf[n] = c < 0x20 || c >= 0x7f ? '?' : (char)c;
	}
	buf[n] = '\0';
	mvaddnstr(y, x, buf, n);
}

void tui_putf(int y, int x, int w, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	tui_put(y, x, w, buf);
}

void tui_fill(int y, int x, int w, int attr)
{
	if (y < 0 || y >= LINES || x >= COLS || w <= 0)
		return;
	if (w > COLS - x)
		w = COLS - x;
	attron(attr);
	mvhline(y, x, ' ', w);
	attroff(attr);
}

void tui_bar(const struct tui *t, int y, int x, int w, double frac, enum tui_color c)
{
	int n;

	if (frac < 0)
		frac = 0;
	if (frac > 1)
		frac = 1;
	n = (int)(frac * w + 0.5);
	if (!n && frac > 0)
		n = 1;	/* anything at all shows */
	attron(tui_attr(t, c));
	for (int i = 0; i < n && x + i < COLS; i++)
		mvaddstr(y, x + i, t->utf8 ? "\u2588" : "#");
	attroff(tui_attr(t, c));
}

/* items: key, label, key, label, ..., NULL. The bottom line, htop style;
 * the status message goes over it after (draw_msg, tui-draw.c). */
void tui_funcbar(const struct tui *t, const char *const *items)
{
	int y = LINES - 1, x = 0;

	move(y, 0);
	clrtoeol();
	for (size_t i = 0; items[i] && items[i + 1] && x < COLS; i += 2) {
		int kl = (int)strlen(items[i]), ll = (int)strlen(items[i + 1]);

		tui_put(y, x, COLS - x, items[i]);
		x += kl + 1;
		attron(tui_attr(t, C_BAR));
		tui_put(y, x, COLS - x, items[i + 1]);
		attroff(tui_attr(t, C_BAR));
		x += ll + 1;
	}
}

/* The strip's glyphs (tui_glyphs_init holds the same as wide characters): a line for running, a dot for idle, and bars
 * that grow with the share of the cell that was stolen; ASCII: the steal
 * level as a digit, so no-colour ASCII terminals still read the grades. */
const char *tui_cell_glyph(const struct tui *t, enum tui_cell c)
{
	static const char *const utf8[CELL_N] = {
		" ", "\u2500", "\u00b7", "\u2582", "\u2584", "\u2586", "\u2588"
	};
	static const char *const ascii[CELL_N] = { " ", "-", ".", "1", "2", "3", "4" };

	return (t->utf8 ? utf8 : ascii)[c < CELL_N ? c : CELL_NONE];
}

/* Steal bars: red for waiting for a processor, magenta when the stolen
 * time was mostly page faults. */
enum tui_color tui_cell_color(enum tui_cell c, bool faulty)
{
	if (c >= CELL_S1 && c < CELL_N)
		return faulty ? C_FAULT : C_WAIT;
	return c == CELL_RUN ? C_RUN : c == CELL_IDLE ? C_IDLE : C_NONE;
}

const char *tui_heat_glyph(const struct tui *t, int level)
{
	static const char *const utf8[5] = {
		"\u00b7", "\u2591", "\u2592", "\u2593", "\u2588"
	};
	static const char *const ascii[5] = { ".", ":", "+", "*", "#" };

	if (level < 0)
		return " ";
	return (t->utf8 ? utf8 : ascii)[level > 4 ? 4 : level];
}

void tui_too_small(const struct tui *t)
{
	char a[96], b[96];
	int y = LINES / 2 - 1;

	erase();
	snprintf(a, sizeof(a), "Terminal too small: %dx%d", t->cols, t->lines);
	snprintf(b, sizeof(b), "dtltop needs at least %dx%d (q quits)", TUI_MIN_COLS,
		 TUI_MIN_LINES);
	attron(A_BOLD);
	tui_put(y < 0 ? 0 : y, (COLS - (int)strlen(a)) / 2 > 0 ? (COLS - (int)strlen(a)) / 2 : 0,
		COLS, a);
	attroff(A_BOLD);
	tui_put(y + 1, (COLS - (int)strlen(b)) / 2 > 0 ? (COLS - (int)strlen(b)) / 2 : 0, COLS, b);
}
