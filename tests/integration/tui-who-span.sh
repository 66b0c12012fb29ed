# SPDX-License-Identifier: GPL-2.0-only
# The who-paid sparkline covers the whole recording, however long, and the
# title says the span ("over A-Bs"), at 80x24 and 200x60: a 90 s replay
# (longer than the 600 buckets of 100 ms the series keep, so its bins have
# doubled) and a simulation.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o long.data --cpus 2 --seconds 90 --rate 100 --seed 4 --sched 2>/dev/null
"$DTLTOP" -i long.data --json > long.json
read -r first last < <(json_py long.json 'a, b = s[0]["span_ns"]; print("%.3f %.3f" % (a / 1e9, b / 1e9))')

# the title's "over A-Bs"
span_of() { tui_screen | grep -m1 '^Who paid' | grep -oE 'over [0-9.]+-[0-9.]+s' | tr -d 'overs' | tr '-' ' '; }

n=0
for size in "80 24" "200 60"; do
	n=$((n + 1))
	tui_restart "r$n"
	# shellcheck disable=SC2086
	tui_start $size -i long.data
	tui_wait "[END]"
	tui_keys w
	tui_wait "Who paid: "
	tui_wait " over "
	read -r a b < <(span_of)
	# from the first charge's bucket (at most a second in) to the end of
	# the newest bin (the last entries, bins of 0.2 s: within a second)
	awk -v a="$a" -v b="$b" -v f="$first" -v l="$last" 'BEGIN {
		exit !(a >= f - 0.1 && a <= f + 1 && b >= l - 1 && b <= l + 1) }' ||
		fail "${size}: who paid covers $a-$b s, the recording $first-$last s"
	tui_screen | awk 'NR == 7' | grep -q '[▁▂▃▄▅▆▇█]' || fail "${size}: no sparkline"
	tui_check_quit
done

# Simulated: the span starts with the session and grows with it.
"$DTLTOP" --help | grep -q -- '--simulate' || skip "this dtltop has no --simulate"
for size in "80 24" "200 60"; do
	n=$((n + 1))
	# shellcheck disable=SC2086
	tui_sim "s$n" $size --simulate=8 -d 0.3
	tui_keys w
	tui_wait " over "
	read -r a b < <(span_of)
	end=$(( $(date +%s) + TUI_WAIT ))
	until read -r a2 b2 < <(span_of) && awk -v a="$a" -v b="$b" -v a2="$a2" -v b2="$b2" \
		'BEGIN { exit !(a2 == a && b2 > b) }'; do
		[ "$(date +%s)" -lt "$end" ] || fail "${size}: simulated span $a-$b never grew from its start: $a2-$b2"
		sleep 0.2
	done
	tui_check_quit
done
