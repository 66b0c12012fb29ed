# SPDX-License-Identifier: GPL-2.0-only
# The reasons matrix at 80x24 and 200x60, replay and simulated: no two row
# labels alike (dispatch 1 and 5 share a name in the format), column titles
# separated (each title one word: run together they would be fewer), every
# preempt reason present either shown or counted in "+N more", and Left /
# Right reaching the hidden ones. Replay: the rows and columns that exist
# come from --script; on 200 columns the row labels are whole.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o rl.data --cpus 8 --seconds 2 --seed 4 --sched 2>/dev/null
"$DTLTOP" -i rl.data --script > script.txt
read -r rows cols <<EOF
$(python3 - <<'PY'
import re
disp = ["external_interrupt", "firmware_internal_event", "H_PROD", "decrementer_interrupt",
        "system_reset", "firmware_internal_event", "conferred_cycles", "time_slice",
        "virtual_memory_page_fault", "expropriated_adjunct", "priv_doorbell"]
pre = ["unused", "firmware_internal_event", "H_CEDE", "H_CONFER", "time_slice",
       "migration_hibernation_page_fault", "virtual_memory_page_fault",
       "H_CONFER_ADJUNCT", "hcall_adjunct", "HDEC_adjunct"]
d, p = set(), set()
for line in open("script.txt"):
    m = re.search(r"dispatch_reason:(\S+), preempt_reason:(\S+),", line)
    if m:
        d.add(m.group(1))
        p.add(pre.index(m.group(2)))
# dispatch 1 and 5 print the same name: both rows exist when it occurs
# (the generator draws both); the test below checks them by value
print(len(d) + (1 if "firmware_internal_event" in d else 0), len(p))
PY
)
EOF

# check_matrix SIZE [ROWS COLS]: the matrix on the screen now (in mx.txt)
# has distinct row labels, one-word column titles and, with ROWS and COLS,
# that many rows and titles (shown + "+N more"). Prints the titles shown
# and N.
check_matrix() {
	tui_screen > mx.txt
	python3 - "$@" <<'PY' || { cat mx.txt >&2; fail "reasons matrix at $1"; }
import re, sys
lines = open("mx.txt").read().split("\n")
h = [i for i, l in enumerate(lines) if l.startswith("dispatch \\ pre")][0]
head = lines[h].split()
head = head[3:]	# "dispatch \ preempt", maybe cut to "pre"
more = 0
if head[-1] == "more":
    more = int(head[-2].lstrip("+"))
    head = head[:-2]
assert head[-1] == "total", head
titles = head[:-1]
assert len(set(titles)) == len(titles), titles
labels = []
for l in lines[h + 1:]:
    m = re.match(r"^\s*(\d+) (\S+)\s", l)
    if not m:
        break
    labels.append((int(m.group(1)), m.group(2)))
names = [n for _, n in labels]
assert len(set(names)) == len(names), labels
if len(sys.argv) > 2:
    assert len(labels) == int(sys.argv[2]), (labels, sys.argv[2])
    assert len(titles) + more == int(sys.argv[3]), (titles, more, sys.argv[3])
print(" ".join(titles), more)
PY
}

# scroll_all SIZE N: Right N times, each time waiting for the titles to
# move on; prints every title seen.
scroll_all() {
	local seen prev now i end
	prev=$(check_matrix "$1")
	seen=${prev% *}
	for ((i = 0; i < $2; i++)); do
		tui_keys Right
		end=$(( $(date +%s) + TUI_WAIT ))
		while now=$(check_matrix "$1") && [ "$now" = "$prev" ]; do
			[ "$(date +%s)" -lt "$end" ] || fail "Right did not scroll: $now"
			sleep 0.2
		done
		seen="$seen ${now% *}"
		prev=$now
	done
	echo "$seen" | tr ' ' '\n' | sed '/^$/d' | sort -u | xargs
}

n=0
for src in replay sim; do
	for size in "80 24" "200 60"; do
		set -- $size
		n=$((n + 1))
		[ "$n" = 1 ] || tui_restart "r$n"
		if [ "$src" = replay ]; then
			tui_start "$1" "$2" -i rl.data
			tui_wait "[END]"
		else
			tui_start "$1" "$2" --simulate=16
			tui_wait "[RUNNING]"
		fi
		tui_keys Tab Tab
		tui_wait "Reasons over"
		tui_wait "dispatch \\ pre"
		if [ "$src" = sim ]; then
			tui_keys Space	# frozen: the columns stay while they are read
			tui_wait "FROZEN"
			out=$(check_matrix "$1x$2")
		else
			out=$(check_matrix "$1x$2" "$rows" "$cols")
		fi
		more=${out##* }
		if [ "$1" = 80 ] && [ "$src" = replay ]; then
			# 80 columns cannot hold the replay's 8: never silently
			[ "$more" -gt 0 ] || fail "no +N more at 80x24 ($out)"
		fi
		if [ "$1" = 80 ] && [ "$more" -gt 0 ]; then
			shown=$(echo "${out% *}" | wc -w)
			all=$(scroll_all "$1x$2" "$more" | wc -w)
			[ "$all" -eq $((shown + more)) ] ||
				fail "Right showed $all titles, the mark promised $((shown + more))"
		elif [ "$1" = 200 ]; then
			[ "$more" = 0 ] || fail "+$more more at 200x60: $out"
		fi
		if [ "$src" = replay ] && [ "$1" = 200 ]; then
			# whole names, and the two firmware rows told apart
			tui_wait " 1 firmware_internal_event_1 "
			tui_wait " 5 firmware_internal_event_5 "
			tui_wait " 8 virtual_memory_page_fault "
		fi
		tui_check_quit
	done
done

# Values outside the tables: rows reason_11 and "other" stay distinct, and
# the bar charts, cut at 80x24, count what they leave out: shown + N is
# every distinct name --script prints.
"$DTLGEN" -o u.data --cpus 4 --seconds 1 --seed 2 --sched --unknown-reasons 2>/dev/null
"$DTLTOP" -i u.data --script > u.txt
nd=$(grep -o 'dispatch_reason:[^,]*' u.txt | sort -u | wc -l)
np=$(grep -o 'preempt_reason:[^,]*' u.txt | sort -u | wc -l)
tui_restart u
tui_start 80 24 -i u.data
tui_wait "[END]"
tui_keys Tab Tab
tui_wait "Dispatch reasons"
check_matrix "80x24 unknown reasons" > /dev/null
tui_screen > bars.txt
python3 - "$nd" "$np" <<'PY' || { cat bars.txt; fail "bar charts cut silently"; }
import re, sys
lines = open("bars.txt").read().split("\n")
t = [i for i, l in enumerate(lines) if l.startswith("Dispatch reasons")][0]
body = [l for l in lines[t + 1:] if l.strip()][:-1]	# the function bar last
for half, want in ((slice(0, 40), int(sys.argv[1])), (slice(40, 80), int(sys.argv[2]))):
    cells = [l[half].strip() for l in body if l[half].strip()]
    more = [int(re.match(r"\+(\d+) more", c).group(1)) for c in cells if c.startswith("+")]
    shown = len(cells) - len(more)
    assert more and shown + more[0] == want, (cells, want)
PY
tui_check_quit
