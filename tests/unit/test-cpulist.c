// SPDX-License-Identifier: GPL-2.0-only
/* test-cpulist.c: the one CPU list parser (-C, the view's '/' filter):
 * what it takes, what it refuses and why. */
#include <stdlib.h>

#include "cpulist.h"
#include "harness.h"

/* The CPUs of bits as "a,b,c", at most 64 of them. */
static void listed(const uint64_t *bits, char *out, size_t len)
{
	size_t off = 0;
	int n = 0;

	out[0] = '\0';
	for (uint32_t c = 0; c < CPULIST_MAX_CPU && n < 64; c++)
		if (cpulist_has(bits, c)) {
			off += (size_t)snprintf(out + off, len - off, "%s%u", n ? "," : "", c);
			n++;
		}
}

TEST(cpulist_accepts)
{
	static const struct { const char *in, *cpus; } ok[] = {
		{ "0", "0" },
		{ "0-3", "0,1,2,3" },
		{ "0-3,8,10-11", "0,1,2,3,8,10,11" },
		{ "5-5", "5" },
		{ "7,2,2,0-1", "0,1,2,7" },
		{ "007", "7" },
		{ "65535", "65535" },
		{ "65534-65535", "65534,65535" },
	};
	uint64_t *bits = calloc(CPULIST_WORDS, sizeof(*bits));
	char got[512], why[128];

	CHECK(bits);
	for (size_t i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		int r = cpulist_parse(ok[i].in, bits, why, sizeof(why));

		if (r < 0)
			fprintf(stderr, "    '%s' refused: %s\n", ok[i].in, why);
		listed(bits, got, sizeof(got));
		if (r == 0 && strcmp(got, ok[i].cpus))
			fprintf(stderr, "    '%s' gave %s\n", ok[i].in, got);
		if (r < 0 || strcmp(got, ok[i].cpus)) {
			free(bits);
			CHECK(0);
		}
	}
	CHECK_U64(CPULIST_MAX_CPU, MODEL_MAX_CPU);
	free(bits);
}

TEST(cpulist_refuses)
{
	static const struct { const char *in, *why; } bad[] = {
		{ "", "the list is empty" },
		{ "0,x", "'x' is not a CPU number or range" },
		{ "0-", "range '0-' has no end" },
		{ "-1", "'-1' is not a CPU number or range" },
		{ "0x1", "'0x1' is not a CPU number or range" },
		{ "3-1", "range '3-1' runs backwards" },
		{ "1,,2", "an item is empty (at offset 2)" },
		{ "0,", "an item is empty (at offset 2)" },
		{ ",0", "an item is empty (at offset 0)" },
		{ " 1", "' 1' is not a CPU number or range" },
		{ "1 ", "'1 ' is not a CPU number or range" },
		{ "0, 1", "' 1' is not a CPU number or range" },
		{ "0 -3", "'0 -3' is not a CPU number or range" },
		{ "+1", "'+1' is not a CPU number or range" },
		{ "1-2-3", "'1-2-3' is not a CPU number or range" },
		{ "0-x", "'0-x' is not a CPU number or range" },
		{ "1.5", "'1.5' is not a CPU number or range" },
		{ "65536", "'65536' is above 65535, the highest CPU number" },
		{ "0-65536", "'0-65536' is above 65535, the highest CPU number" },
		{ "1048576", "'1048576' is above 65535, the highest CPU number" },
		{ "99999999999999999999999", "'99999999999999999999999' is above 65535, the highest CPU number" },
	};
	uint64_t *bits = calloc(CPULIST_WORDS, sizeof(*bits));
	char why[128];

	CHECK(bits);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		int r;

		why[0] = '\0';
		r = cpulist_parse(bad[i].in, bits, why, sizeof(why));
		if (r == 0 || strcmp(why, bad[i].why)) {
			fprintf(stderr, "    '%s': %d \"%s\"\n", bad[i].in, r, why);
			free(bits);
			CHECK(0);
		}
		for (uint32_t w = 0; w < CPULIST_WORDS; w++)
			if (bits[w]) {
				free(bits);
				CHECK(!"a refused list left CPUs set");
			}
	}
	CHECK(cpulist_parse("0,x", bits, NULL, 0) < 0);	/* no reason wanted */
	free(bits);
}
