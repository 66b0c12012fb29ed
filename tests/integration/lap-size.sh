# SPDX-License-Identifier: GPL-2.0-only
# The DTL lap size comes from the data (dtltop(1), --aux-size): a recording
# without -m, with a wrong -m, or with -m in 64 KiB pages, 4 KiB pages or
# bytes, at AUX sizes of 64 KiB to 4 MiB, decodes to exactly what dtlgen
# wrote (its truth), and a note says when the data overrode the recorded
# -m or perf's default. AUX data no lap size frames is refused (exit 2),
# with nothing shown. Each recording's streams run past a lap end, so that
# the sizes are told apart.
. "$TOP/tests/lib.sh"

NOTE='framed in .* laps found in the data'
gen() {	# gen NAME AUX CMDLINE DTLGEN-ARGS...: laps of AUX bytes, about 2 laps a CPU
	local name=$1 aux=$2 cmd=$3 secs; shift 3
	secs=$(python3 -c "import math; print(math.ceil($aux / 48 * 2 / 10000 * 10) / 10)")
	"$DTLGEN" -o "$name.data" --truth "$name.truth" --aux-size "$aux" --cpus 2 --rate 20000 \
		--poll-ms 1 --seconds "$secs" --cmdline "$cmd" "$@" 2>/dev/null
}
decode() {	# decode NAME [DTLTOP-ARGS...]: dtltop's numbers are the truth's
	local name=$1; shift
	"$DTLTOP" -i "$name.data" --batch --json "$@" > "$name.json" 2> "$name.err" ||
		fail "$name: exit $?: $(cat "$name.err")"
	python3 "$TOP/tests/compare-truth.py" "$name.truth" "$name.json" > /dev/null ||
		fail "$name: differs from the truth ($(cat "$name.err"))"
}
noted() {	# noted NAME SIZE: the note names the lap size the data gave
	grep -q "^dtltop: .*$NOTE" "$1.err" || fail "$1: no note that the data gave the lap size"
	grep -q "framed in $2 laps" "$1.err" || fail "$1: note names another size: $(cat "$1.err")"
}
quiet() {	# quiet NAME: the hint fitted, nothing said
	! grep -q "$NOTE" "$1.err" || fail "$1: the recorded -m fitted, yet: $(cat "$1.err")"
}
M='perf record -a -e vpa_dtl/dtl_all/'

# No -m: perf's default 128 KiB unless the data says otherwise.
for aux in 65536 131072 262144 1048576 4194304; do
	gen "none$aux" "$aux" "$M"
	decode "none$aux"
done
noted none65536 '64 KiB'
quiet none131072
noted none262144 '256 KiB'
noted none1048576 '1 MiB'
noted none4194304 '4 MiB'

# A wrong -m: too big (in bytes), too small (in pages: 2 x 64 KiB).
gen wrong65536 65536 "perf record -a -m ,1M -e vpa_dtl/dtl_all/"
decode wrong65536
noted wrong65536 '64 KiB'
grep -q 'recorded -m (AUX 1 MiB,' wrong65536.err || fail "wrong65536: note: $(cat wrong65536.err)"
gen wrong4m 4194304 "perf record -a -m ,2 -e vpa_dtl/dtl_all/"
decode wrong4m
noted wrong4m '4 MiB'

# Right hints, in the recording's pages (its tracing data says 64 KiB or
# 4 KiB) and in bytes: taken as they are.
gen pages64k 524288 "perf record -a -m ,8 -e sched:sched_switch,vpa_dtl/dtl_all/" --sched
decode pages64k
quiet pages64k
gen pages4k 131072 "perf record -a -m ,32 -e sched:sched_switch,vpa_dtl/dtl_all/" --sched --page-size 4096
decode pages4k
quiet pages4k
gen bytes 2097152 "perf record -a -m 512,2M -e vpa_dtl/dtl_all/"
decode bytes
quiet bytes
# The same -m ,32 in 64 KiB pages (2 MiB) does not fit 128 KiB laps.
gen pages4kwrong 131072 "perf record -a -m ,32 -e sched:sched_switch,vpa_dtl/dtl_all/" --sched
decode pages4kwrong
noted pages4kwrong '128 KiB'

# --aux-size still overrides: the data's size, given, is quiet; a wrong one
# is taken at its word and decodes otherwise.
decode none65536 --aux-size 65536
quiet none65536
"$DTLTOP" -i none65536.data --batch --json --aux-size 131072 > over.json 2>/dev/null || true
! python3 "$TOP/tests/compare-truth.py" none65536.truth over.json > /dev/null 2>&1 ||
	fail "--aux-size 131072 on 64 KiB laps decoded the truth: it was not taken"

# A pipe decides from what it reads ahead.
"$DTLGEN" -o - --truth pipe.truth --aux-size 65536 --cpus 2 --rate 20000 --poll-ms 1 --seconds 0.3 \
	--sched --cmdline "$M -o -" 2>/dev/null | "$DTLTOP" -i - --batch --json > pipe.json 2> pipe.err ||
	fail "pipe: exit $?: $(cat pipe.err)"
python3 "$TOP/tests/compare-truth.py" pipe.truth pipe.json > /dev/null || fail "pipe: differs from the truth"
noted pipe '64 KiB'

# Several readers frame as one does: the same output, the same note.
"$DTLTOP" -i none65536.data --batch --json --readers 1 > r1.json 2> r1.err
"$DTLTOP" -i none65536.data --batch --json --readers 2 > r2.json 2> r2.err
cmp -s r1.json r2.json || fail "--readers 2 decodes otherwise than one reader"
cmp -s r1.err r2.err || fail "--readers 2 says otherwise: $(cat r2.err)"

# AUX data that fits no lap size: every payload turned by 16 bytes, and
# random bytes. Refused, nothing shown.
python3 - none65536.data turned.data random.data <<'PY'
import os, random, struct, sys
d = bytearray(open(sys.argv[1], 'rb').read()); r = bytearray(d)
off, size = struct.unpack_from('<QQ', d, 40)
p, n = off, 0
random.seed(5)
while p < off + size:
    t, _, sz = struct.unpack_from('<IHH', d, p)
    if t == 71:
        pl = struct.unpack_from('<Q', d, p + 8)[0]
        b = d[p + sz:p + sz + pl]
        d[p + sz:p + sz + pl] = b[16:] + b[:16]
        r[p + sz:p + sz + pl] = bytes(random.getrandbits(8) for _ in range(pl))
        p, n = p + sz + pl, n + 1
    else:
        p += sz
assert n > 10, n
open(sys.argv[2], 'wb').write(d); open(sys.argv[3], 'wb').write(r)
PY
for f in turned random; do
	st=0
	"$DTLTOP" -i $f.data --batch --json > $f.json 2> $f.err || st=$?
	[ "$st" -eq 2 ] || fail "$f: exit $st, not 2: $(cat $f.err)"
	[ ! -s $f.json ] || fail "$f: showed entries: $(head -c 200 $f.json)"
	grep -q "^dtltop: $f.data: the DTL entries cannot be framed" $f.err ||
		fail "$f: no 'cannot be framed' message: $(cat $f.err)"
	[ "$(wc -l < $f.err)" -eq 1 ] || fail "$f: more than one line: $(cat $f.err)"
done
exit 0
