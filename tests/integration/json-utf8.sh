#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# Task names are bytes (the kernel's comm, 16 with the NUL): JSON carries
# well-formed UTF-8 as it is and one U+FFFD per maximal ill-formed subpart. A dtlgen recording whose task names "postgres" and
# "redis-server" are overwritten in place, byte for byte, with names of
# the same length that mix UTF-8 and invalid bytes; the expected strings
# are worked out by hand below (Unicode 15, 3.9, Table 3-8's practice) and
# are also what Python's own decoder gives (bytes.decode("utf-8",
# "replace") substitutes maximal subparts alike).
. "$TOP/tests/lib.sh"
command -v python3 >/dev/null || skip "python3 is not installed"

"$DTLGEN" -o plain.data --sched --seconds 1 --cpus 4 > gen.txt 2>&1 || fail "dtlgen: $(cat gen.txt)"
python3 - plain.data named.data <<'PY' || fail "could not rename the tasks"
import sys
d = open(sys.argv[1], "rb").read()
# c a f é(C3 A9) FF E2 82: ends cut inside a 3-byte sequence
# ED A0 80 (surrogate) F0 9F 98 80 (U+1F600) C0 AF (overlong) a C2 80 (U+0080)
for old, new in ((b"postgres", b"caf\xc3\xa9\xff\xe2\x82"),
                 (b"redis-server", b"\xed\xa0\x80\xf0\x9f\x98\x80\xc0\xafa\xc2\x80")):
    assert len(old) == len(new) and d.count(old) > 0, old
    d = d.replace(old, new)
open(sys.argv[2], "wb").write(d)
PY

"$DTLTOP" -i named.data --batch --json > out.json 2> err.txt || fail "dtltop --json: $(cat err.txt)"

python3 - out.json <<'PY' || fail "the names above"
import json, sys
want = {
    "caf\u00e9\ufffd\ufffd": b"caf\xc3\xa9\xff\xe2\x82",
    "\ufffd\ufffd\ufffd\U0001f600\ufffd\ufffda\u0080": b"\xed\xa0\x80\xf0\x9f\x98\x80\xc0\xafa\xc2\x80",
}
raw = open(sys.argv[1], "rb").read()
raw.decode("utf-8")                      # strict: the JSON is UTF-8 text
windows = [json.loads(l) for l in raw.decode("utf-8").splitlines() if l.strip()]
comms = {t["comm"] for w in windows for t in (w["tasks"] or [])}
comms |= {c["comm"] for w in windows for c in (w["commands"] or [])}
for s, b in want.items():
    assert s == b.decode("utf-8", "replace"), (s, b)   # the hand-worked form is Python's
    assert s in comms, "%r not among the tasks: %r" % (s, sorted(comms))
    print("json: %s -> %s" % (b.hex(" "), json.dumps(s)))
assert not any("caf" in c and c not in want for c in comms), comms
# C1 controls stay escaped (no raw U+0080 in the file), U+1F600 passes as it is
assert b"\xc2\x80" not in raw and b"\\u0080" in raw, "U+0080 not escaped"
assert "\U0001f600".encode() in raw, "U+1F600 not passed through"
PY
