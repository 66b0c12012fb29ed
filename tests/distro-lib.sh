# SPDX-License-Identifier: GPL-2.0-only
# distro-lib.sh: Debian chroots for the tests that build dtltop on other
# distributions (tests/check-distros.sh, tests/check-packages.sh); sourced.
#
# Chroots are made with mmdebstrap from Debian's archive, once per suite
# and package list, and kept under $DISTRO_CACHE (outside the clone:
# /var/cache/dtltop-chroots unless set), so a second run only builds. A
# test that changes a chroot works on a copy (distro_copy).
# shellcheck shell=bash

DISTRO_CACHE=${DISTRO_CACHE:-/var/cache/dtltop-chroots}
DISTRO_MIRROR=${DISTRO_MIRROR:-http://deb.debian.org/debian}
DISTRO_USER=builder       # uid 1000 in every chroot: the non-root builds

# distro_chroot NAME SUITE PKG,PKG,...: the path of a chroot of SUITE with
# PKGs (and apt, whose lists stay for apt-get download), made when missing
# or made for another package list. Progress on stderr.
distro_chroot() {
	local name=$1 suite=$2 pkgs=$3 dir=$DISTRO_CACHE/$1 want log
	want="$suite $pkgs"
	[ -e "$dir" ] || distro_seed "$dir" "$suite" "$pkgs" || true
	if [ -f "$dir/.distro-chroot" ] && [ "$(cat "$dir/.distro-chroot")" = "$want" ]; then
		echo "$dir"
		return 0
	fi
	if distro_extend "$dir" "$suite" "$pkgs"; then
		echo "$want" > "$dir/.distro-chroot"
		echo "$dir"
		return 0
	fi
	command -v mmdebstrap >/dev/null || { echo "mmdebstrap is not installed (make deps-test)" >&2; return 1; }
	mkdir -p "$DISTRO_CACHE"
	rm -rf "$dir" "$dir.new"
	log=$DISTRO_CACHE/$name.log
	echo "distro: making the $suite chroot $dir (mmdebstrap, log $log)" >&2
	# (Check-Valid-Until: a mirror's Release may have expired while still
	# being what it serves; the signatures are checked all the same.)
	if ! mmdebstrap --variant=apt --skip=cleanup/apt/lists --include="passwd,$pkgs" \
		--aptopt='Acquire::Check-Valid-Until "false"' \
		--customize-hook='chroot "$1" /usr/sbin/useradd -m -u 1000 -s /bin/bash '"$DISTRO_USER" \
		"$suite" "$dir.new" "$DISTRO_MIRROR" >"$log" 2>&1; then
		tail -n 15 "$log" >&2
		echo "distro: mmdebstrap $suite failed (log $log)" >&2
		return 1
	fi
	echo "$want" > "$dir.new/.distro-chroot"
	mv "$dir.new" "$dir"
	echo "$dir"
}

# distro_extend DIR SUITE PKG,PKG,...: a cached chroot of SUITE made for a
# package list that PKGs only add to gets the added packages from apt,
# as mmdebstrap would have installed them (no recommends), in a minute
# rather than the several a new chroot takes when a build dependency is
# added. False (the caller then makes it anew) when there is no such
# chroot or apt fails.
distro_extend() {
	local dir=$1 suite=$2 pkgs=$3 have old add p log
	[ -f "$dir/.distro-chroot" ] || return 1
	read -r have old < "$dir/.distro-chroot" || return 1
	[ "$have" = "$suite" ] || return 1
	add=
	for p in ${old//,/ }; do
		case ",$pkgs," in *",$p,"*) ;; *) return 1 ;; esac	# one went away
	done
	for p in ${pkgs//,/ }; do
		case ",$old," in *",$p,"*) ;; *) add="$add $p" ;; esac
	done
	[ -n "$add" ] || return 1
	log=$dir.extend.log
	echo "distro: adding$add to the $suite chroot $dir (apt, log $log)" >&2
	if ! distro_run "$dir" root "DEBIAN_FRONTEND=noninteractive apt-get -o Acquire::Check-Valid-Until=false update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends$add" >"$log" 2>&1; then
		tail -n 5 "$log" >&2
		echo "distro: apt could not add them: making the chroot anew" >&2
		return 1
	fi
}

# distro_seed DIR SUITE PKG,PKG,...: a missing DIR made a copy of another
# cached chroot of SUITE whose packages PKGs include, so that distro_extend
# adds the rest (a chroot for a new name costs apt's minute, not
# mmdebstrap's several). Throwaway copies and unfinished chroots (a dot in
# their name) are no seed. False when there is none.
distro_seed() {
	local dir=$1 suite=$2 pkgs=$3 f have old p src=
	for f in "$DISTRO_CACHE"/*/.distro-chroot; do
		case ${f%/.distro-chroot} in */*.*) continue ;; esac
		read -r have old < "$f" || continue
		[ "$have" = "$suite" ] || continue
		for p in ${old//,/ }; do
			case ",$pkgs," in *",$p,"*) ;; *) continue 2 ;; esac
		done
		src=${f%/.distro-chroot}
		break
	done
	[ -n "$src" ] || return 1
	echo "distro: making $dir from a copy of $src" >&2
	rm -rf "$dir.seed" && cp -a "$src" "$dir.seed" && mv "$dir.seed" "$dir"
}

# distro_copy SRC DST: a throwaway copy of chroot SRC at DST.
distro_copy() {
	rm -rf "$2" && cp -a "$1" "$2"
}

# distro_run ROOT USER CMD: CMD (sh -c) in chroot ROOT as USER (root or
# $DISTRO_USER) with a clean environment, /proc mounted in a mount
# namespace of its own (nothing stays mounted when it ends), cwd $HOME.
distro_run() {
	local root=$1 user=$2 cmd=$3 spec home
	if [ "$user" = root ]; then spec=0:0 home=/root; else spec=1000:1000 home=/home/$user; fi
	unshare --mount --propagation private -- sh -c '
		mount -t proc proc "$1/proc" || exit 125
		exec chroot --userspec="$2" --groups= "$1" /usr/bin/env -i HOME="$3" USER="$4" \
			PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
			LANG=C.UTF-8 TERM=dumb /bin/sh -c "cd \"\$HOME\" && $5"' \
		_ "$root" "$spec" "$home" "$user" "$cmd"
}

# distro_source ROOT: the tracked files of this checkout (a fresh clone's
# view) in ROOT/home/$DISTRO_USER/dtltop, owned by that user.
distro_source() {
	local dst=$1/home/$DISTRO_USER/dtltop
	rm -rf "$dst" && mkdir -p "$dst"
	(cd "$TOP" && git ls-files -z -- . ':!:build' | tar --null -T - -cf -) | tar -xf - -C "$dst"
	chown -R 1000:1000 "$dst"
}

# distro_pm_shims ROOT: apt-get, apt, dpkg, dnf, yum, zypper and rpm in
# ROOT/usr/local/bin (first on distro_run's PATH) that log their call to
# ROOT/tmp/pm.log and fail: a build that runs a package manager shows there.
DISTRO_PMS="apt-get apt apt-cache dpkg dpkg-query dnf yum zypper rpm"
distro_pm_shims() {
	local p
	for p in $DISTRO_PMS; do
		printf '#!/bin/sh\necho "%s $*" >> /tmp/pm.log\nexit 1\n' "$p" > "$1/usr/local/bin/$p"
		chmod 755 "$1/usr/local/bin/$p"
	done
	rm -f "$1/tmp/pm.log"
}
distro_pm_unshim() {
	local p
	for p in $DISTRO_PMS; do rm -f "$1/usr/local/bin/$p"; done
}
