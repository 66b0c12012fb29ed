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
