# SPDX-License-Identifier: GPL-2.0-only
# Generated sched-only recordings in every layout are read by the real perf
# 6.1 without complaint, and dtltop --script prints exactly what perf script
# prints. DTL files: perf 6.1 predates AUXTRACE type 7, so only their header,
# attrs and features can be checked with it.
. "$TOP/tests/lib.sh"
command -v perf >/dev/null || skip "perf is not installed"
for v in "le:" "be:--big-endian" "zstd:--zstd" "zstdbe:--zstd --big-endian"; do
	name=${v%%:*}; args=${v#*:}
	# shellcheck disable=SC2086
	"$DTLGEN" -o "$name.data" --no-dtl --cpus 3 --seconds 0.3 --seed 9 $args 2>/dev/null
	perf script -i "$name.data" > "$name.perf" 2> "$name.err" || fail "$name: perf script failed: $(head -3 "$name.err")"
	[ ! -s "$name.err" ] || fail "$name: perf script complained: $(head -3 "$name.err")"
	[ "$(wc -l < "$name.perf")" -gt 100 ] || fail "$name: perf script printed too little"
	"$DTLTOP" -i "$name.data" --script > "$name.ours"
	diff "$name.perf" "$name.ours" > "$name.diff" || fail "$name: --script differs from perf script: $(head -4 "$name.diff")"
done
"$DTLGEN" -o - --no-dtl --cpus 3 --seconds 0.3 --seed 9 2>/dev/null > pipe.data
perf script -i - < pipe.data > pipe.perf 2>/dev/null
"$DTLTOP" -i - --script < pipe.data > pipe.ours
diff pipe.perf pipe.ours > /dev/null || fail "pipe: --script differs from perf script"
"$DTLGEN" -o dtl.data --cpus 3 --seconds 0.3 --seed 9 --sched --attr-size 128 2>/dev/null
perf report --header-only -I -i dtl.data > hdr.txt 2>&1 || fail "perf cannot read the DTL file's header: $(head -3 hdr.txt)"
grep -q 'vpa_dtl' hdr.txt || fail "perf does not see the vpa_dtl event: $(grep event hdr.txt)"
perf evlist -v -i dtl.data > evlist.txt 2>&1 || fail "perf evlist failed: $(head -3 evlist.txt)"
grep -q 'config: 0x7' evlist.txt || fail "vpa_dtl attr (config 0x7) not shown by perf evlist"
# The entitlement -o and dtlgen store after upstream's priv[0] of that
# AUXTRACE_INFO (encoders/lparcfg-encode.c) adds no complaint: header and
# evlist print nothing on stderr, and perf script's only words are the two
# it has for any such file (6.1 knows no AUXTRACE type 7; a recording of
# tracepoint samples without IPs), in either byte order and for dtltop -o.
"$DTLGEN" -o dtlbe.data --cpus 3 --seconds 0.3 --seed 9 --sched --attr-size 128 --big-endian 2>/dev/null
"$DTLTOP" --simulate=4 --sim-rate 200 --batch -n 1 -d 0.5 -o sim.data > /dev/null 2>&1 ||
	fail "simulated recording failed"
for f in dtl.data dtlbe.data sim.data; do
	"$DTLTOP" -i "$f" --json | grep -q '"entitlement":{' || fail "$f: no entitlement stored"
	perf report --header-only -I -i "$f" > /dev/null 2> "$f.hdr.err" || true
	[ ! -s "$f.hdr.err" ] || fail "$f: perf report --header-only complained: $(head -3 "$f.hdr.err")"
	perf evlist -v -i "$f" > /dev/null 2> "$f.evl.err" || true
	[ ! -s "$f.evl.err" ] || fail "$f: perf evlist complained: $(head -3 "$f.evl.err")"
	perf script -i "$f" > /dev/null 2> "$f.scr.err" || true
	if grep -v -e 'failed to process type: 70 \[Invalid argument\]$' \
		-e '^Display of symbols requested but neither sample IP nor sample address$' \
		-e '^available. Hence, no addresses to convert to symbols.$' "$f.scr.err" | grep -q .; then
		fail "$f: perf script complained: $(head -3 "$f.scr.err")"
	fi
done
