# A recording made here by the real perf: dtltop's per-CPU counts (--json)
# must equal those counted from perf script, and --script must be identical.
. "$TOP/tests/lib.sh"
need_root_tracing
perf record -q -a -e sched:sched_switch,sched:sched_wakeup -o real.data -- \
	sh -c 'for i in $(seq 200); do sleep 0.001; done' >/dev/null 2>&1 ||
	skip "perf record failed here"
perf script -i real.data > perf.txt 2>/dev/null
[ -s perf.txt ] || fail "perf script printed nothing"
"$DTLTOP" -i real.data --batch --json > ours.json
# Expected: from perf script's own text, per cpu and event.
awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\[[0-9]+\]$/) { c = substr($i, 2, length($i) - 2) + 0; e = $(i + 2); sub(/:$/, "", e); n[c " " e]++; break } }
     END { for (k in n) print k, n[k] }' perf.txt | sort > expected.txt
json_py ours.json '
for c in s[0]["cpus"]:
    for k, e in (("sched_switch", "sched:sched_switch"), ("sched_wakeup", "sched:sched_wakeup")):
        if c.get(k): print(c["cpu"], e, c[k])
' | sort > got.txt
diff expected.txt got.txt || fail "per-CPU counts differ from perf script (expected < > got)"
[ "$(wc -l < expected.txt)" -ge 2 ] || fail "too few per-CPU counts to compare"
"$DTLTOP" -i real.data --script > ours.txt
diff perf.txt ours.txt > script.diff || fail "--script differs from perf script: $(head -5 script.diff)"
# Pipe mode from the same machine: perf record -o - | dtltop -i -
perf record -q -a -e sched:sched_switch -o - -- sleep 0.2 2>/dev/null > pipe.data || skip "perf pipe mode failed"
perf script -i - < pipe.data 2>/dev/null | grep -c sched_switch > n_perf.txt || true
"$DTLTOP" -i - --batch --json < pipe.data > pipe.json
json_py pipe.json 'print(sum(c.get("sched_switch", 0) for c in s[0]["cpus"]))' > n_ours.txt
diff n_perf.txt n_ours.txt || fail "pipe mode: sched_switch count differs from perf script"
echo "counts equal for $(wc -l < expected.txt) cpu/event pairs"
