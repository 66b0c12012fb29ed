// SPDX-License-Identifier: GPL-2.0-only
/* lparcfg.c: /proc/powerpc/lparcfg text -> struct lparcfg (lparcfg.h). The
 * keys and units are those of the kernel's pseries lparcfg.c. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bytes.h"
#include "lparcfg.h"

/* The keys read; every other key is skipped. bit: LPARCFG_HAVE_* (0 for
 * partition_entitled_capacity, which sets valid); max: the largest value
 * accepted (1 for the flags); size: a string's field (0: a number). */
struct key {
	const char *name;
	uint32_t bit;
	uint64_t max;
	size_t off;
	size_t size;
};

#define F(field) offsetof(struct lparcfg, field)
#define NUM(field) F(field), 0
#define STR(field) F(field), sizeof(((struct lparcfg *)0)->field)
#define BIG (UINT64_MAX / 2)
static const struct key keys[] = {
	{ "partition_entitled_capacity", 0, BIG, NUM(entitled_centi) },
	{ "capped", LPARCFG_HAVE_CAPPED, 1, NUM(capped) },
	{ "shared_processor_mode", LPARCFG_HAVE_SHARED, 1, NUM(shared) },
	{ "pool", LPARCFG_HAVE_POOL, 0xffff, NUM(pool) },	/* a u16 in H_GET_PPP */
	{ "pool_capacity", LPARCFG_HAVE_POOL_CAP, BIG, NUM(pool_capacity_centi) },
	{ "pool_num_procs", LPARCFG_HAVE_POOL_PROCS, BIG, NUM(pool_num_procs) },
	{ "pool_idle_time", LPARCFG_HAVE_POOL_IDLE, UINT64_MAX, NUM(pool_idle_time) },
	{ "partition_active_processors", LPARCFG_HAVE_ACTIVE, BIG, NUM(active_procs) },
	{ "tbr", LPARCFG_HAVE_TBR, UINT64_MAX, NUM(tbr) },
	/* the identity: lparcfg_data's "serial_number=%s" (the root node's
	 * system-id), "system_type=%s" (model), "partition_id=%d" (an int);
	 * "partition_name=%s" (up to 4000 bytes), "capacity_weight=%d" (a u8) */
	{ "serial_number", LPARCFG_HAVE_SERIAL, 0, STR(serial) },
	{ "system_type", LPARCFG_HAVE_TYPE, 0, STR(machine_type) },
	{ "partition_id", LPARCFG_HAVE_ID, 0x7fffffff, NUM(partition_id) },
	{ "partition_name", LPARCFG_HAVE_NAME, 0, STR(partition_name) },
	{ "capacity_weight", LPARCFG_HAVE_WEIGHT, 255, NUM(weight) },
};
#define NKEYS (sizeof(keys) / sizeof(keys[0]))

/* A plain decimal number: digits only, no sign, no space, no overflow. */
static bool parse_u64(const char *s, size_t n, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;

	if (!n || n > 20)
		return false;
	for (size_t i = 0; i < n; i++) {
		unsigned d = (unsigned char)s[i] - '0';

		if (d > 9 || v > (UINT64_MAX - d) / 10)
			return false;
		v = v * 10 + d;
	}
	if (v > max)
		return false;
	*out = v;
	return true;
}

static void store(struct lparcfg *c, const struct key *k, uint64_t v)
{
	char *p = (char *)c + k->off;

	if (k->off == F(capped) || k->off == F(shared))
		*(bool *)p = v != 0;
	else if (k->off == F(pool))
		*(uint32_t *)p = (uint32_t)v;
	else
		*(uint64_t *)p = v;
}

/* A string value into its field, cut to fit at a UTF-8 character's start
 * (no half character at the end). Control bytes are refused: the kernel
 * prints firmware strings (device tree, the HMC's partition name) that
 * have none, and a view could not keep them on one line (InfluxDB's tags
 * have no escape for them). An empty value is what the kernel prints for
 * a missing property: known as absent, the bit stays clear. */
static bool store_string(struct lparcfg *c, const struct key *k, const char *v, size_t n)
{
	char *p = (char *)c + k->off;

	for (size_t i = 0; i < n; i++)
		if ((unsigned char)v[i] < 0x20 || v[i] == 0x7f)
			return false;
	if (n > k->size - 1) {
		n = k->size - 1;
		while (n && ((unsigned char)v[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(p, v, n);
	p[n] = '\0';
	if (n)
		c->have |= k->bit;
	return true;
}

static int fail(char *err, size_t errlen, struct lparcfg *out, unsigned line, const char *why,
		const char *key, size_t keylen)
{
	*out = (struct lparcfg){ 0 };
	if (key)
		snprintf(err, errlen, "line %u: %.*s: %s", line, (int)keylen, key, why);
	else
		snprintf(err, errlen, "line %u: %s", line, why);
	return -1;
}

int lparcfg_parse(const char *text, size_t len, struct lparcfg *out, char *err, size_t errlen)
{
	uint32_t seen = 0;	/* bit i: keys[i] was read */
	unsigned line = 0;
	size_t pos = 0;

	*out = (struct lparcfg){ 0 };
	if (len > LPARCFG_MAX_BYTES)
		return fail(err, errlen, out, 0, "longer than 64 KiB: not an lparcfg file", NULL, 0);
	if (memchr(text, '\0', len))
		return fail(err, errlen, out, 0, "a NUL byte: not an lparcfg file", NULL, 0);
	while (pos < len) {
		const char *s = text + pos, *nl = memchr(s, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - s) : len - pos;
		const char *eq;

		pos += n + (nl != NULL);
		line++;
		if (n > LPARCFG_MAX_LINE)
			return fail(err, errlen, out, line, "line too long", NULL, 0);
		if (line == 1) {
			/* "lparcfg 1.9": the kernel's MODULE_NAME and version */
			if (n < 9 || memcmp(s, "lparcfg ", 8) != 0 ||
			    (unsigned)((unsigned char)s[8] - '0') > 9)
				return fail(err, errlen, out, line,
					    "does not start with \"lparcfg N.N\"", NULL, 0);
			continue;
		}
		eq = memchr(s, '=', n);
		if (!eq)
			continue;	/* not key=value: nothing dtltop reads */
		for (size_t i = 0; i < NKEYS; i++) {
			size_t kl = (size_t)(eq - s);
			uint64_t v;

			if (strlen(keys[i].name) != kl || memcmp(s, keys[i].name, kl) != 0)
				continue;
			if (seen & (1u << i))
				return fail(err, errlen, out, line, "given twice", s, kl);
			if (keys[i].size) {
				if (!store_string(out, &keys[i], eq + 1, n - kl - 1))
					return fail(err, errlen, out, line, "a control byte", s, kl);
				seen |= 1u << i;
				break;
			}
			if (!parse_u64(eq + 1, n - kl - 1, keys[i].max, &v))
				return fail(err, errlen, out, line,
					    keys[i].max == 1 ? "not 0 or 1" : "not a plain number in range",
					    s, kl);
			seen |= 1u << i;
			store(out, &keys[i], v);
			if (keys[i].bit)
				out->have |= keys[i].bit;
			else
				out->valid = true;
			break;
		}
	}
	if (!line)
		return fail(err, errlen, out, 0, "empty", NULL, 0);
	/* no partition_entitled_capacity is no error: the kernel prints none
	 * when H_GET_PPP fails (QEMU's pseries has no such hcall); valid
	 * stays false and views show no entitlement */
	return 0;
}

int lparcfg_read(const char *path, struct lparcfg *out, char *err, size_t errlen)
{
	char *buf = malloc(LPARCFG_MAX_BYTES + 1);
	size_t len = 0;
	char why[160];
	int fd, r = -1;

	*out = (struct lparcfg){ 0 };
	if (!buf) {
		snprintf(err, errlen, "%s: out of memory", path);
		return -1;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		free(buf);
		return -1;
	}
	/* one byte more than allowed: a longer file is refused, not cut */
	while (len < LPARCFG_MAX_BYTES + 1) {
		ssize_t k = read(fd, buf + len, LPARCFG_MAX_BYTES + 1 - len);

		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0) {
			snprintf(err, errlen, "%s: %s", path, strerror(errno));
			goto out;
		}
		if (!k)
			break;
		len += (size_t)k;
	}
	r = lparcfg_parse(buf, len, out, why, sizeof(why));
	if (r)
		snprintf(err, errlen, "%s: %s", path, why);
out:
	close(fd);
	free(buf);
	return r;
}

bool lparcfg_app(const struct lparcfg *a, const struct lparcfg *b, uint64_t *app_centi)
{
	const uint32_t need = LPARCFG_HAVE_POOL_IDLE | LPARCFG_HAVE_TBR;

	if ((a->have & need) != need || (b->have & need) != need || b->tbr <= a->tbr ||
	    !b->pool_idle_time || b->pool_idle_time < a->pool_idle_time)
		return false;
	/* idle ticks summed over the pool's processors, per elapsed tick */
	*app_centi = (uint64_t)((double)(b->pool_idle_time - a->pool_idle_time) * 100.0 /
				(double)(b->tbr - a->tbr) + 0.5);
	return true;
}

/* A string's words (lparcfg.h: byte i at bits 8*(i%8)) into dst, size
 * bytes; false unless NUL-terminated with no control byte, as parsed. */
static bool string_of_words(const uint8_t *priv, size_t word, bool swap, char *dst, size_t size)
{
	for (size_t i = 0; i < size; i++)
		dst[i] = (char)(ld64(priv + 8 * (word + i / 8), swap) >> 8 * (i % 8) & 0xff);
	if (!memchr(dst, '\0', size))
		return false;
	for (const char *c = dst; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			return false;
	return true;
}

/* The identity extension after the words, when there and sane; out keeps
 * none of it otherwise. */
static void identity_from_priv(const uint8_t *priv, size_t len, bool swap, struct lparcfg *out)
{
	struct lparcfg id = { 0 };
	uint64_t flags, have;

	if (len < 8 * LPARCFG_PRIV_ALL_WORDS ||
	    ld64(priv + 8 * LPARCFG_PRIV_X_MAGIC, swap) != LPARCFG_PRIV_ID_MAGIC)
		return;
	flags = ld64(priv + 8 * LPARCFG_PRIV_X_FLAGS, swap);
	have = flags >> 32;
	id.partition_id = ld64(priv + 8 * LPARCFG_PRIV_X_ID, swap);
	id.weight = ld64(priv + 8 * LPARCFG_PRIV_X_WEIGHT, swap);
	if ((flags & 0xffffffffull) != LPARCFG_PRIV_ID_VERSION || (have & ~LPARCFG_HAVE_IDENTITY) ||
	    id.partition_id > 0x7fffffff || id.weight > 255 ||
	    !string_of_words(priv, LPARCFG_PRIV_X_SERIAL, swap, id.serial, sizeof(id.serial)) ||
	    !string_of_words(priv, LPARCFG_PRIV_X_TYPE, swap, id.machine_type,
			     sizeof(id.machine_type)) ||
	    !string_of_words(priv, LPARCFG_PRIV_X_NAME, swap, id.partition_name,
			     sizeof(id.partition_name)))
		return;
	out->have |= (uint32_t)have;
	memcpy(out->serial, id.serial, sizeof(id.serial));
	memcpy(out->machine_type, id.machine_type, sizeof(id.machine_type));
	memcpy(out->partition_name, id.partition_name, sizeof(id.partition_name));
	out->partition_id = id.partition_id;
	out->weight = id.weight;
}

bool lparcfg_from_priv(const uint8_t *priv, size_t len, bool swap, struct lparcfg *out)
{
	uint64_t w[LPARCFG_PRIV_WORDS], flags, have;

	*out = (struct lparcfg){ 0 };
	if (len < sizeof(w))
		return false;
	for (size_t i = 0; i < LPARCFG_PRIV_WORDS; i++)
		w[i] = ld64(priv + 8 * i, swap);
	flags = w[LPARCFG_PRIV_W_FLAGS];
	have = flags >> 32;
	/* a later version may add words after these: the length only has to
	 * hold ours; unknown flag bits mean a format this one cannot read */
	if (w[LPARCFG_PRIV_W_MAGIC] != LPARCFG_PRIV_MAGIC ||
	    (flags & 0xffff) != LPARCFG_PRIV_VERSION || (flags & 0xfffc0000ull) ||
	    have >= LPARCFG_HAVE_APP << 1 || (have & LPARCFG_HAVE_POOL_IDLE) ||
	    (have & LPARCFG_HAVE_TBR) || w[LPARCFG_PRIV_W_POOL] > 0xffff)
		return false;
	out->valid = true;
	out->have = (uint32_t)have;
	out->capped = flags >> 16 & 1;
	out->shared = flags >> 17 & 1;
	out->entitled_centi = w[LPARCFG_PRIV_W_ENT];
	out->pool = (uint32_t)w[LPARCFG_PRIV_W_POOL];
	out->pool_capacity_centi = w[LPARCFG_PRIV_W_POOL_CAP];
	out->pool_num_procs = w[LPARCFG_PRIV_W_POOL_PROCS];
	out->active_procs = w[LPARCFG_PRIV_W_ACTIVE];
	out->app_centi = w[LPARCFG_PRIV_W_APP];
	identity_from_priv(priv, len, swap, out);
	return true;
}
