// SPDX-License-Identifier: GPL-2.0-only
/* compare.c: --compare's driver (compare.h): each recording read to its end
 * into a counters model, in sequence (libtraceevent's format parser keeps
 * its state in globals: one reader at a time), then the two set side by
 * side by the model and printed by view-compare.c. */
#include <stdlib.h>
#include <string.h>

#include "compare.h"
#include "model.h"

static int on_event(const struct event *ev, void *arg)
{
	if (!ev_names_task(ev))	/* thread names are for --script */
		model_feed(arg, ev);
	return 0;
}

static int on_dtl_batch(const struct event *ev, size_t n, void *arg)
{
	model_feed_n(arg, ev, n);
	return 0;
}

/* src read whole into a new settled model; NULL with the error said and
 * *status set. The window is the events' span, as a batch snapshot of the
 * whole file has it (batch.c: from the first event to the newest). */
static struct model *read_whole(struct source *src, uint64_t *t0, uint64_t *t1, int *status)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true,
							  .smt = src->info.smt });
	const struct consumer c = { .event = on_event, .dtl_batch = on_dtl_batch, .arg = m };
	const struct model_global *g;

	*t0 = *t1 = 0;
	if (!m) {
		fprintf(stderr, "dtltop: out of memory\n");
		*status = 1;
		return NULL;
	}
	if (source_run(src, &c) < 0) {
		fprintf(stderr, "dtltop: %s\n", src->err);
		*status = source_fail_status(src);
		model_free(m);
		return NULL;
	}
	model_settle(m);
	g = model_global(m);
	*t0 = g->events ? g->first_ns : 0;
	*t1 = g->events ? g->last_ns : 0;
	return m;
}

/* Side k: the source opened (or given), read, its name and clock kept. */
static struct model *side(struct compare *c, int k, struct source *given, const char *path,
			  uint64_t *t0, uint64_t *t1, int *status)
{
	struct source *src = given;
	struct model *m;
	char err[320];

	if (!src && !(src = replay_open(path, err, sizeof(err)))) {
		fprintf(stderr, "dtltop: %s\n", err);
		*status = 2;
		return NULL;
	}
	m = read_whole(src, t0, t1, status);
	c->side[k].name = path;
	/* the clock as the whole file taught it (a replay learns it as it
	 * reads); wall time where the recording ties its clock to it */
	time_fmt_init(&c->side[k].tf, &src->info.clock, TIME_WALL, false, *t0, *t1);
	/* what main says of -i's source after the run, said of B here */
	if (!given && m && src->info.partial)
		fprintf(stderr, "dtltop: %s: %s\n", src->info.path, src->info.partial_why);
	if (!given && src->note[0])
		fprintf(stderr, "dtltop: %s\n", src->note);
	if (!given)
		source_close(src);
	return m;
}

static int prepare(struct source *a, const struct options *o, struct compare *c)
{
	struct model *m[2] = { NULL, NULL };
	uint64_t t0[2], t1[2];
	int status = 0;

	memset(c, 0, sizeof(*c));
	m[0] = side(c, 0, a, o->input, &t0[0], &t1[0], &status);
	if (m[0])
		m[1] = side(c, 1, NULL, o->compare, &t0[1], &t1[1], &status);
	if (m[1] && model_cmp_build(&c->cmp, m[0], t0[0], t1[0], m[1], t0[1], t1[1]) < 0) {
		fprintf(stderr, "dtltop: out of memory\n");
		status = 1;
	}
	model_free(m[0]);
	model_free(m[1]);
	return status;
}

int compare_prepare(const struct options *o, struct compare *c)
{
	return prepare(NULL, o, c);
}

void compare_free(struct compare *c)
{
	model_cmp_free(&c->cmp);
}

int compare_run(struct source *a, const struct options *o, FILE *out)
{
	struct compare c;
	int status = prepare(a, o, &c);

	if (status)
		return status;
	switch (o->format) {
	case OUT_JSON:
		view_compare_json(out, &c.cmp, c.side);
		break;
	case OUT_CSV:
		view_compare_csv(out, &c.cmp, c.side);
		break;
	default:
		view_compare_text(out, &c.cmp, c.side);
		break;
	}
	fflush(out);
	compare_free(&c);
	return ferror(out) ? 1 : 0;
}
