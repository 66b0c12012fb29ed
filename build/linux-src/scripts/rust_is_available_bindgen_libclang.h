/* SPDX-License-Identifier: GPL-2.0 */
#pragma message("clang version " __clang_version__)
