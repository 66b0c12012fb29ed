# SPDX-License-Identifier: GPL-2.0-only
# A batch replay read by several threads (--readers, dtltop(1)) prints what
# one thread prints, byte for byte, for every layout the variants cover and
# every batch format; a recording whose events are out of time order across
# rounds, which the shares cannot merge exactly, is read whole instead (and
# --readers says so), and so is one whose shares cannot all be opened; -d,
# -C and a pipe are read by one thread.
. "$TOP/tests/lib.sh"
. "$TOP/tests/variants.sh"

same() {	# same NAME ARGS...: every format, 1 reader against 2, 3 and 4
	local name=$1 fmt n; shift
	for fmt in --json --csv --batch; do
		"$DTLTOP" "$@" $fmt --readers 1 > "$name.1" 2> "$name.1.err"
		for n in 2 3 4; do
			"$DTLTOP" "$@" $fmt --readers $n > "$name.$n" 2> "$name.$n.err" ||
				fail "$name $fmt --readers $n: exit $?: $(cat "$name.$n.err")"
			cmp -s "$name.1" "$name.$n" || fail "$name $fmt: --readers $n prints otherwise"
			# pipe format: read once, and --readers says so
			case $name in *pipe*) sed -i "/^dtltop: --readers $n: read by one thread: input in pipe format is read once$/d" "$name.$n.err" ;; esac
			cmp -s "$name.1.err" "$name.$n.err" ||
				fail "$name $fmt --readers $n: stderr differs: $(cat "$name.$n.err")"
		done
	done
}
check() {	# check NAME DTLGEN-ARGS...
	local name=$1; shift
	"$DTLGEN" -o "$name.data" "$@" 2>/dev/null
	same "$name" -i "$name.data"
}
variants check
# many vCPUs and a task table of many entries
"$DTLGEN" -o many.data --cpus 48 --seconds 1 --sched --seed 31 2>/dev/null
same many -i many.data
"$DTLTOP" -i many.data --json > many.json
json_py many.json "sys.exit(0 if len(s[0]['tasks']) > 5 and s[0]['totals']['dispatches'] > 40000 else 'few tasks or entries: %s' % s[0]['totals'])"

# Out of order across rounds: one sched_switch of a late round dated before
# everything (its time field rewritten in place). One reader counts it; the
# shares would not see it, so they are not used, and --readers says why.
python3 - many.data late.data <<'EOF'
import struct, sys
b = bytearray(open(sys.argv[1], 'rb').read())
attr_size, = struct.unpack_from('<Q', b, 16)
aoff, asz = struct.unpack_from('<QQ', b, 24)
doff, dsz = struct.unpack_from('<QQ', b, 40)
st = {struct.unpack_from('<Q', b, aoff + i * attr_size + 24)[0] for i in range(asz // attr_size)
      if struct.unpack_from('<I', b, aoff + i * attr_size)[0] == 2}
assert st == {0x10587}, st	# IDENTIFIER IP TID TIME CPU PERIOD RAW: time at body + 24
off, rounds = doff, 0
while off < doff + dsz:
    typ, misc, size = struct.unpack_from('<IHH', b, off)
    if typ == 68:
        rounds += 1
    if typ == 9 and rounds == 6:
        struct.pack_into('<Q', b, off + 8 + 24, 1)
        break
    off += size + (struct.unpack_from('<Q', b, off + 8)[0] if typ == 71 else 0)
else:
    sys.exit('no sample after the sixth round')
open(sys.argv[2], 'wb').write(b)
EOF
"$DTLTOP" -i late.data --json --readers 1 > late.1
"$DTLTOP" -i late.data --json --readers 2 > late.2 2> late.2.err
"$DTLTOP" -i late.data --json > late.def 2> late.def.err
cmp -s late.1 late.2 && cmp -s late.1 late.def || fail "late: the readers print otherwise"
json_py late.1 "sys.exit(0 if s[0]['input']['out_of_order'] >= 1 else 'late: no event out of order')"
grep -qx "dtltop: --readers 2: read by one thread: its events are not in time order across rounds" late.2.err ||
	fail "late: --readers 2 did not say why: $(cat late.2.err)"
[ ! -s late.def.err ] || fail "late: without --readers, a note: $(cat late.def.err)"

# What one thread reads: windows, -C, a pipe; --readers says so.
"$DTLTOP" -i many.data --json -d 0.25 --readers 1 > win.1
"$DTLTOP" -i many.data --json -d 0.25 --readers 3 > win.3 2> win.err
cmp -s win.1 win.3 || fail "-d: --readers 3 prints otherwise"
grep -qx "dtltop: --readers 3: read by one thread: -d and -n cut the recording in windows as it is read" win.err ||
	fail "-d: --readers 3 said $(cat win.err)"
"$DTLTOP" -i - --json --readers 2 < many.data > pipe.2 2> pipe.err || fail "pipe: exit $?"
grep -qx "dtltop: --readers 2: read by one thread: input in pipe format is read once" pipe.err ||
	fail "pipe: --readers 2 said $(cat pipe.err)"
"$DTLTOP" -i many.data --json -C 0-5 --readers 2 > c.2 2> c.err
grep -qx "dtltop: --readers 2: read by one thread: -C picks vCPUs as the recording is read" c.err ||
	fail "-C: --readers 2 said $(cat c.err)"

# A shard's reader that cannot open (no file descriptor left: the limit is
# one more than a single reader needs, so the second shard's open fails)
# stops the others; the file is read whole, and --readers says why.
lim=3
until (ulimit -n $lim && exec "$DTLTOP" -i many.data --json --readers 1) > fd.1 2> fd.1.err; do
	lim=$((lim + 1))
	[ $lim -lt 64 ] || fail "one reader does not run under any fd limit below 64: $(cat fd.1.err)"
done
for n in 3 4; do
	(ulimit -n $((lim + 1)) && exec "$DTLTOP" -i many.data --json --readers $n) > fd.$n 2> fd.$n.err ||
		fail "fd limit $((lim + 1)), --readers $n: exit $?: $(cat fd.$n.err)"
	cmp -s fd.1 fd.$n || fail "fd limit $((lim + 1)), --readers $n: prints otherwise"
	grep -qx "dtltop: --readers $n: read by one thread: many.data: Too many open files" fd.$n.err ||
		fail "fd limit $((lim + 1)), --readers $n said $(cat fd.$n.err)"
done

# --readers with -i is for --batch
if "$DTLTOP" -i many.data --script --readers 2 > /dev/null 2> script.err; then
	fail "--script --readers 2 was accepted"
fi
grep -q -- "--readers with -i is for --batch" script.err || fail "--script --readers 2 said $(cat script.err)"
echo "ok: replay readers"
