/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _M68K_BYTEORDER_H
#define _M68K_BYTEORDER_H

#include <linux/byteorder/big_endian.h>

#endif /* _M68K_BYTEORDER_H */
