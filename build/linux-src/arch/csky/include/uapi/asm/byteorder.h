/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */

#ifndef __ASM_CSKY_BYTEORDER_H
#define __ASM_CSKY_BYTEORDER_H

#include <linux/byteorder/little_endian.h>

#endif /* __ASM_CSKY_BYTEORDER_H */
