#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make check-static: the binaries of make static, against this build:
#   - file(1) says each is statically linked, for the processor its name says;
#   - --version runs (the ppc64le one under qemu-ppc64le, without -L: a
#     static binary needs no sysroot) and says "dtltop VERSION", then that it
#     is static and carries the built-in terminfo entries;
#   - replays of generated recordings (tests/variants.sh) give output
#     byte-identical to this build's dtltop: --batch and --batch --json for
#     the native binary, --batch --json for the ppc64le one;
#   - --listen with the addresses users give (localhost, 127.0.0.1, [::1]):
#     getaddrinfo in a static glibc;
#   - the interactive view on a machine without the terminal's terminfo
#     (tests/static-terminfo.sh);
#   - make dist (in a git checkout): beside the tarball, each binary as
#     dtltop-VERSION-CPU, statically linked, its --version running; and
#     SHA256SUMS of the three, which sha256sum -c accepts.
# Environment: STATIC_BINS (the binaries, named dtltop-CPU), DTLTOP and
# DTLGEN (this build's). Prints ok/FAIL lines, then "static: N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
: "${STATIC_BINS:?} ${DTLTOP:?} ${DTLGEN:?}"
ver=$(sed -n 's/^#define DTLTOP_VERSION "\(.*\)"/\1/p' "$top/include/version.h")
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtltop-static.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok() { echo "ok   $*"; passed=$((passed + 1)); }
bad() { echo "FAIL $*"; failed=$((failed + 1)); }
for c in file qemu-ppc64le curl tmux; do
	command -v "$c" >/dev/null || bad "$c is not installed"
done

# run BIN ARGS...: BIN on this machine, or under qemu-ppc64le when it is a
# ppc64le binary (no -L SYSROOT: there is nothing for it to load).
run() {
	local bin=$1; shift
	case $bin in
	*-ppc64le) qemu-ppc64le "$bin" "$@" ;;
	*) "$bin" "$@" ;;
	esac
}

for b in $STATIC_BINS; do
	n=$(basename "$b")
	case $n in
	*-x86_64) elf='x86-64' ;;
	*-ppc64le) elf='64-bit PowerPC.*OpenPOWER ELF V2' ;;
	*) bad "$n: not named dtltop-x86_64 or dtltop-ppc64le"; continue ;;
	esac
	f=$(file -L "$b")
	if echo "$f" | grep -q "ELF 64-bit LSB .*$elf" && echo "$f" | grep -q 'statically linked'; then
		ok "$n: $(echo "$f" | sed 's/^[^:]*: //' | cut -d, -f1-2), statically linked"
	else
		bad "$n: $f"
	fi
	v=$(run "$b" --version 2>&1)
	if [ "$(echo "$v" | head -n 1)" = "dtltop $ver" ] &&
	   echo "$v" | sed -n 2p | grep -q '^features: static .*terminfo-builtin' &&
	   echo "$v" | grep -q '^linked: static, with glibc' &&
	   echo "$v" | grep -q '^terminfo-builtin: .*xterm-256color'; then
		ok "$n --version: $(echo "$v" | sed -n 2p)"
	else
		bad "$n --version: $v"
	fi
done
v=$("$DTLTOP" --version | sed -n 2p)
echo "$v" | grep -q '^features: dynamic' && ! echo "$v" | grep -q terminfo-builtin &&
	ok "this build's --version: $v" || bad "this build's --version: $v"

# Replays: each recording made once by this build's dtlgen.
gen() {
	local name=$1; shift
	"$DTLGEN" "$@" -o "$tmp/$name.data" >/dev/null 2>"$tmp/gen.err" ||
		{ bad "dtlgen $name: $(tail -n 2 "$tmp/gen.err")"; rm -f "$tmp/$name.data"; }
}
. "$top/tests/variants.sh"
variants gen
for b in $STATIC_BINS; do
	n=$(basename "$b")
	case $n in *-ppc64le) modes="json" ;; *) modes="batch json" ;; esac
	same=0 diff=0
	for f in "$tmp"/*.data; do
		for m in $modes; do
			args=(-i "$f" --batch)
			[ "$m" = json ] && args+=(--json)
			"$DTLTOP" "${args[@]}" >"$tmp/ref.out" 2>&1
			echo "exit $?" >>"$tmp/ref.out"
			run "$b" "${args[@]}" >"$tmp/got.out" 2>&1
			echo "exit $?" >>"$tmp/got.out"
			if ! grep -qx 'exit 0' "$tmp/ref.out" || [ "$(grep -cvx 'exit 0' "$tmp/ref.out")" -lt 1 ]; then
				bad "$(basename "$f") $m: this build's dtltop failed: $(head -c 300 "$tmp/ref.out")"
			elif cmp -s "$tmp/ref.out" "$tmp/got.out"; then
				same=$((same + 1))
			else
				diff=$((diff + 1))
				bad "$n $(basename "$f") --$m differs: $(diff "$tmp/ref.out" "$tmp/got.out" | head -n 4 | cut -c1-200 | tr '\n' ' ')"
			fi
		done
	done
	[ $diff -eq 0 ] && [ $same -gt 0 ] && ok "$n: $same replays (${modes// /, }) identical to this build's"
done

# --listen: a numeric address and localhost go through getaddrinfo, which in
# a static glibc still reads /etc/hosts (its files and dns NSS are built in).
native=
for b in $STATIC_BINS; do case $b in *-ppc64le) ;; *) native=$b ;; esac; done
if [ -n "$native" ]; then
	i=0
	for a in localhost 127.0.0.1 '[::1]'; do
		# a file of its own each: the last one's line is no answer
		i=$((i + 1)) err=$tmp/listen-$i.err
		"$native" --simulate=4 --batch -d 0.2 --listen "$a:0" >/dev/null 2>"$err" &
		pid=$!
		url=
		for _ in $(seq 600); do
			url=$(sed -n 's,^dtltop: serving metrics on \(http://[^ ]*\)$,\1,p' "$err" 2>/dev/null)
			[ -n "$url" ] || ! kill -0 $pid 2>/dev/null && break
			sleep 0.1
		done
		if [ -n "$url" ] && curl -sf -m 10 "$url" | grep -q '^dtltop_build'; then
			ok "--listen $a:0 serves $url"
		else
			bad "--listen $a:0: ${url:-no url}: $(head -n 2 "$err")"
		fi
		kill -INT $pid 2>/dev/null
		wait $pid 2>/dev/null
	done
	# The terminfo test, in a scratch directory of its own.
	mkdir "$tmp/ti"
	(cd "$tmp/ti" && DTLTOP=$native DTLGEN=$DTLGEN TOP=$top DYN_DTLTOP=$DTLTOP \
		bash "$top/tests/static-terminfo.sh") >"$tmp/ti.log" 2>&1
	rc=$?
	case $rc in
	0) ok "terminfo: $(tail -n 1 "$tmp/ti.log")" ;;
	77) echo "skip terminfo: $(tail -n 1 "$tmp/ti.log")" ;;
	*) bad "terminfo (exit $rc):"; sed 's/^/    /' "$tmp/ti.log" | tail -n 30 ;;
	esac
fi
# make dist, with the static binaries (make static is done: quick).
if git -C "$top" rev-parse --git-dir >/dev/null 2>&1; then
	mkdir "$tmp/dist"
	if make -s -C "$top" dist DIST_OUT="$tmp/dist/dtltop-$ver.tar.gz" >"$tmp/dist.log" 2>&1; then
		want=(SHA256SUMS "dtltop-$ver.tar.gz")
		for b in $STATIC_BINS; do want+=("dtltop-$ver-${b##*/dtltop-}"); done
		got=$(cd "$tmp/dist" && LC_ALL=C ls | tr '\n' ' ')
		[ "$got" = "$(printf '%s\n' "${want[@]}" | LC_ALL=C sort | tr '\n' ' ')" ] &&
			ok "make dist wrote $got" || bad "make dist wrote $got, want ${want[*]}"
		if (cd "$tmp/dist" && sha256sum -c SHA256SUMS) >"$tmp/sums.log" 2>&1 &&
		   [ "$(wc -l <"$tmp/dist/SHA256SUMS")" = $((${#want[@]} - 1)) ]; then
			ok "sha256sum -c SHA256SUMS: $(grep -c ': OK$' "$tmp/sums.log") files OK"
		else
			bad "sha256sum -c SHA256SUMS: $(cat "$tmp/sums.log")"
		fi
		for b in "$tmp/dist/dtltop-$ver"-*; do
			case $b in *.tar.gz) continue ;; esac
			n=$(basename "$b") v=
			case $n in
			*-ppc64le) v=$(qemu-ppc64le "$b" --version 2>&1) ;;
			*) v=$("$b" --version 2>&1) ;;
			esac
			if file -L "$b" | grep -q 'statically linked' &&
			   [ "$(echo "$v" | head -n 1)" = "dtltop $ver" ] &&
			   echo "$v" | sed -n 2p | grep -q '^features: static'; then
				ok "$n: statically linked, $(stat -c %s "$b") bytes, --version runs"
			else
				bad "$n: $(file -L "$b"); --version: $v"
			fi
		done
	else
		bad "make dist failed: $(tail -n 5 "$tmp/dist.log")"
	fi
else
	echo "not a git checkout: make dist not tested"
fi
echo "static: $passed passed, $failed failed"
[ $failed -eq 0 ]
