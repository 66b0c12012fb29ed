# SPDX-License-Identifier: GPL-2.0-only
# Steal intensity in the timeline strip, its legend, and the heatmap's bins
# on the same fixed scale. The strip's level per cell is the share of
# the cell that was stolen, graded at 1, 5, 15 and 40 %: dtlgen's steal
# grows with --rate, so three files whose whole-recording steal (from
# --batch --json, per vCPU) lies inside three different grades must show
# mostly that grade's glyph on every row, at 200x60 in UTF-8 and at 80x24
# in ASCII; a simulation with a heavy rate shows steal bars too. The
# heatmap's fixed bins against --batch --json at 80x24 (with '+N more'),
# across an edge, and for vCPUs that all steal about the same; a simulated
# heatmap's legends at 200x60; NO_COLOR keeps the legend.
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

# Heatmap bins on a fixed scale, the strip's steal grades (1, 5, 15, 40 %):
# the legend names the scale and gives the edges; every cell on the screen
# is in the bin its vCPU's steal (--batch --json) falls in. heat_check FILE
# NCELLS MINBINS: the first NCELLS vCPUs (in vCPU order) are on the screen,
# and their cells use at least MINBINS shades.
heat_check() {
	tui_screen > screen.txt
	python3 - "$1" screen.txt "$2" "$3" <<'PY' || fail "heatmap bins ($1): $(cat screen.txt)"
import json, sys
x = [json.loads(l) for l in open(sys.argv[1]) if l.strip()][0]
span = x["span_ns"][1] - x["span_ns"][0]
v = {c["cpu"]: c["steal_ns"] * 100.0 / span for c in x["cpus"] if c["dispatches"]}
glyphs = "\u00b7\u2591\u2592\u2593\u2588"
want_legend = "steal % (fixed): \u00b7<1 \u25911-5 \u25925-15 \u259315-40 \u258840+"
lines = open(sys.argv[2]).read().splitlines()
if not any(l.startswith(want_legend) for l in lines):
    sys.exit("legend: want %r" % want_legend)
n, minbins = int(sys.argv[3]), int(sys.argv[4])
want = [0] * 5
for cpu in range(n):
    want[sum(1 for e in (1, 5, 15, 40) if v[cpu] >= e)] += 1
cells = "".join(l[7:] for l in lines[5:-3])
got = [cells.count(g) for g in glyphs]
if sum(1 for g in got if g) < minbins:
    sys.exit("%d shades used, want at least %d: %s" % (sum(1 for g in got if g), minbins, got))
cw = 2 if sum(got) == 2 * n else 1
if [g // cw for g in got] != want:
    sys.exit("cells per bin %s (%d columns a cell), want %s" % (got, cw, want))
PY
}

# 1300 vCPUs whose steal varies little: at 80x24 (73 cells a line, 16
# lines) 132 vCPUs do not fit, which the legend line says.
tui_restart heat
"$DTLGEN" -o big.data --cpus 1300 --seconds 0.3 --rate 200 --seed 6 2>/dev/null
"$DTLTOP" -i big.data --batch --json > big.json
tui_start 80 24 -i big.data
tui_wait "[END]"
tui_wait "whole recording"	# the whole file, as the JSON
tui_keys Tab
tui_wait "Heatmap of 1300 vCPUs"
tui_wait "+132 more"
heat_check big.json 1168 1
tui_check_quit

# vCPUs whose steal straddles the 5 % edge (about 4.6 to 5.6 %): two
# shades, each cell on its side of the edge.
tui_restart edge
"$DTLGEN" -o edge.data --cpus 64 --seconds 0.3 --rate 4000 --seed 2 2>/dev/null
"$DTLTOP" -i edge.data --batch --json > edge.json
tui_start 80 24 -i edge.data
tui_wait "[END]"
tui_wait "whole recording"	# the whole file, as the JSON
tui_keys Tab
tui_wait "Heatmap of 64 vCPUs"
heat_check edge.json 64 2
tui_check_quit

# vCPUs that all steal nearly the same (a simulation at about 19 %): one
# shade, not five spread over a few tenths of a percent. The selected
# vCPU's figure is on the screen; its cell's shade is that bin's.
tui_restart flat
tui_start 80 24 --simulate=16 --sim-rate 10000
tui_wait ">   0 "
tui_keys Tab
tui_wait "Heatmap of 16 vCPUs"
tui_wait "steal % (fixed):"
# flat SCREEN: every cell in the selected vCPU's bin (exit 1), or not yet
# a figure for every vCPU (exit 2: the first refresh is still to come).
flat() {
	python3 - "$1" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().splitlines()
cells = "".join(l[7:] for l in lines[5:-3]).replace(" ", "")
m = re.search(r"vCPU (\d+): steal ([0-9.]+)%", "\n".join(lines))
if len(cells) != 32 or not m or float(m.group(2)) == 0:
    sys.exit(2)
p = float(m.group(2))
want = "\u00b7\u2591\u2592\u2593\u2588"[sum(1 for e in (1, 5, 15, 40) if p >= e)]
if set(cells) != {want}:
    print("cells %r: want 16 cells of %r only (vCPU %s steals %.2f %%)" % (cells, want, m.group(1), p))
    sys.exit(1)
PY
}
end=$(( $(date +%s) + TUI_WAIT ))
while :; do
	tui_screen > screen.txt
	rc=0; flat screen.txt || rc=$?
	[ $rc -eq 0 ] && break
	[ $rc -eq 2 ] && [ "$(date +%s)" -lt "$end" ] || fail "flat heatmap: $(cat screen.txt)"
	sleep 0.2
done
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
tui_wait "steal % (fixed): ·<1 ░1-5 ▒5-15 ▓15-40 █40+"
tui_keys m
tui_wait "p99 us (fixed): ·<100 ░100-1k ▒1k-3k ▓3k-10k █10k+"
tui_check_quit
tui_restart nocolor
TUI_NO_COLOR=1 tui_start 80 24 -i r1000.data
tui_wait "[END]"
tui_wait "─ run · idle steal ▂1% ▄5% ▆15% █40%+"
if tui_screen | grep -q "red wait"; then fail "colour names in the legend without colour"; fi
tui_check_quit
