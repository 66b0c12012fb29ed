#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# tsan.sh: builds the lock-free queue, AUX-ring, session and replay-checkpoint
# unit tests under ThreadSanitizer into build/tsan/ and runs them; non-zero on any failure or
# data-race report. Usage: tests/tsan.sh [test-name-filter]  (CC, BUILD,
# LDFLAGS honoured)
set -eu

cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
OUT=$BUILD/tsan
BIN=$OUT/tsan-tests

# Prefer $CC, then gcc, then clang: whichever links a -fsanitize=thread
# program (gcc needs libtsan, clang ships its runtime).
probe() {
	printf 'int main(void){return 0;}\n' |
		"$1" -fsanitize=thread -x c - -o "$OUT/probe" >/dev/null 2>&1
}
mkdir -p "$OUT"
CCS="${CC:-} gcc clang"
TSAN_CC=
for c in $CCS; do
	if command -v "$c" >/dev/null 2>&1 && probe "$c"; then
		TSAN_CC=$c
		break
	fi
done
rm -f "$OUT/probe"
if [ -z "$TSAN_CC" ]; then
	echo "tsan: no compiler here links -fsanitize=thread (install libtsan)" >&2
	exit 2
fi

SRCS="tests/unit/main.c tests/unit/test-aux-ring.c tests/unit/test-spsc.c
      src/source/rings/aux-ring.c src/source/rings/spsc.c decoders/dtl-entry.c
      encoders/dtl-encode.c decoders/dtl-lap.c decoders/dtl-stream.c
      src/source/sim/sim-vpa-dtl.c
      src/app/signals.c tests/unit/test-session.c src/app/session.c
      tests/unit/test-replay-index-threads.c src/source/replay/replay-index.c
      $(echo src/model/*.c)"
# shellcheck disable=SC2086  # SRCS and LDFLAGS are word lists on purpose
"$TSAN_CC" -std=gnu17 -O1 -g -fsanitize=thread -fno-omit-frame-pointer \
	-Wall -Wextra -Werror -D_GNU_SOURCE \
	$(find include encoders src -type d -printf '-I%p ') -I"$BUILD/libperf/include" \
	${LDFLAGS:-} -o "$BIN" $SRCS -lpthread

# halt_on_error: the first race fails the run; exitcode makes a report fail
# it even if the tests themselves passed.
TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1 ${TSAN_OPTIONS:-}" \
	"$BIN" "$@"
