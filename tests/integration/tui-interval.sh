# SPDX-License-Identifier: GPL-2.0-only
# Per-interval figures in the interactive view, at 80x24 and 200x60.
# Replay (--paused, moved with 'g', which makes each seek one interval): the
# 100 ms window where one vCPU has its biggest dispatch burst, found in
# --script's output, shows as a spike in the interval figures while the
# cumulative ones barely move; 'a' toggles; the LPAR dispatch counts of
# both modes are the --script counts. 'r' at the end of the replay keeps
# the data: cumulative reads zero, the last interval is still there, 'a'
# back shows it. Simulation: frozen figures do not change across 'j', time
# passing (the header's FROZEN time counts three refresh periods) or a
# re-sort, and move again after unfreezing.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o demo.data --cpus 8 --seconds 5 --seed 1 --sched 2>/dev/null
"$DTLTOP" -i demo.data --script=oneline > script.txt
# The burst: the (vCPU, 100 ms window from 2 s on) with the most dispatches
# relative to that vCPU's mean per 100 ms before the window. Prints
# "CPU A B RATIO": the window is [first + A, first + B).
read -r cpu A B ratio < <(python3 - <<'PY'
import re, collections
ev = []
for line in open("script.txt"):
    m = re.search(r"\[(\d+)\]\s+(\d+)\.(\d+):\s+(\S+)", line)
    if m:
        ev.append((int(m.group(2)) * 10**6 + int(m.group(3)), int(m.group(1)), m.group(4) == "vpa-dtl:"))
t0 = min(t for t, _, _ in ev)
cnt = collections.Counter(((t - t0) // 100000, c) for t, c, d in ev if d)
best = None
for (k, c), n in cnt.items():
    if 20 <= k < 40:
        before = sum(cnt[(j, c)] for j in range(k)) / k
        r = n / before
        if best is None or r > best[0]:
            best = (r, c, k)
r, c, k = best
print(c, "%.1f" % (k / 10), "%.1f" % ((k + 1) / 10), "%.2f" % r)
PY
)
awk -v r="$ratio" 'BEGIN { exit !(r >= 2) }' || fail "no burst in the recording (best ratio $ratio)"
# DTL entries before first event + S seconds, as tui-replay-controls.sh
before() { python3 - "$1" <<'PY'
import re, sys
limit = float(sys.argv[1])
us, dtl = [], []
for line in open("script.txt"):
    m = re.search(r"\[\d+\]\s+(\d+\.\d+):\s+(\S+)", line)
    if m:
        us.append(int(m.group(1).replace(".", ""))); dtl.append(m.group(2) == "vpa-dtl:")
t0 = min(us)
print(sum(1 for u, d in zip(us, dtl) if d and u < t0 + round(limit * 1e6)))
PY
}
n01=$(before 0.1) nA=$(before "$A") nB=$(before "$B") nall=$(grep -c 'vpa-dtl:' script.txt)

disp_s() {	# the DISP/s of vCPU $1's row
	tui_screen | awk -v c="$1" '{ sub(/^>/, " ") } NR > 4 && $1 == c && NF >= 8 { print $3 }'
}

n=0
for size in "80 24" "200 60"; do
	n=$((n + 1))
	tui_restart "r$n"
	tui_start $size -i demo.data --paused -d 0.3
	tui_wait "[PAUSED]"
	tui_wait "waiting for events"
	tui_keys .	# 'g +S' counts from the first event: load it first
	tui_wait "LPAR dispatches $n01 "	# interval: from the (empty) start
	tui_keys g "+$A" Enter
	tui_wait "LPAR dispatches $((nA - n01)) "
	tui_wait "[PAUSED]"
	tui_keys a
	tui_wait "cumulative since start"
	tui_wait "LPAR dispatches $nA "
	cumA=$(disp_s "$cpu")
	tui_keys a
	tui_wait "interval"
	tui_keys g "+$B" Enter
	tui_wait "LPAR dispatches $((nB - nA)) "
	tui_wait "interval 0.1 s"
	ivl=$(disp_s "$cpu")
	tui_keys a
	tui_wait "LPAR dispatches $nB "
	cumB=$(disp_s "$cpu")
	awk -v i="$ivl" -v a="$cumA" -v b="$cumB" -v r="$ratio" 'BEGIN {
		d = b - a; if (d < 0) d = -d
		if (!(i > 1.5 * b)) { print "interval " i " is no spike over cumulative " b; exit 1 }
		if (!(d < 0.1 * a)) { print "cumulative moved " a " -> " b; exit 1 } }' ||
		fail "burst of vCPU $cpu in [$A, $B) s (x$ratio)"
	tui_keys a
	tui_wait "interval 0.1 s"
	[ "$(disp_s "$cpu")" = "$ivl" ] || fail "toggling back changed the interval figures"

	# The rest of the recording in one seek: at the end the whole
	# recording, 'a' that last interval; then 'r'.
	tui_keys g +99 Enter
	tui_wait "[END]"
	tui_wait "whole recording"
	tui_wait "LPAR dispatches $nall "
	tui_keys a
	tui_wait "interval "
	tui_wait "LPAR dispatches $((nall - nB)) "
	tui_keys r
	tui_wait "cumulative figures restart now"
	tui_wait "LPAR dispatches $((nall - nB)) "
	tui_keys a
	tui_wait "cumulative since "
	tui_wait "LPAR dispatches 0 "
	tui_keys a
	tui_wait "interval "
	tui_wait "LPAR dispatches $((nall - nB)) "
	tui_check_quit
done

# Simulated: FROZEN holds the figures still.
"$DTLTOP" --help | grep -q -- '--simulate' || skip "this dtltop has no --simulate"
figures() {	# header lines 2-3 and the rows' figures (no '>', no strip), by vCPU
	tui_screen | sed -n 2,3p
	tui_screen | awk 'NR > 4 && NF >= 8 { sub(/^>/, " "); print substr($0, 1, 64) }' |
		sort -n | grep -E '^ *[0-9]+ '
}
for size in "80 24" "200 60"; do
	n=$((n + 1))
	tui_restart "s$n"
	tui_start $size --simulate=8 -d 0.3
	tui_wait "[RUNNING]"
	tui_wait "vCPUs 8 "
	tui_keys ' '
	tui_wait "[FROZEN "
	figures > a.txt
	grep -qE "LPAR +dispatches [1-9]" a.txt || fail "frozen before any dispatch: $(cat a.txt)"
	tui_keys j
	tui_wait "> 1 "
	# three refresh periods pass, frozen: the header counts the time
	# frozen (a frame at each period), the figures stay
	end=$(( $(date +%s) + TUI_WAIT ))
	until tui_screen | head -1 | grep -oE '\[FROZEN [0-9.]+ s\]' |
		awk '{ exit !($2 >= 0.9) }'; do
		[ "$(date +%s)" -lt "$end" ] || fail "frozen time never reached 0.9 s: $(tui_screen | head -1)"
		sleep 0.2
	done
	tui_keys j
	tui_wait "> 2 "
	figures > b.txt
	cmp -s a.txt b.txt || fail "frozen figures changed across j: $(diff a.txt b.txt)"
	# s: the rows in the frozen steal's order (largest first)
	tui_keys s
	end=$(( $(date +%s) + TUI_WAIT ))
	until tui_screen | awk 'NR > 4 && NF >= 8 && $0 ~ /^[> ] +[0-9]+ / { v = $0; sub(/^>/, " ", v)
		split(v, f); x = f[4]; sub(/^~/, "", x); print x }' | sort -g -r -c 2>/dev/null; do
		[ "$(date +%s)" -lt "$end" ] || { tui_screen; fail "frozen rows never sorted by steal"; }
		sleep 0.2
	done
	figures > c.txt
	cmp -s a.txt c.txt || fail "frozen figures changed across a re-sort: $(diff a.txt c.txt)"
	tui_keys ' '
	tui_gone "[FROZEN "
	end=$(( $(date +%s) + TUI_WAIT ))
	while figures | cmp -s a.txt -; do
		[ "$(date +%s)" -lt "$end" ] || fail "figures never moved after unfreezing"
		sleep 0.2
	done
	tui_check_quit
done
