# SPDX-License-Identifier: GPL-2.0-only
# The multi-threaded pieces under ThreadSanitizer: the AUX ring consumer,
# SPSC queue, session and replay checkpoints as unit tests, then the whole
# program replaying a recording on several reader threads (--readers);
# any race report or failed check fails this test.
. "$TOP/tests/lib.sh"
BUILD="$TOP/${BUILD:-build}" bash "$TOP/tests/tsan.sh" > tsan.log 2>&1 || { tail -30 tsan.log; fail "ThreadSanitizer run failed"; }
tail -1 tsan.log

# dtltop itself, built as make builds the sanitized one but with TSan, in
# a build tree of its own that shares the libperf make built
b=${BUILD:-build}/tsan-prog
mkdir -p "$TOP/$b"
ln -sfn ../libperf "$TOP/$b/libperf"
cp "$TOP/${BUILD:-build}/.target" "$TOP/${BUILD:-build}/.deps-done" "$TOP/$b/"
make -s -C "$TOP" BUILD="$b" SANFLAGS="-O1 -fsanitize=thread -fno-omit-frame-pointer" \
	"$b/asan/dtltop" > tsan-build.log 2>&1 || { tail -20 tsan-build.log; fail "TSan build of dtltop failed"; }
"$DTLGEN" -o readers.data --cpus 24 --seconds 1 --sched --seed 41 2>/dev/null
for n in 2 4; do
	TSAN_OPTIONS="halt_on_error=1 exitcode=66" "$TOP/$b/asan/dtltop" -i readers.data --json \
		--readers $n > readers.$n 2> readers.$n.err ||
		{ head -40 readers.$n.err; fail "--readers $n under TSan: exit $?"; }
	[ ! -s readers.$n.err ] || { head -40 readers.$n.err; fail "--readers $n under TSan said something"; }
done
"$DTLTOP" -i readers.data --json --readers 1 > readers.1
cmp -s readers.1 readers.2 && cmp -s readers.1 readers.4 || fail "under TSan, --readers prints otherwise"
echo "ok: replay readers under TSan"
