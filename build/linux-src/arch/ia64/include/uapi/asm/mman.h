/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * Based on <asm-i386/mman.h>.
 *
 * Modified 1998-2000, 2002
 *	David Mosberger-Tang <davidm@hpl.hp.com>, Hewlett-Packard Co
 */
#ifndef _UAPI_ASM_IA64_MMAN_H
#define _UAPI_ASM_IA64_MMAN_H


#include <asm-generic/mman.h>

#define MAP_GROWSUP	0x0200		/* register stack-like segment */


#endif /* _UAPI_ASM_IA64_MMAN_H */
