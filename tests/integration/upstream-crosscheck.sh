# SPDX-License-Identifier: GPL-2.0-only
# dtltop --script against upstream perf (>= 6.18, make upstream-perf; $UPERF)
# `perf script -F cpu,time,event,synth`, DTL entry by DTL entry: CPU, time
# (us), timebase, both reasons, the three intervals and the processor, on
# every dtlgen variant and a simulated -o recording. On the variants where
# upstream is right, dtltop's default --script is also upstream's plain
# `perf script` text byte for byte, and --script=oneline carries every
# field of it. Where upstream is documented wrong (big-endian boot_tb/tb_freq, pipe mode, lap framing,
# reasons outside its tables) the difference itself is asserted, so that a
# change of upstream's behaviour fails here and gets noticed.
. "$TOP/tests/lib.sh"
[ -n "${UPERF:-}" ] && [ -x "$UPERF" ] || skip "upstream perf is not available (make upstream-perf)"
"$UPERF" version >/dev/null 2>&1 || skip "upstream perf ($UPERF) does not run"

# One canonical line per entry, "CPU TIME TIMEBASE DISPATCH PREEMPT E2D R2E
# W2R PROC", from either spelling: upstream prints an entry on two lines and
# the intervals signed, dtltop on one line and unsigned. Entries are grouped
# by CPU (stable), in each CPU's order: both order CPUs' equal times freely.
cat >norm.awk <<'AWK'
function val(s, key,   v) {
	if (!match(s, key "[ ]*[^, ]*")) return "?"
	v = substr(s, RSTART + length(key), RLENGTH - length(key))
	gsub(/^ +/, "", v)
	if (v ~ /^-[0-9]+$/) v = sprintf("%.0f", v + 4294967296)
	return v
}
function emit(s,   cpu, t) {
	match(s, /\[[0-9]+\]/); cpu = substr(s, RSTART + 1, RLENGTH - 2) + 0
	match(s, /[0-9]+\.[0-9]+: /); t = substr(s, RSTART, RLENGTH - 2)
	print cpu, t, val(s, "timebase:"), val(s, "dispatch_reason:"), val(s, "preempt_reason:"),
		val(s, "enqueue_to_dispatch_time:"), val(s, "ready_to_enqueue_time:"),
		val(s, "waiting_to_ready_time:"), val(s, "processor_id:")
}
pending != "" { if ($0 ~ /^ *enqueue_to_dispatch_time:/) { emit(pending " " $0); pending = ""; next }
	emit(pending); pending = "" }
/vpa-dtl: / { if ($0 ~ /processor_id:/) emit($0); else pending = $0 }
END { if (pending != "") emit(pending) }
AWK
norm() { awk -f norm.awk "$1" | sort -s -k1,1n; }

# perf script's text with each run of records of the same time in one
# order: a record is a line, or a vpa-dtl line and its continuation, and
# both tools order records of equal times on different CPUs freely (upstream
# as its queue heap pops them). Every byte of every line is kept.
cat >ties.py <<'PY'
import re, sys
recs, cont = [], False
for line in open(sys.argv[1], "rb"):
    if cont:
        recs[-1] += line; cont = False; continue
    recs.append(line)
    cont = b" vpa-dtl: timebase: " in line and line.endswith(b",\n")
key = lambda r: re.search(rb" (\d+\.\d+): ", r).group(1)
out, i = [], 0
while i < len(recs):
    j = i
    while j < len(recs) and key(recs[j]) == key(recs[i]):
        j += 1
    out += sorted(recs[i:j]); i = j
sys.stdout.buffer.write(b"".join(out))
PY
ties() { python3 ties.py "$1"; }

# both NAME [PERF-ARGS...]: NAME.up and NAME.dt, normalised; fails when
# either tool fails or upstream says anything on stderr.
both() {
	local n=$1; shift
	"$UPERF" script -i "$n.data" -F cpu,time,event,synth "$@" >"$n.up.raw" 2>"$n.up.err" ||
		fail "$n: upstream perf script failed: $(head -n 2 "$n.up.err")"
	[ ! -s "$n.up.err" ] || fail "$n: upstream perf script complained: $(head -n 2 "$n.up.err")"
	"$DTLTOP" -i "$n.data" --script >"$n.dt.raw" || fail "$n: dtltop --script failed"
	norm "$n.up.raw" >"$n.up"
	norm "$n.dt.raw" >"$n.dt"
	[ -s "$n.dt" ] || fail "$n: dtltop decoded no DTL entry"
}
KS=$TOP/tests/data/symbols/ppc64le-kallsyms.txt	# dtlgen's kernel
nosym() { ties "$1" | sed -E 's/^(enqueue_to_dispatch_time:.*, processor_id: [0-9]+ [ 0-9a-f]{16}) .*/\1/'; }
gen() { local n=$1; shift; "$DTLGEN" -o "$n.data" --seed 5 "$@" >/dev/null 2>&1 || fail "$n: dtlgen $* failed"; }
counts=()

# 1. Equal entry by entry: little-endian files in every layout and mix.
for v in "le:" "zstd:--zstd" "attr128:--attr-size 128" "nosched:" "smt2:--smt 2" \
	 "cede:--mix cede" "preempt:--mix preempt" "fault:--mix fault" "poll25:--poll-ms 25" \
	 "seed002:--cpus 17 --seconds 0.5 --seed002" "aux256k:--aux-size 262144"; do
	n=${v%%:*}; a=${v#*:}
	s=--sched; [ "$n" = nosched ] && s=
	# shellcheck disable=SC2086
	gen "$n" --cpus 3 --seconds 1 $s $a
	both "$n"
	diff "$n.up" "$n.dt" >"$n.diff" || fail "$n: dtltop and upstream differ: $(head -n 4 "$n.diff")"
	# The default form is upstream's default text, every byte of it, the
	# srr0's symbols from the same kallsyms (without it upstream names
	# them from this host's, moved to the recording's kernel MMAP).
	"$UPERF" script -i "$n.data" --kallsyms "$KS" >"$n.text.up" 2>"$n.text.err" ||
		fail "$n: upstream perf script (default fields) failed: $(head -n 2 "$n.text.err")"
	[ ! -s "$n.text.err" ] || fail "$n: upstream perf script (default fields) complained: $(head -n 2 "$n.text.err")"
	"$DTLTOP" -i "$n.data" --script --kallsyms "$KS" >"$n.text.dt" || fail "$n: dtltop --script failed"
	ties "$n.text.up" >"$n.text.up.t"
	ties "$n.text.dt" >"$n.text.dt.t"
	cmp -s "$n.text.up.t" "$n.text.dt.t" ||
		fail "$n: --script is not upstream's perf script text: $(diff "$n.text.up.t" "$n.text.dt.t" | head -n 4)"
	# The one-line form: the same entries field for field, and the same
	# sched lines but for the PID's width (runs of blanks squeezed).
	"$DTLTOP" -i "$n.data" --script=oneline >"$n.one.raw" || fail "$n: dtltop --script=oneline failed"
	norm "$n.one.raw" >"$n.one"
	diff "$n.up" "$n.one" >"$n.one.diff" ||
		fail "$n: --script=oneline's entries are not upstream's: $(head -n 4 "$n.one.diff")"
	[ "$(grep -c 'vpa-dtl: ' "$n.one.raw")" -eq "$(wc -l <"$n.one")" ] ||
		fail "$n: --script=oneline prints an entry on more than one line"
	grep -v 'vpa-dtl: ' "$n.one.raw" | tr -s ' ' >"$n.one.sched"
	grep -e '^ *[^ ].* sched:' "$n.text.up" | tr -s ' ' | cmp -s - "$n.one.sched" ||
		fail "$n: --script=oneline's sched lines are not upstream's"
	counts+=("$n $(wc -l <"$n.dt") (text: $(wc -l <"$n.text.up") lines equal)")
done

# 2. A simulated -o recording: dtltop's own live path, read by upstream.
"$DTLTOP" --simulate=4 --sim-rate 2000 --batch -n 1 -d 1 -o sim.data >/dev/null 2>&1 ||
	fail "simulated recording failed"
# Upstream never emits the entries newer than the last timed non-DTL record
# (its flush callback is empty): on each CPU its entries are the first ones
# of dtltop's, and dtltop's extra entries all come at or after the newest
# entry upstream printed.
both sim
python3 - <<'PY' >sim.extra || fail "sim: dtltop and upstream differ: $(cat sim.extra)"
import sys
up = [l.split() for l in open("sim.up")]
dt = [l.split() for l in open("sim.dt")]
us = lambda s: int(s.replace(".", ""))
last = max((us(u[1]) for u in up), default=0)
extra = 0
for c in sorted({d[0] for d in dt} | {u[0] for u in up}):
    uc = [u for u in up if u[0] == c]
    dc = [d for d in dt if d[0] == c]
    if dc[:len(uc)] != uc:
        i = next(i for i, (a, b) in enumerate(zip(uc + [None], dc)) if a != b)
        print("cpu", c, "entry", i, ":", uc[i] if i < len(uc) else "-", "vs", dc[i]); sys.exit(1)
    for d in dc[len(uc):]:
        if us(d[1]) < last:
            print("cpu", c, ": dtltop's extra entry", d, "is older than upstream's last"); sys.exit(1)
        extra += 1
print(extra)
PY
# Its default text too, but for the symbol and DSO after each entry's srr0:
# the recording has a kernel map, and upstream resolves it against this
# host's /proc/kallsyms, which dtltop does not read ([unknown] ([unknown])).
# Upstream's records are the first of dtltop's; the rest are DTL entries.
"$UPERF" script -i sim.data >sim.text.up 2>sim.text.err ||
	fail "sim: upstream perf script (default fields) failed: $(head -n 2 sim.text.err)"
"$DTLTOP" -i sim.data --script >sim.text.dt || fail "sim: dtltop --script failed"
nosym sim.text.up >sim.text.up.t
nosym sim.text.dt >sim.text.dt.t
head -c "$(wc -c <sim.text.up.t)" sim.text.dt.t | cmp -s - sim.text.up.t ||
	fail "sim: --script is not upstream's perf script text: $(diff sim.text.up.t sim.text.dt.t | head -n 4)"
tail -c +"$(($(wc -c <sim.text.up.t) + 1))" sim.text.dt.t >sim.text.rest
! grep -v -e ' vpa-dtl: timebase: ' -e '^enqueue_to_dispatch_time:' sim.text.rest | grep -q . ||
	fail "sim: dtltop's text goes on after upstream's with more than DTL entries: $(head -n 2 sim.text.rest)"
counts+=("sim $(wc -l <sim.up) equal, $(cat sim.extra) trailing entries upstream drops (text: $(wc -l <sim.text.up) lines equal)")

# 3. Big-endian recordings: upstream does not swap the boottb record's
# boot_tb and tb_freq, so its every time is (tb - swap(boot_tb)) /
# swap(tb_freq); all other fields agree. tb_freq is POWER's 512 MHz
# timebase, and dtltop's times follow from the true boot_tb.
for v in "be:--big-endian" "zstdbe:--zstd --big-endian"; do
	n=${v%%:*}; a=${v#*:}
	# shellcheck disable=SC2086
	gen "$n" --cpus 3 --seconds 1 --sched $a
	both "$n"
	"$UPERF" script -i "$n.data" -D 2>/dev/null | grep -m 1 -o 'boot_tb: [0-9]*, tb_freq: [0-9]*' >"$n.boot" ||
		fail "$n: upstream's dump shows no boot_tb record"
	python3 - "$n" <<'PY' || fail "$n: upstream's big-endian times are not what the documented fault gives"
import struct, sys
n = sys.argv[1]
swap = lambda v: struct.unpack("<Q", struct.pack(">Q", v))[0]
b, f = [int(x.split(":")[1]) for x in open(n + ".boot").read().split(",")]
assert swap(f) == 512000000, ("tb_freq as upstream reads it", f)
boot = swap(b)
up = [l.split() for l in open(n + ".up")]
dt = [l.split() for l in open(n + ".dt")]
assert len(up) == len(dt) > 0, (len(up), len(dt))
us = lambda s: int(s.replace(".", ""))
wrong = 0
for u, d in zip(up, dt):
    assert u[0] == d[0] and u[2:] == d[2:], (u, d)       # all but the time agree
    tb = int(d[2])
    assert abs(us(d[1]) - (tb - boot) * 10**6 // 512000000) <= 1, ("dtltop", d)
    bad = ((tb - b) % 2**64) / f * 1e9
    assert abs(us(u[1]) - int(bad) // 1000) <= 1, ("upstream", u, bad)
    wrong += u[1] != d[1]
assert wrong == len(dt), ("entries upstream times right", len(dt) - wrong)
PY
	counts+=("$n $(wc -l <"$n.dt") (times differ as documented)")
done

# 4. Reasons outside the tables (--unknown-reasons): upstream indexes its
# tables without a bounds check; dtltop says reason_N. Everything but such
# a reason agrees, and upstream never prints reason_N.
gen unk --cpus 3 --seconds 1 --sched --unknown-reasons
both unk
paste -d' ' unk.up unk.dt | awk '{
	for (i = 1; i <= 9; i++) if ($i != $(i + 9)) {
		if ((i == 4 || i == 5) && $(i + 9) ~ /^reason_[0-9]+$/) { odd++; continue }
		print "entry " NR ": " $0; exit 1 }
	} END { if (odd == 0) { print "no unknown reason met"; exit 1 } print odd > "unk.odd" }' >unk.bad ||
	fail "unk: $(cat unk.bad)"
[ "$(wc -l <unk.up)" -eq "$(wc -l <unk.dt)" ] || fail "unk: entry counts differ"
counts+=("unk $(wc -l <unk.dt) ($(cat unk.odd) reasons outside the tables)")

# 5. Laps: with a 64 KiB AUX area a PERF_RECORD_AUXTRACE spans lap ends;
# upstream frames from the record's start, so on each CPU its entries equal
# dtltop's for at least the first lap, (65536 - 32) / 48 = 1364 slots less
# the boottb record, and then go wrong or stop; dtltop reads every lap.
gen lap --cpus 3 --seconds 4 --sched --aux-size 65536
both lap
for c in 0 1 2; do
	awk -v c=$c '$1 == c' lap.up >"lap.up.$c"
	awk -v c=$c '$1 == c' lap.dt >"lap.dt.$c"
	same=$(paste -d'|' "lap.up.$c" "lap.dt.$c" | awk -F'|' '$1 != $2 { exit } { n++ } END { print n + 0 }')
	total=$(wc -l <"lap.dt.$c")
	[ "$same" -ge 1363 ] || fail "lap: cpu $c: upstream agrees on $same entries only, not the first lap's 1363"
	[ "$total" -gt 1364 ] || fail "lap: cpu $c: only $total entries, no lap end crossed"
	[ "$same" -lt "$total" ] ||
		fail "lap: cpu $c: upstream now reads every lap ($total entries): lap misframing is gone, update the documented differences"
	counts+=("lap cpu $c: $same of $total entries equal")
done

# 6. Pipe mode: upstream does not consume the vpa_dtl AUXTRACE payloads, the
# stream desyncs and perf aborts; dtltop reads the stream completely.
"$DTLGEN" -o - --cpus 3 --seconds 1 --seed 5 --sched 2>/dev/null >pipe.stream
if "$UPERF" script -i - -F cpu,time,event,synth <pipe.stream >pipe.up.raw 2>pipe.up.err; then
	fail "pipe: upstream now reads a pipe-mode DTL stream: update the documented differences"
fi
grep -q 'not 8-byte aligned' pipe.up.err || fail "pipe: upstream failed otherwise: $(head -n 2 pipe.up.err)"
"$DTLTOP" -i - --script <pipe.stream >pipe.dt.raw || fail "pipe: dtltop failed"
norm pipe.dt.raw >pipe.dt
diff pipe.dt le.dt >/dev/null || fail "pipe: dtltop reads the stream otherwise than the file"
counts+=("pipe $(wc -l <pipe.dt) (upstream aborts)")
# The same layout in a file (dtlgen --pipe): the same abort.
gen pipefile --cpus 3 --seconds 1 --sched --pipe
if "$UPERF" script -i pipefile.data -F cpu,time,event,synth >/dev/null 2>pipefile.up.err; then
	fail "pipefile: upstream now reads a pipe-layout DTL file: update the documented differences"
fi
grep -q 'not 8-byte aligned' pipefile.up.err || fail "pipefile: upstream failed otherwise: $(head -n 2 pipefile.up.err)"
"$DTLTOP" -i pipefile.data --script >pipefile.dt.raw || fail "pipefile: dtltop failed"
norm pipefile.dt.raw >pipefile.dt
diff pipefile.dt le.dt >/dev/null || fail "pipefile: dtltop reads the file otherwise than the plain layout"
counts+=("pipefile $(wc -l <pipefile.dt) (upstream aborts)")

printf 'entries compared: %s\n' "${counts[@]}"
