# SPDX-License-Identifier: GPL-2.0-only
# The interactive view on a live sched-only session (root): the header says
# LIVE and that there are no DTL entries, every online CPU gets a row, a
# CPU-list filter keeps just that row, Enter drills down and shows the CPU's
# sched_switches, resize works, and q stops the capture promptly and exits 0
# with the terminal restored; SIGTERM does the same.
. "$TOP/tests/lib.sh"
need_root_tracing
[ -e /sys/bus/event_source/devices/vpa_dtl ] && skip "vpa_dtl PMU present: this test is for sched-only hosts"
. "$TOP/tests/tui-lib.sh"
ncpu=$(grep -c '^processor' /proc/cpuinfo)
online=$(python3 -c '
import sys
want = set()
for part in open("/sys/devices/system/cpu/online").read().strip().split(","):
    a, _, b = part.partition("-")
    want.update(range(int(a), int(b or a) + 1))
print(" ".join(str(c) for c in sorted(want)) + " ")')
[ "$ncpu" -le 30 ] || skip "more CPUs than fit on one screen"

tui_start 120 40 -d 0.5
tui_wait "[LIVE]"
tui_wait "no DTL entries"
# the interface, and no steal of 0: the LPAR line and every row say '-'
tui_wait "DTL none"
tui_wait "LPAR  dispatches -  steal -  lat p99 - us"
tui_wait_rows "$online"
tui_screen | grep -E '^[ >] *[0-9]+ +[0-9-]+ +- +- ' > /dev/null ||
	fail "no vCPU row with DISP/s and STEAL% '-': $(tui_screen)"
tui_screen | grep -E '^[ >] *[0-9]+ +[0-9-]+ +[0-9.]+ +~?[0-9]+\.[0-9]{2} ' &&
	fail "a vCPU row with a number for DISP/s or STEAL%: $(tui_screen)"
tui_keys / 0 Enter
tui_wait_rows "0 "
tui_keys Enter
tui_wait "vCPU 0 dispatches -  steal -"
tui_wait "sched_switch"
tui_keys Escape
tui_wait_rows "0 "
tui_check_resize
start=$(date +%s)
tui_check_quit
[ $(( $(date +%s) - start )) -le 10 ] || fail "quitting a live session took more than 10 s"

# SIGTERM ends a live view like q: exit 0, terminal restored.
tui_restart 2
tui_start 120 40
tui_wait "[LIVE]"
kill -TERM "$(pgrep -P "$(tm display-message -p -t tui '#{pane_pid}')" | head -n 1)"
tui_wait "EXIT=0" 20
tui_wait DONE 10
grep -q -- ' icanon' stty.txt || fail "SIGTERM: terminal left without icanon"
grep -q -- ' echo ' stty.txt || fail "SIGTERM: terminal left without echo"
