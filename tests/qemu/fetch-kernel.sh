#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Downloads and unpacks what the QEMU test needs from Debian's archive:
# Debian's ppc64el kernel (>= 7.2, both the 4 KiB and the 64 KiB page
# flavour), its headers and kbuild (to build the guest module), the matching
# linux-source (only scripts/mod, to build modpost for this host, and
# arch/powerpc/platforms/pseries/dtl.c, built as a module) and
# busybox-static:ppc64el. It uses a private apt configuration under DIR: the
# system's apt sources and package database are neither read nor changed,
# nothing is installed, packages are only downloaded and unpacked.
#
# Usage: tests/qemu/fetch-kernel.sh DIR
#   DIR/apt/                 private apt state (lists, caches)
#   DIR/kernel/VERSION/deb/  the downloaded .deb files
#   DIR/kernel/VERSION/root/ everything unpacked (usr/lib/modules/..., usr/src/...)
#   DIR/kernel/current       the VERSION in use, e.g. 7.2.13+deb14
# A complete unpacked version is reused without touching the network, unless
# QEMU_KERNEL_REFRESH=1. QEMU_KERNEL_VERSION=7.2.13+deb14 pins a version.
set -euo pipefail

dir=${1:?usage: fetch-kernel.sh DIR}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
flavours=(powerpc64le powerpc64le-64k)
min_version=7.2
die() { echo "fetch-kernel: $*" >&2; exit 1; }

# dtl.c joined the kept sources later: a cache without it is fetched again.
ready() { [ -f "$dir/kernel/$1/root/.complete" ] &&
	[ -f "$dir/kernel/$1/root/linux-source/arch/powerpc/platforms/pseries/dtl.c" ]; }

if [ "${QEMU_KERNEL_REFRESH:-0}" != 1 ]; then
	want=${QEMU_KERNEL_VERSION:-}
	[ -n "$want" ] || { [ -f "$dir/kernel/current" ] && want=$(cat "$dir/kernel/current"); }
	if [ -n "$want" ] && ready "$want"; then
		echo "$want" >"$dir/kernel/current"
		echo "fetch-kernel: using cached $want"
		exit 0
	fi
fi

# The private apt configuration (scripts/debian-apt.sh): ppc64el first, amd64
# for linux-kbuild (built for the host that builds the module).
. "$(dirname "$0")/../../scripts/debian-apt.sh"
echo "fetch-kernel: updating the private package lists (trixie-backports, forky, sid)"
debian_apt_setup "$dir/apt" ppc64el amd64 || die "no ppc64el package index could be downloaded"
A=("${DEBIAN_APT[@]}")

has() { apt-cache "${A[@]}" show "$1" >/dev/null 2>&1; }

# Kernel ABI versions offering every package we need, newest first.
mapfile -t versions < <(apt-cache "${A[@]}" pkgnames linux-binary- |
	sed -n 's/^linux-binary-\(.*\)-powerpc64le$/\1/p' | sort -u |
	while read -r v; do
		dpkg --compare-versions "${v%%+*}" ge "$min_version" && echo "$v"
	done | sort -rV)
[ ${#versions[@]} -gt 0 ] || die "no linux-binary-*-powerpc64le >= $min_version in trixie-backports/forky/sid"

pick=${QEMU_KERNEL_VERSION:-}
for v in "${versions[@]}"; do
	[ -z "$pick" ] || [ "$pick" = "$v" ] || continue
	ok=1
	for p in "${flavours[@]/#/linux-binary-$v-}" "${flavours[@]/#/linux-headers-$v-}" \
		 "linux-headers-$v-common" "linux-kbuild-$v:amd64"; do
		has "$p" || { ok=0; break; }
	done
	[ $ok = 1 ] && { pick=$v; break; }
done
[ -n "$pick" ] && printf '%s\n' "${versions[@]}" | grep -qxF "$pick" ||
	die "no kernel version with all packages (candidates: ${versions[*]})"

# The package version of this ABI (e.g. 7.2.13-1), for the matching source.
pkgver=$(apt-cache "${A[@]}" show "linux-binary-$pick-powerpc64le" |
	sed -n 's/^Version: //p' | sort -rV | head -n 1)
series=$(echo "$pick" | cut -d. -f1-2)
src="linux-source-$series"
if apt-cache "${A[@]}" show "$src=$pkgver" >/dev/null 2>&1; then
	src="$src=$pkgver"
elif ! has "$src"; then
	die "no $src package"
fi

out=$dir/kernel/$pick
rm -rf "$out"
mkdir -p "$out/deb" "$out/root"
pkgs=()
for f in "${flavours[@]}"; do
	pkgs+=("linux-binary-$pick-$f:ppc64el" "linux-headers-$pick-$f:ppc64el")
done
pkgs+=("linux-headers-$pick-common" "linux-kbuild-$pick:amd64" "busybox-static:ppc64el" "$src")
echo "fetch-kernel: downloading $pick ($pkgver): ${pkgs[*]}"
(cd "$out/deb" && apt-get "${A[@]}" -qq download "${pkgs[@]}") >"$out/download.log" 2>&1 || {
	tail -n 20 "$out/download.log" >&2
	die "download failed"
}

echo "fetch-kernel: unpacking"
for d in "$out"/deb/*.deb; do
	case $(basename "$d") in
	linux-source-*)
		# Only what modpost is built from (scripts/mod and its headers),
		# and dtl.c, built as dtlfs.ko (Debian has no CONFIG_DTL).
		tmp=$out/src.tar.xz
		dpkg-deb --fsys-tarfile "$d" | tar -xO --wildcards '*/linux-source-*.tar.xz' >"$tmp"
		mkdir -p "$out/root/linux-source"
		tar -xJf "$tmp" -C "$out/root/linux-source" --strip-components=1 --wildcards \
			'*/scripts/mod' '*/scripts/include' '*/arch/powerpc/perf/vpa-dtl.c' \
			'*/arch/powerpc/platforms/pseries/dtl.c'
		rm -f "$tmp" "$d"	# 160 MB, and only these files were wanted
		;;
	*) dpkg-deb -x "$d" "$out/root" ;;
	esac
done
for f in "${flavours[@]}"; do
	[ -f "$out/root/usr/lib/modules/$pick-$f/vmlinuz" ] || die "no vmlinuz for $pick-$f"
done
[ -x "$out/root/usr/bin/busybox" ] || die "busybox-static did not unpack"
touch "$out/root/.complete"
echo "$pick" >"$dir/kernel/current"
echo "fetch-kernel: $pick ready in $out"
