#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# Live DTL without vpa_dtl, on fake files through the test hooks
# (DTLTOP_TEST_DEBUGFS, DTLTOP_TEST_PROCFS): debugfs powerpc/dtl/cpu-N files
# of known big-endian entries are decoded to their counts and reasons, an
# 84-entry read is counted as a lossy (full) poll, dtl_event_mask is put
# back; vcpudispatch_stats is enabled, its counts reach the JSON, and it is
# put back as found after SIGTERM and SIGSEGV; -o is read back by dtltop -i
# and upstream perf; forced sources that are absent exit 1.
. "$TOP/tests/lib.sh"
need_root_tracing
[ -e /sys/bus/event_source/devices/vpa_dtl ] && skip "vpa_dtl PMU present: this test is for hosts without it"

mkdir -p dbg/powerpc/dtl proc/powerpc
printf 'processor\t: 0\ntimebase\t: 512000000\n' > proc/cpuinfo
printf '0x07\n' > dbg/powerpc/dtl/dtl_event_mask
# cpu-0: 84 entries (a full read: lossy, a full poll); cpu-1: 10; others: 3 + cpu.
# Dispatch reason 7 (time_slice) everywhere; preempt 2 (H_CEDE) on even k,
# 4 (time_slice) on odd k. Timebases just behind the fallback timebase
# (CLOCK_MONOTONIC_RAW in ticks), so they are after the anchor's boot_tb.
python3 - <<'PY'
import struct, time, os
# Batch windows are aligned to multiples of -d (10 s) on the clock: the
# entries (up to 84 ms old) and the session's first window must be the same
# one, so start at least 0.2 s after a boundary and 7 s before the next.
while not 0.2 <= time.clock_gettime(time.CLOCK_MONOTONIC) % 10 <= 3:
    time.sleep(0.05)
now = int(time.clock_gettime(time.CLOCK_MONOTONIC_RAW) * 512000000)
for c in range(os.cpu_count()):
    n = 84 if c == 0 else 10 if c == 1 else 3 + c
    with open(f"dbg/powerpc/dtl/cpu-{c}", "wb") as f:
        for k in range(n):
            f.write(struct.pack(">BBHIIIQQQQ", 7, 2 if k % 2 == 0 else 4, c, 1000, 0, 0,
                                now - 512000 * (n - k), 0, 0, 0))
PY
export DTLTOP_TEST_DEBUGFS=$PWD/dbg DTLTOP_TEST_PROCFS=$PWD/proc
"$DTLTOP" --batch --json --dtl-source=debugfs --poll=10ms --dtl=preempt -d 10 -n 1 \
	> dbg.json 2> dbg.err || fail "debugfs: exit $?: $(cat dbg.err)"
[ "$(cat dbg/powerpc/dtl/dtl_event_mask)" = 0x07 ] || fail "dtl_event_mask not put back: $(cat dbg/powerpc/dtl/dtl_event_mask)"
python3 - <<'PY' || fail "debugfs JSON"
import json, os
d = json.load(open("dbg.json"))
assert d["dtl_source"] == "debugfs", d["dtl_source"]
cpus = {c["cpu"]: c for c in d["cpus"]}
for c in range(os.cpu_count()):
    n = 84 if c == 0 else 10 if c == 1 else 3 + c
    r = cpus[c]
    assert r["dispatches"] == n, (c, r["dispatches"], n)
    assert r["dispatch_reasons"].get("time_slice") == n, (c, r["dispatch_reasons"])
    assert r["preempt_reasons"].get("H_CEDE") == (n + 1) // 2, (c, r["preempt_reasons"])
    assert r["preempt_reasons"].get("time_slice") == n // 2, (c, r["preempt_reasons"])
    # one read took each file: one poll, full (84 entries) on cpu-0 only
    assert r["aux_polls"] == 1, (c, r["aux_polls"])
    assert r["dtl_full_polls"] == (1 if c == 0 else 0), (c, r["dtl_full_polls"])
PY

# -o: the session as vpa_dtl AUX data; upstream perf decodes every entry
# (the files are read again from their start by a new open) and dtltop -i
# counts what the live session counted.
"$DTLTOP" --batch --json --dtl-source=debugfs --poll=10ms -d 1 -n 1 -o rec.data \
	> rec.json 2> rec.err || fail "debugfs -o: exit $?: $(cat rec.err)"
"$DTLTOP" -i rec.data --batch --json > rep.json 2> rep.err || fail "replay: $(cat rep.err)"
want=$(python3 -c 'import os; print(sum(84 if c == 0 else 10 if c == 1 else 3 + c for c in range(os.cpu_count())))')
got=$(python3 -c 'import json,sys; d=[json.loads(l) for l in open(sys.argv[1]) if l.strip()][-1]; print(sum(c["dispatches"] for c in d["cpus"]))' rep.json)
[ "$got" = "$want" ] || fail "dtltop -i rec.data: $got dispatches, want $want"
if [ -x "${UPERF:-}" ]; then
	got=$("$UPERF" script -i rec.data 2> perf.err | grep -c 'vpa-dtl:' || true)
	[ "$got" = "$want" ] || fail "perf script: $got vpa-dtl entries, want $want: $(head -3 perf.err)"
fi

# stats_session OUT ERR: vcpudispatch_stats found off, a stats session
# started (its pid in $top) and waited for until it has enabled the file.
stats_session() {
	printf 'off\n' > proc/powerpc/vcpudispatch_stats
	"$DTLTOP" --batch --json --dtl-source=stats -d 30 > "$1" 2> "$2" &
	top=$!
	for _ in $(seq 200); do
		[ "$(head -c1 proc/powerpc/vcpudispatch_stats)" = 1 ] && break
		kill -0 $top 2>/dev/null || break
		sleep 0.05
	done
	[ "$(head -c1 proc/powerpc/vcpudispatch_stats)" = 1 ] || fail "vcpudispatch_stats never enabled: $(cat "$2")"
}

# vcpudispatch_stats: found off; dtltop writes 1 over it (the fake keeps
# the rest of "off"), the test then writes counts; SIGTERM's final drain
# reads them; the file is put back to 0.
stats_session st.json st.err
printf 'cpu0 100 60 30 8 2 90 8 2\ncpu1 7 7 0 0 0 7 0 0\n' > proc/powerpc/vcpudispatch_stats
kill -TERM $top
wait $top || fail "stats: exit $?: $(cat st.err)"
[ "$(head -c1 proc/powerpc/vcpudispatch_stats)" = 0 ] || fail "vcpudispatch_stats not put back to 0"
python3 - <<'PY' || fail "stats JSON"
import json
d = json.loads(open("st.json").read().strip().splitlines()[-1])
assert d["dtl_source"] == "dispatch-stats", d["dtl_source"]
cpus = {c["cpu"]: c["dispatch_stats"] for c in d["cpus"]}
assert cpus[0] == {"dispatches": 100, "same_cpu": 60, "same_chip": 30, "diff_chip": 8,
                   "far_chip": 2, "numa_home": 90, "numa_remote": 8, "numa_far": 2}, cpus[0]
assert cpus[1]["dispatches"] == 7 and cpus[1]["same_cpu"] == 7, cpus[1]
# the row's own dispatch count is the kernel's, not the 0 of no DTL entries,
# and the vCPU's steal and latency are not measured
row = {c["cpu"]: c for c in d["cpus"]}
assert row[0]["dispatches"] == 100 and row[1]["dispatches"] == 7, (row[0], row[1])
assert row[0]["steal_ns"] is None and row[0]["p99_us"] is None, row[0]
# a processor change is counted (total - same_cpu), which processors is not
assert row[0]["affinity_misses"] == 40 and row[0]["processors"] is None, row[0]
PY

# A crash (SIGSEGV) puts it back too: the crash hook's pre-opened fd.
stats_session /dev/null segv.err
kill -SEGV $top
rc=0; wait $top || rc=$?
[ $rc -ne 0 ] || fail "SIGSEGV: exit 0"
[ "$(head -c1 proc/powerpc/vcpudispatch_stats)" = 0 ] || fail "vcpudispatch_stats not put back after SIGSEGV"

# SIGKILL runs no code of dtltop's: its guardian child puts the file back
# when dtltop's end of their pipe closes, and then exits itself.
stats_session /dev/null kill.err
guard=$(pgrep -P $top | head -n 1)
[ -n "$guard" ] || fail "stats session without a guardian child"
kill -KILL $top
rc=0; wait $top || rc=$?
[ $rc -eq 137 ] || fail "SIGKILL: exit $rc"
for _ in $(seq 200); do
	[ "$(head -c1 proc/powerpc/vcpudispatch_stats)" = 0 ] && break
	sleep 0.05
done
[ "$(head -c1 proc/powerpc/vcpudispatch_stats)" = 0 ] || fail "vcpudispatch_stats not put back after SIGKILL"
# the guardian is gone (or a zombie its new parent has yet to reap)
for _ in $(seq 200); do
	st=$(awk '{print $3}' /proc/$guard/stat 2>/dev/null || true)
	[ -z "$st" ] || [ "$st" = Z ] && break
	sleep 0.05
done
[ -z "$st" ] || [ "$st" = Z ] || fail "the guardian $guard outlived dtltop (state $st)"

# Forced and absent: one line, exit 1.
rc=0; DTLTOP_TEST_DEBUGFS=$PWD/none "$DTLTOP" --batch --dtl-source=debugfs -n 1 2> no.err || rc=$?
[ $rc -eq 1 ] || fail "absent debugfs: exit $rc"
grep -q "^dtltop: --dtl-source=debugfs: debugfs powerpc/dtl is not there" no.err || fail "$(cat no.err)"
rc=0; "$DTLTOP" --batch --dtl-source=bogus -n 1 2> bad.err || rc=$?
[ $rc -eq 2 ] || fail "bad --dtl-source: exit $rc"
echo "ok"
