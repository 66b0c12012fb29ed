#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make soak: dtltop --simulate=1024 --batch -d 30 -n 20 (10 minutes of 1024
# simulated vCPUs) beside a CPU hog on every core (stress-ng --cpu N), sampling
# the process's RSS (VmRSS of /proc/PID/status) and CPU time (utime + stime of
# /proc/PID/stat) every 30 s. After warm-up (the first minute) RSS must stay
# flat: the last sample within 10% of the one-minute sample; no event may be
# dropped by dtltop (input.dropped); what the (simulated) kernel lost is
# counted (lost) and printed. Not in CI. Options through the environment:
# SOAK_VCPUS (1024), SOAK_DELAY (30), SOAK_COUNT (20), SOAK_SAMPLE (30 s),
# SOAK_WARMUP (60 s), SOAK_HOG (number of hog workers; default the cores,
# 0: none).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
build=${BUILD:-build}
vcpus=${SOAK_VCPUS:-1024} delay=${SOAK_DELAY:-30} count=${SOAK_COUNT:-20} every=${SOAK_SAMPLE:-30}
warm=${SOAK_WARMUP:-60}
if ! ./dtltop --help 2>/dev/null | grep -q -- '--simulate'; then
	echo "soak: needs --simulate: this dtltop has no simulator yet" >&2
	exit 1
fi
mkdir -p "$build/soak"
out="$build/soak/out.json" log="$build/soak/samples.txt"
hz=$(getconf CLK_TCK)
hog=${SOAK_HOG:-$(nproc)} hogpid=
if [ "$hog" -gt 0 ]; then
	command -v stress-ng >/dev/null || { echo "soak: needs stress-ng (make deps)" >&2; exit 1; }
	stress-ng --cpu "$hog" --quiet &
	hogpid=$!
fi
./dtltop --simulate="$vcpus" --batch -d "$delay" -n "$count" --json > "$out" 2> "$build/soak/err.txt" &
pid=$!
trap 'kill $pid $hogpid 2>/dev/null' EXIT
start=$(date +%s)
printf '%8s %10s %10s %8s\n' ELAPSED RSS_KB CPU_S CPU% | tee "$log"
prev_cpu=0 prev_t=0 rss_warm= rss_last=
while kill -0 $pid 2>/dev/null; do
	sleep "$every"
	[ -r /proc/$pid/status ] || break
	t=$(( $(date +%s) - start ))
	rss=$(awk '/^VmRSS:/ { print $2 }' /proc/$pid/status 2>/dev/null)
	# fields 14 and 15 of /proc/PID/stat (after the parenthesised comm)
	ticks=$(sed 's/^.*) //' /proc/$pid/stat 2>/dev/null | awk '{ print $12 + $13 }')
	[ -n "$rss" ] && [ -n "$ticks" ] || break
	cpu=$(awk -v t="$ticks" -v hz="$hz" 'BEGIN { printf "%.2f", t / hz }')
	pct=$(awk -v c="$cpu" -v p="$prev_cpu" -v t="$t" -v pt="$prev_t" 'BEGIN { printf "%.1f", (c - p) * 100 / (t - pt) }')
	printf '%8s %10s %10s %8s\n' "$t" "$rss" "$cpu" "$pct" | tee -a "$log"
	prev_cpu=$cpu prev_t=$t rss_last=$rss
	[ -z "$rss_warm" ] && [ "$t" -ge "$warm" ] && rss_warm=$rss
done
wait $pid
rc=$?
[ -n "$hogpid" ] && kill "$hogpid" 2>/dev/null
trap - EXIT
[ $rc -eq 0 ] || { echo "soak: dtltop exited $rc: $(tail -n 3 "$build/soak/err.txt")"; exit 1; }
snaps=$(wc -l < "$out")
echo "soak: $snaps snapshots of $vcpus vCPUs, beside $hog CPU hog worker(s)"
python3 - "$out" <<'PY' || exit 1
import json, sys
s = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
dropped = s[-1]["input"]["dropped"]
lost = sum(x["lost"] for x in s)
ovr = sum(x["totals"].get("aux_overruns", 0) for x in s)
ev = sum(x["events"] for x in s)
print("soak: %d events, dropped by dtltop %d, lost by the (simulated) kernel %d, AUX overruns %d"
      % (ev, dropped, lost, ovr))
sys.exit("soak: FAIL: events dropped" if dropped else 0)
PY
grep -q dropped "$build/soak/err.txt" && { echo "soak: FAIL: $(cat "$build/soak/err.txt")"; exit 1; }
[ "$snaps" -ge "$count" ] || { echo "soak: FAIL: want $count snapshots"; exit 1; }
[ -n "$rss_warm" ] || { echo "soak: FAIL: ended before the warm-up sample (${warm} s)"; exit 1; }
if awk -v w="$rss_warm" -v l="$rss_last" 'BEGIN { exit !(l <= w * 1.10) }'; then
	echo "soak: ok: RSS $rss_warm kB after warm-up (${warm} s), $rss_last kB at the end (within 10%)"
else
	echo "soak: FAIL: RSS grew from $rss_warm kB after warm-up (${warm} s) to $rss_last kB (over 10%)"
	exit 1
fi
