#!/usr/bin/env python3
"""bench-sim.py DTLTOP [VCPUS] [SECONDS] [FLOOR]: the simulator as a load generator.

Runs `dtltop --simulate=VCPUS --batch -d 1 -n SECONDS --json` and samples
/proc every second: CPU time per thread (the simulator's own thread,
"dtltop-sim", is the load generator and is reported apart from the reader
threads and the aggregator that dtltop needs on a real LPAR) and VmRSS.
Prints reader+aggregator CPU as a fraction of one core, lost and dropped
events, and the RSS curve (flat after warm-up is the goal).

FLOOR (tests/bench/sim-floor.c) is the reference run, right after: the same
simulator and reader threads, the readers only reading the rings. Its CPU
time is the least any reader design can cost on this machine at this rate."""
import json, os, re, signal, subprocess, sys, tempfile, time

exe = sys.argv[1]
vcpus = int(sys.argv[2]) if len(sys.argv) > 2 else 656
secs = int(sys.argv[3]) if len(sys.argv) > 3 else 30
floor = sys.argv[4] if len(sys.argv) > 4 else None
hz = os.sysconf("SC_CLK_TCK")


def run(argv, stop_after=None):
    """Run argv to its end (or SIGTERM after stop_after s), sampling its
    threads' CPU ticks and its RSS every second. Returns
    (stdout, stderr, returncode, wall, {tid: (comm, ticks)}, [(t, rss KiB)])."""
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
    return outf.read(), errf.read(), p.returncode, wall, ticks, rss


def cpu(ticks, pred):
    return sum(t for c, t in ticks.values() if pred(c)) / hz


out, err, rc, wall, ticks, rss = run(
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
      f"({disp / wall / vcpus:.0f} per vCPU), {events / wall:.0f} events/s")
print(f"reader threads + aggregator: {mine:.2f} s CPU = {mine / wall * 100:.1f}% of one core "
      f"(goal < 10%), {mine / events * 1e9:.0f} ns per event: readers {readers / wall * 100:.1f}%, "
      f"aggregator {(mine - readers) / wall * 100:.1f}%; simulator thread (the load): "
      f"{sim / wall * 100:.1f}%")
print(f"lost events: {lost}; dropped: {dropped[0] if dropped else 0}")
if rss:
    warm = [r for t, r in rss if t >= 5] or [rss[-1][1]]
    curve = " ".join(f"{r / 1024:.0f}" for t, r in rss[::5])
    print(f"RSS MiB every 5 s: {curve}; peak {max(r for _, r in rss) / 1024:.1f} MiB; "
          f"after warm-up {warm[0] / 1024:.1f} -> {warm[-1] / 1024:.1f} MiB")
if rc != 0:
    sys.exit(1)

if floor:
    _, ferr, frc, fwall, fticks, _ = run([floor, str(vcpus)], stop_after=secs)
    m = re.search(r"touch-only: (\d+) records and DTL entries read", ferr)
    if frc != 0 or not m:
        print(f"reference run failed (exit {frc}): {ferr.strip()}")
        sys.exit(1)
    read = int(m.group(1))
    fmine = cpu(fticks, lambda c: c != "dtltop-sim")
    # Same simulator, same rate: it must have read about what dtltop decoded
    # (records and entries vs events: AUX and LOST records differ slightly).
    if not 0.8 < (read / fwall) / (events / wall) < 1.25:
        print(f"reference run read {read / fwall:.0f}/s, dtltop decoded {events / wall:.0f} "
              f"events/s: not the same load, no valid reference")
        sys.exit(1)
    print(f"reference, same simulator and reader threads, the readers only reading the rings "
          f"(tests/bench/sim-floor.c): {read / fwall:.0f} records and entries/s, {fmine:.2f} s CPU "
          f"= {fmine / fwall * 100:.1f}% of one core, {fmine / read * 1e9:.0f} ns per record or entry")
    print(f"ratio: dtltop's readers + aggregator cost {(mine / wall) / (fmine / fwall):.1f}x "
          f"the reference, per event {(mine / events) / (fmine / read):.1f}x")
