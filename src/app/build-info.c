// SPDX-License-Identifier: GPL-2.0-only
/* build-info.c: --version's account of the binary, from the defines the
 * Makefile sets (DTLTOP_STATIC for make static, DTLTOP_TERMINFO_BUILTIN when
 * compiled terminfo entries are built in, DTLTOP_WITHOUT naming what a build
 * left out, such as an optional library without a static archive) and the
 * versions the linked libraries report themselves. */
#include <gnu/libc-version.h>
#include <ncurses.h>
#include <yaml.h>
#include <zstd.h>
#ifdef HAVE_GNUTLS
#include <gnutls/gnutls.h>
#endif
#if __has_include(<elfutils/version.h>)
/* (libelf-dev has it on Debian; where a distribution's libelf package
 * leaves it to libdw's, --version names libelf without a version.) */
#include <elfutils/version.h>
#endif

#include "build-info.h"
#include "tui-terminfo.h"

/* libelf reports no version at run time: the headers' (elfutils 0.188 is
 * _ELFUTILS_VERSION 188), which a static build carries. */
#ifdef _ELFUTILS_VERSION
#define STR_(x) #x
#define STR(x) STR_(x)
#define LIBELF_NAME "libelf 0." STR(_ELFUTILS_VERSION)
#else
#define LIBELF_NAME "libelf"
#endif

/* --web-config's TLS, where the build has GnuTLS */
#ifdef HAVE_GNUTLS
#define TLS_FEATURE " tls"
#define TLS_VERSION gnutls_check_version(NULL)
#else
#define TLS_FEATURE ""
#define TLS_VERSION ""
#endif

#ifdef DTLTOP_STATIC
#define LINKED "static"
#else
#define LINKED "dynamic"
#endif

void build_info_print(FILE *f)
{
	size_t n = tui_terminfo_builtin_count();

	fprintf(f, "features: %s tracefs zstd libcap ncursesw%s%s\n", LINKED,
		n ? " terminfo-builtin" : "", TLS_FEATURE);
	fprintf(f, "linked: %s, with glibc %s, %s, zstd %s, libtraceevent, libtracefs, libcap, "
		"%s, libperf, libyaml %s, libxcrypt%s%s\n", LINKED, gnu_get_libc_version(),
		curses_version(), ZSTD_versionString(), LIBELF_NAME, yaml_get_version_string(),
		TLS_FEATURE[0] ? ", GnuTLS " : "", TLS_VERSION);
	if (n) {
		fprintf(f, "terminfo-builtin:");
		for (size_t i = 0; i < n; i++)
			fprintf(f, " %s", tui_terminfo_builtin[i].name);
		fputc('\n', f);
	}
#ifdef DTLTOP_WITHOUT
	fprintf(f, "without: %s\n", DTLTOP_WITHOUT);
#endif
}
