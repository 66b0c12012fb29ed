# SPDX-License-Identifier: GPL-2.0-only
# The essentials survive 80x24 as well as 200x60, on a replay and in a
# simulation: the sort mark and the strip's time range on the title line,
# the LOSS line, the legend, "q Quit", the filter badge, the time panel's
# steal and task, and a "+N more" mark (that adds up) where rows are cut.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o demo.data --cpus 8 --seconds 5 --seed 1 --sched 2>/dev/null

line() { tui_screen | sed -n "${1}p"; }
last() { tui_screen | tail -n 1; }
# The overview's title line: the one with the column titles.
titles() { tui_screen | grep -m1 'TOP_PREEMPT'; }
range_re='[0-9]+\.[0-9]( s \.\. [0-9]+\.[0-9] s|\+[0-9]+\.[0-9]s)'

# wait_titles REGEX: until the title line matches (the strip is filled a
# frame after the first rows), or fail showing it.
wait_titles() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	until titles | grep -qE -- "$1"; do
		[ "$(date +%s)" -lt "$end" ] || fail "title line never matched $1: $(titles)"
		sleep 0.2
	done
}

essentials() {	# COLS LINES
	titles | grep -qE 'CPU\^' || fail "$1x$2: no sort mark: $(titles)"
	wait_titles "$range_re"
	line 3 | grep -q '^LOSS lost [0-9]' || fail "$1x$2: line 3 is not the LOSS line: $(line 3)"
	last | grep -q 'q Quit' || fail "$1x$2: the footer lost q Quit: $(last)"
	tui_screen | tail -n 2 | head -n 1 | grep -q 'steal' ||
		fail "$1x$2: no legend above the footer"
}

for size in "80 24" "200 60"; do
	cols=${size% *} lines=${size#* }
	tui_restart "r$cols"
	tui_start "$cols" "$lines" -i demo.data
	tui_wait "[END]"
	essentials "$cols" "$lines"
	# The time panel: the cell's wait and fault, and per DTL entry the
	# steal and the task that was running (name(pid) at the end).
	tui_keys Left
	tui_wait "wait "
	tui_screen | grep -E 'vCPU 0 .*wait [0-9.]+.*fault [0-9.]+' >/dev/null ||
		fail "${cols}x$lines: time panel header lost wait or fault"
	tui_screen | grep -E ' DTL .* steal +[0-9.]+ us .*[a-z0-9/]+\([0-9]+\) *$' >/dev/null ||
		fail "${cols}x$lines: time panel lost the steal or the task: $(tui_screen | grep ' DTL ' | head -2)"
	tui_keys Escape
	# The sort mark follows s; the filter says how many vCPUs remain.
	tui_keys s; tui_wait "STEAL%v"
	tui_keys / '1,3' Enter
	tui_wait "[vCPUs 2/8"
	[ "$(tui_rows | wc -w)" -eq 2 ] || fail "${cols}x$lines: filter 1,3 shows $(tui_rows)"
	tui_check_quit
done

# A simulation of 64 vCPUs: at 80x24 most rows are below the screen, and
# the legend line counts them: rows shown + N = 64.
for size in "80 24" "200 60"; do
	cols=${size% *} lines=${size#* }
	tui_restart "s$cols"
	tui_start "$cols" "$lines" --simulate=64 --sim-rate 200
	tui_wait "[RUNNING]"
	tui_wait "TOP_PREEMPT"
	essentials "$cols" "$lines"
	line 4 | grep -qE '^ent [0-9.]+ (un)?capped' || fail "${cols}x$lines: no entitlement line: $(line 4)"
	shown=$(tui_rows | wc -w)
	more=$(tui_screen | tail -n 2 | head -n 1 | grep -oE '\+[0-9]+ more' | tr -dc 0-9)
	[ $((shown + ${more:-0})) -eq 64 ] || fail "${cols}x$lines: $shown rows + '${more:-no} more' != 64"
	if [ "$cols" = 80 ]; then [ -n "$more" ] || fail "80x24: rows cut without a mark"; fi
	tui_check_quit
done
