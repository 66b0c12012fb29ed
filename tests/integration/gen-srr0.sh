# SPDX-License-Identifier: GPL-2.0-only
# gen-srr0.sh: where dtlgen and the simulator say the hypervisor took the
# vCPU. dtlgen's truth "preempted_at" adds up to its dispatches and steal;
# every srr0 of a recording lies inside a symbol of the shipped kallsyms
# text (each symbol reaching to the next, as perf sizes them) or, for user
# addresses (MSR[PR]), inside a MMAP2 of the task's binary at a symbol of
# that binary's text; the kallsyms section dtlgen and dtltop -o store reads
# back in upstream perf (and perf 6.1) as the recording did without it.
. "$TOP/tests/lib.sh"
command -v python3 >/dev/null || skip "python3 is not installed"
SYMS=$TOP/tests/data/symbols

"$DTLGEN" --sched --cpus 6 --seconds 1 --seed 33 --mix mixed -o g.data --truth g.truth \
	>/dev/null 2>&1 || fail "dtlgen failed"

# --- truth: preempted_at sums to the dispatches and the steal ---
python3 - g.truth <<'PY' || fail "truth's preempted_at does not add up"
import json, sys
t = json.load(open(sys.argv[1]))
pa = t['preempted_at']
f = t['tb_freq']
assert pa, "no preempted_at"
for c in t['cpus']:
    mine = [p for p in pa if p['cpu'] == c['cpu']]
    n = sum(p['count'] for p in mine)
    s = sum(p['steal_ns'] for p in mine)
    # each entry's steal is floored on its own: the sum lies within one
    # ns per entry below the floor of the cpu's total ticks
    total = c['steal_ticks'] * 10**9 // f
    assert n == c['dispatches'], (c['cpu'], n, c['dispatches'])
    assert total - n <= s <= total, (c['cpu'], s, total)
    pre = {}
    for p in mine:
        pre[p['reason']] = pre.get(p['reason'], 0) + p['count']
    assert pre == c['preempt_reasons'], (c['cpu'], pre, c['preempt_reasons'])
dsos = {p['dso'] for p in pa}
assert '[kernel.kallsyms]' in dsos and '/usr/lib64/libc.so.6' in dsos, dsos
assert all(p['sym'] != '[unknown]' for p in pa)
PY

# --- every srr0 inside a symbol of the set ---
"$DTLTOP" -i g.data --script > g.script 2>/dev/null || fail "dtltop --script failed"
python3 - g.script "$SYMS" <<'PY' || fail "an srr0 lies outside the symbol set"
import re, sys, bisect
script, d = sys.argv[1], sys.argv[2]
ks = []
for line in open(d + '/ppc64le-kallsyms.txt'):
    a, ty, rest = line.rstrip('\n').split(' ', 2)
    if '[' not in rest and ty in 'Tt':
        ks.append(int(a, 16))
user = {}
for line in open(d + '/user.list'):
    if line.startswith('#') or not line.strip():
        continue
    f, path = line.split()
    user[path] = sorted((int(a, 16), int(s, 16)) for a, s, _ in
                        (l.split(' ', 2) for l in open(d + '/' + f)))
n = nk = nu = 0
for m in re.finditer(r'processor_id: \d+ +([0-9a-f]+)', open(script).read()):
    a = int(m.group(1), 16)
    n += 1
    if a >= 0xc000000000000000:
        i = bisect.bisect_right(ks, a) - 1
        assert 0 <= i < len(ks) - 1 and ks[i] <= a < ks[i + 1], hex(a)  # not past _etext
        nk += 1
    else:
        nu += 1
assert n > 1000 and nk > n // 2 and nu > 0, (n, nk, nu)
PY

# user addresses: inside an MMAP2 of the dispatch's binary, at a symbol
if [ -x "${UPERF:-}" ]; then
	"$UPERF" script -i g.data --show-mmap-events -F comm,tid,event 2>/dev/null |
		grep MMAP2 > maps.txt || fail "upstream perf shows no MMAP2 records"
	python3 - maps.txt "$SYMS" g.truth g.script <<'PY' || fail "a user srr0 lies outside the binaries' maps and symbols"
import re, sys, json
maps, d, truth, script = sys.argv[1:5]
files = dict(reversed(l.split()) for l in open(d + '/user.list') if l.strip() and not l.startswith('#'))
syms = {p: [(int(a, 16), int(s, 16)) for a, s, _ in (l.split(' ', 2) for l in open(d + '/' + f))]
        for p, f in files.items()}
seen, ranges = set(), []
for line in open(maps):
    m = re.search(r'MMAP2 (\d+)/(\d+): \[0x([0-9a-f]+)\(0x([0-9a-f]+)\) @ 0x([0-9a-f]+) .*\]: r-xp (\S+)', line) or \
        re.search(r'MMAP2 (\d+)/(\d+): \[0x([0-9a-f]+)\(0x([0-9a-f]+)\) @ (0) .*\]: r-xp (\S+)', line)
    assert m and m.group(6) in syms, line
    seen.add(m.group(6))
    ranges.append((int(m.group(3), 16), int(m.group(4), 16), int(m.group(5), 16), m.group(6)))
t = json.load(open(truth))
want = {p['dso'] for p in t['preempted_at'] if p['dso'] != '[kernel.kallsyms]'}
assert want <= seen, (want, seen)
n = 0
for m in re.finditer(r'processor_id: \d+ +([0-9a-f]+)', open(script).read()):
    a = int(m.group(1), 16)
    if a >= 0xc000000000000000:
        continue
    n += 1
    ok = any(st <= a < st + ln and any(s <= a - st + off < s + z for s, z in syms[p])
             for st, ln, off, p in ranges)
    assert ok, hex(a)
assert n > 0
PY
fi

# --- the kallsyms section: stored, and perf still reads the files ---
grep -c plpar_hcall_norets_notrace g.data >/dev/null || fail "dtlgen stored no kallsyms text"
if [ -x "${UPERF:-}" ]; then
	"$UPERF" script -i g.data > up.txt 2> up.err || fail "upstream perf script failed: $(head -n 2 up.err)"
	[ "$(grep -c 'sched:sched_switch' up.txt)" = "$(grep -c 'sched:sched_switch' g.script)" ] ||
		fail "upstream perf reads other sched_switch samples than dtltop"
	"$UPERF" script -i g.data --kallsyms "$SYMS/ppc64le-kallsyms.txt" 2>/dev/null |
		grep -q 'plpar_hcall_norets_notrace+0x1c (\[kernel.kallsyms\])' ||
		fail "upstream perf names no cede hcall"
fi
if command -v perf >/dev/null; then
	"$DTLGEN" --no-dtl --sched --cpus 2 --seconds 0.5 --seed 4 -o p61.data >/dev/null 2>&1 ||
		fail "dtlgen --no-dtl failed"
	grep -c plpar_hcall_norets_notrace p61.data >/dev/null || fail "no kallsyms text for perf 6.1"
	perf script -i p61.data > p61.txt 2> p61.err || fail "perf 6.1 cannot read a kallsyms section"
	[ ! -s p61.err ] || fail "perf 6.1 warned: $(head -n 2 p61.err)"
	[ "$(grep -c sched_switch p61.txt)" -gt 0 ] || fail "perf 6.1 read no samples"
fi
# a pipe gets none: perf skips the section with lseek
"$DTLGEN" --sched --cpus 2 --seconds 0.3 -o - 2>/dev/null > pipe.data || fail "dtlgen -o - failed"
! grep -q plpar_hcall_norets_notrace pipe.data || fail "a pipe-mode stream carries kallsyms"

# the simulator's -o keeps its kallsyms text; replay and perf read the file
"$DTLTOP" --simulate=4 --sim-rate 200 --batch -n 1 -d 0.3 -o sim.data > /dev/null 2>&1 ||
	fail "dtltop --simulate -o failed"
grep -c plpar_hcall_norets_notrace sim.data >/dev/null || fail "-o of the simulator stored no kallsyms"
"$DTLTOP" -i sim.data --batch > /dev/null 2> sim.err || fail "replay of sim.data failed: $(head -n 2 sim.err)"
if [ -x "${UPERF:-}" ]; then
	"$UPERF" script -i sim.data > /dev/null 2> simup.err || fail "upstream perf cannot read sim.data"
	"$UPERF" script -i sim.data --kallsyms "$SYMS/ppc64le-kallsyms.txt" 2>/dev/null |
		grep -q 'plpar_hcall_norets_notrace+0x1c (\[kernel.kallsyms\])' ||
		fail "upstream perf names no cede hcall in the simulator's recording"
	[ "$("$UPERF" script -i sim.data --show-mmap-events 2>/dev/null | grep -c 'MMAP2 .*r-xp /usr/lib64/libc.so.6')" -ge 8 ] ||
		fail "the simulator's recording lacks its tasks' MMAP2s"
fi
exit 0
