#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# Boots Debian's ppc64el kernel under qemu-system-ppc64 -M pseries with an
# initramfs holding busybox, hvdtl.ko, dtlprobe and a ppc64le dtltop (with
# its libraries when it is not static), runs tests/qemu/guest.sh CASE in it,
# and checks the outcome on the host: the guest's ok/FAIL lines, its kernel
# log (no Oops, BUG, Call Trace or WARNING), and for the main case a host
# replay of the recording the guest made (tests/qemu/check.py).
#
# Usage: tests/qemu/run.sh --flavour powerpc64le|powerpc64le-64k --dtltop BIN
#            [--sysroot DIR] [--case main|dtl|lost|clock|reopen|reenable|overrun]
#            [--host-dtltop BIN] [--dir BUILD_QEMU_DIR] [--timeout SECONDS]
# BIN is a ppc64le dtltop: static (make check-qemu runs make static's), or
# dynamic with DIR the sysroot it was linked against (its shared libraries
# are copied from there). The kernel and module come from
# fetch-kernel.sh and build-module.sh in BUILD_QEMU_DIR (default build/qemu).
# Exit status 0 when every check passed (experiments: when they reached a
# clear outcome, an Oops or the end), 1 otherwise.
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/tests/qemu
flavour= bin= sysroot= case_=main host_dtltop=$top/dtltop dir=$top/build/qemu limit=600
while [ $# -gt 0 ]; do
	case $1 in
	--flavour) flavour=$2; shift 2 ;;
	--dtltop) bin=$2; shift 2 ;;
	--sysroot) sysroot=$2; shift 2 ;;
	--case) case_=$2; shift 2 ;;
	--host-dtltop) host_dtltop=$2; shift 2 ;;
	--dir) dir=$2; shift 2 ;;
	--timeout) limit=$2; shift 2 ;;
	*) echo "run: unknown argument $1" >&2; exit 2 ;;
	esac
done
die() { echo "run[$flavour/$case_]: $*" >&2; exit 1; }
[ -n "$flavour" ] && [ -n "$bin" ] ||
	{ echo "usage: run.sh --flavour F --dtltop BIN [--sysroot DIR] [--case C]" >&2; exit 2; }
[ -x "$bin" ] || die "no ppc64le dtltop at $bin"
command -v qemu-system-ppc64 >/dev/null || die "qemu-system-ppc64 is needed (package qemu-system-ppc)"
ver=$(cat "$dir/kernel/current" 2>/dev/null) || die "no kernel in $dir (fetch-kernel.sh)"
root=$dir/kernel/$ver/root
kernel=$root/usr/lib/modules/$ver-$flavour/vmlinuz
ko=$dir/module/$flavour/hvdtl.ko
dtlfs=$dir/module/$flavour/dtlfs.ko
probe=$dir/dtlprobe
[ -f "$kernel" ] || die "no kernel $kernel"
[ -f "$ko" ] && [ -f "$dtlfs" ] || die "no $ko or $dtlfs (build-module.sh)"
[ -x "$probe" ] || die "no $probe"
cross=${CROSS_COMPILE:-powerpc64le-linux-gnu-}

work=$dir/run/$flavour-$case_
rm -rf "$work"
mkdir -p "$work/initramfs" "$work/results"
ird=$work/initramfs

# ---- initramfs ----
mkdir -p "$ird"/{bin,dev,proc,sys,tmp,out,etc,lib64,lib/powerpc64le-linux-gnu}
cp "$root/usr/bin/busybox" "$ird/bin/busybox"
ln -s busybox "$ird/bin/sh"
cp "$here/init.sh" "$ird/init"
cp "$here/guest.sh" "$ird/guest.sh"
cp "$ko" "$ird/hvdtl.ko"
cp "$dtlfs" "$ird/dtlfs.ko"
cp "$probe" "$ird/dtlprobe"
cp "$bin" "$ird/dtltop"
chmod 755 "$ird/init" "$ird/guest.sh" "$ird/dtltop" "$ird/dtlprobe"
printf 'root:x:0:0:root:/:/bin/sh\nnobody:x:65534:65534:nobody:/:/bin/sh\n' >"$ird/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' >"$ird/etc/group"
# dtltop's shared libraries, if it has any: the NEEDED closure, from the
# sysroot. A static dtltop (as users run it) gets none.
needed() { "${cross}readelf" -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
if [ -n "$(needed "$bin")" ]; then
	[ -d "$sysroot" ] || die "$bin is dynamically linked: it needs --sysroot DIR (no sysroot at '$sysroot')"
	libdirs=("$sysroot/lib/powerpc64le-linux-gnu" "$sysroot/usr/lib/powerpc64le-linux-gnu")
	todo=("$bin") seen=" "
	while [ ${#todo[@]} -gt 0 ]; do
		f=${todo[0]}; todo=("${todo[@]:1}")
		for lib in $(needed "$f"); do
			case $seen in *" $lib "*) continue ;; esac
			seen="$seen$lib "
			src=
			for d in "${libdirs[@]}"; do [ -e "$d/$lib" ] && { src=$d/$lib; break; }; done
			[ -n "$src" ] || die "$lib (needed by $(basename "$f")) is not in $sysroot"
			cp -L "$src" "$ird/lib/powerpc64le-linux-gnu/$lib"
			todo+=("$src")
		done
	done
	ld=
	for d in "${libdirs[@]}"; do [ -e "$d/ld64.so.2" ] && { ld=$d/ld64.so.2; break; }; done
	[ -n "$ld" ] || die "no ld64.so.2 in $sysroot"
	cp -L "$ld" "$ird/lib64/ld64.so.2"
	echo "initramfs: dtltop with $(ls "$ird/lib/powerpc64le-linux-gnu" | wc -l) libraries from $sysroot"
else
	echo "initramfs: dtltop is statically linked, no libraries"
fi
# The clock case runs Debian's perf (fetch-perf.sh) with its own libraries
# and loader in /perf, apart from dtltop's.
if [ "$case_" = clock ]; then
	pv=$(cat "$dir/perf/current" 2>/dev/null) || die "no perf in $dir (fetch-perf.sh)"
	mkdir -p "$ird/perf"
	cp "$dir/perf/$pv/perf" "$dir/perf/$pv/lib/"* "$ird/perf/"
	echo "initramfs: Debian's perf $pv with $(ls "$dir/perf/$pv/lib" | wc -l) libraries"
fi
(cd "$ird" && find . | LC_ALL=C sort | cpio -o -H newc --quiet) >"$work/initrd.cpio"

# ---- boot ----
console=$work/console.log
results=$work/results.tar
: >"$console"
qpid=
cleanup() {
	if [ -n "$qpid" ] && kill -0 "$qpid" 2>/dev/null; then
		kill "$qpid" 2>/dev/null || true
		for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$qpid" 2>/dev/null || break; sleep 0.2; done
		kill -9 "$qpid" 2>/dev/null || true
	fi
}
trap cleanup EXIT
trap 'cleanup; exit 1' INT TERM HUP
# The dtl case (debugfs and dispatch stats) runs on 4 vCPUs, the others on 2.
smp=2
[ "$case_" = dtl ] && smp=4
smp=${QEMU_SMP:-$smp}
# Experiments may Oops the kernel on purpose: panic then, and with
# -no-reboot and panic=-1 QEMU exits at once instead of hanging in a broken
# kernel until the timeout.
extra=
case $case_ in reenable | overrun) extra=oops=panic ;; esac
ms() { echo $(( $(date +%s%N) / 1000000 )); }
secs() { printf '%d.%d' $(( $1 / 1000 )) $(( $1 % 1000 / 100 )); }
start=$(ms)
qemu-system-ppc64 -M pseries -cpu POWER9 -smp "$smp" -m 1G -accel tcg,thread=multi \
	-display none -monitor none -no-reboot -nodefaults \
	-chardev file,id=con,path="$console" -serial chardev:con \
	-device virtio-serial-pci -chardev file,id=res,path="$results" \
	-device virtserialport,chardev=res,name=results \
	-kernel "$kernel" -initrd "$work/initrd.cpio" \
	-append "console=hvc0 loglevel=5 panic=-1 $extra dtltop.case=$case_" \
	>"$work/qemu.log" 2>&1 &
qpid=$!

# Wait for the guest to power off (it sends its results first), bounded.
booted=
deadline=$(( $(date +%s) + limit ))
while kill -0 "$qpid" 2>/dev/null; do
	if [ -z "$booted" ] && grep -q '=== dtltop-qemu begin' "$console"; then
		booted=$(secs $(( $(ms) - start )))
	fi
	if [ "$(date +%s)" -ge "$deadline" ]; then
		echo "run[$flavour/$case_]: guest still running after ${limit}s, killing qemu" >&2
		cleanup
		break
	fi
	sleep 0.2
done
wait "$qpid" 2>/dev/null || true
qpid=
total=$(secs $(( $(ms) - start )))
[ -s "$work/qemu.log" ] && sed 's/^/    qemu: /' "$work/qemu.log" >&2

# ---- verdict ----
# Experiments (reenable, overrun) report what the kernel did: an Oops there
# is the finding, not a failure; they fail only without a clear outcome.
exp=0
case $case_ in reenable | overrun) exp=1 ;; esac
failed=0
bad() {
	if [ $exp = 1 ]; then echo "info $*"; else echo "FAIL $*"; failed=1; fi
}
[ -s "$results" ] && tar -xf "$results" -C "$work/results" || bad "results: the guest sent no results"
sed -n '/=== dtltop-qemu begin/,/=== dtltop-qemu end/p' "$console" |
	grep -E '^(ok|FAIL|info) ' || true
grep -q '=== dtltop-qemu end' "$console" || bad "guest: did not reach the end marker"
grep -q '^FAIL ' "$console" && failed=1
# The kernel log as the console saw it (it outlives a crash) and as dmesg.
kpat='Oops|BUG:|Call Trace|WARNING:|Kernel panic'
{ grep -E "\[ *[0-9]+\.[0-9]+\].*($kpat)" "$console" || true
  grep -E "$kpat" "$work/results/dmesg.txt" 2>/dev/null || true; } >"$work/oops.txt"
if [ -s "$work/oops.txt" ]; then
	bad "kernel: $(wc -l <"$work/oops.txt") Oops/BUG/WARNING lines (first: $(head -n 1 "$work/oops.txt" | cut -c1-160))"
	grep -m 1 -E '^\[ *[0-9.]+\] NIP \[' "$console" | sed 's/^/info kernel: /' || true
fi
if [ $exp = 1 ]; then
	if grep -q 'dtlprobe: .*survived' "$console"; then
		echo "info experiment $case_: the kernel survived"
	elif grep -qE 'Oops' "$work/oops.txt"; then
		# The console interleaves the program's lines and the kernel's
		# unreliably: name the call path from the first trace instead.
		nip=$(grep -m 1 -oE 'NIP \[[0-9a-f]+\] [^ ]+' "$console" | awk '{ print $3 }')
		from=$(sed -n '/Call Trace:/,/end trace/p' "$console" | grep -m 1 -oE \
			'perf_ioctl|perf_mmap_close|perf_release|do_exit' || echo '?')
		echo "info experiment $case_: Oops in $nip, called from $from"
	else
		echo "FAIL experiment $case_: neither an Oops nor the end of the experiment"
		failed=1
	fi
fi
if [ "$case_" = main ]; then
	# dtltop's AUX area is perf record's 128 KiB at either page size (-m);
	# the driver model needs it. QEMU_AUX_SIZE overrides.
	python3 "$here/check.py" --strict --host-dtltop "$host_dtltop" \
		--aux-size "${QEMU_AUX_SIZE:-131072}" "$work/results" || failed=1
fi
if [ "$case_" = clock ]; then
	python3 "$here/check.py" --case clock --host-dtltop "$host_dtltop" \
		"$work/results" || failed=1
fi
if [ "$case_" = dtl ]; then
	python3 "$here/check.py" --case dtl --strict --host-dtltop "$host_dtltop" \
		"$work/results" || failed=1
fi
printf 'time %s/%s: boot to first guest line %ss, total %ss\n' "$flavour" "$case_" \
	"${booted:-?}" "$total"
exit $failed
