// SPDX-License-Identifier: GPL-2.0-only
/* fuzz-perf-file: the perf.data reader on a regular file (file mode: header,
 * attrs, feature sections, the lazily read AUXTRACE index, the record loop,
 * zstd), every decoded event printed by --script (tracepoint payloads
 * through libtraceevent) in one of its two forms, chosen by the input's
 * size so that both are fuzzed. The input is the whole file. */
#include <stdlib.h>
#include <unistd.h>

#include "fuzz.h"
#include "source.h"
#include "view.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[64], err[320];
	struct source *src;
	int fd = fuzz_memfd(data, size);

	if (fd < 0)
		abort();
	src = replay_open(fuzz_fd_path(fd, path, sizeof(path)), err, sizeof(err));
	if (src) {
		script_run(src, fuzz_null(), size & 1 ? SCRIPT_ONELINE : SCRIPT_PERF, NULL, NULL);
		source_close(src);
	}
	close(fd);
	return 0;
}
