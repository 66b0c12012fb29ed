# SPDX-License-Identifier: GPL-2.0-only
# The interactive view on a simulated live session (--simulate=64): the same
# screens as on a replay. The numbers move, so the checks are on what must
# hold at any moment: 64 rows, a CPU-list filter, the sort order of the
# values shown, -C 16 + Enter drilling into vCPU 16, resize, quit.
# Skipped until the simulator is part of this build.
. "$TOP/tests/lib.sh"
"$DTLTOP" --help | grep -q -- '--simulate' || skip "this dtltop has no --simulate yet"
. "$TOP/tests/tui-lib.sh"

tui_start 120 40 --simulate=64 -d 0.5
tui_wait "LPAR dispatches"
tui_wait "vCPUs 64"
tui_wait_rows "$(seq 0 31 | tr '\n' ' ')"	# 40 lines: 5 header, the LPAR row, 32 rows fit, then the legend
tui_wait "+32 more"

# / 0-3: exactly those rows.
tui_keys / '0-3' Enter
tui_wait_rows "0 1 2 3 "
# s: steal order; the STEAL% column of a frame must not increase downwards.
tui_keys s
tui_wait "sort steal"
tui_screen | awk '{ sub(/^>/, " ") } NR > 4 && $1 ~ /^[0-9]+$/ && NF >= 8 { v = $4; sub(/^~/, "", v); print v }' > steal.txt
sort -g -r -c steal.txt || fail "rows not in steal order: $(cat steal.txt | tr '\n' ' ')"
tui_check_resize
tui_check_quit

# -C 16: one row; Enter drills into it.
tui_restart 2
tui_start 120 40 --simulate=64 -C 16
tui_wait_rows "16 "
tui_keys Enter
tui_wait "vCPU 16 dispatches"
tui_wait "DISPATCH_REASON"
tui_check_quit
