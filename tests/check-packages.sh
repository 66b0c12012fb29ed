#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# check-packages.sh: the distribution packages build and work (make
# check-packages; root, for the chroots).
#   deb: dpkg-buildpackage -b in a Debian 13 chroot as a non-root user, with
#        no network; lintian reports no error on it and the source package; debian/rules clean leaves the
#        tracked files alone; the .deb installs with apt-get into a copy of
#        a minimal chroot, where dtltop replays a recording exactly as this
#        checkout's dtltop does, and its man page and completion are there.
#   rpm: contrib/rpm/dtltop.spec parses; rpmbuild -ta builds it from the
#        make dist tarball here (--nodeps: this is no RPM distribution);
#        the rpm holds the binary, man page and completion, and its binary
#        replays as this checkout's does.
# Env: DTLTOP, DTLGEN (this checkout's release build), BUILD (build tree).
set -euo pipefail
TOP=$(cd "$(dirname "$0")/.." && pwd)
. "$TOP/tests/distro-lib.sh"
fail() { echo "check-packages: FAIL: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "needs root (chroots)"
DTLTOP=${DTLTOP:-$TOP/dtltop}
DTLGEN=${DTLGEN:-$TOP/dtlgen}
[ -x "$DTLTOP" ] && [ -x "$DTLGEN" ] || fail "no $DTLTOP or $DTLGEN: make dtltop dtlgen"
for t in rpmbuild rpmspec rpm2cpio cpio git; do
	command -v "$t" >/dev/null || fail "$t is not installed (make deps-test)"
done
version=$(sed -n 's/^#define DTLTOP_VERSION "\(.*\)"/\1/p' "$TOP/include/version.h")
work=$TOP/${BUILD:-build}/check-packages
rm -rf "$work" && mkdir -p "$work"
work=$(cd "$work" && pwd)

# Build-Depends and the tools to build and check; the minimal chroot has
# only apt (and man-db, for man -w; systemd, booted to start the unit):
# apt-get brings the libraries.
DEB_PKGS=build-essential,debhelper,lintian,pkgconf,libncurses-dev,libtraceevent-dev,libtracefs-dev,libzstd-dev,libcap-dev,libelf-dev,libyaml-dev,libcrypt-dev,libgnutls28-dev,linux-source,xz-utils
MIN_PKGS="man-db,systemd"
test_root=$DISTRO_CACHE/trixie-systemd.check-packages
trap 'rm -rf "$test_root"' EXIT

t0=$(date +%s.%N) t=$t0
phase() {
	local now
	now=$(date +%s.%N)
	awk -v a="$t" -v b="$now" -v n="$1" 'BEGIN { printf "check-packages: %-40s %6.1f s\n", n, b - a }'
	t=$now
}

# The versions the packages carry are the program's.
deb_version=$(sed -n '1s/^dtltop (\([^)]*\)).*/\1/p' "$TOP/debian/changelog")
[ "$deb_version" = "$version" ] || fail "debian/changelog says $deb_version, include/version.h $version"
rpm_version=$(rpmspec -q --qf '%{VERSION}\n' "$TOP/contrib/rpm/dtltop.spec" 2>"$work/rpmspec.err") ||
	fail "rpmspec -q: $(cat "$work/rpmspec.err")"
[ "$rpm_version" = "$version" ] || fail "dtltop.spec says Version $rpm_version, include/version.h $version"
rpmspec -P "$TOP/contrib/rpm/dtltop.spec" > "$work/dtltop.spec.parsed" 2>"$work/rpmspec.err" ||
	fail "rpmspec -P: $(cat "$work/rpmspec.err")"

# The recording both sides replay, and this checkout's answer.
"$DTLGEN" -o "$work/rec.data" --cpus 8 --seconds 2 --seed 7 --sched >/dev/null 2>&1
# (from its directory: the JSON names the path as given)
# (TZ and the file's mtime, kept by install -p, are inputs of the wall
# clock: the recording has no CLOCK_DATA, so its mtime dates its events)
(cd "$work" && TZ=UTC "$DTLTOP" -i rec.data --json) > "$work/host.json"
[ -s "$work/host.json" ] || fail "this checkout's dtltop printed nothing"

# --- deb ---------------------------------------------------------------------
deb_root=$(distro_chroot trixie-deb trixie "$DEB_PKGS")
min_root=$(distro_chroot trixie-systemd trixie "$MIN_PKGS")
phase "chroots (cached or made)"

home=$deb_root/home/$DISTRO_USER
rm -f "$home"/dtltop_* "$home"/dtltop-dbgsym_*
distro_source "$deb_root"
# The source package too, for lintian's checks of debian/.
distro_run "$deb_root" "$DISTRO_USER" 'dpkg-source --build dtltop' > "$work/deb-source.log" 2>&1 ||
	fail "dpkg-source --build failed: $(tail -n 5 "$work/deb-source.log")"
# No network: the build must find everything it needs in Build-Depends.
if ! unshare --net -- bash -c '. "$1"; distro_run "$2" "$3" "$4"' _ "$TOP/tests/distro-lib.sh" \
	"$deb_root" "$DISTRO_USER" 'cd dtltop && dpkg-buildpackage -b -us -uc' > "$work/deb-build.log" 2>&1; then
	tail -n 30 "$work/deb-build.log" >&2
	fail "dpkg-buildpackage failed (log $work/deb-build.log)"
fi
deb=$(cd "$home" && ls dtltop_"$version"_*.deb)
changes=$(cd "$home" && ls dtltop_"$version"_*.changes)
phase "dpkg-buildpackage -b (trixie, $DISTRO_USER)"

# Lintian on the source and the binaries: any error fails; the rest is shown.
lintian_rc=0
distro_run "$deb_root" "$DISTRO_USER" "lintian --display-info dtltop_$version.dsc $changes" \
	> "$work/lintian.log" 2>&1 || lintian_rc=$?
sed 's/^/  /' "$work/lintian.log"
if grep -q '^E:' "$work/lintian.log" || [ "$lintian_rc" -ne 0 ]; then
	fail "lintian: $(grep -c '^E:' "$work/lintian.log") errors (rc $lintian_rc)"
fi
echo "check-packages: lintian: $(grep -c '^E:' "$work/lintian.log") errors," \
	"$(grep -c '^W:' "$work/lintian.log") warnings, $(grep -c '^I:' "$work/lintian.log") info"
phase "lintian"

# debian/rules clean (dh_auto_clean: make distclean) leaves the tracked
# files and nothing else: the build tree went with it.
distro_run "$deb_root" "$DISTRO_USER" 'cd dtltop && debian/rules clean' > "$work/deb-clean.log" 2>&1 ||
	fail "debian/rules clean failed: $(tail -n 5 "$work/deb-clean.log")"
(cd "$TOP" && git ls-files -- . ':!:build' | LC_ALL=C sort) > "$work/tracked.txt"
(cd "$home/dtltop" && find . -type f -o -type l | sed 's,^\./,,' | LC_ALL=C sort) > "$work/after-clean.txt"
diff "$work/tracked.txt" "$work/after-clean.txt" > "$work/clean.diff" ||
	fail "after debian/rules clean, the source differs from the tracked files: $(head -n 5 "$work/clean.diff" | tr '\n' ' ')"
phase "debian/rules clean"

# Install into a throwaway copy of the minimal chroot; apt-get brings the
# libraries from the archive.
distro_copy "$min_root" "$test_root"
install -p -m 644 "$home/$deb" "$work/rec.data" "$test_root/tmp/"
distro_run "$test_root" root "apt-get update -qq && apt-get install -y -q /tmp/$deb" > "$work/deb-install.log" 2>&1 ||
	fail "apt-get install ./$deb failed: $(tail -n 5 "$work/deb-install.log")"
phase "apt-get install (minimal trixie)"

# (--version's first line; the lines after it say how the binary is linked)
got=$(distro_run "$test_root" "$DISTRO_USER" 'dtltop --version' | head -n 1)
[ "$got" = "dtltop $version" ] || fail "installed dtltop --version says '$got', not 'dtltop $version'"
distro_run "$test_root" "$DISTRO_USER" 'cd /tmp && TZ=UTC dtltop -i rec.data --json' > "$work/deb.json" ||
	fail "the installed dtltop failed to replay"
cmp "$work/host.json" "$work/deb.json" || fail "the installed dtltop's JSON differs from this checkout's"
man=$(distro_run "$test_root" "$DISTRO_USER" 'man -w dtltop') || fail "man -w dtltop finds no page"
[ "$man" = /usr/share/man/man1/dtltop.1.gz ] || fail "man -w dtltop: $man"
[ -f "$test_root/usr/share/bash-completion/completions/dtltop" ] || fail "no bash completion installed"
cmp "$TOP/contrib/bash-completion/dtltop" "$test_root/usr/share/bash-completion/completions/dtltop" ||
	fail "the installed completion is not contrib/bash-completion/dtltop"
echo "check-packages: $deb installed: $(sed -n 's/^Setting up \(.*\) \.\.\.$/\1/p' "$work/deb-install.log" | wc -l) packages set up, replay identical ($(wc -c < "$work/deb.json") bytes), $man"
phase "installed deb replays"

# The same chroot booted with systemd-nspawn: the package's unit enabled,
# started, scraped and stopped by a real systemd (tests/check-systemd.sh).
rc=0
"$TOP/tests/check-systemd.sh" "$test_root" "$work" || rc=$?
[ "$rc" -eq 0 ] || [ "$rc" -eq 77 ] || fail "the unit under systemd (tests/check-systemd.sh, logs in $work)"
phase "the unit under systemd (nspawn)"

# --- rpm ---------------------------------------------------------------------
# The outer make's MAKEFLAGS (command-line variables, jobserver) stay out
# of the tarball's build.
mkdir -p "$work/rpm"
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make --no-print-directory -C "$TOP" dist \
	DIST_OUT="$work/rpm/dtltop-$version.tar.gz" > "$work/dist.log" 2>&1 ||
	fail "make dist failed: $(tail -n 5 "$work/dist.log")"
# debug_package: Debian's rpm has no find-debuginfo (Fedora's has).
env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL rpmbuild -ta --nodeps --define "_topdir $work/rpm/top" \
	--define 'debug_package %{nil}' "$work/rpm/dtltop-$version.tar.gz" > "$work/rpmbuild.log" 2>&1 || {
	tail -n 30 "$work/rpmbuild.log" >&2
	fail "rpmbuild -ta failed (log $work/rpmbuild.log)"
}
rpm=$(ls "$work"/rpm/top/RPMS/*/dtltop-"$version"-*.rpm)
phase "make dist, rpmbuild -ta"

rpm -qlp "$rpm" > "$work/rpm-files.txt"
for f in /usr/bin/dtltop /usr/share/bash-completion/completions/dtltop; do
	grep -qx "$f" "$work/rpm-files.txt" || fail "$f is not in the rpm: $(tr '\n' ' ' < "$work/rpm-files.txt")"
done
grep -qE '^/usr/share/man/man1/dtltop\.1(\.gz)?$' "$work/rpm-files.txt" || fail "no man page in the rpm"
grep -qE '^/usr/share/licenses/dtltop[^/]*/LICENSE$' "$work/rpm-files.txt" || fail "no LICENSE in the rpm"
mkdir -p "$work/rpm/root"
(cd "$work/rpm/root" && rpm2cpio "$rpm" | cpio -idm --quiet)
got=$("$work/rpm/root/usr/bin/dtltop" --version | head -n 1)
[ "$got" = "dtltop $version" ] || fail "the rpm's dtltop --version says '$got'"
(cd "$work" && TZ=UTC rpm/root/usr/bin/dtltop -i rec.data --json) > "$work/rpm.json"
cmp "$work/host.json" "$work/rpm.json" || fail "the rpm's dtltop's JSON differs from this checkout's"
echo "check-packages: ${rpm##*/}: $(wc -l < "$work/rpm-files.txt") paths:"
sed 's/^/  /' "$work/rpm-files.txt"
phase "rpm contents, replay"

awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "check-packages: all passed in %.1f s\n", b - a }'
