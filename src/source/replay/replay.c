// SPDX-License-Identifier: GPL-2.0-only
/* replay.c: the perf.data replay source: opens a file or pipe, reads the
 * header, event attributes and feature sections, and identifies the sched
 * tracepoints and the vpa_dtl event. The record loop is in replay-stream.c. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <event-parse.h>

#include "bytes.h"
#include "replay.h"
#include "signals.h"
#include "tracepoint.h"

#define CMDLINE_MAX_ARGS 4096

#define MAX_ATTRS 4096
/* perf_event_attr.type past PERF_TYPE_BREAKPOINT: a dynamic PMU's */
#define PERF_TYPE_MAX_KNOWN 6
#define MAX_IDS   (1u << 22)

int replay_error(struct replay *r, const char *fmt, ...)
{
	char msg[200];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (r->rs.cancelled)	/* a short read that was a stop, not the input */
		snprintf(msg, sizeof(msg), "interrupted before the recording's header was read");
	if (!r->failed)
		snprintf(r->src.err, sizeof(r->src.err), "%s: %s", r->path, msg);
	r->failed = true;
	return -1;
}

void replay_notice(struct replay *r, const char *fmt, ...)
{
	char msg[200];
	va_list ap;

	if (r->src.note[0])
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	snprintf(r->src.note, sizeof(r->src.note), "%s: %s", r->path, msg);
}

void replay_partial(struct replay *r, const char *fmt, ...)
{
	va_list ap;

	if (r->src.info.partial)
		return;		/* the first cause is the one to tell */
	va_start(ap, fmt);
	vsnprintf(r->src.info.partial_why, sizeof(r->src.info.partial_why), fmt, ap);
	va_end(ap);
	__atomic_store_n(&r->src.info.partial, true, __ATOMIC_RELEASE);
}

/* ---- attrs and their ids ---- */

static uint32_t id_hash(uint64_t id, uint32_t cap)
{
	return (uint32_t)((id * 0x9e3779b97f4a7c15ULL) >> 32) & (cap - 1);
}

static int ids_grow(struct replay *r)
{
	uint32_t cap = r->ids_cap ? r->ids_cap * 2 : 256;
	struct id_slot *old = r->ids, *n = calloc(cap, sizeof(*n));

	if (!n)
		return -1;
	for (uint32_t i = 0; i < r->ids_cap; i++) {
		uint32_t h;

		if (!old[i].attr)
			continue;
		for (h = id_hash(old[i].id, cap); n[h].attr; h = (h + 1) & (cap - 1))
			;
		n[h] = old[i];
	}
	free(old);
	r->ids = n;
	r->ids_cap = cap;
	return 0;
}

static int ids_put(struct replay *r, uint64_t id, uint32_t attr)
{
	uint32_t h;

	if ((r->ids_n + 1) * 2 > r->ids_cap && ids_grow(r) < 0)
		return -1;
	for (h = id_hash(id, r->ids_cap); r->ids[h].attr; h = (h + 1) & (r->ids_cap - 1))
		if (r->ids[h].id == id)
			return 0;	/* first owner wins */
	r->ids[h] = (struct id_slot){ id, attr + 1, 0 };
	r->ids_n++;
	return 0;
}

/* The dense array (replay.h) when the ids span at most about four slots
 * an id, built from the hash (whose first owner of an id has won already)
 * as the record loop starts; an attr added later drops it. */
#define IDS_DENSE_SLACK 4
#define IDS_DENSE_MAX   (1u << 20)	/* 4 MiB: past any real file's ids */
void replay_ids_densify(struct replay *r)
{
	uint64_t lo = UINT64_MAX, hi = 0, span;
	uint32_t *d;

	free(r->ids_dense);
	r->ids_dense = NULL;
	for (uint32_t i = 0; i < r->ids_cap; i++) {
		if (!r->ids[i].attr)
			continue;
		lo = r->ids[i].id < lo ? r->ids[i].id : lo;
		hi = r->ids[i].id > hi ? r->ids[i].id : hi;
	}
	if (!r->ids_n || hi - lo >= (uint64_t)r->ids_n * IDS_DENSE_SLACK + 64 ||
	    hi - lo >= IDS_DENSE_MAX)
		return;
	span = hi - lo + 1;
	if (!(d = calloc(span, sizeof(*d))))
		return;		/* the hash serves */
	for (uint32_t i = 0; i < r->ids_cap; i++)
		if (r->ids[i].attr)
			d[r->ids[i].id - lo] = r->ids[i].attr;
	r->ids_dense = d;
	r->ids_lo = lo;
	r->ids_span = (uint32_t)span;
}

static struct id_slot *id_slot_of(const struct replay *r, uint64_t id)
{
	if (!r->ids_cap)
		return NULL;
	for (uint32_t h = id_hash(id, r->ids_cap); r->ids[h].attr; h = (h + 1) & (r->ids_cap - 1))
		if (r->ids[h].id == id)
			return &r->ids[h];
	return NULL;
}

void replay_id_set_cpu(struct replay *r, uint64_t id, uint32_t cpu)
{
	struct id_slot *s = id_slot_of(r, id);

	if (s && cpu < UINT32_MAX)
		s->cpu = cpu + 1;
}

uint32_t replay_id_cpu(const struct replay *r, uint64_t id)
{
	const struct id_slot *s = id_slot_of(r, id);

	return s && s->cpu ? s->cpu - 1 : UINT32_MAX;
}

const struct pf_attr *replay_attr_by_id_hashed(const struct replay *r, uint64_t id)
{
	uint32_t h;

	if (!r->ids_cap)
		return NULL;
	for (h = id_hash(id, r->ids_cap); r->ids[h].attr; h = (h + 1) & (r->ids_cap - 1))
		if (r->ids[h].id == id)
			return r->attrs[r->ids[h].attr - 1];
	return NULL;
}

int replay_add_attr(struct replay *r, const void *attr, size_t len,
		    const void *ids, uint32_t nr_ids)
{
	struct pf_attr *a;
	char err[160];
	void *p;

	if (r->nattrs >= MAX_ATTRS)
		return replay_error(r, "more than %d events", MAX_ATTRS);
	if (nr_ids > MAX_IDS || r->ids_n + nr_ids > MAX_IDS)
		return replay_error(r, "implausible number of sample ids (%u)", nr_ids);
	p = realloc(r->attrs, (r->nattrs + 1) * sizeof(*r->attrs));
	if (!p)
		return replay_error(r, "out of memory");
	r->attrs = p;
	a = calloc(1, sizeof(*a));
	if (!a)
		return replay_error(r, "out of memory");
	r->attrs[r->nattrs] = a;
	if (pf_parse_attr(attr, len, r->hdr.swap, a, err, sizeof(err)) < 0) {
		free(a);
		return replay_error(r, "event %u: %s", r->nattrs, err);
	}
	a->tp_id = -1;
	if (a->type == 2 /* PERF_TYPE_TRACEPOINT */) {
		a->kind = EVSEL_TRACEPOINT;
		a->tp_id = (int)a->config;
	}
	snprintf(a->name, sizeof(a->name), "event%u", r->nattrs);
	r->nattrs++;
	for (uint32_t i = 0; i < nr_ids; i++)
		if (ids_put(r, ld64((const uint8_t *)ids + 8 * i, r->hdr.swap), r->nattrs - 1) < 0)
			return replay_error(r, "out of memory");
	/* a record's attr, past the start: the hash alone from now on */
	free(r->ids_dense);
	r->ids_dense = NULL;
	return 0;
}

/* ---- features ---- */

static int name_event(const char *name, const void *ids, uint32_t nr_ids, bool swap, void *arg)
{
	struct replay *r = arg;

	for (uint32_t i = 0; i < nr_ids; i++) {
		struct pf_attr *a = (struct pf_attr *)replay_attr_by_id(r, ld64((const uint8_t *)ids + 8 * i, swap));

		if (a)
			snprintf(a->name, sizeof(a->name), "%s", name);
	}
	return 0;
}

static void pmu_mapping(uint32_t type, const char *name, void *arg)
{
	struct replay *r = arg;

	if (strcmp(name, "vpa_dtl") == 0)
		r->vpa_pmu_type = type;
}

int replay_read_at(struct replay *r, void *buf, size_t len, uint64_t off)
{
	ssize_t n;

	do
		n = pread(r->fd, buf, len, (off_t)off);
	while (n < 0 && errno == EINTR);
	return n == (ssize_t)len ? 0 : -1;
}

/* Offset of index entry i (file mode), read in blocks; UINT64_MAX past the end. */
uint64_t replay_idx_entry(struct replay *r, uint64_t i)
{
	uint8_t buf[sizeof(r->idx_cache) * 2];
	uint64_t n;

	if (i >= r->idx_n)
		return UINT64_MAX;
	if (i < r->idx_cache_base || i >= r->idx_cache_base + r->idx_cache_n) {
		n = r->idx_n - i < 256 ? r->idx_n - i : 256;
		if (replay_read_at(r, buf, n * 16, r->idx_off + 16 * i) < 0)
			return UINT64_MAX;
		for (uint64_t k = 0; k < n; k++)
			r->idx_cache[k] = ld64(buf + 16 * k, r->hdr.swap);
		r->idx_cache_base = i;
		r->idx_cache_n = n;
	}
	return r->idx_cache[i - r->idx_cache_base];
}

/* Queue the AUX buffer of the AUXTRACE record at file offset off. */
static int queue_indexed(struct replay *r, uint64_t off, uint32_t *cpu)
{
	uint8_t rec[AUXTRACE_REC_SIZE];
	uint64_t payload;
	uint16_t hsize;

	if (off > r->file_size || r->file_size - off < sizeof(rec) ||
	    replay_read_at(r, rec, sizeof(rec), off) < 0)
		return replay_error(r, "AUXTRACE index points past the end of the file (offset %llu)",
				    (unsigned long long)off);
	hsize = ld16(rec + 6, r->hdr.swap);
	payload = ld64(rec + 8, r->hdr.swap);
	*cpu = ld32(rec + 40, r->hdr.swap);
	if (ld32(rec, r->hdr.swap) != REC_AUXTRACE || hsize < sizeof(rec))
		return replay_error(r, "AUXTRACE index entry at offset %llu is not an AUXTRACE record",
				    (unsigned long long)off);
	if (payload > r->file_size - off - hsize)
		return replay_error(r, "AUXTRACE buffer at offset %llu runs past the end of the file",
				    (unsigned long long)off);
	if (replay_aux_framing(r) < 0)
		return -1;
	if (replay_resume_skips(r, *cpu, off) || !replay_mine(r, *cpu)) {
		*cpu = UINT32_MAX;	/* queued nothing: the look-ahead goes on */
		return 0;
	}
	r->dq.rec_off = off;
	if (dq_add_file(&r->dq, *cpu, off + hsize, payload, ld64(rec + 16, r->hdr.swap)) < 0)
		return replay_error(r, "%s", r->dq.err);
	return 0;
}

/* dq refill hook: queue indexed buffers ahead of the record loop until one
 * for cpu turns up. What is passed on the way is queued too, so memory is
 * bounded by how far ahead a CPU's next buffer lies (about one poll). */
static int index_refill(void *arg, uint32_t cpu)
{
	struct replay *r = arg;

	while (r->idx_i < r->idx_n) {
		uint64_t off = replay_idx_entry(r, r->idx_i);
		uint32_t got = UINT32_MAX;

		if (off == UINT64_MAX)
			return replay_error(r, "cannot read the AUXTRACE index");
		r->idx_i++;
		if (queue_indexed(r, off, &got) < 0)
			return -1;
		r->la_last = off;
		r->la_any = true;
		if (got == cpu)
			return 1;
	}
	return 0;
}

int replay_index_passed(struct replay *r, uint64_t off)
{
	/* Look-aheads queue index entries in file order, so anything up to
	 * the last one they queued is already in a queue. */
	if (r->la_any && off <= r->la_last)
		return 1;
	while (replay_idx_entry(r, r->idx_i) <= off)
		r->idx_i++;
	return 0;
}

/* p holds at least the first 8 bytes of the len-byte index feature. */
static void index_init(struct replay *r, const void *p, uint64_t len)
{
	uint64_t nr;

	/* The index only lets a CPU's queue look ahead: the AUXTRACE records
	 * are all in the data. A corrupt one is read without. */
	nr = len >= 8 ? ld64(p, r->hdr.swap) : 0;
	if (len < 8 || nr > (len - 8) / 16) {
		replay_notice(r, "the AUXTRACE index is corrupt (%llu entries in %llu bytes): "
			      "ignored", (unsigned long long)nr, (unsigned long long)len);
		return;
	}
	r->idx_off = r->feat_off + 8;
	r->idx_n = nr;
	r->indexed = nr > 0;
	r->dq.refill = r->indexed ? index_refill : NULL;
	r->dq.refill_arg = r;
}

int replay_set_tracing_data(struct replay *r, const void *blob, size_t len)
{
	char err[200], *ks = NULL;
	size_t ks_len = 0;
	struct tep_handle *tep = tracing_data_parse_ks(blob, len, &ks, &ks_len, err, sizeof(err));

	if (!tep)
		return replay_error(r, "%s", err);
	/* the kallsyms dtltop -o stored: the first one stays (views may
	 * hold it already when a pipe sends its tracing data again) */
	if (ks && !r->src.info.kallsyms) {
		r->kallsyms = ks;
		r->src.info.kallsyms = ks;
		r->src.info.kallsyms_len = ks_len;
	} else {
		free(ks);
	}
	r->page_size = (uint32_t)tep_get_page_size(tep);
	if (replay_keep_tracing(r, blob, len) < 0)
		return replay_error(r, "out of memory");
	tp_decoder_free(r->src.tp);
	r->src.tp = tp_decoder_new(tep);
	if (!r->src.tp)
		return replay_error(r, "cannot set up tracepoint decoding");
	return 0;
}

static int cmdline_arg(void *arg, const char *a)
{
	struct replay *r = arg;
	char **v, *copy;

	if (r->cmdline_n >= CMDLINE_MAX_ARGS)
		return -1;
	v = realloc(r->cmdline, (size_t)(r->cmdline_n + 1) * sizeof(*v));
	if (!v)
		return -1;
	r->cmdline = v;
	if (!(copy = strdup(a)))
		return -1;
	r->cmdline[r->cmdline_n++] = copy;
	return 0;
}

static void free_cmdline(struct replay *r)
{
	for (int i = 0; i < r->cmdline_n; i++)
		free(r->cmdline[i]);
	free(r->cmdline);
	r->cmdline = NULL;
	r->cmdline_n = 0;
}

int replay_aux_framing(struct replay *r)
{
	uint64_t aux;
	const char *why = "found in the data";

	if (r->aux_decided)
		return 0;
	r->aux_decided = true;
	if (r->aux_override) {
		aux = r->aux_override;
		why = "--aux-size";
	} else if (r->aux_inherited) {
		aux = r->aux_inherited;	/* its first reader decided */
	} else if (replay_lap_detect(r, &aux) < 0) {
		return -1;
	}
	if (!dq_set_aux_size(&r->dq, aux))
		return replay_error(r, "the AUX size %llu (%s) cannot frame the DTL stream: "
				    "a power of two from 256 bytes is needed (--aux-size)",
				    (unsigned long long)aux, why);
	r->src.info.aux_size = aux;
	if (r->aux_note[0])
		memcpy(r->src.note, r->aux_note, sizeof(r->src.note));
	return 0;
}

static const struct source_ops replay_ops;

int replay_set_aux_size(struct source *src, uint64_t bytes)
{
	struct replay *r = (struct replay *)src;

	if (src->ops != &replay_ops || r->aux_decided)
		return -1;
	r->aux_override = bytes;
	return 0;
}

/* One CPU of a core's thread sibling list (pf_feat_cpu_topology). */
static int topology_cpu(void *arg, uint32_t core, uint32_t cpu)
{
	struct source_info *in = arg;

	if (cpu >= 65536)	/* past what the model keeps (MODEL_MAX_CPU) */
		return -1;
	if (cpu >= in->ncore_of) {
		uint32_t n = cpu + 1 > in->ncore_of * 2 ? cpu + 1 : in->ncore_of * 2;
		uint32_t *p = realloc(in->core_of, (size_t)n * sizeof(*p));

		if (!p)
			return -1;
		for (uint32_t i = in->ncore_of; i < n; i++)
			p[i] = SOURCE_NO_CORE;
		in->core_of = p;
		in->ncore_of = n;
	}
	in->core_of[cpu] = core;
	return 0;
}

/* The recording's cores, and threads per core = the largest core; a list
 * that cannot be read leaves SMT8 numbering, with a note, not a failure. */
static void read_topology(struct replay *r, const void *p, size_t len)
{
	struct source_info *in = &r->src.info;
	uint32_t *per, smt = 0;

	free(in->core_of);
	in->core_of = NULL;
	in->ncore_of = 0;
	if (pf_feat_cpu_topology(p, len, r->hdr.swap, topology_cpu, in) < 0) {
		free(in->core_of);
		in->core_of = NULL;
		in->ncore_of = 0;
		snprintf(r->src.note, sizeof(r->src.note), "%s: the CPU_TOPOLOGY feature cannot be "
			 "read; cores are taken as %u consecutive CPUs", r->path, in->smt);
		return;
	}
	per = calloc(in->ncore_of ? in->ncore_of : 1, sizeof(*per));
	for (uint32_t c = 0; per && c < in->ncore_of; c++) {
		uint32_t k = in->core_of[c];

		if (k < in->ncore_of && ++per[k] > smt)	/* never more cores than CPUs */
			smt = per[k];
	}
	free(per);
	if (smt)
		in->smt = smt;
}

/* The features without which dtltop reads a recording wrongly, not only
 * with less to say: the tracepoints' formats. The others (names, command
 * line, topology, host) are informational: one that is empty or corrupt
 * is ignored with a notice, as perf reads such files. */
static bool feat_needed(int feat)
{
	return feat == FEAT_TRACING_DATA;
}

/* The events' clock, if every one says use_clockid with that clock. */
static bool attrs_on_clock(const struct replay *r, uint32_t clockid)
{
	for (uint32_t i = 0; i < r->nattrs; i++)
		if (!r->attrs[i]->use_clockid || (uint32_t)r->attrs[i]->clockid != clockid)
			return false;
	return r->nattrs > 0;
}

void replay_clock(struct replay *r, uint64_t last_ns)
{
	struct wallclock *wc = &r->src.info.clock;
	struct wallclock w = { 0 };

	if (r->cd_have && attrs_on_clock(r, r->cd_clockid)) {
		w.q = WC_EXACT;
		w.offset_ns = (int64_t)(r->cd_wall - r->cd_clk);
		snprintf(w.how, sizeof(w.how), "CLOCK_DATA");
	} else if (r->mtime_ns && (r->st_have || last_ns)) {
		/* perf's "captured on": written as the recording ended */
		w.q = WC_APPROX;
		uint64_t last = r->st_have ? r->st_last : last_ns;

		/* a hostile SAMPLE_TIME or event time: no wall clock from it */
		if (last > INT64_MAX || __builtin_sub_overflow(r->mtime_ns, (int64_t)last,
							       &w.offset_ns))
			return;
		snprintf(w.how, sizeof(w.how), "file mtime");
	} else {
		return;
	}
	/* views read it from another thread: quality last */
	__atomic_store_n(&wc->q, WC_NONE, __ATOMIC_RELEASE);
	wc->offset_ns = w.offset_ns;
	memcpy(wc->how, w.how, sizeof(wc->how));
	__atomic_store_n(&wc->q, w.q, __ATOMIC_RELEASE);
}

int replay_feature(struct replay *r, int feat, const void *p, size_t len)
{
	struct source_info *in = &r->src.info;
	bool sw = r->hdr.swap;
	int ret = 0;

	switch (feat) {
	case FEAT_TRACING_DATA:
		return replay_set_tracing_data(r, p, len);
	case FEAT_HOSTNAME:
		ret = pf_feat_string(p, len, sw, in->hostname, sizeof(in->hostname));
		break;
	case FEAT_OSRELEASE:
		ret = pf_feat_string(p, len, sw, in->osrelease, sizeof(in->osrelease));
		break;
	case FEAT_VERSION:
		ret = pf_feat_string(p, len, sw, in->perf_version, sizeof(in->perf_version));
		break;
	case FEAT_ARCH:
		ret = pf_feat_string(p, len, sw, in->arch, sizeof(in->arch));
		break;
	case FEAT_CPUDESC:
		ret = pf_feat_string(p, len, sw, in->cpudesc, sizeof(in->cpudesc));
		break;
	case FEAT_NRCPUS:
		ret = pf_feat_nrcpus(p, len, sw, &in->nr_cpus_avail, &in->nr_cpus_online);
		break;
	case FEAT_CMDLINE:
		free_cmdline(r);
		ret = pf_feat_cmdline(p, len, sw, cmdline_arg, r);
		break;
	case FEAT_EVENT_DESC:
		ret = pf_feat_event_desc(p, len, sw, name_event, r);
		break;
	case FEAT_CPU_TOPOLOGY:	/* not once running (pipe mode): the view has read it */
		if (!r->c)
			read_topology(r, p, len);
		break;
	case FEAT_PMU_MAPPINGS:
		ret = pf_feat_pmu_mappings(p, len, sw, pmu_mapping, r);
		break;
	case FEAT_AUXTRACE:	/* pipe mode has no index; file mode reads it lazily */
		break;
	case FEAT_CLOCK_DATA:
		ret = pf_feat_clock_data(p, len, sw, &r->cd_clockid, &r->cd_wall, &r->cd_clk);
		r->cd_have = ret == 0;
		replay_clock(r, 0);
		break;
	case FEAT_SAMPLE_TIME: {
		uint64_t first;

		ret = pf_feat_sample_time(p, len, sw, &first, &r->st_last);
		r->st_have = ret == 0 && r->st_last;
		replay_clock(r, 0);
		break;
	}
	default:
		break;
	}
	if (ret < 0 && feat_needed(feat))
		return replay_error(r, "the %s feature is corrupt (%zu bytes)", pf_feat_name(feat), len);
	if (ret < 0)
		replay_notice(r, "the %s feature is empty or corrupt (%zu bytes): ignored",
			      pf_feat_name(feat), len);
	return 0;
}

void replay_found_dtl(struct replay *r)
{
	r->src.info.has_dtl = true;
	r->src.info.dtl_iface = DTL_IFACE_VPA;
	snprintf(r->src.info.dtl_why, sizeof(r->src.info.dtl_why),
		 "the recording has a vpa_dtl event");
}

/* Name the attrs (tracepoints by their format's name) and find vpa_dtl. */
void replay_classify(struct replay *r)
{
	r->src.info.name_width = 0;
	/* until a vpa_dtl event (or, in a pipe, its AUXTRACE_INFO) says */
	if (!r->src.info.has_dtl)
		snprintf(r->src.info.dtl_why, sizeof(r->src.info.dtl_why),
			 "none: the recording has no vpa_dtl event");
	for (uint32_t i = 0; i < r->nattrs; i++) {
		struct pf_attr *a = r->attrs[i];

		if (strncmp(a->name, "vpa_dtl", 7) == 0 ||
		    (r->vpa_pmu_type && a->type == r->vpa_pmu_type && a->type >= 6))
			a->kind = EVSEL_VPA_DTL;
		if (a->kind == EVSEL_VPA_DTL)
			replay_found_dtl(r);
		if (a->kind == EVSEL_TRACEPOINT && strncmp(a->name, "event", 5) == 0 &&
		    r->src.tp) {
			const char *n = tp_event_name(r->src.tp, a->tp_id);

			if (n)
				snprintf(a->name, sizeof(a->name), "%s", n);
		}
		if (strlen(a->name) > r->src.info.name_width)
			r->src.info.name_width = (uint32_t)strlen(a->name);
	}
}

/* Does the recording hold anything dtltop shows, vpa_dtl data or
 * tracepoints (sched's counted and followed, the others counted by name,
 * all printed by --script)? If not, an all-zero report would pass for an
 * idle LPAR: say what it holds instead. */
int replay_check_usable(struct replay *r, bool may_wait)
{
	char names[72] = "";
	size_t n = 0;
	bool tps = false;

	replay_classify(r);
	if (r->src.info.has_dtl)
		return 0;
	for (uint32_t i = 0; i < r->nattrs; i++) {
		const char *name = r->attrs[i]->name;

		if (r->attrs[i]->kind == EVSEL_TRACEPOINT) {
			if (r->src.tp)
				return 0;
			tps = true;	/* but no formats to read them with */
		}
		/* an unnamed event of a dynamic PMU may be vpa_dtl: its
		 * AUXTRACE_INFO record, ahead of the samples, will say */
		if (may_wait && r->attrs[i]->type >= PERF_TYPE_MAX_KNOWN &&
		    r->attrs[i]->kind != EVSEL_TRACEPOINT)
			return 1;
		bool seen = false;

		for (uint32_t j = 0; j < i && !seen; j++)
			seen = strcmp(r->attrs[j]->name, name) == 0;
		if (seen || n >= sizeof(names) - 1)
			continue;	/* one of each, as far as the line goes */
		n += (size_t)snprintf(names + n, sizeof(names) - n, "%s%s", n ? ", " : "", name);
	}
	if (n >= sizeof(names) - 1)
		memcpy(names + sizeof(names) - 4, "...", 4);
	if (!r->src.tp && (tps || r->src.info.partial))
		return replay_error(r, "nothing to show: %s", r->src.info.partial ?
				    r->src.info.partial_why :
				    "its tracepoints come without their formats (no TRACING_DATA)");
	return replay_error(r, "nothing to show: no vpa_dtl or tracepoint event, only %s "
			    "(record with perf record -a -e 'sched:*,vpa_dtl/dtl_all/')",
			    r->nattrs ? names : "no events");
}

/* ---- opening a file ---- */


static int section_ok(struct replay *r, const struct pf_section *s, const char *what)
{
	if (s->offset > r->file_size || s->size > r->file_size - s->offset)
		return replay_error(r, "%s section (offset %llu, size %llu) runs past the end of the %llu-byte file",
				    what, (unsigned long long)s->offset, (unsigned long long)s->size,
				    (unsigned long long)r->file_size);
	return 0;
}

static int read_attrs(struct replay *r)
{
	uint64_t asz = r->hdr.attr_size, n;
	uint8_t *buf;

	if (section_ok(r, &r->hdr.attrs, "attrs") < 0)
		return -1;
	n = r->hdr.attrs.size / asz;
	if (n == 0 || r->hdr.attrs.size % asz)
		return replay_error(r, "attrs section size %llu is not a multiple of attr_size %llu",
				    (unsigned long long)r->hdr.attrs.size, (unsigned long long)asz);
	if (n > MAX_ATTRS)
		return replay_error(r, "more than %d events", MAX_ATTRS);
	buf = malloc(asz);
	if (!buf)
		return replay_error(r, "out of memory");
	for (uint64_t i = 0; i < n; i++) {
		struct pf_section ids;
		uint8_t *idbuf;
		int ret;

		if (replay_read_at(r, buf, asz, r->hdr.attrs.offset + i * asz) < 0)
			break;
		ids.offset = ld64(buf + asz - 16, r->hdr.swap);
		ids.size = ld64(buf + asz - 8, r->hdr.swap);
		if (section_ok(r, &ids, "sample ids") < 0 || ids.size / 8 > MAX_IDS) {
			free(buf);
			return replay_error(r, "event %llu: bad sample id section", (unsigned long long)i);
		}
		idbuf = malloc(ids.size + 1);
		if (!idbuf || replay_read_at(r, idbuf, ids.size, ids.offset) < 0) {
			free(idbuf);
			free(buf);
			return replay_error(r, "cannot read sample ids");
		}
		ret = replay_add_attr(r, buf, asz - 16, idbuf, (uint32_t)(ids.size / 8));
		free(idbuf);
		if (ret < 0) {
			free(buf);
			return -1;
		}
	}
	free(buf);
	return 0;
}

static int read_features(struct replay *r)
{
	uint64_t table = r->hdr.data.offset + r->hdr.data.size;
	struct pf_section sec;
	uint8_t ent[16];
	int nth = 0;

	for (int feat = 0; feat < FEAT_BITS; feat++) {
		uint8_t *body;
		int ret;

		if (!(r->hdr.features[feat / 64] >> (feat % 64) & 1))
			continue;
		if (replay_read_at(r, ent, 16, table + 16ull * nth++) < 0) {
			if (feat_needed(feat))
				return replay_error(r, "feature table truncated (the %s feature)",
						    pf_feat_name(feat));
			replay_notice(r, "the feature table ends before the %s feature: ignored",
				      pf_feat_name(feat));
			return 0;
		}
		sec.offset = ld64(ent, r->hdr.swap);
		sec.size = ld64(ent + 8, r->hdr.swap);
		if (sec.offset == 0 && sec.size == 0)
			continue;	/* perf leaves zeroed slots for features it failed to write */
		if (sec.offset > r->file_size || sec.size > r->file_size - sec.offset) {
			if (feat_needed(feat))
				return section_ok(r, &sec, "the TRACING_DATA feature");
			replay_notice(r, "the %s feature (offset %llu, size %llu) runs past the end "
				      "of the file: ignored", pf_feat_name(feat),
				      (unsigned long long)sec.offset, (unsigned long long)sec.size);
			continue;
		}
		if (feat == FEAT_AUXTRACE) {
			/* Grows with the recording: read lazily, only its count now. */
			if (replay_read_at(r, ent, 8, sec.offset) < 0)
				memset(ent, 0xff, 8);	/* says it is corrupt */
			r->feat_off = sec.offset;
			index_init(r, ent, sec.size);
			continue;
		}
		if (sec.size > (64u << 20) && feat_needed(feat))
			return replay_error(r, "the %s feature is implausibly large (%llu bytes)",
					    pf_feat_name(feat), (unsigned long long)sec.size);
		if (sec.size > (64u << 20)) {
			replay_notice(r, "the %s feature is implausibly large (%llu bytes): ignored",
				      pf_feat_name(feat), (unsigned long long)sec.size);
			continue;
		}
		body = malloc(sec.size + 1);
		if (!body)
			return replay_error(r, "out of memory");
		if (replay_read_at(r, body, sec.size, sec.offset) < 0) {
			free(body);
			return replay_error(r, "cannot read feature %d", feat);
		}
		r->feat_off = sec.offset;
		ret = replay_feature(r, feat, body, sec.size);
		free(body);
		if (ret < 0)
			return -1;
	}
	return 0;
}

/* A file perf record never finished (killed: the header it wrote first
 * says 0 bytes of data) or one cut short (a copy that stopped): its data
 * section is read to the end of the file, as far as records are whole.
 * The feature sections, written last, are not there. */
static void clamp_data(struct replay *r)
{
	struct pf_section *d = &r->hdr.data;

	if (d->offset > r->file_size || (d->size && d->size <= r->file_size - d->offset))
		return;		/* whole, or past saving: section_ok says so */
	if (!d->size)
		replay_partial(r, "perf record did not finish this recording (its header says 0 "
			       "bytes of data: was it killed?); the names and formats of its "
			       "events, written last, are missing");
	else
		replay_partial(r, "the file is cut short: its header says %llu bytes of data, "
			       "%llu are there, and the names and formats of its events, "
			       "written after them, are missing",
			       (unsigned long long)d->size,
			       (unsigned long long)(r->file_size - d->offset));
	d->size = r->file_size - d->offset;
	r->file_cut = true;
}

static int open_file_mode(struct replay *r, const uint8_t *head)
{
	char err[160];

	if (pf_parse_header(head, PERF_FILE_HEADER_SIZE, &r->hdr, err, sizeof(err)) < 0)
		return replay_error(r, "%s", err);
	clamp_data(r);
	if (section_ok(r, &r->hdr.data, "data") < 0)
		return -1;
	dq_init(&r->dq, r->fd, r->hdr.swap);
	if (read_attrs(r) < 0 || (!r->file_cut && read_features(r) < 0))
		return -1;
	if (rs_init(&r->rs, r->fd, false, r->hdr.data.offset,
		    r->hdr.data.offset + r->hdr.data.size) < 0)
		return replay_error(r, "out of memory");
	return r->dir.n ? replay_dir_streams(r) : 0;
}

/* A pipe read that waits gives up when dtltop is quitting: a writer that
 * stalls (a FIFO, `tail -f`) must not hold the view or a stop signal. */
static bool pipe_cancel(void *arg)
{
	struct replay *r = arg;

	return __atomic_load_n(&r->quit, __ATOMIC_RELAXED) || signals_stopping();
}

static int open_pipe_mode(struct replay *r)
{
	dq_init(&r->dq, r->fd, r->hdr.swap);
	r->file_size = 0;	/* no index, no seeking: a stream */
	r->src.info.pipe = true;
	rx_disable(&r->ix);
	if (rs_init(&r->rs, r->fd, true, PERF_PIPE_HEADER_SIZE, UINT64_MAX) < 0)
		return replay_error(r, "out of memory");
	r->rs.cancel = pipe_cancel;
	r->rs.cancel_arg = r;
	return 0;
}

static void replay_stop(struct source *src)
{
	__atomic_store_n(&((struct replay *)src)->quit, true, __ATOMIC_RELAXED);
}

static void replay_close(struct source *src)
{
	struct replay *r = (struct replay *)src;

	rs_free(&r->rs);
	rx_free(&r->ix);
	rx_point_free(&r->resume);
	replay_dir_free(r);
	replay_lost_free(r);
	reorder_free(&r->rq);
	dq_free(&r->dq);
	zstd_in_free(r->zin);
	tp_decoder_free(r->src.tp);
	free(r->tracing);
	free(r->kallsyms);
	free(r->src.info.core_of);
	free_cmdline(r);
	for (uint32_t i = 0; i < r->nattrs; i++)
		free(r->attrs[i]);
	free(r->attrs);
	free(r->ids);
	free(r->ids_dense);
	if (r->fd > 0)
		close(r->fd);
	free(r);
}

/* The first index entry at or after file offset y: entries are in file
 * order (perf appends them as it writes the records). */
static uint64_t idx_first_from(struct replay *r, uint64_t y)
{
	uint64_t lo = 0, hi = r->idx_n;

	while (lo < hi) {
		uint64_t mid = lo + (hi - lo) / 2;

		if (replay_idx_entry(r, mid) < y)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Start the fresh reader two at the checkpoint p (its arrays now two's):
 * the records from p->y on, the AUXTRACE index from there, and each cpu's
 * stream with the header its first reader had. */
static int resume_at(struct replay *two, struct rx_point *p)
{
	rs_free(&two->rs);
	if (rs_init(&two->rs, two->fd, false, p->y, two->hdr.data.offset + two->hdr.data.size) < 0)
		return -1;
	two->resume = *p;
	memset(p, 0, sizeof(*p));
	two->resumed = true;
	two->idx_i = two->indexed ? idx_first_from(two, two->resume.y) : 0;
	two->dq.seed_tb = two->resume.tb;
	two->dq.seed_have = two->resume.have_tb;
	two->dq.nseed = two->resume.ncpu;
	rx_disable(&two->ix);	/* its own points would be the first's again */
	return 0;
}

/* A second reader of the same file, for events from t0 on: from the last
 * checkpoint the first reader recorded before t0 (replay-index.h), else
 * from the start; it may deliver earlier events too. A pipe cannot be read
 * again. The --aux-size override, or the AUX size the first reader found,
 * goes with it, so both frame DTL alike (a reader that decides on its own
 * samples the same data, and decides the same). */
struct replay *replay_open_again(const struct replay *r, const char *pipe_why, char *err,
				 size_t errlen)
{
	const struct source *src = &r->src;
	struct source *two;

	if (src->info.pipe || !src->info.path || !strcmp(src->info.path, "-")) {
		snprintf(err, errlen, "%s", pipe_why);
		return NULL;
	}
	two = replay_open(src->info.path, err, errlen);
	if (two && r->aux_override)
		replay_set_aux_size(two, r->aux_override);
	else if (two && r->aux_decided) {	/* the same framing, not decided again */
		((struct replay *)two)->aux_inherited = r->src.info.aux_size;
		memcpy(((struct replay *)two)->aux_note, r->aux_note, sizeof(r->aux_note));
	}
	return (struct replay *)two;
}

static struct source *replay_reopen(const struct source *src, uint64_t t0, char *err,
				    size_t errlen)
{
	struct replay *r = (struct replay *)src;	/* ix's lock only */
	struct rx_point p;
	struct replay *t = replay_open_again(r, "a pipe cannot be read again: older entries are gone",
					     err, errlen);
	struct source *two;

	if (!t)
		return NULL;
	two = &t->src;
	if (t->file_size == r->file_size && rx_find(&r->ix, t0, &p)) {
		if (resume_at(t, &p) < 0) {
			rx_point_free(&p);
			snprintf(err, errlen, "%s: out of memory", src->info.path);
			source_close(two);
			return NULL;
		}
	}
	return two;
}

/* --time's start, known at the first event: samples older than t0 are not
 * decoded, and a file's AUX buffers well before it are passed over
 * (replay-stream.c). A pipe or a perf record --dir stream reads them all
 * (no random access for the stream headers; rounds per stream). */
static void replay_skip_to(struct source *src, uint64_t t0)
{
	struct replay *r = (struct replay *)src;

	r->pr.skip_before = r->skip_samples = t0;
	if (r->rs.pipe || r->dir.n || r->aux_foreign || r->shard_n > 1 || r->skipping || !t0)
		return;
	r->skip_t0 = t0;
	r->skipping = true;
	r->skip_refill = r->dq.refill;
	r->dq.refill = NULL;
}

static const struct source_ops replay_ops = {
	.name = "replay",
	.reads_input = true,
	.record_setup = replay_record_setup,
	.run = replay_run,
	.stop = replay_stop,
	.close = replay_close,
	.reopen = replay_reopen,
	.skip_to = replay_skip_to,
};

/* The first bytes, from a file, a pipe or a FIFO whose writer may never
 * write: a stop signal ends the wait (-1, errno EINTR). */
static int read_head(int fd, uint8_t *buf, size_t want, size_t *got)
{
	struct pollfd pfd = { .fd = fd, .events = POLLIN };

	*got = 0;
	while (*got < want) {
		ssize_t n;
		int pr;

		if (signals_stopping()) {
			errno = EINTR;
			return -1;
		}
		pr = poll(&pfd, 1, 100);
		if (pr == 0 || (pr < 0 && errno == EINTR))
			continue;	/* read() says what another failure is */
		n = read(fd, buf + *got, want - *got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0)
			break;
		*got += (size_t)n;
	}
	return 0;
}

struct source *replay_open(const char *path, char *err, size_t errlen)
{
	struct replay *r = calloc(1, sizeof(*r));
	uint8_t head[PERF_FILE_HEADER_SIZE];
	struct stat st;
	size_t got;
	char herr[160];

	if (!r) {
		snprintf(err, errlen, "%s: out of memory", path);
		return NULL;
	}
	r->src.ops = &replay_ops;
	r->src.info.kind = "replay";
	r->src.info.paced = true;
	r->src.info.smt = SOURCE_SMT_DEFAULT;
	r->src.info.path = path;
	r->path = path;
	reorder_init(&r->rq);
	r->fd = strcmp(path, "-") == 0 ? dup(0) : open(path, O_RDONLY | O_CLOEXEC);
	if (r->fd < 0 || fstat(r->fd, &st) < 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		free(r);
		return NULL;
	}
	if (S_ISDIR(st.st_mode)) {	/* perf record --threads: "data" and data.N */
		close(r->fd);
		r->fd = -1;
		if (replay_dir_open(r, path) < 0 || fstat(r->fd, &st) < 0) {
			snprintf(err, errlen, "%s", r->failed ? r->src.err : strerror(errno));
			replay_close(&r->src);
			return NULL;
		}
	}
	r->file_size = S_ISREG(st.st_mode) ? (uint64_t)st.st_size : 0;
	if (S_ISREG(st.st_mode))	/* a pipe fed from a file too */
		r->mtime_ns = (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
	r->src.bytes_total += r->file_size;
	rx_init(&r->ix, r->file_size);
	/* Read just the pipe header first: a pipe cannot give bytes back. */
	if (read_head(r->fd, head, PERF_PIPE_HEADER_SIZE, &got) < 0 ||
	    pf_parse_header(head, got, &r->hdr, herr, sizeof(herr)) < 0) {
		if (got >= PERF_PIPE_HEADER_SIZE || !errno)
			replay_error(r, "%s", got >= PERF_PIPE_HEADER_SIZE ? herr :
				     got ? "file too short for a perf.data header" : "empty input");
		else
			replay_error(r, "%s", errno == EINTR ?
				     "interrupted before the recording's header was read" :
				     strerror(errno));
	} else if (r->hdr.pipe) {
		open_pipe_mode(r);
	} else if (!S_ISREG(st.st_mode)) {
		replay_error(r, "a perf.data file (not pipe format) must be a regular file; record with 'perf record -o -' to stream");
	} else if (replay_read_at(r, head, PERF_FILE_HEADER_SIZE, 0) < 0) {
		replay_error(r, "file too short for a perf.data header");
	} else if (open_file_mode(r, head) == 0 && !r->file_cut) {
		/* a cut file's names are missing: its records will tell */
		r->usable_checked = replay_check_usable(r, true) != 1;
	}
	r->src.info.big_endian = r->hdr.swap ? BYTE_ORDER == LITTLE_ENDIAN : BYTE_ORDER == BIG_ENDIAN;
	if (r->failed) {
		snprintf(err, errlen, "%s", r->src.err);
		replay_close(&r->src);
		return NULL;
	}
	return &r->src;
}
