/* SPDX-License-Identifier: GPL-2.0-only */
/* fuzz.h: helpers shared by the libFuzzer targets (tests/fuzz/fuzz-*.c).
 * Each target defines LLVMFuzzerTestOneInput; clang builds link it with
 * libFuzzer (make fuzz), gcc builds link it with replay.c, a main that runs
 * it once per file given (make check replays corpora and regressions). */
#ifndef DTLTOP_FUZZ_H
#define DTLTOP_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A memfd holding data[0..size), rewound; -1 on failure. */
int fuzz_memfd(const uint8_t *data, size_t size);

/* "/proc/self/fd/N" into buf. */
const char *fuzz_fd_path(int fd, char *buf, size_t len);

/* One FILE on /dev/null per process, for output nobody reads. */
FILE *fuzz_null(void);

/* Whether s[0..len) is one JSON value (RFC 8259), whitespace around. */
int fuzz_json_valid(const char *s, size_t len);

/* abort() with a message: a finding the sanitizers would not see. */
void fuzz_fail(const char *what, const char *data, size_t len)
	__attribute__((noreturn));

#endif
