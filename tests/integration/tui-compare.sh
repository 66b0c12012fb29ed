# SPDX-License-Identifier: GPL-2.0-only
# The compare screen: with --compare it opens first, names both windows
# (file, times, length) as --compare --json does, and its LPAR and vCPU
# figures and deltas are the JSON's, rounded as shown; at 80x24 it scrolls
# to the preempt reasons and the commands. Two brushed spans of one file
# (b b, C pins A, b b brushes B): the screen names both spans with the
# times their badges said, and each side's dispatches/s is the count the
# test makes itself from --script over that span.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o a.data --cpus 4 --seconds 2 --seed 11 --rate 1000 --sched 2>/dev/null
"$DTLGEN" -o b.data --cpus 4 --seconds 2 --seed 11 --rate 2000 --sched 2>/dev/null
"$DTLTOP" -i a.data --compare b.data --json > cmp.json

# the lines the screen must show, from the JSON
json_py cmp.json '
c = s[0]
for k in "ab":
	w = c["compare"][k]
	print("%s: %s" % (k.upper(), w["name"]))
	print("%s .. %s (%.3f s, %s)" % (w["start"], w["end"], w["seconds"], w["zone"]))
def f(v, p, sign=False):
	return ("%+.*f" if sign else "%.*f") % (p, v)
L = c["lpar"]
for m, label, p in (("dispatches_per_s", "dispatches/s", 1), ("steal_pct", "steal %", 2),
		    ("p50_us", "p50 latency us", 1), ("p99_us", "p99 latency us", 1), ("physc", "physc", 2)):
	print(label, f(L["a"][m], p), f(L["b"][m], p), f(L["delta"][m], p, True))
for r in c["cpus"]:
	print(r["cpu"], f(r["a"]["dispatches_per_s"], 1), f(r["b"]["dispatches_per_s"], 1),
	      f(r["delta"]["dispatches_per_s"], 1, True), f(r["a"]["steal_pct"], 2),
	      f(r["b"]["steal_pct"], 2), f(r["delta"]["steal_pct"], 2, True))
' > want.txt
[ "$(wc -l < want.txt)" -eq 13 ] || fail "want.txt: $(cat want.txt)"

n=0
for size in "80 24" "200 60"; do
	set -- $size
	n=$((n + 1)); tui_restart "f$n"
	tui_start "$1" "$2" -i a.data --compare b.data
	tui_wait "Compare recordings: B - A"
	while read -r line; do
		tui_wait "$line"
	done < want.txt
	tui_screen > "screen-$1x$2.txt"
	if [ "$1" = 80 ]; then
		tui_wait "more lines (Down, PgDn)"
		tui_keys End; tui_wait "Command (steal)"; tui_wait "Up: more above"
		top=$(json_py cmp.json 'print(s[0]["tasks"][0]["comm"])')
		tui_wait "$top"
		tui_keys Home; tui_wait "vCPU DISP/s A"
	else
		tui_wait "Preempt reason"; tui_wait "Command (steal)"
	fi
	# Esc: the overview of A's replay; C: the comparison again
	tui_keys Escape; tui_wait "[END]"; tui_gone "Compare recordings"
	tui_keys C; tui_wait "Compare recordings: B - A"
	tui_check_quit
done

# two spans of one file
"$DTLTOP" -i a.data --script=oneline > script.txt
# dispatches in [lo, hi) us: DTL entries of script.txt
count() {
	awk -v lo="$1" -v hi="$2" '{
		for (i = 1; i <= NF; i++) if ($i ~ /^\[[0-9]+\]$/) { t = $(i + 1); k = $(i + 2); break }
		if (k != "vpa-dtl:") next
		sub(/:$/, "", t); gsub(/\./, "", t); t = t + 0
		if (t >= lo && t < hi) n++
	} END { print n + 0 }' script.txt
}
to_us() { awk -v s="$1" 'BEGIN { printf "%.0f", s * 1e6 }'; }
badge() { tui_screen | sed -n 's/.*SPAN \([0-9.]*\)s\.\.\([0-9.]*\)s (0\.40s).*/\1 \2/p' | head -1; }

tui_restart spans
tui_start 80 24 -i a.data
tui_wait "[END]"
tui_keys g +0.2 Enter; tui_wait "s: run "
tui_keys b; tui_wait "span from"; tui_keys l l l b; tui_wait "(0.40s)"
read -r A0 A1 <<< "$(badge)"
tui_keys C; tui_wait "pinned; brush B"; tui_gone "SPAN "
tui_keys g +1.2 Enter; tui_wait "s: run "
tui_keys b; tui_wait "span from"; tui_keys l l l b
tui_wait "Compare spans: B - A"
tui_keys Escape; tui_wait "(0.40s)"
read -r B0 B1 <<< "$(badge)"
[ -n "$A1" ] && [ -n "$B1" ] || fail "no span badges: '$A0 $A1' '$B0 $B1'"
tui_keys C; tui_wait "Compare spans: B - A"
tui_wait "A: span of a.data"; tui_wait "B: span of a.data"
# each window's times are its badge's (which shows hundredths)
wins=$(tui_screen | awk '/^   [0-9.]+ \.\. [0-9.]+ \(0\.400 s/ { printf "%s %s ", $1, $3 }')
awk -v w="$wins" -v b="$A0 $A1 $B0 $B1" 'BEGIN { n = split(w, x, " "); split(b, y, " ")
	if (n != 4) exit 1
	for (i = 1; i <= 4; i++) if (x[i] - y[i] > 0.005 || y[i] - x[i] > 0.005) exit 1 }' ||
	fail "windows '$wins', badges said '$A0 $A1 $B0 $B1'"
da=$(count "$(to_us "$A0")" "$(to_us "$A1")") db=$(count "$(to_us "$B0")" "$(to_us "$B1")")
[ "$da" -gt 100 ] && [ "$db" -gt 100 ] || fail "spans hold $da and $db entries"
ra=$(awk -v n="$da" 'BEGIN { printf "%.1f", n / 0.4 }')
rb=$(awk -v n="$db" 'BEGIN { printf "%.1f", n / 0.4 }')
got=$(tui_screen | awk '/^  dispatches\/s/ { print $2, $3, $4; exit }')
read -r ga gb gd <<< "$got"
[ "$ga $gb" = "$ra $rb" ] || fail "spans' dispatches/s '$ga $gb', --script says '$ra $rb'"
awk -v a="$ga" -v b="$gb" -v d="$gd" 'BEGIN { exit !((b - a) - d < 0.11 && d - (b - a) < 0.11) }' ||
	fail "delta $gd is not $gb - $ga"
tui_screen > screen-spans.txt
tui_check_quit
echo "the compare screen names both windows and shows --compare --json's figures"
