# SPDX-License-Identifier: GPL-2.0-only
# The build's package lists say the same thing everywhere. scripts/packages.sh
# is what make deps installs and deps.sh checks; every library row of it
# (pc:MODULE) must also be in the Makefile's PKGS, debian/control's
# Build-Depends, the rpm spec's BuildRequires (pkgconfig(MODULE)), the
# chroots of make check-distros and make check-packages, and the ppc64el
# sysroot of scripts/sysroot.sh; every row, libperf's included, in the
# README's apt-get, dnf and zypper install lines. A library added to one
# list and not the others fails here, not in a chroot half an hour later.
. "$TOP/tests/lib.sh"
# shellcheck source=/dev/null
. "$TOP/scripts/packages.sh"

# words FILE: FILE's words one a line (commas, parentheses and backslashes
# apart), for exact matches.
words() { tr ', ()\\\t' '\n\n\n\n\n\n' < "$1" | sed '/^$/d'; }
has() { grep -qxF -- "$2" "$1"; }

# The lists, each as words in a file of its own.
sed -n 's/^PKGS *:= *//p' "$TOP/Makefile" > pkgs.txt
[ -s pkgs.txt ] || fail "no PKGS := line in the Makefile"
words pkgs.txt > make-pkgs.w
sed -n '/^Build-Depends:/,/^[^ ]/{/^Build-Depends:/s/^Build-Depends://p;/^ /p}' \
	"$TOP/debian/control" | sed 's/\[[^]]*\]//g; s/([^)]*)//g' > control.txt
words control.txt > control.w
[ "$(wc -l < control.w)" -gt 3 ] || fail "no Build-Depends read from debian/control: $(cat control.txt)"
sed -n 's/^BuildRequires: *pkgconfig(\([^)]*\)).*/\1/p' "$TOP/contrib/rpm/dtltop.spec" > spec.w
sed -n 's/^BUILD_PKGS=//p' "$TOP/tests/check-distros.sh" > distros.txt
sed -n 's/^DEB_PKGS=//p' "$TOP/tests/check-packages.sh" > debpkgs.txt
[ -s distros.txt ] && [ -s debpkgs.txt ] || fail "no BUILD_PKGS in check-distros.sh or DEB_PKGS in check-packages.sh"
words distros.txt > distros.w
words debpkgs.txt > debpkgs.w
# (sysroot.sh's pkgs=( ... ) array, over its lines)
sed -n '/^pkgs=(/,/)/p' "$TOP/scripts/sysroot.sh" | sed 's/^pkgs=(//; s/)//' > sysroot.txt
words sysroot.txt > sysroot.w
[ "$(wc -l < sysroot.w)" -gt 5 ] || fail "no pkgs=( ... ) read from scripts/sysroot.sh"
# The README's install lines: from "sudo TOOL install" to the line that
# does not end in a backslash.
readme_line() {
	awk -v t="sudo $1 install" 'index($0, t) { on = 1 } on { print } on && !/\\$/ { exit }' \
		"$TOP/README.md" > "readme-$1.txt"
	[ -s "readme-$1.txt" ] || fail "no 'sudo $1 install' line in README.md"
	words "readme-$1.txt" > "readme-$1.w"
}
readme_line apt-get
readme_line dnf
readme_line zypper

missing=()
miss() { missing+=("$1"); }
rows=0 libs=0
while read -r name check deb fedora suse; do
	[ -n "$name" ] || continue
	rows=$((rows + 1))
	[ "$deb" = - ] || has readme-apt-get.w "$deb" || miss "$name: README's apt-get line lacks $deb"
	[ "$fedora" = - ] || has readme-dnf.w "$fedora" || miss "$name: README's dnf line lacks $fedora"
	[ "$suse" = - ] || has readme-zypper.w "$suse" || miss "$name: README's zypper line lacks $suse"
	case $check in
	pc:libperf) ;;		# libperf: from the kernel source or pkg-config (deps.sh)
	pc:*)
		libs=$((libs + 1))
		m=${check#pc:}
		has make-pkgs.w "$m" || miss "$name: not in the Makefile's PKGS"
		has control.w "$deb" || miss "$name: debian/control's Build-Depends lacks $deb"
		has spec.w "$m" || miss "$name: dtltop.spec lacks BuildRequires: pkgconfig($m)"
		has distros.w "$deb" || miss "$name: check-distros.sh's BUILD_PKGS lacks $deb"
		has debpkgs.w "$deb" || miss "$name: check-packages.sh's DEB_PKGS lacks $deb"
		has sysroot.w "$deb" || miss "$name: scripts/sysroot.sh's pkgs lacks $deb"
		;;
	esac
done <<<"$BUILD_PACKAGES
$LIBPERF_PACKAGES"
# (6 libraries today: ncursesw, libtraceevent, libtracefs, libzstd, libcap,
# libelf; fewer means packages.sh was not read as this test expects)
[ "$libs" -ge 6 ] && [ "$rows" -ge 9 ] || fail "read only $rows rows, $libs libraries from packages.sh"
# And the other way: a PKGS module packages.sh does not name.
for m in $(cat make-pkgs.w); do
	grep -qE "^[^ ]+ +pc:$m " <<<"$BUILD_PACKAGES" || miss "Makefile PKGS has $m, packages.sh no row for it"
done
[ ${#missing[@]} -eq 0 ] || fail "$(printf '%s; ' "${missing[@]}")"
echo "package lists agree: $rows rows, $libs libraries"
