#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# /init of the QEMU test's initramfs: mounts what dtltop and the checks need,
# runs /guest.sh CASE (CASE from the kernel command line: dtltop.case=NAME),
# sends /out to the host through the virtio serial port named "results" as
# a tar archive, and powers off.
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
# tracefs readable by group nogroup too: the EACCES check runs dtltop as
# nobody, and it must get as far as opening vpa_dtl.
mount -t tracefs -o gid=65534 tracefs /sys/kernel/tracing
mount -t debugfs debugfs /sys/kernel/debug
mkdir -p /tmp /out
chmod 1777 /tmp /out
hostname dtltop-qemu
case_=main
for w in $(cat /proc/cmdline); do
	case $w in dtltop.case=*) case_=${w#dtltop.case=} ;; esac
done
cd /out && sh /guest.sh "$case_"
port=
for p in /sys/class/virtio-ports/*; do
	[ "$(cat "$p/name" 2>/dev/null)" = results ] && port=/dev/$(basename "$p")
done
if [ -n "$port" ]; then
	tar -cf "$port" -C /out . && echo "=== dtltop-qemu results sent ==="
else
	echo "=== dtltop-qemu no results port ==="
fi
sync
poweroff -f
