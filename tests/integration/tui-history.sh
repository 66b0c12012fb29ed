# SPDX-License-Identifier: GPL-2.0-only
# The whole recording is navigable: on a 120 s replay read to 119 s, 'g +10'
# puts the time cursor 10 s in, far older than the recent-entry ring (about
# 2 s of a vCPU here), and the time panel lists that cell's entries, read
# again from the file. They are checked against --script, an independent
# path: the panel's first entry is the selected vCPU's first DTL entry or
# switch in the cell, and as many as --script has are listed (up to the
# lines the panel has). At 80x24 and 200x60; then a simulated session with
# --history 2 keeps 2 s.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o f.data --cpus 4 --seconds 120 --rate 200 --seed 5 --sched 2>/dev/null
"$DTLTOP" -i f.data --script=oneline > script.txt

# The selected vCPU's entries in the cell the panel's title names, as the
# panel prints them: "cpu lo width" -> count, then the first time.
expect() { python3 - "$@" <<'PY'
import re, sys
cpu, lo, w = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
lo_us, hi_us = round(lo * 1e6), round((lo + w) * 1e6)
ts = []
for line in open("script.txt"):
    m = re.search(r"\[(\d+)\]\s+(\d+)\.(\d+):\s+(\S+)", line)
    if not m or int(m.group(1)) != cpu:
        continue
    if m.group(4) not in ("vpa-dtl:", "sched:sched_switch:"):
        continue
    us = int(m.group(2)) * 1000000 + int(m.group(3))
    if lo_us <= us < hi_us:
        ts.append(us)
print(len(ts), "%d.%06d" % (ts[0] // 1000000, ts[0] % 1000000) if ts else "none")
PY
}

check() {
	tui_start "$1" "$2" -i f.data --paused
	tui_wait "[PAUSED]"
	tui_keys g +119 Enter
	tui_wait "[PAUSED]"
	tui_wait "LPAR"
	tui_keys g +10 Enter
	# the panel's title: " vCPU N lo+w" (80) or " vCPU N  lo s .. hi s" (wide)
	tui_wait "vCPU"
	local title cpu lo w n first
	for _ in $(seq 100); do
		title=$(tui_screen | grep -E '^ vCPU [0-9]+ ' | head -1)
		[ -n "$title" ] && break
		sleep 0.1
	done
	[ -n "$title" ] || fail "$1x$2: no time panel: $(tui_screen)"
	cpu=$(sed -E 's/^ vCPU ([0-9]+).*/\1/' <<<"$title")
	if [[ $title =~ ([0-9]+\.[0-9]+)\+([0-9.]+)s ]]; then
		lo=${BASH_REMATCH[1]}; w=${BASH_REMATCH[2]}
	elif [[ $title =~ ([0-9]+\.[0-9]+)\ s\ \.\.\ ([0-9]+\.[0-9]+)\ s ]]; then
		lo=${BASH_REMATCH[1]}; w=$(python3 -c "print(${BASH_REMATCH[2]} - $lo)")
	else
		fail "$1x$2: cannot read the panel title: $title"
	fi
	read -r n first < <(expect "$cpu" "$lo" "$w")
	[ "$n" -gt 0 ] || fail "$1x$2: --script has no entry of vCPU $cpu at $lo (bad seed?)"
	# the panel shows the time to the ms (truncated, as clocks show it),
	# --script to the µs
	local shown=""
	for _ in $(seq 100); do
		shown=$(tui_screen | grep -A1 -E '^ vCPU [0-9]+ ' | sed -n 2p |
			grep -oE '^ +[0-9]+\.[0-9]{3} ' | tr -d ' ')
		[ -n "$shown" ] && break
		sleep 0.1
	done
	python3 -c "import sys; sys.exit(not (0 <= $first - $shown < 1e-3 + 1e-9))" ||
		fail "$1x$2: first entry shown at '$shown', --script has $first: $(tui_screen)"
	tui_screen | grep -q "no longer kept" && fail "$1x$2: says no longer kept"
	tui_screen | grep -q "no DTL entry or switch" && fail "$1x$2: says empty, --script has $n"
	tui_check_quit
}
check 80 24
tui_restart wide
check 200 60

# Simulated, --history 2: the timeline keeps 20 cells of 100 ms. Once the
# session is past 2.1 s, 'g +0.1' is older than that (asked again until the
# session got there), and vCPU 0's strip never holds more than 20 cells.
sim_check() {
	local row cells said=""
	tui_restart "sim$1"
	tui_start "$1" "$2" --simulate=4 --history 2
	tui_wait_rows "0 1 2 3 "	# events flow (before them nothing is kept)
	for _ in $(seq 300); do
		tui_keys g +0.1 Enter
		if tui_screen | grep -q "older than the kept timeline"; then said=1; break; fi
		sleep 0.2
	done
	[ -n "$said" ] || fail "$1x$2 --history 2: g +0.1 never older than the timeline: $(tui_screen)"
	row=$(tui_screen | grep -E '^[> ] +0 ' | head -1)
	cells=$(python3 -c "import sys; print(sum(1 for c in sys.argv[1] if c in '─·▂▄▆█'))" "$row")
	[ "$cells" -le 20 ] && [ "$cells" -ge 1 ] ||
		fail "$1x$2 --history 2: vCPU 0's strip has $cells cells: $(tui_screen)"
	tui_check_quit
}
sim_check 80 24
sim_check 200 60
echo "tui-history: ok"
