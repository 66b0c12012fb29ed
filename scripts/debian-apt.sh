# SPDX-License-Identifier: GPL-2.0-only
# debian-apt.sh: a private apt configuration for downloading packages from
# newer Debian suites without touching the system (sourced, not run).
# The system's apt sources, preferences and package database are neither
# read nor changed: lists, caches and state all live under one directory,
# and nothing is installed, packages are only downloaded.
#
#   . scripts/debian-apt.sh
#   debian_apt_setup DIR ARCH [ARCH...]   fills the array DEBIAN_APT with the
#                                          apt options, then updates the lists
#                                          of trixie-backports, forky and sid
#   apt-get "${DEBIAN_APT[@]}" download PKG...
# debian_apt_setup returns 1 (the apt log on stderr) when no package index
# of the first ARCH could be downloaded, e.g. without network.
# shellcheck shell=bash

DEBIAN_APT_SUITES=${DEBIAN_APT_SUITES:-"trixie-backports forky sid"}
DEBIAN_APT=()

debian_apt_setup() {
	local P=$1 first=$2 keyring=/usr/share/keyrings/debian-archive-keyring.gpg arch suite
	shift
	command -v apt-get >/dev/null || { echo "apt-get is needed" >&2; return 1; }
	[ -f "$keyring" ] || { echo "$keyring is missing (package debian-archive-keyring)" >&2; return 1; }
	mkdir -p "$P"/lists/partial "$P"/cache/archives/partial "$P"/parts "$P"/prefs
	touch "$P/status"
	for suite in $DEBIAN_APT_SUITES; do
		echo "deb [signed-by=$keyring] http://deb.debian.org/debian $suite main"
	done >"$P/sources.list"
	DEBIAN_APT=(-o Dir::Etc::sourcelist="$P/sources.list" -o Dir::Etc::sourceparts="$P/parts"
		-o Dir::Etc::preferencesparts="$P/prefs" -o Dir::Etc::preferences="$P/none"
		-o Dir::State::Lists="$P/lists" -o Dir::State::status="$P/status"
		-o Dir::Cache="$P/cache" -o APT::Architecture="$first")
	for arch in "$@"; do
		DEBIAN_APT+=(-o APT::Architectures::="$arch")
	done
	DEBIAN_APT+=(-o Debug::NoLocking=true -o Acquire::Retries=3 -o APT::Get::List-Cleanup=false)
	# A suite may fail (a mirror sync in progress makes an index the wrong
	# size): go on while at least one suite's index arrived.
	if ! apt-get "${DEBIAN_APT[@]}" -qq update >"$P/update.log" 2>&1; then
		sed 's/^/    /' "$P/update.log" | tail -n 5 >&2
	fi
	ls "$P"/lists/*"binary-${first}_Packages"* >/dev/null 2>&1 || {
		tail -n 5 "$P/update.log" >&2
		return 1
	}
}
