# SPDX-License-Identifier: GPL-2.0-only
# CPU hotplug in a live sched-only session, as root on x86: cpu1 taken
# offline through sysfs is marked "offline" in the JSON snapshots and stops
# counting; brought back online it is opened again and counts again, with no
# restart. A session with -C 0 never opens cpu1, before or after. cpu1 is
# offline for a second or two at most, and put back online on any exit.
. "$TOP/tests/lib.sh"
need_cpu1_offline "sched-only hosts"

pids=
cleanup() {
	echo 1 > "$ONL" 2>/dev/null || true
	for p in $pids; do kill "$p" 2>/dev/null || true; done
}
trap cleanup EXIT

# A steady stream of context switches on both CPUs.
python3 -c 'import time
t = time.time() + 60
while time.time() < t: time.sleep(0.0005)' &
pids="$pids $!"

"$DTLTOP" --batch --json -d 1 --ready-fd 3 3> ready > all.json 2> all.err &
top=$!
pids="$pids $top"
"$DTLTOP" --batch --json -d 1 -C 0 --ready-fd 3 3> ready0 > c0.json 2> c0.err &
top0=$!
pids="$pids $top0"
wait_ready ready $top || fail "dtltop never said ready: $(cat all.err)"
wait_ready ready0 $top0 || fail "dtltop -C 0 never said ready: $(cat c0.err)"

# until: wait (30 s at most) for a snapshot of FILE for which the Python
# expression COND holds over `c1` (cpu1's entry, or None) and `x`
# (the snapshot), after the first SKIP snapshots; prints its index.
until_snap() {
	local file=$1 skipn=$2 cond=$3 end=$(( $(date +%s) + 30 )) i
	while [ "$(date +%s)" -lt "$end" ]; do
		i=$(python3 -c '
import json, sys
for i, l in enumerate(open(sys.argv[1])):
    if i < int(sys.argv[2]) or not l.endswith("\n"):
        continue
    x = json.loads(l)
    c1 = next((c for c in x["cpus"] if c["cpu"] == 1), None)
    if '"$cond"':
        print(i)
        break' "$file" "$skipn")
		[ -n "$i" ] && { echo "$i"; return 0; }
		sleep 0.1
	done
	return 1
}

# Events flow on cpu1 first.
i0=$(until_snap all.json 0 'c1 and c1["sched_switch"] > 0 and not c1.get("offline")') ||
	fail "cpu1 never counted a sched_switch: $(tail -c 300 all.json)"
# Twice: the first time closes the events cpu1 had from the start, the
# second those opened for it when it came back.
marks=
for cycle in 1 2; do
	if ! echo 0 > "$ONL" 2>/dev/null; then
		[ $cycle -eq 1 ] && skip "cannot take cpu1 offline here (a container?)"
		fail "cannot take cpu1 offline a second time"
	fi
	i1=$(until_snap all.json $((i0 + 1)) 'c1 and c1.get("offline") is True') || {
		echo 1 > "$ONL"
		fail "cycle $cycle: cpu1 went offline but no snapshot marks it so: $(tail -c 400 all.json) $(cat all.err)"
	}
	echo 1 > "$ONL" || fail "cannot bring cpu1 back online"
	i2=$(until_snap all.json $((i1 + 1)) 'c1 and not c1.get("offline") and c1["sched_switch"] > 0') ||
		fail "cycle $cycle: cpu1 came back online but counts no sched_switch again: $(tail -c 400 all.json) $(cat all.err)"
	marks="$marks $i1 $i2"
	i0=$i2
done
# one more snapshot of -C 0 after cpu1 is back, so it had the chance to open it
n0=$(wc -l < c0.json)
until_snap c0.json "$n0" 'True' > /dev/null || fail "dtltop -C 0 stopped writing snapshots"

kill -INT $top $top0
rc=0; wait $top || rc=$?
[ $rc -eq 0 ] || fail "dtltop exited $rc after SIGINT: $(cat all.err)"
rc=0; wait $top0 || rc=$?
[ $rc -eq 0 ] || fail "dtltop -C 0 exited $rc after SIGINT: $(cat c0.err)"
[ "$(grep -c . all.err)" -eq 1 ] || fail "stderr has more than the vpa_dtl notice: $(cat all.err)"

echo "cpu1 marked offline, then counting again, in snapshots:$marks"
# A window that starts and ends with cpu1 offline counts nothing on it;
# cpu0 goes on counting through all of them.
MARKS="$marks" json_py all.json '
import os
m = [int(v) for v in os.environ["MARKS"].split()]
spans = list(zip(m[0::2], m[1::2]))
prev_off = False
for i, x in enumerate(s):
    c = {e["cpu"]: e for e in x["cpus"]}
    assert 0 in c and c[0]["sched_switch"] > 0 and not c[0].get("offline"), (i, c.get(0))
    off = 1 in c and c[1].get("offline") is True
    if off and prev_off:
        assert c[1]["sched_switch"] == 0, "snapshot %d: cpu1 offline throughout but counted %d" % (i, c[1]["sched_switch"])
    # offline only between the marks the test waited for
    assert not off or any(a <= i < b for a, b in spans), "snapshot %d marks cpu1 offline" % i
    prev_off = off
' || fail "snapshots around the hotplug are wrong"
json_py c0.json '
assert len(s) >= 3, len(s)
for i, x in enumerate(s):
    assert [c["cpu"] for c in x["cpus"]] == [0], "snapshot %d of -C 0 lists %s" % (i, [c["cpu"] for c in x["cpus"]])
' || fail "dtltop -C 0 opened a CPU outside its list"
exit 0
