/* fuzz-dtl: the DTL decoder: AUX buffers of any CPUs queued (in memory as
 * pipe mode does, or by file offset as file mode does), their boot-timebase
 * headers and 48-byte entries decoded and merged by time (dtl-queue.c,
 * dtl-entry.c), every entry fed to the model and a text snapshot printed.
 * Layout: flags byte (bit 0: boottb byte-swapped, bit 1: file-backed), then
 * buffers: cpu (1 byte), length (2 bytes little-endian, clamped), bytes. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtl-queue.h"
#include "fuzz.h"
#include "model.h"
#include "view.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dtl_queues dq;
	struct model *m;
	bool file;
	size_t off = 1;
	int fd = -1, pops = 0;

	if (size < 1)
		return 0;
	file = data[0] & 2;
	if (file && (fd = fuzz_memfd(data, size)) < 0)
		abort();
	dq_init(&dq, fd, data[0] & 1);
	m = model_new(NULL);
	if (!m)
		abort();
	while (off + 3 <= size) {
		uint32_t cpu = data[off];
		size_t len = (size_t)data[off + 1] | (size_t)data[off + 2] << 8;
		void *mem = NULL;

		off += 3;
		if (len > size - off)
			len = size - off;
		if (!file) {
			mem = malloc(len ? len : 1);
			if (!mem)
				abort();
			memcpy(mem, data + off, len);
		}
		if (dq_add(&dq, cpu, off, len, mem) < 0)
			break;
		off += len;
		/* Interleave pops with adds, as the record loop does. */
		while (dq_next_time(&dq) != UINT64_MAX && (data[0] & 4 || pops++ % 3)) {
			struct event ev;

			memset(&ev, 0, sizeof(ev));
			if (dq_pop(&dq, &ev) < 0)
				goto out;
			model_feed(m, &ev);
			if (data[0] & 4)
				break;
		}
	}
	while (dq_next_time(&dq) != UINT64_MAX) {
		struct event ev;

		memset(&ev, 0, sizeof(ev));
		if (dq_pop(&dq, &ev) < 0)
			break;
		if (ev.kind != EV_DTL || !dtl_entry_valid(&ev.dtl.e) || !ev.dtl.tb_freq)
			fuzz_fail("dq_pop gave an entry the decoder should have skipped", NULL, 0);
		model_feed(m, &ev);
	}
out:
	view_text(fuzz_null(), m, NULL);
	view_json(fuzz_null(), m, NULL);
	model_free(m);
	dq_free(&dq);
	if (fd >= 0)
		close(fd);
	return 0;
}
