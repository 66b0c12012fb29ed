/* SPDX-License-Identifier: GPL-2.0-only */
/* lparcfg.h: the partition's entitlement and shared-pool configuration, as
 * the kernel's /proc/powerpc/lparcfg says it (parsed by decoders/lparcfg.c). */
#ifndef DTLTOP_LPARCFG_H
#define DTLTOP_LPARCFG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define LPARCFG_PATH "/proc/powerpc/lparcfg"
#define LPARCFG_MAX_BYTES 65536	/* a real file is about 1.5 KiB */
#define LPARCFG_MAX_LINE 4096	/* partition_name may be 4000 bytes */

/* Which optional keys the text had (the kernel prints the pool keys only in
 * shared-processor mode, and pool_idle_time reads 0 unless the partition
 * is authorised to see its pool's usage). */
enum {
	LPARCFG_HAVE_CAPPED = 1u << 0,
	LPARCFG_HAVE_SHARED = 1u << 1,
	LPARCFG_HAVE_POOL = 1u << 2,		/* pool (its number) */
	LPARCFG_HAVE_POOL_CAP = 1u << 3,	/* pool_capacity */
	LPARCFG_HAVE_POOL_PROCS = 1u << 4,	/* pool_num_procs */
	LPARCFG_HAVE_POOL_IDLE = 1u << 5,	/* pool_idle_time */
	LPARCFG_HAVE_ACTIVE = 1u << 6,		/* partition_active_processors */
	LPARCFG_HAVE_TBR = 1u << 7,		/* tbr: the timebase when read */
	LPARCFG_HAVE_APP = 1u << 8,		/* app_centi: see below */
	/* The partition's identity (the fleet's dtltop_lpar_info) */
	LPARCFG_HAVE_SERIAL = 1u << 9,		/* serial_number */
	LPARCFG_HAVE_TYPE = 1u << 10,		/* system_type */
	LPARCFG_HAVE_ID = 1u << 11,		/* partition_id */
	LPARCFG_HAVE_NAME = 1u << 12,		/* partition_name */
	LPARCFG_HAVE_WEIGHT = 1u << 13,		/* capacity_weight */
};

#define LPARCFG_ID_LEN   64	/* serial_number, system_type: "IBM,0221234567" */
#define LPARCFG_NAME_LEN 256	/* partition_name, cut there */

struct lparcfg {
	bool valid;			/* partition_entitled_capacity was read: the
					 * entitlement is known (the kernel prints it
					 * only when H_GET_PPP works; QEMU has none) */
	uint32_t have;			/* LPARCFG_HAVE_* */
	uint64_t entitled_centi;	/* partition_entitled_capacity: 1/100 processor */
	bool capped;			/* capped=1 */
	bool shared;			/* shared_processor_mode=1 */
	uint32_t pool;			/* pool: the shared pool's number */
	uint64_t pool_capacity_centi;	/* pool_capacity: active pool processors x 100 */
	uint64_t pool_num_procs;	/* pool_num_procs (H_PIC) */
	uint64_t pool_idle_time;	/* pool_idle_time: timebase ticks, cumulative */
	uint64_t active_procs;		/* partition_active_processors (virtual) */
	uint64_t tbr;			/* tbr: the timebase register when read */
	/* Available pool processors (lparstat's "app") x 100: not a key of
	 * the file but the change of pool_idle_time between two reads over
	 * the timebase ticks between them; a source that can tell (live,
	 * after two reads; the simulator) sets it with LPARCFG_HAVE_APP. */
	uint64_t app_centi;
	/* Identity, each with its LPARCFG_HAVE_* bit: strings as the file has
	 * them after '=', NUL-terminated, cut to fit; views escape them. */
	char serial[LPARCFG_ID_LEN];		/* serial_number: "IBM,0221234567" */
	char machine_type[LPARCFG_ID_LEN];	/* system_type: "IBM,9080-HEX" */
	char partition_name[LPARCFG_NAME_LEN];	/* partition_name */
	uint64_t partition_id;			/* partition_id */
	uint64_t weight;			/* capacity_weight: 0..255 */
};

/* Parse the text text[0..len). Strict: the first line must be "lparcfg
 * N.N"; a key dtltop reads must appear at most once with a plain decimal
 * value (capped and shared_processor_mode 0 or 1), or for the identity's
 * strings any bytes but controls (cut to fit at a UTF-8 character's start;
 * empty, as the kernel prints a missing one, is unknown); no NUL byte, no line
 * longer than LPARCFG_MAX_LINE, no more than LPARCFG_MAX_BYTES. Other keys
 * are skipped; a text without partition_entitled_capacity is read with
 * valid false. 0, or -1 with a one-line reason in err (out then cleared). */
int lparcfg_parse(const char *text, size_t len, struct lparcfg *out, char *err, size_t errlen);

/* Read and parse path (LPARCFG_PATH live). 0, or -1 with err naming it. */
int lparcfg_read(const char *path, struct lparcfg *out, char *err, size_t errlen);

/* Available pool processors x 100 from two reads a then b of the same
 * partition, as lparstat computes "app": the pool's idle ticks (summed
 * over its processors) over the timebase ticks between the reads (tbr).
 * false if either lacks pool_idle_time or tbr, pool_idle_time reads 0 (the
 * partition is not authorised to see its pool) or no time passed. */
bool lparcfg_app(const struct lparcfg *a, const struct lparcfg *b, uint64_t *app_centi);

/* -o stores the configuration in the recording's AUXTRACE_INFO record of
 * the vpa_dtl type, in the private words after upstream's priv[0]
 * (encoders/lparcfg-encode.c says why there). The words, u64 each in the
 * file's byte order, from priv[1]: */
#define LPARCFG_PRIV_MAGIC 0x4454544f504c5041ull	/* "DTTOPLPA" */
#define LPARCFG_PRIV_VERSION 1
enum {
	LPARCFG_PRIV_W_MAGIC,	/* LPARCFG_PRIV_MAGIC */
	LPARCFG_PRIV_W_FLAGS,	/* version (bits 0-15), capped (16), shared (17),
				 * have (bits 32-63) */
	LPARCFG_PRIV_W_ENT,	/* entitled_centi */
	LPARCFG_PRIV_W_POOL,
	LPARCFG_PRIV_W_POOL_CAP,
	LPARCFG_PRIV_W_POOL_PROCS,
	LPARCFG_PRIV_W_ACTIVE,
	LPARCFG_PRIV_W_APP,
	LPARCFG_PRIV_WORDS	/* words after priv[0] */
};
/* The identity follows those words in an extension of its own, so that a
 * dtltop that knows only the words above still reads them (it checks the
 * length holds its words and ignores what follows). Strings are packed
 * 8 bytes a word, byte i at bits 8*(i%8): the same in either byte order. */
#define LPARCFG_PRIV_ID_MAGIC 0x4454544f504c4944ull	/* "DTTOPLID" */
#define LPARCFG_PRIV_ID_VERSION 1
enum {
	LPARCFG_PRIV_X_MAGIC = LPARCFG_PRIV_WORDS,	/* LPARCFG_PRIV_ID_MAGIC */
	LPARCFG_PRIV_X_FLAGS,	/* version (bits 0-15), have's identity bits (32-63) */
	LPARCFG_PRIV_X_ID,	/* partition_id */
	LPARCFG_PRIV_X_WEIGHT,	/* weight */
	LPARCFG_PRIV_X_SERIAL,	/* serial, LPARCFG_ID_LEN bytes */
	LPARCFG_PRIV_X_TYPE = LPARCFG_PRIV_X_SERIAL + LPARCFG_ID_LEN / 8,
	LPARCFG_PRIV_X_NAME = LPARCFG_PRIV_X_TYPE + LPARCFG_ID_LEN / 8,
	LPARCFG_PRIV_ALL_WORDS = LPARCFG_PRIV_X_NAME + LPARCFG_NAME_LEN / 8
};
#define LPARCFG_HAVE_IDENTITY (LPARCFG_HAVE_SERIAL | LPARCFG_HAVE_TYPE | LPARCFG_HAVE_ID | \
			       LPARCFG_HAVE_NAME | LPARCFG_HAVE_WEIGHT)

/* Read those words from priv (len bytes after upstream's priv[0]; swap:
 * the file's byte order is not the host's). false, out invalid, when they
 * are not there (an older recording, or upstream perf's) or make no
 * sense (unknown version, flags out of range). The identity extension is
 * read when it is there and makes sense (a recording before it has none:
 * the identity is then unknown, the rest read as before). */
bool lparcfg_from_priv(const uint8_t *priv, size_t len, bool swap, struct lparcfg *out);

#endif
