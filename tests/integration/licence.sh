# SPDX-License-Identifier: GPL-2.0-only
# The licence: LICENSE is the GPL version 2 (the licence of the kernel's
# libperf and libapi that dtltop links), every tracked source file names
# GPL-2.0-only in an SPDX line at its top, and the README says so.
. "$TOP/tests/lib.sh"
cd "$TOP"
[ -f LICENSE ] || fail "no LICENSE file"
grep -q 'GNU GENERAL PUBLIC LICENSE' LICENSE && grep -q 'Version 2, June 1991' LICENSE ||
	fail "LICENSE is not the GPL version 2: $(head -n 3 LICENSE)"
grep -q 'GPL-2.0-only' README.md || fail "README.md does not name the licence"
command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1 || skip "not a git checkout"
# Sources: C, headers, scripts, the Makefile, the man page, the completion.
git ls-files -- '*.c' '*.h' '*.sh' '*.py' Makefile dtltop.1 .ci/run \
	contrib/bash-completion/dtltop 'debian/rules' '*.spec' > sources.txt
[ "$(wc -l < sources.txt)" -gt 100 ] || fail "only $(wc -l < sources.txt) source files listed"
while read -r f; do
	head -n 3 "$f" | grep -q 'SPDX-License-Identifier: GPL-2.0-only' || echo "$f"
done < sources.txt > missing.txt
[ ! -s missing.txt ] || fail "no SPDX line in the first 3 lines of: $(head -n 10 missing.txt | tr '\n' ' ')"
grep -rhoE 'SPDX-License-Identifier: [^ */]+' $(cat sources.txt) | sort -u > ids.txt
[ "$(cat ids.txt)" = "SPDX-License-Identifier: GPL-2.0-only" ] || fail "other licence identifiers: $(tr '\n' ' ' < ids.txt)"
