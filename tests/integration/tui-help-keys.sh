# SPDX-License-Identifier: GPL-2.0-only
# Help tells the truth: the keys '?' lists are exactly the keys the view
# handles (the case labels of ui/tui-keys.c, tui-drill.c and tui-help.c's
# key functions), and pressing each listed key in tmux has a visible effect
# (screen title, message line, sort mark, row order, selection...), at 80x24
# and 200x60, on a replay and, for the live-only keys, a simulation.
# A key added to help or to the code without a check in EFFECT below fails.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o f.data --cpus 8 --seconds 3 --seed 3 --sched 2>/dev/null

# ---- the keys the code handles: case labels (and k == X tests) of these
# functions, turned into the names help uses
KEYFUNCS='tui_key|move_key|lr_key|prompt_key|tui_drill_key|tui_help_key|tui_sites_key'
code_labels() {
	awk -v re="^(static )?(void|bool) ($KEYFUNCS)\\\\(" '
		$0 ~ re { on = 1 }
		on && /^}/ { on = 0 }
		on' "$TOP/ui/tui-keys.c" "$TOP/ui/tui-drill.c" "$TOP/ui/tui-help.c" \
		"$TOP/ui/tui-sites.c" |
		grep -oE "case [^:]+:|k == (KEY_[A-Z_0-9]+|'[^']+')" |
		sed -E 's/^case //; s/:$//; s/^k == //' | tr -d '\t' | sort -u
}
declare -A NAME=(
	["'q'"]=q [KEY_CTRL_C]=^C ["'?'"]=? ["KEY_F(1)"]=F1 ["'\\n'"]=Enter ["'\\r'"]=Enter
	[KEY_ENTER]=Enter [KEY_ESC]=Esc [KEY_BACKSPACE]=Backspace [KEY_DEL]=Backspace
	[KEY_CTRL_H]=Backspace ["'\\t'"]=Tab ["'s'"]=s ["'S'"]=S ["'/'"]=/ ["'g'"]=g
	["'+'"]=+ ["'='"]== ["'-'"]=- ["' '"]=space ["'r'"]=r ["'.'"]=. ["'>'"]=\>
	["'<'"]=\< ["'m'"]=m ["'c'"]=c ["'%'"]=% [KEY_MOUSE]=mouse [KEY_UP]=Up ["'k'"]=k
	[KEY_DOWN]=Down ["'j'"]=j [KEY_PPAGE]=PgUp [KEY_NPAGE]=PgDn [KEY_HOME]=Home
	[KEY_END]=End [KEY_LEFT]=Left ["'h'"]=h [KEY_RIGHT]=Right ["'l'"]=l ["'n'"]=n
	["'N'"]=N [KEY_CTRL_U]=^U [KEY_CTRL_W]=^W ["'w'"]=w ["'a'"]=a
	["'b'"]=b ["'B'"]=B ["'['"]="[" ["']'"]="]" ["'C'"]=C ["'T'"]=T ["'p'"]=p ["'E'"]=E
	["'P'"]=P ["'v'"]=v
)
code_keys=""
while read -r label; do
	[ -n "$label" ] || continue
	[ -n "${NAME[$label]:-}" ] || fail "ui/ handles key $label: name it in NAME, list it in help, check it in EFFECT"
	code_keys+="${NAME[$label]}"$'\n'
done < <(code_labels)
code_keys=$(printf '%s' "$code_keys" | sort -u)
[ "$(printf '%s\n' "$code_keys" | wc -l)" -ge 30 ] || fail "too few keys read from the code: $code_keys"

# ---- what each key must visibly do: key -> check function (run in a
# session set up for it). The lead adds a line here with each new key.
declare -A EFFECT=(
	[q]=chk_quit [^C]=chk_ctrl_c [?]=chk_help [F1]=chk_help
	[Up]=chk_updown [Down]=chk_updown [j]=chk_updown [k]=chk_updown
	[PgUp]=chk_pages [PgDn]=chk_pages [Home]=chk_pages [End]=chk_pages
	[Enter]=chk_drill [Esc]=chk_drill [Backspace]=chk_drill [Tab]=chk_tab
	[s]=chk_sort [S]=chk_sort [/]=chk_filter [^U]=chk_filter [^W]=chk_filter
	[n]=chk_find [N]=chk_find [Left]=chk_cursor [Right]=chk_cursor [h]=chk_cursor
	[l]=chk_cursor [+]=chk_zoom [=]=chk_zoom [-]=chk_zoom [space]=chk_space [r]=chk_reset
	[.]=chk_paused [\>]=chk_paused [\<]=chk_paused [g]=chk_paused [c]=chk_cores
	[m]=chk_metric [%]=chk_pct [mouse]=chk_mouse [w]=chk_who [a]=chk_mode
	[b]=chk_span [B]=chk_span ["["]=chk_panel ["]"]=chk_panel [C]=chk_compare [T]=chk_time [p]=chk_who [E]=chk_evidence
	[P]=chk_sites [v]=chk_sites
)

# ---- the keys help lists: every page of '?', key column (2..21) words
help_keys() {
	local page all="" i
	tui_keys '?'; tui_wait "dtltop - keys"
	for i in $(seq 1 40); do
		page=$(tui_screen)
		all+=$(printf '%s\n' "$page" | awk 'NR > 1 && !/Timeline:|Strip:|more \(Down/ && /^  [^ ]/ { print substr($0, 3, 20) }')$'\n'
		printf '%s\n' "$page" | grep -q "more (Down" || break
		tui_keys PgDn
		tui_wait "Up: more above"
	done
	tui_keys x; tui_gone "dtltop - keys"
	printf '%s' "$all" | tr -s ' ' '\n' | grep . | sort -u
}

# ---- screen helpers
sel() { tui_screen | awk '/^>/ { print $2; exit }'; }
wait_sel() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	while [ "$(date +%s)" -lt "$end" ]; do [ "$(sel)" = "$1" ] && return 0; sleep 0.2; done
	tui_screen; fail "selected vCPU is '$(sel)', want $1"
}
# field number of a column title on the overview's title line (marks removed)
col_of() { tui_screen | awk -v t="$1" '/TOP_PREEMPT/ { for (i = 1; i <= NF; i++) { w = $i; sub(/[v^]$/, "", w); if (w == t) { print i; exit } } }'; }
col_values() { local f; f=$(col_of "$1"); tui_screen | awk -v f="$f" '{ sub(/^>/, " ") } NR > 4 && $1 ~ /^[0-9]+$/ && NF >= 8 { v = $f; sub(/^~/, "", v); print v }'; }	# '~': a lossy figure
nrows() { tui_rows | wc -w; }

chk_quit() { tui_check_quit; }
chk_ctrl_c() {
	tui_keys / 0; tui_wait "Filter (CPU list"
	tui_keys C-c; tui_wait "EXIT=0" 20	# from a prompt too
}
chk_help() {
	tui_keys '?'; tui_wait "dtltop - keys"; tui_keys Escape; tui_wait "LPAR dispatches"
	tui_keys F1; tui_wait "dtltop - keys"
	if [ "$LINES_" -lt 30 ]; then	# 80x24: it does not all fit
		tui_wait "more (Down, PgDn)"; tui_keys Down; tui_wait "Up: more above"
	fi
	tui_keys Enter; tui_gone "dtltop - keys"; tui_wait "LPAR dispatches"
}
chk_updown() {
	tui_keys Home; wait_sel 0
	tui_keys Down; wait_sel 1; tui_keys j; wait_sel 2; tui_keys k; wait_sel 1; tui_keys Up; wait_sel 0
}
chk_pages() {
	tui_keys End; wait_sel 7; tui_keys Home; wait_sel 0
	tui_keys PgDn; wait_sel 7; tui_keys PgUp; wait_sel 0	# 8 rows: a page holds them
}
chk_drill() {
	tui_keys Enter; tui_wait "vCPU 0 dispatches"; tui_keys Escape; tui_wait "LPAR dispatches"
	tui_keys Enter; tui_wait "vCPU 0 dispatches"; tui_keys BSpace; tui_wait "LPAR dispatches"
	tui_gone "DISPATCH_REASON"
}
chk_tab() {
	tui_keys Tab; tui_wait "Heatmap of 8 vCPUs"; tui_keys Tab; tui_wait "Reasons over all 8 vCPUs"
	tui_keys Tab; tui_wait "Who paid:"; tui_keys Tab; tui_wait "TOP_PREEMPT"
}
# a: at a replay's END the whole recording (cumulative) or the last
# interval, said on line 0.
chk_mode() {	# at END: the whole recording, a: the last interval
	tui_wait "whole recording"; tui_keys a; tui_wait "interval "
	tui_keys a; tui_gone "interval "; tui_wait "whole recording"
}
# w: the who-paid screen straight from the overview; Tab goes on to the overview.
# w: who paid, by command; p: by PID and back.
chk_who() {
	tui_keys w; tui_wait "Who paid:"; tui_wait "PIDS COMM"
	tui_keys p; tui_wait " PID COMM"; tui_wait "who paid: by PID"
	tui_keys p; tui_wait "PIDS COMM"
	tui_keys Tab; tui_wait "TOP_PREEMPT"
}
# s: each column in turn is marked, the rows follow its values, and the
# selected vCPU stays selected; S reverses (mark and order).
chk_sort() {
	local title mark vals prev="CPU^"
	tui_keys Home j j j j j; wait_sel 5
	for title in STEAL% P99us DISP/s P50us AFF% LOSS PROC TOP_PREEMPT CPU; do
		case $title in PROC|TOP_PREEMPT|CPU) mark='^' ;; *) mark=v ;; esac
		tui_keys s; tui_gone "$prev"; tui_wait "$title$mark"; wait_sel 5
		prev=$title$mark
		vals=$(col_values "$title")
		[ "$(printf '%s\n' "$vals" | wc -l)" -eq 8 ] || fail "sort $title: rows: $vals"
		case $title in
		TOP_PREEMPT) printf '%s\n' "$vals" | LC_ALL=C sort -c ;;
		PROC|CPU) printf '%s\n' "$vals" | sort -g -c ;;
		*) printf '%s\n' "$vals" | sort -g -r -c ;;
		esac || fail "rows not in $title order: $(echo $vals)"
		if [ "$title" = STEAL% ]; then
			tui_keys S; tui_wait "STEAL%^"; wait_sel 5
			col_values STEAL% | sort -g -c || fail "S: not in rising steal order"
			tui_keys S; tui_wait "STEAL%v"
		fi
	done
}
# /: a filter shows in the header, reopens with its text; ^W deletes a word,
# ^U the line, Backspace a character, Esc cancels, empty clears.
chk_filter() {
	tui_keys / '1,3' Enter; tui_wait_rows "1 3 "; tui_wait "[vCPUs 2/8 filter: 1,3]"
	tui_keys /; tui_wait "Filter (CPU list, reason, comm): 1,3"
	tui_keys C-u; tui_gone "comm): 1,3"
	tui_keys 0-2 ' ' bogus C-w; tui_wait "comm): 0-2"; tui_gone "bogus"
	tui_keys BSpace Enter; tui_wait_rows "0 1 2 "; tui_wait "[vCPUs 3/8 filter: 0-2]"
	tui_keys / C-u 4 Escape; tui_gone "Filter (CPU"; tui_wait_rows "0 1 2 "
	tui_keys / C-u Enter; tui_wait_rows "0 1 2 3 4 5 6 7 "; tui_gone "[vCPUs"
}
# drill-down /: the entry found is marked; n goes on (the list or the mark
# moves, to an entry no earlier), N comes back to the same screen.
marked() { tui_screen | awk '/^>/ { print $2; exit }'; }
list() { tui_screen | sed -n '4,$p' | head -n -1; }
list_is() { [ "$(list)" = "$1" ]; }
list_not() { [ "$(list)" != "$1" ]; }
until_true() {	# until_true WHY CMD...: poll CMD until it succeeds, or fail
	local why=$1 end=$(( $(date +%s) + TUI_WAIT ))
	shift
	until "$@"; do [ "$(date +%s)" -lt "$end" ] || fail "$why"; sleep 0.1; done
}
chk_find() {
	local a b s1
	tui_keys Home Enter; tui_wait "vCPU 0 dispatches"
	tui_keys / swapper Enter; tui_wait "'swapper' at "
	tui_screen | grep -q '^> .*swapper' || fail "the entry found is not marked"
	a=$(marked); s1=$(list)
	tui_keys n; until_true "n: the mark did not move" list_not "$s1"
	b=$(marked)
	python3 -c "import sys; sys.exit(not ($b >= $a))" || fail "n: entry at $a then $b"
	tui_keys N; until_true "N: not back to the first found" list_is "$s1"
	tui_keys / C-u no-such-text Enter; tui_wait "'no-such-text' not found to the end"
	tui_keys Escape; tui_wait "LPAR dispatches"
}
# [ ]: the time panel's entries scroll (the last line says which are shown).
chk_panel() {
	tui_cursor; tui_wait "entries 1-"
	tui_keys "]"; tui_gone "entries 1-"; tui_wait " in this cell"
	tui_keys "["; tui_wait "entries 1-"
	tui_keys Escape; tui_gone "s: run "
}
# Left puts the time cursor on the newest cell (the panel names it); h, l,
# Left, Right move it a cell (100 ms) and back.
# The panel's title: " vCPU N  A s .. B s:" or, below 120 columns,
# " vCPU N A+Ws:"; at T: how the title shows a cell starting at T.
panel_from() {
	tui_screen | sed -n -e 's/^ vCPU [0-9]*  \([0-9.]*\) s \.\. .*/\1/p' \
		-e 's/^ vCPU [0-9]* \([0-9.]*\)+[0-9.]*s: .*/\1/p' | head -1
}
at() { if [ "$COLS_" -lt 120 ]; then printf ' %s+' "$1"; else printf ' %s s ..' "$1"; fi; }
chk_cursor() {
	local t0 t1
	tui_cursor; t0=$(panel_from)
	tui_keys h; tui_gone "$(at "$t0")"; t1=$(panel_from)
	python3 -c "import sys; sys.exit(abs($t0 - $t1 - 0.1) > 1e-6)" || fail "h: $t0 -> $t1"
	tui_keys l; tui_wait "$(at "$t0")"; tui_keys Left; tui_wait "$(at "$t1")"
	tui_keys Right; tui_wait "$(at "$t0")"
	tui_keys Escape; tui_gone "s: run "
}
# zoom: the time cursor's cell (the panel's time range) is 1, then 2
# buckets of 100 ms wide (the header's "bucket" is cut at 80 columns)
cell_width() {
	tui_screen | sed -n -e 's/^ vCPU [0-9]*  \([0-9.]*\) s \.\. \([0-9.]*\) s:.*/\1 \2/p' \
		-e 's/^ vCPU [0-9]* \([0-9.]*\)+\([0-9.]*\)s: .*/0 \2/p' |
		awk '{ printf "%.1f", $2 - $1; exit }'
}
wait_width() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	while [ "$(date +%s)" -lt "$end" ]; do [ "$(cell_width)" = "$1" ] && return 0; sleep 0.2; done
	tui_screen; fail "time cell is '$(cell_width)' s wide, want $1"
}
chk_zoom() {
	tui_cursor; wait_width 0.1
	tui_keys -; wait_width 0.2; tui_keys +; wait_width 0.1
	tui_keys -; wait_width 0.2; tui_keys =; wait_width 0.1
	tui_keys Escape; tui_gone "s: run "
}
# b at the time cursor, h h, b: a span of three cells read again, said in
# the header; B clears it; b b again, then Esc clears it before the cursor
# (tui-brush.sh checks the figures).
# E: the message line names the evidence directory, and it is there
chk_evidence() {
	local d
	tui_keys E; tui_wait "evidence written to ./dtltop-evidence-"
	d=$(tui_screen | grep -oE 'dtltop-evidence-[0-9]{8}-[0-9]{6}(-[0-9]+)?' | head -1)
	[ -n "$d" ] && [ -s "$d/snapshot.json" ] || fail "E: no evidence directory '$d'"
}
chk_span() {
	tui_cursor
	tui_keys b; tui_wait "span from"; tui_keys h h b; tui_wait "(0.30s)"
	tui_wait "SPAN "; tui_gone "interval "
	tui_keys B; tui_wait "span cleared"; tui_gone "SPAN "; tui_wait "whole recording"
	tui_keys B; tui_wait "no span"
	tui_keys b b; tui_wait "(0.10s)"; tui_keys Escape; tui_gone "SPAN "; tui_wait "s: run "
	tui_keys Escape; tui_gone "s: run "
}
# C: pins a brushed span as A; the next span read opens the compare screen;
# Esc goes back, C with no span unpins.
chk_compare() {
	tui_keys C; tui_wait "C pins a brushed span"
	tui_cursor
	tui_keys b; tui_wait "span from"; tui_keys h b; tui_wait "(0.20s)"
	tui_keys C; tui_wait "pinned; brush B"; tui_gone "SPAN "
	tui_keys b b; tui_wait "Compare spans: B - A"; tui_wait "A: span of f.data"
	tui_keys Escape; tui_gone "Compare spans"; tui_wait "SPAN "
	tui_keys Escape; tui_gone "SPAN "
	tui_keys C; tui_wait "span A unpinned"
	tui_keys Escape; tui_gone "s: run "
}
# P: the preempted-at screen; v: the selected vCPU, and the LPAR again; s:
# by count, by steal; Enter: a row's addresses, Esc the list; P: back.
chk_sites() {
	tui_keys Home; wait_sel 0
	tui_keys P; tui_wait "Preempted at: LPAR"; tui_wait "STEALv"
	tui_keys v; tui_wait "Preempted at: vCPU 0,"; tui_keys v; tui_wait "Preempted at: LPAR"
	tui_keys s; tui_wait "COUNTv"; tui_keys s; tui_wait "STEALv"
	tui_keys Enter; tui_wait "addresses,"; tui_keys Escape; tui_wait "Preempted at: LPAR"
	tui_keys P; tui_wait "TOP_PREEMPT"
}
chk_space() { tui_keys ' '; tui_wait "end of the recording"; }
chk_reset() { tui_keys r; tui_wait "restart now"; }
chk_cores() {
	tui_keys c; tui_wait_rows "0 1 2 3 4 5 6 7 "; tui_screen | grep -q '^[> ]C0 ' || fail "c: no core row"
	tui_keys c; tui_wait_rows ""; tui_keys c; tui_gone "C0 "
}
# T: perf-clock seconds (tui-lib's --time-style=perf), then seconds since
# the first event, the wall clock (~: the file's mtime), perf again; the
# header's zone word follows.
chk_time() {
	tui_wait " perf s "
	tui_keys T; tui_wait "times: rel"; tui_wait " +s "
	tui_keys T; tui_wait "times: wall"; tui_gone " +s "
	tui_keys T; tui_wait "times: perf"; tui_wait " perf s "
}
chk_metric() {
	tui_keys Tab; tui_wait "Heatmap of 8 vCPUs by steal %"
	tui_keys m; tui_wait "by p99 dispatch latency"; tui_keys m; tui_wait "by steal %"
	tui_keys Tab; tui_wait "Reasons over all"; tui_keys Tab; tui_wait "Who paid:"
	tui_keys Tab; tui_wait "TOP_PREEMPT"
}
pcts() { tui_screen | sed -n '5,12p' | grep -o '%' | wc -l; }
chk_pct() {
	local before
	tui_keys Tab Tab; tui_wait "Reasons over all"; before=$(pcts)
	tui_keys %; local end=$(( $(date +%s) + TUI_WAIT ))
	while [ "$(pcts)" -le "$before" ]; do [ "$(date +%s)" -lt "$end" ] || fail "%: no percentages"; sleep 0.2; done
	tui_keys % Tab; tui_wait "Who paid:"; tui_keys Tab; tui_wait "TOP_PREEMPT"
}
chk_mouse() {
	tui_keys Home; wait_sel 0
	tui_click 10 9; wait_sel 3	# row 3 of the list (line 6 is the first, after the LPAR row)
	tui_click 10 7 2; tui_wait "vCPU 1 dispatches"; tui_keys Escape
}
# --paused: '<' '>' say the speed (paused), '.' steps, g +1 seeks, g past
# the end of the finished replay says where it ends, space plays.
# DTL entries before the first event + S seconds, from --script (times in us)
"$DTLTOP" -i f.data --script=oneline > script.txt
before() { python3 - "$1" <<'PY'
import re, sys
times, dtl = [], []
for line in open("script.txt"):
    m = re.search(r"\[\d+\]\s+(\d+\.\d+):\s+(\S+)", line)
    if m:
        times.append(int(m.group(1).replace(".", ""))); dtl.append(m.group(2) == "vpa-dtl:")
t0 = min(times)
print(sum(1 for u, d in zip(times, dtl) if d and u < t0 + round(float(sys.argv[1]) * 1e6)))
PY
}
chk_paused() {
	tui_keys a; tui_wait "cumulative since start"	# counts since the first event
	tui_keys '<'; tui_wait "speed x100 (paused)"
	tui_keys '>'; tui_wait "speed as fast as possible (paused)"
	tui_keys .; tui_wait "LPAR dispatches $(before 0.1) "
	tui_keys g +1 Enter; tui_wait "LPAR dispatches $(before 1) "; tui_wait "[PAUSED]"
	tui_keys ' '; tui_wait "[END]"
	tui_keys g +99 Enter; tui_wait "past the end of the recording (ends at"
	tui_keys g 1 Enter; tui_wait "that is before the first event ("
}

tui_start 80 24 -i f.data
tui_wait "[END]"
help_keys > help.txt
printf '%s\n' "$code_keys" > code.txt
diff help.txt code.txt > keys.diff ||
	fail "help (<) and the keys handled in ui/ (>) differ: $(cat keys.diff)"
while read -r k; do
	[ -n "${EFFECT[$k]:-}" ] || fail "help lists '$k' but no check in EFFECT presses it"
done < help.txt

n=0
for size in "80 24" "200 60"; do
	set -- $size; COLS_=$1 LINES_=$2
	for f in chk_help chk_updown chk_pages chk_drill chk_tab chk_who chk_sort chk_filter chk_find \
		 chk_sites chk_cursor chk_panel chk_span chk_compare chk_evidence chk_zoom chk_space chk_cores chk_metric chk_pct chk_time chk_mouse chk_reset \
		 chk_quit chk_paused chk_ctrl_c; do
		case $f in
		chk_paused) n=$((n + 1)); tui_restart "p$n"; tui_start "$COLS_" "$LINES_" -i f.data --paused
			tui_wait "[PAUSED]" ;;
		chk_ctrl_c) n=$((n + 1)); tui_restart "c$n"; tui_start "$COLS_" "$LINES_" -i f.data
			tui_wait "[END]" ;;
		chk_help) n=$((n + 1)); tui_restart "r$n"; tui_start "$COLS_" "$LINES_" -i f.data
			tui_wait "[END]"; tui_wait_rows "0 1 2 3 4 5 6 7 " ;;
		esac
		$f
	done
	# a simulation with -C: the header says so; space freezes, '<' '>' '.'
	# say they are for replays, the header does not claim there is no
	# vpa_dtl after r
	n=$((n + 1)); tui_restart "s$n"; tui_start "$COLS_" "$LINES_" --simulate=16 -d 0.3 -C 0-3
	tui_wait "[RUNNING]"; tui_wait "LPAR dispatches"
	tui_wait_rows "0 1 2 3 "; tui_wait "[vCPUs 4/16 -C 0-3]"	# -C shows in the header
	tui_keys ' '; tui_wait "[FROZEN "; tui_keys ' '; tui_wait "[RUNNING]"
	tui_keys '>'; tui_wait "set a replay's speed; this session is simulated"
	tui_keys .; tui_wait "steps a paused replay; this session is simulated"
	tui_keys b; tui_wait "a span is read again from the recording"
	tui_keys r; tui_wait "restart now"
	for i in $(seq 1 15); do	# after r: still no claim about vpa_dtl
		! tui_screen | grep -q "no vpa_dtl" || fail "r in a simulation: 'no vpa_dtl'"
		sleep 0.2
	done
	tui_check_quit
done
echo "help lists $(wc -l < help.txt) keys, each pressed at 80x24 and 200x60"
