# SPDX-License-Identifier: GPL-2.0-only
# Every fuzz target's seed corpus and every input a fuzzer ever found
# (tests/fuzz/regressions/TARGET/) replayed through the target, built with
# gcc and ASan+UBSan (build/asan/fuzz-replay-TARGET): a crash, sanitizer
# report, leak or failed output check fails the test.
. "$TOP/tests/lib.sh"
bindir=$(dirname "$DTLTOP")
n=0
for src in "$TOP"/tests/fuzz/fuzz-*.c; do
	t=$(basename "$src" .c); t=${t#fuzz-}
	[ "$t" = lib ] && continue
	bin="$bindir/fuzz-replay-$t"
	[ -x "$bin" ] || fail "$bin is not built"
	dirs=()
	for d in "$TOP/tests/fuzz/corpus/$t" "$TOP/tests/fuzz/regressions/$t"; do
		[ -d "$d" ] && dirs+=("$d")
	done
	[ ${#dirs[@]} -gt 0 ] || fail "no corpus for fuzz target $t"
	"$bin" "${dirs[@]}" > "$t.out" 2>&1 || { tail -n 40 "$t.out"; fail "fuzz target $t failed on a stored input"; }
	cat "$t.out"
	n=$((n + 1))
done
[ "$n" -ge 5 ] || fail "only $n fuzz targets found"
