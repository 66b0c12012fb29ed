#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# busy.sh CMD ARGS...: run CMD while stress-ng keeps every core busy with
# an unrelated CPU hog (one worker per core), and stop the hog afterwards
# whatever happens. CMD's exit status is ours.
set -u
command -v stress-ng >/dev/null || { echo "busy: needs stress-ng (make deps)" >&2; exit 1; }
stress-ng --cpu "$(nproc)" --quiet &
hog=$!
trap 'kill $hog 2>/dev/null; wait $hog 2>/dev/null' EXIT
echo "busy: stress-ng --cpu $(nproc) runs beside the tests (pid $hog)"
"$@"
