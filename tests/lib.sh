# lib.sh: helpers shared by the integration tests (sourced, not run).
set -eu
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "$*"; exit 77; }
need_root_tracing() {
	[ "$(id -u)" -eq 0 ] || skip "needs root for perf record -a"
	command -v perf >/dev/null || skip "perf is not installed"
	[ -d /sys/kernel/tracing/events ] || mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null ||
		skip "tracefs is not available"
}
# json_get FILE EXPR: evaluate a Python expression over the parsed JSON
# objects of FILE (one per line), bound as `s` (list).
json_py() { python3 -c "import json,sys; s=[json.loads(l) for l in open(sys.argv[1]) if l.strip()]; $2" "$1"; }
