#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Regenerates the seed corpora under tests/fuzz/corpus/ from dtlgen output
# and the real perf 6.1 recordings in tests/data (run from the top after
# `make`; the result is committed, so this is only for changing the seeds).
# Small inputs on purpose: 10-20 ms recordings of 2-3 vCPUs.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
gen=./dtlgen
c=tests/fuzz/corpus
rm -rf "$c"
mkdir -p "$c"/{perf-file,perf-pipe,tracing-data,dtl,writer}
g() { "$gen" "$@" >/dev/null 2>&1; }
# perf-file: real recordings and generated ones in every layout dtlgen has.
cp tests/data/small-dtl.data "$c/perf-file/real-small-dtl"
cp tests/data/sched-x86.data "$c/perf-file/real-sched-x86"
g -o "$c/perf-file/gen-le" --cpus 2 --seconds 0.02 --sched --seed 1
g -o "$c/perf-file/gen-be" --cpus 3 --seconds 0.01 --sched --big-endian --seed 2
g -o "$c/perf-file/gen-zstd" --cpus 2 --seconds 0.02 --sched --zstd --unknown-reasons --seed 3
g -o "$c/perf-file/gen-nodtl" --cpus 2 --seconds 0.01 --no-dtl --seed 4
g -o "$c/perf-file/gen-dtl-only" --cpus 2 --seconds 0.02 --attr-size 128 --mix fault --seed 7
# perf-pipe: the same in pipe layout.
"$gen" -o - --cpus 2 --seconds 0.02 --sched --seed 5 2>/dev/null > "$c/perf-pipe/gen-le"
"$gen" -o - --cpus 2 --seconds 0.02 --sched --big-endian --zstd --seed 6 2>/dev/null > "$c/perf-pipe/gen-be-zstd"
"$gen" -o - --cpus 2 --seconds 0.01 --no-dtl --seed 8 2>/dev/null > "$c/perf-pipe/gen-nodtl"
"$gen" -o - --cpus 3 --seconds 0.02 --mix cede --unknown-reasons --seed 9 2>/dev/null > "$c/perf-pipe/gen-dtl-only"
# tracing-data and dtl: pieces cut out of those files.
python3 tests/fuzz/mkcorpus.py "$c"
ls -l "$c"/*
