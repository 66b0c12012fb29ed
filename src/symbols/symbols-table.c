// SPDX-License-Identifier: GPL-2.0-only
/* symbols-table.c: a sorted table of named address ranges, settled the way
 * perf settles a DSO's symbols (tools/perf/util/symbol.c:
 * symbols__fixup_duplicate, symbols__fixup_end), and the "START SIZE NAME"
 * text perf reads from /tmp/perf-PID.map. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "symbols-priv.h"

#define SYMTAB_MAX_SYMS (1u << 24)

static int grow(void **p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap ? *cap : 256;
	void *q;

	while (c < need)
		c *= 2;
	if (c == *cap)
		return 0;
	q = realloc(*p, c * size);
	if (!q)
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

int symtab_add(struct sym_table *t, uint64_t start, uint64_t end, const char *name,
	       size_t name_len, int rank)
{
	if (t->n >= SYMTAB_MAX_SYMS)
		return -1;
	if (grow((void **)&t->v, &t->cap, t->n + 1, sizeof(*t->v)) < 0 ||
	    grow((void **)&t->pool, &t->pool_cap, t->pool_len + name_len + 1, 1) < 0)
		return -1;
	memcpy(t->pool + t->pool_len, name, name_len);
	t->pool[t->pool_len + name_len] = '\0';
	t->v[t->n++] = (struct sym_entry){ .start = start, .end = end, .name_off = t->pool_len,
					   .rank = rank };
	t->pool_len += name_len + 1;
	return 0;
}

static int by_start(const void *a, const void *b)
{
	const struct sym_entry *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	/* stable on equal starts: the order added */
	return x->name_off < y->name_off ? -1 : x->name_off > y->name_off;
}

/* Of two symbols at one address, which perf keeps (choose_best_symbol):
 * one with a size, then the better binding, then the first. */
static int better(const struct sym_entry *a, const struct sym_entry *b)
{
	int sa = a->end > a->start, sb = b->end > b->start;

	if (sa != sb)
		return sa > sb;
	return a->rank > b->rank;
}

static uint64_t page_up(uint64_t v)
{
	return (v + 4095) / 4096 * 4096;
}

void symtab_settle(struct sym_table *t)
{
	size_t m = 0;

	if (!t->n)
		return;
	qsort(t->v, t->n, sizeof(*t->v), by_start);
	for (size_t i = 0; i < t->n; i++) {
		if (m && t->v[m - 1].start == t->v[i].start) {
			if (better(&t->v[i], &t->v[m - 1]))
				t->v[m - 1] = t->v[i];
			continue;
		}
		t->v[m++] = t->v[i];
	}
	t->n = m;
	for (size_t i = 0; i < m; i++) {
		struct sym_entry *e = &t->v[i];

		e->name = t->pool + e->name_off;
		if (e->end <= e->start)
			e->end = i + 1 < m ? t->v[i + 1].start : page_up(e->start) + 4096;
	}
}

const struct sym_entry *symtab_find(const struct sym_table *t, uint64_t addr)
{
	size_t lo = 0, hi = t ? t->n : 0;

	while (lo < hi) {	/* the first symbol starting after addr */
		size_t mid = lo + (hi - lo) / 2;

		if (t->v[mid].start <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* a sized symbol may end before addr while an earlier, longer one
	 * (a function holding a local label) still covers it */
	for (size_t i = lo, back = 0; i-- > 0 && back < 4; back++)
		if (addr < t->v[i].end)
			return &t->v[i];
	return NULL;
}

void symtab_free(struct sym_table *t)
{
	if (!t)
		return;
	free(t->v);
	free(t->pool);
	free(t->load);
	memset(t, 0, sizeof(*t));
}

static int text_fail(char *err, size_t errlen, size_t line, const char *why)
{
	snprintf(err, errlen, "symbol text line %zu: %s", line, why);
	return -1;
}

int symtab_parse_text(struct sym_table *t, const char *text, size_t len, char *err,
		      size_t errlen)
{
	const char *p = text, *end = text + len;
	size_t line = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p)), *name, *ne;
		char buf[64], *q;
		unsigned long long start, size;
		size_t l;

		if (!nl)
			nl = end;
		line++;
		l = (size_t)(nl - p);
		if (!l) {
			p = nl + 1;
			continue;
		}
		/* the two numbers, copied so strtoull stops within the line */
		memcpy(buf, p, l < sizeof(buf) - 1 ? l : sizeof(buf) - 1);
		buf[l < sizeof(buf) - 1 ? l : sizeof(buf) - 1] = '\0';
		errno = 0;
		start = strtoull(buf, &q, 16);
		if (q == buf || *q != ' ' || errno)
			return text_fail(err, errlen, line, "not \"START SIZE NAME\" in hex");
		size = strtoull(q + 1, &q, 16);
		if (*q != ' ' || errno || !q[1] || start + size < start)
			return text_fail(err, errlen, line, "not \"START SIZE NAME\" in hex");
		name = p + (q + 1 - buf);
		ne = nl;
		if (ne > name && ne[-1] == '\r')
			ne--;
		if (ne <= name || memchr(name, '\0', (size_t)(ne - name)))
			return text_fail(err, errlen, line, "no name");
		if (symtab_add(t, start, start + size, name, (size_t)(ne - name), 0) < 0)
			return text_fail(err, errlen, line, "out of memory");
		p = nl + 1;
	}
	if (!t->n) {
		snprintf(err, errlen, "symbol text holds no symbol");
		return -1;
	}
	symtab_settle(t);
	return 0;
}

uint64_t symtab_file_to_vaddr(const struct sym_table *t, uint64_t off)
{
	for (size_t i = 0; i < t->nload; i++) {
		const struct sym_load *l = &t->load[i];

		if (off >= l->off && off - l->off < l->filesz)
			return off - l->off + l->vaddr;
	}
	return off;
}
