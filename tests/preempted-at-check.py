#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
# preempted-at-check.py TRUTH JSON [dso|unknown]: dtltop --json's "preempted_at" sections
# (LPAR-wide and per vCPU) against dtlgen --truth's "preempted_at" array
# (one object per symbol, DSO, reason and vCPU, kept by the generator as it
# wrote): the ranking, every listed symbol's count and steal_ns, its split
# by reason, the "other" line and the totals, exactly. With "dso", user
# addresses are expected unnamed but in their DSO (no binaries to read:
# "[unknown]" per DSO); with "unknown", not even the DSO (no maps).
import json
import sys
from collections import defaultdict


def groups(rows):
    """(sym, dso) -> [count, steal_ns, {reason: [count, steal_ns]}]"""
    g = defaultdict(lambda: [0, 0, defaultdict(lambda: [0, 0])])
    for r in rows:
        e = g[(r["sym"], r["dso"])]
        e[0] += r["count"]
        e[1] += r["steal_ns"]
        e[2][r["reason"]][0] += r["count"]
        e[2][r["reason"]][1] += r["steal_ns"]
    return g


def check_scope(name, rows, sec, top, errs):
    g = groups(rows)
    # the order the man page gives: steal, then count, then name and DSO
    order = sorted(g, key=lambda k: (-g[k][1], -g[k][0], k[0], k[1]))
    listed, rest = order[:top], order[top:]
    got = [(s["sym"], s["dso"]) for s in sec["symbols"]]
    if got != listed:
        errs.append(f"{name}: symbols {got[:4]}... != truth {listed[:4]}...")
        return
    for s, k in zip(sec["symbols"], listed):
        if (s["count"], s["steal_ns"]) != (g[k][0], g[k][1]):
            errs.append(f"{name} {k}: count/steal {s['count']}/{s['steal_ns']} != "
                        f"truth {g[k][0]}/{g[k][1]}")
        want = {r: {"count": v[0], "steal_ns": v[1]} for r, v in g[k][2].items()}
        if s["reasons"] != want:
            errs.append(f"{name} {k}: reasons {s['reasons']} != truth {want}")
    oc = sum(g[k][0] for k in rest)
    os_ = sum(g[k][1] for k in rest)
    full = sec.get("table_full", {"count": 0, "steal_ns": 0})
    if (sec["other"]["symbols"], sec["other"]["count"] - full["count"],
            sec["other"]["steal_ns"] - full["steal_ns"]) != (len(rest), oc, os_):
        errs.append(f"{name}: other {sec['other']} != truth {len(rest)} symbols {oc}/{os_}")
    if full["count"]:
        errs.append(f"{name}: the site table filled ({full}): the truth cannot be matched")
    tc = sum(v[0] for v in g.values())
    ts = sum(v[1] for v in g.values())
    if (sec["count"], sec["steal_ns"], sec["symbols_total"]) != (tc, ts, len(g)):
        errs.append(f"{name}: totals {sec['count']}/{sec['steal_ns']}/{sec['symbols_total']} "
                    f"!= truth {tc}/{ts}/{len(g)}")


def main():
    truth = json.load(open(sys.argv[1]))
    snap = json.loads(open(sys.argv[2]).readline())
    rows = truth["preempted_at"]
    mode = sys.argv[3] if len(sys.argv) > 3 else ""
    for r in rows:
        if mode and r["dso"] != "[kernel.kallsyms]":
            r["sym"] = "[unknown]"
            if mode == "unknown":
                r["dso"] = "[unknown]"
    errs = []
    lpar = snap["preempted_at"]
    check_scope("LPAR", rows, lpar, 20, errs)
    # the section's totals are the window's dispatches and steal
    tot = snap["totals"]
    if (lpar["count"], lpar["steal_ns"]) != (tot["dispatches"], tot["steal_ns"]):
        errs.append(f"LPAR section {lpar['count']}/{lpar['steal_ns']} != totals "
                    f"{tot['dispatches']}/{tot['steal_ns']}")
    cpus = {c["cpu"]: c for c in snap["cpus"]}
    tcpus = {r["cpu"] for r in rows}
    if not tcpus or tcpus - set(cpus):
        errs.append(f"vCPUs of the truth {sorted(tcpus)} not all in the JSON {sorted(cpus)}")
    for cpu in sorted(tcpus & set(cpus)):
        c = cpus[cpu]
        check_scope(f"cpu {cpu}", [r for r in rows if r["cpu"] == cpu], c["preempted_at"], 5,
                    errs)
        if (c["preempted_at"]["count"], c["preempted_at"]["steal_ns"]) != \
                (c["dispatches"], c["steal_ns"]):
            errs.append(f"cpu {cpu}: section != the vCPU's dispatches/steal")
    for e in errs[:20]:
        print(e, file=sys.stderr)
    if errs:
        sys.exit(1)
    print(f"preempted_at: {len(groups(rows))} symbols, {lpar['count']} entries, "
          f"{lpar['steal_ns']} ns steal, {len(tcpus)} vCPUs match the truth")


main()
