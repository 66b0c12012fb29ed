# SPDX-License-Identifier: GPL-2.0-only
# The series count dtltop(1) states (METRICS, "Series count") is the one a
# scrape holds: --listen on --simulate=64 and --simulate=1024 with
# --metrics-tasks 10, for each --metrics-by, counted as the sample lines of
# the Prometheus text answer once a window was published, every gauge known
# and every vCPU seen. The expected figures are parsed out of the page, so it
# cannot go stale. Also: every metric family served is one the page
# documents (METRICS, up to "Series count"), and every one it documents is
# served; the OpenMetrics answer names the same families without _total and
# _info. Five families can legitimately be absent (the page says when): the
# entitlement, physc, %entc, pool and app gauges where not known, and the
# task families without sched events; the simulator knows them all, and the
# test waits (with a deadline) until it does.
. "$TOP/tests/lib.sh"
man=$TOP/dtltop.1
command -v curl >/dev/null || skip "curl is not installed"

# The page's table: "BY ... N64 N1024" lines inside METRICS.
sed -n '/^\.SH METRICS/,/^\.SH /p' "$man" > metrics.roff
sed -nE 's/^(vcpu|core|chip|lpar)( .*)? +([0-9]+) +([0-9]+)$/\1 \3 \4/p' metrics.roff > table.txt
[ "$(cut -d' ' -f1 table.txt | tr '\n' ' ')" = "vcpu core chip lpar " ] ||
	fail "no series count table in dtltop.1 METRICS: $(cat table.txt)"
# The families documented: ".B dtltop_..." entries up to "Series count".
sed -n '1,/^\.SS Series count/p' metrics.roff | sed -nE 's/^\.B (dtltop_[a-z_]+)$/\1/p' | sort -u > documented.txt
[ "$(wc -l < documented.txt)" -ge 20 ] || fail "too few metrics documented: $(cat documented.txt)"

pid=
stop() {
	if [ -n "$pid" ]; then
		kill -INT "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
		pid=
	fi
}
trap stop EXIT

# serve N BY: start a simulation serving metrics; sets pid and url.
serve() {
	"$DTLTOP" --simulate="$1" --listen 127.0.0.1:0 --metrics-by "$2" --metrics-tasks 10 \
		--batch --json -d 1 > "out.$1.$2.json" 2> "err.$1.$2.txt" &
	pid=$!
	url="http://127.0.0.1:$(metrics_port "err.$1.$2.txt" "$pid")/metrics"
}

# settled N FILE: a scrape after a published window, with all N vCPUs seen,
# every gauge there (the simulator knows entitlement, pool and, from its
# second lparcfg read, app) and 10 comms with [other].
settled() {
	[ "$(grep -c . "out.$1.$by.json")" -ge 1 ] &&
		grep -qx "dtltop_vcpus $1" "$2" &&
		grep -q '^dtltop_pool_available_cores ' "$2" &&
		[ "$(grep -c '^dtltop_task_preempts_total{' "$2")" -eq 11 ]
}

for n in 64 1024; do
	col=$([ $n = 64 ] && echo 2 || echo 3)
	for by in vcpu core chip lpar; do
		want=$(awk -v b=$by -v c=$col '$1 == b { print $c }' table.txt)
		serve $n $by
		end=$(( $(date +%s) + 120 ))
		while :; do
			curl -sf -m 10 "$url" > "prom.$n.$by.txt" || :	# text 0.0.4 by default
			settled $n "prom.$n.$by.txt" && break
			kill -0 "$pid" 2>/dev/null || fail "--simulate=$n --metrics-by $by ended: $(cat "err.$n.$by.txt")"
			[ "$(date +%s)" -lt "$end" ] || fail "--simulate=$n --metrics-by $by: no complete scrape in 120 s: $(grep -v '^#' "prom.$n.$by.txt" | grep -vE '_total\{(cpu|core|chip)=' | head -n 60)"
			sleep 0.2
		done
		if [ $n = 64 ] && [ $by = vcpu ]; then
			curl -sf -m 10 -H 'Accept: application/openmetrics-text' "$url" > om.txt ||
				fail "OpenMetrics scrape failed"
		fi
		stop
		got=$(grep -vc '^#' "prom.$n.$by.txt")
		# The rows behind it: what the page's table assumes (SMT8 cores,
		# 64-vCPU chips, one unlabelled row for lpar).
		case $by in
		vcpu) rows=$n lbl=cpu ;;
		core) rows=$((n / 8)) lbl=core ;;
		chip) rows=$((n / 64)) lbl=chip ;;
		lpar) rows=1 lbl= ;;
		esac
		if [ -n "$lbl" ]; then
			r=$(sed -nE "s/^dtltop_dispatches_total\{$lbl=\"([0-9]+)\"\} .*/\1/p" "prom.$n.$by.txt" | sort -un | wc -l)
		else
			r=$(grep -c '^dtltop_dispatches_total [0-9]' "prom.$n.$by.txt")
		fi
		[ "$r" -eq "$rows" ] || fail "--simulate=$n --metrics-by $by: $r dispatches rows, want $rows"
		echo "--simulate=$n --metrics-by $by: $got series (dtltop.1: $want), $rows rows"
		[ "$got" = "$want" ] || fail "--simulate=$n --metrics-by $by serves $got series, dtltop.1 says $want:
$(grep -v '^#' "prom.$n.$by.txt" | sed -E 's/[{ ].*//' | sort | uniq -c)"
		# Families served, by the Prometheus text's TYPE lines.
		sed -nE 's/^# TYPE ([a-z_]+) .*/\1/p' "prom.$n.$by.txt" | sort -u > "served.$n.$by.txt"
		diff documented.txt "served.$n.$by.txt" > fam.diff ||
			fail "--simulate=$n --metrics-by $by: families served (>) and documented in dtltop.1 (<) differ: $(cat fam.diff)"
	done
done

# OpenMetrics: the same families, counters without _total, info without
# _info, ending in # EOF.
tail -n 1 om.txt | grep -qx '# EOF' || fail "OpenMetrics answer does not end in # EOF"
sed -nE 's/^# TYPE ([a-z_]+) .*/\1/p' om.txt | sort -u > om-families.txt
sed -E 's/_(total|info)$//' documented.txt | sort -u > om-want.txt
diff om-want.txt om-families.txt > om.diff || fail "OpenMetrics families (>) differ from dtltop.1's names less _total/_info (<): $(cat om.diff)"
echo "families: $(wc -l < documented.txt) documented, all served"
