# The multi-threaded pieces (AUX ring consumer, SPSC queue) under
# ThreadSanitizer: any race report or failed check fails this test.
. "$TOP/tests/lib.sh"
BUILD="$TOP/${BUILD:-build}" bash "$TOP/tests/tsan.sh" > tsan.log 2>&1 || { tail -30 tsan.log; fail "ThreadSanitizer run failed"; }
tail -1 tsan.log
