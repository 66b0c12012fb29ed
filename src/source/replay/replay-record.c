// SPDX-License-Identifier: GPL-2.0-only
/* replay-record.c: what -o needs to re-encode a replay's events (a slice of
 * a recording, slice.h): its tracepoints and their formats, its vpa_dtl
 * event, and each CPU's DTL stream header, so that the events written read
 * back as they were read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "replay.h"

int replay_keep_tracing(struct replay *r, const void *blob, size_t len)
{
	void *p = malloc(len ? len : 1);

	if (!p)
		return -1;
	memcpy(p, blob, len);
	free(r->tracing);
	r->tracing = p;
	r->tracing_len = len;
	return 0;
}

/* The stream header each CPU's entries were decoded with. */
static bool replay_boottb(void *arg, uint32_t cpu, struct dtl_boottb *out)
{
	struct replay *r = arg;

	return dq_header(&r->dq, cpu, out);
}

/* The tracepoints that may appear (the recorder's tracepoint attrs, named
 * as perf named them) and the vpa_dtl event. The recording's other events
 * (software, hardware, other PMUs) are not written: -o records what dtltop
 * models. The tasks are named by the samples' payloads and COMM records in
 * the span, as they come. */
int replay_record_setup(struct source *s, struct record_setup *rs)
{
	struct replay *r = (struct replay *)s;
	uint32_t ncpus = s->info.nr_cpus_avail;

	memset(rs, 0, sizeof(*rs));
	for (uint32_t i = 0; i < r->nattrs; i++) {
		const struct pf_attr *a = r->attrs[i];

		if (a->kind == EVSEL_TRACEPOINT && rs->ntps < RECORD_MAX_TPS) {
			bool dup = false;

			for (unsigned k = 0; k < rs->ntps; k++)
				dup |= rs->tp_ids[k] == a->tp_id;
			if (dup)
				continue;
			rs->tp_ids[rs->ntps] = a->tp_id;
			rs->tp_names[rs->ntps++] = a->name;
			rs->sample_type = a->sample_type;
		} else if (a->kind == EVSEL_VPA_DTL && !rs->dtl) {
			rs->dtl = true;
			rs->dtl_pmu_type = a->type;
			rs->dtl_config = a->config;
			rs->poll_ns = a->sample_period;
		}
	}
	if (!rs->ntps && !rs->dtl) {
		snprintf(s->err, sizeof(s->err), "%s: no tracepoint or vpa_dtl event to write",
			 r->path);
		return -1;
	}
	rs->tracing = r->tracing;
	rs->tracing_len = r->tracing ? r->tracing_len : 0;
	if (!ncpus)
		ncpus = s->info.nr_cpus_online;
	rs->ncpus = ncpus ? ncpus : 1;
	rs->boottb = replay_boottb;
	rs->boottb_arg = r;
	return 0;
}
