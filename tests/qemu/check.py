#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Host side of the QEMU test's main case: what hvdtl.ko wrote, what the
vpa_dtl driver should have published of it, and what dtltop decoded, live in
the guest (JSON snapshots) and here from the guest's recording
(dtltop -i exact.data --script=oneline, x86 build).

Each entry hvdtl writes carries its sequence number twice: in srr0
(cpu << 48 | seq), which --script=oneline does not print, and in
waiting_to_ready_time (= seq), which it does; so the replay is compared by
waiting_to_ready_time.

expected_published() models arch/powerpc/perf/vpa-dtl.c (Linux 7.2) poll by
poll: from the counts hvdtl applied at each poll (sched mode) it gives the
sequence numbers that reach the AUX area, in order. It assumes the reader
kept up (no AUX overrun): the checks print aux_truncated next to it.

Usage: check.py [--host-dtltop BIN] [--aux-size BYTES] [--strict] RESULTS_DIR
The exact run (the module paused before dtltop was stopped, so everything
published was read): the JSON totals and the replay must equal the model,
entry for entry, over at least three AUX laps; with --strict a difference
fails, else it is reported. The free-running and overrun runs have no plan
to model: their replays must hold only entries that were written, each
once, in order.
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys

N_DISPATCH_LOG = 85      # 4096 / 48
ENTRY = 48


def parse_hvdtl(path):
    """hvdtl's /proc report: {cpu: {entries, first_seq, last_seq, polls, applied[]}}."""
    cpus = {}
    head = {}
    with open(path) as f:
        for line in f:
            kv = dict(w.split('=', 1) for w in line.split() if '=' in w)
            if 'mode' in kv:
                head = kv
                continue
            cpu = int(kv['cpu'])
            c = cpus.setdefault(cpu, {})
            if 'applied' in kv:
                c['applied'] = [int(x) for x in kv['applied'].split(',') if x]
            else:
                for k, v in kv.items():
                    if k != 'cpu':
                        c[k] = int(v)
    return head, cpus


def expected_published(applied, aux_size):
    """Sequence numbers the driver copies to the AUX area and publishes
    (aux_head passes them), for one CPU and one event, given the number of
    entries the hypervisor added before each poll. Returns (seqs, stats)."""
    threshold = (aux_size - 32) // ENTRY
    ring = {}                 # dtl_idx -> seq (the 85-entry DTL buffer)
    cur_idx = 0               # lppaca dtl_idx
    last_idx = 0              # driver's dtl->last_idx
    seq = 0
    aux = [None] * threshold  # AUX area slots (entries; slot 0 of lap 0 = header)
    head = 0                  # driver's buf->head (slot)
    head_size = 0             # bytes published in this lap
    saved = False
    published = []            # seqs in publication order
    stats = {'polls': 0, 'ring_lost': 0, 'read': 0, 'aux_lost': 0, 'laps': 0}
    lap_pos = 0               # bytes published so far in the current lap

    def publish(nbytes):
        # aux_head advances by nbytes from lap_pos: report the whole
        # entries that lie in [lap_pos, lap_pos + nbytes) of this lap.
        nonlocal lap_pos
        start, end = lap_pos, lap_pos + nbytes
        for slot in range(start // ENTRY, threshold):
            if slot * ENTRY < start:
                continue
            if (slot + 1) * ENTRY > end:
                break
            if aux[slot] is not None and aux[slot] != 'hdr':
                published.append(aux[slot])
        lap_pos = end % aux_size
        if end >= aux_size:
            stats['laps'] += 1

    for c in applied:
        stats['polls'] += 1
        for _ in range(c):
            seq += 1
            ring[cur_idx % N_DISPATCH_LOG] = seq
            cur_idx += 1
        li = last_idx
        if li + N_DISPATCH_LOG <= cur_idx:
            stats['ring_lost'] += cur_idx - N_DISPATCH_LOG + 1 - li
            li = cur_idx - N_DISPATCH_LOG + 1
        n_req = cur_idx - li
        if n_req <= 0:
            continue
        last_idx = li + n_req
        stats['read'] += n_req
        i = li % N_DISPATCH_LOG
        n_read = 0
        full = False
        if not saved:
            aux[0] = 'hdr'
            head += 1
            saved = True
            n_read += 1

        def capture(n, idx):
            nonlocal head, full
            if head + n >= threshold:
                n = threshold - head
                full = True
            for k in range(n):
                aux[head + k] = ring[(idx + k) % N_DISPATCH_LOG]
            if full:
                head = 0
                return n
            head += n
            return n

        if i + n_req > N_DISPATCH_LOG:
            want = N_DISPATCH_LOG - i
            got = capture(want, i)
            n_req -= got
            n_read += got
            i = 0
            if full:
                size = n_read * ENTRY
                if size + head_size > aux_size:
                    publish(aux_size - head_size)
                    head = 0
                    head_size = 0
                else:
                    head_size += size
                    publish(size)
                continue
        n_req = capture(n_req, i)
        size = (n_req + n_read) * ENTRY
        if size + head_size > aux_size:
            publish(aux_size - head_size)
            head = 0
            head_size = 0
        else:
            head_size += size
            publish(size)
    stats['aux_lost'] = stats['read'] - len(published)
    return published, stats


DTL_LINE = re.compile(r'\[(\d+)\]\s+[\d.]+:\s+vpa-dtl: timebase: (\d+) '
                      r'dispatch_reason:(\S+), preempt_reason:(\S+), '
                      r'enqueue_to_dispatch_time:(\d+), ready_to_enqueue_time:(\d+), '
                      r'waiting_to_ready_time:(\d+), processor_id: (\d+)(?:, srr0: .*)?$')
# --script=perf: the entry's srr0 closes its second line (upstream's layout).
PERF_CPU = re.compile(r'\[(\d+)\]\s+[\d.]+:\s+vpa-dtl: timebase: ')
PERF_SRR0 = re.compile(r'waiting_to_ready_time:-?\d+, processor_id: \d+ +([0-9a-f]+) \S')

# Reason names as upstream perf prints them (tools/perf/util/powerpc-vpadtl.c),
# index = the field's value.
DISPATCH_NAMES = ['external_interrupt', 'firmware_internal_event', 'H_PROD',
                  'decrementer_interrupt', 'system_reset', 'firmware_internal_event',
                  'conferred_cycles', 'time_slice', 'virtual_memory_page_fault',
                  'expropriated_adjunct', 'priv_doorbell']
PREEMPT_NAMES = ['unused', 'firmware_internal_event', 'H_CEDE', 'H_CONFER', 'time_slice',
                 'migration_hibernation_page_fault', 'virtual_memory_page_fault',
                 'H_CONFER_ADJUNCT', 'hcall_adjunct', 'HDEC_adjunct']


def replay(host_dtltop, data):
    """dtltop -i DATA --script=oneline (every field it prints) and
    --script=perf (srr0): per CPU, the decoded entries in order and their
    seqs (waiting_to_ready_time)."""
    p = subprocess.run([host_dtltop, '-i', data, '--script=oneline'], capture_output=True,
                       text=True, timeout=300)
    seqs, entries = {}, {}
    for line in p.stdout.splitlines():
        m = DTL_LINE.search(line)
        if m:
            cpu = int(m.group(1))
            seqs.setdefault(cpu, []).append(int(m.group(7)))
            entries.setdefault(cpu, []).append({
                'timebase': int(m.group(2)), 'dispatch_reason': m.group(3),
                'preempt_reason': m.group(4), 'enqueue_to_dispatch_time': int(m.group(5)),
                'ready_to_enqueue_time': int(m.group(6)),
                'waiting_to_ready_time': int(m.group(7)), 'processor_id': int(m.group(8))})
    if p.returncode != 0:
        return p.returncode, p.stderr.strip(), seqs, entries
    q = subprocess.run([host_dtltop, '-i', data, '--script=perf'], capture_output=True,
                       text=True, timeout=300)
    cpu, srr0 = None, {}
    for line in q.stdout.splitlines():
        m = PERF_CPU.search(line)
        if m:
            cpu = int(m.group(1))
            continue
        m = PERF_SRR0.search(line)
        if m and cpu is not None:
            srr0.setdefault(cpu, []).append(int(m.group(1), 16))
            cpu = None
    for c, es in entries.items():
        for e, v in zip(es, srr0.get(c, [])):
            e['srr0'] = v
        if len(srr0.get(c, [])) != len(es):
            return 1, f"cpu {c}: --script=perf gave {len(srr0.get(c, []))} srr0, " \
                f"--script=oneline {len(es)} entries", seqs, entries
    return q.returncode, q.stderr.strip(), seqs, entries


PERF_RECORD_AUXTRACE = 71
SRR1 = struct.pack('>Q', 0x8000000000001033)


def recorded_entries(path):
    """The DTL entries in a perf.data's AUX data, read here without dtltop:
    PERF_RECORD_AUXTRACE payloads concatenated per CPU, every 48 bytes that
    end in hvdtl's srr1 and whose srr0 names the CPU. Per CPU, {seq: entry}
    (all ten fields), or None if the file has no AUXTRACE record."""
    data = open(path, 'rb').read()
    if data[:8] != b'PERFILE2':
        return None
    off, size = struct.unpack_from('<QQ', data, 40)  # the data section
    pos, end, streams = off, off + size, {}
    while pos + 8 <= end:
        rtype, _, rsize = struct.unpack_from('<IHH', data, pos)
        if rsize < 8:
            break
        if rtype == PERF_RECORD_AUXTRACE:
            asize, _, _, _, _, cpu, _ = struct.unpack_from('<QQQIIII', data, pos + 8)
            streams.setdefault(cpu, []).append(data[pos + rsize:pos + rsize + asize])
            pos += asize
        pos += rsize
    if not streams:
        return None
    out = {}
    for cpu, parts in streams.items():
        buf = b''.join(parts)
        got = out.setdefault(cpu, {})
        i = buf.find(SRR1)
        while i >= 0:
            st = i - 40
            if st >= 0:
                e = dict(zip(DTL_NAMES, DTL_ENTRY.unpack_from(buf, st)))
                if e['srr0'] >> 48 == cpu:
                    got[e['srr0'] & (2**48 - 1)] = e
            i = buf.find(SRR1, i + 8)
    return out


def raw_fields(name, data, seqs, ents):
    """fault_addr and srr1 (which no dtltop view prints), and every other
    field, in the recording's own bytes, for every entry dtltop decoded; the
    timebase dtltop printed is the recorded one."""
    rec = recorded_entries(data)
    if rec is None:
        print(f"info {name}: no AUXTRACE records to read directly")
        return True
    ok = True
    for cpu, ss in sorted(seqs.items()):
        have = rec.get(cpu, {})
        missing = [s for s in ss if s not in have]
        bad = 0
        first = None
        for s, d in zip(ss, ents.get(cpu, [])):
            e = have.get(s)
            if not e:
                continue
            if e['timebase'] != d['timebase']:
                bad += 1
                first = first or f"seq {s} timebase {e['timebase']} printed {d['timebase']}"
            for k, v in expected_entry(cpu, s).items():
                if e[k] != v:
                    bad += 1
                    first = first or f"seq {s} {k} {e[k]:#x} != {v:#x}"
        good = not missing and not bad
        print(f"{'ok  ' if good else 'FAIL'} {name} cpu {cpu}: the recording's bytes of the "
              f"{len(ss)} decoded entries, all ten fields (fault_addr, srr1 included; "
              f"timebase as printed): "
              f"{len(missing)} not found, {bad} wrong{' (' + first + ')' if first else ''}")
        ok &= good
    return ok


def fields(name, cpu, entries):
    """Every field dtltop decoded against what hvdtl wrote for that seq
    (fault_addr and srr1 are printed by no dtltop view)."""
    bad, first = 0, None
    for e in entries:
        s = e['waiting_to_ready_time']
        exp = expected_entry(cpu, s)
        exp['dispatch_reason'] = DISPATCH_NAMES[exp['dispatch_reason']]
        exp['preempt_reason'] = PREEMPT_NAMES[exp['preempt_reason']]
        for k, v in e.items():
            if k in exp and v != exp[k]:
                bad += 1
                first = first or f"seq {s}: {k} {v} != {exp[k]}"
    tbs = [e['timebase'] for e in entries]
    inc = all(0 < a < b for a, b in zip(tbs, tbs[1:]))
    good = not bad and inc and entries
    print(f"{'ok  ' if good else 'FAIL'} {name} cpu {cpu}: {len(entries)} entries, every field "
          f"(timebase, both reasons, three intervals, processor_id, srr0): {bad} wrong"
          f"{' (' + first + ')' if first else ''}, timebase "
          f"{'increasing' if inc else 'NOT increasing'}")
    return bool(good)


def json_dispatches(path):
    per_cpu, trunc, lines = {}, 0, 0
    if not os.path.exists(path):
        return 0, {}, 0
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line.startswith('{'):
                continue
            snap = json.loads(line)
            lines += 1
            trunc += snap.get('totals', {}).get('aux_truncated', 0)
            for c in snap.get('cpus', []):
                per_cpu[c['cpu']] = per_cpu.get(c['cpu'], 0) + c.get('dispatches', 0)
    return lines, per_cpu, trunc


def compare(name, written, expected, decoded, strict):
    """Print one CPU's comparison; return False on a failure."""
    exp = set(expected)
    dec_set = set(decoded)
    dups = len(decoded) - len(dec_set)
    missing = len(exp - dec_set)
    # Missing after the newest decoded entry: published after dtltop's
    # last read (the session ended), as opposed to lost in between.
    newest = max(decoded) if decoded else 0
    missing_tail = len([s for s in exp - dec_set if s > newest])
    extra = sorted(dec_set - exp)
    bogus = [s for s in extra if not 1 <= s <= written.get('last_seq', 0)]
    order = all(a < b for a, b in zip(decoded, decoded[1:]))
    print(f"info {name}: wrote {written.get('entries', 0)} (seq {written.get('first_seq', 0)}.."
          f"{written.get('last_seq', 0)}), driver polls {written.get('polls', 0)}, "
          f"expected published {len(expected)}, decoded {len(decoded)}: missing {missing} "
          f"({missing_tail} of them newer than the newest decoded), "
          f"duplicated {dups}, not expected {len(extra)} (never written {len(bogus)}), "
          f"{'in order' if order else 'OUT OF ORDER'}")
    exact = missing == 0 and dups == 0 and not extra and order
    if exact:
        print(f"ok   {name}: {len(decoded)} entries, exactly those the driver published")
    if strict and not exact:
        print(f"FAIL {name}: decoded entries differ from what the driver published")
        return False
    return True


def sane(name, written, decoded):
    """A run without a plan: every decoded entry was written, once, in order."""
    dec_set = set(decoded)
    dups = len(decoded) - len(dec_set)
    bogus = [x for x in dec_set if not 1 <= x <= written.get('last_seq', 0)]
    order = all(a < b for a, b in zip(decoded, decoded[1:]))
    good = decoded and not dups and not bogus and order
    print(f"{'ok  ' if good else 'FAIL'} {name}: wrote {written.get('entries', 0)}, decoded "
          f"{len(decoded)}: duplicated {dups}, never written {len(bogus)}, "
          f"{'in order' if order else 'OUT OF ORDER'}")
    return bool(good)


def expected_entry(cpu, s):
    """The fields hvdtl.c writes for sequence number s on cpu (all but the
    timebase, which is the writer's clock: checked for order instead)."""
    return {
        'dispatch_reason': s % 11,
        'preempt_reason': 1 + s % 9,
        'processor_id': cpu * 8 + s % 4,
        'enqueue_to_dispatch_time': 100 + s % 1000,
        'ready_to_enqueue_time': 10 + s % 50,
        'waiting_to_ready_time': s & 0xffffffff,
        'fault_addr': (0xc000000000000000 | s << 12) & (2**64 - 1),
        'srr0': cpu << 48 | s,
        'srr1': 0x8000000000001033,
    }


DTL_ENTRY = struct.Struct('>BBHIIIQQQQ')
DTL_NAMES = ('dispatch_reason', 'preempt_reason', 'processor_id', 'enqueue_to_dispatch_time',
             'ready_to_enqueue_time', 'waiting_to_ready_time', 'timebase', 'fault_addr',
             'srr0', 'srr1')


def raw_entries(path):
    """The 48-byte big-endian struct dtl_entry records of a debugfs read."""
    data = open(path, 'rb').read()
    return [dict(zip(DTL_NAMES, DTL_ENTRY.unpack_from(data, o)))
            for o in range(0, len(data) - len(data) % 48, 48)], len(data) % 48


def exact_entries(name, cpu, written, entries):
    """Every entry hvdtl wrote on cpu, once, in order, every field as
    written: seq 1..last_seq (from srr0's low 48 bits)."""
    seqs = [e['srr0'] & (2**48 - 1) for e in entries]
    last = written.get('last_seq', 0)
    want = list(range(1, last + 1))
    bad_fields = 0
    first_bad = None
    for e, s in zip(entries, seqs):
        exp = expected_entry(cpu, s)
        for k, v in exp.items():
            if k in e and e[k] != v:
                bad_fields += 1
                first_bad = first_bad or f"seq {s} {k} {e[k]:#x} != {v:#x}"
    tbs = [e['timebase'] for e in entries if 'timebase' in e]
    tb_order = all(0 < a < b for a, b in zip(tbs, tbs[1:]))
    good = seqs == want and not bad_fields and tb_order and last > 0
    laps = last / N_DISPATCH_LOG
    print(f"{'ok  ' if good else 'FAIL'} {name} cpu {cpu}: wrote {written.get('entries', 0)} "
          f"(seq 1..{last}, {laps:.1f} ring wraps), decoded {len(entries)}: "
          f"missing {len(set(want) - set(seqs))}, duplicated {len(seqs) - len(set(seqs))}, "
          f"never written {len(set(seqs) - set(want))}, "
          f"{'in order' if seqs == sorted(seqs) else 'OUT OF ORDER'}, wrong fields {bad_fields}"
          f"{' (' + first_bad + ')' if first_bad else ''}, timebase "
          f"{'increasing' if tb_order else 'NOT increasing'}")
    return good


def check_dtl_case(a):
    """The dtl case (4 vCPUs): the kernel's debugfs powerpc/dtl interface
    read raw by dtlprobe, then by dtltop (--dtl-source=debugfs, replayed)."""
    r = a.results
    ok = True
    if not os.path.exists(f'{r}/hvdtl-raw.txt'):
        print("FAIL debugfs raw: no hvdtl report")
        return 1
    _, hv = parse_hvdtl(f'{r}/hvdtl-raw.txt')
    for cpu in sorted(hv):
        path = f'{r}/raw.cpu{cpu}'
        if not os.path.exists(path):
            print(f"FAIL debugfs raw cpu {cpu}: no {os.path.basename(path)}")
            ok = False
            continue
        entries, tail = raw_entries(path)
        if tail:
            print(f"FAIL debugfs raw cpu {cpu}: {tail} bytes beyond whole entries")
            ok = False
        ok &= exact_entries('debugfs raw', cpu, hv[cpu], entries)
        if hv[cpu].get('last_seq', 0) < 20 * N_DISPATCH_LOG:
            print(f"FAIL debugfs raw cpu {cpu}: fewer than 20 ring wraps")
            ok = False
    ok &= check_dtltop_debugfs(r, a)
    ok &= check_dtltop_stats(r)
    return 0 if ok else 1


def check_dtltop_debugfs(r, a):
    """dtltop --dtl-source=debugfs -o dbg.data, replayed here: every entry
    hvdtl wrote (it never let the reader fall behind), once, in order, every
    field dtltop prints as written."""
    if not os.path.exists(f'{r}/hvdtl-dbg.txt'):
        print("info dtltop debugfs: not run (dtltop without --dtl-source)")
        return True
    _, hv = parse_hvdtl(f'{r}/hvdtl-dbg.txt')
    rc, err, seqs, ents = replay(a.host_dtltop, f'{r}/dbg.data')
    if rc != 0:
        print(f"FAIL dtltop debugfs: dtltop -i dbg.data --script exited {rc}: {err[:300]}")
        return False
    ok = raw_fields('dtltop debugfs recording', f'{r}/dbg.data', seqs, ents)
    for cpu in sorted(hv):
        last = hv[cpu].get('last_seq', 0)
        got = seqs.get(cpu, [])
        good = got == list(range(1, last + 1)) and last >= 20 * N_DISPATCH_LOG
        print(f"{'ok  ' if good else 'FAIL'} dtltop debugfs replay cpu {cpu}: wrote "
              f"{hv[cpu].get('entries', 0)} (seq 1..{last}, {last / N_DISPATCH_LOG:.1f} ring "
              f"wraps), decoded {len(got)}: missing {len(set(range(1, last + 1)) - set(got))}, "
              f"duplicated {len(got) - len(set(got))}, "
              f"{'in order' if got == sorted(got) else 'OUT OF ORDER'}")
        ok &= good
        ok &= fields('dtltop debugfs replay', cpu, ents.get(cpu, []))
    return ok


def check_dtltop_stats(r):
    """dtltop --dtl-source=stats: the dispatches its snapshots add up to per
    CPU against the kernel's total_disp (hvdtl's entries - 1: the worker
    counts every entry but a CPU's first)."""
    if not os.path.exists(f'{r}/hvdtl-st.txt'):
        print("info dtltop stats: not run (dtltop without --dtl-source)")
        return True
    _, hv = parse_hvdtl(f'{r}/hvdtl-st.txt')
    n, per_cpu = 0, {}
    for line in open(f'{r}/st.out'):
        if line.startswith('{'):
            n += 1
            for c in json.loads(line).get('cpus', []):
                per_cpu[c['cpu']] = per_cpu.get(c['cpu'], 0) + \
                    c.get('dispatch_stats', {}).get('dispatches', 0)
    ok = True
    for cpu in sorted(hv):
        want = hv[cpu].get('entries', 0) - 1
        got = per_cpu.get(cpu, 0)
        good = got == want and want > 0
        print(f"{'ok  ' if good else 'FAIL'} dtltop stats cpu {cpu}: {got} dispatches over {n} "
              f"snapshots, total_disp {want} (hvdtl wrote {want + 1})")
        ok &= good
    return ok


def check_exact(r, run, aux_size, a):
    """One exact run: the replay and the JSON totals against the driver
    model for an AUX area of aux_size bytes, every field checked."""
    ok = True
    _, hv = parse_hvdtl(f'{r}/hvdtl-{run}.txt')
    n, per_cpu, trunc = json_dispatches(f'{r}/{run}.out')
    rc, err, seqs, ents = replay(a.host_dtltop, f'{r}/{run}.data')
    if rc != 0:
        print(f"FAIL {run}: dtltop -i {run}.data --script exited {rc}: {err[:300]}")
        return False
    ok &= raw_fields(f'{run} recording', f'{r}/{run}.data', seqs, ents)
    for cpu in sorted(hv):
        exp, st = expected_published(hv[cpu].get('applied', []), aux_size)
        with open(f'{r}/{run}-replay-cpu{cpu}.seqs', 'w') as f:
            f.write('\n'.join(map(str, seqs.get(cpu, []))) + '\n')
        with open(f'{r}/{run}-expected-cpu{cpu}.seqs', 'w') as f:
            f.write('\n'.join(map(str, exp)) + '\n')
        print(f"info {run} cpu {cpu}: driver model ({aux_size}-byte AUX area): {st['polls']} "
              f"polls, ring-lost {st['ring_lost']}, lost at lap ends {st['aux_lost']}, "
              f"laps {st['laps']}, published {len(exp)}")
        if st['laps'] < 3:
            print(f"FAIL {run} cpu {cpu}: only {st['laps']} AUX laps")
            ok = False
        ok &= compare(f'{run} replay cpu {cpu}', hv[cpu], exp, seqs.get(cpu, []), a.strict)
        ok &= fields(f'{run} replay', cpu, ents.get(cpu, []))
        got = per_cpu.get(cpu, 0)
        if got == len(exp):
            print(f"ok   {run} json cpu {cpu}: {got} dispatches over {n} snapshots = published")
        else:
            print(f"{'FAIL' if a.strict else 'info'} {run} json cpu {cpu}: {got} dispatches "
                  f"over {n} snapshots, the driver published {len(exp)}")
            ok &= not a.strict
    return ok

# The clock case: perf script (Debian's perf in the guest, --ns) and dtltop
# (--script=perf, microseconds) print an entry's time, then its
# waiting_to_ready_time (= seq) a line further.
DTL_TIME = re.compile(r'\[(\d+)\]\s+(\d+)\.(\d+):\s+vpa-dtl: timebase: \d+[^\n]*\n[^\n]*?'
                      r'waiting_to_ready_time:(-?\d+)')
SWITCH_TIME = re.compile(r'\[(\d+)\]\s+(\d+)\.(\d+):\s+sched:sched_switch:')
# run, the recording's clock (hvdtl_clock's column), perf's name of it
CLOCK_RUNS = (('plain', 'local', None), ('mono', 'mono', 'monotonic'),
              ('raw', 'raw', 'monotonic_raw'), ('slew', 'mono', 'monotonic'),
              ('slewraw', 'raw', 'monotonic_raw'))


def ns_of(sec, frac):
    return int(sec) * 1000000000 + int(frac.ljust(9, '0')[:9])


def decoded_times(text):
    """{(cpu, seq): ns} of every vpa-dtl line of perf script output."""
    return {(int(m.group(1)), int(m.group(4))): ns_of(m.group(2), m.group(3))
            for m in DTL_TIME.finditer(text)}


def clock_log(path):
    """hvdtl's /proc/hvdtl_clock: {(cpu, seq): {tb, mono, local, raw, spread}}."""
    out = {}
    for line in open(path):
        w = line.split()
        if len(w) == 7 and not line.startswith('#'):
            out[(int(w[0]), int(w[1]))] = dict(zip(('tb', 'mono', 'local', 'raw', 'spread'),
                                                   map(int, w[2:])))
    return out


def stats(offs):
    """median and the largest magnitude, in microseconds."""
    o = sorted(offs)
    return f"median {o[len(o) // 2] / 1000:+.1f} us, max |{max(abs(x) for x in o) / 1000:.1f}| us"


def check_clock_case(a):
    """Is a DTL entry's decoded time on the recording's clock? For each
    batch hvdtl wrote, the time perf script and dtltop give its last entry
    against the clock readings hvdtl took with its timebase: the entry is
    placed right when the difference is within the readings' spread (the
    two CLOCK_MONOTONIC reads around them) plus 2 us (dtltop prints
    microseconds)."""
    r, ok = a.results, True
    for run, ref, clk in CLOCK_RUNS:
        if not os.path.exists(f'{r}/{run}.data'):
            if run.startswith('slew'):
                print(f"info clock {run}: no recording (adjtimex -t failed in the guest)")
                continue
            print(f"FAIL clock {run}: no recording")
            ok = False
            continue
        log = clock_log(f'{r}/clock-{run}.txt')
        hdr = open(f'{r}/{run}.header').read()
        want = f'clockid: {clk} ' if clk else 'CLOCKID'
        if want not in hdr:
            print(f"FAIL clock {run}: perf's header does not say '{want.strip()}'")
            ok = False
        text = open(f'{r}/{run}.script').read()
        perf = decoded_times(text)
        switches = {}
        for m in SWITCH_TIME.finditer(text):
            switches.setdefault(int(m.group(1)), []).append(ns_of(m.group(2), m.group(3)))
        p = subprocess.run([a.host_dtltop, '-i', f'{r}/{run}.data', '--script=perf'],
                           capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            print(f"FAIL clock {run}: dtltop -i {run}.data --script=perf exited {p.returncode}: "
                  f"{p.stderr.strip()[:200]}")
            ok = False
            continue
        dtltop = decoded_times(p.stdout)
        keys = [k for k in sorted(log) if k in perf and k in dtltop]
        if len(keys) < 100 or len(keys) < len(log) // 2:
            print(f"FAIL clock {run}: {len(keys)} of hvdtl's {len(log)} logged entries decoded "
                  f"by both perf ({len(perf)}) and dtltop ({len(dtltop)})")
            ok = False
            continue
        bound = {k: log[k]['spread'] + 2000 for k in keys}
        res = {}
        for tool, t in (('perf', perf), ('dtltop', dtltop)):
            off = [t[k] - log[k][ref] for k in keys]
            loc = [t[k] - log[k]['local'] for k in keys]
            placed = sum(abs(t[k] - log[k][ref]) <= bound[k] for k in keys)
            on_local = sum(abs(t[k] - log[k]['local']) <= bound[k] for k in keys)
            # sched_switch events on the entry's CPU between where the
            # entry was written and where it is shown: misplaced among them
            mis = [sum(min(t[k], log[k][ref]) < x < max(t[k], log[k][ref])
                       for x in switches.get(k[0], [])) for k in keys]
            res[tool] = (placed, on_local)
            print(f"info clock {run} ({clk or 'perf clock'}): {tool}: {len(keys)} entries, "
                  f"time - {ref}: {stats(off)}; time - local_clock: {stats(loc)}; "
                  f"placed right {placed}, on local_clock {on_local}; "
                  f"sched_switch crossed: max {max(mis)}, total {sum(mis)}")
        # Plain perf record: one clock, the entries must be placed.
        if run == 'plain':
            for tool, (placed, _) in res.items():
                if placed != len(keys):
                    print(f"FAIL clock plain: {tool} places {len(keys) - placed} of {len(keys)} "
                          "entries off the perf clock")
                    ok = False
            if all(v[0] == len(keys) for v in res.values()):
                print(f"ok   clock plain: perf and dtltop place all {len(keys)} entries on "
                      "the perf clock (local_clock) within the readings' spread")
            continue
        # -k: what upstream perf 7.2 does is the reference: the driver's
        # boot_tb conversion gives local_clock (sched_clock) whatever the
        # events' clock. dtltop must be either right or as perf.
        placed, on_local = res['perf']
        if on_local == len(keys):
            print(f"ok   clock {run}: perf's DTL times stay on local_clock (all {len(keys)}), "
                  f"{len(keys) - placed} of them off the recording's {clk} clock")
        elif placed == len(keys):
            print(f"ok   clock {run}: perf places all {len(keys)} DTL entries on {clk}")
        else:
            print(f"FAIL clock {run}: perf's DTL times are on neither clock "
                  f"({placed} on {clk}, {on_local} on local_clock of {len(keys)})")
            ok = False
        dp, dl = res['dtltop']
        if dp == len(keys):
            print(f"ok   clock {run}: dtltop places all {len(keys)} entries on {clk}")
        elif dp == placed and dl == on_local:
            print(f"ok   clock {run}: dtltop places the entries as perf does "
                  f"({dp} on {clk}, {dl} on local_clock)")
        else:
            print(f"FAIL clock {run}: dtltop places {dp} on {clk}, {dl} on local_clock, "
                  f"perf {placed} and {on_local}, of {len(keys)}")
            ok = False
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--host-dtltop', default='dtltop')
    ap.add_argument('--aux-size', type=int, default=int(os.environ.get('QEMU_AUX_SIZE', 131072)))
    ap.add_argument('--strict', action='store_true')
    ap.add_argument('--case', default='main')
    ap.add_argument('results')
    a = ap.parse_args()
    if a.case == 'dtl':
        return check_dtl_case(a)
    if a.case == 'clock':
        return check_clock_case(a)
    r = a.results
    ok = True

    # The exact runs (one per AUX size, exact-runs.txt: NAME AUX_BYTES):
    # JSON totals and the replay against the driver model.
    runs = [('exact', a.aux_size)]
    if os.path.exists(f'{r}/exact-runs.txt'):
        runs = [(w[0], int(w[1])) for w in
                (line.split() for line in open(f'{r}/exact-runs.txt')) if len(w) == 2]
    for run, aux_size in runs:
        ok &= check_exact(r, run, aux_size, a)

    # Runs without a plan: no garbage.
    for run, hvname in (('free', 'live-free'), ('ovr', 'overrun')):
        if not os.path.exists(f'{r}/{run}.data'):
            print(f"FAIL {run}: no recording")
            ok = False
            continue
        _, hv = parse_hvdtl(f'{r}/hvdtl-{hvname}.txt')
        rc, err, seqs, ents = replay(a.host_dtltop, f'{r}/{run}.data')
        if rc != 0:
            print(f"FAIL {run}: dtltop -i {run}.data --script exited {rc}: {err[:300]}")
            ok = False
            continue
        for cpu in sorted(hv):
            ok &= sane(f'{run} replay cpu {cpu}', hv[cpu], seqs.get(cpu, []))
            ok &= fields(f'{run} replay', cpu, ents.get(cpu, []))
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
