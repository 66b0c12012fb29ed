#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Downloads Debian's perf for ppc64el (linux-perf, the version of the guest
# kernel, which knows vpa_dtl) and the libraries it links, for the QEMU
# test's clock case, through fetch-kernel.sh's private apt configuration
# (DIR/apt: the system's apt is neither read nor changed, nothing is
# installed; apt-get download + dpkg-deb -x).
#
# Usage: tests/qemu/fetch-perf.sh DIR
#   DIR/perf/VERSION/root/   everything unpacked
#   DIR/perf/VERSION/lib/    perf's NEEDED closure and ld64.so.2, for the
#                            initramfs; DIR/perf/VERSION/perf the binary
#   DIR/perf/current         the VERSION in use
# About 60 packages, 23 MB, 10-30 s cold; nothing when cached.
set -euo pipefail

dir=${1:?usage: fetch-perf.sh DIR}
dir=$(cd "$dir" && pwd)
die() { echo "fetch-perf: $*" >&2; exit 1; }
ver=$(cat "$dir/kernel/current" 2>/dev/null) || die "no kernel in $dir (fetch-kernel.sh first)"
# linux-perf's version is the kernel package's (7.2.13-1 for 7.2.13+deb14).
pkgver=$(dpkg-deb -f "$(ls "$dir/kernel/$ver/deb/linux-binary-$ver-powerpc64le_"*.deb | head -n 1)" Version)
out=$dir/perf/$pkgver
if [ -f "$out/.complete" ]; then
	echo "$pkgver" >"$dir/perf/current"
	echo "fetch-perf: using cached linux-perf $pkgver"
	exit 0
fi

. "$(dirname "$0")/../../scripts/debian-apt.sh"
if ls "$dir"/apt/lists/*binary-ppc64el_Packages* >/dev/null 2>&1; then
	# fetch-kernel.sh's lists: reused as they are (no update).
	DEBIAN_APT=(-o Dir::Etc::sourcelist="$dir/apt/sources.list" -o Dir::Etc::sourceparts="$dir/apt/parts"
		-o Dir::Etc::preferencesparts="$dir/apt/prefs" -o Dir::Etc::preferences="$dir/apt/none"
		-o Dir::State::Lists="$dir/apt/lists" -o Dir::State::status="$dir/apt/status"
		-o Dir::Cache="$dir/apt/cache" -o APT::Architecture=ppc64el -o APT::Architectures::=amd64
		-o Debug::NoLocking=true -o Acquire::Retries=3)
else
	debian_apt_setup "$dir/apt" ppc64el amd64 || die "no ppc64el package index"
fi
A=("${DEBIAN_APT[@]}")
apt-cache "${A[@]}" show "linux-perf:ppc64el=$pkgver" >/dev/null 2>&1 ||
	die "no linux-perf $pkgver for ppc64el"
# Its library dependencies, recursively; not perl or python (perf runs no
# scripts here), only the shared libraries are kept below.
mapfile -t libs < <(apt-cache "${A[@]}" depends --recurse --no-recommends --no-suggests \
	--no-conflicts --no-breaks --no-replaces --no-enhances "linux-perf:ppc64el=$pkgver" 2>/dev/null |
	grep -v '^[ <]' | grep -v : | sort -u | grep -E '^(lib|zlib)' |
	grep -vE 'stdlib|minimal|perl|libdebian-installer' | sed 's/$/:ppc64el/')
rm -rf "$out"
mkdir -p "$out/deb" "$out/root" "$out/lib"
echo "fetch-perf: downloading linux-perf $pkgver and ${#libs[@]} libraries"
(cd "$out/deb" && apt-get "${A[@]}" -qq download "linux-perf:ppc64el=$pkgver" "${libs[@]}") \
	>"$out/download.log" 2>&1 || { tail -n 20 "$out/download.log" >&2; die "download failed"; }
for d in "$out"/deb/*.deb; do dpkg-deb -x "$d" "$out/root"; done
rm -rf "$out/deb"
cp "$out/root/usr/bin/perf" "$out/perf"
# perf's NEEDED closure, from what was unpacked
cross=${CROSS_COMPILE:-powerpc64le-linux-gnu-}
needed() { "${cross}readelf" -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
todo=("$out/perf") seen=" "
while [ ${#todo[@]} -gt 0 ]; do
	f=${todo[0]}; todo=("${todo[@]:1}")
	for lib in $(needed "$f"); do
		case $seen in *" $lib "*) continue ;; esac
		seen="$seen$lib "
		src=$(find "$out/root/usr/lib/powerpc64le-linux-gnu" -name "$lib" | head -n 1)
		[ -n "$src" ] || die "$lib (needed by $(basename "$f")) is in none of the packages"
		cp -L "$src" "$out/lib/$lib"
		todo+=("$src")
	done
done
cp -L "$out/root/usr/lib/powerpc64le-linux-gnu/ld64.so.2" "$out/lib/ld64.so.2"
rm -rf "$out/root"
touch "$out/.complete"
echo "$pkgver" >"$dir/perf/current"
echo "fetch-perf: linux-perf $pkgver ready in $out ($(ls "$out/lib" | wc -l) libraries, $(du -sh "$out" | cut -f1))"
