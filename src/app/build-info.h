/* SPDX-License-Identifier: GPL-2.0-only */
/* build-info.h: what this dtltop binary holds, for --version: how it is
 * linked, the libraries in it, and what the build left out. */
#ifndef DTLTOP_BUILD_INFO_H
#define DTLTOP_BUILD_INFO_H

#include <stdio.h>

/* The lines after "dtltop VERSION" (which the caller prints). */
void build_info_print(FILE *f);

#endif
