# SPDX-License-Identifier: GPL-2.0-only
# --script's symbol column against upstream perf (>= 6.18, $UPERF): each
# vpa-dtl entry ends in "SRR0 SYM+OFF (DSO)", and with the same kallsyms
# text (--kallsyms F to both) dtltop names every entry as upstream does,
# entry by entry, on a recording whose srr0 the kallsyms covers (a
# dtlgen recording: its AUXTRACE records never span a lap end, and it has
# the kernel MMAP perf places kallsyms by). --vmlinux E, an ELF built
# from the same symbols, names them as --kallsyms F does. The one-line form
# carries the same symbol and DSO.
. "$TOP/tests/lib.sh"
[ -n "${UPERF:-}" ] && [ -x "$UPERF" ] || skip "upstream perf is not available (make upstream-perf)"
"$UPERF" version >/dev/null 2>&1 || skip "upstream perf ($UPERF) does not run"

# dtlgen's kernel and user binaries come from the shipped symbol set (its
# kernel MMAP starts at the set's _text, where perf places kallsyms; a
# different _text would have perf move every symbol by the difference).
KS=$TOP/tests/data/symbols/ppc64le-kallsyms.txt
[ -f "$KS" ] || fail "no $KS"
cp "$KS" ks.txt
"$DTLGEN" -o sim.data --seed 7 --cpus 3 --seconds 1 --sched >/dev/null 2>gen.err ||
	fail "dtlgen failed: $(head -n 2 gen.err)"

# "CPU TIMEBASE<TAB>SRR0 SYM (DSO)" per entry, from upstream's two-line
# entries or dtltop's (either form).
cat >col.awk <<'AWK'
/vpa-dtl: timebase: / {
	match($0, /\[[0-9]+\]/); cpu = substr($0, RSTART + 1, RLENGTH - 2) + 0
	match($0, /timebase: [0-9]+/); tb = substr($0, RSTART + 10, RLENGTH - 10)
	if ($0 ~ /processor_id:/) line = $0; else { getline line }
	if (match(line, /srr0: [0-9a-f]+ /)) {		# the one-line form
		rest = substr(line, RSTART + 6); sub(/, class: .*$/, "", rest)
	} else {
		sub(/^.*processor_id: [0-9]+ +/, "", line); rest = line
	}
	split(rest, f, " "); sub(/^0+/, "", f[1])
	print cpu " " tb "\t" f[1] " " substr(rest, index(rest, " ") + 1)
}
AWK
col() { awk -f col.awk "$1" | sort; }

"$UPERF" script -i sim.data --kallsyms ks.txt >up.raw 2>up.err ||
	fail "upstream perf script --kallsyms failed: $(head -n 2 up.err)"
"$DTLTOP" -i sim.data --script --kallsyms ks.txt >dt.raw 2>dt.err ||
	fail "dtltop --script --kallsyms failed: $(head -n 2 dt.err)"
col up.raw >up.col
col dt.raw >dt.col
nup=$(wc -l <up.col)
[ "$nup" -gt 1000 ] || fail "upstream printed $nup vpa-dtl entries"
# Upstream leaves out the entries after the last timed record of another
# kind (its flush callback is empty): each of its entries is one of
# dtltop's, with the same symbol column.
join -t "$(printf '\t')" up.col dt.col >both.col
[ "$(wc -l <both.col)" -eq "$nup" ] ||
	fail "$(($nup - $(wc -l <both.col))) of upstream's $nup entries are not dtltop's: $(comm -23 up.col dt.col | head -n 2)"
awk -F '\t' '$2 != $3 { print; bad++ } END { exit bad > 0 }' both.col >diff.col ||
	fail "symbol column differs from upstream on $(wc -l <diff.col) of $nup entries: $(head -n 3 diff.col)"
# Most entries are named, so that all-[unknown] on both sides cannot pass
# (the rest are user-mode: upstream looks every srr0 up in the kernel).
named=$(grep -c '+0x[0-9a-f]* (\[kernel.kallsyms\])$' both.col || true)
[ "$named" -ge $((nup * 3 / 4)) ] || fail "only $named of $nup entries named a symbol"

# The one-line form: the same symbol and DSO for every entry, and the
# class of the places whose meaning is known (by hand, from what each
# function does: none for the scheduler, memset or a copy).
"$DTLTOP" -i sim.data --script=oneline --kallsyms ks.txt >one.raw 2>one.err ||
	fail "dtltop --script=oneline failed: $(head -n 2 one.err)"
col one.raw >one.col
kern() { awk -F '\t' '$2 ~ /^c[0-9a-f]+ / && index($2, " ") == 17' "$1"; }
kern dt.col >dt.kcol
kern one.col >one.kcol
[ "$(wc -l <one.kcol)" -gt 1000 ] || fail "--script=oneline has $(wc -l <one.kcol) kernel srr0"
cmp -s dt.kcol one.kcol ||
	fail "--script=oneline's kernel srr0 differ from --script's: $(diff dt.kcol one.kcol | head -n 3)"
# A user-mode srr0 lies in a file the running task mapped (dtlgen's MMAP2
# records): its DSO is that file, not [unknown].
awk '/ class: user$/ { n++; if ($0 ~ /\(\/[^)]*\), class: user$/) ok++ }
     END { print n + 0, ok + 0; exit !(n > 0 && ok == n) }' one.raw >user.n ||
	fail "user-mode srr0 without their mapped file (entries, with file): $(cat user.n)"
awk 'match($0, /srr0: [0-9a-f]+ [^+ ]+/) {
	split(substr($0, RSTART, RLENGTH), f, " "); name = f[3]
	if (name == "queued_spin_lock_slowpath") want = "spin lock"
	else if (name == "snooze_loop" || name == "cpuidle_idle_call") want = "idle"
	else if (name == "do_page_fault" || name == "handle_mm_fault") want = "page fault"
	else if (name == "plpar_hcall") want = "hcall"
	else if (name == "plpar_hcall_norets_notrace") want = "cede"
	else if (name == "__schedule" || name == "__memset" || name == "copy_page") want = ""
	else next
	got = match($0, /, class: .*$/) ? substr($0, RSTART + 9) : ""
	if (got != want) { print name ": " got " (want " want ")"; exit 1 }
	n[want]++
} END { for (w in n) print w, n[w] > "classes" }' one.raw >class.bad ||
	fail "--script=oneline classes a place wrongly: $(cat class.bad)"
[ "$(wc -l <classes)" -ge 4 ] || fail "too few classes met: $(cat classes)"

# A --kallsyms that names no kernel text is refused, in one line.
"$DTLTOP" -i sim.data --script --kallsyms /dev/null >/dev/null 2>&1 &&
	fail "--kallsyms /dev/null was taken"

# --vmlinux: an ELF with the same symbols (each as long as kallsyms makes
# it: up to the next one) names every entry as --kallsyms does.
if command -v as >/dev/null && command -v ld >/dev/null; then
	python3 - ks.txt >vm.s <<'PY'
import sys
rows = []
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) == 3 and f[1] in "Tt":		# not a module's
        a, t, n = f
        rows.append((int(a, 16), t, n))
rows.sort()
print(".text")
base = rows[0][0]
for i, (a, t, n) in enumerate(rows):
    size = (rows[i + 1][0] if i + 1 < len(rows) else (a + 4095) // 4096 * 4096 + 4096) - a
    if t == "T":
        print(".globl %s" % n)
    print(".org 0x%x" % (a - base))
    print(".type %s,@function" % n)
    print("%s:" % n)
    print(".size %s, 0x%x" % (n, size))
last = rows[-1][0]
print(".org 0x%x" % ((last + 4095) // 4096 * 4096 + 4096 - base))
PY
	base=$(head -n 1 ks.txt | cut -d' ' -f1)
	as -o vm.o vm.s 2>as.err || fail "as failed: $(head -n 2 as.err)"
	ld -o vmlinux -e 0 -Ttext="0x$base" vm.o 2>ld.err || fail "ld failed: $(head -n 2 ld.err)"
	"$DTLTOP" -i sim.data --script --vmlinux vmlinux >vm.raw 2>vm.err ||
		fail "dtltop --script --vmlinux failed: $(head -n 2 vm.err)"
	col vm.raw >vm.col
	awk 'NF == 3 && $2 ~ /^[Tt]$/' ks.txt >ks-text.txt
	"$DTLTOP" -i sim.data --script --kallsyms ks-text.txt >kt.raw 2>kt.err ||
		fail "dtltop --script --kallsyms (text symbols) failed: $(head -n 2 kt.err)"
	col kt.raw >kt.col
	cmp -s kt.col vm.col || fail "--vmlinux names entries otherwise than --kallsyms: $(diff kt.col vm.col | head -n 3)"
	# and upstream, where it takes such a file
	if "$UPERF" script -i sim.data --vmlinux vmlinux >upvm.raw 2>upvm.err; then
		col upvm.raw >upvm.col
		join -t "$(printf '\t')" upvm.col vm.col | awk -F '\t' '$2 != $3' >upvm.diff
		vmnote="upstream --vmlinux: $(grep -c '+0x' upvm.col || true) named, $(wc -l <upvm.diff) differ"
	else
		vmnote="upstream does not take the vmlinux: $(head -n 1 upvm.err)"
	fi
else
	vmnote="no as/ld: --vmlinux not checked"
fi
echo "script-srr0-upstream: $nup entries equal to upstream's, $named named; user-mode (all, in a file): $(cat user.n); $vmnote"
