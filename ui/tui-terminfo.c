// SPDX-License-Identifier: GPL-2.0-only
/* tui-terminfo.c: the compiled terminfo a static dtltop carries, written
 * out when ncurses finds the terminal's entry nowhere (tui.c). A static
 * ncurses knows only the directories of the distribution it was built on
 * (Debian's: /etc/terminfo:/lib/terminfo:/usr/share/terminfo); the machines
 * it runs on keep terminfo elsewhere, or have none for the terminal. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tui-terminfo.h"

#ifndef DTLTOP_TERMINFO_BUILTIN
const struct tui_terminfo_entry tui_terminfo_builtin[] = { { NULL, NULL, 0 } };
#endif

/* Debian's and Red Hat's, SUSE's and Ubuntu's (/usr/share/terminfo),
 * non-merged /usr's /usr/lib/terminfo, Solaris-style and a locally built
 * ncurses's. */
const char tui_terminfo_common_dirs[] = "/etc/terminfo:/lib/terminfo:/usr/share/terminfo:"
	"/usr/lib/terminfo:/usr/share/lib/terminfo:/usr/local/share/terminfo";

size_t tui_terminfo_builtin_count(void)
{
	size_t n = 0;

	while (tui_terminfo_builtin[n].name)
		n++;
	return n;
}

const struct tui_terminfo_entry *tui_terminfo_builtin_find(const char *name)
{
	for (const struct tui_terminfo_entry *e = tui_terminfo_builtin; name && e->name; e++)
		if (!strcmp(e->name, name))
			return e;
	return NULL;
}

static int entry_paths(const char *dir, const char *name, char *sub, char *file)
{
	if (!name[0] || strchr(name, '/') ||
	    snprintf(sub, PATH_MAX, "%s/%c", dir, name[0]) >= PATH_MAX ||
	    snprintf(file, PATH_MAX, "%s/%s", sub, name) >= PATH_MAX) {
		errno = EINVAL;
		return -1;
	}
	return 0;
}

int tui_terminfo_write(const char *dir, const struct tui_terminfo_entry *e)
{
	char sub[PATH_MAX], file[PATH_MAX];
	size_t off = 0;
	int fd, err;

	if (entry_paths(dir, e->name, sub, file) < 0 || (mkdir(sub, 0700) < 0 && errno != EEXIST))
		return -1;
	fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	while (off < e->len) {
		ssize_t n = write(fd, e->data + off, e->len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			err = n < 0 ? errno : EIO;
			close(fd);
			unlink(file);
			errno = err;
			return -1;
		}
		off += (size_t)n;
	}
	return close(fd);
}

void tui_terminfo_remove(const char *dir, const struct tui_terminfo_entry *e)
{
	char sub[PATH_MAX], file[PATH_MAX];

	if (entry_paths(dir, e->name, sub, file) == 0) {
		unlink(file);
		rmdir(sub);
	}
	rmdir(dir);
}
