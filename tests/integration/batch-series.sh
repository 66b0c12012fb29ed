# SPDX-License-Identifier: GPL-2.0-only
# batch-series.sh: --batch, --json and --csv as a time series. On a generated
# 3.5 s recording cut into 1 s windows: each window starts where the one
# before ended, the first at the first event, the last (cut by the end of
# the file) is partial; the text says the same windows; loss adds up to
# the generator's full polls and marks the rows it touched; the CSV header
# names units and its microseconds are the JSON's ticks converted; -C 1,3
# keeps exactly those vCPUs with totals that are their sum; text and JSON
# list the same tasks.
. "$TOP/tests/lib.sh"
"$DTLGEN" -o f.data --cpus 8 --seconds 3.5 --seed 7 --sched --truth truth.json 2>/dev/null
"$DTLTOP" -i f.data --json -d 1 > w.json || fail "--json -d 1 failed"
"$DTLTOP" -i f.data --batch -d 1 > w.txt || fail "--batch -d 1 failed"
"$DTLTOP" -i f.data --csv -d 1 > w.csv || fail "--csv -d 1 failed"
"$DTLTOP" -i f.data --json -d 1 -C 1,3 > c.json || fail "--json -C 1,3 failed"
"$DTLTOP" -i f.data --batch -d 1 -C 1,3 > c.txt || fail "--batch -C 1,3 failed"
"$DTLTOP" -i f.data --csv -d 1 -C 1,3 > c.csv || fail "--csv -C 1,3 failed"
"$DTLTOP" -i f.data --json > whole.json || fail "--json failed"
# The first and last event times --script prints (it leaves out AUX records,
# which count as events too: bounds).
"$DTLTOP" -i f.data --script | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\.[0-9]+:$/) { print substr($i, 1, length($i) - 1); break } }' |
	sort -n | sed -n '1p;$p' > ends.txt
[ "$(wc -l < ends.txt)" -eq 2 ] || fail "no event times from --script"

python3 - <<'PY' || fail "batch series checks failed"
import csv, json, re, sys

W = 10**9
s = [json.loads(l) for l in open("w.json")]
c = [json.loads(l) for l in open("c.json")]
truth = json.load(open("truth.json"))
first_s, last_s = (float(x) for x in open("ends.txt"))
whole = json.loads(open("whole.json").readline())
errors = []
def check(cond, msg):
    if not cond:
        errors.append(msg)

# Windows: contiguous, on 1 s boundaries, first from the first event, last
# to the last event and partial.
check(len(s) == 4, f"{len(s)} snapshots, want 4 (3.5 s from a non-whole second)")
for i, x in enumerate(s):
    w = x["window"]
    check(x["snapshot"] == i, f"snapshot {x['snapshot']} at {i}")
    check(w["clock"] == "perf", "clock not named")
    check(abs(w["start_s"] - w["start_ns"] / 1e9) < 1e-6 and abs(w["end_s"] - w["end_ns"] / 1e9) < 1e-6,
          f"window {i}: seconds and ns disagree")
    check(w["start_ns"] <= x["span_ns"][0] and x["span_ns"][1] <= w["end_ns"], f"window {i}: events outside it")
    if i:
        check(w["start_ns"] == s[i - 1]["window"]["end_ns"], f"window {i} does not start where {i - 1} ended")
    if 0 < i < len(s) - 1:
        check(w["end_ns"] - w["start_ns"] == W and not w["partial"], f"window {i} is not a whole second")
first, last = s[0]["window"], s[-1]["window"]
check(first["start_ns"] == whole["span_ns"][0] and first["start_ns"] / 1e9 < first_s + 1e-6,
      f"first window starts at {first['start_ns']}, first event {whole['span_ns'][0]} ({first_s} s)")
check(first["end_ns"] % W == 0 and first["partial_start"] == (first["start_ns"] % W != 0) and first["partial"],
      f"first window: {first}")
check(last["end_ns"] == whole["span_ns"][1] and last["end_ns"] / 1e9 > last_s - 1e-6,
      f"last window ends at {last['end_ns']}, last event {whole['span_ns'][1]} ({last_s} s)")
# the whole file in one snapshot: its span, nothing partial
check(whole["window"]["start_ns"] == whole["span_ns"][0] and whole["window"]["end_ns"] == whole["span_ns"][1]
      and not whole["window"]["partial"], f"whole-file window {whole['window']}")
check(last["partial"] and last["partial_end"] and last["start_ns"] % W == 0 and last["seconds"] < 1,
      f"last window: {last}")
check(sum(x["totals"]["dispatches"] for x in s) == sum(t["dispatches"] for t in truth["cpus"]),
      "windows do not add up to the generator's dispatches")

# Loss: the generator's full polls, each window's counted where it happened.
full = sum(t["dtl_full_polls"] for t in truth["cpus"])
check(full > 0 and sum(x["loss"]["dtl_full_polls"] for x in s) == full, f"full polls: want {full}")
for x in s:
    for v in x["cpus"]:
        check(v["incomplete"] == bool(v["dtl_full_polls"] or v["lost"] or v["aux_truncated"] or v["aux_overruns"]),
              f"window {x['snapshot']} cpu {v['cpu']}: incomplete {v['incomplete']}")
    check(x["loss"]["incomplete"] == any(v["incomplete"] for v in x["cpus"]), "LPAR incomplete")
    check(abs(x["loss"]["dtl_full_polls_pct"] - 100 * x["loss"]["dtl_full_polls"] / x["totals"]["aux_polls"]) < 1e-3,
          "full poll share")

# Text: the same windows, partial where JSON says so, ! where incomplete,
# and the same tasks with the same fields.
text = open("w.txt").read().split("\ndtltop - source ")
check(len(text) == len(s), f"{len(text)} text snapshots, {len(s)} JSON")
for blk, x in zip(text, s):
    m = re.search(r"^Window (\d+): ([\d.]+) - ([\d.]+) s \(perf clock\)  ([\d.]+) s(  partial: .*)?$", blk, re.M)
    w = x["window"]
    check(m and int(m[1]) == x["snapshot"] and m[2] == f"{w['start_s']:.6f}" and m[3] == f"{w['end_s']:.6f}"
          and bool(m[5]) == w["partial"], f"text window {m and m[0]} vs {w}")
    marked = {int(r[0]) for r in re.findall(r"^ +(\d+)! ", blk, re.M)}
    check(marked == {v["cpu"] for v in x["cpus"] if v["incomplete"]}, f"text ! marks {marked}")
    rows = blk.split("\nTop tasks by steal (involuntary preemptions)\n")[1]
    rows = rows.split("\nTop commands by steal")[0].strip("\n").splitlines()
    check(rows[0].split() == ["PID", "COMM", "STEAL_MS", "PREEMPTS", "SHARE_PCT"], f"task header {rows[0]}")
    tasks = []
    for r in rows[1:]:
        f = r.split()
        tasks.append({"pid": int(f[0]), "comm": " ".join(f[1:-3]), "steal_ms": float(f[-3]),
                      "preempts": int(f[-2]), "share_pct": float(f[-1])})
    want = [{k: t[k] for k in ("pid", "comm", "steal_ms", "preempts", "share_pct")} for t in x["tasks"]]
    check(tasks == want, f"window {x['snapshot']}: text tasks {tasks[:3]}... != JSON {want[:3]}...")
    check(len(tasks) > 10, f"only {len(tasks)} tasks: the recording should have more than 10")
    for t in x["tasks"]:
        check(abs(t["steal_ms"] - t["steal_ns"] / 1e6) < 5e-4, "steal_ms is not steal_ns")

# CSV: units in the names; us are the JSON's ticks over tb_freq.
rows = list(csv.DictReader(open("w.csv")))
hdr = open("w.csv").readline().strip().split(",")
for col in ("window_start_ns", "window_end_ns", "window_start_s", "window_end_s", "partial", "steal_pct",
            "steal_ns", "tb_freq", "p50_us", "p99_us", "off_cpu_voluntary_ns", "off_cpu_involuntary_ns",
            "dtl_full_polls", "lost", "dropped", "top_preempt", "preempt_H_CEDE", "incomplete"):
    check(col in hdr, f"CSV has no {col}")
for col in hdr:
    check(col not in ("p50", "p90", "p99", "p999", "enq_min", "enq_max", "enq_sum"), f"CSV {col} has no unit")
for x in s:
    len_ns = x["window"]["end_ns"] - x["window"]["start_ns"]
    got = {r["cpu"]: r for r in rows if int(r["snapshot"]) == x["snapshot"]}
    check(set(got) == {str(v["cpu"]) for v in x["cpus"]} | {"all"}, f"CSV rows of window {x['snapshot']}")
    for v in x["cpus"]:
        r = got[str(v["cpu"])]
        e2d = v["enqueue_to_dispatch"]
        for p in ("p50", "p90", "p99", "p999"):
            check(abs(float(r[p + "_us"]) - e2d[p] * 1e6 / v["tb_freq"]) < 6e-4, f"{p}_us of cpu {v['cpu']}")
        check(abs(float(r["steal_pct"]) - 100 * v["steal_ns"] / len_ns) < 6e-4, f"steal_pct of cpu {v['cpu']}")
        check(int(r["off_cpu_voluntary_ns"]) == v["off_cpu_voluntary_ticks"] * 10**9 // v["tb_freq"], "off-CPU ns")
        check(r["partial"] == str(int(x["window"]["partial"])) and int(r["window_start_ns"]) == x["window"]["start_ns"],
              "CSV window columns")
        # every entry has one preempt reason: the columns add up to the dispatches
        check(sum(int(r[k]) for k in hdr if k.startswith("preempt_")) == v["dispatches"],
              f"preempt columns of cpu {v['cpu']} do not add up to its dispatches")
        for k, n in v["preempt_reasons"].items():
            check(int(r.get("preempt_" + k, -1)) in (n, -1), f"preempt_{k} of cpu {v['cpu']}")
    check(int(got["all"]["dispatches"]) == x["totals"]["dispatches"], "CSV all row")

# -C 1,3: exactly those vCPUs, the same numbers as unfiltered, totals their sum.
check(len(c) == len(s), "-C changed the windows")
for x, y in zip(c, s):
    check(x["window"] == y["window"], "-C changed a window's bounds")
    check(x["cpu_filter"] == "1,3" and x["vcpus_seen"] == 8, f"filter not said: {x.get('cpu_filter')}")
    check({v["cpu"] for v in x["cpus"]} == {1, 3}, f"-C 1,3 gave {[v['cpu'] for v in x['cpus']]}")
    full_rows = {v["cpu"]: v for v in y["cpus"]}
    for v in x["cpus"]:
        check(v == full_rows[v["cpu"]], f"cpu {v['cpu']} differs under -C")
    t = x["totals"]
    check(t["vcpus"] == 2, "totals vcpus")
    for k in ("dispatches", "steal_ns", "steal_ticks", "sched_switch", "sched_wakeup", "dtl_full_polls",
              "events", "affinity_misses"):
        check(t[k] == sum(v[k] for v in x["cpus"]), f"totals {k} is not the sum of cpus 1 and 3")
    len_ns = x["window"]["end_ns"] - x["window"]["start_ns"]
    check(abs(t["steal_pct"] - 100 * t["steal_ns"] / (2 * len_ns)) < 6e-4, "totals steal_pct")
    check(all(tk["steal_ns"] <= t["steal_ns"] for tk in x["tasks"]), "a task lost more than the two vCPUs")
crow = list(csv.DictReader(open("c.csv")))
check({r["cpu"] for r in crow} == {"1", "3", "all"} and all(r["cpu_filter"] == "1,3" for r in crow),
      "CSV -C 1,3 rows")
for n in {r["snapshot"] for r in crow}:
    two = [r for r in crow if r["snapshot"] == n]
    a = next(r for r in two if r["cpu"] == "all")
    check(int(a["dispatches"]) == sum(int(r["dispatches"]) for r in two if r["cpu"] != "all"), "CSV -C all row")
ctext = open("c.txt").read()
check(ctext.count("Filter: -C 1,3  2 of 8 vCPUs with events shown\n") == len(c), "text does not say the filter")
for blk in ctext.split("\n   CPU ")[1:]:
    shown = re.findall(r"^ +(\d+)[! ] ", blk.split("\n\n")[0], re.M)
    check(shown == ["1", "3"], f"text -C 1,3 shows vCPUs {shown}")

for e in errors[:15]:
    print(e, file=sys.stderr)
sys.exit(1 if errors else 0)
PY

# -C with --simulate is no longer refused in batch; --script still refuses -C.
"$DTLTOP" --simulate=4 --batch --json -d 0.2 -n 2 -C 2 > sim.json 2> sim.err || fail "--simulate -C 2: $(cat sim.err)"
json_py sim.json 'assert len(s) == 2 and all([v["cpu"] for v in x["cpus"]] == [2] and x["cpu_filter"] == "2" for x in s), s' ||
	fail "--simulate -C 2 --batch shows other vCPUs"
# A simulated session starts at whatever moment: its first window runs from
# its first event to the next multiple of 0.2 s; the second, closed by an
# event past it (-n 2), is whole.
json_py sim.json '
w0, w1 = s[0]["window"], s[1]["window"]
assert w0["end_ns"] % 200000000 == 0 and w0["partial_start"] == (w0["start_ns"] % 200000000 != 0), w0
assert w0["start_ns"] <= s[0]["span_ns"][0] and w0["end_ns"] - w0["start_ns"] <= 200000000, w0
assert w1["start_ns"] >= w0["end_ns"] and w1["end_ns"] - w1["start_ns"] == 200000000 and not w1["partial"], w1' ||
	fail "simulated windows: $(head -c 600 sim.json)"
rc=0; "$DTLTOP" -i f.data --script -C 1 > /dev/null 2> err.txt || rc=$?
[ $rc -eq 2 ] && grep -q -- "-C with -i is for the interactive view and --batch" err.txt ||
	fail "--script -C: exit $rc: $(cat err.txt)"
echo "batch series: windows, loss, units, -C and tasks agree"
