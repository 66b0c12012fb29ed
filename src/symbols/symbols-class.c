// SPDX-License-Identifier: GPL-2.0-only
/* symbols-class.c: what a well-known ppc64 kernel function means when the
 * hypervisor preempted the vCPU there. Names are the kernel's own, read
 * from its source (files named by each entry); an entry with prefix set
 * matches every name starting with it. */
#include <string.h>

#include "symbols.h"

struct sym_class_entry {
	const char *name;
	enum sym_class cls;
	bool prefix;
};

static const struct sym_class_entry class_table[] = {
	/* arch/powerpc/platforms/pseries/hvCall.S: cede_processor()
	 * (plpar_wrappers.h) issues H_CEDE through the _notrace entry since
	 * the idle path must not trace; older kernels through the plain one,
	 * which also carries H_CONFER/H_PROD (lpar.c's yields; the preempt
	 * reason tells a confer from a cede). A preempt here is the
	 * hypervisor taking back time the vCPU gave. */
	{ "plpar_hcall_norets_notrace", SYM_CLASS_CEDE, false },
	{ "plpar_hcall_norets", SYM_CLASS_CEDE, false },
	/* drivers/cpuidle/cpuidle-pseries.c: the cpuidle states that cede
	 * (check_and_cede_processor is the inline's out-of-line copy). */
	{ "dedicated_cede_loop", SYM_CLASS_CEDE, false },
	{ "shared_cede_loop", SYM_CLASS_CEDE, false },
	{ "check_and_cede_processor", SYM_CLASS_CEDE, false },
	/* The idle loop around the cede: cpuidle-pseries.c's snooze_loop
	 * polls before ceding; pseries_lpar_idle (platforms/pseries/setup.c)
	 * is the idle routine without cpuidle; cpuidle_enter_state
	 * (drivers/cpuidle/cpuidle.c), do_idle (kernel/sched/idle.c) and
	 * arch_cpu_idle (arch/powerpc/kernel/idle.c) call them. */
	{ "snooze_loop", SYM_CLASS_IDLE, false },
	{ "pseries_lpar_idle", SYM_CLASS_IDLE, false },
	{ "cpuidle_enter_state", SYM_CLASS_IDLE, false },
	{ "cpuidle_idle_call", SYM_CLASS_IDLE, false },
	{ "do_idle", SYM_CLASS_IDLE, false },
	{ "arch_cpu_idle", SYM_CLASS_IDLE, false },
	/* hvCall.S: the hcalls with return buffers (H_CONFER, H_PROD,
	 * H_ENTER, ...), and their real-mode variants; the hypervisor does
	 * the work while the vCPU waits in them. */
	{ "plpar_hcall", SYM_CLASS_HCALL, false },
	{ "plpar_hcall9", SYM_CLASS_HCALL, false },
	{ "plpar_hcall_raw", SYM_CLASS_HCALL, false },
	{ "plpar_hcall9_raw", SYM_CLASS_HCALL, false },
	{ "__plpar_hcall", SYM_CLASS_HCALL, false },
	/* Spinning on a lock: a preempt here is lock-holder preemption's
	 * other side. kernel/locking/qspinlock.c's slow paths (native_ and
	 * __pv_ where paravirt spinlocks are built), arch/powerpc/lib/
	 * qspinlock.c's own queued_spin_lock_slowpath and its yield helpers
	 * (they H_CONFER to the preempted owner), arch/powerpc/lib/locks.c's
	 * splpar_spin_yield/splpar_rw_yield, kernel/locking/spinlock.c's
	 * _raw_spin_lock* entries and spinlock_debug.c's do_raw_spin_lock. */
	{ "queued_spin_lock_slowpath", SYM_CLASS_SPINLOCK, false },
	{ "native_queued_spin_lock_slowpath", SYM_CLASS_SPINLOCK, false },
	{ "__pv_queued_spin_lock_slowpath", SYM_CLASS_SPINLOCK, false },
	{ "yield_to_locked_owner", SYM_CLASS_SPINLOCK, false },
	{ "yield_head_to_locked_owner", SYM_CLASS_SPINLOCK, false },
	{ "yield_to_prev", SYM_CLASS_SPINLOCK, false },
	{ "yield_to_preempted", SYM_CLASS_SPINLOCK, false },
	{ "splpar_spin_yield", SYM_CLASS_SPINLOCK, false },
	{ "splpar_rw_yield", SYM_CLASS_SPINLOCK, false },
	{ "do_raw_spin_lock", SYM_CLASS_SPINLOCK, false },
	{ "_raw_spin_lock", SYM_CLASS_SPINLOCK, true },	/* _irq, _irqsave, _bh */
	{ "_raw_read_lock", SYM_CLASS_SPINLOCK, true },
	{ "_raw_write_lock", SYM_CLASS_SPINLOCK, true },
	/* Page faults: arch/powerpc/mm/fault.c's do_page_fault (an
	 * interrupt handler wrapping ___do_page_fault/__do_page_fault),
	 * mm/memory.c's handle_mm_fault/__handle_mm_fault, the hash MMU's
	 * do_hash_fault and hash_page* (book3s64/hash_utils.c, the
	 * __hash_page_* of hash_4k.c/hash_64k.c), and the exception entries
	 * of kernel/exceptions-64s.S that lead there. */
	{ "do_page_fault", SYM_CLASS_FAULT, false },
	{ "__do_page_fault", SYM_CLASS_FAULT, false },
	{ "___do_page_fault", SYM_CLASS_FAULT, false },
	{ "handle_mm_fault", SYM_CLASS_FAULT, false },
	{ "__handle_mm_fault", SYM_CLASS_FAULT, false },
	{ "do_hash_fault", SYM_CLASS_FAULT, false },
	{ "hash_page", SYM_CLASS_FAULT, true },		/* hash_page_mm */
	{ "__hash_page", SYM_CLASS_FAULT, true },	/* _4K, _64K, _huge */
	{ "data_access_", SYM_CLASS_FAULT, true },	/* _common_virt, _slb_... */
	{ "instruction_access_", SYM_CLASS_FAULT, true },
	{ "DataAccess", SYM_CLASS_FAULT, true },	/* 32-bit book3s entries */
	{ "InstructionAccess", SYM_CLASS_FAULT, true },
};

enum sym_class sym_classify(const char *name)
{
	if (!name || !*name)
		return SYM_CLASS_NONE;
	for (size_t i = 0; i < sizeof(class_table) / sizeof(class_table[0]); i++) {
		const struct sym_class_entry *e = &class_table[i];

		if (e->name[0] != name[0])	/* most names: no call */
			continue;
		if (e->prefix ? !strncmp(name, e->name, strlen(e->name)) : !strcmp(name, e->name))
			return e->cls;
	}
	return SYM_CLASS_NONE;
}

const char *sym_class_label(enum sym_class c)
{
	static const char *const labels[SYM_CLASS_COUNT] = {
		[SYM_CLASS_NONE] = "",
		[SYM_CLASS_CEDE] = "cede",
		[SYM_CLASS_IDLE] = "idle",
		[SYM_CLASS_HCALL] = "hcall",
		[SYM_CLASS_SPINLOCK] = "spin lock",
		[SYM_CLASS_FAULT] = "page fault",
		[SYM_CLASS_USER] = "user",
	};

	return (unsigned)c < SYM_CLASS_COUNT ? labels[c] : "";
}
