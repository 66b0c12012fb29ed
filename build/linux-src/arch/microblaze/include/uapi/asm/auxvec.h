/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */

