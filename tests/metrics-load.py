#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""metrics-load.py HOST PORT: load and abuse dtltop's metrics endpoint
(--listen) from loopback clients, stdlib only, and check every answer
against the HTTP rules of dtltop(1) (METRICS):

  load    REQUESTS GET /metrics from CONC concurrent clients, each on a
          fresh connection (the server closes after every answer); each
          answer a complete 200: the OpenMetrics Content-Type, Connection:
          close, a body of Content-Length bytes ending in "# EOF\\n" whose
          every line parses (metric names ^[a-zA-Z_:][a-zA-Z0-9_:]*, values
          numbers). A 503 is allowed only while the slow clients below hold
          their slots (20 + 50 can exceed the server's 64); it is retried.
  meanwhile
          SLOW clients connect and send nothing: the server must close each
          between 5 s (a client has 5 s) and 5 s + SLACK (measured here);
          a 64 KiB header: 431 or the connection closed, never a 200;
          malformed requests: 400; an unknown path: 404; POST and DELETE:
          405; HEAD /metrics: the GET's headers and no body; no Accept:
          the Prometheus text; GET /: 200, text/html.
  burst   after the load, BURST connections at once: every one answered
          200 or refused (503 or closed) and none hangs, at least 64 served.

Every socket has its own timeout, and every phase a deadline, so a server
that stops answering fails the test instead of hanging it. Prints the
figures (latency median, p99 and max, requests per second) and exits 0 when
every check held, 1 with the reasons otherwise."""
import argparse
import hashlib
import math
import re
import socket
import sys
import threading
import time

OM_TYPE = 'application/openmetrics-text; version=1.0.0; charset=utf-8'
NAME = r'[a-zA-Z_:][a-zA-Z0-9_:]*'
LABEL = r'[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*"'
SAMPLE_RE = re.compile(r'^(' + NAME + r')(\{(?:' + LABEL + r'(?:,' + LABEL + r')*)?\})? (\S+)( \S+)?$')
META_RE = re.compile(r'^# (TYPE|HELP|UNIT) (' + NAME + r')( .*)?$')

errors = []
lock = threading.Lock()


def err(msg):
    with lock:
        if len(errors) < 50:
            errors.append(msg)


def exchange(host, port, raw, timeout, send_timeout=None):
    """Send raw on a fresh connection and read until the server closes.
    Returns (answer bytes, seconds, how) with how 'eof', 'reset' or
    'timeout' (the server neither answered nor closed in time)."""
    t0 = time.monotonic()
    data = bytearray()
    try:
        s = socket.create_connection((host, port), timeout=timeout)
    except OSError as e:
        return bytes(data), time.monotonic() - t0, 'connect: %s' % e
    try:
        s.settimeout(send_timeout or timeout)
        try:
            if raw:
                s.sendall(raw)
        except (BrokenPipeError, ConnectionResetError):
            pass		# the server answered early and closed: read what it said
        s.settimeout(timeout)
        while True:
            b = s.recv(65536)
            if not b:
                return bytes(data), time.monotonic() - t0, 'eof'
            data += b
    except ConnectionResetError:
        return bytes(data), time.monotonic() - t0, 'reset'
    except socket.timeout:
        return bytes(data), time.monotonic() - t0, 'timeout'
    finally:
        s.close()


def split(answer):
    """(status, {header: value}, body) of a complete answer, or None."""
    head, sep, body = answer.partition(b'\r\n\r\n')
    if not sep:
        return None
    lines = head.decode('latin-1').split('\r\n')
    m = re.match(r'^HTTP/1\.[01] ([0-9]{3}) ', lines[0] + ' ')
    if not m:
        return None
    hdr = {}
    for l in lines[1:]:
        k, _, v = l.partition(':')
        hdr[k.strip().lower()] = v.strip()
    return int(m.group(1)), hdr, body


def check_complete(tag, answer, how, status, ctype=None, head=False):
    """The answer is a whole HTTP response with status (an int or a set)."""
    r = split(answer)
    if how != 'eof' or r is None:
        err('%s: no complete answer (%s, %d bytes: %r)' % (tag, how, len(answer), answer[:80]))
        return None
    st, hdr, body = r
    want = status if isinstance(status, set) else {status}
    if st not in want:
        err('%s: status %d, want %s' % (tag, st, sorted(want)))
        return None
    if hdr.get('connection', '').lower() != 'close':
        err('%s: no "Connection: close" (%r)' % (tag, hdr))
    if ctype and hdr.get('content-type') != ctype:
        err('%s: Content-Type %r, want %r' % (tag, hdr.get('content-type'), ctype))
    if head:
        if body:
            err('%s: HEAD answered with %d body bytes' % (tag, len(body)))
    elif 'content-length' not in hdr or int(hdr['content-length']) != len(body):
        err('%s: Content-Length %r but %d body bytes' % (tag, hdr.get('content-length'), len(body)))
        return None
    return st, hdr, body


def parse_openmetrics(body):
    """Every line of an OpenMetrics text: a comment, a sample of a named
    metric with a number, and # EOF last. Returns the number of samples."""
    text = body.decode('utf-8')
    if not text.endswith('# EOF\n'):
        return 'does not end in "# EOF\\n": %r' % text[-40:]
    lines = text[:-len('# EOF\n')].split('\n')
    if lines[-1] != '':
        return 'no newline before # EOF'
    samples = 0
    for n, l in enumerate(lines[:-1], 1):
        if l.startswith('#'):
            if not META_RE.match(l):
                return 'line %d: bad comment %r' % (n, l)
            continue
        m = SAMPLE_RE.match(l)
        if not m:
            return 'line %d: not a sample: %r' % (n, l)
        try:
            v = float(m.group(3))
        except ValueError:
            return 'line %d: value %r is not a number' % (n, m.group(3))
        if math.isnan(v):
            return 'line %d: NaN' % n
        samples += 1
    return samples if samples else 'no samples'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('host')
    ap.add_argument('port', type=int)
    ap.add_argument('--requests', type=int, default=1000)
    ap.add_argument('--conc', type=int, default=50)
    ap.add_argument('--slow', type=int, default=20)
    ap.add_argument('--burst', type=int, default=100)
    ap.add_argument('--slack', type=float, default=4.0,
                    help='seconds past the 5 s a slow client may wait to be dropped')
    ap.add_argument('--timeout', type=float, default=30.0, help='every socket operation')
    a = ap.parse_args()
    host, port, T = a.host, a.port, a.timeout
    # as Prometheus asks (OpenMetrics; without it the answer is text 0.0.4)
    get = b'GET /metrics HTTP/1.1\r\nHost: loopback\r\nAccept: application/openmetrics-text\r\n\r\n'

    # -- the slow clients: connect, send nothing, time the server's close
    slow_open = threading.Event()
    slow_left = [a.slow]
    slow_times = []
    slow_conn = [0]

    def slow_client():
        # timed from before the connect: the server's 5 s start at its
        # accept, later, so a drop on time is never measured short
        t0 = time.monotonic()
        try:
            s = socket.create_connection((host, port), timeout=T)
        except OSError as e:
            err('slow client: connect: %s' % e)
            return
        with lock:
            slow_conn[0] += 1
        how = 'eof'
        try:
            s.settimeout(5.0 + a.slack + 10)	# past any acceptable drop
            if s.recv(1):
                how = 'answered before any request'
        except ConnectionResetError:
            pass
        except socket.timeout:
            how = 'timeout'
        finally:
            s.close()
        dt = time.monotonic() - t0
        with lock:
            slow_times.append(dt)
            slow_left[0] -= 1
        if how != 'eof':
            err('slow client: %s after %.2f s' % (how, dt))

    slow = [threading.Thread(target=slow_client, daemon=True) for _ in range(a.slow)]
    for t in slow:
        t.start()
    # the slow clients hold their slots before the load starts
    dl = time.monotonic() + T
    while slow_conn[0] < a.slow and any(t.is_alive() for t in slow) and time.monotonic() < dl:
        time.sleep(0.01)

    # -- the odd requests, beside the load
    odd = [
        ('64 KiB header', b'GET /metrics HTTP/1.1\r\nX-Big: ' + b'a' * 65536 + b'\r\n\r\n', {431}, True),
        ('no version', b'GET /metrics\r\n\r\n', {400}, False),
        ('garbage line', b'GARBAGE\r\n\r\n', {400}, False),
        ('lower-case method', b'get /metrics HTTP/1.1\r\n\r\n', {400}, False),
        ('header without colon', b'GET /metrics HTTP/1.1\r\nNoColonHere\r\n\r\n', {400}, False),
        ('relative path', b'GET metrics HTTP/1.1\r\n\r\n', {400}, False),
        ('bad version', b'GET /metrics HTTP/2.0\r\n\r\n', {400}, False),
        ('unknown path', b'GET /nope HTTP/1.1\r\n\r\n', {404}, False),
        ('POST', b'POST /metrics HTTP/1.1\r\nContent-Length: 0\r\n\r\n', {405}, False),
        ('DELETE', b'DELETE /metrics HTTP/1.1\r\n\r\n', {405}, False),
    ]
    odd_done = []
    refused = [0, 0]	# refused while slow clients held slots; otherwise

    def ask(raw):
        """exchange(), asked again while the server may refuse: the slow
        clients, the load's and this one's connections can pass its 64, as
        the load's own requests are (the same rule, the same count)."""
        while True:
            busy = slow_left[0] > 0
            ans, dt, how = exchange(host, port, raw, T)
            refusal = ans.startswith(b'HTTP/1.1 503 ') or (how in ('reset', 'eof') and not ans)
            if not (refusal and (busy or slow_left[0] > 0)):
                return ans, dt, how
            with lock:
                refused[0] += 1

    def odd_client():
        for tag, raw, want, may_close in odd:
            ans, dt, how = ask(raw)
            if may_close and (how == 'reset' or (how == 'eof' and not ans)):
                odd_done.append((tag, 'closed'))
                continue
            r = check_complete(tag, ans, how, want)
            odd_done.append((tag, r[0] if r else 'FAILED'))
        # HEAD: the GET's headers, no body; GET /: a short index
        ans, _, how = ask(b'HEAD /metrics HTTP/1.1\r\nAccept: application/openmetrics-text\r\n\r\n')
        r = check_complete('HEAD /metrics', ans, how, 200, OM_TYPE, head=True)
        odd_done.append(('HEAD /metrics', r[0] if r else 'FAILED'))
        # no Accept: Prometheus text 0.0.4, no # EOF
        ans, _, how = ask(b'GET /metrics?x HTTP/1.1\r\n\r\n')
        r = check_complete('GET /metrics, no Accept', ans, how, 200,
                           'text/plain; version=0.0.4; charset=utf-8')
        odd_done.append(('GET /metrics, no Accept', r[0] if r else 'FAILED'))
        if r and (b'# EOF' in r[2] or b'\ndtltop_vcpus ' not in r[2]):
            err('GET /metrics, no Accept: not the Prometheus text (%r)' % r[2][-60:])
        ans, _, how = ask(b'GET / HTTP/1.1\r\n\r\n')
        r = check_complete('GET /', ans, how, 200)
        odd_done.append(('GET /', r[0] if r else 'FAILED'))
        if r and not r[1].get('content-type', '').startswith('text/html'):
            err('GET /: Content-Type %r, want text/html' % r[1].get('content-type'))

    oddt = threading.Thread(target=odd_client, daemon=True)
    oddt.start()

    # -- the load
    lat = []
    bodies = {}	# sha1 -> body: every distinct answer, parsed once below
    todo = [a.requests]

    def worker():
        while True:
            with lock:
                if todo[0] <= 0 or len(errors) >= 50:
                    return
                todo[0] -= 1
            while True:
                busy = slow_left[0] > 0
                ans, dt, how = exchange(host, port, get, T)
                # a refusal: the 503 (the server closes at once, so an
                # unread request may turn its close into a reset after it)
                # or, when even the 503 did not fit, just the close
                if ans.startswith(b'HTTP/1.1 503 ') or (how in ('reset', 'eof') and not ans):
                    with lock:
                        refused[0 if busy or slow_left[0] > 0 else 1] += 1
                    if not (busy or slow_left[0] > 0):
                        err('GET /metrics: refused (%s, %r) with at most %d of our connections open' %
                            (how, ans[:40], a.conc + 2))
                        return
                    continue
                break
            r = check_complete('GET /metrics', ans, how, 200, OM_TYPE)
            if not r:
                continue
            body = r[2]
            h = hashlib.sha1(body).digest()
            with lock:
                lat.append(dt)
                bodies.setdefault(h, body)

    t0 = time.monotonic()
    workers = [threading.Thread(target=worker, daemon=True) for _ in range(a.conc)]
    for t in workers:
        t.start()
    deadline = t0 + 120
    for t in workers:
        t.join(max(0.1, deadline - time.monotonic()))
    wall = time.monotonic() - t0
    if any(t.is_alive() for t in workers):
        err('load: not done in 120 s')
    oddt.join(max(0.1, deadline - time.monotonic()))
    if oddt.is_alive():
        err('odd requests: not done in 120 s')
    for t in slow:
        t.join(max(0.1, time.monotonic() + 5.0 + a.slack + 15 - time.monotonic()))
    if any(t.is_alive() for t in slow):
        err('slow clients: some never returned')

    # every distinct body parses (identical bytes parse identically)
    nsamples = set()
    for body in bodies.values():
        p = parse_openmetrics(body)
        if isinstance(p, str):
            err('GET /metrics body: ' + p)
        else:
            nsamples.add(p)

    # -- the burst: BURST connections at once, then each sends its request
    burst = {'served': 0, 'refused': 0, 'bad': 0}
    socks = []
    for _ in range(a.burst):
        try:
            socks.append(socket.create_connection((host, port), timeout=T))
        except OSError as e:
            err('burst: connect: %s' % e)
    bt0 = time.monotonic()

    def burst_client(s):
        data, how = bytearray(), 'eof'
        try:
            s.settimeout(T)
            try:
                s.sendall(get)
            except (BrokenPipeError, ConnectionResetError):
                pass
            while True:
                b = s.recv(65536)
                if not b:
                    break
                data += b
        except ConnectionResetError:
            how = 'reset'
        except socket.timeout:
            how = 'timeout'
        finally:
            s.close()
        r = split(bytes(data)) if how == 'eof' else None
        with lock:
            if r and r[0] == 200:
                if check_complete('burst GET', bytes(data), how, 200, OM_TYPE):
                    burst['served'] += 1
                else:
                    burst['bad'] += 1
            elif how in ('eof', 'reset') and (data.startswith(b'HTTP/1.1 503 ') or not data):
                burst['refused'] += 1
            else:
                burst['bad'] += 1
                if len(errors) < 50:
                    errors.append('burst: %s, %d bytes: %r' % (how, len(data), bytes(data[:60])))

    bt = [threading.Thread(target=burst_client, args=(s,), daemon=True) for s in socks]
    for t in bt:
        t.start()
    for t in bt:
        t.join(max(0.1, bt0 + 60 - time.monotonic()))
    if any(t.is_alive() for t in bt):
        err('burst: a connection hung past 60 s')
    if burst['served'] < min(64, a.burst):
        err('burst: %d served, want at least %d (the server takes 64 at once)' %
            (burst['served'], min(64, a.burst)))

    # the server still answers
    ans, _, how = exchange(host, port, get, T)
    check_complete('GET /metrics after the burst', ans, how, 200, OM_TYPE)

    lat.sort()
    if len(lat) != a.requests and not errors:
        err('load: %d complete answers of %d' % (len(lat), a.requests))
    if lat:
        med = lat[len(lat) // 2]
        p99 = lat[min(len(lat) - 1, math.ceil(len(lat) * 0.99) - 1)]
        print('load: %d GET /metrics from %d clients in %.2f s: %.0f requests/s, '
              'latency median %.1f ms, p99 %.1f ms, max %.1f ms; %d distinct bodies of %s samples; '
              '%d refused (503) while the slow clients held slots, retried' %
              (len(lat), a.conc, wall, len(lat) / wall, med * 1e3, p99 * 1e3, lat[-1] * 1e3,
               len(bodies), '/'.join(str(n) for n in sorted(nsamples)), refused[0]))
    if slow_times:
        print('slow clients: %d dropped after %.2f..%.2f s (want 5.0..%.1f s)' %
              (len(slow_times), min(slow_times), max(slow_times), 5.0 + a.slack))
        bad = [t for t in slow_times if t < 4.99 or t > 5.0 + a.slack]	# 4.99: the server counts whole ms
        if bad:
            err('slow clients dropped after %s s, want 5.0..%.1f' %
                (', '.join('%.2f' % t for t in bad), 5.0 + a.slack))
    print('odd requests: ' + ', '.join('%s %s' % (t, r) for t, r in odd_done))
    if len(odd_done) != len(odd) + 3:
        err('odd requests: %d of %d answered' % (len(odd_done), len(odd) + 3))
    print('burst: %d connections at once: %d served, %d refused, %d bad' %
          (len(socks), burst['served'], burst['refused'], burst['bad']))
    if burst['bad']:
        err('burst: %d answers neither a 200 nor a refusal' % burst['bad'])
    for e in errors:
        print('FAIL: ' + e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
