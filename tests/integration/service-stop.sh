#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Service mode as contrib/systemd/dtltop.service runs it: the unit's own
# ExecStart (and its commented --influx one), the binary under test put in
# and --simulate added (no LPAR here), the address made 127.0.0.1:0, run
# without a terminal and without --batch. Once it serves (its stderr line)
# and a scrape answers, SIGTERM as systemd's KillSignal sends it: the
# process must be gone (a zombie counts) within one second of the signal,
# exit 0, have written nothing on stdout, and have said one stderr line per
# state change: serving or writing, started, stopping, stopped.
. "$TOP/tests/lib.sh"

unit="$TOP/contrib/systemd/dtltop.service"
bin=$(cd "$(dirname "$DTLTOP")" && pwd)/$(basename "$DTLTOP")

# exec_start PREFIX: the unit's ExecStart line starting with PREFIX, its
# arguments after the binary
exec_start() {
	local l
	l=$(grep -m1 "^$1/usr/bin/dtltop " "$unit") || fail "no '$1ExecStart' line in the unit"
	echo "${l#"$1"/usr/bin/dtltop }"
}

# state PID: the process's state letter, or "gone"
state() { local s; s=$(cat "/proc/$1/stat" 2>/dev/null) || { echo gone; return; }; s=${s##*) }; echo "${s%% *}"; }

# stop_within PID ERRFILE: SIGTERM, then poll /proc until the process has
# exited (zombie or gone); fails past 1 s; prints the milliseconds taken
stop_within() {
	local t0 t s
	t0=$(date +%s%N)
	kill -TERM "$1"
	while :; do
		s=$(state "$1")
		t=$(( ($(date +%s%N) - t0) / 1000000 ))
		case $s in Z|X|gone) break;; esac
		[ "$t" -le 1000 ] || fail "still running ($s) ${t} ms after SIGTERM: $(cat "$2")"
		sleep 0.01
	done
	echo "$t"
}

# started ERRFILE PID: wait for the "started:" line (events flow)
started() {
	local end=$(( $(date +%s) + 120 ))
	until grep -q '^dtltop: started: ' "$1"; do
		kill -0 "$2" 2>/dev/null || fail "dtltop ended before starting: $(cat "$1")"
		[ "$(date +%s)" -lt "$end" ] || fail "no 'started:' line in 120 s: $(cat "$1")"
		sleep 0.05
	done
}

# lines ERRFILE WANT...: stderr is exactly these lines (regexes), in order
lines() {
	local f=$1 n=0 l
	shift
	[ "$(wc -l < "$f")" -eq $# ] || fail "$(wc -l < "$f") stderr lines, not $#: $(cat "$f")"
	while IFS= read -r l; do
		n=$((n + 1))
		[[ $l =~ ^${!n}$ ]] || fail "stderr line $n: '$l', not /${!n}/"
	done < "$f"
}

# ---- --listen: the unit's ExecStart ----
args=$(exec_start ExecStart=)
args=${args/0.0.0.0:9850/127.0.0.1:0}
case $args in *127.0.0.1:0*) ;; *) fail "the unit's ExecStart has no --listen 0.0.0.0:9850: $args";; esac
# shellcheck disable=SC2086
"$bin" --simulate=4 $args </dev/null >listen.out 2>listen.err &
pid=$!
port=$(metrics_port listen.err "$pid")
started listen.err "$pid"
curl -sf "http://127.0.0.1:$port/metrics" > scrape.txt || fail "scrape failed: $(cat listen.err)"
grep -q '^dtltop_build_info{' scrape.txt || fail "no dtltop_build_info in the scrape: $(head -n 3 scrape.txt)"
ms=$(stop_within "$pid" listen.err)
rc=0; wait "$pid" || rc=$?
[ "$rc" -eq 0 ] || fail "exit status $rc after SIGTERM: $(cat listen.err)"
[ ! -s listen.out ] || fail "stdout is not empty: $(head -c 300 listen.out)"
lines listen.err 'dtltop: serving metrics on http://127\.0\.0\.1:[0-9]+/metrics' \
	'dtltop: started: simulated session of 4 vCPUs, DTL from vpa_dtl, metrics every 10 s' \
	'dtltop: stopping: SIGTERM' 'dtltop: stopped'
echo "--listen: exited ${ms} ms after SIGTERM, 4 stderr lines, stdout empty"

# ---- --influx FILE: the unit's commented ExecStart ----
args=$(exec_start '#ExecStart=')
args=${args//\/var\/lib\/dtltop\//}
case $args in *"--influx dtltop.lp"*) ;; *) fail "the unit's --influx line is not --influx /var/lib/dtltop/dtltop.lp: $args";; esac
# shellcheck disable=SC2086
"$bin" --simulate=4 $args </dev/null >influx.out 2>influx.err &
pid=$!
started influx.err "$pid"
ms=$(stop_within "$pid" influx.err)
rc=0; wait "$pid" || rc=$?
[ "$rc" -eq 0 ] || fail "--influx: exit status $rc after SIGTERM: $(cat influx.err)"
[ ! -s influx.out ] || fail "--influx: stdout is not empty: $(head -c 300 influx.out)"
lines influx.err 'dtltop: writing InfluxDB lines to dtltop\.lp' \
	'dtltop: started: simulated session of 4 vCPUs, DTL from vpa_dtl, metrics every 10 s' \
	'dtltop: stopping: SIGTERM' 'dtltop: stopped'
# the open window was published on the way out: one batch, timestamped
grep -Eq '^dtltop_lpar,host=[^ ]+ .*events=[1-9][0-9]*i.* [0-9]{19}$' dtltop.lp ||
	fail "no dtltop_lpar line with events in dtltop.lp: $(head -n 3 dtltop.lp)"
echo "--influx FILE: exited ${ms} ms after SIGTERM, 4 stderr lines, stdout empty"

# ---- --influx -: the line protocol is all stdout holds ----
"$bin" --simulate=4 --influx - -d 10 </dev/null >stdout.lp 2>stdout.err &
pid=$!
started stdout.err "$pid"
ms=$(stop_within "$pid" stdout.err)
rc=0; wait "$pid" || rc=$?
[ "$rc" -eq 0 ] || fail "--influx -: exit status $rc: $(cat stdout.err)"
grep -q '^dtltop_lpar,' stdout.lp || fail "--influx -: no dtltop_lpar line on stdout"
grep -Ev '^dtltop_[a-z_]+(,[^ ]+)? [^ ]+ [0-9]{19}$' stdout.lp | head -n 3 > other.txt || true
[ ! -s other.txt ] || fail "--influx -: stdout holds more than line protocol: $(cat other.txt)"
lines stdout.err 'dtltop: writing InfluxDB lines to standard output' \
	'dtltop: started: simulated session of 4 vCPUs, DTL from vpa_dtl, metrics every 10 s' \
	'dtltop: stopping: SIGTERM' 'dtltop: stopped'
echo "--influx -: exited ${ms} ms after SIGTERM, stdout only line protocol"
