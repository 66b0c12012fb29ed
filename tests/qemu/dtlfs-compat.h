/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * dtlfs-compat.h: turns the kernel's own arch/powerpc/platforms/pseries/dtl.c
 * (the debugfs powerpc/dtl interface, CONFIG_DTL) into a module for a kernel
 * built without CONFIG_DTL, such as Debian's ppc64el one. dtl.c is compiled
 * unchanged from linux-source with this header passed by -include
 * (tests/qemu/build-module.sh).
 *
 * What the built-in file has and a module lacks:
 *   - CONFIG_DTL itself (dtl.c is all under #ifdef CONFIG_DTL);
 *   - dtl_cache and dtl_access_lock (lpar.c, setup.c), not exported: the
 *     module takes their addresses from /proc/kallsyms as parameters, checked
 *     with sprint_symbol, and dtl.c's uses go through them;
 *   - machine_arch_initcall(pseries, dtl_init) becomes module_init, with an
 *     exit that removes the debugfs directory.
 * The test's hypervisor stand-in (hvdtl.ko) needs each CPU's buffer, which is
 * in dtl.c's static per-CPU cpu_dtl: dtlfs_hv_fill(), added at the end of the
 * file by the same macro, hands it over under the struct's own lock.
 */
#ifndef DTLFS_COMPAT_H
#define DTLFS_COMPAT_H

#include <linux/debugfs.h>
#include <linux/kallsyms.h>
#include <linux/module.h>
#include <linux/rwsem.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <asm/machdep.h>

#define CONFIG_DTL 1

static unsigned long dtl_cache_addr, dtl_access_lock_addr;
module_param(dtl_cache_addr, ulong, 0444);
MODULE_PARM_DESC(dtl_cache_addr, "address of dtl_cache from /proc/kallsyms");
module_param(dtl_access_lock_addr, ulong, 0444);
MODULE_PARM_DESC(dtl_access_lock_addr, "address of dtl_access_lock from /proc/kallsyms");

static struct kmem_cache **dtlfs_dtl_cache;
static struct rw_semaphore *dtlfs_dtl_access_lock;
/* asm/dtl.h's extern declarations then name these pointers' targets too. */
#define dtl_cache (*dtlfs_dtl_cache)
#define dtl_access_lock (*dtlfs_dtl_access_lock)

static inline bool dtlfs_is(unsigned long addr, const char *name)
{
	char sym[KSYM_SYMBOL_LEN], want[KSYM_NAME_LEN + 8];

	if (!addr)
		return false;
	sprint_symbol(sym, addr);
	snprintf(want, sizeof(want), "%s+0x0/", name);
	if (strncmp(sym, want, strlen(want))) {
		pr_err("dtlfs: %#lx is %s, not %s\n", addr, sym, name);
		return false;
	}
	return true;
}

/* The initcall, the exit and the test hook, expanded at the end of dtl.c
 * where struct dtl, cpu_dtl and dtl_dir are in scope. */
#undef machine_arch_initcall
#define machine_arch_initcall(mach, fn)						\
	static int __init dtlfs_init(void)					\
	{									\
		if (!dtlfs_is(dtl_cache_addr, "dtl_cache") ||			\
		    !dtlfs_is(dtl_access_lock_addr, "dtl_access_lock"))		\
			return -EINVAL;						\
		dtlfs_dtl_cache = (struct kmem_cache **)dtl_cache_addr;	\
		dtlfs_dtl_access_lock = (struct rw_semaphore *)dtl_access_lock_addr; \
		return fn();							\
	}									\
	module_init(dtlfs_init);						\
	static void __exit dtlfs_exit(void)					\
	{									\
		debugfs_remove_recursive(dtl_dir);				\
	}									\
	module_exit(dtlfs_exit);						\
	int dtlfs_hv_fill(int cpu, void (*fill)(int cpu, struct dtl_entry *buf,	\
			  int entries, u64 last_idx, void *arg), void *arg);	\
	int dtlfs_hv_fill(int cpu, void (*fill)(int cpu, struct dtl_entry *buf,	\
			  int entries, u64 last_idx, void *arg), void *arg)	\
	{									\
		struct dtl *d = &per_cpu(cpu_dtl, cpu);				\
		int ret = -ENODEV;						\
										\
		if (!spin_trylock(&d->lock))					\
			return -EAGAIN;						\
		if (d->buf) {							\
			fill(cpu, d->buf, d->buf_entries, d->last_idx, arg);	\
			ret = 0;						\
		}								\
		spin_unlock(&d->lock);						\
		return ret;							\
	}									\
	EXPORT_SYMBOL_GPL(dtlfs_hv_fill);					\
	MODULE_LICENSE("GPL");							\
	MODULE_DESCRIPTION("arch/powerpc/platforms/pseries/dtl.c as a module (dtltop test)")

#endif /* DTLFS_COMPAT_H */
