#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make check-distros: dtltop built from the tracked files on other
# distributions than this machine's, as a non-root user, each build then
# running its unit tests and replaying one recording to the same output as
# this machine's dtltop, byte for byte:
#   trixie     Debian 13; libperf from the linux-source tarball in /usr/src;
#              every dependency present, so no package manager may run
#              (shims on the PATH log any call)
#   sid        Debian unstable, no kernel source installed: libperf from
#              linux-source fetched without root (apt-get download)
#   pkgconfig  the trixie chroot with libperf built and installed into
#              /usr/local as Fedora's libperf-devel lays it out (lib64,
#              libperf.so, libperf.pc), no kernel source and no apt or
#              dpkg at all: libperf through pkg-config, linked shared
# Chroots come from tests/distro-lib.sh, cached outside the clone.
# Usage: tests/check-distros.sh HOST_DTLTOP HOST_DTLGEN [CASE...]
set -euo pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tests/distro-lib.sh"
host_dtltop=$(realpath "${1:?usage: check-distros.sh HOST_DTLTOP HOST_DTLGEN [CASE...]}")
host_dtlgen=$(realpath "${2:?usage: check-distros.sh HOST_DTLTOP HOST_DTLGEN [CASE...]}")
shift 2
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(trixie sid pkgconfig)

fail() { echo "FAIL check-distros: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || fail "needs root (mmdebstrap, chroot)"
command -v git >/dev/null && git -C "$TOP" rev-parse --git-dir >/dev/null 2>&1 ||
	fail "needs a git checkout (the tracked files are what is built)"

BUILD_PKGS=gcc,make,pkg-config,libncurses-dev,libtraceevent-dev,libtracefs-dev,libzstd-dev,libcap-dev,libelf-dev,libyaml-dev,libcrypt-dev,libgnutls28-dev,xz-utils

# The reference: a recording made here, and this machine's dtltop on it.
ref=$(mktemp -d "${TMPDIR:-/tmp}/dtltop-distros.XXXXXX")
trap 'rm -rf "$ref"' EXIT
"$host_dtlgen" -o "$ref/rec.data" --cpus 4 --seconds 1 --sched --seed 11 >/dev/null
# (in the recording's directory: the JSON names the path as given)
# (TZ and the file's mtime, kept by cp -p, are inputs of the wall-clock
# times: the recording has no CLOCK_DATA, so its mtime dates its events)
(cd "$ref" && TZ=UTC "$host_dtltop" -i rec.data --json -d 0.25 > ref.json &&
	TZ=UTC "$host_dtltop" -i rec.data --batch > ref.txt)
[ -s "$ref/ref.json" ] || fail "the host's dtltop printed nothing for the reference recording"

phase_start=$SECONDS
phase() { echo "check-distros: $* ($((SECONDS - phase_start)) s)"; phase_start=$SECONDS; }

# build_and_test ROOT NAME [ENV]: the tracked files into ROOT, built as the
# user with make (plain: it must find or build everything itself; ENV, shell
# commands run first, may set its environment), then the unit tests and the
# replay compared with the reference.
build_and_test() {
	local root=$1 name=$2 env=${3:-} out=$1/home/$DISTRO_USER
	distro_source "$root"
	cp -p "$ref/rec.data" "$out/rec.data" && chown 1000:1000 "$out/rec.data"
	distro_run "$root" "$DISTRO_USER" "$env"'cd dtltop && make -j2 dtltop dtlgen build/rel/unit-tests > ../build.log 2>&1' ||
		fail "$name: make failed: $(tail -n 15 "$out/build.log")"
	phase "$name: built as $DISTRO_USER"
	distro_run "$root" "$DISTRO_USER" 'cd dtltop && DTLGEN=./dtlgen build/rel/unit-tests > ../unit.log 2>&1' ||
		fail "$name: unit tests failed: $(grep -v '^ok' "$out/unit.log" | tail -n 15)"
	grep '^unit: ' "$out/unit.log" | sed "s/^/check-distros: $name: /"
	distro_run "$root" "$DISTRO_USER" 'TZ=UTC dtltop/dtltop -i rec.data --json -d 0.25 > out.json 2> out.err &&
		TZ=UTC dtltop/dtltop -i rec.data --batch > out.txt 2>> out.err' ||
		fail "$name: replay failed: $(cat "$out/out.err")"
	cmp -s "$ref/ref.json" "$out/out.json" ||
		fail "$name: --json differs from this machine's: $(diff "$ref/ref.json" "$out/out.json" | head -c 600)"
	cmp -s "$ref/ref.txt" "$out/out.txt" ||
		fail "$name: --batch differs from this machine's: $(diff "$ref/ref.txt" "$out/out.txt" | head -n 10)"
	phase "$name: unit tests pass, the replay equals this machine's"
}

for c in "${cases[@]}"; do
	case $c in
	trixie)
		root=$(distro_chroot trixie-build trixie "$BUILD_PKGS,linux-source")
		phase "trixie: chroot $root"
		distro_pm_shims "$root"
		build_and_test "$root" trixie
		[ ! -s "$root/tmp/pm.log" ] || fail "trixie: make ran a package manager: $(cat "$root/tmp/pm.log")"
		grep -q "from /usr/src/linux-source-" "$root/home/$DISTRO_USER/build.log" ||
			fail "trixie: libperf did not come from /usr/src: $(grep '^deps:' "$root/home/$DISTRO_USER/build.log")"
		distro_pm_unshim "$root"
		;;
	sid)
		root=$(distro_chroot sid-build sid "$BUILD_PKGS")
		phase "sid: chroot $root"
		! compgen -G "$root/usr/src/linux-source-*" >/dev/null || fail "sid: the chroot has a kernel source"
		build_and_test "$root" sid
		grep -q "fetching linux-source-.* (apt-get download, no root)" "$root/home/$DISTRO_USER/build.log" ||
			fail "sid: libperf did not come from a fetched linux-source: $(grep '^deps:' "$root/home/$DISTRO_USER/build.log")"
		;;
	pkgconfig)
		base=$(distro_chroot trixie-build trixie "$BUILD_PKGS,linux-source")
		root=$DISTRO_CACHE/pkgconfig.run
		distro_copy "$base" "$root"
		# libperf and libapi from the kernel source, installed as Fedora's
		# libperf-devel has them: /usr/local/{include/perf,lib64}, a .pc
		# file; then no kernel source and no apt or dpkg is left.
		distro_run "$root" root 'set -e
			t=$(ls /usr/src/linux-source-*.tar.*)
			top=$( (tar -tf "$t" || true) | head -n 1 | cut -d/ -f1)
			mkdir -p /root/k && tar -xf "$t" -C /root/k --strip-components=1 --wildcards \
				"$top/tools/lib" "$top/tools/include" "$top/tools/build" "$top/tools/scripts" \
				"$top/tools/arch" "$top/include/uapi" "$top/arch/*/include/uapi" "$top/scripts"
			make -s -C /root/k/tools/lib/perf prefix=/usr/local libdir_relative=lib64 \
				install_lib install_headers install_pkgconfig > /root/libperf.log 2>&1
			echo /usr/local/lib64 > /etc/ld.so.conf.d/lib64.conf && ldconfig
			rm -rf /root/k /usr/src/linux-source-* /usr/bin/apt* /usr/bin/dpkg*' ||
			fail "pkgconfig: installing libperf into /usr/local failed: $(tail -n 10 "$root/root/libperf.log")"
		[ -f "$root/usr/local/lib64/pkgconfig/libperf.pc" ] || fail "pkgconfig: no libperf.pc"
		phase "pkgconfig: libperf in /usr/local/lib64, apt and dpkg removed"
		env='export PKG_CONFIG_PATH=/usr/local/lib64/pkgconfig;'
		distro_run "$root" "$DISTRO_USER" 'for p in apt-get apt dpkg dpkg-deb; do command -v $p; done; true' > "$ref/which.txt"
		[ ! -s "$ref/which.txt" ] || fail "pkgconfig: still on the PATH: $(cat "$ref/which.txt")"
		build_and_test "$root" pkgconfig "$env"
		[ ! -e "$root/home/$DISTRO_USER/dtltop/build/libperf" ] ||
			fail "pkgconfig: libperf was built, not taken from pkg-config: $(grep '^deps:' "$root/home/$DISTRO_USER/build.log")"
		distro_run "$root" "$DISTRO_USER" 'ldd dtltop/dtltop' > "$ref/ldd.txt"
		grep -q '/usr/local/lib64/libperf.so' "$ref/ldd.txt" ||
			fail "pkgconfig: dtltop does not load /usr/local/lib64's libperf: $(cat "$ref/ldd.txt")"
		rm -rf "$root"
		;;
	*) fail "unknown case $c (trixie, sid, pkgconfig)" ;;
	esac
done
echo "check-distros: ${cases[*]}: passed"
