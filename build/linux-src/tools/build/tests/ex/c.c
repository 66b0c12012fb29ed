// SPDX-License-Identifier: GPL-2.0

int c(void)
{
	return 0;
}
