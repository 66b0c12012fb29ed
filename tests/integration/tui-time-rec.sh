# SPDX-License-Identifier: GPL-2.0-only
# The interactive view with --time opens on that span: its cumulative header
# is --time's --json for the same span. While -o records a simulated
# session, the header says REC and the file's size, at 120x40 and 80x24,
# and the size grows as the file does.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o demo.data --cpus 4 --seconds 4 --seed 1 --sched 2>/dev/null
first=$("$DTLTOP" -i demo.data --script=oneline | awk 'NR == 1 { print $4 + 0; exit }')
t0=$(awk -v f="$first" 'BEGIN { printf "%.3f", f + 1.5 }')
"$DTLTOP" -i demo.data --time "$t0,+1" --json > span.json
header=$(json_py span.json '
x = s[0]; t = x["totals"]; span = x["span_ns"][1] - x["span_ns"][0]; n = len(x["cpus"])
lossy = x["lost"] or t["dtl_full_polls"] or t["aux_truncated"] or t["aux_overruns"]
assert 0.9e9 < span < 1e9, span
print("LPAR dispatches %d (%.1f/s) steal %s%.2f%% lat p99 %.1f us vCPUs %d span %.6f s" % (
    t["dispatches"], t["dispatches"] / (span / 1e9), "~" if lossy else "",
    t["steal_ns"] * 100.0 / (span * n),
    t["enqueue_to_dispatch"]["p99"] * 1e6 / t["tb_freq"], n, span / 1e9))')
tui_start 120 40 -i demo.data --time "$t0,+1"
tui_wait "[END]"
tui_wait "--time span"	# every figure the span's
tui_wait "$header"
tui_check_quit

# REC: the recording's size, as the file grows.
rec_mb() { tui_screen | sed -n 's/.*\[RUNNING REC \([0-9][0-9]*\.[0-9]\) MB\].*/\1/p' | head -1; }
for size in "120 40" "80 24"; do
	tui_restart "${size% *}"
	rm -f rec.data
	# shellcheck disable=SC2086
	tui_start $size --simulate=8 --sim-rate 2000 -o rec.data
	tui_wait "[RUNNING REC "
	a=$(rec_mb)
	[ -n "$a" ] || fail "$size: no 'REC N.N MB' in the header: $(tui_screen | head -2)"
	end=$(( $(date +%s) + 60 ))
	until b=$(rec_mb) && [ -n "$b" ] && awk -v a="$a" -v b="$b" 'BEGIN { exit !(b > a) }'; do
		[ "$(date +%s)" -lt "$end" ] || fail "$size: REC stayed at $a MB"
		sleep 0.2
	done
	tui_check_quit
	# the last figure shown is at most the file's final size
	awk -v b="$b" -v s="$(stat -c %s rec.data)" 'BEGIN { exit !(b * 1e6 <= s + 50000) }' ||
		fail "$size: REC said $b MB, the file has $(stat -c %s rec.data) bytes"
	"$DTLTOP" -i rec.data --json > /dev/null || fail "$size: the recording does not replay"
done
