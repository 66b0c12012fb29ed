# SPDX-License-Identifier: GPL-2.0-only
# Loading progress: a replay of a 400 MB file shows "LOADING N%" in the
# header while it reads, N growing, until END, at 80x24 and 200x60; a
# fast-forward with 'g' shows "SEEKING N%" the same way. A simulation has
# no file to read: no percentage.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o large.data --cpus 16 --size-mb 400 --sched 2>/dev/null

# watch WORD [UNTIL]: the percentages the header shows after [WORD ...]
# until the view says UNTIL (default END), one per line as they change;
# fails if none.
watch() {
	local end=$(( $(date +%s) + TUI_WAIT )) seen="" line
	while [ "$(date +%s)" -lt "$end" ]; do
		line=$(tui_screen | head -1)
		case $line in
		*"[$1 "*"%]"*) seen="$seen $(printf '%s' "$line" | sed -n "s/.*\[$1 \([0-9]*\)%\].*/\1/p")" ;;
		*"[${2:-END}]"*) [ -n "$seen" ] || fail "no $1 percentage before: $line"
			printf '%s\n' $seen | uniq; return 0 ;;
		esac
		sleep 0.1
	done
	tui_screen; fail "timed out watching $1"
}
# rising FILE: at least two values, each in 0..100 and none lower than the one before
rising() {
	awk 'NR > 1 && $1 < prev { exit 1 } $1 > 100 { exit 1 } { prev = $1; n++ } END { exit n < 2 }' "$1"
}

for size in "80 24" "200 60"; do
	tui_restart "${size% *}"
	tui_start $size -i large.data
	watch LOADING > pct.txt
	rising pct.txt || fail "LOADING percentages at $size: $(tr '\n' ' ' < pct.txt)"
	tui_wait "[END]"
	tui_check_quit
done

# Fast-forward: slowed to x0.25 while it loads, then g to 110 s after the
# start (the file spans 119 s): SEEKING counts the file read until PAUSED.
tui_restart seek
tui_start 80 24 -i large.data
tui_wait "[LOADING"
tui_keys '<' '<' '<' '<' '<' '<' '<' '<' '<' '<'
tui_wait "[PLAYING x0.25]"
tui_keys g
tui_wait "Go to time"
tui_keys "+110" Enter
watch SEEKING PAUSED > pct.txt
rising pct.txt || fail "SEEKING percentages: $(tr '\n' ' ' < pct.txt)"
tui_check_quit

tui_restart sim
tui_start 80 24 --simulate=4
tui_wait "[RUNNING]"
tui_check_quit
