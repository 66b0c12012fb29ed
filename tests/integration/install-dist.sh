# SPDX-License-Identifier: GPL-2.0-only
# make install into a DESTDIR (the sanitized binary this run tests): the
# binary runs, the man page, the bash completion and the systemd unit (its
# ExecStart pointed at the installed binary) land where PREFIX says,
# and the completion offers every option of --help and files after -i.
# make dist (in a git checkout): the tarball holds exactly the tracked
# sources under dtltop-VERSION/, and no build tree; SHA256SUMS verifies it.
# (DIST_STATIC=0: the static binaries beside it are make check-static's.)
. "$TOP/tests/lib.sh"
dest=$PWD/dest
make -s -C "$TOP" BUILD="$BUILD" install DESTDIR="$dest" PREFIX=/opt/dt INSTALL_BIN="$DTLTOP" > make.log 2>&1 ||
	fail "make install failed: $(tail -n 5 make.log)"
bin=$dest/opt/dt/bin/dtltop man=$dest/opt/dt/share/man/man1/dtltop.1
comp=$dest/opt/dt/share/bash-completion/completions/dtltop
unit=$dest/opt/dt/lib/systemd/system/dtltop.service
for f in "$bin" "$man" "$comp" "$unit"; do [ -f "$f" ] || fail "not installed: $f"; done
grep -qx 'ExecStart=/opt/dt/bin/dtltop --listen [^ ]*.*' "$unit" ||
	fail "the installed unit does not run /opt/dt/bin/dtltop: $(grep ExecStart "$unit")"
[ -x "$bin" ] || fail "$bin is not executable"
ver=$(sed -n 's/^#define DTLTOP_VERSION "\(.*\)"/\1/p' "$TOP/include/version.h")
[ "$("$bin" --version | head -n 1)" = "dtltop $ver" ] || fail "installed binary: $("$bin" --version)"
grep -v '^\.\\"' "$man" | head -n 1 | grep -q '^\.TH DTLTOP 1' ||
	fail "man page does not start with .TH DTLTOP 1 (after comments)"
[ "$(find "$dest" -type f | wc -l)" -eq 4 ] || fail "unexpected files installed: $(find "$dest" -type f)"

# Completion: every option --help lists, and files after -i.
complete_words() {	# complete_words WORD...: COMPREPLY for the last word
	PATH="$dest/opt/dt/bin:$PATH" bash -c '
		source "$0"
		COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
		_dtltop; printf "%s\n" "${COMPREPLY[@]}"' "$comp" dtltop "$@"
}
complete_words - > opts.txt
"$bin" --help | sed -nE 's/^ +(-[a-zA-Z], )?(--[a-zA-Z][a-zA-Z0-9-]*).*/\1\2/p' | sed 's/, /\n/' > want.txt
[ "$(wc -l < want.txt)" -ge 10 ] || fail "could not read the options from --help"
while read -r o; do
	grep -qx -- "$o" opts.txt || grep -qx -- "$o=" opts.txt || fail "completion lacks $o (offers: $(tr '\n' ' ' < opts.txt))"
done < want.txt
complete_words --js | grep -qx -- --json || fail "--js does not complete to --json"
mkdir files && : > files/rec.data
( cd files && complete_words -i re ) | grep -qx rec.data || fail "no file completion after -i"
( cd files && complete_words --input re ) | grep -qx rec.data || fail "no file completion after --input"

# make dist: only meaningful in a git checkout (a tarball has no .git).
if git -C "$TOP" rev-parse --git-dir >/dev/null 2>&1; then
	mkdir dist
	make -s -C "$TOP" dist DIST_STATIC=0 DIST_OUT="$PWD/dist/dist.tar.gz" > dist.log 2>&1 ||
		fail "make dist failed: $(tail -n 5 dist.log)"
	[ "$(LC_ALL=C ls dist)" = "$(printf 'SHA256SUMS\ndist.tar.gz')" ] || fail "make dist DIST_STATIC=0 wrote: $(ls dist)"
	[ "$(cut -d' ' -f3 dist/SHA256SUMS)" = dist.tar.gz ] || fail "SHA256SUMS: $(cat dist/SHA256SUMS)"
	(cd dist && sha256sum --quiet -c SHA256SUMS) || fail "sha256sum -c SHA256SUMS failed"
	cp dist/dist.tar.gz dist.tar.gz
	tar -tzf dist.tar.gz > list.txt
	grep -qv "^dtltop-$ver/" list.txt && fail "dist tarball has files outside dtltop-$ver/"
	sed "s,^dtltop-$ver/,," list.txt | grep -v '/$' | sort > got.txt
	git -C "$TOP" ls-files -- . ':!:build' | sort > tracked.txt
	diff -u tracked.txt got.txt > dist.diff || fail "dist tarball differs from git ls-files: $(head -n 20 dist.diff)"
	grep -qx src/app/main.c got.txt && grep -qx Makefile got.txt && grep -qx scripts/deps.sh got.txt ||
		fail "dist tarball lacks the sources"
	! grep -q '^build/' got.txt || fail "dist tarball carries the build tree"
else
	echo "not a git checkout: make dist not tested"
fi
