# SPDX-License-Identifier: GPL-2.0-only
# variants.sh: the generated recordings the layout tests run over, by name
# with their dtlgen arguments: file and pipe layout, little and big endian,
# zstd, old and new attr size, unknown reason codes, overflowing hypervisor
# logs, reason mixes, sched only, and many laps of a 64 KiB AUX area.
# Sourced; `variants FN` calls FN NAME DTLGEN-ARGS... for each.
variants() {
	"$1" le        --cpus 6 --seconds 1 --sched --seed 11
	"$1" be        --cpus 6 --seconds 1 --sched --seed 11 --big-endian
	"$1" zstd      --cpus 6 --seconds 1 --sched --seed 12 --zstd
	"$1" zstd-be   --cpus 4 --seconds 1 --sched --seed 13 --zstd --big-endian
	"$1" attr128   --cpus 4 --seconds 1 --sched --seed 14 --attr-size 128
	"$1" unknown   --cpus 4 --seconds 1 --sched --seed 15 --unknown-reasons
	"$1" full      --cpus 4 --seconds 1 --seed 16 --rate 20000 --poll-ms 10
	"$1" preempt   --cpus 4 --seconds 1 --sched --seed 17 --mix preempt
	"$1" fault     --cpus 4 --seconds 1 --sched --seed 18 --mix fault
	"$1" schedonly --cpus 4 --seconds 1 --seed 19 --no-dtl
	# perf record's reads span lap ends; the recorded -m ,64K frames them
	"$1" laps      --cpus 3 --seconds 3 --seed 20 --rate 5000 --aux-size 65536
	"$1" laps-pipe --cpus 3 --seconds 2 --seed 21 --rate 5000 --aux-size 65536 --pipe --big-endian
}
