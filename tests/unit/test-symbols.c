// SPDX-License-Identifier: GPL-2.0-only
/* test-symbols.c: the symbolizer on hand-written tables whose answers are
 * worked out by hand below: kallsyms lookups with offsets (perf's choices:
 * last line of equal addresses, the last symbol a page past its page),
 * table order, the answer cache forgetting on a new table, symbol texts
 * in file offsets, the class table, and a live address of this very
 * process through /proc/self/maps and the test binary's own .symtab. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app-symbols.h"
#include "harness.h"
#include "symbols.h"

static const char ktext[] =
	"c000000000010000 T _stext\n"
	"c000000000012000 T plpar_hcall_norets_notrace\n"
	"c000000000012040 T plpar_hcall\n"
	"c000000000013000 t snooze_loop\n"
	"c000000000014000 T queued_spin_lock_slowpath\n"
	"c000000000014000 T lock_alias\n"
	"ffffffffc0000000 t mod_fn\t[mymod]\n";

static void kern(struct symbols *s, uint64_t a, struct sym_result *r)
{
	memset(r, 0x55, sizeof(*r));
	symbols_kernel(s, a, r);
}

TEST(symbols_kallsyms_offsets)
{
	struct symbols *s = symbols_new();
	struct sym_result r;
	char err[256], buf[64];

	CHECK(s);
	CHECK(symbols_kallsyms_text(s, ktext, sizeof(ktext) - 1, err, sizeof(err)) == 0);
	kern(s, 0xc000000000012010ull, &r);
	CHECK(r.found && !r.user);
	CHECK_STR(r.name, "plpar_hcall_norets_notrace");
	CHECK_U64(r.off, 0x10);
	CHECK_STR(r.dso, "[kernel.kallsyms]");
	CHECK(r.cls == SYM_CLASS_CEDE);
	CHECK_STR(sym_format(&r, buf, sizeof(buf)), "plpar_hcall_norets_notrace+0x10");
	kern(s, 0xc000000000012040ull, &r);
	CHECK_STR(sym_format(&r, buf, sizeof(buf)), "plpar_hcall+0x0");
	CHECK(r.cls == SYM_CLASS_HCALL);
	kern(s, 0xc000000000013100ull, &r);
	CHECK_STR(sym_format(&r, buf, sizeof(buf)), "snooze_loop+0x100");
	CHECK(r.cls == SYM_CLASS_IDLE);
	/* equal addresses: the last line stays; the last symbol ends a page
	 * past the page it starts in */
	kern(s, 0xc000000000014008ull, &r);
	CHECK_STR(r.name, "lock_alias");
	CHECK(r.cls == SYM_CLASS_NONE);
	kern(s, 0xc000000000014fffull, &r);
	CHECK(r.found);
	kern(s, 0xc000000000015000ull, &r);
	CHECK(!r.found);
	CHECK_STR(r.name, "[unknown]");
	CHECK_U64(r.off, 0);
	CHECK_STR(r.dso, "[kernel.kallsyms]");
	CHECK_STR(sym_format(&r, buf, sizeof(buf)), "[unknown]");
	kern(s, 0xc00000000000f000ull, &r);	/* before the first */
	CHECK(!r.found);
	kern(s, 0xffffffffc0000010ull, &r);	/* module symbols are left out */
	CHECK(!r.found);
	/* the same again: the cached answer */
	kern(s, 0xc000000000013100ull, &r);
	CHECK_STR(r.name, "snooze_loop");
	CHECK_U64(r.off, 0x100);
	CHECK(symbols_note(s) == NULL);
	symbols_free(s);
}

TEST(symbols_kernel_table_order_and_cache)
{
	static const char second[] =
		"c000000000013000 T other_name\n"
		"c000000000020000 T far_fn\n";
	struct symbols *s = symbols_new();
	struct sym_result r;
	char err[256];

	CHECK(s);
	CHECK(symbols_kallsyms_text(s, ktext, sizeof(ktext) - 1, err, sizeof(err)) == 0);
	kern(s, 0xc000000000020010ull, &r);
	CHECK(!r.found);	/* cached as unknown ... */
	CHECK(symbols_kallsyms_text(s, second, sizeof(second) - 1, err, sizeof(err)) == 0);
	kern(s, 0xc000000000020010ull, &r);
	CHECK(r.found);		/* ... forgotten when a table comes */
	CHECK_STR(r.name, "far_fn");
	CHECK_U64(r.off, 0x10);
	kern(s, 0xc000000000013004ull, &r);	/* the first table wins */
	CHECK_STR(r.name, "snooze_loop");
	symbols_free(s);
}

TEST(symbols_kallsyms_bad)
{
	struct symbols *s = symbols_new();
	char err[256] = "";

	CHECK(s);
	CHECK(symbols_kallsyms_text(s, "zz T x\n", 7, err, sizeof(err)) < 0);
	CHECK(strstr(err, "line 1"));
	/* what an unprivileged reader sees: every address 0 */
	CHECK(symbols_kallsyms_text(s, "0000000000000000 T x\n0000000000000000 t y\n", 42, err,
				    sizeof(err)) < 0);
	CHECK(strstr(err, "addresses 0"));
	CHECK(symbols_kallsyms_file(s, "/nonexistent/kallsyms", err, sizeof(err)) < 0);
	CHECK(strstr(err, "/nonexistent/kallsyms"));
	CHECK(symbols_vmlinux(s, "/nonexistent/vmlinux", err, sizeof(err)) < 0);
	CHECK(strstr(err, "/nonexistent/vmlinux"));
	CHECK(symbols_vmlinux(s, "/proc/self/status", err, sizeof(err)) < 0);
	CHECK(symbols_symfs(s, "/nonexistent/dir", err, sizeof(err)) < 0);
	CHECK(strstr(err, "/nonexistent/dir"));
	symbols_free(s);
}

/* A user binary as symbol text: "START SIZE NAME", START a file offset. */
TEST(symbols_dso_text_offsets)
{
	static const char utext[] = "1000 200 main\n1200 80 work_loop\n";
	struct sym_map m1 = { 0x10000000, 0x10010000, 0, "/usr/bin/simapp" };
	struct sym_map m2 = { 0x20000000, 0x20010000, 0x1000, "/usr/bin/simapp" };
	struct sym_map gone = { 0x30000000, 0x30010000, 0, "/nonexistent/libgone.so" };
	struct symbols *s = symbols_new();
	struct sym_result r;
	char err[256], buf[64];

	CHECK(s);
	CHECK(symbols_dso_text(s, "/usr/bin/simapp", utext, sizeof(utext) - 1, err,
			       sizeof(err)) == 0);
	CHECK(symbols_user(s, 42, &m1, 0x10001210, &r));
	CHECK(r.user);
	CHECK_STR(sym_format(&r, buf, sizeof(buf)), "work_loop+0x10");
	CHECK_STR(r.dso, "/usr/bin/simapp");
	CHECK(r.cls == SYM_CLASS_USER);
	/* mapped from file offset 0x1000: 0x20000210 is offset 0x1210 */
	CHECK(symbols_user(s, 42, &m2, 0x20000210, &r));
	CHECK_STR(sym_format(&r, buf, sizeof(buf)), "work_loop+0x10");
	/* past work_loop's 0x80 bytes: the file, no symbol */
	CHECK(!symbols_user(s, 42, &m1, 0x10001280, &r));
	CHECK_STR(r.name, "[unknown]");
	CHECK_STR(r.dso, "/usr/bin/simapp");
	/* a file not here: its path, no symbol; no map, not live: unknown */
	CHECK(!symbols_user(s, 42, &gone, 0x30000010, &r));
	CHECK_STR(r.dso, "/nonexistent/libgone.so");
	CHECK(!symbols_user(s, 42, NULL, 0x10001210, &r));
	CHECK_STR(r.dso, "[unknown]");
	CHECK(r.cls == SYM_CLASS_USER);
	CHECK(symbols_dso_text(s, "/x", "1000 zz f\n", 10, err, sizeof(err)) < 0);
	CHECK(strstr(err, "/x") && strstr(err, "line 1"));
	CHECK(symbols_dso_text(s, "/x", "", 0, err, sizeof(err)) < 0);
	symbols_free(s);
}

/* A static function of this binary, which its .symtab names. */
__attribute__((noinline, used)) static int symbols_test_marker(int x)
{
	return x * 3 + 1;
}

TEST(symbols_live_self)
{
	int (*volatile fn)(int) = symbols_test_marker;
	struct symbols *s = symbols_new();
	struct sym_result r;

	CHECK(s);
	CHECK(fn(1) == 4);
	symbols_live(s);
	CHECK(symbols_user(s, getpid(), NULL, (uint64_t)(uintptr_t)fn + 4, &r));
	CHECK_STR(r.name, "symbols_test_marker");
	CHECK_U64(r.off, 4);
	CHECK(r.dso[0] == '/');
	/* and the path it gave is this binary's */
	{
		char self[4096];
		ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

		CHECK(n > 0);
		self[n] = '\0';
		CHECK(!strcmp(r.dso, self));
	}
	symbols_free(s);
}

TEST(symbols_class_table)
{
	CHECK(sym_classify("plpar_hcall_norets_notrace") == SYM_CLASS_CEDE);
	CHECK(sym_classify("plpar_hcall_norets") == SYM_CLASS_CEDE);
	CHECK(sym_classify("snooze_loop") == SYM_CLASS_IDLE);
	CHECK(sym_classify("do_idle") == SYM_CLASS_IDLE);
	CHECK(sym_classify("do_idle2") == SYM_CLASS_NONE);	/* exact names */
	CHECK(sym_classify("plpar_hcall9") == SYM_CLASS_HCALL);
	CHECK(sym_classify("_raw_spin_lock_irqsave") == SYM_CLASS_SPINLOCK);	/* a prefix */
	CHECK(sym_classify("__pv_queued_spin_lock_slowpath") == SYM_CLASS_SPINLOCK);
	CHECK(sym_classify("hash_page_mm") == SYM_CLASS_FAULT);
	CHECK(sym_classify("___do_page_fault") == SYM_CLASS_FAULT);
	CHECK(sym_classify("schedule") == SYM_CLASS_NONE);
	CHECK(sym_classify("") == SYM_CLASS_NONE);
	CHECK(sym_classify(NULL) == SYM_CLASS_NONE);
	CHECK_STR(sym_class_label(SYM_CLASS_CEDE), "cede");
	CHECK_STR(sym_class_label(SYM_CLASS_SPINLOCK), "spin lock");
	CHECK_STR(sym_class_label(SYM_CLASS_FAULT), "page fault");
	CHECK_STR(sym_class_label(SYM_CLASS_USER), "user");
	CHECK_STR(sym_class_label(SYM_CLASS_NONE), "");
	CHECK_STR(sym_class_label((enum sym_class)99), "");
	CHECK(sym_is_user(0xc000000000012000ull, SYM_MSR_PR));
	CHECK(!sym_is_user(0xc000000000012000ull, 0x8000000000001033ull));
	CHECK(sym_is_user(0x10001000ull, 0));
}

TEST(symbols_app_table)
{
	struct options o = { 0 };
	struct source src;
	struct symbols *s;
	struct sym_result r;
	char err[256] = "";

	memset(&src, 0, sizeof(src));
	o.kallsyms = "/nonexistent/ksyms";
	CHECK(!app_symbols(&o, &src, err, sizeof(err)));
	CHECK(strstr(err, "--kallsyms") && strstr(err, "/nonexistent/ksyms"));
	o.kallsyms = NULL;
	o.vmlinux = "/nonexistent/vmlinux";
	CHECK(!app_symbols(&o, &src, err, sizeof(err)));
	CHECK(strstr(err, "--vmlinux") && strstr(err, "/nonexistent/vmlinux"));
	o.vmlinux = NULL;
	/* the source's own kallsyms, not live: no machine table */
	src.info.kallsyms = ktext;
	src.info.kallsyms_len = sizeof(ktext) - 1;
	s = app_symbols(&o, &src, err, sizeof(err));
	CHECK(s);
	CHECK(symbols_kernel(s, 0xc000000000013010ull, &r));
	CHECK_STR(r.name, "snooze_loop");
	CHECK(symbols_note(s) == NULL);
	symbols_free(s);
	/* a bad one is a note */
	src.info.kallsyms = "bad\n";
	src.info.kallsyms_len = 4;
	s = app_symbols(&o, &src, err, sizeof(err));
	CHECK(s);
	CHECK(symbols_note(s) && strstr(symbols_note(s), "kallsyms"));
	symbols_free(s);
}
