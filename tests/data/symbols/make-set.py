#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# make-set.py: writes the symbol set the simulator, dtlgen and the tests
# use (ppc64le-kallsyms.txt and the user binaries' *.map), once; the texts
# are committed, this is how they were made. Names are those of a ppc64le
# Linux 6.x/7.x kernel on PowerVM (checked against the kernel sources);
# addresses and sizes are invented: clusters at fixed places (the
# simulator's SIM_IP_CEDE, SIM_IP_SCHEDULE and SIM_IP_TTWU must fall in
# plpar_hcall_norets_notrace, __schedule and try_to_wake_up), functions
# 0x40..0x2000 bytes, laid end to end inside a cluster, sorted.
# Usage: make-set.py DIR
import random, sys

rng = random.Random(33)

def size(lo=0x80, hi=0x900):
    return (rng.randrange(lo, hi) + 0xf) & ~0xf

# (start, [(name, type, size or None)]): None draws a size.
clusters = [
    (0xc000000000010000, [
        ("__start_text", "T", 0x100), ("system_call_common", "T", 0x300),
        ("system_call_vectored_common", "T", 0x2c0), ("interrupt_return_srr", "T", 0x240),
        ("interrupt_return_hsrr", "T", 0x240), ("ret_from_fork", "T", 0x40),
        ("ret_from_kernel_user_thread", "T", 0x40), ("_switch", "T", 0x180),
        ("copy_page", "T", 0x100), ("copypage_power7", "T", 0x180),
        ("memcpy", "T", 0x2c0), ("memcpy_power7", "T", 0x700), ("memset", "T", 0x140),
        ("memmove", "T", 0x200), ("__copy_tofrom_user", "T", 0x600),
        ("__copy_tofrom_user_power7", "T", 0x780), ("__arch_clear_user", "T", 0x100),
        ("__csum_partial", "T", 0x200), ("csum_partial_copy_generic", "T", 0x300),
    ]),
    (0xc000000000020000, [
        ("__switch_to", "T", 0x500), ("system_call_exception", "T", 0x400),
        ("syscall_exit_prepare", "T", 0x380), ("interrupt_exit_user_prepare", "T", 0x300),
        ("interrupt_exit_kernel_prepare", "T", 0x200), ("timer_interrupt", "T", 0x3c0),
        ("do_IRQ", "T", 0x100), ("__do_irq", "T", 0x180), ("decrementer_set_next_event", "t", 0x80),
        ("arch_local_irq_restore", "T", 0x280), ("replay_soft_interrupts", "t", 0x480),
        ("do_page_fault", "T", 0x180), ("___do_page_fault", "t", 0x680),
        ("__do_page_fault", "T", 0x100), ("bad_page_fault", "T", 0x140),
        ("do_hash_fault", "T", 0x200), ("hash_page_mm", "T", 0x900),
        ("__hash_page_64K", "T", 0x6c0), ("__hash_page_4K", "T", 0x5c0),
        ("flush_hash_range", "T", 0x240), ("hash__flush_tlb_page", "T", 0x80),
        ("radix__flush_tlb_page", "T", 0x100), ("radix__flush_tlb_mm", "T", 0x240),
        ("arch_cpu_idle", "T", 0x100), ("power7_idle_type", "T", 0x80),
        ("xive_get_irq", "t", 0x180), ("xive_irq_eoi", "t", 0x140),
    ]),
    (0xc0000000000f6000, [
        ("pseries_lpar_idle", "t", 0x200), ("pseries_cpu_die", "t", 0x1c0),
        ("pseries_kexec_cpu_down", "t", 0x100), ("vpa_init", "T", 0x300),
        ("register_dtl_buffer", "T", 0x140), ("pSeries_lpar_hpte_insert", "t", 0x2c0),
    ]),
    # SIM_IP_CEDE 0xc0000000000f6e1c: the instruction after HVSC
    (0xc0000000000f6e00, [
        ("plpar_hcall_norets_notrace", "T", 0x40), ("plpar_hcall_norets", "T", 0xc0),
        ("plpar_hcall", "T", 0x100), ("plpar_hcall_raw", "T", 0xc0),
        ("plpar_hcall9", "T", 0x140), ("plpar_hcall9_raw", "T", 0x100),
        ("__trace_hcall_entry", "T", 0x100), ("__trace_hcall_exit", "T", 0x100),
        ("splpar_spin_yield", "T", 0xc0), ("splpar_rw_yield", "T", 0xc0),
        ("pseries_lpar_read_hblkrm_characteristics", "t", 0x180),
        ("pSeries_lpar_flush_hash_range", "t", 0x300), ("vcpudispatch_stats_procfs_init", "t", 0x100),
        ("dtl_worker_fn", "t", 0x240), ("process_dtl_buffer", "t", 0x380),
    ]),
    (0xc000000000120000, [
        ("queued_spin_lock_slowpath", "T", 0xa80), ("yield_to_prev", "t", 0x1c0),
        ("yield_head_to_locked_owner", "t", 0x200), ("try_to_steal_lock", "t", 0x240),
        ("queued_read_lock_slowpath", "T", 0x200), ("queued_write_lock_slowpath", "T", 0x280),
    ]),
    (0xc000000000180000, [
        ("update_curr", "t", 0x300), ("update_load_avg", "t", 0x700),
        ("enqueue_task_fair", "t", 0x9c0), ("dequeue_task_fair", "t", 0x600),
        ("pick_next_task_fair", "t", 0x6c0), ("check_preempt_wakeup_fair", "t", 0x380),
        ("load_balance", "t", 0x1400), ("newidle_balance", "t", 0x500),
        ("select_task_rq_fair", "t", 0xb00), ("task_tick_fair", "t", 0x280),
        ("scheduler_tick", "T", 0x200), ("sched_clock_cpu", "T", 0xc0),
    ]),
    # SIM_IP_TTWU 0xc0000000001a2c40
    (0xc0000000001a2a00, [
        ("try_to_wake_up", "T", 0x800), ("wake_up_process", "T", 0x40),
        ("ttwu_do_activate", "t", 0x240), ("finish_task_switch", "t", 0x300),
        ("activate_task", "T", 0xc0), ("set_next_entity", "t", 0x200),
    ]),
    (0xc000000000200000, [
        ("do_idle", "t", 0x380), ("cpu_startup_entry", "T", 0x80),
        ("cpuidle_enter", "T", 0x80), ("cpuidle_select", "T", 0x40),
        ("cpuidle_reflect", "T", 0x40), ("menu_select", "t", 0x700),
        ("tick_nohz_idle_enter", "T", 0x100), ("tick_nohz_idle_exit", "T", 0x140),
    ]),
    (0xc000000000260000, [
        ("hrtimer_interrupt", "T", 0x300), ("__hrtimer_run_queues", "t", 0x400),
        ("tick_sched_timer", "t", 0x140), ("update_process_times", "T", 0x100),
        ("rcu_sched_clock_irq", "T", 0x600), ("rcu_core", "t", 0x500),
        ("__rcu_read_lock", "T", 0x40), ("__rcu_read_unlock", "T", 0x80),
        ("handle_softirqs", "t", 0x380), ("run_ksoftirqd", "t", 0x80),
        ("irq_exit", "T", 0x100), ("__irq_exit_rcu", "t", 0x140),
        ("futex_wait", "T", 0x200), ("futex_wake", "T", 0x280),
        ("futex_wait_queue", "T", 0x140), ("futex_q_lock", "T", 0xc0), ("do_futex", "T", 0x1c0),
        ("mutex_spin_on_owner", "t", 0x140), ("osq_lock", "T", 0x300),
        ("rwsem_spin_on_owner", "t", 0x180), ("rwsem_down_read_slowpath", "t", 0x600),
    ]),
    (0xc000000000400000, [
        ("filemap_read", "T", 0x6c0), ("filemap_get_pages", "t", 0x500),
        ("filemap_fault", "T", 0x900), ("generic_perform_write", "T", 0x300),
        ("__alloc_pages", "T", 0x400), ("get_page_from_freelist", "t", 0x1200),
        ("rmqueue_bulk", "t", 0x600), ("free_unref_page", "T", 0x300),
        ("free_unref_page_list", "T", 0x380), ("__free_pages_ok", "t", 0x400),
        ("kmem_cache_alloc", "T", 0x3c0), ("kmem_cache_free", "T", 0x340),
        ("__kmalloc", "T", 0x300), ("kfree", "T", 0x240),
        ("handle_mm_fault", "T", 0x280), ("__handle_mm_fault", "t", 0xe00),
        ("handle_pte_fault", "t", 0x400), ("do_anonymous_page", "t", 0x600),
        ("do_fault", "t", 0x400), ("do_wp_page", "t", 0x500), ("wp_page_copy", "t", 0x680),
        ("lock_mm_and_find_vma", "T", 0x300), ("set_pte_at", "T", 0xc0),
        ("zap_pte_range", "t", 0xa00), ("unmap_page_range", "T", 0x240),
        ("copy_page_from_iter_atomic", "T", 0x500), ("copy_page_to_iter", "T", 0x400),
        ("release_pages", "T", 0x500), ("folio_mark_accessed", "T", 0x180),
        ("lru_add_fn", "t", 0x200), ("folio_batch_move_lru", "t", 0x300),
    ]),
    (0xc000000000600000, [
        ("vfs_read", "T", 0x240), ("vfs_write", "T", 0x300), ("ksys_read", "T", 0x100),
        ("ksys_write", "T", 0x100), ("do_sys_poll", "t", 0x700), ("do_epoll_wait", "t", 0x180),
        ("ep_poll", "t", 0x600), ("__fget_light", "T", 0xc0), ("dput", "T", 0x200),
        ("path_openat", "t", 0x900), ("link_path_walk", "t", 0x600),
        ("ext4_file_write_iter", "t", 0x500), ("ext4_buffered_write_iter", "t", 0x180),
        ("ext4_da_write_begin", "t", 0x300), ("ext4_da_write_end", "t", 0x240),
        ("ext4_map_blocks", "T", 0x700), ("ext4_mark_iloc_dirty", "T", 0x380),
        ("ext4_reserve_inode_write", "T", 0x180), ("ext4_dirty_inode", "T", 0xc0),
        ("jbd2_journal_get_write_access", "T", 0x200), ("jbd2__journal_start", "T", 0x280),
        ("blk_mq_submit_bio", "T", 0x700), ("__blk_mq_sched_dispatch_requests", "t", 0x400),
        ("blk_mq_run_hw_queue", "T", 0x200),
    ]),
    (0xc000000000c00000, [
        ("__netif_receive_skb_core", "t", 0xe00), ("napi_gro_receive", "T", 0x400),
        ("net_rx_action", "t", 0x500), ("__dev_queue_xmit", "T", 0x900),
        ("ip_rcv", "T", 0x180), ("ip_finish_output2", "t", 0x500),
        ("ip_queue_xmit", "t", 0x80), ("__ip_queue_xmit", "T", 0x4c0),
        ("tcp_v4_rcv", "T", 0x1100), ("tcp_rcv_established", "T", 0x900),
        ("tcp_ack", "t", 0x1400), ("tcp_sendmsg", "T", 0x80), ("tcp_sendmsg_locked", "T", 0x1000),
        ("tcp_recvmsg", "T", 0x200), ("tcp_recvmsg_locked", "t", 0x900),
        ("tcp_write_xmit", "t", 0xd00), ("__tcp_transmit_skb", "t", 0x900),
        ("skb_release_data", "t", 0x280), ("__alloc_skb", "T", 0x300),
        ("sock_sendmsg", "T", 0x100), ("__sys_sendto", "T", 0x200), ("__sys_recvfrom", "T", 0x240),
    ]),
    (0xc000000000f00000, [
        ("cpuidle_enter_state", "T", 0x500), ("default_idle_call", "T", 0x100),
        ("ct_idle_enter", "T", 0x40), ("ct_idle_exit", "T", 0x80),
    ]),
    # SIM_IP_SCHEDULE 0xc000000000f1b4a4 (.sched.text, .spinlock.text)
    (0xc000000000f1b000, [
        ("__schedule", "t", 0x1000), ("schedule", "T", 0x100), ("schedule_idle", "T", 0x80),
        ("preempt_schedule_irq", "T", 0xc0), ("schedule_timeout", "T", 0x180),
        ("schedule_hrtimeout_range_clock", "T", 0x200), ("io_schedule", "T", 0x80),
        ("__mutex_lock", "t", 0x700), ("mutex_lock", "T", 0x80), ("mutex_unlock", "T", 0x80),
        ("__mutex_unlock_slowpath", "t", 0x300), ("rwsem_down_write_slowpath", "t", 0x900),
        ("down_read", "T", 0x100), ("up_read", "T", 0x80),
        ("_raw_spin_trylock", "T", 0x80), ("_raw_spin_lock", "T", 0x80),
        ("_raw_spin_lock_irqsave", "T", 0xc0), ("_raw_spin_lock_irq", "T", 0x80),
        ("_raw_spin_lock_bh", "T", 0x80), ("_raw_spin_unlock", "T", 0x40),
        ("_raw_spin_unlock_irqrestore", "T", 0x80), ("_raw_spin_unlock_irq", "T", 0x40),
        ("_raw_read_lock", "T", 0x80), ("_raw_write_lock", "T", 0x80),
        ("_raw_write_lock_irq", "T", 0x80),
    ]),
    # .cpuidle.text of drivers/cpuidle/cpuidle-pseries.c
    (0xc000000000f24000, [
        ("snooze_loop", "t", 0x300), ("dedicated_cede_loop", "t", 0x140),
        ("shared_cede_loop", "t", 0x100), ("_etext", "T", None),
    ]),
]

modules = [
    ("xfs", 0xc008000001a00000, ["xfs_file_buffered_write", "xfs_file_read_iter", "xfs_ilock",
                                 "xfs_iunlock", "xfs_bmapi_read", "xfs_buf_get_map",
                                 "xlog_cil_commit", "xfs_trans_alloc", "xfs_log_force_seq"]),
    ("ibmveth", 0xc008000000e20000, ["ibmveth_poll", "ibmveth_start_xmit", "ibmveth_interrupt",
                                     "ibmveth_replenish_task"]),
    ("ibmvscsi", 0xc008000000ec0000, ["ibmvscsi_queuecommand", "ibmvscsi_handle_crq",
                                      "ibmvscsi_task"]),
    ("dm_mod", 0xc008000001200000, ["dm_submit_bio", "__split_and_process_bio", "clone_endio"]),
]


def kallsyms(out):
    lines = ["c000000000000000 T _stext", "c000000000000000 T _text",
             "c000000000000000 T __start_interrupts"]
    prev_end = 0
    for start, syms in clusters:
        assert start >= prev_end, hex(start)
        a = start
        for name, typ, sz in syms:
            if sz is None:
                sz = 0
            assert sz == 0 or 0x40 <= sz <= 0x2000, name
            lines.append("%016x %s %s" % (a, typ, name))
            a += sz
        prev_end = a
    for mod, base, names in modules:
        a = base
        for n in names:
            lines.append("%016x t %s\t[%s]" % (a, n, mod))
            a += size()
    out.write("\n".join(lines) + "\n")


# The user binaries: name, file name, symbols (sizes drawn), first offset.
users = [
    ("db2sysc.map", "/opt/ibm/db2/V11.5/bin/db2sysc", 0x40000, [
        "sqloEDUEntry", "sqlrr_process_fetch_request", "sqlriSectInvoke", "sqlri_djx_rtn",
        "sqldRowFetch", "sqldFetchNext", "sqlbGetPage", "sqlbFixPage", "sqlbUnfixPage",
        "sqlpWriteLR", "sqlpgAddLogRec", "sqloXlatchConflict", "sqloSpinLockConflict",
        "sqlplrq", "sqlplrel", "sqlccrecv", "sqlccsend", "sqljsParseRdbAccessed",
        "sqlnn_cmpl", "sqlno_prop_pred", "sqlrihsjn", "sqlriSortInsert", "sqlsCompareKeys",
        "sqlkdReceive", "sqlkqSendReply"]),
    ("libjvm.so.map", "/usr/lib/jvm/java-17-openjdk/lib/server/libjvm.so", 0x200000, [
        "JavaThread::run", "TemplateInterpreter::notice_safepoints", "InterpreterRuntime::resolve_from_cache",
        "G1ParScanThreadState::trim_queue", "G1ParEvacuateFollowersClosure::do_void",
        "G1CollectedHeap::attempt_allocation_slow", "G1RemSet::refine_card_concurrently",
        "ObjectMonitor::enter", "ObjectMonitor::EnterI", "ObjectSynchronizer::enter",
        "SpinPause", "Parker::park", "SafepointSynchronize::block",
        "CompileBroker::compiler_thread_loop", "C2Compiler::compile_method",
        "PhaseChaitin::Register_Allocate", "PhaseIdealLoop::build_and_optimize",
        "SymbolTable::lookup_shared", "ClassLoader::load_class", "OptoRuntime::new_instance_C",
        "MemAllocator::allocate", "TypeArrayKlass::allocate_common"]),
    ("httpd.map", "/usr/sbin/httpd", 0x30000, [
        "ap_process_request", "ap_process_request_internal", "ap_read_request",
        "ap_get_mime_headers_core", "ap_pass_brigade", "ap_core_output_filter",
        "ap_run_handler", "ap_invoke_handler", "ap_rgetline_core", "ap_escape_logitem",
        "ap_update_child_status", "ap_queue_pop_something", "listener_thread", "worker_thread",
        "process_socket", "ap_run_log_transaction"]),
    ("libc.so.6.map", "/usr/lib64/libc.so.6", 0x28000, [
        "__memcpy_power10", "__memset_power10", "__strlen_power10", "__memcmp_power8",
        "__strcmp_power9", "_int_malloc", "_int_free", "malloc", "free", "__libc_calloc",
        "pthread_mutex_lock", "__pthread_mutex_unlock_usercnt", "__lll_lock_wait",
        "__futex_abstimed_wait_common", "pthread_cond_wait", "__libc_recv",
        "__libc_send", "__poll", "epoll_wait", "__read", "__write", "__gettimeofday",
        "__clock_gettime", "vfprintf", "qsort_r", "__strchr_power8"]),
]


def user_maps(d):
    lst = ["# SPDX-License-Identifier: GPL-2.0-only",
           "# The simulated user binaries: FILE (\"START SIZE NAME\" lines in hex, START",
           "# the offset in the file, as perf's /tmp/perf-PID.map) and the path it",
           "# stands for; written for the tests (make-set.py), not taken from a binary."]
    for fname, path, first, names in users:
        a = first
        rows = []
        for n in names:
            s = size(0x40, 0x1800)
            rows.append("%x %x %s" % (a, s, n))
            a += s + (rng.randrange(0, 4) * 0x10)
        with open("%s/%s" % (d, fname), "w") as f:
            f.write("\n".join(rows) + "\n")
        lst.append("%s %s" % (fname, path))
    with open("%s/user.list" % d, "w") as f:
        f.write("\n".join(lst) + "\n")


d = sys.argv[1]
with open("%s/ppc64le-kallsyms.txt" % d, "w") as f:
    kallsyms(f)
user_maps(d)
