/* SPDX-License-Identifier: GPL-2.0-only */
/* harness.h: a minimal unit-test registry. TEST(name) { CHECK(...); } registers
 * a case; tests/unit/main.c runs them all and prints "N passed, N failed". */
#ifndef DTLTOP_TEST_HARNESS_H
#define DTLTOP_TEST_HARNESS_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

struct test_case {
	const char *name;
	void (*fn)(void);
	struct test_case *next;
};

void test_register(struct test_case *tc);
void test_fail(const char *file, int line, const char *msg);
int test_current_failed(void);

#define TEST(name)                                                         \
	static void name(void);                                            \
	static struct test_case tc_##name = { #name, name, NULL };         \
	__attribute__((constructor)) static void reg_##name(void)          \
	{                                                                  \
		test_register(&tc_##name);                                 \
	}                                                                  \
	static void name(void)

#define CHECK(cond)                                                        \
	do {                                                               \
		if (!(cond)) {                                             \
			test_fail(__FILE__, __LINE__, #cond);              \
			return;                                            \
		}                                                          \
	} while (0)

#define CHECK_U64(a, b)                                                    \
	do {                                                               \
		unsigned long long a_ = (a), b_ = (b);                     \
		if (a_ != b_) {                                            \
			char m_[256];                                      \
			snprintf(m_, sizeof(m_), "%s == %s: %llu != %llu", \
				 #a, #b, a_, b_);                          \
			test_fail(__FILE__, __LINE__, m_);                 \
			return;                                            \
		}                                                          \
	} while (0)

#define CHECK_STR(a, b)                                                    \
	do {                                                               \
		const char *a_ = (a), *b_ = (b);                           \
		if (!a_ || !b_ || strcmp(a_, b_) != 0) {                   \
			char m_[512];                                      \
			snprintf(m_, sizeof(m_), "%s == %s: \"%s\" != \"%s\"", \
				 #a, #b, a_ ? a_ : "(null)", b_ ? b_ : "(null)"); \
			test_fail(__FILE__, __LINE__, m_);                 \
			return;                                            \
		}                                                          \
	} while (0)

#endif
