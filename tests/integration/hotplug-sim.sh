# SPDX-License-Identifier: GPL-2.0-only
# --sim-hotplug: simulated vCPU 3 goes offline 1.5 s after the start and
# comes back at 3.5 s, through the readers' hotplug path (readers_post,
# EV_CPU_STATE), as a live CPU would. The JSON snapshots mark it offline
# in between, a window it spends wholly offline has no dispatch of it, and
# it is dispatched again at the end; the other vCPUs never stop. Bad
# schedules are refused with exit 2 and one line.
. "$TOP/tests/lib.sh"

"$DTLTOP" --simulate=8 --batch --json -d 1 -n 6 --sim-hotplug 3:off@1.5,3:on@3.5 > sim.json 2> sim.err ||
	fail "dtltop --sim-hotplug exited $?: $(cat sim.err)"
[ ! -s sim.err ] || fail "stderr is not empty: $(cat sim.err)"
json_py sim.json '
assert len(s) == 6, len(s)
states = []
prev_off = False
for i, x in enumerate(s):
    c = {e["cpu"]: e for e in x["cpus"]}
    assert 3 in c, "snapshot %d does not list vCPU 3" % i
    off = c[3].get("offline") is True
    states.append(off)
    if off and prev_off:
        assert c[3]["dispatches"] == 0, "snapshot %d: vCPU 3 offline throughout, %d dispatches" % (i, c[3]["dispatches"])
    for k in range(8):
        if k != 3:
            assert not c[k].get("offline") and c[k]["dispatches"] > 0, (i, k, c[k].get("dispatches"))
    prev_off = off
# online, then offline for two or three windows (the 2 s span may straddle
# window boundaries), then online again and dispatched
assert states[0] is False and states[-1] is False, states
first, last = states.index(True), len(states) - 1 - states[::-1].index(True)
assert all(states[first:last + 1]) and 2 <= last - first + 1 <= 3, states
assert s[-1]["cpus"][3]["dispatches"] > 0, s[-1]["cpus"][3]
print("vCPU 3 offline in snapshots %d to %d of %d" % (first, last, len(states)))
' || fail "the snapshots do not follow the schedule"

# The exporter says how many vCPUs are offline now: 1, then 0 once back.
"$DTLTOP" --simulate=8 --batch -d 1 --listen 127.0.0.1:0 --sim-hotplug 2:off@0.5,2:on@4 \
	> listen.out 2> listen.err &
top=$!
trap 'kill $top 2>/dev/null || true' EXIT
port=$(metrics_port listen.err $top)
# scrape_until VALUE: wait (30 s at most) for a scrape that says it
scrape_until() {
	local end=$(( $(date +%s) + 30 ))
	while [ "$(date +%s)" -lt "$end" ]; do
		curl -fsS "http://127.0.0.1:$port/metrics" > prom.txt 2>/dev/null &&
			grep -qx "dtltop_vcpus_offline $1" prom.txt && return 0
		sleep 0.1
	done
	return 1
}
scrape_until 1 || fail "no scrape said 1 vCPU offline: $(grep offline prom.txt)"
grep -qx 'dtltop_vcpus 8' prom.txt || fail "the offline vCPU is no longer counted among those seen: $(grep '^dtltop_vcpus' prom.txt)"
scrape_until 0 || fail "no scrape said 0 vCPUs offline once it was back: $(grep offline prom.txt)"
kill -INT $top
rc=0; wait $top || rc=$?
[ $rc -eq 0 ] || fail "dtltop --listen exited $rc: $(cat listen.err)"

for bad in "3:off@1,3:off@2" "8:off@1" "3:down@1" "3:on@1"; do
	rc=0; "$DTLTOP" --simulate=8 --batch -n 1 --sim-hotplug "$bad" > bad.out 2> bad.err || rc=$?
	[ $rc -eq 2 ] || fail "--sim-hotplug $bad: exit $rc, want 2"
	grep -q "^dtltop: --sim-hotplug: " bad.err || fail "--sim-hotplug $bad: $(cat bad.err)"
done
# As a service (no terminal, no --batch): one stderr line per change of
# the vCPU set, each with the count the schedule gives.
"$DTLTOP" --simulate=4 --sim-hotplug 2:off@1,2:on@2.5 --influx svc.lp -d 1 -n 4 \
	< /dev/null > svc.out 2> svc.err || fail "service run: $(cat svc.err)"
[ "$(grep '^dtltop: vCPUs online' svc.err)" = "dtltop: vCPUs online: 3 (were 4)
dtltop: vCPUs online: 4 (were 3)" ] || fail "service state lines: $(cat svc.err)"
[ ! -s svc.out ] || fail "service run wrote on stdout: $(head -3 svc.out)"

rc=0; "$DTLTOP" --batch -n 1 --sim-hotplug 1:off@1 > bad.out 2> bad.err || rc=$?
[ $rc -eq 2 ] && grep -q "needs --simulate" bad.err || fail "--sim-hotplug without --simulate: exit $rc: $(cat bad.err)"
exit 0
