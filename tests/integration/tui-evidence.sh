# SPDX-License-Identifier: GPL-2.0-only
# E in the interactive view, at 80x24 and 200x60: with a brushed span of a
# replay, the message bar says where the evidence went, and that directory
# holds the span: snapshot.json's dispatches are the DTL entries --script
# prints inside the span README.txt names, and timeline.svg has a row per
# vCPU; its perf.data (once slices can be cut) replays to the same count,
# else the README says why there is none. E without a span, once the
# replay ended, writes the whole recording: a copy of the file.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
export TZ=UTC

"$DTLGEN" -o f.data --cpus 4 --seconds 3 --seed 5 --sched 2>/dev/null
"$DTLTOP" -i f.data --script=oneline > script.txt

n=0
for size in "80 24" "200 60"; do
	set -- $size
	n=$((n + 1)); tui_restart "r$n"
	rm -rf dtltop-evidence-*
	tui_start "$1" "$2" -i f.data
	tui_wait "[END]"
	tui_keys g +1.2 Enter; tui_wait "s: run "
	tui_keys b; tui_wait "span from"
	tui_keys l l l l b
	tui_wait "(0.50s)"
	tui_keys E
	tui_wait "evidence written to ./dtltop-evidence-"
	dir=$(ls -d dtltop-evidence-* 2>/dev/null | head -1)
	[ -n "$dir" ] && tui_screen | grep -qF "./$dir" || fail "${1}x$2: no directory named on screen"
	for f in README.txt snapshot.json snapshot.txt lparcfg.txt lparcfg.json timeline.svg version.txt; do
		[ -s "$dir/$f" ] || fail "${1}x$2: $dir/$f missing"
	done
	read -r lo hi < <(sed -n 's/^ *perf clock \([0-9.]*\) to \([0-9.]*\) s$/\1 \2/p' "$dir/README.txt")
	[ -n "$hi" ] || fail "README.txt has no perf clock span"
	# --script=oneline: "... [CPU] TIME vpa-dtl: ...", TIME in seconds
	want=$(awk -v lo="$lo" -v hi="$hi" '/vpa-dtl:/ { for (i = 1; i <= NF; i++)
		if ($i ~ /^\[[0-9]+\]$/) { t = $(i + 1); sub(/:$/, "", t); if (t + 0 >= lo && t + 0 < hi) n++; break } }
		END { print n + 0 }' script.txt)
	got=$(json_py "$dir/snapshot.json" 'print(s[0]["totals"]["dispatches"])')
	[ "$want" -gt 100 ] && [ "$got" = "$want" ] ||
		fail "${1}x$2: snapshot.json has $got dispatches, --script $want in $lo..$hi"
	rows=$(grep -o 'class="vcpu-row"' "$dir/timeline.svg" | wc -l)
	[ "$rows" = 4 ] || fail "${1}x$2: timeline.svg has $rows vCPU rows"
	if [ -s "$dir/perf.data" ]; then
		"$DTLTOP" -i "$dir/perf.data" --batch --json > slice.json
		[ "$(json_py slice.json 'print(s[0]["totals"]["dispatches"])')" = "$want" ] ||
			fail "${1}x$2: the slice does not hold the span's entries"
	else
		grep -q "^perf.data .*" "$dir/README.txt" && grep -A1 "^perf.data" "$dir/README.txt" |
			grep -q "not written:" || fail "${1}x$2: no perf.data and the README does not say why"
	fi
	# the whole recording: B clears the span, E writes all of it
	tui_keys B; tui_wait "span cleared"
	tui_keys E
	tui_wait "evidence written to ./dtltop-evidence-"
	dir2=$(ls -d dtltop-evidence-* | grep -vxF "$dir" | head -1)
	[ -n "$dir2" ] || fail "${1}x$2: the second E made no new directory"
	cmp -s f.data "$dir2/perf.data" || fail "${1}x$2: the whole recording's perf.data is not the file"
	"$DTLTOP" -i f.data --batch --json > all.json
	[ "$(json_py "$dir2/snapshot.json" 'print(s[0]["totals"]["dispatches"])')" = \
	  "$(json_py all.json 'print(s[0]["totals"]["dispatches"])')" ] ||
		fail "${1}x$2: the whole session's snapshot has other dispatches than --batch"
	tui_keys q
	[ "$(tui_exit_status)" = 0 ] || fail "${1}x$2: exit status"
done
exit 0
