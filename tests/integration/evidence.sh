# SPDX-License-Identifier: GPL-2.0-only
# --evidence DIR on a dtlgen recording: every file is there; snapshot.json
# and snapshot.txt are what --batch --json and --batch print for the same
# span; the perf.data in it replays to the same figures and upstream perf
# reads it (its vpa-dtl entries counted against dtltop's dispatches); with
# --time (once dtltop has it) a sub-span's slice replays to that span's
# figures; timeline.svg parses as SVG with one heatmap row per vCPU of the
# snapshot and axis labels in the clock the README names (wall clock, or
# perf seconds when the recording has none); headless Chromium renders it
# into a PNG of more than a few colours. A directory that is not empty is
# refused without --force. Skips at the end if Chromium is absent.
. "$TOP/tests/lib.sh"
[ -n "${UPERF:-}" ] && [ -x "$UPERF" ] || skip "upstream perf is not available (make upstream-perf)"
export TZ=UTC

# 2 s: each vCPU's DTL stream stays within one lap of the AUX area (2000
# entries x 48 bytes < 128 KiB); upstream perf spins on lapped streams
"$DTLGEN" -o f.data --cpus 5 --seconds 2 --seed 7 --sched 2>/dev/null
out=$("$DTLTOP" -i f.data --evidence ev) || fail "--evidence exited $?"
[ "$out" = "evidence written to ev" ] || fail "stdout: $out"
for f in README.txt perf.data snapshot.json snapshot.txt lparcfg.txt lparcfg.json \
	timeline.svg version.txt; do
	[ -s "ev/$f" ] || fail "ev/$f missing or empty"
done
for f in snapshot.json snapshot.txt lparcfg.txt timeline.svg version.txt perf.data; do
	grep -q "^$f " ev/README.txt || fail "README.txt does not say what $f is"
done

# the snapshot is the batch output of the same span, byte for byte
"$DTLTOP" -i f.data --batch --json > batch.json
"$DTLTOP" -i f.data --batch > batch.txt
cmp -s batch.json ev/snapshot.json || fail "snapshot.json differs from --batch --json"
cmp -s batch.txt ev/snapshot.txt || fail "snapshot.txt differs from --batch"
# lparcfg: the entitlement the recording carries, in both forms
grep -q '^partition_entitled_capacity=[0-9]' ev/lparcfg.txt || fail "lparcfg.txt: $(cat ev/lparcfg.txt)"
grep -q "^command line: .*--evidence ev" ev/version.txt || fail "version.txt: $(cat ev/version.txt)"
grep -q "^dtltop [0-9]" ev/version.txt || fail "version.txt has no version"

# the slice: dtltop reads the same figures back (only the path differs)
"$DTLTOP" -i ev/perf.data --batch --json > slice.json
python3 - batch.json slice.json <<'PY' || fail "the slice replays to other figures"
import json, sys
a, b = (json.loads(open(p).readline()) for p in sys.argv[1:3])
for d in (a, b):
    d.pop("path")
sys.exit(a != b)
PY
ndisp=$(json_py batch.json 'print(s[0]["totals"]["dispatches"])')
nperf=$(timeout 120 "$UPERF" script -i ev/perf.data 2>/dev/null | grep -c 'vpa-dtl: ')
[ "$ndisp" -gt 5000 ] && [ "$nperf" = "$ndisp" ] ||
	fail "upstream perf reads $nperf DTL entries in the slice, dtltop $ndisp"

# a sub-span, once --time exists: its slice replays to that span's figures
if "$DTLTOP" --help 2>&1 | grep -q -- '--time '; then
	first=$(json_py batch.json 'print(s[0]["window"]["start_s"])')
	span="+1,+2"
	"$DTLTOP" -i f.data --time "$span" --evidence ev2 >/dev/null || fail "--time --evidence"
	"$DTLTOP" -i f.data --time "$span" --batch --json > span.json
	cmp -s span.json ev2/snapshot.json || fail "--time: snapshot.json differs from --batch --json"
	"$DTLTOP" -i ev2/perf.data --batch --json > span-slice.json
	json_py span.json 'print(s[0]["totals"]["dispatches"])' > a.txt
	json_py span-slice.json 'print(s[0]["totals"]["dispatches"])' > b.txt
	cmp -s a.txt b.txt || fail "--time: the slice holds $(cat b.txt) dispatches, the span $(cat a.txt) (first $first)"
	n=$(timeout 120 "$UPERF" script -i ev2/perf.data 2>/dev/null | grep -c 'vpa-dtl: ')
	[ "$n" = "$(cat a.txt)" ] || fail "--time: upstream perf reads $n entries in the slice"
fi

# not over a directory that holds something, unless --force
"$DTLTOP" -i f.data --evidence ev > /dev/null 2> err.txt && fail "a full directory was reused"
grep -q "not empty" err.txt || fail "no reason: $(cat err.txt)"
"$DTLTOP" -i f.data --evidence ev --force > /dev/null || fail "--force did not write"

# timeline.svg: SVG, one row per vCPU, the clock the README says
python3 - ev/timeline.svg batch.json ev/README.txt <<'PY' || fail "timeline.svg"
import json, re, sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
NS = "{http://www.w3.org/2000/svg}"
assert root.tag == NS + "svg", root.tag
snap = json.loads(open(sys.argv[2]).readline())
cpus = sorted(c["cpu"] for c in snap["cpus"])
rows = [e for e in root.iter() if e.get("class") == "vcpu-row"]
got = sorted(int(e.get("data-cpu")) for e in rows)
assert got == cpus, f"rows {got}, vCPUs {cpus}"
# every row is drawn: cells of the heatmap's colours
for e in rows:
    assert e.findall(NS + "rect"), f"row {e.get('data-cpu')} has no cell"
labels = [e.text for e in root.iter() if e.get("class") == "axis-label"]
title = [e.text for e in root.iter() if e.get("class") == "axis-title"][0]
assert len(labels) >= 3, labels
wall = "no wall clock" not in open(sys.argv[3]).read()
if wall:
    form = r"~?(\d{4}-\d\d-\d\d )?\d\d:\d\d(:\d\d)?(\.\d)?"
    assert "perf clock" not in title, title
else:
    form = r"\d+(\.\d)?"
    assert title == "time (perf clock s)", title
    lo, hi = snap["window"]["start_s"], snap["window"]["end_s"]
    assert all(lo - 0.2 <= float(l) <= hi + 0.2 for l in labels), (labels, lo, hi)
bad = [l for l in labels if not re.fullmatch(form, l)]
assert not bad, f"labels not in the clock's form: {bad}"
# the three LPAR charts have their lines
for cls in ("physc", "steal", "p99"):
    assert any(e.get("class") == cls and e.tag == NS + "polyline" for e in root.iter()), cls
# physc over time averages to the snapshot's physc (the chart's top is its
# y label, 3 digits: within 3%)
frame = [e for e in root.iter() if e.get("class") == "frame"][0]
top, h = float(frame.get("y")), float(frame.get("height"))
ymax = [e.text for e in root.iter() if e.get("class") == "y-label"][0]
ymax = float(ymax.split()[0])
ys = [float(p.split(",")[1]) for e in root.iter() if e.get("class") == "physc"
      and e.tag == NS + "polyline" for p in e.get("points").split()]
mean = sum((top + h - y) / h * ymax for y in ys) / len(ys)
want = snap["entitlement"]["physc"]
assert abs(mean - want) <= 0.03 * want, f"physc over time {mean:.3f}, snapshot {want}"
PY

# headless Chromium renders it
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
[ -n "$CHROMIUM" ] || skip "chromium is not installed (make deps-test installs it on Debian)"
svg="$PWD/ev/timeline.svg"
timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --user-data-dir="$PWD/chr" \
	--screenshot="$PWD/out.png" --window-size=1200,800 "file://$svg" > chr.out 2> chr.err ||
	fail "chromium exited $?: $(tail -3 chr.err)"
# (its D-Bus complaints in a container are not about the file)
if grep -v 'dbus/' chr.err | grep -iE 'svg|xml|error on line'; then
	fail "chromium complained about the SVG"
fi
timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --user-data-dir="$PWD/chr" \
	--dump-dom "file://$svg" > dom.txt 2>> chr.err || fail "chromium --dump-dom failed"
grep -q 'vcpu-row' dom.txt || fail "the DOM Chromium read has no heatmap rows"
if grep -qi 'parsererror' dom.txt; then fail "Chromium could not parse the SVG"; fi
# the PNG, decoded by hand (zlib): more than a few colours
python3 - out.png <<'PY' || fail "the screenshot is blank or not a PNG"
import struct, sys, zlib
d = open(sys.argv[1], "rb").read()
assert d[:8] == b"\x89PNG\r\n\x1a\n"
pos, idat, ihdr = 8, b"", None
while pos < len(d):
    n, kind = struct.unpack(">I4s", d[pos:pos + 8])
    body = d[pos + 8:pos + 8 + n]
    if kind == b"IHDR":
        ihdr = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    pos += 12 + n
w, h, depth, ctype = ihdr[:4]
assert depth == 8 and ctype in (2, 6), ihdr
bpp = 3 if ctype == 2 else 4
raw, stride, prev, colours, off = zlib.decompress(idat), w * bpp, None, set(), 0
for y in range(h):
    f, line = raw[off], bytearray(raw[off + 1:off + 1 + stride])
    off += 1 + stride
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i] if prev else 0
        c = prev[i - bpp] if prev and i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    prev = line
    if y % 4 == 0:
        colours.update(bytes(line[i:i + 3]) for i in range(0, stride, bpp * 2))
print(len(colours), "colours", file=sys.stderr)
assert len(colours) > 8, len(colours)
PY
exit 0
