# SPDX-License-Identifier: GPL-2.0-only
# -C takes only lists like 0, 0-3 or 0-3,8,10-11 (cpulist.h): anything else
# (0,x, 0-, 0x1, ...) is refused before a source is opened, live, replay
# and simulated alike, with exit 2 and dtltop's own message; libperf's
# parser, which took such lists, and its warning about big CPU numbers on
# stderr are never reached. A well-formed CPU that is not online: one line.
. "$TOP/tests/lib.sh"
"$DTLGEN" -o good.data --cpus 2 --seconds 0.2 --sched --seed 3 2>/dev/null
refused() {	# refused LIST ARGS...: dtltop -C LIST ARGS... is a usage error
	local list=$1 rc=0
	shift
	timeout -k 5 60 "$DTLTOP" -C "$list" "$@" > out.txt 2> err.txt || rc=$?
	[ "$rc" -eq 2 ] || fail "-C '$list' $*: exit $rc, want 2 ($(cat err.txt))"
	grep -qF -- "dtltop: -C wants a CPU list like 0-3,8, not '$list': " err.txt ||
		fail "-C '$list' $*: message: $(cat err.txt)"
	! grep -q "Perf can support" err.txt || fail "-C '$list' $*: libperf spoke: $(cat err.txt)"
	[ ! -s out.txt ] || fail "-C '$list' $*: printed output: $(cat out.txt)"
}
for list in '' 0,x 0- 0x1 -1 3-1 1,,2 0, ' 1' '0, 1' 1-2-3 65536 0-70000 99999999999; do
	refused "$list" --batch -n 1 -d 0.1		# live
	refused "$list" -i good.data			# replay (interactive, or
							# a snapshot without a terminal)
	refused "$list" --simulate=4			# simulated, interactive
done
# The reason is given.
refused 0,x -i good.data
grep -qF "not '0,x': 'x' is not a CPU number or range" err.txt || fail "0,x: $(cat err.txt)"
refused 3-1 -i good.data
grep -qF "not '3-1': range '3-1' runs backwards" err.txt || fail "3-1: $(cat err.txt)"

# A CPU that cannot be online (past any real machine's, below the limit):
# live capture says so in one line, with nothing from libperf.
if [ "$(id -u)" -eq 0 ]; then
	rc=0; timeout -k 5 60 "$DTLTOP" --batch -n 1 -d 0.1 -C 65535 > out.txt 2> err.txt || rc=$?
	[ "$rc" -eq 2 ] || fail "-C 65535: exit $rc, want 2 ($(cat err.txt))"
	[ "$(cat err.txt)" = "dtltop: -C 65535: cpu 65535 is not online" ] ||
		fail "-C 65535: stderr: $(cat err.txt)"
else
	echo "not root: the live 'not online' case is not run"
fi
