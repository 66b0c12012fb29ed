#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make bench: replay throughput of dtltop against perf on the same files,
# everything measured in this run on this machine. Figures are ratios, not
# absolutes.
#   BENCH_MB   size of each generated recording (default 1100, i.e. > 1 GB)
#   UPERF      upstream perf (default BUILD/upstream-perf/perf, make upstream-perf)
# Recordings: DTL only, DTL + sched, sched only. Upstream perf (>= 6.18, the
# first to decode vpa_dtl) reads all three, and dtltop --script prints its
# default text, so the two do the same work: they are timed against each
# other and their outputs compared. Debian's perf 6.1 cannot read DTL data:
# it is timed only on the sched-only file, where it is the only other peer.
# cat of each file is the I/O floor; dtltop --batch --json (aggregates, no
# text) is timed against upstream's perf script too, labelled as other work.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=${BUILD:-build}/bench
mb=${BENCH_MB:-1100}
uperf=${UPERF:-$top/${BUILD:-build}/upstream-perf/perf}
mkdir -p "$out"
cd "$top"

# The peers: each is used when it runs here, and said skipped otherwise.
up_ver=
if [ ! -x "$uperf" ]; then
	echo "bench: comparisons with upstream perf skipped: $uperf is not there (make upstream-perf builds it, or says in one line why it cannot)"
elif ! up_ver=$("$uperf" version 2>/dev/null); then
	echo "bench: comparisons with upstream perf skipped: $uperf does not run"; up_ver=
fi
up_ver=${up_ver#perf version }
p61_ver=$(perf version 2>/dev/null) || { p61_ver=; echo "bench: comparison with Debian's perf skipped: perf does not run here"; }
p61_ver=${p61_ver#perf version }

measure() {	# measure NAME CMD...: one run; appends "wall CPU peak-RSS(KiB)" to NAME.runs
	local name=$1 sink=/dev/null; shift
	case $name in *.json) sink=$out/$name.out ;; esac	# the aggregates, read below
	if ! /usr/bin/time -f "%e %U %S %M" -o "$out/$name.time" "$@" >"$sink" 2>"$out/$name.err"; then
		echo "bench: $* failed: $(tail -n 2 "$out/$name.err")" >&2; exit 1
	fi
	read -r wall user sys rss < "$out/$name.time"
	echo "$wall $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') $rss" >> "$out/$name.runs"
}

gen() {	# gen FILE MB ARGS...: reuses FILE if it was made with the same arguments
	local f=$1 size=$2; shift 2
	if [ ! -s "$f" ] || [ "$(cat "$f.args" 2>/dev/null)" != "$size $*" ]; then
		echo "bench: generating $f (${size} MB)"
		./dtlgen -o "$f" --size-mb "$size" "$@" > /dev/null
		echo "$size $*" > "$f.args"
	fi
	cat "$f" > /dev/null	# page cache: time the decoder, not the disk
}

# The DTL files get an AUX area no lap end falls in (a power of two above
# twice a vCPU's share of the file): upstream frames a PERF_RECORD_AUXTRACE
# that spans a lap end from its start and then prints other entries than the
# recording holds (the lap framing difference upstream-crosscheck.sh
# asserts), which would make its time a figure for other work.
aux=131072
while [ "$aux" -lt $((mb * 2000000 / 64)) ]; do aux=$((aux * 2)); done
gen "$out/dtl.data" "$mb" --cpus 64 --rate 20000 --poll-ms 2 --seed 7 --aux-size "$aux"
small=$((mb / 10)); [ "$small" -ge 1 ] || small=1	# BENCH_MB below 10 still works
gen "$out/dtl-small.data" "$small" --cpus 64 --rate 20000 --poll-ms 2 --seed 7 --aux-size "$aux"
gen "$out/mixed.data" "$mb" --cpus 64 --rate 20000 --poll-ms 2 --seed 7 --sched --aux-size "$aux"
gen "$out/sched.data" "$mb" --cpus 64 --seed 7 --sched --no-dtl --attr-size 128

# Three rounds, every command once per round: a shared VM's speed drifts by
# 10% from minute to minute, so each figure is the best run (what the code
# costs) with the median beside it, and the peers share each minute.
rm -f "$out"/*.runs
echo "bench: timing dtltop${up_ver:+, upstream perf $up_ver}${p61_ver:+ and perf $p61_ver (sched-only)}: 3 rounds"
for _ in 1 2 3; do
	for r in dtl mixed sched; do
		f=$out/$r.data
		measure "$r.cat" cat "$f"
		if [ -n "$up_ver" ]; then measure "$r.up" "$uperf" script -i "$f"; fi
		if [ "$r" = sched ] && [ -n "$p61_ver" ]; then measure "$r.p61" perf script -i "$f"; fi
		measure "$r.script" ./dtltop -i "$f" --script
		measure "$r.json" ./dtltop -i "$f" --batch --json
	done
done
measure dtl-small.json ./dtltop -i "$out/dtl-small.data" --batch --json

# The outputs timed against each other must be the same text, or the
# ratio compares unlike work. Not timed: each pair again, streamed through
# tests/bench/script-ties.py (equal-time records in one order) into cmp.
text() {	# text RECORDING TOOL: TOOL's perf script text of RECORDING, normalised ($norm)
	local f=$out/$1.data
	case $2 in
	up) "$uperf" script -i "$f" ;;
	p61) perf script -i "$f" ;;
	script) ./dtltop -i "$f" --script ;;
	esac 2>"$out/$1.$2.cmp-err" | python3 tests/bench/script-ties.py ${norm:+"$norm"} "$out/$1.$2.count"
}
same() {	# same RECORDING TOOL-A TOOL-B [--squeeze]: one line for checks.txt
	local norm=${4:-} a b pa pb res rc=0
	a=$out/$1.$2.fifo b=$out/$1.$3.fifo
	rm -f "$a" "$b" "$out/$1.$2.count" "$out/$1.$3.count"; mkfifo "$a" "$b"
	text "$1" "$2" >"$a" & pa=$!
	text "$1" "$3" >"$b" & pb=$!
	res=$(cmp "$a" "$b" 2>&1) || rc=1
	wait "$pa" || [ $rc = 1 ] || { rc=1; res="$2 failed: $(head -n 1 "$out/$1.$2.cmp-err")"; }
	wait "$pb" || [ $rc = 1 ] || { rc=1; res="$3 failed: $(head -n 1 "$out/$1.$3.cmp-err")"; }
	rm -f "$a" "$b"
	for t in "$2" "$3"; do	# what a tool said on stderr belongs to the verdict
		[ ! -s "$out/$1.$t.cmp-err" ] || { rc=1; res="$res; $t said: $(head -n 1 "$out/$1.$t.cmp-err")"; }
	done
	if [ $rc = 0 ]; then
		echo "$1 $2 $3 equal $(cat "$out/$1.$2.count")"
	else
		echo "$1 $2 $3 DIFFERENT ${res//$'\n'/ }"
	fi
}
echo "bench: comparing the outputs (not timed)"
{
	if [ -n "$up_ver" ]; then
		same dtl up script
		same mixed up script
		same sched up script --squeeze	# upstream: PID 7 wide, dtltop and 6.1: 5
	fi
	if [ -n "$p61_ver" ]; then same sched p61 script; fi
} > "$out/checks.txt"

summary=0
python3 - "$out" "$up_ver" "$p61_ver" <<'PY' || summary=$?
import json, os, statistics, sys
out, up_ver, p61_ver = sys.argv[1:4]
MB = 1e6

def runs(name):
    try:
        rows = [tuple(map(float, l.split())) for l in open(f"{out}/{name}.runs")]
    except FileNotFoundError:
        return None
    walls = sorted(r[0] for r in rows)
    return {"best": walls[0], "median": statistics.median(walls),
            "cpu": min(r[1] for r in rows), "cpu_med": statistics.median(r[1] for r in rows),
            "rss": max(r[2] for r in rows)}

def totals(name):
    return json.loads(open(f"{out}/{name}.out").readline())["totals"]

size = {r: os.stat(f"{out}/{r}.data").st_size for r in ("dtl", "mixed", "sched", "dtl-small")}
t = {r: totals(f"{r}.json") for r in ("dtl", "mixed", "sched")}
what = {"dtl": f"DTL only, {t['dtl']['dispatches']} entries",
        "mixed": f"DTL + sched, {t['mixed']['dispatches']} entries + "
                 f"{t['mixed']['sched_switch'] + t['mixed']['sched_wakeup']} samples",
        "sched": f"sched only, {t['sched']['sched_switch'] + t['sched']['sched_wakeup']} samples"}
tools = [("cat", "cat (the I/O floor)"),
         ("up", f"upstream perf {up_ver} script"),
         ("p61", f"perf {p61_ver} script"),
         ("script", "dtltop --script"),
         ("json", "dtltop --batch --json (other work)")]
def rate(size, wall):  # /usr/bin/time counts hundredths of a second
    return f"{size / MB / wall:.0f}" if wall >= 0.01 else f">{size / MB / 0.01:.0f}"
fmt = "  {:<36} {:>8} {:>8} {:>8} {:>8} {:>8}"
print("\nwall and CPU seconds (best of 3, median of 3), peak RSS, file MB per wall second (best)")
for r in ("dtl", "mixed", "sched"):
    print(f"{r}.data ({size[r] / MB:.0f} MB, {what[r]})")
    print(fmt.format("command", "wall", "median", "CPU", "RSS MiB", "MB/s"))
    for key, label in tools:
        x = runs(f"{r}.{key}")
        if x:
            print(fmt.format(label, f"{x['best']:.2f}", f"{x['median']:.2f}", f"{x['cpu']:.2f}",
                             f"{x['rss'] / 1024:.1f}", rate(size[r], x['best'])))

checks = {}
for line in open(f"{out}/checks.txt"):
    r, a, b, verdict, rest = (line.rstrip("\n").split(" ", 4) + [""])[:5]
    checks[(r, a)] = (verdict, rest)
rfmt = "  {:<7} {:<52} {:>6} {:>7}  {}"
print("\nratios of wall time, dtltop / peer, on the same file in this run (< 1: dtltop is faster)")
print(rfmt.format("file", "dtltop command / peer", "best", "median", "outputs"))
def ratio(r, mine, peer, label, note):
    a, b = runs(f"{r}.{mine}"), runs(f"{r}.{peer}")
    if a and b:
        print(rfmt.format(r, label, f"{a['best'] / max(b['best'], 0.01):.2f}",
                          f"{a['median'] / max(b['median'], 0.01):.2f}", note))
def said(r, peer, how):
    v = checks.get((r, peer))
    if not v:
        return "not compared"
    return f"equal{how}, {int(v[1]):,} records" if v[0] == "equal" else f"DIFFERENT: {v[1]}"
for r in ("dtl", "mixed", "sched"):
    ratio(r, "script", "up", "--script / upstream perf script",
          said(r, "up", " but for the PID's width" if r == "sched" else ""))
    ratio(r, "json", "up", "--batch --json / upstream perf script (other work)",
          "no output check: aggregates, not text")
ratio("sched", "script", "p61", "--script / perf 6.1 perf script", said("sched", "p61", " byte for byte"))
print("  (outputs are compared with each run of equal-time records sorted: both tools order"
      " equal times on different CPUs freely)")

d, small = runs("dtl.json"), runs("dtl-small.json")
entries = t["dtl"]["dispatches"]
mixed_ev = t["mixed"]["dispatches"] + t["mixed"]["sched_switch"] + t["mixed"]["sched_wakeup"]
print(f"\ndtltop --batch --json, DTL recording: {entries / d['cpu'] / 1e6:.1f} M entries/s per core "
      f"({size['dtl'] / d['cpu'] / MB:.0f} MB/s CPU; median {entries / d['cpu_med'] / 1e6:.1f} M/s); "
      f"DTL + sched: {mixed_ev / runs('mixed.json')['cpu'] / 1e6:.1f} M events/s per core")
print(f"peak RSS, dtltop --batch --json: {d['rss'] / 1024:.1f} MiB on {size['dtl'] / MB:.0f} MB, "
      f"{small['rss'] / 1024:.1f} MiB on {size['dtl-small'] / MB:.0f} MB (ratio {d['rss'] / small['rss']:.2f})")
sys.exit(3 if any(v[0] != "equal" for v in checks.values()) else 0)
PY

# The time panel's older entries, read again: the last second of a 20 s
# recording from the file's start against from the replay's last checkpoint
# before it (tests/bench/reread.c), both in this run.
gen "$out/reread.data" 268 --cpus 64 --seed 7 --sched
"${BUILD:-build}/rel/bench-reread" "$out/reread.data"

# ---- interactive view: full redraw time (tests/bench-tui.sh) ----
BUILD=${BUILD:-build} "$top/tests/bench-tui.sh"

# Issue 3: the simulator as load generator, 656 vCPUs x 1000 dispatches/s.
echo "bench: simulated live session (${BENCH_SIM_SECONDS:-30} s)"
rm -f "$out/sim.json"
BENCH_SIM_SUMMARY=$out/sim.json python3 tests/bench-sim.py ./dtltop 656 "${BENCH_SIM_SECONDS:-30}" \
	"${BUILD:-build}/rel/bench-sim-floor"

# Issue 35: a full E1080 LPAR, 1920 simulated vCPUs: lost, RSS, redraw
# (tests/bench-sim1920.sh), read by the goals below.
rm -f "$out/sim1920.json"
BUILD=${BUILD:-build} "$top/tests/bench-sim1920.sh" "$out/sim1920.json"

# The goals, each a ratio against its peer in this run, with a profile of
# whatever misses its goal (tests/bench-goals.sh).
goals=0
BUILD=${BUILD:-build} UPERF=$uperf BENCH_SIM_SUMMARY=$out/sim.json "$top/tests/bench-goals.sh" || goals=$?
case $summary in
0) ;;
3) echo "bench: FAILED: outputs timed against each other differ (see the ratios above)" >&2; exit 1 ;;
*) echo "bench: FAILED: the summary above stopped short (exit $summary)" >&2; exit 1 ;;
esac
[ $goals = 0 ] || { echo "bench: FAILED: the goals table stopped short or an output differs (exit $goals)" >&2; exit 1; }
