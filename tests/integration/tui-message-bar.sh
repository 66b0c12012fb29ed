# SPDX-License-Identifier: GPL-2.0-only
# A key's message shares the bottom line with the function bar, at 80x24
# and 200x60, replay and simulation: the bar's first and last keys ("?
# Help", "q Quit") stay; a message too long for the room between them is
# cut with ".." at its end, never cutting the bar's ends.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o demo.data --cpus 4 --seconds 1 --seed 3 --sched 2>/dev/null

bottom() { tui_screen | tail -1; }
# the bottom line starts with "? Help", holds "q Quit" (its end at 80
# columns, before the message where the message fits after the bar) and
# the message $1 (fixed text, spaces squeezed)
check_bar() {
	local b
	tui_wait "$1"
	b=$(bottom | tr -s ' ')
	case "$b" in
	"? Help "*) ;;
	*) fail "$2: bar's first key lost: '$b'" ;;
	esac
	printf '%s\n' "$b" | grep -qE ' q Quit( |$)' || fail "$2: 'q Quit' lost: '$b'"
}

n=0
for size in "80 24" "200 60"; do
	n=$((n + 1))
	cols=${size% *}
	tui_restart "r$n"
	# shellcheck disable=SC2086
	tui_start $size -i demo.data
	tui_wait "[END]"
	tui_keys g abc Enter	# not a time
	check_bar "go to: 'abc': give HH:MM[:SS.fff], +SECONDS or perf-clock SECONDS" "$size g"
	tui_keys r	# at END the figures are cumulative (the whole recording)
	check_bar "cumulative figures restart now (data kept; a: per interval)" "$size r"
	# drill-down: a search for a long text that is nowhere: the message
	# ("'TEXT' not found to the end of the recording") is longer than 80
	# columns leave between the keys, whole at 200
	long=zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz
	tui_keys Enter
	tui_wait "Esc Back"
	tui_keys / "$long" Enter
	if [ "$cols" = 80 ]; then
		# room: 80 - "? Help " (7) - " q Quit" (7): 66 columns, the
		# last two the mark
		check_bar "'zzzzzzzzzzzzzzz" "$size find"
		msg=$(bottom | sed -E 's/^\? Help +//; s/ +q Quit *$//')
		case "$msg" in
		"'zz"*..) ;;
		*) fail "80 columns: message not cut with '..': '$(bottom)'" ;;
		esac
		[ "${#msg}" = 66 ] || fail "80 columns: cut message is ${#msg} columns, not 66: '$(bottom)'"
	else
		check_bar "'$long' not found to the end of the recording" "$size find"
		! bottom | grep -qF '..' || fail "200 columns: a message that fits was cut: '$(bottom)'"
	fi
	tui_check_quit
done

# Simulation: the same bar ends around its messages.
"$DTLTOP" --help | grep -q -- '--simulate' || skip "this dtltop has no --simulate"
for size in "80 24" "200 60"; do
	n=$((n + 1))
	# shellcheck disable=SC2086
	tui_sim "s$n" $size --simulate=8 -d 0.3
	tui_keys r
	check_bar "cumulative figures restart now (data kept; a shows them)" "$size simulated r"
	tui_keys g 1 Enter	# long before the simulation's first event
	check_bar "that is before the first event" "$size simulated g"
	tui_check_quit
done
