# SPDX-License-Identifier: GPL-2.0-only
# physc per vCPU and the scopes of -C (issue 32, item 8). Each vCPU's
# physc (JSON "physc", CSV cpu_physc_procs) is the window less its off-CPU
# time (enqueue_to_dispatch + ready_to_enqueue + waiting_to_ready of its
# DTL entries, as upstream perf script prints them, in timebase ticks),
# over the window; they add up to the LPAR's physc. With -C the entitlement
# line, the JSON and the CSV give the LPAR's physc, %entc and verdict (the
# same as without -C), and the selected vCPUs' physc named as theirs.
. "$TOP/tests/lib.sh"
[ -x "$UPERF" ] || skip "upstream perf (UPERF) is not built: no independent DTL decode"

"$DTLGEN" -o f.data --cpus 8 --seconds 0.5 --rate 2000 --seed 7 --sched 2>/dev/null
"$UPERF" script -i f.data > script.txt 2> script.err || fail "perf script: $(cat script.err)"
"$DTLTOP" -i f.data --json > all.json
"$DTLTOP" -i f.data --json -C 2-3 > sel.json
"$DTLTOP" -i f.data --csv > all.csv
"$DTLTOP" -i f.data --csv -C 2-3 > sel.csv
"$DTLTOP" -i f.data --batch -C 2-3 > sel.txt
python3 - script.txt all.json sel.json all.csv sel.csv sel.txt <<'PY' || fail "physc"
import csv, json, re, sys
off, cpu = {}, None
# "... [003] ... vpa-dtl: ..." then "enqueue_to_dispatch_time:N, ready_to_enqueue_time:N,waiting_to_ready_time:N, ..."
for line in open(sys.argv[1]):
    if "vpa-dtl:" in line:
        cpu = int(re.search(r"\[(\d+)\]", line).group(1))
        continue
    m = re.match(r"enqueue_to_dispatch_time:(\d+), ready_to_enqueue_time:(\d+),\s*waiting_to_ready_time:(\d+)", line)
    if m:
        off[cpu] = off.get(cpu, 0) + sum(int(x) for x in m.groups())
a = json.loads(open(sys.argv[2]).readline())
s = json.loads(open(sys.argv[3]).readline())
span = a["window"]["end_ns"] - a["window"]["start_ns"]
tb = {c["cpu"]: c["tb_freq"] for c in a["cpus"]}
assert set(off) == set(tb) and len(off) == 8, (sorted(off), sorted(tb))
want = {c: max(0.0, span - off[c] * 1e9 / tb[c]) / span for c in off}
got = {c["cpu"]: c["physc"] for c in a["cpus"]}
for c in want:
    assert abs(got[c] - want[c]) < 2e-4, ("vCPU", c, got[c], want[c])
lpar = sum(want.values())
e = a["entitlement"]
assert abs(e["physc"] - lpar) < 1e-3, (e["physc"], lpar)
assert abs(sum(got.values()) - e["physc"]) < 1e-3, (sum(got.values()), e["physc"])
# CSV: the vCPU rows' physc, their sum on the "all" row, the LPAR's columns
rows = list(csv.DictReader(open(sys.argv[4])))
for r in rows:
    if r["cpu"] == "all":
        assert abs(float(r["cpu_physc_procs"]) - lpar) < 1e-3, r["cpu_physc_procs"]
    else:
        assert abs(float(r["cpu_physc_procs"]) - want[int(r["cpu"])]) < 2e-4, r
    assert abs(float(r["lpar_physc_procs"]) - lpar) < 1e-3, r["lpar_physc_procs"]
# -C 2-3: the LPAR's figures unchanged, the selection's its own
ent = e["entitled_capacity_centi"] / 100
sel = want[2] + want[3]
es = s["entitlement"]
assert abs(es["physc"] - lpar) < 1e-3 and es["over"] == (lpar > ent), (es, lpar, ent)
assert abs(es["entc_pct"] - lpar * 100 / ent) < 0.02, es
assert es["physc_of_cpus"]["cpus"] == "2-3", es
assert abs(es["physc_of_cpus"]["physc"] - sel) < 1e-3, (es, sel)
assert [c["cpu"] for c in s["cpus"]] == [2, 3]
for r in csv.DictReader(open(sys.argv[5])):
    assert abs(float(r["lpar_physc_procs"]) - lpar) < 1e-3, r["lpar_physc_procs"]
    if r["cpu"] == "all":
        assert abs(float(r["cpu_physc_procs"]) - sel) < 1e-3, r["cpu_physc_procs"]
line = [l for l in open(sys.argv[6]) if l.startswith("Entitlement:")][0]
m = re.search(r"physc of vCPUs 2-3: ([0-9.]+) \(LPAR: ([0-9.]+) of ent ([0-9.]+)\)  LPAR entc ([0-9.]+)%  LPAR (over ent\.|within ent\.)", line)
assert m, line
assert abs(float(m[1]) - sel) <= 0.0051 and abs(float(m[2]) - lpar) <= 0.0051, (line, sel, lpar)
assert m[5] == ("over ent." if lpar > ent else "within ent."), (line, lpar, ent)
print("physc: vCPUs %s LPAR %.4f (ent %.2f) -C 2-3 %.4f" %
      (" ".join("%.3f" % want[c] for c in sorted(want)), lpar, ent, sel))
PY
grep -q "^vCPUs 2-3: 2 vCPUs  dispatches" sel.txt || fail "the -C totals line is not named for its vCPUs: $(grep dispatches sel.txt | head -1)"
