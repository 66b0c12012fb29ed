#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# A real InfluxDB (Debian's influxd 1.6, package influxdb) takes dtltop's
# --influx lines through its /write endpoint, and what it stored, read back
# with InfluxQL, must be what dtltop's --json windows of the same session
# say. Each batch of lines holds the counters of every window so far, so
# every stored point equals the sum of the first k JSON windows (batch k):
# per vCPU dispatches, steal, off-CPU time (both kinds) and sched switches;
# the LPAR's events, losses, affinity misses and sums; dispatch and preempt
# reasons; the tasks by command; the latency histogram's count and sum. The
# histogram's buckets (Telegraf's histogram aggregator layout: tag le, field
# seconds_bucket) are not in the JSON: the session records itself (-o) and
# each bucket must count the recorded DTL entries (replayed with --script)
# up to the batch's window end with a latency under its bound. Besides, the
# series InfluxDB lists are exactly those of the lines, and every stored
# value is the one written. influxd listens on 127.0.0.1 only, on free ports, with its
# data in the scratch directory; it is stopped at the end. Skips when there
# is no influxd.
. "$TOP/tests/lib.sh"

INFLUXD=${INFLUXD:-$(command -v influxd || true)}
[ -n "$INFLUXD" ] && [ -x "$INFLUXD" ] || skip "no influxd (Debian package influxdb)"

ipid=''
cleanup() { [ -z "$ipid" ] || stop_child "$ipid"; }
trap cleanup EXIT

cat > influx.py <<'EOF'
import json, math, re, socket, sys, time, urllib.error, urllib.parse, urllib.request

def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p

def http(port, path, data=None):
    rq = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data,
                                method="POST" if data is not None else "GET")
    try:
        with urllib.request.urlopen(rq, timeout=30) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()

def ping(port):
    try:
        st, _ = http(port, "/ping")
        return st
    except OSError:
        return 0

def influxql(port, db, q):
    st, body = http(port, "/query?" + urllib.parse.urlencode({"db": db, "q": q, "epoch": "ns"}),
                    data=b"")
    d = json.loads(body)
    assert st == 200 and "error" not in d["results"][0], (q, st, body[:300])
    return d["results"][0].get("series", [])

# line protocol as dtltop writes it (no quoted strings): tags and fields of
# each line, tag values unescaped
def split_unescaped(s, sep):
    """s split at each sep not escaped by a backslash; escapes kept."""
    out, cur, i = [], "", 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            cur += s[i:i + 2]; i += 2; continue
        if s[i] == sep:
            out.append(cur); cur = ""; i += 1; continue
        cur += s[i]; i += 1
    out.append(cur)
    return out

def unescape(s):
    return re.sub(r"\\(.)", r"\1", s)

def parse_lines(path):
    pts = []
    for n, l in enumerate(open(path), 1):
        l = l.rstrip("\n")
        # measurement+tags, fields, timestamp: separated by unescaped spaces
        parts = split_unescaped(l, " ")
        assert len(parts) == 3, f"line {n}: {l!r}"
        head = split_unescaped(parts[0], ",")
        meas = unescape(head[0])
        tags = dict(map(unescape, split_unescaped(t, "=")) for t in head[1:])
        fields = {}
        for f in parts[1].split(","):
            k, v = f.split("=", 1)
            fields[k] = int(v[:-1]) if v.endswith("i") else float(v)
        pts.append((meas, tags, fields, int(parts[2])))
    return pts

def series_key(meas, tags):
    esc = lambda s: s.replace(",", "\\,").replace("=", "\\=").replace(" ", "\\ ")
    return ",".join([esc(meas)] + [f"{esc(k)}={esc(v)}" for k, v in sorted(tags.items())])

def check(port, db, lines, jsonfile, scriptfile):
    wins = [json.loads(l) for l in open(jsonfile) if l.strip()]
    written = parse_lines(lines)
    ts = sorted({t for *_, t in written})
    assert len(ts) == len(wins) >= 3, f"{len(ts)} batches for {len(wins)} JSON windows"

    # 1. the series InfluxDB lists are exactly the lines' series
    got = set()
    for s in influxql(port, db, "SHOW SERIES"):
        got |= {v[0] for v in s["values"]}
    want = {series_key(m, t) for m, t, _, _ in written}
    assert got == want, f"SHOW SERIES: extra {sorted(got - want)[:5]}, missing {sorted(want - got)[:5]}"

    # 2. every stored point, read back per measurement and series
    stored = {}     # (measurement, frozenset(tags)) -> {time: {field: value}}
    meas = sorted({m for m, *_ in written})
    for m in meas:
        for s in influxql(port, db, f'SELECT * FROM "{m}" GROUP BY *'):
            tags = frozenset((k, v) for k, v in s.get("tags", {}).items() if v != "")
            cols = s["columns"]
            for row in s["values"]:
                r = dict(zip(cols, row))
                t = r.pop("time")
                stored.setdefault((m, tags), {})[t] = {k: v for k, v in r.items() if v is not None}
    npts = 0
    for m, tags, fields, t in written:
        s = stored.get((m, frozenset(tags.items())), {}).get(t)
        assert s is not None, f"not stored: {series_key(m, tags)} at {t}"
        assert set(s) == set(fields), (m, tags, s, fields)
        for k, v in fields.items():
            assert (s[k] == v and type(s[k]) is type(v)) if isinstance(v, int) else \
                math.isclose(s[k], v, rel_tol=1e-15), (m, tags, k, s[k], v)
        npts += 1
    assert npts == sum(len(v) for v in stored.values()), "InfluxDB holds points dtltop did not write"

    # 3. the stored values against the JSON windows: batch k = windows 0..k
    def pts(m, k):
        return [(dict(tags), v[ts[k]]) for (mm, tags), v in stored.items() if mm == m and ts[k] in v]
    def ns(x):
        return round(x * 1e9)
    ncmp = 0
    prev_tasks = {}
    for k, t in enumerate(ts):
        so_far = wins[:k + 1]
        # the publication follows its window's end (the JSON's wall clock, ms)
        end = so_far[-1]["window"]["end"]
        end_ns = int(time.mktime(time.strptime(end[:19], "%Y-%m-%dT%H:%M:%S")) - time.timezone) \
            * 10**9 + int(end[20:23]) * 10**6
        assert so_far[-1]["window"]["zone"] == "UTC" and t >= end_ns, (k, t, end)
        cpu = {}
        for w in so_far:
            for c in w["cpus"]:
                d = cpu.setdefault(c["cpu"], [0] * 5)
                for i, key in enumerate(("dispatches", "steal_ns", "off_cpu_voluntary_ns",
                                         "off_cpu_involuntary_ns", "sched_switch")):
                    d[i] += c[key]
        vc = {int(tags["cpu"]): [f["dispatches"], ns(f["steal_seconds"]),
                                 ns(f["off_voluntary_seconds"]), ns(f["off_involuntary_seconds"]),
                                 f["sched_switches"]] for tags, f in pts("dtltop_vcpu", k)}
        assert vc == cpu, f"batch {k}: vCPUs {vc} != JSON {cpu}"
        ncmp += 5 * len(vc)

        tot = lambda f: sum(f(w) for w in so_far)
        (lp,) = [f for _, f in pts("dtltop_lpar", k)]
        want = {
            "events": tot(lambda w: w["events"]), "lost_events": tot(lambda w: w["lost"]),
            "dtl_full_polls": tot(lambda w: w["loss"]["dtl_full_polls"]),
            "aux_overruns": tot(lambda w: w["loss"]["aux_overruns"]),
            "aux_overrun_bytes": tot(lambda w: w["loss"]["aux_overrun_bytes"]),
            "aux_truncations": tot(lambda w: w["loss"]["aux_truncated"]),
            "reader_drops": tot(lambda w: w["loss"]["dropped"]),
            "vcpus": len(cpu),
            "sched_switches": tot(lambda w: w["totals"]["sched_switch"]),
            "affinity_thread_misses": tot(lambda w: w["totals"]["affinity"]["same_core"]),
            "affinity_core_misses": tot(lambda w: w["totals"]["affinity"]["other_core"]),
            "dispatches": tot(lambda w: w["totals"]["dispatches"]),
        }
        for key, v in want.items():
            assert lp[key] == v, f"batch {k}: dtltop_lpar {key} {lp[key]} != JSON {v}"
        assert ns(lp["steal_seconds"]) == sum(d[1] for d in cpu.values()), (k, lp)
        # the gauges where known (the pool's available cores need two
        # readings of the pool's idle time: not in the first batch)
        e = so_far[-1]["entitlement"]
        gauges = {"entitlement_cores": e["entitled_capacity_centi"] / 100,
                  "pool_cores": e["pool_capacity_centi"] / 100,
                  "physc_cores": e["physc"]}    # the window just ended, 4 decimals
        if "app_centi" in e:
            gauges["pool_available_cores"] = e["app_centi"] / 100
        else:
            assert "pool_available_cores" not in lp, (k, lp, e)
        if k == len(ts) - 1:
            assert set(gauges) | {"pool_available_cores"} <= set(lp), f"last batch: gauges missing: {lp}"
        for key, v in gauges.items():
            if key in lp:
                assert abs(lp[key] - v) <= (0.0002 if key == "physc_cores" else 1e-9), (k, key, lp[key], v)
                ncmp += 1
        if "physc_cores" in lp:
            assert math.isclose(lp["entitlement_used_ratio"], lp["physc_cores"] / lp["entitlement_cores"],
                                abs_tol=1e-6), lp
        ncmp += len(want) + 1

        for m, key, field in (("dtltop_dispatch_reason", "dispatch_reasons", "dispatches"),
                              ("dtltop_preempt_reason", "preempt_reasons", "preempts")):
            got = {tags["reason"]: f[field] for tags, f in pts(m, k)}
            names = set(got) | {r for w in so_far for r in w["totals"][key]}
            want = {r: tot(lambda w: w["totals"][key].get(r, 0)) for r in names}
            assert got == want, f"batch {k}: {m} {got} != JSON {want}"
            ncmp += len(got)

        # tasks: by command (the simulator runs each command as one PID)
        got = {}
        for tags, f in pts("dtltop_task", k):
            g = got.setdefault(tags["comm"], [0, 0])
            g[0] += ns(f["steal_seconds"]); g[1] += f["preempts"]
        cmd = {}
        for w in so_far:
            for c in w["commands"]:
                d = cmd.setdefault(c["comm"], [0, 0, 0])
                d[0] += c["steal_ns"]; d[1] += c["preempts"]; d[2] = max(d[2], c["pids"])
        # --metrics-tasks 3: at most 3 comms and [other]; a comm once
        # served stays served and only grows, a newly served one starts at
        # its total less what [other] showed of it, so each served comm is
        # at most its total, [other] never goes down, and all of them add
        # up to every task's counts (dtltop(1), METRICS, Tasks)
        assert 0 < len(got) <= 4, got
        for i in (0, 1):
            assert sum(v[i] for v in got.values()) == sum(c[i] for c in cmd.values()), (k, i, got, cmd)
        for comm, v in got.items():
            if comm != "[other]":
                assert cmd[comm][2] == 1, (comm, cmd[comm])
                assert v[0] <= cmd[comm][0] and v[1] <= cmd[comm][1], (k, comm, v, cmd[comm])
        for comm, v in prev_tasks.items():
            assert comm in got, f"batch {k}: {comm} no longer served"
            assert got[comm][0] >= v[0] and got[comm][1] >= v[1], (k, comm, v, got[comm])
        prev_tasks = got
        ncmp += 2 * len(got)

        # the histogram: count, sum, +Inf
        lat = pts("dtltop_dispatch_latency", k)
        (cs,) = [f for tags, f in lat if "le" not in tags]
        n = tot(lambda w: w["totals"]["dispatches"])
        tb = so_far[0]["totals"]["tb_freq"]
        assert cs["seconds_count"] == n, (k, cs, n)
        # per window, whole ns as dtltop converts each window's ticks
        s_ns = tot(lambda w: w["totals"]["enqueue_to_dispatch"]["sum"] * 10**9 // w["totals"]["tb_freq"])
        assert abs(cs["seconds_sum"] * 1e9 - s_ns) < 1, (k, cs, s_ns)
        ncmp += 2
    # buckets: cumulative in le, +Inf = count, and each equal to the
    # recorded DTL entries (the session's -o recording replayed with
    # --script: each entry's time and enqueue_to_dispatch in ticks) up to
    # the batch's window end with a latency under the bound (a latency of
    # exactly a bound's ticks counts under the next bound: dtltop(1))
    ends = [w["window"]["end_ns"] for w in wins]
    tb = wins[0]["totals"]["tb_freq"]
    entries = []
    lines_iter = iter(open(scriptfile))
    for l in lines_iter:
        m = re.search(r" (\d+)\.(\d{6}): +vpa-dtl: ", l)
        if m:
            e = re.search(r"enqueue_to_dispatch_time:(\d+)", l + next(lines_iter))
            entries.append((int(m.group(1)) * 10**9 + int(m.group(2)) * 1000, int(e.group(1))))
    for k in range(len(ts)):
        b = {tags["le"]: f["seconds_bucket"] for tags, f in pts("dtltop_dispatch_latency", k)
             if "le" in tags}
        b = sorted((math.inf if le == "+Inf" else float(le), v) for le, v in b.items())
        assert len(b) == 19 and b[-1][0] == math.inf, b
        upto = [lat for t, lat in entries if t < ends[k]]
        assert len(upto) == sum(w["totals"]["dispatches"] for w in wins[:k + 1]), \
            f"batch {k}: {len(upto)} DTL entries in the recording, the JSON says otherwise"
        want = [(le, sum(1 for lat in upto if lat < le * tb)) for le, _ in b]
        assert b == want, f"batch {k}: buckets {b} != recorded entries {want}"
        ncmp += len(b)
    print(f"{len(ts)} batches, {npts} points, {len(got)} task series in the last; "
          f"{ncmp} stored values equal the JSON windows' sums or the recorded entries")

cmd = sys.argv[1]
if cmd == "port":
    print(free_port())
elif cmd == "ping":
    print(ping(sys.argv[2]))
elif cmd == "create":
    influxql(sys.argv[2], "", f'CREATE DATABASE "{sys.argv[3]}"')
elif cmd == "write":
    st, body = http(sys.argv[2], f"/write?db={sys.argv[3]}&precision=ns", open(sys.argv[4], "rb").read())
    assert st == 204, (st, body[:500])
elif cmd == "check":
    check(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6])
elif cmd == "show":
    for s in influxql(sys.argv[2], sys.argv[3], sys.argv[4]):
        print(s.get("name"), s.get("tags", ""), dict(zip(s["columns"], s["values"][-1])))
EOF

# influxd: every listener on 127.0.0.1 on a free port (the HTTP API and the
# backup service), data in the scratch directory, no reporting, no other
# service. A port taken between the choice and the bind: try again.
start_influxd() {
	local http rpc
	http=$(python3 influx.py port) && rpc=$(python3 influx.py port) || fail "no free port"
	cat > influxdb.conf <<EOF
reporting-disabled = true
bind-address = "127.0.0.1:$rpc"
[meta]
  dir = "$PWD/influx/meta"
[data]
  dir = "$PWD/influx/data"
  wal-dir = "$PWD/influx/wal"
  query-log-enabled = false
[monitor]
  store-enabled = false
[retention]
  enabled = false
[continuous_queries]
  enabled = false
[subscriber]
  enabled = false
[http]
  enabled = true
  bind-address = "127.0.0.1:$http"
  log-enabled = false
[[graphite]]
  enabled = false
[[collectd]]
  enabled = false
[[opentsdb]]
  enabled = false
[[udp]]
  enabled = false
EOF
	"$INFLUXD" run -config influxdb.conf > influxd.log 2>&1 &
	ipid=$!
	port=$http
	local end=$(( $(date +%s) + 60 ))
	until [ "$(python3 influx.py ping "$port")" = 204 ]; do
		kill -0 "$ipid" 2>/dev/null || { wait "$ipid" 2>/dev/null; ipid=''; return 1; }
		[ "$(date +%s)" -lt "$end" ] || { tail -n 20 influxd.log >&2; fail "influxd: no /ping 204 within 60 s"; }
		sleep 0.1
	done
}
port=''
for try in 1 2 3; do
	start_influxd && break
	tail -n 5 influxd.log >&2
	[ "$try" -lt 3 ] || fail "influxd did not start (3 tries)"
done
echo "influxd $("$INFLUXD" version) on 127.0.0.1:$port"

# 6 simulated vCPUs, 4 windows: the JSON on stdout, the lines in a file
"$DTLTOP" --simulate=6 --json -d 1 -n 4 --influx lines --metrics-tasks 3 -o rec.data \
	> win.json 2> dtl.err || { cat dtl.err; fail "dtltop --json --influx failed"; }
"$DTLTOP" -i rec.data --script > entries.txt 2> script.err || { cat script.err; fail "dtltop --script"; }
python3 influx.py create "$port" dtl || fail "CREATE DATABASE"
python3 influx.py write "$port" dtl lines || fail "InfluxDB refused the lines (POST /write)"
python3 influx.py check "$port" dtl lines win.json entries.txt || fail "what InfluxDB stored differs from dtltop's JSON windows"
# the histogram as InfluxQL reads it, the last batch
q='SELECT last("seconds_bucket") FROM "dtltop_dispatch_latency" WHERE "le" =~ /./ GROUP BY "le"'
echo "$q"
python3 influx.py show "$port" dtl "$q" || fail "InfluxQL: $q"
echo "metrics-influxdb: ok"
