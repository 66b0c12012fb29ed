# SPDX-License-Identifier: GPL-2.0-only
# Who paid by command (issue 32 item 8): dtlgen's 64 vCPUs run 128 tasks
# sharing a few program names (several PIDs each). Recomputed here from
# --script (each involuntary entry charged to the task the last
# sched_switch put on its vCPU), then summed by comm: the JSON "commands"
# and the text view's table give each command's steal, preempts and PID
# count; the who-paid screen opens by command (80x24 and 200x60), its first
# row the top command, and p switches to the PIDs.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o c.data --cpus 64 --seconds 1 --rate 500 --seed 11 --sched 2>/dev/null
"$DTLTOP" -i c.data --script=oneline > script.txt
"$DTLTOP" -i c.data --json > c.json
"$DTLTOP" -i c.data --batch > c.txt

python3 - > expect.sh <<'PY' || fail "commands differ from the recomputation"
import collections, json, re
vol = {"H_CEDE", "H_CONFER", "H_CONFER_ADJUNCT", "hcall_adjunct"}
cur, steal, pre = {}, collections.Counter(), collections.Counter()
tb = 512000000	# dtlgen's timebase
for line in open("script.txt"):
    m = re.search(r"\[(\d+)\].*sched_switch:.*next_comm=(.*) next_pid=(-?\d+) ", line)
    if m:
        cur[int(m.group(1))] = (int(m.group(3)), m.group(2))
        continue
    m = re.search(r"\[(\d+)\].*vpa-dtl:.*preempt_reason:(\S+), enqueue_to_dispatch_time:(\d+),"
                  r" ready_to_enqueue_time:(\d+)", line)
    if m and m.group(2) not in vol:
        t = cur.get(int(m.group(1)), (-1, "unknown"))
        steal[t] += (int(m.group(3)) + int(m.group(4))) * 10**9 // tb
        pre[t] += 1
cs, cp, cn = collections.Counter(), collections.Counter(), collections.Counter()
for (pid, comm), ns in steal.items():
    cs[comm] += ns; cp[comm] += pre[(pid, comm)]; cn[comm] += 1
cmds = sorted(cs, key=lambda c: (-cs[c], c))
assert max(cn.values()) >= 4, "no command with several PIDs: the test proves little"
j = json.load(open("c.json"))
got = [(c["comm"], c["steal_ns"], c["preempts"], c["pids"]) for c in j["commands"]]
want = [(c, cs[c], cp[c], cn[c]) for c in cmds][:20]
assert got == want, (got[:4], want[:4])
assert len(j["tasks"]) == 20	# the PID list is kept
# the text table: "PIDS COMM STEAL_MS PREEMPTS SHARE_PCT"
txt = open("c.txt").read().split("Top commands by steal")[1].splitlines()[2:]
for (c, ns, p, n), l in zip(want, txt):
    f = l.split()
    assert (int(f[0]), f[1], round(float(f[2]) * 1e6), int(f[3])) == (n, c, round(ns / 1e3) * 1000, p), (l, c, ns)
top = cmds[0]
def dur(ns):
    return "%.0fus" % (ns / 1e3) if ns < 10**6 else "%.1fms" % (ns / 1e6) if ns < 10**9 \
        else "%.2fs" % (ns / 1e9)
pct = cs[top] * 100.0 / j["totals"]["steal_ns"]
print("title='Who paid: %d commands, %s of %s LPAR steal'" % (len(cs), dur(sum(cs.values())),
                                                            dur(j["totals"]["steal_ns"])))
print("row='%d %s %s %.*f %d'" % (cn[top], top, dur(cs[top]), 2 if pct < 9.995 else 1, pct, cp[top]))
print("ntasks=%d" % len(steal))
print("figures='top %s: %d PIDs, %d ns of %d'" % (top, cn[top], cs[top], j["totals"]["steal_ns"]))
PY
eval "$(cat expect.sh)"
echo "$figures"
n=0
for size in "80 24" "200 60"; do
	set -- $size
	n=$((n + 1))
	[ "$n" = 1 ] || tui_restart "r$n"
	tui_start "$1" "$2" -i c.data
	tui_wait "[END]"
	tui_keys w
	tui_wait "$title"
	tui_wait "PIDS COMM"
	tui_wait "$row"
	tui_keys p
	tui_wait "Who paid: $ntasks tasks,"
	tui_wait " PID COMM"
	tui_keys p
	tui_wait "$title"
	tui_check_quit
done
