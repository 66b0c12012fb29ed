#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""perfdata.py: small tools over perf.data for the tests, from the format
(tools/perf/Documentation/perf.data-file-format.txt): craft the files perf
writes in ways this machine cannot record, and read perf script's text.

  perfdata.py empty-feature IN OUT FEAT   file mode: FEAT's section empty
  perfdata.py foreign-aux IN OUT TYPE     pipe mode: an AUXTRACE_INFO of
                                          TYPE and one AUXTRACE buffer
                                          before FINISHED_INIT
  perfdata.py cut IN OUT PERCENT          IN cut at PERCENT % of its bytes,
                                          inside a record's body
  perfdata.py cut-in-last IN OUT TYPE     IN cut in the middle of its last
                                          record of TYPE
  perfdata.py script-stats TEXT           per cpu and event counts, first
                                          and last time of perf script text
  perfdata.py script-cmp PERF OURS        perf script's text against dtltop's,
                                          white space squeezed (upstream pads
                                          the PID wider); where perf names a
                                          task ":TID" (upstream forgets a
                                          thread at its EXIT record, perf 6.1
                                          keeps its name) dtltop's name stands
  perfdata.py loss DUMP                   the loss per cpu from perf script -D
                                          text: its LOST records, or the totals
                                          perf record appends at exit
                                          (LOST_SAMPLES at time 0, cpu by
                                          ID_INDEX) where those say more
  perfdata.py script-subset PART WHOLE    every line of PART is one of WHOLE
                                          (task names aside), as many times
  perfdata.py tie-dir IN OUT              a perf record --threads directory
                                          copied, with samples of its second
                                          stream moved back to the time of
                                          one of the first stream's, and
                                          named so that readdir lists it
                                          first: which tie comes first is
                                          then the readers' order
"""
import struct
import sys

FEATS = ["RESERVED", "TRACING_DATA", "BUILD_ID", "HOSTNAME", "OSRELEASE", "VERSION",
         "ARCH", "NRCPUS", "CPUDESC"]


def records(d, pos, end):
    """(offset, type, size) of each record of a little-endian stream."""
    while pos + 8 <= end:
        typ, _, size = struct.unpack_from("<IHH", d, pos)
        if size < 8:
            raise ValueError("record of size %d at %d" % (size, pos))
        extra = 0
        if typ == 71:       # AUXTRACE: payload after the record
            extra = struct.unpack_from("<Q", d, pos + 8)[0]
        elif typ == 66:     # HEADER_TRACING_DATA: u32 size (8-aligned) after it
            extra = struct.unpack_from("<I", d, pos + 8)[0]
        yield pos, typ, size + extra
        pos += size + extra


def empty_feature(src, dst, name):
    d = bytearray(open(src, "rb").read())
    assert d[:8] == b"PERFILE2"
    off, size = struct.unpack_from("<QQ", d, 40)
    bits = struct.unpack_from("<4Q", d, 72)
    feat = FEATS.index(name)
    table = off + size
    nth = sum(1 for f in range(feat) if bits[f // 64] >> (f % 64) & 1)
    assert bits[feat // 64] >> (feat % 64) & 1, name + " not in the file"
    foff, fsize = struct.unpack_from("<QQ", d, table + 16 * nth)
    # the section holds nothing: not even a string's u32 length
    struct.pack_into("<QQ", d, table + 16 * nth, foff, 0)
    open(dst, "wb").write(d)


def foreign_aux(src, dst, typ):
    d = open(src, "rb").read()
    assert d[:8] == b"PERFILE2" and struct.unpack_from("<Q", d, 8)[0] == 16, "not pipe mode"
    at = None
    for pos, t, _ in records(d, 16, len(d)):
        if t == 82:         # FINISHED_INIT
            at = pos
            break
    assert at is not None, "no FINISHED_INIT"
    # AUXTRACE_INFO {header; u32 type; u32 reserved; u64 priv[6]}: Intel
    # BTS's six words (pmu type, time shift/mult/zero, cap, snapshot mode)
    priv = [8, 0, 1, 0, 0, 0]
    info = struct.pack("<IHHII6Q", 70, 0, 16 + 48, typ, 0, *priv)
    payload = bytes(48)     # two zeroed branch records of 24 bytes
    aux = struct.pack("<IHHQQQIIII", 71, 0, 48, len(payload), 0, 0, 0, 0, 0, 0) + payload
    open(dst, "wb").write(d[:at] + info + aux + d[at:])


def cut(src, dst, pct):
    """Cut inside the body of the record at PERCENT % of the stream, or of
    the next one with a body: a cut inside a record's 8-byte header reads
    to perf as a clean end, with no warning to compare."""
    d = open(src, "rb").read()
    n = len(d) * pct // 100
    assert struct.unpack_from("<Q", d, 8)[0] == 16, "cut is for pipe-mode files"
    for pos, _, size in records(d, 16, len(d)):
        if pos + size > n and size >= 16:
            n = max(n, pos + 8 + (size - 8) // 2)
            break
    open(dst, "wb").write(d[:n])


def cut_in_last(src, dst, typ):
    d = open(src, "rb").read()
    last = [(p, s) for p, t, s in records(d, 16, len(d)) if t == typ][-1]
    open(dst, "wb").write(d[:last[0] + last[1] // 2])


def script_stats(path):
    counts, first, last = {}, None, None
    for line in open(path, errors="replace"):
        f = line.split()
        for i, w in enumerate(f):
            if len(w) > 2 and w[0] == "[" and w[-1] == "]" and w[1:-1].isdigit():
                t = f[i + 1].rstrip(":")
                ev = f[i + 2].rstrip(":")
                key = (int(w[1:-1]), ev)
                counts[key] = counts.get(key, 0) + 1
                first = t if first is None else first
                last = t
                break
    for (cpu, ev), n in sorted(counts.items()):
        print("count", cpu, ev, n)
    print("first", first)
    print("last", last)


def script_cmp(perf, ours):
    a = [" ".join(l.split()) for l in open(perf, errors="replace")]
    b = [" ".join(l.split()) for l in open(ours, errors="replace")]
    exited = 0
    for i in range(min(len(a), len(b))):
        pa = a[i].split(" ", 2)
        rest = a[i][len(pa[0]):]     # " TID [CPU] ...": a name may hold spaces
        if len(pa) == 3 and pa[0] == ":" + pa[1] and b[i] != a[i] and \
                b[i].endswith(rest) and len(b[i]) > len(rest):
            b[i] = a[i]
            exited += 1
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            sys.exit("line %d differs:\n< %s\n> %s" % (i + 1, x, y))
    if len(a) != len(b):
        sys.exit("perf printed %d lines, dtltop %d" % (len(a), len(b)))
    print("%d lines equal (%d of exited tasks perf names by tid)" % (len(a), exited))


def script_subset(part, whole):
    import re
    tid_on = re.compile(r"(-?\d+)\s+\[\d+\].*$")

    def key(l):     # from the TID on: a task's name may hold spaces
        m = tid_on.search(l)
        return " ".join((m.group(0) if m else l).split())
    have = {}
    for l in open(whole, errors="replace"):
        have[key(l)] = have.get(key(l), 0) + 1
    n = 0
    for l in open(part, errors="replace"):
        if have.get(key(l), 0) <= 0:
            sys.exit("not in the whole stream: " + l.strip())
        have[key(l)] -= 1
        n += 1
    if not n:
        sys.exit("nothing printed")
    print("%d lines, each one of the whole stream's" % n)


def loss(dump):
    import re
    cpu_of, seen, total = {}, {}, {}
    for l in open(dump, errors="replace"):
        m = re.match(r"\s*\.\.\. id: (\d+)\s+idx: \d+\s+cpu: (-?\d+)", l)
        if m:
            cpu_of[int(m.group(1))] = int(m.group(2))
            continue
        m = re.match(r"(-?\d+) (\d+) \S+ \[\S+\]: PERF_RECORD_LOST: id:(\d+): lost:(\d+)", l)
        if m:
            c = int(m.group(1))
            seen[c] = seen.get(c, 0) + int(m.group(4))
            continue
        m = re.match(r"(-?\d+) (\d+) \S+ \[\S+\]: PERF_RECORD_LOST_SAMPLES: id:(\d+): lost samples ?:(\d+)", l)
        if m and int(m.group(2)) == 0:
            c = cpu_of[int(m.group(3))]
            total[c] = total.get(c, 0) + int(m.group(4))
    for c in sorted(set(seen) | set(total)):
        print(c, max(seen.get(c, 0), total.get(c, 0)))


def tie_dir(src, dst):
    import bisect
    import os
    h = open(os.path.join(src, "data"), "rb").read()
    assert h[:8] == b"PERFILE2"
    attr_size, aoff, asize = struct.unpack_from("<QQQ", h, 16)
    # the bits that place a sample's time, alike in every attr
    types = {struct.unpack_from("<Q", h, a + 24)[0] & 0x10007
             for a in range(aoff, aoff + asize, attr_size)}
    assert len(types) == 1, "attrs place the time differently"
    st = types.pop()
    assert st & 4, "samples carry no time"
    toff = 8 + 8 * sum(1 for bit in (16, 0, 1) if st >> bit & 1)   # IDENTIFIER, IP, TID
    names = sorted((n for n in os.listdir(src) if n.startswith("data.")), key=lambda n: int(n[5:]))
    assert len(names) >= 2, "fewer than two streams"
    first = open(os.path.join(src, names[0]), "rb").read()
    second = bytearray(open(os.path.join(src, names[1]), "rb").read())
    times = sorted(struct.unpack_from("<Q", first, p + toff)[0]
                   for p, typ, _ in records(first, 0, len(first)) if typ == 9)
    ties, prev = 0, 0
    for p, typ, _ in records(second, 0, len(second)):
        if typ != 9:
            continue
        t = struct.unpack_from("<Q", second, p + toff)[0]
        i = bisect.bisect_right(times, t) - 1
        if i >= 0 and times[i] >= prev:     # the stream stays in time order
            struct.pack_into("<Q", second, p + toff, times[i])
            ties += 1
        prev = t
    os.mkdir(dst)
    open(os.path.join(dst, "data"), "wb").write(h)
    open(os.path.join(dst, "data.0"), "wb").write(first)
    for n in names[2:]:
        open(os.path.join(dst, n), "wb").write(open(os.path.join(src, n), "rb").read())
    for k in range(1, 1000):    # a name that readdir gives before data.0
        name = "data.%d" % k
        if name in names[2:]:
            continue
        open(os.path.join(dst, name), "wb").write(second)
        order = [n for n in os.listdir(dst) if n in ("data.0", name)]
        if order[0] == name:
            break
        os.unlink(os.path.join(dst, name))
    else:
        sys.exit("no name that readdir lists before data.0")
    print("%d ties, %s read before data.0" % (ties, name))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "empty-feature":
        empty_feature(sys.argv[2], sys.argv[3], sys.argv[4])
    elif cmd == "foreign-aux":
        foreign_aux(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif cmd == "cut":
        cut(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif cmd == "loss":
        loss(sys.argv[2])
    elif cmd == "script-subset":
        script_subset(sys.argv[2], sys.argv[3])
    elif cmd == "script-cmp":
        script_cmp(sys.argv[2], sys.argv[3])
    elif cmd == "cut-in-last":
        cut_in_last(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif cmd == "tie-dir":
        tie_dir(sys.argv[2], sys.argv[3])
    elif cmd == "script-stats":
        script_stats(sys.argv[2])
    else:
        sys.exit(__doc__)
