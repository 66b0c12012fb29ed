# SPDX-License-Identifier: GPL-2.0-only
# Generated recordings in every layout dtltop must read (tests/variants.sh):
# dtltop's counts must equal the generator's own ground truth.
. "$TOP/tests/lib.sh"
check() {	# check NAME DTLGEN-ARGS...
	local name=$1; shift
	"$DTLGEN" -o "$name.data" --truth "$name.truth" "$@" 2>/dev/null
	"$DTLTOP" -i "$name.data" --batch --json > "$name.json"
	python3 "$TOP/tests/compare-truth.py" "$name.truth" "$name.json" || fail "$name: differs from truth"
}
. "$TOP/tests/variants.sh"
variants check

# The big-endian file holds the same events as the little-endian one.
python3 -c "
import json,sys
a=json.loads(open('le.json').readline()); b=json.loads(open('be.json').readline())
for k in ('path','big_endian'): a.pop(k,None); b.pop(k,None)
sys.exit(0 if a['cpus']==b['cpus'] and a['tasks']==b['tasks'] else 'le and be decode differently')"

# Unknown reason codes are shown as numbers, never as a neighbour's name.
grep -q '"reason_200"' unknown.json || fail "unknown reason 200 not reported as reason_200"

# Full polls: the hypervisor's 85-entry log overflowed, and dtltop says so.
python3 -c "
import json,sys
d=json.loads(open('full.json').readline())
sys.exit(0 if d['totals']['dtl_full_polls']>0 else 'no full polls reported')"

# Pipe mode, through a real pipe and from a regular file of pipe format.
"$DTLGEN" -o - --truth pipe.truth --cpus 6 --seconds 1 --sched --seed 21 2>/dev/null |
	"$DTLTOP" -i - --batch --json > pipe.json
python3 "$TOP/tests/compare-truth.py" pipe.truth pipe.json || fail "pipe: differs from truth"
"$DTLGEN" -o - --cpus 4 --seconds 1 --sched --seed 22 --zstd --big-endian 2>/dev/null > pipez.data
"$DTLGEN" -o - --truth pipez.truth --cpus 4 --seconds 1 --sched --seed 22 --zstd --big-endian 2>/dev/null > /dev/null
"$DTLTOP" -i pipez.data --batch --json > pipez.json
python3 "$TOP/tests/compare-truth.py" pipez.truth pipez.json || fail "pipe+zstd+be file: differs from truth"

# Windows: -d cuts the recording; the windows add up to the whole.
"$DTLTOP" -i le.data --json -d 0.1 > windows.json
[ "$(wc -l < windows.json)" -ge 5 ] || fail "-d 0.1 over 1 s gave $(wc -l < windows.json) snapshots"
python3 "$TOP/tests/compare-truth.py" le.truth windows.json || fail "windows do not add up to the truth"
"$DTLTOP" -i le.data --json -d 0.1 -n 3 > three.json
[ "$(wc -l < three.json)" -eq 3 ] || fail "-n 3 gave $(wc -l < three.json) snapshots"
"$DTLTOP" -i le.data --csv -d 0.2 > out.csv
head -1 out.csv | grep -q '^snapshot,window_start_ns,window_end_ns,.*,cpu,incomplete,dispatches,' ||
	fail "CSV header missing"
