#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""bench-sim.py DTLTOP [VCPUS] [SECONDS] [FLOOR]: the simulator as a load generator.

Runs `dtltop --simulate=VCPUS --batch -d 1 -n SECONDS --json` and samples
/proc every second: CPU time per thread (the simulator's own thread,
"dtltop-sim", is the load generator and is reported apart from the reader
threads and the aggregator that dtltop needs on a real LPAR) and VmRSS.
Prints reader+aggregator CPU as a fraction of one core, lost and dropped
events, and the RSS curve (flat after warm-up is the goal).

FLOOR (tests/bench/sim-floor.c) gives two reference runs, right after, with
the same simulator and reader threads: "touch", the readers only reading the
rings (the least any reader design can cost on this machine at this rate),
and "pipeline", everything dtltop does but the model and its snapshots
(decode, queue, watermark merge; the events are then dropped).

With BENCH_SIM_SUMMARY=FILE set, the figures also go to FILE as one JSON
object, for the goals table at the end of make bench."""
import json, os, re, signal, subprocess, sys, tempfile, time

exe = sys.argv[1]
vcpus = int(sys.argv[2]) if len(sys.argv) > 2 else 656
secs = int(sys.argv[3]) if len(sys.argv) > 3 else 30
floor = sys.argv[4] if len(sys.argv) > 4 else None
hz = os.sysconf("SC_CLK_TCK")


def cpu_stat():
    """The machine's CPU ticks: (steal, all), from /proc/stat's cpu line."""
    with open("/proc/stat") as f:
        v = [int(x) for x in f.readline().split()[1:]]
    # user nice system idle iowait irq softirq steal [guest guest_nice,
    # which user and nice already include]
    return v[7], sum(v[:8])


def steal_note(before, after):
    """The share of the machine's CPU time the hypervisor took from this VM
    during a run: this VM's CPU figures are only worth comparing when low."""
    steal, total = after[0] - before[0], after[1] - before[1]
    pct = 100 * steal / total if total else 0
    warn = " (high: this run's figures are unreliable)" if pct >= 5 else ""
    return f"steal {pct:.1f}% of the VM's CPU time{warn}"


def run(argv, stop_after=None):
    """Run argv to its end (or SIGTERM after stop_after s), sampling its
    threads' CPU ticks and its RSS every second. Returns
    (stdout, stderr, returncode, wall, {tid: (comm, ticks)}, [(t, rss KiB)],
    steal note)."""
    st0 = cpu_stat()
    # Files, not pipes: a 656-vCPU snapshot is bigger than a pipe buffer.
    outf, errf = tempfile.TemporaryFile("w+"), tempfile.TemporaryFile("w+")
    p = subprocess.Popen(argv, stdout=outf, stderr=errf, text=True)
    ticks, rss, t0 = {}, [], time.time()
    while p.poll() is None:
        try:
            for tid in os.listdir(f"/proc/{p.pid}/task"):
                with open(f"/proc/{p.pid}/task/{tid}/stat") as f:
                    st = f.read()
                comm = st[st.index("(") + 1:st.rindex(")")]
                fields = st[st.rindex(")") + 2:].split()
                ticks[tid] = (comm, int(fields[11]) + int(fields[12]))
            with open(f"/proc/{p.pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        rss.append((time.time() - t0, int(line.split()[1])))
        except (FileNotFoundError, ProcessLookupError, ValueError):
            pass
        if stop_after is not None and time.time() - t0 >= stop_after:
            p.send_signal(signal.SIGTERM)
            stop_after = None
        time.sleep(1)
    wall = time.time() - t0
    outf.seek(0)
    errf.seek(0)
    return outf.read(), errf.read(), p.returncode, wall, ticks, rss, steal_note(st0, cpu_stat())


def cpu(ticks, pred):
    return sum(t for c, t in ticks.values() if pred(c)) / hz


out, err, rc, wall, ticks, rss, steal = run(
    [exe, f"--simulate={vcpus}", "--batch", "-d", "1", "-n", str(secs), "--json"])
snaps = [json.loads(l) for l in out.splitlines() if l.strip()]
lost = sum(s["totals"].get("lost", 0) for s in snaps)
disp = sum(s["totals"].get("dispatches", 0) for s in snaps)
events = sum(s["totals"].get("dispatches", 0) + s["totals"].get("sched_switch", 0) +
             s["totals"].get("sched_wakeup", 0) for s in snaps)
sim = cpu(ticks, lambda c: c == "dtltop-sim")
mine = cpu(ticks, lambda c: c != "dtltop-sim")
readers = cpu(ticks, lambda c: c == "dtltop-reader")
dropped = [l for l in err.splitlines() if "dropped" in l]
print(f"simulated {vcpus} vCPUs for {wall:.0f} s: {disp / wall:.0f} dispatches/s "
      f"({disp / wall / vcpus:.0f} per vCPU), {events / wall:.0f} events/s; {steal}")
print(f"reader threads + aggregator: {mine:.2f} s CPU = {mine / wall * 100:.1f}% of one core "
      f"(goal < 10%), {mine / events * 1e9:.0f} ns per event: readers {readers / wall * 100:.1f}%, "
      f"aggregator {(mine - readers) / wall * 100:.1f}%; simulator thread (the load): "
      f"{sim / wall * 100:.1f}%")
print(f"lost events: {lost}; dropped: {dropped[0] if dropped else 0}")
summary = {"vcpus": vcpus, "seconds": wall, "events_per_s": events / wall,
           "dispatches_per_s": disp / wall, "cpu": mine / wall, "readers": readers / wall,
           "aggregator": (mine - readers) / wall, "ns_per_event": mine / events * 1e9,
           "lost": lost, "dropped": dropped[0] if dropped else "0", "steal": steal}
if rss:
    warm = [r for t, r in rss if t >= 5] or [rss[-1][1]]
    curve = " ".join(f"{r / 1024:.0f}" for t, r in rss[::5])
    print(f"RSS MiB every 5 s: {curve}; peak {max(r for _, r in rss) / 1024:.1f} MiB; "
          f"after warm-up {warm[0] / 1024:.1f} -> {warm[-1] / 1024:.1f} MiB")
    summary["rss_mib"] = (warm[0] / 1024, warm[-1] / 1024)


def write_summary():
    if os.environ.get("BENCH_SIM_SUMMARY"):
        with open(os.environ["BENCH_SIM_SUMMARY"], "w") as f:
            json.dump(summary, f)
if rc != 0:
    sys.exit(1)
write_summary()

if floor:
    def reference(mode, what):
        """Run sim-floor MODE for as long as dtltop ran; returns (count/s, CPU
        fraction of one core, s CPU per counted item), or exits when it failed
        or did not carry dtltop's load."""
        _, ferr, frc, fwall, fticks, _, fsteal = run([floor, mode, str(vcpus)], stop_after=secs)
        m = re.search(rf"{mode}: (\d+) {what}", ferr)
        if frc != 0 or not m:
            print(f"reference run '{mode}' failed (exit {frc}): {ferr.strip()}")
            sys.exit(1)
        n = int(m.group(1))
        fmine = cpu(fticks, lambda c: c != "dtltop-sim")
        # Same simulator, same rate: it must have seen about what dtltop
        # decoded (touch counts records and entries, not events: AUX and
        # LOST records differ slightly).
        if not 0.8 < (n / fwall) / (events / wall) < 1.25:
            print(f"reference '{mode}' saw {n / fwall:.0f}/s, dtltop decoded "
                  f"{events / wall:.0f} events/s: not the same load, no valid reference")
            sys.exit(1)
        return n / fwall, fmine / fwall, fmine / n, fsteal

    rate, frac, per, rsteal = reference("touch", "records and DTL entries read")
    print(f"reference 1, the readers only reading the rings (sim-floor touch): "
          f"{rate:.0f} records and entries/s, {frac * 100:.1f}% of one core, "
          f"{per * 1e9:.0f} ns per record or entry; {rsteal}")
    prate, pfrac, pper, psteal = reference("pipeline", "events delivered")
    print(f"reference 2, the whole pipeline without the model and snapshots: decode, queue, "
          f"watermark merge (sim-floor pipeline): {prate:.0f} events/s, {pfrac * 100:.1f}% of "
          f"one core, {pper * 1e9:.0f} ns per event; {psteal}")
    summary.update(floor=frac, pipeline=pfrac)
    write_summary()
    print(f"ratio: dtltop's readers + aggregator cost {(mine / wall) / frac:.1f}x reference 1 "
          f"({(mine / events) / per:.1f}x per event) and {(mine / wall) / pfrac:.1f}x "
          f"reference 2 ({(mine / events) / pper:.1f}x per event)")
