/* SPDX-License-Identifier: GPL-2.0-only */
/* version.h: dtltop's version, for --version, the man page and what -o
 * writes into a recording (the Makefile reads it from here). */
#ifndef DTLTOP_VERSION_H
#define DTLTOP_VERSION_H

#define DTLTOP_VERSION "0.1.0"

#endif
