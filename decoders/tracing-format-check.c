// SPDX-License-Identifier: GPL-2.0-only
/* tracing-format-check.c: a strict check of event format text before it reaches
 * libtraceevent, whose 1.7 parser crashes on some malformed formats. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tracepoint.h"

#define FMT_MAX_FIELDS	512
#define FMT_MAX_DEPTH	64
#define FMT_MAX_WIDTH	256	/* widths/precisions real formats use: <= 16 */
#define FMT_MAX_INDEX	256	/* REC->x[N]: real formats index 0..9 */
#define FMT_MAX_LEN	65536	/* literal lengths of __print_hex/_array */

struct fmt_chk {
	const char *p, *end;	/* the unread text */
	const char *name[FMT_MAX_FIELDS];
	size_t name_len[FMT_MAX_FIELDS];
	bool dynamic[FMT_MAX_FIELDS];	/* __data_loc / __rel_loc */
	size_t nnames;
	char *why;
	size_t whylen;
	int line;
};

static bool fc_fail(struct fmt_chk *c, const char *msg)
{
	if (c->why && c->whylen)
		snprintf(c->why, c->whylen, "line %d: %s", c->line, msg);
	return false;
}

static bool is_ident(char ch, bool first)
{
	return ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       (!first && ch >= '0' && ch <= '9');
}

static bool is_digit(char ch)
{
	return ch >= '0' && ch <= '9';
}

/* strchr() that does not match the terminator. */
static bool in_set(char ch, const char *set)
{
	return ch && strchr(set, ch);
}

/* Only printable ASCII, tab and newline: no NUL, no control bytes. */
static bool fc_charset(struct fmt_chk *c)
{
	for (const char *q = c->p; q < c->end; q++) {
		unsigned char ch = (unsigned char)*q;

		if (ch == '\n')
			c->line++;
		else if (ch != '\t' && (ch < 0x20 || ch > 0x7e))
			return fc_fail(c, "control or non-ASCII byte");
	}
	c->line = 1;
	return true;
}

/* The current line as [s, e), advancing past its newline. */
static bool fc_line(struct fmt_chk *c, const char **s, const char **e)
{
	const char *nl;

	if (c->p >= c->end)
		return false;
	nl = memchr(c->p, '\n', (size_t)(c->end - c->p));
	*s = c->p;
	*e = nl ? nl : c->end;
	c->p = nl ? nl + 1 : c->end;
	c->line++;
	return true;
}

static bool fc_prefix(const char **s, const char *e, const char *pre)
{
	size_t n = strlen(pre);

	if ((size_t)(e - *s) < n || memcmp(*s, pre, n) != 0)
		return false;
	*s += n;
	return true;
}

static bool fc_digits(const char **s, const char *e)
{
	const char *q = *s;

	while (*s < e && is_digit(**s))
		(*s)++;
	return *s > q && *s - q <= 10;
}

/* name: <word>, ID: <number>, format: */
static bool fc_head(struct fmt_chk *c)
{
	const char *s, *e;

	c->line = 0;
	if (!fc_line(c, &s, &e) || !fc_prefix(&s, e, "name: ") || s == e)
		return fc_fail(c, "expected 'name: <event>'");
	for (; s < e; s++)
		if (*s == ' ' || *s == '\t')
			return fc_fail(c, "space in the event name");
	if (!fc_line(c, &s, &e) || !fc_prefix(&s, e, "ID: ") ||
	    !fc_digits(&s, e) || s != e)
		return fc_fail(c, "expected 'ID: <number>'");
	if (!fc_line(c, &s, &e) || !fc_prefix(&s, e, "format:") || s != e)
		return fc_fail(c, "expected 'format:'");
	return true;
}

/* "[...]" in a declaration: closed, plain contents. */
static bool fc_brackets(const char **s, const char *e)
{
	for ((*s)++; *s < e && **s != ']'; (*s)++) {
		char ch = **s;

		if (!is_ident(ch, false) && !in_set(ch, " +-*()<>"))
			return false;
	}
	if (*s >= e)
		return false;
	(*s)++;
	return true;
}

/* libtraceevent's tokenizer turns these words into strings wherever they
 * appear (an old mac80211 workaround); as a field name that leaks. */
static bool fc_macro_word(const char *s, size_t n)
{
	static const char *const w[] = { "LOCAL_PR_FMT", "STA_PR_FMT", "VIF_PR_FMT" };

	for (size_t i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		if (strlen(w[i]) == n && !memcmp(w[i], s, n))
			return true;
	return false;
}

/* A declaration ("char comm[16]", "__data_loc char[] name"): remember the
 * last identifier outside brackets as the field's name. */
static bool fc_decl(struct fmt_chk *c, const char *s, const char *e)
{
	const char *name = NULL;
	size_t len = 0;
	int words = 0;
	/* the keyword as a word of its own: "__data_locX[] y" leaks in 1.7 */
	bool dyn = (e - s > 11 && !memcmp(s, "__data_loc ", 11)) ||
		   (e - s > 10 && !memcmp(s, "__rel_loc ", 10));

	int after = 0;		/* words after an array size */
	bool arr = false;

	while (s < e) {
		if (*s == '[') {
			if (!fc_brackets(&s, e))
				return fc_fail(c, "bad array size");
			arr = true;
		} else if (is_ident(*s, true)) {
			/* Only "__data_loc type[] name" has a word after an array
			 * size; libtraceevent 1.7 leaks on "type[N] name". */
			if (arr && (!dyn || ++after > 1))
				return fc_fail(c, "a word after an array size");
			words++;
			name = s;
			while (s < e && is_ident(*s, false))
				s++;
			len = (size_t)(s - name);
			if (fc_macro_word(name, len))
				return fc_fail(c, "a mac80211 format macro as a field word");
		} else if (*s == ' ' || (*s == '*' && !arr)) {
			s++;
		} else {
			return fc_fail(c, "bad character in a field declaration");
		}
	}
	if (words < 2)		/* a type and a name */
		return fc_fail(c, "field without a type or a name");
	if (c->nnames == FMT_MAX_FIELDS)
		return fc_fail(c, "too many fields");
	c->name[c->nnames] = name;
	c->dynamic[c->nnames] = dyn;
	c->name_len[c->nnames++] = len;
	return true;
}

/* \tfield:<decl>;\toffset:N;\tsize:N;[\tsigned:0|1;] */
static bool fc_field(struct fmt_chk *c, const char *s, const char *e)
{
	const char *semi = memchr(s, ';', (size_t)(e - s));

	if (!semi || !fc_decl(c, s, semi))
		return semi ? false : fc_fail(c, "field without ';'");
	s = semi + 1;
	if (!fc_prefix(&s, e, "\toffset:") || !fc_digits(&s, e) ||
	    !fc_prefix(&s, e, ";\tsize:") || !fc_digits(&s, e) ||
	    !fc_prefix(&s, e, ";"))
		return fc_fail(c, "bad offset/size");
	if (s < e) {		/* old kernels stop after size */
		if (!fc_prefix(&s, e, "\tsigned:") || s >= e ||
		    (*s != '0' && *s != '1'))
			return fc_fail(c, "bad signed");
		s++;
		if (!fc_prefix(&s, e, ";"))
			return fc_fail(c, "bad signed");
	}
	if (s != e)
		return fc_fail(c, "junk after a field");
	return true;
}

/* The index of field s[0..n), or -1. */
static int fc_find(const struct fmt_chk *c, const char *s, size_t n)
{
	for (size_t i = 0; i < c->nnames; i++)
		if (c->name_len[i] == n && memcmp(c->name[i], s, n) == 0)
			return (int)i;
	return -1;
}

static bool fc_known(const struct fmt_chk *c, const char *s, size_t n)
{
	return fc_find(c, s, n) >= 0;
}

/* A quoted literal starting at *s; leaves *s after the closing quote. */
static bool fc_quoted(const char **s, const char *e)
{
	char q = **s;

	for ((*s)++; *s < e; (*s)++) {
		if (**s == '\\' && *s + 1 < e)
			(*s)++;
		else if (**s == q) {
			(*s)++;
			return true;
		}
	}
	return false;
}

/* ---- the print fmt: a small C expression grammar ----------------------- */

enum pf_tok { T_END, T_IDENT, T_NUM, T_STR, T_CHAR, T_PUNCT, T_BAD };

struct pf {
	struct fmt_chk *c;
	const char *p, *e;	/* unread text */
	enum pf_tok kind;	/* the current token */
	const char *ts;
	size_t tn;
	int depth;
	int nargs;
	bool in_else;		/* inside a ?: else branch */
	bool helper_ok;		/* __print_*() may stand here (it is a whole
				 * argument or ?: branch: operators on one
				 * leak in libtraceevent 1.7) */
	bool indexable;		/* the last primary was REC->x or __get_x() */
	bool in_table;		/* a __print_flags/_symbolic table's value:
				 * *, / and % there leak in libtraceevent 1.7 */
};

static const char *const pf_punct2[] = {
	"->", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
};

static void pf_punct(struct pf *x)
{
	x->kind = T_PUNCT;
	for (size_t i = 0; i < sizeof(pf_punct2) / sizeof(pf_punct2[0]); i++) {
		if (x->e - x->p >= 2 && !memcmp(x->p, pf_punct2[i], 2)) {
			x->tn = 2;
			return;
		}
	}
	x->tn = 1;
	if (!in_set(*x->p, "+-*/%<>&^|!~?:,()[]{}"))
		x->kind = T_BAD;
}

static void pf_next(struct pf *x)
{
	const char *s;

	while (x->p < x->e && in_set(*x->p, " \t\n"))
		x->p++;
	s = x->ts = x->p;
	if (s >= x->e) {
		x->kind = T_END;
		x->tn = 0;
		return;
	}
	if (is_ident(*s, false)) {
		x->kind = is_digit(*s) ? T_NUM : T_IDENT;
		while (s < x->e && is_ident(*s, false))
			s++;
	} else if (*s == '"' || *s == '\'') {
		x->kind = *s == '"' ? T_STR : T_CHAR;
		if (!fc_quoted(&s, x->e))
			x->kind = T_BAD;
	} else {
		pf_punct(x);
		s += x->tn;
	}
	x->tn = (size_t)(s - x->ts);
	x->p = s;
}

static bool pf_is(const struct pf *x, const char *punct)
{
	return x->kind == T_PUNCT && x->tn == strlen(punct) &&
	       !memcmp(x->ts, punct, x->tn);
}

static bool pf_word(const struct pf *x, const char *word)
{
	return x->kind == T_IDENT && x->tn == strlen(word) &&
	       !memcmp(x->ts, word, x->tn);
}

static bool pf_accept(struct pf *x, const char *punct)
{
	if (!pf_is(x, punct))
		return false;
	pf_next(x);
	return true;
}

static bool pf_expect(struct pf *x, const char *punct)
{
	return pf_accept(x, punct) || fc_fail(x->c, "print fmt: syntax error");
}

static bool pf_expr(struct pf *x);
static bool pf_unary(struct pf *x);
static bool pf_postfix(struct pf *x);
static bool pf_rec(struct pf *x);

/* libtraceevent folds and evaluates / and % without a zero check: the
 * divisor must be a nonzero literal (as strtoull base 0 reads it: "08" is 0)
 * or a sizeof of a type, never a field. */
static bool pf_divisor(const struct pf *x)
{
	char num[32], *end;

	if (pf_word(x, "sizeof")) {
		const char *rp = memchr(x->p, ')', (size_t)(x->e - x->p));

		return rp && !memmem(x->p, (size_t)(rp - x->p), "REC", 3);
	}
	if (x->kind != T_NUM || x->tn >= sizeof(num))
		return false;
	memcpy(num, x->ts, x->tn);
	num[x->tn] = '\0';
	if (strtoull(num, &end, 0) == 0)
		return false;
	while (in_set(*end, "uUlL"))
		end++;
	return *end == '\0';
}

/* The current token is a number literal no larger than max. */
static bool pf_number_max(const struct pf *x, unsigned long long max)
{
	char num[32], *end;
	unsigned long long v;

	if (x->kind != T_NUM || x->tn >= sizeof(num))
		return false;
	memcpy(num, x->ts, x->tn);
	num[x->tn] = '\0';
	v = strtoull(num, &end, 0);
	while (in_set(*end, "uUlL"))
		end++;
	return *end == '\0' && v <= max;
}

/* A type name inside parentheses: words and stars, no REC. */
static bool pf_typename(struct pf *x)
{
	int words = 0;

	for (;; pf_next(x)) {
		if (x->kind == T_IDENT && !pf_word(x, "REC"))
			words++;
		else if (!pf_is(x, "*"))
			break;
	}
	return words > 0 && pf_is(x, ")");
}

static bool pf_starts_primary(const struct pf *x)
{
	return x->kind == T_IDENT || x->kind == T_NUM || x->kind == T_STR ||
	       x->kind == T_CHAR || pf_is(x, "(");
}

/* "(type) unary" or "(expr)"; "({ ... })" statement expressions are out. */
static bool pf_paren(struct pf *x)
{
	struct pf save;

	pf_next(x);
	if (pf_is(x, "{"))
		return fc_fail(x->c, "print fmt: statement expression");
	save = *x;
	if (pf_word(x, "REC")) {	/* (REC)->field */
		pf_next(x);
		if (pf_accept(x, ")"))
			return pf_rec(x);
		*x = save;
	}
	if (pf_typename(x)) {
		pf_next(x);
		if (pf_starts_primary(x))	/* "(t)!x" leaks in 1.7 */
			return pf_postfix(x);
	}
	*x = save;
	return pf_expr(x) && pf_expect(x, ")");
}

/* NULL as the kernel spells it in a flag table: ((void *)0). */
static bool pf_null(struct pf *x)
{
	static const char *const toks[] = { "(", "(", "void", "*", ")", "0", ")" };

	for (size_t i = 0; i < sizeof(toks) / sizeof(toks[0]); i++, pf_next(x))
		if (x->tn != strlen(toks[i]) || memcmp(x->ts, toks[i], x->tn))
			return fc_fail(x->c, "print fmt: flag name is not a string");
	return true;
}

/* { value, "name" }: one entry of a __print_flags/__print_symbolic table
 * (tables end with { 0, ((void *)0) }; an empty { } leaks in libtraceevent). */
static bool pf_pair(struct pf *x)
{
	bool ok;

	if (!pf_expect(x, "{"))
		return false;
	x->in_table = true;
	ok = pf_expr(x);
	x->in_table = false;
	if (!ok || !pf_expect(x, ","))
		return false;
	if (x->kind == T_NUM && x->tn == 1 && *x->ts == '0') {
		pf_next(x);	/* { -1, 0 } ends some tables */
		return pf_expect(x, "}");
	}
	if (x->kind != T_STR)
		return pf_null(x) && pf_expect(x, "}");
	while (x->kind == T_STR)
		pf_next(x);
	return pf_expect(x, "}");
}

static bool pf_pairs(struct pf *x)
{
	while (pf_accept(x, ","))
		if (!pf_pair(x))
			return false;
	return pf_expect(x, ")");
}

/* __print_flags(value, "delim", pairs...) */
static bool pf_call_flags(struct pf *x)
{
	if (!pf_expr(x) || !pf_expect(x, ","))
		return false;
	if (x->kind != T_STR)
		return fc_fail(x->c, "print fmt: flag delimiter is not a string");
	while (x->kind == T_STR)
		pf_next(x);
	return pf_pairs(x);
}

/* __print_symbolic(value, pairs...) */
static bool pf_call_symbolic(struct pf *x)
{
	return pf_expr(x) && pf_pairs(x);
}

/* __get_str(name) and friends: one dynamic field of this format. */
static bool pf_call_field(struct pf *x)
{
	int i = x->kind == T_IDENT ? fc_find(x->c, x->ts, x->tn) : -1;

	if (i < 0 || !x->c->dynamic[i])
		return fc_fail(x->c, "print fmt: __get_ of no dynamic field");
	pf_next(x);
	x->indexable = true;
	return pf_expect(x, ")");
}

static bool pf_ident(struct pf *x);
static bool pf_sizeof(struct pf *x);

/* How many bytes/elements __print_hex and __print_array read: libtraceevent
 * trusts it, so only a literal or a dynamic array's own (16-bit) length,
 * perhaps divided by a constant, never a value from the payload. */
static bool pf_length(struct pf *x)
{
	if (pf_number_max(x, FMT_MAX_LEN)) {
		pf_next(x);
		return true;
	}
	if (!pf_word(x, "__get_dynamic_array_len") &&
	    !pf_word(x, "__get_rel_dynamic_array_len"))
		return fc_fail(x->c, "print fmt: length read from the payload");
	if (!pf_ident(x))
		return false;
	if (!pf_accept(x, "/"))
		return true;
	if (!pf_divisor(x))
		return fc_fail(x->c, "print fmt divides by a non-constant");
	return pf_unary(x);
}

/* An element size: 1, 2, 4, 8 or a sizeof. */
static bool pf_elsize(struct pf *x)
{
	if (pf_word(x, "sizeof"))
		return pf_sizeof(x);
	if (x->kind == T_NUM && x->tn == 1 && in_set(*x->ts, "1248")) {
		pf_next(x);
		return true;
	}
	return fc_fail(x->c, "print fmt: bad element size");
}

/* What __print_hex/__print_array dump: REC->field or a dynamic array. */
static bool pf_dump_ptr(struct pf *x)
{
	if (pf_word(x, "REC")) {
		pf_next(x);
		return pf_rec(x);
	}
	if (!pf_word(x, "__get_dynamic_array") &&
	    !pf_word(x, "__get_rel_dynamic_array"))
		return fc_fail(x->c, "print fmt: dump of no field");
	return pf_ident(x);
}

/* __print_hex(p, len), __print_hex_str(p, len), __print_array(p, n, size) */
static bool pf_call_dump(struct pf *x, bool array)
{
	if (!pf_dump_ptr(x) || !pf_expect(x, ",") || !pf_length(x))
		return false;
	if (array && (!pf_expect(x, ",") || !pf_elsize(x)))
		return false;
	return pf_expect(x, ")");
}

static bool pf_sizeof(struct pf *x)
{
	struct pf save;

	pf_next(x);
	if (!pf_accept(x, "("))
		return pf_unary(x);
	save = *x;
	if (pf_typename(x)) {
		pf_next(x);
		return true;
	}
	*x = save;
	return pf_expr(x) && pf_expect(x, ")");
}

/* After REC (or "(REC)"): ->field, a field of this format. */
static bool pf_rec(struct pf *x)
{
	if (!pf_accept(x, "->") || x->kind != T_IDENT)
		return fc_fail(x->c, "print fmt: REC without ->field");
	if (!fc_known(x->c, x->ts, x->tn))
		return fc_fail(x->c, "print fmt names a field the format lacks");
	pf_next(x);
	x->indexable = true;
	return true;
}

enum pf_fn { FN_FIELD, FN_FLAGS, FN_SYMBOLIC, FN_HEX, FN_ARRAY };

/* The helpers libtraceevent 1.7 implements; anything else is refused. */
static const struct {
	const char *name;
	enum pf_fn kind;
} pf_funcs[] = {
	{ "__get_str", FN_FIELD },
	{ "__get_rel_str", FN_FIELD },
	{ "__get_bitmask", FN_FIELD },
	{ "__get_rel_bitmask", FN_FIELD },
	{ "__get_cpumask", FN_FIELD },
	{ "__get_rel_cpumask", FN_FIELD },
	{ "__get_dynamic_array", FN_FIELD },
	{ "__get_rel_dynamic_array", FN_FIELD },
	{ "__get_dynamic_array_len", FN_FIELD },
	{ "__get_rel_dynamic_array_len", FN_FIELD },
	{ "__get_sockaddr", FN_FIELD },
	{ "__get_rel_sockaddr", FN_FIELD },
	{ "__print_flags", FN_FLAGS },
	{ "__print_symbolic", FN_SYMBOLIC },
	{ "__print_hex", FN_HEX },
	{ "__print_hex_str", FN_HEX },
	{ "__print_array", FN_ARRAY },
};

/* name( ... ): a known helper with the arguments it expects. */
static bool pf_call(struct pf *x)
{
	size_t i, n = sizeof(pf_funcs) / sizeof(pf_funcs[0]);

	for (i = 0; i < n && !pf_word(x, pf_funcs[i].name); i++)
		;
	if (i == n)
		return fc_fail(x->c, "print fmt: unknown function");
	/* i < n here: cppcheck 2.10 does not see n is the table size. */
	// cppcheck-suppress arrayIndexOutOfBounds
	if (pf_funcs[i].kind != FN_FIELD && !x->helper_ok)
		return fc_fail(x->c, "print fmt: print helper inside an expression");
	x->helper_ok = false;
	pf_next(x);
	if (!pf_expect(x, "("))
		return false;
	switch (pf_funcs[i].kind) {
	case FN_FIELD:
		return pf_call_field(x);
	case FN_FLAGS:
		return pf_call_flags(x);
	case FN_SYMBOLIC:
		return pf_call_symbolic(x);
	default:
		return pf_call_dump(x, pf_funcs[i].kind == FN_ARRAY);
	}
}

static bool pf_ident(struct pf *x)
{
	struct pf save;

	if (pf_word(x, "REC")) {
		pf_next(x);
		return pf_rec(x);
	}
	if (pf_word(x, "sizeof"))
		return pf_sizeof(x);
	save = *x;
	pf_next(x);
	if (!pf_is(x, "("))
		return true;	/* a bare name (an enum constant) */
	*x = save;
	return pf_call(x);
}

static bool pf_primary(struct pf *x)
{
	switch (x->kind) {
	case T_NUM:
		if (!pf_number_max(x, ~0ULL))
			return fc_fail(x->c, "print fmt: malformed number");
		pf_next(x);
		return true;
	case T_CHAR:
		pf_next(x);
		return true;
	case T_STR:
		while (x->kind == T_STR)
			pf_next(x);
		return true;
	case T_IDENT:
		return pf_ident(x);
	default:
		if (pf_is(x, "("))
			return pf_paren(x);
		return fc_fail(x->c, "print fmt: syntax error");
	}
}

/* Indexing, as real formats use it: REC->x[N] or __get_x(y)[N] with a
 * literal N, never in a ?: else branch (where libtraceevent 1.7 crashes). */
static bool pf_postfix(struct pf *x)
{
	x->indexable = false;
	if (!pf_primary(x))
		return false;
	if (!pf_is(x, "["))
		return true;
	if (!x->indexable || x->in_else)
		return fc_fail(x->c, "print fmt: unsupported indexing");
	pf_next(x);
	if (!pf_number_max(x, FMT_MAX_INDEX))
		return fc_fail(x->c, "print fmt: index is not a small number");
	pf_next(x);
	return pf_expect(x, "]");
}

static bool pf_unary(struct pf *x)
{
	bool ok;

	if (++x->depth > FMT_MAX_DEPTH)
		return fc_fail(x->c, "print fmt nests too deep");
	if (pf_is(x, "-") || pf_is(x, "+")) {
		pf_next(x);	/* "--x", "!--x" leak in libtraceevent 1.7 */
		ok = pf_postfix(x);
	} else if (pf_is(x, "!") || pf_is(x, "~")) {	/* no unary * or & */
		pf_next(x);
		ok = pf_unary(x);
	} else {
		ok = pf_postfix(x);
	}
	x->depth--;
	return ok;
}

static bool pf_binop(const struct pf *x)
{
	static const char *const ops[] = {
		"+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=",
		"==", "!=", "&", "^", "|", "&&", "||",
	};

	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (pf_is(x, ops[i]))
			return true;
	return false;
}

static bool pf_binary(struct pf *x)
{
	if (!pf_unary(x))
		return false;
	while (pf_binop(x)) {
		bool div = pf_is(x, "/") || pf_is(x, "%");

		if (x->in_table && (div || pf_is(x, "*")))
			return fc_fail(x->c, "print fmt: a flag table's value multiplies or divides");
		pf_next(x);
		if (div && !pf_divisor(x))
			return fc_fail(x->c, "print fmt divides by a non-constant");
		if (!pf_unary(x))
			return false;
	}
	return true;
}

static bool pf_branch(struct pf *x);

static bool pf_expr(struct pf *x)
{
	bool ok;

	if (++x->depth > FMT_MAX_DEPTH)
		return fc_fail(x->c, "print fmt nests too deep");
	x->helper_ok = false;
	ok = pf_binary(x);
	if (ok && pf_accept(x, "?")) {
		bool was = x->in_else;

		ok = pf_branch(x) && pf_expect(x, ":");
		x->in_else = true;
		ok = ok && pf_branch(x);
		x->in_else = was;
	}
	x->depth--;
	return ok;
}

static bool pf_is_helper(const struct pf *x)
{
	return x->kind == T_IDENT && x->tn > 8 && !memcmp(x->ts, "__print_", 8);
}

/* A whole argument or ?: branch: a print helper alone, or an expression. */
static bool pf_branch(struct pf *x)
{
	if (!pf_is_helper(x))
		return pf_expr(x);
	x->helper_ok = true;
	if (!pf_call(x))
		return false;
	if (pf_is(x, ",") || pf_is(x, ":") || pf_is(x, ")") || x->kind == T_END)
		return true;
	return fc_fail(x->c, "print fmt: print helper inside an expression");
}

/* A width or precision written in the format: at most FMT_MAX_WIDTH. */
static bool pf_width(const char **s, const char *e)
{
	unsigned int v = 0;

	while (*s < e && is_digit(**s)) {
		v = v * 10 + (unsigned int)(**s - '0');
		if (v > FMT_MAX_WIDTH)
			return false;
		(*s)++;
	}
	return true;
}

/* One conversion of the format string: the arguments it takes, or -1 for
 * one libtraceevent should not see: %n writes, floats it cannot print, a
 * width from the data (padding of any size), a precision from the data on
 * anything but a string. */
static int pf_conversion(const char **s, const char *e)
{
	bool star_prec = false;

	while (*s < e && in_set(**s, "-+ #0"))
		(*s)++;
	if (!pf_width(s, e))
		return -1;
	if (*s < e && **s == '.') {
		(*s)++;
		star_prec = *s < e && **s == '*';
		*s += star_prec;
		if (!pf_width(s, e))
			return -1;
	}
	while (*s < e && in_set(**s, "hlLzjtq"))
		(*s)++;
	if (*s >= e || !in_set(**s, "diouxXcsp%"))
		return -1;
	if (star_prec && **s != 's')
		return -1;
	if (*(*s)++ == '%')
		return star_prec ? -1 : 0;
	if ((*s)[-1] == 'p')	/* %pS, %pI4, %pISpc... */
		while (*s < e && is_ident(**s, false))
			(*s)++;
	return 1 + star_prec;
}

/* The arguments the format string's conversions consume, or -1. */
static int pf_format_args(const char *s, const char *e)
{
	int total = 0, n;

	for (; s < e; s++) {
		if (*s == '\\' && s + 1 < e) {
			s++;
			continue;
		}
		if (*s != '%')
			continue;
		s++;
		n = pf_conversion(&s, e);
		if (n < 0)
			return -1;
		total += n;
		s--;
	}
	return total;
}

/* print fmt: "<format>", args: every argument parses, the conversions
 * match the argument count, and field references resolve. */
static bool fc_print(struct fmt_chk *c, const char *s, const char *e)
{
	struct pf x = { .c = c, .p = s, .e = e };
	int want;

	pf_next(&x);
	if (x.kind != T_STR)
		return fc_fail(c, "print fmt must start with a string");
	for (want = 0; x.kind == T_STR; pf_next(&x)) {	/* "a" "b" joins */
		int n = pf_format_args(x.ts + 1, x.ts + x.tn - 1);

		if (n < 0)
			return fc_fail(c, "print fmt: unsupported conversion");
		want += n;
	}
	while (pf_accept(&x, ",")) {
		if (!pf_branch(&x))
			return false;
		x.nargs++;
	}
	if (x.kind != T_END)
		return fc_fail(c, "print fmt: syntax error");
	if (x.nargs != want)
		return fc_fail(c, "print fmt: conversions do not match arguments");
	return true;
}

/* Fields until "print fmt: ", which runs to the end of the text (its
 * string may hold newlines). */
static int fc_body(struct fmt_chk *c, size_t *print_off, const char *text)
{
	const char *s, *e;

	while (fc_line(c, &s, &e)) {
		if (s == e)
			continue;
		if (fc_prefix(&s, e, "\tfield:")) {
			if (!fc_field(c, s, e))
				return TRACING_FORMAT_BAD;
		} else if (fc_prefix(&s, e, "print fmt: ")) {
			*print_off = (size_t)(s - text);
			return fc_print(c, s, c->end) ? TRACING_FORMAT_OK :
				TRACING_FORMAT_BAD_PRINT;
		} else {
			fc_fail(c, "expected a field or 'print fmt:'");
			return TRACING_FORMAT_BAD;
		}
	}
	fc_fail(c, "no print fmt");
	return TRACING_FORMAT_BAD;
}

int tracing_format_check(const char *text, size_t len, size_t *print_off,
			 char *why, size_t whylen)
{
	struct fmt_chk c = { .p = text, .end = text ? text + len : NULL,
			     .why = why, .whylen = whylen };
	size_t off = 0;
	int v;

	if (why && whylen)
		why[0] = '\0';
	if (!text) {
		fc_fail(&c, "no text");
		return TRACING_FORMAT_BAD;
	}
	if (!fc_charset(&c) || !fc_head(&c))
		return TRACING_FORMAT_BAD;
	v = fc_body(&c, &off, text);
	if (print_off)
		*print_off = off;
	return v;
}
