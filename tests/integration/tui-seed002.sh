# SPDX-License-Identifier: GPL-2.0-only
# The interactive view's drill-down on the kernel documentation's example
# (seed 002): with -C 16 the only row is vCPU 16, and Enter shows its entry
# at 105373.359913 (shown to the ms), decrementer_interrupt / H_CEDE, with the three intervals
# in microseconds (4854 / 139 / 511842115 ticks at 512 MHz) and processor;
# g to its time selects its timeline cell, whose panel lists it.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o seed.data --seed002 --cpus 17 --seconds 0.5 --sched 2>/dev/null
# processor_id of that entry, as --script prints it
proc=$("$DTLTOP" -i seed.data --script=oneline | grep -F 'timebase: 21403600706628832' |
	sed -E 's/.*processor_id: ([0-9]+).*/\1/')
[ -n "$proc" ] || fail "seed 002 entry not in --script output"
us() { python3 -c "print('%.1f' % ($1 * 1e6 / 512000000))"; }
want="105373.359 decrementer_interrupt H_CEDE $(us 4854) $(us 139) $(us 511842115) $proc"

tui_start 120 40 -i seed.data -C 16
tui_wait "[END]"
tui_wait_rows "16 "
tui_keys Enter
tui_wait "vCPU 16 dispatches"
tui_wait "$want"
# the switch that followed it names the task the hypervisor then ran
tui_wait "sched_switch swapper/16(0)"
# Esc goes back to the overview
tui_keys Escape
tui_wait_rows "16 "
# Time selection: g to the entry's time puts the cursor on its 100 ms cell,
# whose panel lists the entry with its steal (enqueue_to_dispatch +
# ready_to_enqueue) and the cell's start.
tui_keys g 105373.36 Enter
tui_wait "vCPU 16 105373.300 s .. 105373.400 s:"
tui_wait "105373.359 DTL decrementer_interrupt H_CEDE steal $(us '(4854 + 139)') us"
tui_keys Escape
tui_gone "105373.300 s .."
tui_check_quit
