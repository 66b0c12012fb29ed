# SPDX-License-Identifier: GPL-2.0-only
# tui-lib.sh: drive the interactive view in a private tmux server and read its
# screen (sourced by tests/integration/tui-*.sh after lib.sh). The machine is
# shared: everything waits by polling the screen, with generous timeouts.
command -v tmux >/dev/null || skip "tmux is not installed"
TUI_SOCK="$PWD/tmux.sock"
TUI_WAIT=${TUI_WAIT:-60}	# seconds; the ASan binary on a busy machine is slow
tm() { tmux -S "$TUI_SOCK" "$@"; }
trap 'tm kill-server 2>/dev/null || true' EXIT

# tui_start COLS LINES ARGS...: run "$DTLTOP ARGS..." in a COLSxLINES pane
# (locale TUI_LC, default C.UTF-8; NO_COLOR=TUI_NO_COLOR if that is set).
# After dtltop exits the pane shows EXIT=<status> and saves the terminal's
# state (stty -a) in stty.txt, then stays open so the test can read it.
tui_start() {
	local cols=$1 lines=$2 q style=${TUI_TIME_STYLE-perf}
	shift 2
	# times as perf-clock seconds, which the tests compare with perf
	# script's, unless TUI_TIME_STYLE says otherwise ("": dtltop's default)
	q=$(printf '%q ' "$DTLTOP" ${style:+"--time-style=$style"} "$@")
	rm -f exit.txt
	cat > run.sh <<EOF
export LC_ALL=${TUI_LC:-C.UTF-8} TERM=screen-256color
${TUI_NO_COLOR:+export NO_COLOR=$TUI_NO_COLOR}
$q 2> dtltop.err
rc=\$?
echo "\$rc" > exit.tmp && mv exit.tmp exit.txt
echo "EXIT=\$rc"
stty -a > stty.txt
echo DONE
sleep 600
EOF
	tm new-session -d -s tui -x "$cols" -y "$lines" "bash $PWD/run.sh"
}

# tui_sim NAME COLS LINES ARGS...: a fresh server (tui_restart NAME) running
# "$DTLTOP ARGS..." (a simulation), once it says [RUNNING].
tui_sim() {
	local name=$1
	shift
	tui_restart "$name"
	tui_start "$@"
	tui_wait "[RUNNING]"
}

tui_screen() { tm capture-pane -p -t tui; }
# Colour escapes on the screen (foreground/background 30-47, 90-107, 38/48;5).
tui_colors() { tm capture-pane -p -e -t tui | grep -oE $'\e\\[([34][0-7]|9[0-7]|10[0-7]|[34]8;5;[0-9]+)m' | wc -l; }

# A second session in the same test: a fresh server on a new socket (reusing
# the socket of one being killed can race with its exit).
tui_restart() {
	tm kill-server 2>/dev/null || true
	TUI_SOCK="$PWD/tmux.$1.sock"
	rm -f stty.txt exit.txt
}

# tui_wait TEXT [SECONDS]: until the screen shows TEXT (fixed string, runs of
# spaces squeezed on both sides), or fail showing the screen.
tui_wait() {
	local want end
	want=$(printf '%s' "$1" | tr -s ' ')
	end=$(( $(date +%s) + ${2:-$TUI_WAIT} ))
	while [ "$(date +%s)" -lt "$end" ]; do
		tui_screen | tr -s ' ' | grep -qF -- "$want" && return 0
		sleep 0.2
	done
	echo "--- screen ---"; tui_screen; echo "--- dtltop stderr ---"; cat dtltop.err 2>/dev/null
	fail "timed out waiting for: $1"
}

# tui_exit_status [SECONDS]: dtltop's exit status once it has ended, from a
# file rather than the screen (a capture can come back blank while tmux
# leaves the alternate screen); fails past the deadline.
tui_exit_status() {
	local end=$(( $(date +%s) + ${1:-$TUI_WAIT} ))
	while [ "$(date +%s)" -lt "$end" ]; do
		[ -s exit.txt ] && { cat exit.txt; return 0; }
		sleep 0.1
	done
	fail "dtltop did not exit within ${1:-$TUI_WAIT} s: $(tui_screen)"
}

# tui_gone TEXT: until TEXT is no longer on the screen.
tui_gone() {
	local end=$(( $(date +%s) + ${2:-$TUI_WAIT} ))
	while [ "$(date +%s)" -lt "$end" ]; do
		tui_screen | grep -qF -- "$1" || return 0
		sleep 0.2
	done
	tui_screen; fail "still on the screen: $1"
}

tui_keys() { tm send-keys -t tui "$@"; }

# tui_cursor: Left, until the time cursor's panel is up. A Left pressed
# before the first timeline cell is drawn says "no timeline yet" (a live or
# simulated session just started): then it is pressed again.
tui_cursor() {
	local end=$(( $(date +%s) + TUI_WAIT )) s
	tui_keys Left
	while [ "$(date +%s)" -lt "$end" ]; do
		s=$(tui_screen | tr -s ' ')
		case $s in
		*"s: run "*) return 0 ;;
		*"no timeline yet"*) tui_keys Left ;;
		esac
		sleep 0.2
	done
	echo "--- screen ---"; tui_screen
	fail "the time cursor's panel never opened"
}

# tui_click X Y [N]: N (default 1) left clicks at 0-based column X, line Y,
# as X10 mouse reports (press, release) the way xterm/screen send them.
tui_click() {
	local at ev="" i
	printf -v at '%b%b' "\\x$(printf %x $(($1 + 33)))" "\\x$(printf %x $(($2 + 33)))"
	for ((i = 0; i < ${3:-1}; i++)); do ev+=$'\e[M '"$at"$'\e[M#'"$at"; done
	tm send-keys -t tui -l "$ev"
}

# The vCPU numbers of the overview's rows, top to bottom, one line.
tui_rows() {
	tui_screen | awk '{ sub(/^>/, " ") } NR > 4 && $1 ~ /^[0-9]+$/ && NF >= 8 { printf "%s ", $1 }'
}

# tui_wait_rows "0 2 5 ": until the rows are exactly these.
tui_wait_rows() {
	local end=$(( $(date +%s) + ${2:-$TUI_WAIT} ))
	while [ "$(date +%s)" -lt "$end" ]; do
		[ "$(tui_rows)" = "$1" ] && return 0
		sleep 0.2
	done
	tui_screen; fail "rows are '$(tui_rows)', want '$1'"
}

# Resize below 80x24: the too-small message; back: the overview again.
tui_check_resize() {
	tm resize-window -t tui -x 60 -y 20
	tui_wait "Terminal too small: 60x20"
	tm resize-window -t tui -x 120 -y 40
	tui_wait "LPAR dispatches"
	tui_gone "Terminal too small"
}

# q exits 0 within 10 s and leaves the terminal cooked, echoing, cursor on.
tui_check_quit() {
	local rc end=$(( $(date +%s) + 10 ))
	tui_keys q
	rc=$(tui_exit_status 20)
	[ "$rc" = 0 ] || fail "q: exit $rc, want 0 ($(cat dtltop.err))"
	until grep -q 'speed' stty.txt 2>/dev/null; do	# stty -a written after the exit
		[ "$(date +%s)" -lt "$end" ] || fail "no terminal state saved after the exit"
		sleep 0.1
	done
	grep -q -- ' icanon' stty.txt || fail "terminal left without icanon: $(cat stty.txt)"
	grep -q -- ' echo ' stty.txt || fail "terminal left without echo: $(cat stty.txt)"
	if grep -q "ERROR: \(Address\|Leak\)Sanitizer" dtltop.err; then fail "sanitizer: $(cat dtltop.err)"; fi
}
