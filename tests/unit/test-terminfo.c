// SPDX-License-Identifier: GPL-2.0-only
/* test-terminfo.c: writing a built-in terminfo entry where ncurses reads it
 * through TERMINFO=DIR (DIR/<first letter>/<name>), byte for byte, and
 * removing it all again; names that would leave DIR are refused. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "harness.h"
#include "tui-terminfo.h"

TEST(terminfo_write_and_remove)
{
	static const unsigned char bytes[] = { 0x1e, 0x02, 0x00, 0x42, 0xff, 0x7f };
	struct tui_terminfo_entry e = { "xterm-test", bytes, sizeof(bytes) };
	char dir[] = "/tmp/dtltop-unit-terminfo.XXXXXX", path[256], got[16];
	struct stat st;
	FILE *f;
	size_t n;

	CHECK(mkdtemp(dir) != NULL);
	CHECK(tui_terminfo_write(dir, &e) == 0);
	snprintf(path, sizeof(path), "%s/x/xterm-test", dir);
	f = fopen(path, "rb");
	CHECK(f != NULL);
	n = fread(got, 1, sizeof(got), f);
	fclose(f);
	CHECK(n == sizeof(bytes) && memcmp(got, bytes, n) == 0);
	CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
	/* An entry already there is not overwritten. */
	CHECK(tui_terminfo_write(dir, &e) < 0 && errno == EEXIST);
	tui_terminfo_remove(dir, &e);
	CHECK(stat(dir, &st) < 0 && errno == ENOENT);
}

TEST(terminfo_refuses_bad_names)
{
	static const unsigned char bytes[] = { 1 };
	struct tui_terminfo_entry slash = { "../evil", bytes, 1 }, empty = { "", bytes, 1 };
	char dir[] = "/tmp/dtltop-unit-terminfo.XXXXXX";

	CHECK(mkdtemp(dir) != NULL);
	CHECK(tui_terminfo_write(dir, &slash) < 0 && errno == EINVAL);
	CHECK(tui_terminfo_write(dir, &empty) < 0 && errno == EINVAL);
	CHECK(rmdir(dir) == 0);	/* nothing was written in it */
}

TEST(terminfo_builtin_table)
{
	size_t n = tui_terminfo_builtin_count();

	/* Unit tests link the normal build: no entries, so nothing is found;
	 * a static build's entries are tested by make check-static. */
	for (size_t i = 0; i < n; i++)
		CHECK(tui_terminfo_builtin_find(tui_terminfo_builtin[i].name) == &tui_terminfo_builtin[i]);
	CHECK(tui_terminfo_builtin_find(NULL) == NULL);
	CHECK(tui_terminfo_builtin_find("no-such-terminal") == NULL);
}
