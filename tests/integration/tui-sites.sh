# SPDX-License-Identifier: GPL-2.0-only
# The "preempted at" screen (P), at 80x24 and 200x60, on a dtlgen replay
# named with --kallsyms of the shipped ppc64le symbol set: its entries are
# the recording's DTL entries, its first kernel row is the symbol with the
# most steal (s: the most entries) and its count is that symbol's, all
# computed here from --script's srr0 and intervals and a lookup of the
# kallsyms text of our own (never from the screen's numbers); v shows the
# selected vCPU's entries alone; a brushed span has the span's entries;
# Enter lists the symbol's addresses; the drill-down names srr0. A
# simulation shows symbols and classes too, and 40x10 draws no screen but
# the too-small message.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"

KSYMS="$TOP/tests/data/symbols/ppc64le-kallsyms.txt"
[ -s "$KSYMS" ] || skip "no shipped symbol set ($KSYMS)"
"$DTLGEN" -o f.data --cpus 4 --seconds 2 --seed 7 --sched 2>/dev/null
"$DTLTOP" -i f.data --script > script.txt

# expect.py [--cpu N] [--from S --to S] [--by steal|count]: the kernel
# symbol (largest kallsyms start at or below srr0) with the most steal
# (enqueue_to_dispatch + ready_to_enqueue, as the model's steal), then its
# count, then every entry counted, kernel and user; script lines of a DTL
# entry continue on the next line.
cat > expect.py <<'PY'
import argparse, bisect, re
ap = argparse.ArgumentParser()
ap.add_argument("--cpu", type=int)
ap.add_argument("--from", dest="t0", type=float)
ap.add_argument("--to", dest="t1", type=float)
ap.add_argument("--by", default="steal")
ap.add_argument("ksyms")
ap.add_argument("script")
a = ap.parse_args()
syms = []
for line in open(a.ksyms):
    f = line.split()
    if len(f) >= 3 and f[1] in "tTwW":
        syms.append((int(f[0], 16), f[2]))
syms.sort()
starts = [s for s, _ in syms]
text = open(a.script).read().replace(",\nenqueue_to_dispatch", ", enqueue_to_dispatch")
steal, count, total = {}, {}, 0
for line in text.splitlines():
    m = re.search(r"\[(\d+)\]\s+(\d+\.\d+):\s+vpa-dtl:.*enqueue_to_dispatch_time:(\d+),"
                  r"\s*ready_to_enqueue_time:(\d+),.*processor_id:\s*\d+\s+([0-9a-f]+)", line)
    if not m:
        continue
    cpu, t, e2d, r2e, srr0 = int(m[1]), float(m[2]), int(m[3]), int(m[4]), int(m[5], 16)
    if a.cpu is not None and cpu != a.cpu:
        continue
    if a.t0 is not None and not (a.t0 <= t < a.t1):
        continue
    total += 1
    if srr0 < 1 << 63:
        continue
    i = bisect.bisect_right(starts, srr0) - 1
    name = syms[i][1] if i >= 0 else "[unknown]"
    steal[name] = steal.get(name, 0) + e2d + r2e
    count[name] = count.get(name, 0) + 1
by = steal if a.by == "steal" else count
top = max(by, key=lambda k: (by[k], count[k]))
print(top, count[top], total)
PY
expect() { python3 expect.py "$@" "$KSYMS" script.txt; }

# The title's entries, and the first row whose DSO is the kernel: symbol
# (the SYMBOL column, which is cut at 80 columns) and COUNT, read at the
# column titles' places.
entries() { tui_screen | sed -n 's/^Preempted at: .* symbols, \([0-9]*\) entries,.*/\1/p'; }
first_kernel() {
	tui_screen | awk '
		/ SYMBOL / && / DSO / { s = index($0, "SYMBOL"); d = index($0, "DSO"); next }
		s && substr($0, d, 7) == "[kernel" {
			sym = substr($0, s, d - s); sub(/ +$/, "", sym)
			split(substr($0, d), f, " ")	# DSO, COUNT, ...
			print sym, f[2]; exit }'
}
# check_top WHAT NAME COUNT: the first kernel row is NAME (its start, where
# the column is narrower) with COUNT entries.
check_top() {
	local got name n end=$(( $(date +%s) + TUI_WAIT ))
	while :; do
		got=$(first_kernel); read -r name n <<< "$got"; name=${name%"~"}	# ~: cut
		[ -n "$name" ] && [ "${2#"$name"}" != "$2" ] && [ "$n" = "$3" ] && return 0
		[ "$(date +%s)" -lt "$end" ] || { tui_screen; fail "$1: first kernel row '$got', want $2 $3"; }
		sleep 0.2
	done
}
wait_entries() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	until [ "$(entries)" = "$2" ]; do
		[ "$(date +%s)" -lt "$end" ] || { tui_screen; fail "$1: $(entries) entries, want $2"; }
		sleep 0.2
	done
}

# The drill-down names srr0 with its class: "name+0xoff (cede)", at 80
# columns "cede:name+0xoff" (cut at the edge).
CLASSES='cede|idle|spin lock|page fault|hcall'
wait_drill() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	until tui_screen | grep -qE "[a-z_0-9.]+\+0x[0-9a-f]+ \(($CLASSES)\)|($CLASSES):[a-z_]"; do
		[ "$(date +%s)" -lt "$end" ] || fail "$1: drill-down: no classed symbol: $(tui_screen)"
		sleep 0.2
	done
}

read -r top top_n all < <(expect)
read -r ctop ctop_n _ < <(expect --by count)
read -r _ _ all2 < <(expect --cpu 2)
[ "$all" -gt 1000 ] && [ "$all2" -gt 100 ] && [ "$all2" -lt "$all" ] ||
	fail "the recording has $all entries, vCPU 2 $all2: too few to test"

n=0
for size in "80 24" "200 60"; do
	set -- $size
	n=$((n + 1)); tui_restart "r$n"
	tui_start "$1" "$2" -i f.data --kallsyms "$KSYMS"
	tui_wait "[END]"
	tui_keys P; tui_wait "Preempted at: LPAR, whole recording"
	wait_entries "$size LPAR" "$all"
	check_top "$size by steal" "$top" "$top_n"
	tui_screen | grep -qE '^(cede|idle|spin lock|page fault|hcall) ' ||
		fail "$size: no class label: $(tui_screen)"
	tui_keys s; tui_wait "COUNTv"; check_top "$size by count" "$ctop" "$ctop_n"
	tui_keys s; tui_wait "STEALv"
	# Enter: the first row's addresses, named symbol+offset
	tui_keys Home Enter; tui_wait "SYMBOL+OFFSET"; tui_wait "addresses,"
	tui_screen | sed -n '7p' | grep -qE '^[^ ]+(\+0x[0-9a-f]+|~) +0x[0-9a-f]{16} ' ||
		fail "$size: no address line: $(tui_screen)"
	tui_keys Escape; tui_wait "Preempted at: LPAR"
	# vCPU 2 alone
	tui_keys P; tui_wait "TOP_PREEMPT"; tui_keys Home j j; tui_wait_rows "0 1 2 3 "
	tui_keys P v; tui_wait "Preempted at: vCPU 2, whole recording"
	wait_entries "$size vCPU 2" "$all2"
	read -r vtop vtop_n _ < <(expect --cpu 2)
	check_top "$size vCPU 2" "$vtop" "$vtop_n"
	tui_keys v; tui_wait "Preempted at: LPAR"; wait_entries "$size LPAR again" "$all"
	# a brushed span: its entries alone (the badge names it in perf seconds)
	tui_keys P; tui_wait "TOP_PREEMPT"
	tui_cursor; tui_keys h h h b; tui_wait "span from"; tui_keys h h h h b
	# "COMPUTING SPAN" until the span's model is read, then its bounds
	s1= end=$(( $(date +%s) + TUI_WAIT ))
	until [ -n "$s1" ]; do
		read -r s0 s1 < <(tui_screen | grep -oE 'SPAN [0-9.]+s\.\.[0-9.]+s' | head -1 |
			sed -E 's/SPAN ([0-9.]+)s\.\.([0-9.]+)s/\1 \2/') || true
		[ -n "$s1" ] || [ "$(date +%s)" -lt "$end" ] || fail "$size: no span badge: $(tui_screen)"
		[ -n "$s1" ] || sleep 0.2
	done
	read -r stop stop_n sall < <(expect --from "$s0" --to "$s1")
	[ "$sall" -gt 0 ] && [ "$sall" -lt "$all" ] || fail "$size: span $s0..$s1 has $sall entries"
	tui_keys P; tui_wait "Preempted at: LPAR, span"
	wait_entries "$size span" "$sall"
	check_top "$size span" "$stop" "$stop_n"
	tui_keys P; tui_keys Escape; tui_gone "SPAN "; tui_keys Escape; tui_gone "s: run "
	# drill-down: srr0 named, with its class where it has one
	tui_keys Enter; tui_wait "vCPU 2 dispatches"
	wait_drill "$size"
	tui_keys Escape
	tui_check_quit
done

# Too small: the message, no screen; grown, the screen again.
n=$((n + 1)); tui_restart "r$n"
tui_start 40 10 -i f.data --kallsyms "$KSYMS"
tui_wait "too small"; tui_keys P; tui_wait "too small"
tui_keys v s Enter; tui_wait "too small"
tm resize-window -t tui -x 80 -y 24
tui_wait "Preempted at "
tm resize-window -t tui -x 40 -y 10
tui_wait "too small"
tui_check_quit

# A simulation: its kernel and user symbols, with classes, on the screen
# and in the drill-down.
"$DTLTOP" --help | grep -q -- '--simulate' || skip "this dtltop has no --simulate"
for size in "80 24" "200 60"; do
	set -- $size
	n=$((n + 1))
	tui_sim "s$n" "$1" "$2" --simulate=8 -d 0.3
	tui_wait_rows "0 1 2 3 4 5 6 7 "	# a tick has rows: Enter has a vCPU to open
	tui_keys P; tui_wait "Preempted at: LPAR"
	tui_wait "[kernel"
	end=$(( $(date +%s) + TUI_WAIT ))
	until tui_screen | grep -qE '^(cede|idle|spin lock|page fault|hcall) +[a-z_]'; do
		[ "$(date +%s)" -lt "$end" ] || fail "sim $size: no classed kernel symbol: $(tui_screen)"
		sleep 0.2
	done
	tui_keys P; tui_wait "TOP_PREEMPT"; tui_keys Enter; tui_wait "dispatches"
	wait_drill "sim $size"
	tui_check_quit
done
