# SPDX-License-Identifier: GPL-2.0-only
# The short reason labels the screens draw (t_slice, hc_adj, conf_adj) are
# accepted wherever the full names are: the overview's '/' filter keeps the
# same vCPUs for the label as for the name, namely those whose whole-file
# preempt counts (--batch --json) hold that reason; the drill-down's find
# takes the label too and lands on an entry spelling the reason whole.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o f.data --cpus 16 --seconds 0.5 --rate 300 --seed 4 --sched 2>/dev/null
"$DTLTOP" -i f.data --batch --json > f.json
# want NAME: the vCPUs (in overview order: by vCPU) with NAME preempts.
want() { json_py f.json "
print(' '.join(str(c['cpu']) for c in sorted(s[0]['cpus'], key=lambda c: c['cpu'])
               if c['preempt_reasons'] and c['preempt_reasons'].get('$1')) + ' ')"; }

tui_start 200 60 -i f.data
tui_wait "[END]"
tui_wait "whole recording"	# the whole file, as the JSON
parts=0
for pair in t_slice:time_slice hc_adj:hcall_adjunct conf_adj:H_CONFER_ADJUNCT hdec_adj:HDEC_adjunct; do
	short=${pair%%:*} full=${pair#*:}
	w=$(want "$full")
	[ "$w" != " " ] || fail "no vCPU with $full in the file: the test proves nothing"
	[ "$(echo $w | wc -w)" -lt 16 ] && parts=$((parts + 1))
	for text in "$full" "$short"; do
		tui_keys / C-u "$text" Enter
		tui_wait "filter: $text]"
		got=$(tui_rows | tr ' ' '\n' | grep . | sort -n | tr '\n' ' ')
		[ "$got" = "$w" ] || fail "filter '$text': vCPUs '$got', want '$w' (those with $full)"
	done
done
# at least one reason on only some vCPUs, else "all rows" would pass
[ "$parts" -ge 1 ] || fail "every reason is on every vCPU: the filter is not tested"
tui_keys / C-u Enter
tui_gone "filter:"

# Drill-down find by a label: the hit's line says time_slice.
tui_keys Home Enter
tui_wait "dispatches"
tui_keys / t_slice Enter
tui_wait "'time_slice' at "
tui_screen | grep -q '^> .*time_slice' || fail "find t_slice: the entry marked is not a time_slice one: $(tui_screen)"
tui_check_quit
