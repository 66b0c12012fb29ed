# SPDX-License-Identifier: GPL-2.0-only
# The default reader count costs no more than 1.2x one reader's work on a
# DTL recording shaped as perf record writes it (issue 35): few passes and
# FINISHED_ROUNDs, sched samples beside the DTL data. Work is the total
# instruction count over all threads under callgrind, a count that does not
# depend on the machine's load. Readers that each decided the AUX framing
# on their own sampled the DTL data once a reader: 1.28x here.
# The file's shape: READERS_WORK_SHAPE, else dtlgen's perf-shaped mode
# where it has one, else passes of a second (today's options).
. "$TOP/tests/lib.sh"

command -v valgrind > /dev/null || skip "valgrind is not installed"
rel=$TOP/dtltop	# the release build: the instructions a user's run costs
[ -x "$rel" ] || skip "no release build at $rel (make dtltop)"
shape="--cpus 64 --seconds 3 --sched --rate 50 --pass-ms 1000"
"$DTLGEN" --help 2>&1 | grep -q -- --perf-shaped && shape="--perf-shaped --cpus 64 --seconds 3 --sched --rate 50"
shape=${READERS_WORK_SHAPE:-$shape}
# shellcheck disable=SC2086	# the shape is words
"$DTLGEN" -o f.data $shape 2> gen.err || fail "dtlgen $shape: $(cat gen.err)"

work() {	# work NAME ARGS...: dtltop's instructions, all threads, on f.data
	local name=$1; shift
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$rel" -i f.data --batch "$@" \
		> "$name.out" 2> "$name.err" || fail "$name: exit $?: $(tail -n 3 "$name.err")"
	sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$name.err" | tail -n 1
}
one=$(work one --readers 1)
def=$(work default)
two=$(work two --readers 2)
[ -n "$one" ] && [ -n "$def" ] && [ -n "$two" ] || fail "no instruction count from callgrind: $(tail -n 3 one.err)"
cmp -s one.out default.out || fail "the default readers print otherwise than one"
cmp -s one.out two.out || fail "--readers 2 prints otherwise than one"
grep -q dispatches one.out || fail "no DTL entries in the report: $(head -n 5 one.out)"
echo "shape: $shape; one reader $one, default $def, two $two instructions"
python3 - "$one" "$def" "$two" <<'PY' || exit 1
import sys
one, d, two = map(int, sys.argv[1:])
for name, n in (("the default", d), ("two readers", two)):
    if n > 1.2 * one:
        sys.exit(f"FAIL: {name} cost {n / one:.2f}x one reader's instructions ({n} against {one})")
print(f"default {d / one:.2f}x, two readers {two / one:.2f}x one reader's instructions")
PY
