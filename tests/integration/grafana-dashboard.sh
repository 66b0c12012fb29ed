# SPDX-License-Identifier: GPL-2.0-only
# contrib/grafana/dtltop.json is an importable Grafana dashboard: valid JSON,
# a Prometheus datasource variable and an instance variable, the panels the
# README promises (steal by vCPU as a heatmap, latency quantiles from the
# histogram, loss, entitlement against physc, reasons, top tasks), and every
# metric its expressions name is one a running dtltop serves: a simulated
# session with --listen, scraped once a window was published and every gauge
# is known (the histogram's _bucket/_sum/_count and _total are part of the
# served names). With promtool at hand, every expression also parses as
# PromQL (Grafana's $__ variables replaced).
. "$TOP/tests/lib.sh"
dash=$TOP/contrib/grafana/dtltop.json
command -v curl >/dev/null || skip "curl is not installed"
python3 -m json.tool "$dash" > /dev/null || fail "$dash is not valid JSON"

# The expressions (panels' targets and the variables' queries), one a line.
python3 - "$dash" > exprs.txt <<'EOF' || fail "dashboard structure"
import json, sys
d = json.load(open(sys.argv[1]))
assert 36 <= d["schemaVersion"] <= 41, d["schemaVersion"]
assert d["uid"] and d["title"], "uid and title"
v = {x["name"]: x for x in d["templating"]["list"]}
assert v["datasource"]["type"] == "datasource" and v["datasource"]["query"] == "prometheus", v["datasource"]
assert v["instance"]["type"] == "query", v["instance"]
exprs = [v["instance"]["definition"]]
kinds = {}
for p in d["panels"]:
    if p["type"] == "row":
        continue
    assert p["datasource"] == {"type": "prometheus", "uid": "${datasource}"}, p["title"]
    for t in p["targets"]:
        assert t["datasource"]["uid"] == "${datasource}", p["title"]
        assert '$instance' in t["expr"], (p["title"], t["expr"])
        exprs.append(t["expr"])
        kinds.setdefault(p["type"], []).append(t["expr"])
heat = " ".join(kinds.get("heatmap", []))
assert "rate(dtltop_steal_seconds_total" in heat and "by (cpu)" in heat, "steal by vCPU heatmap"
allx = " ".join(exprs)
for q in ("0.5", "0.9", "0.99"):
    assert "histogram_quantile(%s, sum by (le) (rate(dtltop_dispatch_latency_seconds_bucket" % q in allx, q
for m in ("dtltop_entitlement_cores", "dtltop_physc_cores", "dtltop_lost_events_total",
          "dtltop_dtl_full_polls_total", "dtltop_aux_overruns_total", "dtltop_aux_truncations_total",
          "dtltop_reader_drops_total", "dtltop_dispatch_reasons_total", "dtltop_preempt_reasons_total",
          "dtltop_task_steal_seconds_total"):
    assert m in allx, m
# panels do not overlap on the 24-column grid
cells = set()
for p in d["panels"]:
    g = p["gridPos"]
    assert g["x"] + g["w"] <= 24, p["title"]
    for x in range(g["x"], g["x"] + g["w"]):
        for y in range(g["y"], g["y"] + g["h"]):
            assert (x, y) not in cells, ("overlap", p["title"])
            cells.add((x, y))
for e in exprs:
    print(e)
EOF
grep -oE '\bdtltop_[a-z0-9_]+' exprs.txt | sort -u > used.txt
[ "$(wc -l < used.txt)" -ge 15 ] || fail "too few metrics in the dashboard: $(cat used.txt)"

pid=
trap '[ -z "$pid" ] || { kill -INT "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }' EXIT
"$DTLTOP" --simulate=4 --listen 127.0.0.1:0 --batch --json -d 1 > out.json 2> err.txt &
pid=$!
url="http://127.0.0.1:$(metrics_port err.txt "$pid")/metrics"
end=$(( $(date +%s) + 120 ))
# A window published (a JSON line out, the vCPUs counted) and every gauge
# known: app comes with the simulator's second lparcfg read.
until [ "$(grep -c . out.json)" -ge 1 ] && curl -sf -m 10 -H 'Accept: text/plain' "$url" > prom.txt &&
	grep -qx 'dtltop_vcpus 4' prom.txt && grep -q '^dtltop_pool_available_cores ' prom.txt; do
	kill -0 "$pid" 2>/dev/null || fail "dtltop ended: $(cat err.txt)"
	[ "$(date +%s)" -lt "$end" ] || fail "no complete scrape in 120 s: $(grep -v '^#' prom.txt | head -n 40)"
	sleep 0.2
done
grep -v '^#' prom.txt | sed -E 's/[{ ].*//' | sort -u > served.txt
missing=$(comm -23 used.txt served.txt)
[ -z "$missing" ] || fail "the dashboard uses metrics dtltop does not serve: $missing"
echo "dashboard: $(grep -c . exprs.txt) expressions, $(wc -l < used.txt) metrics, all served ($(wc -l < served.txt) served)"

# make prometheus's (Debian's promtool, unpacked), else one on PATH
promdir=${PROMETHEUS_DIR:-$TOP/${BUILD:-build}/prometheus}
[ -x "$promdir/promtool" ] && PATH="$promdir:$PATH"
if command -v promtool >/dev/null; then
	python3 - exprs.txt > rules.yml <<'EOF'
import json, sys
# label_values() is Grafana's, not PromQL
exprs = [l.rstrip("\n") for l in open(sys.argv[1]) if l.strip() and not l.startswith("label_values(")]
print("groups:\n- name: dashboard\n  rules:")
for i, e in enumerate(exprs):
    e = e.replace("$__rate_interval", "1m").replace("$__range", "1h").replace("$instance", ".*")
    print("  - record: dashboard_expr_%d\n    expr: %s" % (i, json.dumps(e)))
EOF
	promtool check rules rules.yml > promtool.log 2>&1 || fail "promtool: $(cat promtool.log)"
	echo "promtool: every expression parses"
else
	echo "promtool not there (make prometheus): expressions not parsed as PromQL"
fi
