# SPDX-License-Identifier: GPL-2.0-only
# Live recordings with callchains (-g, --call-graph dwarf) of sched and kmem
# tracepoints, by perf 6.1 and by upstream perf ($UPERF): dtltop --script
# prints exactly perf 6.1's script text of 6.1's files, callchain lines included, with the
# kernel's symbols pinned to one kallsyms copy for both (perf script
# --kallsyms, dtltop --kallsyms) and user frames left to their mapped files
# for both (perf script --symfs on an empty directory: dtltop reads no
# binary). kmem's call_site is the kallsyms symbol+offset in both.
# Upstream's own script text is compared too, for the kernel's part: its
# PID column is 7 wide and it prints unresolved user frames at their
# absolute address (6.1 at map_ip: the offset in the file, ip - start for
# [vdso]) and names exited tasks by TID, so user frame lines ([vdso] and
# the kernel's other user mappings included) and the task columns are set
# aside.
. "$TOP/tests/lib.sh"
need_root_tracing
cat /proc/kallsyms > ks
[ "$(awk '$1 !~ /^0+$/' ks | wc -l)" -gt 1000 ] || skip "/proc/kallsyms shows no addresses here"
mkdir -p nosyms
kmem=
[ -d /sys/kernel/tracing/events/kmem/kmalloc ] && kmem=1
[ -n "$kmem" ] || echo "no kmem:kmalloc tracepoint here: its case is skipped"
records=0 chains=0
jit() { sed -E -i 's@^	 *[0-9a-f]+ \[unknown\] \((//anon|/tmp/perf-[0-9]+\.map)\)$@	[jit frame]@' "$1"; }
# check NAME: dtltop against perf 6.1's text of NAME.data
check() {
	perf script -i "$1.data" --kallsyms ks --symfs nosyms > "$1.perf" 2> "$1.err" ||
		fail "$1: perf script failed: $(head -3 "$1.err")"
	"$DTLTOP" -i "$1.data" --script --kallsyms ks > "$1.ours" 2> "$1.oerr" ||
		fail "$1: dtltop --script failed: $(head -3 "$1.oerr")"
	nr=$(grep -c '^[^	]' "$1.perf"); c=$(grep -c '^	' "$1.perf")
	[ "$nr" -gt 0 ] && [ "$c" -gt "$nr" ] || fail "$1: perf printed $nr records, $c frames: no callchains?"
	# A JIT's frames (another process's anonymous executable memory, or
	# the /tmp/perf-PID.map its runtime names): perf 6.1 names and offsets
	# them by files outside the recording (the map file, if it is still
	# there), so such lines are compared as one placeholder.
	jit "$1.perf"; jit "$1.ours"
	diff "$1.perf" "$1.ours" > "$1.diff" || fail "$1: --script differs from perf script: $(head -6 "$1.diff")"
	grep -q '^	 *ffffffff[0-9a-f]* [a-z_].*+0x[0-9a-f]* (\[kernel.kallsyms\])$' "$1.ours" ||
		fail "$1: no kernel frame named from kallsyms"
	records=$((records + nr)) chains=$((chains + c))
	echo "$1: $nr records, $c callchain lines equal"
}
# kernel_part FILE: time, event, payload and kernel frames (upstream names
# exited tasks ":TID" where 6.1 keeps their name, and widens the PID); a
# user frame ends in its file's name or a special mapping's ([vdso])
# or, unmapped, is a user address (12 hex digits at most: in an execve,
# upstream finds no map for the old image's frame that 6.1 and dtltop
# still name by its file)
kernel_part() {
	grep -v -E -e '^	.*([^]]|\[(vdso|vdso32|vdsox32|vsyscall|vvar|uprobes)\])\)$' \
		-e '^	 *[0-9a-f]{1,12} \[unknown\] \(\[unknown\]\)$' "$1" |
		sed 's/^[^	].* \[\([0-9]*\)\] */[\1] /'
}
rec() {	# rec PERF NAME ARGS...: record system-wide while a workload runs
	p=$1 name=$2; shift 2
	"$p" record -q -a "$@" -o "$name.data" -- sh -c 'for i in 1 2 3 4 5 6 7 8; do ls / > /dev/null; done; sleep 0.05' \
		> "$name.rec" 2>&1 || fail "$name: perf record failed: $(tail -3 "$name.rec")"
}
for p in perf ${UPERF:+"$UPERF"}; do
	tag=61; [ "$p" = perf ] || tag=up
	rec "$p" g$tag -g -e sched:sched_switch -e sched:sched_wakeup
	rec "$p" d$tag --call-graph dwarf,4096 -e sched:sched_switch
	[ -z "$kmem" ] || rec "$p" k$tag -g -e kmem:kmalloc -e kmem:kfree
	for n in g$tag d$tag ${kmem:+k$tag}; do
		# perf 6.1 cannot read upstream's files (newer features)
		if [ $tag = 61 ]; then
			check "$n"
		else
			"$DTLTOP" -i "$n.data" --script --kallsyms ks > "$n.ours" 2> "$n.oerr" ||
				fail "$n: dtltop --script failed: $(head -3 "$n.oerr")"
		fi
		[ -n "$UPERF" ] || continue
		"$UPERF" script -i "$n.data" --kallsyms ks --symfs nosyms > "$n.up" 2> "$n.uerr" ||
			fail "$n: upstream perf script failed: $(head -3 "$n.uerr")"
		jit "$n.up"; jit "$n.ours"	# check() put placeholders in .ours
		kernel_part "$n.up" > "$n.upk"; kernel_part "$n.ours" > "$n.ourk"
		diff "$n.upk" "$n.ourk" > "$n.udiff" ||
			fail "$n: kernel part differs from upstream perf script: $(head -6 "$n.udiff")"
		echo "$n: upstream's $(grep -c '^[^	]' "$n.upk") records, $(grep -c '^	' "$n.upk") kernel frame lines equal"
	done
done
[ -z "$kmem" ] || grep -q 'call_site=[a-z_][a-z_0-9.]*+0x' k61.ours || fail "kmem: call_site is not symbol+offset"
[ -n "$UPERF" ] || echo "UPERF not set: upstream perf's recordings and text not checked"
echo "compared $records records, $chains callchain lines"
