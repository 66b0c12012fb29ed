# SPDX-License-Identifier: GPL-2.0-only
# Tracing data with more event formats than any kernel has (120,000; the
# limit is 16384) is refused at once: one line naming the count and the
# limit, exit 2, as for other corrupt input (before the limit, libtraceevent
# took 20 s to add them one by one). A big kernel's worth (3,000) still reads.
. "$TOP/tests/lib.sh"
# A pipe-mode stream: the header, then one TRACING_DATA record (type 66)
# with a blob of N small formats of system "sched".
gen() {
	python3 - "$1" <<'PY'
import struct, sys
n = int(sys.argv[1])
def text(b, s):
    b += struct.pack('<Q', len(s)) + s
b = bytearray(b'\x17\x08\x44tracing0.6\0' + bytes([0, 8]) + struct.pack('<I', 4096))
b += b'header_page\0'; text(b, b'')
b += b'header_event\0'; text(b, b'')
b += struct.pack('<II', 0, 1) + b'sched\0' + struct.pack('<I', n)
for i in range(1, n + 1):
    text(b, (b'name: ev%d\nID: %d\nformat:\n'
             b'\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n'
             b'\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n'
             b'\tfield:int v;\toffset:8;\tsize:4;\tsigned:1;\n\n'
             b'print fmt: "v=%%d", REC->v\n') % (i, i))
b += struct.pack('<IIQ', 0, 0, 0)	# kallsyms, printk formats, saved cmdlines
b += bytes(-len(b) % 8)
out = sys.stdout.buffer
out.write(b'PERFILE2' + struct.pack('<Q', 16))
out.write(struct.pack('<IHHII', 66, 0, 16, len(b), 0))
out.write(b)
PY
}
gen 3000 > ok.pipe
gen 120000 > many.pipe

# The stream holds formats and no event: read whole, it has nothing to
# show, which is what dtltop says (status 2), not that the formats fail.
rc=0; timeout -k 5 120 "$DTLTOP" -i - --batch < ok.pipe > out.txt 2> err.txt || rc=$?
[ "$rc" -eq 2 ] && grep -q -- "-: nothing to show: no vpa_dtl or tracepoint event, only no events" err.txt ||
	fail "3000 formats: exit $rc: $(cat err.txt)"

# Refused in well under the 20 s the formats took to load (the run is
# killed at 30 s: no sleep, the limit is the check).
rc=0; timeout -k 5 30 "$DTLTOP" -i - --batch < many.pipe > out.txt 2> err.txt || rc=$?
[ "$rc" -eq 2 ] || fail "120000 formats: exit $rc, want 2 ($(cat err.txt))"
[ "$(wc -l < err.txt)" -eq 1 ] || fail "120000 formats: want one line on stderr, got: $(cat err.txt)"
grep -qF 'system sched has 120000 event formats, more than the limit of 16384' err.txt ||
	fail "120000 formats: message: $(cat err.txt)"
