# SPDX-License-Identifier: GPL-2.0-only
# Grouping per core ('c'): with SMT8 numbering, 17 vCPUs are cores C0 (0-7),
# C1 (8-15) and C2 (16); a core row sums its threads (dispatches/s over the
# span, steal % over span x threads), the numbers --batch --json gives per
# vCPU summed independently here ('~' when a thread lost entries), in the
# cumulative figures; a second 'c' collapses to the core rows,
# a third ungroups.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o seed.data --seed002 --cpus 17 --seconds 0.5 --sched 2>/dev/null
"$DTLTOP" -i seed.data --batch --json > seed.json
core() { json_py seed.json "
x = s[0]; span = x['span_ns'][1] - x['span_ns'][0]
c = [v for v in x['cpus'] if $2 <= v['cpu'] <= $3]
lossy = any(v['dtl_full_polls'] or v['aux_truncated'] or v['aux_overruns'] or v['lost'] for v in c)
print('C$1 %dt %.1f %s%.2f' % (len(c), sum(v['dispatches'] for v in c) * 1e9 / span,
      '~' if lossy else '', sum(v['steal_ns'] for v in c) * 100.0 / (span * len(c))))"; }
c0=$(core 0 0 7) c1=$(core 1 8 15) c2=$(core 2 16 16)
all="$(seq 0 16 | tr '\n' ' ')"

tui_start 120 40 -i seed.data
tui_wait "[END]"
tui_wait "whole recording"	# the whole recording, as --batch
tui_wait_rows "$all"
tui_keys c
tui_wait "$c0"; tui_wait "$c1"; tui_wait "$c2"
tui_wait_rows "$all"
tui_keys c
tui_wait_rows ""
tui_wait "$c0"; tui_wait "$c2"
tui_keys c
tui_wait_rows "$all"
tui_gone "C1 "
tui_check_quit
