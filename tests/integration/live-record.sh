# SPDX-License-Identifier: GPL-2.0-only
# A live sched-only session recorded with -o (issue 3, done-when 2): the file
# has no AUX data, real perf script decodes all of it, and its per-CPU event
# counts equal both dtltop's replay of the file and the live snapshots.
. "$TOP/tests/lib.sh"
need_root_tracing
"$DTLTOP" --batch -d 1 -n 2 --json -o live.data --ready-fd 3 3> ready > live.json 2> err.txt &
top=$!
wait_ready ready $top || { cat err.txt; fail "dtltop never said ready"; }
for i in $(seq 300); do /bin/true; done	# switches while it records
wait $top || { cat err.txt; fail "live -o failed"; }
grep -q "dropped" err.txt && { cat err.txt; fail "events dropped"; }
perf report --header-only -I -i live.data > header.txt 2>&1 || fail "perf report --header-only failed"
grep -q "contains AUX area data" header.txt && fail "a sched-only recording claims AUX data"
perf script -i live.data > script.txt 2> script.err || { cat script.err; fail "perf script failed"; }
[ -s script.txt ] || fail "perf script printed nothing"
grep -v "^$" script.err | grep -qv "^Warning" && { cat script.err; fail "perf script complained"; }
"$DTLTOP" -i live.data --batch --json > replay.json || fail "dtltop -i live.data failed"
python3 - script.txt replay.json live.json <<'PY' || fail "per-CPU counts differ"
import collections, json, re, sys
perf = collections.Counter()
for line in open(sys.argv[1]):
    m = re.search(r"\[(\d+)\]\s+[\d.]+:\s+(sched:\w+):", line)
    assert m, "undecoded line: " + line
    perf[(int(m.group(1)), m.group(2))] += 1
whole = json.loads(open(sys.argv[2]).readline())
live = [json.loads(l) for l in open(sys.argv[3])]
for c in whole["cpus"]:
    cpu = c["cpu"]
    for key, ev in (("sched_switch", "sched:sched_switch"), ("sched_wakeup", "sched:sched_wakeup")):
        assert c.get(key, 0) == perf[(cpu, ev)], (cpu, key, c.get(key), perf[(cpu, ev)])
        want = sum(x["cpus"][i].get(key, 0) for x in live for i in range(len(x["cpus"]))
                   if x["cpus"][i]["cpu"] == cpu)
        assert c.get(key, 0) == want, (cpu, key, c.get(key), want)
assert sum(perf.values()) > 0
print("per-CPU:", sorted(perf.items()))
PY
