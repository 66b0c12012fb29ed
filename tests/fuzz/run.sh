#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make fuzz: runs each named libFuzzer target (build/fuzz/fuzz-NAME) for
# FUZZ_SECONDS, FUZZ_JOBS targets at a time (default: one per core, so each
# target still has a core of its own for its FUZZ_SECONDS; a fuzzer is
# single-threaded). Inputs come from the seed
# corpus tests/fuzz/corpus/NAME plus the regressions tests/fuzz/regressions/NAME;
# new coverage goes to a scratch corpus under the build tree (the committed
# corpus stays small). A crash, leak, sanitizer report, timeout or OOM fails
# the run; the input is kept in $BUILD/fuzz/findings/NAME/.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-build}
secs=${FUZZ_SECONDS:-60}
cd "$top"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
[ "$jobs" -ge 1 ] 2>/dev/null || jobs=1
# fuzz_one NAME: one target; its summary line (and on failure the findings)
# in $build/fuzz/NAME.result, its exit status in NAME.rc.
fuzz_one() {
	local t=$1 bin work find dicts=() seeds=() d log start rc runs cov
	bin="$build/fuzz/fuzz-$t"
	work="$build/fuzz/corpus/$t" find="$build/fuzz/findings/$t"
	mkdir -p "$work" "$find"
	[ -f "tests/fuzz/$t.dict" ] && dicts=(-dict="tests/fuzz/$t.dict")
	for d in "tests/fuzz/corpus/$t" "tests/fuzz/regressions/$t"; do
		[ -d "$d" ] && seeds+=("$d")
	done
	log="$build/fuzz/$t.log"
	start=$(date +%s)
	"$bin" -max_total_time="$secs" -timeout=20 -rss_limit_mb=2048 \
		-max_len=262144 -close_fd_mask=3 -print_final_stats=1 \
		-artifact_prefix="$find/" "${dicts[@]}" "$work" "${seeds[@]}" >"$log" 2>&1
	rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
	cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
	{
		echo "fuzz $t: ${runs:-?} execs in $(( $(date +%s) - start )) s, ${cov:-cov ?}, exit $rc"
		if [ "$rc" -ne 0 ]; then
			# -close_fd_mask hid the target's own words (fuzz_fail's
			# reason, an assertion): the finding once more, unmasked.
			art=$(ls -t "$find" 2>/dev/null | head -n 1)
			[ -n "$art" ] && "$bin" "$find/$art" >>"$log" 2>&1
			grep -E 'ERROR|SUMMARY|runtime error|fuzz:|Assertion|Test unit written' "$log" | head -n 20 | cut -c 1-400 | sed 's/^/    /'
			echo "    log: $log"
		fi
	} >"$build/fuzz/$t.result"
	echo "$rc" >"$build/fuzz/$t.rc"
}
mkdir -p "$build/fuzz"
for t in "$@"; do rm -f "$build/fuzz/$t.rc"; done
n=0
for t in "$@"; do
	[ "$n" -lt "$jobs" ] || { wait -n; n=$((n - 1)); }
	fuzz_one "$t" &
	n=$((n + 1))
done
wait
failed=0
for t in "$@"; do
	cat "$build/fuzz/$t.result" 2>/dev/null || echo "fuzz $t: no result"
	[ "$(cat "$build/fuzz/$t.rc" 2>/dev/null)" = 0 ] || failed=1
done
exit $failed
