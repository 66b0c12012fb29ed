/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef __ARCH_M68K_IOCTLS_H__
#define __ARCH_M68K_IOCTLS_H__

#define FIOQSIZE	0x545E

#include <asm-generic/ioctls.h>

#endif /* __ARCH_M68K_IOCTLS_H__ */
