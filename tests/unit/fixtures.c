/* fixtures.c: recordings the unit tests write with the perf writer. */
#include <string.h>

#include "fixtures.h"

struct perf_writer *fixture_dtl_open(const char *path)
{
	static const uint64_t priv[1] = { 0 };
	struct pw_opts o = { 0 };
	struct perf_writer *w = pw_open(path, &o);
	struct perf_event_attr a;
	uint64_t id = FIXTURE_DTL_ID;

	if (!w)
		return NULL;
	memset(&a, 0, sizeof(a));
	a.type = 42;
	a.config = 1;
	a.sample_period = 1;
	a.sample_id_all = 1;
	a.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU |
			PERF_SAMPLE_IDENTIFIER;
	if (pw_add_event(w, &a, "vpa_dtl/dtl_all/", &id, 1) < 0 || pw_start(w) ||
	    pw_auxtrace_info(w, PW_AUXTRACE_VPA_DTL, priv, 1) || pw_finished_init(w)) {
		pw_close(w);
		return NULL;
	}
	return w;
}
