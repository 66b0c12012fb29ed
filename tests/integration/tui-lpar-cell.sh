#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# The overview's LPAR row under the time cursor gives that cell's p99 of
# enqueue_to_dispatch and its loss incidents. Checked against the cell's
# span as the cursor panel names it: the p99 from dtltop --script=oneline's
# entries of that span, ranked as hist.h ranks (value of rank ceil(0.99 n))
# and rounded up to its log2 bin's bound (2^(k+1) - 1 ticks, 512 ticks a
# microsecond), which is how the model keeps a bucket; the loss from perf's
# own dump of the AUX records in the span (size >= 84 entries of 48 bytes:
# a full poll; or flagged truncated/partial/collision). A recording with
# most polls full (--rate 20000 --poll-ms 40) marks its cells with '!'.
# At 120x40 and at 80x24.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
[ -x "${UPERF:-}" ] || skip "upstream perf (UPERF) is not built"

# check_cell NAME FILE COLS LINES: the cursor cell's p99 and loss
check_cell() {
	local name=$1 file=$2 span a b line want loss
	tui_restart "$name"
	tui_start "$3" "$4" -i "$file"
	tui_wait "[END]"
	tui_cursor
	# left to a cell with loss (the recordings have some), the screen
	# redrawn for each step: the cursor time in the row changes
	local prev="" i
	for ((i = 0; i < 60; i++)); do
		line=$(tui_screen | grep -E '^LPAR [0-9]' | head -1)
		[ -n "$line" ] && [ "$line" != "$prev" ] || { sleep 0.1; continue; }
		case $line in *" loss "[1-9]*) break ;; esac
		prev=$line
		tui_keys Left
	done
	tui_wait "s: run "
	# the panel: " vCPU N  A s .. B s:  run ...", at 80 columns "A+Ds:"
	span=$(tui_screen | grep -oE '[0-9]+\.[0-9]+ s \.\. [0-9]+\.[0-9]+ s:|[0-9]+\.[0-9]+\+[0-9]+\.[0-9]+s:' | tail -1)
	[ -n "$span" ] || fail "$name: no cell span in the cursor panel: $(tui_screen)"
	case $span in
	*+*) a=${span%%+*}; b=$(awk -v a="$a" -v d="${span#*+}" 'BEGIN { printf "%.3f", a + d }') ;;
	*) a=${span%% s ..*}; b=${span#*.. }; b=${b%% s:} ;;
	esac
	line=$(tui_screen | grep -E '^LPAR [0-9]' | head -1)
	case $line in *" p99 "*" loss "*) ;; *) fail "$name: LPAR row without p99 and loss: '$line'" ;; esac
	want=$("$DTLTOP" -i "$file" --script=oneline | python3 -c '
import re, sys
a, b = float(sys.argv[1]), float(sys.argv[2])
v = sorted(int(m.group(2)) for m in (re.search(r"\s([0-9]+\.[0-9]+):.*enqueue_to_dispatch_time:([0-9]+)", l)
					for l in sys.stdin) if m and a <= float(m.group(1)) < b)
if not v:
	print("-"); sys.exit()
r = max(1, -(-99 * len(v) // 100))	# ceil(0.99 n)
k = max(v[r - 1], 1).bit_length() - 1
print("%.0fus" % ((2 ** (k + 1) - 1) / 512))' "$a" "$b")
	loss=$("$UPERF" report -D -i "$file" 2>/dev/null | python3 -c '
import re, sys
a, b = float(sys.argv[1]), float(sys.argv[2])
n = 0
for l in sys.stdin:
	m = re.match(r"\s*\d+ (\d+) 0x[0-9a-f]+ \[0x[0-9a-f]+\]: PERF_RECORD_AUX offset: \S+ size: (0x[0-9a-f]+) flags: (0x[0-9a-f]+|\d+)", l)
	if m and a <= int(m.group(1)) / 1e9 < b:
		n += (int(m.group(2), 16) >= 84 * 48) + (int(m.group(3), 0) & 13 != 0)
print(n)' "$a" "$b")
	[ "$loss" -gt 0 ] || fail "$name: no cell with loss found"
	echo "$name: cell $a .. $b: '$line'; want p99 $want, loss $loss"
	case $line in
	*" p99 $want "*) ;;
	*) fail "$name: cell $a .. $b: want p99 $want: '$line'" ;;
	esac
	case $line in
	*" loss $loss "*) ;;
	*) fail "$name: cell $a .. $b: want loss $loss: '$line'" ;;
	esac
	tui_check_quit
}

"$DTLGEN" -o r.data --cpus 4 --seconds 3 --seed 5 2>/dev/null
"$DTLGEN" -o lossy.data --cpus 8 --seconds 2 --seed 2 --rate 20000 --poll-ms 40 2>/dev/null
for f in r lossy; do	# no other kind of loss: the AUX records are all of it
	"$DTLTOP" -i $f.data --batch | grep -qE 'lost 0 .*overruns 0 .*dropped 0 ' ||
		fail "$f.data: loss other than full polls: $("$DTLTOP" -i $f.data --batch | grep Loss)"
done
check_cell wide r.data 120 40
check_cell small lossy.data 80 24

# the lossy recording's row: '!' cells, and the legend says what '!' is
tui_restart mark
tui_start 100 30 -i lossy.data
tui_wait "[END]"
tui_wait "! loss"
row=$(tui_screen | grep -E '^LPAR physc' | head -1)
n=$(printf '%s' "${row:66}" | tr -cd '!' | wc -c)
[ "$n" -gt 0 ] || fail "no loss mark on the lossy LPAR row: '$row'"
echo "lossy: $n cells marked '!'"
tui_check_quit
