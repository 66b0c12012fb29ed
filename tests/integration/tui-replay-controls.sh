# SPDX-License-Identifier: GPL-2.0-only
# Replay controls of the interactive view: --paused holds the replay before
# its first event; '.' feeds one 100 ms time cell of recorded time; 'g +2'
# fast-forwards to 2 s after the first event and pauses again; space plays
# the rest. The DTL entries loaded at each step are counted independently
# from --script (every entry earlier than first event + step), in the
# cumulative figures ('a').
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o demo.data --cpus 4 --seconds 4 --seed 5 --sched 2>/dev/null
"$DTLTOP" -i demo.data --script=oneline > script.txt
# DTL entries before first event + S seconds (times are printed in us)
before() { python3 - "$1" <<'PY'
import re, sys
limit = float(sys.argv[1])
times, dtl = [], []
for line in open("script.txt"):
    m = re.search(r"\[\d+\]\s+(\d+\.\d+):\s+(\S+)", line)
    if m:
        times.append(m.group(1)); dtl.append(m.group(2) == "vpa-dtl:")
us = [int(t.replace(".", "")) for t in times]
t0 = min(us)
print(sum(1 for u, d in zip(us, dtl) if d and u < t0 + round(limit * 1e6)))
PY
}

tui_start 120 40 -i demo.data --paused
tui_wait "[PAUSED]"
tui_keys a	# cumulative: the counts since the first event
tui_wait "cumulative since start"
tui_wait "waiting for events"
tui_keys .
tui_wait "LPAR dispatches $(before 0.1) "
tui_wait "[PAUSED]"
tui_keys .
tui_wait "LPAR dispatches $(before 0.2) "
tui_keys g +2 Enter
tui_wait "LPAR dispatches $(before 2) "
tui_wait "[PAUSED]"
tui_keys ' '
tui_wait "[END]"
tui_wait "LPAR dispatches $(grep -c 'vpa-dtl:' script.txt) "
tui_check_quit
