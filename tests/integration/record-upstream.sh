# SPDX-License-Identifier: GPL-2.0-only
# -o recordings that perf reads like its own (issue 17, item 3). A live and
# a simulated recording go through perf script (default fields), perf report
# --stdio, perf sched timehist, perf script -F +synth and perf report -D
# without an error or a warning that perf's own recording of the same events
# does not give; perf's per-CPU sched counts equal dtltop's replay of the same
# file, and perf names every task as the sched_switch payloads do (COMM
# records, no ":1012"). Perf 6.1 predates vpa_dtl (AUXTRACE type 7): files
# with DTL data need upstream perf (>= 6.18), $UPERF (make upstream-perf,
# tests/run-tests.sh sets it); without it that part is skipped, and without
# root the live part (the reference is perf record -a, root too).
. "$TOP/tests/lib.sh"
command -v perf >/dev/null || skip "perf is not installed"
up=${UPERF:-$TOP/${BUILD:-build}/upstream-perf/perf}
"$up" --version > /dev/null 2>&1 || up=
root=; [ "$(id -u)" -eq 0 ] && root=1
[ -n "$root$up" ] || skip "needs root (live) or upstream perf (simulated)"

cmds=("script" "report --stdio" "sched timehist" "script -F +synth" "report -D")

# perf_clean PERF FILE [REF]: every command succeeds on FILE, prints
# something, and says nothing on stderr that it does not say on REF, perf's
# own recording (numbers aside). Without REF: no error or warning at all.
perf_clean() {
	local perf=$1 f=$2 ref=${3:-} c tag extra
	for c in "${cmds[@]}"; do
		tag=$(basename "$perf")-${c// /_}-$f
		# shellcheck disable=SC2086 # c is a command and its options
		"$perf" $c -i "$f" > "$tag.out" 2> "$tag.err" || { cat "$tag.err"; fail "$perf $c -i $f failed"; }
		[ -s "$tag.out" ] || fail "$perf $c -i $f printed nothing"
		if [ -n "$ref" ]; then
			# shellcheck disable=SC2086
			"$perf" $c -i "$ref" > /dev/null 2> "$tag.ref" || fail "$perf $c on perf's own recording failed"
			extra=$(grep -vxFf <(sed 's/[0-9]\+/N/g' "$tag.ref") <(sed 's/[0-9]\+/N/g' "$tag.err") | grep -v '^$' || true)
		else
			extra=$(grep -i "error\|warn\|fail\|unknown\|invalid\|kallsyms" "$tag.err" || true)
		fi
		[ -z "$extra" ] || { echo "$extra"; fail "$perf $c -i $f: stderr that perf's own recording does not give"; }
	done
}

# agree SCRIPT_OUT FILE STRICT: perf script's per-CPU sched_switch and
# sched_wakeup counts equal dtltop's replay of FILE; every sched_switch
# sample's task is named as its payload's prev_comm (pid 0 aside: perf
# calls it swapper). STRICT=1: no sample's task is unnamed. Live, a task
# that started after -o did and woke others before any payload or /proc
# named it (a short-lived process) is named only from its first switch on.
agree() {
	"$DTLTOP" -i "$2" --batch --json > "$2.json" || fail "dtltop -i $2 failed"
	python3 - "$1" "$2.json" "$3" <<'PY' || fail "perf and dtltop disagree on $2"
import collections, json, re, sys
perf = collections.Counter()
named = 0
early = set()	# tids perf printed as ":TID"
for line in open(sys.argv[1]):
    m = re.match(r"^\s*(.*?)\s+(-?\d+)\s+\[(\d+)\]\s+[\d.]+:\s+(sched:\w+):(.*)", line)
    if not m:
        assert "sched:" not in line, "unparsed: " + line
        continue
    comm, tid, cpu, ev, rest = m.groups()
    perf[(int(cpu), ev)] += 1
    if tid == "-1":	# the kernel's pid of an exiting task (!pid_alive)
        continue
    if re.fullmatch(r":\d+", comm):
        assert sys.argv[3] != "1" and ev != "sched:sched_switch", "a task without a name: " + line
        early.add(tid)
    if ev == "sched:sched_switch":
        p = re.search(r"prev_comm=(.*) prev_pid=(\d+)", rest)
        assert p and p.group(2) == tid, line
        if tid != "0":
            assert comm == p.group(1), ("perf names it", comm, "the payload", p.group(1))
            named += 1
whole = json.loads(open(sys.argv[2]).readline())
n = collections.Counter()
for c in whole["cpus"]:
    for key in ("sched_switch", "sched_wakeup"):
        want = perf[(c["cpu"], "sched:" + key)]
        assert c.get(key, 0) == want, (c["cpu"], key, "dtltop", c.get(key, 0), "perf", want)
        n[key] += want
assert n["sched_switch"] == sum(v for (cpu, ev), v in perf.items() if ev == "sched:sched_switch")
assert n["sched_switch"] > 0 and named > 0, (n, named)
print(sys.argv[2], "per-CPU counts agree:", dict(n), "named switches:", named,
      "tasks named only from their first switch:", len(early))
PY
}

ref=
if [ -n "$root" ]; then
	need_root_tracing
	"$DTLTOP" --batch -d 1 -n 1 --json -o live.data --ready-fd 3 3> ready > live.json 2> live.err &
	top=$!
	wait_ready ready $top || { cat live.err; fail "dtltop never said ready"; }
	for _ in $(seq 200); do /bin/true; done	# new tasks while it records
	wait $top || { cat live.err; fail "live -o failed"; }
	# perf's own recording of the same events, the reference for stderr
	evs=$(perf evlist -i live.data 2> /dev/null | grep -v '^#' | paste -sd, -)
	[ -n "$evs" ] || fail "perf evlist lists no events in live.data"
	perf record -a -e "$evs" -o ref.data -- sleep 0.3 2> ref.err || { cat ref.err; fail "perf record failed"; }
	ref=ref.data
	perf_clean perf live.data "$ref"
	perf script -i live.data > live.script 2> /dev/null
	agree live.script live.data 0
	[ -z "$up" ] || perf_clean "$up" live.data "$ref"
	# The records perf record writes before the samples, ours too.
	perf report -D -i ref.data > ref.dump 2> /dev/null
	for rec in ID_INDEX THREAD_MAP CPU_MAP MMAP FORK COMM FINISHED_INIT; do
		grep -q "PERF_RECORD_$rec[: (]" ref.dump || fail "perf's own recording has no $rec: the reference changed"
		grep -q "PERF_RECORD_$rec[: (]" perf-report_-D-live.data.out || fail "live.data has no $rec record"
	done
fi

[ -n "$up" ] || skip "upstream perf not built: the simulated (vpa_dtl) part skipped"
"$DTLTOP" --simulate=6 --sim-rate 200 --batch -d 1 -n 1 --json -o sim.data > sim.json ||
	fail "simulated -o failed"
perf_clean "$up" sim.data "$ref"
"$up" script -i sim.data > sim.script 2> /dev/null
agree sim.script sim.data 1
# The simulated tasks are the pool's: FORK and COMM for each before any sample.
"$up" report -D -i sim.data 2> /dev/null | grep -c "PERF_RECORD_COMM" > comms
[ "$(cat comms)" -ge 12 ] || fail "$(cat comms) COMM records for 6 vCPUs of 2 tasks each"
grep -q "PERF_RECORD_MMAP .*\[kernel.kallsyms\]_text" "$(basename "$up")-report_-D-sim.data.out" ||
	fail "no kernel MMAP in sim.data"
# Upstream's DTL entries are dtltop's, field for field, CPU by CPU; dtltop
# may have more only after upstream's last event (upstream never emits the
# entries after the last timed event: a documented difference).
"$DTLTOP" -i sim.data --script > sim.dtltop || fail "dtltop --script failed"
python3 - sim.script sim.dtltop <<'PY' || fail "upstream's DTL entries differ from dtltop's"
import collections, re, sys
pat = re.compile(r"\[(\d+)\]\s+([\d.]+):\s+vpa-dtl: timebase: (\d+) dispatch_reason:(\S+), "
                 r"preempt_reason:(\S+),\s*enqueue_to_dispatch_time:(\d+), ready_to_enqueue_time:(\d+),"
                 r"\s*waiting_to_ready_time:(\d+), processor_id: (\d+)")
def entries(path):
    return [m.groups() for m in pat.finditer(open(path).read())]
up, ours = entries(sys.argv[1]), entries(sys.argv[2])
assert up, "upstream printed no vpa-dtl entry"
last = max(float(e[1]) for e in up)
cu, co = collections.Counter(up), collections.Counter(ours)
assert not cu - co, ("upstream has entries dtltop does not", list((cu - co).items())[:3])
extra = co - cu
assert all(float(e[1]) >= last for e in extra.elements()), ("dtltop has entries upstream lacks",
       [e for e in extra.elements() if float(e[1]) < last][:3])
print("DTL entries: upstream", len(up), "dtltop", len(ours), "trailing", sum(extra.values()))
PY
