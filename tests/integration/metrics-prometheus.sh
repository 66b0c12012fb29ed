# SPDX-License-Identifier: GPL-2.0-only
# A real Prometheus (Debian's 2.42, make prometheus) scrapes dtltop --listen
# every second while dtltop --batch --json prints the same session's windows;
# what Prometheus stored must be exactly what the JSON says.
#
# dtltop publishes its metrics once per -d window, at the end of the window
# the JSON prints, and the counters are those windows added up. So every raw
# sample Prometheus stored, whenever it was scraped, must equal the sum of the
# first W JSON windows for some W (0 before the first publication), exactly:
# all 8 vCPUs' dispatches, sched switches, steal and off-CPU time (both kinds;
# whole ns in the JSON, printed to the ns by dtltop: the only slack is
# float64's, far under 1 ns) and the LPAR's events - with the same W for every
# series of one scrape (one snapshot), and W never going back. This needs no
# timing assumption: a scrape may land anywhere in a window. Besides:
# Prometheus sees the target up on every scrape with no error (it parsed the
# OpenMetrics form); the negotiation is client_golang's: no Accept, curl's
# */*, a browser's or text/plain get the Prometheus text 0.0.4, which
# promtool's linter accepts, and only an Accept that asks for OpenMetrics
# (with q > 0) gets it, ending "# EOF"; / is an HTML page linking /metrics.
# Skips when the binaries are absent (PROMETHEUS_DIR, default
# $TOP/$BUILD/prometheus).
. "$TOP/tests/lib.sh"

PROM=${PROMETHEUS_DIR:-$TOP/${BUILD:-build}/prometheus}
[ -x "$PROM/prometheus" ] && [ -x "$PROM/promtool" ] ||
	skip "no prometheus/promtool in $PROM (make prometheus)"

tsdb=$(mktemp -d "${TMPDIR:-/tmp}/dtltop-prom-tsdb.XXXXXX")
dpid='' ppid=''
cleanup() {
	[ -z "$dpid" ] || stop_child "$dpid"
	[ -z "$ppid" ] || stop_child "$ppid"
	rm -rf "$tsdb"
}
trap cleanup EXIT
# wait_line FILE REGEX PID WHAT: until a line of FILE matches (60 s deadline)
wait_line() {
	local end=$(( $(date +%s) + 60 ))
	until grep -qE "$2" "$1" 2>/dev/null; do
		kill -0 "$3" 2>/dev/null || { tail -n 20 "$1" >&2; fail "$4 ended before: $2"; }
		[ "$(date +%s)" -lt "$end" ] || { tail -n 20 "$1" >&2; fail "$4: no '$2' within 60 s"; }
		sleep 0.1
	done
}

# HTTP and the comparisons, in Python (no curl needed).
cat > prom.py <<'EOF'
import http.client, json, sys, time, urllib.parse

def get(port, path, headers=None, method="GET"):
    c = http.client.HTTPConnection("127.0.0.1", int(port), timeout=30)
    c.request(method, path, headers=headers or {})
    r = c.getresponse()
    body = r.read()
    c.close()
    return r.status, r.getheader("Content-Type"), body

def query(port, q):
    st, _, body = get(port, "/api/v1/query?" + urllib.parse.urlencode({"query": q}))
    d = json.loads(body)
    assert st == 200 and d["status"] == "success", (q, st, body[:300])
    return d["data"]["result"]

def query_at(port, q, t):
    st, _, body = get(port, "/api/v1/query?" + urllib.parse.urlencode({"query": q, "time": f"{t:.3f}"}))
    d = json.loads(body)
    assert st == 200 and d["status"] == "success", (q, st, body[:300])
    return d["data"]["result"]

def wait_scrapes(port, want):
    # until Prometheus stored `want` scrapes of dtltop, every one up (60-120 s
    # are only reached on failure)
    end = time.time() + 120
    while True:
        r = query(port, 'count_over_time(up{job="dtltop"}[1h])')
        n = int(r[0]["value"][1]) if r else 0
        if n >= want:
            break
        assert time.time() < end, f"only {n} scrapes of dtltop in 120 s"
        time.sleep(0.2)
    r = query(port, 'up{job="dtltop"}[1h]')
    ups = [v for _, v in r[0]["values"]]
    assert all(v == "1" for v in ups), f"scrapes not up: {ups}"
    print(f"{len(ups)} scrapes, all up")

def targets(port, dport):
    st, _, body = get(port, "/api/v1/targets")
    t = [t for t in json.loads(body)["data"]["activeTargets"] if t["labels"]["job"] == "dtltop"]
    assert len(t) == 1, t
    t = t[0]
    assert t["scrapeUrl"] == f"http://127.0.0.1:{dport}/metrics", t
    assert t["health"] == "up" and t["lastError"] == "", t
    print(f"target {t['scrapeUrl']}: health {t['health']}, lastError '', last scrape {t['lastScrapeDuration']:.4f} s")

def fetch(dport, accept, out):
    h = {"Accept": accept} if accept else {}
    st, ct, body = get(dport, "/metrics", h)
    assert st == 200, (accept, st)
    open(out, "wb").write(body)
    print(ct)

def samples(port, name):
    # raw samples of every series of name: {labels (sorted tuple): [(t, value)]}
    return {tuple(sorted((k, v) for k, v in r["metric"].items() if k not in ("__name__", "job", "instance"))):
            [(float(t), float(v)) for t, v in r["values"]]
            for r in query(port, f"{name}[1h]")}

def compare(port, jsonfile, ncpu):
    wins = [json.loads(l) for l in open(jsonfile) if l.strip()]
    assert [w["snapshot"] for w in wins] == list(range(len(wins))), "JSON windows not consecutive"
    # prefix sums: pre[W] = the first W windows added up
    def prefix(f):
        acc, out = 0, [0]
        for w in wins:
            acc += f(w)
            out.append(acc)
        return out
    def cpu(w, n, key):
        c = [c for c in w["cpus"] if c["cpu"] == n]
        return c[0][key] if c else 0
    checks = []  # (metric, labels, prefix sums, scale to the JSON's unit)
    for n in range(ncpu):
        lab = (("cpu", str(n)),)
        checks += [
            ("dtltop_dispatches_total", lab, prefix(lambda w: cpu(w, n, "dispatches")), 1),
            ("dtltop_sched_switches_total", lab, prefix(lambda w: cpu(w, n, "sched_switch")), 1),
            ("dtltop_steal_seconds_total", lab, prefix(lambda w: cpu(w, n, "steal_ns")), 1e9),
            ("dtltop_off_cpu_seconds_total", (("cpu", str(n)), ("kind", "voluntary")),
             prefix(lambda w: cpu(w, n, "off_cpu_voluntary_ns")), 1e9),
            ("dtltop_off_cpu_seconds_total", (("cpu", str(n)), ("kind", "involuntary")),
             prefix(lambda w: cpu(w, n, "off_cpu_involuntary_ns")), 1e9),
        ]
    checks.append(("dtltop_events_total", (), prefix(lambda w: w["events"]), 1))
    stored = {}
    for m in set(c[0] for c in checks):
        stored[m] = samples(port, m)
    # the per-vCPU series are exactly cpu 0..ncpu-1
    got = sorted(int(dict(l)["cpu"]) for l in stored["dtltop_dispatches_total"])
    assert got == list(range(ncpu)), f"dispatches series for cpus {got}"
    # W of each scrape: the W whose sums every series equals at once. A
    # window may add nothing to some series (a vCPU idle for a window, or the
    # last window cut short by SIGINT just after it began), so several W may
    # fit one scrape; they are then neighbours with identical sums, and the
    # smallest stands for them all.
    series = {}
    for m, lab, pre, scale in checks:
        s = stored[m].get(lab)
        assert s is not None, f"no series {m}{dict(lab)}"
        series[(m, lab)] = dict(s)
    times = sorted(series[checks[0][0], checks[0][1]])
    ws = {}
    for t in times:
        fits = []
        for w in range(len(wins) + 1):
            # counts: exact; seconds: printed to the ns, parsed to float64
            if all(t in series[m, lab] and abs(series[m, lab][t] * scale - pre[w]) < 1e-3
                   for m, lab, pre, scale in checks):
                fits.append(w)
        if not fits:
            v0 = series[checks[0][0], checks[0][1]][t]
            w0 = checks[0][2].index(v0) if v0 in checks[0][2] else None
            bad = [(m, dict(lab), series[m, lab].get(t)) for m, lab, pre, scale in checks
                   if w0 is None or t not in series[m, lab] or abs(series[m, lab][t] * scale - pre[w0]) >= 1e-3]
            raise AssertionError(f"the scrape at {t} equals no sum of the first W JSON windows in every series "
                                 f"(vCPU 0's dispatches say W={w0}; off: {bad[:4]})")
        ws[t] = fits[0]
    for m, lab, pre, scale in checks:
        assert sorted(series[m, lab]) == times, f"{m}{dict(lab)}: scraped at other times than vCPU 0's dispatches"
    order = [ws[t] for t in sorted(ws)]
    assert order == sorted(order), f"W went back: {order}"
    steps = sorted(set(order))
    assert len([w for w in steps if w > 0]) >= 3, f"the counters stepped fewer than 3 times: {order}"
    # rate() as a dashboard asks it, per vCPU, over every stored scrape:
    # Prometheus's (v_last - v_first) / (t_last - t_first) in wall seconds,
    # extrapolated at most half a scrape interval at each end, against the
    # JSON's dispatches of the windows in between over their recorded
    # seconds. Tolerance 15 %: the counters step once per 1 s window, so
    # each end's scrape may lag its window by up to 1 s, plus 0.5 s of
    # extrapolation, over a span of at least 15 s: (2 x 1 + 0.5) / 15 < 17 %,
    # and in practice the lags cancel (both ends lag alike).
    ts = sorted(ws)
    span = ts[-1] - ts[0]
    assert span >= 15, f"stored scrapes span only {span:.1f} s"
    w0, w1 = ws[ts[0]], ws[ts[-1]]
    secs = sum(w["window"]["seconds"] for w in wins[w0:w1])
    worst = 0.0
    for n in range(ncpu):
        r = query_at(port, f'rate(dtltop_dispatches_total{{cpu="{n}"}}[{int((span + 0.5) * 1000)}ms])', ts[-1])
        assert len(r) == 1, r
        got = float(r[0]["value"][1])
        want = sum(cpu(w, n, "dispatches") for w in wins[w0:w1]) / secs
        worst = max(worst, abs(got / want - 1))
        print(f"vCPU {n}: rate() {got:.2f}/s, JSON {want:.2f}/s")
        assert abs(got / want - 1) < 0.15, f"vCPU {n}: rate() {got:.1f}/s, JSON {want:.1f}/s"
    print(f"rate(dtltop_dispatches_total[{span:.0f}s]) within {worst * 100:.1f} % of the JSON's "
          f"windows {w0}..{w1 - 1} per vCPU (tolerance 15 %)")
    print(f"{len(wins)} JSON windows, {len(order)} scrapes stored; W per scrape {order}; "
          f"{len(checks)} series x {len(order)} samples equal to the JSON's sums")
    print(f"vCPU 0 dispatches stored: {[int(v) for _, v in stored['dtltop_dispatches_total'][(('cpu', '0'),)]]}")

cmd = sys.argv[1]
if cmd == "wait-scrapes": wait_scrapes(sys.argv[2], int(sys.argv[3]))
elif cmd == "targets": targets(sys.argv[2], sys.argv[3])
elif cmd == "fetch": fetch(sys.argv[2], sys.argv[3], sys.argv[4])
elif cmd == "compare": compare(sys.argv[2], sys.argv[3], int(sys.argv[4]))
elif cmd == "info":
    # the info metrics as Prometheus stored them from OpenMetrics
    r = query(sys.argv[2], "dtltop_source_info")
    assert len(r) == 1 and r[0]["metric"].get("kind") == "simulated" and r[0]["value"][1] == "1", r
    r = query(sys.argv[2], "dtltop_build_info")
    assert len(r) == 1 and r[0]["metric"].get("version") and r[0]["value"][1] == "1", r
    print("dtltop_build_info", r[0]["metric"]["version"])
elif cmd == "resets":
    r = query(sys.argv[2], 'sum(resets(dtltop_dispatches_total[1h]))')
    assert r and r[0]["value"][1] == "0", r
    r = query(sys.argv[2], 'sum(increase(dtltop_dispatches_total[1h]))')
    assert r and float(r[0]["value"][1]) > 0, r
    # the task series (by comm, at most --metrics-tasks 10 and [other]) never
    # went down, nor did their set grow past the bound, over every scrape
    for m in ("dtltop_task_steal_seconds_total", "dtltop_task_preempts_total"):
        r = query(sys.argv[2], f'sum(resets({m}[1h]))')
        assert r and r[0]["value"][1] == "0", (m, r)
        r = query(sys.argv[2], f'{m}[1h]')
        comms = sorted(x["metric"]["comm"] for x in r)
        assert "[other]" in comms and 2 <= len(comms) <= 11, (m, comms)
        assert all(set(x["metric"]) == {"__name__", "comm", "instance", "job"} for x in r), (m, r[:2])
    print(f"task series: {len(comms)} comms ({', '.join(comms)}), no pid label, no counter reset")
EOF

# dtltop: 8 simulated vCPUs, a JSON window and a publication per second.
"$DTLTOP" --simulate=8 --listen 127.0.0.1:0 --batch --json -d 1 > dtl.json 2> dtl.err &
dpid=$!
wait_line dtl.err 'serving metrics on' "$dpid" dtltop
[ "$(grep -c 'serving metrics on' dtl.err)" = 1 ] || fail "more than one 'serving' line: $(cat dtl.err)"
dport=$(sed -n 's,^dtltop: serving metrics on http://127\.0\.0\.1:\([0-9][0-9]*\)/metrics$,\1,p' dtl.err)
[ -n "$dport" ] && [ "$dport" -gt 0 ] || fail "no port in: $(cat dtl.err)"

# Prometheus on a free loopback port (it logs the one it bound).
cat > prom.yml <<EOF
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: dtltop
    static_configs:
      - targets: ['127.0.0.1:$dport']
EOF
"$PROM/promtool" check config prom.yml > promtool-config.log 2>&1 ||
	{ cat promtool-config.log; fail "promtool rejects the test's own configuration"; }
"$PROM/prometheus" --config.file=prom.yml --storage.tsdb.path="$tsdb" \
	--web.listen-address=127.0.0.1:0 > prom.log 2>&1 &
ppid=$!
wait_line prom.log 'msg="Listening on" address=127\.0\.0\.1:[0-9]+' "$ppid" prometheus
pport=$(sed -n 's,.*msg="Listening on" address=127\.0\.0\.1:\([0-9][0-9]*\).*,\1,p' prom.log | head -n 1)
wait_line prom.log 'Server is ready to receive web requests' "$ppid" prometheus

# At least 6 scrapes stored, every one up; the target's last scrape clean.
python3 prom.py wait-scrapes "$pport" 17 ||	# rate() below wants 15 s or more { tail -n 20 prom.log; fail "Prometheus did not scrape dtltop"; }
python3 prom.py targets "$pport" "$dport" || { tail -n 20 prom.log; fail "Prometheus's view of the target"; }
python3 prom.py info "$pport" || fail "the info metrics in Prometheus"

# Content negotiation as client_golang's (node_exporter's): Prometheus text
# 0.0.4 unless the Accept header asks for OpenMetrics. The default answer
# (no Accept at all, and curl's */*) passes promtool check metrics.
text_ct='text/plain; version=0.0.4; charset=utf-8'
om_ct='application/openmetrics-text; version=1.0.0; charset=utf-8'
browser='text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
n=0
for accept in '' '*/*' 'text/plain' "$browser" 'text/plain;version=0.0.4;q=0.5,*/*;q=0.1' \
	'application/openmetrics-text;q=0, */*' 'application/openmetrics-text;version=2.0.0' \
	'application/openmetrics-text;q=0.3,text/plain;q=0.5'; do
	n=$((n + 1))
	ct=$(python3 prom.py fetch "$dport" "$accept" text.$n.txt) || fail "GET /metrics (Accept '$accept')"
	[ "$ct" = "$text_ct" ] || fail "Accept '$accept': Content-Type $ct, want $text_ct"
	grep -q '# EOF' text.$n.txt && fail "Accept '$accept': an OpenMetrics body"
	"$PROM/promtool" check metrics < text.$n.txt > promtool-metrics.log 2>&1 ||
		{ cat promtool-metrics.log; fail "promtool check metrics rejects the answer to Accept '$accept'"; }
done
grep -q '^dtltop_dispatches_total{cpu="7"} [0-9]' text.1.txt || fail "text form: no vCPU 7 dispatches"
# curl itself (it sends Accept: */*), as a user would try it
if command -v curl >/dev/null; then
	curl -sf -m 10 -D curl.head "http://127.0.0.1:$dport/metrics" > curl.txt || fail "curl /metrics"
	tr -d '\r' < curl.head | grep -qix "content-type: $text_ct" ||
		fail "curl /metrics: $(tr -d '\r' < curl.head | grep -i content-type)"
	"$PROM/promtool" check metrics < curl.txt > promtool-metrics.log 2>&1 ||
		{ cat promtool-metrics.log; fail "promtool check metrics rejects what plain curl gets"; }
	echo "curl /metrics: $text_ct, promtool check metrics: clean"
	# / is a page that links /metrics
	curl -sf -m 10 -D index.head "http://127.0.0.1:$dport/" > index.html || fail "curl /"
	tr -d '\r' < index.head | grep -qix 'content-type: text/html; charset=utf-8' ||
		fail "GET /: $(tr -d '\r' < index.head | grep -i content-type)"
	grep -q '<a href="/metrics">' index.html || fail "GET /: no link to /metrics: $(cat index.html)"
	st=$(curl -s -m 10 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$dport/nope")
	[ "$st" = 404 ] || fail "GET /nope: $st, want 404"
fi
# Prometheus 2.42's own Accept header prefers OpenMetrics: the form it parsed.
prom_accept='application/openmetrics-text;version=1.0.0,application/openmetrics-text;version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1'
for accept in 'application/openmetrics-text' 'application/openmetrics-text; version=1.0.0' \
	'text/plain;q=0.5, application/openmetrics-text;q=0.6' "$prom_accept"; do
	ct=$(python3 prom.py fetch "$dport" "$accept" om.txt) || fail "GET /metrics (Accept '$accept')"
	[ "$ct" = "$om_ct" ] || fail "Accept '$accept': Content-Type $ct, want $om_ct"
	# the last line, once, newline-terminated
	[ "$(tail -n 1 om.txt)" = '# EOF' ] && [ "$(grep -c '^# EOF$' om.txt)" = 1 ] &&
		[ "$(tail -c 1 om.txt | od -An -c | tr -d ' ')" = '\n' ] ||
		fail "Accept '$accept': the OpenMetrics answer does not end in one '# EOF\\n': $(tail -c 40 om.txt)"
done
echo "negotiation: $n Accept headers got text 0.0.4 (promtool-clean), 4 got OpenMetrics"

# dtltop ends (SIGINT, as ^C would): its last window printed, the JSON
# complete; then Prometheus's stored samples against the JSON.
kill -INT "$dpid"
end=$(( $(date +%s) + 60 ))
while kill -0 "$dpid" 2>/dev/null; do
	[ "$(date +%s)" -lt "$end" ] || fail "dtltop did not end within 60 s of SIGINT"
	sleep 0.1
done
rc=0; wait "$dpid" || rc=$?
dpid=''
[ "$rc" = 0 ] || { cat dtl.err; fail "dtltop exited $rc after SIGINT"; }
python3 prom.py compare "$pport" dtl.json 8 || fail "what Prometheus stored differs from dtltop's JSON windows"
python3 prom.py resets "$pport" || fail "Prometheus saw a counter reset"
echo "metrics-prometheus: ok"
