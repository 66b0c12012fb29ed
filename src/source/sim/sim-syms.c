// SPDX-License-Identifier: GPL-2.0-only
/* sim-syms.c: the simulated srr0. The kallsyms text is cut into functions
 * (each reaching to the next, as perf sizes kallsyms symbols), the user
 * texts into theirs; small name lists say which functions a preempt reason
 * finds the vCPU in. Parsed once, read-only after. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "dtl.h"
#include "sim-syms.h"
#include "sim.h"

/* The instruction after the sc 1 (HVSC) of each hcall wrapper: where a
 * vCPU that made the hcall resumes, so where its srr0 points. SIM_IP_CEDE
 * is plpar_hcall_norets_notrace's. */
#define HVSC_NOTRACE_OFF 0x1c
#define HVSC_NORETS_OFF  0x3c
#define ROOM_MAX 0x1000		/* a drawn offset stays below: hot code is near the entry */

/* Where a cede leaves the vCPU besides the hcall itself: the idle loop
 * around it (a dispatch logged after the cede began, srr0 saved on the way). */
static const char *const idle_names[] = {
	"pseries_lpar_idle", "shared_cede_loop", "snooze_loop", "dedicated_cede_loop",
	"cpuidle_enter_state", "do_idle", "arch_cpu_idle",
};
/* Lock spinning: what lock-holder preemption looks like from the waiter. */
static const char *const spin_names[] = {
	"queued_spin_lock_slowpath", "_raw_spin_lock", "_raw_spin_lock_irqsave",
	"splpar_spin_yield", "yield_to_prev", "_raw_spin_lock_irq", "queued_write_lock_slowpath",
	"queued_read_lock_slowpath", "_raw_spin_lock_bh", "splpar_rw_yield",
};
/* The fault handlers a hypervisor page fault interrupts. */
static const char *const fault_names[] = {
	"do_page_fault", "___do_page_fault", "handle_mm_fault", "__handle_mm_fault",
	"do_hash_fault", "hash_page_mm", "handle_pte_fault", "do_anonymous_page",
	"__hash_page_64K", "filemap_fault", "do_wp_page", "lock_mm_and_find_vma",
};
/* Ordinary kernel work, hottest first. */
static const char *const work_names[] = {
	"memcpy_power7", "copy_page", "__copy_tofrom_user_power7", "__schedule",
	"tcp_sendmsg_locked", "tcp_v4_rcv", "ext4_map_blocks", "get_page_from_freelist",
	"kmem_cache_alloc", "filemap_read", "update_load_avg", "enqueue_task_fair",
	"try_to_wake_up", "__netif_receive_skb_core", "ext4_da_write_begin", "ep_poll",
	"memset", "kfree", "timer_interrupt", "hrtimer_interrupt", "rcu_core",
	"system_call_exception", "do_sys_poll", "futex_wait", "vfs_write", "vfs_read",
	"load_balance", "blk_mq_submit_bio", "copy_page_to_iter", "__alloc_pages",
	"tcp_recvmsg_locked", "ext4_mark_iloc_dirty", "jbd2_journal_get_write_access",
	"zap_pte_range", "release_pages", "link_path_walk", "__dev_queue_xmit",
	"interrupt_exit_user_prepare", "__switch_to", "mutex_spin_on_owner",
};

enum { L_IDLE, L_SPIN, L_FAULT, L_WORK, L_COUNT };

struct list {
	uint32_t *id;
	uint32_t n;
};

static struct {
	struct sim_sym *sym;
	uint32_t n, nkernel;		/* kernel symbols first, sorted */
	struct list l[L_COUNT];
	uint32_t notrace, norets;	/* the cede hcalls' symbols */
	uint16_t db, jvm, web, libc;	/* user binaries by role */
	uint64_t dso_end[16];		/* a binary's last symbol's end */
} S;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static uint64_t hex(const char **p, const char *end)
{
	uint64_t v = 0;
	const char *s = *p;

	for (; s < end; s++) {
		int c = (unsigned char)*s, d = c >= '0' && c <= '9' ? c - '0' : (c | 32) >= 'a' && (c | 32) <= 'f' ?
			(c | 32) - 'a' + 10 : -1;

		if (d < 0)
			break;
		v = v << 4 | (uint64_t)d;
	}
	*p = s;
	return v;
}

static char *dup_n(const char *s, size_t n)
{
	char *d = malloc(n + 1);

	if (d) {
		memcpy(d, s, n);
		d[n] = 0;
	}
	return d;
}

static void add(uint64_t start, uint64_t room, const char *name, size_t len, uint16_t dso)
{
	struct sim_sym *t = realloc(S.sym, (S.n + 1) * sizeof(*t));
	char *nm = dup_n(name, len);

	if (!t || !nm) {
		free(nm);
		if (t)
			S.sym = t;
		return;
	}
	S.sym = t;
	S.sym[S.n++] = (struct sim_sym){ start, room, nm, dso };
}

/* Core text symbols (T/t without a [module]); each reaches to the next. */
static void parse_kallsyms(void)
{
	const char *p = sim_kallsyms, *end = p + sim_kallsyms_len;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p)), *q = p, *name;
		uint64_t a;

		if (!eol)
			eol = end;
		a = hex(&q, eol);
		if (eol - q > 3 && (q[1] == 'T' || q[1] == 't') && q[2] == ' ' &&
		    !memchr(q, '[', (size_t)(eol - q))) {
			name = q + 3;
			if (S.n)
				S.sym[S.n - 1].room = a - S.sym[S.n - 1].start;
			add(a, 0, name, (size_t)(eol - name), SIM_DSO_KERNEL);
		}
		p = eol + 1;
	}
	S.nkernel = S.n;
}

/* "START SIZE NAME" lines, START the offset in the file. */
static void parse_dso(uint16_t d)
{
	const char *p = sim_dso_text[d].text, *end = p + sim_dso_text[d].len;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p)), *q = p;
		uint64_t a, sz;

		if (!eol)
			eol = end;
		a = hex(&q, eol);
		q++;
		sz = q < eol ? hex(&q, eol) : 0;
		if (q < eol && *q == ' ' && sz) {
			add(a, sz, q + 1, (size_t)(eol - q - 1), d);
			if (d < 16 && a + sz > S.dso_end[d])
				S.dso_end[d] = a + sz;
		}
		p = eol + 1;
	}
}

static uint32_t by_name(const char *name)
{
	for (uint32_t i = 0; i < S.nkernel; i++)
		if (strcmp(S.sym[i].name, name) == 0)
			return i;
	return SIM_SITE_NONE;
}

static void make_list(struct list *l, const char *const *names, size_t n)
{
	l->id = calloc(n, sizeof(*l->id));
	for (size_t i = 0; l->id && i < n; i++) {
		uint32_t id = by_name(names[i]);

		if (id != SIM_SITE_NONE && S.sym[id].room)
			l->id[l->n++] = id;
	}
}

static uint16_t dso_by_base(const char *base)
{
	for (size_t d = 0; d < sim_ndso_text; d++) {
		const char *s = strrchr(sim_dso_text[d].path, '/');

		if (strcmp(s ? s + 1 : sim_dso_text[d].path, base) == 0)
			return (uint16_t)d;
	}
	return SIM_DSO_KERNEL;
}

static void init(void)
{
	parse_kallsyms();
	for (size_t d = 0; d < sim_ndso_text && d < 16; d++)
		parse_dso((uint16_t)d);
	make_list(&S.l[L_IDLE], idle_names, sizeof(idle_names) / sizeof(*idle_names));
	make_list(&S.l[L_SPIN], spin_names, sizeof(spin_names) / sizeof(*spin_names));
	make_list(&S.l[L_FAULT], fault_names, sizeof(fault_names) / sizeof(*fault_names));
	make_list(&S.l[L_WORK], work_names, sizeof(work_names) / sizeof(*work_names));
	S.notrace = by_name("plpar_hcall_norets_notrace");
	S.norets = by_name("plpar_hcall_norets");
	S.db = dso_by_base("db2sysc");
	S.jvm = dso_by_base("libjvm.so");
	S.web = dso_by_base("httpd");
	S.libc = dso_by_base("libc.so.6");
}

static void ready(void)
{
	pthread_once(&once, init);
}

uint32_t sim_syms_count(void)
{
	ready();
	return S.n;
}

const struct sim_sym *sim_syms_get(uint32_t id)
{
	ready();
	return id < S.n ? &S.sym[id] : NULL;
}

const char *sim_syms_dso_path(uint16_t dso)
{
	return dso < sim_ndso_text ? sim_dso_text[dso].path : "[kernel.kallsyms]";
}

uint64_t sim_syms_etext(void)
{
	ready();
	for (uint32_t i = 0; i < S.nkernel; i++)
		if (strcmp(S.sym[i].name, "_etext") == 0)
			return S.sym[i].start;
	return SIM_KERNEL_TEXT + (16u << 20);
}

uint32_t sim_syms_find_kernel(uint64_t addr)
{
	ready();
	for (uint32_t i = 0; i < S.nkernel; i++)
		if (addr >= S.sym[i].start && addr - S.sym[i].start < S.sym[i].room)
			return i;
	return SIM_SITE_NONE;
}

/* The program a simulated application runs (sim_app_name's names), where
 * the set ships one: the JVM for java, db2sysc and httpd their own. The
 * others (postgres, nginx, ...) have no binary in the set and run in
 * libc alone, rather than show a task in another program's functions. */
static uint16_t program_of(const char *comm)
{
	static const char *const jvm[] = { "java", "sapstart" };

	for (size_t i = 0; i < sizeof(jvm) / sizeof(*jvm); i++)
		if (strcmp(comm, jvm[i]) == 0)
			return S.jvm;
	if (strcmp(comm, "db2sysc") == 0)
		return S.db;
	if (strcmp(comm, "httpd") == 0)
		return S.web;
	return SIM_DSO_KERNEL;
}

static uint64_t map_len(uint16_t d)
{
	return d < 16 ? (S.dso_end[d] + 0xffff) & ~0xffffull : 0;
}

/* Programs at 0x10000000 (not position independent), shared libraries
 * high, each process's elsewhere (pid picks its 128 MiB slot). */
size_t sim_syms_task_maps(const char *comm, int32_t pid, struct sim_map *out)
{
	uint64_t base = 0x7fff00000000ull - ((uint64_t)((uint32_t)pid & 0xfff) << 27);
	uint16_t prog;
	size_t n = 0;

	ready();
	prog = program_of(comm);
	if (prog != SIM_DSO_KERNEL)
		out[n++] = (struct sim_map){ prog == S.jvm ? base : 0x10000000ull, map_len(prog),
					     0, prog };
	if (S.libc != SIM_DSO_KERNEL)
		out[n++] = (struct sim_map){ base + 0x4000000ull, map_len(S.libc), 0, S.libc };
	return n;
}

/* An index into n, skewed to the front (the lists go hottest first). */
static uint32_t pick(uint64_t *x, uint32_t n)
{
	uint32_t a = (uint32_t)(sim_splitmix64(x) % n), b = (uint32_t)(sim_splitmix64(x) % n);

	return a < b ? a : b;
}

/* A word-aligned address inside symbol id. */
static uint64_t inside(uint64_t *x, uint32_t id)
{
	uint64_t room = S.sym[id].room < ROOM_MAX ? S.sym[id].room : ROOM_MAX;

	return S.sym[id].start + (sim_splitmix64(x) % (room / 4 ? room / 4 : 1)) * 4;
}

static uint32_t from_list(uint64_t *x, int l, uint64_t *srr0)
{
	uint32_t id = S.l[l].id[pick(x, S.l[l].n)];

	*srr0 = inside(x, id);
	return id;
}

static uint32_t at(uint32_t id, uint64_t off, uint64_t *srr0)
{
	*srr0 = S.sym[id].start + off;
	return id;
}

/* A user address of the running task: its program's code or libc's. */
static uint32_t user_site(uint64_t *x, const char *comm, int32_t pid, uint64_t *srr0)
{
	struct sim_map m[SIM_TASK_MAPS];
	size_t n = sim_syms_task_maps(comm, pid, m);
	const struct sim_map *mp;
	uint32_t first = SIM_SITE_NONE, cnt = 0, id;

	if (!n)
		return SIM_SITE_NONE;
	mp = &m[n > 1 && sim_splitmix64(x) % 10 >= 7 ? 1 : 0];
	for (uint32_t i = S.nkernel; i < S.n; i++)
		if (S.sym[i].dso == mp->dso) {
			if (first == SIM_SITE_NONE)
				first = i;
			cnt++;
		}
	if (!cnt)
		return SIM_SITE_NONE;
	id = first + pick(x, cnt);
	*srr0 = mp->start + inside(x, id) - mp->pgoff;
	return id;
}

static uint32_t cede_site(uint64_t *x, uint64_t *srr0)
{
	uint64_t u = sim_splitmix64(x) % 100;

	if (u < 80 && S.notrace != SIM_SITE_NONE)
		return at(S.notrace, HVSC_NOTRACE_OFF, srr0);
	if (u < 90 && S.norets != SIM_SITE_NONE)
		return at(S.norets, HVSC_NORETS_OFF, srr0);
	return from_list(x, L_IDLE, srr0);
}

/* H_CONFER: a lock waiter (or the idle loop) gave its time to another vCPU. */
static uint32_t confer_site(uint64_t *x, uint64_t *srr0)
{
	uint64_t u = sim_splitmix64(x) % 100;

	if (u < 60 && S.notrace != SIM_SITE_NONE)
		return at(S.notrace, HVSC_NOTRACE_OFF, srr0);
	if (u < 85 && S.norets != SIM_SITE_NONE)
		return at(S.norets, HVSC_NORETS_OFF, srr0);
	return from_list(x, L_SPIN, srr0);
}

uint32_t sim_syms_draw(uint64_t r, uint8_t pre, const char *comm, int32_t pid, bool user_ok,
		       uint64_t *srr0, bool *user)
{
	uint64_t x = r, u;
	uint32_t id;

	ready();
	*user = false;
	*srr0 = SIM_KERNEL_TEXT + (r & 0xfff0);
	if (!S.l[L_WORK].n || !S.l[L_IDLE].n || !S.l[L_SPIN].n || !S.l[L_FAULT].n)
		return SIM_SITE_NONE;	/* a broken set: addresses unnamed */
	switch (pre) {
	case DTL_PREEMPT_H_CEDE:
		return cede_site(&x, srr0);
	case DTL_PREEMPT_H_CONFER:
		return confer_site(&x, srr0);
	case DTL_PREEMPT_MIGRATION_FAULT:
	case DTL_PREEMPT_VM_FAULT:
		return from_list(&x, L_FAULT, srr0);
	default:	/* time slices, firmware, adjunct partitions, unknown */
		break;
	}
	u = sim_splitmix64(&x) % 100;
	if (!comm)		/* the idle task: its loop, or an interrupt */
		return from_list(&x, u < 60 ? L_IDLE : L_WORK, srr0);
	if (user_ok && u < 35 && (id = user_site(&x, comm, pid, srr0)) != SIM_SITE_NONE) {
		*user = true;
		return id;
	}
	return from_list(&x, u < 55 ? L_SPIN : L_WORK, srr0);
}
