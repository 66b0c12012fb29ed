#!/usr/bin/env python3
"""compare-truth.py TRUTH JSONL: checks dtltop --json output (one or more
snapshots; counters are summed over them) against dtlgen's ground truth,
which the generator computes while writing, not by decoding its output."""
import json
import sys
from collections import defaultdict

truth = json.load(open(sys.argv[1]))
snaps = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
if not snaps:
    sys.exit("no snapshot in dtltop output")

SUMMED = ["dispatches", "steal_ticks", "sched_switch", "sched_wakeup",
          "affinity_misses", "dtl_full_polls"]
got = defaultdict(lambda: defaultdict(int))
reasons = defaultdict(lambda: {"dispatch_reasons": defaultdict(int),
                               "preempt_reasons": defaultdict(int)})
lat = {}
for s in snaps:
    for c in s["cpus"]:
        g = got[c["cpu"]]
        for k in SUMMED:
            g[k] += c.get(k, 0)
        g["aux_records"] += c.get("aux_polls", 0)
        for m in ("dispatch_reasons", "preempt_reasons"):
            for name, n in c.get(m, {}).items():
                reasons[c["cpu"]][m][name] += n
        e = c.get("enqueue_to_dispatch")
        if e and c.get("dispatches"):
            old = lat.get(c["cpu"], (None, None, 0))
            lat[c["cpu"]] = (e["min"] if old[0] is None else min(old[0], e["min"]),
                             e["max"] if old[1] is None else max(old[1], e["max"]),
                             old[2] + e["sum"])

errors = []
for t in truth["cpus"]:
    cpu = t["cpu"]
    for k in SUMMED + ["aux_records"]:
        if k in t and t[k] != got[cpu][k]:
            errors.append(f"cpu {cpu} {k}: truth {t[k]} dtltop {got[cpu][k]}")
    for m in ("dispatch_reasons", "preempt_reasons"):
        want = {k: v for k, v in t.get(m, {}).items() if v}
        have = {k: v for k, v in reasons[cpu][m].items() if v}
        if want != have:
            errors.append(f"cpu {cpu} {m}: truth {want} dtltop {have}")
    if t.get("dispatches"):
        want = (t["enq_min"], t["enq_max"], t["enq_sum"])
        if lat.get(cpu) != want:
            errors.append(f"cpu {cpu} enqueue_to_dispatch min/max/sum: truth {want} dtltop {lat.get(cpu)}")
extra = set(got) - {t["cpu"] for t in truth["cpus"]}
if extra:
    errors.append(f"dtltop reports cpus the truth does not have: {sorted(extra)}")

# Tasks: the truth is per (comm, pid, cpu); dtltop's is LPAR-wide, top 20.
# Steal before the first sched_switch of a vCPU cannot be attributed from
# the recording: dtltop charges it to pid -1 "unknown" while the generator
# knows who ran. So each task may fall short of the truth, and the shortfalls
# must add up exactly to "unknown".
if len(snaps) == 1 and truth.get("tasks"):
    want = defaultdict(int)
    for t in truth["tasks"]:
        want[(t["comm"], t["pid"])] += t["steal_ns"]
    tasks = snaps[0]["tasks"]
    unknown = sum(t["steal_ns"] for t in tasks if t["pid"] == -1 and t["comm"] == "unknown")
    for t in tasks:
        if t["pid"] == -1:
            continue
        w = want.get((t["comm"], t["pid"]))
        if w is None or not 0 <= w - t["steal_ns"] <= unknown:
            errors.append(f"task {t['comm']}/{t['pid']}: truth {w} dtltop {t['steal_ns']} (unknown {unknown})")
    if len(tasks) < 20 and sum(want.values()) != sum(t["steal_ns"] for t in tasks):
        errors.append(f"total task steal {sum(t['steal_ns'] for t in tasks)} (unknown {unknown}) "
                      f"differs from the truth's {sum(want.values())}")

for e in errors[:20]:
    print(e)
if errors:
    sys.exit(f"{len(errors)} differences")
print(f"{len(truth['cpus'])} cpus match the truth over {len(snaps)} snapshot(s)")
