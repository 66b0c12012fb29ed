#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# Wall-clock time in the interactive view, at 200x60 and 80x24: a recording
# whose CLOCK_DATA puts its start at 10:39:58.5 UTC. The header names the
# zone; g 10:40 (TZ=UTC, then a POSIX zone one hour east where 11:40 is
# the same moment) puts the time cursor on the cell holding that moment,
# the cell the test computes from the offset it reads in the file's
# CLOCK_DATA; g +1.5 lands on the same cell; T shows perf-clock seconds of
# that cell, then seconds since the first event. A file without CLOCK_DATA
# shows approximate (~) times from its mtime.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
export TUI_TIME_STYLE=""	# dtltop's default: the wall clock

"$DTLGEN" -o cd.data --cpus 4 --seconds 3 --seed 7 --sched --clock-data 2026-11-27T10:39:58.5Z 2>/dev/null
off=$(python3 - cd.data <<'PY'
import struct, sys
d = open(sys.argv[1], "rb").read()
data_off, data_size = struct.unpack_from("<QQ", d, 40)
flags = struct.unpack_from("<4Q", d, 72)
nth = sum(1 for b in range(29) if flags[b // 64] >> (b % 64) & 1)
off, size = struct.unpack_from("<QQ", d, data_off + data_size + 16 * nth)
v, cid, wall, clk = struct.unpack_from("<IIQQ", d, off)
print(wall - clk)
PY
)
[ -n "$off" ] || fail "no CLOCK_DATA in the recording"
first=$("$DTLTOP" -i cd.data --batch --json | grep -o '"span_ns":\[[0-9]*' | grep -o '[0-9]*$')

# cell WALL_EPOCH_S CELL_NS SHIFT_S: "LO HI PLO" of the cell holding that
# moment: its bounds as HH:MM:SS.fff (the zone SHIFT_S seconds east of
# UTC) and its start in perf-clock seconds
cell() {
	python3 - "$off" "$1" "$2" "$3" <<'PY'
import sys, datetime
off, wall, cw, shift = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
s, _, f = wall.partition(".")
target = int(s) * 10**9 + int((f + "000000000")[:9]) - off	# perf-clock ns
lo = target // cw * cw
def hms(ns):
    w = ns + off + shift * 10**9
    t = datetime.datetime.fromtimestamp(w // 10**9, datetime.timezone.utc)
    return t.strftime("%H:%M:%S") + ".%03d" % (w % 10**9 // 10**6)
print(hms(lo), hms(lo + cw), "%d.%03d" % (lo // 10**9, lo % 10**9 // 10**6))
PY
}

T1040=1795776000	# 2026-11-27 10:40:00 UTC
n=0
for run in "200 60 UTC 0 10:40" "80 24 XYZ-1 3600 11:40"; do
	set -- $run
	tz=$3 shift=$4 typed=$5
	{
		name=${tz%%-*}
		n=$((n + 1)); tui_restart "w$n"
		TZ=$tz tui_start "$1" "$2" -i cd.data
		tui_wait "[END]"
		tui_screen | head -1 | grep -q " $name " || fail "$1x$2 $tz: the zone is not in the header: $(tui_screen | head -1)"
		tui_keys g "$typed" Enter
		read -r lo hi plo <<< "$(cell $T1040 100000000 "$shift")"
		if [ "$1" -ge 200 ]; then
			tui_wait " $lo .. $hi: run "
		else
			tui_wait " $lo+0.100s: run "
		fi
		# the same moment as seconds after the first event
		rel=$(python3 -c "print('%.3f' % (($T1040 * 10**9 - $off - $first) / 1e9))")
		tui_keys g "+$rel" Enter
		[ "$1" -ge 200 ] && tui_wait " $lo .. $hi: run "
		# T: perf-clock seconds, then seconds since the first event
		tui_keys T; tui_wait "times: perf"
		[ "$1" -ge 200 ] && tui_wait " $plo s .. "
		tui_keys T; tui_wait "times: rel"
		[ "$1" -ge 200 ] && tui_wait " +"
		tui_keys T; tui_wait "times: wall"
		tui_keys g "${typed%:*}:39" Enter; tui_wait "before the first event ("
		tui_keys g 10:4x Enter; tui_wait "not a time of day"
		tui_check_quit
	}
done

# Without CLOCK_DATA: the mtime, approximate
"$DTLGEN" -o plain.data --cpus 2 --seconds 2 --seed 3 --sched 2>/dev/null
touch -d '2026-11-27 10:45:00Z' plain.data
tui_restart plain
TZ=UTC tui_start 200 60 -i plain.data
tui_wait "[END]"
tui_keys g 10:44:59 Enter
tui_wait " ~10:44:59."
tui_check_quit
exit 0
