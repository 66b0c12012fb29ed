/* SPDX-License-Identifier: GPL-2.0-only */
/* kallsyms.h: kernel symbols from a /proc/kallsyms text (a copy of it, or
 * the one a recording's tracing data carries), looked up as perf's
 * kallsyms loading resolves a kernel address to symbol+offset. */
#ifndef DTLTOP_KALLSYMS_H
#define DTLTOP_KALLSYMS_H

#include <stddef.h>
#include <stdint.h>

struct ksym {
	uint64_t start, end;	/* [start, end) */
	const char *name;
};

struct kallsyms;

/* Parse len bytes of kallsyms text; NULL with a one-line reason in err
 * when it holds no symbol perf would keep, or on a malformed line. */
struct kallsyms *kallsyms_parse(const char *text, size_t len, char *err, size_t errlen);
/* A kallsyms file whole (/proc/kallsyms reports size 0: read to the end),
 * malloc'd, at most 256 MiB; NULL with a one-line reason naming it. */
char *kallsyms_read(const char *path, size_t *len, char *err, size_t errlen);
/* The same from a file. */
struct kallsyms *kallsyms_load(const char *path, char *err, size_t errlen);
void kallsyms_free(struct kallsyms *k);
/* The symbol addr falls in, or NULL. */
const struct ksym *kallsyms_find(const struct kallsyms *k, uint64_t addr);

#endif
