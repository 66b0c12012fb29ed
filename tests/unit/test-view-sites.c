// SPDX-License-Identifier: GPL-2.0-only
/* test-view-sites.c: the batch views' "preempted at" section: entries at
 * known srr0 in a kallsyms text written here, steals in whole microseconds
 * (512 ticks at 512 MHz), so every figure below is worked by hand. */
#include <stdlib.h>
#include <string.h>

#include "fixtures.h"
#include "harness.h"
#include "model.h"
#include "source.h"
#include "symbols.h"
#include "view.h"

#define TBF 512000000ull
#define KBASE 0xc000000000010000ull	/* fnK at KBASE + K * 0x100 */

/* An entry of cpu at srr0 (srr1 MSR[PR] for user), preempt reason pre,
 * us microseconds of steal (enqueue_to_dispatch alone). */
static void sdtl(struct model *m, uint32_t cpu, uint64_t t, uint64_t srr0, uint64_t srr1,
		 uint8_t pre, uint32_t us)
{
	struct event ev = fixture_dtl_event(cpu, t, 3, pre, 0, us * 512, 0, 0, TBF);

	ev.dtl.e.srr0 = srr0;
	ev.dtl.e.srr1 = srr1;
	model_feed(m, &ev);
}

static void sswitch(struct model *m, uint32_t cpu, uint64_t t, int32_t pid, const char *comm)
{
	struct event ev = fixture_switch_event(cpu, t, pid, comm);

	model_feed(m, &ev);
}

static struct symbols *ssyms(void)
{
	struct symbols *s = symbols_new();
	char text[512], err[200];
	size_t n = 0;

	/* fn1 is the cede hcall's name so that it has a class */
	static const char *const names[8] = { "fn0", "plpar_hcall_norets_notrace", "fn2", "fn3",
					      "fn4", "fn5", "fn6", "fn7" };

	for (int k = 0; k < 8; k++)
		n += (size_t)snprintf(text + n, sizeof(text) - n, "%016llx T %s\n",
				      (unsigned long long)(KBASE + (uint64_t)k * 0x100), names[k]);
	if (s && symbols_kallsyms_text(s, text, n, err, sizeof(err)) < 0) {
		symbols_free(s);
		return NULL;
	}
	return s;
}

static void fake_source(struct source *src)
{
	memset(src, 0, sizeof(*src));
	src->info.kind = "replay";
	src->info.has_dtl = true;
	src->info.dtl_iface = DTL_IFACE_VPA;
}

/* Run a view into a malloc'd string. */
#define CAPTURE(out, call)                                                 \
	do {                                                               \
		size_t len_;                                               \
		FILE *f = open_memstream(&(out), &len_);                   \
		call;                                                      \
		fclose(f);                                                 \
	} while (0)

/* The model of the cases below:
 *  cpu 1 (task db): fn1+0x10 H_CEDE 3 us, twice; fn1+0x20 time_slice
 *        1 us; an address below every symbol 2 us; a user address 0 us;
 *  cpu 2 (no task): fn0+0x8 time_slice 10 us;
 *  cpu 3: fn2..fn7 at (k - 1) us each, fn7 the most: six symbols, one
 *        past the vCPU's top 5.
 * LPAR by steal: fn0 10, plpar_hcall_norets_notrace 7, fn7 6, fn6 5,
 * fn5 4, fn4 3, [unknown] kernel 2, fn3 2, fn2 1, [unknown] user 0 (ties
 * by count, then name: "[" sorts before "f"). */
static struct model *smodel(void)
{
	struct model *m = model_new(&(struct model_opts){ .counters_only = true });
	uint64_t t = 1000;

	if (!m)
		return NULL;
	sswitch(m, 1, t++, 42, "db");
	sdtl(m, 1, t++, KBASE + 0x110, 0x8000000000001033ull, 2, 3);
	sdtl(m, 1, t++, KBASE + 0x110, 0x8000000000001033ull, 2, 3);
	sdtl(m, 1, t++, KBASE + 0x120, 0x8000000000001033ull, 4, 1);
	sdtl(m, 1, t++, KBASE - 0x1000, 0x8000000000001033ull, 4, 2);
	sdtl(m, 1, t++, 0x10001000, 0x800000000000d033ull, 4, 0);
	sdtl(m, 2, t++, KBASE + 0x8, 0x8000000000001033ull, 4, 10);
	for (int k = 2; k < 8; k++)
		sdtl(m, 3, t++, KBASE + (uint64_t)k * 0x100 + 4, 0x8000000000001033ull, 4,
		     (uint32_t)k - 1);
	model_settle(m);
	return m;
}

TEST(view_sites_json_exact)
{
	struct model *m = smodel();
	struct symbols *syms = ssyms();
	struct source src;
	struct view_window w = { .start_ns = 1000, .end_ns = 2000 };
	char *out = NULL;

	CHECK(m && syms);
	if (!m || !syms)
		goto out;
	w.syms = syms;
	fake_source(&src);
	CAPTURE(out, view_json(f, m, &src, &w));
	/* LPAR: 12 entries, 10+7+6+5+4+3+2+2+1+0 = 40 us; top 20 holds all
	 * ten pairs; fn1's reasons by steal */
	CHECK(strstr(out, "\"preempted_at\":{\"count\":12,\"steal_ns\":40000,\"symbols_total\":10,"
		      "\"symbols\":[{\"sym\":\"fn0\",\"dso\":\"[kernel.kallsyms]\",\"class\":null,"
		      "\"user\":false,\"count\":1,\"steal_ns\":10000,\"share_pct\":25.00,"
		      "\"reasons\":{\"time_slice\":{\"count\":1,\"steal_ns\":10000}},"
		      "\"tasks\":[{\"comm\":null,\"count\":1,\"steal_ns\":10000}]},"
		      "{\"sym\":\"plpar_hcall_norets_notrace\",\"dso\":\"[kernel.kallsyms]\","
		      "\"class\":\"cede\",\"user\":false,\"count\":3,\"steal_ns\":7000,"
		      "\"share_pct\":17.50,\"reasons\":{\"H_CEDE\":{\"count\":2,\"steal_ns\":6000},"
		      "\"time_slice\":{\"count\":1,\"steal_ns\":1000}},"
		      "\"tasks\":[{\"comm\":\"db\",\"count\":3,\"steal_ns\":7000}]},"
		      "{\"sym\":\"fn7\""));
	CHECK(strstr(out, "{\"sym\":\"fn4\",\"dso\":\"[kernel.kallsyms]\",\"class\":null,"
		      "\"user\":false,\"count\":1,\"steal_ns\":3000,\"share_pct\":7.50,"
		      "\"reasons\":{\"time_slice\":{\"count\":1,\"steal_ns\":3000}},"
		      "\"tasks\":[{\"comm\":null,\"count\":1,\"steal_ns\":3000}]},"
		      "{\"sym\":\"[unknown]\",\"dso\":\"[kernel.kallsyms]\",\"class\":null,"
		      "\"user\":false,\"count\":1,\"steal_ns\":2000,"));
	CHECK(strstr(out, "{\"sym\":\"[unknown]\",\"dso\":\"[unknown]\",\"class\":\"user\","
		      "\"user\":true,\"count\":1,\"steal_ns\":0,\"share_pct\":0.00,"
		      "\"reasons\":{\"time_slice\":{\"count\":1,\"steal_ns\":0}},"
		      "\"tasks\":[{\"comm\":\"db\",\"count\":1,\"steal_ns\":0}]}],"
		      "\"other\":{\"symbols\":0,\"count\":0,\"steal_ns\":0},"
		      "\"table_full\":{\"count\":0,\"steal_ns\":0}}}\n"));
	/* cpu 3: top 5 of six, fn2 (1 us) in other */
	CHECK(strstr(out, "\"preempted_at\":{\"count\":6,\"steal_ns\":21000,\"symbols_total\":6,"
		      "\"symbols\":[{\"sym\":\"fn7\""));
	CHECK(strstr(out, "\"other\":{\"symbols\":1,\"count\":1,\"steal_ns\":1000}}}]"));
	/* cpu 1: its own, no table_full */
	CHECK(strstr(out, "\"preempted_at\":{\"count\":5,\"steal_ns\":9000,\"symbols_total\":3,"
		      "\"symbols\":[{\"sym\":\"plpar_hcall_norets_notrace\""));
out:
	free(out);
	symbols_free(syms);
	model_free(m);
}

/* Without a symbols table every kernel address is one [unknown] row, and
 * the text view sums to the same entries. */
TEST(view_sites_no_symbols_and_text)
{
	struct model *m = smodel();
	struct source src;
	struct view_window w = { .start_ns = 1000, .end_ns = 2000 };
	char *out = NULL, *txt = NULL;

	CHECK(m != NULL);
	if (!m)
		return;
	fake_source(&src);
	CAPTURE(out, view_json(f, m, &src, &w));
	CHECK(strstr(out, "\"preempted_at\":{\"count\":12,\"steal_ns\":40000,\"symbols_total\":2,"
		      "\"symbols\":[{\"sym\":\"[unknown]\",\"dso\":\"[kernel.kallsyms]\",\"class\":null,"
		      "\"user\":false,\"count\":11,\"steal_ns\":40000,"));
	CAPTURE(txt, view_text(f, m, &src, &w));
	CHECK(strstr(txt, "\nPreempted at (srr0 by the steal that followed)\n"));
	CHECK(strstr(txt, "        11        0.040    100.00  -          time_slice                "
		      "-                [unknown]  [kernel.kallsyms]\n"));
	free(out);
	free(txt);
	model_free(m);
}
