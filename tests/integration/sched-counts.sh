# SPDX-License-Identifier: GPL-2.0-only
# Tracepoint counts against perf script, per CPU and tracepoint, for live
# recordings made here: every sched tracepoint (-e 'sched:*'), perf sched
# record (sched_waking where the kernel has it, sched_wakeup_new), and
# non-sched tracepoints (irq, raw_syscalls, kmem:kmalloc, whichever exist).
# dtltop's sched_switch, sched_wakeup, sched_waking and sched_wakeup_new
# must each be the count of the tracepoint of that name, every other
# tracepoint its own entry of "tracepoints", sched_other the sched:* ones
# of those: all as perf script prints them, read by one thread or two. With the installed perf, and
# with upstream perf ($UPERF) when there is one.
. "$TOP/tests/lib.sh"
need_root_tracing
ev=/sys/kernel/tracing/events
[ -d $ev/sched/sched_switch ] || skip "no sched tracepoints here"
work="perf bench sched messaging -g 1 -l 10"	# 40 tasks forked, 4000 messages

# compare NAME: perf script's lines per (cpu, event) of NAME.data against
# dtltop's JSON; prints both per CPU; fails on any difference.
compare() {
	"$1" script -F cpu,event -i "$2.data" > "$2.perf" 2>/dev/null
	[ -s "$2.perf" ] || fail "$2: perf script printed nothing"
	"$DTLTOP" -i "$2.data" --batch --json > "$2.json" || fail "$2: dtltop failed"
	# two reader threads, each its vCPUs' model, merged: the same output
	"$DTLTOP" -i "$2.data" --batch --json --readers 2 > "$2.json2" 2>/dev/null ||
		fail "$2: dtltop --readers 2 failed"
	cmp -s "$2.json" "$2.json2" || fail "$2: --readers 2 prints otherwise"
	python3 - "$2" <<'EOF' || fail "$2: dtltop's counts differ from perf script's"
import collections, json, re, sys
name = sys.argv[1]
perf = collections.Counter()
for line in open(name + ".perf"):
    m = re.match(r'\s*\[(\d+)\]\s+(\S+?):?\s*$', line)
    if not m:
        sys.exit(f"{name}: unexpected perf script line {line!r}")
    perf[(int(m.group(1)), m.group(2))] += 1
snaps = [json.loads(l) for l in open(name + ".json") if l.strip()]
if len(snaps) != 1:
    sys.exit(f"{name}: {len(snaps)} snapshots, expected one")
ours = collections.Counter()
named = ("sched_switch", "sched_wakeup", "sched_waking", "sched_wakeup_new")
for c in snaps[0]["cpus"]:
    for k in named:
        ours[(c["cpu"], "sched:" + k)] += c[k]
    for k, n in c["tracepoints"].items():
        ours[(c["cpu"], k)] += n
    sched = sum(n for k, n in c["tracepoints"].items() if k.startswith("sched:"))
    if c["sched_other"] != sched:
        sys.exit(f"{name}: cpu {c['cpu']}: sched_other {c['sched_other']}, sched:* of tracepoints {sched}")
ours = +ours	# zero counts out
tot = snaps[0]["totals"]
for k in named:
    if tot[k] != sum(n for (c, e), n in perf.items() if e == "sched:" + k):
        sys.exit(f"{name}: totals {k} {tot[k]} differs")
for k, n in tot["tracepoints"].items():
    if n != sum(m for (c, e), m in perf.items() if e == k):
        sys.exit(f"{name}: totals tracepoints {k} {n} differs")
print(f"{name}: per CPU, perf script | dtltop")
for key in sorted(set(perf) | set(ours)):
    print(f"  cpu {key[0]} {key[1]:34} {perf[key]:8} | {ours[key]:8}")
if perf != ours:
    sys.exit(f"{name}: differ")
if len(perf) < 2:
    sys.exit(f"{name}: too few counts to compare")
open(name + ".events", "w").write("\n".join(sorted({e for _, e in perf})) + "\n")
EOF
}

# has NAME EVENT: the recording NAME holds samples of EVENT
has() { grep -qx "$2" "$1.events" || fail "$1: no $2 samples: the workload did not exercise it"; }

others=sched:sched_switch
for t in irq/irq_handler_entry irq/softirq_entry irq/softirq_exit raw_syscalls/sys_enter \
	raw_syscalls/sys_exit kmem/kmalloc; do
	[ -d "$ev/$t" ] && others="$others,${t%%/*}:${t#*/}"
done
[ "$others" != sched:sched_switch ] || skip "no irq, raw_syscalls or kmem tracepoints here"

# shellcheck disable=SC2086
run() {	# run PERF TAG
	local p=$1 tag=$2
	"$p" record -q -a -e 'sched:*' -o "all-$tag.data" -- $work \
		>/dev/null 2>&1 || skip "$p record -e 'sched:*' failed here"
	compare "$p" "all-$tag"
	has "all-$tag" sched:sched_wakeup
	has "all-$tag" sched:sched_wakeup_new
	[ -d $ev/sched/sched_waking ] && has "all-$tag" sched:sched_waking
	"$p" sched record -q -o "sched-$tag.data" -- $work \
		>/dev/null 2>&1 || skip "$p sched record failed here"
	compare "$p" "sched-$tag"
	has "sched-$tag" sched:sched_wakeup_new
	if [ -d $ev/sched/sched_waking ]; then	# perf sched's choice: waking
		has "sched-$tag" sched:sched_waking
		! grep -qx sched:sched_wakeup "sched-$tag.events" ||
			fail "sched-$tag: perf sched record recorded sched_wakeup too?"
	fi
	"$p" record -q -a -e "$others" -o "other-$tag.data" -- $work \
		>/dev/null 2>&1 || skip "$p record -e $others failed here"
	compare "$p" "other-$tag"
	grep -qv '^sched:' "other-$tag.events" || fail "other-$tag: no non-sched tracepoint samples"
}

run perf perf61
if [ -n "${UPERF:-}" ] && [ -x "$UPERF" ] && "$UPERF" version >/dev/null 2>&1; then
	run "$UPERF" upstream
else
	echo "upstream perf (\$UPERF) is not available: its recordings not checked"
fi
