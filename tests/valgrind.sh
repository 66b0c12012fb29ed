#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make valgrind: memcheck over the release binary (no sanitizers: valgrind
# and ASan do not mix): a replay of a generated recording with DTL and sched
# data in each output mode, a pipe-mode replay, and, once dtltop has the
# simulator (--simulate in --help), a short simulated session. Any memcheck
# error or leak fails (--error-exitcode, --leak-check=full).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
build=${BUILD:-build}
command -v valgrind >/dev/null || { echo "valgrind: not installed (make deps)"; exit 1; }
tmp="$build/valgrind"
rm -rf "$tmp" && mkdir -p "$tmp"
vg=(valgrind --tool=memcheck --error-exitcode=99 --leak-check=full
    --show-leak-kinds=definite,indirect,possible --errors-for-leak-kinds=definite,indirect,possible
    --track-origins=yes --quiet)
failed=0
run() {	# run NAME CMD...: memcheck one command, output to $tmp/NAME.*
	local name=$1 rc start
	shift
	start=$(date +%s)
	"${vg[@]}" --log-file="$tmp/$name.vg" "$@" > "$tmp/$name.out" 2> "$tmp/$name.err"
	rc=$?
	if [ $rc -eq 0 ] && [ ! -s "$tmp/$name.vg" ]; then
		echo "valgrind ok   $name ($(( $(date +%s) - start )) s)"
	else
		echo "valgrind FAIL $name (exit $rc)"
		sed 's/^/    /' "$tmp/$name.vg" "$tmp/$name.err" | head -n 60
		failed=1
	fi
}
./dtlgen -o "$tmp/gen.data" --cpus 4 --seconds 0.5 --sched --seed 11 >/dev/null 2>&1 &&
./dtlgen -o - --cpus 2 --seconds 0.3 --sched --zstd --big-endian --seed 12 > "$tmp/gen.pipe" 2>/dev/null ||
	{ echo "valgrind: dtlgen failed"; exit 1; }
run replay-text ./dtltop -i "$tmp/gen.data" --batch -d 0.1
run replay-json ./dtltop -i "$tmp/gen.data" --json -d 0.1
run replay-csv ./dtltop -i "$tmp/gen.data" --csv
run replay-script ./dtltop -i "$tmp/gen.data" --script
run replay-pipe ./dtltop -i - --json < "$tmp/gen.pipe"
run replay-real ./dtltop -i tests/data/small-dtl.data --script
if ./dtltop --help | grep -q -- '--simulate'; then
	run simulate ./dtltop --simulate=8 --batch -d 1 -n 2
else
	echo "valgrind skip simulate: this dtltop has no --simulate yet"
fi
exit $failed
