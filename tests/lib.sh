# SPDX-License-Identifier: GPL-2.0-only
# lib.sh: helpers shared by the integration tests (sourced, not run).
set -eu
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "$*"; exit 77; }
need_root_tracing() {
	[ "$(id -u)" -eq 0 ] || skip "needs root for perf record -a"
	command -v perf >/dev/null || skip "perf is not installed"
	[ -d /sys/kernel/tracing/events ] || mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null ||
		skip "tracefs is not available"
}
# need_cpu1_offline WHO: root, cpu1 online with a writable online file
# (ONL, set here), no vpa_dtl PMU (WHO: what the test is for) and tracing.
# The caller puts cpu1 back online in its own EXIT trap.
need_cpu1_offline() {
	[ "$(id -u)" -eq 0 ] || skip "needs root to take a CPU offline"
	ONL=/sys/devices/system/cpu/cpu1/online
	[ -w "$ONL" ] || skip "cpu1 has no writable online file"
	[ "$(cat "$ONL")" = 1 ] || skip "cpu1 is not online"
	[ -e /sys/bus/event_source/devices/vpa_dtl ] && skip "vpa_dtl PMU present: this test is for $1"
	need_root_tracing
}
# json_get FILE EXPR: evaluate a Python expression over the parsed JSON
# objects of FILE (one per line), bound as `s` (list).
json_py() { python3 -c "import json,sys; s=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]; $2" "$1"; }
# wait_ready FILE PID: until dtltop (PID, started with --ready-fd N N>FILE)
# says "ready" in FILE; fails if it ends first or takes over a minute (the
# machine may be busy: poll, do not guess).
wait_ready() {
	local end=$(( $(date +%s) + 60 ))
	while [ "$(date +%s)" -lt "$end" ]; do
		grep -qx ready "$1" 2>/dev/null && return 0
		kill -0 "$2" 2>/dev/null || return 1
		sleep 0.05
	done
	return 1
}
# metrics_port ERRFILE PID: the port dtltop (PID, started with --listen
# 127.0.0.1:0 and stderr to ERRFILE) says it serves metrics on, once its
# "serving metrics on" line is there; fails if it ends first or stays silent
# for two minutes.
metrics_port() {
	local end=$(( $(date +%s) + 120 )) port=
	while :; do
		port=$(sed -n 's,^dtltop: serving metrics on http://127\.0\.0\.1:\([0-9][0-9]*\)/metrics$,\1,p' "$1")
		[ -n "$port" ] && { echo "$port"; return 0; }
		kill -0 "$2" 2>/dev/null || fail "dtltop ended before serving: $(cat "$1")"
		[ "$(date +%s)" -lt "$end" ] || fail "no 'serving metrics on' line in 120 s: $(cat "$1")"
		sleep 0.05
	done
}

# stop_child PID: a server the test started in the background: SIGTERM,
# then SIGKILL if it is still there 30 s later; reaped.
stop_child() {
	local end=$(( $(date +%s) + 30 ))
	kill -TERM "$1" 2>/dev/null || return 0
	while kill -0 "$1" 2>/dev/null && [ "$(date +%s)" -lt "$end" ]; do sleep 0.1; done
	kill -KILL "$1" 2>/dev/null || true
	wait "$1" 2>/dev/null || true
}
