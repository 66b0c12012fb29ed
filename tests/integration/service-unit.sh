#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# contrib/systemd/dtltop.service: systemd-analyze verify passes on it, offline
# (this need not be a machine booted with systemd), with its ExecStart
# pointing at the binary under test; a broken copy is refused (the check can
# fail: verify exits 0 on warnings, so any output fails it); and the unit
# keeps what makes stopping safe: SIGTERM and never SIGKILL, the OOM killer
# kept away, no new privileges, CAP_PERFMON.
. "$TOP/tests/lib.sh"

command -v systemd-analyze >/dev/null || skip "systemd-analyze is not installed (systemd)"
unit="$TOP/contrib/systemd/dtltop.service"
[ -f "$unit" ] || fail "no $unit"
bin=$(cd "$(dirname "$DTLTOP")" && pwd)/$(basename "$DTLTOP")

# verify UNIT: its output (empty when it is clean); fails on a non-zero exit
verify() {
	local out rc=0
	out=$(systemd-analyze verify --man=no "$1" 2>&1) || rc=$?
	[ "$rc" -eq 0 ] || [ -n "$out" ] || out="exit status $rc"
	printf '%s' "$out"
}

grep -q '^ExecStart=/usr/bin/dtltop ' "$unit" || fail "ExecStart does not run /usr/bin/dtltop"
sed "s,/usr/bin/dtltop,$bin," "$unit" > dtltop.service
out=$(verify ./dtltop.service)
[ -z "$out" ] || fail "systemd-analyze verify: $out"

# each of these, broken, is said: the check is not blind to them
for bad in 's/^SendSIGKILL=no/SendSIGKILL=maybe/' \
	   's/^OOMScoreAdjust=-1000/OOMScoreAdjust=-1001/' \
	   's/^NoNewPrivileges=yes/NoNewPrivilege=yes/'; do
	sed "s,/usr/bin/dtltop,$bin,; $bad" "$unit" > broken.service
	cmp -s broken.service dtltop.service && fail "'$bad' changed nothing in the unit"
	out=$(verify ./broken.service)
	[ -n "$out" ] || fail "systemd-analyze verify passed a unit broken by '$bad'"
done

# what stops it safely (dtltop(1), SERVICE and BUGS): one value each
val() { sed -n "s/^$1=//p" "$unit"; }
[ "$(val KillSignal)" = SIGTERM ] || fail "KillSignal is '$(val KillSignal)', not SIGTERM"
[ "$(val SendSIGKILL)" = no ] || fail "SendSIGKILL is '$(val SendSIGKILL)', not no"
[ "$(val OOMScoreAdjust)" = -1000 ] || fail "OOMScoreAdjust is '$(val OOMScoreAdjust)'"
[ "$(val NoNewPrivileges)" = yes ] || fail "NoNewPrivileges is '$(val NoNewPrivileges)'"
[ "$(val Restart)" = on-failure ] || fail "Restart is '$(val Restart)'"
for k in AmbientCapabilities CapabilityBoundingSet; do
	case " $(val $k) " in *" CAP_PERFMON "*) ;; *) fail "$k lacks CAP_PERFMON: $(val $k)";; esac
done
# nothing may SIGKILL it on a timeout either
grep -Eq '^(FinalKillSignal|WatchdogSignal|KillSignal)=SIGKILL' "$unit" && fail "a SIGKILL in the unit"
# verify ignores a capability it does not know: each must be one it knows
for k in AmbientCapabilities CapabilityBoundingSet; do
	# shellcheck disable=SC2046
	systemd-analyze capability $(val $k) >/dev/null 2>caps.err ||
		fail "$k: $(cat caps.err)"
done
systemd-analyze capability CAP_PERFMOM >/dev/null 2>&1 && fail "systemd-analyze capability knows CAP_PERFMOM"
echo "systemd-analyze verify: clean; 3 broken copies refused; capabilities known"
