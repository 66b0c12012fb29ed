// SPDX-License-Identifier: GPL-2.0-only
/* The simulated srr0 (sim-syms.c) and the kallsyms section of the tracing
 * data: every drawn address lies inside the symbol the draw names, by the
 * kallsyms text's own layout (a symbol reaches to the next one) or inside
 * the task's mapping of the binary; the simulator's fixed IPs fall in the
 * functions they stand for; a kallsyms text stored by the encoder is read
 * back byte for byte, and an empty section gives none. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <traceevent/event-parse.h>

#include "harness.h"
#include "sim-syms.h"
#include "sim.h"
#include "tracepoint.h"
#include "tracing-blob.h"

/* The start of the line of kallsyms text naming name (a core text
 * symbol), and the next line's address: parsed here, apart from sim-syms. */
static bool text_range(const char *name, uint64_t *start, uint64_t *next)
{
	const char *p = sim_kallsyms, *end = p + sim_kallsyms_len;
	bool found = false;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		unsigned long long a;
		char type, nm[128];

		if (!eol || sscanf(p, "%llx %c %127s", &a, &type, nm) != 3)
			return false;
		if (found) {
			*next = a;
			return true;
		}
		if (strcmp(nm, name) == 0 && !memchr(p, '[', (size_t)(eol - p))) {
			*start = a;
			found = true;
		}
		p = eol + 1;
	}
	return false;
}

TEST(sim_syms_set_is_sorted_and_sized)
{
	const char *p = sim_kallsyms, *end = p + sim_kallsyms_len;
	unsigned long long prev = 0;
	unsigned n = 0;

	CHECK(sim_kallsyms_len > 0 && sim_kallsyms[sim_kallsyms_len - 1] == '\n');
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		unsigned long long a;
		char type;

		CHECK(eol && sscanf(p, "%llx %c", &a, &type) == 2);
		if (!memchr(p, '[', (size_t)(eol - p))) {	/* core: sorted */
			CHECK(a >= prev);
			CHECK(a >= 0xc000000000000000ull && a < 0xc000000002000000ull);
			prev = a;
			n++;
		}
		p = eol + 1;
	}
	CHECK(n >= 200 && n <= 400);
	CHECK(sim_ndso_text >= 3);
	CHECK(sim_syms_count() > n);
}

TEST(sim_syms_fixed_ips_name_their_functions)
{
	const struct {
		uint64_t ip;
		const char *name;
		uint64_t off;
	} want[] = {
		{ SIM_IP_CEDE, "plpar_hcall_norets_notrace", 0x1c },	/* after HVSC */
		{ SIM_IP_SCHEDULE, "__schedule", 0x4a4 },
		{ SIM_IP_TTWU, "try_to_wake_up", 0x240 },
	};

	for (size_t i = 0; i < sizeof(want) / sizeof(*want); i++) {
		uint32_t id = sim_syms_find_kernel(want[i].ip);
		const struct sim_sym *y = sim_syms_get(id);
		uint64_t start = 0, next = 0;

		CHECK(y && y->dso == SIM_DSO_KERNEL);
		CHECK_STR(y->name, want[i].name);
		CHECK_U64(want[i].ip - y->start, want[i].off);
		CHECK(text_range(want[i].name, &start, &next));
		CHECK_U64(start, y->start);
	}
}

/* A drawn site: the address inside the symbol, user exactly for a user
 * binary's, and then inside one of the task's maps at the symbol's offset. */
static bool site_ok(uint32_t id, uint64_t srr0, bool user, const char *comm, int32_t pid)
{
	const struct sim_sym *y = sim_syms_get(id);
	uint64_t start = 0, next = 0;
	struct sim_map m[SIM_TASK_MAPS];
	size_t n;

	if (!y || user != (y->dso != SIM_DSO_KERNEL))
		return false;
	if (!user)
		return text_range(y->name, &start, &next) && srr0 >= start && srr0 < next &&
		       srr0 % 4 == 0 && srr0 < 0xc000000002000000ull;
	n = comm ? sim_syms_task_maps(comm, pid, m) : 0;
	for (size_t i = 0; i < n; i++) {
		uint64_t off = srr0 - m[i].start + m[i].pgoff;

		if (m[i].dso == y->dso && srr0 >= m[i].start && srr0 - m[i].start < m[i].len)
			return off >= y->start && off - y->start < y->room &&
			       srr0 < 0x800000000000ull;
	}
	return false;
}

TEST(sim_syms_draws_lie_inside_their_symbols)
{
	static const char *const comms[] = { NULL, "postgres", "java", "nginx", "python3" };
	uint64_t x = 33, cede_at_hcall = 0, cede = 0, users = 0;

	for (int i = 0; i < 40000; i++) {
		uint8_t pre = (uint8_t)(i % 11);	/* 10: past the table */
		const char *comm = comms[i / 11 % 5];
		int32_t pid = 1000 + i % 97;
		uint64_t srr0;
		bool user;
		uint32_t id = sim_syms_draw(sim_splitmix64(&x), pre, comm, pid, i % 3 != 0,
					    &srr0, &user);

		if (!site_ok(id, srr0, user, comm, pid)) {
			fprintf(stderr, "    draw %d: pre %u comm %s srr0 %#llx sym %u\n", i, pre,
				comm ? comm : "-", (unsigned long long)srr0, id);
			CHECK(0);
		}
		CHECK(!user || (comm && i % 3 != 0));	/* users need maps, and a task */
		CHECK(!user || pre == DTL_PREEMPT_TIME_SLICE || pre == DTL_PREEMPT_FIRMWARE || pre == 0 ||
		      pre >= DTL_PREEMPT_H_CONFER_ADJUNCT);
		users += user;
		if (pre == DTL_PREEMPT_H_CEDE) {
			cede++;
			cede_at_hcall += srr0 == SIM_IP_CEDE;
		}
	}
	CHECK(users > 1000);
	CHECK(cede_at_hcall * 10 > cede * 7);	/* 80 % at the cede hcall */
}

TEST(sim_syms_fault_reasons_in_fault_paths)
{
	static const char *const ok[] = {
		"do_page_fault", "___do_page_fault", "handle_mm_fault", "__handle_mm_fault",
		"do_hash_fault", "hash_page_mm", "handle_pte_fault", "do_anonymous_page",
		"__hash_page_64K", "filemap_fault", "do_wp_page", "lock_mm_and_find_vma",
	};
	uint64_t x = 7;

	for (int i = 0; i < 2000; i++) {
		uint64_t srr0;
		bool user, found = false;
		uint32_t id = sim_syms_draw(sim_splitmix64(&x), i % 2 ? DTL_PREEMPT_VM_FAULT :
					    DTL_PREEMPT_MIGRATION_FAULT, "java", 1001, true,
					    &srr0, &user);
		const struct sim_sym *y = sim_syms_get(id);

		CHECK(y && !user);
		for (size_t k = 0; k < sizeof(ok) / sizeof(*ok); k++)
			found |= strcmp(y->name, ok[k]) == 0;
		CHECK(found);
	}
}

/* ---- the tracing data's kallsyms section ---- */

static bool round_trip(bool big_endian, const char *text, size_t len)
{
	uint8_t *blob = NULL;
	size_t n = tracing_blob_ks(&blob, big_endian, text, len), ks_len = 99;
	char err[200], *ks = (char *)1;
	struct tep_handle *tep = n ? tracing_data_parse_ks(blob, n, &ks, &ks_len, err,
							   sizeof(err)) : NULL;
	bool ok = tep && tep_find_event_by_name(tep, "sched", "sched_switch");

	if (text && len)
		ok = ok && ks && ks_len == len && memcmp(ks, text, len) == 0 && ks[len] == 0;
	else
		ok = ok && !ks && ks_len == 0;
	free(ks != (char *)1 ? ks : NULL);
	tep_free(tep);
	free(blob);
	return ok;
}

TEST(tracing_data_kallsyms_round_trip)
{
	const char small[] = "c000000000010000 T _stext\nc000000000010100 t foo\t[mod]\n";

	CHECK(sched_formats_init() == 0);
	CHECK(round_trip(false, sim_kallsyms, sim_kallsyms_len));
	CHECK(round_trip(true, sim_kallsyms, sim_kallsyms_len));
	CHECK(round_trip(false, small, sizeof(small) - 1));
	CHECK(round_trip(false, NULL, 0));	/* perf today: a zero size */
	CHECK(round_trip(true, NULL, 0));
}

/* The section's bytes: a u32 size (in the blob's order) and the text,
 * right after the formats, before the printk formats' zero size. */
TEST(tracing_data_kallsyms_layout)
{
	uint8_t *a = NULL, *b = NULL;
	size_t na = tracing_blob(&a, true), nb = tracing_blob_ks(&b, true, "xyz\n", 4);

	CHECK(na && nb == na + 4);
	CHECK(memcmp(a, b, na - 16) == 0);		/* up to the kallsyms size */
	CHECK(memcmp(b + na - 16, "\0\0\0\4xyz\n", 8) == 0);
	CHECK(memcmp(b + nb - 12, a + na - 12, 12) == 0);	/* printk, cmdlines */
	free(a);
	free(b);
}
