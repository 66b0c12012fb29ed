#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Checks that what dtltop's build needs is here, and builds libperf into the
# build tree when pkg-config knows none. Installs nothing: each missing
# piece gets one line naming its package in each family of distributions
# (scripts/packages.sh), and `make deps` installs them.
#
# libperf comes from the first of:
#   pkg-config (Fedora/RHEL libperf-devel)
#   an earlier build in BUILD_DIR/libperf
#   LINUX_SRC: a kernel source tree or tarball
#   the newest kernel source under /usr/src: Debian's linux-source-X.Y.tar.xz,
#     Ubuntu's linux-source-X/linux-source-X.tar.bz2, SUSE's linux-X tree
#   Debian's (or Ubuntu's) linux-source package, fetched without root with
#     apt-get download and unpacked with dpkg-deb -x into BUILD_DIR
# and is built for the target of $CC: for another processor, with the
# kernel's ARCH and CROSS_COMPILE (the Makefile passes CC and PKG_CONFIG; a
# cross build has a build tree of its own).
# Usage: scripts/deps.sh BUILD_DIR
set -euo pipefail
. "$(dirname "$0")/packages.sh"

build=${1:-build}
cc=${CC:-cc}
pkg_config=${PKG_CONFIG:-pkg-config}
mkdir -p "$build"
build=$(cd "$build" && pwd)

# have ROW: whether the piece of one packages.sh row is here.
have() {
	local -a f
	read -r -a f <<<"$1"
	case ${f[1]} in
	cmd:cc) command -v "${cc%% *}" >/dev/null ;;
	cmd:pkg-config) command -v "${pkg_config%% *}" >/dev/null ;;
	cmd:*) command -v "${f[1]#cmd:}" >/dev/null ;;
	pc:*) ! command -v "${pkg_config%% *}" >/dev/null || "$pkg_config" --exists "${f[1]#pc:}" 2>/dev/null ;;
	*) true ;;
	esac
}

missing=0
while read -r row; do
	[ -n "$row" ] || continue
	have "$row" && continue
	echo "deps: missing ${row%% *}: install $(pkg_names "$row")" >&2
	missing=1
done <<<"$BUILD_PACKAGES"

# --- libperf ---------------------------------------------------------------
if "$pkg_config" --exists libperf 2>/dev/null ||
	[ -f "$build/libperf/lib64/libperf.a" ] || [ -f "$build/libperf/lib/libperf.a" ]; then
	[ "$missing" -eq 0 ] || { echo "deps: \`make deps\` installs what is missing (as root)" >&2; exit 1; }
	exit 0
fi

# kernel_sources: every kernel source under /usr/src, newest last.
kernel_sources() {
	local f v
	for f in /usr/src/linux-source-*.tar.* /usr/src/linux-source-*/linux-source-*.tar.* \
		/usr/src/linux-*/tools/lib/perf/Makefile; do
		[ -e "$f" ] || continue
		case $f in */tools/lib/perf/Makefile) f=${f%/tools/lib/perf/Makefile} ;; esac
		v=${f##*/linux-}; v=${v#source-}
		echo "$v $f"
	done | sort -V | cut -d' ' -f2-
}

if [ -n "${LINUX_SRC:-}" ]; then
	src=$LINUX_SRC
	[ -f "$src/tools/lib/perf/Makefile" ] || [ -f "$src" ] || {
		echo "deps: LINUX_SRC=$src is neither a kernel source tree (no tools/lib/perf/Makefile) nor a tarball" >&2
		exit 1
	}
else
	src=$(kernel_sources | tail -n 1)
fi
if [ -z "$src" ] && [ "$missing" -eq 0 ] && command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null; then
	# Debian and Ubuntu package libperf only inside the kernel's source.
	pkg=$(apt-cache depends linux-source 2>/dev/null | sed -n 's/^ *Depends: \(linux-source-[0-9.]*\)$/\1/p' | head -n 1)
	if [ -n "$pkg" ]; then
		echo "deps: no libperf and no kernel source here: fetching $pkg (apt-get download, no root) into $build/kernel-deb"
		rm -rf "$build/kernel-deb" && mkdir -p "$build/kernel-deb/root"
		if (cd "$build/kernel-deb" && apt-get download -qq "$pkg" >download.log 2>&1) &&
			dpkg-deb -x "$build/kernel-deb/$pkg"_*.deb "$build/kernel-deb/root"; then
			src=$(ls "$build/kernel-deb/root/usr/src/$pkg".tar.* 2>/dev/null | head -n 1)
			rm -f "$build/kernel-deb/$pkg"_*.deb
		else
			tail -n 3 "$build/kernel-deb/download.log" >&2 || true
		fi
	fi
fi
if [ -z "$src" ]; then
	echo "deps: missing libperf: install $(pkg_names "$LIBPERF_PACKAGES"), or name a kernel source with LINUX_SRC=DIR|TARBALL" >&2
	missing=1
fi
[ "$missing" -eq 0 ] || { echo "deps: \`make deps\` installs what is missing (as root)" >&2; exit 1; }

# Only what libperf's build reads, from a tarball or a tree, into
# BUILD_DIR/linux-src (the source tree stays untouched).
parts=(tools/lib/perf tools/lib/api 'tools/lib/*.c' tools/include tools/build tools/scripts
	tools/arch include/uapi 'arch/*/include/uapi' scripts)
tree=$build/linux-src
if [ ! -f "$tree/tools/lib/perf/Makefile" ] || [ "$(cat "$tree/.from" 2>/dev/null)" != "$src" ]; then
	echo "deps: unpacking libperf's sources from $src"
	rm -rf "$tree" && mkdir -p "$tree"
	if [ -d "$src" ]; then
		(cd "$src" && shopt -s nullglob && tar -cf - ${parts[*]}) | tar -xf - -C "$tree"
	else
		top=$( (tar -tf "$src" 2>/dev/null || true) | head -n 1)
		top=${top%%/*}
		tar -xf "$src" -C "$tree" --strip-components=1 --wildcards "${parts[@]/#/$top/}" || {
			echo "deps: cannot unpack $src (tar, with xz or bzip2 for compressed tarballs)" >&2
			exit 1
		}
	fi
	echo "$src" > "$tree/.from"
fi

# Cross: the kernel's name for the target's architecture, and its tools.
target=$($cc -dumpmachine 2>/dev/null || true)
native=$(cc -dumpmachine 2>/dev/null || true)
cross=()
if [ -n "$target" ] && [ -n "$native" ] && [ "${target%%-*}" != "${native%%-*}" ]; then
	case ${target%%-*} in
	powerpc*) karch=powerpc ;;
	x86_64 | i?86) karch=x86 ;;
	aarch64*) karch=arm64 ;;
	arm*) karch=arm ;;
	s390*) karch=s390 ;;
	riscv*) karch=riscv ;;
	*) karch=${target%%-*} ;;
	esac
	cross=(ARCH="$karch" CROSS_COMPILE="$target-" CC="$cc")
fi
echo "deps: building libperf${cross[*]:+ for $target} from $src"
prefix=$build/libperf
# (Without the calling make's MAKEFLAGS: its command-line variables, such
# as CFLAGS, would replace the kernel build's own.)
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES \
	make -s -C "$tree/tools/lib/perf" "${cross[@]}" prefix="$prefix" DESTDIR= \
	install_lib install_headers >"$build/libperf-build.log" 2>&1 || {
	tail -30 "$build/libperf-build.log" >&2
	echo "deps: libperf build failed (log: $build/libperf-build.log)" >&2
	exit 1
}
# libperf.a calls into libapi (fdarray): ship it beside libperf.a.
libdir=$(dirname "$(find "$prefix" -name libperf.a | head -n 1)")
cp "$tree/tools/lib/api/libapi.a" "$libdir/"
rm -f "$libdir"/libperf.so*
echo "deps: libperf installed in $prefix"
