# SPDX-License-Identifier: GPL-2.0-only
# Available pool processors (lparstat's "app", issue 16): the simulator's
# pool idle time follows its real idle, so app is the pool's size minus what
# its one partition runs; a live session re-reads --lparcfg=FILE once a
# second and gives the rate at which FILE's pool_idle_time advances; app is
# absent, never 0, where the pool's idle time is not visible; the header
# shows it at 200x60 and keeps it or a "+N more" mark at 80x24.
. "$TOP/tests/lib.sh"

# Simulated, 1 vCPU: 1 processor, and vCPU 0's load is 0.85 of its time
# (sim-pool.c: every 7th vCPU) on a wave of 1 + 0.35 sin(2 pi t / 30 s):
# over the first 15 s it runs 0.85 .. 0.98 (capped) of the time, so app
# lies in 0.02 .. 0.15 (0.01 .. 0.20: its runs are random lengths); and it
# is 1 - physc (physc from the DTL's dispatched time) within the gap
# between app's 1 s period and the snapshot's window.
"$DTLTOP" --simulate=1 --batch -d 1 -n 5 --json > one.json 2> one.err ||
	{ cat one.err; fail "--simulate=1 failed"; }
json_py one.json '
apps = [w["entitlement"].get("app_centi") for w in s]
assert sum(a is not None for a in apps) >= 3, apps      # from the second read on
for w in s:
    e = w["entitlement"]
    if "app_centi" not in e:
        continue
    assert 1 <= e["app_centi"] <= 20, e
    if w is not s[0]:
        assert abs(e["app_centi"] / 100 - (1 - e["physc"])) <= 0.08, e
' || fail "simulated app on 1 vCPU"

# 16 vCPUs on 8 processors: app is 8 - physc within a margin (app's 1 s
# period is not the snapshot's window), never above the pool, and "pool
# full" follows app (at or under 0.05).
"$DTLTOP" --simulate=16 --batch -d 1 -n 4 --json > sim.json 2> sim.err ||
	{ cat sim.err; fail "--simulate=16 failed"; }
json_py sim.json '
n = 0
for w in s[1:]:
    e = w["entitlement"]
    if "app_centi" not in e:
        continue
    n += 1
    assert 0 <= e["app_centi"] <= e["pool_capacity_centi"], e
    assert abs(e["app_centi"] / 100 - (8 - e["physc"])) <= 0.3, e
    assert e["pool_full"] == (e["app_centi"] <= 5), e
assert n >= 2, s
' || fail "simulated app on 16 vCPUs"
# text and CSV say the same as JSON: "app X.XX" and the app_procs column
"$DTLTOP" --simulate=16 --batch -d 1 -n 3 > sim.txt 2>/dev/null
grep -q "^Entitlement: .*  app [0-9]\.[0-9][0-9]  pool 0: 8 procs$" sim.txt ||
	fail "text: no app: $(grep Entitlement sim.txt)"
"$DTLTOP" --simulate=16 --batch -d 1 -n 3 --csv > sim.csv 2>/dev/null
head -1 sim.csv | grep -q ',app_procs$' || fail "CSV header: $(head -1 sim.csv)"
awk -F, '$1 >= 1 && NR > 1 && $NF !~ /^[0-9]+\.[0-9][0-9]$/ { bad = 1 } END { exit bad }' sim.csv ||
	fail "CSV app_procs missing after the first snapshot: $(tail -3 sim.csv)"

# Interactive: at 200x60 the header's entitlement line has app then the
# pool; at 80x24 app is there (the pool's size may be a "+N more").
. "$TOP/tests/tui-lib.sh"
for size in "200 60" "80 24"; do
	tui_restart "s${size% *}"
	# shellcheck disable=SC2086
	tui_start $size --simulate=16
	if [ "${size% *}" = 200 ]; then
		tui_wait "app "
		tui_wait " pool 0: 8 procs"
	else
		tui_wait "ent "
		# within a few refreshes app is known: shown, and what is cut
		# is counted: "  +1 more" where it fits, else " +1" (tui-lpar.c;
		# which one depends on the status part's length)
		end=$(( $(date +%s) + 60 ))
		until tui_screen | sed 's/ *$//' | grep -qE "^ent .* app [0-9.]+(  pool 0: 8 procs|  \+1 more| \+1)$"; do
			[ "$(date +%s)" -lt "$end" ] || fail "80x24: no app: $(tui_screen | head -6)"
			sleep 0.2	# polling the screen, not a guess
		done
	fi
	tui_check_quit
done

# Live, sched-only, as root: FILE's pool_idle_time advances 2.5 processors
# per second of wall time (tbr: the wall time in 512 MHz ticks), rewritten
# atomically (temp file, mv) every 0.1 s; app must read 2.50.
need_root_tracing
[ -e /sys/bus/event_source/devices/vpa_dtl ] && skip "vpa_dtl PMU present: live part is for sched-only hosts"
writer() {	# $1: processors idle x 10 (0: not authorised)
	local t0 now tb
	t0=$(date +%s%N)
	while :; do
		now=$(date +%s%N)
		tb=$(( (now - t0) * 64 / 125 + 1000 ))
		printf 'lparcfg 1.9\npartition_entitled_capacity=200\ncapped=0\nshared_processor_mode=1\npool=0\npool_capacity=800\npool_idle_time=%d\ntbr=%d\n' \
			$(( $1 ? 7 + tb * $1 / 10 : 0 )) "$tb" > cfg.tmp
		mv cfg.tmp cfg
		sleep 0.1
	done
}
writer 25 & w=$!
# tui-lib's trap kills the tmux server: keep it, with the writer's
trap 'kill $w 2>/dev/null || true; tm kill-server 2>/dev/null || true' EXIT
until [ -s cfg ]; do sleep 0.05; done
"$DTLTOP" --lparcfg=cfg --batch -d 1 -n 4 --json > live.json 2> live.err ||
	{ cat live.err; fail "live with --lparcfg=cfg failed"; }
kill $w; wait $w 2>/dev/null || true
json_py live.json '
got = [(w["window"]["end_ns"] - w["window"]["start_ns"], w["entitlement"].get("app_centi")) for w in s]
# one read a second: by the time 2 s of windows have passed, two reads
assert any(a is not None for _, a in got), got
elapsed = 0
for span, a in got:
    elapsed += span
    assert a is None or abs(a - 250) <= 3, got
    assert a is not None or elapsed < 2.5e9, got
' || fail "live app is not 2.50"

# not authorised (pool_idle_time 0): no app at all, never app 0
rm -f cfg
writer 0 & w=$!
until [ -s cfg ]; do sleep 0.05; done
"$DTLTOP" --lparcfg=cfg --batch -d 1 -n 3 > noauth.txt 2> noauth.err ||
	{ cat noauth.err; fail "live, not authorised: failed"; }
kill $w; wait $w 2>/dev/null || true
grep -q "^Entitlement: ent 2.00 uncapped" noauth.txt || fail "not authorised: $(cat noauth.txt)"
! grep -q " app " noauth.txt || fail "not authorised: app shown: $(grep Entitlement noauth.txt)"
