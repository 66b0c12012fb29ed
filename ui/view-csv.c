/* view-csv.c: the model as CSV, one row per vCPU with events per snapshot,
 * for spreadsheets and plotting. Times are ticks unless the column says ns. */
#include <inttypes.h>

#include "model.h"
#include "view.h"
#include "view-lpar.h"

void view_csv_header(FILE *f)
{
	fputs("snapshot,cpu,dispatches,steal_ticks,steal_ns,enq_min,enq_max,"
	      "enq_sum,p50,p90,p99,p999,affinity_misses,dtl_full_polls,"
	      "aux_truncated,aux_overruns,lost,sched_switch,sched_wakeup,first_ns,last_ns",
	      f);
	view_lpar_csv_header(f);
}

void view_csv(FILE *f, const struct model *m, const struct source *src,
	      unsigned snapshot)
{
	char lpar[96];

	view_lpar_csv(lpar, sizeof(lpar), m, src);	/* the same on every row */
	for (size_t i = 0; i < model_ncpus(m); i++) {
		uint32_t cpu = model_cpu_id(m, i);
		const struct model_stats *s = model_cpu_stats(m, cpu);

		if (!s->events)
			continue;
		fprintf(f, "%u,%u,%" PRIu64 ",%" PRIu64 ",%" PRIu64,
			snapshot, cpu, s->dispatches, s->steal_ticks,
			s->steal_ns);
		fprintf(f, ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
			",%" PRIu64 ",%" PRIu64 ",%" PRIu64,
			s->dispatches ? s->lat_min : 0,
			s->dispatches ? s->lat_max : 0, s->lat_sum,
			model_stats_pct(s, 500), model_stats_pct(s, 900),
			model_stats_pct(s, 990), model_stats_pct(s, 999));
		fprintf(f, ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64
			",%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 "%s\n",
			s->affinity_misses, s->dtl_full_polls, s->aux_truncated,
			s->aux_overruns, s->lost, s->sched_switch, s->sched_wakeup, s->first_ns,
			s->last_ns, lpar);
	}
}
