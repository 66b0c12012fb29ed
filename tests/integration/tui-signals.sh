# SPDX-License-Identifier: GPL-2.0-only
# The terminal is restored whatever ends the interactive view: SIGTERM quits
# cleanly (exit 0); a crash signal (SIGSEGV) is handled by restoring the
# terminal with async-signal-safe calls and dying of the signal (exit 139).
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o demo.data --cpus 4 --seconds 1 --seed 3 --sched 2>/dev/null

# dtltop is the only child of the pane's shell
dtltop_pid() { pgrep -P "$(tm display-message -p -t tui '#{pane_pid}')" | head -n 1; }
sane() {
	grep -q -- ' icanon' stty.txt || fail "$1: terminal left without icanon: $(cat stty.txt)"
	grep -q -- ' echo ' stty.txt || fail "$1: terminal left without echo: $(cat stty.txt)"
}

tui_start 100 30 -i demo.data
tui_wait "[END]"
kill -TERM "$(dtltop_pid)"
tui_wait "EXIT=0" 20
tui_wait DONE 10
sane SIGTERM
tui_restart 2
# ASan would catch SIGSEGV itself before our handler; keep it out of the way.
ASAN_OPTIONS="${ASAN_OPTIONS:-}:handle_segv=0:allow_user_segv_handler=1" tui_start 100 30 -i demo.data
tui_wait "[END]"
kill -SEGV "$(dtltop_pid)"
tui_wait "EXIT=139" 20
tui_wait DONE 10
sane SIGSEGV

# Every kind of session (replay, simulated, live when this machine allows
# it) ends within a second, exit 0, the terminal restored, and the process
# gone, however it is asked to: q, Ctrl-C, SIGINT, SIGTERM, SIGHUP, SIGQUIT,
# or its terminal going away (tmux kill-session: SIGHUP).
kinds=("replay|-i demo.data|[END]" "simulated|--simulate=8|[RUNNING]")
if [ "$(id -u)" -eq 0 ] && [ -d /sys/kernel/tracing/events ]; then
	kinds+=("live||[LIVE]")
fi
n=3
# running PID: the process exists and has not ended (a zombie whose parent,
# the pane's shell, died with the pane has ended: init reaps it later).
running() {
	local st
	st=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) || return 1
	[ -n "$st" ] && [ "$st" != Z ] && [ "$st" != X ]
}
gone_within() {	# gone_within PID MS: the process ended within MS ms
	local t0 now
	t0=$(date +%s%N)
	while running "$1"; do
		now=$(date +%s%N)
		[ $(( (now - t0) / 1000000 )) -le "$2" ] || return 1
		sleep 0.01
	done
	echo "$(( ($(date +%s%N) - t0) / 1000000 ))"
}
for k in "${kinds[@]}"; do
	IFS='|' read -r kind args ready <<< "$k"
	for how in q C-c INT TERM HUP QUIT kill-session; do
		tui_restart $n
		n=$((n + 1))
		# shellcheck disable=SC2086
		tui_start 100 30 $args
		tui_wait "$ready"
		pid=$(dtltop_pid)
		[ -n "$pid" ] || fail "$kind: no dtltop process"
		case $how in
		q | C-c) tui_keys "$how" ;;
		kill-session) tm kill-session -t tui ;;
		*) kill -"$how" "$pid" ;;
		esac
		ms=$(gone_within "$pid" 1000) || fail "$kind, $how: dtltop still running 1 s later"
		echo "$kind, $how: gone in $ms ms"
		[ "$how" = kill-session ] && continue	# no terminal left to look at
		tui_wait "EXIT=0" 20
		tui_wait DONE 10
		sane "$kind, $how"
	done
done
