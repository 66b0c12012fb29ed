# SPDX-License-Identifier: GPL-2.0-only
# The kernel documentation's worked example (seed 002): cpu 16, boot_tb
# 21349649546353231, tb_freq 512000000, timebase 21403600706628832 must be
# printed at 105373.359913 with decrementer_interrupt / H_CEDE and the
# three intervals 4854 / 139 / 511842115.
. "$TOP/tests/lib.sh"
"$DTLGEN" -o seed.data --seed002 --cpus 17 --seconds 0.5 --sched 2>/dev/null
# perf script aligns event names with spaces; compare with runs squeezed.
"$DTLTOP" -i seed.data --script=oneline | tr -s ' ' > script.txt
want='[016] 105373.359913: vpa-dtl: timebase: 21403600706628832 dispatch_reason:decrementer_interrupt, preempt_reason:H_CEDE, enqueue_to_dispatch_time:4854, ready_to_enqueue_time:139, waiting_to_ready_time:511842115, processor_id: '
grep -qF "$want" script.txt || fail "seed 002 line not found; cpu 16 lines: $(grep -m3 '\[016\].*vpa-dtl' script.txt)"
# The default form spells it as upstream perf script does: thread 0's
# sample, broken after preempt_reason, the srr0 16 hex digits wide and
# named from the kallsyms dtlgen stores (the shipped set: its cede hcall
# plpar_hcall_norets_notrace starts at c0000000000f6e00, 0x1c before the
# example's srr0); the same processor as the one-line form's.
"$DTLTOP" -i seed.data --script | tr -s ' ' > perf.txt
proc=$(grep -F "$want" script.txt | sed -E 's/.*processor_id: ([0-9]+).*/\1/')
grep -A 1 -xF ' swapper 0 [016] 105373.359913: vpa-dtl: timebase: 21403600706628832 dispatch_reason:decrementer_interrupt, preempt_reason:H_CEDE,' perf.txt |
	tail -n 1 | grep -qxE "enqueue_to_dispatch_time:4854, ready_to_enqueue_time:139,waiting_to_ready_time:511842115, processor_id: $proc c0000000000f6e1c plpar_hcall_norets_notrace\+0x1c \(\[kernel\.kallsyms\]\)" ||
	fail "seed 002 entry not in upstream's spelling; cpu 16: $(grep -m 2 -A 1 '\[016\].*vpa-dtl' perf.txt)"
# Lines come out in time order across CPUs and event kinds.
awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\[[0-9]+\]$/) { t = $(i + 1); sub(/:$/, "", t); if (t + 0 < last + 0) { print "out of order at line " NR; exit 1 } last = t; break } }' script.txt ||
	fail "--script output is not in time order"
# The same example through the big-endian path.
"$DTLGEN" -o seed-be.data --seed002 --cpus 17 --seconds 0.5 --big-endian 2>/dev/null
"$DTLTOP" -i seed-be.data --script=oneline | tr -s ' ' | grep -qF "$want" || fail "seed 002 line not found in the big-endian file"
