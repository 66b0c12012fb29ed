#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Cuts tracing-data and DTL seeds out of perf.data files (see mkcorpus.sh).

tracing-data seeds: the HEADER_TRACING_DATA feature of a file, then one
tracepoint sample's raw payload, then the payload length (u16 LE), the
layout fuzz-tracing-data.c expects.
dtl seeds: the AUXTRACE buffers of a file as fuzz-dtl.c's layout: a flags
byte, then per buffer cpu (u8), length (u16 LE, buffers cut to 64 KiB), bytes.
"""
import os
import struct
import sys

FEAT_TRACING_DATA = 1
PERF_RECORD_SAMPLE = 9
PERF_RECORD_AUXTRACE = 71


def parse(path):
    d = open(path, 'rb').read()
    e = '<' if d[:8] == b'PERFILE2' else '>'
    size, attr_size, a_off, a_size, d_off, d_size = struct.unpack(e + '6Q', d[8:56])
    feats = int.from_bytes(d[72:104], 'little' if e == '<' else 'big')
    feats = struct.unpack(e + '4Q', d[72:104])
    table = d_off + d_size
    secs, n = {}, 0
    for f in range(256):
        if feats[f // 64] >> (f % 64) & 1:
            off, sz = struct.unpack(e + 'QQ', d[table + 16 * n:table + 16 * n + 16])
            secs[f] = d[off:off + sz]
            n += 1
    # sample_type of the first attr, to find PERF_SAMPLE_RAW
    attr = d[a_off:a_off + attr_size]
    sample_type = struct.unpack(e + 'Q', attr[24:32])[0]
    raws, aux = [], []
    p = d_off
    while p + 8 <= d_off + d_size:
        typ, misc, rsz = struct.unpack(e + 'IHH', d[p:p + 8])
        if rsz < 8:
            break
        if typ == PERF_RECORD_SAMPLE and sample_type & (1 << 10):
            q = p + 8
            for bit in (0, 1, 2, 3, 4, 16, 5, 6, 7):  # IDENTIFIER IP TID TIME ADDR ID STREAM CPU PERIOD
                if sample_type & (1 << bit):
                    q += 8
            if sample_type & (1 << 10):
                (rs,) = struct.unpack(e + 'I', d[q:q + 4])
                raws.append(d[q + 4:q + 4 + rs])
        if typ == PERF_RECORD_AUXTRACE:
            psz = struct.unpack(e + 'Q', d[p + 8:p + 16])[0]
            cpu = struct.unpack(e + 'I', d[p + 40:p + 44])[0]
            aux.append((cpu, d[p + rsz:p + rsz + psz]))
            p += psz
        p += rsz
    return e, secs, raws, aux


def main():
    c = sys.argv[1]
    for name in os.listdir(os.path.join(c, 'perf-file')):
        e, secs, raws, aux = parse(os.path.join(c, 'perf-file', name))
        td = secs.get(FEAT_TRACING_DATA)
        if td:
            raw = raws[0] if raws else b''
            with open(os.path.join(c, 'tracing-data', name), 'wb') as f:
                f.write(td + raw + struct.pack('<H', len(raw)))
        if aux:
            for flags in (0, 2):
                out = bytearray([flags | (1 if e == '>' else 0)])
                for cpu, buf in aux:
                    buf = buf[:65535]
                    out += struct.pack('<BH', cpu & 0xff, len(buf)) + buf
                with open(os.path.join(c, 'dtl', '%s-%s' % (name, 'file' if flags else 'mem')), 'wb') as f:
                    f.write(out)
    # writer: short hand-made event streams (see fuzz-writer.c's layout).
    ev = bytearray()
    for i in range(40):
        kind = (i % 8)
        ev += bytes([kind, i % 3]) + struct.pack('<H', 500 + i)
        if kind == 0:  # EV_DTL: dtl_entry then tb_freq
            ev += struct.pack('<BBHIIIQQQQQ', i % 11, (i * 7) % 10, i % 5, 100 + i, 50, 20,
                              1000000 + i * 5000, 0, 0, 0, 512000000)
        else:
            ev += (b'task%02d\0' % i).ljust(16, b'\0') + (b'next%02d\0' % i).ljust(16, b'\0') \
                + struct.pack('<iiiiQ', 100 + i, 200 + i, 120, 120, i % 2)
    for fmt in (0, 1, 2, 1 | 4, 2 | 8 | 16, 1 | 32 | 64, 2 | 4 | 128, 1 | 128):
        body = bytes([fmt])
        if fmt & 64:
            body += b'host\x01\xff"\\\0' + b'6.1.0\0' + b'ppc64le\0'
        with open(os.path.join(c, 'writer', 'events-%d' % fmt), 'wb') as f:
            f.write(body + ev)


main()
