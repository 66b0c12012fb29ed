// SPDX-License-Identifier: GPL-2.0-only
/* replay-shards.c: one recording read by n readers at once, shard k
 * delivering the events of the cpus c with c % n == k, for consumers whose
 * result for a vCPU depends on that vCPU's events alone, in their order:
 * the batch views run a model per shard on a thread of its own and merge
 * them (src/app/batch.c).
 *
 * A shard reads every record, as its time bounds the others' (replay.h),
 * and decodes only its own. That is exact only when the whole replay would
 * have delivered its events in time order: then the shards' outputs,
 * merged by time, are the whole's. A shard checks it for its part: it
 * counts an event out of order when it is older than the bound of the last
 * FINISHED_ROUND release (replay-stream.c), which events of other shards
 * may have reached, and it must force no event out early. When any shard
 * fails one of these, or fails to read the file, the caller replays the
 * file whole, which gives the output (or the error) a single reader does. */
#include <stdio.h>
#include <string.h>

#include "bytes.h"
#include "replay.h"

/* What a reader costs the others: it reads every record outside the AUX
 * payloads (which they pass over unread) for its time, and types those but
 * the runs of their samples it skims (replay-stream.c); at most about this
 * share of what one reader spends per byte of such records, where it can
 * skim none. */
#define SKIM_SHARE    0.30
#define WORK_OVER_ONE 0.20	/* the readers' work past one reader's, at most */

/* The AUX size, decided once for all the shards on the whole replay
 * (which has not run): each deciding it would sample the AUX data again,
 * as much work as one reader's reading of a file with little DTL data in
 * it. Sampled from the start of the data, it is what a reader deciding at
 * its first AUX record finds (replay-lap.c). A file of several streams
 * (perf record --dir) or whose AUX data is not vpa_dtl's: each shard as a
 * whole replay would. -1: the sample fails; the whole replay, run instead,
 * says why. */
static int decide_framing(struct replay *r, char *err, size_t errlen)
{
	if (r->aux_decided || !r->src.info.has_dtl || r->aux_foreign || r->dir.n)
		return 0;
	if (replay_aux_framing(r) == 0)
		return 0;
	snprintf(err, errlen, "%s", r->src.err);
	r->aux_decided = r->failed = false;	/* to be decided again, and fail */
	r->src.err[0] = r->aux_note[0] = '\0';
	return -1;
}

struct source *replay_shard(struct source *src, uint32_t k, uint32_t n, char *err, size_t errlen)
{
	struct replay *r = (struct replay *)src;
	struct replay *s;

	if (strcmp(src->ops->name, "replay") != 0 || n < 2 || k >= n) {
		snprintf(err, errlen, "not a replay to share out");
		return NULL;
	}
	if (decide_framing(r, err, errlen) < 0)
		return NULL;
	s = replay_open_again(r, "a pipe cannot be read twice", err, errlen);
	if (!s)
		return NULL;
	if (s->file_size != r->file_size) {
		snprintf(err, errlen, "%s changed size while it was opened again", src->info.path);
		source_close(&s->src);
		return NULL;
	}
	s->shard_n = n;
	s->shard_k = k;
	rx_disable(&s->ix);	/* checkpoints are for a second reader of a whole one */
	return &s->src;
}

int replay_shards_combine(struct source *const *sh, const int *ret, uint32_t n, char *why,
			  size_t whylen)
{
	struct replay *r0 = (struct replay *)sh[0];
	struct source_stats *t = &r0->src.stats;

	for (uint32_t k = 0; k < n; k++) {
		const struct replay *r = (const struct replay *)sh[k];
		const struct source_stats *s = &r->src.stats;

		if (ret[k] || r->failed)
			snprintf(why, whylen, "reader %u of %u failed: %s", k + 1, n, r->src.err);
		else if (s->out_of_order || s->reorder_forced)
			snprintf(why, whylen, "its events are not in time order across rounds");
		else
			continue;
		return -1;
	}
	/* every shard counted every record and sample; the DTL counters and
	 * the samples it could not type are each shard's own cpus' */
	for (uint32_t k = 1; k < n; k++) {
		const struct source_stats *s = &sh[k]->stats;

		t->unknown_samples += ((const struct replay *)sh[k])->shard_skips;
		t->dtl_entries += s->dtl_entries;
		t->dtl_skipped += s->dtl_skipped;
		t->dtl_fragments += s->dtl_fragments;
	}
	replay_dtl_note(r0);
	return 0;
}

/* The AUXTRACE index's records, their payloads with them: bytes. */
static uint64_t indexed_aux_bytes(struct replay *r)
{
	uint8_t buf[256 * 16];
	uint64_t sum = 0;

	for (uint64_t i = 0; i < r->idx_n; i += 256) {
		uint64_t n = r->idx_n - i < 256 ? r->idx_n - i : 256;

		if (replay_read_at(r, buf, n * 16, r->idx_off + 16 * i) < 0)
			return 0;
		for (uint64_t k = 0; k < n; k++)
			sum += ld64(buf + 16 * k + 8, r->hdr.swap);
	}
	return sum;
}

uint32_t replay_shards_worth(struct source *src, uint32_t max)
{
	struct replay *r = (struct replay *)src;
	uint64_t data = r->hdr.data.size, aux;
	double skim;
	uint32_t n;

	if (max <= 2 || strcmp(src->ops->name, "replay") != 0)
		return max;
	/* unknown without an index: as if the file were records throughout */
	aux = r->indexed && !r->dir.n ? indexed_aux_bytes(r) : 0;
	skim = SKIM_SHARE * (data && aux < data ? (double)(data - aux) / (double)data : 0.0);
	n = skim > 0 ? 1 + (uint32_t)(WORK_OVER_ONE / skim) : max;
	return n < 2 ? 2 : n > max ? max : n;
}
