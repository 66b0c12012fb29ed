#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Prepares a sysroot for cross building dtltop from Debian 12's own packages:
# the -dev and runtime packages of dtltop's libraries for the Debian
# architecture ARCH, fetched with a private apt configuration (the system's
# architectures and sources stay as they are) and unpacked with dpkg-deb.
# Also installs the cross compiler for ARCH and its C library headers when
# missing (Debian 12's cross packages), and writes
# DIR/pkg-config, a pkg-config that sees only the sysroot's .pc files.
# Done once: DIR/.sysroot-done lists what was unpacked; a later run asking
# for the same packages does nothing (and needs no network).
# Usage: scripts/sysroot.sh ARCH DIR      (ARCH: ppc64el)
set -euo pipefail

arch=${1:?usage: scripts/sysroot.sh ARCH DIR}
dir=${2:?usage: scripts/sysroot.sh ARCH DIR}
case $arch in
ppc64el) triple=powerpc64le-linux-gnu ;;
*) echo "sysroot: unsupported architecture $arch (known: ppc64el)" >&2; exit 1 ;;
esac

# The runtime packages the binaries load (libstdc++6: libubsan and libasan
# need it), the -dev packages the build compiles and links against (zlib:
# libelf.pc's Requires.private, which pkg-config reads even for a shared
# link, and libelf.a's inflate for the static one; GnuTLS's likewise:
# nettle, hogweed, libtasn1, libidn2 and p11-kit, and the libraries they load).
pkgs=(libc6 libc6-dev linux-libc-dev libgcc-s1 libstdc++6 libubsan1 libasan8
      libtraceevent1 libtraceevent-dev libtracefs1 libtracefs-dev
      libncursesw6 libtinfo6 libncurses-dev libzstd1 libzstd-dev
      libcap2 libcap-dev libelf1 libelf-dev zlib1g zlib1g-dev
      libyaml-0-2 libyaml-dev libcrypt1 libcrypt-dev
      libgnutls30 libgnutls28-dev nettle-dev libnettle8 libhogweed6 libgmp10 libgmp-dev
      libtasn1-6 libtasn1-6-dev libidn2-0 libidn2-dev libunistring2 libp11-kit0
      libp11-kit-dev libffi8)
# The cross compiler's own C library headers too (Debian's cross packages
# recommend them; installed without recommends they are missing): libperf
# is built from the kernel's tools with the plain cross compiler, no sysroot.
host_pkgs=("gcc-$triple" "libc6-dev-$arch-cross" pkg-config)

missing=()
for p in "${host_pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	echo "sysroot: installing ${missing[*]}"
	if [ "$(id -u)" -ne 0 ]; then
		echo "sysroot: need root to install packages: ${missing[*]}" >&2
		exit 1
	fi
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
stamp=$dir/.sysroot-done
want="$arch ${pkgs[*]}"
if [ -f "$stamp" ] && [ "$(head -n 1 "$stamp")" = "$want" ]; then
	exit 0
fi

# A private apt: its own sources, lists, cache and an empty dpkg status, so
# that ARCH's indexes never reach the system's apt state.
apt=$dir/.apt
rm -rf "$apt"
mkdir -p "$apt"/{lists/partial,cache/archives/partial,parts,prefs,debs}
: > "$apt/status"
key=/usr/share/keyrings/debian-archive-keyring.gpg
cat > "$apt/sources.list" <<EOF
deb [arch=$arch signed-by=$key] http://deb.debian.org/debian bookworm main
deb [arch=$arch signed-by=$key] http://deb.debian.org/debian bookworm-updates main
deb [arch=$arch signed-by=$key] http://deb.debian.org/debian-security bookworm-security main
EOF
opts=(-o "Dir::Etc::sourcelist=$apt/sources.list" -o "Dir::Etc::sourceparts=$apt/parts"
      -o "Dir::Etc::preferences=$apt/prefs/none" -o "Dir::Etc::preferencesparts=$apt/prefs"
      -o "Dir::State::Lists=$apt/lists" -o "Dir::State::status=$apt/status"
      -o "Dir::Cache=$apt/cache" -o "APT::Architecture=$arch" -o "APT::Architectures::=$arch"
      -o "APT::Sandbox::User=root")
echo "sysroot: fetching the $arch package indexes"
# One suite's index can fail to download now and then; what matters is that
# every package below can be fetched, which the download checks.
apt-get "${opts[@]}" -qq update >"$apt/update.log" 2>&1 ||
	{ echo "sysroot: apt-get update reported errors (continuing):" >&2; grep -E '^(E|W):' "$apt/update.log" >&2 || true; }

# The host's version of each package where it has one (same libraries as the
# native build), else the newest bookworm has.
host_arch=$(dpkg --print-architecture)
cd "$apt/debs"
for p in "${pkgs[@]}"; do
	v=$(dpkg-query -W -f='${Version}' "$p:$host_arch" 2>/dev/null || true)
	if [ -n "$v" ] && apt-get "${opts[@]}" -qq download "$p=$v" >/dev/null 2>&1; then
		continue
	fi
	apt-get "${opts[@]}" -qq download "$p" >/dev/null 2>"$apt/download.log" || {
		cat "$apt/download.log" >&2
		echo "sysroot: cannot download $p:$arch" >&2
		exit 1
	}
	[ -z "$v" ] || echo "sysroot: $p $v is not available for $arch, took the newest"
done

debs=(./*.deb)
echo "sysroot: unpacking ${#debs[@]} packages into $dir"
find "$dir" -mindepth 1 -maxdepth 1 ! -name .apt -exec rm -rf {} +
for d in "${debs[@]}"; do
	dpkg-deb -x "$d" "$dir"
done
# Absolute symlinks point into the host's root: make them relative to the
# sysroot, for the linker and for qemu -L alike.
find "$dir" -path "$apt" -prune -o -type l -lname '/*' -print | while read -r l; do
	t=$(readlink "$l")
	ln -sfn "$(realpath -m --relative-to="$(dirname "$l")" "$dir$t")" "$l"
done
cat > "$dir/pkg-config" <<EOF
#!/bin/sh
# pkg-config for the $arch sysroot this file sits in (scripts/sysroot.sh).
root=\$(cd "\$(dirname "\$0")" && pwd)
unset PKG_CONFIG_PATH
PKG_CONFIG_LIBDIR=\$root/usr/lib/$triple/pkgconfig:\$root/usr/share/pkgconfig \\
PKG_CONFIG_SYSROOT_DIR=\$root exec pkg-config "\$@"
EOF
chmod +x "$dir/pkg-config"
{ echo "$want"; printf '%s\n' "${debs[@]}"; } > "$stamp"
rm -f "${debs[@]}"
