/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
** asm/bootinfo-q40.h -- Q40-specific boot information definitions
*/

#ifndef _UAPI_ASM_M68K_BOOTINFO_Q40_H
#define _UAPI_ASM_M68K_BOOTINFO_Q40_H


    /*
     *  Latest Q40 bootinfo version
     */

#define Q40_BOOTI_VERSION	MK_BI_VERSION(2, 0)


#endif /* _UAPI_ASM_M68K_BOOTINFO_Q40_H */
