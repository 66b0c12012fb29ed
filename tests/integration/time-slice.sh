# SPDX-License-Identifier: GPL-2.0-only
# --time START,END: the span's numbers are those of the whole file's events
# in it, whether the file is sought (samples before it undecoded, AUX
# buffers passed over) or read whole from a pipe; the seek decodes a
# fraction of the DTL entries; -o writes the span as a recording that
# dtltop and upstream perf read with the same numbers.
. "$TOP/tests/lib.sh"
"$DTLGEN" -o big.data --cpus 4 --seconds 20 --seed 5 --sched 2>/dev/null
# The whole file's DTL entries as --script=oneline prints them (no --time):
# the first event's time, and the entries of each cpu from +18 s on.
"$DTLTOP" -i big.data --script=oneline > all.txt
first=$(awk 'NR == 1 { print $4 + 0; exit }' all.txt)
t0=$(awk -v f="$first" 'BEGIN { printf "%.3f", f + 18 }')
awk -v t="$t0" '/vpa-dtl:/ && $4 + 0 >= t { n[$3]++ } END { for (c in n) print c, n[c] }' all.txt |
	tr -d '[]' | awk '{ print $1 + 0, $2 }' | sort -n > want.txt
[ "$(wc -l < want.txt)" -eq 4 ] || fail "expected entries of 4 cpus after $t0: $(cat want.txt)"

# The last 10 %, sought in the file.
# (a pipe carries no kallsyms: both name srr0 from the shipped set)
KS=$TOP/tests/data/symbols/ppc64le-kallsyms.txt
"$DTLTOP" -i big.data --time "$t0," --json --kallsyms "$KS" > seek.json
json_py seek.json 'print("\n".join("%d %d" % (c["cpu"], c["dispatches"]) for c in s[0]["cpus"] if c["dispatches"]))' |
	sort -n > got.txt
diff want.txt got.txt > d.txt || fail "--time $t0, per-cpu dispatches differ from the whole file's: $(cat d.txt)"
# The same span read whole from a pipe (no seeking): the same recording in
# pipe format (dtlgen -o -, the same seed), every figure equal.
"$DTLGEN" -o - --cpus 4 --seconds 20 --seed 5 --sched 2>/dev/null |
	"$DTLTOP" -i - --time "$t0," --json --kallsyms "$KS" > pipe.json
python3 - seek.json pipe.json <<'PY' || fail "the sought span and the piped one differ"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
# a pipe has no file mtime: no wall clock; every other figure is equal
for o in (a, b):
    for k in ("start", "end", "wall_clock", "clock_source", "zone"):
        o["window"].pop(k, None)
for k in a:
    if k not in ("path", "input") and a[k] != b[k]:
        print("differs:", k, str(a[k])[:200], str(b[k])[:200]); sys.exit(1)
PY
# Seeking decodes a fraction: the file's DTL entries decoded against the
# pipe's (which decodes them all; both pass over samples by their time).
read -r dec all passed <<< "$(python3 -c '
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
print(a["input"]["dtl_entries"], b["input"]["dtl_entries"], a["input"]["passed"])' seek.json pipe.json)"
echo "--time $t0, (last 10%): $dec DTL entries decoded of $all, $passed records passed over"
[ "$passed" -gt 0 ] && [ $((dec * 4)) -lt "$all" ] || fail "seeking decoded $dec DTL entries of $all"

# -o: the span [t0+0, t0+1) as a recording.
"$DTLTOP" -i big.data --time "$t0,+1" --json > span.json
"$DTLTOP" -i big.data --time "$t0,+1" -o slice.data || fail "-o slice failed"
"$DTLTOP" -i big.data --time "$t0,+1" -o slice.data 2> exists.err && fail "-o replaced an existing file"
"$DTLTOP" -i slice.data --json > slice.json
python3 - span.json slice.json <<'PY' || fail "the slice's JSON differs from --time's"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
assert a["totals"]["dispatches"] > 1000, a["totals"]["dispatches"]
assert b["entitlement"] and b["entitlement"]["entitled_capacity_centi"] > 0, b["entitlement"]
for k in a:
    if k not in ("path", "input") and a[k] != b[k]:
        print("differs:", k, str(a[k])[:200], str(b[k])[:200]); sys.exit(1)
PY
# -d over the span: windows on multiples of -d, the first cut at t0, the
# last at t1, together the span's dispatches.
"$DTLTOP" -i big.data --time "$t0,+1" -d 0.3 --json > win.json
python3 - win.json span.json "$t0" <<'PY' || fail "-d windows over --time's span"
import json, sys
w = [json.loads(l) for l in open(sys.argv[1])]
a = json.load(open(sys.argv[2]))
t0 = round(float(sys.argv[3]) * 1e9); t1 = t0 + 10**9
assert len(w) == 4, len(w)
assert w[0]["window"]["start_ns"] == t0 and w[0]["window"]["partial_start"], w[0]["window"]
assert w[-1]["window"]["end_ns"] == t1 and w[-1]["window"]["partial_end"], w[-1]["window"]
for x in w[1:]:
    assert x["window"]["start_ns"] % 300000000 == 0, x["window"]
assert sum(x["totals"]["dispatches"] for x in w) == a["totals"]["dispatches"]
PY
# --script of the slice: the span's lines of the whole file's output.
"$DTLTOP" -i big.data --time "$t0,+1" --script=oneline > span.txt
"$DTLTOP" -i slice.data --script=oneline > slice.txt
diff span.txt slice.txt > d.txt || fail "--script of the slice differs: $(head -4 d.txt)"
t1=$(awk -v t="$t0" 'BEGIN { printf "%.3f", t + 1 }')
# The task a DTL line names is the one its vCPU was running: in a span, as
# at a recording's start, unknown until the vCPU's first sched_switch in it.
# The rest of each line is the whole's.
awk -v a="$t0" -v b="$t1" '$4 + 0 >= a && $4 + 0 < b' all.txt | sed 's/^[^[]*\[/[/' > cut.txt
sed 's/^[^[]*\[/[/' span.txt > span.cut
diff cut.txt span.cut > d.txt || fail "--time's --script is not the whole's lines in the span: $(head -4 d.txt)"

# Bad input: one line, status 2 (a spec) or 1 (an empty span, no file).
"$DTLTOP" -i big.data --time 12 --json > /dev/null 2> e.txt && fail "--time 12 accepted"
grep -q "START,END" e.txt || fail "--time 12: $(cat e.txt)"
# a file is dated by its mtime (approximately); a pipe has no wall clock
rc=0; "$DTLGEN" -o - --cpus 1 --seconds 1 --sched 2>/dev/null |
	"$DTLTOP" -i - --time 10:40, --json > /dev/null 2> e.txt || rc=$?
[ "$rc" -eq 2 ] || fail "a wall time without a clock: status $rc, not 2"
grep -q "no wall clock" e.txt || fail "a wall time without a clock: $(cat e.txt)"
rc=0; "$DTLTOP" -i big.data --time 1,2 --json > /dev/null 2> e.txt || rc=$?
[ "$rc" -eq 1 ] || fail "an empty span: status $rc, not 1"
grep -q "no event" e.txt || fail "an empty span: $(cat e.txt)"
"$DTLTOP" -i big.data --time 1,2 -o empty.data 2> e.txt && fail "-o of an empty span succeeded"
[ ! -e empty.data ] || fail "-o of an empty span left a file"
"$DTLTOP" --simulate --batch --time 1,2 > /dev/null 2>&1 && fail "--time without -i accepted"

# Upstream perf reads the slice: the span's DTL entries and sched_switch.
[ -n "${UPERF:-}" ] && [ -x "$UPERF" ] || skip "upstream perf is not available (make upstream-perf)"
"$UPERF" script -i slice.data > up.txt 2> up.err || fail "perf script of the slice failed: $(head -3 up.err)"
python3 - span.json up.txt <<'PY' || fail "perf script's counts of the slice differ from --time's JSON"
import json, sys, collections
j = json.load(open(sys.argv[1]))
n = collections.Counter()
for line in open(sys.argv[2]):
    if " vpa-dtl: " in line: n["dtl"] += 1
    elif " sched:sched_switch: " in line: n["sw"] += 1
print("slice: perf script", dict(n), "dtltop dispatches", j["totals"]["dispatches"],
      "sched_switch", j["totals"]["sched_switch"])
assert n["dtl"] == j["totals"]["dispatches"] and n["sw"] == j["totals"]["sched_switch"]
PY
"$UPERF" report -i slice.data --stdio > rep.txt 2> rep.err || fail "perf report of the slice failed: $(head -3 rep.err)"
grep -q "sched:sched_switch" rep.txt || fail "perf report shows no sched_switch samples"
