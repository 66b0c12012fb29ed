# SPDX-License-Identifier: GPL-2.0-only
# A finished replay shows the whole recording, whatever span the last
# refresh had: three openings of the same recording (refreshing every
# 0.1 s, played at three speeds, so each ends on a different interval), each waited to END, show
# the header's "whole recording A-B (S s)" and the same dispatches, steal %,
# p99 and physc as --batch over the whole file, at 80x24; 'a' is the last
# interval then, and 'a' again the whole file. The reasons and who-paid
# screens count from the start, and their header says so.
# A recording with most polls full: physc and %entc carry '~' (or '!' and
# the bound when they exceed what the pool can give), in the TUI and in
# --batch text and JSON.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

"$DTLGEN" -o r.data --cpus 8 --seconds 6 --seed 7 --sched 2>/dev/null
"$DTLTOP" -i r.data --batch --json > whole.json
# "DISPATCHES STEAL P99 PHYSC MARK" as the header prints them
read -r disp steal p99 physc mark < <(json_py whole.json '
x = s[0]; t = x["totals"]; e = x["entitlement"]
print(t["dispatches"], "%.2f" % t["steal_pct"], "%.1f" % t["p99_us"], "%.2f" % e["physc"],
      {"exact": "", "approx": "~", "impossible": "!"}[e["physc_quality"]] or "-")')
[ -n "$physc" ] || fail "no totals or physc in --batch --json"
[ "$mark" = "-" ] && mark=""

# played at x10, x5, x2: the last refresh falls anywhere in the file
for k in 1 2 3; do
	tui_restart "o$k"
	tui_start 80 24 -i r.data -d 0.1 --paused
	tui_wait "[PAUSED]"
	tui_keys '<'
	for _ in $(seq "$k"); do tui_keys '<'; done
	tui_keys Space
	tui_wait "[END]"
	tui_wait "whole recording"
	line=$(tui_screen | sed -n 2p | tr -s ' ')
	case "$line" in
	"LPAR dispatches $disp ("*"/s) steal "*"$steal% lat p99 $p99 us"*) ;;
	*) fail "opening $k: LPAR line '$line', want dispatches $disp steal $steal% p99 $p99" ;;
	esac
	tui_screen | sed -n 4p | tr -s ' ' | grep -qF "physc $mark$physc " ||
		fail "opening $k: physc is not $mark$physc: $(tui_screen | sed -n 4p)"
	# the span named is the file's: its length as --batch's
	want=$(json_py whole.json 'x = s[0]; print("(%.1f s)" % ((x["span_ns"][1] - x["span_ns"][0]) / 1e9))')
	tui_screen | head -1 | grep -qF "$want" || fail "opening $k: no $want: $(tui_screen | head -1)"
	tui_keys a
	tui_wait "the last refresh interval (a: the whole recording)"
	tui_wait "interval "
	ivl=$(tui_screen | sed -n 2p | awk '{ print $3 }')
	[ "$ivl" != "$disp" ] || fail "opening $k: the last interval holds the whole file"
	echo "opening $k: the last interval had $ivl dispatches of $disp"
	tui_keys a
	tui_wait "whole recording"
	tui_wait "LPAR dispatches $disp "
	if [ "$k" = 1 ]; then	# the other screens: one window, named
		tui_keys Tab Tab
		tui_wait "Reasons over all 8 vCPUs ($disp DTL entries)"
		tui_wait "whole recording"
		tui_wait "LPAR dispatches $disp "
		tui_keys a
		tui_wait "this screen counts from the start"
		tui_wait "LPAR dispatches $disp "
		tui_keys w
		tui_wait "Who paid:"
		tui_wait "whole recording"
		tui_keys Tab
		tui_wait "TOP_PREEMPT"
	fi
	tui_check_quit
done

# Most polls full (a slow poller, 85-entry log, a high rate): whatever
# physc comes to, it is marked, never shown as exact.
"$DTLGEN" -o lossy.data --cpus 8 --seconds 2 --seed 2 --rate 20000 --poll-ms 40 2>gen.txt
"$DTLTOP" -i lossy.data --batch --json > lossy.json
"$DTLTOP" -i lossy.data --batch > lossy.txt
read -r q physc max < <(json_py lossy.json '
e = s[0]["entitlement"]; print(e["physc_quality"], "%.2f" % e["physc"], "%.4g" % e.get("physc_max", 0))')
case "$q" in
approx) want="physc ~$physc" ;;
impossible) want="physc !$physc (max $max)" ;;
*) fail "full polls ($(cat gen.txt)) but physc_quality $q" ;;
esac
grep -qF "$want" lossy.txt || fail "--batch text lacks '$want': $(grep Entitlement lossy.txt)"
tui_restart lossy
tui_start 80 24 -i lossy.data
tui_wait "whole recording"
tui_wait "$want"
tui_check_quit
echo "END shows the whole recording as --batch; physc from lossy data is $q"
