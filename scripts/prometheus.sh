#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Puts the Prometheus server and promtool of Debian's own `prometheus`
# package (bookworm: 2.42) under BUILD_DIR/prometheus/, for the test that has
# a real Prometheus scrape dtltop --listen
# (tests/integration/metrics-prometheus.sh).
#
# Usage: scripts/prometheus.sh BUILD_DIR
# The package is NOT installed (that would create a user and start a system
# service): `apt-get download` fetches its .deb from the system's own sources
# into a temporary directory (after `apt-get update` only when the lists are
# missing), and `dpkg-deb -x` unpacks it there; only usr/bin/prometheus and
# usr/bin/promtool are kept. They are Go programs that need nothing but libc
# at run time (ldd), and the HTTP API the test uses needs none of the
# package's web assets or configuration. Cached: with both binaries present
# and runnable it prints one line and does nothing. When they cannot be had
# (no network, no such package) it prints one line saying why and exits 1.
# PROMETHEUS_REFRESH=1 fetches them again.
set -euo pipefail

build=${1:?usage: prometheus.sh BUILD_DIR}
mkdir -p "$build"
out=$(cd "$build" && pwd)/prometheus
die() { echo "prometheus: not available: $*" >&2; exit 1; }

if [ "${PROMETHEUS_REFRESH:-0}" != 1 ] && [ -x "$out/prometheus" ] && [ -x "$out/promtool" ] &&
	v=$("$out/prometheus" --version 2>&1 | awk 'NR == 1 { print $3 }') && "$out/promtool" --version >/dev/null 2>&1; then
	echo "prometheus: using cached $out (version $v)"
	exit 0
fi
command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null ||
	die "apt-get and dpkg-deb are needed (a Debian system)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtltop-prometheus.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# apt's download user (_apt) may not write into a private directory: let
# it, so that apt does not fall back to an unsandboxed download with a
# warning.
chmod 755 "$tmp"
mkdir "$tmp/deb" && chmod 777 "$tmp/deb"
download() { (cd "$tmp/deb" && apt-get -qq download prometheus) >"$tmp/download.log" 2>&1; }
if ! download; then
	# No package lists yet (a fresh container): fetch them, then retry.
	if grep -qE "Unable to locate package|has no installation candidate" "$tmp/download.log" &&
		[ "$(id -u)" -eq 0 ]; then
		echo "prometheus: updating the package lists (apt-get update)"
		apt-get update -qq >"$tmp/update.log" 2>&1 ||
			{ tail -n 3 "$tmp/update.log" >&2; die "apt-get update failed (no network?)"; }
		download || { tail -n 3 "$tmp/download.log" >&2; die "apt-get download prometheus failed"; }
	else
		tail -n 3 "$tmp/download.log" >&2
		die "apt-get download prometheus failed (no network, or no package lists and not root)"
	fi
fi
debs=("$tmp"/deb/prometheus_*.deb)
deb=${debs[0]}
[ -f "$deb" ] || die "apt-get download left no prometheus_*.deb"
dpkg-deb -x "$deb" "$tmp/x" || die "cannot unpack $(basename "$deb")"
for b in prometheus promtool; do
	[ -x "$tmp/x/usr/bin/$b" ] || die "$(basename "$deb") holds no usr/bin/$b"
done
"$tmp/x/usr/bin/prometheus" --version >/dev/null 2>&1 ||
	die "the unpacked prometheus does not run (ldd $tmp/x/usr/bin/prometheus)"
# Replace atomically enough: a half-copied binary is never left under the
# cached name.
mkdir -p "$out"
for b in prometheus promtool; do
	cp "$tmp/x/usr/bin/$b" "$out/$b.new" && mv -f "$out/$b.new" "$out/$b"
done
echo "prometheus: $out/prometheus and promtool from $(basename "$deb")"
