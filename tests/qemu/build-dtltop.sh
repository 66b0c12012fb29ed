#!/usr/bin/env bash
# A ppc64le dtltop for the QEMU test, until the project's own cross build is
# there: builds libperf (Debian's linux-source-6.1) with the cross compiler,
# then dtltop's objects through the Makefile with BUILD=OUT, and links
# OUT/dtltop against a ppc64el sysroot (a Debian 12 ppc64el root holding
# libc6-dev, libtraceevent-dev, libtracefs-dev, libncurses-dev, libzstd-dev
# and libcap-dev). The sysroot is copied to OUT/sysroot first, its absolute
# symbolic links made relative, so the linker resolves them inside it.
#
# Usage: tests/qemu/build-dtltop.sh SYSROOT OUT
set -euo pipefail

sysroot=${1:?usage: build-dtltop.sh SYSROOT OUT}
out=${2:?usage: build-dtltop.sh SYSROOT OUT}
top=$(cd "$(dirname "$0")/../.." && pwd)
cross=${CROSS_COMPILE:-powerpc64le-linux-gnu-}
die() { echo "build-dtltop: $*" >&2; exit 1; }

[ -d "$sysroot/usr/include" ] || die "$sysroot is not a sysroot (no usr/include)"
command -v "${cross}gcc" >/dev/null || die "${cross}gcc is needed (package gcc-powerpc64le-linux-gnu)"
[ -f /usr/src/linux-source-6.1.tar.xz ] || die "/usr/src/linux-source-6.1.tar.xz is needed (make deps)"
mkdir -p "$out"
out=$(cd "$out" && pwd)
case $out in "$top"/*) rel=${out#"$top"/} ;; *) die "OUT must be inside $top" ;; esac

sr=$out/sysroot
if [ ! -f "$sr/.copied" ]; then
	rm -rf "$sr"
	cp -a "$sysroot" "$sr"
	find "$sr" -type l -lname '/*' | while read -r l; do
		ln -sfn "$(realpath -m --relative-to="$(dirname "$l")" "$sr$(readlink "$l")")" "$l"
	done
	touch "$sr/.copied"
fi

lp=$out/libperf
if ! [ -f "$lp/lib64/libapi.a" ] && ! [ -f "$lp/lib/libapi.a" ]; then
	src=$out/linux-src
	rm -rf "$src" && mkdir -p "$src"
	tar -xJf /usr/src/linux-source-6.1.tar.xz -C "$src" --strip-components=1 --wildcards \
		'linux-source-6.1/tools/lib/perf' 'linux-source-6.1/tools/lib/api' \
		'linux-source-6.1/tools/lib/*.c' 'linux-source-6.1/tools/include' \
		'linux-source-6.1/tools/build' 'linux-source-6.1/tools/scripts' \
		'linux-source-6.1/tools/arch' 'linux-source-6.1/include/uapi' \
		'linux-source-6.1/arch/*/include/uapi' 'linux-source-6.1/scripts'
	make -s -C "$src/tools/lib/perf" ARCH=powerpc CROSS_COMPILE="$cross" prefix="$lp" DESTDIR= \
		install_lib install_headers >"$out/libperf-build.log" 2>&1 || {
		tail -n 20 "$out/libperf-build.log" >&2
		die "libperf cross build failed (log: $out/libperf-build.log)"
	}
	libdir=$(dirname "$(find "$lp" -name libperf.a | head -n 1)")
	cp "$src/tools/lib/api/libapi.a" "$libdir/"
	rm -f "$libdir"/libperf.so*
fi
libdir=$(dirname "$(find "$lp" -name libperf.a | head -n 1)")
touch "$out/.deps-done"	# the Makefile's "dependencies checked" stamp for BUILD=OUT

export PKG_CONFIG_LIBDIR=$sr/usr/lib/powerpc64le-linux-gnu/pkgconfig:$sr/usr/share/pkgconfig
export PKG_CONFIG_SYSROOT_DIR=$sr
pkgs="libtraceevent libtracefs ncursesw libzstd libcap"
pkg-config --exists $pkgs || die "the sysroot lacks one of: $pkgs"
cc="${cross}gcc --sysroot=$sr"
make -s -C "$top" -j"$(nproc)" CC="$cc" BUILD="$rel" ARCHFLAGS= \
	"$rel/rel/libdtltop.a" "$rel/rel/src/main.o" >"$out/build.log" 2>&1 || {
	tail -n 20 "$out/build.log" >&2
	die "dtltop cross build failed (log: $out/build.log)"
}
# shellcheck disable=SC2046
$cc -o "$out/dtltop" "$out/rel/src/main.o" "$out/rel/libdtltop.a" "$libdir/libperf.a" \
	"$libdir/libapi.a" $(pkg-config --libs $pkgs) -lpthread -lm
echo "build-dtltop: $out/dtltop (sysroot $sr)"
