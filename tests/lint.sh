#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make lint: cppcheck and clang-tidy (Debian's) over every C file, with the
# committed configuration (.cppcheck-suppressions, .clang-tidy). Any finding
# fails. Usage: tests/lint.sh [cppcheck|clang-tidy]... (default: both)
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
build=${BUILD:-build}
tools=("$@")
[ ${#tools[@]} -gt 0 ] || tools=(cppcheck clang-tidy)
mapfile -t files < <(find src decoders encoders ui contrib/dtlgen tests/unit tests/fuzz tests/bench tests/tools \
	-name '*.c' | LC_ALL=C sort)
# Every header folder (the Makefile gives each layer fewer; the build checks that).
mapfile -t dirs < <(find include encoders src -type d | LC_ALL=C sort)
incs=("${dirs[@]/#/-I}")
for d in "$build/libperf/include" $(pkg-config --cflags-only-I libtraceevent libtracefs 2>/dev/null | sed 's/-I//g'); do
	incs+=("-I$d")
done
failed=0
for tool in "${tools[@]}"; do
	start=$(date +%s)
	case $tool in
	cppcheck)
		# Errors, warnings, portability and performance; the style class is
		# left out (variable scope, functions only tests use, and value-flow
		# guesses that are wrong about bounded loops).
		out=$(cppcheck --quiet --std=c11 --platform=unix64 -D_GNU_SOURCE -DHAVE_GNUTLS \
			--enable=warning,portability,performance --inline-suppr \
			--suppressions-list=.cppcheck-suppressions --error-exitcode=1 \
			"${dirs[@]/#/-I}" "${files[@]}" 2>&1)
		rc=$?
		;;
	clang-tidy)
		# Two files at a time (LINT_JOBS): clang-tidy is single-threaded.
		out=$(printf '%s\n' "${files[@]}" | xargs -P "${LINT_JOBS:-2}" -I{} \
			sh -c 'clang-tidy --quiet "$0" -- "$@" 2>&1 || echo "clang-tidy: $0 failed"' \
			{} -std=gnu17 -D_GNU_SOURCE -DHAVE_GNUTLS "${incs[@]}" | grep -vE '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter|^Error while processing')
		rc=0
		grep -qE '(warning|error):|clang-tidy: .* failed' <<<"$out" && rc=1
		;;
	*)
		echo "lint: unknown tool $tool" >&2
		exit 2
		;;
	esac
	echo "lint: $tool: $([ $rc -eq 0 ] && echo clean || echo FINDINGS) (${#files[@]} files, $(( $(date +%s) - start )) s)"
	if [ $rc -ne 0 ]; then
		echo "$out"
		failed=1
	fi
done
exit $failed
