/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _S390_BYTEORDER_H
#define _S390_BYTEORDER_H

#include <linux/byteorder/big_endian.h>

#endif /* _S390_BYTEORDER_H */
