# SPDX-License-Identifier: GPL-2.0-only
# What a session does not measure is unknown, never 0 (issue 31, item 3):
# a sched-only recording (dtlgen --no-dtl; Debian's perf record -e sched:*
# when root) replayed shows steal, dispatch latency, reasons and tasks as
# null in JSON, '-' in text and empty CSV fields, and says "none" and why;
# a live sched-only session's exporters (--influx, --listen) have no steal,
# dispatch or latency series at all and name the interface. A vpa_dtl
# recording (dtlgen's default) still has every figure, equal to dtlgen's
# ground truth.
. "$TOP/tests/lib.sh"

# replayed SRC: the batch views of a sched-only recording
replayed() {
	local f=$1
	"$DTLTOP" -i "$f" --json > "$f.json" || fail "$f: --json failed"
	json_py "$f.json" '
x = s[0]
assert x["dtl_source"] == "none", x["dtl_source"]
assert x["dtl_why"] == "none: the recording has no vpa_dtl event", x["dtl_why"]
t = x["totals"]
assert t["sched_switch"] > 0, "no sched_switch: not a sched recording"
for k in ("dispatches", "steal_ns", "steal_ticks", "steal_pct", "p50_us", "p99_us", "max_us",
          "dispatch_reasons", "preempt_reasons", "enqueue_to_dispatch", "top_preempt",
          "off_cpu_voluntary_ns", "affinity_misses"):
    assert t[k] is None, "totals %s: %r, want null" % (k, t[k])
for c in x["cpus"]:
    assert c["steal_pct"] is None and c["p99_us"] is None and c["dispatches"] is None, c
assert x["tasks"] is None, x["tasks"]
' || fail "$f: JSON has a figure that was not measured"
	"$DTLTOP" -i "$f" --batch > "$f.txt" || fail "$f: --batch failed"
	grep -qx "DTL source none: the recording has no vpa_dtl event" "$f.txt" ||
		fail "$f: text header: $(head -3 "$f.txt")"
	grep -q "^LPAR: [0-9]* vCPUs  dispatches - (-/s)  steal - (- ms)  lat p50 - us p99 - us max - us" "$f.txt" ||
		fail "$f: text LPAR line: $(grep '^LPAR' "$f.txt")"
	# every vCPU row: DISP, STEAL%, STEAL_MS, P50_US, P99_US, AFF are '-'
	awk '/^ +CPU +DISP/ { on = 1; next } on && NF == 0 { on = 0 }
	     on && !($2 == "-" && $3 == "-" && $4 == "-" && $5 == "-" && $6 == "-" && $7 == "-") { bad = 1; print }
	     END { exit bad }' "$f.txt" || fail "$f: a vCPU row with a figure not measured"
	grep -q "steal 0\|0\.00%*  *0\.000" "$f.txt" && fail "$f: a steal of 0 in the text"
	"$DTLTOP" -i "$f" --csv > "$f.csv" || fail "$f: --csv failed"
	python3 - "$f.csv" <<'PY' || fail "$f: CSV has a figure that was not measured"
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert rows, "no rows"
for r in rows:
    for k in ("dispatches", "steal_pct", "steal_ns", "p50_us", "p99_us", "top_preempt", "preempt_H_CEDE"):
        assert r[k] == "", "%s %s: %r, want empty" % (r["cpu"], k, r[k])
    assert r["dtl_source"] == "none" and r["dtl_why"] == "none: the recording has no vpa_dtl event", r
PY
}

"$DTLGEN" -o gen-sched.data --cpus 4 --seconds 1 --seed 7 --no-dtl 2>/dev/null ||
	fail "dtlgen --no-dtl failed"
replayed gen-sched.data

# A vpa_dtl recording: the numbers, equal to the generator's truth.
"$DTLGEN" -o gen-dtl.data --cpus 4 --seconds 1 --seed 7 --truth truth.json 2>/dev/null ||
	fail "dtlgen failed"
"$DTLTOP" -i gen-dtl.data --json > gen-dtl.json || fail "gen-dtl.data: --json failed"
python3 - gen-dtl.json truth.json <<'PY' || fail "gen-dtl.data: figures missing or not the truth"
import json, sys
x = json.loads(open(sys.argv[1]).readline())
truth = json.load(open(sys.argv[2]))
assert x["dtl_source"] == "vpa_dtl" and x["dtl_why"] == "the recording has a vpa_dtl event", x
t = x["totals"]
assert t["dispatches"] == sum(c["dispatches"] for c in truth["cpus"]), t["dispatches"]
assert t["steal_ticks"] == sum(c["steal_ticks"] for c in truth["cpus"]), t["steal_ticks"]
assert isinstance(t["steal_pct"], float) and t["steal_pct"] > 0, t["steal_pct"]
assert isinstance(t["p99_us"], float) and t["p99_us"] > 0, t["p99_us"]
assert t["preempt_reasons"] and isinstance(x["tasks"], list), t
PY
"$DTLTOP" -i gen-dtl.data --batch > gen-dtl.txt
grep -q "^LPAR: 4 vCPUs  dispatches [0-9]* ([0-9.]*/s)  steal [0-9.]*%" gen-dtl.txt ||
	fail "gen-dtl.data: text LPAR line: $(grep '^LPAR' gen-dtl.txt)"

# Root only from here: a real perf record, and a live session.
[ "$(id -u)" -eq 0 ] && command -v perf >/dev/null || { echo "not root or no perf: replay checks only"; exit 0; }
need_root_tracing
perf record -q -a -e sched:sched_switch -e sched:sched_wakeup -o perf-sched.data -- \
	python3 -c 'import time
for _ in range(200): time.sleep(0.001)' > rec.out 2>&1 || fail "perf record: $(cat rec.out)"
replayed perf-sched.data

[ -e /sys/bus/event_source/devices/vpa_dtl ] && { echo "vpa_dtl here: no live sched-only check"; exit 0; }
# --influx: no steal, dispatch, affinity or latency field or line
"$DTLTOP" --batch -d 0.3 -n 2 --influx - > live.lp 2> live.err || fail "live --influx: $(cat live.err)"
grep -q '^dtltop_vcpu,host=[^ ]*,cpu=0 sched_switches=[0-9]*i [0-9]*$' live.lp ||
	fail "live --influx: no vCPU 0 line of sched_switches only: $(head -3 live.lp)"
grep -q '^dtltop_lpar,host=[^ ]*,dtl_source=none ' live.lp || fail "live --influx: no dtl_source tag"
grep -E 'steal|dispatch|affinity|reason' live.lp && fail "live --influx: a series not measured"
# --listen: the same in a scrape, and the interface as an info gauge
command -v curl >/dev/null || { echo "no curl: no scrape check"; exit 0; }
"$DTLTOP" --listen 127.0.0.1:0 --batch --json -d 0.3 > scrape.json 2> scrape.err &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
url="http://127.0.0.1:$(metrics_port scrape.err "$pid")/metrics"
# a scrape after the first window was published has the sched series
for _ in $(seq 200); do
	curl -sf -m 10 -H 'Accept: text/plain' "$url" > prom.txt || :
	grep -q '^dtltop_sched_switches_total{cpu="0"} [1-9]' prom.txt && break
	sleep 0.05
done
grep -q '^dtltop_sched_switches_total{cpu="0"} [1-9]' prom.txt || fail "no sched_switches series: $(cat prom.txt)"
grep -q '^dtltop_dtl_source_info{source="none",why="none: no vpa_dtl PMU[^"]*"} 1$' prom.txt ||
	fail "no dtl_source info gauge: $(grep dtl_source prom.txt)"
grep -E '^dtltop_(steal|dispatch|off_cpu|task|affinity|preempt)' prom.txt && fail "scrape: a series not measured"
kill -INT $pid
wait $pid || fail "live --listen did not end cleanly on SIGINT: $(cat scrape.err)"
trap - EXIT
echo "unmeasured figures: null, '-', empty or absent; vpa_dtl's all there"
