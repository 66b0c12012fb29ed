// SPDX-License-Identifier: GPL-2.0-only
/* fuzz-perf-pipe: the perf.data reader on a real pipe (pipe mode: header
 * records in-stream, AUX payloads copied out of the stream, tracing data as
 * record 66, zstd), into batch text snapshots of 10 ms windows. The input is
 * the whole stream; inputs larger than the pipe buffer are not run. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "batch.h"
#include "fuzz.h"
#include "options.h"
#include "source.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct options o = { .input = "-", .batch = true, .format = OUT_TEXT,
			     .delay_ns = 10000000 };
	char path[64], err[320];
	struct source *src;
	int p[2], cap;
	size_t off = 0;

	if (pipe2(p, O_CLOEXEC) < 0)
		abort();
	cap = fcntl(p[1], F_SETPIPE_SZ, 1 << 20);
	if (cap < 0)
		cap = fcntl(p[1], F_GETPIPE_SZ);
	if (cap < 0 || size > (size_t)cap) {
		close(p[0]);
		close(p[1]);
		return 0;
	}
	while (off < size) {
		ssize_t n = write(p[1], data + off, size - off);

		if (n <= 0)
			abort();
		off += (size_t)n;
	}
	close(p[1]);
	src = replay_open(fuzz_fd_path(p[0], path, sizeof(path)), err, sizeof(err));
	if (src) {
		batch_run(src, &o, fuzz_null(), NULL);
		source_close(src);
	}
	close(p[0]);
	return 0;
}
