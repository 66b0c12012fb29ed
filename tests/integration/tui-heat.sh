# SPDX-License-Identifier: GPL-2.0-only
# Steal intensity in the timeline strip, its legend, and the heatmap's bins
# chosen from the data shown. The strip's level per cell is the share of
# the cell that was stolen, graded at 1, 5, 15 and 40 %: dtlgen's steal
# grows with --rate, so three files whose whole-recording steal (from
# --batch --json, per vCPU) lies inside three different grades must show
# mostly that grade's glyph on every row, at 200x60 in UTF-8 and at 80x24
# in ASCII; a simulation with a heavy rate shows steal bars too. The
# heatmap's bins against --batch --json at 80x24 (with '+N more'), and a
# simulated heatmap's legend at 200x60; NO_COLOR keeps the legend.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

# level PCT: the strip grade of a steal share (0 = below 1 %).
level() { awk -v p="$1" 'BEGIN { l = 0; split("1 5 15 40", e, " ");
	for (i = 1; i <= 4; i++) if (p >= e[i]) l = i; print l }'; }

# check_strip FILE.json UTF8(0/1): every vCPU row's strip (columns 67..) is
# at least 70 % its vCPU's grade (the first and the newest cells are partial
# and a cell's steal varies around the mean, so not all of them).
check_strip() {
	tui_screen > screen.txt
	python3 - "$1" "$2" screen.txt <<'PY'
import json, re, sys
js = [json.loads(l) for l in open(sys.argv[1]) if l.strip()][0]
span = js["span_ns"][1] - js["span_ns"][0]
utf8 = sys.argv[2] == "1"
glyph = ["\u2500", "\u2582", "\u2584", "\u2586", "\u2588"] if utf8 else ["-", "1", "2", "3", "4"]
def level(p):
    return sum(1 for e in (1, 5, 15, 40) if p >= e)
want = {c["cpu"]: level(c["steal_ns"] * 100.0 / span) for c in js["cpus"]}
rows = 0
for line in open(sys.argv[3]).read().splitlines()[4:]:
    m = re.match(r"^[> ]\s*(\d+) ", line)
    if not m:
        continue
    cpu, cells = int(m.group(1)), line[67:].strip()
    g = glyph[want[cpu]]
    if not cells or cells.count(g) < 0.7 * len(cells):
        sys.exit("vCPU %d: want mostly %r (steal grade %d), strip %r" % (cpu, g, want[cpu], cells))
    rows += 1
if rows != len(want):
    sys.exit("%d strip rows, want %d" % (rows, len(want)))
PY
}

n=0
for rate in 1000 4000 10000; do
	"$DTLGEN" -o r$rate.data --cpus 4 --seconds 2 --seed 1 --mix preempt --rate $rate --sched 2>/dev/null
	"$DTLTOP" -i r$rate.data --batch --json > r$rate.json
	n=$((n + 1))
	tui_restart u$n
	tui_start 200 60 -i r$rate.data
	tui_wait "[END]"
	tui_wait "run · idle steal ▂1% ▄5% ▆15% █40%+ (red wait, magenta fault)"
	check_strip r$rate.json 1 || fail "rate $rate, UTF-8 200x60: $(cat screen.txt)"
	tui_check_quit
	tui_restart a$n
	TUI_LC=C tui_start 80 24 -i r$rate.data
	tui_wait "[END]"
	tui_wait "- run . idle steal 1:1% 2:5% 3:15% 4:40%+"
	check_strip r$rate.json 0 || fail "rate $rate, ASCII 80x24: $(cat screen.txt)"
	tui_check_quit
done
# The three files are in three different grades (else the test proves less).
g=$(for rate in 1000 4000 10000; do json_py r$rate.json '
x = s[0]; span = x["span_ns"][1] - x["span_ns"][0]
print(sum(c["steal_ns"] for c in x["cpus"]) * 100.0 / (span * len(x["cpus"])))'; done |
	while read -r p; do level "$p"; done | sort -u | wc -l)
[ "$g" -eq 3 ] || fail "the three rates fall in $g steal grades, want 3"

# More rows than fit at 80x24: the legend line says how many are below.
tui_restart more
"$DTLGEN" -o many.data --cpus 40 --seconds 0.5 --seed 3 2>/dev/null
tui_start 80 24 -i many.data
tui_wait "[END]"
tui_wait "+24 more"	# 24 lines: 5 header, the LPAR row, 16 rows, legend, function bar
tui_keys End
tui_gone "more"
tui_check_quit

# Heatmap bins from the data: 1300 vCPUs whose steal varies little. The
# five bins split min..max of the per-vCPU steal (--batch --json) in equal
# steps; the legend gives those edges; every cell on the screen is in the
# bin its vCPU's steal falls in; at 80x24 (73 cells a line, 16 lines) 132
# vCPUs do not fit, which the legend line says.
tui_restart heat
"$DTLGEN" -o big.data --cpus 1300 --seconds 0.3 --rate 200 --seed 6 2>/dev/null
"$DTLTOP" -i big.data --batch --json > big.json
tui_start 80 24 -i big.data
tui_wait "[END]"
tui_wait "whole recording"	# the whole file, as the JSON
tui_keys Tab
tui_wait "Heatmap of 1300 vCPUs"
tui_wait "+132 more"
tui_screen > screen.txt
python3 - big.json screen.txt <<'PY' || fail "heatmap bins: $(cat screen.txt)"
import json, sys
x = [json.loads(l) for l in open(sys.argv[1]) if l.strip()][0]
span = x["span_ns"][1] - x["span_ns"][0]
v = {c["cpu"]: c["steal_ns"] * 100.0 / span for c in x["cpus"] if c["dispatches"]}
lo, hi = min(v.values()), max(v.values())
w = (hi - lo) / 5
prec = 0 if w >= 10 else 1 if w >= 1 else 2 if w >= 0.1 else 3
glyphs = "\u00b7\u2591\u2592\u2593\u2588"
edges = " ".join(glyphs[k] + "%.*f" % (prec, lo + w * k) for k in range(4))
want_legend = "steal bins: %s %s%.*f..%.*f%%" % (edges, glyphs[4], prec, lo + 4 * w, prec, hi)
lines = open(sys.argv[2]).read().splitlines()
if not any(l.startswith(want_legend) for l in lines):
    sys.exit("legend: want %r" % want_legend)
want = [0] * 5
for cpu in range(16 * 73):	# the cells on the screen (16 lines of 73), in vCPU order
    want[min(4, int((v[cpu] - lo) * 5 / (hi - lo)))] += 1
cells = "".join(l[7:] for l in lines[5:21])
got = [cells.count(g) for g in glyphs]
if got != want:
    sys.exit("cells per bin %s, want %s" % (got, want))
if sum(1 for g in want if g) < 3:
    sys.exit("too few bins used to prove anything: %s" % want)
PY
tui_check_quit

# A simulation with heavy steal: the legend at 80x24 and steal bars on the
# strip (no-steal running cells alone would be the line glyph).
tui_restart sim
tui_start 80 24 --simulate=4 --sim-rate 10000
tui_wait "steal ▂1% ▄5%"
end=$(( $(date +%s) + TUI_WAIT ))
until tui_screen | sed -n '5,8p' | cut -c68- | grep -q '[▄▆█]'; do
	[ "$(date +%s)" -lt "$end" ] || { tui_screen; fail "no steal bar in a heavy simulation"; }
	sleep 0.2
done
tui_check_quit

# A simulated session's heatmap at 200x60: the bins legend for steal, then
# for p99 latency after m (in us); without colour the strip legend does
# not name colours.
tui_restart simheat
tui_start 200 60 --simulate=64
tui_wait ">   0 "
tui_keys Tab
tui_wait "Heatmap of 64 vCPUs"
tui_wait "steal bins: ·"
tui_keys m
tui_wait "p99 bins: ·"
tui_wait " us"
tui_check_quit
tui_restart nocolor
TUI_NO_COLOR=1 tui_start 80 24 -i r1000.data
tui_wait "[END]"
tui_wait "─ run · idle steal ▂1% ▄5% ▆15% █40%+"
if tui_screen | grep -q "red wait"; then fail "colour names in the legend without colour"; fi
tui_check_quit
