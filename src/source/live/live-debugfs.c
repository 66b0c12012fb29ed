// SPDX-License-Identifier: GPL-2.0-only
/* live-debugfs.c: DTL from debugfs powerpc/dtl (live-debugfs.h). What the
 * kernel's dtl.c gives: each cpu-N open registers a buffer of
 * dtl_buf_entries (85) entries with the hypervisor, with the event mask
 * dtl_event_mask holds at that moment; read() wants a multiple of 48 bytes
 * and returns whole big-endian entries, never blocking; when more than the
 * buffer arrived since the last read it returns the newest 84 and the rest
 * is gone, how many unknowable. There is no boot-timebase header: the
 * timebase is anchored on CLOCK_MONOTONIC (the sched events' clock when
 * vpa_dtl is not used) by bracketed reads, re-anchored when the offset
 * jumps (Live Partition Mobility moves the timebase). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#include "dtl-lap.h"
#include "live-debugfs.h"
#include "signals.h"

#define DEBUGFS_MOUNT  "/sys/kernel/debug"
#define DEBUGFS_MAGIC  0x64626720
#define DTL_DIR        "powerpc/dtl"
#define CAL_SAMPLES    7
#define CAL_PERIOD_NS  1000000000ull	/* re-calibrate once a second */

bool live_ctl_put(int fd, const void *buf, size_t n)
{
	struct stat st;

	(void)lseek(fd, 0, SEEK_SET);	/* ESPIPE where not seekable: fine */
	if (write(fd, buf, n) != (ssize_t)n)
		return false;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ftruncate(fd, (off_t)n) < 0) {
		/* a test's file keeps a longer tail: it read the start */
	}
	return true;
}

const char *live_debugfs_root(void)
{
	const char *t = secure_getenv("DTLTOP_TEST_DEBUGFS");	/* test hook */

	return t && *t ? t : DEBUGFS_MOUNT;
}

const char *live_procfs_root(void)
{
	const char *t = secure_getenv("DTLTOP_TEST_PROCFS");	/* test hook */

	return t && *t ? t : "/proc";
}

bool live_debugfs_available(void)
{
	char path[512];
	struct statfs sf;

	/* Mounted only where a DTL can be (a pseries LPAR has /proc/powerpc):
	 * probing elsewhere must not change the machine. */
	if (!secure_getenv("DTLTOP_TEST_DEBUGFS") && access("/proc/powerpc", F_OK) == 0 &&
	    (statfs(DEBUGFS_MOUNT, &sf) < 0 || sf.f_type != DEBUGFS_MAGIC))
		(void)mount("debugfs", DEBUGFS_MOUNT, "debugfs", 0, NULL);	/* if we may */
	snprintf(path, sizeof(path), "%s/" DTL_DIR, live_debugfs_root());
	return access(path, F_OK) == 0;
}

bool live_stats_available(void)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/powerpc/vcpudispatch_stats", live_procfs_root());
	return access(path, F_OK) == 0;
}

/* ---- dtl_event_mask: set for the opens, put back at once and at exit ---- */

static int mask_fd = -1;
static char mask_old[16];
static size_t mask_old_len;	/* published after mask_old: 0 = nothing to put back */
static bool mask_hooked;

void live_debugfs_restore_mask(void)
{
	size_t len = __atomic_load_n(&mask_old_len, __ATOMIC_ACQUIRE);
	int fd = __atomic_load_n(&mask_fd, __ATOMIC_ACQUIRE);

	if (len && fd >= 0 && live_ctl_put(fd, mask_old, len))
		__atomic_store_n(&mask_old_len, 0, __ATOMIC_RELEASE);
}

static void mask_at_exit(void)
{
	live_debugfs_restore_mask();
}

/* The old mask is kept as read ("0x07\n"), which the x8 attribute takes
 * back as written. */
static int mask_set(uint32_t mask, char *err, size_t errlen)
{
	char path[512], val[8];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "%s/" DTL_DIR "/dtl_event_mask", live_debugfs_root());
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
		return -1;
	}
	n = read(fd, mask_old, sizeof(mask_old) - 1);
	if (n <= 0) {
		snprintf(err, errlen, "cannot read %s", path);
		close(fd);
		return -1;
	}
	mask_old[n] = '\0';
	__atomic_store_n(&mask_fd, fd, __ATOMIC_RELEASE);
	__atomic_store_n(&mask_old_len, (size_t)n, __ATOMIC_RELEASE);
	if (!mask_hooked) {
		mask_hooked = true;
		signals_add_crash_hook(live_debugfs_restore_mask);
		atexit(mask_at_exit);
	}
	n = snprintf(val, sizeof(val), "0x%x\n", mask & 0xffu);
	if (!live_ctl_put(fd, val, (size_t)n)) {
		snprintf(err, errlen, "cannot set %s to 0x%x: %s", path, mask, strerror(errno));
		return -1;
	}
	return 0;
}

static void mask_done(void)
{
	int fd = __atomic_exchange_n(&mask_fd, -1, __ATOMIC_ACQ_REL);

	if (fd < 0)
		return;
	__atomic_store_n(&mask_fd, fd, __ATOMIC_RELEASE);
	live_debugfs_restore_mask();
	__atomic_store_n(&mask_fd, -1, __ATOMIC_RELEASE);
	close(fd);
}

/* ---- the timebase ---- */

/* "timebase\t: 512000000" in /proc/cpuinfo on POWER. 0 if absent. */
static uint64_t cpuinfo_tb_freq(void)
{
	char path[512], line[256];
	unsigned long long f = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "%s/cpuinfo", live_procfs_root());
	fp = fopen(path, "r");
	if (!fp)
		return 0;
	while (fgets(line, sizeof(line), fp))
		if (strncmp(line, "timebase", 8) == 0 && sscanf(line, "timebase : %llu", &f) == 1)
			break;
	fclose(fp);
	return f;
}

static uint64_t mono_ns(clockid_t c)
{
	struct timespec ts;

	clock_gettime(c, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* mftb; elsewhere CLOCK_MONOTONIC_RAW in ticks, so that it builds and the
 * tests run (there is no timebase on other processors). */
static uint64_t read_tb(uint64_t freq)
{
#if defined(__powerpc64__) || defined(__powerpc__)
	(void)freq;
	return __builtin_ppc_get_timebase();
#else
	return (uint64_t)((unsigned __int128)mono_ns(CLOCK_MONOTONIC_RAW) * freq / 1000000000u);
#endif
}

/* Several bracketed reads; the anchor takes the tightest. Under d->mu. */
static void calibrate(struct live_debugfs *d, uint64_t now)
{
	struct dtl_cal_sample s[CAL_SAMPLES];

	for (int i = 0; i < CAL_SAMPLES; i++) {
		s[i].ns0 = mono_ns(CLOCK_MONOTONIC);
		s[i].tb = read_tb(d->an.tb_freq);
		s[i].ns1 = mono_ns(CLOCK_MONOTONIC);
	}
	if (dtl_anchor_update(&d->an, s, CAL_SAMPLES) > 0)
		d->epoch++;
	d->last_cal = now;
}

/* The anchor a reader's stream should carry, re-calibrated once a period
 * by whichever reader comes first. */
static uint32_t anchor_now(struct live_debugfs *d, uint64_t now, struct dtl_boottb *tb)
{
	uint32_t epoch;

	pthread_mutex_lock(&d->mu);
	if (now - d->last_cal >= CAL_PERIOD_NS)
		calibrate(d, now);
	tb->boot_tb = d->an.boot_tb;
	tb->tb_freq = d->an.tb_freq;
	epoch = d->epoch;
	pthread_mutex_unlock(&d->mu);
	return epoch;
}

/* ---- a reader's poll of one CPU ---- */

/* The stream header at offset 0 (host byte order, as the driver's). */
static bool put_header(struct live_debugfs_cpu *c, const struct dtl_boottb *tb)
{
	uint64_t hdr[DTL_BOOTTB_SIZE / 8] = { tb->boot_tb, tb->tb_freq };

	aux_dtl_restart(&c->ch.dtl);
	c->pos = 0;
	if (aux_dtl_feed(&c->ch.dtl, 0, hdr, sizeof(hdr)) != sizeof(hdr))
		return false;	/* cannot be: a header emits nothing */
	c->pos = sizeof(hdr);
	return true;
}

/* Feed what the last read left, slot by slot in the lap layout (the
 * padding at a lap's end as zeros). Returns entries taken; false in *ok
 * when the queue refused one (it stays for the next pass). */
static size_t feed(struct live_debugfs_cpu *c, bool *ok)
{
	static const uint8_t zeros[DTL_ENTRY_SIZE * 2];
	const struct dtl_lap *lap = &c->ch.dtl.dec.lap;
	size_t n = 0;

	*ok = true;
	while (c->have - c->off >= DTL_ENTRY_SIZE) {
		uint64_t at = dtl_lap_slot_at(lap, c->pos);

		while (c->pos < at) {
			size_t z = at - c->pos < sizeof(zeros) ? (size_t)(at - c->pos) : sizeof(zeros);

			c->pos += aux_dtl_feed(&c->ch.dtl, c->pos, zeros, z);
		}
		if (aux_dtl_feed(&c->ch.dtl, at, c->buf + c->off, DTL_ENTRY_SIZE) != DTL_ENTRY_SIZE) {
			*ok = false;
			break;
		}
		c->pos = at + DTL_ENTRY_SIZE;
		c->off += DTL_ENTRY_SIZE;
		n++;
	}
	return n;
}

/* The poll's PERF_RECORD_AUX, as the driver's: the stream bytes the read
 * filled and its entries, once all of them are queued (they are older).
 * 84 entries is a full poll (the model's dtl_full_polls), as with vpa_dtl:
 * the log overflowed and the oldest entries are gone. */
static bool say_aux(struct live_debugfs_cpu *c)
{
	struct event ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = EV_AUX;
	ev.cpu = c->ch.cpu;
	/* just after its newest entry: the read's own time may be far later
	 * (a reader that slept), and ties with an entry could order it first */
	ev.time = c->ch.dtl.last_ns ? c->ch.dtl.last_ns + 1 : c->last_read;
	ev.aux.aux_offset = c->aux_start;
	ev.aux.aux_size = c->pos - c->aux_start;
	ev.aux.entries = c->aux_entries;
	if (!c->ch.dtl.emit(c->ch.dtl.arg, &ev))
		return false;
	c->aux_pending = false;
	return true;
}

static size_t dbg_read(struct dtl_chan *ch, void *arg, bool force, bool *behind)
{
	struct live_debugfs_cpu *c = arg;
	struct live_debugfs *d = c->d;
	uint64_t now = mono_ns(CLOCK_MONOTONIC);
	struct dtl_boottb tb;
	uint32_t epoch;
	size_t n;
	ssize_t got;
	bool ok;

	(void)ch;
	n = feed(c, &ok);
	if (!ok || (c->aux_pending && !say_aux(c))) {
		*behind = true;
		return n;
	}
	if (c->dead || (!force && now - c->last_read < d->poll_ns))
		return n;
	c->last_read = now;
	got = read(c->fd, c->buf, (size_t)d->buf_entries * DTL_ENTRY_SIZE);
	if (got < 0) {
		if (errno != EAGAIN && errno != EINTR) {
			c->dead = true;
			__atomic_fetch_add(&d->read_errors, 1, __ATOMIC_RELAXED);
		}
		return n;
	}
	c->off = 0;
	c->have = (size_t)got - (size_t)got % DTL_ENTRY_SIZE;
	if (!c->have)
		return n;
	/* The stream's header comes with its first entries, in the same
	 * commit, as the driver's first poll. The anchor may move later (a
	 * partition migrated): the stream keeps its one header, which is all
	 * a vpa_dtl recording can say, and the entries' timebases are moved
	 * by the difference instead, so that live and -o (and perf reading
	 * it) give the same, re-anchored times. */
	c->aux_start = c->pos;
	epoch = anchor_now(d, now, &tb);
	if (!c->ch.dtl.dec.have_tb) {
		put_header(c, &tb);	/* at offset 0: the decoder takes it without emitting */
		c->aux_start = 0;
		c->hdr_boot = tb.boot_tb;
	}
	c->epoch = epoch;
	if (tb.boot_tb != c->hdr_boot)
		dtl_anchor_shift(c->buf, c->have, tb.boot_tb - c->hdr_boot);
	c->aux_entries = (uint32_t)(c->have / DTL_ENTRY_SIZE);
	c->aux_pending = true;
	n += feed(c, &ok);
	if (!ok || !say_aux(c))
		*behind = true;
	return n;
}

/* ---- opening ---- */

static uint32_t buf_entries(void)
{
	char path[512];
	unsigned v = 0;
	FILE *f;

	snprintf(path, sizeof(path), "%s/" DTL_DIR "/dtl_buf_entries", live_debugfs_root());
	f = fopen(path, "r");
	if (f) {
		if (fscanf(f, "%u", &v) != 1)
			v = 0;
		fclose(f);
	}
	return v >= 2 && v <= 1u << 20 ? v : DTL_LOG_ENTRIES;
}

static void why(int e, const char *path, char *err, size_t errlen)
{
	if (e == EBUSY)
		snprintf(err, errlen, "%s is busy: that CPU's DTL is open elsewhere (another dtltop, "
			 "a reader of powerpc/dtl), or vpa_dtl (perf record -e vpa_dtl, a dtltop "
			 "using it) or /proc/powerpc/vcpudispatch_stats holds the DTL", path);
	else
		snprintf(err, errlen, "cannot open %s: %s", path, strerror(e));
}

/* dtl_chan.release: the CPU went offline (reader thread, after the last
 * read). */
static void release_cpu(struct dtl_chan *ch, void *arg)
{
	struct live_debugfs_cpu *c = arg, **pp;
	struct live_debugfs *d = c->d;

	(void)ch;
	if (c->fd >= 0)
		close(c->fd);
	c->fd = -1;
	c->dead = true;
	if (!c->joined)
		return;		/* its place stays, closed */
	pthread_mutex_lock(&d->mu);
	for (pp = &d->joined; *pp; pp = &(*pp)->next)
		if (*pp == c) {
			*pp = c->next;
			break;
		}
	pthread_mutex_unlock(&d->mu);
	free(c->buf);
	free(c);
}

static int open_cpu_file(struct live_debugfs_cpu *c, uint32_t cpu, char *err, size_t errlen)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/" DTL_DIR "/cpu-%u", live_debugfs_root(), cpu);
	c->buf = malloc((size_t)c->d->buf_entries * DTL_ENTRY_SIZE);
	c->fd = c->buf ? open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) : -1;
	if (c->fd < 0) {
		int e = c->buf ? errno : ENOMEM;

		why(e, path, err, errlen);
		free(c->buf);
		c->buf = NULL;
		errno = e;
		return -1;
	}
	c->ch.cpu = cpu;
	c->ch.aux.size = c->d->lap;	/* the lap of the stream fed */
	c->ch.read = dbg_read;
	c->ch.read_arg = c;
	c->ch.release = release_cpu;
	c->ch.hp_arg = c;
	return 0;
}

struct dtl_chan *live_debugfs_open_cpu(struct live_debugfs *d, uint32_t cpu, char *err,
				       size_t errlen)
{
	struct live_debugfs_cpu *c;
	int ret;

	if (!d->inited || !d->cpu)
		return NULL;	/* no debugfs session */
	c = calloc(1, sizeof(*c));
	if (!c) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	c->d = d;
	c->joined = true;
	if (mask_set(d->mask, err, errlen) < 0) {
		free(c);
		return NULL;
	}
	ret = open_cpu_file(c, cpu, err, errlen);
	mask_done();	/* read at open */
	if (ret < 0) {
		free(c);
		return NULL;
	}
	pthread_mutex_lock(&d->mu);
	c->next = d->joined;
	d->joined = c;
	pthread_mutex_unlock(&d->mu);
	return &c->ch;
}

int live_debugfs_open(struct live_debugfs *d, const int *cpus, size_t n, uint32_t mask,
		      uint64_t poll_ns, uint64_t aux_size, char *err, size_t errlen, int *e)
{
	uint64_t freq = cpuinfo_tb_freq();
	int ret = -1;

	memset(d, 0, sizeof(*d));
	*e = 0;
	pthread_mutex_init(&d->mu, NULL);
	d->inited = true;
	d->poll_ns = poll_ns;
	d->lap = aux_size;
	d->buf_entries = buf_entries();
	if (!freq) {
		snprintf(err, errlen, "no 'timebase' line in %s/cpuinfo: cannot convert the DTL's "
			 "timebase to time", live_procfs_root());
		*e = ENOENT;
		return -1;
	}
	dtl_anchor_init(&d->an, freq);
	d->cpu = calloc(n ? n : 1, sizeof(*d->cpu));
	if (!d->cpu) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (mask_set(mask, err, errlen) < 0) {
		*e = errno;
		goto out;
	}
	d->mask = mask;
	for (size_t i = 0; i < n; i++) {
		struct live_debugfs_cpu *c = &d->cpu[d->n];

		c->d = d;
		if (open_cpu_file(c, (uint32_t)cpus[i], err, errlen) < 0) {
			*e = errno;
			goto out;
		}
		d->n++;
	}
	calibrate(d, mono_ns(CLOCK_MONOTONIC));
	if (!d->an.valid) {
		snprintf(err, errlen, "cannot calibrate the timebase against CLOCK_MONOTONIC");
		goto out;
	}
	ret = 0;
out:
	mask_done();	/* read at open: the opens have it */
	return ret;
}

bool live_debugfs_boottb(struct live_debugfs *d, uint32_t cpu, struct dtl_boottb *out)
{
	for (size_t i = 0; i < d->n; i++) {
		const struct aux_dtl *t = &d->cpu[i].ch.dtl;

		if (d->cpu[i].ch.cpu == cpu && t->dec.have_tb) {
			*out = t->dec.tb;
			return true;
		}
	}
	return false;
}

void live_debugfs_close(struct live_debugfs *d)
{
	if (!d->inited)
		return;
	mask_done();
	for (size_t i = 0; i < d->n; i++) {
		if (d->cpu[i].fd >= 0)
			close(d->cpu[i].fd);
		free(d->cpu[i].buf);
	}
	while (d->joined) {	/* the readers are stopped: no release races */
		struct live_debugfs_cpu *c = d->joined;

		d->joined = c->next;
		if (c->fd >= 0)
			close(c->fd);
		free(c->buf);
		free(c);
	}
	if (d->an.anchors > 1)
		fprintf(stderr, "dtltop: the timebase moved %u time(s) against the clock (a Live "
			"Partition Mobility?): DTL times re-anchored\n", d->an.anchors - 1);
	if (d->read_errors)
		fprintf(stderr, "dtltop: %llu powerpc/dtl read(s) failed: DTL of those CPUs "
			"stopped there\n", (unsigned long long)d->read_errors);
	free(d->cpu);
	pthread_mutex_destroy(&d->mu);
	memset(d, 0, sizeof(*d));
}
