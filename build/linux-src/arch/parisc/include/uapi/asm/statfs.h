/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _PARISC_STATFS_H
#define _PARISC_STATFS_H

#define __statfs_word long
#include <asm-generic/statfs.h>

#endif
