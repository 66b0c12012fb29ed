# SPDX-License-Identifier: GPL-2.0-only
# The vCPU table marks a vCPU that went offline (CPU hotplug) "offline"
# instead of showing it idle, at 80x24: --sim-hotplug takes simulated vCPU 3
# away at 1.5 s and brings it back at 6 s (the readers' hotplug path, as a
# live CPU). While it is away its row says offline and shows no figure; the
# other rows never do; once it is back its row has figures again.
. "$TOP/tests/lib.sh"
"$DTLTOP" --help | grep -q -- '--sim-hotplug' || skip "this dtltop has no --sim-hotplug"
. "$TOP/tests/tui-lib.sh"

# row_of CPU: the vCPU table's row of CPU ('>' of the selection dropped)
row_of() { tui_screen | sed 's/^>/ /' | awk -v c="$1" '$1 == c && NF >= 2 { print; exit }'; }
# wait_row CPU ERE: until that row matches, or fail showing the screen
wait_row() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	while [ "$(date +%s)" -lt "$end" ]; do
		row_of "$1" | grep -qE -- "$2" && return 0
		sleep 0.2
	done
	echo "--- screen ---"; tui_screen
	fail "vCPU $1's row never matched /$2/ (last: $(row_of "$1"))"
}

tui_sim hp 80 24 --simulate=8 -d 0.5 --sim-hotplug 3:off@1.5,3:on@6
# online first: figures (the dispatch rate is a number)
wait_row 3 '^ +3 +[0-9-]+ +[0-9]+\.[0-9]'
# then offline: the word and no figure after PROC (no idle zeros; the
# history strip, blocks and dots, follows)
wait_row 3 '^ +3 +[0-9-]+ +offline( +[^0-9.]*)?$'
scr=$(tui_screen)
for c in 0 1 2 4 5 6 7; do
	r=$(row_of $c)
	[ -n "$r" ] || fail "no row for vCPU $c at 80x24: $scr"
	case $r in *offline*) fail "vCPU $c, never taken away, is marked offline: $r" ;; esac
done
# 80 columns: the marked row is whole on one line, not wrapped
[ "$(printf '%s\n' "$scr" | grep -c 'offline')" -eq 1 ] ||
	fail "'offline' is not on exactly one line at 80x24: $scr"
# back: figures again, and no row says offline
wait_row 3 '^ +3 +[0-9-]+ +[0-9]+\.[0-9]'
tui_screen | grep -q offline && fail "a row still says offline after the vCPU came back: $(tui_screen)"
tui_check_quit
