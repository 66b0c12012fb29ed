# SPDX-License-Identifier: GPL-2.0-only
# Live capture as user nobody must stop before opening anything, with exit
# status 1 and a message naming CAP_PERFMON and perf_event_paranoid.
. "$TOP/tests/lib.sh"
[ "$(id -u)" -eq 0 ] || skip "needs root to run dtltop as user nobody"
command -v setpriv >/dev/null || skip "setpriv is not installed"
p=$(cat /proc/sys/kernel/perf_event_paranoid)
[ "$p" -gt -1 ] || skip "kernel.perf_event_paranoid is $p: unprivileged live capture is allowed here"
# The test's work directory is private: give nobody a copy it can run.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
chmod 755 "$dir"
cp "$DTLTOP" "$dir/dtltop"
chmod 755 "$dir/dtltop"
rc=0
(cd "$dir" && setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all \
	./dtltop --batch -d 1 -n 1 --json) > out.json 2> err.txt || rc=$?
cat err.txt
[ $rc -eq 1 ] || fail "as nobody: exit $rc, want 1"
grep -q "CAP_PERFMON" err.txt || fail "message does not name CAP_PERFMON"
grep -q "perf_event_paranoid <= -1 (it is $p)" err.txt || fail "message does not name perf_event_paranoid"
[ ! -s out.json ] || fail "as nobody: printed a snapshot"
