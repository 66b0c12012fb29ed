# SPDX-License-Identifier: GPL-2.0-only
# The partition's identity (issue 34): a hand-written lparcfg, laid out as the
# kernel's lparcfg_data prints it, read by --lparcfg=FILE, by a live batch
# session serving metrics (sched-only here: the file stands in for the
# kernel's), and what a scrape's dtltop_lpar_info says, in both text formats,
# must be the file's values, with the name's quote, backslash and comma
# escaped as the exposition format says; promtool accepts the 0.0.4 text.
# Then a simulated -o recording replays with the identity the simulator had,
# and upstream perf (UPERF) still reads the file it is stored in.
. "$TOP/tests/lib.sh"

cat > cfg <<'EOF'
lparcfg 1.9
serial_number=IBM,0278ABCDE
system_type=IBM,9080-HEX
partition_id=12
partition_name=prod "db" 1, a=b\c
R4=0x96
partition_max_entitled_capacity=400
partition_entitled_capacity=150
group=32780
system_active_processors=48
pool=5
pool_capacity=1600
pool_idle_time=0
pool_num_procs=16
unallocated_capacity_weight=0
capacity_weight=200
capped=1
unallocated_capacity=0
purr=1234567
tbr=987654321000
partition_active_processors=4
partition_potential_processors=8
shared_processor_mode=1
EOF

# The expected labels, from the file by its own rules (not dtltop's code):
# key=value after the first '=', entitlement in hundredths of a processor.
cat > expect.py <<'EOF'
import sys
kv = dict(l.rstrip("\n").split("=", 1) for l in open(sys.argv[1]) if "=" in l)
want = {
    "serial": kv["serial_number"], "machine_type": kv["system_type"],
    "partition_id": kv["partition_id"], "partition_name": kv["partition_name"],
    "capped": "true" if kv["capped"] == "1" else "false",
    "weight": kv["capacity_weight"], "pool_id": kv["pool"],
    "entitlement": "%.2f" % (int(kv["partition_entitled_capacity"]) / 100),
    "online_vcpus": kv["partition_active_processors"],
}
EOF

# --lparcfg=FILE: the identity keys as JSON, the file's values
"$DTLTOP" --lparcfg=cfg > cfg.json || fail "--lparcfg=cfg failed"
python3 - cfg cfg.json <<'EOF' || fail "--lparcfg's identity: $(cat cfg.json)"
import json, sys
exec(open("expect.py").read())
d = json.load(open(sys.argv[2]))
got = {"serial": d["serial"], "machine_type": d["machine_type"],
       "partition_id": str(d["partition_id"]), "partition_name": d["partition_name"],
       "weight": str(d["weight"])}
for k, v in got.items():
    assert v == want[k], (k, v, want[k])
EOF

# A scrape's dtltop_lpar_info, parsed by the exposition format's rules
# (label values: \\, \" and \n escapes), against the file.
cat > labels.py <<'EOF'
import re, sys
exec(open("expect.py").read())
body = open(sys.argv[2]).read()
om = sys.argv[3] == "om"
lines = [l for l in body.splitlines() if l.startswith("dtltop_lpar_info")]
assert len(lines) == 1, lines
typ = "# TYPE dtltop_lpar info" if om else "# TYPE dtltop_lpar_info gauge"
assert typ in body.splitlines(), "no '%s'" % typ
m = re.fullmatch(r'dtltop_lpar_info\{(.*)\} 1', lines[0])
assert m, lines[0]
got, s, i = {}, m.group(1), 0
while i < len(s):
    j = s.index('="', i)
    name, i, v = s[i:j], j + 2, ""
    while s[i] != '"':
        if s[i] == "\\":
            v += {"\\": "\\", '"': '"', "n": "\n"}[s[i + 1]]
            i += 2
        else:
            v += s[i]
            i += 1
    got[name] = v
    i += 1
    if i < len(s):
        assert s[i] == ",", s[i:]
        i += 1
assert got == want, (got, want)
EOF

need_root_tracing
pid=''
stop() { [ -z "$pid" ] || { kill -INT "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; pid=; }; }
trap stop EXIT
"$DTLTOP" --lparcfg=cfg --batch -d 1 --listen 127.0.0.1:0 > /dev/null 2> err.txt &
pid=$!
port=$(metrics_port err.txt "$pid")
python3 - "$port" <<'EOF' || fail "scrape failed"
import http.client, sys
for accept, out in (("text/plain", "text.txt"),
                    ("application/openmetrics-text; version=1.0.0", "om.txt")):
    c = http.client.HTTPConnection("127.0.0.1", int(sys.argv[1]), timeout=30)
    c.request("GET", "/metrics", headers={"Accept": accept})
    r = c.getresponse()
    assert r.status == 200, r.status
    open(out, "wb").write(r.read())
EOF
stop
python3 labels.py cfg text.txt text || fail "0.0.4 text's dtltop_lpar_info: $(grep lpar_info text.txt)"
python3 labels.py cfg om.txt om || fail "OpenMetrics' dtltop_lpar_info: $(grep lpar_info om.txt)"
PROM=${PROMETHEUS_DIR:-$TOP/${BUILD:-build}/prometheus}
if [ -x "$PROM/promtool" ]; then
	"$PROM/promtool" check metrics < text.txt > lint.txt 2>&1 ||
		fail "promtool check metrics: $(cat lint.txt)"
else
	echo "note: no promtool in $PROM: the 0.0.4 text is not linted"
fi

# A simulated recording replays with the simulator's identity (sim.h:
# IBM,9080-HEX, IBM,02SIM0001, partition 3 "dtltop-simulated", weight 128).
"$DTLTOP" --simulate=6 --sim-rate 200 --batch -d 0.5 -n 1 --json -o sim.data > sim.json ||
	fail "simulated -o failed"
"$DTLTOP" -i sim.data --batch --json > replay.json || fail "replay of sim.data failed"
python3 - <<'EOF' || fail "identity: simulated $(head -c 300 sim.json) replayed $(head -c 300 replay.json)"
import json
sim = json.loads(open("sim.json").readline())["lpar"]
rep = json.loads(open("replay.json").readline())["lpar"]
want = {"serial": "IBM,02SIM0001", "machine_type": "IBM,9080-HEX", "partition_id": 3,
        "partition_name": "dtltop-simulated", "weight": 128, "capped": False, "pool_id": 0,
        "online_vcpus": 6}
for k, v in want.items():
    assert sim[k] == v and rep[k] == v, (k, sim.get(k), rep.get(k), v)
assert rep == sim, (rep, sim)
EOF

up=${UPERF:-$TOP/${BUILD:-build}/upstream-perf/perf}
[ -x "$up" ] || skip "identity checked; no upstream perf at $up to read the recording"
"$up" report --header-only -i sim.data > header.txt 2>&1 || fail "perf report --header-only: $(tail -3 header.txt)"
"$up" script -i sim.data > script.txt 2> script.err || fail "perf script: $(tail -3 script.err)"
[ -s script.txt ] || fail "perf script printed nothing"
echo "ok: dtltop_lpar_info and the JSON say the file's identity; a recording keeps the simulator's"
