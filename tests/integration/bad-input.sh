# SPDX-License-Identifier: GPL-2.0-only
# Bad input: one line on stderr naming the file and the problem, exit 2.
. "$TOP/tests/lib.sh"
expect_fail() {	# expect_fail FILE WHAT
	local rc=0
	"$DTLTOP" -i "$1" --batch > out.txt 2> err.txt || rc=$?
	[ "$rc" -eq 2 ] || fail "$2: exit status $rc, want 2 ($(cat err.txt))"
	[ "$(wc -l < err.txt)" -eq 1 ] || fail "$2: want one line on stderr, got: $(cat err.txt)"
	grep -qF "$1" err.txt || fail "$2: message does not name the file: $(cat err.txt)"
}
"$DTLGEN" -o good.data --cpus 2 --seconds 0.2 --sched --seed 3 2>/dev/null
size=$(stat -c %s good.data)
expect_fail missing.data "missing file"
: > empty.data; expect_fail empty.data "empty file"
head -c 100 good.data > t100.data; expect_fail t100.data "truncated header"
# Cut inside the data: what it holds is shown, as perf does with a stream
# cut short, with one warning, exit 0 and "partial_file": true.
expect_cut() {	# expect_cut FILE|- WHAT [< input]
	local rc=0
	"$DTLTOP" -i "$1" --json > out.json 2> err.txt || rc=$?
	[ "$rc" -eq 0 ] || fail "$2: exit status $rc, want 0 ($(cat err.txt))"
	[ "$(wc -l < err.txt)" -eq 1 ] && grep -q "cut short" err.txt ||
		fail "$2: want one line saying it is cut short, got: $(cat err.txt)"
	grep -q '"partial_file":true' out.json || fail "$2: JSON does not say partial_file"
}
"$DTLTOP" -i good.data --json > whole.json
grep -q '"partial_file":false' whole.json || fail "a whole file's JSON does not say partial_file false"
head -c $((size / 2)) good.data > half.data; expect_cut half.data "truncated in the data"
python3 - whole.json out.json <<'PY' || fail "a file cut in half shows more than the whole file"
import json, sys
w, h = (json.load(open(p)) for p in sys.argv[1:3])
assert 0 < h["totals"]["dispatches"] < w["totals"]["dispatches"], (h["totals"]["dispatches"], w["totals"]["dispatches"])
assert w["span_ns"][0] <= h["span_ns"][0] <= h["span_ns"][1] <= w["span_ns"][1], (h["span_ns"], w["span_ns"])
PY
# One byte short of the end: the last feature (SAMPLE_TIME, informational)
# runs past the end and is ignored with a notice; the data is all there.
head -c $((size - 1)) good.data > minus1.data
"$DTLTOP" -i minus1.data --json > out.json 2> err.txt || fail "one byte short: exit $?: $(cat err.txt)"
[ "$(wc -l < err.txt)" -eq 1 ] && grep -q "minus1.data: the SAMPLE_TIME feature .* ignored" err.txt ||
	fail "one byte short: want one notice naming the feature, got: $(cat err.txt)"
# The figures, not the wall clock: without SAMPLE_TIME the file's mtime is
# set against the last event read instead of the last sample (approximate).
python3 - whole.json out.json <<'PY' || fail "one byte short: the figures differ from the whole file's"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
for o in (a, b):
    o.pop("path", None)
    for k in ("start", "end", "wall_clock", "clock_source", "zone"):
        o["window"].pop(k, None)
sys.exit(a != b)
PY
printf 'NOTPERF!\x68\0\0\0\0\0\0\0' > notperf.data; expect_fail notperf.data "bad magic"
mkdir adir; expect_fail adir "a directory"
# Data section size pointing past the end of the file.
cp good.data bigdata.data
printf '\xff\xff\xff\xff\xff\xff\xff\x7f' | dd of=bigdata.data bs=1 seek=48 conv=notrunc 2>/dev/null
expect_fail bigdata.data "data size past the end"
# A record size of 0 in the middle of the data section.
cp good.data zero.data
off=$(python3 -c "import struct; h=open('good.data','rb').read(104); print(struct.unpack('<Q', h[40:48])[0])")
printf '\0\0' | dd of=zero.data bs=1 seek=$((off + 6)) conv=notrunc 2>/dev/null
expect_fail zero.data "zero record size"
# Pipe input that stops in the middle.
head -c 3000 good.data > /dev/null
"$DTLGEN" -o - --cpus 2 --seconds 0.2 --sched --seed 3 2>/dev/null | head -c 50000 > cut.pipe
expect_cut - "truncated pipe" < cut.pipe
# Usage errors are status 2 as well, and --help is 0.
rc=0; "$DTLTOP" --frobnicate 2> err.txt || rc=$?; [ "$rc" -eq 2 ] || fail "unknown option: exit $rc"
rc=0; "$DTLTOP" -i good.data -d -1 2> err.txt || rc=$?; [ "$rc" -eq 2 ] || fail "bad -d: exit $rc"
"$DTLTOP" --help | grep -q -- '--script' || fail "--help does not list --script"
# --script's form: perf (the default) or oneline, and --help says which is which.
for v in "" "=perf" "=oneline"; do
	"$DTLTOP" -i good.data --script$v > /dev/null 2> err.txt || fail "--script$v: $(cat err.txt)"
done
for v in "=" "=Perf" "=one" "=oneline,perf"; do
	rc=0; "$DTLTOP" -i good.data --script$v > out.txt 2> err.txt || rc=$?
	[ "$rc" -eq 2 ] && [ ! -s out.txt ] && grep -q -- "--script wants perf or oneline" err.txt ||
		fail "--script$v: exit $rc, stderr: $(cat err.txt)"
done
"$DTLTOP" --help | grep -A 6 -- '--script\[=FORM\]' | tr -s ' \n' ' ' > help.txt
grep -q 'FORM perf (the default): upstream perf' help.txt && grep -q 'oneline: each DTL entry on one line' help.txt ||
	fail "--help does not say which --script form is the default: $(cat help.txt)"
# --history: whole seconds from 1 to 86400, live or simulated only.
for h in 0 86401 1.5 x; do
	rc=0; "$DTLTOP" --simulate --history "$h" 2> err.txt || rc=$?
	[ "$rc" -eq 2 ] && grep -q -- "--history wants whole seconds" err.txt ||
		fail "--history $h: exit $rc, stderr: $(cat err.txt)"
done
rc=0; "$DTLTOP" -i good.data --history 10 2> err.txt || rc=$?
[ "$rc" -eq 2 ] && grep -q "replay keeps the whole recording" err.txt ||
	fail "-i with --history: exit $rc, stderr: $(cat err.txt)"
"$DTLTOP" --help | grep -q -- '--history SECONDS' || fail "--help does not list --history"
