# SPDX-License-Identifier: GPL-2.0-only
# Affinity levels: of each vCPU's dispatches after its first, the share on
# the same physical processor as the previous dispatch, on another thread
# of the same SMT8 core (processor_id / 8), or on another core, worked out
# here from the processor_id sequence --script prints; --batch --json gives
# the same counts, drill-down the percentages, at 80x24 and 200x60; a
# simulated session shows the line too.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
# 40 vCPUs: the generator's pool has 20 processors (three SMT8 cores)
"$DTLGEN" -o aff.data --cpus 40 --seconds 0.5 --seed 3 --sched 2>/dev/null
"$DTLTOP" -i aff.data --script=oneline > script.txt
"$DTLTOP" -i aff.data --batch --json > aff.json
python3 - script.txt aff.json > levels.txt <<'PY' || fail "JSON affinity differs from --script"
import json, re, sys
prev, lv = {}, {}
for line in open(sys.argv[1]):
    m = re.search(r"\[(\d+)\].*vpa-dtl:.*processor_id: (\d+)", line)
    if not m:
        continue
    cpu, p = int(m.group(1)), int(m.group(2))
    c = lv.setdefault(cpu, [0, 0, 0])
    if cpu in prev:
        q = prev[cpu]
        c[0 if q == p else 1 if q // 8 == p // 8 else 2] += 1
    prev[cpu] = p
x = [json.loads(l) for l in open(sys.argv[2]) if l.strip()][0]
for v in x["cpus"]:
    a, c = v["affinity"], lv[v["cpu"]]
    got = [a["same_processor"], a["same_core"], a["other_core"]]
    if got != c or a["dispatches"] != sum(c):
        sys.exit("cpu %d: JSON %s, --script %s" % (v["cpu"], a, c))
c = lv[0]
if min(c) == 0:
    sys.exit("vCPU 0 does not use every level: %s" % c)
print("same proc %.1f%% same core %.1f%% other core %.1f%%" % tuple(k * 100.0 / sum(c) for k in c))
PY
want=$(cat levels.txt)

tui_start 80 24 -i aff.data
tui_wait "[END]"
tui_keys Enter
tui_wait "Affinity: $want (SMT8)"
tui_check_quit

tui_restart big
tui_start 200 60 -i aff.data
tui_wait "[END]"
tui_keys Enter
tui_wait "Affinity vs the previous dispatch: ${want/same proc/same processor} (SMT8 cores; chip not in the DTL)"
tui_check_quit

# Simulated: the three levels add up to 100 % (to the rounding).
tui_restart sim
tui_start 80 24 --simulate=16
tui_wait ">   0 "	# a row to drill into
tui_keys Enter
tui_wait "Affinity: same proc"
tui_screen | python3 -c '
import re, sys
m = re.search(r"same proc ([\d.]+)% +same core ([\d.]+)% +other core ([\d.]+)%", sys.stdin.read())
sys.exit(0 if m and abs(sum(float(g) for g in m.groups()) - 100) < 0.2 else "levels: %r" % (m and m.groups()))' ||
	fail "simulated affinity levels do not add up: $(tui_screen)"
tui_check_quit
