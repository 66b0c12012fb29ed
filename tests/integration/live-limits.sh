# SPDX-License-Identifier: GPL-2.0-only
# Live sched capture against the process's limits: a soft open-file limit
# of 9 is raised to what the events need (CPUs x 3 sched tracepoints + 64)
# and the session runs; a hard limit of 12 is one line and exit 1; for a
# user with CAP_PERFMON and no CAP_IPC_LOCK, a lowered
# kernel.perf_event_mlock_kb gives smaller rings, said once, and one too
# low for a page per CPU a message naming the three ways out, exit 1.
. "$TOP/tests/lib.sh"
need_root_tracing
[ -e /sys/bus/event_source/devices/vpa_dtl ] && skip "vpa_dtl PMU present: this test is for sched-only hosts"
ncpu=$(getconf _NPROCESSORS_ONLN)
ntp=0
for e in sched_switch sched_wakeup sched_migrate_task; do
	[ -e /sys/kernel/tracing/events/sched/$e/id ] && ntp=$((ntp + 1))
done
need=$((ncpu * ntp + 64))

# (a) soft limit 9, hard limit untouched: raised to $need, and it runs.
rm -f ready
rc=0
(ulimit -Sn 9 && exec "$DTLTOP" --batch -d 1 -n 1 --json --ready-fd 3 3> ready > a.json 2> a.err) &
top=$!
wait_ready ready $top || fail "(a) dtltop never said ready: $(cat a.err)"
soft=$(awk '/^Max open files/ { print $4 }' /proc/$top/limits)
wait $top || rc=$?
[ $rc -eq 0 ] || fail "(a) ulimit -Sn 9: exit $rc: $(cat a.err)"
[ "$soft" = "$need" ] || fail "(a) soft open-file limit $soft, want $need ($ncpu CPUs x $ntp + 64)"
grep -q "Too many open files" a.err && fail "(a) $(cat a.err)"
json_py a.json "
s = s[-1]
assert len(s['cpus']) == $ncpu, s['cpus']
assert all(c['sched_switch'] > 0 for c in s['cpus']), [c['sched_switch'] for c in s['cpus']]
" || fail "(a) the snapshot does not cover every CPU"

# (b) hard limit 12: the one line, exit 1, before anything is opened.
rc=0
(ulimit -n 12 && exec "$DTLTOP" --batch -d 1 -n 1 --json) > b.json 2> b.err || rc=$?
cat b.err
[ $rc -eq 1 ] || fail "(b) ulimit -Hn 12: exit $rc, want 1"
want="dtltop: $ncpu CPUs need about $need open files; the hard limit is 12: raise it (ulimit -Hn, LimitNOFILE= in systemd)"
[ "$(cat b.err)" = "$want" ] || fail "(b) want exactly: $want"
[ ! -s b.json ] || fail "(b) printed a snapshot"

# (c) a CAP_PERFMON user (CAP_DAC_READ_SEARCH to read tracefs) without
# CAP_IPC_LOCK, ulimit -l 0: the budget is perf_event_mlock_kb per CPU.
command -v setpriv >/dev/null || skip "setpriv is not installed"
p=$(cat /proc/sys/kernel/perf_event_paranoid)
[ "$p" -gt -1 ] || skip "kernel.perf_event_paranoid is $p: no locked-memory limit for perf here"
[ "$(getconf PAGESIZE)" -eq 4096 ] || skip "the expected ring sizes are worked out for 4 KiB pages"
dir=$(mktemp -d)
old=$(cat /proc/sys/kernel/perf_event_mlock_kb)
trap 'echo "$old" > /proc/sys/kernel/perf_event_mlock_kb; rm -rf "$dir"' EXIT
chmod 755 "$dir"
cp "$DTLTOP" "$dir/dtltop"
chmod 755 "$dir/dtltop"
as_perfmon() {
	(ulimit -l 0 && cd "$dir" && exec setpriv --reuid=65534 --regid=65534 --clear-groups \
		--inh-caps=-all,+perfmon,+dac_read_search --ambient-caps=+perfmon,+dac_read_search \
		./dtltop --batch -d 1 -n 1 --json)
}
# 64 KiB: 16 pages a CPU; the 512 KiB ring (128 + 1 pages, sched only) halves to 8 + 1.
echo 64 > /proc/sys/kernel/perf_event_mlock_kb
rc=0; as_perfmon > c.json 2> c.err || rc=$?
cat c.err
[ $rc -eq 0 ] || fail "(c) perf_event_mlock_kb 64: exit $rc"
[ "$(grep -c "rings cut to fit the locked-memory budget" c.err)" -eq 1 ] || fail "(c) not said once"
grep -q "kernel.perf_event_mlock_kb 64 x $ncpu online CPUs, ulimit -l 0 KiB, no CAP_IPC_LOCK): sched ring 32 KiB per CPU (asked 512 KiB)" c.err ||
	fail "(c) not the 32 KiB ring 16 pages a CPU allow"
json_py c.json "assert len(s) == 1 and s[0]['events'] > 0, s" || fail "(c) no events"
# 2 KiB: 0 pages a CPU (2 >> 2), and a ring needs 2.
echo 2 > /proc/sys/kernel/perf_event_mlock_kb
rc=0; as_perfmon > d.json 2> d.err || rc=$?
cat d.err
[ $rc -eq 1 ] || fail "(c) perf_event_mlock_kb 2: exit $rc, want 1"
for w in "perf_event_mlock_kb is 2" "ulimit -l is 0 KiB" CAP_IPC_LOCK; do
	grep -q "$w" d.err || fail "(c) the message does not name '$w'"
done
grep -q "CAP_PERFMON" d.err && fail "(c) the message blames CAP_PERFMON"
[ ! -s d.json ] || fail "(c) printed a snapshot"
exit 0
