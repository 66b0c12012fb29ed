#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Builds upstream perf (>= 6.18, the first to decode vpa_dtl) from Debian's
# newest linux-source-X.Y into BUILD_DIR/upstream-perf/perf: the reference the
# decoding cross-check (tests/integration/upstream-crosscheck.sh) holds dtltop to.
#
# Usage: scripts/upstream-perf.sh BUILD_DIR
# The source package comes from trixie-backports/forky/sid through the
# private apt configuration of scripts/debian-apt.sh (downloaded only: the
# system's sources are left alone and nothing from a newer suite is
# installed); only tools/ and the few files tools/perf/MANIFEST names are
# unpacked. The build needs flex, bison, libelf-dev and libdw-dev, installed
# from the system's own suite when missing (as root, like scripts/deps.sh).
# Cached: with the binary present it prints one line and does nothing; a
# source unpacked by an earlier run is built again without downloading. When
# perf cannot be had (no network, no root for the build dependencies, the
# build fails) it prints one line saying why (after the build log's tail)
# and exits 1. The freshly built perf must say version >= 6.18 and, when
# DTLGEN names dtlgen, print vpa-dtl lines for a generated DTL recording,
# or it is not installed. UPSTREAM_PERF_REFRESH=1 rebuilds.
# Each perf built is also kept outside the clone, in UPSTREAM_PERF_CACHE
# (default /var/cache/dtltop-upstream-perf, like the chroots of
# tests/check-distros.sh), under a key of this script's text: a fresh clone
# takes it from there, after the same checks as a new build, instead of
# building for minutes; a changed recipe builds again. UPSTREAM_PERF_CACHE=
# (empty) does without.
set -euo pipefail

build=${1:?usage: upstream-perf.sh BUILD_DIR}
mkdir -p "$build"
out=$(cd "$build" && pwd)/upstream-perf
bin=$out/perf
min_series=6.18
build_deps=(flex bison libelf-dev libdw-dev)
log=$out/build.log
cache=${UPSTREAM_PERF_CACHE-/var/cache/dtltop-upstream-perf}
[ -z "$cache" ] || cache=$cache/$(sha256sum "$0" | cut -c1-16)
die() { echo "upstream-perf: not available: $*" >&2; exit 1; }

if [ "${UPSTREAM_PERF_REFRESH:-0}" != 1 ] && [ -x "$bin" ] && v=$("$bin" version 2>/dev/null); then
	echo "upstream-perf: using cached $bin (${v#perf version })"
	exit 0
fi
# verify PERF: it runs, says version >= 6.18 and (with DTLGEN) prints
# vpa-dtl lines for a dtlgen recording; prints its version, or why not.
verify() {
	local v ver t n
	v=$("$1" version 2>&1) || { echo "the built perf does not run: $v"; return 1; }
	ver=$(echo "$v" | sed -n 's/^perf version \([0-9]*\.[0-9]*\).*/\1/p')
	[ -n "$ver" ] && dpkg --compare-versions "$ver" ge "$min_series" ||
		{ echo "the built perf says '$v', not >= $min_series"; return 1; }
	if [ -n "${DTLGEN:-}" ]; then
		t=$out/verify
		mkdir -p "$t"
		"$DTLGEN" -o "$t/dtl.data" --cpus 2 --seconds 0.2 --seed 1 --sched >/dev/null 2>&1 ||
			{ echo "dtlgen ($DTLGEN) could not write a recording to verify perf with"; return 1; }
		n=$("$1" script -i "$t/dtl.data" -F cpu,time,event,synth 2>"$t/err" | grep -c 'vpa-dtl' || true)
		[ "$n" -gt 0 ] || { echo "the built perf prints no vpa-dtl line for a dtlgen recording: $(head -n 1 "$t/err")"; return 1; }
		rm -rf "$t"
	fi
	echo "$v"
}

mkdir -p "$out"
# A perf this recipe built for an earlier clone, checked like a new one.
if [ "${UPSTREAM_PERF_REFRESH:-0}" != 1 ] && [ -n "$cache" ] && [ -x "$cache/perf" ]; then
	if v=$(verify "$cache/perf"); then
		cp "$cache/perf" "$bin.tmp" && mv "$bin.tmp" "$bin"
		echo "upstream-perf: $bin from $cache (${v#perf version })"
		exit 0
	fi
	echo "upstream-perf: the cached $cache/perf is not usable ($v): building"
fi

# Build dependencies from the system's own suite (bookworm).
missing=()
for p in "${build_deps[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	[ "$(id -u)" -eq 0 ] || die "its build needs ${missing[*]}: run make upstream-perf as root, or apt-get install ${missing[*]}"
	echo "upstream-perf: installing ${missing[*]}"
	{ DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
		>"$out/deps.log" 2>&1 || { tail -n 5 "$out/deps.log" >&2; die "installing ${missing[*]} failed (log: $out/deps.log)"; }
fi

# The newest linux-source-X.Y >= 6.18 of trixie-backports, forky or sid,
# unless an earlier run unpacked one (then the build only resumes).
src=$out/src
. "$(cd "$(dirname "$0")" && pwd)/debian-apt.sh"
if [ "${UPSTREAM_PERF_REFRESH:-0}" = 1 ] || [ ! -f "$src/.unpacked" ]; then
	echo "upstream-perf: updating the private package lists (trixie-backports, forky, sid)"
	debian_apt_setup "$out/apt" "$(dpkg --print-architecture)" 2>"$out/apt.log" ||
		die "no Debian package index could be downloaded (no network? log: $out/apt.log)"
	A=("${DEBIAN_APT[@]}")
	series=$(apt-cache "${A[@]}" pkgnames linux-source- | sed -n 's/^linux-source-\([0-9]*\.[0-9]*\)$/\1/p' |
		while read -r s; do dpkg --compare-versions "$s" ge "$min_series" && echo "$s"; done |
		sort -rV | head -n 1)
	[ -n "$series" ] || die "no linux-source >= $min_series in trixie-backports/forky/sid"
	pkg=linux-source-$series
	rm -rf "$out/deb" "$out/src"
	mkdir -p "$out/deb" "$out/src"
	echo "upstream-perf: downloading $pkg"
	(cd "$out/deb" && apt-get "${A[@]}" -qq download "$pkg") >"$out/download.log" 2>&1 ||
		die "downloading $pkg failed (log: $out/download.log)"
	deb=$(ls "$out"/deb/"$pkg"_*.deb)
	echo "upstream-perf: unpacking tools/ of $(basename "$deb")"
	tarball=$out/deb/src.tar.xz
	dpkg-deb --fsys-tarfile "$deb" | tar -xO --wildcards "*/$pkg.tar.xz" >"$tarball" ||
		die "$deb holds no $pkg.tar.xz"
	rm -f "$deb"
	tar -xJf "$tarball" -C "$out/src" --strip-components=1 "$pkg/tools" ||
		die "cannot unpack tools/ from $pkg.tar.xz"
	# What else the perf build reads: the entries of tools/perf/MANIFEST outside
	# tools/ (uapi headers, syscall tables, the kernel's bpf disassembler...).
	mapfile -t extra < <(grep -v '^tools/' "$out/src/tools/perf/MANIFEST" | sed "s,^,$pkg/,")
	tar -xJf "$tarball" -C "$out/src" --strip-components=1 --wildcards "${extra[@]}" ||
		die "cannot unpack what tools/perf/MANIFEST names from $pkg.tar.xz"
	rm -f "$tarball"
	# perf says the kernel's version; without git or the kernel's Makefile it
	# takes it from here (tools/perf/util/PERF-VERSION-GEN).
	pkgver=$(basename "$deb" | cut -d_ -f2)
	echo "#define PERF_VERSION \"${pkgver%%-*}\"" >"$src/PERF-VERSION-FILE"
	echo "$pkg" >"$src/.package"
	touch "$src/.unpacked"
fi
pkg=$(cat "$src/.package" 2>/dev/null || echo linux-source)

# The make line of issue 17: every optional feature off that Debian 12
# cannot satisfy or the cross-check does not need; and no shellcheck of
# perf's own test scripts (minutes, and a newer shellcheck may fail them).
nproc=$(nproc 2>/dev/null || echo 2)
echo "upstream-perf: building perf from $pkg (a few minutes; log: $log)"
start=$SECONDS
make -C "$out/src/tools/perf" -j"$nproc" NO_RUST=1 NO_LIBPYTHON=1 NO_LIBBPF=1 NO_JEVENTS=1 \
	NO_LIBPERL=1 NO_SDT=1 NO_LIBUNWIND=1 NO_SLANG=1 NO_GTK2=1 NO_LIBNUMA=1 \
	NO_LIBBABELTRACE=1 NO_LIBCAP=1 NO_LIBLLVM=1 NO_CAPSTONE=1 NO_LIBDEBUGINFOD=1 \
	NO_BPF_SKEL=1 NO_SHELLCHECK=1 >"$log" 2>&1 || { tail -n 20 "$log" >&2; die "the perf build failed (log: $log)"; }
new=$out/src/tools/perf/perf
[ -x "$new" ] || die "the perf build made no perf binary (log: $log)"

# It must be what we want before it is installed.
v=$(verify "$new") || die "$v"
cp "$new" "$bin.tmp" && mv "$bin.tmp" "$bin"
# Kept for the next clone; a cache that cannot be written only costs time.
if [ -n "$cache" ] && mkdir -p "$cache" 2>/dev/null && cp "$new" "$cache/perf.tmp" 2>/dev/null; then
	mv "$cache/perf.tmp" "$cache/perf" && echo "upstream-perf: kept in $cache"
fi
echo "upstream-perf: $bin ready (${v#perf version }, built in $((SECONDS - start)) s)"
