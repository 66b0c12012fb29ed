# SPDX-License-Identifier: GPL-2.0-only
# The interactive view ends with the exit status batch gives (dtltop(1),
# EXIT STATUS): 2 for a recording found corrupt while it is replayed (here
# a record of size 0 in the data section; the file opens), with the same
# one-line message on stderr once the terminal is restored.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
"$DTLGEN" -o good.data --cpus 2 --seconds 0.2 --sched --seed 3 2>/dev/null
cp good.data zero.data
off=$(python3 -c "import struct; h=open('good.data','rb').read(104); print(struct.unpack('<Q', h[40:48])[0])")
printf '\0\0' | dd of=zero.data bs=1 seek=$((off + 6)) conv=notrunc 2>/dev/null
rc=0; "$DTLTOP" -i zero.data --batch > /dev/null 2> batch.err || rc=$?
[ "$rc" -eq 2 ] || fail "batch: exit $rc, want 2 ($(cat batch.err))"
grep -q "has size 0" batch.err || fail "batch: not the zero-size record: $(cat batch.err)"

tui_start 120 40 -i zero.data
tui_wait "FAILED"
tui_keys q
rc=$(tui_exit_status 20)
[ "$rc" = 2 ] || fail "interactive: exit $rc, want 2"
[ "$(cat dtltop.err)" = "$(cat batch.err)" ] ||
	fail "interactive stderr: '$(cat dtltop.err)', batch: '$(cat batch.err)'"
