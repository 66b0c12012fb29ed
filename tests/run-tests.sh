#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Runs dtltop's tests against the binaries in DIR (the sanitized build):
# the unit-test binary, then every tests/integration/*.sh. Each integration
# script exits 0 (pass), 77 (skip, with a reason) or anything else (fail).
# The last line is the summary CI reads: "N passed, N failed".
set -u
dir=${1:?usage: run-tests.sh BUILD_DIR}
top=$(cd "$(dirname "$0")/.." && pwd)
export DTLTOP="$top/$dir/dtltop" DTLGEN="$top/$dir/dtlgen" TOP="$top" BUILD="${BUILD:-build}"
# Upstream perf (make upstream-perf), for the tests that compare with it; they
# skip when it is not there.
export UPERF="${UPERF:-$top/${BUILD:-build}/upstream-perf/perf}"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:allocator_may_return_null=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtltop-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

passed=0 failed=0 skipped=0

unit_out="$tmp/unit.log"
"$top/$dir/unit-tests" >"$unit_out" 2>&1
unit_rc=$?
grep -v '^ok  ' "$unit_out" | grep -v '^unit: ' || true
summary=$(grep '^unit: ' "$unit_out" | tail -n 1)
if [ -n "$summary" ]; then
	p=$(echo "$summary" | sed -E 's/unit: ([0-9]+) passed.*/\1/')
	f=$(echo "$summary" | sed -E 's/.* ([0-9]+) failed.*/\1/')
	passed=$((passed + p)); failed=$((failed + f))
	echo "$summary"
fi
if [ "$unit_rc" -ne 0 ] && { [ -z "$summary" ] || [ "${f:-0}" -eq 0 ]; }; then
	echo "FAIL unit-tests exited $unit_rc"; tail -n 30 "$unit_out"
	failed=$((failed + 1))
fi

for t in "$top"/tests/integration/*.sh; do
	[ -e "$t" ] || continue
	name=$(basename "$t" .sh)
	work="$tmp/$name"; mkdir -p "$work"
	start=$(date +%s)
	( cd "$work" && timeout 900 bash "$t" ) >"$work/log" 2>&1
	rc=$?
	secs=$(( $(date +%s) - start ))
	if [ $rc -eq 0 ]; then
		echo "ok   integration/$name (${secs}s)"; passed=$((passed + 1))
	elif [ $rc -eq 77 ]; then
		echo "skip integration/$name: $(tail -n 1 "$work/log")"; skipped=$((skipped + 1))
	else
		echo "FAIL integration/$name (exit $rc, ${secs}s)"; sed 's/^/    /' "$work/log" | tail -n 40
		failed=$((failed + 1))
	fi
done

echo "check: $passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
