# SPDX-License-Identifier: GPL-2.0-only
# -o names every task as perf's own recordings do (issue 29, item 9): a live
# sched-only recording made while tasks are forked, and a simulated one,
# give perf script (Debian's 6.1 and upstream's) a name for every sample's
# task, never ":PID"; and each sample that perf record, run on the same
# workload at the same time with the same clock, also took is named in
# dtltop's file as in perf's: a child after its parent, then after its exec.
. "$TOP/tests/lib.sh"
need_root_tracing
UPERF=${UPERF:-}
[ -n "$UPERF" ] && [ -x "$UPERF" ] || UPERF=

# no_pid_names PERF FILE TAG [FROM]: perf script's comm column is a name on
# every line (from time FROM on, in seconds, if given: a task forked while
# dtltop was still enabling its events, before the workload, may have been
# too quick for /proc and the kernel's FORK alike; the limit is dtltop's
# man page's).
no_pid_names() {
	"$1" script -i "$2" -F comm,tid,time,event > "$2.$3.names" 2> "$2.$3.err" ||
		{ cat "$2.$3.err"; fail "$1 script -i $2 failed"; }
	[ -s "$2.$3.names" ] || fail "$1 script -i $2 printed nothing"
	if awk -v from="${4:-0}" '$1 ~ /^:[0-9]+$/ && $3 + 0 >= from + 0' "$2.$3.names" > "$2.$3.pid" &&
		[ -s "$2.$3.pid" ]; then
		head -5 "$2.$3.pid"
		fail "$1 script names $(wc -l < "$2.$3.pid") samples of $2 by their pid"
	fi
}

# The workload: a parent that names itself (a COMM record, prctl) and forks
# children that never exec, so that only the FORK names them; sh forking
# /bin/true (named sh, then true after exec); perf bench's messaging tasks.
cat > fork.py <<'PY'
import ctypes, os, sys, time
ctypes.CDLL(None).prctl(15, b"dtlforker", 0, 0, 0)	# PR_SET_NAME
kids = []
for i in range(20):
    pid = os.fork()
    if pid == 0:
        time.sleep(0.002)	# a switch out and a wakeup: samples of the child
        os._exit(0)
    kids.append(pid)
for pid in kids:
    os.waitpid(pid, 0)
open(sys.argv[1], "w").write(" ".join(map(str, kids)) + "\n")
PY
cat > work.sh <<'SH'
python3 fork.py kids.txt
for i in $(seq 50); do /bin/true; done
perf bench sched messaging -g 1 -l 20 > /dev/null 2>&1
SH

# dtltop records until told to stop; perf record, started once dtltop is
# ready, records the workload with CLOCK_MONOTONIC (dtltop's clock without
# vpa_dtl) so the two files' samples pair up by cpu and time.
"$DTLTOP" --batch -d 1 -n 120 -o live.data --ready-fd 3 3> ready > live.txt 2> err.txt &
top=$!
wait_ready ready $top || { cat err.txt; fail "dtltop never said ready"; }
perf record -q -a -k CLOCK_MONOTONIC -e sched:sched_switch -e sched:sched_wakeup \
	-e sched:sched_migrate_task -o perf.data -- sh work.sh 2> perf.err ||
	{ kill -INT $top; cat perf.err; fail "perf record failed"; }
kill -INT $top
wait $top || { cat err.txt; fail "live -o failed"; }
[ -s kids.txt ] || fail "the workload did not run"
grep -q "dropped" err.txt && { cat err.txt; fail "events dropped"; }

# the workload's first sample, as perf's own recording of it says
from=$(perf script -i perf.data -F time 2>/dev/null | head -1 | tr -d ' :')
[ -n "$from" ] || fail "perf's own recording holds no sample"
no_pid_names perf live.data deb "$from"
[ -n "$UPERF" ] && no_pid_names "$UPERF" live.data up "$from"

# Pair the samples: the same tracepoint hit on the same cpu, by the same
# task with the same payload, within 100 us (each event reads the clock
# itself: the two files' times differ by a little); the name must agree.
for f in live.data perf.data; do
	perf script -i $f --ns -F comm,tid,cpu,time,event,trace > $f.full 2> $f.full.err ||
		{ cat $f.full.err; fail "perf script -i $f failed"; }
done
python3 - live.data.full perf.data.full kids.txt <<'PY' || fail "names differ from perf's own recording"
import collections, re, sys
# tid -1: an exiting task's last switch, as the kernel samples it (":-1")
line = re.compile(r"^\s*(.*?)\s+(-?\d+)\s+\[(\d+)\]\s+(\d+)\.(\d+):\s+(\S+):\s*(.*)$")
def load(path):
    out = collections.defaultdict(list)
    for l in open(path):
        m = line.match(l)
        assert m, "unparsed: " + l
        comm, tid, cpu, s, ns, ev, payload = m.groups()
        out[(int(cpu), ev, int(tid), payload.strip())].append((int(s) * 10**9 + int(ns), comm))
    return out
ours, perfs = load(sys.argv[1]), load(sys.argv[2])
kids = set(map(int, open(sys.argv[3]).read().split()))
pairs = []	# (key, ours' name, perf's name)
for k in set(ours) & set(perfs):
    a, b = sorted(ours[k]), sorted(perfs[k])
    i = j = 0
    while i < len(a) and j < len(b):
        if abs(a[i][0] - b[j][0]) <= 100000:
            pairs.append((k, a[i][1], b[j][1]))
            i += 1
            j += 1
        elif a[i][0] < b[j][0]:
            i += 1
        else:
            j += 1
assert len(pairs) > 100, ("too few samples in both files", len(pairs))
# perf names a kworker that existed at its start by /proc's comm, which
# carries its workqueue ("kworker/1:1-events"); dtltop's file says what the
# kernel's payloads say ("kworker/1:1"), as it did before FORK and COMM.
def same(ours, perfs):
    return ours == perfs or (ours.startswith("kworker/") and perfs.startswith(ours + "-"))
bad = [p for p in pairs if not same(p[1], p[2])]
assert not bad, ("named otherwise than perf names them", len(bad), bad[:10])
kid = [p for p in pairs if p[0][2] in kids]
assert kid, "no sample of a forked child in both files"
assert all(p[1] == "dtlforker" for p in kid), [p for p in kid if p[1] != "dtlforker"]
true = [p for p in pairs if p[1] == "true"]
assert true, "no sample of an exec'd /bin/true in both files"
print("paired", len(pairs), "samples; children's", len(kid), "; true's", len(true))
PY

# The simulator's recording: its tasks all exist from the start.
if [ -n "$UPERF" ]; then
	"$DTLTOP" --simulate=4 --sim-rate 100 --batch -d 1 -n 1 -o sim.data > /dev/null 2> sim.err ||
		{ cat sim.err; fail "simulated -o failed"; }
	no_pid_names "$UPERF" sim.data up
fi
exit 0
