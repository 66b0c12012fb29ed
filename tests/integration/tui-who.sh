# SPDX-License-Identifier: GPL-2.0-only
# The who-paid screen (w) at 80x24 and 200x60. Replay: the tasks, their
# steal, share, preempts, reasons and vCPUs recomputed from --script (each
# involuntary entry charged to the task the last sched_switch put on its
# vCPU), the top task also checked against --json; Enter filters the
# overview to its vCPUs. Simulated: the rows are in steal order, the "+N
# more" line counts what is cut, the sparklines are drawn. The screen opens
# by command (tui-who-comm.sh); p switches to these per-task rows.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o who.data --cpus 8 --seconds 3 --seed 5 --sched 2>/dev/null
"$DTLTOP" -i who.data --script=oneline > script.txt
"$DTLTOP" -i who.data --json > who.json

# expect COLS LINES: the screen's title and first row, as shell variables.
expect() {
	python3 - "$1" "$2" <<'PY'
import collections, json, re, sys
cols, lines = int(sys.argv[1]), int(sys.argv[2])
vol = {"H_CEDE", "H_CONFER", "H_CONFER_ADJUNCT", "hcall_adjunct"}
short = {"firmware_internal_event": "firmware", "virtual_memory_page_fault": "vm_fault",
         "migration_hibernation_page_fault": "mig_flt", "time_slice": "t_slice",
         "HDEC_adjunct": "hdec_adj"}
cur, steal, pre = {}, collections.Counter(), collections.Counter()
reasons = collections.defaultdict(collections.Counter)
cpus = collections.defaultdict(collections.Counter)
tb = 512000000	# dtlgen's timebase
for line in open("script.txt"):
    m = re.search(r"\[(\d+)\].*sched_switch:.*next_comm=(.*) next_pid=(-?\d+) ", line)
    if m:
        cur[int(m.group(1))] = (int(m.group(3)), m.group(2))
        continue
    m = re.search(r"\[(\d+)\].*vpa-dtl:.*preempt_reason:(\S+), enqueue_to_dispatch_time:(\d+),"
                  r" ready_to_enqueue_time:(\d+)", line)
    if m and m.group(2) not in vol:
        c, t = int(m.group(1)), cur.get(int(m.group(1)), (-1, "unknown"))
        ns = (int(m.group(3)) + int(m.group(4))) * 10**9 // tb
        steal[t] += ns; pre[t] += 1; reasons[t][m.group(2)] += 1; cpus[t][c] += ns
tasks = sorted(steal, key=lambda t: (-steal[t], t[0], t[1]))
top = tasks[0]
j = json.load(open("who.json"))
jt = j["tasks"][0]
assert (jt["pid"], jt["comm"], jt["steal_ns"]) == (top[0], top[1], steal[top]), (jt, top)
def dur(ns):
    return "%.0fus" % (ns / 1e3) if ns < 10**6 else "%.1fms" % (ns / 1e6) if ns < 10**9 \
        else "%.2fs" % (ns / 1e9)
wide = cols >= 160
names = []
for r, n in reasons[top].most_common(2 if wide else 1):
    name = r if wide and len(r) <= 16 else short.get(r, r)
    names.append("%s %.0f%%" % (name, n * 100.0 / pre[top]))
rows = lines - 8	# 5 header lines, the title, the column titles, the footer
print("ntasks=%d" % len(tasks))
print("more=%d" % (len(tasks) - rows))
print("title='Who paid: %d tasks, %s of %s LPAR steal'" % (len(tasks), dur(sum(steal.values())),
                                                         dur(j["totals"]["steal_ns"])))
pct = steal[top] * 100.0 / j["totals"]["steal_ns"]
print("row='%d %s %s %.*f %d %s %s'" % (top[0], top[1][:16 if wide else 12], dur(steal[top]),
      2 if pct < 9.995 else 1, pct, pre[top], " ".join(names),
      ",".join(str(c) for c, _ in cpus[top].most_common())))
print("top_cpus='%s'" % " ".join(str(c) for c in sorted(cpus[top])))
print("top_comm=%s" % top[1])
PY
}

# The glyphs of the first task row's sparkline (the last column).
first_spark() {
	tui_screen | awk 'NR == 7' | grep -o '[▁▂▃▄▅▆▇█]' | wc -l
}

# wait_rows LIST: until the overview shows exactly the vCPUs of LIST.
wait_rows() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	while [ "$(date +%s)" -lt "$end" ]; do
		[ "$(tui_rows | xargs)" = "$1" ] && return 0
		sleep 0.2
	done
	tui_screen; fail "the overview shows vCPUs '$(tui_rows)', expected '$1'"
}

n=0
for size in "80 24" "200 60"; do
	set -- $size
	eval "$(expect "$1" "$2")"
	n=$((n + 1))
	[ "$n" = 1 ] || tui_restart "r$n"
	tui_start "$1" "$2" -i who.data
	tui_wait "[END]"
	tui_keys w
	tui_wait "PIDS COMM"	# by command first
	tui_keys p	# these checks are per task
	tui_wait "$title"
	tui_wait "$row"
	[ "$(first_spark)" -gt 0 ] || fail "no sparkline on the first row at $1x$2"
	if [ "$more" -gt 0 ]; then
		tui_wait "+$more more (j/k, PgDn)"
		# the selection moves, the list scrolls, the mark follows
		tui_keys End
		tui_gone "+$more more"
		tui_keys Home
		tui_wait "+$more more"
	else
		tui_gone "more (j/k, PgDn)"	# all fit: no mark
	fi
	# Enter: the overview of the vCPUs the top task paid on
	tui_keys Enter
	tui_wait "TOP_PREEMPT"
	wait_rows "$top_cpus"
	# back on who paid with that filter on: the table is still the LPAR's
	tui_keys w
	tui_wait "Who paid (all vCPUs, no filter): $ntasks tasks"
	tui_check_quit
done

# Simulated: a moving session; the screen must agree with itself.
check_sim() {
	tui_screen > sim.txt
	python3 - "$1" <<'PY' || { cat sim.txt; fail "who paid inconsistent on --simulate at $1"; }
import re, sys
lines = open("sim.txt").read().split("\n")
title = [l for l in lines if l.startswith("Who paid:")][0]
# the rows are commands (the default) or tasks (p)
ntasks = int(re.search(r"Who paid: (\d+) (?:commands|tasks)", title).group(1))
def ns(s):
    for u, f in (("us", 1e3), ("ms", 1e6), ("s", 1e9)):
        if s.endswith(u):
            return float(s[:-len(u)]) * f
    raise ValueError(s)
rows = [l for l in lines[5:] if re.match(r"^\s+(-|\d+) \S", l)]
steal = [ns(l.split()[2]) for l in rows]
assert rows and steal == sorted(steal, reverse=True), steal
assert all(re.search("[▁▂▃▄▅▆▇█]", l) for l in rows[:3]), "no sparkline"
shown = len(rows)
more = [l for l in lines if "more (j/k, PgDn)" in l]
if ntasks > shown:
    assert more and int(re.search(r"\+(\d+) more", more[0]).group(1)) == ntasks - shown, more
else:
    assert not more
PY
}
for size in "80 24" "200 60"; do
	set -- $size
	n=$((n + 1))
	tui_restart "s$n"
	tui_start "$1" "$2" --simulate=32
	tui_wait "[RUNNING]"
	tui_keys w
	tui_wait "Who paid:"
	tui_wait "PREEMPT TOP_REASON"
	tui_keys p	# by PID: 96 tasks, more than fit
	tui_wait " PID COMM"
	tui_wait "more (j/k, PgDn)"
	tui_keys Space	# freeze: the rows stop moving while they are read
	tui_wait "FROZEN"
	check_sim "$1x$2"
	tui_keys p	# by command: the same checks
	tui_wait "PIDS COMM"
	check_sim "$1x$2 by command"
	tui_keys Tab
	tui_wait "TOP_PREEMPT"	# the screen cycle goes on to the overview
	tui_check_quit
done
