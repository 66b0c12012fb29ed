/* SPDX-License-Identifier: GPL-2.0-only */
/* symbols-priv.h: what the symbolizer's files share: a sorted table of
 * [start, end) names (a vmlinux, an ELF file, a symbol text), and the ELF
 * reading symbols-elf.c does with libelf. */
#ifndef DTLTOP_SYMBOLS_PRIV_H
#define DTLTOP_SYMBOLS_PRIV_H

#include <stddef.h>
#include <stdint.h>

struct sym_entry {
	uint64_t start, end;
	const char *name;	/* in the table's pool, once settled */
	size_t name_off;	/* ... where it is while the pool grows */
	int rank;		/* duplicates: the higher stays (ELF binding) */
};

/* One PT_LOAD segment: file offsets [off, off + filesz) hold vaddr on. */
struct sym_load {
	uint64_t off, filesz, vaddr;
};

struct sym_table {
	struct sym_entry *v;
	size_t n, cap;
	char *pool;		/* the names, NUL-separated */
	size_t pool_len, pool_cap;
	struct sym_load *load;	/* ELF files only: their PT_LOAD segments */
	size_t nload;
};

/* Append a symbol (end 0: size unknown); -1 out of memory. */
int symtab_add(struct sym_table *t, uint64_t start, uint64_t end, const char *name,
	       size_t name_len, int rank);
/* Sort, drop duplicates (the best ranked, then sized, one stays), end each
 * unsized symbol at the next (perf's symbols__fixup_duplicate and
 * symbols__fixup_end); names become pointers into the pool. */
void symtab_settle(struct sym_table *t);
const struct sym_entry *symtab_find(const struct sym_table *t, uint64_t addr);
void symtab_free(struct sym_table *t);
/* "START SIZE NAME" hex lines into t; -1 with a reason. */
int symtab_parse_text(struct sym_table *t, const char *text, size_t len, char *err,
		      size_t errlen);

/* An ELF file's function symbols (.symtab, else .dynsym) into t, with its
 * PT_LOAD segments; kernel: a vmlinux, whose untyped labels in executable
 * sections count too. -1 with a one-line reason naming path. */
int symtab_read_elf(struct sym_table *t, const char *path, int kernel, char *err,
		    size_t errlen);
/* A file offset of an ELF file in its symbols' address space (the
 * PT_LOAD holding it), or the offset itself when no segment does. */
uint64_t symtab_file_to_vaddr(const struct sym_table *t, uint64_t off);

#endif
