# SPDX-License-Identifier: GPL-2.0-only
# gen-perf61.sh: dtlgen output checked by real perf 6.1 (what it can read) and
# by an independent Python decoder of the AUX stream against dtlgen's truth.
. "$TOP/tests/lib.sh"
command -v perf >/dev/null || skip "perf is not installed"
command -v python3 >/dev/null || skip "python3 is not installed"

# --- sched-only files: perf script prints them all, silently ---
"$DTLGEN" --no-dtl --sched --cpus 4 --seconds 1 --seed 3 -o le.data --truth le.truth 2>/dev/null
perf script -i le.data >le.txt 2>le.err || fail "perf script failed on a sched-only file"
[ ! -s le.err ] || fail "perf script warned: $(head -n 3 le.err)"
python3 - le.txt le.truth <<'EOF' || fail "perf script counts differ from the truth"
import json, re, sys
from collections import Counter
cnt = Counter()
for line in open(sys.argv[1]):
    m = re.search(r'\[(\d+)\]\s+[\d.]+:\s+sched:(sched_switch|sched_wakeup):', line)
    if m:
        cnt[(int(m.group(1)), m.group(2))] += 1
t = json.load(open(sys.argv[2]))
bad = [(c['cpu'], k, c[k], cnt[(c['cpu'], k)]) for c in t['cpus']
       for k in ('sched_switch', 'sched_wakeup') if c[k] != cnt[(c['cpu'], k)]]
sys.exit(f"mismatch {bad}" if bad else 0)
EOF
perf report --header-only -I -i le.data >hdr.txt 2>&1 || fail "perf report --header-only failed"
for want in "hostname : splpar-dtlgen" "arch : ppc64le" "nrcpus online : 4" \
	"name = sched:sched_switch" "name = sched:sched_wakeup" "name = dummy:HG"; do
	grep -q "$want" hdr.txt || fail "header lacks '$want'"
done

# --- the same events in other layouts decode to the same perf script text ---
"$DTLGEN" --no-dtl --sched --cpus 4 --seconds 1 --seed 3 --big-endian -o be.data 2>/dev/null
perf report --header-only -I -i be.data 2>&1 | grep -q "arch : ppc64$" || fail "BE header unreadable"
perf script -i be.data 2>&1 | cmp -s - le.txt || fail "big-endian file decodes differently"
"$DTLGEN" --no-dtl --sched --cpus 4 --seconds 1 --seed 3 --zstd -o z.data 2>/dev/null
perf report --header-only -I -i z.data 2>&1 | grep -q "compressed : Zstd" || fail "no COMPRESSED feature"
perf script -i z.data 2>&1 | cmp -s - le.txt || fail "zstd file decodes differently"
"$DTLGEN" --no-dtl --sched --cpus 4 --seconds 1 --seed 3 -o - 2>/dev/null | cat |
	perf script -i - 2>&1 | cmp -s - le.txt || fail "pipe stream decodes differently"

# --- DTL files: perf 6.1 reads headers (attr size 128), not type 7 AUX data ---
"$DTLGEN" --sched --cpus 4 --seconds 1 --seed 4 --attr-size 128 -o d128.data 2>/dev/null
perf evlist -v -i d128.data 2>&1 | grep -q "vpa_dtl/dtl_all/: type: 42" || fail "evlist lacks vpa_dtl"
perf report --header-only -I -i d128.data 2>&1 | grep -q "AUX area data" || fail "no AUXTRACE feature"

# --- the AUX stream, decoded independently, against the truth ---
cat >dec.py <<'EOF'
import ctypes, json, struct, sys
DISP = ["external_interrupt", "firmware_internal_event", "H_PROD", "decrementer_interrupt",
        "system_reset", "firmware_internal_event", "conferred_cycles", "time_slice",
        "virtual_memory_page_fault", "expropriated_adjunct", "priv_doorbell"]
PRE = ["unused", "firmware_internal_event", "H_CEDE", "H_CONFER", "time_slice",
       "migration_hibernation_page_fault", "virtual_memory_page_fault", "H_CONFER_ADJUNCT",
       "hcall_adjunct", "HDEC_adjunct"]

class Zstd:
    class Buf(ctypes.Structure):
        _fields_ = [("p", ctypes.c_void_p), ("size", ctypes.c_size_t), ("pos", ctypes.c_size_t)]
    def __init__(self):
        self.z = ctypes.CDLL("libzstd.so.1")
        self.z.ZSTD_createDStream.restype = ctypes.c_void_p
        self.z.ZSTD_decompressStream.restype = ctypes.c_size_t
        self.z.ZSTD_decompressStream.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        self.z.ZSTD_isError.argtypes = [ctypes.c_size_t]
        self.ds = ctypes.c_void_p(self.z.ZSTD_createDStream())
        self.z.ZSTD_initDStream(self.ds)
    def feed(self, data):
        src = ctypes.create_string_buffer(data, len(data))
        inb = self.Buf(ctypes.cast(src, ctypes.c_void_p), len(data), 0)
        out = b""
        while inb.pos < inb.size:
            dst = ctypes.create_string_buffer(1 << 20)
            ob = self.Buf(ctypes.cast(dst, ctypes.c_void_p), 1 << 20, 0)
            r = self.z.ZSTD_decompressStream(self.ds, ctypes.byref(ob), ctypes.byref(inb))
            if self.z.ZSTD_isError(r):
                sys.exit("zstd error")
            out += dst.raw[:ob.pos]
        return out

def records(d):
    e = "<" if d[:8] == b"PERFILE2" else ">"
    if struct.unpack_from(e + "Q", d, 8)[0] == 104:
        off, size = struct.unpack_from(e + "QQ", d, 40)
        end = off + size
    else:
        off, end = 16, len(d)
    z, carry = None, b""
    while off < end:
        t, _, s = struct.unpack_from(e + "IHH", d, off)
        rec = d[off:off + s]
        off += s
        if t == 66:
            off += struct.unpack_from(e + "I", rec, 8)[0]
        elif t == 71:
            n = struct.unpack_from(e + "Q", rec, 8)[0]
            yield e, t, rec + d[off:off + n]
            off += n
        elif t == 81:
            z = z or Zstd()
            carry += z.feed(rec[8:])
            while len(carry) >= 8 and len(carry) >= struct.unpack_from(e + "H", carry, 6)[0]:
                s2 = struct.unpack_from(e + "H", carry, 6)[0]
                yield e, struct.unpack_from(e + "I", carry, 0)[0], carry[:s2]
                carry = carry[s2:]
        else:
            yield e, t, rec

def name(tab, v):
    return tab[v] if v < len(tab) else "reason_%d" % v

# The vpa_dtl driver's layout (../shared/docs/dtl-format.md section 6), from the prose:
# laps of S bytes, slots at k*48 from each lap's start, T = (S-32)//48 of
# them, padding to the lap's end; stream offset 0 is the header.
d = open(sys.argv[1], "rb").read()
truth = json.load(open(sys.argv[2]))
S = int(sys.argv[3])
T = (S - 32) // 48
def slots(off, size):
    """slot offsets wholly inside [off, off+size), the header's left out"""
    k = off - off % S
    while k < off + size:
        for j in range(T):
            p = k + 48 * j
            if p >= off and p + 48 <= off + size and p != 0:
                yield p
        k += S
streams, hdr, full, auxrec = {}, {}, 0, 0
for e, t, rec in records(d):
    if t == 11:
        auxrec += 1
        aoff, asize = struct.unpack_from(e + "QQ", rec, 8)
        full += sum(1 for _ in slots(aoff, asize)) >= 84
    if t != 71:
        continue
    size, offset, ref, idx, tid, cpu = struct.unpack_from(e + "QQQIII", rec, 8)
    st = streams.setdefault(cpu, bytearray())
    if len(st) < offset + size:
        st.extend(bytes(offset + size - len(st)))
    st[offset:offset + size] = rec[48:48 + size]
cpus = {}
for cpu, st in streams.items():
    boot, freq, tb0 = struct.unpack_from(e + "QQQ", st, 0)
    assert tb0 == 0 and freq == truth["tb_freq"], "bad boottb header"
    hdr[cpu] = (boot, freq)
    es = (struct.unpack_from(">BBHIIIQQQQ", st, p) for p in slots(0, len(st)))
    cpus[cpu] = [x for x in es if 0 < x[6] < 1 << 63]
bad = []
for c in truth["cpus"]:
    es = cpus.get(c["cpu"], [])
    boot, freq = hdr.get(c["cpu"], (0, 1))
    ns = lambda tb: int((tb - boot) / freq * 1000000000)
    got = {"dispatches": len(es), "steal_ticks": sum(x[3] + x[4] for x in es),
           "affinity_misses": sum(a[2] != b[2] for a, b in zip(es, es[1:]))}
    if es:
        got.update(enq_min=min(x[3] for x in es), enq_max=max(x[3] for x in es),
                   enq_sum=sum(x[3] for x in es), first_ns=ns(es[0][6]), last_ns=ns(es[-1][6]))
    for k, tab, i in (("dispatch_reasons", DISP, 0), ("preempt_reasons", PRE, 1)):
        m = {}
        for x in es:
            m[name(tab, x[i])] = m.get(name(tab, x[i]), 0) + 1
        got[k] = m
    bad += [(c["cpu"], k, c[k], v) for k, v in got.items() if c[k] != v]
if sum(c["aux_records"] for c in truth["cpus"]) != auxrec:
    bad.append(("aux_records", auxrec))
if sum(c["dtl_full_polls"] for c in truth["cpus"]) != full:
    bad.append(("dtl_full_polls", full))
if len(sys.argv) > 4:   # the kernel documentation's example, on cpu 16
    x = cpus[16][0]
    if x[:6] + (x[6],) != (3, 2, x[2], 4854, 139, 511842115, 21403600706628832) or \
       "%.6f" % ((x[6] - hdr[16][0]) / hdr[16][1]) != "105373.359913":
        bad.append(("seed002", x))
sys.exit("mismatch %s" % bad[:10] if bad else 0)
EOF
dtl_check() {	# dtl_check NAME ARGS...
	local n=$1; shift
	"$DTLGEN" -o "$n.data" --truth "$n.truth" "$@" 2>/dev/null || fail "$n: dtlgen failed"
	python3 dec.py "$n.data" "$n.truth" "${AUX:-131072}" ${SEED002:-} ||
		fail "$n: AUX data differs from truth"
}
dtl_check dle   --cpus 4 --seconds 1 --seed 5 --sched
dtl_check dbe   --cpus 4 --seconds 1 --seed 5 --sched --big-endian
dtl_check dz    --cpus 4 --seconds 1 --seed 6 --sched --zstd
dtl_check dpipe --cpus 4 --seconds 1 --seed 7 --pipe --zstd --big-endian
dtl_check dunk  --cpus 4 --seconds 1 --seed 8 --unknown-reasons --rate 5000
grep -q '"reason_' dunk.truth || fail "--unknown-reasons produced no unknown reason"
python3 -c "import json,sys; t=json.load(open('dunk.truth'));
sys.exit(0 if sum(c['dtl_full_polls'] for c in t['cpus']) else 'no full polls')" || fail "no full polls"
SEED002=seed002 dtl_check d002 --seed002 --seconds 1
# Many laps of a 64 KiB area; perf record's reads span lap ends.
AUX=65536 dtl_check dlaps --cpus 3 --seconds 4 --seed 9 --rate 4000 --aux-size 65536
python3 -c "import json,sys; t=json.load(open('dlaps.truth'));
sys.exit(0 if all(c['lap_lost'] for c in t['cpus']) else 'no lap ends')" || fail "no lap ends in dlaps"
echo "dtlgen output: perf 6.1 and the independent decoder agree"
