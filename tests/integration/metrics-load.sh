# SPDX-License-Identifier: GPL-2.0-only
# Serving metrics never slows capture: a --simulate=656 session with
# --listen and --batch --json -d 1 is scraped by tests/metrics-load.py (1000
# GET /metrics from 50 concurrent loopback clients, beside 20 clients that
# send nothing, a 64 KiB header, malformed requests, an unknown path, POST,
# then 100 connections at once: the HTTP rules of dtltop(1) METRICS), and
# afterwards every JSON window of the session still shows 0 reader drops
# (loss.dropped); the load runs three times, and after each the process's
# RSS floor is within what the design lets a load leave (below). Prints the
# figures: scrape latency median/p99/max, requests per second, RSS floors
# before/after, windows seen, drops.
#
# The simulation runs at its default --sim-rate (about 1000 dispatches per
# vCPU per second, some 1.9 million events a second): on this 2-core machine
# the ASan build keeps its readers at 0 drops there without any client, also
# beside stress-ng on every core (tests/busy.sh), so any drop seen here is
# one the serving added. (Even --sim-rate 20000 showed none: the simulator
# waits for its rings rather than overfill them, so a lagging pipeline shows
# as fewer events a second, printed below as a figure, not as drops.)
. "$TOP/tests/lib.sh"
command -v python3 >/dev/null || skip "python3 is not installed"

# The whole test runs twice, in a directory each: under ASan (memory errors
# under load), where RSS is a figure only, as its allocator holds freed
# memory in size classes and a quarantine (it grew by +3 to +47 MiB in one
# load or the other where the release build grew by 0 to 2 MiB); then the
# release build, what users run, whose RSS must stay within the bound.
if [ -z "${LOAD_BIN:-}" ]; then
	mkdir -p asan rel
	(cd asan && LOAD_BIN=$DTLTOP LOAD_RSS=figure bash "$0") 2>&1 | sed 's/^/asan: /'
	[ "${PIPESTATUS[0]}" -eq 0 ] || fail "under ASan (above)"
	(cd rel && LOAD_BIN=$TOP/dtltop LOAD_RSS=bound bash "$0") 2>&1 | sed 's/^/release: /'
	[ "${PIPESTATUS[0]}" -eq 0 ] || fail "the release build (above)"
	exit 0
fi

# ASan keeps freed memory in a quarantine (256 MiB by default) before reuse,
# so every publication's rendered body would look like growth until it is
# full; a small quarantine makes RSS measure what is live plus at most this.
quarantine_mb=8
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=$quarantine_mb"

pid=
stop() {
	if [ -n "$pid" ]; then
		kill -INT "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
		pid=
	fi
}
trap stop EXIT

rss_kib() { sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\) kB$/\1/p' "/proc/$pid/status"; }
# rss_floor: the least RSS over a second (-d 1: a window), sampled every
# 50 ms. RSS at one moment is what that moment holds: the events the merge
# holds for ordering (up to READERS_HELD_MAX, tens of MiB at 656 vCPUs
# when it lags; returned as they go, src/source/rings/readers.c
# hold_trim) and the batch JSON view's copy of the window's preempt sites
# (model_sites, some 20 MiB here, mapped while a window is written) come
# and go within a window, and a sample took them or not (+-40 MiB between
# samples of one idle session). What stays at the floor is what is kept.
rss_floor() {
	local min= r i
	for i in $(seq 20); do
		r=$(rss_kib)
		[ -z "$min" ] || [ "$r" -lt "$min" ] && min=$r
		sleep 0.05
	done
	echo "$min"
}
windows() { grep -c '^{' out.json || true; }
# wait_windows N: until the session has printed N JSON windows.
wait_windows() {
	local end=$(( $(date +%s) + 120 ))
	while [ "$(windows)" -lt "$1" ]; do
		kill -0 "$pid" 2>/dev/null || fail "dtltop ended: $(tail -n 5 err.txt)"
		[ "$(date +%s)" -lt "$end" ] || fail "no JSON window $1 in 120 s ($(windows) so far)"
		sleep 0.1
	done
}

start=$(date +%s)
# --history 1: the vCPUs' history ring (60 s by default) fills its pages
# as the session runs, about 13 MiB in 30 s at 656 vCPUs, serving or not;
# a 1 s ring is full before the warm-up ends, so what grows under the
# load is the server's.
"$LOAD_BIN" --simulate=656 --history 1 --listen 127.0.0.1:0 --batch --json -d 1 > out.json 2> err.txt &
pid=$!
port=$(metrics_port err.txt "$pid")

# Warm-up: the model's tables and the ASan quarantine fill in the first
# windows, in steps (+8 MiB between windows 8 and 9 once, with 1 MiB before
# it); RSS is taken once it moved by under 1 MiB over the last 3 windows (at
# most 25 windows).
wait_windows 3
rss=("$(rss_floor)") w=3
while [ $w -lt 25 ]; do
	w=$((w + 1))
	wait_windows $w
	rss+=("$(rss_floor)")
	n=${#rss[@]}
	[ "$n" -ge 4 ] && [ $(( rss[n - 1] - rss[n - 4] )) -lt 1024 ] && break
done
rss0=${rss[${#rss[@]} - 1]}
before=$(windows)
echo "warm-up: $before windows, RSS $((rss0 / 1024)) MiB"

# The body size bounds what serving holds: see below.
body=$(python3 -c '
import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=30)
s.sendall(b"GET /metrics HTTP/1.1\r\n\r\n")
d = b""
while True:
    b = s.recv(65536)
    if not b: break
    d += b
print(len(d.partition(b"\r\n\r\n")[2]))' "$port") || fail "first GET /metrics failed"
[ "$body" -gt 0 ] || fail "GET /metrics answered an empty body"

# load N: the whole load once; then, once the windows it overlapped are
# complete (two more printed), RSS into rss$N.
load() {
	local rc=0
	timeout 170 python3 "$TOP/tests/metrics-load.py" 127.0.0.1 "$port" > "load$1.txt" 2> "load$1.err" || rc=$?
	sed "s/^/load $1: /" "load$1.txt"
	[ $rc -eq 0 ] || fail "metrics-load.py, load $1 (exit $rc): $(cat "load$1.err")"
	kill -0 "$pid" 2>/dev/null || fail "dtltop ended under load $1: $(tail -n 5 err.txt)"
	during=$(windows)
	wait_windows $((during + 2))
	eval "rss$1=\$(rss_floor)"
}
# The first loads warm up what only load touches (the server's buffers,
# the allocator's heaps, the quarantine's turnover), in steps that differ
# from run to run (+3 to +24 MiB seen after the first, and up to +25 more
# after the second, also by the binary of before the exporter kept its
# bodies in mappings of their own); a leak grows under every load (below).
load 1
load 2
load 3
stop_at=$(windows)
kill -INT "$pid"
st=0
wait "$pid" || st=$?
pid=
[ $st -eq 0 ] || fail "dtltop exited $st: $(tail -n 20 err.txt)"

# Reader drops, per window: the JSON's loss.dropped (the same count as
# input.dropped), and no "events dropped" line at exit.
BEFORE=$before DURING=$during json_py out.json '
import os
bad = [(w["snapshot"], w["loss"]["dropped"], w["input"]["dropped"]) for w in s
       if w["loss"]["dropped"] or w["input"]["dropped"]]
lost = sum(w["loss"]["lost"] for w in s)
print("windows: %d (%d before the load, %d when it ended), reader drops %d, perf lost %d, events %d" %
      (len(s), int(os.environ["BEFORE"]), int(os.environ["DURING"]), sum(w["loss"]["dropped"] for w in s), lost,
       sum(w["events"] for w in s)))
# Throughput, a figure only: the simulator slows rather than drop when its
# pipeline lags, and the clients share the cores, so it is not asserted.
B, D = int(os.environ["BEFORE"]), int(os.environ["DURING"])
rate = lambda ws: sum(w["events"] for w in ws) / max(1e-9, sum(w["window"]["seconds"] for w in ws))
print("events/s: %.0f in the last 3 windows before the load, %.0f in the %d it overlapped" %
      (rate(s[B - 3:B]), rate(s[B:D + 1]), len(s[B:D + 1])))
assert all(w["events"] > 0 for w in s[1:]), "a window without events"
assert not bad, "reader drops (snapshot, loss.dropped, input.dropped): %s" % bad
' > drops.txt 2>&1 || fail "$(cat drops.txt)"
cat drops.txt
grep -q 'events dropped' err.txt && fail "dtltop: $(grep 'events dropped' err.txt)"

# RSS, at its floor (rss_floor) before the loads and after each. What a
# load may leave, by design:
#  - the server: at most 64 connections, each with one response body, and
#    the current publication's body per format: 66 bodies;
#  - the merge's hold (src/source/rings/readers.c): it grows while the
#    merge lags (and the loads make it lag), to at most READERS_HELD_MAX
#    events and a queue per reader more (2^18 + 8 x 2^15 at --simulate's
#    8 readers), in chunks of 64 (7184 bytes), a partial chunk per bin
#    besides (1025): 9217 chunks, 63 MiB; and its sort keys, 2 x 16 bytes
#    per event up to the next power of two, 16 MiB. hold_trim returns what
#    is past 256 spare chunks, so the floor takes the hold at some moment
#    of the session, anywhere from empty to full: up to 79 MiB apart;
#  - the allocator's rounding, 4 MiB (and ASan's quarantine).
# Before hold_trim the hold kept its highest level for good, and the loads
# raised it (35 and 40 MiB after a second load, where the bound of 66
# bodies + 4 MiB said 17): the hold was what that design missed. A leak per
# request shows past this bound: a third of each body kept over the 3000
# requests is 180 MiB.
hold=$(( (66 * body + 1023) / 1024 + (9217 * 7184 + 2 * 16 * 524288) / 1024 + 4096 ))
[ "$LOAD_RSS" = figure ] && hold=$((hold + quarantine_mb * 1024))
echo "RSS: $((rss0 / 1024)) MiB before the loads, $((rss1 / 1024)) MiB after the first, $((rss2 / 1024)) MiB after the second, $((rss3 / 1024)) MiB after the third (floors)"
for n in 1 2 3; do
	eval "r=\$rss$n"
	echo "RSS: load $n: $(( (r - rss0) / 1024 )) MiB over the floor before the loads, bound $((hold / 1024)) MiB (66 bodies of $body bytes + 79 MiB hold + 4 MiB$([ "$LOAD_RSS" = figure ] && echo " + $quarantine_mb MiB quarantine"))"
done
[ "$LOAD_RSS" = bound ] || echo "RSS: a figure under ASan, not asserted"
if [ "$LOAD_RSS" = bound ]; then
	for n in 1 2 3; do
		eval "r=\$rss$n"
		[ $((r - rss0)) -le "$hold" ] ||
			fail "RSS grew by $(( (r - rss0) / 1024 )) MiB by load $n, bound $((hold / 1024)) MiB"
	done
fi
echo "total $(( $(date +%s) - start )) s, $stop_at windows"
