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

#include "replay.h"

struct source *replay_shard(const struct source *src, uint32_t k, uint32_t n, char *err,
			    size_t errlen)
{
	const struct replay *r = (const struct replay *)src;
	struct replay *s;

	if (strcmp(src->ops->name, "replay") != 0 || n < 2 || k >= n) {
		snprintf(err, errlen, "not a replay to share out");
		return NULL;
	}
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
