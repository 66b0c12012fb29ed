/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_MIPS_SETUP_H
#define _UAPI_MIPS_SETUP_H

#define COMMAND_LINE_SIZE	4096


#endif /* _UAPI_MIPS_SETUP_H */
