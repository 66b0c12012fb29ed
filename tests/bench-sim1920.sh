#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# A full POWER10 E1080 LPAR, 1920 vCPUs, simulated (issue 35's goal: 0 lost,
# peak RSS under 256 MiB, a TUI redraw under 5 ms at 200x60). Three runs:
#   - dtltop --simulate=1920 --batch --json -d 1 -n N: lost and dropped from
#     its snapshots, its peak RSS and CPU from GNU time;
#   - the rings-only floor (tests/bench/sim-floor.c touch) for as long: the
#     same simulator and rings with readers that only read them, so its RSS
#     is what any reader design holds at 1920 vCPUs before aggregating;
#   - tests/bench/redraw.c at 1920 vCPUs, 200x60, each screen.
# Figures go to $1 as one JSON object, for tests/bench-goals.sh.
#   BENCH_SIM1920_SNAPS  snapshots of the live run (default 5)
#   BENCH_TUI_EVENTS     events fed to the redraw bench (default 10000000)
#   BENCH_SIM1920_FRAMES frames drawn per screen (default 200)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
summary=${1:?usage: bench-sim1920.sh SUMMARY.json}
build=$top/${BUILD:-build}
out=$build/bench
snaps=${BENCH_SIM1920_SNAPS:-5}
mkdir -p "$out"
cd "$top"

echo "bench: simulated E1080 LPAR, 1920 vCPUs, $snaps snapshots"
if ! /usr/bin/time -f "%e %U %S %M" -o "$out/sim1920.time" ./dtltop --simulate=1920 --batch --json \
		-d 1 -n "$snaps" > "$out/sim1920.out" 2> "$out/sim1920.err"; then
	echo "bench: dtltop --simulate=1920 failed: $(tail -n 2 "$out/sim1920.err")" >&2; exit 1
fi
# the floor for as long as dtltop ran, stopped as bench-sim.py stops it
secs=$(awk '{ printf "%d", $1 + 1 }' "$out/sim1920.time")
if ! /usr/bin/time -f "%e %U %S %M" -o "$out/sim1920-floor.time" \
		timeout -s TERM "$secs" "$build/rel/bench-sim-floor" touch 1920 \
		> /dev/null 2> "$out/sim1920-floor.err"; then
	grep -q "touch: [0-9]" "$out/sim1920-floor.err" ||
		{ echo "bench: sim-floor touch 1920 failed: $(tail -n 2 "$out/sim1920-floor.err")" >&2; exit 1; }
fi
"$build/rel/bench-redraw" "${BENCH_TUI_EVENTS:-10000000}" "${BENCH_SIM1920_FRAMES:-200}" 1920 | tee "$out/sim1920-redraw.txt"

python3 - "$out" "$summary" <<'PY'
import json, re, sys
out, summary = sys.argv[1], sys.argv[2]
snaps = [json.loads(l) for l in open(f"{out}/sim1920.out") if l.strip()]
if not snaps:
    sys.exit("bench: dtltop --simulate=1920 printed no snapshot")
wall, user, sys_, rss = open(f"{out}/sim1920.time").read().split()[-4:]
fwall, fuser, fsys, frss = open(f"{out}/sim1920-floor.time").read().split()[-4:]
err = open(f"{out}/sim1920.err").read()
redraw = {m.group(1): float(m.group(2)) for m in
          re.finditer(r"redraw (\w+) .*: ([0-9.]+) ms per full redraw", open(f"{out}/sim1920-redraw.txt").read())}
s = {"vcpus": 1920, "snapshots": len(snaps),
     "dispatches": sum(x["totals"].get("dispatches", 0) for x in snaps),
     "lost": sum(x["loss"]["lost"] for x in snaps),
     "dropped": sum(x["loss"]["dropped"] for x in snaps) + len(re.findall("dropped", err)),
     # the simulator waits for its readers rather than lose events: how
     # much of the wall time its clock covered says whether they kept up
     "sim_seconds": sum(x["window"]["seconds"] for x in snaps),
     "wall": float(wall), "cpu": float(user) + float(sys_), "rss_mib": int(rss) / 1024,
     "floor_rss_mib": int(frss) / 1024, "floor_cpu": float(fuser) + float(fsys),
     "floor_wall": float(fwall), "redraw_ms": redraw}
json.dump(s, open(summary, "w"))
print(f"1920 vCPUs: {s['dispatches']:,} dispatches in {len(snaps)} snapshots, lost {s['lost']}, "
      f"dropped {s['dropped']}, {s['sim_seconds']:.1f} simulated s in {s['wall']:.1f} s of wall; peak RSS {s['rss_mib']:.0f} MiB (the rings-only floor "
      f"{s['floor_rss_mib']:.0f} MiB); redraw at 200x60: "
      + ", ".join(f"{k} {v:.2f} ms" for k, v in redraw.items()))
PY
