// SPDX-License-Identifier: GPL-2.0-only
/* symbols-elf.c: an ELF file's function symbols and load segments, read
 * with elfutils' libelf, keeping what perf keeps (tools/perf/util/
 * symbol-elf.c: dso__load_sym, elf_sym__is_function, and for a kernel
 * image the text labels too). The names are copied: the file is closed
 * again at once. */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "symbols-priv.h"

static int elf_fail(char *err, size_t errlen, const char *path, const char *why)
{
	snprintf(err, errlen, "%s: %s", path, why);
	return -1;
}

/* The symbol table section: .symtab, else .dynsym (a stripped file). */
static Elf_Scn *find_symtab(Elf *e, GElf_Shdr *out)
{
	Elf_Scn *scn = NULL, *dyn = NULL;
	GElf_Shdr sh, dsh;

	while ((scn = elf_nextscn(e, scn))) {
		if (!gelf_getshdr(scn, &sh))
			continue;
		if (sh.sh_type == SHT_SYMTAB) {
			*out = sh;
			return scn;
		}
		if (sh.sh_type == SHT_DYNSYM && !dyn) {
			dyn = scn;
			dsh = sh;
		}
	}
	if (dyn)
		*out = dsh;
	return dyn;
}

static int binding_rank(unsigned char bind)
{
	return bind == STB_GLOBAL ? 2 : bind == STB_WEAK ? 1 : 0;
}

/* A kernel label (STT_NOTYPE) counts when it lies in an executable
 * section, as perf's elf_sym__is_label with the kernel's text. */
static int in_exec_section(Elf *e, size_t shndx)
{
	Elf_Scn *scn = elf_getscn(e, shndx);
	GElf_Shdr sh;

	return scn && gelf_getshdr(scn, &sh) && (sh.sh_flags & SHF_EXECINSTR);
}

static int keep_sym(Elf *e, const GElf_Sym *sym, const char *name, int kernel)
{
	unsigned char type = GELF_ST_TYPE(sym->st_info);

	if (!name || !*name || sym->st_shndx == SHN_UNDEF || sym->st_shndx >= SHN_LORESERVE)
		return 0;
	if (type == STT_FUNC || type == STT_GNU_IFUNC)
		return 1;
	if (!kernel || type != STT_NOTYPE)
		return 0;
	if (name[0] == '$' || (name[0] == '.' && name[1] == 'L'))
		return 0;
	return in_exec_section(e, sym->st_shndx);
}

static int read_syms(struct sym_table *t, Elf *e, int kernel, const char *path, char *err,
		     size_t errlen)
{
	GElf_Shdr sh;
	Elf_Scn *scn = find_symtab(e, &sh);
	Elf_Data *d;
	size_t n;

	if (!scn)
		return elf_fail(err, errlen, path, "no symbol table (.symtab or .dynsym)");
	d = elf_getdata(scn, NULL);
	if (!d || !sh.sh_entsize)
		return elf_fail(err, errlen, path, "unreadable symbol table");
	n = d->d_size / sh.sh_entsize;
	for (size_t i = 0; i < n; i++) {
		GElf_Sym sym;
		const char *name;

		if (!gelf_getsym(d, (int)i, &sym))
			break;
		name = elf_strptr(e, sh.sh_link, sym.st_name);
		if (!keep_sym(e, &sym, name, kernel))
			continue;
		if (symtab_add(t, sym.st_value, sym.st_value + sym.st_size, name, strlen(name),
			       binding_rank(GELF_ST_BIND(sym.st_info))) < 0)
			return elf_fail(err, errlen, path, "out of memory");
	}
	if (!t->n)
		return elf_fail(err, errlen, path, "no function symbol");
	symtab_settle(t);
	return 0;
}

static int read_loads(struct sym_table *t, Elf *e)
{
	size_t n;

	if (elf_getphdrnum(e, &n) != 0 || !n)
		return 0;
	t->load = calloc(n, sizeof(*t->load));
	if (!t->load)
		return -1;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(e, (int)i, &ph) || ph.p_type != PT_LOAD)
			continue;
		t->load[t->nload++] = (struct sym_load){ ph.p_offset, ph.p_filesz, ph.p_vaddr };
	}
	return 0;
}

/* libelf's one global: the ELF version, set once for every view's thread. */
static pthread_once_t version_once = PTHREAD_ONCE_INIT;
static int version_ok;

static void version_init(void)
{
	version_ok = elf_version(EV_CURRENT) != EV_NONE;
}

int symtab_read_elf(struct sym_table *t, const char *path, int kernel, char *err,
		    size_t errlen)
{
	GElf_Ehdr eh;
	struct stat st;
	Elf *e;
	int fd, rc = -1;

	pthread_once(&version_once, version_init);
	if (!version_ok)
		return elf_fail(err, errlen, path, "libelf too old");
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0)
		return elf_fail(err, errlen, path, strerror(errno));
	/* a FIFO or device would block or never end */
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return elf_fail(err, errlen, path, "not a regular file");
	}
	e = elf_begin(fd, ELF_C_READ, NULL);
	if (!e || elf_kind(e) != ELF_K_ELF || !gelf_getehdr(e, &eh)) {
		elf_fail(err, errlen, path, "not an ELF file");
		goto out;
	}
	if (eh.e_type != ET_EXEC && eh.e_type != ET_DYN) {
		elf_fail(err, errlen, path, "not an executable or shared object");
		goto out;
	}
	if (read_syms(t, e, kernel, path, err, errlen) < 0)
		goto out;
	if (read_loads(t, e) < 0) {
		elf_fail(err, errlen, path, "out of memory");
		goto out;
	}
	rc = 0;
out:
	if (rc < 0)
		symtab_free(t);
	elf_end(e);
	close(fd);
	return rc;
}
