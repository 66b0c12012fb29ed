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
# A test's own make (tsan, install-dist) runs as under a plain make check,
# whatever -j the make that started us had.
unset MAKEFLAGS MFLAGS
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

# Integration tests run TEST_JOBS at a time (default 1, one after the
# other: two at a time once left tui-physc-interval's second seek unfinished
# for a minute, not seen alone or beside stress-ng, so not yet understood;
# TEST_JOBS=2 is for a developer's quicker run). With more than one, a
# test that touches what the whole machine shares (system-wide tracing,
# perf record, CPU hotplug, debugfs/tracefs, its own CPU hog) runs alone
# afterwards, nothing beside it, as before. ALONE_RE finds them by
# what their text uses, so a new test of that kind is alone without a list.
ALONE_RE='need_root_tracing|perf record|UPERF"? record|--live|stress-ng|/sys/devices/system/cpu|debugfs|tracefs|systemd-run|systemctl|qemu-system'
jobs=${TEST_JOBS:-1}
[ "$jobs" -ge 1 ] 2>/dev/null || jobs=1
times="$tmp/times"; : >"$times"

# run_one NAME SCRIPT: the test in its own scratch directory; its exit
# status and wall seconds go to NAME/result once it has ended.
run_one() {
	local work="$tmp/$1" start rc
	mkdir -p "$work"
	start=$(date +%s)
	( cd "$work" && timeout 900 bash "$2" ) >"$work/log" 2>&1
	rc=$?
	echo "$rc $(( $(date +%s) - start ))" >"$work/result.tmp" && mv "$work/result.tmp" "$work/result"
}
# report NAME: one line for a finished test, counted.
report() {
	local name=$1 work="$tmp/$1" rc secs
	read -r rc secs <"$work/result"
	echo "$secs $name" >>"$times"
	if [ "$rc" -eq 0 ]; then
		echo "ok   integration/$name (${secs}s)"; passed=$((passed + 1))
	elif [ "$rc" -eq 77 ]; then
		echo "skip integration/$name: $(tail -n 1 "$work/log")"; skipped=$((skipped + 1))
	else
		echo "FAIL integration/$name (exit $rc, ${secs}s)"; sed 's/^/    /' "$work/log" | tail -n 40
		failed=$((failed + 1))
	fi
}

pool=() alone=()
for t in "$top"/tests/integration/*.sh; do
	[ -e "$t" ] || continue
	# TESTS="NAME...": only those (a rerun of some; CI runs them all)
	[ -z "${TESTS:-}" ] || [[ " $TESTS " == *" $(basename "$t" .sh) "* ]] || continue
	if [ "$jobs" -gt 1 ] && ! grep -qE "$ALONE_RE" "$t"; then pool+=("$t"); else alone+=("$t"); fi
done
running=()
# reap: wait for a test to end, then report every running test that has
# ended and keep the others. A test with no result once no child is left
# (its shell was killed) fails rather than hanging the run.
reap() {
	local n still=() rc=0
	wait -n 2>/dev/null || rc=$?
	if [ "$rc" -eq 127 ]; then
		for n in "${running[@]}"; do
			[ -e "$tmp/$n/result" ] || echo "1 0" >"$tmp/$n/result"
		done
	fi
	for n in "${running[@]}"; do
		if [ -e "$tmp/$n/result" ]; then report "$n"; else still+=("$n"); fi
	done
	running=("${still[@]}")
}
for t in "${pool[@]}"; do
	while [ ${#running[@]} -ge "$jobs" ]; do reap; done
	name=$(basename "$t" .sh)
	run_one "$name" "$t" &
	running+=("$name")
done
while [ ${#running[@]} -gt 0 ]; do reap; done
[ ${#pool[@]} -eq 0 ] || echo "check: ${#pool[@]} tests ran $jobs at a time; ${#alone[@]} run alone now"
for t in "${alone[@]}"; do
	name=$(basename "$t" .sh)
	run_one "$name" "$t"
	report "$name"
done

echo "check: slowest integration tests (wall seconds):"
sort -rn "$times" | head -n 10 | sed 's/^/    /'
echo "check: $passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
