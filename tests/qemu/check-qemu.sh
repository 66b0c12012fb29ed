#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make check-qemu: dtltop against the real vpa_dtl driver of Debian's ppc64el
# 7.2 kernel in an emulated POWER LPAR (qemu-system-ppc64 -M pseries, TCG),
# for the 4 KiB and the 64 KiB page kernels, hvdtl.ko playing the hypervisor.
#
# Environment (the Makefile passes them through):
#   QEMU_DIR      build tree for all of it (default build/qemu)
#   QEMU_DTLTOP   a ppc64le dtltop (make check-qemu: make static's
#                 dtltop-ppc64le); QEMU_SYSROOT the sysroot it was linked
#                 against, needed only when it is dynamically linked
#   HOST_DTLTOP   the host's dtltop, for the replay of the guest's recording
#   QEMU_FLAVOURS default "powerpc64le powerpc64le-64k"
#   QEMU_CASES    default "main reopen dtl lost clock" ("dtl": debugfs powerpc/dtl through
#                 dtlfs.ko, vcpudispatch_stats; 4 vCPUs; "lost": a second vpa_dtl
#                 user takes a running session's buffer; "clock": Debian's perf
#                 record with and without -k, DTL times against the clocks);
#                 "hotplug" (cpu1 offline and back under vpa_dtl and
#                 debugfs; one boot, about 3 minutes: not in the default);
#                 the experiments "reenable overrun"
#   QEMU_DTL_FLAVOURS  the flavours the dtl case runs on (default powerpc64le:
#                 both add 2 minutes; its buffers are 4 KiB at any page size)
#                 Oops Linux 7.2's driver on purpose (they report, not fail)
#   QEMU_LOST_FLAVOURS  the flavours the lost case runs on (default powerpc64le)
#   QEMU_CLOCK_FLAVOURS the flavours the clock case runs on (default powerpc64le)
#   QEMU_TIMEOUT  seconds per boot (default 600)
# The last line is "qemu: N passed, N failed".
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/tests/qemu
dir=${QEMU_DIR:-$top/build/qemu}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
flavours=${QEMU_FLAVOURS:-powerpc64le powerpc64le-64k}
cases=${QEMU_CASES:-main reopen dtl lost clock}
dtl_flavours=${QEMU_DTL_FLAVOURS:-powerpc64le}
lost_flavours=${QEMU_LOST_FLAVOURS:-powerpc64le}
clock_flavours=${QEMU_CLOCK_FLAVOURS:-powerpc64le}
host_dtltop=${HOST_DTLTOP:-$top/dtltop}
die() { echo "check-qemu: $*" >&2; exit 1; }
ms() { echo $(( $(date +%s%N) / 1000000 )); }
secs() { printf '%d.%d' $(( $1 / 1000 )) $(( $1 % 1000 / 100 )); }

# Debian packages the harness runs on, installed when missing (as root).
pkgs=(qemu-system-ppc gcc-powerpc64le-linux-gnu cpio python3 debian-archive-keyring)
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	[ "$(id -u)" -eq 0 ] || die "needs root to install ${missing[*]}"
	echo "check-qemu: installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
[ -x "$host_dtltop" ] || die "no host dtltop at $host_dtltop"
[ -x "${QEMU_DTLTOP:-}" ] ||
	die "needs QEMU_DTLTOP=BIN (a ppc64le dtltop, QEMU_SYSROOT=DIR its sysroot if dynamic): run it as make check-qemu"

times=()
t0=$(ms)
t=$(ms); "$here/fetch-kernel.sh" "$dir"; times+=("kernel fetch $(secs $(( $(ms) - t )))s")
t=$(ms); "$here/build-module.sh" "$dir"; times+=("module build $(secs $(( $(ms) - t )))s")
case " $cases " in *" clock "*)
	t=$(ms); "$here/fetch-perf.sh" "$dir"; times+=("perf fetch $(secs $(( $(ms) - t )))s") ;;
esac
bin=$QEMU_DTLTOP
sysroot=${QEMU_SYSROOT:-}

passed=0 failed=0
for f in $flavours; do
	for c in $cases; do
		[ "$c" != dtl ] || case " $dtl_flavours " in *" $f "*) ;; *) continue ;; esac
		[ "$c" != lost ] || case " $lost_flavours " in *" $f "*) ;; *) continue ;; esac
		[ "$c" != clock ] || case " $clock_flavours " in *" $f "*) ;; *) continue ;; esac
		echo "--- $f $c"
		t=$(ms)
		log=$dir/run-$f-$c.log
		if "$here/run.sh" --flavour "$f" --case "$c" --dtltop "$bin" ${sysroot:+--sysroot "$sysroot"} \
			--host-dtltop "$host_dtltop" --dir "$dir" --timeout "${QEMU_TIMEOUT:-600}" \
			>"$log" 2>&1; then
			rc=0
		else
			rc=1
		fi
		grep -v "TCG doesn't support" "$log" | sed 's/^/  /'
		if [ $rc -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
		times+=("boot $f $c $(secs $(( $(ms) - t )))s")
	done
done
echo "--- times (total $(secs $(( $(ms) - t0 )))s)"
printf '  %s\n' "${times[@]}"
echo "qemu: $passed passed, $failed failed"
[ $failed -eq 0 ]
