/* SPDX-License-Identifier: GPL-2.0 */
#ifndef __VDSO_CONST_H
#define __VDSO_CONST_H

#include <uapi/linux/const.h>

#define UL(x)		(_UL(x))
#define ULL(x)		(_ULL(x))

#endif /* __VDSO_CONST_H */
