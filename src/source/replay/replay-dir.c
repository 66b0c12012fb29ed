// SPDX-License-Identifier: GPL-2.0-only
/* replay-dir.c: the directory perf record --threads (or --dir) writes: a
 * perf.data file named "data" holding the header, attrs, features and the
 * records perf synthesized, and one stream of records per writer thread,
 * data.0, data.1, ..., with no header and no FINISHED_ROUND. The record
 * loop reads them all, in turns of a few MiB as perf does
 * (util/session.c, __perf_session__process_dir_events), through its
 * reorder queue: the events' times order them, not the files. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "replay.h"

#define DIR_FILES_MAX 4096
#define DIR_TURN      (2u << 20)	/* bytes read from a stream per turn */

/* The N of dir's data.N files, in the order readdir gives them: perf
 * takes its readers in that order (util/data.c, perf_data__open_dir), and
 * the order decides which of two events of the same time comes first
 * (ordered_events.c queues equal times in arrival order). -1 when the
 * directory cannot be listed. */
static int stream_numbers(const char *dir, uint32_t *v)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	if (!d)
		return -1;
	while ((e = readdir(d)) && n < DIR_FILES_MAX) {
		char *end;
		unsigned long k;

		if (strncmp(e->d_name, "data.", 5) != 0 || !e->d_name[5])
			continue;
		errno = 0;
		k = strtoul(e->d_name + 5, &end, 10);
		if (!errno && !*end && k < UINT32_MAX)
			v[n++] = (uint32_t)k;
	}
	closedir(d);
	return n;
}

int replay_dir_open(struct replay *r, const char *dir)
{
	struct replay_dir *rd = &r->dir;
	uint32_t *num = malloc(DIR_FILES_MAX * sizeof(*num));
	char path[4096];
	int n;

	if (!num)
		return replay_error(r, "out of memory");
	n = stream_numbers(dir, num);
	snprintf(path, sizeof(path), "%s/data", dir);
	r->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (n < 0 || r->fd < 0) {
		free(num);
		return replay_error(r, "%s: not a perf record --dir directory (%s)",
				    n < 0 ? "cannot list it" : "no data file", strerror(errno));
	}
	rd->fd = malloc(((size_t)n + 1) * sizeof(*rd->fd));
	rd->size = calloc((size_t)n + 1, sizeof(*rd->size));
	rd->ended = calloc((size_t)n + 1, sizeof(*rd->ended));
	if (!rd->fd || !rd->size || !rd->ended) {
		free(num);
		return replay_error(r, "out of memory");
	}
	rd->n = 1;	/* [0] is the data file's own data section */
	for (int i = 0; i < n; i++) {
		struct stat st;
		int fd;

		snprintf(path, sizeof(path), "%s/data.%u", dir, num[i]);
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
			uint32_t k = num[i];

			if (fd >= 0)
				close(fd);
			free(num);
			return replay_error(r, "data.%u: %s", k,
					    fd < 0 ? strerror(errno) : "not a regular file");
		}
		rd->fd[rd->n] = fd;
		rd->size[rd->n++] = (uint64_t)st.st_size;
		r->src.bytes_total += (uint64_t)st.st_size;
	}
	free(num);
	return 0;
}

/* After the data file's header: its data section is stream 0 (r->rs
 * now), each data.N a stream of its own read whole. AUX data is copied
 * as it is read: the queues read files by one descriptor, and the
 * AUXTRACE index's offsets name no file. */
int replay_dir_streams(struct replay *r)
{
	struct replay_dir *rd = &r->dir;

	rd->rs = calloc(rd->n, sizeof(*rd->rs));
	if (!rd->rs)
		return replay_error(r, "out of memory");
	for (uint32_t i = 1; i < rd->n; i++)
		if (rs_init(&rd->rs[i], rd->fd[i], false, 0, rd->size[i]) < 0)
			return replay_error(r, "out of memory");
	r->indexed = false;
	r->dq.refill = NULL;
	rx_disable(&r->ix);
	return 0;
}

static void switch_to(struct replay *r, uint32_t k)
{
	struct replay_dir *rd = &r->dir;

	rd->rs[rd->cur] = r->rs;
	r->rs = rd->rs[k];
	rd->cur = k;
	rd->turn_at = rs_tell(&r->rs);
}

/* The next stream with records left, after the current one; false when
 * there is none. */
static bool next_stream(struct replay *r)
{
	struct replay_dir *rd = &r->dir;

	for (uint32_t i = 1; i < rd->n; i++) {
		uint32_t k = (rd->cur + i) % rd->n;

		if (!rd->ended[k]) {
			switch_to(r, k);
			return true;
		}
	}
	return false;
}

bool replay_dir_ended(struct replay *r)
{
	r->dir.ended[r->dir.cur] = true;
	return !next_stream(r);
}

void replay_dir_turn(struct replay *r)
{
	if (rs_tell(&r->rs) - r->dir.turn_at >= DIR_TURN)
		next_stream(r);
}

uint64_t replay_dir_done(const struct replay *r)
{
	const struct replay_dir *rd = &r->dir;
	uint64_t sum = 0;

	for (uint32_t i = 0; i < rd->n; i++) {
		const struct rstream *s = i == rd->cur ? &r->rs : &rd->rs[i];

		sum += i ? s->pos : s->pos - r->hdr.data.offset;
	}
	return sum;
}

void replay_dir_free(struct replay *r)
{
	struct replay_dir *rd = &r->dir;

	for (uint32_t i = 1; rd->fd && i < rd->n; i++) {
		if (rd->rs && i != rd->cur)
			rs_free(&rd->rs[i]);
		close(rd->fd[i]);
	}
	if (rd->rs && rd->cur != 0)
		rs_free(&rd->rs[0]);	/* r->rs holds the current one */
	free(rd->rs);
	free(rd->fd);
	free(rd->size);
	free(rd->ended);
	memset(rd, 0, sizeof(*rd));
}
