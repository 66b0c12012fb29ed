#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make fuzz: runs each named libFuzzer target (build/fuzz/fuzz-NAME) for
# FUZZ_SECONDS, one after the other, on one core. Inputs come from the seed
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
failed=0
for t in "$@"; do
	bin="$build/fuzz/fuzz-$t"
	work="$build/fuzz/corpus/$t" find="$build/fuzz/findings/$t"
	mkdir -p "$work" "$find"
	dicts=()
	[ -f "tests/fuzz/$t.dict" ] && dicts=(-dict="tests/fuzz/$t.dict")
	seeds=()
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
	echo "fuzz $t: ${runs:-?} execs in $(( $(date +%s) - start )) s, ${cov:-cov ?}, exit $rc"
	if [ "$rc" -ne 0 ]; then
		failed=1
		grep -E 'ERROR|SUMMARY|runtime error|fuzz:|Test unit written' "$log" | head -n 20 | sed 's/^/    /'
		echo "    log: $log"
	fi
done
exit $failed
