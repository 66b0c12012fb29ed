// SPDX-License-Identifier: GPL-2.0-only
/* test-perf-record.c: the perf record decoder on records laid out byte by
 * byte here, every expected value worked out by hand from those bytes. */
#include <linux/perf_event.h>
#include <stdlib.h>

#include "bytes.h"
#include "dtl-lap.h"
#include "harness.h"
#include "perf-file.h"
#include "perf-record.h"
#include "tracepoint.h"
#include "tracing-blob.h"

#define TRAILER (PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU)

/* A record body under construction. */
struct body {
	uint8_t b[256];
	size_t n;
	bool sw;
};

static void put32(struct body *b, uint32_t v)
{
	st32(b->b + b->n, v, b->sw);
	b->n += 4;
}

static void put64(struct body *b, uint64_t v)
{
	st64(b->b + b->n, v, b->sw);
	b->n += 8;
}

/* The sample_id_all trailer of TRAILER: pid 7, tid 8, time 5000, cpu 3. */
static void put_trailer(struct body *b)
{
	put32(b, 7);
	put32(b, 8);
	put64(b, 5000);
	put32(b, 3);
	put32(b, 0);
}

/* ev is of kind, timed and placed by put_trailer's trailer. */
static bool from_trailer(const struct event *ev, bool timed, uint16_t kind)
{
	return timed && ev->kind == kind && ev->time == 5000 && ev->cpu == 3;
}

static struct tp_decoder *sched_decoder(void)
{
	uint8_t *blob = NULL;
	size_t len = tracing_blob(&blob, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__);
	char err[128];
	struct tep_handle *tep = len ? tracing_data_parse(blob, len, err, sizeof(err)) : NULL;

	free(blob);
	return tep ? tp_decoder_new(tep) : NULL;
}

/* A sched_switch payload by the embedded format's offsets: common_type 372
 * at 0, prev_comm at 8, prev_pid 24, prev_prio 28, prev_state 32 (8 bytes),
 * next_comm 40, next_pid 56, next_prio 60; 64 bytes. */
static void put_switch(struct body *b)
{
	uint8_t *p = b->b + b->n;

	memset(p, 0, 64);
	st16(p, 372, false);
	memcpy(p + 8, "idle", 4);
	st32(p + 24, 0, false);
	st32(p + 28, 120, false);
	st64(p + 32, 1, false);
	memcpy(p + 40, "bash", 4);
	st32(p + 56, 4242, false);
	st32(p + 60, 110, false);
	b->n += 64;
}

TEST(perf_record_sched_sample)
{
	struct pf_attr a = { .sample_type = TRAILER | PERF_SAMPLE_RAW };
	struct tp_decoder *d = sched_decoder();
	struct pr_layout l = { .attr = &a, .tp = d, .tp_from_payload = true };
	struct body b = { .n = 0 };
	struct event ev;

	CHECK(d);
	put_trailer(&b);		/* TID, TIME, CPU come in the same order */
	put32(&b, 64);			/* RAW: u32 size, payload, pad to 8 */
	put_switch(&b);
	b.n += 4;
	CHECK_U64(b.n, 96);
	CHECK_U64(pr_sample(&l, b.b, b.n, &ev), PR_EVENT);
	CHECK(from_trailer(&ev, true, EV_SCHED_SWITCH));
	CHECK_U64(ev.tp.pid, 7);
	CHECK_U64(ev.tp.tid, 8);
	CHECK_U64(ev.tp.tep_id, 372);
	CHECK_STR(ev.tp.name, "sched:sched_switch");
	CHECK(ev.tp.raw == b.b + 28);	/* in place: no copy */
	CHECK_U64(ev.tp.raw_size, 64);
	CHECK_STR(ev.sw.prev_comm, "idle");
	CHECK_STR(ev.sw.next_comm, "bash");
	CHECK_U64(ev.sw.next_pid, 4242);
	CHECK_U64(ev.sw.prev_prio, 120);
	CHECK_U64(ev.sw.next_prio, 110);
	CHECK_U64(ev.sw.prev_state, 1);

	/* The id from the attr instead: its name is the attr's. */
	l = (struct pr_layout){ .attr = &a, .tp = d, .tp_id = 372, .tp_name = "x:y" };
	CHECK_U64(pr_sample(&l, b.b, b.n, &ev), PR_EVENT);
	CHECK_STR(ev.tp.name, "x:y");
	CHECK_U64(ev.kind, EV_SCHED_SWITCH);

	/* Short of the payload by one byte; no decoder; a payload cut under its
	 * format. A sample skipped still gives its time and cpu: every sample
	 * bounds the releases, typed or not (a shard reads another's samples'
	 * times without typing them, and must bound as the whole replay does). */
	CHECK_U64(pr_sample(&l, b.b, 91, &ev), PR_SHORT);
	st32(b.b + 24, 63, false);
	memset(&ev, 0, sizeof(ev));
	CHECK_U64(pr_sample(&l, b.b, b.n, &ev), PR_SKIP);
	CHECK(ev.time == 5000 && ev.cpu == 3);
	l.tp = NULL;
	memset(&ev, 0, sizeof(ev));
	CHECK_U64(pr_sample(&l, b.b, b.n, &ev), PR_SKIP);
	CHECK(ev.time == 5000 && ev.cpu == 3);
	tp_decoder_free(d);
}

/* AUX at stream offset 0 over a 256-byte area: (256 - 32) / 48 = 4 slots
 * in 192 bytes, the first the boot-timebase header: 3 entries. */
static int frames;

static int frame_ok(void *arg)
{
	(void)arg;
	frames++;
	return 0;
}

static int frame_bad(void *arg)
{
	(void)arg;
	return -1;
}

TEST(perf_record_aux)
{
	struct dtl_lap lap;
	struct pr_layout l = { .trailer_type = TRAILER, .lap = &lap, .frame = frame_ok };
	struct body b = { .n = 0 };
	struct event ev;
	bool timed;

	CHECK(dtl_lap_init(&lap, 256));
	put64(&b, 0);
	put64(&b, 192);
	put64(&b, 0x2);
	put_trailer(&b);
	frames = 0;
	CHECK_U64(pr_side_band(&l, PERF_RECORD_AUX, b.b, b.n, &ev, &timed), PR_EVENT);
	CHECK_U64(frames, 1);
	CHECK(from_trailer(&ev, timed, EV_AUX));
	CHECK_U64(ev.aux.aux_offset, 0);
	CHECK_U64(ev.aux.aux_size, 192);
	CHECK_U64(ev.aux.flags, 2);
	CHECK_U64(ev.aux.entries, 3);

	/* The next lap at 256: its 4 slots are all entries. */
	st64(b.b, 256, false);
	CHECK_U64(pr_side_band(&l, PERF_RECORD_AUX, b.b, b.n, &ev, &timed), PR_EVENT);
	CHECK_U64(ev.aux.entries, 4);

	/* No framing known: 192 / 48. */
	l.lap = NULL;
	st64(b.b, 0, false);
	CHECK_U64(pr_side_band(&l, PERF_RECORD_AUX, b.b, b.n, &ev, &timed), PR_EVENT);
	CHECK_U64(ev.aux.entries, 4);

	/* Framing is asked for only once the record is known good. */
	frames = 0;
	CHECK_U64(pr_side_band(&l, PERF_RECORD_AUX, b.b, 47, &ev, &timed), PR_SHORT);
	CHECK_U64(pr_side_band(&l, PERF_RECORD_AUX, b.b, 23, &ev, &timed), PR_BAD_TRAILER);
	CHECK_U64(frames, 0);
	l.frame = frame_bad;
	CHECK_U64(pr_side_band(&l, PERF_RECORD_AUX, b.b, b.n, &ev, &timed), PR_FAILED);
}

/* Side-band records in the other byte order, as a big-endian recording
 * replayed here (or the reverse) has them. */
TEST(perf_record_side_band_swapped)
{
	struct pr_layout l = { .swap = true, .trailer_type = TRAILER };
	struct body b = { .n = 0, .sw = true };
	struct event ev;
	bool timed;

	put64(&b, 99);			/* LOST: id, lost */
	put64(&b, 12);
	put_trailer(&b);
	CHECK_U64(pr_side_band(&l, PERF_RECORD_LOST, b.b, b.n, &ev, &timed), PR_EVENT);
	CHECK(from_trailer(&ev, timed, EV_LOST));
	CHECK_U64(ev.lost.lost, 12);
	CHECK_U64(pr_side_band(&l, PERF_RECORD_LOST, b.b, 39, &ev, &timed), PR_SHORT);

	/* LOST_SAMPLES reads the first u64: 99 */
	CHECK_U64(pr_side_band(&l, PERF_RECORD_LOST_SAMPLES, b.b, b.n, &ev, &timed), PR_EVENT);
	CHECK_U64(ev.lost.lost, 99);

	/* FORK: pid 10, ppid 1, tid 11, ptid 2, its own time 777 */
	b.n = 0;
	put32(&b, 10);
	put32(&b, 1);
	put32(&b, 11);
	put32(&b, 2);
	put64(&b, 777);
	put_trailer(&b);
	CHECK_U64(pr_side_band(&l, PERF_RECORD_FORK, b.b, b.n, &ev, &timed), PR_EVENT);
	CHECK_U64(ev.kind, EV_FORK);
	CHECK_U64(ev.fork.pid, 10);
	CHECK_U64(ev.fork.ppid, 1);
	CHECK_U64(ev.fork.tid, 11);
	CHECK_U64(ev.fork.ptid, 2);
	CHECK_U64(ev.time, 777);
	CHECK_U64(ev.cpu, 3);
}

/* COMM without sample_id_all: no time, the name cut to 15 bytes. */
TEST(perf_record_comm_untimed)
{
	struct pr_layout l = { .trailer_type = 0 };
	struct body b = { .n = 0 };
	struct event ev;
	bool timed = true;

	put32(&b, 40);
	put32(&b, 41);
	memcpy(b.b + b.n, "a-very-long-thread-name\0", 24);
	b.n += 24;
	CHECK_U64(pr_side_band(&l, PERF_RECORD_COMM, b.b, b.n, &ev, &timed), PR_EVENT);
	CHECK(!timed);
	CHECK_U64(ev.kind, EV_COMM);
	CHECK_U64(ev.time, 0);
	CHECK_U64(ev.comm.pid, 40);
	CHECK_U64(ev.comm.tid, 41);
	CHECK_STR(ev.comm.comm, "a-very-long-thr");
	CHECK_U64(pr_side_band(&l, PERF_RECORD_COMM, b.b, 7, &ev, &timed), PR_SHORT);
	CHECK_U64(pr_side_band(&l, PERF_RECORD_EXIT, b.b, b.n, &ev, &timed), PR_UNKNOWN);
	CHECK_STR(pr_type_name(PERF_RECORD_LOST_SAMPLES), "LOST_SAMPLES");
}

/* A shard reads another shard's sample's CPU and time where they sit and
 * no further: a fault in the rest (here a RAW size past the body) is
 * PR_SHORT for the owner only. Without CPU in sample_type the full parse
 * decides, and cpu 0 is shard 0's. */
TEST(perf_record_other_shard_sample)
{
	struct pf_attr a = { .sample_type = TRAILER | PERF_SAMPLE_RAW };
	struct pr_layout l = { .attr = &a, .shard_n = 2, .shard_k = 0 };
	struct body b = { .n = 0 };
	struct event ev;

	put_trailer(&b);		/* cpu 3: shard 1's */
	put32(&b, 200);			/* RAW: 200 bytes claimed, 4 there */
	put32(&b, 0);
	CHECK_U64(pr_sample(&l, b.b, b.n, &ev), PR_OTHER);
	CHECK_U64(ev.time, 5000);
	CHECK_U64(ev.cpu, 3);
	l.shard_k = 1;
	CHECK_U64(pr_sample(&l, b.b, b.n, &ev), PR_SHORT);
	/* cut inside the CPU field: the full parse says what is wrong */
	l.shard_k = 0;
	CHECK_U64(pr_sample(&l, b.b, 20, &ev), PR_SHORT);
	/* TID|TIME only, body of 16 bytes: cpu 0, shard 0's own */
	a.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME;
	l.shard_k = 1;
	CHECK_U64(pr_sample(&l, b.b, 16, &ev), PR_OTHER);
	CHECK_U64(ev.cpu, 0);
	CHECK_U64(ev.time, 5000);
}

/* pf_sample_cpu_time against pf_parse_sample, for every combination of
 * the fields before CPU, with and without fields after it, at every body
 * length: where it answers, its CPU and time are the full parse's; where
 * it does not for a sample_type with both, the full parse of just those
 * leading fields fails on that length too. */
TEST(perf_sample_cpu_time_fixed_places)
{
	static const uint64_t lead[] = { PERF_SAMPLE_IDENTIFIER, PERF_SAMPLE_IP, PERF_SAMPLE_TID,
					 PERF_SAMPLE_TIME, PERF_SAMPLE_ADDR, PERF_SAMPLE_ID,
					 PERF_SAMPLE_STREAM_ID, PERF_SAMPLE_CPU };
	uint8_t body[128];
	int answered = 0;

	for (size_t i = 0; i < sizeof(body); i++)
		body[i] = (uint8_t)(i * 37 + 11);
	for (unsigned int bits = 0; bits < 256; bits++)
		for (int tail = 0; tail < 2; tail++) {
			uint64_t t = tail ? PERF_SAMPLE_PERIOD : 0, lt = 0;

			for (int k = 0; k < 8; k++)
				if (bits & (1u << k))
					lt |= lead[k];
			t |= lt;
			for (size_t len = 0; len <= sizeof(body); len += 4) {
				struct pf_attr a = { .sample_type = t }, al = { .sample_type = lt };
				struct pf_sample s;
				uint32_t cpu = 0;
				uint64_t time = 0;

				if (pf_sample_cpu_time(body, len, t, true, &cpu, &time)) {
					answered++;
					CHECK(pf_parse_sample(body, sizeof(body), &a, true, &s) == 0);
					CHECK(s.has_cpu && s.has_time);
					CHECK_U64(cpu, s.cpu);
					CHECK_U64(time, s.time);
				} else if ((t & PERF_SAMPLE_TIME) && (t & PERF_SAMPLE_CPU)) {
					CHECK(pf_parse_sample(body, len, &al, true, &s) < 0);
				}
			}
		}
	CHECK(answered > 1000);
}
