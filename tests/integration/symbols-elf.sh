#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# symbols-elf.sh: the symbolizer's ELF reading (libelf) against binutils:
# a small C program built -no-pie, -pie, and stripped with its functions
# only in .dynsym; each function's address taken from nm, the mapping a
# process would have computed from readelf's PT_LOAD as the kernel maps it,
# and the symbolizer's name+offset for an address inside each function
# compared with nm's. Also: --symfs, a live process's own addresses through
# /proc/PID/maps, and a vmlinux-like static ELF (functions named like
# kernel ones, and an untyped text label) with its classes.
. "$TOP/tests/lib.sh"
SYMBOLIZE=${SYMBOLIZE:-$(dirname "$DTLTOP")/symbolize}
[ -x "$SYMBOLIZE" ] || skip "no $SYMBOLIZE (make check builds it: make build/asan/symbolize)"
command -v cc >/dev/null || skip "no C compiler (cc)"
command -v nm >/dev/null && command -v readelf >/dev/null || skip "no binutils (nm, readelf)"

cat > prog.c <<'C'
#include <stdio.h>
__attribute__((noinline)) int alpha_fn(int x) { return x * 7 + 3; }
__attribute__((noinline)) int beta_fn(int x) { return alpha_fn(x) ^ 0x55; }
static __attribute__((noinline)) int gamma_local(int x) { return beta_fn(x) + 1; }
int main(void)
{
	char line[8];
	/* say where the functions are, then wait until told to go */
	printf("%lx %lx %lx\n", (unsigned long)alpha_fn, (unsigned long)beta_fn,
	       (unsigned long)gamma_local);
	fflush(stdout);
	if (!fgets(line, sizeof(line), stdin))
		return 1;
	return gamma_local(1) & 1;
}
C
cc -O0 -g -no-pie -o prog-nopie prog.c || skip "cc cannot build -no-pie"
cc -O0 -g -pie -fPIE -o prog-pie prog.c || skip "cc cannot build -pie"
cc -O0 -g -pie -fPIE -rdynamic -o prog-dyn prog.c && strip --strip-all prog-dyn ||
	skip "cc/strip cannot build a stripped -rdynamic binary"

# addr_of FILE SYM [nm-flags]: the symbol's value, hex without 0x
addr_of() { nm ${3:-} "$1" | awk -v s="$2" '$3 == s { print $1; exit }'; }
# The executable PT_LOAD of FILE: "OFFSET VADDR FILESZ" (hex).
exec_load() {
	readelf -lW "$1" | awk '$1 == "LOAD" && ($7 ~ /E/ || $8 == "E") { print $2, $3, $5; exit }'
}
hex() { printf '%x' "$1"; }

# check FILE BASE NMFLAGS: map FILE's executable segment at BASE + vaddr as
# the kernel does (page-aligned start, pgoff the page-aligned offset) and
# resolve 4 bytes into each function.
check() {
	local f=$1 base=$2 nmf=${3:-} off vaddr fsz start end pgoff want got a sym
	read -r off vaddr fsz <<<"$(exec_load "$f")"
	[ -n "$vaddr" ] || fail "$f: no executable PT_LOAD in readelf -l"
	start=$(( (base + vaddr) & ~0xfff ))
	pgoff=$(( off & ~0xfff ))
	end=$(( base + vaddr + fsz ))
	for sym in alpha_fn beta_fn gamma_local; do
		[ "$sym" = gamma_local ] && [ -n "$nmf" ] && continue	# not in .dynsym
		a=$(addr_of "$f" $sym "$nmf")
		[ -n "$a" ] || fail "$f: nm has no $sym"
		want="$sym+0x4 $PWD/$f user"
		got=$("$SYMBOLIZE" --map "$(hex $start),$(hex $end),$(hex $pgoff),$PWD/$f" \
			"$(hex $(( base + 0x$a + 4 )))")
		[ "$got" = "$want" ] || fail "$f at base $(hex $base): got '$got', want '$want'"
	done
	echo "ok: $f at base $(hex "$base")"
}
check prog-nopie 0
check prog-pie $(( 0x555555554000 ))
check prog-dyn $(( 0x7f0000000000 )) -D

# stripped without -rdynamic: no function symbol left: the file, no name
cp prog-pie prog-bare && strip --strip-all prog-bare
read -r off vaddr fsz <<<"$(exec_load prog-bare)"
got=$("$SYMBOLIZE" --map "$(hex $(( vaddr & ~0xfff ))),$(hex $(( vaddr + fsz ))),$(hex $(( off & ~0xfff ))),$PWD/prog-bare" \
	"$(hex $(( vaddr + 4 )))")
[ "$got" = "[unknown] $PWD/prog-bare user" ] || fail "stripped binary: got '$got'"

# --symfs: the file found under DIR for the path the mapping names
mkdir -p symfs/opt/app && cp prog-pie symfs/opt/app/prog
read -r off vaddr fsz <<<"$(exec_load prog-pie)"
a=$(addr_of prog-pie beta_fn)
got=$("$SYMBOLIZE" --symfs "$PWD/symfs" \
	--map "$(hex $(( vaddr & ~0xfff ))),$(hex $(( vaddr + fsz ))),$(hex $(( off & ~0xfff ))),/opt/app/prog" \
	"$(hex $(( 0x$a + 0x10 )))")
[ "$got" = "beta_fn+0x10 /opt/app/prog user" ] || fail "--symfs: got '$got'"
echo "ok: --symfs"

# live: the process says where its functions are (ASLR'd); the
# symbolizer finds them through /proc/PID/maps alone
mkfifo to-prog from-prog
./prog-pie <to-prog >from-prog &
ppid=$!
exec 8>to-prog 9<from-prog
read -r la lb lg <&9 || fail "prog-pie said nothing"
got=$("$SYMBOLIZE" --live "$ppid" "$(hex $(( 0x$la + 2 )))" "$(hex $(( 0x$lg )))")
echo go >&8
exec 8>&- 9<&-
wait "$ppid" || true
want="alpha_fn+0x2 $PWD/prog-pie user
gamma_local+0x0 $PWD/prog-pie user"
[ "$got" = "$want" ] || fail "live: got '$got', want '$want'"
echo "ok: live /proc/PID/maps"

# live kernel: /proc/kallsyms read on first use; unprivileged it lists
# addresses 0, names nothing, and the symbolizer says so
if [ "$(id -u)" -eq 0 ] && ka=$(awk '$3 == "schedule" && NF == 3 { print $1; exit }' /proc/kallsyms) &&
	[ -n "$ka" ] && [ "$ka" != 0000000000000000 ] &&
	[ "$(awk -v a="$ka" '$1 == a' /proc/kallsyms | wc -l)" -eq 1 ]; then
	got=$("$SYMBOLIZE" --live $$ "k$(hex $(( 0x$ka + 4 )))")
	[ "$got" = "schedule+0x4 [kernel.kallsyms] -" ] || fail "live kernel: got '$got'"
	if command -v setpriv >/dev/null &&
		[ "$(setpriv --reuid=65534 --regid=65534 --clear-groups awk '{ print $1; exit }' /proc/kallsyms)" = 0000000000000000 ]; then
		got=$(setpriv --reuid=65534 --regid=65534 --clear-groups "$SYMBOLIZE" --live 1 \
			"k$(hex $(( 0x$ka + 4 )))" 2>err) || fail "unprivileged symbolize failed: $(cat err)"
		[ "$got" = "[unknown] [kernel.kallsyms] -" ] || fail "unprivileged live kernel: got '$got'"
		grep -q "names nothing" err || fail "unprivileged: no note: $(cat err)"
		echo "ok: live kernel, unprivileged note"
	fi
	echo "ok: live kernel"
fi

# a vmlinux-like ELF: kernel names, an untyped label in .text, no libc
cat > kern.c <<'C'
__attribute__((noinline)) long plpar_hcall_norets_notrace(long op) { return op + 1; }
__attribute__((noinline)) long queued_spin_lock_slowpath(long v) { return v * 3; }
__attribute__((noinline)) long some_other_fn(long v) { return v - 9; }
__asm__(".text\n.globl hv_label\nhv_label:\n\tnop\n\tnop\n\tnop\n\tnop\n");
void _start(void) { for (;;) some_other_fn(plpar_hcall_norets_notrace(1)); }
C
cc -O0 -nostdlib -static -Wl,-e,0 -o vmlinux kern.c || skip "cc cannot build a static -nostdlib ELF"
for sym in plpar_hcall_norets_notrace:cede queued_spin_lock_slowpath:spin\ lock some_other_fn:- hv_label:-; do
	name=${sym%%:*} cls=${sym#*:}
	a=$(addr_of vmlinux "$name")
	[ -n "$a" ] || fail "vmlinux: nm has no $name"
	got=$("$SYMBOLIZE" --vmlinux vmlinux "$(hex $(( 0x$a + 2 )))")
	[ "$got" = "$name+0x2 [kernel.kallsyms] $cls" ] || fail "vmlinux $name: got '$got'"
done
echo "ok: vmlinux"

# not an ELF, not there: one line naming the file, exit 1
echo "not elf" > bogus
out=$("$SYMBOLIZE" --vmlinux bogus c000000000000000 2>&1) && fail "bogus vmlinux accepted"
[ "$out" = "symbolize: $PWD/bogus: not an ELF file" ] || [ "$out" = "symbolize: bogus: not an ELF file" ] ||
	fail "bogus vmlinux: '$out'"
out=$("$SYMBOLIZE" --vmlinux /nonexistent/vmlinux c000000000000000 2>&1) && fail "missing vmlinux accepted"
case $out in *"/nonexistent/vmlinux: No such file"*) ;; *) fail "missing vmlinux: '$out'" ;; esac
echo "ok: bad files"
