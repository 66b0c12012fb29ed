# SPDX-License-Identifier: GPL-2.0-only
# The drill-down reaches the whole recording, not just the recent ring: on
# 12 s of 2 vCPUs (about 9000 entries and switches a second each: the ring
# holds well under a second), Enter at a time cursor 2 s in lists vCPU 0's
# entries from that cell, scrolling before it and to the file's start and
# end reads entries the ring no longer holds, and '/' finds an entry 7 s
# away, n the next one, N back; each against the file read through once,
# in order, by `dtltop --script=oneline` (perf script's lines; upstream
# perf script itself needs minutes for this file: 17818 lines in 2 min).
# The list reads pages again from replay checkpoints, a separate path. At 80x24 the task table keeps
# STEAL_MS and PREEMPTS and the histogram its highest bin; the screen names
# the one window its figures cover. Live (a simulation), the list says
# since when entries are kept.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o h.data --cpus 2 --seconds 12 --rate 3000 --sched --unknown-reasons --seed 5 \
	2>/dev/null || fail "dtlgen"
"$DTLTOP" -i h.data --script=oneline > perf.txt 2>perf.err || fail "--script: $(tail -1 perf.err)"
# vCPU 0's DTL entries and switches, in order: "seconds kind" (kind: dtl, sw)
awk '/\[000\]/ && (/vpa-dtl:/ || /sched_switch:/) {
	for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\.[0-9]+:$/) { t = substr($i, 1, length($i) - 1); break }
	print t, (/vpa-dtl:/ ? "dtl" : "sw") }' perf.txt > cpu0.txt
[ "$(wc -l < cpu0.txt)" -gt 50000 ] || fail "--script: too few vCPU 0 events: $(wc -l < cpu0.txt)"

# the entry list: time (ms, as shown) and kind of each line, from line 4
shown() {
	tui_screen | sed -n '4,$p' | awk '
		/^[> ] *[0-9]+\.[0-9][0-9][0-9] / { sub(/^>/, " "); print $1, ($2 == "sched_switch" ? "sw" : "dtl"); next }
		{ exit }'
}
marked() { tui_screen | awk '/^>/ { sub(/^>/, " "); print $1, ($2 == "sched_switch" ? "sw" : "dtl"); exit }'; }
# expect FIRST [COUNT]: the script's events from index FIRST (0-based) as shown:
# seconds cut to milliseconds
expect() {
	awk -v a="$1" -v n="${2:-1}" 'NR > a && NR <= a + n {
		split($1, p, "."); printf "%s.%s %s\n", p[1], substr(p[2], 1, 3), $2 }' cpu0.txt
}
# index of the script's first event at or after seconds S
index_at() { awk -v s="$1" '$1 + 0 >= s + 0 { print NR - 1; exit }' cpu0.txt; }
until_true() {	# until_true WHY CMD...: poll CMD until it succeeds, or fail
	local why=$1 end=$(( $(date +%s) + TUI_WAIT ))
	shift
	until "$@"; do [ "$(date +%s)" -lt "$end" ] || fail "$why: $(tui_screen)"; sleep 0.1; done
}
first_is() { [ "$(shown | head -1)" = "$1" ]; }
last_is() { [ "$(shown | tail -1)" = "$1" ]; }
marked_is() { [ "$(marked)" = "$1" ]; }

tui_start 120 40 -i h.data
tui_wait "[END]"
tui_wait_rows "0 1 "
tui_keys g +2 Enter
tui_wait "vCPU 0 "
# the panel's title names the cursor's cell: " vCPU 0  A s .. B s:"
cell=$(tui_screen | sed -n 's/^ vCPU 0  \([0-9.]*\) s \.\. \([0-9.]*\) s:.*/\1 \2/p' | head -1)
[ -n "$cell" ] || fail "no time panel after g +2: $(tui_screen)"
read -r lo hi <<<"$cell"
ia=$(index_at "$lo")
total=$(wc -l < cpu0.txt)
# the ring cannot hold the cell: more than TUI_MAX_ENTRIES (4096) follow it
[ $((total - ia)) -gt 4096 ] || fail "the recording is too short for the test"

tui_keys Enter
tui_wait "window: whole recording"
until_true "Enter at the cursor: first entry not the script's first at $lo ($(expect "$ia"))" \
	first_is "$(expect "$ia")"
python3 -c "import sys; sys.exit(not ($lo <= float('$(shown | head -1 | cut -d' ' -f1)') < $hi))" ||
	fail "first entry outside the cursor's cell $lo..$hi"
[ "$(shown)" = "$(expect "$ia" 20)" ] || fail "the page at the cursor differs from the script's events"

# two pages up: 40 entries before the cell, read from the file
tui_keys PgUp PgUp
until_true "PgUp PgUp: not the script's event $((ia - 40))" first_is "$(expect $((ia - 40)))"
[ "$(shown)" = "$(expect $((ia - 40)) 20)" ] || fail "the page before the cursor differs from the script's"
tui_keys Home
until_true "Home: not the recording's first entry" first_is "$(expect 0)"
tui_wait "(its start)"
tui_keys End
until_true "End: not the recording's last entry" last_is "$(expect $((total - 1)))"
tui_wait "(its end)"

# '/' from the start: a time 9 s in; n the next entry in those 10 ms, N back
tui_keys Home
until_true "Home" first_is "$(expect 0)"
far=$(awk 'NR > 1 { split($1, p, "."); print p[1] "." substr(p[2], 1, 2); exit }' \
	<(awk -v s="$(python3 -c "print($lo + 7)")" '$1 + 0 >= s + 0' cpu0.txt))
i1=$(awk -v f="$far" '{ split($1, p, "."); if (p[1] "." substr(p[2], 1, 2) == f) { print NR - 1; exit } }' cpu0.txt)
tui_keys / "$far" Enter
until_true "/$far: not the script's first event in $far" marked_is "$(expect "$i1")"
tui_keys n
until_true "n: not the script's next event in $far" marked_is "$(expect $((i1 + 1)))"
tui_keys N
until_true "N: not back at the first" marked_is "$(expect "$i1")"
tui_keys / C-u no-such-entry Enter
tui_wait "'no-such-entry' not found to the end of the recording"
tui_check_quit

# 80x24: every column of the task table, the histogram's highest bin (the
# bin of the script's largest enqueue_to_dispatch on vCPU 0: 512 MHz timebase)
tui_restart small
tui_start 80 24 -i h.data
tui_wait "[END]"
tui_wait_rows "0 1 "
tui_keys g +2 Enter
tui_wait "vCPU 0 "
tui_keys Enter
tui_wait "window: whole recording"
tui_wait "STEAL_MS PREEMPTS"
top=$(awk '/\[000\]/ && /vpa-dtl:/ { sub(/.*enqueue_to_dispatch_time:/, ""); v = $0 + 0; if (v > m) m = v }
	END { us = m / 512; k = 0; while (2 ^ k <= us) k++; printf "%.0f", 2 ^ k }' perf.txt)
tui_screen > drill-80x24.txt
last=$(awk '/^Dispatch latency/ { on = 1; next } on && /^(<|0\.\.|>=) *[0-9]+us/ {
	l = $0; sub(/us.*/, "", l); gsub(/[<>=. ]/, "", l); sub(/^0+/, "", l); v = l }
	END { print v }' drill-80x24.txt)
[ "$last" = "$top" ] || [ "$last" = "$((top / 2))" ] ||
	fail "80x24: the histogram's last bin is <${last}us, the script's largest latency is in <${top}us: $(cat drill-80x24.txt)"
tui_check_quit

# live: the list is the ring, and says since when
"$DTLTOP" --help | grep -q -- '--simulate' || skip "this dtltop has no --simulate"
tui_sim live 120 40 --simulate=2 -d 0.3 --history 1
tui_wait_rows "0 1 "
tui_keys Enter
tui_wait "window: since start"
tui_wait "entries kept since"
tui_check_quit
