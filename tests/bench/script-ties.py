#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""script-ties.py [--squeeze] [COUNT_FILE] (make bench): perf script text on stdin,
the same text on stdout with each run of records of equal time in one order.

Both dtltop and perf order records of equal time on different CPUs freely
(upstream as its queue heap pops them), so the bench's output checks compare
this form. A record is a line, or a vpa-dtl line and its continuation; every
byte is kept. --squeeze first turns each run of blanks into one (perf 6.1
prints the PID 5 wide, upstream 7). Streams: the bench's texts are GBs.
COUNT_FILE gets the number of records read."""
import os
import re
import sys

args = sys.argv[1:]
squeeze = bool(args) and args[0] == "--squeeze"
if squeeze:
    args = args[1:]
blanks = re.compile(rb" +")
key_re = re.compile(rb" (\d+\.\d+): ")
out = open(1, "wb", buffering=1 << 20, closefd=False)
lines = iter(open(0, "rb", buffering=1 << 20, closefd=False))


def flush(group):
    if len(group) > 1:
        group.sort()
    out.write(b"".join(group))


def main():
    group, gkey, count = [], None, 0
    for rec in lines:
        if rec.endswith(b",\n") and b" vpa-dtl: timebase: " in rec:
            rec += next(lines, b"")
        if squeeze:
            rec = blanks.sub(b" ", rec)
        count += 1
        m = key_re.search(rec)
        k = m.group(1) if m else None
        if k != gkey:
            flush(group)
            group, gkey = [rec], k
        else:
            group.append(rec)
    flush(group)
    out.flush()
    return count


try:
    count = main()
except BrokenPipeError:
    os._exit(1)  # cmp stopped reading at the first difference: it says where
if args:
    with open(args[0], "w") as f:
        print(count, file=f)
