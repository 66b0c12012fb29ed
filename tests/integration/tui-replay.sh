# SPDX-License-Identifier: GPL-2.0-only
# The interactive view on a replayed recording, driven in tmux: the header's
# numbers equal --batch --json's for the same file; sort and filter give the
# rows the JSON says they should; help; resize below 80x24 and back; q exits 0
# with the terminal restored.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o demo.data --cpus 8 --seconds 5 --seed 1 --sched 2>/dev/null
"$DTLTOP" -i demo.data --batch --json > demo.json

# What the header must say in cumulative mode ('a'), from the JSON: the
# same definitions as the text view (rates over the span, LPAR steal over
# span x vCPUs, p99 in us; '~' when some of it was lost), then the loss.
header=$(json_py demo.json '
x = s[0]; t = x["totals"]; span = x["span_ns"][1] - x["span_ns"][0]; n = len(x["cpus"])
lossy = x["lost"] or t["dtl_full_polls"] or t["aux_truncated"] or t["aux_overruns"]
print("LPAR dispatches %d (%.1f/s) steal %s%.2f%% lat p99 %.1f us vCPUs %d span %.6f s" % (
    t["dispatches"], t["dispatches"] / (span / 1e9), "~" if lossy else "",
    t["steal_ns"] * 100.0 / (span * n),
    t["enqueue_to_dispatch"]["p99"] * 1e6 / t["tb_freq"], n, span / 1e9))')
loss=$(json_py demo.json '
x = s[0]; t = x["totals"]
print("LOSS lost %d full polls %d" % (x["lost"], t["dtl_full_polls"]))')
# Row orders for each sort key, ties by vCPU; and the vCPUs with a reason.
order() { json_py demo.json "
c = s[0]['cpus']
print(' '.join(str(x['cpu']) for x in sorted(c, key=lambda x: ($1, x['cpu']))) + ' ')"; }
by_cpu=$(order 0)
by_steal=$(order "-x['steal_ns']")
by_lat=$(order "-x['enqueue_to_dispatch']['p99']")
by_disp=$(order "-x['dispatches']")
by_p50=$(order "-x['enqueue_to_dispatch']['p50']")
by_aff=$(order "-x['affinity_misses'] / max(x['dispatches'], 1)")
rare=$(json_py demo.json 'r = s[0]["totals"]["preempt_reasons"]; print(min(r, key=lambda k: (r[k], k)))')
with_rare=$(json_py demo.json "
print(' '.join(str(c['cpu']) for c in s[0]['cpus'] if c['preempt_reasons'].get('$rare') or c['dispatch_reasons'].get('$rare')) + ' ')")

tui_start 120 40 -i demo.data
tui_wait "[END]"
tui_wait "whole recording"
tui_wait "$header"
tui_wait "$loss"
tui_wait_rows "$by_cpu"

# s cycles vCPU -> steal -> latency -> dispatches -> p50, AFF%, LOSS, PROC, top
# preempt -> vCPU; S reverses.
tui_keys s; tui_wait "sort steal"; tui_wait_rows "$by_steal"
tui_keys S; tui_wait "sort steal (rev)"
tui_wait_rows "$(echo "$by_steal" | tr ' ' '\n' | grep . | tac | tr '\n' ' ')"
tui_keys s; tui_wait "sort latency"; tui_wait_rows "$by_lat"
tui_keys s; tui_wait "sort dispatches"; tui_wait_rows "$by_disp"
tui_keys s; tui_wait "sort p50"; tui_wait_rows "$by_p50"
tui_keys s; tui_wait "sort affinity"; tui_wait_rows "$by_aff"
tui_keys s; tui_wait "sort loss"
tui_keys s; tui_wait "sort processor"; tui_keys s; tui_wait "sort preempt reason"
tui_keys s; tui_wait "sort vCPU"; tui_wait_rows "$by_cpu"

# / filters by CPU list, then by reason name; Esc clears the filter.
tui_keys / '2,5' Enter; tui_wait_rows "2 5 "
tui_keys / BSpace BSpace BSpace "$rare" Enter; tui_wait_rows "$with_rare"
tui_keys / BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace \
	BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace \
	BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace Enter
tui_wait_rows "$by_cpu"

# Help lists the keys; any key returns.
tui_keys "?"; tui_wait "dtltop - keys"; tui_wait "sort by the next column"
tui_keys Escape; tui_wait "$header"

# - and + zoom the timeline out and back in: cells of 2 buckets, then 1
# (in the interval mode: the whole recording's times leave the cell
# width no room on a 120-column header line).
tui_keys a; tui_wait "interval "
tui_keys -; tui_wait "bucket 200 ms"
tui_keys +; tui_wait "bucket 100 ms"
tui_keys a; tui_wait "whole recording"

# The other screens open and come back: heatmap, reasons, who paid, overview.
tui_keys Tab; tui_wait "Heatmap of 8 vCPUs"
tui_keys Tab; tui_wait "Reasons over all 8 vCPUs"
tui_keys Tab; tui_wait "Who paid: "
tui_keys Tab; tui_wait_rows "$by_cpu"

tui_check_resize
tui_check_quit
