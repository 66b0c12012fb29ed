# SPDX-License-Identifier: GPL-2.0-only
# -o on a file system that fills up (a 64 KiB tmpfs): the session stops with
# one line on stderr naming the file and the reason, exit status 1 (a
# runtime failure: dtltop(1), EXIT STATUS).
. "$TOP/tests/lib.sh"
[ "$(id -u)" -eq 0 ] || skip "needs root to mount a small tmpfs"
mkdir full
mount -t tmpfs -o size=64k tmpfs full 2>/dev/null || { rmdir full; skip "cannot mount a tmpfs here"; }
trap 'umount full || umount -l full; rmdir full' EXIT
[ "$(stat -f -c %T full)" = tmpfs ] || fail "full/ is not the tmpfs just mounted"

# No -n: the session runs until the recording no longer fits (a few
# hundred KiB of simulated DTL entries a second).
rc=0; timeout -k 5 120 "$DTLTOP" --simulate=8 --batch -d 0.2 -o full/sim.data > out.txt 2> err.txt || rc=$?
[ "$rc" -eq 1 ] || fail "exit $rc, want 1 ($(cat err.txt))"
[ "$(cat err.txt)" = "dtltop: full/sim.data: writing the recording failed: No space left on device" ] ||
	fail "stderr: $(cat err.txt)"
