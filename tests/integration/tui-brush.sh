# SPDX-License-Identifier: GPL-2.0-only
# A brushed time span (b at the time cursor, b again), at 80x24 and 200x60:
# the header says SPAN A s..B s, and the table, the reasons screen and the
# who-paid screen hold the span alone, checked against counts the test makes
# itself from --script filtered by time (dispatches per vCPU, steal, the
# decrementer x H_CEDE cell, each task's involuntary preemptions); Esc
# brings the figures over all the data back. A simulation says a span needs
# a recording and goes on working.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o f.data --cpus 4 --seconds 3 --seed 5 --sched 2>/dev/null
"$DTLTOP" -i f.data --script=oneline > script.txt
tb=$("$DTLTOP" -i f.data --batch --json | grep -o '"tb_freq":[0-9]*' | head -1 | cut -d: -f2)
[ -n "$tb" ] && [ "$tb" -gt 0 ] || fail "no tb_freq in --json"
nall=$(grep -c 'vpa-dtl:' script.txt)

# One line per event of script.txt in the span [lo, hi) (integer us):
# "D cpu us disp_reason preempt_reason e2d r2e pid" for DTL entries, pid
# being the task the last sched_switch on that CPU switched in (-1: none
# yet); the switches before the span count for that.
span_events() {
	awk -v lo="$1" -v hi="$2" '
	{
		cpu = ""
		for (i = 1; i <= NF; i++) if ($i ~ /^\[[0-9]+\]$/) { cpu = substr($i, 2, length($i) - 2) + 0; t = $(i + 1); k = $(i + 2); break }
		if (cpu == "") next
		sub(/:$/, "", t); gsub(/\./, "", t); t = t + 0
		if (k == "sched:sched_switch:") {
			for (j = i; j <= NF; j++) if ($j ~ /^next_pid=/) { p = $j; sub(/next_pid=/, "", p); run[cpu] = p }
			next
		}
		if (k != "vpa-dtl:" || t < lo || t >= hi) next
		match($0, /dispatch_reason:[A-Za-z_0-9]+/); d = substr($0, RSTART + 16, RLENGTH - 16)
		match($0, /preempt_reason:[A-Za-z_0-9]+/); r = substr($0, RSTART + 15, RLENGTH - 15)
		match($0, /enqueue_to_dispatch_time:[0-9]+/); e = substr($0, RSTART + 25, RLENGTH - 25)
		match($0, /ready_to_enqueue_time:[0-9]+/); q = substr($0, RSTART + 22, RLENGTH - 22)
		print "D", cpu, t, d, r, e, q, (cpu in run ? run[cpu] : -1)
	}' script.txt
}

# "s to us": 3400.60 -> 3400600000
to_us() { awk -v s="$1" 'BEGIN { printf "%.0f", s * 1e6 }'; }

n=0
for size in "80 24" "200 60"; do
	set -- $size
	n=$((n + 1)); tui_restart "r$n"
	tui_start "$1" "$2" -i f.data
	tui_wait "[END]"
	tui_keys g +1.2 Enter; tui_wait "s: run "
	tui_keys b; tui_wait "span from"
	tui_keys l l l l b
	tui_wait "(0.50s)"
	badge=$(tui_screen | sed -n 's/.*SPAN \([0-9.]*\)s\.\.\([0-9.]*\)s (0\.50s).*/\1 \2/p' | head -1)
	read -r A B <<< "$badge"
	[ -n "$B" ] || fail "no SPAN badge: $(tui_screen | head -1)"
	lo=$(to_us "$A") hi=$(to_us "$B")
	first=$(span_events 0 99999999999999 | awk 'NR == 1 { print $3 }')
	# the cursor went to the cell of first event + 1.2 s: the span starts there
	awk -v lo="$lo" -v f="$first" 'BEGIN { exit !(lo <= f + 1200000 && f + 1200000 < lo + 100000) }' ||
		fail "span $A..$B does not start at the cell of +1.2 s (first event $first us)"
	span_events "$lo" "$hi" > span.txt
	nspan=$(wc -l < span.txt)
	[ "$nspan" -gt 100 ] && [ "$nspan" -lt "$nall" ] || fail "span holds $nspan of $nall entries"
	span_ns=$(( (hi - lo) * 1000 ))

	# the LPAR line: dispatches and steal % over the span
	tui_wait "LPAR dispatches $nspan ($(awk -v n="$nspan" -v s="$span_ns" 'BEGIN { printf "%.1f", n * 1e9 / s }')/s)"
	want=$(awk -v tb="$tb" -v s="$span_ns" '{ st += int(($6 + $7) * 1e9 / tb); c[$2] = 1 }
		END { printf "%.2f", st * 100.0 / (s * length(c)) }' span.txt)
	tui_screen | grep -qE "steal ~?$want%" || fail "LPAR steal: want $want%: $(tui_screen | sed -n 2p)"
	# each vCPU's row: DISP/s and STEAL% over the span
	for cpu in 0 1 2 3; do
		want=$(awk -v c="$cpu" -v tb="$tb" -v s="$span_ns" '$2 == c { n++; st += int(($6 + $7) * 1e9 / tb) }
			END { printf "%.1f %.2f", n * 1e9 / s, st * 100.0 / s }' span.txt)
		got=$(tui_screen | awk -v c="$cpu" '{ sub(/^>/, " ") } NR > 4 && $1 == c && NF >= 8 { s = $4; sub(/^~/, "", s); print $3, s; exit }')
		[ "$got" = "$want" ] || fail "vCPU $cpu DISP/s STEAL%: '$got', want '$want' over the span"
	done

	# reasons: the entries, and the decrementer x H_CEDE cell
	tui_keys Tab Tab; tui_wait "Reasons over all 4 vCPUs ($nspan DTL entries)"
	want=$(awk '$4 == "decrementer_interrupt" && $5 == "H_CEDE"' span.txt | wc -l)
	got=$(tui_screen | awk '/^dispatch / { for (i = 1; i <= NF; i++) if ($i == "H_CEDE") col = i - 1 }
		col && $1 == 3 && $2 ~ /^decrementer/ { print $col; exit }')
	[ "$got" = "$want" ] || fail "reasons: decrementer x H_CEDE is '$got', want $want"

	# who paid: each task's involuntary preemptions in the span (pid > 0:
	# the idle tasks share pid 0 under several names)
	tui_keys w; tui_wait "Who paid:"; tui_wait "PREEMPT"
	tui_keys p; tui_wait " PID COMM"	# per PID, not by command
	awk '$5 != "H_CEDE" && $5 != "H_CONFER" && $5 != "H_CONFER_ADJUNCT" && $5 != "hcall_adjunct" { n[$8]++ }
		END { for (p in n) if (p > 0) print p, n[p] }' span.txt | sort -n > want-tasks.txt
	tui_screen | awk '/ PID COMM/ { on = 1; next } on && $1 ~ /^[0-9]+$/ && $1 > 0 { print $1, $5 }' |
		sort -n > got-tasks.txt
	[ -s want-tasks.txt ] || fail "no task preempted in the span"
	diff want-tasks.txt got-tasks.txt > tasks.diff || fail "who paid over the span (<want >got): $(cat tasks.diff)"

	# back to the overview; Esc clears the span: all the data again
	tui_keys Tab; tui_wait "TOP_PREEMPT"
	tui_keys Escape; tui_gone "SPAN "
	tui_wait "whole recording"; tui_wait "LPAR dispatches $nall "
	tui_check_quit
done

# a simulation: no recording to read again; the view goes on
tui_restart sim
tui_start 80 24 --simulate=8 -d 0.3
tui_wait "[RUNNING]"; tui_wait "LPAR dispatches"
tui_cursor
tui_keys b; tui_wait "a span is read again from the recording: replay a file (-i)"
tui_gone "SPAN "
tui_keys s; tui_wait "STEAL%v"
tui_check_quit
echo "a brushed span's table, reasons and tasks match --script over it"
