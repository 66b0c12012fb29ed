#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# --influx: InfluxDB line protocol, one batch per -d window, parsed here by the
# protocol's grammar; its counters must equal the sums of the --json windows
# printed by the same session (each batch: every window so far), per vCPU, per
# core and per chip (--metrics-by), and a full disk must stop the session
# with one clear line and exit 1.
. "$TOP/tests/lib.sh"

check() {	# LINES JSON BY GROUP_SIZE
	python3 - "$@" <<'EOF'
import json, re, sys
lp, js, by, size = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
wins = [json.loads(l) for l in open(js) if l.strip()]
# line protocol: measurement[,tag=value...] field=value[,...] timestamp, where
# tag keys/values escape space, comma and equals with a backslash
esc = r'(?:[^ ,=\\]|\\[ ,=])+'
line_re = re.compile(r'^(' + esc + r')((?:,' + esc + '=' + esc + r')*) (' + esc + '=[^ ]+) ([0-9]+)$')
field_re = re.compile(r'^(?:[^ ,=\\]+)=(-?[0-9]+i|-?[0-9]+(?:\.[0-9]+)?)$')
batches = {}
for n, l in enumerate(open(lp), 1):
    m = line_re.match(l.rstrip('\n'))
    assert m, f'line {n} is not line protocol: {l!r}'
    tags = dict(t.split('=', 1) for t in re.split(r'(?<!\\),', m.group(2))[1:])
    fields = {}
    for f in m.group(3).split(','):
        assert field_re.match(f), f'line {n}: bad field {f!r}'
        k, v = f.split('=', 1)
        fields[k] = int(v[:-1]) if v.endswith('i') else v
    batches.setdefault(int(m.group(4)), []).append((m.group(1), tags, fields))
ts = sorted(batches)
assert len(ts) == len(wins), f'{len(ts)} batches for {len(wins)} JSON windows'
# the partition's identity, which every line carries where known
IDENTITY = {"serial", "machine_type", "partition_id", "partition_name"}

def ns(v):	# a seconds field with 9 decimals, exactly
    s, f = v.split('.')
    assert len(f) == 9, v
    return int(s) * 10**9 + int(f)
for k, t in enumerate(ts):
    so_far = wins[:k + 1]
    want = {}
    for w in so_far:
        for c in w['cpus']:
            g = c['cpu'] // size if by != 'cpu' else c['cpu']
            d = want.setdefault(g, [0, 0, 0])
            d[0] += c['dispatches']; d[1] += c['steal_ns']; d[2] += c['sched_switch']
    got = {}
    for meas, tags, f in batches[t]:
        assert tags['host'], tags
        if meas == 'dtltop_vcpu':
            got[int(tags[by])] = [f['dispatches'], ns(f['steal_seconds']), f['sched_switches']]
    assert got == want, f'batch {k}: {got} != {want}'
    lpar = [f for m, _, f in batches[t] if m == 'dtltop_lpar']
    assert len(lpar) == 1
    lpar = lpar[0]
    assert lpar['events'] == sum(w['events'] for w in so_far), (lpar, k)
    assert lpar['reader_drops'] == sum(w['loss']['dropped'] for w in so_far)
    assert lpar['dispatches'] == sum(w['totals']['dispatches'] for w in so_far)
    reasons = {tags['reason']: f['dispatches'] for m, tags, f in batches[t] if m == 'dtltop_dispatch_reason'}
    for name, n in reasons.items():
        assert n == sum(w['totals']['dispatch_reasons'].get(name, 0) for w in so_far), name
    assert sum(reasons.values()) == lpar['dispatches']
    # Telegraf's histogram aggregator layout: a line per bound, tag le,
    # field seconds_bucket, +Inf last; count and sum on a line without le
    lat = [(tags.get('le'), f) for m, tags, f in batches[t] if m == 'dtltop_dispatch_latency']
    les = [(le, f['seconds_bucket']) for le, f in lat if le is not None]
    assert [le for le, _ in les][-1] == '+Inf' and len(les) == 19, les
    bounds = [float(le) for le, _ in les]
    assert bounds == sorted(bounds) and len(set(bounds)) == 19, bounds
    counts = [n for _, n in les]
    assert counts == sorted(counts), les
    tot = [f for le, f in lat if le is None]
    assert len(tot) == 1 and set(tot[0]) == {'seconds_count', 'seconds_sum'}, tot
    assert counts[-1] == tot[0]['seconds_count'] == lpar['dispatches'], (les, tot)
    # tasks by comm: at most --metrics-tasks 3 comms, then [other]; no
    # pid tag; every counter at least what the batch before served
    tasks = {tags['comm']: f for m, tags, f in batches[t] if m == 'dtltop_task'}
    assert all('comm' in tags and 'pid' not in tags and set(tags) <= {'host', 'comm'} | IDENTITY
               for m, tags, _ in batches[t] if m == 'dtltop_task'), batches[t]
    assert 2 <= len(tasks) <= 4 and '[other]' in tasks, tasks
    for comm, f in (prev_tasks if k else {}).items():
        assert comm in tasks, f'batch {k}: {comm} no longer served'
        assert ns(tasks[comm]['steal_seconds']) >= ns(f['steal_seconds']), (comm, f, tasks[comm])
        assert tasks[comm]['preempts'] >= f['preempts'], (comm, f, tasks[comm])
    prev_tasks = tasks
print(f'{len(ts)} batches agree with the JSON windows ({by})')
EOF
}

# per vCPU, JSON on stdout and the lines in a file, the same windows
"$DTLTOP" --simulate=6 --json -d 1 -n 3 --influx lines --metrics-tasks 3 >win.json ||
	fail "dtltop --influx FILE failed"
check lines win.json cpu 1 || fail "--influx per vCPU disagrees with --json"

# per core (SMT8: vCPUs 0-7, 8-15), and --influx - as the batch output
"$DTLTOP" --simulate=12 --influx - -d 1 -n 2 --metrics-by core --metrics-tasks 3 >core.lp ||
	fail "dtltop --influx - failed"
grep -q '^dtltop_vcpu,host=[^ ]*,core=1 ' core.lp || fail "no core=1 series: $(head -n 2 core.lp)"
grep -q 'cpu=' core.lp && fail "--metrics-by core still has per-vCPU series"
"$DTLTOP" --simulate=12 --json -d 1 -n 2 --influx core2.lp --metrics-by core --metrics-tasks 3 >core.json
check core2.lp core.json core 8 || fail "--influx per core disagrees with --json"

# per chip: the simulator puts 64 vCPUs on a chip
"$DTLTOP" --simulate=66 --sim-rate 200 --json -d 1 -n 1 --influx chip.lp --metrics-by chip \
	--metrics-tasks 3 >chip.json
check chip.lp chip.json chip 64 || fail "--influx per chip disagrees with --json"

# a full disk: one line, exit 1
rc=0
"$DTLTOP" --simulate=2 --batch -d 1 -n 3 --influx /dev/full >/dev/null 2>err || rc=$?
[ "$rc" -eq 1 ] || fail "--influx /dev/full: exit $rc, want 1"
grep -qx 'dtltop: --influx /dev/full: No space left on device' err || fail "message: $(cat err)"

# a replay has no wall clock to stamp: a usage error
"$DTLGEN" -o r.data --cpus 1 --seconds 1 --seed 1 >/dev/null
rc=0
"$DTLTOP" -i r.data --influx - >/dev/null 2>err || rc=$?
[ "$rc" -eq 2 ] && grep -q 'not a replay' err || fail "replay with --influx: exit $rc: $(cat err)"
echo "influx: ok"
