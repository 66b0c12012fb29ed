# SPDX-License-Identifier: GPL-2.0-only
# Recordings made here by the real perf (plain, with callchains, zstd, pipe):
# dtltop's per-CPU counts (--json) must equal those counted from perf
# script's output, and --script must print exactly what perf script prints.
. "$TOP/tests/lib.sh"
need_root_tracing
counts_perf() {	# per cpu and event, from perf script text
	awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\[[0-9]+\]$/) { c = substr($i, 2, length($i) - 2) + 0; e = $(i + 2); sub(/:$/, "", e); n[c " " e]++; break } }
	     END { for (k in n) print k, n[k] }' "$1" | sort
}
counts_ours() {
	json_py "$1" '
for c in s[0]["cpus"]:
    for k, e in (("sched_switch", "sched:sched_switch"), ("sched_wakeup", "sched:sched_wakeup")):
        if c.get(k): print(c["cpu"], e, c[k])
' | sort
}
for v in "plain:" "callchain:-g" "zstd:-z" "both:-g -z"; do
	name=${v%%:*}; args=${v#*:}
	# shellcheck disable=SC2086
	perf record -q -a $args -e sched:sched_switch,sched:sched_wakeup -o "$name.data" -- \
		sh -c 'for i in $(seq 100); do sleep 0.001; done' >/dev/null 2>&1 ||
		skip "perf record $args failed here"
	perf script -F comm,tid,cpu,time,event,trace -i "$name.data" > "$name.perf" 2>/dev/null
	[ -s "$name.perf" ] || fail "$name: perf script printed nothing"
	"$DTLTOP" -i "$name.data" --batch --json > "$name.json"
	counts_perf "$name.perf" > "$name.expected"
	counts_ours "$name.json" > "$name.got"
	diff "$name.expected" "$name.got" || fail "$name: per-CPU counts differ from perf script (< perf, > dtltop)"
	[ "$(wc -l < "$name.expected")" -ge 2 ] || fail "$name: too few per-CPU counts to compare"
	if [ "$name" = plain ]; then
		perf script -i plain.data > plain.full 2>/dev/null
		"$DTLTOP" -i plain.data --script > plain.ours
		diff plain.full plain.ours > script.diff || fail "--script differs from perf script: $(head -5 script.diff)"
	fi
done
# Event names of different lengths: perf script right-aligns them.
perf record -q -a -e sched:sched_switch,sched:sched_waking,sched:sched_migrate_task -o mix.data -- \
	sh -c 'for i in $(seq 50); do sleep 0.001; done' >/dev/null 2>&1 || skip "perf record failed"
perf script -i mix.data > mix.perf 2>/dev/null
"$DTLTOP" -i mix.data --script > mix.ours
diff mix.perf mix.ours > mix.diff || fail "--script with mixed event names differs: $(head -4 mix.diff)"
# Pipe mode from the same machine: perf record -o - | dtltop -i -
perf record -q -a -e sched:sched_switch -o - -- sleep 0.2 2>/dev/null > pipe.data || skip "perf pipe mode failed"
perf script -i - < pipe.data 2>/dev/null | grep -c sched_switch > n_perf.txt || true
"$DTLTOP" -i - --batch --json < pipe.data > pipe.json
json_py pipe.json 'print(sum(c.get("sched_switch", 0) for c in s[0]["cpus"]))' > n_ours.txt
diff n_perf.txt n_ours.txt || fail "pipe mode: sched_switch count differs from perf script"
