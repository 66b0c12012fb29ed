# SPDX-License-Identifier: GPL-2.0-only
# Past 1024 vCPUs the simulator's AUX area defaults to 64 KiB
# (sim_aux_default): an -o recording of such a session says so in its
# command line, "-m ,64K" after dtltop's own arguments, as perf record's
# would, and replays to the session's dispatches with every DTL slot
# framed. 1025 vCPUs at a tenth of the default rate, for the sanitized
# binary.
. "$TOP/tests/lib.sh"

"$DTLTOP" --simulate=1025 --sim-rate 100 --batch -d 1 -n 2 --json -o sim.data > live.json 2> err.txt ||
	{ cat err.txt; fail "simulated session failed"; }
"$DTLTOP" -i sim.data --batch --json > replay.json 2> rerr.txt || { cat rerr.txt; fail "replay of sim.data failed"; }
grep -q "AUX area is probably not" rerr.txt && { cat rerr.txt; fail "replay framed the DTL in other laps"; }
python3 - sim.data live.json replay.json <<'PY' || fail "the recording does not say its AUX size, or replays otherwise"
import json, sys
data = open(sys.argv[1], "rb").read()
# HEADER_CMDLINE: each argument a NUL-padded string after its length
assert b"\0-m\0" in data and b",64K\0" in data, "no -m ,64K in the recorded command line"
a = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
b = [json.loads(l) for l in open(sys.argv[3]) if l.strip()]
live = sum(w["totals"]["dispatches"] for w in a)
assert live > 0 and sum(w["loss"]["lost"] for w in a) == 0, a[-1]["loss"]
assert sum(w["totals"]["dispatches"] for w in b) == live, (live, b[-1]["totals"]["dispatches"])
assert b[-1]["input"]["dtl_skipped"] == 0, b[-1]["input"]
PY
