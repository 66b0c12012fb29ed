# SPDX-License-Identifier: GPL-2.0-only
# Entitlement context (issue 16): the simulated partition's lparcfg matches
# its pool (N vCPUs on N/2 processors); physc and %entc equal what the
# per-vCPU counters of the same snapshot give (window minus off-CPU time);
# -o keeps the configuration so the replay shows the same values, batch and
# interactive (80x24 and 200x60); a recording without it shows none; and a
# bad lparcfg file gets a clear message.
. "$TOP/tests/lib.sh"

# physc from a snapshot's own per-vCPU counters, worked out here
check_use='
def use(w):
    span = w["window"]["end_ns"] - w["window"]["start_ns"]  # the window, as steal %
    on = 0.0
    for c in w["cpus"]:
        # a vCPU with nothing logged in the window (possible in a first
        # window on a busy machine) has no clock yet: the model leaves it out
        if not c["events"] or not c["tb_freq"]:
            continue
        off = (c["off_cpu_voluntary_ticks"] + c["off_cpu_involuntary_ticks"]) * 1e9 / c["tb_freq"]
        on += max(0.0, span - off)
    return on / span
for i, w in enumerate(s):
    e = w["entitlement"]
    assert e is not None, "no entitlement block"
    assert e["pool_capacity_centi"] == 800 and e["pool_num_procs"] == 8, e
    assert e["active_procs"] == 16 and e["capped"] is False and e["shared"] is True, e
    assert 0 < e["entitled_capacity_centi"] <= 800, e
    p = use(w)
    assert abs(e["physc"] - p) < 1e-3, (e["physc"], p)
    assert abs(e["entc_pct"] - p * 1e4 / e["entitled_capacity_centi"]) < 0.01, e
    assert e["over"] == (e["entc_pct"] > 100 and e["physc_quality"] != "impossible"), e
    # the simulator loses nothing: physc is exact unless past what a
    # pool of 8 can give (+5 % and 0.05), which a first window of a
    # fraction of a second can be: impossible, and no verdict then
    assert e["physc_max"] == 8.0, e
    if p > 8 * 1.05 + 0.05:
        assert e["physc_quality"] == "impossible" and not e["over"], e
    else:
        assert e["physc_quality"] == "exact", e
    # 8 processors cannot run more than 8 vCPUs at once; the simulator
    # caps its load by the pool within a few percent, and the first window
    # is a fraction of a second
    assert i == 0 or p <= 8.4, p
'

# Simulated, recorded.
"$DTLTOP" --simulate=16 --sim-rate 200 --batch -d 1 -n 3 --json -o sim.data > live.json 2> err.txt ||
	{ cat err.txt; fail "simulated session failed"; }
json_py live.json "$check_use" || fail "simulated entitlement block is wrong"
# The replay: the same configuration and the same figures, window by window.
"$DTLTOP" -i sim.data --batch -d 1 -n 3 --json > replay.json || fail "replay of sim.data failed"
json_py replay.json "$check_use" || fail "replayed entitlement block is wrong"
python3 - live.json replay.json <<'PY' || fail "replay's entitlement differs from the session's"
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
b = [json.loads(l) for l in open(sys.argv[2])]
assert len(a) == len(b), (len(a), len(b))
for x, y in zip(a, b):
    # physc is over the window: the replay's last one ends at its last
    # entry, the session's where it was cut (each checked above)
    if x["window"] != y["window"]:
        for k in ("physc", "entc_pct", "over", "physc_quality"):
            x["entitlement"].pop(k), y["entitlement"].pop(k)
    # the recording keeps one read: the session's moving pool idle time
    # and the app it gives (pool-app.sh) are not in it, and no app shows;
    # "pool full" goes by app where the session knew it, else by steal
    assert "app_centi" not in y["entitlement"] and "pool_idle_time" not in y["entitlement"], y
    if "app_centi" in x["entitlement"]:
        x["entitlement"].pop("pool_full"), y["entitlement"].pop("pool_full")
    for k in ("app_centi", "pool_idle_time"):
        x["entitlement"].pop(k, None)
    assert x["entitlement"] == y["entitlement"], (x["entitlement"], y["entitlement"])
PY
# Text and CSV say the same.
ent=$(json_py replay.json 'print("%.2f" % (s[0]["entitlement"]["entitled_capacity_centi"] / 100))')
"$DTLTOP" -i sim.data --batch > text.txt
grep -q "^Entitlement: ent $ent uncapped  physc ~\?[0-9.]*  entc ~\?[0-9.]*%  .*pool 0: 8 procs$" text.txt ||
	fail "text entitlement line: $(grep Entitlement text.txt || echo none)"
"$DTLTOP" -i sim.data --csv > out.csv
head -1 out.csv | grep -q ',dtl_why,cpu_physc_procs,ent_procs,lpar_physc_procs,lpar_entc_pct,app_procs$' || fail "CSV header: $(head -1 out.csv)"
# a replay stores one read: app unknown, its column empty
awk -F, -v e="$ent" 'NR > 1 && ($(NF - 3) != e || $NF != "") { bad = 1 } END { exit bad }' out.csv ||
	fail "CSV ent_procs is not $ent"

# dtlgen's recordings carry the pool's too (8 vCPUs: 4 processors).
"$DTLGEN" -o gen.data --cpus 8 --seconds 1 --seed 5 --sched 2>/dev/null
"$DTLTOP" -i gen.data --json > gen.json
json_py gen.json 'e = s[0]["entitlement"]; assert e["pool_capacity_centi"] == 400, e' ||
	fail "dtlgen's recording has no or a wrong entitlement"

# A recording without it (made before -o stored it): nothing shown.
"$DTLTOP" -i "$TOP/tests/data/small-dtl.data" --json > old.json
json_py old.json 'assert all(w["entitlement"] is None for w in s)' || fail "old file: entitlement not null"
"$DTLTOP" -i "$TOP/tests/data/small-dtl.data" --batch > old.txt
! grep -q "Entitlement" old.txt || fail "old file: an Entitlement line"
"$DTLTOP" -i "$TOP/tests/data/small-dtl.data" --csv | awk -F, 'NR > 1 && $NF$(NF-1)$(NF-2)$(NF-3) != "" { exit 1 }' ||
	fail "old file: CSV entitlement columns not empty"

# Bad lparcfg input: a message naming the file and line, exit 2.
printf 'lparcfg 1.9\npartition_entitled_capacity=1x\n' > bad.cfg
set +e
"$DTLTOP" --lparcfg=bad.cfg > /dev/null 2> bad.err; rc=$?
set -e
[ "$rc" = 2 ] || fail "--lparcfg on a bad file: exit $rc"
grep -q "bad.cfg: line 2: partition_entitled_capacity: not a plain number" bad.err ||
	fail "--lparcfg message: $(cat bad.err)"

# Interactive: a replay of the recording, cumulative ('a'), ends on the
# numbers of one batch snapshot of the whole file (per-interval figures:
# tui-physc-interval.sh); the simulation shows its own line.
. "$TOP/tests/tui-lib.sh"
"$DTLTOP" -i sim.data --json > whole.json
want=$(json_py whole.json 'e = s[0]["entitlement"]; print("ent %.2f uncapped physc" % (e["entitled_capacity_centi"] / 100))')
# physc and %entc on the screen against the JSON's, within their rounding
same_use() {
	line4 | json_py whole.json 'import re
e = s[0]["entitlement"]
m = re.search(r"physc [~]?([0-9.]+) entc [~]?([0-9.]+)%", sys.stdin.read())
assert m, "no physc/entc"
assert abs(float(m[1]) - e["physc"]) <= 0.0051, (m[1], e["physc"])
assert abs(float(m[2]) - e["entc_pct"]) <= 0.051, (m[2], e["entc_pct"])'
}
# line 4 of the screen (after the LOSS line), runs of spaces squeezed
line4() { tui_screen | sed -n 4p | tr -s ' '; }
for size in "80 24" "200 60"; do
	tui_restart "r${size% *}"
	# shellcheck disable=SC2086
	tui_start $size -i sim.data
	tui_wait "[END]"
	tui_wait "$want"
	tui_wait "whole recording"
	line4 | grep -qF "$want" || fail "${size}: entitlement not on line 4: $(line4)"
	same_use || fail "${size}: physc/entc differ from the batch snapshot: $(line4)"
	[ "$(tui_screen | sed -n 4p | sed 's/ *$//' | wc -m)" -le "$(( ${size% *} + 1 ))" ] ||
		fail "${size}: line 4 too wide"
	if [ "${size% *}" = 200 ]; then
		line4 | grep -qF "pool 0: 8 procs" || fail "200 columns: no pool: $(line4)"
	else	# the pool is shown or counted, never dropped silently
		line4 | grep -qE "pool 0: 8 procs|\+1( more)? ?$" || fail "80 columns: pool lost: $(line4)"
	fi
	tui_check_quit
done
# A replay without it: line 4 is the reasons line, as before.
tui_restart old
tui_start 80 24 -i "$TOP/tests/data/small-dtl.data"
tui_wait "[END]"
line4 | grep -q "^preempt:" || fail "old file: line 4 is not the reasons: $(line4)"
tui_check_quit
# The simulation: its line answers "over entitlement since when, or pool full?".
for size in "80 24" "200 60"; do
	tui_restart "s${size% *}"
	# shellcheck disable=SC2086
	tui_start $size --simulate=16 --sim-rate 200 -d 0.5
	tui_wait "uncapped physc"
	# physc needs DTL entries: the first frames may come before any
	end=$(( $(date +%s) + TUI_WAIT ))
	until line4 | grep -qE "^ent [0-9.]+ uncapped physc ~?[0-9.]+ entc ~?[0-9.]+% (over ent\.|within ent\.|pool full)"; do
		[ "$(date +%s)" -lt "$end" ] || fail "${size}: simulated entitlement line: $(line4)"
		sleep 0.2
	done
	tui_check_quit
done
