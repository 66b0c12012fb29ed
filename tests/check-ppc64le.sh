#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0-only
# make check-ppc64le: the ppc64le build of dtltop against this machine's,
# under qemu-ppc64le (user mode) with the ppc64el sysroot's libraries:
#   - the ppc64le binaries are ppc64le ELF files (file(1)), this build is not;
#   - the unit tests pass on ppc64le;
#   - every replay output (--batch, --batch --json, --csv, --script and
#     --json windows) of generated recordings in each layout (little and big
#     endian, zstd, pipe format, unknown reasons, seed 002, tests/data) is
#     byte-identical, and exits the same, between this build and each
#     ppc64le build. On x86-64 this build decodes DTL entries with SSSE3
#     shuffles and ppc64le with plain loads: this is what keeps them equal;
#   - dtlgen writes the same bytes on both.
# Each recording is made once, by this machine's dtlgen; both dtltops read
# the same file. Prints ok/FAIL lines, then "N passed, N failed".
# Usage: tests/check-ppc64le.sh SYSROOT NAME=PPC_DTLTOP... (from the top of
# the tree; this machine's binaries are ./dtltop and ./dtlgen; the unit tests
# and dtlgen are the ones beside the first PPC_DTLTOP)
set -u
usage="usage: check-ppc64le.sh SYSROOT NAME=PPC_DTLTOP..."
sysroot=${1:?$usage}
shift
[ $# -ge 1 ] || { echo "$usage" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
names=() ppc_bins=()
for a in "$@"; do
	case $a in
	?*=?*) names+=("${a%%=*}"); ppc_bins+=("${a#*=}") ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
ppc_dir=$(dirname "${ppc_bins[0]}")
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# qemu-ppc64le and file(1): installed when missing (as make deps-test does),
# and a run without them fails.
need=()
command -v qemu-ppc64le >/dev/null || need+=(qemu-user)
command -v file >/dev/null || need+=(file)
if [ ${#need[@]} -gt 0 ] && [ "$(id -u)" -eq 0 ]; then
	echo "check-ppc64le: installing ${need[*]}"
	export DEBIAN_FRONTEND=noninteractive
	{ apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}"; } >/dev/null
fi
for c in qemu-ppc64le file; do
	command -v "$c" >/dev/null || { echo "FAIL $c is not installed (apt-get install ${need[*]})"; exit 1; }
done
qemu=(qemu-ppc64le -L "$sysroot")

tmp=$(mktemp -d "${TMPDIR:-/tmp}/dtltop-ppc64le.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok() { echo "ok   $*"; passed=$((passed + 1)); }
bad() { echo "FAIL $*"; failed=$((failed + 1)); }

# The binaries are what they claim to be.
for b in ./dtltop ./dtlgen; do
	if file -L "$b" | grep -q 'ELF 64-bit LSB .*x86-64\|ELF 64-bit LSB .*PowerPC'; then
		host_elf=$(file -L "$b" | sed 's/^[^:]*: //; s/,.*//')
		ok "$b is $host_elf"
	else
		bad "$b: $(file -L "$b")"
	fi
done
file -L ./dtltop | grep -q PowerPC && bad "./dtltop is itself a PowerPC build: nothing to compare with"
for b in "${ppc_bins[@]}" "$ppc_dir/dtlgen" "$ppc_dir/unit-tests"; do
	if file -L "$b" | grep -q 'ELF 64-bit LSB .*PowerPC.*OpenPOWER ELF V2'; then
		ok "$b is ppc64le ELF"
	else
		bad "$b is not a ppc64le ELF: $(file -L "$b" 2>&1)"
	fi
done

# Unit tests under qemu, in one runner per processor (UNIT_SHARD): qemu-user
# runs one guest thread at a time on one host CPU, and the tests are
# independent of each other.
start=$SECONDS
shards=$(nproc 2>/dev/null || echo 1)
[ "$shards" -ge 1 ] && [ "$shards" -le 8 ] || shards=2
pids=()
for ((k = 0; k < shards; k++)); do
	UNIT_SHARD=$k/$shards "${qemu[@]}" "$ppc_dir/unit-tests" > "$tmp/unit.$k.log" 2>&1 &
	pids+=($!)
done
rc=0
for p in "${pids[@]}"; do
	wait "$p" || rc=$?
done
cat "$tmp"/unit.*.log > "$tmp/unit.log"
# the shards' summaries added up into one
summary=$(awk '/^unit: / { p += $2; f += $4; n++ }
	END { if (n == '"$shards"') printf "unit: %d passed, %d failed", p, f }' "$tmp/unit.log")
if [ $rc -eq 0 ] && [ -n "$summary" ] && ! grep -q '^FAIL' "$tmp/unit.log"; then
	ok "unit tests on ppc64le: ${summary#unit: } ($((SECONDS - start)) s, $shards runners)"
	# the slowest, as the runner times them
	grep -E '^ok .* \([0-9.]+ s\)$' "$tmp/unit.log" | sort -t'(' -k2 -rn | head -n 5 | sed 's/^ok  /    /' || true
else
	bad "unit tests on ppc64le (exit $rc): ${summary:-no summary}"
	grep -v '^ok  ' "$tmp/unit.log" | tail -n 30 | sed 's/^/    /'
fi

# The recordings, each made once by this machine's dtlgen.
rec=$tmp/rec
mkdir -p "$rec"
dtlgen_to() {	# dtlgen_to FILE CMD...: a dtlgen command line writing FILE
	local out=$1; shift
	if [[ " $* " == *" -o - "* ]]; then	# pipe format, on stdout
		"$@" > "$out" 2> "$tmp/gen.err"
	else
		"$@" -o "$out" > /dev/null 2> "$tmp/gen.err"
	fi
}
gen() {	# gen NAME DTLGEN-ARGS...
	local name=$1; shift
	dtlgen_to "$rec/$name.data" ./dtlgen "$@" ||
		{ bad "dtlgen $name: $(tail -n 3 "$tmp/gen.err")"; rm -f "$rec/$name.data"; }
}
. tests/variants.sh
variants gen
gen pipe      --cpus 6 --seconds 1 --sched --seed 21 -o -
gen pipez-be  --cpus 4 --seconds 1 --sched --seed 22 --zstd --big-endian -o -
gen seed002   --seed002 --cpus 17 --seconds 0.5 --sched
gen seed002-be --seed002 --cpus 17 --seconds 0.5 --big-endian
for f in tests/data/*.data; do
	[ -e "$f" ] && cp "$f" "$rec/data-$(basename "$f")"
done

# One output of one build: stdout, stderr and the exit status.
run() {	# run OUT BIN ARGS...: BIN is a ppc64le binary when it is not ./dtltop
	local out=$1 bin=$2; shift 2
	if [ "$bin" = ./dtltop ]; then
		"$bin" "$@" > "$out.out" 2> "$out.err"
	else
		"${qemu[@]}" "$bin" "$@" > "$out.out" 2> "$out.err"
	fi
	echo "exit $?" >> "$out.err"
}
modes=("batch:--batch" "json:--batch --json" "csv:--csv" "script:--script" "windows:--json -d 0.1")
start=$SECONDS
for f in "$rec"/*.data; do
	name=$(basename "$f" .data)
	for m in "${modes[@]}"; do
		mode=${m%%:*}
		read -r -a args <<< "${m#*:}"
		ref=$tmp/$name.$mode.x86
		run "$ref" ./dtltop -i "$f" "${args[@]}"
		# The reference itself must have worked, or equal outputs say nothing.
		if ! grep -qx 'exit 0' "$ref.err" || [ ! -s "$ref.out" ]; then
			bad "$name $mode: this machine's dtltop failed: $(head -n 3 "$ref.err")"
			continue
		fi
		for i in "${!ppc_bins[@]}"; do
			tag=${names[$i]}
			got=$tmp/$name.$mode.$tag
			run "$got" "${ppc_bins[$i]}" -i "$f" "${args[@]}"
			if cmp -s "$ref.out" "$got.out" && cmp -s "$ref.err" "$got.err"; then
				ok "$name $mode: ppc64le ($tag) = $(uname -m) ($(wc -c < "$ref.out") bytes)"
			else
				bad "$name $mode: ppc64le ($tag) differs from $(uname -m)"
				diff -u --label "$(uname -m)" --label "ppc64le-$tag" \
					<(cat "$ref.out" "$ref.err") <(cat "$got.out" "$got.err") |
					head -n 30 | sed 's/^/    /'
			fi
		done
	done
done
# A real pipe, as perf record -o - | dtltop -i - delivers it.
# shellcheck disable=SC2002  # cat: a pipe on stdin, not a file
cat "$rec/pipe.data" | ./dtltop -i - --batch --json > "$tmp/stdin.x86" 2>&1
for i in "${!ppc_bins[@]}"; do
	tag=${names[$i]}
	# shellcheck disable=SC2002
	cat "$rec/pipe.data" | "${qemu[@]}" "${ppc_bins[$i]}" -i - --batch --json > "$tmp/stdin.$tag" 2>&1
	if [ -s "$tmp/stdin.x86" ] && cmp -s "$tmp/stdin.x86" "$tmp/stdin.$tag"; then
		ok "pipe through stdin: ppc64le ($tag) = $(uname -m)"
	else
		bad "pipe through stdin: ppc64le ($tag) differs from $(uname -m)"
		diff -u "$tmp/stdin.x86" "$tmp/stdin.$tag" | head -n 30 | sed 's/^/    /'
	fi
done
echo "    (replays: $((SECONDS - start)) s)"

# The kernel documentation's worked example decodes on ppc64le too (the
# comparison above holds only if the reference is right).
# (--script's default form: upstream perf's, an entry on two lines)
want='[016] 105373.359913: vpa-dtl: timebase: 21403600706628832 dispatch_reason:decrementer_interrupt, preempt_reason:H_CEDE,'
want2='enqueue_to_dispatch_time:4854, ready_to_enqueue_time:139,waiting_to_ready_time:511842115, processor_id: '
if tr -s ' ' < "$tmp/seed002.script.${names[0]}.out" | grep -A 1 -F "$want" | grep -qF "$want2"; then
	ok "seed 002: the documented entry on ppc64le at 105373.359913"
else
	bad "seed 002: the documented entry is not in the ppc64le --script output"
fi

# dtlgen on ppc64le writes the same recordings byte for byte.
for v in "le:--cpus 6 --seconds 1 --sched --seed 11" \
	 "be:--cpus 6 --seconds 1 --sched --seed 11 --big-endian" \
	 "zstd:--cpus 6 --seconds 1 --sched --seed 12 --zstd" \
	 "pipe:--cpus 6 --seconds 1 --sched --seed 21 -o -"; do
	name=${v%%:*}
	read -r -a args <<< "${v#*:}"
	dtlgen_to "$tmp/gen-$name.data" "${qemu[@]}" "$ppc_dir/dtlgen" "${args[@]}"
	rc=$?
	if [ $rc -eq 0 ] && cmp -s "$rec/$name.data" "$tmp/gen-$name.data"; then
		ok "dtlgen $name: ppc64le writes the same $(wc -c < "$rec/$name.data") bytes"
	else
		bad "dtlgen $name: ppc64le (exit $rc) writes other bytes: $(cmp "$rec/$name.data" "$tmp/gen-$name.data" 2>&1 | head -n 1)"
	fi
done

echo "check-ppc64le: $passed passed, $failed failed"
[ $failed -eq 0 ]
