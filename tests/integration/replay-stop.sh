# SPDX-License-Identifier: GPL-2.0-only
# A replay ends when asked, whatever its input does (dtltop(1), DESCRIPTION
# and EXIT STATUS): SIGINT stops a replay of a stream that never ends (exit
# 0, the snapshot printed), a FIFO whose writer stalls does not hold SIGINT
# or the interactive view's q, and a stop before the header was read is
# exit 1 with one line.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

# running PID: exists and has not ended (zombies have ended).
running() {
	local st
	st=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) || return 1
	[ -n "$st" ] && [ "$st" != Z ] && [ "$st" != X ]
}
# ends_within PID S: the process ends within S seconds. A hang is forever;
# S only bounds how long the test waits for one on a busy machine.
ends_within() {
	local end=$(( $(date +%s) + $2 ))
	while running "$1"; do
		[ "$(date +%s)" -lt "$end" ] || return 1
		sleep 0.05
	done
}

# 1. An endless stream (dtlgen writes ~100 GB): SIGINT once it is replaying.
( "$DTLGEN" -o - --cpus 4 --size-mb 100000 2>/dev/null || true ) |
	"$DTLTOP" -i - --batch --ready-fd 3 3> ready > endless.txt 2> endless.err &
pid=$!
wait_ready ready "$pid" || fail "endless: never ready ($(cat endless.err))"
kill -INT "$pid"
ends_within "$pid" 20 || { kill -KILL "$pid"; fail "endless: still replaying 20 s after SIGINT"; }
rc=0; wait "$pid" || rc=$?
[ "$rc" -eq 0 ] || fail "endless: exit $rc, want 0 ($(cat endless.err))"
grep -q '^dtltop - source replay (-)' endless.txt || fail "endless: no snapshot: $(head -3 endless.txt)"
[ ! -s endless.err ] || fail "endless: stderr: $(cat endless.err)"

# 2. A FIFO whose writer wrote a recording and then stalls (keeps it open).
# Once cat returns, all but a pipe buffer (64 KiB) of the 300+ KiB has
# been read, so events were delivered. (--aux-size: the lap size is given,
# so no look-ahead holds the stream's first records while it finds it.)
"$DTLGEN" -o - --cpus 4 --seconds 2 --sched 2>/dev/null > stream.data
[ "$(stat -c %s stream.data)" -gt 200000 ] || fail "stream.data is only $(stat -c %s stream.data) bytes"
mkfifo ff
"$DTLTOP" -i ff --aux-size 131072 --batch > stalled.txt 2> stalled.err &
pid=$!
exec 4> ff	# returns once dtltop has opened its end
cat stream.data >&4
kill -INT "$pid"
ends_within "$pid" 20 || { kill -KILL "$pid"; exec 4>&-; fail "stalled FIFO: still waiting 20 s after SIGINT"; }
rc=0; wait "$pid" || rc=$?
exec 4>&-
[ "$rc" -eq 0 ] || fail "stalled FIFO: exit $rc, want 0 ($(cat stalled.err))"
events=$(sed -n 's/^Span .* events \([0-9]*\) .*/\1/p' stalled.txt)
[ "${events:-0}" -gt 0 ] || fail "stalled FIFO: no events reported: $(head -3 stalled.txt)"
# The same while the look-ahead that finds the lap size waits on the writer.
"$DTLTOP" -i ff --batch > stalled2.txt 2> stalled2.err &
pid=$!
exec 4> ff
cat stream.data >&4
kill -INT "$pid"
ends_within "$pid" 20 || { kill -KILL "$pid"; exec 4>&-; fail "stalled FIFO, look-ahead: still waiting 20 s after SIGINT"; }
rc=0; wait "$pid" || rc=$?
exec 4>&-
[ "$rc" -eq 0 ] || fail "stalled FIFO, look-ahead: exit $rc, want 0 ($(cat stalled2.err))"
grep -q '^dtltop - source replay (ff)' stalled2.txt || fail "stalled FIFO, look-ahead: no snapshot"

# 3. The FIFO's writer never writes: SIGINT while the header is awaited.
"$DTLTOP" -i ff --batch > nohead.txt 2> nohead.err &
pid=$!
exec 4> ff
kill -INT "$pid"
ends_within "$pid" 20 || { kill -KILL "$pid"; exec 4>&-; fail "no header: still waiting 20 s after SIGINT"; }
rc=0; wait "$pid" || rc=$?
exec 4>&-
[ "$rc" -eq 1 ] || fail "no header: exit $rc, want 1"
[ "$(cat nohead.err)" = "dtltop: ff: interrupted before the recording's header was read" ] ||
	fail "no header: stderr: $(cat nohead.err)"
[ ! -s nohead.txt ] || fail "no header: printed: $(head -3 nohead.txt)"

# 4. The interactive view on a stalled FIFO: q quits, exit 0.
tui_start 120 30 -i "$PWD/ff"
exec 4> ff
cat stream.data >&4
tui_wait "[LOADING]"
tui_keys q
tui_wait "EXIT=0" 20
exec 4>&-
echo "replay stops: endless stream, stalled FIFO, no header, interactive q"
