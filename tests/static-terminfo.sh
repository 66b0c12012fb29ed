#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# The static dtltop's interactive view on a machine whose terminfo is not
# where Debian's ncurses (built into it) looks: in a private mount namespace
# /etc/terminfo, /lib/terminfo, /usr/share/terminfo and /usr/lib/terminfo
# are empty, so the build host's entries are gone.
#   1. TERM=xterm-256color, TERMINFO and TERMINFO_DIRS an empty directory:
#      only the entry built into dtltop can draw the screen;
#   2. TERM=dtltop-odd, whose entry is only in /usr/local/share/terminfo (a
#      locally built ncurses's directory), TERMINFO and TERMINFO_DIRS unset:
#      dtltop's search of the common directories finds it;
#   3. TERM=dtltop-none, an entry nowhere: a clear message, exit 1.
# In 1 and 2 Debian's infocmp, with the same environment, must not find the
# entry (else the case proves nothing); the screen shows the header, q exits
# 0 with the terminal restored, and no private terminfo directory is left.
# Run by tests/check-static.sh: DTLTOP (the static binary), DTLGEN, TOP.
. "$TOP/tests/lib.sh"
. "$TOP/tests/tui-lib.sh"
[ "$(id -u)" -eq 0 ] || skip "needs root to hide the terminfo directories (unshare -m)"
unshare -m true 2>/dev/null || skip "cannot make a mount namespace (unshare -m)"
[ -d /usr/local/share ] || skip "no /usr/local/share to put the odd terminal's entry in"
command -v tic >/dev/null && command -v infocmp >/dev/null || skip "tic and infocmp are needed (ncurses-bin)"
"$DTLGEN" -o demo.data --cpus 8 --seconds 5 --seed 1 --sched 2>/dev/null
mkdir -p empty home tmpd odd
printf 'dtltop-odd|an xterm-256color no ncurses has heard of,\n\tuse=xterm-256color,\n' >odd.src
tic -x -o odd odd.src || fail "tic could not compile odd.src"
[ -f odd/d/dtltop-odd ] || fail "tic wrote no odd/d/dtltop-odd: $(find odd)"

# ns_start NAME TERM [VAR=VALUE...]: a fresh tmux server in a mount
# namespace without the system's terminfo, running dtltop on demo.data.
ns_start() {
	local name=$1 term=$2 env
	shift 2
	tui_restart "$name"
	env=$(printf 'export %q\n' "$@")
	cat >run.sh <<RUN
export LC_ALL=C.UTF-8 TERM=$term HOME=$PWD/home TMPDIR=$PWD/tmpd
unset TERMINFO TERMINFO_DIRS
$env
infocmp "\$TERM" >/dev/null 2>&1; echo \$? >infocmp.rc
$(printf '%q' "$DTLTOP") -i demo.data 2>dtltop.err
rc=\$?
echo "\$rc" >exit.tmp && mv exit.tmp exit.txt
echo "EXIT=\$rc"
stty -a >stty.txt
echo DONE
sleep 600
RUN
	cat >ns.sh <<NS
set -e
for d in /etc/terminfo /lib/terminfo /usr/share/terminfo /usr/lib/terminfo; do
	[ -d "\$d" ] && mount -t tmpfs -o size=1m dtltop-test "\$d"
done
mount -t tmpfs -o size=1m dtltop-test /usr/local/share
mkdir /usr/local/share/terminfo
cp -r odd/d /usr/local/share/terminfo/
exec tmux -S $(printf '%q' "$TUI_SOCK") new-session -d -s tui -x 120 -y 40 "bash $PWD/run.sh"
NS
	rm -f infocmp.rc
	unshare -m bash ns.sh || fail "$name: could not start tmux in a mount namespace"
}

# hidden: Debian's own ncurses (infocmp) found no entry for the terminal.
hidden() {
	local end=$(( $(date +%s) + TUI_WAIT ))
	until [ -s infocmp.rc ]; do
		[ "$(date +%s)" -lt "$end" ] || fail "$1: run.sh never ran infocmp"
		sleep 0.1
	done
	[ "$(cat infocmp.rc)" != 0 ] || fail "$1: infocmp finds the entry: the case proves nothing"
}

drawn() {
	tui_wait "[END]"
	tui_wait "LPAR dispatches"
	tui_check_quit
	[ -z "$(ls -A tmpd)" ] || fail "$1: left behind in TMPDIR: $(ls -A tmpd)"
}

ns_start builtin xterm-256color TERMINFO="$PWD/empty" TERMINFO_DIRS="$PWD/empty"
hidden builtin
drawn builtin

ns_start odd dtltop-odd
hidden odd
drawn odd

ns_start none dtltop-none
rc=$(tui_exit_status)
[ "$rc" = 1 ] || fail "TERM=dtltop-none: exit $rc, want 1 ($(cat dtltop.err))"
grep -q "cannot use this terminal (TERM=dtltop-none)" dtltop.err ||
	fail "TERM=dtltop-none: $(cat dtltop.err)"
[ -z "$(ls -A tmpd)" ] || fail "none: left behind in TMPDIR: $(ls -A tmpd)"
echo "built-in xterm-256color and /usr/local/share/terminfo draw the view; an unknown TERM exits 1"
