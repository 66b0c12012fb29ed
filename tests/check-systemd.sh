#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# check-systemd.sh ROOT WORK: contrib/systemd/dtltop.service started by a
# real systemd, as the package installed it (run by check-packages.sh).
# ROOT is a throwaway Debian chroot with systemd and the dtltop package
# installed; it is booted with systemd-nspawn (a network namespace of its
# own, cgroup v2), and there:
#   - a drop-in adds --simulate=4 to the unit's own ExecStart (no LPAR or
#     perf access needed: systemctl edit does the same on a test machine);
#   - systemctl enable --now dtltop: the unit is active, /metrics answers
#     on :9850;
#   - the process is as systemd made it: a dynamic user's uid, the bounding
#     and ambient sets exactly the unit's capabilities, NoNewPrivs 1,
#     oom_score_adj -1000 (where this host may lower it), the StateDirectory
#     private to the dynamic user;
#   - systemctl stop dtltop: inactive within 1 s of SIGTERM by systemd's
#     clock; the main process exited with status 0 (not killed),
#     Result=success, and the journal has no SIGKILL; dtltop's own journal
#     lines are its --listen warning and its four state changes;
#   - systemctl poweroff ends the container, systemd-nspawn exiting 0.
# Logs in WORK. Exit 77 (skip, the reason last) when not root or
# systemd-nspawn is missing (make deps-test installs it).
set -euo pipefail
fail() { echo "check-systemd: FAIL: $*" >&2; exit 1; }
skip() { echo "check-systemd: skipped: $*"; exit 77; }

[ $# -eq 2 ] || { echo "usage: $0 ROOT WORK" >&2; exit 2; }
root=$1 work=$2
[ "$(id -u)" = 0 ] || skip "needs root (systemd-nspawn)"
command -v systemd-nspawn >/dev/null || skip "systemd-nspawn is not installed (systemd-container)"
command -v nsenter >/dev/null || skip "nsenter is not installed (util-linux)"
command -v curl >/dev/null || skip "curl is not installed"
[ -x "$root/usr/lib/systemd/systemd" ] || fail "no systemd in $root"
unit=$root/usr/lib/systemd/system/dtltop.service
[ -f "$unit" ] || fail "the package installed no /usr/lib/systemd/system/dtltop.service"

ms_since() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
t0=$(date +%s%N)

# The unit's own command line, --simulate added: a drop-in, as an admin
# would write with systemctl edit.
args=$(sed -n 's,^ExecStart=/usr/bin/dtltop ,,p' "$unit")
case " $args " in *" --listen 0.0.0.0:9850 "*) ;; *) fail "the unit's ExecStart is not --listen 0.0.0.0:9850: $args";; esac
mkdir -p "$root/etc/systemd/system/dtltop.service.d"
printf '[Service]\nExecStart=\nExecStart=/usr/bin/dtltop --simulate=4 %s\n' "$args" \
	> "$root/etc/systemd/system/dtltop.service.d/simulate.conf"

# Boot. Where PID 1 is not systemd (this VM, CI) nobody can make nspawn a
# scope: it keeps its own cgroup (--keep-unit) and registers with no
# machined. The container gets the unit's CAP_PERFMON (and CAP_IPC_LOCK),
# beyond nspawn's default set, or its bounding set would hide what
# systemd applies.
extra_caps=CAP_PERFMON,CAP_IPC_LOCK
opts=(--quiet --boot --register=no --private-network --machine="dtltop-check-$$"
      --capability="$extra_caps" --console=passive -D "$root")
[ -d /run/systemd/system ] || opts+=(--keep-unit)
SYSTEMD_NSPAWN_UNIFIED_HIERARCHY=1 systemd-nspawn "${opts[@]}" </dev/null >"$work/nspawn.log" 2>&1 &
nspawn=$!
leader=
cleanup() {
	local i
	kill -0 "$nspawn" 2>/dev/null || return 0
	# (SIGTERM: nspawn asks the container's systemd to power off)
	kill -TERM "$nspawn" 2>/dev/null || true
	for i in $(seq 200); do kill -0 "$nspawn" 2>/dev/null || return 0; sleep 0.1; done
	echo "check-systemd: the container did not power off in 20 s: SIGKILL to nspawn" >&2
	kill -KILL "$nspawn" 2>/dev/null || true
}
trap cleanup EXIT

# ct CMD...: CMD in the container (its namespaces and root), clean environment
ct() { nsenter -t "$leader" -a -- /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

# until_ok SECONDS WHAT CMD...: CMD until it succeeds; fails past SECONDS
until_ok() {
	local secs=$1 what=$2 end=$(( $(date +%s) + $1 ))
	shift 2
	until "$@" >/dev/null 2>&1; do
		kill -0 "$nspawn" 2>/dev/null || fail "systemd-nspawn ended while waiting for $what: $(tail -n 5 "$work/nspawn.log")"
		[ "$(date +%s)" -lt "$end" ] || fail "no $what in $secs s"
		sleep 0.05
	done
}

# the container's PID 1: nspawn's child once it runs systemd
leader_is_up() {
	local p
	p=$(ps --ppid "$nspawn" -o pid=,comm= | awk '$2 == "systemd" { print $1; exit }')
	[ -n "$p" ] && leader=$p
}
until_ok 60 "systemd in the container" leader_is_up
booted() { local s; s=$(ct systemctl is-system-running --wait 2>/dev/null) || true; [ "$s" = running ] || [ "$s" = degraded ]; }
until_ok 120 "finished boot (systemctl is-system-running)" booted
state=$(ct systemctl is-system-running 2>/dev/null || true)
[ "$state" = running ] || echo "check-systemd: the container is $state: $(ct systemctl --failed --no-legend --plain | tr '\n' ' ')"
boot_ms=$(ms_since "$t0")

# The unit systemd loaded: the package's file and the drop-in.
frag=$(ct systemctl show -P FragmentPath dtltop.service)
[ "$frag" = /usr/lib/systemd/system/dtltop.service ] || fail "systemd loaded dtltop.service from '$frag'"
ct systemctl show -P DropInPaths dtltop.service | grep -q 'dtltop.service.d/simulate.conf' ||
	fail "systemd did not read the drop-in: $(ct systemctl show -P DropInPaths dtltop.service)"

# --- start --------------------------------------------------------------------
# As dtltop(1) says to: enabled (which also keeps the unit loaded once
# stopped, with its main process's exit status) and started.
ct systemctl enable --now dtltop.service > "$work/enable.log" 2>&1 || fail "systemctl enable --now dtltop: $(cat "$work/enable.log") $(ct journalctl -u dtltop --no-pager -o cat | tail -n 5)"
[ "$(ct systemctl is-enabled dtltop.service)" = enabled ] || fail "dtltop.service is $(ct systemctl is-enabled dtltop.service) after enable"
[ -L "$root/etc/systemd/system/multi-user.target.wants/dtltop.service" ] || fail "enable made no multi-user.target.wants link"
active() { [ "$(ct systemctl is-active dtltop.service)" = active ]; }
active || fail "dtltop.service is $(ct systemctl is-active dtltop.service): $(ct journalctl -u dtltop --no-pager -o cat | tail -n 5)"
scrape() { nsenter -t "$leader" -n -- curl -sf --noproxy "*" -o "$work/scrape.txt" http://127.0.0.1:9850/metrics; }
until_ok 60 "answer from /metrics on 127.0.0.1:9850 in the container" scrape
grep -q '^dtltop_build_info{' "$work/scrape.txt" || fail "no dtltop_build_info in the scrape: $(head -n 3 "$work/scrape.txt")"
active || fail "dtltop.service is no longer active after a scrape"

# --- what systemd applied -------------------------------------------------------
pid=$(ct systemctl show -P MainPID dtltop.service)
[ "$pid" -gt 0 ] 2>/dev/null || fail "MainPID is '$pid'"
ct cat "/proc/$pid/status" > "$work/status.txt"
ct cat "/proc/$pid/oom_score_adj" > "$work/oom.txt"
ct readlink /var/lib/dtltop > "$work/statedir.txt" || true
field() { awk -v k="$1:" '$1 == k { print $2; exit }' "$work/status.txt"; }
comm=$(ct cat "/proc/$pid/comm")
[ "$comm" = dtltop ] || fail "MainPID $pid is '$comm', not dtltop"
# DynamicUser: a uid systemd allocates from 61184-65519 (systemd.exec(5))
uid=$(field Uid)
{ [ "$uid" -ge 61184 ] && [ "$uid" -le 65519 ]; } || fail "uid $uid is not a dynamic user's (61184-65519)"
[ "$(cat "$work/statedir.txt")" = private/dtltop ] ||
	fail "/var/lib/dtltop is not DynamicUser's link to private/dtltop: '$(cat "$work/statedir.txt")'"
# caps_mask KEY: the mask the capabilities named on the unit's KEY= line
# make, bit by bit (numbers from systemd-analyze's table of the kernel's)
caps_mask() {
	local c n mask=0 names
	read -ra names < <(sed -n "s/^$1=//p" "$unit")
	for c in "${names[@]}"; do
		n=$(systemd-analyze capability "$c" | awk 'NR == 2 { print $2 }')
		[ -n "$n" ] || fail "systemd-analyze does not know $c"
		mask=$(( mask | (1 << n) ))
	done
	echo "$mask"
}
want=$(caps_mask CapabilityBoundingSet)
amb=$(caps_mask AmbientCapabilities)
[ "$want" -ne 0 ] || fail "the unit has no CapabilityBoundingSet"
[ $(( 16#$(field CapBnd) )) -eq "$want" ] || fail "CapBnd $(field CapBnd), the unit's CapabilityBoundingSet makes $(printf %016x "$want")"
[ $(( 16#$(field CapAmb) )) -eq "$amb" ] || fail "CapAmb $(field CapAmb), the unit's AmbientCapabilities make $(printf %016x "$amb")"
# (simulated: dtltop has opened no events, so it has dropped nothing yet)
[ $(( 16#$(field CapEff) )) -eq "$amb" ] || fail "CapEff $(field CapEff), not the ambient $(printf %016x "$amb")"
[ "$(field NoNewPrivs)" = 1 ] || fail "NoNewPrivs is '$(field NoNewPrivs)'"
[ "$(ct systemctl show -P OOMScoreAdjust dtltop.service)" = -1000 ] ||
	fail "systemd's OOMScoreAdjust for the unit is $(ct systemctl show -P OOMScoreAdjust dtltop.service)"
# Lowering it takes CAP_SYS_RESOURCE, which a sandbox may withhold from
# this whole machine (nspawn's default set has it): systemd then leaves it
# as is, saying nothing ("assuming containerized execution").
if (echo -1000 > /proc/self/oom_score_adj) 2>/dev/null; then
	oom_want=-1000 oom_note=
else
	oom_want=$(ct cat /proc/1/oom_score_adj)
	oom_note=" (no CAP_SYS_RESOURCE on this host: left at $oom_want)"
fi
[ "$(cat "$work/oom.txt")" = "$oom_want" ] || fail "oom_score_adj is $(cat "$work/oom.txt"), not $oom_want$oom_note"

# --- stop ---------------------------------------------------------------------
ts=$(date +%s%N)
ct systemctl stop dtltop.service || fail "systemctl stop dtltop failed"
stop_ms=$(ms_since "$ts")
ct systemctl show -p ActiveState -p Result -p ExecMainCode -p ExecMainStatus \
	-p ActiveExitTimestampMonotonic -p InactiveEnterTimestampMonotonic dtltop.service > "$work/show.txt"
# systemd's own clock: from leaving active (SIGTERM sent) to inactive
us() { sed -n "s/^$1=//p" "$work/show.txt"; }
unit_ms=$(( ($(us InactiveEnterTimestampMonotonic) - $(us ActiveExitTimestampMonotonic)) / 1000 ))
{ [ "$unit_ms" -ge 0 ] && [ "$unit_ms" -le 1000 ]; } ||
	fail "systemd took $unit_ms ms from SIGTERM to inactive (more than 1 s; systemctl stop: $stop_ms ms)"
# ExecMainCode 1 is CLD_EXITED: it exited, no signal ended it
for kv in ActiveState=inactive Result=success ExecMainCode=1 ExecMainStatus=0; do
	grep -qx "$kv" "$work/show.txt" || fail "after stop, not $kv: $(tr '\n' ' ' < "$work/show.txt")"
done
# systemd's own lines about the unit, and dtltop's (flushed by journald
# asynchronously: until the last one is there)
stopped() { ct journalctl _SYSTEMD_UNIT=dtltop.service -o cat --no-pager | grep -qx 'dtltop: stopped'; }
until_ok 10 "'dtltop: stopped' in the journal" stopped
ct journalctl -u dtltop.service -o short-monotonic --no-pager > "$work/journal-unit.txt"
ct journalctl _SYSTEMD_UNIT=dtltop.service -o cat --no-pager > "$work/journal-dtltop.txt"
! grep -Eqi 'SIGKILL|killing process' "$work/journal-unit.txt" ||
	fail "the journal says a kill: $(grep -Ei 'SIGKILL|killing process' "$work/journal-unit.txt" | head -n 2)"
grep -q 'dtltop.service: Deactivated successfully' "$work/journal-unit.txt" ||
	fail "no 'Deactivated successfully' in the journal: $(tail -n 3 "$work/journal-unit.txt")"
want_lines=('dtltop: warning: --listen 0\.0\.0\.0:9850: metrics are served to the network with no authentication'
	'dtltop: serving metrics on http://0\.0\.0\.0:9850/metrics'
	'dtltop: started: simulated session of 4 vCPUs, DTL from vpa_dtl, metrics every 10 s'
	'dtltop: stopping: SIGTERM' 'dtltop: stopped')
[ "$(wc -l < "$work/journal-dtltop.txt")" -eq ${#want_lines[@]} ] ||
	fail "dtltop wrote $(wc -l < "$work/journal-dtltop.txt") journal lines, not ${#want_lines[@]}: $(cat "$work/journal-dtltop.txt")"
i=0
while IFS= read -r l; do
	[[ $l =~ ^${want_lines[$i]}$ ]] || fail "journal line $((i + 1)): '$l', not /${want_lines[$i]}/"
	i=$((i + 1))
done < "$work/journal-dtltop.txt"

# --- power off ------------------------------------------------------------------
ts=$(date +%s%N)
ct systemctl poweroff --no-block 2>"$work/poweroff.log"
end=$(( $(date +%s) + 30 ))
while kill -0 "$nspawn" 2>/dev/null; do
	[ "$(date +%s)" -lt "$end" ] || fail "the container did not power off in 30 s"
	sleep 0.05
done
rc=0; wait "$nspawn" || rc=$?
[ "$rc" -eq 0 ] || fail "systemd-nspawn exited $rc after poweroff: $(tail -n 5 "$work/nspawn.log")"
off_ms=$(ms_since "$ts")
echo "check-systemd: booted in $boot_ms ms ($state); dtltop.service active, scraped, uid $uid," \
	"CapBnd $(field CapBnd), NoNewPrivs 1, oom_score_adj $(cat "$work/oom.txt")$oom_note;" \
	"stopped in $unit_ms ms (systemctl stop: $stop_ms ms; exit 0, no SIGKILL," \
	"${#want_lines[@]} journal lines); powered off in $off_ms ms; $(ms_since "$t0") ms in all"
