#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# The interactive view's full redraw time at 1024 vCPUs with 10 M events in
# the model (tests/bench/redraw.c), per screen; the goal is under 5 ms.
#   BENCH_TUI_EVENTS  events fed (default 10000000)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/${BUILD:-build}/rel/bench-redraw" "${BENCH_TUI_EVENTS:-10000000}" 200
