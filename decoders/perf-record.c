// SPDX-License-Identifier: GPL-2.0-only
/* perf-record.c: typed events from perf records, built on perf-sample.c
 * (body and trailer layout) and tracepoint.c (payload fields). Every length
 * is checked here: records come from untrusted files and rings. */
#include <linux/perf_event.h>
#include <string.h>

#include "bytes.h"
#include "dtl-lap.h"
#include "perf-file.h"
#include "perf-record.h"
#include "tracepoint.h"

enum pr_status pr_sample(const struct pr_layout *l, const uint8_t *body, size_t len,
			 struct event *ev)
{
	struct pf_sample s;
	int id = l->tp_id;
	const char *name = l->tp_name;
	uint32_t cpu;
	uint64_t time;

	/* Another shard's sample: its CPU and time are all this one needs,
	 * read where they sit; a fault in the rest is the owner's to report
	 * (and any shard's failure has the file read whole). */
	if (l->shard_n > 1 && pf_sample_cpu_time(body, len, l->attr->sample_type, l->swap, &cpu, &time) &&
	    cpu % l->shard_n != l->shard_k) {
		ev->time = time;
		ev->cpu = cpu;
		return PR_OTHER;
	}
	if (l->skip_before && pf_sample_cpu_time(body, len, l->attr->sample_type, l->swap, &cpu, &time) &&
	    time < l->skip_before) {
		ev->time = time;
		ev->cpu = cpu;
		return PR_OTHER;
	}
	if (pf_parse_sample(body, len, l->attr, l->swap, &s) < 0)
		return PR_SHORT;
	ev->time = s.time;	/* PR_OTHER and PR_SKIP too: a bound all the same */
	ev->cpu = s.cpu;
	if (l->shard_n > 1 && s.cpu % l->shard_n != l->shard_k)
		return PR_OTHER;
	if (!l->tp || !s.raw)
		return PR_SKIP;
	if (l->tp_from_payload) {
		/* common_type, the payload's first field, is its tracepoint id */
		if (s.raw_size < 2)
			return PR_SKIP;
		id = ld16(s.raw, l->swap);
		name = tp_event_name(l->tp, id);
	}
	memset(ev, 0, sizeof(*ev));
	ev->time = s.time;
	ev->cpu = s.cpu;
	ev->tp = (struct ev_tp){ s.raw, s.raw_size, id, (int32_t)s.pid, (int32_t)s.tid, name };
	/* ev_callchain finds the chain before the payload: only where it is */
	if (s.chain_nr && s.chain_nr <= UINT16_MAX && s.chain + 8 * (size_t)s.chain_nr + 4 == s.raw)
		ev->chain_nr = (uint16_t)s.chain_nr;
	return tp_decode(l->tp, id, s.raw, s.raw_size, ev) < 0 ? PR_SKIP : PR_EVENT;
}

/* Body bytes each side-band type needs before its trailer; 0: not one. */
static size_t need_of(uint32_t type)
{
	switch (type) {
	case PERF_RECORD_AUX:
	case PERF_RECORD_FORK:
		return 24;
	case PERF_RECORD_LOST:
		return 16;
	case PERF_RECORD_LOST_SAMPLES:
	case PERF_RECORD_COMM:
		return 8;
	case PERF_RECORD_MMAP:
		return 32;
	case PERF_RECORD_MMAP2:
		return 64;
	default:
		return 0;
	}
}

/* The DTL entries an AUX commit carries. Stream offset 0 holds the
 * boot-timebase header, not an entry; dtl_lap_entries says so, not this
 * decoder: the header is part of the stream's framing (dtl-lap.h), which
 * the AUX readers of live and replay also follow, and a record only names
 * the range of the stream it committed. */
static uint32_t aux_entries(const struct pr_layout *l, const struct ev_aux *a)
{
	if (!l->lap)
		return (uint32_t)(a->aux_size / DTL_ENTRY_SIZE);
	return (uint32_t)dtl_lap_entries(l->lap, a->aux_offset, a->aux_size);
}

static void on_comm(const uint8_t *body, size_t len, bool sw, struct ev_comm *c)
{
	size_t n = len - 8 < TASK_COMM_LEN - 1 ? len - 8 : TASK_COMM_LEN - 1;

	c->pid = (int32_t)ld32(body, sw);
	c->tid = (int32_t)ld32(body + 4, sw);
	memcpy(c->comm, body + 8, n);
}

/* Timed by their sample_id_all trailer, FORK by its own time field. */
enum pr_status pr_side_band(const struct pr_layout *l, uint32_t type, const uint8_t *body,
			    size_t len, struct event *ev, bool *timed)
{
	size_t tlen = pf_id_trailer_size(l->trailer_type), need = need_of(type);
	bool sw = l->swap;
	struct pf_sample s;

	*timed = false;
	if (!need)
		return PR_UNKNOWN;
	if (len < tlen || pf_parse_id_trailer(body, len, l->trailer_type, sw, &s) < 0)
		return PR_BAD_TRAILER;
	len -= tlen;
	if (len < need)
		return PR_SHORT;
	memset(ev, 0, sizeof(*ev));
	ev->time = s.time;
	ev->cpu = s.cpu;
	*timed = s.has_time;
	switch (type) {
	case PERF_RECORD_AUX:
		if (l->frame && l->frame(l->frame_arg) < 0)
			return PR_FAILED;
		ev->kind = EV_AUX;
		ev->aux.aux_offset = ld64(body, sw);
		ev->aux.aux_size = ld64(body + 8, sw);
		ev->aux.flags = ld64(body + 16, sw);
		ev->aux.entries = aux_entries(l, &ev->aux);
		break;
	case PERF_RECORD_LOST:
		ev->kind = EV_LOST;
		ev->lost.lost = ld64(body + 8, sw);
		ev->lost.id = s.id;
		break;
	case PERF_RECORD_LOST_SAMPLES:
		ev->kind = EV_LOST;
		ev->lost.lost = ld64(body, sw);
		ev->lost.id = s.id;
		break;
	case PERF_RECORD_COMM:
		ev->kind = EV_COMM;
		on_comm(body, len, sw, &ev->comm);
		break;
	case PERF_RECORD_MMAP:
	case PERF_RECORD_MMAP2:
		ev->kind = EV_MMAP;
		ev->mmap = (struct ev_mmap){ (int32_t)ld32(body, sw), (int32_t)ld32(body + 4, sw),
					     ld64(body + 8, sw), ld64(body + 16, sw), ld64(body + 24, sw) };
		ev->tp.raw = body + need;
		ev->tp.raw_size = (uint32_t)strnlen((const char *)body + need, len - need);
		break;
	default:	/* FORK */
		ev->kind = EV_FORK;
		ev->fork = (struct ev_fork){ (int32_t)ld32(body, sw), (int32_t)ld32(body + 4, sw),
					     (int32_t)ld32(body + 8, sw), (int32_t)ld32(body + 12, sw) };
		ev->time = ld64(body + 16, sw);
		*timed = true;
		break;
	}
	return PR_EVENT;
}

const char *pr_type_name(uint32_t type)
{
	switch (type) {
	case PERF_RECORD_SAMPLE:
		return "SAMPLE";
	case PERF_RECORD_AUX:
		return "AUX";
	case PERF_RECORD_LOST:
		return "LOST";
	case PERF_RECORD_LOST_SAMPLES:
		return "LOST_SAMPLES";
	case PERF_RECORD_COMM:
		return "COMM";
	case PERF_RECORD_FORK:
		return "FORK";
	case PERF_RECORD_MMAP:
		return "MMAP";
	case PERF_RECORD_MMAP2:
		return "MMAP2";
	default:
		return "unknown";
	}
}
