# SPDX-License-Identifier: GPL-2.0-only
# Core grouping from the recording's CPU topology: dtlgen --smt 4 writes a
# CPU_TOPOLOGY of four-thread cores, so 10 vCPUs group as C0 (0-3), C1
# (4-7) and C2 (8-9), not as SMT8 would; each core row sums its threads as
# --batch --json gives them; Enter on a core drills into its thread with
# the most steal. A simulation groups its own SMT8 cores; a live session
# (root) sysfs's cores. Upstream perf reads the topology dtlgen writes.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o smt4.data --cpus 10 --smt 4 --seconds 0.5 --seed 5 --sched 2>/dev/null
"$DTLTOP" -i smt4.data --batch --json > smt4.json
core() { json_py smt4.json "
x = s[0]; span = x['span_ns'][1] - x['span_ns'][0]
c = [v for v in x['cpus'] if $2 <= v['cpu'] <= $3]
print('C$1 %dt %.1f %s%.2f' % (len(c), sum(v['dispatches'] for v in c) * 1e9 / span,
      '~' if any(v['incomplete'] for v in c) else '',
      sum(v['steal_ns'] for v in c) * 100.0 / (span * len(c))))"; }
busiest=$(json_py smt4.json "
c = [v for v in s[0]['cpus'] if 4 <= v['cpu'] <= 7]
print(max(c, key=lambda v: v['steal_ns'])['cpu'])")

for size in "80 24" "200 60"; do
	tui_restart "${size% *}"
	tui_start $size -i smt4.data
	tui_wait "[END]"
	tui_wait "whole recording"	# the whole file's figures
	tui_keys c
	tui_wait "$(core 0 0 3)"; tui_wait "$(core 1 4 7)"; tui_wait "$(core 2 8 9)"
	tui_keys c	# collapsed: C0 C1 C2, the selection on C0
	tui_wait_rows ""
	tui_wait ">C0 "
	tui_keys Down
	tui_wait ">C1 "
	tui_keys Enter
	tui_wait "vCPU $busiest dispatches"
	tui_check_quit
done

tui_restart sim
tui_start 200 60 --simulate=20
tui_wait ">   0 "
tui_keys c c
tui_wait " C1 8t "
tui_wait " C2 4t "
tui_gone " C3 "
tui_check_quit

if command -v perf >/dev/null; then
	# perf 6.1 reads no vpa_dtl file: a sched-only one carries the same feature
	"$DTLGEN" -o sched.data --cpus 10 --smt 4 --seconds 0.1 --no-dtl 2>/dev/null
	perf report --header-only -I -i sched.data > header.txt 2>&1 || fail "perf: $(cat header.txt)"
	for l in "sibling threads : 0-3" "sibling threads : 4-7" "sibling threads : 8-9" \
		 "CPU 9: Core ID 2, Socket ID 0"; do
		grep -qF "# $l" header.txt || fail "perf does not show '$l': $(cat header.txt)"
	done
fi

# Live (root, tracefs): the cores are sysfs's, numbered by their first
# thread: as many core rows, each with its thread count.
if [ "$(id -u)" -eq 0 ] && [ -d /sys/kernel/tracing/events ] && [ "$(nproc)" -le 16 ]; then
	python3 -c '
import glob, re
first = {}
for p in glob.glob("/sys/devices/system/cpu/cpu[0-9]*/topology/thread_siblings_list"):
    l = open(p).read().strip()
    first.setdefault(int(re.split("[-,]", l)[0]), set()).add(p)
for k, (lo, v) in enumerate(sorted(first.items())):
    print("C%d %dt" % (k, len(v)))' > cores.txt
	tui_restart live
	tui_start 80 24 -d 0.5
	tui_wait "[LIVE]"
	tui_keys c c
	while read -r line; do tui_wait "$line"; done < cores.txt
	tui_check_quit
fi
