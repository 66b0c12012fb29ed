#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# Wall-clock time in the batch views. A recording whose CLOCK_DATA says a
# given wall time (dtlgen --clock-data): every --json window's wall bounds
# are its perf bounds plus the offset the test reads from the file's
# CLOCK_DATA feature itself, in UTC and in a zone one hour east; CSV
# carries the same. Without CLOCK_DATA the file's mtime (touch -d) against
# SAMPLE_TIME's last sample gives approximate (~) times; through a pipe
# there is none. -o from --simulate writes CLOCK_DATA that upstream perf
# reads, and perf script -F+tod gives the wall time dtltop gives.
. "$TOP/tests/lib.sh"

# feat FILE BIT: the body of feature BIT of a file-mode perf.data, hex
feat() {
	python3 - "$1" "$2" <<'PY'
import struct, sys
d = open(sys.argv[1], "rb").read()
bit = int(sys.argv[2])
data_off, data_size = struct.unpack_from("<QQ", d, 40)
flags = struct.unpack_from("<4Q", d, 72)
nth = sum(1 for b in range(bit) if flags[b // 64] >> (b % 64) & 1)
assert flags[bit // 64] >> (bit % 64) & 1, "feature %d absent" % bit
off, size = struct.unpack_from("<QQ", d, data_off + data_size + 16 * nth)
print(d[off:off + size].hex())
PY
}

# CLOCK_DATA (29): u32 version, u32 clockid, u64 wall ns, u64 clock ns ->
# "offset clockid"
clock_data() {
	feat "$1" 29 | python3 -c '
import struct, sys
b = bytes.fromhex(sys.stdin.read().strip())
v, cid, wall, clk = struct.unpack("<IIQQ", b)
assert v == 1, v
print(wall - clk, cid)'
}

"$DTLGEN" -o cd.data --cpus 4 --seconds 3 --seed 7 --sched --clock-data 2026-11-27T10:39:58.5Z 2>/dev/null
read -r off cid <<< "$(clock_data cd.data)"
[ "$cid" = 1 ] || fail "CLOCK_DATA's clock is $cid, not CLOCK_MONOTONIC"
# the offset dtlgen was asked for: 10:39:58.5 UTC at the recording's start
[ $((off / 1000000000)) -gt 1795000000 ] || fail "CLOCK_DATA's offset $off is not of 2026"

check_windows() {	# FILE TZ-OFFSET-SECONDS SUFFIX: every window's wall bounds
	python3 - "$1" "$off" "$2" "$3" <<'PY'
import json, sys, datetime
f, off, tzs, suf = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
n = 0
for line in open(f):
    w = json.loads(line)["window"]
    assert w["wall_clock"] == "exact" and w["clock_source"] == "CLOCK_DATA", w
    for k in ("start", "end"):
        ns = w[k + "_ns"] + off + tzs * 10**9
        t = datetime.datetime.fromtimestamp(ns // 10**9, datetime.timezone.utc)
        want = t.strftime("%Y-%m-%dT%H:%M:%S") + ".%03d" % (ns % 10**9 // 10**6) + suf
        assert w[k] == want, (k, w[k], want)
    n += 1
assert n >= 3, n
PY
}
TZ=UTC "$DTLTOP" -i cd.data --batch --json -d 1 > utc.json
check_windows utc.json 0 "+00:00" || fail "--json wall bounds are not perf bounds + CLOCK_DATA's offset (UTC)"
TZ=UTC "$DTLTOP" -i cd.data --batch --json -d 1 --utc > utc2.json
check_windows utc2.json 0 "Z" || fail "--utc: wall bounds not in Z form"
TZ=XYZ-1 "$DTLTOP" -i cd.data --batch --json -d 1 > east.json
check_windows east.json 3600 "+01:00" || fail "--json wall bounds not in the local zone (TZ=XYZ-1)"
grep -q '"zone":"XYZ"' east.json || fail "the zone is not named: $(head -c 600 east.json)"

# text: the zone named, the first window starting at the first event
TZ=UTC "$DTLTOP" -i cd.data --batch > cd.txt
grep -q '^Time: 10:39:58\.[0-9]* - 10:40:01\.[0-9]* UTC  (wall clock exact: CLOCK_DATA)$' cd.txt ||
	fail "text Time line: $(grep ^Time cd.txt)"
TZ=UTC "$DTLTOP" -i cd.data --batch --time-style=rel | grep -q '^Time: +0\.000 - +' ||
	fail "--time-style=rel: $(TZ=UTC "$DTLTOP" -i cd.data --batch --time-style=rel | grep ^Time)"
# CSV: the same ISO bounds beside the ns ones
TZ=UTC "$DTLTOP" -i cd.data --batch --csv -d 1 > cd.csv
python3 - cd.csv utc.json <<'PY' || fail "CSV wall bounds differ from JSON's"
import csv, json, sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["cpu"] == "all"]
ws = [json.loads(l)["window"] for l in open(sys.argv[2])]
assert len(rows) == len(ws)
for r, w in zip(rows, ws):
    assert int(r["window_start_ns"]) == w["start_ns"]
    assert r["window_start"] == w["start"] and r["window_end"] == w["end"], (r, w)
    assert r["wall_clock"] == "exact"
PY

# No CLOCK_DATA: the mtime against SAMPLE_TIME's last sample, approximate.
"$DTLGEN" -o plain.data --cpus 2 --seconds 2 --seed 3 --sched 2>/dev/null
touch -d '2026-11-27 10:45:00Z' plain.data
last=$(feat plain.data 21 | python3 -c '
import struct, sys; print(struct.unpack("<QQ", bytes.fromhex(sys.stdin.read().strip()))[1])')
TZ=UTC "$DTLTOP" -i plain.data --batch --json > plain.json
python3 - plain.json "$last" <<'PY' || fail "approximate wall clock from the mtime"
import json, sys, datetime
w = json.loads(open(sys.argv[1]).readline())["window"]
off = 1795776300 * 10**9 - int(sys.argv[2])	# 2026-11-27 10:45:00 UTC - last sample
assert w["wall_clock"] == "approx" and w["clock_source"] == "file mtime", w
ns = w["end_ns"] + off
t = datetime.datetime.fromtimestamp(ns // 10**9, datetime.timezone.utc)
assert w["end"] == t.strftime("%Y-%m-%dT%H:%M:%S") + ".%03d+00:00" % (ns % 10**9 // 10**6), (w, ns)
PY
TZ=UTC "$DTLTOP" -i plain.data --batch | grep -q '^Time: ~10:44:5[0-9]\.[0-9]* - ~10:45:00\.[0-9]* UTC  (wall clock approximate: file mtime)$' ||
	fail "approximate times not marked ~: $(TZ=UTC "$DTLTOP" -i plain.data --batch | grep ^Time)"
# a pipe has no mtime; stdin from the file itself has
"$DTLGEN" -o - --cpus 2 --seconds 1 --sched 2>/dev/null > pipe.data
cat pipe.data | TZ=UTC "$DTLTOP" -i - --batch | grep -q '^Time: [0-9.]* - [0-9.]* perf clock s  (no wall clock)$' ||
	fail "a pipe: $(cat pipe.data | "$DTLTOP" -i - --batch | grep ^Time)"
TZ=UTC "$DTLTOP" -i - --batch < pipe.data | grep -q '^Time: ~' ||
	fail "stdin from a regular file: no approximate clock"
cat pipe.data | "$DTLTOP" -i - --batch --json | grep -q '"wall_clock":"none","clock_source":null,"start":null' ||
	fail "a pipe's JSON window: $(cat pipe.data | "$DTLTOP" -i - --batch --json | head -c 700)"
"$DTLTOP" -i cd.data --batch --time-style=foo 2>err.txt && fail "--time-style=foo accepted"
grep -q "time-style wants wall, perf or rel" err.txt || fail "--time-style=foo: $(cat err.txt)"

# -o from the simulator: CLOCK_DATA upstream perf reads, its tod ours
[ -x "${UPERF:-}" ] || skip "upstream perf not built: the -o half is not checked"
TZ=UTC "$DTLTOP" --simulate=4 --batch --json -n 2 -d 0.5 -o sim.data > sim.json
"$UPERF" report --header-only -i sim.data > hdr.txt 2>&1
grep -q '^# clockid: monotonic (1)$' hdr.txt || fail "perf reads no clockid: $(grep -i clock hdr.txt)"
grep -q '^# reference time: ' hdr.txt || fail "perf reads no CLOCK_DATA"
grep -q 'use_clockid = 1, clockid = 1' hdr.txt || fail "attrs lack use_clockid"
TZ=UTC "$DTLTOP" -i sim.data --batch --json > simr.json
"$UPERF" script -i sim.data -F time,tod 2>/dev/null | head -2000 > tod.txt
python3 - sim.json simr.json tod.txt sim.data "$(clock_data sim.data)" <<'PY' || fail "perf's tod differs from dtltop's wall time"
import json, sys, datetime
live = [json.loads(l)["window"] for l in open(sys.argv[1])]
rep = json.loads(open(sys.argv[2]).readline())["window"]
off = int(sys.argv[5].split()[0])
# the session's first window starts at the first event: its wall time, live
# (CLOCK_REALTIME read by the session) and replayed (the file's CLOCK_DATA)
assert live[0]["wall_clock"] == "exact" and rep["wall_clock"] == "exact", (live[0], rep)
assert live[0]["start"] == rep["start"], (live[0]["start"], rep["start"])
n = 0
for line in open(sys.argv[3]):
    f = line.split()
    if len(f) < 3:
        continue
    tod = datetime.datetime.strptime(f[0] + " " + f[1], "%Y-%m-%d %H:%M:%S.%f")
    tod_us = int(tod.replace(tzinfo=datetime.timezone.utc).timestamp()) * 10**6 + tod.microsecond
    s, us = f[2].rstrip(":").split(".")	# perf prints both to the us, truncated
    ns = int(s) * 10**9 + int(us) * 1000
    assert abs(tod_us - (ns + off) // 1000) <= 1, (line, tod_us, ns + off)
    n += 1
assert n > 100, n
# dtltop's first event, perf's first: the same wall time to the ms
first = open(sys.argv[3]).readline().split()
assert rep["start"][:23] == (first[0] + "T" + first[1])[:23], (rep["start"], first)
PY
exit 0
