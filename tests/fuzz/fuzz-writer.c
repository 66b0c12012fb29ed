// SPDX-License-Identifier: GPL-2.0-only
/* fuzz-writer: the batch driver and its views (JSON, CSV, text) on decoded
 * input: a source whose events are built from the input, with the
 * guarantees the decoders give (tb_freq != 0, valid timebase) and nothing
 * else (comm bytes arbitrary and unterminated, any pid, cpu, reason, time).
 * JSON output must be one valid JSON object per line; CSV rows must all have
 * the header's column count; text must carry no control bytes but newline.
 * Layout: format byte (0 text, 1 JSON, 2 CSV; bits 2-3 pick -d 1ms, 100ms,
 * 1s or none; bit 4 -n 3; bit 5 has_dtl; bit 7 -C 0-3,8 (CSV quotes the
 * list: commas inside quotes do not count); bit 6: host strings follow: 3
 * NUL-terminated strings for hostname, osrelease, arch), then events: kind byte (low 3 bits; bit 3: 4-byte
 * cpu, else 1 byte; bit 4: 8-byte absolute time, else 2-byte delta),
 * cpu, time, then up to sizeof the event union of payload bytes. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "fuzz.h"
#include "options.h"
#include "source.h"

struct fsrc {
	struct source src;
	const uint8_t *p, *e;
};

static uint64_t take(struct fsrc *f, size_t n)
{
	uint64_t v = 0;

	for (size_t i = 0; i < n && f->p < f->e; i++)
		v |= (uint64_t)*f->p++ << (8 * i);
	return v;
}

static const char *const tp_names[] = {
	"sched:sched_switch", "sched:sched_wakeup", "sched:sched_waking",
};

static int fsrc_run(struct source *src, const struct consumer *c)
{
	struct fsrc *f = (struct fsrc *)src;
	uint64_t t = 1000000000;

	while (f->p < f->e) {
		uint8_t k = *f->p++;
		struct event ev;
		size_t n;

		memset(&ev, 0, sizeof(ev));
		ev.kind = (uint16_t)(k % 8 + 1);
		ev.cpu = (uint32_t)take(f, k & 8 ? 4 : 1);
		if (k & 16)
			t = take(f, 8);
		else
			t += take(f, 2) * 1000;
		ev.time = t;
		n = (size_t)(f->e - f->p);
		if (n > sizeof(ev.dtl))
			n = sizeof(ev.dtl);
		memcpy(&ev.dtl, f->p, n);
		f->p += n;
		switch (ev.kind) {
		case EV_DTL:
			if (!ev.dtl.tb_freq)
				ev.dtl.tb_freq = 512000000;
			ev.dtl.e.timebase &= INT64_MAX;
			if (!ev.dtl.e.timebase)
				ev.dtl.e.timebase = 1;
			break;
		case EV_SCHED_SWITCH:
		case EV_SCHED_WAKEUP:
		case EV_SCHED_OTHER:
			ev.tp.tep_id = -1;
			ev.tp.name = tp_names[ev.kind - EV_SCHED_SWITCH];
			break;
		default:
			break;
		}
		if (source_emit(src, &ev, c))
			break;
	}
	return 0;
}

static void fsrc_close(struct source *src)
{
	(void)src;
}

static void take_str(struct fsrc *f, char *dst, size_t cap)
{
	size_t n = 0;

	while (f->p < f->e && *f->p) {
		if (n + 1 < cap)
			dst[n++] = (char)*f->p;
		f->p++;
	}
	if (f->p < f->e)
		f->p++;
	dst[n] = '\0';
}

static const struct source_ops fsrc_ops = { .name = "fuzz", .run = fsrc_run, .close = fsrc_close };

static void check_output(int format, const char *out, size_t len)
{
	size_t cols = 0;

	for (const char *l = out, *e; l < out + len; l = e + 1) {
		e = memchr(l, '\n', (size_t)(out + len - l));
		if (!e)
			fuzz_fail("output does not end in a newline", out, len);
		if (format == OUT_JSON && !fuzz_json_valid(l, (size_t)(e - l)))
			fuzz_fail("a JSON line is not valid JSON", l, (size_t)(e - l));
		if (format == OUT_CSV) {
			size_t c = 1;
			bool quoted = false;

			for (const char *q = l; q < e; q++) {
				quoted ^= *q == '"';
				c += *q == ',' && !quoted;
			}
			if (!cols)
				cols = c;
			else if (c != cols)
				fuzz_fail("CSV rows differ in column count", l, (size_t)(e - l));
		}
		for (const char *q = l; q < e; q++)
			if ((unsigned char)*q < 0x20 || *q == 0x7f)
				fuzz_fail("control byte in output", l, (size_t)(e - l));
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint64_t delays[] = { 1000000, 100000000, 1000000000, 0 };
	struct options o = { .input = "fuzz", .batch = true };
	struct fsrc f = { .src = { .ops = &fsrc_ops } };
	char *out = NULL;
	size_t len = 0;
	FILE *mem;

	if (size < 1)
		return 0;
	o.format = data[0] % 4 == 1 ? OUT_JSON : data[0] % 4 == 2 ? OUT_CSV : OUT_TEXT;
	o.delay_ns = delays[(data[0] >> 2) & 3];
	o.count = data[0] & 16 ? 3 : 0;
	o.cpus = data[0] & 128 ? "0-3,8" : NULL;
	f.src.info.kind = "replay";
	f.src.info.path = "fuzz";
	f.src.info.has_dtl = data[0] & 32;
	/* both kinds of view: every figure, and the unmeasured ones unknown */
	f.src.info.dtl_iface = f.src.info.has_dtl ? DTL_IFACE_VPA : DTL_IFACE_NONE;
	f.p = data + 1;
	f.e = data + size;
	if (data[0] & 64) {
		take_str(&f, f.src.info.hostname, sizeof(f.src.info.hostname));
		take_str(&f, f.src.info.osrelease, sizeof(f.src.info.osrelease));
		take_str(&f, f.src.info.arch, sizeof(f.src.info.arch));
	}
	mem = open_memstream(&out, &len);
	if (!mem)
		abort();
	batch_run(&f.src, &o, mem, NULL);
	fclose(mem);
	check_output(o.format, out, len);
	free(out);
	return 0;
}
