# SPDX-License-Identifier: GPL-2.0-only
# Files perf writes every which way, recorded here by Debian's perf 6.1 and
# upstream perf ($UPERF): dtltop must read each as the perf that wrote it
# reads it. For every case the expectation is what that perf prints:
# per-CPU sched counts, loss per CPU, first and last times, --script text.
. "$TOP/tests/lib.sh"
need_root_tracing
[ -x "${UPERF:-}" ] || skip "no upstream perf (make upstream-perf): it writes COMPRESSED2"
PD="python3 $TOP/tests/perfdata.py"
# the workload perf records: a few hundred context switches
printf '#!/bin/sh\nfor i in $(seq 60); do sleep 0.001; done\n' > work; chmod +x work

# perf script's figures (perfdata.py script-stats) against dtltop's JSON:
# per cpu and event counts, and the first and last sample times.
stats_perf() { $PD script-stats "$1" | grep -v '^count .* LOST$'; }
stats_ours() {
	json_py "$1" '
w = s[-1]
for c in sorted(w["cpus"], key=lambda c: c["cpu"]):
    for k in ("sched_switch", "sched_wakeup"):
        if c.get(k): print("count", c["cpu"], "sched:" + k, c[k])
print("first", "%.6f" % (w["span_ns"][0] // 1000 / 1e6))
print("last", "%.6f" % (w["span_ns"][1] // 1000 / 1e6))'
}
# --script against perf script: upstream pads the PID column wider.
same_script() {	# NAME PERF FILE
	"$2" script -i "$3" > "$1.perf.txt" 2> "$1.perf.err" || true
	"$DTLTOP" -i "$3" --script > "$1.ours.txt" 2> "$1.ours.err" ||
		fail "$1: dtltop --script: $(cat "$1.ours.err")"
	[ -s "$1.perf.txt" ] || fail "$1: perf script printed nothing: $(head -3 "$1.perf.err")"
	$PD script-cmp "$1.perf.txt" "$1.ours.txt" > "$1.cmp" 2>&1 ||
		fail "$1: --script differs from $2 script: $(cat "$1.cmp")"
	echo "$1: $(cat "$1.cmp")"
}
check_file() {	# NAME PERF FILE: counts, times and text as PERF reads FILE
	"$2" script -i "$3" -F cpu,time,event > "$1.fields" 2>/dev/null
	"$DTLTOP" -i "$3" --batch --json > "$1.json" 2> "$1.err" || fail "$1: dtltop: $(cat "$1.err")"
	stats_perf "$1.fields" > "$1.expected"
	stats_ours "$1.json" > "$1.got"
	[ "$(grep -c '^count' "$1.expected")" -ge 2 ] || fail "$1: too few samples to compare"
	diff "$1.expected" "$1.got" || fail "$1: counts or times differ from $2 script (< perf, > dtltop)"
	same_script "$1" "$2" "$3"
}

# 1. Plain, -z, file and pipe, by both perfs: COMPRESSED2 from upstream.
for p in "p61:perf" "up:$UPERF"; do
	tag=${p%%:*}; perf=${p#*:}
	for z in "" "-z"; do
		name=$tag${z:+-z}
		"$perf" record -q -a $z -e sched:sched_switch,sched:sched_wakeup -o "$name.data" -- ./work \
			>/dev/null 2>&1 || fail "$perf record $z failed"
		check_file "$name" "$perf" "$name.data"
		"$perf" record -q -a $z -e sched:sched_switch,sched:sched_wakeup -o - -- ./work \
			2>/dev/null > "$name.pipe" || fail "$perf record $z -o - failed"
		check_file "$name-pipe" "$perf" "$name.pipe"
	done
done
"$UPERF" report --header-only -i up-z.data 2>/dev/null | grep -q 'compressed.*Zstd' ||
	fail "upstream -z wrote no compressed records"

# 2. Loss: counted once, on its CPU, at its time. perf record appends each
# event's lost-sample totals (LOST_SAMPLES, time 0) at exit: they repeat
# the LOST records' loss, and say more where a ring was still full when
# recording stopped (no LOST record was written for that).
for p in "p61:perf" "up:$UPERF"; do
	tag=${p%%:*}; perf=${p#*:}
	"$perf" record -q -a -m 1 -e 'sched:*' -o "lost-$tag.data" -- \
		perf bench sched messaging -g 2 -l 20 >/dev/null 2>&1 || fail "$perf record -m 1 failed"
	"$perf" script -D -i "lost-$tag.data" > "lost-$tag.dump" 2>/dev/null
	$PD loss "lost-$tag.dump" > "lost-$tag.expected"
	"$DTLTOP" -i "lost-$tag.data" --batch --json > "lost-$tag.json"
	json_py "lost-$tag.json" '
for c in sorted(s[-1]["cpus"], key=lambda c: c["cpu"]):
    if c.get("lost"): print(c["cpu"], c["lost"])' > "lost-$tag.got"
	diff "lost-$tag.expected" "lost-$tag.got" || fail "lost-$tag: loss per CPU differs from perf's records"
	total=$(awk '{ t += $2 } END { print t + 0 }' "lost-$tag.expected")
	json_py "lost-$tag.json" "assert s[-1]['lost'] == $total, (s[-1]['lost'], $total)" ||
		fail "lost-$tag: total loss is not perf's $total"
	# the span: the first and last sample or loss record, as perf shows them
	"$perf" script -i "lost-$tag.data" --show-lost-events 2>/dev/null |
		grep -oE ' [0-9]+\.[0-9]{6}: ' | tr -d ' :' | sed -n '1p;$p' > "lost-$tag.times"
	json_py "lost-$tag.json" 'print("%.6f" % (s[-1]["span_ns"][0] // 1000 / 1e6)); print("%.6f" % (s[-1]["span_ns"][1] // 1000 / 1e6))' > "lost-$tag.span"
	diff "lost-$tag.times" "lost-$tag.span" || fail "lost-$tag: the span is not perf's first and last record"
	echo "lost-$tag: $total lost, as perf says, per CPU: $(tr '\n' ' ' < "lost-$tag.got")"
done

# 3. Nothing dtltop can show: exit 2, one line naming what the file holds.
refused() {	# FILE WHAT-IT-MUST-NAME
	local rc=0
	"$DTLTOP" -i "$1" --batch > out.txt 2> err.txt || rc=$?
	[ "$rc" -eq 2 ] && [ "$(wc -l < err.txt)" -eq 1 ] && grep -qF -- "$2" err.txt ||
		fail "$1: want exit 2 and one line naming $2, got $rc: $(cat err.txt)"
	[ ! -s out.txt ] || fail "$1: printed a report for nothing"
}
perf record -q -e cpu-clock -o clock.data -- ./work >/dev/null 2>&1
refused clock.data "cpu-clock"
perf stat record -o stat.data -- ./work >/dev/null 2>&1 || fail "perf stat record failed"
refused stat.data "task-clock"
# Tracepoints of any system are something to show (counted by name, printed
# by --script): perf lock record's file is read, whatever it caught.
if perf lock record -o lock.data -- ./work >/dev/null 2>&1; then
	"$DTLTOP" -i lock.data --json > lock.json 2> lock.err || fail "perf lock record: $(cat lock.err)"
	grep -q '"tracepoints":{' lock.json || fail "perf lock record: no tracepoints in the JSON"
fi

# 4. A stream cut inside a record: every record before the cut, as perf
# script prints them, one warning, exit 0, "partial_file": true. Upstream
# perf prints nothing of a cut -z stream; there dtltop's records must each
# be one of the whole stream's.
for f in up.pipe up-z.pipe p61.pipe; do
	if [ "$f" = up-z.pipe ]; then	# inside its last COMPRESSED2 record
		$PD cut-in-last "$f" "cut-$f" 83
	else
		$PD cut "$f" "cut-$f" 60
	fi
	"$DTLTOP" -i "cut-$f" --script > "cut-$f.ours.txt" 2> "cut-$f.ours.err" ||
		fail "cut-$f: exit $?: $(cat "cut-$f.ours.err")"
	[ "$(wc -l < "cut-$f.ours.err")" -eq 1 ] && grep -q "cut short" "cut-$f.ours.err" ||
		fail "cut-$f: want one warning, got: $(cat "cut-$f.ours.err")"
	"$DTLTOP" -i - --json < "cut-$f" 2>/dev/null | grep -q '"partial_file":true' ||
		fail "cut-$f: JSON does not say partial_file"
	"$UPERF" script -i "cut-$f" > "cut-$f.perf.txt" 2> "cut-$f.perf.err" || true
	grep -q "unexpected end of event stream" "cut-$f.perf.err" || fail "cut-$f: perf sees no cut"
	if [ "$f" = up-z.pipe ]; then
		"$UPERF" script -i "$f" > "$f.whole.txt" 2>/dev/null
		$PD script-subset "cut-$f.ours.txt" "$f.whole.txt" > "cut-$f.cmp" 2>&1 ||
			fail "cut-$f: $(cat "cut-$f.cmp")"
	else
		$PD script-cmp "cut-$f.perf.txt" "cut-$f.ours.txt" > "cut-$f.cmp" 2>&1 ||
			fail "cut-$f: --script differs from perf script: $(cat "cut-$f.cmp")"
	fi
	echo "cut-$f: $(cat "cut-$f.cmp")"
done
"$DTLTOP" -i up.pipe --json < /dev/null 2>/dev/null | grep -q '"partial_file":false' ||
	fail "a whole stream's JSON does not say partial_file false"

# 5. AUX data of another PMU (crafted: this machine has no such PMU):
# perf reads the file; dtltop skips that data with one notice.
$PD foreign-aux up.pipe foreign.pipe 2
"$UPERF" script -i - < foreign.pipe 2>/dev/null | grep sched: > foreign.perf.txt ||
	fail "upstream perf does not read the crafted foreign-AUX file"
"$DTLTOP" -i - --script < foreign.pipe > foreign.ours.txt 2> foreign.err || fail "foreign AUX: $(cat foreign.err)"
$PD script-cmp foreign.perf.txt foreign.ours.txt > foreign.cmp 2>&1 ||
	fail "foreign AUX: --script differs from perf's sched lines: $(cat foreign.cmp)"
[ "$(wc -l < foreign.err)" -eq 1 ] && grep -q "another PMU (AUXTRACE_INFO type 2, intel_bts) is skipped" foreign.err ||
	fail "foreign AUX: want one notice, got: $(cat foreign.err)"

# 6. An empty informational feature (crafted): perf 6.1 reads the file.
$PD empty-feature p61.data nodesc.data CPUDESC
perf script -i nodesc.data > nodesc.perf.txt 2>/dev/null || fail "perf 6.1 does not read an empty CPUDESC"
"$DTLTOP" -i nodesc.data --script > nodesc.ours.txt 2> nodesc.err || fail "empty CPUDESC: $(cat nodesc.err)"
diff nodesc.perf.txt nodesc.ours.txt > nodesc.diff || fail "empty CPUDESC: --script differs: $(head -4 nodesc.diff)"
grep -q "CPUDESC feature is empty or corrupt (0 bytes): ignored" nodesc.err ||
	fail "empty CPUDESC: no notice: $(cat nodesc.err)"

# 7. perf record --threads writes a directory: data and data.N.
for p in "p61:perf" "up:$UPERF"; do
	tag=${p%%:*}; perf=${p#*:}
	"$perf" record -q --threads -a -e sched:sched_switch,sched:sched_wakeup -o "dir-$tag.data" -- ./work \
		>/dev/null 2>&1 || { echo "$perf record --threads failed: not compared"; continue; }
	[ -d "dir-$tag.data" ] || fail "$perf record --threads wrote no directory"
	"$perf" script -i "dir-$tag.data" -F cpu,time,event > "dir-$tag.fields" 2>/dev/null
	"$DTLTOP" -i "dir-$tag.data" --batch --json > "dir-$tag.json" 2> "dir-$tag.err" ||
		fail "dir-$tag: $(cat "dir-$tag.err")"
	stats_perf "dir-$tag.fields" > "dir-$tag.expected"
	stats_ours "dir-$tag.json" > "dir-$tag.got"
	diff "dir-$tag.expected" "dir-$tag.got" || fail "dir-$tag: counts or times differ from perf script"
	"$perf" script -i "dir-$tag.data" > "dir-$tag.perf.txt" 2>/dev/null
	"$DTLTOP" -i "dir-$tag.data" --script > "dir-$tag.ours.txt"
	$PD script-cmp "dir-$tag.perf.txt" "dir-$tag.ours.txt" > "dir-$tag.cmp" 2>&1 ||
		fail "dir-$tag: --script differs from perf script: $(cat "dir-$tag.cmp")"
	echo "dir-$tag: $(cat "dir-$tag.cmp")"
	# Events of the same time in two streams: perf queues them in the
	# order it reads the streams, which is readdir's, not the names'.
	$PD tie-dir "dir-$tag.data" "tie-$tag.data" > "tie-$tag.made" || fail "tie-$tag: not made"
	"$perf" script -i "tie-$tag.data" > "tie-$tag.perf.txt" 2>/dev/null
	"$DTLTOP" -i "tie-$tag.data" --script > "tie-$tag.ours.txt"
	$PD script-cmp "tie-$tag.perf.txt" "tie-$tag.ours.txt" > "tie-$tag.cmp" 2>&1 ||
		fail "tie-$tag ($(cat "tie-$tag.made")): --script differs from perf script: $(cat "tie-$tag.cmp")"
	echo "tie-$tag: $(cat "tie-$tag.made"): $(cat "tie-$tag.cmp")"
done

# 8. perf record killed: its header says 0 bytes of data, and the formats
# it writes last are missing. perf warns and reads nothing; dtltop says
# why in one line, exit 2.
perf record -q -a -e sched:sched_switch -o killed.data -- sleep 30 >/dev/null 2>&1 &
rec=$!
end=$(( $(date +%s) + 60 ))
until [ "$(stat -c %s killed.data 2>/dev/null || echo 0)" -gt 20000 ]; do
	[ "$(date +%s)" -lt "$end" ] || { kill -9 $rec; fail "perf record wrote nothing in 60 s"; }
	sleep 0.05
done
kill -9 $rec; wait $rec 2>/dev/null || true
perf script -i killed.data 2>&1 | grep -q "data size field is 0" || fail "perf does not see the killed file"
refused killed.data "perf record did not finish this recording"
echo "all perf-written cases read as perf reads them"
