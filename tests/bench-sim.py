#!/usr/bin/env python3
"""bench-sim.py DTLTOP [VCPUS] [SECONDS]: the simulator as a load generator.

Runs `dtltop --simulate=VCPUS --batch -d 1 -n SECONDS --json` and samples
/proc every second: CPU time per thread (the simulator's own thread,
"dtltop-sim", is the load generator and is reported apart from the reader
threads and the aggregator that dtltop needs on a real LPAR) and VmRSS.
Prints reader+aggregator CPU as a fraction of one core, lost and dropped
events, and the RSS curve (flat after warm-up is the goal)."""
import json, os, subprocess, sys, tempfile, time

exe = sys.argv[1]
vcpus = int(sys.argv[2]) if len(sys.argv) > 2 else 656
secs = int(sys.argv[3]) if len(sys.argv) > 3 else 30
hz = os.sysconf("SC_CLK_TCK")
# Files, not pipes: a 656-vCPU snapshot is bigger than a pipe buffer.
outf, errf = tempfile.TemporaryFile("w+"), tempfile.TemporaryFile("w+")
p = subprocess.Popen([exe, f"--simulate={vcpus}", "--batch", "-d", "1", "-n", str(secs), "--json"],
                     stdout=outf, stderr=errf, text=True)
ticks, rss, t0 = {}, [], time.time()


def sample():
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


while p.poll() is None:
    sample()
    time.sleep(1)
p.wait()
outf.seek(0)
errf.seek(0)
out, err = outf.read(), errf.read()
wall = time.time() - t0
snaps = [json.loads(l) for l in out.splitlines() if l.strip()]
lost = sum(s["totals"].get("lost", 0) for s in snaps)
disp = sum(s["totals"].get("dispatches", 0) for s in snaps)
events = sum(s["totals"].get("dispatches", 0) + s["totals"].get("sched_switch", 0) +
             s["totals"].get("sched_wakeup", 0) for s in snaps)
sim = sum(t for c, t in ticks.values() if c == "dtltop-sim") / hz
mine = sum(t for c, t in ticks.values() if c != "dtltop-sim") / hz
readers = sum(t for c, t in ticks.values() if c == "dtltop-reader") / hz
dropped = [l for l in err.splitlines() if "dropped" in l]
print(f"simulated {vcpus} vCPUs for {wall:.0f} s: {disp / wall:.0f} dispatches/s "
      f"({disp / wall / vcpus:.0f} per vCPU), {events / wall:.0f} events/s")
print(f"reader threads + aggregator: {mine:.2f} s CPU = {mine / wall * 100:.1f}% of one core "
      f"(goal < 10%): readers {readers / wall * 100:.1f}%, aggregator {(mine - readers) / wall * 100:.1f}%; "
      f"simulator thread (the load): {sim / wall * 100:.1f}%")
print(f"lost events: {lost}; dropped: {dropped[0] if dropped else 0}")
if rss:
    warm = [r for t, r in rss if t >= 5] or [rss[-1][1]]
    curve = " ".join(f"{r / 1024:.0f}" for t, r in rss[::5])
    print(f"RSS MiB every 5 s: {curve}; peak {max(r for _, r in rss) / 1024:.1f} MiB; "
          f"after warm-up {warm[0] / 1024:.1f} -> {warm[-1] / 1024:.1f} MiB")
sys.exit(0 if p.returncode == 0 else 1)
