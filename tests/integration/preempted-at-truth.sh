# SPDX-License-Identifier: GPL-2.0-only
# The batch views' "preempted at" section against dtlgen's truth: dtlgen
# draws each entry's srr0 from the shipped kallsyms text and keeps, as it
# writes, count and steal per (symbol, DSO, reason, vCPU); dtltop --json
# --kallsyms of the same text must rank and sum them exactly, LPAR-wide
# and per vCPU, one reader or several; text and --csv-sites agree.
. "$TOP/tests/lib.sh"
KS=$TOP/tests/data/symbols/ppc64le-kallsyms.txt
[ -f "$KS" ] || fail "no shipped symbol set $KS"

command -v cc >/dev/null || skip "no C compiler to build the user binaries"

# The user binaries the recording's MMAP2 records name, as ELF shared
# objects under a --symfs tree: each symbol of the shipped text ("START
# SIZE NAME", START a file offset) a sized function at that file offset.
# Linked twice: the first link says where .text lands in the file.
mkbin() {	# mkbin MAPFILE OUT TEXT_OFFSET
	python3 - "$1" "$3" > "$2.s" <<'PY' || return 1
import sys
base = int(sys.argv[2], 16)
print(".text")
for l in open(sys.argv[1]):
    if not l.strip() or l.startswith("#"):
        continue
    start, size, name = l.rstrip("\n").split(None, 2)
    q = '"' + name + '"'	# C++ names hold ':', '(' and spaces
    print(f".globl {q}\n.type {q},@function\n.org 0x{int(start, 16) - base:x}\n"
          f"{q}:\n.fill 0x{size},1,0\n.size {q},0x{size}")
PY
	cc -shared -nostdlib -o "$2" "$2.s" || return 1
}
text_off() { objdump -h "$1" | awk '$2 == ".text" { print $6 }'; }
while read -r map path; do
	case $map in '#'* | '') continue ;; esac
	out=symfs$path
	mkdir -p "${out%/*}"
	mkbin "$TOP/tests/data/symbols/$map" "$out" 0 || skip "cc cannot build a shared object here"
	off=$(text_off "$out")
	mkbin "$TOP/tests/data/symbols/$map" "$out" "$off" || fail "relinking $out"
	[ "$(text_off "$out")" = "$off" ] || fail "$out: .text moved between the links"
done < "$TOP/tests/data/symbols/user.list"

"$DTLGEN" -o g.data --truth g.truth --cpus 8 --seconds 1 --sched --seed 33 2>/dev/null
python3 -c "import json,sys; sys.exit(0 if json.load(open('g.truth')).get('preempted_at') else 'dtlgen wrote no preempted_at truth')" ||
	fail "no truth to compare with"

# one reader, and the sharded replay (model_absorb merges the sites)
"$DTLTOP" -i g.data --json --kallsyms "$KS" --symfs symfs --readers 1 > one.json
"$DTLTOP" -i g.data --json --kallsyms "$KS" --symfs symfs --readers 3 > shards.json 2> shards.err
grep -q 'read by one thread' shards.err && fail "--readers 3 fell back to one reader: $(cat shards.err)"
python3 "$TOP/tests/preempted-at-check.py" g.truth one.json || fail "--readers 1 differs from the truth"
python3 "$TOP/tests/preempted-at-check.py" g.truth shards.json || fail "sharded replay differs from the truth"
python3 -c "
import json,sys
a=json.loads(open('one.json').readline()); b=json.loads(open('shards.json').readline())
pa=[a['preempted_at']]+[c['preempted_at'] for c in a['cpus']]
pb=[b['preempted_at']]+[c['preempted_at'] for c in b['cpus']]
sys.exit(0 if pa==pb else 'sharded and one-reader sections differ')" || fail "shards differ"

# Without --symfs the binaries are not found: user addresses are
# "[unknown]", still in the DSO the recording's MMAP2 records name.
"$DTLTOP" -i g.data --json --kallsyms "$KS" --readers 1 > nosymfs.json
python3 "$TOP/tests/preempted-at-check.py" g.truth nosymfs.json dso || fail "without --symfs: not [unknown] per DSO"

# Windows (-d): each window's section holds that window's entries alone.
"$DTLTOP" -i g.data --json -d 0.2 --kallsyms "$KS" > windows.json
python3 -c "
import json,sys
w=[json.loads(l) for l in open('windows.json')]
bad=[(d['preempted_at']['count'],d['totals']['dispatches']) for d in w
     if (d['preempted_at']['count'],d['preempted_at']['steal_ns'])!=(d['totals']['dispatches'],d['totals']['steal_ns'])]
sys.exit(0 if len(w)>=5 and not bad else f'{len(w)} windows, mismatched {bad}')" || fail "-d windows' sections"

# symbols named, classes from the table: the cede path is there
python3 -c "
import json,sys
d=json.loads(open('one.json').readline())['preempted_at']
named=[s for s in d['symbols'] if s['sym']!='[unknown]']
cls={s['class'] for s in d['symbols']}
sys.exit(0 if named and 'cede' in cls else f'no named symbol or no cede class: {cls}')" ||
	fail "symbols not resolved"

# The text view's section: its first row is JSON's first symbol, and the
# counts of the rows and the [other] line add up to the entries.
"$DTLTOP" -i g.data --batch --kallsyms "$KS" --readers 1 > one.txt
python3 - one.txt one.json <<'EOF' || fail "text section differs from JSON"
import json, sys
lines = open(sys.argv[1]).read().split("\nPreempted at ")[1].splitlines()[2:]
d = json.loads(open(sys.argv[2]).readline())["preempted_at"]
rows = [l for l in lines if l.strip()]
first = d["symbols"][0]
if not rows[0].rstrip().endswith(first["sym"] + "  " + first["dso"]):
    sys.exit(f"first text row {rows[0]!r} is not {first['sym']} {first['dso']}")
if sum(int(l.split()[0]) for l in rows) != d["count"]:
    sys.exit("text rows do not add up to the section's count")
EOF

# --csv-sites: each scope's rows add up to the JSON section's count and
# steal; the CSV on stdout keeps its columns.
"$DTLTOP" -i g.data --csv --csv-sites sites.csv --kallsyms "$KS" --readers 1 > out.csv
head -1 sites.csv | grep -qx 'snapshot,window_start_ns,window_end_ns,cpu,rank,class,sym,dso,reason,count,steal_ns,top_comm' ||
	fail "--csv-sites header: $(head -1 sites.csv)"
cmp <(head -1 out.csv) <("$DTLTOP" -i g.data --csv --readers 1 | head -1) || fail "--csv-sites changed --csv's header"
python3 - sites.csv one.json <<'EOF' || fail "--csv-sites differs from JSON"
import csv, json, sys
from collections import defaultdict
d = json.loads(open(sys.argv[2]).readline())
want = {"all": d["preempted_at"]}
want.update({str(c["cpu"]): c["preempted_at"] for c in d["cpus"]})
got = defaultdict(lambda: [0, 0])
for r in csv.DictReader(open(sys.argv[1])):
    got[r["cpu"]][0] += int(r["count"])
    got[r["cpu"]][1] += int(r["steal_ns"])
for k, s in want.items():
    if got[k] != [s["count"], s["steal_ns"]]:
        sys.exit(f"scope {k}: rows {got[k]} != JSON {s['count']}/{s['steal_ns']}")
EOF

# Bad input: a --kallsyms that cannot be read ends the run with one line.
if "$DTLTOP" -i g.data --json --kallsyms ./no-such-file > bad.out 2> bad.err; then
	fail "--kallsyms of a missing file succeeded"
fi
[ "$(wc -l < bad.err)" -eq 1 ] && grep -q 'no-such-file' bad.err || fail "--kallsyms error: $(cat bad.err)"
"$DTLTOP" -i g.data --json --csv-sites x.csv > /dev/null 2> bad2.err && fail "--csv-sites without --csv accepted"
grep -q 'csv-sites' bad2.err || fail "--csv-sites misuse not said: $(cat bad2.err)"
echo "preempted-at-truth: ok"
