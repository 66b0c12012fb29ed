#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Live sched capture against perf record (issue 35, Required 3): the CPU
# dtltop --batch --json takes to capture and aggregate the sched tracepoints
# on every CPU, beside what upstream perf record -a takes to write
# sched_switch and sched_wakeup to a file in tmpfs, on the same workload
# (stress-ng --switch, about 50 k sched events a second here), for the same
# seconds. Pairs interleaved, the first of a pair alternating; medians of
# each side, the ratio of the medians, and every pair's ratio. dtltop's loss
# (loss.lost: the kernel's LOST records, loss.dropped: its own queues) is
# summed over its windows; perf's from its LOST_SAMPLES, for comparison
# (a loaded machine makes both lose).
# Prints one row for the goals table:
#   live sched capture | dtltop CPU | perf record CPU | ratio | goal <= 0.5x | verdict
# and exits 0; when root, stress-ng or upstream perf is missing, says why in
# that row. Environment: DTLTOP (./dtltop), UPERF, BENCH_LIVE_ROUNDS (5),
# BENCH_LIVE_SECONDS (10), BENCH_LIVE_OUT (a directory kept for the runs).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
dtltop=${DTLTOP:-$top/dtltop}
uperf=${UPERF:-$top/${BUILD:-build}/upstream-perf/perf}
rounds=${BENCH_LIVE_ROUNDS:-5}
secs=${BENCH_LIVE_SECONDS:-10}
freq=20000
goal=0.5

row() {	# row DTLTOP PERF RATIO VERDICT
	printf '  %-58s %12s %12s %14s %7s  %s\n' "live sched capture, stress-ng --switch" \
		"$1" "$2" "$3" "<= ${goal}x" "$4"
}
skip() { row - - - "skipped: $*"; exit 0; }

[ "$(id -u)" = 0 ] || skip "not root (system-wide tracepoints)"
command -v stress-ng > /dev/null || skip "stress-ng not installed"
"$uperf" version > /dev/null 2>&1 || skip "upstream perf not built ($uperf)"
[ -x "$dtltop" ] || skip "no dtltop at $dtltop"
[ -e /sys/kernel/tracing/events/sched/sched_switch ] || [ -e /sys/kernel/debug/tracing/events/sched/sched_switch ] ||
	skip "no sched tracepoints in tracefs"

tmp=$(mktemp -d /dev/shm/dtltop-live-sched.XXXXXX 2> /dev/null || mktemp -d)
out=${BENCH_LIVE_OUT:-$tmp}
mkdir -p "$out"
load=
cleanup() {
	[ -z "$load" ] || kill "$load" 2> /dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT

# The workload, running: stress-ng's switch worker and the child it
# ping-pongs with both exist (the child is made once the worker runs).
start_load() {
	local w=
	stress-ng --switch 1 --switch-freq $freq -t $((secs + 30)) > /dev/null 2>&1 &
	load=$!
	for _ in $(seq 500); do
		w=$(pgrep -P "$load" | head -n 1 || true)
		[ -n "$w" ] && pgrep -P "$w" > /dev/null && return 0
		kill -0 "$load" 2> /dev/null || break
		sleep 0.01
	done
	echo "bench-live-sched: stress-ng --switch did not start" >&2
	exit 1
}
stop_load() {
	kill "$load" 2> /dev/null || true
	wait "$load" 2> /dev/null || true
	load=
}

cpu_of() {	# cpu_of FILE: user + system seconds from GNU time's "%U %S"
	awk '{ print $1 + $2 }' "$1"
}

run_dtltop() {	# run_dtltop ROUND: CPU and the JSON windows of one capture
	local i=$1
	start_load
	# SIGINT after secs: the same span as perf's, and dtltop prints its
	# last (partial) window before it exits
	/usr/bin/time -q -f "%U %S" -o "$out/dt.$i.time" \
		timeout --preserve-status -s INT "$secs" "$dtltop" --batch -d 1 --json \
		> "$out/dt.$i.json" 2> "$out/dt.$i.err" ||
		{ stop_load; echo "bench-live-sched: dtltop failed: $(tail -n 1 "$out/dt.$i.err")" >&2; exit 1; }
	stop_load
	echo "$(cpu_of "$out/dt.$i.time")" > "$out/dt.$i.cpu"
}

run_perf() {	# run_perf ROUND: CPU of perf record, and the samples it lost
	local i=$1
	start_load
	/usr/bin/time -q -f "%U %S" -o "$out/pr.$i.time" \
		"$uperf" record -q -a -e sched:sched_switch,sched:sched_wakeup -o "$tmp/perf.data" \
		-- sleep "$secs" > /dev/null 2> "$out/pr.$i.err" ||
		{ stop_load; echo "bench-live-sched: perf record failed: $(tail -n 1 "$out/pr.$i.err")" >&2; exit 1; }
	stop_load
	echo "$(cpu_of "$out/pr.$i.time")" > "$out/pr.$i.cpu"
	# perf report --stats: each event's lost samples (perf record's
	# LOST_SAMPLES, from the kernel's count), in the per-event stats
	"$uperf" report -i "$tmp/perf.data" --stats 2> /dev/null |
		awk '/ stats:$/ && !/Aggregated/ { ev = 1 } ev && $1 == "LOST_SAMPLES" { n += $3 }
		     END { print n + 0 }' > "$out/pr.$i.lost"
	rm -f "$tmp/perf.data"
}

echo "bench: live sched capture: $rounds pairs of ${secs} s, dtltop --batch --json and" \
	"perf record -a, interleaved" >&2
for i in $(seq "$rounds"); do
	if [ $((i % 2)) = 1 ]; then run_dtltop "$i"; run_perf "$i"; else run_perf "$i"; run_dtltop "$i"; fi
done

python3 - "$out" "$rounds" "$goal" > "$out/row.txt" <<'PY'
import json, statistics, sys
out, rounds, goal = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
dt, pr, lost, dropped, events, seconds, plost = [], [], 0, 0, 0, 0.0, 0
for i in range(1, rounds + 1):
    dt.append(float(open(f"{out}/dt.{i}.cpu").read()))
    pr.append(float(open(f"{out}/pr.{i}.cpu").read()))
    plost += int(open(f"{out}/pr.{i}.lost").read())
    for line in open(f"{out}/dt.{i}.json"):
        w = json.loads(line)
        lost += w["loss"]["lost"]
        dropped += w["loss"]["dropped"]
        events += w["totals"]["sched_switch"] + w["totals"]["sched_wakeup"]
        seconds += w["window"]["seconds"]
md, mp = statistics.median(dt), statistics.median(pr)
ratio = md / max(mp, 1e-3)
ok = ratio <= goal and lost == 0 and dropped == 0
why = []
if ratio > goal:
    why.append(f"{ratio / goal:.1f}x over")
if lost or dropped:
    why.append(f"lost {lost}, dropped {dropped}")
print("  {:<58} {:>12} {:>12} {:>14} {:>7}  {}".format(
    "live sched capture, stress-ng --switch", f"{md:.3f} s", f"{mp:.3f} s",
    f"{ratio:.2f}x perf", f"<= {goal}x", "met" if ok else "SHORT: " + ", ".join(why)))
print(f"  live sched capture: {events / max(seconds, 1e-3) / 1e3:.0f} k sched_switch+wakeup/s,"
      f" {rounds} pairs; dtltop CPU " + ", ".join(f"{x:.2f}" for x in dt)
      + " s; perf record " + ", ".join(f"{x:.2f}" for x in pr) + " s; pair ratios "
      + ", ".join(f"{a / max(b, 1e-3):.2f}" for a, b in zip(dt, pr))
      + f"; dtltop lost {lost}, dropped {dropped}; perf record lost {plost}")
PY
cat "$out/row.txt"

# Short of the goal: where dtltop's CPU went, by thread and symbol (Debian's
# perf on PATH, as bench-goals.sh's profiles), on the same workload.
if grep -q SHORT "$out/row.txt" && command -v perf > /dev/null; then
	echo "  profile, live sched capture (${secs} s under stress-ng --switch; threads by name):"
	start_load
	if perf record -q -F 4999 -g -o "$tmp/prof.data" -- timeout --preserve-status -s INT \
		"$secs" "$dtltop" --batch -d 1 --json > /dev/null 2> "$tmp/prof.err"; then
		perf report -i "$tmp/prof.data" --stdio --no-children -g none --percent-limit 1.5 \
			--sort comm,sym 2> /dev/null | grep -E '^ +[0-9.]+%' | head -n 14 | sed 's/^/    /'
	else
		echo "    (no profile: perf record failed: $(tail -n 1 "$tmp/prof.err"))"
	fi
	stop_load
fi
