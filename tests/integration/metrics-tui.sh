#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# --listen beside the interactive view: the session's model is snapshotted
# once per -d (not per scrape) while the view runs, counters only grow, and
# q quits with status 0, the terminal restored and the port closed (the
# server's thread is gone with the process).
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
command -v curl >/dev/null || skip "curl is not installed"

tui_sim listen 120 40 --simulate=8 --listen 127.0.0.1:0 -d 0.5
port=$(sed -n 's|^dtltop: serving metrics on http://127.0.0.1:\([0-9]*\)/metrics$|\1|p' dtltop.err)
[ -n "$port" ] || fail "no 'serving metrics' line: $(cat dtltop.err)"	# said before [RUNNING]

# dtltop_dispatches_total of vCPU 0 (empty before any publication)
disp0() {
	curl -s --max-time 10 "http://127.0.0.1:$port/metrics" |
		sed -n 's/^dtltop_dispatches_total{cpu="0"} \([0-9]*\)$/\1/p'
}
# until vCPU 0's counter is above $1 (a new publication), with a deadline
above() {
	local end=$(( $(date +%s) + 60 )) v
	while [ "$(date +%s)" -lt "$end" ]; do
		v=$(disp0)
		[ -n "$v" ] && [ "$v" -gt "$1" ] && { echo "$v"; return 0; }
		sleep 0.1
	done
	fail "dtltop_dispatches_total{cpu=\"0\"} stayed at ${v:-nothing} (want > $1)"
}
a=$(above 0)
b=$(above "$a")
# two scrapes between publications read the same snapshot
c=$(disp0); d=$(disp0)
[ "$c" -le "$d" ] || fail "counter went back: $c then $d"
tui_screen | grep -q "^LPAR  *dispatches" || fail "the view is not drawing: $(tui_screen)"
tui_check_quit
if curl -s --max-time 5 "http://127.0.0.1:$port/metrics" >/dev/null; then
	fail "port $port still answers after dtltop quit"
fi
echo "tui + listen: $a -> $b dispatches of vCPU 0 over two publications"
