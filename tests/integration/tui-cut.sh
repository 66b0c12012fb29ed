# SPDX-License-Identifier: GPL-2.0-only
# A recording cut short, in the interactive view: its header says "(cut
# short)" once the stream's end inside a record is reached, the numbers are
# those of the records before the cut (the same as --batch --json's), and
# q leaves with status 0 and the one warning on standard error.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o - --cpus 4 --seconds 2 --seed 5 --sched 2>/dev/null > whole.pipe
size=$(stat -c %s whole.pipe)
head -c $((size * 2 / 3)) whole.pipe > cut.pipe
"$DTLTOP" -i cut.pipe --batch --json > cut.json 2> cut.err
grep -q '"partial_file":true' cut.json || fail "--json does not say partial_file"
want=$(json_py cut.json 'print("dispatches %d" % s[-1]["totals"]["dispatches"])')
"$DTLTOP" -i whole.pipe --batch --json > whole.json
whole=$(json_py whole.json 'print("dispatches %d" % s[-1]["totals"]["dispatches"])')
[ "$want" != "$whole" ] || fail "the cut stream holds as many dispatches as the whole ($whole)"

tui_start 120 40 -i cut.pipe
tui_wait "[END]"
tui_wait "replay (cut short) cut.pipe"
tui_wait "whole recording"
tui_wait "LPAR $want"
tui_keys q
tui_wait "EXIT=0"
grep -q "cut.pipe: the stream is cut short" dtltop.err || fail "no warning on stderr: $(cat dtltop.err)"
[ "$(wc -l < dtltop.err)" -eq 1 ] || fail "want one line on stderr: $(cat dtltop.err)"
