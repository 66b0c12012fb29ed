#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Runs inside the QEMU guest (busybox sh, as root): the checks of one case
# against the real vpa_dtl driver, with hvdtl.ko writing the DTL entries.
# Prints "ok NAME" / "FAIL NAME: why" / "info ..." lines between the
# begin/end markers the host waits for, and leaves every output file in
# /out, which /init sends back to the host as a tar archive.
#
# Usage: guest.sh CASE   (main | dtl | lost | clock | hotplug | reopen | reenable | overrun)
# dtl: the kernel's other DTL consumers, debugfs powerpc/dtl (dtlfs.ko) and
# /proc/powerpc/vcpudispatch_stats, hvdtl.ko filling their buffers.
# reenable and overrun are experiments expected to Oops the 7.2 driver.
set -u

case_=${1:-main}
out=/out
mkdir -p $out
cd $out || exit 1
nfail=0

ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; nfail=$((nfail + 1)); }
info() { echo "info $*"; }

# Wait (0.1 s naps) until "$@" succeeds, at most $1 tenths of a second.
wait_for() {
	n=$1; shift
	while [ "$n" -gt 0 ]; do
		"$@" && return 0
		usleep 100000
		n=$((n - 1))
	done
	return 1
}

ksym() { awk -v s="$1" '$3 == s { print "0x" $1; exit }' /proc/kallsyms; }
dtl_addr() { ksym vpa_dtl_cpu; }
dbg=/sys/kernel/debug/powerpc/dtl
stats=/proc/powerpc/vcpudispatch_stats
ncpu=$(nproc)
pagekb=$(awk '/^KernelPageSize/ { print $2; exit }' /proc/self/smaps)

# load_hv ARGS...: hvdtl.ko with ARGS; unload_hv NAME: its report to
# hvdtl-NAME.txt, then rmmod.
load_hv() {
	insmod /hvdtl.ko dtl_cpu_addr="$(dtl_addr)" "$@" 2>insmod.err ||
		{ fail "insmod hvdtl $*: $(cat insmod.err)"; return 1; }
}
unload_hv() {
	cat /proc/hvdtl >"hvdtl-$1.txt"
	rmmod hvdtl
}

# run_dtltop NAME SECONDS ARGS...: dtltop ARGS, stdout to NAME.out, stderr
# to NAME.err, exit status to NAME.rc; killed with SIGINT after SECONDS.
run_dtltop() {
	name=$1 secs=$2; shift 2
	timeout -s INT "$secs" /dtltop "$@" >"$name.out" 2>"$name.err"
	rc=$?
	echo $rc >"$name.rc"
	return $rc
}

oops_free() { ! dmesg | grep -qE 'Oops|BUG:|Call Trace|WARNING:'; }

# hvdtl's counters for a CPU: polls of an active event, and events it saw
# replaced (dtl_idx back to 0).
polls() { awk -v c="cpu=$1" '$1 == c && /polls=/ { sub(/.*polls=/, ""); print $1 + 0; exit }' /proc/hvdtl; }
resets() { awk -v c="cpu=$1" '$1 == c && /resets=/ { sub(/.*resets=/, ""); print $1 + 0; exit }' /proc/hvdtl; }
# For wait_for (which runs a command of this shell, functions included):
# both CPUs polled at least N times; cpu C polled at least N times; cpu C
# saw more than N events replaced.
polls_both() { [ "$(polls 0)" -ge "$1" ] && [ "$(polls 1)" -ge "$1" ]; }
entries() { awk -v c="cpu=$1" '$1 == c && /entries=/ { sub(/.*entries=/, ""); print $1 + 0; exit }' /proc/hvdtl; }
# every CPU's polls (or entries) at least N
polls_all() { c=0; while [ $c -lt $ncpu ]; do [ "$(polls $c)" -ge "$1" ] || return 1; c=$((c + 1)); done; }
entries_all() { c=0; while [ $c -lt $ncpu ]; do [ "$(entries $c)" -ge "$1" ] || return 1; c=$((c + 1)); done; }
# every CPU polled N more times than now (polls_all with the current minimum + N)
unread_all0() { ! awk '/unread=/ { sub(/.*unread=/, ""); if ($1 + 0 != 0) bad = 1 } END { exit !bad }' /proc/hvdtl; }
# wait_alive TENTHS PID CMD...: wait_for, giving up as soon as PID has exited
wait_alive() {
	n=$1 wp=$2; shift 2
	while [ "$n" -gt 0 ]; do
		"$@" && return 0
		kill -0 "$wp" 2>/dev/null || return 1
		usleep 100000
		n=$((n - 1))
	done
	return 1
}
# hide the vpa_dtl PMU from dtltop (an empty tmpfs over the PMU list), and show it again
hide_pmu() { mount -t tmpfs none /sys/bus/event_source/devices && [ ! -e /sys/bus/event_source/devices/vpa_dtl ]; }
unhide_pmu() { umount /sys/bus/event_source/devices 2>/dev/null; }
# the interface a dtltop JSON run says it read
dtl_source_of() { grep -o '"dtl_source":"[^"]*"' "$1" | head -n 1 | cut -d'"' -f4; }
# order NAME WANT: dtltop --dtl-source=auto picks WANT (2 snapshots)
order() {
	run_dtltop "order-$1" 60 --batch --json -d 1 -n 2
	got=$(dtl_source_of "order-$1.out")
	why=$(grep -o '"dtl_why":"[^"]*"' "order-$1.out" | head -n 1 | cut -d'"' -f4)
	if [ "$got" = "$2" ]; then
		ok "order $1: auto reads $got ($why)"
	else
		fail "order $1: auto read '$got', not $2 (exit $(cat "order-$1.rc"): $why $(head -n 1 "order-$1.err"))"
	fi
}
polls_min() { m=; c=0; while [ $c -lt $ncpu ]; do p=$(polls $c); [ -z "$m" ] || [ "$p" -lt "$m" ] && m=$p; c=$((c + 1)); done; echo "$m"; }
polls_ge() { [ "$(polls "$1")" -ge "$2" ]; }
resets_gt() { [ "$(resets "$1")" -gt "$2" ]; }
hvfield() { awk -v c="cpu=$1" -v f="$2=" '$1 == c && index($0, " " f) { sub(".* " f, ""); print $1 + 0; exit }' /proc/hvdtl; }
orphaned() { awk -v c="cpu=$1" '$1 == c && /orphaned=/ { sub(/.*orphaned=/, ""); print $1 + 0; exit }' /proc/hvdtl; }
# cpu0_row: each JSON snapshot's cpu 0 row (its "cpus" entry, up to cpu 1's)
cpu0_row() {
	awk '{ i = index($0, "{\"cpu\":0,"); s = i ? substr($0, i) : ""
		j = index(s, "{\"cpu\":1,"); print j ? substr(s, 1, j - 1) : s }' "$1"
}
# cpu0_disp FILE N: cpu 0's dispatches in FILE's Nth JSON snapshot (0: none)
cpu0_disp() {
	cpu0_row "$1" | sed -n "$2{s/^[^d]*\"dispatches\":\([0-9]*\).*/\1/p;}" | awk '{ v = $1 } END { print v + 0 }'
}
cpu0_last_gt() { c0n=$(grep -c '^{' lost.out); [ "$c0n" -gt 0 ] && [ "$(cpu0_disp lost.out "$c0n")" -gt "$1" ]; }
snapshots_ge() { [ "$(grep -c '^{' lost.out)" -ge "$1" ]; }
snapshots_ge_of() { [ "$(grep -c '^{' "$1")" -ge "$2" ]; }
snap_list() { c0i=1; c0n=$(grep -c '^{' lost.out); while [ $c0i -le "$c0n" ]; do printf '%s ' "$(cpu0_disp lost.out $c0i)"; c0i=$((c0i + 1)); done; }

# Hotplug (case hotplug): cpu C's row of a JSON snapshot line, its
# dispatches in FILE's Nth snapshot, whether that snapshot says it offline.
cpu_row() {
	awk -v c="$1" '{ i = index($0, "{\"cpu\":" c ","); s = i ? substr($0, i + 1) : ""
		j = index(s, "{\"cpu\":"); print (i ? "{" : "") (j ? substr(s, 1, j - 1) : s) }'
}
cpu_disp() { sed -n "$2p" "$1" | cpu_row "$3" | sed -n 's/^[^d]*"dispatches":\([0-9]*\).*/\1/p' | awk '{ v = $1 } END { print v + 0 }'; }
cpu_off() { sed -n "$2p" "$1" | cpu_row "$3" | grep -q '"offline":true'; }
nsnap() { grep -c '^{' "$1"; }
# (not $n: wait_alive counts with it)
last_off() { hs=$(nsnap "$1"); [ "$hs" -gt 0 ] && cpu_off "$1" "$hs" "$2"; }
last_on() { hs=$(nsnap "$1"); [ "$hs" -gt 0 ] && ! cpu_off "$1" "$hs" "$2"; }
last_on_disp() { hs=$(nsnap "$1"); [ "$hs" -gt 0 ] && ! cpu_off "$1" "$hs" "$2" && [ "$(cpu_disp "$1" "$hs" "$2")" -gt 0 ]; }
# cpu C in each snapshot of FILE: its dispatches, "off" when marked offline
# (the count taken once: a running dtltop adds snapshots faster than a slow guest walks them)
cpu_list() { i=1 cl=$(nsnap "$1"); while [ $i -le "$cl" ]; do cpu_off "$1" $i "$2" && printf 'off ' || printf '%s ' "$(cpu_disp "$1" $i "$2")"; i=$((i + 1)); done; }
cpu_online() { echo "$2" >/sys/devices/system/cpu/cpu$1/online; }

echo "=== dtltop-qemu begin case=$case_ kernel=$(uname -r) page=$(awk '/^KernelPageSize/ { print $2 $3; exit }' /proc/self/smaps) cpus=$(nproc) ==="
info "kernel $(uname -r), $(nproc) CPUs, tb $(awk '/^timebase/ { print $3; exit }' /proc/cpuinfo)"
sysctl -qw kernel.perf_event_paranoid=-1
echo 0 >/proc/sys/kernel/kptr_restrict

if [ -d /sys/bus/event_source/devices/vpa_dtl ]; then
	ok "pmu: /sys/bus/event_source/devices/vpa_dtl (type $(cat /sys/bus/event_source/devices/vpa_dtl/type))"
else
	fail "pmu: no /sys/bus/event_source/devices/vpa_dtl"
fi
[ -n "$(dtl_addr)" ] && [ "$(dtl_addr)" != 0x0000000000000000 ] ||
	fail "kallsyms: no vpa_dtl_cpu in /proc/kallsyms"

# lparcfg_same KEY JSONKEY: the file's KEY (1/0 read as true/false for a
# flag) against what dtltop --lparcfg printed; an absent key must be absent
# from both.
lparcfg_same() {
	want=$(awk -F= -v k="$1" '$1 == k { print $2; exit }' lparcfg.txt)
	got=$(sed -n "s/.*\"$2\":\([0-9a-z]*\).*/\1/p" lparcfg.out)
	case $2 in capped | shared) [ -n "$want" ] && { [ "$want" = 1 ] && want=true || want=false; } ;; esac
	[ "$want" = "$got" ] || { echo "$1=$want but $2=$got"; return 1; }
}

# exact_run NAME AUX_BYTES MMAP COUNTS POLLS: dtltop live (-m MMAP unless
# empty) with -o NAME.data while hvdtl feeds each poll COUNTS (sched mode);
# after POLLS polls on both CPUs the module pauses, the driver publishes
# the rest (5 more polls) and SIGINT ends dtltop. check.py models it.
exact_run() {
	name=$1 aux=$2 mm=$3 cnt=$4 np=$5 t0=$(date +%s)
	load_hv mode=sched counts="$cnt" || return 1
	/dtltop --batch --json -d 1 ${mm:+-m "$mm"} -o "$name.data" >"$name.out" 2>"$name.err" &
	pid=$!
	if wait_for 1800 polls_both "$np"; then
		echo Y >/sys/module/hvdtl/parameters/paused
		p0=$(polls 0) p1=$(polls 1)
		{ wait_for 300 polls_ge 0 $((p0 + 5)) && wait_for 300 polls_ge 1 $((p1 + 5)); } ||
			fail "$name: the driver stopped polling"
	else
		fail "$name: the driver polled too little: cpu0 $(polls 0), cpu1 $(polls 1)"
	fi
	kill -INT $pid
	wait $pid
	echo $? >"$name.rc"
	[ "$(cat "$name.rc")" = 0 ] &&
		ok "$name: dtltop ${mm:+-m $mm }-o $name.data ended by SIGINT ($(wc -c <"$name.data") bytes, $(( $(date +%s) - t0 )) s)" ||
		fail "$name: dtltop exited $(cat "$name.rc"): $(tail -n 3 "$name.err")"
	echo N >/sys/module/hvdtl/parameters/paused
	unload_hv "$name"
	echo "$name $aux" >>exact-runs.txt
}

# The dtl case's dtltop runs (dtlfs.ko loaded): --dtl-source=debugfs and
# stats, exactly once and SIGKILL, and auto's order with dtlfs.ko.
dtltop_dtl_cases() {
	# D1. debugfs, every entry once: as B1 with dtltop as the reader and
	#     -o; paused at 2000 entries per CPU, SIGINT once it read them all
	#     (hvdtl's unread= is 0 on every CPU). check.py replays dbg.data.
	load_hv target=debugfs mode=free period_us=1000 burst=4 pace=42
	t0=$(date +%s)
	/dtltop --dtl-source=debugfs --batch --json -d 1 -o dbg.data >dbg.out 2>dbg.err &
	pid=$!
	wait_alive 1200 $pid entries_all 2000 || fail "dtltop debugfs: hvdtl wrote too little: $(grep entries= /proc/hvdtl | tr '\n' ' ')"
	echo Y >/sys/module/hvdtl/parameters/paused
	wait_alive 300 $pid unread_all0 || fail "dtltop debugfs: entries left unread: $(grep -o 'cpu=[0-9]*\|unread=[0-9]*' /proc/hvdtl | tr '\n' ' ')"
	kill -INT $pid
	wait $pid
	echo $? >dbg.rc
	src=$(dtl_source_of dbg.out)
	[ "$(cat dbg.rc)" = 0 ] && [ "$src" = debugfs ] &&
		ok "dtltop debugfs: -o dbg.data ended by SIGINT ($(wc -c <dbg.data) bytes, $(( $(date +%s) - t0 )) s), dtl_source $src" ||
		fail "dtltop debugfs: exited $(cat dbg.rc), dtl_source '$src': $(tail -n 3 dbg.err)"
	unload_hv dbg

	# D2. SIGKILL of a debugfs session: no Oops, the files reopen, and
	#     dtl_event_mask is as it was before dtltop started.
	load_hv target=debugfs mode=free period_us=1000 burst=4 pace=42
	cat $dbg/dtl_event_mask >mask-before.txt
	/dtltop --dtl-source=debugfs --batch --json -d 1 >dbgkill.out 2>dbgkill.err &
	pid=$!
	wait_alive 300 $pid grep -q '"dispatches":[1-9]' dbgkill.out || fail "dtltop debugfs kill: no snapshot with entries"
	cat $dbg/dtl_event_mask >mask-during.txt
	kill -KILL $pid
	wait $pid
	timeout -s INT 2 /dtlprobe debugfs $ncpu again2 >again2.out 2>&1
	grep -q 'cpu 0:' again2.out && ok "dtltop debugfs kill: every cpu file opens again after SIGKILL" ||
		fail "dtltop debugfs kill: after SIGKILL: $(head -n 2 again2.out)"
	[ "$(cat $dbg/dtl_event_mask)" = "$(cat mask-before.txt)" ] &&
		ok "dtltop debugfs kill: dtl_event_mask $(cat mask-before.txt) as before (during: $(cat mask-during.txt))" ||
		fail "dtltop debugfs kill: dtl_event_mask $(cat $dbg/dtl_event_mask) after SIGKILL, $(cat mask-before.txt) before (during: $(cat mask-during.txt))"
	oops_free && ok "dtltop debugfs kill: no Oops" || fail "dtltop debugfs kill: the kernel log has an Oops"
	unload_hv dbgkill

	# D3. auto without the PMU, dtlfs.ko loaded: debugfs; every cpu-N held
	#     by another reader: debugfs refused, and the stats too (the
	#     reader holds dtl_access_lock): none; the stats on (someone
	#     else's): debugfs refused (EBUSY), so the stats, read as they are.
	if hide_pmu; then
		order no-pmu-dtlfs debugfs
		/dtlprobe debugfs $ncpu held >held.out 2>&1 &
		pid=$!
		wait_for 300 grep -q reading held.out && order no-pmu-debugfs-held none
		kill -INT $pid
		wait $pid
		echo 1 >$stats && order no-pmu-stats-on dispatch-stats
		[ "$(cat $stats)" != off ] && ok "order: someone else's vcpudispatch_stats still on after dtltop" ||
			fail "order: dtltop turned someone else's vcpudispatch_stats off"
		echo 0 >$stats
	fi
	unhide_pmu

	# D4. stats: dtltop --dtl-source=stats with hvdtl feeding the worker;
	#     its dispatches against total_disp's (entries - 1 per CPU).
	load_hv target=stats mode=sched counts=1,0,3,84,85,20,7
	/dtltop --dtl-source=stats --batch --json -d 1 >st.out 2>st.err &
	pid=$!
	if wait_alive 900 $pid polls_all 150; then
		echo Y >/sys/module/hvdtl/parameters/paused
		wait_for 300 polls_all $(( $(polls_min) + 3 )) || fail "dtltop stats: the worker stopped"
		cat $stats >st-proc.txt
		n=$(grep -c '^{' st.out)
		wait_alive 300 $pid sh -c "[ \$(grep -c '^{' st.out) -ge $((n + 2)) ]"
	else
		fail "dtltop stats: the worker ran too little"
	fi
	kill -INT $pid
	wait $pid
	echo $? >st.rc
	src=$(dtl_source_of st.out)
	[ "$(cat st.rc)" = 0 ] && [ "$src" = dispatch-stats ] && ok "dtltop stats: exit 0, dtl_source $src" ||
		fail "dtltop stats: exited $(cat st.rc), dtl_source '$src': $(tail -n 3 st.err)"
	unload_hv st
	[ "$(cat $stats)" = off ] && ok "dtltop stats: vcpudispatch_stats off after dtltop's exit" ||
		fail "dtltop stats: vcpudispatch_stats reads '$(head -n 1 $stats)' after dtltop's exit"

	# D5. SIGKILL of a stats session: vcpudispatch_stats restored (off).
	/dtltop --dtl-source=stats --batch --json -d 1 >stkill.out 2>stkill.err &
	pid=$!
	wait_alive 300 $pid grep -q '"dtl_source"' stkill.out || fail "dtltop stats kill: no snapshot"
	during=$(head -n 1 $stats)
	kill -KILL $pid
	wait $pid
	if wait_for 50 sh -c "[ \"\$(cat $stats)\" = off ]"; then
		ok "dtltop stats kill: vcpudispatch_stats off after SIGKILL (during: $during)"
	else
		fail "dtltop stats kill: vcpudispatch_stats reads '$(head -n 1 $stats)' 5 s after SIGKILL (during: $during)"
		echo 0 >$stats
	fi
	oops_free && ok "dtltop stats kill: no Oops" || fail "dtltop stats kill: the kernel log has an Oops"
}

case $case_ in
main)
	# 0. The entitlement: dtltop's lparcfg parser on the guest's real
	#    /proc/powerpc/lparcfg, each field against the file's own text;
	#    the live snapshots below must carry the same entitlement.
	cat /proc/powerpc/lparcfg >lparcfg.txt 2>/dev/null
	if [ ! -s lparcfg.txt ]; then
		fail "lparcfg: no /proc/powerpc/lparcfg"
	elif run_dtltop lparcfg 30 --lparcfg; then
		bad=
		for k in partition_entitled_capacity:entitled_capacity_centi capped:capped \
			 shared_processor_mode:shared pool:pool pool_capacity:pool_capacity_centi \
			 pool_num_procs:pool_num_procs pool_idle_time:pool_idle_time \
			 partition_active_processors:active_procs; do
			lparcfg_same "${k%%:*}" "${k#*:}" >>lparcfg.diff || bad=1
		done
		if [ -z "$bad" ] && grep -q '^{"' lparcfg.out; then
			ok "lparcfg: dtltop reads the guest's file as it says: $(cat lparcfg.out)"
		else
			fail "lparcfg: $(tr '\n' ' ' <lparcfg.diff) ($(cat lparcfg.out))"
		fi
	else
		fail "lparcfg: dtltop --lparcfg exited $(cat lparcfg.rc): $(head -n 2 lparcfg.err)"
	fi
	# 1. Exactly once across AUX laps: the module feeds each driver poll a
	#    planned number of entries while dtltop runs live with JSON snapshots
	#    and -o; after enough polls for three laps or more the module pauses,
	#    the driver publishes the rest, and SIGINT ends dtltop, which reads
	#    what is left. The host models what the driver published (check.py)
	#    and compares it with the JSON totals and the replayed recording,
	#    every field of every entry. Three AUX sizes: dtltop's default
	#    (perf record's 128 KiB) on both kernels, and to keep the time
	#    down, 1 MiB (-m) on the 4 KiB page kernel (1 MiB needs 900 polls
	#    for three laps, about a minute under TCG) and 64 KiB, a single
	#    page, on the 64 KiB page one.
	: >exact-runs.txt
	exact_run exact 131072 "" 1,0,3,84,90,2,1364 320
	if [ "$pagekb" = 64 ]; then
		exact_run exact64k 65536 256K,64K 1,0,3,84,90,2,1364 200
	else
		exact_run exact1m 1048576 256K,1M 84 900
	fi
	# QEMU has no H_GET_PPP, so its kernel prints no entitlement: then the
	# snapshots must say null, as for any partition that does not know it
	ent=$(awk -F= '$1 == "partition_entitled_capacity" { print $2; exit }' lparcfg.txt)
	if [ -n "$ent" ]; then want="\"entitlement\":{\"entitled_capacity_centi\":$ent[,}]"
	else want='"entitlement":null'; fi
	if grep -q "$want" exact.out; then
		ok "lparcfg: live snapshots carry the file's entitlement (${ent:-none})"
	else
		fail "lparcfg: live snapshots lack $want: $(grep -o '"entitlement":[^}]*' exact.out | head -n 1)"
	fi

	# 2. Free-running: hvdtl appends on its own timer (3 entries every
	#    0.5 ms per CPU), unrelated to the driver's polls, as PowerVM does.
	load_hv mode=free period_us=500 burst=3 &&
	if run_dtltop live-free 60 --batch --json -d 1 -n 2 -o free.data; then
		if grep -q '"totals":{[^}]*"dispatches":[1-9]' live-free.out; then
			ok "live-free: dtltop decoded entries of the free-running writer"
		else
			fail "live-free: no dispatches decoded"
		fi
	else
		fail "live-free: dtltop exited $(cat live-free.rc): $(tail -n 3 live-free.err)"
	fi
	unload_hv live-free

	# 2b. An AUX overrun: dtltop stopped while the module fills the area
	#     (84 entries a poll: 128 KiB in ~33 polls). The driver overwrites
	#     unread data and perf disables the event; on SIGCONT dtltop sees
	#     the area full, counts the overrun, closes the event and opens a
	#     new one (never IOC_ENABLE: that Oopses), and decodes on.
	load_hv mode=sched counts=84 &&
	/dtltop --batch --json -d 1 -o ovr.data >ovr.out 2>ovr.err &
	pid=$!
	wait_for 300 grep -q '"dispatches":[1-9]' ovr.out || fail "overrun: no snapshot with entries"
	kill -STOP $pid
	p0=$(polls 0)
	wait_for 300 polls_ge 0 $((p0 + 60)) || info "overrun: cpu 0 polled $(( $(polls 0) - p0 )) times while stopped (the event was disabled)"
	r0=$(resets 0)
	kill -CONT $pid
	if wait_for 300 resets_gt 0 "$r0"; then
		ok "overrun: dtltop opened a new event on cpu 0 (the module saw dtl_idx reset)"
	else
		fail "overrun: no new event on cpu 0 after SIGCONT"
	fi
	p1=$(polls 0)
	wait_for 300 polls_ge 0 $((p1 + 20)) || fail "overrun: the new event does not poll"
	kill -INT $pid
	wait $pid
	rc=$?
	n=$(grep -o '"aux_overruns":[0-9]*' ovr.out | grep -v ':0$' | wc -l)
	if [ $rc -eq 0 ] && [ "$n" -gt 0 ]; then
		ok "overrun: dtltop counted it (aux_overruns in $n snapshot entries)"
	else
		fail "overrun: dtltop exited $rc, snapshots with overruns: $n: $(tail -n 2 ovr.err)"
	fi
	oops_free && ok "overrun: no Oops" || fail "overrun: the kernel log has an Oops"
	unload_hv overrun

	# 3. EBUSY: another DTL consumer holds the log.
	if echo 1 >/proc/powerpc/vcpudispatch_stats; then
		/dtlprobe open 0 >ebusy-probe.out 2>&1
		grep -q 'open: EBUSY' ebusy-probe.out && ok "ebusy: perf_event_open gives EBUSY" ||
			fail "ebusy: perf_event_open gave: $(cat ebusy-probe.out)"
		run_dtltop ebusy 30 --batch -d 1 -n 1
		rc=$?
		if [ $rc -ne 0 ] && grep -qi 'busy' ebusy.err; then
			ok "ebusy: dtltop exits $rc: $(head -n 1 ebusy.err)"
		else
			fail "ebusy: dtltop exited $rc: $(head -n 2 ebusy.err)"
		fi
		echo 0 >/proc/powerpc/vcpudispatch_stats
	else
		fail "ebusy: cannot enable /proc/powerpc/vcpudispatch_stats"
	fi

	# 4. No CAP_PERFMON: a plain user gets EACCES even with paranoid -1, and
	#    so does root without CAP_PERFMON and CAP_SYS_ADMIN, which is how
	#    dtltop is run here (a plain user cannot read tracefs's formats).
	su -s /bin/sh nobody -c '/dtlprobe open 0' >eacces-probe.out 2>&1
	grep -q 'open: EACCES' eacces-probe.out && ok "eacces: perf_event_open as uid 65534 gives EACCES" ||
		fail "eacces: as uid 65534: $(cat eacces-probe.out)"
	/dtlprobe nocap /dtlprobe open 0 >eacces-nocap.out 2>&1
	grep -q 'open: EACCES' eacces-nocap.out && ok "eacces: perf_event_open without CAP_PERFMON gives EACCES" ||
		fail "eacces: without CAP_PERFMON: $(cat eacces-nocap.out)"
	su -s /bin/sh nobody -c 'timeout -s INT 30 /dtltop --batch -d 1 -n 1' >eacces-user.out 2>eacces-user.err
	info "eacces: dtltop as uid 65534 exits $?: $(head -n 1 eacces-user.err)"
	timeout -s INT 30 /dtlprobe nocap /dtltop --batch -d 1 -n 1 >eacces.out 2>eacces.err
	rc=$?
	echo $rc >eacces.rc
	if [ $rc -eq 0 ] && grep -q 'vpa_dtl needs CAP_PERFMON' eacces.err &&
	   [ "$(grep -c CAP_PERFMON eacces.err)" = 1 ] && grep -q '^ *CPU ' eacces.out; then
		ok "eacces: without CAP_PERFMON dtltop goes on sched-only: $(head -n 1 eacces.err)"
	else
		fail "eacces: dtltop without CAP_PERFMON exited $rc: $(head -n 2 eacces.err)"
	fi

	# 5. SIGINT, SIGTERM, SIGHUP, SIGQUIT end a live session in order; a
	#    crash (SIGSEGV, SIGBUS, SIGABRT, SIGFPE) ends it by the signal; the
	#    kernel stays clean either way (every event is disabled before
	#    anything is unmapped).
	load_hv mode=sched counts=1,0,3
	for sig in INT TERM HUP QUIT SEGV BUS ABRT FPE; do
		/dtltop --batch --json -d 1 >"sig-$sig.out" 2>"sig-$sig.err" &
		pid=$!
		if ! wait_for 300 grep -q '"dispatches"' "sig-$sig.out"; then
			fail "signal $sig: no snapshot within 30 s"
			kill -INT $pid 2>/dev/null
		fi
		kill -$sig $pid
		if wait_for 100 sh -c "! kill -0 $pid 2>/dev/null"; then
			wait $pid
			rc=$?
			case $sig in
			INT | TERM | HUP | QUIT) want=0 ;;
			*) want=$((128 + $(kill -l $sig))) ;;
			esac
			[ $rc -eq $want ] || fail "signal $sig: dtltop exited $rc, not $want"
			if oops_free; then
				ok "signal $sig: dtltop exited $rc, no Oops"
			else
				fail "signal $sig: dtltop exited $rc, kernel log has an Oops/WARNING"
			fi
		else
			fail "signal $sig: dtltop still running 10 s after SIG$sig"
			kill -INT $pid
		fi
	done
	unload_hv signals
	;;
dtl)
	have_src=
	/dtltop --help 2>&1 | grep -q -- '--dtl-source' && have_src=1
	[ -n "$have_src" ] || info "dtltop has no --dtl-source: its debugfs and stats cases are skipped"
	# O. The order auto follows: vpa_dtl whenever its PMU is there (and a
	#    busy vpa_dtl is an error, not a fall-back: main's ebusy); without
	#    the PMU, debugfs powerpc/dtl if there, else vcpudispatch_stats.
	#    Linux 7.2 always has the PMU, so "without" hides it from dtltop:
	#    an empty tmpfs over /sys/bus/event_source/devices (the kernel's
	#    debugfs and stats are untouched). Here, before dtlfs.ko.
	if [ -n "$have_src" ]; then
		order free vpa_dtl
		hide_pmu && order no-pmu dispatch-stats
		unhide_pmu
	fi

	# A. /proc/powerpc/vcpudispatch_stats: the kernel registers each CPU's
	#    paca->dispatch_log and its worker (process_dtl_buffer) reads it;
	#    hvdtl appends a planned count just before each worker run (up to
	#    85: the worker loses none). Every entry but each CPU's first is a
	#    dispatch (update_vcpu_disp_stat), so total_disp = entries - 1.
	if echo 1 >$stats; then
		load_hv target=stats mode=sched counts=1,0,3,84,85,20,7 &&
		if wait_for 900 polls_all 150; then
			echo Y >/sys/module/hvdtl/parameters/paused
			wait_for 300 polls_all $(( $(polls_min) + 3 )) || fail "stats: the worker stopped"
			cat $stats >stats-raw.txt
		else
			fail "stats: the worker ran too little: $(grep entries= /proc/hvdtl | tr '\n' ' ')"
		fi
		unload_hv stats-raw
		bad=
		c=0
		while [ $c -lt $ncpu ]; do
			w=$(awk -v c="cpu=$c" '$1 == c && /entries=/ { sub(/.*entries=/, ""); print $1 + 0 }' hvdtl-stats-raw.txt)
			t=$(awk -v c="cpu$c" '$1 == c { print $2 }' stats-raw.txt)
			[ -n "$t" ] && [ "$t" = $((w - 1)) ] || bad="$bad cpu$c: wrote $w, total_disp '$t';"
			info "stats cpu $c: wrote $w entries, total_disp $t"
			c=$((c + 1))
		done
		[ -z "$bad" ] && ok "stats: total_disp = entries written - 1 on all $ncpu CPUs" ||
			fail "stats:$bad"
		echo 0 >$stats
		[ "$(cat $stats)" = off ] && ok "stats: off again" || fail "stats: reads $(head -n 1 $stats) after 0"
	else
		fail "stats: cannot enable $stats"
	fi

	# B. debugfs: the kernel's own dtl.c as dtlfs.ko (Debian has no CONFIG_DTL).
	[ -e $dbg ] && fail "debugfs: $dbg exists before dtlfs.ko is loaded"
	if insmod /dtlfs.ko dtl_cache_addr="$(ksym dtl_cache)" \
		dtl_access_lock_addr="$(ksym dtl_access_lock)" 2>insmod.err; then
		n=$(ls $dbg | grep -c '^cpu-')
		[ "$n" = "$ncpu" ] && [ "$(cat $dbg/dtl_event_mask)" = 0x07 ] &&
			[ "$(cat $dbg/dtl_buf_entries)" = 85 ] &&
			ok "debugfs: dtlfs.ko: $n cpu-N files, dtl_event_mask 0x07, dtl_buf_entries 85" ||
			fail "debugfs: $n cpu files, mask $(cat $dbg/dtl_event_mask), entries $(cat $dbg/dtl_buf_entries)"
	else
		fail "debugfs: insmod dtlfs.ko: $(cat insmod.err)"
	fi
	cat $dbg/dtl_event_mask >mask-before.txt

	# B1. Every entry exactly once, every field, over many ring wraps: a
	#     raw reader (dtlprobe) of every cpu-N; hvdtl writes 4 entries a
	#     millisecond per CPU, never more than 42 unread (pace), so none is
	#     overwritten unread. Paused once each CPU has 2000 (23 wraps),
	#     the reader reads the rest and stops. The host compares (check.py).
	load_hv target=debugfs mode=free period_us=1000 burst=4 pace=42
	/dtlprobe debugfs $ncpu raw >raw.out 2>&1 &
	pid=$!
	wait_for 300 grep -q reading raw.out || fail "debugfs raw: reader did not start: $(cat raw.out)"
	# B2. While debugfs holds dtl_access_lock (read), vpa_dtl and the
	#     stats (write) are refused, and a cpu file has one reader.
	/dtlprobe open 0 >excl-vpa.out 2>&1
	grep -q 'open: EBUSY' excl-vpa.out && ok "exclusion: vpa_dtl EBUSY while debugfs is read" ||
		fail "exclusion: vpa_dtl while debugfs is read: $(cat excl-vpa.out)"
	echo 1 >$stats 2>excl-stats.err && { fail "exclusion: vcpudispatch_stats enabled while debugfs is read"; echo 0 >$stats; } ||
		ok "exclusion: vcpudispatch_stats refused while debugfs is read: $(cat excl-stats.err)"
	cat $dbg/cpu-0 >/dev/null 2>excl-open.err && fail "exclusion: a second reader of cpu-0" ||
		ok "exclusion: a second reader of cpu-0 is refused: $(cat excl-open.err)"
	wait_for 1200 entries_all 2000 || fail "debugfs raw: hvdtl wrote too little: $(grep entries= /proc/hvdtl | tr '\n' ' ')"
	echo Y >/sys/module/hvdtl/parameters/paused
	kill -INT $pid
	wait $pid
	echo $? >raw.rc
	[ "$(cat raw.rc)" = 0 ] && ok "debugfs raw: $(grep -c 'entries$' raw.out) CPUs read" ||
		fail "debugfs raw: reader exited $(cat raw.rc): $(tail -n 2 raw.out)"
	unload_hv raw

	# B3. SIGKILL of a reader: the files are released (re-openable), no
	#     Oops, dtl_event_mask as it was.
	load_hv target=debugfs mode=free period_us=1000 burst=4 pace=42
	/dtlprobe debugfs $ncpu kill >kill.out 2>&1 &
	pid=$!
	wait_for 300 grep -q reading kill.out || fail "debugfs kill: reader did not start"
	wait_for 300 entries_all 200 || fail "debugfs kill: no entries"
	kill -KILL $pid
	wait $pid
	timeout -s INT 2 /dtlprobe debugfs $ncpu again >again.out 2>&1
	grep -q 'cpu 0:' again.out && ok "debugfs kill: every cpu file opens again after SIGKILL" ||
		fail "debugfs kill: after SIGKILL: $(head -n 2 again.out)"
	[ "$(cat $dbg/dtl_event_mask)" = "$(cat mask-before.txt)" ] &&
		ok "debugfs kill: dtl_event_mask still $(cat mask-before.txt)" ||
		fail "debugfs kill: dtl_event_mask $(cat $dbg/dtl_event_mask), was $(cat mask-before.txt)"
	oops_free && ok "debugfs kill: no Oops" || fail "debugfs kill: the kernel log has an Oops"
	unload_hv kill

	# B4. While vpa_dtl holds dtl_access_lock (write), debugfs is refused.
	/dtlprobe hold 1 >hold.out 2>&1 &
	pid=$!
	if wait_for 300 grep -q holding hold.out; then
		cat $dbg/cpu-0 >/dev/null 2>excl-dbg.err && fail "exclusion: debugfs opened while vpa_dtl is held" ||
			ok "exclusion: debugfs refused while vpa_dtl is held: $(cat excl-dbg.err)"
	else
		fail "exclusion: dtlprobe hold: $(cat hold.out)"
	fi
	kill -INT $pid
	wait $pid
	[ -n "$have_src" ] && dtltop_dtl_cases
	;;
reopen)
	# Recovery without IOC_ENABLE: close the event and open a new one,
	# after an IOC_DISABLE and after the perf core disabled a full AUX area.
	load_hv mode=sched counts=2
	/dtlprobe reopen 0 | tee probe.out
	grep -q 'round 2 data' probe.out && ok "reopen: close + reopen after IOC_DISABLE delivers entries" ||
		fail "reopen: $(tail -n 1 probe.out)"
	/dtlprobe overrun-reopen 1 | tee probe2.out
	grep -q 'new event delivers data' probe2.out &&
		ok "reopen: close + reopen after an AUX overrun delivers entries" ||
		fail "reopen after overrun: $(tail -n 1 probe2.out)"
	unload_hv reopen
	;;
reenable | overrun)
	load_hv mode=sched counts=2
	/dtlprobe "$case_" 0 | tee probe.out
	unload_hv "$case_"
	grep -q survived probe.out && info "$case_: the kernel survived" || fail "$case_: dtlprobe did not finish"
	;;
lost)
	# Another vpa_dtl user (issue 31, item 5). By the 7.2 driver, a
	# second event's event_init on a CPU already logging replaces
	# vpa_dtl_cpu.buf with a fresh buffer, then perf refuses the event
	# (PERF_PMU_CAP_EXCLUSIVE: EBUSY); the hypervisor (hvdtl, like
	# PowerVM) goes on writing the buffer that was registered, so the
	# running session's polls copy the new one nobody writes. dtltop must
	# see its entries stop, count the loss, reopen the event (its pmu->add
	# registers its own buffer again) and name the CPU at exit.
	load_hv mode=sched counts=3 || exit 1
	/dtltop --batch --json -d 1 --ready-fd 3 3>lost.ready >lost.out 2>lost.err &
	pid=$!
	wait_alive 600 $pid grep -q ready lost.ready || fail "lost: dtltop not ready: $(tail -n 2 lost.err)"
	wait_alive 300 $pid cpu0_last_gt 0 || fail "lost: no snapshot with entries on cpu 0"
	r0=$(resets 0)
	/dtlprobe open 0 >lost-probe.out 2>&1
	grep -q 'open: EBUSY' lost-probe.out && ok "lost: a second vpa_dtl event on cpu 0: $(cat lost-probe.out)" ||
		fail "lost: the second perf_event_open gave: $(cat lost-probe.out)"
	if wait_alive 300 $pid resets_gt 0 "$r0"; then
		ok "lost: dtltop opened a new event on cpu 0 (hvdtl saw dtl_idx reset), after $(orphaned 0) entries written to the buffer the driver no longer reads"
	else
		fail "lost: no new event on cpu 0 (hvdtl: $(grep '^cpu=0 entries' /proc/hvdtl))"
	fi
	[ "$(orphaned 0)" -gt 0 ] || fail "lost: hvdtl wrote no entry while vpa_dtl_cpu.buf was the second user's buffer"
	info "lost: the buffer the driver read instead held $(hvfield 0 swap_nonzero) non-zero 8-byte words of 510"
	[ "$(orphaned 1)" = 0 ] || fail "lost: cpu 1 lost its buffer too ($(orphaned 1) entries)"
	# Entries again on cpu 0 in later snapshots (each is one second's window).
	# (wait_alive's counter is $n: another name for the snapshot.)
	sn=$(( $(grep -c '^{' lost.out) + 2 ))
	if wait_alive 300 $pid snapshots_ge $sn && [ "$(cpu0_disp lost.out $sn)" -gt 0 ]; then
		ok "lost: cpu 0 delivers again: $(cpu0_disp lost.out $sn) dispatches in snapshot $sn (cpu 0's per snapshot: $(snap_list))"
	else
		fail "lost: cpu 0 silent after the reopen: snapshot $sn has $(cpu0_disp lost.out $sn) dispatches ($(snap_list))"
	fi
	k=$(cpu0_row lost.out | grep -c '"dtl_buffer_lost":[1-9]')
	[ "$k" -gt 0 ] && ok "lost: dtl_buffer_lost counted in $k snapshot(s) on cpu 0" ||
		fail "lost: no snapshot counts dtl_buffer_lost on cpu 0"
	# A second dtltop while the first runs: exit 1, naming the other users.
	r1=$(resets 0)
	run_dtltop lost-second 30 --batch -d 1 -n 1
	rc=$?
	if [ $rc = 1 ] && grep -q 'perf record -e vpa_dtl' lost-second.err && grep -q 'another dtltop' lost-second.err; then
		ok "lost: a second dtltop exits 1: $(head -n 1 lost-second.err)"
	else
		fail "lost: a second dtltop exited $rc: $(head -n 2 lost-second.err)"
	fi
	# Its open of cpu 0 took the buffer again: the first recovers once more.
	wait_alive 300 $pid resets_gt 0 "$r1" && info "lost: the second dtltop took cpu 0's buffer too; the first reopened again" ||
		info "lost: no second reopen on cpu 0 after the second dtltop (resets $(resets 0))"
	sn=$(( $(grep -c '^{' lost.out) + 2 ))
	wait_alive 300 $pid snapshots_ge $sn
	kill -INT $pid
	wait $pid
	rc=$?
	grep '^dtltop: vpa_dtl on cpu' lost.err >lost-note.txt
	if [ $rc = 0 ] && grep -q '^dtltop: vpa_dtl on cpu 0 lost its DTL buffer to another vpa_dtl user' lost.err; then
		ok "lost: dtltop exits 0 and says: $(cat lost-note.txt)"
	else
		fail "lost: dtltop exited $rc: $(tail -n 3 lost.err)"
	fi
	# Every loss dtltop counted is one reopen hvdtl saw (dtl_idx back to 0)
	nl=$(cpu0_row lost.out | sed -n 's/.*"dtl_buffer_lost":\([0-9]*\).*/\1/p' | awk '{ t += $1 } END { print t + 0 }')
	[ "$nl" = "$(resets 0)" ] && [ "$nl" -gt 0 ] &&
		ok "lost: dtl_buffer_lost on cpu 0 sums to $nl over the snapshots, the new events hvdtl saw on cpu 0: $(resets 0), on cpu 1: $(resets 1)" ||
		fail "lost: dtl_buffer_lost on cpu 0 sums to $nl, hvdtl saw $(resets 0) new events on cpu 0"
	[ "$(resets 1)" = 0 ] || fail "lost: cpu 1's event was replaced $(resets 1) times"
	[ "$(hvfield 0 swaps)" = 2 ] && [ "$(hvfield 1 swaps)" = 0 ] &&
		ok "lost: hvdtl saw vpa_dtl_cpu.buf replaced twice on cpu 0 (dtlprobe, the second dtltop), never on cpu 1 (the second: $(hvfield 0 swap_nonzero) non-zero words)" ||
		fail "lost: hvdtl saw vpa_dtl_cpu.buf replaced $(hvfield 0 swaps) times on cpu 0, $(hvfield 1 swaps) on cpu 1"
	oops_free && ok "lost: no Oops" || fail "lost: the kernel log has an Oops"
	unload_hv lost
	;;
hotplug)
	# CPU hotplug while a live session reads the DTL (issue 34, required
	# 5). On offline, perf core takes every event off the CPU (pmu->del:
	# vpa_dtl unregisters and frees its log buffer); dtltop must read what
	# is left, close the event, mark the vCPU offline, and open a new event
	# when it is back (whose pmu->add registers a new buffer: hvdtl sees
	# dtl_idx go back to 0), with entries from it again. Twice, then the
	# same with debugfs powerpc/dtl (dtlfs.ko): its cpu-1 file closed and
	# opened again. No Oops or WARNING throughout.
	load_hv mode=sched counts=3 || exit 1
	/dtltop --batch --json -d 1 --ready-fd 3 3>hp.ready >hp.out 2>hp.err &
	pid=$!
	wait_alive 600 $pid grep -q ready hp.ready || fail "hotplug: dtltop not ready: $(tail -n 2 hp.err)"
	wait_alive 300 $pid last_on_disp hp.out 1 ||
		fail "hotplug: no snapshot with entries on cpu 1 before the offline"
	for cycle in 1 2; do
		r=$(resets 1)
		cpu_online 1 0 || fail "hotplug $cycle: cpu1 would not go offline"
		if wait_alive 300 $pid last_off hp.out 1; then
			ok "hotplug $cycle: cpu 1 offline in snapshot $(nsnap hp.out)"
		else
			fail "hotplug $cycle: no snapshot marks cpu 1 offline (cpu 1 per snapshot: $(cpu_list hp.out 1))"
		fi
		cpu_online 1 1 || fail "hotplug $cycle: cpu1 would not come back"
		if wait_alive 300 $pid resets_gt 1 "$r"; then
			ok "hotplug $cycle: dtltop opened a new vpa_dtl event on cpu 1 (hvdtl saw dtl_idx go back to 0)"
		else
			fail "hotplug $cycle: no new vpa_dtl event on cpu 1 (hvdtl: $(grep '^cpu=1 entries' /proc/hvdtl))"
		fi
		sn=$(( $(nsnap hp.out) + 2 ))
		if wait_alive 300 $pid snapshots_ge_of hp.out $sn && [ "$(cpu_disp hp.out $sn 1)" -gt 0 ] && ! cpu_off hp.out $sn 1; then
			ok "hotplug $cycle: cpu 1 online with $(cpu_disp hp.out $sn 1) dispatches in snapshot $sn"
		else
			fail "hotplug $cycle: cpu 1 in snapshot $sn: $(sed -n "${sn}p" hp.out | cpu_row 1 | cut -c1-200)"
		fi
	done
	info "hotplug: cpu 1 per snapshot: $(cpu_list hp.out 1)"
	[ "$(resets 0)" = 0 ] || fail "hotplug: cpu 0's event was replaced $(resets 0) times"
	kill -INT $pid
	wait $pid
	rc=$?
	if [ $rc = 0 ] && ! grep -q 'cannot be opened\|cannot open' hp.err; then
		ok "hotplug: dtltop exits 0, stderr: $(head -c 300 hp.err | tr '\n' ' ')"
	else
		fail "hotplug: dtltop exited $rc: $(tail -n 3 hp.err)"
	fi
	oops_free && ok "hotplug: vpa_dtl: no Oops" || fail "hotplug: vpa_dtl: the kernel log has an Oops"
	unload_hv hotplug

	# debugfs powerpc/dtl: hvdtl's free-mode timers are per CPU and an
	# offline CPU's migrate away, so hvdtl is loaded only while no CPU
	# changes: before the offline, and again once cpu 1 is back.
	if ! /dtltop --help 2>&1 | grep -q -- '--dtl-source'; then
		info "hotplug: dtltop has no --dtl-source: debugfs skipped"
	elif insmod /dtlfs.ko dtl_cache_addr="$(ksym dtl_cache)" \
		dtl_access_lock_addr="$(ksym dtl_access_lock)" 2>insmod.err; then
		load_hv target=debugfs mode=free period_us=1000 burst=4 pace=42
		/dtltop --dtl-source=debugfs --batch --json -d 1 --ready-fd 3 3>hpd.ready >hpd.out 2>hpd.err &
		pid=$!
		wait_alive 600 $pid grep -q ready hpd.ready || fail "hotplug debugfs: dtltop not ready: $(tail -n 2 hpd.err)"
		wait_alive 300 $pid last_on_disp hpd.out 1 ||
			fail "hotplug debugfs: no snapshot with entries on cpu 1 before the offline"
		unload_hv hpdbg1
		cpu_online 1 0 || fail "hotplug debugfs: cpu1 would not go offline"
		wait_alive 300 $pid last_off hpd.out 1 && ok "hotplug debugfs: cpu 1 offline in snapshot $(nsnap hpd.out)" ||
			fail "hotplug debugfs: no snapshot marks cpu 1 offline (cpu 1 per snapshot: $(cpu_list hpd.out 1))"
		# dtltop closed cpu-1: another reader may open it now
		timeout -s INT 1 /dtlprobe debugfs 2 offprobe >offprobe.out 2>&1
		if grep -q 'open cpu-1: EBUSY' offprobe.out; then
			fail "hotplug debugfs: cpu-1 still held by dtltop while cpu 1 is offline: $(cat offprobe.out)"
		elif grep -q 'open cpu-0: EBUSY' offprobe.out; then
			ok "hotplug debugfs: while cpu 1 is offline, cpu-0 is held and cpu-1 is not: $(tr '\n' ' ' <offprobe.out)"
		else
			fail "hotplug debugfs: a raw reader while cpu 1 is offline: $(tr '\n' ' ' <offprobe.out)"
		fi
		cpu_online 1 1 || fail "hotplug debugfs: cpu1 would not come back"
		wait_alive 300 $pid last_on hpd.out 1 || fail "hotplug debugfs: cpu 1 still offline in the snapshots"
		load_hv target=debugfs mode=free period_us=1000 burst=4 pace=42
		sn=$(( $(nsnap hpd.out) + 2 ))
		if wait_alive 300 $pid snapshots_ge_of hpd.out $sn && [ "$(cpu_disp hpd.out $sn 1)" -gt 0 ] &&
			! cpu_off hpd.out $sn 1; then
			ok "hotplug debugfs: cpu-1 read again: $(cpu_disp hpd.out $sn 1) dispatches of cpu 1 in snapshot $sn"
		else
			fail "hotplug debugfs: cpu 1 in snapshot $sn: $(sed -n "${sn}p" hpd.out | cpu_row 1 | cut -c1-200) ($(grep '^cpu=1' /proc/hvdtl))"
		fi
		info "hotplug debugfs: cpu 1 per snapshot: $(cpu_list hpd.out 1)"
		kill -INT $pid
		wait $pid
		rc=$?
		[ $rc = 0 ] && ok "hotplug debugfs: dtltop exits 0" || fail "hotplug debugfs: dtltop exited $rc: $(tail -n 3 hpd.err)"
		unload_hv hpdbg2
		oops_free && ok "hotplug debugfs: no Oops" || fail "hotplug debugfs: the kernel log has an Oops"
	else
		fail "hotplug debugfs: insmod dtlfs.ko: $(cat insmod.err)"
	fi
	;;
clock)
	# Issue 32: with perf record -k monotonic (CLOCK_DATA for wall time)
	# the sched events are stamped with CLOCK_MONOTONIC; the DTL entries
	# get their time from the timebase and the driver's boot_tb. hvdtl
	# (free mode, clocklog) notes for every batch the timebase of its last
	# entry together with ktime_get_ns() and local_clock(); the host
	# (check.py --case clock) compares the time perf script and dtltop
	# give that entry with the reading of the recording's clock.
	P="/perf/ld64.so.2 --library-path /perf /perf/perf"
	$P --version >perf-version.txt 2>&1 && info "clock: $(cat perf-version.txt) (Debian's linux-perf, ppc64el)" ||
		{ fail "clock: perf does not run: $(tail -n 2 perf-version.txt)"; }
	# clock_rec NAME PERF-RECORD-ARGS...: 2 s of vpa_dtl and sched_switch
	clock_rec() {
		name=$1; shift
		load_hv mode=free period_us=3000 burst=2 clocklog=8192 || return 1
		$P record "$@" -e vpa_dtl/dtl_all/ -e sched:sched_switch -a -o "$name.data" \
			--no-buildid --no-buildid-cache -- sleep 2 >"$name.rec" 2>&1
		rc=$?
		cat /proc/hvdtl_clock >"clock-$name.txt"
		unload_hv "$name"
		[ $rc = 0 ] || { fail "clock: perf record $* exited $rc: $(tail -n 2 "$name.rec")"; return 1; }
		$P script --ns -i "$name.data" >"$name.script" 2>"$name.script.err" ||
			fail "clock: perf script $name: $(tail -n 2 "$name.script.err")"
		$P report --header-only -i "$name.data" >"$name.header" 2>&1
		ok "clock: perf record $* -> $name.data ($(wc -c <"$name.data") bytes, $(grep -c waiting_to_ready_time "$name.script") DTL entries, $(grep -c sched_switch "$name.script") sched_switch)"
	}
	clock_rec plain
	clock_rec mono -k monotonic
	clock_rec raw -k monotonic_raw
	# NTP's frequency correction moves CLOCK_MONOTONIC, never the
	# timebase: a 1% faster tick (adjtimex, as ntpd/chronyd set it, here
	# far beyond a real correction so that 2 s show it) for two more runs.
	tick=$(adjtimex | sed -n 's/.*tick: *\([0-9][0-9]*\).*/\1/p')
	if [ -n "$tick" ] && adjtimex -t $((tick + tick / 100)) >/dev/null 2>&1; then
		clock_rec slew -k monotonic
		clock_rec slewraw -k monotonic_raw
		adjtimex -t "$tick" >/dev/null
		info "clock: slew run with tick $((tick + tick / 100)) (nominal $tick)"
	else
		info "clock: adjtimex -t failed: no slew run"
	fi
	oops_free && ok "clock: no Oops" || fail "clock: the kernel log has an Oops"
	;;
*)
	fail "unknown case $case_"
	;;
esac

dmesg >dmesg.txt
if oops_free; then
	ok "dmesg: no Oops, BUG, Call Trace or WARNING"
else
	fail "dmesg: $(grep -cE 'Oops|BUG:|Call Trace|WARNING:' dmesg.txt) Oops/BUG/WARNING lines"
fi
echo "=== dtltop-qemu end failures=$nfail ==="
