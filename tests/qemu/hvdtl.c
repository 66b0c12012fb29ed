// SPDX-License-Identifier: GPL-2.0-only
/*
 * hvdtl: plays the PowerVM hypervisor's part of the Dispatch Trace Log for
 * dtltop's QEMU test. QEMU's pseries machine offers the SPLPAR hcalls, so the
 * real vpa_dtl perf driver (arch/powerpc/perf/vpa-dtl.c) registers and
 * registers its per-CPU DTL buffers with H_REGISTER_VPA, but QEMU never
 * writes a DTL entry. This module does, the way PowerVM does: entry k goes to
 * buf[k % N_DISPATCH_LOG], then the lppaca's dtl_idx becomes k + 1 (big
 * endian), and only while the lppaca's dtl_enable_mask is non-zero.
 *
 * The buffer is the one the driver registered, as PowerVM writes the
 * address H_REGISTER_VPA got: the driver's per-CPU `struct vpa_dtl
 * vpa_dtl_cpu` (address from /proc/kallsyms, dtl_cpu_addr=, checked with
 * sprint_symbol()) is read when its pmu->add registers it (a kretprobe on
 * vpa_dtl_event_add) and forgotten when pmu->del unregisters it (a kprobe
 * on vpa_dtl_event_del). Never the current vpa_dtl_cpu.buf: a second
 * vpa_dtl event's event_init replaces that pointer with a fresh buffer
 * before perf refuses the event (EBUSY), and the hypervisor goes on
 * writing the registered one; `orphaned=` counts entries written while
 * vpa_dtl_cpu.buf was another buffer, `swaps=` such buffers, and
 * `swap_nonzero=` the non-zero 8-byte words the last one held when first
 * seen (0: the driver copies zeros).
 *
 * Every entry is known: srr0 = cpu << 48 | seq (seq counts from 1 per CPU),
 * timebase = the current timebase (minus 16 ticks per younger entry of the
 * same batch, so entries are strictly increasing), both reasons valid and
 * varied, the three intervals non-zero.
 *
 * Two modes (module parameter mode=):
 *   sched  a kprobe on the driver's poll (vpa_dtl_hrtimer_handle) appends,
 *          on that CPU and just before the driver reads, the next count of
 *          the repeating schedule counts= ("1,0,3,84,90,2,1364"): every poll
 *          of an active event sees exactly the planned number of new entries.
 *   free   a pinned hrtimer per CPU appends burst= entries every period_us=
 *          microseconds, unrelated to the driver's polls, like PowerVM.
 *
 * Three targets (target=): whose buffers are filled.
 *   vpa      the vpa_dtl PMU's, as above (either mode);
 *   debugfs  those the kernel's debugfs powerpc/dtl interface (dtl.c, here
 *            built as dtlfs.ko) registered when a cpu-N file was opened,
 *            handed over by dtlfs.ko's dtlfs_hv_fill() under its lock (free
 *            mode; pace= bounds the unread entries so none is overwritten
 *            before it is read);
 *   stats    the kernel's own paca->dispatch_log, which
 *            /proc/powerpc/vcpudispatch_stats registers and its per-CPU
 *            worker process_dtl_buffer() reads (sched mode: a kprobe on the
 *            worker appends the next count just before it reads).
 *
 * /proc/hvdtl reports, per CPU, the entries written, the sequence range, the
 * polls seen, the dtl_idx resets (a new event registered its buffer) and, in
 * sched mode, the count applied at each poll (the first HIST_MAX polls).
 * Both writers run in hard-irq context on the CPU whose buffer they fill, as
 * does the driver's poll and its pmu->del (which frees the buffer), so none
 * of them can interleave.
 */
#define pr_fmt(fmt) "hvdtl: " fmt

#include <linux/hrtimer.h>
#include <linux/kallsyms.h>
#include <linux/kprobes.h>
#include <linux/module.h>
#include <linux/perf_event.h>
#include <linux/percpu.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/sched/clock.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <linux/vmalloc.h>
#include <asm/dtl.h>
#include <asm/lppaca.h>
#include <asm/paca.h>
#include <asm/time.h>

#define MAX_COUNTS 64
#define HIST_MAX   8192

/* The driver's per-CPU state (arch/powerpc/perf/vpa-dtl.c). */
struct vpa_dtl {
	struct dtl_entry *buf;
	u64 last_idx;
};

static char *mode = "sched";
module_param(mode, charp, 0444);
MODULE_PARM_DESC(mode, "sched (entries per driver poll, from counts=) or free (hrtimer)");
static char *counts = "1,0,3,84,90,2,1364";
module_param(counts, charp, 0444);
MODULE_PARM_DESC(counts, "sched mode: entries to append at each poll, repeating");
static unsigned int period_us = 1000;
module_param(period_us, uint, 0444);
MODULE_PARM_DESC(period_us, "free mode: timer period in microseconds");
static unsigned int burst = 1;
module_param(burst, uint, 0444);
MODULE_PARM_DESC(burst, "free mode: entries per timer period");
static bool paused;
module_param(paused, bool, 0644);
MODULE_PARM_DESC(paused, "write nothing (sched mode: polls get 0) while set; "
		 "/sys/module/hvdtl/parameters/paused can change it at any time");
static unsigned long dtl_cpu_addr;
module_param(dtl_cpu_addr, ulong, 0444);
MODULE_PARM_DESC(dtl_cpu_addr, "vpa target: address of vpa_dtl_cpu from /proc/kallsyms");
static char *target_name = "vpa";
module_param_named(target, target_name, charp, 0444);
MODULE_PARM_DESC(target, "whose buffers to fill: vpa (the vpa_dtl PMU), debugfs (dtlfs.ko, "
		 "free mode only) or stats (vcpudispatch_stats' paca dispatch_log, sched mode only)");
static unsigned int clocklog;
module_param(clocklog, uint, 0444);
MODULE_PARM_DESC(clocklog, "keep, per CPU, this many batches' clock readings for /proc/hvdtl_clock "
		 "(the last entry's seq and timebase, CLOCK_MONOTONIC, local_clock() and CLOCK_MONOTONIC_RAW)");
static unsigned int pace = 42;
module_param(pace, uint, 0444);
MODULE_PARM_DESC(pace, "debugfs target: at most this many unread entries (0: no limit)");

/* One batch's clocks, read together with the timebase its last entry
 * carries: what the recording's clock said when the "hypervisor" wrote it. */
struct hv_clk {
	u64 seq;		/* the batch's last entry */
	u64 tb;			/* its timebase */
	u64 mono;		/* ktime_get_ns(): perf record -k monotonic's clock */
	u64 local;		/* local_clock(): perf's default clock */
	u64 raw;		/* ktime_get_raw_ns(): -k monotonic_raw's */
	u32 spread;		/* ns between the two monotonic reads around them */
};

struct hv_cpu {
	u64 seq;		/* last sequence number written (0: none yet) */
	u64 first_seq;		/* first one written */
	u64 entries;		/* entries written */
	u64 polls;		/* sched: polls of an active event */
	u64 idle_polls;		/* polls or ticks that found logging off */
	u64 idx_resets;		/* dtl_idx found at 0 after entries: new event */
	u64 last_idx_seen;	/* dtl_idx after our last write */
	u64 held;		/* debugfs: ticks that wrote less to stay within pace */
	u64 unread;		/* debugfs: entries the reader had not read, last tick */
	u64 orphaned;		/* vpa: entries written while vpa_dtl_cpu.buf was not the
				 * registered buffer (another user's event_init took it) */
	struct dtl_entry *reg;	/* vpa: the buffer registered by the driver's pmu->add */
	struct dtl_entry *other; /* vpa: the last vpa_dtl_cpu.buf seen that was not reg */
	u64 swaps;		/* vpa: such buffers seen */
	u64 swap_nonzero;	/* ... the last one's non-zero 8-byte words when first seen */
	unsigned int next;	/* sched: index into the schedule */
	u16 *hist;		/* sched: count applied at each poll */
	struct hv_clk *clk;	/* clocklog: the first clocklog batches' clocks */
	unsigned int nclk;
	struct hrtimer timer;	/* free mode */
};

enum { T_VPA, T_DEBUGFS, T_STATS };
static int target;
static struct vpa_dtl __percpu *dtl_cpu;
typedef int (*dtlfs_fill_fn)(int cpu, void (*fill)(int, struct dtl_entry *, int, u64, void *),
			     void *arg);
static dtlfs_fill_fn dtlfs_fill;	/* dtlfs.ko's dtlfs_hv_fill */
static struct hv_cpu *hv;
static unsigned int sched_counts[MAX_COUNTS], nr_counts;
static bool free_mode;
static struct proc_dir_entry *proc, *clk_proc;

/* proc_remove(NULL) does nothing. */
static void hv_procs_remove(void)
{
	proc_remove(clk_proc);
	proc_remove(proc);
}

/* Write n entries at dtl_idx into cpu's ring of nent entries, then advance
 * dtl_idx, as the hypervisor would. */
static void hv_write(int cpu, struct dtl_entry *buf, unsigned int nent, unsigned int n)
{
	struct lppaca *lp = &lppaca_of(cpu);
	struct hv_cpu *h = &hv[cpu];
	u64 idx, m0 = ktime_get_ns(), now = mftb(), local = local_clock(), raw = ktime_get_raw_ns(),
	    m1 = ktime_get_ns();
	unsigned int i;

	idx = be64_to_cpu(lp->dtl_idx);
	if (idx < h->last_idx_seen)
		h->idx_resets++;
	for (i = 0; i < n; i++) {
		struct dtl_entry *e = &buf[(idx + i) % nent];
		u64 s = ++h->seq;

		if (!h->first_seq)
			h->first_seq = s;
		e->dispatch_reason = s % 11;		/* 0..10 */
		e->preempt_reason = 1 + s % 9;		/* 1..9 */
		e->processor_id = cpu_to_be16(cpu * 8 + s % 4);
		e->enqueue_to_dispatch_time = cpu_to_be32(100 + s % 1000);
		e->ready_to_enqueue_time = cpu_to_be32(10 + s % 50);
		e->waiting_to_ready_time = cpu_to_be32((u32)s);	/* = seq: perf script prints it */
		e->timebase = cpu_to_be64(now - 16ull * (n - 1 - i));
		e->fault_addr = cpu_to_be64(0xc000000000000000ull | s << 12);
		e->srr0 = cpu_to_be64((u64)cpu << 48 | s);
		e->srr1 = cpu_to_be64(0x8000000000001033ull);
	}
	h->entries += n;
	if (n && h->clk && h->nclk < clocklog)
		h->clk[h->nclk++] = (struct hv_clk){ h->seq, now, m0 + (m1 - m0) / 2, local, raw,
						     (u32)min_t(u64, m1 - m0, U32_MAX) };
	/* Entries before the index, as PowerVM orders them. */
	smp_wmb();
	lp->dtl_idx = cpu_to_be64(idx + n);
	h->last_idx_seen = idx + n;
}

/* The buffer this target's consumer registered for cpu, or NULL. */
static struct dtl_entry *hv_buf(int cpu)
{
	if (target == T_STATS)
		return paca_ptrs[cpu]->dispatch_log;
	return READ_ONCE(hv[cpu].reg);
}

/* vpa target: the driver's pmu->add registers vpa_dtl_cpu.buf with
 * H_REGISTER_VPA (and sets dtl_idx to 0) and pmu->del unregisters and
 * frees it; both run on the event's CPU with interrupts off, as do the
 * writers. Entry of add: the buffer it is about to register. */
static int hv_add_entry(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	struct perf_event *ev = (struct perf_event *)regs->gpr[3];
	struct dtl_entry **buf = (struct dtl_entry **)ri->data;

	*buf = per_cpu_ptr(dtl_cpu, ev->cpu)->buf;
	return 0;
}

/* Return of add: registered if it returned 0 (on the event's CPU). */
static int hv_add_ret(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	if (!regs_return_value(regs))
		WRITE_ONCE(hv[smp_processor_id()].reg, *(struct dtl_entry **)ri->data);
	return 0;
}

static int hv_pre_del(struct kprobe *p, struct pt_regs *regs)
{
	struct perf_event *ev = (struct perf_event *)regs->gpr[3];

	WRITE_ONCE(hv[ev->cpu].reg, NULL);
	return 0;
}

static struct kretprobe add_probe = {
	.kp.symbol_name = "vpa_dtl_event_add",
	.entry_handler = hv_add_entry,
	.handler = hv_add_ret,
	.data_size = sizeof(struct dtl_entry *),
	.maxactive = 8,
};

static struct kprobe del_probe = {
	.symbol_name = "vpa_dtl_event_del",
	.pre_handler = hv_pre_del,
};

/* vpa target: is vpa_dtl_cpu.buf still the buffer registered? If another
 * user's event_init replaced it, count what we write to the registered one
 * (which the driver no longer reads), and note once per new buffer what it
 * holds (zeros, or a freed buffer's old entries), which is what the
 * driver's polls copy instead. Hard irq on cpu: pmu->del, which frees it,
 * runs on this CPU with interrupts off. */
static void hv_check_swap(int cpu, struct dtl_entry *reg, unsigned int n)
{
	struct dtl_entry *cur = READ_ONCE(per_cpu_ptr(dtl_cpu, cpu)->buf);
	struct hv_cpu *h = &hv[cpu];

	if (!cur || cur == reg) {
		h->other = NULL;	/* the slab may hand the same address out again */
		return;
	}
	if (cur != h->other) {
		const u64 *w = (const u64 *)cur;
		size_t i;

		h->other = cur;
		h->swaps++;
		h->swap_nonzero = 0;
		for (i = 0; i < N_DISPATCH_LOG * sizeof(*cur) / sizeof(u64); i++)
			h->swap_nonzero += w[i] != 0;
	}
	h->orphaned += n;
}

/* Append n entries to cpu's DTL buffer (vpa_dtl's or the kernel's dispatch
 * log), only while logging is on and the buffer exists. */
static void hv_append(int cpu, unsigned int n)
{
	struct dtl_entry *buf = hv_buf(cpu);

	if (!lppaca_of(cpu).dtl_enable_mask || !buf) {
		hv[cpu].idle_polls++;
		return;
	}
	if (target == T_VPA)
		hv_check_swap(cpu, buf, n);
	hv_write(cpu, buf, N_DISPATCH_LOG, n);
}

/* debugfs target: called by dtlfs.ko under the per-CPU struct dtl's lock,
 * with the buffer dtl.c registered and its reader's position. With pace=P,
 * at most P entries are unread at any time, so no entry is overwritten
 * before the reader copied it (dtl_file_read copies after dropping the
 * lock: P <= 42 keeps a whole read clear of the writer). */
static void hv_fill_dtlfs(int cpu, struct dtl_entry *buf, int entries, u64 last_idx, void *arg)
{
	struct hv_cpu *h = &hv[cpu];
	u64 cur = be64_to_cpu(lppaca_of(cpu).dtl_idx);
	unsigned int n = *(unsigned int *)arg;

	if (!lppaca_of(cpu).dtl_enable_mask) {
		h->idle_polls++;
		return;
	}
	h->polls++;
	if (pace && cur >= last_idx && cur - last_idx + n > pace) {
		n = cur - last_idx >= pace ? 0 : pace - (cur - last_idx);
		h->held++;
	}
	hv_write(cpu, buf, entries, n);
	h->unread = cur + n - last_idx;
}

/* sched mode: the next count of the schedule for cpu, and the poll recorded,
 * if logging is on; else 0 (an idle poll). */
static unsigned int hv_next_count(int cpu)
{
	struct hv_cpu *h = &hv[cpu];
	unsigned int n;

	n = READ_ONCE(paused) ? 0 : sched_counts[h->next];
	if (!READ_ONCE(paused))
		h->next = (h->next + 1) % nr_counts;
	if (!lppaca_of(cpu).dtl_enable_mask || !hv_buf(cpu)) {
		h->idle_polls++;
		return 0;
	}
	if (h->polls < HIST_MAX)
		h->hist[h->polls] = n;
	h->polls++;
	return n;
}

/* sched mode, vpa target: runs at the entry of the driver's poll, on the
 * polled CPU. */
static int hv_pre_poll(struct kprobe *p, struct pt_regs *regs)
{
	struct hrtimer *t = (struct hrtimer *)regs->gpr[3];
	struct perf_event *ev = container_of(t, struct perf_event, hw.hrtimer);
	int cpu = smp_processor_id();

	/* The driver dumps only for an active event: so do we. */
	if (ev->cpu != cpu || ev->state != PERF_EVENT_STATE_ACTIVE)
		return 0;
	hv_append(cpu, hv_next_count(cpu));
	return 0;
}

/* The kernel's vcpudispatch_stats worker (arch/powerpc/platforms/pseries/lpar.c). */
struct dtl_worker {
	struct delayed_work work;
	int cpu;
};

/* sched mode, stats target: runs at the entry of process_dtl_buffer, the
 * per-CPU worker that reads paca->dispatch_log. vcpudispatch_stats frees
 * the buffers only after cancelling every worker, so writing here cannot
 * race with the free. */
static int hv_pre_stats(struct kprobe *p, struct pt_regs *regs)
{
	struct work_struct *w = (struct work_struct *)regs->gpr[3];
	struct dtl_worker *d = container_of(w, struct dtl_worker, work.work);
	int cpu = smp_processor_id();

	if (d->cpu != cpu)
		return 0;
	hv_append(cpu, hv_next_count(cpu));
	return 0;
}

static struct kprobe poll_probe = {
	.symbol_name = "vpa_dtl_hrtimer_handle",
	.pre_handler = hv_pre_poll,
};

/* free mode: a pinned timer per CPU. */
static enum hrtimer_restart hv_tick(struct hrtimer *t)
{
	int cpu = smp_processor_id();

	if (target == T_DEBUGFS) {
		/* Paused, it still looks: unread= tells when the reader caught up. */
		unsigned int n = READ_ONCE(paused) ? 0 : burst;

		/* -EAGAIN: a reader holds the lock on this CPU; -ENODEV: no session */
		if (dtlfs_fill(cpu, hv_fill_dtlfs, &n) == -ENODEV)
			hv[cpu].idle_polls++;
	} else if (!READ_ONCE(paused)) {
		hv_append(cpu, burst);
	}
	hrtimer_forward_now(t, ns_to_ktime((u64)period_us * NSEC_PER_USEC));
	return HRTIMER_RESTART;
}

static void hv_start_timer(void *unused)
{
	struct hv_cpu *h = &hv[smp_processor_id()];

	hrtimer_start(&h->timer, ns_to_ktime((u64)period_us * NSEC_PER_USEC),
		      HRTIMER_MODE_REL_PINNED_HARD);
}

static int hv_show(struct seq_file *m, void *v)
{
	int cpu;

	if (free_mode)
		seq_printf(m, "mode=free target=%s period_us=%u burst=%u pace=%u tb_freq=%lu\n",
			   target_name, period_us, burst, pace, tb_ticks_per_sec);
	else
		seq_printf(m, "mode=sched target=%s counts=%s tb_freq=%lu\n", target_name, counts,
			   tb_ticks_per_sec);
	for_each_online_cpu(cpu) {
		struct hv_cpu *h = &hv[cpu];
		u64 i, n = min_t(u64, h->polls, HIST_MAX);

		seq_printf(m, "cpu=%d entries=%llu first_seq=%llu last_seq=%llu polls=%llu "
			   "idle=%llu resets=%llu held=%llu unread=%llu orphaned=%llu swaps=%llu "
			   "swap_nonzero=%llu dtl_idx=%llu\n",
			   cpu, h->entries, h->first_seq, h->seq, h->polls, h->idle_polls,
			   h->idx_resets, h->held, h->unread, h->orphaned, h->swaps, h->swap_nonzero,
			   be64_to_cpu(lppaca_of(cpu).dtl_idx));
		if (free_mode)
			continue;
		seq_printf(m, "cpu=%d applied=", cpu);
		for (i = 0; i < n; i++)
			seq_printf(m, "%s%u", i ? "," : "", h->hist[i]);
		seq_puts(m, "\n");
	}
	return 0;
}

/* /proc/hvdtl_clock: "cpu seq tb mono local raw spread", a batch a line. */
static int hv_clock_show(struct seq_file *m, void *v)
{
	int cpu;

	seq_printf(m, "# tb_freq=%lu\n", tb_ticks_per_sec);
	for_each_online_cpu(cpu) {
		struct hv_cpu *h = &hv[cpu];
		unsigned int i;

		for (i = 0; h->clk && i < h->nclk; i++)
			seq_printf(m, "%d %llu %llu %llu %llu %llu %u\n", cpu, h->clk[i].seq,
				   h->clk[i].tb, h->clk[i].mono, h->clk[i].local, h->clk[i].raw,
				   h->clk[i].spread);
	}
	return 0;
}

/* An event already logging when the module loads registered the buffer
 * vpa_dtl_cpu.buf pointed to then (no other user can have come since:
 * nothing wrote the buffer yet to tell). Runs on each CPU. */
static void hv_adopt(void *unused)
{
	int cpu = smp_processor_id();

	if (lppaca_of(cpu).dtl_enable_mask)
		WRITE_ONCE(hv[cpu].reg, per_cpu_ptr(dtl_cpu, cpu)->buf);
}

static int hv_probe_registration(void)
{
	int ret = register_kretprobe(&add_probe);

	if (ret) {
		pr_err("cannot probe vpa_dtl_event_add: %d\n", ret);
		return ret;
	}
	ret = register_kprobe(&del_probe);
	if (ret) {
		pr_err("cannot probe vpa_dtl_event_del: %d\n", ret);
		unregister_kretprobe(&add_probe);
		return ret;
	}
	on_each_cpu(hv_adopt, NULL, 1);
	return 0;
}

static void hv_unprobe_registration(void)
{
	unregister_kprobe(&del_probe);
	unregister_kretprobe(&add_probe);
}

static int parse_counts(void)
{
	char *s = kstrdup(counts, GFP_KERNEL), *p = s, *tok;
	int ret = 0;

	if (!s)
		return -ENOMEM;
	nr_counts = 0;
	while ((tok = strsep(&p, ",")) && !ret) {
		if (nr_counts == MAX_COUNTS || kstrtouint(tok, 0, &sched_counts[nr_counts++]))
			ret = -EINVAL;
	}
	kfree(s);
	return nr_counts ? ret : -EINVAL;
}

static void hv_free(void)
{
	int cpu;

	if (!hv)
		return;
	for_each_possible_cpu(cpu) {
		kfree(hv[cpu].hist);
		kvfree(hv[cpu].clk);
	}
	kfree(hv);
	hv = NULL;
}

static int __init hv_init(void)
{
	char sym[KSYM_SYMBOL_LEN];
	int cpu, ret;

	if (!strcmp(target_name, "vpa")) {
		/* The address must be the driver's vpa_dtl_cpu, nothing else. */
		if (!dtl_cpu_addr)
			return -EINVAL;
		sprint_symbol(sym, dtl_cpu_addr);
		if (strncmp(sym, "vpa_dtl_cpu+0x0/", 16)) {
			pr_err("dtl_cpu_addr %#lx is %s, not vpa_dtl_cpu\n", dtl_cpu_addr, sym);
			return -EINVAL;
		}
		dtl_cpu = (struct vpa_dtl __percpu *)dtl_cpu_addr;
	} else if (!strcmp(target_name, "debugfs")) {
		target = T_DEBUGFS;
		if (strcmp(mode, "free")) {
			pr_err("target=debugfs needs mode=free\n");
			return -EINVAL;
		}
	} else if (!strcmp(target_name, "stats")) {
		target = T_STATS;
		if (strcmp(mode, "sched")) {
			pr_err("target=stats needs mode=sched\n");
			return -EINVAL;
		}
		poll_probe.symbol_name = "process_dtl_buffer";
		poll_probe.pre_handler = hv_pre_stats;
	} else {
		pr_err("bad target=%s\n", target_name);
		return -EINVAL;
	}
	if (!strcmp(mode, "free"))
		free_mode = true;
	else if (strcmp(mode, "sched") || parse_counts()) {
		pr_err("bad mode=%s or counts=%s\n", mode, counts);
		return -EINVAL;
	}
	if (free_mode && (!period_us || !burst))
		return -EINVAL;

	hv = kcalloc(nr_cpu_ids, sizeof(*hv), GFP_KERNEL);
	if (!hv)
		return -ENOMEM;
	for_each_possible_cpu(cpu) {
		if (!free_mode) {
			hv[cpu].hist = kcalloc(HIST_MAX, sizeof(u16), GFP_KERNEL);
			if (!hv[cpu].hist) {
				hv_free();
				return -ENOMEM;
			}
		}
		if (clocklog) {
			hv[cpu].clk = kvcalloc(clocklog, sizeof(struct hv_clk), GFP_KERNEL);
			if (!hv[cpu].clk) {
				hv_free();
				return -ENOMEM;
			}
		}
		hrtimer_setup(&hv[cpu].timer, hv_tick, CLOCK_MONOTONIC,
			      HRTIMER_MODE_REL_PINNED_HARD);
	}
	proc = proc_create_single("hvdtl", 0444, NULL, hv_show);
	if (!proc) {
		hv_free();
		return -ENOMEM;
	}
	if (clocklog && !(clk_proc = proc_create_single("hvdtl_clock", 0444, NULL, hv_clock_show))) {
		proc_remove(proc);
		hv_free();
		return -ENOMEM;
	}
	if (target == T_DEBUGFS) {
		/* Held until unload: dtlfs.ko cannot go while we call it. */
		dtlfs_fill = (dtlfs_fill_fn)__symbol_get("dtlfs_hv_fill");
		if (!dtlfs_fill) {
			pr_err("target=debugfs needs dtlfs.ko loaded\n");
			hv_procs_remove();
			hv_free();
			return -ENOENT;
		}
	}
	if (target == T_VPA && (ret = hv_probe_registration())) {
		hv_procs_remove();
		hv_free();
		return ret;
	}
	if (free_mode) {
		on_each_cpu(hv_start_timer, NULL, 1);
	} else {
		ret = register_kprobe(&poll_probe);
		if (ret) {
			pr_err("cannot probe %s: %d\n", poll_probe.symbol_name, ret);
			hv_unprobe_registration();
			hv_procs_remove();
			hv_free();
			return ret;
		}
	}
	pr_info("loaded: target=%s mode=%s counts=%s period_us=%u burst=%u\n",
		target_name, free_mode ? "free" : "sched", counts, period_us, burst);
	return 0;
}

static void __exit hv_exit(void)
{
	int cpu;

	if (free_mode) {
		for_each_possible_cpu(cpu)
			hrtimer_cancel(&hv[cpu].timer);
	} else {
		unregister_kprobe(&poll_probe);
	}
	if (target == T_VPA)
		hv_unprobe_registration();
	hv_procs_remove();
	for_each_online_cpu(cpu)
		pr_info("cpu %d: %llu entries, seq %llu..%llu, %llu polls\n", cpu,
			hv[cpu].entries, hv[cpu].first_seq, hv[cpu].seq, hv[cpu].polls);
	hv_free();
	if (dtlfs_fill)
		__symbol_put("dtlfs_hv_fill");
}

module_init(hv_init);
module_exit(hv_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("dtltop test: writes Dispatch Trace Log entries as PowerVM would");
