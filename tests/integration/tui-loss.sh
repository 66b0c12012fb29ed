# SPDX-License-Identifier: GPL-2.0-only
# "Trust first" in the interactive view: the header's LOSS line and the
# per-vCPU LOSS column, at 80x24 and 200x60, on a replay and a simulation.
# Replay: dtlgen reports the full polls it generated (and per vCPU in its
# truth file); the view must show those counts, their share of the AUX
# polls, the '~' mark on steal and the alarm (reverse video) at >= 1 %. A
# recording without loss shows zeros, no mark, no alarm. Simulation: at
# 100000 dispatches/s per vCPU a 10 ms poll finds about 1000 new entries in
# an 85-entry log, so nearly every poll is full.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o lossy.data --cpus 8 --seconds 5 --seed 1 --sched --truth truth.json 2> gen.txt
full=$(sed -n 's/.* dropped, \([0-9]*\) full polls).*/\1/p' gen.txt)
[ -n "$full" ] && [ "$full" -gt 0 ] || fail "dtlgen reported no full polls: $(cat gen.txt)"
truth() { python3 -c "import json, sys; t = json.load(open('truth.json')); $1"; }
polls=$(truth 'print(sum(c["aux_records"] for c in t["cpus"]))')
[ "$(truth 'print(sum(c["dtl_full_polls"] for c in t["cpus"]))')" = "$full" ] ||
	fail "truth file and report disagree"
pct=$(python3 -c "p = $full * 100.0 / $polls; print('%.*f' % (2 if p < 10 else 1, p))")
# the LOSS column of each vCPU: its full polls ('-' for none)
want_col=$(truth 'print(" ".join("%d:%s" % (c["cpu"], c["dtl_full_polls"] or "-") for c in t["cpus"]))')

rows_col() {	# "cpu:LOSS" of the rows shown, and "cpu:STEAL%"
	tui_screen | awk -v f="$1" '{ sub(/^>/, " ") }
		NR > 4 && $1 ~ /^[0-9]+$/ && NF >= 8 { printf "%s%s:%s", sep, $1, $f; sep = " " }'
}
wait_col() {	# wait_col FIELD WANT
	local end=$(( $(date +%s) + TUI_WAIT ))
	while [ "$(date +%s)" -lt "$end" ]; do
		[ "$(rows_col "$1" | tr ' ' '\n' | sort -n | tr '\n' ' ')" = \
		  "$(echo "$2" | tr ' ' '\n' | sort -n | tr '\n' ' ')" ] && return 0
		sleep 0.2
	done
	tui_screen; fail "column $1 is '$(rows_col "$1")', want '$2'"
}
# Is the LOSS line (screen line 3) drawn with reverse video anywhere?
loss_reverse() {
	tm capture-pane -p -e -t tui | sed -n 3p | grep -qE $'\e\\[([0-9;]*;)?7(;[0-9;]*)?m'
}

n=0
for size in "80 24" "200 60"; do
	n=$((n + 1))
	tui_restart "r$n"
	tui_start $size -i lossy.data
	tui_wait "[END]"
	tui_wait "whole recording"
	tui_wait "LOSS lost 0 full polls $full $pct% trunc 0 ovr 0 qdrop 0"
	tui_wait "~ = incomplete"
	wait_col 8 "$want_col"
	# every vCPU lost something: its steal is marked
	rows_col 4 | tr ' ' '\n' | grep -v ':~' && fail "steal without '~' on a lossy vCPU"
	tui_wait "steal ~"
	if python3 -c "import sys; sys.exit(0 if $full * 100.0 / $polls >= 1 else 1)"; then
		loss_reverse || fail "a loss of $pct% is not in reverse video"
	fi
	# interval figures show the loss too (the last interval's share)
	tui_keys a
	tui_wait "interval "
	tui_wait "LOSS lost 0 full polls "
	tui_check_quit
done

# A recording without loss: zeros, no '~', no alarm.
"$DTLGEN" -o calm.data --cpus 2 --seconds 0.5 --seed 5 2> calm.txt	# no burst on either vCPU
grep -q "(0 dropped, 0 full polls)" calm.txt || fail "the calm recording lost entries: $(cat calm.txt)"
tui_restart calm
tui_start 80 24 -i calm.data
tui_wait "[END]"
tui_wait "whole recording"
tui_wait "LOSS lost 0 full polls 0 trunc 0 ovr 0 qdrop 0"
wait_col 8 "0:- 1:-"
rows_col 4 | grep -q '~' && fail "a '~' without loss: $(rows_col 4)"
tui_screen | grep -q "steal ~" && fail "the LPAR steal is marked without loss"
loss_reverse && fail "reverse video on the LOSS line without loss"
tui_check_quit

# Simulated, overloaded: nearly every poll full, in the header and per vCPU.
"$DTLTOP" --help | grep -q -- '--sim-rate' || skip "this dtltop has no --sim-rate"
for size in "80 24" "200 60"; do
	n=$((n + 1))
	tui_restart "s$n"
	tui_start $size --simulate=8 --sim-rate 100000 -d 0.5
	tui_wait "[RUNNING]"
	end=$(( $(date +%s) + TUI_WAIT ))
	share=
	while [ "$(date +%s)" -lt "$end" ]; do
		share=$(tui_screen | sed -n 3p | sed -n 's/^LOSS lost [0-9]* .*full polls [0-9][0-9]* \([0-9.]*\)%.*/\1/p')
		[ -n "$share" ] && python3 -c "import sys; sys.exit(0 if $share >= 50 else 1)" && break
		share=
		sleep 0.2
	done
	[ -n "$share" ] || { tui_screen; fail "overloaded simulation: no full-poll share >= 50%"; }
	loss_reverse || fail "overloaded simulation: the LOSS line is not in reverse video"
	rows_col 4 | tr ' ' '\n' | grep -q ':~' || fail "overloaded simulation: no '~' on steal"
	rows_col 8 | tr ' ' '\n' | grep -q ':[0-9]' || fail "overloaded simulation: no LOSS count"
	tui_check_quit
done
