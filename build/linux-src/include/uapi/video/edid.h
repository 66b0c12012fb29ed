/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI__linux_video_edid_h__
#define _UAPI__linux_video_edid_h__

struct edid_info {
	unsigned char dummy[128];
};


#endif /* _UAPI__linux_video_edid_h__ */
