#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make deps / make deps-test: installs what dtltop needs with the package
# manager on the PATH (apt-get, dnf or yum, zypper), as root, and only what
# is missing. build: what the build needs (scripts/packages.sh), and
# libperf's package where pkg-config and /usr/src have none (Debian's
# linux-source, Fedora's libperf-devel, SUSE's kernel-source); test: the
# test tools besides. Nothing else in the build installs anything.
# Usage: scripts/deps-install.sh build|test
set -euo pipefail
. "$(dirname "$0")/packages.sh"

mode=${1:-build}
case $mode in
build) rows=$BUILD_PACKAGES ;;
test) rows="$BUILD_PACKAGES$TEST_PACKAGES" ;;
*) echo "usage: scripts/deps-install.sh build|test" >&2; exit 2 ;;
esac
target=deps
[ "$mode" = build ] || target=deps-test

family=$(pkg_family)
if [ -z "$family" ]; then
	echo "deps: no apt-get, dnf, yum or zypper here: install these yourself:" >&2
	while read -r row; do
		[ -n "$row" ] && echo "  ${row%% *}: $(pkg_names "$row")" >&2
	done <<<"$rows"
	exit 1
fi
col=$(pkg_column "$family")

# installed NAME: whether the package is installed.
installed() {
	if [ "$family" = debian ]; then
		dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'
	else
		rpm -q --whatprovides "$1" >/dev/null 2>&1
	fi
}

want=()
while read -r row; do
	[ -n "$row" ] || continue
	name=$(awk -v c="$col" '{ print $c }' <<<"$row")
	[ "$name" = - ] || want+=("$name")
done <<<"$rows"
if ! { command -v pkg-config >/dev/null && pkg-config --exists libperf; } &&
	[ -z "${LINUX_SRC:-}" ] && ! compgen -G '/usr/src/linux-*' >/dev/null; then
	want+=("$(awk -v c="$col" '{ print $c }' <<<"$LIBPERF_PACKAGES")")
fi

need=()
for p in "${want[@]}"; do
	installed "$p" || need+=("$p")
done
if [ ${#need[@]} -eq 0 ]; then
	echo "deps: every package make $target wants is installed"
	exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
	echo "deps: make $target installs ${need[*]}: it needs root (sudo make $target)" >&2
	exit 1
fi
echo "deps: installing ${need[*]}"
case $family in
debian)
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null ;;
fedora)
	if command -v dnf >/dev/null; then dnf install -y "${need[@]}"; else yum install -y "${need[@]}"; fi ;;
suse)
	zypper --non-interactive install "${need[@]}" ;;
esac
