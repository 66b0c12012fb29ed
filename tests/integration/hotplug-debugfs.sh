# SPDX-License-Identifier: GPL-2.0-only
# CPU hotplug with the debugfs DTL source, on fake powerpc/dtl files (the
# test hooks of live-debugfs.sh) and a real CPU taken offline, as root on
# x86: when cpu1 goes offline dtltop reads cpu-1 a last time and closes it;
# when it comes back it opens cpu-1 again (a regular file is read from its
# start by each open). cpu-1 holds 10 entries at the start and 7 others,
# written while cpu1 is away: cpu 1 must count exactly 10 + 7 dispatches,
# the 7 only after the offline mark (they are stamped while it was away); cpu-0 (5 entries, never closed) exactly 5;
# dtl_event_mask is put back after the reopen's write.
. "$TOP/tests/lib.sh"
need_cpu1_offline "hosts without it"

pid=
cleanup() {
	echo 1 > "$ONL" 2>/dev/null || true
	[ -z "$pid" ] || kill "$pid" 2>/dev/null || true
}
trap cleanup EXIT

mkdir -p dbg/powerpc/dtl proc/powerpc
printf 'processor\t: 0\ntimebase\t: 512000000\n' > proc/cpuinfo
printf '0x03\n' > dbg/powerpc/dtl/dtl_event_mask
# entries CPU N FILE: N entries of CPU, timebases just behind now (the
# fallback timebase, CLOCK_MONOTONIC_RAW in ticks), 1 ms apart
entries() {
	python3 - "$@" <<'PY'
import struct, sys, time
cpu, n, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
now = int(time.clock_gettime(time.CLOCK_MONOTONIC_RAW) * 512000000)
with open(path, "wb") as f:
    for k in range(n):
        f.write(struct.pack(">BBHIIIQQQQ", 7, 2, cpu, 1000, 0, 0, now - 512000 * (n - k), 0, 0, 0))
PY
}
for c in $(seq 0 $(( $(nproc --all) - 1 ))); do : > dbg/powerpc/dtl/cpu-$c; done
entries 0 5 dbg/powerpc/dtl/cpu-0
entries 1 10 dbg/powerpc/dtl/cpu-1
export DTLTOP_TEST_DEBUGFS=$PWD/dbg DTLTOP_TEST_PROCFS=$PWD/proc
"$DTLTOP" --batch --json --dtl-source=debugfs --poll=10ms -d 1 --ready-fd 3 3> ready \
	> hp.json 2> hp.err &
pid=$!
wait_ready ready $pid || fail "dtltop never said ready: $(cat hp.err)"

# snap COND: wait (30 s at most) for a snapshot where the Python expression
# COND holds over c1 (cpu 1's entry or None); prints its index
snap() {
	local end=$(( $(date +%s) + 30 )) i
	while [ "$(date +%s)" -lt "$end" ]; do
		i=$(python3 -c '
import json, sys
for i, l in enumerate(open(sys.argv[1])):
    if not l.endswith("\n"):
        continue
    c1 = next((c for c in json.loads(l)["cpus"] if c["cpu"] == 1), None)
    if '"$1"':
        print(i)
        break' hp.json)
		[ -n "$i" ] && { echo "$i"; return 0; }
		sleep 0.1
	done
	return 1
}
snap 'c1 and c1["dispatches"] > 0' >/dev/null || fail "cpu-1's first entries never counted: $(cat hp.err)"
echo 0 > "$ONL" 2>/dev/null || skip "cannot take cpu1 offline here (a container?)"
off=$(snap 'c1 and c1.get("offline") is True') || fail "no snapshot marks cpu1 offline: $(tail -c 300 hp.json)"
# the "hypervisor" logs 7 more while cpu1 is away; only a new open reads them
entries 1 7 dbg/powerpc/dtl/cpu-1
echo 1 > "$ONL" || fail "cannot bring cpu1 back online"
# (they are stamped when written: inside the offline span)
snap "i > $off and c1 and c1['dispatches'] > 0" >/dev/null ||
	fail "cpu-1 was not read again after cpu1 came back: $(tail -c 400 hp.json) $(cat hp.err)"
snap "i > $off and c1 and not c1.get('offline')" >/dev/null ||
	fail "cpu1 is still marked offline after it came back: $(tail -c 400 hp.json)"
kill -INT $pid
rc=0; wait $pid || rc=$?
pid=
[ $rc -eq 0 ] || fail "dtltop exited $rc: $(cat hp.err)"
[ ! -s hp.err ] || fail "stderr is not empty: $(cat hp.err)"
[ "$(cat dbg/powerpc/dtl/dtl_event_mask)" = 0x03 ] ||
	fail "dtl_event_mask not put back: $(cat dbg/powerpc/dtl/dtl_event_mask)"
python3 - "$off" <<'PY' || fail "the counts do not add up"
import json, sys
off = int(sys.argv[1])
s = [json.loads(l) for l in open("hp.json") if l.endswith("\n")]
d = {0: [], 1: []}
for x in s:
    c = {e["cpu"]: e for e in x["cpus"]}
    for k in d:
        d[k].append(c[k]["dispatches"] if k in c else 0)
assert sum(d[0]) == 5, d[0]
assert sum(d[1]) == 17, d[1]
assert sum(d[1][off + 1:]) == 7, (off, d[1])
print("cpu 0 dispatches per snapshot", d[0], "cpu 1", d[1], "offline in", off)
PY
