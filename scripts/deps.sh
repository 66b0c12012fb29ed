#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Installs what dtltop needs to build and test, once, idempotently:
# Debian packages when missing, and libperf (tools/lib/perf) built from
# Debian's linux-source-6.1 into the build tree when pkg-config has none.
# libperf is built for the target of $CC (default cc): for another
# processor, with the kernel's ARCH and CROSS_COMPILE (the Makefile passes
# CC and PKG_CONFIG; a cross build has a build tree of its own).
# Usage: scripts/deps.sh BUILD_DIR
set -euo pipefail

build=${1:-build}
cc=${CC:-cc}
pkg_config=${PKG_CONFIG:-pkg-config}
pkgs=(gcc make pkg-config libncurses-dev libtraceevent-dev libtracefs-dev
      libcap-dev libzstd-dev zstd tmux clang linux-perf python3 time
      libclang-rt-14-dev clang-tidy cppcheck valgrind git stress-ng)
# (libclang-rt-14-dev: libFuzzer for make fuzz; clang-tidy, cppcheck: make
# lint; valgrind: make valgrind; git: make dist and its test; stress-ng: the
# CPU hog of make check-busy and make soak)

missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' \
		|| missing+=("$p")
done
if $pkg_config --exists libperf 2>/dev/null; then
	need_src=0
elif [ -f "$build/libperf/lib64/libperf.a" ] || [ -f "$build/libperf/lib/libperf.a" ]; then
	need_src=0
else
	need_src=1
	[ -f /usr/src/linux-source-6.1.tar.xz ] || missing+=(linux-source-6.1)
fi

if [ ${#missing[@]} -gt 0 ]; then
	echo "deps: installing ${missing[*]}"
	if [ "$(id -u)" -ne 0 ]; then
		echo "deps: need root to install packages: ${missing[*]}" >&2
		exit 1
	fi
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ "$need_src" -eq 1 ] || exit 0

# libperf is not packaged by Debian 12: build it from the kernel source tree.
src="$build/linux-src"
if [ ! -f "$src/tools/lib/perf/Makefile" ]; then
	echo "deps: extracting tools/lib/perf from linux-source-6.1"
	rm -rf "$src" && mkdir -p "$src"
	tar -xJf /usr/src/linux-source-6.1.tar.xz -C "$src" --strip-components=1 \
		--wildcards \
		'linux-source-6.1/tools/lib/perf' 'linux-source-6.1/tools/lib/api' \
		'linux-source-6.1/tools/lib/*.c' 'linux-source-6.1/tools/include' \
		'linux-source-6.1/tools/build' 'linux-source-6.1/tools/scripts' \
		'linux-source-6.1/tools/arch' 'linux-source-6.1/include/uapi' \
		'linux-source-6.1/arch/*/include/uapi' 'linux-source-6.1/scripts'
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
echo "deps: building libperf${cross[*]:+ for $target}"
prefix=$(cd "$build" && pwd)/libperf
make -s -C "$src/tools/lib/perf" "${cross[@]}" prefix="$prefix" DESTDIR= \
	install_lib install_headers >"$build/libperf-build.log" 2>&1 || {
	tail -30 "$build/libperf-build.log" >&2
	echo "deps: libperf build failed (log: $build/libperf-build.log)" >&2
	exit 1
}
# libperf.a calls into libapi (fdarray): ship it beside libperf.a.
libdir=$(dirname "$(find "$prefix" -name libperf.a | head -n 1)")
cp "$src/tools/lib/api/libapi.a" "$libdir/"
rm -f "$libdir"/libperf.so*
echo "deps: libperf installed in $prefix"
