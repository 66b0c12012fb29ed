#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
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
# What only DTL data measures: null (unknown) in a recording without it,
# where the truth, generated without DTL, has none of it either (0 here).
DTL_ONLY = {"dispatches", "steal_ticks", "affinity_misses",
            "dispatch_reasons", "preempt_reasons", "enqueue_to_dispatch"}
got = defaultdict(lambda: defaultdict(int))
reasons = defaultdict(lambda: {"dispatch_reasons": defaultdict(int),
                               "preempt_reasons": defaultdict(int)})
lat = {}
errors = []
for s in snaps:
    measured = s.get("dtl_source", "vpa_dtl") != "none"
    if measured != bool(truth.get("dtl", True)):
        errors.append(f"dtl_source {s.get('dtl_source')}, but the truth's dtl is {truth.get('dtl')}")
    for c in s["cpus"]:
        g = got[c["cpu"]]
        for k in list(SUMMED) + ["dispatch_reasons", "preempt_reasons", "enqueue_to_dispatch"]:
            if (c.get(k) is None) != (k in DTL_ONLY and not measured):
                errors.append(f"cpu {c['cpu']} {k}: {c.get(k)!r} with dtl_source {s.get('dtl_source')}")
        for k in SUMMED:
            g[k] += c.get(k) or 0
        g["aux_records"] += c.get("aux_polls", 0)
        for m in ("dispatch_reasons", "preempt_reasons"):
            for name, n in (c.get(m) or {}).items():
                reasons[c["cpu"]][m][name] += n
        e = c.get("enqueue_to_dispatch")
        if e and c.get("dispatches"):
            old = lat.get(c["cpu"], (None, None, 0))
            lat[c["cpu"]] = (e["min"] if old[0] is None else min(old[0], e["min"]),
                             e["max"] if old[1] is None else max(old[1], e["max"]),
                             old[2] + e["sum"])

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
# the recording: dtltop charges it to pid -1 "unknown", while the generator
# knows who ran and says how much that was (steal_ns_before_first_switch).
if len(snaps) == 1 and truth.get("tasks") and snaps[0]["tasks"] is None:
    # no steal measured, no task table; the truth, without DTL, charged none
    if any(t["steal_ns"] for t in truth["tasks"]):
        errors.append("no task table, but the truth charged steal to tasks")
elif len(snaps) == 1 and truth.get("tasks"):
    want = defaultdict(int)
    for t in truth["tasks"]:
        want[(t["comm"], t["pid"])] += t["steal_ns"]
    before = sum(c.get("steal_ns_before_first_switch", 0) for c in truth["cpus"])
    if not truth.get("sched"):
        before = sum(want.values())     # no sched_switch at all: nothing says who ran
    tasks = snaps[0]["tasks"]
    listed = {(t["comm"], t["pid"]): t["steal_ns"] for t in tasks}
    if ("unknown", -1) in listed and listed[("unknown", -1)] != before:
        errors.append(f"unknown task steal {listed[('unknown', -1)]}, truth before first switch {before}")
    for (comm, pid), got_ns in listed.items():
        if pid == -1:
            continue
        w = want.get((comm, pid))
        if w is None or not 0 <= w - got_ns <= before:
            errors.append(f"task {comm}/{pid}: truth {w} dtltop {got_ns} (before first switch {before})")
    short = sum(want.values()) - sum(v for (c, p), v in listed.items() if p != -1)
    if len(tasks) < 20 and short != before:
        errors.append(f"tasks fall short of the truth by {short} ns, not by the {before} ns before first switches")
    if len(tasks) < 20 and sum(want.values()) != sum(listed.values()):
        errors.append("total task steal differs from the truth's")

for e in errors[:20]:
    print(e)
if errors:
    sys.exit(f"{len(errors)} differences")
print(f"{len(truth['cpus'])} cpus match the truth over {len(snaps)} snapshot(s)")
