# SPDX-License-Identifier: GPL-2.0-only
# packages.sh: what dtltop needs, and its package name in each family of
# distributions (sourced by deps.sh, which checks, and deps-install.sh,
# which installs; not run).
#
# One row per piece: NAME CHECK DEBIAN FEDORA SUSE. CHECK is cmd:PROGRAM
# (on the PATH) or pc:MODULE (pkg-config knows it); "-" in a column: that
# family needs nothing for it. Debian's names are Ubuntu's too; Fedora's
# are RHEL's (libtraceevent, libtracefs and libperf in CRB/EPEL on RHEL 9).
# shellcheck shell=bash

# To build dtltop (libperf apart: see deps.sh).
BUILD_PACKAGES="
cc            cmd:cc              gcc                 gcc                   gcc
make          cmd:make            make                make                  make
pkg-config    cmd:pkg-config      pkg-config          pkgconf-pkg-config    pkg-config
ncursesw      pc:ncursesw         libncurses-dev      ncurses-devel         ncurses-devel
libtraceevent pc:libtraceevent    libtraceevent-dev   libtraceevent-devel   libtraceevent-devel
libtracefs    pc:libtracefs       libtracefs-dev      libtracefs-devel      libtracefs-devel
libzstd       pc:libzstd          libzstd-dev         libzstd-devel         libzstd-devel
libcap        pc:libcap           libcap-dev          libcap-devel          libcap-devel
libelf        pc:libelf           libelf-dev          elfutils-libelf-devel libelf-devel
libyaml       pc:yaml-0.1         libyaml-dev         libyaml-devel         libyaml-devel
libxcrypt     pc:libxcrypt        libcrypt-dev        libxcrypt-devel       libxcrypt-devel
gnutls        pc:gnutls           libgnutls28-dev     gnutls-devel          libgnutls-devel
"

# libperf: Fedora and RHEL package it; elsewhere dtltop builds it from the
# kernel source package (Debian's and Ubuntu's linux-source unpack a tarball
# into /usr/src, SUSE's kernel-source a tree).
LIBPERF_PACKAGES="libperf pc:libperf linux-source libperf-devel kernel-source"

# To run the tests and the development targets (make check, check-busy,
# lint, valgrind, fuzz, check-distros), beside the build's.
TEST_PACKAGES="
zstd          cmd:zstd            zstd                zstd                  zstd
tmux          cmd:tmux            tmux                tmux                  tmux
chromium      cmd:chromium        chromium            -                     -
python3       cmd:python3         python3             python3               python3
perf          cmd:perf            linux-perf          perf                  perf
time          cmd:/usr/bin/time   time                time                  time
git           cmd:git             git                 git                   git
clang         cmd:clang           clang               clang                 clang
libfuzzer     -                   libclang-rt-dev     compiler-rt           -
clang-tidy    cmd:clang-tidy      clang-tidy          clang-tools-extra     clang-tools
cppcheck      cmd:cppcheck        cppcheck            cppcheck              cppcheck
valgrind      cmd:valgrind        valgrind            valgrind              valgrind
stress-ng     cmd:stress-ng       stress-ng           stress-ng             stress-ng
mmdebstrap    cmd:mmdebstrap      mmdebstrap          mmdebstrap            -
rpmbuild      cmd:rpmbuild        rpm                 rpm-build             rpm-build
cpio          cmd:cpio            cpio                cpio                  cpio
file          cmd:file            file                file                  file
curl          cmd:curl            curl                curl                  curl
terminfo-tools cmd:tic            ncurses-bin         ncurses               ncurses-utils
qemu-user     cmd:qemu-ppc64le    qemu-user           qemu-user             qemu-linux-user
ppc64le-gcc   cmd:powerpc64le-linux-gnu-gcc gcc-powerpc64le-linux-gnu - -
influxdb      cmd:influxd         influxdb            -                     -
openssl       cmd:openssl         openssl             openssl               openssl
systemd       cmd:systemd-analyze systemd             systemd               systemd
nspawn        cmd:systemd-nspawn  systemd-container   systemd-container     systemd-container
"

# pkg_column FAMILY: the column of FAMILY (debian, fedora, suse) in a row.
pkg_column() {
	case $1 in
	debian) echo 3 ;;
	fedora) echo 4 ;;
	suse) echo 5 ;;
	*) return 1 ;;
	esac
}

# pkg_family: the family of the package manager on the PATH, or nothing.
pkg_family() {
	if command -v apt-get >/dev/null 2>&1; then echo debian
	elif command -v dnf >/dev/null 2>&1 || command -v yum >/dev/null 2>&1; then echo fedora
	elif command -v zypper >/dev/null 2>&1; then echo suse
	fi
}

# pkg_names ROW: "Debian/Ubuntu X, Fedora/RHEL Y, SUSE Z" for one row.
pkg_names() {
	local -a f
	read -r -a f <<<"$1"
	local out=
	[ "${f[2]}" = - ] || out+=", Debian/Ubuntu ${f[2]}"
	[ "${f[3]}" = - ] || out+=", Fedora/RHEL ${f[3]}"
	[ "${f[4]}" = - ] || out+=", SUSE ${f[4]}"
	echo "${out#, }"
}
