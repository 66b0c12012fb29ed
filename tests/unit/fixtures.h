/* fixtures.h: recordings the unit tests write with the perf writer. */
#ifndef DTLTOP_TEST_FIXTURES_H
#define DTLTOP_TEST_FIXTURES_H

#include <stdint.h>

#include "perf-writer.h"

/* The vpa_dtl event the tests' recordings carry (sample id FIXTURE_DTL_ID). */
#define FIXTURE_DTL_ID 1

/* Open path for a DTL-only recording as upstream perf writes one: the
 * vpa_dtl event (type 42, TID|TIME|CPU|IDENTIFIER, sample_id_all),
 * AUXTRACE_INFO type 7, ready for AUX and AUXTRACE records. NULL on
 * failure. */
struct perf_writer *fixture_dtl_open(const char *path);

#endif
