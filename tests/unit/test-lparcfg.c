// SPDX-License-Identifier: GPL-2.0-only
/* test-lparcfg.c: the /proc/powerpc/lparcfg parser on a text laid out as the
 * kernel's pseries lparcfg.c prints it (shared, uncapped, 1.50 processors
 * entitled in a 16-processor pool), and on truncated and hostile variants. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "lparcfg.h"
#include "source.h"
#include "lparcfg-encode.h"

/* The order and spelling of lparcfg_data + pseries_lparcfg_data in a
 * shared-processor partition; partition_name and the system-parameter
 * string come first, the pool keys only because shared_processor_mode=1. */
static const char real[] =
	"lparcfg 1.9\n"
	"serial_number=IBM,0278ABCDE\n"
	"system_type=IBM,9009-42A\n"
	"partition_id=7\n"
	"partition_name=db-lpar\n"
	"R4=0x96\n"
	"R5=0x0\n"
	"partition_max_entitled_capacity=400\n"
	"system_potential_processors=16\n"
	"partition_entitled_capacity=150\n"
	"group=32775\n"
	"system_active_processors=16\n"
	"pool=0\n"
	"pool_capacity=1600\n"
	"pool_idle_time=123456789000\n"
	"pool_num_procs=16\n"
	"unallocated_capacity_weight=0\n"
	"capacity_weight=128\n"
	"capped=0\n"
	"unallocated_capacity=0\n"
	"entitled_memory=1073741824\n"
	"entitled_memory_pool_size=4096 bytes\n"
	"cmo_enabled=0\n"
	"dispatches=4027191\n"
	"dispatch_dispersions=2120\n"
	"purr=1234567\n"
	"tbr=987654321000\n"
	"partition_active_processors=4\n"
	"partition_potential_processors=8\n"
	"shared_processor_mode=1\n"
	"slb_size=32\n"
	"MaxMem=8589934592\n"
	"security_flavor=1\n";

static int parse(const char *s, struct lparcfg *c, char *err)
{
	return lparcfg_parse(s, strlen(s), c, err, 160);
}

TEST(lparcfg_real_text)
{
	struct lparcfg c;
	char err[160] = "";

	CHECK(parse(real, &c, err) == 0);
	CHECK(c.valid);
	CHECK_U64(c.entitled_centi, 150);
	CHECK(!c.capped);
	CHECK(c.shared);
	CHECK_U64(c.pool, 0);
	CHECK_U64(c.pool_capacity_centi, 1600);
	CHECK_U64(c.pool_num_procs, 16);
	CHECK_U64(c.pool_idle_time, 123456789000ull);
	CHECK_U64(c.active_procs, 4);
	CHECK_U64(c.tbr, 987654321000ull);
	CHECK_U64(c.have, LPARCFG_HAVE_CAPPED | LPARCFG_HAVE_SHARED | LPARCFG_HAVE_POOL |
		  LPARCFG_HAVE_POOL_CAP | LPARCFG_HAVE_POOL_PROCS | LPARCFG_HAVE_POOL_IDLE |
		  LPARCFG_HAVE_ACTIVE | LPARCFG_HAVE_TBR | LPARCFG_HAVE_IDENTITY);
	/* the identity, as the text above spells it */
	CHECK_STR(c.serial, "IBM,0278ABCDE");
	CHECK_STR(c.machine_type, "IBM,9009-42A");
	CHECK_U64(c.partition_id, 7);
	CHECK_STR(c.partition_name, "db-lpar");
	CHECK_U64(c.weight, 128);
}


/* A dedicated partition: no pool keys, capped, entitlement = processors. */
TEST(lparcfg_dedicated)
{
	static const char d[] = "lparcfg 1.9\npartition_entitled_capacity=400\ncapped=1\n"
				"partition_active_processors=4\nshared_processor_mode=0";
	struct lparcfg c;
	char err[160];

	CHECK(parse(d, &c, err) == 0);	/* no final newline: still read */
	CHECK_U64(c.entitled_centi, 400);
	CHECK(c.capped);
	CHECK(!c.shared);
	CHECK(!(c.have & (LPARCFG_HAVE_POOL | LPARCFG_HAVE_POOL_CAP | LPARCFG_HAVE_POOL_IDLE)));
}

/* QEMU's pseries: H_GET_PPP fails, so the kernel prints no entitlement,
 * pool or capped keys (parse_ppp_data returns early); the rest is there.
 * Read, but the entitlement is unknown. */
TEST(lparcfg_no_ppp)
{
	static const char q[] =
		"lparcfg 1.9\nserial_number=\nsystem_type=IBM pSeries (emulated by qemu)\n"
		"partition_id=0\npartition_max_entitled_capacity=2\nDesProcs=2\n"
		"system_potential_processors=2\ncmo_enabled=0\ndispatches=1549008\n"
		"purr=43783143608\ntbr=21896596265\npartition_active_processors=2\n"
		"partition_potential_processors=2\nshared_processor_mode=1\nMaxMem=0\n";
	struct lparcfg c;
	char err[160];

	CHECK(parse(q, &c, err) == 0);
	CHECK(!c.valid);
	/* no system-id in QEMU's device tree: "serial_number=", unknown */
	CHECK_U64(c.have, LPARCFG_HAVE_SHARED | LPARCFG_HAVE_ACTIVE | LPARCFG_HAVE_TBR |
		  LPARCFG_HAVE_TYPE | LPARCFG_HAVE_ID);
	CHECK_STR(c.machine_type, "IBM pSeries (emulated by qemu)");
	CHECK(!c.serial[0]);
	CHECK_U64(c.partition_id, 0);
	CHECK(c.shared);
	CHECK_U64(c.active_procs, 2);
	CHECK_U64(c.tbr, 21896596265ull);
}

/* Each variant must be refused with a reason and leave out invalid. */
static void refused(const char *s, size_t len, const char *why)
{
	struct lparcfg c;
	char err[160] = "";

	CHECK(lparcfg_parse(s, len, &c, err, sizeof(err)) == -1);
	CHECK(!c.valid);
	if (!strstr(err, why)) {
		fprintf(stderr, "err \"%s\" lacks \"%s\"\n", err, why);
		CHECK(0);
	}
}

static char *replace(const char *from, const char *to)
{
	const char *p = strstr(real, from);
	size_t n = sizeof(real) + strlen(to);
	char *s = malloc(n);

	snprintf(s, n, "%.*s%s%s", (int)(p - real), real, to, p + strlen(from));
	return s;
}

TEST(lparcfg_hostile)
{
	static const char *const bad[][3] = {
		{ "partition_entitled_capacity=150\n", "partition_entitled_capacity=1.5\n", "not a plain number" },
		{ "partition_entitled_capacity=150\n", "partition_entitled_capacity=-150\n", "not a plain number" },
		{ "partition_entitled_capacity=150\n", "partition_entitled_capacity=\n", "not a plain number" },
		{ "partition_entitled_capacity=150\n", "partition_entitled_capacity= 150\n", "not a plain number" },
		{ "partition_entitled_capacity=150\n", "partition_entitled_capacity=99999999999999999999999\n", "not a plain number" },
		{ "capped=0\n", "capped=2\n", "capped: not 0 or 1" },
		{ "pool=0\n", "pool=65536\n", "pool: not a plain number" },
		{ "pool_capacity=1600\n", "pool_capacity=16x\n", "pool_capacity: not a plain" },
		{ "capped=0\n", "capped=0\ncapped=1\n", "given twice" },
		{ "lparcfg 1.9\n", "lparcfgX\n", "does not start" },
		{ "lparcfg 1.9\n", "", "does not start" },
	};

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		char *s = replace(bad[i][0], bad[i][1]);

		refused(s, strlen(s), bad[i][2]);
		free(s);
		if (test_current_failed()) {
			fprintf(stderr, "variant %zu\n", i);
			return;
		}
	}
}

/* The identity's edges: what the kernel prints for a missing device-tree
 * property ("serial_number=" and nothing), names with what label and tag
 * syntax must escape, a 4000-byte name (PAPR's longest) cut to the field
 * at a character's start, and what the kernel cannot print. */
TEST(lparcfg_identity_edges)
{
	struct lparcfg c;
	char err[160] = "", *s, name[4100];

	s = replace("serial_number=IBM,0278ABCDE\n", "serial_number=\n");
	CHECK(parse(s, &c, err) == 0);
	CHECK(!(c.have & LPARCFG_HAVE_SERIAL) && c.serial[0] == '\0');
	CHECK(c.have & LPARCFG_HAVE_TYPE);
	free(s);
	s = replace("partition_name=db-lpar\n", "partition_name=prod \"db\", a=b\\c\n");
	CHECK(parse(s, &c, err) == 0);
	CHECK_STR(c.partition_name, "prod \"db\", a=b\\c");
	free(s);
	/* 4000 bytes: 253 'x', then a 2-byte e-acute across the field's end
	 * (bytes 253-254 of 255 usable: fits), then another at 255-256 (cut) */
	memset(name, 'x', 253);
	memcpy(name + 253, "\xc3\xa9\xc3\xa9", 4);
	memset(name + 257, 'y', 4000 - 257);
	snprintf(name + 4000, sizeof(name) - 4000, "%s", "");
	{
		char line[4200];

		snprintf(line, sizeof(line), "partition_name=%s\n", name);
		s = replace("partition_name=db-lpar\n", line);
	}
	CHECK(parse(s, &c, err) == 0);
	CHECK_U64(strlen(c.partition_name), 255);
	CHECK(!memcmp(c.partition_name + 253, "\xc3\xa9", 2));
	free(s);
	/* the next byte a continuation at the cut: the half character goes */
	name[253] = 'z';
	memcpy(name + 254, "\xc3\xa9", 2);	/* e-acute at 254-255 */
	name[256] = 'y';
	{
		char line[4200];

		snprintf(line, sizeof(line), "partition_name=%s\n", name);
		s = replace("partition_name=db-lpar\n", line);
	}
	CHECK(parse(s, &c, err) == 0);
	CHECK_U64(strlen(c.partition_name), 254);
	free(s);
}

TEST(lparcfg_identity_refused)
{
	static const char *const bad[][3] = {
		{ "partition_name=db-lpar\n", "partition_name=db\tlpar\n", "partition_name: a control byte" },
		{ "partition_name=db-lpar\n", "partition_name=db-lpar\r\n", "partition_name: a control byte" },
		{ "serial_number=IBM,0278ABCDE\n", "serial_number=IBM,\x7f\n", "serial_number: a control byte" },
		{ "system_type=IBM,9009-42A\n", "system_type=IBM,9009-42A\nsystem_type=x\n", "system_type: given twice" },
		{ "partition_name=db-lpar\n", "partition_name=a\npartition_name=b\n", "given twice" },
		{ "partition_id=7\n", "partition_id=-1\n", "partition_id: not a plain number" },
		{ "partition_id=7\n", "partition_id=2147483648\n", "partition_id: not a plain number" },
		{ "capacity_weight=128\n", "capacity_weight=256\n", "capacity_weight: not a plain" },
		{ "capacity_weight=128\n", "capacity_weight=\n", "capacity_weight: not a plain" },
	};

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		char *s = replace(bad[i][0], bad[i][1]);

		refused(s, strlen(s), bad[i][2]);
		free(s);
		if (test_current_failed()) {
			fprintf(stderr, "variant %zu\n", i);
			return;
		}
	}
}

TEST(lparcfg_truncated)
{
	/* cut before the entitlement's value ends: refused or the value is
	 * shorter, never a crash; cut before the key: no entitlement */
	const char *k = strstr(real, "partition_entitled_capacity=");
	size_t at = (size_t)(k - real);
	struct lparcfg c;
	char err[160];

	CHECK(lparcfg_parse(real, at, &c, err, 160) == 0);
	CHECK(!c.valid);
	refused(real, at + strlen("partition_entitled_capacity="), "not a plain number");
	CHECK(lparcfg_parse(real, at + strlen("partition_entitled_capacity=1"), &c, err, 160) == 0);
	CHECK_U64(c.entitled_centi, 1);
	refused("", 0, "empty");
	/* every prefix: no crash, and ASan sees no read past len */
	for (size_t n = 0; n <= sizeof(real) - 1; n++) {
		char *s = malloc(n ? n : 1);

		memcpy(s, real, n);
		(void)lparcfg_parse(s, n, &c, err, sizeof(err));
		free(s);
	}
}

TEST(lparcfg_long_lines_and_bytes)
{
	size_t n = LPARCFG_MAX_LINE + 64;
	char *s = malloc(n + 64);

	/* a line longer than the kernel ever prints */
	memcpy(s, "lparcfg 1.9\npartition_name=", 27);
	memset(s + 27, 'a', n - 27);
	memcpy(s + n, "\npartition_entitled_capacity=1\n", 31);
	refused(s, n + 31, "line too long");
	free(s);
	/* a NUL inside */
	refused("lparcfg 1.9\npartition_entitled_capacity=1\0\n", 44, "NUL");
	/* too big a file */
	s = calloc(1, LPARCFG_MAX_BYTES + 1);
	memcpy(s, real, sizeof(real) - 1);
	memset(s + sizeof(real) - 1, '\n', LPARCFG_MAX_BYTES + 1 - (sizeof(real) - 1));
	refused(s, LPARCFG_MAX_BYTES + 1, "longer than 64 KiB");
	free(s);
}

TEST(lparcfg_read_file)
{
	char path[] = "/tmp/lparcfg-test-XXXXXX", err[256];
	int fd = mkstemp(path);
	struct lparcfg c;

	CHECK(fd >= 0);
	CHECK(write(fd, real, sizeof(real) - 1) == (ssize_t)(sizeof(real) - 1));
	close(fd);
	CHECK(lparcfg_read(path, &c, err, sizeof(err)) == 0);
	CHECK_U64(c.entitled_centi, 150);
	unlink(path);
	CHECK(lparcfg_read(path, &c, err, sizeof(err)) == -1);
	CHECK(strstr(err, path) && strstr(err, "No such file"));
}

/* app: 16 pool processors over 1e6 ticks, 5.5e6 idle ticks = 5.50 idle. */
TEST(lparcfg_app_from_two_reads)
{
	struct lparcfg a = { .have = LPARCFG_HAVE_POOL_IDLE | LPARCFG_HAVE_TBR,
			     .pool_idle_time = 1000000, .tbr = 5000000 };
	struct lparcfg b = a;
	uint64_t app = 0;

	b.pool_idle_time += 5500000;
	b.tbr += 1000000;
	CHECK(lparcfg_app(&a, &b, &app));
	CHECK_U64(app, 550);
	b.pool_idle_time = 0;		/* not authorised: the kernel prints 0 */
	CHECK(!lparcfg_app(&a, &b, &app));
	b = a;
	CHECK(!lparcfg_app(&a, &b, &app));	/* no time passed */
}

/* The source's periodic reads: app over the time since the previous read
 * (2 pool processors idle for 0.5 s at 512 MHz: 5.12e8 idle ticks over
 * 2.56e8 = 2.00), none after a read that says 0 (not authorised) or a
 * first read only, and views see the latest read whole. */
TEST(source_lpar_app_between_reads)
{
	const uint32_t need = LPARCFG_HAVE_POOL_IDLE | LPARCFG_HAVE_TBR;
	struct lparcfg r = { .valid = true, .have = need, .entitled_centi = 150,
			     .pool_idle_time = 7, .tbr = 1000 };
	struct source src = { 0 };
	struct lparcfg got;

	src.lpar_live = source_lpar_new(&r);
	CHECK(src.lpar_live != NULL);
	source_lpar_get(&src, &got);
	CHECK(got.valid && !(got.have & LPARCFG_HAVE_APP));	/* one read: unknown */
	r.pool_idle_time += 512000000;
	r.tbr += 256000000;
	r.entitled_centi = 175;		/* a DLPAR change shows at the next read */
	source_lpar_update(src.lpar_live, &r);
	source_lpar_get(&src, &got);
	CHECK(got.have & LPARCFG_HAVE_APP);
	CHECK_U64(got.app_centi, 200);
	CHECK_U64(got.entitled_centi, 175);
	/* the next period the pool was busy: 0.25 processors idle */
	r.pool_idle_time += 64000000;
	r.tbr += 256000000;
	source_lpar_update(src.lpar_live, &r);
	source_lpar_get(&src, &got);
	CHECK_U64(got.app_centi, 25);
	r.pool_idle_time = 0;		/* authorisation withdrawn: no app, not 0 */
	r.tbr += 256000000;
	source_lpar_update(src.lpar_live, &r);
	source_lpar_get(&src, &got);
	CHECK(!(got.have & LPARCFG_HAVE_APP) && got.app_centi == 0);
	source_lpar_free(src.lpar_live);

	/* a source without updates (a replay): its info.lpar as stored */
	src = (struct source){ .info.lpar = { .valid = true, .entitled_centi = 42 } };
	source_lpar_get(&src, &got);
	CHECK(got.valid && got.entitled_centi == 42);
}

/* What -o stores comes back the same, in either byte order; anything else
 * in those words (upstream's own use some day, garbage) is no lparcfg. */
TEST(lparcfg_priv_round_trip)
{
	struct lparcfg in, out;
	uint64_t w[LPARCFG_PRIV_ALL_WORDS], sw[LPARCFG_PRIV_ALL_WORDS];
	char err[160];

	CHECK(lparcfg_parse(real, sizeof(real) - 1, &in, err, sizeof(err)) == 0);
	in.have |= LPARCFG_HAVE_APP;
	in.app_centi = 550;
	lparcfg_to_priv(&in, w);
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	CHECK(out.valid);
	CHECK_U64(out.entitled_centi, 150);
	CHECK(!out.capped && out.shared);
	CHECK_U64(out.pool_capacity_centi, 1600);
	CHECK_U64(out.pool_num_procs, 16);
	CHECK_U64(out.active_procs, 4);
	CHECK_U64(out.app_centi, 550);
	/* the pool's idle time and timebase are not kept: app is */
	CHECK_U64(out.have, in.have & ~(uint32_t)(LPARCFG_HAVE_POOL_IDLE | LPARCFG_HAVE_TBR));
	/* the identity too, in its extension */
	CHECK_STR(out.serial, "IBM,0278ABCDE");
	CHECK_STR(out.machine_type, "IBM,9009-42A");
	CHECK_STR(out.partition_name, "db-lpar");
	CHECK_U64(out.partition_id, 7);
	CHECK_U64(out.weight, 128);
	for (size_t i = 0; i < LPARCFG_PRIV_ALL_WORDS; i++)
		sw[i] = __builtin_bswap64(w[i]);
	CHECK(lparcfg_from_priv((const uint8_t *)sw, sizeof(sw), true, &out));
	CHECK_U64(out.entitled_centi, 150);
	CHECK_STR(out.serial, "IBM,0278ABCDE");
	CHECK_STR(out.partition_name, "db-lpar");
	/* too short, wrong magic, unknown version, flags out of range */
	CHECK(!lparcfg_from_priv((const uint8_t *)w, 8 * LPARCFG_PRIV_WORDS - 1, false, &out) &&
	      !out.valid);
	w[LPARCFG_PRIV_W_MAGIC] ^= 1;
	CHECK(!lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	w[LPARCFG_PRIV_W_MAGIC] ^= 1;
	w[LPARCFG_PRIV_W_FLAGS] += 1;	/* version 2 */
	CHECK(!lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	w[LPARCFG_PRIV_W_FLAGS] = LPARCFG_PRIV_VERSION | 1ull << 20;
	CHECK(!lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	w[LPARCFG_PRIV_W_FLAGS] = LPARCFG_PRIV_VERSION;
	w[LPARCFG_PRIV_W_POOL] = 70000;
	CHECK(!lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
}

/* The identity's extension leaves the words before it as version 1 wrote
 * them (so a dtltop before it reads the entitlement of a newer file), and
 * whatever is wrong with it loses the identity only. */
TEST(lparcfg_priv_identity_extension)
{
	struct lparcfg in, out;
	uint64_t w[LPARCFG_PRIV_ALL_WORDS];
	char err[160];

	CHECK(lparcfg_parse(real, sizeof(real) - 1, &in, err, sizeof(err)) == 0);
	lparcfg_to_priv(&in, w);
	/* what version 1's reader checks: its version, no have bit past app */
	CHECK_U64(w[LPARCFG_PRIV_W_FLAGS] & 0xffff, 1);
	CHECK((w[LPARCFG_PRIV_W_FLAGS] >> 32) < LPARCFG_HAVE_APP << 1);
	/* byte i of a string at bits 8*(i%8): "IBM,0278" in the first word */
	CHECK_U64(w[LPARCFG_PRIV_X_SERIAL], 0x383732302c4d4249ull);
	/* a recording of version 1's length: no identity, the rest read */
	CHECK(lparcfg_from_priv((const uint8_t *)w, 8 * LPARCFG_PRIV_WORDS, false, &out));
	CHECK_U64(out.entitled_centi, 150);
	CHECK(!(out.have & LPARCFG_HAVE_IDENTITY) && !out.serial[0]);
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w) - 1, false, &out));
	CHECK(!(out.have & LPARCFG_HAVE_IDENTITY));
	/* garbage in the extension: identity lost, entitlement kept */
	w[LPARCFG_PRIV_X_MAGIC] ^= 1;
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	CHECK(out.valid && !(out.have & LPARCFG_HAVE_IDENTITY));
	w[LPARCFG_PRIV_X_MAGIC] ^= 1;
	w[LPARCFG_PRIV_X_FLAGS] += 1;	/* an extension version 2 */
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	CHECK(!(out.have & LPARCFG_HAVE_IDENTITY));
	w[LPARCFG_PRIV_X_FLAGS] -= 1;
	w[LPARCFG_PRIV_X_WEIGHT] = 256;
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	CHECK(!(out.have & LPARCFG_HAVE_IDENTITY));
	w[LPARCFG_PRIV_X_WEIGHT] = 128;
	/* a name without its NUL, then one with a control byte */
	for (size_t i = LPARCFG_PRIV_X_NAME; i < LPARCFG_PRIV_ALL_WORDS; i++)
		w[i] = 0x4141414141414141ull;
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	CHECK(!(out.have & LPARCFG_HAVE_IDENTITY) && !out.partition_name[0]);
	w[LPARCFG_PRIV_ALL_WORDS - 1] = 0;
	w[LPARCFG_PRIV_X_NAME] = 0x0a41;	/* "A\n" */
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	CHECK(!(out.have & LPARCFG_HAVE_IDENTITY));
	w[LPARCFG_PRIV_X_NAME] = 0x4141;	/* "AA" */
	CHECK(lparcfg_from_priv((const uint8_t *)w, sizeof(w), false, &out));
	CHECK_STR(out.partition_name, "AA");
	CHECK_STR(out.serial, "IBM,0278ABCDE");
}
