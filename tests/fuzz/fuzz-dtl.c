// SPDX-License-Identifier: GPL-2.0-only
/* fuzz-dtl: the DTL decoder: AUX buffers of any CPUs queued (in memory as
 * pipe mode does, or by file offset as file mode does), their boot-timebase
 * headers and 48-byte entries decoded and merged by time (dtl-queue.c,
 * dtl.h), every entry fed to the model and a text snapshot printed.
 * Layout: flags byte (bit 0: boottb byte-swapped, bit 1: file-backed, bit 2:
 * drain everything after each buffer rather than a few entries, bit 3: each
 * buffer says how far it is from the end of its CPU's previous one, bits
 * 4-5: the AUX size, so the lap, 128K, 256, 1K or 64K), then buffers: cpu
 * (1 byte), with bit 3 a gap (1 byte, in 16-byte units), length (2 bytes
 * little-endian, clamped), bytes. Buffers of a CPU follow each other in its
 * stream, as perf records them. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtl-queue.h"
#include "fuzz.h"
#include "model.h"
#include "source.h"
#include "view.h"

struct sink {
	struct model *m;
	int budget;		/* entries still wanted before stopping; <0: all */
	/* No ordering check: the merge orders streams, not a stream whose
	 * hostile entries go back in time (counted as out_of_order). */
};

static int feed(const struct event *ev, void *arg)
{
	struct sink *s = arg;

	if (ev->kind != EV_DTL || !dtl_entry_valid(&ev->dtl.e) || !ev->dtl.tb_freq)
		fuzz_fail("dq_drain gave an entry the decoder should have skipped", NULL, 0);
	model_feed(s->m, ev);
	return s->budget >= 0 && --s->budget <= 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dtl_queues dq;
	struct source src;
	struct sink sink;
	const struct consumer c = { .event = feed, .arg = &sink };
	static const uint64_t laps[4] = { 128 << 10, 256, 1024, 64 << 10 };
	static uint64_t pos[256];
	bool file;
	size_t off = 1;
	int fd = -1;

	if (size < 1)
		return 0;
	memset(pos, 0, sizeof(pos));
	file = data[0] & 2;
	if (file && (fd = fuzz_memfd(data, size)) < 0)
		abort();
	memset(&src, 0, sizeof(src));
	memset(&sink, 0, sizeof(sink));
	dq_init(&dq, fd, data[0] & 1);
	if (!dq_set_aux_size(&dq, laps[data[0] >> 4 & 3]))
		abort();
	sink.m = model_new(NULL);
	if (!sink.m)
		abort();
	while (off + 3 + !!(data[0] & 8) <= size) {
		uint32_t cpu = data[off++];
		size_t len;

		if (data[0] & 8)
			pos[cpu] += (uint64_t)data[off++] * 16;
		len = (size_t)data[off] | (size_t)data[off + 1] << 8;
		off += 2;
		if (len > size - off)
			len = size - off;
		if (file) {
			if (dq_add_file(&dq, cpu, off, len, pos[cpu]) < 0)
				break;
		} else {
			void *mem = dq_reserve(&dq, cpu, len);

			if (!mem)
				break;
			memcpy(mem, data + off, len);
			if (dq_commit(&dq, cpu, len, pos[cpu]) < 0)
				break;
		}
		pos[cpu] += len;
		off += len;
		/* Interleave drains with adds, as the record loop does: a few
		 * entries at a time, or all of them. */
		sink.budget = data[0] & 4 ? -1 : 3;
		if (dq_drain(&dq, UINT64_MAX, &src, &c) < 0)
			goto out;
	}
	sink.budget = -1;
	dq_drain(&dq, UINT64_MAX, &src, &c);
out:
	model_settle(sink.m);
	view_text(fuzz_null(), sink.m, NULL, NULL);
	view_json(fuzz_null(), sink.m, NULL, NULL);
	model_free(sink.m);
	dq_free(&dq);
	if (fd >= 0)
		close(fd);
	return 0;
}
