# SPDX-License-Identifier: GPL-2.0-only
# contrib/grafana/dtltop.json is an importable Grafana dashboard: valid JSON,
# a Prometheus datasource variable, an LPAR variable (host names from
# dtltop_source_info), an instance variable chained to it and a group
# variable (dtltop_grouping_info's label: what --metrics-by labels the rows
# with), the panels the README promises (steal per group as a heatmap,
# latency quantiles from the histogram, loss, entitlement against physc,
# reasons, top tasks by comm), and it works at every --metrics-by: for each
# of vcpu, core, chip and lpar a simulated dtltop --listen is scraped (plain
# curl, as the default text form) once a window was published and every
# gauge is known, and
#   - every metric an expression names is in the scrape (the histogram's
#     _bucket/_sum/_count and _total are part of the served names);
#   - every label an expression uses (matchers, by/without/on/ignoring
#     lists, label_values) is on one of that expression's metrics, with
#     $group replaced by the label dtltop_grouping_info gives (instance and
#     job are Prometheus's target labels, never in a scrape);
#   - the group variable's answer is the label --metrics-by documents (cpu,
#     core, chip, lpar), and grouping by it gives one series per vCPU, core
#     or chip (16 vCPUs: 16, 2 SMT8 cores, 1 chip) or, at lpar, one.
# With promtool at hand, every expression also parses as PromQL (Grafana's
# $__ variables replaced).
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
for name in ("lpar", "instance", "group"):
    assert v[name]["type"] == "query", v[name]
    assert v[name]["definition"] == v[name]["query"]["query"], name
assert v["lpar"]["label"] == "LPAR", v["lpar"]
assert v["lpar"]["definition"].startswith("label_values(dtltop_source_info"), v["lpar"]
assert '$lpar' in v["instance"]["definition"], "instance follows the LPAR variable"
assert v["group"]["definition"].startswith("label_values(dtltop_grouping_info{"), v["group"]
assert not v["group"]["multi"] and not v["group"]["includeAll"], "one grouping label at a time"
exprs = [v[n]["definition"] for n in ("lpar", "instance", "group")]
kinds = {}
for p in d["panels"]:
    if p["type"] == "row":
        continue
    assert p["datasource"] == {"type": "prometheus", "uid": "${datasource}"}, p["title"]
    for t in p["targets"]:
        assert t["datasource"]["uid"] == "${datasource}", p["title"]
        assert '$instance' in t["expr"], (p["title"], t["expr"])
        assert "pid" not in t["expr"] and "pid" not in t.get("legendFormat", ""), (p["title"], "no pid label")
        exprs.append(t["expr"])
        kinds.setdefault(p["type"], []).append(t["expr"])
heat = " ".join(kinds.get("heatmap", []))
assert "rate(dtltop_steal_seconds_total" in heat and "by ($group)" in heat, "steal per group heatmap"
allx = " ".join(exprs)
assert "by (cpu)" not in allx, "a per-vCPU panel groups by cpu, not by $group"
for q in ("0.5", "0.9", "0.99"):
    assert "histogram_quantile(%s, sum by (le) (rate(dtltop_dispatch_latency_seconds_bucket" % q in allx, q
for m in ("dtltop_entitlement_cores", "dtltop_physc_cores", "dtltop_lost_events_total",
          "dtltop_dtl_full_polls_total", "dtltop_aux_overruns_total", "dtltop_aux_truncations_total",
          "dtltop_reader_drops_total", "dtltop_dispatch_reasons_total", "dtltop_preempt_reasons_total",
          "dtltop_task_steal_seconds_total"):
    assert m in allx, m
assert "sum by (comm)" in allx, "tasks by comm"
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

# Every metric and label of every expression against one scrape (argv: the
# expressions, the scrape, the expected group label, the expected groups).
cat > check.py <<'EOF'
import re, sys
exprs = [l.rstrip("\n") for l in open(sys.argv[1]) if l.strip()]
want_group, want_rows = sys.argv[3], int(sys.argv[4])
labels = {}   # metric -> label names it carries in the scrape
values = {}   # (metric, label) -> values
for line in open(sys.argv[2]):
    if line.startswith("#") or not line.strip():
        continue
    m = re.match(r'([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? ', line)
    assert m, line
    name, body = m.group(1), m.group(3) or ""
    ls = labels.setdefault(name, set())
    for k, v in re.findall(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"', body):
        ls.add(k)
        values.setdefault((name, k), set()).add(v)
# the group variable: label_values(dtltop_grouping_info{...}, label)
group = sorted(values.get(("dtltop_grouping_info", "label"), []))
assert group == [want_group], f"dtltop_grouping_info label {group}, want {want_group}"
group = group[0]
TARGET = {"instance", "job"}
checked = 0
for e in exprs:
    x = e.replace("$group", group)
    x = re.sub(r'"(?:[^"\\]|\\.)*"', '""', x)       # no string is a name
    x = re.sub(r'\[[^\]]*\]', '', x)                 # range selectors
    metrics = set(re.findall(r'\bdtltop_[a-z0-9_]+', x))
    missing = [m for m in metrics if m not in labels]
    assert not missing, f"{e}: metrics not served: {missing}"
    used = set()
    for lst in re.findall(r'\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)', x):
        used |= {l.strip() for l in lst.split(",") if l.strip()}
    for sel in re.findall(r'\{([^}]*)\}', x):
        used |= set(re.findall(r'([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)', sel))
    lv = re.match(r'label_values\((.*),\s*([a-zA-Z_][a-zA-Z0-9_]*)\)$', x)
    if lv:
        used.add(lv.group(2))
    for l in used - TARGET:
        if l == group and group == "lpar":
            # --metrics-by lpar: the rows have no label, "by (lpar)" is one series
            assert not any("lpar" in labels[m] for m in metrics), (e, "an lpar label")
            continue
        assert any(l in labels[m] for m in metrics), f"{e}: label {l} is on none of {sorted(metrics)}"
        checked += 1
# one series per group: the rows' values of the group label
for m in ("dtltop_steal_seconds_total", "dtltop_dispatches_total", "dtltop_sched_switches_total"):
    if group == "lpar":
        assert labels[m] == set(), (m, labels[m])
        rows = 1
    else:
        assert labels[m] == {group}, (m, labels[m])
        rows = len(values[(m, group)])
    assert rows == want_rows, f"{m}: {rows} groups by {group}, want {want_rows}"
print(f"{want_group}: {len(exprs)} expressions, {checked} label uses, all in the scrape; {want_rows} series per group panel")
EOF

pid=
stop() {
	[ -z "$pid" ] || { kill -INT "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }
	pid=
}
trap stop EXIT
for by in vcpu core chip lpar; do
	case $by in
	vcpu) lbl=cpu rows=16 ;;
	core) lbl=core rows=2 ;;
	chip) lbl=chip rows=1 ;;
	lpar) lbl=lpar rows=1 ;;
	esac
	"$DTLTOP" --simulate=16 --listen 127.0.0.1:0 --metrics-by $by --batch --json -d 1 \
		> out.$by.json 2> err.$by.txt &
	pid=$!
	url="http://127.0.0.1:$(metrics_port err.$by.txt "$pid")/metrics"
	end=$(( $(date +%s) + 120 ))
	# A window published (a JSON line out, the vCPUs counted) and every
	# gauge known: app comes with the simulator's second lparcfg read.
	until [ "$(grep -c . out.$by.json)" -ge 1 ] && curl -sf -m 10 "$url" > prom.$by.txt &&
		grep -qx 'dtltop_vcpus 16' prom.$by.txt && grep -q '^dtltop_pool_available_cores ' prom.$by.txt &&
		grep -q '^dtltop_task_steal_seconds_total{' prom.$by.txt; do
		kill -0 "$pid" 2>/dev/null || fail "dtltop --metrics-by $by ended: $(cat err.$by.txt)"
		[ "$(date +%s)" -lt "$end" ] || fail "--metrics-by $by: no complete scrape in 120 s: $(grep -v '^#' prom.$by.txt | head -n 40)"
		sleep 0.2
	done
	stop
	python3 check.py exprs.txt prom.$by.txt $lbl $rows || fail "the dashboard at --metrics-by $by"
done

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
    e = e.replace("$group", "cpu")
    print("  - record: dashboard_expr_%d\n    expr: %s" % (i, json.dumps(e)))
EOF
	promtool check rules rules.yml > promtool.log 2>&1 || fail "promtool: $(cat promtool.log)"
	echo "promtool: every expression parses"
else
	echo "promtool not there (make prometheus): expressions not parsed as PromQL"
fi
