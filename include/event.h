/* SPDX-License-Identifier: GPL-2.0-only */
/* event.h: the typed events every source (replay, live, simulator) hands to
 * the model, in timestamp order. Decoders produce them; nothing downstream
 * sees raw perf bytes except through the optional raw pointer. */
#ifndef DTLTOP_EVENT_H
#define DTLTOP_EVENT_H

#include <stddef.h>
#include <stdint.h>

#include "dtl.h"

#define TASK_COMM_LEN 16

enum ev_kind {
	EV_DTL = 1,		/* one dtl_entry of one vCPU */
	EV_SCHED_SWITCH,	/* sched:sched_switch */
	EV_SCHED_WAKEUP,	/* a task made runnable: sched_wakeup, sched_waking
				 * or sched_wakeup_new (ev_wakeup.which says) */
	EV_SCHED_OTHER,		/* any other tracepoint sample, sched or not
				 * (migrate, irq, syscalls, ...): ev.tp.name */
	EV_AUX,			/* PERF_RECORD_AUX: one poll's commit into the AUX area */
	EV_LOST,		/* PERF_RECORD_LOST / LOST_SAMPLES */
	EV_COMM,		/* PERF_RECORD_COMM: a thread's name */
	EV_FORK,		/* PERF_RECORD_FORK: a thread inherits its parent's name */
	EV_OVERRUN,		/* a CPU's AUX area was found full: DTL entries lost,
				 * its vpa_dtl event closed and opened again */
	EV_DROPPED,		/* dtltop's own reader queue was full: events of
				 * this cpu dropped (live and simulated) */
	EV_MMAP,		/* PERF_RECORD_MMAP/MMAP2 of a task, for consumers
				 * that ask for callchains: tp.raw is the file name */
	EV_DISPATCH_STATS,	/* a vCPU's dispatch counters moved (live with
				 * /proc/powerpc/vcpudispatch_stats): the deltas */
	EV_CPU_STATE,		/* the cpu went offline or came online (hotplug,
				 * SMT change, DLPAR): ev_cpu_state */
};

/* prev_state bits as sched_switch reports them; 0 = preempted while runnable. */
#define TASK_STATE_RUNNING 0

struct ev_dtl {
	struct dtl_entry e;
	uint64_t tb_freq;	/* of this vCPU's stream: ticks -> ns */
};

struct ev_switch {
	char prev_comm[TASK_COMM_LEN];
	char next_comm[TASK_COMM_LEN];
	int32_t prev_pid;
	int32_t next_pid;
	int32_t prev_prio;
	int32_t next_prio;
	uint64_t prev_state;
};

/* Which tracepoint made the task runnable. perf sched records sched_waking
 * (try_to_wake_up, on the waker's cpu) where the kernel has it, and a
 * recording may hold it and sched_wakeup (the same wakeup, later, maybe on
 * the target's cpu) both; a new task's first wakeup is sched_wakeup_new
 * only (wake_up_new_task). */
enum ev_wake_tp {
	WAKE_WAKEUP,		/* sched:sched_wakeup */
	WAKE_WAKING,		/* sched:sched_waking */
	WAKE_NEW,		/* sched:sched_wakeup_new */
};

struct ev_wakeup {
	char comm[TASK_COMM_LEN];
	int32_t pid;
	int32_t prio;
	int32_t target_cpu;
	int32_t which;		/* enum ev_wake_tp; 32 bits: no padding */
};

struct ev_aux {
	uint64_t aux_offset;
	uint64_t aux_size;
	uint64_t flags;		/* PERF_AUX_FLAG_* */
	uint32_t entries;	/* dtl entries this commit carried (header excluded) */
};

struct ev_lost {
	uint64_t lost;
	uint64_t id;		/* the record's sample id, 0 if it has none */
};

/* The cpu of an event that belongs to no one CPU (a loss perf totalled
 * for the recording): the model counts it partition-wide only. */
#define EV_CPU_NONE UINT32_MAX

struct ev_dropped {
	uint64_t n;		/* events of the cpu the queue refused */
};

struct ev_overrun {
	uint64_t lost_bytes;	/* AUX bytes overwritten before they were read */
	/* Not an overrun: the CPU's DTL buffer was replaced under the event
	 * (another vpa_dtl user's event_init, aux-ring.h: dead), and its
	 * entries were junk until the event was opened again. */
	bool buffer_lost;
};

/* vcpudispatch_stats' counters of one vCPU since the last read (lpar.c):
 * dispatches, on the same processor, another of the same chip, another
 * chip, a far chip; and in the home, a remote or a far NUMA domain. */
struct ev_dispatch_stats {
	uint32_t total, same_cpu, same_chip, diff_chip, far_chip;
	uint32_t numa_home, numa_remote, numa_far;
};

/* A CPU left or joined the session: its events were closed, or opened
 * afresh. Time: when the source saw the change (sysfs, the simulator's
 * schedule), no earlier than the last event its old events gave. */
struct ev_cpu_state {
	uint8_t online;		/* 1: came online; 0: went offline */
};

struct ev_comm {
	int32_t pid;
	int32_t tid;
	char comm[TASK_COMM_LEN];
};

struct ev_fork {
	int32_t pid, ppid;
	int32_t tid, ptid;
};

struct ev_mmap {
	int32_t pid, tid;
	uint64_t start, len, pgoff;
};

/* A tracepoint sample keeps a reference to its payload for views that want
 * to print it (--script); valid only while the event is being delivered. */
struct ev_tp {
	const void *raw;
	uint32_t raw_size;
	int tep_id;		/* libtraceevent event id, -1 if unknown */
	int32_t pid;		/* sample pid/tid: the task the sample hit */
	int32_t tid;
	const char *name;	/* "sched:sched_switch" */
};

struct event {
	uint64_t time;		/* perf clock, ns */
	uint32_t cpu;
	uint16_t kind;		/* enum ev_kind */
	uint16_t chain_nr;	/* tracepoint kinds: ev_callchain */
	struct ev_tp tp;	/* tracepoint kinds only */
	union {
		struct ev_dtl dtl;
		struct ev_switch sw;
		struct ev_wakeup wk;
		struct ev_aux aux;
		struct ev_lost lost;
		struct ev_overrun overrun;
		struct ev_dropped dropped;
		struct ev_comm comm;
		struct ev_fork fork;
		struct ev_mmap mmap;
		struct ev_dispatch_stats ds;
		struct ev_cpu_state cs;
	};
};

/* Events that only name threads and their maps (for --script and -o); the
 * model has no use for them. */
static inline int ev_names_task(const struct event *ev)
{
	return ev->kind == EV_COMM || ev->kind == EV_FORK || ev->kind == EV_MMAP;
}

/* A tracepoint sample's PERF_SAMPLE_CALLCHAIN: chain_nr u64s in the
 * recording's byte order, for consumers that ask for it (--script). On the
 * wire the chain is followed by the u32 size of the RAW payload, then the
 * payload, so the chain sits at a fixed distance before ev->tp.raw: the
 * event carries it in the 16 bits it had spare, not in a pointer of its
 * own, and the reorder queue copies chain, size and payload in one piece.
 * chain_nr is 0 when the consumer did not ask. */
static inline const uint8_t *ev_callchain(const struct event *ev)
{
	return (const uint8_t *)ev->tp.raw - 4 - 8 * (size_t)ev->chain_nr;
}

#endif
