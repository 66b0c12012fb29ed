# SPDX-License-Identifier: GPL-2.0-only
# --compare: two dtlgen recordings differing in one known way (--rate 1000
# and 2000, the same seed, vCPUs and length) show that difference: each
# side's dispatches are the generator's truth exactly, per LPAR and per
# vCPU, and B's dispatches/s over A's is the truth's ratio (about 2: the
# generator's rate is a mean, and the DTL's full polls lose some); a file
# set beside itself shows zero deltas, exactly, in JSON, text and CSV.
# Bad input: B unreadable or not a perf.data, --compare without -i.
. "$TOP/tests/lib.sh"

gen() { "$DTLGEN" -o "$1" --cpus 4 --seconds 2 --seed 11 --rate "$2" --sched --truth "$3" 2>/dev/null; }
gen a.data 1000 a.json
gen b.data 2000 b.json

"$DTLTOP" -i a.data --compare b.data --json > cmp.json
python3 - cmp.json a.json b.json <<'PY' || fail "--compare --json against the truth"
import json, sys
c = json.load(open(sys.argv[1]))
t = [json.load(open(p)) for p in sys.argv[2:4]]
def rate(tr):	# the truth's dispatches over its DTL entries' span
	d = sum(x['dispatches'] for x in tr['cpus'])
	lo = min(x['first_ns'] for x in tr['cpus']); hi = max(x['last_ns'] for x in tr['cpus'])
	return d, d * 1e9 / (hi - lo)
for k, tr in zip('ab', t):
	d, _ = rate(tr)
	assert c['lpar'][k]['dispatches'] == d, (k, c['lpar'][k]['dispatches'], d)
	for x in tr['cpus']:
		row = [r for r in c['cpus'] if r['cpu'] == x['cpu']][0]
		assert row[k]['dispatches'] == x['dispatches'], (k, x['cpu'])
want = rate(t[1])[1] / rate(t[0])[1]
got = c['lpar']['delta']['dispatches_per_s_ratio']
assert abs(got - want) / want < 0.005, ('ratio', got, want)
assert 1.6 < got < 2.4, ('ratio not about 2', got)
assert c['compare']['a']['name'] == 'a.data' and c['compare']['b']['name'] == 'b.data'
for k in 'ab':
	w = c['compare'][k]
	assert w['start'] and w['end'] and w['zone'] and abs(w['seconds'] - 2) < 0.05, w
# B - A is B minus A, figure by figure
for m in ('dispatches_per_s', 'steal_pct', 'p50_us', 'p99_us', 'physc'):
	a, b, d = c['lpar']['a'][m], c['lpar']['b'][m], c['lpar']['delta'][m]
	assert abs((b - a) - d) < 2e-4, (m, a, b, d)
print('ratio', got, 'truth', want)
PY
# A's side is what --json says of A alone
"$DTLTOP" -i a.data --json > a-alone.json
json_py a-alone.json "import sys; t=s[0]['totals']; c=json.load(open('cmp.json'))['lpar']['a']; \
sys.exit(0 if abs(t['dispatches_per_s'] - c['dispatches_per_s']) < 1e-3 and \
abs(t['steal_pct'] - c['steal_pct']) < 1e-3 and abs(t['p99_us'] - c['p99_us']) < 1e-3 else 1)" ||
	fail "A's side differs from -i a.data --json"

# the same file beside itself: every delta 0, exactly
"$DTLTOP" -i a.data --compare a.data --json > self.json
python3 - self.json <<'PY' || fail "self-compare JSON has a non-zero delta"
import json, sys
c = json.load(open(sys.argv[1]))
n = 0
def zero(d, where):
	global n
	for k, v in d.items():
		if isinstance(v, (int, float)) and not isinstance(v, bool) and k != 'dispatches_per_s_ratio':
			assert v == 0, (where, k, v); n += 1
zero(c['lpar']['delta'], 'lpar')
assert c['lpar']['delta']['dispatches_per_s_ratio'] == 1
for r in c['cpus']:
	assert r['delta'] is not None, r['cpu']
	zero(r['delta'], 'cpu %d' % r['cpu'])
for r in c['preempt_reasons']:
	assert r['delta'] == 0 and r['delta_share_pct'] == 0, r
for r in c['tasks']:
	assert r['delta_steal_ns'] == 0 and r['delta_preempts'] == 0, r
assert len(c['cpus']) == 4 and c['preempt_reasons'] and c['tasks'] and n >= 30, n
PY
"$DTLTOP" -i a.data --compare a.data > self.txt
# every signed number of the text is a delta: all zero
grep -oE '(^| )[+-][0-9.]+' self.txt | tr -d ' ' > deltas.txt
[ "$(wc -l < deltas.txt)" -ge 30 ] || fail "too few deltas in the text: $(cat self.txt)"
grep -vxE '\+0(\.0+)?' deltas.txt && fail "self-compare text has a non-zero delta"
grep -q '^A: a.data$' self.txt && grep -q '^B: a.data$' self.txt || fail "windows not named: $(head -4 self.txt)"
# the text's B - A is the JSON's, rounded
want=$(json_py cmp.json "c=s[0]['lpar']['delta']; print('%+.1f %+.2f' % (c['dispatches_per_s'], c['steal_pct']))")
"$DTLTOP" -i a.data --compare b.data > cmp.txt
got=$(awk '/^  dispatches\/s/ { d = $4 } /^  steal %/ { s = $5 } END { print d, s }' cmp.txt)
[ "$got" = "$want" ] || fail "text deltas '$got', JSON's '$want'"
"$DTLTOP" -i a.data --compare a.data --csv > self.csv
head -1 self.csv | grep -qx 'scope,id,metric,a,b,delta' || fail "CSV header: $(head -1 self.csv)"
awk -F, '$1 != "window" && $1 != "scope" && $6 != "" && $6 + 0 != 0 { bad = 1; print } END { exit bad }' self.csv ||
	fail "self-compare CSV has a non-zero delta"
[ "$(awk -F, '$1 == "cpu"' self.csv | wc -l)" -eq 20 ] || fail "CSV: not 5 rows for each of 4 vCPUs"

# a vCPU on one side only is said so
"$DTLGEN" -o c6.data --cpus 6 --seconds 2 --seed 11 --rate 1000 --sched 2>/dev/null
"$DTLTOP" -i a.data --compare c6.data > six.txt
[ "$(grep -c 'only in B$' six.txt)" -eq 4 ] || fail "vCPUs 4 and 5 (two tables) not 'only in B': $(cat six.txt)"
json_py <("$DTLTOP" -i a.data --compare c6.data --json) \
	"r=[c for c in s[0]['cpus'] if c['cpu'] == 5][0]; assert r['a'] is None and r['delta'] is None and r['b']['dispatches'] > 0"

# bad input: one line, exit 2
expect2() {
	local rc=0
	"$DTLTOP" "$@" > out.txt 2> err.txt || rc=$?
	[ "$rc" = 2 ] || fail "dtltop $*: exit $rc, want 2 ($(cat err.txt))"
	[ -s out.txt ] && fail "dtltop $*: printed output: $(head -3 out.txt)"
	grep -q '^dtltop: ' err.txt || fail "dtltop $*: no message: $(cat err.txt)"
}
expect2 -i a.data --compare missing.data --json
[ "$(wc -l < err.txt)" = 1 ] && grep -q 'missing.data' err.txt || fail "missing B: $(cat err.txt)"
echo "not a recording" > text.data
expect2 -i a.data --compare text.data
[ "$(wc -l < err.txt)" = 1 ] && grep -q 'text.data' err.txt || fail "text B: $(cat err.txt)"
expect2 --compare b.data --batch
grep -q -- '--compare' err.txt && grep -q -- '-i' err.txt || fail "--compare without -i: $(cat err.txt)"
expect2 -i a.data --compare b.data -d 1
echo "--compare: rate 1000 vs 2000 as the truth says; self-compare all zero"
