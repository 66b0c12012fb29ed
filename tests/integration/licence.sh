# SPDX-License-Identifier: GPL-2.0-only
# The licence: LICENSE is the GPL version 2 (the licence of the kernel's
# libperf and libapi that dtltop links), every tracked source file names
# GPL-2.0-only in an SPDX line at its top, and the README says so.
. "$TOP/tests/lib.sh"
[ -f "$TOP/LICENSE" ] || fail "no LICENSE file"
grep -q 'GNU GENERAL PUBLIC LICENSE' "$TOP/LICENSE" && grep -q 'Version 2, June 1991' "$TOP/LICENSE" ||
	fail "LICENSE is not the GPL version 2: $(head -n 3 "$TOP/LICENSE")"
grep -q 'GPL-2.0-only' "$TOP/README.md" || fail "README.md does not name the licence"
command -v git >/dev/null && git -C "$TOP" rev-parse --git-dir >/dev/null 2>&1 || skip "not a git checkout"
# Sources: C, headers, scripts, the Makefile, the man page, the completion,
# the package builds. (Work files stay in this test's own directory.)
git -C "$TOP" ls-files -- '*.c' '*.h' '*.sh' '*.py' Makefile dtltop.1 .ci/run \
	contrib/bash-completion/dtltop debian/rules '*.spec' > sources.txt
[ "$(wc -l < sources.txt)" -gt 100 ] || fail "only $(wc -l < sources.txt) source files listed"
: > missing.txt
: > ids.txt
while read -r f; do
	head -n 3 "$TOP/$f" > head.txt
	grep -q 'SPDX-License-Identifier: GPL-2.0-only' head.txt || echo "$f" >> missing.txt
	grep -oE 'SPDX-License-Identifier: [A-Za-z0-9.+-]+' head.txt >> ids.txt || true
done < sources.txt
[ ! -s missing.txt ] || fail "no SPDX line in the first 3 lines of: $(head -n 10 missing.txt | tr '\n' ' ')"
[ "$(sort -u ids.txt)" = "SPDX-License-Identifier: GPL-2.0-only" ] ||
	fail "other licence identifiers: $(sort -u ids.txt | tr '\n' ' ')"
