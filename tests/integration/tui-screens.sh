# SPDX-License-Identifier: GPL-2.0-only
# Mouse selection and drill-down; the other screens against independently
# computed numbers: the reasons
# matrix row of decrementer_interrupt (pair counts from --script), the
# heatmap of a 656-vCPU partition on one 120x40 screen with the selected
# cell's steal from --batch --json and Enter drilling into it, the ASCII
# glyphs of a non-UTF-8 locale, and NO_COLOR.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o demo.data --cpus 8 --seconds 2 --seed 4 --sched 2>/dev/null
"$DTLTOP" -i demo.data --script=oneline > script.txt
# The matrix row of dispatch reason 3 as the screen prints it: the label
# whole (120 columns leave room), a cell per preempt reason that occurs at
# all ('.' when the pair never does), then the row total.
row=$(python3 - <<'PY'
import re, collections
pre_names = ["unused", "firmware_internal_event", "H_CEDE", "H_CONFER", "time_slice",
             "migration_hibernation_page_fault", "virtual_memory_page_fault",
             "H_CONFER_ADJUNCT", "hcall_adjunct", "HDEC_adjunct"]
pairs, cols = collections.Counter(), set()
for line in open("script.txt"):
    m = re.search(r"dispatch_reason:(\S+), preempt_reason:(\S+),", line)
    if m:
        p = pre_names.index(m.group(2))
        pairs[(m.group(1), p)] += 1
        cols.add(p)
cells = [str(pairs[("decrementer_interrupt", p)] or ".") for p in sorted(cols)]
total = sum(v for (d, p), v in pairs.items() if d == "decrementer_interrupt")
print(" ".join(["3 decrementer_interrupt"] + cells + [str(total)]))
PY
)
tui_start 120 40 -i demo.data
tui_wait "[END]"
# Mouse: a click on vCPU 5's row (line 6 + 5, after the LPAR's row)
# selects it; a click on its strip also puts the time cursor there (the
# panel opens); a double click drills down.
tui_click 10 11
tui_wait ">   5 "
tui_click 100 11
tui_wait " vCPU 5 "
tui_wait "dispatches"
tui_click 10 11 2
tui_wait "vCPU 5 dispatches"
tui_keys Escape Escape
tui_gone "vCPU 5 dispatches"
tui_keys Tab Tab
tui_wait "Reasons over all 8 vCPUs"
tui_wait "$row"
tui_check_quit

# 656 vCPUs: the heatmap shows them all; End selects the last, whose steal
# the legend gives; Enter drills into it.
tui_restart 2
"$DTLGEN" -o big.data --cpus 656 --seconds 0.3 --rate 200 --seed 6 2>/dev/null
"$DTLTOP" -i big.data --batch --json > big.json
steal=$(json_py big.json '
x = s[0]; span = x["span_ns"][1] - x["span_ns"][0]
c = [v for v in x["cpus"] if v["cpu"] == 655][0]
print("%.2f" % (c["steal_ns"] * 100.0 / span))')
tui_start 120 40 -i big.data
tui_wait "[END]"
tui_wait "whole recording"	# the whole recording, as --batch
tui_keys Tab
tui_wait "Heatmap of 656 vCPUs"
tui_wait "   616 "	# the last line (56 two-column cells a line: 11 x 56 = 616)
tui_keys End
tui_wait "vCPU 655: steal $steal%"
tui_keys Enter
tui_wait "vCPU 655 dispatches"
tui_check_quit

# A non-UTF-8 locale draws the strip in ASCII ('-' running, digits for
# the steal grades) with its legend; the default view is in colour.
tui_restart 3
TUI_LC=C tui_start 120 30 -i demo.data
tui_wait "[END]"
tui_wait "- run . idle steal 1:1% 2:5% 3:15% 4:40%+"
tui_screen | grep -qE '[-.1234]{10} *$' || fail "no ASCII strip: $(tui_screen)"
if tui_screen | grep -q '[█▂▄▆─]'; then fail "UTF-8 block in the C locale"; fi
[ "$(tui_colors)" -gt 0 ] || fail "no colour without NO_COLOR"
tui_check_quit

# NO_COLOR: not a single colour escape, on any screen.
tui_restart 4
TUI_NO_COLOR=1 tui_start 120 30 -i demo.data
tui_wait "[END]"
[ "$(tui_colors)" -eq 0 ] || fail "colour escapes with NO_COLOR: $(tui_colors)"
tui_keys Tab; tui_wait "Heatmap of"
[ "$(tui_colors)" -eq 0 ] || fail "colour escapes on the heatmap with NO_COLOR"
tui_keys Tab; tui_wait "Reasons over"
[ "$(tui_colors)" -eq 0 ] || fail "colour escapes on the reasons screen with NO_COLOR"
tui_check_quit
