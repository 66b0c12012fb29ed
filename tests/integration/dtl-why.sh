# SPDX-License-Identifier: GPL-2.0-only
# Why a live session has no DTL (issue 31, item 3), as the lparcfg tells:
# a shared-processor LPAR (shared_processor_mode=1) whose kernel has no
# vpa_dtl PMU is never called "not a shared-processor LPAR"; a dedicated-
# processor one (shared_processor_mode=0) is; without an lparcfg nothing is
# asserted. The notice on stderr, the text header and the JSON's dtl_why
# say the same; steal is null, not 0. Live on a host without vpa_dtl.
. "$TOP/tests/lib.sh"
need_root_tracing
[ -e /sys/bus/event_source/devices/vpa_dtl ] && skip "vpa_dtl PMU present: this test is for hosts without it"

# The kernel's pseries lparcfg.c layout: the pool keys only in shared mode.
cat > shared.cfg <<'CFG'
lparcfg 1.9
serial_number=IBM,0278ABCDE
system_type=IBM,9009-42A
partition_id=7
partition_entitled_capacity=150
group=32775
system_active_processors=16
pool=0
pool_capacity=1600
pool_idle_time=0
pool_num_procs=16
capped=0
partition_active_processors=4
partition_potential_processors=8
shared_processor_mode=1
CFG
cat > dedicated.cfg <<'CFG'
lparcfg 1.9
serial_number=IBM,0278ABCDE
system_type=IBM,9009-42A
partition_id=8
partition_entitled_capacity=400
group=32776
system_active_processors=16
capped=1
partition_active_processors=4
partition_potential_processors=4
shared_processor_mode=0
CFG

# run NAME ARGS...: one short live snapshot, text then JSON; stderr kept
run() {
	local name=$1
	shift
	"$DTLTOP" --batch -d 0.2 -n 1 "$@" > "$name.txt" 2> "$name.err" ||
		fail "$name: dtltop --batch $* failed: $(cat "$name.err")"
	"$DTLTOP" --batch -d 0.2 -n 1 --json "$@" > "$name.json" 2> "$name.jerr" ||
		fail "$name: dtltop --batch --json $* failed: $(cat "$name.jerr")"
}
# check NAME WHY: the notice, the header and dtl_why all give WHY
check() {
	local name=$1 why=$2
	grep -qxF "dtltop: $why: sched-only session" "$name.err" ||
		fail "$name: stderr notice: $(cat "$name.err")"
	grep -qxF "DTL source none: $why" "$name.txt" ||
		fail "$name: text header: $(grep '^DTL' "$name.txt" || echo none)"
	WHY="none: $why" json_py "$name.json" '
import os
x = s[0]
assert x["dtl_source"] == "none", x["dtl_source"]
assert x["dtl_why"] == os.environ["WHY"], x["dtl_why"]
assert x["totals"]["steal_pct"] is None and x["totals"]["p99_us"] is None, x["totals"]
assert all(c["steal_ns"] is None for c in x["cpus"]), "a vCPU with a steal figure"
' || fail "$name: JSON"
}

run shared --lparcfg=shared.cfg
check shared "no vpa_dtl PMU: this kernel lacks it (Linux < 6.18 or built without it) on a shared-processor LPAR (lparcfg), nor debugfs powerpc/dtl or vcpudispatch_stats"
if grep -h "not a shared-processor" shared.err shared.txt shared.json shared.jerr; then
	fail "a shared-processor lparcfg, called not shared-processor"
fi
# the lparcfg was read: its entitlement shows
grep -q "^Entitlement: ent 1.50 uncapped" shared.txt || fail "shared: no entitlement line: $(cat shared.txt)"

run dedicated --lparcfg=dedicated.cfg
check dedicated "dedicated-processor LPAR (lparcfg): no DTL, not a shared-processor LPAR"

# No lparcfg at all (this x86 host's own /proc/powerpc/lparcfg): a guess,
# with a question mark, and nothing said about shared or dedicated.
if [ ! -e /proc/powerpc/lparcfg ]; then
	run none
	check none "no vpa_dtl PMU (not a pseries LPAR?)"
	if grep -h "shared-processor\|dedicated" none.err none.txt; then
		fail "no lparcfg, yet the processor mode was asserted"
	fi
fi
echo "shared, dedicated and missing lparcfg each give their own why"
