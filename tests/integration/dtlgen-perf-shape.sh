#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# dtlgen --perf-shaped writes what perf record writes: a pass over the rings
# when one of them is half full (the kernel's default wake-up watermark for
# the data ring, rb_alloc_aux's for the AUX area), each CPU's records then
# its AUXTRACE in a pass, a FINISHED_ROUND after each pass that found
# anything, and FORK, COMM and MMAP2 per task before the first sample. The
# shape is read back by upstream perf (report -D, script) and checked here
# against the rule worked out independently; dtltop's replay of such files
# must equal dtlgen's --truth, and upstream reads them without a complaint.
. "$TOP/tests/lib.sh"
[ -n "${UPERF:-}" ] && [ -x "$UPERF" ] || skip "upstream perf is not available (make upstream-perf)"
"$UPERF" version >/dev/null 2>&1 || skip "upstream perf ($UPERF) does not run"

gen() {	# gen NAME ARGS...: NAME.data, NAME.truth, NAME.dump (report -D)
	local n=$1; shift
	"$DTLGEN" -o "$n.data" --truth "$n.truth" --perf-shaped "$@" 2>"$n.gen" ||
		fail "$n: dtlgen: $(cat "$n.gen")"
	"$UPERF" report -D -i "$n.data" >"$n.dump" 2>"$n.dump.err" || fail "$n: upstream report -D failed"
	[ ! -s "$n.dump.err" ] || fail "$n: upstream report -D complains: $(head -n 3 "$n.dump.err")"
}

# The records of a dump in file order: "offset type cpu time size" plus the
# AUXTRACE fields (its data size, stream offset and cpu).
cat >shape.py <<'PY'
import re, sys
rec = re.compile(r"^(-?\d+) (\d+) (0x[0-9a-f]+) \[(0x[0-9a-f]+)\]: PERF_RECORD_([A-Z_0-9]+)(.*)")
aux = re.compile(r"size: (0x[0-9a-f]+|\d+)\s+offset: (0x[0-9a-f]+|\d+).*cpu: (\d+)")
def records(path):
    out = []
    for line in open(path, errors="replace"):
        m = rec.match(line)
        if not m:
            continue
        cpu, t, off, size, typ, rest = m.groups()
        r = dict(cpu=int(cpu), time=int(t), off=int(off, 16), size=int(size, 16), type=typ)
        if typ == "AUXTRACE":
            a = aux.search(rest)
            r.update(dsize=int(a[1], 0), doff=int(a[2], 0), cpu=int(a[3]))
        out.append(r)
    out.sort(key=lambda r: r["off"])
    return out
def rounds(recs):   # the records after FINISHED_INIT, cut at each FINISHED_ROUND
    rs, cur, started = [], [], False
    for r in recs:
        if r["type"] == "FINISHED_INIT":
            started = True
        elif r["type"] == "FINISHED_ROUND":
            rs.append(cur); cur = []
        elif started:
            cur.append(r)
    if cur:
        rs.append(cur)
    return rs
PY

# 1. The AUX watermark. DTL only, 4 vCPUs, 6 s at 1000 dispatches/s of 48
# bytes, a 64 KiB AUX area: it wakes perf at 32 KiB, about every 0.68 s of
# one vCPU's entries, so about 6 * 1000 * 48 / 32768 = 8.8 passes (more
# with the pool's bursts and the lead of the fastest of four vCPUs, fewer as
# the driver drops some); the data ring (512 KiB) only gets 64-byte
# PERF_RECORD_AUX records, 100 a second, far from its 256 KiB mark. A pass
# comes at the first 10 ms poll where a vCPU reached the mark, so the
# vCPU that woke perf holds at least 32 KiB and no vCPU more than that plus
# one poll's commit (the 85-entry log, 4080 bytes) and the 32-byte header.
gen aux --cpus 4 --seconds 6 --aux-size 65536 --seed 11
python3 - aux <<'PY' || fail "AUX watermark: the passes are not perf's"
import json, sys
exec(open("shape.py").read())
n = sys.argv[1]
rs = rounds(records(f"{n}.dump"))
W, poll_max = 65536 // 2, 85 * 48 + 32
nominal = 6 * 1000 * 48 / W
for i, r in enumerate(rs):
    per = {}
    for x in r:
        if x["type"] == "AUXTRACE":
            per[x["cpu"]] = per.get(x["cpu"], 0) + x["dsize"]
    assert per, f"round {i} holds no AUXTRACE: a FINISHED_ROUND after an empty pass"
    assert max(per.values()) < W + poll_max, f"round {i}: {per} past the mark by more than a poll"
    if i < len(rs) - 1:
        assert max(per.values()) >= W, f"round {i}: {per}: a pass before any AUX area was half full"
    cpus = [x["cpu"] for x in r if x["type"] in ("AUX", "AUXTRACE")]
    assert cpus == sorted(cpus), f"round {i}: not CPU by CPU: {cpus[:20]}"
t = json.load(open(f"{n}.truth"))
got = sum(c["auxtrace_records"] for c in t["cpus"])
assert got == sum(x["type"] == "AUXTRACE" for r in rs for x in r), "truth's AUXTRACE count"
# each pass but the last needs one vCPU W bytes further, and takes any
# vCPU at most W + a poll further
total = {}
for x in (x for r in rs for x in r if x["type"] == "AUXTRACE"):
    total[x["cpu"]] = total.get(x["cpu"], 0) + x["dsize"]
lo, hi = max(total.values()) / (W + poll_max) - 1, sum(total.values()) / W
assert any(x["doff"] % 65536 + x["dsize"] > 65536 for r in rs for x in r
           if x["type"] == "AUXTRACE"), "no AUXTRACE spans a lap end (perf's spans them)"
assert lo <= len(rs) - 1 <= hi, f"{len(rs) - 1} passes before the last, not in [{lo:.1f}, {hi:.1f}]"
assert 0.5 * nominal <= len(rs) <= 2 * nominal, f"{len(rs)} rounds, about {nominal:.1f} expected"
print(f"aux: {len(rs)} rounds (nominal {nominal:.1f}, bounds {lo:.1f}..{hi:.1f}), {got} AUXTRACE")
PY

# 2. The data ring's watermark. Sched only, 2 vCPUs, a 64 KiB data ring
# (--ring-size): a pass when a CPU's unread records reach 32 KiB. The
# records of a round that are older than its newest by a poll (10 ms) or
# more were all there at the poll before, when no ring was half full.
gen ring --cpus 2 --seconds 4 --no-dtl --ring-size 65536 --seed 12
python3 - ring <<'PY' || fail "data ring watermark: the passes are not perf's"
import sys
exec(open("shape.py").read())
rs = rounds(records(f"{sys.argv[1]}.dump"))
W = 65536 // 2
assert len(rs) >= 3, f"only {len(rs)} rounds"
for i, r in enumerate(rs):
    s = [x for x in r if x["type"] == "SAMPLE"]
    assert s, f"round {i} is empty"
    per, early = {}, {}
    newest = max(x["time"] for x in s)
    for x in s:
        per[x["cpu"]] = per.get(x["cpu"], 0) + x["size"]
        if x["time"] <= newest - 10_000_000:
            early[x["cpu"]] = early.get(x["cpu"], 0) + x["size"]
    if i < len(rs) - 1:
        assert max(per.values()) >= W, f"round {i}: {per}: a pass before a ring was half full"
    assert all(v < W for v in early.values()), f"round {i}: {early} was due a poll earlier"
    cpus = [x["cpu"] for x in s]
    assert cpus == sorted(cpus), f"round {i}: not CPU by CPU"
print(f"ring: {len(rs)} rounds")
PY

# --pass-ms still overrides the rule: a pass every 100 ms, 40 in 4 s.
gen passms --cpus 2 --seconds 4 --no-dtl --pass-ms 100 --seed 12
n=$(grep -c 'PERF_RECORD_FINISHED_ROUND' passms.dump)
[ "$n" -eq 40 ] || fail "--pass-ms 100 over 4 s: $n rounds, not 40"

# 3. The synthesized tasks: before the first sample, per task FORK (from
# init), COMM, then its MMAP2s, as __event__synthesize_thread sends them;
# every task the samples name has its COMM there.
gen mixed --cpus 8 --seconds 2 --sched --seed 13 --split-laps --aux-size 65536
"$UPERF" script -i mixed.data --show-task-events --show-mmap-events >mixed.tasks 2>mixed.tasks.err ||
	fail "upstream perf script --show-task-events failed"
[ ! -s mixed.tasks.err ] || fail "upstream perf script complains: $(head -n 3 mixed.tasks.err)"
python3 - <<'PY' || fail "synthesized tasks are not perf's"
import re
ev = re.compile(r"PERF_RECORD_(FORK|COMM|MMAP2|MMAP)\b[:(]? ?(\d+)?")
head, pids = [], set()
for line in open("mixed.tasks"):
    m = re.search(r"PERF_RECORD_(FORK|COMM|MMAP2|MMAP)", line)
    if m:
        if pids:
            continue
        kind = m[1]
        pid = re.search(r"PERF_RECORD_FORK\((\d+):" if kind == "FORK" else
                        r":(\d+)/\d+$" if kind == "COMM" else r" (-?\d+)/", line)
        head.append((kind, int(pid[1])))
    elif "sched:sched_" in line:
        pids.add(int(line.split()[1]))
assert head[0] == ("MMAP", -1), f"first: {head[0]}, not the kernel's MMAP"
order = {}
for kind, pid in head[1:]:
    order.setdefault(pid, []).append(kind)
for pid, kinds in order.items():
    assert kinds[:2] == ["FORK", "COMM"] and set(kinds[2:]) <= {"MMAP2"} and len(kinds) > 2, \
        f"task {pid}: {kinds}"
missing = pids - set(order) - {0}
assert not missing, f"tasks in samples with no COMM before the first: {sorted(missing)[:5]}"
forks = sum(k == "FORK" for k, _ in head)
print(f"tasks: {forks} FORK+COMM, {sum(k == 'MMAP2' for k, _ in head)} MMAP2 before the first sample")
PY

# 4. Upstream's counts equal the truth's; dtltop's replay equals the truth;
# with --split-laps upstream's text equals dtltop's --script, entry by entry.
KS=$TOP/tests/data/symbols/ppc64le-kallsyms.txt
"$UPERF" script -i mixed.data --kallsyms "$KS" >mixed.up 2>mixed.up.err || fail "upstream perf script failed"
[ ! -s mixed.up.err ] || fail "upstream perf script complains: $(head -n 3 mixed.up.err)"
python3 - <<'PY' || fail "upstream's counts differ from the truth"
import json
t = json.load(open("mixed.truth"))
want = {k: sum(c[k] for c in t["cpus"]) for k in ("dispatches", "sched_switch", "sched_wakeup")}
got = {"dispatches": 0, "sched_switch": 0, "sched_wakeup": 0}
for line in open("mixed.up"):
    f = line.split()
    if len(f) > 4:
        for k, w in (("dispatches", "vpa-dtl:"), ("sched_switch", "sched:sched_switch:"),
                     ("sched_wakeup", "sched:sched_wakeup:")):
            got[k] += f[4] == w
assert got == want, f"upstream {got}, truth {want}"
print("upstream counts:", got)
PY
"$DTLTOP" -i mixed.data --script --kallsyms "$KS" >mixed.dt || fail "dtltop --script failed"
python3 "$TOP/tests/bench/script-ties.py" <mixed.up >mixed.up.s
python3 "$TOP/tests/bench/script-ties.py" <mixed.dt >mixed.dt.s
cmp -s mixed.up.s mixed.dt.s || fail "--split-laps: dtltop --script differs from upstream's text"
python3 - <<'PY' || fail "--split-laps: an AUXTRACE spans a lap end, or none begins at one"
exec(open("shape.py").read())
a = [x for x in records("mixed.dump") if x["type"] == "AUXTRACE"]
assert all(x["doff"] % 65536 + x["dsize"] <= 65536 for x in a), "spans a lap end"
assert any(x["doff"] and x["doff"] % 65536 == 0 for x in a), "the case was not exercised"
PY

truth() {	# truth NAME ARGS...: dtltop's replay of a perf-shaped file equals the truth
	local n=$1; shift
	"$DTLGEN" --perf-shaped --truth "$n.truth" "$@" 2>"$n.gen" || fail "$n: dtlgen: $(cat "$n.gen")"
	"$DTLTOP" -i "$n.data" --batch --json >"$n.json" 2>"$n.err" || fail "$n: dtltop: $(cat "$n.err")"
	python3 "$TOP/tests/compare-truth.py" "$n.truth" "$n.json" || fail "$n: differs from the truth"
}
truth t-plain -o t-plain.data --cpus 8 --seconds 4 --sched --seed 14
truth t-laps -o t-laps.data --cpus 4 --seconds 6 --sched --seed 15 --aux-size 65536
truth t-zstd -o t-zstd.data --cpus 4 --seconds 2 --sched --seed 16 --zstd --big-endian
"$DTLGEN" --perf-shaped -o - --truth t-pipe.truth --cpus 4 --seconds 2 --sched --seed 17 2>/dev/null |
	"$DTLTOP" -i - --batch --json >t-pipe.json
python3 "$TOP/tests/compare-truth.py" t-pipe.truth t-pipe.json || fail "pipe: differs from the truth"
truth t-sched -o t-sched.data --cpus 8 --seconds 2 --no-dtl --seed 18
truth t-dtl -o t-dtl.data --cpus 8 --seconds 2 --seed 19 --split-laps
echo "dtlgen --perf-shaped: perf's passes, rounds and synthesis; truth and upstream agree"
