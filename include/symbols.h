/* SPDX-License-Identifier: GPL-2.0-only */
/* symbols.h: where an address was, by name: srr0 of a DTL entry (or any
 * instruction pointer) resolved to function+offset and DSO, as perf does,
 * with a short class a user knows (cede, spin lock, idle, page fault). The
 * views resolve at drawing time, never the readers, and every answer is
 * cached: an address is looked up in its tables once. Not thread-safe: one
 * symbols table per view thread. */
#ifndef DTLTOP_SYMBOLS_H
#define DTLTOP_SYMBOLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Kernel addresses: ppc64's kernel runs in the top quadrant (0xc000...),
 * user space in the bottom one; srr1's MSR[PR] (problem state) says which
 * for certain, where it was logged. */
#define SYM_MSR_PR 0x4000ull
static inline bool sym_is_user(uint64_t srr0, uint64_t srr1)
{
	return (srr1 & SYM_MSR_PR) || srr0 < 0x8000000000000000ull;
}

/* What a well-known kernel function means when the hypervisor took the CPU
 * there (symbols-class.c holds the table, each entry with its reason). */
enum sym_class {
	SYM_CLASS_NONE = 0,	/* not in the table: shown by its name alone */
	SYM_CLASS_CEDE,		/* the vCPU gave its time back (H_CEDE) */
	SYM_CLASS_IDLE,		/* the idle loop around the cede */
	SYM_CLASS_HCALL,	/* inside another hypervisor call */
	SYM_CLASS_SPINLOCK,	/* spinning on a lock: lock-holder preemption */
	SYM_CLASS_FAULT,	/* handling a page fault */
	SYM_CLASS_USER,		/* user space (problem state) */
	SYM_CLASS_COUNT
};
/* The short label ("cede", "idle", "hcall", "spin lock", "page fault",
 * "user"), "" for SYM_CLASS_NONE. */
const char *sym_class_label(enum sym_class c);
/* The class of a kernel function by name (no +offset), or NONE. */
enum sym_class sym_classify(const char *name);

struct symbols;

struct symbols *symbols_new(void);
void symbols_free(struct symbols *s);

/* Kernel symbols, first source that names an address wins, in the order
 * added. Each returns 0, or -1 with a one-line reason naming the file.
 *  - a /proc/kallsyms text: a file (--kallsyms), or bytes a recording or
 *    the simulator carries;
 *  - a vmlinux's ELF symbol table (--vmlinux), read with libelf;
 *  - live: this machine's /proc/kallsyms (read once, on first use). */
int symbols_kallsyms_file(struct symbols *s, const char *path, char *err, size_t errlen);
int symbols_kallsyms_text(struct symbols *s, const char *text, size_t len,
			  char *err, size_t errlen);
int symbols_vmlinux(struct symbols *s, const char *path, char *err, size_t errlen);
/* Live: /proc/kallsyms for the kernel, /proc/PID/maps and the mapped ELF
 * files for user addresses a task's map does not name otherwise. */
void symbols_live(struct symbols *s);
/* A one-line note for the views when a table could not name anything
 * (live /proc/kallsyms with addresses 0: not root), else NULL. */
const char *symbols_note(const struct symbols *s);
/* Keep "what: why" as the note (the first one set stays). */
void symbols_set_note(struct symbols *s, const char *what, const char *why);
/* --symfs: user binaries are looked for under dir first (dir/usr/bin/x
 * for /usr/bin/x), as perf's --symfs; 0, or -1 when dir is no directory. */
int symbols_symfs(struct symbols *s, const char *dir, char *err, size_t errlen);
/* A DSO whose symbols come as text rather than ELF (the simulator's user
 * binaries): lines "START SIZE NAME" in hex, START the offset in the file,
 * as perf's /tmp/perf-PID.map has them. 0, or -1 with a reason. */
int symbols_dso_text(struct symbols *s, const char *path, const char *text, size_t len,
		     char *err, size_t errlen);

/* Where a user address lay: one mapping of the task's process, as an MMAP2
 * record (or /proc/PID/maps) gives it. */
struct sym_map {
	uint64_t start, end, pgoff;
	const char *path;
};

/* A resolved address. found false: no table names it (name "[unknown]",
 * off 0); dso is still the mapping's file where one was known, else
 * "[unknown]". Kernel addresses have dso "[kernel.kallsyms]". */
#define SYM_NAME_MAX 128
#define SYM_DSO_MAX 256
struct sym_result {
	bool found;
	bool user;
	char name[SYM_NAME_MAX];
	uint64_t off;			/* address - symbol start */
	char dso[SYM_DSO_MAX];
	enum sym_class cls;		/* SYM_CLASS_USER for user addresses */
};

/* A kernel address. */
bool symbols_kernel(struct symbols *s, uint64_t addr, struct sym_result *out);
/* A user address of task pid: in map where the caller knows it (replay's
 * MMAP2 records, model_map_find), else live from /proc/pid/maps, else
 * unknown. A mapped file is read with libelf (.symtab, else .dynsym). */
bool symbols_user(struct symbols *s, int32_t pid, const struct sym_map *map, uint64_t addr,
		  struct sym_result *out);
/* "name+0xoff" into buf (or "[unknown]"), as perf script prints a symbol. */
const char *sym_format(const struct sym_result *r, char *buf, size_t len);

#endif
