# SPDX-License-Identifier: GPL-2.0-only
# Live sched-only capture as root: two 1-second JSON snapshots covering every
# online CPU, the vpa_dtl notice on x86, capabilities dropped once the events
# are open, SIGINT ending a session cleanly, and a sched_switch rate that
# agrees with perf record's over the same span.
. "$TOP/tests/lib.sh"
# Live without --batch and without a terminal is refused before anything is opened.
rc=0; "$DTLTOP" > tty.out 2> tty.err || rc=$?
[ $rc -eq 2 ] || fail "live without --batch: exit $rc, want 2"
grep -q "interactive view needs a terminal: use --batch" tty.err || fail "live without --batch: $(cat tty.err)"
need_root_tracing
[ -e /sys/bus/event_source/devices/vpa_dtl ] && skip "vpa_dtl PMU present: this test is for sched-only hosts"

# A steady stream of context switches on top of the idle system's: sleeps
# of 0.5 ms, so the rate is about the same in every second of the run.
python3 -c 'import time
t = time.time() + 16
while time.time() < t: time.sleep(0.0005)' &
load=$!
trap 'kill $load 2>/dev/null || true' EXIT

# One measurement; returns 1 (saying why) when a check fails. The reference
# is perf record on the same tracepoint and the same clock (dtltop's live
# events are CLOCK_MONOTONIC), enabled before dtltop starts and disabled
# after it ends: the switches it saw inside dtltop's own span are exactly
# the ones dtltop should count, however busy the machine is. One retry.
measure() {
	rm -f ready ctl ack p.data
	mkfifo ctl ack
	exec 5<>ctl 6<>ack
	perf record -q -k CLOCK_MONOTONIC -a -m 1024 -e sched:sched_switch -D -1 \
		--control fifo:ctl,ack -o p.data > rec.out 2>&1 &
	rec=$!
	echo enable >&5
	read -r -t 60 -u 6 reply || { echo "try $try: perf record never enabled its events: $(cat rec.out)"; return 1; }
	[ "$reply" = ack ] || { echo "try $try: perf record answered '$reply'"; return 1; }
	"$DTLTOP" --batch -d 1 -n 2 --json --ready-fd 3 3> ready > live.json 2> live.err &
	top=$!
	wait_ready ready $top || { echo "try $try: dtltop never said ready: $(cat live.err)"; return 1; }
	# Ready: the events are open and enabled, privileges dropped. Threads
	# inherit capabilities from the one that created them, so every
	# thread's effective and permitted sets must be empty, but for the
	# hotplug thread's (dtltop-cpus): CAP_PERFMON (38) and CAP_IPC_LOCK (14)
	# permitted, nothing effective, to open a CPU that comes online.
	for t in /proc/$top/task/*; do
		if [ "$(cat $t/comm 2>/dev/null)" = dtltop-cpus ]; then
			grep -h '^Cap\(Eff\|Prm\):' $t/status | sed '/^CapPrm/s/0000004000004000$/0000000000000000/'
		else
			grep -h '^Cap\(Eff\|Prm\):' $t/status
		fi
	done > caps.txt
	[ -s caps.txt ] || { echo "try $try: dtltop ended before its capabilities could be read"; return 1; }
	rc=0; wait $top || rc=$?
	echo disable >&5
	read -r -t 60 -u 6 reply || true
	# perf record ends on SIGINT by raising it again: 130 is its normal end
	kill -INT $rec
	prc=0; wait $rec || prc=$?
	[ $prc -eq 0 ] || [ $prc -eq 130 ] || { echo "try $try: perf record exited $prc: $(cat rec.out)"; return 1; }
	exec 5>&- 6>&-
	[ $rc -eq 0 ] || { echo "try $try: dtltop live exited $rc: $(cat live.err)"; return 1; }
	if grep -v '0000000000000000$' caps.txt; then { echo "try $try: capabilities not dropped after open"; return 1; }; fi

	[ "$(wc -l < live.json)" -eq 2 ] || { echo "try $try: want 2 JSON snapshots, got $(wc -l < live.json)"; return 1; }
	grep -qx "dtltop: no vpa_dtl PMU (not a pseries LPAR?): sched-only session" live.err ||
		{ echo "try $try: no vpa_dtl notice on stderr: $(cat live.err)"; return 1; }
	[ "$(grep -c . live.err)" -eq 1 ] || { echo "try $try: stderr has more than the notice: $(cat live.err)"; return 1; }
	ONLINE=$(cat /sys/devices/system/cpu/online) json_py live.json '
import os
want = set()
for part in os.environ["ONLINE"].split(","):
    a, _, b = part.partition("-")
    want.update(range(int(a), int(b or a) + 1))
for i, x in enumerate(s):
    assert x["source"] == "live-sched-only", x["source"]
    # no DTL here: what only DTL entries measure is unknown, not 0
    assert x["dtl_source"] == "none", x["dtl_source"]
    assert x["dtl_why"] == "none: no vpa_dtl PMU (not a pseries LPAR?)", x["dtl_why"]
    t = x["totals"]
    assert t["steal_pct"] is None and t["steal_ns"] is None and t["dispatches"] is None, t
    assert t["p50_us"] is None and t["preempt_reasons"] is None and x["tasks"] is None, t
    got = {c["cpu"] for c in x["cpus"] if c["sched_switch"] > 0}
    assert got == want, "snapshot %d: cpus with sched_switch %s, online %s" % (i, sorted(got), sorted(want))
' || { echo "try $try: snapshots lack an online CPU or the source kind"; return 1; }

	# Both see every switch of the system, the two tools' own included. A
	# switch lost by either (a full ring: each reports it) is the only
	# difference allowed: 1%.
	perf script -i p.data --ns -F time 2> script.err | tr -d ' :' > perf-times.txt
	[ -s perf-times.txt ] || { echo "try $try: perf recorded no sched_switch: $(head -3 script.err)"; return 1; }
	json_py live.json '
n = sum(c["sched_switch"] for x in s for c in x["cpus"])
t0, t1 = s[0]["span_ns"][0], s[-1]["span_ns"][1]
ref = 0
for line in open("perf-times.txt"):
    sec, _, frac = line.strip().partition(".")
    t = int(sec) * 10**9 + int(frac.ljust(9, "0")[:9])
    ref += t0 <= t <= t1
print("dtltop %d switches in [%d, %d]; perf record %d in the same span; ratio %.4f" % (n, t0, t1, ref, n / max(ref, 1)))
assert ref > 100, "perf record saw too few switches in the span"
assert abs(n / ref - 1) <= 0.01, "sched_switch counts differ by more than 1%"
' || { echo "try $try: sched_switch count differs from perf record over the same span"; return 1; }
}
for try in 1 2; do
	measure && break
	[ $try -eq 2 ] && fail "live sched_switch check failed twice"
done

# SIGINT ends a session: the open window is printed, exit 0, no leak.
# Windows are aligned to multiples of -d on the event clock, so a boundary
# can fall inside even a short run: with -d 3600 that is rare, and then
# there are two snapshots, the last one the window SIGINT closed.
rm -f ready
"$DTLTOP" --batch -d 3600 --json --ready-fd 3 3> ready > int.json 2> int.err &
top=$!
wait_ready ready $top || fail "dtltop never said ready: $(cat int.err)"
# Context switches that happen while it captures: a few short processes.
for i in 1 2 3 4 5; do /bin/true; done
kill -INT $top
rc=0; wait $top || rc=$?
[ $rc -eq 0 ] || fail "after SIGINT dtltop exited $rc: $(cat int.err)"
lines=$(wc -l < int.json)
[ "$lines" -ge 1 ] && [ "$lines" -le 2 ] || fail "after SIGINT want 1 snapshot (2 across a window boundary), got $lines"
tail -n 1 int.json | python3 -c 'import json, sys
s = json.load(sys.stdin)
assert s["totals"]["sched_switch"] > 0, "the SIGINT snapshot counted no sched_switch"
# cut short by the stop, at its newest event: partial, and it says so
w = s["window"]
assert w["partial_end"] and w["end_ns"] == s["span_ns"][1] and w["end_ns"] - w["start_ns"] < 3600 * 10**9, w' ||
	fail "after SIGINT the last snapshot is not a partial window with events: $(tail -c 400 int.json)"
